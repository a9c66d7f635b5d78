//! The exact counter for magic squares: stops at a cap and at a work budget.
//!
//! Depth-first search over a grid of numbers, with a bitmask of the numbers used (bit v - 1
//! for number v) and, per line, its open cells and running sum. At each node:
//! - a line with one open cell forces it: the constant minus the line's sum, which must be a
//!   number still free (this also checks every line it completes);
//! - every line with k >= 2 open cells must still be reachable: what it lacks lies between the
//!   sum of the k smallest and the k largest free numbers;
//! - otherwise it branches on an open cell of a line with the fewest open cells (the cell on
//!   most lines among them), trying each free number.
//!
//! Nodes are fixed-size and copied on branching, so the search never allocates.

use super::lines::Lines;
use super::{MAX_CELLS, Puzzle, magic_constant};
use crate::solve::count::{Counted, OverBudget};

/// Number of solutions (at most `cap`) and the first one found, within the budget in force
/// (`solve --budget` changes it).
pub fn solve(p: &Puzzle, cap: usize) -> Result<Counted, OverBudget> {
    solve_within(p, cap, crate::solve::count::budget())
}

/// Like [`solve`] with a budget of `budget` nodes.
pub fn solve_within(p: &Puzzle, cap: usize, budget: u64) -> Result<Counted, OverBudget> {
    let mut first = None;
    let count = search(p, cap, budget, &mut |grid| {
        first.get_or_insert_with(|| p.values(grid));
    })?;
    Ok(Counted {
        count,
        solution: first,
    })
}

/// Calls `visit` with every solution as ranks (row-major, 1 for the puzzle's first number),
/// at most `cap` of them; the number visited. Ranks make the same squares whatever the
/// numbers (see [`super::numbers`]), so the search is the classic one.
pub fn search(
    p: &Puzzle,
    cap: usize,
    budget: u64,
    visit: &mut dyn FnMut(&[u8]),
) -> Result<usize, OverBudget> {
    let n = p.order();
    let mut s = Search {
        lines: Lines::new(n),
        n,
        magic: magic_constant(n) as u16,
        top: (n * n) as u8,
        cap,
        budget,
        nodes: 0,
        count: 0,
        visit,
    };
    if cap == 0 {
        return Ok(0);
    }
    let mut node = Node {
        grid: [0; MAX_CELLS],
        used: 0,
        open: [n as u8; super::lines::MAX_LINES],
        sum: [0; super::lines::MAX_LINES],
    };
    for (cell, &g) in p.givens().iter().enumerate() {
        let g = if g == 0 {
            0
        } else {
            p.numbers().rank(n, g).expect("checked in new")
        };
        if g != 0 && !s.place(&mut node, cell, g) {
            return Ok(0);
        }
    }
    s.run(node)?;
    Ok(s.count)
}

#[derive(Clone, Copy)]
struct Node {
    grid: [u8; MAX_CELLS],
    /// Bit v - 1 set when number v is in the grid.
    used: u16,
    /// Per line: cells still empty, and the sum of the filled ones.
    open: [u8; super::lines::MAX_LINES],
    sum: [u16; super::lines::MAX_LINES],
}

struct Search<'a> {
    lines: Lines,
    n: usize,
    magic: u16,
    top: u8,
    cap: usize,
    budget: u64,
    nodes: u64,
    count: usize,
    visit: &'a mut dyn FnMut(&[u8]),
}

