## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = dans une grille de { $n } sur { $n }, les chiffres de 1 à { $n }, en blocs de { $w } cases sur { $h }
killer-rules-fill = Remplissez chaque case avec un chiffre de sorte que chaque ligne, chaque colonne et chaque bloc (les zones aux bords épais) contienne chaque chiffre une seule fois : { $grids }.
killer-rules-cages = Des pointillés divisent la grille en cages. Le petit nombre dans le coin d'une cage est sa somme : les chiffres de la cage ont ce total, et aucun chiffre ne se répète dans une cage. Une ligne, une colonne ou un bloc fait toujours { $total }.
killer-rules-given = Aucun chiffre n'est donné au départ, ou très peu. Chaque grille a une solution unique, et la logique seule permet de la trouver : il n'est jamais nécessaire de deviner.

## Killer Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

killer-note-cage-combination-look = Regardez une petite cage et dressez la liste des ensembles de chiffres différents qui font sa somme.
killer-note-cage-combination-why = Les chiffres d'une cage sont tous différents et font sa somme, donc seuls ces ensembles peuvent la remplir : 3 en deux cases, c'est toujours 1 et 2.
killer-note-cage-combination-removes = Chaque case de la cage ne garde que les chiffres d'un ensemble que les autres cases peuvent compléter.
killer-note-rule-of-45-look = Cherchez une ligne, une colonne ou un bloc presque couvert par des cages entièrement à l'intérieur.
killer-note-rule-of-45-why = Chaque ligne, colonne et bloc fait 45 (21 en 6 × 6), donc les cases restantes font 45 moins les sommes des cages intérieures et les chiffres placés.
killer-note-rule-of-45-removes = Les cases restantes forment une cage à part : une seule case reçoit ce nombre, plusieurs ne gardent que les chiffres qui peuvent faire leur total.
killer-note-cage-splitting-look = Cherchez une cage qui contient toutes les cases que la règle du 45 laisse dans une ligne, une colonne ou un bloc, et d'autres cases au-dehors.
killer-note-cage-splitting-why = Les cases à l'intérieur font le total donné par la règle du 45, et la somme de la cage est fixe, donc ses cases au-dehors font le reste.
killer-note-cage-splitting-removes = La cage se coupe en deux cages plus petites, l'une dedans et l'autre dehors, chacune avec sa somme et moins de façons de la faire.
killer-note-cage-overlap-look = Cherchez un chiffre dont toutes les façons de faire une cage ont besoin et dont les cases possibles dans la cage sont dans une même ligne, colonne ou bloc.
killer-note-cage-overlap-why = La cage doit contenir ce chiffre dans l'une de ces cases, et une ligne, une colonne ou un bloc ne contient chaque chiffre qu'une fois.
killer-note-cage-overlap-removes = Le chiffre est rayé de toutes les autres cases de cette ligne, colonne ou de ce bloc hors de la cage.
killer-note-combination-clash-look = Cherchez deux cages dans la même ligne, colonne ou le même bloc, chacune avec peu de façons de faire sa somme.
killer-note-combination-clash-why = Une ligne, une colonne ou un bloc contient chaque chiffre une fois, donc les deux cages ne peuvent partager aucun chiffre.
killer-note-combination-clash-removes = Une façon de faire l'une qui ne laisse à l'autre aucune façon de faire sa somme est exclue, avec les chiffres qu'elle seule permettait.
killer-note-rule-of-45-bands-look = Regardez deux ou trois lignes (ou colonnes) voisines, ou une unité d'où sortent des cages.
killer-note-rule-of-45-bands-why = Chaque ligne et colonne fait 45, donc plusieurs ensemble font 45 fois leur nombre ; les cages entièrement dedans retirent leurs sommes, et les cases restantes font le reste.
killer-note-rule-of-45-bands-removes = Les cases restantes, dans la bande ou juste à côté, forment une cage au total connu et ne gardent que les chiffres qui peuvent le faire.

## Killer's step sentences. $cage is the cage as -step-cage names it ($sum, $cell its corner);
## $cells the squares; $k how many ($k of a combination: the cage's squares); $sets the digit
## sets ("1+2+6 or 1+3+5"); $region and $line a house by name ("row 3", or -step-rows/-columns
## for a band of $lines houses), $inline the same as a place ("in row 3"): a sentence takes
## either; $total a clashing cage's sum; $outcome what the step rules out or places.

killer-step-cage = la cage de { $sum } en { $cell }
killer-step-combination = dans { $cage } ({ $cells }), { $k } cases aux chiffres différents ne font { $sum } que par { $sets }, donc : { $outcome }.
killer-step-combination-one = { $cage } n'a qu'une case, { $cells }, qui contient donc le { $sum } : { $outcome }.
killer-step-innies = { $region }, au total : { $whole } ; les cages entièrement dedans font { $inside }, donc il reste { $sum } pour { $cells }, d'où : { $outcome }.
killer-step-outies = { $region }, au total : { $whole } ; les cages qui y entrent font { $all } en tout, dont { $whole } dedans ; donc il reste { $sum } pour { $cells }, dehors, d'où : { $outcome }.
killer-step-innies-live = { $region } fait { $whole } ; les chiffres placés et les cages (ou parties de cages) entièrement dedans font { $inside }, donc { $cells } font { $sum }, d'où : { $outcome }.
killer-step-split = { $region } fait { $whole }, et les cases qui restent dedans sont toutes dans { $cage }, qui s'y coupe : sa partie { $cells } fait { $sum }, d'où : { $outcome }.
killer-step-overlap = toute façon de faire { $cage } utilise le { $d }, qui n'y peut aller qu'en { $cells }, tous dans { $line }, donc : { $outcome }.
killer-step-overlap-in = dans { $line }, le { $d } ne peut aller qu'en { $cells }, tous dans { $cage } ; la cage contient donc le { $d }, d'où : { $outcome }.
killer-step-clash = { $cage } et { $other } n'ont aucun chiffre en commun ; { $cage } ne se fait donc que par { $sets }, d'où : { $outcome }.
killer-step-rows = les lignes { $list }
killer-step-columns = les colonnes { $list }
