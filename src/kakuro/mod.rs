//! Kakuro (cross sums): a rectangular grid of white cells and blocks. Every maximal run of two
//! or more white cells, across or down, has a sum clue in the block before it (left of an
//! across run, above a down run); its digits 1 to 9 are all different and add up to the sum.
//!
//! The grid as printed holds its clue blocks, so row 1 and column 1 are always blocks. An
//! answer is one value per cell, row-major: 0 for a block, the digit for a white cell. The
//! sums themselves are the shared sum engine's ([`crate::sums`]), as Killer Sudoku's cages.

pub mod count;
pub mod draw;
pub mod format;
pub mod kind;
pub mod notes;
pub mod recipe;
pub mod solve;
pub mod words;

pub use kind::Kakuro;

use crate::shape::Shape;
use crate::sums;
use thiserror::Error;

/// Sides a Kakuro grid may have, each way, clue row and column included.
pub const SIDES: std::ops::RangeInclusive<usize> = 6..=15;

/// A run: its sum, its white cells (row-major indices, in order along the run) and its way.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Run {
    pub sum: u32,
    pub cells: Vec<u16>,
    pub across: bool,
}

impl Run {
    /// The block holding the run's clue: the cell before its first.
    pub fn clue_cell(&self, width: usize) -> usize {
        let first = self.cells[0] as usize;
        if self.across {
            first - 1
        } else {
            first - width
        }
    }
}

/// A Kakuro: its blocks and its runs' sums.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    width: usize,
    height: usize,
    /// True for a white cell, row-major.
    white: Vec<bool>,
    /// Every run: across runs first (row-major by first cell), then down runs.
    runs: Vec<Run>,
    /// Each white cell's across and down run (indices into `runs`); unused for blocks.
    run_of: Vec<[u16; 2]>,
    /// Digits given (0: none), row-major; pro Kakuro give none, the text format may.
    givens: Vec<u8>,
}

/// A grid no Kakuro can have, named by the cell at fault.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PuzzleError {
    #[error("a Kakuro grid is 6 to 15 cells each way (clue row and column included), not {0}x{1}")]
    Size(usize, usize),
    #[error("a {0}x{1} grid has {2} cells, but {3} were given")]
    Cells(usize, usize, usize, usize),
    #[error(
        "the white cell at {0} is on the top row or left column, where the clues go: keep row 1 \
         and column 1 blocks"
    )]
    Edge(String),
    #[error(
        "the white cell at {cell} is alone {way}: every white cell lies in a run of two or more \
         each way (make it a block, or its neighbour white)"
    )]
    Lone { cell: String, way: &'static str },
    #[error(
        "the run at {cell} is {len} cells long: a run holds different digits 1 to 9, so 9 at most"
    )]
    Long { cell: String, len: usize },
    #[error(
        "the {way} run at {cell} has {len} cells and sum {sum}, which {len} different digits 1 to 9 \
         cannot make (they make {lo} to {hi})"
    )]
    Sum {
        cell: String,
        way: &'static str,
        len: usize,
        sum: u32,
        lo: u32,
        hi: u32,
    },
    #[error("the {way} run at {cell} has no sum clue")]
    Missing { cell: String, way: &'static str },
    #[error("the block at {cell} has {way} sum {sum}, but no {way} run starts after it")]
    Stray {
        cell: String,
        way: &'static str,
        sum: u32,
    },
    #[error("the given {digit} at {cell} is not a digit 1 to 9 in a white cell")]
    Given { cell: String, digit: u8 },
    #[error(
        "the runs given are not the grid's runs: {0} (every maximal line of two or more white \
         cells is one run, across or down)"
    )]
    Runs(String),
}

/// "r3c5", 1-based, as messages and steps name a cell.
pub fn cell_name(width: usize, c: usize) -> String {
    format!("r{}c{}", c / width + 1, c % width + 1)
}

fn way(across: bool) -> &'static str {
    if across { "across" } else { "down" }
}

