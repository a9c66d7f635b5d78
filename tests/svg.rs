//! SVG output as a user makes it: `preview -o page.svg` against poppler's rendering of the
//! same page of `build`'s PDF (the SVG rasterized by librsvg's `rsvg-convert`), the embedded
//! fonts read back with ttf-parser, and `generate --format svg`.

mod common;

use common::{run, stderr};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One small section of every kind: every page kind and every kind's drawing.
const SPEC: &str = "title = \"Every Kind\"\nauthor = \"Ada Lovelace\"\nseed = 3\n\
    [[section]]\nname = \"Futoshiki\"\nkind = \"futoshiki\"\nlevel = \"easy\"\ncount = 2\n\
    [[section]]\nname = \"Skyscrapers\"\nkind = \"skyscrapers\"\nlevel = \"easy\"\ncount = 2\n\
    [[section]]\nname = \"Calcudoku\"\nkind = \"calcudoku\"\nlevel = \"easy\"\ncount = 2\n\
    [[section]]\nname = \"Sudoku\"\nkind = \"sudoku\"\nlevel = \"easy\"\ncount = 2\n\
    [[section]]\nname = \"Magic\"\nkind = \"magic\"\nlevel = \"easy\"\ncount = 2\n";

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("all.toml"), SPEC).unwrap();
    dir
}

fn ok(args: &[&str], dir: &Path) {
    let o = run(args, dir);
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
}

