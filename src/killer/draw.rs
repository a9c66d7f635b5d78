//! Drawing a Killer Sudoku or its answer into a box of the page model, as killer books print
//! it: the Sudoku grid (thin cell lines, thick box borders), each cage a dashed outline set a
//! little inside its cells, its sum small in the top-left corner of its first cell, inside
//! the outline. Digits sit below the sums' band so that a sum never touches a digit. The
//! page model has no dash pattern, so each dash is a short line of its own.

use super::Puzzle;
use crate::draw::{Drawing, Style, digit_for};
use crate::page::{Align, Color, Item, Rect, Rotation, Stroke, pt};

/// Box borders are this many times as heavy as the cell lines.
const THICK: f32 = 2.5;

/// How far the dashed outline sits inside the cell edges, as a fraction of a cell.
pub const INSET: f32 = 0.1;

/// Dash and gap lengths of an outline, as fractions of a cell.
const DASH: f32 = 0.07;
const GAP: f32 = 0.05;

/// Width (and height) of a grid of `size` in cells.
pub fn extent(size: usize) -> f32 {
    size as f32
}

/// Weights of the cell lines, the box borders and the cage outlines.
pub fn weights(style: &Style) -> (f32, f32, f32) {
    let thin = (0.6 * style.line).max(style.min_line);
    let thick = (style.line * THICK).max(2.0 * thin);
    let dash = (0.6 * style.line).max(style.min_line);
    (thin, thick, dash)
}

/// A sum's type size: about a fifth of a cell, never under the least legible size.
pub fn sum_size(cell: f32, style: &Style) -> f32 {
    (0.22 * cell).max(style.min_text)
}

/// Where a cell's sum sits and where its digit goes, at cells `cell` points wide: the
/// sum's inset from the cell's corner, its baseline, and the top and height of the room
/// under it that a digit is centred in.
fn bands(cell: f32, style: &Style) -> (f32, f32, f32, f32) {
    let (_, _, dash_w) = weights(style);
    let size = sum_size(cell, style);
    let pad = INSET * cell + dash_w / 2.0 + 0.04 * cell;
    let band = pad + style.given.digit_height(size);
    let top = band + 0.06 * cell;
    let bottom = cell - INSET * cell - dash_w;
    (pad, band, top, (bottom - top).max(0.0))
}

/// The digits' size: at most half a cell (more only where the template asks for bigger
/// digits, as large print does), and small enough to fit under the sums' band, as the
/// drawing sets them (the plan sizes pages from it).
pub fn digit_size(cell: f32, style: &Style) -> f32 {
    let size = digit_for(cell, style).min((0.5 * cell).max(style.min_digit));
    let (_, _, _, room) = bands(cell, style);
    let tallest = style
        .given
        .digit_height(size)
        .max(style.filled.digit_height(size));
    if tallest > room && tallest > 0.0 {
        size * room / tallest
    } else {
        size
    }
}

/// The outline segments of every cage in cell units times 100 (integers, so that touching
/// segments join exactly): each is (horizontal, fixed coordinate, from, to).
fn outline(p: &Puzzle) -> Vec<(bool, i32, i32, i32)> {
    let n = p.size() as i32;
    let inset = (INSET * 100.0) as i32;
    let same = |r: i32, c: i32, k: usize| {
        r >= 0 && c >= 0 && r < n && c < n && p.cage_of((r * n + c) as usize) == k
    };
    let mut segs = Vec::new();
    for r in 0..n {
        for c in 0..n {
            let k = p.cage_of((r * n + c) as usize);
            let (x0, y0, x1, y1) = (c * 100, r * 100, c * 100 + 100, r * 100 + 100);
            // How far an end reaches: in by the inset at a corner the cage turns round,
            // out by it where the cage turns the other way, flush where the side goes on.
            let reach = |along: bool, diag: bool| {
                if !along {
                    -inset
                } else if diag {
                    inset
                } else {
                    0
                }
            };
            // Top and bottom sides.
            for (dr, y) in [(-1, y0 + inset), (1, y1 - inset)] {
                if same(r + dr, c, k) {
                    continue;
                }
                let left = reach(same(r, c - 1, k), same(r + dr, c - 1, k));
                let right = reach(same(r, c + 1, k), same(r + dr, c + 1, k));
                segs.push((true, y, x0 - left, x1 + right));
            }
            // Left and right sides.
            for (dc, x) in [(-1, x0 + inset), (1, x1 - inset)] {
                if same(r, c + dc, k) {
                    continue;
                }
                let top = reach(same(r - 1, c, k), same(r - 1, c + dc, k));
                let bottom = reach(same(r + 1, c, k), same(r + 1, c + dc, k));
                segs.push((false, x, y0 - top, y1 + bottom));
            }
        }
    }
    // Join segments that continue each other, so that dashes run evenly across cells.
    segs.sort();
    let mut joined: Vec<(bool, i32, i32, i32)> = Vec::new();
    for s in segs {
        match joined.last_mut() {
            Some(last) if last.0 == s.0 && last.1 == s.1 && last.3 == s.2 => last.3 = s.3,
            _ => joined.push(s),
        }
    }
    joined
}

