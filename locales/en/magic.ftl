## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Fill every empty square with a number so that each number is used exactly once. The line under each grid says which numbers to use and what every line adds up to, such as “{ $example }”.
magic-rules-line = A line is a row, a column, or one of the two diagonals from corner to corner.
magic-rules-start = Start with a line that has only one empty square: it holds the total minus the numbers already there. When no line is that close, list the free numbers that could complete a line and cross out those that do not fit the other lines through the same square.
magic-rules-given = Numbers printed in the grid are given. Every puzzle has exactly one solution, and logic alone will find it: there is never any need to guess.
