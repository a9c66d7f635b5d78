//! The PDF renderer: writes the page model as PDF objects with lopdf.
//!
//! Why not printpdf: 0.12 writes page boxes as `[x y w h]` instead of `[llx lly urx ury]`,
//! writes no BleedBox, names fonts and the trailer ID from a process-wide counter (so two
//! renders of one document differ), and stamps the clock into the Info dictionary. Fixing that after the fact means parsing and rewriting the
//! whole file; writing the few object kinds a puzzle book needs directly is smaller and leaves
//! nothing to chance.
//!
//! Each used font is embedded once, as a subset holding only the glyphs the book draws (full
//! Noto Sans is ~500 KB a face; a book's subset is a few KB), as a Type 0 font over a
//! CIDFontType2 with Identity-H encoding. The subset renumbers its glyphs from 1 in the order
//! of the original glyph ids; text is written as those new ids (the CIDs, with an identity
//! CIDToGIDMap), the width array and the ToUnicode map are keyed by them too, so any glyph
//! can be shown, widths are the font's own advances and the text stays searchable. The
//! subset's name tag is derived from its glyphs, so the same book gives the same bytes.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use lopdf::{Dictionary, Object, ObjectId, Stream, StringFormat};

use super::{RenderError, pdf_glyph_width, pdf_num, run_left, validate_page};
use crate::colour::Use;
use crate::fonts::FontId;
use crate::page::{Color, Document, Item, Page, Pt2, Rect, Rotation, Stroke};

/// How colours are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColourOutput {
    /// The page model's sRGB colours as they are (`rg`/`RG`).
    #[default]
    Rgb,
    /// Grey only (`g`/`G`): a black-and-white interior, no RGB operator.
    Grey,
    /// CMYK only (`k`/`K`) for the press condition of [`crate::colour`], total ink at most
    /// `ink_limit` percent.
    Cmyk { ink_limit: u32 },
}

/// PDF/X-1a:2001 (ISO 15930-1): PDF 1.3, an OutputIntent naming the press condition, the
/// PDF/X keys, dates and `Trapped` in the document info. Every page already carries its
/// MediaBox, TrimBox and BleedBox, every font is embedded, and nothing is transparent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdfX {
    /// CreationDate and ModDate, as a PDF date (`D:20250101000000Z`). PDF/X requires both;
    /// the caller passes a date fixed by the spec so that the same spec gives the same bytes.
    pub date: String,
}

/// What the file must be for its printer. The default is KDP's: sRGB, no PDF/X.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdfOptions {
    pub colour: ColourOutput,
    pub pdfx: Option<PdfX>,
}

/// Renders the whole document to PDF bytes. The same document always gives the same bytes.
pub fn render_pdf(doc: &Document) -> Result<Vec<u8>, RenderError> {
    render_pdf_with(doc, &PdfOptions::default())
}

