//! Sets of cells for grids up to 16x16: one bit per row-major cell index.
//!
//! The step solver's techniques work on whole houses at once (a row's open cells, the cells a
//! digit can still take), so a set is a few machine words combined with `&`, `|` and `!`,
//! never a collection. 256 bits cover the largest grid (a 16x16 Sudoku).

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

const WORDS: usize = 4;

/// Digit slots of [`by_digit`]: 1..=16 and the unused 0.
const DIGITS: usize = crate::latin::MAX_ORDER + 1;

/// A set of cells, one bit per row-major cell index (cells 0 to 255).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CellSet([u64; WORDS]);

impl CellSet {
    /// The set with no cell.
    pub const EMPTY: CellSet = CellSet([0; WORDS]);

    /// The set holding just `cell`.
    #[inline]
    pub const fn one(cell: usize) -> CellSet {
        let mut words = [0; WORDS];
        words[cell / 64] = 1 << (cell % 64);
        CellSet(words)
    }

    /// The set of cells 0 to 127 whose bits are set in `bits`.
    #[inline]
    pub const fn low(bits: u128) -> CellSet {
        let mut words = [0; WORDS];
        words[0] = bits as u64;
        words[1] = (bits >> 64) as u64;
        CellSet(words)
    }

    /// Cells 0 to 127 as bits, for grids that small (the others are left out).
    #[inline]
    pub const fn low_bits(self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }

    /// The cells `0..count`.
    pub const fn first(count: usize) -> CellSet {
        let mut words = [0; WORDS];
        let mut w = 0;
        while w < WORDS {
            let lo = w * 64;
            words[w] = if count >= lo + 64 {
                u64::MAX
            } else if count > lo {
                (1 << (count - lo)) - 1
            } else {
                0
            };
            w += 1;
        }
        CellSet(words)
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == [0; WORDS]
    }

    #[inline]
    pub fn contains(self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 != 0
    }

    #[inline]
    pub fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    /// Number of cells in the set.
    #[inline]
    pub fn count_ones(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The lowest cell; 256 for the empty set (as an integer's `trailing_zeros` would say).
    #[inline]
    pub fn trailing_zeros(self) -> u32 {
        for (i, w) in self.0.iter().enumerate() {
            if *w != 0 {
                return i as u32 * 64 + w.trailing_zeros();
            }
        }
        (WORDS * 64) as u32
    }

    /// Cells of the set, ascending.
    #[inline]
    pub fn iter(self) -> Cells {
        Cells {
            words: self.0,
            at: 0,
        }
    }
}

/// The cells of a [`CellSet`], ascending: word by word, peeling each word's lowest bit (the
/// solvers' innermost loop, so no rescanning of the words already emptied).
/// For each digit 1..=16 (index 0 unused), the cells of `set` whose candidate mask (`mask`,
/// bit d-1 for digit d) holds it: one word `|=` per (cell, digit), where building a whole
/// set per cell and or-ing its four words made this a sixth of a 9x9 Sudoku's solve.
#[inline]
pub fn by_digit(set: CellSet, mask: impl Fn(usize) -> u16) -> [CellSet; DIGITS] {
    let mut with = [[0u64; WORDS]; DIGITS];
    for (w, &word) in set.0.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let mut m = mask(w * 64 + i);
            while m != 0 {
                with[m.trailing_zeros() as usize + 1][w] |= 1 << i;
                m &= m - 1;
            }
        }
    }
    with.map(CellSet)
}

/// The cells whose masks differ between `a` and `b` (the same grid at two moments), built
/// without branches: the fast solver asks this before every sweep.
#[inline]
pub fn differing(a: &[u16], b: &[u16]) -> CellSet {
    debug_assert_eq!(a.len(), b.len());
    let mut words = [0u64; WORDS];
    let mut mark = |cell: usize| words[cell / 64] |= 1 << (cell % 64);
    // Four cells to a word: most words of the grid are as they were.
    let pack = |q: &[u16]| {
        u64::from(q[0]) | u64::from(q[1]) << 16 | u64::from(q[2]) << 32 | u64::from(q[3]) << 48
    };
    let whole = a.len() / 4 * 4;
    for (k, (x, y)) in a[..whole]
        .chunks_exact(4)
        .zip(b[..whole].chunks_exact(4))
        .enumerate()
    {
        let mut d = pack(x) ^ pack(y);
        while d != 0 {
            let j = d.trailing_zeros() as usize / 16;
            mark(4 * k + j);
            d &= !(0xffff << (16 * j));
        }
    }
    for c in whole..a.len() {
        if a[c] != b[c] {
            mark(c);
        }
    }
    CellSet(words)
}

pub struct Cells {
    words: [u64; WORDS],
    at: usize,
}

impl Iterator for Cells {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.at < WORDS {
            let w = &mut self.words[self.at];
            if *w != 0 {
                let c = self.at * 64 + w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(c);
            }
            self.at += 1;
        }
        None
    }
}

impl std::fmt::Debug for CellSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(cells: I) -> Self {
        let mut set = CellSet::EMPTY;
        for c in cells {
            set.insert(c);
        }
        set
    }
}

macro_rules! word_op {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for CellSet {
            type Output = CellSet;
            #[inline]
            fn $f(self, o: CellSet) -> CellSet {
                CellSet(std::array::from_fn(|i| self.0[i] $op o.0[i]))
            }
        }
        impl $atr for CellSet {
            #[inline]
            fn $af(&mut self, o: CellSet) {
                for i in 0..WORDS {
                    self.0[i] = self.0[i] $op o.0[i];
                }
            }
        }
    };
}

word_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
word_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
word_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for CellSet {
    type Output = CellSet;
    #[inline]
    fn not(self) -> CellSet {
        CellSet(self.0.map(|w| !w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The word-wise transpose agrees with or-ing one cell at a time, in every word.
    #[test]
    fn by_digit_matches_cell_by_cell() {
        // A spread of cells (all four words) with masks of every width, digit 16 included.
        let set: CellSet = (0..256).filter(|c| c % 3 != 1).collect();
        let mask = |c: usize| (c as u16).wrapping_mul(0x9e37) ^ (c as u16) << 9;
        let got = by_digit(set, mask);
        let mut want = [CellSet::EMPTY; DIGITS];
        for c in set.iter() {
            for (d, w) in want.iter_mut().enumerate().skip(1) {
                if mask(c) & 1 << (d - 1) != 0 {
                    *w |= CellSet::one(c);
                }
            }
        }
        assert_eq!(got, want);
        assert!(got[0].is_empty());
        assert!(!got[16].is_empty());
    }

    #[test]
    fn sets_hold_cells_across_words() {
        let set: CellSet = [0, 63, 64, 130, 255].into_iter().collect();
        assert_eq!(set.count_ones(), 5);
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![0, 63, 64, 130, 255]);
        assert!(set.contains(130) && !set.contains(129));
        assert_eq!((set & !CellSet::one(0)).trailing_zeros(), 63);
        assert_eq!(CellSet::EMPTY.trailing_zeros(), 256);
        assert_eq!(CellSet::first(81).count_ones(), 81);
        assert_eq!(CellSet::first(256).count_ones(), 256);
        assert_eq!(CellSet::first(70).iter().last(), Some(69));
        assert_eq!((set ^ set), CellSet::EMPTY);
    }
}
