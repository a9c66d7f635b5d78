//! Amazon KDP's paperback rules as one table of numbers, and the preflight that checks them.
//!
//! Every KDP figure bookmaker uses lives in [`KDP`]: change a number there and the spec
//! parser, the planner, the preflight and the cover all follow. Sources and confidence are in
//! `shared/kdp-paperback.md`.
//!
//! The preflight runs twice on a build: on the plan (trim, page count, margins: before any
//! puzzle is made) and on the laid-out pages (page boxes, live area, text sizes, line weights,
//! fonts, blank pages). Errors stop the build; warnings are printed and do not.

use crate::fonts::FontId;
use crate::page::{Document, Item, PT_PER_IN, Page, Side};
pub use crate::platform::{CustomTrims, PdfRules, Platform, Rules, TrimSize};
use std::fmt;

/// Paper the interior is printed on (black-and-white interiors only). Groundwood is
/// IngramSpark's alone; `creme` is IngramSpark's spelling of cream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    White,
    #[serde(alias = "creme")]
    Cream,
    Groundwood,
}

impl Paper {
    pub fn name(self) -> &'static str {
        match self {
            Paper::White => "white",
            Paper::Cream => "cream",
            Paper::Groundwood => "groundwood",
        }
    }
}

/// Every platform's table has this shape; KDP paperback's is [`KDP`].
pub type KdpRules = Rules;
/// A trim size KDP offers, with its page-count range per paper.
pub type KdpTrim = TrimSize;

/// Every KDP paperback number bookmaker relies on. One table, one place to edit. Sources:
/// `shared/kdp-paperback.md` (KDP help: "Set Trim Size, Bleed, and Margins", "Paperback
/// Submission Guidelines", "Create a Paperback Cover"); docs/platforms.md.
pub const KDP: Rules = Rules {
    name: "KDP",
    paper_names: ["white", "cream", "groundwood"],
    trims: &[
        trim("5x8", 5.0, 8.0, (24, 828), (24, 776)),
        trim("5.06x7.81", 5.06, 7.81, (24, 828), (24, 776)),
        trim("5.25x8", 5.25, 8.0, (24, 828), (24, 776)),
        trim("5.5x8.5", 5.5, 8.5, (24, 828), (24, 776)),
        trim("6x9", 6.0, 9.0, (24, 828), (24, 776)),
        trim("6.14x9.21", 6.14, 9.21, (24, 828), (24, 776)),
        trim("6.69x9.61", 6.69, 9.61, (24, 828), (24, 776)),
        trim("7x10", 7.0, 10.0, (24, 828), (24, 776)),
        trim("7.44x9.69", 7.44, 9.69, (24, 828), (24, 776)),
        trim("7.5x9.25", 7.5, 9.25, (24, 828), (24, 776)),
        trim("8x10", 8.0, 10.0, (24, 828), (24, 776)),
        trim("8.25x6", 8.25, 6.0, (24, 800), (24, 750)),
        trim("8.25x8.25", 8.25, 8.25, (24, 800), (24, 750)),
        trim("8.5x8.5", 8.5, 8.5, (24, 590), (24, 550)),
        trim("8.5x11", 8.5, 11.0, (24, 590), (24, 550)),
        trim("8.27x11.69", 8.27, 11.69, (24, 780), (24, 730)),
    ],
    // KDP's table has no custom rows: the narrowest ranges of the matching class (3p).
    custom: Some(CustomTrims {
        width_in: (4.0, 8.5),
        height_in: (6.0, 11.69),
        large_over_in: (6.12, 9.0),
        regular_pages: ((24, 828), (24, 776)),
        large_pages: ((24, 590), (24, 550)),
    }),
    gutter: &[
        (150, 0.375),
        (300, 0.5),
        (500, 0.625),
        (700, 0.75),
        (828, 0.875),
    ],
    outer_min_in: 0.25,
    outer_min_bleed_in: 0.375,
    bleed_in: 0.125,
    min_font_pt: 7.0,
    min_line_pt: 0.75,
    max_blank_run: 2,
    max_blank_run_end: 10,
    pad_to_minimum: true,
    spine_text_min_pages: 79,
    // White, cream; KDP prints no groundwood.
    caliper_in: [0.002252, 0.0025, 0.0],
    spine_add_in: 0.0,
    spine_fold_clearance_in: 0.0625,
    cover_safe_in: 0.125,
    barcode_in: (2.0, 1.2),
    barcode_clearance_in: 0.25,
    cover_wrap_in: 0.125,
    hinge_in: 0.0,
    // KDP takes sRGB PDFs and converts them itself; PDF/X is recommended by third parties
    // only.
    pdf: PdfRules {
        pdfx: false,
        grey_interior: false,
        cmyk_cover_ink_limit: None,
    },
};

