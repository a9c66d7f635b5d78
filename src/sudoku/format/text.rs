//! The text grid: one row per line, one character per cell (`1`-`9`, `.` or `0` for an empty
//! cell). Spaces and the box rules `|`, `-` and `+` are ignored, so the grid may be written as
//! books print it:
//!
//! ```text
//! 5 3 . | . 7 . | . . .
//! 6 . . | 1 9 5 | . . .
//! ------+-------+------
//! ```

use super::{FormatError, cell_char, digit_char};
use crate::sudoku::{Puzzle, SIZES};

/// Reads a text grid. Lines holding only box rules or whitespace are skipped.
pub fn parse_text(input: &str) -> Result<Puzzle, FormatError> {
    let mut rows: Vec<(usize, Vec<u8>)> = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let mut row = Vec::new();
        for (j, ch) in line.chars().enumerate() {
            if ch.is_whitespace() || matches!(ch, '|' | '-' | '+') {
                continue;
            }
            match cell_char(ch) {
                Some(d) => row.push(d),
                None => {
                    return Err(FormatError::At {
                        line: i + 1,
                        column: j + 1,
                        message: format!(
                            "'{ch}' is not a cell: write a digit, or '.' or '0' for an empty \
                             cell ('|', '-' and '+' may draw the boxes)"
                        ),
                    });
                }
            }
        }
        if !row.is_empty() {
            rows.push((i + 1, row));
        }
    }
    let size = rows.len();
    if !SIZES.contains(&size) {
        return Err(FormatError::Line {
            line: rows.last().map_or(1, |r| r.0),
            message: format!("the grid has {size} rows; a Sudoku has 4, 6 or 9, one line each"),
        });
    }
    let mut givens = Vec::with_capacity(size * size);
    for (line, row) in rows {
        if row.len() != size {
            return Err(FormatError::Line {
                line,
                message: format!(
                    "this row has {} cells; every row of a {size}x{size} grid has {size}",
                    row.len()
                ),
            });
        }
        givens.extend(row);
    }
    Ok(Puzzle::new(size, givens)?)
}

/// Writes a puzzle as a text grid with box rules.
pub fn to_text(p: &Puzzle) -> String {
    grid_text(p, p.givens())
}

/// Writes the grid with every cell filled from `digits` (an answer).
pub fn to_text_filled(p: &Puzzle, digits: &[u8]) -> String {
    grid_text(p, digits)
}

fn grid_text(p: &Puzzle, digits: &[u8]) -> String {
    let n = p.size();
    let (h, w) = p.box_shape();
    let rule: String = (0..n / w)
        .map(|_| "-".repeat(2 * w - 1))
        .collect::<Vec<_>>()
        .join("-+-");
    let mut out = String::new();
    for r in 0..n {
        if r > 0 && r % h == 0 {
            out += &rule;
            out.push('\n');
        }
        let row: Vec<String> = (0..n / w)
            .map(|b| {
                (0..w)
                    .map(|i| digit_char(digits[r * n + b * w + i]).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        out += &row.join(" | ");
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_boxes_as_books_print_them() {
        let mut givens = vec![0; 36];
        givens[0] = 1;
        givens[35] = 6;
        let p = Puzzle::new(6, givens).unwrap();
        let text = to_text(&p);
        assert_eq!(
            text,
            "1 . . | . . .\n. . . | . . .\n------+------\n. . . | . . .\n. . . | . . .\n\
             ------+------\n. . . | . . .\n. . . | . . 6\n"
        );
        assert_eq!(parse_text(&text), Ok(p));
    }

    #[test]
    fn bad_rows_name_their_line() {
        let err = parse_text("1 2 3 4\n1 2 3\n. . . .\n. . . .\n").unwrap_err();
        assert!(matches!(err, FormatError::Line { line: 2, .. }), "{err}");
        let err = parse_text("1 2 3 4\n1 2 3 4\n").unwrap_err();
        assert!(err.to_string().contains("2 rows"));
        let err = parse_text("1 2 3 4\n1 2 x 4\n. . . .\n. . . .\n").unwrap_err();
        assert!(matches!(
            err,
            FormatError::At {
                line: 2,
                column: 5,
                ..
            }
        ));
    }
}
