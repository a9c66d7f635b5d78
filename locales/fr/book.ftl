## Ce que reçoit un livre dont la spécification ne le donne pas : titre, sous-titre et texte
## de quatrième de couverture suivent les types de grilles, les niveaux et la langue du livre.
## $kind est le nom d'un type de grille, $count un nombre de grilles ; $level, $easiest et
## $hardest valent easy, medium, hard ou expert.
## Devant « : », une espace insécable (U+00A0).

title-one-level = { $kind } : { $count } { $count ->
        [one] grille
       *[other] grilles
    } { $count ->
        [one] { $level ->
            [easy] facile
            [medium] de niveau moyen
            [hard] difficile
           *[expert] de niveau expert
        }
       *[other] { $level ->
            [easy] faciles
            [medium] de niveau moyen
            [hard] difficiles
           *[expert] de niveau expert
        }
    }

title-levels = { $kind } : { $count } grilles, de { $easiest ->
        [easy] facile
        [medium] moyen
        [hard] difficile
       *[expert] expert
    } à { $hardest ->
        [easy] facile
        [medium] moyen
        [hard] difficile
       *[expert] expert
    }

title-variety = Jeux de logique variés : { $count } grilles

subtitle-one-kind = Grilles de logique { $grids }, avec solutions

subtitle-variety = { $kinds }, { $levels }

level-span = { $easiest ->
        [easy] facile
        [medium] moyen
        [hard] difficile
       *[expert] expert
    } à { $hardest ->
        [easy] facile
        [medium] moyen
        [hard] difficile
       *[expert] expert
    }

level-alone = niveau { $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
       *[expert] expert
    }

blurb-promise =
    Chaque grille de ce livre a une solution unique, que l'on trouve par le seul
    raisonnement : il n'est jamais nécessaire de deviner. Les grilles sont de plus en plus
    difficiles, un exemple détaillé vous montre comment commencer, et les solutions se trouvent
    à la fin du livre.

blurb-variety-intro = { $count } sortes de jeux de logique dans un seul livre.

blurb-variety-promise =
    Chaque grille a une solution unique, que l'on trouve par la seule logique : il n'est
    jamais nécessaire de deviner. Chaque type de grille a son exemple détaillé, les grilles sont
    de plus en plus difficiles, et les solutions se trouvent à la fin du livre.

author-unknown = Anonyme

copyright-line = Copyright © { $year } { $author }. Tous droits réservés.

copyright-notice =
    Aucune partie de ce livre ne peut être reproduite sous quelque forme que ce soit
    sans l'autorisation écrite du titulaire des droits, sauf de courtes citations dans des
    critiques.

cover-large-print = GROS CARACTÈRES

cover-headline-kids = Des jeux malins pour enfants futés
# The worked example's lead-in for a kind that keeps no candidates (a nonogram's squares are
# filled or empty, nothing is pencilled in).
steps-intro-plain = On décide les cases une étape à la fois, chacune pour une raison que donnent les règles. Les premières étapes :

## "puzzle" after a count on the cover ("100 PUZZLES"), in the language's plural forms.

puzzles = { $count ->
        [one] grille
       *[other] grilles
    }
