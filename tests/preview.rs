//! `bookmaker preview` as a user runs it: PNGs of a small book's pages and spreads, checked
//! against `bookmaker build`'s PDF of the same spec (rendered by poppler) and against each
//! other; bad requests fail with a message and leave no file behind.

mod common;

use common::{run, stderr};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const SPEC: &str = "title = \"Little Futoshiki\"\nauthor = \"Ada Lovelace\"\nseed = 7\n\
    [[section]]\nname = \"Warm-up\"\nlevel = \"easy\"\ncount = 9\n\
    [[section]]\nname = \"Harder\"\nlevel = \"medium\"\ncount = 5\n";

/// A temp folder holding the spec.
fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("little.toml"), SPEC).unwrap();
    dir
}

fn preview(dir: &Path, extra: &[&str]) -> Output {
    let mut args = vec!["preview", "little.toml"];
    args.extend_from_slice(extra);
    run(&args, dir)
}

fn preview_ok(dir: &Path, extra: &[&str]) {
    let o = preview(dir, extra);
    assert!(o.status.success(), "{extra:?}: {}", stderr(&o));
}

fn png(path: &Path) -> image::RgbImage {
    image::open(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .to_rgb8()
}

/// The book as `build` writes it: the PDF's path and its page count.
fn build_pdf(dir: &Path) -> (PathBuf, usize) {
    let o = run(&["build", "little.toml", "-o", "little.pdf"], dir);
    assert!(o.status.success(), "{}", stderr(&o));
    let path = dir.join("little.pdf");
    let pages = lopdf::Document::load(&path).unwrap().get_pages().len();
    (path, pages)
}

/// Files in `dir` other than the ones a test put there itself.
fn files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "little.toml" && n != "little.pdf")
        .collect();
    v.sort();
    v
}

#[test]
fn a_page_looks_like_the_pdf_page() {
    let dir = setup();
    let (pdf, pages) = build_pdf(dir.path());
    // Every page: title, copyright, contents, how to play, puzzle, answer and notes pages.
    for page in 1..=pages {
        let out = format!("p{page}.png");
        preview_ok(
            dir.path(),
            &["--page", &page.to_string(), "--dpi", "72", "-o", &out],
        );
        let prefix = dir.path().join("poppler");
        let n = page.to_string();
        let st = Command::new("pdftoppm")
            .args(["-r", "72", "-f", &n, "-l", &n, "-singlefile", "-png"])
            .arg(&pdf)
            .arg(&prefix)
            .status()
            .expect("pdftoppm (poppler-utils) is installed");
        assert!(st.success());
        let (ours, theirs) = (
            png(&dir.path().join(&out)),
            png(&dir.path().join("poppler.png")),
        );
        assert_eq!(ours.dimensions(), theirs.dimensions(), "page {page}");
        let diff: u64 = ours
            .as_raw()
            .iter()
            .zip(theirs.as_raw())
            .map(|(a, b)| a.abs_diff(*b) as u64)
            .sum();
        let mean = diff as f64 / ours.as_raw().len() as f64;
        // Measured ~0.01-0.1 (glyph antialiasing); a missing grid or digit is far more.
        assert!(mean < 0.5, "page {page}: mean difference {mean}");
        // And the page is not blank.
        assert!(ours.pixels().any(|p| p[0] < 64), "page {page} has ink");
    }
}

#[test]
fn a_range_writes_one_numbered_file_per_page() {
    let dir = setup();
    preview_ok(dir.path(), &["--page", "2-4", "--dpi", "40", "-o", "p.png"]);
    assert_eq!(files(dir.path()), ["p-002.png", "p-003.png", "p-004.png"]);
    // The same page alone gives the same image as in the range.
    preview_ok(
        dir.path(),
        &["--page", "3", "--dpi", "40", "-o", "three.png"],
    );
    let (a, b) = (
        png(&dir.path().join("p-003.png")),
        png(&dir.path().join("three.png")),
    );
    assert_eq!(a, b);
    assert_ne!(a, png(&dir.path().join("p-004.png")));
    // 6 x 9 in at 40 dpi.
    assert_eq!(a.dimensions(), (240, 360));
}

#[test]
fn spreads_open_like_the_book() {
    let dir = setup();
    let (_, pages) = build_pdf(dir.path());
    let last = pages; // an even count: the last page is a left-hand page
    assert_eq!(last % 2, 0);
    let last_s = last.to_string();
    let dpi = ["--dpi", "30"];
    for (name, args) in [
        ("one.png", vec!["--page", "1"]),
        ("eight.png", vec!["--page", "8"]),
        ("nine.png", vec!["--page", "9"]),
        ("last.png", vec!["--page", &last_s]),
        ("s1.png", vec!["--spread", "1"]),
        ("s8.png", vec!["--spread", "8"]),
        ("s9.png", vec!["--spread", "9"]),
        ("slast.png", vec!["--spread", &last_s]),
    ] {
        let mut a = args.clone();
        a.extend_from_slice(&dpi);
        a.extend_from_slice(&["-o", name]);
        preview_ok(dir.path(), &a);
    }
    let img = |n: &str| png(&dir.path().join(n));
    let (one, eight, nine, lastp) = (
        img("one.png"),
        img("eight.png"),
        img("nine.png"),
        img("last.png"),
    );
    let (w, h) = one.dimensions();
    let half = |s: &image::RgbImage, right: bool| {
        image::imageops::crop_imm(s, if right { w } else { 0 }, 0, w, h).to_image()
    };
    let grey = |i: &image::RgbImage| i.pixels().all(|p| p.0 == [230, 230, 230]);

    // Pages 8 and 9 face each other, whichever of them is asked for.
    let s8 = img("s8.png");
    assert_eq!(s8.dimensions(), (2 * w, h));
    assert_eq!(s8, img("s9.png"));
    assert_eq!(half(&s8, false), eight);
    assert_eq!(half(&s8, true), nine);
    // Page 1 is alone on the right; the last (even) page alone on the left.
    let s1 = img("s1.png");
    assert!(grey(&half(&s1, false)) && half(&s1, true) == one);
    let sl = img("slast.png");
    assert!(half(&sl, false) == lastp && grey(&half(&sl, true)));
}

