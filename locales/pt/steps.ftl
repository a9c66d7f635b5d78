## Passos que dizem a sua razão: cadeias de sinais e cadeias de dedução do núcleo latino,
## asas, coloração, retângulos e cadeias do Sudoku, pistas dos Arranha-céus. $outcome é o que
## o passo elimina ou coloca ("L2C3 não pode ser 4"), $victims as casas que perdem um número,
## $count quantas são. Uma frase pode começar com uma variável: o livro põe em maiúscula a
## primeira letra de cada frase.

step-sign-chain-less = { $cell } é menor que { $others } (diretamente ou por uma cadeia de sinais), e todas essas casas têm números diferentes, então { $cell } é no máximo { $bound }: não pode ser { $digits }.
step-sign-chain-greater = { $cell } é maior que { $others } (diretamente ou por uma cadeia de sinais), e todas essas casas têm números diferentes, então { $cell } é no mínimo { $bound }: não pode ser { $digits }.

step-chain-start = { $cell } é { $cands }. Se não for { $target }, é { $value }
step-chain-link = então { $cell } ({ $cands }) é { $value }
step-chain-end = { $chain }. De qualquer forma { $start } ou { $end } é { $target }, e { $victims } { $count ->
        [one] vê
       *[other] veem
    } as duas: { $outcome }.

sudoku-xy-wing = { $pivot } é { $cands }. Se for { $a }, { $first } é { $d }; se for { $b }, { $second } é { $d }. De qualquer forma { $first } ou { $second } é { $d }, e { $victims } { $count ->
        [one] vê
       *[other] veem
    } as duas: { $outcome }.
sudoku-xyz-wing = { $first } é { $m1 }, { $second } é { $m2 } e { $third } é { $m3 }: seja qual for { $first }, uma das três é { $d }, e { $victims } { $count ->
        [one] vê
       *[other] veem
    } as três: { $outcome }.
sudoku-w-wing = { $first } e { $second } só podem ser { $x } ou { $y }. Dentro { $inline }, o { $x } só pode ir em { $third } ou { $fourth }, que veem { $first } e { $second }: se nenhuma das duas fosse { $y }, as duas seriam { $x } e { $line } ficaria sem lugar para o { $x }. Então uma delas é { $y }: { $outcome }.
sudoku-colouring-link = { $a } ou { $b }
sudoku-colouring-then = depois
sudoku-colouring-clash = Cada um destes pares é o único lugar para o { $d } em alguma região, então exatamente uma casa de cada par tem o { $d }: { $links }. Seguindo a cadeia, se { $first } tivesse o { $d }, { $last } também teria; mas elas se veem. Então nenhuma casa que teria o { $d } junto com { $first } pode tê-lo: { $outcome }.
sudoku-colouring-sees = Cada um destes pares é o único lugar para o { $d } em alguma região, então exatamente uma casa de cada par tem o { $d }: { $links }. Seguindo a cadeia, { $first } ou { $last } tem o { $d }, e { $victims } { $count ->
        [one] vê
       *[other] veem
    } as duas: { $outcome }.
sudoku-unique-rectangle = { $cells } só podem ser { $a } ou { $b }, em três cantos de um retângulo sobre dois blocos. Se { $corner } também fosse { $a } ou { $b }, o { $a } e o { $b } poderiam trocar de lugar no retângulo e o quebra-cabeça teria duas soluções. Ele só tem uma (é isso que torna este passo válido), então { $outcome }.
sudoku-forcing-contradiction = Se { $cell } fosse { $d }, os solitários nus e ocultos que se seguem deixariam alguma casa ou região sem número: { $outcome }.
sudoku-forcing-both = { $cell } é { $tried }. Seja qual for, os solitários nus e ocultos que se seguem dão o mesmo resultado para { $target }: { $outcome }.

