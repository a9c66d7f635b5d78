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
technique-unique-combination = { $case ->
       *[nominative] combinación única
    }
technique-bounds = { $case ->
       *[nominative] menor y mayor
    }
technique-combination-intersection = { $case ->
       *[nominative] cruce de combinaciones
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

## Every other technique's name, as a techniques page heads it (capitalised there) and a
## sentence names it.
technique-cage-fills = rellenos de la jaula
technique-cage-line = jaula y línea
technique-cage-overlap = solapamiento de jaula
technique-claiming = interacción línea-bloque
technique-clue-enumeration = enumeración de una pista
technique-combination-clash = choque de combinaciones
technique-forcing-chain = cadena forzada
technique-four-blank-sum = suma con cuatro huecos
technique-hidden-pair = pareja oculta
technique-hidden-quad = cuarteto oculto
technique-hidden-triple = trío oculto
technique-jellyfish = medusa
technique-line-enumeration = enumeración de la línea
technique-line-sum = suma de la línea
technique-naked-pair = pareja desnuda
technique-naked-quad = cuarteto desnudo
technique-naked-triple = trío desnudo
technique-pointing = interacción bloque-línea
technique-rule-of-45-bands = regla del 45 en franjas
technique-sign-chain = cadena de signos
technique-simple-colouring = coloreado simple
technique-swordfish = pez espada
technique-unique-rectangle = rectángulo único
technique-w-wing = W-Wing
technique-x-wing = X-Wing
technique-xy-chain = cadena XY
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing

## A kind's own name for a technique another kind names otherwise: technique-KIND-NAME.
technique-magic-line-sum = suma de la línea

## Kakuro's technique names as its headings print them (the naked single's is the shared one).

technique-kakuro-unique-combination = Combinación única
technique-kakuro-bounds = Menor y mayor
technique-kakuro-combination-intersection = Cruce de combinaciones
technique-kakuro-required-digit = Número obligado
technique-kakuro-run-subset = Parejas y tríos de un tramo
technique-kakuro-long-run-combination = Combinaciones de tramos largos
technique-kakuro-sum-arithmetic = Cálculo de sumas

## Nonograms' technique names as their headings print them.

technique-nonogram-completed-run = Bloque completo
technique-nonogram-edge-forcing = Bloque en el borde
technique-nonogram-small-gap = Hueco pequeño
technique-nonogram-overlap = Solapamiento
technique-nonogram-line-solving = Línea resuelta
technique-nonogram-contradiction = Contradicción
