//! A continuous rating on Sudoku Explainer's scale (1.0 to about 10), printed beside the
//! level by `solve --json`: the level says which techniques a puzzle needs, the rating orders
//! puzzles inside a level as SE does.
//!
//! SE rates a puzzle by its hardest step, and a chain's step by its kind and its length. The
//! rating solves the puzzle again with its own ladder (SE's techniques where we have them, in
//! SE's order, each chain the shortest there is) and gives each step a cost the same way: a
//! value for its technique, raised for long chains; a forcing chain costs more the more
//! rounds of singles it takes to reach its conclusion. The rating is the dearest step, plus a little for how
//! often steps near it were needed (SE ignores that; the figures in tests/sudoku_se.rs say
//! it helps ours, whose ladder differs from SE's).
//!
//! The rating only reads a finished grade: it never changes a level, so the generator's
//! puzzles stay as they were.

use super::Puzzle;
use super::techniques as t;
use crate::latin::{Line, Mask, bit, digits, full, lowest, techniques as latin};
use crate::solve::Level;
use crate::solve::logic::{
    self, CellSet, Found, Outcome, Rung, State, Step, Technique, members, one,
};

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
se!(EMPTY_RECTANGLE, "empty-rectangle", 42);
se!(XY_WING, "xy-wing", 42);
se!(W_WING, "w-wing", 62);
se!(XYZ_WING, "xyz-wing", 44);
se!(UNIQUE_RECTANGLE, "unique-rectangle", 45);
se!(UNIQUE_RECTANGLE_2, "unique-rectangle-2", 45);
se!(UNIQUE_RECTANGLE_3, "unique-rectangle-3", 45);
se!(UNIQUE_RECTANGLE_4, "unique-rectangle-4", 45);
se!(UNIQUE_LOOP, "unique-loop", 45);
se!(BUG_PLUS_ONE, "bug-plus-one", 56);
se!(WXYZ_WING, "wxyz-wing", 55);
se!(VWXYZ_WING, "vwxyz-wing", 62);
se!(NAKED_QUAD, "naked-quad", 50);
se!(JELLYFISH, "jellyfish", 52);
se!(HIDDEN_QUAD, "hidden-quad", 54);
se!(SIMPLE_COLOURING, "simple-colouring", 65);
se!(XY_CHAIN, "xy-chain", 60);
se!(FORCING_CHAIN, "forcing-chain", 70);

/// The rating's ladder: the step solver's techniques, the turbot fish, the empty rectangle,
/// unique rectangles of types 2 to 4, unique loops, BUG+1 and the WXYZ- and VWXYZ-wings, in
/// SE's order. Chains are taken shortest first, as SE does.
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
        rung(&EMPTY_RECTANGLE, |_, s, f| empty_rectangle(s, f)),
        rung(&XY_WING, |_, s, f| t::xy_wing(s, f)),
        rung(&W_WING, |_, s, f| t::w_wing(s, f)),
        rung(&XYZ_WING, |_, s, f| t::xyz_wing(s, f)),
        rung(&UNIQUE_RECTANGLE, |_, s, f| t::unique_rectangle(s, f)),
        rung(&UNIQUE_RECTANGLE_2, |_, s, f| unique_rectangle_2(s, f)),
        rung(&UNIQUE_RECTANGLE_3, |_, s, f| unique_rectangle_3(s, f)),
        rung(&UNIQUE_RECTANGLE_4, |_, s, f| unique_rectangle_4(s, f)),
        rung(&UNIQUE_LOOP, |_, s, f| unique_loop(s, f)),
        rung(&BUG_PLUS_ONE, |_, s, f| bug_plus_one(s, f)),
        rung(&WXYZ_WING, |_, s, f| als_wing(s, f, 3)),
        rung(&VWXYZ_WING, |_, s, f| als_wing(s, f, 4)),
        rung(&NAKED_QUAD, |_, s, f| latin::naked_subset(s, f, 4)),
        rung(&JELLYFISH, |_, s, f| latin::fish(s, f, 4)),
        rung(&HIDDEN_QUAD, |_, s, f| latin::hidden_subset(s, f, 4)),
        rung(&SIMPLE_COLOURING, |_, s, f| t::simple_colouring(s, f)),
        rung(&XY_CHAIN, |_, s, f| shortest_xy_chain(s, f)),
        rung(&FORCING_CHAIN, |_, s, f| shortest_forcing_chain(s, f)),
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
const NEAR: f64 = 0.5;
/// What each further such step adds, by the logarithm of their number.
const AGAIN: f64 = 0.2;
/// A chain longer than this many cells costs [`PER_CELL`] more per cell.
const CHAIN_CELLS: usize = 3;
const PER_CELL: f64 = 0.1;
/// What each round of singles a forcing chain needs adds.
const PER_ROUND: f64 = 0.2;

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
            // A subset of more cells is harder to see.
            "unique-rectangle-3" => 0.1 * self.cells.saturating_sub(4) as f64,
            // SE: 4.6 for 6 cells, 4.7 for 8, 4.8 from 10 (the search stops at 10).
            "unique-loop" => 0.1 * (self.cells.saturating_sub(4) / 2).min(3) as f64,
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

