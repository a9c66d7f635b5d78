//! Calcudoku's own techniques for the step solver and its ladder: the Latin techniques with
//! the cage techniques slotted in at their levels.
//!
//! - single-cell cage (easy): a one-cell cage's cell is its target.
//! - cage combinations (easy): a cage's cells keep only digits that some fill of the cage
//!   uses somewhere (the union over fills and cells).
//! - cage fills (medium): each cell keeps only the digits that some fill puts in that cell.
//! - cage line (hard): a digit that every fill puts in the cage's part of one row or column
//!   leaves the rest of that line.
//! - line sum (hard): a row or column adds up to n(n+1)/2, so the cells of a line outside the
//!   cages lying wholly inside it add up to what those cages leave; those few cells keep only
//!   digits of some set of different digits reaching that sum.

use super::Puzzle;
use super::fills::{Shape, each_fill, per_cell};
use crate::latin::techniques as latin;
use crate::latin::{Line, MAX_ORDER, Mask, bit, digits, full};
use crate::solve::Level;
use crate::solve::logic::{
    self, CellSet, Contradiction, Found, Outcome, Rung, State, Step, Technique, members, one,
};
use std::cell::{Cell, RefCell};

pub static SINGLE_CELL_CAGE: Technique = Technique {
    name: "single-cell-cage",
    level: Level::Easy,
    weight: 1,
};
pub static CAGE_COMBINATIONS: Technique = Technique {
    name: "cage-combinations",
    level: Level::Easy,
    weight: 3,
};
pub static CAGE_FILLS: Technique = Technique {
    name: "cage-fills",
    level: Level::Medium,
    weight: 5,
};
pub static CAGE_LINE: Technique = Technique {
    name: "cage-line",
    level: Level::Hard,
    weight: 40,
};
pub static LINE_SUM: Technique = Technique {
    name: "line-sum",
    level: Level::Hard,
    weight: 50,
};

/// Most open cells the line-sum technique reasons about: beyond this, a reader cannot hold
/// the combinations in mind (and they rarely exclude anything).
pub const LINE_SUM_MAX_CELLS: usize = 4;

/// What the Calcudoku techniques know of a puzzle beyond the candidates.
pub struct Ctx<'a> {
    puzzle: &'a Puzzle,
    /// For cage combinations (0) and cage fills (1), each cage's candidates when the
    /// technique last had nothing to remove there: the technique reads only those, so while
    /// they stay the same it is skipped. Solving revisits every cage after each step, and most
    /// have not changed.
    quiet: [RefCell<Vec<[Mask; super::MAX_CAGE]>>; 2],
    /// Each cage's candidates when its fills were last read, and what each cell's digits
    /// were then ([`per_cell`]): both cage techniques ask it, often of the same candidates.
    fills: RefCell<Vec<Memo<Option<[Mask; super::MAX_CAGE]>>>>,
    /// Each cage's candidates when cage line last read its fills, and the digits every fill
    /// puts in each of its row and column parts. Cage line is asked after every step that
    /// the cheaper techniques could not make, but a step changes few cages.
    line_parts: RefCell<Vec<Memo<[Mask; 2 * super::MAX_CAGE]>>>,
    /// The highest level of a non-sweeping technique that fired (see [`level_reached`]).
    reached: Cell<Level>,
}

/// Its clues are checked by the other rungs' last look at a full grid.
impl logic::Clues for Ctx<'_> {}

impl<'a> Ctx<'a> {
    pub fn new(puzzle: &'a Puzzle) -> Self {
        let fresh = || RefCell::new(vec![[Mask::MAX; super::MAX_CAGE]; puzzle.cages().len()]);
        Ctx {
            puzzle,
            quiet: [fresh(), fresh()],
            fills: RefCell::new(vec![Memo::default(); puzzle.cages().len()]),
            line_parts: RefCell::new(vec![Memo::default(); puzzle.cages().len()]),
            reached: Cell::new(Level::Easy),
        }
    }

    /// Notes that a technique of `level` fired when `fired`; passes `fired` on.
    fn mark(&self, level: Level, fired: bool) -> bool {
        if fired && level > self.reached.get() {
            self.reached.set(level);
        }
        fired
    }
}

/// What a technique worked out from one cage's candidates, kept while they stay the same.
#[derive(Clone, Copy, Default)]
struct Memo<T> {
    /// `None` before the first reading.
    masks: Option<[Mask; super::MAX_CAGE]>,
    value: T,
}

impl<T: Copy> Memo<T> {
    /// The value for `masks`, worked out by `work` unless it was for the same candidates.
    fn get(&mut self, masks: &[Mask; super::MAX_CAGE], work: impl FnOnce() -> T) -> T {
        if self.masks.as_ref() != Some(masks) {
            self.value = work();
            self.masks = Some(*masks);
        }
        self.value
    }
}

