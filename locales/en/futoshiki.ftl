## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Fill every empty square so that each row and each column holds every digit from 1 to the size of the grid exactly once: { $examples }.
futoshiki-rules-signs = The signs between squares must hold. A sign points at the smaller digit and opens toward the larger one, as in 2 < 4 and 5 > 3. Signs between rows point up or down the same way.
futoshiki-rules-given = Digits printed in the grid are given. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.
