## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Wpisz w każde pole cyfrę tak, aby w każdym wierszu i każdej kolumnie każda cyfra wystąpiła dokładnie raz: { $examples }.
calcudoku-rules-cages = Grube linie dzielą diagram na klatki. Mała wskazówka w rogu klatki podaje wynik i działanie: cyfry w klatce muszą dać ten wynik za pomocą tego działania. 7+ oznacza, że ich suma wynosi 7; 12× oznacza, że ich iloczyn wynosi 12.
calcudoku-rules-pairs = Klatka z { $minus } lub ÷ ma dwa pola: 3{ $minus } oznacza, że jedna cyfra jest o 3 większa od drugiej, a 2÷, że jedna cyfra jest dwa razy większa od drugiej, w dowolnej kolejności. Klatka z jednego pola pokazuje swoją cyfrę.
calcudoku-rules-repeat = Cyfra może się powtarzać w klatce, o ile nie występuje dwa razy w tym samym wierszu ani w tej samej kolumnie. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.

## Kroki Calcudoku w zdaniach. $clue to wskazówka klatki („6+”), $squares jej pola, $cells pola,
## po których następuje wypełnienie, $outcome to, co krok wyklucza lub wpisuje. „Można wypełnić”
## łączy się z biernikiem: „klatkę”.

calcudoku-no-op = bez działania
calcudoku-single = W polu { $cell } musi być { $d }: to klatka z jednego pola, która pokazuje { $d }.
calcudoku-combinations = Klatka { $clue } ({ $squares }): każde pasujące wypełnienie używa tylko cyfr { $digits }, więc { $outcome }.
calcudoku-fills = Klatkę { $clue } ({ $squares }) można wypełnić tylko jako { $fills } ({ $cells }), więc { $outcome }.
calcudoku-many-fills = Klatka { $clue } ({ $squares }) ma { $count ->
        [one] { $count } pasujące wypełnienie
        [few] { $count } pasujące wypełnienia
       *[many] { $count } pasujących wypełnień
    }, więc { $outcome }.
calcudoku-cage-line = Każde wypełnienie klatki { $clue } ({ $squares }) stawia { $digits } { $inline }, więc żadne inne pole (tu: { $line }) nie może { $count ->
        [one] jej mieć
       *[other] ich mieć
    }: { $outcome }.
calcudoku-line-sum = { $line } daje razem { $whole }; { $count ->
        [one] klatka leżąca w całości w środku ({ $clues }) daje
       *[other] klatki leżące w całości w środku ({ $clues }) dają
    } { $sums }, więc pola { $rest } dają razem { $restsums } różnymi cyframi: { $outcome }.

## Calcudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

calcudoku-note-single-cell-cage-look = Szukaj klatki z jednego pola.
calcudoku-note-single-cell-cage-why = Jej wynik tworzy tylko cyfra tego pola, więc cyfra jest samym wynikiem.
calcudoku-note-single-cell-cage-removes = Wpisz wynik w to pole.
calcudoku-note-cage-combinations-look = Spójrz na klatkę, jej wynik i działanie, i wypisz zestawy cyfr, które dają ten wynik.
calcudoku-note-cage-combinations-why = Pola klatki muszą zawierać jeden z tych zestawów, bo żadne inne cyfry nie dają wyniku.
calcudoku-note-cage-combinations-removes = Skreśl z pól klatki każdą cyfrę, której nie ma w żadnym zestawie.
calcudoku-note-cage-fills-look = Spójrz na klatkę i sprawdź każdy sposób wpisania jednego z jej zestawów cyfr, pole po polu.
calcudoku-note-cage-fills-why = Sposób jest możliwy tylko wtedy, gdy każde pole ma swoją cyfrę wśród kandydatów i żaden wiersz ani kolumna nie powtarza cyfry, a rozwiązanie wypełnia klatkę jednym z pozostałych sposobów.
calcudoku-note-cage-fills-removes = Cyfrę, której żaden pozostały sposób nie stawia w polu, skreśla się w tym polu.
calcudoku-note-cage-line-look = Szukaj klatki, w której każde wypełnienie stawia tę samą cyfrę w części klatki leżącej w jednym wierszu lub kolumnie.
calcudoku-note-cage-line-why = Które wypełnienie by nie było właściwe, ten wiersz lub kolumna dostaje tę cyfrę w klatce, a linia ma każdą cyfrę tylko raz.
calcudoku-note-cage-line-removes = Skreśl tę cyfrę z reszty tego wiersza lub kolumny, poza klatką.
calcudoku-note-line-sum-look = Szukaj wiersza lub kolumny, w której klatki leżące w całości w środku zostawiają poza sobą tylko kilka pól.
calcudoku-note-line-sum-why = Każda linia sumuje się do 1 + 2 + i tak dalej aż do rozmiaru, więc tych kilka pól daje to, co całe klatki zostawiają z tej sumy.
calcudoku-note-line-sum-removes = Te pola zachowują tylko cyfry z zestawów różnych cyfr dających tę resztę: skreśl pozostałe.
