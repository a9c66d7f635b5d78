## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Inscrivez un chiffre de 1 à 9 dans chaque case blanche. Une suite est une ligne de cases blanches horizontale ou verticale entre deux blocs ; le nombre du bloc qui la précède est sa somme : au-dessus de la diagonale pour la suite vers la droite, en dessous pour la suite vers le bas.
kakuro-rules-sums = Les chiffres d'une suite font sa somme et sont tous différents : 3 en deux cases ne peut être que 1 et 2.
kakuro-rules-given = Chaque grille a exactement une solution, et la logique seule y mène : commencez par les sommes qui ne se font que d'une façon.
