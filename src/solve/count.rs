//! The exact solution counter: stops at a cap (2 answers the uniqueness question).
//!
//! Depth-first search over bitmask candidates. At each node the Latin rules (naked singles
//! leave their row and column, hidden singles are placed) and the kind's own
//! [`Rules::propagate`] run to a joint fixpoint; then the search branches on a cell with the
//! fewest candidates, or on the places of a digit that has only two left in a line when every
//! cell has three or more. A branch copies the fixed-size [`Candidates`] grid, so the hot loop
//! never allocates. The search runs as probes with different digit orders and growing node
//! limits (see [`solve_within`]), which cuts the heavy tail of a single depth-first order.
//!
//! Every search runs under a work budget ([`BUDGET`] nodes): a puzzle that would take longer
//! gets an [`OverBudget`] error instead of holding the caller forever.

use super::Rules;
use crate::latin::{Candidates, MAX_CELLS, MAX_ORDER, Mask, full, single};
use std::sync::atomic::{AtomicU64, Ordering};

/// How many solutions a search found (never more than its cap) and the first of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    pub count: usize,
    /// The first solution found, row-major digits.
    pub solution: Option<Vec<u8>>,
}

/// Search nodes one count may visit: far beyond what any puzzle from a book or a game ID of
/// a supported size needs, small enough to answer within a few seconds.
pub const BUDGET: u64 = 20_000_000;

/// The budget [`solve`] and [`count`] use: [`BUDGET`] unless [`set_budget`] changed it.
static CURRENT_BUDGET: AtomicU64 = AtomicU64::new(BUDGET);

/// Changes the work budget of every later [`solve`] and [`count`] in this process: what
/// `solve --budget N` (a hidden option, for tests of the over-budget path) does.
pub fn set_budget(nodes: u64) {
    CURRENT_BUDGET.store(nodes, Ordering::Relaxed);
}

/// The budget in force: what kinds with their own counter (magic squares) search within.
pub fn budget() -> u64 {
    CURRENT_BUDGET.load(Ordering::Relaxed)
}

/// The counter gave up: the search needed more nodes than its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the solution counter gave up after {nodes} search nodes (its work budget): this puzzle is \
     too open to count; give more clues"
)]
pub struct OverBudget {
    pub nodes: u64,
}

/// Number of solutions, counting no further than `cap`.
pub fn count<R: Rules>(rules: &R, cap: usize) -> Result<usize, OverBudget> {
    solve(rules, cap).map(|c| c.count)
}

/// Number of solutions (at most `cap`) and the first one found.
pub fn solve<R: Rules>(rules: &R, cap: usize) -> Result<Counted, OverBudget> {
    solve_within(rules, cap, CURRENT_BUDGET.load(Ordering::Relaxed))
}

/// Node limit of the first probe; each later probe gets twice the one before.
const FIRST_PROBE: u64 = 2_000;

/// [`solve`] with a budget of `nodes` search nodes.
///
/// A depth-first search has heavy tails: one early wrong digit can trap it in a huge subtree
/// with no solution, where another digit order finds two answers at once. So the search runs
/// as probes, each a complete search with its own digit order (ascending, descending, then
/// fixed shuffles) and a node limit that doubles from probe to probe. A probe that ends within
/// its limit is exact; the answers of probes cut short are pooled, and `cap` different ones
/// settle the count. Nodes of every probe count against the budget.
pub fn solve_within<R: Rules>(rules: &R, cap: usize, nodes: u64) -> Result<Counted, OverBudget> {
    if cap == 0 {
        return Ok(Counted {
            count: 0,
            solution: None,
        });
    }
    let n = rules.order();
    let start = rules.start();
    let (mut spent, mut limit) = (0u64, FIRST_PROBE);
    let mut pooled: Vec<Vec<u8>> = Vec::new();
    for probe in 0u64.. {
        let left = nodes - spent;
        let mut search = Search {
            rules,
            n,
            cap,
            order: digit_order(n, probe),
            found: Vec::new(),
            nodes: 0,
            budget: limit.min(left),
        };
        search.run(start);
        if search.nodes <= search.budget {
            // Finished within its limit (or stopped at the cap): exact.
            return Ok(Counted {
                count: search.found.len(),
                solution: search.found.into_iter().next(),
            });
        }
        spent += search.budget;
        for s in search.found {
            if !pooled.contains(&s) {
                pooled.push(s);
            }
        }
        if pooled.len() >= cap {
            return Ok(Counted {
                count: cap,
                solution: pooled.into_iter().next(),
            });
        }
        if spent >= nodes {
            break;
        }
        limit = limit.saturating_mul(2);
    }
    Err(OverBudget { nodes })
}

