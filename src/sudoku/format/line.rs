//! The one-line format: one character per cell, row-major: `1`-`9` for a given, `.` or `0`
//! for an empty cell. 81 characters for a 9x9 (16 for a 4x4, 36 for a 6x6). A 16x16 takes
//! 256, with the letters `A`-`G` for 10 to 16 (lower case reads too), as 16x16 Sudoku tools
//! commonly write them; digits stay one character each, so the length alone gives the size.

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
    let mut givens = Vec::with_capacity(text.len());
    for (i, ch) in text.chars().enumerate() {
        match cell_char(ch) {
            Some(d) => givens.push(d),
            None => {
                return Err(FormatError::At {
                    line: line_no,
                    column: offset + i + 1,
                    message: format!(
                        "'{ch}' is not a cell: write a digit (A to G for 10 to 16), or '.' or '0' \
                         for an empty cell"
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

/// Writes a puzzle as its line, `.` for empty cells and `A`-`G` for 10 to 16.
pub fn to_line(p: &Puzzle) -> String {
    p.givens().iter().map(|&d| digit_char(d)).collect()
}

/// Writes a full grid (an answer) as a line of digits (`A`-`G` for 10 to 16).
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
        // (blank lines before, cell character, lengths, what the message must name)
        let cases = [
            (1, ".", [80, 82], "81"),
            (2, "A", [255, 257], "256 for a 16x16"),
        ];
        for (blank, cell, lens, expected) in cases {
            for len in lens {
                let text = format!("{}{}", "\n".repeat(blank), cell.repeat(len));
                let err = parse_line(&text).unwrap_err();
                let line = blank + 1;
                assert_eq!(err, FormatError::LineLength { line, found: len });
                let msg = err.to_string();
                assert!(msg.contains(&format!("line {line}")), "{msg}");
                assert!(msg.contains(&format!("{len} characters")), "{msg}");
                assert!(msg.contains(expected), "{msg}");
            }
        }
    }

    #[test]
    fn sixteen_by_sixteen_lines_use_letters_for_ten_to_sixteen() {
        let g = crate::sudoku::tests::grid16();
        let givens: Vec<u8> = g.iter().map(|&d| if d % 3 == 1 { d } else { 0 }).collect();
        let p = Puzzle::new(16, givens).unwrap();
        let line = to_line(&p);
        assert_eq!(line.len(), 256);
        // Row 1 is 1 to 16 in order; 1, 4, 7, 10, 13 and 16 are given.
        assert_eq!(&line[..16], "1..4..7..A..D..G");
        assert_eq!(parse_line(&line), Ok(p.clone()));
        assert_eq!(parse_line(&line.to_lowercase()), Ok(p.clone()));
        assert_eq!(parse_line(&line.replace('.', "0")), Ok(p));
        let full = digits_line(&g);
        assert!(!full.contains('.') && full.contains('G'));
        assert_eq!(parse_line(&full).unwrap().givens(), &g[..]);
    }

    #[test]
    fn letters_belong_to_sixteen_by_sixteen_only() {
        // A 9x9 line with a letter: a number the grid cannot hold, named with its cell.
        let err = parse_line(&format!("..A{}", ".".repeat(78))).unwrap_err();
        assert_eq!(
            err,
            FormatError::Puzzle(PuzzleError::Digit {
                cell: "r1c3".into(),
                digit: 10,
                size: 9
            })
        );
        // H is past 16 whatever the size.
        let err = parse_line(&format!("{}H", ".".repeat(255))).unwrap_err();
        assert!(
            matches!(
                err,
                FormatError::At {
                    line: 1,
                    column: 256,
                    ..
                }
            ),
            "{err}"
        );
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
