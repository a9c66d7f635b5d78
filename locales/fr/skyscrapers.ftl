## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Chaque case de la grille contient un gratte-ciel, et le chiffre qu'on y écrit est sa hauteur. Chaque ligne et chaque colonne contient chaque hauteur une seule fois : { $examples }.
skyscrapers-rules-clues = Un chiffre à l'extérieur de la grille indique combien de gratte-ciel on voit en regardant le long de cette ligne ou de cette colonne depuis cet endroit. Un immeuble plus haut cache tous les plus petits derrière lui : on ne voit un immeuble que s'il est plus haut que tous ceux placés devant lui.
skyscrapers-rules-example = Par exemple, dans une ligne d'une grille de { $n } sur { $n }, un 1 à l'extérieur signifie que le plus haut immeuble, le { $n }, se trouve juste à côté ; un { $n } signifie qu'on les voit tous, donc que la ligne monte 1, 2, … jusqu'à { $n } depuis ce côté. Là où il n'y a pas de chiffre, il n'y a pas d'indice.
skyscrapers-rules-given = Certaines grilles donnent aussi quelques hauteurs à l'intérieur. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.

## Skyscrapers' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

skyscrapers-note-clue-one-look = Cherchez un indice 1 au bord de la grille.
skyscrapers-note-clue-one-why = De là, on ne voit que le premier gratte-ciel, qui cache donc tous les autres de la rangée. C'est le plus haut.
skyscrapers-note-clue-one-removes = La case juste à côté de l'indice prend la plus grande hauteur.
skyscrapers-note-clue-full-look = Cherchez un indice aussi grand que la grille, comme un 5 au bord d'une grille de 5 sur 5.
skyscrapers-note-clue-full-why = De là, on voit tous les gratte-ciel, donc chacun doit être plus haut que tous ceux qui le précèdent.
skyscrapers-note-clue-full-removes = La rangée monte 1, 2, 3 et ainsi de suite depuis ce côté, et chacune de ses cases prend sa hauteur.
skyscrapers-note-clue-bounds-look = Regardez un indice et les cases les plus proches, par exemple un 3 au bord d'une grille de 5 sur 5.
skyscrapers-note-clue-bounds-why = Pour en voir trois, il en faut au moins deux plus bas devant le plus haut. Le 5 n'est pas dans les deux premières cases, la première vaut au plus 3, la deuxième au plus 4.
skyscrapers-note-clue-bounds-removes = Rayez, près de l'indice, les hauteurs qui laisseraient trop peu de gratte-ciel en vue.
skyscrapers-note-facing-clues-look = Cherchez une rangée avec des indices aux deux bouts dont la somme fait un de plus que la taille de la grille.
skyscrapers-note-facing-clues-why = Le plus haut est vu des deux bouts et chaque autre d'un bout au plus, donc chaque côté a juste la place pour ce qu'il voit.
skyscrapers-note-facing-clues-removes = Le plus haut est à autant de cases du premier indice que celui-ci l'indique, la case qui le touche comptant pour la première.
skyscrapers-note-clue-last-seen-look = Cherchez un indice qui voit déjà tous ses gratte-ciel sauf un parmi les grands de sa rangée.
skyscrapers-note-clue-last-seen-why = L'indice doit voir encore un gratte-ciel, et seule la case qui le touche peut encore l'être.
skyscrapers-note-clue-last-seen-removes = Cette case doit être plus haute que toutes les cases entre elle et les gratte-ciel déjà vus. Rayez les hauteurs trop basses.
skyscrapers-note-clue-enumeration-look = Regardez un indice et sa rangée, avec les candidats de ses cases.
skyscrapers-note-clue-enumeration-why = Seuls quelques ordres de hauteurs respectent ces candidats et font voir à l'indice exactement son nombre de gratte-ciel, et la solution est l'un d'eux.
skyscrapers-note-clue-enumeration-removes = Une hauteur qu'aucun de ces ordres ne met dans une case y est rayée.
skyscrapers-note-line-enumeration-look = Regardez une rangée avec des indices aux deux bouts, avec les candidats de ses cases.
skyscrapers-note-line-enumeration-why = Les hauteurs de la rangée doivent respecter à la fois les deux indices et les candidats, ce qui laisse moins d'ordres que chaque indice seul, et la solution est l'un d'eux.
skyscrapers-note-line-enumeration-removes = Une hauteur qu'aucun des ordres restants ne met dans une case y est rayée.

## Skyscrapers' clue steps in books other than English (English books print the sentences of
## src/skyscrapers/explain.rs; these English ones are the source for translators). A clue by its
## side ($clue, $n the column or row); $line the row or column, $climb the heights in order,
## $other the facing clue, $sum the two clues' total, $outcome what the step places or rules out.

skyscrapers-step-top = l'indice { $clue } au-dessus de la colonne { $n }
skyscrapers-step-bottom = l'indice { $clue } sous la colonne { $n }
skyscrapers-step-left = l'indice { $clue } à gauche de la ligne { $n }
skyscrapers-step-right = l'indice { $clue } à droite de la ligne { $n }
skyscrapers-step-clue-one = { $clue } indique qu'on ne voit qu'un immeuble, donc le plus haut est juste à côté : { $outcome }.
skyscrapers-step-clue-full = { $clue } indique qu'on voit tous les immeubles, donc { $line } monte { $climb } depuis ce bord : { $outcome }.
skyscrapers-step-facing = { $clue } et { $other } font { $sum } à eux deux, un de plus que la taille : le plus haut immeuble est vu des deux bouts sans aucune marge, donc { $outcome }.
