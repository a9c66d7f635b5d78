## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Remplissez chaque case vide de sorte que chaque ligne et chaque colonne contienne une seule fois chaque chiffre de 1 à la taille de la grille : { $examples }.
futoshiki-rules-signs = Les signes entre les cases doivent être respectés. La pointe d'un signe désigne le chiffre le plus petit et son ouverture le plus grand, comme dans 2 < 4 et 5 > 3. Les signes entre deux lignes pointent vers le haut ou vers le bas de la même façon.
futoshiki-rules-given = Les chiffres imprimés dans la grille sont donnés. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.
