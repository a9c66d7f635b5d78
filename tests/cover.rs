//! The cover as a page model and as pixels: its size for page counts and papers (against
//! KDP's formula written out here, not the crate's table), the spine text rule, and that no
//! content reaches the barcode area or leaves the safe zones.

use bookmaker::cover;
use bookmaker::fonts::FontId;
use bookmaker::futoshiki::Puzzle;
use bookmaker::kdp::{Rule, Severity};
use bookmaker::layout::cover::{
    CoverInput, CoverLayout, Geometry, Shown, SpineText, guides, ink_bounds, lay_out_cover,
};
use bookmaker::page::{Item, Rect, Rotation};
use bookmaker::plan::Plan;
use bookmaker::render::render_pixmap;
use bookmaker::solve::Level;
use bookmaker::spec::Spec;

fn spec(text: &str) -> Spec {
    Spec::parse(text, "t.toml", None).unwrap()
}

/// KDP's cover formula, in points: bleed + back + spine + front + bleed, trim height + bleed.
fn kdp_cover_pt(w_in: f64, h_in: f64, pages: usize, cream: bool) -> (f64, f64) {
    let caliper = if cream { 0.0025 } else { 0.002252 };
    (
        (0.125 + w_in + pages as f64 * caliper + w_in + 0.125) * 72.0,
        (h_in + 0.25) * 72.0,
    )
}

/// A full grid with every sign and a few digits: every kind of item a real grid has.
fn stand_in(n: usize) -> Puzzle {
    let sol: Vec<u8> = (0..n * n)
        .map(|c| ((c / n + c % n) % n) as u8 + 1)
        .collect();
    let all = Puzzle::all_signs(n, &sol);
    let givens: Vec<u8> = sol
        .iter()
        .enumerate()
        .map(|(i, &d)| if i % 4 == 0 { d } else { 0 })
        .collect();
    Puzzle::new(n, givens, all.signs().to_vec()).unwrap()
}

/// The cover of `spec` with stand-in puzzles, at the interior plan's page count.
fn layout(spec: &Spec) -> CoverLayout {
    let plan = Plan::new(spec);
    // Futoshiki stands in for every kind, at most at its largest order (a variety book may
    // end on 15x15 nonograms).
    let big = stand_in(spec.sections.last().unwrap().size.width.min(9));
    let small = stand_in(spec.sections[0].size.width.min(9));
    let per_level = plan.puzzles_per_level();
    lay_out_cover(&CoverInput {
        spec,
        pages: plan.page_count(),
        per_level: &per_level,
        artwork: Shown {
            puzzle: &big,
            number: spec.puzzle_count(),
            level: Level::Hard,
        },
        sample: Shown {
            puzzle: &small,
            number: 1,
            level: Level::Easy,
        },
    })
}

/// Glyph ink of a text item computed here from the font file (independent of the crate's
/// `ink_bounds`), turned as the item is.
fn glyph_ink(item: &Item) -> Rect {
    let Item::Text {
        text,
        font,
        size,
        x,
        baseline,
        align,
        rotation,
        ..
    } = item
    else {
        return item.bounds();
    };
    let face = ttf_parser::Face::parse(font.bytes(), 0).unwrap();
    let k = size / face.units_per_em() as f32;
    let w = font.width(text, *size);
    let mut pen = match align {
        bookmaker::page::Align::Left => 0.0,
        bookmaker::page::Align::Center => -w / 2.0,
        bookmaker::page::Align::Right => -w,
    };
    let (mut u0, mut v0, mut u1, mut v1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for ch in text.chars() {
        let g = face.glyph_index(ch).unwrap();
        if let Some(b) = face.glyph_bounding_box(g) {
            u0 = u0.min(pen + b.x_min as f32 * k);
            u1 = u1.max(pen + b.x_max as f32 * k);
            v0 = v0.min(b.y_min as f32 * k);
            v1 = v1.max(b.y_max as f32 * k);
        }
        pen += face.glyph_hor_advance(g).unwrap() as f32 * k;
    }
    match rotation {
        Rotation::Upright => Rect::new(x + u0, baseline - v1, u1 - u0, v1 - v0),
        Rotation::Clockwise => Rect::new(x + v0, baseline + u0, v1 - v0, u1 - u0),
        Rotation::Counterclockwise => Rect::new(x - v1, baseline - u1, v1 - v0, u1 - u0),
    }
}

fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
}