/// Renders the document with the printer's colour and PDF/X requirements.
pub fn render_pdf_with(doc: &Document, options: &PdfOptions) -> Result<Vec<u8>, RenderError> {
    if doc.pages.is_empty() {
        return Err(RenderError::NoPages);
    }
    for (i, page) in doc.pages.iter().enumerate() {
        validate_page(page, i + 1)?;
    }

    // PDF/X-1a:2001 is built on PDF 1.3.
    let version = if options.pdfx.is_some() { "1.3" } else { "1.4" };
    let mut pdf = lopdf::Document::with_version(version);
    pdf.reference_table.cross_reference_type = lopdf::xref::XrefType::CrossReferenceTable;
    let pages_id = pdf.new_object_id();

    // One resource dictionary for all pages, naming only the fonts some page uses.
    let subsets = subsets(doc)?;
    let mut fonts = Dictionary::new();
    for subset in subsets.values() {
        fonts.set(
            subset.resource.as_bytes(),
            Object::Reference(embed_font(&mut pdf, subset)),
        );
    }
    let mut resources = Dictionary::new();
    resources.set("Font", Object::Dictionary(fonts));
    let resources_id = pdf.add_object(resources);

    let mut id_hash = Fingerprint::new();
    id_hash.add(doc.title.as_bytes());
    id_hash.add(doc.author.as_bytes());
    let mut kids = Vec::with_capacity(doc.pages.len());
    for page in &doc.pages {
        let content = page_content(page, &subsets, options.colour);
        id_hash.add(&content);
        let h = page.height;
        let media = pdf_box(&page.media(), h);
        let trim = pdf_box(&page.trim, h);
        let bleed = if page.has_bleed() {
            media.clone()
        } else {
            trim.clone()
        };
        for b in [&media, &trim] {
            id_hash.add(format!("{b:?}").as_bytes());
        }
        let content_id = pdf.add_object(Stream::new(Dictionary::new(), content));
        let page_dict = Dictionary::from_iter(vec![
            ("Type", Object::Name(b"Page".to_vec())),
            ("Parent", Object::Reference(pages_id)),
            ("MediaBox", media.clone()),
            ("CropBox", media),
            ("BleedBox", bleed),
            ("TrimBox", trim),
            ("Resources", Object::Reference(resources_id)),
            ("Contents", Object::Reference(content_id)),
        ]);
        kids.push(Object::Reference(pdf.add_object(page_dict)));
    }
    let count = kids.len() as i64;
    pdf.set_object(
        pages_id,
        Dictionary::from_iter(vec![
            ("Type", Object::Name(b"Pages".to_vec())),
            ("Kids", Object::Array(kids)),
            ("Count", Object::Integer(count)),
        ]),
    );
    let mut catalog = Dictionary::from_iter(vec![
        ("Type", Object::Name(b"Catalog".to_vec())),
        ("Pages", Object::Reference(pages_id)),
    ]);
    // No clock dates: they would make two builds of one book differ.
    let mut info = Dictionary::from_iter(vec![
        ("Title", text_string(&doc.title)),
        ("Author", text_string(&doc.author)),
        ("Producer", text_string("bookmaker")),
    ]);
    if let Some(x) = &options.pdfx {
        pdfx_keys(&mut catalog, &mut info, x);
    }
    let catalog_id = pdf.add_object(catalog);
    let info_id = pdf.add_object(info);
    let file_id = Object::String(id_hash.finish().to_vec(), StringFormat::Hexadecimal);
    pdf.trailer.set("Root", Object::Reference(catalog_id));
    pdf.trailer.set("Info", Object::Reference(info_id));
    pdf.trailer
        .set("ID", Object::Array(vec![file_id.clone(), file_id]));

    pdf.compress();
    let mut out = Vec::new();
    pdf.save_to(&mut out)?;
    Ok(out)
}

/// The glyphs of one font the document draws, and the subset that holds them.
struct Subset {
    font: FontId,
    /// The page-resource name (`F1`, `F2`, ...).
    resource: String,
    /// Original glyph id to the subset's glyph id, which is also its CID.
    remap: subsetter::GlyphRemapper,
    /// The character each used original glyph stands for (the lowest, where several share it).
    chars: BTreeMap<u16, char>,
    /// `ABCDEF+Name`: the subset tag and PostScript name.
    name: String,
    /// The subsetted TrueType program.
    program: Vec<u8>,
}

/// Collects the glyphs each font draws and subsets the fonts. Fonts come in [`FontId`] order
/// and glyphs in id order, so the result depends only on the document.
fn subsets(doc: &Document) -> Result<BTreeMap<FontId, Subset>, RenderError> {
    let mut used: BTreeMap<FontId, BTreeMap<u16, char>> = BTreeMap::new();
    for item in doc.pages.iter().flat_map(|p| &p.items) {
        if let Item::Text { text, font, .. } = item {
            for ch in text.chars() {
                let (f, g) = font.shown(ch);
                let c = used.entry(f).or_default().entry(g.0).or_insert(ch);
                *c = (*c).min(ch);
            }
        }
    }
    let mut out = BTreeMap::new();
    for (i, (font, chars)) in used.into_iter().enumerate() {
        let glyphs: Vec<u16> = chars.keys().copied().collect();
        let remap = subsetter::GlyphRemapper::new_from_glyphs_sorted(&glyphs);
        let program =
            subsetter::subset(font.bytes(), 0, &remap).map_err(|e| RenderError::Font {
                font: font.name().to_string(),
                reason: e.to_string(),
            })?;
        let name = format!("{}+{}", subset_tag(font.name(), &glyphs), font.name());
        out.insert(
            font,
            Subset {
                font,
                resource: format!("F{}", i + 1),
                remap,
                chars,
                name,
                program,
            },
        );
    }
    Ok(out)
}

