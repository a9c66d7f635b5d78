## The Latin core's technique notes for the techniques pages, three sentences each: what to
## look for (-look), why it works (-why), what it removes or places (-removes). A kind with notes
## of its own (KIND-note-NAME-* in KIND.ftl) prints those instead.

note-naked-single-look = Busca una casilla en la que todos los números menos uno ya están descartados.
note-naked-single-why = Su fila, su columna y las pistas prohíben todos los demás, y cada casilla necesita un número.
note-naked-single-removes = La casilla lleva el único número que queda, que desaparece entonces de las demás casillas de su fila y su columna.
note-hidden-single-look = Elige un número y una fila o columna, y busca la única casilla de ella que todavía puede llevarlo.
note-hidden-single-why = Cada fila y cada columna tiene cada número una vez, así que el número debe ir en algún lugar de esa línea, y no le queda otra casilla.
note-hidden-single-removes = El número va en esa casilla, sean cuales sean los otros candidatos que tenía.
note-naked-pair-look = Busca dos casillas de una misma fila o columna cuyos candidatos son los mismos dos números y ningún otro.
note-naked-pair-why = Vayan en el orden que vayan, esas dos casillas gastan los dos números.
note-naked-pair-removes = Tacha ambos números de todas las demás casillas de esa fila o columna.
note-naked-triple-look = Busca tres casillas de una misma fila o columna cuyos candidatos, juntos, son solo tres números.
note-naked-triple-why = Tres casillas necesitan tres números distintos, así que se quedan justo con esos tres.
note-naked-triple-removes = Tacha esos tres números de todas las demás casillas de esa fila o columna.
note-naked-quad-look = Busca cuatro casillas de una misma fila o columna cuyos candidatos, juntos, son solo cuatro números.
note-naked-quad-why = Cuatro casillas necesitan cuatro números distintos, así que se quedan justo con esos cuatro.
note-naked-quad-removes = Tacha esos cuatro números de todas las demás casillas de esa fila o columna.
note-hidden-pair-look = Busca dos números que, en una fila o columna, solo caben en las mismas dos casillas.
note-hidden-pair-why = Los dos números tienen que estar en esa línea, y esas dos casillas son su único sitio, así que las casillas llevan esos dos.
note-hidden-pair-removes = Tacha todos los demás candidatos de esas dos casillas.
note-hidden-triple-look = Busca tres números que, en una fila o columna, solo caben en las mismas tres casillas.
note-hidden-triple-why = Los tres números tienen que estar en esa línea y no tienen otro sitio, así que esas tres casillas los llevan.
note-hidden-triple-removes = Tacha todos los demás candidatos de esas tres casillas.
note-hidden-quad-look = Busca cuatro números que, en una fila o columna, solo caben en las mismas cuatro casillas.
note-hidden-quad-why = Los cuatro números tienen que estar en esa línea y no tienen otro sitio, así que esas cuatro casillas los llevan.
note-hidden-quad-removes = Tacha todos los demás candidatos de esas cuatro casillas.
note-x-wing-look = Busca un número que, en dos filas, solo cabe en las mismas dos columnas: las cuatro casillas forman un rectángulo.
note-x-wing-why = El número ocupa una esquina en cada fila, y las dos esquinas nunca están en la misma columna, así que ocupa las dos columnas allí.
note-x-wing-removes = Tacha el número del resto de las dos columnas (y lo mismo cambiando filas por columnas).
note-swordfish-look = Busca un número que, en tres filas, solo cabe en casillas de las mismas tres columnas.
note-swordfish-why = Las tres filas necesitan el número tres veces, cada vez en otra de esas columnas, así que esas columnas lo reciben en esas filas.
note-swordfish-removes = Tacha el número del resto de las tres columnas (y lo mismo cambiando filas por columnas).
note-jellyfish-look = Busca un número que, en cuatro filas, solo cabe en casillas de las mismas cuatro columnas.
note-jellyfish-why = Las cuatro filas necesitan el número cuatro veces, cada vez en otra de esas columnas, así que esas columnas lo reciben en esas filas.
note-jellyfish-removes = Tacha el número del resto de las cuatro columnas (y lo mismo cambiando filas por columnas).
note-forcing-chain-look = Busca una cadena de casillas de dos candidatos, cada una en la fila o columna de la siguiente, cuyos dos extremos tienen el mismo número como candidato.
note-forcing-chain-why = Si el primer extremo no es ese número, cada casilla lleva a su vez su otro candidato y el último extremo recibe el número: uno de los extremos lo tiene.
note-forcing-chain-removes = Tacha el número de toda casilla que comparte fila o columna con los dos extremos.
