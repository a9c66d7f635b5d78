## Étapes qui disent leur raison : chaînes de signes et chaînes de déduction du noyau latin,
## ailes, coloriage, rectangles et chaînes du Sudoku, indices des Gratte-ciel. $outcome est ce
## que l'étape exclut ou place (« L2C3 ne peut pas valoir 4 »), $victims les cases qui perdent
## un chiffre, $count leur nombre. Une phrase peut commencer par une variable : le livre met
## une majuscule au début de chaque phrase.

step-sign-chain-less = { $cell } est plus petit que { $others } (directement ou par une chaîne de signes), et ces cases contiennent toutes des chiffres différents, donc { $cell } vaut au plus { $bound } : il ne peut pas valoir { $digits }.
step-sign-chain-greater = { $cell } est plus grand que { $others } (directement ou par une chaîne de signes), et ces cases contiennent toutes des chiffres différents, donc { $cell } vaut au moins { $bound } : il ne peut pas valoir { $digits }.

step-chain-start = { $cell } vaut { $cands }. S'il ne vaut pas { $target }, il vaut { $value }
step-chain-link = donc { $cell } ({ $cands }) vaut { $value }
step-chain-end = { $chain }. Dans tous les cas, { $start } ou { $end } vaut { $target }, et { $victims } { $count ->
        [one] voit
       *[other] voient
    } les deux : { $outcome }.

sudoku-xy-wing = { $pivot } vaut { $cands }. S'il vaut { $a }, { $first } vaut { $d } ; s'il vaut { $b }, { $second } vaut { $d }. Dans tous les cas, { $first } ou { $second } vaut { $d }, et { $victims } { $count ->
        [one] voit
       *[other] voient
    } les deux : { $outcome }.
sudoku-xyz-wing = { $first } vaut { $m1 }, { $second } vaut { $m2 } et { $third } vaut { $m3 } : quelle que soit la valeur de { $first }, l'une des trois cases vaut { $d }, et { $victims } { $count ->
        [one] voit
       *[other] voient
    } les trois : { $outcome }.
sudoku-w-wing = { $first } et { $second } ne peuvent valoir que { $x } ou { $y }. Dans { $line }, le { $x } ne peut aller qu'en { $third } ou { $fourth }, qui voient { $first } et { $second } : si aucune des deux ne valait { $y }, toutes deux vaudraient { $x } et le { $x } n'aurait plus aucune case { $inline }. L'une d'elles vaut donc { $y } : { $outcome }.
sudoku-colouring-link = { $a } ou { $b }
sudoku-colouring-then = puis
sudoku-colouring-clash = Chacune de ces paires est le seul endroit possible pour le { $d } dans une zone, donc exactement une case de chaque paire contient le { $d } : { $links }. En suivant la chaîne, si { $first } contenait le { $d }, { $last } le contiendrait aussi ; or elles se voient. Donc aucune case qui contiendrait le { $d } avec { $first } ne le peut : { $outcome }.
sudoku-colouring-sees = Chacune de ces paires est le seul endroit possible pour le { $d } dans une zone, donc exactement une case de chaque paire contient le { $d } : { $links }. En suivant la chaîne, { $first } ou { $last } contient le { $d }, et { $victims } { $count ->
        [one] voit
       *[other] voient
    } les deux : { $outcome }.
sudoku-unique-rectangle = { $cells } ne peuvent valoir que { $a } ou { $b }, aux trois coins d'un rectangle sur deux blocs. Si { $corner } valait aussi { $a } ou { $b }, le { $a } et le { $b } pourraient s'échanger autour du rectangle et la grille aurait deux solutions. Elle n'en a qu'une (c'est ce qui justifie cette étape), donc { $outcome }.
sudoku-forcing-contradiction = Si { $cell } valait { $d }, les singletons nus et cachés qui en découlent laisseraient une case ou une zone sans chiffre : { $outcome }.
sudoku-forcing-both = { $cell } vaut { $tried }. Quelle que soit sa valeur, les singletons nus et cachés qui en découlent donnent le même résultat pour { $target } : { $outcome }.

sky-bounds = { $clue } indique qu'on voit { $c } immeubles, et chaque immeuble vu au-delà d'une case est plus haut qu'elle ; donc, en comptant depuis ce bord, { $caps } : { $outcome }.
sky-cap = la { $pos ->
        [1] première
        [2] deuxième
        [3] troisième
        [4] quatrième
        [5] cinquième
        [6] sixième
        [7] septième
       *[other] huitième
    } case vaut au plus { $max }
sky-bounds-hidden = { $clue } indique qu'on voit { $c } immeubles. { $hidden }, donc { $count ->
        [one] il n'est
       *[other] ils ne sont
    } jamais vus de là ; parmi les hauteurs qui peuvent l'être, de la plus haute à la plus basse, { $room } : { $outcome }.
