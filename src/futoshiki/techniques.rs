//! Futoshiki's own techniques for the step solver (sign bounds, sign-chain line reasoning)
//! and its ladder: the Latin techniques with these slotted in at their levels.

use super::Puzzle;
use super::rules::{above, below};
use crate::latin::techniques as latin;
use crate::latin::{Line, full, highest, lowest};
use crate::solve::Level;
use crate::solve::logic::{
    self, CellSet, Contradiction, Found, Outcome, Rung, State, Step, Technique, members, one,
};

// Tried after the singles, so weighed above them: an easy puzzle that needs sign bounds
// names them as its hardest step.
pub static SIGN_BOUNDS: Technique = Technique {
    name: "sign-bounds",
    level: Level::Easy,
    weight: 3,
};
pub static SIGN_CHAIN: Technique = Technique {
    name: "sign-chain",
    level: Level::Medium,
    weight: 8,
};

/// What the Futoshiki techniques know of a puzzle beyond the candidates.
pub struct Ctx<'a> {
    puzzle: &'a Puzzle,
    /// For each cell, the cells known smaller than it through one or more signs (empty below
    /// the sign chain's level, which alone reads it). Sets of a 9x9 grid's 81 cells, not of
    /// the solver's 256: two arrays of 256-cell sets cost more to clear and move than an easy
    /// 5x5 solve takes, and `finishes` must not allocate.
    smaller: [u128; MAX_CELLS],
    /// For each cell, the cells known larger than it through one or more signs.
    larger: [u128; MAX_CELLS],
}

/// Its clues are checked by the other rungs' last look at a full grid.
impl logic::Clues for Ctx<'_> {}

/// Cells of the largest Futoshiki grid.
const MAX_CELLS: usize = 81;

impl<'a> Ctx<'a> {
    /// The context for solving up to `max`; the sign closure is only worked out when a
    /// technique of that range needs it.
    pub fn new(puzzle: &'a Puzzle, max: Level) -> Self {
        debug_assert!(puzzle.order() * puzzle.order() <= MAX_CELLS);
        let mut ctx = Ctx {
            puzzle,
            smaller: [0; MAX_CELLS],
            larger: [0; MAX_CELLS],
        };
        if max >= SIGN_CHAIN.level {
            // Transitive closure of the sign graph, by repetition until nothing grows (chains
            // are short, so this takes few rounds).
            loop {
                let mut grew = false;
                for s in puzzle.signs() {
                    let (lo, hi) = (s.less as usize, s.greater as usize);
                    let sm = ctx.smaller[hi] | ctx.smaller[lo] | 1 << lo;
                    let lg = ctx.larger[lo] | ctx.larger[hi] | 1 << hi;
                    grew |= sm != ctx.smaller[hi] || lg != ctx.larger[lo];
                    ctx.smaller[hi] = sm;
                    ctx.larger[lo] = lg;
                }
                if !grew {
                    break;
                }
            }
        }
        ctx
    }
}

/// Sign bounds, one sign at a time: for a < b, a keeps only digits below b's largest
/// candidate and b only digits above a's smallest.
pub fn sign_bounds(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for sign in ctx.puzzle.signs() {
        let (lo, hi) = (sign.less as usize, sign.greater as usize);
        let (ml, mh) = (s.get(lo), s.get(hi));
        if ml == 0 || mh == 0 {
            continue;
        }
        let gone_lo = ml & !below(highest(mh));
        let gone_hi = mh & !above(lowest(ml), n);
        if gone_lo | gone_hi == 0 {
            continue;
        }
        f.cell(lo);
        f.cell(hi);
        if gone_lo != 0 {
            f.remove(lo, gone_lo);
        }
        if gone_hi != 0 {
            f.remove(hi, gone_hi);
        }
        return true;
    }
    false
}

/// Every sign's bounds in one pass, applied at once.
pub fn sign_bounds_sweep(ctx: &Ctx, s: &mut State) -> Result<bool, Contradiction> {
    let n = s.order();
    let mut changed = false;
    for sign in ctx.puzzle.signs() {
        let (lo, hi) = (sign.less as usize, sign.greater as usize);
        let (ml, mh) = (s.get(lo), s.get(hi));
        let nl = ml & below(highest(mh).max(1));
        let nh = mh & above(lowest(ml).min(n as u8), n);
        if nl != ml || nh != mh {
            if nl == 0 {
                return Err(Contradiction::EmptyCell(lo));
            }
            if nh == 0 {
                return Err(Contradiction::EmptyCell(hi));
            }
            s.cands.set(lo, nl);
            s.cands.set(hi, nh);
            changed = true;
        }
    }
    Ok(changed)
}

