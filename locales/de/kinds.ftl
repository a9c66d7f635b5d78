## Was jede Rätselart ist, für den Klappentext: <art>-pitch eröffnet den Text eines Buches
## nur dieser Art; <art>-line ist ihr Satz im Text eines Buches mit mehreren Arten.

futoshiki-pitch =
    Futoshiki ist ein Zahlenrätsel, das allein mit Logik gelöst wird. Tragen Sie in jede Zeile
    und jede Spalte des Gitters jede Zahl genau einmal ein, sodass alle Größer- und
    Kleiner-Zeichen zwischen den Kästchen stimmen.
futoshiki-line = Futoshiki: Jedes Größer-Zeichen muss stimmen.

skyscrapers-pitch =
    Wolkenkratzer ist ein Zahlenrätsel, das allein mit Logik gelöst wird. Jede Zeile und jede
    Spalte des Gitters ist eine Straße mit Häusern, jede Höhe einmal; eine Zahl am Rand sagt,
    wie viele Häuser man von dort sieht, denn ein höheres Haus verdeckt die niedrigeren
    dahinter.
skyscrapers-line = Wolkenkratzer: Die Zahlen am Rand sagen, wie viele Häuser man sieht.

calcudoku-pitch =
    Calcudoku ist ein Zahlenrätsel aus Logik und ein wenig Rechnen. Tragen Sie in jede Zeile
    und jede Spalte des Gitters jede Zahl genau einmal ein, sodass die Zahlen jedes umrandeten
    Käfigs mit seiner Rechenart sein Ergebnis ergeben: Plus, Minus, Mal oder Geteilt.
calcudoku-line = Calcudoku: Jeder Käfig ergibt sein Ergebnis.

sudoku-pitch =
    Sudoku ist das klassische Zahlenrätsel der reinen Logik. Tragen Sie in jede Zeile, jede
    Spalte und jeden Block des Gitters jede Zahl genau einmal ein.
sudoku-line = Sudoku: Jede Zeile, Spalte und jeder Block enthält jede Zahl einmal.

magic-pitch =
    Ein magisches Quadrat ist ein Zahlenrätsel aus Logik und Rechnen. Setzen Sie jede Zahl
    einmal ein, sodass jede Zeile, jede Spalte und beide Diagonalen dieselbe Summe haben.
magic-line = Magische Quadrate: Jede Zeile, Spalte und Diagonale hat dieselbe Summe.

killer-pitch =
    Killer Sudoku ist ein Sudoku aus Logik und ein wenig Addieren. Jede Zeile, jede Spalte und
    jeder Block enthält jede Ziffer einmal; gestrichelte Käfige teilen das Gitter, und die
    verschiedenen Ziffern jedes Käfigs ergeben die kleine Summe in seiner Ecke.
killer-line = Killer Sudoku: Die Ziffern jedes Käfigs ergeben seine Summe.

kakuro-pitch =
    Kakuro ist ein Kreuzworträtsel aus Zahlen, gelöst mit Logik und ein wenig Addieren. Tragen
    Sie in jedes weiße Kästchen eine Ziffer von 1 bis 9 ein; die Ziffern jeder Reihe, waagerecht
    oder senkrecht, ergeben die Summe im Block davor, und keine Ziffer steht in einer Reihe
    zweimal.
kakuro-line = Kakuro: Die Ziffern jeder Reihe ergeben ihre Summe.

nonogram-pitch =
    Nonogramme sind Bilderrätsel der reinen Logik. Die Zahlen neben jeder Zeile und über
    jeder Spalte nennen der Reihe nach die Längen ihrer Blöcke gefüllter Felder; füllen Sie die
    richtigen Felder, und ein verborgenes Bild erscheint.
nonogram-line = Nonogramme: Die Zahlen decken ein verborgenes Bild auf.

## Each kind's name as a book prints it (titles, headings, running heads).

futoshiki-name = Futoshiki
skyscrapers-name = Wolkenkratzer
calcudoku-name = Calcudoku
sudoku-name = Sudoku
killer-name = Killer Sudoku
kakuro-name = Kakuro
magic-name = Magische Quadrate
nonogram-name = Nonogramme
