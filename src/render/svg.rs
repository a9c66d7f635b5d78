//! The SVG renderer: the page model as SVG, every item where the PDF puts it.
//!
//! Coordinates are the page model's own (points, origin top-left, y down: SVG's system too),
//! rounded as the PDF writes them. Stroke rules are the PDF's (butt caps, miter joins, miter
//! limit 10, non-zero fills).
//!
//! Text comes two ways ([`SvgText`]):
//! - `Embedded` (the default): real `<text>`, searchable and selectable, in the book's fonts
//!   embedded as subsets (only the glyphs drawn) in a CSS `@font-face` data URL. Each
//!   character gets its own x position, the pen positions the PDF uses, so no renderer's
//!   rounding or kerning moves a glyph. Browsers and Inkscape honour embedded fonts; librsvg
//!   (`rsvg-convert`) and some other tools do not, and draw a system font instead.
//! - `Outlines`: each glyph as a path (defined once, placed with `<use>`): looks the same in
//!   every SVG reader, but the text cannot be searched.
//!
//! Noto Sans is under the SIL Open Font License, which allows embedding subsets in documents;
//! a template's own fonts are embedded the same way, as they are in the PDF.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::{RenderError, pdf_glyph_width, pdf_num, run_left, validate_page};
use crate::fonts::FontId;
use crate::page::{Color, Item, Page, Pt2, Rect, Rotation, Stroke};

/// How text is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SvgText {
    /// `<text>` in the embedded font subsets.
    #[default]
    Embedded,
    /// Glyph outlines as paths.
    Outlines,
}

/// Renders one page as a standalone SVG file: the whole sheet (media box), on white.
pub fn render_svg(page: &Page, text: SvgText) -> Result<String, RenderError> {
    validate_page(page, 0)?;
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str(&svg_element(&page.items, page.media(), text, "", true)?);
    Ok(out)
}

/// `items` as an `<svg>` element showing `view` (page-model points), sized in points; for
/// embedding in HTML or writing as a file. `prefix` starts every id in it, so that several
/// can share one HTML page. No background: what is not drawn stays transparent.
pub fn svg_fragment(
    items: &[Item],
    view: Rect,
    text: SvgText,
    prefix: &str,
) -> Result<String, RenderError> {
    let page = Page {
        width: view.right().max(1.0),
        height: view.bottom().max(1.0),
        trim: view,
        live: view,
        items: items.to_vec(),
        kept: Vec::new(),
    };
    validate_page(&page, 0)?;
    svg_element(items, view, text, prefix, false)
}

fn num(v: f32) -> String {
    format!("{}", pdf_num(v))
}

fn hex(c: Color) -> String {
    let b = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!("#{:02x}{:02x}{:02x}", b(c.r), b(c.g), b(c.b))
}

/// Escapes text for XML content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn svg_element(
    items: &[Item],
    view: Rect,
    text: SvgText,
    prefix: &str,
    background: bool,
) -> Result<String, RenderError> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\"{xlink} width=\"{w}pt\" height=\"{h}pt\" \
         viewBox=\"{x} {y} {w} {h}\">",
        // SVG 1.1 readers (older layout tools) know `<use>` only by `xlink:href`.
        xlink = if text == SvgText::Outlines {
            " xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        } else {
            ""
        },
        x = num(view.x),
        y = num(view.y),
        w = num(view.w),
        h = num(view.h),
    );
    let fonts = match text {
        SvgText::Embedded => {
            let faces = web_fonts(items)?;
            if !faces.is_empty() {
                out.push_str("<style>\n");
                for f in faces.values() {
                    let _ = writeln!(
                        out,
                        "@font-face {{ font-family: \"{}\"; src: url(data:font/ttf;base64,{}) \
                         format(\"truetype\"); }}",
                        f.family,
                        base64(&f.program)
                    );
                }
                out.push_str("text { white-space: pre; font-kerning: none; }\n</style>\n");
            }
            Fonts::Embedded(faces)
        }
        SvgText::Outlines => {
            let glyphs = glyph_defs(items);
            if !glyphs.is_empty() {
                out.push_str("<defs>\n");
                for (&(font, gid), d) in &glyphs {
                    let _ = writeln!(
                        out,
                        "<path id=\"{}\" d=\"{d}\"/>",
                        glyph_id(prefix, font, gid)
                    );
                }
                out.push_str("</defs>\n");
            }
            Fonts::Outlines(glyphs)
        }
    };
    if background {
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
            num(view.x),
            num(view.y),
            num(view.w),
            num(view.h)
        );
    }
    out.push_str(
        "<g stroke-linecap=\"butt\" stroke-linejoin=\"miter\" stroke-miterlimit=\"10\">\n",
    );
    for item in items {
        item_svg(&mut out, item, &fonts, prefix);
    }
    out.push_str("</g>\n</svg>\n");
    Ok(out)
}