/// The candidates of a shape's cells in `s`.
fn masks(shape: &Shape, s: &State) -> [Mask; super::MAX_CAGE] {
    super::fills::masks_of(shape, &s.cands)
}

/// Single-cell cage: the cell of a one-cell cage is its target.
pub fn single_cell_cage(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    for cage in ctx.puzzle.cages() {
        let cell = cage.first();
        if cage.len() != 1 || s.is_placed(cell) {
            continue;
        }
        let t = cage.target;
        if t as usize > s.order() || s.get(cell) & bit(t as u8) == 0 {
            f.broken = Some(Contradiction::EmptyCell(cell));
            return true;
        }
        s.place_into(cell, t as u8, f);
        f.cell(cell);
        f.digits = bit(t as u8);
        return true;
    }
    false
}

/// Every one-cell cage placed at once.
pub fn single_cell_cage_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    let mut changed = false;
    for cage in ctx.puzzle.cages() {
        let cell = cage.first();
        if cage.len() != 1 || s.is_placed(cell) {
            continue;
        }
        let t = cage.target;
        if t as usize > s.order() || s.get(cell) & bit(t as u8) == 0 {
            return Err(Contradiction::EmptyCell(cell));
        }
        s.place(cell, t as u8)?;
        changed = true;
    }
    Ok(changed)
}

/// What a cage technique keeps in each cell of a shape: the union over every cell
/// (`by_cell` false) or each cell's own digits (`by_cell` true). `None` when no fill exists.
fn kept(
    ctx: &Ctx,
    k: usize,
    shape: &Shape,
    s: &State,
    by_cell: bool,
) -> Option<[Mask; super::MAX_CAGE]> {
    let m = masks(shape, s);
    let mut keep = ctx.fills.borrow_mut()[k].get(&m, || per_cell(shape, &m[..shape.len]))?;
    if !by_cell {
        let union = keep[..shape.len].iter().fold(0, |u, &k| u | k);
        keep[..shape.len].fill(union);
    }
    Some(keep)
}

/// Cage combinations (`by_cell` false) or cage fills (`by_cell` true) for one deduction.
fn cage_digits(ctx: &Ctx, s: &State, f: &mut Found, by_cell: bool) -> bool {
    let mut quiet = ctx.quiet[by_cell as usize].borrow_mut();
    for (k, shape) in ctx.puzzle.shapes().iter().enumerate() {
        let now = masks(shape, s);
        if quiet[k] == now {
            continue;
        }
        let Some(keep) = kept(ctx, k, shape, s, by_cell) else {
            // Also how a full grid that breaks a cage is caught.
            f.broken = Some(Contradiction::EmptyCell(shape.cells[0] as usize));
            return true;
        };
        let fires = shape
            .cells()
            .enumerate()
            .any(|(i, c)| !s.is_placed(c) && s.get(c) & !keep[i] != 0);
        if !fires {
            quiet[k] = now;
            continue;
        }
        for (i, c) in shape.cells().enumerate() {
            f.cell(c);
            let gone = s.get(c) & !keep[i];
            if !s.is_placed(c) && gone != 0 {
                f.remove(c, gone);
            }
        }
        f.digits = keep[..shape.len].iter().fold(0, |u, &k| u | k);
        return true;
    }
    false
}

fn cage_digits_sweep(ctx: &Ctx, s: &mut State, by_cell: bool) -> Result<bool, Contradiction> {
    let mut changed = false;
    let mut quiet = ctx.quiet[by_cell as usize].borrow_mut();
    for (k, shape) in ctx.puzzle.shapes().iter().enumerate() {
        if quiet[k] == masks(shape, s) {
            continue;
        }
        let Some(keep) = kept(ctx, k, shape, s, by_cell) else {
            return Err(Contradiction::EmptyCell(shape.cells[0] as usize));
        };
        for (i, c) in shape.cells().enumerate() {
            if !s.is_placed(c) && s.cands.remove(c, !keep[i]) {
                changed = true;
                if s.get(c) == 0 {
                    return Err(Contradiction::EmptyCell(c));
                }
            }
        }
        // The fills that fit before still fit, so the cage is now at rest for this technique.
        quiet[k] = masks(shape, s);
    }
    Ok(changed)
}

/// Cage combinations: every cell of a cage keeps only digits some fill of the cage uses.
pub fn cage_combinations(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    cage_digits(ctx, s, f, false)
}

pub fn cage_combinations_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    cage_digits_sweep(ctx, s, false)
}

/// Cage fills: every cell keeps only the digits some fill puts in that very cell.
pub fn cage_fills(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    cage_digits(ctx, s, f, true)
}

pub fn cage_fills_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    cage_digits_sweep(ctx, s, true)
}

