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

## Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

sudoku-note-full-house-look = Cherchez une ligne, une colonne ou un bloc où il ne reste qu'une case vide.
sudoku-note-full-house-why = Chacun contient chaque chiffre une fois, et il n'y manque plus qu'un chiffre.
sudoku-note-full-house-removes = La case vide prend le chiffre manquant.
sudoku-note-naked-single-look = Cherchez une case pour laquelle tous les chiffres sauf un figurent déjà dans sa ligne, sa colonne ou son bloc.
sudoku-note-naked-single-why = Un chiffre ne peut se répéter dans aucun des trois, et la case doit recevoir un chiffre.
sudoku-note-naked-single-removes = La case prend le seul chiffre restant, qui disparaît alors des autres cases de sa ligne, de sa colonne et de son bloc.
sudoku-note-hidden-single-look = Choisissez un chiffre et une ligne, une colonne ou un bloc où il manque, et cherchez la seule case qui peut encore le recevoir.
sudoku-note-hidden-single-why = Le chiffre doit y figurer une fois, et chaque autre case est bloquée par le même chiffre dans sa ligne, sa colonne ou son bloc.
sudoku-note-hidden-single-removes = Le chiffre va dans cette case, quels que soient les autres candidats qu'elle avait.
sudoku-note-pointing-look = Cherchez un chiffre dont les candidats, dans un bloc, sont tous sur une seule ligne (ou une seule colonne).
sudoku-note-pointing-why = Le bloc doit contenir le chiffre, qui va donc dans les cases de cette ligne à l'intérieur du bloc, et une ligne ne contient chaque chiffre qu'une fois.
sudoku-note-pointing-removes = Rayez le chiffre du reste de cette ligne (ou colonne), hors du bloc.
sudoku-note-claiming-look = Cherchez un chiffre dont les candidats, dans une ligne (ou une colonne), sont tous dans un seul bloc.
sudoku-note-claiming-why = La ligne doit contenir le chiffre, qui va donc dans ses cases à l'intérieur de ce bloc, et un bloc ne contient chaque chiffre qu'une fois.
sudoku-note-claiming-removes = Rayez le chiffre du reste de ce bloc, hors de la ligne (ou colonne).
sudoku-note-naked-pair-look = Cherchez deux cases d'une même ligne, colonne ou bloc dont les candidats sont les deux mêmes chiffres, et rien d'autre.
sudoku-note-naked-pair-why = Quel que soit l'ordre de ces deux chiffres, les deux cases les prennent tous les deux.
sudoku-note-naked-pair-removes = Rayez ces deux chiffres de toutes les autres cases de cette ligne, colonne ou bloc.
sudoku-note-naked-triple-look = Cherchez trois cases d'une même ligne, colonne ou bloc dont les candidats, mis ensemble, ne sont que trois chiffres.
sudoku-note-naked-triple-why = Trois cases demandent trois chiffres différents, elles prennent donc exactement ces trois-là.
sudoku-note-naked-triple-removes = Rayez ces trois chiffres de toutes les autres cases de cette ligne, colonne ou bloc.
sudoku-note-naked-quad-look = Cherchez quatre cases d'une même ligne, colonne ou bloc dont les candidats, mis ensemble, ne sont que quatre chiffres.
sudoku-note-naked-quad-why = Quatre cases demandent quatre chiffres différents, elles prennent donc exactement ces quatre-là.
sudoku-note-naked-quad-removes = Rayez ces quatre chiffres de toutes les autres cases de cette ligne, colonne ou bloc.
sudoku-note-hidden-pair-look = Cherchez deux chiffres qui, dans une ligne, une colonne ou un bloc, ne peuvent aller que dans les deux mêmes cases.
sudoku-note-hidden-pair-why = Les deux chiffres doivent y figurer, et ces deux cases sont leurs seules places, donc elles contiennent ces deux-là.
sudoku-note-hidden-pair-removes = Rayez tous les autres candidats de ces deux cases.
sudoku-note-hidden-triple-look = Cherchez trois chiffres qui, dans une ligne, une colonne ou un bloc, ne peuvent aller que dans les trois mêmes cases.
sudoku-note-hidden-triple-why = Les trois chiffres doivent y figurer et n'ont pas d'autre place, donc ces trois cases les contiennent.
sudoku-note-hidden-triple-removes = Rayez tous les autres candidats de ces trois cases.
sudoku-note-hidden-quad-look = Cherchez quatre chiffres qui, dans une ligne, une colonne ou un bloc, ne peuvent aller que dans les quatre mêmes cases.
sudoku-note-hidden-quad-why = Les quatre chiffres doivent y figurer et n'ont pas d'autre place, donc ces quatre cases les contiennent.
sudoku-note-hidden-quad-removes = Rayez tous les autres candidats de ces quatre cases.
sudoku-note-xy-wing-look = Cherchez une case aux candidats x et y qui voit (même ligne, colonne ou bloc) deux cases à deux candidats, l'une avec x et z, l'autre avec y et z.
sudoku-note-xy-wing-why = Si la première case vaut x, la case x-z vaut z, et si elle vaut y, la case y-z vaut z. Un partenaire contient z dans tous les cas.
sudoku-note-xy-wing-removes = Rayez z de toute case qui voit les deux partenaires.
sudoku-note-xyz-wing-look = Cherchez une case à trois candidats, x, y et z, qui partage une ligne, une colonne ou un bloc avec une case x-z et avec une case y-z.
sudoku-note-xyz-wing-why = Quel que soit celui de ses trois chiffres que prend la première case, elle-même ou l'un de ses deux partenaires contient z.
sudoku-note-xyz-wing-removes = Rayez z de toute case qui partage une ligne, une colonne ou un bloc avec les trois.
sudoku-note-unique-rectangle-look = Cherchez quatre cases aux coins d'un rectangle sur deux blocs, dont trois n'ont que les deux mêmes candidats.
sudoku-note-unique-rectangle-why = Si la quatrième n'avait plus que ces deux-là aussi, les deux chiffres pourraient s'échanger autour des coins et la grille aurait deux solutions, or une vraie grille n'en a qu'une.
sudoku-note-unique-rectangle-removes = Rayez les deux chiffres du quatrième coin.
sudoku-note-w-wing-look = Cherchez deux cases aux deux mêmes candidats, x et y, et une ligne, une colonne ou un bloc où x n'a que deux places, chacune voyant l'une des cases.
sudoku-note-w-wing-why = Si aucune des cases n'était y, les deux seraient x, et x n'aurait plus de place à cet endroit. L'une d'elles vaut donc y.
sudoku-note-w-wing-removes = Rayez y de toute case qui voit les deux cases.
sudoku-note-simple-colouring-look = Choisissez un chiffre et suivez les lignes, colonnes et blocs où il a exactement deux places, en les coloriant tour à tour de deux couleurs.
sudoku-note-simple-colouring-why = Chaque paire contient le chiffre une seule fois, donc une couleur le contient partout et l'autre nulle part.
sudoku-note-simple-colouring-removes = Rayez le chiffre des cases qui voient les deux couleurs, ou de toute une couleur dont deux cases se voient.
sudoku-note-xy-chain-look = Cherchez une chaîne de cases à deux candidats, chacune sur la ligne, la colonne ou dans le bloc de la suivante, dont les deux bouts ont le même chiffre pour candidat.
sudoku-note-xy-chain-why = Si le premier bout n'est pas ce chiffre, chaque case prend tour à tour son autre candidat et le dernier bout reçoit le chiffre. L'un des bouts le contient donc.
sudoku-note-xy-chain-removes = Rayez le chiffre de toute case qui partage une ligne, une colonne ou un bloc avec les deux bouts.
sudoku-note-forcing-chain-look = Cherchez une case à deux ou trois candidats et suivez, pour chacun, les singletons qu'il imposerait.
sudoku-note-forcing-chain-why = Un candidat est le bon. Celui dont les singletons laissent une case sans chiffre est faux, et ce à quoi tous mènent est vrai.
sudoku-note-forcing-chain-removes = Rayez un candidat faux, placez un chiffre que toutes les voies placent et rayez ce que toutes excluent.

