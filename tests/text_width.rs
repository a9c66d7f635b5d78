//! Every kind's plain text format fits an 80-column terminal: the puzzle and its answer, at
//! every size the kind makes, with every kind of clue shown (the kinds' stand-ins), and as
//! `generate --format text` prints them.

mod common;

use bookmaker::kind::KINDS;

const COLUMNS: usize = 80;

fn widest(text: &str) -> (usize, String) {
    text.lines()
        .map(|l| (l.chars().count(), l.to_string()))
        .max()
        .unwrap_or_default()
}

#[test]
fn every_kinds_text_fits_80_columns() {
    for kind in KINDS {
        for size in kind.sizes().map(bookmaker::kind::Shape::square) {
            if kind
                .levels()
                .iter()
                .all(|&l| kind.unsupported(size, l).is_some())
            {
                continue;
            }
            let (puzzle, solution) = kind.stand_in(size);
            for text in [puzzle.to_text(), puzzle.to_text_filled(&solution)] {
                let (w, line) = widest(&text);
                assert!(
                    w <= COLUMNS,
                    "{} {}: {w} columns: {line}",
                    kind.id(),
                    size.grid()
                );
                // Tabs would make the width depend on the terminal.
                assert!(!text.contains('\t'), "{}", kind.id());
            }
        }
    }
}

#[test]
fn generate_prints_within_80_columns() {
    let dir = tempfile::tempdir().unwrap();
    for kind in KINDS {
        let size = bookmaker::kind::Shape::square(*kind.sizes().end());
        let Some(&level) = kind
            .levels()
            .iter()
            .find(|&&l| kind.unsupported(size, l).is_none())
        else {
            continue;
        };
        let o = common::run(
            &[
                "generate",
                "--kind",
                kind.id(),
                "--size",
                &size.to_string(),
                "--level",
                level.name(),
            ],
            dir.path(),
        );
        assert!(o.status.success(), "{}: {}", kind.id(), common::stderr(&o));
        let out = String::from_utf8(o.stdout).unwrap();
        let (w, line) = widest(&out);
        assert!(w <= COLUMNS, "{}: {w} columns: {line}", kind.id());
    }
}
