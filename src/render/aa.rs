//! Antialiased filling the way poppler renders a PDF, so a preview PNG looks like `pdftoppm`'s
//! view of the same page: [`fill_path`] for vector shapes (slanted strokes, the inequality
//! signs), [`fill_area`] for glyphs.
//!
//! For vector shapes, Splash samples each pixel on a 4 x 4 grid. On every sub-row it fills,
//! besides the inside of the path (non-zero winding at the sub-row's middle), every sub-pixel
//! an edge passes through within that sub-row, so edges come out a little heavy; the coverage
//! (0..16 of 16) then goes through a gamma of 1.5, which lightens partly covered pixels again.

use tiny_skia::{Path, PathSegment, Pixmap, Point};

use crate::page::Color;

/// Sub-samples per pixel along each axis.
const AA: i32 = 4;

/// An edge in sub-pixel units, from top to bottom, with its winding direction.
struct Edge {
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
    dir: i32,
}

/// The path's outline as straight edges in sub-pixel units (curves flattened).
fn edges(path: &Path) -> Vec<Edge> {
    let mut out = Vec::new();
    let mut push = |a: Point, b: Point| {
        let k = AA as f32;
        let (a, b) = (
            Point::from_xy(a.x * k, a.y * k),
            Point::from_xy(b.x * k, b.y * k),
        );
        let (top, bottom, dir) = if a.y <= b.y { (a, b, 1) } else { (b, a, -1) };
        out.push(Edge {
            x0: top.x,
            y0: top.y,
            x1: bottom.x,
            y1: bottom.y,
            dir,
        });
    };
    let (mut start, mut last) = (Point::zero(), Point::zero());
    const STEPS: usize = 8;
    for seg in path.segments() {
        match seg {
            PathSegment::MoveTo(p) => {
                if last != start {
                    push(last, start);
                }
                start = p;
                last = p;
            }
            PathSegment::LineTo(p) => {
                push(last, p);
                last = p;
            }
            PathSegment::QuadTo(c, p) => {
                let at = |t: f32| {
                    let u = 1.0 - t;
                    Point::from_xy(
                        u * u * last.x + 2.0 * u * t * c.x + t * t * p.x,
                        u * u * last.y + 2.0 * u * t * c.y + t * t * p.y,
                    )
                };
                for i in 1..=STEPS {
                    push(
                        at((i - 1) as f32 / STEPS as f32),
                        at(i as f32 / STEPS as f32),
                    );
                }
                last = p;
            }
            PathSegment::CubicTo(c1, c2, p) => {
                let at = |t: f32| {
                    let u = 1.0 - t;
                    Point::from_xy(
                        u * u * u * last.x
                            + 3.0 * u * u * t * c1.x
                            + 3.0 * u * t * t * c2.x
                            + t * t * t * p.x,
                        u * u * u * last.y
                            + 3.0 * u * u * t * c1.y
                            + 3.0 * u * t * t * c2.y
                            + t * t * t * p.y,
                    )
                };
                for i in 1..=STEPS {
                    push(
                        at((i - 1) as f32 / STEPS as f32),
                        at(i as f32 / STEPS as f32),
                    );
                }
                last = p;
            }
            PathSegment::Close => {
                if last != start {
                    push(last, start);
                }
                last = start;
            }
        }
    }
    if last != start {
        push(last, start);
    }
    out
}

