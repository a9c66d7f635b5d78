//! The step solver: the line rules of [`super::line`] applied line by line, cheapest first,
//! then full line solving, then contradictions; never a guess, every step recorded.
//!
//! Each turn the solver asks the techniques in ladder order for a line where one decides a
//! cell, applies the first it finds and starts again from the cheapest. It stops when the
//! grid is full (solved) or nothing fires (stuck: the puzzle needs more than the ladder).
//!
//! A contradiction step supposes one cell filled (or empty), line-solves the whole grid from
//! there, and finds a line with no placement left: so the cell is the other way. One
//! supposition at a time, never nested: the depth is bounded at one, so a puzzle that needs
//! more is graded as guessing and never printed.

use super::Puzzle;
use super::line::{self, CROSS, Clash, Decided, FILL, Reach, UNKNOWN};
use crate::latin::Line;
use crate::solve::Level;
use crate::solve::logic::{Grade, Step, Technique};

pub static COMPLETED_RUN: Technique = Technique {
    name: "completed-run",
    level: Level::Easy,
    weight: 1,
};
pub static EDGE_FORCING: Technique = Technique {
    name: "edge-forcing",
    level: Level::Easy,
    weight: 1,
};
pub static SMALL_GAP: Technique = Technique {
    name: "small-gap",
    level: Level::Easy,
    weight: 1,
};
pub static OVERLAP: Technique = Technique {
    name: "overlap",
    level: Level::Easy,
    weight: 2,
};
pub static LINE_SOLVING: Technique = Technique {
    name: "line-solving",
    level: Level::Medium,
    weight: 6,
};
pub static CONTRADICTION: Technique = Technique {
    name: "contradiction",
    level: Level::Hard,
    weight: 25,
};

/// The ladder, cheapest first.
pub static LADDER: [&Technique; 6] = [
    &COMPLETED_RUN,
    &EDGE_FORCING,
    &SMALL_GAP,
    &OVERLAP,
    &LINE_SOLVING,
    &CONTRADICTION,
];

/// A line rule of the easy rung.
type Rule = fn(&[u8], &[u8], &Reach) -> Decided;

/// The easy rules, and whether each slides runs between crosses only ([`Reach::loose`], as a
/// reader first does) or also around filled cells ([`Reach::of`]).
const RULES: [(Rule, &Technique, bool); 4] = [
    (line::completed_run, &COMPLETED_RUN, true),
    (line::edge_forcing, &EDGE_FORCING, false),
    (line::small_gap, &SMALL_GAP, true),
    (line::overlap, &OVERLAP, true),
];

/// The grid part-way: each cell [`UNKNOWN`], [`FILL`] or [`CROSS`], row-major, and each
/// line's placements while its cells have not changed.
#[derive(Clone)]
struct Board<'a> {
    p: &'a Puzzle,
    cells: Vec<u8>,
    reach: Vec<Option<Reach>>,
    loose: Vec<Option<Reach>>,
    /// Per line, what each easy rule and then full line solving decides there, while the
    /// line's cells have not changed: a rule reads only its line, so a step rescans the
    /// ladder without redoing the lines it did not touch.
    found: Vec<[Option<Decided>; RUNGS]>,
    open: usize,
}

/// Cached results per line: the easy rules, then full line solving.
const RUNGS: usize = RULES.len() + 1;

/// One decision of a step: which technique, in which line (the probed cell for a
/// contradiction), what it set.
struct Move {
    technique: &'static Technique,
    line: usize,
    probe: Option<usize>,
    set: Vec<(usize, u8)>,
}

