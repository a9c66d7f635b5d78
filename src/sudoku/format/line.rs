//! The one-line format: one character per cell, row-major: `1`-`9` for a given, `.` or `0`
//! for an empty cell. 81 characters for a 9x9 (16 for a 4x4, 36 for a 6x6).

use super::{FormatError, cell_char, digit_char};
use crate::sudoku::{Puzzle, SIZES};

/// Reads a puzzle from its line (surrounding whitespace ignored).
pub fn parse_line(input: &str) -> Result<Puzzle, FormatError> {
    // The line number of the puzzle line, for errors: blank lines before it count.
    let (line_no, text) = input
        .lines()
        .enumerate()
        .find(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| (i + 1, l.trim()))
        .ok_or(FormatError::Empty)?;
    let offset = input
        .lines()
        .nth(line_no - 1)
        .map_or(0, |l| l.len() - l.trim_start().len());
    let mut givens = Vec::with_capacity(81);
    for (i, ch) in text.chars().enumerate() {
        match cell_char(ch) {
            Some(d) => givens.push(d),
            None => {
                return Err(FormatError::At {
                    line: line_no,
                    column: offset + i + 1,
                    message: format!(
                        "'{ch}' is not a cell: write a digit, or '.' or '0' for an empty cell"
                    ),
                });
            }
        }
    }
    let Some(&size) = SIZES.iter().find(|&&n| n * n == givens.len()) else {
        return Err(FormatError::LineLength {
            line: line_no,
            found: givens.len(),
        });
    };
    Ok(Puzzle::new(size, givens)?)
}

/// Writes a puzzle as its line, `.` for empty cells.
pub fn to_line(p: &Puzzle) -> String {
    p.givens().iter().map(|&d| digit_char(d)).collect()
}

/// Writes a full grid (an answer) as a line of digits.
pub fn digits_line(digits: &[u8]) -> String {
    digits.iter().map(|&d| digit_char(d)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::PuzzleError;

    #[test]
    fn reads_dots_and_zeros() {
        let text = format!("53..7....{}", "0".repeat(72));
        let p = parse_line(&text).unwrap();
        assert_eq!(p.size(), 9);
        assert_eq!(&p.givens()[..5], &[5, 3, 0, 0, 7]);
        assert_eq!(p.given_count(), 3);
        assert_eq!(to_line(&p), format!("53..7{}", ".".repeat(76)));
    }

    #[test]
    fn wrong_lengths_name_the_line_and_the_count() {
        for len in [80, 82] {
            let err = parse_line(&format!("\n{}", ".".repeat(len))).unwrap_err();
            assert_eq!(
                err,
                FormatError::LineLength {
                    line: 2,
                    found: len
                }
            );
            let msg = err.to_string();
            assert!(msg.contains("line 2") && msg.contains(&format!("{len} characters")));
            assert!(msg.contains("81"), "{msg}");
        }
    }

    #[test]
    fn bad_characters_are_placed() {
        let err = parse_line(&format!("  12x{}", ".".repeat(78))).unwrap_err();
        assert!(matches!(
            err,
            FormatError::At {
                line: 1,
                column: 5,
                ..
            }
        ));
        // A 4x4 line only holds 1 to 4.
        assert!(matches!(
            parse_line("5..............."),
            Err(FormatError::Puzzle(PuzzleError::Digit { digit: 5, .. }))
        ));
    }
}
