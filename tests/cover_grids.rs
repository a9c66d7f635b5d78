//! The cover's grids: their lines and cages show (the cells' fill goes under them, never over),
//! the count badge keeps off the front grid, and the back's headline leaves no word alone on
//! its last line. Over every catalogue book, in every language, on several trims.

use bookmaker::cover::{self, check_layout};
use bookmaker::layout::cover::{CoverLayout, ink_bounds};
use bookmaker::page::{Color, Item, Pt2, Rect};
use bookmaker::render::render_pixmap;
use bookmaker::spec::{Catalogue, Spec};
use bookmaker::words::Language;

/// Every catalogue book, by name.
fn books() -> Vec<(String, Spec)> {
    let cat = Catalogue::builtin();
    let names: Vec<String> = cat.names().map(String::from).collect();
    names
        .into_iter()
        .map(|n| {
            let s = cat.book(&n).unwrap();
            (n, s)
        })
        .collect()
}

/// The books in every language, and a book of each kind on trims small and large.
fn variants() -> Vec<(String, Spec)> {
    let mut out = Vec::new();
    for (name, spec) in books() {
        for lang in Language::ALL {
            let mut s = spec.clone();
            s.language = lang;
            out.push((format!("{name} ({})", lang.code()), s));
        }
    }
    for kind in ["futoshiki", "skyscrapers", "calcudoku", "sudoku", "magic"] {
        for trim in ["5x8", "6x9", "8.5x11", "A4"] {
            let text = format!(
                "trim = \"{trim}\"\n[[section]]\nkind = \"{kind}\"\nlevel = \"easy\"\ncount = 40\n\
                 [[section]]\nkind = \"{kind}\"\nlevel = \"hard\"\ncount = 40\n"
            );
            let s = Spec::parse(&text, "t.toml", None).unwrap();
            out.push((format!("{kind} on {trim}"), s));
        }
    }
    out
}

fn layout(name: &str, s: &Spec) -> CoverLayout {
    check_layout(s).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn inside(p: Pt2, r: &Rect) -> bool {
    p.x > r.x && p.x < r.right() && p.y > r.y && p.y < r.bottom()
}

fn mid(r: &Rect) -> Pt2 {
    Pt2 {
        x: r.x + r.w / 2.0,
        y: r.y + r.h / 2.0,
    }
}

fn overlap(a: &Rect, b: &Rect) -> bool {
    a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
}

/// Where each line of a grid is: the midpoints of line segments and of rectangles' stroked
/// edges, with the item's index on the page.
fn line_points(items: &[Item]) -> Vec<(usize, Pt2)> {
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        match item {
            Item::Line { from, to, .. } => out.push((
                i,
                Pt2 {
                    x: (from.x + to.x) / 2.0,
                    y: (from.y + to.y) / 2.0,
                },
            )),
            Item::Rect {
                rect: r,
                stroke: Some(_),
                ..
            } => {
                for (x, y) in [
                    (r.x + r.w / 2.0, r.y),
                    (r.x + r.w / 2.0, r.bottom()),
                    (r.x, r.y + r.h / 2.0),
                    (r.right(), r.y + r.h / 2.0),
                ] {
                    out.push((i, Pt2 { x, y }));
                }
            }
            _ => {}
        }
    }
    out
}

/// The squares of the cover's grids: rectangles filled in the `[cover] cells` colour.
fn squares(items: &[Item], cells: Color) -> Vec<(usize, Rect)> {
    filled(items, |f| f == cells)
}

/// The filled rectangles whose fill `keep` accepts, with their places in `items`.
fn filled(items: &[Item], keep: impl Fn(Color) -> bool) -> Vec<(usize, Rect)> {
    items
        .iter()
        .enumerate()
        .filter_map(|(i, item)| match item {
            Item::Rect {
                rect,
                fill: Some(f),
                ..
            } if keep(*f) => Some((i, *rect)),
            _ => None,
        })
        .collect()
}

