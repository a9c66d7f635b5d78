//! A font subset a browser can use: the PDF's subset (glyphs renumbered, no `cmap`, no
//! `OS/2`: a PDF brings its own character map) with a character map and the original face's
//! `OS/2` table added, so that SVG `<text>` can name characters and get the subset's glyphs.
//!
//! The subset has no `GSUB`, `GPOS` or `kern` table, so a browser applies no ligature and no
//! kerning: advances are the font's own, as the PDF and the layout use them.

use std::collections::BTreeMap;

/// Adds a `cmap` (format 4 for the Basic Multilingual Plane and format 12 for all) mapping
/// each character of `map` to its subset glyph id, and `os2` when given, to the TrueType
/// `program`. Returns `None` when `program` is not a TrueType file we can read.
pub(crate) fn with_cmap(
    program: &[u8],
    map: &BTreeMap<char, u16>,
    os2: Option<&[u8]>,
) -> Option<Vec<u8>> {
    let mut tables = read_tables(program)?;
    tables.retain(|(tag, _)| tag != b"cmap" && tag != b"OS/2");
    tables.push((*b"cmap", cmap(map)));
    if let Some(os2) = os2 {
        tables.push((*b"OS/2", os2.to_vec()));
    }
    tables.sort_by_key(|(tag, _)| *tag);
    Some(write_font(&tables))
}

