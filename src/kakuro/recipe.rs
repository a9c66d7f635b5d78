//! The recipe: a block pattern, a fill, the sums read off the fill, then the fill changed
//! where a second answer differs until the sums have one answer; kept when the ladder limited
//! to the level finishes it (the shared driver in [`crate::generate`] turns it away when the
//! level below also finishes it).
//!
//! Patterns are symmetric under a half turn of the grid inside the clue row and column, as
//! published Kakuro are; no white cell is alone in its row or column stretch, no run is longer
//! than the level allows (short runs have few ways to make their sums, so easy grids keep them
//! short), and the white cells hang together.

use super::Puzzle;
use crate::solve::Level;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// Longest run a pattern of the level may have.
pub fn max_run(level: Level) -> usize {
    match level {
        Level::Easy => 5,
        Level::Medium => 7,
        _ => 6,
    }
}

/// Share of the cells inside the clue row and column that start as blocks.
fn block_share(level: Level) -> f64 {
    match level {
        Level::Easy => 0.26,
        Level::Medium => 0.22,
        _ => 0.24,
    }
}

/// Patterns an attempt at a grid over 169 cells draws before giving up.
const PATTERN_DRAWS: usize = 20;

/// Fills of one pattern tried before drawing another.
const FILLS: usize = 3;

/// Changes made to one fill, each steering it towards its level, before it is given up.
const STEPS: usize = 60;

/// Changes weighed before each one made.
fn tries(level: Level) -> usize {
    // Hard's changes are chosen with more care (see `steer`): fewer need weighing, and each
    // weighing (propagation and sum arithmetic) costs more than at the levels below.
    if level >= Level::Hard { 8 } else { 12 }
}

/// Steps a hard fill may go without coming nearer (fewer cells open, or a single answer)
/// before it is given up: traces of the steering show fills stuck for 20 to 40 steps on a
/// few cells that swap, which a new fill leaves behind sooner.
const HARD_STALL: usize = 15;

/// One puzzle for the level, or `None` when this try gives none.
pub fn attempt(
    w: usize,
    h: usize,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> Option<(Puzzle, Vec<u8>)> {
    attempt_or_why(w, h, level, rng).ok()
}

/// How a fill's sums stand against the level.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Verdict {
    /// One answer, the level's solver finishes it and the level below does not.
    Right,
    /// Finished below the level: some run must lose its foothold.
    TooEasy,
    /// Not finished at the level: `open` cells are left after every run is narrowed to its
    /// exact options.
    TooHard { open: usize },
}

/// [`attempt`], or the stage that gave nothing (for measuring the recipe).
///
/// A fill's sums rarely have one answer, and a random change of a digit rarely brings them
/// closer: the fill is steered instead. Every run narrowed to its exact options (the
/// counter's propagation, as strong as the medium rungs) leaves some cells open; of a few
/// changes to a digit in or beside them, the one leaving the fewest open is made. Once
/// nothing is open the answer is the only one (propagation is sound); when that is too easy
/// for the level, a digit is changed where it keeps the answer single and takes an easy
/// foothold away. Hard wants the band a person closes by sum arithmetic: a few cells open
/// after propagation, which its ladder finishes.
pub fn attempt_or_why(
    w: usize,
    h: usize,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> Result<(Puzzle, Vec<u8>), &'static str> {
    // Past 13x13 most random patterns are turned away (a hard 15x15 took about 800 tries a
    // puzzle): such an attempt draws several, keeping the tries far from the driver's limit.
    // Smaller grids draw one, as they always did.
    let draws = if w * h > 169 { PATTERN_DRAWS } else { 1 };
    let white = (0..draws)
        .find_map(|_| pattern(w, h, level, rng))
        .ok_or("pattern")?;
    let mut why = "fill";
    for _ in 0..FILLS {
        let Some(mut answer) = fill(w, h, &white, rng) else {
            continue;
        };
        why = "steps";
        let mut p = Puzzle::from_answer(w, h, &answer).map_err(|_| "clues")?;
        // The pattern stays, so do the bands sum arithmetic weighs.
        let bands = super::solve::bands(&p);
        let mut now = Eval::of(&p, level, &bands);
        let (mut nearest, mut since) = (usize::MAX, 0);
        // A larger grid has more cells to steer: the steps grow with it (grids up to 10x10
        // keep the 60 they were tuned on).
        let scale = |n: usize| n * (w * h).max(100) / 100;
        for _ in 0..scale(STEPS) {
            let verdict = judge(&p, level, &now);
            if level >= Level::Hard {
                let score = hard_score(&now);
                if score < nearest {
                    (nearest, since) = (score, 0);
                } else {
                    since += 1;
                    if since >= scale(HARD_STALL) {
                        break;
                    }
                }
            }
            if verdict == Verdict::Right {
                // The exact counter has the last word on uniqueness.
                return match super::count::count(&p, 2) {
                    Ok(1) => Ok((p, answer)),
                    _ => Err("count"),
                };
            }
            let aim = Aim {
                level,
                bands: &bands,
            };
            let Some((c, d, next)) = steer(&p, &answer, aim, verdict, &now, rng) else {
                break;
            };
            change(&mut p, &mut answer, c, d);
            now = next;
        }
    }
    Err(why)
}

