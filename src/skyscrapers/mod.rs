//! The Skyscrapers kind (Simon Tatham's Towers): a Latin square of building heights 1..n with
//! clues outside the grid saying how many buildings are seen from that end of a row or column,
//! and sometimes a few heights given inside.
//!
//! What Skyscrapers adds to the Latin core lives here: the clues, their exchange formats, the
//! line enumeration that both solvers share, the edge techniques, the recipe and drawing.

pub mod draw;
pub mod format;
pub mod kind;
pub mod lines;
pub mod notes;
pub mod recipe;
pub mod rules;
pub mod techniques;
pub mod words;

pub use kind::Skyscrapers;

use crate::latin::{Line, cell_name};
use thiserror::Error;

/// Smallest and largest orders a Skyscrapers puzzle may have.
/// Largest Skyscrapers grid: its line tables grow as 2^n, and 9 is as large as books print.
pub const MAX_ORDER: usize = 9;

pub const ORDERS: std::ops::RangeInclusive<usize> = 4..=MAX_ORDER;

/// One of the four edges, in the order of Tatham's Towers IDs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Top,
    Bottom,
    Left,
    Right,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::Top, Side::Bottom, Side::Left, Side::Right];

    /// "above", "below", "left of", "right of": how a sentence places a clue.
    pub fn preposition(self) -> &'static str {
        match self {
            Side::Top => "above",
            Side::Bottom => "below",
            Side::Left => "left of",
            Side::Right => "right of",
        }
    }
}

/// Where a clue stands: its edge and its row or column there (0-based). Clue `i` of a puzzle
/// of order n is on side `i / n`, at `i % n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Spot {
    pub side: Side,
    pub at: usize,
}

impl Spot {
    /// The spot of clue index `i` in an order-n puzzle.
    pub fn of(n: usize, i: usize) -> Spot {
        Spot {
            side: Side::ALL[i / n],
            at: i % n,
        }
    }

    /// This spot's clue index.
    pub fn index(self, n: usize) -> usize {
        self.side as usize * n + self.at
    }

    /// The row or column the clue looks along.
    pub fn line(self) -> Line {
        match self.side {
            Side::Top | Side::Bottom => Line::Col(self.at as u8),
            Side::Left | Side::Right => Line::Row(self.at as u8),
        }
    }

    /// True when the clue looks from the line's far end (bottom or right).
    pub fn from_end(self) -> bool {
        matches!(self.side, Side::Bottom | Side::Right)
    }

    /// The cell at distance `d` (0 = next to the clue) along the clue's line.
    pub fn cell(self, n: usize, d: usize) -> usize {
        let i = if self.from_end() { n - 1 - d } else { d };
        self.line().cell(n, i)
    }
}

/// The clues at the front (top or left) and back (bottom or right) ends of a line.
pub fn line_spots(line: Line) -> (Spot, Spot) {
    match line {
        Line::Row(r) => (
            Spot {
                side: Side::Left,
                at: r as usize,
            },
            Spot {
                side: Side::Right,
                at: r as usize,
            },
        ),
        Line::Col(c) => (
            Spot {
                side: Side::Top,
                at: c as usize,
            },
            Spot {
                side: Side::Bottom,
                at: c as usize,
            },
        ),
        // A Skyscrapers grid has rows and columns only: its geometry never makes boxes.
        Line::Box(_) => unreachable!("a Skyscrapers grid has no boxes"),
    }
}

/// Buildings seen looking along `heights` from its first entry: each one taller than every
/// one before it.
pub fn visible(heights: impl IntoIterator<Item = u8>) -> u8 {
    let mut tallest = 0;
    let mut seen = 0;
    for h in heights {
        if h > tallest {
            tallest = h;
            seen += 1;
        }
    }
    seen
}

