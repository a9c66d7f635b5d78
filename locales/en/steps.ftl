## Step sentences that carry their reason: the Latin core's sign chains and forcing chains,
## Sudoku's wings, colouring, rectangles and forcing chains, Skyscrapers' clue techniques.
## $outcome is what the step rules out or places
## ("r2c3 cannot be 4"), $victims the cells that lose a digit and $count how many they are.
## A sentence may start with a variable: the book capitalises the first letter of each sentence.

step-sign-chain-less = { $cell } is less than { $others } (directly or through a chain of signs), and those cells all hold different digits, so { $cell } is at most { $bound }: it cannot be { $digits }.
step-sign-chain-greater = { $cell } is greater than { $others } (directly or through a chain of signs), and those cells all hold different digits, so { $cell } is at least { $bound }: it cannot be { $digits }.

## A chain of cells with two candidates each: the start, each link, and the end.
step-chain-start = { $cell } is { $cands }. If it is not { $target }, it is { $value }
step-chain-link = so { $cell } ({ $cands }) is { $value }
step-chain-end = { $chain }. Either way { $start } or { $end } is { $target }, so { $victims }, which { $count ->
        [one] sees
       *[other] see
    } both, cannot be { $target }.

sudoku-xy-wing = { $pivot } is { $cands }. If it is { $a }, { $first } is { $d }; if it is { $b }, { $second } is { $d }. Either way { $first } or { $second } is { $d }, so { $outcome }.
sudoku-xyz-wing = { $first } is { $m1 }, { $second } is { $m2 } and { $third } is { $m3 }: whatever { $first } is, one of the three is { $d }, so { $victims }, which { $count ->
        [one] sees
       *[other] see
    } all three, cannot be { $d }.
sudoku-w-wing = { $first } and { $second } both hold only { $x } and { $y }. { $inline }, { $x } can only go in { $third } or { $fourth }, which see { $first } and { $second }: if neither of the pair were { $y }, both would be { $x } and { $x } would have no place in { $line }. So one of them is { $y }, and { $outcome }.
## Simple colouring: each link is a pair of cells, the only two places for the digit in a house.
sudoku-colouring-link = { $a } or { $b }
sudoku-colouring-then = then
sudoku-colouring-clash = Each of these pairs is the only two places for { $d } in some house, so exactly one of each holds { $d }: { $links }. Following the chain, if { $first } held { $d } so would { $last }; but they see each other. So every cell that would hold { $d } with { $first } cannot: { $outcome }.
sudoku-colouring-sees = Each of these pairs is the only two places for { $d } in some house, so exactly one of each holds { $d }: { $links }. Following the chain, { $first } or { $last } holds { $d }, so { $victims }, which { $count ->
        [one] sees
       *[other] see
    } both, cannot be { $d }.
sudoku-unique-rectangle = { $cells } hold only { $a } and { $b }, at three corners of a rectangle over two boxes. If { $corner } were { $a } or { $b } too, { $a } and { $b } could swap round the rectangle and the puzzle would have two solutions. This puzzle has only one solution (that is what makes this step valid), so { $outcome }.
sudoku-forcing-contradiction = If { $cell } were { $d }, naked and hidden singles from there would leave some cell or house without a digit: { $outcome }.
## $way is placed when every way makes $target $v, removed when every way takes $d out of it.
sudoku-forcing-both = { $cell } is { $tried }. Whichever it is, following naked and hidden singles { $way ->
        [placed] makes { $target } { $v }: so { $target } is { $v }
       *[removed] takes { $d } out of { $target }: so { $target } cannot be { $d }
    }.

## Skyscrapers. $clue is a clue with its place ("the clue 2 left of row 1"), $c its number.
sky-bounds = { $clue } sees { $c } buildings, and every building seen beyond a cell is taller than it, so, counting from that edge, { $caps }: { $outcome }.
## One cell's cap, counted from the clue: $pos is 1 for the cell next to it.
sky-cap = the { $pos ->
        [1] first cell is
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
       *[other] eighth
    } at most { $max }
