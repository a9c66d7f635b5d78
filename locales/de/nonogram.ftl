## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Malen Sie Kästchen aus, bis ein verborgenes Bild erscheint. Die Zahlen neben jeder Zeile und über jeder Spalte sind die Längen der Blöcke ausgemalter Kästchen in dieser Linie, der Reihe nach: von links nach rechts in einer Zeile, von oben nach unten in einer Spalte.
nonogram-rules-gaps = Zwischen zwei Blöcken liegt mindestens ein leeres Kästchen; vor dem ersten und nach dem letzten Block dürfen beliebig viele liegen. Eine Linie mit der Zahl 0 hat kein ausgemaltes Kästchen.
nonogram-rules-start = Beginnen Sie mit Linien, die ihre Blöcke fast füllen: Ein Block von 8 in einer Linie von 10 bedeckt die mittleren 6 Kästchen, wie man ihn auch schiebt. Markieren Sie sichere leere Kästchen mit einem Punkt, damit der Platz der Blöcke schrumpft, und wechseln Sie zwischen Zeilen und Spalten.
nonogram-rules-given = Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig. Die dickeren Linien alle fünf Kästchen helfen beim Zählen.

## Nonograms' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

nonogram-note-completed-run-look = Suchen Sie einen Block ausgemalter Kästchen, so lang wie der einzige Block des Hinweises, der er sein kann.
nonogram-note-completed-run-why = Ein Block ist genau so lang wie seine Zahl, also ist dieser Block vollständig und kann nicht wachsen.
nonogram-note-completed-run-removes = Markieren Sie die Kästchen an beiden Enden des Blocks als leer.
nonogram-note-edge-forcing-look = Suchen Sie ein ausgemaltes Kästchen nahe am Rand oder nahe an Kästchen, die sicher leer sind.
nonogram-note-edge-forcing-why = Es gehört zum ersten Block auf dieser Seite, und der kann nicht vor dem Rand beginnen, also muss er weit genug über das Kästchen hinaus reichen, um seine Länge zu erreichen.
nonogram-note-edge-forcing-removes = Malen Sie die Kästchen vom ausgemalten bis dorthin aus, wohin der Block mindestens reichen muss.
nonogram-note-small-gap-look = Suchen Sie Kästchen, die kein Block des Hinweises erreicht, und Lücken zwischen leeren Kästchen.
nonogram-note-small-gap-why = Ein Block braucht so viele freie Kästchen am Stück wie seine Zahl, also nimmt eine Lücke, die kürzer ist als jeder dort mögliche Block, keinen auf.
nonogram-note-small-gap-removes = Markieren Sie diese Kästchen und Lücken als leer.
nonogram-note-overlap-look = Suchen Sie einen Block, der im Vergleich zu seinem Platz lang ist, etwa einen Block von 8 in einer Linie von 10.
nonogram-note-overlap-why = So weit wie möglich nach links und dann nach rechts geschoben, bedeckt der Block manche Kästchen beide Male, und wo er auch wirklich liegt, bedeckt er sie.
nonogram-note-overlap-removes = Malen Sie die Kästchen aus, die der Block in beiden Lagen bedeckt.
nonogram-note-line-solving-look = Sehen Sie sich eine Linie an, ihren Hinweis und die Kästchen, die darin schon feststehen.
nonogram-note-line-solving-why = Jede Art, ihre Blöcke passend zu den bekannten Kästchen zu legen, könnte die Lösung sein, also ist sicher, worin alle übereinstimmen.
nonogram-note-line-solving-removes = Malen Sie ein Kästchen aus, das bei jeder Art ausgemalt ist, und markieren Sie eines als leer, das bei jeder Art leer ist.
nonogram-note-contradiction-look = Suchen Sie ein Kästchen, das viel entscheidet, und nehmen Sie es als ausgemalt an.
nonogram-note-contradiction-why = Lösen Sie von dort aus die Linien: Kann eine Linie ihre Blöcke nicht mehr aufnehmen, war die Annahme falsch, denn die Lösung verletzt keine Linie.
nonogram-note-contradiction-removes = Das Kästchen ist leer (oder ausgemalt, wenn die Annahme, es sei leer, scheitert).

## Nonograms' step sentences. A line step: "$Line ($clue): $reason. $outcome ($technique)."
## with -step-reason-TECHNIQUE why the technique decides, $outcome the squares filled (-step-filled)
## and left empty (-step-empty), or both (-step-both). A contradiction: -step-contradiction, $value
## and $other -step-value-filled or -step-value-empty. -step-none is the clue of an empty line.

nonogram-step-line-step = { $Line } ({ $clue }): { $reason }. { $outcome } ({ $technique }).
nonogram-step-filled = Ausgemalt: { $cells }
nonogram-step-empty = Leer: { $cells }
nonogram-step-both = { $filled }; { $empty }
nonogram-step-contradiction = Wäre { $cell } { $value }, ließen die Linien von dort aus { $line } ({ $clue }) keinen Platz für ihre Blöcke, also ist { $cell } { $other } ({ $technique }).
nonogram-step-value-filled = ausgemalt
nonogram-step-value-empty = leer
nonogram-step-none = 0
nonogram-step-reason-completed-run = ein Block ausgemalter Kästchen ist so lang wie der Block, der er sein muss, also fertig
nonogram-step-reason-edge-forcing = ein ausgemaltes Kästchen nahe am Rand gehört zum ersten Block dort, der darüber hinaus reichen muss
nonogram-step-reason-small-gap = kein Block erreicht diese Kästchen, oder die Lücke ist für jeden möglichen Block zu kurz
nonogram-step-reason-overlap = jeder Block, ganz nach links und ganz nach rechts geschoben, bedeckt diese Kästchen
nonogram-step-reason-line-solving = jede Art, die Blöcke passend zu den bekannten Kästchen zu legen, stimmt hier überein

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Jede Technik wird an einem eigens dafür gemachten Gitter gezeigt, keinem Rätsel dieses Buches, kurz vor dem Schritt: sicher ausgemalte Kästchen sind schwarz, sicher leere tragen einen Punkt, die Linie, auf die es ankommt, ist hellgrau, die Kästchen, die der Schritt ausmalt, sind dunkelgrau, und die er als leer erkennt, sind durchgekreuzt.
