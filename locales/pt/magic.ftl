## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Preencha cada casa vazia com um número de modo que cada número seja usado uma única vez. A linha embaixo de cada grade diz quais números usar e quanto soma cada linha, por exemplo “{ $example }”.
magic-rules-line = Uma linha é uma fileira, uma coluna ou uma das duas diagonais de canto a canto.
magic-rules-start = Comece por uma linha com uma só casa vazia: ela tem o total menos os números que já estão ali. Quando nenhuma linha está tão perto, anote os números livres que poderiam completar uma linha e risque os que não servem para as outras linhas que passam pela mesma casa.
magic-rules-given = Os números impressos na grade são dados. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.
