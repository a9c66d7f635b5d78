## Los textos fijos de un libro: títulos, etiquetas, encabezados, reglas, nombres de niveles y
## líneas de la cubierta. { $name } lo rellena el libro; { $Name } es el mismo valor con la
## primera letra en mayúscula.

published-by = Publicado por { $publisher }
credit = Hecho con bookmaker { $version } a partir de la semilla { $seed }, formato { $trim }, plantilla { $template }. La misma especificación, construida con la misma versión de bookmaker, vuelve a dar este libro, puzle a puzle.
contents = Índice
contents-continued = Índice (continuación)
how-to-play = Cómo se juega
how-to-play-kind = Cómo se juega: { $kind }
continued = { $title } (continuación)
solving-example = El ejemplo, paso a paso
solving-kind-example = Paso a paso: { $kind }
contents-puzzle = { $name }: puzle { $range }
contents-puzzles = { $name }: puzles { $range }
contents-answers = Soluciones { $range }
contents-section-answers = { $name }: soluciones { $range }
notes = Notas
book-rule = En cada sección, los puzles se vuelven más difíciles a medida que avanzas. Las estrellas junto al número de cada puzle indican su nivel: una estrella para fácil, dos para medio, tres para difícil. Las soluciones están al final del libro: la línea sobre cada puzle indica la página de su solución.
example-intro = Aquí tienes un pequeño ejemplo. Los números junto a la cuadrícula nombran sus filas y columnas: F2C3 es la casilla de la fila 2, columna 3. En la página siguiente se resuelve paso a paso.
steps-intro = Al resolver, se anota qué números puede tener aún cada casilla vacía, sus candidatos, y se van descartando. Los primeros pasos:
steps-more = Pasos del mismo tipo, { $n } más, completan la cuadrícula:
steps-done = Y la cuadrícula queda completa:
puzzle-label = Puzle { $n } · solución p. { $page }
puzzle-label-short = { $n } · solución p. { $page }
puzzle-label-shortest = { $n } · sol. p. { $page }
puzzle-label-hint = Puzle { $n } · pista p. { $hint } · solución p. { $page }
puzzle-label-hint-short = { $n } · pista p. { $hint } · sol. p. { $page }
puzzle-label-hint-shortest = { $n } · p. { $hint } · s. { $page }
answer-label = Puzle { $n } · página { $page }
answer-label-short = { $n } · página { $page }
answer-label-shortest = { $n } · p. { $page }
answer-titled = { $label }: { $title }
answer-head = Solución { $n }
answers-head = Soluciones { $first }–{ $last }
easy = fácil
medium = medio
hard = difícil
expert = experto
master = maestro
and = y
or = o
cell = F{ $row }C{ $col }
step-row = la fila { $n }
step-column = la columna { $n }
step-box = el bloque { $n }
step-in-row = de la fila { $n }
step-in-column = de la columna { $n }
step-in-box = del bloque { $n }
step-must-be = { $cell } debe ser { $d }
step-cannot-be = { $cells } no puede ser { $digits }
step-cannot-be-many = { $cells } no pueden ser { $digits }
step-naked-single = { $cell } debe ser { $d }: todos los demás números quedan descartados ahí.
step-hidden-single = { $cell } debe ser { $d }: es la única casilla { $line } que puede tener el { $d }.
step-full-house = { $cell } debe ser { $d }: es la última casilla vacía { $line }, y el { $d } es el número que falta.
step-naked-subset = { $cells } solo tienen entre todas { $digits }, así que ninguna otra casilla { $line } puede tener { $any }: { $outcome }.
step-hidden-subset = En { $name }, { $digits } solo pueden ir en { $cells }, así que esas casillas no tienen nada más: { $outcome }.
step-confined = En { $name }, el { $d } solo puede ir en { $cells }, todas en { $othername }; así que el { $d } no puede ir en ningún otro sitio { $other }: { $outcome }.
step-fish = En { $base }, el { $d } solo puede ir en { $cover }, así que el { $d } no puede ir en ningún otro sitio de { $cover }: { $outcome }.
# How many cells a hidden subset fills (`{count}` of step-hidden-subset, unused here).
step-how-many = { $count }
# Lines of one kind grouped: `$word` (step-lines-word), `$numbers` ("1 and 3").
step-lines = { $word } { $numbers }
# The word for `$count` lines of kind `$line` (row, column or box).
step-lines-word = { $line ->
        [row] { $count ->
            [one] fila
           *[other] filas
        }
        [box] { $count ->
            [one] bloque
           *[other] bloques
        }
       *[column] { $count ->
            [one] columna
           *[other] columnas
        }
    }
