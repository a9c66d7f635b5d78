//! The generator's recipe for one attempt: answer first, then givens thinned.
//!
//! 1. A random complete grid is the answer ([`super::grid::random_grid`]).
//! 2. Every cell starts given. Cells are grouped by the symmetry asked for (with
//!    [`Symmetry::Rotational`], a cell and its partner turned 180° about the centre; the centre
//!    cell of an odd grid alone), the groups are shuffled from the rng, and each group is taken
//!    out in turn and kept out only while the step solver limited to the level still finishes
//!    the puzzle. Up to hard the step solver only makes sound deductions, so finishing proves
//!    the answer is still the only one; from expert up the unique rectangle assumes it, so the
//!    exact counter checks it too. Every group left is load-bearing for the level.
//! 3. The shared driver then rejects the puzzle when the level below also finishes it, and
//!    draws again.

use super::grid::random_grid;
use super::{Puzzle, Symmetry, finishes};
use crate::solve::Level;
use rand::seq::SliceRandom;

/// The groups of cells that come and go together under `symmetry`, in row-major order of
/// their first cell.
pub fn groups(size: usize, symmetry: Symmetry) -> Vec<Vec<usize>> {
    let cells = size * size;
    match symmetry {
        Symmetry::None => (0..cells).map(|c| vec![c]).collect(),
        Symmetry::Rotational => (0..cells.div_ceil(2))
            .map(|c| {
                let partner = cells - 1 - c;
                if partner == c {
                    vec![c]
                } else {
                    vec![c, partner]
                }
            })
            .collect(),
    }
}

/// One try at a puzzle of `size` that the solver limited to `level` finishes, with its
/// answer. Draws only from `rng`.
pub fn attempt(
    size: usize,
    level: Level,
    symmetry: Symmetry,
    rng: &mut impl rand::Rng,
) -> (Puzzle, Vec<u8>) {
    let answer = random_grid(size, rng);
    let mut puzzle = Puzzle::new(size, answer.clone()).expect("a full grid is a puzzle");
    let mut order = groups(size, symmetry);
    order.shuffle(rng);
    for group in &order {
        for &c in group {
            puzzle.set_given(c, 0);
        }
        // The unique rectangle assumes one solution, so from expert up finishing no longer
        // proves it: the exact counter must agree.
        let unique = level < Level::Expert || super::count::count(&puzzle, 2) == Ok(1);
        if !unique || !finishes(&puzzle, level) {
            for &c in group {
                puzzle.set_given(c, answer[c]);
            }
        }
    }
    (puzzle, answer)
}

/// Answers drawn for one puzzle before its level is declared out of reach.
pub const MAX_ATTEMPTS: usize = 2_000;

/// Attempts until a puzzle finished at `level` and not at the level below turns up (what the
/// shared driver does for every kind); `None` after [`MAX_ATTEMPTS`].
pub fn generate(
    size: usize,
    level: Level,
    symmetry: Symmetry,
    rng: &mut impl rand::Rng,
) -> Option<(Puzzle, Vec<u8>, usize)> {
    let below = super::kind::level_below(level);
    for tries in 1..=MAX_ATTEMPTS {
        let (p, answer) = attempt(size, level, symmetry, rng);
        if below.is_none_or(|b| !finishes(&p, b)) {
            return Some((p, answer, tries));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{count, grade};
    use rayon::prelude::*;

    fn check(size: usize, level: Level, symmetry: Symmetry, seed: u64) -> Puzzle {
        let mut rng = crate::seed::rng(seed);
        let (p, answer, _) = generate(size, level, symmetry, &mut rng).expect("reachable");
        // Exactly one answer, by the exact counter.
        let counted = count::solve(&p, 2).unwrap();
        assert_eq!(counted.count, 1, "{p:?}");
        assert_eq!(counted.solution.as_deref(), Some(&answer[..]));
        // Exactly the level asked: its solver finishes, the one below does not.
        assert!(finishes(&p, level));
        assert_eq!(grade(&p).level, level, "{p:?}");
        if let Some(b) = super::super::kind::level_below(level) {
            assert!(!finishes(&p, b));
        }
        // Every group of givens is load-bearing for the level.
        for group in groups(size, symmetry) {
            if p.givens()[group[0]] == 0 {
                continue;
            }
            let mut q = p.clone();
            for &c in &group {
                q.set_given(c, 0);
            }
            let unique = count::count(&q, 2) == Ok(1);
            assert!(
                !(unique && finishes(&q, level)),
                "group {group:?} is not needed in {p:?}"
            );
        }
        if symmetry == Symmetry::Rotational {
            assert!(p.is_symmetric());
        }
        p
    }

    #[test]
    fn easy_at_every_size_medium_from_six() {
        for (i, size) in crate::sudoku::SIZES.into_iter().enumerate() {
            check(size, Level::Easy, Symmetry::Rotational, 100 + i as u64);
            if size > 4 {
                check(size, Level::Medium, Symmetry::Rotational, 200 + i as u64);
            }
        }
    }

    #[test]
    fn hard_nine_by_nine_and_no_symmetry() {
        check(9, Level::Hard, Symmetry::Rotational, 300);
        let p = check(9, Level::Easy, Symmetry::None, 301);
        assert!(p.given_count() < 40);
    }

    #[test]
    fn expert_nine_by_nine_is_unique() {
        check(9, Level::Expert, Symmetry::Rotational, 400);
    }

    #[test]
    fn same_seed_same_puzzle_on_any_thread_count() {
        let make = |threads: usize| {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap();
            pool.install(|| {
                (0..4u64)
                    .into_par_iter()
                    .map(|s| {
                        let mut rng = crate::seed::rng(500 + s);
                        generate(9, Level::Medium, Symmetry::Rotational, &mut rng)
                            .unwrap()
                            .0
                    })
                    .collect::<Vec<_>>()
            })
        };
        assert_eq!(make(1), make(2));
    }
}
