//! What every kind's drawing shares: the grid style layout hands to a kind, what a drawing
//! gives back, and the sizing rules for cells and digits.
//!
//! Layout gives a kind a box and a [`Style`]; the kind returns a [`Drawing`] of page-model
//! items inside that box. Layout knows nothing else about the kind.

use crate::fonts::FontId;
use crate::page::{Align, Color, Item, Pt2, Rect, Rotation};

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
    /// The smallest type a drawing may set (a clue in a corner, a magic square's total): the
    /// print platform's least legible size, handed down by layout.
    pub min_text: f32,
    /// The thinnest line a drawing may stroke: the print platform's, handed down by layout.
    pub min_line: f32,
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
    /// Digits written in cells (givens, an answer's digits).
    pub digit_size: f32,
    /// Numbers set beside the grid in clue bands, outside any cell (a nonogram's runs,
    /// Skyscrapers' counts), when the kind prints any: held to the template's `grid.min_clue`
    /// rather than `grid.min_digit` ([`short_of`]).
    pub clue_size: Option<f32>,
    /// Top-left corner of the first cell.
    pub origin: Pt2,
    /// Distance from one cell's corner to the next cell's, across and down.
    pub pitch: f32,
    /// Each cell's room (row-major): the part of the cell a digit or pencilled candidates may
    /// take, inside its lines and clear of what the kind prints in the cell itself (a cage's
    /// clue). Empty when every cell's room is the cell inside its lines ([`Drawing::room`]).
    pub room: Vec<Rect>,
}

impl Drawing {
    /// The room of cell `c` of a grid `width` cells wide: where a digit or candidates may go
    /// (see [`Drawing::room`] the field); by default the cell less a 4 % margin on each side,
    /// which clears any cell line.
    pub fn room(&self, c: usize, width: usize) -> Rect {
        if let Some(r) = self.room.get(c) {
            return *r;
        }
        let centre = self.cell_centre(c / width.max(1), c % width.max(1));
        let m = 0.04 * self.cell;
        Rect::new(
            centre.x - self.cell / 2.0 + m,
            centre.y - self.cell / 2.0 + m,
            self.cell - 2.0 * m,
            self.cell - 2.0 * m,
        )
    }

    /// The size a digit of `font` prints at in cell `c`'s room: the drawing's digit size,
    /// smaller when the room is too short for its height (or too narrow for its width).
    pub fn digit_in(&self, c: usize, width: usize, font: FontId) -> f32 {
        let r = self.room(c, width);
        let size = self.digit_size;
        let h = font.digit_height(size).max(1e-3);
        let w = font.width("0", size).max(1e-3);
        size.min(size * 0.9 * r.h / h).min(size * 0.9 * r.w / w)
    }

    /// Centre of cell (row, column).
    pub fn cell_centre(&self, row: usize, col: usize) -> Pt2 {
        Pt2 {
            x: self.origin.x + (col as f32 * self.pitch + self.cell / 2.0),
            y: self.origin.y + (row as f32 * self.pitch + self.cell / 2.0),
        }
    }
}

/// Grey of pencilled candidates: they read as notes beside the printed digits.
pub const PENCIL: Color = Color::gray(0.3);

/// Digits a solver has written into a drawn grid `width` cells wide, (cell, digit), full size
/// in `font`.
pub fn filled(d: &Drawing, width: usize, placed: &[(usize, u8)], font: FontId) -> Vec<Item> {
    // One size for all, as an answer prints them: the least any placed cell's room allows.
    let size = placed
        .iter()
        .map(|&(c, _)| d.digit_in(c, width, font))
        .fold(d.digit_size, f32::min);
    placed
        .iter()
        .map(|&(c, v)| {
            let r = d.room(c, width);
            let centre = Pt2 {
                x: r.x + r.w / 2.0,
                y: r.y + r.h / 2.0,
            };
            centred_text(v.to_string(), font, size, centre, Color::BLACK)
        })
        .collect()
}