/// A Skyscrapers puzzle: order, the 4n edge clues (0 = none) in Towers order — top left to
/// right, bottom left to right, left top to bottom, right top to bottom — and the givens
/// (row-major, 0 = empty).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    order: usize,
    clues: Vec<u8>,
    givens: Vec<u8>,
}

/// A puzzle that cannot exist, whatever its answer.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PuzzleError {
    #[error("order {0} is out of range: Skyscrapers grids are 4x4 to 9x9")]
    Order(usize),
    #[error("expected {expected} cells for a {order}x{order} grid, found {found}")]
    CellCount {
        order: usize,
        expected: usize,
        found: usize,
    },
    #[error("expected {expected} edge clues for a {order}x{order} grid, found {found}")]
    ClueCount {
        order: usize,
        expected: usize,
        found: usize,
    },
    #[error("cell {cell} holds {digit}, but a {order}x{order} grid only uses heights 1 to {order}")]
    Digit {
        cell: String,
        digit: u8,
        order: usize,
    },
    #[error(
        "{where_} is {clue}, but in a {order}x{order} grid at most {order} buildings can be seen"
    )]
    Clue {
        where_: String,
        clue: u8,
        order: usize,
    },
}

impl Puzzle {
    /// Checks the shape of a puzzle (not its solvability).
    pub fn new(order: usize, clues: Vec<u8>, givens: Vec<u8>) -> Result<Self, PuzzleError> {
        if !ORDERS.contains(&order) {
            return Err(PuzzleError::Order(order));
        }
        if clues.len() != 4 * order {
            return Err(PuzzleError::ClueCount {
                order,
                expected: 4 * order,
                found: clues.len(),
            });
        }
        if givens.len() != order * order {
            return Err(PuzzleError::CellCount {
                order,
                expected: order * order,
                found: givens.len(),
            });
        }
        if let Some((i, &clue)) = clues.iter().enumerate().find(|&(_, &c)| c as usize > order) {
            let spot = Spot::of(order, i);
            return Err(PuzzleError::Clue {
                where_: spot_name(spot),
                clue,
                order,
            });
        }
        if let Some((cell, &digit)) = givens
            .iter()
            .enumerate()
            .find(|&(_, &d)| d as usize > order)
        {
            return Err(PuzzleError::Digit {
                cell: cell_name(order, cell),
                digit,
                order,
            });
        }
        Ok(Puzzle {
            order,
            clues,
            givens,
        })
    }

    /// The puzzle showing every edge clue of `solution` and no height.
    pub fn all_clues(order: usize, solution: &[u8]) -> Self {
        let clues = (0..4 * order)
            .map(|i| {
                let spot = Spot::of(order, i);
                visible((0..order).map(|d| solution[spot.cell(order, d)]))
            })
            .collect();
        Puzzle::new(order, clues, vec![0; order * order]).expect("clues of a grid are in range")
    }

    pub fn order(&self) -> usize {
        self.order
    }

    /// The 4n edge clues in Towers order; 0 is no clue.
    pub fn clues(&self) -> &[u8] {
        &self.clues
    }

    /// The clue at a spot (0 = none).
    pub fn clue(&self, spot: Spot) -> u8 {
        self.clues[spot.index(self.order)]
    }

    /// Givens, row-major; 0 is an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// Number of given heights.
    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&d| d != 0).count()
    }

    /// Number of edge clues shown.
    pub fn clue_count(&self) -> usize {
        self.clues.iter().filter(|&&c| c != 0).count()
    }

    /// Sets or clears (0) a given in place: the generator's cheap undoable edit.
    pub(crate) fn set_given(&mut self, cell: usize, digit: u8) {
        debug_assert!(digit as usize <= self.order);
        self.givens[cell] = digit;
    }

    /// Sets or clears (0) the edge clue of index `i` in place.
    pub(crate) fn set_clue(&mut self, i: usize, clue: u8) {
        debug_assert!(clue as usize <= self.order);
        self.clues[i] = clue;
    }

    /// True when `solution` fills the grid as a Latin square agreeing with every given and
    /// every edge clue.
    pub fn accepts(&self, solution: &[u8]) -> bool {
        let n = self.order;
        crate::latin::is_latin_square(n, solution)
            && self
                .givens
                .iter()
                .zip(solution)
                .all(|(&g, &s)| g == 0 || g == s)
            && self.clues.iter().enumerate().all(|(i, &c)| {
                let spot = Spot::of(n, i);
                c == 0 || visible((0..n).map(|d| solution[spot.cell(n, d)])) == c
            })
    }
}