/// Where `p` stands for `level`.
fn judge(p: &Puzzle, level: Level, now: &Eval) -> Verdict {
    let (open, hard_open) = (now.open, now.hard_open);
    if level >= Level::Hard && open == 0 {
        // The medium rungs (exact options of every run) finish it: too easy, whatever the
        // hard ladder says, so the step solver need not run (hard's steering passes through
        // many such fills on its way).
        return Verdict::TooEasy;
    }
    let finishes = match level {
        Level::Easy => super::solve::finishes(p, level),
        // Nothing open: one answer, and the medium rungs (exact options of every run)
        // finish it.
        Level::Medium => open == 0,
        _ => hard_open == 0 && super::solve::finishes(p, level),
    };
    if !finishes {
        let left = if level >= Level::Hard {
            hard_open
        } else {
            open
        };
        return Verdict::TooHard { open: left.max(1) };
    }
    let easier = match level {
        Level::Easy => false,
        Level::Medium => super::solve::finishes(p, Level::Easy),
        _ => open == 0,
    };
    if easier {
        Verdict::TooEasy
    } else {
        Verdict::Right
    }
}

/// What propagation leaves of a fill's sums.
struct Eval {
    /// Cells left with more than one digit once every run has its exact options (0 when
    /// that propagation alone decides the grid).
    open: usize,
    /// For hard, those left once sum arithmetic joins in (else the same).
    hard_open: usize,
    /// The candidates left (after sum arithmetic too, for hard).
    cands: Vec<crate::latin::Mask>,
}

impl Eval {
    fn of(p: &Puzzle, level: Level, bands: &[super::solve::Band]) -> Eval {
        let open = |c: &[crate::latin::Mask]| c.iter().filter(|m| m.count_ones() > 1).count();
        let mut cands: Vec<crate::latin::Mask> = (0..p.width * p.height)
            .map(|c| if p.white[c] { 0x1ff } else { 0 })
            .collect();
        // The fill is an answer, so no narrowing can find a contradiction.
        super::count::narrow(p, &mut cands);
        let first = open(&cands);
        if level < Level::Hard || first == 0 {
            return Eval {
                open: first,
                hard_open: first,
                cands,
            };
        }
        super::solve::narrow_hard(p, bands, &mut cands);
        Eval {
            open: first,
            hard_open: open(&cands),
            cands,
        }
    }
}

