//! Fonts: the vendored Noto Sans faces (see `fonts/README.md`), compiled into the binary so a
//! book looks the same on every machine, plus any font files a template names, and their
//! metrics, shared by layout and both renderers.
//!
//! A face a template loads from a file falls back to the vendored face of its weight for the
//! characters it lacks, so a CJK font still gets Latin digits. [`FontId::glyph`] is the one
//! place that decides which font and glyph draw a character: widths, the PDF and the PNG all
//! go through it.

use std::path::Path;
use std::sync::{OnceLock, RwLock};

use ttf_parser::GlyphId;

/// A font the page model can name: one of the two vendored faces or a loaded file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FontId {
    Regular,
    Bold,
    /// A font file a template named, by its place in the process-wide list of loaded files.
    File(u16),
}

static REGULAR: &[u8] = include_bytes!("../fonts/NotoSans-Regular.ttf");
static BOLD: &[u8] = include_bytes!("../fonts/NotoSans-Bold.ttf");

/// A parsed font with what layout asks of it often.
struct Font {
    bytes: &'static [u8],
    face: ttf_parser::Face<'static>,
    /// PostScript name, for PDF resources and messages.
    name: &'static str,
    /// Where a loaded file came from (`fonts.title` in a template), for messages.
    origin: Option<&'static str>,
    /// The font asked next for a character this one lacks.
    fallback: Option<FontId>,
    /// Glyphs for U+0000..U+00FF, the characters most text is made of.
    latin: Vec<Option<GlyphId>>,
    /// Every glyph's outline box, read once on first use: the page linter asks for the ink
    /// of every text on every page, and parsing outlines each time was most of `check`.
    boxes: OnceLock<Vec<Option<ttf_parser::Rect>>>,
    /// Advances in ems of U+0000..[`ADVANCES`] as drawn (fallback and '?' included), read
    /// once: layout measures every word of every paragraph many times while it fits them.
    advances: OnceLock<Vec<f64>>,
}

/// Characters below this have their advance kept (Latin, Latin-1 and Latin Extended-A:
/// every letter of the book languages).
const ADVANCES: u32 = 0x250;

impl Font {
    fn new(
        bytes: &'static [u8],
        face: ttf_parser::Face<'static>,
        origin: Option<&'static str>,
        fallback: Option<FontId>,
    ) -> Font {
        let latin = (0u32..256)
            .map(|c| {
                let ch = char::from_u32(c)?;
                face.glyph_index(ch)
            })
            .collect();
        let name = postscript_name(&face).unwrap_or_else(|| "Font".into());
        Font {
            bytes,
            face,
            name: Box::leak(name.into_boxed_str()),
            origin,
            fallback,
            latin,
            boxes: OnceLock::new(),
            advances: OnceLock::new(),
        }
    }

    /// The outline box of glyph `g` (`None` for a blank glyph).
    fn glyph_box(&self, g: GlyphId) -> Option<ttf_parser::Rect> {
        let boxes = self.boxes.get_or_init(|| {
            (0..self.face.number_of_glyphs())
                .map(|i| self.face.glyph_bounding_box(GlyphId(i)))
                .collect()
        });
        boxes.get(g.0 as usize).copied().flatten()
    }

    /// The glyph this font itself has for `ch`.
    fn own(&self, ch: char) -> Option<GlyphId> {
        match self.latin.get(ch as usize) {
            Some(g) => *g,
            None => self.face.glyph_index(ch),
        }
    }
}

/// The name table's PostScript name, made safe for a PDF name.
fn postscript_name(face: &ttf_parser::Face) -> Option<String> {
    let name = face
        .names()
        .into_iter()
        .filter(|n| n.name_id == ttf_parser::name_id::POST_SCRIPT_NAME)
        .find_map(|n| n.to_string())?;
    let clean: String = name
        .chars()
        .filter(|c| c.is_ascii_graphic() && !"()<>[]{}/%#".contains(*c))
        .collect();
    (!clean.is_empty()).then_some(clean)
}

fn vendored(id: FontId) -> &'static Font {
    static CELLS: [OnceLock<Font>; 2] = [OnceLock::new(), OnceLock::new()];
    let (i, bytes) = match id {
        FontId::Bold => (1, BOLD),
        _ => (0, REGULAR),
    };
    CELLS[i].get_or_init(|| {
        let face = ttf_parser::Face::parse(bytes, 0).expect("vendored font parses (tested)");
        Font::new(bytes, face, None, None)
    })
}

