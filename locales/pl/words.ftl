## Stałe teksty książki: nagłówki, etykiety, żywe paginy, zasady, nazwy poziomów i wiersze okładki.
## { $name } wypełnia książka; { $Name } to ta sama wartość z wielką literą na początku.

published-by = Wydawca: { $publisher }
credit = Przygotowano w programie bookmaker { $version } z ziarna { $seed }, format { $trim }, szablon { $template }. Ta sama specyfikacja zbudowana tą samą wersją programu bookmaker daje znów tę książkę, łamigłówka po łamigłówce.
contents = Spis treści
contents-continued = Spis treści (ciąg dalszy)
how-to-play = Zasady gry
how-to-play-kind = Zasady gry: { $kind }
continued = { $title } (ciąg dalszy)
solving-example = Przykład krok po kroku
solving-kind-example = Krok po kroku: { $kind }
contents-puzzle = { $name }: łamigłówka { $range }
contents-puzzles = { $name }: łamigłówki { $range }
contents-answers = Rozwiązania { $range }
contents-section-answers = { $name }: rozwiązania { $range }
notes = Notatki
book-rule = W każdym dziale łamigłówki są coraz trudniejsze. Gwiazdki przy numerze łamigłówki pokazują jej poziom: jedna gwiazdka – łatwy, dwie – średni, trzy – trudny. Rozwiązania znajdują się na końcu książki: wiersz nad każdą łamigłówką podaje stronę z jej rozwiązaniem.
example-intro = Oto mały przykład. Liczby obok diagramu numerują wiersze i kolumny: W2K3 to pole w wierszu 2, kolumnie 3. Na następnej stronie rozwiązujemy go krok po kroku.
steps-intro = Rozwiązując, zapisujemy, jakie cyfry może jeszcze zawierać każde puste pole (to jego kandydaci), i stopniowo je wykreślamy. Pierwsze kroki:
steps-more = Kolejne kroki tego samego rodzaju (jeszcze { $n }) wypełniają diagram:
steps-done = I diagram jest wypełniony:
puzzle-label = Łamigłówka { $n } · rozwiązanie s. { $page }
puzzle-label-short = { $n } · rozwiązanie s. { $page }
puzzle-label-shortest = { $n } · rozw. s. { $page }
puzzle-label-hint = Łamigłówka { $n } · podpowiedź s. { $hint } · rozwiązanie s. { $page }
puzzle-label-hint-short = { $n } · podp. s. { $hint } · rozw. s. { $page }
puzzle-label-hint-shortest = { $n } · p. { $hint } · r. { $page }
answer-label = Łamigłówka { $n } · strona { $page }
answer-label-short = { $n } · strona { $page }
answer-label-shortest = { $n } · s. { $page }
answer-titled = { $label }: { $title }
answer-head = Rozwiązanie { $n }
answers-head = Rozwiązania { $first }–{ $last }
easy = łatwy
medium = średni
hard = trudny
expert = ekspert
master = mistrz
and = i
or = lub
cell = W{ $row }K{ $col }
step-row = wiersz { $n }
step-column = kolumna { $n }
step-box = blok { $n }
step-in-row = w wierszu { $n }
step-in-column = w kolumnie { $n }
step-in-box = w bloku { $n }
step-must-be = w polu { $cell } musi być { $d }
step-cannot-be = w polu { $cells } nie może być { $digits }
step-cannot-be-many = w polach { $cells } nie może być { $digits }
step-naked-single = W polu { $cell } musi być { $d }: wszystkie inne cyfry są tam wykluczone.
step-hidden-single = W polu { $cell } musi być { $d }: to jedyne pole { $line }, w którym może stać { $d }.
step-full-house = W polu { $cell } musi być { $d }: to ostatnie puste pole { $line }, a { $d } to jedyna brakująca tam cyfra.
step-naked-subset = Pola { $cells } mieszczą razem tylko { $digits }, więc żadne inne pole { $line } nie może zawierać { $any }: { $outcome }.
step-hidden-subset = { $Line } cyfry { $digits } mogą stać tylko w polach { $cells }, więc w tych polach nie ma nic innego: { $outcome }.
step-confined = { $Line } cyfra { $d } może stać tylko w polach { $cells }, wszystkich { $other }; więc { $d } nie może stać nigdzie indziej { $other }: { $outcome }.
step-fish = Linie { $base }: cyfra { $d } może w nich stać tylko w liniach { $cover }, więc { $d } nie może stać nigdzie indziej w liniach { $cover }: { $outcome }.
# How many cells a hidden subset fills (`{count}` of step-hidden-subset, unused here).
step-how-many = { $count }
# Lines of one kind grouped: `$word` (step-lines-word), `$numbers` ("1 and 3").
step-lines = { $word } { $numbers }
# The word for `$count` lines of kind `$line` (row, column or box).
step-lines-word = { $line ->
        [row] { $count ->
            [one] wiersz
           *[other] wiersze
        }
        [box] { $count ->
            [one] blok
           *[other] bloki
        }
       *[column] { $count ->
            [one] kolumna
           *[other] kolumny
        }
    }
