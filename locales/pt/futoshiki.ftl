## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Preencha cada casa vazia de modo que cada linha e cada coluna tenha uma única vez cada número de 1 até o tamanho da grade: { $examples }.
futoshiki-rules-signs = Os sinais entre as casas devem ser respeitados. A ponta do sinal aponta para o número menor e a abertura para o maior, como em 2 < 4 e 5 > 3. Os sinais entre duas linhas apontam para cima ou para baixo da mesma maneira.
futoshiki-rules-given = Os números impressos na grade são dados. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.

## Futoshiki's sign step in books other than English (English prints src/solve/explain.rs),
## put together from these: a cell's bound ($cell, $d), and a reason with what follows from it.

futoshiki-step-at-most = { $cell } é no máximo { $d }
futoshiki-step-at-least = { $cell } é no mínimo { $d }
futoshiki-step-is = { $cell } é { $d }
futoshiki-step-so = { $reason }, então { $then }
futoshiki-step-both = { $first }; { $second }

## Futoshiki's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

futoshiki-note-sign-bounds-look = Olhe um sinal entre duas casas e os candidatos das duas.
futoshiki-note-sign-bounds-why = O lado pequeno deve ser menor que o lado grande, então fica abaixo do maior candidato do lado grande, e o lado grande fica acima do menor candidato do lado pequeno.
futoshiki-note-sign-bounds-removes = Risque os números que desrespeitam isso de cada lado do sinal.
futoshiki-note-sign-chain-look = Procure uma casa que é maior, por uma cadeia de sinais, que várias outras casas da sua linha ou coluna.
futoshiki-note-sign-chain-why = Essas casas estão na mesma linha, então têm números diferentes: uma casa maior que três delas vale pelo menos 4.
futoshiki-note-sign-chain-removes = Risque da casa os números pequenos demais para as casas abaixo dela (ou grandes demais para as que estão acima).
