## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Cada casilla de la cuadrícula contiene un rascacielos, y el número que lleva es su altura. Cada fila y cada columna contiene cada altura una sola vez: { $examples }.
skyscrapers-rules-clues = Un número fuera de la cuadrícula indica cuántos rascacielos se ven mirando a lo largo de esa fila o columna desde allí. Un edificio más alto tapa a todos los más bajos que tiene detrás, así que solo se ve un edificio si es más alto que todos los que tiene delante.
skyscrapers-rules-example = Por ejemplo, en una fila de una cuadrícula de { $n } por { $n }, un 1 fuera significa que el edificio más alto, el { $n }, está justo al lado; un { $n } significa que se ven todos, así que la fila sube 1, 2, … hasta { $n } desde ese lado. Donde no hay número, no hay pista.
skyscrapers-rules-given = Algunos puzles también dan unas pocas alturas dentro de la cuadrícula. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.
