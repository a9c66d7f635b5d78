## The Latin core's technique notes for the techniques pages, three sentences each: what to
## look for (-look), why it works (-why), what it removes or places (-removes). A kind with notes
## of its own (KIND-note-NAME-* in KIND.ftl) prints those instead.

note-naked-single-look = Look for a square where every digit but one is already ruled out.
note-naked-single-why = Its row, its column and the clues forbid all the others, and every square needs a digit.
note-naked-single-removes = The square takes the one digit left, which then leaves every other square of its row and column.
note-hidden-single-look = Pick a digit and a row or column, and look for the only square there that can still hold it.
note-hidden-single-why = Every row and column holds each digit once, so the digit must go somewhere in that line, and no other square is left for it.
note-hidden-single-removes = The digit goes in that square, whatever else the square could have held.
note-naked-pair-look = Look for two squares of one row or column whose candidates are the same two digits and nothing else.
note-naked-pair-why = Whichever way round those two digits go, the two squares use both of them up.
note-naked-pair-removes = Cross both digits out of every other square of that row or column.
note-naked-triple-look = Look for three squares of one row or column whose candidates, put together, are only three digits.
note-naked-triple-why = Three squares need three different digits, so between them they take exactly those three.
note-naked-triple-removes = Cross those three digits out of every other square of that row or column.
note-naked-quad-look = Look for four squares of one row or column whose candidates, put together, are only four digits.
note-naked-quad-why = Four squares need four different digits, so between them they take exactly those four.
note-naked-quad-removes = Cross those four digits out of every other square of that row or column.
note-hidden-pair-look = Look for two digits that, in one row or column, can only go in the same two squares.
note-hidden-pair-why = Both digits must appear in that line, and those two squares are the only places for them, so the squares hold these two.
note-hidden-pair-removes = Cross every other candidate out of those two squares.
note-hidden-triple-look = Look for three digits that, in one row or column, can only go in the same three squares.
note-hidden-triple-why = All three digits must appear in that line and have no other place, so those three squares hold them.
note-hidden-triple-removes = Cross every other candidate out of those three squares.
note-hidden-quad-look = Look for four digits that, in one row or column, can only go in the same four squares.
note-hidden-quad-why = All four digits must appear in that line and have no other place, so those four squares hold them.
note-hidden-quad-removes = Cross every other candidate out of those four squares.
note-x-wing-look = Look for a digit that, in each of two rows, can only go in the same two columns: the four squares make a rectangle.
note-x-wing-why = The digit goes in one corner of each row, and the two corners are never in the same column, so it takes both columns there.
note-x-wing-removes = Cross the digit out of the rest of both columns (and the same with rows and columns swapped).
note-swordfish-look = Look for a digit that, in each of three rows, can only go in squares of the same three columns.
note-swordfish-why = The three rows need the digit three times, each in a different one of those columns, so those columns get it in those rows.
note-swordfish-removes = Cross the digit out of the rest of the three columns (and the same with rows and columns swapped).
note-jellyfish-look = Look for a digit that, in each of four rows, can only go in squares of the same four columns.
note-jellyfish-why = The four rows need the digit four times, each in a different one of those columns, so those columns get it in those rows.
note-jellyfish-removes = Cross the digit out of the rest of the four columns (and the same with rows and columns swapped).
note-forcing-chain-look = Look for a chain of two-candidate squares, each sharing a row or column with the next, whose two ends both have the same digit as a candidate.
note-forcing-chain-why = If the first end is not that digit, each square in turn takes its other candidate and the last end gets the digit: so one end holds it.
note-forcing-chain-removes = Cross the digit out of every square that shares a row or column with both ends.
