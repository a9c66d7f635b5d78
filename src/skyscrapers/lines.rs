//! Line enumeration: every way to fill one row or column that fits its cells' candidates and
//! its two edge clues, folded into the candidates each cell keeps.
//!
//! Both solvers use it: the counter's propagation runs it on every clued line, the step
//! solver's hardest Skyscrapers technique is it. It is exact for one line, so it never removes
//! a height some answer uses.
//!
//! The search places heights tallest first. A height placed left of every taller one is seen
//! from the front, right of every taller one is seen from the back; so the state after placing
//! the k tallest is the set of cells they fill and the two counts seen so far. The cells left
//! of the leftmost filled cell are all free, which bounds how many more can still be seen from
//! the front (and likewise from the back): branches that cannot reach a clue are cut at once.
//! The state also decides everything that follows, so each state's verdict is memoised, and
//! the heights a successful move places are the same whichever way the state was reached:
//! the search visits each state once and still collects every height each cell can take.

use super::MAX_ORDER;
use crate::latin::{Mask, bit};
use std::cell::{Cell, RefCell};

/// States of one search: cell sets times counts seen from each end (0..=clue).
const MAX_STATES: usize = (1 << MAX_ORDER) * (MAX_ORDER + 1) * (MAX_ORDER + 1);

thread_local! {
    /// The memo of a search, reused across calls on one thread: a stamp per state says
    /// whether it was reached in the current search (`stamp >> 1 == epoch`) and with what
    /// verdict (low bit). Const-initialised, so it lives in thread-local storage and no call
    /// allocates.
    static STAMPS: RefCell<[u32; MAX_STATES]> = const { RefCell::new([0; MAX_STATES]) };
    static EPOCH: Cell<u32> = const { Cell::new(0) };
}

/// The heights each cell of a line can still take: `masks` are its cells' candidates from the
/// front (top or left) end, `front` and `back` its clues (0 = none). `None` when no filling
/// fits. Only the first `n` entries of `masks` are read or written.
pub fn enumerate(
    n: usize,
    masks: &[Mask; MAX_ORDER],
    front: u8,
    back: u8,
) -> Option<[Mask; MAX_ORDER]> {
    let mut epoch = EPOCH.get() + 1;
    STAMPS.with_borrow_mut(|stamps| {
        if epoch >= 1 << 30 {
            stamps.fill(0);
            epoch = 1;
        }
        EPOCH.set(epoch);
        let mut search = Search {
            n,
            masks,
            front,
            back,
            stride: back as usize + 1,
            per_set: (front as usize + 1) * (back as usize + 1),
            union: [0; MAX_ORDER],
            stamps,
            epoch,
        };
        search.go(0, 0, 0).then_some(search.union)
    })
}

struct Search<'a> {
    n: usize,
    masks: &'a [Mask; MAX_ORDER],
    front: u8,
    back: u8,
    stride: usize,
    per_set: usize,
    union: [Mask; MAX_ORDER],
    stamps: &'a mut [u32],
    epoch: u32,
}

