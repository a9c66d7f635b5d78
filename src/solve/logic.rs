//! The human-style step solver: named techniques only, never a guess, every step recorded.
//!
//! The solver keeps candidates ([`State`]) and a ladder of techniques ([`Rung`]s, cheapest
//! first). Each turn it asks the techniques in order for one deduction and applies the first
//! that fires, then starts again from the cheapest. It stops when nothing fires (solved if
//! every cell is placed by then, stuck otherwise) or when a deduction leaves a cell (or a
//! digit of a line) without a place: a contradiction, reported, never looped on.
//!
//! Placing a digit always removes it from the cell's row and column in the same step, so a
//! placed cell's digit never appears elsewhere in its lines. Givens are placed silently before
//! the first step, as a reader does at a glance.
//!
//! Techniques write their deduction into a fixed-size [`Found`] (no allocation), which the
//! driver turns into a [`Step`] only when recording: the generator's fast path records nothing,
//! and sweeps the easy techniques in bulk (see [`run`] for why that changes no result).

use super::Level;
use crate::latin::{Candidates, Line, MAX_CELLS, MAX_ORDER, Mask, bit, box_shape};

/// A named technique and the rung it belongs to.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Technique {
    /// Kebab-case name, as printed in JSON (`naked-single`, `sign-bounds`, ...).
    pub name: &'static str,
    pub level: Level,
    /// What one use adds to a puzzle's score inside its level.
    pub weight: u32,
}

/// One deduction, as a reader would follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: &'static Technique,
    /// The cells whose candidates justify the step.
    pub cells: Vec<usize>,
    /// Digits placed: (cell, digit).
    pub placed: Vec<(usize, u8)>,
    /// Candidates removed: (cell, digits).
    pub removed: Vec<(usize, Mask)>,
    /// The rows and columns the reasoning works in (a hidden single's line, a subset's line,
    /// a fish's base lines then its cover lines).
    pub lines: Vec<Line>,
    /// The digits the reasoning is about (the placed digit, a subset's digits, a fish's or a
    /// chain's digit; for `sign-chain`, the range the cell is confined to).
    pub digits: Mask,
    /// Candidates of each of `cells` when the step was taken, in the same order.
    pub cell_cands: Vec<Mask>,
}

impl Step {
    /// Applies this step: placed cells keep only their digit, removed digits go.
    pub fn apply(&self, cands: &mut Candidates) {
        for &(cell, d) in &self.placed {
            cands.set(cell, bit(d));
        }
        for &(cell, m) in &self.removed {
            cands.remove(cell, m);
        }
    }
}

/// What the ladder says of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The lowest rung that finishes the puzzle; `Guessing` when none does.
    pub level: Level,
    /// Orders puzzles from easier to harder inside a level.
    pub score: u32,
    /// The hardest technique the solve needed.
    pub hardest: Option<&'static Technique>,
    /// Every step, in order.
    pub steps: Vec<Step>,
}

impl Grade {
    /// The grade of a recorded solve. Because the solver always takes the cheapest technique
    /// that fires, the hardest level it used is the lowest level that finishes.
    pub fn from_steps(solved: bool, steps: Vec<Step>) -> Grade {
        let hardest = steps
            .iter()
            .map(|s| s.technique)
            .max_by_key(|t| (t.level, t.weight));
        let level = match (solved, hardest) {
            (false, _) => Level::Guessing,
            (true, Some(t)) => t.level,
            (true, None) => Level::Easy,
        };
        Grade {
            level,
            score: steps.iter().map(|s| s.technique.weight).sum(),
            hardest,
            steps,
        }
    }
}

pub use super::cells::CellSet;

/// The set holding just `cell`.
#[inline]
pub const fn one(cell: usize) -> CellSet {
    CellSet::one(cell)
}

/// Cells of a set, ascending.
pub fn members(set: CellSet) -> impl Iterator<Item = usize> {
    set.iter()
}

