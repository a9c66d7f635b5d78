//! Futoshiki's clues as solver rules: givens fix cells, signs bound their two cells.

use super::Puzzle;
use crate::latin::{Candidates, MAX_CELLS, Mask, bit, full, highest, lowest};
use crate::solve::Rules;

/// Digits strictly below `d` (d in 1..=9).
#[inline]
pub(crate) fn below(d: u8) -> Mask {
    (1u16 << (d - 1)) - 1
}

/// Digits strictly above `d` within an order-n grid.
#[inline]
pub(crate) fn above(d: u8, n: usize) -> Mask {
    full(n) & !((1u16 << d) - 1)
}

impl Rules for Puzzle {
    fn order(&self) -> usize {
        self.order()
    }

    fn start(&self) -> Candidates {
        let mut c = Candidates::new(self.order());
        for (cell, &d) in self.givens().iter().enumerate() {
            if d != 0 {
                c.set(cell, bit(d));
            }
        }
        c
    }

    fn propagate(&self, cands: &mut Candidates) -> bool {
        // Sign bounds to a fixpoint: the smaller cell stays below the larger cell's maximum,
        // the larger above the smaller's minimum. Bounds travel along chains by repetition.
        let n = self.order();
        loop {
            let mut changed = false;
            for s in self.signs() {
                let (lo, hi) = (s.less as usize, s.greater as usize);
                let (ml, mh) = (cands.get(lo), cands.get(hi));
                if ml == 0 || mh == 0 {
                    return false;
                }
                let nl = ml & below(highest(mh));
                let nh = mh & above(lowest(ml), n);
                if nl != ml || nh != mh {
                    if nl == 0 || nh == 0 {
                        return false;
                    }
                    cands.set(lo, nl);
                    cands.set(hi, nh);
                    changed = true;
                }
            }
            if !changed {
                return true;
            }
        }
    }

    fn accepts(&self, digits: &[u8]) -> bool {
        Puzzle::accepts(self, digits)
    }
}

/// Futoshiki's clues prepared for the exact counter: the sign bounds of [`Puzzle`]'s own
/// [`Rules`], plus the chain bounds, which need the signs' transitive closure worked out once
/// per count rather than at every search node.
///
/// Chain bound: when chains of signs put k cells of a cell's row (or column) below it, those k
/// cells hold k different digits, all smaller, so the cell exceeds the k-th smallest digit
/// their candidates allow (at least k + 1 on an empty grid); the mirror holds for cells above.
/// Both only remove digits no solution can use.
pub struct CountRules<'a> {
    puzzle: &'a Puzzle,
    /// Per cell: the cells of its row (bit = column) and of its column (bit = row) that chains
    /// of signs put below it, and those they put above it.
    below_row: [Mask; MAX_CELLS],
    below_col: [Mask; MAX_CELLS],
    above_row: [Mask; MAX_CELLS],
    above_col: [Mask; MAX_CELLS],
    /// Cells with a chain bound, the only ones the chain pass visits: the first `chained_len`.
    chained: [u8; MAX_CELLS],
    chained_len: usize,
    /// The signs close a loop (a < b < ... < a): no solution.
    cyclic: bool,
}

