## Zasady Sudoku. $unit to „number”, gdy książka ma diagram 16×16 (od 10 do 16 to nie cyfry), inaczej „digit”.
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
        [number] w diagramie { $n } na { $n } liczby od 1 do { $n }, a bloki mają { $w } pola szerokości i { $h } pola wysokości
       *[other] w diagramie { $n } na { $n } cyfry od 1 do { $n }, a bloki mają { $w } pola szerokości i { $h } pola wysokości
    }
sudoku-rules-fill = { $unit ->
        [number] Wpisz w każde puste pole liczbę tak, aby w każdym wierszu, każdej kolumnie i każdym bloku (obszary obwiedzione grubą linią) każda liczba wystąpiła dokładnie raz: { $grids }.
       *[other] Wpisz w każde puste pole cyfrę tak, aby w każdym wierszu, każdej kolumnie i każdym bloku (obszary obwiedzione grubą linią) każda cyfra wystąpiła dokładnie raz: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
        [number] Liczba nie może się powtórzyć w żadnym wierszu, kolumnie ani bloku. Szukaj jedynego pola, do którego pasuje dana liczba, albo jedynej liczby, która pasuje do pola, i wpisuj ją; każda wpisana liczba pomaga znaleźć następną.
       *[other] Cyfra nie może się powtórzyć w żadnym wierszu, kolumnie ani bloku. Szukaj jedynego pola, do którego pasuje dana cyfra, albo jedynej cyfry, która pasuje do pola, i wpisuj ją; każda wpisana cyfra pomaga znaleźć następną.
    }
sudoku-rules-given = { $unit ->
        [number] Liczby wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.
       *[other] Cyfry wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.
    }