/// On every catalogue book's cover, front and back, each grid line on the squares is drawn
/// after every square under it, and the rendered pixel there is not the squares' colour.
/// (Before: the squares were painted over the lines, and digits floated on a blank square.)
#[test]
fn cover_grids_show_their_lines_and_cages() {
    for (name, s) in books() {
        let c = layout(&name, &s);
        let items = &c.page.items;
        let cells = s.cover.cells;
        let sq = squares(items, cells);
        assert!(!sq.is_empty(), "{name}: no grid squares on the cover");
        let lines: Vec<(usize, Pt2)> = line_points(items)
            .into_iter()
            .filter(|(_, p)| sq.iter().any(|(_, r)| inside(*p, &r.inflate(0.5))))
            .collect();
        for panel in [c.geometry.front, c.geometry.back] {
            let n = lines.iter().filter(|(_, p)| inside(*p, &panel)).count();
            assert!(n >= 4, "{name}: {n} grid lines in a panel's grid");
        }
        for &(i, p) in &lines {
            if let Some((j, _)) = sq.iter().find(|(j, r)| *j > i && inside(p, r)) {
                panic!("{name}: item {j}, a square, is painted over the line (item {i}) at {p:?}");
            }
        }
        // The pixels: 4 per point, so that a line of under a point still covers one.
        let dpi = 288.0;
        let k = dpi / 72.0;
        let pm = render_pixmap(&c.page, dpi, false).unwrap();
        let want = [cells.r, cells.g, cells.b].map(|v| (v * 255.0).round() as i32);
        let far_from_cells = |p: Pt2| {
            let (cx, cy) = ((p.x * k) as i32, (p.y * k) as i32);
            (-1..=1).any(|dy| {
                (-1..=1).any(|dx| {
                    let px = pm.pixel((cx + dx) as u32, (cy + dy) as u32).unwrap();
                    let got = [px.red() as i32, px.green() as i32, px.blue() as i32];
                    got.iter()
                        .zip(want)
                        .map(|(a, b)| (a - b).abs())
                        .sum::<i32>()
                        > 90
                })
            })
        };
        let blank = lines.iter().filter(|(_, p)| !far_from_cells(*p)).count();
        assert_eq!(
            blank,
            0,
            "{name}: {blank} of {} grid lines do not show",
            lines.len()
        );
    }
}

/// The count badge never covers the front grid (its cells, digits or clues), for every
/// catalogue book in every language and each kind on four trims; and the boxes the layout
/// reports hold what was drawn.
#[test]
fn count_badge_keeps_off_the_front_grid() {
    for (name, s) in variants() {
        let c = layout(&name, &s);
        let (Some(grid), Some(badge)) = (c.front.grid, c.front.badge) else {
            panic!("{name}: front without its grid or badge: {:?}", c.front);
        };
        assert!(
            !overlap(&grid, &badge),
            "{name}: badge {badge:?} on grid {grid:?}"
        );
        let front = c.geometry.front;
        for (i, r) in squares(&c.page.items, s.cover.cells) {
            if overlap(&r, &front) {
                assert!(
                    grid.contains(&r),
                    "{name}: square {i} {r:?} outside {grid:?}"
                );
            }
        }
        let disc = c.page.items.iter().find_map(|i| match i {
            Item::Polygon { points, .. } if points.len() >= 32 => Some(i.bounds()),
            _ => None,
        });
        let disc = disc.unwrap_or_else(|| panic!("{name}: no badge disc"));
        assert!(
            badge.contains(&disc),
            "{name}: disc {disc:?} outside {badge:?}"
        );
        // The grid stays a real size beside the badge: at least half the panel's width.
        assert!(
            grid.w >= 0.45 * front.w,
            "{name}: grid {:.0} pt wide",
            grid.w
        );
    }
}

