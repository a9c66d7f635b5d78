//! The Futoshiki kind: a Latin square plus inequality signs between orthogonal neighbours.
//!
//! What Futoshiki adds to the Latin core lives here: the clues (givens and signs), their
//! exchange formats, the sign-aware rules and techniques, and drawing a grid into a box.

pub mod draw;
pub mod format;
mod kind;
pub mod notes;
pub mod recipe;
pub mod rules;
pub mod stress;
pub mod techniques;
pub mod words;

pub use kind::Futoshiki;

use thiserror::Error;

/// Smallest and largest orders a Futoshiki puzzle may have (one-character digits: the
/// formats and drawing assume them).
pub const ORDERS: std::ops::RangeInclusive<usize> = 4..=9;

/// A sign between two orthogonally adjacent cells: the value in `less` is smaller than the
/// value in `greater`. Cells are row-major indices.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Sign {
    pub less: u8,
    pub greater: u8,
}

impl Sign {
    pub fn new(less: usize, greater: usize) -> Self {
        Sign {
            less: less as u8,
            greater: greater as u8,
        }
    }

    /// The two cells, smaller index first: the edge this sign sits on.
    pub fn edge(self) -> (usize, usize) {
        let (a, b) = (self.less as usize, self.greater as usize);
        (a.min(b), a.max(b))
    }
}

/// A Futoshiki puzzle: order, givens (row-major, 0 = empty) and signs (sorted by edge, at most
/// one per edge).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    order: usize,
    givens: Vec<u8>,
    signs: Vec<Sign>,
}

/// A puzzle that cannot exist, whatever its answer.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PuzzleError {
    #[error("order {0} is out of range: Futoshiki grids are 4x4 to 9x9")]
    Order(usize),
    #[error("expected {expected} cells for a {order}x{order} grid, found {found}")]
    CellCount {
        order: usize,
        expected: usize,
        found: usize,
    },
    #[error("cell {cell} holds {digit}, but a {order}x{order} grid only uses digits 1 to {order}")]
    Digit {
        cell: String,
        digit: u8,
        order: usize,
    },
    #[error("a sign joins {a} and {b}, which are not side by side")]
    NotAdjacent { a: String, b: String },
    #[error("two signs sit between {a} and {b}")]
    DuplicateSign { a: String, b: String },
}

impl Puzzle {
    /// Checks the shape of a puzzle (not its solvability) and puts the signs in canonical order.
    pub fn new(order: usize, givens: Vec<u8>, mut signs: Vec<Sign>) -> Result<Self, PuzzleError> {
        if !ORDERS.contains(&order) {
            return Err(PuzzleError::Order(order));
        }
        let name = |c: usize| crate::latin::cell_name(order, c);
        if givens.len() != order * order {
            return Err(PuzzleError::CellCount {
                order,
                expected: order * order,
                found: givens.len(),
            });
        }
        if let Some((cell, &digit)) = givens
            .iter()
            .enumerate()
            .find(|&(_, &d)| d as usize > order)
        {
            return Err(PuzzleError::Digit {
                cell: name(cell),
                digit,
                order,
            });
        }
        for s in &signs {
            let (a, b) = s.edge();
            let adjacent = b < order * order && (b == a + order || (b == a + 1 && b % order != 0));
            if !adjacent {
                return Err(PuzzleError::NotAdjacent {
                    a: name(a),
                    b: name(b),
                });
            }
        }
        signs.sort_by_key(|s| s.edge());
        if let Some(w) = signs.windows(2).find(|w| w[0].edge() == w[1].edge()) {
            let (a, b) = w[0].edge();
            return Err(PuzzleError::DuplicateSign {
                a: name(a),
                b: name(b),
            });
        }
        Ok(Puzzle {
            order,
            givens,
            signs,
        })
    }

    /// The puzzle that shows every sign true in `solution` and no digit.
    pub fn all_signs(order: usize, solution: &[u8]) -> Self {
        let mut signs = Vec::new();
        for cell in 0..order * order {
            let mut push = |other: usize| {
                let s = if solution[cell] < solution[other] {
                    Sign::new(cell, other)
                } else {
                    Sign::new(other, cell)
                };
                signs.push(s);
            };
            if cell % order + 1 < order {
                push(cell + 1);
            }
            if cell + order < order * order {
                push(cell + order);
            }
        }
        Puzzle::new(order, vec![0; order * order], signs).expect("signs of a grid are well formed")
    }

    pub fn order(&self) -> usize {
        self.order
    }

