## Was ein Buch ohne eigene Angaben bekommt: Titel, Untertitel und Klappentext folgen den
## Rätselarten, den Schwierigkeitsgraden und der Sprache. $kind ist der Name einer Rätselart,
## $count eine Anzahl Rätsel; $level, $easiest und $hardest sind easy, medium, hard oder expert.

title-one-level = { $kind }: { $count } { $count ->
        [one] { $level ->
            [easy] leichtes
            [medium] mittelschweres
            [hard] schweres
           *[expert] sehr schweres
        }
       *[other] { $level ->
            [easy] leichte
            [medium] mittelschwere
            [hard] schwere
           *[expert] sehr schwere
        }
    } Rätsel

title-levels = { $kind }: { $count } Rätsel von { $easiest ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
       *[expert] sehr schwer
    } bis { $hardest ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
       *[expert] sehr schwer
    }

title-variety = Logikrätsel-Mix: { $count } Rätsel

subtitle-one-kind = Logikrätsel in { $grids }, mit Lösungen

subtitle-variety = { $kinds }, { $levels }

level-span = { $easiest ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
       *[expert] sehr schwer
    } bis { $hardest ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
       *[expert] sehr schwer
    }

level-alone = { $level ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
       *[expert] sehr schwer
    }

blurb-promise =
    Jedes Rätsel in diesem Buch hat genau eine Lösung, die sich durch reines Nachdenken finden
    lässt: Raten ist nie nötig. Die Rätsel werden nach und nach schwerer, ein ausführliches
    Beispiel zeigt den Einstieg, und die Lösungen stehen hinten im Buch.

blurb-variety-intro = { $count } Arten von Logikrätseln in einem Buch.

blurb-variety-promise =
    Jedes Rätsel hat genau eine Lösung, die sich allein mit Logik finden lässt: Raten ist nie
    nötig. Jede Rätselart hat ihr eigenes ausführliches Beispiel, die Rätsel werden nach und
    nach schwerer, und die Lösungen stehen hinten im Buch.

author-unknown = Anonym

copyright-line = Copyright © { $year } { $author }. Alle Rechte vorbehalten.

copyright-notice =
    Kein Teil dieses Buches darf ohne schriftliche Genehmigung des Rechteinhabers in
    irgendeiner Form vervielfältigt werden, ausgenommen kurze Zitate in Rezensionen.

cover-large-print = GROSSDRUCK

cover-headline-kids = Rätselspaß für schlaue Kinder!
# The worked example's lead-in for a kind that keeps no candidates (a nonogram's squares are
# filled or empty, nothing is pencilled in).
steps-intro-plain = Beim Lösen entscheidet man die Kästchen Schritt für Schritt, jedes aus einem Grund, den die Regeln geben. Die ersten Schritte:

## "puzzle" after a count on the cover ("100 PUZZLES"), in the language's plural forms.

puzzles = { $count ->
        [one] Rätsel
       *[other] Rätsel
    }
