## Nomi delle tecniche nel testo, e la frase che cita quelle dell'esempio.

techniques-basic = Oltre alle tecniche dell'esempio ({ $names }), ti serviranno:

technique-cage-combination = { $case ->
       *[nominative] combinazione della gabbia
    }
technique-cage-combinations = { $case ->
       *[nominative] combinazioni della gabbia
    }
technique-cage-splitting = { $case ->
       *[nominative] gabbia divisa
    }
technique-clue-bounds = { $case ->
       *[nominative] limiti di un indizio
    }
technique-clue-full = { $case ->
       *[nominative] indizio massimo
    }
technique-clue-last-seen = { $case ->
       *[nominative] l'ultimo visibile
    }
technique-clue-one = { $case ->
       *[nominative] indizio 1
    }
technique-completed-run = { $case ->
       *[nominative] blocco completo
    }
technique-edge-forcing = { $case ->
       *[nominative] blocco sul bordo
    }
technique-facing-clues = { $case ->
       *[nominative] indizi opposti
    }
technique-full-house = { $case ->
       *[nominative] ultima casella libera
    }
technique-hidden-single = { $case ->
       *[nominative] singolo nascosto
    }
technique-naked-single = { $case ->
       *[nominative] singolo nudo
    }
technique-one-blank-line = { $case ->
       *[nominative] linea con un vuoto
    }
technique-overlap = { $case ->
       *[nominative] sovrapposizione
    }
technique-sign-bounds = { $case ->
       *[nominative] limiti dei segni
    }
technique-single-cell-cage = { $case ->
       *[nominative] gabbia di una casella
    }
technique-small-gap = { $case ->
       *[nominative] spazio troppo piccolo
    }
technique-rule-of-45 = { $case ->
       *[nominative] regola del 45
    }
