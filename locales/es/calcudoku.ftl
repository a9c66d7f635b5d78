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
