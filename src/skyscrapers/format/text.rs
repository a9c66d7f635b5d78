//! The plain text format: a grid with its clues around it, as a person types it.
//!
//! ```text
//! # A 5x5 puzzle. Lines that start with '#' are comments.
//!    2 . . 1 3
//! .  . . . . .  .
//! .  . . . . .  .
//! 5  . . . . .  .
//! .  . . . . .  .
//! 1  . . . . .  2
//!    . . 3 . .
//! ```
//!
//! - The first line holds the n clues above the columns, left to right; the last line the n
//!   clues below them. Between them, each of the n rows of the grid is a line: the clue left
//!   of the row, the row's n cells, the clue right of it.
//! - A clue is a number 1..n or `.` for none; a cell is a given height 1..n or `.` for empty.
//! - Items are separated by spaces; how many spaces does not matter, so the clue lines need no
//!   lining up (bookmaker indents them and sets the clues two spaces off the grid to read well).
//! - The order n is the number of items on the first line (4 to 9).
//! - Blank lines and lines starting with `#` are ignored.

use super::FormatError;
use crate::skyscrapers::{ORDERS, Puzzle, Side, Spot};

/// Writes a puzzle: its clues and givens.
pub fn to_text(p: &Puzzle) -> String {
    to_text_filled(p, p.givens())
}

/// Writes the puzzle's clues around `digits` (row-major, 0 = empty): with a solution, the
/// filled answer grid. Panics when `digits` does not have one entry per cell.
pub fn to_text_filled(p: &Puzzle, digits: &[u8]) -> String {
    let n = p.order();
    assert_eq!(digits.len(), n * n, "one digit per cell");
    let item = |v: u8| {
        if v == 0 {
            ".".to_string()
        } else {
            v.to_string()
        }
    };
    let edge = |side: Side| {
        let items: Vec<String> = (0..n).map(|at| item(p.clue(Spot { side, at }))).collect();
        format!("   {}\n", items.join(" "))
    };
    let mut out = edge(Side::Top);
    for r in 0..n {
        let cells: Vec<String> = (0..n).map(|c| item(digits[r * n + c])).collect();
        out.push_str(&format!(
            "{}  {}  {}\n",
            item(p.clue(Spot {
                side: Side::Left,
                at: r
            })),
            cells.join(" "),
            item(p.clue(Spot {
                side: Side::Right,
                at: r
            })),
        ));
    }
    out.push_str(&edge(Side::Bottom));
    out
}

/// One item of a line with its 1-based column.
struct Item<'a> {
    column: usize,
    text: &'a str,
}

