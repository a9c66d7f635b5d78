//! Nonograms (Griddlers, Pic-a-Pix): a rectangular grid whose rows and columns carry clues,
//! the lengths of the runs of filled cells in that line, in order. Filling the right cells
//! draws a picture.
//!
//! Not a Latin square: the kind has its own line rules ([`line`]), step solver ([`solve`]),
//! exact counter ([`count`]), pictures ([`picture`]) and formats. It shares only the step and
//! grade types of [`crate::solve::logic`]. A cell's value in an answer is 1 (filled) or 0.

pub mod count;
pub mod draw;
pub mod format;
pub mod import;
pub mod kind;
pub mod line;
pub mod notes;
pub mod picture;
pub mod recipe;
pub mod solve;
pub mod words;

use crate::shape::Shape;
use thiserror::Error;

pub use kind::Nonogram;

/// Sides a nonogram may have, each way.
pub const SIDES: std::ops::RangeInclusive<usize> = 5..=40;

/// A nonogram: its size and its clues.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    width: usize,
    height: usize,
    /// Each row's runs, top to bottom (empty for an empty row).
    rows: Vec<Vec<u8>>,
    /// Each column's runs, left to right.
    cols: Vec<Vec<u8>>,
}

/// Clues that no grid can have, whatever the cells.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PuzzleError {
    #[error("a nonogram is 5 to 40 cells each way, not {0}x{1}")]
    Size(usize, usize),
    #[error("a {width}x{height} nonogram has {expected} {what} clues, found {found}")]
    Count {
        width: usize,
        height: usize,
        what: &'static str,
        expected: usize,
        found: usize,
    },
    #[error("{line}: a run of 0 cells: write an empty line's clue as 0 alone")]
    Zero { line: String },
    #[error(
        "{line}: the runs {runs} need {need} cells with one empty cell between runs, but the \
         line has {len}"
    )]
    TooLong {
        line: String,
        runs: String,
        need: usize,
        len: usize,
    },
    #[error(
        "the rows' runs fill {rows} cells but the columns' fill {cols}: both must count the \
         same filled cells"
    )]
    Sums { rows: usize, cols: usize },
}

/// "row 3" / "column 5" (1-based), as messages name a line.
fn line_label(is_row: bool, i: usize) -> String {
    format!("{} {}", if is_row { "row" } else { "column" }, i + 1)
}

