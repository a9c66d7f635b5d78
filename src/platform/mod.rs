//! The print-on-demand platforms a book can be made for, each as one table of numbers.
//!
//! `platform = "kdp" | "kdp-hardcover" | "ingramspark" | "lulu"` in a spec picks a table;
//! the spec parser, the planner, the preflight (`kdp.rs`, which checks every table's rules),
//! the cover geometry and the PDF writer all read the numbers from it, so a platform is
//! one file here; only its upload settings (`kdp::settings`, worded as each setup page asks)
//! name it elsewhere. KDP paperback's table stays in `kdp.rs`, where
//! it has always been; the others are `kdp_hardcover.rs`, `ingramspark.rs` and `lulu.rs`.
//! Each number's source is in a comment beside it, and in docs/platforms.md.

mod ingramspark;
mod kdp_hardcover;
mod lulu;

pub use ingramspark::INGRAMSPARK;
pub use kdp_hardcover::KDP_HARDCOVER;
pub use lulu::LULU;

use crate::kdp::{KDP, Paper};

/// The platform a book is made for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Platform {
    /// Amazon KDP paperback: what bookmaker has always made.
    #[default]
    Kdp,
    /// Amazon KDP hardcover (case laminate).
    KdpHardcover,
    /// IngramSpark paperback, files as PDF/X-1a:2001.
    #[serde(rename = "ingramspark")]
    IngramSpark,
    /// Lulu paperback (perfect bound).
    Lulu,
}

impl Platform {
    pub const ALL: [Platform; 4] = [
        Platform::Kdp,
        Platform::KdpHardcover,
        Platform::IngramSpark,
        Platform::Lulu,
    ];

    /// The spec's spelling.
    pub fn id(self) -> &'static str {
        match self {
            Platform::Kdp => "kdp",
            Platform::KdpHardcover => "kdp-hardcover",
            Platform::IngramSpark => "ingramspark",
            Platform::Lulu => "lulu",
        }
    }

    /// The table of numbers.
    pub fn rules(self) -> &'static Rules {
        match self {
            Platform::Kdp => &KDP,
            Platform::KdpHardcover => &KDP_HARDCOVER,
            Platform::IngramSpark => &INGRAMSPARK,
            Platform::Lulu => &LULU,
        }
    }

    /// The platform's name in messages ("KDP", "KDP hardcover", ...).
    pub fn name(self) -> &'static str {
        self.rules().name
    }

    /// The ids, for messages: `kdp, kdp-hardcover, ingramspark, lulu`.
    pub fn ids() -> String {
        Platform::ALL.map(Platform::id).join(", ")
    }
}

/// A trim size a platform offers, with its page-count range on each paper it offers there
/// (`None`: that paper is not offered at this trim).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrimSize {
    /// The name a spec uses, e.g. `"6x9"`.
    pub name: &'static str,
    pub width_in: f32,
    pub height_in: f32,
    pub white: Option<(usize, usize)>,
    pub cream: Option<(usize, usize)>,
    pub groundwood: Option<(usize, usize)>,
}

impl TrimSize {
    /// The page-count range on `paper`, if the platform prints this trim on it.
    pub fn pages(&self, paper: Paper) -> Option<(usize, usize)> {
        match paper {
            Paper::White => self.white,
            Paper::Cream => self.cream,
            Paper::Groundwood => self.groundwood,
        }
    }
}

/// Custom trims, for a platform that prints them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CustomTrims {
    /// Width and height ranges in inches.
    pub width_in: (f32, f32),
    pub height_in: (f32, f32),
    /// A trim is "large" when wider or taller than these (inches); large trims have lower
    /// page-count limits.
    pub large_over_in: (f32, f32),
    /// Page-count ranges (white, cream), regular and large: the narrowest of the class.
    pub regular_pages: ((usize, usize), (usize, usize)),
    pub large_pages: ((usize, usize), (usize, usize)),
}

/// How the PDF must be written for a platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdfRules {
    /// Interior and cover as PDF/X-1a:2001 (OutputIntent, GTS_PDFXVersion, boxes, CMYK or
    /// grey only, no transparency).
    pub pdfx: bool,
    /// Interior colours written as grey (`g`/`G`) only: no RGB operator.
    pub grey_interior: bool,
    /// Cover colours converted to CMYK (`k`/`K`) with at most this total ink in percent;
    /// `None`: the cover keeps its sRGB colours.
    pub cmyk_cover_ink_limit: Option<u32>,
}

