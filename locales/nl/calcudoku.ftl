## De stappen van een Calcudoku in zinnen. $clue is de aanwijzing van de kooi („6+”), $squares
## haar vakjes, $cells de vakjes waarop een invulling volgt, $outcome wat de stap uitsluit of invult.

calcudoku-no-op = zonder bewerking
calcudoku-single = { $cell } moet { $d } zijn: het is een kooi van één vakje die { $d } aangeeft.
calcudoku-combinations = De kooi { $clue } ({ $squares }): elke passende invulling gebruikt alleen { $digits }, dus: { $outcome }.
calcudoku-fills = De kooi { $clue } ({ $squares }) kan alleen worden ingevuld als { $fills } ({ $cells }), dus: { $outcome }.
calcudoku-many-fills = De kooi { $clue } ({ $squares }) heeft { $count ->
        [one] { $count } passende invulling
       *[other] { $count } passende invullingen
    }, dus: { $outcome }.
calcudoku-cage-line = Elke vulling van de kooi { $clue } ({ $squares }) zet { $digits } { $inline }, dus geen ander vakje van { $line } kan { $count ->
        [one] dat cijfer
       *[other] die cijfers
    } bevatten: { $outcome }.
calcudoku-line-sum = { $line } is samen { $whole }; { $count ->
        [one] de kooi er helemaal in ({ $clues }) is
       *[other] de kooien er helemaal in ({ $clues }) zijn
    } samen { $sums }, dus { $rest } zijn met verschillende cijfers samen { $restsums }: { $outcome }.
