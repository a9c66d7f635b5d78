## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Pinte casas para descobrir um desenho escondido. Os números ao lado de cada linha e acima de cada coluna são os comprimentos dos blocos de casas pintadas dessa linha, em ordem: da esquerda para a direita numa linha, de cima para baixo numa coluna.
nonogram-rules-gaps = Entre dois blocos há pelo menos uma casa vazia; antes do primeiro e depois do último pode haver qualquer quantidade. Uma linha cuja pista é 0 não tem casas pintadas.
nonogram-rules-start = Comece pelas linhas que os seus blocos quase enchem: um bloco de 8 numa linha de 10 cobre as 6 casas do meio, por mais que deslize. Marque com um ponto as casas que você sabe que estão vazias, para que o espaço dos blocos diminua, e alterne entre linhas e colunas.
nonogram-rules-given = Cada desafio tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar. As linhas mais grossas a cada cinco casas ajudam a contar.

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Cada técnica é mostrada numa grade feita para esta página, não num desafio deste livro, logo antes do passo: as casas que já se sabe que estão pintadas são pretas e as que se sabe que estão vazias têm um ponto, a linha para olhar está em cinza-claro, as casas que o passo pinta estão em cinza-escuro e as que ele mostra vazias têm um X.
