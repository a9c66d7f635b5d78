## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Cada casilla de la cuadrícula contiene un rascacielos, y el número que lleva es su altura. Cada fila y cada columna contiene cada altura una sola vez: { $examples }.
skyscrapers-rules-clues = Un número fuera de la cuadrícula indica cuántos rascacielos se ven mirando a lo largo de esa fila o columna desde allí. Un edificio más alto tapa a todos los más bajos que tiene detrás, así que solo se ve un edificio si es más alto que todos los que tiene delante.
skyscrapers-rules-example = Por ejemplo, en una fila de una cuadrícula de { $n } por { $n }, un 1 fuera significa que el edificio más alto, el { $n }, está justo al lado; un { $n } significa que se ven todos, así que la fila sube 1, 2, … hasta { $n } desde ese lado. Donde no hay número, no hay pista.
skyscrapers-rules-given = Algunos puzles también dan unas pocas alturas dentro de la cuadrícula. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.

## Skyscrapers' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

skyscrapers-note-clue-one-look = Busca una pista 1 fuera de la cuadrícula.
skyscrapers-note-clue-one-why = Desde allí solo se ve el primer rascacielos, así que tapa todos los demás de la línea: es el más alto.
skyscrapers-note-clue-one-removes = La casilla junto a la pista lleva la mayor altura.
skyscrapers-note-clue-full-look = Busca una pista tan grande como la cuadrícula, como un 5 junto a una de 5 por 5.
skyscrapers-note-clue-full-why = Desde allí se ven todos los rascacielos, así que cada uno debe ser más alto que todos los de delante.
skyscrapers-note-clue-full-removes = La línea sube 1, 2, 3 y así desde ese lado: cada casilla lleva su altura.
skyscrapers-note-clue-bounds-look = Mira una pista y las casillas más cercanas, por ejemplo un 3 junto a una cuadrícula de 5 por 5.
skyscrapers-note-clue-bounds-why = Para ver tres, al menos dos más bajos están delante del más alto: el 5 no está en las dos primeras casillas, la primera es como mucho 3 y la segunda como mucho 4.
skyscrapers-note-clue-bounds-removes = Tacha, cerca de la pista, las alturas que dejarían a la vista demasiado pocos rascacielos.
skyscrapers-note-facing-clues-look = Busca una línea con pistas en los dos extremos que suman uno más que el tamaño de la cuadrícula.
skyscrapers-note-facing-clues-why = El más alto se ve desde ambos extremos y cada uno de los demás desde uno como mucho, así que cada lado tiene justo sitio para lo que ve.
skyscrapers-note-facing-clues-removes = El más alto está a tantas casillas de la primera pista como dice esa pista, contando como primera la de al lado.
skyscrapers-note-clue-last-seen-look = Busca una pista que ya ve todos sus rascacielos menos uno entre los altos de su línea.
skyscrapers-note-clue-last-seen-why = La pista necesita ver uno más, y solo la casilla de al lado puede serlo.
skyscrapers-note-clue-last-seen-removes = Esa casilla debe ser más alta que todas las casillas entre ella y los rascacielos ya vistos: tacha las alturas demasiado bajas.
skyscrapers-note-clue-enumeration-look = Mira una pista y su línea, con los candidatos de sus casillas.
skyscrapers-note-clue-enumeration-why = Solo unos pocos órdenes de alturas cumplen esos candidatos y dejan ver a la pista justo su número de rascacielos, y la solución es uno de ellos.
skyscrapers-note-clue-enumeration-removes = Una altura que ninguno de esos órdenes pone en una casilla se tacha allí.
skyscrapers-note-line-enumeration-look = Mira una línea con pistas en los dos extremos, con los candidatos de sus casillas.
skyscrapers-note-line-enumeration-why = Las alturas de la línea deben cumplir a la vez las dos pistas y los candidatos, lo que deja menos órdenes que cada pista sola, y la solución es uno de ellos.
skyscrapers-note-line-enumeration-removes = Una altura que ninguno de los órdenes que quedan pone en una casilla se tacha allí.

## Skyscrapers' clue steps in books other than English (English books print the sentences of
## src/skyscrapers/explain.rs; these English ones are the source for translators). A clue by its
## side ($clue, $n the column or row); $line the row or column, $climb the heights in order,
## $other the facing clue, $sum the two clues' total, $outcome what the step places or rules out.

skyscrapers-step-top = la pista { $clue } sobre la columna { $n }
skyscrapers-step-bottom = la pista { $clue } bajo la columna { $n }
skyscrapers-step-left = la pista { $clue } a la izquierda de la fila { $n }
skyscrapers-step-right = la pista { $clue } a la derecha de la fila { $n }
skyscrapers-step-clue-one = { $clue } indica que solo se ve un edificio, así que el más alto está justo al lado: { $outcome }.
skyscrapers-step-clue-full = { $clue } indica que se ven todos los edificios, así que { $line } sube { $climb } desde ese borde: { $outcome }.
skyscrapers-step-facing = { $clue } y { $other } suman { $sum }, uno más que el tamaño, así que el más alto se ve desde ambos extremos sin margen: { $outcome }.
