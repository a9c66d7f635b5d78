## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Rellena cada casilla vacía de modo que cada fila y cada columna contenga una sola vez cada número del 1 al tamaño de la cuadrícula: { $examples }.
futoshiki-rules-signs = Los signos entre casillas deben cumplirse. La punta del signo señala el número menor y la abertura, el mayor, como en 2 < 4 y 5 > 3. Los signos entre filas apuntan hacia arriba o hacia abajo de la misma manera.
futoshiki-rules-given = Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.
