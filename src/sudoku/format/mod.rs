//! Exchange formats for Sudoku: the one-line form every Sudoku tool reads (81 characters for a
//! 9x9, 256 for a 16x16), Simon Tatham's Solo game IDs, a text grid, and JSON.
//!
//! Each format reads into a [`Puzzle`] and writes one back; [`parse_any`] tells them apart.
//! Only the shape is checked here (sizes, characters): a digit twice in a house parses fine,
//! and the counter then reports no solution.

pub mod json;
pub mod line;
pub mod solo;
pub mod text;

pub use json::{parse_json, to_json};
pub use line::{parse_line, to_line};
pub use solo::{parse_solo, to_solo};
pub use text::{parse_text, to_text, to_text_filled};

use super::{Puzzle, PuzzleError};
use thiserror::Error;

/// Why some input is not a Sudoku, with where and what was expected.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FormatError {
    #[error("no puzzle found: the input is empty")]
    Empty,
    #[error(
        "line {line} has {found} characters, but a Sudoku line has one per cell: 81 for a \
         9x9 (16 for a 4x4, 36 for a 6x6, 256 for a 16x16), each a digit (A to G for 10 to \
         16), or '.' or '0' for an empty cell"
    )]
    LineLength { line: usize, found: usize },
    /// A place in the input (1-based line and column).
    #[error("line {line}, column {column}: {message}")]
    At {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error("Solo game ID: {0}")]
    Solo(String),
    #[error("JSON: {0}")]
    Json(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Which format a piece of input is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Line,
    Solo,
    Text,
    Json,
}

impl Format {
    /// Guesses the format: JSON starts with `{`; a Solo ID is one line holding `:`; one line
    /// without spaces is the line format; anything else is the text grid.
    pub fn detect(input: &str) -> Format {
        let t = input.trim();
        if t.starts_with('{') {
            Format::Json
        } else if t.contains('\n') {
            Format::Text
        } else if t.contains(':') {
            Format::Solo
        } else if t.contains(char::is_whitespace) {
            Format::Text
        } else {
            Format::Line
        }
    }
}

/// Reads a puzzle in whichever format it is written (see [`Format::detect`]).
pub fn parse_any(input: &str) -> Result<Puzzle, FormatError> {
    if input.trim().is_empty() {
        return Err(FormatError::Empty);
    }
    match Format::detect(input) {
        Format::Line => parse_line(input),
        Format::Solo => parse_solo(input),
        Format::Text => parse_text(input),
        Format::Json => parse_json(input),
    }
}

/// The digit a cell character stands for: `1`-`9`, `A`-`G` (or `a`-`g`) for 10 to 16 as
/// 16x16 lines write them, or 0 for `.` and `0`.
pub(crate) fn cell_char(ch: char) -> Option<u8> {
    match ch {
        '.' | '0' => Some(0),
        '1'..='9' => Some(ch as u8 - b'0'),
        'A'..='G' => Some(ch as u8 - b'A' + 10),
        'a'..='g' => Some(ch as u8 - b'a' + 10),
        _ => None,
    }
}

/// The character written for a cell's digit (0: `.`; 10 to 16: `A` to `G`).
pub(crate) fn digit_char(d: u8) -> char {
    match d {
        0 => '.',
        1..=9 => char::from(b'0' + d),
        _ => char::from(b'A' + d - 10),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::solve::Level;
    use rand::RngExt;

    /// A random puzzle of a random size: some digits of a random grid, sometimes with a wrong
    /// digit on top (still a well-formed puzzle).
    pub(crate) fn random_puzzle(rng: &mut impl rand::Rng) -> Puzzle {
        let size = crate::sudoku::SIZES[rng.random_range(0..crate::sudoku::SIZES.len())];
        let grid = if size == 16 {
            shuffled_grid16(rng)
        } else {
            crate::sudoku::grid::random_grid(size, rng)
        };
        let keep = rng.random_range(0.0..1.0);
        let mut givens: Vec<u8> = grid
            .iter()
            .map(|&d| if rng.random_bool(keep) { d } else { 0 })
            .collect();
        if rng.random_bool(0.2) {
            givens[rng.random_range(0..size * size)] = rng.random_range(1..=size as u8);
        }
        Puzzle::new(size, givens).unwrap()
    }

    /// A random 16x16 grid made from the pattern one by renaming the numbers and shuffling
    /// rows within bands and columns within stacks: cheap, and every format sees all 16.
    fn shuffled_grid16(rng: &mut impl rand::Rng) -> Vec<u8> {
        use rand::seq::SliceRandom;
        let base = crate::sudoku::tests::grid16();
        let mut names: Vec<u8> = (1..=16).collect();
        names.shuffle(rng);
        let mut shuffled_lines = || -> Vec<usize> {
            (0..4)
                .flat_map(|band| {
                    let mut within: Vec<usize> = (0..4).map(|i| band * 4 + i).collect();
                    within.shuffle(rng);
                    within
                })
                .collect()
        };
        let (rows, cols) = (shuffled_lines(), shuffled_lines());
        (0..256)
            .map(|c| names[base[rows[c / 16] * 16 + cols[c % 16]] as usize - 1])
            .collect()
    }

    #[test]
    fn parse_any_round_trips_every_format() {
        let mut rng = crate::seed::rng(21);
        let mut sizes = std::collections::BTreeSet::new();
        for _ in 0..300 {
            let p = random_puzzle(&mut rng);
            sizes.insert(p.size());
            assert_eq!(parse_any(&to_line(&p)), Ok(p.clone()));
            assert_eq!(parse_any(&to_solo(&p, Some(Level::Hard))), Ok(p.clone()));
            assert_eq!(parse_any(&to_solo(&p, None)), Ok(p.clone()));
            assert_eq!(parse_any(&to_text(&p)), Ok(p.clone()));
            assert_eq!(parse_any(&to_json(&p, None)), Ok(p.clone()));
            assert_eq!(
                parse_any(&format!("\n  {}  \n", to_line(&p))),
                Ok(p.clone())
            );
        }
        assert_eq!(sizes.len(), crate::sudoku::SIZES.len());
    }

    #[test]
    fn shuffled_16x16_grids_are_valid_and_vary() {
        let mut rng = crate::seed::rng(16);
        let (a, b) = (shuffled_grid16(&mut rng), shuffled_grid16(&mut rng));
        assert!(crate::sudoku::is_sudoku(16, &a) && crate::sudoku::is_sudoku(16, &b));
        assert_ne!(a, b);
    }

    #[test]
    fn detects_formats() {
        assert_eq!(Format::detect(&".".repeat(81)), Format::Line);
        assert_eq!(Format::detect(&"G.".repeat(128)), Format::Line);
        assert_eq!(Format::detect("4x4:16_1zzzzzzzzzu"), Format::Solo);
        assert_eq!(Format::detect("3x3:i9a"), Format::Solo);
        assert_eq!(Format::detect("1 . . 4\n. . . .\n"), Format::Text);
        assert_eq!(Format::detect("{\"kind\":\"sudoku\"}"), Format::Json);
        assert_eq!(parse_any("  \n"), Err(FormatError::Empty));
    }
}