/// Fills `path` (device pixels, non-zero winding) with `color` onto an opaque pixmap.
pub(crate) fn fill_path(pixmap: &mut Pixmap, path: &Path, color: Color) {
    let edges = edges(path);
    let (w, h) = (pixmap.width() as i32, pixmap.height() as i32);
    let b = path.bounds();
    let px0 = (b.left().floor() as i32 - 1).max(0);
    let px1 = (b.right().ceil() as i32 + 1).min(w);
    let py0 = (b.top().floor() as i32 - 1).max(0);
    let py1 = (b.bottom().ceil() as i32 + 1).min(h);
    if px0 >= px1 || py0 >= py1 {
        return;
    }
    let bw = (px1 - px0) as usize;
    // Covered sub-samples per pixel of the bounding box.
    let mut cover = vec![0u8; bw * (py1 - py0) as usize];
    let mut spans: Vec<(i32, i32, i32)> = Vec::new();
    for sy in py0 * AA..py1 * AA {
        let (top, bottom, mid) = (sy as f32, (sy + 1) as f32, sy as f32 + 0.5);
        spans.clear();
        for e in &edges {
            if e.y1 < top || e.y0 > bottom || (e.y0 == e.y1 && (e.y0 == bottom)) {
                continue;
            }
            let x_at = |y: f32| {
                if e.y1 == e.y0 {
                    e.x0
                } else {
                    e.x0 + (e.x1 - e.x0) * (y - e.y0) / (e.y1 - e.y0)
                }
            };
            let (xa, xb) = if e.y0 == e.y1 {
                (e.x0, e.x1)
            } else {
                (x_at(top.max(e.y0)), x_at(bottom.min(e.y1)))
            };
            let count = if e.y0 <= mid && mid < e.y1 { e.dir } else { 0 };
            spans.push((xa.min(xb).floor() as i32, xa.max(xb).floor() as i32, count));
        }
        spans.sort_unstable_by_key(|s| s.0);
        let row = ((sy / AA - py0) as usize) * bw;
        let mut i = 0;
        while i < spans.len() {
            let (x0, mut x1, mut winding) = spans[i];
            i += 1;
            // Extend the run over touching edges and, while inside, up to the next edge.
            while i < spans.len() && (spans[i].0 <= x1 || winding != 0) {
                x1 = x1.max(spans[i].1);
                winding += spans[i].2;
                i += 1;
            }
            let lo = x0.max(px0 * AA);
            let hi = x1.min(px1 * AA - 1);
            for sx in lo..=hi {
                cover[row + (sx / AA - px0) as usize] += 1;
            }
        }
    }
    let data = pixmap.data_mut();
    let src = [color.r, color.g, color.b].map(|c| c.clamp(0.0, 1.0) * 255.0);
    for y in py0..py1 {
        for x in px0..px1 {
            let n = cover[(y - py0) as usize * bw + (x - px0) as usize];
            if n == 0 {
                continue;
            }
            let a = (n.min(16) as f32 / 16.0).powf(1.5);
            let at = ((y * w + x) * 4) as usize;
            for (k, s) in src.iter().enumerate() {
                let d = data[at + k] as f32;
                data[at + k] = (d + (s - d) * a).round() as u8;
            }
        }
    }
}

/// Glyph outlines collected as straight segments in device pixels (y down), for
/// [`fill_area`]. Feeds from ttf-parser: font units, y up, placed at an origin and scale.
pub(crate) struct GlyphSegments {
    segments: Vec<(Point, Point)>,
    origin: Point,
    scale: f32,
    /// The run's advance direction on the page (a unit vector, y down): (1, 0) upright.
    advance: Point,
    start: Point,
    last: Point,
}

impl GlyphSegments {
    pub(crate) fn new() -> Self {
        GlyphSegments {
            segments: Vec::new(),
            origin: Point::zero(),
            scale: 1.0,
            advance: Point::from_xy(1.0, 0.0),
            start: Point::zero(),
            last: Point::zero(),
        }
    }

    /// Places the next glyph: its origin in device pixels and pixels per font unit.
    pub(crate) fn place(&mut self, origin: Point, scale: f32) {
        self.origin = origin;
        self.scale = scale;
    }

    /// Turns the glyphs that follow: `advance` is the run's direction on the page, and a
    /// glyph's up is that direction turned a quarter counterclockwise on the page.
    pub(crate) fn turn(&mut self, advance: Point) {
        self.advance = advance;
    }

