//! Property tests of every parser on input a user (or a fuzzer) might type: random text and
//! valid input with random edits. No parser panics; an error names the place (the file and
//! line, or the format and field); a puzzle that parses and has an answer is answered
//! correctly. Bounded to a few hundred cases each so that the suite stays quick; the
//! open-ended search is `cargo fuzz` (docs/fuzzing.md).

use bookmaker::futoshiki::Puzzle;
use bookmaker::futoshiki::format::{
    FormatError, parse_any, parse_json, parse_text, parse_unequal, to_json, to_text, to_unequal,
};
use bookmaker::kind::KINDS;
use bookmaker::solve::Level;
use bookmaker::solve::count;
use bookmaker::spec::template::{BUILTIN, Template};
use bookmaker::spec::{Catalogue, Spec};
use proptest::prelude::*;

const CASES: u32 = 256;

/// One random edit of a text: delete, insert or replace a few characters somewhere.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, String),
    Replace(usize, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 1..8usize).prop_map(|(at, n)| Edit::Delete(at, n)),
        (any::<usize>(), "[0-9a-z.<>^v:,\\[\\]{}=\"# \n-]{1,6}")
            .prop_map(|(at, s)| Edit::Insert(at, s)),
        (any::<usize>(), any::<char>()).prop_map(|(at, c)| Edit::Replace(at, c)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let at = |i: usize, len: usize| if len == 0 { 0 } else { i % (len + 1) };
        match e {
            Edit::Delete(i, n) => {
                let a = at(*i, chars.len()).min(chars.len());
                let b = (a + n).min(chars.len());
                chars.drain(a..b);
            }
            Edit::Insert(i, s) => {
                let a = at(*i, chars.len());
                chars.splice(a..a, s.chars());
            }
            Edit::Replace(i, c) => {
                if !chars.is_empty() {
                    let a = *i % chars.len();
                    chars[a] = *c;
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// A random well-formed puzzle: a Latin square's clues and signs, some kept.
fn puzzle() -> impl Strategy<Value = Puzzle> {
    (4usize..=9, any::<u64>(), 0.0..1.0f64, 0.0..1.0f64).prop_map(|(n, seed, keep, signs)| {
        use rand::RngExt;
        let mut rng = bookmaker::seed::rng(seed);
        let square = bookmaker::latin::random::latin_square(n, &mut rng);
        let givens = square
            .iter()
            .map(|&d| if rng.random_bool(keep) { d } else { 0 })
            .collect();
        let all = Puzzle::all_signs(n, &square).signs().to_vec();
        let kept = all.into_iter().filter(|_| rng.random_bool(signs)).collect();
        Puzzle::new(n, givens, kept).unwrap()
    })
}

/// An answer that satisfies the puzzle, checked from the rules: a Latin square holding the
/// givens and every sign.
fn satisfies(p: &Puzzle, answer: &[u8]) -> bool {
    let n = p.order();
    let latin = (0..n).all(|i| {
        let mut row: Vec<u8> = (0..n).map(|j| answer[i * n + j]).collect();
        let mut col: Vec<u8> = (0..n).map(|j| answer[j * n + i]).collect();
        row.sort_unstable();
        col.sort_unstable();
        let want: Vec<u8> = (1..=n as u8).collect();
        row == want && col == want
    });
    let givens = p
        .givens()
        .iter()
        .zip(answer)
        .all(|(&g, &a)| g == 0 || g == a);
    let signs = p
        .signs()
        .iter()
        .all(|s| answer[s.less as usize] < answer[s.greater as usize]);
    answer.len() == n * n && latin && givens && signs
}

/// What must hold of any parse: an error says where, a puzzle's answer fits it.
fn check_puzzle_result(input: &str, got: Result<Puzzle, FormatError>) -> Result<(), TestCaseError> {
    match got {
        Ok(p) => {
            // Counting an almost empty 9x9 is quick (two answers stop it); a contradictory
            // large grid may not be, so the answer check keeps to small grids.
            if p.order() <= 6
                && let Ok(counted) = count::solve(&p, 2)
                && let Some(answer) = counted.solution
            {
                prop_assert!(satisfies(&p, &answer), "{input:?}: answer {answer:?}");
            }
        }
        Err(e) => {
            let msg = e.to_string();
            let placed = match &e {
                FormatError::Empty => true,
                FormatError::At { line, column, .. } => {
                    *line >= 1 && *line <= input.lines().count().max(1) && *column >= 1
                }
                FormatError::Line { line, .. } => *line >= 1 && *line <= input.lines().count(),
                FormatError::Unequal(m) => !m.is_empty(),
                FormatError::Json(m) => !m.is_empty(),
                FormatError::Puzzle(_) => !msg.is_empty(),
            };
            prop_assert!(placed, "{input:?}: {msg}");
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn text_grids(p in puzzle(), edits in prop::collection::vec(edit(), 0..4)) {
        let input = apply(&to_text(&p), &edits);
        check_puzzle_result(&input, parse_text(&input))?;
        if edits.is_empty() {
            prop_assert_eq!(parse_text(&input), Ok(p));
        }
    }

    #[test]
    fn unequal_ids(p in puzzle(), edits in prop::collection::vec(edit(), 0..4)) {
        let input = apply(&to_unequal(&p, Level::Hard), &edits);
        check_puzzle_result(&input, parse_unequal(&input))?;
    }

    #[test]
    fn json_objects(p in puzzle(), edits in prop::collection::vec(edit(), 0..4)) {
        let input = apply(&to_json(&p), &edits);
        check_puzzle_result(&input, parse_json(&input))?;
    }

    #[test]
    fn any_text(input in "\\PC{0,300}") {
        check_puzzle_result(&input, parse_any(&input))?;
    }

    #[test]
    fn grid_like_text(input in "[1-9. <>^v#\n]{0,200}") {
        check_puzzle_result(&input, parse_text(&input))?;
    }

    #[test]
    fn specs(edits in prop::collection::vec(edit(), 0..4), book in 0usize..4) {
        let catalogue = Catalogue::builtin();
        let name = catalogue.names().nth(book).unwrap_or("easy").to_string();
        let base = catalogue.book(&name).unwrap().to_toml();
        let input = apply(&base, &edits);
        match Spec::parse(&input, "fuzz.toml", None) {
            Ok(spec) => {
                // What parses writes back out as the same book.
                let again = Spec::parse(&spec.to_toml(), "again.toml", None);
                prop_assert!(again.is_ok(), "{input}\n{:?}", again.err());
            }
            Err(e) => {
                prop_assert_eq!(&e.file, "fuzz.toml");
                prop_assert!(e.to_string().starts_with("fuzz.toml:"));
                if let Some((line, col)) = e.at {
                    prop_assert!(line >= 1 && line <= input.lines().count() + 1, "{e}");
                    prop_assert!(col >= 1, "{e}");
                }
            }
        }
    }

    #[test]
    fn catalogues(input in "[a-z_=\"\\[\\]0-9 \n.#]{0,300}") {
        if let Err(e) = Catalogue::parse(&input, "books.toml", None) {
            prop_assert!(e.to_string().starts_with("books.toml"), "{e}");
        }
    }

    #[test]
    fn templates(edits in prop::collection::vec(edit(), 0..4), which in 0usize..BUILTIN.len()) {
        let input = apply(BUILTIN[which].1, &edits);
        if let Err(e) = Template::parse(&input, "t.toml", "t") {
            prop_assert_eq!(&e.file, "t.toml");
            if let Some((line, _)) = e.at {
                prop_assert!(line >= 1 && line <= input.lines().count() + 1, "{e}");
            }
        }
    }

    /// Every registered kind's own formats, through the registry as `solve` reads them: a
    /// kind's stand-in grid written as text, game ID or JSON, edited, read back.
    #[test]
    fn every_kind(which in any::<usize>(), size in any::<usize>(), format in 0usize..3,
                  edits in prop::collection::vec(edit(), 0..4)) {
        let kind = KINDS[which % KINDS.len()];
        // Sizes the kind makes (Sudoku's range has gaps: 4, 6, 9).
        let sizes: Vec<bookmaker::kind::Shape> = kind
            .sizes()
            .map(bookmaker::kind::Shape::square)
            .filter(|&s| kind.unsupported(s, kind.levels()[0]).is_none())
            .collect();
        let size = sizes[size % sizes.len()];
        let (p, _) = kind.stand_in(size);
        let written = match format {
            0 => p.to_text(),
            1 => p.game_id(Level::Hard).unwrap_or_else(|| p.to_text()),
            _ => p.to_json().to_string(),
        };
        let input = apply(&written, &edits);
        match kind.parse(&input) {
            Ok(q) => {
                if let Ok(counted) = q.count(2)
                    && let Some(answer) = counted.solution
                {
                    prop_assert!(q.accepts(&answer), "{}: {input:?}", kind.id());
                }
            }
            Err(e) => prop_assert!(!e.to_string().is_empty(), "{}: {input:?}", kind.id()),
        }
        if edits.is_empty() {
            let back = kind.parse(&written);
            prop_assert!(back.is_ok(), "{}: {written:?}: {:?}", kind.id(), back.err());
        }
    }
}
