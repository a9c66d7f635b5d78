//! Killer Sudoku's exact counter, kept apart from the step solver: it shares only the sum
//! engine's [`crate::sums::options`] with it.
//!
//! Depth-first search over candidate masks. At each node, until nothing changes:
//! 1. naked singles: a decided cell's digit leaves its peers (row, column, box and cage);
//! 2. hidden singles: a digit with one place left in a house goes there;
//! 3. every cage keeps only the digits some assignment of its cells to different digits
//!    making its sum uses (the sum engine's exact answer for the cage); so do the cells of
//!    each house outside the cages wholly inside it (the rule of 45).
//!
//! A cell with no candidate, or a digit with no place in a house, ends the node; then the
//! search branches on an undecided cell with the fewest candidates. Nodes are fixed-size
//! arrays copied on branching.

use super::Puzzle;
use crate::latin::{Mask, bit, full, single};
use crate::solve::count::{Counted, OverBudget};

/// Search nodes one count may visit: far more than any 9x9 killer with one answer needs.
pub const BUDGET: u64 = 1_000_000;

const CELLS: usize = 81;
/// Peers of a 9x9 cell: 8 in its row, 8 in its column, 4 more in its box, up to 8 in its cage.
const MAX_PEERS: usize = 28;

/// The puzzle's cell tables, built once per count.
struct Tables {
    n: usize,
    cells: usize,
    houses: Vec<[u8; 9]>,
    peers: Vec<([u8; MAX_PEERS], u8)>,
    /// The cages, then each house's cells outside its inner cages with what they add up to.
    cages: Vec<(Vec<u8>, u32)>,
}

impl Tables {
    fn new(p: &Puzzle) -> Tables {
        let n = p.size();
        let (h, w) = p.box_shape();
        let box_of = |c: usize| (c / n) / h * (n / w) + (c % n) / w;
        let mut houses = Vec::new();
        for i in 0..n {
            let mut row = [0u8; 9];
            let mut col = [0u8; 9];
            for k in 0..n {
                row[k] = (i * n + k) as u8;
                col[k] = (k * n + i) as u8;
            }
            houses.push(row);
            houses.push(col);
        }
        for b in 0..n {
            let mut hs = [0u8; 9];
            let mut k = 0;
            for c in 0..n * n {
                if box_of(c) == b {
                    hs[k] = c as u8;
                    k += 1;
                }
            }
            houses.push(hs);
        }
        let peers = (0..n * n)
            .map(|c| {
                let mut list = [0u8; MAX_PEERS];
                let mut len = 0;
                let cage = &p.cages()[p.cage_of(c)].cells;
                for o in 0..n * n {
                    let seen = o != c
                        && (o / n == c / n
                            || o % n == c % n
                            || box_of(o) == box_of(c)
                            || cage.contains(&(o as u8)));
                    if seen {
                        list[len] = o as u8;
                        len += 1;
                    }
                }
                (list, len as u8)
            })
            .collect();
        let mut cages: Vec<(Vec<u8>, u32)> =
            p.cages().iter().map(|c| (c.cells.clone(), c.sum)).collect();
        // The rule of 45 in each house: the cells outside the cages wholly inside it make
        // what those cages leave of the house's total, with different digits (one house), so
        // the sum engine narrows them as a cage. It cuts the search several times over.
        let total = (n * (n + 1) / 2) as u32;
        for house in &houses {
            let house = &house[..n];
            let mut inside = 0;
            let mut rest: Vec<u8> = house.to_vec();
            for cage in p.cages() {
                if cage.cells.iter().all(|c| house.contains(c)) {
                    inside += cage.sum;
                    rest.retain(|c| !cage.cells.contains(c));
                }
            }
            if !rest.is_empty() && rest.len() < n && inside < total {
                cages.push((rest, total - inside));
            }
        }
        Tables {
            n,
            cells: n * n,
            houses,
            peers,
            cages,
        }
    }
}

