//! What every kind's drawing shares: the grid style layout hands to a kind, what a drawing
//! gives back, and the sizing rules for cells and digits.
//!
//! Layout gives a kind a box and a [`Style`]; the kind returns a [`Drawing`] of page-model
//! items inside that box. Layout knows nothing else about the kind.

use crate::fonts::FontId;
use crate::layout::page::{Align, Color, Item, Pt2, Rect, Rotation};

/// How a grid looks; sizes in points unless said otherwise.
#[derive(Clone, Debug, PartialEq)]
pub struct Style {
    /// Cell outline weight.
    pub line: f32,
    /// Weight of strokes drawn as clues (Futoshiki's signs).
    pub sign: f32,
    /// Colour of clues drawn beside or between cells (signs, outside numbers): black on
    /// puzzle pages, grey in answers so that the digits read first.
    pub clue: Color,
    /// Gap between cells, as a fraction of a cell, for kinds that draw cells apart.
    pub gap: f32,
    /// Digit size as a fraction of a cell.
    pub digit: f32,
    /// Digits are raised to at least this size while they fit the cell.
    pub min_digit: f32,
    /// Largest cell.
    pub max_cell: f32,
    /// Font of given digits.
    pub given: FontId,
    /// Font of the digits an answer fills in.
    pub filled: FontId,
    /// The language of any words a drawing carries (a magic square's total).
    pub language: crate::words::Language,
}

/// What a drawing took: its items, the rectangle it covers, its cell and digit sizes, and
/// where its cells are (so that layout can number rows and columns).
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    pub items: Vec<Item>,
    /// Everything drawn, clues outside the grid included.
    pub rect: Rect,
    pub cell: f32,
    pub digit_size: f32,
    /// Top-left corner of the first cell.
    pub origin: Pt2,
    /// Distance from one cell's corner to the next cell's, across and down.
    pub pitch: f32,
}

impl Drawing {
    /// Centre of cell (row, column).
    pub fn cell_centre(&self, row: usize, col: usize) -> Pt2 {
        Pt2 {
            x: self.origin.x + (col as f32 * self.pitch + self.cell / 2.0),
            y: self.origin.y + (row as f32 * self.pitch + self.cell / 2.0),
        }
    }
}

/// The cell size a grid `extent` cells wide gets in `area`: as large as fits with its
/// outline strokes inside, at most `style.max_cell`.
pub fn cell_for(extent: f32, area: Rect, style: &Style) -> f32 {
    let (w, h) = (area.w - style.line, area.h - style.line);
    (w / extent).min(h / extent).min(style.max_cell).max(0.0)
}

/// Largest digit size for a cell: beyond this a digit's ascent and descent leave the cell.
pub const MAX_DIGIT: f32 = 0.7;

/// The digit size for a cell: the style's fraction, raised to `min_digit` while it fits
/// (at most [`MAX_DIGIT`] of a cell).
pub fn digit_for(cell: f32, style: &Style) -> f32 {
    (style.digit.min(MAX_DIGIT) * cell).max(style.min_digit.min(MAX_DIGIT * cell))
}

/// Text centred on `centre` both ways (by the digits' height), upright.
pub fn centred_text(
    text: impl Into<String>,
    font: FontId,
    size: f32,
    centre: Pt2,
    color: Color,
) -> Item {
    Item::Text {
        text: text.into(),
        font,
        size,
        x: centre.x,
        baseline: centre.y + font.digit_height(size) / 2.0,
        align: Align::Center,
        color,
        rotation: Rotation::Upright,
    }
}

/// A plain style for kinds' drawing tests.
#[cfg(test)]
pub(crate) fn test_style() -> Style {
    Style {
        line: 1.0,
        sign: 1.2,
        clue: Color::BLACK,
        gap: 0.5,
        digit: 0.6,
        min_digit: 0.0,
        max_cell: 40.0,
        given: FontId::Bold,
        filled: FontId::Regular,
        language: crate::words::Language::En,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn style() -> Style {
        test_style()
    }

    #[test]
    fn digits_rise_to_the_minimum_while_they_fit() {
        let mut s = style();
        s.min_digit = 18.0;
        assert_eq!(digit_for(40.0, &s), 24.0);
        assert_eq!(digit_for(26.0, &s), 18.0);
        assert_eq!(digit_for(20.0, &s), 14.0);
    }

    #[test]
    fn cells_fit_the_box_and_the_cap() {
        let s = style();
        assert!((cell_for(5.5, Rect::new(0.0, 0.0, 200.0, 100.0), &s) - 99.0 / 5.5).abs() < 1e-4);
        assert_eq!(cell_for(2.0, Rect::new(0.0, 0.0, 500.0, 500.0), &s), 40.0);
    }
}