fn gray(path: &Path) -> (u32, u32, Vec<f32>) {
    let img = image::open(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .to_rgb8();
    let g = img
        .pixels()
        .map(|p| 0.299 * p[0] as f32 + 0.587 * p[1] as f32 + 0.114 * p[2] as f32)
        .collect();
    (img.width(), img.height(), g)
}

/// How two renderings differ: the mean absolute grey difference, and the worst 16 x 16 px
/// tile by its ink (the sum of 255 - grey), as the difference of the two images' ink over the
/// larger of the two (at least 20 full pixels). A relative measure on purpose: poppler draws
/// glyphs a little heavier than librsvg, which changes a tile's ink by a fifth or so, while
/// a missing glyph or line takes all of its ink out of its tile. Sizes may differ by a pixel
/// of rounding: the common part is compared.
fn diff(a: &Path, b: &Path) -> (f32, f32) {
    let (wa, ha, ga) = gray(a);
    let (wb, hb, gb) = gray(b);
    assert!(
        wa.abs_diff(wb) <= 1 && ha.abs_diff(hb) <= 1,
        "sizes {wa}x{ha} {wb}x{hb}"
    );
    let (w, h) = (wa.min(wb), ha.min(hb));
    let at = |g: &[f32], ww: u32, x: u32, y: u32| g[(y * ww + x) as usize];
    let mut total = 0.0;
    let mut worst = 0.0f32;
    const T: u32 = 16;
    const FLOOR: f32 = 20.0 * 255.0;
    for ty in (0..h).step_by(T as usize) {
        for tx in (0..w).step_by(T as usize) {
            let (mut ink_a, mut ink_b) = (0.0, 0.0);
            for y in ty..(ty + T).min(h) {
                for x in tx..(tx + T).min(w) {
                    let (ga, gb) = (at(&ga, wa, x, y), at(&gb, wb, x, y));
                    total += (ga - gb).abs();
                    ink_a += 255.0 - ga;
                    ink_b += 255.0 - gb;
                }
            }
            let rel = (ink_a - ink_b).abs() / f32::max(ink_a.max(ink_b), FLOOR);
            worst = worst.max(rel);
        }
    }
    (total / (w * h) as f32, worst)
}

fn rsvg(svg: &Path, png: &Path, dpi: u32) {
    let dpi = dpi.to_string();
    let o = Command::new("rsvg-convert")
        .args(["-d", &dpi, "-p", &dpi, "-b", "white", "-o"])
        .arg(png)
        .arg(svg)
        .output()
        .expect("rsvg-convert (Debian librsvg2-bin) is installed");
    assert!(o.status.success(), "{}", stderr(&o));
}

fn poppler(pdf: &Path, page: usize, png_prefix: &Path, dpi: u32) -> PathBuf {
    let (n, dpi) = (page.to_string(), dpi.to_string());
    let st = Command::new("pdftoppm")
        .args(["-r", &dpi, "-f", &n, "-l", &n, "-singlefile", "-png"])
        .arg(pdf)
        .arg(png_prefix)
        .status()
        .expect("pdftoppm (poppler-utils) is installed");
    assert!(st.success());
    png_prefix.with_extension("png")
}

// Measured (librsvg 2.54, poppler 22.12, 100 dpi) on this book's 24 pages: mean 0.2-5.1 grey
// levels (text-heavy pages highest: glyph weight differs), worst tile 0.04-0.50; a page
// without one given digit or one cell outline has a tile at 1.0.
const MAX_MEAN: f32 = 8.0;
const MAX_TILE: f32 = 0.75;
/// The first page of puzzles, where a given digit is taken out to see the test notice.
const PUZZLE_PAGE: usize = 14;

#[test]
fn every_svg_page_looks_like_the_pdf_page() {
    let dir = setup();
    let d = dir.path();
    ok(&["build", "all.toml", "-o", "all.pdf"], d);
    let pdf = d.join("all.pdf");
    let pages = lopdf::Document::load(&pdf).unwrap().get_pages().len();
    assert!(pages > 10);
    let dpi = 100;
    for page in 1..=pages {
        let n = page.to_string();
        let svg = d.join(format!("p{page}.svg"));
        ok(
            &[
                "preview",
                "all.toml",
                "--page",
                &n,
                "--svg-text",
                "outlines",
                "-o",
                svg.to_str().unwrap(),
            ],
            d,
        );
        let ours = d.join(format!("p{page}.png"));
        rsvg(&svg, &ours, dpi);
        let theirs = poppler(&pdf, page, &d.join(format!("poppler{page}")), dpi);
        let (mean, tile) = diff(&ours, &theirs);
        eprintln!("page {page}: mean {mean:.3}, worst tile {tile:.2}");
        assert!(
            mean < MAX_MEAN && tile < MAX_TILE,
            "page {page}: mean {mean} tile {tile}"
        );
        // The comparison sees a grid digit or a cell outline go.
        if page == PUZZLE_PAGE {
            let text = std::fs::read_to_string(&svg).unwrap();
            let digit = text
                .match_indices("<use ")
                .map(|(i, _)| i)
                .find(|&i| {
                    // Placed at 15 pt or more: a digit in a cell, not a label.
                    let m = &text[i..];
                    let k: f32 = m[m.find("matrix(").unwrap() + 7..]
                        .split(' ')
                        .next()
                        .unwrap()
                        .parse()
                        .unwrap();
                    k >= 0.015
                })
                .expect("the puzzle page has a given digit");
            let cell = text
                .match_indices("<rect ")
                .map(|(i, _)| i)
                .find(|&i| text[i..i + text[i..].find("/>").unwrap()].contains(" stroke="))
                .expect("the puzzle page has outlined cells");
            for (what, at) in [("digit", digit), ("cell", cell)] {
                let end = at + text[at..].find("/>").unwrap() + 2;
                let cut = d.join("cut.svg");
                std::fs::write(&cut, format!("{}{}", &text[..at], &text[end..])).unwrap();
                let png = d.join("cut.png");
                rsvg(&cut, &png, dpi);
                let (_, tile) = diff(&png, &theirs);
                eprintln!("without a {what}: worst tile {tile:.2}");
                assert!(tile > MAX_TILE, "a missing {what} went unnoticed: {tile}");
            }
        }
    }
}

/// Standard base64, as the data URLs carry it.
fn unbase64(s: &str) -> Vec<u8> {
    let val = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let bytes: Vec<u8> = s.bytes().filter(|&c| c != b'=').map(val).collect();
    let mut out = Vec::new();
    for chunk in bytes.chunks(4) {
        let mut v = 0u32;
        for (i, &b) in chunk.iter().enumerate() {
            v |= (b as u32) << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((v >> (16 - 8 * i)) as u8);
        }
    }
    out
}

/// The embedded fonts of an SVG by family name.
fn embedded_fonts(svg: &str) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for part in svg.split("@font-face").skip(1) {
        let family = part.split('"').nth(1).unwrap().to_string();
        let data = part
            .split("base64,")
            .nth(1)
            .unwrap()
            .split(')')
            .next()
            .unwrap();
        out.insert(family, unbase64(data));
    }
    out
}

