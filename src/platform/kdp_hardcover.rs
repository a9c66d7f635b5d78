//! Amazon KDP hardcover (case laminate): the table.
//!
//! Sources (docs/platforms.md has the links and the disagreements):
//! - Trims, 75-550 pages, white or cream paper, no custom trims: KDP help "Hardcover" pages,
//!   agreed by kdpprintcover.com ("Understanding KDP Hardcover Wrap and Hinge Areas") and
//!   shared/platforms.md (sure).
//! - Margins: KDP's one margin table ("Set Trim Size, Bleed, and Margins") covers hardcover
//!   and paperback; the 75-550 page range uses its first four rows.
//! - Cover: the sheet is the trim panels plus a wrap that folds over the boards on every
//!   outer edge, and a hinge beside each side of the spine. Wrap 0.591 in (15 mm):
//!   kdpprintcover.com ("Hardcover Case Laminate Dimensions"), kdpbuilder.com ("~0.59 in"),
//!   shared/platforms.md. Hinge 0.375 in: kdpbuilder.com and kdpcoverlab.com (kdpprintcover.com
//!   says 0.197 in). Spine: the paperback's pages x caliper plus 0.28 in of boards
//!   (kdpeasy.com: "consistently 0.28 in wider than paperback"). KDP's own cover template for
//!   the book's trim and page count is the authority: `check` says to compare with it.

use super::{PdfRules, Rules, TrimSize};

const fn trim(name: &'static str, width_in: f32, height_in: f32) -> TrimSize {
    TrimSize {
        name,
        width_in,
        height_in,
        white: Some((75, 550)),
        cream: Some((75, 550)),
        groundwood: None,
    }
}

pub const KDP_HARDCOVER: Rules = Rules {
    name: "KDP hardcover",
    paper_names: ["white", "cream", "groundwood"],
    trims: &[
        trim("5.5x8.5", 5.5, 8.5),
        trim("6x9", 6.0, 9.0),
        trim("6.14x9.21", 6.14, 9.21),
        trim("7x10", 7.0, 10.0),
        trim("8.25x11", 8.25, 11.0),
    ],
    custom: None,
    // KDP's margin table, rows up to 550 pages.
    gutter: &[(150, 0.375), (300, 0.5), (500, 0.625), (550, 0.75)],
    outer_min_in: 0.25,
    outer_min_bleed_in: 0.375,
    bleed_in: 0.125,
    min_font_pt: 7.0,
    min_line_pt: 0.75,
    max_blank_run: 2,
    max_blank_run_end: 10,
    // A 24-page book padded to 75 would be mostly notes: refuse it and say so instead.
    pad_to_minimum: false,
    // Spine text from 79 pages, as on the paperback (kdpeasy.com: "79 for both formats").
    spine_text_min_pages: 79,
    caliper_in: [0.002252, 0.0025, 0.0],
    spine_add_in: 0.28,
    spine_fold_clearance_in: 0.0625,
    // Text 0.25 in inside the board edges, where the case turns over the boards: IngramSpark's
    // case-laminate advice ("at least .25 in from the edge of the board"); KDP's own figure
    // was not found (confirm on its template).
    cover_safe_in: 0.25,
    barcode_in: (2.0, 1.2),
    barcode_clearance_in: 0.25,
    cover_wrap_in: 0.591,
    hinge_in: 0.375,
    pdf: PdfRules {
        pdfx: false,
        grey_interior: false,
        cmyk_cover_ink_limit: None,
    },
};
