## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = in una griglia { $n } per { $n }, le cifre da 1 a { $n }, in riquadri di { $w } caselle per { $h }
killer-rules-fill = Riempi ogni casella con una cifra in modo che ogni riga, ogni colonna e ogni riquadro (le zone bordate in grassetto) contenga ogni cifra una sola volta: { $grids }.
killer-rules-cages = Linee tratteggiate dividono la griglia in gabbie. Il piccolo numero nell'angolo di una gabbia è la sua somma: le cifre della gabbia danno quel totale, e nessuna cifra si ripete in una gabbia. Una riga, una colonna o un riquadro fa sempre { $total }.
killer-rules-given = All'inizio non è data nessuna cifra, o pochissime. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.

## Killer Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

killer-note-cage-combination-look = Guarda una gabbia piccola ed elenca gli insiemi di cifre diverse che danno la sua somma.
killer-note-cage-combination-why = Le cifre di una gabbia sono tutte diverse e danno la sua somma, quindi solo quegli insiemi possono riempirla: 3 in due caselle è sempre 1 e 2.
killer-note-cage-combination-removes = Ogni casella della gabbia tiene solo le cifre di un insieme che le altre caselle possono completare.
killer-note-rule-of-45-look = Cerca una riga, colonna o riquadro quasi coperto da gabbie che stanno tutte al suo interno.
killer-note-rule-of-45-why = Ogni riga, colonna e riquadro somma 45 (21 in un 6 × 6), quindi le caselle rimaste fanno 45 meno le somme delle gabbie interne e le cifre già messe.
killer-note-rule-of-45-removes = Le caselle rimaste diventano una gabbia a sé: una sola casella prende quel numero, più caselle tengono solo cifre che possono dare il loro totale.
killer-note-cage-splitting-look = Cerca una gabbia che contiene tutte le caselle lasciate dalla regola del 45 in una riga, colonna o riquadro, più altre caselle fuori.
killer-note-cage-splitting-why = Le caselle all'interno fanno il totale dato dalla regola del 45 e la somma della gabbia è fissa, quindi le sue caselle fuori fanno il resto.
killer-note-cage-splitting-removes = La gabbia si divide in due gabbie più piccole, una dentro e una fuori, ognuna con la sua somma e meno modi di farla.
killer-note-cage-overlap-look = Cerca una cifra che serve a ogni modo di fare una gabbia e le cui caselle possibili nella gabbia stanno tutte in una riga, colonna o riquadro.
killer-note-cage-overlap-why = La gabbia deve avere quella cifra in una di quelle caselle, e una riga, colonna o riquadro contiene ogni cifra una sola volta.
killer-note-cage-overlap-removes = La cifra si cancella da tutte le altre caselle di quella riga, colonna o riquadro fuori dalla gabbia.
killer-note-combination-clash-look = Cerca due gabbie nella stessa riga, colonna o riquadro, ognuna con pochi modi di fare la sua somma.
killer-note-combination-clash-why = Una riga, colonna o riquadro contiene ogni cifra una volta, quindi le due gabbie non possono avere cifre in comune.
killer-note-combination-clash-removes = Un modo di fare una gabbia che non lascia all'altra alcun modo di fare la sua somma è escluso, con le cifre che solo esso permetteva.
killer-note-rule-of-45-bands-look = Guarda due o tre righe (o colonne) vicine, o una zona da cui sporgono gabbie.
killer-note-rule-of-45-bands-why = Ogni riga e colonna somma 45, quindi più insieme sommano 45 per il loro numero; le gabbie tutte dentro tolgono le loro somme e le caselle rimaste fanno il resto.
killer-note-rule-of-45-bands-removes = Le caselle rimaste, dentro la fascia o appena fuori, diventano una gabbia dal totale noto e tengono solo cifre che possono darlo.

## Killer's step sentences. $cage is the cage as -step-cage names it ($sum, $cell its corner);
## $cells the squares; $k how many ($k of a combination: the cage's squares); $sets the digit
## sets ("1+2+6 or 1+3+5"); $region and $line a house by name ("row 3", or -step-rows/-columns
## for a band of $lines houses), $inline the same as a place ("in row 3"): a sentence takes
## either; $total a clashing cage's sum; $outcome what the step rules out or places.

## Davanti a un numero l'articolo si elide quando il numero si legge con una vocale: «l'1»,
## «l'8», «l'11» (uno, otto, undici), ma «il 5», «il 18». Qui i numeri vanno da 1 a 16.

killer-step-cage = la gabbia da { $sum } in { $cell }
killer-step-combination = { $cage } ({ $cells }): { $k } caselle con cifre diverse fanno { $sum } solo con { $sets }, quindi: { $outcome }.
killer-step-combination-one = { $cage } è solo { $cells }, che quindi ha { $sum ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $sum }
    }: { $outcome }.
killer-step-innies = { $region }, in tutto: { $whole }; le gabbie tutte dentro fanno { $inside }, quindi restano { $sum } per { $cells }: { $outcome }.
killer-step-outies = { $region }, in tutto: { $whole }; le gabbie che vi entrano fanno { $all } in tutto, { $whole } dentro; quindi restano { $sum } per { $cells }, fuori: { $outcome }.
killer-step-innies-live = { $region } fa { $whole }; le cifre già messe e le gabbie (o parti di gabbie) tutte dentro fanno { $inside }, quindi { $cells } fanno { $sum }: { $outcome }.
killer-step-split = { $region } fa { $whole }, e le caselle rimaste dentro sono tutte in un'unica gabbia, { $cage }, che lì si divide: la sua parte { $cells } fa { $sum }: { $outcome }.
killer-step-overlap = ogni modo di fare { $cage } usa { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }, che lì può andare solo in { $cells }, tutte { $inline }, quindi: { $outcome }.
killer-step-overlap-in = { $inline } { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } può andare solo in { $cells }, tutte in un'unica gabbia ({ $cage }); la gabbia contiene { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }, quindi: { $outcome }.
killer-step-clash = { $cage } e { $other } non hanno cifre in comune; { $cage } si fa solo con { $sets }, quindi: { $outcome }.
killer-step-rows = le righe { $list }
killer-step-columns = le colonne { $list }