/// The houses of a grid as cell sets: rows and columns, and boxes when the grid has them.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    n: usize,
    rows: [CellSet; MAX_ORDER],
    cols: [CellSet; MAX_ORDER],
    /// Empty sets when the grid has no boxes.
    boxes: [CellSet; MAX_ORDER],
    /// Box height and width in cells; (0, 0) without boxes.
    box_h: u8,
    box_w: u8,
    /// [`Geometry::box_of`] of each cell, worked out once: the Sudoku sweeps ask it for every
    /// placed cell on every pass, and its four divisions by the order were a tenth of an easy
    /// Sudoku's time.
    box_at: [u8; MAX_CELLS],
    /// The cells of each house, ascending, indexed as [`Geometry::houses`] orders them: the
    /// sweeps walk every house after every step, and a list costs less than arithmetic.
    house_cells: [[u8; MAX_ORDER]; 3 * MAX_ORDER],
    /// The peers of each cell, ascending (the first `peer_count`): every placement walks
    /// them, and a list walks without the guesses at which house a cell lies in.
    peer_cells: [[u8; 3 * MAX_ORDER]; MAX_CELLS],
    peer_count: u8,
}

impl Geometry {
    /// The houses of an order-`n` grid, with boxes or without, built once per order.
    pub fn of(n: usize, boxes: bool) -> &'static Geometry {
        use std::sync::OnceLock;
        static PLAIN: [OnceLock<Geometry>; MAX_ORDER + 1] =
            [const { OnceLock::new() }; MAX_ORDER + 1];
        static BOXED: [OnceLock<Geometry>; MAX_ORDER + 1] =
            [const { OnceLock::new() }; MAX_ORDER + 1];
        if boxes {
            BOXED[n].get_or_init(|| Geometry::with_boxes(n))
        } else {
            PLAIN[n].get_or_init(|| Geometry::new(n))
        }
    }

    /// A grid whose houses are its rows and columns.
    pub fn new(n: usize) -> Self {
        let mut geo = Geometry::lines(n);
        geo.fill_box_at();
        geo.fill_peer_cells();
        geo
    }

    /// Rows and columns only: the lookups that depend on the boxes ([`Geometry::box_at`],
    /// the peers) are left to [`Geometry::new`] and [`Geometry::with_boxes`] to fill once.
    fn lines(n: usize) -> Self {
        let mut rows = [CellSet::EMPTY; MAX_ORDER];
        let mut cols = [CellSet::EMPTY; MAX_ORDER];
        for cell in 0..n * n {
            rows[cell / n] |= one(cell);
            cols[cell % n] |= one(cell);
        }
        let mut geo = Geometry {
            n,
            rows,
            cols,
            boxes: [CellSet::EMPTY; MAX_ORDER],
            box_h: 0,
            box_w: 0,
            box_at: [0; MAX_CELLS],
            house_cells: [[0; MAX_ORDER]; 3 * MAX_ORDER],
            peer_cells: [[0; 3 * MAX_ORDER]; MAX_CELLS],
            peer_count: 0,
        };
        for cell in 0..n * n {
            let (r, c) = (cell / n, cell % n);
            geo.house_cells[r][c] = cell as u8;
            geo.house_cells[n + c][r] = cell as u8;
        }
        geo
    }

    /// Fills [`Geometry::peer_cells`] from the houses.
    fn fill_peer_cells(&mut self) {
        for cell in 0..self.n * self.n {
            let mut k = 0;
            for p in members(self.peers(cell)) {
                self.peer_cells[cell][k] = p as u8;
                k += 1;
            }
            self.peer_count = k as u8;
        }
    }

    /// The peers of `cell`, ascending.
    #[inline]
    pub fn peer_list(&self, cell: usize) -> &[u8] {
        &self.peer_cells[cell][..self.peer_count as usize]
    }

    /// Fills [`Geometry::box_at`] from the box shape (without boxes, as the formula gives,
    /// each cell its own index).
    fn fill_box_at(&mut self) {
        let n = self.n;
        let (h, w) = (self.box_h.max(1) as usize, self.box_w.max(1) as usize);
        for cell in 0..n * n {
            let (r, c) = (cell / n, cell % n);
            self.box_at[cell] = (r / h * (n / w) + c / w) as u8;
        }
    }

    /// A grid whose houses are its rows, columns and boxes of [`box_shape`]`(n)` (Sudoku).
    pub fn with_boxes(n: usize) -> Self {
        let (h, w) = box_shape(n).expect("the order has a box shape");
        let mut geo = Geometry::lines(n);
        for b in 0..n {
            for (i, c) in Line::Box(b as u8).cells(n).enumerate() {
                geo.boxes[b] |= one(c);
                geo.house_cells[2 * n + b][i] = c as u8;
            }
        }
        geo.box_h = h as u8;
        geo.box_w = w as u8;
        geo.fill_box_at();
        geo.fill_peer_cells();
        geo
    }

    /// True when the grid has boxes.
    #[inline]
    pub fn has_boxes(&self) -> bool {
        self.box_h != 0
    }

    /// Box height and width in cells, when the grid has boxes.
    pub fn box_shape(&self) -> Option<(usize, usize)> {
        self.has_boxes()
            .then_some((self.box_h as usize, self.box_w as usize))
    }

    /// The box holding `cell` (meaningful only with boxes).
    #[inline]
    pub fn box_of(&self, cell: usize) -> usize {
        self.box_at[cell] as usize
    }

    /// Every house: rows, then columns, then boxes if the grid has them.
    pub fn houses(&self) -> impl Iterator<Item = Line> + use<> {
        let boxes = if self.has_boxes() { self.n } else { 0 };
        Line::all(self.n).chain((0..boxes as u8).map(Line::Box))
    }

    #[inline]
    pub fn order(&self) -> usize {
        self.n
    }

    /// Every cell of the grid.
    #[inline]
    pub fn all(&self) -> CellSet {
        CellSet::first(self.n * self.n)
    }

    #[inline]
    pub fn line(&self, line: Line) -> CellSet {
        match line {
            Line::Row(r) => self.rows[r as usize],
            Line::Col(c) => self.cols[c as usize],
            Line::Box(b) => self.boxes[b as usize],
        }
    }

    /// The cells of a house, ascending, from a list made once rather than peeled from its
    /// set: the sweeps run this for every house after every step, and on small grids the
    /// set's four words cost more than the cells.
    #[inline]
    pub fn line_cells(&self, line: Line) -> LineCells<'_> {
        let n = self.n;
        let house = match line {
            Line::Row(r) => r as usize,
            Line::Col(c) => n + c as usize,
            Line::Box(b) => {
                debug_assert!(self.has_boxes(), "a box in a grid without boxes");
                2 * n + b as usize
            }
        };
        LineCells(self.house_cells[house][..n].iter())
    }

    /// The cells sharing a house with `cell` (row, column, and box if any), without `cell`.
    #[inline]
    pub fn peers(&self, cell: usize) -> CellSet {
        let boxed = if self.has_boxes() {
            self.boxes[self.box_of(cell)]
        } else {
            CellSet::EMPTY
        };
        (self.rows[cell / self.n] | self.cols[cell % self.n] | boxed) & !one(cell)
    }
}

