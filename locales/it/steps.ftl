## Passi che dicono la loro ragione: catene di segni e catene di deduzione del nucleo latino,
## ali, colorazione, rettangoli e catene del Sudoku, indizi dei Grattacieli. $outcome è ciò che
## il passo esclude o mette («R2C3 non può essere 4»), $victims le caselle che perdono una
## cifra, $count quante sono. Una frase può iniziare con una variabile: il libro mette la
## maiuscola alla prima lettera di ogni frase.

## Davanti a un numero l'articolo si elide quando il numero si legge con una vocale: «l'1»,
## «l'8», «l'11» (uno, otto, undici), ma «il 5», «il 18». Qui i numeri vanno da 1 a 16.

step-sign-chain-less = { $cell } è minore di { $others } (direttamente o tramite una catena di segni), e tutte quelle caselle hanno cifre diverse, quindi { $cell } è al massimo { $bound }: non può essere { $digits }.
step-sign-chain-greater = { $cell } è maggiore di { $others } (direttamente o tramite una catena di segni), e tutte quelle caselle hanno cifre diverse, quindi { $cell } è almeno { $bound }: non può essere { $digits }.

step-chain-start = { $cell } è { $cands }. Se non è { $target }, è { $value }
step-chain-link = quindi { $cell } ({ $cands }) è { $value }
step-chain-end = { $chain }. In ogni caso { $start } o { $end } è { $target }, e { $victims } { $count ->
        [one] vede
       *[other] vedono
    } entrambe: { $outcome }.

sudoku-xy-wing = { $pivot } è { $cands }. Se è { $a }, { $first } è { $d }; se è { $b }, { $second } è { $d }. In ogni caso { $first } o { $second } è { $d }, e { $victims } { $count ->
        [one] vede
       *[other] vedono
    } entrambe: { $outcome }.
sudoku-xyz-wing = { $first } è { $m1 }, { $second } è { $m2 } e { $third } è { $m3 }: qualunque cosa sia { $first }, una delle tre è { $d }, e { $victims } { $count ->
        [one] vede
       *[other] vedono
    } tutte e tre: { $outcome }.
sudoku-w-wing = { $first } e { $second } possono essere solo { $x } o { $y }. { $inline } { $x ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $x }
    } può andare solo in { $third } o { $fourth }, che vedono { $first } e { $second }: se nessuna delle due fosse { $y }, entrambe sarebbero { $x } e { $line } non avrebbe più posto per { $x ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $x }
    }. Quindi una delle due è { $y }: { $outcome }.
sudoku-colouring-link = { $a } o { $b }
sudoku-colouring-then = poi
sudoku-colouring-clash = Ognuna di queste coppie è l'unico posto per { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } in qualche zona, quindi esattamente una casella di ogni coppia ha { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }: { $links }. Seguendo la catena, se { $first } avesse { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } lo avrebbe anche { $last }; ma le due si vedono. Quindi nessuna casella che avrebbe { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } insieme a { $first } può averlo: { $outcome }.
sudoku-colouring-sees = Ognuna di queste coppie è l'unico posto per { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } in qualche zona, quindi esattamente una casella di ogni coppia ha { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }: { $links }. Seguendo la catena, { $first } o { $last } ha { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }, e { $victims } { $count ->
        [one] vede
       *[other] vedono
    } entrambe: { $outcome }.
sudoku-unique-rectangle = { $cells } possono essere solo { $a } o { $b }, in tre angoli di un rettangolo su due riquadri. Se anche { $corner } fosse { $a } o { $b }, { $a ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $a }
    } e { $b ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $b }
    } potrebbero scambiarsi nel rettangolo e lo schema avrebbe due soluzioni. Ne ha una sola (è questo che rende valido il passo), quindi { $outcome }.
sudoku-forcing-contradiction = Se { $cell } fosse { $d }, i singoli nudi e nascosti che ne seguono lascerebbero qualche casella o zona senza cifra: { $outcome }.
sudoku-forcing-both = { $cell } è { $tried }. Qualunque sia, i singoli nudi e nascosti che ne seguono danno lo stesso risultato per { $target }: { $outcome }.

