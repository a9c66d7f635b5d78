//! Killer Sudoku's exact counter, kept apart from the step solver: it shares only the sum
//! engine's [`crate::sums::options`] with it.
//!
//! Depth-first search over candidate masks. At each node, until nothing changes:
//! 1. naked singles: a decided cell's digit leaves its peers (row, column, box and cage);
//! 2. hidden singles: a digit with one place left in a house goes there;
//! 3. every cage keeps only the digits some assignment of its cells to different digits
//!    making its sum uses (the sum engine's exact answer for the cage); so do the cells of
//!    each house outside the cages wholly inside it (the rule of 45);
//! 4. locked candidates: a digit a box holds only where it meets a row or column leaves the
//!    rest of that line, and one a line holds only in one box leaves the rest of the box.
//!
//! Each rule looks again only at what changed since it last looked (naked singles at the
//! cells, cage sums at the cages with a changed cell): the rest would give what it gave.
//!
//! A cell with no candidate, or a digit with no place in a house, ends the node; then the
//! search branches on an undecided cell with the fewest candidates. Nodes are fixed-size
//! arrays copied on branching.

use super::{Puzzle, each_cell};
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
    /// The cells of each of `cages`, as a set.
    masks: Vec<u128>,
    /// Box height and width in cells.
    box_shape: (usize, usize),
}

impl Tables {
    fn new(p: &Puzzle) -> Tables {
        let n = p.size();
        let cells = n * n;
        let (h, w) = p.box_shape();
        // Houses as sets: rows, columns, boxes.
        let mut sets = vec![0u128; 3 * n];
        for c in 0..cells {
            let (r, col) = (c / n, c % n);
            sets[r] |= 1 << c;
            sets[n + col] |= 1 << c;
            sets[2 * n + r / h * (n / w) + col / w] |= 1 << c;
        }
        let list = |set: u128| each_cell(set).map(|c| c as u8);
        // Rows and columns interleaved, then boxes, as the search has always met them.
        let order = (0..n).flat_map(|i| [i, n + i]).chain(2 * n..3 * n);
        let houses = order
            .clone()
            .map(|i| {
                let mut house = [0u8; 9];
                for (k, c) in list(sets[i]).enumerate() {
                    house[k] = c;
                }
                house
            })
            .collect();
        let cage_masks: Vec<u128> = p.cage_sets().iter().map(|s| s.low_bits()).collect();
        let peers = (0..cells)
            .map(|c| {
                let (r, col) = (c / n, c % n);
                let seen = sets[r]
                    | sets[n + col]
                    | sets[2 * n + r / h * (n / w) + col / w]
                    | cage_masks[p.cage_of(c)];
                let mut peers = [0u8; MAX_PEERS];
                let mut len = 0;
                for o in list(seen & !(1 << c)) {
                    peers[len] = o;
                    len += 1;
                }
                (peers, len as u8)
            })
            .collect();
        let mut cages: Vec<(Vec<u8>, u32)> =
            p.cages().iter().map(|c| (c.cells.clone(), c.sum)).collect();
        let mut masks = cage_masks.clone();
        // The rule of 45 in each house: the cells outside the cages wholly inside it make
        // what those cages leave of the house's total, with different digits (one house), so
        // the sum engine narrows them as a cage. It cuts the search several times over.
        let total = (n * (n + 1) / 2) as u32;
        for i in order {
            let house = sets[i];
            let (mut inside, mut rest) = (0, house);
            for (cage, &mask) in p.cages().iter().zip(&cage_masks) {
                if mask & !house == 0 {
                    inside += cage.sum;
                    rest &= !mask;
                }
            }
            if rest != 0 && rest != house && inside < total {
                cages.push((list(rest).collect(), total - inside));
                masks.push(rest);
            }
        }
        Tables {
            n,
            cells,
            houses,
            peers,
            cages,
            masks,
            box_shape: (h, w),
        }
    }
}

