//! Sudoku's own exact counter: much faster than the generic Latin counter, since deciding
//! "one solution or more" is what book generation and `solve` ask all the time.
//!
//! Each cell keeps a candidate mask; a cell whose mask is down to one digit is solved at once.
//! At every search node:
//! 1. naked singles propagate through a stack: a solved cell's digit leaves its 20 peers
//!    (row, column, box), and any peer left with one digit is solved and stacked in turn;
//! 2. hidden singles: in each house, a digit with one open cell left is placed there;
//! 3. locked candidates: in each box, a digit whose open cells lie in one row (or column)
//!    leaves the rest of that row (column); in each row and column, a digit whose cells lie in
//!    one box leaves the rest of that box;
//!
//! repeated until nothing changes. A cell with no candidate, a digit with no place in a house
//! or a digit twice in a house ends the node. Then the search branches on an open cell with the
//! fewest candidates. Nodes are fixed-size arrays copied on branching: no allocation.
//!
//! Two node sizes: 81 cells for 4x4 and 6x6, 256 for 16x16 (const generic over the cell
//! count). Every 9x9 goes to the faster band counter ([`super::bands`]); this one stays its
//! reference in the tests.

use super::Puzzle;
use crate::latin::{bit, box_shape, full};
use crate::solve::count::{Counted, OverBudget};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Search nodes one count may visit up to 9x9: far beyond any 9x9 with a unique solution,
/// small enough to give up within a second or two on a nearly empty grid asked for a large cap.
pub const BUDGET: u64 = 2_000_000;

/// The same for 16x16: a node there sweeps and copies three times the cells of a 9x9 node, and
/// an unlucky first branch can hide a dead subtree of astronomical size, so the count gives up
/// after about as long as a 9x9's budget takes.
pub const BUDGET_16: u64 = 300_000;

/// The work budget of a count on a grid of order `n`.
pub fn budget(n: usize) -> u64 {
    if n > 9 { BUDGET_16 } else { BUDGET }
}

/// Node size of grids up to 9x9.
const SMALL: usize = 81;
/// Node size of 16x16.
const LARGE: usize = 256;
/// Largest order: houses hold up to 16 cells.
const MAX_ORDER: usize = 16;
/// Peers of a 16x16 cell: 15 in its row, 15 in its column, 9 more in its box.
const MAX_PEERS: usize = 39;

/// Cell indices of a grid size: houses, peers, and the box-line intersections.
struct Tables {
    n: usize,
    houses: Vec<[u8; MAX_ORDER]>,
    peers: Vec<[u8; MAX_PEERS]>,
    n_peers: usize,
    /// Each (box, line) pair that shares cells: the shared cells, the rest of the box, the
    /// rest of the line.
    segments: Vec<Segment>,
}

struct Segment {
    shared: Cells<4>,
    box_rest: Cells<12>,
    line_rest: Cells<12>,
}

/// Up to `K` cell indices kept inline, so the segment sweep reads one table, not a heap block
/// per list. A box meets a line in at most 4 cells (16x16); each rest has at most 12.
struct Cells<const K: usize> {
    ids: [u8; K],
    len: u8,
}

impl<const K: usize> Cells<K> {
    fn new(cells: impl Iterator<Item = usize>) -> Self {
        let mut list = Cells {
            ids: [0; K],
            len: 0,
        };
        for c in cells {
            list.ids[list.len as usize] = c as u8;
            list.len += 1;
        }
        list
    }

    #[inline]
    fn get(&self) -> &[u8] {
        &self.ids[..self.len as usize]
    }
}

