//! `bookmaker solve` run as a user runs it: puzzles in, answers and exit codes out.

use bookmaker::futoshiki::Puzzle;
use bookmaker::futoshiki::format::{to_json, to_text, to_text_filled, to_unequal};
use bookmaker::latin::random::latin_square;
use bookmaker::solve::Level;
use bookmaker::solve::count::count;
use rand::seq::SliceRandom;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// A unique puzzle and its answer: a random square's clues, thinned while the answer stays
/// unique.
fn unique_puzzle(n: usize, seed: u64) -> (Puzzle, Vec<u8>) {
    let mut rng = bookmaker::seed::rng(seed);
    let square = latin_square(n, &mut rng);
    let signs = Puzzle::all_signs(n, &square).signs().to_vec();
    let mut p = Puzzle::new(n, square.clone(), signs).unwrap();
    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(&mut rng);
    for cell in cells {
        let q = p.without_given(cell);
        if count(&q, 2) == Ok(1) {
            p = q;
        }
    }
    (p, square)
}

fn empty(n: usize) -> Puzzle {
    Puzzle::new(n, vec![0; n * n], vec![]).unwrap()
}

/// A well-formed puzzle with no answer: two equal givens in a row.
fn contradictory(n: usize) -> Puzzle {
    empty(n).with_given(0, 1).with_given(1, 1)
}

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bookmaker"))
        .arg("solve")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

fn json_lines(o: &Output) -> Vec<serde_json::Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON object"))
        .collect()
}

fn digits(s: &[u8]) -> String {
    s.iter().map(|d| char::from(b'0' + d)).collect()
}