# How a step sentence ends: `$step` the sentence without its full stop, `$technique` the
# technique's name; this language's books leave the name out.
step-tagged = { $step }.
cover-inside = W tej książce
cover-level-line = { $n } { $puzzles }, poziom { $level }, { $grids }
cover-how-to-play = Zasady gry z rozwiązanym przykładem
cover-answers = Rozwiązania wszystkich łamigłówek na końcu książki
cover-try = Spróbuj łamigłówki { $n } (poziom { $level }):
steps-partway = Po lewej diagram po tych krokach, z kandydatami wpisanymi drobno. Jeszcze { $n } kroków tego samego rodzaju go kończy:
partway-caption = Po kroku { $n }
solved-caption = Rozwiązanie
hints = Podpowiedzi
hints-intro = Utknąłeś? Każda podpowiedź mówi, gdzie patrzeć i jaki pomysł pomoże tam ruszyć dalej, ze stroną, która go wyjaśnia. Nie zdradza rozwiązania: zrób ten krok sam, potem rozwiązuj dalej.
hint-look = Spójrz na { $place }: { $idea }.
hint-idea = { $name }, s. { $page }
contents-techniques = { $name }: potrzebne techniki
techniques = Potrzebne techniki
techniques-of = Potrzebne techniki: { $section }
techniques-intro = Każda technika jest pokazana na diagramie zrobionym dla tej strony, a nie na łamigłówce z tej książki, tuż przed krokiem: kandydaci wpisani drobno, pola, na które trzeba spojrzeć, zacienione, a kandydaci, których krok wyklucza, przekreśleni.
techniques-earlier = Omówione już wcześniej w tej książce: { $names }.
techniques-intro-kids = Każda sztuczka jest pokazana na diagramie zrobionym dla tej strony. Małe szare liczby w polu to liczby, które mogą tam jeszcze stanąć, szare pola to miejsca, na które trzeba spojrzeć, a przekreślona liczba to taka, którą sztuczka wyklucza.
technique-trick = Sztuczka { $n }
example-intro-kids = Oto mały przykład. Liczby obok diagramu numerują jego wiersze i kolumny. Na następnej stronie rozwiążemy go krok po kroku.
steps-intro-kids = Wpisz drobno w każde puste pole liczby, które mogą tam jeszcze stanąć, i skreślaj je po kolei. Pierwsze kroki:
steps-partway-kids = Po lewej diagram po tych krokach: małe szare liczby mogą jeszcze stanąć w swoim polu. Jeszcze { $n } takich kroków go kończy:
kid-single = Spójrz na pole w wierszu { $row }, kolumnie { $col }: nie pasuje tam żadna liczba oprócz { $d }, więc wpisz { $d }.
kid-hidden = { $Line }: { $d } pasuje tylko do jednego pola, tego w wierszu { $row }, kolumnie { $col }, więc wpisz tam { $d }.
technique-seen = Tutaj: { $step }
cover-headline = Czysta logika, jedno rozwiązanie, bez zgadywania
level-range = od { $easiest } do { $hardest }

# The digits a grid of order $n holds, listed in a Latin kind's rules ("… and …").
grid-digits = od 1 do { $n } w diagramie { $n } na { $n }
technique-index = Indeks technik
index-intro = Każda technika, której uczy ta książka, strona, która ją wyjaśnia, i łamigłówki, których rozwiązanie jej wymaga: wybierz jedną, by ją przećwiczyć.
index-all = { $list } … (razem { $n })
index-none = żadna
hints-where = Podpowiedzi: gdzie patrzeć
hints-where-intro = Utknąłeś? Każda podpowiedź tutaj mówi tylko, gdzie patrzeć. Nadal nie wiesz? Pomysł, który pomoże ruszyć dalej, jest na kolejnych stronach, ze stroną, która go wyjaśnia.
hints-ideas = Podpowiedzi: jaki pomysł
hints-ideas-intro = Dla każdej łamigłówki pomysł, który pomoże ruszyć dalej tam, dokąd wysłała cię pierwsza podpowiedź, ze stroną, która go wyjaśnia. Nie zdradza rozwiązania: zrób ten krok sam.
hint-where = Spójrz na { $place }.
hint-what = { $idea }.
