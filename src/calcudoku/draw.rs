//! Drawing a Calcudoku puzzle or its answer into a box of the page model, as printed KenKen
//! books do: cells touch, thin lines inside a cage, thick lines around each cage and the
//! grid, the clue small in the top-left corner of each cage's first cell, digits large.

use super::Puzzle;
use crate::draw::{Drawing, Style, digit_for};
use crate::fonts::FontId;
use crate::page::{Align, Color, Item, Pt2, Rect, Rotation, Stroke, pt};

/// Width (and height) of a grid of `order` in cells: the cells touch.
pub fn extent(order: usize, _style: &Style) -> f32 {
    order as f32
}

/// Weights of the thin lines inside cages and the thick cage borders, from the style's
/// outline weight; never under the thinnest printable line.
pub fn weights(style: &Style) -> (f32, f32) {
    let min = style.min_line;
    let thin = (0.6 * style.line).max(min);
    let thick = (2.5 * style.line).max(2.0 * thin);
    (thin, thick)
}

/// Clue text size: a quarter of a cell, at least the smallest printable type (`min`), shrunk
/// (not below that) until the clue fits its corner.
fn clue_size(text: &str, font: FontId, cell: f32, room: f32, min: f32) -> f32 {
    let mut size = (0.26 * cell).max(min);
    let width = font.width(text, size);
    if width > room {
        size = (size * room / width).max(min);
    }
    size
}

/// Draws the puzzle (cages and clues), or its answer when `answer` is given (cages, clues
/// and every digit), centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let n = p.order();
    let (thin, thick) = weights(style);
    // The outer border's stroke is centred on the grid's edge: keep half of it inside.
    let cell = ((area.w - thick) / n as f32)
        .min((area.h - thick) / n as f32)
        .min(style.max_cell)
        .max(0.0);
    let side = cell * n as f32;
    let x0 = area.x + (area.w - side) / 2.0;
    let y0 = area.y + (area.h - side) / 2.0;
    let corner = |c: usize| pt(x0 + (c % n) as f32 * cell, y0 + (c / n) as f32 * cell);
    let black = |width| Stroke {
        width,
        color: Color::BLACK,
    };
    let mut items = Vec::with_capacity(4 * n * n);
    // Thin lines first, so that thick ones cover their ends.
    let mut thick_lines = Vec::new();
    for c in 0..n * n {
        let at = corner(c);
        let (r, col) = (c / n, c % n);
        if col + 1 < n {
            let (from, to) = (pt(at.x + cell, at.y), pt(at.x + cell, at.y + cell));
            if p.cage_of(c) == p.cage_of(c + 1) {
                items.push(Item::Line {
                    from,
                    to,
                    stroke: black(thin),
                });
            } else {
                // Lengthened by half the weight at each end so that corners close.
                thick_lines.push((
                    pt(from.x, from.y - thick / 2.0),
                    pt(to.x, to.y + thick / 2.0),
                ));
            }
        }
        if r + 1 < n {
            let (from, to) = (pt(at.x, at.y + cell), pt(at.x + cell, at.y + cell));
            if p.cage_of(c) == p.cage_of(c + n) {
                items.push(Item::Line {
                    from,
                    to,
                    stroke: black(thin),
                });
            } else {
                thick_lines.push((
                    pt(from.x - thick / 2.0, from.y),
                    pt(to.x + thick / 2.0, to.y),
                ));
            }
        }
    }
    // A thick line at the grid's edge may not reach past the outer border.
    let clamp = |q: Pt2| pt(q.x.clamp(x0, x0 + side), q.y.clamp(y0, y0 + side));
    for (from, to) in thick_lines {
        items.push(Item::Line {
            from: clamp(from),
            to: clamp(to),
            stroke: black(thick),
        });
    }
    items.push(Item::Rect {
        rect: Rect::new(x0, y0, side, side),
        fill: None,
        stroke: Some(black(thick)),
    });
    // Clues: inset from the cage's border by its half weight and a margin, in the style's clue
    // colour (grey in answers, so that the digits read first).
    let font = style.given;
    let inset = thick / 2.0 + 0.08 * cell;
    // How far down the cell the lowest clue reaches: answer digits stay below it.
    let mut band: f32 = 0.0;
    for cage in p.cages() {
        let mut text = cage.clue();
        if !font.covers(&text) {
            // The en dash stands in for a minus sign the font lacks.
            text = text.replace('\u{2212}', "\u{2013}");
        }
        let size = clue_size(&text, font, cell, cell - 2.0 * inset, style.min_text);
        // The clue's digits (and + − × ÷) hang from the inset, their top the cap height above
        // the baseline; lower only if the font's whole ascent would cross the cage's border.
        let (ascent, _) = font.vertical_extent(size);
        let drop = (inset + font.digit_height(size)).max(thick / 2.0 + ascent);
        band = band.max(drop);
        let at = corner(cage.first());
        items.push(Item::Text {
            text,
            font,
            size,
            x: at.x + inset,
            baseline: at.y + drop,
            align: Align::Left,
            color: style.clue,
            rotation: Rotation::Upright,
        });
    }
    let mut digit_size = digit_size(cell, style);
    // Every cell's room, the same in each: under the clues' band and inside the thickest
    // wall, so that a digit or candidates written in a cell never reach its clue or walls,
    // and sit in the same place in every cell.
    let top = band + 0.08 * cell;
    let side_gap = thick / 2.0 + 0.06 * cell;
    let bottom = cell - thin.max(thick) / 2.0 - 0.06 * cell;
    let room_h = (bottom - top).max(0.0);
    let room_w = (cell - 2.0 * side_gap).max(0.0);
    let room: Vec<Rect> = (0..n * n)
        .map(|c| {
            let at = corner(c);
            Rect::new(at.x + side_gap, at.y + top, room_w, room_h)
        })
        .collect();
    if let Some(ans) = answer {
        // Every digit sits in the same place: centred in its room, shrunk if the room is too
        // short for it.
        let full = style.filled.digit_height(digit_size);
        if full > 0.9 * room_h && full > 0.0 {
            digit_size *= 0.9 * room_h / full;
        }
        let dh = style.filled.digit_height(digit_size);
        for (c, &d) in ans.iter().enumerate().take(n * n) {
            if d == 0 {
                continue;
            }
            let r = room[c];
            items.push(Item::Text {
                text: d.to_string(),
                font: style.filled,
                size: digit_size,
                x: r.x + r.w / 2.0,
                baseline: r.y + (r.h + dh) / 2.0,
                align: Align::Center,
                color: Color::BLACK,
                rotation: Rotation::Upright,
            });
        }
    }
    Drawing {
        items,
        // The grid's outline on its line centres, as every kind gives it: the layout sets the
        // label and level mark from it, so a wider rect here would push them off the page.
        rect: Rect::new(x0, y0, side, side),
        cell,
        digit_size,
        clue_size: None,
        origin: pt(x0, y0),
        pitch: cell,
        room,
    }
}