/// Houses holding both `a` and `b`.
fn shared_houses(s: &State, a: usize, b: usize) -> Vec<Line> {
    let n = s.order();
    let mut out = Vec::new();
    if a / n == b / n {
        out.push(Line::Row((a / n) as u8));
    }
    if a % n == b % n {
        out.push(Line::Col((a % n) as u8));
    }
    if s.geo.has_boxes() && s.geo.box_of(a) == s.geo.box_of(b) {
        out.push(Line::Box(s.geo.box_of(a) as u8));
    }
    out
}

/// A unique rectangle with two corners holding just x and y (the floor) and two sharing a
/// house that hold x, y and more (the roof), as (floor, roof, x and y).
fn rectangles(s: &State) -> Vec<([usize; 2], [usize; 2], Mask)> {
    let n = s.order();
    let open = s.open();
    let mut out = Vec::new();
    for r1 in 0..n {
        for r2 in r1 + 1..n {
            for c1 in 0..n {
                for c2 in c1 + 1..n {
                    let corners = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                    if corners.iter().any(|&c| !open.contains(c)) {
                        continue;
                    }
                    let boxes: u32 = corners.iter().fold(0, |m, &c| m | 1 << s.geo.box_of(c));
                    if boxes.count_ones() != 2 {
                        continue;
                    }
                    let common = corners.iter().fold(full(n), |m, &c| m & s.get(c));
                    for x in digits(common) {
                        for y in digits(common & !((bit(x) << 1) - 1)) {
                            let xy = bit(x) | bit(y);
                            let floor: Vec<usize> = corners
                                .iter()
                                .copied()
                                .filter(|&c| s.get(c) == xy)
                                .collect();
                            if floor.len() != 2 {
                                continue;
                            }
                            let roof: Vec<usize> = corners
                                .iter()
                                .copied()
                                .filter(|&c| s.get(c) != xy)
                                .collect();
                            if shared_houses(s, roof[0], roof[1]).is_empty() {
                                continue;
                            }
                            out.push(([floor[0], floor[1]], [roof[0], roof[1]], xy));
                        }
                    }
                }
            }
        }
    }
    out
}

