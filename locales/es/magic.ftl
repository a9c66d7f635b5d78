## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Rellena cada casilla vacía con un número de modo que cada número se use una sola vez. La línea bajo cada cuadrícula indica qué números usar y cuánto suma cada línea, por ejemplo «{ $example }».
magic-rules-line = Una línea es una fila, una columna o una de las dos diagonales de esquina a esquina.
magic-rules-start = Empieza por una línea con una sola casilla vacía: contiene el total menos los números que ya hay. Cuando ninguna línea está tan cerca, anota los números libres que podrían completar una línea y tacha los que no encajan en las otras líneas que pasan por la misma casilla.
magic-rules-given = Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.