const fn trim(
    name: &'static str,
    width_in: f32,
    height_in: f32,
    white: (usize, usize),
    cream: (usize, usize),
) -> TrimSize {
    TrimSize {
        name,
        width_in,
        height_in,
        white: Some(white),
        cream: Some(cream),
        groundwood: None,
    }
}

// ---------------------------------------------------------------------------------------------
// Preflight

/// A rule the preflight checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rule {
    Trim,
    PageCount,
    PageSize,
    InsideMargin,
    OutsideMargin,
    LiveArea,
    TextSize,
    LineWeight,
    Fonts,
    BlankPages,
    SpineText,
    CoverSize,
    SafeZone,
    Barcode,
    /// Not KDP's: cover colours a reader can hardly tell apart (a warning only).
    Contrast,
    /// Our page rule ([`crate::lint`]): text over text or over a line.
    Overlap,
    /// Our page rule: a fill painted over a line or text.
    Hidden,
    /// Our page rule: text under the book's least size.
    TextFloor,
    /// Our page rule: what must stay on one page (a technique's diagram and the sentence
    /// saying its step) is split over two.
    KeptTogether,
}

impl Rule {
    /// Kebab-case name, as printed.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Trim => "trim",
            Rule::PageCount => "page-count",
            Rule::PageSize => "page-size",
            Rule::InsideMargin => "inside-margin",
            Rule::OutsideMargin => "outside-margin",
            Rule::LiveArea => "live-area",
            Rule::TextSize => "text-size",
            Rule::LineWeight => "line-weight",
            Rule::Fonts => "fonts",
            Rule::BlankPages => "blank-pages",
            Rule::SpineText => "spine-text",
            Rule::CoverSize => "cover-size",
            Rule::SafeZone => "safe-zone",
            Rule::Barcode => "barcode",
            Rule::Contrast => "contrast",
            Rule::Overlap => "overlap",
            Rule::Hidden => "hidden",
            Rule::TextFloor => "text-floor",
            Rule::KeptTogether => "kept-together",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
}

/// One broken rule: where, what was measured, the limit, and what to change.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub rule: Rule,
    pub severity: Severity,
    /// 1-based page number, when the finding is about one page.
    pub page: Option<usize>,
    pub measured: String,
    pub limit: String,
    pub fix: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(f, "{sev}[{}]", self.rule.name())?;
        if let Some(p) = self.page {
            write!(f, " page {p}")?;
        }
        write!(
            f,
            ": {} (limit: {})\n  fix: {}",
            self.measured, self.limit, self.fix
        )
    }
}

/// What the preflight found. Same-rule findings past the first few per rule are counted, not
/// listed, so that one systematic problem does not print a thousand lines.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// The platform whose rules were checked (for the messages that name it).
    pub platform: Platform,
    pub findings: Vec<Finding>,
    /// Findings left out of `findings`, per rule.
    pub more: Vec<(Rule, usize)>,
}

/// Findings listed per rule before the rest are only counted.
const LISTED_PER_RULE: usize = 3;

impl Report {
    pub fn push(&mut self, f: Finding) {
        let listed = self.findings.iter().filter(|g| g.rule == f.rule).count();
        if listed < LISTED_PER_RULE {
            self.findings.push(f);
        } else if let Some(m) = self.more.iter_mut().find(|(r, _)| *r == f.rule) {
            m.1 += 1;
        } else {
            self.more.push((f.rule, 1));
        }
    }

