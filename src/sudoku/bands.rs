//! The 9x9 exact counter on digit bands: what [`super::count`] runs for every 9x9.
//!
//! The grid is held digit by digit: for each digit, three 27-bit words, one per band (three
//! rows), bit `9 * row-in-band + column` set where the digit may still go. A word is one
//! digit's whole picture of a band, so the usual deductions become a few word operations:
//!
//! - Rows and boxes of a band: the digit sits once in each of the band's three rows and once
//!   in each of its three boxes, so the (row, box) pairs it uses form a 3x3 permutation
//!   matrix. The word's nine mini-rows (a row's three cells in one box) that belong to no
//!   permutation within the ones still occupied go; none left is a contradiction
//!   ([`PERM`]). This is pointing and claiming between a band's rows and boxes at once.
//! - Columns and boxes of a stack: the same, with the three bands and the stack's three
//!   columns.
//! - A row left with one cell for the digit places it there. After the two steps above that
//!   also catches a digit with one cell left in a box or a column (the box, or the column's
//!   band, is then confined to that cell's mini-row).
//! - Naked singles: the nine words of a band, summed bit-parallel, tell the open cells with
//!   no digit left (a contradiction) and with exactly one.
//!
//! Placing a digit clears its row, box and column in its own words and the cell in the other
//! digits' words. The search branches on an open cell with two candidates when there is one,
//! else on one with the fewest; a node is 30 words copied on branching, no allocation.
//! Written from the published idea of bit-board solvers (JCZSolve, tdoku), not their code.

use super::Puzzle;
use crate::solve::count::{Counted, OverBudget};

/// Cells of a band: 27 bits.
const BAND: u32 = (1 << 27) - 1;
/// One cell of each row of a band in column 0; shifted left by c it is column c.
const COLUMN: u32 = 1 | 1 << 9 | 1 << 18;

/// Which of a row's three mini-rows are occupied, for each 9-bit row.
const MINI: [u32; 512] = {
    let mut t = [0; 512];
    let mut x = 0;
    while x < 512 {
        t[x] = (x & 7 != 0) as u32 | ((x & 0o70 != 0) as u32) << 1 | ((x & 0o700 != 0) as u32) << 2;
        x += 1;
    }
    t
};

