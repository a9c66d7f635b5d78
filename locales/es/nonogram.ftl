## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Rellena casillas para descubrir un dibujo oculto. Los números junto a cada fila y sobre cada columna son las longitudes de los bloques de casillas rellenas de esa línea, en orden: de izquierda a derecha en una fila, de arriba abajo en una columna.
nonogram-rules-gaps = Entre dos bloques hay al menos una casilla vacía; antes del primero y después del último puede haber cualquier número. Una línea cuya pista es 0 no tiene casillas rellenas.
nonogram-rules-start = Empieza por las líneas que sus bloques casi llenan: un bloque de 8 en una línea de 10 cubre las 6 casillas centrales, se deslice como se deslice. Marca con un punto las casillas que sabes vacías, para que el sitio de los bloques se reduzca, y alterna entre filas y columnas.
nonogram-rules-given = Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar. Las líneas más gruesas cada cinco casillas ayudan a contar.

## Nonograms' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

nonogram-note-completed-run-look = Busca un bloque de casillas rellenas tan largo como el único bloque de la pista que puede ser.
nonogram-note-completed-run-why = Un bloque mide justo su número, así que ese bloque está completo y no puede crecer.
nonogram-note-completed-run-removes = Marca como vacías las casillas de sus dos extremos.
nonogram-note-edge-forcing-look = Busca una casilla rellena cerca del borde, o cerca de casillas que se sabe que están vacías.
nonogram-note-edge-forcing-why = Pertenece al primer bloque de ese lado, que no puede empezar antes del borde, así que debe llegar lo bastante lejos más allá de la casilla para alcanzar su longitud.
nonogram-note-edge-forcing-removes = Rellena las casillas desde la rellena hasta donde el bloque debe llegar como mínimo.
nonogram-note-small-gap-look = Busca las casillas que ningún bloque de la pista puede alcanzar, y los huecos entre casillas vacías.
nonogram-note-small-gap-why = Un bloque necesita tantas casillas libres seguidas como su número, así que un hueco más corto que cualquier bloque que pudiera ir allí no tiene ninguno.
nonogram-note-small-gap-removes = Marca esas casillas y esos huecos como vacíos.
nonogram-note-overlap-look = Busca un bloque largo comparado con el sitio que tiene, como un bloque de 8 en una línea de 10.
nonogram-note-overlap-why = Empujado lo más a la izquierda posible y luego lo más a la derecha, el bloque cubre algunas casillas las dos veces, y esté donde esté de verdad, las cubre.
nonogram-note-overlap-removes = Rellena las casillas que el bloque cubre en las dos posiciones.
nonogram-note-line-solving-look = Mira una línea, su pista y las casillas que ya se conocen.
nonogram-note-line-solving-why = Cada forma de colocar sus bloques que encaja con las casillas conocidas podría ser la solución, así que aquello en lo que todas coinciden es seguro.
nonogram-note-line-solving-removes = Rellena una casilla rellena en todas las formas, y marca vacía una casilla vacía en todas.
nonogram-note-contradiction-look = Busca una casilla que decide mucho y supón que está rellena.
nonogram-note-contradiction-why = Resuelve las líneas desde allí: si alguna ya no puede contener sus bloques, la suposición era falsa, porque la solución no rompe ninguna línea.
nonogram-note-contradiction-removes = La casilla está vacía (o rellena, cuando lo que falla es suponerla vacía).

## Nonograms' step sentences. A line step: "$Line ($clue): $reason. $outcome ($technique)."
## with -step-reason-TECHNIQUE why the technique decides, $outcome the squares filled (-step-filled)
## and left empty (-step-empty), or both (-step-both). A contradiction: -step-contradiction, $value
## and $other -step-value-filled or -step-value-empty. -step-none is the clue of an empty line.

nonogram-step-line-step = { $Line } ({ $clue }): { $reason }. { $outcome } ({ $technique }).
nonogram-step-filled = Rellenas: { $cells }
nonogram-step-empty = Vacías: { $cells }
nonogram-step-both = { $filled }; { $empty }
nonogram-step-contradiction = Si { $cell } estuviera { $value }, las líneas a partir de ahí dejarían a { $line } ({ $clue }) sin sitio para sus bloques, así que { $cell } está { $other } ({ $technique }).
nonogram-step-value-filled = rellena
nonogram-step-value-empty = vacía
nonogram-step-none = 0
nonogram-step-reason-completed-run = un bloque de casillas rellenas es tan largo como el bloque que debe ser, así que está completo
nonogram-step-reason-edge-forcing = una casilla rellena cerca del borde pertenece al primer bloque de ese lado, que debe pasar de ella
nonogram-step-reason-small-gap = ningún bloque alcanza estas casillas, o el hueco es demasiado corto para cualquier bloque posible
nonogram-step-reason-overlap = cada bloque, empujado del todo a la izquierda y del todo a la derecha, sigue cubriendo estas casillas
nonogram-step-reason-line-solving = todas las formas de colocar los bloques que respetan las casillas conocidas coinciden aquí

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Cada técnica se muestra en una cuadrícula hecha para esta página, no en un puzle de este libro, justo antes del paso: las casillas que ya se sabe que están rellenas son negras y las que se sabe que están vacías llevan un punto, la línea que hay que mirar está en gris claro, las casillas que el paso rellena están en gris oscuro y las que muestra vacías llevan una cruz.
