## Les textes fixes d'un livre : titres, étiquettes, titres courants, règles, noms de niveaux et
## lignes de la couverture. { $name } est rempli par le livre ; { $Name } est la même valeur avec
## une majuscule initiale.

published-by = Publié par { $publisher }
credit = Réalisé avec bookmaker { $version } à partir de la graine { $seed }, format { $trim }, modèle { $template }. La même spécification construite avec la même version de bookmaker redonne ce livre, grille pour grille.
contents = Sommaire
contents-continued = Sommaire (suite)
how-to-play = Règles du jeu
how-to-play-kind = Règles du jeu : { $kind }
continued = { $title } (suite)
solving-example = L'exemple résolu pas à pas
solving-kind-example = Pas à pas : { $kind }
contents-puzzle = { $name } : grille { $range }
contents-puzzles = { $name } : grilles { $range }
contents-answers = Solutions { $range }
contents-section-answers = { $name } : solutions { $range }
notes = Notes
book-rule = Dans chaque partie, les grilles sont de plus en plus difficiles. Les étoiles à côté du numéro de chaque grille indiquent son niveau : une étoile pour facile, deux pour moyen, trois pour difficile. Les solutions se trouvent à la fin du livre : la ligne au-dessus de chaque grille donne la page de sa solution.
example-intro = Voici un petit exemple. Les numéros autour de la grille désignent ses lignes et ses colonnes : L2C3 est la case de la ligne 2, colonne 3. La page suivante le résout pas à pas.
steps-intro = On note les chiffres que chaque case vide peut encore recevoir, ses candidats, puis on les élimine peu à peu. Les premières étapes :
steps-more = Des étapes du même genre, encore { $n }, remplissent la grille :
steps-done = Et la grille est complète :
puzzle-label = Grille { $n } · solution p. { $page }
puzzle-label-short = { $n } · solution p. { $page }
puzzle-label-shortest = { $n } · sol. p. { $page }
puzzle-label-hint = Grille { $n } · indice p. { $hint } · solution p. { $page }
puzzle-label-hint-short = { $n } · indice p. { $hint } · sol. p. { $page }
puzzle-label-hint-shortest = { $n } · i. { $hint } · s. { $page }
answer-label = Grille { $n } · page { $page }
answer-label-short = { $n } · page { $page }
answer-label-shortest = { $n } · p. { $page }
answer-titled = { $label } : { $title }
answer-head = Solution { $n }
answers-head = Solutions { $first }–{ $last }
easy = facile
medium = moyen
hard = difficile
expert = expert
master = maître
and = et
or = ou
cell = L{ $row }C{ $col }
step-row = la ligne { $n }
step-column = la colonne { $n }
step-box = le bloc { $n }
step-in-row = de la ligne { $n }
step-in-column = de la colonne { $n }
step-in-box = du bloc { $n }
step-must-be = { $cell } doit valoir { $d }
step-cannot-be = { $cells } ne peut pas valoir { $digits }
step-cannot-be-many = { $cells } ne peuvent pas valoir { $digits }
step-naked-single = { $cell } doit valoir { $d } : tous les autres chiffres y sont exclus.
step-hidden-single = { $cell } doit valoir { $d } : c'est la seule case { $line } qui peut recevoir le { $d }.
step-full-house = { $cell } doit valoir { $d } : c'est la dernière case vide { $line }, et le { $d } est le seul chiffre qui y manque.
step-naked-subset = { $cells } ne contiennent à elles toutes que { $digits }, donc aucune autre case { $line } ne peut recevoir { $any } : { $outcome }.
step-hidden-subset = Dans { $name }, { $digits } ne peuvent aller que dans { $cells }, donc ces cases ne contiennent rien d'autre : { $outcome }.
step-confined = Dans { $name }, le { $d } ne peut aller que dans { $cells }, toutes dans { $othername } ; donc le { $d } ne peut aller nulle part ailleurs dans { $othername } : { $outcome }.
step-fish = Dans { $base }, le { $d } ne peut aller que dans { $cover }, donc le { $d } ne peut aller nulle part ailleurs dans { $cover } : { $outcome }.
# How many cells a hidden subset fills (`{count}` of step-hidden-subset, unused here).
step-how-many = { $count }
# Lines of one kind grouped: `$word` (step-lines-word), `$numbers` ("1 and 3").
step-lines = { $word } { $numbers }
# The word for `$count` lines of kind `$line` (row, column or box).
step-lines-word = { $line ->
        [row] { $count ->
            [one] ligne
           *[other] lignes
        }
        [box] { $count ->
            [one] bloc
           *[other] blocs
        }
       *[column] { $count ->
            [one] colonne
           *[other] colonnes
        }
    }
