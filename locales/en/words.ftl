## A book's fixed texts: headings, labels, running heads, the how-to-play prose, level names
## and the cover's lines. { $name } is filled in by the book; { $Name } is the same value with
## its first letter in upper case. Each message stays on one line.

# `{publisher}`.
published-by = Published by { $publisher }
# The credit line: `{version}`, `{seed}`, `{trim}`, `{template}`.
credit = Made with bookmaker { $version } from book seed { $seed }, trim { $trim }, template { $template }. The same spec built with the same version of bookmaker gives this book again, puzzle for puzzle.
# The contents heading.
contents = Contents
# The contents heading on its later pages.
contents-continued = Contents, continued
# The how-to-play heading of a one-kind book, and its contents entry.
how-to-play = How to play
# In a book of several kinds: `{kind}`.
how-to-play-kind = How to play { $kind }
# A heading on its later pages: `{title}`.
continued = { $title }, continued
# The heading of the page solving the example.
solving-example = Solving the example
# In a book of several kinds: `{kind}`.
solving-kind-example = Solving the { $kind } example
# Contents: a section of one puzzle, `{name}`, `{range}`.
contents-puzzle = { $name }: puzzle { $range }
# Contents: a section of several, `{name}`, `{range}`.
contents-puzzles = { $name }: puzzles { $range }
# Contents: the answers of a one-section book, `{range}`.
contents-answers = Answers { $range }
# Contents: a section's answers, `{name}`, `{range}`.
contents-section-answers = { $name }: answers { $range }
# The notes page heading and contents entry.
notes = Notes
# The how-to-play paragraph on how the book works (levels, stars, answers).
book-rule = Inside each section the puzzles get harder as you go. The stars by each puzzle's number show its level: one star for easy, two for medium, three for hard. The answers are at the back of the book: the line above each puzzle gives the page of its answer.
# The paragraph introducing the example grid; names cells the way [`Words::cell`] does.
example-intro = Here is a small example. The numbers beside the grid name its rows and columns: r2c3 is the square in row 2, column 3. The next page solves it step by step.
# Opens the page solving the example.
steps-intro = A solver notes which digits each empty square can still hold, its candidates, and narrows them down. The first steps:
# Closes the shown steps when more follow: `{n}`.
steps-more = The same kinds of step, { $n } more of them, fill the grid:
# Closes the shown steps when they finish the grid.
steps-done = And the grid is full:
# The label above a puzzle, longest form first: `{n}`, `{page}` (its answer's page).
puzzle-label = Puzzle { $n } · answer p. { $page }
puzzle-label-short = { $n } · answer p. { $page }
puzzle-label-shortest = { $n } · ans. p. { $page }
# A puzzle's label when the book has hints: `{n}`, `{hint}` the hint's page, `{page}` the
# answer's.
puzzle-label-hint = Puzzle { $n } · hint p. { $hint } · answer p. { $page }
# Shorter, for narrow grids: `{n}`, `{hint}`, `{page}`.
puzzle-label-hint-short = { $n } · hint p. { $hint } · ans. p. { $page }
# Shortest: `{n}`, `{hint}`, `{page}`.
puzzle-label-hint-shortest = { $n } · h. { $hint } · a. { $page }
# The label above an answer: `{n}`, `{page}` (the puzzle's page).
answer-label = Puzzle { $n } · page { $page }
answer-label-short = { $n } · page { $page }
answer-label-shortest = { $n } · p. { $page }
answer-titled = { $label }: { $title }
# The running head of an answer page with one answer: `{n}`.
answer-head = Answer { $n }
# ... with several: `{first}`, `{last}`.
answers-head = Answers { $first }–{ $last }
# Level names, lower case as they stand inside a sentence.
easy = easy
medium = medium
hard = hard
expert = expert
master = master
# The word before the last item of a list: "1, 2 and 3".
and = and
# ... of a list of choices: "1, 2 or 3".
or = or
# A cell in step sentences: `{row}`, `{col}` (r2c3).
cell = r{ $row }c{ $col }
# Step sentences of the Latin core. Lines by name: `{n}`.
step-row = row { $n }
step-column = column { $n }
step-box = box { $n }
# Lines as a place, "in row 2": `{n}`.
step-in-row = in row { $n }
step-in-column = in column { $n }
step-in-box = in box { $n }
# `{cell}`, `{d}`.
step-must-be = { $cell } must be { $d }
# One cell loses candidates: `{cells}`, `{digits}`.
step-cannot-be = { $cells } cannot be { $digits }
# Several cells lose the same candidates: `{cells}`, `{digits}`.
step-cannot-be-many = { $cells } cannot be { $digits }
# `{cell}`, `{d}`.
step-naked-single = { $cell } must be { $d }: every other digit is ruled out there.
# `{cell}`, `{d}`, `{line}` (as a place).
step-hidden-single = { $cell } must be { $d }: it is the only cell { $line } that can hold { $d }.
# `{cell}`, `{d}`, `{line}` (as a place), `{name}` (the line by name).
step-full-house = { $cell } must be { $d }: it is the last empty cell of { $name }, and { $d } is the digit { $name } lacks.
# Cells that hold only some digits between them: `{cells}`, `{digits}` ("2 and 5"),
# `{any}` ("2 or 5"), `{line}` (as a place), `{name}` (the line), `{outcome}`.
step-naked-subset = { $cells } hold only { $digits } between them, so no other cell of { $name } can hold { $any }: { $outcome }.
# Digits that fit only some cells of a line: the same placeholders, and `{count}` how many
# cells (step-how-many).
step-hidden-subset = { $Line }, { $digits } can only go in { $cells }, so those { $count } cells hold nothing else: { $outcome }.
# A digit confined to where two houses meet (pointing, claiming): `{d}`, `{cells}`,
# `{line}`, `{name}` (the house searched), `{other}`, `{othername}` (the house it is
# confined to), `{outcome}`; `$technique` is pointing (a box's digit confined to a row or
# column) or claiming (a row's or column's digit confined to a box).
step-confined = { $Line }, { $d } can only go in { $cells }, all { $other }; so { $technique ->
        [claiming] { $othername } holds its { $d } there, and { $d } cannot
       *[pointing] { $d } is in that part of { $othername }, and cannot
    } go anywhere else in it: { $outcome }.
