//! `bookmaker site` as a user runs it: every page parses (the pages are polyglot HTML5, so an
//! XML parser checks that every element is closed and every attribute quoted), links stay in
//! the folder, nothing is fetched from elsewhere, each puzzle page has its grid, rules and a
//! JavaScript-free answer toggle, and the print stylesheet puts one puzzle on a printed page.

mod common;

use common::{run, stderr};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const SPEC: &str = "title = \"Every Kind & More\"\nauthor = \"Ada Lovelace\"\nseed = 3\n\
    [[section]]\nname = \"Warm-up\"\nkind = \"futoshiki\"\nlevel = \"easy\"\ncount = 2\n\
    [[section]]\nname = \"Skyscrapers\"\nkind = \"skyscrapers\"\nlevel = \"easy\"\ncount = 1\n\
    [[section]]\nname = \"Calcudoku\"\nkind = \"calcudoku\"\nlevel = \"easy\"\ncount = 1\n\
    [[section]]\nname = \"Sudoku\"\nkind = \"sudoku\"\nlevel = \"easy\"\ncount = 1\n\
    [[section]]\nname = \"Magic\"\nkind = \"magic\"\nlevel = \"easy\"\ncount = 1\n\
    [[section]]\nname = \"Pictures\"\nkind = \"nonogram\"\nlevel = \"easy\"\ncount = 1\n\
    [[section]]\nname = \"Killer\"\nkind = \"killer\"\nlevel = \"easy\"\ncount = 1\n\
    [[section]]\nname = \"Sums\"\nkind = \"kakuro\"\nlevel = \"easy\"\ncount = 1\n";

fn site(dir: &Path) -> BTreeMap<String, String> {
    site_of(dir, SPEC)
}

fn site_of(dir: &Path, spec: &str) -> BTreeMap<String, String> {
    std::fs::write(dir.join("book.toml"), spec).unwrap();
    let o = run(&["site", "book.toml", "-o", "site"], dir);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::read_dir(dir.join("site"))
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".html"))
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read_to_string(e.path()).unwrap(),
            )
        })
        .collect()
}

/// Checks what makes a page valid HTML beyond being well-formed, and returns it parsed.
fn check_page<'a>(name: &str, text: &'a str, files: &BTreeSet<String>) -> roxmltree::Document<'a> {
    assert!(text.starts_with("<!DOCTYPE html>\n"), "{name}: doctype");
    let opts = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let doc = roxmltree::Document::parse_with_options(text, opts)
        .unwrap_or_else(|e| panic!("{name} is not well-formed: {e}"));
    let root = doc.root_element();
    assert!(
        root.has_tag_name("html") && root.attribute("lang").is_some(),
        "{name}"
    );
    let kids: Vec<_> = root.children().filter(|n| n.is_element()).collect();
    assert_eq!(kids.len(), 2, "{name}: head and body");
    assert!(kids[0].has_tag_name("head") && kids[1].has_tag_name("body"));
    let head = kids[0];
    assert!(
        head.children()
            .any(|n| n.has_tag_name("meta") && n.attribute("charset") == Some("utf-8")),
        "{name}: charset"
    );
    let title = head.children().find(|n| n.has_tag_name("title")).unwrap();
    assert!(
        !title.text().unwrap_or("").trim().is_empty(),
        "{name}: title"
    );
    // Ids are unique on the page (two inline SVGs must not share glyph or font ids).
    let mut ids = BTreeSet::new();
    for n in doc.descendants() {
        if let Some(id) = n.attribute("id") {
            assert!(ids.insert(id), "{name}: id {id} twice");
        }
        // Nothing is fetched: links go to pages of the folder, fonts are data URLs.
        for attr in ["href", "src"] {
            if let Some(v) = n.attribute(attr) {
                assert!(
                    v.starts_with('#') || files.contains(v),
                    "{name}: {attr}={v} leaves the folder"
                );
            }
        }
        if let Some(t) = n.text() {
            for (i, _) in t.match_indices("url(") {
                assert!(
                    t[i + 4..].starts_with("data:"),
                    "{name}: a url() that is fetched"
                );
            }
            assert!(!t.contains("@import"), "{name}");
        }
        assert!(!n.has_tag_name("script"), "{name}: no JavaScript");
    }
    doc
}

#[test]
fn the_site_is_valid_html_that_stays_in_its_folder() {
    let dir = tempfile::tempdir().unwrap();
    let pages = site(dir.path());
    let files: BTreeSet<String> = pages.keys().cloned().collect();
    assert_eq!(pages.len(), 1 + 9, "{files:?}");
    for (name, text) in &pages {
        check_page(name, text, &files);
    }
    // The index lists every section and links every puzzle, in order.
    let index = check_page("index.html", &pages["index.html"], &files);
    let headings: Vec<&str> = index
        .descendants()
        .filter(|n| n.has_tag_name("h2"))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(headings.len(), 8);
    assert_eq!(headings[0], "Futoshiki \u{b7} Warm-up");
    let links: Vec<&str> = index
        .descendants()
        .filter_map(|n| n.attribute("href"))
        .collect();
    assert_eq!(
        links,
        (1..=9)
            .map(|n| format!("puzzle-{n:03}.html"))
            .collect::<Vec<_>>()
    );
    assert!(pages["index.html"].contains("<h1>Every Kind &amp; More</h1>"));
}

