//! Drawing a nonogram or its answer into a box of the page model.
//!
//! The grid, with the row clues in a band on its left (right-aligned against the grid) and
//! the column clues in a band above (bottom-aligned), one cell of band per run. Every fifth
//! grid line is thicker, so that a reader counts squares in fives; the outline is bold. An
//! answer fills its cells black and keeps the clues, in the style's clue colour.

use super::Puzzle;
use super::recipe::band;
use crate::draw::{Drawing, Extent, Style};
use crate::fonts::FontId;
use crate::page::{Align, Color, Item, Rect, Rotation, Stroke, pt};
use crate::solve::logic::Step;

/// Guide lines every this many cells.
pub const GUIDE: usize = 5;
/// Guide line and outline weights as multiples of the style's line.
const GUIDE_WEIGHT: f32 = 1.8;
const OUTLINE_WEIGHT: f32 = 2.4;
/// Room between the clue bands and the grid, in cells.
const GAP: f32 = 0.2;
/// The widest a clue may be in its slot, as a share of the cell.
const NUMBER_WIDTH: f32 = 0.86;
/// The largest clue as a share of the cell: stacked column clues keep a clear gap.
const MAX_SHARE: f32 = 0.8;

/// Width and height of a drawing of a `w`×`h` grid with clue bands `bands` runs deep, in
/// cells.
pub fn extent_for(w: usize, h: usize, bands: (usize, usize)) -> Extent {
    Extent {
        w: w as f32 + bands.0 as f32 + GAP,
        h: h as f32 + bands.1 as f32 + GAP,
    }
}

/// What layout reserves for any puzzle of the size: bands as deep as a generated puzzle's
/// lines may have runs.
pub fn extent(w: usize, h: usize) -> Extent {
    extent_for(w, h, (band(w), band(h)))
}

/// The clue size for cells `cell` wide: the style's digit share, raised to its floor, then
/// narrowed until two digits fit a slot (a grid over 9 cells has runs of two digits). A clue
/// sits in its own slot outside the grid, not inside a ruled cell, so it may take a larger
/// share of the cell than a grid's digit.
pub fn number_size(longest: usize, cell: f32, style: &Style) -> f32 {
    let font = FontId::Regular;
    let widest = if longest >= 10 { "88" } else { "8" };
    let fit = NUMBER_WIDTH * cell / font.width(widest, 1.0);
    (style.digit * cell)
        .max(style.min_digit)
        .min(fit)
        .min(MAX_SHARE * cell)
}

/// Draws the puzzle, or its answer when `answer` is given, centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let (w, h) = (p.width(), p.height());
    let bands = p.bands();
    let e = extent_for(w, h, bands);
    // The ink: clue bands on the left and top, the bold outline reaching `over` past the
    // grid on the right and bottom. All of it stays in `area`; like every drawing's, the rect
    // reported lies half a line inside the ink, as layout expects.
    let over = style.line * OUTLINE_WEIGHT / 2.0;
    let cell = ((area.w - over) / e.w)
        .min((area.h - over) / e.h)
        .min(style.max_cell)
        .max(0.0);
    let (tw, th) = (e.w * cell + over, e.h * cell + over);
    let (x0, y0) = (area.x + (area.w - tw) / 2.0, area.y + (area.h - th) / 2.0);
    let origin = pt(
        x0 + (bands.0 as f32 + GAP) * cell,
        y0 + (bands.1 as f32 + GAP) * cell,
    );
    let (gw, gh) = (w as f32 * cell, h as f32 * cell);
    let thin = Stroke {
        width: style.line,
        color: Color::BLACK,
    };
    let guide = Stroke {
        width: style.line * GUIDE_WEIGHT,
        color: Color::BLACK,
    };
    let mut items = Vec::with_capacity(2 * (w + h) + w * h);
    if let Some(a) = answer {
        for (c, &v) in a.iter().enumerate() {
            if v == 1 {
                let (r, col) = (c / w, c % w);
                items.push(Item::Rect {
                    rect: Rect::new(
                        origin.x + col as f32 * cell,
                        origin.y + r as f32 * cell,
                        cell,
                        cell,
                    ),
                    fill: Some(Color::BLACK),
                    stroke: None,
                });
            }
        }
    }
    // Thin lines first, guide lines over them.
    for pass in [false, true] {
        for i in 1..w {
            if (i % GUIDE == 0) == pass {
                let x = origin.x + i as f32 * cell;
                items.push(Item::Line {
                    from: pt(x, origin.y),
                    to: pt(x, origin.y + gh),
                    stroke: if pass { guide } else { thin },
                });
            }
        }
        for i in 1..h {
            if (i % GUIDE == 0) == pass {
                let y = origin.y + i as f32 * cell;
                items.push(Item::Line {
                    from: pt(origin.x, y),
                    to: pt(origin.x + gw, y),
                    stroke: if pass { guide } else { thin },
                });
            }
        }
    }
    items.push(Item::Rect {
        rect: Rect::new(origin.x, origin.y, gw, gh),
        fill: None,
        stroke: Some(Stroke {
            width: style.line * OUTLINE_WEIGHT,
            color: Color::BLACK,
        }),
    });
    let longest = p
        .rows()
        .iter()
        .chain(p.cols())
        .flatten()
        .copied()
        .max()
        .unwrap_or(0) as usize;
    let size = number_size(longest, cell, style);
    let font = FontId::Regular;
    let dh = font.digit_height(size);
    let text = |s: String, x: f32, baseline: f32| Item::Text {
        text: s,
        font,
        size,
        x,
        baseline,
        align: Align::Center,
        color: style.clue,
        rotation: Rotation::Upright,
    };
    let gap = GAP * cell;
    for (r, runs) in p.rows().iter().enumerate() {
        let y = origin.y + (r as f32 + 0.5) * cell + dh / 2.0;
        let shown: Vec<u8> = if runs.is_empty() {
            vec![0]
        } else {
            runs.clone()
        };
        for (k, v) in shown.iter().rev().enumerate() {
            let x = origin.x - gap - (k as f32 + 0.5) * cell;
            items.push(text(v.to_string(), x, y));
        }
    }
    for (c, runs) in p.cols().iter().enumerate() {
        let x = origin.x + (c as f32 + 0.5) * cell;
        let shown: Vec<u8> = if runs.is_empty() {
            vec![0]
        } else {
            runs.clone()
        };
        for (k, v) in shown.iter().rev().enumerate() {
            let y = origin.y - gap - (k as f32 + 0.5) * cell + dh / 2.0;
            items.push(text(v.to_string(), x, y));
        }
    }
    Drawing {
        items,
        rect: Rect::new(
            x0 + style.line / 2.0,
            y0 + style.line / 2.0,
            tw - style.line,
            th - style.line,
        ),
        cell,
        // No digit goes in a cell; `digit_size` is the runs' size for the shared helpers.
        digit_size: size,
        clue_size: Some(size),
        origin,
        pitch: cell,
        room: Vec::new(),
    }
}

