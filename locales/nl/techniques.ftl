## Namen van de technieken in lopende tekst, en de zin die die van het voorbeeld noemt.

techniques-basic = Naast de technieken uit het voorbeeld ({ $names }) heb je nodig:

technique-cage-combination = { $case ->
       *[nominative] kooicombinatie
    }
technique-cage-combinations = { $case ->
       *[nominative] kooicombinaties
    }
technique-cage-splitting = { $case ->
       *[nominative] kooi splitsen
    }
technique-clue-bounds = { $case ->
       *[nominative] grenzen van een aanwijzing
    }
technique-clue-full = { $case ->
       *[nominative] volle aanwijzing
    }
technique-clue-last-seen = { $case ->
       *[nominative] de laatst zichtbare
    }
technique-clue-one = { $case ->
       *[nominative] aanwijzing 1
    }
technique-completed-run = { $case ->
       *[nominative] compleet blok
    }
technique-edge-forcing = { $case ->
       *[nominative] blok aan de rand
    }
technique-facing-clues = { $case ->
       *[nominative] tegenover elkaar
    }
technique-full-house = { $case ->
       *[nominative] laatste vrije vakje
    }
technique-hidden-single = { $case ->
       *[nominative] verborgen single
    }
technique-naked-single = { $case ->
       *[nominative] naakte single
    }
technique-one-blank-line = { $case ->
       *[nominative] lijn met één gat
    }
technique-overlap = { $case ->
       *[nominative] overlapping
    }
technique-sign-bounds = { $case ->
       *[nominative] grenzen van de tekens
    }
technique-single-cell-cage = { $case ->
       *[nominative] kooi van één vakje
    }
technique-small-gap = { $case ->
       *[nominative] te kleine ruimte
    }
technique-rule-of-45 = { $case ->
       *[nominative] regel van 45
    }
