//! The generator: answer first, then clues thinned while the puzzle stays unique and at its
//! level.
//!
//! 1. A uniformly random Latin square is the answer ([`crate::latin::random`]).
//! 2. Every sign true in the answer is shown; digits of the answer are added (in a seeded
//!    random order) until the exact counter finds one answer, then until the step solver
//!    limited to the level finishes it (signs alone are often not enough).
//! 3. Clues are thinned, digits first, then signs, each in seeded random order: a removal is
//!    kept only while the level's solver still finishes the puzzle. The step solver only makes
//!    sound deductions, so finishing also proves the answer is still unique; every clue left
//!    is load-bearing for the level.
//! 4. The puzzle is accepted only when the level below cannot finish it; otherwise a new
//!    answer is drawn. After [`MAX_ATTEMPTS`] answers the level is reported unreachable:
//!    an easier puzzle is never handed back in place of the one asked for.

use crate::futoshiki::{self, ORDERS, Puzzle};
use crate::latin::random::latin_square;
use crate::seed::Address;
use crate::solve::Level;
use crate::solve::count;
use crate::solve::logic::Grade;
use rand::seq::SliceRandom;
use rayon::prelude::*;
use thiserror::Error;

/// Answers drawn for one puzzle before its level is declared out of reach.
pub const MAX_ATTEMPTS: usize = 5_000;

/// A generated puzzle with its answer and grade.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzle: Puzzle,
    pub solution: Vec<u8>,
    pub grade: Grade,
    /// How many answers were drawn before one gave a puzzle of the asked level.
    pub attempts: usize,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum GenerateError {
    #[error("grid size {0} is out of range: Futoshiki grids are 4 to 9 cells wide")]
    Order(usize),
    #[error("'{0}' is not a level a book can ask for: use easy, medium or hard")]
    Level(Level),
    #[error(
        "no {order}x{order} puzzle at level {level} after {attempts} tries: \
         this size is too small for the level; use a larger size or an easier level"
    )]
    Unreachable {
        order: usize,
        level: Level,
        attempts: usize,
    },
}

/// A generated puzzle as one JSON line of `generate --format json` (and of a book's
/// `--puzzles` file, which adds `section` and `number`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Record {
    pub id: String,
    pub size: usize,
    pub level: Level,
    pub score: u32,
    pub hardest: Option<&'static str>,
    /// Simon Tatham's Unequal game ID.
    pub unequal: String,
    /// The answer: n*n digits, row-major, no separators.
    pub solution: String,
    pub givens: usize,
    pub signs: usize,
}

impl Generated {
    /// The puzzle as a machine-readable record with the given id.
    pub fn record(&self, id: impl Into<String>) -> Record {
        Record {
            id: id.into(),
            size: self.puzzle.order(),
            level: self.grade.level,
            score: self.grade.score,
            hardest: self.grade.hardest.map(|t| t.name),
            unequal: futoshiki::format::to_unequal(&self.puzzle, self.grade.level),
            solution: self.solution.iter().map(|d| char::from(b'0' + d)).collect(),
            givens: self.puzzle.given_count(),
            signs: self.puzzle.signs().len(),
        }
    }
}

/// Generates the puzzle at `address`: the same address always gives the same puzzle.
pub fn generate(order: usize, level: Level, address: &Address) -> Result<Generated, GenerateError> {
    if !ORDERS.contains(&order) {
        return Err(GenerateError::Order(order));
    }
    if level == Level::Guessing {
        return Err(GenerateError::Level(level));
    }
    let mut rng = address.rng();
    for attempt in 1..=MAX_ATTEMPTS {
        let answer = latin_square(order, &mut rng);
        if let Some(puzzle) = from_answer(&answer, level, &mut rng) {
            let grade = futoshiki::grade(&puzzle);
            debug_assert_eq!(grade.level, level);
            return Ok(Generated {
                puzzle,
                solution: answer,
                grade,
                attempts: attempt,
            });
        }
    }
    Err(GenerateError::Unreachable {
        order,
        level,
        attempts: MAX_ATTEMPTS,
    })
}

/// Generates many puzzles in parallel. The result is in address order and does not depend on
/// the number of threads, since each puzzle depends only on its address.
pub fn generate_all(
    order: usize,
    level: Level,
    addresses: &[Address],
) -> Result<Vec<Generated>, GenerateError> {
    addresses
        .par_iter()
        .map(|a| generate(order, level, a))
        .collect()
}

