//! Kakuro's step solver: the techniques a person uses, cheapest first, every step recorded,
//! never a guess. Each turn it asks the ladder in order for a run where a technique removes a
//! candidate or places a digit, applies the first it finds and starts again from the top. It
//! stops when every white cell holds a digit (solved) or nothing fires (stuck).
//!
//! The techniques, by rung (docs/kakuro.md says how the rungs were placed):
//! - easy: **naked single** (a cell down to one digit holds it; the digit leaves the other
//!   cells of its runs), **unique combination** (a run whose sum its length can make in one
//!   way only, such as 3 in two or 45 in nine, holds those digits), **bounds** (a digit goes
//!   when even the largest, or smallest, digits the other cells can take cannot bring the
//!   run to its sum), **combination intersection** (a run of up to four open cells keeps the
//!   digits of the ways to make its sum its cells can still take; where an across and a
//!   down run cross, the cell keeps what both allow);
//! - medium: **required digit** (a digit every way of making a run's sum uses, with one
//!   cell of the run left for it, goes there), **run subset** (two or three cells of a run
//!   holding between them only two or three digits: those digits leave the run's other
//!   cells), **long run combination** (the same listing for runs of five or more open
//!   cells);
//! - hard: **sum arithmetic** (a band of whole rows or columns adds up to its across sums
//!   and to its down sums alike; the down runs wholly inside take their sums away, and what
//!   is left is the sum of the few cells that stick out, which narrows them).

use super::Puzzle;
use crate::latin::{Line, Mask, bit, digits, highest, lowest, single};
use crate::solve::Level;
use crate::solve::logic::{Grade, Step, Technique};
use crate::sums;

macro_rules! technique {
    ($id:ident, $name:literal, $level:ident, $weight:literal) => {
        pub static $id: Technique = Technique {
            name: $name,
            level: Level::$level,
            weight: $weight,
        };
    };
}

technique!(NAKED_SINGLE, "naked-single", Easy, 1);
technique!(UNIQUE_COMBINATION, "unique-combination", Easy, 2);
technique!(BOUNDS, "bounds", Easy, 3);
technique!(
    COMBINATION_INTERSECTION,
    "combination-intersection",
    Easy,
    5
);
technique!(REQUIRED_DIGIT, "required-digit", Medium, 10);
technique!(RUN_SUBSET, "run-subset", Medium, 12);
technique!(LONG_RUN_COMBINATION, "long-run-combination", Medium, 15);
technique!(SUM_ARITHMETIC, "sum-arithmetic", Hard, 40);

/// The ladder, cheapest first.
pub static LADDER: [&Technique; 8] = [
    &NAKED_SINGLE,
    &UNIQUE_COMBINATION,
    &BOUNDS,
    &COMBINATION_INTERSECTION,
    &REQUIRED_DIGIT,
    &RUN_SUBSET,
    &LONG_RUN_COMBINATION,
    &SUM_ARITHMETIC,
];

/// Most open cells in a run whose combinations a solver lists at the easy rung.
pub const SMALL: usize = 4;

/// Most cells sticking out of a band that sum arithmetic weighs.
const MAX_OUT: usize = 6;

/// Most digit choices (the product of the sticking-out cells' candidate counts) sum
/// arithmetic weighs.
const MAX_WAYS: u32 = 4096;

/// Most rows or columns in a band.
const MAX_BAND: usize = 3;

/// One deduction: which technique, where, what it places and removes.
struct Move {
    technique: &'static Technique,
    /// The run (or band's first line) the reasoning is in, as a step names it.
    lines: Vec<Line>,
    /// The cells whose candidates justify it.
    why: Vec<usize>,
    place: Option<(usize, u8)>,
    removed: Vec<(usize, Mask)>,
    digits: Mask,
}

/// The grid part-way: each white cell's candidates (0 for blocks).
#[derive(Clone)]
pub struct Board<'a> {
    p: &'a Puzzle,
    pub cands: Vec<Mask>,
    /// Cells whose digit has been placed (and has left its runs).
    placed: Vec<bool>,
    open: usize,
    /// Runs whose unique combination has been used.
    unique_done: Vec<bool>,
    /// The bands sum arithmetic weighs, worked out on first use.
    bands: std::cell::OnceCell<Vec<Band>>,
}