/// The cells of one house, ascending (see [`Geometry::line_cells`]).
#[derive(Clone, Debug)]
pub struct LineCells<'a>(std::slice::Iter<'a, u8>);

impl Iterator for LineCells<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        self.0.next().map(|&c| c as usize)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

/// Why a grid cannot be completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// A cell has no candidate left.
    EmptyCell(usize),
    /// A digit has no cell left in a row or column.
    NoPlace { line: Line, digit: u8 },
}

/// How a run of the solver ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every cell is placed.
    Solved,
    /// No technique of the allowed levels fires.
    Stuck,
    /// The clues (or a wrong given) leave no possible grid.
    Contradiction(Contradiction),
}

/// Candidates and which cells are placed (their digit written and gone from row and column).
#[derive(Clone, Copy, Debug)]
pub struct State {
    pub cands: Candidates,
    pub placed: CellSet,
    /// Shared, not copied: a state is copied at every branch of a chain.
    pub geo: &'static Geometry,
}

impl State {
    /// The state before the first step: every cell of `start` with a single candidate (a given)
    /// is placed.
    pub fn start(start: Candidates) -> Result<State, Contradiction> {
        State::start_in(start, Geometry::of(start.order(), false))
    }

    /// Like [`State::start`] in a grid of the given houses (e.g. [`Geometry::with_boxes`]).
    pub fn start_in(start: Candidates, geo: &'static Geometry) -> Result<State, Contradiction> {
        let n = start.order();
        debug_assert_eq!(n, geo.order());
        let mut s = State {
            cands: start,
            placed: CellSet::EMPTY,
            geo,
        };
        for cell in 0..n * n {
            match start.get(cell).count_ones() {
                0 => return Err(Contradiction::EmptyCell(cell)),
                1 => s.place(cell, crate::latin::lowest(start.get(cell)))?,
                _ => {}
            }
        }
        Ok(s)
    }

    #[inline]
    pub fn order(&self) -> usize {
        self.geo.order()
    }

