//! Page styles: fonts, sizes, grid line weights, header and footer, margins, default puzzles
//! per page. The built-in ones are `templates/*.toml`, compiled in so the binary works from
//! any folder; a spec names one, or gives a path to its own template file.

use super::{Source, SpecError, did_you_mean};
use crate::fonts::FontId;
use serde::Deserialize;
use std::path::Path;

/// The built-in templates: (name, TOML).
pub const BUILTIN: [(&str, &str); 2] = [
    ("classic", include_str!("../../templates/classic.toml")),
    (
        "large-print",
        include_str!("../../templates/large-print.toml"),
    ),
];

/// A page style.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Template {
    /// The name a spec uses (the file stem); not written in the file.
    #[serde(skip)]
    pub name: String,
    pub description: String,
    pub fonts: Fonts,
    pub sizes: Sizes,
    pub grid: Grid,
    pub header: Header,
    pub footer: Footer,
    pub margins: Margins,
    pub pages: Pages,
}

/// Which face each kind of text uses: one of the two vendored faces, or a TrueType file (for
/// CJK, Arabic...; its path relative to the template), which falls back to the vendored face
/// of its weight for characters it lacks.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fonts {
    pub title: Face,
    pub heading: Face,
    pub body: Face,
    /// Digits given in a puzzle (and shown bold in its answer).
    pub given: Face,
    /// Digits a solver fills in, in the answers.
    pub filled: Face,
}

/// A `[fonts]` value: `"regular"`, `"bold"` or a font file's path.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(from = "toml::Spanned<String>")]
pub struct Face {
    value: String,
    /// Where the value sits in the template file, for messages.
    span: std::ops::Range<usize>,
    /// The font; for a path, set when the template is parsed ([`Template::parse`]).
    id: FontId,
}

impl From<toml::Spanned<String>> for Face {
    fn from(v: toml::Spanned<String>) -> Face {
        let id = match v.get_ref().as_str() {
            "bold" => FontId::Bold,
            _ => FontId::Regular,
        };
        Face {
            span: v.span(),
            value: v.into_inner(),
            id,
        }
    }
}

impl Face {
    pub fn id(&self) -> FontId {
        self.id
    }

    /// Loads a font file the value names, relative to `dir`; `key` and `file` say where the
    /// value is, for messages.
    fn resolve(&mut self, key: &str, dir: &Path, src: &Source) -> Result<(), SpecError> {
        if matches!(self.value.as_str(), "regular" | "bold") {
            return Ok(());
        }
        let at = Some(self.span.start);
        let lower = self.value.to_ascii_lowercase();
        if !lower.ends_with(".ttf") {
            return Err(src.error(
                at,
                format!("`fonts.{key}` = {:?} is not a face", self.value),
                Some(
                    "use \"regular\", \"bold\" or the path of a TrueType font file (.ttf), \
                     relative to the template"
                        .into(),
                ),
            ));
        }
        let origin = format!("`fonts.{key}` in {}", src.file);
        self.id = FontId::load(&dir.join(&self.value), &origin).map_err(|e| {
            src.error(
                at,
                format!("`fonts.{key}`: {e}"),
                Some("the path is relative to the template file".into()),
            )
        })?;
        Ok(())
    }
}

/// Text sizes in points.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sizes {
    pub title: f32,
    pub subtitle: f32,
    pub author: f32,
    /// Page headings ("How to play", "Contents", "Answers").
    pub heading: f32,
    pub body: f32,
    /// Smallest size body text may shrink to so that a page's text fits (how to play);
    /// KDP's minimum when the template gives none.
    #[serde(default)]
    pub min_body: Option<f32>,
    /// Puzzle numbers above puzzle grids.
    pub label: f32,
    /// Puzzle numbers above answer grids.
    pub answer_label: f32,
    /// Running header and page numbers.
    pub header: f32,
}

/// Grid drawing.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Grid {
    /// Cell outlines, points.
    pub line: f32,
    /// The strokes of the < > signs, points.
    pub sign: f32,
    /// Space between cells, as a fraction of a cell.
    pub gap: f32,
    /// Digit size as a fraction of the cell.
    pub digit: f32,
    /// Smallest digit a puzzle page may print, points; a page whose grids would be smaller
    /// is refused with a fix.
    pub min_digit: f32,
    /// Smallest number a puzzle page may print beside a grid, in a clue band outside the
    /// cells (a nonogram's runs, Skyscrapers' counts), points: such numbers stand in their own
    /// slots, so pro books set them smaller than digits in cells. `grid.min_digit` when the
    /// template gives none; never under KDP's minimum text size.
    #[serde(default)]
    pub min_clue: Option<f32>,
    /// Largest cell, points, so that a big page does not get giant grids.
    pub max_cell: f32,
    /// Largest answer cell, points.
    pub max_answer_cell: f32,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    /// The section name at the top of puzzle and answer pages.
    pub show: bool,
    /// Weight of the rule under the header, points; 0 for none.
    pub rule: f32,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Footer {
    pub page_number: PageNumber,
}