/// The maximal runs of white cells of a pattern, across runs first then down, each with the
/// sum `sum(clue_cell, across)` gives; checks the pattern's shape (edges, lone cells, length).
fn runs_of(
    width: usize,
    height: usize,
    white: &[bool],
    mut sum: impl FnMut(usize, bool) -> Option<u32>,
) -> Result<Vec<Run>, PuzzleError> {
    let name = |c: usize| cell_name(width, c);
    if let Some(c) = (0..width * height).find(|&c| white[c] && (c < width || c % width == 0)) {
        return Err(PuzzleError::Edge(name(c)));
    }
    let mut runs = Vec::new();
    for across in [true, false] {
        let (lines, len) = if across {
            (height, width)
        } else {
            (width, height)
        };
        let at = |l: usize, i: usize| if across { l * width + i } else { i * width + l };
        // Down runs are found column by column; sorted row-major below.
        for l in 0..lines {
            let mut i = 0;
            while i < len {
                if !white[at(l, i)] {
                    i += 1;
                    continue;
                }
                let start = i;
                while i < len && white[at(l, i)] {
                    i += 1;
                }
                let cells: Vec<u16> = (start..i).map(|k| at(l, k) as u16).collect();
                let first = cells[0] as usize;
                if cells.len() == 1 {
                    return Err(PuzzleError::Lone {
                        cell: name(first),
                        way: way(across),
                    });
                }
                if cells.len() > 9 {
                    return Err(PuzzleError::Long {
                        cell: name(first),
                        len: cells.len(),
                    });
                }
                let clue = if across { first - 1 } else { first - width };
                let Some(s) = sum(clue, across) else {
                    return Err(PuzzleError::Missing {
                        cell: name(first),
                        way: way(across),
                    });
                };
                let (lo, hi) = sums::bounds(cells.len(), 9).expect("2 to 9 cells");
                if s < lo || s > hi {
                    return Err(PuzzleError::Sum {
                        cell: name(first),
                        way: way(across),
                        len: cells.len(),
                        sum: s,
                        lo,
                        hi,
                    });
                }
                runs.push(Run {
                    sum: s,
                    cells,
                    across,
                });
            }
        }
    }
    runs.sort_by_key(|r| (!r.across, r.cells[0]));
    Ok(runs)
}

impl Puzzle {
    /// A Kakuro from its white cells and each clue block's sums: `clues[c]` is the (down,
    /// across) sums in block `c`, 0 for none. Checks everything ([`PuzzleError`]).
    pub fn new(
        width: usize,
        height: usize,
        white: Vec<bool>,
        clues: &[(u32, u32)],
        givens: Vec<u8>,
    ) -> Result<Puzzle, PuzzleError> {
        Self::check_size(width, height, white.len())?;
        if clues.len() != white.len() || givens.len() != white.len() {
            return Err(PuzzleError::Cells(
                width,
                height,
                white.len(),
                clues.len().min(givens.len()),
            ));
        }
        let mut used = vec![[false; 2]; white.len()];
        let runs = runs_of(width, height, &white, |c, across| {
            let s = if across { clues[c].1 } else { clues[c].0 };
            used[c][usize::from(across)] = true;
            (s > 0 && !white[c]).then_some(s)
        })?;
        for (c, &(down, across)) in clues.iter().enumerate() {
            for (s, a) in [(down, false), (across, true)] {
                if s > 0 && (white[c] || !used[c][usize::from(a)]) {
                    return Err(PuzzleError::Stray {
                        cell: cell_name(width, c),
                        way: way(a),
                        sum: s,
                    });
                }
            }
        }
        Self::build(width, height, white, runs, givens)
    }

    /// A Kakuro from its runs, as JSON lists them: the white cells are the runs' cells, and
    /// the runs must be exactly the grid's maximal runs.
    pub fn from_runs(
        width: usize,
        height: usize,
        runs: &[(u32, Vec<u16>)],
        givens: Vec<u8>,
    ) -> Result<Puzzle, PuzzleError> {
        let cells = width * height;
        Self::check_size(width, height, cells)?;
        let mut white = vec![false; cells];
        for (_, rc) in runs {
            for &c in rc {
                if c as usize >= cells {
                    return Err(PuzzleError::Runs(format!(
                        "cell {c} is outside a {width}x{height} grid"
                    )));
                }
                white[c as usize] = true;
            }
        }
        // Each run given, by its cells; the grid's own runs must be these.
        let mut given: std::collections::BTreeMap<Vec<u16>, u32> = Default::default();
        for (s, rc) in runs {
            let mut rc = rc.clone();
            rc.sort_unstable();
            if given.insert(rc.clone(), *s).is_some() {
                return Err(PuzzleError::Runs(format!(
                    "the run at {} is given twice",
                    cell_name(width, rc[0] as usize)
                )));
            }
        }
        let mut missing = None;
        let found = runs_of(width, height, &white, |clue, across| {
            let first = if across { clue + 1 } else { clue + width };
            let mut rc = Vec::new();
            let mut c = first;
            while c < cells && white[c] && (!across || c / width == first / width) {
                rc.push(c as u16);
                c += if across { 1 } else { width };
            }
            rc.sort_unstable();
            let s = given.get(&rc).copied();
            if s.is_none() && missing.is_none() {
                missing = Some(first);
            }
            s.or(Some(0))
        });
        if let Some(first) = missing {
            return Err(PuzzleError::Runs(format!(
                "the white cells make a run at {} that is not in the list",
                cell_name(width, first)
            )));
        }
        let found = found?;
        if found.len() != given.len() {
            return Err(PuzzleError::Runs(format!(
                "{} runs given, but the cells make {}",
                given.len(),
                found.len()
            )));
        }
        Self::build(width, height, white, found, givens)
    }