#[test]
fn guides_show_trim_and_live_area() {
    let dir = setup();
    preview_ok(
        dir.path(),
        &["--page", "3", "--dpi", "50", "-o", "plain.png"],
    );
    preview_ok(
        dir.path(),
        &["--page", "3", "--dpi", "50", "--guides", "-o", "g.png"],
    );
    let (plain, g) = (
        png(&dir.path().join("plain.png")),
        png(&dir.path().join("g.png")),
    );
    let reddish = |i: &image::RgbImage| i.pixels().filter(|p| p[0] > 150 && p[1] < 110).count();
    let bluish = |i: &image::RgbImage| i.pixels().filter(|p| p[2] > 150 && p[0] < 110).count();
    assert_eq!((reddish(&plain), bluish(&plain)), (0, 0));
    // The trim runs round the whole sheet (no bleed): about its perimeter in red pixels.
    let (w, h) = g.dimensions();
    assert!(reddish(&g) as u32 >= 2 * (w + h) - 8, "{}", reddish(&g));
    assert!(bluish(&g) > 200, "{}", bluish(&g));
}

#[test]
fn bad_requests_say_why_and_write_nothing() {
    let dir = setup();
    let (_, pages) = build_pdf(dir.path());
    let past = (pages + 1).to_string();
    let cases: Vec<(Vec<&str>, i32, String)> = vec![
        (
            vec!["--page", &past, "-o", "x.png"],
            2,
            format!("page {past} is past the end: the book has {pages} pages"),
        ),
        (
            vec!["--page", "2-99999", "-o", "x.png"],
            2,
            format!("the book has {pages} pages"),
        ),
        (
            vec!["--spread", &past, "-o", "x.png"],
            2,
            "past the end".into(),
        ),
        (
            vec!["--page", "0", "-o", "x.png"],
            2,
            "numbered from 1".into(),
        ),
        (
            vec!["--page", "3", "--dpi", "0", "-o", "x.png"],
            2,
            "--dpi 0 is out of range".into(),
        ),
        (
            vec!["--page", "3", "-o", "no/such/folder/x.png"],
            2,
            "the folder no/such/folder does not exist".into(),
        ),
        (vec!["-o", "x.png"], 2, "--page".into()),
    ];
    for (args, code, message) in cases {
        let o = preview(dir.path(), &args);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(&message), "{args:?}: {}", stderr(&o));
        assert_eq!(
            files(dir.path()),
            Vec::<String>::new(),
            "{args:?} left a file"
        );
    }

    // An output the file system refuses (a folder is in the way): the user's path, so exit 2;
    // said, no partial file.
    std::fs::create_dir(dir.path().join("taken.png")).unwrap();
    let o = preview(
        dir.path(),
        &["--page", "3", "--dpi", "20", "-o", "taken.png"],
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("cannot write taken.png"),
        "{}",
        stderr(&o)
    );
    assert_eq!(files(dir.path()), ["taken.png"]);
    assert!(dir.path().join("taken.png").is_dir());
}

#[test]
fn bleed_goes_to_the_outside_edges_of_a_spread() {
    let dir = setup();
    let spec = SPEC.replace("seed = 7\n", "seed = 7\nbleed = true\n");
    std::fs::write(dir.path().join("little.toml"), spec).unwrap();
    preview_ok(
        dir.path(),
        &["--spread", "8", "--guides", "--dpi", "72", "-o", "s.png"],
    );
    let s = png(&dir.path().join("s.png"));
    // Each sheet is 6.125 x 9.25 in: bleed on the outside, none at the spine.
    assert_eq!(s.dimensions(), (2 * 441, 666));
    let mid_y = 333;
    let tinted = |x: u32| {
        let p = s.get_pixel(x, mid_y);
        p[0] > p[1] && p[1] < 250 && p[1] > 150
    };
    let trim_line = |x: u32| {
        let p = s.get_pixel(x, mid_y);
        p[0] > 150 && p[1] < 110
    };
    // Outside: the 9 pt bleed is tinted, the trim line 9 px in.
    assert!(tinted(4) && trim_line(9), "left page's outside edge");
    assert!(
        tinted(2 * 441 - 5) && trim_line(2 * 441 - 10),
        "right page's outside edge"
    );
    // At the spine the trim is the sheet's edge on both pages.
    assert!(trim_line(440) && trim_line(441), "spine");
    assert!(!tinted(436) && !tinted(445), "no bleed at the spine");
}
