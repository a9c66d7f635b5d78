## Che cos'è ogni tipo di gioco, per la quarta di copertina: <tipo>-pitch apre il testo di un
## libro di quel solo tipo; <tipo>-line è la sua frase in un libro di più tipi.

futoshiki-pitch =
    Il Futoshiki è un gioco numerico di pura logica. Riempi ogni riga e ogni colonna della
    griglia con ogni cifra una sola volta, rispettando tutti i segni di maggiore e di minore tra
    le caselle.
futoshiki-line = Futoshiki: ogni segno di maggiore va rispettato.

skyscrapers-pitch =
    Grattacieli è un gioco numerico di pura logica. Ogni riga e ogni colonna della griglia è una
    strada di edifici, uno per ogni altezza; un numero sul bordo dice quanti edifici si vedono
    da lì, perché un edificio più alto nasconde quelli più bassi dietro di sé.
skyscrapers-line = Grattacieli: i numeri sul bordo dicono quanti edifici si vedono.

calcudoku-pitch =
    Il Calcudoku è un gioco numerico di logica e un po' di aritmetica. Riempi ogni riga e ogni
    colonna della griglia con ogni cifra una sola volta, in modo che le cifre di ogni gabbia
    diano il suo risultato con la sua operazione: somma, sottrazione, moltiplicazione o
    divisione.
calcudoku-line = Calcudoku: ogni gabbia dà il suo risultato.

sudoku-pitch =
    Il Sudoku è il classico gioco numerico di pura logica. Riempi ogni riga, ogni colonna e ogni
    riquadro della griglia con ogni cifra una sola volta.
sudoku-line = Sudoku: ogni riga, colonna e riquadro contiene ogni cifra una volta.

magic-pitch =
    Un quadrato magico è un gioco numerico di logica e aritmetica. Metti ogni numero una sola
    volta perché ogni riga, ogni colonna ed entrambe le diagonali abbiano la stessa somma.
magic-line = Quadrati magici: ogni linea ha la stessa somma.

killer-pitch =
    Il Killer Sudoku è un Sudoku di logica e un po' di addizioni. Ogni riga, ogni colonna e
    ogni riquadro contiene ogni cifra una volta; gabbie tratteggiate dividono la griglia, e le
    cifre diverse di ogni gabbia danno la piccola somma nel suo angolo.
killer-line = Killer Sudoku: le cifre di ogni gabbia danno la sua somma.

kakuro-pitch =
    Il Kakuro è un cruciverba di numeri che si risolve con la logica e un po' di addizioni.
    Scrivi una cifra da 1 a 9 in ogni casella bianca; le cifre di ogni serie, orizzontale o
    verticale, danno la somma nel blocco che la precede, e nessuna cifra si ripete in una serie.
kakuro-line = Kakuro: le cifre di ogni serie danno la sua somma.

nonogram-pitch =
    I nonogrammi sono giochi di immagini di pura logica. I numeri accanto a ogni riga e sopra
    ogni colonna danno, in ordine, le lunghezze dei suoi blocchi di caselle piene; riempi le
    caselle giuste e apparirà un disegno nascosto.
nonogram-line = Nonogrammi: i numeri svelano un disegno nascosto.

## Each kind's name as a book prints it (titles, headings, running heads).

futoshiki-name = Futoshiki
skyscrapers-name = Grattacieli
calcudoku-name = Calcudoku
sudoku-name = Sudoku
killer-name = Killer Sudoku
kakuro-name = Kakuro
magic-name = Quadrati magici
nonogram-name = Nonogrammi