/// The six capital letters that mark a font subset (PDF 32000 9.6.4), from a hash of the font
/// and its glyphs: different subsets get different tags, the same subset the same one.
pub(super) fn subset_tag(name: &str, glyphs: &[u16]) -> String {
    let mut h = Fingerprint::new();
    h.add(name.as_bytes());
    for g in glyphs {
        h.add(&g.to_be_bytes());
    }
    let mut v = u64::from_be_bytes(h.finish()[..8].try_into().expect("8 bytes"));
    (0..6)
        .map(|_| {
            let c = (b'A' + (v % 26) as u8) as char;
            v /= 26;
            c
        })
        .collect()
}

/// A page-model rectangle (top-left origin, y down) as a PDF box `[llx lly urx ury]`.
fn pdf_box(r: &Rect, page_height: f32) -> Object {
    Object::Array(
        [r.x, page_height - r.bottom(), r.right(), page_height - r.y]
            .into_iter()
            .map(|v| Object::Real(pdf_num(v) as f32))
            .collect(),
    )
}

/// A number for a content stream.
fn num(out: &mut String, v: f32) {
    let _ = write!(out, "{} ", pdf_num(v));
}

/// An Info-dictionary text string: plain ASCII as is, anything else as UTF-16BE with a BOM.
fn text_string(s: &str) -> Object {
    if s.is_ascii() {
        Object::String(s.as_bytes().to_vec(), StringFormat::Literal)
    } else {
        let mut bytes = vec![0xFE, 0xFF];
        bytes.extend(s.encode_utf16().flat_map(u16::to_be_bytes));
        Object::String(bytes, StringFormat::Hexadecimal)
    }
}

/// The PDF/X-1a:2001 entries: the OutputIntent in the catalog, naming the registered press
/// condition the CMYK was made for (a registered name needs no embedded profile in X-1a), and
/// the version, conformance, dates and trapping state in the document info.
fn pdfx_keys(catalog: &mut Dictionary, info: &mut Dictionary, x: &PdfX) {
    let intent = Dictionary::from_iter(vec![
        ("Type", Object::Name(b"OutputIntent".to_vec())),
        ("S", Object::Name(b"GTS_PDFX".to_vec())),
        (
            "OutputConditionIdentifier",
            Object::string_literal(crate::colour::CONDITION),
        ),
        (
            "OutputCondition",
            Object::string_literal(crate::colour::CONDITION_INFO),
        ),
        (
            "RegistryName",
            Object::string_literal("http://www.color.org"),
        ),
        (
            "Info",
            Object::string_literal(crate::colour::CONDITION_INFO),
        ),
    ]);
    catalog.set(
        "OutputIntents",
        Object::Array(vec![Object::Dictionary(intent)]),
    );
    info.set("GTS_PDFXVersion", Object::string_literal("PDF/X-1:2001"));
    info.set(
        "GTS_PDFXConformance",
        Object::string_literal("PDF/X-1a:2001"),
    );
    info.set("Trapped", Object::Name(b"False".to_vec()));
    info.set("CreationDate", Object::string_literal(x.date.as_str()));
    info.set("ModDate", Object::string_literal(x.date.as_str()));
}

/// Graphics state already set in the content stream, so repeated items (grid lines, digits)
/// do not repeat their colour and width. Colours are remembered with their use, since black
/// prints differently in an area and in a line in CMYK.
#[derive(Default)]
struct GState {
    mode: ColourOutput,
    fill: Option<(Color, Use)>,
    stroke: Option<(Color, Use)>,
    width: Option<f32>,
}

impl GState {
    fn new(mode: ColourOutput) -> GState {
        GState {
            mode,
            ..GState::default()
        }
    }

    /// Writes the colour operator (`rg`, `g` or `k`; upper case for strokes).
    fn colour(&self, out: &mut String, c: Color, usage: Use, stroke: bool) {
        let op = |s: &str| {
            if stroke {
                s.to_ascii_uppercase()
            } else {
                s.to_string()
            }
        };
        match self.mode {
            ColourOutput::Rgb => {
                for v in [c.r, c.g, c.b] {
                    num(out, v);
                }
                out.push_str(&op("rg"));
            }
            ColourOutput::Grey => {
                num(out, crate::colour::grey_of(c));
                out.push_str(&op("g"));
            }
            ColourOutput::Cmyk { ink_limit } => {
                let k = crate::colour::cmyk_of(c, ink_limit, usage);
                for v in [k.c, k.m, k.y, k.k] {
                    num(out, v / 100.0);
                }
                out.push_str(&op("k"));
            }
        }
        out.push('\n');
    }

