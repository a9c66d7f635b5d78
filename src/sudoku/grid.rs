//! Random complete grids: the generator's answers.
//!
//! Cells are filled row by row; each cell tries the digits its row, column and box still allow
//! in an order shuffled from the rng, and the search backs up when a cell has none left. This
//! is NOT uniform over all grids: a grid is drawn with a probability that depends on how many
//! dead ends lie near it in the search. For a book the bias cannot be seen (every grid is
//! reachable, and the clues and level come from the thinning, not the grid), so we prefer it to
//! a uniform sampler's cost.

use crate::latin::{bit, box_shape, full};
use rand::seq::SliceRandom;

/// A random complete Sudoku grid of order `n` (4, 6 or 9), row-major digits.
pub fn random_grid(n: usize, rng: &mut impl rand::Rng) -> Vec<u8> {
    let (h, w) = box_shape(n).expect("a Sudoku size");
    let box_of = |cell: usize| (cell / n) / h * (n / w) + (cell % n) / w;
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    let mut boxes = [0u16; 9];
    let mut grid = vec![0u8; n * n];
    // For each cell, the digits to try in order and how far it got.
    let mut order = vec![[0u8; 9]; n * n];
    let mut next = vec![0usize; n * n];
    let mut cell = 0;
    let mut fresh = true;
    let digits: Vec<u8> = (1..=n as u8).collect();
    while cell < n * n {
        let (r, c, b) = (cell / n, cell % n, box_of(cell));
        if fresh {
            let mut ds = digits.clone();
            ds.shuffle(rng);
            order[cell][..n].copy_from_slice(&ds);
            next[cell] = 0;
        } else {
            // Backing up into this cell: take its digit out again.
            let m = !bit(grid[cell]);
            rows[r] &= m;
            cols[c] &= m;
            boxes[b] &= m;
            grid[cell] = 0;
        }
        let used = rows[r] | cols[c] | boxes[b];
        let mut placed = false;
        while next[cell] < n {
            let d = order[cell][next[cell]];
            next[cell] += 1;
            if used & bit(d) == 0 {
                grid[cell] = d;
                rows[r] |= bit(d);
                cols[c] |= bit(d);
                boxes[b] |= bit(d);
                placed = true;
                break;
            }
        }
        if placed {
            cell += 1;
            fresh = true;
        } else {
            debug_assert!(cell > 0, "the empty grid has completions");
            cell -= 1;
            fresh = false;
        }
    }
    debug_assert!(rows[..n].iter().all(|&m| m == full(n)));
    grid
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::is_sudoku;

    #[test]
    fn grids_are_valid_and_vary() {
        let mut rng = crate::seed::rng(3);
        for n in crate::sudoku::SIZES {
            let a = random_grid(n, &mut rng);
            let b = random_grid(n, &mut rng);
            assert!(is_sudoku(n, &a) && is_sudoku(n, &b));
            assert_ne!(a, b);
        }
    }

    #[test]
    fn every_4x4_grid_is_reachable() {
        // There are 288 4x4 Sudoku grids; a few thousand draws reach them all.
        let mut rng = crate::seed::rng(4);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..5000 {
            seen.insert(random_grid(4, &mut rng));
        }
        assert_eq!(seen.len(), 288);
    }
}
