//! A continuous rating on Sudoku Explainer's scale (1.0 to about 10), printed beside the
//! level by `solve --json`: the level says which techniques a puzzle needs, the rating orders
//! puzzles inside a level as SE does.
//!
//! SE rates a puzzle by its hardest step, and a chain's step by its kind and its length. The
//! rating replays the graded solve and gives each step a cost the same way: a value for its
//! technique, raised for long chains; a forcing chain costs more the more rounds of singles
//! it takes to reach its conclusion. The rating is the dearest step, plus a little for how
//! often steps near it were needed (SE ignores that; the figures in tests/sudoku_se.rs say
//! it helps ours, whose ladder differs from SE's).
//!
//! The rating only reads a finished grade: it never changes a level, so the generator's
//! puzzles stay as they were.

use super::Puzzle;
use super::techniques as t;
use crate::latin::{Line, bit, digits, techniques as latin};
use crate::solve::Level;
use crate::solve::logic::{self, Outcome, Rung, State, Step, Technique, one};

/// A rung of the rating's ladder: its technique's weight is SE's rating in tenths. Every
/// rung has the top level, so that the driver takes them in SE's order alone.
macro_rules! se {
    ($id:ident, $name:literal, $tenths:literal) => {
        static $id: Technique = Technique {
            name: $name,
            level: Level::Master,
            weight: $tenths,
        };
    };
}

se!(FULL_HOUSE, "full-house", 10);
se!(HIDDEN_SINGLE, "hidden-single", 12);
se!(NAKED_SINGLE, "naked-single", 23);
se!(POINTING, "pointing", 26);
se!(CLAIMING, "claiming", 28);
se!(NAKED_PAIR, "naked-pair", 30);
se!(X_WING, "x-wing", 32);
se!(HIDDEN_PAIR, "hidden-pair", 34);
se!(NAKED_TRIPLE, "naked-triple", 36);
se!(SWORDFISH, "swordfish", 38);
se!(HIDDEN_TRIPLE, "hidden-triple", 40);
se!(TURBOT_FISH, "turbot-fish", 40);
se!(XY_WING, "xy-wing", 42);
se!(W_WING, "w-wing", 62);
se!(XYZ_WING, "xyz-wing", 44);
se!(UNIQUE_RECTANGLE, "unique-rectangle", 45);
se!(NAKED_QUAD, "naked-quad", 50);
se!(JELLYFISH, "jellyfish", 52);
se!(HIDDEN_QUAD, "hidden-quad", 54);
se!(SIMPLE_COLOURING, "simple-colouring", 65);
se!(XY_CHAIN, "xy-chain", 66);
se!(FORCING_CHAIN, "forcing-chain", 70);

/// The rating's ladder: the step solver's techniques and the turbot fish, in SE's order.
fn ladder() -> Vec<Rung<()>> {
    let rung = |technique, find| Rung {
        technique,
        find,
        sweep: None,
    };
    let mut rungs = vec![
        rung(&FULL_HOUSE, |_, s, f| t::full_house(s, f)),
        rung(&HIDDEN_SINGLE, |_, s, f| latin::hidden_single(s, f)),
        rung(&NAKED_SINGLE, |_, s, f| latin::naked_single(s, f)),
        rung(&POINTING, |_, s, f| t::pointing(s, f)),
        rung(&CLAIMING, |_, s, f| t::claiming(s, f)),
        rung(&NAKED_PAIR, |_, s, f| latin::naked_subset(s, f, 2)),
        rung(&X_WING, |_, s, f| latin::fish(s, f, 2)),
        rung(&HIDDEN_PAIR, |_, s, f| latin::hidden_subset(s, f, 2)),
        rung(&NAKED_TRIPLE, |_, s, f| latin::naked_subset(s, f, 3)),
        rung(&SWORDFISH, |_, s, f| latin::fish(s, f, 3)),
        rung(&HIDDEN_TRIPLE, |_, s, f| latin::hidden_subset(s, f, 3)),
        rung(&TURBOT_FISH, |_, s, f| t::turbot_fish(s, f)),
        rung(&XY_WING, |_, s, f| t::xy_wing(s, f)),
        rung(&W_WING, |_, s, f| t::w_wing(s, f)),
        rung(&XYZ_WING, |_, s, f| t::xyz_wing(s, f)),
        rung(&UNIQUE_RECTANGLE, |_, s, f| t::unique_rectangle(s, f)),
        rung(&NAKED_QUAD, |_, s, f| latin::naked_subset(s, f, 4)),
        rung(&JELLYFISH, |_, s, f| latin::fish(s, f, 4)),
        rung(&HIDDEN_QUAD, |_, s, f| latin::hidden_subset(s, f, 4)),
        rung(&SIMPLE_COLOURING, |_, s, f| t::simple_colouring(s, f)),
        rung(&XY_CHAIN, |_, s, f| latin::forcing_chain(s, f)),
        rung(&FORCING_CHAIN, |_, s, f| t::forcing_chain(s, f)),
    ];
    // SE's order is its ratings' order; equal ratings keep the order above.
    rungs.sort_by_key(|r| r.technique.weight);
    rungs
}

