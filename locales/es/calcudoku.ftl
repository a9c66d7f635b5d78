## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Rellena cada casilla con un número de modo que cada fila y cada columna contenga cada número una sola vez: { $examples }.
calcudoku-rules-cages = Unas líneas gruesas dividen la cuadrícula en jaulas. La pequeña pista en la esquina de una jaula da un resultado y una operación: los números de la jaula deben dar ese resultado con esa operación. 7+ significa que suman 7; 12×, que multiplicados dan 12.
calcudoku-rules-pairs = Una jaula con { $minus } o ÷ tiene dos casillas: 3{ $minus } significa que un número es 3 más que el otro, 2÷, que un número es el doble del otro, en cualquier orden. Una jaula de una sola casilla muestra su número.
calcudoku-rules-repeat = Un número puede repetirse dentro de una jaula, siempre que no aparezca dos veces en la misma fila o columna. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.

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
