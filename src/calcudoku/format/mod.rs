//! Exchange formats for Calcudoku puzzles: plain text (a cage map and a clue list), Simon
//! Tatham's Keen game IDs, JSON.
//!
//! Each format reads into a [`Puzzle`] and writes one back; [`parse_any`] tells them apart.
//! Only the shape of a puzzle is checked here (cages cover the grid once, each in one piece,
//! − and ÷ on two cells): impossible targets parse fine, and the counter then reports no
//! solution.

pub mod json;
pub mod keen;
pub mod text;

pub use json::{parse_json, to_json};
pub use keen::{parse_keen, to_keen};
pub use text::{parse_text, to_text, to_text_filled};

use super::{Puzzle, PuzzleError};
use thiserror::Error;

/// Why some input is not a puzzle, with where and what was expected.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FormatError {
    #[error("no puzzle found: the input is empty")]
    Empty,
    /// A place in the text format (1-based line and column).
    #[error("line {line}, column {column}: {message}")]
    At {
        line: usize,
        column: usize,
        message: String,
    },
    /// A whole line of the text format.
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    /// The text format as a whole.
    #[error("{0}")]
    Text(String),
    #[error("Keen game ID: {0}")]
    Keen(String),
    #[error("JSON: {0}")]
    Json(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Which format a piece of input is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Keen,
    Json,
}

impl Format {
    /// Guesses the format: JSON starts with `{`; a Keen game ID is one line holding `:`;
    /// anything else is the text format (which always spans several lines).
    pub fn detect(input: &str) -> Format {
        let t = input.trim();
        if t.starts_with('{') {
            Format::Json
        } else if !t.contains('\n') && t.contains(':') {
            Format::Keen
        } else {
            Format::Text
        }
    }
}

/// Reads a puzzle in whichever format it is written (see [`Format::detect`]).
pub fn parse_any(input: &str) -> Result<Puzzle, FormatError> {
    if input.trim().is_empty() {
        return Err(FormatError::Empty);
    }
    match Format::detect(input) {
        Format::Text => parse_text(input),
        Format::Keen => parse_keen(input),
        Format::Json => parse_json(input),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::solve::Level;
    use rand::RngExt;

    /// A random well-formed puzzle of any order, sometimes without operations, sometimes
    /// multiplication-only.
    pub(crate) fn random_puzzle(rng: &mut rand_chacha::ChaCha8Rng) -> Puzzle {
        let n = rng.random_range(4..=9);
        let p = crate::calcudoku::rules::tests::random_puzzle(n, rng);
        if rng.random_bool(0.15) {
            let cages = p
                .cages()
                .iter()
                .map(|c| crate::calcudoku::Cage {
                    op: (c.len() > 1).then_some(crate::calcudoku::Op::Mul),
                    ..c.clone()
                })
                .collect();
            return Puzzle::new(n, cages, true).unwrap();
        }
        p
    }

    #[test]
    fn parse_any_round_trips_every_format() {
        let mut rng = crate::seed::rng(11);
        for _ in 0..300 {
            let p = random_puzzle(&mut rng);
            assert_eq!(parse_any(&to_text(&p)), Ok(p.clone()));
            assert_eq!(parse_any(&to_json(&p)), Ok(p.clone()));
            if let Some(id) = to_keen(&p, Level::Hard) {
                assert_eq!(parse_any(&id), Ok(p.clone()), "{id}");
                assert_eq!(parse_any(&format!("\n  {id}  \n")), Ok(p.clone()));
            } else {
                assert!(p.hides_ops());
            }
        }
    }

    #[test]
    fn detects_formats() {
        assert_eq!(Format::detect("4de:_a_7a4_a3,s1m8"), Format::Keen);
        assert_eq!(Format::detect("  {\"size\":4}"), Format::Json);
        assert_eq!(Format::detect("a a\nb b\na: 3+"), Format::Text);
        assert_eq!(parse_any(" \n\t"), Err(FormatError::Empty));
    }
}
