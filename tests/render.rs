//! The renderers against independent readers: lopdf for structure, poppler (`pdfinfo`,
//! `pdffonts`, `pdftotext`, `pdftoppm`) and `qpdf` as subprocesses, and the PNG renderer
//! compared pixel by pixel with poppler's rendering of our own PDF.

mod common;

use std::path::Path;
use std::process::Command;

use bookmaker::fonts::FontId;
use bookmaker::page::{Align, Color, Document, Item, Page, Rect, Rotation, Stroke, pt};
use bookmaker::render::{RenderError, render_pdf, render_pixmap, render_png};

const TRIM_W: f32 = 432.0; // 6 in
const TRIM_H: f32 = 648.0; // 9 in
const BLEED: f32 = 9.0; // 0.125 in

/// A Futoshiki-like grid: `n` x `n` cells of `cell` points at `(x, y)`, outer frame thicker.
fn grid(x: f32, y: f32, n: usize, cell: f32) -> Vec<Item> {
    let thin = Stroke {
        width: 0.75,
        color: Color::BLACK,
    };
    let mut items = vec![];
    for i in 1..n {
        let d = i as f32 * cell;
        let size = n as f32 * cell;
        items.push(Item::Line {
            from: pt(x + d, y),
            to: pt(x + d, y + size),
            stroke: thin,
        });
        items.push(Item::Line {
            from: pt(x, y + d),
            to: pt(x + size, y + d),
            stroke: thin,
        });
    }
    items.push(Item::Rect {
        rect: Rect::new(x, y, n as f32 * cell, n as f32 * cell),
        fill: None,
        stroke: Some(Stroke {
            width: 2.0,
            color: Color::BLACK,
        }),
    });
    items
}

fn digit(d: usize, x: f32, baseline: f32, size: f32) -> Item {
    Item::Text {
        text: d.to_string(),
        font: FontId::Bold,
        size,
        x,
        baseline,
        align: Align::Center,
        color: Color::BLACK,
        rotation: Rotation::Upright,
    }
}

/// Page `number` of a 6 x 9 in book, with bleed on the outside edge or without.
fn page(number: usize, bleed: bool, items: Vec<Item>) -> Page {
    let (width, height, trim) = if bleed {
        // Bleed on the outside edge: right on odd pages, left on even ones.
        let x = if number % 2 == 1 { 0.0 } else { BLEED };
        (
            TRIM_W + BLEED,
            TRIM_H + 2.0 * BLEED,
            Rect::new(x, BLEED, TRIM_W, TRIM_H),
        )
    } else {
        (TRIM_W, TRIM_H, Rect::new(0.0, 0.0, TRIM_W, TRIM_H))
    };
    let m = if bleed { 27.0 } else { 18.0 };
    let live = Rect::new(trim.x + m, trim.y + m, trim.w - 2.0 * m, trim.h - 2.0 * m);
    Page {
        width,
        height,
        trim,
        live,
        items,
        kept: Vec::new(),
    }
}

/// A puzzle page: a 5 x 5 grid with a few digits, a sign polygon, a title in Regular.
fn puzzle_items(offset: f32) -> Vec<Item> {
    let (gx, gy, cell) = (66.0 + offset, 140.0, 60.0);
    let mut items = grid(gx, gy, 5, cell);
    for (i, d) in [(0, 3), (6, 1), (12, 5), (18, 2), (24, 4), (7, 2)] {
        let (r, c) = (i / 5, i % 5);
        let cx = gx + (c as f32 + 0.5) * cell;
        let base = gy + (r as f32 + 0.5) * cell + FontId::Bold.digit_height(28.0) / 2.0;
        items.push(digit(d, cx, base, 28.0));
    }
    // A '<' sign between the first two cells of row 3, as a filled chevron.
    let (sx, sy) = (gx + cell, gy + 2.5 * cell);
    let chevron = [
        (6.0, -8.0),
        (-6.0, 0.0),
        (6.0, 8.0),
        (6.0, 5.0),
        (-2.0, 0.0),
        (6.0, -5.0),
    ];
    items.push(Item::Polygon {
        points: chevron
            .iter()
            .map(|&(dx, dy)| pt(sx + dx, sy + dy))
            .collect(),
        fill: Color::BLACK,
    });
    items.push(Item::Text {
        text: "Futoshiki No. 7 – “Easy”".into(),
        font: FontId::Regular,
        size: 16.0,
        x: 216.0 + offset,
        baseline: 100.0,
        align: Align::Center,
        color: Color::gray(0.2),
        rotation: Rotation::Upright,
    });
    items
}

