//! Futoshiki's clues as solver rules: givens fix cells, signs bound their two cells.

use super::Puzzle;
use crate::latin::{Candidates, Mask, bit, full, highest, lowest};
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
    fn contradiction_is_reported() {
        let mut givens = vec![0; 16];
        givens[0] = 4;
        let p = Puzzle::new(4, givens, vec![Sign::new(0, 1)]).unwrap();
        let mut c = p.start();
        assert!(!p.propagate(&mut c));
    }
}