    pub fn extend(&mut self, other: Report) {
        if other.platform != Platform::Kdp {
            self.platform = other.platform;
        }
        for f in other.findings {
            self.push(f);
        }
        for (rule, n) in other.more {
            match self.more.iter_mut().find(|(r, _)| *r == rule) {
                Some(m) => m.1 += n,
                None => self.more.push((rule, n)),
            }
        }
    }

    pub fn errors(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
    }

    pub fn warnings(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(|f| f.severity == Severity::Warning)
    }

    /// True when nothing blocks the book.
    pub fn passes(&self) -> bool {
        self.errors().next().is_none()
    }

    /// True when some finding is about `rule`.
    pub fn has(&self, rule: Rule) -> bool {
        self.findings.iter().any(|f| f.rule == rule)
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sorted: Vec<&Finding> = self.findings.iter().collect();
        sorted.sort_by_key(|x| (x.severity, x.rule, x.page));
        for x in sorted {
            writeln!(f, "{x}")?;
        }
        for (rule, n) in &self.more {
            writeln!(f, "... and {n} more [{}] finding(s)", rule.name())?;
        }
        Ok(())
    }
}

/// What the plan-level checks need to know about a book.
#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    /// Whose rules apply.
    pub platform: Platform,
    pub width_in: f32,
    pub height_in: f32,
    pub bleed: bool,
    pub paper: Paper,
    pub pages: usize,
    /// Margins in inches, measured from the trim edge.
    pub inside_in: f32,
    pub outside_in: f32,
    pub top_in: f32,
    pub bottom_in: f32,
}

fn inches(v: f32) -> String {
    format!("{} in", num(v))
}