/// The line a run lies in, as a step names it.
fn run_line(p: &Puzzle, run: usize) -> Line {
    let r = &p.runs()[run];
    let c = r.cells[0] as usize;
    if r.across {
        Line::Row((c / p.width()) as u8)
    } else {
        Line::Col((c % p.width()) as u8)
    }
}

impl<'a> Board<'a> {
    pub fn new(p: &'a Puzzle) -> Board<'a> {
        let n = p.width() * p.height();
        let mut b = Board {
            p,
            cands: (0..n)
                .map(|c| if p.is_white(c) { 0x1ff } else { 0 })
                .collect(),
            placed: vec![false; n],
            open: p.white_count(),
            unique_done: vec![false; p.runs().len()],
            bands: std::cell::OnceCell::new(),
        };
        for (c, &g) in p.givens().iter().enumerate() {
            if g != 0 {
                b.cands[c] = bit(g);
            }
        }
        b
    }

    fn apply(&mut self, m: &Move) {
        for &(c, gone) in &m.removed {
            self.cands[c] &= !gone;
        }
        if let Some((c, d)) = m.place {
            self.cands[c] = bit(d);
            self.placed[c] = true;
            self.open -= 1;
        }
    }

    fn run_cands(&self, run: usize) -> (Vec<usize>, Vec<Mask>) {
        let cells: Vec<usize> = self.p.runs()[run]
            .cells
            .iter()
            .map(|&c| c as usize)
            .collect();
        let cands = cells.iter().map(|&c| self.cands[c]).collect();
        (cells, cands)
    }

    /// Removals narrowing `cells` from `before` to `after`.
    fn removals(cells: &[usize], before: &[Mask], after: &[Mask]) -> Vec<(usize, Mask)> {
        cells
            .iter()
            .zip(before.iter().zip(after))
            .filter(|(_, (b, a))| *b & !*a != 0)
            .map(|(&c, (b, a))| (c, b & !a))
            .collect()
    }

    /// A cell down to one digit, not yet placed: placed, its digit leaving its runs.
    fn naked_single(&self) -> Option<Move> {
        let p = self.p;
        for c in 0..self.cands.len() {
            if !p.is_white(c) || self.placed[c] {
                continue;
            }
            let Some(d) = single(self.cands[c]) else {
                continue;
            };
            let mut removed = Vec::new();
            for r in p.runs_at(c) {
                for &o in &p.runs()[r].cells {
                    let o = o as usize;
                    if o != c && self.cands[o] & bit(d) != 0 {
                        removed.push((o, bit(d)));
                    }
                }
            }
            return Some(Move {
                technique: &NAKED_SINGLE,
                lines: Vec::new(),
                why: vec![c],
                place: Some((c, d)),
                removed,
                digits: bit(d),
            });
        }
        None
    }

    fn unique_combination(&mut self) -> Option<Move> {
        for (i, r) in self.p.runs().iter().enumerate() {
            if self.unique_done[i] {
                continue;
            }
            let ways = sums::combinations(r.cells.len(), r.sum, 9);
            if ways.len() != 1 {
                self.unique_done[i] = true;
                continue;
            }
            let (cells, before) = self.run_cands(i);
            let after: Vec<Mask> = before.iter().map(|&m| m & ways[0]).collect();
            self.unique_done[i] = true;
            let removed = Self::removals(&cells, &before, &after);
            if !removed.is_empty() {
                return Some(Move {
                    technique: &UNIQUE_COMBINATION,
                    lines: vec![run_line(self.p, i)],
                    why: cells,
                    place: None,
                    removed,
                    digits: ways[0],
                });
            }
        }
        None
    }

    /// Open (unplaced) cells of run `i` and the sum they must make.
    fn open_part(&self, i: usize) -> (Vec<usize>, Vec<Mask>, u32) {
        let r = &self.p.runs()[i];
        let mut left = r.sum;
        let mut cells = Vec::new();
        let mut cands = Vec::new();
        for &c in &r.cells {
            let c = c as usize;
            if self.placed[c] {
                left = left.saturating_sub(lowest(self.cands[c]) as u32);
            } else {
                cells.push(c);
                cands.push(self.cands[c]);
            }
        }
        (cells, cands, left)
    }

    fn bounds(&self) -> Option<Move> {
        for i in 0..self.p.runs().len() {
            let (cells, before, left) = self.open_part(i);
            if cells.is_empty() {
                continue;
            }
            let lo: u32 = before.iter().map(|&m| lowest(m) as u32).sum();
            let hi: u32 = before.iter().map(|&m| highest(m) as u32).sum();
            let after: Vec<Mask> = before
                .iter()
                .map(|&m| {
                    let (olo, ohi) = (lo - lowest(m) as u32, hi - highest(m) as u32);
                    digits(m)
                        .filter(|&d| d as u32 + ohi >= left && d as u32 + olo <= left)
                        .fold(0, |a, d| a | bit(d))
                })
                .collect();
            let removed = Self::removals(&cells, &before, &after);
            if !removed.is_empty() {
                return Some(Move {
                    technique: &BOUNDS,
                    lines: vec![run_line(self.p, i)],
                    why: cells,
                    place: None,
                    removed,
                    digits: 0,
                });
            }
        }
        None
    }

    /// The exact options of the open cells of runs of `small` (up to [`SMALL`] open cells)
    /// or long runs.
    fn combinations(&self, small: bool) -> Option<Move> {
        let mut out = [0 as Mask; 9];
        for i in 0..self.p.runs().len() {
            let (cells, before, left) = self.open_part(i);
            if cells.is_empty() || (cells.len() <= SMALL) != small {
                continue;
            }
            if !sums::options(&before, left, &mut out) {
                // No way left: the puzzle has no answer from here; say nothing.
                return None;
            }
            let removed = Self::removals(&cells, &before, &out[..cells.len()]);
            if !removed.is_empty() {
                let ways = sums::combinations(cells.len(), left, 9)
                    .iter()
                    .filter(|&&w| before.iter().all(|&m| m & w != 0))
                    .fold(0, |a, &w| a | w);
                return Some(Move {
                    technique: if small {
                        &COMBINATION_INTERSECTION
                    } else {
                        &LONG_RUN_COMBINATION
                    },
                    lines: vec![run_line(self.p, i)],
                    why: cells,
                    place: None,
                    removed,
                    digits: ways,
                });
            }
        }
        None
    }

    /// A digit every remaining way of making a run's open sum uses, with one open cell left
    /// that can take it.
    fn required_digit(&self) -> Option<Move> {
        for i in 0..self.p.runs().len() {
            let (cells, cands, left) = self.open_part(i);
            if cells.len() < 2 {
                continue;
            }
            let any = cands.iter().fold(0, |a, &m| a | m);
            let ways: Vec<Mask> = sums::combinations(cells.len(), left, 9)
                .iter()
                .copied()
                .filter(|&w| w & !any == 0)
                .collect();
            let (all, _) = sums::common_and_any(ways.iter().copied());
            if ways.is_empty() {
                continue;
            }
            for d in digits(all & 0x1ff) {
                let homes: Vec<usize> = (0..cells.len())
                    .filter(|&j| cands[j] & bit(d) != 0)
                    .collect();
                if let [j] = homes[..]
                    && cands[j] != bit(d)
                {
                    return Some(Move {
                        technique: &REQUIRED_DIGIT,
                        lines: vec![run_line(self.p, i)],
                        why: cells.clone(),
                        place: None,
                        removed: vec![(cells[j], cands[j] & !bit(d))],
                        digits: bit(d),
                    });
                }
            }
        }
        None
    }

    /// Two or three open cells of a run holding only as many digits between them.
    fn run_subset(&self) -> Option<Move> {
        for i in 0..self.p.runs().len() {
            let (cells, cands, _) = self.open_part(i);
            let k = cells.len();
            for size in 2..=3usize {
                if k <= size {
                    continue;
                }
                for set in 1u32..1 << k {
                    if set.count_ones() as usize != size {
                        continue;
                    }
                    let union = (0..k)
                        .filter(|&j| set >> j & 1 != 0)
                        .fold(0, |a, j| a | cands[j]);
                    if union.count_ones() as usize != size {
                        continue;
                    }
                    let removed: Vec<(usize, Mask)> = (0..k)
                        .filter(|&j| set >> j & 1 == 0 && cands[j] & union != 0)
                        .map(|j| (cells[j], cands[j] & union))
                        .collect();
                    if !removed.is_empty() {
                        return Some(Move {
                            technique: &RUN_SUBSET,
                            lines: vec![run_line(self.p, i)],
                            why: (0..k)
                                .filter(|&j| set >> j & 1 != 0)
                                .map(|j| cells[j])
                                .collect(),
                            place: None,
                            removed,
                            digits: union,
                        });
                    }
                }
            }
        }
        None
    }

    /// Bands of whole rows (or columns): the across (down) sums inside make the band's total;
    /// the crossing runs wholly inside take theirs away; the few cells left, sticking out into
    /// crossing runs that leave the band, make the rest.
    fn sum_arithmetic(&self) -> Option<Move> {
        let p = self.p;
        let bands = self.bands.get_or_init(|| bands(p));
        let mut out = [0 as Mask; sums::MAX_GROUP];
        for band in bands {
            let Some(removed) = band.weigh(p, &self.cands, &mut out) else {
                continue;
            };
            let line = |l: usize| {
                if band.rows {
                    Line::Row(l as u8)
                } else {
                    Line::Col(l as u8)
                }
            };
            return Some(Move {
                technique: &SUM_ARITHMETIC,
                lines: (band.first..band.first + band.len).map(line).collect(),
                why: band.out.clone(),
                place: None,
                removed,
                digits: 0,
            });
        }
        None
    }

    fn next(&mut self, up_to: Level) -> Option<Move> {
        if let Some(m) = self.naked_single() {
            return Some(m);
        }
        if let Some(m) = self.unique_combination() {
            return Some(m);
        }
        if let Some(m) = self.bounds().or_else(|| self.combinations(true)) {
            return Some(m);
        }
        if up_to >= Level::Medium
            && let Some(m) = self
                .required_digit()
                .or_else(|| self.run_subset())
                .or_else(|| self.combinations(false))
        {
            return Some(m);
        }
        if up_to >= Level::Hard {
            return self.sum_arithmetic();
        }
        None
    }
}

/// A band of whole rows (or columns) that sum arithmetic weighs. Which cells stick out and
/// which runs count is fixed by the block pattern, so it is worked out once per pattern (the
/// generator tries many sums on one pattern).
#[derive(Clone)]
pub(super) struct Band {
    rows: bool,
    first: usize,
    len: usize,
    /// Runs along the band: their sums make its total.
    along: Vec<usize>,
    /// Crossing runs wholly inside the band: their sums are taken away.
    inside: Vec<usize>,
    /// The cells sticking out into crossing runs that leave the band (1 to [`MAX_OUT`]).
    out: Vec<usize>,
    /// For each cell sticking out, the others (bits by position in `out`) sharing a run
    /// with it, which must differ from it.
    apart: Vec<u16>,
}

impl Band {
    /// What the cells sticking out add up to: the runs along the band less the crossing
    /// runs inside (`None` when the sums do not allow it, as in no answer).
    fn left(&self, p: &Puzzle) -> Option<u32> {
        let runs = p.runs();
        let total: u32 = self.along.iter().map(|&r| runs[r].sum).sum();
        let inside: u32 = self.inside.iter().map(|&r| runs[r].sum).sum();
        total.checked_sub(inside)
    }