fn be16(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn be32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

/// The tables of a TrueType file, by tag.
fn read_tables(font: &[u8]) -> Option<Vec<([u8; 4], Vec<u8>)>> {
    let count = be16(font, 4)? as usize;
    let mut out = Vec::with_capacity(count + 2);
    for i in 0..count {
        let rec = 12 + 16 * i;
        let tag: [u8; 4] = font.get(rec..rec + 4)?.try_into().ok()?;
        let offset = be32(font, rec + 8)? as usize;
        let len = be32(font, rec + 12)? as usize;
        out.push((tag, font.get(offset..offset.checked_add(len)?)?.to_vec()));
    }
    Some(out)
}

fn checksum(data: &[u8]) -> u32 {
    data.chunks(4).fold(0u32, |sum, c| {
        let mut word = [0u8; 4];
        word[..c.len()].copy_from_slice(c);
        sum.wrapping_add(u32::from_be_bytes(word))
    })
}

/// A TrueType file of `tables` (sorted by tag), with checksums and the `head` table's
/// checksum adjustment.
fn write_font(tables: &[([u8; 4], Vec<u8>)]) -> Vec<u8> {
    let n = tables.len() as u16;
    let selector = 15 - n.max(1).leading_zeros() as u16;
    let range = (1u16 << selector) * 16;
    let mut out = Vec::new();
    out.extend(0x0001_0000u32.to_be_bytes());
    for v in [n, range, selector, n * 16 - range] {
        out.extend(v.to_be_bytes());
    }
    let mut offset = 12 + 16 * tables.len();
    let mut head_at = None;
    for (tag, data) in tables {
        let mut data = data.clone();
        if tag == b"head" && data.len() >= 12 {
            data[8..12].fill(0);
            head_at = Some(offset + 8);
        }
        out.extend(tag);
        out.extend(checksum(&data).to_be_bytes());
        out.extend((offset as u32).to_be_bytes());
        out.extend((data.len() as u32).to_be_bytes());
        offset += data.len().next_multiple_of(4);
    }
    for (tag, data) in tables {
        let start = out.len();
        out.extend(data);
        if tag == b"head" && data.len() >= 12 {
            out[start + 8..start + 12].fill(0);
        }
        out.resize(out.len().next_multiple_of(4), 0);
    }
    if let Some(at) = head_at {
        let adjust = 0xB1B0_AFBAu32.wrapping_sub(checksum(&out));
        out[at..at + 4].copy_from_slice(&adjust.to_be_bytes());
    }
    out
}

/// A `cmap` table: Windows Unicode BMP (format 4) and Windows Unicode full (format 12).
fn cmap(map: &BTreeMap<char, u16>) -> Vec<u8> {
    let f4 = format4(map);
    let f12 = format12(map);
    let mut out = Vec::new();
    for v in [0u16, 2] {
        out.extend(v.to_be_bytes());
    }
    let first = 4 + 2 * 8;
    for (platform, encoding, offset) in [(3u16, 1u16, first), (3, 10, first + f4.len())] {
        out.extend(platform.to_be_bytes());
        out.extend(encoding.to_be_bytes());
        out.extend((offset as u32).to_be_bytes());
    }
    out.extend(f4);
    out.extend(f12);
    out
}

fn format4(map: &BTreeMap<char, u16>) -> Vec<u8> {
    // One segment per character of the plane (a book uses a few dozen), then the end mark.
    let mut segs: Vec<(u16, u16)> = map
        .iter()
        .filter_map(|(&c, &g)| Some((u16::try_from(c as u32).ok()?, g)))
        .filter(|&(c, _)| c != 0xFFFF)
        .collect();
    segs.push((0xFFFF, 0));
    let n = segs.len() as u16;
    let selector = 15 - n.leading_zeros() as u16;
    let range = 2 * (1u16 << selector);
    let mut body = Vec::new();
    for v in [n * 2, range, selector, 2 * n - range] {
        body.extend(v.to_be_bytes());
    }
    for &(c, _) in &segs {
        body.extend(c.to_be_bytes()); // end codes
    }
    body.extend(0u16.to_be_bytes()); // reserved pad
    for &(c, _) in &segs {
        body.extend(c.to_be_bytes()); // start codes
    }
    for &(c, g) in &segs {
        // The end mark maps to glyph 0: a delta of 1 takes 0xFFFF to 0.
        let delta = if c == 0xFFFF { 1 } else { g.wrapping_sub(c) };
        body.extend(delta.to_be_bytes());
    }
    for _ in &segs {
        body.extend(0u16.to_be_bytes()); // no range offsets
    }
    let mut out = Vec::new();
    out.extend(4u16.to_be_bytes());
    out.extend(((body.len() + 6) as u16).to_be_bytes());
    out.extend(0u16.to_be_bytes()); // language
    out.extend(body);
    out
}

fn format12(map: &BTreeMap<char, u16>) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend(12u16.to_be_bytes());
    out.extend(0u16.to_be_bytes());
    out.extend(((16 + 12 * map.len()) as u32).to_be_bytes());
    out.extend(0u32.to_be_bytes()); // language
    out.extend((map.len() as u32).to_be_bytes());
    for (&c, &g) in map {
        out.extend((c as u32).to_be_bytes());
        out.extend((c as u32).to_be_bytes());
        out.extend((g as u32).to_be_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontId;

    #[test]
    fn the_subset_maps_characters_to_the_same_outlines() {
        let font = FontId::Bold;
        let face = font.face();
        let text = "Puzzle 12 × ÷ “é”";
        let mut glyphs: Vec<u16> = text
            .chars()
            .map(|c| face.glyph_index(c).unwrap().0)
            .collect();
        glyphs.sort();
        glyphs.dedup();
        let remap = subsetter::GlyphRemapper::new_from_glyphs_sorted(&glyphs);
        let program = subsetter::subset(font.bytes(), 0, &remap).unwrap();
        let map: BTreeMap<char, u16> = text
            .chars()
            .map(|c| (c, remap.get(face.glyph_index(c).unwrap().0).unwrap()))
            .collect();
        let os2 = face.raw_face().table(ttf_parser::Tag::from_bytes(b"OS/2"));
        let web = with_cmap(&program, &map, os2).unwrap();
        let sub = ttf_parser::Face::parse(&web, 0).unwrap();
        assert!(sub.tables().os2.is_some());
        // The whole file sums to the magic number once the adjustment is in.
        assert_eq!(checksum(&web), 0xB1B0_AFBA);
        for c in text.chars() {
            let (a, b) = (face.glyph_index(c).unwrap(), sub.glyph_index(c).unwrap());
            assert_eq!(face.glyph_hor_advance(a), sub.glyph_hor_advance(b), "{c}");
            assert_eq!(face.glyph_bounding_box(a), sub.glyph_bounding_box(b), "{c}");
        }
        assert_eq!(sub.glyph_index('Q'), None);
    }
}
