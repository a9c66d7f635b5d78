## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Zamaluj pola, aby odkryć ukryty obrazek. Liczby obok każdego wiersza i nad każdą kolumną to długości bloków zamalowanych pól w tej linii, po kolei: od lewej do prawej w wierszu, od góry do dołu w kolumnie.
nonogram-rules-gaps = Między dwoma blokami jest co najmniej jedno puste pole; przed pierwszym i za ostatnim blokiem może być ich dowolnie wiele. Linia z liczbą 0 nie ma zamalowanych pól.
nonogram-rules-start = Zacznij od linii, które ich bloki prawie wypełniają: blok 8 w linii 10 pól zakrywa 6 środkowych pól, jakkolwiek go przesunąć. Zaznacz kropką pola, o których wiesz, że są puste, aby miejsce bloków się kurczyło, i przechodź między wierszami a kolumnami.
nonogram-rules-given = Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać. Grubsze linie co pięć pól pomagają liczyć.

## Nonograms' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

nonogram-note-completed-run-look = Szukaj bloku zamalowanych pól tak długiego jak jedyny blok wskazówki, którym może być.
nonogram-note-completed-run-why = Blok ma dokładnie długość swojej liczby, więc ten blok jest pełny i nie może się wydłużyć.
nonogram-note-completed-run-removes = Oznacz pola na obu końcach bloku jako puste.
nonogram-note-edge-forcing-look = Szukaj zamalowanego pola blisko brzegu lub blisko pól, o których wiadomo, że są puste.
nonogram-note-edge-forcing-why = Należy ono do pierwszego bloku z tej strony, który nie może zacząć się przed brzegiem, więc musi sięgać za to pole na tyle daleko, by osiągnąć swoją długość.
nonogram-note-edge-forcing-removes = Zamaluj pola od zamalowanego aż tam, dokąd blok musi co najmniej sięgać.
nonogram-note-small-gap-look = Szukaj pól, do których nie sięga żaden blok wskazówki, i luk między pustymi polami.
nonogram-note-small-gap-why = Blok potrzebuje tylu wolnych pól z rzędu, ile wynosi jego liczba, więc luka krótsza od każdego bloku, który mógłby tam trafić, nie mieści żadnego.
nonogram-note-small-gap-removes = Oznacz te pola i luki jako puste.
nonogram-note-overlap-look = Szukaj bloku długiego w porównaniu z miejscem, które ma, na przykład bloku 8 w linii 10.
nonogram-note-overlap-why = Przesunięty jak najdalej w lewo, a potem w prawo, blok zakrywa niektóre pola za każdym razem, a gdziekolwiek naprawdę leży, zakrywa je.
nonogram-note-overlap-removes = Zamaluj pola, które blok zakrywa w obu położeniach.
nonogram-note-line-solving-look = Spójrz na jedną linię, jej wskazówkę i znane już w niej pola.
nonogram-note-line-solving-why = Każde ułożenie jej bloków zgodne ze znanymi polami może być rozwiązaniem, więc pewne jest to, w czym zgadzają się wszystkie.
nonogram-note-line-solving-removes = Zamaluj pole zamalowane w każdym ułożeniu i oznacz jako puste pole puste w każdym.
nonogram-note-contradiction-look = Szukaj pola, które wiele rozstrzyga, i załóż, że jest zamalowane.
nonogram-note-contradiction-why = Rozwiąż stamtąd linie: jeśli któraś nie mieści już swoich bloków, założenie było błędne, bo rozwiązanie nie łamie żadnej linii.
nonogram-note-contradiction-removes = Pole jest puste (albo zamalowane, gdy zawodzi założenie, że jest puste).

## Nonograms' step sentences. A line step: "$Line ($clue): $reason. $outcome ($technique)."
## with -step-reason-TECHNIQUE why the technique decides, $outcome the squares filled (-step-filled)
## and left empty (-step-empty), or both (-step-both). A contradiction: -step-contradiction, $value
## and $other -step-value-filled or -step-value-empty. -step-none is the clue of an empty line.

nonogram-step-line-step = { $Line } ({ $clue }): { $reason }. { $outcome } ({ $technique }).
nonogram-step-filled = Zamalowane: { $cells }
nonogram-step-empty = Puste: { $cells }
nonogram-step-both = { $filled }; { $empty }
nonogram-step-contradiction = Gdyby { $cell } było { $value }, linie od tego miejsca nie zostawiłyby w { $line } ({ $clue }) miejsca na jej bloki, więc { $cell } jest { $other } ({ $technique }).
nonogram-step-value-filled = zamalowane
nonogram-step-value-empty = puste
nonogram-step-none = 0
nonogram-step-reason-completed-run = blok zamalowanych pól jest tak długi jak blok, którym musi być, więc jest pełny
nonogram-step-reason-edge-forcing = zamalowane pole blisko brzegu należy do pierwszego bloku z tej strony, który musi sięgać dalej
nonogram-step-reason-small-gap = żaden blok nie sięga do tych pól albo luka jest za krótka dla każdego możliwego bloku
nonogram-step-reason-overlap = każdy blok, przesunięty do końca w lewo i do końca w prawo, nadal zakrywa te pola
nonogram-step-reason-line-solving = każde ułożenie bloków zgodne ze znanymi polami daje tu to samo

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Każda technika jest pokazana na diagramie zrobionym dla tej strony, a nie na łamigłówce z tej książki, tuż przed krokiem: pola, o których już wiadomo, że są zamalowane, są czarne, a te, o których wiadomo, że są puste, mają kropkę; linia, na którą trzeba spojrzeć, jest jasnoszara, pola, które krok zamalowuje, są ciemnoszare, a te, które pokazuje jako puste, są przekreślone krzyżykiem.