/// Unique rectangle type 2: both roof cells hold one same extra digit z. One of them must be
/// z (else the rectangle could swap), so a cell seeing both cannot.
///
/// Cells: floor, then roof.
fn unique_rectangle_2(s: &State, f: &mut Found) -> bool {
    for (floor, roof, xy) in rectangles(s) {
        let (ea, eb) = (s.get(roof[0]) & !xy, s.get(roof[1]) & !xy);
        if ea != eb || ea.count_ones() != 1 {
            continue;
        }
        let z = lowest(ea);
        let victims = s.geo.peers(roof[0]) & s.geo.peers(roof[1]) & s.open_with(z);
        if victims.is_empty() {
            continue;
        }
        for c in floor.into_iter().chain(roof) {
            f.cell(c);
        }
        for v in members(victims) {
            f.remove(v, ea);
        }
        f.digits = ea;
        return true;
    }
    false
}

/// Unique rectangle type 3: the roof's extra digits act as one cell that, with k more cells
/// of a house holding both roof cells, makes a naked subset of k + 1 digits; the subset's
/// digits leave the rest of that house.
///
/// Cells: floor, roof, then the k cells.
fn unique_rectangle_3(s: &State, f: &mut Found) -> bool {
    for (floor, roof, xy) in rectangles(s) {
        if let Some(found) = roof_subset(s, roof, xy, &[]) {
            for c in floor.into_iter().chain(roof) {
                f.cell(c);
            }
            found.record(f);
            return true;
        }
    }
    false
}

/// What a deadly pattern's two roof cells prove (unique rectangle or loop, types 3 and 4).
struct RoofFound {
    /// The subset's other cells (type 3), or none.
    cells: Vec<usize>,
    removed: Vec<(usize, Mask)>,
    house: Line,
    digits: Mask,
}

impl RoofFound {
    fn record(&self, f: &mut Found) {
        for &c in &self.cells {
            f.cell(c);
        }
        for &(c, m) in &self.removed {
            f.remove(c, m);
        }
        f.line(self.house);
        f.digits = self.digits;
    }
}

/// Type 3 on two roof cells (see [`unique_rectangle_3`]): the naked subset their extra
/// digits make with k more cells of a house holding both, other than `pattern`'s cells.
fn roof_subset(s: &State, roof: [usize; 2], xy: Mask, pattern: &[usize]) -> Option<RoofFound> {
    let extra = (s.get(roof[0]) | s.get(roof[1])) & !xy;
    for house in shared_houses(s, roof[0], roof[1]) {
        let others: Vec<usize> = members(s.geo.line(house) & s.open())
            .filter(|&c| c != roof[0] && c != roof[1] && !pattern.contains(&c))
            .collect();
        for k in 1..=3.min(others.len()) {
            let mut found = None;
            let hit = latin::any_combination(others.len(), k, |pick| {
                let union = pick.iter().fold(extra, |m, &i| m | s.get(others[i]));
                if union.count_ones() as usize == k + 1 {
                    let removed: Vec<(usize, Mask)> = (0..others.len())
                        .filter(|i| !pick.contains(i))
                        .map(|i| others[i])
                        .filter(|&c| s.get(c) & union != 0)
                        .map(|c| (c, s.get(c) & union))
                        .collect();
                    if !removed.is_empty() {
                        found = Some(RoofFound {
                            cells: pick.iter().map(|&i| others[i]).collect(),
                            removed,
                            house,
                            digits: union,
                        });
                        return true;
                    }
                }
                false
            });
            if hit {
                return found;
            }
        }
    }
    None
}

/// Type 4 on two roof cells (see [`unique_rectangle_4`]).
fn roof_locked(s: &State, roof: [usize; 2], xy: Mask) -> Option<RoofFound> {
    for house in shared_houses(s, roof[0], roof[1]) {
        let cells = s.geo.line(house);
        for x in digits(xy) {
            if s.open_with(x) & cells != (one(roof[0]) | one(roof[1])) {
                continue;
            }
            let y = xy & !bit(x);
            return Some(RoofFound {
                cells: Vec::new(),
                removed: roof.iter().map(|&c| (c, y)).collect(),
                house,
                digits: xy,
            });
        }
    }
    None
}

