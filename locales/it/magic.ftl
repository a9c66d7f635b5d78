## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Riempi ogni casella vuota con un numero in modo che ogni numero sia usato una sola volta. La riga sotto ogni griglia dice quali numeri usare e quanto somma ogni linea, per esempio «{ $example }».
magic-rules-line = Una linea è una riga, una colonna o una delle due diagonali da un angolo all'altro.
magic-rules-start = Comincia da una linea con una sola casella vuota: contiene il totale meno i numeri già presenti. Quando nessuna linea è così vicina, annota i numeri liberi che potrebbero completare una linea e cancella quelli che non vanno bene per le altre linee che passano per la stessa casella.
magic-rules-given = I numeri stampati nella griglia sono dati. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.

## Magic squares' step sentences in books other than English (English books print the
## sentences of src/magic/explain.rs; these English ones are the source for translators). $line a
## row, column or diagonal (the diagonals and "a line" named here), $cell a square, $v its number,
## $sum the sum worked out ("34 – 13 – 10 – 7 = 4"), $k how many, $blanks the empty squares,
## $ways the ways listed (": 1 + 6 or 2 + 5") or counted (-step-ways; a piece that starts with a
## space writes it as { " " }), $outcome what the step rules out.

magic-step-diagonal = la diagonale dall'angolo in alto a sinistra
magic-step-anti-diagonal = la diagonale dall'angolo in alto a destra
magic-step-line = una linea
magic-step-one-blank = { $line } ha una sola casella vuota: { $sum }, quindi { $cell } è { $v }.
magic-step-naked = Per { $cell } resta solo il numero { $v }: ogni altro numero è già usato o non può completare una delle sue linee. Quindi { $cell } è { $v }.
magic-step-hidden = Il numero { $v } non è ancora nella griglia, e { $cell } è l'unica casella che può ancora prenderlo. Quindi { $cell } è { $v }.
magic-step-line-sum = { $line } ha { $k } caselle vuote, { $blanks }, che devono sommare { $sum } con numeri non ancora usati, ognuno ancora possibile nella sua casella{ $ways }. Quindi { $outcome }.
magic-step-ways = , in { $k } modi

## The square's numbers in running text: a range ($a to $z), or a list with a step ($a, $b … $z).

magic-numbers-range = i numeri da { $a } a { $z }
magic-numbers-list = i numeri { $a }, { $b } … { $z }

## What a grid prints under it, longest first (the drawing takes the first that fits): $numbers
## as above ({ $Numbers } with a capital), $short the numbers in figures ("4–12"), $t the total.

magic-caption-long = Usa { $numbers }; ogni linea somma { $t }
magic-caption-medium = { $Numbers }; le linee sommano { $t }
magic-caption-short = { $short }; somma { $t }

## Magic squares' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

magic-note-one-blank-line-look = Cerca una riga, colonna o diagonale con una sola casella vuota.
magic-note-one-blank-line-why = Ogni linea ha la stessa somma, quindi la casella vuota contiene la somma meno i numeri già presenti nella linea.
magic-note-one-blank-line-removes = Scrivi quel numero nella casella: è usato, e nessun'altra casella può averlo.
magic-note-naked-single-look = Cerca una casella in cui è ancora possibile un solo numero.
magic-note-naked-single-why = Tutti gli altri numeri sono già usati o non danno la somma delle sue linee, e ogni casella deve avere un numero.
magic-note-naked-single-removes = La casella prende quel numero, che sparisce poi da tutte le altre caselle.
magic-note-hidden-single-look = Scegli un numero non ancora collocato e cerca l'unica casella che può ancora ospitarlo.
magic-note-hidden-single-why = Ogni numero compare una volta nel quadrato, quindi deve stare da qualche parte, e gli resta una sola casella.
magic-note-hidden-single-removes = Il numero va in quella casella, qualunque altro numero fosse possibile lì.
magic-note-line-sum-look = Cerca una linea con due o tre caselle vuote e calcola quanto devono fare insieme: la somma meno i numeri già presenti.
magic-note-line-sum-why = Solo pochi gruppi di numeri non usati arrivano a quel valore, e ogni casella deve andar bene anche per le sue altre linee.
magic-note-line-sum-removes = Ogni casella vuota tiene solo i numeri che un tale gruppo può darle: cancella gli altri.
magic-note-four-blank-sum-look = Cerca una linea di un quadrato 4 per 4 con tutte e quattro le caselle vuote.
magic-note-four-blank-sum-why = Devono fare insieme la somma, e solo alcuni gruppi di quattro numeri non usati ci arrivano, con ogni casella adatta anche alle sue altre linee.
magic-note-four-blank-sum-removes = Ogni casella tiene solo i numeri che un tale gruppo può darle: cancella gli altri.
