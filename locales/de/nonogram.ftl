## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Malen Sie Kästchen aus, bis ein verborgenes Bild erscheint. Die Zahlen neben jeder Zeile und über jeder Spalte sind die Längen der Blöcke ausgemalter Kästchen in dieser Linie, der Reihe nach: von links nach rechts in einer Zeile, von oben nach unten in einer Spalte.
nonogram-rules-gaps = Zwischen zwei Blöcken liegt mindestens ein leeres Kästchen; vor dem ersten und nach dem letzten Block dürfen beliebig viele liegen. Eine Linie mit der Zahl 0 hat kein ausgemaltes Kästchen.
nonogram-rules-start = Beginnen Sie mit Linien, die ihre Blöcke fast füllen: Ein Block von 8 in einer Linie von 10 bedeckt die mittleren 6 Kästchen, wie man ihn auch schiebt. Markieren Sie sichere leere Kästchen mit einem Punkt, damit der Platz der Blöcke schrumpft, und wechseln Sie zwischen Zeilen und Spalten.
nonogram-rules-given = Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig. Die dickeren Linien alle fünf Kästchen helfen beim Zählen.

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Jede Technik wird an einem eigens dafür gemachten Gitter gezeigt, keinem Rätsel dieses Buches, kurz vor dem Schritt: sicher ausgemalte Kästchen sind schwarz, sicher leere tragen einen Punkt, die Linie, auf die es ankommt, ist hellgrau, die Kästchen, die der Schritt ausmalt, sind dunkelgrau, und die er als leer erkennt, sind durchgekreuzt.