#[test]
fn embedded_text_draws_the_books_glyphs() {
    let dir = setup();
    let d = dir.path();
    // The title page (large bold and regular text) and a puzzle page.
    for page in ["1", "14"] {
        ok(&["preview", "all.toml", "--page", page, "-o", "p.svg"], d);
        let svg = std::fs::read_to_string(d.join("p.svg")).unwrap();
        let fonts = embedded_fonts(&svg);
        assert!(!fonts.is_empty(), "page {page} embeds its fonts");
        let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
        let originals = [
            bookmaker::fonts::FontId::Regular,
            bookmaker::fonts::FontId::Bold,
        ];
        let mut checked = 0;
        for node in doc.descendants().filter(|n| n.has_attribute("font-family")) {
            let family = node.attribute("font-family").unwrap();
            let face = ttf_parser::Face::parse(&fonts[family], 0).expect("the subset parses");
            let original = originals
                .iter()
                .find(|f| family.ends_with(f.name()))
                .unwrap()
                .face();
            let text: String = node.children().filter_map(|c| c.text()).collect::<String>();
            let xs = node.attribute("x").unwrap().split(' ').count();
            assert_eq!(xs, text.chars().count(), "one position per character");
            for c in text.chars() {
                // The subset's glyph for the character is the original's glyph.
                let (a, b) = (original.glyph_index(c).unwrap(), face.glyph_index(c));
                let b = b.unwrap_or_else(|| panic!("{family} maps {c:?}"));
                assert_eq!(original.glyph_hor_advance(a), face.glyph_hor_advance(b));
                assert_eq!(
                    original.glyph_bounding_box(a),
                    face.glyph_bounding_box(b),
                    "{c:?}"
                );
                checked += 1;
            }
        }
        assert!(checked > 10, "page {page}: {checked} characters");
    }
}

#[test]
fn generate_writes_a_puzzle_and_an_answer_per_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        &[
            "generate", "--kind", "sudoku", "--count", "2", "--format", "svg", "-o", "out",
        ],
        d,
    );
    let mut names: Vec<String> = std::fs::read_dir(d.join("out"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".svg"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "sudoku-easy-9-1-1-answer.svg",
            "sudoku-easy-9-1-1.svg",
            "sudoku-easy-9-1-2-answer.svg",
            "sudoku-easy-9-1-2.svg"
        ]
    );
    let read = |n: &str| std::fs::read_to_string(d.join("out").join(n)).unwrap();
    let texts = |svg: &str| -> Vec<String> {
        let doc = roxmltree::Document::parse(svg).unwrap();
        doc.descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| n.text().unwrap_or("").to_string())
            .collect()
    };
    // The answer fills all 81 cells; the puzzle shows fewer digits.
    let (puzzle, answer) = (texts(&read(&names[1])), texts(&read(&names[0])));
    assert_eq!(answer.len(), 81, "{answer:?}");
    assert!(puzzle.len() < 81 && puzzle.len() > 17);
    // The same puzzles as the text format.
    let o = run(&["generate", "--kind", "sudoku", "--count", "1"], d);
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let givens = text
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty())
        .flat_map(|l| l.chars())
        .filter(|c| c.is_ascii_digit())
        .count();
    assert_eq!(puzzle.len(), givens);
    // Written again, the folder is replaced; a folder of other files is refused.
    std::fs::create_dir(d.join("mine")).unwrap();
    std::fs::write(d.join("mine/notes.txt"), "keep").unwrap();
    let o = run(&["generate", "--format", "svg", "-o", "mine"], d);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("did not write"), "{}", stderr(&o));
    assert!(d.join("mine/notes.txt").exists());
    let o = run(&["generate", "--format", "svg"], d);
    assert!(stderr(&o).contains("-o DIR"), "{}", stderr(&o));
    // Spreads and guides are pictures: PNG only, said before any work.
    std::fs::write(d.join("all.toml"), SPEC).unwrap();
    for extra in [["--spread", "2"], ["--guides", "--page=2"]] {
        let mut args = vec!["preview", "all.toml", "-o", "s.svg"];
        args.extend(extra);
        let o = run(&args, d);
        assert_eq!(o.status.code(), Some(2), "{extra:?}");
        assert!(stderr(&o).contains("use a .png file"), "{}", stderr(&o));
        assert!(!d.join("s.svg").exists());
    }
}
