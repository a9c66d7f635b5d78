## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Escribe un número del 1 al 9 en cada casilla blanca. Un tramo es una línea de casillas blancas horizontal o vertical entre bloques; el número del bloque que lo precede es su suma: encima de la diagonal para el tramo hacia la derecha, debajo para el tramo hacia abajo.
kakuro-rules-sums = Los números de un tramo dan su suma y son todos distintos: 3 en dos casillas solo puede ser 1 y 2.
kakuro-rules-given = Cada puzle tiene exactamente una solución, y la lógica sola lleva a ella: empieza por las sumas que solo se forman de una manera.
