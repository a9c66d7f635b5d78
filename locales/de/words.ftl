## Die festen Texte eines Buchs: Überschriften, Beschriftungen, Kolumnentitel, Spielanleitung,
## Stufennamen und die Zeilen des Umschlags. { $name } füllt das Buch aus; { $Name } ist derselbe
## Wert mit großem Anfangsbuchstaben.

published-by = Verlag: { $publisher }
credit = Erstellt mit bookmaker { $version } aus dem Buch-Seed { $seed }, Format { $trim }, Vorlage { $template }. Dieselbe Spezifikation ergibt mit derselben Version von bookmaker wieder dieses Buch, Rätsel für Rätsel.
contents = Inhalt
contents-continued = Inhalt (Fortsetzung)
how-to-play = Spielanleitung
how-to-play-kind = Spielanleitung: { $kind }
continued = { $title } (Fortsetzung)
solving-example = Das Beispiel Schritt für Schritt
solving-kind-example = Schritt für Schritt: { $kind }
contents-puzzle = { $name }: Rätsel { $range }
contents-puzzles = { $name }: Rätsel { $range }
contents-answers = Lösungen { $range }
contents-section-answers = { $name }: Lösungen { $range }
notes = Notizen
book-rule = In jedem Abschnitt werden die Rätsel nach und nach schwerer. Die Sterne neben der Nummer eines Rätsels zeigen seinen Schwierigkeitsgrad: ein Stern für leicht, zwei für mittel, drei für schwer. Die Lösungen stehen hinten im Buch: Die Zeile über jedem Rätsel nennt die Seite seiner Lösung.
example-intro = Hier ein kleines Beispiel. Die Zahlen neben dem Gitter nummerieren die Zeilen und Spalten: Z2S3 ist das Kästchen in Zeile 2, Spalte 3. Auf der nächsten Seite wird es Schritt für Schritt gelöst.
steps-intro = Beim Lösen notiert man, welche Zahlen in jedem leeren Kästchen noch möglich sind, die Kandidaten, und schränkt sie nach und nach ein. Die ersten Schritte:
steps-more = Mit Schritten dieser Art (noch { $n }) füllt sich das Gitter:
steps-done = Und das Gitter ist voll:
puzzle-label = Rätsel { $n } · Lösung S. { $page }
puzzle-label-short = { $n } · Lösung S. { $page }
puzzle-label-shortest = { $n } · Lsg. S. { $page }
puzzle-label-hint = Rätsel { $n } · Tipp S. { $hint } · Lösung S. { $page }
puzzle-label-hint-short = { $n } · Tipp S. { $hint } · Lsg. S. { $page }
puzzle-label-hint-shortest = { $n } · T. { $hint } · L. { $page }
answer-label = Rätsel { $n } · Seite { $page }
answer-label-short = { $n } · Seite { $page }
answer-label-shortest = { $n } · S. { $page }
answer-titled = { $label }: { $title }
answer-head = Lösung { $n }
answers-head = Lösungen { $first }–{ $last }
easy = leicht
medium = mittel
hard = schwer
expert = sehr schwer
master = extrem
and = und
or = oder
cell = Z{ $row }S{ $col }
step-row = Zeile { $n }
step-column = Spalte { $n }
step-box = Block { $n }
step-in-row = in Zeile { $n }
step-in-column = in Spalte { $n }
step-in-box = in Block { $n }
step-must-be = { $cell } muss { $d } sein
step-cannot-be = { $cells } kann nicht { $digits } sein
step-cannot-be-many = { $cells } können nicht { $digits } sein
step-naked-single = { $cell } muss { $d } sein: Alle anderen Zahlen sind dort ausgeschlossen.
step-hidden-single = { $cell } muss { $d } sein: Es ist das einzige Kästchen { $line }, in das die { $d } passt.
step-full-house = { $cell } muss { $d } sein: Es ist das letzte leere Kästchen { $line }, und dort fehlt nur noch die { $d }.
step-naked-subset = { $cells } enthalten zusammen nur { $digits }, also kann kein anderes Kästchen { $line } die { $any } enthalten: { $outcome }.
step-hidden-subset = { $Line } passen { $digits } nur in { $cells }, also enthalten diese Kästchen nichts anderes: { $outcome }.
step-confined = { $Line } passt die { $d } nur in { $cells }, alle { $other }; also kann die { $d } sonst nirgends { $other } stehen: { $outcome }.
step-fish = In { $base } passt die { $d } nur in { $cover }, also kann die { $d } sonst nirgends in { $cover } stehen: { $outcome }.
# How many cells a hidden subset fills (`{count}` of step-hidden-subset, unused here).
step-how-many = { $count }
# Lines of one kind grouped: `$word` (step-lines-word), `$numbers` ("1 and 3").
step-lines = { $word } { $numbers }
# The word for `$count` lines of kind `$line` (row, column or box).
step-lines-word = { $line ->
        [row] { $count ->
            [one] Zeile
           *[other] Zeilen
        }
        [box] { $count ->
            [one] Block
           *[other] Blöcke
        }
       *[column] { $count ->
            [one] Spalte
           *[other] Spalten
        }
    }