/// How far a fill is from hard, as hard's steering weighs it (lower is nearer): 0 for some
/// cells open to propagation that sum arithmetic closes (hard), 1 for a single answer that
/// propagation alone reaches (one change from hard: a change that opens cells there often
/// leaves sum arithmetic able to close them), else the cells sum arithmetic leaves open.
/// Taking the single answer as the next best lets the steering leave a few cells that swap
/// (four open, which sum arithmetic never closes and which it used to prefer to a single
/// answer, once for 40 steps); it made 40 % fewer changes a hard puzzle.
fn hard_score(e: &Eval) -> usize {
    match (e.open, e.hard_open) {
        (0, _) => 1,
        (_, 0) => 0,
        // Never fewer than two: one cell alone cannot be open when the rest are decided.
        (_, h) => h.max(2),
    }
}

/// Sets white cell `c` to `d`, with the sums of its two runs.
fn change(p: &mut Puzzle, answer: &mut [u8], c: usize, d: u8) {
    let old = answer[c] as u32;
    answer[c] = d;
    for r in p.runs_at(c) {
        p.runs[r].sum = p.runs[r].sum - old + d as u32;
    }
}

/// What a fill is steered towards: a level, weighed with the pattern's bands (which stay
/// while the digits change).
#[derive(Clone, Copy)]
struct Aim<'a> {
    level: Level,
    bands: &'a [super::solve::Band],
}

/// The change of one digit that moves `p` (standing at `now`, judged `verdict`) towards the
/// aim's level, of a few weighed; `None` when no digit can change.
fn steer(
    p: &Puzzle,
    answer: &[u8],
    aim: Aim,
    verdict: Verdict,
    now: &Eval,
    rng: &mut ChaCha8Rng,
) -> Option<(usize, u8, Eval)> {
    let Aim { level, bands } = aim;
    let mut q = p.clone();
    let mut a = answer.to_vec();
    let whites: Vec<usize> = (0..answer.len()).filter(|&c| answer[c] != 0).collect();
    // Where to look: the open cells and their run mates when too hard, anywhere else.
    let near: Vec<usize> = match verdict {
        Verdict::TooHard { .. } => {
            let cands = &now.cands;
            let mut mark = vec![false; answer.len()];
            for &c in &whites {
                if cands[c].count_ones() > 1 {
                    for r in p.runs_at(c) {
                        for &o in &p.runs[r].cells {
                            mark[o as usize] = true;
                        }
                    }
                }
            }
            whites.iter().copied().filter(|&c| mark[c]).collect()
        }
        _ => whites.clone(),
    };
    let pool = if near.is_empty() { &whites } else { &near };
    let mut best: Option<(usize, (usize, u8, Eval))> = None;
    for _ in 0..tries(level) {
        let c = pool[rng.random_range(0..pool.len())];
        let used = used_around(p.width, answer, c);
        let free: Vec<u8> = (1..=9u8)
            .filter(|&d| d != answer[c] && used & (1 << d) == 0)
            .collect();
        if free.is_empty() {
            continue;
        }
        let mut d = free[rng.random_range(0..free.len())];
        if level >= Level::Hard && matches!(verdict, Verdict::TooHard { .. }) {
            // Of two digits, the one whose runs' new sums can be made in fewer ways: sums
            // with few ways close open cells. Two, not all nine: the best of nine made more
            // runs of one way than books print (27 % of runs against 22 %); of two, with a
            // sum of one way counted as two, the share stays at 22 %.
            let other = free[rng.random_range(0..free.len())];
            if ways_after(p, answer, c, other) < ways_after(p, answer, c, d) {
                d = other;
            }
        }
        let old = answer[c];
        change(&mut q, &mut a, c, d);
        let e = Eval::of(&q, level, bands);
        let open = e.open;
        let score = if level >= Level::Hard {
            hard_score(&e)
        } else if verdict == Verdict::TooEasy {
            // Keep the answer single (nothing open) and take an easy foothold away: any
            // change that keeps it single is as good, the next judgement says if it worked.
            if open > 0 { usize::MAX / 2 + open } else { 0 }
        } else {
            open
        };
        change(&mut q, &mut a, c, old);
        if best.as_ref().is_none_or(|(s, _)| score < *s) {
            best = Some((score, (c, d, e)));
        }
    }
    best.map(|(_, m)| m)
}

