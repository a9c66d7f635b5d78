//! The cover pipeline: spec -> the interior book (its page count and its puzzles, from the
//! very functions `bookmaker build` runs) -> cover layout -> cover preflight -> PDF.
//!
//! The cover is built from the interior rather than beside it: the spine width is the
//! interior's page count times the paper's caliper, and a second count kept anywhere else
//! could drift from the book it wraps. Building the interior costs a second at most.
//!
//! The preflight checks the sheet against KDP's cover formula, every content item's ink
//! against the safe zones and the barcode area, text sizes, line weights and glyphs, and,
//! after rendering, that every font in the PDF is embedded.

use crate::book::{self, Book, BookError};
use crate::fonts::FontId;
use crate::kdp::{Finding, KDP, Report, Rule, Severity};
use crate::layout::cover::{
    CoverInput, CoverLayout, Geometry, Shown, SpineText, ink_bounds, lay_out_cover,
};
use crate::page::{Color, Document, Item, PT_PER_IN, Page, Rect};
use crate::render::{PdfOptions, RenderError};
use crate::spec::{self, Spec};
use std::path::Path;

/// Everything that can stop a cover.
#[derive(Debug, thiserror::Error)]
pub enum CoverError {
    /// The interior could not be built, so neither can its cover.
    #[error(transparent)]
    Book(#[from] BookError),
    #[error("the cover does not pass {name} preflight, so no file was written:\n{0}", name = .0.platform.name())]
    Preflight(Report),
    #[error("cannot render the cover: {0}")]
    Render(#[from] RenderError),
}

impl CoverError {
    /// True when the user's spec or output path is at fault (exit code 2): the only file a
    /// cover writes is the one the user named.
    pub fn is_input(&self) -> bool {
        match self {
            CoverError::Book(e) => e.is_input(),
            CoverError::Preflight(_) => true,
            CoverError::Render(_) => false,
        }
    }
}

/// A laid-out, preflighted cover.
#[derive(Clone, Debug)]
pub struct Cover {
    pub layout: CoverLayout,
    /// Passes; may hold warnings.
    pub report: Report,
    pub title: String,
    pub author: String,
    /// How the platform wants the cover PDF written.
    pub pdf: PdfOptions,
}

impl Cover {
    /// The cover as a one-page document.
    pub fn document(&self) -> Document {
        Document {
            title: self.title.clone(),
            author: self.author.clone(),
            pages: vec![self.layout.page.clone()],
        }
    }
}

/// Builds the interior of `spec` as `bookmaker build` does, then its cover.
pub fn build(spec: &Spec) -> Result<Cover, CoverError> {
    let book = book::build(spec, &|| {})?;
    cover_of(spec, &book)
}

/// The cover page of `spec`'s book: what `preview --cover` draws.
pub fn cover_page(spec: &Spec) -> Result<Page, CoverError> {
    Ok(build(spec)?.layout.page)
}

/// The puzzle printed as number `n` in the book, with its level.
fn puzzle_numbered<'a>(book: &'a Book, spec: &Spec, n: usize) -> Option<Shown<'a>> {
    book.plan
        .sections
        .iter()
        .zip(&book.puzzles)
        .zip(&spec.sections)
        .find_map(|((plan, made), sec)| {
            let pos = n.checked_sub(plan.first_number)?;
            made.get(pos).map(|m| Shown {
                puzzle: &*m.generated.puzzle,
                number: n,
                level: sec.level,
            })
        })
}

/// The default front artwork: of the last section's puzzles other than the sample, the one
/// with the most printed digits (the later one on a tie: harder, in display order).
fn default_artwork(book: &Book, sample: usize) -> usize {
    let (Some(plan), Some(made)) = (book.plan.sections.last(), book.puzzles.last()) else {
        return sample;
    };
    made.iter()
        .enumerate()
        .map(|(pos, m)| (plan.number_of(pos), m))
        .filter(|&(n, _)| n != sample || made.len() == 1)
        .max_by_key(|&(n, m)| {
            let givens = m.generated.puzzle.clue_counts();
            let givens = givens.iter().find(|c| c.0 == "givens").map_or(0, |c| c.1);
            (givens, n)
        })
        .map_or(sample, |(n, _)| n)
}

