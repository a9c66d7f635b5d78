## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = In jedem Kästchen des Gitters steht ein Wolkenkratzer, und die Zahl darin ist seine Höhe. Jede Zeile und jede Spalte enthält jede Höhe genau einmal: { $examples }.
skyscrapers-rules-clues = Eine Zahl am Rand sagt, wie viele Wolkenkratzer man sieht, wenn man von dort entlang der Zeile oder Spalte blickt. Ein höheres Gebäude verdeckt alle niedrigeren dahinter; man sieht ein Gebäude also nur, wenn es höher ist als alle Gebäude davor.
skyscrapers-rules-example = Ein Beispiel: In einer Zeile eines { $n }×{ $n }-Gitters bedeutet eine 1 am Rand, dass das höchste Gebäude, die { $n }, direkt daneben steht; eine { $n } bedeutet, dass man alle sieht, die Zeile also von dieser Seite aus 1, 2, … bis { $n } ansteigt. Wo keine Zahl steht, gibt es keinen Hinweis.
skyscrapers-rules-given = Manche Rätsel geben auch einige Höhen im Gitter vor. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.
