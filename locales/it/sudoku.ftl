## Le regole di un Sudoku. $unit è «number» se il libro ha un 16×16 (da 10 a 16 non sono cifre), altrimenti «digit»: «numero» è maschile, «cifra» femminile.
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
        [number] in una griglia { $n } per { $n }, i numeri da 1 a { $n }, con riquadri larghi { $w } caselle e alti { $h }
       *[other] in una griglia { $n } per { $n }, le cifre da 1 a { $n }, con riquadri larghi { $w } caselle e alti { $h }
    }
sudoku-rules-fill = { $unit ->
        [number] Riempi ogni casella vuota con un numero in modo che ogni riga, ogni colonna e ogni riquadro (le zone bordate in grassetto) contenga ogni numero una sola volta: { $grids }.
       *[other] Riempi ogni casella vuota con una cifra in modo che ogni riga, ogni colonna e ogni riquadro (le zone bordate in grassetto) contenga ogni cifra una sola volta: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
        [number] Un numero non può mai ripetersi in una riga, in una colonna o in un riquadro. Cerca l'unica casella in cui va un numero, o l'unico numero che va in una casella, e scrivilo; ogni numero inserito aiuta con il successivo.
       *[other] Una cifra non può mai ripetersi in una riga, in una colonna o in un riquadro. Cerca l'unica casella in cui va una cifra, o l'unica cifra che va in una casella, e scrivila; ogni cifra inserita aiuta con la successiva.
    }
sudoku-rules-given = { $unit ->
        [number] I numeri stampati nella griglia sono dati. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.
       *[other] Le cifre stampate nella griglia sono date. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.
    }
