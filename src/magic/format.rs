//! Exchange formats for magic squares: a text grid and JSON. There is no Simon Tatham game.
//!
//! Text, one row per line, numbers separated by spaces, `.` for an empty cell:
//!
//! ```text
//! # A 3x3 magic square. Lines that start with '#' are comments.
//! 2 . .
//! . 5 .
//! . . 8
//! ```
//!
//! The order is the number of cells in the first row (3 or 4); blank lines and `#` lines are
//! ignored. A square that uses other numbers than 1 to n² says so in a line before the grid:
//! `numbers 4 to 12`, or `numbers 4 to 20 step 2` (n² numbers from the first to the last,
//! `step` apart; 1 by default). JSON, one object:
//! `{"kind":"magic","size":3,"first":1,"step":1,"givens":[2,0,0,0,5,0,0,0,8]}` with `givens`
//! row-major and 0 for an empty cell; `kind` may be left out, `first` and `step` default to 1,
//! and an optional `solution` (size² numbers, or a record's string of one character per cell,
//! 10 to 35 as `a` to `z`) must fill the grid as a magic square agreeing with the givens. A record of
//! `generate --format json` is this object with the record's fields beside it (`id`,
//! `level`, `score`, `hardest`, `solution`, `counts`; see [`crate::kind::record`]), and reads
//! back as the same puzzle.
//!
//! Only the shape is checked here: a number twice or a line that cannot add up parses, and
//! the counter then finds no answer.