    fn at(&self, x: f32, y: f32) -> Point {
        let (a, s) = (self.advance, self.scale);
        Point::from_xy(
            self.origin.x + (x * a.x + y * a.y) * s,
            self.origin.y + (x * a.y - y * a.x) * s,
        )
    }

    fn line(&mut self, p: Point) {
        self.segments.push((self.last, p));
        self.last = p;
    }

    /// Straight pieces for a curve given by `at(t)`, fine enough that no piece strays more
    /// than ~1/20 pixel from the curve (`bend` is the control polygon's deviation).
    fn curve(&mut self, bend: f32, at: impl Fn(f32) -> Point) {
        let n = ((bend / 0.2).sqrt().ceil() as usize).clamp(1, 64);
        for i in 1..=n {
            self.line(at(i as f32 / n as f32));
        }
    }
}

impl ttf_parser::OutlineBuilder for GlyphSegments {
    fn move_to(&mut self, x: f32, y: f32) {
        self.start = self.at(x, y);
        self.last = self.start;
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let p = self.at(x, y);
        self.line(p);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let (p0, c, p) = (self.last, self.at(x1, y1), self.at(x, y));
        let bend = (p0.x - 2.0 * c.x + p.x).hypot(p0.y - 2.0 * c.y + p.y);
        self.curve(bend, |t| {
            let u = 1.0 - t;
            Point::from_xy(
                u * u * p0.x + 2.0 * u * t * c.x + t * t * p.x,
                u * u * p0.y + 2.0 * u * t * c.y + t * t * p.y,
            )
        });
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let (p0, c1, c2, p) = (self.last, self.at(x1, y1), self.at(x2, y2), self.at(x, y));
        let bend = (p0.x - 2.0 * c1.x + c2.x)
            .hypot(p0.y - 2.0 * c1.y + c2.y)
            .max((c1.x - 2.0 * c2.x + p.x).hypot(c1.y - 2.0 * c2.y + p.y))
            * 1.5;
        self.curve(bend, |t| {
            let u = 1.0 - t;
            let (a, b, c, d) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
            Point::from_xy(
                a * p0.x + b * c1.x + c * c2.x + d * p.x,
                a * p0.y + b * c1.y + c * c2.y + d * p.y,
            )
        });
    }
    fn close(&mut self) {
        if self.last != self.start {
            let s = self.start;
            self.line(s);
        }
    }
}

/// Fills glyph outlines with exact-area antialiasing (each pixel gets the share of its area
/// the outline covers, no gamma), as FreeType renders the glyphs poppler draws.
pub(crate) fn fill_area(pixmap: &mut Pixmap, glyphs: &GlyphSegments, color: Color) {
    let segs = &glyphs.segments;
    if segs.is_empty() {
        return;
    }
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for (a, b) in segs {
        for p in [a, b] {
            x0 = x0.min(p.x);
            y0 = y0.min(p.y);
            x1 = x1.max(p.x);
            y1 = y1.max(p.y);
        }
    }
    // A local buffer over the outline's bounding box cut to the image, plus a column for
    // the last carry; edges are clipped to it so a run off the page costs nothing.
    let (w, h) = (pixmap.width() as f32, pixmap.height() as f32);
    let (ox, oy) = (x0.max(0.0).floor(), y0.max(0.0).floor());
    let (rx, by) = (x1.min(w).ceil(), y1.min(h).ceil());
    if ox >= rx || oy >= by {
        return;
    }
    let bw = (rx - ox) as usize + 2;
    let bh = (by - oy) as usize;
    let mut acc = vec![0f32; bw * bh];
    let mut clipped = Vec::new();
    for &(a, b) in segs {
        clip(a, b, [ox, oy, rx, by], &mut clipped);
    }
    for (a, b) in clipped {
        let a = Point::from_xy(a.x - ox, a.y - oy);
        let b = Point::from_xy(b.x - ox, b.y - oy);
        accumulate(&mut acc, bw, a, b);
    }
    let (w, h) = (w as i32, h as i32);
    let src = [color.r, color.g, color.b].map(|c| c.clamp(0.0, 1.0) * 255.0);
    let data = pixmap.data_mut();
    for row in 0..bh {
        let y = oy as i32 + row as i32;
        let mut sum = 0.0;
        for col in 0..bw {
            sum += acc[row * bw + col];
            let x = ox as i32 + col as i32;
            let a = sum.abs().min(1.0);
            if a < 1.0 / 512.0 || x < 0 || y < 0 || x >= w || y >= h {
                continue;
            }
            let at = ((y * w + x) * 4) as usize;
            for (k, s) in src.iter().enumerate() {
                let d = data[at + k] as f32;
                data[at + k] = (d + (s - d) * a).round() as u8;
            }
        }
    }
}