/// The ways of making the sums of the two runs through `c` (multiplied) once its digit is
/// `d`, a sum of one way counted as two.
fn ways_after(p: &Puzzle, answer: &[u8], c: usize, d: u8) -> usize {
    p.runs_at(c)
        .iter()
        .map(|&r| {
            let run = &p.runs[r];
            let sum = run.sum - answer[c] as u32 + d as u32;
            // A sum of one way counts as two: preferring them made more runs of one way (3
            // in two, 17 in two) than books print.
            crate::sums::combinations(run.cells.len(), sum, 9)
                .len()
                .max(2)
        })
        .product()
}

/// The digits of the other cells of the runs through white cell `c` (bit `d` for digit `d`).
fn used_around(w: usize, grid: &[u8], c: usize) -> u16 {
    let mut used = 0u16;
    for step in [1isize, -1, w as isize, -(w as isize)] {
        let mut o = c as isize + step;
        while o >= 0 && (o as usize) < grid.len() {
            let ou = o as usize;
            // An across step must stay in the row.
            if step.abs() == 1 && ou / w != c / w {
                break;
            }
            if grid[ou] == 0 {
                break;
            }
            used |= 1 << grid[ou];
            o += step;
        }
    }
    used
}

/// A block pattern for the level: white cells as true, row-major.
pub fn pattern(w: usize, h: usize, level: Level, rng: &mut ChaCha8Rng) -> Option<Vec<bool>> {
    let mut white = vec![false; w * h];
    for r in 1..h {
        for c in 1..w {
            white[r * w + c] = true;
        }
    }
    // The half-turn partner of an inner cell.
    let mirror = |i: usize| (h - i / w) * w + (w - i % w);
    let inner: Vec<usize> = (0..w * h).filter(|&i| white[i]).collect();
    let target = (inner.len() as f64 * block_share(level)) as usize;
    let mut blocks = 0;
    while blocks < target {
        let i = inner[rng.random_range(0..inner.len())];
        if white[i] {
            let m = mirror(i);
            white[i] = false;
            blocks += 1;
            if white[m] {
                white[m] = false;
                blocks += 1;
            }
        }
    }
    // Past 12x12, easy's runs of at most five need so many blocks that whole corners went
    // dark (a 15x15 on a diagonal band): there easy runs may have six and keeps the rule
    // against dark squares. Grids up to 12x12 are drawn as they always were.
    let big = w * h > 144;
    let longest = if big && level == Level::Easy {
        6
    } else {
        max_run(level)
    };
    // Repair until every run has 2 to `longest` cells.
    for _ in 0..4 * w * h {
        let Some(bad) = first_bad_run(w, h, &white, longest) else {
            return (hangs_together(w, h, &white)
                && reaches_every_edge(w, h, &white)
                && ((level < Level::Medium && !big) || !block_field(w, h, &white)))
            .then_some(white);
        };
        let cell = match bad {
            Bad::Lone(c) => c,
            Bad::Long(cells) => cells[rng.random_range(1..cells.len() - 1)],
        };
        white[cell] = false;
        white[mirror(cell)] = false;
    }
    None
}

enum Bad {
    Lone(usize),
    Long(Vec<usize>),
}

/// The first run of one cell, or longer than `longest`, across then down.
fn first_bad_run(w: usize, h: usize, white: &[bool], longest: usize) -> Option<Bad> {
    for across in [true, false] {
        let (lines, len) = if across { (h, w) } else { (w, h) };
        let at = |l: usize, i: usize| if across { l * w + i } else { i * w + l };
        for l in 0..lines {
            let mut i = 0;
            while i < len {
                if !white[at(l, i)] {
                    i += 1;
                    continue;
                }
                let start = i;
                while i < len && white[at(l, i)] {
                    i += 1;
                }
                let cells: Vec<usize> = (start..i).map(|k| at(l, k)).collect();
                if cells.len() == 1 {
                    return Some(Bad::Lone(cells[0]));
                }
                if cells.len() > longest {
                    return Some(Bad::Long(cells));
                }
            }
        }
    }
    None
}