/// Digits stay at most 0.55 of a cell, leaving the top-left corner to the cage's clue.
pub fn digit_size(cell: f32, style: &Style) -> f32 {
    digit_for(cell, style).min(0.55 * cell)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calcudoku::format::parse_keen;

    fn style() -> Style {
        Style {
            gap: 0.5,
            max_cell: 40.0,
            ..crate::draw::test_style()
        }
    }

    fn example() -> (Puzzle, Vec<u8>) {
        let p = parse_keen("4de:_a_7a4_a3,s1m8d2s1a4d2a7m4").unwrap();
        let sol = crate::solve::count::solve(&p, 2).unwrap().solution.unwrap();
        (p, sol)
    }

    fn texts(d: &Drawing) -> Vec<(String, f32, f32, f32)> {
        d.items
            .iter()
            .filter_map(|i| match i {
                Item::Text {
                    text,
                    size,
                    x,
                    baseline,
                    ..
                } => Some((text.clone(), *size, *x, *baseline)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_fonts_have_the_operation_signs() {
        // What the drawing relies on: × and ÷ in both faces. Neither vendored face has the
        // minus sign (U+2212) today, so clues fall back to the en dash until one does.
        for f in FontId::ALL {
            for ch in "+\u{00D7}\u{00F7}\u{2013}0123456789".chars() {
                assert!(
                    f.covers(&ch.to_string()),
                    "{f:?} lacks {ch} (U+{:04X})",
                    ch as u32
                );
            }
        }
        let (p, _) = example();
        for font in FontId::ALL {
            let s = Style {
                given: font,
                ..style()
            };
            let d = draw(&p, None, Rect::new(0.0, 0.0, 160.0, 160.0), &s);
            let clues = texts(&d);
            assert!(
                clues.iter().all(|t| font.covers(&t.0)),
                "{font:?}: {clues:?}"
            );
            let minus = if font.covers("\u{2212}") {
                "1\u{2212}"
            } else {
                "1\u{2013}"
            };
            assert_eq!(clues[0].0, minus);
        }
    }

    #[test]
    fn everything_stays_in_the_box() {
        let (p, sol) = example();
        for area in [
            Rect::new(10.0, 20.0, 200.0, 100.0),
            Rect::new(0.0, 0.0, 60.0, 60.0),
            Rect::new(5.0, 5.0, 300.0, 300.0),
        ] {
            for answer in [None, Some(&sol[..])] {
                let d = draw(&p, answer, area, &style());
                assert!(area.contains(&d.rect), "{:?} in {area:?}", d.rect);
                for it in &d.items {
                    assert!(area.contains(&it.bounds()), "{it:?} in {area:?}");
                }
                assert_eq!(d.pitch, d.cell);
            }
        }
    }

    #[test]
    fn clues_sit_in_the_first_cell_clear_of_the_borders() {
        let (p, _) = example();
        let d = draw(&p, None, Rect::new(0.0, 0.0, 160.0, 160.0), &style());
        let (_, thick) = weights(&style());
        let clues = texts(&d);
        assert_eq!(clues.len(), p.cages().len());
        assert_eq!(clues[1].0, "8×");
        let minus = if FontId::Bold.covers("\u{2212}") {
            "1−"
        } else {
            "1–"
        };
        assert_eq!(clues[0].0, minus);
        assert_eq!(clues[2].0, "2÷");
        for (cage, item) in p
            .cages()
            .iter()
            .zip(d.items.iter().filter(|i| matches!(i, Item::Text { .. })))
        {
            let c = cage.first();
            let (row, col) = (c / 4, c % 4);
            let cell = Rect::new(
                d.origin.x + col as f32 * d.pitch,
                d.origin.y + row as f32 * d.pitch,
                d.cell,
                d.cell,
            );
            let inner = Rect::new(
                cell.x + thick / 2.0,
                cell.y + thick / 2.0,
                cell.w - thick,
                cell.h - thick,
            );
            let b = item.bounds();
            assert!(
                inner.contains(&b),
                "{} at {b:?} not inside {inner:?}",
                cage.clue()
            );
            // Small, in the top half.
            assert!(b.y + b.h < cell.y + cell.h / 2.0 + 1.0, "{b:?}");
        }
    }

    #[test]
    fn thick_lines_follow_the_cages() {
        let (p, _) = example();
        let d = draw(&p, None, Rect::new(0.0, 0.0, 160.0, 160.0), &style());
        let (thin, thick) = weights(&style());
        let count = |w: f32| {
            d.items
                .iter()
                .filter(|i| matches!(i, Item::Line { stroke, .. } if stroke.width == w))
                .count()
        };
        // 24 inner edges, 8 joined inside the 8 dominoes.
        assert_eq!(count(thin), 8);
        assert_eq!(count(thick), 16);
    }

    #[test]
    fn answers_show_cages_clues_and_every_digit() {
        let (p, sol) = example();
        let area = Rect::new(0.0, 0.0, 160.0, 160.0);
        let puz = texts(&draw(&p, None, area, &style()));
        let ans = texts(&draw(&p, Some(&sol), area, &style()));
        assert_eq!(puz.len(), 8);
        assert_eq!(ans.len(), 8 + 16);
        assert_eq!(&ans[..8], &puz[..]);
        // Digits are larger than clues.
        assert!(ans[8..].iter().all(|t| t.1 > ans[0].1));
    }

    /// The ink boxes of the clues, and the painted areas of the walls, of a drawing.
    fn clues_and_walls(d: &Drawing) -> (Vec<Rect>, Vec<Rect>) {
        let clues = d.items.iter().filter_map(Item::ink).collect();
        let walls = d
            .items
            .iter()
            .filter(|i| !matches!(i, Item::Text { .. }))
            .flat_map(|i| match i {
                // A rectangle's outline is four walls, not its inside.
                Item::Rect {
                    rect,
                    stroke: Some(s),
                    ..
                } => {
                    let w = s.width;
                    vec![
                        Rect::new(rect.x - w / 2.0, rect.y - w / 2.0, rect.w + w, w),
                        Rect::new(rect.x - w / 2.0, rect.bottom() - w / 2.0, rect.w + w, w),
                        Rect::new(rect.x - w / 2.0, rect.y - w / 2.0, w, rect.h + w),
                        Rect::new(rect.right() - w / 2.0, rect.y - w / 2.0, w, rect.h + w),
                    ]
                }
                other => vec![other.bounds()],
            })
            .collect();
        (clues, walls)
    }

    #[test]
    fn digits_and_candidates_written_in_keep_clear_of_clues_and_walls() {
        // The worked example's part-way grid and the technique diagrams write digits and
        // candidates into a drawn puzzle: "After step 8" printed placed digits over "2–" and
        // "5+", and a digit over a one-cell cage's clue.
        let (p, sol) = example();
        for cell in [22.0, 28.0, 36.0, 48.0] {
            let s = Style {
                max_cell: cell,
                ..style()
            };
            let d = draw(
                &p,
                None,
                Rect::new(0.0, 0.0, 4.0 * cell + 10.0, 4.0 * cell + 10.0),
                &s,
            );
            let (clues, walls) = clues_and_walls(&d);
            let placed: Vec<(usize, u8)> = sol.iter().enumerate().map(|(c, &v)| (c, v)).collect();
            let full = vec![0b1111; 16];
            let one: Vec<crate::latin::Mask> = sol.iter().map(|&v| crate::latin::bit(v)).collect();
            for (what, items) in [
                (
                    "filled",
                    crate::draw::filled(&d, 4, &placed, FontId::Regular),
                ),
                ("pencil", crate::draw::pencil(&d, 4, &full, 1.0)),
                (
                    "candidates",
                    crate::draw::candidates(&d, 4, &full, &[], 1.0, 0.5),
                ),
                (
                    "placed",
                    crate::draw::candidates(&d, 4, &one, &[], 1.0, 0.5),
                ),
            ] {
                assert!(!items.is_empty(), "{what}");
                for it in &items {
                    let Some(ink) = it.ink() else { continue };
                    for c in &clues {
                        assert!(!ink.overlaps(c, 0.0), "{cell} {what}: {it:?} on clue {c:?}");
                    }
                    for w in &walls {
                        assert!(!ink.overlaps(w, 0.0), "{cell} {what}: {it:?} on wall {w:?}");
                    }
                }
            }
        }
    }
}
