//! Uniformly random Latin squares by the Jacobson–Matthews Markov chain.
//!
//! Shuffling the rows, columns and symbols of one fixed square only reaches that square's
//! isotopy class, and filling cells by random backtracking favours some squares over others.
//! Jacobson and Matthews (1996) gave a chain on "incidence cubes" whose stationary law is
//! uniform over all Latin squares of order n. We start from the cyclic square, shuffle it (so
//! the chain starts somewhere random), and stop after many proper cubes.

use super::MAX_ORDER;
use rand::RngExt;
use rand::seq::SliceRandom;

// The cube's indices are masked with MAX_ORDER - 1 (see `Cube::toggle`).
const _: () = assert!(MAX_ORDER.is_power_of_two());

/// Proper cubes visited per square: n³, the customary run length for this chain (the order-4
/// uniformity test below checks that it is enough there).
fn moves(n: usize) -> usize {
    n * n * n
}

/// The incidence cube: `f(r, c, s)` is 1 when symbol s sits at (r, c). In an improper cube
/// exactly one entry is -1. The 1-entries are kept as bitmasks along each of the three axes,
/// so that finding "the 1 in this line" is a bit operation rather than a scan.
struct Cube {
    n: usize,
    /// Symbols s with f(r, c, s) = 1, indexed [r][c].
    syms: [[u16; MAX_ORDER]; MAX_ORDER],
    /// Rows r with f(r, c, s) = 1, indexed [c][s].
    rows: [[u16; MAX_ORDER]; MAX_ORDER],
    /// Columns c with f(r, c, s) = 1, indexed [r][s].
    cols: [[u16; MAX_ORDER]; MAX_ORDER],
    /// The -1 entry while the cube is improper.
    improper: Option<(usize, usize, usize)>,
}

impl Cube {
    fn from_square(n: usize, square: &[u8]) -> Self {
        let mut cube = Cube {
            n,
            syms: [[0; MAX_ORDER]; MAX_ORDER],
            rows: [[0; MAX_ORDER]; MAX_ORDER],
            cols: [[0; MAX_ORDER]; MAX_ORDER],
            improper: None,
        };
        for r in 0..n {
            for c in 0..n {
                cube.toggle(r, c, square[r * n + c] as usize - 1);
            }
        }
        cube
    }

    /// Flips whether f(r, c, s) is 1. Indices are masked to the arrays' 16 so that the
    /// chain's millions of toggles carry no bounds checks (they are below n anyway).
    #[inline(always)]
    fn toggle(&mut self, r: usize, c: usize, s: usize) {
        let (r, c, s) = (
            r & (MAX_ORDER - 1),
            c & (MAX_ORDER - 1),
            s & (MAX_ORDER - 1),
        );
        self.syms[r][c] ^= 1 << s;
        self.rows[c][s] ^= 1 << r;
        self.cols[r][s] ^= 1 << c;
    }

    #[inline(always)]
    fn is_one(&self, r: usize, c: usize, s: usize) -> bool {
        self.syms[r & (MAX_ORDER - 1)][c & (MAX_ORDER - 1)] & (1 << (s & (MAX_ORDER - 1))) != 0
    }

