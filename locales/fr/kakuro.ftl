## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Inscrivez un chiffre de 1 à 9 dans chaque case blanche. Une suite est une ligne de cases blanches horizontale ou verticale entre deux blocs ; le nombre du bloc qui la précède est sa somme : au-dessus de la diagonale pour la suite vers la droite, en dessous pour la suite vers le bas.
kakuro-rules-sums = Les chiffres d'une suite font sa somme et sont tous différents : 3 en deux cases ne peut être que 1 et 2.
kakuro-rules-given = Chaque grille a exactement une solution, et la logique seule y mène : commencez par les sommes qui ne se font que d'une façon.

## Kakuro's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

kakuro-note-naked-single-look = Cherchez une case blanche où il ne reste qu'un chiffre.
kakuro-note-naked-single-why = Chaque case blanche reçoit un chiffre, et seul celui-ci convient encore.
kakuro-note-naked-single-removes = Inscrivez-le et rayez-le des autres cases de sa suite horizontale et de sa suite verticale.
kakuro-note-unique-combination-look = Cherchez une suite dont la somme ne se fait que d'une façon avec sa longueur : 3 ou 4 en deux cases, 6 ou 7 en trois, 45 en neuf.
kakuro-note-unique-combination-why = Les chiffres d'une suite sont tous différents, et aucun autre ensemble de chiffres différents ne donne cette somme.
kakuro-note-unique-combination-removes = Chaque case de la suite ne garde que les chiffres de cet ensemble.
kakuro-note-bounds-look = Regardez une suite et les plus grands et plus petits chiffres que ses autres cases peuvent encore prendre.
kakuro-note-bounds-why = Si même les plus grands chiffres des autres ne portent pas un chiffre jusqu'à la somme, ou si même les plus petits la dépassent, ce chiffre n'est pas dans la case.
kakuro-note-bounds-removes = Rayez chaque chiffre trop petit ou trop grand pour sa suite.
kakuro-note-combination-intersection-look = Regardez une suite courte et dressez la liste des ensembles de chiffres différents qui font sa somme et que ses cases peuvent encore prendre.
kakuro-note-combination-intersection-why = Seuls ces ensembles peuvent remplir la suite, donc une case ne garde que leurs chiffres ; là où une suite horizontale croise une suite verticale, la case ne garde que ce que les deux permettent.
kakuro-note-combination-intersection-removes = Rayez chaque chiffre qui n'entre dans aucun ensemble de la suite.
kakuro-note-required-digit-look = Cherchez un chiffre que contient chaque ensemble faisant la somme d'une suite, avec une seule case de la suite qui peut encore le prendre.
kakuro-note-required-digit-why = Quel que soit l'ensemble qui remplit la suite, ce chiffre en fait partie, et il ne peut aller nulle part ailleurs.
kakuro-note-required-digit-removes = Inscrivez le chiffre dans cette case : ses autres chiffres disparaissent.
kakuro-note-run-subset-look = Cherchez deux cases d'une suite qui n'ont à elles deux que les deux mêmes chiffres, ou trois cases n'en ayant que trois.
kakuro-note-run-subset-why = Ces cases prendront exactement ces chiffres, et une suite ne répète jamais un chiffre.
kakuro-note-run-subset-removes = Rayez ces chiffres des autres cases de la suite.
kakuro-note-long-run-combination-look = Regardez une longue suite, cinq cases ouvertes ou plus, et cherchez quels ensembles de chiffres différents font ce qui reste de sa somme.
kakuro-note-long-run-combination-why = Les longues suites ont beaucoup d'ensembles, mais les chiffres déjà rayés en écartent la plupart, et seuls ceux qui restent peuvent remplir la suite.
kakuro-note-long-run-combination-removes = Chaque case ouverte ne garde que les chiffres d'un ensemble que les autres cases ouvertes peuvent compléter.
kakuro-note-sum-arithmetic-look = Regardez une bande de lignes entières (ou de colonnes) : additionnez ses sommes horizontales, puis retirez les sommes verticales des suites tout entières dans la bande.
kakuro-note-sum-arithmetic-why = Les deux façons comptent chaque case blanche de la bande une fois, donc il reste la somme des quelques cases dont les suites verticales sortent de la bande.
kakuro-note-sum-arithmetic-removes = Ces cases ne gardent que les chiffres qui peuvent faire cette somme ensemble.

## Kakuro's step sentences: "$where: $outcome ($technique)." $where is a run (-step-run: $sum,
## $way the word -step-across or -step-down, $cell its first square), a band of rows or columns
## (-step-band: $lines) or a square; $outcome lists what is placed (-step-placed: $cell, $digit)
## and ruled out (-step-removed: $digits, $cells).

kakuro-step-run = la suite { $way } de { $sum } en { $cell }
kakuro-step-across = horizontale
kakuro-step-down = verticale
kakuro-step-band = la bande { $lines }
kakuro-step-step = { $where } : { $outcome } ({ $technique }).
kakuro-step-single = { $outcome } ({ $technique }).
kakuro-step-placed = { $cell } vaut { $digit }
kakuro-step-removed = { $digits } ne peut pas aller en { $cells }
