//! The PNG renderer (tiny-skia, glyph outlines from ttf-parser; the image crate writes the file).
//!
//! It draws the same items as the PDF renderer with the same stroke rules (butt caps, miter
//! joins, miter limit 10), non-zero fills and the same glyph advances, on white, and it copies
//! how poppler (`pdftoppm`) shows the PDF so that a preview is what a reviewer will see:
//! horizontal and vertical lines and rectangles snapped to whole pixels (poppler's stroke
//! adjustment), other shapes antialiased as Splash does, glyphs with exact-area coverage at
//! poppler's glyph positions (see [`super::aa`]). Measured against `pdftoppm` on book pages,
//! the mean difference is well under one grey level.

use image::ImageEncoder;
use tiny_skia::{FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, Transform};

use super::{RenderError, aa, pdf_glyph_width, pdf_num, run_left, validate_page};
use crate::page::{Color, Item, Page, Pt2, Rect, Rotation, Stroke, pt};

/// Largest side of a preview image in pixels (a 11.69 in page at 2400 dpi fits).
const MAX_SIDE: f32 = 30_000.0;

/// Renders one page to PNG bytes at `dpi`. With `guides`, the trim edge, the sheet edge and
/// the live area are drawn over the page (see [`render_pixmap`]).
pub fn render_png(page: &Page, dpi: f32, guides: bool) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_pixmap(page, dpi, guides)?)
}

/// PNG bytes of a rendered pixmap (opaque, so written as RGB).
pub fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    // Rendered pages are opaque (white background), so premultiplied RGBA is plain RGB.
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out).write_image(
        &rgb,
        pixmap.width(),
        pixmap.height(),
        image::ExtendedColorType::Rgb8,
    )?;
    Ok(out)
}

/// Two rendered pages side by side as an open book shows them, the left page's right edge
/// against the right page's left edge (the spine). A missing side (page 1 has no left
/// neighbour, the last even page no right one) is left light grey, as wide as the other page.
pub fn spread(left: Option<&Pixmap>, right: Option<&Pixmap>) -> Option<Pixmap> {
    let (lw, rw) = match (left, right) {
        (Some(l), Some(r)) => (l.width(), r.width()),
        (Some(l), None) => (l.width(), l.width()),
        (None, Some(r)) => (r.width(), r.width()),
        (None, None) => return None,
    };
    let h = left.iter().chain(right.iter()).map(|p| p.height()).max()?;
    let mut out = Pixmap::new(lw + rw, h)?;
    out.fill(tiny_skia::Color::from_rgba8(230, 230, 230, 255));
    for (p, x) in [(left, 0), (right, lw as i32)] {
        if let Some(p) = p {
            let paint = tiny_skia::PixmapPaint::default();
            out.draw_pixmap(x, 0, p.as_ref(), &paint, Transform::identity(), None);
        }
    }
    Some(out)
}

/// The size in pixels of a page rendered at `dpi`: the sheet's size rounded up, as poppler
/// sizes its bitmaps (a hair of tolerance so 432.0001 px stays 432).
pub fn pixel_size(page: &Page, dpi: f32) -> (u32, u32) {
    let px = |pt: f32| (pt * dpi / 72.0 - 1e-3).ceil().max(1.0) as u32;
    (px(page.width), px(page.height))
}

/// Renders one page into a pixmap at `dpi` (72 dpi: one pixel per point).
///
/// `guides` adds, on top of the page, what the printer does with it: the area outside the
/// trim (cut away) tinted red with the trim edge as a red line, the sheet edge in grey, and
/// the live area (inside the margins) as a blue line. Guides are one pixel wide at any dpi.
pub fn render_pixmap(page: &Page, dpi: f32, guides: bool) -> Result<Pixmap, RenderError> {
    validate_page(page, 0)?;
    let (w, h) = (page.width * dpi / 72.0, page.height * dpi / 72.0);
    if !(dpi.is_finite() && dpi >= 1.0 && w <= MAX_SIDE && h <= MAX_SIDE) {
        return Err(RenderError::BadResolution {
            dpi,
            width: w,
            height: h,
        });
    }
    let (pw, ph) = pixel_size(page, dpi);
    let mut pixmap = Pixmap::new(pw, ph).ok_or(RenderError::BadResolution {
        dpi,
        width: w,
        height: h,
    })?;
    pixmap.fill(tiny_skia::Color::WHITE);
    let dev = Device::new(page, dpi);
    for item in &page.items {
        draw_item(&mut pixmap, item, &dev);
    }
    if guides {
        draw_guides(&mut pixmap, page, dpi / 72.0);
    }
    Ok(pixmap)
}