/// The rows and columns a shape touches, each with the positions (bits) of its cells there.
fn parts(shape: &Shape, n: usize) -> ([(Line, u16); 2 * super::MAX_CAGE], usize) {
    let mut out = [(Line::Row(0), 0u16); 2 * super::MAX_CAGE];
    let mut len = 0;
    for (i, c) in shape.cells().enumerate() {
        for line in [Line::Row((c / n) as u8), Line::Col((c % n) as u8)] {
            match out[..len].iter_mut().find(|p| p.0 == line) {
                Some(p) => p.1 |= 1 << i,
                None => {
                    out[len] = (line, 1 << i);
                    len += 1;
                }
            }
        }
    }
    (out, len)
}

/// Cage line: a digit that every fill of a cage puts in its part of one row or column cannot
/// be anywhere else in that line.
///
/// The step's cells are the cage's, its line the one cleared, its digits those every fill
/// puts there.
pub fn cage_line(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for (index, shape) in ctx.puzzle.shapes().iter().enumerate() {
        let inside: CellSet = shape.cells().fold(CellSet::EMPTY, |set, c| set | one(c));
        if shape.cells().all(|c| s.is_placed(c)) {
            continue;
        }
        let (parts, len) = parts(shape, n);
        // Only lines with open cells outside the cage can lose anything.
        let mut must = [0 as Mask; 2 * super::MAX_CAGE];
        for (k, &(line, _)) in parts[..len].iter().enumerate() {
            if !(s.geo.line(line) & s.open() & !inside).is_empty() {
                must[k] = full(n);
            }
        }
        if must[..len].iter().all(|&m| m == 0) {
            continue;
        }
        let m = masks(shape, s);
        let all = ctx.line_parts.borrow_mut()[index].get(&m, || {
            let mut must = [full(n); 2 * super::MAX_CAGE];
            let mut any = false;
            each_fill(shape, &m[..shape.len], &mut |ds| {
                any = true;
                for (k, &(_, pos)) in parts[..len].iter().enumerate() {
                    let mut here: Mask = 0;
                    let mut p = pos;
                    while p != 0 {
                        here |= bit(ds[p.trailing_zeros() as usize]);
                        p &= p - 1;
                    }
                    must[k] &= here;
                }
                must[..len].iter().any(|&m| m != 0)
            });
            // Without a fill cage combinations reports the broken cage; nothing here.
            if !any {
                must = [0; 2 * super::MAX_CAGE];
            }
            must
        });
        for k in 0..len {
            must[k] &= all[k];
        }
        for (k, &(line, _)) in parts[..len].iter().enumerate() {
            let digits_here = must[k];
            if digits_here == 0 {
                continue;
            }
            let victims = s.geo.line(line) & s.open() & !inside;
            if !members(victims).any(|c| s.get(c) & digits_here != 0) {
                continue;
            }
            for c in shape.cells() {
                f.cell(c);
            }
            for c in members(victims) {
                let gone = s.get(c) & digits_here;
                if gone != 0 {
                    f.remove(c, gone);
                }
            }
            f.line(line);
            f.digits = digits_here;
            return true;
        }
    }
    false
}

/// The split of a line for the line-sum technique: the cells outside the cages wholly inside
/// it (`rest`), those cages (indices), and the possible totals of those cages (bit s = sum s).
pub struct LineSplit {
    pub rest: CellSet,
    pub cages: [usize; MAX_ORDER],
    pub n_cages: usize,
    pub sums: u64,
}

/// How `line` splits, with sums read from `masks_at` (each cell's candidates); `None` when no
/// cage lies wholly inside it or some inner cage has no fill.
pub fn split_line(p: &Puzzle, line: Line, masks_at: impl Fn(usize) -> Mask) -> Option<LineSplit> {
    let n = p.order();
    let cells: CellSet = line.cells(n).fold(CellSet::EMPTY, |set, c| set | one(c));
    let mut split = LineSplit {
        rest: cells,
        cages: [0; MAX_ORDER],
        n_cages: 0,
        sums: 1,
    };
    for c in line.cells(n) {
        let k = p.cage_of(c);
        if split.cages[..split.n_cages].contains(&k) {
            continue;
        }
        let shape = &p.shapes()[k];
        if !shape.cells().all(|x| cells.contains(x)) {
            continue;
        }
        split.cages[split.n_cages] = k;
        split.n_cages += 1;
        let mut m = [0 as Mask; super::MAX_CAGE];
        for (i, x) in shape.cells().enumerate() {
            m[i] = masks_at(x);
            split.rest &= !one(x);
        }
        let mut sums: u64 = 0;
        if shape.ops == [super::Op::Add] {
            // A sum cage adds up to its target, if it can be filled at all.
            each_fill(shape, &m[..shape.len], &mut |_| {
                sums = 1 << shape.target;
                false
            });
        } else {
            each_fill(shape, &m[..shape.len], &mut |ds| {
                sums |= 1 << ds.iter().map(|&d| d as u32).sum::<u32>();
                true
            });
        }
        if sums == 0 {
            return None;
        }
        let mut total = 0u64;
        for sum in 0..64 {
            if sums & 1 << sum != 0 {
                total |= split.sums << sum;
            }
        }
        split.sums = total;
    }
    (split.n_cages > 0).then_some(split)
}

