## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass jede Zahl genau einmal vorkommt. Die Zeile unter jedem Gitter nennt die Zahlen und die Summe jeder Linie, zum Beispiel „{ $example }“.
magic-rules-line = Eine Linie ist eine Zeile, eine Spalte oder eine der beiden Diagonalen von Ecke zu Ecke.
magic-rules-start = Beginnen Sie mit einer Linie, in der nur ein Kästchen leer ist: Dort steht die Summe minus die Zahlen, die schon da sind. Ist keine Linie so weit, notieren Sie die freien Zahlen, die eine Linie vervollständigen könnten, und streichen Sie die, die nicht zu den anderen Linien durch dasselbe Kästchen passen.
magic-rules-given = Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.

## Magic squares' step sentences in books other than English (English books print the
## sentences of src/magic/explain.rs; these English ones are the source for translators). $line a
## row, column or diagonal (the diagonals and "a line" named here), $cell a square, $v its number,
## $sum the sum worked out ("34 – 13 – 10 – 7 = 4"), $k how many, $blanks the empty squares,
## $ways the ways listed (": 1 + 6 or 2 + 5") or counted (-step-ways; a piece that starts with a
## space writes it as { " " }), $outcome what the step rules out.

magic-step-diagonal = die Diagonale von links oben
magic-step-anti-diagonal = die Diagonale von rechts oben
magic-step-line = eine Linie
magic-step-one-blank = { $line } hat nur ein leeres Kästchen: { $sum }, also ist { $cell } { $v }.
magic-step-naked = Für { $cell } bleibt nur die { $v }: Jede andere Zahl ist schon verwendet oder kann eine ihrer Linien nicht vervollständigen. Also ist { $cell } { $v }.
magic-step-hidden = Die { $v } steht noch nicht im Gitter, und { $cell } ist das einzige Kästchen, das sie noch aufnehmen kann. Also ist { $cell } { $v }.
magic-step-line-sum = { $line } hat { $k } leere Kästchen, { $blanks }, die mit noch unbenutzten Zahlen, jede in ihrem Kästchen noch möglich, zusammen { $sum } ergeben müssen{ $ways }. Also: { $outcome }.
magic-step-ways = , auf { $k } Arten

## The square's numbers in running text: a range ($a to $z), or a list with a step ($a, $b … $z).

magic-numbers-range = die Zahlen { $a } bis { $z }
magic-numbers-list = die Zahlen { $a }, { $b } … { $z }

## What a grid prints under it, longest first (the drawing takes the first that fits): $numbers
## as above ({ $Numbers } with a capital), $short the numbers in figures ("4–12"), $t the total.

magic-caption-long = Verwenden Sie { $numbers }; jede Linie hat die Summe { $t }
magic-caption-medium = { $Numbers }; Summe jeder Linie: { $t }
magic-caption-short = { $short }; Summe { $t }

## Magic squares' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

magic-note-one-blank-line-look = Suchen Sie eine Zeile, Spalte oder Diagonale mit nur noch einem leeren Kästchen.
magic-note-one-blank-line-why = Jede Linie ergibt dieselbe Summe, also enthält das leere Kästchen die Summe minus die Zahlen, die schon in der Linie stehen.
magic-note-one-blank-line-removes = Tragen Sie diese Zahl ein: Sie ist vergeben, und kein anderes Kästchen kann sie bekommen.
magic-note-naked-single-look = Suchen Sie ein Kästchen, in das nur noch eine Zahl passt.
magic-note-naked-single-why = Jede andere Zahl ist schon vergeben oder passt nicht zu den Summen seiner Linien, und jedes Kästchen braucht eine Zahl.
magic-note-naked-single-removes = Das Kästchen bekommt diese Zahl, die dann aus allen anderen Kästchen gestrichen wird.
magic-note-hidden-single-look = Wählen Sie eine noch nicht eingetragene Zahl und suchen Sie das einzige Kästchen, das sie noch aufnehmen kann.
magic-note-hidden-single-why = Jede Zahl kommt im Quadrat einmal vor, also muss sie irgendwohin, und kein anderes Kästchen bleibt ihr.
magic-note-hidden-single-removes = Die Zahl kommt in dieses Kästchen, was auch immer dort sonst noch möglich war.
magic-note-line-sum-look = Suchen Sie eine Linie mit zwei oder drei leeren Kästchen und rechnen Sie aus, was sie zusammen ergeben müssen: die Summe minus die Zahlen, die schon darin stehen.
magic-note-line-sum-why = Nur wenige Gruppen unbenutzter Zahlen erreichen diesen Wert, und jedes Kästchen muss auch zu seinen anderen Linien passen.
magic-note-line-sum-removes = Jedes leere Kästchen behält nur die Zahlen, die ihm eine solche Gruppe geben kann: Streichen Sie den Rest.
magic-note-four-blank-sum-look = Suchen Sie eine Linie eines 4×4-Quadrats, deren vier Kästchen alle leer sind.
magic-note-four-blank-sum-why = Sie müssen zusammen die Summe ergeben, und das tun nur manche Gruppen von vier unbenutzten Zahlen, wobei jedes Kästchen auch zu seinen anderen Linien passen muss.
magic-note-four-blank-sum-removes = Jedes Kästchen behält nur die Zahlen, die ihm eine solche Gruppe geben kann: Streichen Sie den Rest.
