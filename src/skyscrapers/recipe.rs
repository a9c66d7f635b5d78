//! One attempt of the Skyscrapers recipe: answer first, then clues thinned while the level's
//! solver still finishes.
//!
//! 1. A uniformly random Latin square is the answer ([`crate::latin::random`]).
//! 2. All 4n edge clues are shown; heights of the answer are added as givens (in a seeded
//!    random order) until the step solver limited to the level finishes it, which also proves
//!    the answer unique; how many is found by bisection.
//! 3. Givens are thinned first (a Skyscrapers puzzle is meant to be solved from the edge),
//!    then edge clues, each in seeded random order: a removal is kept only while the level's
//!    solver still finishes. The step solver makes only sound deductions, so finishing also
//!    proves the answer is still unique, and every clue left is load-bearing for the level.
//!
//! The shared driver then rejects a puzzle that the level below also finishes.

use super::{Puzzle, finishes};
use crate::latin::random::latin_square;
use crate::solve::Level;
use rand::seq::SliceRandom;

/// One try at an order-`n` puzzle that the solver limited to `level` finishes, with its answer.
pub fn attempt<R: rand::Rng>(n: usize, level: Level, rng: &mut R) -> (Puzzle, Vec<u8>) {
    let answer = latin_square(n, rng);
    let p = Puzzle::all_clues(n, &answer);

    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(rng);
    // The fewest of these givens, in this order, that the level's solver finishes with: it
    // makes only sound deductions and checks the full grid, so that also makes the answer
    // unique. Found by bisection (a full grid always finishes); more givens never stop the
    // solver, so this is the first count that does.
    let with = |k: usize| {
        let mut q = p.clone();
        for &cell in &cells[..k] {
            q.set_given(cell, answer[cell]);
        }
        q
    };
    let (mut lo, mut hi) = (0, n * n);
    if finishes(&p, level) {
        hi = 0;
    }
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if finishes(&with(mid), level) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    let mut p = with(hi);

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{Generated, generate, generate_all};
    use crate::kind::{KindRef, level_below};
    use crate::seed::Address;
    use crate::skyscrapers::Skyscrapers;
    use crate::solve::count;

    fn concrete(g: &Generated) -> &Puzzle {
        g.puzzle
            .as_any()
            .downcast_ref::<Puzzle>()
            .expect("a Skyscrapers puzzle")
    }

    /// The properties every generated puzzle must have, checked with tools apart from the
    /// generator's own path.
    fn check(g: &Generated, order: usize, level: Level) {
        let p = concrete(g);
        assert_eq!(p.order(), order);
        assert!(p.accepts(&g.solution), "the answer fits the clues");
        let counted = count::solve(p, 2).unwrap();
        assert_eq!(counted.count, 1, "exactly one answer");
        assert_eq!(counted.solution.as_deref(), Some(&g.solution[..]));
        assert_eq!(g.grade.level, level, "graded at the level asked");
        assert!(finishes(p, level));
        if let Some(easier) = level_below(&Skyscrapers, level) {
            assert!(!finishes(p, easier), "the level below cannot finish it");
        }
        for cell in (0..order * order).filter(|&c| p.givens()[c] != 0) {
            let mut q = p.clone();
            q.set_given(cell, 0);
            assert!(
                !finishes(&q, level),
                "given at cell {cell} is not load-bearing"
            );
        }
        for i in (0..4 * order).filter(|&i| p.clues()[i] != 0) {
            let mut q = p.clone();
            q.set_clue(i, 0);
            assert!(!finishes(&q, level), "clue {i} is not load-bearing");
        }
    }

    #[test]
    fn puzzles_have_the_promised_properties() {
        for (order, level, k) in [
            (4, Level::Easy, 8),
            (5, Level::Easy, 8),
            (5, Level::Medium, 6),
            (6, Level::Medium, 4),
            (6, Level::Hard, 3),
            (7, Level::Hard, 2),
        ] {
            for i in 1..=k {
                let a = Address::new(7, format!("props-{order}-{level}"), i);
                let g = generate(KindRef(&Skyscrapers), order, level, &a).unwrap();
                check(&g, order, level);
            }
        }
    }

    #[test]
    fn thread_count_changes_nothing() {
        let addresses: Vec<Address> = (1..=6).map(|i| Address::new(3, "threads", i)).collect();
        let run = |threads: usize| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| generate_all(KindRef(&Skyscrapers), 5, Level::Medium, &addresses))
                .unwrap()
                .into_iter()
                .map(|g| (g.puzzle.key(), g.solution))
                .collect::<Vec<_>>()
        };
        assert_eq!(run(1), run(2));
    }
}
