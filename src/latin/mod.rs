//! The Latin-square core shared by every puzzle kind whose answer is a Latin square
//! (Futoshiki now; Skyscrapers, Calcudoku and Sudoku later).
//!
//! Cells are numbered row-major from 0; a grid of order `n` has `n * n` cells. Candidates are
//! one bitmask per cell: bit `d - 1` set means digit `d` is still possible.

pub mod random;
pub mod techniques;

/// Candidate digits of one cell; bit `d - 1` stands for digit `d`.
pub type Mask = u16;

/// Largest order any Latin kind supports.
pub const MAX_ORDER: usize = 16;
/// Cell capacity of a fixed-size candidate grid.
pub const MAX_CELLS: usize = MAX_ORDER * MAX_ORDER;

/// The mask holding just digit `d` (1-based).
#[inline]
pub const fn bit(d: u8) -> Mask {
    1 << (d - 1)
}

/// The mask of all digits 1..=n.
#[inline]
pub const fn full(n: usize) -> Mask {
    ((1u32 << n) - 1) as Mask
}

/// The digit of a single-candidate mask, or `None` when the mask holds zero or several digits.
#[inline]
pub fn single(m: Mask) -> Option<u8> {
    (m.count_ones() == 1).then(|| m.trailing_zeros() as u8 + 1)
}

/// Lowest digit in a non-empty mask.
#[inline]
pub fn lowest(m: Mask) -> u8 {
    m.trailing_zeros() as u8 + 1
}

/// Highest digit in a non-empty mask.
#[inline]
pub fn highest(m: Mask) -> u8 {
    16 - m.leading_zeros() as u8
}

/// Digits of a mask, ascending.
pub fn digits(mut m: Mask) -> impl Iterator<Item = u8> {
    // Peels the lowest set bit each time: as many steps as digits, none for an empty mask
    // (solvers call this in their innermost loops).
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let d = m.trailing_zeros() as u8 + 1;
            m &= m - 1;
            d
        })
    })
}

/// A house: a unit in which each digit appears exactly once. Every Latin grid has rows and
/// columns; a grid with boxes (Sudoku) also has `Box`es, numbered row-major from the top left
/// (see [`box_shape`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Line {
    Row(u8),
    Col(u8),
    Box(u8),
}

/// Height and width, in cells, of the boxes of an order-`n` grid with boxes: the most square
/// split with the longer side across, as printed books use (2x2 for 4, 2 high by 3 wide for
/// 6, 2x4 for 8, 3x3 for 9). `None` when `n` has no such split (a prime order).
pub const fn box_shape(n: usize) -> Option<(usize, usize)> {
    let mut h = 1;
    let mut best = 0;
    while h * h <= n {
        if n.is_multiple_of(h) {
            best = h;
        }
        h += 1;
    }
    if best < 2 {
        None
    } else {
        Some((best, n / best))
    }
}

impl Line {
    /// All 2n lines of a grid of order n: rows first, then columns (no boxes).
    pub fn all(n: usize) -> impl Iterator<Item = Line> {
        (0..n as u8)
            .map(Line::Row)
            .chain((0..n as u8).map(Line::Col))
    }

    /// All 3n houses of a grid of order n with boxes: rows, then columns, then boxes.
    pub fn houses(n: usize) -> impl Iterator<Item = Line> {
        Line::all(n).chain((0..n as u8).map(Line::Box))
    }

    /// The cell of this house at position `i` (0-based; a box is read row by row, its shape
    /// being [`box_shape`]`(n)`).
    #[inline]
    pub fn cell(self, n: usize, i: usize) -> usize {
        match self {
            Line::Row(r) => r as usize * n + i,
            Line::Col(c) => i * n + c as usize,
            Line::Box(b) => {
                let (h, w) = box_shape(n).expect("a grid with boxes has a box shape");
                let (top, left) = (b as usize / (n / w) * h, b as usize % (n / w) * w);
                (top + i / w) * n + left + i % w
            }
        }
    }

    /// The cells of this line, in order.
    pub fn cells(self, n: usize) -> impl Iterator<Item = usize> {
        (0..n).map(move |i| self.cell(n, i))
    }
}

/// Human-readable name of a cell, `r2c3` style (1-based), as solvers and readers write it.
pub fn cell_name(n: usize, cell: usize) -> String {
    format!("r{}c{}", cell / n + 1, cell % n + 1)
}

