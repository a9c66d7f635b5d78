//! Exchange formats for Kakuro: a text grid and JSON. Each reads into a [`Puzzle`] and writes
//! one back; [`parse_any`] tells them apart. Only the shape is checked here (runs, sums their
//! cells can make); whether the puzzle has one answer is the counter's question.
//!
//! **Text**: one line per row, one token per cell, separated by spaces: `X` a block without
//! clue; `D\A` a clue block, the down sum before the backslash and the across sum after it
//! (`16\`, `\24`, `16\24`); `.` an empty white cell, `1`-`9` a white cell with its digit
//! given (or filled in, as an answer prints). A line starting with `#` is a comment, as in
//! every text bookmaker reads (which is why a block is not `#` here), and `%` starts a comment
//! to the end of its line.
//!
//! **JSON**: `{"kind": "kakuro", "width": 8, "height": 8, "runs": [{"sum": 3, "cells": [9,
//! 10]}, ...]}` with cells 0-based row-major: every maximal run of two or more white cells,
//! across and down; `line` (optional) the givens, width×height characters (`#` block, `.`
//! empty, `1`-`9` given). A record of `generate --format json` carries `level`, `score`,
//! `hardest`, `solution` (`#` for blocks, digits for white cells) and `counts` beside these,
//! and reads back as the same puzzle.

use super::{Puzzle, PuzzleError};
use crate::kind::record;
use serde_json::{Value, json};
use thiserror::Error;