/// Candidates pencilled into a drawn grid `width` cells wide, row-major, as a solver notes them:
/// small along the cell's foot (clear of a corner clue), in lines of at most half of them; a
/// lone candidate too, since a square is filled only when a step fills it ([`filled`]). Cells
/// whose mask is 0 (givens, filled squares) are left alone, and so are cells whose candidates
/// would print under `min_size` points. Kind-free: it places by the drawing's cell geometry
/// alone.
pub fn pencil(d: &Drawing, width: usize, marks: &[crate::latin::Mask], min_size: f32) -> Vec<Item> {
    let font = FontId::Regular;
    let mut items = Vec::new();
    for (c, &m) in marks.iter().enumerate() {
        if m == 0 {
            continue;
        }
        let room = d.room(c, width);
        let ds: Vec<String> = crate::latin::digits(m).map(|v| v.to_string()).collect();
        let Some((lines, size)) = pencil_fit(&ds, d.cell, room, min_size) else {
            continue;
        };
        let (_, desc) = font.vertical_extent(size);
        let lead = 1.1 * size;
        let foot = room.bottom() - 0.02 * d.cell - desc;
        for (i, line) in lines.iter().enumerate() {
            let baseline = foot - (lines.len() - 1 - i) as f32 * lead;
            items.push(Item::Text {
                text: line.clone(),
                font,
                size,
                x: room.x + room.w / 2.0,
                baseline,
                align: Align::Center,
                color: PENCIL,
                rotation: Rotation::Upright,
            });
        }
    }
    items
}

/// The lines and size of a cell's candidates: the largest size (up to 0.3 of the cell, down
/// to `min_size`) at which one, two or three lines fit the lower two thirds of the cell's
/// room.
fn pencil_fit(ds: &[String], cell: f32, room: Rect, min_size: f32) -> Option<(Vec<String>, f32)> {
    let font = FontId::Regular;
    let mut best: Option<(Vec<String>, f32)> = None;
    for rows in 1..=3usize {
        let per = ds.len().div_ceil(rows);
        let lines: Vec<String> = ds.chunks(per).map(|c| c.join(" ")).collect();
        let widest = lines.iter().map(|l| font.width(l, 1.0)).fold(0.0, f32::max);
        let (asc, desc) = font.vertical_extent(1.0);
        let tall = asc + desc + (lines.len() - 1) as f32 * 1.1;
        let size = ((room.w - 0.04 * cell) / widest)
            .min((0.6 * cell).min(room.h - 0.04 * cell) / tall)
            .min(0.3 * cell);
        if size + 1e-3 >= min_size && best.as_ref().is_none_or(|b| size > b.1 + 1e-3) {
            best = Some((lines, size));
        }
    }
    best
}

/// Rows and columns of the little grid a cell's candidates sit in when each digit has its own
/// place (1 top left, then across), for rooms like `room`: the square-ish grid (2x2 up to 4
/// digits, 3x3 up to 9, 4x4 up to 16) in a square room, flatter (2x5 for 9) in a room much
/// wider than it is tall, such as a cell under a cage's sum: whichever prints larger.
pub fn candidate_slots(n: usize, room: Rect) -> (usize, usize) {
    let square = (1..=n).find(|c| c * c >= n).unwrap_or(1);
    let at = |cols: usize| {
        let rows = n.div_ceil(cols);
        (rows, cols, slot_size(rows, cols, room))
    };
    let (mut best_rows, mut best_cols, mut best) = at(square);
    for cols in square + 1..=n {
        let (rows, cols, size) = at(cols);
        // Flatter only for a clear gain: digits keep the places a reader knows.
        if size > 1.05 * best {
            (best_rows, best_cols, best) = (rows, cols, size);
        }
    }
    (best_rows, best_cols)
}

/// The digit size of a little grid of `rows` by `cols` in `room`: each slot holds a digit's
/// height with a twentieth to spare and its width with a fifth.
fn slot_size(rows: usize, cols: usize, room: Rect) -> f32 {
    (room.h / rows as f32 / 0.95).min(room.w / cols as f32 / 0.8)
}

/// Size of the candidates [`candidates`] prints in a room `room` of a grid of order `n`.
pub fn candidate_size(n: usize, room: Rect) -> f32 {
    let (rows, cols) = candidate_slots(n, room);
    slot_size(rows, cols, room)
}

/// Size of the candidates [`candidates_in`] prints in a room `room` with a place for each of
/// `symbols` values, the widest printing as `widest`: [`candidate_size`], smaller when
/// `widest` would not fit its place.
pub fn pencil_size(symbols: usize, room: Rect, widest: &str) -> f32 {
    let (_, cols) = candidate_slots(symbols, room);
    let w = FontId::Regular.width(widest, 1.0).max(1e-3);
    // Most of the place's width: two-digit numbers keep a clear gap between neighbours.
    candidate_size(symbols, room).min(0.72 * room.w / cols as f32 / w)
}

/// The least room of a drawing's cells (the one its candidates are smallest in): what a
/// diagram's cell size is chosen by.
pub fn least_room(d: &Drawing, cells: usize, width: usize) -> Rect {
    (0..cells)
        .map(|c| d.room(c, width))
        .min_by(|a, b| (a.w.min(a.h)).total_cmp(&b.w.min(b.h)))
        .unwrap_or(Rect::new(0.0, 0.0, d.cell, d.cell))
}

