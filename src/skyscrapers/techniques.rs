//! Skyscrapers' own techniques for the step solver (edge clue rules and line enumeration) and
//! its ladder: the Latin techniques with these slotted in at their levels.
//!
//! The edge rules, for a clue c on an edge of an order-n grid:
//! - clue 1: only the first building is seen, so it is the tallest (n);
//! - clue n: every building is seen, so the line climbs 1, 2, ..., n from that edge;
//! - distance bounds: list the heights that can still be seen from the clue, tallest first
//!   (every height but those placed behind a taller placed one); the i-th of them (i from 0)
//!   stands at least c − 1 − i cells in, since at most one building per cell is seen in front
//!   of it and at most i taller ones beyond it. With nothing placed this caps the cell d steps
//!   in (d = 0 next to the clue) at n − c + 1 + d;
//! - facing clues: clues a and b at the two ends of one line with a + b = n + 1 put n exactly
//!   a − 1 cells in from a's edge (the buildings seen from the two ends share only the
//!   tallest, and each side has room for just the ones it sees);
//! - last seen: when the tallest heights are placed and already show c − 1 buildings, the
//!   building next to the clue is the only other one seen, so it is taller than every cell
//!   between it and the nearest of them;
//! - clue enumeration: of every filling of a line that fits its candidates and one of its
//!   clues, each cell keeps only the heights some filling puts there; line enumeration does
//!   the same with both clues at once.
//!
//! Easy and medium follow Simon Tatham's Towers (his Easy and Hard), so that his levels and
//! ours agree (`tests/tatham_towers.rs`); hard adds fish, forcing chains and both-clue
//! enumeration.

use super::MAX_ORDER;
use super::lines::enumerate;
use super::{Puzzle, Spot};
use crate::latin::techniques as latin;
use crate::latin::{Line, Mask, bit, full};
use crate::solve::Level;
use crate::solve::logic::{self, Contradiction, Found, Outcome, Rung, State, Step, Technique};
use std::cell::Cell;

// Tried after the singles, so weighed above them: an easy puzzle that needs an edge rule
// names it as its hardest step.
pub static CLUE_ONE: Technique = Technique {
    name: "clue-one",
    level: Level::Easy,
    weight: 3,
};
pub static CLUE_FULL: Technique = Technique {
    name: "clue-full",
    level: Level::Easy,
    weight: 4,
};
pub static CLUE_BOUNDS: Technique = Technique {
    name: "clue-bounds",
    level: Level::Easy,
    weight: 5,
};
pub static FACING_CLUES: Technique = Technique {
    name: "facing-clues",
    level: Level::Easy,
    weight: 6,
};
pub static LAST_SEEN: Technique = Technique {
    name: "clue-last-seen",
    level: Level::Easy,
    weight: 7,
};
// Before the subsets: it is what a Skyscrapers solver reaches for first, and (memoised) it is
// cheap when it finds nothing.
pub static CLUE_ENUMERATION: Technique = Technique {
    name: "clue-enumeration",
    level: Level::Medium,
    weight: 8,
};
pub static LINE_ENUMERATION: Technique = Technique {
    name: "line-enumeration",
    level: Level::Hard,
    weight: 60,
};

/// What the Skyscrapers techniques know of a puzzle beyond the candidates: its clues, listed
/// once so that the techniques skip the empty edges.
pub struct Ctx<'a> {
    puzzle: &'a Puzzle,
    clues: [(Spot, u8); 4 * MAX_ORDER],
    n_clues: usize,
    /// For each clue index (one-clue enumeration) and each line (both clues, after the clue
    /// indices), the line's candidates when enumerating them last removed nothing: the same
    /// candidates again would remove nothing again, so the search is skipped. All zero (no
    /// line's candidates) until then.
    quiet: [Cell<[Mask; MAX_ORDER]>; 6 * MAX_ORDER],
}

/// Its clues are checked by the other rungs' last look at a full grid.
impl logic::Clues for Ctx<'_> {}

impl<'a> Ctx<'a> {
    pub fn new(puzzle: &'a Puzzle) -> Self {
        let n = puzzle.order();
        let mut ctx = Ctx {
            puzzle,
            clues: [(Spot::of(n, 0), 0); 4 * MAX_ORDER],
            n_clues: 0,
            quiet: std::array::from_fn(|_| Cell::new([0; MAX_ORDER])),
        };
        for (i, &c) in puzzle.clues().iter().enumerate() {
            if c != 0 {
                ctx.clues[ctx.n_clues] = (Spot::of(n, i), c);
                ctx.n_clues += 1;
            }
        }
        ctx
    }

