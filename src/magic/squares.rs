//! Every magic square of orders 3 and 4 in ranks (the classic numbers 1 to n²), enumerated
//! once by the counter, and a uniform pick.

use super::{MAX_ORDER, Puzzle, count};
use rand::RngExt;
use std::sync::OnceLock;

/// Every magic square of order `n` (3 or 4), row-major, in the counter's order: 8 and 7,040.
pub fn all(n: usize) -> &'static [Vec<u8>] {
    static TABLES: [OnceLock<Vec<Vec<u8>>>; MAX_ORDER + 1] =
        [const { OnceLock::new() }; MAX_ORDER + 1];
    TABLES[n].get_or_init(|| {
        let empty = Puzzle::new(n, vec![0; n * n]).expect("a supported order");
        let mut out = Vec::new();
        count::search(&empty, usize::MAX, crate::solve::count::BUDGET, &mut |g| {
            out.push(g.to_vec())
        })
        .expect("the empty grid is counted well within the budget");
        out
    })
}

/// A magic square of order `n` drawn uniformly from all of them.
pub fn random(n: usize, rng: &mut impl rand::Rng) -> Vec<u8> {
    let all = all(n);
    all[rng.random_range(0..all.len())].clone()
}

/// The smallest (row-major) of a grid's eight turns and flips: two grids share it exactly
/// when one is the other turned or flipped.
pub fn canonical(n: usize, grid: &[u8]) -> Vec<u8> {
    let at = |r: usize, c: usize| grid[r * n + c];
    let m = n - 1;
    let maps: [&dyn Fn(usize, usize) -> u8; 8] = [
        &|r, c| at(r, c),
        &|r, c| at(c, m - r),
        &|r, c| at(m - r, m - c),
        &|r, c| at(m - c, r),
        &|r, c| at(r, m - c),
        &|r, c| at(m - r, c),
        &|r, c| at(c, r),
        &|r, c| at(m - c, m - r),
    ];
    maps.iter()
        .map(|f| (0..n * n).map(|i| f(i / n, i % n)).collect::<Vec<u8>>())
        .min()
        .expect("eight forms")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_squares_of_order_3_are_one_square_turned_and_flipped() {
        let forms: std::collections::BTreeSet<_> = all(3).iter().map(|s| canonical(3, s)).collect();
        assert_eq!(forms.len(), 1);
        // 7,040 squares of order 4 are 880 up to turning and flipping.
        let forms: std::collections::BTreeSet<_> = all(4).iter().map(|s| canonical(4, s)).collect();
        assert_eq!(forms.len(), 880);
        assert_ne!(
            canonical(3, &[1, 2, 3, 4, 5, 6, 7, 8, 9]),
            canonical(3, &[1, 2, 3, 4, 5, 6, 7, 9, 8])
        );
    }

    #[test]
    fn tables_hold_every_square() {
        assert_eq!(all(3).len(), 8);
        assert_eq!(all(4).len(), 7040);
    }

    #[test]
    fn picks_reach_every_square_of_order_3() {
        let mut rng = crate::seed::rng(1);
        let mut hits = [0usize; 8];
        for _ in 0..800 {
            let s = random(3, &mut rng);
            hits[all(3).iter().position(|t| *t == s).unwrap()] += 1;
        }
        // Uniform: each of the 8 squares about 100 times.
        assert!(hits.iter().all(|&h| (60..=140).contains(&h)), "{hits:?}");
    }
}
