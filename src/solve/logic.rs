//! The human-style step solver: named techniques only, never a guess, every step recorded.
//!
//! (API skeleton; the logic branch fills it in.)

use super::Level;
use crate::latin::Mask;

/// A named technique and the rung it belongs to.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Technique {
    /// Kebab-case name, as printed in JSON (`naked-single`, `sign-bounds`, ...).
    pub name: &'static str,
    pub level: Level,
    /// What one use adds to a puzzle's score inside its level.
    pub weight: u32,
}

/// One deduction, as a reader would follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: &'static Technique,
    /// The cells whose candidates justify the step.
    pub cells: Vec<usize>,
    /// Digits placed: (cell, digit).
    pub placed: Vec<(usize, u8)>,
    /// Candidates removed: (cell, digits).
    pub removed: Vec<(usize, Mask)>,
}

/// What the ladder says of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The lowest rung that finishes the puzzle; `Guessing` when none does.
    pub level: Level,
    /// Orders puzzles from easier to harder inside a level.
    pub score: u32,
    /// The hardest technique the solve needed.
    pub hardest: Option<&'static Technique>,
    /// Every step, in order.
    pub steps: Vec<Step>,
}
