## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Escribe un número del 1 al 9 en cada casilla blanca. Un tramo es una línea de casillas blancas horizontal o vertical entre bloques; el número del bloque que lo precede es su suma: encima de la diagonal para el tramo hacia la derecha, debajo para el tramo hacia abajo.
kakuro-rules-sums = Los números de un tramo dan su suma y son todos distintos: 3 en dos casillas solo puede ser 1 y 2.
kakuro-rules-given = Cada puzle tiene exactamente una solución, y la lógica sola lleva a ella: empieza por las sumas que solo se forman de una manera.

## Kakuro's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

kakuro-note-naked-single-look = Busca una casilla blanca a la que solo le quede un número.
kakuro-note-naked-single-why = Cada casilla blanca lleva un número, y solo este cabe todavía.
kakuro-note-naked-single-removes = Escríbelo y táchalo de las demás casillas de su tramo horizontal y de su tramo vertical.
kakuro-note-unique-combination-look = Busca un tramo cuya suma solo se forma de una manera con su longitud: 3 o 4 en dos casillas, 6 o 7 en tres, 45 en nueve.
kakuro-note-unique-combination-why = Los números de un tramo son todos distintos, y ningún otro conjunto de números distintos da esa suma.
kakuro-note-unique-combination-removes = Cada casilla del tramo conserva solo los números de ese conjunto.
kakuro-note-bounds-look = Mira un tramo y los números más grandes y más pequeños que sus otras casillas pueden tomar todavía.
kakuro-note-bounds-why = Si ni los números más grandes de las demás llevan un número hasta la suma, o si incluso los más pequeños la superan, ese número no va en la casilla.
kakuro-note-bounds-removes = Tacha cada número demasiado pequeño o demasiado grande para su tramo.
kakuro-note-combination-intersection-look = Mira un tramo corto y enumera los conjuntos de números distintos que dan su suma y que sus casillas aún pueden tomar.
kakuro-note-combination-intersection-why = Solo esos conjuntos pueden llenar el tramo, así que una casilla conserva solo sus números; donde un tramo horizontal cruza uno vertical, la casilla conserva solo lo que ambos permiten.
kakuro-note-combination-intersection-removes = Tacha cada número que no está en ningún conjunto del tramo.
kakuro-note-required-digit-look = Busca un número que está en todos los conjuntos que dan la suma de un tramo y que solo puede ir en una casilla del tramo.
kakuro-note-required-digit-why = Sea cual sea el conjunto que llena el tramo, ese número está en él, y no tiene otro sitio.
kakuro-note-required-digit-removes = Escribe el número en esa casilla: sus otros números se van.
kakuro-note-run-subset-look = Busca dos casillas de un tramo que entre ellas solo tienen los mismos dos números, o tres casillas con solo tres.
kakuro-note-run-subset-why = Esas casillas llevarán justo esos números, y un tramo nunca repite un número.
kakuro-note-run-subset-removes = Tacha esos números de las demás casillas del tramo.
kakuro-note-long-run-combination-look = Mira un tramo largo, con cinco casillas abiertas o más, y busca qué conjuntos de números distintos dan lo que queda de su suma.
kakuro-note-long-run-combination-why = Los tramos largos tienen muchos conjuntos, pero los números ya tachados descartan la mayoría, y solo los que quedan pueden llenar el tramo.
kakuro-note-long-run-combination-removes = Cada casilla abierta conserva solo los números de un conjunto que las demás casillas abiertas pueden completar.
kakuro-note-sum-arithmetic-look = Mira una franja de filas enteras (o de columnas): suma sus sumas horizontales y resta las sumas verticales de los tramos que quedan enteros dentro de la franja.
kakuro-note-sum-arithmetic-why = Las dos maneras cuentan cada casilla blanca de la franja una vez, así que lo que queda es la suma de las pocas casillas cuyos tramos verticales salen de la franja.
kakuro-note-sum-arithmetic-removes = Esas casillas conservan solo los números que juntos pueden dar esa suma.

## Kakuro's step sentences: "$where: $outcome ($technique)." $where is a run (-step-run: $sum,
## $way the word -step-across or -step-down, $cell its first square), a band of rows or columns
## (-step-band: $lines) or a square; $outcome lists what is placed (-step-placed: $cell, $digit)
## and ruled out (-step-removed: $digits, $cells).

kakuro-step-run = el tramo { $way } de { $sum } en { $cell }
kakuro-step-across = horizontal
kakuro-step-down = vertical
kakuro-step-band = la franja de { $lines }
kakuro-step-step = { $where }: { $outcome } ({ $technique }).
kakuro-step-single = { $outcome } ({ $technique }).
kakuro-step-placed = { $cell } es { $digit }
kakuro-step-removed = { $digits } no puede ir en { $cells }
