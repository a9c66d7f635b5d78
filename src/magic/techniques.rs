//! The step solver for magic squares: named techniques a reader can follow, never a guess.
//!
//! It works on ranks (1 for a square's first number, n² for its last): a line adds up to the
//! classic constant in ranks exactly when it adds up to the square's own in numbers, so every
//! step holds for any number set, and the sentences ([`super::words`]) turn ranks into
//! numbers.
//!
//! Its state is a set of candidate numbers per cell (bit v - 1 for number v, as
//! [`crate::latin::Mask`]), the cells placed and the numbers still free. Placing a number
//! removes it from every other cell: each number is used once in the whole grid. Givens are
//! placed silently before the first step.
//!
//! The ladder, cheapest first (the solver takes the first technique that fires, then starts
//! again from the top):
//! - one-blank line (easy): a line with one empty cell; it holds the constant minus the rest;
//! - naked single (medium): a cell with one candidate left;
//! - hidden single (medium): a free number that only one cell can still take;
//! - line sum (medium): a line with two or three empty cells; each keeps only the numbers that
//!   some way of completing the line's sum with free numbers gives it (each cell's own
//!   candidates respected, so the lines through a cell narrow it in turn);
//! - four-blank sum (hard): the same for a line with four empty cells (4x4 only), too many
//!   combinations to list in the margin, so a level of its own.

use super::lines::Lines;
use super::{MAX_CELLS, Puzzle, magic_constant};
use crate::latin::{Mask, bit, digits, single};
use crate::solve::Level;
use crate::solve::logic::{Step, Technique};

pub static ONE_BLANK: Technique = Technique {
    name: "one-blank-line",
    level: Level::Easy,
    weight: 1,
};
pub static NAKED_SINGLE: Technique = Technique {
    name: "naked-single",
    level: Level::Medium,
    weight: 2,
};
pub static HIDDEN_SINGLE: Technique = Technique {
    name: "hidden-single",
    level: Level::Medium,
    weight: 3,
};
pub static LINE_SUM: Technique = Technique {
    name: "line-sum",
    level: Level::Medium,
    weight: 5,
};
pub static FOUR_BLANK_SUM: Technique = Technique {
    name: "four-blank-sum",
    level: Level::Hard,
    weight: 10,
};

/// What the techniques know of a grid besides the candidates.
pub struct Ctx {
    pub n: usize,
    pub lines: Lines,
    pub magic: u32,
    /// The largest number, n².
    pub top: u8,
}

impl Ctx {
    pub fn new(n: usize) -> Self {
        Ctx {
            n,
            lines: Lines::new(n),
            magic: magic_constant(n),
            top: (n * n) as u8,
        }
    }
}

/// Candidates, placed cells and free numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    pub cands: [Mask; MAX_CELLS],
    /// Bit c set when cell c is placed.
    pub placed: u32,
    /// Numbers not placed anywhere yet.
    pub free: Mask,
}

impl State {
    /// Every given placed, its number gone from every other cell; `None` when two givens
    /// share a number.
    pub fn start(ctx: &Ctx, p: &Puzzle) -> Option<State> {
        let cells = ctx.n * ctx.n;
        let all = ((1u32 << ctx.top) - 1) as Mask;
        let mut s = State {
            cands: [0; MAX_CELLS],
            placed: 0,
            free: all,
        };
        // Ranks: the same deductions whatever the numbers (see `super::numbers`).
        let (n, numbers) = (p.order(), p.numbers());
        for (c, &g) in p.givens().iter().enumerate() {
            if g != 0 {
                let g = numbers
                    .rank(n, g)
                    .expect("a puzzle's givens are its numbers");
                if s.free & bit(g) == 0 {
                    return None;
                }
                s.free &= !bit(g);
                s.cands[c] = bit(g);
                s.placed |= 1 << c;
            }
        }
        for c in 0..cells {
            if !s.is_placed(c) {
                s.cands[c] = s.free;
            }
        }
        Some(s)
    }

    #[inline]
    pub fn is_placed(&self, cell: usize) -> bool {
        self.placed & (1 << cell) != 0
    }

    /// The number in a placed cell.
    #[inline]
    pub fn value(&self, cell: usize) -> u8 {
        single(self.cands[cell]).expect("a placed cell holds one number")
    }

