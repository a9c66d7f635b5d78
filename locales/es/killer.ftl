## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = en una cuadrícula de { $n } por { $n }, los números del 1 al { $n }, en bloques de { $w } casillas por { $h }
killer-rules-fill = Rellena cada casilla con un número de modo que cada fila, cada columna y cada bloque (las zonas de borde grueso) contenga cada número una sola vez: { $grids }.
killer-rules-cages = Unas líneas discontinuas dividen la cuadrícula en jaulas. El pequeño número en la esquina de una jaula es su suma: los números de la jaula suman esa cifra, y ninguno se repite dentro de una jaula. Una fila, una columna o un bloque siempre suma { $total }.
killer-rules-given = Al principio no se da ningún número, o muy pocos. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.

## Killer Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

killer-note-cage-combination-look = Mira una jaula pequeña y enumera los conjuntos de números distintos que dan su suma.
killer-note-cage-combination-why = Los números de una jaula son todos distintos y suman su total, así que solo esos conjuntos pueden llenarla: 3 en dos casillas es siempre 1 y 2.
killer-note-cage-combination-removes = Cada casilla de la jaula conserva solo los números de un conjunto que las demás casillas pueden completar.
killer-note-rule-of-45-look = Busca una fila, columna o bloque casi cubierto por jaulas que están enteras dentro de él.
killer-note-rule-of-45-why = Cada fila, columna y bloque suma 45 (21 en un 6 × 6), así que las casillas sobrantes suman 45 menos las jaulas interiores y los números colocados.
killer-note-rule-of-45-removes = Las casillas sobrantes forman una jaula propia: si sobra una, lleva ese número; si sobran varias, solo conservan números que pueden dar su total.
killer-note-cage-splitting-look = Busca una jaula que contiene todas las casillas que la regla del 45 deja en una fila, columna o bloque, y otras casillas fuera.
killer-note-cage-splitting-why = Las casillas de dentro suman lo que da la regla del 45 y la suma de la jaula es fija, así que sus casillas de fuera suman el resto.
killer-note-cage-splitting-removes = La jaula se parte en dos jaulas menores, una dentro y otra fuera, cada una con su suma y menos formas de lograrla.
killer-note-cage-overlap-look = Busca un número que necesitan todas las formas de llenar una jaula y cuyas casillas posibles en la jaula están en una misma fila, columna o bloque.
killer-note-cage-overlap-why = La jaula debe llevar ese número en una de esas casillas, y una fila, columna o bloque tiene cada número una sola vez.
killer-note-cage-overlap-removes = El número se tacha de las demás casillas de esa fila, columna o bloque fuera de la jaula.
killer-note-combination-clash-look = Busca dos jaulas en la misma fila, columna o bloque, cada una con pocas formas de dar su suma.
killer-note-combination-clash-why = Una fila, columna o bloque tiene cada número una vez, así que las dos jaulas no pueden compartir ningún número.
killer-note-combination-clash-removes = Se descarta una forma de llenar una jaula que no deja a la otra ninguna forma de dar su suma, junto con los números que solo ella permitía.
killer-note-rule-of-45-bands-look = Mira dos o tres filas (o columnas) vecinas, o una zona de la que salen jaulas.
killer-note-rule-of-45-bands-why = Cada fila y columna suma 45, así que varias juntas suman 45 por su número; las jaulas enteras dentro restan sus sumas y las casillas sobrantes suman el resto.
killer-note-rule-of-45-bands-removes = Las casillas sobrantes, dentro de la franja o justo fuera, forman una jaula de total conocido y solo conservan números que pueden darlo.

## Killer's step sentences. $cage is the cage as -step-cage names it ($sum, $cell its corner);
## $cells the squares; $k how many ($k of a combination: the cage's squares); $sets the digit
## sets ("1+2+6 or 1+3+5"); $region and $line a house by name ("row 3", or -step-rows/-columns
## for a band of $lines houses), $inline the same as a place ("in row 3"): a sentence takes
## either; $total a clashing cage's sum; $outcome what the step rules out or places.

killer-step-cage = la jaula de { $sum } en { $cell }
killer-step-combination = en { $cage } ({ $cells }), { $k } casillas con números distintos solo suman { $sum } con { $sets }, así que: { $outcome }.
killer-step-combination-one = { $cage } es solo { $cells }, que tiene por tanto el { $sum }: { $outcome }.
killer-step-innies = { $region }, en total: { $whole }; las jaulas enteras dentro suman { $inside }, así que quedan { $sum } para { $cells }: { $outcome }.
killer-step-outies = { $region }, en total: { $whole }; las jaulas que entran suman { $all } en total, { $whole } de ello dentro; así que quedan { $sum } para { $cells }, fuera: { $outcome }.
killer-step-innies-live = { $region } suma { $whole }; los números ya puestos y las jaulas (o partes de jaulas) enteras dentro suman { $inside }, así que { $cells } suman { $sum }: { $outcome }.
killer-step-split = { $region } suma { $whole }, y las casillas que quedan dentro están todas en { $cage }, que se divide ahí: su parte { $cells } suma { $sum }: { $outcome }.
killer-step-overlap = toda forma de llenar { $cage } usa el { $d }, que allí solo puede ir en { $cells }, todas en { $line }, así que: { $outcome }.
killer-step-overlap-in = en { $line }, el { $d } solo puede ir en { $cells }, todas en { $cage }; la jaula contiene el { $d }, así que: { $outcome }.
killer-step-clash = { $cage } y { $other } no comparten números; { $cage } solo se logra con { $sets }, así que: { $outcome }.
killer-step-rows = las filas { $list }
killer-step-columns = las columnas { $list }
