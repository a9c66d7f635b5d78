## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Rellena casillas para descubrir un dibujo oculto. Los números junto a cada fila y sobre cada columna son las longitudes de los bloques de casillas rellenas de esa línea, en orden: de izquierda a derecha en una fila, de arriba abajo en una columna.
nonogram-rules-gaps = Entre dos bloques hay al menos una casilla vacía; antes del primero y después del último puede haber cualquier número. Una línea cuya pista es 0 no tiene casillas rellenas.
nonogram-rules-start = Empieza por las líneas que sus bloques casi llenan: un bloque de 8 en una línea de 10 cubre las 6 casillas centrales, se deslice como se deslice. Marca con un punto las casillas que sabes vacías, para que el sitio de los bloques se reduzca, y alterna entre filas y columnas.
nonogram-rules-given = Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar. Las líneas más gruesas cada cinco casillas ayudan a contar.

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Cada técnica se muestra en una cuadrícula hecha para esta página, no en un puzle de este libro, justo antes del paso: las casillas que ya se sabe que están rellenas son negras y las que se sabe que están vacías llevan un punto, la línea que hay que mirar está en gris claro, las casillas que el paso rellena están en gris oscuro y las que muestra vacías llevan una cruz.
