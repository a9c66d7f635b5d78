## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Escreva um algarismo de 1 a 9 em cada casa branca. Uma sequência é uma fila de casas brancas na horizontal ou na vertical entre blocos; o número no bloco antes dela é a sua soma: acima da diagonal para a sequência à direita, abaixo dela para a sequência para baixo.
kakuro-rules-sums = Os algarismos de uma sequência dão a sua soma e são todos diferentes: 3 em duas casas só pode ser 1 e 2.
kakuro-rules-given = Cada quebra-cabeça tem exatamente uma solução, e só a lógica leva até ela: comece pelas somas que só se formam de um jeito.
