//! Publishing wide: the `platform` key. KDP paperback (the default) keeps its bytes; the
//! other platforms' files are read back and checked independently of the code that wrote them.

use bookmaker::spec::Spec;
use bookmaker::{book, cover};

fn spec(text: &str) -> Spec {
    Spec::parse(text, "book.toml", None).unwrap()
}

/// FNV-1a over the bytes: enough to tell two files apart, no crate needed.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

fn interior_and_cover(text: &str) -> (Vec<u8>, Vec<u8>) {
    let s = spec(text);
    let built = book::build(&s, &|| {}).unwrap();
    let pdf = book::render(&built).unwrap();
    let c = cover::cover_of(&s, &built).unwrap();
    (pdf, cover::render(&c).unwrap())
}

/// The default platform writes the bytes main wrote before platforms existed (hashes taken
/// on main at 19a8bcb; the interior again when the worked example's part-way grid came to
/// show exactly what its steps placed; the cover again when its grids came to show their
/// lines, its badge to keep off the front grid; both again when the default title and blurb came to
/// name the book's kind, count and level; the interior again when the copyright page came to
/// print the year and a no-reproduction notice by default; the cover again when its front
/// stopped repeating the kind over a title that names it; the interior again when the rules'
/// sign examples ("5 > 3") came to be tied by no-break spaces). A deliberate change to pages or covers updates these numbers; a
/// change for another platform never may.
#[test]
fn kdp_paperback_bytes_are_pinned() {
    let (pdf, cov) = interior_and_cover("seed = 7\n[[section]]\ncount = 6\n");
    assert_eq!(
        (pdf.len(), fnv(&pdf)),
        (40536, 0x8ee5_c54c_f6fc_c7a3),
        "interior"
    );
    assert_eq!(
        (cov.len(), fnv(&cov)),
        (20309, 0x0534_6456_3f91_1cba),
        "cover"
    );
}

// ---------------------------------------------------------------------------------------------
// Reading the PDFs back: an independent look at what was written.

mod common;

use bookmaker::kdp::{Finding, Report, Rule};
use lopdf::{Document, Object};

const PT: f32 = 72.0;

/// The operators of a content stream with their numeric operands, by a tokenizer of its own
/// (numbers are operands; names, hex strings and arrays are skipped; any other word is an
/// operator).
fn operators(content: &[u8]) -> Vec<(String, Vec<f32>)> {
    let text = String::from_utf8_lossy(content);
    let mut ops = vec![];
    let mut operands = vec![];
    for token in text.split_whitespace() {
        if let Ok(v) = token.parse::<f32>() {
            operands.push(v);
        } else if token.starts_with(['/', '<', '[', '(']) || token.ends_with(['>', ']', ')']) {
            continue;
        } else {
            ops.push((token.to_string(), std::mem::take(&mut operands)));
        }
    }
    ops
}

fn every_operator(pdf: &Document) -> Vec<(String, Vec<f32>)> {
    pdf.get_pages()
        .values()
        .flat_map(|&id| operators(&pdf.get_page_content(id)))
        .collect()
}

fn info(pdf: &Document) -> lopdf::Dictionary {
    let id = pdf.trailer.get(b"Info").unwrap().as_reference().unwrap();
    pdf.get_dictionary(id).unwrap().clone()
}

fn string(d: &lopdf::Dictionary, key: &str) -> String {
    String::from_utf8_lossy(d.get(key.as_bytes()).unwrap().as_str().unwrap()).into_owned()
}

fn rect(page: &lopdf::Dictionary, key: &str) -> [f32; 4] {
    let a = page
        .get(key.as_bytes())
        .unwrap_or_else(|_| panic!("page without {key}"))
        .as_array()
        .unwrap();
    let v: Vec<f32> = a.iter().map(|o| o.as_float().unwrap()).collect();
    [v[0], v[1], v[2], v[3]]
}

fn inside(inner: [f32; 4], outer: [f32; 4]) -> bool {
    inner[0] >= outer[0] - 0.01
        && inner[1] >= outer[1] - 0.01
        && inner[2] <= outer[2] + 0.01
        && inner[3] <= outer[3] + 0.01
}