/// The cover of an interior already built from `spec`.
pub fn cover_of(spec: &Spec, book: &Book) -> Result<Cover, CoverError> {
    // `check`'s cover first, as `book::build` runs `check`'s pages: what `check` refuses is
    // refused here too, so that the two always agree (stand-ins show the most a cover can).
    let checked = check(spec)?;
    if !checked.passes() {
        return Err(CoverError::Preflight(checked));
    }
    // The page count the interior PDF has: the plan's, which the page preflight has already
    // held the laid-out document to.
    let pages = book.document.pages.len();
    let total = spec.puzzle_count();
    let missing = |n| {
        BookError::Spec(crate::spec::SpecError {
            file: spec.file.clone(),
            at: None,
            message: format!("the book has no puzzle number {n} for the cover"),
            help: Some(format!("use a puzzle number from 1 to {total}")),
        })
    };
    let sample_n = spec.cover.sample_number(total);
    let artwork_n = spec
        .cover
        .artwork
        .unwrap_or_else(|| default_artwork(book, sample_n));
    let artwork = puzzle_numbered(book, spec, artwork_n).ok_or_else(|| missing(artwork_n))?;
    let sample = puzzle_numbered(book, spec, sample_n).ok_or_else(|| missing(sample_n))?;
    let per_level = book.plan.puzzles_per_level();
    let lay = |sample: Shown| {
        lay_out_cover(&CoverInput {
            spec,
            pages,
            per_level: &per_level,
            artwork,
            sample,
        })
    };
    let layout = fitting_sample(spec, &book.plan, lay(sample), |n| {
        puzzle_numbered(book, spec, n).map(&lay)
    });
    let mut report = preflight(&layout, spec.trim.width_in, spec.trim.height_in);
    check_contrast(&mut report, &spec.cover);
    if !report.passes() {
        return Err(CoverError::Preflight(report));
    }
    Ok(Cover {
        layout,
        report,
        title: spec.title.clone(),
        author: spec.author.clone(),
        pdf: book::pdf_options(spec, true),
    })
}

/// The cover's preflight without generating, as `bookmaker check` runs it: the cover laid
/// out for the plan's page count, with stand-in grids of the right kinds and sizes for the
/// artwork and the sample. Returns the report whether it passes or not; errors only for what
/// stops layout (a puzzle number the book does not have).
pub fn check(spec: &Spec) -> Result<Report, CoverError> {
    let layout = check_layout(spec)?;
    let mut report = preflight(&layout, spec.trim.width_in, spec.trim.height_in);
    check_contrast(&mut report, &spec.cover);
    Ok(report)
}

/// The cover `check` lays out: the plan's page count and stand-in grids of the right kinds
/// and sizes for the artwork and the sample (see [`check`]).
pub fn check_layout(spec: &Spec) -> Result<CoverLayout, CoverError> {
    let plan = crate::plan::Plan::new(spec);
    let total = spec.puzzle_count();
    let stand_in = |n: usize| {
        let slot = n.checked_sub(1).and_then(|i| plan.slots.get(i));
        slot.map(|s| (s.kind.stand_in(s.shape).0, s.level))
            .ok_or_else(|| {
                BookError::Spec(crate::spec::SpecError {
                    file: spec.file.clone(),
                    at: None,
                    message: format!("the book has no puzzle number {n} for the cover"),
                    help: Some(format!("use a puzzle number from 1 to {total}")),
                })
            })
    };
    let sample_n = spec.cover.sample_number(total);
    // The real default artwork is chosen from generated puzzles; any of the last section's
    // lays out the same, as they share a kind and a size.
    let artwork_n = spec.cover.artwork.unwrap_or(total);
    let (artwork, artwork_level) = stand_in(artwork_n)?;
    let (sample, sample_level) = stand_in(sample_n)?;
    let per_level = plan.puzzles_per_level();
    let lay = |sample: &dyn crate::kind::Puzzle, number: usize, level| {
        lay_out_cover(&CoverInput {
            spec,
            pages: plan.page_count(),
            per_level: &per_level,
            artwork: Shown {
                puzzle: &*artwork,
                number: artwork_n,
                level: artwork_level,
            },
            sample: Shown {
                puzzle: sample,
                number,
                level,
            },
        })
    };
    let first = lay(&*sample, sample_n, sample_level);
    Ok(fitting_sample(spec, &plan, first, |n| {
        let (p, level) = stand_in(n).ok()?;
        Some(lay(&*p, n, level))
    }))
}