/// Unique rectangle type 4: in a house holding both roof cells, x has no other place, so one
/// roof cell is x; were the other y, the rectangle could swap: y leaves both roof cells.
///
/// Cells: floor, then roof.
fn unique_rectangle_4(s: &State, f: &mut Found) -> bool {
    for (floor, roof, xy) in rectangles(s) {
        if let Some(found) = roof_locked(s, roof, xy) {
            for c in floor.into_iter().chain(roof) {
                f.cell(c);
            }
            found.record(f);
            return true;
        }
    }
    false
}

/// The longest unique loop looked for. SE rates loops of 10 cells or more alike, and the
/// search grows fast with the length.
const MAX_LOOP: usize = 10;

/// Houses holding `c`.
fn houses_of(s: &State, c: usize) -> Vec<Line> {
    let n = s.order();
    let mut out = vec![Line::Row((c / n) as u8), Line::Col((c % n) as u8)];
    if s.geo.has_boxes() {
        out.push(Line::Box(s.geo.box_of(c) as u8));
    }
    out
}

/// Unique loop (SE 4.6 for 6 cells, 4.7 for 8, more for longer): an even cycle of 6 or more
/// cells all holding x and y, each two in a row sharing a house, and every house that holds a
/// cell of it holding exactly two, one at an even and one at an odd place of the cycle. Were
/// every cell x or y, they would alternate around the cycle, and swapping x and y would give
/// a second answer; so some cell holds another digit, as in a unique rectangle: with one
/// such cell (type 1) it loses x and y; when they all hold just one same extra digit z (type
/// 2), a cell seeing them all loses z; two of them in a house make a subset (type 3) or lock
/// x there (type 4). The shortest loop is taken, as SE does.
///
/// Cells: the loop, in its order.
fn unique_loop(s: &State, f: &mut Found) -> bool {
    let open = s.open();
    for len in (6..=MAX_LOOP).step_by(2) {
        for start in members(open).filter(|&c| s.get(c).count_ones() == 2) {
            let xy = s.get(start);
            let pool = members(open)
                .filter(|&c| s.get(c) & xy == xy)
                .fold(CellSet::EMPTY, |m, c| m | one(c));
            let mut path = vec![start];
            if loop_search(s, f, xy, pool, len, &mut path) {
                return true;
            }
        }
    }
    false
}

/// Depth-first extension of `path` to a loop of `len` cells (see [`unique_loop`]), pruned as
/// soon as a house holds two cells of the same parity or three cells, or the extra digits
/// rule every type out.
fn loop_search(
    s: &State,
    f: &mut Found,
    xy: Mask,
    pool: CellSet,
    len: usize,
    path: &mut Vec<usize>,
) -> bool {
    let last = *path.last().expect("a loop starts with a cell");
    if path.len() == len {
        return s.geo.peers(last).contains(path[0])
            && path.iter().all(|&c| {
                houses_of(s, c)
                    .into_iter()
                    .all(|h| path.iter().filter(|&&o| s.geo.line(h).contains(o)).count() == 2)
            })
            && loop_eliminations(s, f, path, xy);
    }
    for next in members(pool & s.geo.peers(last)) {
        if path.contains(&next) {
            continue;
        }
        let i = path.len();
        let fits = houses_of(s, next).into_iter().all(|h| {
            let here: Vec<usize> = (0..i)
                .filter(|&j| s.geo.line(h).contains(path[j]))
                .collect();
            match here.as_slice() {
                [] => true,
                [j] => (j + i) % 2 == 1,
                _ => false,
            }
        });
        if !fits {
            continue;
        }
        path.push(next);
        let roofed: Vec<usize> = path.iter().copied().filter(|&c| s.get(c) != xy).collect();
        let extra = roofed.iter().fold(0, |m, &c| m | s.get(c)) & !xy;
        let open = roofed.len() <= 2 || extra.count_ones() == 1;
        if open && loop_search(s, f, xy, pool, len, path) {
            return true;
        }
        path.pop();
    }
    false
}