/// Candidates pencilled into a drawn grid of order `n` as technique books print them: each
/// digit in its own place of a little grid in the cell's room (so the eye finds a digit
/// across cells), grey; the digits of `struck` drawn dark with a stroke through them (what a
/// step removes). Placed cells (one candidate) get their digit at full size in the room;
/// cells whose mask is 0 (givens) are left alone, and so are cells whose candidates would
/// print under `min_size`. Every cell's candidates print at one size, the least room's, so
/// that a digit reads alike across cells. Kind-free: it places by the drawing's cell geometry
/// and rooms alone (a cage's clue keeps its corner).
pub fn candidates(
    d: &Drawing,
    n: usize,
    marks: &[crate::latin::Mask],
    struck: &[(usize, crate::latin::Mask)],
    min_size: f32,
    min_line: f32,
) -> Vec<Item> {
    let grid = Pencil {
        width: n,
        symbols: n,
        label: &|v: u8| v.to_string(),
    };
    candidates_in(d, &grid, marks, struck, min_size, min_line)
}

/// What [`candidates_in`] needs of a grid besides its drawing: how many cells across it is,
/// how many values a cell may take (the little grid's places), and how value `v` prints (a
/// magic square's ranks print as its numbers).
pub struct Pencil<'a> {
    pub width: usize,
    pub symbols: usize,
    pub label: &'a dyn Fn(u8) -> String,
}

/// [`candidates`] for any grid: `marks` one mask per cell (row-major, `grid.width` across),
/// each value in place `v - 1` of a little grid of `grid.symbols` places, printed as
/// `grid.label` says; candidates shrink until the widest label fits its place.
pub fn candidates_in(
    d: &Drawing,
    grid: &Pencil,
    marks: &[crate::latin::Mask],
    struck: &[(usize, crate::latin::Mask)],
    min_size: f32,
    min_line: f32,
) -> Vec<Item> {
    let font = FontId::Regular;
    let width = grid.width;
    // One little grid and one size for every cell, the least room's.
    let least = least_room(d, marks.len(), width);
    let (rows, cols) = candidate_slots(grid.symbols, least);
    let mut items = Vec::new();
    let widest = (1..=grid.symbols as u8)
        .map(|v| (grid.label)(v))
        .max_by(|a, b| font.width(a, 1.0).total_cmp(&font.width(b, 1.0)))
        .unwrap_or_default();
    let size = pencil_size(grid.symbols, least, &widest);
    let placed: Vec<(usize, u8)> = marks
        .iter()
        .enumerate()
        .filter(|&(c, &m)| m.count_ones() == 1 && !struck.iter().any(|s| s.0 == c))
        .map(|(c, &m)| (c, crate::latin::digits(m).next().unwrap_or(0)))
        .collect();
    if placed.iter().all(|p| (grid.label)(p.1) == p.1.to_string()) {
        items.extend(filled(d, width, &placed, FontId::Regular));
    } else {
        // Labels other than the value (a magic square's numbers), at the size `filled` gives.
        let digit = placed
            .iter()
            .map(|&(c, _)| d.digit_in(c, width, FontId::Regular))
            .fold(d.digit_size, f32::min);
        for &(c, v) in &placed {
            let r = d.room(c, width);
            let text = (grid.label)(v);
            let fit = 0.9 * r.w / font.width(&text, 1.0).max(1e-3);
            let centre = Pt2 {
                x: r.x + r.w / 2.0,
                y: r.y + r.h / 2.0,
            };
            items.push(centred_text(
                text,
                FontId::Regular,
                digit.min(fit),
                centre,
                Color::BLACK,
            ));
        }
    }
    for (c, &m) in marks.iter().enumerate() {
        if m == 0 || placed.iter().any(|p| p.0 == c) {
            continue;
        }
        if size + 1e-3 < min_size {
            continue;
        }
        let room = d.room(c, width);
        let gone = struck.iter().filter(|s| s.0 == c).fold(0, |a, s| a | s.1);
        let (slot_w, slot_h) = (room.w / cols as f32, room.h / rows as f32);
        for v in crate::latin::digits(m | gone) {
            let i = v as usize - 1;
            let x = room.x + (i % cols) as f32 * slot_w + slot_w / 2.0;
            let cy = room.y + (i / cols) as f32 * slot_h + slot_h / 2.0;
            let struck_out = gone & crate::latin::bit(v) != 0;
            let colour = if struck_out { Color::BLACK } else { PENCIL };
            let text = (grid.label)(v);
            let half = 0.5 * font.width(&text, size);
            items.push(centred_text(text, font, size, Pt2 { x, y: cy }, colour));
            if struck_out {
                let (hw, hh) = ((0.42 * slot_w.min(size)).max(1.05 * half), 0.42 * size);
                items.push(Item::Line {
                    from: Pt2 {
                        x: x - hw,
                        y: cy + hh,
                    },
                    to: Pt2 {
                        x: x + hw,
                        y: cy - hh,
                    },
                    stroke: crate::page::Stroke {
                        width: (0.09 * size).max(min_line),
                        color: Color::BLACK,
                    },
                });
            }
        }
    }
    items
}

