//! One puzzle drawn on its own, outside a book page: what `generate --format svg` writes and
//! what the site shows. The kind draws itself ([`crate::kind::Puzzle::draw`]); this module
//! only picks the box and the frame around the drawing, and never names a kind.

use crate::draw::Style;
use crate::kind::Puzzle;
use crate::layout::{answer_style, for_cell, puzzle_style};
use crate::page::{Item, Rect};
use crate::render::{RenderError, SvgText, svg_fragment};
use crate::spec::template::Template;

/// Cell size of a puzzle drawn alone, points: a grid's width is then 0.5 in a cell, so a 9x9
/// grid is about 5.5 in across (a reader scales SVG anyway).
pub const CELL: f32 = 40.0;

/// The styles of a puzzle and of its answer drawn alone: the template's, with cells of
/// [`CELL`] (answers included, so both draw alike).
pub fn styles(tpl: &Template) -> (Style, Style) {
    let puzzle = Style {
        max_cell: CELL,
        ..puzzle_style(tpl)
    };
    let answer = Style {
        max_cell: CELL,
        ..answer_style(tpl)
    };
    (puzzle, answer)
}

/// The puzzle (or its answer, with `answer`) drawn with `style`, and the rectangle to show:
/// everything drawn, strokes included, with a small margin.
pub fn drawing(p: &dyn Puzzle, answer: Option<&[u8]>, style: &Style) -> (Vec<Item>, Rect) {
    let extent = p.kind().extent(p.shape(), style);
    let (w, h) = extent.size(style.max_cell, style.line);
    let area = Rect::new(0.0, 0.0, w, h);
    let d = p.draw(answer, area, &for_cell(style, style.max_cell));
    // The drawing's rectangle is what it covers; the items say where their strokes reach.
    let mut view = d.rect.inflate(style.line / 2.0);
    for item in &d.items {
        let b = item.bounds();
        let (x0, y0) = (view.x.min(b.x), view.y.min(b.y));
        let (x1, y1) = (view.right().max(b.right()), view.bottom().max(b.bottom()));
        view = Rect::new(x0, y0, x1 - x0, y1 - y0);
    }
    (d.items, view.inflate(style.line * 2.0))
}

/// The puzzle (or its answer) as an `<svg>` element; ids start with `prefix`.
pub fn puzzle_svg(
    p: &dyn Puzzle,
    answer: Option<&[u8]>,
    style: &Style,
    text: SvgText,
    prefix: &str,
) -> Result<String, RenderError> {
    let (items, view) = drawing(p, answer, style);
    svg_fragment(&items, view, text, prefix)
}