/// True when the white cells reach the second row and column and the last ones: a grid
/// with a line of blocks only along an edge prints a strip of wasted squares (a 6x6 once
/// used just three of its columns).
fn reaches_every_edge(w: usize, h: usize, white: &[bool]) -> bool {
    (1..h).any(|r| white[r * w + 1])
        && (1..h).any(|r| white[r * w + w - 1])
        && (1..w).any(|c| white[w + c])
        && (1..w).any(|c| white[(h - 1) * w + c])
}

/// True when some 3x3 square inside the clue row and column is all blocks: at medium and hard
/// the blocks otherwise gather in whole dark corners (a 10x10 hard page with a third of its
/// squares wasted, a 13x13 medium with a dark 6x5 corner). Easy keeps them: its short runs
/// need the blocks, and its grids stop at 12x12.
fn block_field(w: usize, h: usize, white: &[bool]) -> bool {
    (1..h.saturating_sub(2)).any(|r| {
        (1..w.saturating_sub(2))
            .any(|c| (0..3).all(|i| (0..3).all(|j| !white[(r + i) * w + c + j])))
    })
}

/// True when the white cells are one piece, and at least a third of the inner grid.
fn hangs_together(w: usize, h: usize, white: &[bool]) -> bool {
    let total = white.iter().filter(|&&x| x).count();
    if total * 3 < (w - 1) * (h - 1) {
        return false;
    }
    let Some(start) = white.iter().position(|&x| x) else {
        return false;
    };
    let mut seen = vec![false; w * h];
    let mut stack = vec![start];
    seen[start] = true;
    let mut n = 0;
    while let Some(c) = stack.pop() {
        n += 1;
        let (r, col) = (c / w, c % w);
        let mut next = Vec::with_capacity(4);
        if r > 0 {
            next.push(c - w);
        }
        if r + 1 < h {
            next.push(c + w);
        }
        if col > 0 {
            next.push(c - 1);
        }
        if col + 1 < w {
            next.push(c + 1);
        }
        for o in next {
            if white[o] && !seen[o] {
                seen[o] = true;
                stack.push(o);
            }
        }
    }
    n == total
}

