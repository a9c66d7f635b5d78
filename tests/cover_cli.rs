//! `bookmaker cover` and `bookmaker preview --cover` as a user runs them: the cover PDF read
//! back with lopdf (and poppler's `pdfinfo`/`pdffonts` when installed), its size against the
//! interior PDF's own page count, and bad input.

mod common;

use common::{run, stderr};
use std::path::{Path, PathBuf};
use std::process::Command;

fn write_spec(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(format!("{name}.toml"));
    std::fs::write(&p, text).unwrap();
    p
}

fn floats(obj: &lopdf::Object) -> Vec<f64> {
    obj.as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_float().unwrap() as f64)
        .collect()
}

/// The first page's boxes: (MediaBox, TrimBox, BleedBox) and the page count.
fn boxes(pdf: &Path) -> ([f64; 4], [f64; 4], [f64; 4], usize) {
    let doc = lopdf::Document::load(pdf).unwrap();
    let pages = doc.get_pages();
    let id = pages[&1];
    let d = doc.get_dictionary(id).unwrap();
    let get = |k: &str| -> [f64; 4] { floats(d.get(k.as_bytes()).unwrap()).try_into().unwrap() };
    (
        get("MediaBox"),
        get("TrimBox"),
        get("BleedBox"),
        pages.len(),
    )
}

fn interior_pages(pdf: &Path) -> usize {
    lopdf::Document::load(pdf).unwrap().get_pages().len()
}

#[test]
fn cover_fits_the_interior_the_same_spec_builds() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (name, paper, count, trim, w, h) in [
        ("a", "white", 12, "6x9", 6.0, 9.0),
        ("b", "cream", 40, "5.5x8.5", 5.5, 8.5),
        ("c", "white", 120, "8.5x11", 8.5, 11.0),
    ] {
        let spec = write_spec(
            d,
            name,
            &format!(
                "title = \"Cover {name}\"\ntrim = \"{trim}\"\npaper = \"{paper}\"\nseed = 3\n\
                 [[section]]\nlevel = \"easy\"\ncount = {count}\n"
            ),
        );
        let spec = spec.to_str().unwrap();
        let o = run(&["build", spec, "-o", &format!("{name}.pdf")], d);
        assert!(o.status.success(), "{}", stderr(&o));
        let o = run(&["cover", spec, "-o", &format!("{name}-cover.pdf")], d);
        assert!(o.status.success(), "{}", stderr(&o));
        let pages = interior_pages(&d.join(format!("{name}.pdf")));
        let (media, trim_box, bleed, n) = boxes(&d.join(format!("{name}-cover.pdf")));
        assert_eq!(n, 1, "one page: back, spine and front");
        let caliper = if paper == "cream" { 0.0025 } else { 0.002252 };
        let width = (0.125 + w + pages as f64 * caliper + w + 0.125) * 72.0;
        let height = (h + 0.25) * 72.0;
        let want_media = [0.0, 0.0, width, height];
        let want_trim = [9.0, 9.0, width - 9.0, height - 9.0];
        for (got, want, what) in [
            (media, want_media, "MediaBox"),
            (trim_box, want_trim, "TrimBox"),
            (bleed, want_media, "BleedBox"),
        ] {
            for (g, w) in got.iter().zip(want) {
                assert!(
                    (g - w).abs() < 0.01,
                    "{name} ({pages} pages): {what} {got:?} != {want:?}"
                );
            }
        }
        let says = stderr(&o);
        assert!(says.contains(&format!("{pages} pages")), "{says}");
        if pages < 79 {
            assert!(says.contains("warning[spine-text]"), "{says}");
        }
        // poppler agrees, when it is installed.
        if let Ok(info) = Command::new("pdfinfo")
            .arg("-box")
            .arg(d.join(format!("{name}-cover.pdf")))
            .output()
        {
            let text = String::from_utf8_lossy(&info.stdout);
            let line = text.lines().find(|l| l.starts_with("TrimBox:")).unwrap();
            let nums: Vec<f64> = line
                .split_whitespace()
                .skip(1)
                .map(|v| v.parse().unwrap())
                .collect();
            for (g, w) in nums.iter().zip(want_trim) {
                assert!((g - w).abs() < 0.01, "pdfinfo {line}");
            }
        }
        if let Ok(fonts) = Command::new("pdffonts")
            .arg(d.join(format!("{name}-cover.pdf")))
            .output()
        {
            let text = String::from_utf8_lossy(&fonts.stdout);
            let rows: Vec<&str> = text.lines().skip(2).collect();
            assert!(!rows.is_empty(), "{text}");
            for row in rows {
                // name type encoding emb sub uni object ID
                let cols: Vec<&str> = row.split_whitespace().collect();
                assert_eq!(cols[cols.len() - 5], "yes", "not embedded: {row}");
                assert!(!row.contains("Type 3"), "{row}");
            }
        }
    }
}

