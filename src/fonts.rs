//! The vendored fonts (see `fonts/OFL.txt`), compiled into the binary so a book looks the same
//! on every machine, and their metrics, shared by layout and both renderers.

use std::sync::OnceLock;

/// A font the page model can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FontId {
    Regular,
    Bold,
}

static REGULAR: &[u8] = include_bytes!("../fonts/NotoSans-Regular.ttf");
static BOLD: &[u8] = include_bytes!("../fonts/NotoSans-Bold.ttf");

/// Per-font metrics, read once from the font file.
struct Metrics {
    units_per_em: f32,
    ascender: f32,
    descender: f32,
    /// Advance widths for U+0000..U+00FF, in font units; `None` where the font lacks a glyph.
    latin: Vec<Option<u16>>,
}

impl FontId {
    pub const ALL: [FontId; 2] = [FontId::Regular, FontId::Bold];

    /// The TrueType file.
    pub fn bytes(self) -> &'static [u8] {
        match self {
            FontId::Regular => REGULAR,
            FontId::Bold => BOLD,
        }
    }

    /// PostScript-style name, for PDF resources and messages.
    pub fn name(self) -> &'static str {
        match self {
            FontId::Regular => "NotoSans-Regular",
            FontId::Bold => "NotoSans-Bold",
        }
    }

    /// The parsed face (the bytes are static, so parsing never fails at run time: a test
    /// checks both files).
    pub fn face(self) -> ttf_parser::Face<'static> {
        ttf_parser::Face::parse(self.bytes(), 0).expect("vendored font parses")
    }

    fn metrics(self) -> &'static Metrics {
        static CELLS: [OnceLock<Metrics>; 2] = [OnceLock::new(), OnceLock::new()];
        CELLS[self as usize].get_or_init(|| {
            let face = self.face();
            let latin = (0u32..256)
                .map(|c| {
                    let ch = char::from_u32(c)?;
                    face.glyph_index(ch).and_then(|g| face.glyph_hor_advance(g))
                })
                .collect();
            Metrics {
                units_per_em: face.units_per_em() as f32,
                ascender: face.ascender() as f32,
                descender: -(face.descender() as f32),
                latin,
            }
        })
    }

    /// Advance width of one character in font units, or `None` without a glyph.
    fn advance(self, ch: char) -> Option<u16> {
        let m = self.metrics();
        match m.latin.get(ch as usize) {
            Some(a) => *a,
            None => {
                let face = self.face();
                face.glyph_index(ch).and_then(|g| face.glyph_hor_advance(g))
            }
        }
    }

    /// True when the font has a glyph for every character of `text`.
    pub fn covers(self, text: &str) -> bool {
        text.chars().all(|c| self.advance(c).is_some())
    }

    /// Width of `text` at `size` points: the sum of advances, no kerning. Characters without
    /// a glyph count as the width of '?'.
    pub fn width(self, text: &str, size: f32) -> f32 {
        let m = self.metrics();
        let fallback = self.advance('?').unwrap_or(0);
        let units: u32 = text
            .chars()
            .map(|c| self.advance(c).unwrap_or(fallback) as u32)
            .sum();
        units as f32 * size / m.units_per_em
    }

    /// Ascent above and descent below the baseline at `size` points (both positive).
    pub fn vertical_extent(self, size: f32) -> (f32, f32) {
        let m = self.metrics();
        (
            m.ascender * size / m.units_per_em,
            m.descender * size / m.units_per_em,
        )
    }

    /// Height of the digit '0' above the baseline at `size`, for centring digits in cells.
    pub fn digit_height(self, size: f32) -> f32 {
        let face = self.face();
        let h = face
            .glyph_index('0')
            .and_then(|g| face.glyph_bounding_box(g))
            .map(|b| b.y_max as f32)
            .unwrap_or(0.7 * face.units_per_em() as f32);
        h * size / face.units_per_em() as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fonts_parse_and_cover_latin() {
        for f in FontId::ALL {
            let face = f.face();
            assert!(face.units_per_em() > 0);
            assert!(f.covers("Futoshiki 123 – “Puzzles” © é"), "{f:?}");
            assert!(!face.is_variable(), "KDP wants static fonts");
        }
    }

    #[test]
    fn widths_scale_with_size() {
        let w10 = FontId::Regular.width("Hello", 10.0);
        let w20 = FontId::Regular.width("Hello", 20.0);
        assert!(w10 > 10.0 && (w20 - 2.0 * w10).abs() < 1e-3);
        assert!(FontId::Bold.width("W", 10.0) > FontId::Regular.width("i", 10.0));
    }
}
