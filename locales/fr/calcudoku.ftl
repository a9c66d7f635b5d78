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

## Calcudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

calcudoku-note-single-cell-cage-look = Cherchez une cage d'une seule case.
calcudoku-note-single-cell-cage-why = Son résultat n'est fait que du chiffre de cette case, le chiffre est donc le résultat lui-même.
calcudoku-note-single-cell-cage-removes = Écrivez le résultat dans la case.
calcudoku-note-cage-combinations-look = Regardez une cage, son résultat et son opération, et dressez la liste des groupes de chiffres qui donnent le résultat.
calcudoku-note-cage-combinations-why = Les cases de la cage contiennent forcément l'un de ces groupes, car aucun autre chiffre ne donne le résultat.
calcudoku-note-cage-combinations-removes = Rayez des cases de la cage tout chiffre qui n'est dans aucun des groupes.
calcudoku-note-cage-fills-look = Regardez une cage et essayez chaque façon d'écrire l'un de ses groupes de chiffres dans ses cases, case par case.
calcudoku-note-cage-fills-why = Une façon n'est possible que si chaque case a son chiffre parmi ses candidats et qu'aucune ligne ou colonne ne répète un chiffre, et la solution remplit la cage de l'une des façons restantes.
calcudoku-note-cage-fills-removes = Un chiffre qu'aucune façon restante ne met dans une case est rayé de cette case.
calcudoku-note-cage-line-look = Cherchez une cage dont chaque remplissage met un même chiffre dans la partie de la cage située sur une ligne ou une colonne.
calcudoku-note-cage-line-why = Quel que soit le bon remplissage, cette ligne ou colonne reçoit le chiffre dans la cage, et une rangée ne contient chaque chiffre qu'une fois.
calcudoku-note-cage-line-removes = Rayez le chiffre du reste de cette ligne ou colonne, hors de la cage.
calcudoku-note-line-sum-look = Cherchez une ligne ou une colonne où des cages entièrement incluses dedans ne laissent que quelques cases en dehors.
calcudoku-note-line-sum-why = Chaque rangée fait au total 1 + 2 + et ainsi de suite jusqu'à la taille, donc ces quelques cases font ce que les cages entières laissent de ce total.
calcudoku-note-line-sum-removes = Ces cases ne gardent que des chiffres de groupes de chiffres différents qui font ce reste. Rayez les autres.
