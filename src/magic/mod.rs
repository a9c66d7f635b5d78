//! Magic squares: the numbers 1 to n² once each in an n by n grid, every row, every column and
//! both diagonals adding up to the same total, the magic constant n(n²+1)/2 (15 for 3x3, 34 for
//! 4x4). Some cells are given; the reader fills the rest.
//!
//! Not a Latin square: the kind has its own lines (diagonals included), its own exact counter
//! ([`count`]), its own step techniques ([`techniques`]) and its own formats and drawing. It
//! shares only the step and grade types of [`crate::solve::logic`].

pub mod count;
pub mod draw;
pub mod format;
pub mod kind;
pub mod lines;
pub mod notes;
pub mod numbers;
pub mod recipe;
pub mod squares;
pub mod techniques;
pub mod words;

use crate::solve::Level;
use crate::solve::logic::Grade;
use thiserror::Error;

pub use kind::Magic;
pub use lines::{LineId, Lines};
pub use numbers::Numbers;

/// Orders a magic-square puzzle may have. Order 2 has no magic square; from order 5 on there
/// are too many squares to pick from uniformly, and lines of five blanks are beyond the
/// techniques' reach for a reader.
pub const ORDERS: std::ops::RangeInclusive<usize> = 3..=4;

/// Largest order and cell count, for fixed-size arrays.
pub const MAX_ORDER: usize = 4;
pub const MAX_CELLS: usize = MAX_ORDER * MAX_ORDER;

/// The magic constant of order `n`: the numbers 1..n² add up to n²(n²+1)/2 and fill n rows.
pub const fn magic_constant(n: usize) -> u32 {
    (n * (n * n + 1) / 2) as u32
}

/// A magic-square puzzle: its order, the numbers it uses and its givens (row-major, the
/// numbers themselves, 0 = empty).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    order: usize,
    numbers: Numbers,
    givens: Vec<u8>,
}

/// A puzzle that cannot exist, whatever its answer. Givens that clash (a number twice, a line
/// that cannot add up) are not refused here: the counter finds no answer for them.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PuzzleError {
    #[error("order {0} is out of range: magic squares here are 3x3 or 4x4")]
    Order(usize),
    #[error("expected {expected} cells for a {order}x{order} grid, found {found}")]
    CellCount {
        order: usize,
        expected: usize,
        found: usize,
    },
    #[error(
        "cell {cell} holds {number}, but this {order}x{order} magic square uses the numbers {numbers}"
    )]
    Number {
        cell: String,
        number: u8,
        order: usize,
        numbers: String,
    },
    #[error(transparent)]
    Numbers(#[from] numbers::NumbersError),
}

impl Puzzle {
    /// A puzzle with the classic numbers 1 to n²: see [`Puzzle::with_numbers`].
    pub fn new(order: usize, givens: Vec<u8>) -> Result<Self, PuzzleError> {
        Puzzle::with_numbers(order, Numbers::CLASSIC, givens)
    }

    /// Checks the shape of a puzzle: its order, its number set, its cell count and that every
    /// given is one of its numbers.
    pub fn with_numbers(
        order: usize,
        numbers: Numbers,
        givens: Vec<u8>,
    ) -> Result<Self, PuzzleError> {
        if !ORDERS.contains(&order) {
            return Err(PuzzleError::Order(order));
        }
        if givens.len() != order * order {
            return Err(PuzzleError::CellCount {
                order,
                expected: order * order,
                found: givens.len(),
            });
        }
        Numbers::new(order, numbers.first.into(), numbers.step.into())?;
        if let Some((cell, &number)) = givens
            .iter()
            .enumerate()
            .find(|&(_, &d)| d != 0 && numbers.rank(order, d).is_none())
        {
            return Err(PuzzleError::Number {
                cell: cell_name(order, cell),
                number,
                order,
                numbers: numbers.described(order),
            });
        }
        Ok(Puzzle {
            order,
            numbers,
            givens,
        })
    }

    /// The numbers the square uses.
    pub fn numbers(&self) -> Numbers {
        self.numbers
    }

    /// The givens as ranks (1 for the first number, n² for the last; 0 = empty): what the
    /// counter and the step solver work on.
    pub fn ranks(&self) -> Vec<u8> {
        self.givens
            .iter()
            .map(|&v| match v {
                0 => 0,
                v => self.numbers.rank(self.order, v).expect("checked in new"),
            })
            .collect()
    }

