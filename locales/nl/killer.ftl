## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = in een diagram van { $n } bij { $n } de cijfers 1 tot en met { $n }, in blokken van { $w } bij { $h } vakjes
killer-rules-fill = Vul elk vakje met een cijfer, zodat elke rij, elke kolom en elk blok (de dik omlijnde vlakken) elk cijfer precies één keer bevat: { $grids }.
killer-rules-cages = Stippellijnen verdelen het diagram in kooien. Het kleine getal in de hoek van een kooi is de som: de cijfers in de kooi zijn samen dat getal, en geen cijfer komt twee keer in een kooi voor. Een rij, een kolom of een blok is altijd samen { $total }.
killer-rules-given = Aan het begin is geen cijfer gegeven, of maar een paar. Elke puzzel heeft precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig.
