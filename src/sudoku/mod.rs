//! The Sudoku kind: a Latin square whose boxes also hold every digit once, with some digits
//! given.
//!
//! Sizes 4x4 (boxes 2x2), 6x6 (boxes 2 high, 3 wide), 9x9 (boxes 3x3) and 16x16 (boxes 4x4);
//! the box shape of a size is [`crate::latin::box_shape`]. What Sudoku adds to the Latin core lives here: the
//! givens and their formats ([`format`]), a dedicated exact counter ([`count`]), its ladder of
//! named techniques ([`techniques`]), the generator's recipe ([`recipe`]) and drawing
//! ([`draw`]).

pub mod bands;
pub mod count;
pub mod draw;
pub mod format;
pub mod grid;
pub mod kind;
pub mod notes;
pub mod rating;
pub mod recipe;
pub mod techniques;
pub mod words;

use crate::latin::box_shape;
use crate::solve::logic::Geometry;
use thiserror::Error;

/// The grid sizes a Sudoku may have.
pub const SIZES: [usize; 4] = [4, 6, 9, 16];

/// Which givens the generator removes together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Symmetry {
    /// A given and its partner turned 180° about the centre come and go together, as most
    /// printed Sudoku are made.
    Rotational,
    /// Givens come and go one at a time.
    None,
}

/// A Sudoku puzzle: its size and its givens (row-major, 0 = empty).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    size: usize,
    givens: Vec<u8>,
}

/// A puzzle that cannot exist, whatever its answer.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PuzzleError {
    #[error("a {0}x{0} Sudoku is not supported: sizes are 4x4, 6x6, 9x9 and 16x16")]
    Size(usize),
    #[error("expected {expected} cells for a {size}x{size} grid, found {found}")]
    CellCount {
        size: usize,
        expected: usize,
        found: usize,
    },
    #[error("cell {cell} holds {digit}, but a {size}x{size} grid only uses digits 1 to {size}")]
    Digit {
        cell: String,
        digit: u8,
        size: usize,
    },
}

impl Puzzle {
    /// Checks the shape of a puzzle (not whether it can be solved).
    pub fn new(size: usize, givens: Vec<u8>) -> Result<Self, PuzzleError> {
        if !SIZES.contains(&size) {
            return Err(PuzzleError::Size(size));
        }
        if givens.len() != size * size {
            return Err(PuzzleError::CellCount {
                size,
                expected: size * size,
                found: givens.len(),
            });
        }
        if let Some((cell, &digit)) = givens.iter().enumerate().find(|&(_, &d)| d as usize > size) {
            return Err(PuzzleError::Digit {
                cell: crate::latin::cell_name(size, cell),
                digit,
                size,
            });
        }
        Ok(Puzzle { size, givens })
    }

    /// The grid's order: 4, 6, 9 or 16.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Box height and width in cells.
    pub fn box_shape(&self) -> (usize, usize) {
        box_shape(self.size).expect("every Sudoku size has boxes")
    }

    /// Givens, row-major; 0 is an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// Number of given digits.
    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&d| d != 0).count()
    }

    /// The rows, columns and boxes of this puzzle's grid.
    pub fn geometry(&self) -> Geometry {
        Geometry::with_boxes(self.size)
    }

    /// Sets or clears (digit 0) a given: the generator's cheap undoable edit.
    pub(crate) fn set_given(&mut self, cell: usize, digit: u8) {
        debug_assert!(digit as usize <= self.size);
        self.givens[cell] = digit;
    }

    /// True when every given's partner turned 180° about the centre is also given.
    pub fn is_symmetric(&self) -> bool {
        let last = self.givens.len() - 1;
        (0..self.givens.len()).all(|c| (self.givens[c] == 0) == (self.givens[last - c] == 0))
    }

    /// True when `solution` fills the grid, each digit once per row, column and box, agreeing
    /// with every given.
    pub fn accepts(&self, solution: &[u8]) -> bool {
        is_sudoku(self.size, solution)
            && self
                .givens
                .iter()
                .zip(solution)
                .all(|(&g, &s)| g == 0 || g == s)
    }
}

/// True when `digits` (row-major) is a complete Sudoku grid of order n: each of 1..=n once in
/// every row, column and box.
pub fn is_sudoku(n: usize, digits: &[u8]) -> bool {
    let Some((h, w)) = box_shape(n) else {
        return false;
    };
    if digits.len() != n * n {
        return false;
    }
    // Plain index arithmetic rather than the solvers' cell sets, so that any order with boxes
    // is checked the same way.
    let mut rows = vec![0u32; n];
    let mut cols = vec![0u32; n];
    let mut boxes = vec![0u32; n];
    digits.iter().enumerate().all(|(c, &d)| {
        if d == 0 || d as usize > n {
            return false;
        }
        let (r, col) = (c / n, c % n);
        let b = r / h * (n / w) + col / w;
        let m = 1u32 << (d - 1);
        let fresh = (rows[r] | cols[col] | boxes[b]) & m == 0;
        rows[r] |= m;
        cols[col] |= m;
        boxes[b] |= m;
        fresh
    })
}

