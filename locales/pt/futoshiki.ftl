## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Preencha cada casa vazia de modo que cada linha e cada coluna tenha uma única vez cada número de 1 até o tamanho da grade: { $examples }.
futoshiki-rules-signs = Os sinais entre as casas devem ser respeitados. A ponta do sinal aponta para o número menor e a abertura para o maior, como em 2 < 4 e 5 > 3. Os sinais entre duas linhas apontam para cima ou para baixo da mesma maneira.
futoshiki-rules-given = Os números impressos na grade são dados. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.
