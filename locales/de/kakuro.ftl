## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Tragen Sie in jedes weiße Kästchen eine Ziffer von 1 bis 9 ein. Eine Reihe ist eine Folge weißer Kästchen waagerecht oder senkrecht zwischen Blöcken; die Zahl im Block davor ist ihre Summe: über der Diagonale für die Reihe nach rechts, darunter für die Reihe nach unten.
kakuro-rules-sums = Die Ziffern einer Reihe ergeben zusammen ihre Summe und sind alle verschieden: 3 in zwei Kästchen kann nur 1 und 2 sein.
kakuro-rules-given = Jedes Rätsel hat genau eine Lösung, und Logik allein führt dahin: Beginnen Sie mit den Summen, die sich nur auf eine Weise bilden lassen.
