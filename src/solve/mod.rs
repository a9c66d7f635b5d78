//! Solving: an exact solution counter and a human-style step solver, kept apart.
//!
//! Both are generic over [`Rules`], which is all a puzzle kind tells them: its order, its
//! starting candidates, and how its own clues narrow candidates. The Latin-square part (each
//! digit once per row and column) is common to every kind and lives in the solvers.

pub mod cells;
pub mod count;
pub mod explain;
pub mod logic;
pub mod notes;
pub mod words;

use crate::latin::Candidates;
use std::fmt;

/// What a puzzle kind tells the solvers.
pub trait Rules: Sync {
    /// Order of the Latin square.
    fn order(&self) -> usize;

    /// Candidates before any reasoning: each given cell holds only its digit, every other cell
    /// holds every digit. No elimination is done here, so that the step solver can record it.
    fn start(&self) -> Candidates;

    /// Narrows candidates with the kind's own clues (not rows and columns) until nothing
    /// changes. Returns false on a contradiction. Used by the exact counter, so it must never
    /// remove a candidate that some solution uses.
    fn propagate(&self, cands: &mut Candidates) -> bool;

    /// True when a complete grid (row-major digits) satisfies the kind's clues and is a Latin
    /// square.
    fn accepts(&self, digits: &[u8]) -> bool;
}

/// Difficulty rungs, each including the techniques of those before it.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// Sudoku's fourth and fifth rungs (unique rectangles and chains; forcing chains): kinds
    /// with a longer ladder list them in [`crate::kind::Kind::levels`].
    Expert,
    Master,
    /// The ladder cannot finish the puzzle: it needs trial and error. Never printed in a book.
    Guessing,
}

impl Level {
    /// The levels most kinds offer a book (see [`crate::kind::Kind::levels`]).
    pub const BOOK: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// Every level a book can name, in any kind.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Guessing => "guessing",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "hard" => Ok(Level::Hard),
            "expert" => Ok(Level::Expert),
            "master" => Ok(Level::Master),
            "guessing" => Ok(Level::Guessing),
            _ => Err(format!(
                "unknown level '{s}': expected easy, medium, hard, expert or master"
            )),
        }
    }
}
