## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Fill every empty square so that each row and each column holds every digit from 1 to the size of the grid exactly once: { $examples }.
futoshiki-rules-signs = The signs between squares must hold. A sign points at the smaller digit and opens toward the larger one, as in 2 < 4 and 5 > 3. Signs between rows point up or down the same way.
futoshiki-rules-given = Digits printed in the grid are given. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.

## Futoshiki's sign step, put together from these: a cell's bound ($cell, $d), a reason with
## what follows from it, and the two sides' plain bounds together (-both: $first, $second).

futoshiki-step-at-most = { $cell } is at most { $d }
futoshiki-step-at-least = { $cell } is at least { $d }
futoshiki-step-is = { $cell } is { $d }
futoshiki-step-so = { $reason }, so { $then }
futoshiki-step-both = { $first } and { $second }

## Futoshiki's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

futoshiki-note-sign-bounds-look = Look at a sign between two squares and the candidates of both.
futoshiki-note-sign-bounds-why = The small side must be less than the large side, so it stays below the large side's largest candidate, and the large side above the small side's smallest.
futoshiki-note-sign-bounds-removes = Cross out the digits that break this on either side of the sign.
futoshiki-note-sign-chain-look = Look for a square that is larger, through a chain of signs, than several other squares of its row or column.
futoshiki-note-sign-chain-why = Those squares share a line, so they hold different digits: a square larger than three of them is at least 4.
futoshiki-note-sign-chain-removes = Cross out of the square the digits too small for the squares below it (or too large for those above it).