/// Line sum (innies and outies): a line holds 1 to n once each, so it adds up to
/// n(n+1)/2; the cells outside the cages wholly inside it add up to that less those cages'
/// total, and keep only digits of some set of different digits reaching it.
///
/// The step's cells are the whole line (the few outside cells first) so that its
/// explanation can name every total; its line is the line.
pub fn line_sum(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    let whole = (n * (n + 1) / 2) as u32;
    for line in Line::all(n) {
        let Some(split) = split_line(ctx.puzzle, line, |c| s.get(c)) else {
            continue;
        };
        let open = split.rest & s.open();
        let k = open.count_ones() as usize;
        if k == 0 || k > LINE_SUM_MAX_CELLS {
            continue;
        }
        let placed: u32 = members(split.rest & s.placed)
            .map(|c| crate::latin::lowest(s.get(c)) as u32)
            .sum();
        // The open outside cells may add up to any of these.
        let mut wanted: u64 = 0;
        for sum in 0..64u32 {
            if split.sums & 1 << sum != 0 && sum + placed <= whole {
                wanted |= 1 << (whole - sum - placed);
            }
        }
        let mut cells = [0usize; LINE_SUM_MAX_CELLS];
        for (i, c) in members(open).enumerate() {
            cells[i] = c;
        }
        let mut keep = [0 as Mask; LINE_SUM_MAX_CELLS];
        distinct_sums(
            &cells[..k],
            s,
            wanted,
            0,
            0,
            0,
            &mut [0; LINE_SUM_MAX_CELLS],
            &mut keep,
        );
        let fires = (0..k).any(|i| s.get(cells[i]) & !keep[i] != 0);
        if !fires {
            continue;
        }
        for &c in &cells[..k] {
            f.cell(c);
        }
        for c in line.cells(n).filter(|&c| !open.contains(c)) {
            f.cell(c);
        }
        for i in 0..k {
            let gone = s.get(cells[i]) & !keep[i];
            if gone != 0 {
                f.remove(cells[i], gone);
            }
        }
        f.line(line);
        return true;
    }
    false
}

/// Walks the assignments of different digits to `cells` from their candidates, keeping in
/// `keep` each cell's digits of those whose sum is in `wanted`.
#[allow(clippy::too_many_arguments)]
fn distinct_sums(
    cells: &[usize],
    s: &State,
    wanted: u64,
    i: usize,
    used: Mask,
    sum: u32,
    ds: &mut [u8; LINE_SUM_MAX_CELLS],
    keep: &mut [Mask; LINE_SUM_MAX_CELLS],
) {
    if i == cells.len() {
        if wanted & 1 << sum != 0 {
            for j in 0..cells.len() {
                keep[j] |= bit(ds[j]);
            }
        }
        return;
    }
    for d in digits(s.get(cells[i]) & !used) {
        ds[i] = d;
        distinct_sums(
            cells,
            s,
            wanted,
            i + 1,
            used | bit(d),
            sum + d as u32,
            ds,
            keep,
        );
    }
}

/// Calcudoku's ladder, by level then weight; the solver restarts from the top after every
/// step.
pub fn ladder<'a>() -> [Rung<Ctx<'a>>; 16] {
    [
        Rung {
            technique: &SINGLE_CELL_CAGE,
            find: single_cell_cage,
            sweep: Some(|k, s, _| single_cell_cage_sweep(k, s)),
        },
        Rung {
            technique: &latin::NAKED_SINGLE,
            find: |_, s, f| latin::naked_single(s, f),
            sweep: Some(|_, s, changed| latin::naked_single_sweep(s, changed)),
        },
        Rung {
            technique: &latin::HIDDEN_SINGLE,
            find: |_, s, f| latin::hidden_single(s, f),
            sweep: Some(|_, s, _| latin::hidden_single_sweep(s)),
        },
        Rung {
            technique: &CAGE_COMBINATIONS,
            find: cage_combinations,
            sweep: Some(|k, s, _| cage_combinations_sweep(k, s)),
        },
        Rung {
            technique: &CAGE_FILLS,
            find: cage_fills,
            sweep: Some(|k, s, _| cage_fills_sweep(k, s)),
        },
        Rung {
            technique: &latin::NAKED_PAIR,
            find: |c, s, f| c.mark(Level::Medium, latin::naked_subset(s, f, 2)),
            sweep: None,
        },
        Rung {
            technique: &latin::HIDDEN_PAIR,
            find: |c, s, f| c.mark(Level::Medium, latin::hidden_subset(s, f, 2)),
            sweep: None,
        },
        Rung {
            technique: &latin::NAKED_TRIPLE,
            find: |c, s, f| c.mark(Level::Medium, latin::naked_subset(s, f, 3)),
            sweep: None,
        },
        Rung {
            technique: &latin::HIDDEN_TRIPLE,
            find: |c, s, f| c.mark(Level::Medium, latin::hidden_subset(s, f, 3)),
            sweep: None,
        },
        Rung {
            technique: &latin::NAKED_QUAD,
            find: |c, s, f| c.mark(Level::Medium, latin::naked_subset(s, f, 4)),
            sweep: None,
        },
        Rung {
            technique: &latin::HIDDEN_QUAD,
            find: |c, s, f| c.mark(Level::Medium, latin::hidden_subset(s, f, 4)),
            sweep: None,
        },
        Rung {
            technique: &CAGE_LINE,
            find: |c, s, f| c.mark(Level::Hard, cage_line(c, s, f)),
            sweep: None,
        },
        Rung {
            technique: &LINE_SUM,
            find: |c, s, f| c.mark(Level::Hard, line_sum(c, s, f)),
            sweep: None,
        },
        Rung {
            technique: &latin::X_WING,
            find: |c, s, f| c.mark(Level::Hard, latin::fish(s, f, 2)),
            sweep: None,
        },
        Rung {
            technique: &latin::SWORDFISH,
            find: |c, s, f| c.mark(Level::Hard, latin::fish(s, f, 3)),
            sweep: None,
        },
        Rung {
            technique: &latin::FORCING_CHAIN,
            find: |c, s, f| c.mark(Level::Hard, latin::forcing_chain(s, f)),
            sweep: None,
        },
    ]
}