    #[inline]
    pub fn get(&self, cell: usize) -> Mask {
        self.cands.get(cell)
    }

    #[inline]
    pub fn is_placed(&self, cell: usize) -> bool {
        self.placed.contains(cell)
    }

    /// Cells not placed yet.
    #[inline]
    pub fn open(&self) -> CellSet {
        self.geo.all() & !self.placed
    }

    /// Open cells that can still hold each digit, indexed by digit (index 0 unused): one
    /// pass over the grid, for techniques that look at every digit.
    pub fn places(&self) -> [CellSet; MAX_ORDER + 1] {
        super::cells::by_digit(self.open(), |c| self.cands.get(c))
    }

    /// Open cells that can still hold `d`.
    pub fn open_with(&self, d: u8) -> CellSet {
        let m = bit(d);
        let mut with = CellSet::EMPTY;
        for c in members(self.open()) {
            if self.cands.get(c) & m != 0 {
                with.insert(c);
            }
        }
        with
    }

    pub fn is_solved(&self) -> bool {
        self.placed == self.geo.all()
    }

    /// Places `d` in `cell` at once: the cell keeps only `d`, its peers lose it.
    #[inline]
    pub fn place(&mut self, cell: usize, d: u8) -> Result<(), Contradiction> {
        let m = bit(d);
        self.cands.set(cell, m);
        self.placed |= one(cell);
        let mut clear = |p: usize| {
            if self.cands.remove(p, m) && self.cands.get(p) == 0 {
                return Err(Contradiction::EmptyCell(p));
            }
            Ok(())
        };
        // In ascending order, so the first peer left empty is the one reported.
        for &p in self.geo.peer_list(cell) {
            clear(p as usize)?;
        }
        Ok(())
    }

    /// Writes the placement of `d` in `cell` into `f`: the digit, and its removal from every
    /// peer that still has it.
    pub fn place_into(&self, cell: usize, d: u8, f: &mut Found) {
        f.place = Some((cell as u8, d));
        let m = bit(d);
        for p in members(self.geo.peers(cell)) {
            if self.cands.get(p) & m != 0 {
                f.remove(p, m);
            }
        }
    }

    /// Applies a deduction; false when it changed nothing (a technique bug, never a loop).
    fn apply(&mut self, f: &Found) -> Result<bool, Contradiction> {
        let mut changed = false;
        if let Some((cell, d)) = f.place {
            let cell = cell as usize;
            changed |= !self.is_placed(cell) || self.cands.get(cell) != bit(d);
            self.cands.set(cell, bit(d));
            self.placed |= one(cell);
        }
        for cell in members(f.touched) {
            changed |= self.cands.remove(cell, f.removed[cell]);
            if self.cands.get(cell) == 0 {
                return Err(Contradiction::EmptyCell(cell));
            }
        }
        Ok(changed)
    }
}

/// Capacity of a deduction's justifying cells and lines (a chain's cells are the most).
const MAX_WHY_CELLS: usize = 16;
const MAX_WHY_LINES: usize = 8;

/// One deduction as a technique reports it: fixed-size, so finding costs no allocation.
#[derive(Clone, Debug)]
pub struct Found {
    /// A digit placed (cell, digit).
    pub place: Option<(u8, u8)>,
    removed: [Mask; MAX_CELLS],
    touched: CellSet,
    cells: [u8; MAX_WHY_CELLS],
    n_cells: usize,
    lines: [Line; MAX_WHY_LINES],
    n_lines: usize,
    /// The digits the reasoning is about (see [`Step::digits`]).
    pub digits: Mask,
    /// Set instead of a deduction when the technique found the grid impossible.
    pub broken: Option<Contradiction>,
}

impl Default for Found {
    fn default() -> Self {
        Found {
            place: None,
            removed: [0; MAX_CELLS],
            touched: CellSet::EMPTY,
            cells: [0; MAX_WHY_CELLS],
            n_cells: 0,
            lines: [Line::Row(0); MAX_WHY_LINES],
            n_lines: 0,
            digits: 0,
            broken: None,
        }
    }
}

impl Found {
    /// Records that `digits` leave `cell`. Only call with digits the cell still has.
    #[inline]
    pub fn remove(&mut self, cell: usize, digits: Mask) {
        self.removed[cell] |= digits;
        self.touched |= one(cell);
    }