/// One try at a puzzle of `level` with this answer; `None` when thinning ends at a puzzle the
/// level below can finish.
fn from_answer<R: rand::Rng>(answer: &[u8], level: Level, rng: &mut R) -> Option<Puzzle> {
    let n = (answer.len() as f64).sqrt() as usize;
    let mut puzzle = Puzzle::all_signs(n, answer);

    // Add digits until one answer is left, then until the level's solver finishes.
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    let mut next = order.iter();
    while count::count(&puzzle, 2) > 1 {
        let &cell = next.next().expect("a full grid has one answer");
        puzzle.set_given(cell, answer[cell]);
    }
    while !futoshiki::finishes(&puzzle, level) {
        let &cell = next.next().expect("a full grid is finished by singles");
        puzzle.set_given(cell, answer[cell]);
    }

    // Thin digits, then signs, keeping a removal while the level's solver still finishes.
    let mut givens: Vec<usize> = (0..n * n).filter(|&c| puzzle.givens()[c] != 0).collect();
    givens.shuffle(rng);
    for cell in givens {
        puzzle.set_given(cell, 0);
        if !futoshiki::finishes(&puzzle, level) {
            puzzle.set_given(cell, answer[cell]);
        }
    }
    let mut signs = puzzle.signs().to_vec();
    signs.shuffle(rng);
    for sign in signs {
        let i = puzzle
            .signs()
            .iter()
            .position(|&s| s == sign)
            .expect("sign still present");
        puzzle.take_sign(i);
        if !futoshiki::finishes(&puzzle, level) {
            puzzle.restore_sign(i, sign);
        }
    }

    match level.below() {
        Some(easier) if futoshiki::finishes(&puzzle, easier) => None,
        _ => Some(puzzle),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::count;

    fn addresses(section: &str, k: u32) -> Vec<Address> {
        (1..=k).map(|i| Address::new(7, section, i)).collect()
    }

    /// The properties every generated puzzle must have, checked with tools apart from the
    /// generator's own path.
    fn check(g: &Generated, order: usize, level: Level) {
        let p = &g.puzzle;
        assert_eq!(p.order(), order);
        assert!(p.accepts(&g.solution), "the answer fits the clues");
        let counted = count::solve(p, 2);
        assert_eq!(counted.count, 1, "exactly one answer");
        assert_eq!(counted.solution.as_deref(), Some(&g.solution[..]));
        assert_eq!(g.grade.level, level, "graded at the level asked");
        assert!(futoshiki::finishes(p, level));
        if let Some(easier) = level.below() {
            assert!(
                !futoshiki::finishes(p, easier),
                "the level below cannot finish it"
            );
        }
        for cell in (0..order * order).filter(|&c| p.givens()[c] != 0) {
            assert!(
                !futoshiki::finishes(&p.without_given(cell), level),
                "given at cell {cell} is not load-bearing"
            );
        }
        for i in 0..p.signs().len() {
            assert!(
                !futoshiki::finishes(&p.without_sign(i), level),
                "sign {:?} is not load-bearing",
                p.signs()[i]
            );
        }
    }

    #[test]
    fn puzzles_have_the_promised_properties() {
        for (order, level, k) in [
            (4, Level::Easy, 10),
            (5, Level::Easy, 20),
            (5, Level::Medium, 10),
            (6, Level::Medium, 10),
            (6, Level::Hard, 4),
            (7, Level::Hard, 4),
        ] {
            for a in addresses(&format!("props-{order}-{level}"), k) {
                let g = generate(order, level, &a).unwrap();
                check(&g, order, level);
            }
        }
    }

    #[test]
    fn same_address_same_puzzle() {
        let a = Address::new(3, "easy", 5);
        let x = generate(5, Level::Easy, &a).unwrap();
        let y = generate(5, Level::Easy, &a).unwrap();
        assert_eq!(x.puzzle, y.puzzle);
        assert_eq!(x.solution, y.solution);
        let z = generate(5, Level::Easy, &Address::new(3, "easy", 6)).unwrap();
        assert_ne!(
            x.puzzle, z.puzzle,
            "neighbouring addresses give different puzzles"
        );
    }

    #[test]
    fn thread_count_does_not_change_output() {
        let addrs = addresses("threads", 16);
        let run = |threads: usize| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| generate_all(6, Level::Medium, &addrs).unwrap())
        };
        let one: Vec<_> = run(1).into_iter().map(|g| g.puzzle).collect();
        let two: Vec<_> = run(2).into_iter().map(|g| g.puzzle).collect();
        assert_eq!(one, two);
    }

    #[test]
    fn impossible_requests_are_errors() {
        let a = Address::new(1, "x", 1);
        assert_eq!(
            generate(3, Level::Easy, &a).unwrap_err(),
            GenerateError::Order(3)
        );
        assert_eq!(
            generate(10, Level::Easy, &a).unwrap_err(),
            GenerateError::Order(10)
        );
        assert_eq!(
            generate(5, Level::Guessing, &a).unwrap_err(),
            GenerateError::Level(Level::Guessing)
        );
    }
}
