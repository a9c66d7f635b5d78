//! Fonts end to end: books in European scripts build, their fonts are embedded as subsets and
//! give the text back, a template's own font file is used, and a character no font has
//! stops the build before anything is written.

mod common;

use common::{embedded_fonts, poppler, run, stderr};
use std::path::{Path, PathBuf};
use std::process::Output;

const TITLE: &str = "Zażółć gęślą jaźń €";
const SUBTITLE: &str = "Ελληνικά";
const AUTHOR: &str = "Кириллица";

fn spec(title: &str, subtitle: &str, author: &str, extra: &str) -> String {
    format!(
        "title = {title:?}\nsubtitle = {subtitle:?}\nauthor = {author:?}\nseed = 7\n{extra}\n\
         [[section]]\nname = \"Łatwe\"\nlevel = \"easy\"\nsize = 5\ncount = 4\n"
    )
}

fn build(dir: &Path, spec: &str, out: &str) -> (Output, PathBuf) {
    let spec_path = dir.join("book.toml");
    std::fs::write(&spec_path, spec).unwrap();
    let out = dir.join(out);
    let o = run(
        &[
            "build",
            spec_path.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ],
        dir,
    );
    (o, out)
}

/// `pdffonts` rows as (name, emb, sub, uni).
fn pdffonts(path: &Path) -> Vec<(String, String, String, String)> {
    poppler("pdffonts", &[], path)
        .lines()
        .skip(2)
        .map(|row| {
            let cols: Vec<&str> = row.split_whitespace().collect();
            let n = cols.len();
            (
                cols[0].to_string(),
                cols[n - 5].to_string(),
                cols[n - 4].to_string(),
                cols[n - 3].to_string(),
            )
        })
        .collect()
}

fn assert_subsets(path: &Path, want: &[&str]) {
    let rows = pdffonts(path);
    let mut names: Vec<&str> = rows
        .iter()
        .map(|(name, emb, sub, uni)| {
            assert_eq!(
                (emb.as_str(), sub.as_str(), uni.as_str()),
                ("yes", "yes", "yes"),
                "{name}: embedded subset with ToUnicode"
            );
            let (tag, base) = name.split_once('+').expect("subset tag");
            assert!(tag.len() == 6 && tag.bytes().all(|b| b.is_ascii_uppercase()));
            base
        })
        .collect();
    names.sort();
    assert_eq!(names, want);
}

#[test]
fn polish_greek_and_cyrillic_build_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let (o, pdf) = build(dir.path(), &spec(TITLE, SUBTITLE, AUTHOR, ""), "a.pdf");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_subsets(&pdf, &["NotoSans-Bold", "NotoSans-Regular"]);
    let doc = lopdf::Document::load(&pdf).unwrap();
    assert_eq!(embedded_fonts(&doc), ["NotoSans-Bold", "NotoSans-Regular"]);

    let text = poppler("pdftotext", &["-layout"], &pdf);
    let text = text.replace("-\n", "");
    // The title page breaks long titles into balanced lines: look for each word.
    for s in [TITLE, SUBTITLE, AUTHOR, "Łatwe"]
        .iter()
        .flat_map(|t| t.split_whitespace())
    {
        assert!(text.contains(s), "{s:?} not in\n{text}");
    }

    // Same spec, same bytes: the subset tags and programs depend only on the glyphs.
    let (o, again) = build(dir.path(), &spec(TITLE, SUBTITLE, AUTHOR, ""), "b.pdf");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read(&pdf).unwrap(), std::fs::read(&again).unwrap());
}

#[test]
fn subsets_keep_the_book_small() {
    let dir = tempfile::tempdir().unwrap();
    let (o, pdf) = build(dir.path(), &spec(TITLE, SUBTITLE, AUTHOR, ""), "a.pdf");
    assert!(o.status.success(), "{}", stderr(&o));
    let doc = lopdf::Document::load(&pdf).unwrap();
    // Each embedded program is a small part of the ~500 KB face it came from.
    let mut programs = 0;
    for obj in doc.objects.values() {
        if let Ok(d) = obj.as_dict()
            && let Ok(file) = d.get(b"FontFile2")
        {
            let stream = doc
                .get_object(file.as_reference().unwrap())
                .unwrap()
                .as_stream()
                .unwrap();
            let len = stream.dict.get(b"Length1").unwrap().as_i64().unwrap();
            assert!(len < 60_000, "font program of {len} bytes");
            programs += 1;
        }
    }
    assert_eq!(programs, 2);
    let size = std::fs::metadata(&pdf).unwrap().len();
    assert!(size < 200_000, "{size} bytes");
}

#[test]
fn a_character_no_font_has_stops_the_build_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let (o, pdf) = build(
        dir.path(),
        &spec("数独 Futoshiki", SUBTITLE, AUTHOR, ""),
        "a.pdf",
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("uses \"数独\""), "{err}");
    assert!(
        err.contains("[fonts]") && err.contains("NotoSans-Bold"),
        "{err}"
    );
    assert!(!pdf.exists(), "nothing written");
}

/// The classic template with its title face set to `title`, beside the spec.
fn template_with_title_font(dir: &Path, title: &str) -> String {
    let classic = bookmaker::spec::template::BUILTIN[0].1;
    let text = classic.replace("title = \"bold\"", &format!("title = {title:?}"));
    assert_ne!(text, classic);
    std::fs::write(dir.join("mine.toml"), text).unwrap();
    "template = \"mine.toml\"".into()
}

#[test]
fn a_template_font_file_draws_what_it_has_and_falls_back() {
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    std::fs::create_dir(dir.path().join("fonts")).unwrap();
    std::fs::copy(
        fixture.join("NotoSansArmenian-Regular.ttf"),
        dir.path().join("fonts/Armenian.ttf"),
    )
    .unwrap();
    let title = "Հայերեն Futoshiki 5";

    // The vendored faces have no Armenian: the message names the letters and the way out.
    let (o, _) = build(dir.path(), &spec(title, SUBTITLE, AUTHOR, ""), "no.pdf");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    // Each missing letter once, in order of first use.
    assert!(stderr(&o).contains("uses \"Հայերն\""), "{}", stderr(&o));

    // The template's file has Armenian but no Latin letters: those come from Noto Sans.
    let extra = template_with_title_font(dir.path(), "fonts/Armenian.ttf");
    let (o, pdf) = build(dir.path(), &spec(title, SUBTITLE, AUTHOR, &extra), "a.pdf");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_subsets(
        &pdf,
        &[
            "NotoSans-Bold",
            "NotoSans-Regular",
            "NotoSansArmenian-Regular",
        ],
    );
    let text = poppler("pdftotext", &["-layout"], &pdf);
    assert!(text.contains(title), "{text}");

    // A title face that is not a face names the key.
    let extra = template_with_title_font(dir.path(), "fonts/Missing.ttf");
    let (o, _) = build(dir.path(), &spec(title, SUBTITLE, AUTHOR, &extra), "b.pdf");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("`fonts.title`: cannot read font file") && err.contains("Missing.ttf"),
        "{err}"
    );
}