/// Candidates for every cell of a grid of order `n`, in a fixed-size array so that copying a
/// grid for branching costs no allocation.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Candidates {
    n: u8,
    cells: [Mask; MAX_CELLS],
}

impl Candidates {
    /// Every digit possible in every cell.
    pub fn new(n: usize) -> Self {
        assert!((1..=MAX_ORDER).contains(&n), "order {n} out of range");
        let mut cells = [0; MAX_CELLS];
        cells[..n * n].fill(full(n));
        Candidates { n: n as u8, cells }
    }

    #[inline]
    pub fn order(&self) -> usize {
        self.n as usize
    }

    #[inline]
    pub fn get(&self, cell: usize) -> Mask {
        self.cells[cell]
    }

    #[inline]
    pub fn set(&mut self, cell: usize, m: Mask) {
        self.cells[cell] = m;
    }

    /// Removes digits `m` from `cell`; true when something was removed.
    #[inline]
    pub fn remove(&mut self, cell: usize, m: Mask) -> bool {
        let before = self.cells[cell];
        self.cells[cell] = before & !m;
        before != self.cells[cell]
    }

    /// The live cells as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Mask] {
        &self.cells[..self.order() * self.order()]
    }

    /// True when some cell has no candidate left.
    pub fn has_empty(&self) -> bool {
        self.as_slice().contains(&0)
    }

    /// True when every cell holds exactly one digit.
    pub fn is_solved(&self) -> bool {
        self.as_slice().iter().all(|m| m.count_ones() == 1)
    }

    /// The digits, row-major, when every cell is decided.
    pub fn solution(&self) -> Option<Vec<u8>> {
        self.as_slice().iter().map(|&m| single(m)).collect()
    }
}

impl std::fmt::Debug for Candidates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.order();
        for r in 0..n {
            for c in 0..n {
                let m = self.cells[r * n + c];
                let s: String = digits(m).map(|d| char::from(b'0' + d)).collect();
                write!(f, "{:>width$} ", s, width = n)?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// True when `digits` (row-major, 1..=n) form a Latin square of order n.
pub fn is_latin_square(n: usize, digits: &[u8]) -> bool {
    if digits.len() != n * n {
        return false;
    }
    Line::all(n).all(|line| {
        let mut seen: Mask = 0;
        line.cells(n).all(|c| {
            let d = digits[c];
            if d == 0 || d as usize > n || seen & bit(d) != 0 {
                return false;
            }
            seen |= bit(d);
            true
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks() {
        assert_eq!(full(5), 0b11111);
        assert_eq!(single(bit(4)), Some(4));
        assert_eq!(single(bit(4) | bit(2)), None);
        assert_eq!(lowest(0b10100), 3);
        assert_eq!(highest(0b10100), 5);
        assert_eq!(digits(0b10101).collect::<Vec<_>>(), vec![1, 3, 5]);
    }

    #[test]
    fn lines() {
        assert_eq!(Line::Row(1).cells(3).collect::<Vec<_>>(), vec![3, 4, 5]);
        assert_eq!(Line::Col(2).cells(3).collect::<Vec<_>>(), vec![2, 5, 8]);
        assert_eq!(Line::all(4).count(), 8);
    }

    #[test]
    fn boxes() {
        assert_eq!(box_shape(4), Some((2, 2)));
        assert_eq!(box_shape(6), Some((2, 3)));
        assert_eq!(box_shape(8), Some((2, 4)));
        assert_eq!(box_shape(9), Some((3, 3)));
        assert_eq!(box_shape(7), None);
        // 6x6: box 2 is the top-left box of the second band, rows 3-4, columns 1-3.
        assert_eq!(
            Line::Box(2).cells(6).collect::<Vec<_>>(),
            vec![12, 13, 14, 18, 19, 20]
        );
        assert_eq!(
            Line::Box(4).cells(9).collect::<Vec<_>>(),
            vec![30, 31, 32, 39, 40, 41, 48, 49, 50]
        );
        assert_eq!(Line::houses(9).count(), 27);
    }

    #[test]
    fn latin_check() {
        assert!(is_latin_square(3, &[1, 2, 3, 2, 3, 1, 3, 1, 2]));
        assert!(!is_latin_square(3, &[1, 2, 3, 2, 3, 1, 3, 2, 1]));
        assert!(!is_latin_square(3, &[1, 2, 3]));
    }
}
