//! The lines of a magic square: n rows, n columns and the two diagonals, 2n + 2 in all.

use super::{MAX_CELLS, MAX_ORDER};

/// Lines in a grid of the largest order.
pub const MAX_LINES: usize = 2 * MAX_ORDER + 2;

/// One line that must add up to the magic constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LineId {
    Row(u8),
    Col(u8),
    /// From the top-left corner to the bottom-right.
    Diagonal,
    /// From the top-right corner to the bottom-left.
    AntiDiagonal,
}

impl LineId {
    /// Every line: rows, then columns, then the two diagonals.
    pub fn all(n: usize) -> impl Iterator<Item = LineId> {
        (0..n as u8)
            .map(LineId::Row)
            .chain((0..n as u8).map(LineId::Col))
            .chain([LineId::Diagonal, LineId::AntiDiagonal])
    }

    /// The cell at position `i` (0-based) along the line.
    pub fn cell(self, n: usize, i: usize) -> usize {
        match self {
            LineId::Row(r) => r as usize * n + i,
            LineId::Col(c) => i * n + c as usize,
            LineId::Diagonal => i * n + i,
            LineId::AntiDiagonal => i * n + (n - 1 - i),
        }
    }

    /// The cells of the line, in order.
    pub fn cells(self, n: usize) -> impl Iterator<Item = usize> {
        (0..n).map(move |i| self.cell(n, i))
    }

    /// The line as a sentence starts it: "Row 2", "Column 3", "The diagonal from the top left".
    pub fn title(self) -> String {
        match self {
            LineId::Row(r) => format!("Row {}", r + 1),
            LineId::Col(c) => format!("Column {}", c + 1),
            LineId::Diagonal => "The diagonal from the top left".to_string(),
            LineId::AntiDiagonal => "The diagonal from the top right".to_string(),
        }
    }

    /// The line whose cells, in order, are `cells`, if there is one.
    pub fn of_cells(n: usize, cells: &[usize]) -> Option<LineId> {
        LineId::all(n).find(|l| cells.len() == n && l.cells(n).eq(cells.iter().copied()))
    }
}

/// The lines of a grid as cell lists, and the lines through each cell, in fixed-size arrays.
#[derive(Clone, Copy, Debug)]
pub struct Lines {
    n: usize,
    count: usize,
    ids: [LineId; MAX_LINES],
    /// Cells of each line, in line order.
    cells: [[u8; MAX_ORDER]; MAX_LINES],
    /// Indexes of the lines through each cell (2 to 4 of them).
    through: [[u8; 4]; MAX_CELLS],
    n_through: [u8; MAX_CELLS],
}

impl Lines {
    pub fn new(n: usize) -> Self {
        assert!((1..=MAX_ORDER).contains(&n), "order {n} out of range");
        let mut l = Lines {
            n,
            count: 0,
            ids: [LineId::Diagonal; MAX_LINES],
            cells: [[0; MAX_ORDER]; MAX_LINES],
            through: [[0; 4]; MAX_CELLS],
            n_through: [0; MAX_CELLS],
        };
        for (i, id) in LineId::all(n).enumerate() {
            l.ids[i] = id;
            for (k, c) in id.cells(n).enumerate() {
                l.cells[i][k] = c as u8;
                l.through[c][l.n_through[c] as usize] = i as u8;
                l.n_through[c] += 1;
            }
            l.count += 1;
        }
        l
    }

    #[inline]
    pub fn order(&self) -> usize {
        self.n
    }

    /// How many lines there are (2n + 2).
    #[inline]
    pub fn len(&self) -> usize {
        self.count
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    #[inline]
    pub fn id(&self, line: usize) -> LineId {
        self.ids[line]
    }

    /// The cells of line `line` (an index below [`Lines::len`]).
    #[inline]
    pub fn cells(&self, line: usize) -> &[u8] {
        &self.cells[line][..self.n]
    }

    /// The indexes of the lines through `cell`.
    #[inline]
    pub fn through(&self, cell: usize) -> &[u8] {
        &self.through[cell][..self.n_through[cell] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_a_3x3() {
        let l = Lines::new(3);
        assert_eq!(l.len(), 8);
        assert_eq!(l.cells(2), &[6, 7, 8]);
        assert_eq!(l.cells(4), &[1, 4, 7]);
        assert_eq!(l.cells(6), &[0, 4, 8]);
        assert_eq!(l.cells(7), &[2, 4, 6]);
        // The centre is on four lines, a corner on three, an edge cell on two.
        assert_eq!(l.through(4).len(), 4);
        assert_eq!(l.through(0).len(), 3);
        assert_eq!(l.through(1).len(), 2);
    }

    #[test]
    fn lines_of_a_4x4() {
        let l = Lines::new(4);
        assert_eq!(l.len(), 10);
        assert_eq!(l.cells(9), &[3, 6, 9, 12]);
        // Every cell is on its row and column; 8 cells are on one diagonal.
        let on_diagonal = (0..16).filter(|&c| l.through(c).len() == 3).count();
        assert_eq!(on_diagonal, 8);
        assert_eq!(
            LineId::of_cells(4, &[3, 6, 9, 12]),
            Some(LineId::AntiDiagonal)
        );
        assert_eq!(LineId::of_cells(4, &[4, 5, 6, 7]), Some(LineId::Row(1)));
        assert_eq!(LineId::of_cells(4, &[4, 5, 6]), None);
    }
}
