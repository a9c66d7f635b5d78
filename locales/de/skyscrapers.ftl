## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = In jedem Kästchen des Gitters steht ein Wolkenkratzer, und die Zahl darin ist seine Höhe. Jede Zeile und jede Spalte enthält jede Höhe genau einmal: { $examples }.
skyscrapers-rules-clues = Eine Zahl am Rand sagt, wie viele Wolkenkratzer man sieht, wenn man von dort entlang der Zeile oder Spalte blickt. Ein höheres Gebäude verdeckt alle niedrigeren dahinter; man sieht ein Gebäude also nur, wenn es höher ist als alle Gebäude davor.
skyscrapers-rules-example = Ein Beispiel: In einer Zeile eines { $n }×{ $n }-Gitters bedeutet eine 1 am Rand, dass das höchste Gebäude, die { $n }, direkt daneben steht; eine { $n } bedeutet, dass man alle sieht, die Zeile also von dieser Seite aus 1, 2, … bis { $n } ansteigt. Wo keine Zahl steht, gibt es keinen Hinweis.
skyscrapers-rules-given = Manche Rätsel geben auch einige Höhen im Gitter vor. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.

## Skyscrapers' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

skyscrapers-note-clue-one-look = Suchen Sie einen Hinweis 1 am Rand.
skyscrapers-note-clue-one-why = Von dort ist nur der erste Wolkenkratzer zu sehen, also verdeckt er alle anderen der Linie: Er ist der höchste.
skyscrapers-note-clue-one-removes = Das Kästchen direkt am Hinweis bekommt die größte Höhe.
skyscrapers-note-clue-full-look = Suchen Sie einen Hinweis so groß wie das Gitter, etwa eine 5 an einem 5×5-Gitter.
skyscrapers-note-clue-full-why = Von dort ist jeder Wolkenkratzer zu sehen, also muss jeder höher sein als alle vor ihm.
skyscrapers-note-clue-full-removes = Die Linie steigt von dieser Seite 1, 2, 3 und so weiter: Jedes ihrer Kästchen bekommt seine Höhe.
skyscrapers-note-clue-bounds-look = Sehen Sie sich einen Hinweis und die Kästchen nahe bei ihm an, etwa eine 3 an einem 5×5-Gitter.
skyscrapers-note-clue-bounds-why = Um drei zu sehen, stehen mindestens zwei niedrigere vor dem höchsten: Die 5 steht nicht in den ersten zwei Kästchen, das erste ist höchstens 3, das zweite höchstens 4.
skyscrapers-note-clue-bounds-removes = Streichen Sie nahe am Hinweis die Höhen, die zu wenige Wolkenkratzer sichtbar ließen.
skyscrapers-note-facing-clues-look = Suchen Sie eine Linie mit Hinweisen an beiden Enden, die zusammen eins mehr ergeben als die Größe des Gitters.
skyscrapers-note-facing-clues-why = Der höchste wird von beiden Enden gesehen und jeder andere höchstens von einem, also hat jede Seite genau Platz für das, was sie sieht.
skyscrapers-note-facing-clues-removes = Der höchste steht so viele Kästchen vom ersten Hinweis entfernt, wie dieser sagt, das Kästchen daneben als erstes gezählt.
skyscrapers-note-clue-last-seen-look = Suchen Sie einen Hinweis, der unter den hohen Wolkenkratzern seiner Linie schon alle bis auf einen sieht.
skyscrapers-note-clue-last-seen-why = Der Hinweis braucht noch einen sichtbaren Wolkenkratzer, und nur das Kästchen direkt am Hinweis kann es noch sein.
skyscrapers-note-clue-last-seen-removes = Dieses Kästchen muss höher sein als jedes Kästchen zwischen ihm und den schon gesehenen Wolkenkratzern: Streichen Sie die zu niedrigen Höhen.
skyscrapers-note-clue-enumeration-look = Sehen Sie sich einen Hinweis und seine Linie mit den Kandidaten ihrer Kästchen an.
skyscrapers-note-clue-enumeration-why = Nur wenige Reihenfolgen der Höhen passen zu diesen Kandidaten und lassen den Hinweis genau seine Zahl an Wolkenkratzern sehen, und die Lösung ist eine davon.
skyscrapers-note-clue-enumeration-removes = Eine Höhe, die keine dieser Reihenfolgen in ein Kästchen setzt, wird dort gestrichen.
skyscrapers-note-line-enumeration-look = Sehen Sie sich eine Linie mit Hinweisen an beiden Enden und den Kandidaten ihrer Kästchen an.
skyscrapers-note-line-enumeration-why = Die Höhen der Linie müssen beide Hinweise und die Kandidaten zugleich erfüllen, was weniger Reihenfolgen lässt als jeder Hinweis allein, und die Lösung ist eine davon.
skyscrapers-note-line-enumeration-removes = Eine Höhe, die keine der übrigen Reihenfolgen in ein Kästchen setzt, wird dort gestrichen.

## Skyscrapers' clue steps in books other than English (English books print the sentences of
## src/skyscrapers/explain.rs; these English ones are the source for translators). A clue by its
## side ($clue, $n the column or row); $line the row or column, $climb the heights in order,
## $other the facing clue, $sum the two clues' total, $outcome what the step places or rules out.

skyscrapers-step-top = der Hinweis { $clue } über Spalte { $n }
skyscrapers-step-bottom = der Hinweis { $clue } unter Spalte { $n }
skyscrapers-step-left = der Hinweis { $clue } links von Zeile { $n }
skyscrapers-step-right = der Hinweis { $clue } rechts von Zeile { $n }
skyscrapers-step-clue-one = { $clue } bedeutet: Man sieht nur ein Gebäude, also steht das höchste direkt daneben: { $outcome }.
skyscrapers-step-clue-full = { $clue } bedeutet: Man sieht alle Gebäude, also steigt { $line } von diesem Rand aus { $climb } an: { $outcome }.
skyscrapers-step-facing = { $clue } und { $other } ergeben zusammen { $sum }, eins mehr als die Größe: Das höchste Gebäude wird von beiden Enden ohne Spielraum gesehen: { $outcome }.
