## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = dans une grille de { $n } sur { $n }, les chiffres de 1 à { $n }, en blocs de { $w } cases sur { $h }
killer-rules-fill = Remplissez chaque case avec un chiffre de sorte que chaque ligne, chaque colonne et chaque bloc (les zones aux bords épais) contienne chaque chiffre une seule fois : { $grids }.
killer-rules-cages = Des pointillés divisent la grille en cages. Le petit nombre dans le coin d'une cage est sa somme : les chiffres de la cage ont ce total, et aucun chiffre ne se répète dans une cage. Une ligne, une colonne ou un bloc fait toujours { $total }.
killer-rules-given = Aucun chiffre n'est donné au départ, ou très peu. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.
