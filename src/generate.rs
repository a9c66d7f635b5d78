//! The generator: answer first, then clues thinned while the puzzle stays unique and at its
//! level.
//!
//! (API skeleton: the body below is a placeholder that gives a fully-given grid so layout can
//! be developed; the engine work replaces it.)

use crate::futoshiki::Puzzle;
use crate::seed::Address;
use crate::solve::Level;
use crate::solve::logic::Grade;
use rand::seq::SliceRandom;
use thiserror::Error;

/// A generated puzzle with its answer and grade.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzle: Puzzle,
    pub solution: Vec<u8>,
    pub grade: Grade,
}

#[derive(Debug, Error)]
pub enum GenerateError {
    #[error("cannot make a {order}x{order} puzzle at level {level}: {why}")]
    Unreachable {
        order: usize,
        level: Level,
        why: String,
    },
}

/// Generates the puzzle at `address`: the same address always gives the same puzzle.
pub fn generate(order: usize, level: Level, address: &Address) -> Result<Generated, GenerateError> {
    // Placeholder: a shuffled cyclic square with every digit given.
    let mut rng = address.rng();
    let mut rows: Vec<usize> = (0..order).collect();
    let mut syms: Vec<u8> = (1..=order as u8).collect();
    rows.shuffle(&mut rng);
    syms.shuffle(&mut rng);
    let solution: Vec<u8> = (0..order * order)
        .map(|i| syms[(rows[i / order] + i % order) % order])
        .collect();
    let all = Puzzle::all_signs(order, &solution);
    let puzzle = Puzzle::new(order, solution.clone(), all.signs().to_vec()).expect("valid");
    let grade = Grade {
        level,
        score: 0,
        hardest: None,
        steps: vec![],
    };
    Ok(Generated {
        puzzle,
        solution,
        grade,
    })
}