    /// The clues shown, in Towers order.
    fn clues(&self) -> &[(Spot, u8)] {
        &self.clues[..self.n_clues]
    }
}

/// Where each height is placed along a clue's line: `pos[h]` is the distance from the clue
/// (0 = next to it), or `n` when `h` is not placed there.
pub type Positions = [usize; MAX_ORDER + 1];

/// The placed heights of `spot`'s line, by distance from the clue.
fn positions(s: &State, spot: Spot) -> Positions {
    let n = s.order();
    let mut pos = [n; MAX_ORDER + 1];
    for d in 0..n {
        let cell = spot.cell(n, d);
        if s.is_placed(cell) {
            pos[crate::latin::lowest(s.get(cell)) as usize] = d;
        }
    }
    pos
}

/// The heights that can still be seen from a clue, tallest first, and how many: every height
/// but those placed behind a taller placed one.
pub fn can_be_seen(n: usize, pos: &Positions) -> ([u8; MAX_ORDER], usize) {
    let mut seen = [0u8; MAX_ORDER];
    let mut k = 0;
    let mut nearest = n;
    for h in (1..=n).rev() {
        let p = pos[h];
        if p < n && nearest < p {
            continue;
        }
        seen[k] = h as u8;
        k += 1;
        nearest = nearest.min(p);
    }
    (seen, k)
}

/// The heights clue `c` (2 ≤ c < n) rules out of each cell by distance, given what is placed
/// on its line: the i-th height that can still be seen stands at least c − 1 − i cells in.
fn bounds(n: usize, c: usize, pos: &Positions) -> [Mask; MAX_ORDER] {
    let (seen, k) = can_be_seen(n, pos);
    let mut out = [0 as Mask; MAX_ORDER];
    let mut acc: Mask = 0;
    // Cell d loses the c − 1 − d tallest that can be seen: build from the far end in.
    for i in 0..(c - 1).min(k) {
        acc |= bit(seen[i]);
        out[c - 2 - i] = acc;
    }
    // Cells nearer the clue lose at least what the cell beyond them loses.
    for d in (0..c.saturating_sub(2)).rev() {
        out[d] |= out[d + 1];
    }
    out
}

/// The heights a clue allows in each cell of its line by the easy edge rules (clue n and
/// distance bounds), or `None` when the clue is 1 (left to [`clue_one`], which places).
fn edge_allows(s: &State, spot: Spot, c: u8) -> Option<[Mask; MAX_ORDER]> {
    let n = s.order();
    let c = c as usize;
    let mut allowed = [full(n); MAX_ORDER];
    if c == n {
        for (d, a) in allowed.iter_mut().enumerate().take(n) {
            *a = bit(d as u8 + 1);
        }
    } else if c >= 2 {
        let gone = bounds(n, c, &positions(s, spot));
        for (a, g) in allowed.iter_mut().zip(gone) {
            *a &= !g;
        }
    } else {
        return None;
    }
    Some(allowed)
}

/// Clue 1: the cell next to it holds the tallest building.
pub fn clue_one(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for &(spot, c) in ctx.clues() {
        if c != 1 {
            continue;
        }
        let cell = spot.cell(n, 0);
        if s.get(cell) & bit(n as u8) == 0 {
            f.broken = Some(Contradiction::EmptyCell(cell));
            return true;
        }
        if s.is_placed(cell) {
            continue;
        }
        s.place_into(cell, n as u8, f);
        f.cell(cell);
        f.line(spot.line());
        f.digits = bit(n as u8);
        return true;
    }
    false
}

/// Every clue 1 at once.
pub fn clue_one_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    let n = s.order();
    let mut changed = false;
    for &(spot, c) in ctx.clues() {
        let cell = spot.cell(n, 0);
        if c != 1 || (s.is_placed(cell) && s.get(cell) == bit(n as u8)) {
            continue;
        }
        if s.get(cell) & bit(n as u8) == 0 {
            return Err(Contradiction::EmptyCell(cell));
        }
        s.place(cell, n as u8)?;
        changed = true;
    }
    Ok(changed)
}