/// "the clue above column 3" (no value): where a clue stands, for error messages.
pub fn spot_name(spot: Spot) -> String {
    let what = match spot.line() {
        Line::Row(r) => format!("row {}", r + 1),
        Line::Col(c) => format!("column {}", c + 1),
        Line::Box(b) => format!("box {}", b + 1),
    };
    format!("the clue {} {what}", spot.side.preposition())
}

/// Grades a puzzle with the full ladder: the lowest level whose techniques finish it (or
/// `Guessing`), a score ordering puzzles inside a level, and every step.
pub fn grade(p: &Puzzle) -> crate::solve::logic::Grade {
    let run = techniques::solve(p, crate::solve::Level::Hard, true);
    let solved = run.outcome == crate::solve::logic::Outcome::Solved;
    crate::solve::logic::Grade::from_steps(solved, run.steps)
}

/// True when the step solver limited to `level` finishes the puzzle: the generator's fast
/// path, recording no steps and allocating nothing.
pub fn finishes(p: &Puzzle, level: crate::solve::Level) -> bool {
    techniques::finishes(p, level)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visibility() {
        assert_eq!(visible([1, 2, 3, 4]), 4);
        assert_eq!(visible([4, 1, 2, 3]), 1);
        assert_eq!(visible([2, 1, 4, 3]), 2);
        assert_eq!(visible([3, 1, 2, 5, 4]), 2);
    }

    #[test]
    fn spots_walk_away_from_their_edge() {
        let n = 4;
        let top1 = Spot::of(n, 1);
        assert_eq!((top1.side, top1.at), (Side::Top, 1));
        assert_eq!(top1.cell(n, 0), 1);
        assert_eq!(top1.cell(n, 3), 13);
        let bottom1 = Spot::of(n, 5);
        assert_eq!(bottom1.cell(n, 0), 13);
        let left2 = Spot::of(n, 10);
        assert_eq!(left2.cell(n, 0), 8);
        let right2 = Spot::of(n, 14);
        assert_eq!(right2.cell(n, 0), 11);
        assert_eq!(right2.index(n), 14);
        assert_eq!(line_spots(Line::Row(2)), (left2, right2));
    }

    #[test]
    fn all_clues_are_accepted_and_rejects_bad_shapes() {
        let sol = [1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3];
        let p = Puzzle::all_clues(4, &sol);
        // Top of column 1 reads 1 2 3 4 downwards: all four seen.
        assert_eq!(p.clues()[0], 4);
        // Left of row 4 reads 4 1 2 3: one seen.
        assert_eq!(p.clues()[8 + 3], 1);
        assert!(p.accepts(&sol));
        let mut wrong = sol;
        wrong.swap(0, 1);
        assert!(!p.accepts(&wrong));
        assert_eq!(
            Puzzle::new(3, vec![0; 12], vec![0; 9]),
            Err(PuzzleError::Order(3))
        );
        assert!(matches!(
            Puzzle::new(4, vec![0; 15], vec![0; 16]),
            Err(PuzzleError::ClueCount { found: 15, .. })
        ));
        let mut clues = vec![0; 16];
        clues[6] = 5;
        let err = Puzzle::new(4, clues, vec![0; 16]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the clue below column 3 is 5, but in a 4x4 grid at most 4 buildings can be seen"
        );
    }
}
