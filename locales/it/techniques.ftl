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
technique-unique-combination = { $case ->
       *[nominative] combinazione unica
    }
technique-bounds = { $case ->
       *[nominative] minimo e massimo
    }
technique-combination-intersection = { $case ->
       *[nominative] incrocio delle combinazioni
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

## Every other technique's name, as a techniques page heads it (capitalised there) and a
## sentence names it.
technique-cage-fills = riempimenti della gabbia
technique-cage-line = gabbia e linea
technique-cage-overlap = sovrapposizione della gabbia
technique-claiming = interazione linea-riquadro
technique-clue-enumeration = enumerazione di un indizio
technique-combination-clash = conflitto di combinazioni
technique-forcing-chain = catena forzata
technique-four-blank-sum = somma con quattro vuoti
technique-hidden-pair = coppia nascosta
technique-hidden-quad = quadrupla nascosta
technique-hidden-triple = tripla nascosta
technique-jellyfish = medusa
technique-line-enumeration = enumerazione della linea
technique-line-sum = somma della linea
technique-naked-pair = coppia nuda
technique-naked-quad = quadrupla nuda
technique-naked-triple = tripla nuda
technique-pointing = interazione riquadro-linea
technique-rule-of-45-bands = regola del 45 su fasce
technique-sign-chain = catena di segni
technique-simple-colouring = colorazione semplice
technique-swordfish = pesce spada
technique-unique-rectangle = rettangolo unico
technique-w-wing = W-Wing
technique-x-wing = X-Wing
technique-xy-chain = catena XY
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing

## A kind's own name for a technique another kind names otherwise: technique-KIND-NAME.
technique-magic-line-sum = somma della linea

## Kakuro's technique names as its headings print them (the naked single's is the shared one).

technique-kakuro-unique-combination = Combinazione unica
technique-kakuro-bounds = Minimo e massimo
technique-kakuro-combination-intersection = Incrocio delle combinazioni
technique-kakuro-required-digit = Cifra obbligata
technique-kakuro-run-subset = Coppie e terne di una serie
technique-kakuro-long-run-combination = Combinazioni delle serie lunghe
technique-kakuro-sum-arithmetic = Calcolo delle somme

## Nonograms' technique names as their headings print them.

technique-nonogram-completed-run = Blocco completo
technique-nonogram-edge-forcing = Blocco sul bordo
technique-nonogram-small-gap = Spazio troppo piccolo
technique-nonogram-overlap = Sovrapposizione
technique-nonogram-line-solving = Linea risolta
technique-nonogram-contradiction = Contraddizione
