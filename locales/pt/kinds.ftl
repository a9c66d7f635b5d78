## O que é cada tipo de desafio, para a contracapa: <tipo>-pitch abre o texto de um livro só
## desse tipo; <tipo>-line é a sua frase num livro de vários tipos.

futoshiki-pitch =
    O Futoshiki é um desafio numérico de pura lógica. Preencha cada linha e cada coluna da
    grade com cada número uma única vez, de modo que todos os sinais de maior que e menor que
    entre as casas sejam verdadeiros.
futoshiki-line = Futoshiki: cada sinal de maior que é verdadeiro.

skyscrapers-pitch =
    Arranha-céus é um desafio numérico de pura lógica. Cada linha e cada coluna da grade é uma
    rua de prédios, um de cada altura; um número na borda diz quantos prédios se veem dali,
    porque um prédio mais alto esconde os mais baixos que estão atrás dele.
skyscrapers-line = Arranha-céus: os números da borda dizem quantos prédios se veem.

calcudoku-pitch =
    Calcudoku é um desafio numérico de lógica e um pouco de aritmética. Preencha cada linha e
    cada coluna da grade com cada número uma única vez, de modo que os números de cada gaiola
    deem o seu resultado com a sua operação: somar, subtrair, multiplicar ou dividir.
calcudoku-line = Calcudoku: cada gaiola dá o seu resultado.

sudoku-pitch =
    O Sudoku é o clássico desafio numérico de pura lógica. Preencha cada linha, cada coluna e
    cada bloco da grade com cada número uma única vez.
sudoku-line = Sudoku: cada linha, coluna e bloco tem cada número uma vez.

magic-pitch =
    Um quadrado mágico é um desafio numérico de lógica e aritmética. Coloque cada número uma
    única vez para que cada linha, cada coluna e as duas diagonais tenham a mesma soma.
magic-line = Quadrados mágicos: cada linha tem a mesma soma.

killer-pitch =
    O Killer Sudoku é um Sudoku de lógica e um pouco de soma. Cada linha, cada coluna e cada
    bloco tem cada número uma vez; gaiolas tracejadas dividem a grade, e os números diferentes
    de cada gaiola somam o pequeno número do seu canto.
killer-line = Killer Sudoku: os números de cada gaiola somam o seu número.

kakuro-pitch =
    O Kakuro é uma palavra cruzada de números, resolvida com lógica e um pouco de soma. Escreva
    um algarismo de 1 a 9 em cada casa branca; os algarismos de cada sequência, na horizontal ou
    na vertical, somam o número no bloco antes dela, e nenhum algarismo se repete numa
    sequência.
kakuro-line = Kakuro: os algarismos de cada sequência somam o seu número.

nonogram-pitch =
    Os nonogramas são desafios de imagens de pura lógica. Os números ao lado de cada linha e
    acima de cada coluna dão, em ordem, os comprimentos dos seus blocos de casas pintadas;
    pinte as casas certas e um desenho escondido aparece.
nonogram-line = Nonogramas: os números revelam um desenho escondido.

## Each kind's name as a book prints it (titles, headings, running heads).

futoshiki-name = Futoshiki
skyscrapers-name = Arranha-céus
calcudoku-name = Calcudoku
sudoku-name = Sudoku
killer-name = Killer Sudoku
kakuro-name = Kakuro
magic-name = Quadrados mágicos
nonogram-name = Nonogramas
