//! The laid-out book as a reader sees it, checked on the page model.

mod common;

use bookmaker::book::{self, Book, BookError};
use bookmaker::fonts::FontId;
use bookmaker::kdp::Severity;
use bookmaker::layout::LayoutError;
use bookmaker::page::{Align, Color, Item, Page};
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

/// The numbers in a label such as "Puzzle 37 · answer p. 62": (37, 62).
fn label_numbers(text: &str, middle: &str) -> Option<(usize, usize)> {
    let rest = text.strip_prefix("Puzzle ")?;
    let (n, p) = rest.split_once(middle)?;
    Some((n.parse().ok()?, p.parse().ok()?))
}

#[test]
fn every_puzzle_says_where_its_answer_is_and_back() {
    let b = built(TWO_SECTIONS);
    let pages = &b.document.pages;
    let mut puzzle_at = std::collections::BTreeMap::new();
    let mut answer_at = std::collections::BTreeMap::new();
    for (i, p) in pages.iter().enumerate() {
        for t in texts(p) {
            if let Some((n, ans)) = label_numbers(t, " \u{b7} answer p. ") {
                assert!(puzzle_at.insert(n, (i + 1, ans)).is_none(), "{t} twice");
            }
            if let Some((n, at)) = label_numbers(t, " \u{b7} page ") {
                assert!(answer_at.insert(n, (i + 1, at)).is_none(), "{t} twice");
            }
        }
    }
    let numbers: Vec<usize> = (1..=12).collect();
    assert_eq!(puzzle_at.keys().copied().collect::<Vec<_>>(), numbers);
    assert_eq!(answer_at.keys().copied().collect::<Vec<_>>(), numbers);
    for n in numbers {
        let (puzzle_page, says_answer) = puzzle_at[&n];
        let (answer_page, says_puzzle) = answer_at[&n];
        assert_eq!(says_answer, answer_page, "puzzle {n}");
        assert_eq!(says_puzzle, puzzle_page, "answer {n}");
        // The answer page's running head names a range holding n.
        let head = texts(&pages[answer_page - 1])[0].to_string();
        let range = head
            .strip_prefix("Answers ")
            .or_else(|| head.strip_prefix("Answer "))
            .unwrap_or_else(|| panic!("running head {head:?}"));
        let (lo, hi) = range.split_once('\u{2013}').unwrap_or((range, range));
        let (lo, hi): (usize, usize) = (lo.parse().unwrap(), hi.parse().unwrap());
        assert!((lo..=hi).contains(&n), "{head} for {n}");
    }
}

