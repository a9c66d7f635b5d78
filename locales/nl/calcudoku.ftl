## A Calcudoku's rules. $examples names the digits of each grid size the book has
## ("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid", from words.ftl); $minus is the
## minus sign the book's font can print (U+2212, or the en dash standing in for it).

calcudoku-rules-fill = Vul elk vakje met een cijfer, zodat elke rij en elke kolom elk cijfer precies één keer bevat: { $examples }.
calcudoku-rules-cages = Dikke lijnen verdelen het diagram in kooien. De kleine aanwijzing in de hoek van een kooi geeft een uitkomst en een bewerking: de cijfers in de kooi moeten met die bewerking de uitkomst geven. 7+ betekent dat ze samen 7 zijn; 12× dat ze vermenigvuldigd 12 geven.
calcudoku-rules-pairs = Een kooi met { $minus } of ÷ heeft twee vakjes: 3{ $minus } betekent dat het ene cijfer 3 groter is dan het andere, 2÷ dat het ene cijfer het dubbele is van het andere, in willekeurige volgorde. Een kooi van één vakje toont zijn cijfer.
calcudoku-rules-repeat = Een cijfer mag in een kooi vaker voorkomen, zolang het niet twee keer in dezelfde rij of kolom staat. Elke puzzel heeft precies één oplossing, en met logica alleen kom je er: gokken is nooit nodig.

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

## Calcudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

calcudoku-note-single-cell-cage-look = Zoek een kooi van één vakje.
calcudoku-note-single-cell-cage-why = De uitkomst wordt alleen door het cijfer van dat vakje gevormd, dus is het cijfer de uitkomst zelf.
calcudoku-note-single-cell-cage-removes = Schrijf de uitkomst in het vakje.
calcudoku-note-cage-combinations-look = Bekijk een kooi met zijn uitkomst en bewerking, en som de groepjes cijfers op die de uitkomst geven.
calcudoku-note-cage-combinations-why = De vakjes van de kooi moeten een van die groepjes bevatten, want geen andere cijfers geven de uitkomst.
calcudoku-note-cage-combinations-removes = Streep in de vakjes van de kooi elk cijfer weg dat in geen enkel groepje zit.
calcudoku-note-cage-fills-look = Bekijk een kooi en probeer elke manier om een van zijn groepjes cijfers vakje voor vakje in te vullen.
calcudoku-note-cage-fills-why = Een manier kan alleen als elk vakje zijn cijfer als kandidaat heeft en geen rij of kolom een cijfer herhaalt, en de oplossing vult de kooi op een van de overgebleven manieren.
calcudoku-note-cage-fills-removes = Een cijfer dat geen overgebleven manier in een vakje zet, wordt in dat vakje weggestreept.
calcudoku-note-cage-line-look = Zoek een kooi waarvan elke vulling hetzelfde cijfer zet in het deel van de kooi dat in één rij of kolom ligt.
calcudoku-note-cage-line-why = Welke vulling ook klopt, die rij of kolom krijgt het cijfer binnen de kooi, en een lijn bevat elk cijfer maar één keer.
calcudoku-note-cage-line-removes = Streep het cijfer weg in de rest van die rij of kolom, buiten de kooi.
calcudoku-note-line-sum-look = Zoek een rij of kolom waarin kooien die er helemaal in liggen maar een paar vakjes erbuiten overlaten.
calcudoku-note-line-sum-why = Elke lijn telt op tot 1 + 2 + enzovoort tot de grootte, dus tellen die paar vakjes op tot wat de hele kooien van dat totaal overlaten.
calcudoku-note-line-sum-removes = Die vakjes houden alleen cijfers uit groepjes verschillende cijfers die die rest geven: streep de andere weg.
