## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Malen Sie Kästchen aus, bis ein verborgenes Bild erscheint. Die Zahlen neben jeder Zeile und über jeder Spalte sind die Längen der Blöcke ausgemalter Kästchen in dieser Linie, der Reihe nach: von links nach rechts in einer Zeile, von oben nach unten in einer Spalte.
nonogram-rules-gaps = Zwischen zwei Blöcken liegt mindestens ein leeres Kästchen; vor dem ersten und nach dem letzten Block dürfen beliebig viele liegen. Eine Linie mit der Zahl 0 hat kein ausgemaltes Kästchen.
nonogram-rules-start = Beginnen Sie mit Linien, die ihre Blöcke fast füllen: Ein Block von 8 in einer Linie von 10 bedeckt die mittleren 6 Kästchen, wie man ihn auch schiebt. Markieren Sie sichere leere Kästchen mit einem Punkt, damit der Platz der Blöcke schrumpft, und wechseln Sie zwischen Zeilen und Spalten.
nonogram-rules-given = Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig. Die dickeren Linien alle fünf Kästchen helfen beim Zählen.