# How a step sentence ends: `$step` the sentence without its full stop, `$technique` the
# technique's name; this language's books leave the name out.
step-tagged = { $step }.
cover-inside = En este libro
cover-level-line = { $n } { $puzzles } de nivel { $level }, { $grids }
cover-how-to-play = Cómo se juega, con un ejemplo resuelto
cover-answers = Las soluciones de todos los puzles, al final
cover-try = Prueba el puzle { $n } ({ $level }):
steps-partway = A la izquierda, la cuadrícula tras estos pasos, con los candidatos anotados en pequeño. Otros { $n } pasos del mismo tipo la terminan:
partway-caption = Tras el paso { $n }
solved-caption = Resuelto
hints = Pistas
hints-intro = ¿Atascado? Cada pista dice dónde mirar y qué idea te hace avanzar allí, con la página que la explica. No da la solución: da ese paso tú mismo y sigue solo.
hint-look = Mira { $place }: { $idea }.
hint-idea = { $name }, p. { $page }
contents-techniques = { $name }: técnicas que necesitarás
techniques = Técnicas que necesitarás
techniques-of = Técnicas que necesitarás: { $section }
techniques-intro = Cada técnica se muestra en una cuadrícula hecha para esta página, no en un puzle de este libro, justo antes del paso: los candidatos anotados en pequeño, las casillas que hay que mirar sombreadas y los candidatos que el paso descarta tachados.
techniques-earlier = Ya explicado antes en este libro: { $names }.
techniques-intro-kids = Cada truco se muestra en una cuadrícula hecha para esta página. Los números grises pequeños de una casilla son los que aún pueden ir allí, las casillas grises son donde hay que mirar y un número tachado es uno que el truco descarta.
technique-trick = Truco { $n }
example-intro-kids = Aquí tienes un pequeño ejemplo. Los números junto a la cuadrícula cuentan sus filas y columnas. La página siguiente lo resuelve paso a paso.
steps-intro-kids = Escribe en pequeño en cada casilla vacía los números que aún pueden ir allí, y táchalos según avanzas. Los primeros pasos:
steps-partway-kids = A la izquierda, la cuadrícula tras estos pasos: los números grises pequeños aún pueden ir en su casilla. Otros { $n } pasos como estos la terminan:
kid-single = Mira la casilla de la fila { $row }, columna { $col }: solo el { $d } puede ir allí, así que escribe { $d }.
kid-hidden = Mira { $line }: el { $d } solo cabe en una de sus casillas, la de la fila { $row }, columna { $col }, así que escribe { $d } allí.
technique-seen = Aquí: { $step }
cover-headline = Lógica pura, una solución, sin adivinar
level-range = { $easiest } a { $hardest }

# The digits a grid of order $n holds, listed in a Latin kind's rules ("… and …").
grid-digits = del 1 al { $n } en una cuadrícula de { $n } por { $n }
technique-index = Índice de técnicas
index-intro = Cada técnica que enseña este libro, la página que la explica y los puzles cuya solución la necesita: elige uno para practicarla.
index-all = { $list } … ({ $n } en total)
index-none = ninguno
hints-where = Pistas: dónde mirar
hints-where-intro = ¿Atascado? Cada pista aquí dice solo dónde mirar. ¿Sigues atascado? La idea que te hace avanzar está en las páginas siguientes, con la página que la explica.
hints-ideas = Pistas: qué idea
hints-ideas-intro = Para cada puzle, la idea que te hace avanzar donde te envió la primera pista, con la página que la explica. No da la solución: da ese paso tú mismo.
hint-where = Mira { $place }.
hint-what = { $idea }.
