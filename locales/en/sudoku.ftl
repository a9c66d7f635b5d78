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

## Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

sudoku-note-full-house-look = Look for a row, column or box with just one empty square left.
sudoku-note-full-house-why = Each of them holds every digit once, and only one digit is still missing there.
sudoku-note-full-house-removes = The empty square takes the missing digit.
sudoku-note-naked-single-look = Look for a square where every digit but one already stands in its row, its column or its box.
sudoku-note-naked-single-why = A digit cannot repeat in any of the three, and the square needs a digit.
sudoku-note-naked-single-removes = The square takes the one digit left, which then leaves every other square of its row, column and box.
sudoku-note-hidden-single-look = Pick a digit and a row, column or box that lacks it, and look for the only square there that can still hold it.
sudoku-note-hidden-single-why = The digit must appear there once, and every other square is blocked by the same digit in its row, column or box.
sudoku-note-hidden-single-removes = The digit goes in that square, whatever else the square could have held.
sudoku-note-pointing-look = Look for a digit whose candidates in one box all lie in a single row (or a single column).
sudoku-note-pointing-why = The box must hold the digit, so it goes in that row's squares inside the box, and a row holds each digit once.
sudoku-note-pointing-removes = Cross the digit out of the rest of that row (or column), outside the box.
sudoku-note-claiming-look = Look for a digit whose candidates in one row (or column) all lie inside a single box.
sudoku-note-claiming-why = The row must hold the digit, so it goes in the row's squares inside that box, and a box holds each digit once.
sudoku-note-claiming-removes = Cross the digit out of the rest of that box, outside the row (or column).
sudoku-note-naked-pair-look = Look for two squares of one row, column or box whose candidates are the same two digits and nothing else.
sudoku-note-naked-pair-why = Whichever way round those two digits go, the two squares use both of them up.
sudoku-note-naked-pair-removes = Cross both digits out of every other square of that row, column or box.
sudoku-note-naked-triple-look = Look for three squares of one row, column or box whose candidates, put together, are only three digits.
sudoku-note-naked-triple-why = Three squares need three different digits, so between them they take exactly those three.
sudoku-note-naked-triple-removes = Cross those three digits out of every other square of that row, column or box.
sudoku-note-naked-quad-look = Look for four squares of one row, column or box whose candidates, put together, are only four digits.
sudoku-note-naked-quad-why = Four squares need four different digits, so between them they take exactly those four.
sudoku-note-naked-quad-removes = Cross those four digits out of every other square of that row, column or box.
sudoku-note-hidden-pair-look = Look for two digits that, in one row, column or box, can only go in the same two squares.
sudoku-note-hidden-pair-why = Both digits must appear there, and those two squares are the only places for them, so the squares hold these two.
sudoku-note-hidden-pair-removes = Cross every other candidate out of those two squares.
sudoku-note-hidden-triple-look = Look for three digits that, in one row, column or box, can only go in the same three squares.
sudoku-note-hidden-triple-why = All three digits must appear there and have no other place, so those three squares hold them.
sudoku-note-hidden-triple-removes = Cross every other candidate out of those three squares.
sudoku-note-hidden-quad-look = Look for four digits that, in one row, column or box, can only go in the same four squares.
sudoku-note-hidden-quad-why = All four digits must appear there and have no other place, so those four squares hold them.
sudoku-note-hidden-quad-removes = Cross every other candidate out of those four squares.
sudoku-note-xy-wing-look = Look for a square with candidates x and y that sees (shares a row, column or box with) two two-candidate squares, one with x and z, the other with y and z.
sudoku-note-xy-wing-why = If the first square is x, the x-z square is z; if it is y, the y-z square is z: one partner holds z either way.
sudoku-note-xy-wing-removes = Cross z out of every square that sees both partners.
sudoku-note-xyz-wing-look = Look for a square with three candidates, x, y and z, that shares a row, column or box with a square holding x and z and with one holding y and z.
sudoku-note-xyz-wing-why = Whichever of its three digits the first square takes, it or one of its two partners holds z.
sudoku-note-xyz-wing-removes = Cross z out of every square that shares a row, column or box with all three.
sudoku-note-unique-rectangle-look = Look for four squares at the corners of a rectangle across two boxes, three of them with only the same two candidates.
sudoku-note-unique-rectangle-why = If the fourth were left with just those two as well, the two digits could swap round the corners and the puzzle would have two answers, and a proper puzzle has one.
sudoku-note-unique-rectangle-removes = Cross both digits out of the fourth corner.
sudoku-note-w-wing-look = Look for two squares with the same two candidates, x and y, and a row, column or box where x has only two places, one seeing each square.
sudoku-note-w-wing-why = If neither square were y, both would be x, and x would have no place left there: so one of them is y.
sudoku-note-w-wing-removes = Cross y out of every square that sees both squares.
sudoku-note-simple-colouring-look = Pick a digit and follow the rows, columns and boxes where it has exactly two places, colouring those places in two colours by turns.
sudoku-note-simple-colouring-why = Each pair holds the digit exactly once, so one colour holds it everywhere and the other nowhere.
sudoku-note-simple-colouring-removes = Cross the digit out of squares that see both colours, or out of a whole colour two of whose squares see each other.
sudoku-note-xy-chain-look = Look for a chain of two-candidate squares, each sharing a row, column or box with the next, whose two ends both have the same digit as a candidate.
sudoku-note-xy-chain-why = If the first end is not that digit, each square in turn takes its other candidate and the last end gets the digit: so one end holds it.
sudoku-note-xy-chain-removes = Cross the digit out of every square that shares a row, column or box with both ends.
sudoku-note-forcing-chain-look = Look for a square with two or three candidates and follow, for each in turn, the singles it would force.
sudoku-note-forcing-chain-why = One candidate is right: one whose singles leave a square with no digit is wrong, and what all of them lead to is true.
sudoku-note-forcing-chain-removes = Cross out a wrong candidate; place a digit every way places, and cross out a candidate every way rules out.