fn sample_document() -> Document {
    let mut p1 = puzzle_items(0.0);
    p1.push(Item::Polyline {
        points: vec![pt(60.0, 500.0), pt(120.0, 540.0), pt(180.0, 500.0)],
        closed: false,
        stroke: Stroke {
            width: 1.5,
            color: Color::rgb(0.0, 0.3, 0.8),
        },
    });
    p1.push(Item::Text {
        text: "1".into(),
        font: FontId::Regular,
        size: 10.0,
        x: 414.0,
        baseline: 630.0,
        align: Align::Right,
        color: Color::BLACK,
        rotation: Rotation::Upright,
    });
    // Page 2 has bleed: a grey band that runs off the outside (left) edge of the sheet.
    let mut p2 = vec![Item::Rect {
        rect: Rect::new(0.0, 300.0, 150.0, 40.0),
        fill: Some(Color::gray(0.85)),
        stroke: None,
    }];
    p2.extend(puzzle_items(BLEED));
    p2.push(Item::Polyline {
        points: vec![pt(100.0, 560.0), pt(160.0, 560.0), pt(130.0, 600.0)],
        closed: true,
        stroke: Stroke {
            width: 1.0,
            color: Color::rgb(0.8, 0.1, 0.1),
        },
    });
    Document {
        title: "Futoshiki Easy, Volume 1".into(),
        author: "Ada Lovelace".into(),
        pages: vec![page(1, false, p1), page(2, true, p2)],
    }
}

