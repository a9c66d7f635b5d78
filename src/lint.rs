//! The page linter: proves a laid-out page has none of the defects a buyer sees: text over
//! text, text over a line (a clue run into a cage wall, a candidate on a cell border), a fill
//! painted over a line or text, text under the size floor. It reads the page model only, so
//! it knows no kind, and it runs on every page `check` and `build` lay out; what it finds is a
//! preflight error naming the page, the items and the fix.
//!
//! Every item has a box: a text run the box of its glyphs' real outlines ([`Item::ink`]), a
//! line the band its stroke paints, a rectangle's outline its four edges, a fill its area.
//! Two texts may not share ink; a text may not touch a stroke, except a stroke through the
//! text itself (a struck-out candidate: a line whose middle lies in the text's ink); a fill
//! may not be painted after (so over) a stroke or a text it meets.

use crate::kdp::{Finding, Report, Rule, Severity};
use crate::page::{Document, Item, Page, Pt2, Rect};

/// Overlap below this many points is a hairline of float rounding, not a collision.
const EPS: f32 = 0.05;

/// A painted box and the item it belongs to.
#[derive(Clone, Copy, Debug)]
struct Band {
    item: usize,
    shape: Shape,
}

/// What a stroke or fill covers.
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// An axis-aligned area.
    Area(Rect),
    /// A straight stroke: its centre line and half its width.
    Segment(Pt2, Pt2, f32),
}

impl Shape {
    fn hits(&self, r: &Rect) -> bool {
        match *self {
            Shape::Area(a) => a.overlaps(r, EPS),
            Shape::Segment(p, q, half) => segment_distance(p, q, r) + EPS < half,
        }
    }

    fn rect(&self) -> Rect {
        match *self {
            Shape::Area(a) => a,
            Shape::Segment(p, q, h) => Rect::new(
                p.x.min(q.x) - h,
                p.y.min(q.y) - h,
                (p.x - q.x).abs() + 2.0 * h,
                (p.y - q.y).abs() + 2.0 * h,
            ),
        }
    }
}

/// Distance from segment pq to rectangle r (0 when they meet).
fn segment_distance(p: Pt2, q: Pt2, r: &Rect) -> f32 {
    let inside = |a: Pt2| a.x >= r.x && a.x <= r.right() && a.y >= r.y && a.y <= r.bottom();
    if inside(p) || inside(q) {
        return 0.0;
    }
    let corners = [
        Pt2 { x: r.x, y: r.y },
        Pt2 {
            x: r.right(),
            y: r.y,
        },
        Pt2 {
            x: r.right(),
            y: r.bottom(),
        },
        Pt2 {
            x: r.x,
            y: r.bottom(),
        },
    ];
    for i in 0..4 {
        if crosses(p, q, corners[i], corners[(i + 1) % 4]) {
            return 0.0;
        }
    }
    let point_rect = |a: Pt2| {
        let dx = (r.x - a.x).max(0.0).max(a.x - r.right());
        let dy = (r.y - a.y).max(0.0).max(a.y - r.bottom());
        (dx * dx + dy * dy).sqrt()
    };
    let point_seg = |a: Pt2| {
        let (dx, dy) = (q.x - p.x, q.y - p.y);
        let len = dx * dx + dy * dy;
        let t = if len > 0.0 {
            (((a.x - p.x) * dx + (a.y - p.y) * dy) / len).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let (ex, ey) = (p.x + t * dx - a.x, p.y + t * dy - a.y);
        (ex * ex + ey * ey).sqrt()
    };
    corners
        .iter()
        .map(|&c| point_seg(c))
        .chain([point_rect(p), point_rect(q)])
        .fold(f32::MAX, f32::min)
}

/// True when segments ab and cd cross.
fn crosses(a: Pt2, b: Pt2, c: Pt2, d: Pt2) -> bool {
    let side = |p: Pt2, q: Pt2, r: Pt2| (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
    let (d1, d2) = (side(c, d, a), side(c, d, b));
    let (d3, d4) = (side(a, b, c), side(a, b, d));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}

/// Strokes filed by the squares of a coarse grid their boxes meet, so that a text is
/// compared with the strokes near it only, not with every line of the page.
struct Buckets {
    cells: std::collections::HashMap<(i32, i32), Vec<usize>>,
}

/// The side of a bucket, points: about a line of text or a cell.
const BUCKET: f32 = 24.0;

fn span(lo: f32, hi: f32) -> std::ops::RangeInclusive<i32> {
    (lo / BUCKET).floor() as i32..=(hi / BUCKET).floor() as i32
}

impl Buckets {
    fn new(bands: &[Band]) -> Buckets {
        let mut cells: std::collections::HashMap<(i32, i32), Vec<usize>> = Default::default();
        for (k, b) in bands.iter().enumerate() {
            let r = b.shape.rect();
            for x in span(r.x, r.right()) {
                for y in span(r.y, r.bottom()) {
                    cells.entry((x, y)).or_default().push(k);
                }
            }
        }
        Buckets { cells }
    }

    /// The bands whose boxes may meet `r`, each once, in page order.
    fn near<'a>(&self, bands: &'a [Band], r: &Rect) -> impl Iterator<Item = &'a Band> {
        let mut ks: Vec<usize> = span(r.x, r.right())
            .flat_map(|x| span(r.y, r.bottom()).map(move |y| (x, y)))
            .filter_map(|c| self.cells.get(&c))
            .flatten()
            .copied()
            .collect();
        ks.sort_unstable();
        ks.dedup();
        ks.into_iter().map(move |k| &bands[k])
    }
}

