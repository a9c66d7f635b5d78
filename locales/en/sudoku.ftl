## A Sudoku's rules. $unit is "number" when the book has a 16×16 (10 to 16 are not digits),
## else "digit"; a language whose word for both is the same keeps one variant.
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = in a { $n } by { $n } grid, the { $unit ->
        [number] numbers
       *[other] digits
    } 1 to { $n }, and the grid is split into boxes { $w } squares wide and { $h } high
sudoku-rules-fill = Fill every empty square with a { $unit ->
        [number] number
       *[other] digit
    } so that each row, each column and each box (the blocks outlined in bold) holds every { $unit ->
        [number] number
       *[other] digit
    } exactly once: { $grids }.
sudoku-rules-repeat = { $unit ->
        [number] A number can never repeat in a row, a column or a box. Look for the one square where a number fits, or the one number that fits a square, and write it in; each number you place helps with the next.
       *[other] A digit can never repeat in a row, a column or a box. Look for the one square where a digit fits, or the one digit that fits a square, and write it in; each digit you place helps with the next.
    }
sudoku-rules-given = { $unit ->
        [number] Numbers
       *[other] Digits
    } printed in the grid are given. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.
