//! One try of the magic-square recipe: a uniformly random square, then givens thinned.
//!
//! 1. The answer is drawn uniformly from every magic square of the order
//!    ([`super::squares`]: 8 of order 3, 7,040 of order 4), in numbers drawn uniformly from
//!    the book's sets ([`super::numbers::choices`]).
//! 2. Every cell starts given. Givens are removed in a seeded random order, each removal kept
//!    only while the step solver limited to the level still finishes the puzzle. The solver
//!    makes only sound deductions, so finishing proves the answer unique; every given left is
//!    load-bearing for the level (the solver is monotone: fewer givens never help it).
//!
//! "Finishes at the level" is the criterion, never bare uniqueness: minimal unique 4x4
//! puzzles (3 to 5 givens) mostly need case analysis, which a book never asks of a reader.
//! Rejecting a puzzle that the level below also finishes is the shared driver's job.

use super::{Puzzle, finishes, numbers, squares};
use crate::solve::Level;
use rand::seq::SliceRandom;

/// A puzzle of order `n` that the techniques up to `level` finish, and its answer.
pub fn attempt(n: usize, level: Level, rng: &mut impl rand::Rng) -> (Puzzle, Vec<u8>) {
    let ranks = squares::random(n, rng);
    let set = numbers::random(n, rng);
    let answer: Vec<u8> = ranks.iter().map(|&r| set.value(r)).collect();
    let mut puzzle =
        Puzzle::with_numbers(n, set, answer.clone()).expect("a square is a well-formed puzzle");
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
    use crate::generate::{Generated, generate, generate_all};
    use crate::kind::{Kind, level_below};
    use crate::magic::{Magic, kind::kind};
    use crate::seed::Address;

    fn addresses(section: &str, k: u32) -> Vec<Address> {
        (1..=k).map(|i| Address::new(7, section, i)).collect()
    }

    fn magic(g: &Generated) -> &Puzzle {
        g.puzzle.as_any().downcast_ref().expect("a magic square")
    }

    /// The promised properties, checked with the counter and the step solver apart from the
    /// generator's own path.
    fn check(g: &Generated, n: usize, level: Level) {
        let p = magic(g);
        assert_eq!(p.order(), n);
        assert!(p.accepts(&g.solution));
        let counted = super::super::count::solve(p, 2).unwrap();
        assert_eq!(counted.count, 1, "exactly one answer: {p:?}");
        assert_eq!(counted.solution.as_deref(), Some(&g.solution[..]));
        assert_eq!(g.grade.level, level, "graded at the level asked");
        assert!(finishes(p, level));
        if let Some(easier) = level_below(&Magic, level) {
            assert!(!finishes(p, easier), "the level below finishes {p:?}");
        }
        for cell in (0..n * n).filter(|&c| p.givens()[c] != 0) {
            assert!(
                !finishes(&p.without_given(cell), level),
                "the given in cell {cell} of {p:?} is not load-bearing"
            );
        }
    }

    #[test]
    fn puzzles_have_the_promised_properties() {
        for (n, level, k) in [
            (3, Level::Easy, 6),
            (3, Level::Medium, 6),
            (4, Level::Easy, 6),
            (4, Level::Medium, 6),
            (4, Level::Hard, 6),
        ] {
            for a in addresses(&format!("magic-{n}-{level}"), k) {
                let g = generate(kind(), n, level, &a).unwrap();
                check(&g, n, level);
            }
        }
    }

    #[test]
    fn givens_are_few() {
        // What thinning reaches (kinds.md): easy 3x3 3 givens, medium 3x3 2, hard 4x4 4 to 6.
        let count = |n, level| {
            let g = generate(kind(), n, level, &Address::new(2, "few", 1)).unwrap();
            magic(&g).given_count()
        };
        assert_eq!(count(3, Level::Easy), 3);
        assert_eq!(count(3, Level::Medium), 2);
        assert!((4..=6).contains(&count(4, Level::Hard)));
    }

    #[test]
    fn thread_count_does_not_change_output() {
        let addrs = addresses("magic-threads", 12);
        let run = |threads: usize| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| generate_all(kind(), 4, Level::Hard, &addrs).unwrap())
        };
        let one: Vec<Puzzle> = run(1).iter().map(|g| magic(g).clone()).collect();
        let two: Vec<Puzzle> = run(2).iter().map(|g| magic(g).clone()).collect();
        assert_eq!(one, two);
        assert!(
            one.windows(2).any(|w| w[0] != w[1]),
            "addresses give different puzzles"
        );
    }

    #[test]
    fn impossible_requests_are_refused_clearly() {
        let a = Address::new(1, "x", 1);
        let e = generate(kind(), 3, Level::Hard, &a)
            .unwrap_err()
            .to_string();
        assert!(e.contains("hard magic squares are 4x4"), "{e}");
        let e = generate(kind(), 5, Level::Easy, &a)
            .unwrap_err()
            .to_string();
        assert_eq!(e, "magic squares are 3x3 or 4x4, not 5x5");
        assert!(
            Magic
                .unsupported(crate::kind::Shape::square(4), Level::Hard)
                .is_none()
        );
        assert_eq!(Magic.default_size(Level::Hard), 4);
    }

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
