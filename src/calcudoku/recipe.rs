//! The generator's recipe for one attempt: answer first, then cages, then operations, rerolled
//! until the level's solver finishes the puzzle and the level below does not.
//!
//! 1. A uniformly random Latin square is the answer.
//! 2. Cages grow at random: each free cell (in random order) starts a cage of a drawn size,
//!    mostly two cells, never more than [`GENERATED_CAGE`], grown by free neighbours. A
//!    cage left with one cell is merged into its smallest neighbour, except for a few kept
//!    as one-cell cages (at most n/4 of them, each kept with even odds).
//! 3. Each cage gets an operation its digits reach, chosen so that the clue is no give-away
//!    (see [`choose_op`]).
//! 4. The step solver limited to the level must finish the puzzle (which proves one answer:
//!    it only makes sound deductions) and the level below must not. When it gets stuck, the
//!    operations of about half the cages holding a cell it left open are redrawn and it runs
//!    again, a few times per layout; a puzzle that comes out too easy gets a new layout, a
//!    few per answer; then the attempt gives up.
//!
//! See docs/calcudoku.md for the reasons behind the numbers.

use super::fills::{Shape, each_fill, partners};
use super::techniques::Probe;
use super::{Cage, GENERATED_CAGE, Op, Puzzle, finishes};
use crate::latin::random::latin_square;
use crate::latin::{bit, full};
use crate::solve::Level;
use crate::solve::logic::Outcome;
use rand::RngExt;
use rand::seq::SliceRandom;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Variants the model and formats know; books print the plain puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Variant {
    /// Print targets without operations: the solver must find them.
    pub hidden_ops: bool,
    /// Every cage of two or more cells is a product (Tatham's `m`).
    pub mul_only: bool,
}

/// Largest product a generated × clue shows (three digits fit a cell's corner).
pub const MAX_PRODUCT: u32 = 999;

/// Cage layouts tried per answer; solves per layout, each after redrawing the operations of
/// cages where the last one got stuck, each such cage with odds `REDRAW`.
const LAYOUTS: usize = 4;
const REPAIRS: usize = 12;
const REDRAW: f64 = 0.5;

/// Weights of the drawn cage sizes 1 to 6 (a drawn 1 is grown like any other: it only stays
/// one cell through the merge rule). Mostly dominoes, as Tatham's Keen: big cages are weak
/// clues, and on 9x9 a grid of them leaves the hard ladder stuck at the start almost always
/// (weights 6:5:3:1:1 for sizes 2 to 6 gave 1 hard puzzle in 300 layouts; see
/// docs/calcudoku.md).
const SIZE_WEIGHTS: [u32; GENERATED_CAGE] = [0, 30, 3, 1, 0, 0];

/// One try at a puzzle of `order` that the solver limited to `level` finishes and the level
/// below does not; the puzzle and its answer.
pub fn attempt(
    order: usize,
    level: Level,
    variant: Variant,
    rng: &mut impl rand::Rng,
) -> Option<(Puzzle, Vec<u8>)> {
    let answer = latin_square(order, rng);
    let below = crate::kind::level_below(&super::Calcudoku, level);
    for _ in 0..LAYOUTS {
        let groups = grow_cages(order, GENERATED_CAGE, rng);
        let mut ops: Vec<Op> = groups
            .iter()
            .map(|cells| draw_op(order, &answer, cells, variant, rng))
            .collect();
        // One puzzle per layout, its redrawn clues changed in place: building it anew per
        // solve (cages, shapes, checks) was a sixth of an easy 5x5's time.
        let mut p = build(order, &answer, &groups, &ops, variant);
        // The operations already solved on this layout and where each solve stopped: a redraw
        // often draws the operations it replaces (a third of an easy 5x5's solves), and the
        // same clues give the same solve.
        let mut tried: Vec<(Vec<Op>, Probe)> = Vec::new();
        for _ in 0..REPAIRS {
            let probe = match tried.iter().find(|(seen, _)| *seen == ops) {
                Some(&(_, probe)) => probe,
                None => {
                    let probe = super::techniques::probe(&p, level);
                    tried.push((ops.clone(), probe));
                    probe
                }
            };
            if probe.outcome == Outcome::Solved {
                let fits = if level == Level::Hard {
                    // One run tells hard from medium (see `level_reached`).
                    probe.reached == Level::Hard
                } else {
                    below.is_none_or(|b| !finishes(&p, b))
                };
                if fits {
                    return Some((p, answer));
                }
                // Too easy: a new layout.
                break;
            }
            // Stuck: redraw the operations of some cages where the solve stopped; the rest
            // of the grid already gives way at this level.
            for (k, cells) in groups.iter().enumerate() {
                if cells.iter().any(|&c| probe.open.contains(c)) && rng.random_bool(REDRAW) {
                    ops[k] = draw_op(order, &answer, cells, variant, rng);
                    let (shown, target) = clue(&answer, cells, ops[k], variant);
                    p.set_clue(k, shown, target);
                }
            }
        }
    }
    None
}