/// What a unique loop `cells` on `xy` proves, types 1 to 4; false when nothing.
fn loop_eliminations(s: &State, f: &mut Found, cells: &[usize], xy: Mask) -> bool {
    let roof: Vec<usize> = cells.iter().copied().filter(|&c| s.get(c) != xy).collect();
    let extra = roof.iter().fold(0, |m, &c| m | s.get(c)) & !xy;
    let record = |f: &mut Found| {
        for &c in cells {
            f.cell(c);
        }
    };
    match roof.as_slice() {
        [] => return false,
        [c] => {
            record(f);
            f.remove(*c, xy);
            f.digits = xy;
            return true;
        }
        _ => {}
    }
    if extra.count_ones() == 1 {
        let z = lowest(extra);
        let mut victims = s.open_with(z);
        for &c in &roof {
            victims = victims & s.geo.peers(c) & !one(c);
        }
        if !victims.is_empty() {
            record(f);
            for v in members(victims) {
                f.remove(v, extra);
            }
            f.digits = extra;
            return true;
        }
    }
    if let [a, b] = roof[..] {
        let found = roof_subset(s, [a, b], xy, cells).or_else(|| roof_locked(s, [a, b], xy));
        if let Some(found) = found {
            record(f);
            // The subset's cells are not recorded: a loop's cost follows its length alone.
            let found = RoofFound {
                cells: Vec::new(),
                ..found
            };
            found.record(f);
            return true;
        }
    }
    false
}

/// BUG+1: every open cell holds two digits but one, which holds three, and every digit has
/// two places in each house but the digit of that cell that has three in its houses. Without
/// that digit the grid would be a "bivalue universal grave", with two solutions or none; so
/// the cell takes it.
fn bug_plus_one(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    let mut three = None;
    for c in members(s.open()) {
        match s.get(c).count_ones() {
            2 => {}
            3 if three.is_none() => three = Some(c),
            _ => return false,
        }
    }
    let Some(cell) = three else { return false };
    let with = s.places();
    let mut odd: Mask = 0;
    for house in s.geo.houses() {
        let cells = s.geo.line(house);
        for d in 1..=n as u8 {
            let k = (with[d as usize] & cells & s.open()).count_ones();
            match k {
                0 | 2 => {}
                3 if cells.contains(cell) => odd |= bit(d),
                _ => return false,
            }
        }
    }
    if odd.count_ones() != 1 || s.get(cell) & odd == 0 {
        return false;
    }
    f.cell(cell);
    s.place_into(cell, lowest(odd), f);
    f.digits = odd;
    true
}

/// Generations of singles (see [`generation`]) `trial` needs before `concluded` holds, up to
/// `limit`; `None` when it never does.
fn rounds_until(
    trials: &mut [Option<State>],
    limit: u32,
    mut concluded: impl FnMut(&[Option<State>]) -> bool,
) -> Option<u32> {
    let mut rounds = 1;
    loop {
        if concluded(trials) {
            return Some(rounds);
        }
        if rounds >= limit {
            return None;
        }
        let (mut moved, mut broke) = (false, false);
        for t in trials.iter_mut() {
            if let Some(state) = t {
                match generation(state) {
                    Err(()) => {
                        *t = None;
                        broke = true;
                    }
                    Ok(m) => moved |= m,
                }
            }
        }
        // A branch that breaks concludes in the generation it breaks in, as
        // [`forcing_depth`] counts it.
        if broke {
            continue;
        }
        if !moved {
            return None;
        }
        rounds += 1;
    }
}