    /// Adds a cell to the justification.
    #[inline]
    pub fn cell(&mut self, cell: usize) {
        debug_assert!(self.n_cells < MAX_WHY_CELLS, "too many justifying cells");
        if self.n_cells < MAX_WHY_CELLS {
            self.cells[self.n_cells] = cell as u8;
            self.n_cells += 1;
        }
    }

    /// Adds a row or column to the justification.
    #[inline]
    pub fn line(&mut self, line: Line) {
        debug_assert!(self.n_lines < MAX_WHY_LINES, "too many justifying lines");
        if self.n_lines < MAX_WHY_LINES {
            self.lines[self.n_lines] = line;
            self.n_lines += 1;
        }
    }

    /// True when nothing is written: what a technique that does not fire must leave.
    pub fn is_empty(&self) -> bool {
        self.place.is_none()
            && self.touched.is_empty()
            && self.n_cells == 0
            && self.n_lines == 0
            && self.digits == 0
            && self.broken.is_none()
    }

    /// The justifying cells so far.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.n_cells]
    }

    /// The justifying lines so far.
    pub fn lines(&self) -> &[Line] {
        &self.lines[..self.n_lines]
    }

    /// Every removal so far: (cell, digits), cells ascending.
    pub fn removals(&self) -> impl Iterator<Item = (usize, Mask)> + '_ {
        members(self.touched).map(|c| (c, self.removed[c]))
    }

    fn clear(&mut self) {
        for cell in members(self.touched) {
            self.removed[cell] = 0;
        }
        self.touched = CellSet::EMPTY;
        self.place = None;
        self.n_cells = 0;
        self.n_lines = 0;
        self.digits = 0;
        self.broken = None;
    }

    fn to_step(&self, technique: &'static Technique, s: &State) -> Step {
        let cells: Vec<usize> = self.cells[..self.n_cells]
            .iter()
            .map(|&c| c as usize)
            .collect();
        Step {
            technique,
            cell_cands: cells.iter().map(|&c| s.get(c)).collect(),
            cells,
            placed: self.place.iter().map(|&(c, d)| (c as usize, d)).collect(),
            removed: members(self.touched)
                .map(|c| (c, self.removed[c]))
                .collect(),
            lines: self.lines[..self.n_lines].to_vec(),
            digits: self.digits,
        }
    }
}

/// Looks for one deduction of a technique: writes it into `Found` and returns true, or leaves
/// `Found` untouched and returns false. It must only fire when it changes something.
pub type Finder<K> = fn(&K, &State, &mut Found) -> bool;

/// Applies every deduction of a technique found in one pass, straight to the state; true
/// when something changed. The fast path's shortcut for the cheapest techniques.
///
/// The third argument holds the cells whose candidates or placement changed since this
/// sweep's last pass began (every cell on its first). A unit of the technique (a house, a
/// cage) none of whose cells is in it looked the same then and changed nothing, so a sweep
/// may pass it by until something changes in the pass; or it may ignore the set.
pub type Sweep<K> = fn(&K, &mut State, CellSet) -> Result<bool, Contradiction>;

/// A technique and the function that applies it, for a puzzle kind whose context is `K`.
pub struct Rung<K> {
    pub technique: &'static Technique,
    pub find: Finder<K>,
    /// Only for a leading run of rungs whose techniques are monotone (a deduction valid for
    /// some candidates stays valid for fewer, and after a cell's last candidate is placed):
    /// such techniques reach the same fixpoint in any order, so sweeping them gives exactly
    /// the state that one-step-and-restart reaches. A sweep meets cells its own pass left
    /// with one candidate before they are placed; the recorded path places them first.
    pub sweep: Option<Sweep<K>>,
}

/// What a kind's sweeps promise about a full grid, for the fast path.
pub trait Clues {
    /// True when the kind's sweeps report a contradiction rather than leave every cell placed
    /// with a clue broken (houses are kept by every placement). The fast path then stops at a
    /// full grid; otherwise it takes a last look with every other rung first, which on a
    /// grid that keeps every clue finds nothing (about a tenth of a Killer generator's time).
    const SWEEPS_CHECK_EVERY_CLUE: bool = false;
}

