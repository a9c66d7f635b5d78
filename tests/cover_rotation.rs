//! Turned text (spine text) in the page model and in both renderers: the model's bounds, our
//! PNG, and poppler's rendering of our PDF must put the ink in the same place.

use std::process::Command;

use bookmaker::fonts::FontId;
use bookmaker::page::{Align, Color, Document, Item, Page, Rect, Rotation};
use bookmaker::render::{render_pdf, render_pixmap};

const W: f32 = 200.0;
const H: f32 = 300.0;

fn text(rotation: Rotation, align: Align) -> Item {
    Item::Text {
        text: "SPINE Text".into(),
        font: FontId::Bold,
        size: 18.0,
        x: 100.0,
        baseline: 150.0,
        align,
        color: Color::BLACK,
        rotation,
    }
}

fn page(items: Vec<Item>) -> Page {
    Page {
        width: W,
        height: H,
        trim: Rect::new(0.0, 0.0, W, H),
        live: Rect::new(10.0, 10.0, W - 20.0, H - 20.0),
        items,
        kept: Vec::new(),
    }
}

/// The bounding box of dark pixels: (x0, y0, x1, y1) in pixels, inclusive.
fn ink(rgb: &[u8], width: usize) -> (usize, usize, usize, usize) {
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (i, px) in rgb.chunks_exact(3).enumerate() {
        if px[0] < 128 {
            let (x, y) = (i % width, i / width);
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
    }
    assert!(x0 <= x1, "no ink");
    (x0, y0, x1, y1)
}

fn our_ink(item: Item) -> (usize, usize, usize, usize) {
    let pm = render_pixmap(&page(vec![item]), 72.0, false).unwrap();
    let rgb: Vec<u8> = pm
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    ink(&rgb, pm.width() as usize)
}

/// Renders our PDF of the item with pdftoppm at 72 dpi; None when poppler is missing.
fn poppler_ink(item: Item) -> Option<(usize, usize, usize, usize)> {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("t.pdf");
    let doc = Document {
        title: "t".into(),
        author: "t".into(),
        pages: vec![page(vec![item])],
    };
    std::fs::write(&pdf, render_pdf(&doc).unwrap()).unwrap();
    let out = Command::new("pdftoppm")
        .args(["-r", "72", "-singlefile"])
        .arg(&pdf)
        .arg(dir.path().join("p"))
        .output()
        .ok()?;
    assert!(out.status.success());
    // PPM: "P6\n200 300\n255\n" then RGB bytes.
    let bytes = std::fs::read(dir.path().join("p.ppm")).unwrap();
    let mut fields = 0;
    let mut at = 0;
    while fields < 4 {
        while bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        while !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        fields += 1;
    }
    Some(ink(&bytes[at + 1..], W as usize))
}

#[test]
fn turned_bounds_swap_width_and_height_about_the_anchor() {
    let up = text(Rotation::Upright, Align::Left).bounds();
    let cw = text(Rotation::Clockwise, Align::Left).bounds();
    let ccw = text(Rotation::Counterclockwise, Align::Left).bounds();
    assert!((cw.w - up.h).abs() < 1e-3 && (cw.h - up.w).abs() < 1e-3);
    assert!((ccw.w - up.h).abs() < 1e-3 && (ccw.h - up.w).abs() < 1e-3);
    // Clockwise reads downwards from the anchor with letter tops to the right.
    assert!((cw.y - 150.0).abs() < 1e-3);
    assert!(
        cw.right() - 100.0 > 100.0 - cw.x,
        "ascent lies right of the baseline"
    );
    // Counterclockwise reads upwards from the anchor with letter tops to the left.
    assert!((ccw.bottom() - 150.0).abs() < 1e-3);
    assert!(100.0 - ccw.x > ccw.right() - 100.0);
    // Centred runs straddle the anchor along their length.
    let c = text(Rotation::Clockwise, Align::Center).bounds();
    assert!((c.y + c.h / 2.0 - 150.0).abs() < 1e-3);
    let r = text(Rotation::Clockwise, Align::Right).bounds();
    assert!((r.bottom() - 150.0).abs() < 1e-3);
}

#[test]
fn png_ink_of_turned_text_stays_in_its_bounds_and_runs_along_the_page() {
    for rotation in [Rotation::Clockwise, Rotation::Counterclockwise] {
        for align in [Align::Left, Align::Center, Align::Right] {
            let item = text(rotation, align);
            let b = item.bounds();
            let (x0, y0, x1, y1) = our_ink(item);
            assert!(
                x0 as f32 >= b.x - 1.0
                    && (x1 as f32) < b.right() + 1.0
                    && y0 as f32 >= b.y - 1.0
                    && (y1 as f32) < b.bottom() + 1.0,
                "{rotation:?} {align:?}: ink {:?} outside {b:?}",
                (x0, y0, x1, y1)
            );
            assert!(y1 - y0 > 3 * (x1 - x0), "a turned run is tall and narrow");
        }
    }
}

#[test]
fn pdf_and_png_put_turned_text_in_the_same_place() {
    for rotation in [
        Rotation::Upright,
        Rotation::Clockwise,
        Rotation::Counterclockwise,
    ] {
        let ours = our_ink(text(rotation, Align::Center));
        let Some(theirs) = poppler_ink(text(rotation, Align::Center)) else {
            eprintln!("pdftoppm not found: skipping the poppler comparison");
            return;
        };
        let d = |a: usize, b: usize| a.abs_diff(b);
        assert!(
            d(ours.0, theirs.0) <= 1
                && d(ours.1, theirs.1) <= 1
                && d(ours.2, theirs.2) <= 1
                && d(ours.3, theirs.3) <= 1,
            "{rotation:?}: ours {ours:?}, poppler {theirs:?}"
        );
    }
}

#[test]
fn clockwise_text_reads_top_to_bottom() {
    // "L" then "." : the run's first letter is the tall one. Clockwise, it is at the top.
    let item = |rotation| Item::Text {
        text: "L.....".into(),
        font: FontId::Bold,
        size: 30.0,
        x: 100.0,
        baseline: 60.0,
        align: Align::Left,
        color: Color::BLACK,
        rotation,
    };
    let pm = render_pixmap(&page(vec![item(Rotation::Clockwise)]), 72.0, false).unwrap();
    // Ink across the run at each y: the L's stem is wide across (tall letter); dots are small.
    let width_at = |y: u32| {
        (0..W as u32)
            .filter(|&x| pm.pixel(x, y).unwrap().red() < 128)
            .count()
    };
    let top: usize = (62..75).map(width_at).max().unwrap();
    let bottom: usize = (120..150).map(width_at).max().unwrap();
    assert!(top > 2 * bottom, "top {top}, bottom {bottom}");
}