    /// The use as far as the mode tells them apart (only CMYK does).
    fn key(&self, c: Color, usage: Use) -> (Color, Use) {
        match self.mode {
            ColourOutput::Cmyk { .. } => (c, usage),
            _ => (c, Use::Line),
        }
    }

    fn fill(&mut self, out: &mut String, c: Color, usage: Use) {
        let key = self.key(c, usage);
        if self.fill != Some(key) {
            self.colour(out, c, usage, false);
            self.fill = Some(key);
        }
    }

    fn stroke(&mut self, out: &mut String, s: &Stroke) {
        let key = self.key(s.color, Use::Line);
        if self.stroke != Some(key) {
            self.colour(out, s.color, Use::Line, true);
            self.stroke = Some(key);
        }
        if self.width != Some(s.width) {
            num(out, s.width);
            out.push_str("w\n");
            self.width = Some(s.width);
        }
    }
}

/// The content stream of one page: every item in order, y flipped to PDF's bottom-left origin.
/// Text is written as the subsets' glyph ids.
fn page_content(page: &Page, subsets: &BTreeMap<FontId, Subset>, mode: ColourOutput) -> Vec<u8> {
    let h = page.height;
    let mut out = String::new();
    // Butt caps, miter joins, miter limit 10: the page model's stroke rules, stated once.
    out.push_str("0 J 0 j 10 M\n");
    let mut gs = GState::new(mode);
    let path = |out: &mut String, points: &[Pt2]| {
        for (i, p) in points.iter().enumerate() {
            num(out, p.x);
            num(out, h - p.y);
            out.push_str(if i == 0 { "m\n" } else { "l\n" });
        }
    };
    for item in &page.items {
        match item {
            Item::Line { from, to, stroke } => {
                gs.stroke(&mut out, stroke);
                path(&mut out, &[*from, *to]);
                out.push_str("S\n");
            }
            Item::Polyline {
                points,
                closed,
                stroke,
            } => {
                if points.len() < 2 {
                    continue;
                }
                gs.stroke(&mut out, stroke);
                path(&mut out, points);
                out.push_str(if *closed { "h S\n" } else { "S\n" });
            }
            Item::Polygon { points, fill } => {
                if points.len() < 3 {
                    continue;
                }
                gs.fill(&mut out, *fill, Use::Area);
                path(&mut out, points);
                out.push_str("h f\n");
            }
            Item::Rect { rect, fill, stroke } => {
                let op = match (fill, stroke) {
                    (None, None) => continue,
                    (Some(_), None) => "f",
                    (None, Some(_)) => "S",
                    (Some(_), Some(_)) => "B",
                };
                if let Some(c) = fill {
                    gs.fill(&mut out, *c, Use::Area);
                }
                if let Some(s) = stroke {
                    gs.stroke(&mut out, s);
                }
                for v in [rect.x, h - rect.bottom(), rect.w, rect.h] {
                    num(&mut out, v);
                }
                let _ = writeln!(out, "re {op}");
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
                    continue;
                }
                gs.fill(&mut out, *color, Use::Line);
                // Where the run starts along its direction, from the anchor.
                let start = run_left(*font, text, *size, *x, *align) - x;
                // The text matrix turns the run about the anchor (PDF's y is up).
                let (matrix, ox, oy) = match rotation {
                    Rotation::Upright => ("1 0 0 1 ", x + start, h - baseline),
                    Rotation::Clockwise => ("0 -1 1 0 ", *x, h - baseline - start),
                    Rotation::Counterclockwise => ("0 1 -1 0 ", *x, h - baseline + start),
                };
                // A run whose characters come from several fonts (a template's font and its
                // fallback) switches font between pieces; each Tj moves the pen on by the
                // widths it showed.
                let set_font = |out: &mut String, f: FontId| {
                    let _ = write!(out, "/{} ", subsets[&f].resource);
                    num(out, *size);
                    out.push_str("Tf ");
                };
                let mut current = font.shown(text.chars().next().unwrap_or(' ')).0;
                out.push_str("BT ");
                set_font(&mut out, current);
                out.push_str(matrix);
                num(&mut out, ox);
                num(&mut out, oy);
                out.push_str("Tm <");
                for ch in text.chars() {
                    let (f, g) = font.shown(ch);
                    if f != current {
                        out.push_str("> Tj ");
                        set_font(&mut out, f);
                        out.push('<');
                        current = f;
                    }
                    let cid = subsets[&f].remap.get(g.0);
                    let _ = write!(
                        out,
                        "{:04X}",
                        cid.expect("every drawn glyph is in its subset")
                    );
                }
                out.push_str("> Tj ET\n");
            }
        }
    }
    out.into_bytes()
}