/// The rule for a sample grid the back has no room for (a 15x15 nonogram beside the barcode
/// of a 5x8 book): when the spec names no sample, the first puzzle of each later section is
/// tried in turn (a section's puzzles share a kind and a size), and the first that fits is
/// shown; when none does, or the spec named its sample, the back goes without one and the
/// preflight warns.
fn fitting_sample(
    spec: &Spec,
    plan: &crate::plan::Plan,
    first: CoverLayout,
    lay: impl Fn(usize) -> Option<CoverLayout>,
) -> CoverLayout {
    if first.sample_shown || spec.cover.sample.is_some() {
        return first;
    }
    plan.sections
        .iter()
        .skip(1)
        .filter_map(|s| lay(s.first_number))
        .find(|l| l.sample_shown)
        .unwrap_or(first)
}

/// Renders the cover to PDF bytes, and checks the fonts in them are embedded.
pub fn render(cover: &Cover) -> Result<Vec<u8>, CoverError> {
    let bytes = crate::render::render_pdf_with(&cover.document(), &cover.pdf)?;
    let fonts = check_pdf_fonts(&bytes);
    if !fonts.passes() {
        return Err(CoverError::Preflight(fonts));
    }
    Ok(bytes)
}

/// Renders the cover and writes it atomically (no partial file on failure). Returns the size.
pub fn write_pdf(cover: &Cover, path: &Path) -> Result<u64, CoverError> {
    let bytes = render(cover)?;
    book::write_atomically(path, &bytes)?;
    Ok(bytes.len() as u64)
}

// ---------------------------------------------------------------------------------------------
// Preflight

fn finding(rule: Rule, severity: Severity, measured: String, limit: String, fix: &str) -> Finding {
    Finding {
        rule,
        severity,
        page: None,
        measured,
        limit,
        fix: fix.into(),
    }
}

/// Least contrast ratio (WCAG's measure) between cover colours that must read apart; 3:1 is
/// WCAG's floor for large text, and cover text is large.
pub const MIN_CONTRAST: f32 = 3.0;