    pub fn is_solved(&self, ctx: &Ctx) -> bool {
        self.placed == (1u32 << (ctx.n * ctx.n)) - 1
    }

    /// The open cells of line `l` and the sum of its placed ones.
    fn line(&self, ctx: &Ctx, l: usize) -> ([usize; 4], usize, u32) {
        let mut open = [0; 4];
        let (mut k, mut sum) = (0, 0);
        for &c in ctx.lines.cells(l) {
            let c = c as usize;
            if self.is_placed(c) {
                sum += self.value(c) as u32;
            } else {
                open[k] = c;
                k += 1;
            }
        }
        (open, k, sum)
    }

    /// Applies a deduction; `Err` when a cell is left without a candidate.
    fn apply(&mut self, f: &Found) -> Result<(), ()> {
        if let Some((cell, v)) = f.place {
            self.cands[cell] = bit(v);
            self.placed |= 1 << cell;
            self.free &= !bit(v);
        }
        for (c, &m) in f.removed.iter().enumerate() {
            if m != 0 {
                self.cands[c] &= !m;
                if self.cands[c] == 0 {
                    return Err(());
                }
            }
        }
        Ok(())
    }
}

/// One deduction as a technique reports it: fixed-size, so finding allocates nothing.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// A number placed: (cell, number).
    pub place: Option<(usize, u8)>,
    /// Numbers removed from each cell.
    pub removed: [Mask; MAX_CELLS],
    /// The cells that justify the step: a line's cells in order, or the one cell of a single.
    pub cells: Vec<usize>,
    /// The numbers the reasoning is about: the placed number, or the free numbers a line's sum
    /// draws on.
    pub digits: Mask,
    /// Set instead of a deduction when the grid is found impossible.
    pub broken: bool,
}

impl Found {
    /// Places `v` in `cell`, removing it from every other open cell that still has it.
    fn place(&mut self, s: &State, ctx: &Ctx, cell: usize, v: u8) {
        self.place = Some((cell, v));
        self.digits = bit(v);
        for c in 0..ctx.n * ctx.n {
            if c != cell && !s.is_placed(c) && s.cands[c] & bit(v) != 0 {
                self.removed[c] |= bit(v);
            }
        }
    }

    pub(crate) fn to_step(&self, technique: &'static Technique, s: &State) -> Step {
        Step {
            technique,
            cell_cands: self.cells.iter().map(|&c| s.cands[c]).collect(),
            cells: self.cells.clone(),
            placed: self.place.into_iter().collect(),
            removed: (0..MAX_CELLS)
                .filter(|&c| self.removed[c] != 0)
                .map(|c| (c, self.removed[c]))
                .collect(),
            lines: Vec::new(),
            digits: self.digits,
        }
    }
}

/// Looks for one deduction: fills `Found` and returns true, or leaves it alone.
type Finder = fn(&Ctx, &State, &mut Found) -> bool;

/// The ladder, cheapest first.
const LADDER: [(&Technique, Finder); 5] = [
    (&ONE_BLANK, one_blank),
    (&NAKED_SINGLE, naked_single),
    (&HIDDEN_SINGLE, hidden_single),
    (&LINE_SUM, |ctx, s, f| line_sum(ctx, s, f, 2..=3)),
    (&FOUR_BLANK_SUM, |ctx, s, f| line_sum(ctx, s, f, 4..=4)),
];

/// One-blank line: the one empty cell of a line holds the constant minus the line's other
/// numbers. Also catches a full line with the wrong sum.
pub fn one_blank(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    for l in 0..ctx.lines.len() {
        let (open, k, sum) = s.line(ctx, l);
        let cells = || ctx.lines.cells(l).iter().map(|&c| c as usize).collect();
        match k {
            0 if sum != ctx.magic => {
                f.broken = true;
                return true;
            }
            1 => {
                let cell = open[0];
                let v = ctx.magic as i64 - sum as i64;
                if v < 1 || v > ctx.top as i64 || s.cands[cell] & bit(v as u8) == 0 {
                    f.broken = true;
                    return true;
                }
                f.place(s, ctx, cell, v as u8);
                f.cells = cells();
                return true;
            }
            _ => {}
        }
    }
    false
}

