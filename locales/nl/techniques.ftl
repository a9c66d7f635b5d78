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
technique-unique-combination = { $case ->
       *[nominative] unieke combinatie
    }
technique-bounds = { $case ->
       *[nominative] kleinste en grootste
    }
technique-combination-intersection = { $case ->
       *[nominative] kruisende combinaties
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

## Every other technique's name, as a techniques page heads it (capitalised there) and a
## sentence names it.
technique-cage-fills = kooivullingen
technique-cage-line = kooi en lijn
technique-cage-overlap = kooioverlap
technique-claiming = lijn-blokinteractie
technique-clue-enumeration = volgordes bij een aanwijzing
technique-combination-clash = combinatieconflict
technique-forcing-chain = dwingende keten
technique-four-blank-sum = som met vier gaten
technique-hidden-pair = verborgen paar
technique-hidden-quad = verborgen viertal
technique-hidden-triple = verborgen drietal
technique-jellyfish = kwal
technique-line-enumeration = alle volgordes proberen
technique-line-sum = lijnsom
technique-naked-pair = naakt paar
technique-naked-quad = naakt viertal
technique-naked-triple = naakt drietal
technique-pointing = blok-lijninteractie
technique-rule-of-45-bands = regel van 45 over banden
technique-sign-chain = tekenketen
technique-simple-colouring = eenvoudig kleuren
technique-swordfish = zwaardvis
technique-unique-rectangle = unieke rechthoek
technique-w-wing = W-Wing
technique-x-wing = X-Wing
technique-xy-chain = XY-keten
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing

## A kind's own name for a technique another kind names otherwise: technique-KIND-NAME.
technique-magic-line-sum = lijnsom

## Kakuro's technique names as its headings print them (the naked single's is the shared one).

technique-kakuro-unique-combination = Unieke combinatie
technique-kakuro-bounds = Kleinste en grootste
technique-kakuro-combination-intersection = Kruisende combinaties
technique-kakuro-required-digit = Verplicht cijfer
technique-kakuro-run-subset = Paren en drietallen in een reeks
technique-kakuro-long-run-combination = Combinaties van lange reeksen
technique-kakuro-sum-arithmetic = Sommen rekenen

## Nonograms' technique names as their headings print them.

technique-nonogram-completed-run = Compleet blok
technique-nonogram-edge-forcing = Blok aan de rand
technique-nonogram-small-gap = Te kleine ruimte
technique-nonogram-overlap = Overlapping
technique-nonogram-line-solving = Lijn oplossen
technique-nonogram-contradiction = Tegenspraak
