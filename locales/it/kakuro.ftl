## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Scrivi una cifra da 1 a 9 in ogni casella bianca. Una serie è una fila di caselle bianche orizzontale o verticale tra due blocchi; il numero nel blocco che la precede è la sua somma: sopra la diagonale per la serie verso destra, sotto per la serie verso il basso.
kakuro-rules-sums = Le cifre di una serie danno la sua somma e sono tutte diverse: 3 in due caselle può essere solo 1 e 2.
kakuro-rules-given = Ogni schema ha esattamente una soluzione, e la sola logica ci arriva: comincia dalle somme che si formano in un solo modo.
