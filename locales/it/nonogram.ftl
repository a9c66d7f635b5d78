## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Annerisci le caselle per scoprire un disegno nascosto. I numeri accanto a ogni riga e sopra ogni colonna sono le lunghezze dei blocchi di caselle annerite di quella linea, in ordine: da sinistra a destra in una riga, dall'alto in basso in una colonna.
nonogram-rules-gaps = Tra due blocchi c'è almeno una casella vuota; prima del primo blocco e dopo l'ultimo ce ne possono essere quante si vuole. Una linea con indizio 0 non ha caselle annerite.
nonogram-rules-start = Comincia dalle linee che i loro blocchi riempiono quasi del tutto: un blocco di 8 in una linea di 10 copre le 6 caselle centrali comunque lo si sposti. Segna con un punto le caselle che sai vuote, così lo spazio dei blocchi si riduce, e passa dalle righe alle colonne e ritorno.
nonogram-rules-given = Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare. Le linee più spesse ogni cinque caselle aiutano a contare.

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Ogni tecnica è mostrata su uno schema fatto per questa pagina, non su uno schema di questo libro, subito prima del passo: le caselle che si sa annerite sono nere e quelle che si sa vuote hanno un punto, la linea da guardare è in grigio chiaro, le caselle che il passo annerisce sono in grigio scuro e quelle che mostra vuote hanno una croce.
