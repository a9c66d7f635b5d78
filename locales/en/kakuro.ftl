## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Write a digit from 1 to 9 in every white square. A run is a line of white squares across or down between blocks; the number in the block before it is its sum: above the diagonal for the run to the right, below it for the run downwards.
kakuro-rules-sums = The digits of a run add up to its sum and are all different: 3 in two squares can only be 1 and 2.
kakuro-rules-given = Each puzzle has exactly one solution, and logic alone leads to it: start with the sums that can be made in only one way.

## Kakuro's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

kakuro-note-naked-single-look = Look for a white square with only one digit left.
kakuro-note-naked-single-why = Every white square holds a digit, and this is the only one that still fits.
kakuro-note-naked-single-removes = Write it in, and cross it out of the other squares of its across run and its down run.
kakuro-note-unique-combination-look = Look for a run whose sum its length can make in one way only: 3 or 4 in two squares, 6 or 7 in three, 45 in nine.
kakuro-note-unique-combination-why = The digits of a run are all different, and no other set of different digits adds up to that sum.
kakuro-note-unique-combination-removes = Every square of the run keeps only the digits of that one set.
kakuro-note-bounds-look = Look at a run and the largest and smallest digits its other squares can still take.
kakuro-note-bounds-why = If even the largest digits of the others cannot bring a digit up to the sum, or even the smallest take it past the sum, that digit cannot be in the square.
kakuro-note-bounds-removes = Cross out every digit too small or too large for its run.
kakuro-note-combination-intersection-look = Look at a short run and list the sets of different digits that make its sum and that its squares can still take.
kakuro-note-combination-intersection-why = Only those sets can fill the run, so a square keeps only their digits; where an across run crosses a down run, the square keeps only what both allow.
kakuro-note-combination-intersection-removes = Cross out every digit that fits no set of the run.
kakuro-note-required-digit-look = Look for a digit that every set making a run's sum contains, with only one square of the run left that can take it.
kakuro-note-required-digit-why = Whichever set fills the run, that digit is in it, and it has nowhere else to go.
kakuro-note-required-digit-removes = Write the digit in that square: its other digits go.
kakuro-note-run-subset-look = Look for two squares of a run that hold only the same two digits between them, or three squares holding only three.
kakuro-note-run-subset-why = Those squares will take exactly those digits, and a run never repeats a digit.
kakuro-note-run-subset-removes = Cross those digits out of the run's other squares.
kakuro-note-long-run-combination-look = Look at a long run, five squares or more still open, and work out which sets of different digits make what is left of its sum.
kakuro-note-long-run-combination-why = Long runs have many sets, but the digits already crossed out rule most of them out, and only the sets left can fill the run.
kakuro-note-long-run-combination-removes = Each open square keeps only digits of a set the other open squares can complete.
kakuro-note-sum-arithmetic-look = Look at a band of whole rows (or columns): add up its across sums, then take away the down sums of the runs lying wholly inside the band.
kakuro-note-sum-arithmetic-why = Both ways count every white square of the band once, so what is left is the sum of the few squares whose down runs leave the band.
kakuro-note-sum-arithmetic-removes = Those squares keep only digits that can make that sum together.

## Kakuro's step sentences: "$where: $outcome ($technique)." $where is a run (-step-run: $sum,
## $way the word -step-across or -step-down, $cell its first square), a band of rows or columns
## (-step-band: $lines) or a square; a naked single says only its outcome (-step-single);
## $outcome lists what is placed (-step-placed: $cell, $digit)
## and ruled out (-step-removed: $digits, $cells).

kakuro-step-run = the { $sum } { $way } at { $cell }
kakuro-step-across = across
kakuro-step-down = down
kakuro-step-band = the band of { $lines }
kakuro-step-step = { $where }: { $outcome } ({ $technique }).
kakuro-step-single = { $outcome } ({ $technique }).
kakuro-step-placed = { $cell } is { $digit }
kakuro-step-removed = { $digits } cannot go in { $cells }
