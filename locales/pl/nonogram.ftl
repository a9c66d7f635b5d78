## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Zamaluj pola, aby odkryć ukryty obrazek. Liczby obok każdego wiersza i nad każdą kolumną to długości bloków zamalowanych pól w tej linii, po kolei: od lewej do prawej w wierszu, od góry do dołu w kolumnie.
nonogram-rules-gaps = Między dwoma blokami jest co najmniej jedno puste pole; przed pierwszym i za ostatnim blokiem może być ich dowolnie wiele. Linia z liczbą 0 nie ma zamalowanych pól.
nonogram-rules-start = Zacznij od linii, które ich bloki prawie wypełniają: blok 8 w linii 10 pól zakrywa 6 środkowych pól, jakkolwiek go przesunąć. Zaznacz kropką pola, o których wiesz, że są puste, aby miejsce bloków się kurczyło, i przechodź między wierszami a kolumnami.
nonogram-rules-given = Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać. Grubsze linie co pięć pól pomagają liczyć.

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Każda technika jest pokazana na diagramie zrobionym dla tej strony, a nie na łamigłówce z tej książki, tuż przed krokiem: pola, o których już wiadomo, że są zamalowane, są czarne, a te, o których wiadomo, że są puste, mają kropkę; linia, na którą trzeba spojrzeć, jest jasnoszara, pola, które krok zamalowuje, są ciemnoszare, a te, które pokazuje jako puste, są przekreślone krzyżykiem.
