## Qué es cada tipo de puzle, para la contraportada: <tipo>-pitch abre el texto de un libro
## de ese tipo solo; <tipo>-line es su frase en un libro de varios tipos.

futoshiki-pitch =
    El Futoshiki es un puzle numérico de pura lógica. Rellena cada fila y cada columna de la
    cuadrícula con cada número una sola vez, de modo que se cumplan todos los signos de mayor
    que y menor que entre las casillas.
futoshiki-line = Futoshiki: se cumple cada signo de mayor que.

skyscrapers-pitch =
    Rascacielos es un puzle numérico de pura lógica. Cada fila y cada columna de la cuadrícula
    es una calle de edificios, uno de cada altura; un número en el borde dice cuántos edificios
    se ven desde allí, porque un edificio más alto tapa a los más bajos que tiene detrás.
skyscrapers-line = Rascacielos: los números del borde dicen cuántos edificios se ven.

calcudoku-pitch =
    Calcudoku es un puzle numérico de lógica y un poco de aritmética. Rellena cada fila y cada
    columna de la cuadrícula con cada número una sola vez, de modo que los números de cada
    jaula den su resultado con su operación: sumar, restar, multiplicar o dividir.
calcudoku-line = Calcudoku: cada jaula da su resultado.

sudoku-pitch =
    El Sudoku es el clásico puzle numérico de pura lógica. Rellena cada fila, cada columna y
    cada bloque de la cuadrícula con cada número una sola vez.
sudoku-line = Sudoku: cada fila, columna y bloque tiene cada número una vez.

magic-pitch =
    Un cuadrado mágico es un puzle numérico de lógica y aritmética. Coloca cada número una sola
    vez para que cada fila, cada columna y las dos diagonales sumen lo mismo.
magic-line = Cuadrados mágicos: cada línea suma lo mismo.

killer-pitch =
    El Sudoku Killer es un Sudoku de lógica y un poco de sumar. Cada fila, cada columna y cada
    bloque contiene cada número una vez; unas jaulas discontinuas dividen la cuadrícula, y los
    números distintos de cada jaula suman la pequeña cifra de su esquina.
killer-line = Sudoku Killer: los números de cada jaula suman su cifra.

kakuro-pitch =
    El Kakuro es un crucigrama de números que se resuelve con lógica y un poco de sumar. Escribe
    un número del 1 al 9 en cada casilla blanca; los números de cada tramo, horizontal o
    vertical, suman la cifra del bloque que lo precede, y ningún número se repite en un tramo.
kakuro-line = Kakuro: los números de cada tramo suman su cifra.

nonogram-pitch =
    Los nonogramas son puzles de imágenes de pura lógica. Los números junto a cada fila y
    sobre cada columna dan, en orden, las longitudes de sus bloques de casillas rellenas;
    rellena las casillas correctas y aparecerá un dibujo oculto.
nonogram-line = Nonogramas: los números descubren un dibujo oculto.

## Each kind's name as a book prints it (titles, headings, running heads).

futoshiki-name = Futoshiki
skyscrapers-name = Rascacielos
calcudoku-name = Calcudoku
sudoku-name = Sudoku
killer-name = Sudoku Killer
kakuro-name = Kakuro
magic-name = Cuadrados mágicos
nonogram-name = Nonogramas