/// The order a probe tries digits (and places) in, as bit indices: ascending, descending, then
/// shuffles fixed by the probe number.
fn digit_order(n: usize, probe: u64) -> [u8; MAX_ORDER] {
    let mut order = [0u8; MAX_ORDER];
    for (i, o) in order.iter_mut().enumerate().take(n) {
        *o = i as u8;
    }
    match probe {
        0 => {}
        1 => order[..n].reverse(),
        _ => {
            let mut state = crate::seed::mix(probe);
            for i in (1..n).rev() {
                state = crate::seed::mix(state);
                order.swap(i, (state % (i as u64 + 1)) as usize);
            }
        }
    }
    order
}

struct Search<'a, R> {
    rules: &'a R,
    n: usize,
    cap: usize,
    /// The probe's digit order (see [`digit_order`]).
    order: [u8; MAX_ORDER],
    /// Solutions found, in order, at most `cap`.
    found: Vec<Vec<u8>>,
    nodes: u64,
    budget: u64,
}

impl<R: Rules> Search<'_, R> {
    /// Explores one node; returns false once the cap is reached, to unwind the search.
    fn run(&mut self, mut cands: Candidates) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        if !self.narrow(&mut cands) {
            return true;
        }
        match self.branch(&cands) {
            Branch::Solved => self.record(&cands),
            Branch::Cell(cell) => {
                let m = cands.get(cell);
                let order = self.order;
                for &d in &order[..self.n] {
                    if m >> d & 1 == 0 {
                        continue;
                    }
                    let mut child = cands;
                    child.set(cell, 1 << d);
                    if !self.run(child) {
                        return false;
                    }
                }
                true
            }
            Branch::Place {
                start,
                step,
                digit,
                places,
            } => {
                // The digit sits in exactly one of its places in the line: one child each.
                let order = self.order;
                for &k in &order[..self.n] {
                    if places >> k & 1 == 0 {
                        continue;
                    }
                    let mut child = cands;
                    child.set(start + k as usize * step, digit);
                    if !self.run(child) {
                        return false;
                    }
                }
                true
            }
        }
    }

    /// Counts a complete grid; false when the cap is reached.
    fn record(&mut self, cands: &Candidates) -> bool {
        let cells = self.n * self.n;
        let mut digits = [0u8; MAX_CELLS];
        for (d, &m) in digits.iter_mut().zip(cands.as_slice()) {
            *d = single(m).unwrap_or(0);
        }
        // Propagation should already forbid any wrong grid; the check keeps the counter exact
        // even for a kind whose `propagate` is weaker than its rules.
        if self.rules.accepts(&digits[..cells]) {
            self.found.push(digits[..cells].to_vec());
        }
        self.found.len() < self.cap
    }

    /// What to branch on: the undecided cell with the fewest candidates, unless some digit has
    /// fewer places left in a row or column than that (then its places), or `Solved` when
    /// every cell is decided.
    fn branch(&self, cands: &Candidates) -> Branch {
        let mut best = None;
        let mut best_len = u32::MAX;
        for (cell, &m) in cands.as_slice().iter().enumerate() {
            let len = m.count_ones();
            if len > 1 && len < best_len {
                best = Some(cell);
                best_len = len;
                if len == 2 {
                    break;
                }
            }
        }
        let Some(cell) = best else {
            return Branch::Solved;
        };
        // A digit with one place is placed by propagation, so only a cell of three or more
        // candidates can lose to a digit with two places.
        if best_len >= 3 {
            let n = self.n;
            for i in 0..n {
                for (start, step) in [(i * n, 1), (i, n)] {
                    if let Some((digit, places)) = two_places(cands, n, start, step) {
                        return Branch::Place {
                            start,
                            step,
                            digit,
                            places,
                        };
                    }
                }
            }
        }
        Branch::Cell(cell)
    }

    /// Latin singles and the kind's rules to a joint fixpoint; false on a contradiction.
    fn narrow(&self, cands: &mut Candidates) -> bool {
        // Alternate one Latin sweep with the kind's propagation; the fixpoint is reached when
        // two passes in a row change nothing.
        let mut quiet = 0;
        loop {
            match latin_pass(cands, self.n) {
                None => return false,
                Some(true) => quiet = 0,
                Some(false) => quiet += 1,
            }
            if quiet >= 2 {
                return true;
            }
            let before = *cands;
            if !self.rules.propagate(cands) {
                return false;
            }
            if cands.as_slice() == before.as_slice() {
                quiet += 1;
                if quiet >= 2 {
                    return true;
                }
            } else {
                quiet = 0;
            }
        }
    }
}