impl Tables {
    fn new(n: usize) -> Tables {
        let (h, w) = box_shape(n).expect("a Sudoku size");
        let box_of = |c: usize| (c / n) / h * (n / w) + (c % n) / w;
        let mut houses = Vec::new();
        for r in 0..n {
            houses.push(std::array::from_fn(|i| {
                if i < n { (r * n + i) as u8 } else { 0 }
            }));
        }
        for c in 0..n {
            houses.push(std::array::from_fn(|i| {
                if i < n { (i * n + c) as u8 } else { 0 }
            }));
        }
        for b in 0..n {
            let cells: Vec<usize> = (0..n * n).filter(|&c| box_of(c) == b).collect();
            houses.push(std::array::from_fn(|i| {
                cells.get(i).map_or(0, |&c| c as u8)
            }));
        }
        let mut peers = Vec::new();
        let mut n_peers = 0;
        for cell in 0..n * n {
            let list: Vec<u8> = (0..n * n)
                .filter(|&o| {
                    o != cell
                        && (o / n == cell / n || o % n == cell % n || box_of(o) == box_of(cell))
                })
                .map(|o| o as u8)
                .collect();
            n_peers = list.len();
            peers.push(std::array::from_fn(|i| list.get(i).copied().unwrap_or(0)));
        }
        let mut segments = Vec::new();
        for b in 0..n {
            for line in 0..2 * n {
                let on_line = |c: usize| {
                    if line < n {
                        c / n == line
                    } else {
                        c % n == line - n
                    }
                };
                let shared = Cells::new((0..n * n).filter(|&c| box_of(c) == b && on_line(c)));
                if shared.len == 0 {
                    continue;
                }
                segments.push(Segment {
                    box_rest: Cells::new((0..n * n).filter(|&c| box_of(c) == b && !on_line(c))),
                    line_rest: Cells::new((0..n * n).filter(|&c| box_of(c) != b && on_line(c))),
                    shared,
                });
            }
        }
        Tables {
            n,
            houses,
            peers,
            n_peers,
            segments,
        }
    }
}

fn tables(n: usize) -> &'static Tables {
    static T4: OnceLock<Tables> = OnceLock::new();
    static T6: OnceLock<Tables> = OnceLock::new();
    static T9: OnceLock<Tables> = OnceLock::new();
    static T16: OnceLock<Tables> = OnceLock::new();
    match n {
        4 => T4.get_or_init(|| Tables::new(4)),
        6 => T6.get_or_init(|| Tables::new(6)),
        9 => T9.get_or_init(|| Tables::new(9)),
        16 => T16.get_or_init(|| Tables::new(16)),
        _ => panic!("no Sudoku of size {n}"),
    }
}

/// Candidates of every cell; a single-digit mask is a solved cell.
#[derive(Clone, Copy)]
struct Node<const C: usize> {
    cells: [u16; C],
}

#[inline]
fn is_single(m: u16) -> bool {
    m & m.wrapping_sub(1) == 0
}

/// Solved cells whose digit has not yet left its peers.
struct Stack<const C: usize> {
    cells: [u8; C],
    len: usize,
}