/// The forcing chain (see [`t::forcing_chain`]) that concludes in the fewest generations of
/// singles, over every start cell: SE takes the shortest chain it can find.
fn shortest_forcing_chain(s: &State, f: &mut Found) -> bool {
    let mut best: Option<(u32, Found)> = None;
    for start in members(s.open()).filter(|&c| (2..=3).contains(&s.get(c).count_ones())) {
        let cands: Vec<u8> = digits(s.get(start)).collect();
        let mut trials: Vec<Option<State>> = cands
            .iter()
            .map(|&d| {
                let mut t = *s;
                t.place(start, d).ok().map(|_| t)
            })
            .collect();
        let limit = best.as_ref().map_or(u32::MAX, |b| b.0 - 1);
        if limit == 0 {
            break;
        }
        let mut out = Found::default();
        let done = rounds_until(&mut trials, limit, |trials| {
            if let Some(i) = trials.iter().position(Option::is_none) {
                out.cell(start);
                out.remove(start, bit(cands[i]));
                out.digits = bit(cands[i]);
                return true;
            }
            let states: Vec<&State> = trials.iter().flatten().collect();
            for c in members(s.open() & !one(start)) {
                let m = states[0].get(c);
                if m.count_ones() == 1 && states.iter().all(|t| t.is_placed(c) && t.get(c) == m) {
                    out.cell(start);
                    out.cell(c);
                    s.place_into(c, lowest(m), &mut out);
                    out.digits = m;
                    return true;
                }
                let kept = states.iter().fold(0 as Mask, |k, t| k | t.get(c));
                let gone = s.get(c) & !kept;
                if gone != 0 {
                    let d = lowest(gone);
                    out.cell(start);
                    out.cell(c);
                    out.remove(c, bit(d));
                    out.digits = bit(d);
                    return true;
                }
            }
            false
        });
        if let Some(r) = done {
            best = Some((r, out));
        }
    }
    match best {
        Some((_, found)) => {
            *f = found;
            true
        }
        None => false,
    }
}

/// The XY-chain with fewest cells: SE rates a chain by its length and takes the shortest.
fn shortest_xy_chain(s: &State, f: &mut Found) -> bool {
    (1..=latin::MAX_LINKS).any(|links| latin::chain_within(s, f, links))
}

/// Almost-locked-set wing (Sukaku Explainer's WXYZ-wing for k = 3, VWXYZ-wing for 4): k
/// open cells of one house holding k + 1 digits between them, and a cell holding just x and
/// z, two of those digits, that sees every cell of the set holding x. Were that cell x, the
/// set would lose x and hold k digits in k cells of a house, each once, z among them; so z
/// is in that cell or in the set, and a cell seeing all of those that hold z loses it.
///
/// Cells: the set, then the two-digit cell.
fn als_wing(s: &State, f: &mut Found, k: usize) -> bool {
    let open = s.open();
    let pairs: Vec<usize> = members(open)
        .filter(|&c| s.get(c).count_ones() == 2)
        .collect();
    for house in s.geo.houses() {
        let cells: Vec<usize> = members(s.geo.line(house) & open)
            .filter(|&c| (s.get(c).count_ones() as usize) <= k + 1)
            .collect();
        if cells.len() < k {
            continue;
        }
        let hit = latin::any_combination(cells.len(), k, |pick| {
            let set: Vec<usize> = pick.iter().map(|&i| cells[i]).collect();
            let union = set.iter().fold(0 as Mask, |m, &c| m | s.get(c));
            if union.count_ones() as usize == k + 1 {
                for &yz in &pairs {
                    let m = s.get(yz);
                    if m & union != m || set.contains(&yz) {
                        continue;
                    }
                    for x in digits(m) {
                        let z = lowest(m & !bit(x));
                        let holding =
                            |d: u8| set.iter().copied().filter(move |&c| s.get(c) & bit(d) != 0);
                        if !holding(x).all(|c| s.geo.peers(yz).contains(c)) {
                            continue;
                        }
                        let mut victims = s.open_with(z) & s.geo.peers(yz);
                        for c in holding(z) {
                            victims &= s.geo.peers(c);
                        }
                        for &c in &set {
                            victims &= !one(c);
                        }
                        if victims.is_empty() {
                            continue;
                        }
                        for &c in &set {
                            f.cell(c);
                        }
                        f.cell(yz);
                        for v in members(victims) {
                            f.remove(v, bit(z));
                        }
                        f.line(house);
                        f.digits = bit(z);
                        return true;
                    }
                }
            }
            false
        });
        if hit {
            return true;
        }
    }
    false
}

