## De regels van een Sudoku. $unit is "number" als het boek een 16×16 heeft (10 tot 16 zijn geen cijfers), anders "digit".
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
        [number] in een diagram van { $n } bij { $n } de getallen 1 tot en met { $n }, met blokken van { $w } vakjes breed en { $h } hoog
       *[other] in een diagram van { $n } bij { $n } de cijfers 1 tot en met { $n }, met blokken van { $w } vakjes breed en { $h } hoog
    }
sudoku-rules-fill = { $unit ->
        [number] Vul elk leeg vakje met een getal, zodat elke rij, elke kolom en elk blok (de dik omlijnde vlakken) elk getal precies één keer bevat: { $grids }.
       *[other] Vul elk leeg vakje met een cijfer, zodat elke rij, elke kolom en elk blok (de dik omlijnde vlakken) elk cijfer precies één keer bevat: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
        [number] Een getal mag nooit twee keer in een rij, een kolom of een blok staan. Zoek het enige vakje waar een getal past, of het enige getal dat in een vakje past, en vul het in; elk ingevuld getal helpt bij het volgende.
       *[other] Een cijfer mag nooit twee keer in een rij, een kolom of een blok staan. Zoek het enige vakje waar een cijfer past, of het enige cijfer dat in een vakje past, en vul het in; elk ingevuld cijfer helpt bij het volgende.
    }
sudoku-rules-given = { $unit ->
        [number] De gedrukte getallen zijn gegeven. Elke puzzel heeft precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig.
       *[other] De gedrukte cijfers zijn gegeven. Elke puzzel heeft precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig.
    }