impl<const C: usize> Stack<C> {
    fn new() -> Self {
        Stack {
            cells: [0; C],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, c: usize) {
        self.cells[self.len] = c as u8;
        self.len += 1;
    }
}

struct Search<const C: usize> {
    t: &'static Tables,
    full: u16,
    cap: usize,
    count: usize,
    first: Option<Vec<u8>>,
    nodes: u64,
    budget: u64,
}

/// Number of solutions, counting no further than `cap`.
pub fn count(p: &Puzzle, cap: usize) -> Result<usize, OverBudget> {
    solve(p, cap).map(|c| c.count)
}

/// Number of solutions (at most `cap`) and the first one found.
pub fn solve(p: &Puzzle, cap: usize) -> Result<Counted, OverBudget> {
    solve_within(p, cap, budget(p.size()))
}

/// [`solve`] with a budget of `nodes` search nodes.
pub fn solve_within(p: &Puzzle, cap: usize, nodes: u64) -> Result<Counted, OverBudget> {
    if p.size() == 9 {
        super::bands::solve_within(p, cap, nodes)
    } else if p.size() * p.size() <= SMALL {
        solve_sized::<SMALL>(p, cap, nodes)
    } else {
        solve_sized::<LARGE>(p, cap, nodes)
    }
}

/// [`solve_within`] with nodes of `C` cells (at least the grid's).
fn solve_sized<const C: usize>(p: &Puzzle, cap: usize, nodes: u64) -> Result<Counted, OverBudget> {
    let n = p.size();
    assert!(n * n <= C, "a {n}x{n} grid in nodes of {C} cells");
    let mut search = Search::<C> {
        t: tables(n),
        full: full(n),
        cap,
        count: 0,
        first: None,
        nodes: 0,
        budget: nodes,
    };
    if cap > 0 {
        let mut node = Node { cells: [0; C] };
        node.cells[..n * n].fill(full(n));
        let mut stack = Stack::new();
        let mut ok = true;
        for (cell, &d) in p.givens().iter().enumerate() {
            if d != 0 {
                node.cells[cell] = bit(d);
                stack.push(cell);
            }
        }
        // Two givens of one digit in a house: caught when the first clears its peers.
        ok &= search.settle(&mut node, &mut stack);
        if ok {
            search.run(node);
        }
    }
    if search.nodes > search.budget {
        return Err(OverBudget {
            nodes: search.budget,
        });
    }
    Ok(Counted {
        count: search.count,
        solution: search.first,
    })
}

/// Median wall time of `count(p, cap)` for each puzzle, over `rounds` runs: what `bench`
/// reports (tests never time anything).
pub fn time_counts(puzzles: &[Puzzle], cap: usize, rounds: usize) -> Vec<Duration> {
    let rounds = rounds.max(1);
    puzzles
        .iter()
        .map(|p| {
            let mut times: Vec<Duration> = (0..rounds)
                .map(|_| {
                    let t = Instant::now();
                    let _ = std::hint::black_box(count(std::hint::black_box(p), cap));
                    t.elapsed()
                })
                .collect();
            times.sort();
            times[rounds / 2]
        })
        .collect()
}

impl<const C: usize> Search<C> {
    /// Explores one node; false once the cap or the budget is reached, to unwind.
    fn run(&mut self, node: Node<C>) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        let cells = self.t.n * self.t.n;
        // The open cell with the fewest candidates.
        let mut best = usize::MAX;
        let mut best_len = u32::MAX;
        for (c, &m) in node.cells[..cells].iter().enumerate() {
            if !is_single(m) {
                let len = m.count_ones();
                if len < best_len {
                    best = c;
                    best_len = len;
                    if len == 2 {
                        break;
                    }
                }
            }
        }
        if best == usize::MAX {
            return self.record(&node);
        }
        let mut rest = node.cells[best];
        while rest != 0 {
            let d = rest & rest.wrapping_neg();
            rest &= !d;
            let mut child = node;
            child.cells[best] = d;
            let mut stack = Stack::new();
            stack.push(best);
            if self.settle(&mut child, &mut stack) && !self.run(child) {
                return false;
            }
        }
        true
    }

    fn record(&mut self, node: &Node<C>) -> bool {
        let cells = self.t.n * self.t.n;
        self.count += 1;
        if self.first.is_none() {
            self.first = Some(
                node.cells[..cells]
                    .iter()
                    .map(|&m| m.trailing_zeros() as u8 + 1)
                    .collect(),
            );
        }
        self.count < self.cap
    }

