## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

## Davanti a un numero l'articolo si elide quando il numero si legge con una vocale: «l'1»,
## «l'8», «l'11» (uno, otto, undici), ma «il 5», «il 18». Qui i numeri vanno da 1 a 16.

skyscrapers-rules-heights = Ogni casella della griglia contiene un grattacielo, e il numero scritto è la sua altezza. Ogni riga e ogni colonna contiene ogni altezza una sola volta: { $examples }.
skyscrapers-rules-clues = Un numero fuori dalla griglia dice quanti grattacieli si vedono guardando lungo quella riga o colonna da lì. Un edificio più alto nasconde tutti quelli più bassi dietro di sé: un edificio si vede solo se è più alto di tutti quelli davanti.
skyscrapers-rules-example = Per esempio, in una riga di una griglia { $n } per { $n }, un 1 fuori significa che l'edificio più alto, { $n ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $n }
    }, sta proprio accanto; un { $n } significa che si vedono tutti, quindi la riga sale 1, 2, … fino a { $n } da quel lato. Dove non c'è un numero, non c'è un indizio.
skyscrapers-rules-given = Alcuni schemi danno anche qualche altezza dentro la griglia. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.

## Skyscrapers' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

skyscrapers-note-clue-one-look = Cerca un indizio 1 fuori dalla griglia.
skyscrapers-note-clue-one-why = Da lì si vede solo il primo grattacielo, che quindi nasconde tutti gli altri della linea: è il più alto.
skyscrapers-note-clue-one-removes = La casella accanto all'indizio prende l'altezza più grande.
skyscrapers-note-clue-full-look = Cerca un indizio grande quanto la griglia, come un 5 accanto a una griglia 5 per 5.
skyscrapers-note-clue-full-why = Da lì si vedono tutti i grattacieli, quindi ognuno deve essere più alto di tutti quelli davanti.
skyscrapers-note-clue-full-removes = La linea sale 1, 2, 3 e così via da quel lato: ogni sua casella prende la sua altezza.
skyscrapers-note-clue-bounds-look = Guarda un indizio e le caselle più vicine, per esempio un 3 accanto a una griglia 5 per 5.
skyscrapers-note-clue-bounds-why = Per vederne tre, almeno due più bassi stanno davanti al più alto: il 5 non è nelle prime due caselle, la prima vale al massimo 3 e la seconda al massimo 4.
skyscrapers-note-clue-bounds-removes = Cancella, vicino all'indizio, le altezze che lascerebbero in vista troppo pochi grattacieli.
skyscrapers-note-facing-clues-look = Cerca una linea con indizi a entrambi i capi che sommati fanno uno più della dimensione della griglia.
skyscrapers-note-facing-clues-why = Il più alto si vede da entrambi i capi e ogni altro al massimo da uno, quindi ogni lato ha giusto il posto per ciò che vede.
skyscrapers-note-facing-clues-removes = Il più alto sta a tante caselle dal primo indizio quante ne dice l'indizio, contando come prima quella accanto.
skyscrapers-note-clue-last-seen-look = Cerca un indizio che vede già tutti i suoi grattacieli tranne uno tra quelli alti della sua linea.
skyscrapers-note-clue-last-seen-why = L'indizio deve vederne ancora uno, e solo la casella accanto può esserlo.
skyscrapers-note-clue-last-seen-removes = Quella casella deve essere più alta di tutte le caselle tra lei e i grattacieli già visti: cancella le altezze troppo basse.
skyscrapers-note-clue-enumeration-look = Guarda un indizio e la sua linea, con i candidati delle sue caselle.
skyscrapers-note-clue-enumeration-why = Solo pochi ordini di altezze rispettano quei candidati e fanno vedere all'indizio esattamente il suo numero di grattacieli, e la soluzione è uno di essi.
skyscrapers-note-clue-enumeration-removes = Un'altezza che nessuno di quegli ordini mette in una casella lì si cancella.
skyscrapers-note-line-enumeration-look = Guarda una linea con indizi a entrambi i capi, con i candidati delle sue caselle.
skyscrapers-note-line-enumeration-why = Le altezze della linea devono rispettare insieme i due indizi e i candidati, il che lascia meno ordini di ciascun indizio da solo, e la soluzione è uno di essi.
skyscrapers-note-line-enumeration-removes = Un'altezza che nessuno degli ordini rimasti mette in una casella lì si cancella.

## Skyscrapers' clue steps in books other than English (English books print the sentences of
## src/skyscrapers/explain.rs; these English ones are the source for translators). A clue by its
## side ($clue, $n the column or row); $line the row or column, $climb the heights in order,
## $other the facing clue, $sum the two clues' total, $outcome what the step places or rules out.

skyscrapers-step-top = l'indizio { $clue } sopra la colonna { $n }
skyscrapers-step-bottom = l'indizio { $clue } sotto la colonna { $n }
skyscrapers-step-left = l'indizio { $clue } a sinistra della riga { $n }
skyscrapers-step-right = l'indizio { $clue } a destra della riga { $n }
skyscrapers-step-clue-one = { $clue } indica che si vede un solo edificio, quindi il più alto sta proprio accanto: { $outcome }.
skyscrapers-step-clue-full = { $clue } indica che si vedono tutti gli edifici, quindi { $line } sale { $climb } da quel lato: { $outcome }.
skyscrapers-step-facing = { $clue } e { $other } sommano { $sum }, uno in più della dimensione, quindi il più alto si vede da entrambi i lati senza margine: { $outcome }.
