## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Tragen Sie in jedes Kästchen eine Zahl ein, sodass jede Zeile und jede Spalte jede Zahl genau einmal enthält: { $examples }.
calcudoku-rules-cages = Dicke Linien teilen das Gitter in Käfige. Der kleine Hinweis in der Ecke eines Käfigs nennt ein Ergebnis und eine Rechenart: Die Zahlen im Käfig müssen mit dieser Rechenart das Ergebnis ergeben. 7+ heißt, ihre Summe ist 7; 12× heißt, ihr Produkt ist 12.
calcudoku-rules-pairs = Ein Käfig mit { $minus } oder ÷ hat zwei Kästchen: 3{ $minus } heißt, eine Zahl ist um 3 größer als die andere, 2÷ heißt, eine Zahl ist doppelt so groß wie die andere, in beliebiger Reihenfolge. Ein Käfig aus einem Kästchen zeigt seine Zahl.
calcudoku-rules-repeat = Eine Zahl darf sich in einem Käfig wiederholen, solange sie nicht zweimal in einer Zeile oder Spalte steht. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.

## Die Schritte eines Calcudoku in Sätzen. $clue ist der Hinweis des Käfigs („6+“), $squares
## seine Kästchen, $cells die Kästchen, denen eine Füllung folgt, $outcome was der Schritt
## ausschließt oder einträgt.

calcudoku-no-op = ohne Rechenart
calcudoku-single = { $cell } muss { $d } sein: Es ist ein Käfig aus einem Kästchen, der die { $d } zeigt.
calcudoku-combinations = Der Käfig { $clue } ({ $squares }): Jede passende Füllung verwendet nur { $digits }, daher: { $outcome }.
calcudoku-fills = Der Käfig { $clue } ({ $squares }) lässt sich nur als { $fills } füllen ({ $cells }), daher: { $outcome }.
calcudoku-many-fills = Der Käfig { $clue } ({ $squares }) hat { $count ->
        [one] { $count } passende Füllung
       *[other] { $count } passende Füllungen
    }, daher: { $outcome }.
calcudoku-cage-line = Jede Füllung des Käfigs { $clue } ({ $squares }) setzt { $digits } { $inline }, also kann kein anderes Kästchen in { $line } { $count ->
        [one] sie
       *[other] sie
    } enthalten: { $outcome }.
calcudoku-line-sum = { $line } ergibt zusammen { $whole }; { $count ->
        [one] der Käfig ganz darin ({ $clues }) ergibt
       *[other] die Käfige ganz darin ({ $clues }) ergeben
    } { $sums }, also ergeben { $rest } mit verschiedenen Ziffern { $restsums }: { $outcome }.

## Calcudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

calcudoku-note-single-cell-cage-look = Suchen Sie einen Käfig aus nur einem Kästchen.
calcudoku-note-single-cell-cage-why = Sein Ergebnis wird allein von der Zahl dieses Kästchens gebildet, also ist die Zahl das Ergebnis selbst.
calcudoku-note-single-cell-cage-removes = Tragen Sie das Ergebnis in das Kästchen ein.
calcudoku-note-cage-combinations-look = Sehen Sie sich einen Käfig mit Ergebnis und Rechenart an und zählen Sie die Zahlengruppen auf, die das Ergebnis ergeben.
calcudoku-note-cage-combinations-why = Die Kästchen des Käfigs müssen eine dieser Gruppen enthalten, denn keine anderen Zahlen ergeben das Ergebnis.
calcudoku-note-cage-combinations-removes = Streichen Sie in den Kästchen des Käfigs jede Zahl, die in keiner der Gruppen vorkommt.
calcudoku-note-cage-fills-look = Sehen Sie sich einen Käfig an und probieren Sie jede Art, eine seiner Zahlengruppen Kästchen für Kästchen einzutragen.
calcudoku-note-cage-fills-why = Eine Art ist nur möglich, wenn jedes Kästchen seine Zahl als Kandidaten hat und sich in keiner Zeile oder Spalte eine Zahl wiederholt, und die Lösung füllt den Käfig auf eine der übrigen Arten.
calcudoku-note-cage-fills-removes = Eine Zahl, die keine übrige Art in ein Kästchen setzt, wird in diesem Kästchen gestrichen.
calcudoku-note-cage-line-look = Suchen Sie einen Käfig, bei dem jede Füllung eine bestimmte Zahl in den Teil des Käfigs setzt, der in einer Zeile oder Spalte liegt.
calcudoku-note-cage-line-why = Welche Füllung auch stimmt, diese Zeile oder Spalte bekommt die Zahl im Käfig, und eine Linie enthält jede Zahl nur einmal.
calcudoku-note-cage-line-removes = Streichen Sie die Zahl im Rest dieser Zeile oder Spalte, außerhalb des Käfigs.
calcudoku-note-line-sum-look = Suchen Sie eine Zeile oder Spalte, in der Käfige, die ganz in ihr liegen, nur wenige Kästchen außerhalb übrig lassen.
calcudoku-note-line-sum-why = Jede Linie ergibt zusammen 1 + 2 + und so weiter bis zur Größe, also ergeben diese wenigen Kästchen den Rest, den die ganzen Käfige von dieser Summe lassen.
calcudoku-note-line-sum-removes = Diese Kästchen behalten nur Zahlen aus Gruppen verschiedener Zahlen, die diesen Rest ergeben: Streichen Sie die anderen.