#[test]
fn answer_grids_draw_clues_grey_and_digits_black() {
    let b = built(TWO_SECTIONS);
    let colours = |kind: fn(&PageKind) -> bool| {
        let mut clue = Vec::new();
        let mut digits = Vec::new();
        for (page, k) in b.document.pages.iter().zip(&b.plan.pages) {
            if !kind(k) {
                continue;
            }
            for it in &page.items {
                match it {
                    Item::Polyline { stroke, .. } => clue.push(stroke.color),
                    Item::Text { text, color, .. } if text.len() == 1 => digits.push(*color),
                    _ => {}
                }
            }
        }
        (clue, digits)
    };
    let (clue, digits) = colours(|k| matches!(k, PageKind::Answers { .. }));
    assert!(!clue.is_empty() && !digits.is_empty());
    assert!(clue.iter().all(|c| *c == bookmaker::layout::ANSWER_CLUE));
    assert!(digits.iter().all(|c| *c == Color::BLACK));
    let (clue, _) = colours(|k| matches!(k, PageKind::Puzzles { .. }));
    assert!(!clue.is_empty() && clue.iter().all(|c| *c == Color::BLACK));
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
fn contents_list_each_sections_puzzles_and_answers_with_their_pages() {
    let b = built(TWO_SECTIONS);
    let contents = texts(&b.document.pages[2]);
    let after = |label: &str| -> String {
        let i = contents
            .iter()
            .position(|t| *t == label)
            .unwrap_or_else(|| panic!("{label} not in {contents:?}"));
        contents[i + 2].to_string()
    };
    let s = &b.plan.sections;
    assert_eq!(after("How to play"), "4");
    assert_eq!(
        after("Warm-up: puzzles 1\u{2013}7"),
        s[0].first_page.to_string()
    );
    assert_eq!(
        after("Tough: puzzles 8\u{2013}12"),
        s[1].first_page.to_string()
    );
    assert_eq!(
        after("Warm-up: answers 1\u{2013}7"),
        s[0].answers_page.to_string()
    );
    assert_eq!(
        after("Tough: answers 8\u{2013}12"),
        s[1].answers_page.to_string()
    );
}

#[test]
fn copyright_page_prints_the_publishers_lines_and_no_tool_unless_asked() {
    let plain = built("seed = 3\n[[section]]\ncount = 2\n");
    let page = texts(&plain.document.pages[1]).join(" ");
    assert!(
        !page.contains("bookmaker") && !page.contains("seed"),
        "{page}"
    );
    // A spec that writes no copyright lines gets a year and a no-reproduction notice.
    let year = bookmaker::spec::DEFAULT_YEAR;
    for want in [
        format!("Copyright © {year} Anonymous. All rights reserved."),
        "No part of this book may be reproduced".to_string(),
    ] {
        assert!(page.contains(&want), "{want:?} not in {page}");
    }
    let b = built(
        "seed = 3\nauthor = \"Ann Lee\"\npublisher = \"Kite Press\"\nisbn = \"978-0-306-40615-7\"\n\
         edition = \"First edition\"\nyear = 2026\nnotice = [\"No part of this book may be copied.\"]\n\
         [[section]]\ncount = 2\n[front]\ncredit = true\n",
    );
    let page = texts(&b.document.pages[1]).join(" ");
    for want in [
        "Copyright © 2026 Ann Lee. All rights reserved.",
        "No part of this book may be copied.",
        "First edition",
        "ISBN 978-0-306-40615-7",
        "Published by Kite Press",
        "book seed 3",
        env!("CARGO_PKG_VERSION"),
    ] {
        assert!(page.contains(want), "{want:?} not in {page}");
    }
}

#[test]
fn title_page_has_balanced_lines_and_no_stars() {
    let b = built(
        "title = \"Futoshiki: One Hundred Hard Puzzles for the Patient Solver\"\n[[section]]\ncount = 2\n",
    );
    let page = &b.document.pages[0];
    assert!(!page.items.iter().any(|i| matches!(i, Item::Polygon { .. })));
    let lines: Vec<(f32, &str)> = page
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Text {
                text, font, size, ..
            } if *size >= 30.0 => Some((font.width(text, *size), text.as_str())),
            _ => None,
        })
        .collect();
    assert!(lines.len() >= 2, "{lines:?}");
    // No line is left with a word or two: the shortest is over half the longest.
    let longest = lines.iter().map(|l| l.0).fold(0.0, f32::max);
    assert!(lines.iter().all(|l| l.0 > 0.5 * longest), "{lines:?}");
}

#[test]
fn how_to_play_shows_the_example_and_its_steps() {
    let b = built("");
    let ex = b.examples.first().expect("how to play is on by default");
    assert_eq!(ex.puzzle.shape(), 4);
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
        solving.contains(&format!("{rest} more steps")),
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
fn large_print_digits_are_at_least_24_points() {
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
    assert!(digit_sizes.iter().all(|&s| s >= 24.0), "{digit_sizes:?}");
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
    assert!(*size < 24.0 && *min == 24.0);
    assert!(
        e.to_string()
            .contains("lower `per_page` of section \"Hard\" (now 4)"),
        "{e}"
    );
}

#[test]
fn a_grid_too_big_at_one_a_page_names_trim_and_size_not_per_page() {
    // Lowering per_page below 1 is no fix: the error must offer what can change.
    let s =
        spec("template = \"large-print\"\n[[section]]\nlevel = \"easy\"\nsize = 9\ncount = 2\n");
    let e = book::build(&s, &|| {}).unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(e, BookError::Layout(LayoutError::DigitsTooSmall { .. })),
        "{msg}"
    );
    assert!(!msg.contains("per_page"), "{msg}");
    assert!(
        msg.contains("larger `trim`") && msg.contains("smaller `size`"),
        "{msg}"
    );
}

