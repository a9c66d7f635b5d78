//! English.

use super::Words;

pub static WORDS: Words = Words {
    default_title: "Futoshiki Puzzles",
    default_blurb: crate::spec::Cover::BLURB,
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
    cover_inside: "Inside this book",
    cover_level_line: "{n} {level} {puzzles}, {grids}",
    cover_how_to_play: "How to play, with a worked example",
    cover_answers: "Answers to every puzzle at the back",
    cover_try: "Try puzzle {n} ({level}):",
};
