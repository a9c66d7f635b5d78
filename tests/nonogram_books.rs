//! Nonogram books never print the same picture twice: not turned, flipped or with a few cells
//! changed (`Puzzle::answer_alike`, the rule in docs/nonogram.md), whatever the thread count.

use bookmaker::book::{Made, make_puzzles};
use bookmaker::generate::generate;
use bookmaker::nonogram::picture::{APART_PERCENT, cells_apart};
use bookmaker::plan::Plan;
use bookmaker::spec::{Catalogue, Spec};

/// A picture: width, height, cells.
type Answer = (usize, usize, Vec<u8>);

/// Pairs of answers (by index) that differ in fewer than the rule's share of cells after the
/// best turn or flip.
fn alike_pairs(answers: &[Answer]) -> Vec<(usize, usize, usize)> {
    let mut out = Vec::new();
    for (i, (aw, ah, a)) in answers.iter().enumerate() {
        for (j, (bw, bh, b)) in answers.iter().enumerate().skip(i + 1) {
            if let Some(d) = cells_apart(*aw, *ah, a, *bw, *bh, b)
                && d * 100 < APART_PERCENT * aw * ah
            {
                out.push((i, j, d));
            }
        }
    }
    out
}

fn answers(made: &[Vec<Made>]) -> Vec<Answer> {
    made.iter()
        .flatten()
        .map(|m| {
            let s = m.generated.puzzle.shape();
            (s.width, s.height, m.generated.solution.clone())
        })
        .collect()
}

/// The plan's puzzles as drawn from their addresses alone, before the book redraws any.
fn drawn(plan: &Plan) -> Vec<Answer> {
    plan.slots
        .iter()
        .map(|s| {
            let g = generate(s.kind, s.shape, s.level, &s.address).unwrap();
            (s.shape.width, s.shape.height, g.solution)
        })
        .collect()
}

fn made_on(plan: &Plan, threads: usize) -> Vec<Vec<Made>> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
        .install(|| make_puzzles(plan, &|| {}).unwrap())
}

#[test]
fn the_catalogue_nonogram_book_holds_no_two_alike_pictures_on_any_thread_count() {
    let spec = Catalogue::builtin().book("nonogram-easy").unwrap();
    let plan = Plan::new(&spec);
    // Straight from their addresses, its easy 10x10 pictures repeat hearts and houses.
    let before = alike_pairs(&drawn(&plan));
    assert!(
        before.len() > 50,
        "the sample must hold near copies: {before:?}"
    );
    let one = made_on(&plan, 1);
    let got = answers(&one);
    assert_eq!(got.len(), spec.puzzle_count());
    assert_eq!(alike_pairs(&got), vec![]);
    let two = answers(&made_on(&plan, 2));
    assert_eq!(got, two, "1 and 2 threads make the same book");
}

#[test]
fn sections_of_other_seeds_sizes_and_levels_never_share_a_picture() {
    // Across sections too: a 12x10 and a 10x12 are compared turned.
    for seed in [1, 7] {
        let text = format!(
            "seed = {seed}\n\
             [[section]]\nkind = \"nonogram\"\nlevel = \"easy\"\nsize = 10\ncount = 60\n\
             [[section]]\nkind = \"nonogram\"\nlevel = \"medium\"\nsize = 10\ncount = 20\n\
             [[section]]\nkind = \"nonogram\"\nlevel = \"easy\"\nsize = \"12x10\"\ncount = 15\nkey = \"wide\"\n\
             [[section]]\nkind = \"nonogram\"\nlevel = \"easy\"\nsize = \"10x12\"\ncount = 15\nkey = \"tall\"\n"
        );
        let spec = Spec::parse(&text, "t.toml", None).unwrap();
        let plan = Plan::new(&spec);
        let got = answers(&made_on(&plan, 2));
        assert_eq!(got.len(), 110);
        assert_eq!(alike_pairs(&got), vec![], "seed {seed}");
    }
}

