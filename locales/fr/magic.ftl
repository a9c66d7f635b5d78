## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Remplissez chaque case vide avec un nombre de sorte que chaque nombre soit utilisé une seule fois. La ligne sous chaque grille donne les nombres à utiliser et le total de chaque alignement, par exemple « { $example } ».
magic-rules-line = Un alignement est une ligne, une colonne ou l'une des deux diagonales d'un coin à l'autre.
magic-rules-start = Commencez par un alignement qui n'a qu'une case vide : elle contient le total moins les nombres déjà présents. Quand aucun alignement n'en est si près, notez les nombres libres qui pourraient en compléter un et barrez ceux qui ne conviennent pas aux autres alignements passant par la même case.
magic-rules-given = Les nombres imprimés dans la grille sont donnés. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.

## Magic squares' step sentences in books other than English (English books print the
## sentences of src/magic/explain.rs; these English ones are the source for translators). $line a
## row, column or diagonal (the diagonals and "a line" named here), $cell a square, $v its number,
## $sum the sum worked out ("34 – 13 – 10 – 7 = 4"), $k how many, $blanks the empty squares,
## $ways the ways listed (": 1 + 6 or 2 + 5") or counted (-step-ways; a piece that starts with a
## space writes it as { " " }), $outcome what the step rules out.

magic-step-diagonal = la diagonale partant du coin supérieur gauche
magic-step-anti-diagonal = la diagonale partant du coin supérieur droit
magic-step-line = un alignement
magic-step-one-blank = { $line } n'a qu'une case vide : { $sum }, donc { $cell } vaut { $v }.
magic-step-naked = Il ne reste que { $v } pour { $cell } : tous les autres nombres sont déjà utilisés ou ne peuvent pas compléter l'un de ses alignements. Donc { $cell } vaut { $v }.
magic-step-hidden = Le { $v } n'est pas encore dans la grille, et { $cell } est la seule case qui peut encore le recevoir. Donc { $cell } vaut { $v }.
magic-step-line-sum = { $line } a { $k } cases vides, { $blanks }, dont la somme doit faire { $sum } avec des nombres pas encore utilisés, chacun encore possible dans sa case{ $ways }. Donc { $outcome }.
magic-step-ways = , de { $k } façons

## The square's numbers in running text: a range ($a to $z), or a list with a step ($a, $b … $z).

magic-numbers-range = les nombres de { $a } à { $z }
magic-numbers-list = les nombres { $a }, { $b } … { $z }

## What a grid prints under it, longest first (the drawing takes the first that fits): $numbers
## as above ({ $Numbers } with a capital), $short the numbers in figures ("4–12"), $t the total.

magic-caption-long = Utilisez { $numbers } ; chaque alignement fait { $t }
magic-caption-medium = { $Numbers } ; total { $t } par alignement
magic-caption-short = { $short } ; total { $t }

## Magic squares' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

magic-note-one-blank-line-look = Cherchez une ligne, une colonne ou une diagonale où il ne reste qu'une case vide.
magic-note-one-blank-line-why = Chaque rangée a la même somme, donc la case vide contient la somme moins les nombres déjà présents dans la rangée.
magic-note-one-blank-line-removes = Écrivez ce nombre dans la case. Il est pris, et aucune autre case ne peut le recevoir.
magic-note-naked-single-look = Cherchez une case où un seul nombre reste possible.
magic-note-naked-single-why = Tous les autres nombres sont déjà pris ou ne donnent pas la somme de ses rangées, et chaque case doit recevoir un nombre.
magic-note-naked-single-removes = La case prend ce nombre, qui disparaît alors de toutes les autres cases.
magic-note-hidden-single-look = Choisissez un nombre pas encore placé et cherchez la seule case qui peut encore le recevoir.
magic-note-hidden-single-why = Chaque nombre figure une fois dans le carré, il doit donc aller quelque part, et il ne lui reste qu'une case.
magic-note-hidden-single-removes = Le nombre va dans cette case, quels que soient les autres nombres possibles qu'elle avait.
magic-note-line-sum-look = Cherchez une rangée avec deux ou trois cases vides, et calculez ce qu'elles doivent faire ensemble, la somme moins les nombres déjà présents.
magic-note-line-sum-why = Seuls quelques groupes de nombres inutilisés atteignent ce total, et chaque case doit aussi convenir à ses autres rangées.
magic-note-line-sum-removes = Chaque case vide ne garde que les nombres qu'un tel groupe peut lui donner. Rayez les autres.
magic-note-four-blank-sum-look = Cherchez une rangée d'un carré de 4 sur 4 dont les quatre cases sont vides.
magic-note-four-blank-sum-why = Elles doivent faire la somme ensemble, et seuls certains groupes de quatre nombres inutilisés y arrivent, chaque case convenant aussi à ses autres rangées.
magic-note-four-blank-sum-removes = Chaque case ne garde que les nombres qu'un tel groupe peut lui donner. Rayez les autres.