/// Where page numbers go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PageNumber {
    /// The outside corner: right on right-hand pages, left on left-hand ones.
    Outside,
    Center,
    None,
}

/// Margins from the trim edge, inches. The inside margin grows to KDP's minimum for the
/// page count; the others grow to KDP's minimum with bleed.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Margins {
    pub inside: f32,
    pub outside: f32,
    pub top: f32,
    pub bottom: f32,
}

/// Defaults a spec can override.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pages {
    /// The most puzzles a page takes when a section leaves `per_page` to the plan, which
    /// gives fewer when the cells would be under the level's minimum (docs/layout.md).
    pub puzzles_per_page: usize,
    pub answers_per_page: usize,
}

impl Template {
    /// A built-in template by name.
    pub fn builtin(name: &str) -> Option<Template> {
        let (n, text) = BUILTIN.iter().find(|(n, _)| *n == name)?;
        let file = format!("templates/{n}.toml");
        Some(Template::parse(text, &file, n).expect("built-in templates are valid (tested)"))
    }

    /// A template by name, or by path when the value ends in `.toml` (relative to `dir`).
    /// An unknown name is reported at the spec's `template` key.
    pub fn find(
        value: &str,
        dir: Option<&Path>,
        spec: Source,
        at: usize,
    ) -> Result<Template, SpecError> {
        if value.ends_with(".toml") {
            let path = match dir {
                Some(d) => d.join(value),
                None => Path::new(value).to_path_buf(),
            };
            let file = path.display().to_string();
            let text =
                crate::output::read::text(&path, crate::output::read::MAX_SPEC).map_err(|e| {
                    spec.error(
                        Some(at),
                        format!("cannot read template {file}: {}", e.cause()),
                        Some("check the path; it is relative to the spec's folder".into()),
                    )
                })?;
            let stem = path
                .file_stem()
                .map_or("custom".into(), |s| s.to_string_lossy());
            return Template::parse(&text, &file, &stem);
        }
        Template::builtin(value).ok_or_else(|| {
            let names = BUILTIN.iter().map(|(n, _)| *n);
            let mut help = format!(
                "built-in templates: {}; or a path to a template .toml",
                names.clone().collect::<Vec<_>>().join(", ")
            );
            if let Some(near) = did_you_mean(value, names) {
                help = format!("did you mean `{near}`? {help}");
            }
            spec.error(Some(at), format!("no template named `{value}`"), Some(help))
        })
    }

    /// Parses and checks a template file.
    pub fn parse(text: &str, file: &str, name: &str) -> Result<Template, SpecError> {
        let src = Source { file, text };
        let mut t: Template = toml::from_str(text).map_err(|e| src.toml_error(&e))?;
        t.name = name.to_string();
        // Font files are found beside the template.
        let dir = Path::new(file).parent().unwrap_or(Path::new(""));
        let f = &mut t.fonts;
        for (key, face) in [
            ("title", &mut f.title),
            ("heading", &mut f.heading),
            ("body", &mut f.body),
            ("given", &mut f.given),
            ("filled", &mut f.filled),
        ] {
            face.resolve(key, dir, &src)?;
        }
        t.check().map_err(|(key, why)| {
            src.error(
                None,
                format!("`{key}` {why}"),
                Some("fix the template file".into()),
            )
        })?;
        Ok(t)
    }

    /// The least size of numbers printed beside a grid (`grid.min_clue`, or `grid.min_digit`
    /// when the template gives none).
    pub fn min_clue(&self) -> f32 {
        self.grid.min_clue.unwrap_or(self.grid.min_digit)
    }