/// Naked single: an open cell with one candidate holds it.
pub fn naked_single(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    for c in 0..ctx.n * ctx.n {
        if !s.is_placed(c)
            && let Some(v) = single(s.cands[c])
        {
            f.place(s, ctx, c, v);
            f.cells = vec![c];
            return true;
        }
    }
    false
}

/// Hidden single: every number is used once, so a free number that only one open cell can
/// still take goes there.
pub fn hidden_single(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    for v in digits(s.free) {
        let mut only = None;
        let mut count = 0;
        for c in 0..ctx.n * ctx.n {
            if !s.is_placed(c) && s.cands[c] & bit(v) != 0 {
                only = Some(c);
                count += 1;
            }
        }
        match (count, only) {
            (0, _) => {
                f.broken = true;
                return true;
            }
            (1, Some(c)) => {
                f.place(s, ctx, c, v);
                f.cells = vec![c];
                return true;
            }
            _ => {}
        }
    }
    false
}

/// Line sum over lines with a number of empty cells in `blanks`: every way to fill the empty
/// cells with different free numbers (each from its cell's candidates) that completes the
/// line's sum; each cell keeps the numbers some way gives it.
pub fn line_sum(
    ctx: &Ctx,
    s: &State,
    f: &mut Found,
    blanks: std::ops::RangeInclusive<usize>,
) -> bool {
    for l in 0..ctx.lines.len() {
        let (open, k, sum) = s.line(ctx, l);
        if !blanks.contains(&k) {
            continue;
        }
        let need = ctx.magic as i32 - sum as i32;
        let cands: Vec<Mask> = open[..k].iter().map(|&c| s.cands[c]).collect();
        let mut ok = [0; 4];
        if !fills(&cands, 0, need, 0, &mut ok) {
            f.broken = true;
            return true;
        }
        if (0..k).all(|i| cands[i] & !ok[i] == 0) {
            continue;
        }
        for i in 0..k {
            f.removed[open[i]] |= cands[i] & !ok[i];
        }
        f.cells = ctx.lines.cells(l).iter().map(|&c| c as usize).collect();
        f.digits = s.free;
        return true;
    }
    false
}

/// Ways to fill cells `i..` with different numbers, none in `used`, each from its cell's
/// candidates, adding up to `need`: true when there is one, and each number that some way
/// puts in cell j is added to `ok[j]`.
pub fn fills(cands: &[Mask], i: usize, need: i32, used: Mask, ok: &mut [Mask]) -> bool {
    let m = cands[i] & !used;
    if i + 1 == cands.len() {
        let fits = (1..=16).contains(&need) && m & bit(need as u8) != 0;
        if fits {
            ok[i] |= bit(need as u8);
        }
        return fits;
    }
    let mut any = false;
    for v in digits(m) {
        if (v as i32) < need && fills(cands, i + 1, need - v as i32, used | bit(v), ok) {
            ok[i] |= bit(v);
            any = true;
        }
    }
    any
}

/// How a run of the solver ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Solved,
    /// No technique of the allowed levels fires.
    Stuck,
    /// The givens leave no possible grid.
    Contradiction,
}

/// Runs the ladder up to `max` on `s`, pushing each step to `steps` when given.
pub fn run(ctx: &Ctx, max: Level, s: &mut State, mut steps: Option<&mut Vec<Step>>) -> Outcome {
    let ladder: Vec<_> = LADDER.iter().filter(|(t, _)| t.level <= max).collect();
    'turn: loop {
        for (technique, find) in &ladder {
            let mut f = Found::default();
            if !find(ctx, s, &mut f) {
                continue;
            }
            if f.broken {
                return Outcome::Contradiction;
            }
            if let Some(steps) = steps.as_deref_mut() {
                steps.push(f.to_step(technique, s));
            }
            if s.apply(&f).is_err() {
                return Outcome::Contradiction;
            }
            continue 'turn;
        }
        return if s.is_solved(ctx) {
            Outcome::Solved
        } else {
            Outcome::Stuck
        };
    }
}

/// True when the techniques up to `level` finish `p`.
pub fn finishes(p: &Puzzle, level: Level) -> bool {
    let ctx = Ctx::new(p.order());
    State::start(&ctx, p).is_some_and(|mut s| run(&ctx, level, &mut s, None) == Outcome::Solved)
}