/// Empty rectangle on one digit: in a box, the digit's places all lie in one row and one
/// column of it (a cross, not all in one line), so the box's digit is in that row or that
/// column. With a strong link in a column outside the box, one end in the cross's row, the
/// other end's row loses the digit where it meets the cross's column (and the same with rows
/// and columns swapped): either that end holds it, or the first end does and pushes the box's
/// digit into the cross's column.
///
/// Cells: the box's places, then the strong link's near and far end.
fn empty_rectangle(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    let Some((bh, bw)) = s.geo.box_shape() else {
        return false;
    };
    for d in 1..=n as u8 {
        let with = s.open_with(d);
        for b in 0..n {
            let inbox = with & s.geo.line(Line::Box(b as u8));
            if inbox.count_ones() < 2 {
                continue;
            }
            let (top, left) = ((b / (n / bw)) * bh, (b % (n / bw)) * bw);
            for r in top..top + bh {
                for c in left..left + bw {
                    let cross = s.geo.line(Line::Row(r as u8)) | s.geo.line(Line::Col(c as u8));
                    let row_only = inbox & s.geo.line(Line::Row(r as u8)) & !one(r * n + c);
                    let col_only = inbox & s.geo.line(Line::Col(c as u8)) & !one(r * n + c);
                    if !(inbox & !cross).is_empty() || row_only.is_empty() || col_only.is_empty() {
                        continue;
                    }
                    // (link line is a column c2: near end in row r) or (a row r2: near end in
                    // column c); the victim is where the far end's line meets the cross.
                    for flip in [false, true] {
                        for k in 0..n {
                            let inside = if flip {
                                (top..top + bh).contains(&k)
                            } else {
                                (left..left + bw).contains(&k)
                            };
                            if inside {
                                continue;
                            }
                            let line = if flip {
                                Line::Row(k as u8)
                            } else {
                                Line::Col(k as u8)
                            };
                            let link = with & s.geo.line(line);
                            if link.count_ones() != 2 {
                                continue;
                            }
                            let near = if flip { k * n + c } else { r * n + k };
                            if !link.contains(near) {
                                continue;
                            }
                            let far = (link & !one(near)).trailing_zeros() as usize;
                            let victim = if flip {
                                r * n + far % n
                            } else {
                                (far / n) * n + c
                            };
                            if !with.contains(victim) || inbox.contains(victim) {
                                continue;
                            }
                            for cell in members(inbox) {
                                f.cell(cell);
                            }
                            f.cell(near);
                            f.cell(far);
                            f.remove(victim, bit(d));
                            f.line(Line::Box(b as u8));
                            f.line(line);
                            f.digits = bit(d);
                            return true;
                        }
                    }
                }
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::logic::testing::{boxed_state, removals};

    /// A 9x9 position where every cell holds 3 to 9 but those of `cells`, given as (cell,
    /// candidates).
    fn position(cells: &[(usize, &str)]) -> State {
        position_with("3456789", cells)
    }

    /// Like [`position`] with `filler` in the other cells.
    fn position_with(filler: &str, cells: &[(usize, &str)]) -> State {
        let mut tokens = vec![filler; 81];
        for &(c, t) in cells {
            tokens[c] = t;
        }
        boxed_state(9, &tokens.join(" "))
    }

    /// A six-cell loop on 1 and 2: r1c1-r2c1 (column 1, box 1), r2c1-r2c4 (row 2), r2c4-r3c4
    /// (column 4, box 2), r3c4-r3c7 (row 3), r3c7-r1c7 (column 7, box 3), r1c7-r1c1 (row 1).
    const LOOP: [usize; 6] = [0, 9, 12, 21, 24, 6];

    fn loop_with(extra: &[(usize, &'static str)]) -> State {
        let mut cells: Vec<(usize, &str)> = LOOP.iter().map(|&c| (c, "12")).collect();
        cells.extend_from_slice(extra);
        position(&cells)
    }

    #[test]
    fn unique_loop_type_1_clears_the_one_cell_with_more() {
        let s = loop_with(&[(0, "123")]);
        let mut f = Found::default();
        assert!(unique_loop(&s, &mut f));
        assert_eq!(removals(&f), vec![(0, bit(1) | bit(2))]);
        let mut cells: Vec<usize> = f.cells().iter().map(|&c| c as usize).collect();
        cells.sort();
        let mut want = LOOP.to_vec();
        want.sort();
        assert_eq!(cells, want);
        // Rated as SE rates a six-cell loop.
        let cost = StepCost {
            technique: &UNIQUE_LOOP,
            cells: f.cells().len(),
            rounds: 0,
            placed: 0,
            shape: 0,
        };
        assert!((cost.value() - 4.6).abs() < 1e-9);
    }

    #[test]
    fn unique_loop_type_2_clears_what_sees_every_extra_cell() {
        // r1c1 and r2c4 both hold 3 besides 1 and 2: one of them is 3.
        let s = loop_with(&[(0, "123"), (12, "123")]);
        let mut f = Found::default();
        assert!(unique_loop(&s, &mut f));
        let mut victims: Vec<(usize, Mask)> = removals(&f);
        victims.sort();
        // r1c4-r1c6 (row 1 and box 2) and r2c2-r2c3 (row 2 and box 1).
        let want: Vec<(usize, Mask)> = [3, 4, 5, 10, 11].iter().map(|&c| (c, bit(3))).collect();
        assert_eq!(victims, want);
    }

    #[test]
    fn a_cycle_with_a_house_holding_one_cell_is_no_loop() {
        // r3c7 moved to r3c8: columns 7 and 8 hold one cell of the cycle each, so swapping 1
        // and 2 would break them; nothing follows.
        let mut cells: Vec<(usize, &str)> = LOOP.iter().map(|&c| (c, "12")).collect();
        cells[4].0 = 25;
        cells[0].1 = "123";
        let s = position(&cells);
        assert!(!unique_loop(&s, &mut Found::default()));
    }

    #[test]
    fn wxyz_wing_clears_what_sees_the_pair_and_the_sets_z() {
        // Row 1 holds 12, 23 and 134 (four digits in three cells); r2c2 holds 14 and sees the
        // only 4 of the set (r1c3): were it 4, the row's three cells would be 1, 2 and 3.
        // So 1 is in r2c2, r1c1 or r1c3, and r2c1 and r3c3, seeing all three, lose it.
        // The other cells hold 5 to 9: too many digits for a set, and no 1 to 4.
        let s = position_with(
            "56789",
            &[
                (0, "12"),
                (1, "23"),
                (2, "134"),
                (9, "15"),
                (10, "14"),
                (20, "16"),
            ],
        );
        let mut f = Found::default();
        assert!(als_wing(&s, &mut f, 3));
        assert_eq!(removals(&f), vec![(9, bit(1)), (20, bit(1))]);
        assert_eq!(f.cells(), &[0, 1, 2, 10]);
        // The same set with the pair r2c5, which sees none of it: nothing follows.
        let s = position_with(
            "56789",
            &[
                (0, "12"),
                (1, "23"),
                (2, "134"),
                (9, "15"),
                (13, "14"),
                (20, "16"),
            ],
        );
        assert!(!als_wing(&s, &mut Found::default(), 3));
    }
}
