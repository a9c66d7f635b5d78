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