#[test]
fn the_document_is_deterministic() {
    let s = spec(TWO_SECTIONS);
    let a = book::build_document(&s).unwrap();
    let b = book::build_document(&s).unwrap();
    assert_eq!(a, b);
    // No title in the spec: the default names the kind, the count and the levels.
    assert_eq!(a.title, "Futoshiki: 12 Puzzles, Easy to Hard");
}

#[test]
fn every_item_is_inside_the_live_area_on_every_trim() {
    for trim in ["5x8", "6x9", "8.5x11", "8.25x6", "A4"] {
        for template in ["classic", "large-print"] {
            // Large print's 24 pt digits leave a 7x7 grid too small on the small trims.
            let small = ["5x8", "8.25x6"].contains(&trim) && template == "large-print";
            let text = format!(
                "trim = \"{trim}\"\ntemplate = \"{template}\"\nbleed = true\n{}{}",
                "[[section]]\ncount = 3\n[[section]]\ncount = 3\nname = \"Two\"\nlevel = ",
                if small { "\"easy\"\n" } else { "\"hard\"\n" }
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

/// Cell size of the first grid on page `n` (1-based): the side of its first square.
fn first_cell(page: &Page) -> f32 {
    page.items
        .iter()
        .find_map(|i| match i {
            Item::Rect { rect, .. } => Some(rect.w),
            _ => None,
        })
        .expect("a grid")
}

#[test]
fn puzzles_per_page_follow_the_grid() {
    use bookmaker::plan::{Plan, min_cell_in};
    use bookmaker::solve::Level;
    let plan = |text: &str| Plan::new(&spec(text));
    let one = |level: &str| {
        let p = plan(&format!("[[section]]\nlevel = \"{level}\"\n"));
        p.sections[0].per_page
    };
    // 6x9 classic: 5x5 and 6x6 two a page, a hard 7x7 one a page.
    assert_eq!((one("easy"), one("medium"), one("hard")), (2, 2, 1));
    // What the plan chose, the page gets: cells at least the level's minimum.
    for (level, per) in [("easy", 2), ("medium", 2), ("hard", 1)] {
        let b = built(&format!(
            "[[section]]\nlevel = \"{level}\"\ncount = {per}\n"
        ));
        let first = b.plan.sections[0].first_page;
        let cell = first_cell(&b.document.pages[first - 1]);
        let l: Level = level.parse().unwrap();
        assert!(cell >= 72.0 * min_cell_in(l) - 0.01, "{level}: {cell}");
    }
    // A larger page takes more; a set per_page is kept.
    let big = plan("trim = \"8.5x11\"\n[[section]]\nlevel = \"easy\"\n");
    assert!(
        big.sections[0].per_page >= 4,
        "{}",
        big.sections[0].per_page
    );
    let set = plan("[[section]]\nlevel = \"hard\"\nper_page = 2\n");
    assert_eq!(set.sections[0].per_page, 2);
}

#[test]
fn grids_side_by_side_are_two_cells_apart() {
    let b = built("trim = \"8.5x11\"\n[[section]]\ncount = 4\nper_page = 4\n");
    let first = b.plan.sections[0].first_page;
    let page = &b.document.pages[first - 1];
    let squares: Vec<bookmaker::page::Rect> = page
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Rect { rect, .. } => Some(*rect),
            _ => None,
        })
        .collect();
    assert_eq!(squares.len(), 4 * 25);
    let cell = squares[0].w;
    // The first grid's right edge and the second grid's left edge (same row).
    let right = squares[..25].iter().map(|r| r.right()).fold(0.0, f32::max);
    let left = squares[25..50].iter().map(|r| r.x).fold(f32::MAX, f32::min);
    assert!(left > right, "grids 1 and 2 should stand side by side");
    assert!(
        left - right >= 2.0 * cell - 0.01,
        "gap {} cell {cell}",
        left - right
    );
}

#[test]
fn large_print_is_large_everywhere() {
    let text = "template = \"large-print\"\n[[section]]\nlevel = \"hard\"\ncount = 2\n";
    let b = built(text);
    let classic = built("[[section]]\nlevel = \"hard\"\ncount = 2\n");
    for (i, (page, kind)) in b.document.pages.iter().zip(&b.plan.pages).enumerate() {
        let body_page = matches!(
            kind,
            PageKind::Copyright | PageKind::Contents { .. } | PageKind::HowToPlay { .. }
        );
        for it in &page.items {
            if let Item::Text {
                text, size, font, ..
            } = it
            {
                let digit = text.chars().all(|c| c.is_ascii_digit());
                if matches!(kind, PageKind::Puzzles { .. }) && digit && *font == FontId::Bold {
                    assert!(*size >= 24.0, "page {}: digit {text} at {size}", i + 1);
                }
                // Body text (numbers aside: the example's rows and columns, page numbers) is
                // 16 pt or more.
                if body_page && !digit {
                    assert!(*size >= 16.0, "page {}: {text:?} at {size}", i + 1);
                }
            }
        }
    }
    // The worked example is no smaller than in classic.
    // The example is on the last page of the rules (large print takes two).
    let example = |b: &Book| {
        let page = b
            .document
            .pages
            .iter()
            .zip(&b.plan.pages)
            .find(|(p, k)| {
                matches!(k, PageKind::HowToPlay { .. })
                    && p.items.iter().any(|i| matches!(i, Item::Rect { .. }))
            })
            .expect("an example grid")
            .0;
        first_cell(page)
    };
    assert!(
        example(&b) >= example(&classic),
        "{} < {}",
        example(&b),
        example(&classic)
    );
    // Signs never touch squares, on puzzle and answer pages alike.
    for page in &b.document.pages {
        let squares: Vec<_> = page
            .items
            .iter()
            .filter(|i| matches!(i, Item::Rect { .. }))
            .map(Item::bounds)
            .collect();
        for sign in page
            .items
            .iter()
            .filter(|i| matches!(i, Item::Polyline { .. }))
        {
            let s = sign.bounds();
            for q in &squares {
                let apart =
                    s.x >= q.right() || q.x >= s.right() || s.y >= q.bottom() || q.y >= s.bottom();
                assert!(apart, "sign {s:?} touches square {q:?}");
            }
        }
    }
}

#[test]
fn a_long_contents_runs_on_to_a_second_page() {
    // The most sections a spec allows: the contents run on for as many pages as they need.
    let most = *bookmaker::spec::SECTIONS.end();
    let mut text = String::new();
    for i in 1..=most {
        text.push_str(&format!("[[section]]\nname = \"Part {i}\"\ncount = 2\n"));
    }
    let s = spec(&text);
    let report = book::check(&s).unwrap();
    assert!(report.passes(), "{report}");
    let b = book::build(&s, &|| {}).unwrap();
    let parts: Vec<usize> = b
        .plan
        .pages
        .iter()
        .filter_map(|k| match k {
            PageKind::Contents { part } => Some(*part),
            _ => None,
        })
        .collect();
    assert!(parts.len() >= 2, "{parts:?}");
    assert_eq!(parts, (0..parts.len()).collect::<Vec<_>>());
    let last = 2 + parts.len();
    let all: Vec<&str> = b.document.pages[2..last].iter().flat_map(texts).collect();
    for i in 1..=most {
        let puzzles = format!("Part {i}: puzzles {}\u{2013}{}", 2 * i - 1, 2 * i);
        let answers = format!("Part {i}: answers {}\u{2013}{}", 2 * i - 1, 2 * i);
        assert!(all.contains(&puzzles.as_str()), "{puzzles}");
        assert!(all.contains(&answers.as_str()), "{answers}");
    }
    assert!(texts(&b.document.pages[3]).contains(&"Contents, continued"));
    // The how-to-play pages come after every contents page (and a blank to start on the
    // right), where the contents say.
    assert!(
        b.plan.how_to_play_page > last,
        "{}",
        b.plan.how_to_play_page
    );
    // A spread: the worked example, on the last how-to-play page, is a right-hand page.
    let n = b
        .plan
        .pages
        .iter()
        .filter(|k| matches!(k, PageKind::HowToPlay { kind: 0, .. }))
        .count();
    assert_eq!(
        (b.plan.how_to_play_page + n - 1) % 2,
        1,
        "the worked example faces the rules on a right-hand page"
    );
}

/// The baselines and type size of the entries on each contents page (an entry's dot leader).
fn contents_rows(b: &Book) -> Vec<(Vec<f32>, f32)> {
    b.plan
        .pages
        .iter()
        .zip(&b.document.pages)
        .filter(|(k, _)| matches!(k, PageKind::Contents { .. }))
        .map(|(_, page)| {
            let mut size = 0.0;
            let rows = page
                .items
                .iter()
                .filter_map(|i| match i {
                    Item::Text {
                        text,
                        baseline,
                        size: s,
                        ..
                    } if text.chars().all(|c| c == '.') => {
                        size = *s;
                        Some(*baseline)
                    }
                    _ => None,
                })
                .collect();
            (rows, size)
        })
        .collect()
}

#[test]
fn a_long_contents_closes_up_its_rows_rather_than_spill_onto_another_page() {
    // Rows are two type sizes apart, closer (down to 1.6) when that saves a contents page,
    // and spread evenly over the pages: 26 entries on a 5x8 page took two pages, the second
    // with two lines.
    let mut closed_up = 0;
    for trim in ["5x8", "6x9"] {
        for n in [12, 16, 20] {
            let mut text = format!("trim = \"{trim}\"\n");
            for i in 1..=n {
                text.push_str(&format!("[[section]]\nname = \"Part {i}\"\ncount = 1\n"));
            }
            let b = built(&text);
            let pages = contents_rows(&b);
            let entries: usize = pages.iter().map(|(r, _)| r.len()).sum();
            let (first, size) = &pages[0];
            let pitch = first[1] - first[0];
            assert!(
                pitch >= 1.6 * size - 0.01 && pitch <= 2.0 * size + 0.01,
                "{trim}, {n} sections: rows {pitch} pt apart at {size} pt"
            );
            for (rows, _) in &pages {
                for w in rows.windows(2) {
                    assert!((w[1] - w[0] - pitch).abs() < 0.01, "uneven rows {rows:?}");
                }
            }
            // Rows are spread evenly: no page holds a few lines of their own.
            let most = pages.iter().map(|(r, _)| r.len()).max().unwrap();
            for (rows, _) in &pages {
                assert!(
                    rows.len() + pages.len() > most,
                    "{trim}, {n} sections: {} entries on a page, {most} on another",
                    rows.len()
                );
            }
            if pages.len() > 1 {
                // A full first page at the closest pitch holds at least this many rows;
                // one page fewer must not have held every entry, unless the page is the
                // step to the rules' spread (else a notes page among the front matter).
                let span = first[first.len() - 1] - first[0];
                let tight = (span / (1.6 * size) + 1e-3).floor() as usize + 1;
                let step = b.plan.how_to_play_page == 3 + pages.len()
                    && (pages.len() - 1) * tight >= entries;
                assert!(
                    step || (pages.len() - 1) * tight < entries,
                    "{trim}, {n} sections: {entries} entries on {} pages at {pitch} pt \
                     would fit one page fewer at {} pt",
                    pages.len(),
                    1.6 * size
                );
            }
            // No notes page between the contents and the rules.
            let notes = b.plan.pages[..b.plan.how_to_play_page - 1]
                .iter()
                .any(|k| matches!(k, PageKind::Notes));
            assert!(
                !(notes && pages.len() > 1),
                "{trim}, {n} sections: a notes page in the front"
            );
            if pitch < 2.0 * size - 0.01 {
                closed_up += 1;
            }
        }
    }
    assert!(
        closed_up > 0,
        "no case closed its rows up: the test checks nothing"
    );
}

#[test]
fn in_range_answer_counts_lay_out_or_name_the_setting() {
    for trim in ["6x9", "5x8"] {
        for per in 1..=20 {
            let text = format!(
                "trim = \"{trim}\"\n[[section]]\nlevel = \"hard\"\ncount = 40\n[answers]\nper_page = {per}\n"
            );
            let r = book::check(&spec(&text)).unwrap();
            if r.passes() {
                continue;
            }
            // What fails is the answers' size, and the fix names the setting.
            for f in r.findings.iter().filter(|f| f.severity == Severity::Error) {
                let msg = f.to_string();
                assert!(
                    msg.contains("`per_page` in [answers]"),
                    "{trim} answers per_page {per}: {msg}"
                );
            }
        }
    }
}

#[test]
fn long_titles_fit_the_title_page() {
    let words = "Puzzles ".repeat(25);
    let title = &words[..199];
    let text = format!(
        "title = \"{title}\"\nsubtitle = \"{title}\"\nauthor = \"{}\"\n[[section]]\ncount = 2\n",
        &title[..150]
    );
    for template in ["classic", "large-print"] {
        for trim in ["5x8", "6x9"] {
            let s = spec(&format!(
                "template = \"{template}\"\ntrim = \"{trim}\"\n{text}"
            ));
            let r = book::check(&s).unwrap();
            assert!(r.passes(), "{template} {trim}:\n{r}");
        }
    }
}

#[test]
fn check_and_build_agree_on_the_example_size() {
    // The example is laid out at its own size by both: a large-print book of 9x9 grids.
    let s =
        spec("template = \"large-print\"\ntrim = \"8.5x11\"\n[[section]]\nsize = 9\ncount = 1\n");
    let report = book::check(&s).unwrap();
    assert!(report.passes(), "{report}");
    let b = book::build(&s, &|| {}).unwrap();
    assert!(b.report.passes());
    assert_eq!(b.examples[0].puzzle.shape(), b.examples[0].kind.example().0);
}

#[test]
fn new_output_of_every_catalogue_book_builds_with_both_templates() {
    let c = bookmaker::spec::Catalogue::builtin();
    for name in c.names().collect::<Vec<_>>() {
        // A book that sets its template (sudoku-large-print) is tried with the other too.
        let text = c
            .book(name)
            .unwrap()
            .to_toml()
            .replace("template = \"large-print\"", "template = \"classic\"");
        for template in ["classic", "large-print"] {
            let t = text.replace(
                "template = \"classic\"",
                &format!("template = \"{template}\""),
            );
            assert!(t.contains(&format!("template = \"{template}\"")));
            // Variety is tried in large print without its nonograms, for the same reason.
            let t = if template == "large-print" && !common::TOO_BIG_FOR_LARGE_PRINT.contains(&name)
            {
                common::without_kind(&t, "nonogram")
            } else {
                t
            };
            let full = Spec::parse(&t, "new.toml", None).unwrap();
            // Large print cannot hold a 16x16 grid's numbers, nor a 10x10 nonogram's two-digit
            // clues, even one a page on 6x9: the check says so, naming the section and the
            // fix, rather than printing them small.
            if common::TOO_BIG_FOR_LARGE_PRINT.contains(&name) && template == "large-print" {
                let e = book::check(&full).unwrap_err().to_string();
                assert!(
                    e.contains("under template \"large-print\"'s minimum"),
                    "{e}"
                );
                assert!(e.contains("choose a larger `trim`"), "{e}");
                continue;
            }
            let r = book::check(&full).unwrap();
            assert!(r.passes(), "{name} {template}:\n{r}");
            // And really built, smaller.
            let small = spec(&t.replace("count = 100", "count = 3"));
            let b =
                book::build(&small, &|| {}).unwrap_or_else(|e| panic!("{name} {template}: {e}"));
            assert!(b.report.passes());
        }
    }
}

/// A book of two kinds at medium, in `lang`, with its sections named `medium`.
fn two_kinds(lang: &str, medium: &str, trim: &str, template: &str) -> Spec {
    spec(&format!(
        "seed = 5\nlanguage = \"{lang}\"\ntrim = \"{trim}\"\ntemplate = \"{template}\"\n\
         [[section]]\nkind = \"skyscrapers\"\nkey = \"skyscrapers\"\nname = \"{medium}\"\nlevel = \"medium\"\ncount = 4\n\
         [[section]]\nkind = \"calcudoku\"\nkey = \"calcudoku\"\nname = \"{medium}\"\nlevel = \"medium\"\ncount = 4\n\
         [[section]]\nkind = \"futoshiki\"\nkey = \"futoshiki\"\nname = \"{medium}\"\nlevel = \"medium\"\ncount = 4\n"
    ))
}

#[test]
fn headings_break_before_the_kind_never_at_the_dot() {
    // "Techniques you will need: Skyscrapers" / "· Medium" was printed; the break goes
    // after the colon, and the dot never starts or ends a line. (A continued page carries its
    // title as a running head of one line, so not every book breaks a heading: the count is
    // over all.)
    let mut techniques = 0;
    for (lang, medium) in [("en", "Medium"), ("de", "Mittel"), ("pl", "\u{15a}redni")] {
        for (trim, template) in [
            ("6x9", "classic"),
            ("5x8", "classic"),
            ("6x9", "large-print"),
        ] {
            let s = two_kinds(lang, medium, trim, template);
            let doc = book::check_pages(&s).unwrap();
            let plan = bookmaker::plan::Plan::new(&s);
            let heading = s.template.sizes.heading;
            for (i, (page, kind)) in doc.pages.iter().zip(&plan.pages).enumerate() {
                // The heading: the first run of texts at the heading size (large print's grid
                // digits share the size further down the page).
                let at_size =
                    |it: &&Item| matches!(it, Item::Text { size, .. } if *size == heading);
                // A page whose first words (the folio aside) are not at the heading size has no
                // heading: a continued techniques page's title is a running head.
                let headed = page
                    .items
                    .iter()
                    .find(|it| {
                        matches!(it, Item::Text { text, .. }
                            if !text.chars().all(|c| c.is_ascii_digit()))
                    })
                    .is_some_and(|it| at_size(&it));
                let lines: Vec<&str> = page
                    .items
                    .iter()
                    .filter(|_| headed)
                    .skip_while(|it| !at_size(it))
                    .take_while(at_size)
                    .filter_map(|it| match it {
                        Item::Text { text, .. } => Some(text.as_str()),
                        _ => None,
                    })
                    .collect();
                let at = format!("{lang} {trim} {template} page {}: {lines:?}", i + 1);
                for l in &lines {
                    assert!(!l.starts_with('\u{b7}') && !l.ends_with('\u{b7}'), "{at}");
                }
                if let (PageKind::Techniques { .. }, true) = (kind, lines.len() > 1) {
                    techniques += 1;
                    assert!(
                        lines[..lines.len() - 1].iter().any(|l| l.ends_with(':')),
                        "{at}"
                    );
                    // A word alone on the last line only when the line above cannot take it.
                    let (last, above) = (lines[lines.len() - 1], lines[lines.len() - 2]);
                    let font = s.template.fonts.heading.id();
                    assert!(
                        last.contains(' ')
                            || above.ends_with(':')
                            || font.width(&format!("{above} \u{b7} {last}"), heading) > page.live.w,
                        "{at}"
                    );
                }
            }
        }
    }
    assert!(techniques > 0, "no techniques heading broke");
}

/// Every kind at each size it makes up to 9, easy, on three trims: a name, the spec's text,
/// the spec and the plan's own choices.
fn small_grid_plans() -> Vec<(String, String, Spec, bookmaker::plan::Plan)> {
    use bookmaker::kind::{KINDS, Shape};
    let mut out = Vec::new();
    for trim in ["5x8", "6x9", "8.5x11"] {
        for kind in KINDS {
            for n in kind.sizes().filter(|&n| n <= 9) {
                if kind
                    .unsupported(Shape::square(n), bookmaker::solve::Level::Easy)
                    .is_some()
                {
                    continue;
                }
                let text = format!(
                    "trim = \"{trim}\"\n[[section]]\nkind = \"{}\"\nsize = {n}\ncount = 40\n",
                    kind.id()
                );
                let s = spec(&text);
                let p = bookmaker::plan::Plan::new(&s);
                out.push((format!("{trim} {} {n}x{n}", kind.id()), text.clone(), s, p));
            }
        }
    }
    out
}

#[test]
fn several_grids_a_page_are_each_at_least_three_eighths_of_the_width() {
    // Six 4x4 Calcudoku grids of 1.7 in on a 6x9 page, or six 3x3 magic squares, left most of
    // the page white. A page of several grids gives each at least 3/8 of the content width,
    // unless its cells are already the template's largest.
    use bookmaker::layout::{content_area, grid_cell, puzzle_style};
    for (name, _, s, p) in small_grid_plans() {
        let sec = &p.sections[0];
        let k = sec.per_page;
        if k == 1 {
            continue;
        }
        let tpl = &s.template;
        let area = content_area(p.frame(sec.first_page).live, tpl, true, true);
        let style = puzzle_style(tpl);
        let (kind, shape) = (s.sections[0].kind, s.sections[0].size);
        let cell = grid_cell(k, area, kind, shape, tpl.sizes.label, &style);
        let width = cell * kind.extent(shape, &style).w;
        assert!(
            width >= 0.375 * area.w - 0.01 || cell >= style.max_cell - 0.01,
            "{name}: {k} a page, grids {:.2} in of {:.2} in, cells {cell:.1} pt",
            width / 72.0,
            area.w / 72.0
        );
    }
}

#[test]
fn small_answer_grids_fill_their_pages() {
    // Six 4x4 answers at the 20 pt cap left most of a page white: small answer grids take
    // more a page while their cells stay at 4/5 of the cap, and never fewer than before.
    use bookmaker::layout::{answer_style, content_area, grid_cell};
    let mut more = 0;
    for (name, section, s, p) in small_grid_plans() {
        let sec = &p.sections[0];
        let tpl = &s.template;
        let area = content_area(p.frame(sec.answers_page).live, tpl, true, true);
        let style = answer_style(tpl);
        let (kind, shape) = (s.sections[0].kind, s.sections[0].size);
        let at = |k: usize| grid_cell(k, area, kind, shape, tpl.sizes.answer_label, &style);
        let k = sec.answers_per_page;
        if k > tpl.pages.answers_per_page {
            more += 1;
            assert!(
                at(k) >= 0.8 * style.max_cell - 0.01,
                "{name}: {k} answers a page at {:.1} pt cells",
                at(k)
            );
        }
        // A page that could take one more answer at full size takes it.
        if k < 20 && at(k + 1) >= style.max_cell - 0.01 {
            let one_more = spec(&format!("{section}[answers]\nper_page = {}\n", k + 1));
            let fits = book::check(&one_more).map(|r| r.passes()).unwrap_or(false);
            assert!(
                !fits,
                "{name}: {k} answers a page, but {} print at full size",
                k + 1
            );
        }
    }
    assert!(more > 0, "no section took more answers than the template's");
}
