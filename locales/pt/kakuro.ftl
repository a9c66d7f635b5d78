## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Escreva um algarismo de 1 a 9 em cada casa branca. Uma sequência é uma fila de casas brancas na horizontal ou na vertical entre blocos; o número no bloco antes dela é a sua soma: acima da diagonal para a sequência à direita, abaixo dela para a sequência para baixo.
kakuro-rules-sums = Os algarismos de uma sequência dão a sua soma e são todos diferentes: 3 em duas casas só pode ser 1 e 2.
kakuro-rules-given = Cada quebra-cabeça tem exatamente uma solução, e só a lógica leva até ela: comece pelas somas que só se formam de um jeito.

## Kakuro's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

kakuro-note-naked-single-look = Procure uma casa branca em que só resta um algarismo.
kakuro-note-naked-single-why = Cada casa branca recebe um algarismo, e só este ainda cabe.
kakuro-note-naked-single-removes = Escreva-o e risque-o das outras casas da sua sequência horizontal e da vertical.
kakuro-note-unique-combination-look = Procure uma sequência cuja soma só se forma de um jeito com o seu comprimento: 3 ou 4 em duas casas, 6 ou 7 em três, 45 em nove.
kakuro-note-unique-combination-why = Os algarismos de uma sequência são todos diferentes, e nenhum outro conjunto de algarismos diferentes dá essa soma.
kakuro-note-unique-combination-removes = Cada casa da sequência fica só com os algarismos desse conjunto.
kakuro-note-bounds-look = Olhe uma sequência e os maiores e menores algarismos que as outras casas ainda podem ter.
kakuro-note-bounds-why = Se nem os maiores algarismos das outras levam um algarismo até a soma, ou se até os menores passam dela, esse algarismo não está na casa.
kakuro-note-bounds-removes = Risque cada algarismo pequeno ou grande demais para a sua sequência.
kakuro-note-combination-intersection-look = Olhe uma sequência curta e liste os conjuntos de algarismos diferentes que dão a sua soma e que as suas casas ainda podem ter.
kakuro-note-combination-intersection-why = Só esses conjuntos podem preencher a sequência, então uma casa fica só com os seus algarismos; onde uma sequência horizontal cruza uma vertical, a casa fica só com o que as duas permitem.
kakuro-note-combination-intersection-removes = Risque cada algarismo que não está em nenhum conjunto da sequência.
kakuro-note-required-digit-look = Procure um algarismo que todo conjunto que dá a soma de uma sequência contém, com uma só casa da sequência que ainda pode recebê-lo.
kakuro-note-required-digit-why = Seja qual for o conjunto que preenche a sequência, esse algarismo está nele, e não tem outro lugar.
kakuro-note-required-digit-removes = Escreva o algarismo nessa casa: os outros algarismos dela saem.
kakuro-note-run-subset-look = Procure duas casas de uma sequência que juntas só têm os mesmos dois algarismos, ou três casas com só três.
kakuro-note-run-subset-why = Essas casas vão receber exatamente esses algarismos, e uma sequência nunca repete um algarismo.
kakuro-note-run-subset-removes = Risque esses algarismos das outras casas da sequência.
kakuro-note-long-run-combination-look = Olhe uma sequência longa, com cinco casas abertas ou mais, e descubra quais conjuntos de algarismos diferentes dão o que resta da sua soma.
kakuro-note-long-run-combination-why = Sequências longas têm muitos conjuntos, mas os algarismos já riscados descartam a maioria, e só os que sobram podem preencher a sequência.
kakuro-note-long-run-combination-removes = Cada casa aberta fica só com algarismos de um conjunto que as outras casas abertas podem completar.
kakuro-note-sum-arithmetic-look = Olhe uma faixa de linhas inteiras (ou colunas): some as suas somas horizontais e tire as somas verticais das sequências que ficam inteiras dentro da faixa.
kakuro-note-sum-arithmetic-why = Os dois jeitos contam cada casa branca da faixa uma vez, então o que sobra é a soma das poucas casas cujas sequências verticais saem da faixa.
kakuro-note-sum-arithmetic-removes = Essas casas ficam só com algarismos que juntos podem dar essa soma.

## Kakuro's step sentences: "$where: $outcome ($technique)." $where is a run (-step-run: $sum,
## $way the word -step-across or -step-down, $cell its first square), a band of rows or columns
## (-step-band: $lines) or a square; $outcome lists what is placed (-step-placed: $cell, $digit)
## and ruled out (-step-removed: $digits, $cells).

kakuro-step-run = a sequência { $way } de { $sum } em { $cell }
kakuro-step-across = horizontal
kakuro-step-down = vertical
kakuro-step-band = a faixa com { $lines }
kakuro-step-step = { $where }: { $outcome } ({ $technique }).
kakuro-step-single = { $outcome } ({ $technique }).
kakuro-step-placed = { $cell } é { $digit }
kakuro-step-removed = { $digits } não pode ir em { $cells }
