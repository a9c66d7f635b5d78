## Technique names as running text says them, and the sentence that lists the worked
## example's techniques. A sentence whose list takes a grammatical case names it in its `.case`
## attribute; every technique then has that case as a variant of `$case` (the default variant
## is the name as it stands alone).

techniques-basic = Besides { $names }, as in the worked example, you will need:

technique-cage-combination = { $case ->
       *[nominative] cage combination
    }
technique-cage-combinations = { $case ->
       *[nominative] cage combinations
    }
technique-cage-splitting = { $case ->
       *[nominative] cage splitting
    }
technique-clue-bounds = { $case ->
       *[nominative] clue bounds
    }
technique-clue-full = { $case ->
       *[nominative] clue full
    }
technique-clue-last-seen = { $case ->
       *[nominative] clue last seen
    }
technique-clue-one = { $case ->
       *[nominative] clue one
    }
technique-completed-run = { $case ->
       *[nominative] completed run
    }
technique-edge-forcing = { $case ->
       *[nominative] edge forcing
    }
technique-facing-clues = { $case ->
       *[nominative] facing clues
    }
technique-full-house = { $case ->
       *[nominative] full house
    }
technique-hidden-single = { $case ->
       *[nominative] hidden single
    }
technique-unique-combination = { $case ->
       *[nominative] unique combination
    }
technique-bounds = { $case ->
       *[nominative] smallest and largest
    }
technique-combination-intersection = { $case ->
       *[nominative] combination intersection
    }
technique-naked-single = { $case ->
       *[nominative] naked single
    }
technique-one-blank-line = { $case ->
       *[nominative] one blank line
    }
technique-overlap = { $case ->
       *[nominative] overlap
    }
technique-sign-bounds = { $case ->
       *[nominative] sign bounds
    }
technique-single-cell-cage = { $case ->
       *[nominative] single cell cage
    }
technique-small-gap = { $case ->
       *[nominative] small gaps
    }
technique-rule-of-45 = { $case ->
       *[nominative] rule of 45
    }

## Every other technique's name, as a techniques page heads it (capitalised there) and a
## sentence names it.
technique-cage-fills = cage fills
technique-cage-line = cage line
technique-cage-overlap = cage overlap
technique-claiming = claiming
technique-clue-enumeration = clue enumeration
technique-combination-clash = combination clash
technique-forcing-chain = forcing chain
technique-four-blank-sum = four blank sum
technique-hidden-pair = hidden pair
technique-hidden-quad = hidden quad
technique-hidden-triple = hidden triple
technique-jellyfish = jellyfish
technique-line-enumeration = line enumeration
technique-line-sum = line sum
technique-naked-pair = naked pair
technique-naked-quad = naked quad
technique-naked-triple = naked triple
technique-pointing = pointing
technique-rule-of-45-bands = rule of 45 over bands
technique-sign-chain = sign chain
technique-simple-colouring = simple colouring
technique-swordfish = swordfish
technique-unique-rectangle = unique rectangle
technique-w-wing = W-wing
technique-x-wing = X-wing
technique-xy-chain = XY-chain
technique-xy-wing = XY-wing
technique-xyz-wing = XYZ-wing

## A kind's own name for a technique another kind names otherwise: technique-KIND-NAME.
technique-magic-line-sum = line sum

## Kakuro's technique names as its headings print them (the naked single's is the shared one).

technique-kakuro-unique-combination = Unique combination
technique-kakuro-bounds = Smallest and largest
technique-kakuro-combination-intersection = Combination intersection
technique-kakuro-required-digit = Required digit
technique-kakuro-run-subset = Pairs and triples in a run
technique-kakuro-long-run-combination = Long run combinations
technique-kakuro-sum-arithmetic = Sum arithmetic

## Nonograms' technique names as their headings print them.

technique-nonogram-completed-run = Completed run
technique-nonogram-edge-forcing = Edge forcing
technique-nonogram-small-gap = Small gaps
technique-nonogram-overlap = Overlap
technique-nonogram-line-solving = Line solving
technique-nonogram-contradiction = Contradiction