impl Search<'_> {
    /// True when the cells outside `filled` can take the remaining (shorter) heights so that
    /// both clues hold, `seen_f` and `seen_b` having been seen so far.
    fn go(&mut self, filled: u16, seen_f: u8, seen_b: u8) -> bool {
        let n = self.n;
        let done = filled.count_ones() as usize;
        if done == n {
            return (self.front == 0 || seen_f == self.front)
                && (self.back == 0 || seen_b == self.back);
        }
        let key = filled as usize * self.per_set + seen_f as usize * self.stride + seen_b as usize;
        let stamp = self.stamps[key];
        if stamp >> 1 == self.epoch {
            return stamp & 1 == 1;
        }
        let height = (n - done) as u8;
        let shorter = height as usize - 1;
        // The leftmost and rightmost filled cells (meaningless while nothing is filled).
        let (left, right) = if filled == 0 {
            (n, 0)
        } else {
            (
                filled.trailing_zeros() as usize,
                15 - filled.leading_zeros() as usize,
            )
        };
        let b = bit(height);
        let mut ok = false;
        for (p, &m) in self.masks.iter().enumerate().take(n) {
            if filled & (1 << p) != 0 || m & b == 0 {
                continue;
            }
            let (nl, nr) = (left.min(p), if filled == 0 { p } else { right.max(p) });
            let sf = seen_f + (self.front != 0 && p < left) as u8;
            let sb = seen_b + (self.back != 0 && (filled == 0 || p > right)) as u8;
            // Every free cell left of `nl` may still show one of the shorter heights, no more.
            if self.front != 0
                && (sf > self.front || sf as usize + shorter.min(nl) < self.front as usize)
            {
                continue;
            }
            if self.back != 0
                && (sb > self.back || sb as usize + shorter.min(n - 1 - nr) < self.back as usize)
            {
                continue;
            }
            if self.go(filled | 1 << p, sf, sb) {
                self.union[p] |= b;
                ok = true;
            }
        }
        self.stamps[key] = self.epoch << 1 | ok as u32;
        ok
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latin::full;
    use crate::skyscrapers::visible;

    /// Every permutation of 1..=n, by Heap's algorithm: the brute force to check against.
    fn permutations(n: usize) -> Vec<Vec<u8>> {
        fn heap(k: usize, a: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
            if k == 1 {
                out.push(a.clone());
                return;
            }
            for i in 0..k {
                heap(k - 1, a, out);
                let j = if k.is_multiple_of(2) { i } else { 0 };
                a.swap(j, k - 1);
            }
        }
        let mut a: Vec<u8> = (1..=n as u8).collect();
        let mut out = Vec::new();
        heap(n, &mut a, &mut out);
        out
    }

    fn brute(
        n: usize,
        masks: &[Mask; MAX_ORDER],
        front: u8,
        back: u8,
    ) -> Option<[Mask; MAX_ORDER]> {
        let mut union = [0; MAX_ORDER];
        let mut any = false;
        for p in permutations(n) {
            let fits = p.iter().enumerate().all(|(i, &h)| masks[i] & bit(h) != 0)
                && (front == 0 || visible(p.iter().copied()) == front)
                && (back == 0 || visible(p.iter().rev().copied()) == back);
            if fits {
                any = true;
                for (i, &h) in p.iter().enumerate() {
                    union[i] |= bit(h);
                }
            }
        }
        any.then_some(union)
    }

    #[test]
    fn agrees_with_every_permutation() {
        use rand::RngExt;
        let mut rng = crate::seed::rng(3);
        for n in 4..=6 {
            for _ in 0..400 {
                let mut masks = [0; MAX_ORDER];
                for m in masks.iter_mut().take(n) {
                    *m = full(n);
                    for d in 1..=n as u8 {
                        if rng.random_bool(0.25) {
                            *m &= !bit(d);
                        }
                    }
                }
                let front = rng.random_range(0..=n as u8);
                let back = rng.random_range(0..=n as u8);
                assert_eq!(
                    enumerate(n, &masks, front, back),
                    brute(n, &masks, front, back),
                    "{n} {masks:?} {front} {back}"
                );
            }
        }
    }

    #[test]
    fn clue_rules_fall_out() {
        let n = 5;
        let open = [full(n); MAX_ORDER];
        // Clue 1: the tallest stands first.
        assert_eq!(enumerate(n, &open, 1, 0).unwrap()[0], bit(5));
        // Clue n: 1 2 3 4 5 from the front.
        let up = enumerate(n, &open, 5, 0).unwrap();
        assert_eq!(&up[..5], &[bit(1), bit(2), bit(3), bit(4), bit(5)]);
        // Facing 2 and 4 (sum n + 1): 5 is second.
        assert_eq!(enumerate(n, &open, 2, 4).unwrap()[1], bit(5));
        // Impossible pairs.
        assert_eq!(enumerate(n, &open, 1, 1), None);
        assert_eq!(enumerate(n, &open, 3, 4), None);
    }
}
