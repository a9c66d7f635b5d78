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

## Calcudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

calcudoku-note-single-cell-cage-look = Busca una jaula de una sola casilla.
calcudoku-note-single-cell-cage-why = Su resultado sale solo del número de esa casilla, así que el número es el propio resultado.
calcudoku-note-single-cell-cage-removes = Escribe el resultado en la casilla.
calcudoku-note-cage-combinations-look = Mira una jaula, su resultado y su operación, y haz la lista de los grupos de números que dan el resultado.
calcudoku-note-cage-combinations-why = Las casillas de la jaula deben llevar uno de esos grupos, porque ningún otro número da el resultado.
calcudoku-note-cage-combinations-removes = Tacha de las casillas de la jaula todo número que no está en ninguno de los grupos.
calcudoku-note-cage-fills-look = Mira una jaula y prueba cada forma de escribir uno de sus grupos de números en sus casillas, casilla por casilla.
calcudoku-note-cage-fills-why = Una forma solo es posible si cada casilla tiene su número entre sus candidatos y ninguna fila o columna repite un número, y la solución llena la jaula de una de las formas que quedan.
calcudoku-note-cage-fills-removes = Un número que ninguna forma restante pone en una casilla se tacha de esa casilla.
calcudoku-note-cage-line-look = Busca una jaula en la que cada forma de rellenarla pone un mismo número en la parte de la jaula que está en una fila o columna.
calcudoku-note-cage-line-why = Sea cual sea la forma buena, esa fila o columna recibe el número dentro de la jaula, y una línea tiene cada número una sola vez.
calcudoku-note-cage-line-removes = Tacha el número del resto de esa fila o columna, fuera de la jaula.
calcudoku-note-line-sum-look = Busca una fila o columna en la que jaulas que están enteras dentro de ella dejan solo unas pocas casillas fuera.
calcudoku-note-line-sum-why = Cada línea suma 1 + 2 + y así hasta el tamaño, así que esas pocas casillas suman lo que las jaulas enteras dejan de ese total.
calcudoku-note-line-sum-removes = Esas casillas solo conservan números de grupos de números distintos que dan ese resto: tacha los demás.