/// The back's headline ("Pure logic, one answer, no guessing") never leaves one word alone on
/// its last line, in any language, on any catalogue book.
#[test]
fn back_headline_leaves_no_widow() {
    for (name, s) in variants() {
        let c = layout(&name, &s);
        let back = c.geometry.back;
        // The headline is what the back sets first: the run of texts of its first's size.
        let head: Vec<&str> = c
            .page
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, size, x, .. } if *x >= back.x && *x < back.right() => {
                    Some((text.as_str(), *size))
                }
                _ => None,
            })
            .scan(None, |first, (t, size)| {
                let f = *first.get_or_insert(size);
                (f == size).then_some(t)
            })
            .collect();
        assert!(!head.is_empty(), "{name}: no headline");
        if head.len() > 1 {
            let last = head[head.len() - 1];
            assert!(
                last.contains(' '),
                "{name}: headline {head:?} leaves {last:?} alone"
            );
        }
    }
}

/// The real cover (generated puzzles) of a book of each kind draws its lines as well.
#[test]
fn built_covers_keep_their_lines() {
    let s = Spec::parse(
        "[[section]]\nkind = \"calcudoku\"\ncount = 2\nsize = 5\n",
        "t.toml",
        None,
    )
    .unwrap();
    let c = cover::build(&s).unwrap();
    let items = &c.layout.page.items;
    let sq = squares(items, s.cover.cells);
    let on_squares = line_points(items)
        .into_iter()
        .filter(|(_, p)| sq.iter().any(|(_, r)| inside(*p, r)))
        .count();
    assert!(on_squares > 20, "{on_squares} lines on the squares");
}

/// Nothing on the back is drawn over anything else: every text's ink (the headline, the
/// blurb, the contents, the caption over the sample) is clear of every other text and of the
/// sample grid, in every language. (Before: Polish "Spróbuj łamigłówki 1 (poziom łatwy):"
/// wrapped, and the sample grid covered its second line.)
#[test]
fn back_cover_texts_never_overlap() {
    for (name, s) in variants() {
        let c = layout(&name, &s);
        let back = c.geometry.back;
        let sample = c.sample.unwrap_or_else(|| panic!("{name}: no sample grid"));
        let texts: Vec<(&str, Rect)> = c
            .page
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, .. } => Some((text.as_str(), ink_bounds(i))),
                _ => None,
            })
            .filter(|(_, r)| back.contains(r))
            .filter(|(_, r)| !sample.contains(r))
            .collect();
        assert!(texts.len() > 5, "{name}: {} texts on the back", texts.len());
        for (k, (a, ra)) in texts.iter().enumerate() {
            assert!(
                !overlap(ra, &sample),
                "{name}: {a:?} {ra:?} runs into the sample {sample:?}"
            );
            for (b, rb) in &texts[k + 1..] {
                assert!(
                    !overlap(ra, rb),
                    "{name}: {a:?} {ra:?} overlaps {b:?} {rb:?}"
                );
            }
        }
    }
}

/// A square the book shades (a Kakuro block) is shaded on the cover too, front and back, and
/// painted after the plain squares under it. (Before: every square took the cell colour, and
/// a Kakuro's blocks could not be told from its white squares.)
#[test]
fn shaded_squares_stay_shaded_on_the_cover() {
    for (name, s) in books().into_iter().filter(|(n, _)| n.starts_with("kakuro")) {
        let c = layout(&name, &s);
        let items = &c.page.items;
        let (cells, background) = (s.cover.cells, s.cover.background);
        let sq = squares(items, cells);
        for panel in [c.geometry.front, c.geometry.back] {
            let shaded: Vec<(usize, Rect)> = filled(items, |f| f != cells && f != background)
                .into_iter()
                .filter(|(_, r)| inside(mid(r), &panel))
                .filter(|(_, r)| sq.iter().any(|(_, q)| inside(mid(r), q)))
                .collect();
            assert!(
                shaded.len() >= 4,
                "{name}: {} shaded squares in a panel's grid",
                shaded.len()
            );
            for (i, r) in &shaded {
                if let Some((j, _)) = sq.iter().find(|(j, q)| j > i && inside(mid(r), q)) {
                    panic!("{name}: plain square {j} is painted over the shaded one {i}");
                }
            }
        }
    }
}