/// A finished run of the step solver on a puzzle.
#[derive(Clone, Debug)]
pub struct Solve {
    pub outcome: Outcome,
    /// The candidates where the solver stopped.
    pub state: Option<State>,
    /// Every step, when recorded.
    pub steps: Vec<Step>,
}

/// The solver's starting state: every cell open with every digit.
pub fn start(p: &Puzzle) -> Result<State, logic::Contradiction> {
    State::start(crate::solve::Rules::start(p))
}

/// Runs the step solver on `p` with techniques up to `max`, recording steps when asked.
pub fn solve(p: &Puzzle, max: Level, record: bool) -> Solve {
    let mut steps = Vec::new();
    let ctx = Ctx::new(p);
    let (outcome, state) = match start(p) {
        Err(c) => (Outcome::Contradiction(c), None),
        Ok(mut state) => {
            let max = max.min(Level::Hard);
            let rec = record.then_some(&mut steps);
            let outcome = logic::run(&ctx, &ladder(), max, &mut state, rec);
            (outcome, Some(state))
        }
    };
    Solve {
        outcome,
        state,
        steps,
    }
}

/// The highest level among the non-sweeping techniques a solve limited to `max` used, when
/// it finishes `p` (recording nothing); `None` when it does not. Because the solver always
/// takes the cheapest technique that fires, a solve at hard that never fires a hard
/// technique is exactly the medium solve: so this tells "hard, not medium" in one run.
pub fn level_reached(p: &Puzzle, max: Level) -> Option<Level> {
    let probe = probe(p, max);
    (probe.outcome == Outcome::Solved).then_some(probe.reached)
}

/// Where a solve ended, for the generator: how, the highest level among the non-sweeping
/// techniques it used (see [`level_reached`]), and the cells it left open.
#[derive(Clone, Copy, Debug)]
pub struct Probe {
    pub outcome: Outcome,
    pub reached: Level,
    pub open: CellSet,
}

/// A solve limited to `max`, recording nothing (see [`Probe`]).
pub fn probe(p: &Puzzle, max: Level) -> Probe {
    let ctx = Ctx::new(p);
    let mut state = match start(p) {
        Ok(state) => state,
        Err(c) => {
            return Probe {
                outcome: Outcome::Contradiction(c),
                reached: Level::Easy,
                open: logic::Geometry::new(p.order()).all(),
            };
        }
    };
    let max = max.min(Level::Hard);
    let outcome = logic::run(&ctx, &ladder(), max, &mut state, None);
    Probe {
        outcome,
        reached: ctx.reached.get(),
        open: state.open(),
    }
}

/// True when the solver limited to `max` finishes `p`, recording nothing. `Guessing` adds
/// trial and error, so it finishes any puzzle that has a solution.
pub fn finishes(p: &Puzzle, max: Level) -> bool {
    let ctx = Ctx::new(p);
    let Ok(mut state) = start(p) else {
        return false;
    };
    if max == Level::Guessing {
        return logic::run_guessing(&ctx, &ladder(), &mut state);
    }
    logic::run(&ctx, &ladder(), max, &mut state, None) == Outcome::Solved
}

#[cfg(test)]
mod tests {
    /// The English sentence a book prints for `step`.
    fn explain_en(p: &super::Puzzle, step: &crate::solve::logic::Step) -> String {
        let en = crate::words::Language::En;
        crate::solve::words::tagged(
            en,
            step.technique.name,
            &crate::calcudoku::words::step(en, p, step),
        )
    }
    use super::*;
    use crate::calcudoku::rules::tests::random_puzzle;
    use crate::calcudoku::tests::puzzle;
    use crate::solve::logic::testing::{removals, state};

