## As regras de um Sudoku. $unit é "number" quando o livro tem um 16×16 (de 10 a 16 não são algarismos), senão "digit".
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
       *[other] numa grade de { $n } por { $n }, os números de 1 a { $n }, com blocos de { $w } casas de largura e { $h } de altura
    }
sudoku-rules-fill = { $unit ->
       *[other] Preencha cada casa vazia com um número de modo que cada linha, cada coluna e cada bloco (as áreas contornadas em negrito) tenha cada número uma única vez: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
       *[other] Um número nunca pode se repetir numa linha, numa coluna ou num bloco. Procure a única casa onde cabe um número, ou o único número que cabe numa casa, e escreva-o; cada número que você coloca ajuda com o próximo.
    }
sudoku-rules-given = { $unit ->
       *[other] Os números impressos na grade são dados. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.
    }