fn paint(c: Color, alpha: f32) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(
        tiny_skia::Color::from_rgba(
            c.r.clamp(0.0, 1.0),
            c.g.clamp(0.0, 1.0),
            c.b.clamp(0.0, 1.0),
            alpha,
        )
        .unwrap_or(tiny_skia::Color::BLACK),
    );
    p.anti_alias = true;
    p
}

fn stroke_style(s: &Stroke) -> tiny_skia::Stroke {
    tiny_skia::Stroke {
        width: s.width,
        miter_limit: 10.0,
        line_cap: LineCap::Butt,
        line_join: LineJoin::Miter,
        dash: None,
    }
}

fn polyline(points: &[Pt2], closed: bool) -> Option<tiny_skia::Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(first.x, first.y);
    for p in rest {
        pb.line_to(p.x, p.y);
    }
    if closed {
        pb.close();
    }
    pb.finish()
}

fn rect_path(r: &Rect) -> Option<tiny_skia::Path> {
    tiny_skia::Rect::from_xywh(r.x, r.y, r.w, r.h).map(PathBuilder::from_rect)
}

/// From page-model points to device pixels, through the numbers the PDF renderer writes and
/// the transform poppler applies to them (in double precision: where an edge lands exactly
/// on half a pixel, the snapping below must round it the way poppler does).
struct Device {
    /// Pixels per point.
    s: f64,
    /// The page height as the MediaBox states it.
    h: f64,
    /// The page height as the content stream's y flip uses it.
    page_h: f32,
}

impl Device {
    fn new(page: &Page, dpi: f32) -> Self {
        Device {
            s: dpi as f64 / 72.0,
            h: pdf_num(page.height),
            page_h: page.height,
        }
    }
    /// A y coordinate as written in the PDF (y up).
    fn pdf_y(&self, y: f32) -> f64 {
        pdf_num(self.page_h - y)
    }
    fn x(&self, x_pdf: f64) -> f64 {
        self.s * x_pdf
    }
    fn y(&self, y_pdf: f64) -> f64 {
        -self.s * y_pdf + self.h * self.s
    }
    fn point(&self, p: Pt2) -> Pt2 {
        pt(self.x(pdf_num(p.x)) as f32, self.y(self.pdf_y(p.y)) as f32)
    }
}

/// Strokes a path by filling its outline as poppler does.
fn stroke_aa(pixmap: &mut Pixmap, points: &[Pt2], closed: bool, s: &Stroke, dev: &Device) {
    let points: Vec<Pt2> = points.iter().map(|&p| dev.point(p)).collect();
    let Some(path) = polyline(&points, closed) else {
        return;
    };
    // Zero width is PDF's thinnest line; a sliver keeps it visible.
    let width = (pdf_num(s.width) * dev.s).max(1.0 / 16.0) as f32;
    let style = stroke_style(&Stroke {
        width,
        color: s.color,
    });
    if let Some(outline) = path.stroke(&style, 1.0) {
        aa::fill_path(pixmap, &outline, s.color);
    }
}

