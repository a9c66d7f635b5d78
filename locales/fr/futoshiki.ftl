## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Remplissez chaque case vide de sorte que chaque ligne et chaque colonne contienne une seule fois chaque chiffre de 1 à la taille de la grille : { $examples }.
futoshiki-rules-signs = Les signes entre les cases doivent être respectés. La pointe d'un signe désigne le chiffre le plus petit et son ouverture le plus grand, comme dans 2 < 4 et 5 > 3. Les signes entre deux lignes pointent vers le haut ou vers le bas de la même façon.
futoshiki-rules-given = Les chiffres imprimés dans la grille sont donnés. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.

## Futoshiki's sign step in books other than English (English prints src/solve/explain.rs),
## put together from these: a cell's bound ($cell, $d), and a reason with what follows from it.

futoshiki-step-at-most = { $cell } vaut au plus { $d }
futoshiki-step-at-least = { $cell } vaut au moins { $d }
futoshiki-step-is = { $cell } vaut { $d }
futoshiki-step-so = { $reason }, donc { $then }
futoshiki-step-both = { $first }; { $second }

## Futoshiki's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

futoshiki-note-sign-bounds-look = Regardez un signe entre deux cases et les candidats de l'une et de l'autre.
futoshiki-note-sign-bounds-why = Le petit côté doit être inférieur au grand côté. Il reste donc sous le plus grand candidat du grand côté, et le grand côté au-dessus du plus petit du petit.
futoshiki-note-sign-bounds-removes = Rayez les chiffres qui ne respectent pas cela, d'un côté ou de l'autre du signe.
futoshiki-note-sign-chain-look = Cherchez une case plus grande, par une chaîne de signes, que plusieurs autres cases de sa ligne ou de sa colonne.
futoshiki-note-sign-chain-why = Ces cases sont dans une même rangée et ont des chiffres différents. Une case plus grande que trois d'entre elles vaut au moins 4.
futoshiki-note-sign-chain-removes = Rayez de la case les chiffres trop petits pour les cases en dessous d'elle (ou trop grands pour celles au-dessus).