    /// Givens, row-major; 0 is an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    pub fn signs(&self) -> &[Sign] {
        &self.signs
    }

    /// The sign between two adjacent cells, if any, as the cell holding the smaller value.
    pub fn sign_between(&self, a: usize, b: usize) -> Option<Sign> {
        let key = (a.min(b), a.max(b));
        self.signs
            .binary_search_by_key(&key, |s| s.edge())
            .ok()
            .map(|i| self.signs[i])
    }

    /// Number of given digits.
    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&d| d != 0).count()
    }

    /// This puzzle with the given in `cell` cleared.
    pub fn without_given(&self, cell: usize) -> Self {
        let mut p = self.clone();
        p.givens[cell] = 0;
        p
    }

    /// This puzzle with `cell` given as `digit`.
    pub fn with_given(&self, cell: usize, digit: u8) -> Self {
        let mut p = self.clone();
        p.givens[cell] = digit;
        p
    }

    /// This puzzle without its `i`-th sign.
    pub fn without_sign(&self, i: usize) -> Self {
        let mut p = self.clone();
        p.signs.remove(i);
        p
    }

    /// Sets or clears (digit 0) a given in place: the generator's cheap undoable edit. The
    /// digit must be in 0..=order.
    pub(crate) fn set_given(&mut self, cell: usize, digit: u8) {
        debug_assert!(digit as usize <= self.order);
        self.givens[cell] = digit;
    }

    /// Removes and returns the `i`-th sign; [`Puzzle::restore_sign`] with the same `i` undoes it.
    pub(crate) fn take_sign(&mut self, i: usize) -> Sign {
        self.signs.remove(i)
    }

    /// Puts back a sign taken from position `i`, keeping the canonical order.
    pub(crate) fn restore_sign(&mut self, i: usize, sign: Sign) {
        self.signs.insert(i, sign);
    }

    /// True when `solution` fills the grid as a Latin square agreeing with every clue.
    pub fn accepts(&self, solution: &[u8]) -> bool {
        crate::latin::is_latin_square(self.order, solution)
            && self
                .givens
                .iter()
                .zip(solution)
                .all(|(&g, &s)| g == 0 || g == s)
            && self
                .signs
                .iter()
                .all(|s| solution[s.less as usize] < solution[s.greater as usize])
    }
}

/// Grades a puzzle with the full ladder: the lowest level whose techniques finish it (or
/// `Guessing`), a score ordering puzzles inside a level, and every step.
pub fn grade(p: &Puzzle) -> crate::solve::logic::Grade {
    let run = techniques::solve(p, crate::solve::Level::Hard, true);
    let solved = run.outcome == crate::solve::logic::Outcome::Solved;
    crate::solve::logic::Grade::from_steps(solved, run.steps)
}

/// True when the step solver limited to techniques up to `level` finishes the puzzle: the
/// generator's fast path, recording no steps and allocating nothing.
pub fn finishes(p: &Puzzle, level: crate::solve::Level) -> bool {
    techniques::finishes(p, level)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_bad_shapes() {
        assert_eq!(
            Puzzle::new(3, vec![0; 9], vec![]),
            Err(PuzzleError::Order(3))
        );
        assert!(matches!(
            Puzzle::new(4, vec![0; 15], vec![]),
            Err(PuzzleError::CellCount { found: 15, .. })
        ));
        assert!(matches!(
            Puzzle::new(4, [vec![5], vec![0; 15]].concat(), vec![]),
            Err(PuzzleError::Digit { digit: 5, .. })
        ));
        // Cells 3 and 4 are the end of row 1 and the start of row 2: not neighbours.
        assert!(matches!(
            Puzzle::new(4, vec![0; 16], vec![Sign::new(3, 4)]),
            Err(PuzzleError::NotAdjacent { .. })
        ));
        assert!(matches!(
            Puzzle::new(4, vec![0; 16], vec![Sign::new(0, 1), Sign::new(1, 0)]),
            Err(PuzzleError::DuplicateSign { .. })
        ));
    }

    #[test]
    fn all_signs_agree_with_solution() {
        let sol = [1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3];
        let p = Puzzle::all_signs(4, &sol);
        assert_eq!(p.signs().len(), 2 * 4 * 3);
        assert!(p.accepts(&sol));
        assert_eq!(p.sign_between(1, 0), Some(Sign::new(0, 1)));
        assert_eq!(p.sign_between(3, 7), Some(Sign::new(7, 3)));
    }
}
