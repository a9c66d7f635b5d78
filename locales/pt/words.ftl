## Os textos fixos de um livro: títulos, rótulos, cabeçalhos, regras, nomes de níveis e linhas da
## capa. { $name } é preenchido pelo livro; { $Name } é o mesmo valor com a inicial maiúscula.

published-by = Publicado por { $publisher }
credit = Feito com bookmaker { $version } a partir da semente { $seed }, formato { $trim }, modelo { $template }. A mesma especificação, gerada com a mesma versão do bookmaker, produz de novo este livro, desafio por desafio.
contents = Sumário
contents-continued = Sumário (continuação)
how-to-play = Como jogar
how-to-play-kind = Como jogar: { $kind }
continued = { $title } (continuação)
solving-example = O exemplo, passo a passo
solving-kind-example = Passo a passo: { $kind }
contents-puzzle = { $name }: desafio { $range }
contents-puzzles = { $name }: desafios { $range }
contents-answers = Soluções { $range }
contents-section-answers = { $name }: soluções { $range }
notes = Anotações
book-rule = Em cada seção, os desafios ficam mais difíceis à medida que você avança. As estrelas ao lado do número de cada desafio indicam o nível: uma estrela para fácil, duas para médio, três para difícil. As soluções estão no fim do livro: a linha acima de cada desafio indica a página da solução.
example-intro = Aqui está um pequeno exemplo. Os números ao lado da grade identificam as linhas e as colunas: L2C3 é a casa da linha 2, coluna 3. Na página seguinte, ele é resolvido passo a passo.
steps-intro = Ao resolver, anotamos quais números cada casa vazia ainda pode ter, os seus candidatos, e vamos eliminando-os. Os primeiros passos:
steps-more = Passos do mesmo tipo, mais { $n }, completam a grade:
steps-done = E a grade fica completa:
puzzle-label = Desafio { $n } · solução p. { $page }
puzzle-label-short = { $n } · solução p. { $page }
puzzle-label-shortest = { $n } · sol. p. { $page }
puzzle-label-hint = Desafio { $n } · dica p. { $hint } · solução p. { $page }
puzzle-label-hint-short = { $n } · dica p. { $hint } · sol. p. { $page }
puzzle-label-hint-shortest = { $n } · d. { $hint } · s. { $page }
answer-label = Desafio { $n } · página { $page }
answer-label-short = { $n } · página { $page }
answer-label-shortest = { $n } · p. { $page }
answer-titled = { $label }: { $title }
answer-head = Solução { $n }
answers-head = Soluções { $first }–{ $last }
easy = fácil
medium = médio
hard = difícil
expert = especialista
master = mestre
and = e
or = ou
cell = L{ $row }C{ $col }
step-row = a linha { $n }
step-column = a coluna { $n }
step-box = o bloco { $n }
step-in-row = da linha { $n }
step-in-column = da coluna { $n }
step-in-box = do bloco { $n }
step-must-be = { $cell } deve ser { $d }
step-cannot-be = { $cells } não pode ser { $digits }
step-cannot-be-many = { $cells } não podem ser { $digits }
step-naked-single = { $cell } deve ser { $d }: todos os outros números estão eliminados ali.
step-hidden-single = { $cell } deve ser { $d }: é a única casa { $line } que pode ter o { $d }.
step-full-house = { $cell } deve ser { $d }: é a última casa vazia { $line }, e o { $d } é o número que falta.
step-naked-subset = { $cells } só têm, juntas, { $digits }, então nenhuma outra casa { $line } pode ter { $any }: { $outcome }.
step-hidden-subset = Dentro { $line }, { $digits } só podem ficar em { $cells }, então essas casas não têm mais nada: { $outcome }.
step-confined = Dentro { $line }, o { $d } só pode ficar em { $cells }, todas dentro { $other }; então o { $d } não pode ficar em nenhum outro lugar { $other }: { $outcome }.
step-fish = Dentro { $basein }, o { $d } só pode ficar em casas { $coverin }, então o { $d } não pode ficar em nenhum outro lugar { $coverin }: { $outcome }.
# How many cells a hidden subset fills (`{count}` of step-hidden-subset, unused here).
step-how-many = { $count }
# Lines of one kind grouped: `$word` (step-lines-word), `$numbers` ("1 and 3").
step-lines = { $word } { $numbers }
# The word for `$count` lines of kind `$line` (row, column or box).
step-lines-word = { $line ->
        [row] { $count ->
            [one] linha
           *[other] linhas
        }
        [box] { $count ->
            [one] bloco
           *[other] blocos
        }
       *[column] { $count ->
            [one] coluna
           *[other] colunas
        }
    }