fn draw_item(pixmap: &mut Pixmap, item: &Item, dev: &Device) {
    match item {
        Item::Line { from, to, stroke } => {
            if from == to {
                return; // butt caps: a zero-length segment paints nothing
            }
            if from.x == to.x || from.y == to.y {
                line_snapped(pixmap, *from, *to, stroke, dev);
            } else {
                stroke_aa(pixmap, &[*from, *to], false, stroke, dev);
            }
        }
        Item::Polyline {
            points,
            closed,
            stroke,
        } => stroke_aa(pixmap, points, *closed, stroke, dev),
        Item::Polygon { points, fill } => {
            let points: Vec<Pt2> = points.iter().map(|&p| dev.point(p)).collect();
            if points.len() >= 3
                && let Some(path) = polyline(&points, true)
            {
                aa::fill_path(pixmap, &path, *fill);
            }
        }
        Item::Rect { rect, fill, stroke } => {
            if let Some(c) = fill {
                rect_fill_snapped(pixmap, rect, *c, dev);
            }
            if let Some(s) = stroke {
                rect_stroke_snapped(pixmap, rect, s, dev);
            }
        }
        Item::Text {
            text,
            font,
            size: font_size,
            x,
            baseline,
            align,
            color,
            rotation,
        } => {
            let size = pdf_num(*font_size);
            // Glyphs go where poppler puts them: pen positions from the PDF's numbers and
            // widths, the baseline on a whole pixel row, x on a quarter pixel for small
            // glyphs and a whole pixel for large ones (its glyph cache works that way).
            let y = dev.y(dev.pdf_y(*baseline)).floor() as f32;
            let mut pen = pdf_num(run_left(*font, text, *font_size, *x, *align));
            let mut glyphs = aa::GlyphSegments::new();
            // A turned run goes down (1) or up (-1) the page from its anchor, glyph origins
            // unsnapped: there is no pixel row for its baseline to sit on.
            let turn = match rotation {
                Rotation::Upright => None,
                Rotation::Clockwise => Some(1.0f64),
                Rotation::Counterclockwise => Some(-1.0),
            };
            if let Some(d) = turn {
                glyphs.turn(tiny_skia::Point::from_xy(0.0, d as f32));
            }
            for ch in text.chars() {
                // The font and glyph the PDF shows: a template's font or its fallback.
                let (f, glyph) = font.shown(ch);
                let face = f.face();
                let px_per_unit = (size * dev.s / face.units_per_em() as f64) as f32;
                let bbox = face.global_bounding_box();
                let glyph_h = (bbox.y_max as f32 * px_per_unit).ceil()
                    - (bbox.y_min as f32 * px_per_unit).floor()
                    + 3.0;
                let x_steps = if glyph_h > 50.0 { 1.0 } else { 4.0 };
                let origin = match turn {
                    None => tiny_skia::Point::from_xy(
                        ((dev.x(pen) * x_steps).floor() / x_steps) as f32,
                        y,
                    ),
                    Some(d) => {
                        let along = *baseline as f64 + d * (pen - pdf_num(*x));
                        tiny_skia::Point::from_xy(
                            dev.x(pdf_num(*x)) as f32,
                            dev.y(dev.pdf_y(along as f32)) as f32,
                        )
                    }
                };
                glyphs.place(origin, px_per_unit);
                face.outline_glyph(glyph, &mut glyphs);
                pen += pdf_glyph_width(face, glyph) / 1000.0 * size;
            }
            aa::fill_area(pixmap, &glyphs, *color);
        }
    }
}

/// One edge pair of an axis-aligned shape snapped to device pixels the way poppler's stroke
/// adjustment does: each edge to the nearest pixel boundary, at least one pixel apart. This
/// keeps thin grid lines crisp and of even weight.
fn snap(a: f64, b: f64) -> (f32, f32) {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let lo = (lo + 0.5).floor();
    let hi = (hi + 0.5).floor().max(lo + 1.0);
    (lo as f32, hi as f32)
}

fn fill_device(pixmap: &mut Pixmap, (x0, x1): (f32, f32), (y0, y1): (f32, f32), color: Color) {
    if let Some(r) = tiny_skia::Rect::from_ltrb(x0, y0, x1, y1) {
        pixmap.fill_rect(r, &paint(color, 1.0), Transform::identity(), None);
    }
}

/// A horizontal or vertical line: the rectangle its stroke covers (butt caps), snapped.
fn line_snapped(pixmap: &mut Pixmap, from: Pt2, to: Pt2, s: &Stroke, dev: &Device) {
    let half = pdf_num(s.width) / 2.0;
    let (x0, x1) = (pdf_num(from.x), pdf_num(to.x));
    let (y0, y1) = (dev.pdf_y(from.y), dev.pdf_y(to.y));
    let (xs, ys) = if y0 == y1 {
        (
            snap(dev.x(x0), dev.x(x1)),
            snap(dev.y(y0 + half), dev.y(y0 - half)),
        )
    } else {
        (
            snap(dev.x(x0 - half), dev.x(x0 + half)),
            snap(dev.y(y0), dev.y(y1)),
        )
    };
    fill_device(pixmap, xs, ys, s.color);
}