/// A choice to split the search on.
enum Branch {
    /// Every cell holds one digit.
    Solved,
    /// Each candidate of this cell in turn.
    Cell(usize),
    /// Each place (bit = position) the digit has left in the line from `start` by `step`.
    Place {
        start: usize,
        step: usize,
        digit: Mask,
        places: Mask,
    },
}

/// An undecided digit with exactly two places in a line, and those places.
#[inline]
fn two_places(cands: &Candidates, n: usize, start: usize, step: usize) -> Option<(Mask, Mask)> {
    // Bit-sliced counts of each digit's open places: at least one, two, three.
    let (mut one, mut two, mut three): (Mask, Mask, Mask) = (0, 0, 0);
    for k in 0..n {
        let m = cands.get(start + k * step);
        if m.is_power_of_two() {
            continue;
        }
        three |= two & m;
        two |= one & m;
        one |= m;
    }
    let exactly_two = two & !three;
    if exactly_two == 0 {
        return None;
    }
    let digit = exactly_two & exactly_two.wrapping_neg();
    let mut places = 0;
    for k in 0..n {
        let m = cands.get(start + k * step);
        if m & digit != 0 {
            places |= 1 << k;
        }
    }
    Some((digit, places))
}

/// One sweep of naked and hidden singles over every row and column. `Some(changed)`, or
/// `None` on a contradiction (an empty cell, a digit twice or a digit with no place).
#[inline]
fn latin_pass(cands: &mut Candidates, n: usize) -> Option<bool> {
    let mut changed = false;
    for i in 0..n {
        // Row i: cells i*n .. i*n+n, step 1. Column i: cells i, i+n, ..., step n.
        changed |= line_pass(cands, n, i * n, 1)?;
        changed |= line_pass(cands, n, i, n)?;
    }
    Some(changed)
}

