## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Riempi ogni casella con una cifra in modo che ogni riga e ogni colonna contenga ogni cifra una sola volta: { $examples }.
calcudoku-rules-cages = Linee spesse dividono la griglia in gabbie. Il piccolo indizio nell'angolo di una gabbia indica un risultato e un'operazione: le cifre della gabbia devono dare quel risultato con quell'operazione. 7+ significa che la loro somma è 7; 12× che il loro prodotto è 12.
calcudoku-rules-pairs = Una gabbia con { $minus } o ÷ ha due caselle: 3{ $minus } significa che una cifra supera l'altra di 3, 2÷ che una cifra è il doppio dell'altra, in qualsiasi ordine. Una gabbia di una sola casella mostra la sua cifra.
calcudoku-rules-repeat = Una cifra può ripetersi in una gabbia, purché non compaia due volte nella stessa riga o colonna. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.

## I passi di un Calcudoku in frasi. $clue è l'indizio della gabbia («6+»), $squares le sue
## caselle, $cells le caselle che un riempimento segue, $outcome ciò che il passo esclude o mette.

calcudoku-no-op = senza operazione
## Davanti a un numero l'articolo si elide quando il numero si legge con una vocale: «l'1»,
## «l'8», «l'11» (uno, otto, undici), ma «il 5», «il 18». Qui i numeri vanno da 1 a 16.

calcudoku-single = { $cell } deve essere { $d }: è una gabbia di una sola casella che mostra { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }.
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

## Calcudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

calcudoku-note-single-cell-cage-look = Cerca una gabbia di una sola casella.
calcudoku-note-single-cell-cage-why = Il suo risultato è dato solo dalla cifra di quella casella, quindi la cifra è il risultato stesso.
calcudoku-note-single-cell-cage-removes = Scrivi il risultato nella casella.
calcudoku-note-cage-combinations-look = Guarda una gabbia, il suo risultato e la sua operazione, ed elenca i gruppi di cifre che danno il risultato.
calcudoku-note-cage-combinations-why = Le caselle della gabbia devono contenere uno di quei gruppi, perché nessun'altra cifra dà il risultato.
calcudoku-note-cage-combinations-removes = Cancella dalle caselle della gabbia ogni cifra che non compare in nessuno dei gruppi.
calcudoku-note-cage-fills-look = Guarda una gabbia e prova ogni modo di scrivere uno dei suoi gruppi di cifre nelle sue caselle, casella per casella.
calcudoku-note-cage-fills-why = Un modo è possibile solo se ogni casella ha la sua cifra tra i candidati e nessuna riga o colonna ripete una cifra, e la soluzione riempie la gabbia in uno dei modi rimasti.
calcudoku-note-cage-fills-removes = Una cifra che nessun modo rimasto mette in una casella si cancella da quella casella.
calcudoku-note-cage-line-look = Cerca una gabbia in cui ogni modo di riempirla mette una stessa cifra nella parte della gabbia che sta in una riga o colonna.
calcudoku-note-cage-line-why = Qualunque sia il modo giusto, quella riga o colonna riceve la cifra dentro la gabbia, e una linea ha ogni cifra una volta sola.
calcudoku-note-cage-line-removes = Cancella la cifra dal resto di quella riga o colonna, fuori dalla gabbia.
calcudoku-note-line-sum-look = Cerca una riga o colonna in cui gabbie interamente al suo interno lasciano fuori solo poche caselle.
calcudoku-note-line-sum-why = Ogni linea somma 1 + 2 + e così via fino alla dimensione, quindi quelle poche caselle sommano ciò che le gabbie intere lasciano di quel totale.
calcudoku-note-line-sum-removes = Quelle caselle tengono solo cifre di gruppi di cifre diverse che danno quel resto: cancella le altre.