/// Walks the items: background art is exactly the items covering the whole sheet, and it
/// comes first; everything else keeps to a safe zone (upright items by their full font
/// bounds, turned text by its glyph ink) and out of the barcode area.
fn assert_items_placed(c: &CoverLayout, what: &str) {
    let g = &c.geometry;
    let media = c.page.media();
    let covers_sheet = |i: &Item| i.bounds().contains(&media);
    let art = c.page.items.iter().take_while(|i| covers_sheet(i)).count();
    assert!(art >= 1, "{what}: no background");
    assert_eq!(art, c.art, "{what}: art items are the sheet-covering ones");
    let safe = g.safe_zones();
    for item in &c.page.items[art..] {
        assert!(!covers_sheet(item), "{what}: background art after content");
        let b = match item {
            Item::Text {
                rotation: Rotation::Upright,
                ..
            } => item.bounds(),
            Item::Text { .. } => glyph_ink(item),
            _ => item.bounds(),
        };
        assert!(
            safe.iter().any(|z| z.contains(&b)),
            "{what}: {item:?} at {b:?} is outside the safe zones {safe:?}"
        );
        assert!(
            !overlaps(&b, &g.barcode),
            "{what}: {item:?} reaches the barcode area {:?}",
            g.barcode
        );
        // The crate's own ink measure agrees with ours.
        let ours = ink_bounds(item);
        let theirs = glyph_ink(item);
        if matches!(item, Item::Text { .. }) {
            for (a, b) in [
                (ours.x, theirs.x),
                (ours.y, theirs.y),
                (ours.w, theirs.w),
                (ours.h, theirs.h),
            ] {
                assert!((a - b).abs() < 1e-3, "{what}: ink {ours:?} vs {theirs:?}");
            }
        }
    }
}

#[test]
fn sheet_size_follows_page_count_and_paper_to_a_hundredth_of_a_point() {
    for (trim, w, h) in [("6x9", 6.0, 9.0), ("5x8", 5.0, 8.0), ("8.5x11", 8.5, 11.0)] {
        for paper in ["white", "cream"] {
            for count in [1, 60, 110, 400] {
                let s = spec(&format!(
                    "trim = \"{trim}\"\npaper = \"{paper}\"\n[[section]]\ncount = {count}\n"
                ));
                let pages = Plan::new(&s).page_count();
                let c = layout(&s);
                let (ew, eh) = kdp_cover_pt(w, h, pages, paper == "cream");
                let what = format!("{trim} {paper} {pages} pages");
                assert!(
                    (c.page.width as f64 - ew).abs() < 0.01,
                    "{what}: width {} != {ew}",
                    c.page.width
                );
                assert!((c.page.height as f64 - eh).abs() < 0.01, "{what}: height");
                // Trim inset by the bleed on every side.
                let t = c.page.trim;
                assert!(
                    (t.x - 9.0).abs() < 0.01 && (t.y - 9.0).abs() < 0.01,
                    "{what}"
                );
                assert!((c.page.width - t.right() - 9.0).abs() < 0.01, "{what}");
                assert!((c.page.height - t.bottom() - 9.0).abs() < 0.01, "{what}");
                // Panels: back and front the trim width, the spine pages x caliper.
                let g = &c.geometry;
                let caliper = if paper == "cream" { 0.0025 } else { 0.002252 };
                assert!((g.back.w as f64 - w * 72.0).abs() < 0.01, "{what}");
                assert!((g.front.w as f64 - w * 72.0).abs() < 0.01, "{what}");
                assert!(
                    (g.spine.w as f64 - pages as f64 * caliper * 72.0).abs() < 0.01,
                    "{what}"
                );
                assert!((g.front.right() - t.right()).abs() < 0.01, "{what}");
                assert_items_placed(&c, &what);
                let report = cover::preflight(&c, w as f32, h as f32);
                assert!(report.passes(), "{what}:\n{report}");
            }
        }
    }
}

#[test]
fn barcode_area_is_two_by_one_point_two_inches_clear_of_spine_and_bottom() {
    let c = layout(&spec(""));
    let g = &c.geometry;
    let b = g.barcode;
    assert!((b.w - 144.0).abs() < 1e-3 && (b.h - 86.4).abs() < 1e-3);
    assert!(
        (g.spine.x - b.right() - 18.0).abs() < 1e-3,
        "0.25 in from the spine"
    );
    assert!(
        (g.back.bottom() - b.bottom() - 18.0).abs() < 1e-3,
        "0.25 in from the bottom"
    );
    assert!(b.x > g.back.x, "on the back");
}

