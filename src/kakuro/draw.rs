//! Drawing a Kakuro or its answer into a box of the page model, as Kakuro books print it:
//! blocks shaded, a clue block split by its diagonal from top-left to bottom-right, the
//! across sum in the upper-right triangle and the down sum in the lower-left one, white
//! cells open for digits.

use super::Puzzle;
use crate::draw::{Drawing, Extent, Style, digit_for};
use crate::page::{Align, Color, Item, Rect, Rotation, Stroke, pt};

/// Shade of a block: light enough that black sums read on it in print.
pub const BLOCK: Color = Color::gray(0.72);

/// Shade of a block in an answer grid: lighter, so that the page's filled digits read first.
pub const ANSWER_BLOCK: Color = Color::gray(0.85);

/// Least contrast (WCAG's ratio) of a sum on its block: small type, so the text standard.
pub const SUM_CONTRAST: f32 = 4.5;

/// WCAG's contrast ratio of two sRGB colours, 1 (same) to 21 (black on white).
pub fn contrast(a: Color, b: Color) -> f32 {
    let lum = |c: Color| {
        let lin = |v: f32| {
            if v <= 0.039_28 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    };
    let (x, y) = (lum(a) + 0.05, lum(b) + 0.05);
    x.max(y) / x.min(y)
}

/// The colour sums print in on `block`: the style's clue colour when it reads there, else
/// black (answer pages grey their clues, and grey on a grey block all but vanished).
pub fn sum_color(clue: Color, block: Color) -> Color {
    if contrast(clue, block) >= SUM_CONTRAST {
        clue
    } else {
        Color::BLACK
    }
}

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

/// The grid's thin and thick strokes.
fn strokes(style: &Style) -> (f32, f32) {
    let thin = (0.6 * style.line).max(style.min_line);
    (thin, (1.6 * style.line).max(2.0 * thin))
}

/// How far a sum's ink keeps from the two cell sides of its corner: clear of the border's
/// thick stroke too, since the first row and column are blocks.
fn inset(cell: f32, style: &Style) -> f32 {
    (0.07 * cell).max(strokes(style).1 / 2.0 + 0.35)
}

/// The ink box of `text` at `size`: (left, top, width, height) from its pen position on the
/// baseline.
fn ink(font: crate::fonts::FontId, text: &str, size: f32) -> (f32, f32, f32, f32) {
    let (x0, y0, x1, y1) = font.ink(text, size).unwrap_or((
        0.0,
        -font.digit_height(size),
        font.width(text, size),
        0.0,
    ));
    (x0, y0, x1 - x0, y1 - y0)
}

/// Whether every sum (1 to 45) fits its triangle of a `cell` point block: set in the corner,
/// the ink's inner corner stays clear of the diagonal.
pub fn sums_fit(cell: f32, style: &Style) -> bool {
    let size = sum_size(cell, style);
    let e = inset(cell, style);
    let clear = strokes(style).0 / 2.0 + 0.3;
    (1..=45).all(|v| {
        let (_, _, w, h) = ink(style.given, &v.to_string(), size);
        cell - 2.0 * e - w - h >= std::f32::consts::SQRT_2 * clear
    })
}

/// The digits' size in a white cell, as drawn.
fn white_digit(cell: f32, style: &Style) -> f32 {
    digit_for(cell, style)
}

/// The digits' size the plan sizes pages by: none where the blocks' sums do not fit their
/// triangles, so that a page (or a teaching diagram) takes cells large enough for them.
pub fn digit_size(cell: f32, style: &Style) -> f32 {
    if sums_fit(cell, style) {
        white_digit(cell, style)
    } else {
        0.0
    }
}

/// Draws the puzzle (blocks, sums and givens), or its answer when `answer` is given (every
/// digit too), centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let (w, h) = (p.width(), p.height());
    let (thin, thick) = strokes(style);
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
    let block = if answer.is_some() {
        ANSWER_BLOCK
    } else {
        BLOCK
    };
    let sum_ink = sum_color(style.clue, block);
    let at = |c: usize| (x0 + (c % w) as f32 * cell, y0 + (c / w) as f32 * cell);
    for c in 0..w * h {
        if !p.is_white(c) {
            let (cx, cy) = at(c);
            items.push(Item::Rect {
                rect: Rect::new(cx, cy, cell, cell),
                fill: Some(block),
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
        // Each sum's ink in its corner, `edge` from the two sides: the across sum in the
        // upper-right triangle, the down sum in the lower-left one.
        let edge = inset(cell, style);
        let mut sum = |v: u32, right_top: bool| {
            let text = v.to_string();
            let (ix, iy, iw, ih) = ink(font, &text, size);
            let (left, top) = if right_top {
                (cx + cell - edge - iw, cy + edge)
            } else {
                (cx + edge, cy + cell - edge - ih)
            };
            items.push(Item::Text {
                text,
                font,
                size,
                x: left - ix,
                baseline: top - iy,
                align: Align::Left,
                color: sum_ink,
                rotation: Rotation::Upright,
            });
        };
        if across > 0 {
            sum(across, true);
        }
        if down > 0 {
            sum(down, false);
        }
    }
    let digit_size = white_digit(cell, style);
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
        clue_size: None,
        origin: pt(x0, y0),
        pitch: cell,
        room: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::Kind;
    use crate::kind::Shape;
    use crate::page::Page;

    /// The overlap findings of `p` drawn with `cell` point cells (its answer too).
    fn findings(p: &dyn crate::kind::Puzzle, answer: &[u8], cell: f32) -> usize {
        let style = crate::draw::test_style();
        let shape = p.shape();
        let area = Rect::new(
            20.0,
            20.0,
            cell * shape.width as f32 + 4.0,
            cell * shape.height as f32 + 4.0,
        );
        let d = p.draw(
            Some(answer),
            area,
            &Style {
                max_cell: cell,
                ..style
            },
        );
        let page = Page {
            width: area.right() + 20.0,
            height: area.bottom() + 20.0,
            trim: Rect::new(0.0, 0.0, area.right() + 20.0, area.bottom() + 20.0),
            live: Rect::new(0.0, 0.0, area.right() + 20.0, area.bottom() + 20.0),
            items: d.items,
            kept: Vec::new(),
        };
        crate::lint::check_page(&page, 1, 7.0).len()
    }

    /// Every sum reads on its block, on puzzle pages and on answer pages (whose grey clues
    /// once printed on grey blocks at a contrast of 1.7).
    #[test]
    fn sums_contrast_with_their_blocks_in_puzzles_and_answers() {
        let (p, answer) = super::super::kind::Kakuro.stand_in(Shape::square(8));
        let area = Rect::new(0.0, 0.0, 200.0, 200.0);
        for (clue, ans) in [
            (Color::BLACK, None),
            (Color::gray(0.55), Some(&answer[..])),
            (Color::BLACK, Some(&answer[..])),
        ] {
            let style = Style {
                clue,
                ..crate::draw::test_style()
            };
            let d = p.draw(ans, area, &style);
            let blocks: Vec<Color> = d
                .items
                .iter()
                .filter_map(|it| match it {
                    Item::Rect { fill: Some(f), .. } => Some(*f),
                    _ => None,
                })
                .collect();
            assert!(!blocks.is_empty());
            let mut sums = 0;
            for it in &d.items {
                if let Item::Text { text, color, .. } = it
                    && text.parse::<u32>().is_ok_and(|v| v > 9)
                {
                    sums += 1;
                    for &b in &blocks {
                        assert!(contrast(*color, b) >= SUM_CONTRAST, "{clue:?} on {b:?}");
                    }
                }
            }
            assert!(sums > 0);
        }
        // The grey of answer clues on a puzzle block would not read.
        assert!(contrast(Color::gray(0.55), BLOCK) < SUM_CONTRAST);
    }

    #[test]
    fn sums_clear_the_diagonal_wherever_the_plan_lets_them_print() {
        let style = crate::draw::test_style();
        // Two-digit sums at the least legible size need a cell of about 16 pt.
        assert!(!sums_fit(12.0, &style));
        assert_eq!(digit_size(12.0, &style), 0.0);
        let least = (20..200)
            .map(|q| q as f32 * 0.25)
            .find(|&c| sums_fit(c, &style))
            .unwrap();
        assert!(digit_size(least, &style) > 0.0);
        // The stand-in's runs of nine all sum to 45, the widest sum.
        let (p, answer) = super::super::kind::Kakuro.stand_in(Shape::square(10));
        for cell in [least, least + 3.0, 30.0] {
            assert_eq!(findings(&*p, &answer, cell), 0, "cell {cell}");
        }
        // Below the least, the same drawing touches its diagonals: the bound is not slack.
        assert!(findings(&*p, &answer, least - 2.0) > 0);
    }
}
