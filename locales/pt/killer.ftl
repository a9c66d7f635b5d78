## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = numa grade de { $n } por { $n }, os números de 1 a { $n }, em blocos de { $w } casas por { $h }
killer-rules-fill = Preencha cada casa com um número de modo que cada linha, cada coluna e cada bloco (as áreas de borda grossa) tenha cada número uma única vez: { $grids }.
killer-rules-cages = Linhas tracejadas dividem a grade em gaiolas. O pequeno número no canto de uma gaiola é a sua soma: os números da gaiola somam esse valor, e nenhum número se repete dentro de uma gaiola. Uma linha, uma coluna ou um bloco sempre soma { $total }.
killer-rules-given = No início, nenhum número é dado, ou muito poucos. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.
