## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass in jeder Zeile und jeder Spalte jede Zahl von 1 bis zur Größe des Gitters genau einmal vorkommt: { $examples }.
futoshiki-rules-signs = Die Zeichen zwischen den Kästchen müssen stimmen. Die Spitze zeigt auf die kleinere Zahl, die Öffnung auf die größere, wie in 2 < 4 und 5 > 3. Zeichen zwischen zwei Zeilen zeigen ebenso nach oben oder unten.
futoshiki-rules-given = Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.
