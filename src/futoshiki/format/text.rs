//! The plain text format: a grid a person can type and read.
//!
//! ```text
//! # A 5x5 puzzle. Lines that start with '#' are comments.
//! .   .   .   .   .
//! ^
//! . < . < .   .   .
//!             v
//! .   . > .   4   .
//!
//! .   .   .   .   .
//! v       v
//! . > .   .   .   .
//! ```
//!
//! - Each row of cells is one line. A cell is a digit `1`..`n` (a given) or `.` (empty).
//! - Between two cells of a row, `<` or `>` is a sign, read left to right: `a < b` means the
//!   left cell is smaller. No sign means no clue.
//! - Between two rows, an optional line of `^` and `v` holds the signs between those rows. Each
//!   mark sits in the same text column as a cell of the row above it. Every sign points at the
//!   smaller cell: `^` means the upper cell is smaller than the one below it, `v` means the
//!   upper cell is greater.
//! - The order `n` is the number of cells in the first row (4 to 9); the grid has `n` rows of `n`
//!   cells.
//! - Blank lines, lines starting with `#`, and spaces at the ends of lines are ignored. Spacing
//!   within a row is free (`..<.3` reads as `. . < . 3`); only the `^`/`v` marks must line up
//!   with their cells, so align with spaces, not tabs (a tab counts as one column).
//!
//! bookmaker writes cells four columns apart and always puts one line (empty when there is no
//! sign) between rows, as above, so that the grid looks square.

use super::FormatError;
use crate::futoshiki::{ORDERS, Puzzle, Sign};

/// Columns from one cell to the next in written grids.
const CELL_STEP: usize = 4;

/// Writes a puzzle: its givens and signs.
pub fn to_text(p: &Puzzle) -> String {
    to_text_filled(p, p.givens())
}

