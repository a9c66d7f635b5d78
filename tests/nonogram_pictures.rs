//! Nonograms from the user's images: a spec's `pictures` and `titles` through `build`, as a
//! user runs it.

mod common;
use common::{poppler, run, stderr};
use std::path::Path;

/// A 200x200 PNG of a heart (dark on light) with a transparent corner, at `path`.
fn heart(path: &Path) {
    let img = image::RgbaImage::from_fn(200, 200, |x, y| {
        let (u, v) = (x as f32 / 100.0 - 1.0, 1.0 - y as f32 / 100.0);
        // (u² + v² − 1)³ − u²v³ ≤ 0, raised a little to fill the frame.
        let v = v * 1.25 - 0.25;
        let f = (u * u + v * v - 1.0).powi(3) - u * u * v.powi(3);
        if x < 10 && y < 10 {
            image::Rgba([0, 0, 0, 0])
        } else if f <= 0.0 {
            image::Rgba([30, 20, 20, 255])
        } else {
            image::Rgba([250, 245, 240, 255])
        }
    });
    img.save(path).unwrap();
}

/// A 30x20 PNG of vertical stripes two pixels wide.
fn stripes(path: &Path) {
    let img = image::RgbaImage::from_fn(30, 20, |x, _| {
        let v = if (x / 2) % 2 == 0 { 0 } else { 255 };
        image::Rgba([v, v, v, 255])
    });
    img.save(path).unwrap();
}

fn spec(dir: &Path, section: &str) {
    let text = format!(
        "title = \"Pictures\"\nauthor = \"A\"\nseed = 3\ntrim = \"6x9\"\n\n[[section]]\n\
         kind = \"nonogram\"\nlevel = \"easy\"\nsize = 10\n{section}\n"
    );
    std::fs::write(dir.join("book.toml"), text).unwrap();
}

fn pages(pdf: &Path) -> Vec<String> {
    poppler("pdftotext", &[], pdf)
        .split('\u{c}')
        .map(str::to_string)
        .collect()
}

#[test]
fn pictures_become_puzzles_and_titles_print_with_answers_only() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("pics")).unwrap();
    heart(&dir.path().join("pics/heart.png"));
    stripes(&dir.path().join("pics/stripes.png"));
    spec(
        dir.path(),
        "pictures = [\"pics/heart.png\", \"pics/stripes.png\"]\ntitles = [\"Zebra Heart\", \"\"]",
    );
    let o = run(&["build", "book.toml", "-o", "a.pdf"], dir.path());
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    // Count defaults to the pictures; each one's changed cells are summed up.
    assert!(err.contains("2 puzzles"), "{err}");
    for name in ["pics/heart.png", "pics/stripes.png"] {
        assert!(err.contains(&format!("picture {name}: ")), "{err}");
    }
    assert!(err.contains("of 100 cells changed"), "{err}");
    let pages = pages(&dir.path().join("a.pdf"));
    let titled: Vec<&String> = pages.iter().filter(|p| p.contains("Zebra Heart")).collect();
    assert_eq!(titled.len(), 1, "the title is printed once");
    assert!(
        titled[0].contains("Answers"),
        "on an answer page: {}",
        titled[0]
    );
    // Same spec, same bytes; a folder gives its pictures in name order.
    let o = run(&["build", "book.toml", "-o", "b.pdf"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let read = |n: &str| std::fs::read(dir.path().join(n)).unwrap();
    assert_eq!(read("a.pdf"), read("b.pdf"));
    spec(dir.path(), "pictures = \"pics\"\ncount = 3");
    let o = run(&["build", "book.toml", "-o", "c.pdf"], dir.path());
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("3 puzzles"), "{err}");
    let heart_at = err.find("picture pics/heart.png").expect("heart named");
    assert!(heart_at < err.find("picture pics/stripes.png").expect("stripes named"));
}

#[test]
fn bad_pictures_are_refused_by_name_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    heart(&dir.path().join("heart.png"));
    std::fs::write(dir.path().join("broken.png"), b"not a png").unwrap();
    let cases = [
        ("pictures = [\"cat.png\"]", "picture cat.png is not a file"),
        (
            "pictures = [\"broken.png\"]",
            "picture broken.png: cannot be read",
        ),
        (
            "pictures = [\"heart.png\"]\ntitles = [\"a\", \"b\"]",
            "2 titles for 1 pictures",
        ),
        ("pictures = [\"heart.png\"]\ncount = 0", "section.count"),
        (
            "pictures = [\"heart.png\", \"heart.png\"]\ncount = 1",
            "`count` is 1 but the section has 2 pictures",
        ),
        ("titles = [\"a\"]", "`titles` without `pictures`"),
        (
            "pictures = \"nowhere\"",
            "cannot read the pictures folder nowhere",
        ),
        ("pictures = 3", "is not a list or a folder"),
    ];
    for (section, want) in cases {
        spec(dir.path(), section);
        let o = run(&["build", "book.toml", "-o", "out.pdf"], dir.path());
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{section}: {err}");
        assert!(err.contains(want), "{section}: {err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(
            !dir.path().join("out.pdf").exists(),
            "{section}: a file was written"
        );
    }
    let text = "title = \"P\"\nauthor = \"A\"\n[[section]]\nkind = \"sudoku\"\n\
                pictures = [\"heart.png\"]\n";
    std::fs::write(dir.path().join("book.toml"), text).unwrap();
    let o = run(&["build", "book.toml", "-o", "out.pdf"], dir.path());
    assert!(
        stderr(&o).contains("cannot take pictures"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.path().join("out.pdf").exists());
}
