## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass in jeder Zeile und jeder Spalte jede Zahl von 1 bis zur Größe des Gitters genau einmal vorkommt: { $examples }.
futoshiki-rules-signs = Die Zeichen zwischen den Kästchen müssen stimmen. Die Spitze zeigt auf die kleinere Zahl, die Öffnung auf die größere, wie in 2 < 4 und 5 > 3. Zeichen zwischen zwei Zeilen zeigen ebenso nach oben oder unten.
futoshiki-rules-given = Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.

## Futoshiki's sign step in books other than English (English prints src/solve/explain.rs),
## put together from these: a cell's bound ($cell, $d), and a reason with what follows from it.

futoshiki-step-at-most = { $cell } ist höchstens { $d }
futoshiki-step-at-least = { $cell } ist mindestens { $d }
futoshiki-step-is = { $cell } ist { $d }
futoshiki-step-so = { $reason }, daher: { $then }
futoshiki-step-both = { $first }; { $second }

## Futoshiki's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

futoshiki-note-sign-bounds-look = Sehen Sie sich ein Zeichen zwischen zwei Kästchen und die Kandidaten beider an.
futoshiki-note-sign-bounds-why = Die kleine Seite muss kleiner sein als die große, bleibt also unter deren größtem Kandidaten, und die große Seite über dem kleinsten der kleinen.
futoshiki-note-sign-bounds-removes = Streichen Sie die Zahlen, die das auf einer der beiden Seiten verletzen.
futoshiki-note-sign-chain-look = Suchen Sie ein Kästchen, das über eine Kette von Zeichen größer ist als mehrere andere Kästchen seiner Zeile oder Spalte.
futoshiki-note-sign-chain-why = Diese Kästchen liegen in einer Linie und haben verschiedene Zahlen: Ein Kästchen, das größer ist als drei von ihnen, ist mindestens 4.
futoshiki-note-sign-chain-removes = Streichen Sie in dem Kästchen die Zahlen, die für die Kästchen darunter zu klein (oder für die darüber zu groß) sind.