# How a step sentence ends: `$step` the sentence without its full stop, `$technique` the
# technique's name; this language's books leave the name out.
step-tagged = { $step }.
cover-inside = In diesem Buch
cover-level-line = { $n } { $puzzles } ({ $level }), { $grids }
cover-how-to-play = Spielanleitung mit ausführlichem Beispiel
cover-answers = Lösungen zu allen Rätseln hinten im Buch
cover-try = Probieren Sie Rätsel { $n } ({ $level }):
steps-partway = Links das Gitter nach diesen Schritten, die Kandidaten klein eingetragen. Noch { $n } Schritte derselben Art lösen es:
partway-caption = Nach Schritt { $n }
solved-caption = Gelöst
hints = Tipps
hints-intro = Nicht weiter? Jeder Tipp sagt, wohin Sie schauen sollten und welche Idee dort weiterhilft, mit der Seite, die sie erklärt. Die Lösung verrät er nicht: Gehen Sie den Schritt selbst und lösen Sie dann allein weiter.
hint-look = Schauen Sie auf { $place }: { $idea }.
hint-idea = { $name }, S. { $page }
contents-techniques = { $name }: Techniken, die Sie brauchen
techniques = Techniken, die Sie brauchen
techniques-of = Techniken, die Sie brauchen: { $section }
techniques-intro = Jede Technik wird an einem eigens dafür gemachten Gitter gezeigt, keinem Rätsel dieses Buches, kurz vor dem Schritt: Kandidaten klein eingetragen, die Kästchen, auf die es ankommt, grau, und die Kandidaten, die der Schritt ausschließt, durchgestrichen.
techniques-earlier = Bereits weiter vorn in diesem Buch erklärt: { $names }.
techniques-intro-kids = Jeder Trick wird an einem Gitter gezeigt, das für diese Seite gemacht ist. Die kleinen grauen Zahlen in einem Kästchen sind die Zahlen, die dort noch hinpassen, auf die grauen Kästchen kommt es an, und eine durchgestrichene Zahl zeigt der Trick als unmöglich.
technique-trick = Trick { $n }
example-intro-kids = Hier ist ein kleines Beispiel. Die Zahlen neben dem Gitter zählen seine Zeilen und Spalten. Die nächste Seite löst es Schritt für Schritt.
steps-intro-kids = Schreib in jedes leere Kästchen klein die Zahlen, die dort noch hinpassen, und streich sie nach und nach durch. Die ersten Schritte:
steps-partway-kids = Links das Gitter nach diesen Schritten: Die kleinen grauen Zahlen passen noch in ihr Kästchen. Noch { $n } solche Schritte lösen es:
kid-single = Schau dir das Kästchen in Zeile { $row }, Spalte { $col } an: Dort passt keine Zahl außer { $d }, also schreib { $d } hinein.
kid-hidden = Schau dir { $line } an: Die { $d } passt dort nur in ein Kästchen, das in Zeile { $row }, Spalte { $col }, also schreib { $d } dorthin.
technique-seen = Hier: { $step }
cover-headline = Reine Logik, eine Lösung, kein Raten
level-range = { $easiest } bis { $hardest }

# The digits a grid of order $n holds, listed in a Latin kind's rules ("… and …").
grid-digits = 1 bis { $n } in einem { $n }×{ $n }-Gitter
technique-index = Register der Techniken
index-intro = Jede Technik, die dieses Buch lehrt, die Seite, die sie erklärt, und die Rätsel, deren Lösung sie braucht: Wählen Sie eines, um sie zu üben.
index-all = { $list } … (insgesamt { $n })
index-none = keins
hints-where = Tipps: wohin schauen
hints-where-intro = Nicht weiter? Jeder Tipp hier sagt nur, wohin Sie schauen sollten. Immer noch nicht weiter? Die Idee, die dort weiterhilft, steht auf den folgenden Seiten, mit der Seite, die sie erklärt.
hints-ideas = Tipps: welche Idee
hints-ideas-intro = Für jedes Rätsel die Idee, die dort weiterhilft, wohin der erste Tipp Sie geschickt hat, mit der Seite, die sie erklärt. Die Lösung verrät sie nicht: Gehen Sie den Schritt selbst.
hint-where = Schauen Sie auf { $place }.
hint-what = { $idea }.