sky-behind = le { $h } se tient derrière le { $blocker }
sky-room-first = le { $h } se tient à au moins { $d } { $d ->
        [one] case
       *[other] cases
    } du bord
sky-room = le { $h } à au moins { $d }
sky-last-seen = { $clue } indique qu'on voit { $c } immeubles. { $count ->
        [one] { $shown } en est un
       *[other] { $shown } en sont { $count }
    }, et rien n'est visible au-delà de { $at }, donc l'immeuble à côté de l'indice est le seul autre : il est plus haut que { $between ->
        [1] la case
       *[other] les { $between } cases
    } entre lui et { $at } : { $outcome }.
sky-shown = le { $h } en { $cell }
sky-enumeration = { $clue } ne permet que quelques façons de remplir { $line } avec ses candidats, et aucune ne met ces hauteurs ici : { $outcome }.
sky-line-enumeration = De toutes les façons de remplir { $line } qui respectent { $parts }, aucune ne met ces hauteurs ici : { $outcome }.
sky-its-candidates = ses candidats
sky-clue-above = l'indice { $clue } au-dessus
sky-clue-below = l'indice { $clue } en dessous
sky-clue-left = l'indice { $clue } à gauche
sky-clue-right = l'indice { $clue } à droite

## A step in plain words for a beginner (see the English file for the variables).
plain-single = Regardez { $cell } : tous les chiffres sauf le { $d } sont déjà dans { $houses ->
        [boxes] sa ligne, sa colonne ou son bloc
       *[lines] sa ligne ou sa colonne
    } ou sont exclus, donc { $cell } vaut { $d }.
plain-hidden-single = Regardez { $line } : le { $d } ne peut aller que { $place ->
        [column] dans la colonne { $n }
        [row] dans la ligne { $n }
       *[cell] en { $cell }
    }, donc { $cell } vaut { $d }.
plain-sign = Le signe dit que { $lo } est plus petit que { $hi }. Donc { $both ->
        [yes] { $first }, et { $second }
       *[no] { $first }
    }.
plain-sign-part = { $cell } ne peut pas valoir { $digits } ({ $why ->
        [edge] { $side ->
            [lo] rien n'est plus grand que { $v }
           *[hi] rien n'est plus petit que { $v }
        }
        [is] { $other } vaut { $v }
       *[bound] { $side ->
            [lo] { $other } vaut au plus { $v }
           *[hi] { $other } vaut au moins { $v }
        }
    })
plain-sign-chain = Suivez les signes : { $cell } doit être { $side ->
        [greater] plus grand
       *[less] plus petit
    } que { $others }, et ces cases ont toutes des chiffres différents, donc { $cell } vaut { $side ->
        [greater] au moins
       *[less] au plus
    } { $bound }. Il ne peut pas valoir { $digits }.
plain-naked-subset = Regardez { $line } : { $cells } ne peuvent contenir que { $digits } à elles toutes, donc ces chiffres y sont déjà pris, et aucune autre case de la ligne ne peut les recevoir. Donc { $outcome }.
plain-hidden-subset = Regardez { $line } : { $digits } ne peuvent aller que dans { $cells }, donc ces cases n'ont de place pour rien d'autre. Donc { $outcome }.
plain-fish = Dans les { $bases }, le { $d } ne peut aller que dans les { $covers }. Chacune de ces { $each ->
        [row] lignes
       *[column] colonnes
    } a besoin de son { $d }, donc les { $covers } reçoivent le leur là et nulle part ailleurs : { $outcome }.