# How a step sentence ends: `$step` the sentence without its full stop, `$technique` the
# technique's name; this language's books leave the name out.
step-tagged = { $step }.
cover-inside = Dans ce livre
cover-level-line = { $n } { $puzzles } de niveau { $level }, { $grids }
cover-how-to-play = Les règles, avec un exemple détaillé
cover-answers = Les solutions de toutes les grilles à la fin
cover-try = Essayez la grille { $n } ({ $level }) :
steps-partway = À gauche, la grille après ces étapes, avec les candidats notés en petit. Encore { $n } étapes du même genre la terminent :
partway-caption = Après l'étape { $n }
solved-caption = Résolue
hints = Indices
hints-intro = Bloqué ? Chaque indice dit où regarder et quelle idée vous fait avancer, avec la page qui l'explique. Il ne donne pas la réponse : faites ce pas vous-même, puis continuez seul.
hint-look = Regardez { $place } : { $idea }.
hint-idea = { $name }, p. { $page }
contents-techniques = { $name } : les techniques utiles
techniques = Les techniques utiles
techniques-of = Les techniques utiles : { $section }
techniques-intro = Chaque technique est montrée sur une grille faite pour cette page, pas sur une grille de ce livre, juste avant l'étape : les candidats notés en petit, les cases à regarder grisées, et les candidats que l'étape élimine barrés.
techniques-earlier = Déjà expliqué plus tôt dans ce livre : { $names }.
techniques-intro-kids = Chaque astuce est montrée sur une grille faite pour cette page. Les petits nombres gris d'une case sont ceux qui peuvent encore y aller, les cases grises sont celles à regarder, et un nombre barré est un nombre que l'astuce écarte.
technique-trick = Astuce { $n }
example-intro-kids = Voici un petit exemple. Les nombres autour de la grille comptent ses lignes et ses colonnes. La page suivante le résout pas à pas.
steps-intro-kids = Écris en petit dans chaque case vide les nombres qui peuvent encore y aller, et barre-les au fur et à mesure. Les premières étapes :
steps-partway-kids = À gauche, la grille après ces étapes : les petits nombres gris peuvent encore aller dans leur case. Encore { $n } étapes comme celles-ci la terminent :
kid-single = Regarde la case de la ligne { $row }, colonne { $col } : seul le { $d } peut y aller, alors écris { $d }.
kid-hidden = Regarde { $line } : le { $d } ne va que dans une de ses cases, celle de la ligne { $row }, colonne { $col }, alors écris { $d } là.
technique-seen = Ici : { $step }
cover-headline = De la logique pure, une seule solution, aucun hasard
level-range = { $easiest } à { $hardest }

# The digits a grid of order $n holds, listed in a Latin kind's rules ("… and …").
grid-digits = de 1 à { $n } dans une grille de { $n } sur { $n }
technique-index = Index des techniques
index-intro = Chaque technique que ce livre enseigne, la page qui l'explique et les grilles dont la solution en a besoin : choisissez-en une pour vous exercer.
index-all = { $list } … ({ $n } en tout)
index-none = aucune
hints-where = Indices : où regarder
hints-where-intro = Bloqué ? Chaque indice ici dit seulement où regarder. Toujours bloqué ? L'idée qui vous fait avancer est dans les pages suivantes, avec la page qui l'explique.
hints-ideas = Indices : quelle idée
hints-ideas-intro = Pour chaque grille, l'idée qui vous fait avancer là où le premier indice vous a envoyé, avec la page qui l'explique. Elle ne donne pas la réponse : faites ce pas vous-même.
hint-where = Regardez { $place }.
hint-what = { $idea }.