sky-bounds = { $clue } indica che si vedono { $c } edifici, e ogni edificio visto oltre una casella è più alto di essa; quindi, contando da quel lato, { $caps }: { $outcome }.
sky-cap = la { $pos ->
        [1] prima
        [2] seconda
        [3] terza
        [4] quarta
        [5] quinta
        [6] sesta
        [7] settima
       *[other] ottava
    } casella è al massimo { $max }
sky-bounds-hidden = { $clue } indica che si vedono { $c } edifici. { $hidden }, quindi da lì { $count ->
        [one] non si vede mai
       *[other] non si vedono mai
    }; delle altezze che possono vedersi, dalla più alta, { $room }: { $outcome }.
sky-behind = { $h ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $h }
    } sta dietro { $blocker ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $blocker }
    }
sky-room-first = { $h ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $h }
    } sta ad almeno { $d } { $d ->
        [one] casella
       *[other] caselle
    } dal bordo
sky-room = { $h ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $h }
    } ad almeno { $d }
sky-last-seen = { $clue } indica che si vedono { $c } edifici. { $count ->
        [one] { $shown } è uno di essi
       *[other] { $shown } sono { $count } di essi
    }, e oltre { $at } non si vede nulla, quindi l'edificio accanto all'indizio è l'unico altro: è più alto { $between ->
        [1] della casella
       *[other] delle { $between } caselle
    } tra esso e { $at }: { $outcome }.
sky-shown = { $h ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $h }
    } in { $cell }
sky-enumeration = { $clue } permette solo alcuni modi di riempire { $line } con i suoi candidati, e nessuno mette queste altezze qui: { $outcome }.
sky-line-enumeration = Di tutti i modi di riempire { $line } che rispettano { $parts }, nessuno mette queste altezze qui: { $outcome }.
sky-its-candidates = i suoi candidati
sky-clue-above = l'indizio { $clue } sopra
sky-clue-below = l'indizio { $clue } sotto
sky-clue-left = l'indizio { $clue } a sinistra
sky-clue-right = l'indizio { $clue } a destra

## A step in plain words for a beginner (see the English file for the variables). They name
## neither "cifra" nor "numero": a book with a 16x16 speaks of numbers, one without of digits.
plain-single = Guarda { $cell }: tranne { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }, tutti gli altri valori sono già usati { $houses ->
        [boxes] nella sua riga, colonna o riquadro
       *[lines] nella sua riga o colonna
    } oppure esclusi, quindi { $cell } è { $d }.
plain-hidden-single = Guarda { $line }: { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } può andare solo { $place ->
        [column] nella colonna { $n }
        [row] nella riga { $n }
       *[cell] in { $cell }
    }, quindi { $cell } è { $d }.
plain-sign = Il segno dice che { $lo } è minore di { $hi }. Quindi { $both ->
        [yes] { $first }, e { $second }
       *[no] { $first }
    }.
plain-sign-part = { $cell } non può essere { $digits } ({ $why ->
        [edge] { $side ->
            [lo] niente è maggiore di { $v }
           *[hi] niente è minore di { $v }
        }
        [is] { $other } è { $v }
       *[bound] { $side ->
            [lo] { $other } è al massimo { $v }
           *[hi] { $other } è almeno { $v }
        }
    })
plain-sign-chain = Segui i segni: { $cell } deve essere { $side ->
        [greater] maggiore
       *[less] minore
    } di { $others }, e quelle caselle hanno tutte valori diversi, quindi { $cell } è { $side ->
        [greater] almeno
       *[less] al massimo
    } { $bound }. Non può essere { $digits }.
plain-naked-subset = Guarda { $line }: { $cells } possono contenere solo { $digits } tra loro, quindi quei valori lì sono già occupati e nessun'altra casella della linea può prenderli. Quindi { $outcome }.
plain-hidden-subset = Guarda { $line }: { $digits } possono andare solo in { $cells }, quindi quelle caselle non hanno posto per nient'altro. Quindi { $outcome }.
plain-fish = Nelle { $bases }, { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } può andare solo nelle { $covers }. Ognuna di quelle { $each ->
        [row] righe
       *[column] colonne
    } ha bisogno del suo { $d }, quindi le { $covers } lo ricevono lì e da nessun'altra parte: { $outcome }.