/// Puzzle counts giving 78 and 80 interior pages in the classic template.
const PAGES_78: usize = 108;
const PAGES_80: usize = 110;

#[test]
fn spine_text_needs_79_pages() {
    let s = |count, paper| {
        spec(&format!(
            "title = \"Futoshiki Puzzles\"\nauthor = \"Ann Author\"\npaper = \"{paper}\"\n\
             [[section]]\ncount = {count}\n"
        ))
    };
    let spine_texts = |c: &CoverLayout| {
        c.page
            .items
            .iter()
            .filter(|i| matches!(i, Item::Text { rotation, .. } if *rotation != Rotation::Upright))
            .count()
    };
    for paper in ["white", "cream"] {
        let few = layout(&s(PAGES_78, paper));
        assert_eq!(few.geometry.pages, 78);
        assert_eq!(few.spine_text, SpineText::TooFewPages);
        assert_eq!(spine_texts(&few), 0);
        let r = cover::preflight(&few, 6.0, 9.0);
        assert!(r.passes());
        let w: Vec<_> = r.warnings().filter(|f| f.rule == Rule::SpineText).collect();
        assert_eq!(w.len(), 1, "{r}");
        assert!(w[0].limit.contains("79"), "{}", w[0]);
    }
    // 80 pages on cream: a 0.2 in spine holds 7 pt capitals between the fold clearances.
    let enough = layout(&s(PAGES_80, "cream"));
    assert_eq!(enough.geometry.pages, 80);
    let SpineText::Drawn { size } = enough.spine_text else {
        panic!("{:?}", enough.spine_text);
    };
    assert!(size >= 7.0);
    assert_eq!(spine_texts(&enough), 2, "title and author");
    assert_items_placed(&enough, "80 cream");
    let r = cover::preflight(&enough, 6.0, 9.0);
    assert!(!r.has(Rule::SpineText), "{r}");
    // 80 pages on white: the spine is thinner; text would be under 7 pt, so none, and a
    // warning that says why.
    let thin = layout(&s(PAGES_80, "white"));
    assert!(matches!(thin.spine_text, SpineText::TooNarrow { size } if size < 7.0));
    assert_eq!(spine_texts(&thin), 0);
    let r = cover::preflight(&thin, 6.0, 9.0);
    assert!(
        r.warnings()
            .any(|f| f.rule == Rule::SpineText && f.measured.contains("wide"))
    );
    // A thick book gets bigger spine text, reading top to bottom, clear of the folds.
    let thick = layout(&s(500, "white"));
    let SpineText::Drawn { size: big } = thick.spine_text else {
        panic!("{:?}", thick.spine_text);
    };
    assert!(big > size);
    assert_items_placed(&thick, "500 puzzles");
    for item in &thick.page.items {
        if let Item::Text { rotation, .. } = item
            && *rotation != Rotation::Upright
        {
            assert_eq!(*rotation, Rotation::Clockwise);
            let ink = glyph_ink(item);
            let g = &thick.geometry;
            assert!(
                ink.x >= g.spine.x + 4.5 - 1e-3,
                "0.0625 in from the back fold"
            );
            assert!(
                ink.right() <= g.spine.right() - 4.5 + 1e-3,
                "and the front fold"
            );
        }
    }
}