/// Writes the puzzle's signs around `digits` (row-major, 0 = empty): with a solution, the
/// filled answer grid. Panics when `digits` does not have one entry per cell.
pub fn to_text_filled(p: &Puzzle, digits: &[u8]) -> String {
    let n = p.order();
    assert_eq!(digits.len(), n * n, "one digit per cell");
    let mut out = String::new();
    let mut line = String::new();
    let gap = " ".repeat(CELL_STEP - 1);
    for r in 0..n {
        line.clear();
        for c in 0..n {
            let cell = r * n + c;
            if c > 0 {
                let sign = match p.sign_between(cell - 1, cell) {
                    Some(s) if s.less as usize == cell - 1 => '<',
                    Some(_) => '>',
                    None => ' ',
                };
                line.push(' ');
                line.push(sign);
                line.push(' ');
            }
            line.push(match digits[cell] {
                0 => '.',
                d => char::from(b'0' + d),
            });
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if r + 1 == n {
            break;
        }
        line.clear();
        for c in 0..n {
            let (up, down) = (r * n + c, (r + 1) * n + c);
            if c > 0 {
                line.push_str(&gap);
            }
            line.push(match p.sign_between(up, down) {
                Some(s) if s.less as usize == up => '^',
                Some(_) => 'v',
                None => ' ',
            });
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// One row of cells as read: where each cell sits and the signs between its cells.
struct Row {
    line: usize,
    /// (1-based text column, character) of each cell.
    cells: Vec<(usize, char)>,
    /// (index of the left cell, `<` or `>`).
    signs: Vec<(usize, char)>,
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
    let Some(&(first_line, first_text)) = lines.iter().find(|(_, l)| !is_sign_line(l)) else {
        return Err(line_error(
            lines[0].0,
            "expected a row of cells (digits or '.'), found only '^'/'v' signs".into(),
        ));
    };
    // Only for messages until the first row is read.
    let hint = first_text
        .chars()
        .filter(|&c| c == '.' || c.is_ascii_digit())
        .count();
    let hint = ORDERS.contains(&hint).then_some(hint);

    let mut n = 0;
    let mut rows: Vec<Row> = Vec::new();
    let mut signs: Vec<Sign> = Vec::new();
    let mut sign_line: Option<(usize, &str)> = None;
    for &(line, text) in &lines {
        if is_sign_line(text) {
            let Some(above) = rows.last() else {
                return Err(line_error(
                    line,
                    "a line of '^'/'v' signs must sit between two rows of cells, \
                     but there is no row above it"
                        .into(),
                ));
            };
            if let Some((prev, _)) = sign_line {
                return Err(line_error(
                    line,
                    format!(
                        "a second line of '^'/'v' signs under the row on line {} \
                         (the first is line {prev}): only one line of signs fits between rows",
                        above.line
                    ),
                ));
            }
            sign_line = Some((line, text));
            continue;
        }
        let row = read_row(line, text, hint)?;
        if rows.is_empty() {
            n = row.cells.len();
            if !ORDERS.contains(&n) {
                return Err(line_error(
                    line,
                    format!(
                        "the first row has {n} cells, but grids are 4x4 to 9x9: \
                         write 4 to 9 cells per row"
                    ),
                ));
            }
        } else if row.cells.len() != n {
            return Err(line_error(
                line,
                format!(
                    "expected {n} cells, as in the first row (line {first_line}), found {}",
                    row.cells.len()
                ),
            ));
        }
        if rows.len() == n {
            return Err(line_error(
                line,
                format!(
                    "a {n}x{n} grid has {n} rows, and this would be row {}",
                    n + 1
                ),
            ));
        }
        check_digits(&row, n)?;
        if let Some((sline, stext)) = sign_line.take() {
            let above = rows.last().expect("a sign line follows a row");
            signs.extend(read_column_signs(sline, stext, above, rows.len(), n)?);
        }
        let r = rows.len();
        signs.extend(row.signs.iter().map(|&(c, ch)| {
            let (left, right) = (r * n + c, r * n + c + 1);
            if ch == '<' {
                Sign::new(left, right)
            } else {
                Sign::new(right, left)
            }
        }));
        rows.push(row);
    }
    if let Some((line, _)) = sign_line {
        return Err(line_error(
            line,
            "this line of '^'/'v' signs has no row of cells below it".into(),
        ));
    }
    if rows.len() < n {
        let last = rows.last().expect("the first row was read").line;
        return Err(line_error(
            last,
            format!(
                "the grid ends after {} rows, but rows of {n} cells make a {n}x{n} grid: \
                 {n} rows are needed",
                rows.len()
            ),
        ));
    }
    let givens = rows
        .iter()
        .flat_map(|row| row.cells.iter())
        .map(|&(_, ch)| ch.to_digit(10).map_or(0, |d| d as u8))
        .collect();
    Ok(Puzzle::new(n, givens, signs)?)
}

fn line_error(line: usize, message: String) -> FormatError {
    FormatError::Line { line, message }
}

fn at(line: usize, column: usize, message: String) -> FormatError {
    FormatError::At {
        line,
        column,
        message,
    }
}

/// A line of column signs: nothing but `^`, `v` and spaces.
fn is_sign_line(text: &str) -> bool {
    text.chars()
        .all(|c| c == '^' || c == 'v' || c.is_whitespace())
}

/// What may stand where a cell is expected (`or_sign`: or a sign, after a cell).
fn expected_cell(n: Option<usize>, or_sign: bool) -> String {
    let digit = match n {
        Some(n) => format!("a digit 1-{n}"),
        None => "a digit".into(),
    };
    if or_sign {
        format!("{digit}, '.', '<' or '>'")
    } else {
        format!("{digit} or '.'")
    }
}

/// Splits a row line into cells and signs. `n`, when known, only shapes the messages.
fn read_row(line: usize, text: &str, n: Option<usize>) -> Result<Row, FormatError> {
    let mut row = Row {
        line,
        cells: Vec::new(),
        signs: Vec::new(),
    };
    // A sign waiting for the cell on its right: (column, sign).
    let mut pending: Option<(usize, char)> = None;
    for (i, ch) in text.chars().enumerate() {
        let column = i + 1;
        match ch {
            c if c.is_whitespace() => {}
            '.' | '0'..='9' => {
                if let Some((_, sign)) = pending.take() {
                    row.signs.push((row.cells.len() - 1, sign));
                }
                row.cells.push((column, ch));
            }
            '<' | '>' if row.cells.is_empty() => {
                return Err(at(
                    line,
                    column,
                    format!("'{ch}' must sit between two cells, but there is no cell on its left"),
                ));
            }
            '<' | '>' if pending.is_none() => pending = Some((column, ch)),
            _ => {
                let expected = expected_cell(n, !row.cells.is_empty() && pending.is_none());
                return Err(at(
                    line,
                    column,
                    format!("expected {expected}, found '{ch}'"),
                ));
            }
        }
    }
    if let Some((column, sign)) = pending {
        return Err(at(
            line,
            column,
            format!("'{sign}' must sit between two cells, but there is no cell on its right"),
        ));
    }
    Ok(row)
}

fn check_digits(row: &Row, n: usize) -> Result<(), FormatError> {
    for &(column, ch) in &row.cells {
        let ok = ch == '.' || ch.to_digit(10).is_some_and(|d| (1..=n as u32).contains(&d));
        if !ok {
            return Err(at(
                row.line,
                column,
                format!("expected {}, found '{ch}'", expected_cell(Some(n), false)),
            ));
        }
    }
    Ok(())
}

/// The signs of a `^`/`v` line between row `below - 1` (whose cells sit at the columns of
/// `above`) and row `below`.
fn read_column_signs(
    line: usize,
    text: &str,
    above: &Row,
    below: usize,
    n: usize,
) -> Result<Vec<Sign>, FormatError> {
    let mut signs = Vec::new();
    for (i, ch) in text.chars().enumerate() {
        if ch.is_whitespace() {
            continue;
        }
        let column = i + 1;
        let Some(c) = above.cells.iter().position(|&(col, _)| col == column) else {
            return Err(at(
                line,
                column,
                format!(
                    "'{ch}' must sit directly under a cell of the row above (line {}), \
                     in the same column",
                    above.line
                ),
            ));
        };
        let (up, down) = ((below - 1) * n + c, below * n + c);
        signs.push(if ch == '^' {
            Sign::new(up, down)
        } else {
            Sign::new(down, up)
        });
    }
    Ok(signs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::futoshiki::format::tests::random_puzzle;

    /// The example of the module documentation.
    const DOC_EXAMPLE: &str = "\
# A 5x5 puzzle. Lines that start with '#' are comments.
.   .   .   .   .
^
. < . < .   .   .
            v
.   . > .   4   .

.   .   .   .   .
v       v
. > .   .   .   .
";

    fn err(input: &str) -> String {
        parse_text(input).unwrap_err().to_string()
    }

    #[test]
    fn round_trips_random_puzzles() {
        let mut rng = crate::seed::rng(3);
        for _ in 0..500 {
            let p = random_puzzle(&mut rng);
            let text = to_text(&p);
            assert_eq!(parse_text(&text), Ok(p.clone()), "{text}");
            // Comments, blank lines and trailing spaces change nothing.
            let noisy: String = format!(
                "\n# comment\n\n{}\n\n",
                text.lines()
                    .map(|l| format!("{l}  \t"))
                    .collect::<Vec<_>>()
                    .join("\n")
            );
            assert_eq!(parse_text(&noisy), Ok(p.clone()));
        }
    }

    #[test]
    fn reads_the_documented_example() {
        let p = parse_text(DOC_EXAMPLE).unwrap();
        assert_eq!(p.order(), 5);
        assert_eq!(p.given_count(), 1);
        assert_eq!(p.givens()[13], 4);
        // Under r1c1 a '^': r1c1 < r2c1. Row 2 `. < . < .`: r2c1 < r2c2 < r2c3. Under r2c4 a
        // 'v': r2c4 > r3c4. Row 3 `. > .`: r3c2 > r3c3.
        assert_eq!(p.sign_between(0, 5), Some(Sign::new(0, 5)));
        assert_eq!(p.sign_between(5, 6), Some(Sign::new(5, 6)));
        assert_eq!(p.sign_between(6, 7), Some(Sign::new(6, 7)));
        assert_eq!(p.sign_between(8, 13), Some(Sign::new(13, 8)));
        assert_eq!(p.sign_between(11, 12), Some(Sign::new(12, 11)));
        assert_eq!(p.sign_between(15, 20), Some(Sign::new(20, 15)));
        assert_eq!(p.signs().len(), 8);
        // bookmaker writes the example back the way the documentation shows it.
        let body: String = DOC_EXAMPLE
            .lines()
            .skip(1)
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(to_text(&p), body);
        // The example is a real puzzle: exactly one answer.
        assert_eq!(crate::solve::count::count(&p, 2), Ok(1));
    }

    #[test]
    fn spacing_within_rows_is_free() {
        let tight = "..<.3\n^   v\n....\n....\n...2\n";
        let wide = ".   . < .   3\n^           v\n.   .   .   .\n\n. . . .\n. . . 2\n";
        let p = parse_text(tight).unwrap();
        assert_eq!(parse_text(wide), Ok(p.clone()));
        assert_eq!(p.sign_between(1, 2), Some(Sign::new(1, 2)));
        assert_eq!(p.sign_between(0, 4), Some(Sign::new(0, 4)));
        assert_eq!(p.sign_between(3, 7), Some(Sign::new(7, 3)));
    }

    #[test]
    fn writes_filled_grids() {
        let p = parse_text(DOC_EXAMPLE).unwrap();
        let sol = crate::solve::count::solve(&p, 1).unwrap().solution.unwrap();
        let filled = parse_text(&to_text_filled(&p, &sol)).unwrap();
        assert_eq!(filled.givens(), &sol[..]);
        assert_eq!(filled.signs(), p.signs());
    }

    #[test]
    fn bad_characters_are_located() {
        assert_eq!(
            err(". . . .\n. . . .\n. . x .\n. . . .\n"),
            "line 3, column 5: expected a digit 1-4, '.', '<' or '>', found 'x'"
        );
        assert_eq!(
            err(". < x . . .\n"),
            "line 1, column 5: expected a digit 1-4 or '.', found 'x'"
        );
        assert_eq!(
            err("# c\n. . . .\n. . 7 .\n. . . .\n. . . .\n"),
            "line 3, column 5: expected a digit 1-4 or '.', found '7'"
        );
        assert_eq!(
            err(". . . 0\n. . . .\n. . . .\n. . . .\n"),
            "line 1, column 7: expected a digit 1-4 or '.', found '0'"
        );
        assert!(err("< . . .\n").contains("no cell on its left"));
        assert!(err(". . . . <\n").contains("line 1, column 9"));
        assert!(err(". . . . <\n").contains("no cell on its right"));
        assert!(err(". < > . .\n").contains("found '>'"));
    }

    #[test]
    fn bad_shapes_are_named() {
        assert_eq!(
            err(". . .\n. . .\n. . .\n"),
            "line 1: the first row has 3 cells, but grids are 4x4 to 9x9: write 4 to 9 cells per row"
        );
        assert_eq!(
            err(". . . .\n. . .\n. . . .\n. . . .\n"),
            "line 2: expected 4 cells, as in the first row (line 1), found 3"
        );
        assert!(
            err(". . . .\n. . . .\n. . . .\n").starts_with("line 3: the grid ends after 3 rows")
        );
        assert!(
            err(". . . .\n. . . .\n. . . .\n. . . .\n. . . .\n")
                .starts_with("line 5: a 4x4 grid has 4 rows")
        );
        assert_eq!(
            parse_text("\n  \n# only a comment\n"),
            Err(FormatError::Empty)
        );
    }

    #[test]
    fn bad_sign_lines_are_named() {
        // A mark between two cell columns.
        assert_eq!(
            err(". . . .\n ^\n. . . .\n. . . .\n. . . .\n"),
            "line 2, column 2: '^' must sit directly under a cell of the row above (line 1), \
             in the same column"
        );
        assert!(err("^\n. . . .\n").contains("no row above"));
        assert!(err(". . . .\n. . . .\n. . . .\n. . . .\nv\n").contains("no row of cells below"));
        assert!(err(". . . .\n^\nv\n. . . .\n").contains("a second line of '^'/'v' signs"));
    }

    #[test]
    fn contradictory_clues_still_parse() {
        // Two 1s in a row and a sign against them: a puzzle with no answer, not a format error.
        let p = parse_text("1 > 1 . .\n. . . .\n. . . .\n. . . .\n").unwrap();
        assert_eq!(crate::solve::count::count(&p, 2), Ok(0));
    }
}
