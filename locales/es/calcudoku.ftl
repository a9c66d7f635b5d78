## Los pasos de un Calcudoku en frases. $clue es la pista de la jaula («6+»), $squares sus
## casillas, $cells las casillas que sigue un relleno, $outcome lo que el paso descarta o coloca.

calcudoku-no-op = sin operación
calcudoku-single = { $cell } debe ser { $d }: es una jaula de una sola casilla que muestra el { $d }.
calcudoku-combinations = Todas las formas de completar la jaula { $clue } ({ $squares }) usan solo { $digits }, así que { $outcome }.
calcudoku-fills = La jaula { $clue } ({ $squares }) solo puede llenarse como { $fills } ({ $cells }), así que { $outcome }.
calcudoku-many-fills = La jaula { $clue } ({ $squares }) tiene { $count ->
        [one] { $count } forma de llenarse
       *[other] { $count } formas de llenarse
    }, así que { $outcome }.
calcudoku-cage-line = Toda forma de llenar la jaula { $clue } ({ $squares }) pone { $digits } en { $line }, así que ninguna otra casilla { $inline } puede { $count ->
        [one] tenerlo
       *[other] tenerlos
    }: { $outcome }.
calcudoku-line-sum = { $line } suma { $whole }; { $count ->
        [one] la jaula entera dentro ({ $clues }) suma
       *[other] las jaulas enteras dentro ({ $clues }) suman
    } { $sums }, así que { $rest } suman { $restsums } con números distintos: { $outcome }.