fn items(line: &str) -> Vec<Item<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, ch) in line
        .char_indices()
        .chain(std::iter::once((line.len(), ' ')))
    {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                out.push(Item {
                    column: line[..s].chars().count() + 1,
                    text: &line[s..i],
                });
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// Reads the text format.
pub fn parse_text(input: &str) -> Result<Puzzle, FormatError> {
    let lines: Vec<(usize, &str)> = input
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .collect();
    let Some(&(first_no, first)) = lines.first() else {
        return Err(FormatError::Empty);
    };
    let n = items(first).len();
    if !ORDERS.contains(&n) {
        return Err(FormatError::Line {
            line: first_no,
            message: format!(
                "the first line should hold the 4 to 9 clues above the columns ('.' for none), \
                 found {n} items"
            ),
        });
    }
    if lines.len() != n + 2 {
        let last = lines.last().map_or(first_no, |l| l.0);
        return Err(FormatError::Line {
            line: last,
            message: format!(
                "a {n}x{n} puzzle is {} lines: the clues above, {n} rows with a clue at each \
                 end, the clues below; found {} lines",
                n + 2,
                lines.len()
            ),
        });
    }
    let mut clues = vec![0; 4 * n];
    let mut givens = vec![0; n * n];
    for (k, &(line_no, text)) in lines.iter().enumerate() {
        let its = items(text);
        let edge = k == 0 || k == n + 1;
        let want = if edge { n } else { n + 2 };
        if its.len() != want {
            let message = if edge {
                format!(
                    "expected the {n} clues {} the columns, found {} items",
                    if k == 0 { "above" } else { "below" },
                    its.len()
                )
            } else {
                format!(
                    "expected row {k}: its left clue, {n} cells and its right clue ({} items), \
                     found {}",
                    n + 2,
                    its.len()
                )
            };
            return Err(FormatError::Line {
                line: line_no,
                message,
            });
        }
        for (j, it) in its.iter().enumerate() {
            let value = read_value(n, it.text).map_err(|message| FormatError::At {
                line: line_no,
                column: it.column,
                message,
            })?;
            let clue_at = |side: Side, at: usize| Spot { side, at }.index(n);
            match (k, j) {
                (0, c) => clues[clue_at(Side::Top, c)] = value,
                (k, c) if k == n + 1 => clues[clue_at(Side::Bottom, c)] = value,
                (r, 0) => clues[clue_at(Side::Left, r - 1)] = value,
                (r, j) if j == n + 1 => clues[clue_at(Side::Right, r - 1)] = value,
                (r, c) => givens[(r - 1) * n + c - 1] = value,
            }
        }
    }
    Ok(Puzzle::new(n, clues, givens)?)
}

/// A clue or cell: `.` (none, 0) or a number 1..n.
fn read_value(n: usize, text: &str) -> Result<u8, String> {
    if text == "." {
        return Ok(0);
    }
    match text.parse::<u8>() {
        Ok(v) if (1..=n as u8).contains(&v) => Ok(v),
        Ok(v) => Err(format!(
            "{v} is out of range: a {n}x{n} grid uses 1 to {n} (or '.' for none)"
        )),
        Err(_) => Err(format!(
            "'{text}' is not a number 1 to {n} or '.'; separate items with spaces"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::skyscrapers::format::tests::random_puzzle;

    const EXAMPLE: &str = "\
# A 5x5 puzzle. Lines that start with '#' are comments.
   2 . . 1 3
.  . . . . .  .
.  . . . . .  .
5  . . . . .  .
.  . . . . .  .
1  . . . . .  2
   . . 3 . .
";

    #[test]
    fn reads_the_documented_example() {
        let p = parse_text(EXAMPLE).unwrap();
        let id = super::super::to_towers(&p, crate::solve::Level::Medium);
        assert_eq!(id, "5dh:2///1/3///3/////5//1/////2");
        // Written back, it is the example without its comment.
        assert_eq!(
            to_text(&p),
            EXAMPLE.lines().skip(1).collect::<Vec<_>>().join("\n") + "\n"
        );
    }

    #[test]
    fn round_trips() {
        let mut rng = crate::seed::rng(5);
        for _ in 0..200 {
            let p = random_puzzle(&mut rng);
            assert_eq!(parse_text(&to_text(&p)), Ok(p));
        }
    }

    fn err(input: &str) -> String {
        parse_text(input).unwrap_err().to_string()
    }

    #[test]
    fn errors_name_line_and_column() {
        let bad_clue = EXAMPLE.replace("1  . . . . .  2", "1  . . . . .  7");
        assert_eq!(
            err(&bad_clue),
            "line 7, column 15: 7 is out of range: a 5x5 grid uses 1 to 5 (or '.' for none)"
        );
        let bad_cell = EXAMPLE.replace("5  . . . . .  .", "5  . x . . .  .");
        assert!(err(&bad_cell).starts_with("line 5, column 6: 'x' is not a number"));
        let short = EXAMPLE.replace("5  . . . . .  .", "5  . . . .  .");
        assert!(
            err(&short).starts_with("line 5: expected row 3"),
            "{}",
            err(&short)
        );
        let missing = EXAMPLE.replace("   . . 3 . .\n", "");
        assert!(err(&missing).contains("found 6 lines"), "{}", err(&missing));
        assert!(err(". . .\n").contains("found 3 items"));
    }
}