/// Runs the ladder (sorted by level, cheapest first) on `state`, using only techniques up to
/// `max`. Steps are pushed to `steps` when given; without it nothing is allocated.
///
/// Recording, it takes one deduction at a time and restarts from the cheapest technique.
/// Not recording, it sweeps the leading sweepable rungs to their fixpoint instead, then takes
/// one deduction of the rest and sweeps again. The two reach the same states at every step
/// above the sweepable rungs, so both agree on whether (and how far) the ladder gets, as long
/// as the sweeps are monotone (see [`Rung::sweep`]); the generator still takes the recorded
/// grade's word.
pub fn run<K: Clues>(
    kind: &K,
    ladder: &[Rung<K>],
    max: Level,
    state: &mut State,
    mut steps: Option<&mut Vec<Step>>,
) -> Outcome {
    debug_assert!(
        ladder
            .windows(2)
            .all(|w| w[0].technique.level <= w[1].technique.level)
    );
    let ladder = &ladder[..ladder
        .iter()
        .position(|r| r.technique.level > max)
        .unwrap_or(ladder.len())];
    let swept = if steps.is_some() {
        0
    } else {
        ladder
            .iter()
            .position(|r| r.sweep.is_none())
            .unwrap_or(ladder.len())
    };
    assert!(swept <= MAX_SWEEPS, "more sweepable rungs than Seen keeps");
    let mut found = Found::default();
    let mut seen = Seen::default();
    'turn: loop {
        if swept > 0
            && let Err(c) = settle(kind, &ladder[..swept], state, &mut seen)
        {
            return Outcome::Contradiction(c);
        }
        if K::SWEEPS_CHECK_EVERY_CLUE && swept > 0 && state.is_solved() {
            return Outcome::Solved;
        }
        for rung in &ladder[swept..] {
            if !(rung.find)(kind, state, &mut found) {
                debug_assert!(found.is_empty(), "{} left litter", rung.technique.name);
                continue;
            }
            if let Some(c) = found.broken {
                return Outcome::Contradiction(c);
            }
            if let Some(steps) = steps.as_deref_mut() {
                steps.push(found.to_step(rung.technique, state));
            }
            match state.apply(&found) {
                Ok(true) => {}
                Ok(false) => {
                    debug_assert!(false, "{} fired without progress", rung.technique.name);
                    return Outcome::Stuck;
                }
                Err(c) => return Outcome::Contradiction(c),
            }
            found.clear();
            continue 'turn;
        }
        // Solved only once nothing fires: a last look lets the kind's own techniques catch a
        // full grid that breaks one of its clues.
        return if state.is_solved() {
            Outcome::Solved
        } else {
            Outcome::Stuck
        };
    }
}

/// Sweeps `rungs` until none changes anything, going back to the cheapest after any change:
/// a costly sweep (line enumeration, say) then runs only on what the cheap ones cannot settle.
fn settle<K>(
    kind: &K,
    rungs: &[Rung<K>],
    state: &mut State,
    seen: &mut Seen,
) -> Result<(), Contradiction> {
    // What changed since the last settle: the steps of the rungs above.
    seen.catch_up(state, rungs.len());
    let mut i = 0;
    while i < rungs.len() {
        let sweep = rungs[i].sweep.expect("only sweepable rungs settle");
        let changed = std::mem::take(&mut seen.dirty[i]);
        // A sweep that changed nothing leaves nothing to catch up on.
        i = if sweep(kind, state, changed)? {
            seen.catch_up(state, rungs.len());
            0
        } else {
            i + 1
        };
    }
    Ok(())
}

/// The most sweepable rungs a ladder leads with.
const MAX_SWEEPS: usize = 8;

/// For each sweep, the cells changed since its last pass began ([`Sweep`]'s third argument),
/// kept up to date from a copy of the grid as it was last looked at: candidates only shrink,
/// so a cell that differs from the copy is one that changed since.
struct Seen {
    began: bool,
    cands: [Mask; MAX_CELLS],
    placed: CellSet,
    dirty: [CellSet; MAX_SWEEPS],
}

impl Default for Seen {
    fn default() -> Self {
        Seen {
            began: false,
            cands: [0; MAX_CELLS],
            placed: CellSet::EMPTY,
            dirty: [CellSet::EMPTY; MAX_SWEEPS],
        }
    }
}

impl Seen {
    /// Adds what changed since the last look to the first `sweeps` sweeps' sets (every cell
    /// the first time) and looks again.
    fn catch_up(&mut self, state: &State, sweeps: usize) {
        let now = state.cands.as_slice();
        let then = &mut self.cands[..now.len()];
        let changed = if self.began {
            (self.placed ^ state.placed) | super::cells::differing(then, now)
        } else {
            self.began = true;
            state.geo.all()
        };
        if !changed.is_empty() {
            for d in &mut self.dirty[..sweeps] {
                *d |= changed;
            }
            then.copy_from_slice(now);
            self.placed = state.placed;
        }
    }
}

