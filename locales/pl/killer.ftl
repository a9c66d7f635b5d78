## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = w diagramie { $n } na { $n } cyfry od 1 do { $n }, w blokach { $w } na { $h } pola
killer-rules-fill = Wpisz w każde pole cyfrę tak, aby w każdym wierszu, każdej kolumnie i każdym bloku (obszary obwiedzione grubą linią) każda cyfra wystąpiła dokładnie raz: { $grids }.
killer-rules-cages = Linie przerywane dzielą diagram na klatki. Mała liczba w rogu klatki to jej suma: cyfry w klatce dają razem tę liczbę i żadna cyfra nie powtarza się w klatce. Wiersz, kolumna lub blok zawsze daje razem { $total }.
killer-rules-given = Na początku nie ma żadnej cyfry albo jest ich bardzo mało. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.