use super::numbers::Numbers;
use super::{ORDERS, Puzzle, PuzzleError};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why some input is not a magic-square puzzle, with where and what was expected.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FormatError {
    #[error("no puzzle found: the input is empty")]
    Empty,
    /// A place in the text (1-based line and column).
    #[error("line {line}, column {column}: {message}")]
    At {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error("JSON: {0}")]
    Json(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Reads a puzzle as JSON when it starts with `{`, as a text grid otherwise.
pub fn parse_any(input: &str) -> Result<Puzzle, FormatError> {
    let t = input.trim();
    if t.is_empty() {
        Err(FormatError::Empty)
    } else if t.starts_with('{') {
        parse_json(t)
    } else {
        parse_text(input)
    }
}

/// Writes the puzzle's givens as a text grid.
pub fn to_text(p: &Puzzle) -> String {
    to_text_filled(p, p.givens())
}

/// Writes `numbers` (row-major, 0 = empty) as a text grid of the puzzle's order, columns
/// lined up, after the puzzle's `numbers` line when it does not use 1 to n².
pub fn to_text_filled(p: &Puzzle, numbers: &[u8]) -> String {
    let n = p.order();
    assert_eq!(numbers.len(), n * n, "one number per cell");
    let set = p.numbers();
    let width = set.last(n).to_string().len();
    let mut out = String::new();
    if !set.is_classic() {
        out.push_str(&format!("numbers {} to {}", set.first, set.last(n)));
        if set.step != 1 {
            out.push_str(&format!(" step {}", set.step));
        }
        out.push('\n');
    }
    for row in numbers.chunks(n) {
        let cells: Vec<String> = row
            .iter()
            .map(|&v| match v {
                0 => format!("{:>width$}", "."),
                v => format!("{v:>width$}"),
            })
            .collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out
}

/// Reads a text grid.
pub fn parse_text(input: &str) -> Result<Puzzle, FormatError> {
    let mut rows: Vec<(usize, Vec<(usize, &str)>)> = Vec::new();
    // (line, first, last, step) of a `numbers` line.
    let mut set: Option<(usize, u32, u32, u32)> = None;
    for (i, line) in input.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if let Some(rest) = t.strip_prefix("numbers") {
            if !rows.is_empty() || set.is_some() {
                return Err(FormatError::Line {
                    line: i + 1,
                    message: "the `numbers` line comes once, before the grid".to_string(),
                });
            }
            set = Some(numbers_line(i + 1, rest)?);
            continue;
        }
        let mut tokens = Vec::new();
        let mut start = None;
        for (col, ch) in line.char_indices().chain([(line.len(), ' ')]) {
            match (ch.is_whitespace(), start) {
                (false, None) => start = Some(col),
                (true, Some(s)) => {
                    tokens.push((s, &line[s..col]));
                    start = None;
                }
                _ => {}
            }
        }
        rows.push((i + 1, tokens));
    }
    let Some((first_line, first)) = rows.first() else {
        return Err(FormatError::Empty);
    };
    let n = first.len();
    if !ORDERS.contains(&n) {
        return Err(FormatError::Line {
            line: *first_line,
            message: format!(
                "the first row has {n} cells, but magic squares here are 3x3 or 4x4: write 3 or \
                 4 numbers or dots, separated by spaces"
            ),
        });
    }
    let numbers = match set {
        None => Numbers::CLASSIC,
        Some((line, first, last, step)) => {
            let at = |message: String| FormatError::Line { line, message };
            let set = Numbers::new(n, first, step).map_err(|e| at(e.to_string()))?;
            if set.last(n) != last {
                return Err(at(format!(
                    "a {n}x{n} square has {} numbers: from {first} in steps of {step} they end at \
                     {}, not {last}",
                    n * n,
                    set.last(n)
                )));
            }
            set
        }
    };
    let what = numbers.described(n);
    let mut givens = Vec::with_capacity(n * n);
    for (k, (line, tokens)) in rows.iter().enumerate() {
        if k >= n {
            return Err(FormatError::Line {
                line: *line,
                message: format!("a {n}x{n} grid has {n} rows; this is row {}", k + 1),
            });
        }
        if tokens.len() != n {
            return Err(FormatError::Line {
                line: *line,
                message: format!(
                    "row {} has {} cells, but the first row has {n}",
                    k + 1,
                    tokens.len()
                ),
            });
        }
        for &(byte, tok) in tokens {
            let at = |message: String| FormatError::At {
                line: *line,
                column: input
                    .lines()
                    .nth(line - 1)
                    .map_or(byte, |l| l[..byte].chars().count())
                    + 1,
                message,
            };
            if tok == "." {
                givens.push(0);
                continue;
            }
            match tok.parse::<u8>() {
                Ok(v) if numbers.rank(n, v).is_some() => givens.push(v),
                Ok(_) | Err(_) if tok.bytes().all(|b| b.is_ascii_digit()) => {
                    return Err(at(format!(
                        "{tok} is not one of this {n}x{n} magic square's numbers, {what} \
                         (write . for an empty cell)"
                    )));
                }
                _ => {
                    return Err(at(format!(
                        "'{tok}' is not a number: write one of the numbers {what}, or . for an \
                         empty cell"
                    )));
                }
            }
        }
    }
    if rows.len() < n {
        let last = rows.last().map_or(1, |r| r.0);
        return Err(FormatError::Line {
            line: last,
            message: format!("a {n}x{n} grid has {n} rows, found only {}", rows.len()),
        });
    }
    Ok(Puzzle::with_numbers(n, numbers, givens)?)
}

/// Reads what follows `numbers` on its line: `A to B`, optionally `step D`.
fn numbers_line(line: usize, rest: &str) -> Result<(usize, u32, u32, u32), FormatError> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let num = |w: &str| w.parse::<u32>().ok();
    let parsed = match words[..] {
        [a, "to", b] => num(a).zip(num(b)).map(|(a, b)| (a, b, 1)),
        [a, "to", b, "step", d] => num(a).zip(num(b)).zip(num(d)).map(|((a, b), d)| (a, b, d)),
        _ => None,
    };
    let (first, last, step) = parsed.ok_or_else(|| FormatError::Line {
        line,
        message: format!(
            "'numbers{rest}' is not a number set: write `numbers 4 to 12`, or `numbers 4 to 20 \
             step 2`"
        ),
    })?;
    Ok((line, first, last, step))
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonPuzzle {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    kind: Option<String>,
    size: usize,
    #[serde(default = "one")]
    first: u32,
    #[serde(default = "one")]
    step: u32,
    givens: Vec<u8>,
}

fn one() -> u32 {
    1
}

fn doc(p: &Puzzle) -> JsonPuzzle {
    JsonPuzzle {
        kind: Some("magic".to_string()),
        size: p.order(),
        first: p.numbers().first.into(),
        step: p.numbers().step.into(),
        givens: p.givens().to_vec(),
    }
}

/// The puzzle as a JSON value naming its kind.
pub fn to_json_value(p: &Puzzle) -> serde_json::Value {
    serde_json::to_value(doc(p)).expect("a puzzle always serialises")
}

/// The puzzle as one line of JSON, fields in the documented order.
pub fn to_json(p: &Puzzle) -> String {
    serde_json::to_string(&doc(p)).expect("a puzzle always serialises")
}

/// Reads a puzzle from a JSON object.
pub fn parse_json(input: &str) -> Result<Puzzle, FormatError> {
    let err = FormatError::Json;
    let (doc, said): (JsonPuzzle, _) = crate::kind::record::read(input, None).map_err(err)?;
    if let Some(k) = &doc.kind
        && k != "magic"
    {
        return Err(err(format!(
            "\"kind\" is \"{k}\": this reader takes magic squares (\"kind\":\"magic\")"
        )));
    }
    let n = doc.size;
    if !ORDERS.contains(&n) {
        return Err(err(format!(
            "size {n} is out of range: magic squares here are 3x3 or 4x4"
        )));
    }
    if doc.givens.len() != n * n {
        return Err(err(format!(
            "size {n} needs {} givens (row-major, 0 for empty), found {}",
            n * n,
            doc.givens.len()
        )));
    }
    let numbers = Numbers::new(n, doc.first, doc.step).map_err(|e| err(e.to_string()))?;
    if let Some(i) = doc
        .givens
        .iter()
        .position(|&d| d != 0 && numbers.rank(n, d).is_none())
    {
        return Err(err(format!(
            "givens[{i}] is {}, but this {n}x{n} magic square uses 0 (empty) and {}",
            doc.givens[i],
            numbers.described(n)
        )));
    }
    let p = Puzzle::with_numbers(n, numbers, doc.givens)?;
    crate::kind::record::check(&p, &said).map_err(err)?;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngExt;

    /// A random puzzle in a random number set (the classic one a third of the time).
    fn random_puzzle(rng: &mut impl rand::Rng) -> Puzzle {
        let n = rng.random_range(3..=4);
        let set = if rng.random_bool(0.33) {
            Numbers::CLASSIC
        } else {
            super::super::numbers::random(n, rng)
        };
        let square = super::super::squares::random(n, rng);
        let keep = rng.random_range(0.0..1.0);
        let mut givens: Vec<u8> = square
            .iter()
            .map(|&r| {
                if rng.random_bool(keep) {
                    set.value(r)
                } else {
                    0
                }
            })
            .collect();
        if rng.random_bool(0.2) {
            givens[rng.random_range(0..n * n)] = set.value(rng.random_range(1..=(n * n) as u8));
        }
        Puzzle::with_numbers(n, set, givens).unwrap()
    }

    #[test]
    fn round_trips() {
        let mut rng = crate::seed::rng(3);
        for _ in 0..300 {
            let p = random_puzzle(&mut rng);
            assert_eq!(parse_any(&to_text(&p)), Ok(p.clone()));
            let json = to_json(&p);
            assert!(json.contains("\"kind\":\"magic\""));
            assert_eq!(parse_any(&json), Ok(p.clone()));
        }
    }

    #[test]
    fn other_numbers_round_trip_and_solve_the_same() {
        // 4, 6, ..., 20: the Lo Shu doubled and moved up by 2.
        let t = "numbers 4 to 20 step 2\n6 . .\n. 12 .\n. . 18\n";
        let p = parse_any(t).unwrap();
        assert_eq!(p.numbers(), Numbers::new(3, 4, 2).unwrap());
        assert_eq!(p.constant(), 36);
        assert_eq!(
            to_text(&p),
            "numbers 4 to 20 step 2\n 6  .  .\n . 12  .\n .  . 18\n"
        );
        let json = to_json(&p);
        assert_eq!(
            json,
            r#"{"kind":"magic","size":3,"first":4,"step":2,"givens":[6,0,0,0,12,0,0,0,18]}"#
        );
        assert_eq!(parse_any(&json), Ok(p.clone()));
        // The same givens in ranks have the same count; the answer is in the set's numbers.
        let classic = parse_any("2 . .\n. 5 .\n. . 8").unwrap();
        let c = super::super::count::solve(&p, 3).unwrap();
        assert_eq!(
            c.count,
            super::super::count::solve(&classic, 3).unwrap().count
        );
        let s = c.solution.unwrap();
        assert!(p.accepts(&s) && s.iter().all(|v| v % 2 == 0 && (4..=20).contains(v)));
        let consecutive = parse_any("numbers 4 to 12\n. . .\n. 8 .\n. . .").unwrap();
        assert_eq!(consecutive.constant(), 24);
        assert!(to_text(&consecutive).starts_with("numbers 4 to 12\n"));
    }

    #[test]
    fn bad_number_sets_are_explained() {
        assert_eq!(
            err("numbers 4 to 13\n. . .\n. . .\n. . ."),
            "line 1: a 3x3 square has 9 numbers: from 4 in steps of 1 they end at 12, not 13"
        );
        assert!(err("numbers four to 12\n. . .").contains("write `numbers 4 to 12`"));
        assert_eq!(
            err("numbers 4 to 20 step 2\n5 . .\n. . .\n. . ."),
            "line 2, column 1: 5 is not one of this 3x3 magic square's numbers, 4, 6, 8 … 20 \
             (write . for an empty cell)"
        );
        assert!(err("2 . .\nnumbers 1 to 9\n. . .").contains("before the grid"));
        assert!(err("numbers 0 to 8\n. . .\n. . .\n. . .").contains("start at 1 or more"));
        assert!(
            err(r#"{"size":3,"first":4,"step":2,"givens":[5,0,0,0,0,0,0,0,0]}"#)
                .contains("givens[0] is 5")
        );
        assert!(
            err(r#"{"size":3,"first":95,"givens":[0,0,0,0,0,0,0,0,0]}"#).contains("goes past 99")
        );
    }

    #[test]
    fn reads_the_documented_examples() {
        let t = "# A 3x3 magic square.\n2 . .\n. 5 .\n. . 8\n";
        let p = parse_any(t).unwrap();
        assert_eq!(p.givens(), &[2, 0, 0, 0, 5, 0, 0, 0, 8]);
        let j = r#"{"kind":"magic","size":3,"givens":[2,0,0,0,5,0,0,0,8]}"#;
        assert_eq!(parse_any(j), Ok(p.clone()));
        assert_eq!(
            to_json(&p),
            r#"{"kind":"magic","size":3,"first":1,"step":1,"givens":[2,0,0,0,5,0,0,0,8]}"#
        );
        let with_answer =
            r#"{"size":3,"givens":[2,0,0,0,5,0,0,0,8],"solution":[2,7,6,9,5,1,4,3,8]}"#;
        assert_eq!(parse_any(with_answer), Ok(p));
    }

    #[test]
    fn text_lines_up_two_digit_numbers() {
        let p = Puzzle::new(4, vec![16, 0, 0, 1, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).unwrap();
        assert_eq!(
            to_text(&p),
            "16  .  .  1\n . 10  .  .\n .  .  .  .\n .  .  .  .\n"
        );
    }

    fn err(input: &str) -> String {
        parse_any(input).unwrap_err().to_string()
    }

    #[test]
    fn bad_input_is_explained() {
        assert_eq!(err("  \n"), "no puzzle found: the input is empty");
        assert_eq!(
            err("2 . .\n. 10 .\n. . 8"),
            "line 2, column 3: 10 is not one of this 3x3 magic square's numbers, 1 to 9 \
             (write . for an empty cell)"
        );
        assert_eq!(
            err("2 . .\n. x .\n. . 8"),
            "line 2, column 3: 'x' is not a number: write one of the numbers 1 to 9, or . for \
             an empty cell"
        );
        assert!(err("2 . .\n. 5\n. . 8").starts_with("line 2: row 2 has 2 cells"));
        assert!(err("2 . .\n. 5 .").starts_with("line 2: a 3x3 grid has 3 rows, found only 2"));
        assert!(err("2 . .\n. 5 .\n. . .\n. . .").starts_with("line 4: a 3x3 grid has 3 rows"));
        assert!(err("1 2 3 4 5").starts_with("line 1: the first row has 5 cells"));
        assert!(err(r#"{"size":5,"givens":[]}"#).contains("size 5 is out of range"));
        assert!(
            err(r#"{"kind":"futoshiki","size":3,"givens":[0,0,0,0,0,0,0,0,0]}"#)
                .contains("\"kind\" is \"futoshiki\"")
        );
        assert!(err(r#"{"size":3,"givens":[0,0,0,0,0,0,0,0,10]}"#).contains("givens[8] is 10"));
        assert!(err(r#"{"size":3,"givens":[0,0,0]}"#).contains("needs 9 givens"));
        assert!(err(r#"{"size":3,"givens":[0,0,0,0,0,0,0,0,0],"x":1}"#).contains("unknown field"));
        assert!(
            err(r#"{"size":3,"givens":[2,0,0,0,0,0,0,0,0],"solution":[4,9,2,3,5,7,8,1,6]}"#)
                .contains("\"solution\" does not fill")
        );
        // A number twice parses: the counter then finds no answer.
        let p = parse_any("5 . .\n. 5 .\n. . .").unwrap();
        assert_eq!(super::super::count::solve(&p, 2).unwrap().count, 0);
    }
}
