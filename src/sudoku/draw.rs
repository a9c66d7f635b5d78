//! Drawing a Sudoku or its answer into a box of the page model, as Sudoku books print it:
//! a square grid, thin lines between cells, thick lines around the boxes and the grid, given
//! digits in the given font and the digits an answer fills in, in the filled font. A 16x16's
//! numbers 10 to 16 are two digits wide: every number of such a grid is drawn smaller, one
//! size for all, so that the widest stays clear of the lines.

use super::Puzzle;
use crate::draw::{Drawing, Style, cell_for, centred_text, digit_for};
use crate::page::{Color, Item, Rect, Stroke, pt};

/// Box borders are this many times as heavy as the cell lines.
const THICK: f32 = 2.5;

/// Widest a number may be, as a fraction of its cell, before the grid's numbers are drawn
/// smaller: single digits never come near it.
const NUMBER_WIDTH: f32 = 0.66;

/// White kept between a number and the lines on either side, as a fraction of a cell.
const CLEAR: f32 = 0.1;

/// Width (and height) of a grid of `size` in cells.
pub fn extent(size: usize, _style: &Style) -> f32 {
    size as f32
}

/// Draws the puzzle (its givens), or its answer when `answer` is given (every digit, givens
/// in the given font), centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let n = p.size();
    let (bh, bw) = p.box_shape();
    let thick = style.line * THICK;
    // The heavy outline reaches half its width outside the grid: keep it inside the area.
    let margin = (thick - style.line) / 2.0;
    let inner = Rect::new(
        area.x + margin,
        area.y + margin,
        (area.w - 2.0 * margin).max(0.0),
        (area.h - 2.0 * margin).max(0.0),
    );
    let cell = cell_for(crate::draw::Extent::square(extent(n, style)), inner, style);
    let side = cell * n as f32;
    let x0 = area.x + (area.w - side) / 2.0;
    let y0 = area.y + (area.h - side) / 2.0;
    let digit_size = digit_size(n, cell, style);
    let thin = Stroke {
        width: style.line,
        color: Color::BLACK,
    };
    let heavy = Stroke {
        width: thick,
        color: Color::BLACK,
    };
    let mut items = Vec::with_capacity(4 * n + n * n);
    // Inner lines: thin ones first, so that the heavy box borders are drawn over them.
    for heavy_pass in [false, true] {
        for i in 1..n {
            let at = i as f32 * cell;
            if (i % bw == 0) == heavy_pass {
                items.push(Item::Line {
                    from: pt(x0 + at, y0),
                    to: pt(x0 + at, y0 + side),
                    stroke: if heavy_pass { heavy } else { thin },
                });
            }
            if (i % bh == 0) == heavy_pass {
                items.push(Item::Line {
                    from: pt(x0, y0 + at),
                    to: pt(x0 + side, y0 + at),
                    stroke: if heavy_pass { heavy } else { thin },
                });
            }
        }
    }
    items.push(Item::Rect {
        rect: Rect::new(x0, y0, side, side),
        fill: None,
        stroke: Some(heavy),
    });
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
        rect: Rect::new(x0, y0, side, side),
        cell,
        digit_size,
        clue_size: None,
        origin: pt(x0, y0),
        pitch: cell,
        room: Vec::new(),
    }
}