/// Plan-level checks: trim, page count, margins, spine text, against the format's platform.
pub fn check_format(fmt: &Format) -> Report {
    let rules = fmt.platform.rules();
    let name = rules.name;
    let mut r = Report {
        platform: fmt.platform,
        ..Report::default()
    };
    let (w, h) = (fmt.width_in, fmt.height_in);
    let size = format!("{} x {} in", num(w), num(h));
    if rules.trim_of(w, h).is_none() && !rules.custom_ok(w, h) {
        r.push(match &rules.custom {
            Some(c) => Finding {
                rule: Rule::Trim,
                severity: Severity::Error,
                page: None,
                measured: format!(
                    "trim {size} is neither a {name} trim nor a custom size {name} prints"
                ),
                limit: format!(
                    "custom width {}-{} in, height {}-{} in",
                    num(c.width_in.0),
                    num(c.width_in.1),
                    num(c.height_in.0),
                    num(c.height_in.1)
                ),
                fix: format!(
                    "set `trim` in the spec to a {name} size ({}) or a custom size in range",
                    rules.trim_names()
                ),
            },
            None => Finding {
                rule: Rule::Trim,
                severity: Severity::Error,
                page: None,
                measured: format!("trim {size} is not a {name} trim"),
                limit: format!("one of {}", rules.trim_names()),
                fix: format!(
                    "set `trim` in the spec to one of {}, or choose another `platform`",
                    rules.trim_names()
                ),
            },
        });
    }
    match rules.page_range(w, h, fmt.paper) {
        Some((lo, hi)) if fmt.pages < lo || fmt.pages > hi => r.push(Finding {
            rule: Rule::PageCount,
            severity: Severity::Error,
            page: None,
            measured: format!("{} pages", fmt.pages),
            limit: format!("{lo}-{hi} pages for {size} on {} paper", fmt.paper.name()),
            fix: if fmt.pages > hi {
                "lower the sections' `count`, or raise `per_page` in [[section]] and [answers]"
                    .into()
            } else if rules.pad_to_minimum {
                "raise the sections' `count`".into()
            } else {
                format!(
                    "raise the sections' `count` (or lower `per_page`) for {} more pages: \
                     {name} binds no book under {lo} pages",
                    lo - fmt.pages
                )
            },
        }),
        None if rules.trim_of(w, h).is_some() || rules.custom_ok(w, h) => r.push(Finding {
            rule: Rule::Trim,
            severity: Severity::Error,
            page: None,
            measured: format!("{} paper at trim {size}", fmt.paper.name()),
            limit: format!("a paper {name} prints at this trim"),
            fix: format!(
                "set `paper` to {}, or `trim` to one of {}",
                [Paper::White, Paper::Cream, Paper::Groundwood]
                    .into_iter()
                    .filter(|&p| rules.page_range(w, h, p).is_some())
                    .map(Paper::name)
                    .collect::<Vec<_>>()
                    .join(" or "),
                rules
                    .trims
                    .iter()
                    .filter(|t| t.pages(fmt.paper).is_some())
                    .map(|t| t.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }),
        _ => {}
    }
    if fmt.pages % 2 == 1 {
        r.push(Finding {
            rule: Rule::PageCount,
            severity: Severity::Error,
            page: None,
            measured: format!("{} pages, an odd count", fmt.pages),
            limit: format!("an even page count ({name} would add a blank page)"),
            fix: "this is a bookmaker bug: the planner pads to an even count".into(),
        });
    }
    let gutter = rules.gutter_in(fmt.pages);
    if fmt.inside_in + 1e-4 < gutter {
        r.push(Finding {
            rule: Rule::InsideMargin,
            severity: Severity::Error,
            page: None,
            measured: format!("inside margin {}", inches(fmt.inside_in)),
            limit: format!("at least {} for {} pages", inches(gutter), fmt.pages),
            fix: "raise `margins.inside` in the template".into(),
        });
    }
    let outer = rules.outer_in(fmt.bleed);
    for (side, v) in [
        ("outside", fmt.outside_in),
        ("top", fmt.top_in),
        ("bottom", fmt.bottom_in),
    ] {
        if v + 1e-4 < outer {
            r.push(Finding {
                rule: Rule::OutsideMargin,
                severity: Severity::Error,
                page: None,
                measured: format!("{side} margin {}", inches(v)),
                limit: format!(
                    "at least {} {}",
                    inches(outer),
                    if fmt.bleed {
                        "with bleed"
                    } else {
                        "without bleed"
                    }
                ),
                fix: format!("raise `margins.{side}` in the template"),
            });
        }
    }
    r
}

/// The choices to make in the platform's setup for a book of this format, in the order it
/// asks for them: what `check` and `build` print so that the upload matches the file.
pub fn settings(fmt: &Format) -> Vec<(&'static str, String)> {
    let rules = fmt.platform.rules();
    let trim = rules
        .trim_of(fmt.width_in, fmt.height_in)
        .map(|t| format!("{} x {} in", num(t.width_in), num(t.height_in)))
        .unwrap_or_else(|| format!("custom, {} x {} in", num(fmt.width_in), num(fmt.height_in)));
    let paper = rules.paper_name(fmt.paper);
    let bleed = if fmt.bleed {
        "Bleed (PDF only)"
    } else {
        "No bleed"
    };
    let rebuild = format!(
        "`bookmaker cover` for {} pages; rebuild it whenever the page count changes",
        fmt.pages
    );
    match fmt.platform {
        Platform::Kdp => vec![
            (
                "Ink and paper",
                format!("Black & white interior with {paper} paper"),
            ),
            ("Trim size", trim),
            ("Bleed", bleed.into()),
            (
                "Paperback cover finish",
                "Matte or glossy, your choice (matte takes pencil smudges better)".into(),
            ),
            (
                "Manuscript",
                format!("upload the interior PDF ({} pages)", fmt.pages),
            ),
            (
                "Book cover",
                format!("Upload a cover you already have: {rebuild}"),
            ),
        ],
        Platform::KdpHardcover => vec![
            (
                "Format",
                "Hardcover (case laminate), a new title in Bookshelf".into(),
            ),
            (
                "Ink and paper",
                format!("Black & white interior with {paper} paper"),
            ),
            ("Trim size", trim),
            ("Bleed", bleed.into()),
            (
                "Hardcover cover finish",
                "Matte or glossy, your choice".into(),
            ),
            (
                "Manuscript",
                format!("upload the interior PDF ({} pages)", fmt.pages),
            ),
            (
                "Book cover",
                format!("Upload a cover you already have: the hardcover case from {rebuild}"),
            ),
        ],
        Platform::IngramSpark => vec![
            ("Binding type", "Paperback (perfect bound)".into()),
            ("Trim size", trim),
            (
                "Interior color and paper",
                format!("Black & White, {paper}"),
            ),
            ("Bleed", if fmt.bleed { "Yes" } else { "No" }.into()),
            (
                "Laminate",
                "Matte or gloss, your choice (matte takes pencil smudges better)".into(),
            ),
            ("Page count", format!("{} pages", fmt.pages)),
            (
                "Interior file",
                "upload the interior PDF: PDF/X-1a:2001, grey only".into(),
            ),
            (
                "Cover file",
                format!(
                    "upload the CMYK PDF/X-1a:2001 cover from {rebuild}; check its spine against \
                     IngramSpark's cover template generator for {} pages on {paper}",
                    fmt.pages
                ),
            ),
        ],
        Platform::Lulu => vec![
            ("Book size", trim),
            ("Page count", format!("{} pages", fmt.pages)),
            ("Interior color", "Standard Black & White".into()),
            ("Paper type", format!("60# {paper}")),
            ("Binding type", "Paperback (perfect bound)".into()),
            (
                "Cover finish",
                "Matte or glossy, your choice (matte takes pencil smudges better)".into(),
            ),
            (
                "Interior file",
                "upload the interior PDF (greyscale)".into(),
            ),
            ("Cover file", format!("upload a one-piece cover: {rebuild}")),
        ],
    }
}

/// Short number formatting: `6`, `8.5`, `8.27`.
fn num(v: f32) -> String {
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

/// Page-level checks on the laid-out document, against the format the plan promised.
pub fn check_document(doc: &Document, fmt: &Format) -> Report {
    let rules = fmt.platform.rules();
    let mut r = Report {
        platform: fmt.platform,
        ..Report::default()
    };
    let pt = |inch: f32| inch * PT_PER_IN;
    let (tw, th) = (pt(fmt.width_in), pt(fmt.height_in));
    let bleed = if fmt.bleed { pt(rules.bleed_in) } else { 0.0 };
    if doc.pages.len() != fmt.pages {
        r.push(Finding {
            rule: Rule::PageCount,
            severity: Severity::Error,
            page: None,
            measured: format!("{} pages laid out", doc.pages.len()),
            limit: format!("{} pages planned", fmt.pages),
            fix: "this is a bookmaker bug: layout and plan disagree".into(),
        });
    }
    let gutter = pt(rules.gutter_in(doc.pages.len()));
    let outer = pt(rules.outer_in(fmt.bleed));
    let mut blank_run = 0usize;
    for (i, page) in doc.pages.iter().enumerate() {
        let n = i + 1;
        check_page_size(&mut r, page, n, tw, th, bleed);
        check_margins(&mut r, page, n, gutter, outer, fmt.bleed);
        check_items(&mut r, page, n);
        if page.items.is_empty() {
            blank_run += 1;
            if blank_run > rules.max_blank_run && n < doc.pages.len() {
                r.push(blank_finding(n, blank_run, rules.max_blank_run));
            }
        } else {
            blank_run = 0;
        }
    }
    if blank_run > rules.max_blank_run_end {
        r.push(blank_finding(
            doc.pages.len(),
            blank_run,
            rules.max_blank_run_end,
        ));
    }
    r
}

fn blank_finding(page: usize, run: usize, max: usize) -> Finding {
    Finding {
        rule: Rule::BlankPages,
        severity: Severity::Error,
        page: Some(page),
        measured: format!("{run} blank pages in a row"),
        limit: format!("at most {max}"),
        fix: "this is a bookmaker bug: the planner fills gaps with notes pages".into(),
    }
}

fn check_page_size(r: &mut Report, page: &Page, n: usize, tw: f32, th: f32, bleed: f32) {
    const EPS: f32 = 0.01;
    let (ew, eh) = (tw + bleed, th + 2.0 * bleed);
    // Bleed sits on the outside edge: right of a right-hand page, left of a left-hand one.
    let ex = match Side::of_page(n) {
        Side::Right => 0.0,
        Side::Left => bleed,
    };
    let ok = (page.width - ew).abs() < EPS
        && (page.height - eh).abs() < EPS
        && (page.trim.w - tw).abs() < EPS
        && (page.trim.h - th).abs() < EPS
        && (page.trim.x - ex).abs() < EPS
        && (page.trim.y - bleed).abs() < EPS;
    if !ok {
        r.push(Finding {
            rule: Rule::PageSize,
            severity: Severity::Error,
            page: Some(n),
            measured: format!(
                "page {:.2} x {:.2} pt, trim {:.2} x {:.2} pt at ({:.2}, {:.2})",
                page.width, page.height, page.trim.w, page.trim.h, page.trim.x, page.trim.y
            ),
            limit: format!(
                "page {ew:.2} x {eh:.2} pt, trim {tw:.2} x {th:.2} pt at ({ex:.2}, {bleed:.2})"
            ),
            fix: "this is a bookmaker bug: every page must be the trim plus bleed on the outside edge"
                .into(),
        });
    }
}

fn check_margins(r: &mut Report, page: &Page, n: usize, gutter: f32, outer: f32, bleed: bool) {
    let (t, l) = (&page.trim, &page.live);
    let left = l.x - t.x;
    let right = t.right() - l.right();
    let (inside, outside) = match Side::of_page(n) {
        Side::Right => (left, right),
        Side::Left => (right, left),
    };
    let to_in = |v: f32| v / PT_PER_IN;
    if inside + 0.01 < gutter {
        r.push(Finding {
            rule: Rule::InsideMargin,
            severity: Severity::Error,
            page: Some(n),
            measured: format!("inside margin {}", inches(to_in(inside))),
            limit: format!("at least {}", inches(to_in(gutter))),
            fix: "raise `margins.inside` in the template".into(),
        });
    }
    for (name, v) in [
        ("outside", outside),
        ("top", l.y - t.y),
        ("bottom", t.bottom() - l.bottom()),
    ] {
        if v + 0.01 < outer {
            r.push(Finding {
                rule: Rule::OutsideMargin,
                severity: Severity::Error,
                page: Some(n),
                measured: format!("{name} margin {}", inches(to_in(v))),
                limit: format!(
                    "at least {} {}",
                    inches(to_in(outer)),
                    if bleed { "with bleed" } else { "without bleed" }
                ),
                fix: format!("raise `margins.{name}` in the template"),
            });
        }
    }
}

fn check_items(r: &mut Report, page: &Page, n: usize) {
    for item in &page.items {
        let b = item.bounds();
        if !page.live.contains(&b) {
            r.push(Finding {
                rule: Rule::LiveArea,
                severity: Severity::Error,
                page: Some(n),
                measured: format!(
                    "{} at x {:.1}-{:.1}, y {:.1}-{:.1} pt",
                    describe(item),
                    b.x,
                    b.right(),
                    b.y,
                    b.bottom()
                ),
                limit: format!(
                    "inside the live area x {:.1}-{:.1}, y {:.1}-{:.1} pt",
                    page.live.x,
                    page.live.right(),
                    page.live.y,
                    page.live.bottom()
                ),
                fix: "shorten the text in the spec (title, subtitle, section names), or lower \
                      `per_page`"
                    .into(),
            });
        }
        match item {
            Item::Text {
                text, font, size, ..
            } => {
                if *size + 1e-3 < KDP.min_font_pt {
                    r.push(Finding {
                        rule: Rule::TextSize,
                        severity: Severity::Error,
                        page: Some(n),
                        measured: format!("text {text:?} at {size:.2} pt"),
                        limit: format!("at least {} pt", num(KDP.min_font_pt)),
                        fix: "lower `per_page` in [answers] or [[section]] so grids get bigger, \
                              or raise the template's text sizes"
                            .into(),
                    });
                }
                check_font(r, n, text, *font);
            }
            Item::Line { stroke, .. } | Item::Polyline { stroke, .. } => {
                line_weight(r, n, item, stroke.width)
            }
            Item::Rect {
                stroke: Some(stroke),
                ..
            } => line_weight(r, n, item, stroke.width),
            Item::Rect { .. } | Item::Polygon { .. } => {}
        }
    }
}

/// Fonts: the PDF renderer embeds every font it uses, so embedding holds by construction;
/// what can still go wrong is a character no font has a glyph for (it would print as '?').
/// This runs on the page model, before anything is rendered.
fn check_font(r: &mut Report, n: usize, text: &str, font: FontId) {
    let missing = font.missing(text);
    if !missing.is_empty() {
        let missing: String = missing.into_iter().collect();
        r.push(Finding {
            rule: Rule::Fonts,
            severity: Severity::Error,
            page: Some(n),
            measured: format!(
                "text {text:?} uses {missing:?}, in none of its fonts ({})",
                font.describe()
            ),
            limit: "every character in an embedded font".into(),
            fix: font.coverage_fix(),
        });
    }
}

fn line_weight(r: &mut Report, n: usize, item: &Item, width: f32) {
    if width + 1e-3 < KDP.min_line_pt {
        r.push(Finding {
            rule: Rule::LineWeight,
            severity: Severity::Error,
            page: Some(n),
            measured: format!("{} {width:.2} pt wide", describe(item)),
            limit: format!("at least {} pt", num(KDP.min_line_pt)),
            fix: "raise the template's line weights (`grid.line`, `grid.sign`, rules) to 0.75 or more"
                .into(),
        });
    }
}

fn describe(item: &Item) -> String {
    match item {
        Item::Line { .. } => "a line".into(),
        Item::Polyline { .. } => "a polyline".into(),
        Item::Polygon { .. } => "a shape".into(),
        Item::Rect { .. } => "a rectangle".into(),
        Item::Text { text, .. } => format!("text {text:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_consistent() {
        for t in KDP.trims {
            assert_eq!(KDP.trim_named(t.name), Some(t));
            assert_eq!(KDP.trim_of(t.width_in, t.height_in), Some(t));
            let (white, cream) = (t.white.unwrap(), t.cream.unwrap());
            assert!(white.0 == 24 && white.1 > cream.1);
        }
        assert_eq!(KDP.trim_named("A4").unwrap().name, "8.27x11.69");
        let g: Vec<f32> = KDP.gutter.iter().map(|g| g.1).collect();
        assert!(g.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn gutter_steps_with_page_count() {
        assert_eq!(KDP.gutter_in(24), 0.375);
        assert_eq!(KDP.gutter_in(150), 0.375);
        assert_eq!(KDP.gutter_in(151), 0.5);
        assert_eq!(KDP.gutter_in(828), 0.875);
    }

    #[test]
    fn page_ranges_follow_trim_class() {
        assert_eq!(KDP.page_range(6.0, 9.0, Paper::White), Some((24, 828)));
        assert_eq!(KDP.page_range(8.5, 11.0, Paper::Cream), Some((24, 550)));
        // A custom large trim gets the narrowest large range.
        assert_eq!(KDP.page_range(8.0, 11.0, Paper::White), Some((24, 590)));
        assert_eq!(KDP.page_range(5.0, 7.0, Paper::White), Some((24, 828)));
    }

    #[test]
    fn inches_are_short() {
        assert_eq!(inches(0.375), "0.375 in");
        assert_eq!(inches(0.5), "0.5 in");
        assert_eq!(inches(0.25), "0.25 in");
        assert_eq!(inches(1.0), "1 in");
        assert_eq!(num(8.5), "8.5");
        assert_eq!(num(6.0), "6");
    }
}