/// The whole ladder with every step recorded: whether it solved the puzzle, and the steps.
pub fn solve_recorded(p: &Puzzle) -> (bool, Vec<Step>) {
    let ctx = Ctx::new(p.order());
    let mut steps = Vec::new();
    let solved = State::start(&ctx, p)
        .is_some_and(|mut s| run(&ctx, Level::Hard, &mut s, Some(&mut steps)) == Outcome::Solved);
    (solved, steps)
}

#[cfg(test)]
pub(crate) mod testing {
    //! Hand-made positions.
    use super::*;

    /// A state from whitespace-separated cells, row-major: `=v` for a placed number, `.` for
    /// every free number, or candidates separated by commas (`1,4,8`).
    pub fn state(n: usize, text: &str) -> (Ctx, State) {
        let ctx = Ctx::new(n);
        let tokens: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(tokens.len(), n * n, "cells in {text:?}");
        let mut s = State {
            cands: [0; MAX_CELLS],
            placed: 0,
            free: ((1u32 << ctx.top) - 1) as Mask,
        };
        let parse = |t: &str| t.split(',').fold(0, |m, v| m | bit(v.parse().unwrap()));
        for (c, t) in tokens.iter().enumerate() {
            if let Some(v) = t.strip_prefix('=') {
                s.cands[c] = parse(v);
                s.placed |= 1 << c;
                s.free &= !s.cands[c];
            }
        }
        for (c, t) in tokens.iter().enumerate() {
            if !s.is_placed(c) {
                s.cands[c] = if *t == "." { s.free } else { parse(t) };
            }
        }
        (ctx, s)
    }