/// The strokes an item paints.
fn strokes(i: usize, item: &Item) -> Vec<Band> {
    let band = |shape| Band { item: i, shape };
    match item {
        Item::Line { from, to, stroke } => {
            vec![band(Shape::Segment(*from, *to, stroke.width / 2.0))]
        }
        Item::Polyline {
            points,
            closed,
            stroke,
        } => {
            let mut out: Vec<Band> = points
                .windows(2)
                .map(|w| band(Shape::Segment(w[0], w[1], stroke.width / 2.0)))
                .collect();
            if *closed && points.len() > 2 {
                out.push(band(Shape::Segment(
                    points[points.len() - 1],
                    points[0],
                    stroke.width / 2.0,
                )));
            }
            out
        }
        Item::Rect {
            rect,
            stroke: Some(s),
            ..
        } => {
            let w = s.width;
            let h = w / 2.0;
            [
                Rect::new(rect.x - h, rect.y - h, rect.w + w, w),
                Rect::new(rect.x - h, rect.bottom() - h, rect.w + w, w),
                Rect::new(rect.x - h, rect.y - h, w, rect.h + w),
                Rect::new(rect.right() - h, rect.y - h, w, rect.h + w),
            ]
            .into_iter()
            .map(|r| band(Shape::Area(r)))
            .collect()
        }
        _ => Vec::new(),
    }
}

/// The area an item fills, when it fills one: a rectangle, or a polygon as convex pieces
/// (an arrowhead's real triangle, not its bounding box, which also covers the shaft's end).
enum Fill {
    Area(Rect),
    Pieces(Vec<Vec<Pt2>>),
}

fn fill(item: &Item) -> Option<Fill> {
    match item {
        Item::Rect {
            rect,
            fill: Some(_),
            ..
        } => Some(Fill::Area(*rect)),
        Item::Polygon { points, .. } if points.len() >= 3 => Some(Fill::Pieces(pieces(points))),
        _ => None,
    }
}

