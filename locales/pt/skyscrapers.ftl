## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Cada casa da grade tem um arranha-céu, e o número nela é a sua altura. Cada linha e cada coluna tem cada altura uma única vez: { $examples }.
skyscrapers-rules-clues = Um número fora da grade diz quantos arranha-céus se veem olhando dali ao longo daquela linha ou coluna. Um prédio mais alto esconde todos os mais baixos atrás dele, então só se vê um prédio quando ele é mais alto que todos os que estão à frente.
skyscrapers-rules-example = Por exemplo, numa linha de uma grade de { $n } por { $n }, um 1 do lado de fora quer dizer que o prédio mais alto, o { $n }, está logo ao lado; um { $n } quer dizer que se veem todos, então a linha sobe 1, 2, … até { $n } a partir desse lado. Onde não há número, não há pista.
skyscrapers-rules-given = Alguns desafios também trazem umas poucas alturas dentro da grade. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.
