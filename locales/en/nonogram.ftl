## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Fill in squares to draw a hidden picture. The numbers beside each row and above each column are the lengths of the runs of filled squares in that line, in order: left to right for a row, top to bottom for a column.
nonogram-rules-gaps = Between two runs there is at least one empty square; before the first run and after the last there may be any number. A line whose clue is 0 has no filled squares.
nonogram-rules-start = Start with the lines whose runs nearly fill them: a run of 8 in a line of 10 covers the middle 6 squares however it slides. Mark the squares you know are empty with a dot, so that every run's room shrinks, and work across from rows to columns and back.
nonogram-rules-given = Each puzzle has exactly one solution, and logic alone leads to it: guessing is never needed. The thicker lines every five squares help you count.

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Each technique is shown on a grid made for this page, not one of the puzzles in this book, just before the step: squares already known to be filled are black and those known to be empty carry a dot, the line to look at is shaded light grey, the squares the step fills are dark grey and those it shows empty are crossed.