    /// Ranks (row-major) as the square's numbers; 0 stays 0.
    pub fn values(&self, ranks: &[u8]) -> Vec<u8> {
        ranks
            .iter()
            .map(|&r| if r == 0 { 0 } else { self.numbers.value(r) })
            .collect()
    }

    pub fn order(&self) -> usize {
        self.order
    }

    /// The number of ranks, n².
    pub fn top(&self) -> u8 {
        (self.order * self.order) as u8
    }

    /// What every line adds up to.
    pub fn constant(&self) -> u32 {
        self.numbers.constant(self.order)
    }

    /// Givens, row-major; 0 is an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&d| d != 0).count()
    }

    /// Sets or clears (0) a given: the generator's cheap undoable edit.
    pub(crate) fn set_given(&mut self, cell: usize, number: u8) {
        debug_assert!(number == 0 || self.numbers.rank(self.order, number).is_some());
        self.givens[cell] = number;
    }

    /// This puzzle with the given in `cell` cleared.
    pub fn without_given(&self, cell: usize) -> Self {
        let mut p = self.clone();
        p.givens[cell] = 0;
        p
    }

    /// True when `solution` is a magic square of this order and numbers agreeing with every
    /// given.
    pub fn accepts(&self, solution: &[u8]) -> bool {
        solution.len() == self.order * self.order
            && solution
                .iter()
                .map(|&v| self.numbers.rank(self.order, v))
                .collect::<Option<Vec<u8>>>()
                .is_some_and(|ranks| is_magic(self.order, &ranks))
            && self
                .givens
                .iter()
                .zip(solution)
                .all(|(&g, &s)| g == 0 || g == s)
    }
}

/// True when `grid` (row-major) holds 1..n² once each and every line adds up to the constant.
pub fn is_magic(n: usize, grid: &[u8]) -> bool {
    if grid.len() != n * n {
        return false;
    }
    let mut seen = 0u32;
    for &v in grid {
        if v == 0 || v as usize > n * n || seen & (1 << v) != 0 {
            return false;
        }
        seen |= 1 << v;
    }
    let m = magic_constant(n);
    LineId::all(n).all(|l| l.cells(n).map(|c| grid[c] as u32).sum::<u32>() == m)
}

/// `r2c3` style name of a cell (1-based), as the step explanations write it.
pub fn cell_name(n: usize, cell: usize) -> String {
    crate::latin::cell_name(n, cell)
}

/// Grades a puzzle with the whole ladder: the lowest level that finishes it (or `Guessing`),
/// a score, and every step.
pub fn grade(p: &Puzzle) -> Grade {
    let (solved, steps) = techniques::solve_recorded(p);
    Grade::from_steps(solved, steps)
}

/// True when the step solver limited to techniques up to `level` finishes the puzzle.
pub fn finishes(p: &Puzzle, level: Level) -> bool {
    techniques::finishes(p, level)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Lo Shu square.
    pub(crate) const LO_SHU: [u8; 9] = [2, 7, 6, 9, 5, 1, 4, 3, 8];

    #[test]
    fn constants() {
        assert_eq!(magic_constant(3), 15);
        assert_eq!(magic_constant(4), 34);
    }

    #[test]
    fn magic_check() {
        assert!(is_magic(3, &LO_SHU));
        // Rows and columns fine, but a diagonal is not: swap two columns.
        let mut g = LO_SHU;
        for r in 0..3 {
            g.swap(r * 3, r * 3 + 1);
        }
        assert!(!is_magic(3, &g));
        assert!(!is_magic(3, &[5; 9]));
        assert!(!is_magic(3, &LO_SHU[..8]));
    }

    #[test]
    fn rejects_bad_shapes() {
        assert_eq!(Puzzle::new(2, vec![0; 4]), Err(PuzzleError::Order(2)));
        assert!(matches!(
            Puzzle::new(3, vec![0; 8]),
            Err(PuzzleError::CellCount { found: 8, .. })
        ));
        let e = Puzzle::new(3, [vec![0, 10], vec![0; 7]].concat()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "cell r1c2 holds 10, but this 3x3 magic square uses the numbers 1 to 9"
        );
        let p = Puzzle::new(3, LO_SHU.to_vec()).unwrap();
        assert!(p.accepts(&LO_SHU));
        assert!(!p.without_given(0).accepts(&[0; 9]));
    }
}
