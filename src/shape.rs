//! A grid's shape: width × height in cells.
//!
//! Square kinds (Futoshiki, Sudoku, ...) are written by their order, `7`, in specs and on the
//! command line; kinds whose grids may be rectangles (Kakuro, Nonograms) also take `12x10`
//! (width first). A square shape is always written as its order, so that addresses, puzzle ids
//! and messages of square kinds read as they did before there were rectangles.

use std::fmt;
use std::str::FromStr;

/// Width × height of a grid, in cells. A kind's puzzle has one value per cell, row-major
/// (`width` values in the first row), block cells included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    pub width: usize,
    pub height: usize,
}

impl Shape {
    /// The n×n square.
    pub const fn square(n: usize) -> Shape {
        Shape {
            width: n,
            height: n,
        }
    }

    pub const fn new(width: usize, height: usize) -> Shape {
        Shape { width, height }
    }

    pub const fn is_square(&self) -> bool {
        self.width == self.height
    }

    /// Cells in the grid.
    pub const fn cells(&self) -> usize {
        self.width * self.height
    }

    /// The order of a square grid: its width. Square kinds read their size with it once the
    /// kind's [`crate::kind::Kind::unsupported`] has refused rectangles.
    pub fn order(&self) -> usize {
        debug_assert!(self.is_square(), "{self} is not a square");
        self.width
    }

    /// "7×7" or "12×10": the grid as a page or cover names it.
    pub fn times(&self) -> String {
        format!("{}\u{d7}{}", self.width, self.height)
    }

    /// "7x7" or "12x10": the grid as a message names it.
    pub fn grid(&self) -> String {
        format!("{}x{}", self.width, self.height)
    }

    /// (row, column) of cell `i`, row-major.
    pub const fn cell(&self, i: usize) -> (usize, usize) {
        (i / self.width, i % self.width)
    }
}

impl From<usize> for Shape {
    fn from(n: usize) -> Shape {
        Shape::square(n)
    }
}

/// The squares of these orders: what a square kind's rules take.
pub fn squares(orders: &[usize]) -> Vec<Shape> {
    orders.iter().map(|&n| Shape::square(n)).collect()
}

/// A shape equals a number when it is that number's square: `size == 9` reads as in a spec.
impl PartialEq<usize> for Shape {
    fn eq(&self, n: &usize) -> bool {
        *self == Shape::square(*n)
    }
}

/// `7` for a square, `12x10` for a rectangle: what a spec or `--size` takes back.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Padded as a whole, so that a table's `{:>5}` lines shapes up.
        if self.is_square() {
            f.pad(&self.width.to_string())
        } else {
            f.pad(&self.grid())
        }
    }
}

/// A square as its order (a number, as records always wrote sizes), a rectangle as "12x10".
impl serde::Serialize for Shape {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.is_square() {
            s.serialize_u64(self.width as u64)
        } else {
            s.serialize_str(&self.grid())
        }
    }
}

/// Why some text is not a shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError(pub String);

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ShapeError {}

/// Largest side a shape may give: beyond any kind's grids, and small enough that the cell
/// count never overflows.
pub const MAX_SIDE: usize = 99;

/// Reads `7` (a square) or `12x10` (width x height; `×` and `X` also do).
impl FromStr for Shape {
    type Err = ShapeError;
    fn from_str(s: &str) -> Result<Shape, ShapeError> {
        let t = s.trim();
        let bad = || {
            ShapeError(format!(
                "size {:?} is not a grid size: write one number for a square (7) or \
                 width x height (12x10)",
                crate::quote::excerpt(t)
            ))
        };
        let side = |p: &str| -> Result<usize, ShapeError> {
            let p = p.trim();
            if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            match p.parse::<usize>() {
                Ok(n) if (1..=MAX_SIDE).contains(&n) => Ok(n),
                _ => Err(ShapeError(format!(
                    "size {:?}: each side is 1 to {MAX_SIDE} cells",
                    crate::quote::excerpt(t)
                ))),
            }
        };
        match t.split_once(['x', 'X', '×']) {
            None => side(t).map(Shape::square),
            Some((w, h)) => Ok(Shape::new(side(w)?, side(h)?)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_written_by_their_order() {
        assert_eq!(Shape::square(7).to_string(), "7");
        assert_eq!(Shape::new(12, 10).to_string(), "12x10");
        assert_eq!(Shape::new(12, 10).grid(), "12x10");
        assert_eq!(Shape::square(9).grid(), "9x9");
        assert_eq!(
            format!("{:>4}|{:<6}|", Shape::square(9), Shape::new(5, 3)),
            "   9|5x3   |"
        );
        assert_eq!(serde_json::to_string(&Shape::square(9)).unwrap(), "9");
        assert_eq!(serde_json::to_string(&Shape::new(5, 3)).unwrap(), "\"5x3\"");
    }

    #[test]
    fn parses_orders_and_rectangles() {
        assert_eq!("7".parse(), Ok(Shape::square(7)));
        assert_eq!(" 12x10 ".parse(), Ok(Shape::new(12, 10)));
        assert_eq!("12X10".parse(), Ok(Shape::new(12, 10)));
        assert_eq!("12×10".parse(), Ok(Shape::new(12, 10)));
        assert_eq!("10x10".parse(), Ok(Shape::square(10)));
        for bad in [
            "", "x", "7x", "x7", "7x7x7", "-3", "7.5", "0", "100", "1e3", "a",
        ] {
            let e = bad.parse::<Shape>().unwrap_err();
            assert!(e.0.starts_with("size"), "{bad}: {e}");
        }
    }

    #[test]
    fn cells_are_row_major() {
        let s = Shape::new(4, 3);
        assert_eq!(s.cells(), 12);
        assert_eq!(s.cell(5), (1, 1));
        assert_eq!(s.cell(11), (2, 3));
    }
}
