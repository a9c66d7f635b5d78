//! The plain text format: a cage map a person can type, then one line per cage clue.
//!
//! ```text
//! # A 4x4 puzzle. Lines that start with '#' are comments.
//! a b b c
//! a d e c
//! f d e g
//! f h h g
//!
//! a: 1-
//! b: 8x
//! c: 2/
//! d: 1-
//! e: 4+
//! f: 2/
//! g: 7+
//! h: 4x
//! ```
//!
//! - The cage map: one line per row, one label per cell, labels separated by spaces. Cells
//!   with the same label form one cage, which must be in one piece. A label is letters and
//!   digits (`a`, `B`, `k2`); the order `n` is the number of labels in the first row (4 to 9).
//! - Then one line per cage: its label, `:`, the target and the operation: `+`, `-`, `x`
//!   (or `*`), `/`, or the printed signs `−` `×` `÷`. A one-cell cage has its digit and no
//!   operation; a cage of two or more cells without an operation is the no-operations
//!   variant (any of + − × ÷ may reach the target).
//! - A line `multiplication only` marks the variant where every cage of two or more cells
//!   is a product.
//! - An optional `solution:` line then n rows of digits gives a filled grid (what
//!   `to_text_filled` writes); it is checked for shape and otherwise ignored.
//! - Blank lines, lines starting with `#`, and spaces at the ends of lines are ignored.

use super::FormatError;
use crate::calcudoku::{Cage, ORDERS, Op, Puzzle};
use crate::latin::cell_name;

/// Writes a puzzle: its cage map and clues.
pub fn to_text(p: &Puzzle) -> String {
    let n = p.order();
    let labels = labels(p.cages().len());
    let width = labels.iter().map(|l| l.len()).max().unwrap_or(1);
    let mut out = String::new();
    if p.mul_only() {
        out.push_str("multiplication only\n");
    }
    for r in 0..n {
        let row: Vec<String> = (0..n)
            .map(|c| format!("{:<width$}", labels[p.cage_of(r * n + c)]))
            .collect();
        out.push_str(row.join(" ").trim_end());
        out.push('\n');
    }
    out.push('\n');
    for (cage, label) in p.cages().iter().zip(&labels) {
        let op = match cage.op {
            Some(op) if cage.len() > 1 => op.ascii().to_string(),
            _ => String::new(),
        };
        out.push_str(&format!("{label}: {}{op}\n", cage.target));
    }
    out
}

