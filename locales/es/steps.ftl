## Pasos que dicen su razón: cadenas de signos y cadenas de deducción del núcleo latino, alas,
## coloreado, rectángulos y cadenas del Sudoku, pistas de los Rascacielos. $outcome es lo que
## el paso descarta o coloca («F2C3 no puede ser 4»), $victims las casillas que pierden un
## número, $count cuántas son. Una frase puede empezar con una variable: el libro pone en
## mayúscula la primera letra de cada frase.

step-sign-chain-less = { $cell } es menor que { $others } (directamente o por una cadena de signos), y todas esas casillas tienen números distintos, así que { $cell } es como mucho { $bound }: no puede ser { $digits }.
step-sign-chain-greater = { $cell } es mayor que { $others } (directamente o por una cadena de signos), y todas esas casillas tienen números distintos, así que { $cell } es como mínimo { $bound }: no puede ser { $digits }.

step-chain-start = { $cell } es { $cands }. Si no es { $target }, es { $value }
step-chain-link = así que { $cell } ({ $cands }) es { $value }
step-chain-end = { $chain }. En cualquier caso { $start } o { $end } es { $target }, y { $victims } { $count ->
        [one] ve
       *[other] ven
    } las dos: { $outcome }.

sudoku-xy-wing = { $pivot } es { $cands }. Si es { $a }, { $first } es { $d }; si es { $b }, { $second } es { $d }. En cualquier caso { $first } o { $second } es { $d }, y { $victims } { $count ->
        [one] ve
       *[other] ven
    } las dos: { $outcome }.
sudoku-xyz-wing = { $first } es { $m1 }, { $second } es { $m2 } y { $third } es { $m3 }: sea cual sea { $first }, una de las tres es { $d }, y { $victims } { $count ->
        [one] ve
       *[other] ven
    } las tres: { $outcome }.
sudoku-w-wing = { $first } y { $second } solo pueden ser { $x } o { $y }. En { $line }, el { $x } solo puede ir en { $third } o { $fourth }, que ven { $first } y { $second }: si ninguna de las dos fuera { $y }, las dos serían { $x } y el { $x } no tendría sitio en ninguna casilla { $inline }. Así que una de ellas es { $y }: { $outcome }.
sudoku-colouring-link = { $a } o { $b }
sudoku-colouring-then = luego
sudoku-colouring-clash = Cada uno de estos pares es el único sitio para el { $d } en alguna zona, así que exactamente una casilla de cada par tiene el { $d }: { $links }. Siguiendo la cadena, si { $first } tuviera el { $d }, también lo tendría { $last }; pero se ven entre sí. Así que ninguna casilla que tendría el { $d } junto con { $first } puede tenerlo: { $outcome }.
sudoku-colouring-sees = Cada uno de estos pares es el único sitio para el { $d } en alguna zona, así que exactamente una casilla de cada par tiene el { $d }: { $links }. Siguiendo la cadena, { $first } o { $last } tiene el { $d }, y { $victims } { $count ->
        [one] ve
       *[other] ven
    } las dos: { $outcome }.
sudoku-unique-rectangle = { $cells } solo pueden ser { $a } o { $b }, en tres esquinas de un rectángulo sobre dos bloques. Si { $corner } también fuera { $a } o { $b }, el { $a } y el { $b } podrían intercambiarse en el rectángulo y el puzle tendría dos soluciones. Solo tiene una (eso es lo que hace válido este paso), así que { $outcome }.
sudoku-forcing-contradiction = Si { $cell } fuera { $d }, los únicos desnudos y ocultos que siguen dejarían alguna casilla o zona sin número: { $outcome }.
sudoku-forcing-both = { $cell } es { $tried }. Sea cual sea, los únicos desnudos y ocultos que siguen dan el mismo resultado para { $target }: { $outcome }.