#[test]
fn same_spec_gives_the_same_cover_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let spec = write_spec(d, "s", "seed = 11\n[[section]]\ncount = 8\n");
    let spec = spec.to_str().unwrap();
    for out in ["x.pdf", "y.pdf"] {
        let o = run(&["cover", spec, "-o", out], d);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    assert!(std::fs::read(d.join("x.pdf")).unwrap() == std::fs::read(d.join("y.pdf")).unwrap());
    // The default name follows the spec's.
    let o = run(&["cover", spec], d);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(d.join("s-cover.pdf").is_file());
}

#[test]
fn catalogue_books_have_covers_with_their_blurbs() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let catalogue = Path::new(env!("CARGO_MANIFEST_DIR")).join("books.toml");
    let o = run(
        &[
            "cover",
            catalogue.to_str().unwrap(),
            "--book",
            "easy",
            "-o",
            "easy-cover.pdf",
        ],
        d,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    if let Ok(t) = Command::new("pdftotext")
        .arg(d.join("easy-cover.pdf"))
        .arg("-")
        .output()
    {
        let text = String::from_utf8_lossy(&t.stdout).replace('\n', " ");
        assert!(text.contains("Warm up your brain"), "{text}");
        assert!(text.contains("100 easy puzzles"), "{text}");
    }
}

#[test]
fn bad_input_exits_2_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let good = write_spec(d, "good", "[[section]]\ncount = 4\n");
    let good = good.to_str().unwrap();

    // A folder that does not exist.
    let o = run(&["cover", good, "-o", "no/such/folder/cover.pdf"], d);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("cannot write"), "{}", stderr(&o));
    assert!(!d.join("no").exists());

    // An output path that is a folder: the rename fails, the temporary file is removed.
    std::fs::create_dir(d.join("out")).unwrap();
    let o = run(&["cover", good, "-o", "out"], d);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let left: Vec<_> = std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    assert_eq!(std::fs::read_dir(d.join("out")).unwrap().count(), 0);

    // Malformed specs: TOML syntax, an unknown [cover] key, a bad colour, a puzzle the
    // book does not have. Each names the place and the fix.
    for (text, says) in [
        ("title = \"x\n", "t.toml:1"),
        ("[cover]\nblurbb = \"x\"\n", "did you mean `blurb`?"),
        ("[cover]\naccent = \"gold\"\n", "#rrggbb"),
        ("[[section]]\ncount = 3\n[cover]\nartwork = 4\n", "1 to 3"),
    ] {
        std::fs::write(d.join("t.toml"), text).unwrap();
        let o = run(&["cover", "t.toml", "-o", "bad.pdf"], d);
        assert_eq!(o.status.code(), Some(2), "{text}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{text}: {}", stderr(&o));
        assert!(!d.join("bad.pdf").exists());
    }

    // A blurb too long for the back: refused by the preflight, nothing written.
    let huge = "One more paragraph.\\n\\n".repeat(60);
    std::fs::write(d.join("t.toml"), format!("[cover]\nblurb = \"{huge}\"\n")).unwrap();
    let o = run(&["cover", "t.toml", "-o", "bad.pdf"], d);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("blurb"), "{}", stderr(&o));
    assert!(!d.join("bad.pdf").exists());
}

#[test]
fn preview_draws_the_cover_at_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let spec = write_spec(d, "s", "[[section]]\ncount = 6\n");
    let spec = spec.to_str().unwrap();
    let o = run(&["cover", spec, "-o", "c.pdf"], d);
    assert!(o.status.success(), "{}", stderr(&o));
    let (media, ..) = boxes(&d.join("c.pdf"));
    for guides in [false, true] {
        let mut args = vec!["preview", spec, "--cover", "--dpi", "36", "-o", "c.png"];
        if guides {
            args.push("--guides");
        }
        let o = run(&args, d);
        assert!(o.status.success(), "{}", stderr(&o));
        let png = image::open(d.join("c.png")).unwrap();
        let want = |pt: f64| (pt * 36.0 / 72.0 - 1e-3).ceil() as u32;
        assert_eq!(
            (png.width(), png.height()),
            (want(media[2]), want(media[3])),
            "guides {guides}"
        );
    }
}