sky-bounds = { $clue } indica que se veem { $c } prédios, e cada prédio visto além de uma casa é mais alto que ela; então, contando a partir dessa borda, { $caps }: { $outcome }.
sky-cap = a { $pos ->
        [1] primeira
        [2] segunda
        [3] terceira
        [4] quarta
        [5] quinta
        [6] sexta
        [7] sétima
       *[other] oitava
    } casa é no máximo { $max }
sky-bounds-hidden = { $clue } indica que se veem { $c } prédios. { $hidden }, então dali { $count ->
        [one] nunca se vê
       *[other] nunca se veem
    }; das alturas que podem ser vistas, da mais alta para a mais baixa, { $room }: { $outcome }.
sky-behind = o { $h } fica atrás do { $blocker }
sky-room-first = o { $h } fica a pelo menos { $d } { $d ->
        [one] casa
       *[other] casas
    } da borda
sky-room = o { $h } a pelo menos { $d }
sky-last-seen = { $clue } indica que se veem { $c } prédios. { $count ->
        [one] { $shown } é um deles
       *[other] { $shown } são { $count } deles
    }, e nada além de { $at } pode ser visto, então o prédio junto à pista é o único outro: é mais alto que { $between ->
        [1] a casa
       *[other] as { $between } casas
    } entre ele e { $at }: { $outcome }.
sky-shown = o { $h } em { $cell }
sky-enumeration = { $clue } só permite algumas formas de preencher { $line } com os seus candidatos, e nenhuma põe estas alturas aqui: { $outcome }.
sky-line-enumeration = De todas as formas de preencher { $line } que respeitam { $parts }, nenhuma põe estas alturas aqui: { $outcome }.
sky-its-candidates = os seus candidatos
sky-clue-above = a pista { $clue } acima
sky-clue-below = a pista { $clue } abaixo
sky-clue-left = a pista { $clue } à esquerda
sky-clue-right = a pista { $clue } à direita

## A step in plain words for a beginner (see the English file for the variables).
plain-single = Olhe { $cell }: todos os números menos o { $d } já estão { $houses ->
        [boxes] na sua linha, coluna ou bloco
       *[lines] na sua linha ou coluna
    } ou foram descartados, então { $cell } é { $d }.
plain-hidden-single = Olhe { $line }: o { $d } só pode ir { $place ->
        [column] na coluna { $n }
        [row] na linha { $n }
       *[cell] em { $cell }
    }, então { $cell } é { $d }.
plain-sign = O sinal diz que { $lo } é menor que { $hi }. Então { $both ->
        [yes] { $first }, e { $second }
       *[no] { $first }
    }.
plain-sign-part = { $cell } não pode ser { $digits } ({ $why ->
        [edge] { $side ->
            [lo] nada é maior que { $v }
           *[hi] nada é menor que { $v }
        }
        [is] { $other } é { $v }
       *[bound] { $side ->
            [lo] { $other } é no máximo { $v }
           *[hi] { $other } é no mínimo { $v }
        }
    })
plain-sign-chain = Siga os sinais: { $cell } tem que ser { $side ->
        [greater] maior
       *[less] menor
    } que { $others }, e essas casas têm todas números diferentes, então { $cell } é { $side ->
        [greater] no mínimo
       *[less] no máximo
    } { $bound }. Não pode ser { $digits }.
plain-naked-subset = Olhe { $line }: { $cells } só podem ter { $digits }, juntas, então esses números já estão ocupados ali e nenhuma outra casa da linha pode ficar com eles. Então { $outcome }.
plain-hidden-subset = Olhe { $line }: { $digits } só podem ir em { $cells }, então essas casas não têm lugar para mais nada. Então { $outcome }.
plain-fish = Nas { $bases }, o { $d } só pode ir nas { $covers }. Cada uma dessas { $each ->
        [row] linhas
       *[column] colunas
    } precisa do seu { $d }, então as { $covers } ficam com o delas ali e em nenhum outro lugar: { $outcome }.

