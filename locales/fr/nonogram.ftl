## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Noircissez des cases pour faire apparaître un dessin caché. Les nombres à côté de chaque ligne et au-dessus de chaque colonne sont les longueurs des blocs de cases noircies de cette ligne, dans l'ordre : de gauche à droite pour une ligne, de haut en bas pour une colonne.
nonogram-rules-gaps = Entre deux blocs il y a au moins une case vide ; avant le premier bloc et après le dernier, il peut y en avoir autant qu'on veut. Une ligne dont l'indice est 0 n'a aucune case noircie.
nonogram-rules-start = Commencez par les lignes que leurs blocs remplissent presque : un bloc de 8 dans une ligne de 10 couvre les 6 cases du milieu, où qu'on le glisse. Marquez d'un point les cases sûrement vides, pour réduire la place des blocs, et passez des lignes aux colonnes et retour.
nonogram-rules-given = Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner. Les traits plus épais toutes les cinq cases aident à compter.

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Chaque technique est montrée sur une grille faite pour cette page, pas sur une grille de ce livre, juste avant l'étape : les cases qu'on sait noircies sont noires, celles qu'on sait vides portent un point, la ligne à regarder est en gris clair, les cases que l'étape noircit sont en gris foncé et celles qu'elle montre vides sont barrées d'une croix.