/// Random cages covering an n×n grid, none over `max` cells, as cell lists.
pub fn grow_cages(n: usize, max: usize, rng: &mut impl rand::Rng) -> Vec<Vec<usize>> {
    let cells = n * n;
    let mut owner = vec![usize::MAX; cells];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut order: Vec<usize> = (0..cells).collect();
    order.shuffle(rng);
    let weights = &SIZE_WEIGHTS[..max.min(GENERATED_CAGE)];
    let total: u32 = weights.iter().sum::<u32>().max(1);
    for &start in &order {
        if owner[start] != usize::MAX {
            continue;
        }
        let mut pick = rng.random_range(0..total);
        let mut size = 1;
        for (i, &w) in weights.iter().enumerate() {
            if pick < w {
                size = i + 1;
                break;
            }
            pick -= w;
        }
        let id = groups.len();
        owner[start] = id;
        let mut group = vec![start];
        while group.len() < size {
            let free: Vec<usize> = group
                .iter()
                .flat_map(|&c| neighbours(n, c))
                .filter(|&c| owner[c] == usize::MAX)
                .collect();
            if free.is_empty() {
                break;
            }
            let c = free[rng.random_range(0..free.len())];
            owner[c] = id;
            group.push(c);
        }
        groups.push(group);
    }
    // One-cell cages: a few stay, the rest join their smallest neighbour with room.
    let mut singles_left = n / 4;
    for id in 0..groups.len() {
        if groups[id].len() != 1 {
            continue;
        }
        if singles_left > 0 && rng.random_bool(0.5) {
            singles_left -= 1;
            continue;
        }
        let cell = groups[id][0];
        let mut best: Option<usize> = None;
        let mut around: Vec<usize> = neighbours(n, cell).map(|c| owner[c]).collect();
        around.shuffle(rng);
        for g in around {
            let len = groups[g].len();
            if g != id && len < max && best.is_none_or(|b| len < groups[b].len()) {
                best = Some(g);
            }
        }
        if let Some(g) = best {
            groups[id].clear();
            groups[g].push(cell);
            owner[cell] = g;
        }
    }
    groups.retain(|g| !g.is_empty());
    for g in &mut groups {
        g.sort_unstable();
    }
    groups.sort();
    groups
}

fn neighbours(n: usize, c: usize) -> impl Iterator<Item = usize> {
    let (r, col) = (c / n, c % n);
    [
        (col > 0).then(|| c - 1),
        (col + 1 < n).then(|| c + 1),
        (r > 0).then(|| c - n),
        (r + 1 < n).then(|| c + n),
    ]
    .into_iter()
    .flatten()
}

/// An operation for the cage of `cells` over `answer` (see [`choose_op`]).
fn draw_op(
    n: usize,
    answer: &[u8],
    cells: &[usize],
    variant: Variant,
    rng: &mut impl rand::Rng,
) -> Op {
    let mut ds = [0u8; super::MAX_CAGE];
    for (d, &c) in ds.iter_mut().zip(cells) {
        *d = answer[c];
    }
    choose_op(n, cells, &ds[..cells.len()], variant.mul_only, rng)
}

/// The puzzle with these cages over `answer` and these operations.
fn build(n: usize, answer: &[u8], groups: &[Vec<usize>], ops: &[Op], variant: Variant) -> Puzzle {
    let cages = groups
        .iter()
        .zip(ops)
        .map(|(cells, &op)| {
            let (shown, target) = clue(answer, cells, op, variant);
            Cage::new(cells.iter().copied(), shown, target)
        })
        .collect();
    let p = Puzzle::new(n, cages, variant.mul_only).expect("grown cages cover the grid once");
    // Cage k is group k (both by first cell), as the in-place redraw assumes.
    debug_assert!(
        p.cages()
            .iter()
            .zip(groups)
            .all(|(cage, g)| cage.first() == g[0])
    );
    p
}

/// The clue of the cage of `cells` over `answer` under `op`: the operation shown (none on
/// one cell or when hidden) and the target.
fn clue(answer: &[u8], cells: &[usize], op: Op, variant: Variant) -> (Option<Op>, u32) {
    let mut ds = [0u8; super::MAX_CAGE];
    for (d, &c) in ds.iter_mut().zip(cells) {
        *d = answer[c];
    }
    let target = op
        .apply(&ds[..cells.len()])
        .expect("a chosen operation applies");
    let shown = (cells.len() > 1 && !variant.hidden_ops).then_some(op);
    (shown, target)
}