/// Sign-chain line reasoning: a cell greater (directly or through a chain of signs) than k
/// other cells of its row or column is at least k + 1, since those k cells hold k different
/// digits; a cell less than k cells of its line is at most n - k.
///
/// The step's cells are the cell then the k cells; its `digits` are the range the cell is
/// confined to (k+1..=n when greater, 1..=n-k when less).
pub fn sign_chain(ctx: &Ctx, s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for cell in members(s.open()) {
        let (r, c) = ((cell / n) as u8, (cell % n) as u8);
        for line in [Line::Row(r), Line::Col(c)] {
            let cells = s.geo.line(line) & !one(cell);
            for greater in [true, false] {
                let others = cells
                    & CellSet::low(if greater {
                        ctx.smaller[cell]
                    } else {
                        ctx.larger[cell]
                    });
                let k = others.count_ones() as usize;
                // One cell is plain sign bounds; n or more means the signs form a cycle.
                if k < 2 || k >= n {
                    continue;
                }
                let range = if greater {
                    above(k as u8, n)
                } else {
                    full(n - k)
                };
                let gone = s.get(cell) & !range;
                if gone == 0 {
                    continue;
                }
                f.cell(cell);
                for o in members(others) {
                    f.cell(o);
                }
                f.line(line);
                f.remove(cell, gone);
                f.digits = range;
                return true;
            }
        }
    }
    false
}

