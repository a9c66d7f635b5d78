//! Drawing a magic square or its answer into a box of the page model.
//!
//! A square grid of big cells with a bold outline; two small arrows at the top corners point
//! along the diagonals, which count as lines too; under the grid, the line that tells the
//! reader the numbers and the total: "Use the numbers 4 to 12; each line adds up to 24". Two-digit
//! numbers are sized to fit a cell.

use super::Puzzle;
use crate::draw::{Drawing, Style, centred_text, digit_for};
use crate::fonts::FontId;
use crate::page::{Align, Color, Item, Pt2, Rect, Rotation, Stroke, pt};

/// Room above and beside the grid for the diagonal arrows, in cells.
const MARGIN: f32 = 0.35;
/// Height of the band under the grid holding the total, in cells.
const CAPTION: f32 = 0.8;
/// Outline weight as a multiple of the style's line.
const BOLD: f32 = 2.5;
/// A number may take this much of a cell's width.
const NUMBER_WIDTH: f32 = 0.8;

/// Width and height of a drawing of order `n`, in cells: the grid, the arrows' margin above
/// it and the caption under it (wider than it is tall, so the taller side counts).
pub fn extent(n: usize, _style: &Style) -> f32 {
    let n = n as f32;
    (n + 2.0 * MARGIN).max(n + MARGIN + CAPTION)
}

/// The caption and its size for a drawing `width` wide with a band `band` high under the
/// grid: the longest wording that fits at the smallest print size or larger.
fn caption_fit(
    p: &Puzzle,
    width: f32,
    band: f32,
    cell: f32,
    style: &Style,
) -> Option<(String, f32)> {
    let font = FontId::Regular;
    let min = style.min_text;
    let lang = style.language;
    let (asc, desc) = font.vertical_extent(1.0);
    // Below the bold outline, with a little air.
    let tallest = 0.85 * band / (asc + desc);
    super::words::captions(lang, p.numbers(), p.order())
        .into_iter()
        .map(|t| {
            let widest = 0.95 * width / font.width(&t, 1.0);
            let size = (0.4 * cell).max(min).min(widest).min(tallest);
            (t, size)
        })
        .find(|&(_, size)| size + 1e-3 >= min)
}

/// Draws the puzzle (its givens), or its answer when `answer` is given (every number, givens
/// in the given font), centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let n = p.order();
    let e = extent(n, style);
    let cell = crate::draw::cell_for(crate::draw::Extent::square(e), area, style);
    let (w, h) = (
        (n as f32 + 2.0 * MARGIN) * cell,
        (n as f32 + MARGIN + CAPTION) * cell,
    );
    let (x0, y0) = (area.x + (area.w - w) / 2.0, area.y + (area.h - h) / 2.0);
    let origin = pt(x0 + MARGIN * cell, y0 + MARGIN * cell);
    let side = n as f32 * cell;
    let thin = Stroke {
        width: style.line,
        color: Color::BLACK,
    };
    let bold = Stroke {
        width: style.line * BOLD,
        color: Color::BLACK,
    };
    let mut items = Vec::with_capacity(2 * n + n * n + 8);
    for i in 1..n {
        let d = i as f32 * cell;
        items.push(Item::Line {
            from: pt(origin.x + d, origin.y),
            to: pt(origin.x + d, origin.y + side),
            stroke: thin,
        });
        items.push(Item::Line {
            from: pt(origin.x, origin.y + d),
            to: pt(origin.x + side, origin.y + d),
            stroke: thin,
        });
    }
    items.push(Item::Rect {
        rect: Rect::new(origin.x, origin.y, side, side),
        fill: None,
        stroke: Some(bold),
    });
    for (corner, dir) in [(origin, 1.0), (pt(origin.x + side, origin.y), -1.0)] {
        items.extend(arrow(corner, dir, cell, thin, bold.width));
    }

    let top = super::numbers::widest(n).max(p.numbers().last(n));
    let size = number_size(top, cell, style);
    for c in 0..n * n {
        let (v, font) = match (p.givens()[c], answer) {
            (0, Some(a)) => (a[c], style.filled),
            (0, None) => continue,
            (g, _) => (g, style.given),
        };
        let centre = pt(
            origin.x + (c % n) as f32 * cell + cell / 2.0,
            origin.y + (c / n) as f32 * cell + cell / 2.0,
        );
        items.push(centred_text(
            v.to_string(),
            font,
            size,
            centre,
            Color::BLACK,
        ));
    }

    // The total, under the puzzle only: as large as fits, never under the smallest print
    // size, in shorter words when the long ones would not fit, left out when nothing fits.
    if answer.is_none()
        && let Some((text, size)) = caption_fit(p, w, y0 + h - (origin.y + side), cell, style)
    {
        let font = FontId::Regular;
        let (asc, desc) = font.vertical_extent(size);
        let band_top = origin.y + side + bold.width / 2.0;
        let band = y0 + h - band_top;
        items.push(Item::Text {
            text,
            font,
            size,
            x: x0 + w / 2.0,
            baseline: band_top + (band - asc - desc) / 2.0 + asc,
            align: Align::Center,
            color: Color::BLACK,
            rotation: Rotation::Upright,
        });
    }
    Drawing {
        items,
        rect: Rect::new(x0, y0, w, h),
        cell,
        digit_size: size,
        clue_size: None,
        origin,
        pitch: cell,
        room: Vec::new(),
    }
}