/// Every number of one platform. One table a platform, one place to edit.
#[derive(Debug)]
pub struct Rules {
    /// Its name in messages.
    pub name: &'static str,
    /// What its setup page calls the paper choices (white, cream, groundwood), for the
    /// upload settings `check` prints.
    pub paper_names: [&'static str; 3],
    pub trims: &'static [TrimSize],
    /// Custom trims, when the platform prints them.
    pub custom: Option<CustomTrims>,
    /// Inside (gutter) margin minimum by page count: (up to this many pages, inches).
    pub gutter: &'static [(usize, f32)],
    /// Outside, top and bottom margin minimum without and with bleed, inches.
    pub outer_min_in: f32,
    pub outer_min_bleed_in: f32,
    /// Bleed added on the outside edge, and on top and bottom each, inches (interior and
    /// paperback cover alike).
    pub bleed_in: f32,
    pub min_font_pt: f32,
    pub min_line_pt: f32,
    /// Consecutive blank pages allowed at the start or in the middle, and at the end.
    pub max_blank_run: usize,
    pub max_blank_run_end: usize,
    /// True when the planner fills a short book up to the least page count with notes
    /// pages; false when the preflight refuses it instead (a hardcover that short would be
    /// mostly notes).
    pub pad_to_minimum: bool,
    /// Spine text is allowed from this many pages up.
    pub spine_text_min_pages: usize,
    /// Paper thickness per page, inches (white, cream, groundwood), for the spine width;
    /// the spine is pages x caliper + `spine_add_in`.
    pub caliper_in: [f32; 3],
    pub spine_add_in: f32,
    /// Spine text keeps this far from each fold, inches.
    pub spine_fold_clearance_in: f32,
    /// All other cover text keeps this far inside the trim (and the folds), inches.
    pub cover_safe_in: f32,
    /// The barcode area on the back cover, width and height in inches, and how far it sits
    /// from the spine fold and the bottom trim edge.
    pub barcode_in: (f32, f32),
    pub barcode_clearance_in: f32,
    /// What the cover sheet adds around the trim on every outer edge: the bleed on a
    /// paperback, the wrap that folds over the boards on a hardcover.
    pub cover_wrap_in: f32,
    /// Hinge areas beside the spine, each side (0 on a paperback).
    pub hinge_in: f32,
    pub pdf: PdfRules,
}

impl Rules {
    /// The trim of this size, if the platform offers it (to within 0.005 in).
    pub fn trim_of(&self, width_in: f32, height_in: f32) -> Option<&'static TrimSize> {
        self.trims.iter().find(|t| {
            (t.width_in - width_in).abs() < 0.005 && (t.height_in - height_in).abs() < 0.005
        })
    }