/// Futoshiki's ladder, cheapest first. The order inside a level is the order a reader tries
/// them in; the solver restarts from the top after every step.
pub fn ladder<'a>() -> [Rung<Ctx<'a>>; 13] {
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
            technique: &SIGN_BOUNDS,
            find: sign_bounds,
            sweep: Some(|k, s, _| sign_bounds_sweep(k, s)),
        },
        Rung {
            technique: &SIGN_CHAIN,
            find: sign_chain,
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

/// The solver's starting state for `p`: givens placed, nothing else done. Replaying a solve's
/// steps from here reproduces its final grid.
pub fn start(p: &Puzzle) -> Result<State, logic::Contradiction> {
    State::start(crate::solve::Rules::start(p))
}

/// Runs the step solver on `p` with techniques up to `max`, recording steps when asked.
pub fn solve(p: &Puzzle, max: Level, record: bool) -> Solve {
    let mut steps = Vec::new();
    let ctx = Ctx::new(p, max);
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

/// True when the solver limited to `max` finishes `p`, recording nothing. `Guessing` adds
/// trial and error, so it finishes any puzzle that has a solution.
pub fn finishes(p: &Puzzle, max: Level) -> bool {
    let ctx = Ctx::new(p, max);
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
    use super::*;

    #[test]
    fn ladder_is_ordered_by_level_then_weight() {
        // The solver tries rungs in this order and a grade names the heaviest technique used,
        // so a later rung must never weigh less than an earlier one.
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
    use crate::futoshiki::Sign;
    use crate::latin::bit;
    use crate::solve::logic::testing::{removals, state};

    fn find(
        p: &Puzzle,
        s: &State,
        technique: fn(&Ctx, &State, &mut Found) -> bool,
    ) -> Option<Found> {
        let ctx = Ctx::new(p, Level::Hard);
        let mut f = Found::default();
        if technique(&ctx, s, &mut f) {
            Some(f)
        } else {
            assert!(f.is_empty());
            None
        }
    }

    fn puzzle(n: usize, signs: &[(usize, usize)]) -> Puzzle {
        let signs = signs.iter().map(|&(l, g)| Sign::new(l, g)).collect();
        Puzzle::new(n, vec![0; n * n], signs).unwrap()
    }

    #[test]
    fn sign_bounds_trims_both_cells() {
        // r1c1 < r1c2 in a 4x4, r1c2 at most 3, r1c1 at least 2.
        let p = puzzle(4, &[(0, 1)]);
        let s = state(4, "234 123 . . . . . . . . . . . . . .");
        let f = find(&p, &s, sign_bounds).expect("fires");
        assert_eq!(f.cells(), [0, 1]);
        // r1c1 < 3 keeps only 2; r1c2 > 2 keeps only 3.
        assert_eq!(
            removals(&f),
            vec![(0, bit(3) | bit(4)), (1, bit(1) | bit(2))]
        );
    }

    #[test]
    fn sign_bounds_one_sided_and_quiet() {
        let p = puzzle(4, &[(0, 1)]);
        // Only the greater cell's floor moves: 1 is the least r1c1 can be.
        let s = state(4, ". . . . . . . . . . . . . . . .");
        let f = find(&p, &s, sign_bounds).expect("fires");
        assert_eq!(removals(&f), vec![(0, bit(4)), (1, bit(1))]);
        // Already consistent: r1c1 in {1,2}, r1c2 in {3,4}.
        let s = state(4, "12 34 . . . . . . . . . . . . . .");
        assert!(find(&p, &s, sign_bounds).is_none());
    }

    #[test]
    fn sign_chain_counts_cells_of_one_line() {
        // 5x5, r1c2 is greater than r1c1 and r1c3: at least 3. Sign bounds alone stop at 2.
        let p = puzzle(5, &[(0, 1), (2, 1)]);
        let s = state(5, &format!(". 2345 {}", ". ".repeat(23)));
        let f = find(&p, &s, sign_chain).expect("fires");
        assert_eq!(f.cells(), [1, 0, 2]);
        assert_eq!(f.lines(), [Line::Row(0)]);
        assert_eq!(removals(&f), vec![(1, bit(2))]);
        assert_eq!(f.digits, bit(3) | bit(4) | bit(5));
        // Once it is at least 3, nothing more.
        let s = state(5, &format!(". 345 {}", ". ".repeat(23)));
        assert!(find(&p, &s, sign_chain).is_none());
    }

    #[test]
    fn sign_chain_follows_signs_through_other_lines() {
        // 5x5: r1c2 > r2c2 > r2c3 > r1c3 and r1c2 > r1c1, so in row 1 r1c2 exceeds r1c1 and
        // r1c3: at least 3. In column 2 it exceeds only r2c2. r2c3 is less than r2c2 and
        // r1c2, in different lines: no column or row count beyond 1 for it.
        let p = puzzle(5, &[(6, 1), (7, 6), (2, 7), (0, 1)]);
        let s = state(5, &". ".repeat(25));
        let f = find(&p, &s, sign_chain).expect("fires");
        assert_eq!(f.cells(), [1, 0, 2]);
        assert_eq!(removals(&f), vec![(1, bit(1) | bit(2))]);
    }

    #[test]
    fn sign_chain_quiet_when_cells_are_in_different_lines() {
        // r1c1 > r1c2 and r1c1 > r2c1: one smaller cell per line, nothing beyond sign bounds.
        let p = puzzle(4, &[(1, 0), (4, 0)]);
        let s = state(4, "234 . . . . . . . . . . . . . . .");
        assert!(find(&p, &s, sign_chain).is_none());
    }

    #[test]
    fn sign_chain_mirror_caps_a_cell() {
        // 4x4: r2c1 is less than r1c1, r3c1 (directly) and r4c1 (through r3c1): at most 1.
        let p = puzzle(4, &[(4, 0), (4, 8), (8, 12)]);
        let s = state(4, &". ".repeat(16));
        let f = find(&p, &s, sign_chain).expect("fires");
        assert_eq!(f.cells(), [4, 0, 8, 12]);
        assert_eq!(f.lines(), [Line::Col(0)]);
        assert_eq!(removals(&f), vec![(4, bit(2) | bit(3) | bit(4))]);
        assert_eq!(f.digits, bit(1));
    }

    /// A random answer (a shuffled cyclic square) and a puzzle showing `sign_pct` percent of
    /// its signs and `givens` of its digits.
    fn random_puzzle(seed: u64, n: usize, sign_pct: u32, givens: usize) -> (Puzzle, Vec<u8>) {
        use rand::RngExt;
        use rand::seq::SliceRandom;
        let mut rng = crate::seed::rng(seed);
        let mut rows: Vec<usize> = (0..n).collect();
        let mut cols: Vec<usize> = (0..n).collect();
        let mut syms: Vec<u8> = (1..=n as u8).collect();
        rows.shuffle(&mut rng);
        cols.shuffle(&mut rng);
        syms.shuffle(&mut rng);
        let answer: Vec<u8> = (0..n * n)
            .map(|i| syms[(rows[i / n] + cols[i % n]) % n])
            .collect();
        let signs: Vec<Sign> = Puzzle::all_signs(n, &answer)
            .signs()
            .iter()
            .copied()
            .filter(|_| rng.random_range(0..100) < sign_pct)
            .collect();
        let mut cells: Vec<usize> = (0..n * n).collect();
        cells.shuffle(&mut rng);
        let mut shown = vec![0; n * n];
        for &c in &cells[..givens] {
            shown[c] = answer[c];
        }
        (Puzzle::new(n, shown, signs).unwrap(), answer)
    }

    /// A spread of random puzzles over orders 4 to 7, sign densities and given counts: most
    /// have several answers, so the ladder gets stuck on them.
    fn loose() -> impl Iterator<Item = (Puzzle, Vec<u8>)> {
        (0..160u64).map(|seed| {
            let n = 4 + (seed % 4) as usize;
            let sign_pct = [100, 80, 60, 45][(seed / 4 % 4) as usize];
            let givens = (seed / 16 % 5) as usize;
            random_puzzle(seed, n, sign_pct, givens)
        })
    }

    /// A puzzle made the way a generator does: all signs, digits added until the full ladder
    /// finishes, then each clue dropped (in random order) while it still does. The ladder is
    /// sound, so these have one answer; their grades spread over the levels.
    fn tight(seed: u64, n: usize) -> (Puzzle, Vec<u8>) {
        use rand::seq::SliceRandom;
        let (mut p, answer) = random_puzzle(seed, n, 100, 0);
        let mut rng = crate::seed::rng(seed ^ 0x5eed);
        let mut cells: Vec<usize> = (0..n * n).collect();
        cells.shuffle(&mut rng);
        for &c in &cells {
            if finishes(&p, Level::Hard) {
                break;
            }
            p = p.with_given(c, answer[c]);
        }
        for &c in &cells {
            if p.givens()[c] != 0 && finishes(&p.without_given(c), Level::Hard) {
                p = p.without_given(c);
            }
        }
        let mut order: Vec<Sign> = p.signs().to_vec();
        order.shuffle(&mut rng);
        for sign in order {
            let i = p.signs().iter().position(|&s| s == sign).unwrap();
            let thinner = p.without_sign(i);
            if finishes(&thinner, Level::Hard) {
                p = thinner;
            }
        }
        (p, answer)
    }

    fn tights() -> impl Iterator<Item = (Puzzle, Vec<u8>)> {
        (0..48u64).map(|seed| tight(seed, 4 + (seed % 4) as usize))
    }

    fn sample() -> impl Iterator<Item = (Puzzle, Vec<u8>)> {
        loose().chain(tights())
    }

    #[test]
    fn never_removes_the_answer() {
        for (p, answer) in sample() {
            let run = solve(&p, Level::Hard, true);
            let state = run.state.expect("givens agree with the answer");
            assert!(
                !matches!(run.outcome, Outcome::Contradiction(_)),
                "{p:?}: {:?}",
                run.outcome
            );
            for (cell, &d) in answer.iter().enumerate() {
                assert!(
                    state.get(cell) & bit(d) != 0,
                    "{p:?} lost {d} at {cell} after {:?}",
                    run.steps.last()
                );
            }
            if run.outcome == Outcome::Solved {
                assert_eq!(state.cands.solution().unwrap(), answer);
            }
        }
    }

    #[test]
    fn steps_replay_to_the_final_grid() {
        for (p, _) in sample() {
            let run = solve(&p, Level::Hard, true);
            let mut replay = start(&p).unwrap().cands;
            for step in &run.steps {
                step.apply(&mut replay);
            }
            assert_eq!(replay, run.state.unwrap().cands);
        }
    }

    #[test]
    fn grades_are_consistent_with_finishes() {
        let mut seen = std::collections::BTreeMap::new();
        for (p, answer) in sample() {
            let g = crate::futoshiki::grade(&p);
            *seen.entry(g.level).or_insert(0) += 1;
            assert!(crate::futoshiki::finishes(&p, g.level), "{p:?} at {g:?}");
            if let Some(lower) = crate::kind::level_below(&crate::futoshiki::Futoshiki, g.level) {
                assert!(!crate::futoshiki::finishes(&p, lower), "{p:?} at {lower}");
            }
            let top = g.steps.iter().map(|s| s.technique.level).max();
            if g.level != Level::Guessing {
                assert_eq!(top.unwrap_or(Level::Easy), g.level);
            }
            assert_eq!(g.hardest.map(|t| t.level), top);
            assert_eq!(
                g.score,
                g.steps.iter().map(|s| s.technique.weight).sum::<u32>()
            );
            if g.level != Level::Guessing {
                assert!(p.accepts(&answer));
            }
        }
        // The sample exercises every rung.
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Guessing] {
            assert!(seen.get(&level).is_some_and(|&k| k > 0), "{seen:?}");
        }
    }

    #[test]
    fn fast_path_reaches_the_same_grid_as_the_recorded_one() {
        for (p, _) in sample() {
            for level in Level::BOOK {
                let slow = solve(&p, level, true);
                let fast = solve(&p, level, false);
                assert_eq!(slow.outcome, fast.outcome, "{p:?} at {level}");
                if !matches!(slow.outcome, Outcome::Contradiction(_)) {
                    let (a, b) = (slow.state.unwrap(), fast.state.unwrap());
                    assert_eq!(a.cands, b.cands, "{p:?} at {level}");
                    assert_eq!(a.placed, b.placed, "{p:?} at {level}");
                }
            }
        }
    }

    #[test]
    fn every_technique_is_used_somewhere() {
        let mut used = std::collections::BTreeSet::new();
        for (p, _) in sample() {
            for step in solve(&p, Level::Hard, true).steps {
                used.insert(step.technique.name);
            }
        }
        // Quads never come first up to 7x7: a line has at most 7 open cells, so a quad's
        // complement is a pair or triple, which is tried first. Their own tests are by hand.
        let all: Vec<&str> = ladder()
            .iter()
            .map(|r| r.technique.name)
            .filter(|name| !name.ends_with("-quad"))
            .collect();
        let missing: Vec<&&str> = all.iter().filter(|t| !used.contains(*t)).collect();
        assert!(missing.is_empty(), "never used: {missing:?}");
    }

    #[test]
    fn explanations_name_the_cells_and_digits() {
        use crate::latin::cell_name;
        use crate::solve::explain::display_name;
        let describe = |n: usize, step: &crate::solve::logic::Step| {
            let en = crate::words::Language::En;
            let text = crate::futoshiki::words::step(en, n, step);
            crate::solve::words::tagged(en, step.technique.name, &text)
        };
        for (p, _) in sample().take(60) {
            let n = p.order();
            for step in solve(&p, Level::Hard, true).steps {
                let text = describe(n, &step);
                assert!(
                    text.ends_with(&format!("({}).", display_name(step.technique.name))),
                    "{text}"
                );
                for &(c, d) in &step.placed {
                    assert!(text.contains(&format!("{} must be {d}", cell_name(n, c))));
                }
                if step.placed.is_empty() {
                    for &(c, m) in &step.removed {
                        assert!(text.contains(&cell_name(n, c)), "{text}");
                        for d in crate::latin::digits(m) {
                            assert!(text.contains(&d.to_string()), "{text}");
                        }
                    }
                }
                // A fish names its lines rather than its cells.
                let fish = step.technique.name == "x-wing" || step.technique.name == "swordfish";
                for &c in step.cells.iter().filter(|_| !fish) {
                    assert!(text.contains(&cell_name(n, c)), "{text}");
                }
            }
        }
    }

    #[test]
    fn contradictions_are_reported() {
        // Two 3s given in row 1.
        let mut givens = vec![0; 16];
        givens[0] = 3;
        givens[2] = 3;
        let p = Puzzle::new(4, givens, vec![]).unwrap();
        assert!(matches!(
            solve(&p, Level::Hard, true).outcome,
            Outcome::Contradiction(_)
        ));
        assert_eq!(crate::futoshiki::grade(&p).level, Level::Guessing);
        assert!(!crate::futoshiki::finishes(&p, Level::Guessing));
        // r1c1 < r1c2 = 1: the sign leaves r1c1 empty.
        let mut givens = vec![0; 16];
        givens[1] = 1;
        let p = Puzzle::new(4, givens, vec![Sign::new(0, 1)]).unwrap();
        let run = solve(&p, Level::Easy, false);
        assert!(matches!(run.outcome, Outcome::Contradiction(_)), "{run:?}");
    }

    #[test]
    fn guessing_finishes_what_has_an_answer() {
        // No clue at all: many answers, the ladder is stuck, trial and error fills it.
        let p = Puzzle::new(5, vec![0; 25], vec![]).unwrap();
        assert!(!crate::futoshiki::finishes(&p, Level::Hard));
        assert!(crate::futoshiki::finishes(&p, Level::Guessing));
    }
}