    fn find(
        p: &Puzzle,
        s: &State,
        technique: fn(&Ctx, &State, &mut Found) -> bool,
    ) -> Option<Found> {
        let ctx = Ctx::new(p);
        let mut f = Found::default();
        if technique(&ctx, s, &mut f) {
            Some(f)
        } else {
            assert!(f.is_empty());
            None
        }
    }

    fn step_of(s: &State, t: &'static Technique, f: &Found) -> Step {
        // The same record the solver makes.
        let cells: Vec<usize> = f.cells().iter().map(|&c| c as usize).collect();
        Step {
            technique: t,
            cell_cands: cells.iter().map(|&c| s.get(c)).collect(),
            cells,
            placed: f.place.iter().map(|&(c, d)| (c as usize, d)).collect(),
            removed: f.removals().collect(),
            lines: f.lines().to_vec(),
            digits: f.digits,
        }
    }

    #[test]
    fn ladder_is_ordered_by_level_then_weight() {
        let rungs = ladder();
        for w in rungs.windows(2) {
            let (a, b) = (w[0].technique, w[1].technique);
            assert!(
                (a.level, a.weight) <= (b.level, b.weight),
                "{} before {}",
                a.name,
                b.name
            );
        }
    }

    /// 4x4: a one-cell cage at r1c1 showing 3, the rest dominoes.
    fn with_single() -> Puzzle {
        puzzle(
            4,
            "abcc dbee ffgg hhii",
            &["3", "3+", "7+", "2", "3+", "3+", "7+", "3+", "7+"],
        )
    }

    #[test]
    fn single_cell_cage_places_its_target() {
        let p = with_single();
        let s = state(4, &". ".repeat(16));
        let f = find(&p, &s, single_cell_cage).expect("fires");
        assert_eq!(f.place, Some((0, 3)));
        assert_eq!(f.cells(), [0]);
        // The digit leaves r1c1's row and column.
        assert_eq!(
            removals(&f),
            vec![
                (1, bit(3)),
                (2, bit(3)),
                (3, bit(3)),
                (4, bit(3)),
                (8, bit(3)),
                (12, bit(3))
            ]
        );
        let text = explain_en(&p, &step_of(&s, &SINGLE_CELL_CAGE, &f));
        assert_eq!(
            text,
            "r1c1 must be 3: it is a cage of one cell showing 3 (single cell cage)."
        );
        // Placed already: quiet. Without 3 among its candidates: a contradiction.
        // Placed already: the next one-cell cage (r2c1, 2) is the one placed.
        let s = state(4, &format!("=3 {}", ". ".repeat(15)));
        assert_eq!(find(&p, &s, single_cell_cage).unwrap().place, Some((4, 2)));
        let s = state(4, &format!("124 {}", ". ".repeat(15)));
        let f = find(&p, &s, single_cell_cage).expect("fires");
        assert_eq!(f.broken, Some(Contradiction::EmptyCell(0)));
    }

    /// 4x4 with an L of three cells (r1c1, r1c2, r2c1) showing 4+: the corner sees both other
    /// cells, which may both be 1 (they share no line), so the corner is 2 and they are 1.
    fn with_l() -> Puzzle {
        puzzle(
            4,
            "aabb acdd ecff eggh",
            &["4+", "7+", "3+", "3+", "3+", "3-", "7+", "1"],
        )
    }

    #[test]
    fn cage_combinations_keeps_the_union_of_fills() {
        let p = with_l();
        let s = state(4, &". ".repeat(16));
        let f = find(&p, &s, cage_combinations).expect("fires");
        assert_eq!(f.cells(), [0, 1, 4]);
        let both = bit(3) | bit(4);
        assert_eq!(removals(&f), vec![(0, both), (1, both), (4, both)]);
        assert_eq!(f.digits, bit(1) | bit(2));
        let text = explain_en(&p, &step_of(&s, &CAGE_COMBINATIONS, &f));
        assert_eq!(
            text,
            "Every way to reach the 4+ cage (r1c1, r1c2 and r2c1) uses only 1 and 2, so r1c1, \
             r1c2 and r2c1 cannot be 3 or 4 (cage combinations)."
        );
        // Once each cell holds 1 or 2 the union says no more, though the cells could.
        let s = state(4, &format!("12 12 . . 12 {}", ". ".repeat(11)));
        let ctx = Ctx::new(&p);
        let mut f = Found::default();
        // Other cages still fire; the L's cells are left alone.
        if cage_combinations(&ctx, &s, &mut f) {
            assert!(removals(&f).iter().all(|(c, _)| ![0, 1, 4].contains(c)));
        }
    }