/// Grades a puzzle with the full ladder: the lowest level whose techniques finish it (or
/// `Guessing`), a score ordering puzzles inside a level, and every step.
pub fn grade(p: &Puzzle) -> crate::solve::logic::Grade {
    let run = techniques::solve(p, crate::solve::Level::Master, true);
    let solved = run.outcome == crate::solve::logic::Outcome::Solved;
    crate::solve::logic::Grade::from_steps(solved, run.steps)
}

/// True when the step solver limited to `level` finishes the puzzle (recording nothing).
pub fn finishes(p: &Puzzle, level: crate::solve::Level) -> bool {
    techniques::finishes(p, level)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A valid grid with square boxes of side `b` (order b²): row r is the digits shifted
    /// by b·r + r/b.
    fn pattern_grid(b: usize) -> Vec<u8> {
        let n = b * b;
        (0..n * n)
            .map(|c| {
                let (r, col) = (c / n, c % n);
                ((r * b + r / b + col) % n) as u8 + 1
            })
            .collect()
    }

    /// A valid 9x9 grid: row r is the digits shifted by 3r + r/3.
    pub(crate) fn grid9() -> Vec<u8> {
        pattern_grid(3)
    }

    /// A 16x16 puzzle giving every third cell of [`grid16`] (every number somewhere), and
    /// its answer.
    pub(crate) fn puzzle16() -> (Puzzle, Vec<u8>) {
        let sol = grid16();
        let givens = sol
            .iter()
            .enumerate()
            .map(|(c, &d)| if c % 3 == 0 { d } else { 0 })
            .collect();
        (Puzzle::new(16, givens).unwrap(), sol)
    }

    /// A valid 16x16 grid: row r is the numbers shifted by 4r + r/4.
    pub(crate) fn grid16() -> Vec<u8> {
        pattern_grid(4)
    }

    #[test]
    fn sixteen_by_sixteen_has_boxes_four_by_four() {
        let g = grid16();
        assert!(is_sudoku(16, &g));
        // The cyclic square is Latin, but its boxes repeat numbers.
        let cyclic: Vec<u8> = (0..256)
            .map(|c| ((c / 16 + c % 16) % 16) as u8 + 1)
            .collect();
        assert!(crate::latin::is_latin_square(16, &cyclic));
        assert!(!is_sudoku(16, &cyclic));
        let p = Puzzle::new(16, g.iter().map(|&d| if d > 12 { d } else { 0 }).collect()).unwrap();
        assert_eq!(p.box_shape(), (4, 4));
        assert!(p.accepts(&g));
        assert!(matches!(
            Puzzle::new(16, [vec![17], vec![0; 255]].concat()),
            Err(PuzzleError::Digit { digit: 17, .. })
        ));
    }

    #[test]
    fn rejects_bad_shapes() {
        assert_eq!(Puzzle::new(5, vec![0; 25]), Err(PuzzleError::Size(5)));
        let msg = PuzzleError::Size(12).to_string();
        assert!(msg.contains("12x12") && msg.contains("16x16"), "{msg}");
        assert!(matches!(
            Puzzle::new(9, vec![0; 80]),
            Err(PuzzleError::CellCount { found: 80, .. })
        ));
        assert!(matches!(
            Puzzle::new(4, [vec![5], vec![0; 15]].concat()),
            Err(PuzzleError::Digit { digit: 5, .. })
        ));
    }

    #[test]
    fn sudoku_check_sees_boxes() {
        let g = grid9();
        assert!(is_sudoku(9, &g));
        // A Latin square whose boxes repeat digits: the cyclic one.
        let cyclic: Vec<u8> = (0..81).map(|c| ((c / 9 + c % 9) % 9) as u8 + 1).collect();
        assert!(crate::latin::is_latin_square(9, &cyclic));
        assert!(!is_sudoku(9, &cyclic));
        let p = Puzzle::new(9, g.iter().map(|&d| if d == 5 { d } else { 0 }).collect()).unwrap();
        assert!(p.accepts(&g));
        assert!(!p.accepts(&cyclic));
    }

    #[test]
    fn symmetry_pairs_cells_through_the_centre() {
        let mut givens = vec![0; 81];
        givens[0] = 1;
        givens[80] = 2;
        givens[40] = 3;
        assert!(Puzzle::new(9, givens.clone()).unwrap().is_symmetric());
        givens[1] = 4;
        assert!(!Puzzle::new(9, givens).unwrap().is_symmetric());
    }
}