/// For a 3x3 matrix as nine bits (bit `3 * i + j` is entry (i, j)), the union of the
/// permutation matrices it contains: the entries some assignment of each i to its own j can
/// use. 0 when none can.
const PERM: [u32; 512] = {
    let mut t = [0; 512];
    let perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut s: usize = 0;
    while s < 512 {
        let mut i = 0;
        while i < 6 {
            let p = perms[i];
            let m: u32 = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
            if s as u32 & m == m {
                t[s] |= m;
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// The band cells of the mini-rows named by nine bits (bit `3 * row + box`).
const EXPAND: [u32; 512] = {
    let mut t = [0; 512];
    let mut s = 0;
    while s < 512 {
        let mut k = 0;
        while k < 9 {
            if s & 1 << k != 0 {
                t[s] |= 7 << ((k / 3) * 9 + (k % 3) * 3);
            }
            k += 1;
        }
        s += 1;
    }
    t
};

/// Nine bits (a digit each) moved to bits 0, 3, 6, ... 24: a digit's band-0 dirty bit.
const SPREAD: [u32; 512] = {
    let mut t = [0; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 9 {
            if x & 1 << k != 0 {
                t[x] |= 1 << (3 * k);
            }
            k += 1;
        }
        x += 1;
    }
    t
};

/// For each band cell, the other cells of its row and its box in the band.
const ROW_BOX: [u32; 27] = {
    let mut t = [0; 27];
    let mut i = 0;
    while i < 27 {
        let (r, c) = (i / 9, i % 9);
        let row = 0o777 << (9 * r);
        let boxed = (7 << (c / 3 * 3)) * COLUMN;
        t[i] = (row | boxed) & !(1 << i);
        i += 1;
    }
    t
};

/// Candidates: `words[band][digit]`; `open` the cells not yet placed, per band.
#[derive(Clone, Copy)]
struct Board {
    words: [[u32; 9]; 3],
    open: [u32; 3],
    /// Per digit, the columns each band used (9 bits a band) when its stacks last gave way.
    columns: [u32; 9],
    /// Bit `3 * digit + band`: that word changed since the digit was last narrowed.
    dirty: u32,
}

/// Narrows the words of `bands` (bit per band) by their rows and boxes; false when a band has
/// no way left to hold the digit once per row and box.
#[inline]
fn rows(w: &mut [u32; 3], bands: u32) -> bool {
    for (b, x) in w.iter_mut().enumerate() {
        if bands & 1 << b == 0 {
            continue;
        }
        let s = MINI[(*x & 0o777) as usize]
            | MINI[((*x >> 9) & 0o777) as usize] << 3
            | MINI[(*x >> 18) as usize] << 6;
        let p = PERM[s as usize];
        if p == 0 {
            return false;
        }
        *x &= EXPAND[p as usize];
    }
    true
}

/// Narrows the three words, which use columns `cols` (bit per column, per band), by the
/// columns and boxes of each stack; the bands that changed
/// (bit per band), or `None` when a stack has no way left to hold the digit.
#[inline]
fn stacks(w: &mut [u32; 3], cols: [u32; 3]) -> Option<u32> {
    let mut allow = [0u32; 3];
    for s in [0, 3, 6] {
        let m = (cols[0] >> s & 7) | (cols[1] >> s & 7) << 3 | (cols[2] >> s & 7) << 6;
        let a = PERM[m as usize];
        if a == 0 {
            return None;
        }
        allow[0] |= (a & 7) << s;
        allow[1] |= (a >> 3 & 7) << s;
        allow[2] |= (a >> 6) << s;
    }
    let mut changed = 0;
    for (b, (x, a)) in w.iter_mut().zip(allow).enumerate() {
        // `allow` only drops columns: changed exactly when a dropped one held the digit.
        changed |= ((cols[b] & !a != 0) as u32) << b;
        *x &= a * COLUMN;
    }
    Some(changed)
}

impl Board {
    /// Puts digit `d` (0-based) in cell `i` of band `b`; false when it cannot go there.
    #[inline]
    fn place(&mut self, d: usize, b: usize, i: u32) -> bool {
        let bit = 1 << i;
        if self.words[b][d] & bit == 0 {
            return false;
        }
        let column = !(COLUMN << (i % 9));
        for k in 0..3 {
            let before = self.words[k][d];
            let after = if k == b {
                (before & !ROW_BOX[i as usize]) | bit
            } else {
                before & column
            };
            self.dirty |= ((after != before) as u32) << (3 * d + k);
            self.words[k][d] = after;
        }
        self.claim(d, b, bit);
        true
    }

    /// Takes the cells `cells` of band `b`, which digit `d` now holds, from the other digits
    /// and from the open cells; the words that lose one are dirty.
    #[inline]
    fn claim(&mut self, d: usize, b: usize, cells: u32) {
        let band = &mut self.words[b];
        // Which digits lose a cell, a bit each, then spread to their dirty bits.
        let mut lost = 0;
        for (other, x) in band.iter_mut().enumerate() {
            // t | -t has its top bit set exactly when t is not 0 (words hold 27 bits).
            let t = *x & cells;
            lost |= ((t | t.wrapping_neg()) >> 31) << other;
            *x ^= t;
        }
        band[d] |= cells;
        self.dirty |= SPREAD[lost as usize & !(1 << d)] << b;
        self.open[b] &= !cells;
    }

    /// Narrows digit `d`, whose words of `bands` changed, by its rows, boxes and columns, and
    /// places it where a row has one cell left; false on a contradiction.
    fn digit(&mut self, d: usize, bands: u32) -> bool {
        let mut w = [self.words[0][d], self.words[1][d], self.words[2][d]];
        let mut todo = bands;
        let mut touched = bands;
        loop {
            if !rows(&mut w, todo) {
                return false;
            }
            // The stacks' step reads only which columns each band still uses: unchanged since
            // it last ran, it would change nothing.
            let cols = w.map(|x| (x | x >> 9 | x >> 18) & 0o777);
            let packed = cols[0] | cols[1] << 9 | cols[2] << 18;
            if packed == self.columns[d] {
                break;
            }
            match stacks(&mut w, cols) {
                None => return false,
                Some(0) => {
                    self.columns[d] = packed;
                    break;
                }
                Some(changed) => {
                    todo = changed;
                    touched |= changed;
                }
            }
        }
        // A row down to one cell places the digit there; the two steps above already cleared
        // its box and column, so only the other digits lose the cell. A band untouched since
        // the last look has no new one.
        for (b, x) in w.into_iter().enumerate() {
            if touched & 1 << b == 0 {
                continue;
            }
            self.words[b][d] = x;
            let mut placed = 0;
            for r in 0..3 {
                let row = x & 0o777 << (9 * r);
                if row & (row - 1) == 0 {
                    placed |= row;
                }
            }
            placed &= self.open[b];
            if placed != 0 {
                self.claim(d, b, placed);
            }
        }
        true
    }

    /// Every deduction to a fixpoint; false on a contradiction.
    fn settle(&mut self) -> bool {
        loop {
            while self.dirty != 0 {
                let d = self.dirty.trailing_zeros() as usize / 3;
                let bands = self.dirty >> (3 * d) & 7;
                self.dirty &= !(7 << (3 * d));
                if !self.digit(d, bands) {
                    return false;
                }
            }
            let mut placed = false;
            for b in 0..3 {
                let open = self.open[b];
                if open == 0 {
                    continue;
                }
                let (mut one, mut two) = (0, 0);
                for x in self.words[b] {
                    two |= one & x;
                    one |= x;
                }
                if open & !one != 0 {
                    return false;
                }
                let singles = open & !two;
                if singles == 0 {
                    continue;
                }
                placed = true;
                for d in 0..9 {
                    // Read again for each digit: an earlier placement may have taken a single
                    // cell's last digit, which the next round finds empty.
                    let mut mine = self.words[b][d] & singles & self.open[b];
                    while mine != 0 {
                        let i = mine.trailing_zeros();
                        mine &= mine - 1;
                        if !self.place(d, b, i) {
                            return false;
                        }
                    }
                }
            }
            if !placed && self.dirty == 0 {
                return true;
            }
        }
    }

    /// The open cell to branch on: (band, cell) of one with two candidates, else of one with
    /// the fewest; `None` when every cell is placed.
    fn branch_cell(&self) -> Option<(usize, u32)> {
        for b in 0..3 {
            let (mut one, mut two, mut three) = (0, 0, 0);
            for x in self.words[b] {
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            let pairs = self.open[b] & two & !three;
            if pairs != 0 {
                return Some((b, pairs.trailing_zeros()));
            }
        }
        let mut best = None;
        let mut best_len = u32::MAX;
        for b in 0..3 {
            let mut open = self.open[b];
            while open != 0 {
                let i = open.trailing_zeros();
                open &= open - 1;
                let len = self.words[b].iter().filter(|&&x| x & 1 << i != 0).count() as u32;
                if len < best_len {
                    best = Some((b, i));
                    best_len = len;
                }
            }
        }
        best
    }
}

struct Search {
    cap: usize,
    count: usize,
    first: Option<Vec<u8>>,
    nodes: u64,
    budget: u64,
}

impl Search {
    /// Explores one settled board; false once the cap or the budget is reached, to unwind.
    fn run(&mut self, board: &Board) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        let Some((b, i)) = board.branch_cell() else {
            return self.record(board);
        };
        for d in 0..9 {
            if board.words[b][d] & 1 << i == 0 {
                continue;
            }
            let mut child = *board;
            if child.place(d, b, i) && child.settle() && !self.run(&child) {
                return false;
            }
        }
        true
    }

    fn record(&mut self, board: &Board) -> bool {
        self.count += 1;
        if self.first.is_none() {
            let mut grid = vec![0; 81];
            for (b, d, w) in (0..27).map(|k| (k / 9, k % 9, board.words[k / 9][k % 9])) {
                let mut x = w;
                while x != 0 {
                    grid[27 * b + x.trailing_zeros() as usize] = d as u8 + 1;
                    x &= x - 1;
                }
            }
            self.first = Some(grid);
        }
        self.count < self.cap
    }
}

/// The board with every given placed, built in one pass (placing them one by one was a tenth
/// of a 17-given count); `None` when two givens of a digit share a house.
fn start(p: &Puzzle) -> Option<Board> {
    // Cell c is bit c % 27 of band c / 27.
    let mut mine = [[0u32; 9]; 3];
    let mut given = [0u32; 3];
    for (c, &g) in p.givens().iter().enumerate() {
        if g != 0 {
            mine[c / 27][g as usize - 1] |= 1 << (c % 27);
            given[c / 27] |= 1 << (c % 27);
        }
    }
    let mut words = [[0u32; 9]; 3];
    for d in 0..9 {
        // What the digit's givens rule out: the rest of their rows and boxes in their band,
        // their columns in the other bands.
        let mut out = [0u32; 3];
        for (b, band) in mine.iter().enumerate() {
            let mut cells = band[d];
            while cells != 0 {
                let i = cells.trailing_zeros();
                cells &= cells - 1;
                for (k, o) in out.iter_mut().enumerate() {
                    *o |= if k == b {
                        ROW_BOX[i as usize]
                    } else {
                        COLUMN << (i % 9)
                    };
                }
            }
        }
        for b in 0..3 {
            if mine[b][d] & out[b] != 0 {
                return None;
            }
            words[b][d] = (BAND & !given[b] & !out[b]) | mine[b][d];
        }
    }
    Some(Board {
        words,
        open: given.map(|g| BAND & !g),
        columns: [BAND; 9],
        dirty: (1 << 27) - 1,
    })
}

/// Solutions of a 9x9 `p` up to `cap`, the first one found, within `nodes` search nodes.
pub fn solve_within(p: &Puzzle, cap: usize, nodes: u64) -> Result<Counted, OverBudget> {
    assert_eq!(p.size(), 9, "the band counter is for 9x9 only");
    let mut search = Search {
        cap,
        count: 0,
        first: None,
        nodes: 0,
        budget: nodes,
    };
    if cap > 0
        && let Some(mut board) = start(p)
        && board.settle()
    {
        search.run(&board);
    }
    if search.nodes > search.budget {
        return Err(OverBudget {
            nodes: search.budget,
        });
    }
    Ok(Counted {
        count: search.count,
        solution: search.first,
    })
}
