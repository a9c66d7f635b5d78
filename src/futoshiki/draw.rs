//! Drawing a Futoshiki puzzle or its answer into a box of the page model.
//!
//! Cells are separate squares with a gap between them; a sign sits in the gap as a chevron
//! (a vector polyline, not a glyph) whose point faces the smaller cell. Layout gives a box and
//! a style and gets items back: it knows nothing else about the kind.

use super::Puzzle;
use crate::draw::{Drawing, Style, cell_for, digit_for};
use crate::page::{Align, Color, Item, Pt2, Rect, Rotation, Stroke, pt};

/// Width (and height) of a grid of `order` in cells, gaps included.
pub fn extent(order: usize, style: &Style) -> f32 {
    order as f32 + (order as f32 - 1.0) * style.gap
}

/// Draws the puzzle (givens and signs), or its answer when `answer` is given (every digit,
/// givens in the given font), centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let n = p.order();
    let cell = cell_for(crate::draw::Extent::square(extent(n, style)), area, style);
    let step = cell * (1.0 + style.gap);
    let side = cell * extent(n, style);
    let x0 = area.x + (area.w - side) / 2.0;
    let y0 = area.y + (area.h - side) / 2.0;
    let digit_size = digit_for(cell, style);
    let corner = |c: usize| pt(x0 + (c % n) as f32 * step, y0 + (c / n) as f32 * step);
    let mut items = Vec::with_capacity(3 * n * n);
    let outline = Stroke {
        width: style.line,
        color: Color::BLACK,
    };
    for c in 0..n * n {
        let at = corner(c);
        items.push(Item::Rect {
            rect: Rect::new(at.x, at.y, cell, cell),
            fill: None,
            stroke: Some(outline),
        });
    }
    let sign = Stroke {
        width: style.sign,
        color: style.clue,
    };
    for s in p.signs() {
        let (a, b) = s.edge();
        let across = b == a + 1;
        let ca = corner(a);
        // The middle of the gap between the two cells.
        let mid = if across {
            pt(ca.x + cell + style.gap * cell / 2.0, ca.y + cell / 2.0)
        } else {
            pt(ca.x + cell / 2.0, ca.y + cell + style.gap * cell / 2.0)
        };
        // Point toward the smaller cell: backwards (left/up) when `less` is the first cell.
        let dir = if s.less as usize == a { -1.0 } else { 1.0 };
        items.push(Item::Polyline {
            points: chevron(mid, across, dir, cell, style.gap * cell),
            closed: false,
            stroke: sign,
        });
    }
    let (dh, digit_fonts) = (
        style.given.digit_height(digit_size),
        [style.given, style.filled],
    );
    for c in 0..n * n {
        let given = p.givens()[c];
        let (d, font) = match (given, answer) {
            (0, Some(ans)) => (ans[c], digit_fonts[1]),
            (0, None) => continue,
            (g, _) => (g, digit_fonts[0]),
        };
        let at = corner(c);
        items.push(Item::Text {
            text: d.to_string(),
            font,
            size: digit_size,
            x: at.x + cell / 2.0,
            baseline: at.y + cell / 2.0 + dh / 2.0,
            align: Align::Center,
            color: Color::BLACK,
            rotation: Rotation::Upright,
        });
    }
    Drawing {
        items,
        rect: Rect::new(x0, y0, side, side),
        cell,
        digit_size,
        clue_size: None,
        origin: pt(x0, y0),
        pitch: step,
        room: Vec::new(),
    }
}

/// A chevron centred at `mid`: its point toward `dir` (-1: left or up, 1: right or down),
/// opening across (`<`/`>`) or down (`∧`/`∨`), sized to the gap.
fn chevron(mid: Pt2, across: bool, dir: f32, cell: f32, gap: f32) -> Vec<Pt2> {
    // Clear of both cells by a third of the gap or more, whatever the stroke.
    let depth = (0.4 * gap).min(0.25 * cell); // along the pointing axis
    let spread = 0.18 * cell; // half the opening
    let tip = dir * depth / 2.0;
    let back = -tip;
    if across {
        vec![
            pt(mid.x + back, mid.y - spread),
            pt(mid.x + tip, mid.y),
            pt(mid.x + back, mid.y + spread),
        ]
    } else {
        vec![
            pt(mid.x - spread, mid.y + back),
            pt(mid.x, mid.y + tip),
            pt(mid.x + spread, mid.y + back),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontId;
    use crate::futoshiki::Sign;

    fn style() -> Style {
        crate::draw::test_style()
    }

    fn puzzle() -> (Puzzle, Vec<u8>) {
        let sol = vec![1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3];
        let mut givens = vec![0; 16];
        givens[5] = 3;
        // 0 < 1 across (1 < 2), and 4 > 0 down (cell 0 holds 1, cell 4 holds 2).
        let p = Puzzle::new(4, givens, vec![Sign::new(0, 1), Sign::new(0, 4)]).unwrap();
        (p, sol)
    }

    #[test]
    fn fits_and_centres_in_box() {
        let (p, _) = puzzle();
        let area = Rect::new(10.0, 20.0, 200.0, 100.0);
        let d = draw(&p, None, area, &style());
        // 4 cells and 3 half-cell gaps = 5.5 cells in 100 pt less the outline.
        assert!((d.cell - 99.0 / 5.5).abs() < 1e-3);
        assert!((d.rect.x + d.rect.w / 2.0 - 110.0).abs() < 1e-3);
        for it in &d.items {
            assert!(area.contains(&it.bounds()), "{it:?}");
        }
    }

    #[test]
    fn puzzle_shows_givens_answer_shows_all() {
        let (p, sol) = puzzle();
        let area = Rect::new(0.0, 0.0, 100.0, 100.0);
        let texts = |d: &Drawing| {
            d.items
                .iter()
                .filter_map(|i| match i {
                    Item::Text { text, font, .. } => Some((text.clone(), *font)),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        let puz = draw(&p, None, area, &style());
        assert_eq!(texts(&puz), vec![("3".to_string(), FontId::Bold)]);
        let ans = draw(&p, Some(&sol), area, &style());
        let t = texts(&ans);
        assert_eq!(t.len(), 16);
        assert_eq!(t.iter().filter(|(_, f)| *f == FontId::Bold).count(), 1);
        let boxes = ans.items.iter().filter(|i| matches!(i, Item::Rect { .. }));
        assert_eq!(boxes.count(), 16);
    }

    #[test]
    fn chevrons_point_at_the_smaller_cell() {
        let (p, _) = puzzle();
        let d = draw(&p, None, Rect::new(0.0, 0.0, 110.0, 110.0), &style());
        let chevrons: Vec<&Vec<Pt2>> = d
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Polyline { points, .. } => Some(points),
                _ => None,
            })
            .collect();
        assert_eq!(chevrons.len(), 2);
        // Across, cell 0 is smaller: the tip (middle point) is left of the arms.
        let a = chevrons[0];
        assert!(a[1].x < a[0].x && a[1].x < a[2].x);
        // Down, cell 0 is smaller: the tip is above the arms (y grows downwards).
        let v = chevrons[1];
        assert!(v[1].y < v[0].y && v[1].y < v[2].y);
    }
}
