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
