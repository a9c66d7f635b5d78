//! Kakuro's exact counter, kept apart from the step solver: it shares only the sum engine's
//! [`crate::sums::options`] with it.
//!
//! Depth-first search over candidate masks of the white cells. At each node, until nothing
//! changes: a decided cell's digit leaves the other cells of its two runs, and every run keeps
//! only the digits some assignment of different digits making its sum uses (exact). Then the
//! search branches on an undecided cell with the fewest candidates.

use super::Puzzle;
use crate::latin::{Mask, bit, single};
use crate::solve::count::{Counted, OverBudget};

/// Search nodes one count may visit.
pub const BUDGET: u64 = 1_000_000;

/// All nine digits.
const ALL: Mask = 0x1ff;

/// Number of solutions (at most `cap`) and the first one found, within [`BUDGET`] nodes.
pub fn solve(p: &Puzzle, cap: usize) -> Result<Counted, OverBudget> {
    solve_within(p, cap, BUDGET.min(crate::solve::count::budget()))
}

/// Number of solutions, counting no further than `cap`.
pub fn count(p: &Puzzle, cap: usize) -> Result<usize, OverBudget> {
    solve(p, cap).map(|c| c.count)
}

/// [`solve`] with a budget of `nodes` search nodes.
pub fn solve_within(p: &Puzzle, cap: usize, nodes: u64) -> Result<Counted, OverBudget> {
    let found = answers(p, cap, nodes)?;
    Ok(Counted {
        count: found.len(),
        solution: found.into_iter().next(),
    })
}

/// Up to `cap` answers, in the order the search meets them, within `nodes` search nodes:
/// the generator compares a second answer with its fill.
pub fn answers(p: &Puzzle, cap: usize, nodes: u64) -> Result<Vec<Vec<u8>>, OverBudget> {
    let cells = p.width() * p.height();
    let start: Vec<Mask> = (0..cells)
        .map(|c| match (p.is_white(c), p.givens()[c]) {
            (false, _) => 0,
            (true, 0) => ALL,
            (true, g) => bit(g),
        })
        .collect();
    let mut search = Search {
        p,
        cap,
        found: Vec::new(),
        nodes: 0,
        budget: nodes,
    };
    if cap > 0 {
        search.run(start);
    }
    if search.nodes > search.budget {
        return Err(OverBudget { nodes });
    }
    Ok(search.found)
}

struct Search<'a> {
    p: &'a Puzzle,
    cap: usize,
    found: Vec<Vec<u8>>,
    nodes: u64,
    budget: u64,
}

impl Search<'_> {
    /// Explores one node; false once the cap or the budget is reached, to unwind.
    fn run(&mut self, mut cands: Vec<Mask>) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        if !narrow(self.p, &mut cands) {
            return true;
        }
        let best = (0..cands.len())
            .filter(|&c| cands[c].count_ones() > 1)
            .min_by_key(|&c| cands[c].count_ones());
        let Some(cell) = best else {
            let digits: Vec<u8> = cands.iter().map(|&m| single(m).unwrap_or(0)).collect();
            // Propagation forbids any wrong grid; the check keeps the count exact regardless.
            if self.p.accepts(&digits) {
                self.found.push(digits);
            }
            return self.found.len() < self.cap;
        };
        for d in crate::latin::digits(cands[cell]) {
            let mut child = cands.clone();
            child[cell] = bit(d);
            if !self.run(child) {
                return false;
            }
        }
        true
    }
}

/// Narrows every run to its exact options until nothing changes; false on a contradiction.
/// The options of a run already take a decided cell's digit from the others.
pub fn narrow(p: &Puzzle, cands: &mut [Mask]) -> bool {
    narrow_runs(p, cands, &mut vec![true; p.runs().len()])
}

