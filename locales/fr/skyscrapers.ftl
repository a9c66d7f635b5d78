## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Chaque case de la grille contient un gratte-ciel, et le chiffre qu'on y écrit est sa hauteur. Chaque ligne et chaque colonne contient chaque hauteur une seule fois : { $examples }.
skyscrapers-rules-clues = Un chiffre à l'extérieur de la grille indique combien de gratte-ciel on voit en regardant le long de cette ligne ou de cette colonne depuis cet endroit. Un immeuble plus haut cache tous les plus petits derrière lui : on ne voit un immeuble que s'il est plus haut que tous ceux placés devant lui.
skyscrapers-rules-example = Par exemple, dans une ligne d'une grille de { $n } sur { $n }, un 1 à l'extérieur signifie que le plus haut immeuble, le { $n }, se trouve juste à côté ; un { $n } signifie qu'on les voit tous, donc que la ligne monte 1, 2, … jusqu'à { $n } depuis ce côté. Là où il n'y a pas de chiffre, il n'y a pas d'indice.
skyscrapers-rules-given = Certaines grilles donnent aussi quelques hauteurs à l'intérieur. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.