impl<'a> CountRules<'a> {
    pub fn new(puzzle: &'a Puzzle) -> Self {
        let n = puzzle.order();
        let cells = n * n;
        // lower[c]: every cell a chain of signs puts below c, as a 128-bit cell set.
        let mut lower = [0u128; MAX_CELLS];
        loop {
            let mut changed = false;
            for s in puzzle.signs() {
                let (lo, hi) = (s.less as usize, s.greater as usize);
                let add = lower[lo] | 1u128 << lo;
                if lower[hi] | add != lower[hi] {
                    lower[hi] |= add;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let cyclic = (0..cells).any(|c| lower[c] >> c & 1 == 1);
        let mut rules = CountRules {
            puzzle,
            below_row: [0; MAX_CELLS],
            below_col: [0; MAX_CELLS],
            above_row: [0; MAX_CELLS],
            above_col: [0; MAX_CELLS],
            chained: [0; MAX_CELLS],
            chained_len: 0,
            cyclic,
        };
        if cyclic {
            return rules;
        }
        for (c, &below) in lower.iter().enumerate().take(cells) {
            let (r, col) = (c / n, c % n);
            let mut rest = below;
            while rest != 0 {
                let other = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                // `other` is below `c`, so `c` is above `other`.
                if other / n == r {
                    rules.below_row[c] |= 1 << (other % n);
                    rules.above_row[other] |= 1 << col;
                }
                if other % n == col {
                    rules.below_col[c] |= 1 << (other / n);
                    rules.above_col[other] |= 1 << r;
                }
            }
        }
        for c in 0..cells {
            // One cell below (or above) in a line says no more than the sign bounds, which
            // already carry a bound along the whole chain: only sets of two or more count.
            for set in [
                &mut rules.below_row[c],
                &mut rules.below_col[c],
                &mut rules.above_row[c],
                &mut rules.above_col[c],
            ] {
                if set.count_ones() < 2 {
                    *set = 0;
                }
            }
            let sets = rules.below_row[c] | rules.below_col[c] | rules.above_row[c];
            if sets | rules.above_col[c] != 0 {
                rules.chained[rules.chained_len] = c as u8;
                rules.chained_len += 1;
            }
        }
        rules
    }

    /// One pass of chain bounds over the chained cells: `Some(changed)`, `None` on a
    /// contradiction.
    fn chain_pass(&self, cands: &mut Candidates) -> Option<bool> {
        let n = self.puzzle.order();
        let mut changed = false;
        for &c in &self.chained[..self.chained_len] {
            let c = c as usize;
            let (r, col) = (c / n, c % n);
            let mut m = cands.get(c);
            let lines = [
                (self.below_row[c], self.above_row[c], r * n, 1),
                (self.below_col[c], self.above_col[c], col, n),
            ];
            for (below_set, above_set, start, step) in lines {
                if below_set != 0 {
                    let (k, union) = union_of(cands, below_set, start, step);
                    // The k cells below take k different digits of `union`: c exceeds the
                    // k-th smallest.
                    let kth = nth_lowest(union, k)?;
                    m &= above(kth, n);
                }
                if above_set != 0 {
                    let (k, union) = union_of(cands, above_set, start, step);
                    let kth = nth_highest(union, k)?;
                    m &= below(kth);
                }
            }
            if m != cands.get(c) {
                if m == 0 {
                    return None;
                }
                cands.set(c, m);
                changed = true;
            }
        }
        Some(changed)
    }
}

/// How many cells of a line `set` names (bit = position), and the union of their candidates.
#[inline]
fn union_of(cands: &Candidates, set: Mask, start: usize, step: usize) -> (u32, Mask) {
    let mut union = 0;
    let mut rest = set;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        union |= cands.get(start + i * step);
    }
    (set.count_ones(), union)
}

/// The k-th smallest digit of `m` (k >= 1), or `None` when `m` holds fewer than k digits.
#[inline]
fn nth_lowest(mut m: Mask, k: u32) -> Option<u8> {
    for _ in 1..k {
        m &= m.wrapping_sub(1);
    }
    (m != 0).then(|| lowest(m))
}

/// The k-th largest digit of `m` (k >= 1), or `None` when `m` holds fewer than k digits.
#[inline]
fn nth_highest(mut m: Mask, k: u32) -> Option<u8> {
    for _ in 1..k {
        if m == 0 {
            return None;
        }
        m &= !(1 << (15 - m.leading_zeros()));
    }
    (m != 0).then(|| highest(m))
}

impl Rules for CountRules<'_> {
    fn order(&self) -> usize {
        self.puzzle.order()
    }

    fn start(&self) -> Candidates {
        Rules::start(self.puzzle)
    }

    fn propagate(&self, cands: &mut Candidates) -> bool {
        if self.cyclic {
            return false;
        }
        loop {
            if !Rules::propagate(self.puzzle, cands) {
                return false;
            }
            match self.chain_pass(cands) {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    fn accepts(&self, digits: &[u8]) -> bool {
        self.puzzle.accepts(digits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::futoshiki::Sign;

    #[test]
    fn masks_above_and_below() {
        assert_eq!(below(3), 0b11);
        assert_eq!(above(3, 5), 0b11000);
        assert_eq!(above(5, 5), 0);
    }

    #[test]
    fn chain_of_signs_pins_a_row() {
        // r1c1 < r1c2 < r1c3 < r1c4 in a 4x4: the row must read 1 2 3 4.
        let signs = vec![Sign::new(0, 1), Sign::new(1, 2), Sign::new(2, 3)];
        let p = Puzzle::new(4, vec![0; 16], signs).unwrap();
        let mut c = p.start();
        assert!(p.propagate(&mut c));
        assert_eq!(&c.as_slice()[..4], &[bit(1), bit(2), bit(3), bit(4)]);
    }

    #[test]
    fn chain_bounds_count_the_cells_below_and_above_in_a_line() {
        // Row 1 of a 4x4: r1c1 < r1c2 > r1c3, so r1c2 exceeds two different digits: 3 or 4.
        // Row 2: r2c2 < r2c1 and r2c2 < r2c3, so r2c2 is 1 or 2.
        let signs = vec![
            Sign::new(0, 1),
            Sign::new(2, 1),
            Sign::new(5, 4),
            Sign::new(5, 6),
        ];
        let p = Puzzle::new(4, vec![0; 16], signs).unwrap();
        let mut plain = p.start();
        assert!(p.propagate(&mut plain));
        assert_eq!(
            plain.get(1),
            full(4) & !bit(1),
            "sign bounds alone: 2, 3 or 4"
        );
        let rules = CountRules::new(&p);
        let mut c = rules.start();
        assert!(rules.propagate(&mut c));
        assert_eq!(c.get(1), bit(3) | bit(4));
        assert_eq!(c.get(5), bit(1) | bit(2));
        // The two cells below holding only {2, 3} push r1c2 to 4.
        c.set(0, bit(2) | bit(3));
        c.set(2, bit(2) | bit(3));
        assert!(rules.propagate(&mut c));
        assert_eq!(c.get(1), bit(4));
    }

    #[test]
    fn a_loop_of_signs_has_no_solution() {
        // r1c1 < r1c2 < r2c2 < r2c1 < r1c1.
        let signs = vec![
            Sign::new(0, 1),
            Sign::new(1, 5),
            Sign::new(5, 4),
            Sign::new(4, 0),
        ];
        let p = Puzzle::new(4, vec![0; 16], signs).unwrap();
        let rules = CountRules::new(&p);
        let mut c = rules.start();
        assert!(!rules.propagate(&mut c));
        assert_eq!(crate::solve::count::count(&rules, 2), Ok(0));
    }

    #[test]
    fn contradiction_is_reported() {
        let mut givens = vec![0; 16];
        givens[0] = 4;
        let p = Puzzle::new(4, givens, vec![Sign::new(0, 1)]).unwrap();
        let mut c = p.start();
        assert!(!p.propagate(&mut c));
    }
}
