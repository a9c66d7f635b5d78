## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = en una cuadrícula de { $n } por { $n }, los números del 1 al { $n }, en bloques de { $w } casillas por { $h }
killer-rules-fill = Rellena cada casilla con un número de modo que cada fila, cada columna y cada bloque (las zonas de borde grueso) contenga cada número una sola vez: { $grids }.
killer-rules-cages = Unas líneas discontinuas dividen la cuadrícula en jaulas. El pequeño número en la esquina de una jaula es su suma: los números de la jaula suman esa cifra, y ninguno se repite dentro de una jaula. Una fila, una columna o un bloque siempre suma { $total }.
killer-rules-given = Al principio no se da ningún número, o muy pocos. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.
