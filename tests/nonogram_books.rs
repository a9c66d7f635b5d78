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
