//! The Killer Sudoku kind: a Sudoku whose grid is split into cages, each with a sum; the
//! digits of a cage are all different and add up to its sum. Usually no digit is given.
//!
//! What Killer adds to Sudoku lives here: the cages (model), an exact counter of its own
//! ([`count`]), the step solver's cage techniques on top of Sudoku's ladder ([`techniques`]),
//! the generator's recipe ([`recipe`]). The sums themselves are the shared sum engine's
//! ([`crate::sums`]).

pub mod count;
pub mod draw;
pub mod format;
pub mod kind;
pub mod notes;
pub mod recipe;
pub mod techniques;
pub mod words;

pub use kind::Killer;

use crate::latin::{box_shape, cell_name};
use crate::solve::cells::CellSet;
use thiserror::Error;

/// The cells of a set of a killer's cells (at most 81) held in one 128-bit word, ascending.
pub(crate) fn each_cell(mut set: u128) -> impl Iterator<Item = usize> + Clone {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let c = set.trailing_zeros() as usize;
            set &= set - 1;
            c
        })
    })
}

/// A cage's cells as a set.
fn cell_set(cells: &[u8]) -> CellSet {
    cells.iter().map(|&c| c as usize).collect()
}

/// The grid sizes a Killer Sudoku may have: 6x6 (boxes 2 high, 3 wide) and 9x9.
pub const SIZES: [usize; 2] = [6, 9];

/// A cage: its sum and its cells (row-major indices, ascending).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cage {
    pub sum: u32,
    pub cells: Vec<u8>,
}

impl Cage {
    pub fn new(sum: u32, cells: impl IntoIterator<Item = usize>) -> Cage {
        let mut cells: Vec<u8> = cells.into_iter().map(|c| c as u8).collect();
        cells.sort_unstable();
        Cage { sum, cells }
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cage's first cell, row-major: where its sum is printed.
    pub fn corner(&self) -> usize {
        self.cells[0] as usize
    }
}

/// A Killer Sudoku: size, cages (in order of their first cell) and givens (row-major,
/// 0 = empty).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    size: usize,
    cages: Vec<Cage>,
    givens: Vec<u8>,
    /// The cage of each cell, row-major.
    cage_of: Vec<u8>,
    /// Each cage's cells as a set, in the order of `cages`.
    cage_sets: Vec<CellSet>,
}

/// A puzzle that cannot exist, whatever its answer.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PuzzleError {
    #[error("a {0}x{0} Killer Sudoku is not supported: sizes are 6x6 and 9x9")]
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
    #[error("a cage names cell {0}, which is outside the grid")]
    Outside(usize),
    #[error("cell {0} is in two cages: cages must not overlap")]
    Overlap(String),
    #[error("cell {0} is in no cage: cages must cover the grid")]
    Uncovered(String),
    #[error("a cage has no cells")]
    EmptyCage,
    #[error(
        "the cage at {cell} has {cells} cells and sum {sum}, which {cells} different digits \
         1 to {size} cannot make (they make {lo} to {hi})"
    )]
    ImpossibleSum {
        cell: String,
        cells: usize,
        sum: u32,
        size: usize,
        lo: u32,
        hi: u32,
    },
    #[error(
        "the cage at {cell} has {cells} cells, but a {size}x{size} grid has only {size} \
         different digits"
    )]
    CageTooBig {
        cell: String,
        cells: usize,
        size: usize,
    },
}