#[derive(Clone, Copy)]
struct Node {
    cands: [Mask; CELLS],
    /// Decided cells whose digit has already left their peers.
    done: u128,
}

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
    let t = Tables::new(p);
    let mut start = Node {
        cands: [0; CELLS],
        done: 0,
    };
    for c in 0..t.cells {
        let g = p.givens()[c];
        start.cands[c] = if g == 0 { full(t.n) } else { bit(g) };
    }
    let mut search = Search {
        t: &t,
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
    Ok(Counted {
        count: search.found.len(),
        solution: search.found.into_iter().next(),
    })
}

struct Search<'a> {
    t: &'a Tables,
    p: &'a Puzzle,
    cap: usize,
    found: Vec<Vec<u8>>,
    nodes: u64,
    budget: u64,
}

impl Search<'_> {
    /// Explores one node; false once the cap or the budget is reached, to unwind.
    fn run(&mut self, mut node: Node) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        if !narrow(self.t, &mut node) {
            return true;
        }
        let cells = self.t.cells;
        let best = (0..cells)
            .filter(|&c| node.cands[c].count_ones() > 1)
            .min_by_key(|&c| node.cands[c].count_ones());
        let Some(cell) = best else {
            let digits: Vec<u8> = node.cands[..cells]
                .iter()
                .map(|&m| single(m).unwrap_or(0))
                .collect();
            // Propagation should forbid any wrong grid; the check keeps the count exact.
            if self.p.accepts(&digits) {
                self.found.push(digits);
            }
            return self.found.len() < self.cap;
        };
        for d in crate::latin::digits(node.cands[cell]) {
            let mut child = node;
            child.cands[cell] = bit(d);
            if !self.run(child) {
                return false;
            }
        }
        true
    }
}

