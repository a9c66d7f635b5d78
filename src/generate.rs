//! The generator: answer first, then clues thinned while the puzzle stays unique and at its
//! level. This file is the skeleton every kind shares; each kind's recipe (which clues, in
//! what order they are added and thinned) is its [`Kind::attempt`].
//!
//! 1. The kind draws an answer (for Latin kinds a uniformly random Latin square,
//!    [`crate::latin::random`]).
//! 2. It shows every clue the answer allows, then adds givens of the answer (in a seeded random
//!    order) until the exact counter finds one answer, then until the step solver limited to
//!    the level finishes it (Futoshiki: digits, since signs alone are often not enough).
//! 3. It thins clues in its own order, each in seeded random order: a removal is kept only
//!    while the level's solver still finishes the puzzle. The step solver only makes sound
//!    deductions, so finishing also proves the answer is still unique; every clue left is
//!    load-bearing for the level.
//! 4. Here, the puzzle is accepted only when the level below cannot finish it and the
//!    recorded solve that grades it puts it at the level; otherwise a new answer is drawn.
//!    After [`MAX_ATTEMPTS`] answers the level is reported unreachable: an easier puzzle is
//!    never handed back in place of the one asked for.

use crate::kind::{Kind, KindRef, PuzzleRef, Shape, level_below};
use crate::seed::Address;
use crate::solve::Level;
use crate::solve::logic::Grade;
use rayon::prelude::*;
use thiserror::Error;

/// Answers drawn for one puzzle before its level is declared out of reach.
pub const MAX_ATTEMPTS: usize = 5_000;

/// A generated puzzle with its answer and grade.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzle: PuzzleRef,
    pub solution: Vec<u8>,
    pub grade: Grade,
    /// How many answers were drawn before one gave a puzzle of the asked level.
    pub attempts: usize,
    /// Made from the user's image: how many cells differ from the image's.
    pub changed: Option<usize>,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum GenerateError {
    /// The kind cannot make this size or level; the message says what it can.
    #[error("{0}")]
    Unsupported(String),
    #[error(
        "no {} {kind} puzzle at level {level} after {attempts} tries: \
         the level seems out of reach at this size; try another size or an easier level",
        .shape.grid()
    )]
    Unreachable {
        kind: &'static str,
        shape: Shape,
        level: Level,
        attempts: usize,
    },
}

/// A generated puzzle as one JSON line of `generate --format json` (and of a book's
/// `--puzzles` file, which adds `section` and `number`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Record {
    pub id: String,
    pub kind: KindRef,
    /// A square kind's order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<usize>,
    /// A rectangular kind's width and height (a kind with [`Kind::rectangles`] always writes
    /// these, squares included).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<usize>,
    pub level: Level,
    pub score: u32,
    pub hardest: Option<&'static str>,
    /// Simon Tatham's game ID for the kind (Unequal, Towers, ...), when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    /// The answer: one character per cell, row-major, no separators (see
    /// [`crate::kind::Puzzle::solution_text`]), or the kind's own form
    /// ([`crate::kind::Puzzle::solution_json`]).
    pub solution: serde_json::Value,
    /// The kind's own fields: its puzzle's JSON fields (so that `solve` reads the record back
    /// as the same puzzle), its game ID under the game's name (`unequal`), clue counts under
    /// `counts`; see [`crate::kind::record`].
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

impl Generated {
    /// The puzzle as a machine-readable record with the given id.
    pub fn record(&self, id: impl Into<String>) -> Record {
        let kind = self.puzzle.kind();
        let game_id = self.puzzle.game_id(self.grade.level);
        let mut extra = crate::kind::record::puzzle_fields(&*self.puzzle);
        if let (Some(name), Some(id)) = (kind.game_id_name(), &game_id) {
            extra.insert(name.into(), id.clone().into());
        }
        let counts: serde_json::Map<String, serde_json::Value> = self
            .puzzle
            .clue_counts()
            .into_iter()
            .map(|(name, n)| (name.to_string(), n.into()))
            .collect();
        extra.insert("counts".into(), counts.into());
        for (name, text) in self.puzzle.record_fields() {
            extra.insert(name.into(), text.into());
        }
        let shape = self.puzzle.shape();
        let (size, width, height) = if kind.rectangles() {
            (None, Some(shape.width), Some(shape.height))
        } else {
            (Some(shape.width), None, None)
        };
        Record {
            id: id.into(),
            kind,
            size,
            width,
            height,
            level: self.grade.level,
            score: self.grade.score,
            hardest: self.grade.hardest.map(|t| t.name),
            game_id,
            solution: self.puzzle.solution_json(&self.solution),
            extra,
        }
    }
}

pub use crate::kind::digits_string;

/// Checks that `kind` can make `shape` at `level` at all.
pub fn supported(kind: &dyn Kind, shape: Shape, level: Level) -> Result<(), GenerateError> {
    match kind.unsupported(shape, level) {
        Some(why) => Err(GenerateError::Unsupported(why)),
        None => Ok(()),
    }
}

