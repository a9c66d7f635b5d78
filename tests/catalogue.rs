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
    assert!(books >= 4, "the catalogue has its books");
}