/// Singles and cage sums to a fixpoint; false on a contradiction.
fn narrow(t: &Tables, node: &mut Node) -> bool {
    let mut out = [0 as Mask; 9];
    let mut cands = [0 as Mask; 9];
    loop {
        // Naked singles, to their own fixpoint.
        let mut again = true;
        while again {
            again = false;
            for c in 0..t.cells {
                if node.done >> c & 1 != 0 {
                    continue;
                }
                let m = node.cands[c];
                if m == 0 {
                    return false;
                }
                if m.count_ones() == 1 {
                    node.done |= 1 << c;
                    let (list, len) = &t.peers[c];
                    for &o in &list[..*len as usize] {
                        let o = o as usize;
                        if node.cands[o] & m != 0 {
                            node.cands[o] &= !m;
                            if node.cands[o] == 0 {
                                return false;
                            }
                            again = true;
                        }
                    }
                }
            }
        }
        let mut changed = false;
        // Hidden singles.
        for house in &t.houses {
            let (mut once, mut twice) = (0 as Mask, 0 as Mask);
            for &c in &house[..t.n] {
                let m = node.cands[c as usize];
                twice |= once & m;
                once |= m;
            }
            if once != full(t.n) {
                return false;
            }
            let lone = once & !twice;
            if lone == 0 {
                continue;
            }
            for &c in &house[..t.n] {
                let m = node.cands[c as usize];
                if m & lone != 0 && m.count_ones() > 1 {
                    if (m & lone).count_ones() > 1 {
                        return false;
                    }
                    node.cands[c as usize] = m & lone;
                    changed = true;
                }
            }
        }
        if changed {
            continue;
        }
        // Cage sums.
        for (cells, sum) in &t.cages {
            let k = cells.len();
            let mut open = false;
            for (i, &c) in cells.iter().enumerate() {
                cands[i] = node.cands[c as usize];
                open |= node.done >> c & 1 == 0;
            }
            if !open {
                continue;
            }
            if !crate::sums::options(&cands[..k], *sum, &mut out) {
                return false;
            }
            for (i, &c) in cells.iter().enumerate() {
                if out[i] != cands[i] {
                    node.cands[c as usize] = out[i];
                    changed = true;
                }
            }
        }
        if !changed {
            return true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::killer::Cage;
    use crate::killer::tests::{domino_cages, grid9};

    /// Every completion by brute force over the open cells, checking only the Sudoku rules on
    /// the way and the whole puzzle (cages too) at the end.
    fn brute(p: &Puzzle, sol_hint: &[u8], open: &[usize]) -> usize {
        fn fits(grid: &[u8], n: usize, cell: usize, d: u8) -> bool {
            let (h, w) = crate::latin::box_shape(n).unwrap();
            let b = |c: usize| (c / n) / h * (n / w) + (c % n) / w;
            (0..n * n).all(|o| {
                o == cell
                    || grid[o] != d
                    || (o / n != cell / n && o % n != cell % n && b(o) != b(cell))
            })
        }
        fn go(p: &Puzzle, grid: &mut Vec<u8>, open: &[usize], i: usize) -> usize {
            if i == open.len() {
                return p.accepts(grid) as usize;
            }
            let mut k = 0;
            for d in 1..=p.size() as u8 {
                if fits(grid, p.size(), open[i], d) {
                    grid[open[i]] = d;
                    k += go(p, grid, open, i + 1);
                    grid[open[i]] = 0;
                }
            }
            k
        }
        let mut grid = sol_hint.to_vec();
        for &c in open {
            grid[c] = 0;
        }
        go(p, &mut grid, open, 0)
    }

    #[test]
    fn dominoes_of_a_grid_count_like_brute_force() {
        let sol = grid9();
        // Cages alone: the domino cages of the pattern grid, with most cells given but for
        // the first two rows' first six cells: the counter must agree with brute force.
        let open: Vec<usize> = (0..6).chain(9..15).collect();
        let givens: Vec<u8> = (0..81)
            .map(|c| if open.contains(&c) { 0 } else { sol[c] })
            .collect();
        let p = Puzzle::new(9, domino_cages(&sol), givens).unwrap();
        let want = brute(&p, &sol, &open);
        let got = count(&p, 100).unwrap();
        assert_eq!(got, want);
        assert!(got >= 1);
        // Changing a sum so the cage must take other digits.
        let mut cages = domino_cages(&sol);
        cages[0].sum += 1;
        let givens: Vec<u8> = (0..81)
            .map(|c| if open.contains(&c) { 0 } else { sol[c] })
            .collect();
        let q = Puzzle::new(9, cages, givens).unwrap();
        assert_eq!(count(&q, 100).unwrap(), brute(&q, &sol, &open));
    }

    #[test]
    fn counts_small_open_regions_like_brute_force() {
        // Several hand-picked open regions, cages of three along rows.
        let sol = grid9();
        let mut cages = Vec::new();
        for r in 0..9 {
            for c in (0..9).step_by(3) {
                let cells = [r * 9 + c, r * 9 + c + 1, r * 9 + c + 2];
                cages.push(Cage::new(cells.iter().map(|&x| sol[x] as u32).sum(), cells));
            }
        }
        for open in [
            vec![0, 1, 2, 9, 10, 11, 18, 19],
            vec![0, 4, 8, 36, 40, 44, 72, 76],
            vec![30, 31, 32, 39, 40, 41, 48, 49],
        ] {
            let givens: Vec<u8> = (0..81)
                .map(|c| if open.contains(&c) { 0 } else { sol[c] })
                .collect();
            let p = Puzzle::new(9, cages.clone(), givens).unwrap();
            assert_eq!(count(&p, 1000).unwrap(), brute(&p, &sol, &open), "{open:?}");
        }
    }

    #[test]
    fn an_empty_grid_of_big_cages_has_many_answers_and_a_budget() {
        let sol = grid9();
        // The nine boxes as cages of 45: no information beyond Sudoku's own.
        let cages: Vec<Cage> = (0..9)
            .map(|b| {
                let cells = (0..81).filter(move |c| (c / 27) * 3 + (c % 9) / 3 == b);
                Cage::new(45, cells)
            })
            .collect();
        let p = Puzzle::new(9, cages, vec![0; 81]).unwrap();
        assert_eq!(count(&p, 2).unwrap(), 2);
        assert!(solve_within(&p, 1_000_000, 100).is_err());
        let c = solve(&p, 1).unwrap();
        assert!(p.accepts(c.solution.as_ref().unwrap()));
        let _ = sol;
    }
}
