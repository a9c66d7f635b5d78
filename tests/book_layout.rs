//! The laid-out book as a reader sees it, checked on the page model.

use bookmaker::book::{self, Book, BookError};
use bookmaker::fonts::FontId;
use bookmaker::layout::LayoutError;
use bookmaker::layout::page::{Align, Item, Page};
use bookmaker::plan::PageKind;
use bookmaker::spec::Spec;

fn spec(text: &str) -> Spec {
    Spec::parse(text, "book.toml", None).unwrap()
}

fn built(text: &str) -> Book {
    book::build(&spec(text), &|| {}).unwrap()
}

fn texts(page: &Page) -> Vec<&str> {
    page.items
        .iter()
        .filter_map(|i| match i {
            Item::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

const TWO_SECTIONS: &str = "seed = 3\n[[section]]\nname = \"Warm-up\"\ncount = 7\n\
                            [[section]]\nname = \"Tough\"\nlevel = \"hard\"\ncount = 5\n";

#[test]
fn page_numbers_sit_in_the_outside_corner() {
    let b = built(TWO_SECTIONS);
    for (i, (page, kind)) in b.document.pages.iter().zip(&b.plan.pages).enumerate() {
        let n = i + 1;
        let number = page.items.iter().find_map(|it| match it {
            Item::Text { text, x, align, .. } if *text == n.to_string() => Some((*x, *align)),
            _ => None,
        });
        if !kind.numbered() {
            assert!(number.is_none(), "page {n} should carry no number");
            continue;
        }
        let (x, align) = number.unwrap_or_else(|| panic!("page {n} has no number"));
        if n % 2 == 1 {
            assert_eq!((x, align), (page.live.right(), Align::Right), "page {n}");
        } else {
            assert_eq!((x, align), (page.live.x, Align::Left), "page {n}");
        }
    }
}

#[test]
fn mirrored_margins_put_the_gutter_on_the_spine_side() {
    let b = built(TWO_SECTIONS);
    let gutter = b.plan.margins.inside;
    let (odd, even) = (&b.document.pages[0], &b.document.pages[1]);
    assert!((odd.live.x - odd.trim.x - gutter).abs() < 1e-3);
    assert!((even.trim.right() - even.live.right() - gutter).abs() < 1e-3);
    assert!(gutter > b.plan.margins.outside);
}

#[test]
fn puzzles_are_numbered_through_the_book_and_answers_point_back() {
    let b = built(TWO_SECTIONS);
    let pages = &b.document.pages;
    // Every puzzle number appears once as a puzzle label, on the page its answer names.
    for k in 1..=12 {
        let label = format!("Puzzle {k}");
        let on: Vec<usize> = pages
            .iter()
            .enumerate()
            .filter(|(_, p)| texts(p).contains(&label.as_str()))
            .map(|(i, _)| i + 1)
            .collect();
        assert_eq!(on.len(), 1, "{label} on pages {on:?}");
        let answer = pages
            .iter()
            .flat_map(texts)
            .find(|t| t.starts_with(&format!("{label} \u{b7} page ")))
            .unwrap_or_else(|| panic!("no answer for {label}"));
        assert_eq!(answer, format!("{label} \u{b7} page {}", on[0]));
    }
}

#[test]
fn sections_go_from_easier_to_harder() {
    let b = built(TWO_SECTIONS);
    for section in &b.puzzles {
        let scores: Vec<u32> = section.iter().map(|m| m.generated.grade.score).collect();
        assert!(scores.windows(2).all(|w| w[0] <= w[1]), "{scores:?}");
    }
    // Puzzle pages hold the section's puzzles in that order: the grids' givens match.
    let first = b.plan.sections[0].first_page;
    let page = &b.document.pages[first - 1];
    let givens = |p: &bookmaker::kind::PuzzleRef| {
        p.clue_counts()
            .into_iter()
            .find(|c| c.0 == "givens")
            .map_or(0, |c| c.1)
    };
    let given = givens(&b.puzzles[0][0].generated.puzzle);
    let bold_digits = page
        .items
        .iter()
        .filter(|i| matches!(i, Item::Text { font: FontId::Bold, text, .. } if text.len() == 1))
        .count();
    let second = givens(&b.puzzles[0][1].generated.puzzle);
    assert_eq!(bold_digits, given + second);
}

#[test]
fn each_puzzle_page_has_its_grids_heading_and_stars() {
    let b = built(TWO_SECTIONS);
    for (page, kind) in b.document.pages.iter().zip(&b.plan.pages) {
        let PageKind::Puzzles { section, count, .. } = kind else {
            continue;
        };
        let name = ["Warm-up", "Tough"][*section];
        assert!(texts(page).contains(&name), "header {name}");
        let stars = page
            .items
            .iter()
            .filter(|i| matches!(i, Item::Polygon { .. }))
            .count();
        // Filled stars: one per easy puzzle, three per hard one.
        assert_eq!(stars, count * [1, 3][*section]);
        let cells = page
            .items
            .iter()
            .filter(|i| matches!(i, Item::Rect { .. }))
            .count();
        assert_eq!(cells, count * [25, 49][*section]);
    }
}

#[test]
fn front_matter_says_how_to_rebuild_and_lists_the_sections() {
    let b = built(TWO_SECTIONS);
    let copyright = texts(&b.document.pages[1]).join(" ");
    assert!(copyright.contains("book seed 3"), "{copyright}");
    assert!(copyright.contains(env!("CARGO_PKG_VERSION")), "{copyright}");
    let contents = texts(&b.document.pages[2]);
    let after = |label: &str| -> String {
        let i = contents
            .iter()
            .position(|t| *t == label)
            .unwrap_or_else(|| panic!("{label} not in {contents:?}"));
        contents[i + 2].to_string()
    };
    assert_eq!(after("How to play"), "4");
    assert_eq!(
        after("Warm-up: puzzles 1 to 7"),
        b.plan.sections[0].first_page.to_string()
    );
    assert_eq!(
        after("Tough: puzzles 8 to 12"),
        b.plan.sections[1].first_page.to_string()
    );
    assert_eq!(
        after("Answers: Tough"),
        b.plan.sections[1].answers_page.to_string()
    );
}

#[test]
fn how_to_play_shows_the_example_and_its_steps() {
    let b = built("");
    let ex = b.examples.first().expect("how to play is on by default");
    assert_eq!(ex.puzzle.size(), 4);
    assert!(ex.puzzle.accepts(&ex.solution));
    let page = &b.document.pages[b.plan.how_to_play_page - 1];
    assert!(texts(page).contains(&"How to play"));
    let cells = page
        .items
        .iter()
        .filter(|i| matches!(i, Item::Rect { .. }))
        .count();
    assert_eq!(cells, 16);
    let solving = texts(&b.document.pages[b.plan.how_to_play_page]).join(" ");
    // As many steps as fit are shown, in order; the rest are counted in the closing line.
    let shown = ex
        .steps
        .iter()
        .take_while(|step| {
            let first_words: Vec<&str> = step.split_whitespace().take(4).collect();
            solving.contains(&first_words.join(" "))
        })
        .count();
    assert!(shown >= 4, "only {shown} steps shown: {solving}");
    let rest = ex.total_steps - shown;
    assert!(
        solving.contains(&format!("{rest} more of them")),
        "{rest} steps left unsaid: {solving}"
    );
}

#[test]
fn front_matter_switches_remove_pages() {
    let b = built(
        "[front]\ntitle_page = false\ncopyright_page = false\nhow_to_play = false\ncontents = false\n",
    );
    assert!(matches!(b.plan.pages[0], PageKind::Puzzles { .. }));
    assert!(b.examples.is_empty());
    assert_eq!(b.document.pages.len() % 2, 0);
}

#[test]
fn large_print_digits_are_at_least_18_points() {
    let b = built("template = \"large-print\"\n[[section]]\nlevel = \"hard\"\ncount = 3\n");
    let first = b.plan.sections[0].first_page;
    let digit_sizes: Vec<f32> = b.document.pages[first - 1]
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Text {
                text,
                size,
                font: FontId::Bold,
                ..
            } if text.len() == 1 => Some(*size),
            _ => None,
        })
        .collect();
    assert!(!digit_sizes.is_empty());
    assert!(digit_sizes.iter().all(|&s| s >= 18.0), "{digit_sizes:?}");
}

#[test]
fn too_many_large_print_grids_on_a_page_is_refused_with_a_fix() {
    let s = spec(
        "template = \"large-print\"\ntrim = \"5x8\"\n[[section]]\nlevel = \"hard\"\ncount = 8\nper_page = 4\n",
    );
    let e = book::build(&s, &|| {}).unwrap_err();
    assert!(e.is_input());
    let BookError::Layout(LayoutError::DigitsTooSmall { min, size, .. }) = &e else {
        panic!("{e}");
    };
    assert!(*size < 18.0 && *min == 18.0);
    assert!(
        e.to_string()
            .contains("lower `per_page` of section \"Hard\" (now 4)"),
        "{e}"
    );
}

#[test]
fn the_document_is_deterministic() {
    let s = spec(TWO_SECTIONS);
    let a = book::build_document(&s).unwrap();
    let b = book::build_document(&s).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.title, "Futoshiki Puzzles");
}

#[test]
fn every_item_is_inside_the_live_area_on_every_trim() {
    for trim in ["5x8", "6x9", "8.5x11", "8.25x6", "A4"] {
        for template in ["classic", "large-print"] {
            let text = format!(
                "trim = \"{trim}\"\ntemplate = \"{template}\"\nbleed = true\n{}",
                "[[section]]\ncount = 3\n[[section]]\nlevel = \"hard\"\ncount = 3\n"
            );
            // The preflight alone lays out stand-in steps of full length in the example.
            let report = book::check(&spec(&text)).unwrap();
            assert!(report.passes(), "{trim} {template}:\n{report}");
            let b = built(&text);
            for (i, p) in b.document.pages.iter().enumerate() {
                for it in &p.items {
                    assert!(
                        p.live.contains(&it.bounds()),
                        "{trim} {template} page {}: {it:?}",
                        i + 1
                    );
                }
            }
        }
    }
}