fn stroke_attrs(s: &Stroke) -> String {
    format!(
        "stroke=\"{}\" stroke-width=\"{}\"",
        hex(s.color),
        num(s.width)
    )
}

fn points(points: &[Pt2]) -> String {
    points
        .iter()
        .map(|p| format!("{},{}", num(p.x), num(p.y)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn item_svg(out: &mut String, item: &Item, fonts: &Fonts, prefix: &str) {
    match item {
        Item::Line { from, to, stroke } => {
            let _ = writeln!(
                out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" {}/>",
                num(from.x),
                num(from.y),
                num(to.x),
                num(to.y),
                stroke_attrs(stroke)
            );
        }
        Item::Polyline {
            points: pts,
            closed,
            stroke,
        } => {
            if pts.len() < 2 {
                return;
            }
            let tag = if *closed { "polygon" } else { "polyline" };
            let _ = writeln!(
                out,
                "<{tag} points=\"{}\" fill=\"none\" {}/>",
                points(pts),
                stroke_attrs(stroke)
            );
        }
        Item::Polygon { points: pts, fill } => {
            if pts.len() < 3 {
                return;
            }
            let _ = writeln!(
                out,
                "<polygon points=\"{}\" fill=\"{}\"/>",
                points(pts),
                hex(*fill)
            );
        }
        Item::Rect { rect, fill, stroke } => {
            if fill.is_none() && stroke.is_none() {
                return;
            }
            let fill = fill.map_or("none".to_string(), hex);
            let stroke = stroke
                .as_ref()
                .map_or(String::new(), |s| format!(" {}", stroke_attrs(s)));
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"{stroke}/>",
                num(rect.x),
                num(rect.y),
                num(rect.w),
                num(rect.h)
            );
        }
        Item::Text {
            text,
            font,
            size,
            x,
            baseline,
            align,
            color,
            rotation,
        } => {
            if text.is_empty() {
                return;
            }
            let turn = match rotation {
                Rotation::Upright => String::new(),
                Rotation::Clockwise => {
                    format!(" transform=\"rotate(90 {} {})\"", num(*x), num(*baseline))
                }
                Rotation::Counterclockwise => {
                    format!(" transform=\"rotate(-90 {} {})\"", num(*x), num(*baseline))
                }
            };
            let glyphs =
                pen_positions(text, *font, *size, run_left(*font, text, *size, *x, *align));
            match fonts {
                Fonts::Embedded(faces) => {
                    text_element(out, &glyphs, faces, *size, *baseline, *color, &turn)
                }
                Fonts::Outlines(defs) => {
                    let _ = writeln!(out, "<g fill=\"{}\"{turn}>", hex(*color));
                    for g in &glyphs {
                        let key = (g.font, g.glyph);
                        if defs.get(&key).is_none_or(|d| d.is_empty()) {
                            continue; // a space: nothing to draw
                        }
                        let k = pdf_num(*size) / g.font.face().units_per_em() as f64;
                        let _ = writeln!(
                            out,
                            "<use xlink:href=\"#{}\" transform=\"matrix({} 0 0 {} {} {})\"/>",
                            glyph_id(prefix, g.font, g.glyph),
                            fmt_f64(k),
                            fmt_f64(-k),
                            fmt_f64(g.x),
                            num(*baseline)
                        );
                    }
                    out.push_str("</g>\n");
                }
            }
        }
    }
}

/// One glyph of a run: the character written (the one the glyph stands for, '?' where no
/// font has it), its font and glyph, and where its origin sits on the baseline.
struct Placed {
    ch: char,
    font: FontId,
    glyph: u16,
    x: f64,
}

/// The glyphs of a run and their pen positions, as the PDF advances them: from the run's
/// left end, by the width array's rounded advances.
fn pen_positions(text: &str, font: FontId, size: f32, left: f32) -> Vec<Placed> {
    let size = pdf_num(size);
    let mut pen = pdf_num(left);
    text.chars()
        .map(|c| {
            let (f, g) = font.shown(c);
            let ch = if font.glyph(c).is_some() { c } else { '?' };
            let placed = Placed {
                ch,
                font: f,
                glyph: g.0,
                x: (pen * 1000.0).round() / 1000.0,
            };
            pen += pdf_glyph_width(f.face(), g) / 1000.0 * size;
            placed
        })
        .collect()
}

fn fmt_f64(v: f64) -> String {
    let r = (v * 1e6).round() / 1e6;
    format!("{}", if r == 0.0 { 0.0 } else { r })
}

/// A `<text>` element: one `<tspan>` per piece in one font.
fn text_element(
    out: &mut String,
    glyphs: &[Placed],
    faces: &BTreeMap<FontId, WebFont>,
    size: f32,
    baseline: f32,
    color: Color,
    turn: &str,
) {
    let mut pieces: Vec<(FontId, Vec<&Placed>)> = Vec::new();
    for g in glyphs {
        match pieces.last_mut() {
            Some((f, v)) if *f == g.font => v.push(g),
            _ => pieces.push((g.font, vec![g])),
        }
    }
    let xs = |v: &[&Placed]| v.iter().map(|g| fmt_f64(g.x)).collect::<Vec<_>>().join(" ");
    let chars = |v: &[&Placed]| escape(&v.iter().map(|g| g.ch).collect::<String>());
    let _ = write!(
        out,
        "<text y=\"{}\" font-size=\"{}\" fill=\"{}\"{turn}",
        num(baseline),
        num(size),
        hex(color)
    );
    if let [(font, v)] = &pieces[..] {
        let _ = writeln!(
            out,
            " x=\"{}\" font-family=\"{}\">{}</text>",
            xs(v),
            faces[font].family,
            chars(v)
        );
        return;
    }
    out.push('>');
    for (font, v) in &pieces {
        let _ = write!(
            out,
            "<tspan x=\"{}\" font-family=\"{}\">{}</tspan>",
            xs(v),
            faces[font].family,
            chars(v)
        );
    }
    out.push_str("</text>\n");
}

enum Fonts {
    Embedded(BTreeMap<FontId, WebFont>),
    /// Each drawn glyph's outline as path data, in font units (y up).
    Outlines(BTreeMap<(FontId, u16), String>),
}

/// An embedded subset: its CSS family name and its TrueType file.
struct WebFont {
    family: String,
    program: Vec<u8>,
}

/// The characters each font draws, subset into fonts a browser can use. The family name is
/// derived from the subset's glyphs, so different subsets on one HTML page never clash and
/// the same items give the same bytes.
fn web_fonts(items: &[Item]) -> Result<BTreeMap<FontId, WebFont>, RenderError> {
    let mut used: BTreeMap<FontId, BTreeMap<char, u16>> = BTreeMap::new();
    for item in items {
        if let Item::Text { text, font, .. } = item {
            for g in pen_positions(text, *font, 1.0, 0.0) {
                used.entry(g.font).or_default().insert(g.ch, g.glyph);
            }
        }
    }
    let mut out = BTreeMap::new();
    for (font, chars) in used {
        let mut glyphs: Vec<u16> = chars.values().copied().collect();
        glyphs.sort_unstable();
        glyphs.dedup();
        let remap = subsetter::GlyphRemapper::new_from_glyphs_sorted(&glyphs);
        let bad = |reason: String| RenderError::Font {
            font: font.name().to_string(),
            reason,
        };
        let program = subsetter::subset(font.bytes(), 0, &remap).map_err(|e| bad(e.to_string()))?;
        let map: BTreeMap<char, u16> = chars
            .iter()
            .filter_map(|(&c, &g)| Some((c, remap.get(g)?)))
            .collect();
        let os2 = font
            .face()
            .raw_face()
            .table(ttf_parser::Tag::from_bytes(b"OS/2"));
        let program = super::webfont::with_cmap(&program, &map, os2)
            .ok_or_else(|| bad("the subset is not a TrueType file".into()))?;
        let family = format!(
            "bm-{}-{}",
            super::pdf::subset_tag(font.name(), &glyphs),
            font.name()
        );
        out.insert(font, WebFont { family, program });
    }
    Ok(out)
}

fn glyph_id(prefix: &str, font: FontId, gid: u16) -> String {
    let f = match font {
        FontId::Regular => "r".to_string(),
        FontId::Bold => "b".to_string(),
        FontId::File(i) => format!("f{i}-"),
    };
    format!("{prefix}g{f}{gid}")
}

/// The outline of every glyph the items draw, as SVG path data in font units.
fn glyph_defs(items: &[Item]) -> BTreeMap<(FontId, u16), String> {
    let mut out = BTreeMap::new();
    for item in items {
        if let Item::Text { text, font, .. } = item {
            for c in text.chars() {
                let (f, g) = font.shown(c);
                out.entry((f, g.0)).or_insert_with(|| {
                    let mut path = PathData(String::new());
                    f.face().outline_glyph(g, &mut path);
                    path.0.trim_end().to_string()
                });
            }
        }
    }
    out
}

/// Collects a glyph outline as path data.
struct PathData(String);

impl ttf_parser::OutlineBuilder for PathData {
    fn move_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "M{} {} ", x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "L{} {} ", x, y);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let _ = write!(self.0, "Q{} {} {} {} ", x1, y1, x, y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let _ = write!(self.0, "C{} {} {} {} {} {} ", x1, y1, x2, y2, x, y);
    }
    fn close(&mut self) {
        self.0.push_str("Z ");
    }
}

/// Standard base64 with padding (RFC 4648), for data URLs.
pub fn base64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let v = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(A[(v >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::{Align, pt};

    #[test]
    fn base64_matches_the_rfc_examples() {
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(plain.as_bytes()), coded);
        }
    }

    fn page(items: Vec<Item>) -> Page {
        Page {
            width: 200.0,
            height: 300.0,
            trim: Rect::new(0.0, 0.0, 200.0, 300.0),
            live: Rect::new(20.0, 20.0, 160.0, 260.0),
            items,
            kept: Vec::new(),
        }
    }

    fn text(s: &str, align: Align) -> Item {
        Item::Text {
            text: s.into(),
            font: FontId::Regular,
            size: 10.0,
            x: 100.0,
            baseline: 50.0,
            align,
            color: Color::BLACK,
            rotation: Rotation::Upright,
        }
    }

    #[test]
    fn glyphs_sit_at_the_pdf_pen_positions() {
        let svg = render_svg(
            &page(vec![text("AV & <b>", Align::Center)]),
            SvgText::Embedded,
        )
        .unwrap();
        let w = FontId::Regular.width("AV & <b>", 10.0);
        let left = pdf_num(100.0 - w / 2.0);
        let second =
            left + pdf_glyph_width(FontId::Regular.face(), FontId::Regular.shown('A').1) / 100.0;
        let expect = format!("x=\"{} {}", fmt_f64(left), fmt_f64(second));
        assert!(svg.contains(&expect), "{svg}");
        assert!(svg.contains(">AV &amp; &lt;b&gt;</text>"), "{svg}");
        assert!(svg.contains("@font-face"));
    }

    #[test]
    fn outlines_define_each_glyph_once() {
        let items = vec![text("1221", Align::Left), text("12", Align::Right)];
        let svg = render_svg(&page(items), SvgText::Outlines).unwrap();
        assert_eq!(svg.matches("<path id=").count(), 2, "{svg}");
        assert_eq!(svg.matches("<use ").count(), 6, "{svg}");
        assert!(!svg.contains("<text"));
    }

    #[test]
    fn shapes_keep_their_coordinates() {
        let items = vec![
            Item::Line {
                from: pt(10.0, 20.0),
                to: pt(30.0, 20.0),
                stroke: Stroke {
                    width: 0.75,
                    color: Color::BLACK,
                },
            },
            Item::Rect {
                rect: Rect::new(1.0, 2.0, 3.0, 4.0),
                fill: Some(Color::gray(0.5)),
                stroke: None,
            },
        ];
        let svg = render_svg(&page(items), SvgText::Embedded).unwrap();
        assert!(svg.contains(
            "<line x1=\"10\" y1=\"20\" x2=\"30\" y2=\"20\" stroke=\"#000000\" stroke-width=\"0.75\"/>"
        ));
        assert!(svg.contains("<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill=\"#808080\"/>"));
        assert!(!svg.contains("@font-face"), "no text, no font");
    }
}