/// One clue's edge bounds (clue n or distance bounds) as a deduction, if it removes anything.
/// The step's first cell is the one next to the clue; when a placed height is hidden behind a
/// taller one, the line's placed cells follow, so that the sentence can say which.
fn edge_step(s: &State, spot: Spot, c: u8, f: &mut Found) -> bool {
    let n = s.order();
    let Some(allowed) = edge_allows(s, spot, c) else {
        return false;
    };
    let mut gone = [0 as Mask; MAX_ORDER];
    let mut any = false;
    for (d, g) in gone.iter_mut().enumerate().take(n) {
        let cell = spot.cell(n, d);
        let m = s.get(cell);
        if m & allowed[d] == 0 {
            f.broken = Some(Contradiction::EmptyCell(cell));
            return true;
        }
        *g = m & !allowed[d];
        any |= *g != 0;
    }
    if !any {
        return false;
    }
    f.cell(spot.cell(n, 0));
    if (c as usize) < n && can_be_seen(n, &positions(s, spot)).1 < n {
        for d in 1..n {
            if s.is_placed(spot.cell(n, d)) {
                f.cell(spot.cell(n, d));
            }
        }
    }
    f.line(spot.line());
    for (d, &g) in gone.iter().enumerate().take(n) {
        if g != 0 {
            f.remove(spot.cell(n, d), g);
        }
    }
    true
}

/// Clue n: the line climbs 1, 2, ..., n from that edge.
pub fn clue_full(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order() as u8;
    ctx.clues()
        .iter()
        .any(|&(spot, c)| c == n && edge_step(s, spot, c, f))
}

/// Distance bounds of a clue c between 2 and n − 1: the i-th tallest height that can still
/// be seen stands at least c − 1 − i cells in.
pub fn clue_bounds(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order() as u8;
    ctx.clues()
        .iter()
        .any(|&(spot, c)| c >= 2 && c < n && edge_step(s, spot, c, f))
}

/// Clue n and distance bounds of every clue at once. Both are monotone: fewer candidates
/// place more heights, which hides more of them and only tightens the bounds.
pub fn edge_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    let n = s.order();
    let mut changed = false;
    for &(spot, c) in ctx.clues() {
        let Some(allowed) = edge_allows(s, spot, c) else {
            continue;
        };
        for (d, &a) in allowed.iter().enumerate().take(n) {
            let cell = spot.cell(n, d);
            changed |= s.cands.remove(cell, !a);
            if s.get(cell) == 0 {
                return Err(Contradiction::EmptyCell(cell));
            }
        }
    }
    Ok(changed)
}

/// The cell where facing clues put the tallest, for each line that has them.
fn facing_cell(ctx: &Ctx, line: Line) -> Option<usize> {
    let n = ctx.puzzle.order();
    let (a, b) = ctx.puzzle.line_clues(line);
    (a != 0 && b != 0 && (a + b) as usize == n + 1).then(|| line.cell(n, a as usize - 1))
}

/// Facing clues a and b on one line with a + b = n + 1: the tallest stands a − 1 cells in
/// from a's edge.
pub fn facing_clues(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for line in Line::all(n) {
        let Some(cell) = facing_cell(ctx, line) else {
            continue;
        };
        if s.get(cell) & bit(n as u8) == 0 {
            f.broken = Some(Contradiction::EmptyCell(cell));
            return true;
        }
        if s.is_placed(cell) {
            continue;
        }
        s.place_into(cell, n as u8, f);
        f.cell(cell);
        f.line(line);
        f.digits = bit(n as u8);
        return true;
    }
    false
}

/// Every pair of facing clues at once.
pub fn facing_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    let n = s.order();
    let mut changed = false;
    for line in Line::all(n) {
        let Some(cell) = facing_cell(ctx, line) else {
            continue;
        };
        if s.is_placed(cell) && s.get(cell) == bit(n as u8) {
            continue;
        }
        if s.get(cell) & bit(n as u8) == 0 {
            return Err(Contradiction::EmptyCell(cell));
        }
        s.place(cell, n as u8)?;
        changed = true;
    }
    Ok(changed)
}

/// What last seen says of one clue: the cell next to it, the heights it cannot hold, and how
/// far the tall run reaches (`h`: the tallest height not placed, 0 when all are). `None`
/// when the rule does not apply.
fn last_seen_at(s: &State, spot: Spot, c: u8) -> Option<(usize, Mask, usize, Positions)> {
    let n = s.order();
    let pos = positions(s, spot);
    let (mut nearest, mut shown, mut h) = (n, 0, n);
    while h >= 1 && pos[h] < n {
        if pos[h] < nearest {
            nearest = pos[h];
            shown += 1;
        }
        h -= 1;
    }
    // With no tall run, clue 1 is clue one's.
    if shown == 0 || c as usize != shown + 1 || nearest < 2 {
        return None;
    }
    let mut small: Mask = 0;
    let mut left = nearest - 1;
    // Heights placed at or beyond the nearest of the run cannot stand in front of it.
    for (h, &p) in pos.iter().enumerate().take(n + 1).skip(1) {
        if left == 0 {
            break;
        }
        if p < n && p >= nearest {
            continue;
        }
        small |= bit(h as u8);
        left -= 1;
    }
    Some((spot.cell(n, 0), small, h, pos))
}