/// An operation for a cage holding `ds`, drawn by weight among those that are not
/// give-aways. A two-cell clue is a give-away when only one pair of digits reaches it (sums
/// 3, 4, 2n−2 and 2n−1, difference n−1, quotients over n/2, products such as 5× with one
/// factor pair); a larger cage's when only one set of digits fills it. Weights favour − and ÷
/// on two cells, as printed books do; one-cell cages take + (their target is the digit).
pub fn choose_op(
    n: usize,
    cells: &[usize],
    ds: &[u8],
    mul_only: bool,
    rng: &mut impl rand::Rng,
) -> Op {
    if ds.len() == 1 {
        return Op::Add;
    }
    if mul_only {
        return Op::Mul;
    }
    let options: &[(Op, u32)] = if ds.len() == 2 {
        &[(Op::Div, 3), (Op::Sub, 3), (Op::Add, 2), (Op::Mul, 2)]
    } else {
        &[(Op::Add, 1), (Op::Mul, 1)]
    };
    let mut cell_bytes = [0u8; super::MAX_CAGE];
    for (b, &c) in cell_bytes.iter_mut().zip(cells) {
        *b = c as u8;
    }
    let cells = &cell_bytes[..cells.len()];
    let mut fair = [(Op::Add, 0u32); 4];
    let mut n_fair = 0;
    for &(op, w) in options {
        let Some(t) = op.apply(ds) else { continue };
        // No ÷1; and no product over three digits, which would crowd its cell's corner.
        if (op == Op::Div && t == 1) || (op == Op::Mul && t > MAX_PRODUCT) {
            continue;
        }
        if digit_sets(n, cells, op, t) >= 2 {
            fair[n_fair] = (op, w);
            n_fair += 1;
        }
    }
    let fair = &fair[..n_fair];
    if fair.is_empty() {
        // Every clue gives the digits away (rare, in big × or small + cages): the sum tells
        // the least.
        return if ds.len() == 2 { Op::Sub } else { Op::Add };
    }
    let total: u32 = fair.iter().map(|f| f.1).sum();
    let mut pick = rng.random_range(0..total);
    for &(op, w) in fair {
        if pick < w {
            return op;
        }
        pick -= w;
    }
    unreachable!("the pick is below the total")
}

/// How many different sets of digits (as multisets: a digit may repeat across lines) fill a
/// cage of these cells reaching `t` by `op` on an empty grid, counting no further than 2.
fn digit_sets(n: usize, cells: &[u8], op: Op, t: u32) -> usize {
    // The answer depends on the order, the operation, the target and which cells share a
    // line, nothing else: the generator asks the same few questions thousands of times, so
    // the answers are kept (per thread: the count is the same wherever it is worked out).
    let key = sets_key(n, cells, op, t);
    if let Some(&sets) = key
        .and_then(|k| SETS.with_borrow(|m| m.get(&k).copied()))
        .as_ref()
    {
        return sets as usize;
    }
    let sets = if cells.len() == 2 {
        pair_sets(n, cells, op, t)
    } else {
        walk_sets(n, cells, op, t)
    };
    if let Some(k) = key {
        SETS.with_borrow_mut(|m| m.insert(k, sets as u8));
    }
    sets
}

thread_local! {
    /// [`digit_sets`]'s answers by [`sets_key`].
    static SETS: std::cell::RefCell<HashMap<u64, u8, BuildHasherDefault<KeyHasher>>> =
        std::cell::RefCell::new(HashMap::default());
}

/// What [`digit_sets`] depends on, packed: order (4 bits), cell count (4), operation (2),
/// target (20), and for each cell the earlier cells in its row or column (15 bits for the
/// generator's cages of up to six cells). `None` for a question that does not fit.
fn sets_key(n: usize, cells: &[u8], op: Op, t: u32) -> Option<u64> {
    if cells.len() > GENERATED_CAGE || t >= 1 << 20 {
        return None;
    }
    let mut clash = 0u64;
    let mut at = 0;
    for (i, &c) in cells.iter().enumerate() {
        for &e in &cells[..i] {
            let (c, e) = (c as usize, e as usize);
            if c / n == e / n || c % n == e % n {
                clash |= 1 << at;
            }
            at += 1;
        }
    }
    Some(n as u64 | (cells.len() as u64) << 4 | (op as u64) << 8 | (t as u64) << 10 | clash << 30)
}

