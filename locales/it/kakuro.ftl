## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Scrivi una cifra da 1 a 9 in ogni casella bianca. Una serie è una fila di caselle bianche orizzontale o verticale tra due blocchi; il numero nel blocco che la precede è la sua somma: sopra la diagonale per la serie verso destra, sotto per la serie verso il basso.
kakuro-rules-sums = Le cifre di una serie danno la sua somma e sono tutte diverse: 3 in due caselle può essere solo 1 e 2.
kakuro-rules-given = Ogni schema ha esattamente una soluzione, e la sola logica ci arriva: comincia dalle somme che si formano in un solo modo.

## Kakuro's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

kakuro-note-naked-single-look = Cerca una casella bianca a cui resta una sola cifra.
kakuro-note-naked-single-why = Ogni casella bianca contiene una cifra, e solo questa va ancora bene.
kakuro-note-naked-single-removes = Scrivila e cancellala dalle altre caselle della sua serie orizzontale e di quella verticale.
kakuro-note-unique-combination-look = Cerca una serie la cui somma si forma in un solo modo con la sua lunghezza: 3 o 4 in due caselle, 6 o 7 in tre, 45 in nove.
kakuro-note-unique-combination-why = Le cifre di una serie sono tutte diverse, e nessun altro insieme di cifre diverse dà quella somma.
kakuro-note-unique-combination-removes = Ogni casella della serie tiene solo le cifre di quell'insieme.
kakuro-note-bounds-look = Guarda una serie e le cifre più grandi e più piccole che le sue altre caselle possono ancora prendere.
kakuro-note-bounds-why = Se nemmeno le cifre più grandi delle altre portano una cifra fino alla somma, o se anche le più piccole la superano, quella cifra non sta nella casella.
kakuro-note-bounds-removes = Cancella ogni cifra troppo piccola o troppo grande per la sua serie.
kakuro-note-combination-intersection-look = Guarda una serie corta ed elenca gli insiemi di cifre diverse che danno la sua somma e che le sue caselle possono ancora prendere.
kakuro-note-combination-intersection-why = Solo quegli insiemi possono riempire la serie, quindi una casella tiene solo le loro cifre; dove una serie orizzontale incrocia una verticale, la casella tiene solo ciò che entrambe permettono.
kakuro-note-combination-intersection-removes = Cancella ogni cifra che non sta in nessun insieme della serie.
kakuro-note-required-digit-look = Cerca una cifra che ogni insieme che dà la somma di una serie contiene, con una sola casella della serie che può ancora prenderla.
kakuro-note-required-digit-why = Qualunque insieme riempia la serie, quella cifra ne fa parte, e non ha altro posto.
kakuro-note-required-digit-removes = Scrivi la cifra in quella casella: le sue altre cifre se ne vanno.
kakuro-note-run-subset-look = Cerca due caselle di una serie che insieme hanno solo le stesse due cifre, o tre caselle con solo tre cifre.
kakuro-note-run-subset-why = Quelle caselle prenderanno proprio quelle cifre, e una serie non ripete mai una cifra.
kakuro-note-run-subset-removes = Cancella quelle cifre dalle altre caselle della serie.
kakuro-note-long-run-combination-look = Guarda una serie lunga, con cinque caselle aperte o più, e cerca quali insiemi di cifre diverse danno ciò che resta della sua somma.
kakuro-note-long-run-combination-why = Le serie lunghe hanno molti insiemi, ma le cifre già cancellate ne escludono la maggior parte, e solo quelli rimasti possono riempire la serie.
kakuro-note-long-run-combination-removes = Ogni casella aperta tiene solo le cifre di un insieme che le altre caselle aperte possono completare.
kakuro-note-sum-arithmetic-look = Guarda una fascia di righe intere (o di colonne): somma le sue somme orizzontali, poi togli le somme verticali delle serie che stanno tutte dentro la fascia.
kakuro-note-sum-arithmetic-why = I due modi contano ogni casella bianca della fascia una volta, quindi resta la somma delle poche caselle le cui serie verticali escono dalla fascia.
kakuro-note-sum-arithmetic-removes = Quelle caselle tengono solo le cifre che insieme possono dare quella somma.

## Kakuro's step sentences: "$where: $outcome ($technique)." $where is a run (-step-run: $sum,
## $way the word -step-across or -step-down, $cell its first square), a band of rows or columns
## (-step-band: $lines) or a square; $outcome lists what is placed (-step-placed: $cell, $digit)
## and ruled out (-step-removed: $digits, $cells).

kakuro-step-run = la serie { $way } di { $sum } in { $cell }
kakuro-step-across = orizzontale
kakuro-step-down = verticale
kakuro-step-band = la fascia di { $lines }
kakuro-step-step = { $where }: { $outcome } ({ $technique }).
kakuro-step-single = { $outcome } ({ $technique }).
kakuro-step-placed = { $cell } è { $digit }
kakuro-step-removed = { $digits } non può andare in { $cells }
