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

/// A random complete Sudoku grid of order `n` (4, 6, 9 or 16), row-major digits.
pub fn random_grid(n: usize, rng: &mut impl rand::Rng) -> Vec<u8> {
    if n > 9 {
        return fewest_first(n, rng);
    }
    let (h, w) = box_shape(n).expect("a Sudoku size");
    let box_of = |cell: usize| (cell / n) / h * (n / w) + (cell % n) / w;
    let mut rows = [0u16; 16];
    let mut cols = [0u16; 16];
    let mut boxes = [0u16; 16];
    let mut grid = vec![0u8; n * n];
    // For each cell, the digits to try in order and how far it got.
    let mut order = vec![[0u8; 16]; n * n];
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

/// Search nodes one 16x16 fill may visit before it starts again from an empty grid: filling
/// row by row, or unluckily by fewest candidates, can wander for seconds in a dead end that a
/// fresh start leaves in milliseconds.
const RESTART_NODES: usize = 20_000;

/// A random grid for large orders: each step fills the open cell with the fewest digits left
/// (the first such cell), trying its digits in a shuffled order, and backs up on a dead end.
/// Row-by-row filling, which smaller grids keep so their puzzles stay the same, takes over a
/// second on average at 16x16.
fn fewest_first(n: usize, rng: &mut impl rand::Rng) -> Vec<u8> {
    let (h, w) = box_shape(n).expect("a Sudoku size");
    let box_of = |cell: usize| (cell / n) / h * (n / w) + (cell % n) / w;
    loop {
        let mut fill = Fill {
            n,
            grid: vec![0; n * n],
            used: [[0; 16]; 3],
            nodes: 0,
            box_of: &box_of,
        };
        if fill.search(rng) {
            return fill.grid;
        }
    }
}

struct Fill<'a> {
    n: usize,
    grid: Vec<u8>,
    /// Digits used in each row, column and box.
    used: [[u16; 16]; 3],
    nodes: usize,
    box_of: &'a dyn Fn(usize) -> usize,
}

impl Fill<'_> {
    fn houses(&self, cell: usize) -> [usize; 3] {
        [cell / self.n, cell % self.n, (self.box_of)(cell)]
    }

    fn allowed(&self, cell: usize) -> u16 {
        let [r, c, b] = self.houses(cell);
        full(self.n) & !(self.used[0][r] | self.used[1][c] | self.used[2][b])
    }

    fn set(&mut self, cell: usize, d: u8, on: bool) {
        self.grid[cell] = if on { d } else { 0 };
        for (kind, house) in self.houses(cell).into_iter().enumerate() {
            self.used[kind][house] ^= bit(d);
        }
    }

    /// Fills the rest of the grid; false on a dead end or when the node budget is spent.
    fn search(&mut self, rng: &mut impl rand::Rng) -> bool {
        self.nodes += 1;
        if self.nodes > RESTART_NODES {
            return false;
        }
        let Some(cell) = (0..self.n * self.n)
            .filter(|&c| self.grid[c] == 0)
            .min_by_key(|&c| self.allowed(c).count_ones())
        else {
            return true;
        };
        let mut ds: Vec<u8> = crate::latin::digits(self.allowed(cell)).collect();
        ds.shuffle(rng);
        for d in ds {
            self.set(cell, d, true);
            if self.search(rng) {
                return true;
            }
            self.set(cell, d, false);
        }
        false
    }
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