/// A rectangle as the PDF's `re` gives it: left, bottom, right, top in PDF coordinates.
fn pdf_rect(r: &Rect, dev: &Device) -> [f64; 4] {
    let (x, y) = (pdf_num(r.x), dev.pdf_y(r.bottom()));
    [x, y, x + pdf_num(r.w), y + pdf_num(r.h)]
}

fn rect_fill_snapped(pixmap: &mut Pixmap, r: &Rect, color: Color, dev: &Device) {
    let [l, b, rt, t] = pdf_rect(r, dev);
    fill_device(
        pixmap,
        snap(dev.x(l), dev.x(rt)),
        snap(dev.y(t), dev.y(b)),
        color,
    );
}

/// Strokes a rectangle as four snapped bands, each edge pair (outer and inner edge of one
/// side's stroke) snapped on its own.
fn rect_stroke_snapped(pixmap: &mut Pixmap, r: &Rect, s: &Stroke, dev: &Device) {
    let [l, b, rt, t] = pdf_rect(r, dev);
    let hw = pdf_num(s.width) / 2.0;
    let left = snap(dev.x(l - hw), dev.x(l + hw));
    let right = snap(dev.x(rt - hw), dev.x(rt + hw));
    let top = snap(dev.y(t + hw), dev.y(t - hw));
    let bottom = snap(dev.y(b + hw), dev.y(b - hw));
    let (xs, ys) = ((left.0, right.1), (top.0, bottom.1));
    if top.1 >= bottom.0 || left.1 >= right.0 {
        fill_device(pixmap, xs, ys, s.color); // the stroke covers it all
        return;
    }
    fill_device(pixmap, xs, top, s.color);
    fill_device(pixmap, xs, bottom, s.color);
    fill_device(pixmap, left, (top.1, bottom.0), s.color);
    fill_device(pixmap, right, (top.1, bottom.0), s.color);
}