/// A polygon cut into convex pieces: itself when convex, else triangles fanned from its
/// centroid, which covers exactly the star-shaped polygons the layout draws (stars, arrows).
fn pieces(points: &[Pt2]) -> Vec<Vec<Pt2>> {
    let n = points.len();
    let turn = |i: usize| {
        let (a, b, c) = (points[i], points[(i + 1) % n], points[(i + 2) % n]);
        (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
    };
    let convex = (0..n).all(|i| turn(i) >= -1e-4) || (0..n).all(|i| turn(i) <= 1e-4);
    if convex {
        return vec![points.to_vec()];
    }
    let c = Pt2 {
        x: points.iter().map(|p| p.x).sum::<f32>() / n as f32,
        y: points.iter().map(|p| p.y).sum::<f32>() / n as f32,
    };
    (0..n)
        .map(|i| vec![c, points[i], points[(i + 1) % n]])
        .collect()
}

/// The corners of what a shape covers: a stroke is the rectangle its butt-capped band paints.
fn corners(shape: &Shape) -> Vec<Pt2> {
    match *shape {
        Shape::Area(r) => rect_corners(&r),
        Shape::Segment(p, q, h) => {
            let (dx, dy) = (q.x - p.x, q.y - p.y);
            let len = (dx * dx + dy * dy).sqrt().max(1e-6);
            let (nx, ny) = (-dy / len * h, dx / len * h);
            vec![
                Pt2 {
                    x: p.x + nx,
                    y: p.y + ny,
                },
                Pt2 {
                    x: q.x + nx,
                    y: q.y + ny,
                },
                Pt2 {
                    x: q.x - nx,
                    y: q.y - ny,
                },
                Pt2 {
                    x: p.x - nx,
                    y: p.y - ny,
                },
            ]
        }
    }
}

fn rect_corners(r: &Rect) -> Vec<Pt2> {
    vec![
        Pt2 { x: r.x, y: r.y },
        Pt2 {
            x: r.right(),
            y: r.y,
        },
        Pt2 {
            x: r.right(),
            y: r.bottom(),
        },
        Pt2 {
            x: r.x,
            y: r.bottom(),
        },
    ]
}

/// True when two convex polygons share more than a hairline: no edge of either separates
/// them by less than [`EPS`] of overlap (the separating axis test).
fn convex_overlap(a: &[Pt2], b: &[Pt2]) -> bool {
    let separated = |poly: &[Pt2]| {
        (0..poly.len()).any(|i| {
            let (p, q) = (poly[i], poly[(i + 1) % poly.len()]);
            let (ax, ay) = (-(q.y - p.y), q.x - p.x);
            let len = (ax * ax + ay * ay).sqrt();
            if len < 1e-6 {
                return false;
            }
            let span = |pts: &[Pt2]| {
                pts.iter()
                    .map(|v| (v.x * ax + v.y * ay) / len)
                    .fold((f32::MAX, f32::MIN), |(lo, hi), d| (lo.min(d), hi.max(d)))
            };
            let (a0, a1) = span(a);
            let (b0, b1) = span(b);
            a1.min(b1) - a0.max(b0) <= EPS
        })
    };
    !separated(a) && !separated(b)
}

impl Fill {
    fn rect(&self) -> Rect {
        match self {
            Fill::Area(r) => *r,
            Fill::Pieces(ps) => {
                let pts: Vec<Pt2> = ps.iter().flatten().copied().collect();
                let x0 = pts.iter().map(|p| p.x).fold(f32::MAX, f32::min);
                let y0 = pts.iter().map(|p| p.y).fold(f32::MAX, f32::min);
                let x1 = pts.iter().map(|p| p.x).fold(f32::MIN, f32::max);
                let y1 = pts.iter().map(|p| p.y).fold(f32::MIN, f32::max);
                Rect::new(x0, y0, x1 - x0, y1 - y0)
            }
        }
    }

    /// True when the fill covers part of the stroke.
    fn covers_stroke(&self, b: &Shape) -> bool {
        match self {
            Fill::Area(f) => {
                let inner = f.inflate(-EPS);
                b.hits(&inner) && b.rect().overlaps(f, EPS)
            }
            Fill::Pieces(ps) => {
                let c = corners(b);
                ps.iter().any(|p| convex_overlap(p, &c))
            }
        }
    }

    /// True when the fill covers part of a text's ink.
    fn covers_text(&self, t: &Rect) -> bool {
        match self {
            Fill::Area(f) => t.overlaps(&f.inflate(-EPS), EPS),
            Fill::Pieces(ps) => {
                let c = rect_corners(t);
                ps.iter().any(|p| convex_overlap(p, &c))
            }
        }
    }
}

fn describe(item: &Item) -> String {
    let b = item.ink().unwrap_or_else(|| item.bounds());
    let what = match item {
        Item::Text { text, size, .. } => format!("text {text:?} ({size:.1} pt)"),
        Item::Line { .. } => "a line".into(),
        Item::Polyline { .. } => "a polyline".into(),
        Item::Polygon { .. } => "a shape".into(),
        Item::Rect { .. } => "a rectangle".into(),
    };
    format!(
        "{what} at x {:.1}-{:.1}, y {:.1}-{:.1} pt",
        b.x,
        b.right(),
        b.y,
        b.bottom()
    )
}

/// What to change when pages collide: nothing in the spec makes text overlap by itself.
const FIX: &str = "this is a bookmaker layout bug (please report it with the spec); until it is \
                   fixed, a larger trim, fewer puzzles per page (`per_page`) or shorter section \
                   names usually avoid it";

/// The linter's findings on one page (`n` is its 1-based number); `floor` is the least text
/// size the book may print.
pub fn check_page(page: &Page, n: usize, floor: f32) -> Vec<Finding> {
    let mut out = Vec::new();
    let finding = |rule, measured: String, limit: &str, fix: &str| Finding {
        rule,
        severity: Severity::Error,
        page: Some(n),
        measured,
        limit: limit.into(),
        fix: fix.into(),
    };
    let texts: Vec<(usize, Rect)> = page
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, it)| Some((i, it.ink()?)))
        .collect();
    for &(i, _) in &texts {
        if let Item::Text { size, .. } = &page.items[i]
            && *size + 1e-3 < floor
        {
            out.push(finding(
                Rule::TextFloor,
                describe(&page.items[i]),
                &format!("text at least {floor} pt"),
                "lower `per_page` so grids get bigger, or raise the template's text sizes",
            ));
        }
    }
    // Text on text, sorted across the page so that only neighbours are compared.
    let mut by_x = texts.clone();
    by_x.sort_by(|a, b| a.1.x.total_cmp(&b.1.x));
    for (k, &(i, a)) in by_x.iter().enumerate() {
        for &(j, b) in &by_x[k + 1..] {
            if b.x >= a.right() {
                break;
            }
            if a.overlaps(&b, EPS) {
                let (i, j) = (i.min(j), i.max(j));
                out.push(finding(
                    Rule::Overlap,
                    format!(
                        "{} overlaps {}",
                        describe(&page.items[i]),
                        describe(&page.items[j])
                    ),
                    "no two texts share ink",
                    FIX,
                ));
            }
        }
    }
    // Text on a stroke: a clue into a wall, a candidate on a border, a label on a line.
    let bands: Vec<Band> = page
        .items
        .iter()
        .enumerate()
        .flat_map(|(i, it)| strokes(i, it))
        .collect();
    let index = Buckets::new(&bands);
    for &(i, t) in &texts {
        for b in index.near(&bands, &t) {
            if !b.shape.hits(&t) {
                continue;
            }
            // A stroke through the text itself (a struck-out candidate) is meant: its middle
            // lies in the text's ink and its ends just around it (a strike is drawn across
            // the candidate's place, wider than a narrow "1").
            if let Shape::Segment(p, q, _) = b.shape {
                let near = t.inflate(0.6 * t.h.max(t.w));
                let at = |a: Pt2| Rect::new(a.x, a.y, 0.0, 0.0);
                let mid = at(Pt2 {
                    x: (p.x + q.x) / 2.0,
                    y: (p.y + q.y) / 2.0,
                });
                if t.inflate(0.15 * t.h).contains(&mid)
                    && near.contains(&at(p))
                    && near.contains(&at(q))
                {
                    continue;
                }
            }
            out.push(finding(
                Rule::Overlap,
                format!(
                    "{} touches {}",
                    describe(&page.items[i]),
                    describe(&page.items[b.item])
                ),
                "text keeps clear of every line",
                FIX,
            ));
        }
    }
    // A fill painted after a stroke or a text it meets hides it.
    for (j, it) in page.items.iter().enumerate() {
        let Some(f) = fill(it) else { continue };
        let area = f.rect();
        let hidden = index
            .near(&bands, &area)
            .filter(|b| b.item < j && b.shape.rect().overlaps(&area, EPS))
            .filter(|b| f.covers_stroke(&b.shape))
            .map(|b| b.item)
            .chain(
                texts
                    .iter()
                    .filter(|t| t.0 < j && f.covers_text(&t.1))
                    .map(|t| t.0),
            )
            .next();
        if let Some(i) = hidden {
            out.push(finding(
                Rule::Hidden,
                format!(
                    "{} is painted over {}",
                    describe(it),
                    describe(&page.items[i])
                ),
                "fills go under the lines and text they meet",
                FIX,
            ));
        }
    }
    out
}

