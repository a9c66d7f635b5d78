## I passi di un Calcudoku in frasi. $clue è l'indizio della gabbia («6+»), $squares le sue
## caselle, $cells le caselle che un riempimento segue, $outcome ciò che il passo esclude o mette.

calcudoku-no-op = senza operazione
calcudoku-single = { $cell } deve essere { $d }: è una gabbia di una sola casella che mostra il { $d }.
calcudoku-combinations = Tutti i modi di completare la gabbia { $clue } ({ $squares }) usano solo { $digits }, quindi { $outcome }.
calcudoku-fills = La gabbia { $clue } ({ $squares }) si può riempire solo come { $fills } ({ $cells }), quindi { $outcome }.
calcudoku-many-fills = La gabbia { $clue } ({ $squares }) ha { $count ->
        [one] { $count } riempimento possibile
       *[other] { $count } riempimenti possibili
    }, quindi { $outcome }.
calcudoku-cage-line = Ogni modo di riempire la gabbia { $clue } ({ $squares }) mette { $digits } { $inline }, quindi { $line } non ha altre caselle che possano { $count ->
        [one] contenerlo
       *[other] contenerli
    }: { $outcome }.
calcudoku-line-sum = { $line } fa { $whole }; { $count ->
        [one] la gabbia tutta dentro ({ $clues }) fa
       *[other] le gabbie tutte dentro ({ $clues }) fanno
    } { $sums }, quindi { $rest } fanno { $restsums } con cifre diverse: { $outcome }.