/// Trim, sheet edge and live area, one device pixel wide, over the page.
fn draw_guides(pixmap: &mut Pixmap, page: &Page, scale: f32) {
    let transform = Transform::from_scale(scale, scale);
    let hairline = |color: Color| Stroke {
        width: 1.0 / scale,
        color,
    };
    let trim_red = Color::rgb(0.86, 0.16, 0.16);
    if page.has_bleed() {
        // Tint what the cutter removes: the sheet minus the trim.
        let mut pb = PathBuilder::new();
        for r in [page.media(), page.trim] {
            if let Some(r) = tiny_skia::Rect::from_xywh(r.x, r.y, r.w, r.h) {
                pb.push_rect(r);
            }
        }
        if let Some(path) = pb.finish() {
            pixmap.fill_path(
                &path,
                &paint(trim_red, 0.12),
                FillRule::EvenOdd,
                transform,
                None,
            );
        }
        // The sheet edge, inset half a pixel so the whole line is on the image.
        let edge = page.media().inflate(-0.5 / scale);
        if let Some(path) = rect_path(&edge) {
            let s = hairline(Color::gray(0.55));
            pixmap.stroke_path(
                &path,
                &paint(s.color, 0.9),
                &stroke_style(&s),
                transform,
                None,
            );
        }
    }
    for (rect, color) in [
        (page.live, Color::rgb(0.2, 0.4, 0.9)),
        (page.trim, trim_red),
    ] {
        // Inset half a pixel: a trim equal to the sheet still shows its line.
        if let Some(path) = rect_path(&rect.inflate(-0.5 / scale)) {
            let s = hairline(color);
            pixmap.stroke_path(
                &path,
                &paint(color, 0.9),
                &stroke_style(&s),
                transform,
                None,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontId;
    use crate::page::{Align, pt};

    fn blank(w: f32, h: f32) -> Page {
        Page {
            width: w,
            height: h,
            trim: Rect::new(0.0, 0.0, w, h),
            live: Rect::new(10.0, 10.0, w - 20.0, h - 20.0),
            items: vec![],
            kept: Vec::new(),
        }
    }

    fn px(p: &Pixmap, x: u32, y: u32) -> [u8; 3] {
        let c = p.pixel(x, y).unwrap();
        [c.red(), c.green(), c.blue()]
    }

    #[test]
    fn size_follows_dpi_and_rounds_up() {
        let p = blank(441.0, 666.0);
        assert_eq!(pixel_size(&p, 72.0), (441, 666));
        assert_eq!(pixel_size(&p, 100.0), (613, 925));
        assert!(render_pixmap(&p, 0.0, false).is_err());
        assert!(render_pixmap(&p, f32::NAN, false).is_err());
    }

    #[test]
    fn rect_fill_lands_where_the_model_says() {
        let mut p = blank(100.0, 100.0);
        p.items.push(Item::Rect {
            rect: Rect::new(10.0, 20.0, 30.0, 40.0),
            fill: Some(Color::rgb(1.0, 0.0, 0.0)),
            stroke: None,
        });
        let pm = render_pixmap(&p, 144.0, false).unwrap();
        assert_eq!(px(&pm, 21, 41), [255, 0, 0]); // just inside the top-left corner
        assert_eq!(px(&pm, 79, 119), [255, 0, 0]); // just inside the bottom-right corner
        assert_eq!(px(&pm, 19, 41), [255, 255, 255]);
        assert_eq!(px(&pm, 21, 39), [255, 255, 255]);
        assert_eq!(px(&pm, 81, 119), [255, 255, 255]);
    }

    #[test]
    fn text_ink_sits_above_the_baseline_within_the_run_width() {
        let mut p = blank(200.0, 100.0);
        let w = FontId::Bold.width("88", 40.0);
        p.items.push(Item::Text {
            text: "88".into(),
            font: FontId::Bold,
            size: 40.0,
            x: 100.0,
            baseline: 70.0,
            align: Align::Center,
            color: Color::BLACK,
            rotation: Rotation::Upright,
        });
        let pm = render_pixmap(&p, 72.0, false).unwrap();
        let dark = |x: u32, y: u32| px(&pm, x, y)[0] < 128;
        let ink: Vec<(u32, u32)> = (0..200)
            .flat_map(|x| (0..100).map(move |y| (x, y)))
            .filter(|&(x, y)| dark(x, y))
            .collect();
        assert!(!ink.is_empty());
        let digit_top = 70.0 - FontId::Bold.digit_height(40.0);
        for &(x, y) in &ink {
            assert!((x as f32) >= 100.0 - w / 2.0 && (x as f32) < 100.0 + w / 2.0);
            assert!(
                (y as f32) >= digit_top - 1.0 && (y as f32) < 70.5,
                "{x},{y}"
            );
        }
    }

    #[test]
    fn guides_mark_trim_and_live_area_only_when_asked() {
        let mut p = blank(109.0, 118.0);
        p.trim = Rect::new(9.0, 9.0, 100.0, 100.0);
        p.live = Rect::new(27.0, 27.0, 64.0, 64.0);
        p.items.push(Item::Line {
            from: pt(0.0, 50.0),
            to: pt(10.0, 50.0),
            stroke: Stroke {
                width: 1.0,
                color: Color::BLACK,
            },
        });
        let plain = render_pixmap(&p, 72.0, false).unwrap();
        let guided = render_pixmap(&p, 72.0, true).unwrap();
        assert_eq!(px(&plain, 60, 9), [255, 255, 255]);
        let trim = px(&guided, 60, 9);
        assert!(trim[0] > 150 && trim[1] < 120, "trim line is red: {trim:?}");
        let live = px(&guided, 60, 27);
        assert!(
            live[2] > 150 && live[0] < 120,
            "live line is blue: {live:?}"
        );
        let bleed = px(&guided, 100, 114);
        assert!(
            bleed[0] > bleed[1] && bleed[1] < 250,
            "bleed is tinted: {bleed:?}"
        );
        assert_eq!(px(&guided, 60, 60), [255, 255, 255], "inside stays white");
    }
}