    /// One step of the chain: +1 at (r, c, s) and at three corners of the 2x2x2 box it spans
    /// with (r1, c1, s1), -1 at the other four.
    ///
    /// Which entries are 1 is known from how they were drawn, so the step toggles them
    /// directly: (r, c, s1), (r, c1, s) and (r1, c, s) are 1s (the lines' 1s picked); (r, c, s)
    /// is a 0 or the -1 entry, whose +1 makes the cube proper; (r, c1, s1), (r1, c, s1) and
    /// (r1, c1, s) are 0s; only (r1, c1, s1) may be either, and becomes the new -1 entry when
    /// it is a 0. The eight corners are distinct (r1 != r, c1 != c, s1 != s).
    #[inline(always)]
    fn step<R: rand::Rng>(&mut self, rng: &mut R) {
        let n = self.n;
        // The lone 1 of a proper line, or one of the two 1s of a line through the -1 entry.
        let one = |mask: u16, pick: bool| {
            if pick {
                15 - mask.leading_zeros() as usize
            } else {
                mask.trailing_zeros() as usize
            }
        };
        let (r, c, s, r1, c1, s1);
        match self.improper {
            None => {
                // A uniformly random 0-entry: any cell, any symbol but the one it holds.
                (r, c) = (rng.random_range(0..n), rng.random_range(0..n));
                let held =
                    self.syms[r & (MAX_ORDER - 1)][c & (MAX_ORDER - 1)].trailing_zeros() as usize;
                let k = rng.random_range(0..n - 1);
                s = if k >= held { k + 1 } else { k };
                r1 = one(self.rows[c & (MAX_ORDER - 1)][s & (MAX_ORDER - 1)], false);
                c1 = one(self.cols[r & (MAX_ORDER - 1)][s & (MAX_ORDER - 1)], false);
                s1 = held;
                self.toggle(r, c, s);
            }
            Some((a, b, d)) => {
                (r, c, s) = (a, b, d);
                let picks: u8 = rng.random_range(0..8);
                r1 = one(
                    self.rows[c & (MAX_ORDER - 1)][s & (MAX_ORDER - 1)],
                    picks & 1 != 0,
                );
                c1 = one(
                    self.cols[r & (MAX_ORDER - 1)][s & (MAX_ORDER - 1)],
                    picks & 2 != 0,
                );
                s1 = one(
                    self.syms[r & (MAX_ORDER - 1)][c & (MAX_ORDER - 1)],
                    picks & 4 != 0,
                );
                // +1 on the -1 entry: it is 0 now, and the cube proper until the last corner.
                self.improper = None;
            }
        }
        debug_assert!(r1 != r && c1 != c && s1 != s);
        debug_assert!(self.is_one(r, c, s1) && self.is_one(r, c1, s) && self.is_one(r1, c, s));
        self.toggle(r, c, s1);
        self.toggle(r, c1, s);
        self.toggle(r1, c, s);
        debug_assert!(!self.is_one(r, c1, s1) && !self.is_one(r1, c, s1));
        debug_assert!(!self.is_one(r1, c1, s));
        self.toggle(r, c1, s1);
        self.toggle(r1, c, s1);
        self.toggle(r1, c1, s);
        if self.is_one(r1, c1, s1) {
            self.toggle(r1, c1, s1);
        } else {
            self.improper = Some((r1, c1, s1));
        }
    }

    fn square(&self) -> Vec<u8> {
        let n = self.n;
        (0..n * n)
            .map(|i| {
                let m = self.syms[i / n][i % n];
                debug_assert_eq!(m.count_ones(), 1, "proper cube");
                m.trailing_zeros() as u8 + 1
            })
            .collect()
    }
}

/// A uniformly random Latin square of order `n` (row-major digits 1..=n).
pub fn latin_square<R: rand::Rng>(n: usize, rng: &mut R) -> Vec<u8> {
    assert!((1..=MAX_ORDER).contains(&n));
    let mut rows: Vec<usize> = (0..n).collect();
    let mut cols: Vec<usize> = (0..n).collect();
    let mut syms: Vec<u8> = (1..=n as u8).collect();
    rows.shuffle(rng);
    cols.shuffle(rng);
    syms.shuffle(rng);
    let start: Vec<u8> = (0..n * n)
        .map(|i| syms[(rows[i / n] + cols[i % n]) % n])
        .collect();
    if n < 3 {
        return start;
    }
    let mut cube = Cube::from_square(n, &start);
    // Count only the proper cubes visited: J-M's chain is uniform on proper squares when
    // watched at its proper states, and stopping after a fixed number of those (not after a
    // fixed number of moves, then waiting for a proper one) keeps that law.
    let mut proper = 0;
    while proper < moves(n) {
        cube.step(rng);
        if cube.improper.is_none() {
            proper += 1;
        }
    }
    cube.square()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latin::is_latin_square;
    use std::collections::BTreeMap;

    #[test]
    fn squares_are_latin() {
        let mut rng = crate::seed::rng(1);
        for n in 1..=9 {
            for _ in 0..20 {
                let sq = latin_square(n, &mut rng);
                assert!(is_latin_square(n, &sq), "{n}: {sq:?}");
            }
        }
    }

    #[test]
    fn order_four_is_close_to_uniform() {
        // There are 576 Latin squares of order 4, in two isotopy classes of unequal size:
        // a biased drawer (shuffling the cyclic square) never reaches some of them.
        let mut rng = crate::seed::rng(2);
        let draws = 576 * 40;
        let mut seen: BTreeMap<Vec<u8>, u32> = BTreeMap::new();
        for _ in 0..draws {
            *seen.entry(latin_square(4, &mut rng)).or_default() += 1;
        }
        assert_eq!(seen.len(), 576, "every order-4 square is reached");
        let (lo, hi) = (seen.values().min().unwrap(), seen.values().max().unwrap());
        // Expected 40 each; a uniform law keeps every count within these bounds (p ≈ 1e-6).
        assert!(*lo >= 12 && *hi <= 80, "counts from {lo} to {hi}");
    }
}