## The same for a kids book: plain words, no technique names, no "candidates".

sudoku-kids-note-pointing-look = Trouve un nombre qui, dans un bloc, ne pourrait aller que dans des cases de la même ligne.
sudoku-kids-note-pointing-why = Le bloc a besoin de ce nombre, il sera donc sur cette ligne, quelque part dans le bloc.
sudoku-kids-note-pointing-removes = Alors le nombre ne peut pas aller dans le reste de la ligne. Barre-le parmi les petits nombres.
sudoku-kids-note-claiming-look = Trouve un nombre qui, dans une ligne, ne pourrait aller que dans des cases du même bloc.
sudoku-kids-note-claiming-why = La ligne a besoin de ce nombre, il sera donc dans ce bloc, quelque part sur la ligne.
sudoku-kids-note-claiming-removes = Alors le nombre ne peut pas aller dans les autres cases du bloc. Barre-le parmi les petits nombres.
sudoku-kids-note-naked-pair-look = Trouve deux cases de la même ligne, colonne ou bloc où seuls les deux mêmes nombres peuvent encore aller.
sudoku-kids-note-naked-pair-why = Une case reçoit l'un des nombres et l'autre case l'autre, donc les deux nombres sont pris.
sudoku-kids-note-naked-pair-removes = Barre ces deux nombres parmi les petits nombres des autres cases de cette ligne, colonne ou bloc.
sudoku-kids-note-hidden-pair-look = Trouve deux nombres qui, dans une ligne, une colonne ou un bloc, ne pourraient aller que dans les deux mêmes cases.
sudoku-kids-note-hidden-pair-why = Les deux nombres doivent aller quelque part, et ces deux cases sont leurs seules places.
sudoku-kids-note-hidden-pair-removes = Ces deux cases contiennent donc ces deux nombres. Barre tous les autres petits nombres qui y sont.
sudoku-kids-note-naked-triple-look = Trouve trois cases de la même ligne, colonne ou bloc où, toutes ensemble, seuls trois nombres peuvent encore aller.
sudoku-kids-note-naked-triple-why = Trois cases ont besoin de trois nombres différents, elles prennent donc exactement ces trois-là.
sudoku-kids-note-naked-triple-removes = Barre ces trois nombres parmi les petits nombres des autres cases de cette ligne, colonne ou bloc.
sudoku-kids-note-hidden-triple-look = Trouve trois nombres qui, dans une ligne, une colonne ou un bloc, ne pourraient aller que dans les trois mêmes cases.
sudoku-kids-note-hidden-triple-why = Les trois nombres doivent aller quelque part, et ces trois cases sont leurs seules places.
sudoku-kids-note-hidden-triple-removes = Ces trois cases contiennent donc ces trois nombres. Barre tous les autres petits nombres qui y sont.