    #[test]
    fn cage_fills_keeps_each_cells_own_digits() {
        let p = with_l();
        let s = state(4, &format!("12 12 . . 12 {}", ". ".repeat(11)));
        let f = find(&p, &s, cage_fills).expect("fires");
        assert_eq!(f.cells(), [0, 1, 4]);
        assert_eq!(removals(&f), vec![(0, bit(1)), (1, bit(2)), (4, bit(2))]);
        let text = explain_en(&p, &step_of(&s, &CAGE_FILLS, &f));
        assert_eq!(
            text,
            "The 4+ cage (r1c1, r1c2 and r2c1) can only be filled as 2-1-1 (r1c1, r1c2 and \
             r2c1), so r1c1 cannot be 1; r1c2 and r2c1 cannot be 2 (cage fills)."
        );
        // "Można wypełnić" takes the accusative: "Klatkę", not "Klatka".
        let step = step_of(&s, &CAGE_FILLS, &f);
        let pl = crate::calcudoku::words::step(crate::words::Language::Pl, &p, &step);
        assert!(
            pl.starts_with("Klatkę 4+ (W1K1, W1K2 i W2K1) można wypełnić tylko jako 2-1-1"),
            "{pl}"
        );
        let de = crate::calcudoku::words::step(crate::words::Language::De, &p, &step);
        assert!(
            de.starts_with("Der Käfig 4+ (Z1S1, Z1S2 und Z2S1) lässt sich"),
            "{de}"
        );
        let s = state(4, &format!("2 1 . . 1 {}", ". ".repeat(11)));
        let f = find(&p, &s, cage_fills);
        assert!(f.is_none_or(|f| removals(&f).iter().all(|(c, _)| ![0, 1, 4].contains(c))));
    }

    /// 4x4 with a 2x2 cage top left showing 6+: only 1 and 2 reach it (1+2+2+1), so both of
    /// its rows and columns get 1 and 2 inside the cage.
    fn with_square() -> Puzzle {
        puzzle(
            4,
            "aabb aacc ddef gghf",
            &["6+", "7+", "7+", "3+", "4", "3-", "7+", "3"],
        )
    }

    #[test]
    fn cage_line_clears_the_rest_of_a_line() {
        let p = with_square();
        let s = state(4, &format!("12 12 . . 12 12 {}", ". ".repeat(10)));
        let f = find(&p, &s, cage_line).expect("fires");
        assert_eq!(f.cells(), [0, 1, 4, 5]);
        assert_eq!(f.lines(), [Line::Row(0)]);
        assert_eq!(f.digits, bit(1) | bit(2));
        let both = bit(1) | bit(2);
        assert_eq!(removals(&f), vec![(2, both), (3, both)]);
        let text = explain_en(&p, &step_of(&s, &CAGE_LINE, &f));
        assert_eq!(
            text,
            "Every way to fill the 6+ cage (r1c1, r1c2, r2c1 and r2c2) puts 1 and 2 in row 1, \
             so no other cell of row 1 can hold them: r1c3 and r1c4 cannot be 1 or 2 (cage \
             line)."
        );
        // With every line already clear of 1 and 2 outside the cage, the square says nothing
        // (other cages may).
        let text = "12 12 34 34 12 12 34 34 34 34 . . 34 34 . .";
        if let Some(f) = find(&p, &state(4, text), cage_line) {
            assert_ne!(f.cells()[0], 0, "{:?}", removals(&f));
        }
    }

    /// 4x4: row 1 holds the 3+ domino r1c1-r1c2 wholly, and r1c3, r1c4 belong to cages going
    /// down: those two add up to 10 − 3 = 7.
    fn with_row_cage() -> Puzzle {
        puzzle(
            4,
            "aabc ddbc eeff gghh",
            &["3+", "5+", "5+", "7+", "3+", "7+", "3+", "7+"],
        )
    }

    #[test]
    fn line_sum_finds_the_rest_of_a_line() {
        let p = with_row_cage();
        let s = state(4, &". ".repeat(16));
        let f = find(&p, &s, line_sum).expect("fires");
        assert_eq!(f.lines(), [Line::Row(0)]);
        assert_eq!(f.cells(), [2, 3, 0, 1]);
        let low = bit(1) | bit(2);
        assert_eq!(removals(&f), vec![(2, low), (3, low)]);
        let text = explain_en(&p, &step_of(&s, &LINE_SUM, &f));
        assert_eq!(
            text,
            "Row 1 adds up to 10; the cage wholly inside it (3+) adds up to 3, so r1c3 and r1c4 \
             add up to 7 with different digits: r1c3 and r1c4 cannot be 1 or 2 (line sum)."
        );
        // With those cells already 3 or 4, row 1 says nothing; row 2 is next (d is 7+, so
        // r2c3 and r2c4 add up to 3).
        let s = state(4, &format!(". . 34 34 {}", ". ".repeat(12)));
        let f = find(&p, &s, line_sum).expect("fires");
        assert_eq!(f.lines(), [Line::Row(1)]);
        assert_eq!(
            removals(&f),
            vec![(6, bit(3) | bit(4)), (7, bit(3) | bit(4))]
        );
    }