/// One size for every number of a grid whose largest number is at most `top`: the style's
/// digit size, made smaller when the widest would not fit a cell. Drawings pass the largest
/// of any of a book's number sets of the order, so that a book's grids match.
pub fn number_size(top: u32, cell: f32, style: &Style) -> f32 {
    let widest = (1..=top)
        .map(|v| {
            style
                .given
                .width(&v.to_string(), 1.0)
                .max(style.filled.width(&v.to_string(), 1.0))
        })
        .fold(0.0, f32::max);
    digit_for(cell, style).min(NUMBER_WIDTH * cell / widest)
}

/// A small arrow outside a top corner of the grid, pointing into it along the diagonal that
/// starts there: `dir` 1 at the top-left corner (pointing down and right), -1 at the top right.
/// The tip stops clear of the outline (`outline` wide, centred on the corner), so it never
/// paints over it.
fn arrow(corner: Pt2, dir: f32, cell: f32, stroke: Stroke, outline: f32) -> Vec<Item> {
    // The tail stays where it always was, inside the drawing's margin; the tip stops short.
    let gap = 0.08 * cell + outline / 2.0;
    let len = 0.8 * MARGIN * cell + 0.08 * cell - gap;
    // Unit vectors along the arrow (tail to tip) and across it.
    let r = std::f32::consts::FRAC_1_SQRT_2;
    let (ux, uy) = (dir * r, r);
    let (px, py) = (-r, dir * r);
    let tip = pt(corner.x - dir * gap, corner.y - gap);
    let at = |along: f32, across: f32| {
        pt(
            tip.x - along * ux + across * px,
            tip.y - along * uy + across * py,
        )
    };
    let head = len / 3.0;
    vec![
        Item::Line {
            from: at(len, 0.0),
            to: at(head, 0.0),
            stroke,
        },
        Item::Polygon {
            points: vec![tip, at(head, head / 2.0), at(head, -head / 2.0)],
            fill: Color::BLACK,
        },
    ]
}

