//! Covers per audience: the style follows the spec (kids books, large-print templates) and
//! `[cover] style` overrides it; a large-print front says LARGE PRINT in big type; a kids
//! cover is bright and greets its readers; no front names its kind twice.

use bookmaker::cover::check_layout;
use bookmaker::layout::cover::{CoverLayout, ink_bounds};
use bookmaker::page::{Color, Item, Rect};
use bookmaker::spec::{Catalogue, CoverStyle, Spec};
use bookmaker::words::Language;
use bookmaker::words::ftl::text as ftl;

fn parse(text: &str) -> Spec {
    Spec::parse(text, "t.toml", None).unwrap()
}

fn layout(name: &str, s: &Spec) -> CoverLayout {
    check_layout(s).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The texts on the front panel outside its artwork grid, with their sizes.
fn front_texts(c: &CoverLayout) -> Vec<(String, f32, Rect)> {
    let front = c.geometry.front;
    let grid = c.front.grid.unwrap_or(Rect::new(0.0, 0.0, 0.0, 0.0));
    c.page.items[c.art..]
        .iter()
        .filter_map(|i| match i {
            Item::Text { text, size, .. } => Some((text.clone(), *size, ink_bounds(i))),
            _ => None,
        })
        .filter(|(_, _, r)| r.x >= front.x && r.right() <= front.right() + 1.0)
        .filter(|(_, _, r)| !grid.contains(r))
        .collect()
}

/// The back's headline: the run of texts it sets first, of the first one's size, joined.
fn back_headline(c: &CoverLayout) -> String {
    let back = c.geometry.back;
    let texts: Vec<(&str, f32)> = c.page.items[c.art..]
        .iter()
        .filter_map(|i| match i {
            Item::Text { text, size, x, .. } if *x >= back.x && *x < back.right() => {
                Some((text.as_str(), *size))
            }
            _ => None,
        })
        .collect();
    let first = texts.first().map_or(0.0, |t| t.1);
    texts
        .iter()
        .take_while(|t| t.1 == first)
        .map(|t| t.0)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Hue-free brightness and saturation, 0 to 1 (HSV's S and V).
fn saturation_value(c: Color) -> (f32, f32) {
    let max = c.r.max(c.g).max(c.b);
    let min = c.r.min(c.g).min(c.b);
    (if max > 0.0 { (max - min) / max } else { 0.0 }, max)
}

/// The fill colours on the front panel (shapes and rectangles, not text).
fn front_fills(c: &CoverLayout) -> Vec<Color> {
    let front = c.geometry.front;
    let mut out: Vec<Color> = Vec::new();
    for item in &c.page.items[c.art..] {
        let fill = match item {
            Item::Polygon { fill, .. } => Some(*fill),
            Item::Rect { fill: Some(f), .. } => Some(*f),
            _ => None,
        };
        if let Some(f) = fill
            && front.contains(&item.bounds())
            && !out.contains(&f)
        {
            out.push(f);
        }
    }
    out
}

#[test]
fn the_cover_style_follows_the_audience_and_template_and_the_key_overrides_it() {
    assert_eq!(parse("").cover.style, CoverStyle::Adult);
    assert_eq!(
        parse("template = \"large-print\"\n").cover.style,
        CoverStyle::LargePrint
    );
    let kids = parse("audience = \"kids\"\ntemplate = \"large-print\"\n");
    assert_eq!(kids.cover.style, CoverStyle::Kids);
    let adult = parse("");
    // Each style has its own colours, and a colour given stays the user's.
    assert_ne!(kids.cover.background, adult.cover.background);
    assert_ne!(
        parse("template = \"large-print\"\n").cover.background,
        adult.cover.background
    );
    let own = parse("audience = \"kids\"\n[cover]\nstyle = \"adult\"\naccent = \"#00ff00\"\n");
    assert_eq!(own.cover.style, CoverStyle::Adult);
    assert_eq!(own.cover.background, adult.cover.background);
    assert_eq!(own.cover.accent, Color::from_hex("#00ff00").unwrap());
    // `new` writes a given style and colour out, and leaves the defaults as comments.
    let printed = own.to_toml();
    assert!(printed.contains("\nstyle = \"adult\""), "{printed}");
    assert!(printed.contains("\naccent = \"#00ff00\""), "{printed}");
    assert!(printed.contains("\n# background = "), "{printed}");
    assert_eq!(parse(&printed), own);
    let printed = kids.to_toml();
    assert!(printed.contains("\n# style = \"kids\""), "{printed}");
    let e = Spec::parse("[cover]\nstyle = \"fancy\"\n", "t.toml", None).unwrap_err();
    assert_eq!(e.at, Some((2, 9)));
    let msg = e.to_string();
    assert!(
        msg.contains("`cover.style`") && msg.contains("\"large-print\""),
        "{msg}"
    );
}

/// The large-print front says LARGE PRINT, in its language, in type as big as a headline
/// (before: only the small title line said so); an adult front does not.
#[test]
fn a_large_print_front_says_large_print_in_big_type() {
    let cat = Catalogue::builtin();
    for lang in Language::ALL {
        let s = cat.book_in("sudoku-large-print", lang).unwrap();
        let c = layout("sudoku-large-print", &s);
        let band = ftl(lang, "cover-large-print", &[]);
        let texts = front_texts(&c);
        let found = texts.iter().find(|t| t.0 == band);
        let Some((_, size, _)) = found else {
            panic!("{lang}: no {band:?} on the front: {texts:?}");
        };
        let front = c.geometry.front;
        assert!(*size >= 0.06 * front.w, "{lang}: {band:?} at {size} pt");
        let title = texts
            .iter()
            .find(|t| t.0.contains("100"))
            .map_or(0.0, |t| t.1);
        assert!(
            *size >= 1.5 * title,
            "{lang}: {size} pt against the title's {title}"
        );
        let plain = layout("sudoku-easy", &cat.book_in("sudoku-easy", lang).unwrap());
        assert!(
            front_texts(&plain).iter().all(|t| t.0 != band),
            "{lang}: an adult front says {band:?}"
        );
    }
}

/// A kids cover is bright: a saturated background that is not the adult navy, and the
/// front in at least four bright colours of its own; its back greets the reader in the
/// book's language instead of the adult promise ("Pure logic, one answer, no guessing").
#[test]
fn a_kids_cover_is_bright_and_friendly_in_every_language() {
    let cat = Catalogue::builtin();
    let adult_bg = parse("").cover.background;
    for lang in Language::ALL {
        let s = cat.book_in("sudoku-kids", lang).unwrap();
        let c = layout("sudoku-kids", &s);
        let bg = s.cover.background;
        assert_ne!(bg, adult_bg, "{lang}");
        let (sat, val) = saturation_value(bg);
        assert!(sat >= 0.5 && val >= 0.6, "{lang}: background {bg:?}");
        let bright: Vec<Color> = front_fills(&c)
            .into_iter()
            .filter(|&f| {
                let (s, v) = saturation_value(f);
                s >= 0.5 && v >= 0.45 && f != bg
            })
            .collect();
        assert!(bright.len() >= 4, "{lang}: bright colours {bright:?}");
        let head = back_headline(&c);
        let want = ftl(lang, "cover-headline-kids", &[]);
        assert_eq!(head, want, "{lang}");
        assert_ne!(head, lang.words().cover_headline, "{lang}");
        // An adult book keeps its own look and words.
        let adult = layout("sudoku-easy", &cat.book_in("sudoku-easy", lang).unwrap());
        assert_eq!(back_headline(&adult), lang.words().cover_headline, "{lang}");
    }
}

/// No front names a kind twice (before: "FUTOSHIKI" over "Futoshiki: 100 Easy Puzzles"),
/// and every front text stays inside the front's safe zone, for every catalogue book in
/// every language.
#[test]
fn no_front_repeats_its_kind_and_every_front_text_fits() {
    let cat = Catalogue::builtin();
    let names: Vec<String> = cat.names().map(String::from).collect();
    for name in &names {
        for lang in Language::ALL {
            let s = cat.book_in(name, lang).unwrap();
            let c = layout(name, &s);
            let texts = front_texts(&c);
            let all = texts
                .iter()
                .map(|t| t.0.to_lowercase())
                .collect::<Vec<_>>()
                .join("\n");
            let kinds: Vec<String> = s
                .sections
                .iter()
                .map(|sec| sec.kind.name_in(lang).to_lowercase())
                .collect();
            // A name broken over two lines is still one name.
            let flat = all.replace("-\n", "-").replace('\n', " ");
            for kind in &kinds {
                // "sudoku" inside "killer sudoku" names the other kind, not this one again.
                let longer: usize = kinds
                    .iter()
                    .filter(|o| *o != kind && o.contains(kind.as_str()))
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .map(|o| flat.matches(o.as_str()).count())
                    .sum();
                let n = flat.matches(kind.as_str()).count() - longer;
                assert!(n <= 1, "{name} ({lang}): {kind:?} {n} times in {all:?}");
            }
            // The whole cover passes the preflight: tiles and bands keep to the safe zone.
            let report = bookmaker::cover::check(&s).unwrap();
            assert!(report.passes(), "{name} ({lang}):\n{report}");
            let zone = c.geometry.safe_zones()[2];
            for (t, _, r) in &texts {
                assert!(
                    zone.contains(r),
                    "{name} ({lang}): {t:?} at {r:?} outside {zone:?}"
                );
            }
        }
    }
}

/// Every style's colours read apart as the preflight asks (3:1 or better).
#[test]
fn every_styles_colours_have_contrast() {
    use bookmaker::cover::{MIN_CONTRAST, contrast};
    for style in CoverStyle::ALL {
        let [bg, text, accent, cells] = style.colours().map(|c| Color::from_hex(c).unwrap());
        for (a, b) in [(text, bg), (accent, bg), (bg, cells)] {
            assert!(contrast(a, b) >= MIN_CONTRAST, "{style:?}: {a:?} on {b:?}");
        }
    }
}

/// The spec `new NAME --language L` prints, at trim `trim`: what a user gets by changing one
/// line of it.
fn at_trim(s: &Spec, trim: &str) -> Spec {
    let printed = s.to_toml();
    let line = printed
        .lines()
        .find(|l| l.starts_with("trim = "))
        .expect("new prints the trim");
    let text = printed.replacen(line, &format!("trim = \"{trim}\""), 1);
    Spec::parse(&text, "new.toml", None).unwrap()
}

/// Localized covers still fit (issue 23, defect 6): every catalogue book's cover, in every
/// language, on the small trims KDP sellers pick (5x8, 5.5x8.5) and on 6x9, passes the
/// preflight, its cover lines wrapped or shrunk into the safe zones, never below the floor.
#[test]
fn every_catalogue_cover_fits_in_every_language_and_small_trim() {
    let cat = Catalogue::builtin();
    let names: Vec<String> = cat.names().map(String::from).collect();
    let mut failures = Vec::new();
    for name in &names {
        for lang in Language::ALL {
            let localized = cat.book_in(name, lang).unwrap();
            for trim in ["5x8", "5.5x8.5", "6x9"] {
                let s = at_trim(&localized, trim);
                assert_eq!(s.trim.text, trim);
                let report = bookmaker::cover::check(&s).unwrap();
                // A book whose interior cannot be set at the trim (a 20x20 nonogram's clues
                // on 5x8) is refused by `check` with its own fix; its cover is not asked for.
                let no_interior = || {
                    matches!(
                        bookmaker::book::check(&s),
                        Err(bookmaker::book::BookError::Layout(
                            bookmaker::layout::LayoutError::DigitsTooSmall { .. }
                        ))
                    )
                };
                if !report.passes() && !no_interior() {
                    failures.push(format!("{name} ({lang}, {trim}):\n{report}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