/// Runs joined with spaces: "3 1 2".
pub fn runs_text(runs: &[u8]) -> String {
    if runs.is_empty() {
        return "0".into();
    }
    runs.iter()
        .map(|r| r.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Puzzle {
    /// Checks the clues: the sizes, one clue per line, every clue fits its line, and rows and
    /// columns count the same filled cells.
    pub fn new(
        width: usize,
        height: usize,
        rows: Vec<Vec<u8>>,
        cols: Vec<Vec<u8>>,
    ) -> Result<Puzzle, PuzzleError> {
        if !SIDES.contains(&width) || !SIDES.contains(&height) {
            return Err(PuzzleError::Size(width, height));
        }
        for (what, clues, expected) in [("row", &rows, height), ("column", &cols, width)] {
            if clues.len() != expected {
                return Err(PuzzleError::Count {
                    width,
                    height,
                    what,
                    expected,
                    found: clues.len(),
                });
            }
        }
        for (is_row, clues, len) in [(true, &rows, width), (false, &cols, height)] {
            for (i, runs) in clues.iter().enumerate() {
                if runs.contains(&0) {
                    return Err(PuzzleError::Zero {
                        line: line_label(is_row, i),
                    });
                }
                let need =
                    runs.iter().map(|&r| r as usize).sum::<usize>() + runs.len().saturating_sub(1);
                if need > len {
                    return Err(PuzzleError::TooLong {
                        line: line_label(is_row, i),
                        runs: runs_text(runs),
                        need,
                        len,
                    });
                }
            }
        }
        let sum = |c: &Vec<Vec<u8>>| c.iter().flatten().map(|&r| r as usize).sum::<usize>();
        let (r, c) = (sum(&rows), sum(&cols));
        if r != c {
            return Err(PuzzleError::Sums { rows: r, cols: c });
        }
        Ok(Puzzle {
            width,
            height,
            rows,
            cols,
        })
    }

    /// The nonogram whose answer is `picture` (row-major, 1 = filled).
    pub fn from_picture(
        width: usize,
        height: usize,
        picture: &[u8],
    ) -> Result<Puzzle, PuzzleError> {
        assert_eq!(picture.len(), width * height, "one value per cell");
        let rows = (0..height)
            .map(|r| line::runs(picture[r * width..(r + 1) * width].iter().copied()))
            .collect();
        let cols = (0..width)
            .map(|c| line::runs((0..height).map(|r| picture[r * width + c])))
            .collect();
        Puzzle::new(width, height, rows, cols)
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    pub fn shape(&self) -> Shape {
        Shape::new(self.width, self.height)
    }

    pub fn rows(&self) -> &[Vec<u8>] {
        &self.rows
    }

    pub fn cols(&self) -> &[Vec<u8>] {
        &self.cols
    }

    /// Lines in the solver's order: rows 0.., then columns: line `l`'s clue.
    pub fn clue(&self, l: usize) -> &[u8] {
        if l < self.height {
            &self.rows[l]
        } else {
            &self.cols[l - self.height]
        }
    }

    /// The grid cells of line `l` (rows first, then columns), in order.
    pub fn line_cells(&self, l: usize) -> impl Iterator<Item = usize> + use<> {
        let (w, h) = (self.width, self.height);
        let (start, step, len) = if l < h { (l * w, 1, w) } else { (l - h, w, h) };
        (0..len).map(move |i| start + i * step)
    }

    /// Rows plus columns.
    pub fn line_count(&self) -> usize {
        self.width + self.height
    }

    /// The most runs any row has and any column has: how wide and tall the clue bands are.
    pub fn bands(&self) -> (usize, usize) {
        let most = |c: &[Vec<u8>]| c.iter().map(|r| r.len().max(1)).max().unwrap_or(1);
        (most(&self.rows), most(&self.cols))
    }

    /// True when `solution` (row-major, 1 filled, 0 empty) has exactly these clues.
    pub fn accepts(&self, solution: &[u8]) -> bool {
        solution.len() == self.width * self.height
            && solution.iter().all(|&v| v <= 1)
            && (0..self.line_count())
                .all(|l| line::runs(self.line_cells(l).map(|c| solution[c])) == self.clue(l))
    }

    /// Filled cells of the answer.
    pub fn filled(&self) -> usize {
        self.rows.iter().flatten().map(|&r| r as usize).sum()
    }
}

/// `r2c3` style name of a cell (1-based) in a grid `width` wide.
pub fn cell_name(width: usize, cell: usize) -> String {
    format!("r{}c{}", cell / width + 1, cell % width + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 5x5 heart.
    pub(crate) const HEART: [u8; 25] = [
        0, 1, 0, 1, 0, //
        1, 1, 1, 1, 1, //
        1, 1, 1, 1, 1, //
        0, 1, 1, 1, 0, //
        0, 0, 1, 0, 0,
    ];

    #[test]
    fn clues_come_from_the_picture() {
        let p = Puzzle::from_picture(5, 5, &HEART).unwrap();
        assert_eq!(p.rows()[0], vec![1, 1]);
        assert_eq!(p.rows()[4], vec![1]);
        assert_eq!(p.cols()[0], vec![2]);
        assert_eq!(p.cols()[2], vec![4]);
        assert!(p.accepts(&HEART));
        let mut other = HEART;
        other[0] = 1;
        assert!(!p.accepts(&other));
        assert_eq!(p.filled(), 16);
        assert_eq!(p.bands(), (2, 1));
        assert_eq!(p.line_cells(6).collect::<Vec<_>>(), [1, 6, 11, 16, 21]);
    }

    #[test]
    fn impossible_clues_are_refused_with_the_line_named() {
        let ok = || Puzzle::from_picture(5, 5, &HEART).unwrap();
        let mut rows = ok().rows.clone();
        rows[1] = vec![3, 3];
        let e = Puzzle::new(5, 5, rows, ok().cols.clone()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "row 2: the runs 3 3 need 7 cells with one empty cell between runs, but the line \
             has 5"
        );
        let mut cols = ok().cols.clone();
        cols[0] = vec![0];
        let e = Puzzle::new(5, 5, ok().rows.clone(), cols).unwrap_err();
        assert!(e.to_string().starts_with("column 1: a run of 0"), "{e}");
        let mut cols = ok().cols.clone();
        cols[0] = vec![3];
        let e = Puzzle::new(5, 5, ok().rows.clone(), cols).unwrap_err();
        assert!(matches!(e, PuzzleError::Sums { rows: 16, cols: 17 }), "{e}");
        assert_eq!(
            Puzzle::new(4, 5, vec![], vec![]),
            Err(PuzzleError::Size(4, 5))
        );
        let e = Puzzle::new(5, 5, vec![vec![]; 4], vec![vec![]; 5]).unwrap_err();
        assert!(e.to_string().contains("5 row clues, found 4"), "{e}");
    }
}
