## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Pinte casas para descobrir um desenho escondido. Os números ao lado de cada linha e acima de cada coluna são os comprimentos dos blocos de casas pintadas dessa linha, em ordem: da esquerda para a direita numa linha, de cima para baixo numa coluna.
nonogram-rules-gaps = Entre dois blocos há pelo menos uma casa vazia; antes do primeiro e depois do último pode haver qualquer quantidade. Uma linha cuja pista é 0 não tem casas pintadas.
nonogram-rules-start = Comece pelas linhas que os seus blocos quase enchem: um bloco de 8 numa linha de 10 cobre as 6 casas do meio, por mais que deslize. Marque com um ponto as casas que você sabe que estão vazias, para que o espaço dos blocos diminua, e alterne entre linhas e colunas.
nonogram-rules-given = Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar. As linhas mais grossas a cada cinco casas ajudam a contar.

## Nonograms' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

nonogram-note-completed-run-look = Procure um bloco de casas pintadas tão longo quanto o único bloco da pista que ele pode ser.
nonogram-note-completed-run-why = Um bloco tem exatamente o comprimento do seu número, então esse trecho é o bloco inteiro e não pode crescer.
nonogram-note-completed-run-removes = Marque como vazias as casas das duas pontas do trecho.
nonogram-note-edge-forcing-look = Procure uma casa pintada perto da borda, ou perto de casas que se sabe que estão vazias.
nonogram-note-edge-forcing-why = Ela pertence ao primeiro bloco daquele lado, e esse bloco não pode começar antes da borda, então ele deve se estender além da casa pintada o bastante para chegar ao seu comprimento.
nonogram-note-edge-forcing-removes = Pinte as casas desde a pintada até onde o bloco deve chegar, no mínimo.
nonogram-note-small-gap-look = Procure casas que nenhum bloco da pista alcança e espaços entre casas vazias.
nonogram-note-small-gap-why = Um bloco precisa de tantas casas livres seguidas quanto o seu número, então um espaço mais curto que todos os blocos que poderiam ir ali não tem nenhum deles.
nonogram-note-small-gap-removes = Marque essas casas e esses espaços como vazios.
nonogram-note-overlap-look = Procure um bloco que é longo comparado com o espaço que tem, como um bloco de 8 numa linha de 10.
nonogram-note-overlap-why = Empurrado o mais para a esquerda possível e depois o mais para a direita, o bloco cobre algumas casas nas duas vezes, e onde quer que ele esteja de verdade, cobre essas casas.
nonogram-note-overlap-removes = Pinte as casas que o bloco cobre nas duas posições.
nonogram-note-line-solving-look = Olhe uma linha, a sua pista e as casas já conhecidas nela.
nonogram-note-line-solving-why = Toda forma de colocar os seus blocos que respeita as casas conhecidas pode ser a solução, então aquilo em que todas concordam é certo.
nonogram-note-line-solving-removes = Pinte uma casa pintada em todas as formas e marque vazia uma casa vazia em todas as formas.
nonogram-note-contradiction-look = Procure uma casa que decide muita coisa e suponha que ela está pintada.
nonogram-note-contradiction-why = Resolva as linhas a partir dali: se alguma linha não puder mais conter os seus blocos, a suposição estava errada, já que a solução respeita todas as linhas.
nonogram-note-contradiction-removes = A casa está vazia (ou pintada, quando é a suposição de vazia que falha).

## Nonograms' step sentences. A line step: "$Line ($clue): $reason. $outcome ($technique)."
## with -step-reason-TECHNIQUE why the technique decides, $outcome the squares filled (-step-filled)
## and left empty (-step-empty), or both (-step-both). A contradiction: -step-contradiction, $value
## and $other -step-value-filled or -step-value-empty. -step-none is the clue of an empty line.

nonogram-step-line-step = { $Line } ({ $clue }): { $reason }. { $outcome } ({ $technique }).
nonogram-step-filled = Pintadas: { $cells }
nonogram-step-empty = Vazias: { $cells }
nonogram-step-both = { $filled }; { $empty }
nonogram-step-contradiction = Se { $cell } estivesse { $value }, as linhas a partir dali deixariam { $line } ({ $clue }) sem espaço para os seus blocos, então { $cell } está { $other } ({ $technique }).
nonogram-step-value-filled = pintada
nonogram-step-value-empty = vazia
nonogram-step-none = 0
nonogram-step-reason-completed-run = um bloco de casas pintadas é tão longo quanto o bloco que ele deve ser, então está completo
nonogram-step-reason-edge-forcing = uma casa pintada perto da borda pertence ao primeiro bloco daquele lado, que deve passar dela
nonogram-step-reason-small-gap = nenhum bloco alcança estas casas, ou o espaço é curto demais para qualquer bloco possível
nonogram-step-reason-overlap = cada bloco, empurrado todo para a esquerda e todo para a direita, continua cobrindo estas casas
nonogram-step-reason-line-solving = todas as formas de colocar os blocos que respeitam as casas conhecidas concordam aqui

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Cada técnica é mostrada numa grade feita para esta página, não num desafio deste livro, logo antes do passo: as casas que já se sabe que estão pintadas são pretas e as que se sabe que estão vazias têm um ponto, a linha para olhar está em cinza-claro, as casas que o passo pinta estão em cinza-escuro e as que ele mostra vazias têm um X.