/// A random fill of the white cells, digits different in every run; `None` when the search
/// runs too long.
fn fill(w: usize, h: usize, white: &[bool], rng: &mut ChaCha8Rng) -> Option<Vec<u8>> {
    let cells: Vec<usize> = (0..w * h).filter(|&c| white[c]).collect();
    let mut grid = vec![0u8; w * h];
    let mut budget = 20_000u32;
    fn go(
        w: usize,
        cells: &[usize],
        i: usize,
        grid: &mut Vec<u8>,
        rng: &mut ChaCha8Rng,
        budget: &mut u32,
    ) -> bool {
        if i == cells.len() {
            return true;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let c = cells[i];
        let used = used_around(w, grid, c);
        let mut free: Vec<u8> = (1..=9u8).filter(|&d| used & (1 << d) == 0).collect();
        // Shuffle.
        for k in (1..free.len()).rev() {
            let j = rng.random_range(0..=k);
            free.swap(k, j);
        }
        for d in free {
            grid[c] = d;
            if go(w, cells, i + 1, grid, rng, budget) {
                return true;
            }
        }
        grid[c] = 0;
        false
    }
    go(w, &cells, 0, &mut grid, rng, &mut budget).then_some(grid)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn patterns_are_symmetric_with_runs_of_two_to_the_levels_longest() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut made = 0;
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let before = made;
            for (w, h) in [(8, 8), (10, 10), (12, 9)] {
                for _ in 0..20 {
                    let Some(white) = pattern(w, h, level, &mut rng) else {
                        continue;
                    };
                    made += 1;
                    for r in 1..h {
                        for c in 1..w {
                            assert_eq!(white[r * w + c], white[(h - r) * w + (w - c)]);
                        }
                    }
                    assert!(first_bad_run(w, h, &white, max_run(level)).is_none());
                    assert!(hangs_together(w, h, &white));
                    assert!(reaches_every_edge(w, h, &white));
                    assert!(level < Level::Medium || !block_field(w, h, &white));
                    assert!((0..w).all(|c| !white[c]) && (0..h).all(|r| !white[r * w]));
                }
            }
            assert!(made > before, "no {level} pattern");
        }
        // Hard's short runs (6 at most) turn more drafts away (27 of these 180 are made); a
        // draft is cheap beside the fill's steering.
        assert!(made >= 20, "only {made} patterns of 180");
    }

    #[test]
    fn fills_keep_digits_different_in_every_run() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..20 {
            let Some(white) = pattern(10, 10, Level::Hard, &mut rng) else {
                continue;
            };
            let g = fill(10, 10, &white, &mut rng).unwrap();
            let p = Puzzle::from_answer(10, 10, &g).unwrap();
            assert!(p.accepts(&g));
        }
    }

    /// The steering's fast propagation and the step solver agree on every fill it passes
    /// through: nothing open to exact run options exactly when the medium ladder finishes,
    /// and nothing open once sum arithmetic joins in exactly when the hard ladder does (a
    /// fill judged hard by the one and not the other would be steered past, or kept wrongly).
    #[test]
    fn fast_propagation_and_the_step_solver_agree_on_steered_fills() {
        let mut rng = ChaCha8Rng::seed_from_u64(17);
        let (mut states, mut closed, mut hard) = (0, 0, 0);
        let limit = if cfg!(debug_assertions) { 400 } else { 4000 };
        while states < limit {
            let Some(white) = pattern(8, 8, Level::Hard, &mut rng) else {
                continue;
            };
            let mut answer = fill(8, 8, &white, &mut rng).unwrap();
            let mut p = Puzzle::from_answer(8, 8, &answer).unwrap();
            let bands = super::super::solve::bands(&p);
            let mut now = Eval::of(&p, Level::Hard, &bands);
            for _ in 0..STEPS {
                states += 1;
                let by_steps = super::super::solve::finishes(&p, Level::Hard);
                assert_eq!(now.hard_open == 0, by_steps, "{:?}", p.runs);
                let medium = super::super::solve::finishes(&p, Level::Medium);
                assert_eq!(now.open == 0, medium, "{:?}", p.runs);
                closed += usize::from(by_steps);
                hard += usize::from(by_steps && !medium);
                let verdict = judge(&p, Level::Hard, &now);
                let aim = Aim {
                    level: Level::Hard,
                    bands: &bands,
                };
                let Some((c, d, next)) = steer(&p, &answer, aim, verdict, &now, &mut rng) else {
                    break;
                };
                change(&mut p, &mut answer, c, d);
                now = next;
            }
        }
        // The comparison must meet fills of every kind: closed by propagation, and hard.
        assert!(
            closed > 20 && hard > 5,
            "{closed} closed, {hard} hard of {states}"
        );
    }

    #[test]
    fn attempts_give_one_answer_at_their_level() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for level in [Level::Easy, Level::Medium] {
            let mut got = 0;
            for _ in 0..100 {
                if let Some((p, answer)) = attempt(6, 6, level, &mut rng) {
                    assert_eq!(super::super::count::count(&p, 2).unwrap(), 1);
                    assert!(p.accepts(&answer));
                    assert!(super::super::solve::finishes(&p, level));
                    got += 1;
                }
            }
            assert!(got > 0, "{level}");
        }
    }

    /// Where tries end, by stage: `cargo test --release --lib recipe_yield -- --ignored
    /// --nocapture`.
    #[test]
    #[ignore]
    fn recipe_yield() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for (w, h) in [(6, 6), (8, 8), (10, 10)] {
                let mut tally = std::collections::BTreeMap::new();
                for _ in 0..100 {
                    let why = attempt_or_why(w, h, level, &mut rng).map_or_else(|e| e, |_| "ok");
                    *tally.entry(why).or_insert(0) += 1;
                }
                println!("{level} {w}x{h}: {tally:?}");
            }
        }
    }
}
