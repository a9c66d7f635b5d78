## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Fill every square with a digit so that each row and each column holds every digit once: { $examples }.
calcudoku-rules-cages = Thick lines split the grid into cages. The small clue in a cage's corner gives a target and an operation: the digits in the cage must make the target with that operation. 7+ means they add up to 7; 12× means they multiply to 12.
calcudoku-rules-pairs = A cage with { $minus } or ÷ has two squares: 3{ $minus } means one digit is 3 more than the other, 2÷ means one digit is twice the other, in either order. A cage of one square shows its digit.
calcudoku-rules-repeat = A digit may repeat inside a cage, as long as it is not twice in one row or column. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.

## Calcudoku's step sentences.
## $clue is the cage's clue ("6+", or "12 (operation not shown)"), $squares the cage's squares,
## $cells the squares a fill list follows, $outcome what the step rules out or places.

calcudoku-no-op = operation not shown
calcudoku-single = { $cell } must be { $d }: it is a cage of one cell showing { $d }.
calcudoku-combinations = Every way to reach the { $clue } cage ({ $squares }) uses only { $digits }, so { $outcome }.
calcudoku-fills = The { $clue } cage ({ $squares }) can only be filled as { $fills } ({ $cells }), so { $outcome }.
calcudoku-many-fills = The { $clue } cage ({ $squares }) has { $count ->
        [one] { $count } fill
       *[other] { $count } fills
    } that fit, so { $outcome }.
calcudoku-cage-line = Every way to fill the { $clue } cage ({ $squares }) puts { $digits } { $inline }, so no other cell of { $line } can hold { $count ->
        [one] it
       *[other] them
    }: { $outcome }.
calcudoku-line-sum = { $line } adds up to { $whole }; the { $count ->
        [one] cage wholly inside it ({ $clues }) adds
       *[other] cages wholly inside it ({ $clues }) add
    } up to { $sums }, so { $rest } add up to { $restsums } with different digits: { $outcome }.

## Calcudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

calcudoku-note-single-cell-cage-look = Look for a cage of a single square.
calcudoku-note-single-cell-cage-why = Its target has only that square's digit to make it, so the digit is the target itself.
calcudoku-note-single-cell-cage-removes = Write the target in the square.
calcudoku-note-cage-combinations-look = Look at a cage, its target and its operation, and list the sets of digits that make the target.
calcudoku-note-cage-combinations-why = The cage's squares must hold one of those sets, since no other digits give the target.
calcudoku-note-cage-combinations-removes = Cross out of the cage's squares every digit that is in none of the sets.
calcudoku-note-cage-fills-look = Look at a cage and try each way of writing one of its sets of digits into its squares, square by square.
calcudoku-note-cage-fills-why = A way is possible only if every square keeps the digit it gets and no row or column repeats a digit, and the answer fills the cage in one of the ways left.
calcudoku-note-cage-fills-removes = A digit that no way left puts in a square is crossed out of that square.
calcudoku-note-cage-line-look = Look for a cage in which every way of filling it puts some digit in the cage's part of one row or column.
calcudoku-note-cage-line-why = Whichever way is right, that row or column gets the digit inside the cage, and a line holds each digit once.
calcudoku-note-cage-line-removes = Cross the digit out of the rest of that row or column, outside the cage.
calcudoku-note-line-sum-look = Look for a row or column where cages lying wholly inside it leave only a few squares outside them.
calcudoku-note-line-sum-why = Every line adds up to 1 + 2 + and on up to the size, so those few squares add up to what the whole cages leave of that total.
calcudoku-note-line-sum-removes = Those squares keep only digits from sets of different digits that make that rest: cross out the others.
