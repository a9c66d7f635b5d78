## Nombres de las técnicas en el texto, y la frase que cita las del ejemplo.

techniques-basic = Además de las técnicas del ejemplo ({ $names }), necesitarás:

technique-cage-combination = { $case ->
       *[nominative] combinación de jaula
    }
technique-cage-combinations = { $case ->
       *[nominative] combinaciones de la jaula
    }
technique-cage-splitting = { $case ->
       *[nominative] jaula dividida
    }
technique-clue-bounds = { $case ->
       *[nominative] límites de una pista
    }
technique-clue-full = { $case ->
       *[nominative] pista máxima
    }
technique-clue-last-seen = { $case ->
       *[nominative] el último visible
    }
technique-clue-one = { $case ->
       *[nominative] pista 1
    }
technique-completed-run = { $case ->
       *[nominative] bloque completo
    }
technique-edge-forcing = { $case ->
       *[nominative] bloque en el borde
    }
technique-facing-clues = { $case ->
       *[nominative] pistas enfrentadas
    }
technique-full-house = { $case ->
       *[nominative] última casilla libre
    }
technique-hidden-single = { $case ->
       *[nominative] solitario oculto
    }
technique-naked-single = { $case ->
       *[nominative] solitario desnudo
    }
technique-one-blank-line = { $case ->
       *[nominative] línea con un hueco
    }
technique-overlap = { $case ->
       *[nominative] solapamiento
    }
technique-sign-bounds = { $case ->
       *[nominative] límites de los signos
    }
technique-single-cell-cage = { $case ->
       *[nominative] jaula de una casilla
    }
technique-small-gap = { $case ->
       *[nominative] hueco pequeño
    }
technique-rule-of-45 = { $case ->
       *[nominative] regla del 45
    }
