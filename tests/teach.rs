//! The teaching pages, checked on the page model: the worked example's pencilled grid, the
//! techniques pages of harder sections and the hints section.

use bookmaker::book::{self, Book};
use bookmaker::draw::PENCIL;
use bookmaker::kind;
use bookmaker::layout::{hint_step, techniques_used};
use bookmaker::page::{Item, Page};
use bookmaker::plan::PageKind;
use bookmaker::solve::explain::display_name;
use bookmaker::spec::Spec;

fn built(text: &str) -> Book {
    book::build(&Spec::parse(text, "book.toml", None).unwrap(), &|| {}).unwrap()
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

/// A page's text as one string, lines joined by spaces.
fn joined(page: &Page) -> String {
    texts(page).join(" ")
}

const TWO_SECTIONS: &str = "seed = 3\n[[section]]\nname = \"Warm-up\"\ncount = 7\n\
                            [[section]]\nname = \"Tough\"\nlevel = \"hard\"\ncount = 5\n\
                            [answers]\nhints = true\n";

#[test]
fn the_example_grid_shows_its_candidates_part_way() {
    let b = built("[[section]]\ncount = 2\n");
    let ex = &b.examples[0];
    let page = &b.document.pages[b.plan.how_to_play_page];
    let pencilled: Vec<&str> = page
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Text { text, color, .. } if *color == PENCIL => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert!(!pencilled.is_empty(), "no candidates on the solving page");
    // Each pencilled line is candidates of one cell after the shown steps: some cell's
    // candidates, in order, hold it.
    let shown = (1..=ex.steps.len())
        .rev()
        .find(|k| joined(page).contains(&format!("After step {k}")))
        .expect("the part-way grid names its step");
    let marks = &ex.pencil[shown - 1];
    let cells: Vec<String> = marks
        .iter()
        .filter(|m| m.count_ones() > 1)
        .map(|&m| {
            (1..=9u8)
                .filter(|d| m & (1 << (d - 1)) != 0)
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    for line in &pencilled {
        assert!(
            cells.iter().any(|c| c.contains(line)),
            "{line:?} is no cell's candidates: {cells:?}"
        );
    }
    // And the candidates are the solver's after those steps, narrower than at the start.
    let start = kind::candidates_after(&*ex.puzzle, &[]).unwrap();
    let after = &ex.pencil[shown - 1];
    assert!(
        after
            .iter()
            .zip(&start)
            .any(|(a, s)| *a != 0 && a.count_ones() < s.count_ones()),
        "the steps narrowed nothing"
    );
}

#[test]
fn every_puzzle_has_a_hint_from_its_own_solve_on_the_page_the_plan_says() {
    let b = built(TWO_SECTIONS);
    let pages = &b.document.pages;
    assert!(b.plan.hints_page > 0);
    // The contents list the hints at their page.
    let contents = joined(&pages[2]);
    assert!(contents.contains("Hints"), "contents: {contents}");
    let mut index = 0;
    for (s, made) in b.puzzles.iter().enumerate() {
        for (pos, m) in made.iter().enumerate() {
            let g = &m.generated;
            let n = b.plan.sections[s].number_of(pos);
            // The grade the hint comes from is the step solver's from the starting grid.
            assert_eq!(g.puzzle.grade(), g.grade, "puzzle {n}");
            let step = hint_step(&g.grade).unwrap_or_else(|| panic!("puzzle {n} has no hint"));
            assert!(g.grade.steps.contains(step));
            // A step the solver takes: every candidate it removes was still there.
            let k = g.grade.steps.iter().position(|x| x == step).unwrap();
            let before = kind::candidates_after(&*g.puzzle, &g.grade.steps[..k]).unwrap();
            for &(cell, mask) in &step.removed {
                assert_eq!(
                    before[cell] & mask,
                    mask,
                    "puzzle {n}: removes a gone candidate"
                );
            }
            // Past the easiest rung when the solve goes there.
            let easiest = g.grade.steps.iter().map(|s| s.technique.level).min();
            if g.grade.level > easiest.unwrap() {
                assert!(step.technique.level > easiest.unwrap(), "puzzle {n}");
            }
            // On the page the plan gives, beside the puzzle's number.
            let page = b.plan.hint_page_of(index);
            assert!(matches!(b.plan.pages[page - 1], PageKind::Hints { .. }));
            let t = texts(&pages[page - 1]);
            assert!(
                t.contains(&n.to_string().as_str()),
                "puzzle {n} on page {page}"
            );
            let sentence = g.puzzle.plain_in(step, Default::default());
            let first_words: Vec<&str> = sentence.split_whitespace().take(5).collect();
            assert!(
                joined(&pages[page - 1]).contains(&first_words.join(" ")),
                "puzzle {n}: {sentence:?} not on page {page}"
            );
            let tag = format!("({})", display_name(step.technique.name));
            assert!(!sentence.contains(&tag), "no technique name: {sentence}");
            index += 1;
        }
    }
    assert_eq!(index, 12);
    // Hints come before the answers, and the answers' pages moved with them.
    assert!(b.plan.hints_page < b.plan.sections[0].answers_page);
}

#[test]
fn harder_sections_open_with_the_techniques_their_puzzles_used() {
    let b = built(TWO_SECTIONS);
    let pages = &b.document.pages;
    // None for the easy section; pages for the hard one, just before its puzzles.
    assert_eq!(b.plan.sections[0].techniques_page, 0);
    let tp = b.plan.sections[1].techniques_page;
    assert!(tp > 0);
    assert!(matches!(
        b.plan.pages[tp - 1],
        PageKind::Techniques {
            section: 1,
            part: 0
        }
    ));
    assert_eq!(
        b.plan.pages[b.plan.sections[1].first_page - 2],
        PageKind::Techniques {
            section: 1,
            part: 1
        }
    );
    // What the page names is exactly what the section's solves used.
    let mut used: Vec<&str> = b.puzzles[1]
        .iter()
        .flat_map(|m| m.generated.grade.steps.iter().map(|s| s.technique.name))
        .collect();
    used.sort_unstable();
    used.dedup();
    let spec = Spec::parse(TWO_SECTIONS, "book.toml", None).unwrap();
    let refs: Vec<Vec<bookmaker::layout::Entry>> = b
        .puzzles
        .iter()
        .map(|s| {
            s.iter()
                .map(|m| bookmaker::layout::Entry {
                    puzzle: &*m.generated.puzzle,
                    solution: &m.generated.solution,
                    grade: Some(&m.generated.grade),
                })
                .collect()
        })
        .collect();
    let input = bookmaker::layout::Input {
        spec: &spec,
        plan: &b.plan,
        sections: refs,
        examples: &b.examples,
    };
    let mut listed = techniques_used(&input, 1);
    listed.sort_unstable();
    assert_eq!(listed, used);
    let text = format!("{} {}", joined(&pages[tp - 1]), joined(&pages[tp]));
    for name in &used {
        let shown = display_name(name);
        assert!(
            text.to_lowercase().contains(&shown.to_lowercase()),
            "{shown} not on the techniques pages: {text}"
        );
    }
    // No technique the section did not use: the known Latin names not in `used` are absent.
    for other in [
        "x-wing",
        "swordfish",
        "forcing-chain",
        "naked-quad",
        "hidden-quad",
    ] {
        if !used.contains(&other) {
            assert!(
                !text
                    .to_lowercase()
                    .contains(&display_name(other).to_lowercase()),
                "{other} listed but unused"
            );
        }
    }
    // The contents name the page.
    assert!(joined(&pages[2]).contains("techniques you will need"));
}

/// The techniques pages draw the same diagrams in every language: long notes (German) once
/// crowded every picture off the page.
#[test]
fn technique_diagrams_survive_every_language() {
    let mut drawn = Vec::new();
    // Enough hard puzzles to need eight techniques, so that the pages are full.
    let spec = TWO_SECTIONS.replace("count = 5", "count = 40");
    for lang in ["en", "de", "pl"] {
        let b = built(&format!("language = \"{lang}\"\n{spec}"));
        let tp = b.plan.sections[1].techniques_page;
        let shapes = b.document.pages[tp - 1..b.plan.sections[1].first_page - 1]
            .iter()
            .flat_map(|p| &p.items)
            .filter(|i| !matches!(i, Item::Text { .. }))
            .count();
        drawn.push((lang, shapes));
    }
    assert!(drawn[0].1 > 0, "{drawn:?}");
    assert!(drawn.iter().all(|d| d.1 == drawn[0].1), "{drawn:?}");
}

#[test]
fn giant_grids_get_their_technique_notes_without_unreadable_pictures() {
    // A 16x16 drawn small enough for a techniques page would print its numbers under KDP's
    // least size: `build` passing means the preflight found no such text. The notes stay, and
    // the intro speaks of no pictures.
    let b = built(
        "trim = \"8.5x11\"\nseed = 6\n[[section]]\nkind = \"sudoku\"\nname = \"Giant\"\n\
         level = \"hard\"\nsize = 16\ncount = 2\nper_page = 1\n",
    );
    let tp = b.plan.sections[0].techniques_page;
    let text = joined(&b.document.pages[tp - 1]);
    assert!(!text.contains("picture"), "{text}");
    let kind = kind::registry::find("sudoku").unwrap();
    let noted = [
        "pointing",
        "claiming",
        "naked-pair",
        "hidden-pair",
        "naked-triple",
    ]
    .iter()
    .filter_map(|t| kind.technique_note(t, bookmaker::words::Language::En))
    .any(|note| {
        let head: Vec<&str> = note.split(' ').take(4).collect();
        text.contains(&head.join(" "))
    });
    assert!(noted, "{text}");
}