/// The cells of a drawn grid of order `n` that already show a full-size digit (the givens):
/// read from the drawing, so that pencilling leaves them alone whatever the kind.
pub fn drawn_digits(d: &Drawing, n: usize) -> Vec<bool> {
    let mut shown = vec![false; n * n];
    for i in &d.items {
        let Item::Text {
            x,
            baseline,
            size,
            text,
            ..
        } = i
        else {
            continue;
        };
        if *size < 0.8 * d.digit_size || !text.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let col = ((x - d.origin.x) / d.pitch).floor();
        let row = ((baseline - d.origin.y) / d.pitch).floor();
        if col < 0.0 || row < 0.0 || col >= n as f32 || row >= n as f32 {
            continue;
        }
        // Inside the cell itself, not in the gap beside it.
        let centre = d.cell_centre(row as usize, col as usize);
        if (x - centre.x).abs() < d.cell / 2.0 {
            shown[row as usize * n + col as usize] = true;
        }
    }
    shown
}

/// A number a grid would print under its floor: the first of [`short_of`]'s findings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Short {
    /// True for numbers beside the grid, false for digits in cells.
    pub clue: bool,
    pub size: f32,
    pub min: f32,
}

/// Whether a grid's numbers reach their floors: digits in cells `digit` against `min_digit`
/// (skipped when the kind writes none in its cells, `in_cells` false), numbers beside the
/// grid `clue` against `min_clue`. The one rule the plan and layout both apply, whatever
/// the kind.
pub fn short_of(
    in_cells: bool,
    digit: f32,
    clue: Option<f32>,
    min_digit: f32,
    min_clue: f32,
) -> Option<Short> {
    if in_cells && digit + 1e-3 < min_digit {
        return Some(Short {
            clue: false,
            size: digit,
            min: min_digit,
        });
    }
    clue.filter(|&c| c + 1e-3 < min_clue).map(|c| Short {
        clue: true,
        size: c,
        min: min_clue,
    })
}

/// Light grey squares under cells of a drawn grid `width` cells wide: what a diagram shades
/// to show where a step looks. Goes before the drawing's own items.
pub fn shade(d: &Drawing, width: usize, cells: &[usize]) -> Vec<Item> {
    cells
        .iter()
        .map(|&c| {
            let p = d.cell_centre(c / width, c % width);
            Item::Rect {
                rect: Rect::new(p.x - d.cell / 2.0, p.y - d.cell / 2.0, d.cell, d.cell),
                fill: Some(Color::gray(0.85)),
                stroke: None,
            }
        })
        .collect()
}

/// Width and height of a drawn grid in cells, clues outside the grid and gaps between cells
/// included.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Extent {
    pub w: f32,
    pub h: f32,
}

impl Extent {
    /// A drawing as wide as it is high.
    pub const fn square(e: f32) -> Extent {
        Extent { w: e, h: e }
    }

    /// The drawing's width and height in points at cells `cell` points wide, outline strokes
    /// of `line` included.
    pub fn size(&self, cell: f32, line: f32) -> (f32, f32) {
        (cell * self.w + line, cell * self.h + line)
    }
}

/// The cell size a grid `extent` cells wide and high gets in `area`: as large as fits with
/// its outline strokes inside, at most `style.max_cell`.
pub fn cell_for(extent: Extent, area: Rect, style: &Style) -> f32 {
    let (w, h) = (area.w - style.line, area.h - style.line);
    (w / extent.w)
        .min(h / extent.h)
        .min(style.max_cell)
        .max(0.0)
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
        min_text: 7.0,
        min_line: 0.75,
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
        let sq = Extent::square;
        let r = |w, h| Rect::new(0.0, 0.0, w, h);
        assert!((cell_for(sq(5.5), r(200.0, 100.0), &s) - 99.0 / 5.5).abs() < 1e-4);
        assert_eq!(cell_for(sq(2.0), r(500.0, 500.0), &s), 40.0);
        // A wide grid is held by the box's width, a tall one by its height.
        let wide = Extent { w: 12.0, h: 6.0 };
        assert!((cell_for(wide, r(241.0, 241.0), &s) - 20.0).abs() < 1e-4);
        let tall = Extent { w: 6.0, h: 12.0 };
        assert!((cell_for(tall, r(241.0, 121.0), &s) - 10.0).abs() < 1e-4);
    }
}