fn write_temp(dir: &Path, name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Runs a tool and returns its stdout; a missing tool fails with a hint.
fn run(tool: &str, args: &[&std::ffi::OsStr]) -> (bool, String) {
    let out = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {tool} ({e}): install poppler-utils and qpdf"));
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

fn floats(obj: &lopdf::Object) -> Vec<f32> {
    obj.as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_float().unwrap())
        .collect()
}

fn assert_box(actual: &[f32], expected: [f32; 4], what: &str) {
    assert_eq!(actual.len(), 4, "{what}");
    for (a, e) in actual.iter().zip(expected) {
        assert!((a - e).abs() < 0.01, "{what}: {actual:?} != {expected:?}");
    }
}

// Expected boxes in PDF coordinates [llx lly urx ury].
const P1_MEDIA: [f32; 4] = [0.0, 0.0, TRIM_W, TRIM_H];
const P2_MEDIA: [f32; 4] = [0.0, 0.0, TRIM_W + BLEED, TRIM_H + 2.0 * BLEED];
const P2_TRIM: [f32; 4] = [BLEED, BLEED, TRIM_W + BLEED, TRIM_H + BLEED];

#[test]
fn pdf_structure_reads_back_with_lopdf() {
    let bytes = render_pdf(&sample_document()).unwrap();
    let pdf = lopdf::Document::load_mem(&bytes).unwrap();
    let pages = pdf.get_pages();
    assert_eq!(pages.len(), 2);

    let expect = [
        (P1_MEDIA, P1_MEDIA, P1_MEDIA), // no bleed: trim = bleed = media
        (P2_MEDIA, P2_TRIM, P2_MEDIA),  // bleed: bleed box = media box
    ];
    for ((_, &id), (media, trim, bleed)) in pages.iter().zip(expect) {
        let page = pdf.get_dictionary(id).unwrap();
        let get = |k: &str| floats(page.get(k.as_bytes()).unwrap());
        assert_box(&get("MediaBox"), media, "MediaBox");
        assert_box(&get("CropBox"), media, "CropBox");
        assert_box(&get("TrimBox"), trim, "TrimBox");
        assert_box(&get("BleedBox"), bleed, "BleedBox");
        assert!(page.get(b"Annots").is_err(), "no annotations");
    }

    // Both fonts embedded as TrueType programs, each once.
    assert_eq!(
        common::embedded_fonts(&pdf),
        ["NotoSans-Bold", "NotoSans-Regular"]
    );

    let info = pdf.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let info = pdf.get_dictionary(info).unwrap();
    let text = |k: &[u8]| lopdf::decode_text_string(info.get(k).unwrap()).unwrap();
    assert_eq!(text(b"Title"), "Futoshiki Easy, Volume 1");
    assert_eq!(text(b"Author"), "Ada Lovelace");
    assert!(info.get(b"CreationDate").is_err() && info.get(b"ModDate").is_err());
    let catalog = pdf.catalog().unwrap();
    assert!(catalog.get(b"Outlines").is_err() && catalog.get(b"AcroForm").is_err());
    assert!(pdf.trailer.get(b"Encrypt").is_err());
}

#[test]
fn only_used_fonts_are_embedded_and_non_ascii_metadata_survives() {
    let mut doc = sample_document();
    for p in &mut doc.pages {
        p.items.retain(|i| {
            !matches!(
                i,
                Item::Text {
                    font: FontId::Bold,
                    ..
                }
            )
        });
    }
    doc.title = "Futoshiki – Rätsel".into();
    let pdf = lopdf::Document::load_mem(&render_pdf(&doc).unwrap()).unwrap();
    let fonts: Vec<_> = pdf
        .objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .filter(|d| d.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Type0"))
        .map(|d| d.get(b"BaseFont").unwrap().as_name().unwrap().to_vec())
        .collect();
    // A subset: `ABCDEF+` before the face's name.
    assert_eq!(fonts.len(), 1);
    assert_eq!(&fonts[0][6..], b"+NotoSans-Regular");
    assert!(fonts[0][..6].iter().all(u8::is_ascii_uppercase));
    let info = pdf.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let title = pdf.get_dictionary(info).unwrap().get(b"Title").unwrap();
    assert_eq!(
        lopdf::decode_text_string(title).unwrap(),
        "Futoshiki – Rätsel"
    );
}

#[test]
fn same_document_same_bytes_different_document_different_id() {
    let doc = sample_document();
    let a = render_pdf(&doc).unwrap();
    assert_eq!(a, render_pdf(&doc).unwrap());
    let mut other = doc.clone();
    other.pages[0].items.pop();
    let b = render_pdf(&other).unwrap();
    let id = |bytes: &[u8]| {
        let pdf = lopdf::Document::load_mem(bytes).unwrap();
        pdf.trailer.get(b"ID").unwrap().clone()
    };
    assert_ne!(id(&a), id(&b));
}

#[test]
fn poppler_and_qpdf_agree() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_temp(
        dir.path(),
        "sample.pdf",
        &render_pdf(&sample_document()).unwrap(),
    );
    let p = path.as_os_str();

    let (ok, out) = run("qpdf", &[p, "--check".as_ref()]);
    assert!(
        ok && out.contains("No syntax or stream encoding errors"),
        "{out}"
    );

    let (ok, out) = run(
        "pdfinfo",
        &[
            "-box".as_ref(),
            "-f".as_ref(),
            "1".as_ref(),
            "-l".as_ref(),
            "2".as_ref(),
            p,
        ],
    );
    assert!(ok, "{out}");
    let boxes = |page: usize, name: &str| -> Vec<f32> {
        let key = format!("Page {page:>4} {name}:");
        let line = out
            .lines()
            .find(|l| l.starts_with(&key))
            .unwrap_or_else(|| panic!("no {key} in\n{out}"));
        line[key.len()..]
            .split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect()
    };
    for (page, media, trim, bleed) in [
        (1, P1_MEDIA, P1_MEDIA, P1_MEDIA),
        (2, P2_MEDIA, P2_TRIM, P2_MEDIA),
    ] {
        assert_box(&boxes(page, "MediaBox"), media, "pdfinfo MediaBox");
        assert_box(&boxes(page, "CropBox"), media, "pdfinfo CropBox");
        assert_box(&boxes(page, "TrimBox"), trim, "pdfinfo TrimBox");
        assert_box(&boxes(page, "BleedBox"), bleed, "pdfinfo BleedBox");
    }
    assert!(
        out.contains("Title:           Futoshiki Easy, Volume 1"),
        "{out}"
    );
    assert!(out.contains("Author:          Ada Lovelace"), "{out}");
    assert!(out.contains("Encrypted:       no"), "{out}");

    let (ok, out) = run("pdffonts", &[p]);
    assert!(ok, "{out}");
    let rows: Vec<&str> = out.lines().skip(2).collect();
    assert_eq!(rows.len(), 2, "{out}");
    for row in rows {
        let cols: Vec<&str> = row.split_whitespace().collect();
        // name type... emb sub uni object ID
        let n = cols.len();
        assert_eq!(
            &cols[n - 5..n - 2],
            ["yes", "yes", "yes"],
            "emb sub uni: {row}"
        );
        assert!(!row.contains("Type 3"), "{row}");
    }

    // Glyph ids map back to the characters through ToUnicode.
    let (ok, out) = run("pdftotext", &["-layout".as_ref(), p, "-".as_ref()]);
    assert!(ok, "{out}");
    assert!(out.contains("Futoshiki No. 7 – “Easy”"), "{out}");
    assert!(out.contains('3') && out.contains('5'), "{out}");
}

#[test]
fn a_150_page_book_stays_small() {
    let pages = (1..=150)
        .map(|n| {
            let mut items = puzzle_items(0.0);
            items.push(Item::Text {
                text: n.to_string(),
                font: FontId::Regular,
                size: 10.0,
                x: 216.0,
                baseline: 630.0,
                align: Align::Center,
                color: Color::BLACK,
                rotation: Rotation::Upright,
            });
            page(n, false, items)
        })
        .collect();
    let doc = Document {
        title: "Big".into(),
        author: "A".into(),
        pages,
    };
    let bytes = render_pdf(&doc).unwrap();
    assert!(bytes.len() < 2_000_000, "{} bytes", bytes.len());
    // The fonts are stored once, not per page: well under the size of 150 copies.
    assert!(bytes.len() < 150 * 18_000 / 4, "{} bytes", bytes.len());
}

#[test]
fn bad_documents_are_refused_with_the_place() {
    let empty = Document {
        title: "t".into(),
        author: "a".into(),
        pages: vec![],
    };
    assert!(matches!(render_pdf(&empty), Err(RenderError::NoPages)));
    let mut doc = sample_document();
    doc.pages[1].items.push(Item::Line {
        from: pt(f32::NAN, 0.0),
        to: pt(1.0, 1.0),
        stroke: Stroke {
            width: 1.0,
            color: Color::BLACK,
        },
    });
    let n = doc.pages[1].items.len();
    match render_pdf(&doc) {
        Err(RenderError::BadItem { page: 2, item, .. }) => assert_eq!(item, n),
        other => panic!("{other:?}"),
    }
}

// ---- PNG against poppler ----------------------------------------------------------------

/// Greyscale luminance of an RGB image, row-major.
fn gray(rgb: &image::RgbImage) -> Vec<f32> {
    rgb.pixels()
        .map(|p| 0.299 * p[0] as f32 + 0.587 * p[1] as f32 + 0.114 * p[2] as f32)
        .collect()
}

/// How two renderings of a page differ. `mean`: the mean absolute difference of grey levels
/// over the page. `worst_tile`: the page is cut into `TILE` x `TILE` tiles and, per tile, the
/// difference of the two images' mean grey level is taken; the largest is reported. The
/// tile's mean is signed on purpose: where both renderers draw the same edge with slightly
/// different antialiasing the differences cancel, while a missing digit or grid-line segment
/// takes all its ink out of the tile at once.
const TILE: u32 = 12;

struct Diff {
    mean: f32,
    worst_tile: f32,
}

fn diff(a: &image::RgbImage, b: &image::RgbImage) -> Diff {
    assert_eq!(a.dimensions(), b.dimensions(), "same pixel size");
    let (w, h) = a.dimensions();
    let d: Vec<f32> = gray(a).iter().zip(&gray(b)).map(|(x, y)| x - y).collect();
    let mean = d.iter().map(|v| v.abs()).sum::<f32>() / d.len() as f32;
    let mut worst_tile = 0.0f32;
    for ty in (0..h).step_by(TILE as usize) {
        for tx in (0..w).step_by(TILE as usize) {
            let (mut sum, mut n) = (0.0, 0);
            for y in ty..(ty + TILE).min(h) {
                for x in tx..(tx + TILE).min(w) {
                    sum += d[(y * w + x) as usize];
                    n += 1;
                }
            }
            worst_tile = worst_tile.max((sum / n as f32).abs());
        }
    }
    Diff { mean, worst_tile }
}

/// Poppler's rendering of page `n` of our PDF at `dpi`.
fn poppler_page(doc: &Document, n: usize, dpi: u32) -> image::RgbImage {
    let dir = tempfile::tempdir().unwrap();
    let pdf = write_temp(dir.path(), "doc.pdf", &render_pdf(doc).unwrap());
    let prefix = dir.path().join("out");
    let (ok, out) = run(
        "pdftoppm",
        &[
            "-r".as_ref(),
            dpi.to_string().as_ref(),
            "-f".as_ref(),
            n.to_string().as_ref(),
            "-l".as_ref(),
            n.to_string().as_ref(),
            "-singlefile".as_ref(),
            "-png".as_ref(),
            pdf.as_os_str(),
            prefix.as_os_str(),
        ],
    );
    assert!(ok, "{out}");
    image::open(dir.path().join("out.png")).unwrap().to_rgb8()
}

fn ours(page: &Page, dpi: u32) -> image::RgbImage {
    let png = render_png(page, dpi as f32, false).unwrap();
    image::load_from_memory(&png).unwrap().to_rgb8()
}

// Measured on the sample pages (poppler 22.12): mean under 0.01 and worst tile under 1.3 grey
// levels at 72 and 100 dpi; without one digit the worst tile is ~95, without one 0.75 pt grid
// line 21. The limits leave room for other poppler versions.
const MAX_MEAN: f32 = 0.5;
const MAX_TILE: f32 = 12.0;

#[test]
fn png_matches_poppler_rendering_of_the_pdf() {
    let doc = sample_document();
    for dpi in [72, 100] {
        for (i, page) in doc.pages.iter().enumerate() {
            let d = diff(&ours(page, dpi), &poppler_page(&doc, i + 1, dpi));
            eprintln!(
                "page {} at {dpi} dpi: mean {:.3}, worst tile {:.2}",
                i + 1,
                d.mean,
                d.worst_tile
            );
            assert!(
                d.mean < MAX_MEAN && d.worst_tile < MAX_TILE,
                "page {}: mean {} tile {}",
                i + 1,
                d.mean,
                d.worst_tile
            );
        }
    }
}

#[test]
fn png_comparison_catches_a_missing_digit_or_grid_line() {
    let doc = sample_document();
    let reference = poppler_page(&doc, 1, 72);
    let is_digit = |i: &Item| {
        matches!(
            i,
            Item::Text {
                font: FontId::Bold,
                ..
            }
        )
    };
    let is_grid_line = |i: &Item| matches!(i, Item::Line { .. });
    for (what, pick) in [
        ("digit", &is_digit as &dyn Fn(&Item) -> bool),
        ("grid line", &is_grid_line),
    ] {
        let mut page = doc.pages[0].clone();
        let at = page.items.iter().position(pick).unwrap();
        page.items.remove(at);
        let d = diff(&ours(&page, 72), &reference);
        eprintln!(
            "without one {what}: mean {:.3}, worst tile {:.2}",
            d.mean, d.worst_tile
        );
        assert!(
            d.worst_tile > MAX_TILE,
            "a missing {what} went unnoticed: {}",
            d.worst_tile
        );
    }
}

#[test]
fn png_is_deterministic_and_sized_by_dpi() {
    let doc = sample_document();
    let page = &doc.pages[1];
    let a = render_png(page, 150.0, true).unwrap();
    assert_eq!(a, render_png(page, 150.0, true).unwrap());
    let img = image::load_from_memory(&a).unwrap();
    let px = |pt: f32| (pt * 150.0 / 72.0).ceil() as u32;
    assert_eq!(
        (img.width(), img.height()),
        (px(TRIM_W + BLEED), px(TRIM_H + 2.0 * BLEED))
    );
    let pm = render_pixmap(page, 150.0, false).unwrap();
    assert_eq!((pm.width(), pm.height()), (img.width(), img.height()));
}
