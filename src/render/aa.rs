//! Antialiased filling of polygonal paths the way poppler's Splash rasteriser does it, so a
//! preview PNG shows slanted strokes and filled shapes (the inequality signs) with the same
//! weight as `pdftoppm` shows the PDF.
//!
//! Splash samples each pixel on a 4 x 4 grid. On every sub-row it fills, besides the inside
//! of the path (non-zero winding at the sub-row's middle), every sub-pixel an edge passes
//! through within that sub-row, so edges come out a little heavy; the coverage (0..16 of 16)
//! then goes through a gamma of 1.5, which lightens partly covered pixels again.

use tiny_skia::{Path, PathSegment, Pixmap, Point};

use crate::layout::page::Color;

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
pub(crate) fn fill(pixmap: &mut Pixmap, path: &Path, color: Color) {
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