impl Search<'_> {
    /// Writes `v` into `cell`; false when `v` is taken, out of range, or overfills or
    /// underfills a line it completes.
    #[inline]
    fn place(&self, node: &mut Node, cell: usize, v: u8) -> bool {
        if v == 0 || v > self.top || node.used & (1 << (v - 1)) != 0 || node.grid[cell] != 0 {
            return false;
        }
        node.grid[cell] = v;
        node.used |= 1 << (v - 1);
        for &l in self.lines.through(cell) {
            let l = l as usize;
            node.open[l] -= 1;
            node.sum[l] += v as u16;
            if node.sum[l] > self.magic || (node.open[l] == 0 && node.sum[l] != self.magic) {
                return false;
            }
        }
        true
    }

    /// Fills forced cells and checks every line's reach; false on a dead end.
    fn narrow(&self, node: &mut Node) -> bool {
        'again: loop {
            for l in 0..self.lines.len() {
                if node.open[l] == 1 {
                    let cell = self.open_cell(node, l);
                    let v = self.magic - node.sum[l];
                    if v > self.top as u16 || !self.place(node, cell, v as u8) {
                        return false;
                    }
                    continue 'again;
                }
            }
            break;
        }
        let free = !node.used & (((1u32 << self.top) - 1) as u16);
        (0..self.lines.len()).all(|l| {
            let k = node.open[l] as u32;
            k == 0 || {
                let need = self.magic - node.sum[l];
                (smallest(free, k)..=largest(free, k)).contains(&need)
            }
        })
    }

    fn open_cell(&self, node: &Node, line: usize) -> usize {
        let cells = self.lines.cells(line);
        cells
            .iter()
            .map(|&c| c as usize)
            .find(|&c| node.grid[c] == 0)
            .expect("a line with an open cell")
    }

    /// Explores one node; `Ok(false)` once the cap is reached, to unwind.
    fn run(&mut self, mut node: Node) -> Result<bool, OverBudget> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OverBudget { nodes: self.nodes });
        }
        if !self.narrow(&mut node) {
            return Ok(true);
        }
        let Some(cell) = self.branch_cell(&node) else {
            (self.visit)(&node.grid[..self.n * self.n]);
            self.count += 1;
            return Ok(self.count < self.cap);
        };
        let mut free = !node.used & (((1u32 << self.top) - 1) as u16);
        while free != 0 {
            let v = free.trailing_zeros() as u8 + 1;
            free &= free - 1;
            let mut child = node;
            if self.place(&mut child, cell, v) && !self.run(child)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// An open cell of a line with the fewest open cells, preferring cells on more lines;
    /// `None` when the grid is full.
    fn branch_cell(&self, node: &Node) -> Option<usize> {
        let line = (0..self.lines.len())
            .filter(|&l| node.open[l] > 0)
            .min_by_key(|&l| node.open[l])?;
        self.lines
            .cells(line)
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| node.grid[c] == 0)
            .max_by_key(|&c| self.lines.through(c).len())
    }
}

/// Sum of the `k` smallest numbers of `free` (bit v - 1 for number v); all of them if fewer.
#[inline]
fn smallest(mut free: u16, k: u32) -> u16 {
    let mut s = 0;
    for _ in 0..k {
        if free == 0 {
            break;
        }
        s += free.trailing_zeros() as u16 + 1;
        free &= free - 1;
    }
    s
}