impl<'a> Board<'a> {
    fn new(p: &'a Puzzle) -> Board<'a> {
        Board {
            p,
            cells: vec![UNKNOWN; p.width() * p.height()],
            reach: vec![None; p.line_count()],
            loose: vec![None; p.line_count()],
            found: vec![Default::default(); p.line_count()],
            open: p.width() * p.height(),
        }
    }

    fn line_values(&self, l: usize) -> Vec<u8> {
        self.p.line_cells(l).map(|c| self.cells[c]).collect()
    }

    /// Line `l`'s placements, computed once per change of its cells.
    fn reach(&mut self, l: usize) -> Result<(&Reach, Vec<u8>), Clash> {
        let values = self.line_values(l);
        if self.reach[l].is_none() {
            self.reach[l] = Some(Reach::of(self.p.clue(l), &values)?);
        }
        Ok((self.reach[l].as_ref().expect("just computed"), values))
    }

    /// Line `l`'s placements between its crosses ([`Reach::loose`]), cached the same way.
    fn loose(&mut self, l: usize) -> Result<(&Reach, Vec<u8>), Clash> {
        let values = self.line_values(l);
        if self.loose[l].is_none() {
            self.loose[l] = Some(Reach::loose(self.p.clue(l), &values)?);
        }
        Ok((self.loose[l].as_ref().expect("just computed"), values))
    }

    fn set(&mut self, cell: usize, v: u8) {
        debug_assert_eq!(self.cells[cell], UNKNOWN);
        self.cells[cell] = v;
        self.open -= 1;
        let (w, h) = (self.p.width(), self.p.height());
        for l in [cell / w, h + cell % w] {
            self.reach[l] = None;
            self.loose[l] = None;
            self.found[l] = Default::default();
        }
    }

    /// Grid cells from a line's decisions.
    fn to_grid(&self, l: usize, d: &Decided) -> Vec<(usize, u8)> {
        let cells: Vec<usize> = self.p.line_cells(l).collect();
        d.iter().map(|&(i, v)| (cells[i], v)).collect()
    }

    /// The first decision of the easy rules or of full line solving (`up_to` says which),
    /// in ladder order, lines in order.
    fn line_move(&mut self, up_to: Level) -> Result<Option<Move>, Clash> {
        let p = self.p;
        let rungs = if up_to >= Level::Medium {
            RUNGS
        } else {
            RULES.len()
        };
        for r in 0..rungs {
            for l in 0..p.line_count() {
                if self.found[l][r].is_none() {
                    let d = match RULES.get(r) {
                        Some(&(rule, _, loose)) => {
                            let (reach, values) = if loose {
                                self.loose(l)?
                            } else {
                                self.reach(l)?
                            };
                            rule(p.clue(l), &values, reach)
                        }
                        None => {
                            let (reach, values) = self.reach(l)?;
                            line::solve_line(&values, reach)?
                        }
                    };
                    self.found[l][r] = Some(d);
                }
                let d = self.found[l][r].as_ref().expect("just computed");
                if !d.is_empty() {
                    return Ok(Some(Move {
                        technique: RULES.get(r).map_or(&LINE_SOLVING, |rule| rule.1),
                        line: l,
                        probe: None,
                        set: self.to_grid(l, d),
                    }));
                }
            }
        }
        Ok(None)
    }

    /// Line-solves the whole grid until nothing changes: the line where it clashes, if any.
    fn propagate(&mut self) -> Option<usize> {
        loop {
            let mut changed = false;
            for l in 0..self.p.line_count() {
                if self.reach[l].is_some() {
                    continue;
                }
                let d = match self.reach(l) {
                    Ok((reach, values)) => line::solve_line(&values, reach),
                    Err(e) => Err(e),
                };
                match d {
                    Err(Clash) => return Some(l),
                    Ok(d) => {
                        for (c, v) in self.to_grid(l, &d) {
                            self.set(c, v);
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                return None;
            }
        }
    }

    /// The first cell (row-major) that one value leads to a clash for: the move setting it
    /// the other way, and the line that clashed.
    fn contradiction(&self) -> Option<Move> {
        for cell in 0..self.cells.len() {
            if self.cells[cell] != UNKNOWN {
                continue;
            }
            for v in [FILL, CROSS] {
                let mut trial = self.clone();
                trial.set(cell, v);
                if let Some(l) = trial.propagate() {
                    let other = if v == FILL { CROSS } else { FILL };
                    return Some(Move {
                        technique: &CONTRADICTION,
                        line: l,
                        probe: Some(cell),
                        set: vec![(cell, other)],
                    });
                }
            }
        }
        None
    }

    fn next(&mut self, up_to: Level) -> Result<Option<Move>, Clash> {
        if let Some(m) = self.line_move(up_to)? {
            return Ok(Some(m));
        }
        Ok(if up_to >= Level::Hard {
            self.contradiction()
        } else {
            None
        })
    }
}

/// A line of the grid as a step names it.
pub fn line_of(p: &Puzzle, l: usize) -> Line {
    if l < p.height() {
        Line::Row(l as u8)
    } else {
        Line::Col((l - p.height()) as u8)
    }
}

fn to_step(p: &Puzzle, m: &Move) -> Step {
    Step {
        technique: m.technique,
        cells: m.probe.into_iter().collect(),
        placed: m
            .set
            .iter()
            .filter(|s| s.1 == FILL)
            .map(|&(c, _)| (c, 1))
            .collect(),
        removed: m
            .set
            .iter()
            .filter(|s| s.1 == CROSS)
            .map(|&(c, _)| (c, crate::latin::bit(1)))
            .collect(),
        lines: vec![line_of(p, m.line)],
        digits: 0,
        cell_cands: Vec::new(),
    }
}

/// Solves with the techniques up to `up_to`; true when the grid is full. `record` collects
/// each step.
fn run(p: &Puzzle, up_to: Level, record: Option<&mut Vec<Step>>) -> bool {
    run_board(p, up_to, record).0
}

/// [`run`], and the cells it reached ([`UNKNOWN`], [`FILL`], [`CROSS`]).
fn run_board(p: &Puzzle, up_to: Level, mut record: Option<&mut Vec<Step>>) -> (bool, Vec<u8>) {
    let mut b = Board::new(p);
    while b.open > 0 {
        let m = match b.next(up_to) {
            Ok(Some(m)) => m,
            // Stuck, or clues with no answer.
            Ok(None) | Err(Clash) => return (false, b.cells),
        };
        if let Some(steps) = record.as_deref_mut() {
            steps.push(to_step(p, &m));
        }
        for &(c, v) in &m.set {
            b.set(c, v);
        }
    }
    // A full grid from sound steps has the clues, unless the clues have no answer at all.
    let answer: Vec<u8> = b.cells.iter().map(|&v| u8::from(v == FILL)).collect();
    (p.accepts(&answer), b.cells)
}

/// How far the techniques up to `level` get: whether they finish, and the cells they leave
/// undecided (row-major indices). Pictures from the user's images are mended with it.
pub fn progress(p: &Puzzle, level: Level) -> (bool, Vec<usize>) {
    let (done, cells) = run_board(p, level, None);
    let open = (0..cells.len()).filter(|&c| cells[c] == UNKNOWN).collect();
    (done, open)
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

/// The answer a recorded solve reaches: the cells its steps fill (1) and cross (0).
pub fn replay(p: &Puzzle, steps: &[Step]) -> Vec<u8> {
    let mut out = vec![0; p.width() * p.height()];
    for s in steps {
        for &(c, _) in &s.placed {
            out[c] = 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nonogram::tests::HEART;

    fn picture(rows: &[&str]) -> (Puzzle, Vec<u8>) {
        let w = rows[0].len();
        let cells: Vec<u8> = rows
            .iter()
            .flat_map(|r| r.chars().map(|c| u8::from(c == '#')))
            .collect();
        (Puzzle::from_picture(w, rows.len(), &cells).unwrap(), cells)
    }

    #[test]
    fn the_heart_solves_with_line_rules() {
        let p = Puzzle::from_picture(5, 5, &HEART).unwrap();
        let g = grade(&p);
        assert_eq!(g.level, Level::Easy);
        assert_eq!(replay(&p, &g.steps), HEART);
        assert!(finishes(&p, Level::Easy));
        // Every step decides something in its line.
        assert!(
            g.steps
                .iter()
                .all(|s| !s.placed.is_empty() || !s.removed.is_empty())
        );
    }

    #[test]
    fn two_answers_are_never_finished() {
        // A checkerboard 2x2 corner: swapping the diagonal keeps every clue.
        let (p, _) = picture(&["#....", ".#...", ".....", ".....", "....."]);
        let g = grade(&p);
        assert_eq!(g.level, Level::Guessing);
        assert!(!finishes(&p, Level::Hard));
    }
}