sky-bounds-hidden = { $clue } sees { $c } buildings. { $hidden }, so { $count ->
        [one] it is
       *[other] they are
    } never seen from there; of the heights that can be, tallest first, { $room }: { $outcome }.
sky-behind = { $h } stands behind { $blocker }
sky-room-first = { $h } stands at least { $d } { $d ->
        [one] cell
       *[other] cells
    } in
sky-room = { $h } at least { $d }
sky-last-seen = { $clue } sees { $c } buildings. { $count ->
        [one] { $shown } is one of them
       *[other] { $shown } are { $count } of them
    }, and nothing beyond { $at } can be seen, so the building next to the clue is the only other one: it is taller than { $between ->
        [1] the cell
       *[other] the { $between } cells
    } between it and { $at }: { $outcome }.
sky-shown = { $h } in { $cell }
sky-enumeration = { $clue } allows only some ways to fill { $line } with its candidates, and none of them puts these heights here: { $outcome }.
sky-line-enumeration = Of every way to fill { $line } that fits { $parts }, none puts these heights here: { $outcome }.
sky-its-candidates = its candidates
sky-clue-above = the clue { $clue } above it
sky-clue-below = the clue { $clue } below it
sky-clue-left = the clue { $clue } on its left
sky-clue-right = the clue { $clue } on its right

## A step in plain words for a beginner (the worked example and the techniques pages): no
## technique names, no "candidate". $cell, $cells are squares by name ("r2c3"), $line a row,
## column or box by name, $d a digit, $outcome what the step rules out.
## A square filled because every other digit is used up around it: $houses is boxes when the
## grid has boxes (Sudoku), lines when it has only rows and columns.
plain-single = Look at { $cell }: every digit but { $d } is already used in { $houses ->
        [boxes] its row, column or box
       *[lines] its row or column
    } or ruled out, so { $cell } is { $d }.
## The one place for $d in $line: $place is column or row (then $n is its number) or cell
## (the square $cell, in a box).
plain-hidden-single = Look at { $line }: the { $d } can only go in { $place ->
        [column] column { $n }
        [row] row { $n }
       *[cell] { $cell }
    }, so { $cell } is { $d }.
## A greater-than sign: $lo is the smaller side, $hi the bigger. $first and $second are
## plain-sign-part ($both is yes when both sides lose digits).
plain-sign = The sign says { $lo } is smaller than { $hi }. So { $both ->
        [yes] { $first }, and { $second }
       *[no] { $first }
    }.
## One side of the sign loses $digits: $side is lo (the smaller side) or hi; $why is edge
## (nothing is bigger than $v, or smaller than $v), is ($other is $v) or bound ($other is at
## most $v for lo, at least $v for hi).
plain-sign-part = { $cell } cannot be { $digits } ({ $why ->
        [edge] { $side ->
            [lo] nothing is bigger than { $v }
           *[hi] nothing is smaller than { $v }
        }
        [is] { $other } is { $v }
       *[bound] { $side ->
            [lo] { $other } is at most { $v }
           *[hi] { $other } is at least { $v }
        }
    })
## A chain of signs: $side is greater when $cell is bigger than all $others, less when smaller.
plain-sign-chain = Follow the signs: { $cell } must be { $side ->
        [greater] bigger
       *[less] smaller
    } than { $others }, and those all hold different digits, so { $cell } is { $side ->
        [greater] at least
       *[less] at most
    } { $bound }. It cannot be { $digits }.
## $count squares that can only hold $count digits between them.
plain-naked-subset = Look at { $line }: { $cells } can only hold { $digits } between them, so those digits are used up there and no other square of the line can take them. So { $outcome }.
plain-hidden-subset = Look at { $line }: { $digits } can only go in { $cells }, so those squares have no room for anything else. So { $outcome }.
## $bases, $covers: lines grouped ("rows 1 and 3"); $each is row or column, the kind of the
## base lines.
plain-fish = In { $bases }, the { $d } can only go in { $covers }. Each of those { $each ->
        [row] rows
       *[column] columns
    } needs its { $d }, so { $covers } get theirs there and nowhere else: { $outcome }.