/// [`narrow`] starting from the runs marked in `dirty` (the others already keep only their
/// options); leaves `dirty` all false.
pub fn narrow_runs(p: &Puzzle, cands: &mut [Mask], dirty: &mut [bool]) -> bool {
    let mut buf = [0 as Mask; 9];
    let mut out = [0 as Mask; 9];
    let mut again = true;
    while again {
        again = false;
        for (i, r) in p.runs().iter().enumerate() {
            if !dirty[i] {
                continue;
            }
            dirty[i] = false;
            let k = r.cells.len();
            for (j, &c) in r.cells.iter().enumerate() {
                buf[j] = cands[c as usize];
            }
            if !crate::sums::options(&buf[..k], r.sum, &mut out) {
                return false;
            }
            for (j, &c) in r.cells.iter().enumerate() {
                if out[j] != buf[j] {
                    cands[c as usize] = out[j];
                    // The crossing run sees the change.
                    for o in p.runs_at(c as usize) {
                        if o != i {
                            dirty[o] = true;
                            again = true;
                        }
                    }
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kakuro::tests::SMALL;

    /// Every way of filling the white cells with digits 1 to 9 that the puzzle accepts,
    /// by brute force over the white cells in order, pruning each finished run.
    fn brute(p: &Puzzle, cap: usize) -> usize {
        let white: Vec<usize> = (0..p.width() * p.height())
            .filter(|&c| p.is_white(c))
            .collect();
        let mut grid = vec![0u8; p.width() * p.height()];
        fn go(
            p: &Puzzle,
            white: &[usize],
            i: usize,
            grid: &mut Vec<u8>,
            n: &mut usize,
            cap: usize,
        ) {
            if *n >= cap {
                return;
            }
            if i == white.len() {
                if p.accepts(grid) {
                    *n += 1;
                }
                return;
            }
            let c = white[i];
            for d in 1..=9 {
                if p.givens()[c] != 0 && p.givens()[c] != d {
                    continue;
                }
                grid[c] = d;
                // Prune: the runs through c, when c is their last cell, must be right now.
                let ok = p.runs_at(c).iter().all(|&r| {
                    let run = &p.runs()[r];
                    let mut seen = 0u16;
                    let mut s = 0;
                    let mut full = true;
                    for &x in &run.cells {
                        let v = grid[x as usize];
                        if v == 0 {
                            full = false;
                            continue;
                        }
                        if seen >> v & 1 != 0 {
                            return false;
                        }
                        seen |= 1 << v;
                        s += v as u32;
                    }
                    s <= run.sum && (!full || s == run.sum)
                });
                if ok {
                    go(p, white, i + 1, grid, n, cap);
                }
                grid[c] = 0;
            }
        }
        let mut n = 0;
        go(p, &white, 0, &mut grid, &mut n, cap);
        n
    }

    #[test]
    fn counts_agree_with_brute_force() {
        let p = Puzzle::from_answer(6, 6, &SMALL).unwrap();
        let c = solve(&p, 10).unwrap();
        assert_eq!(c.count, brute(&p, 10));
        if c.count == 1 {
            assert_eq!(c.solution.unwrap(), SMALL);
        }
        // Small grids from random fills: the counter and brute force agree every time.
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut checked = 0;
        for _ in 0..200 {
            // A random fill, digits different in each run (greedy; a dead end is skipped).
            let mut g = SMALL;
            let ok = (0..36).filter(|&c| SMALL[c] != 0).all(|c| {
                let used = p.runs_at(c).iter().fold(0u16, |m, &r| {
                    p.runs()[r].cells.iter().fold(m, |m, &x| {
                        if (x as usize) < c {
                            m | 1 << g[x as usize]
                        } else {
                            m
                        }
                    })
                });
                let free: Vec<u8> = (1..=9).filter(|&d| used >> d & 1 == 0).collect();
                if free.is_empty() {
                    return false;
                }
                g[c] = free[rng.random_range(0..free.len())];
                true
            });
            if !ok {
                continue;
            }
            let q = Puzzle::from_answer(6, 6, &g).unwrap();
            assert!(q.accepts(&g));
            let n = solve(&q, 20).unwrap().count;
            assert_eq!(n, brute(&q, 20), "{g:?}");
            assert!(n >= 1);
            checked += 1;
        }
        assert!(checked >= 100, "only {checked} random fills were valid");
    }

    #[test]
    fn givens_cut_the_count_and_a_wrong_one_leaves_none() {
        let p = Puzzle::from_answer(6, 6, &SMALL).unwrap();
        let all = count(&p, 1000).unwrap();
        let mut givens = vec![0; 36];
        givens[10] = SMALL[10];
        givens[14] = SMALL[14];
        let white: Vec<bool> = SMALL.iter().map(|&d| d != 0).collect();
        let q = Puzzle::new(6, 6, white.clone(), &p.clue_grid(), givens.clone()).unwrap();
        let some = count(&q, 1000).unwrap();
        assert!(some >= 1 && some <= all);
        givens[10] = if SMALL[10] == 9 { 8 } else { 9 };
        let q = Puzzle::new(6, 6, white, &p.clue_grid(), givens).unwrap();
        assert_eq!(count(&q, 1000).unwrap(), brute(&q, 1000));
    }
}
