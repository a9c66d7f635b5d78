## Les règles d'un Sudoku. $unit vaut « number » quand le livre a une grille 16×16 (10 à 16 ne sont pas des chiffres), sinon « digit ».
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
        [number] dans une grille de { $n } sur { $n }, les nombres de 1 à { $n }, la grille étant divisée en blocs de { $w } cases de large sur { $h } de haut
       *[other] dans une grille de { $n } sur { $n }, les chiffres de 1 à { $n }, la grille étant divisée en blocs de { $w } cases de large sur { $h } de haut
    }
sudoku-rules-fill = { $unit ->
        [number] Remplissez chaque case vide avec un nombre de sorte que chaque ligne, chaque colonne et chaque bloc (les zones entourées d'un trait épais) contienne chaque nombre une seule fois : { $grids }.
       *[other] Remplissez chaque case vide avec un chiffre de sorte que chaque ligne, chaque colonne et chaque bloc (les zones entourées d'un trait épais) contienne chaque chiffre une seule fois : { $grids }.
    }
sudoku-rules-repeat = { $unit ->
        [number] Un nombre ne peut jamais se répéter dans une ligne, une colonne ou un bloc. Cherchez la seule case où un nombre peut aller, ou le seul nombre qui convient à une case, et écrivez-le ; chaque nombre placé aide à trouver le suivant.
       *[other] Un chiffre ne peut jamais se répéter dans une ligne, une colonne ou un bloc. Cherchez la seule case où un chiffre peut aller, ou le seul chiffre qui convient à une case, et écrivez-le ; chaque chiffre placé aide à trouver le suivant.
    }
sudoku-rules-given = { $unit ->
        [number] Les nombres imprimés dans la grille sont donnés. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.
       *[other] Les chiffres imprimés dans la grille sont donnés. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.
    }