#[derive(Clone, Copy)]
struct Node {
    cands: [Mask; CELLS],
    /// Decided cells whose digit has already left their peers.
    done: u128,
    /// Cells whose candidates changed since the cages were last narrowed: a cage none of
    /// whose cells changed is left as it is (the sum engine's answer for it would be the
    /// same, which it already holds).
    dirty: u128,
    /// Cells whose candidates changed since naked singles last looked at them.
    fresh: u128,
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
        dirty: u128::MAX,
        fresh: (1 << t.cells) - 1,
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
            child.dirty |= 1 << cell;
            child.fresh |= 1 << cell;
            if !self.run(child) {
                return false;
            }
        }
        true
    }
}

/// Locked candidates (pointing and claiming) on every row and column; true when something
/// went.
fn locked(t: &Tables, node: &mut Node) -> bool {
    let n = t.n;
    let (h, w) = t.box_shape;
    let mut changed = false;
    // For rows, then columns: a line's segments, each where it crosses a box.
    for across in [true, false] {
        // Cells per segment, segments per line, lines per band of boxes.
        let (len, per_line, band) = if across { (w, n / w, h) } else { (h, n / h, w) };
        let cell = |line: usize, seg: usize, k: usize| {
            if across {
                line * n + seg * w + k
            } else {
                (seg * h + k) * n + line
            }
        };
        let mut segs = [[0 as Mask; 9]; 9];
        for (line, row) in segs.iter_mut().enumerate().take(n) {
            for (seg, union) in row.iter_mut().enumerate().take(per_line) {
                *union = (0..len).fold(0, |m, k| m | node.cands[cell(line, seg, k)]);
            }
        }
        for line in 0..n {
            let first = line / band * band;
            for seg in 0..per_line {
                let here = segs[line][seg];
                let in_line = (0..per_line)
                    .filter(|&s| s != seg)
                    .fold(0, |m, s| m | segs[line][s]);
                let in_box = (first..first + band)
                    .filter(|&l| l != line)
                    .fold(0, |m, l| m | segs[l][seg]);
                let pointing = here & !in_box & in_line;
                let claiming = here & !in_line & in_box;
                if pointing != 0 {
                    for s in (0..per_line).filter(|&s| s != seg) {
                        for k in 0..len {
                            changed |= remove(node, cell(line, s, k), pointing);
                        }
                    }
                }
                if claiming != 0 {
                    for l in (first..first + band).filter(|&l| l != line) {
                        for k in 0..len {
                            changed |= remove(node, cell(l, seg, k), claiming);
                        }
                    }
                }
            }
        }
    }
    changed
}

/// Takes `digits` from cell `c`; true when that changed it.
fn remove(node: &mut Node, c: usize, digits: Mask) -> bool {
    let m = node.cands[c];
    if m & digits == 0 {
        return false;
    }
    node.cands[c] = m & !digits;
    node.dirty |= 1 << c;
    node.fresh |= 1 << c;
    true
}