/// The steps of `p` solved with the rating's ladder; `None` when it cannot finish.
pub fn se_steps(p: &Puzzle) -> Option<Vec<Step>> {
    let mut state = t::start(p).ok()?;
    let mut steps = Vec::new();
    let done = logic::run(&(), &ladder(), Level::Master, &mut state, Some(&mut steps));
    (done == Outcome::Solved).then_some(steps)
}

/// SE's rating of `p` as ours reckons it (about 1.0 to 10, two decimals), or `None` when the
/// rating's ladder cannot finish the puzzle (its level is then `guessing`).
pub fn rating(p: &Puzzle) -> Option<f64> {
    let steps = se_steps(p)?;
    let costs: Vec<f64> = step_costs(p, &steps).iter().map(StepCost::value).collect();
    let top = costs.iter().copied().fold(1.0, f64::max);
    // Steps within this much of the dearest count as "hard steps needed again".
    let near = costs.iter().filter(|&&v| v >= top - NEAR).count().max(1);
    let r = top + AGAIN * (near as f64).ln();
    Some((r * 100.0).round() / 100.0)
}

/// The figures below were tuned on the odd lines of tests/data/sudoku_se.txt (the 1st, 3rd,
/// ... puzzle) and are checked on the even ones: see tests/sudoku_se.rs.
///
/// How far below the dearest step a step still counts as needing the same skill.
const NEAR: f64 = 2.0;
/// What each further such step adds, by the logarithm of their number.
const AGAIN: f64 = 0.1;
/// A chain longer than this many cells costs [`PER_CELL`] more per cell.
const CHAIN_CELLS: usize = 6;
const PER_CELL: f64 = 0.15;
/// What each round of singles a forcing chain needs adds.
const PER_ROUND: f64 = 0.1;

/// What the rating reads of one step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepCost {
    pub technique: &'static Technique,
    /// Cells the step names: a chain's length.
    pub cells: usize,
    /// For a forcing chain, the rounds of singles (each a sweep of naked then hidden singles)
    /// its slowest branch needs to reach the conclusion; 0 otherwise.
    pub rounds: u32,
    /// For a forcing chain, the cells its branches place on the way; 0 otherwise.
    pub placed: u32,
    /// How the step lies in its houses: for a turbot fish 0 for a skyscraper (two parallel
    /// links), 1 for a two-string kite (a row and a column), 2 otherwise (a box link); for a
    /// hidden single 0 in a box, 1 in a row or column.
    pub shape: u8,
}

impl StepCost {
    /// The step's cost on SE's scale: its technique's rating, raised for long chains and
    /// deep forcing chains, and (as SE does) for a hidden single outside a box and a turbot
    /// fish that is not a skyscraper.
    pub fn value(&self) -> f64 {
        let base = self.technique.weight as f64 / 10.0;
        base + match self.technique.name {
            "hidden-single" => 0.3 * self.shape as f64,
            "turbot-fish" => 0.1 * self.shape as f64,
            "xy-chain" | "simple-colouring" => {
                PER_CELL * self.cells.saturating_sub(CHAIN_CELLS) as f64
            }
            "forcing-chain" => PER_ROUND * self.rounds as f64,
            _ => 0.0,
        }
    }
}

