//! Drawing a Kakuro or its answer into a box of the page model, as Kakuro books print it:
//! blocks shaded, a clue block split by its diagonal from top-left to bottom-right, the
//! across sum in the upper-right triangle and the down sum in the lower-left one, white
//! cells open for digits.

use super::Puzzle;
use crate::draw::{Drawing, Extent, Style, digit_for};
use crate::page::{Align, Color, Item, Rect, Rotation, Stroke, pt};

/// Shade of a block: light enough that black sums read on it in print.
pub const BLOCK: Color = Color::gray(0.72);

/// Width and height of a grid in cells.
pub fn extent(width: usize, height: usize) -> Extent {
    Extent {
        w: width as f32,
        h: height as f32,
    }
}

/// A sum's type size: it shares half a cell with the diagonal, never under the least legible
/// size.
pub fn sum_size(cell: f32, style: &Style) -> f32 {
    (0.3 * cell).max(style.min_text)
}

/// The digits' size in a white cell.
pub fn digit_size(cell: f32, style: &Style) -> f32 {
    digit_for(cell, style)
}

/// Draws the puzzle (blocks, sums and givens), or its answer when `answer` is given (every
/// digit too), centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let (w, h) = (p.width(), p.height());
    let thin = (0.6 * style.line).max(style.min_line);
    let thick = (1.6 * style.line).max(2.0 * thin);
    let cell = ((area.w - thick) / w as f32)
        .min((area.h - thick) / h as f32)
        .min(style.max_cell)
        .max(0.0);
    let (gw, gh) = (cell * w as f32, cell * h as f32);
    let x0 = area.x + (area.w - gw) / 2.0;
    let y0 = area.y + (area.h - gh) / 2.0;
    let black = |width| Stroke {
        width,
        color: Color::BLACK,
    };
    let mut items = Vec::new();
    let clues = p.clue_grid();
    let at = |c: usize| (x0 + (c % w) as f32 * cell, y0 + (c / w) as f32 * cell);
    for c in 0..w * h {
        if !p.is_white(c) {
            let (cx, cy) = at(c);
            items.push(Item::Rect {
                rect: Rect::new(cx, cy, cell, cell),
                fill: Some(BLOCK),
                stroke: None,
            });
        }
    }
    for i in 1..w {
        let x = x0 + i as f32 * cell;
        items.push(Item::Line {
            from: pt(x, y0),
            to: pt(x, y0 + gh),
            stroke: black(thin),
        });
    }
    for i in 1..h {
        let y = y0 + i as f32 * cell;
        items.push(Item::Line {
            from: pt(x0, y),
            to: pt(x0 + gw, y),
            stroke: black(thin),
        });
    }
    items.push(Item::Rect {
        rect: Rect::new(x0, y0, gw, gh),
        fill: None,
        stroke: Some(black(thick)),
    });
    let size = sum_size(cell, style);
    let font = style.given;
    let dh = font.digit_height(size);
    for (c, &(down, across)) in clues.iter().enumerate() {
        if (down, across) == (0, 0) {
            continue;
        }
        let (cx, cy) = at(c);
        items.push(Item::Line {
            from: pt(cx, cy),
            to: pt(cx + cell, cy + cell),
            stroke: black(thin),
        });
        let edge = 0.08 * cell;
        if across > 0 {
            items.push(Item::Text {
                text: across.to_string(),
                font,
                size,
                x: cx + cell - edge,
                baseline: cy + edge + dh,
                align: Align::Right,
                color: style.clue,
                rotation: Rotation::Upright,
            });
        }
        if down > 0 {
            items.push(Item::Text {
                text: down.to_string(),
                font,
                size,
                x: cx + edge,
                baseline: cy + cell - edge,
                align: Align::Left,
                color: style.clue,
                rotation: Rotation::Upright,
            });
        }
    }
    let digit_size = digit_size(cell, style);
    for c in 0..w * h {
        if !p.is_white(c) {
            continue;
        }
        let (d, f) = match (p.givens()[c], answer) {
            (0, Some(ans)) => (ans[c], style.filled),
            (0, None) => continue,
            (g, _) => (g, style.given),
        };
        if d == 0 {
            continue;
        }
        let (cx, cy) = at(c);
        items.push(Item::Text {
            text: d.to_string(),
            font: f,
            size: digit_size,
            x: cx + cell / 2.0,
            baseline: cy + (cell + f.digit_height(digit_size)) / 2.0,
            align: Align::Center,
            color: Color::BLACK,
            rotation: Rotation::Upright,
        });
    }
    Drawing {
        items,
        rect: Rect::new(x0, y0, gw, gh),
        cell,
        digit_size,
        origin: pt(x0, y0),
        pitch: cell,
        room: Vec::new(),
    }
}
