//! One try of the magic-square recipe: a uniformly random square, then givens thinned.
//!
//! 1. The answer is drawn uniformly from every magic square of the order
//!    ([`super::squares`]: 8 of order 3, 7,040 of order 4).
//! 2. Every cell starts given. Givens are removed in a seeded random order, each removal kept
//!    only while the step solver limited to the level still finishes the puzzle. The solver
//!    makes only sound deductions, so finishing proves the answer unique; every given left is
//!    load-bearing for the level (the solver is monotone: fewer givens never help it).
//!
//! "Finishes at the level" is the criterion, never bare uniqueness: minimal unique 4x4
//! puzzles (3 to 5 givens) mostly need case analysis, which a book never asks of a reader.
//! Rejecting a puzzle that the level below also finishes is the shared driver's job.

use super::{Puzzle, finishes, squares};
use crate::solve::Level;
use rand::seq::SliceRandom;

/// A puzzle of order `n` that the techniques up to `level` finish, and its answer.
pub fn attempt(n: usize, level: Level, rng: &mut impl rand::Rng) -> (Puzzle, Vec<u8>) {
    let answer = squares::random(n, rng);
    let mut puzzle = Puzzle::new(n, answer.clone()).expect("a square is a well-formed puzzle");
    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(rng);
    for cell in cells {
        puzzle.set_given(cell, 0);
        if !finishes(&puzzle, level) {
            puzzle.set_given(cell, answer[cell]);
        }
    }
    (puzzle, answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How often thinning lands at each level and how many givens it leaves: a survey for
    /// choosing the ladder, printed with `--nocapture`.
    #[test]
    #[ignore]
    fn survey() {
        let mut rng = crate::seed::rng(5);
        for n in [3, 4] {
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                let mut exact = 0;
                let mut givens = std::collections::BTreeMap::new();
                let tries = 300;
                for _ in 0..tries {
                    let (p, _) = attempt(n, level, &mut rng);
                    let g = super::super::grade(&p);
                    if g.level == level {
                        exact += 1;
                        *givens.entry(p.given_count()).or_insert(0) += 1;
                    }
                }
                println!("{n}x{n} {level}: {exact}/{tries} exact, givens {givens:?}");
            }
        }
    }
}
