## Las reglas de un Sudoku. $unit es «number» si el libro tiene un 16×16 (del 10 al 16 no son cifras), si no «digit».
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
       *[other] en una cuadrícula de { $n } por { $n }, los números del 1 al { $n }, con bloques de { $w } casillas de ancho y { $h } de alto
    }
sudoku-rules-fill = { $unit ->
       *[other] Rellena cada casilla vacía con un número de modo que cada fila, cada columna y cada bloque (las zonas marcadas con línea gruesa) contenga cada número una sola vez: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
       *[other] Un número nunca puede repetirse en una fila, una columna o un bloque. Busca la única casilla donde cabe un número, o el único número que cabe en una casilla, y escríbelo; cada número que colocas ayuda con el siguiente.
    }
sudoku-rules-given = { $unit ->
       *[other] Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.
    }