/// WCAG relative luminance of an sRGB colour.
fn luminance(c: Color) -> f32 {
    let lin = |v: f32| {
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
}

/// WCAG contrast ratio of two colours, 1 (same) to 21 (black on white).
pub fn contrast(a: Color, b: Color) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Warns (never blocks) when the `[cover]` colours make text hard to read.
fn check_contrast(r: &mut Report, cover: &spec::Cover) {
    let pairs = [
        (
            "text",
            cover.text,
            "background",
            cover.background,
            "title, author and blurb",
        ),
        (
            "accent",
            cover.accent,
            "background",
            cover.background,
            "subtitle, headings and signs",
        ),
        (
            "background",
            cover.background,
            "cells",
            cover.cells,
            "the digits in the grids",
        ),
    ];
    for (a, ca, b, cb, what) in pairs {
        let ratio = contrast(ca, cb);
        if ratio < MIN_CONTRAST {
            r.push(finding(
                Rule::Contrast,
                Severity::Warning,
                format!("[cover] {a} on {b}: contrast {ratio:.1}:1 ({what})"),
                format!("at least {MIN_CONTRAST}:1"),
                &format!("pick a lighter or darker [cover] {a} or {b}"),
            ));
        }
    }
}

fn inches(pt: f32) -> String {
    format!("{:.3} in", pt / PT_PER_IN)
}

fn at(r: &Rect) -> String {
    format!(
        "x {:.1}-{:.1}, y {:.1}-{:.1} pt",
        r.x,
        r.right(),
        r.y,
        r.bottom()
    )
}

fn describe(item: &Item) -> String {
    match item {
        Item::Text { text, .. } => format!("text {text:?}"),
        Item::Line { .. } | Item::Polyline { .. } => "a line".into(),
        Item::Polygon { .. } => "a shape".into(),
        Item::Rect { .. } => "a rectangle".into(),
    }
}

/// The cover preflight: the sheet against the platform's formula for this trim, page count and paper;
/// every content item's ink inside a safe zone and clear of the barcode area; text sizes,
/// line weights and glyphs; the spine text rule.
pub fn preflight(layout: &CoverLayout, width_in: f32, height_in: f32) -> Report {
    let g = &layout.geometry;
    let rules = g.rules();
    let mut r = Report {
        platform: g.platform,
        ..Report::default()
    };
    let page = &layout.page;
    check_size(&mut r, page, width_in, height_in, g);
    let zones = g.safe_zones();
    for item in &page.items[layout.art.min(page.items.len())..] {
        let ink = ink_bounds(item);
        if !zones.iter().any(|z| z.contains(&ink)) {
            r.push(finding(
                Rule::SafeZone,
                Severity::Error,
                format!("{} at {}", describe(item), at(&ink)),
                format!(
                    "inside the safe zone of its panel: {} from the trim and the folds, {} \
                     from the folds on the spine",
                    inches(rules.cover_safe_in * PT_PER_IN),
                    inches(rules.spine_fold_clearance_in * PT_PER_IN)
                ),
                "shorten the text in the spec (title, subtitle, author, [cover] blurb)",
            ));
        }
        if overlaps(&ink, &g.barcode) {
            r.push(finding(
                Rule::Barcode,
                Severity::Error,
                format!(
                    "{} at {} reaches the barcode area",
                    describe(item),
                    at(&ink)
                ),
                format!(
                    "nothing in {} (2 x 1.2 in at the bottom right of the back)",
                    at(&g.barcode)
                ),
                "shorten [cover] blurb so the back's text ends above the barcode area",
            ));
        }
        match item {
            Item::Text {
                text, font, size, ..
            } => {
                if *size + 1e-3 < KDP.min_font_pt {
                    r.push(finding(
                        Rule::TextSize,
                        Severity::Error,
                        format!("text {text:?} at {size:.2} pt"),
                        format!("at least {} pt", KDP.min_font_pt),
                        "this is a bookmaker bug: cover text is never set this small",
                    ));
                }
                check_glyphs(&mut r, text, *font);
            }
            Item::Line { stroke, .. } | Item::Polyline { stroke, .. } => {
                line_weight(&mut r, item, stroke.width)
            }
            Item::Rect {
                stroke: Some(s), ..
            } => line_weight(&mut r, item, s.width),
            Item::Rect { .. } | Item::Polygon { .. } => {}
        }
    }
    match layout.spine_text {
        SpineText::Drawn { .. } => {}
        SpineText::TooFewPages => r.push(finding(
            Rule::SpineText,
            Severity::Warning,
            format!("{} pages: the spine is left blank", g.pages),
            format!(
                "spine text needs at least {} pages",
                rules.spine_text_min_pages
            ),
            &format!(
                "a blank spine is accepted; to print the title on it, add {} pages or more \
                 (raise a section's `count`, or lower its `per_page`)",
                rules.spine_text_min_pages - g.pages
            ),
        )),
        SpineText::TooNarrow { size } => r.push(finding(
            Rule::SpineText,
            Severity::Warning,
            format!(
                "the spine is {} wide: its text would be {size:.1} pt, so it is left blank",
                inches(g.spine_width)
            ),
            format!(
                "text of at least {} pt with {} from each fold",
                KDP.min_font_pt,
                inches(rules.spine_fold_clearance_in * PT_PER_IN)
            ),
            "add puzzles for a wider spine, or shorten the title and author",
        )),
    }
    // The page linter, as on every interior page: no text over text or over a line, no
    // fill over what must show. A cover is one sheet, so its findings name no page.
    for mut f in crate::lint::check_page(page, 1, KDP.min_font_pt) {
        f.page = None;
        r.push(f);
    }
    if !layout.sample_shown {
        r.push(finding(
            Rule::SafeZone,
            Severity::Warning,
            "the back has no room left for the sample grid".into(),
            "a sample grid under the contents".into(),
            "shorten [cover] blurb, set [cover] sample to a puzzle with a smaller grid, or \
             choose a larger trim",
        ));
    }
    r
}

/// Sheet = wrap + back + hinge + spine + hinge + front + wrap (the wrap is the bleed on a
/// paperback, and a paperback has no hinges), trim height + the wrap top and bottom, and the
/// trim inset by the wrap on every side.
fn check_size(r: &mut Report, page: &Page, w_in: f32, h_in: f32, g: &Geometry) {
    let (pages, paper, platform) = (g.pages, g.paper, g.platform);
    const EPS: f32 = 0.01;
    let rules = platform.rules();
    let (w, h) = rules.cover_in(w_in, h_in, pages, paper);
    let (w, h) = (w * PT_PER_IN, h * PT_PER_IN);
    let b = rules.cover_wrap_in * PT_PER_IN;
    let t = &page.trim;
    let ok = (page.width - w).abs() < EPS
        && (page.height - h).abs() < EPS
        && (t.x - b).abs() < EPS
        && (t.y - b).abs() < EPS
        && (t.w - (w - 2.0 * b)).abs() < EPS
        && (t.h - (h - 2.0 * b)).abs() < EPS;
    if !ok {
        r.push(finding(
            Rule::CoverSize,
            Severity::Error,
            format!(
                "sheet {:.2} x {:.2} pt, trim {:.2} x {:.2} pt at ({:.2}, {:.2})",
                page.width, page.height, t.w, t.h, t.x, t.y
            ),
            format!(
                "sheet {w:.2} x {h:.2} pt for {pages} pages of {} paper, trim inset {b} pt",
                paper.name()
            ),
            "this is a bookmaker bug: the cover must follow the page count",
        ));
    }
}

/// True when the rectangles share some area (touching edges do not count).
fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
}

