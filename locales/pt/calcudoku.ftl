## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Preencha cada casa com um número de modo que cada linha e cada coluna tenha cada número uma única vez: { $examples }.
calcudoku-rules-cages = Linhas grossas dividem a grade em gaiolas. A pequena pista no canto de uma gaiola dá um resultado e uma operação: os números da gaiola devem dar o resultado com essa operação. 7+ quer dizer que somam 7; 12× quer dizer que, multiplicados, dão 12.
calcudoku-rules-pairs = Uma gaiola com { $minus } ou ÷ tem duas casas: 3{ $minus } quer dizer que um número é 3 a mais que o outro, 2÷ que um número é o dobro do outro, em qualquer ordem. Uma gaiola de uma só casa mostra o seu número.
calcudoku-rules-repeat = Um número pode se repetir dentro de uma gaiola, desde que não apareça duas vezes na mesma linha ou coluna. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.

## Os passos de um Calcudoku em frases. $clue é a pista da gaiola ("6+"), $squares as suas
## casas, $cells as casas que um preenchimento segue, $outcome o que o passo elimina ou coloca.

calcudoku-no-op = sem operação
calcudoku-single = { $cell } deve ser { $d }: é uma gaiola de uma só casa que mostra o { $d }.
calcudoku-combinations = Todas as formas de completar a gaiola { $clue } ({ $squares }) usam só { $digits }, então { $outcome }.
calcudoku-fills = A gaiola { $clue } ({ $squares }) só pode ser preenchida como { $fills } ({ $cells }), então { $outcome }.
calcudoku-many-fills = A gaiola { $clue } ({ $squares }) tem { $count ->
        [one] { $count } forma de ser preenchida
       *[other] { $count } formas de ser preenchida
    }, então { $outcome }.
calcudoku-cage-line = Toda forma de preencher a gaiola { $clue } ({ $squares }) põe { $digits } dentro { $inline }, então { $line } não tem outra casa que possa { $count ->
        [one] tê-lo
       *[other] tê-los
    }: { $outcome }.
calcudoku-line-sum = { $line } soma { $whole }; { $count ->
        [one] a gaiola inteira dentro dela ({ $clues }) soma
       *[other] as gaiolas inteiras dentro dela ({ $clues }) somam
    } { $sums }, então { $rest } somam { $restsums } com números diferentes: { $outcome }.

## Calcudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

calcudoku-note-single-cell-cage-look = Procure uma gaiola de uma só casa.
calcudoku-note-single-cell-cage-why = O resultado dela só tem o número dessa casa para formá-lo, então o número é o próprio resultado.
calcudoku-note-single-cell-cage-removes = Escreva o resultado na casa.
calcudoku-note-cage-combinations-look = Olhe uma gaiola, o seu resultado e a sua operação, e anote os conjuntos de números que dão o resultado.
calcudoku-note-cage-combinations-why = As casas da gaiola devem ter um desses conjuntos, já que nenhum outro número dá o resultado.
calcudoku-note-cage-combinations-removes = Risque das casas da gaiola todo número que não está em nenhum dos conjuntos.
calcudoku-note-cage-fills-look = Olhe uma gaiola e teste, casa por casa, cada forma de escrever um dos seus conjuntos de números nas suas casas.
calcudoku-note-cage-fills-why = Uma forma só é possível se cada casa ainda tiver o número que recebe e nenhuma linha ou coluna repetir um número, e a solução preenche a gaiola de uma das formas que sobram.
calcudoku-note-cage-fills-removes = Um número que nenhuma forma restante põe numa casa é riscado dessa casa.
calcudoku-note-cage-line-look = Procure uma gaiola em que toda forma de preenchê-la põe um certo número na parte da gaiola que fica numa linha ou coluna.
calcudoku-note-cage-line-why = Seja qual for a forma certa, essa linha ou coluna recebe o número dentro da gaiola, e uma linha tem cada número uma só vez.
calcudoku-note-cage-line-removes = Risque o número do resto dessa linha ou coluna, fora da gaiola.
calcudoku-note-line-sum-look = Procure uma linha ou coluna em que as gaiolas que ficam inteiras dentro dela deixam só poucas casas de fora.
calcudoku-note-line-sum-why = Toda linha soma 1 + 2 + e assim por diante até o tamanho, então essas poucas casas somam o que as gaiolas inteiras deixam desse total.
calcudoku-note-line-sum-removes = Essas casas ficam só com números de conjuntos de números diferentes que dão esse resto: risque os outros.