/// Generates the puzzle at `address`: the same address always gives the same puzzle.
pub fn generate(
    kind: KindRef,
    shape: impl Into<Shape>,
    level: Level,
    address: &Address,
) -> Result<Generated, GenerateError> {
    let shape = shape.into();
    supported(&*kind, shape, level)?;
    let below = level_below(&*kind, level);
    let mut rng = address.rng();
    for attempt in 1..=MAX_ATTEMPTS {
        let Some((puzzle, answer)) = kind.attempt(shape, level, &mut rng) else {
            continue;
        };
        // The grade below says this too; the fast path says it without recording steps, and
        // turns away most of the attempts that go.
        if below.is_some_and(|easier| puzzle.finishes(easier)) {
            continue;
        }
        // The fast path above sweeps in another order than the recorded solve that grades
        // (and words the hints); the two agree only while a kind's sweeps are monotone, and
        // one that was not (Killer's cage combination counting ways that reuse a digit placed
        // in the cage) made them disagree on one hard Killer in 150 with some merge orders.
        // The grade is what the book prints, so it has the last word.
        let grade = puzzle.grade();
        if grade.level != level {
            continue;
        }
        return Ok(Generated {
            puzzle,
            solution: answer,
            grade,
            attempts: attempt,
            changed: None,
        });
    }
    Err(GenerateError::Unreachable {
        kind: kind.id(),
        shape,
        level,
        attempts: MAX_ATTEMPTS,
    })
}

/// Generates many puzzles in parallel. The result is in address order and does not depend on
/// the number of threads, since each puzzle depends only on its address.
pub fn generate_all(
    kind: KindRef,
    shape: impl Into<Shape>,
    level: Level,
    addresses: &[Address],
) -> Result<Vec<Generated>, GenerateError> {
    let shape = shape.into();
    addresses
        .par_iter()
        .map(|a| generate(kind, shape, level, a))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::{KINDS, find};

    fn addresses(section: &str, k: u32) -> Vec<Address> {
        (1..=k).map(|i| Address::new(7, section, i)).collect()
    }

    /// What every kind's generator promises, checked with the counter and the step solver
    /// apart from the generator's own path.
    #[test]
    fn every_kind_gives_unique_puzzles_at_the_level_asked() {
        for &k in KINDS {
            let kind = KindRef(k);
            for &level in kind.levels() {
                let size = kind.default_size(level);
                for a in addresses(&format!("props-{}-{level}", kind.id()), 3) {
                    let g = generate(kind, size, level, &a).unwrap();
                    let p = &g.puzzle;
                    assert_eq!(p.shape(), size);
                    assert!(p.accepts(&g.solution), "{kind}: the answer fits the clues");
                    let counted = p.count(2).unwrap();
                    assert_eq!(counted.count, 1, "{kind}: exactly one answer");
                    assert_eq!(counted.solution.as_deref(), Some(&g.solution[..]));
                    assert_eq!(g.grade.level, level, "{kind}: graded at the level asked");
                    assert!(p.finishes(level));
                    if let Some(easier) = level_below(k, level) {
                        assert!(!p.finishes(easier), "{kind}: the level below finishes it");
                    }
                }
            }
        }
    }

    #[test]
    fn same_address_same_puzzle() {
        for &k in KINDS {
            let kind = KindRef(k);
            let size = kind.default_size(Level::Easy);
            let a = Address::new(3, "easy", 5);
            let x = generate(kind, size, Level::Easy, &a).unwrap();
            let y = generate(kind, size, Level::Easy, &a).unwrap();
            assert_eq!(x.puzzle.key(), y.puzzle.key());
            assert_eq!(x.solution, y.solution);
            let z = generate(kind, size, Level::Easy, &Address::new(3, "easy", 6)).unwrap();
            assert_ne!(
                x.puzzle.key(),
                z.puzzle.key(),
                "{kind}: neighbouring addresses give different puzzles"
            );
        }
    }

    #[test]
    fn thread_count_does_not_change_output() {
        let addrs = addresses("threads", 12);
        for &k in KINDS {
            let kind = KindRef(k);
            let level = kind.levels()[1];
            let size = kind.default_size(level);
            let run = |threads: usize| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap()
                    .install(|| generate_all(kind, size, level, &addrs).unwrap())
            };
            let keys = |v: Vec<Generated>| v.iter().map(|g| g.puzzle.key()).collect::<Vec<_>>();
            assert_eq!(keys(run(1)), keys(run(2)), "{kind}");
        }
    }

    #[test]
    fn impossible_requests_are_errors() {
        let a = Address::new(1, "x", 1);
        let futoshiki = find("futoshiki").unwrap();
        for bad in [3, 10] {
            assert!(matches!(
                generate(futoshiki, bad, Level::Easy, &a),
                Err(GenerateError::Unsupported(_))
            ));
        }
        assert!(matches!(
            generate(futoshiki, 5, Level::Guessing, &a),
            Err(GenerateError::Unsupported(_))
        ));
    }

    #[test]
    fn digits_of_large_grids_stay_one_character() {
        assert_eq!(digits_string(&[1, 9, 10, 16]), "19ag");
    }
}
