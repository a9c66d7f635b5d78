## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = in a { $n } by { $n } grid the digits 1 to { $n }, in boxes { $w } wide and { $h } high
killer-rules-fill = Fill every square with a digit so that each row, each column and each box (the areas with thick borders) holds every digit once: { $grids }.
killer-rules-cages = Dashed lines split the grid into cages. The small number in a cage's corner is its sum: the digits in the cage add up to it, and no digit repeats inside a cage. A row, a column or a box always adds up to { $total }.
killer-rules-given = No digit is given at the start, or only a few. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.