/// Font files loaded so far. Files are never unloaded: a process loads a handful at most,
/// and one file loaded twice (the same bytes) gets the same id.
static FILES: RwLock<Vec<&'static Font>> = RwLock::new(Vec::new());

/// Why a font file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum FontError {
    #[error("cannot read font file {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("font file {path} is not a font: {reason}")]
    Parse { path: String, reason: String },
    #[error("font file {path} {reason}")]
    Unsupported { path: String, reason: String },
}

impl FontId {
    /// The vendored faces.
    pub const ALL: [FontId; 2] = [FontId::Regular, FontId::Bold];

    fn font(self) -> &'static Font {
        match self {
            FontId::Regular | FontId::Bold => vendored(self),
            FontId::File(i) => FILES.read().unwrap_or_else(|e| e.into_inner())[i as usize],
        }
    }

    /// Loads a TrueType font file for a template. `origin` says which key named it (for
    /// messages). The font must have TrueType outlines (what the PDF embeds as FontFile2) and
    /// be static; the vendored face of its weight stands in for characters it lacks.
    pub fn load(path: &Path, origin: &str) -> Result<FontId, FontError> {
        let shown = path.display().to_string();
        let bytes =
            crate::output::read::bytes(path, crate::output::read::MAX_FONT).map_err(|e| {
                FontError::Read {
                    path: shown.clone(),
                    source: e.into_io(),
                }
            })?;
        let unsupported = |reason: &str| FontError::Unsupported {
            path: shown.clone(),
            reason: reason.into(),
        };
        {
            let face = ttf_parser::Face::parse(&bytes, 0).map_err(|e| FontError::Parse {
                path: shown.clone(),
                reason: e.to_string(),
            })?;
            if face.tables().glyf.is_none() {
                return Err(unsupported(
                    "has no TrueType outlines (a CFF .otf): use the .ttf version of the font",
                ));
            }
            if face.is_variable() {
                return Err(unsupported(
                    "is a variable font: use a static instance (a file per weight, \
                     such as NotoSansJP-Regular.ttf)",
                ));
            }
        }
        let mut files = FILES.write().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = files.iter().position(|f| f.bytes == bytes.as_slice()) {
            return Ok(FontId::File(i as u16));
        }
        let i = u16::try_from(files.len()).map_err(|_| unsupported("is one font too many"))?;
        let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
        let face = ttf_parser::Face::parse(bytes, 0).expect("parsed above");
        let fallback = if face.is_bold() || face.weight().to_number() >= 600 {
            FontId::Bold
        } else {
            FontId::Regular
        };
        let origin: &'static str = Box::leak(origin.to_string().into_boxed_str());
        files.push(Box::leak(Box::new(Font::new(
            bytes,
            face,
            Some(origin),
            Some(fallback),
        ))));
        Ok(FontId::File(i))
    }

    /// The TrueType file.
    pub fn bytes(self) -> &'static [u8] {
        self.font().bytes
    }

    /// PostScript name, for PDF resources and messages.
    pub fn name(self) -> &'static str {
        self.font().name
    }

    /// The parsed face.
    pub fn face(self) -> &'static ttf_parser::Face<'static> {
        &self.font().face
    }

    /// Whether the font is meant as a heavy weight (for the PDF's stem width).
    pub fn is_bold(self) -> bool {
        match self {
            FontId::Regular => false,
            FontId::Bold => true,
            FontId::File(_) => self.font().fallback == Some(FontId::Bold),
        }
    }

    /// The font and glyph that draw `ch`: this font's own, else its fallback's; `None` when
    /// no font of the chain has it.
    pub fn glyph(self, ch: char) -> Option<(FontId, GlyphId)> {
        let mut font = Some(self);
        while let Some(f) = font {
            let data = f.font();
            if let Some(g) = data.own(ch) {
                return Some((f, g));
            }
            font = data.fallback;
        }
        None
    }

    /// The font and glyph drawn for `ch`: [`FontId::glyph`], or the chain's '?' for a
    /// character no font has (the preflight refuses such text before anything is drawn).
    pub fn shown(self, ch: char) -> (FontId, GlyphId) {
        self.glyph(ch)
            .or_else(|| self.glyph('?'))
            .unwrap_or((self, GlyphId(0)))
    }

    /// True when some font of the chain has a glyph for every character of `text`.
    pub fn covers(self, text: &str) -> bool {
        text.chars().all(|c| self.glyph(c).is_some())
    }

    /// The characters of `text` no font of the chain has, each once, in order of appearance.
    pub fn missing(self, text: &str) -> Vec<char> {
        let mut out: Vec<char> = Vec::new();
        for c in text.chars() {
            if self.glyph(c).is_none() && !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }

    /// The fonts asked for a character, in order, by name: "NotoSansJP-Regular, then
    /// NotoSans-Regular".
    pub fn describe(self) -> String {
        let mut names = vec![self.name()];
        let mut next = self.font().fallback;
        while let Some(f) = next {
            names.push(f.name());
            next = f.font().fallback;
        }
        names.join(", then ")
    }

    /// What to change when text needs characters this font lacks.
    pub fn coverage_fix(self) -> String {
        match self.font().origin {
            Some(origin) => format!(
                "use a font file that has those characters for {origin}, or replace them in \
                 the spec's text"
            ),
            None => "replace those characters in the spec's text, or give the template a font \
                     file that has them in its [fonts] table (for example \
                     `body = \"NotoSansJP-Regular.ttf\"`, a path relative to the template; \
                     keys: title, heading, body, given, filled)"
                .into(),
        }
    }

    /// Advance of `ch` in ems.
    fn advance_em(self, ch: char) -> f64 {
        if (ch as u32) < ADVANCES {
            let kept = self.font().advances.get_or_init(|| {
                (0..ADVANCES)
                    .map(|c| char::from_u32(c).map_or(0.0, |c| self.measured_advance(c)))
                    .collect()
            });
            return kept[ch as usize];
        }
        self.measured_advance(ch)
    }

    fn measured_advance(self, ch: char) -> f64 {
        let (f, g) = self.shown(ch);
        let face = f.face();
        face.glyph_hor_advance(g).unwrap_or(0) as f64 / face.units_per_em() as f64
    }

    /// Width of `text` at `size` points: the sum of advances, no kerning (characters no font
    /// has count as '?').
    pub fn width(self, text: &str, size: f32) -> f32 {
        let ems: f64 = text.chars().map(|c| self.advance_em(c)).sum();
        (ems * size as f64) as f32
    }

    /// Ascent above and descent below the baseline at `size` points (both positive).
    pub fn vertical_extent(self, size: f32) -> (f32, f32) {
        let face = self.face();
        let upem = face.units_per_em() as f32;
        (
            face.ascender() as f32 * size / upem,
            -(face.descender() as f32) * size / upem,
        )
    }

    /// The ink of `text` set at `size` from x = 0 on its baseline, y down: the union of its
    /// glyphs' outline boxes placed by their advances, (x0, y0, x1, y1) in points; `None` for
    /// text that prints nothing (spaces). What the page linter measures, so that a wide or
    /// tall glyph cannot poke out of its box unseen.
    pub fn ink(self, text: &str, size: f32) -> Option<(f32, f32, f32, f32)> {
        let mut pen = 0.0f64;
        let mut out: Option<(f32, f32, f32, f32)> = None;
        for ch in text.chars() {
            let (f, g) = self.shown(ch);
            let face = f.face();
            let scale = size as f64 / face.units_per_em() as f64;
            if let Some(b) = f.font().glyph_box(g) {
                let bx = (
                    (pen + b.x_min as f64 * scale) as f32,
                    (-b.y_max as f64 * scale) as f32,
                    (pen + b.x_max as f64 * scale) as f32,
                    (-b.y_min as f64 * scale) as f32,
                );
                out = Some(match out {
                    None => bx,
                    Some(o) => (o.0.min(bx.0), o.1.min(bx.1), o.2.max(bx.2), o.3.max(bx.3)),
                });
            }
            pen += face.glyph_hor_advance(g).unwrap_or(0) as f64 * scale;
        }
        out
    }

    /// Height of the digit '0' above the baseline at `size`, for centring digits in cells.
    pub fn digit_height(self, size: f32) -> f32 {
        let (f, g) = self.shown('0');
        let face = f.face();
        let h = face
            .glyph_bounding_box(g)
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
            assert!(face.tables().glyf.is_some(), "embedded as FontFile2");
        }
        assert_eq!(FontId::Regular.name(), "NotoSans-Regular");
        assert_eq!(FontId::Bold.name(), "NotoSans-Bold");
    }

    #[test]
    fn widths_scale_with_size() {
        let w10 = FontId::Regular.width("Hello", 10.0);
        let w20 = FontId::Regular.width("Hello", 20.0);
        assert!(w10 > 10.0 && (w20 - 2.0 * w10).abs() < 1e-3);
        assert!(FontId::Bold.width("W", 10.0) > FontId::Regular.width("i", 10.0));
    }

    /// One pangram or sample per language the books are written in: every character must
    /// have a glyph in both faces.
    const SAMPLES: [(&str, &str); 9] = [
        (
            "en",
            "The quick brown fox jumps over the lazy dog. 0123456789 € £ © “” ‘’ – — …",
        ),
        (
            "de",
            "Victor jagt zwölf Boxkämpfer quer über den großen Sylter Deich. ẞ „Ä“ ‚Ö‘",
        ),
        (
            "fr",
            "Voix ambiguë d’un cœur qui au zéphyr préfère les jattes de kiwis. Œ Ÿ « ç »",
        ),
        (
            "es",
            "El pingüino Wenceslao hizo kilómetros bajo exhaustiva lluvia y frío, añoraba. ¿¡Ñ!?",
        ),
        (
            "it",
            "Quel vituperabile xenofobo zelante assaggia il whisky ed esclama: alleluja! È à ì ò ù",
        ),
        (
            "nl",
            "Pa’s wijze lynx bezag vroom het fikse aquaduct. Ĳ ĳ ë ï",
        ),
        (
            "pl",
            "Zażółć gęślą jaźń. Pchnąć w tę łódź jeża lub ośm skrzyń fig. ĄĆĘŁŃÓŚŹŻ",
        ),
        ("el", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία. Ελληνικά ΑΒΓΔ ΐΰ"),
        (
            "ru",
            "Съешь же ещё этих мягких французских булок, да выпей чаю. Кириллица ЁЖЩ",
        ),
    ];

    #[test]
    fn vendored_faces_cover_european_languages() {
        for f in FontId::ALL {
            for (lang, text) in SAMPLES {
                assert_eq!(f.missing(text), Vec::<char>::new(), "{f:?} {lang}");
                // Each character is the font's own, not a fallback or a '?'.
                for c in text.chars() {
                    assert_eq!(f.glyph(c).map(|(g, _)| g), Some(f), "{f:?} {c:?}");
                }
            }
            // The arithmetic signs other kinds print as text.
            assert!(f.covers("+ × ÷ ="), "{f:?}");
        }
    }

    #[test]
    fn missing_characters_are_listed_once_in_order() {
        let f = FontId::Regular;
        assert_eq!(f.missing("数独 and 数 ok"), vec!['数', '独']);
        assert!(!f.covers("漢"));
        assert_eq!(f.shown('漢'), f.shown('?'));
        assert_ne!(f.shown('A'), f.shown('?'));
        assert!(f.coverage_fix().contains("[fonts]"));
    }

    #[test]
    fn a_loaded_file_falls_back_and_is_loaded_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("copy.ttf");
        std::fs::write(&path, BOLD).unwrap();
        let a = FontId::load(&path, "`fonts.title` in t.toml").unwrap();
        let b = FontId::load(&path, "`fonts.body` in t.toml").unwrap();
        assert_eq!(a, b);
        assert!(matches!(a, FontId::File(_)));
        assert!(a.is_bold());
        assert_eq!(a.name(), "NotoSans-Bold");
        assert_eq!(a.glyph('A').unwrap().0, a);
        assert_eq!(a.width("Zażółć", 12.0), FontId::Bold.width("Zażółć", 12.0));
        assert!(a.coverage_fix().contains("`fonts.title` in t.toml"));
        assert_eq!(a.describe(), "NotoSans-Bold, then NotoSans-Bold");
    }

    #[test]
    fn unusable_files_are_refused_with_the_reason() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope.ttf");
        let e = FontId::load(&missing, "k").unwrap_err().to_string();
        assert!(
            e.contains("cannot read font file") && e.contains("nope.ttf"),
            "{e}"
        );
        let junk = dir.path().join("junk.ttf");
        std::fs::write(&junk, b"not a font at all").unwrap();
        let e = FontId::load(&junk, "k").unwrap_err().to_string();
        assert!(e.contains("is not a font"), "{e}");
    }
}