impl Puzzle {
    /// Checks the shape of a puzzle (not whether it can be solved): the size, that the cages
    /// cover every cell once with sums their cells can make, and the givens' digits.
    pub fn new(size: usize, mut cages: Vec<Cage>, givens: Vec<u8>) -> Result<Self, PuzzleError> {
        if !SIZES.contains(&size) {
            return Err(PuzzleError::Size(size));
        }
        let cells = size * size;
        if givens.len() != cells {
            return Err(PuzzleError::CellCount {
                size,
                expected: cells,
                found: givens.len(),
            });
        }
        if let Some((cell, &digit)) = givens.iter().enumerate().find(|&(_, &d)| d as usize > size) {
            return Err(PuzzleError::Digit {
                cell: cell_name(size, cell),
                digit,
                size,
            });
        }
        for cage in &mut cages {
            cage.cells.sort_unstable();
        }
        if cages.iter().any(|c| c.is_empty()) {
            return Err(PuzzleError::EmptyCage);
        }
        cages.sort_by_key(|c| c.cells[0]);
        let mut cage_of = vec![u8::MAX; cells];
        for (i, cage) in cages.iter().enumerate() {
            for &c in &cage.cells {
                let c = c as usize;
                if c >= cells {
                    return Err(PuzzleError::Outside(c));
                }
                if cage_of[c] != u8::MAX {
                    return Err(PuzzleError::Overlap(cell_name(size, c)));
                }
                cage_of[c] = i as u8;
            }
            let k = cage.len();
            // Named only for an error: the generator builds thousands of puzzles a second.
            let cell = || cell_name(size, cage.corner());
            if k > size {
                return Err(PuzzleError::CageTooBig {
                    cell: cell(),
                    cells: k,
                    size,
                });
            }
            let (lo, hi) = crate::sums::bounds(k, size as u8).expect("k is at most the size");
            if crate::sums::combinations(k, cage.sum, size as u8).is_empty() {
                return Err(PuzzleError::ImpossibleSum {
                    cell: cell(),
                    cells: k,
                    sum: cage.sum,
                    size,
                    lo,
                    hi,
                });
            }
        }
        if let Some(c) = cage_of.iter().position(|&k| k == u8::MAX) {
            return Err(PuzzleError::Uncovered(cell_name(size, c)));
        }
        let cage_sets = cages.iter().map(|c| cell_set(&c.cells)).collect();
        Ok(Puzzle {
            size,
            cages,
            givens,
            cage_of,
            cage_sets,
        })
    }

    /// The grid's order: 6 or 9.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Box height and width in cells.
    pub fn box_shape(&self) -> (usize, usize) {
        box_shape(self.size).expect("every Killer size has boxes")
    }

    /// The cages, in row-major order of their first cell.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// Groups the cells anew, a cage label per cell (any labels below the cell count), each
    /// cage's sum taken from `answer`; givens stay. The cages come out as [`Puzzle::new`]
    /// orders them. For the generator, which tries thousands of groupings of one answer:
    /// the cages' lists are reused and nothing is checked, since sums from an answer fit.
    pub(crate) fn regroup(&mut self, owner: &[usize], answer: &[u8]) {
        debug_assert_eq!(owner.len(), self.cage_of.len());
        let mut index = [u8::MAX; crate::latin::MAX_CELLS];
        let mut count = 0;
        for (c, (&label, &digit)) in owner.iter().zip(answer).enumerate() {
            if index[label] == u8::MAX {
                // Met at its first cell, so cages are numbered in order of first cells.
                index[label] = count as u8;
                match self.cages.get_mut(count) {
                    Some(cage) => {
                        cage.sum = 0;
                        cage.cells.clear();
                    }
                    None => self.cages.push(Cage {
                        sum: 0,
                        cells: Vec::new(),
                    }),
                }
                count += 1;
            }
            let i = index[label];
            let cage = &mut self.cages[i as usize];
            cage.sum += digit as u32;
            cage.cells.push(c as u8);
            self.cage_of[c] = i;
        }
        self.cages.truncate(count);
        self.cage_sets.clear();
        self.cage_sets
            .extend(self.cages.iter().map(|c| cell_set(&c.cells)));
    }

    /// The cells of each cage as a set, in the order of [`Puzzle::cages`].
    pub fn cage_sets(&self) -> &[CellSet] {
        &self.cage_sets
    }

    /// The index in [`Puzzle::cages`] of the cage holding `cell`.
    pub fn cage_of(&self, cell: usize) -> usize {
        self.cage_of[cell] as usize
    }

    /// Givens, row-major; 0 is an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// Number of given digits.
    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&d| d != 0).count()
    }

    /// What every row, column and box adds up to: 1 + 2 + ... + the size.
    pub fn house_sum(&self) -> u32 {
        (self.size * (self.size + 1) / 2) as u32
    }

    /// True when `solution` is a complete Sudoku grid that agrees with the givens, each cage
    /// holding different digits that add up to its sum.
    pub fn accepts(&self, solution: &[u8]) -> bool {
        crate::sudoku::is_sudoku(self.size, solution)
            && self
                .givens
                .iter()
                .zip(solution)
                .all(|(&g, &s)| g == 0 || g == s)
            && self.cages.iter().all(|cage| {
                let mut seen = 0u16;
                let mut sum = 0;
                for &c in &cage.cells {
                    let d = solution[c as usize];
                    if seen & crate::latin::bit(d) != 0 {
                        return false;
                    }
                    seen |= crate::latin::bit(d);
                    sum += d as u32;
                }
                sum == cage.sum
            })
    }
}

