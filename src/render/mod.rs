//! Renderers: each draws the page model and decides nothing about layout.
//!
//! What the renderers must agree on (where a text run starts, which glyph a character
//! gets) lives here, so the PDF and the PNG preview cannot drift apart.

mod aa;
pub mod pdf;
pub mod png;
pub mod svg;
mod webfont;

pub use pdf::{ColourOutput, PdfOptions, PdfX, render_pdf, render_pdf_with};
pub use png::{encode_png, render_pixmap, render_png, spread};
pub use svg::{SvgText, render_svg, svg_fragment};

use crate::fonts::FontId;
use crate::page::{Align, Item, Page};

/// Why a page or document could not be rendered.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("the document has no pages")]
    NoPages,
    /// `page` is 1-based; 0 when rendering a lone page that has no number.
    #[error("{}: {reason}", place(*page, None))]
    BadPage { page: usize, reason: String },
    #[error("{}: {reason}", place(*page, Some(*item)))]
    BadItem {
        page: usize,
        item: usize,
        reason: String,
    },
    #[error("resolution {dpi} dpi gives a {width} x {height} px image; use 1 to 2400 dpi")]
    BadResolution { dpi: f32, width: f32, height: f32 },
    #[error("cannot embed font {font}: {reason}")]
    Font { font: String, reason: String },
    #[error("writing the PDF failed: {0}")]
    Pdf(#[from] std::io::Error),
    #[error("encoding the PNG failed: {0}")]
    Png(#[from] image::ImageError),
}

fn place(page: usize, item: Option<usize>) -> String {
    let page = match page {
        0 => "the page".to_string(),
        n => format!("page {n}"),
    };
    match item {
        Some(i) => format!("{page}, item {i}"),
        None => page,
    }
}

/// Checks what a renderer cannot draw sensibly: non-finite numbers, negative sizes, an empty
/// sheet. `number` is the 1-based page number used in messages (0: none).
pub(crate) fn validate_page(page: &Page, number: usize) -> Result<(), RenderError> {
    let finite = |v: &[f32]| v.iter().all(|x| x.is_finite());
    let r = |rect: &crate::page::Rect| [rect.x, rect.y, rect.w, rect.h];
    if !(page.width.is_finite() && page.height.is_finite() && page.width > 0.0 && page.height > 0.0)
    {
        return Err(RenderError::BadPage {
            page: number,
            reason: format!(
                "sheet size {} x {} pt is not positive",
                page.width, page.height
            ),
        });
    }
    if !finite(&r(&page.trim))
        || !finite(&r(&page.live))
        || page.trim.w <= 0.0
        || page.trim.h <= 0.0
    {
        return Err(RenderError::BadPage {
            page: number,
            reason: "trim or live box is not a finite, non-empty rectangle".into(),
        });
    }
    for (i, item) in page.items.iter().enumerate() {
        let bad = |reason: &str| RenderError::BadItem {
            page: number,
            item: i + 1,
            reason: reason.into(),
        };
        let stroke_ok = |s: &crate::page::Stroke| s.width.is_finite() && s.width >= 0.0;
        let ok = match item {
            Item::Line { from, to, stroke } => {
                finite(&[from.x, from.y, to.x, to.y]) && stroke_ok(stroke)
            }
            Item::Polyline { points, stroke, .. } => {
                points.iter().all(|p| finite(&[p.x, p.y])) && stroke_ok(stroke)
            }
            Item::Polygon { points, .. } => points.iter().all(|p| finite(&[p.x, p.y])),
            Item::Rect { rect, stroke, .. } => {
                finite(&r(rect)) && stroke.as_ref().is_none_or(stroke_ok)
            }
            Item::Text {
                size, x, baseline, ..
            } => finite(&[*size, *x, *baseline]) && *size > 0.0,
        };
        if !ok {
            return Err(bad(
                "a coordinate is not finite, or a size or line width is negative",
            ));
        }
    }
    Ok(())
}

/// A number as the PDF renderer writes it: rounded to 1/1000 pt (far below any printer's
/// resolution), so files stay short. The PNG renderer starts from the same numbers.
pub(crate) fn pdf_num(v: f32) -> f64 {
    let r = (v as f64 * 1000.0).round() / 1000.0;
    if r == 0.0 { 0.0 } else { r }
}

/// A glyph's advance as the PDF's width array states it: thousandths of the font size.
pub(crate) fn pdf_glyph_width(face: &ttf_parser::Face, glyph: ttf_parser::GlyphId) -> f64 {
    let advance = face.glyph_hor_advance(glyph).unwrap_or(0) as f32;
    pdf_num(advance * 1000.0 / face.units_per_em() as f32)
}

/// Where a text run's left end sits, from its anchor: the same advance widths the layout used.
pub(crate) fn run_left(font: FontId, text: &str, size: f32, x: f32, align: Align) -> f32 {
    let w = font.width(text, size);
    match align {
        Align::Left => x,
        Align::Center => x - w / 2.0,
        Align::Right => x - w,
    }
}
