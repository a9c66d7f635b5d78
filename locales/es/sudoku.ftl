## Las reglas de un Sudoku. $unit es «number» si el libro tiene un 16×16 (del 10 al 16 no son cifras), si no «digit».
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
       *[other] en una cuadrícula de { $n } por { $n }, los números del 1 al { $n }, con bloques de { $w } casillas de ancho y { $h } de alto
    }
sudoku-rules-fill = { $unit ->
       *[other] Rellena cada casilla vacía con un número de modo que cada fila, cada columna y cada bloque (las zonas marcadas con línea gruesa) contenga cada número una sola vez: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
       *[other] Un número nunca puede repetirse en una fila, una columna o un bloque. Busca la única casilla donde cabe un número, o el único número que cabe en una casilla, y escríbelo; cada número que colocas ayuda con el siguiente.
    }
sudoku-rules-given = { $unit ->
       *[other] Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única solución, y basta la lógica para encontrarla: nunca hace falta adivinar.
    }

## Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

sudoku-note-full-house-look = Busca una fila, columna o bloque al que solo le queda una casilla vacía.
sudoku-note-full-house-why = Cada uno tiene cada número una vez, y allí solo falta un número.
sudoku-note-full-house-removes = La casilla vacía lleva el número que falta.
sudoku-note-naked-single-look = Busca una casilla para la que todos los números menos uno ya están en su fila, su columna o su bloque.
sudoku-note-naked-single-why = Un número no puede repetirse en ninguno de los tres, y la casilla necesita un número.
sudoku-note-naked-single-removes = La casilla lleva el único número que queda, que desaparece entonces de las demás casillas de su fila, su columna y su bloque.
sudoku-note-hidden-single-look = Elige un número y una fila, columna o bloque donde falta, y busca la única casilla de allí que todavía puede llevarlo.
sudoku-note-hidden-single-why = El número debe aparecer allí una vez, y cada otra casilla está bloqueada por el mismo número en su fila, su columna o su bloque.
sudoku-note-hidden-single-removes = El número va en esa casilla, sean cuales sean los otros candidatos que tenía.
sudoku-note-pointing-look = Busca un número cuyos candidatos en un bloque están todos en una sola fila (o una sola columna).
sudoku-note-pointing-why = El bloque debe tener el número, así que va en las casillas de esa fila dentro del bloque, y una fila tiene cada número una sola vez.
sudoku-note-pointing-removes = Tacha el número del resto de esa fila (o columna), fuera del bloque.
sudoku-note-claiming-look = Busca un número cuyos candidatos en una fila (o columna) están todos dentro de un solo bloque.
sudoku-note-claiming-why = La fila debe tener el número, así que va en sus casillas dentro de ese bloque, y un bloque tiene cada número una sola vez.
sudoku-note-claiming-removes = Tacha el número del resto de ese bloque, fuera de la fila (o columna).
sudoku-note-naked-pair-look = Busca dos casillas de una misma fila, columna o bloque cuyos candidatos son los mismos dos números y ningún otro.
sudoku-note-naked-pair-why = Vayan en el orden que vayan, esas dos casillas gastan los dos números.
sudoku-note-naked-pair-removes = Tacha ambos números de todas las demás casillas de esa fila, columna o bloque.
sudoku-note-naked-triple-look = Busca tres casillas de una misma fila, columna o bloque cuyos candidatos, juntos, son solo tres números.
sudoku-note-naked-triple-why = Tres casillas necesitan tres números distintos, así que se quedan justo con esos tres.
sudoku-note-naked-triple-removes = Tacha esos tres números de todas las demás casillas de esa fila, columna o bloque.
sudoku-note-naked-quad-look = Busca cuatro casillas de una misma fila, columna o bloque cuyos candidatos, juntos, son solo cuatro números.
sudoku-note-naked-quad-why = Cuatro casillas necesitan cuatro números distintos, así que se quedan justo con esos cuatro.
sudoku-note-naked-quad-removes = Tacha esos cuatro números de todas las demás casillas de esa fila, columna o bloque.
sudoku-note-hidden-pair-look = Busca dos números que, en una fila, columna o bloque, solo caben en las mismas dos casillas.
sudoku-note-hidden-pair-why = Los dos números tienen que estar allí, y esas dos casillas son su único sitio, así que las casillas llevan esos dos.
sudoku-note-hidden-pair-removes = Tacha todos los demás candidatos de esas dos casillas.
sudoku-note-hidden-triple-look = Busca tres números que, en una fila, columna o bloque, solo caben en las mismas tres casillas.
sudoku-note-hidden-triple-why = Los tres números tienen que estar allí y no tienen otro sitio, así que esas tres casillas los llevan.
sudoku-note-hidden-triple-removes = Tacha todos los demás candidatos de esas tres casillas.
sudoku-note-hidden-quad-look = Busca cuatro números que, en una fila, columna o bloque, solo caben en las mismas cuatro casillas.
sudoku-note-hidden-quad-why = Los cuatro números tienen que estar allí y no tienen otro sitio, así que esas cuatro casillas los llevan.
sudoku-note-hidden-quad-removes = Tacha todos los demás candidatos de esas cuatro casillas.
sudoku-note-xy-wing-look = Busca una casilla con candidatos x e y que ve (comparte fila, columna o bloque con) dos casillas de dos candidatos, una con x y z, otra con y y z.
sudoku-note-xy-wing-why = Si la primera casilla es x, la casilla x-z es z; si es y, la casilla y-z es z: un compañero lleva z en cualquier caso.
sudoku-note-xy-wing-removes = Tacha z de toda casilla que ve a los dos compañeros.
sudoku-note-xyz-wing-look = Busca una casilla con tres candidatos, x, y y z, que comparte fila, columna o bloque con una casilla de x y z y con otra de y y z.
sudoku-note-xyz-wing-why = Tome el número que tome de los tres, ella misma o uno de sus dos compañeros lleva z.
sudoku-note-xyz-wing-removes = Tacha z de toda casilla que comparte fila, columna o bloque con las tres.
sudoku-note-unique-rectangle-look = Busca cuatro casillas en las esquinas de un rectángulo sobre dos bloques, tres de ellas con solo los mismos dos candidatos.
sudoku-note-unique-rectangle-why = Si la cuarta se quedara también solo con esos dos, los dos números podrían intercambiarse por las esquinas y el puzle tendría dos soluciones, y un puzle bien hecho tiene una.
sudoku-note-unique-rectangle-removes = Tacha los dos números de la cuarta esquina.
sudoku-note-w-wing-look = Busca dos casillas con los mismos dos candidatos, x e y, y una fila, columna o bloque donde x solo tiene dos sitios, cada uno viendo una de las casillas.
sudoku-note-w-wing-why = Si ninguna fuera y, ambas serían x, y x no tendría sitio allí: así que una de ellas es y.
sudoku-note-w-wing-removes = Tacha y de toda casilla que ve las dos casillas.
sudoku-note-simple-colouring-look = Elige un número y sigue las filas, columnas y bloques donde tiene exactamente dos sitios, coloreándolos por turnos con dos colores.
sudoku-note-simple-colouring-why = Cada pareja tiene el número una sola vez, así que un color lo tiene en todas partes y el otro en ninguna.
sudoku-note-simple-colouring-removes = Tacha el número de las casillas que ven los dos colores, o de todo un color con dos casillas que se ven.
sudoku-note-xy-chain-look = Busca una cadena de casillas de dos candidatos, cada una en la fila, columna o bloque de la siguiente, cuyos dos extremos tienen el mismo número como candidato.
sudoku-note-xy-chain-why = Si el primer extremo no es ese número, cada casilla lleva a su vez su otro candidato y el último extremo recibe el número: uno de los extremos lo tiene.
sudoku-note-xy-chain-removes = Tacha el número de toda casilla que comparte fila, columna o bloque con los dos extremos.
sudoku-note-forcing-chain-look = Busca una casilla con dos o tres candidatos y sigue, para cada uno, los solitarios que obligaría.
sudoku-note-forcing-chain-why = Un candidato es el bueno: uno cuyos solitarios dejan una casilla sin número es falso, y lo que resulta de todos es cierto.
sudoku-note-forcing-chain-removes = Tacha un candidato falso; coloca un número que colocan todos los caminos y tacha lo que todos descartan.

