//! The `bookmaker` binary as a user runs it: specs in, PDFs out, read back with lopdf.

mod common;

use common::{BIN, run, stderr};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A small book spec (few puzzles, so the tests stay quick).
fn small_spec(extra: &str) -> String {
    format!(
        "title = \"Little Futoshiki\"\nauthor = \"Ada Lovelace\"\nseed = 7\n{extra}\n\
         [[section]]\nname = \"Warm-up\"\nlevel = \"easy\"\ncount = 9\n\
         [[section]]\nname = \"Harder\"\nlevel = \"medium\"\ncount = 5\n"
    )
}

fn build(dir: &Path, spec: &str, name: &str) -> (Output, PathBuf) {
    let spec_path = dir.join(format!("{name}.toml"));
    std::fs::write(&spec_path, spec).unwrap();
    let out = dir.join(format!("{name}.pdf"));
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

fn floats(obj: &lopdf::Object) -> Vec<f32> {
    obj.as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_float().unwrap())
        .collect()
}

fn assert_box(pdf: &lopdf::Document, id: lopdf::ObjectId, key: &str, want: [f32; 4], page: usize) {
    let d = pdf.get_dictionary(id).unwrap();
    let got = floats(d.get(key.as_bytes()).unwrap());
    for (g, w) in got.iter().zip(want) {
        assert!(
            (g - w).abs() < 0.01,
            "page {page} {key}: {got:?} != {want:?}"
        );
    }
}

fn info(pdf: &lopdf::Document, key: &[u8]) -> String {
    let id = pdf.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let dict = pdf.get_dictionary(id).unwrap();
    lopdf::decode_text_string(dict.get(key).unwrap()).unwrap()
}

#[test]
fn builds_a_book_kdp_can_read() {
    let dir = tempfile::tempdir().unwrap();
    let (o, out) = build(dir.path(), &small_spec(""), "little");
    assert!(o.status.success(), "{}", stderr(&o));
    // The closing summary.
    let err = stderr(&o);
    assert!(
        err.contains("24 pages, 14 puzzles (9 easy, 5 medium)"),
        "{err}"
    );
    let bytes = std::fs::read(&out).unwrap();
    let pdf = lopdf::Document::load_mem(&bytes).unwrap();
    let pages = pdf.get_pages();
    // 5 front pages, 5 + 3 puzzle pages, 2 + 1 answer pages: 16, padded to KDP's 24.
    assert_eq!(pages.len(), 24);
    for (&n, &id) in &pages {
        let full = [0.0, 0.0, 432.0, 648.0];
        for key in ["MediaBox", "TrimBox", "BleedBox"] {
            assert_box(&pdf, id, key, full, n as usize);
        }
    }
    assert_eq!(info(&pdf, b"Title"), "Little Futoshiki");
    assert_eq!(info(&pdf, b"Author"), "Ada Lovelace");
    assert_eq!(
        common::embedded_fonts(&pdf),
        ["NotoSans-Bold", "NotoSans-Regular"]
    );
    // No temporary file left beside the book.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
}