/// The linter on every page of a document, then across pages: what a page says must stay on
/// one page ([`Page::kept`]) is found on no other.
pub fn check_document(doc: &Document, floor: f32) -> Report {
    let mut r = Report::default();
    for (i, page) in doc.pages.iter().enumerate() {
        for f in check_page(page, i + 1, floor) {
            r.push(f);
        }
    }
    for f in split_apart(doc) {
        r.push(f);
    }
    r
}

/// Each name of [`Page::kept`] found on a page after the first page holding it: a piece of
/// it printed a page (or more) away from the rest, as a technique's sentence overleaf from
/// its diagram was.
fn split_apart(doc: &Document) -> Vec<Finding> {
    let mut first: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    let mut out = Vec::new();
    for (i, page) in doc.pages.iter().enumerate() {
        let mut names: Vec<&str> = page.kept.iter().map(String::as_str).collect();
        names.sort_unstable();
        names.dedup();
        for name in names {
            match first.get(name) {
                None => {
                    first.insert(name, i + 1);
                }
                Some(&p) => out.push(Finding {
                    rule: Rule::KeptTogether,
                    severity: Severity::Error,
                    page: Some(i + 1),
                    measured: format!("{name} is on page {p} and page {}", i + 1),
                    limit: "kept on one page".into(),
                    fix: "a bookmaker layout bug: please report it with the spec".into(),
                }),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontId;
    use crate::page::{Align, Color, Rotation, Stroke, pt};

    fn text(s: &str, x: f32, baseline: f32, size: f32) -> Item {
        Item::Text {
            text: s.into(),
            font: FontId::Regular,
            size,
            x,
            baseline,
            align: Align::Left,
            color: Color::BLACK,
            rotation: Rotation::Upright,
        }
    }

    fn line(a: Pt2, b: Pt2, width: f32) -> Item {
        Item::Line {
            from: a,
            to: b,
            stroke: Stroke {
                width,
                color: Color::BLACK,
            },
        }
    }

    fn page(items: Vec<Item>) -> Page {
        Page {
            width: 400.0,
            height: 400.0,
            trim: Rect::new(0.0, 0.0, 400.0, 400.0),
            live: Rect::new(20.0, 20.0, 360.0, 360.0),
            items,
            kept: Vec::new(),
        }
    }

    fn rules(items: Vec<Item>) -> Vec<Rule> {
        check_page(&page(items), 1, 7.0)
            .iter()
            .map(|f| f.rule)
            .collect()
    }

    #[test]
    fn ink_comes_from_the_outlines() {
        // A digit's ink sits inside its advance and above the baseline, under the ascent.
        let t = text("7", 100.0, 100.0, 20.0);
        let ink = t.ink().unwrap();
        let b = t.bounds();
        assert!(b.contains(&ink), "{ink:?} in {b:?}");
        assert!(ink.bottom() <= 100.01 && ink.y > b.y + 1.0, "{ink:?}");
        // A descender reaches below the baseline; a space prints nothing.
        assert!(text("g", 0.0, 100.0, 20.0).ink().unwrap().bottom() > 102.0);
        assert!(text(" ", 0.0, 100.0, 20.0).ink().is_none());
    }

    #[test]
    fn texts_that_share_ink_are_found_and_neighbours_are_not() {
        assert_eq!(
            rules(vec![
                text("12", 100.0, 100.0, 10.0),
                text("3", 104.0, 102.0, 10.0)
            ]),
            [Rule::Overlap]
        );
        // Lines of a paragraph, and digits side by side, do not collide.
        assert!(
            rules(vec![
                text("Quality gj", 100.0, 100.0, 10.0),
                text("ÀÉ Ťop", 100.0, 113.5, 10.0),
                text("1", 200.0, 100.0, 10.0),
                text("2", 206.0, 100.0, 10.0),
            ])
            .is_empty()
        );
    }

    #[test]
    fn text_into_a_wall_is_found_and_a_strike_through_is_not() {
        let wall = line(pt(110.0, 50.0), pt(110.0, 150.0), 2.0);
        assert_eq!(
            rules(vec![wall.clone(), text("15+", 100.0, 100.0, 8.0)]),
            [Rule::Overlap]
        );
        assert!(rules(vec![wall, text("15+", 80.0, 100.0, 8.0)]).is_empty());
        // A stroke through a candidate, and a diagonal line passing clear of a text's box.
        let t = text("4", 100.0, 100.0, 10.0);
        let c = t.ink().unwrap();
        let strike = line(
            pt(c.x - 1.0, c.bottom() + 1.0),
            pt(c.right() + 1.0, c.y - 1.0),
            0.75,
        );
        let clear = line(
            pt(c.right() + 3.0, c.y - 10.0),
            pt(c.right() + 13.0, c.y),
            0.75,
        );
        assert!(rules(vec![t, strike, clear]).is_empty());
    }

    #[test]
    fn a_fill_painted_over_lines_is_found() {
        let grid = Item::Rect {
            rect: Rect::new(100.0, 100.0, 50.0, 50.0),
            fill: None,
            stroke: Some(Stroke {
                width: 1.0,
                color: Color::BLACK,
            }),
        };
        let cream = Item::Rect {
            rect: Rect::new(100.0, 100.0, 50.0, 50.0),
            fill: Some(Color::rgb(1.0, 0.95, 0.85)),
            stroke: None,
        };
        assert_eq!(rules(vec![grid.clone(), cream.clone()]), [Rule::Hidden]);
        // Under the lines it is a background.
        assert!(rules(vec![cream, grid]).is_empty());
    }

    #[test]
    fn an_arrowhead_is_tested_by_its_shape_not_its_box() {
        // A diagonal shaft ending at the base of its head: the boxes overlap, the shapes meet
        // only along the base.
        let (tip, base) = (pt(100.0, 100.0), pt(90.0, 90.0));
        let shaft = line(pt(70.0, 70.0), base, 1.0);
        let head = |tip: Pt2| Item::Polygon {
            points: vec![tip, pt(85.0, 95.0), pt(95.0, 85.0)],
            fill: Color::BLACK,
        };
        assert!(rules(vec![shaft.clone(), head(tip)]).is_empty());
        // A head drawn over the middle of a line does hide it.
        let across = line(pt(85.0, 100.0), pt(100.0, 87.0), 1.0);
        assert_eq!(rules(vec![across, head(tip)]), [Rule::Hidden]);
    }

    #[test]
    fn what_must_stay_together_is_found_on_two_pages() {
        let with = |kept: &[&str]| Page {
            kept: kept.iter().map(|s| s.to_string()).collect(),
            ..page(Vec::new())
        };
        let doc = |pages: Vec<Page>| Document {
            title: String::new(),
            author: String::new(),
            pages,
        };
        let found = |d: &Document| {
            split_apart(d)
                .iter()
                .map(|f| (f.rule, f.page))
                .collect::<Vec<_>>()
        };
        // One page holding both pieces (named twice), another thing on the next: fine.
        assert!(found(&doc(vec![with(&["a", "a"]), with(&["b"])])).is_empty());
        // A piece of "a" overleaf, and again two pages on.
        assert_eq!(
            found(&doc(vec![
                with(&["a"]),
                with(&["a", "b"]),
                with(&[]),
                with(&["a"])
            ])),
            [(Rule::KeptTogether, Some(2)), (Rule::KeptTogether, Some(4))]
        );
    }

    #[test]
    fn text_under_the_floor_is_found() {
        assert_eq!(rules(vec![text("3", 100.0, 100.0, 6.5)]), [Rule::TextFloor]);
    }
}
