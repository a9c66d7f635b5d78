//! English.

use super::Words;

/// The blurb an English cover gets when the spec has none.
pub const BLURB: &str = "Futoshiki is a number puzzle of pure logic. Fill each row and \
    each column of the grid with every digit once, and make every greater-than and \
    less-than sign between the squares true.\n\nEvery puzzle in this book has exactly one \
    solution, found by reasoning alone: you never need to guess. Puzzles get harder as \
    you go, a worked example shows you how to start, and the answers are at the back.";

pub static WORDS: Words = Words {
    default_title: "Futoshiki Puzzles",
    default_blurb: BLURB,
    copyright_year: "Copyright © {year} {author}. All rights reserved.",
    copyright: "Copyright © {author}. All rights reserved.",
    published_by: "Published by {publisher}",
    credit: "Made with bookmaker {version} from book seed {seed}, trim {trim}, template \
        {template}. The same spec built with the same version of bookmaker gives this book \
        again, puzzle for puzzle.",
    contents: "Contents",
    contents_continued: "Contents, continued",
    how_to_play: "How to play",
    how_to_play_kind: "How to play {kind}",
    continued: "{title}, continued",
    solving_example: "Solving the example",
    solving_kind_example: "Solving the {kind} example",
    contents_puzzle: "{name}: puzzle {range}",
    contents_puzzles: "{name}: puzzles {range}",
    contents_answers: "Answers {range}",
    contents_section_answers: "{name}: answers {range}",
    notes: "Notes",
    book_rule: "Inside each section the puzzles get harder as you go. The stars by each \
        puzzle's number show its level: one star for easy, two for medium, three for hard. \
        The answers are at the back of the book: the line above each puzzle gives the page of \
        its answer.",
    example_intro: "Here is a small example. The numbers beside the grid name its rows and \
        columns: r2c3 is the square in row 2, column 3. The next page solves it step by step.",
    steps_intro: "A solver notes which digits each empty square can still hold, its \
        candidates, and narrows them down. The first steps:",
    steps_more: "The same kinds of step, {n} more of them, fill the grid:",
    steps_done: "And the grid is full:",
    puzzle_label: "Puzzle {n} · answer p. {page}",
    puzzle_label_short: "{n} · answer p. {page}",
    puzzle_label_shortest: "{n} · ans. p. {page}",
    puzzle_label_hint: "Puzzle {n} · hint p. {hint} · answer p. {page}",
    puzzle_label_hint_short: "{n} · hint p. {hint} · ans. p. {page}",
    puzzle_label_hint_shortest: "{n} · h. {hint} · a. {page}",
    answer_label: "Puzzle {n} · page {page}",
    answer_label_short: "{n} · page {page}",
    answer_label_shortest: "{n} · p. {page}",
    answer_head: "Answer {n}",
    answers_head: "Answers {first}–{last}",
    easy: "easy",
    medium: "medium",
    hard: "hard",
    expert: "expert",
    master: "master",
    puzzles_one: "puzzle",
    puzzles_few: "puzzles",
    puzzles_many: "puzzles",
    and: "and",
    or: "or",
    cell: "r{row}c{col}",
    step_row: "row {n}",
    step_column: "column {n}",
    step_box: "box {n}",
    step_in_row: "in row {n}",
    step_in_column: "in column {n}",
    step_in_box: "in box {n}",
    step_must_be: "{cell} must be {d}",
    step_cannot_be: "{cells} cannot be {digits}",
    step_cannot_be_many: "{cells} cannot be {digits}",
    step_naked_single: "{cell} must be {d}: every other digit is ruled out there.",
    step_hidden_single: "{cell} must be {d}: it is the only cell {line} that can hold {d}.",
    step_full_house: "{cell} must be {d}: it is the last empty cell {line}, and {d} is the digit missing there.",
    step_naked_subset: "{cells} hold only {digits} between them, so no other cell {line} can hold {any}: {outcome}.",
    step_hidden_subset: "{Line}, {digits} can only go in {cells}, so those cells hold nothing else: {outcome}.",
    step_confined: "{Line}, {d} can only go in {cells}, all {other}; so {d} cannot go anywhere else {other}: {outcome}.",
    step_fish: "In {base}, {d} can only go in {cover}, so {d} cannot go anywhere else in {cover}: {outcome}.",
    cover_inside: "Inside this book",
    cover_level_line: "{n} {level} {puzzles}, {grids}",
    cover_how_to_play: "How to play, with a worked example",
    cover_answers: "Answers to every puzzle at the back",
    cover_try: "Try puzzle {n} ({level}):",
    steps_partway: "On the left, the grid after these steps, with the candidates pencilled in small. {n} more steps of the same kinds finish it:",
    partway_caption: "After step {n}",
    solved_caption: "Solved",
    hints: "Hints",
    hints_intro: "Stuck? Each hint says where to look and which idea gets you going there, with the page that explains it. It does not give the answer: take that step yourself, then carry on alone.",
    hint_look: "Look at {place}: {idea}.",
    hint_idea: "{name}, p. {page}",
    contents_techniques: "{name}: techniques you will need",
    techniques: "Techniques you will need",
    techniques_of: "Techniques you will need: {section}",
    techniques_intro: "Each technique is shown on a grid made for this page, not one of the puzzles in this book, just before the step: candidates pencilled in small, the squares to look at shaded, and the candidates the step rules out struck through.",
    techniques_intro_kids: "Each trick is shown on a grid made for this page. The small grey numbers in a square are the numbers that could still go there, the grey squares are where to look, and a crossed-out number is one the trick shows cannot go there.",
    technique_trick: "Trick {n}",
    techniques_basic: "Besides {names}, as in the worked example, you will need:",
    technique_seen: "Here: {step}",
    cover_headline: "Pure logic, one answer, no guessing",
    level_range: "{easiest} to {hardest}",
};
