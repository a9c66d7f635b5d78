//! Exchange formats for nonograms: Simon Tatham's Pattern game ID, a text form and JSON.
//!
//! **Pattern ID**: `WxH:` then the clues of the W columns (left to right) and of the H rows
//! (top to bottom), each a line's runs joined by `.`, lines separated by `/`; an empty line is
//! `0`. `5x5:2/1.1/3/3/1/1.1/5/3/1/1` is a 5x5 puzzle.
//!
//! **Text**: a `columns` line, then one line per column (left to right) with its runs
//! separated by spaces (`0` for an empty column), then a `rows` line and one line per row
//! (top to bottom). The size is the number of lines in each part. A `picture` part, one line
//! per row of `#` (filled) and `.` (empty), may follow the clues (it must have them) or
//! stand alone, and then the clues are the picture's:
//!
//! ```text
//! picture
//! .#.#.
//! #####
//! #####
//! .###.
//! ..#..
//! ```
//!
//! **JSON**: `{"kind":"nonogram","width":5,"height":5,"rows":[[1,1],[5],[5],[3],[1]],
//! "cols":[[2],[4],[4],[4],[2]]}`, `[]` for an empty line. A record of `generate --format
//! json` adds `level`, `score`, `hardest`, `solution` (width×height `0`/`1`, row-major) and
//! `game_id` (see [`crate::kind::record`]); `solve` reads it back and checks the answer and
//! the ID against the clues.

