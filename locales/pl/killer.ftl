## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = w diagramie { $n } na { $n } cyfry od 1 do { $n }, w blokach { $w } na { $h } pola
killer-rules-fill = Wpisz w każde pole cyfrę tak, aby w każdym wierszu, każdej kolumnie i każdym bloku (obszary obwiedzione grubą linią) każda cyfra wystąpiła dokładnie raz: { $grids }.
killer-rules-cages = Linie przerywane dzielą diagram na klatki. Mała liczba w rogu klatki to jej suma: cyfry w klatce dają razem tę liczbę i żadna cyfra nie powtarza się w klatce. Wiersz, kolumna lub blok zawsze daje razem { $total }.
killer-rules-given = Na początku nie ma żadnej cyfry albo jest ich bardzo mało. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.

## Killer Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

killer-note-cage-combination-look = Spójrz na małą klatkę i wypisz zestawy różnych cyfr, które dają jej sumę.
killer-note-cage-combination-why = Cyfry w klatce są różne i sumują się do jej sumy, więc tylko te zestawy mogą ją wypełnić: 3 w dwóch polach to zawsze 1 i 2.
killer-note-cage-combination-removes = Każde pole klatki zachowuje tylko cyfry z zestawu, który pozostałe pola mogą uzupełnić.
killer-note-rule-of-45-look = Szukaj wiersza, kolumny lub bloku prawie całkiem pokrytego klatkami leżącymi w całości wewnątrz.
killer-note-rule-of-45-why = Każdy wiersz, kolumna i blok sumuje się do 45 (21 w diagramie 6 × 6), więc pozostałe pola dają 45 minus sumy klatek wewnątrz i wpisane cyfry.
killer-note-rule-of-45-removes = Pozostałe pola tworzą osobną klatkę: jedno pole dostaje tę liczbę, kilka pól zachowuje tylko cyfry zdolne dać ich sumę.
killer-note-cage-splitting-look = Szukaj klatki, która zawiera wszystkie pola pozostawione przez regułę 45 w wierszu, kolumnie lub bloku, oraz pola poza nim.
killer-note-cage-splitting-why = Pola wewnątrz dają sumę wynikającą z reguły 45, a suma klatki jest stała, więc jej pola na zewnątrz dają resztę.
killer-note-cage-splitting-removes = Klatka dzieli się na dwie mniejsze, jedną wewnątrz i jedną na zewnątrz, każdą z własną sumą i mniejszą liczbą sposobów.
killer-note-cage-overlap-look = Szukaj cyfry potrzebnej każdemu sposobowi wypełnienia klatki, której możliwe pola w klatce leżą w jednym wierszu, kolumnie lub bloku.
killer-note-cage-overlap-why = Klatka musi mieć tę cyfrę w jednym z tych pól, a wiersz, kolumna lub blok zawiera każdą cyfrę tylko raz.
killer-note-cage-overlap-removes = Cyfrę skreśla się ze wszystkich innych pól tego wiersza, kolumny lub bloku poza klatką.
killer-note-combination-clash-look = Szukaj dwóch klatek w tym samym wierszu, kolumnie lub bloku, każdej z niewieloma sposobami uzyskania sumy.
killer-note-combination-clash-why = Wiersz, kolumna lub blok zawiera każdą cyfrę raz, więc obie klatki nie mogą mieć wspólnej cyfry.
killer-note-combination-clash-removes = Sposób wypełnienia jednej klatki, który drugiej nie zostawia żadnego sposobu, odpada wraz z cyframi, na które tylko on pozwalał.
killer-note-rule-of-45-bands-look = Spójrz na dwa lub trzy sąsiednie wiersze (lub kolumny) albo na obszar, z którego wystają klatki.
killer-note-rule-of-45-bands-why = Każdy wiersz i kolumna sumuje się do 45, więc kilka razem daje 45 razy ich liczbę; klatki leżące w całości wewnątrz odejmują swoje sumy, a pozostałe pola dają resztę.
killer-note-rule-of-45-bands-removes = Pozostałe pola, w pasie lub tuż obok, tworzą klatkę o znanej sumie i zachowują tylko cyfry zdolne ją dać.

## Killer's step sentences. $cage is the cage as -step-cage names it ($sum, $cell its corner);
## $cells the squares; $k how many ($k of a combination: the cage's squares); $sets the digit
## sets ("1+2+6 or 1+3+5"); $region and $line a house by name ("row 3", or -step-rows/-columns
## for a band of $lines houses), $inline the same as a place ("in row 3"): a sentence takes
## either; $total a clashing cage's sum; $outcome what the step rules out or places.

killer-step-cage = klatka { $sum } w { $cell }
killer-step-combination = { $cage } ({ $cells }): różne cyfry w polach tej klatki (jest ich { $k }) dają { $sum } tylko jako { $sets }, więc: { $outcome }.
killer-step-combination-one = { $cage } to tylko pole { $cells }, więc stoi w nim { $sum }: { $outcome }.
killer-step-innies = { $region }, razem: { $whole }; klatki leżące całkiem w środku dają { $inside }, więc zostaje { $sum } na { $cells }: { $outcome }.
killer-step-outies = { $region }, razem: { $whole }; klatki, które tam sięgają, dają razem { $all }, z czego { $whole } w środku; więc zostaje { $sum } na { $cells }, na zewnątrz: { $outcome }.
killer-step-innies-live = { $region } daje { $whole }; wpisane cyfry i klatki (lub części klatek) leżące całkiem w środku dają { $inside }, więc { $cells } dają { $sum }: { $outcome }.
killer-step-split = { $region } daje { $whole }, a pozostałe pola w środku leżą wszystkie w klatce ({ $cage }), która tam się dzieli: jej część { $cells } daje { $sum }: { $outcome }.
killer-step-overlap = każdy sposób wypełnienia klatki ({ $cage }) używa cyfry { $d }, która może tam stać tylko w { $cells }, wszystkich w obszarze: { $line }, więc: { $outcome }.
killer-step-overlap-in = w obszarze: { $line } cyfra { $d } może stać tylko w { $cells }, wszystkich w klatce ({ $cage }); klatka zawiera więc { $d }: { $outcome }.
killer-step-clash = klatki ({ $cage } i { $other }) nie mają wspólnej cyfry; { $cage } da się więc uzyskać tylko jako { $sets }: { $outcome }.
killer-step-rows = wiersze { $list }
killer-step-columns = kolumny { $list }
