## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Each square of the grid holds a skyscraper, and the number in it is the building's height. Every row and every column holds each height once: { $examples }.
skyscrapers-rules-clues = A number outside the grid says how many skyscrapers you can see looking along that row or column from there. A taller building hides every shorter one behind it, so you see a building only when it is taller than all the buildings in front of it.
skyscrapers-rules-example = For example, in a row of a { $n } by { $n } grid, a 1 outside means the tallest building, { $n }, stands right next to it; a { $n } means you see them all, so the row climbs 1, 2, ... up to { $n } from that side. Where there is no number, there is no clue.
skyscrapers-rules-given = Some puzzles also print a few heights inside the grid. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.

## Skyscrapers' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

skyscrapers-note-clue-one-look = Look for a clue of 1 outside the grid.
skyscrapers-note-clue-one-why = Only the first building is seen from there, so it hides every other one in the line: it is the tallest.
skyscrapers-note-clue-one-removes = The square next to the clue takes the greatest height.
skyscrapers-note-clue-full-look = Look for a clue as large as the grid, such as a 5 beside a 5 by 5 grid.
skyscrapers-note-clue-full-why = Every building is seen from there, so each one must be taller than all those in front of it.
skyscrapers-note-clue-full-removes = The line climbs 1, 2, 3 and on from that side: every square of it takes its height.
skyscrapers-note-clue-bounds-look = Look at a clue and the squares nearest to it, for example a 3 beside a 5 by 5 grid.
skyscrapers-note-clue-bounds-why = To see three, at least two lower buildings stand in front of the tallest: the 5 is not in the first two squares, the first square is at most 3 and the second at most 4.
skyscrapers-note-clue-bounds-removes = Cross out, near the clue, the heights too tall to leave enough buildings in view.
skyscrapers-note-facing-clues-look = Look for a line with clues at both ends that add up to one more than the size of the grid.
skyscrapers-note-facing-clues-why = The tallest is seen from both ends and every other building from one end at most, so each side has just room for the buildings it sees.
skyscrapers-note-facing-clues-removes = The tallest stands as many squares in from the first clue as that clue says, the square next to it counting as the first.
skyscrapers-note-clue-last-seen-look = Look for a clue that already sees all but one of its buildings among the tall ones standing in its line.
skyscrapers-note-clue-last-seen-why = The clue needs one more building in view, and only the square next to the clue is left to be it.
skyscrapers-note-clue-last-seen-removes = That square must be taller than every square between it and the buildings already seen: cross out the heights that are too low.
skyscrapers-note-clue-enumeration-look = Look at one clue and its line, with the candidates of the line's squares.
skyscrapers-note-clue-enumeration-why = Only a few orders of heights fit those candidates and let the clue see exactly its number of buildings, and the answer is one of them.
skyscrapers-note-clue-enumeration-removes = A height that none of those orders puts in a square is crossed out there.
skyscrapers-note-line-enumeration-look = Look at a line with clues at both ends, with the candidates of its squares.
skyscrapers-note-line-enumeration-why = The line's heights must satisfy both clues and the candidates at once, which leaves fewer orders than either clue alone, and the answer is one of them.
skyscrapers-note-line-enumeration-removes = A height that none of the orders left puts in a square is crossed out there.

## Skyscrapers' clue steps. A clue by its side ($clue, $n the column or row); $line the row or
## column, $climb the heights in order, $other the facing clue, $sum the two clues' total,
## $outcome what the step places or rules out, $placed what it places alone.

skyscrapers-step-top = the clue { $clue } above column { $n }
skyscrapers-step-bottom = the clue { $clue } below column { $n }
skyscrapers-step-left = the clue { $clue } left of row { $n }
skyscrapers-step-right = the clue { $clue } right of row { $n }
skyscrapers-step-clue-one = { $clue } sees only one building, so the tallest stands next to it: { $placed }.
skyscrapers-step-clue-full = { $clue } sees every building, so { $line } climbs { $climb } from that edge: { $outcome }.
skyscrapers-step-facing = { $clue } and { $other } add up to { $sum }, one more than the size, so the tallest is seen from both ends with no room to spare: { $placed }.
