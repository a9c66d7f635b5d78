## Calcudoku's step sentences. English books print the fuller sentences of
## src/calcudoku/explain.rs (with each technique's name); these are the source for translators.
## $clue is the cage's clue ("6+", or "12 (operation not shown)"), $squares the cage's squares,
## $cells the squares a fill list follows, $outcome what the step rules out or places.

calcudoku-no-op = operation not shown
calcudoku-single = { $cell } must be { $d }: it is a cage of one square showing { $d }.
calcudoku-combinations = Every way to reach the { $clue } cage ({ $squares }) uses only { $digits }, so { $outcome }.
calcudoku-fills = The { $clue } cage ({ $squares }) can only be filled as { $fills } ({ $cells }), so { $outcome }.
calcudoku-many-fills = The { $clue } cage ({ $squares }) has { $count ->
        [one] { $count } fill
       *[other] { $count } fills
    } that fit, so { $outcome }.
calcudoku-cage-line = Every way to fill the { $clue } cage ({ $squares }) puts { $digits } { $inline }, so no other square of { $line } can hold { $count ->
        [one] it
       *[other] them
    }: { $outcome }.
calcudoku-line-sum = { $line } adds up to { $whole }; the { $count ->
        [one] cage wholly inside it ({ $clues }) adds
       *[other] cages wholly inside it ({ $clues }) add
    } up to { $sums }, so { $rest } add up to { $restsums } with different digits: { $outcome }.
