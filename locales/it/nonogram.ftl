## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Annerisci le caselle per scoprire un disegno nascosto. I numeri accanto a ogni riga e sopra ogni colonna sono le lunghezze dei blocchi di caselle annerite di quella linea, in ordine: da sinistra a destra in una riga, dall'alto in basso in una colonna.
nonogram-rules-gaps = Tra due blocchi c'è almeno una casella vuota; prima del primo blocco e dopo l'ultimo ce ne possono essere quante si vuole. Una linea con indizio 0 non ha caselle annerite.
nonogram-rules-start = Comincia dalle linee che i loro blocchi riempiono quasi del tutto: un blocco di 8 in una linea di 10 copre le 6 caselle centrali comunque lo si sposti. Segna con un punto le caselle che sai vuote, così lo spazio dei blocchi si riduce, e passa dalle righe alle colonne e ritorno.
nonogram-rules-given = Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare. Le linee più spesse ogni cinque caselle aiutano a contare.

## Nonograms' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

nonogram-note-completed-run-look = Cerca un blocco di caselle annerite lungo quanto l'unico blocco dell'indizio che può essere.
nonogram-note-completed-run-why = Un blocco è lungo esattamente quanto il suo numero, quindi quel blocco è completo e non può crescere.
nonogram-note-completed-run-removes = Segna come vuote le caselle ai suoi due capi.
nonogram-note-edge-forcing-look = Cerca una casella annerita vicino al bordo, o vicino a caselle che si sa essere vuote.
nonogram-note-edge-forcing-why = Appartiene al primo blocco da quella parte, che non può cominciare prima del bordo, quindi deve estendersi oltre la casella abbastanza da raggiungere la sua lunghezza.
nonogram-note-edge-forcing-removes = Annerisci le caselle da quella annerita fin dove il blocco deve almeno arrivare.
nonogram-note-small-gap-look = Cerca le caselle che nessun blocco dell'indizio può raggiungere, e gli spazi tra caselle vuote.
nonogram-note-small-gap-why = Un blocco vuole tante caselle libere di fila quanto il suo numero, quindi uno spazio più corto di ogni blocco che potrebbe andarci non ne contiene nessuno.
nonogram-note-small-gap-removes = Segna quelle caselle e quegli spazi come vuoti.
nonogram-note-overlap-look = Cerca un blocco lungo rispetto allo spazio che ha, come un blocco di 8 in una linea di 10.
nonogram-note-overlap-why = Spinto il più a sinistra possibile e poi il più a destra, il blocco copre alcune caselle entrambe le volte, e ovunque stia davvero, le copre.
nonogram-note-overlap-removes = Annerisci le caselle che il blocco copre in entrambe le posizioni.
nonogram-note-line-solving-look = Guarda una linea, il suo indizio e le caselle già note.
nonogram-note-line-solving-why = Ogni modo di disporre i suoi blocchi che rispetta le caselle note potrebbe essere la soluzione, quindi ciò su cui concordano tutti è certo.
nonogram-note-line-solving-removes = Annerisci una casella annerita in ogni modo, e segna vuota una casella vuota in ogni modo.
nonogram-note-contradiction-look = Cerca una casella che decide molto e supponila annerita.
nonogram-note-contradiction-why = Risolvi le linee da lì: se una linea non può più contenere i suoi blocchi, la supposizione era sbagliata, perché la soluzione non viola nessuna linea.
nonogram-note-contradiction-removes = La casella è vuota (o annerita, quando a fallire è supporla vuota).

## Nonograms' step sentences. A line step: "$Line ($clue): $reason. $outcome ($technique)."
## with -step-reason-TECHNIQUE why the technique decides, $outcome the squares filled (-step-filled)
## and left empty (-step-empty), or both (-step-both). A contradiction: -step-contradiction, $value
## and $other -step-value-filled or -step-value-empty. -step-none is the clue of an empty line.

nonogram-step-line-step = { $Line } ({ $clue }): { $reason }. { $outcome } ({ $technique }).
nonogram-step-filled = Annerite: { $cells }
nonogram-step-empty = Vuote: { $cells }
nonogram-step-both = { $filled }; { $empty }
nonogram-step-contradiction = Se { $cell } fosse { $value }, le linee da lì in poi lascerebbero { $line } ({ $clue }) senza posto per i suoi blocchi, quindi { $cell } è { $other } ({ $technique }).
nonogram-step-value-filled = annerita
nonogram-step-value-empty = vuota
nonogram-step-none = 0
nonogram-step-reason-completed-run = un blocco di caselle annerite è lungo quanto il blocco che deve essere, quindi è completo
nonogram-step-reason-edge-forcing = una casella annerita vicino al bordo appartiene al primo blocco da quella parte, che deve superarla
nonogram-step-reason-small-gap = nessun blocco raggiunge queste caselle, o lo spazio è troppo corto per ogni blocco possibile
nonogram-step-reason-overlap = ogni blocco, spinto tutto a sinistra e tutto a destra, copre ancora queste caselle
nonogram-step-reason-line-solving = tutti i modi di disporre i blocchi che rispettano le caselle note concordano qui

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Ogni tecnica è mostrata su uno schema fatto per questa pagina, non su uno schema di questo libro, subito prima del passo: le caselle che si sa annerite sono nere e quelle che si sa vuote hanno un punto, la linea da guardare è in grigio chiaro, le caselle che il passo annerisce sono in grigio scuro e quelle che mostra vuote hanno una croce.
