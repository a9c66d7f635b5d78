## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = in a { $n } by { $n } grid the digits 1 to { $n }, in boxes { $w } wide and { $h } high
killer-rules-fill = Fill every square with a digit so that each row, each column and each box (the areas with thick borders) holds every digit once: { $grids }.
killer-rules-cages = Dashed lines split the grid into cages. The small number in a cage's corner is its sum: the digits in the cage add up to it, and no digit repeats inside a cage. A row, a column or a box always adds up to { $total }.
killer-rules-given = No digit is given at the start, or only a few. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.

## Killer Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

killer-note-cage-combination-look = Look at a small cage and list the sets of different digits that make its sum.
killer-note-cage-combination-why = A cage's digits are all different and add up to its sum, so only those sets can fill it: 3 in two squares is always 1 and 2.
killer-note-cage-combination-removes = Each square of the cage keeps only digits from a set that the other squares can complete.
killer-note-rule-of-45-look = Look for a row, column or box almost covered by cages that lie wholly inside it.
killer-note-rule-of-45-why = Every row, column and box adds up to 45 (21 in a 6 by 6), so the squares left over make 45 minus the inside cages' sums and the placed digits.
killer-note-rule-of-45-removes = The left-over squares become a cage of their own: one square left over is that number; several keep only digits that can make their total.
killer-note-cage-splitting-look = Look for a cage that holds every square the rule of 45 leaves over in a row, column or box, and more squares outside it.
killer-note-cage-splitting-why = The squares inside the house make the total the rule of 45 gives, and the cage's sum is fixed, so its squares outside make the rest.
killer-note-cage-splitting-removes = The cage splits in two smaller cages, one inside and one outside, each with its own sum and fewer ways to make it.
killer-note-cage-overlap-look = Look for a digit that every way of making a cage needs, whose possible squares in the cage all lie in one row, column or box.
killer-note-cage-overlap-why = The cage must hold that digit in one of those squares, and a row, column or box holds each digit only once.
killer-note-cage-overlap-removes = The digit is struck from every other square of that row, column or box outside the cage.
killer-note-combination-clash-look = Look for two cages in the same row, column or box, each with only a few ways to make its sum.
killer-note-combination-clash-why = A row, column or box holds each digit once, so the two cages cannot share a digit.
killer-note-combination-clash-removes = A way of making one cage that leaves the other no way to make its sum is ruled out, with the digits only it allowed.
killer-note-rule-of-45-bands-look = Look at two or three neighbouring rows (or columns), or at a house with cages reaching out of it.
killer-note-rule-of-45-bands-why = Each row and column adds up to 45, so several together add up to 45 times their number; the cages wholly inside take their sums away, and the squares left over make the rest.
killer-note-rule-of-45-bands-removes = The left-over squares, inside or just outside the band, become a cage with a known total and keep only digits that can make it.

## Killer's step sentences. $cage is the cage as -step-cage names it ($sum, $cell its corner);
## $cells the squares; $k how many ($k of a combination: the cage's squares); $sets the digit
## sets ("1+2+6 or 1+3+5"); $region and $line a house by name ("row 3", or -step-rows/-columns
## for a band of $lines houses), $inline the same as a place ("in row 3"): a sentence takes
## either; $total a clashing cage's sum; $outcome what the step rules out or places.

killer-step-cage = the { $sum }-cage at { $cell }
killer-step-combination = in { $cage } ({ $cells }), { $k } cells with different digits making { $sum } can only be { $sets }: { $outcome }.
killer-step-combination-one = in { $cage } ({ $cells }), { $cells } is a cage of one cell, so it holds { $sum }: { $outcome }.
killer-step-innies = { $region } { $lines ->
        [one] adds
       *[other] add
    } up to { $whole }; the cages wholly inside make { $inside }, so { $cells } { $k ->
        [one] makes
       *[other] make
    } the other { $sum }: { $outcome }.
killer-step-outies = { $region } { $lines ->
        [one] adds
       *[other] add
    } up to { $whole }; the cages reaching into it make { $all } in all, { $whole } of it inside, so { $cells } outside { $k ->
        [one] makes
       *[other] make
    } the other { $sum }: { $outcome }.
killer-step-innies-live = { $region } adds up to { $whole }; its placed digits and the cages (or parts of cages) wholly inside it make { $inside }, so { $cells } { $k ->
        [one] makes
       *[other] make
    } { $sum }: { $outcome }.
killer-step-split = { $region } adds up to { $whole }, and the squares its whole cages and placed digits leave all lie in { $cage }, which splits there: its part { $cells } makes { $sum }: { $outcome }.
killer-step-overlap = every way of making { $cage } uses { $d }, and in that cage { $d } can only go in { $cells }, all in { $line }; so { $d } cannot go anywhere else in { $line }: { $outcome }.
killer-step-overlap-in = in { $line }, { $d } can only go in { $cells }, all in { $cage }; so that cage holds { $d }, and its ways without { $d } go: { $outcome }.
killer-step-clash = every cell of { $cage } sees every cell of { $other }, so the two share no digit; the only ways of making { $total } that leave { $other } a way are { $sets }: { $outcome }.
killer-step-rows = rows { $list }
killer-step-columns = columns { $list }