    /// Sanity of the numbers (KDP's own limits are the preflight's business).
    fn check(&self) -> Result<(), (&'static str, String)> {
        let positive: [(&'static str, f32); 13] = [
            ("sizes.title", self.sizes.title),
            ("sizes.subtitle", self.sizes.subtitle),
            ("sizes.author", self.sizes.author),
            ("sizes.heading", self.sizes.heading),
            ("sizes.body", self.sizes.body),
            ("sizes.label", self.sizes.label),
            ("sizes.answer_label", self.sizes.answer_label),
            ("sizes.header", self.sizes.header),
            ("grid.line", self.grid.line),
            ("grid.sign", self.grid.sign),
            ("grid.min_digit", self.grid.min_digit),
            ("grid.max_cell", self.grid.max_cell),
            ("grid.max_answer_cell", self.grid.max_answer_cell),
        ];
        for (key, v) in positive {
            if !(v.is_finite() && v > 0.0 && v < 200.0) {
                return Err((
                    key,
                    format!("= {v} is out of range: use a value above 0 and below 200"),
                ));
            }
        }
        if let Some(m) = self.grid.min_clue
            && !(m.is_finite() && (crate::kdp::KDP.min_font_pt..200.0).contains(&m))
        {
            return Err((
                "grid.min_clue",
                format!(
                    "= {m} is out of range: use {} (KDP's least text size) to 200",
                    crate::kdp::KDP.min_font_pt
                ),
            ));
        }
        if let Some(m) = self.sizes.min_body
            && !(m.is_finite() && crate::kdp::KDP.min_font_pt <= m && m <= self.sizes.body)
        {
            return Err((
                "sizes.min_body",
                format!(
                    "= {m} is out of range: use {} to `sizes.body` ({})",
                    crate::kdp::KDP.min_font_pt,
                    self.sizes.body
                ),
            ));
        }
        let fractions = [
            ("grid.gap", self.grid.gap, 0.0, 1.0),
            ("grid.digit", self.grid.digit, 0.2, 0.9),
            ("header.rule", self.header.rule, 0.0, 5.0),
            ("margins.inside", self.margins.inside, 0.0, 3.0),
            ("margins.outside", self.margins.outside, 0.0, 3.0),
            ("margins.top", self.margins.top, 0.0, 3.0),
            ("margins.bottom", self.margins.bottom, 0.0, 3.0),
        ];
        for (key, v, lo, hi) in fractions {
            if !(v.is_finite() && (lo..=hi).contains(&v)) {
                return Err((key, format!("= {v} is out of range: use {lo} to {hi}")));
            }
        }
        let per = [
            ("pages.puzzles_per_page", self.pages.puzzles_per_page, 6),
            ("pages.answers_per_page", self.pages.answers_per_page, 20),
        ];
        for (key, v, hi) in per {
            if !(1..=hi).contains(&v) {
                return Err((key, format!("= {v} is out of range: use 1 to {hi}")));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_parse() {
        for (name, _) in BUILTIN {
            let t = Template::builtin(name).unwrap();
            assert_eq!(t.name, name);
        }
    }

    #[test]
    fn large_print_is_large() {
        let c = Template::builtin("classic").unwrap();
        let l = Template::builtin("large-print").unwrap();
        // Large print means large: 16 pt text that never shrinks, 24 pt digits.
        assert!(l.grid.min_digit >= 24.0);
        // Clue bands beside the grid too; classic's may go down to KDP's least.
        assert!(l.min_clue() >= 24.0);
        assert!(c.min_clue() >= crate::kdp::KDP.min_font_pt && c.min_clue() < c.grid.min_digit);
        assert!(l.sizes.body >= 16.0 && l.sizes.min_body.unwrap() >= 16.0);
        assert!(l.sizes.label >= 16.0);
        assert!(l.grid.line > c.grid.line && l.grid.sign > c.grid.sign);
        assert!((1..=2).contains(&l.pages.puzzles_per_page));
    }

    #[test]
    fn unknown_template_suggests() {
        let src = Source {
            file: "b.toml",
            text: "template = \"clasic\"\n",
        };
        let e = Template::find("clasic", None, src, 11).unwrap_err();
        assert_eq!(e.at, Some((1, 12)));
        assert!(e.to_string().contains("did you mean `classic`?"), "{e}");
    }

    /// The classic template with its title face replaced, written into `dir`.
    fn with_title_face(dir: &Path, value: &str) -> Result<Template, SpecError> {
        let text = BUILTIN[0]
            .1
            .replace("title = \"bold\"", &format!("title = {value:?}"));
        let path = dir.join("mine.toml");
        std::fs::write(&path, &text).unwrap();
        Template::parse(&text, &path.display().to_string(), "mine")
    }

    #[test]
    fn a_font_file_is_found_beside_the_template() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("fonts")).unwrap();
        std::fs::write(dir.path().join("fonts/Title.ttf"), FontId::Bold.bytes()).unwrap();
        let t = with_title_face(dir.path(), "fonts/Title.ttf").unwrap();
        let id = t.fonts.title.id();
        assert!(matches!(id, FontId::File(_)), "{id:?}");
        assert_eq!(id.bytes(), FontId::Bold.bytes());
        assert_eq!(t.fonts.body.id(), FontId::Regular);
        assert_eq!(t.fonts.heading.id(), FontId::Bold);
        // Messages about missing characters point at the key.
        assert!(
            id.coverage_fix().contains("`fonts.title` in "),
            "{}",
            id.coverage_fix()
        );
    }

    #[test]
    fn bad_font_values_name_the_key_and_line() {
        let dir = tempfile::tempdir().unwrap();
        let e = with_title_face(dir.path(), "heavy").unwrap_err();
        assert_eq!(e.at, Some((5, 9)), "{e}");
        let msg = e.to_string();
        assert!(
            msg.contains("`fonts.title` = \"heavy\" is not a face"),
            "{msg}"
        );
        assert!(msg.contains("\"regular\", \"bold\" or the path"), "{msg}");

        let e = with_title_face(dir.path(), "NoSuch.ttf").unwrap_err();
        let msg = e.to_string();
        assert!(
            msg.contains("`fonts.title`: cannot read font file") && msg.contains("NoSuch.ttf"),
            "{msg}"
        );
        assert_eq!(e.at, Some((5, 9)));
    }
}
