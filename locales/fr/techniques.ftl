## Noms des techniques dans le texte, et la phrase qui cite celles de l'exemple.

techniques-basic = Outre les techniques de l'exemple ({ $names }), il vous faudra :

technique-cage-combination = { $case ->
       *[nominative] combinaison de cage
    }
technique-cage-combinations = { $case ->
       *[nominative] combinaisons d'une cage
    }
technique-cage-splitting = { $case ->
       *[nominative] cage coupée
    }
technique-clue-bounds = { $case ->
       *[nominative] bornes d'un indice
    }
technique-clue-full = { $case ->
       *[nominative] indice maximal
    }
technique-clue-last-seen = { $case ->
       *[nominative] le dernier visible
    }
technique-clue-one = { $case ->
       *[nominative] indice 1
    }
technique-completed-run = { $case ->
       *[nominative] bloc complet
    }
technique-edge-forcing = { $case ->
       *[nominative] bloc au bord
    }
technique-facing-clues = { $case ->
       *[nominative] indices opposés
    }
technique-full-house = { $case ->
       *[nominative] dernière case libre
    }
technique-hidden-single = { $case ->
       *[nominative] singleton caché
    }
technique-unique-combination = { $case ->
       *[nominative] combinaison unique
    }
technique-bounds = { $case ->
       *[nominative] plus petit et plus grand
    }
technique-combination-intersection = { $case ->
       *[nominative] croisement des combinaisons
    }
technique-naked-single = { $case ->
       *[nominative] singleton nu
    }
technique-one-blank-line = { $case ->
       *[nominative] ligne à une case vide
    }
technique-overlap = { $case ->
       *[nominative] chevauchement
    }
technique-sign-bounds = { $case ->
       *[nominative] bornes des signes
    }
technique-single-cell-cage = { $case ->
       *[nominative] cage d'une case
    }
technique-small-gap = { $case ->
       *[nominative] espace trop petit
    }
technique-rule-of-45 = { $case ->
       *[nominative] règle de 45
    }

## Every other technique's name, as a techniques page heads it (capitalised there) and a
## sentence names it.
technique-cage-fills = remplissages d'une cage
technique-cage-line = cage et ligne
technique-cage-overlap = chevauchement de cage
technique-claiming = interaction ligne-bloc
technique-clue-enumeration = énumération d'un indice
technique-combination-clash = conflit de combinaisons
technique-forcing-chain = chaîne forcée
technique-four-blank-sum = somme à quatre cases vides
technique-hidden-pair = paire cachée
technique-hidden-quad = quadruplet caché
technique-hidden-triple = triplet caché
technique-jellyfish = méduse
technique-line-enumeration = énumération d'une ligne
technique-line-sum = somme d'une ligne
technique-naked-pair = paire nue
technique-naked-quad = quadruplet nu
technique-naked-triple = triplet nu
technique-pointing = interaction bloc-ligne
technique-rule-of-45-bands = règle de 45 sur des bandes
technique-sign-chain = chaîne de signes
technique-simple-colouring = coloriage simple
technique-swordfish = espadon
technique-unique-rectangle = rectangle unique
technique-w-wing = W-Wing
technique-x-wing = X-Wing
technique-xy-chain = chaîne XY
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing

## A kind's own name for a technique another kind names otherwise: technique-KIND-NAME.
technique-magic-line-sum = somme d'un alignement

## Kakuro's technique names as its headings print them (the naked single's is the shared one).

technique-kakuro-unique-combination = Combinaison unique
technique-kakuro-bounds = Plus petit et plus grand
technique-kakuro-combination-intersection = Croisement des combinaisons
technique-kakuro-required-digit = Chiffre obligé
technique-kakuro-run-subset = Paires et triplets d'une suite
technique-kakuro-long-run-combination = Combinaisons des longues suites
technique-kakuro-sum-arithmetic = Calcul des sommes

## Nonograms' technique names as their headings print them.

technique-nonogram-completed-run = Bloc complet
technique-nonogram-edge-forcing = Bloc au bord
technique-nonogram-small-gap = Espace trop petit
technique-nonogram-overlap = Chevauchement
technique-nonogram-line-solving = Ligne résolue
technique-nonogram-contradiction = Par l'absurde