#[inline]
fn line_pass(cands: &mut Candidates, n: usize, start: usize, step: usize) -> Option<bool> {
    let mut once: Mask = 0;
    let mut twice: Mask = 0;
    let mut placed: Mask = 0;
    let mut open: Mask = 0;
    for k in 0..n {
        let m = cands.get(start + k * step);
        if m == 0 {
            return None;
        }
        twice |= once & m;
        once |= m;
        if m.is_power_of_two() {
            if placed & m != 0 {
                return None;
            }
            placed |= m;
        } else {
            open |= m;
        }
    }
    if once != full(n) {
        return None;
    }
    // Digits with exactly one possible cell that are not placed yet.
    let hidden = once & !twice & !placed;
    if open & placed == 0 && hidden == 0 {
        return Some(false);
    }
    let mut changed = false;
    for k in 0..n {
        let cell = start + k * step;
        let m = cands.get(cell);
        if m.is_power_of_two() {
            continue;
        }
        let h = m & hidden;
        let new = if h != 0 {
            if !h.is_power_of_two() {
                return None; // two digits whose only place is this one cell
            }
            h
        } else {
            m & !placed
        };
        if new != m {
            if new == 0 {
                return None;
            }
            cands.set(cell, new);
            changed = true;
        }
    }
    Some(changed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::futoshiki::rules::CountRules;
    use crate::futoshiki::{Puzzle, Sign};
    use crate::latin::random::latin_square;
    use rand::RngExt;
    use rand::seq::SliceRandom;

    /// Plain backtracking, cell by cell in row-major order, checking each digit against the
    /// givens, the digits already placed in its row and column, and every sign whose other cell
    /// is already filled. Written apart from the real counter to check it.
    fn brute_count(p: &Puzzle, cap: usize) -> (usize, Option<Vec<u8>>) {
        fn fits(p: &Puzzle, grid: &[u8], cell: usize, d: u8) -> bool {
            let n = p.order();
            let (r, c) = (cell / n, cell % n);
            if p.givens()[cell] != 0 && p.givens()[cell] != d {
                return false;
            }
            if (0..c).any(|cc| grid[r * n + cc] == d) || (0..r).any(|rr| grid[rr * n + c] == d) {
                return false;
            }
            p.signs().iter().all(|s| {
                let (lo, hi) = (s.less as usize, s.greater as usize);
                if lo == cell && hi < cell {
                    d < grid[hi]
                } else if hi == cell && lo < cell {
                    grid[lo] < d
                } else {
                    true
                }
            })
        }
        fn go(
            p: &Puzzle,
            grid: &mut Vec<u8>,
            cell: usize,
            cap: usize,
            found: &mut (usize, Option<Vec<u8>>),
        ) {
            if found.0 >= cap {
                return;
            }
            if cell == grid.len() {
                assert!(p.accepts(grid));
                found.0 += 1;
                found.1.get_or_insert_with(|| grid.clone());
                return;
            }
            for d in 1..=p.order() as u8 {
                if fits(p, grid, cell, d) {
                    grid[cell] = d;
                    go(p, grid, cell + 1, cap, found);
                    grid[cell] = 0;
                }
            }
        }
        let mut grid = vec![0; p.order() * p.order()];
        let mut found = (0, None);
        go(p, &mut grid, 0, cap, &mut found);
        found
    }

    /// A random puzzle of order n: a random subset of the givens and signs of a random Latin
    /// square, and now and then a few random (likely contradictory) clues on top.
    fn random_puzzle(n: usize, rng: &mut impl rand::Rng) -> Puzzle {
        let square = latin_square(n, rng);
        let all = Puzzle::all_signs(n, &square);
        let keep_given = rng.random_range(0.0..0.5);
        let keep_sign = rng.random_range(0.0..1.0);
        let mut givens: Vec<u8> = square
            .iter()
            .map(|&d| if rng.random_bool(keep_given) { d } else { 0 })
            .collect();
        let mut signs: Vec<Sign> = all
            .signs()
            .iter()
            .copied()
            .filter(|_| rng.random_bool(keep_sign))
            .collect();
        if rng.random_bool(0.25) {
            for _ in 0..rng.random_range(1..4) {
                let cell = rng.random_range(0..n * n);
                givens[cell] = rng.random_range(1..=n as u8);
            }
            for s in signs.iter_mut() {
                if rng.random_bool(0.1) {
                    *s = Sign::new(s.greater as usize, s.less as usize);
                }
            }
        }
        signs.shuffle(rng);
        Puzzle::new(n, givens, signs).unwrap()
    }

    fn compare_on_random(n: usize, puzzles: usize, seed: u64) {
        const CAP: usize = 3;
        let mut rng = crate::seed::rng(seed);
        let mut classes = [0usize; CAP + 1];
        for _ in 0..puzzles {
            let p = random_puzzle(n, &mut rng);
            let (want, want_first) = brute_count(&p, CAP);
            let got = solve(&CountRules::new(&p), CAP).unwrap();
            assert_eq!(got.count, want, "count differs on {p:?}");
            // The sign bounds alone (no chain bounds) count the same.
            assert_eq!(count(&p, CAP).unwrap(), want);
            assert_eq!(got.solution.is_some(), want > 0);
            if let Some(s) = &got.solution {
                assert!(p.accepts(s), "counter's solution breaks a clue: {p:?}");
            }
            if want == 1 {
                assert_eq!(got.solution, want_first);
            }
            classes[want] += 1;
        }
        // The sample must exercise every outcome: no solution, unique, several.
        assert!(classes[0] > puzzles / 20, "{classes:?}");
        assert!(classes[1] > puzzles / 20, "{classes:?}");
        assert!(classes[CAP] > puzzles / 20, "{classes:?}");
    }

    #[test]
    fn agrees_with_brute_force_4x4() {
        compare_on_random(4, 3000, 4);
    }

    #[test]
    fn agrees_with_brute_force_5x5() {
        compare_on_random(5, 2000, 5);
    }

    /// Larger grids, where brute force is too slow: the chain bounds must not change a count
    /// that the sign bounds alone give.
    #[test]
    fn chain_bounds_agree_with_sign_bounds_on_larger_grids() {
        let mut rng = crate::seed::rng(67);
        let mut classes = [0usize; 4];
        for n in [6, 7, 8] {
            for _ in 0..150 {
                let p = random_puzzle(n, &mut rng);
                let chained = solve(&CountRules::new(&p), 3).unwrap();
                let plain = solve(&p, 3).unwrap();
                assert_eq!(chained.count, plain.count, "{p:?}");
                if let Some(s) = &chained.solution {
                    assert!(p.accepts(s));
                }
                classes[chained.count] += 1;
            }
        }
        assert!(classes.iter().all(|&c| c > 10), "{classes:?}");
    }

    /// A 9x9 with one digit and many signs on which a single depth-first order needed more
    /// than 20 million nodes: the probes settle it in a few thousand.
    #[test]
    fn probes_cut_the_heavy_tail() {
        let id = "9de:0,0,0L,0L,0,0RD,0D,0D,0,0RD,0,0L,4,0UL,0R,0R,0,0,0,0ULR,0,0U,0UL,0,0,\
                  0R,0D,0,0D,0L,0,0LD,0,0L,0ULD,0,0R,0,0,0R,0,0LR,0UR,0,0,0,0UR,0U,0D,0U,0D,0D,\
                  0,0,0,0LD,0,0R,0R,0,0,0,0U,0R,0,0UD,0R,0,0U,0,0,0D,0,0L,0,0R,0,0LR,0,0ULR,0";
        let p = crate::futoshiki::format::parse_unequal(id).unwrap();
        let got = solve_within(&CountRules::new(&p), 2, 50_000).unwrap();
        assert_eq!(got.count, 2);
        assert!(p.accepts(&got.solution.unwrap()));
    }

    #[test]
    fn digit_orders_are_permutations() {
        for probe in 0..20 {
            let mut o = digit_order(9, probe);
            o[..9].sort();
            assert_eq!(o[..9], [0, 1, 2, 3, 4, 5, 6, 7, 8], "probe {probe}");
        }
        assert_eq!(digit_order(4, 1)[..4], [3, 2, 1, 0]);
    }

    #[test]
    fn caps_and_empty_grid() {
        // 576 Latin squares of order 4: an empty 4x4 grid counts to any cap below that.
        let empty = Puzzle::new(4, vec![0; 16], vec![]).unwrap();
        assert_eq!(count(&empty, 10).unwrap(), 10);
        assert_eq!(count(&empty, 1000).unwrap(), 576);
        assert_eq!(count(&empty, 0).unwrap(), 0);
        let one = solve(&empty, 1).unwrap();
        assert_eq!(one.count, 1);
        assert!(empty.accepts(&one.solution.unwrap()));
    }

    #[test]
    fn full_signs_of_a_square_admit_it() {
        let mut rng = crate::seed::rng(9);
        for n in 4..=9 {
            let square = latin_square(n, &mut rng);
            let p = Puzzle::all_signs(n, &square);
            let got = solve(&p, 100).unwrap();
            assert!(got.count >= 1);
            // With the digits given as well, the square is the only answer.
            let given = Puzzle::new(n, square.clone(), p.signs().to_vec()).unwrap();
            assert_eq!(solve(&given, 2).unwrap().solution, Some(square.clone()));
            assert_eq!(count(&given, 2).unwrap(), 1);
        }
    }
}

#[cfg(test)]
mod budget_tests {
    use super::*;
    use crate::futoshiki::Puzzle;

    #[test]
    fn an_exhausted_budget_is_an_error_not_an_answer() {
        let empty = Puzzle::new(6, vec![0; 36], vec![]).unwrap();
        assert_eq!(
            solve_within(&empty, 1000, 50),
            Err(OverBudget { nodes: 50 })
        );
        assert_eq!(solve_within(&empty, 2, 1_000).map(|c| c.count), Ok(2));
    }
}