use super::{Puzzle, PuzzleError, SIDES};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why some input is not a nonogram, with where and what was expected.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FormatError {
    #[error("no puzzle found: the input is empty")]
    Empty,
    #[error("Pattern game ID: {0}")]
    Id(String),
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error("{0}")]
    Text(String),
    #[error("JSON: {0}")]
    Json(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Reads a puzzle in any of the formats: JSON when it starts with `{`, a Pattern ID when its
/// first line has a `:`, text otherwise.
pub fn parse_any(input: &str) -> Result<Puzzle, FormatError> {
    let t = input.trim();
    if t.is_empty() {
        Err(FormatError::Empty)
    } else if t.starts_with('{') {
        parse_json(t)
    } else if t.lines().next().is_some_and(|l| l.contains(':')) {
        parse_id(t)
    } else {
        parse_text(input)
    }
}

/// True when `t` looks like a Pattern ID: `WxH:` with sides a nonogram can have, then clues
/// holding a `/`.
pub fn is_id(t: &str) -> bool {
    let Some((params, desc)) = t.trim().split_once(':') else {
        return false;
    };
    let Some((w, h)) = params.split_once('x') else {
        return false;
    };
    let side = |s: &str| s.parse::<usize>().is_ok_and(|n| SIDES.contains(&n));
    side(w) && side(h) && desc.contains('/')
}

fn runs_id(runs: &[u8]) -> String {
    if runs.is_empty() {
        return "0".into();
    }
    runs.iter()
        .map(|r| r.to_string())
        .collect::<Vec<_>>()
        .join(".")
}

/// The Pattern game ID.
pub fn to_id(p: &Puzzle) -> String {
    let lines: Vec<String> = p
        .cols()
        .iter()
        .chain(p.rows())
        .map(|r| runs_id(r))
        .collect();
    format!("{}x{}:{}", p.width(), p.height(), lines.join("/"))
}

/// One line's runs from a text (`sep` between runs); `0` or nothing is an empty line.
fn runs_of(s: &str, sep: char, what: &dyn Fn() -> String) -> Result<Vec<u8>, String> {
    let s = s.trim();
    if s.is_empty() || s == "0" {
        return Ok(Vec::new());
    }
    s.split(sep)
        .filter(|t| !t.is_empty())
        .map(|t| match t.trim().parse::<i64>() {
            Ok(n) if n < 0 => Err(format!(
                "{}: run {n} is negative: runs are counts of filled cells, 1 or more",
                what()
            )),
            Ok(0) => Err(format!(
                "{}: a run of 0 cells: write an empty line's clue as 0 alone",
                what()
            )),
            Ok(n) if n > SIDES.end().to_owned() as i64 => Err(format!(
                "{}: run {n} is longer than any line ({} cells at most)",
                what(),
                SIDES.end()
            )),
            Ok(n) => Ok(n as u8),
            Err(_) => Err(format!(
                "{}: '{}' is not a run length: write whole numbers separated by '{sep}'",
                what(),
                crate::quote::excerpt(t)
            )),
        })
        .collect()
}

/// Reads a Pattern game ID.
pub fn parse_id(input: &str) -> Result<Puzzle, FormatError> {
    let bad = |m: String| FormatError::Id(m);
    let t = input.trim();
    let (params, desc) = t
        .split_once(':')
        .ok_or_else(|| bad("expected WxH: then the clues".into()))?;
    let (w, h) = params.split_once('x').ok_or_else(|| {
        bad(format!(
            "'{}' is not a size: write width x height, e.g. 15x10:",
            crate::quote::excerpt(params)
        ))
    })?;
    let side = |s: &str| -> Result<usize, FormatError> {
        match s.trim().parse::<usize>() {
            Ok(n) if SIDES.contains(&n) => Ok(n),
            _ => Err(bad(format!(
                "size {params}: each side is {} to {} cells",
                SIDES.start(),
                SIDES.end()
            ))),
        }
    };
    let (w, h) = (side(w)?, side(h)?);
    let parts: Vec<&str> = desc.split('/').collect();
    if parts.len() != w + h {
        return Err(bad(format!(
            "a {w}x{h} puzzle has {} clues ({w} columns, then {h} rows) separated by '/', found \
             {}",
            w + h,
            parts.len()
        )));
    }
    let mut lines = Vec::with_capacity(w + h);
    for (i, part) in parts.iter().enumerate() {
        let what = || {
            if i < w {
                format!("column {}", i + 1)
            } else {
                format!("row {}", i - w + 1)
            }
        };
        lines.push(runs_of(part, '.', &what).map_err(bad)?);
    }
    let rows = lines.split_off(w);
    Ok(Puzzle::new(w, h, rows, lines)?)
}

/// The text form: the clues.
pub fn to_text(p: &Puzzle) -> String {
    let mut out = String::from("columns\n");
    for c in p.cols() {
        out.push_str(&super::runs_text(c));
        out.push('\n');
    }
    out.push_str("rows\n");
    for r in p.rows() {
        out.push_str(&super::runs_text(r));
        out.push('\n');
    }
    out
}

/// The text form with the answer's picture after the clues.
pub fn to_text_filled(p: &Puzzle, cells: &[u8]) -> String {
    let mut out = to_text(p);
    out.push_str("picture\n");
    for row in cells.chunks(p.width()) {
        // `X`, not `#`: a stream of text puzzles reads a line starting with `#` as a comment.
        out.extend(row.iter().map(|&v| if v == 1 { 'X' } else { '.' }));
        out.push('\n');
    }
    out
}

/// Reads the text form.
pub fn parse_text(input: &str) -> Result<Puzzle, FormatError> {
    #[derive(PartialEq)]
    enum Part {
        None,
        Cols,
        Rows,
        Picture,
    }
    let mut part = Part::None;
    let mut cols: Vec<Vec<u8>> = Vec::new();
    let mut rows: Vec<Vec<u8>> = Vec::new();
    let mut picture: Vec<(usize, &str)> = Vec::new();
    let mut seen = [false; 3];
    for (i, raw) in input.lines().enumerate() {
        let n = i + 1;
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') && part != Part::Picture {
            continue;
        }
        let head = t.trim_end_matches(':').to_ascii_lowercase();
        let next = match head.as_str() {
            "columns" | "cols" => Some((Part::Cols, 0)),
            "rows" => Some((Part::Rows, 1)),
            "picture" => Some((Part::Picture, 2)),
            _ => None,
        };
        if let Some((p, k)) = next {
            if seen[k] {
                return Err(FormatError::Line {
                    line: n,
                    message: format!("a second '{head}' part: each part comes once"),
                });
            }
            seen[k] = true;
            part = p;
            continue;
        }
        let at = |message: String| FormatError::Line { line: n, message };
        match part {
            Part::None => {
                return Err(at(format!(
                    "'{}' comes before any part: start with a 'columns' line (then the \
                     clues, and 'rows'), or a 'picture' line",
                    crate::quote::excerpt(t)
                )));
            }
            Part::Cols => {
                let k = cols.len() + 1;
                cols.push(runs_of(t, ' ', &|| format!("column {k}")).map_err(at)?);
            }
            Part::Rows => {
                let k = rows.len() + 1;
                rows.push(runs_of(t, ' ', &|| format!("row {k}")).map_err(at)?);
            }
            Part::Picture => {
                if let Some(c) = t
                    .chars()
                    .find(|&c| !matches!(c, '#' | 'X' | 'x' | '.' | '1' | '0'))
                {
                    return Err(at(format!(
                        "'{c}' in the picture: write X for a filled cell, . for an empty one"
                    )));
                }
                picture.push((n, t));
            }
        }
    }
    let from_picture = if picture.is_empty() {
        None
    } else {
        let w = picture[0].1.chars().count();
        if let Some(&(n, row)) = picture.iter().find(|(_, r)| r.chars().count() != w) {
            return Err(FormatError::Line {
                line: n,
                message: format!(
                    "the picture's rows are {w} cells wide, this one {}",
                    row.chars().count()
                ),
            });
        }
        let cells: Vec<u8> = picture
            .iter()
            .flat_map(|(_, r)| {
                r.chars()
                    .map(|c| u8::from(matches!(c, '#' | 'X' | 'x' | '1')))
            })
            .collect();
        Some((w, picture.len(), cells))
    };
    match (seen[0] || seen[1], from_picture) {
        (false, None) => Err(FormatError::Empty),
        (false, Some((w, h, cells))) => {
            if !SIDES.contains(&w) || !SIDES.contains(&h) {
                return Err(PuzzleError::Size(w, h).into());
            }
            Ok(Puzzle::from_picture(w, h, &cells)?)
        }
        (true, pic) => {
            if !seen[0] || !seen[1] {
                return Err(FormatError::Text(format!(
                    "no '{}' part: the clues are a 'columns' part and a 'rows' part",
                    if seen[0] { "rows" } else { "columns" }
                )));
            }
            let p = Puzzle::new(cols.len(), rows.len(), rows, cols)?;
            if let Some((w, h, cells)) = pic
                && (w != p.width() || h != p.height() || !p.accepts(&cells))
            {
                return Err(FormatError::Text(format!(
                    "the picture ({w}x{h}) does not have the clues' runs ({}x{}): fix the \
                     picture or leave it out",
                    p.width(),
                    p.height()
                )));
            }
            Ok(p)
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonPuzzle {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    kind: Option<String>,
    width: usize,
    height: usize,
    rows: Vec<Vec<i64>>,
    cols: Vec<Vec<i64>>,
}

/// The puzzle as a JSON value naming its kind.
pub fn to_json_value(p: &Puzzle) -> serde_json::Value {
    let conv = |c: &[Vec<u8>]| -> Vec<Vec<i64>> {
        c.iter()
            .map(|r| r.iter().map(|&v| i64::from(v)).collect())
            .collect()
    };
    serde_json::to_value(JsonPuzzle {
        kind: Some("nonogram".into()),
        width: p.width(),
        height: p.height(),
        rows: conv(p.rows()),
        cols: conv(p.cols()),
    })
    .expect("a puzzle always serialises")
}

/// Reads JSON: the puzzle's fields, or a record of `generate --format json` (its answer and
/// game ID checked against the clues).
pub fn parse_json(input: &str) -> Result<Puzzle, FormatError> {
    let (doc, said): (JsonPuzzle, _) =
        crate::kind::record::read(input, Some("pattern")).map_err(FormatError::Json)?;
    if let Some(k) = &doc.kind
        && k != "nonogram"
    {
        return Err(FormatError::Json(format!(
            "field \"kind\" is \"{k}\", expected \"nonogram\""
        )));
    }
    let conv = |what: &str, c: Vec<Vec<i64>>| -> Result<Vec<Vec<u8>>, FormatError> {
        c.into_iter()
            .enumerate()
            .map(|(i, r)| {
                r.into_iter()
                    .map(|v| match v {
                        v if v < 0 => Err(FormatError::Json(format!(
                            "field \"{what}\", line {}: run {v} is negative: runs are 1 or more",
                            i + 1
                        ))),
                        0 => Err(FormatError::Json(format!(
                            "field \"{what}\", line {}: a run of 0: write an empty line as []",
                            i + 1
                        ))),
                        v if v > *SIDES.end() as i64 => Err(FormatError::Json(format!(
                            "field \"{what}\", line {}: run {v} is longer than any line",
                            i + 1
                        ))),
                        v => Ok(v as u8),
                    })
                    .collect()
            })
            .collect()
    };
    let rows = conv("rows", doc.rows)?;
    let cols = conv("cols", doc.cols)?;
    let p = Puzzle::new(doc.width, doc.height, rows, cols)?;
    crate::kind::record::check(&p, &said).map_err(FormatError::Json)?;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nonogram::tests::HEART;

    fn heart() -> Puzzle {
        Puzzle::from_picture(5, 5, &HEART).unwrap()
    }

    #[test]
    fn every_format_reads_back_the_same_puzzle() {
        let p = heart();
        assert_eq!(to_id(&p), "5x5:2/4/4/4/2/1.1/5/5/3/1");
        assert_eq!(parse_any(&to_id(&p)).unwrap(), p);
        assert_eq!(parse_any(&to_text(&p)).unwrap(), p);
        assert_eq!(parse_any(&to_text_filled(&p, &HEART)).unwrap(), p);
        assert_eq!(parse_any(&to_json_value(&p).to_string()).unwrap(), p);
        // The picture alone is the puzzle too.
        let pic = to_text_filled(&p, &HEART);
        let pic = &pic[pic.find("picture").unwrap()..];
        assert_eq!(parse_any(pic).unwrap(), p);
        assert!(is_id(&to_id(&p)));
        assert!(!is_id("3x3:zzzc"));
    }

    #[test]
    fn tathams_ids_read() {
        // From `sgt-pattern --generate 2 '5x5#1'`.
        let p = parse_id("5x5:2/2/2/3/2.1/2.2/2.2/1/1/1.1").unwrap();
        assert_eq!((p.width(), p.height()), (5, 5));
        assert_eq!(p.rows()[0], vec![2, 2]);
        assert_eq!(p.cols()[4], vec![2, 1]);
        // An empty line as 0 or as nothing.
        let a = parse_id("5x5:0/1/0/0/0/0/1/0/0/0").unwrap();
        let b = parse_id(&"5x5:0/1/0/0/0/0/1/0/0/0".replace('0', "")).unwrap();
        assert_eq!(a, b);
        assert_eq!(to_id(&a), "5x5:0/1/0/0/0/0/1/0/0/0");
    }

    #[test]
    fn bad_input_says_where_and_how_to_fix_it() {
        let e = parse_any("5x5:2/4/4/4/2/1.1/5/5/3")
            .unwrap_err()
            .to_string();
        assert!(e.contains("10 clues") && e.contains("found 9"), "{e}");
        let e = parse_any("5x5:2/4/4/4/2/1.1/5/6/3/1")
            .unwrap_err()
            .to_string();
        assert!(e.contains("row 3") && e.contains("need 6 cells"), "{e}");
        let e = parse_any("5x5:2/4/4/4/2/1.-1/5/5/3/1")
            .unwrap_err()
            .to_string();
        assert!(e.contains("row 1") && e.contains("negative"), "{e}");
        let e = parse_any("5x5:2/4/4/4/3/1.1/5/5/3/1")
            .unwrap_err()
            .to_string();
        assert!(e.contains("fill 16") && e.contains("fill 17"), "{e}");
        let e = parse_any("3x5:1/1/1/1/1/1/1/1").unwrap_err().to_string();
        assert!(e.contains("5 to 40"), "{e}");
        let e = parse_any("columns\n2\nx\n").unwrap_err().to_string();
        assert!(e.starts_with("line 3:") && e.contains("'x'"), "{e}");
        let e = parse_any("2\nrows\n").unwrap_err().to_string();
        assert!(e.starts_with("line 1:") && e.contains("'columns'"), "{e}");
        let e = parse_any("picture\n#.#.#\n##\n").unwrap_err().to_string();
        assert!(
            e.starts_with("line 3:") && e.contains("5 cells wide"),
            "{e}"
        );
        let mut v = to_json_value(&heart());
        v["rows"][0] = serde_json::json!([1, -1]);
        let e = parse_any(&v.to_string()).unwrap_err().to_string();
        assert!(
            e.contains("\"rows\", line 1") && e.contains("negative"),
            "{e}"
        );
        let mut v = to_json_value(&heart());
        v["solution"] = "1".repeat(25).into();
        let e = parse_any(&v.to_string()).unwrap_err().to_string();
        assert!(e.contains("\"solution\""), "{e}");
    }
}
