## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass jede Zahl genau einmal vorkommt. Die Zeile unter jedem Gitter nennt die Zahlen und die Summe jeder Linie, zum Beispiel „{ $example }“.
magic-rules-line = Eine Linie ist eine Zeile, eine Spalte oder eine der beiden Diagonalen von Ecke zu Ecke.
magic-rules-start = Beginnen Sie mit einer Linie, in der nur ein Kästchen leer ist: Dort steht die Summe minus die Zahlen, die schon da sind. Ist keine Linie so weit, notieren Sie die freien Zahlen, die eine Linie vervollständigen könnten, und streichen Sie die, die nicht zu den anderen Linien durch dasselbe Kästchen passen.
magic-rules-given = Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.
