## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Cada casa da grade tem um arranha-céu, e o número nela é a sua altura. Cada linha e cada coluna tem cada altura uma única vez: { $examples }.
skyscrapers-rules-clues = Um número fora da grade diz quantos arranha-céus se veem olhando dali ao longo daquela linha ou coluna. Um prédio mais alto esconde todos os mais baixos atrás dele, então só se vê um prédio quando ele é mais alto que todos os que estão à frente.
skyscrapers-rules-example = Por exemplo, numa linha de uma grade de { $n } por { $n }, um 1 do lado de fora quer dizer que o prédio mais alto, o { $n }, está logo ao lado; um { $n } quer dizer que se veem todos, então a linha sobe 1, 2, … até { $n } a partir desse lado. Onde não há número, não há pista.
skyscrapers-rules-given = Alguns desafios também trazem umas poucas alturas dentro da grade. Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.

## Skyscrapers' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

skyscrapers-note-clue-one-look = Procure uma pista 1 fora da grade.
skyscrapers-note-clue-one-why = Dali só se vê o primeiro prédio, então ele esconde todos os outros da linha: é o mais alto.
skyscrapers-note-clue-one-removes = A casa ao lado da pista recebe a maior altura.
skyscrapers-note-clue-full-look = Procure uma pista do tamanho da grade, como um 5 ao lado de uma grade de 5 por 5.
skyscrapers-note-clue-full-why = Dali se veem todos os prédios, então cada um deve ser mais alto que todos os que estão à sua frente.
skyscrapers-note-clue-full-removes = A linha sobe 1, 2, 3 e assim por diante a partir desse lado: cada casa dela recebe a sua altura.
skyscrapers-note-clue-bounds-look = Olhe uma pista e as casas mais próximas dela, por exemplo um 3 ao lado de uma grade de 5 por 5.
skyscrapers-note-clue-bounds-why = Para ver três, pelo menos dois prédios mais baixos ficam na frente do mais alto: o 5 não está nas duas primeiras casas, a primeira casa vale no máximo 3 e a segunda no máximo 4.
skyscrapers-note-clue-bounds-removes = Risque, perto da pista, as alturas altas demais para deixar prédios suficientes à vista.
skyscrapers-note-facing-clues-look = Procure uma linha com pistas nas duas pontas que somam um a mais que o tamanho da grade.
skyscrapers-note-facing-clues-why = O mais alto é visto das duas pontas e cada outro prédio de uma ponta no máximo, então cada lado tem o espaço exato para os prédios que vê.
skyscrapers-note-facing-clues-removes = O mais alto fica a tantas casas da primeira pista quanto essa pista diz, contando a casa ao lado dela como a primeira.
skyscrapers-note-clue-last-seen-look = Procure uma pista que já vê todos os seus prédios menos um entre os altos que estão na sua linha.
skyscrapers-note-clue-last-seen-why = A pista precisa de mais um prédio à vista, e só sobra a casa ao lado da pista para ser esse prédio.
skyscrapers-note-clue-last-seen-removes = Essa casa deve ser mais alta que todas as casas entre ela e os prédios já vistos: risque as alturas baixas demais.
skyscrapers-note-clue-enumeration-look = Olhe uma pista e a sua linha, com os candidatos das casas da linha.
skyscrapers-note-clue-enumeration-why = Só poucas ordens de alturas respeitam esses candidatos e deixam a pista ver exatamente o seu número de prédios, e a solução é uma delas.
skyscrapers-note-clue-enumeration-removes = Uma altura que nenhuma dessas ordens põe numa casa é riscada dali.
skyscrapers-note-line-enumeration-look = Olhe uma linha com pistas nas duas pontas, com os candidatos das suas casas.
skyscrapers-note-line-enumeration-why = As alturas da linha devem respeitar ao mesmo tempo as duas pistas e os candidatos, o que deixa menos ordens que cada pista sozinha, e a solução é uma delas.
skyscrapers-note-line-enumeration-removes = Uma altura que nenhuma das ordens que sobram põe numa casa é riscada dali.

## Skyscrapers' clue steps in books other than English (English books print the sentences of
## src/skyscrapers/explain.rs; these English ones are the source for translators). A clue by its
## side ($clue, $n the column or row); $line the row or column, $climb the heights in order,
## $other the facing clue, $sum the two clues' total, $outcome what the step places or rules out.

skyscrapers-step-top = a pista { $clue } acima da coluna { $n }
skyscrapers-step-bottom = a pista { $clue } abaixo da coluna { $n }
skyscrapers-step-left = a pista { $clue } à esquerda da linha { $n }
skyscrapers-step-right = a pista { $clue } à direita da linha { $n }
skyscrapers-step-clue-one = { $clue } indica que só se vê um prédio, então o mais alto está logo ao lado: { $outcome }.
skyscrapers-step-clue-full = { $clue } indica que se veem todos os prédios, então { $line } sobe { $climb } a partir dessa borda: { $outcome }.
skyscrapers-step-facing = { $clue } e { $other } somam { $sum }, um a mais que o tamanho, então o mais alto é visto das duas pontas sem folga: { $outcome }.
