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

/// Moves taken per square: a few times n³, well past the mixing seen for n ≤ 9.
fn moves(n: usize) -> usize {
    2 * n * n * n
}

/// The incidence cube: `f[r][c][s]` is 1 when symbol s sits at (r, c). In an improper cube
/// exactly one entry is -1.
struct Cube {
    n: usize,
    f: [[[i8; MAX_ORDER]; MAX_ORDER]; MAX_ORDER],
    /// The -1 entry while the cube is improper.
    improper: Option<(usize, usize, usize)>,
}

impl Cube {
    fn from_square(n: usize, square: &[u8]) -> Self {
        let mut f = [[[0i8; MAX_ORDER]; MAX_ORDER]; MAX_ORDER];
        for r in 0..n {
            for c in 0..n {
                f[r][c][square[r * n + c] as usize - 1] = 1;
            }
        }
        Cube {
            n,
            f,
            improper: None,
        }
    }

    /// The positions along the row axis (varying r) with a 1 at (·, c, s).
    fn ones_r(&self, c: usize, s: usize, out: &mut [usize; 2]) -> usize {
        let mut k = 0;
        for r in 0..self.n {
            if self.f[r][c][s] == 1 && k < 2 {
                out[k] = r;
                k += 1;
            }
        }
        k
    }

    fn ones_c(&self, r: usize, s: usize, out: &mut [usize; 2]) -> usize {
        let mut k = 0;
        for c in 0..self.n {
            if self.f[r][c][s] == 1 && k < 2 {
                out[k] = c;
                k += 1;
            }
        }
        k
    }

    fn ones_s(&self, r: usize, c: usize, out: &mut [usize; 2]) -> usize {
        let mut k = 0;
        for s in 0..self.n {
            if self.f[r][c][s] == 1 && k < 2 {
                out[k] = s;
                k += 1;
            }
        }
        k
    }

    /// One step of the chain.
    fn step<R: rand::Rng>(&mut self, rng: &mut R) {
        let n = self.n;
        let (r, c, s, r1, c1, s1);
        let mut buf = [0usize; 2];
        match self.improper {
            None => {
                // A random zero entry; each of its three lines holds one 1.
                loop {
                    let (a, b, d) = (
                        rng.random_range(0..n),
                        rng.random_range(0..n),
                        rng.random_range(0..n),
                    );
                    if self.f[a][b][d] == 0 {
                        (r, c, s) = (a, b, d);
                        break;
                    }
                }
                self.ones_r(c, s, &mut buf);
                r1 = buf[0];
                self.ones_c(r, s, &mut buf);
                c1 = buf[0];
                self.ones_s(r, c, &mut buf);
                s1 = buf[0];
            }
            Some((a, b, d)) => {
                // At the -1 entry each line holds two 1s: pick one of each at random.
                (r, c, s) = (a, b, d);
                let k = self.ones_r(c, s, &mut buf);
                debug_assert_eq!(k, 2);
                r1 = buf[rng.random_range(0..2)];
                self.ones_c(r, s, &mut buf);
                c1 = buf[rng.random_range(0..2)];
                self.ones_s(r, c, &mut buf);
                s1 = buf[rng.random_range(0..2)];
            }
        }
        self.f[r][c][s] += 1;
        self.f[r][c1][s1] += 1;
        self.f[r1][c][s1] += 1;
        self.f[r1][c1][s] += 1;
        self.f[r][c][s1] -= 1;
        self.f[r][c1][s] -= 1;
        self.f[r1][c][s] -= 1;
        self.f[r1][c1][s1] -= 1;
        self.improper = (self.f[r1][c1][s1] < 0).then_some((r1, c1, s1));
    }

    fn square(&self) -> Vec<u8> {
        let n = self.n;
        let mut out = vec![0u8; n * n];
        for r in 0..n {
            for c in 0..n {
                let s = (0..n).find(|&s| self.f[r][c][s] == 1).expect("proper cube");
                out[r * n + c] = s as u8 + 1;
            }
        }
        out
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