#[test]
fn human_output_names_the_count_and_shows_the_answer() {
    let (p, answer) = unique_puzzle(5, 1);
    let o = run(
        &[
            &to_unequal(&p, Level::Easy),
            &to_unequal(&empty(5), Level::Easy),
            &to_json(&contradictory(5)),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("argument 1: unique solution"), "{out}");
    assert!(out.contains(&to_text_filled(&p, &answer)), "{out}");
    assert!(out.contains("argument 2: several solutions"), "{out}");
    assert!(out.contains("argument 3: no solution"), "{out}");
    // Answers come in input order.
    let at = |s: &str| out.find(s).unwrap();
    assert!(at("argument 1") < at("argument 2") && at("argument 2") < at("argument 3"));
}

#[test]
fn json_output_has_count_solution_and_grade() {
    let (p, answer) = unique_puzzle(6, 2);
    let o = run(
        &[
            "--json",
            &to_json(&p),
            &to_unequal(&empty(4), Level::Hard),
            &to_unequal(&contradictory(4), Level::Hard),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lines = json_lines(&o);
    assert_eq!(lines.len(), 3);
    let first = &lines[0];
    assert_eq!(first["argument"], 1);
    assert_eq!(first["solutions"], 1);
    assert_eq!(first["solution"], digits(&answer));
    let level = first["level"].as_str().expect("a unique puzzle is graded");
    assert!(["easy", "medium", "hard", "guessing"].contains(&level));
    assert!(first["score"].is_u64());
    assert!(first["hardest"].is_string() || first["hardest"].is_null());
    assert_eq!(lines[1]["argument"], 2);
    assert_eq!(lines[1]["solutions"], 2);
    assert!(lines[1]["solution"].is_null());
    assert_eq!(lines[2]["solutions"], 0);
    assert!(lines[2]["solution"].is_null());
    // Futoshiki has no published rating scale: no `rating` key.
    assert!(first.get("rating").is_none());
}

#[test]
fn json_rates_a_sudoku_on_sudoku_explainers_scale() {
    // Hidden singles alone (SE 1.2), then a puzzle SE rates 7.5 (forcing chains).
    let easy = "050703060007000800000816000000030000005000100730040086906000204840572093000409000";
    let hard = "700040083300000500050720000000401900105000608006802000000089010007000006510070004";
    let o = run(&["--kind", "sudoku", "--json", easy, hard], "");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lines = json_lines(&o);
    let rating = |i: usize| {
        lines[i]["rating"]
            .as_f64()
            .expect("a unique Sudoku is rated")
    };
    assert!(rating(0) < 2.5, "{}", rating(0));
    assert!(rating(1) > 6.5, "{}", rating(1));
}

#[test]
fn stdin_lines_are_answered_and_bad_lines_named() {
    let (p, answer) = unique_puzzle(5, 3);
    let stdin = format!(
        "# a batch\n{}\n\n5de:0,0,0\n{}\n",
        to_unequal(&p, Level::Medium),
        to_json(&empty(5))
    );
    let o = run(&["--json", "-"], &stdin);
    assert_eq!(
        o.status.code(),
        Some(2),
        "a malformed line gives exit code 2"
    );
    let lines = json_lines(&o);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["line"], 2);
    assert_eq!(lines[0]["solution"], digits(&answer));
    assert_eq!(lines[1]["line"], 4);
    let error = lines[1]["error"].as_str().unwrap();
    assert!(
        error.contains("needs 25 comma-separated cells, found 3"),
        "{error}"
    );
    assert_eq!(lines[2]["line"], 5);
    assert_eq!(lines[2]["solutions"], 2);
}

#[test]
fn stdin_text_grid_is_one_puzzle() {
    let (p, answer) = unique_puzzle(5, 4);
    let stdin = format!("# typed by hand\n\n{}\n", to_text(&p));
    let o = run(&["-"], &stdin);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("stdin: unique solution"), "{out}");
    assert!(out.contains(&to_text_filled(&p, &answer)));
}

#[test]
fn bad_arguments_are_named_and_the_rest_answered() {
    let (p, _) = unique_puzzle(4, 5);
    let text_error = ". . . .\n. . x .\n. . . .\n. . . .\n";
    let o = run(
        &[
            &to_unequal(&p, Level::Easy),
            "3de:0,0,0,0,0,0,0,0,0",
            text_error,
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).contains("argument 1: unique solution"));
    let err = stderr(&o);
    assert!(
        err.contains("argument 2: Unequal game ID: order 3 is out of range"),
        "{err}"
    );
    assert!(
        err.contains(
            "argument 3: line 2, column 5: expected a digit 1-4, '.', '<' or '>', found 'x'"
        ),
        "{err}"
    );
}

#[test]
fn usage_errors_exit_2() {
    let o = run(&[], "");
    assert_eq!(o.status.code(), Some(2));
    let o = run(&["-", "-"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'-' (standard input) may be given only once"));
}

/// A 9x9 with one digit and many signs that once kept the counter busy for minutes.
const OPEN_9X9: &str = "9de:0,0,0L,0L,0,0RD,0D,0D,0,0RD,0,0L,4,0UL,0R,0R,0,0,0,0ULR,0,0U,0UL,\
    0,0,0R,0D,0,0D,0L,0,0LD,0,0L,0ULD,0,0R,0,0,0R,0,0LR,0UR,0,0,0,0UR,0U,0D,0U,0D,0D,0,0,0,0LD,\
    0,0R,0R,0,0,0,0U,0R,0,0UD,0R,0,0U,0,0,0D,0,0L,0,0R,0,0LR,0,0ULR,0";

#[test]
fn a_puzzle_over_the_work_budget_is_named_and_the_rest_answered() {
    let answer = latin_square(5, &mut bookmaker::seed::rng(4));
    let full = Puzzle::new(5, answer.clone(), vec![]).unwrap();
    // A handful of search nodes: too few for an open 9x9, plenty for a filled grid.
    let o = run(
        &["--budget", "5", OPEN_9X9, &to_unequal(&full, Level::Easy)],
        "",
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("argument 1:"), "{err}");
    assert!(err.contains("work budget"), "{err}");
    let out = stdout(&o);
    assert!(out.contains("argument 2: unique solution"), "{out}");
    assert!(out.contains(&to_text_filled(&full, &answer)), "{out}");

    let o = run(&["--json", "--budget", "5", OPEN_9X9], "");
    assert_eq!(o.status.code(), Some(2));
    let lines = json_lines(&o);
    assert_eq!(lines[0]["argument"], 1);
    assert!(lines[0]["error"].as_str().unwrap().contains("work budget"));

    // With the ordinary budget the same puzzle is answered.
    let o = run(&[OPEN_9X9], "");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("argument 1: "));
}
