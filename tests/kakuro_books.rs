//! Kakuro books as a user asks for them: a German book with a section at each level builds,
//! passes the whole preflight, and every puzzle in it has one answer by the exact counter and
//! exactly the level its section asked for.

use bookmaker::solve::Level;
use bookmaker::spec::Spec;

#[test]
fn a_german_kakuro_book_at_every_level_is_unique_graded_and_passes_preflight() {
    let text = "title = \"Kakuro\"\nauthor = \"A. Autor\"\nseed = 24\nlanguage = \"de\"\n\
                [[section]]\nkey = \"e\"\nkind = \"kakuro\"\nlevel = \"easy\"\ncount = 3\n\
                [[section]]\nkey = \"m\"\nkind = \"kakuro\"\nlevel = \"medium\"\nsize = 6\ncount = 1\n\
                [[section]]\nkey = \"h\"\nkind = \"kakuro\"\nlevel = \"hard\"\nsize = \"8x7\"\ncount = 1\n\
                [answers]\nhints = true\n";
    let spec = Spec::parse(text, "kakuro.toml", None).unwrap();
    let book = bookmaker::book::build(&spec, &|| {}).unwrap();
    assert!(book.report.passes(), "{}", book.report);
    let levels = [Level::Easy, Level::Medium, Level::Hard];
    assert_eq!(book.puzzles.len(), levels.len());
    for (made, level) in book.puzzles.iter().zip(levels) {
        assert!(!made.is_empty());
        for m in made {
            let g = &m.generated;
            let counted = g.puzzle.count(2).unwrap();
            assert_eq!(counted.count, 1, "{level}: {}", g.puzzle.to_text());
            assert_eq!(g.grade.level, level, "{}", g.puzzle.to_text());
            assert!(g.puzzle.accepts(&g.solution));
            // What the JSON record says reads back as the same puzzle.
            let json = g.puzzle.to_json().to_string();
            let again = g.puzzle.kind().parse(&json).unwrap();
            assert_eq!(again.key(), g.puzzle.key());
        }
    }
    // The 8x7 section keeps its shape (wider than high).
    let s = book.puzzles[2][0].generated.puzzle.shape();
    assert_eq!((s.width, s.height), (8, 7));
}