#[test]
fn bleed_sits_on_the_outside_edge() {
    let dir = tempfile::tempdir().unwrap();
    let (o, out) = build(
        dir.path(),
        &small_spec("bleed = true\ntrim = \"8.5x11\""),
        "bleed",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let pdf = lopdf::Document::load_mem(&std::fs::read(&out).unwrap()).unwrap();
    let (w, h, b) = (612.0, 792.0, 9.0);
    for (&n, &id) in &pdf.get_pages() {
        let media = [0.0, 0.0, w + b, h + 2.0 * b];
        assert_box(&pdf, id, "MediaBox", media, n as usize);
        assert_box(&pdf, id, "BleedBox", media, n as usize);
        // Right-hand (odd) pages bleed on the right, left-hand pages on the left.
        let x = if n % 2 == 1 { 0.0 } else { b };
        assert_box(&pdf, id, "TrimBox", [x, b, x + w, b + h], n as usize);
    }
}

#[test]
fn same_spec_same_bytes_whatever_the_threads() {
    let dir = tempfile::tempdir().unwrap();
    let spec = small_spec("");
    let (o1, a) = build(dir.path(), &spec, "a");
    assert!(o1.status.success(), "{}", stderr(&o1));
    let spec_path = dir.path().join("a.toml");
    let b = dir.path().join("b.pdf");
    let o2 = Command::new(BIN)
        .args([
            "build",
            spec_path.to_str().unwrap(),
            "-o",
            b.to_str().unwrap(),
        ])
        .env("RAYON_NUM_THREADS", "1")
        .output()
        .unwrap();
    assert!(o2.status.success(), "{}", stderr(&o2));
    assert!(
        std::fs::read(&a).unwrap() == std::fs::read(&b).unwrap(),
        "builds differ"
    );
    // A different seed is a different book.
    let (o3, c) = build(dir.path(), &spec.replace("seed = 7", "seed = 8"), "c");
    assert!(o3.status.success());
    assert!(std::fs::read(&a).unwrap() != std::fs::read(&c).unwrap());
}

#[test]
fn new_then_build_from_the_catalogue() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(&["new", "easy"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("title = \"Futoshiki: 100 Easy Puzzles\""),
        "{text}"
    );
    // Same book, smaller, built both ways: as a standalone spec and from a catalogue.
    let small = text.replace("count = 100", "count = 6");
    let (o, single) = build(dir.path(), &small, "single");
    assert!(o.status.success(), "{}", stderr(&o));
    let catalogue = format!(
        "[easy]\n{}",
        small
            .replace("[[section]]", "[[easy.section]]")
            .replace("[front]", "[easy.front]")
            .replace("[answers]", "[easy.answers]")
            .replace("[cover]", "[easy.cover]")
    );
    std::fs::write(dir.path().join("books.toml"), catalogue).unwrap();
    let o = run(
        &["build", "books.toml", "--book", "easy", "-o", "cat.pdf"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read(single).unwrap() == std::fs::read(dir.path().join("cat.pdf")).unwrap());
    // Without --book, the error says what to add.
    let o = run(&["build", "books.toml", "-o", "x.pdf"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("add --book NAME (easy)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn spec_errors_exit_2_with_place_and_fix() {
    let dir = tempfile::tempdir().unwrap();
    let (o, out) = build(dir.path(), "title = \"t\"\ntrimm = \"6x9\"\n", "bad");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("bad.toml:2:1: unknown key `trimm`"), "{err}");
    assert!(err.contains("did you mean `trim`?"), "{err}");
    assert!(!out.exists());
    let o = run(&["build", "missing.toml", "-o", "m.pdf"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("missing.toml: cannot read the file"));
    let o = run(&["new", "huge"], dir.path());
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn preflight_failure_writes_nothing_and_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("book.pdf");
    std::fs::write(&out, b"old").unwrap();
    let spec = dir.path().join("book.toml");
    std::fs::write(&spec, "trim = \"3x5in\"\n").unwrap();
    let o = run(
        &["build", spec.to_str().unwrap(), "-o", out.to_str().unwrap()],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("error[trim]"), "{err}");
    assert!(err.contains("no file was written"), "{err}");
    assert_eq!(std::fs::read(&out).unwrap(), b"old");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    // check says the same without building.
    let o = run(&["check", spec.to_str().unwrap()], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("error[trim]"));
}

#[test]
fn check_passes_a_good_spec() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("ok.toml"), small_spec("")).unwrap();
    let o = run(&["check", "ok.toml"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.contains("passes KDP preflight (24 pages, trim 6x9"),
        "{out}"
    );
    assert!(!stderr(&o).contains("spine"), "{}", stderr(&o));
    assert!(
        out.contains("Trim size: 6 x 9 in") && out.contains("No bleed"),
        "check prints the KDP settings: {out}"
    );
}

#[test]
fn puzzles_are_written_as_json_lines() {
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("p.toml");
    std::fs::write(&spec, small_spec("")).unwrap();
    let o = run(
        &["build", "p.toml", "-o", "p.pdf", "--puzzles", "p.jsonl"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.path().join("p.jsonl")).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 14);
    for (i, v) in lines.iter().enumerate() {
        for key in [
            "id", "size", "level", "score", "unequal", "solution", "section", "number",
        ] {
            assert!(v.get(key).is_some(), "{key} missing in {v}");
        }
        assert_eq!(v["number"], i + 1);
        let n = v["size"].as_u64().unwrap() as usize;
        assert_eq!(v["solution"].as_str().unwrap().len(), n * n);
    }
    assert_eq!(lines[0]["section"], "Warm-up");
    assert_eq!(lines[0]["level"], "easy");
    assert_eq!(lines[9]["section"], "Harder");
    assert_eq!(lines[9]["size"], 6);
    assert!(lines[0]["id"].as_str().unwrap().starts_with("7/warm-up/"));
    assert!(
        lines[0]["unequal"].as_str().unwrap().starts_with("5de:"),
        "{}",
        lines[0]
    );
    assert!(
        lines[9]["unequal"].as_str().unwrap().starts_with("6d"),
        "{}",
        lines[9]
    );
    // Inside a section, scores never go down.
    let scores: Vec<u64> = lines[..9]
        .iter()
        .map(|v| v["score"].as_u64().unwrap())
        .collect();
    assert!(scores.windows(2).all(|w| w[0] <= w[1]), "{scores:?}");
}

#[test]
fn a_missing_output_folder_is_refused_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("b.toml"),
        "[[section]]\nlevel = \"easy\"\ncount = 4\n",
    )
    .unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_bookmaker"))
        .args(["build", "b.toml", "-o", "missing/b.pdf"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("the folder missing does not exist"), "{err}");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        left,
        vec![std::ffi::OsString::from("b.toml")],
        "nothing written"
    );
}
