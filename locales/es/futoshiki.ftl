## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Rellena cada casilla vacía de modo que cada fila y cada columna contenga una sola vez cada número del 1 al tamaño de la cuadrícula: { $examples }.
futoshiki-rules-signs = Los signos entre casillas deben cumplirse. La punta del signo señala el número menor y la abertura, el mayor, como en 2 < 4 y 5 > 3. Los signos entre filas apuntan hacia arriba o hacia abajo de la misma manera.
futoshiki-rules-given = Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.

## Futoshiki's sign step in books other than English (English prints src/solve/explain.rs),
## put together from these: a cell's bound ($cell, $d), and a reason with what follows from it.

futoshiki-step-at-most = { $cell } es como mucho { $d }
futoshiki-step-at-least = { $cell } es como mínimo { $d }
futoshiki-step-is = { $cell } es { $d }
futoshiki-step-so = { $reason }, así que { $then }
futoshiki-step-both = { $first }; { $second }

## Futoshiki's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

futoshiki-note-sign-bounds-look = Mira un signo entre dos casillas y los candidatos de ambas.
futoshiki-note-sign-bounds-why = El lado pequeño debe ser menor que el grande, así que queda por debajo del mayor candidato del lado grande, y el grande por encima del menor del pequeño.
futoshiki-note-sign-bounds-removes = Tacha los números que no lo cumplen a uno u otro lado del signo.
futoshiki-note-sign-chain-look = Busca una casilla mayor, por una cadena de signos, que varias otras casillas de su fila o columna.
futoshiki-note-sign-chain-why = Esas casillas están en una misma línea y tienen números distintos: una casilla mayor que tres de ellas vale al menos 4.
futoshiki-note-sign-chain-removes = Tacha de la casilla los números demasiado pequeños para las casillas por debajo de ella (o grandes para las de encima).
