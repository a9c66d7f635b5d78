//! The text grid: one row per line, one character per cell (`1`-`9`, `.` or `0` for an empty
//! cell). Spaces and the box rules `|`, `-` and `+` are ignored, so the grid may be written as
//! books print it:
//!
//! ```text
//! 5 3 . | . 7 . | . . .
//! 6 . . | 1 9 5 | . . .
//! ------+-------+------
//! ```
//!
//! A grid of 16 rows is a 16x16, whose cells are written two characters wide and apart:
//! ` 1`-`16` (or a letter `A`-`G` for 10 to 16), `..`, `.` or `0` for an empty cell. A word of
//! more than two characters there is one cell per character (`1A..` is 1, 10 and two empty
//! cells), as a row of the line format would be written.

use super::{FormatError, cell_char, digit_char};
use crate::sudoku::{Puzzle, SIZES};

/// The order whose cells are written two characters wide.
const WIDE: usize = 16;

/// Characters that only draw the grid: whitespace and box rules.
fn is_rule(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, '|' | '-' | '+')
}

/// Reads a text grid. Lines holding only box rules or whitespace are skipped.
pub fn parse_text(input: &str) -> Result<Puzzle, FormatError> {
    let lines: Vec<(usize, &str)> = input
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.chars().all(is_rule))
        .map(|(i, l)| (i + 1, l))
        .collect();
    // The row count tells the size, and so how cells are written, before any cell is read.
    let wide = lines.len() == WIDE;
    let mut rows = Vec::with_capacity(lines.len());
    for &(line, text) in &lines {
        let row = if wide {
            wide_row(line, text)?
        } else {
            narrow_row(line, text)?
        };
        rows.push((line, row));
    }
    let size = rows.len();
    if !SIZES.contains(&size) {
        return Err(FormatError::Line {
            line: rows.last().map_or(1, |r| r.0),
            message: format!("the grid has {size} rows; a Sudoku has 4, 6, 9 or 16, one line each"),
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

/// The cells of a row written one character each.
fn narrow_row(line: usize, text: &str) -> Result<Vec<u8>, FormatError> {
    let mut row = Vec::new();
    for (j, ch) in text.chars().enumerate() {
        if is_rule(ch) {
            continue;
        }
        row.push(cell_char(ch).ok_or_else(|| FormatError::At {
            line,
            column: j + 1,
            message: format!(
                "'{ch}' is not a cell: write a digit, or '.' or '0' for an empty cell ('|', \
                 '-' and '+' may draw the boxes)"
            ),
        })?);
    }
    Ok(row)
}

/// The cells of a 16x16 row: words of one or two characters are one cell each, longer words
/// one cell per character.
fn wide_row(line: usize, text: &str) -> Result<Vec<u8>, FormatError> {
    let chars: Vec<char> = text.chars().collect();
    let mut row = Vec::new();
    let mut j = 0;
    while j < chars.len() {
        if is_rule(chars[j]) {
            j += 1;
            continue;
        }
        let start = j;
        while j < chars.len() && !is_rule(chars[j]) {
            j += 1;
        }
        let word: String = chars[start..j].iter().collect();
        let bad = |column: usize, what: &str| FormatError::At {
            line,
            column,
            message: format!(
                "'{what}' is not a cell: in a 16x16 grid write each cell as a number 1 to 16 \
                 (or a letter A to G for 10 to 16), or '..', '.' or '0' for an empty cell, \
                 with spaces between cells"
            ),
        };
        if word.len() <= 2 {
            row.push(wide_cell(&word).ok_or_else(|| bad(start + 1, &word))?);
        } else {
            for (k, ch) in word.chars().enumerate() {
                row.push(cell_char(ch).ok_or_else(|| bad(start + k + 1, &ch.to_string()))?);
            }
        }
    }
    Ok(row)
}

/// One cell of a 16x16 grid written in at most two characters (0: empty). Numbers above 16
/// are read, for the puzzle check to name their cell.
fn wide_cell(word: &str) -> Option<u8> {
    match word {
        "." | ".." | "0" | "00" => Some(0),
        w if w.chars().all(|c| c.is_ascii_digit()) => w.parse().ok().filter(|&d| d > 0),
        w if w.len() == 1 => w.chars().next().and_then(cell_char),
        _ => None,
    }
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
    // Two characters a cell for 16x16, numbers right-aligned so that columns line up.
    let width = if n >= 10 { 2 } else { 1 };
    let cell = |d: u8| match (width, d) {
        (2, 0) => "..".to_string(),
        (2, d) => format!("{d:>2}"),
        (_, d) => digit_char(d).to_string(),
    };
    let rule: String = (0..n / w)
        .map(|_| "-".repeat((width + 1) * w - 1))
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
                    .map(|i| cell(digits[r * n + b * w + i]))
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

    fn puzzle16() -> Puzzle {
        let g = crate::sudoku::tests::grid16();
        let givens = g
            .iter()
            .enumerate()
            .map(|(c, &d)| if c % 3 == 0 { d } else { 0 })
            .collect();
        Puzzle::new(16, givens).unwrap()
    }

    #[test]
    fn sixteen_by_sixteen_cells_are_two_characters_wide() {
        let p = puzzle16();
        let text = to_text(&p);
        let lines: Vec<&str> = text.lines().collect();
        // 16 rows and 3 rules; every line as wide as the others.
        assert_eq!(lines.len(), 19);
        assert!(
            lines
                .iter()
                .all(|l| l.chars().count() == lines[0].chars().count())
        );
        assert_eq!(
            lines[0],
            " 1 .. ..  4 | .. ..  7 .. | .. 10 .. .. | 13 .. .. 16"
        );
        assert_eq!(
            lines[4],
            "------------+-------------+-------------+------------"
        );
        assert_eq!(parse_text(&text), Ok(p.clone()));
        let g = crate::sudoku::tests::grid16();
        let filled = to_text_filled(&p, &g);
        assert!(!filled.contains(".."));
        assert_eq!(parse_text(&filled).unwrap().givens(), &g[..]);
    }

    #[test]
    fn sixteen_by_sixteen_reads_letters_and_compact_rows() {
        let p = puzzle16();
        // Rows written as the line format writes them, in box groups or not, and letters
        // beside numbers.
        let line = super::super::to_line(&p);
        let rows: Vec<String> = line
            .as_bytes()
            .chunks(16)
            .enumerate()
            .map(|(r, row)| {
                let row = std::str::from_utf8(row).unwrap();
                match r % 3 {
                    0 => row.to_string(),
                    1 => format!(
                        "{} | {} | {} | {}",
                        &row[..4],
                        &row[4..8],
                        &row[8..12],
                        &row[12..]
                    ),
                    _ => row.chars().map(String::from).collect::<Vec<_>>().join(" "),
                }
            })
            .collect();
        assert_eq!(parse_text(&rows.join("\n")), Ok(p));
    }

    #[test]
    fn sixteen_by_sixteen_bad_cells_are_placed() {
        let p = puzzle16();
        let text = to_text(&p);
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        // Line 2 is row 2: its third cell made '1x'.
        lines[1].replace_range(6..8, "1x");
        let err = parse_text(&lines.join("\n")).unwrap_err();
        assert!(
            matches!(
                err,
                FormatError::At {
                    line: 2,
                    column: 7,
                    ..
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("'1x'"), "{err}");
        // A cell dropped from row 6 (line 7 under a rule).
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        let keep = lines[6].len() - 3;
        lines[6].truncate(keep);
        let err = parse_text(&lines.join("\n")).unwrap_err();
        assert_eq!(
            err,
            FormatError::Line {
                line: 7,
                message: "this row has 15 cells; every row of a 16x16 grid has 16".into()
            }
        );
        // 17 is read, and refused as a number the grid cannot hold.
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        lines[0].replace_range(0..2, "17");
        let err = parse_text(&lines.join("\n")).unwrap_err();
        assert!(matches!(
            err,
            FormatError::Puzzle(crate::sudoku::PuzzleError::Digit { digit: 17, .. })
        ));
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
