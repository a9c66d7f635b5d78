//! IngramSpark paperback (perfect bound), black-and-white interior: the table.
//!
//! Sources (docs/platforms.md has the links):
//! - Files: IngramSpark help "Creating and Designing Print-Ready Digital Files" and the File
//!   Creation Guide (Lightning Source v13): PDF/X-1a:2001 (the default that "will address"
//!   grey-looking black text), all fonts embedded, no crop marks, no transparency; the cover
//!   in CMYK, total ink at most 240 %; interiors for black-and-white printing in grey only.
//! - Margins: at least 0.5 in from the trim on all sides, page numbers included (IngramSpark
//!   blog "File Requirements for Print Books"; "Manufacturing and File Setup Tips": at least
//!   0.5 in for interior pages).
//! - Cover art: at least 0.25 in from the trim on a perfect-bound cover; the spine may shift
//!   1/16 in (0.0625 in) either way ("Manufacturing and File Setup Tips").
//! - Trims and papers: the File Creation Guide's trim matrix; cream ("creme") and groundwood
//!   for trade sizes only (confirm against the title setup page).
//! - Spine: pages / ppi, white 50# 440 ppi, creme 50# 430 ppi (erelisdesign.com's comparison
//!   of KDP and Ingram stocks); groundwood 38# 444 ppi (no published figure found: confirm with
//!   IngramSpark's cover template generator, which is the authority and which `check` names).

use super::{PdfRules, Rules, TrimSize};

/// 18 pages is IngramSpark's least for a paperback; 1200 its most on 50# paper for most
/// trims (File Creation Guide).
const PAGES: Option<(usize, usize)> = Some((18, 1200));

const fn trade(name: &'static str, width_in: f32, height_in: f32) -> TrimSize {
    TrimSize {
        name,
        width_in,
        height_in,
        white: PAGES,
        cream: PAGES,
        groundwood: Some((18, 700)),
    }
}

const fn large(name: &'static str, width_in: f32, height_in: f32) -> TrimSize {
    TrimSize {
        name,
        width_in,
        height_in,
        white: Some((18, 840)),
        cream: None,
        groundwood: None,
    }
}

pub const INGRAMSPARK: Rules = Rules {
    name: "IngramSpark",
    paper_names: ["White", "Creme", "Groundwood"],
    trims: &[
        trade("5x8", 5.0, 8.0),
        trade("5.25x8", 5.25, 8.0),
        trade("5.5x8.5", 5.5, 8.5),
        trade("6x9", 6.0, 9.0),
        large("5.06x7.81", 5.06, 7.81),
        large("6.14x9.21", 6.14, 9.21),
        large("6.69x9.61", 6.69, 9.61),
        large("7x10", 7.0, 10.0),
        large("7.5x9.25", 7.5, 9.25),
        large("8x10", 8.0, 10.0),
        large("8.25x11", 8.25, 11.0),
        large("8.5x8.5", 8.5, 8.5),
        large("8.5x11", 8.5, 11.0),
        large("8.27x11.69", 8.27, 11.69),
    ],
    custom: None,
    // 0.5 in on every side, whatever the page count.
    gutter: &[(1200, 0.5)],
    outer_min_in: 0.5,
    outer_min_bleed_in: 0.5,
    bleed_in: 0.125,
    min_font_pt: 7.0,
    min_line_pt: 0.75,
    max_blank_run: 2,
    max_blank_run_end: 10,
    pad_to_minimum: false,
    // No published minimum was found; the guide's sample template reads "Page Count: 36 (No
    // spine text allowed)". From 48 pages bookmaker tries; the cover layout still leaves the
    // spine blank while text would be under 7 pt between the 1/16 in fold clearances.
    spine_text_min_pages: 48,
    caliper_in: [1.0 / 440.0, 1.0 / 430.0, 1.0 / 444.0],
    spine_add_in: 0.0,
    spine_fold_clearance_in: 0.0625,
    cover_safe_in: 0.25,
    // Bottom right of the back cover, as the template generator places it; the size is KDP's
    // area, which holds an EAN-13 with its price add-on (confirm on the template).
    barcode_in: (2.0, 1.2),
    barcode_clearance_in: 0.25,
    cover_wrap_in: 0.125,
    hinge_in: 0.0,
    pdf: PdfRules {
        pdfx: true,
        grey_interior: true,
        cmyk_cover_ink_limit: Some(240),
    },
};
