//! Drawing a Skyscrapers puzzle or its answer into a box of the page model.
//!
//! The grid is n x n touching square cells with a heavier frame; each edge clue sits outside
//! the frame in a band one cell wide, centred on its row or column, in the givens' font at the
//! digits' size (so it reads at least as well as the heights inside). Answers show the clues
//! too.

use super::{Puzzle, Side, Spot};
use crate::draw::{Drawing, Style, cell_for, centred_text, digit_for};
use crate::page::{Color, Item, Rect, Stroke, pt};

/// Width of the clue band on each side, in cells.
const BAND: f32 = 1.0;

/// Width (and height) of a drawn puzzle of `order`, in cells: the grid and both clue bands.
pub fn extent(order: usize, _style: &Style) -> f32 {
    order as f32 + 2.0 * BAND
}

/// Draws the puzzle (clues and givens), or its answer when `answer` is given (every height,
/// givens in the given font), centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let n = p.order();
    let e = extent(n, style);
    let cell = cell_for(crate::draw::Extent::square(e), area, style);
    let whole = cell * e;
    let x0 = area.x + (area.w - whole) / 2.0 + BAND * cell;
    let y0 = area.y + (area.h - whole) / 2.0 + BAND * cell;
    let side = cell * n as f32;
    let digit_size = digit_for(cell, style);
    let mut items = Vec::with_capacity(2 * n * n + 4 * n + 1);
    let outline = Stroke {
        width: style.line,
        color: Color::BLACK,
    };
    for c in 0..n * n {
        let (r, k) = ((c / n) as f32, (c % n) as f32);
        items.push(Item::Rect {
            rect: Rect::new(x0 + k * cell, y0 + r * cell, cell, cell),
            fill: None,
            stroke: Some(outline),
        });
    }
    // The frame, heavier than the cell lines, so the clues read as outside the grid.
    items.push(Item::Rect {
        rect: Rect::new(x0, y0, side, side),
        fill: None,
        stroke: Some(Stroke {
            width: 2.0 * style.line,
            color: Color::BLACK,
        }),
    });
    for (i, &clue) in p.clues().iter().enumerate() {
        if clue == 0 {
            continue;
        }
        let spot = Spot::of(n, i);
        let along = (spot.at as f32 + 0.5) * cell;
        let off = BAND * cell / 2.0;
        let centre = match spot.side {
            Side::Top => pt(x0 + along, y0 - off),
            Side::Bottom => pt(x0 + along, y0 + side + off),
            Side::Left => pt(x0 - off, y0 + along),
            Side::Right => pt(x0 + side + off, y0 + along),
        };
        // The style's clue colour: grey in answers, so that the digits read first.
        items.push(centred_text(
            clue.to_string(),
            style.given,
            digit_size,
            centre,
            style.clue,
        ));
    }
    for c in 0..n * n {
        let (d, font) = match (p.givens()[c], answer) {
            (0, Some(ans)) => (ans[c], style.filled),
            (0, None) => continue,
            (g, _) => (g, style.given),
        };
        let centre = pt(
            x0 + ((c % n) as f32 + 0.5) * cell,
            y0 + ((c / n) as f32 + 0.5) * cell,
        );
        items.push(centred_text(
            d.to_string(),
            font,
            digit_size,
            centre,
            Color::BLACK,
        ));
    }
    Drawing {
        items,
        rect: Rect::new(x0 - BAND * cell, y0 - BAND * cell, whole, whole),
        cell,
        digit_size,
        // The counts outside the grid print at the digits' size: one look for both.
        clue_size: Some(digit_size),
        origin: pt(x0, y0),
        pitch: cell,
        room: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontId;

    fn style() -> Style {
        Style {
            gap: 0.5,
            max_cell: 40.0,
            ..crate::draw::test_style()
        }
    }

    fn puzzle() -> (Puzzle, Vec<u8>) {
        let sol = vec![1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3];
        let mut p = Puzzle::all_clues(4, &sol);
        p.set_given(5, 3);
        (p, sol)
    }

    fn texts(d: &Drawing) -> Vec<(String, FontId, f32, f32)> {
        d.items
            .iter()
            .filter_map(|i| match i {
                Item::Text {
                    text,
                    font,
                    x,
                    baseline,
                    ..
                } => Some((text.clone(), *font, *x, *baseline)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn everything_lies_inside_the_box_for_every_size() {
        let mut s = style();
        for n in 4..=9 {
            let sol: Vec<u8> = (0..n * n)
                .map(|c| ((c / n + c % n) % n) as u8 + 1)
                .collect();
            let p = Puzzle::all_clues(n, &sol);
            for (area, min_digit) in [
                (Rect::new(10.0, 20.0, 200.0, 100.0), 0.0),
                (Rect::new(0.0, 0.0, 90.0, 300.0), 14.0),
                (Rect::new(5.0, 5.0, 400.0, 400.0), 30.0),
            ] {
                s.min_digit = min_digit;
                for answer in [None, Some(&sol[..])] {
                    let d = draw(&p, answer, area, &s);
                    for it in &d.items {
                        assert!(area.contains(&it.bounds()), "{n} {area:?} {it:?}");
                        assert!(d.rect.inflate(1.0).contains(&it.bounds()), "{it:?}");
                    }
                    assert!(area.contains(&d.rect));
                }
            }
        }
    }

    #[test]
    fn clues_sit_outside_centred_on_their_line() {
        let (p, sol) = puzzle();
        let area = Rect::new(0.0, 0.0, 120.0, 120.0);
        let d = draw(&p, None, area, &style());
        assert_eq!(d.pitch, d.cell);
        // 4 cells and two one-cell bands in 120 pt less the outline.
        assert!((d.cell - 119.0 / 6.0).abs() < 1e-3);
        assert!((d.origin.x - (d.rect.x + d.cell)).abs() < 1e-3);
        let t = texts(&d);
        // 16 clues and the one given, all bold at the digits' size.
        assert_eq!(t.len(), 17);
        assert!(t.iter().all(|x| x.1 == FontId::Bold));
        let grid = Rect::new(d.origin.x, d.origin.y, 4.0 * d.cell, 4.0 * d.cell);
        // The first item of text is the clue above column 1: centred on the column, above.
        let (text, _, x, baseline) = &t[0];
        assert_eq!(text, &p.clues()[0].to_string());
        assert!((x - d.cell_centre(0, 0).x).abs() < 1e-3);
        assert!(*baseline < grid.y);
        // The clue right of row 4 is right of the grid, on row 4's centre line.
        let right4 = t.iter().find(|x| x.2 > grid.x + grid.w).unwrap();
        assert!(right4.2 > grid.x + grid.w);
        // The answer shows the clues and all 16 heights, the given still bold.
        let a = texts(&draw(&p, Some(&sol), area, &style()));
        assert_eq!(a.len(), 16 + 16);
        assert_eq!(a.iter().filter(|x| x.1 == FontId::Regular).count(), 15);
    }
}
