## What each kind is, for the back cover's blurb: <kind>-pitch opens the blurb of a book of
## that kind alone; <kind>-line is its sentence in the blurb of a book of several kinds.

futoshiki-pitch =
    Futoshiki is a number puzzle of pure logic. Fill each row and each column of the grid with
    every digit once, and make every greater-than and less-than sign between the squares true.
futoshiki-line = Futoshiki: make every greater-than sign true.

skyscrapers-pitch =
    Skyscrapers is a number puzzle of pure logic. Each row and each column of the grid is a
    street of buildings, one of each height; a number at the edge says how many buildings you
    can see from there, since a taller building hides the shorter ones behind it.
skyscrapers-line = Skyscrapers: the numbers around the edge say how many buildings you can see.

calcudoku-pitch =
    Calcudoku is a number puzzle of logic and a little arithmetic. Fill each row and each column
    of the grid with every digit once, so that the digits in each outlined cage reach its
    target with its operation: add, subtract, multiply or divide.
calcudoku-line = Calcudoku: every cage reaches its target.

sudoku-pitch =
    Sudoku is the classic number puzzle of pure logic. Fill each row, each column and each box
    of the grid with every digit once.
sudoku-line = Sudoku: every row, column and box holds each digit once.

magic-pitch =
    A magic square is a number puzzle of logic and arithmetic. Place each number once so that
    every row, every column and both diagonals add up to the same total.
magic-line = Magic squares: every line adds up to the same total.

killer-pitch =
    Killer Sudoku is a Sudoku of logic and a little adding up. Fill each row, each column and
    each box with every digit once; dashed cages split the grid, and the different digits in
    each cage add up to the small sum in its corner.
killer-line = Killer Sudoku: the digits in each cage add up to its sum.

kakuro-pitch =
    Kakuro is a crossword of numbers, solved by logic and a little adding up. Write a digit from
    1 to 9 in each white square; the digits of each run across or down add up to the sum in the
    block before it, and no digit repeats in a run.
kakuro-line = Kakuro: the digits of each run add up to its sum.

nonogram-pitch =
    Nonograms are picture puzzles of pure logic. The numbers beside each row and above each
    column give the lengths of its runs of filled squares, in order; fill the right squares
    and a hidden picture appears.
nonogram-line = Nonograms: the numbers uncover a hidden picture.

## Each kind's name as a book prints it (titles, headings, running heads).

futoshiki-name = Futoshiki
skyscrapers-name = Skyscrapers
calcudoku-name = Calcudoku
sudoku-name = Sudoku
killer-name = Killer Sudoku
kakuro-name = Kakuro
magic-name = Magic squares
nonogram-name = Nonograms
