## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Tragen Sie in jedes weiße Kästchen eine Ziffer von 1 bis 9 ein. Eine Reihe ist eine Folge weißer Kästchen waagerecht oder senkrecht zwischen Blöcken; die Zahl im Block davor ist ihre Summe: über der Diagonale für die Reihe nach rechts, darunter für die Reihe nach unten.
kakuro-rules-sums = Die Ziffern einer Reihe ergeben zusammen ihre Summe und sind alle verschieden: 3 in zwei Kästchen kann nur 1 und 2 sein.
kakuro-rules-given = Jedes Rätsel hat genau eine Lösung, und Logik allein führt dahin: Beginnen Sie mit den Summen, die sich nur auf eine Weise bilden lassen.

## Kakuro's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

kakuro-note-naked-single-look = Suchen Sie ein weißes Kästchen, in das nur noch eine Ziffer passt.
kakuro-note-naked-single-why = Jedes weiße Kästchen erhält eine Ziffer, und nur diese passt noch.
kakuro-note-naked-single-removes = Tragen Sie sie ein und streichen Sie sie in den anderen Kästchen ihrer waagerechten und ihrer senkrechten Reihe.
kakuro-note-unique-combination-look = Suchen Sie eine Reihe, deren Summe sich mit ihrer Länge nur auf eine Weise bilden lässt: 3 oder 4 in zwei Kästchen, 6 oder 7 in drei, 45 in neun.
kakuro-note-unique-combination-why = Die Ziffern einer Reihe sind verschieden, und kein anderer Satz verschiedener Ziffern ergibt diese Summe.
kakuro-note-unique-combination-removes = Jedes Kästchen der Reihe behält nur die Ziffern dieses einen Satzes.
kakuro-note-bounds-look = Betrachten Sie eine Reihe und die größten und kleinsten Ziffern, die ihre anderen Kästchen noch haben können.
kakuro-note-bounds-why = Wenn selbst die größten Ziffern der anderen eine Ziffer nicht bis zur Summe bringen oder selbst die kleinsten sie über die Summe heben, steht diese Ziffer nicht im Kästchen.
kakuro-note-bounds-removes = Streichen Sie jede Ziffer, die für ihre Reihe zu klein oder zu groß ist.
kakuro-note-combination-intersection-look = Betrachten Sie eine kurze Reihe und zählen Sie die Sätze verschiedener Ziffern auf, die ihre Summe ergeben und in ihre Kästchen noch passen.
kakuro-note-combination-intersection-why = Nur diese Sätze können die Reihe füllen, also behält ein Kästchen nur ihre Ziffern; wo sich eine waagerechte und eine senkrechte Reihe kreuzen, bleibt nur, was beide erlauben.
kakuro-note-combination-intersection-removes = Streichen Sie jede Ziffer, die zu keinem Satz der Reihe passt.
kakuro-note-required-digit-look = Suchen Sie eine Ziffer, die jeder Satz für die Summe einer Reihe enthält und für die nur noch ein Kästchen der Reihe in Frage kommt.
kakuro-note-required-digit-why = Welcher Satz die Reihe auch füllt, diese Ziffer gehört dazu, und sie kann nirgends sonst hin.
kakuro-note-required-digit-removes = Tragen Sie die Ziffer in dieses Kästchen ein: seine anderen Ziffern fallen weg.
kakuro-note-run-subset-look = Suchen Sie zwei Kästchen einer Reihe, die zusammen nur dieselben zwei Ziffern haben, oder drei mit nur drei Ziffern.
kakuro-note-run-subset-why = Diese Kästchen erhalten genau diese Ziffern, und in einer Reihe wiederholt sich keine Ziffer.
kakuro-note-run-subset-removes = Streichen Sie diese Ziffern in den anderen Kästchen der Reihe.
kakuro-note-long-run-combination-look = Betrachten Sie eine lange Reihe mit fünf oder mehr offenen Kästchen und ermitteln Sie, welche Sätze verschiedener Ziffern den Rest ihrer Summe ergeben.
kakuro-note-long-run-combination-why = Lange Reihen haben viele Sätze, doch die schon gestrichenen Ziffern schließen die meisten aus, und nur die übrigen Sätze können die Reihe füllen.
kakuro-note-long-run-combination-removes = Jedes offene Kästchen behält nur Ziffern eines Satzes, den die anderen offenen Kästchen vervollständigen können.
kakuro-note-sum-arithmetic-look = Betrachten Sie ein Band ganzer Zeilen (oder Spalten): Addieren Sie seine waagerechten Summen und ziehen Sie die senkrechten Summen der Reihen ab, die ganz im Band liegen.
kakuro-note-sum-arithmetic-why = Beide Wege zählen jedes weiße Kästchen des Bandes einmal, also bleibt die Summe der wenigen Kästchen, deren senkrechte Reihen das Band verlassen.
kakuro-note-sum-arithmetic-removes = Diese Kästchen behalten nur Ziffern, die zusammen diese Summe ergeben können.

## Kakuro's step sentences: "$where: $outcome ($technique)." $where is a run (-step-run: $sum,
## $way the word -step-across or -step-down, $cell its first square), a band of rows or columns
## (-step-band: $lines) or a square; $outcome lists what is placed (-step-placed: $cell, $digit)
## and ruled out (-step-removed: $digits, $cells).

kakuro-step-run = die { $way } { $sum } bei { $cell }
kakuro-step-across = waagerechte
kakuro-step-down = senkrechte
kakuro-step-band = das Band aus { $lines }
kakuro-step-step = { $where }: { $outcome } ({ $technique }).
kakuro-step-single = { $outcome } ({ $technique }).
kakuro-step-placed = { $cell } ist { $digit }
kakuro-step-removed = { $digits } kann nicht in { $cells } stehen
