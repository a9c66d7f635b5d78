//! The generator's recipe for one Killer attempt: answer first, then cages grown.
//!
//! 1. A random complete Sudoku grid is the answer ([`crate::sudoku::grid::random_grid`]).
//! 2. Every cell starts as a cage of its own (which the step solver finishes at once).
//! 3. Neighbouring cages whose digits differ are merged, in an order drawn from the rng, while the step solver
//!    limited to the level still finishes the puzzle (which proves its answer is the only
//!    one: the ladder only makes sound deductions). A merge it cannot finish is undone; the
//!    cages stop growing at the level's largest cage. Fewer, larger cages make a harder
//!    puzzle, so the result sits at the top of its level.
//! 4. The shared driver then rejects the puzzle when the level below also finishes it.

use super::{Cage, Puzzle, finishes};
use crate::latin::bit;
use crate::solve::Level;
use rand::seq::SliceRandom;

/// The largest cage the generator makes at `level`: small cages keep an easy puzzle's sums
/// readable at a glance.
pub fn largest_cage(size: usize, level: Level) -> usize {
    let cap = match level {
        Level::Easy => 4,
        Level::Medium => 5,
        Level::Hard => 6,
        _ => 7,
    };
    cap.min(size)
}

/// Cages as lists of cells, from a cage index per cell.
fn cages_of(owner: &[usize], answer: &[u8]) -> Vec<Cage> {
    let count = owner.iter().max().map_or(0, |&m| m + 1);
    let mut cells = vec![Vec::new(); count];
    for (c, &o) in owner.iter().enumerate() {
        cells[o].push(c);
    }
    cells
        .into_iter()
        .filter(|cs| !cs.is_empty())
        .map(|cs| Cage::new(cs.iter().map(|&c| answer[c] as u32).sum(), cs))
        .collect()
}

/// One try at a puzzle of `size` that the solver limited to `level` finishes, with its
/// answer. Draws only from `rng`.
pub fn attempt(size: usize, level: Level, rng: &mut impl rand::Rng) -> Option<(Puzzle, Vec<u8>)> {
    let n = size;
    let answer = crate::sudoku::grid::random_grid(n, rng);
    // Every cell its own cage: the step solver finishes that (each cage gives its digit),
    // and every merge after it keeps the puzzle finishable.
    let mut owner: Vec<usize> = (0..n * n).collect();
    let next = n * n;
    let neighbours = |c: usize| {
        let (r, col) = (c / n, c % n);
        [
            (r > 0).then(|| c - n),
            (r + 1 < n).then(|| c + n),
            (col > 0).then(|| c - 1),
            (col + 1 < n).then(|| c + 1),
        ]
        .into_iter()
        .flatten()
    };
    let largest = largest_cage(n, level);
    let mut tries = 0;
    // Merges the solver could not finish, with the versions of both cages then (a cage's
    // version goes up when it grows). A merge only takes information away, so a merge that
    // failed fails again while neither cage has changed: it is not tried again.
    let mut version = vec![0u32; next];
    let mut failed: Vec<(usize, usize, u32, u32)> = Vec::new();
    loop {
        // Adjacent pairs of cages that could merge, and the digits each cage holds (to keep
        // cages free of repeats).
        let mut sizes = vec![0usize; next];
        let mut digits = vec![0u16; next];
        for (c, &o) in owner.iter().enumerate() {
            sizes[o] += 1;
            digits[o] |= bit(answer[c]);
        }
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        for c in 0..n * n {
            for o in neighbours(c) {
                let (a, b) = (owner[c], owner[o]);
                if a < b && sizes[a] + sizes[b] <= largest && !pairs.contains(&(a, b)) {
                    pairs.push((a, b));
                }
            }
        }
        pairs.shuffle(rng);
        let mut merged = false;
        for (a, b) in pairs {
            if digits[a] & digits[b] != 0 || failed.contains(&(a, b, version[a], version[b])) {
                continue;
            }
            let trial: Vec<usize> = owner.iter().map(|&o| if o == b { a } else { o }).collect();
            let p = Puzzle::new(n, cages_of(&trial, &answer), vec![0; n * n])
                .expect("cages from the answer are valid");
            tries += 1;
            if finishes(&p, level) {
                owner = trial;
                version[a] += 1;
                merged = true;
                break;
            }
            failed.push((a, b, version[a], version[b]));
            if tries > MAX_TRIES {
                break;
            }
        }
        if !merged || tries > MAX_TRIES {
            break;
        }
    }
    let p = Puzzle::new(n, cages_of(&owner, &answer), vec![0; n * n]).ok()?;
    finishes(&p, level).then_some((p, answer))
}

/// Merges one attempt tries before it stops growing its cages.
pub const MAX_TRIES: usize = 400;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attempts_are_unique_and_at_their_level() {
        let mut rng = crate::seed::rng(7);
        for level in [Level::Easy, Level::Medium] {
            let (p, answer) = attempt(9, level, &mut rng).expect("an easy attempt finishes");
            assert!(p.accepts(&answer));
            assert!(finishes(&p, level));
            assert_eq!(super::super::count::count(&p, 2), Ok(1));
            assert!(p.cages().iter().all(|c| c.len() <= largest_cage(9, level)));
        }
        let (p, answer) = attempt(6, Level::Easy, &mut rng).unwrap();
        assert!(p.accepts(&answer));
        assert_eq!(super::super::count::count(&p, 2), Ok(1));
    }
}