/// Why some input is not a Kakuro, with where and what was expected.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FormatError {
    #[error("no puzzle found: the input is empty")]
    Empty,
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error("JSON: {0}")]
    Json(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Reads a Kakuro in either format: JSON starts with `{`, anything else is text.
pub fn parse_any(input: &str) -> Result<Puzzle, FormatError> {
    let t = input.trim();
    if t.is_empty() {
        return Err(FormatError::Empty);
    }
    if t.starts_with('{') {
        parse_json(t)
    } else {
        parse_text(input)
    }
}

/// True when `input` is, unmistakably, a Kakuro text grid: two or more rows of the same
/// number of cell tokens, each `X`, `.`, a digit or a `down\\across` clue, with at least one
/// clue. No other kind's format writes a backslash, and a single line never is a grid (so a
/// stream's first line is not taken for a one-line format).
pub fn is_text(input: &str) -> bool {
    let mut rows = 0;
    let mut width = None;
    let mut clue = false;
    for line in input.lines() {
        let line = line.split('%').next().unwrap_or("");
        if line.trim_start().starts_with('#') {
            continue;
        }
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if tokens.is_empty() {
            continue;
        }
        if *width.get_or_insert(tokens.len()) != tokens.len() {
            return false;
        }
        for t in tokens {
            let cell = match t {
                "X" | "x" | "." => true,
                _ if t.contains('\\') => {
                    clue = true;
                    let (d, a) = t.split_once('\\').expect("has a backslash");
                    [d, a]
                        .iter()
                        .all(|s| s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
                }
                _ => t.len() == 1 && (b'1'..=b'9').contains(&t.as_bytes()[0]),
            };
            if !cell {
                return false;
            }
        }
        rows += 1;
    }
    rows >= 2 && clue
}

/// The grid as text, white cells showing `digits` (0: empty, `.`).
fn text_grid(p: &Puzzle, digits: &[u8]) -> String {
    let clues = p.clue_grid();
    let tokens: Vec<String> = (0..p.width() * p.height())
        .map(|c| {
            if p.is_white(c) {
                match digits[c] {
                    0 => ".".into(),
                    d => d.to_string(),
                }
            } else {
                match clues[c] {
                    (0, 0) => "X".into(),
                    (d, a) => {
                        let s = |v: u32| if v == 0 { String::new() } else { v.to_string() };
                        format!("{}\\{}", s(d), s(a))
                    }
                }
            }
        })
        .collect();
    // Each column as wide as its widest token; when that would run past 80 columns (a wide
    // grid with many two-sum blocks), one space between tokens instead.
    let w = p.width();
    let mut wide: Vec<usize> = (0..w)
        .map(|col| {
            tokens
                .iter()
                .skip(col)
                .step_by(w)
                .map(|t| t.len())
                .max()
                .unwrap_or(1)
        })
        .collect();
    if wide.iter().sum::<usize>() + w - 1 > TEXT_COLUMNS {
        wide.fill(0);
    }
    let mut out = String::new();
    for row in tokens.chunks(w) {
        let line: Vec<String> = row
            .iter()
            .zip(&wide)
            .map(|(t, &n)| format!("{t:<n$}"))
            .collect();
        out.push_str(line.join(" ").trim_end());
        out.push('\n');
    }
    out
}

/// The widest a text grid may print: a terminal's 80 columns.
const TEXT_COLUMNS: usize = 80;

/// The puzzle as text, givens shown.
pub fn to_text(p: &Puzzle) -> String {
    text_grid(p, p.givens())
}

/// The puzzle as text with `digits` (an answer, or a grid part-way) in its white cells.
pub fn to_text_filled(p: &Puzzle, digits: &[u8]) -> String {
    text_grid(p, digits)
}

/// Reads the text format ([module docs](self)).
pub fn parse_text(input: &str) -> Result<Puzzle, FormatError> {
    let mut rows: Vec<(usize, Vec<&str>)> = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let line = line.split('%').next().unwrap_or("");
        if line.trim_start().starts_with('#') {
            continue;
        }
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if !tokens.is_empty() {
            rows.push((i + 1, tokens));
        }
    }
    let Some((_, first)) = rows.first() else {
        return Err(FormatError::Empty);
    };
    let width = first.len();
    let height = rows.len();
    let mut white = Vec::new();
    let mut clues = Vec::new();
    let mut givens = Vec::new();
    for (line, tokens) in &rows {
        if tokens.len() != width {
            return Err(FormatError::Line {
                line: *line,
                message: format!(
                    "{} cells, but the first row has {width}: every row has one token per cell",
                    tokens.len()
                ),
            });
        }
        for (col, t) in tokens.iter().enumerate() {
            let bad = |why: &str| FormatError::Line {
                line: *line,
                message: format!(
                    "cell {} is {:?}: {why} (write 'X' for a block, 'down\\across' for a clue \
                     block such as 16\\ or 16\\24, '.' or a digit 1-9 for a white cell)",
                    col + 1,
                    crate::quote::excerpt(t)
                ),
            };
            let (w, clue, g) = match *t {
                "X" | "x" => (false, (0, 0), 0),
                "." => (true, (0, 0), 0),
                _ if t.contains('\\') => {
                    let (d, a) = t.split_once('\\').expect("has a backslash");
                    let num = |s: &str| -> Result<u32, FormatError> {
                        if s.is_empty() {
                            return Ok(0);
                        }
                        s.parse::<u32>()
                            .ok()
                            .filter(|v| (1..=45).contains(v))
                            .ok_or_else(|| bad("a sum is a number 1 to 45"))
                    };
                    (false, (num(d)?, num(a)?), 0)
                }
                _ => match t.parse::<u8>() {
                    Ok(d) if (1..=9).contains(&d) => (true, (0, 0), d),
                    _ => return Err(bad("not a cell")),
                },
            };
            white.push(w);
            clues.push(clue);
            givens.push(g);
        }
    }
    Ok(Puzzle::new(width, height, white, &clues, givens)?)
}

/// The givens as a line: `#` blocks, `.` empty white cells, digits given.
pub fn to_line(p: &Puzzle) -> String {
    (0..p.width() * p.height())
        .map(|c| match (p.is_white(c), p.givens()[c]) {
            (false, _) => '#',
            (true, 0) => '.',
            (true, d) => char::from(b'0' + d),
        })
        .collect()
}

/// The puzzle as JSON ([module docs](self)).
pub fn to_json(p: &Puzzle) -> Value {
    let runs: Vec<Value> = p
        .runs()
        .iter()
        .map(|r| json!({"sum": r.sum, "cells": r.cells}))
        .collect();
    json!({
        "kind": "kakuro",
        "width": p.width(),
        "height": p.height(),
        "runs": runs,
        "line": to_line(p),
    })
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Doc {
    kind: Option<String>,
    width: Option<usize>,
    height: Option<usize>,
    runs: Option<Vec<DocRun>>,
    line: Option<String>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct DocRun {
    sum: u32,
    cells: Vec<u16>,
}

/// Reads the JSON format ([module docs](self)).
pub fn parse_json(input: &str) -> Result<Puzzle, FormatError> {
    let (doc, said): (Doc, _) = record::read(input, None).map_err(FormatError::Json)?;
    if let Some(k) = &doc.kind
        && !k.eq_ignore_ascii_case("kakuro")
    {
        return Err(FormatError::Json(format!(
            "field \"kind\" is \"{k}\", not \"kakuro\""
        )));
    }
    let field = |v: Option<usize>, name: &str| {
        v.ok_or_else(|| FormatError::Json(format!("field \"{name}\" is missing (6 to 15)")))
    };
    let (width, height) = (field(doc.width, "width")?, field(doc.height, "height")?);
    let runs = doc.runs.ok_or_else(|| {
        FormatError::Json(
            "field \"runs\" is missing: every run as {\"sum\": S, \"cells\": [indices]}".into(),
        )
    })?;
    let cells = width * height;
    let givens: Vec<u8> = match &doc.line {
        None => vec![0; cells],
        Some(l) => l
            .chars()
            .map(|c| match c {
                '.' | '#' | '0' => Some(0),
                c => c.to_digit(10).map(|d| d as u8),
            })
            .collect::<Option<Vec<u8>>>()
            .filter(|g| g.len() == cells)
            .ok_or_else(|| {
                FormatError::Json(format!(
                    "field \"line\" should be {cells} characters: '#' blocks, '.' empty cells, \
                     digits given"
                ))
            })?,
    };
    let runs: Vec<(u32, Vec<u16>)> = runs.into_iter().map(|r| (r.sum, r.cells)).collect();
    let p = Puzzle::from_runs(width, height, &runs, givens)
        .map_err(|e| FormatError::Json(e.to_string()))?;
    if let Some(s) = &said.solution
        && !p.accepts(s)
    {
        return Err(FormatError::Json(format!(
            "field \"solution\" does not fill this {width}x{height} Kakuro ({cells} characters \
             row-major, '#' for blocks) keeping its runs"
        )));
    }
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kakuro::tests::SMALL;

    #[test]
    fn text_and_json_round_trip() {
        let p = Puzzle::from_answer(6, 6, &SMALL).unwrap();
        let text = to_text(&p);
        assert!(text.starts_with("X"), "{text}");
        // `#` lines are comments, as the command line reads them.
        assert_eq!(parse_any(&format!("# a comment\n{text}")).unwrap(), p);
        assert!(text.contains("\\3"), "{text}");
        assert_eq!(parse_any(&text).unwrap(), p);
        let json = to_json(&p).to_string();
        assert_eq!(parse_any(&json).unwrap(), p);
        // The filled text reads back as the puzzle with every digit given, and its givens
        // are the answer.
        let filled = parse_text(&to_text_filled(&p, &SMALL)).unwrap();
        assert_eq!(filled.givens(), &SMALL[..]);
        assert_eq!(filled.runs(), p.runs());
        // A record's extra fields are read past; its solution is checked.
        let mut rec = to_json(&p);
        rec["level"] = json!("easy");
        let sol: String = SMALL
            .iter()
            .map(|&d| if d == 0 { '#' } else { char::from(b'0' + d) })
            .collect();
        rec["solution"] = json!(sol);
        assert_eq!(parse_json(&rec.to_string()).unwrap(), p);
        rec["solution"] = json!(sol.replace('9', "8"));
        assert!(parse_json(&rec.to_string()).is_err());
    }

    #[test]
    fn bad_input_says_what_and_where() {
        let p = Puzzle::from_answer(6, 6, &SMALL).unwrap();
        let text = to_text(&p);
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        lines[2].push_str(" .");
        let e = parse_text(&lines.join("\n")).unwrap_err().to_string();
        assert!(
            e.starts_with("line 3:") && e.contains("first row has 6"),
            "{e}"
        );
        let e = parse_text(&text.replacen('.', "?", 1))
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 2") && e.contains("\"?\""), "{e}");
        // `#` is not a block: the message says what is.
        let at = lines[0].rfind('X').unwrap();
        let mut first = lines[0].clone();
        first.replace_range(at..at + 1, "#");
        let e = parse_text(&format!("{first}\n{}", text.split_once('\n').unwrap().1))
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 1") && e.contains("'X' for a block"), "{e}");
        let e = parse_text(&text.replacen("\\3", "\\50", 1))
            .unwrap_err()
            .to_string();
        assert!(e.contains("1 to 45"), "{e}");
        // A run of one white cell.
        let e = parse_text(
            "X X X X X X\nX 3\\ X X X X\n\\4 . X X X X\nX X X X X X\nX X X X X X\nX X X X X X",
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("alone"), "{e}");
        let e = parse_any(r#"{"kind":"kakuro","width":6}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("\"height\""), "{e}");
        let e = parse_any(r#"{"kind":"killer","width":6,"height":6,"runs":[]}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("not \"kakuro\""), "{e}");
        assert_eq!(parse_any("  \n"), Err(FormatError::Empty));
    }
}