/// Last seen: the tallest heights n, n − 1, ... are placed down to the first that is not, and
/// show c − 1 buildings from the clue, the nearest of them `nearest` cells in. Only one more
/// is seen, and the one next to the clue always is, so it is taller than the `nearest` − 1
/// cells between: it is none of the `nearest` − 1 smallest heights that can stand there.
pub fn last_seen(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for &(spot, c) in ctx.clues() {
        let Some((first, small, h, pos)) = last_seen_at(s, spot, c) else {
            continue;
        };
        let gone = s.get(first) & small;
        if gone == 0 {
            continue;
        }
        if s.get(first) & !small == 0 {
            f.broken = Some(Contradiction::EmptyCell(first));
            return true;
        }
        f.cell(first);
        for h in (h + 1..=n).rev() {
            f.cell(spot.cell(n, pos[h]));
        }
        f.line(spot.line());
        f.remove(first, gone);
        return true;
    }
    false
}

/// Every clue's last seen at once. The rule is monotone on any grid that still has an
/// answer: placing more either hides the new height (the run's reach and the shown count
/// stay, and fewer heights can stand in front) or would show one building too many.
pub fn last_seen_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    let mut changed = false;
    for &(spot, c) in ctx.clues() {
        if let Some((first, small, ..)) = last_seen_at(s, spot, c) {
            changed |= s.cands.remove(first, small);
            if s.get(first) == 0 {
                return Err(Contradiction::EmptyCell(first));
            }
        }
    }
    Ok(changed)
}

/// Enumerates `line` against the clues `front` and `back` (0 = left out) and writes the
/// heights no filling uses as a deduction; `first` leads the step's cells. False when every
/// height is used. `quiet` (see [`Ctx::quiet`]) is this enumeration's memo.
fn enumeration_step(
    ctx: &Ctx,
    s: &State,
    line: Line,
    (front, back): (u8, u8),
    first: usize,
    quiet: usize,
    f: &mut Found,
) -> bool {
    let n = s.order();
    let masks = ctx.puzzle.line_masks(&s.cands, line);
    if ctx.quiet[quiet].get() == masks {
        return false;
    }
    let Some(kept) = enumerate(n, &masks, front, back) else {
        let cell = line
            .cells(n)
            .find(|&c| !s.is_placed(c))
            .unwrap_or(line.cell(n, 0));
        f.broken = Some(Contradiction::EmptyCell(cell));
        return true;
    };
    if (0..n).all(|i| kept[i] == masks[i]) {
        ctx.quiet[quiet].set(masks);
        return false;
    }
    f.line(line);
    f.cell(first);
    for (i, (&k, &m)) in kept.iter().zip(&masks).enumerate().take(n) {
        let cell = line.cell(n, i);
        if cell != first {
            f.cell(cell);
        }
        if k != m {
            f.remove(cell, m & !k);
        }
    }
    true
}

/// Clue enumeration: every filling of a line that fits its candidates and one of its clues;
/// a height no filling puts in a cell leaves it. The step's first cell is the clue's, then
/// the rest of the line.
pub fn clue_enumeration(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    ctx.clues().iter().any(|&(spot, c)| {
        let clues = if spot.from_end() { (0, c) } else { (c, 0) };
        let quiet = spot.index(n);
        enumeration_step(ctx, s, spot.line(), clues, spot.cell(n, 0), quiet, f)
    })
}

/// Every clue's enumeration at once (monotone: fewer candidates allow fewer fillings).
pub fn clue_enumeration_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    let n = s.order();
    let mut changed = false;
    for &(spot, c) in ctx.clues() {
        let line = spot.line();
        let quiet = spot.index(n);
        let masks = ctx.puzzle.line_masks(&s.cands, line);
        if ctx.quiet[quiet].get() == masks {
            continue;
        }
        let clues = if spot.from_end() { (0, c) } else { (c, 0) };
        let Some(kept) = enumerate(n, &masks, clues.0, clues.1) else {
            return Err(Contradiction::EmptyCell(spot.cell(n, 0)));
        };
        for (i, (&k, &m)) in kept.iter().zip(&masks).enumerate().take(n) {
            if k != m {
                let cell = line.cell(n, i);
                s.cands.remove(cell, m & !k);
                changed = true;
            }
        }
        // Enumerating what it keeps keeps it all.
        ctx.quiet[quiet].set(kept);
    }
    Ok(changed)
}

