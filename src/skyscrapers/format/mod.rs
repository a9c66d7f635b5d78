//! Exchange formats for Skyscrapers puzzles: plain text, Simon Tatham's Towers game IDs, JSON.
//!
//! Each format reads into a [`Puzzle`] and writes one back; [`parse_any`] tells them apart.
//! Only the shape of a puzzle is checked here (sizes, characters, clues in range):
//! contradictory clues parse fine, and the counter then reports no solution.

pub mod json;
pub mod text;
pub mod towers;

pub use json::{parse_json, to_json};
pub use text::{parse_text, to_text, to_text_filled};
pub use towers::{parse_towers, to_towers};

use super::{Puzzle, PuzzleError};
use thiserror::Error;

/// Why some input is not a Skyscrapers puzzle, with where and what was expected.
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
    #[error("Towers game ID: {0}")]
    Towers(String),
    #[error("JSON: {0}")]
    Json(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Which format a piece of input is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Towers,
    Json,
}

impl Format {
    /// Guesses the format: JSON starts with `{`; a game ID is one line holding `:`; anything
    /// else is the text format.
    pub fn detect(input: &str) -> Format {
        let t = input.trim();
        if t.starts_with('{') {
            Format::Json
        } else if !t.contains('\n') && t.contains(':') {
            Format::Towers
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
        Format::Towers => parse_towers(input),
        Format::Json => parse_json(input),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::solve::Level;
    use rand::RngExt;

    /// A random well-formed puzzle: some clues and givens of a random Latin square, sometimes
    /// with a wrong given on top.
    pub(crate) fn random_puzzle(rng: &mut impl rand::Rng) -> Puzzle {
        let n = rng.random_range(4..=9);
        let square = crate::latin::random::latin_square(n, rng);
        let all = Puzzle::all_clues(n, &square);
        let keep = rng.random_range(0.0..1.0);
        let clues = all
            .clues()
            .iter()
            .map(|&c| if rng.random_bool(keep) { c } else { 0 })
            .collect();
        let keep = rng.random_range(0.0..0.6);
        let mut givens: Vec<u8> = square
            .iter()
            .map(|&d| if rng.random_bool(keep) { d } else { 0 })
            .collect();
        if rng.random_bool(0.2) {
            givens[rng.random_range(0..n * n)] = rng.random_range(1..=n as u8);
        }
        Puzzle::new(n, clues, givens).unwrap()
    }

    #[test]
    fn parse_any_round_trips_every_format() {
        let mut rng = crate::seed::rng(11);
        for _ in 0..300 {
            let p = random_puzzle(&mut rng);
            assert_eq!(parse_any(&to_text(&p)), Ok(p.clone()));
            assert_eq!(parse_any(&to_towers(&p, Level::Hard)), Ok(p.clone()));
            assert_eq!(parse_any(&to_json(&p)), Ok(p.clone()));
            assert_eq!(
                parse_any(&format!("\n  {}  \n", to_towers(&p, Level::Easy))),
                Ok(p.clone())
            );
        }
    }

    #[test]
    fn detects_formats() {
        assert_eq!(Format::detect("5de:2///1"), Format::Towers);
        assert_eq!(Format::detect("  {\"size\":4}"), Format::Json);
        assert_eq!(Format::detect(". . . .\n. . . ."), Format::Text);
        assert_eq!(parse_any(" \n\t"), Err(FormatError::Empty));
    }
}
