## The Latin core's technique notes for the techniques pages, three sentences each: what to
## look for (-look), why it works (-why), what it removes or places (-removes). A kind with notes
## of its own (KIND-note-NAME-* in KIND.ftl) prints those instead.

note-naked-single-look = Cherchez une case où tous les chiffres sauf un sont déjà exclus.
note-naked-single-why = Sa ligne, sa colonne et les indices interdisent tous les autres, et chaque case doit recevoir un chiffre.
note-naked-single-removes = La case prend le seul chiffre restant, qui disparaît alors des autres cases de sa ligne et de sa colonne.
note-hidden-single-look = Choisissez un chiffre et une ligne ou une colonne, et cherchez la seule case qui peut encore le recevoir.
note-hidden-single-why = Chaque ligne et chaque colonne contient chaque chiffre une fois, donc le chiffre doit aller quelque part dans cette rangée, et il ne lui reste qu'une case.
note-hidden-single-removes = Le chiffre va dans cette case, quels que soient les autres candidats qu'elle avait.
note-naked-pair-look = Cherchez deux cases d'une même ligne ou colonne dont les candidats sont les deux mêmes chiffres, et rien d'autre.
note-naked-pair-why = Quel que soit l'ordre de ces deux chiffres, les deux cases les prennent tous les deux.
note-naked-pair-removes = Rayez ces deux chiffres de toutes les autres cases de cette ligne ou colonne.
note-naked-triple-look = Cherchez trois cases d'une même ligne ou colonne dont les candidats, mis ensemble, ne sont que trois chiffres.
note-naked-triple-why = Trois cases demandent trois chiffres différents, elles prennent donc exactement ces trois-là.
note-naked-triple-removes = Rayez ces trois chiffres de toutes les autres cases de cette ligne ou colonne.
note-naked-quad-look = Cherchez quatre cases d'une même ligne ou colonne dont les candidats, mis ensemble, ne sont que quatre chiffres.
note-naked-quad-why = Quatre cases demandent quatre chiffres différents, elles prennent donc exactement ces quatre-là.
note-naked-quad-removes = Rayez ces quatre chiffres de toutes les autres cases de cette ligne ou colonne.
note-hidden-pair-look = Cherchez deux chiffres qui, dans une ligne ou une colonne, ne peuvent aller que dans les deux mêmes cases.
note-hidden-pair-why = Les deux chiffres doivent figurer dans cette rangée, et ces deux cases sont leurs seules places, donc elles contiennent ces deux-là.
note-hidden-pair-removes = Rayez tous les autres candidats de ces deux cases.
note-hidden-triple-look = Cherchez trois chiffres qui, dans une ligne ou une colonne, ne peuvent aller que dans les trois mêmes cases.
note-hidden-triple-why = Les trois chiffres doivent figurer dans cette rangée et n'ont pas d'autre place, donc ces trois cases les contiennent.
note-hidden-triple-removes = Rayez tous les autres candidats de ces trois cases.
note-hidden-quad-look = Cherchez quatre chiffres qui, dans une ligne ou une colonne, ne peuvent aller que dans les quatre mêmes cases.
note-hidden-quad-why = Les quatre chiffres doivent figurer dans cette rangée et n'ont pas d'autre place, donc ces quatre cases les contiennent.
note-hidden-quad-removes = Rayez tous les autres candidats de ces quatre cases.
note-x-wing-look = Cherchez un chiffre qui, dans deux lignes, ne peut aller que dans les deux mêmes colonnes : les quatre cases forment un rectangle.
note-x-wing-why = Le chiffre occupe un coin dans chacune des lignes, jamais deux coins dans la même colonne, il prend donc les deux colonnes à ces endroits.
note-x-wing-removes = Rayez le chiffre du reste des deux colonnes (et de même en échangeant lignes et colonnes).
note-swordfish-look = Cherchez un chiffre qui, dans trois lignes, ne peut aller que dans des cases des trois mêmes colonnes.
note-swordfish-why = Les trois lignes demandent le chiffre trois fois, chaque fois dans une autre de ces colonnes, donc ces colonnes le reçoivent dans ces lignes.
note-swordfish-removes = Rayez le chiffre du reste des trois colonnes (et de même en échangeant lignes et colonnes).
note-jellyfish-look = Cherchez un chiffre qui, dans quatre lignes, ne peut aller que dans des cases des quatre mêmes colonnes.
note-jellyfish-why = Les quatre lignes demandent le chiffre quatre fois, chaque fois dans une autre de ces colonnes, donc ces colonnes le reçoivent dans ces lignes.
note-jellyfish-removes = Rayez le chiffre du reste des quatre colonnes (et de même en échangeant lignes et colonnes).
note-forcing-chain-look = Cherchez une chaîne de cases à deux candidats, chacune sur la ligne ou la colonne de la suivante, dont les deux bouts ont le même chiffre pour candidat.
note-forcing-chain-why = Si le premier bout n'est pas ce chiffre, chaque case prend tour à tour son autre candidat et le dernier bout reçoit le chiffre. L'un des bouts le contient donc.
note-forcing-chain-removes = Rayez le chiffre de toute case qui partage une ligne ou une colonne avec les deux bouts.
