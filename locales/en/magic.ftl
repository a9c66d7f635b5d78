## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Fill every empty square with a number so that each number is used exactly once. The line under each grid says which numbers to use and what every line adds up to, such as “{ $example }”.
magic-rules-line = A line is a row, a column, or one of the two diagonals from corner to corner.
magic-rules-start = Start with a line that has only one empty square: it holds the total minus the numbers already there. When no line is that close, list the free numbers that could complete a line and cross out those that do not fit the other lines through the same square.
magic-rules-given = Numbers printed in the grid are given. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.

## Magic squares' step sentences. $line a row, column or diagonal (the diagonals and "a line" named here), $cell a square, $v its number,
## $sum the sum worked out ("34 – 13 – 10 – 7 = 4"), $k how many, $blanks the empty squares,
## $ways the ways listed (": 1 + 6 or 2 + 5") or counted (-step-ways; a piece that starts with a
## space writes it as { " " }), $outcome what the step rules out.

magic-step-diagonal = the diagonal from the top left
magic-step-anti-diagonal = the diagonal from the top right
magic-step-line = a line
magic-step-one-blank = { $line } has one blank: { $sum }, so { $cell } is { $v }.
magic-step-naked = Only { $v } is left for { $cell }: every other number is used or cannot complete one of its lines. So { $cell } is { $v }.
magic-step-hidden = { $v } is not in the grid yet, and { $cell } is the only cell that can still take it. So { $cell } is { $v }.
magic-step-line-sum = { $line } has { $k } blanks, { $blanks }, that must add up to { $sum } with numbers not yet used, each one a number its cell can still take{ $ways }. So { $outcome }.
magic-step-ways = , in { $k } ways

## The square's numbers in running text: a range ($a to $z), or a list with a step ($a, $b … $z).

magic-numbers-range = the numbers { $a } to { $z }
magic-numbers-list = the numbers { $a }, { $b } … { $z }

## What a grid prints under it, longest first (the drawing takes the first that fits): $numbers
## as above ({ $Numbers } with a capital), $short the numbers in figures ("4–12"), $t the total.

magic-caption-long = Use { $numbers }; each line adds up to { $t }
magic-caption-medium = Use { $numbers }; lines add up to { $t }
magic-caption-short = { $short }; sum { $t }

## Magic squares' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

magic-note-one-blank-line-look = Look for a row, column or diagonal with only one empty square left.
magic-note-one-blank-line-why = Every line makes the same total, so the empty square holds the total less the numbers already in the line.
magic-note-one-blank-line-removes = Write that number in the square: it is used, and no other square can take it.
magic-note-naked-single-look = Look for a square where only one number is still possible.
magic-note-naked-single-why = Every other number is used elsewhere or cannot make the totals of the square's lines, and every square needs a number.
magic-note-naked-single-removes = The square takes that number, which then leaves every other square.
magic-note-hidden-single-look = Pick a number not yet placed and look for the only square that can still take it.
magic-note-hidden-single-why = Every number is used once in the square, so it must go somewhere, and no other square is left for it.
magic-note-hidden-single-removes = The number goes in that square, whatever else the square could have held.
magic-note-line-sum-look = Look for a line with two or three empty squares, and work out what they must add up to: the total less the numbers already in it.
magic-note-line-sum-why = Only a few sets of unused numbers reach that sum, and each square must also fit its own other lines.
magic-note-line-sum-removes = Each empty square keeps only the numbers some such set can give it: cross out the rest.
magic-note-four-blank-sum-look = Look for a line of a 4 by 4 square whose four squares are all empty.
magic-note-four-blank-sum-why = They must add up to the total, and only some sets of four unused numbers do, each square fitting its own other lines too.
magic-note-four-blank-sum-removes = Each square keeps only the numbers some such set can give it: cross out the rest.