/// Adds the objects of one embedded font subset and returns the Type 0 font's id.
fn embed_font(pdf: &mut lopdf::Document, subset: &Subset) -> ObjectId {
    let font = subset.font;
    let face = font.face();
    // PDF glyph space is 1000 units per em.
    let scale = 1000.0 / face.units_per_em() as f32;
    let pdf_units = |v: i16| Object::Integer((v as f32 * scale).round() as i64);
    let name = || Object::Name(subset.name.as_bytes().to_vec());

    let file = Stream::new(
        Dictionary::from_iter(vec![(
            "Length1",
            Object::Integer(subset.program.len() as i64),
        )]),
        subset.program.clone(),
    );
    let file_id = pdf.add_object(file);

    let bbox = face.global_bounding_box();
    let cap_height = face.capital_height().unwrap_or(face.ascender());
    let stem_v = if font.is_bold() { 140 } else { 80 };
    // Nonsymbolic (32) for the vendored faces, which use the standard Latin set; symbolic (4)
    // for a template's font, which may hold any script.
    let flags = if matches!(font, FontId::File(_)) {
        4
    } else {
        32
    };
    let descriptor = Dictionary::from_iter(vec![
        ("Type", Object::Name(b"FontDescriptor".to_vec())),
        ("FontName", name()),
        ("Flags", Object::Integer(flags)),
        (
            "FontBBox",
            Object::Array(vec![
                pdf_units(bbox.x_min),
                pdf_units(bbox.y_min),
                pdf_units(bbox.x_max),
                pdf_units(bbox.y_max),
            ]),
        ),
        ("ItalicAngle", Object::Integer(0)),
        ("Ascent", pdf_units(face.ascender())),
        ("Descent", pdf_units(face.descender())),
        ("CapHeight", pdf_units(cap_height)),
        ("StemV", Object::Integer(stem_v)),
        ("FontFile2", Object::Reference(file_id)),
    ]);
    let descriptor_id = pdf.add_object(descriptor);

    // Widths of the subset's glyphs in CID order (CID 0 is .notdef): the same advances
    // `FontId::width` sums.
    let widths: Vec<Object> = subset
        .remap
        .remapped_gids()
        .map(|g| Object::Real(pdf_glyph_width(face, ttf_parser::GlyphId(g)) as f32))
        .collect();
    let cid_font = Dictionary::from_iter(vec![
        ("Type", Object::Name(b"Font".to_vec())),
        ("Subtype", Object::Name(b"CIDFontType2".to_vec())),
        ("BaseFont", name()),
        (
            "CIDSystemInfo",
            Object::Dictionary(Dictionary::from_iter(vec![
                ("Registry", Object::string_literal("Adobe")),
                ("Ordering", Object::string_literal("Identity")),
                ("Supplement", Object::Integer(0)),
            ])),
        ),
        ("FontDescriptor", Object::Reference(descriptor_id)),
        (
            "W",
            Object::Array(vec![Object::Integer(0), Object::Array(widths)]),
        ),
        // CIDs are the subset's glyph ids.
        ("CIDToGIDMap", Object::Name(b"Identity".to_vec())),
    ]);
    let cid_id = pdf.add_object(cid_font);

    let to_unicode = pdf.add_object(Stream::new(Dictionary::new(), to_unicode_cmap(subset)));
    let type0 = Dictionary::from_iter(vec![
        ("Type", Object::Name(b"Font".to_vec())),
        ("Subtype", Object::Name(b"Type0".to_vec())),
        ("BaseFont", name()),
        ("Encoding", Object::Name(b"Identity-H".to_vec())),
        (
            "DescendantFonts",
            Object::Array(vec![Object::Reference(cid_id)]),
        ),
        ("ToUnicode", Object::Reference(to_unicode)),
    ]);
    pdf.add_object(type0)
}