/// The size of every number in a grid of order `size` with cells `cell` points wide: the
/// style's digit size, made smaller when the widest number (in either font) would be wider
/// than [`NUMBER_WIDTH`] or come within [`CLEAR`] of a line. Numbers are centred, so the
/// room is what is left when a heavy box border reaches into the cell from both sides.
pub fn digit_size(size: usize, cell: f32, style: &Style) -> f32 {
    let widest = (1..=size)
        .map(|v| {
            let t = v.to_string();
            style.given.width(&t, 1.0).max(style.filled.width(&t, 1.0))
        })
        .fold(0.0, f32::max);
    let room = (NUMBER_WIDTH * cell).min(cell * (1.0 - 2.0 * CLEAR) - style.line * THICK);
    digit_for(cell, style).min(room.max(0.0) / widest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontId;

    fn puzzle() -> (Puzzle, Vec<u8>) {
        let sol = crate::sudoku::tests::grid9();
        let givens: Vec<u8> = sol
            .iter()
            .enumerate()
            .map(|(c, &d)| if c % 4 == 0 { d } else { 0 })
            .collect();
        (Puzzle::new(9, givens).unwrap(), sol)
    }

    #[test]
    fn fits_and_centres_in_the_box() {
        let (p, sol) = puzzle();
        let area = Rect::new(10.0, 20.0, 300.0, 200.0);
        for answer in [None, Some(&sol[..])] {
            let d = draw(&p, answer, area, &crate::draw::test_style());
            assert!((d.rect.x + d.rect.w / 2.0 - 160.0).abs() < 1e-3);
            assert!((d.rect.y + d.rect.h / 2.0 - 120.0).abs() < 1e-3);
            assert_eq!(d.pitch, d.cell);
            assert_eq!(d.origin, pt(d.rect.x, d.rect.y));
            for it in &d.items {
                assert!(area.contains(&it.bounds()), "{it:?} outside {area:?}");
            }
        }
    }

    #[test]
    fn box_borders_are_thick_and_digits_use_their_fonts() {
        let (p, sol) = puzzle();
        let style = crate::draw::test_style();
        let area = Rect::new(0.0, 0.0, 200.0, 200.0);
        let d = draw(&p, None, area, &style);
        let widths: Vec<f32> = d
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Line { stroke, .. } => Some(stroke.width),
                _ => None,
            })
            .collect();
        // 9x9: 2 x 6 thin inner lines, 2 x 2 thick box borders.
        assert_eq!(widths.iter().filter(|&&w| w == style.line).count(), 12);
        assert_eq!(widths.iter().filter(|&&w| w > style.line).count(), 4);
        let texts = |d: &Drawing| -> Vec<FontId> {
            d.items
                .iter()
                .filter_map(|i| match i {
                    Item::Text { font, .. } => Some(*font),
                    _ => None,
                })
                .collect()
        };
        assert_eq!(texts(&d).len(), p.given_count());
        assert!(texts(&d).iter().all(|&f| f == style.given));
        let a = draw(&p, Some(&sol), area, &style);
        let fonts = texts(&a);
        assert_eq!(fonts.len(), 81);
        assert_eq!(
            fonts.iter().filter(|&&f| f == style.filled).count(),
            81 - p.given_count()
        );
    }

    #[test]
    fn six_by_six_boxes_are_two_rows_by_three_columns() {
        let p = Puzzle::new(6, vec![0; 36]).unwrap();
        let style = crate::draw::test_style();
        let d = draw(&p, None, Rect::new(0.0, 0.0, 120.0, 120.0), &style);
        let heavy: Vec<(bool, f32)> = d
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Line { from, to, stroke } if stroke.width > style.line => {
                    Some((from.x == to.x, if from.x == to.x { from.x } else { from.y }))
                }
                _ => None,
            })
            .collect();
        // One vertical border after column 3, two horizontal ones after rows 2 and 4.
        assert_eq!(heavy.iter().filter(|h| h.0).count(), 1);
        assert_eq!(heavy.iter().filter(|h| !h.0).count(), 2);
    }

    use crate::sudoku::tests::puzzle16;

    /// A puzzle page's style: the classic template's digit fraction and minimum size.
    fn page_style() -> Style {
        Style {
            digit: 0.62,
            min_digit: 12.0,
            ..crate::draw::test_style()
        }
    }

    #[test]
    fn sixteen_by_sixteen_numbers_stay_clear_of_the_lines() {
        let (p, sol) = puzzle16();
        // Cells from an answer page's small ones to a puzzle page's largest.
        for side in [150.0, 260.0, 400.0, 700.0] {
            let style = page_style();
            let d = draw(&p, Some(&sol), Rect::new(0.0, 0.0, side, side), &style);
            let thick = style.line * THICK;
            let mut seen = 0;
            for it in &d.items {
                let Item::Text {
                    text,
                    font,
                    size,
                    x,
                    baseline,
                    ..
                } = it
                else {
                    continue;
                };
                seen += 1;
                assert_eq!(*size, d.digit_size, "one size for every number");
                let (row, col) = (
                    ((baseline - d.origin.y) / d.cell) as usize,
                    ((x - d.origin.x) / d.cell) as usize,
                );
                let (left, top) = (
                    d.origin.x + col as f32 * d.cell,
                    d.origin.y + row as f32 * d.cell,
                );
                // Half of each line around the cell reaches into it, a heavy one at box edges.
                let half = |at: usize| {
                    if at.is_multiple_of(4) {
                        thick / 2.0
                    } else {
                        style.line / 2.0
                    }
                };
                let clear = CLEAR * d.cell;
                let w = font.width(text, *size);
                assert!(
                    x - w / 2.0 >= left + half(col) + clear
                        && x + w / 2.0 <= left + d.cell - half(col + 1) - clear,
                    "{text} in r{}c{} touches a side at cell {}",
                    row + 1,
                    col + 1,
                    d.cell
                );
                let ink_top = baseline - font.digit_height(*size);
                assert!(
                    ink_top >= top + half(row) + clear
                        && *baseline <= top + d.cell - half(row + 1) - clear,
                    "{text} in r{}c{} touches the top or foot",
                    row + 1,
                    col + 1
                );
            }
            assert_eq!(seen, 256);
        }
    }

    #[test]
    fn only_two_digit_grids_get_smaller_numbers() {
        let style = page_style();
        for cell in [12.0, 20.0, 30.0, 40.0] {
            // One-digit grids keep the style's size.
            for n in [4, 6, 9] {
                assert_eq!(digit_size(n, cell, &style), digit_for(cell, &style));
            }
            let small = digit_size(16, cell, &style);
            assert!(
                small < digit_for(cell, &style) && small > 0.4 * cell,
                "{cell}: {small}"
            );
            // The plan asks the kind for the same size the drawing uses.
            assert_eq!(
                crate::kind::Kind::digit_size(
                    &crate::sudoku::kind::Sudoku,
                    crate::kind::Shape::square(16),
                    cell,
                    &style
                ),
                small
            );
        }
    }

    #[test]
    fn sixteen_by_sixteen_boxes_are_four_by_four() {
        let (p, _) = puzzle16();
        let style = crate::draw::test_style();
        let d = draw(&p, None, Rect::new(0.0, 0.0, 320.0, 320.0), &style);
        let lines: Vec<(bool, f32, bool)> = d
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Line { from, to, stroke } => Some((
                    from.x == to.x,
                    if from.x == to.x {
                        from.x - d.origin.x
                    } else {
                        from.y - d.origin.y
                    },
                    stroke.width > style.line,
                )),
                _ => None,
            })
            .collect();
        // 15 inner lines each way; heavy after every fourth cell.
        assert_eq!(lines.len(), 30);
        for (_, at, heavy) in lines {
            let i = (at / d.cell).round() as usize;
            assert_eq!(heavy, i.is_multiple_of(4), "line after cell {i}");
        }
    }
}