    #[test]
    fn line_sum_counts_placed_cells() {
        // Row 1 as before with r1c3 placed as 4: r1c4 is 3.
        let p = with_row_cage();
        let s = state(4, &format!(". . =4 1234 {}", ". ".repeat(12)));
        let f = find(&p, &s, line_sum).expect("fires");
        assert_eq!(removals(&f), vec![(3, bit(1) | bit(2) | bit(4))]);
    }

    /// Generated puzzles at every level on small sizes, and loose random puzzles (most with
    /// several answers or none).
    fn sample() -> Vec<(Puzzle, Option<Vec<u8>>)> {
        let mut out = Vec::new();
        let mut rng = crate::seed::rng(77);
        for i in 0..60 {
            let n = 4 + i % 3;
            out.push((random_puzzle(n, &mut rng), None));
        }
        for (n, level, k) in [
            (4, Level::Easy, 6),
            (5, Level::Medium, 6),
            (5, Level::Hard, 4),
            (6, Level::Hard, 4),
        ] {
            let mut got = 0;
            while got < k {
                if let Some((p, a)) = super::super::recipe::attempt(
                    n,
                    level,
                    super::super::recipe::Variant::default(),
                    &mut rng,
                ) {
                    out.push((p, Some(a)));
                    got += 1;
                }
            }
        }
        out
    }

    #[test]
    fn never_removes_the_answer_and_replays() {
        for (p, answer) in sample() {
            let run = solve(&p, Level::Hard, true);
            let Some(answer) = answer else {
                // Without a known answer: the counter's first one, when there is one.
                let c = crate::solve::count::solve(&p, 2).unwrap();
                if run.outcome == Outcome::Solved {
                    assert_eq!(c.count, 1, "{p:?}");
                    assert_eq!(run.state.unwrap().cands.solution(), c.solution);
                }
                if c.count == 0 {
                    assert_ne!(run.outcome, Outcome::Solved);
                }
                continue;
            };
            let state = run.state.expect("the start is fine");
            for (cell, &d) in answer.iter().enumerate() {
                assert!(state.get(cell) & bit(d) != 0, "{p:?} lost {d} at {cell}");
            }
            assert_eq!(run.outcome, Outcome::Solved);
            let mut replay = start(&p).unwrap().cands;
            for step in &run.steps {
                step.apply(&mut replay);
            }
            assert_eq!(replay, state.cands);
        }
    }

    #[test]
    fn fast_path_reaches_the_same_grid_as_the_recorded_one() {
        for (p, _) in sample() {
            for level in Level::BOOK {
                let slow = solve(&p, level, true);
                let fast = solve(&p, level, false);
                // Both may find a contradiction, not always at the same cell.
                let broken = |o: Outcome| matches!(o, Outcome::Contradiction(_));
                if broken(slow.outcome) || broken(fast.outcome) {
                    assert!(
                        broken(slow.outcome) && broken(fast.outcome),
                        "{p:?} at {level}"
                    );
                    continue;
                }
                assert_eq!(slow.outcome, fast.outcome, "{p:?} at {level}");
                {
                    let (a, b) = (slow.state.unwrap(), fast.state.unwrap());
                    assert_eq!(a.cands, b.cands, "{p:?} at {level}");
                }
            }
        }
    }

    #[test]
    fn every_cage_technique_is_used_and_explained() {
        let mut used = std::collections::BTreeSet::new();
        for (p, _) in sample() {
            for step in solve(&p, Level::Hard, true).steps {
                used.insert(step.technique.name);
                let text = explain_en(&p, &step);
                let tag = crate::solve::explain::display_name(step.technique.name);
                assert!(text.ends_with(&format!("({tag}).")), "{text}");
                // A placement's removals are its row and column: only the placed cell is named.
                for &(c, _) in step.removed.iter().filter(|_| step.placed.is_empty()) {
                    assert!(
                        text.contains(&crate::latin::cell_name(p.order(), c)),
                        "{text}"
                    );
                }
            }
        }
        for t in [
            &SINGLE_CELL_CAGE,
            &CAGE_COMBINATIONS,
            &CAGE_FILLS,
            &CAGE_LINE,
            &LINE_SUM,
        ] {
            assert!(used.contains(t.name), "never used: {} in {used:?}", t.name);
        }
    }

    #[test]
    fn contradictions_are_reported() {
        // 9+ on two cells of a 4x4 cannot be reached.
        let p = puzzle(
            4,
            "aabb ccdd eeff gghh",
            &["9+", "7+", "3+", "7+", "7+", "3+", "5+", "5+"],
        );
        assert!(matches!(
            solve(&p, Level::Easy, true).outcome,
            Outcome::Contradiction(_)
        ));
        assert!(!finishes(&p, Level::Guessing));
    }
}