/// Grades a puzzle with the full ladder: the lowest level whose techniques finish it (or
/// `Guessing`), a score ordering puzzles inside a level, and every step.
pub fn grade(p: &Puzzle) -> crate::solve::logic::Grade {
    let run = techniques::solve(p, crate::solve::Level::Expert, true);
    let solved = run.outcome == crate::solve::logic::Outcome::Solved;
    crate::solve::logic::Grade::from_steps(solved, run.steps)
}

/// True when the step solver limited to `level` finishes the puzzle (recording nothing).
pub fn finishes(p: &Puzzle, level: crate::solve::Level) -> bool {
    techniques::finishes(p, level)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A valid 9x9 grid: row r is the digits shifted by 3r + r/3.
    pub(crate) fn grid9() -> Vec<u8> {
        (0..81)
            .map(|c| {
                let (r, col) = (c / 9, c % 9);
                ((r * 3 + r / 3 + col) % 9) as u8 + 1
            })
            .collect()
    }

    /// Cages of two cells side by side in each row (the last cell of a row with the cell
    /// below it would break rows; so the ninth column pairs down), sums from `sol`.
    pub(crate) fn domino_cages(sol: &[u8]) -> Vec<Cage> {
        let mut cages = Vec::new();
        for r in 0..9 {
            for c in (0..8).step_by(2) {
                let cells = [r * 9 + c, r * 9 + c + 1];
                cages.push(Cage::new(cells.iter().map(|&x| sol[x] as u32).sum(), cells));
            }
        }
        for r in (0..8).step_by(2) {
            let cells = [r * 9 + 8, r * 9 + 17];
            cages.push(Cage::new(cells.iter().map(|&x| sol[x] as u32).sum(), cells));
        }
        cages.push(Cage::new(sol[80] as u32, [80]));
        cages
    }

    #[test]
    fn accepts_only_grids_that_keep_the_cages() {
        let sol = grid9();
        let p = Puzzle::new(9, domino_cages(&sol), vec![0; 81]).unwrap();
        assert!(p.accepts(&sol));
        assert_eq!(p.cages().len(), 41);
        assert_eq!(p.cage_of(17), p.cage_of(8));
        // Swap two digits inside a row: still Latin in that row, but sums and columns break.
        let mut bad = sol.clone();
        bad.swap(0, 2);
        assert!(!p.accepts(&bad));
        let cyclic: Vec<u8> = (0..81).map(|c| ((c / 9 + c % 9) % 9) as u8 + 1).collect();
        assert!(!p.accepts(&cyclic));
    }

    #[test]
    fn bad_cages_are_named() {
        let sol = grid9();
        let cages = domino_cages(&sol);
        // A cage sum two digits cannot make.
        let mut c = cages.clone();
        c[0].sum = 2;
        let e = Puzzle::new(9, c, vec![0; 81]).unwrap_err().to_string();
        assert!(
            e.contains("r1c1") && e.contains("sum 2") && e.contains("3 to 17"),
            "{e}"
        );
        // Overlapping cages.
        let mut c = cages.clone();
        c[1].cells[0] = 1;
        c[1].cells.sort();
        let e = Puzzle::new(9, c, vec![0; 81]).unwrap_err().to_string();
        assert!(e.contains("two cages"), "{e}");
        // A cell in no cage.
        let mut c = cages.clone();
        c.pop();
        let e = Puzzle::new(9, c, vec![0; 81]).unwrap_err().to_string();
        assert!(e.contains("r9c9") && e.contains("no cage"), "{e}");
        // Ten cells in a 9x9 cage.
        let big = Cage::new(45, 0..10);
        let e = Puzzle::new(9, vec![big], vec![0; 81])
            .unwrap_err()
            .to_string();
        assert!(e.contains("10 cells"), "{e}");
        assert_eq!(
            Puzzle::new(8, vec![], vec![0; 64]),
            Err(PuzzleError::Size(8))
        );
        assert!(matches!(
            Puzzle::new(9, cages, vec![0; 80]),
            Err(PuzzleError::CellCount { found: 80, .. })
        ));
    }
}