    /// The numbers of a mask.
    pub fn nums(m: Mask) -> Vec<u8> {
        digits(m).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{nums, state};
    use super::*;

    #[test]
    fn one_blank_fills_the_last_cell() {
        // Row 2 holds 9 and 5: its blank is 15 - 9 - 5 = 1.
        let (ctx, s) = state(3, ". . .  =9 =5 .  . . .");
        let mut f = Found::default();
        assert!(one_blank(&ctx, &s, &mut f));
        assert_eq!(f.place, Some((5, 1)));
        assert_eq!(f.cells, vec![3, 4, 5]);
        // 1 leaves every other open cell.
        assert_eq!(f.removed.iter().filter(|&&m| m == bit(1)).count(), 6);
    }

    #[test]
    fn one_blank_on_a_diagonal_of_a_4x4() {
        // The anti-diagonal holds 13, 10 and 7 (top right to bottom left): the last is 4.
        let (ctx, s) = state(4, ". . . =13  . . =10 .  . =7 . .  . . . .");
        let mut f = Found::default();
        assert!(one_blank(&ctx, &s, &mut f));
        assert_eq!(f.place, Some((12, 4)));
        assert_eq!(f.cells, vec![3, 6, 9, 12]);
    }

    #[test]
    fn one_blank_sees_an_impossible_line() {
        // 1 + 2 leaves 12, more than 9.
        let (ctx, s) = state(3, "=1 =2 .  . . .  . . .");
        let mut f = Found::default();
        assert!(one_blank(&ctx, &s, &mut f));
        assert!(f.broken);
        // Nothing to do on an empty grid.
        let (ctx, s) = state(3, ". . . . . . . . .");
        let mut f = Found::default();
        assert!(!one_blank(&ctx, &s, &mut f));
        assert!(f.place.is_none() && !f.broken);
    }

    #[test]
    fn line_sum_keeps_the_numbers_that_complete_a_line() {
        // Row 1 has 8 and two blanks that add up to 7; free numbers are 1..7 and 9, so the
        // pairs are 1+6, 2+5, 3+4: 7 and 9 leave both blanks.
        let (ctx, s) = state(3, "=8 . .  . . .  . . .");
        let mut f = Found::default();
        assert!(line_sum(&ctx, &s, &mut f, 2..=3));
        assert_eq!(f.cells, vec![0, 1, 2]);
        assert_eq!(nums(f.removed[1]), vec![7, 9]);
        assert_eq!(nums(f.removed[2]), vec![7, 9]);
        assert!(f.place.is_none());
    }

    #[test]
    fn line_sum_respects_each_cells_candidates() {
        // Column 1 needs 15 - 2 = 13 from r2c1 (candidates 4, 9) and r3c1 (candidates 6, 8):
        // 4 + 9 and 9 + 4 need a 9 or a 4 in r3c1; 13 - 6 = 7 and 13 - 8 = 5 are not in r2c1.
        // No way completes the column: the grid is impossible.
        // Every other line is full or has one blank, so column 1 is the line that fires.
        let (ctx, s) = state(3, "=2 =7 =6  4,9 =5 =1  6,8 =3 =8");
        let mut f = Found::default();
        assert!(line_sum(&ctx, &s, &mut f, 2..=3));
        assert!(f.broken);
        // With r2c1 holding 5 or 9: 5 + 8 works, 9 + 4 does not; r2c1 keeps 5, r3c1 keeps 8.
        let (ctx, s) = state(3, "=2 =7 =6  5,9 =5 =1  6,8 =3 =8");
        let mut f = Found::default();
        assert!(line_sum(&ctx, &s, &mut f, 2..=3));
        assert_eq!(nums(f.removed[3]), vec![9]);
        assert_eq!(nums(f.removed[6]), vec![6]);
    }

    #[test]
    fn line_sum_with_three_blanks_and_the_four_blank_rung() {
        // 1 in a corner: row 1 needs 14 from two cells.
        let (ctx, s) = state(3, "=1 . .  . . .  . . .");
        let mut f = Found::default();
        assert!(line_sum(&ctx, &s, &mut f, 2..=3));
        // 14 = 5 + 9 or 6 + 8: row 1's blanks keep 5, 6, 8, 9.
        assert_eq!(f.cells, vec![0, 1, 2]);
        assert_eq!(nums(f.removed[1]), vec![2, 3, 4, 7]);
        // A 3x3 has no line of four blanks.
        let mut f = Found::default();
        assert!(!line_sum(&ctx, &s, &mut f, 4..=4));
        // In a 4x4 with 16 and 1 on the diagonal, row 2 is empty: its four blanks must add up
        // to 34 from 2..15, which does not rule out any number on its own.
        let (ctx, s) = state(4, "=16 . . .  . . . .  . . =1 .  . . . .");
        let mut f = Found::default();
        assert!(!line_sum(&ctx, &s, &mut f, 4..=4));
    }

    #[test]
    fn four_blank_sum_narrows_an_empty_line() {
        // Row 1 is empty and its cells may only hold 1, 2, 3 or 15, 16: four of them adding up
        // to 34 must be 1 + 2 + 15 + 16, so 3 leaves every cell.
        let c = "1,2,3,15,16";
        let (ctx, s) = state(4, &format!("{c} {c} {c} {c}  . . . .  . . . .  . . . ."));
        let mut f = Found::default();
        assert!(line_sum(&ctx, &s, &mut f, 4..=4));
        for cell in 0..4 {
            assert_eq!(nums(f.removed[cell]), vec![3]);
        }
    }

    #[test]
    fn singles() {
        // r1c2 can only be 7.
        let (ctx, s) = state(3, "=2 7 .  . . .  . . .");
        let mut f = Found::default();
        assert!(naked_single(&ctx, &s, &mut f));
        assert_eq!(f.place, Some((1, 7)));
        assert_eq!(f.cells, vec![1]);
        // Free numbers are 1, 3, 7, 8, 9; only r1c2 can take 7.
        let (ctx, s) = state(3, "=2 3,7 1,3  =4 =5 1,3  =6 1,3,8 1,3,9");
        let mut f = Found::default();
        assert!(!naked_single(&ctx, &s, &mut f));
        assert!(hidden_single(&ctx, &s, &mut f));
        assert_eq!(f.place, Some((1, 7)));
        assert_eq!(f.digits, bit(7));
        // Without 7 in r1c2, 7 has no cell left: the grid is impossible.
        let (ctx, s) = state(3, "=2 1,3 1,3  =4 =5 1,3  =6 1,3,8 1,3,9");
        let mut f = Found::default();
        assert!(hidden_single(&ctx, &s, &mut f));
        assert!(f.broken);
    }
}
