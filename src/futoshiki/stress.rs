//! Random clue sets for stress-testing the exact counter: what `bench --stress` counts.
//!
//! Unlike generated puzzles, these are not made to be unique or even solvable: some givens and
//! signs of a random Latin square, now and then a wrong given on top. Open grids with many
//! signs and few digits are the counter's hardest inputs.

use super::{Puzzle, Sign};
use crate::latin::random::latin_square;
use rand::RngExt;

/// A random clue set of order `n`, drawn only from `rng`.
pub fn random_clues(n: usize, rng: &mut impl rand::Rng) -> Puzzle {
    let square = latin_square(n, rng);
    let keep = rng.random_range(0.0..1.0);
    let mut givens: Vec<u8> = square
        .iter()
        .map(|&d| if rng.random_bool(keep) { d } else { 0 })
        .collect();
    if rng.random_bool(0.2) {
        givens[rng.random_range(0..n * n)] = rng.random_range(1..=n as u8);
    }
    let keep = rng.random_range(0.0..1.0);
    let signs: Vec<Sign> = Puzzle::all_signs(n, &square)
        .signs()
        .iter()
        .copied()
        .filter(|_| rng.random_bool(keep))
        .collect();
    Puzzle::new(n, givens, signs).expect("clues of a square are well formed")
}