/// Sum of the `k` largest numbers of `free`.
#[inline]
fn largest(mut free: u16, k: u32) -> u16 {
    let mut s = 0;
    for _ in 0..k {
        if free == 0 {
            break;
        }
        let v = 15 - free.leading_zeros() as u16;
        s += v + 1;
        free &= !(1 << v);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::is_magic;
    use rand::RngExt;

    fn empty(n: usize) -> Puzzle {
        Puzzle::new(n, vec![0; n * n]).unwrap()
    }

    #[test]
    fn sums_of_extremes() {
        let free = 0b1011_0110u16; // 2, 3, 5, 6, 8
        assert_eq!(smallest(free, 2), 5);
        assert_eq!(largest(free, 2), 14);
        assert_eq!(largest(free, 9), 24);
    }

    #[test]
    fn counts_every_square_of_order_3_and_4() {
        for (n, want) in [(3, 8), (4, 7040)] {
            let mut seen = std::collections::BTreeSet::new();
            let got = search(
                &empty(n),
                usize::MAX,
                crate::solve::count::BUDGET,
                &mut |g| {
                    assert!(is_magic(n, g), "{g:?}");
                    seen.insert(g.to_vec());
                },
            )
            .unwrap();
            assert_eq!(got, want);
            assert_eq!(seen.len(), want, "every square found once");
        }
    }

    #[test]
    fn stops_at_the_cap_and_the_budget() {
        let p = empty(4);
        assert_eq!(solve(&p, 10).unwrap().count, 10);
        assert_eq!(solve(&p, 0).unwrap().count, 0);
        assert!(matches!(
            solve_within(&p, usize::MAX, 100),
            Err(OverBudget { .. })
        ));
        let one = solve(&p, 1).unwrap();
        assert!(p.accepts(one.solution.as_ref().unwrap()));
    }

    #[test]
    fn clashing_givens_have_no_answer() {
        let mut g = vec![0; 9];
        g[0] = 5;
        g[4] = 5; // a number twice
        assert_eq!(solve(&Puzzle::new(3, g).unwrap(), 2).unwrap().count, 0);
        // 9 + 8 leaves -2 for the rest of the row.
        assert_eq!(
            solve(&Puzzle::new(3, vec![9, 8, 0, 0, 0, 0, 0, 0, 0]).unwrap(), 2)
                .unwrap()
                .count,
            0
        );
        // A full row adding up to 14.
        assert_eq!(
            solve(&Puzzle::new(3, vec![1, 6, 7, 0, 0, 0, 0, 0, 0]).unwrap(), 2)
                .unwrap()
                .count,
            0
        );
    }

    /// Every magic square of order n, by plain brute force: every permutation of 1..n² with
    /// only row sums checked on the way. Only for order 3 (9! permutations).
    fn brute_squares_3() -> Vec<Vec<u8>> {
        fn go(grid: &mut Vec<u8>, used: u16, out: &mut Vec<Vec<u8>>) {
            if grid.len() == 9 {
                if is_magic(3, grid) {
                    out.push(grid.clone());
                }
                return;
            }
            for v in 1..=9u8 {
                if used & (1 << v) == 0 {
                    grid.push(v);
                    let row_ok = !grid.len().is_multiple_of(3)
                        || grid[grid.len() - 3..]
                            .iter()
                            .map(|&x| x as u32)
                            .sum::<u32>()
                            == 15;
                    if row_ok {
                        go(grid, used | (1 << v), out);
                    }
                    grid.pop();
                }
            }
        }
        let mut out = Vec::new();
        go(&mut Vec::new(), 0, &mut out);
        out
    }

    /// The counter agrees with brute force (filtering all squares by the givens) on random
    /// puzzles: givens drawn from a square, sometimes with a wrong number on top.
    #[test]
    fn agrees_with_brute_force() {
        let all3 = brute_squares_3();
        assert_eq!(all3.len(), 8);
        let mut all4 = Vec::new();
        search(
            &empty(4),
            usize::MAX,
            crate::solve::count::BUDGET,
            &mut |g| all4.push(g.to_vec()),
        )
        .unwrap();
        let mut rng = crate::seed::rng(12);
        let mut outcomes = [0usize; 3];
        for round in 0..400 {
            let (n, all) = if round % 4 == 0 {
                (3, &all3)
            } else {
                (4, &all4)
            };
            let square = &all[rng.random_range(0..all.len())];
            let keep = rng.random_range(0.0..0.5);
            let mut givens: Vec<u8> = square
                .iter()
                .map(|&v| if rng.random_bool(keep) { v } else { 0 })
                .collect();
            if rng.random_bool(0.3) {
                givens[rng.random_range(0..n * n)] = rng.random_range(1..=(n * n) as u8);
            }
            let p = Puzzle::new(n, givens).unwrap();
            let want = all.iter().filter(|s| p.accepts(s)).count();
            for cap in [2, usize::MAX] {
                let got = solve(&p, cap).unwrap();
                assert_eq!(got.count, want.min(cap), "{p:?}");
                if let Some(s) = &got.solution {
                    assert!(p.accepts(s));
                }
            }
            outcomes[want.min(2)] += 1;
        }
        // No answer, one answer and several all occur.
        assert!(outcomes.iter().all(|&k| k > 20), "{outcomes:?}");
    }
}
