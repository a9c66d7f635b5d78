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