/// Like [`run`] at the top of the ladder, then trial and error on a cell with fewest
/// candidates when stuck: true when some completion exists. What `Level::Guessing` allows.
pub fn run_guessing<K: Clues>(kind: &K, ladder: &[Rung<K>], state: &mut State) -> bool {
    match run(kind, ladder, Level::Master, state, None) {
        Outcome::Solved => true,
        Outcome::Contradiction(_) => false,
        Outcome::Stuck => {
            let Some(cell) = members(state.open()).min_by_key(|&c| state.get(c).count_ones())
            else {
                return false;
            };
            crate::latin::digits(state.get(cell)).any(|d| {
                let mut trial = *state;
                trial.cands.set(cell, bit(d));
                run_guessing(kind, ladder, &mut trial)
            })
        }
    }
}

#[cfg(test)]
pub(crate) mod testing {
    //! Hand-made positions for technique tests.
    use super::*;

    /// A state from whitespace-separated cells, row-major: the candidate digits (`134`), `.`
    /// for every digit, or `=d` for a placed cell.
    pub fn state(n: usize, text: &str) -> State {
        state_in(Geometry::of(n, false), text)
    }

    /// Like [`state`] in a grid with boxes (Sudoku).
    pub fn boxed_state(n: usize, text: &str) -> State {
        state_in(Geometry::of(n, true), text)
    }

    fn state_in(geo: &'static Geometry, text: &str) -> State {
        let n = geo.order();
        let mut s = State {
            cands: Candidates::new(n),
            placed: CellSet::EMPTY,
            geo,
        };
        let tokens: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(tokens.len(), n * n, "cells in {text:?}");
        for (cell, t) in tokens.iter().enumerate() {
            if *t == "." {
                continue;
            }
            let (placed, ds) = match t.strip_prefix('=') {
                Some(ds) => (true, ds),
                None => (false, *t),
            };
            let m = ds.bytes().fold(0, |m, b| m | bit(b - b'0'));
            s.cands.set(cell, m);
            if placed {
                s.placed |= one(cell);
            }
        }
        s
    }

    /// A deduction's removals as a list.
    pub fn removals(f: &Found) -> Vec<(usize, Mask)> {
        f.removals().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The boxed placement walks the peers by arithmetic: it must clear exactly the peers'
    /// set, whatever the box shape (2x2, 2x3, 2x4, 3x3, 3x4, 4x4).
    #[test]
    fn placing_with_boxes_clears_exactly_the_peers() {
        for n in 4..=MAX_ORDER {
            if box_shape(n).is_none() {
                continue;
            }
            let geo = Geometry::of(n, true);
            for cell in 0..n * n {
                let mut s = State::start_in(Candidates::new(n), geo).unwrap();
                s.place(cell, 1).unwrap();
                let cleared = members(geo.all())
                    .filter(|&c| c != cell && s.get(c) & bit(1) == 0)
                    .fold(CellSet::EMPTY, |set, c| set | one(c));
                assert_eq!(cleared, geo.peers(cell), "order {n}, cell {cell}");
                assert_eq!(s.get(cell), bit(1));
            }
        }
    }

    /// The box table agrees with the boxes' sets.
    #[test]
    fn box_of_is_the_box_holding_the_cell() {
        for n in 4..=MAX_ORDER {
            if box_shape(n).is_none() {
                continue;
            }
            let geo = Geometry::of(n, true);
            for cell in 0..n * n {
                assert!(geo.line(Line::Box(geo.box_of(cell) as u8)).contains(cell));
            }
        }
    }

    /// A placement that empties a peer names the first such peer in ascending order, as the
    /// set's walk did.
    #[test]
    fn boxed_placement_names_the_first_emptied_peer() {
        let geo = Geometry::of(9, true);
        let mut s = State::start_in(Candidates::new(9), geo).unwrap();
        // r5c5 (cell 40); peers r4c4 (30) and r9c5 (76) hold only 1.
        s.cands.set(30, bit(1));
        s.cands.set(76, bit(1));
        assert!(matches!(s.place(40, 1), Err(Contradiction::EmptyCell(30))));
    }
}
