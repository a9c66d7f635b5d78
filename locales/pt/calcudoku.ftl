## Os passos de um Calcudoku em frases. $clue é a pista da gaiola ("6+"), $squares as suas
## casas, $cells as casas que um preenchimento segue, $outcome o que o passo elimina ou coloca.

calcudoku-no-op = sem operação
calcudoku-single = { $cell } deve ser { $d }: é uma gaiola de uma só casa que mostra o { $d }.
calcudoku-combinations = Todas as formas de completar a gaiola { $clue } ({ $squares }) usam só { $digits }, então { $outcome }.
calcudoku-fills = A gaiola { $clue } ({ $squares }) só pode ser preenchida como { $fills } ({ $cells }), então { $outcome }.
calcudoku-many-fills = A gaiola { $clue } ({ $squares }) tem { $count ->
        [one] { $count } forma de ser preenchida
       *[other] { $count } formas de ser preenchida
    }, então { $outcome }.
calcudoku-cage-line = Toda forma de preencher a gaiola { $clue } ({ $squares }) põe { $digits } dentro { $inline }, então { $line } não tem outra casa que possa { $count ->
        [one] tê-lo
       *[other] tê-los
    }: { $outcome }.
calcudoku-line-sum = { $line } soma { $whole }; { $count ->
        [one] a gaiola inteira dentro dela ({ $clues }) soma
       *[other] as gaiolas inteiras dentro dela ({ $clues }) somam
    } { $sums }, então { $rest } somam { $restsums } com números diferentes: { $outcome }.
