## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Rellena cada casilla vacía con un número de modo que cada número se use una sola vez. La línea bajo cada cuadrícula indica qué números usar y cuánto suma cada línea, por ejemplo «{ $example }».
magic-rules-line = Una línea es una fila, una columna o una de las dos diagonales de esquina a esquina.
magic-rules-start = Empieza por una línea con una sola casilla vacía: contiene el total menos los números que ya hay. Cuando ninguna línea está tan cerca, anota los números libres que podrían completar una línea y tacha los que no encajan en las otras líneas que pasan por la misma casilla.
magic-rules-given = Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.

## Magic squares' step sentences in books other than English (English books print the
## sentences of src/magic/explain.rs; these English ones are the source for translators). $line a
## row, column or diagonal (the diagonals and "a line" named here), $cell a square, $v its number,
## $sum the sum worked out ("34 – 13 – 10 – 7 = 4"), $k how many, $blanks the empty squares,
## $ways the ways listed (": 1 + 6 or 2 + 5") or counted (-step-ways; a piece that starts with a
## space writes it as { " " }), $outcome what the step rules out.

magic-step-diagonal = la diagonal que empieza arriba a la izquierda
magic-step-anti-diagonal = la diagonal que empieza arriba a la derecha
magic-step-line = una línea
magic-step-one-blank = { $line } tiene una sola casilla vacía: { $sum }, así que { $cell } es { $v }.
magic-step-naked = Para { $cell } solo queda el { $v }: todos los demás números ya están usados o no pueden completar una de sus líneas. Así que { $cell } es { $v }.
magic-step-hidden = El { $v } aún no está en la cuadrícula, y { $cell } es la única casilla que todavía puede tenerlo. Así que { $cell } es { $v }.
magic-step-line-sum = { $line } tiene { $k } casillas vacías, { $blanks }, que deben sumar { $sum } con números aún no usados, cada uno posible todavía en su casilla{ $ways }. Así que { $outcome }.
magic-step-ways = , de { $k } formas

## The square's numbers in running text: a range ($a to $z), or a list with a step ($a, $b … $z).

magic-numbers-range = los números del { $a } al { $z }
magic-numbers-list = los números { $a }, { $b } … { $z }

## What a grid prints under it, longest first (the drawing takes the first that fits): $numbers
## as above ({ $Numbers } with a capital), $short the numbers in figures ("4–12"), $t the total.

magic-caption-long = Usa { $numbers }; cada línea suma { $t }
magic-caption-medium = { $Numbers }; las líneas suman { $t }
magic-caption-short = { $short }; suma { $t }

## Magic squares' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

magic-note-one-blank-line-look = Busca una fila, columna o diagonal a la que solo le queda una casilla vacía.
magic-note-one-blank-line-why = Todas las líneas suman lo mismo, así que la casilla vacía lleva la suma menos los números que ya están en la línea.
magic-note-one-blank-line-removes = Escribe ese número en la casilla: queda usado y ninguna otra casilla puede llevarlo.
magic-note-naked-single-look = Busca una casilla en la que solo queda un número posible.
magic-note-naked-single-why = Todos los demás números ya están usados o no dan la suma de sus líneas, y cada casilla necesita un número.
magic-note-naked-single-removes = La casilla lleva ese número, que desaparece entonces de todas las demás casillas.
magic-note-hidden-single-look = Elige un número aún no colocado y busca la única casilla que todavía puede llevarlo.
magic-note-hidden-single-why = Cada número aparece una vez en el cuadrado, así que debe ir en algún sitio, y no le queda otra casilla.
magic-note-hidden-single-removes = El número va en esa casilla, sean cuales sean los otros números posibles que tenía.
magic-note-line-sum-look = Busca una línea con dos o tres casillas vacías y calcula cuánto deben sumar: la suma menos los números que ya tiene.
magic-note-line-sum-why = Solo unos pocos grupos de números sin usar llegan a ese valor, y cada casilla debe encajar también en sus otras líneas.
magic-note-line-sum-removes = Cada casilla vacía conserva solo los números que le puede dar uno de esos grupos: tacha los demás.
magic-note-four-blank-sum-look = Busca una línea de un cuadrado de 4 por 4 con sus cuatro casillas vacías.
magic-note-four-blank-sum-why = Deben sumar el total, y solo algunos grupos de cuatro números sin usar lo hacen, encajando cada casilla también en sus otras líneas.
magic-note-four-blank-sum-removes = Cada casilla conserva solo los números que le puede dar uno de esos grupos: tacha los demás.
