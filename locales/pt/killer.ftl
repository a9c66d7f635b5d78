## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = numa grade de { $n } por { $n }, os números de 1 a { $n }, em blocos de { $w } casas por { $h }
killer-rules-fill = Preencha cada casa com um número de modo que cada linha, cada coluna e cada bloco (as áreas de borda grossa) tenha cada número uma única vez: { $grids }.
killer-rules-cages = Linhas tracejadas dividem a grade em gaiolas. O pequeno número no canto de uma gaiola é a sua soma: os números da gaiola somam esse valor, e nenhum número se repete dentro de uma gaiola. Uma linha, uma coluna ou um bloco sempre soma { $total }.
killer-rules-given = No início, nenhum número é dado, ou muito poucos. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.

## Killer Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

killer-note-cage-combination-look = Olhe uma gaiola pequena e anote os conjuntos de números diferentes que dão a sua soma.
killer-note-cage-combination-why = Os números de uma gaiola são todos diferentes e somam o valor dela, então só esses conjuntos podem preenchê-la: 3 em duas casas é sempre 1 e 2.
killer-note-cage-combination-removes = Cada casa da gaiola fica só com números de um conjunto que as outras casas podem completar.
killer-note-rule-of-45-look = Procure uma linha, coluna ou bloco quase coberto por gaiolas que ficam inteiras dentro dele.
killer-note-rule-of-45-why = Cada linha, coluna e bloco soma 45 (21 numa grade de 6 por 6), então as casas que sobram somam 45 menos as somas das gaiolas de dentro e os números já colocados.
killer-note-rule-of-45-removes = As casas que sobram viram uma gaiola própria: uma só casa que sobra é esse número; várias ficam só com números que podem dar o seu total.
killer-note-cage-splitting-look = Procure uma gaiola que contém todas as casas que a regra do 45 deixa sobrando numa linha, coluna ou bloco, e mais casas fora dele.
killer-note-cage-splitting-why = As casas de dentro somam o total que a regra do 45 dá, e a soma da gaiola é fixa, então as suas casas de fora somam o resto.
killer-note-cage-splitting-removes = A gaiola se divide em duas gaiolas menores, uma dentro e outra fora, cada uma com a sua soma e menos formas de chegar a ela.
killer-note-cage-overlap-look = Procure um número de que toda forma de preencher uma gaiola precisa e cujas casas possíveis na gaiola ficam todas numa mesma linha, coluna ou bloco.
killer-note-cage-overlap-why = A gaiola deve ter esse número numa dessas casas, e uma linha, coluna ou bloco tem cada número uma só vez.
killer-note-cage-overlap-removes = O número é riscado de todas as outras casas dessa linha, coluna ou bloco, fora da gaiola.
killer-note-combination-clash-look = Procure duas gaiolas na mesma linha, coluna ou bloco, cada uma com poucas formas de chegar à sua soma.
killer-note-combination-clash-why = Uma linha, coluna ou bloco tem cada número uma só vez, então as duas gaiolas não podem ter um número em comum.
killer-note-combination-clash-removes = Uma forma de preencher uma gaiola que deixa a outra sem nenhuma forma de chegar à sua soma é eliminada, com os números que só ela permitia.
killer-note-rule-of-45-bands-look = Olhe duas ou três linhas (ou colunas) vizinhas, ou uma área com gaiolas que saem dela.
killer-note-rule-of-45-bands-why = Cada linha e coluna soma 45, então várias juntas somam 45 vezes a sua quantidade; as gaiolas inteiras dentro tiram as suas somas, e as casas que sobram somam o resto.
killer-note-rule-of-45-bands-removes = As casas que sobram, dentro ou logo fora da faixa, viram uma gaiola de total conhecido e ficam só com números que podem dar esse total.

## Killer's step sentences. $cage is the cage as -step-cage names it ($sum, $cell its corner);
## $cells the squares; $k how many ($k of a combination: the cage's squares); $sets the digit
## sets ("1+2+6 or 1+3+5"); $region and $line a house by name ("row 3", or -step-rows/-columns
## for a band of $lines houses), $inline the same as a place ("in row 3"): a sentence takes
## either; $total a clashing cage's sum; $outcome what the step rules out or places.

killer-step-cage = gaiola de { $sum } em { $cell }
killer-step-combination = na { $cage } ({ $cells }), { $k } casas com números diferentes só somam { $sum } com { $sets }, então: { $outcome }.
killer-step-combination-one = a { $cage } é só { $cells }, que tem, portanto, o { $sum }: { $outcome }.
killer-step-innies = { $region }, ao todo: { $whole }; as gaiolas inteiramente dentro somam { $inside }, então sobram { $sum } para { $cells }: { $outcome }.
killer-step-outies = { $region }, ao todo: { $whole }; as gaiolas que entram ali somam { $all } ao todo, { $whole } delas lá dentro; então sobram { $sum } para { $cells }, do lado de fora: { $outcome }.
killer-step-innies-live = { $region } soma { $whole }; os números já colocados e as gaiolas (ou partes de gaiolas) inteiramente ali dentro somam { $inside }, então { $cells } somam { $sum }: { $outcome }.
killer-step-split = { $region } soma { $whole }, e as casas que sobram ali dentro estão todas na { $cage }, que se divide ali: a sua parte { $cells } soma { $sum }: { $outcome }.
killer-step-overlap = toda forma de preencher a { $cage } usa o { $d }, que ali só pode ficar em { $cells }, todas dentro { $inline }, então: { $outcome }.
killer-step-overlap-in = dentro { $inline }, o { $d } só pode ficar em { $cells }, todas na { $cage }; a gaiola tem, portanto, o { $d }: { $outcome }.
killer-step-clash = a { $cage } e a { $other } não têm números em comum; a { $cage } só se consegue, então, com { $sets }: { $outcome }.
killer-step-rows = as linhas { $list }
killer-step-columns = as colunas { $list }
