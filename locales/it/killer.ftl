## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = in una griglia { $n } per { $n }, le cifre da 1 a { $n }, in riquadri di { $w } caselle per { $h }
killer-rules-fill = Riempi ogni casella con una cifra in modo che ogni riga, ogni colonna e ogni riquadro (le zone bordate in grassetto) contenga ogni cifra una sola volta: { $grids }.
killer-rules-cages = Linee tratteggiate dividono la griglia in gabbie. Il piccolo numero nell'angolo di una gabbia è la sua somma: le cifre della gabbia danno quel totale, e nessuna cifra si ripete in una gabbia. Una riga, una colonna o un riquadro fa sempre { $total }.
killer-rules-given = All'inizio non è data nessuna cifra, o pochissime. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.
