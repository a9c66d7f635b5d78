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