/// The PDF/X-1a:2001 structures: version, info keys, the OutputIntent, and on every page a
/// TrimBox inside a BleedBox inside the MediaBox; fonts embedded; nothing transparent.
fn assert_pdfx(bytes: &[u8]) -> Document {
    assert!(bytes.starts_with(b"%PDF-1.3"), "PDF/X-1a:2001 is PDF 1.3");
    let pdf = Document::load_mem(bytes).unwrap();
    let i = info(&pdf);
    assert_eq!(string(&i, "GTS_PDFXVersion"), "PDF/X-1:2001");
    assert_eq!(string(&i, "GTS_PDFXConformance"), "PDF/X-1a:2001");
    assert_eq!(i.get(b"Trapped").unwrap().as_name().unwrap(), b"False");
    for key in ["CreationDate", "ModDate", "Title"] {
        assert!(!string(&i, key).is_empty(), "{key}");
    }
    let catalog = pdf.catalog().unwrap();
    let intents = catalog.get(b"OutputIntents").unwrap().as_array().unwrap();
    assert_eq!(intents.len(), 1);
    let intent = match &intents[0] {
        Object::Dictionary(d) => d.clone(),
        Object::Reference(id) => pdf.get_dictionary(*id).unwrap().clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(intent.get(b"S").unwrap().as_name().unwrap(), b"GTS_PDFX");
    assert_eq!(string(&intent, "OutputConditionIdentifier"), "CGATS TR 003");
    assert_eq!(string(&intent, "RegistryName"), "http://www.color.org");
    for (_, id) in pdf.get_pages() {
        let page = pdf.get_dictionary(id).unwrap();
        let (media, bleed, trim) = (
            rect(page, "MediaBox"),
            rect(page, "BleedBox"),
            rect(page, "TrimBox"),
        );
        assert!(
            inside(trim, bleed) && inside(bleed, media),
            "{trim:?} {bleed:?} {media:?}"
        );
    }
    assert!(!common::embedded_fonts(&pdf).is_empty());
    for obj in pdf.objects.values() {
        let dict = match obj {
            Object::Dictionary(d) => d,
            Object::Stream(s) => &s.dict,
            _ => continue,
        };
        for key in [&b"SMask"[..], b"Group", b"ExtGState", b"CA", b"ca"] {
            assert!(
                !dict.has(key),
                "transparency key {}",
                String::from_utf8_lossy(key)
            );
        }
    }
    pdf
}

fn finding(report: &Report, rule: Rule) -> &Finding {
    report
        .findings
        .iter()
        .find(|f| f.rule == rule)
        .unwrap_or_else(|| panic!("no {rule:?} finding in:\n{report}"))
}

const COLOUR_OPS: [&str; 12] = [
    "rg", "RG", "g", "G", "k", "K", "sc", "SC", "scn", "SCN", "cs", "CS",
];

#[test]
fn ingramspark_interior_is_pdfx_in_grey_only() {
    let (pdf, _) = interior_and_cover("platform = \"ingramspark\"\n[[section]]\ncount = 24\n");
    let doc = assert_pdfx(&pdf);
    let ops = every_operator(&doc);
    let used: std::collections::BTreeSet<&str> = ops
        .iter()
        .map(|(o, _)| o.as_str())
        .filter(|o| COLOUR_OPS.contains(o))
        .collect();
    assert!(used.contains("g") || used.contains("G"), "{used:?}");
    assert!(
        used.iter().all(|o| *o == "g" || *o == "G"),
        "only grey: {used:?}"
    );
    for (op, v) in &ops {
        if op == "g" || op == "G" {
            assert!(v.len() == 1 && (0.0..=1.0).contains(&v[0]), "{op} {v:?}");
        }
    }
}

#[test]
fn ingramspark_cover_is_cmyk_pdfx_within_240_percent() {
    // Black and white cover colours too: rich black in the background, black text.
    for extra in [
        "",
        "[cover]\nbackground = \"#000000\"\ntext = \"#ffffff\"\naccent = \"#ff0000\"\ncells = \"#ffffff\"\n",
        "[cover]\nbackground = \"#00ff00\"\ntext = \"#000000\"\naccent = \"#0000ff\"\ncells = \"#ffff00\"\n",
    ] {
        let (_, cover) = interior_and_cover(&format!(
            "platform = \"ingramspark\"\n[[section]]\ncount = 24\n{extra}"
        ));
        let doc = assert_pdfx(&cover);
        let ops = every_operator(&doc);
        let mut cmyk = 0;
        for (op, v) in &ops {
            assert!(
                !COLOUR_OPS.contains(&op.as_str()) || op == "k" || op == "K",
                "only CMYK on the cover: {op} {v:?}"
            );
            if op == "k" || op == "K" {
                cmyk += 1;
                assert_eq!(v.len(), 4);
                let total: f32 = v.iter().sum::<f32>() * 100.0;
                assert!(total <= 240.0 + 0.01, "{op} {v:?}: {total} % ink");
            }
        }
        assert!(cmyk > 2, "{extra}");
        if extra.contains("#000000\"\ntext") {
            // The black background is IngramSpark's rich black, 60/40/40/100.
            assert!(
                ops.iter()
                    .any(|(o, v)| o == "k" && v == &[0.6, 0.4, 0.4, 1.0]),
                "rich black"
            );
        }
    }
}

#[test]
fn kdp_hardcover_refuses_a_72_page_book_and_a_5x8_trim() {
    // 100 easy puzzles make 72 pages (the catalogue's `easy` book).
    let short = book::check(&spec(
        "platform = \"kdp-hardcover\"\n[[section]]\ncount = 100\n",
    ))
    .unwrap();
    let f = finding(&short, Rule::PageCount).to_string();
    assert!(
        f.starts_with("error[page-count]: 72 pages (limit: 75-550 pages"),
        "{f}"
    );
    assert!(f.contains("for 3 more pages"), "{f}");
    assert!(f.contains("fix: raise the sections' `count`"), "{f}");
    // The same book as a paperback is padded to KDP's minimum and passes.
    assert!(
        book::check(&spec("[[section]]\ncount = 60\n"))
            .unwrap()
            .passes()
    );

    let small = book::check(&spec(
        "platform = \"kdp-hardcover\"\ntrim = \"5x8\"\n[[section]]\ncount = 150\n",
    ))
    .unwrap();
    let f = finding(&small, Rule::Trim).to_string();
    assert!(
        f.contains("trim 5 x 8 in is not a KDP hardcover trim"),
        "{f}"
    );
    assert!(
        f.contains("fix: set `trim` in the spec to one of 5.5x8.5, 6x9"),
        "{f}"
    );
    // A build is refused with the same words, and exit code 2 from the CLI.
    let e = book::build(
        &spec("platform = \"kdp-hardcover\"\n[[section]]\ncount = 60\n"),
        &|| {},
    )
    .err()
    .unwrap();
    assert!(
        e.to_string()
            .contains("does not pass KDP hardcover preflight"),
        "{e}"
    );
    assert!(e.is_input());
}

fn media(bytes: &[u8]) -> [f32; 4] {
    let pdf = Document::load_mem(bytes).unwrap();
    let id = *pdf.get_pages().values().next().unwrap();
    rect(pdf.get_dictionary(id).unwrap(), "MediaBox")
}

#[test]
fn the_hardcover_case_is_the_paperback_cover_plus_wrap_and_hinges() {
    let text = "seed = 3\n[[section]]\ncount = 120\n";
    let (pb_int, pb) = interior_and_cover(text);
    let (hc_int, hc) = interior_and_cover(&format!("platform = \"kdp-hardcover\"\n{text}"));
    let pages = Document::load_mem(&pb_int).unwrap().get_pages().len();
    assert_eq!(
        pages,
        Document::load_mem(&hc_int).unwrap().get_pages().len()
    );
    let (p, h) = (media(&pb), media(&hc));
    // KDP's hardcover template: 0.591 in wrap on every outer edge (instead of 0.125 in
    // bleed), 0.375 in hinges either side of the spine, and a spine 0.28 in wider.
    let wrap = (0.591 - 0.125) * PT;
    let dw = (h[2] - h[0]) - (p[2] - p[0]);
    let dh = (h[3] - h[1]) - (p[3] - p[1]);
    assert!(
        (dh - 2.0 * wrap).abs() < 0.05,
        "height grows by the wrap: {dh}"
    );
    assert!(
        (dw - 2.0 * wrap - 2.0 * 0.375 * PT - 0.28 * PT).abs() < 0.05,
        "width grows by the wrap, the hinges and the boards: {dw}"
    );
    // The trim box is the boards' faces and spine: the sheet less the wrap all round.
    let pdf = Document::load_mem(&hc).unwrap();
    let id = *pdf.get_pages().values().next().unwrap();
    let trim = rect(pdf.get_dictionary(id).unwrap(), "TrimBox");
    assert!((trim[0] - 0.591 * PT).abs() < 0.05 && (trim[1] - 0.591 * PT).abs() < 0.05);
}

#[test]
fn lulu_builds_grey_with_its_spine_formula() {
    let (pdf, cover) = interior_and_cover("platform = \"lulu\"\n[[section]]\ncount = 40\n");
    let doc = Document::load_mem(&pdf).unwrap();
    let pages = doc.get_pages().len();
    assert!(pages >= 32);
    for (op, _) in every_operator(&doc) {
        assert!(
            !COLOUR_OPS.contains(&op.as_str()) || op == "g" || op == "G",
            "greyscale interior: {op}"
        );
    }
    // Cover: 0.125 in bleed, two 6 in panels and a (pages / 444 + 0.06) in spine.
    let m = media(&cover);
    let expect = (0.25 + 12.0 + pages as f32 / 444.0 + 0.06) * PT;
    assert!((m[2] - m[0] - expect).abs() < 0.05, "{m:?} vs {expect}");
    // Lulu binds nothing under 32 pages: a short book is refused, not padded.
    let short = book::check(&spec("platform = \"lulu\"\n[[section]]\ncount = 10\n")).unwrap();
    let f = finding(&short, Rule::PageCount).to_string();
    assert!(f.contains("limit: 32-800 pages"), "{f}");
}

/// A spec using a copy of the classic template with one line edited.
fn spec_with_template(edit: (&str, &str), text: &str) -> (tempfile::TempDir, Spec) {
    let dir = tempfile::tempdir().unwrap();
    let classic = bookmaker::layout::template::BUILTIN[0].1;
    assert!(classic.contains(edit.0), "{} not in classic", edit.0);
    std::fs::write(dir.path().join("t.toml"), classic.replace(edit.0, edit.1)).unwrap();
    let path = dir.path().join("book.toml");
    std::fs::write(&path, format!("template = \"t.toml\"\n{text}")).unwrap();
    let s = Spec::from_file(&path).unwrap();
    (dir, s)
}

#[test]
fn each_platform_refuses_what_it_does_not_print_and_names_the_fix() {
    // Margins: 0.4 in outside passes KDP (0.25 in) but not IngramSpark or Lulu (0.5 in).
    for (platform, ok) in [("kdp", true), ("ingramspark", false), ("lulu", false)] {
        let (_dir, s) = spec_with_template(
            ("outside = 0.5", "outside = 0.4"),
            &format!("platform = \"{platform}\"\n[[section]]\ncount = 40\n"),
        );
        let r = book::check(&s).unwrap();
        assert_eq!(r.passes(), ok, "{platform}: {r}");
        if !ok {
            let f = finding(&r, Rule::OutsideMargin).to_string();
            assert!(
                f.contains("outside margin 0.4 in (limit: at least 0.5 in"),
                "{f}"
            );
            assert!(
                f.contains("fix: raise `margins.outside` in the template"),
                "{f}"
            );
        }
    }
    // Trims: KDP's 8.25x6 is no IngramSpark or Lulu size; Lulu's pocket size is no KDP trim
    // of a hardcover.
    for (platform, trim, offered) in [
        ("ingramspark", "8.25x6", "5x8, 5.25x8"),
        ("lulu", "8.25x6", "4.25x6.875, 5x8"),
        ("kdp-hardcover", "4.25x6.875", "5.5x8.5, 6x9"),
    ] {
        let r = book::check(&spec(&format!(
            "platform = \"{platform}\"\ntrim = \"{trim}\"\n[[section]]\ncount = 150\n"
        )))
        .unwrap();
        let f = finding(&r, Rule::Trim).to_string();
        assert!(f.contains("fix: set `trim` in the spec to one of"), "{f}");
        assert!(f.contains(offered), "{f}");
    }
    // Paper: groundwood is IngramSpark's only, and there at trade sizes only.
    let r = book::check(&spec("paper = \"groundwood\"\n")).unwrap();
    let f = finding(&r, Rule::Trim).to_string();
    assert!(f.contains("fix: set `paper` to white or cream"), "{f}");
    let ok = "platform = \"ingramspark\"\npaper = \"groundwood\"\n[[section]]\ncount = 30\n";
    assert!(book::check(&spec(ok)).unwrap().passes());
    let r = book::check(&spec(&format!("trim = \"8.5x11\"\n{ok}"))).unwrap();
    assert!(finding(&r, Rule::Trim).to_string().contains("6x9"), "{r}");
    // IngramSpark's spelling of cream is taken.
    assert_eq!(
        spec("paper = \"creme\"\n").paper,
        bookmaker::kdp::Paper::Cream
    );
}

#[test]
fn check_prints_each_platforms_upload_settings() {
    let dir = tempfile::tempdir().unwrap();
    for (platform, says) in [
        ("kdp-hardcover", "Hardcover (case laminate)"),
        ("ingramspark", "PDF/X-1a:2001"),
        ("lulu", "Standard Black & White"),
    ] {
        let path = dir.path().join(format!("{platform}.toml"));
        std::fs::write(
            &path,
            format!("platform = \"{platform}\"\n[[section]]\ncount = 150\n"),
        )
        .unwrap();
        let o = common::run(&["check", path.to_str().unwrap()], dir.path());
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(o.status.success(), "{}", common::stderr(&o));
        let name = bookmaker::platform::Platform::ALL
            .into_iter()
            .find(|p| p.id() == platform)
            .unwrap()
            .name();
        assert!(out.contains(&format!("passes {name} preflight")), "{out}");
        assert!(
            out.contains(&format!("{name} settings for this book:")),
            "{out}"
        );
        assert!(out.contains(says), "{out}");
    }
    std::fs::write(dir.path().join("bad.toml"), "platform = \"nook\"\n").unwrap();
    let o = common::run(&["check", "bad.toml"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    let err = common::stderr(&o);
    assert!(
        err.contains("bad.toml:1:12: unknown platform \"nook\""),
        "{err}"
    );
    assert!(
        err.contains("write one of kdp, kdp-hardcover, ingramspark, lulu"),
        "{err}"
    );
}