    /// The candidates the band removes from its cells sticking out, `None` when it removes
    /// none, when every such cell is decided, or when there are too many ways to weigh (as a
    /// person would not; it also keeps the search in options_apart short).
    fn weigh(&self, p: &Puzzle, cands: &[Mask], out: &mut [Mask]) -> Option<Vec<(usize, Mask)>> {
        let left = self.left(p)?;
        let k = self.out.len();
        let mut before = [0 as Mask; MAX_OUT];
        let mut ways = 1u32;
        let mut decided = true;
        for (j, &c) in self.out.iter().enumerate() {
            before[j] = cands[c];
            ways *= cands[c].count_ones();
            decided &= cands[c].count_ones() == 1;
        }
        if decided || ways > MAX_WAYS {
            return None;
        }
        if !sums::options_apart(&before[..k], left, &self.apart, out) {
            return None;
        }
        let removed = Board::removals(&self.out, &before[..k], &out[..k]);
        (!removed.is_empty()).then_some(removed)
    }
}

/// Every band of up to [`MAX_BAND`] whole rows, then columns, with 1 to [`MAX_OUT`] cells
/// sticking out, in the order sum arithmetic weighs them.
pub(super) fn bands(p: &Puzzle) -> Vec<Band> {
    let (w, h) = (p.width(), p.height());
    let mut found = Vec::new();
    for rows in [true, false] {
        let lines = if rows { h } else { w };
        for first in 1..lines {
            for len in 1..=MAX_BAND.min(lines - first) {
                let inside = |c: usize| {
                    let l = if rows { c / w } else { c % w };
                    (first..first + len).contains(&l)
                };
                let mut along = Vec::new();
                let mut crossing = Vec::new();
                let mut crossed = vec![false; p.runs().len()];
                for (i, r) in p.runs().iter().enumerate() {
                    if r.across == rows {
                        if inside(r.cells[0] as usize) {
                            along.push(i);
                        }
                    } else if r.cells.iter().all(|&c| inside(c as usize)) {
                        crossing.push(i);
                        crossed[i] = true;
                    }
                }
                let out: Vec<usize> = (0..w * h)
                    .filter(|&c| {
                        p.is_white(c) && inside(c) && !crossed[p.runs_at(c)[usize::from(rows)]]
                    })
                    .collect();
                if out.is_empty() || out.len() > MAX_OUT {
                    continue;
                }
                // Cells that stick out differ where they share a run.
                let k = out.len();
                let apart: Vec<u16> = (0..k)
                    .map(|i| {
                        (0..k)
                            .filter(|&j| {
                                j != i && {
                                    let (a, b) = (p.runs_at(out[i]), p.runs_at(out[j]));
                                    a[0] == b[0] || a[1] == b[1]
                                }
                            })
                            .fold(0, |m, j| m | 1 << j)
                    })
                    .collect();
                found.push(Band {
                    rows,
                    first,
                    len,
                    along,
                    inside: crossing,
                    out,
                    apart,
                });
            }
        }
    }
    found
}

fn to_step(m: Move) -> Step {
    Step {
        technique: m.technique,
        cell_cands: Vec::new(),
        cells: m.why,
        placed: m.place.into_iter().collect(),
        removed: m.removed,
        lines: m.lines,
        digits: m.digits,
    }
}

/// Solves with the techniques up to `up_to`; true when every white cell holds a digit that
/// keeps every run. `record` collects each step.
fn run(p: &Puzzle, up_to: Level, mut record: Option<&mut Vec<Step>>) -> bool {
    let mut b = Board::new(p);
    while b.open > 0 {
        if b.cands
            .iter()
            .enumerate()
            .any(|(c, &m)| p.is_white(c) && m == 0)
        {
            return false;
        }
        let Some(m) = b.next(up_to) else {
            return false;
        };
        b.apply(&m);
        if let Some(steps) = record.as_deref_mut() {
            steps.push(to_step(m));
        }
    }
    let answer: Vec<u8> = b.cands.iter().map(|&m| single(m).unwrap_or(0)).collect();
    p.accepts(&answer)
}

/// The whole ladder: level, score, hardest technique, every step.
pub fn grade(p: &Puzzle) -> Grade {
    let mut steps = Vec::new();
    let solved = run(p, Level::Hard, Some(&mut steps));
    Grade::from_steps(solved, steps)
}

/// True when the techniques up to `level` finish the puzzle.
pub fn finishes(p: &Puzzle, level: Level) -> bool {
    run(p, level, None)
}

/// Narrows `cands` as the whole ladder does, without recording steps: every run to its exact
/// options (which covers the easy and medium rungs), then sum arithmetic over `bands` (of
/// [`bands`]), until nothing changes. The generator weighs its changes by what this leaves
/// open. False on a contradiction.
///
/// Only what changed is weighed again: the runs through a cell a band narrowed, and the bands
/// whose cells sticking out changed since the band was last weighed.
pub(super) fn narrow_hard(p: &Puzzle, bands: &[Band], cands: &mut [Mask]) -> bool {
    let mut dirty = vec![true; p.runs().len()];
    let mut out = [0 as Mask; sums::MAX_GROUP];
    // The candidates before the last round of bands: a band whose cells have not changed
    // since then would remove nothing new.
    let mut seen: Option<Vec<Mask>> = None;
    loop {
        if !super::count::narrow_runs(p, cands, &mut dirty) {
            return false;
        }
        let start = cands.to_vec();
        let mut changed = false;
        for band in bands {
            if let Some(prev) = &seen
                && band.out.iter().all(|&c| prev[c] == cands[c])
            {
                continue;
            }
            let Some(removed) = band.weigh(p, cands, &mut out) else {
                continue;
            };
            for (c, gone) in removed {
                cands[c] &= !gone;
                for r in p.runs_at(c) {
                    dirty[r] = true;
                }
            }
            changed = true;
        }
        if !changed {
            return true;
        }
        seen = Some(start);
    }
}

/// The answer a recorded solve reaches: the digits its steps place.
pub fn replay(p: &Puzzle, steps: &[Step]) -> Vec<u8> {
    let mut out = vec![0; p.width() * p.height()];
    for s in steps {
        for &(c, d) in &s.placed {
            out[c] = d;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kakuro::tests::SMALL;

    /// A board of `p` with some candidates set.
    fn board<'a>(p: &'a Puzzle, set: &[(usize, &[u8])]) -> Board<'a> {
        let mut b = Board::new(p);
        b.unique_done.fill(true);
        for &(c, ds) in set {
            b.cands[c] = ds.iter().fold(0, |m, &d| m | bit(d));
        }
        b
    }

    fn mask(ds: &[u8]) -> Mask {
        ds.iter().fold(0, |m, &d| m | bit(d))
    }

    fn small() -> Puzzle {
        Puzzle::from_answer(6, 6, &SMALL).unwrap()
    }

    #[test]
    fn the_small_grid_solves_and_replays_its_answer() {
        let p = small();
        let g = grade(&p);
        assert_ne!(g.level, Level::Guessing);
        assert_eq!(replay(&p, &g.steps), SMALL);
        assert!(finishes(&p, g.level));
        assert!(
            g.steps
                .iter()
                .all(|s| !s.placed.is_empty() || !s.removed.is_empty())
        );
    }

    #[test]
    fn naked_single_places_and_clears_its_runs() {
        let p = small();
        let b = board(&p, &[(7, &[1])]);
        let m = b.naked_single().unwrap();
        assert_eq!(m.place, Some((7, 1)));
        // r2c3 (across) and r3c2 (down) lose the 1.
        assert!(m.removed.contains(&(8, bit(1))) && m.removed.contains(&(13, bit(1))));
    }

    #[test]
    fn unique_combination_keeps_the_one_way() {
        let p = small();
        let mut b = Board::new(&p);
        // The first run: 3 in two cells is 1 + 2.
        let m = b.unique_combination().unwrap();
        assert_eq!(m.digits, mask(&[1, 2]));
        assert_eq!(
            m.removed,
            vec![(7, 0x1ff & !mask(&[1, 2])), (8, 0x1ff & !mask(&[1, 2]))]
        );
    }

    #[test]
    fn bounds_cut_what_the_others_cannot_reach() {
        let p = small();
        // The 17 across r2c5-r2c6: with r2c6 at most 8, r2c5 is at least 9.
        let b = board(
            &p,
            &[(7, &[1, 2]), (8, &[1, 2]), (10, &[1, 5, 9]), (11, &[2, 8])],
        );
        let m = b.bounds().unwrap();
        assert_eq!(m.removed, vec![(10, mask(&[1, 5])), (11, mask(&[2]))]);
        assert_eq!(m.technique, &BOUNDS);
    }

    #[test]
    fn combination_intersection_keeps_digits_that_fit() {
        let p = small();
        // The 5 across r4c3-r4c4 is 1+4 or 2+3; r4c3 can be 2 or 4, r4c4 1, 2 or 3.
        let mut b = board(&p, &[(20, &[2, 4]), (21, &[1, 2, 3])]);
        // Leave bounds nothing to do elsewhere: every other cell as the answer.
        for (c, &d) in SMALL.iter().enumerate() {
            if d != 0 && c != 20 && c != 21 {
                b.cands[c] = bit(d);
                b.placed[c] = true;
            }
        }
        let m = b.combinations(true).unwrap();
        // 2 needs 3 beside it, 4 needs 1: both stay; r4c4 loses 2.
        assert_eq!(m.technique, &COMBINATION_INTERSECTION);
        assert!(m.removed.contains(&(21, bit(2))), "{:?}", m.removed);
    }

    #[test]
    fn required_digit_goes_to_its_one_cell() {
        let p = small();
        // The 18 across r3c2-r3c6 (five cells): give three of them fixed small digits so the
        // other two must make the rest with a digit every way uses.
        let mut b = Board::new(&p);
        b.unique_done.fill(true);
        // 18 = 3+1+2+ (7+5): cells 13, 14, 15 placed 3, 1, 2; 16, 17 make 12 as 3+9, 4+8,
        // 5+7 (not 3: taken? sums only), and r3c5 can only be 7 or 9.
        for (c, d) in [(13, 3), (14, 1), (15, 2)] {
            b.cands[c] = bit(d);
            b.placed[c] = true;
        }
        b.cands[16] = mask(&[7, 9]);
        b.cands[17] = mask(&[3, 5, 8]);
        // Ways of 12 in two within {3,5,7,8,9}: 3+9, 5+7: no digit common; nothing required.
        assert!(b.required_digit().is_none());
        b.cands[17] = mask(&[5, 6]);
        // Ways within {5,6,7,9}: 5+7 only: 5 and 7 are required, 7 only in r3c5 (already
        // there with 9), 5 only in r3c6.
        let m = b.required_digit().unwrap();
        assert_eq!(m.technique, &REQUIRED_DIGIT);
        assert!(
            m.removed == vec![(16, bit(9))] || m.removed == vec![(17, bit(6))],
            "{:?}",
            m.removed
        );
    }

    #[test]
    fn run_subset_clears_the_rest_of_the_run() {
        let p = small();
        // Down r2c3..r6c3 (15 in five cells): r2c3 and r3c3 hold only 1 and 2 between them.
        let b = board(&p, &[(8, &[1, 2]), (14, &[1, 2]), (20, &[1, 4, 9])]);
        let m = b.run_subset().unwrap();
        assert_eq!(m.technique, &RUN_SUBSET);
        assert!(m.removed.contains(&(20, bit(1))), "{:?}", m.removed);
    }

    #[test]
    fn sum_arithmetic_weighs_what_sticks_out() {
        let p = small();
        // Rows 2-3 (r2, r3): across sums 3 + 17 + 18 = 38. Down runs wholly inside: r2c2-r3c2
        // (4), r2c5-r3c5 (16), r2c6-r3c6 (13): 33. What sticks out: r2c3, r3c3 (into the long
        // down run) and r3c4 (into r3c4-r4c4), adding up to 5.
        let mut b = Board::new(&p);
        b.unique_done.fill(true);
        b.cands[8] = mask(&[2, 3]);
        b.cands[14] = mask(&[1, 4]);
        b.cands[15] = mask(&[1, 2]);
        let m = b.sum_arithmetic().unwrap();
        assert_eq!(m.technique, &SUM_ARITHMETIC);
        // 2+1+2 is out (r2c3 and r3c3 share their down run, but r2c3 and r3c4 may both be 2):
        // 5 = 2+1+2 or 3+1+1 (no: r3c3, r3c4 share row 3's run) or 2+... : r3c3 keeps 1.
        assert!(m.removed.iter().any(|&(c, _)| c == 14), "{:?}", m.removed);
    }
}