    fn check_size(width: usize, height: usize, cells: usize) -> Result<(), PuzzleError> {
        if !SIDES.contains(&width) || !SIDES.contains(&height) {
            return Err(PuzzleError::Size(width, height));
        }
        if cells != width * height {
            return Err(PuzzleError::Cells(width, height, width * height, cells));
        }
        Ok(())
    }

    fn build(
        width: usize,
        height: usize,
        white: Vec<bool>,
        runs: Vec<Run>,
        givens: Vec<u8>,
    ) -> Result<Puzzle, PuzzleError> {
        let mut run_of = vec![[u16::MAX; 2]; white.len()];
        for (i, r) in runs.iter().enumerate() {
            for &c in &r.cells {
                run_of[c as usize][usize::from(!r.across)] = i as u16;
            }
        }
        for (c, &g) in givens.iter().enumerate() {
            if g != 0 && (g > 9 || !white[c]) {
                return Err(PuzzleError::Given {
                    cell: cell_name(width, c),
                    digit: g,
                });
            }
        }
        Ok(Puzzle {
            width,
            height,
            white,
            runs,
            run_of,
            givens,
        })
    }

    /// The puzzle whose clues a full answer gives (0 for blocks, digits for white cells).
    pub fn from_answer(width: usize, height: usize, answer: &[u8]) -> Result<Puzzle, PuzzleError> {
        let white: Vec<bool> = answer.iter().map(|&d| d != 0).collect();
        Self::check_size(width, height, white.len())?;
        let runs = runs_of(width, height, &white, |clue, across| {
            let step = if across { 1 } else { width };
            let mut c = clue + step;
            let mut s = 0;
            while c < answer.len() && answer[c] != 0 && (!across || c / width == clue / width) {
                s += answer[c] as u32;
                c += step;
            }
            Some(s)
        })?;
        Self::build(width, height, white, runs, vec![0; answer.len()])
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

    pub fn is_white(&self, c: usize) -> bool {
        self.white[c]
    }

    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// White cells in the grid.
    pub fn white_count(&self) -> usize {
        self.white.iter().filter(|&&w| w).count()
    }

    /// Cell `c`'s across and down runs (`c` white).
    pub fn runs_at(&self, c: usize) -> [usize; 2] {
        let [a, d] = self.run_of[c];
        [a as usize, d as usize]
    }

    /// The (down, across) sums printed in block `c`, 0 for none.
    pub fn clues_at(&self, c: usize) -> (u32, u32) {
        let mut out = (0, 0);
        for r in &self.runs {
            if r.clue_cell(self.width) == c {
                if r.across {
                    out.1 = r.sum;
                } else {
                    out.0 = r.sum;
                }
            }
        }
        out
    }

    /// Every clue block's (down, across) sums, row-major, (0, 0) elsewhere.
    pub fn clue_grid(&self) -> Vec<(u32, u32)> {
        let mut out = vec![(0, 0); self.white.len()];
        for r in &self.runs {
            let c = r.clue_cell(self.width);
            if r.across {
                out[c].1 = r.sum;
            } else {
                out[c].0 = r.sum;
            }
        }
        out
    }

    /// True when `answer` fills every white cell with a digit, blocks with 0, each run's
    /// digits different and adding up to its sum, and the givens kept.
    pub fn accepts(&self, answer: &[u8]) -> bool {
        answer.len() == self.white.len()
            && answer
                .iter()
                .zip(&self.white)
                .all(|(&d, &w)| if w { (1..=9).contains(&d) } else { d == 0 })
            && self
                .givens
                .iter()
                .zip(answer)
                .all(|(&g, &d)| g == 0 || g == d)
            && self.runs.iter().all(|r| {
                let mut seen = 0u16;
                let mut s = 0;
                for &c in &r.cells {
                    let d = answer[c as usize];
                    if seen >> d & 1 != 0 {
                        return false;
                    }
                    seen |= 1 << d;
                    s += d as u32;
                }
                s == r.sum
            })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A 6x6 answer: blocks 0, white cells their digits.
    pub const SMALL: [u8; 36] = [
        0, 0, 0, 0, 0, 0, //
        0, 1, 2, 0, 9, 8, //
        0, 3, 1, 2, 7, 5, //
        0, 0, 4, 1, 0, 0, //
        0, 2, 3, 0, 1, 2, //
        0, 1, 5, 0, 3, 1, //
    ];

    #[test]
    fn a_full_answer_gives_its_runs_and_is_accepted() {
        let p = Puzzle::from_answer(6, 6, &SMALL).unwrap();
        assert!(p.accepts(&SMALL));
        let across: Vec<u32> = p
            .runs()
            .iter()
            .filter(|r| r.across)
            .map(|r| r.sum)
            .collect();
        assert_eq!(across, [3, 17, 18, 5, 5, 3, 6, 4]);
        let r = &p.runs()[0];
        assert_eq!((r.clue_cell(6), r.cells.as_slice()), (6, &[7, 8][..]));
        // Every white cell lies in one run each way.
        for c in 0..36 {
            if p.is_white(c) {
                let [a, d] = p.runs_at(c);
                assert!(p.runs()[a].across && !p.runs()[d].across);
                assert!(p.runs()[a].cells.contains(&(c as u16)));
                assert!(p.runs()[d].cells.contains(&(c as u16)));
            }
        }
        let mut wrong = SMALL;
        wrong.swap(7, 8);
        assert!(!p.accepts(&wrong));
    }

    #[test]
    fn bad_grids_say_which_cell() {
        let mut g = SMALL;
        g[0] = 1;
        assert!(matches!(
            Puzzle::from_answer(6, 6, &g),
            Err(PuzzleError::Edge(c)) if c == "r1c1"
        ));
        let mut g = SMALL;
        g[21] = 0; // r4c4: r4c3 is left alone across
        let e = Puzzle::from_answer(6, 6, &g).unwrap_err().to_string();
        assert!(e.contains("r4c3") && e.contains("alone across"), "{e}");
        let white: Vec<bool> = SMALL.iter().map(|&d| d != 0).collect();
        let mut clues = Puzzle::from_answer(6, 6, &SMALL).unwrap().clue_grid();
        clues[6].1 = 2; // 2 in two cells
        let e = Puzzle::new(6, 6, white.clone(), &clues, vec![0; 36])
            .unwrap_err()
            .to_string();
        assert!(e.contains("r2c2") && e.contains("make 3 to 17"), "{e}");
        clues[6].1 = 0;
        let e = Puzzle::new(6, 6, white.clone(), &clues, vec![0; 36])
            .unwrap_err()
            .to_string();
        assert!(e.contains("no sum clue"), "{e}");
        clues[6].1 = 3;
        clues[0].1 = 5;
        let e = Puzzle::new(6, 6, white, &clues, vec![0; 36])
            .unwrap_err()
            .to_string();
        assert!(e.contains("r1c1") && e.contains("no across run"), "{e}");
        assert!(matches!(
            Puzzle::from_answer(5, 6, &SMALL[..30]),
            Err(PuzzleError::Size(5, 6))
        ));
    }

    #[test]
    fn runs_from_json_must_be_the_grids_runs() {
        let p = Puzzle::from_answer(6, 6, &SMALL).unwrap();
        let runs: Vec<(u32, Vec<u16>)> =
            p.runs().iter().map(|r| (r.sum, r.cells.clone())).collect();
        assert_eq!(Puzzle::from_runs(6, 6, &runs, vec![0; 36]).unwrap(), p);
        // A run split in two is not the grid's run.
        let mut bad = runs.clone();
        let (s, cells) = bad.remove(1);
        bad.push((s - 9, cells[1..].to_vec()));
        bad.push((9, cells[..1].to_vec()));
        assert!(Puzzle::from_runs(6, 6, &bad, vec![0; 36]).is_err());
        let mut bad = runs;
        bad.pop();
        let e = Puzzle::from_runs(6, 6, &bad, vec![0; 36])
            .unwrap_err()
            .to_string();
        assert!(e.contains("not in the list"), "{e}");
    }
}