#[test]
fn long_texts_stay_inside_or_are_refused() {
    // A long title and subtitle shrink to fit; a long blurb shrinks the back's text.
    let s = spec(
        "title = \"The Big Book of Fiendishly Clever Futoshiki Logic Puzzles for Every Day\"\n\
         subtitle = \"Two hundred grids from gentle warm-ups to brain-melting challenges, with \
         every answer\"\nauthor = \"Dr. Maximilian Featherstonehaugh-Worthington\"\n\
         [cover]\nblurb = \"Lorem ipsum dolor sit amet. Sed ut perspiciatis unde omnis iste \
         natus error sit voluptatem accusantium doloremque laudantium, totam rem aperiam, eaque \
         ipsa quae ab illo inventore veritatis et quasi architecto beatae vitae dicta sunt \
         explicabo.\\n\\nNemo enim ipsam voluptatem quia voluptas sit aspernatur aut odit aut \
         fugit, sed quia consequuntur magni dolores eos qui ratione voluptatem sequi nesciunt.\"\n\
         [[section]]\ncount = 200\n",
    );
    let c = layout(&s);
    assert_items_placed(&c, "long texts");
    assert!(cover::preflight(&c, 6.0, 9.0).passes());
    // A blurb that cannot fit is an error naming the blurb, not a cover with text in the
    // barcode area.
    // (Long paragraphs only shrink the text and drop the sample; it takes many to overflow.)
    let huge = "One more paragraph.\\n\\n".repeat(60);
    let s = spec(&format!("[cover]\nblurb = \"{huge}\"\n"));
    let c = layout(&s);
    let r = cover::preflight(&c, 6.0, 9.0);
    assert!(!r.passes());
    assert!(
        r.errors()
            .any(|f| (f.rule == Rule::Barcode || f.rule == Rule::SafeZone)
                && f.fix.contains("blurb")),
        "{r}"
    );
}

/// The sheet at 72 dpi: one pixel per point.
fn pixels(c: &CoverLayout) -> tiny_skia::Pixmap {
    render_pixmap(&c.page, 72.0, false).unwrap()
}

#[test]
fn rendered_cover_leaves_barcode_margins_and_fold_clearance_background() {
    for text in [
        "[[section]]\ncount = 100\n",
        "paper = \"cream\"\n[[section]]\ncount = 500\n",
        "trim = \"5x8\"\n[[section]]\ncount = 40\nlevel = \"hard\"\n",
    ] {
        let s = spec(text);
        let c = layout(&s);
        let pm = pixmaps_check(&c, &s);
        drop(pm);
    }
}

/// Every pixel in the barcode area, in the band between trim and safe zone on each panel, and
/// in the fold clearances of the spine is the background colour (1 px of antialiasing
/// allowed at each zone's edge).
fn pixmaps_check(c: &CoverLayout, s: &Spec) -> tiny_skia::Pixmap {
    let pm = pixels(c);
    let bg = s.cover.background;
    let want = [bg.r, bg.g, bg.b].map(|v| (v * 255.0).round() as i32);
    let is_bg = |x: u32, y: u32| {
        let p = pm.pixel(x, y).unwrap();
        let got = [p.red() as i32, p.green() as i32, p.blue() as i32];
        got.iter().zip(want).all(|(a, b)| (a - b).abs() <= 1)
    };
    let g = &c.geometry;
    let [back, spine, front] = g.safe_zones();
    // Pixels whose whole square lies in `r` shrunk by one pixel.
    let each = |r: Rect, f: &mut dyn FnMut(u32, u32)| {
        let (x0, y0) = (
            (r.x + 1.0).ceil().max(0.0) as u32,
            (r.y + 1.0).ceil().max(0.0) as u32,
        );
        let x1 = ((r.right() - 1.0).floor() as u32).min(pm.width());
        let y1 = ((r.bottom() - 1.0).floor() as u32).min(pm.height());
        for y in y0..y1 {
            for x in x0..x1 {
                f(x, y);
            }
        }
    };
    each(g.barcode, &mut |x, y| {
        assert!(is_bg(x, y), "ink in the barcode area at {x},{y}")
    });
    let inside = |x: u32, y: u32| {
        [back, spine, front].iter().any(|z| {
            let (fx, fy) = (x as f32, y as f32);
            fx + 1.0 > z.x && fx < z.right() + 1.0 && fy + 1.0 > z.y && fy < z.bottom() + 1.0
        })
    };
    each(c.page.media(), &mut |x, y| {
        if !inside(x, y) {
            assert!(is_bg(x, y), "ink outside the safe zones at {x},{y}");
        }
    });
    // Something was drawn in each panel.
    let mut inked = [0usize; 3];
    for (k, z) in [back, spine, front].into_iter().enumerate() {
        each(z, &mut |x, y| {
            if !is_bg(x, y) {
                inked[k] += 1;
            }
        });
    }
    assert!(inked[0] > 1000 && inked[2] > 1000, "{inked:?}");
    assert_eq!(
        inked[1] > 0,
        matches!(c.spine_text, SpineText::Drawn { .. })
    );
    pm
}