sky-bounds = { $clue } indica que se ven { $c } edificios, y cada edificio visto más allá de una casilla es más alto que ella; así que, contando desde ese borde, { $caps }: { $outcome }.
sky-cap = la { $pos ->
        [1] primera
        [2] segunda
        [3] tercera
        [4] cuarta
        [5] quinta
        [6] sexta
        [7] séptima
       *[other] octava
    } casilla es como mucho { $max }
sky-bounds-hidden = { $clue } indica que se ven { $c } edificios. { $hidden }, así que desde allí { $count ->
        [one] nunca se ve
       *[other] nunca se ven
    }; de las alturas que pueden verse, de la más alta a la más baja, { $room }: { $outcome }.
sky-behind = el { $h } está detrás del { $blocker }
sky-room-first = el { $h } está al menos a { $d } { $d ->
        [one] casilla
       *[other] casillas
    } del borde
sky-room = el { $h } al menos a { $d }
sky-last-seen = { $clue } indica que se ven { $c } edificios. { $count ->
        [one] { $shown } es uno de ellos
       *[other] { $shown } son { $count } de ellos
    }, y nada más allá de { $at } puede verse, así que el edificio junto a la pista es el único otro: es más alto que { $between ->
        [1] la casilla
       *[other] las { $between } casillas
    } entre él y { $at }: { $outcome }.
sky-shown = el { $h } en { $cell }
sky-enumeration = { $clue } solo permite algunas formas de llenar { $line } con sus candidatos, y ninguna pone estas alturas aquí: { $outcome }.
sky-line-enumeration = De todas las formas de llenar { $line } que respetan { $parts }, ninguna pone estas alturas aquí: { $outcome }.
sky-its-candidates = sus candidatos
sky-clue-above = la pista { $clue } de arriba
sky-clue-below = la pista { $clue } de abajo
sky-clue-left = la pista { $clue } de su izquierda
sky-clue-right = la pista { $clue } de su derecha

## A step in plain words for a beginner (see the English file for the variables).
plain-single = Mira { $cell }: todos los números menos el { $d } ya están en { $houses ->
        [boxes] su fila, su columna o su bloque
       *[lines] su fila o su columna
    } o están descartados, así que { $cell } es { $d }.
plain-hidden-single = Mira { $line }: el { $d } solo puede ir { $place ->
        [column] en la columna { $n }
        [row] en la fila { $n }
       *[cell] en { $cell }
    }, así que { $cell } es { $d }.
plain-sign = El signo dice que { $lo } es menor que { $hi }. Así que { $both ->
        [yes] { $first }, y { $second }
       *[no] { $first }
    }.
plain-sign-part = { $cell } no puede ser { $digits } ({ $why ->
        [edge] { $side ->
            [lo] nada es mayor que { $v }
           *[hi] nada es menor que { $v }
        }
        [is] { $other } es { $v }
       *[bound] { $side ->
            [lo] { $other } es como mucho { $v }
           *[hi] { $other } es como mínimo { $v }
        }
    })
plain-sign-chain = Sigue los signos: { $cell } tiene que ser { $side ->
        [greater] mayor
       *[less] menor
    } que { $others }, y todas esas casillas tienen números distintos, así que { $cell } es { $side ->
        [greater] como mínimo
       *[less] como mucho
    } { $bound }. No puede ser { $digits }.
plain-naked-subset = Mira { $line }: { $cells } solo pueden tener { $digits } entre todas, así que esos números ya están ocupados allí y ninguna otra casilla de la línea puede tenerlos. Así que { $outcome }.
plain-hidden-subset = Mira { $line }: { $digits } solo pueden ir en { $cells }, así que esas casillas no tienen sitio para nada más. Así que { $outcome }.
plain-fish = En las { $bases }, el { $d } solo puede ir en las { $covers }. Cada una de esas { $each ->
        [row] filas
       *[column] columnas
    } necesita su { $d }, así que las { $covers } tienen el suyo allí y en ningún otro sitio: { $outcome }.