/// A ToUnicode CMap from CIDs (the subset's glyph ids, our 2-byte codes) to the characters
/// they draw.
fn to_unicode_cmap(subset: &Subset) -> Vec<u8> {
    let entries: Vec<(u16, char)> = subset
        .chars
        .iter()
        .filter_map(|(&g, &ch)| Some((subset.remap.get(g)?, ch)))
        .collect();
    let mut out = String::from(
        "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n\
         /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n\
         /CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n\
         1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n",
    );
    // The CMap format allows at most 100 entries per block.
    for chunk in entries.chunks(100) {
        let _ = writeln!(out, "{} beginbfchar", chunk.len());
        for (g, ch) in chunk {
            let _ = write!(out, "<{g:04X}> <");
            for unit in ch.encode_utf16(&mut [0; 2]) {
                let _ = write!(out, "{unit:04X}");
            }
            out.push_str(">\n");
        }
        out.push_str("endbfchar\n");
    }
    out.push_str("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n");
    out.into_bytes()
}

/// A content-derived file ID (two FNV-1a hashes): stable for a document, different for
/// different documents, no clock or random source.
struct Fingerprint([u64; 2]);

impl Fingerprint {
    fn new() -> Self {
        Fingerprint([0xcbf2_9ce4_8422_2325, 0x6c62_272e_07bb_0142])
    }

    fn add(&mut self, bytes: &[u8]) {
        for h in &mut self.0 {
            // Length first, so the boundaries between parts count.
            for &b in (bytes.len() as u64).to_le_bytes().iter().chain(bytes) {
                *h ^= b as u64;
                *h = h.wrapping_mul(0x0100_0000_01b3);
            }
        }
    }

    fn finish(&self) -> [u8; 16] {
        let mut id = [0; 16];
        id[..8].copy_from_slice(&self.0[0].to_be_bytes());
        id[8..].copy_from_slice(&self.0[1].to_be_bytes());
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::{Align, pt};

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

    fn content_text(items: Vec<Item>) -> String {
        let doc = Document {
            title: "t".into(),
            author: "a".into(),
            pages: vec![page(items)],
        };
        String::from_utf8(page_content(
            &doc.pages[0],
            &subsets(&doc).unwrap(),
            ColourOutput::Rgb,
        ))
        .unwrap()
    }

    #[test]
    fn boxes_flip_to_lower_left_upper_right() {
        let b = pdf_box(&Rect::new(9.0, 18.0, 100.0, 200.0), 300.0);
        let v: Vec<f32> = b
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o.as_float().unwrap())
            .collect();
        assert_eq!(v, vec![9.0, 82.0, 109.0, 282.0]);
    }

    #[test]
    fn text_is_placed_by_alignment_with_font_widths() {
        let text = |align| Item::Text {
            text: "12".into(),
            font: FontId::Bold,
            size: 10.0,
            x: 100.0,
            baseline: 50.0,
            align,
            color: Color::BLACK,
            rotation: Rotation::Upright,
        };
        let w = FontId::Bold.width("12", 10.0);
        for (align, left) in [
            (Align::Left, 100.0),
            (Align::Center, 100.0 - w / 2.0),
            (Align::Right, 100.0 - w),
        ] {
            let s = content_text(vec![text(align)]);
            let expect = format!("Tf 1 0 0 1 {} 250 Tm", pdf_num(left));
            assert!(s.contains(&expect), "{align:?}: {s}");
        }
    }

    #[test]
    fn repeated_stroke_state_is_written_once() {
        let stroke = Stroke {
            width: 0.75,
            color: Color::BLACK,
        };
        let line = |y| Item::Line {
            from: pt(10.0, y),
            to: pt(190.0, y),
            stroke,
        };
        let s = content_text(vec![line(10.0), line(20.0), line(30.0)]);
        assert_eq!(s.matches(" w\n").count(), 1, "{s}");
        assert_eq!(s.matches(" RG\n").count(), 1, "{s}");
        assert_eq!(s.matches("S\n").count(), 3, "{s}");
        assert!(s.contains("10 290 m\n190 290 l\nS"), "{s}");
    }

    #[test]
    fn fingerprint_depends_on_every_part() {
        let id = |parts: &[&[u8]]| {
            let mut f = Fingerprint::new();
            parts.iter().for_each(|p| f.add(p));
            f.finish()
        };
        assert_eq!(id(&[b"ab", b"c"]), id(&[b"ab", b"c"]));
        assert_ne!(id(&[b"ab", b"c"]), id(&[b"a", b"bc"]));
        assert_ne!(id(&[b"ab", b"c"]), id(&[b"ab", b"d"]));
    }
}
