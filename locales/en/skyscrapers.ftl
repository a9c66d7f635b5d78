## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Each square of the grid holds a skyscraper, and the number in it is the building's height. Every row and every column holds each height once: { $examples }.
skyscrapers-rules-clues = A number outside the grid says how many skyscrapers you can see looking along that row or column from there. A taller building hides every shorter one behind it, so you see a building only when it is taller than all the buildings in front of it.
skyscrapers-rules-example = For example, in a row of a { $n } by { $n } grid, a 1 outside means the tallest building, { $n }, stands right next to it; a { $n } means you see them all, so the row climbs 1, 2, ... up to { $n } from that side. Where there is no number, there is no clue.
skyscrapers-rules-given = Some puzzles also print a few heights inside the grid. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.
