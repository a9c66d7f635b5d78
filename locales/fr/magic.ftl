## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Remplissez chaque case vide avec un nombre de sorte que chaque nombre soit utilisé une seule fois. La ligne sous chaque grille donne les nombres à utiliser et le total de chaque alignement, par exemple « { $example } ».
magic-rules-line = Un alignement est une ligne, une colonne ou l'une des deux diagonales d'un coin à l'autre.
magic-rules-start = Commencez par un alignement qui n'a qu'une case vide : elle contient le total moins les nombres déjà présents. Quand aucun alignement n'en est si près, notez les nombres libres qui pourraient en compléter un et barrez ceux qui ne conviennent pas aux autres alignements passant par la même case.
magic-rules-given = Les nombres imprimés dans la grille sont donnés. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.