/// See [`StepCost::shape`].
fn shape(step: &Step) -> u8 {
    let kind = |l: &Line| match l {
        Line::Row(_) => 0,
        Line::Col(_) => 1,
        Line::Box(_) => 2,
    };
    let kinds: Vec<u8> = step.lines.iter().map(kind).collect();
    match (step.technique.name, kinds.as_slice()) {
        ("turbot-fish", [a, b]) if a == b && *a < 2 => 0,
        ("turbot-fish", [a, b]) if *a < 2 && *b < 2 => 1,
        ("turbot-fish", _) => 2,
        ("hidden-single", [2]) => 0,
        ("hidden-single", _) => 1,
        _ => 0,
    }
}

/// Each of `steps` (a solve of `p`) with what its cost depends on.
pub fn step_costs(p: &Puzzle, steps: &[Step]) -> Vec<StepCost> {
    let Ok(mut state) = t::start(p) else {
        return Vec::new();
    };
    let mut costs = Vec::with_capacity(steps.len());
    for step in steps {
        let (rounds, placed) = if step.technique.name == FORCING_CHAIN.name {
            forcing_depth(&state, step)
        } else {
            (0, 0)
        };
        costs.push(StepCost {
            technique: step.technique,
            cells: step.cells.len(),
            rounds,
            placed,
            shape: shape(step),
        });
        if replay(&mut state, step).is_err() {
            break;
        }
    }
    costs
}

/// One generation of singles: every naked and hidden single of the state as it stands,
/// found first and placed after, so that a chain's depth counts links, not the order a sweep
/// happens to visit cells in. True when something was placed; `Err` on a contradiction.
fn generation(s: &mut State) -> Result<bool, ()> {
    let n = s.order();
    let mut found: Vec<(usize, u8)> = Vec::new();
    for c in s.open().iter() {
        let m = s.get(c);
        if m.count_ones() == 1 {
            found.push((c, crate::latin::lowest(m)));
        }
    }
    let with = s.places();
    for house in s.geo.houses() {
        let cells = s.geo.line(house);
        let done = (cells & s.placed).iter().fold(0, |m, c| m | s.get(c));
        for d in digits(crate::latin::full(n) & !done) {
            let here = with[d as usize] & cells;
            match here.count_ones() {
                0 => return Err(()),
                1 => found.push((here.trailing_zeros() as usize, d)),
                _ => {}
            }
        }
    }
    for &(c, d) in &found {
        if s.is_placed(c) {
            if s.get(c) != bit(d) {
                return Err(());
            }
            continue;
        }
        if s.get(c) & bit(d) == 0 {
            return Err(());
        }
        s.place(c, d).map_err(|_| ())?;
    }
    Ok(!found.is_empty())
}

/// Applies a recorded step as the solver did: placements clear their peers.
fn replay(s: &mut State, step: &Step) -> Result<(), crate::solve::logic::Contradiction> {
    for &(cell, d) in &step.placed {
        s.place(cell, d)?;
    }
    for &(cell, m) in &step.removed {
        s.cands.remove(cell, m);
    }
    Ok(())
}

/// Rounds of singles a forcing chain's slowest branch needs before its conclusion shows, and
/// the cells placed by then over all branches. The step's first cell is the start; its
/// second (when there is one) the cell concluded about, which gets the step's placement or
/// loses its removed digit.
fn forcing_depth(s: &State, step: &Step) -> (u32, u32) {
    let Some(&start) = step.cells.first() else {
        return (0, 0);
    };
    let target = step.cells.get(1).copied();
    let (mut worst, mut placed) = (0, 0);
    for d in digits(s.get(start)) {
        let mut trial = *s;
        let reached = |trial: &State| match target {
            None => false,
            Some(c) => match step.placed.first() {
                Some(&(_, pd)) => trial.is_placed(c) && trial.get(c) == bit(pd),
                None => trial.get(c) & step.digits == 0,
            },
        };
        // With no target, only the branch that breaks matters: the others never conclude.
        if target.is_none() && bit(d) != step.digits {
            continue;
        }
        let mut rounds = 1;
        let mut ok = trial.place(start, d).is_ok();
        while ok && !reached(&trial) {
            match generation(&mut trial) {
                Err(()) => ok = false,
                Ok(false) => break,
                Ok(true) => rounds += 1,
            }
        }
        worst = worst.max(rounds);
        placed += (trial.placed & !s.placed & !one(start)).count_ones();
    }
    (worst, placed)
}
