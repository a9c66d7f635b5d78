## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Fill in squares to draw a hidden picture. The numbers beside each row and above each column are the lengths of the runs of filled squares in that line, in order: left to right for a row, top to bottom for a column.
nonogram-rules-gaps = Between two runs there is at least one empty square; before the first run and after the last there may be any number. A line whose clue is 0 has no filled squares.
nonogram-rules-start = Start with the lines whose runs nearly fill them: a run of 8 in a line of 10 covers the middle 6 squares however it slides. Mark the squares you know are empty with a dot, so that every run's room shrinks, and work across from rows to columns and back.
nonogram-rules-given = Each puzzle has exactly one solution, and logic alone leads to it: guessing is never needed. The thicker lines every five squares help you count.

## Nonograms' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

nonogram-note-completed-run-look = Look for a block of filled squares as long as the only run of the clue that can be it.
nonogram-note-completed-run-why = A run is exactly as long as its number, so that block is the whole run and cannot grow.
nonogram-note-completed-run-removes = Mark the squares at both ends of the block as empty.
nonogram-note-edge-forcing-look = Look for a filled square close to the edge, or close to squares known to be empty.
nonogram-note-edge-forcing-why = It belongs to the first run on that side, and that run cannot start before the edge, so it must stretch far enough past the filled square to reach its length.
nonogram-note-edge-forcing-removes = Fill the squares from the filled one out to where the run must reach at least.
nonogram-note-small-gap-look = Look for squares no run of the clue can reach, and for gaps between empty squares.
nonogram-note-small-gap-why = A run needs as many free squares in a row as its number, so a gap shorter than every run that could go there holds none of them.
nonogram-note-small-gap-removes = Mark those squares and gaps as empty.
nonogram-note-overlap-look = Look for a run that is long compared with the room it has, such as a run of 8 in a line of 10.
nonogram-note-overlap-why = Pushed as far left as it can go and then as far right, the run covers some squares both times, and wherever it really lies it covers them.
nonogram-note-overlap-removes = Fill the squares the run covers in both positions.
nonogram-note-line-solving-look = Look at one line, its clue and the squares already known in it.
nonogram-note-line-solving-why = Every way of placing its runs that fits the known squares could be the answer, so whatever they all agree on is certain.
nonogram-note-line-solving-removes = Fill a square filled in every way, and mark empty a square empty in every way.
nonogram-note-contradiction-look = Look for a square that decides a lot, and suppose it filled.
nonogram-note-contradiction-why = Solve the lines from there: if some line can no longer hold its runs, the supposition was wrong, since the answer breaks no line.
nonogram-note-contradiction-removes = The square is empty (or, when supposing it empty fails, filled).

## Nonograms' step sentences. A line step: "$Line ($clue): $reason. $outcome ($technique)."
## with -step-reason-TECHNIQUE why the technique decides, $outcome the squares filled (-step-filled)
## and left empty (-step-empty), or both (-step-both). A contradiction: -step-contradiction, $value
## and $other -step-value-filled or -step-value-empty. -step-none is the clue of an empty line.

nonogram-step-line-step = { $Line } ({ $clue }): { $reason }. { $outcome } ({ $technique }).
nonogram-step-filled = Filled: { $cells }
nonogram-step-empty = Empty: { $cells }
nonogram-step-both = { $filled }; { $empty }
nonogram-step-contradiction = If { $cell } were { $value }, working the lines from there would leave { $line } ({ $clue }) no way to place its runs, so { $cell } is { $other } ({ $technique }).
nonogram-step-value-filled = filled
nonogram-step-value-empty = empty
nonogram-step-none = 0
nonogram-step-reason-completed-run = a block of filled squares is as long as the run it must be, so it is complete
nonogram-step-reason-edge-forcing = a filled square near the edge belongs to the first run there, which must reach past it
nonogram-step-reason-small-gap = no run can reach these squares, or the gap is too short for any run that could
nonogram-step-reason-overlap = each run pushed fully left and fully right still covers these squares
nonogram-step-reason-line-solving = every way of placing the runs that fits the known squares agrees here

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Each technique is shown on a grid made for this page, not one of the puzzles in this book, just before the step: squares already known to be filled are black and those known to be empty carry a dot, the line to look at is shaded light grey, the squares the step fills are dark grey and those it shows empty are crossed.