/// Writes the puzzle followed by a `solution:` block of `digits` (row-major). Panics when
/// `digits` does not have one entry per cell.
pub fn to_text_filled(p: &Puzzle, digits: &[u8]) -> String {
    let n = p.order();
    assert_eq!(digits.len(), n * n, "one digit per cell");
    let mut out = to_text(p);
    out.push_str("\nsolution:\n");
    for r in 0..n {
        let row: Vec<String> = digits[r * n..r * n + n]
            .iter()
            .map(|&d| if d == 0 { ".".into() } else { d.to_string() })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}

/// Cage labels: a-z, A-Z, then two letters.
fn labels(k: usize) -> Vec<String> {
    let singles: Vec<char> = ('a'..='z').chain('A'..='Z').collect();
    (0..k)
        .map(|i| {
            if i < singles.len() {
                singles[i].to_string()
            } else {
                let j = i - singles.len();
                format!("{}{}", singles[j / 52 % 52], singles[j % 52])
            }
        })
        .collect()
}

fn at(line: usize, column: usize, message: String) -> FormatError {
    FormatError::At {
        line,
        column,
        message,
    }
}

/// Reads the text format (see the module documentation).
pub fn parse_text(input: &str) -> Result<Puzzle, FormatError> {
    let lines: Vec<(usize, &str)> = input
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end()))
        .filter(|(_, l)| {
            let t = l.trim_start();
            !t.is_empty() && !t.starts_with('#')
        })
        .collect();
    if lines.is_empty() {
        return Err(FormatError::Empty);
    }
    let mut mul_only = false;
    // Map rows: (line, [(column, label)]).
    let mut rows: Vec<(usize, Vec<(usize, &str)>)> = Vec::new();
    let mut clues: Vec<(usize, usize, &str, &str)> = Vec::new();
    let mut solution_at: Option<usize> = None;
    let mut solution_rows = 0;
    for &(line, text) in &lines {
        if text.trim().eq_ignore_ascii_case("multiplication only") {
            mul_only = true;
            continue;
        }
        if solution_at.is_some() {
            solution_rows += 1;
            check_solution_row(line, text, rows.len())?;
            continue;
        }
        if let Some((label, clue)) = text.split_once(':') {
            let column = text.len() - text.trim_start().len() + 1;
            let label = label.trim();
            if label.eq_ignore_ascii_case("solution") && clue.trim().is_empty() {
                solution_at = Some(line);
                continue;
            }
            clues.push((line, column, label, clue));
            continue;
        }
        if !clues.is_empty() {
            return Err(FormatError::Line {
                line,
                message: "a row of the cage map after the clues: write every row of the map \
                          first, then the clue lines ('a: 12x')"
                    .into(),
            });
        }
        rows.push((line, tokens(text)));
    }
    let Some((first_line, first)) = rows.first() else {
        return Err(FormatError::Text(
            "no cage map found: write one line of cage labels per row ('a a b c') before the \
             clues"
                .into(),
        ));
    };
    let n = first.len();
    if !ORDERS.contains(&n) {
        return Err(FormatError::Line {
            line: *first_line,
            message: format!(
                "the first row has {n} cells: Calcudoku grids are 4x4 to 9x9, so a row has 4 to \
                 9 labels separated by spaces"
            ),
        });
    }
    if rows.len() != n {
        return Err(FormatError::Text(format!(
            "the cage map has {} rows, but its first row has {n} cells: a {n}x{n} grid needs {n} \
             rows",
            rows.len()
        )));
    }
    if let Some(at_line) = solution_at
        && solution_rows != n
    {
        return Err(FormatError::Line {
            line: at_line,
            message: format!(
                "'solution:' needs {n} rows of digits below it, found {solution_rows}"
            ),
        });
    }
    // Labels in order of first appearance; each cell's label index.
    let mut names: Vec<&str> = Vec::new();
    let mut first_seen: Vec<(usize, usize)> = Vec::new();
    let mut cell_label = vec![0usize; n * n];
    for (r, (line, row)) in rows.iter().enumerate() {
        if row.len() != n {
            return Err(FormatError::Line {
                line: *line,
                message: format!("expected {n} cage labels, found {}", row.len()),
            });
        }
        for (c, &(column, label)) in row.iter().enumerate() {
            if !label.chars().all(|ch| ch.is_alphanumeric()) {
                return Err(at(
                    *line,
                    column,
                    format!(
                        "'{label}' cannot label a cage: every cell belongs to a cage, labelled \
                         with letters or digits ({} has none)",
                        cell_name(n, r * n + c)
                    ),
                ));
            }
            let k = match names.iter().position(|&l| l == label) {
                Some(k) => k,
                None => {
                    names.push(label);
                    first_seen.push((*line, column));
                    names.len() - 1
                }
            };
            cell_label[r * n + c] = k;
        }
    }
    let mut clue_of: Vec<Option<(Option<Op>, u32)>> = vec![None; names.len()];
    for &(line, column, label, clue) in &clues {
        let Some(k) = names.iter().position(|&l| l == label) else {
            return Err(at(
                line,
                column,
                format!("no cage is labelled '{label}' in the map"),
            ));
        };
        if clue_of[k].is_some() {
            return Err(at(
                line,
                column,
                format!("cage '{label}' has a second clue"),
            ));
        }
        let clue_column = column + label.len() + 1;
        clue_of[k] = Some(read_clue(line, clue_column, clue)?);
    }
    let mut cages = Vec::with_capacity(names.len());
    for (k, name) in names.iter().enumerate() {
        let cells: Vec<usize> = (0..n * n).filter(|&c| cell_label[c] == k).collect();
        let Some((op, target)) = clue_of[k] else {
            let (line, column) = first_seen[k];
            return Err(at(
                line,
                column,
                format!(
                    "cage '{name}' (at {}) has no clue: add a line such as '{name}: 6+'",
                    cell_name(n, cells[0])
                ),
            ));
        };
        if let Some(apart) = crate::calcudoku::apart_cell(n, &cells) {
            let (line, row) = &rows[apart / n];
            return Err(at(
                *line,
                row[apart % n].0,
                format!(
                    "cage '{name}' is in pieces: {} does not join its other cells side by side \
                     (use a new label for a separate cage)",
                    cell_name(n, apart)
                ),
            ));
        }
        cages.push(Cage::new(cells, op, target));
    }
    Ok(Puzzle::new(n, cages, mul_only)?)
}

