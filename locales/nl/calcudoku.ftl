## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Vul elk vakje met een cijfer, zodat elke rij en elke kolom elk cijfer precies één keer bevat: { $examples }.
calcudoku-rules-cages = Dikke lijnen verdelen het diagram in kooien. De kleine aanwijzing in de hoek van een kooi geeft een uitkomst en een bewerking: de cijfers in de kooi moeten met die bewerking de uitkomst geven. 7+ betekent dat ze samen 7 zijn; 12× dat ze vermenigvuldigd 12 geven.
calcudoku-rules-pairs = Een kooi met { $minus } of ÷ heeft twee vakjes: 3{ $minus } betekent dat het ene cijfer 3 groter is dan het andere, 2÷ dat het ene cijfer het dubbele is van het andere, in willekeurige volgorde. Een kooi van één vakje toont zijn cijfer.
calcudoku-rules-repeat = Een cijfer mag in een kooi vaker voorkomen, zolang het niet twee keer in dezelfde rij of kolom staat. Elke puzzel heeft precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig.

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
