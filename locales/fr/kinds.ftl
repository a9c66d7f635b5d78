## Ce qu'est chaque type de grille, pour la quatrième de couverture : <type>-pitch ouvre le
## texte d'un livre de ce seul type ; <type>-line est sa phrase dans un livre de plusieurs types.

futoshiki-pitch =
    Le Futoshiki est un jeu de chiffres de pure logique. Remplissez chaque ligne et chaque
    colonne de la grille avec chaque chiffre une seule fois, en respectant tous les signes
    « plus grand que » et « plus petit que » placés entre les cases.
futoshiki-line = Futoshiki : chaque signe « plus grand que » doit être respecté.

skyscrapers-pitch =
    Les Gratte-ciel sont un jeu de chiffres de pure logique. Chaque ligne et chaque colonne de
    la grille est une rue d'immeubles, un de chaque hauteur ; un chiffre au bord indique
    combien d'immeubles on voit depuis là, car un immeuble plus haut cache les plus petits
    derrière lui.
skyscrapers-line = Gratte-ciel : les chiffres au bord disent combien d'immeubles on voit.

calcudoku-pitch =
    Le Calcudoku est un jeu de chiffres, de logique et d'un peu de calcul. Remplissez chaque
    ligne et chaque colonne de la grille avec chaque chiffre une seule fois, de sorte que les
    chiffres de chaque cage atteignent son résultat avec son opération : addition,
    soustraction, multiplication ou division.
calcudoku-line = Calcudoku : chaque cage atteint son résultat.

sudoku-pitch =
    Le Sudoku est le grand classique des jeux de chiffres de pure logique. Remplissez chaque
    ligne, chaque colonne et chaque bloc de la grille avec chaque chiffre une seule fois.
sudoku-line = Sudoku : chaque ligne, colonne et bloc contient chaque chiffre une fois.

magic-pitch =
    Un carré magique est un jeu de chiffres, de logique et de calcul. Placez chaque nombre une
    seule fois pour que chaque ligne, chaque colonne et les deux diagonales aient la même somme.
magic-line = Carrés magiques : chaque ligne a la même somme.

killer-pitch =
    Le Sudoku Killer est un Sudoku de logique et d'un peu d'addition. Chaque ligne, chaque
    colonne et chaque bloc contient chaque chiffre une fois ; des cages en pointillés divisent
    la grille, et les chiffres différents de chaque cage font la petite somme dans son coin.
killer-line = Sudoku Killer : les chiffres de chaque cage font sa somme.

kakuro-pitch =
    Le Kakuro, ce sont des mots croisés en chiffres, résolus par la logique et un peu
    d'addition. Inscrivez un chiffre de 1 à 9 dans chaque case blanche ; les chiffres de chaque
    suite, horizontale ou verticale, font la somme du bloc qui la précède, et aucun chiffre ne
    se répète dans une suite.
kakuro-line = Kakuro : les chiffres de chaque suite font sa somme.

nonogram-pitch =
    Les logimages sont des jeux d'images de pure logique. Les nombres à côté de chaque ligne
    et au-dessus de chaque colonne donnent, dans l'ordre, les longueurs de ses blocs de cases
    noircies ; noircissez les bonnes cases et un dessin caché apparaît.
nonogram-line = Logimages : les nombres révèlent un dessin caché.

## Each kind's name as a book prints it (titles, headings, running heads).

futoshiki-name = Futoshiki
skyscrapers-name = Gratte-ciel
calcudoku-name = Calcudoku
sudoku-name = Sudoku
killer-name = Sudoku Killer
kakuro-name = Kakuro
magic-name = Carrés magiques
nonogram-name = Logimages