#[test]
fn guides_mark_folds_safe_zones_and_barcode_without_touching_the_cover() {
    let c = layout(&spec("[[section]]\ncount = 300\n"));
    let g: &Geometry = &c.geometry;
    let gi = guides(g);
    let folds: Vec<f32> = gi
        .iter()
        .filter_map(|i| match i {
            Item::Line { from, to, .. } if from.x == to.x => Some(from.x),
            _ => None,
        })
        .collect();
    assert_eq!(folds, vec![g.spine.x, g.spine.right()]);
    assert!(
        gi.iter()
            .any(|i| matches!(i, Item::Rect { rect, .. } if *rect == g.barcode))
    );
    for z in g.safe_zones() {
        assert!(
            gi.iter()
                .any(|i| matches!(i, Item::Rect { rect, .. } if *rect == z))
        );
    }
}

#[test]
fn cover_text_is_at_least_seven_points_and_in_the_embedded_fonts() {
    let c = layout(&spec("[[section]]\ncount = 300\n"));
    for item in &c.page.items {
        if let Item::Text {
            text, size, font, ..
        } = item
        {
            assert!(*size >= 7.0, "{text:?} at {size}");
            assert!(font.covers(text), "{text:?}");
            assert!(FontId::ALL.contains(font));
        }
    }
    let r = cover::preflight(&c, 6.0, 9.0);
    assert!(r.passes() && r.findings.iter().all(|f| f.severity == Severity::Warning));
}

#[test]
fn cover_keys_parse_default_and_round_trip() {
    let d = spec("");
    // The default blurb says what the book's kind is: Futoshiki's signs, not another's.
    assert!(
        d.cover.blurb.starts_with("Futoshiki is a number puzzle"),
        "{}",
        d.cover.blurb
    );
    assert!(!d.cover.blurb_given);
    assert_eq!((d.cover.artwork, d.cover.sample), (None, None));
    let s = spec(
        "[[section]]\ncount = 20\n[cover]\nblurb = \"One.\\n\\nTwo.\"\nartwork = 7\nsample = 3\n\
         background = \"#102030\"\ntext = \"#FFEEDD\"\naccent = \"#aa5500\"\ncells = \"#ffffff\"\n",
    );
    assert_eq!(s.cover.blurb, "One.\n\nTwo.");
    assert_eq!((s.cover.artwork, s.cover.sample), (Some(7), Some(3)));
    assert_eq!(bookmaker::spec::hex(s.cover.text), "#ffeedd");
    // What `bookmaker new` prints parses back to the same spec, cover included.
    let again = Spec::parse(&s.to_toml(), "t.toml", None).unwrap();
    assert_eq!(again, s);
    assert_eq!(Spec::parse(&d.to_toml(), "t.toml", None).unwrap(), d);
}

/// The count badge (a filled disc over the artwork's corner) covers no text but its own:
/// it once hid the end of the subtitle.
#[test]
fn the_count_badge_hides_no_text() {
    let catalogue = bookmaker::spec::Catalogue::builtin();
    for name in ["easy", "sudoku-hard", "variety", "calcudoku-hard"] {
        let s = catalogue.book(name).unwrap();
        let c = layout(&s);
        let badges: Vec<(f32, f32, f32)> = c.page.items[c.art..]
            .iter()
            .filter_map(|i| match i {
                Item::Polygon { points, .. } if points.len() == 64 => {
                    let b = i.bounds();
                    Some((b.x + b.w / 2.0, b.y + b.h / 2.0, b.w / 2.0))
                }
                _ => None,
            })
            .collect();
        assert_eq!(badges.len(), 1, "{name}: one badge");
        let (cx, cy, r) = badges[0];
        for item in &c.page.items[c.art..] {
            let Item::Text { text, .. } = item else {
                continue;
            };
            let ink = glyph_ink(item);
            // The badge's own words lie wholly inside its disc.
            let inside = [
                (ink.x, ink.y),
                (ink.right(), ink.y),
                (ink.x, ink.bottom()),
                (ink.right(), ink.bottom()),
            ]
            .iter()
            .all(|&(x, y)| (x - cx).hypot(y - cy) <= r);
            if inside {
                continue;
            }
            let nx = cx.clamp(ink.x, ink.right());
            let ny = cy.clamp(ink.y, ink.bottom());
            assert!(
                (nx - cx).hypot(ny - cy) >= r,
                "{name}: the badge covers {text:?} at {ink:?}"
            );
        }
    }
}