/// Cuts an edge to the window `[left, top, right, bottom]` for area accumulation: parts above
/// or below are dropped (rows are independent), parts right of it too (they only affect
/// columns further right), and parts left of it become a vertical edge on the left border
/// (they cover every visible column of their rows, as the original does).
fn clip(a: Point, b: Point, [left, top, right, bottom]: [f32; 4], out: &mut Vec<(Point, Point)>) {
    let lerp =
        |a: Point, b: Point, t: f32| Point::from_xy(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    // Vertical extent first.
    let (mut a, mut b) = (a, b);
    for (bound, keep_below) in [(top, true), (bottom, false)] {
        let inside = |p: Point| {
            if keep_below {
                p.y >= bound
            } else {
                p.y <= bound
            }
        };
        match (inside(a), inside(b)) {
            (true, true) => {}
            (false, false) => return,
            (ai, _) => {
                let m = Point::from_xy(lerp(a, b, (bound - a.y) / (b.y - a.y)).x, bound);
                if ai { b = m } else { a = m }
            }
        }
    }
    // Then right: drop what lies beyond.
    if a.x > right && b.x > right {
        return;
    }
    if (a.x > right) != (b.x > right) {
        let m = Point::from_xy(right, lerp(a, b, (right - a.x) / (b.x - a.x)).y);
        if a.x > right { a = m } else { b = m }
    }
    // Then left: what lies before becomes a border edge.
    let border = |p: Point| Point::from_xy(left, p.y);
    match (a.x < left, b.x < left) {
        (false, false) => out.push((a, b)),
        (true, true) => out.push((border(a), border(b))),
        (a_out, _) => {
            let m = Point::from_xy(left, lerp(a, b, (left - a.x) / (b.x - a.x)).y);
            if a_out {
                out.push((border(a), m));
                out.push((m, b));
            } else {
                out.push((a, m));
                out.push((m, border(b)));
            }
        }
    }
}

/// Adds one edge's signed area contributions, row by row: each row's running sum (left to
/// right) of `acc` is then the covered fraction of each pixel.
fn accumulate(acc: &mut [f32], bw: usize, a: Point, b: Point) {
    if a.y == b.y {
        return;
    }
    let (dir, top, bottom) = if a.y < b.y { (1.0, a, b) } else { (-1.0, b, a) };
    let dxdy = (bottom.x - top.x) / (bottom.y - top.y);
    let mut x = top.x;
    let rows = top.y.floor() as usize..(bottom.y.ceil() as usize).min(acc.len() / bw);
    for row in rows {
        let line = row * bw;
        let dy = (row as f32 + 1.0).min(bottom.y) - (row as f32).max(top.y);
        let x_next = x + dxdy * dy;
        let d = dy * dir;
        let (l, r) = if x < x_next { (x, x_next) } else { (x_next, x) };
        let l_floor = l.floor();
        let li = l_floor as usize;
        let ri = r.ceil() as usize;
        if ri <= li + 1 {
            // The edge stays within one pixel column on this row: split by its mid x.
            let mid = 0.5 * (x + x_next) - l_floor;
            acc[line + li] += d - d * mid;
            acc[line + li + 1] += d * mid;
        } else {
            // The edge crosses several columns: the area left of it grows linearly, with
            // triangles at both ends.
            let s = 1.0 / (r - l);
            let lf = l - l_floor;
            let a0 = 0.5 * s * (1.0 - lf) * (1.0 - lf);
            let rf = r - r.ceil() + 1.0;
            let am = 0.5 * s * rf * rf;
            acc[line + li] += d * a0;
            if ri == li + 2 {
                acc[line + li + 1] += d * (1.0 - a0 - am);
            } else {
                let a1 = s * (1.5 - lf);
                acc[line + li + 1] += d * (a1 - a0);
                for xi in li + 2..ri - 1 {
                    acc[line + xi] += d * s;
                }
                let a2 = a1 + (ri - li - 3) as f32 * s;
                acc[line + ri - 1] += d * (1.0 - a2 - am);
            }
            acc[line + ri] += d * am;
        }
        x = x_next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixmap(w: u32, h: u32) -> Pixmap {
        let mut p = Pixmap::new(w, h).unwrap();
        p.fill(tiny_skia::Color::WHITE);
        p
    }

    fn rect_glyph(x0: f32, y0: f32, x1: f32, y1: f32) -> GlyphSegments {
        // Font units with y up: origin (0, 0) at scale 1 and y flipped, so pass -y.
        let mut g = GlyphSegments::new();
        use ttf_parser::OutlineBuilder;
        g.move_to(x0, -y0);
        g.line_to(x1, -y0);
        g.line_to(x1, -y1);
        g.line_to(x0, -y1);
        g.close();
        g
    }

    fn red(p: &Pixmap, x: u32, y: u32) -> u8 {
        p.pixel(x, y).unwrap().red()
    }

    #[test]
    fn area_coverage_is_exact_for_a_box() {
        let mut p = pixmap(6, 3);
        fill_area(&mut p, &rect_glyph(1.25, 0.0, 3.75, 2.0), Color::BLACK);
        let row: Vec<u8> = (0..6).map(|x| red(&p, x, 1)).collect();
        // 75 % covered at both ends, full in the middle.
        assert_eq!(row, [255, 64, 0, 64, 255, 255]);
        assert_eq!(red(&p, 2, 2), 255);
    }

    #[test]
    fn area_fill_clips_to_the_image() {
        let mut p = pixmap(4, 4);
        // Mostly off the image on every side; the visible part is fully covered.
        fill_area(&mut p, &rect_glyph(-50.0, -50.0, 2.5, 60.0), Color::BLACK);
        for y in 0..4 {
            assert_eq!(
                [red(&p, 0, y), red(&p, 1, y), red(&p, 2, y), red(&p, 3, y)],
                [0, 0, 128, 255]
            );
        }
    }

    #[test]
    fn splash_fill_counts_touched_sub_pixels_then_applies_gamma() {
        // A box from x = 1.6 to 3.4 covers 40 % of pixels 1 and 3; Splash counts the two
        // sub-pixel columns its edges touch in each (8 of 16 samples), then coverage^1.5.
        let mut p = pixmap(6, 3);
        let mut pb = tiny_skia::PathBuilder::new();
        pb.push_rect(tiny_skia::Rect::from_ltrb(1.6, 0.0, 3.4, 3.0).unwrap());
        fill_path(&mut p, &pb.finish().unwrap(), Color::BLACK);
        let row: Vec<u8> = (0..6).map(|x| red(&p, x, 1)).collect();
        let edge = (255.0 * (1.0 - 0.5f32.powf(1.5))).round() as u8;
        assert_eq!(row, [255, edge, 0, edge, 255, 255]);
    }
}