/// A nonogram section of `size` on 8.5x11, `count` puzzles, in `template`.
fn big(size: usize, template: &str) -> Spec {
    let text = format!(
        "title = \"Big\"\ntrim = \"8.5x11\"\ntemplate = \"{template}\"\n[[section]]\nname = \"Big\"\n\
         kind = \"nonogram\"\nsize = {size}\nlevel = \"easy\"\ncount = 2\n"
    );
    Spec::parse(&text, "book.toml", None).unwrap()
}

/// The numbers printed on the book's pages (page numbers and labels aside): every clue.
fn number_sizes<'a>(pages: impl Iterator<Item = &'a bookmaker::page::Page>) -> Vec<f32> {
    pages
        .flat_map(|p| &p.items)
        .filter_map(|i| match i {
            bookmaker::page::Item::Text { text, size, .. }
                if text.chars().all(|c| c.is_ascii_digit()) =>
            {
                Some(*size)
            }
            _ => None,
        })
        .collect()
}

/// 30x30 and 40x40 nonograms print one a page on 8.5x11 in the classic template: their
/// clues stand beside the grid, held to `grid.min_clue`, not to the in-cell `grid.min_digit`.
#[test]
fn large_nonograms_print_one_a_page_on_letter_and_pass_the_preflight() {
    for size in [30, 40] {
        let s = big(size, "classic");
        assert!(s.template.min_clue() < s.template.grid.min_digit);
        let report = bookmaker::book::check(&s).unwrap();
        assert!(report.passes(), "{size}x{size}:\n{report}");
        let book = bookmaker::book::build(&s, &|| {}).unwrap();
        assert!(book.report.passes(), "{size}x{size}:\n{}", book.report);
        let sizes = number_sizes(book.document.pages.iter());
        assert!(!sizes.is_empty());
        let least = sizes.iter().copied().fold(f32::MAX, f32::min);
        assert!(least + 1e-3 >= s.template.min_clue(), "{size}: {least} pt");
    }
}

/// The floor holds: a template whose `grid.min_clue` a 40x40 grid cannot reach on letter is
/// refused naming the key and a size that fits; one it can reach prints no clue under it.
#[test]
fn no_clue_prints_under_min_clue() {
    let mut s = big(30, "classic");
    s.template.grid.min_clue = Some(9.0);
    let book = bookmaker::book::build(&s, &|| {}).unwrap();
    let least = number_sizes(book.document.pages.iter())
        .into_iter()
        .fold(f32::MAX, f32::min);
    // Answer grids are held to KDP's 7 pt; puzzle pages to the template's 9.
    assert!(least + 1e-3 >= 7.0, "{least}");
    let puzzle_pages = book
        .plan
        .pages
        .iter()
        .zip(&book.document.pages)
        .filter(|(k, _)| matches!(k, bookmaker::plan::PageKind::Puzzles { .. }))
        .map(|(_, p)| p);
    let sizes = number_sizes(puzzle_pages);
    assert!(!sizes.is_empty());
    let least = sizes.into_iter().fold(f32::MAX, f32::min);
    assert!(least + 1e-3 >= 9.0, "{least}");

    let mut s = big(40, "classic");
    s.template.grid.min_clue = Some(9.0);
    let e = bookmaker::book::check(&s).unwrap_err().to_string();
    assert!(
        e.contains("clue numbers") && e.contains("`grid.min_clue`"),
        "{e}"
    );
    assert!(e.contains("(now 40; ") && e.contains(" fits)"), "{e}");
}

/// Large print keeps its large floor beside the grid too: a 30x30 nonogram is refused with
/// the fixes named.
#[test]
fn large_print_refuses_a_large_nonogram_with_the_fix() {
    let s = big(30, "large-print");
    assert!(s.template.min_clue() >= 24.0);
    let e = bookmaker::book::check(&s).unwrap_err();
    assert!(e.is_input());
    let msg = e.to_string();
    assert!(
        msg.contains("clue numbers") && msg.contains("minimum of 24 pt"),
        "{msg}"
    );
    assert!(
        msg.contains("larger `trim`") && msg.contains("smaller `size`") && msg.contains("fits"),
        "{msg}"
    );
}