    /// Singles and locked candidates to a fixpoint; false on a contradiction.
    fn settle(&self, node: &mut Node<C>, stack: &mut Stack<C>) -> bool {
        loop {
            if !self.naked(node, stack) {
                return false;
            }
            match self.hidden(node, stack) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.locked(node, stack) {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    /// Clears each stacked cell's digit from its peers, stacking peers that become single.
    #[inline]
    fn naked(&self, node: &mut Node<C>, stack: &mut Stack<C>) -> bool {
        let np = self.t.n_peers;
        while stack.len > 0 {
            stack.len -= 1;
            let c = stack.cells[stack.len] as usize;
            let m = node.cells[c];
            for &p in &self.t.peers[c][..np] {
                let p = p as usize;
                let pm = node.cells[p];
                if pm & m != 0 {
                    if pm == m {
                        return false;
                    }
                    let nm = pm & !m;
                    node.cells[p] = nm;
                    if is_single(nm) {
                        stack.push(p);
                    }
                }
            }
        }
        true
    }

    /// Places every hidden single; `Some(placed any)`, or `None` on a contradiction.
    fn hidden(&self, node: &mut Node<C>, stack: &mut Stack<C>) -> Option<bool> {
        let n = self.t.n;
        let mut found = false;
        for house in &self.t.houses {
            let (mut once, mut twice, mut solved) = (0u16, 0u16, 0u16);
            for &c in &house[..n] {
                let m = node.cells[c as usize];
                if is_single(m) {
                    solved |= m;
                } else {
                    twice |= once & m;
                    once |= m;
                }
            }
            if once | solved != self.full {
                return None;
            }
            let hidden = once & !twice & !solved;
            if hidden == 0 {
                continue;
            }
            for &c in &house[..n] {
                let c = c as usize;
                let m = node.cells[c];
                let h = m & hidden;
                if h != 0 && !is_single(m) {
                    if !is_single(h) {
                        return None;
                    }
                    node.cells[c] = h;
                    stack.push(c);
                }
            }
            found = true;
            // Propagate before the next house sees this one's placements half done.
            if !self.naked(node, stack) {
                return None;
            }
        }
        Some(found)
    }

    /// Box-line eliminations; `Some(changed)`, or `None` on a contradiction.
    fn locked(&self, node: &mut Node<C>, stack: &mut Stack<C>) -> Option<bool> {
        let mut changed = false;
        for seg in &self.t.segments {
            let open_or = |cells: &[u8]| {
                cells.iter().fold(0u16, |acc, &c| {
                    let m = node.cells[c as usize];
                    if is_single(m) { acc } else { acc | m }
                })
            };
            let all_or = |cells: &[u8]| {
                cells
                    .iter()
                    .fold(0u16, |acc, &c| acc | node.cells[c as usize])
            };
            let shared = open_or(seg.shared.get());
            if shared == 0 {
                continue;
            }
            // Digits of the shared cells found nowhere else in the box must sit here, so they
            // leave the rest of the line; and the other way round.
            let only_here_in_box = shared & !all_or(seg.box_rest.get());
            let only_here_in_line = shared & !all_or(seg.line_rest.get());
            for (gone, rest) in [
                (only_here_in_box, seg.line_rest.get()),
                (only_here_in_line, seg.box_rest.get()),
            ] {
                if gone == 0 {
                    continue;
                }
                for &c in rest.iter() {
                    let c = c as usize;
                    let m = node.cells[c];
                    if m & gone != 0 && !is_single(m) {
                        let nm = m & !gone;
                        if nm == 0 {
                            return None;
                        }
                        node.cells[c] = nm;
                        changed = true;
                        if is_single(nm) {
                            stack.push(c);
                        }
                    }
                }
            }
            if changed && !self.naked(node, stack) {
                return None;
            }
        }
        Some(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::grid::random_grid;
    use rand::RngExt;

    /// Plain backtracking with no deduction at all: each step fills the empty cell with the
    /// fewest digits its row, column and box still allow, trying each. Written apart from the
    /// real counter (no singles, no locked candidates, no shared tables) to check it.
    fn brute(p: &Puzzle, cap: usize) -> (usize, Option<Vec<u8>>) {
        let n = p.size();
        let (h, w) = p.box_shape();
        struct Brute {
            n: usize,
            h: usize,
            w: usize,
            grid: Vec<u8>,
            used: Vec<u32>,
            cap: usize,
            found: (usize, Option<Vec<u8>>),
        }
        impl Brute {
            /// Indices into `used` of a cell's row, column and box.
            fn houses(&self, cell: usize) -> [usize; 3] {
                let (r, c) = (cell / self.n, cell % self.n);
                let b = r / self.h * (self.n / self.w) + c / self.w;
                [r, self.n + c, 2 * self.n + b]
            }
            fn allowed(&self, cell: usize) -> u32 {
                let taken = self.houses(cell).iter().fold(0, |m, &i| m | self.used[i]);
                !taken & ((1 << self.n) - 1)
            }
            fn set(&mut self, cell: usize, d: u8, on: bool) {
                self.grid[cell] = if on { d } else { 0 };
                for i in self.houses(cell) {
                    self.used[i] ^= 1u32 << (d - 1);
                }
            }
            fn go(&mut self) {
                if self.found.0 >= self.cap {
                    return;
                }
                let best = (0..self.grid.len())
                    .filter(|&c| self.grid[c] == 0)
                    .min_by_key(|&c| self.allowed(c).count_ones());
                let Some(cell) = best else {
                    self.found.0 += 1;
                    let grid = self.grid.clone();
                    self.found.1.get_or_insert(grid);
                    return;
                };
                let allowed = self.allowed(cell);
                for d in 1..=self.n as u8 {
                    if allowed & 1 << (d - 1) != 0 {
                        self.set(cell, d, true);
                        self.go();
                        self.set(cell, d, false);
                    }
                }
            }
        }
        let mut b = Brute {
            n,
            h,
            w,
            grid: vec![0; n * n],
            used: vec![0; 3 * n],
            cap,
            found: (0, None),
        };
        for (cell, &d) in p.givens().iter().enumerate() {
            if d != 0 {
                // Givens that clash have no completion.
                if b.allowed(cell) & 1 << (d - 1) == 0 {
                    return (0, None);
                }
                b.set(cell, d, true);
            }
        }
        b.go();
        b.found
    }

    fn random_puzzle(n: usize, keep: (f64, f64), rng: &mut impl rand::Rng) -> Puzzle {
        let grid = random_grid(n, rng);
        let keep = rng.random_range(keep.0..keep.1);
        let mut givens: Vec<u8> = grid
            .iter()
            .map(|&d| if rng.random_bool(keep) { d } else { 0 })
            .collect();
        if rng.random_bool(0.25) {
            for _ in 0..rng.random_range(1..3) {
                givens[rng.random_range(0..n * n)] = rng.random_range(1..=n as u8);
            }
        }
        Puzzle::new(n, givens).unwrap()
    }

    fn compare(n: usize, keep: (f64, f64), puzzles: usize, seed: u64) {
        const CAP: usize = 3;
        let mut rng = crate::seed::rng(seed);
        let mut classes = [0usize; CAP + 1];
        for _ in 0..puzzles {
            let p = random_puzzle(n, keep, &mut rng);
            let (want, want_first) = brute(&p, CAP);
            let got = solve(&p, CAP).unwrap();
            assert_eq!(got.count, want, "count differs on {p:?}");
            if let Some(s) = &got.solution {
                assert!(p.accepts(s), "counter's solution breaks a rule: {p:?}");
            }
            if want == 1 {
                assert_eq!(got.solution, want_first);
            }
            classes[want] += 1;
        }
        // Every outcome must be exercised: none, one, several.
        for (i, &k) in classes.iter().enumerate() {
            if i != 2 {
                assert!(k > puzzles / 25, "{classes:?}");
            }
        }
    }

    #[test]
    fn agrees_with_brute_force_4x4() {
        compare(4, (0.0, 0.5), 3000, 41);
    }

    #[test]
    fn agrees_with_brute_force_6x6() {
        compare(6, (0.1, 0.6), 1500, 61);
    }

    #[test]
    fn agrees_with_brute_force_9x9_with_many_givens() {
        compare(9, (0.3, 0.8), 300, 91);
    }

    #[test]
    fn counts_small_grids_exactly() {
        // 288 4x4 Sudoku grids; 28,200,960 of 6x6 (boxes 2x3), far more than any cap here.
        let empty4 = Puzzle::new(4, vec![0; 16]).unwrap();
        assert_eq!(count(&empty4, 1000), Ok(288));
        let empty6 = Puzzle::new(6, vec![0; 36]).unwrap();
        assert_eq!(count(&empty6, 5000), Ok(5000));
        assert_eq!(count(&empty4, 0), Ok(0));
    }

    #[test]
    fn a_digit_twice_in_a_house_has_no_solution() {
        let mut givens = vec![0; 81];
        givens[0] = 5;
        givens[10] = 5; // r2c2: same box as r1c1
        let p = Puzzle::new(9, givens).unwrap();
        assert_eq!(
            solve(&p, 2).unwrap(),
            Counted {
                count: 0,
                solution: None
            }
        );
    }

    #[test]
    fn known_puzzles_have_one_solution() {
        // Arto Inkala's 2012 puzzle, published as the hardest for humans, and a grid with one
        // given removed (still unique: a single missing cell is forced).
        let p = crate::sudoku::format::parse_line(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        )
        .unwrap();
        let got = solve(&p, 2).unwrap();
        assert_eq!(got.count, 1);
        assert!(p.accepts(&got.solution.unwrap()));
    }

    #[test]
    fn royles_17_clue_puzzles_have_one_solution() {
        // A sample of Gordon Royle's minimal puzzles (tests/data/README.md): the fewest givens a
        // 9x9 can have, so the most search a unique puzzle asks of the counter.
        let lines = include_str!("../../tests/data/sudoku17.txt");
        let mut n = 0;
        for line in lines.lines() {
            let p = crate::sudoku::format::parse_line(line).unwrap();
            assert_eq!(p.given_count(), 17, "{line}");
            let got = solve(&p, 2).unwrap();
            assert_eq!(got.count, 1, "{line}");
            let solution = got.solution.unwrap();
            assert!(p.accepts(&solution), "{line}");
            n += 1;
        }
        assert!(n >= 1000, "only {n} puzzles");
    }

    /// The counter every 9x9 went through before the band counter: the generic one on nodes
    /// of 81 cells, kept for 4x4 and 6x6.
    fn generic(p: &Puzzle, cap: usize) -> Counted {
        solve_sized::<SMALL>(p, cap, BUDGET).unwrap()
    }

    /// The band counter must give the generic one's count, and its answer when there is one
    /// answer; any answer it gives must fit.
    fn same_as_generic(p: &Puzzle, cap: usize) -> usize {
        let want = generic(p, cap);
        let got = super::super::bands::solve_within(p, cap, BUDGET).unwrap();
        assert_eq!(got.count, want.count, "{:?}", p.givens());
        assert_eq!(got.solution.is_some(), want.count > 0, "{:?}", p.givens());
        if want.count == 1 {
            assert_eq!(got.solution, want.solution, "{:?}", p.givens());
        }
        if let Some(s) = &got.solution {
            assert!(p.accepts(s), "{:?}", p.givens());
        }
        want.count
    }

    #[test]
    fn band_counter_agrees_with_the_generic_one_on_random_givens() {
        // Densities from an empty grid to a nearly full one, a quarter with clashing givens.
        let mut rng = crate::seed::rng(92);
        let mut classes = [0usize; 4];
        for i in 0..4000 {
            let lo = (i % 10) as f64 * 0.08;
            let p = random_puzzle(9, (lo, lo + 0.08), &mut rng);
            for cap in [1, 2, 3] {
                let k = same_as_generic(&p, cap);
                if cap == 3 {
                    classes[k] += 1;
                }
            }
        }
        assert!(classes.iter().all(|&k| k > 200), "{classes:?}");
    }

    #[test]
    fn band_counter_agrees_with_the_generic_one_on_minimal_puzzles() {
        // Random grids thinned (by the generic counter) until no given can go: the hardest
        // unique puzzles a generator meets, and each with one more given out (several answers).
        use rand::seq::SliceRandom;
        let mut rng = crate::seed::rng(93);
        for _ in 0..25 {
            let grid = random_grid(9, &mut rng);
            let mut givens = grid.clone();
            let mut cells: Vec<usize> = (0..81).collect();
            cells.shuffle(&mut rng);
            for &c in &cells {
                givens[c] = 0;
                if generic(&Puzzle::new(9, givens.clone()).unwrap(), 2).count != 1 {
                    givens[c] = grid[c];
                }
            }
            let p = Puzzle::new(9, givens.clone()).unwrap();
            assert_eq!(same_as_generic(&p, 2), 1);
            for c in (0..81).filter(|&c| givens[c] != 0) {
                let mut q = givens.clone();
                q[c] = 0;
                assert!(same_as_generic(&Puzzle::new(9, q).unwrap(), 3) >= 2);
            }
        }
    }

    #[test]
    fn band_counter_agrees_with_the_generic_one_on_17_clue_puzzles() {
        let lines = include_str!("../../tests/data/sudoku17.txt");
        for line in lines.lines() {
            let p = crate::sudoku::format::parse_line(line).unwrap();
            assert_eq!(same_as_generic(&p, 2), 1, "{line}");
        }
    }

    /// Rows (or columns) of a 16x16 in a random order that keeps each band of four together.
    fn shuffled_lines(rng: &mut impl rand::Rng) -> Vec<usize> {
        use rand::seq::SliceRandom;
        let mut bands: Vec<usize> = (0..4).collect();
        bands.shuffle(rng);
        let mut lines = Vec::new();
        for b in bands {
            let mut inner: Vec<usize> = (0..4).collect();
            inner.shuffle(rng);
            lines.extend(inner.into_iter().map(|i| b * 4 + i));
        }
        lines
    }

    /// A random 16x16 grid (boxes 4x4): the pattern grid whose row r is the digits shifted by
    /// 4r + r/4, with rows and columns shuffled within bands, bands shuffled and digits
    /// relabelled, each of which keeps a Sudoku grid one.
    fn grid16(rng: &mut impl rand::Rng) -> Vec<u8> {
        use rand::seq::SliceRandom;
        let (rows, cols) = (shuffled_lines(rng), shuffled_lines(rng));
        let mut digits: Vec<u8> = (1..=16).collect();
        digits.shuffle(rng);
        let g: Vec<u8> = (0..256)
            .map(|c| {
                let (r, col) = (rows[c / 16], cols[c % 16]);
                digits[(r * 4 + r / 4 + col) % 16]
            })
            .collect();
        assert!(is_grid16(&g));
        g
    }

    /// Every row, column and 4x4 box of a 16x16 holds 1 to 16 once (written apart from
    /// `is_sudoku`, whose Latin core stops at 9x9).
    fn is_grid16(g: &[u8]) -> bool {
        let house = |cells: &mut dyn Iterator<Item = usize>| {
            cells.fold(0u32, |m, c| m | 1 << g[c]) == 0x1fffe
        };
        g.len() == 256
            && (0..16).all(|i| {
                let (br, bc) = (i / 4 * 4, i % 4 * 4);
                house(&mut (0..16).map(|k| i * 16 + k))
                    && house(&mut (0..16).map(|k| k * 16 + i))
                    && house(&mut (0..16).map(|k| (br + k / 4) * 16 + bc + k % 4))
            })
    }

    fn puzzle16(givens: Vec<u8>) -> Puzzle {
        // Built directly: `Puzzle::new` accepts the sizes of `SIZES` only.
        Puzzle { size: 16, givens }
    }

    /// The grid with each cell kept with probability `keep`.
    fn blank16(grid: &[u8], keep: f64, rng: &mut impl rand::Rng) -> Vec<u8> {
        grid.iter()
            .map(|&d| if rng.random_bool(keep) { d } else { 0 })
            .collect()
    }

    #[test]
    fn sixteen_with_cells_blanked_has_its_grid_as_only_solution() {
        use rand::seq::SliceRandom;
        let mut rng = crate::seed::rng(16);
        for _ in 0..3 {
            let grid = grid16(&mut rng);
            // Thinned as a generator would, the plain search judging uniqueness: a blank stays
            // only while the grid is still the one answer.
            let mut givens = grid.clone();
            let mut cells: Vec<usize> = (0..256).collect();
            cells.shuffle(&mut rng);
            for &c in &cells[..140] {
                givens[c] = 0;
                if brute(&puzzle16(givens.clone()), 2).0 != 1 {
                    givens[c] = grid[c];
                }
            }
            let p = puzzle16(givens);
            assert!(p.givens.iter().filter(|&&d| d == 0).count() > 100);
            let got = solve(&p, 2).unwrap();
            assert_eq!(got.count, 1, "{:?}", p.givens);
            assert_eq!(got.solution.unwrap(), grid);
        }
    }

    #[test]
    fn sixteen_agrees_with_brute_force() {
        const CAP: usize = 3;
        let mut rng = crate::seed::rng(161);
        let mut classes = [0usize; CAP + 1];
        for _ in 0..120 {
            let grid = grid16(&mut rng);
            let keep = rng.random_range(0.55..0.8);
            let mut givens = blank16(&grid, keep, &mut rng);
            if rng.random_bool(0.3) {
                givens[rng.random_range(0..256)] = rng.random_range(1..=16);
            }
            let p = puzzle16(givens);
            let (want, want_first) = brute(&p, CAP);
            let got = solve(&p, CAP).unwrap();
            assert_eq!(got.count, want, "{:?}", p.givens);
            if want == 1 {
                assert_eq!(got.solution, want_first);
            }
            classes[want] += 1;
        }
        assert!(classes[0] > 5 && classes[1] > 5, "{classes:?}");
    }

    #[test]
    fn sixteen_with_a_digit_twice_in_a_row_has_no_solution() {
        let mut rng = crate::seed::rng(162);
        let grid = grid16(&mut rng);
        let mut givens = blank16(&grid, 0.5, &mut rng);
        // Row 0 gets one of its own givens again in an empty cell.
        let empty = (0..16).find(|&c| givens[c] == 0).unwrap();
        let given = (0..16).find(|&c| givens[c] != 0).unwrap();
        givens[empty] = givens[given];
        assert_eq!(
            solve(&puzzle16(givens), 2).unwrap(),
            Counted {
                count: 0,
                solution: None
            }
        );
    }

    #[test]
    fn nearly_empty_sixteen_reaches_the_cap() {
        let mut rng = crate::seed::rng(163);
        let grid = grid16(&mut rng);
        // One row given, then nothing at all.
        let one_row: Vec<u8> = (0..256).map(|c| if c < 16 { grid[c] } else { 0 }).collect();
        for givens in [one_row, vec![0; 256]] {
            let p = puzzle16(givens);
            let got = solve(&p, 2).unwrap();
            assert_eq!(got.count, 2);
            let solution = got.solution.unwrap();
            assert!(is_grid16(&solution));
            assert!(
                p.givens
                    .iter()
                    .zip(&solution)
                    .all(|(&g, &s)| g == 0 || g == s)
            );
        }
        let empty = puzzle16(vec![0; 256]);
        assert_eq!(
            solve_within(&empty, usize::MAX, 50),
            Err(OverBudget { nodes: 50 })
        );
        assert_eq!(budget(16), BUDGET_16);
    }

    #[test]
    fn budget_is_enforced() {
        let empty = Puzzle::new(9, vec![0; 81]).unwrap();
        assert_eq!(
            solve_within(&empty, 1000, 50),
            Err(OverBudget { nodes: 50 })
        );
        assert_eq!(count(&empty, 2), Ok(2));
    }
}