/// Singles, cage sums and locked candidates to a fixpoint; false on a contradiction.
fn narrow(t: &Tables, node: &mut Node) -> bool {
    let mut out = [0 as Mask; 9];
    let mut cands = [0 as Mask; 9];
    loop {
        // Naked singles, to their own fixpoint, looking only at cells changed since the
        // last look (the others were not singles then, or had already been handled).
        let mut todo = std::mem::take(&mut node.fresh) & !node.done;
        while todo != 0 {
            let c = todo.trailing_zeros() as usize;
            todo &= todo - 1;
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
                        node.dirty |= 1 << o;
                        if node.cands[o] == 0 {
                            return false;
                        }
                        todo |= 1 << o;
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
                    node.dirty |= 1 << c;
                    node.fresh |= 1 << c;
                    changed = true;
                }
            }
        }
        if changed {
            continue;
        }
        // Cage sums, of the cages with a cell changed since they were last narrowed (in this
        // pass too: a cage narrowed here may change a cell of one met earlier, which the next
        // pass then looks at).
        let since = std::mem::take(&mut node.dirty);
        for ((cells, sum), &mask) in t.cages.iter().zip(&t.masks) {
            if mask & (since | node.dirty) == 0 {
                continue;
            }
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
                    node.dirty |= 1 << c;
                    node.fresh |= 1 << c;
                    changed = true;
                }
            }
        }
        // Locked candidates last: cheaper than a cage pass, but they seldom find anything
        // the cages left.
        if !changed && !locked(t, node) {
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

    /// A node with every candidate but `gone` (cell, digits) taken out.
    fn node_without(cells: usize, n: usize, gone: &[(usize, Mask)]) -> Node {
        let mut node = Node {
            cands: [0; CELLS],
            done: 0,
            dirty: 0,
            fresh: 0,
        };
        node.cands[..cells].fill(full(n));
        for &(c, m) in gone {
            node.cands[c] &= !m;
        }
        node
    }

    #[test]
    fn locked_candidates_leave_the_rest_of_the_line_and_the_box() {
        let sol = grid9();
        let p = Puzzle::new(9, domino_cages(&sol), vec![0; 81]).unwrap();
        let t = Tables::new(&p);
        let (five, seven, two) = (bit(5), bit(7), bit(2));
        let mut gone = Vec::new();
        // Box 1 (top left) holds 5 only in row 1: pointing.
        gone.extend([9, 10, 11, 18, 19, 20].map(|c| (c, five)));
        // Row 5 holds 7 only in the middle box: claiming.
        gone.extend([36, 37, 38, 42, 43, 44].map(|c| (c, seven)));
        // Box 9 (bottom right) holds 2 only in column 9: pointing down a column.
        gone.extend([60, 61, 69, 70, 78, 79].map(|c| (c, two)));
        let before = node_without(81, 9, &gone);
        let mut node = before;
        assert!(locked(&t, &mut node));
        let mut want = gone.clone();
        want.extend((3..9).map(|c| (c, five)));
        want.extend([30, 31, 32, 48, 49, 50].map(|c| (c, seven)));
        want.extend((0..6).map(|r| (r * 9 + 8, two)));
        let expected = node_without(81, 9, &want);
        assert_eq!(node.cands, expected.cands);
        // Every cell that changed is marked for the cage sums and the naked singles.
        for c in 0..81 {
            let changed = node.cands[c] != before.cands[c];
            assert_eq!(node.dirty >> c & 1 == 1, changed, "cell {c}");
            assert_eq!(node.fresh >> c & 1 == 1, changed, "cell {c}");
        }
        // Nothing left to lock: a second look changes nothing.
        assert!(!locked(&t, &mut node));
        // A 6x6 (boxes 2 high, 3 wide): the top-left box holds 4 only in its first column,
        // so 4 leaves that column's other four cells.
        // (Cages of one cell each: only the geometry matters here.)
        let cages6: Vec<Cage> = (0..36).map(|c| Cage::new(1 + c as u32 % 6, [c])).collect();
        let t6 = Tables::new(&Puzzle::new(6, cages6, vec![0; 36]).unwrap());
        let four = bit(4);
        let mut node = node_without(36, 6, &[1, 2, 7, 8].map(|c| (c, four)));
        assert!(locked(&t6, &mut node));
        for c in 0..36 {
            let has = node.cands[c] & four != 0;
            let keeps = ![1, 2, 7, 8, 12, 18, 24, 30].contains(&c);
            assert_eq!(has, keeps, "cell {c}");
        }
    }

    #[test]
    fn narrowing_leaves_nothing_it_could_narrow() {
        // Wherever the search goes, a node it keeps is a fixpoint of every rule it applies,
        // though it looks again only at what changed: no cage (or group of the rule of 45)
        // narrows further, no box or line locks a digit, every single has left its peers and
        // no digit has one place left in a house without being placed there.
        use rand::RngExt;
        let mut rng = crate::seed::rng(17);
        for round in 0..60 {
            // Cages grown at random on a random answer, up to five cells: loose enough that
            // most cells stay open at first (uniqueness does not matter here).
            let answer = crate::sudoku::grid::random_grid(9, &mut rng);
            let mut owner: Vec<usize> = (0..81).collect();
            for _ in 0..300 {
                let a = rng.random_range(0..81usize);
                let b = [a.wrapping_sub(9), a + 9, a.wrapping_sub(1), a + 1]
                    [rng.random_range(0..4usize)];
                let adjacent = b < 81 && (a / 9 == b / 9 || a % 9 == b % 9);
                if !adjacent || owner[a] == owner[b] {
                    continue;
                }
                let (x, y) = (owner[a], owner[b]);
                let cells_x: Vec<usize> = (0..81).filter(|&c| owner[c] == x).collect();
                let cells_y: Vec<usize> = (0..81).filter(|&c| owner[c] == y).collect();
                let size = cells_x.len() + cells_y.len();
                let clash = cells_x
                    .iter()
                    .any(|&c| cells_y.iter().any(|&o| answer[c] == answer[o]));
                if size <= 5 && !clash {
                    owner.iter_mut().filter(|o| **o == y).for_each(|o| *o = x);
                }
            }
            let cages = (0..81)
                .filter(|&l| owner.contains(&l))
                .map(|l| {
                    let cells: Vec<usize> = (0..81).filter(|&c| owner[c] == l).collect();
                    Cage::new(cells.iter().map(|&c| answer[c] as u32).sum(), cells)
                })
                .collect();
            let p = Puzzle::new(9, cages, vec![0; 81]).unwrap();
            let t = Tables::new(&p);
            let mut node = Node {
                cands: [0; CELLS],
                done: 0,
                dirty: u128::MAX,
                fresh: (1 << t.cells) - 1,
            };
            // Then cells are fixed to their answer's digit one at a time, in a random order,
            // as the search would fix them.
            node.cands[..81].fill(full(9));
            let mut order: Vec<usize> = (0..81).collect();
            rand::seq::SliceRandom::shuffle(&mut order[..], &mut rng);
            assert!(narrow(&t, &mut node), "round {round}");
            for &c in &order {
                if node.cands[c].count_ones() > 1 {
                    node.cands[c] = bit(answer[c]);
                    node.dirty |= 1 << c;
                    node.fresh |= 1 << c;
                    assert!(narrow(&t, &mut node), "round {round}");
                }
                let mut out = [0 as Mask; 9];
                let mut cands = [0 as Mask; 9];
                for (cells, sum) in &t.cages {
                    for (i, &x) in cells.iter().enumerate() {
                        cands[i] = node.cands[x as usize];
                    }
                    let k = cells.len();
                    assert!(crate::sums::options(&cands[..k], *sum, &mut out));
                    assert_eq!(out[..k], cands[..k], "round {round}: cage {cells:?}");
                }
                assert!(!locked(&t, &mut node.clone()), "round {round}");
                for (x, &digit) in answer.iter().enumerate() {
                    let m = node.cands[x];
                    assert!(m & bit(digit) != 0);
                    if m.count_ones() == 1 {
                        let (list, len) = &t.peers[x];
                        assert!(
                            list[..*len as usize]
                                .iter()
                                .all(|&o| node.cands[o as usize] & m == 0)
                        );
                    }
                }
                for house in &t.houses {
                    for d in 1..=9 {
                        let places: Vec<u8> = house
                            .iter()
                            .copied()
                            .filter(|&x| node.cands[x as usize] & bit(d) != 0)
                            .collect();
                        assert!(
                            places.len() != 1 || node.cands[places[0] as usize] == bit(d),
                            "round {round}"
                        );
                    }
                }
            }
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
