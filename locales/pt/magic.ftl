## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Preencha cada casa vazia com um número de modo que cada número seja usado uma única vez. A linha embaixo de cada grade diz quais números usar e quanto soma cada linha, por exemplo “{ $example }”.
magic-rules-line = Uma linha é uma fileira, uma coluna ou uma das duas diagonais de canto a canto.
magic-rules-start = Comece por uma linha com uma só casa vazia: ela tem o total menos os números que já estão ali. Quando nenhuma linha está tão perto, anote os números livres que poderiam completar uma linha e risque os que não servem para as outras linhas que passam pela mesma casa.
magic-rules-given = Os números impressos na grade são dados. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.

## Magic squares' step sentences in books other than English (English books print the
## sentences of src/magic/explain.rs; these English ones are the source for translators). $line a
## row, column or diagonal (the diagonals and "a line" named here), $cell a square, $v its number,
## $sum the sum worked out ("34 – 13 – 10 – 7 = 4"), $k how many, $blanks the empty squares,
## $ways the ways listed (": 1 + 6 or 2 + 5") or counted (-step-ways; a piece that starts with a
## space writes it as { " " }), $outcome what the step rules out.

magic-step-diagonal = a diagonal que começa no canto superior esquerdo
magic-step-anti-diagonal = a diagonal que começa no canto superior direito
magic-step-line = uma linha
magic-step-one-blank = { $line } tem uma só casa vazia: { $sum }, então { $cell } é { $v }.
magic-step-naked = Para { $cell } só resta o { $v }: todos os outros números já foram usados ou não podem completar uma das suas linhas. Então { $cell } é { $v }.
magic-step-hidden = O { $v } ainda não está na grade, e { $cell } é a única casa que ainda pode recebê-lo. Então { $cell } é { $v }.
magic-step-line-sum = { $line } tem { $k } casas vazias, { $blanks }, que devem somar { $sum } com números ainda não usados, cada um ainda possível na sua casa{ $ways }. Então { $outcome }.
magic-step-ways = , de { $k } formas

## The square's numbers in running text: a range ($a to $z), or a list with a step ($a, $b … $z).

magic-numbers-range = os números de { $a } a { $z }
magic-numbers-list = os números { $a }, { $b } … { $z }

## What a grid prints under it, longest first (the drawing takes the first that fits): $numbers
## as above ({ $Numbers } with a capital), $short the numbers in figures ("4–12"), $t the total.

magic-caption-long = Use { $numbers }; cada linha soma { $t }
magic-caption-medium = { $Numbers }; as linhas somam { $t }
magic-caption-short = { $short }; soma { $t }

## Magic squares' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

magic-note-one-blank-line-look = Procure uma linha, coluna ou diagonal com uma só casa vazia.
magic-note-one-blank-line-why = Toda linha dá o mesmo total, então a casa vazia tem o total menos os números que já estão na linha.
magic-note-one-blank-line-removes = Escreva esse número na casa: ele fica usado, e nenhuma outra casa pode recebê-lo.
magic-note-naked-single-look = Procure uma casa em que só um número ainda é possível.
magic-note-naked-single-why = Todos os outros números já foram usados em outro lugar ou não podem dar os totais das linhas da casa, e toda casa precisa de um número.
magic-note-naked-single-removes = A casa recebe esse número, que então sai de todas as outras casas.
magic-note-hidden-single-look = Escolha um número ainda não colocado e procure a única casa que ainda pode recebê-lo.
magic-note-hidden-single-why = Cada número é usado uma vez no quadrado, então ele tem de ir para algum lugar, e não sobra outra casa para ele.
magic-note-hidden-single-removes = O número vai para essa casa, seja lá o que mais a casa pudesse ter.
magic-note-line-sum-look = Procure uma linha com duas ou três casas vazias e calcule quanto elas devem somar: o total menos os números que já estão nela.
magic-note-line-sum-why = Só poucos conjuntos de números não usados chegam a essa soma, e cada casa também deve servir para as suas outras linhas.
magic-note-line-sum-removes = Cada casa vazia fica só com os números que algum desses conjuntos pode lhe dar: risque o resto.
magic-note-four-blank-sum-look = Procure uma linha de um quadrado de 4 por 4 com as quatro casas vazias.
magic-note-four-blank-sum-why = Elas devem somar o total, e só alguns conjuntos de quatro números não usados fazem isso, com cada casa servindo também para as suas outras linhas.
magic-note-four-blank-sum-removes = Cada casa fica só com os números que algum desses conjuntos pode lhe dar: risque o resto.