/// Whitespace-separated tokens with their 1-based columns.
fn tokens(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for (i, ch) in text.char_indices().chain([(text.len(), ' ')]) {
        match (ch.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push((text[..s].chars().count() + 1, &text[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    out
}

/// A clue: the target, then an optional operation sign.
fn read_clue(line: usize, column: usize, clue: &str) -> Result<(Option<Op>, u32), FormatError> {
    let text = clue.trim();
    let column = column + clue.len() - clue.trim_start().len();
    let digits_end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, rest) = text.split_at(digits_end);
    let Ok(target) = number.parse::<u32>() else {
        return Err(at(
            line,
            column,
            format!("expected a target number then an operation, as in '12x', found '{text}'"),
        ));
    };
    let rest = rest.trim();
    let mut ops = rest.chars();
    let op = match (ops.next(), ops.next()) {
        (None, _) => None,
        (Some(c), None) => match Op::from_symbol(c) {
            Some(op) => Some(op),
            None => {
                return Err(at(
                    line,
                    column + digits_end,
                    format!("'{c}' is no operation: use +, -, x or /"),
                ));
            }
        },
        _ => {
            return Err(at(
                line,
                column + digits_end,
                format!("'{rest}' is no operation: use one of +, -, x or /"),
            ));
        }
    };
    Ok((op, target))
}

fn check_solution_row(line: usize, text: &str, n: usize) -> Result<(), FormatError> {
    let cells = tokens(text);
    if cells.len() != n {
        return Err(FormatError::Line {
            line,
            message: format!("a solution row needs {n} digits, found {}", cells.len()),
        });
    }
    for (column, t) in cells {
        let ok = t == "." || t.parse::<usize>().is_ok_and(|d| (1..=n).contains(&d));
        if !ok {
            return Err(at(
                line,
                column,
                format!("'{t}' is no digit of a {n}x{n} grid (1 to {n}, or '.')"),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calcudoku::format::tests::random_puzzle;

    const EXAMPLE: &str = "\
# A 4x4 puzzle. Lines that start with '#' are comments.
a b b c
a d e c
f d e g
f h h g

a: 1-
b: 8x
c: 2/
d: 1-
e: 4+
f: 2/
g: 7+
h: 4x
";

    fn err(input: &str) -> String {
        parse_text(input).unwrap_err().to_string()
    }

    #[test]
    fn reads_the_documented_example() {
        let p = parse_text(EXAMPLE).unwrap();
        assert_eq!(p.order(), 4);
        assert_eq!(p.cages().len(), 8);
        assert_eq!(p.cages()[1].cells, vec![1, 2]);
        assert_eq!(p.cages()[1].clue(), "8×");
        assert_eq!(p.cages()[6].cells, vec![11, 15]);
        // The same puzzle as the Keen example.
        let keen = super::super::parse_keen("4de:_a_7a4_a3,s1m8d2s1a4d2a7m4").unwrap();
        assert_eq!(p, keen);
    }

    #[test]
    fn round_trips_random_puzzles() {
        let mut rng = crate::seed::rng(9);
        for _ in 0..300 {
            let p = random_puzzle(&mut rng);
            let text = to_text(&p);
            assert_eq!(parse_text(&text), Ok(p.clone()), "{text}");
            let sol = vec![1; p.order() * p.order()];
            assert_eq!(parse_text(&to_text_filled(&p, &sol)), Ok(p.clone()));
        }
    }

    #[test]
    fn typographic_signs_and_spacing() {
        let text = EXAMPLE
            .replace("8x", "8 ×")
            .replace("2/", "2÷")
            .replace("1-", "1−");
        assert_eq!(parse_text(&text), parse_text(EXAMPLE));
    }

    #[test]
    fn bad_text_is_explained() {
        assert_eq!(
            err(&EXAMPLE.replace("a d e c", "a d . c")),
            "line 3, column 5: '.' cannot label a cage: every cell belongs to a cage, \
             labelled with letters or digits (r2c3 has none)"
        );
        assert_eq!(
            err(&EXAMPLE.replace("h: 4x\n", "")),
            "line 5, column 3: cage 'h' (at r4c2) has no clue: add a line such as 'h: 6+'"
        );
        assert_eq!(
            err(&EXAMPLE.replace("h: 4x", "q: 4x")),
            "line 14, column 1: no cage is labelled 'q' in the map"
        );
        assert_eq!(
            err(&EXAMPLE.replace("h: 4x", "h: 4^")),
            "line 14, column 5: '^' is no operation: use +, -, x or /"
        );
        assert_eq!(
            err(&EXAMPLE.replace("h: 4x", "h: x4")),
            "line 14, column 4: expected a target number then an operation, as in '12x', \
             found 'x4'"
        );
        assert!(err(&EXAMPLE.replace("g: 7+", "g: 7+\nb: 3+")).contains("second clue"));
        // 'a' in two pieces.
        assert_eq!(
            err(&EXAMPLE.replace("f h h g", "f h h a")),
            "line 5, column 7: cage 'a' is in pieces: r4c4 does not join its other cells side \
             by side (use a new label for a separate cage)"
        );
        assert!(err(&EXAMPLE.replace("a b b c\n", "")).contains("has 3 rows"));
        assert!(err(&EXAMPLE.replace("f d e g", "f d e g g")).contains("expected 4 cage labels"));
        assert!(err("a b c\n").contains("the first row has 3 cells"));
        // A three-cell subtraction names the cage's cell.
        let sub3 = "a a a b\nc c d b\ne e d f\ng g h f\na: 1-\nb: 3+\nc: 3+\nd: 3+\ne: 3+\nf: 3+\ng: 3+\nh: 3\n";
        assert!(
            err(sub3).contains("r1c1 shows − but has 3 cells"),
            "{}",
            err(sub3)
        );
    }
}