/// The puzzle as it stands just before step `at` of `steps`, for a techniques page: every
/// open square's candidate numbers pencilled (one place per number, smallest first), the
/// step's squares shaded, and the numbers it rules out struck through (a number it places
/// strikes the square's others). The solver works in ranks; each prints as its number.
pub fn before(
    p: &Puzzle,
    steps: &[crate::solve::logic::Step],
    at: usize,
    area: Rect,
    style: &Style,
    pencil: f32,
) -> Drawing {
    use super::techniques::{Ctx, State};
    let mut d = draw(p, None, area, style);
    let n = p.order();
    let (Some(step), Some(start)) = (steps.get(at), State::start(&Ctx::new(n), p)) else {
        return d;
    };
    let mut now: Vec<crate::latin::Mask> = start.cands[..n * n].to_vec();
    for s in &steps[..at] {
        for &(c, v) in &s.placed {
            now[c] = crate::latin::bit(v);
        }
        for &(c, m) in &s.removed {
            now[c] &= !m;
        }
    }
    let marks: Vec<crate::latin::Mask> = now
        .iter()
        .zip(p.givens())
        .map(|(&m, &g)| if g == 0 { m } else { 0 })
        .collect();
    let mut struck = step.removed.clone();
    for &(c, v) in &step.placed {
        struck.push((c, now[c] & !crate::latin::bit(v)));
    }
    let mut items = crate::draw::shade(&d, n, &step.cells);
    items.append(&mut d.items);
    let numbers = p.numbers();
    let grid = crate::draw::Pencil {
        width: n,
        symbols: n * n,
        label: &|rank: u8| numbers.value(rank).to_string(),
    };
    items.extend(crate::draw::candidates_in(
        &d,
        &grid,
        &marks,
        &struck,
        pencil,
        style.min_line,
    ));
    d.items = items;
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn style() -> Style {
        Style {
            gap: 0.0,
            max_cell: 60.0,
            ..crate::draw::test_style()
        }
    }

    fn texts(d: &Drawing) -> Vec<(String, FontId, f32)> {
        d.items
            .iter()
            .filter_map(|i| match i {
                Item::Text {
                    text, font, size, ..
                } => Some((text.clone(), *font, *size)),
                _ => None,
            })
            .collect()
    }

    fn puzzle4() -> (Puzzle, Vec<u8>) {
        let sol = vec![16, 3, 2, 13, 5, 10, 11, 8, 9, 6, 7, 12, 4, 15, 14, 1];
        let mut g = vec![0; 16];
        g[0] = 16;
        g[5] = 10;
        (Puzzle::new(4, g).unwrap(), sol)
    }

    /// A techniques page's picture pencils each open square's numbers (the set's numbers, not
    /// ranks) and strikes what the step rules out.
    #[test]
    fn a_step_is_drawn_with_its_numbers_pencilled_and_struck() {
        use crate::kind::Puzzle as _;
        // The line-sum teaching puzzle: a 3x3 of numbers other than 1 to 9.
        let kind = super::super::kind::kind();
        let address = crate::lesson::address(kind, 3, crate::solve::Level::Medium, 1);
        let made = crate::generate::generate(kind, 3, crate::solve::Level::Medium, &address);
        let made = made.unwrap();
        let p = made
            .puzzle
            .as_any()
            .downcast_ref::<Puzzle>()
            .unwrap()
            .clone();
        let numbers = p.numbers();
        assert!(!numbers.is_classic());
        let grade = p.grade();
        let area = Rect::new(0.0, 0.0, 300.0, 300.0);
        let lines = |d: &Drawing| {
            d.items
                .iter()
                .filter(|i| matches!(i, Item::Line { .. }))
                .count()
        };
        let bare = draw(&p, None, area, &style());
        let mut struck_seen = 0;
        for at in 0..grade.steps.len() {
            let step = &grade.steps[at];
            let d = before(&p, &grade.steps, at, area, &style(), 1.0);
            let pencilled: Vec<String> = d
                .items
                .iter()
                .filter_map(|i| match i {
                    Item::Text { text, color, .. } if *color == crate::draw::PENCIL => {
                        Some(text.clone())
                    }
                    _ => None,
                })
                .collect();
            assert!(!pencilled.is_empty(), "step {at}");
            let all: Vec<String> = numbers.all(3).map(|v| v.to_string()).collect();
            assert!(pencilled.iter().all(|t| all.contains(t)), "{pencilled:?}");
            // One stroke per number the step rules out.
            let mut out: u32 = step.removed.iter().map(|r| r.1.count_ones()).sum();
            let now = crate::kind::candidates_after(&p, &grade.steps[..at]);
            assert!(
                now.is_none(),
                "magic squares pencil through draw_before alone"
            );
            out += step
                .placed
                .iter()
                .map(|&(c, _)| {
                    let before: u32 = grade.steps[..at]
                        .iter()
                        .flat_map(|s| &s.removed)
                        .filter(|r| r.0 == c)
                        .map(|r| r.1.count_ones())
                        .sum();
                    // Every free number at the start, less what earlier steps removed, less
                    // the one placed.
                    (9 - p.given_count()) as u32 - before - 1
                })
                .sum::<u32>();
            assert_eq!(lines(&d) - lines(&bare), out as usize, "step {at}");
            struck_seen += out;
        }
        assert!(struck_seen > 0);
    }

    #[test]
    fn everything_inside_the_box() {
        let (p, sol) = puzzle4();
        for area in [
            Rect::new(10.0, 20.0, 300.0, 120.0),
            Rect::new(0.0, 0.0, 90.0, 400.0),
            Rect::new(5.0, 5.0, 1000.0, 1000.0),
        ] {
            for answer in [None, Some(&sol[..])] {
                let d = draw(&p, answer, area, &style());
                assert!(area.contains(&d.rect), "{:?} in {area:?}", d.rect);
                for it in &d.items {
                    assert!(d.rect.contains(&it.bounds()), "{it:?} outside {:?}", d.rect);
                }
                // Centred.
                assert!((d.rect.x + d.rect.w / 2.0 - (area.x + area.w / 2.0)).abs() < 1e-3);
                assert!((d.rect.y + d.rect.h / 2.0 - (area.y + area.h / 2.0)).abs() < 1e-3);
            }
        }
    }

    #[test]
    fn two_digit_numbers_fit_their_cells() {
        let (p, sol) = puzzle4();
        let mut s = style();
        s.digit = 0.7;
        let d = draw(&p, Some(&sol), Rect::new(0.0, 0.0, 200.0, 200.0), &s);
        for it in &d.items {
            if let Item::Text { text, .. } = it
                && text.parse::<u8>().is_ok()
            {
                let b = it.bounds();
                assert!(
                    b.w <= d.cell * NUMBER_WIDTH + 1e-3,
                    "{text} is {} wide",
                    b.w
                );
            }
        }
        // Number cells line up with origin and pitch.
        assert_eq!(d.pitch, d.cell);
        let c = d.cell_centre(1, 1);
        assert!((c.x - (d.origin.x + 1.5 * d.cell)).abs() < 1e-3);
    }

    #[test]
    fn puzzle_shows_givens_answer_shows_all_and_the_total() {
        let (p, sol) = puzzle4();
        let area = Rect::new(0.0, 0.0, 200.0, 200.0);
        let puz = texts(&draw(&p, None, area, &style()));
        let names: Vec<&str> = puz.iter().map(|t| t.0.as_str()).collect();
        assert_eq!(
            names,
            vec![
                "16",
                "10",
                "Use the numbers 1 to 16; each line adds up to 34"
            ]
        );
        // The answer shows the numbers alone.
        let ans = texts(&draw(&p, Some(&sol), area, &style()));
        assert_eq!(ans.len(), 16);
        assert_eq!(ans.iter().filter(|t| t.1 == FontId::Bold).count(), 2);
        // One size for every number.
        assert!(ans.iter().all(|t| t.2 == ans[0].2));
        let p3 = Puzzle::new(3, vec![0; 9]).unwrap();
        let t3 = texts(&draw(&p3, None, area, &style()));
        assert_eq!(
            t3,
            vec![(
                "Use the numbers 1 to 9; each line adds up to 15".to_string(),
                FontId::Regular,
                t3[0].2
            )]
        );
    }

    #[test]
    fn small_grids_shorten_or_drop_the_total_rather_than_print_it_tiny() {
        let (p, _) = puzzle4();
        let min = style().min_text;
        let mut wordings = Vec::new();
        for side in [
            300.0, 120.0, 100.0, 90.0, 80.0, 70.0, 60.0, 50.0, 40.0, 20.0,
        ] {
            let d = draw(&p, None, Rect::new(0.0, 0.0, side, side), &style());
            let t = texts(&d);
            for (text, _, size) in t.iter().filter(|t| t.0.contains("34")) {
                assert!(*size + 1e-3 >= min, "{text} at {size} pt");
                wordings.push(text.clone());
            }
        }
        assert_eq!(
            wordings[0],
            "Use the numbers 1 to 16; each line adds up to 34"
        );
        assert!(
            wordings
                .iter()
                .any(|w| w != "Use the numbers 1 to 16; each line adds up to 34"),
            "{wordings:?}"
        );
        assert!(
            wordings.len() < 10,
            "the smallest grid has no room: {wordings:?}"
        );
    }

    #[test]
    fn arrows_point_into_the_grid_along_the_diagonals() {
        let (p, _) = puzzle4();
        let d = draw(&p, None, Rect::new(0.0, 0.0, 200.0, 200.0), &style());
        let tips: Vec<Pt2> = d
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Polygon { points, .. } => Some(points[0]),
                _ => None,
            })
            .collect();
        assert_eq!(tips.len(), 2);
        let side = 4.0 * d.cell;
        // Each tip sits just outside its corner, on the diagonal's extension.
        let (tl, tr) = (d.origin, pt(d.origin.x + side, d.origin.y));
        assert!(tips[0].x < tl.x && tips[0].y < tl.y);
        assert!(((tl.x - tips[0].x) - (tl.y - tips[0].y)).abs() < 1e-3);
        assert!(tips[1].x > tr.x && tips[1].y < tr.y);
        assert!(((tips[1].x - tr.x) - (tr.y - tips[1].y)).abs() < 1e-3);
    }
}
