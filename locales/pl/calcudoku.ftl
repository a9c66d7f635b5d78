## Kroki Calcudoku w zdaniach. $clue to wskazówka klatki („6+”), $squares jej pola, $cells pola,
## po których następuje wypełnienie, $outcome to, co krok wyklucza lub wpisuje. „Można wypełnić”
## łączy się z biernikiem: „klatkę”.

calcudoku-no-op = bez działania
calcudoku-single = W polu { $cell } musi być { $d }: to klatka z jednego pola, która pokazuje { $d }.
calcudoku-combinations = Klatka { $clue } ({ $squares }): każde pasujące wypełnienie używa tylko cyfr { $digits }, więc { $outcome }.
calcudoku-fills = Klatkę { $clue } ({ $squares }) można wypełnić tylko jako { $fills } ({ $cells }), więc { $outcome }.
calcudoku-many-fills = Klatka { $clue } ({ $squares }) ma { $count ->
        [one] { $count } pasujące wypełnienie
        [few] { $count } pasujące wypełnienia
       *[many] { $count } pasujących wypełnień
    }, więc { $outcome }.
calcudoku-cage-line = Każde wypełnienie klatki { $clue } ({ $squares }) stawia { $digits } { $inline }, więc żadne inne pole (tu: { $line }) nie może { $count ->
        [one] jej mieć
       *[other] ich mieć
    }: { $outcome }.
calcudoku-line-sum = { $line } daje razem { $whole }; { $count ->
        [one] klatka leżąca w całości w środku ({ $clues }) daje
       *[other] klatki leżące w całości w środku ({ $clues }) dają
    } { $sums }, więc pola { $rest } dają razem { $restsums } różnymi cyframi: { $outcome }.