/// Line enumeration: every filling of a clued line that fits its candidates and both its
/// clues; a height no filling puts in a cell leaves it. The step's cells are the line's.
pub fn line_enumeration(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    Line::all(n).enumerate().any(|(i, line)| {
        let (a, b) = ctx.puzzle.line_clues(line);
        // One clue alone is clue enumeration's.
        let quiet = 4 * MAX_ORDER + i;
        a != 0 && b != 0 && enumeration_step(ctx, s, line, (a, b), line.cell(n, 0), quiet, f)
    })
}

/// Skyscrapers' ladder, cheapest first; sorted by level, then weight.
pub fn ladder<'a>() -> [Rung<Ctx<'a>>; 18] {
    [
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
            technique: &CLUE_ONE,
            find: clue_one,
            sweep: Some(|k, s, _| clue_one_sweep(k, s)),
        },
        Rung {
            technique: &CLUE_FULL,
            find: clue_full,
            sweep: Some(|k, s, _| edge_sweep(k, s)),
        },
        Rung {
            technique: &CLUE_BOUNDS,
            find: clue_bounds,
            // The sweep above already applies every clue's bounds.
            sweep: Some(|_, _, _| Ok(false)),
        },
        Rung {
            technique: &FACING_CLUES,
            find: facing_clues,
            sweep: Some(|k, s, _| facing_sweep(k, s)),
        },
        Rung {
            technique: &LAST_SEEN,
            find: last_seen,
            sweep: Some(|k, s, _| last_seen_sweep(k, s)),
        },
        Rung {
            technique: &CLUE_ENUMERATION,
            find: clue_enumeration,
            sweep: Some(|k, s, _| clue_enumeration_sweep(k, s)),
        },
        Rung {
            technique: &latin::NAKED_PAIR,
            find: |_, s, f| latin::naked_subset(s, f, 2),
            sweep: None,
        },
        Rung {
            technique: &latin::HIDDEN_PAIR,
            find: |_, s, f| latin::hidden_subset(s, f, 2),
            sweep: None,
        },
        Rung {
            technique: &latin::NAKED_TRIPLE,
            find: |_, s, f| latin::naked_subset(s, f, 3),
            sweep: None,
        },
        Rung {
            technique: &latin::HIDDEN_TRIPLE,
            find: |_, s, f| latin::hidden_subset(s, f, 3),
            sweep: None,
        },
        Rung {
            technique: &latin::NAKED_QUAD,
            find: |_, s, f| latin::naked_subset(s, f, 4),
            sweep: None,
        },
        Rung {
            technique: &latin::HIDDEN_QUAD,
            find: |_, s, f| latin::hidden_subset(s, f, 4),
            sweep: None,
        },
        Rung {
            technique: &LINE_ENUMERATION,
            find: line_enumeration,
            sweep: None,
        },
        Rung {
            technique: &latin::X_WING,
            find: |_, s, f| latin::fish(s, f, 2),
            sweep: None,
        },
        Rung {
            technique: &latin::SWORDFISH,
            find: |_, s, f| latin::fish(s, f, 3),
            sweep: None,
        },
        Rung {
            technique: &latin::FORCING_CHAIN,
            find: |_, s, f| latin::forcing_chain(s, f),
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

/// The solver's starting state for `p`: givens placed, nothing else done.
pub fn start(p: &Puzzle) -> Result<State, Contradiction> {
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

/// True when the solver limited to `max` finishes `p` with a grid that keeps every clue,
/// recording nothing. Below the hard level no technique looks at a whole line against its
/// clues, so a full grid is checked here. `Guessing` adds trial and error.
pub fn finishes(p: &Puzzle, max: Level) -> bool {
    let ctx = Ctx::new(p);
    let Ok(mut state) = start(p) else {
        return false;
    };
    if max == Level::Guessing {
        return logic::run_guessing(&ctx, &ladder(), &mut state);
    }
    if logic::run(&ctx, &ladder(), max, &mut state, None) != Outcome::Solved {
        return false;
    }
    let mut digits = [0u8; crate::latin::MAX_CELLS];
    let cells = p.order() * p.order();
    for (d, &m) in digits.iter_mut().zip(state.cands.as_slice()) {
        *d = crate::latin::lowest(m);
    }
    p.accepts(&digits[..cells])
}

#[cfg(test)]
mod tests;
