//! One attempt of the Skyscrapers recipe: answer first, then clues thinned while the level's
//! solver still finishes.
//!
//! 1. A uniformly random Latin square is the answer ([`crate::latin::random`]).
//! 2. All 4n edge clues are shown; heights of the answer are added as givens (in a seeded
//!    random order) until the exact counter finds one answer, then until the step solver
//!    limited to the level finishes it.
//! 3. Givens are thinned first (a Skyscrapers puzzle is meant to be solved from the edge),
//!    then edge clues, each in seeded random order: a removal is kept only while the level's
//!    solver still finishes. The step solver makes only sound deductions, so finishing also
//!    proves the answer is still unique, and every clue left is load-bearing for the level.
//!
//! The shared driver then rejects a puzzle that the level below also finishes.

use super::{Puzzle, finishes};
use crate::latin::random::latin_square;
use crate::solve::{Level, count};
use rand::seq::SliceRandom;

/// One try at an order-`n` puzzle that the solver limited to `level` finishes, with its answer.
pub fn attempt<R: rand::Rng>(n: usize, level: Level, rng: &mut R) -> (Puzzle, Vec<u8>) {
    let answer = latin_square(n, rng);
    let mut p = Puzzle::all_clues(n, &answer);

    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(rng);
    let mut next = cells.iter();
    while count::count(&p, 2) > 1 {
        let &cell = next.next().expect("a full grid has one answer");
        p.set_given(cell, answer[cell]);
    }
    while !finishes(&p, level) {
        let &cell = next.next().expect("a full grid is finished by singles");
        p.set_given(cell, answer[cell]);
    }

    let mut givens: Vec<usize> = (0..n * n).filter(|&c| p.givens()[c] != 0).collect();
    givens.shuffle(rng);
    for cell in givens {
        p.set_given(cell, 0);
        if !finishes(&p, level) {
            p.set_given(cell, answer[cell]);
        }
    }
    let mut clues: Vec<usize> = (0..4 * n).collect();
    clues.shuffle(rng);
    for i in clues {
        let c = p.clues()[i];
        p.set_clue(i, 0);
        if !finishes(&p, level) {
            p.set_clue(i, c);
        }
    }
    (p, answer)
}

/// Attempts until one gives a puzzle the level below cannot finish: what the shared driver
/// does, for tests and measurements of this kind alone.
pub fn generate<R: rand::Rng>(n: usize, level: Level, rng: &mut R, tries: usize) -> Option<(Puzzle, Vec<u8>, usize)> {
    (1..=tries).find_map(|t| {
        let (p, answer) = attempt(n, level, rng);
        let easier = level.below().is_some_and(|b| finishes(&p, b));
        (!easier).then_some((p, answer, t))
    })
}