#[test]
fn a_puzzle_page_has_its_grid_rules_answer_and_print_style() {
    let dir = tempfile::tempdir().unwrap();
    let pages = site(dir.path());
    let files: BTreeSet<String> = pages.keys().cloned().collect();
    let mut kinds = BTreeSet::new();
    for (name, text) in pages.iter().filter(|(n, _)| n.starts_with("puzzle-")) {
        let doc = check_page(name, text, &files);
        let number: usize = name[7..10].parse().unwrap();
        let h1 = doc.descendants().find(|n| n.has_tag_name("h1")).unwrap();
        assert_eq!(h1.text(), Some(format!("Puzzle {number}").as_str()));
        let meta = doc
            .descendants()
            .find(|n| n.attribute("class") == Some("meta"))
            .unwrap()
            .text()
            .unwrap();
        assert!(meta.contains(" \u{b7} easy"), "{name}: {meta}");
        kinds.insert(meta.split(" \u{b7} ").next().unwrap().to_string());
        // The grid, then the rules, then the answer inside details/summary.
        let svgs: Vec<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("svg"))
            .collect();
        assert_eq!(svgs.len(), 2, "{name}: puzzle and answer grids");
        let details = doc
            .descendants()
            .find(|n| n.has_tag_name("details"))
            .expect("an answer toggle");
        let first = details.children().find(|n| n.is_element()).unwrap();
        assert!(first.has_tag_name("summary"), "{name}: summary comes first");
        assert!(svgs[1].ancestors().any(|a| a == details), "answer inside");
        assert!(!svgs[0].ancestors().any(|a| a == details), "puzzle outside");
        let rules = doc
            .descendants()
            .find(|n| n.attribute("class") == Some("rules"))
            .unwrap();
        let paragraphs = rules.children().filter(|n| n.has_tag_name("p")).count();
        assert!(paragraphs >= 2, "{name}: the kind's rules");
        // The answer shows more than the puzzle: digits written in, or a picture's cells.
        let marks = |svg: roxmltree::Node| {
            svg.descendants()
                .filter(|n| ["text", "rect", "path"].iter().any(|t| n.has_tag_name(*t)))
                .count()
        };
        assert!(marks(svgs[1]) > marks(svgs[0]), "{name}");
        // One puzzle per printed page; the opened answer on the next.
        assert!(text.contains("@page"), "{name}");
        assert!(text.contains("main.puzzle { break-after: page; }"));
        assert!(text.contains("details.answer { border: none; break-before: page; }"));
    }
    // One page of every kind, named as the book names it.
    let every: BTreeSet<String> = bookmaker::kind::KINDS
        .iter()
        .map(|k| k.name_in(bookmaker::words::Language::En).to_string())
        .collect();
    assert_eq!(kinds, every);
}

#[test]
fn the_site_replaces_its_own_folder_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    site(d);
    std::fs::remove_file(d.join("site/puzzle-001.html")).unwrap();
    site(d);
    assert!(d.join("site/puzzle-001.html").exists(), "replaced whole");
    // A file the user added is theirs: the folder is refused, the file kept.
    std::fs::write(d.join("site/stale.html"), "mine").unwrap();
    let o = run(&["site", "book.toml", "-o", "site"], d);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("stale.html"), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(d.join("site/stale.html")).unwrap(),
        "mine"
    );
    std::fs::create_dir(d.join("mine")).unwrap();
    std::fs::write(d.join("mine/a.txt"), "keep").unwrap();
    let o = run(&["site", "book.toml", "-o", "mine"], d);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("did not write"), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(d.join("mine/a.txt")).unwrap(),
        "keep"
    );
}

#[test]
fn the_site_speaks_the_books_language() {
    let dir = tempfile::tempdir().unwrap();
    let spec = "title = \"Rätsel\"\nlanguage = \"de\"\nseed = 3\n\
        [[section]]\nname = \"Leicht\"\nlevel = \"easy\"\ncount = 1\n";
    let pages = site_of(dir.path(), spec);
    let files: BTreeSet<String> = pages.keys().cloned().collect();
    let doc = check_page("puzzle-001.html", &pages["puzzle-001.html"], &files);
    assert_eq!(doc.root_element().attribute("lang"), Some("de"));
    let text = |tag: &str| {
        doc.descendants()
            .find(|n| n.has_tag_name(tag))
            .and_then(|n| n.text())
            .unwrap()
            .to_string()
    };
    assert_eq!(text("h1"), "Rätsel 1");
    assert_eq!(text("summary"), "Lösung 1");
    assert!(text("h2").starts_with("Spielanleitung"), "{}", text("h2"));
    assert!(pages["puzzle-001.html"].contains(">Inhalt</a>"));
}

#[test]
fn a_section_named_after_its_level_is_not_named_twice() {
    let dir = tempfile::tempdir().unwrap();
    let spec = "title = \"T\"\nauthor = \"A\"\nseed = 4\n[[section]]\nname = \"Medium\"\n\
        kind = \"sudoku\"\nlevel = \"medium\"\ncount = 1\n";
    let pages = site_of(dir.path(), spec);
    let page = &pages["puzzle-001.html"];
    assert!(page.contains("\u{b7} medium</p>"), "{page}");
    assert!(!page.contains("medium \u{b7} Medium"), "{page}");
}