/// A hasher for keys that are already well spread integers (one multiply, no SipHash rounds).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = (k ^ k >> 29).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// [`digit_sets`] by walking the fills.
fn walk_sets(n: usize, cells: &[u8], op: Op, t: u32) -> usize {
    let shape = Shape::new(n, cells, op_slice(op), t);
    // A multiset as four bits of count per digit (a cage has at most 9 cells): equal sets
    // have equal keys, and no fill allocates.
    let key = |ds: &[u8]| ds.iter().fold(0u64, |k, &d| k + (1 << (4 * d as u64)));
    let mut first: Option<u64> = None;
    let mut sets = 0;
    let masks = [full(n); super::MAX_CAGE];
    each_fill(&shape, &masks[..cells.len()], &mut |ds| {
        let k = key(ds);
        match first {
            None => {
                first = Some(k);
                sets = 1;
            }
            Some(f) if f != k => sets = 2,
            Some(_) => {}
        }
        sets < 2
    });
    sets
}

/// [`digit_sets`] for two cells, most cages: each pair {d, e} with d ≤ e is met once, at d,
/// so the pairs are counted by their partners without walking fills.
fn pair_sets(n: usize, cells: &[u8], op: Op, t: u32) -> usize {
    let (a, b) = (cells[0] as usize, cells[1] as usize);
    let clash = a / n == b / n || a % n == b % n;
    let mut sets = 0;
    for d in 1..=n as u8 {
        // Partners of d from d up (above d when the cells share a line).
        let from = if clash { d + 1 } else { d };
        let above = full(n) & !(bit(from) - 1);
        sets += (partners(op, t, d) & above).count_ones() as usize;
        if sets >= 2 {
            return 2;
        }
    }
    sets
}

fn op_slice(op: Op) -> &'static [Op] {
    match op {
        Op::Add => &[Op::Add],
        Op::Sub => &[Op::Sub],
        Op::Mul => &[Op::Mul],
        Op::Div => &[Op::Div],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cages_cover_the_grid_and_stay_small() {
        let mut rng = crate::seed::rng(3);
        for n in 4..=9 {
            for _ in 0..30 {
                let groups = grow_cages(n, GENERATED_CAGE, &mut rng);
                let mut seen = vec![0; n * n];
                for g in &groups {
                    assert!((1..=GENERATED_CAGE).contains(&g.len()));
                    for &c in g {
                        seen[c] += 1;
                    }
                }
                assert!(seen.iter().all(|&k| k == 1));
                let singles = groups.iter().filter(|g| g.len() == 1).count();
                assert!(singles <= n / 4 + 1, "{singles} one-cell cages on {n}x{n}");
                // Puzzle::new checks each cage is in one piece.
                let cages = groups
                    .iter()
                    .map(|g| Cage::new(g.clone(), None, 1))
                    .collect();
                Puzzle::new(n, cages, false).unwrap();
            }
        }
    }

    #[test]
    fn two_cell_sets_match_the_walk() {
        // Cells sharing a row, a column, or neither (where a repeated digit is allowed).
        for n in 4..=9usize {
            let m = n as u8;
            for cells in [[0u8, 1], [0, m], [0, m + 1]] {
                for op in Op::ALL {
                    for t in 1..=90 {
                        assert_eq!(
                            pair_sets(n, &cells, op, t),
                            walk_sets(n, &cells, op, t),
                            "{n} {cells:?} {op:?} {t}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn clues_are_no_give_aways() {
        let mut rng = crate::seed::rng(8);
        let n = 6;
        // Row cells 0 and 1: a domino.
        for (ds, banned) in [
            ([1u8, 2u8], vec![Op::Add]),      // 3+ only {1,2}
            ([1, 3], vec![Op::Add]),          // 4+ only {1,3}; 3÷ has {2,6} too
            ([1, 4], vec![Op::Div]),          // 4÷ only {1,4} on 6
            ([5, 6], vec![Op::Add, Op::Mul]), // 11+ and 30× only {5,6}
            ([1, 6], vec![Op::Sub, Op::Div]), // 5− and 6÷ only {1,6}
        ] {
            for _ in 0..100 {
                let op = choose_op(n, &[0, 1], &ds, false, &mut rng);
                assert!(op.apply(&ds).is_some());
                assert!(!banned.contains(&op), "{ds:?} got {op:?}");
            }
        }
        assert_eq!(digit_sets(n, &[0, 1], Op::Mul, 6), 2);
        assert_eq!(digit_sets(n, &[0, 1], Op::Mul, 5), 1);
        assert_eq!(digit_sets(n, &[0, 1], Op::Add, 2), 0);
        assert_eq!(choose_op(n, &[0, 1], &[2, 3], true, &mut rng), Op::Mul);
    }
}
