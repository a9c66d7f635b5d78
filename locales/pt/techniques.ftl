## Nomes das técnicas no texto corrido e a frase que lista as técnicas do exemplo.
## "Além de" se contrai com o artigo: `.case = de` escolhe em cada técnica a variante [de]
## ("do único nu", "da última casa livre").

techniques-basic = Além { $names }, como no exemplo, você vai precisar de:
    .case = de

technique-cage-combination = { $case ->
        [de] da combinação da gaiola
       *[nominative] combinação da gaiola
    }
technique-cage-combinations = { $case ->
        [de] das combinações da gaiola
       *[nominative] combinações da gaiola
    }
technique-cage-splitting = { $case ->
        [de] da gaiola dividida
       *[nominative] gaiola dividida
    }
technique-clue-bounds = { $case ->
        [de] dos limites da pista
       *[nominative] limites da pista
    }
technique-clue-full = { $case ->
        [de] da pista máxima
       *[nominative] pista máxima
    }
technique-clue-last-seen = { $case ->
        [de] do último visível
       *[nominative] o último visível
    }
technique-clue-one = { $case ->
        [de] da pista 1
       *[nominative] pista 1
    }
technique-completed-run = { $case ->
        [de] do bloco completo
       *[nominative] bloco completo
    }
technique-edge-forcing = { $case ->
        [de] do bloco na borda
       *[nominative] bloco na borda
    }
technique-facing-clues = { $case ->
        [de] das pistas opostas
       *[nominative] pistas opostas
    }
technique-full-house = { $case ->
        [de] da última casa livre
       *[nominative] última casa livre
    }
technique-hidden-single = { $case ->
        [de] do único escondido
       *[nominative] único escondido
    }
technique-unique-combination = { $case ->
        [de] da combinação única
       *[nominative] combinação única
    }
technique-bounds = { $case ->
        [de] do menor e do maior
       *[nominative] menor e maior
    }
technique-combination-intersection = { $case ->
        [de] do cruzamento de combinações
       *[nominative] cruzamento de combinações
    }
technique-naked-single = { $case ->
        [de] do único nu
       *[nominative] único nu
    }
technique-one-blank-line = { $case ->
        [de] da linha com uma lacuna
       *[nominative] linha com uma lacuna
    }
technique-overlap = { $case ->
        [de] da sobreposição
       *[nominative] sobreposição
    }
technique-sign-bounds = { $case ->
        [de] dos limites dos sinais
       *[nominative] limites dos sinais
    }
technique-single-cell-cage = { $case ->
        [de] da gaiola de uma casa
       *[nominative] gaiola de uma casa
    }
technique-small-gap = { $case ->
        [de] do espaço pequeno demais
       *[nominative] espaço pequeno demais
    }
technique-rule-of-45 = { $case ->
        [de] da regra do 45
       *[nominative] regra do 45
    }

## O nome de cada outra técnica, como o título de uma página de técnicas o mostra (com
## maiúscula ali) e uma frase o diz.
technique-cage-fills = preenchimentos da gaiola
technique-cage-line = gaiola e linha
technique-cage-overlap = sobreposição de gaiola
technique-claiming = interseção linha-bloco
technique-clue-enumeration = enumeração da pista
technique-combination-clash = choque de combinações
technique-forcing-chain = cadeia forçada
technique-four-blank-sum = soma com quatro lacunas
technique-hidden-pair = par escondido
technique-hidden-quad = quarteto escondido
technique-hidden-triple = trio escondido
technique-jellyfish = água-viva
technique-line-enumeration = enumeração da linha
technique-line-sum = soma da linha
technique-naked-pair = par nu
technique-naked-quad = quarteto nu
technique-naked-triple = trio nu
technique-pointing = interseção bloco-linha
technique-rule-of-45-bands = regra do 45 em faixas
technique-sign-chain = cadeia de sinais
technique-simple-colouring = coloração simples
technique-swordfish = peixe-espada
technique-unique-rectangle = retângulo único
technique-w-wing = W-Wing
technique-x-wing = X-Wing
technique-xy-chain = cadeia XY
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing

## O nome próprio de um tipo para uma técnica que outro tipo chama de outro modo:
## technique-TIPO-NOME.
technique-magic-line-sum = soma da linha

## Kakuro's technique names as its headings print them (the naked single's is the shared one).

technique-kakuro-unique-combination = Combinação única
technique-kakuro-bounds = Menor e maior
technique-kakuro-combination-intersection = Cruzamento de combinações
technique-kakuro-required-digit = Algarismo obrigatório
technique-kakuro-run-subset = Pares e trios numa sequência
technique-kakuro-long-run-combination = Combinações de sequências longas
technique-kakuro-sum-arithmetic = Cálculo de somas

## Nonograms' technique names as their headings print them.

technique-nonogram-completed-run = Bloco completo
technique-nonogram-edge-forcing = Bloco na borda
technique-nonogram-small-gap = Espaço pequeno demais
technique-nonogram-overlap = Sobreposição
technique-nonogram-line-solving = Linha resolvida
technique-nonogram-contradiction = Contradição
