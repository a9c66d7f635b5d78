## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Vul elk leeg vakje met een getal, zodat elk getal precies één keer voorkomt. De regel onder elk diagram zegt welke getallen je gebruikt en waartoe elke lijn optelt, bijvoorbeeld ‘{ $example }’.
magic-rules-line = Een lijn is een rij, een kolom of een van de twee diagonalen van hoek tot hoek.
magic-rules-start = Begin met een lijn waarin nog maar één vakje leeg is: daarin staat het totaal min de getallen die er al staan. Is geen lijn zo ver, schrijf dan de vrije getallen op die een lijn kunnen afmaken en streep de getallen weg die niet passen bij de andere lijnen door hetzelfde vakje.
magic-rules-given = De gedrukte getallen zijn gegeven. Elke puzzel heeft precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig.
