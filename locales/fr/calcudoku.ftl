## Les étapes d'un Calcudoku en phrases. $clue est l'indice de la cage (« 6+ »), $squares ses
## cases, $cells les cases que suit un remplissage, $outcome ce que l'étape exclut ou place.

calcudoku-no-op = sans opération
calcudoku-single = { $cell } doit valoir { $d } : c'est une cage d'une seule case qui affiche { $d }.
calcudoku-combinations = Toutes les façons de remplir la cage { $clue } ({ $squares }) n'utilisent que { $digits }, donc { $outcome }.
calcudoku-fills = La cage { $clue } ({ $squares }) ne peut se remplir que par { $fills } ({ $cells }), donc { $outcome }.
calcudoku-many-fills = La cage { $clue } ({ $squares }) a { $count ->
        [one] { $count } remplissage possible
       *[other] { $count } remplissages possibles
    }, donc { $outcome }.
calcudoku-cage-line = Toute façon de remplir la cage { $clue } ({ $squares }) met { $digits } dans { $line }, donc aucune autre case { $inline } ne peut { $count ->
        [one] le contenir
       *[other] les contenir
    } : { $outcome }.
calcudoku-line-sum = { $line } fait { $whole } en tout ; { $count ->
        [one] la cage entièrement dedans ({ $clues }) fait
       *[other] les cages entièrement dedans ({ $clues }) font
    } { $sums }, donc { $rest } font { $restsums } avec des chiffres différents : { $outcome }.
