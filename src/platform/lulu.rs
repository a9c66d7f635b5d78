//! Lulu paperback (perfect bound), standard black-and-white interior: the table.
//!
//! Sources (docs/platforms.md has the links):
//! - Spine: (pages / 444) + 0.06 in for perfect bound; a paperback cover needs at least 32
//!   pages (Lulu API help "How is spine width calculated?"; Lulu "Spine Width Calculator"
//!   PDF: "Paperback covers use a formula and require a minimum of 32 pages").
//! - Bleed 0.125 in; safety margin 0.5 in from the trim for interior and cover; black-and-white
//!   interiors in greyscale (Lulu Book Creation Guide; shared/platforms.md).
//! - Spine text from 80 pages (Lulu: "Lulu and many of our print partners can print spine text
//!   on books with as few as 80 pages").
//! - Trims: Lulu's standard book sizes (Book Creation Guide, product list): pocket, novella,
//!   digest, A5, US trade, royal, executive, crown quarto, square, A4, US letter; 32 to 800
//!   pages perfect bound.

use super::{PdfRules, Rules, TrimSize};

const fn trim(name: &'static str, width_in: f32, height_in: f32) -> TrimSize {
    TrimSize {
        name,
        width_in,
        height_in,
        white: Some((32, 800)),
        cream: Some((32, 800)),
        groundwood: None,
    }
}

pub const LULU: Rules = Rules {
    name: "Lulu",
    paper_names: ["white", "cream", "groundwood"],
    trims: &[
        trim("4.25x6.875", 4.25, 6.875),
        trim("5x8", 5.0, 8.0),
        trim("5.5x8.5", 5.5, 8.5),
        trim("5.83x8.27", 5.83, 8.27),
        trim("6x9", 6.0, 9.0),
        trim("6.14x9.21", 6.14, 9.21),
        trim("7x10", 7.0, 10.0),
        trim("7.44x9.68", 7.44, 9.68),
        trim("7.5x7.5", 7.5, 7.5),
        trim("8.5x8.5", 8.5, 8.5),
        trim("8.27x11.69", 8.27, 11.69),
        trim("8.5x11", 8.5, 11.0),
    ],
    custom: None,
    // The 0.5 in safety margin on every side, whatever the page count.
    gutter: &[(800, 0.5)],
    outer_min_in: 0.5,
    outer_min_bleed_in: 0.5,
    bleed_in: 0.125,
    min_font_pt: 7.0,
    min_line_pt: 0.75,
    max_blank_run: 2,
    max_blank_run_end: 10,
    pad_to_minimum: false,
    spine_text_min_pages: 80,
    // One ppi for white and cream: Lulu publishes a single perfect-bound formula.
    caliper_in: [1.0 / 444.0, 1.0 / 444.0, 0.0],
    spine_add_in: 0.06,
    spine_fold_clearance_in: 0.0625,
    cover_safe_in: 0.5,
    // Lulu prints its barcode bottom right of the back when the cover has none; the area is
    // KDP's (confirm on Lulu's cover template).
    barcode_in: (2.0, 1.2),
    barcode_clearance_in: 0.25,
    cover_wrap_in: 0.125,
    hinge_in: 0.0,
    pdf: PdfRules {
        pdfx: false,
        grey_interior: true,
        cmyk_cover_ink_limit: None,
    },
};
