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