/// Draws the puzzle (cages, sums and givens), or its answer when `answer` is given (every
/// digit too), centred in `area`.
pub fn draw(p: &Puzzle, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
    let n = p.size();
    let (bh, bw) = p.box_shape();
    let (thin, thick, dash_w) = weights(style);
    let cell = ((area.w - thick) / n as f32)
        .min((area.h - thick) / n as f32)
        .min(style.max_cell)
        .max(0.0);
    let side = cell * n as f32;
    let x0 = area.x + (area.w - side) / 2.0;
    let y0 = area.y + (area.h - side) / 2.0;
    let black = |width| Stroke {
        width,
        color: Color::BLACK,
    };
    let mut items = Vec::new();
    // Cell lines: thin first, then the heavy box borders over them.
    for heavy in [false, true] {
        for i in 1..n {
            let at = i as f32 * cell;
            let w = if heavy { thick } else { thin };
            if (i % bw == 0) == heavy {
                items.push(Item::Line {
                    from: pt(x0 + at, y0),
                    to: pt(x0 + at, y0 + side),
                    stroke: black(w),
                });
            }
            if (i % bh == 0) == heavy {
                items.push(Item::Line {
                    from: pt(x0, y0 + at),
                    to: pt(x0 + side, y0 + at),
                    stroke: black(w),
                });
            }
        }
    }
    items.push(Item::Rect {
        rect: Rect::new(x0, y0, side, side),
        fill: None,
        stroke: Some(black(thick)),
    });
    // Cage outlines, dashed; a dash at each end so that corners read.
    let unit = cell / 100.0;
    let (dash, gap) = (DASH * cell, GAP * cell);
    let outline_stroke = Stroke {
        width: dash_w,
        color: Color::BLACK,
    };
    for (horizontal, fixed, from, to) in outline(p) {
        let (a, b) = (from as f32 * unit, to as f32 * unit);
        let len = b - a;
        let count = ((len + gap) / (dash + gap)).round().max(1.0);
        let step = if count > 1.0 {
            (len - dash) / (count - 1.0)
        } else {
            0.0
        };
        let d = dash.min(len);
        for i in 0..count as usize {
            let s = a + i as f32 * step;
            let e = (s + d).min(b);
            let f = fixed as f32 * unit;
            let (from, to) = if horizontal {
                (pt(x0 + s, y0 + f), pt(x0 + e, y0 + f))
            } else {
                (pt(x0 + f, y0 + s), pt(x0 + f, y0 + e))
            };
            items.push(Item::Line {
                from,
                to,
                stroke: outline_stroke,
            });
        }
    }
    // Sums: inside the outline's corner, clear of the dashes by a small margin.
    let font = style.given;
    let size = sum_size(cell, style);
    let (pad, band, top, room) = bands(cell, style);
    for cage in p.cages() {
        let c = cage.corner();
        let (cx, cy) = (x0 + (c % n) as f32 * cell, y0 + (c / n) as f32 * cell);
        items.push(Item::Text {
            text: cage.sum.to_string(),
            font,
            size,
            x: cx + pad,
            baseline: cy + band,
            align: Align::Left,
            color: style.clue,
            rotation: Rotation::Upright,
        });
    }
    // Digits: centred across, and down in the part of the cell under the sums' band.
    let digit_size = digit_size(cell, style);
    for c in 0..n * n {
        let (d, f) = match (p.givens()[c], answer) {
            (0, Some(ans)) => (ans[c], style.filled),
            (0, None) => continue,
            (g, _) => (g, style.given),
        };
        if d == 0 {
            continue;
        }
        let dh = f.digit_height(digit_size);
        items.push(Item::Text {
            text: d.to_string(),
            font: f,
            size: digit_size,
            x: x0 + ((c % n) as f32 + 0.5) * cell,
            baseline: y0 + (c / n) as f32 * cell + top + (room + dh) / 2.0,
            align: Align::Center,
            color: Color::BLACK,
            rotation: Rotation::Upright,
        });
    }
    // Each cell's room: under the sums' band and inside the cage outlines, the same in every
    // cell, so that a digit written in never touches a sum or a dash.
    let (_, _, dash_w) = weights(style);
    let side_gap = INSET * cell + dash_w;
    let room: Vec<Rect> = (0..n * n)
        .map(|c| {
            let (cx, cy) = (x0 + (c % n) as f32 * cell, y0 + (c / n) as f32 * cell);
            Rect::new(
                cx + side_gap,
                cy + top,
                (cell - 2.0 * side_gap).max(0.0),
                room,
            )
        })
        .collect();
    Drawing {
        items,
        rect: Rect::new(x0, y0, side, side),
        cell,
        digit_size,
        clue_size: None,
        origin: pt(x0, y0),
        pitch: cell,
        room,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::killer::format::parse_solo;

    fn example() -> (Puzzle, Vec<u8>) {
        let p = parse_solo(
            "3x3k:zzzc,_aaaaaabaaa____a_____a___aa__a__a__a__a_aa_aabb_a___aa____a___aa___aa___a______a__a_a_aa_a_b_aaaa,16_19a4a13a11d6a16b12_16a9a17a10_4a5a11a13_8b10a8a12b8b14a3a8a11_18_7_12b16_10d10a20b26b15_7h",
        )
        .unwrap();
        let sol = crate::killer::count::solve(&p, 1)
            .unwrap()
            .solution
            .unwrap();
        (p, sol)
    }

    fn style() -> Style {
        Style {
            max_cell: 40.0,
            min_text: 6.0,
            min_line: 0.3,
            ..crate::draw::test_style()
        }
    }

    #[test]
    fn outlines_close_and_stay_inside_their_cages() {
        let (p, _) = example();
        let segs = outline(&p);
        // Every end of a segment is the end of exactly one segment of the other direction:
        // the outlines are closed loops with corners.
        let mut ends = std::collections::BTreeMap::new();
        for &(h, fixed, from, to) in &segs {
            for at in [from, to] {
                let point = if h { (at, fixed) } else { (fixed, at) };
                *ends.entry((point, h)).or_insert(0) += 1;
            }
        }
        for (&((x, y), h), &count) in &ends {
            assert_eq!(count, 1, "({x},{y})");
            assert_eq!(ends.get(&((x, y), !h)), Some(&1), "corner at ({x},{y})");
        }
        // No segment runs along a cell edge: all are inset.
        for &(_, fixed, _, _) in &segs {
            assert_ne!(fixed % 100, 0);
        }
    }

    /// The ink of a text item: its advance across, its digits' height down from the top.
    fn ink(it: &Item) -> Option<Rect> {
        let Item::Text {
            text,
            font,
            size,
            x,
            baseline,
            align,
            ..
        } = it
        else {
            return None;
        };
        let w = font.width(text, *size);
        let left = match align {
            Align::Left => *x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        let h = font.digit_height(*size);
        Some(Rect::new(left, baseline - h, w, h))
    }

    #[test]
    fn sums_and_digits_never_touch() {
        let (p, sol) = example();
        let s = style();
        for side in [150.0, 250.0, 360.0] {
            let d = draw(&p, Some(&sol), Rect::new(0.0, 0.0, side, side), &s);
            let texts: Vec<Rect> = d.items.iter().filter_map(ink).collect();
            assert_eq!(texts.len(), 81 + p.cages().len());
            for (i, a) in texts.iter().enumerate() {
                for b in &texts[i + 1..] {
                    let overlap =
                        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
                    assert!(!overlap, "{a:?} and {b:?} at {side}");
                }
            }
            for it in &d.items {
                assert!(
                    Rect::new(-0.01, -0.01, side + 0.02, side + 0.02).contains(&it.bounds()),
                    "{it:?}"
                );
            }
        }
    }

    #[test]
    fn a_sum_stays_inside_its_cell_and_its_outline() {
        let (p, _) = example();
        let s = style();
        let d = draw(&p, None, Rect::new(0.0, 0.0, 300.0, 300.0), &s);
        let inset = INSET * d.cell;
        for it in &d.items {
            if let Some(b) = ink(it) {
                let col = ((b.x - d.origin.x) / d.cell).floor();
                let row = ((b.y - d.origin.y) / d.cell).floor();
                let (left, top) = (d.origin.x + col * d.cell, d.origin.y + row * d.cell);
                assert!(b.x >= left + inset && b.y >= top + inset, "{it:?}");
                assert!(b.x + b.w <= left + d.cell - inset, "{it:?}");
            }
        }
    }
}
