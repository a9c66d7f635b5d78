//! The catalogue of ready books: every book builds its puzzles, and no puzzle is printed in two
//! books (each book has its own seed; `mixed` once reprinted `easy`, `medium` and `hard`).

use bookmaker::book::make_puzzles;
use bookmaker::plan::Plan;
use bookmaker::spec::Catalogue;
use std::collections::BTreeMap;

#[test]
fn no_puzzle_is_in_two_catalogue_books() {
    let catalogue = Catalogue::builtin();
    // Each puzzle's key, with the first book that printed it.
    let mut seen: BTreeMap<Vec<u8>, String> = BTreeMap::new();
    let mut books = 0;
    for name in catalogue.names().map(String::from).collect::<Vec<_>>() {
        let spec = catalogue.book(&name).unwrap();
        let plan = Plan::new(&spec);
        assert!(plan.report.passes(), "{name}: {}", plan.report);
        let made = make_puzzles(&plan, &|| {}).unwrap();
        for m in made.iter().flatten() {
            let key = m.generated.puzzle.key();
            if let Some(other) = seen.get(&key)
                && *other != name
            {
                panic!("{name} and {other} share a puzzle");
            }
            seen.insert(key, name.clone());
        }
        books += 1;
    }
    // The variety book, with every kind it mixes, passes the whole KDP preflight.
    let spec = catalogue.book("variety").unwrap();
    let kinds: std::collections::BTreeSet<_> = spec.sections.iter().map(|s| s.kind.id()).collect();
    assert!(kinds.len() >= 2, "{kinds:?}");
    let book = bookmaker::book::build(&spec, &|| {}).unwrap();
    assert!(book.report.passes(), "{}", book.report);
    assert_eq!(
        book.examples.len(),
        kinds.len(),
        "one how-to-play example per kind"
    );
    assert!(books >= 4, "the catalogue has its books");
}

/// A magic square turned or flipped is the same answer to a reader: the 3x3 squares of the
/// magic book once were all the one Lo Shu square (puzzles 1 and 2 shared 618753294).
#[test]
fn magic_answers_differ_even_turned_or_flipped() {
    let catalogue = Catalogue::builtin();
    for name in ["magic-squares", "variety"] {
        let spec = catalogue.book(name).unwrap();
        let plan = Plan::new(&spec);
        let made = make_puzzles(&plan, &|| {}).unwrap();
        let mut seen: BTreeMap<Vec<u8>, usize> = BTreeMap::new();
        let mut squares = 0;
        for (i, m) in made.iter().flatten().enumerate() {
            let g = &m.generated;
            if g.puzzle.kind().id() != "magic" {
                continue;
            }
            squares += 1;
            let n = g.puzzle.shape().width;
            let form = eight_forms(n, &g.solution).into_iter().min().unwrap();
            if let Some(j) = seen.insert(form, i) {
                panic!("{name}: puzzles {j} and {i} share an answer up to turning and flipping");
            }
        }
        assert!(squares >= 20, "{name}: {squares} magic squares");
    }
}

/// A grid's eight turns and flips, row-major.
fn eight_forms(n: usize, g: &[u8]) -> Vec<Vec<u8>> {
    let turn =
        |g: &[u8]| -> Vec<u8> { (0..n * n).map(|i| g[(n - 1 - i % n) * n + i / n]).collect() };
    let flip =
        |g: &[u8]| -> Vec<u8> { (0..n * n).map(|i| g[(i / n) * n + n - 1 - i % n]).collect() };
    let mut out = Vec::new();
    let mut cur = g.to_vec();
    for _ in 0..4 {
        out.push(flip(&cur));
        out.push(cur.clone());
        cur = turn(&cur);
    }
    out
}