    /// The trim with this name (`"6x9"`; `"A4"` is an alias of `"8.27x11.69"`).
    pub fn trim_named(&self, name: &str) -> Option<&'static TrimSize> {
        let name = name.trim().to_ascii_lowercase();
        let name = if name == "a4" { "8.27x11.69" } else { &name };
        self.trims.iter().find(|t| t.name == name)
    }

    /// The trim names, for messages.
    pub fn trim_names(&self) -> String {
        self.trims
            .iter()
            .map(|t| t.name)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// True when a custom trim of this size is in the platform's range.
    pub fn custom_ok(&self, width_in: f32, height_in: f32) -> bool {
        let Some(c) = &self.custom else { return false };
        let (w0, w1) = c.width_in;
        let (h0, h1) = c.height_in;
        (w0..=w1 + 0.001).contains(&width_in) && (h0..=h1 + 0.001).contains(&height_in)
    }

    pub fn is_large(&self, width_in: f32, height_in: f32) -> bool {
        self.custom
            .is_some_and(|c| width_in > c.large_over_in.0 || height_in > c.large_over_in.1)
    }

    /// The page-count range for a trim (offered or custom) on a paper; `None` when the
    /// platform does not print that paper at that trim (or the trim at all).
    pub fn page_range(
        &self,
        width_in: f32,
        height_in: f32,
        paper: Paper,
    ) -> Option<(usize, usize)> {
        if let Some(t) = self.trim_of(width_in, height_in) {
            return t.pages(paper);
        }
        let c = self.custom.as_ref()?;
        let (white, cream) = if self.is_large(width_in, height_in) {
            c.large_pages
        } else {
            c.regular_pages
        };
        match paper {
            Paper::White => Some(white),
            Paper::Cream => Some(cream),
            Paper::Groundwood => None,
        }
    }

    /// The least page count the book may have: the trim's on its paper, else the least of
    /// any trim (the trim's own finding says what is wrong).
    pub fn min_pages(&self, width_in: f32, height_in: f32, paper: Paper) -> usize {
        self.page_range(width_in, height_in, paper)
            .or_else(|| {
                self.trims
                    .iter()
                    .filter_map(|t| t.pages(paper).or(t.white))
                    .min()
            })
            .map_or(0, |r| r.0)
    }

    /// The inside-margin minimum in inches for a page count (the last row beyond the table).
    pub fn gutter_in(&self, pages: usize) -> f32 {
        self.gutter
            .iter()
            .find(|&&(up_to, _)| pages <= up_to)
            .or(self.gutter.last())
            .map_or(0.0, |&(_, g)| g)
    }

    /// Outside, top and bottom minimum in inches.
    pub fn outer_in(&self, bleed: bool) -> f32 {
        if bleed {
            self.outer_min_bleed_in
        } else {
            self.outer_min_in
        }
    }

    /// Paper thickness per page, inches.
    pub fn caliper(&self, paper: Paper) -> f32 {
        self.caliper_in[paper as usize]
    }

    /// Spine width in inches for a page count.
    pub fn spine_in(&self, pages: usize, paper: Paper) -> f32 {
        pages as f32 * self.caliper(paper) + self.spine_add_in
    }

    /// The cover sheet in inches: wrap (or bleed), back, hinge, spine, hinge, front, wrap
    /// across; trim height plus the wrap at top and bottom.
    pub fn cover_in(
        &self,
        width_in: f32,
        height_in: f32,
        pages: usize,
        paper: Paper,
    ) -> (f32, f32) {
        (
            2.0 * self.cover_wrap_in
                + 2.0 * width_in
                + self.spine_in(pages, paper)
                + 2.0 * self.hinge_in,
            height_in + 2.0 * self.cover_wrap_in,
        )
    }

    /// What the platform calls `paper`.
    pub fn paper_name(&self, paper: Paper) -> &'static str {
        self.paper_names[paper as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_is_consistent() {
        for p in Platform::ALL {
            let r = p.rules();
            assert!(!r.trims.is_empty(), "{}", r.name);
            for t in r.trims {
                assert_eq!(r.trim_named(t.name), Some(t), "{}", r.name);
                assert_eq!(r.trim_of(t.width_in, t.height_in), Some(t), "{}", r.name);
                assert!(
                    t.white.is_some(),
                    "{} {}: every trim on white",
                    r.name,
                    t.name
                );
                for range in [t.white, t.cream, t.groundwood].into_iter().flatten() {
                    assert!(range.0 < range.1, "{} {}", r.name, t.name);
                }
            }
            let g: Vec<f32> = r.gutter.iter().map(|g| g.1).collect();
            assert!(g.windows(2).all(|w| w[0] < w[1]), "{}", r.name);
            assert!(r.cover_wrap_in >= r.bleed_in, "{}", r.name);
        }
    }

    #[test]
    fn ids_parse_back() {
        #[derive(serde::Deserialize)]
        struct P {
            platform: Platform,
        }
        for p in Platform::ALL {
            let parsed: P = toml::from_str(&format!("platform = \"{}\"", p.id())).unwrap();
            assert_eq!(parsed.platform, p);
        }
    }

    #[test]
    fn spines_follow_each_formula() {
        // Lulu: pages / 444 + 0.06 in.
        assert!((LULU.spine_in(444, Paper::White) - 1.06).abs() < 1e-4);
        // KDP paperback: pages x caliper, nothing added.
        assert!((KDP.spine_in(100, Paper::White) - 0.2252).abs() < 1e-5);
        // A hardcover spine is wider than the paperback's of the same pages.
        assert!(KDP_HARDCOVER.spine_in(100, Paper::White) > KDP.spine_in(100, Paper::White));
    }

    #[test]
    fn the_hardcover_sheet_is_the_paperbacks_plus_wrap_and_hinges() {
        let (pw, ph) = KDP.cover_in(6.0, 9.0, 100, Paper::White);
        let (hw, hh) = KDP_HARDCOVER.cover_in(6.0, 9.0, 100, Paper::White);
        let r = &KDP_HARDCOVER;
        let extra_spine = r.spine_in(100, Paper::White) - KDP.spine_in(100, Paper::White);
        let wrap = r.cover_wrap_in - KDP.bleed_in;
        assert!((hw - pw - 2.0 * wrap - 2.0 * r.hinge_in - extra_spine).abs() < 1e-4);
        assert!((hh - ph - 2.0 * wrap).abs() < 1e-4);
    }
}
