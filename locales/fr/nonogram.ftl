## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Noircissez des cases pour faire apparaître un dessin caché. Les nombres à côté de chaque ligne et au-dessus de chaque colonne sont les longueurs des blocs de cases noircies de cette ligne, dans l'ordre : de gauche à droite pour une ligne, de haut en bas pour une colonne.
nonogram-rules-gaps = Entre deux blocs il y a au moins une case vide ; avant le premier bloc et après le dernier, il peut y en avoir autant qu'on veut. Une ligne dont l'indice est 0 n'a aucune case noircie.
nonogram-rules-start = Commencez par les lignes que leurs blocs remplissent presque : un bloc de 8 dans une ligne de 10 couvre les 6 cases du milieu, où qu'on le glisse. Marquez d'un point les cases sûrement vides, pour réduire la place des blocs, et passez des lignes aux colonnes et retour.
nonogram-rules-given = Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner. Les traits plus épais toutes les cinq cases aident à compter.

## Nonograms' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

nonogram-note-completed-run-look = Cherchez un bloc de cases noircies aussi long que le seul bloc de l'indice qu'il peut être.
nonogram-note-completed-run-why = Un bloc a exactement la longueur de son nombre, donc ce bloc est complet et ne peut pas s'allonger.
nonogram-note-completed-run-removes = Marquez comme vides les cases aux deux bouts du bloc.
nonogram-note-edge-forcing-look = Cherchez une case noircie près du bord, ou près de cases qu'on sait vides.
nonogram-note-edge-forcing-why = Elle appartient au premier bloc de ce côté, qui ne peut pas commencer avant le bord. Il doit donc s'étendre assez loin au-delà de la case pour atteindre sa longueur.
nonogram-note-edge-forcing-removes = Noircissez les cases depuis la case noircie jusqu'où le bloc doit au moins aller.
nonogram-note-small-gap-look = Cherchez les cases qu'aucun bloc de l'indice ne peut atteindre, et les espaces entre cases vides.
nonogram-note-small-gap-why = Un bloc demande autant de cases libres à la suite que son nombre, donc un espace plus court que tout bloc qui pourrait y aller n'en contient aucun.
nonogram-note-small-gap-removes = Marquez ces cases et ces espaces comme vides.
nonogram-note-overlap-look = Cherchez un bloc long par rapport à la place qu'il a, comme un bloc de 8 dans une ligne de 10.
nonogram-note-overlap-why = Poussé le plus à gauche possible puis le plus à droite, le bloc couvre certaines cases les deux fois, et où qu'il soit vraiment, il les couvre.
nonogram-note-overlap-removes = Noircissez les cases que le bloc couvre dans les deux positions.
nonogram-note-line-solving-look = Regardez une ligne, son indice et les cases déjà connues.
nonogram-note-line-solving-why = Chaque façon de placer ses blocs qui respecte les cases connues pourrait être la solution, donc ce sur quoi toutes s'accordent est certain.
nonogram-note-line-solving-removes = Noircissez une case noire dans toutes les façons, et marquez vide une case vide dans toutes.
nonogram-note-contradiction-look = Cherchez une case qui décide beaucoup, et supposez-la noircie.
nonogram-note-contradiction-why = Résolvez les lignes à partir de là. Si une ligne ne peut plus contenir ses blocs, la supposition était fausse, car la solution respecte toutes les lignes.
nonogram-note-contradiction-removes = La case est vide (ou noircie, quand c'est la supposer vide qui échoue).

## Nonograms' step sentences. A line step: "$Line ($clue): $reason. $outcome ($technique)."
## with -step-reason-TECHNIQUE why the technique decides, $outcome the squares filled (-step-filled)
## and left empty (-step-empty), or both (-step-both). A contradiction: -step-contradiction, $value
## and $other -step-value-filled or -step-value-empty. -step-none is the clue of an empty line.

nonogram-step-line-step = { $Line } ({ $clue }) : { $reason }. { $outcome } ({ $technique }).
nonogram-step-filled = Noircies : { $cells }
nonogram-step-empty = Vides : { $cells }
nonogram-step-both = { $filled } ; { $empty }
nonogram-step-contradiction = Si { $cell } était { $value }, les lignes à partir de là ne laisseraient plus à { $line } ({ $clue }) de place pour ses blocs, donc { $cell } est { $other } ({ $technique }).
nonogram-step-value-filled = noircie
nonogram-step-value-empty = vide
nonogram-step-none = 0
nonogram-step-reason-completed-run = un bloc de cases noircies est aussi long que le bloc qu'il doit être, il est donc complet
nonogram-step-reason-edge-forcing = une case noircie près du bord appartient au premier bloc de ce côté, qui doit la dépasser
nonogram-step-reason-small-gap = aucun bloc n'atteint ces cases, ou l'espace est trop court pour tout bloc possible
nonogram-step-reason-overlap = chaque bloc, poussé tout à gauche puis tout à droite, couvre encore ces cases
nonogram-step-reason-line-solving = toutes les façons de placer les blocs qui respectent les cases connues s'accordent ici

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Chaque technique est montrée sur une grille faite pour cette page, pas sur une grille de ce livre, juste avant l'étape : les cases qu'on sait noircies sont noires, celles qu'on sait vides portent un point, la ligne à regarder est en gris clair, les cases que l'étape noircit sont en gris foncé et celles qu'elle montre vides sont barrées d'une croix.