## The same for a kids book: plain words, no technique names, no "candidates".

sudoku-kids-note-pointing-look = Encuentra un número que, dentro de un bloque, solo podría ir en casillas de la misma fila.
sudoku-kids-note-pointing-why = El bloque necesita ese número, así que estará en esa fila, en algún sitio del bloque.
sudoku-kids-note-pointing-removes = Por eso el número no puede ir en el resto de la fila: táchalo de los números pequeños de allí.
sudoku-kids-note-claiming-look = Encuentra un número que, en una fila, solo podría ir en casillas del mismo bloque.
sudoku-kids-note-claiming-why = La fila necesita ese número, así que estará en ese bloque, en algún sitio de la fila.
sudoku-kids-note-claiming-removes = Por eso el número no puede ir en las otras casillas del bloque: táchalo de los números pequeños de allí.
sudoku-kids-note-naked-pair-look = Encuentra dos casillas de la misma fila, columna o bloque donde solo pueden ir los mismos dos números.
sudoku-kids-note-naked-pair-why = Una casilla lleva un número y la otra el otro, así que esos dos números ya están usados allí.
sudoku-kids-note-naked-pair-removes = Tacha esos dos números de los números pequeños de las otras casillas de esa fila, columna o bloque.
sudoku-kids-note-hidden-pair-look = Encuentra dos números que, en una fila, columna o bloque, solo podrían ir en las mismas dos casillas.
sudoku-kids-note-hidden-pair-why = Los dos números tienen que ir en algún sitio, y esas dos casillas son sus únicos sitios.
sudoku-kids-note-hidden-pair-removes = Así que esas dos casillas llevan esos dos números: tacha los demás números pequeños que tengan.
sudoku-kids-note-naked-triple-look = Encuentra tres casillas de la misma fila, columna o bloque donde, entre todas, solo pueden ir tres números.
sudoku-kids-note-naked-triple-why = Tres casillas necesitan tres números distintos, así que gastan justo esos tres.
sudoku-kids-note-naked-triple-removes = Tacha esos tres números de los números pequeños de las otras casillas de esa fila, columna o bloque.
sudoku-kids-note-hidden-triple-look = Encuentra tres números que, en una fila, columna o bloque, solo podrían ir en las mismas tres casillas.
sudoku-kids-note-hidden-triple-why = Los tres números tienen que ir en algún sitio, y esas tres casillas son sus únicos sitios.
sudoku-kids-note-hidden-triple-removes = Así que esas tres casillas llevan esos tres números: tacha los demás números pequeños que tengan.