# How a step sentence ends: `$step` the sentence without its full stop, `$technique` the
# technique's name; this language's books leave the name out.
step-tagged = { $step }.
cover-inside = Neste livro
cover-level-line = { $n } { $puzzles } de nível { $level }, { $grids }
cover-how-to-play = Como jogar, com um exemplo resolvido
cover-answers = As soluções de todos os desafios, no fim
cover-try = Experimente o desafio { $n } ({ $level }):
steps-partway = À esquerda, a grade depois desses passos, com os candidatos anotados em tamanho pequeno. Mais { $n } passos do mesmo tipo a terminam:
partway-caption = Depois do passo { $n }
solved-caption = Resolvido
hints = Dicas
hints-intro = Travou? Cada dica diz onde olhar e qual ideia faz você avançar ali, com a página que a explica. Ela não dá a solução: dê esse passo você mesmo e continue sozinho.
hint-look = Olhe { $place }: { $idea }.
hint-idea = { $name }, p. { $page }
contents-techniques = { $name }: técnicas de que você vai precisar
techniques = Técnicas de que você vai precisar
techniques-of = Técnicas de que você vai precisar: { $section }
techniques-intro = Cada técnica é mostrada numa grade feita para esta página, não num desafio deste livro, logo antes do passo: os candidatos anotados em tamanho pequeno, as casas para olhar sombreadas e os candidatos que o passo elimina riscados.
techniques-earlier = Já explicado antes neste livro: { $names }.
techniques-intro-kids = Cada truque é mostrado numa grade feita para esta página. Os numerozinhos cinza numa casa são os que ainda podem ir ali, as casas cinza são onde olhar e um número riscado é um que o truque elimina.
technique-trick = Truque { $n }
example-intro-kids = Aqui está um pequeno exemplo. Os números ao lado da grade contam as linhas e as colunas. A página seguinte o resolve passo a passo.
steps-intro-kids = Escreva pequeno, em cada casa vazia, os números que ainda podem ir ali, e risque-os à medida que avança. Os primeiros passos:
steps-partway-kids = À esquerda, a grade depois desses passos: os numerozinhos cinza ainda podem ir na sua casa. Mais { $n } passos como esses a terminam:
kid-single = Olhe a casa da linha { $row }, coluna { $col }: só o { $d } pode ir ali, então escreva { $d }.
kid-hidden = Olhe { $line }: o { $d } só cabe numa das suas casas, a da linha { $row }, coluna { $col }, então escreva { $d } ali.
technique-seen = Aqui: { $step }
cover-headline = Lógica pura, uma solução, sem chutes
level-range = { $easiest } a { $hardest }

# The digits a grid of order $n holds, listed in a Latin kind's rules ("… and …").
grid-digits = de 1 a { $n } numa grade de { $n } por { $n }
technique-index = Índice de técnicas
index-intro = Cada técnica que este livro ensina, a página que a explica e os desafios cuja solução precisa dela: escolha um para praticá-la.
index-all = { $list } … ({ $n } no total)
index-none = nenhum
hints-where = Dicas: onde olhar
hints-where-intro = Travou? Cada dica aqui diz só onde olhar. Ainda travado? A ideia que faz você avançar está nas páginas seguintes, com a página que a explica.
hints-ideas = Dicas: qual ideia
hints-ideas-intro = Para cada desafio, a ideia que faz você avançar onde a primeira dica te levou, com a página que a explica. Ela não dá a solução: dê esse passo você mesmo.
hint-where = Olhe { $place }.
hint-what = { $idea }.