## The same for a kids book: plain words, no technique names, no "candidates".

sudoku-kids-note-pointing-look = Find a number that, inside one box, could only go in squares of the same row.
sudoku-kids-note-pointing-why = The box needs that number, so it will sit in that row, somewhere inside the box.
sudoku-kids-note-pointing-removes = So the number cannot go in the rest of that row: cross it off the small numbers there.
sudoku-kids-note-claiming-look = Find a number that, in one row, could only go in squares inside the same box.
sudoku-kids-note-claiming-why = The row needs that number, so it will sit in that box, somewhere in the row.
sudoku-kids-note-claiming-removes = So the number cannot go in the other squares of that box: cross it off the small numbers there.
sudoku-kids-note-naked-pair-look = Find two squares in the same row, column or box where only the same two numbers could still go.
sudoku-kids-note-naked-pair-why = One square gets one of the numbers and the other square gets the other, so both numbers are used up there.
sudoku-kids-note-naked-pair-removes = Cross those two numbers off the small numbers in the other squares of that row, column or box.
sudoku-kids-note-hidden-pair-look = Find two numbers that, in one row, column or box, could only go in the same two squares.
sudoku-kids-note-hidden-pair-why = Both numbers must go somewhere there, and those two squares are the only places left for them.
sudoku-kids-note-hidden-pair-removes = So those two squares hold these two numbers: cross off every other small number in them.
sudoku-kids-note-naked-triple-look = Find three squares in the same row, column or box where, all together, only three numbers could still go.
sudoku-kids-note-naked-triple-why = Three squares need three different numbers, so they use up exactly those three.
sudoku-kids-note-naked-triple-removes = Cross those three numbers off the small numbers in the other squares of that row, column or box.
sudoku-kids-note-hidden-triple-look = Find three numbers that, in one row, column or box, could only go in the same three squares.
sudoku-kids-note-hidden-triple-why = All three numbers must go somewhere there, and those three squares are the only places left for them.
sudoku-kids-note-hidden-triple-removes = So those three squares hold these three numbers: cross off every other small number in them.