/// Grey of the squares a step fills on a techniques page: they read apart from the black
/// squares known before it.
pub const NEW_FILL: Color = Color::gray(0.5);

/// The puzzle as it stands just before step `at` of `steps`, for a techniques page: the
/// squares earlier steps filled in black and those they found empty dotted; the step's line
/// (and the square a contradiction supposes) shaded; the squares the step fills in grey and
/// those it finds empty crossed.
pub fn before(p: &Puzzle, steps: &[Step], at: usize, area: Rect, style: &Style) -> Drawing {
    let mut d = draw(p, None, area, style);
    let Some(step) = steps.get(at) else {
        return d;
    };
    let w = p.width();
    let cell = d.cell;
    let (origin, pitch) = (d.origin, d.pitch);
    let square = move |c: usize, inset: f32| {
        let x = origin.x + (c % w) as f32 * pitch + cell / 2.0;
        let y = origin.y + (c / w) as f32 * pitch + cell / 2.0;
        let half = cell / 2.0 - inset;
        Rect::new(x - half, y - half, 2.0 * half, 2.0 * half)
    };
    // Earlier steps' squares: filled (1) or empty (0).
    let mut known: Vec<Option<bool>> = vec![None; w * p.height()];
    for s in &steps[..at] {
        for &(c, _) in &s.placed {
            known[c] = Some(true);
        }
        for &(c, _) in &s.removed {
            known[c] = Some(false);
        }
    }
    let mut shaded: Vec<usize> = step
        .lines
        .iter()
        .flat_map(|&l| {
            let l = match l {
                crate::latin::Line::Row(r) => r as usize,
                crate::latin::Line::Col(c) => p.height() + c as usize,
                crate::latin::Line::Box(_) => usize::MAX,
            };
            (l < p.line_count())
                .then(|| p.line_cells(l))
                .into_iter()
                .flatten()
        })
        .collect();
    shaded.extend(&step.cells);
    let mut items = crate::draw::shade(&d, w, &shaded);
    let fill = |r: Rect, c: Color| Item::Rect {
        rect: r,
        fill: Some(c),
        stroke: None,
    };
    for (c, k) in known.iter().enumerate() {
        if *k == Some(true) {
            items.push(fill(square(c, 0.0), Color::BLACK));
        }
    }
    for &(c, _) in &step.placed {
        items.push(fill(square(c, 0.0), NEW_FILL));
    }
    // The grid's lines and clues over the fills, as an answer draws them.
    items.append(&mut d.items);
    for (c, k) in known.iter().enumerate() {
        if *k == Some(false) {
            items.push(fill(square(c, 0.42 * cell), Color::BLACK));
        }
    }
    let stroke = Stroke {
        width: (0.09 * cell).max(style.min_line),
        color: Color::BLACK,
    };
    for &(c, _) in &step.removed {
        let r = square(c, 0.25 * cell);
        items.push(Item::Line {
            from: pt(r.x, r.y),
            to: pt(r.x + r.w, r.y + r.h),
            stroke,
        });
        items.push(Item::Line {
            from: pt(r.x + r.w, r.y),
            to: pt(r.x, r.y + r.h),
            stroke,
        });
    }
    d.items = items;
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nonogram::tests::HEART;

    #[test]
    fn clues_sit_beside_and_above_the_grid_inside_the_box() {
        let p = Puzzle::from_picture(5, 5, &HEART).unwrap();
        let area = Rect::new(10.0, 20.0, 300.0, 300.0);
        let style = crate::draw::test_style();
        let d = draw(&p, None, area, &style);
        assert!(area.contains(&d.rect));
        let texts: Vec<(f32, f32, &str)> = d
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text {
                    text, x, baseline, ..
                } => Some((*x, *baseline, text.as_str())),
                _ => None,
            })
            .collect();
        // Rows 1 1, 5, 5, 3, 1 and columns 2, 4, 4, 4, 2: 11 numbers.
        assert_eq!(texts.len(), 6 + 5);
        for &(x, y, _) in &texts {
            assert!(x < d.origin.x || y < d.origin.y, "a clue inside the grid");
            assert!(area.contains(&Rect::new(x, y - 1.0, 0.1, 0.1)));
        }
        // Row 1's clue "1 1": the last run next to the grid.
        let row1: Vec<_> = texts
            .iter()
            .filter(|t| t.0 < d.origin.x && t.1 > d.origin.y && t.1 < d.origin.y + d.cell)
            .collect();
        assert_eq!(row1.len(), 2);
        assert!(row1.iter().all(|t| t.2 == "1"));
        // An answer fills its cells.
        let a = draw(&p, Some(&HEART), area, &style);
        let black = a
            .items
            .iter()
            .filter(|i| matches!(i, Item::Rect { fill: Some(c), .. } if *c == Color::BLACK))
            .count();
        assert_eq!(black, 16);
    }

    /// A techniques page's picture: what earlier steps decided (black, dotted), the step's
    /// line shaded, what the step decides grey or crossed.
    #[test]
    fn a_step_is_drawn_on_the_grid_as_it_stands_before_it() {
        let p = Puzzle::from_picture(5, 5, &HEART).unwrap();
        let g = crate::nonogram::solve::grade(&p);
        let style = crate::draw::test_style();
        let area = Rect::new(0.0, 0.0, 300.0, 300.0);
        let bare = draw(&p, None, area, &style).items.len();
        for at in 0..g.steps.len() {
            let step = &g.steps[at];
            let d = before(&p, &g.steps, at, area, &style);
            let fills = |c: Color, full: bool| {
                d.items
                    .iter()
                    .filter(|i| {
                        matches!(i, Item::Rect { fill: Some(f), rect, .. }
                            if *f == c && (rect.w > 0.9 * d.cell) == full)
                    })
                    .count()
            };
            let filled: usize = g.steps[..at].iter().map(|s| s.placed.len()).sum();
            let empty: usize = g.steps[..at].iter().map(|s| s.removed.len()).sum();
            assert_eq!(fills(Color::BLACK, true), filled, "step {at}");
            assert_eq!(fills(Color::BLACK, false), empty, "step {at}");
            assert_eq!(fills(NEW_FILL, true), step.placed.len(), "step {at}");
            // The step's line: five squares shaded.
            assert_eq!(fills(Color::gray(0.85), true), 5, "step {at}");
            let crosses = d.items.len() - bare - filled - empty - step.placed.len() - 5;
            assert_eq!(crosses, 2 * step.removed.len(), "step {at}");
        }
        // Past the last step: the bare grid.
        let d = before(&p, &g.steps, g.steps.len(), area, &style);
        assert_eq!(d.items.len(), bare);
    }

    #[test]
    fn every_fifth_line_is_a_guide() {
        let mut pic = vec![0u8; 100];
        pic[0] = 1;
        pic[99] = 1;
        let p = Puzzle::from_picture(10, 10, &pic).unwrap();
        let style = crate::draw::test_style();
        let d = draw(&p, None, Rect::new(0.0, 0.0, 400.0, 400.0), &style);
        let heavy = d
            .items
            .iter()
            .filter(|i| matches!(i, Item::Line { stroke, .. } if stroke.width > style.line))
            .count();
        // Line 5 across and down.
        assert_eq!(heavy, 2);
    }
}
