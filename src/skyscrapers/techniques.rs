//! Skyscrapers' own techniques for the step solver (edge clue rules and line enumeration) and
//! its ladder: the Latin techniques with these slotted in at their levels.
//!
//! The edge rules, for a clue c on an edge of an order-n grid:
//! - clue 1: only the first building is seen, so it is the tallest (n);
//! - clue n: every building is seen, so the line climbs 1, 2, ..., n from that edge;
//! - distance bounds: the cell d steps from the edge (d = 0 next to it) holds at most
//!   n − c + 1 + d, since c buildings are seen and the c − 1 − d seen beyond it are taller;
//!   in particular the tallest stands at least c − 1 cells in;
//! - facing clues: clues a and b at the two ends of one line with a + b = n + 1 put n exactly
//!   a − 1 cells in from a's edge (the buildings seen from the two ends share only the
//!   tallest, and each side has room for just the ones it sees);
//! - line enumeration: of every filling of a line that fits its candidates and clues, each
//!   cell keeps only the heights some filling puts there.

use super::lines::enumerate;
use super::{Puzzle, Spot};
use crate::latin::techniques as latin;
use crate::latin::{Line, Mask, bit, full};
use crate::solve::Level;
use crate::solve::logic::{self, Contradiction, Found, Outcome, Rung, State, Step, Technique};

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
    clues: [(Spot, u8); 4 * crate::latin::MAX_ORDER],
    n_clues: usize,
}

impl<'a> Ctx<'a> {
    pub fn new(puzzle: &'a Puzzle) -> Self {
        let n = puzzle.order();
        let mut ctx = Ctx {
            puzzle,
            clues: [(Spot::of(n, 0), 0); 4 * crate::latin::MAX_ORDER],
            n_clues: 0,
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

/// What a clue allows in the cell `d` steps from its edge, by the clue rules of the easy
/// level: `None` when it says nothing there. Clue 1 is left to [`clue_one`], which places.
fn edge_allows(n: usize, clue: u8, d: usize) -> Option<Mask> {
    let c = clue as usize;
    if c == n {
        Some(bit(d as u8 + 1))
    } else if c >= 2 && d + 1 < c {
        Some(full(n - c + 1 + d))
    } else {
        None
    }
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
fn edge_step(s: &State, spot: Spot, c: u8, f: &mut Found) -> bool {
    let n = s.order();
    let mut gone = [0 as Mask; crate::latin::MAX_ORDER];
    let mut any = false;
    for (d, g) in gone.iter_mut().enumerate().take(n) {
        let Some(allowed) = edge_allows(n, c, d) else {
            continue;
        };
        let cell = spot.cell(n, d);
        let m = s.get(cell);
        if m & allowed == 0 {
            f.broken = Some(Contradiction::EmptyCell(cell));
            return true;
        }
        *g = m & !allowed;
        any |= *g != 0;
    }
    if !any {
        return false;
    }
    f.cell(spot.cell(n, 0));
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

/// Distance bounds of a clue c between 2 and n − 1: the cell d steps in holds at most
/// n − c + 1 + d.
pub fn clue_bounds(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order() as u8;
    ctx.clues()
        .iter()
        .any(|&(spot, c)| c >= 2 && c < n && edge_step(s, spot, c, f))
}

/// Clue n and distance bounds of every clue at once.
pub fn edge_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    let n = s.order();
    let mut changed = false;
    for &(spot, c) in ctx.clues() {
        for d in 0..n {
            let Some(allowed) = edge_allows(n, c, d) else {
                continue;
            };
            let cell = spot.cell(n, d);
            changed |= s.cands.remove(cell, !allowed);
            if s.get(cell) == 0 {
                return Err(Contradiction::EmptyCell(cell));
            }
        }
    }
    Ok(changed)
}

/// Facing clues a and b on one line with a + b = n + 1: the tallest stands a − 1 cells in
/// from a's edge.
pub fn facing_clues(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for line in Line::all(n) {
        let (a, b) = ctx.puzzle.line_clues(line);
        if a == 0 || b == 0 || (a + b) as usize != n + 1 {
            continue;
        }
        let cell = line.cell(n, a as usize - 1);
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

/// Line enumeration: every filling of a clued line that fits its candidates and clues; a
/// height no filling puts in a cell leaves it. The step's cells are the line's.
pub fn line_enumeration(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for line in Line::all(n) {
        let (a, b) = ctx.puzzle.line_clues(line);
        if a == 0 && b == 0 {
            continue;
        }
        let masks = ctx.puzzle.line_masks(&s.cands, line);
        let Some(kept) = enumerate(n, &masks, a, b) else {
            let cell = line
                .cells(n)
                .find(|&c| !s.is_placed(c))
                .unwrap_or(line.cell(n, 0));
            f.broken = Some(Contradiction::EmptyCell(cell));
            return true;
        };
        if (0..n).all(|i| kept[i] == masks[i]) {
            continue;
        }
        f.line(line);
        for (i, (&k, &m)) in kept.iter().zip(&masks).enumerate().take(n) {
            let cell = line.cell(n, i);
            f.cell(cell);
            if k != m {
                f.remove(cell, m & !k);
            }
        }
        return true;
    }
    false
}

/// Skyscrapers' ladder, cheapest first; sorted by level, then weight.
pub fn ladder<'a>() -> [Rung<Ctx<'a>>; 16] {
    [
        Rung {
            technique: &latin::NAKED_SINGLE,
            find: |_, s, f| latin::naked_single(s, f),
            sweep: Some(|_, s| latin::naked_single_sweep(s)),
        },
        Rung {
            technique: &latin::HIDDEN_SINGLE,
            find: |_, s, f| latin::hidden_single(s, f),
            sweep: Some(|_, s| latin::hidden_single_sweep(s)),
        },
        Rung {
            technique: &CLUE_ONE,
            find: clue_one,
            sweep: Some(clue_one_sweep),
        },
        Rung {
            technique: &CLUE_FULL,
            find: clue_full,
            sweep: Some(edge_sweep),
        },
        Rung {
            technique: &CLUE_BOUNDS,
            find: clue_bounds,
            // The sweep above already applies every clue's bounds.
            sweep: Some(|_, _| Ok(false)),
        },
        Rung {
            technique: &FACING_CLUES,
            find: facing_clues,
            sweep: None,
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