# An X-wing, swordfish or jellyfish: `{base}` the lines the digit is confined in, `{cover}`
# the lines it is confined to, each line by name ("row 1 and row 3"); `{basein}`,
# `{coverin}` as places; `{bases}`, `{covers}` grouped ("rows 1 and 3", step-lines);
# `{coverkind}` the cover's word in the plural ("columns").
step-fish = In { $bases }, { $d } can only go in { $covers }, so { $d } cannot go anywhere else in those { $coverkind }: { $outcome }.
# How many cells a hidden subset fills, as its sentence says it.
step-how-many = { $count ->
        [2] two
        [3] three
        [4] four
       *[other] { $count }
    }
# Lines of one kind grouped: `$word` (step-lines-word), `$numbers` ("1 and 3").
step-lines = { $word } { $numbers }
# The word for `$count` lines of kind `$line` (row, column or box).
step-lines-word = { $line ->
        [row] { $count ->
            [one] row
           *[other] rows
        }
        [box] { $count ->
            [one] box
           *[other] boxes
        }
       *[column] { $count ->
            [one] column
           *[other] columns
        }
    }
# How a step sentence ends: `$step` the sentence without its full stop, `$technique` the
# technique's name (techniques.ftl). English names it in brackets; a language may leave it.
step-tagged = { $step } ({ $technique }).
# The cover's heading over its contents lines.
cover-inside = Inside this book
# A cover contents line: `{n}`, `{level}` (or `{Level}`, capitalised), `{puzzles}`,
# `{grids}`.
cover-level-line = { $n } { $level } { $puzzles }, { $grids }
cover-how-to-play = How to play, with a worked example
cover-answers = Answers to every puzzle at the back
# The caption over the back's sample: `{n}`, `{level}`.
cover-try = Try puzzle { $n } ({ $level }):
# Closes the shown steps when the pencilled grid follows: `{n}` steps more.
steps-partway = On the left, the grid after these steps, with the candidates pencilled in small. { $n } more steps of the same kinds finish it:
# Above the example's pencilled grid: `{n}` steps shown.
partway-caption = After step { $n }
# Above the example's solved grid.
solved-caption = Solved
# The hints pages' heading and contents entry.
hints = Hints
# Under the first hints page's heading.
hints-intro = Stuck? Each hint says where to look and which idea gets you going there, with the page that explains it. It does not give the answer: take that step yourself, then carry on alone.
# A hint: `{place}` where to look (rows, columns, boxes or squares), `{idea}` the idea.
hint-look = Look at { $place }: { $idea }.
# A hint's idea: `{name}` the technique, `{page}` the page that explains it (a no-break space
# keeps the page number with its "p.").
hint-idea = { $name }, p. { $page }
# Contents: a section's techniques page, `{name}`.
contents-techniques = { $name }: techniques you will need
# The heading of a techniques page in a one-section book.
techniques = Techniques you will need
# The heading of a section's techniques page: `{section}`.
techniques-of = Techniques you will need: { $section }
# Under the techniques heading.
techniques-intro = Each technique is shown on a grid made for this page, not one of the puzzles in this book, just before the step: candidates pencilled in small, the squares to look at shaded, and the candidates the step rules out struck through.
# Techniques a section needs that an earlier section of the book taught (names, in a list).
techniques-earlier = Already taught earlier in this book: { $names }.
# Under the techniques heading of a kids book: the picture in plain words.
techniques-intro-kids = Each trick is shown on a grid made for this page. The small grey numbers in a square are the numbers that could still go there, the grey squares are where to look, and a crossed-out number is one the trick shows cannot go there.
# A technique's heading in a kids book, which names no technique: `{n}`.
technique-trick = Trick { $n }
# The worked example's last line of rules in a kids book: no "r2c3".
example-intro-kids = Here is a small example. The numbers beside the grid count its rows and columns. The next page solves it step by step.
# Over the worked example's steps in a kids book: no "candidates".
steps-intro-kids = Write small in each empty square the numbers that could still go there, and cross them out as you go. The first steps:
# Under a kids book's steps, before the grid part-way: `{n}` steps left.
steps-partway-kids = On the left, the grid after these steps: the small grey numbers could still go in their square. { $n } more steps like these finish it:
# A kids book's step that fills the one number a square can take: `{row}`, `{col}`, `{d}`.
kid-single = Look at the square in row { $row }, column { $col }: no number but { $d } can go there, so write { $d } in.
# A kids book's step that fills the one square of `{line}` a number fits: `{Line}` or
# `{line}`, `{row}`, `{col}`, `{d}`.
kid-hidden = Look at { $line }: { $d } fits in only one of its squares, the one in row { $row }, column { $col }, so write { $d } there.
# Under a technique's diagram: `{step}` the step it shows, in words.
technique-seen = Here: { $step }
# The back cover's headline.
cover-headline = Pure logic, one answer, no guessing
# A range of levels or sizes on the cover: `{easiest}`, `{hardest}`.
level-range = { $easiest } to { $hardest }

# The digits a grid of order $n holds, listed in a Latin kind's rules ("… and …").
grid-digits = 1 to { $n } in a { $n } by { $n } grid
# The technique index's heading and contents entry.
technique-index = Technique index
# Under the technique index's heading.
index-intro = Each technique this book teaches, the page that explains it, and the puzzles whose solve needs it: pick one to practise it.
# A technique's puzzles when they are too many for the room: `{list}` the first of them, `{n}` how many in all.
index-all = { $list } … ({ $n } in all)
# Under a technique that no puzzle of the book needs.
index-none = none
# Two-step hints (`hints = "two-step"`): the first part's heading and contents entry.
hints-where = Hints: where to look
# Under the first part's heading.
hints-where-intro = Stuck? Each hint here says only where to look. Still stuck after a good look? The idea that gets you going is on the pages after these, with the page that explains it.
# The second part's heading and contents entry.
hints-ideas = Hints: which idea
# Under the second part's heading.
hints-ideas-intro = For each puzzle, the idea that gets you going where the first hint sent you, with the page that explains it. It does not give the answer: take that step yourself.
# A first-part hint: `{place}` where to look.
hint-where = Look at { $place }.
# A second-part hint: `{idea}` the idea (as `hint-idea`).
hint-what = { $idea }.