fn check_glyphs(r: &mut Report, text: &str, font: FontId) {
    let missing = font.missing(text);
    if !missing.is_empty() {
        let missing: String = missing.into_iter().collect();
        r.push(finding(
            Rule::Fonts,
            Severity::Error,
            format!(
                "text {text:?} uses {missing:?}, in none of its fonts ({})",
                font.describe()
            ),
            "every character in an embedded font".into(),
            &font.coverage_fix(),
        ));
    }
}

fn line_weight(r: &mut Report, item: &Item, width: f32) {
    if width + 1e-3 < KDP.min_line_pt {
        r.push(finding(
            Rule::LineWeight,
            Severity::Error,
            format!("{} {width:.2} pt wide", describe(item)),
            format!("at least {} pt", KDP.min_line_pt),
            "this is a bookmaker bug: cover lines are never this thin",
        ));
    }
}

/// Reads a PDF back and checks every font is embedded and none is Type 3.
pub fn check_pdf_fonts(bytes: &[u8]) -> Report {
    use lopdf::Object;
    let mut r = Report::default();
    let doc = match lopdf::Document::load_mem(bytes) {
        Ok(d) => d,
        Err(e) => {
            r.push(finding(
                Rule::Fonts,
                Severity::Error,
                format!("the PDF cannot be read back: {e}"),
                "a readable PDF".into(),
                "this is a bookmaker bug",
            ));
            return r;
        }
    };
    let name = |d: &lopdf::Dictionary, key: &[u8]| {
        d.get(key)
            .and_then(Object::as_name)
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .unwrap_or_default()
    };
    let deref = |o: &Object| match o {
        Object::Reference(id) => doc.get_object(*id).ok().cloned(),
        other => Some(other.clone()),
    };
    for obj in doc.objects.values() {
        let Ok(font) = obj.as_dict() else { continue };
        if name(font, b"Type") != "Font" {
            continue;
        }
        let subtype = name(font, b"Subtype");
        let base = name(font, b"BaseFont");
        if subtype == "Type0" {
            continue; // its descendant is checked as a font of its own
        }
        let embedded = subtype != "Type3"
            && font
                .get(b"FontDescriptor")
                .ok()
                .and_then(deref)
                .and_then(|d| d.as_dict().ok().cloned())
                .is_some_and(|d| {
                    [&b"FontFile"[..], b"FontFile2", b"FontFile3"]
                        .iter()
                        .any(|k| d.has(k))
                });
        if !embedded {
            r.push(finding(
                Rule::Fonts,
                Severity::Error,
                format!("font {base} ({subtype}) is not embedded"),
                "every font embedded, none of Type 3".into(),
                "this is a bookmaker bug: the renderer embeds every font it uses",
            ));
        }
    }
    r
}

#[cfg(test)]
mod contrast_tests {
    use super::*;

    #[test]
    fn contrast_ratio_is_wcags() {
        assert!((contrast(Color::BLACK, Color::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color::gray(0.5), Color::gray(0.5)) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn default_colours_read_well_and_poor_ones_are_warned() {
        let mut cover = Spec::parse("", "t.toml", None).unwrap().cover;
        let mut r = Report::default();
        check_contrast(&mut r, &cover);
        assert!(r.warnings().next().is_none(), "defaults pass");

        cover.background = Color::WHITE;
        let mut r = Report::default();
        check_contrast(&mut r, &cover);
        let said: Vec<String> = r.warnings().map(|w| w.to_string()).collect();
        // White text and cream cells on white: both said, neither blocks the build.
        assert!(
            said.iter()
                .any(|w| w.contains("[cover] text on background")),
            "{said:?}"
        );
        assert!(
            said.iter().any(|w| w.contains("background on cells")),
            "{said:?}"
        );
        assert!(r.passes());
    }
}
