## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Remplissez chaque case avec un chiffre de sorte que chaque ligne et chaque colonne contienne chaque chiffre une seule fois : { $examples }.
calcudoku-rules-cages = Des traits épais divisent la grille en cages. Le petit indice dans le coin d'une cage donne un résultat et une opération : les chiffres de la cage doivent donner ce résultat avec cette opération. 7+ signifie que leur somme vaut 7 ; 12× que leur produit vaut 12.
calcudoku-rules-pairs = Une cage avec { $minus } ou ÷ a deux cases : 3{ $minus } signifie qu'un chiffre vaut 3 de plus que l'autre, 2÷ qu'un chiffre est le double de l'autre, dans n'importe quel ordre. Une cage d'une seule case montre son chiffre.
calcudoku-rules-repeat = Un chiffre peut se répéter dans une cage, tant qu'il n'apparaît pas deux fois dans la même ligne ou colonne. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.

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
