//! The exchange formats through the public API, as the CLI and other tools use them.

use bookmaker::futoshiki::format::{
    FormatError, parse_any, parse_json, parse_text, parse_unequal, to_json, to_text, to_unequal,
};
use bookmaker::futoshiki::{Puzzle, Sign};
use bookmaker::latin::random::latin_square;
use bookmaker::solve::Level;
use bookmaker::solve::count::count;
use rand::RngExt;

/// Random clues of a random square, of every order.
fn random_puzzles(k: usize, seed: u64) -> Vec<Puzzle> {
    let mut rng = bookmaker::seed::rng(seed);
    (0..k)
        .map(|i| {
            let n = 4 + i % 6;
            let square = latin_square(n, &mut rng);
            let givens = square
                .iter()
                .map(|&d| if rng.random_bool(0.3) { d } else { 0 })
                .collect();
            let signs: Vec<Sign> = Puzzle::all_signs(n, &square)
                .signs()
                .iter()
                .copied()
                .filter(|_| rng.random_bool(0.4))
                .collect();
            Puzzle::new(n, givens, signs).unwrap()
        })
        .collect()
}

#[test]
fn formats_convert_into_each_other_losslessly() {
    for p in random_puzzles(300, 21) {
        let via_text = parse_text(&to_text(&p)).unwrap();
        let via_unequal = parse_unequal(&to_unequal(&via_text, Level::Medium)).unwrap();
        let via_json = parse_json(&to_json(&via_unequal)).unwrap();
        assert_eq!(via_json, p);
        for written in [to_text(&p), to_unequal(&p, Level::Hard), to_json(&p)] {
            assert_eq!(parse_any(&written), Ok(p.clone()));
        }
    }
}

fn message(input: &str) -> String {
    parse_any(input).unwrap_err().to_string()
}

#[test]
fn bad_input_gets_a_clear_message() {
    let zeros = |k: usize| vec!["0"; k].join(",");
    // Bad characters.
    assert_eq!(
        message(". . . .\n. ? . .\n. . . .\n. . . .\n"),
        "line 2, column 3: expected a digit 1-4, '.', '<' or '>', found '?'"
    );
    // Wrong sizes.
    assert!(message(&". ".repeat(10)).contains("the first row has 10 cells"));
    assert!(message(&format!("10de:{}", zeros(100))).contains("order 10 is out of range"));
    assert!(
        message(&format!(r#"{{"size":3,"givens":[{}]}}"#, zeros(9)))
            .contains("size 3 is out of range")
    );
    // Ragged rows.
    assert_eq!(
        message(". . . .\n. . . . .\n. . . .\n. . . .\n"),
        "line 2: expected 4 cells, as in the first row (line 1), found 5"
    );
    // Signs off the grid.
    assert!(message(&format!("4de:0U,{}", zeros(15))).contains("'U' points off the grid"));
    assert!(
        message(&format!(
            r#"{{"size":4,"givens":[{}],"signs":[{{"less":[3,3],"greater":[4,3]}}]}}"#,
            zeros(16)
        ))
        .contains("off the 4x4 grid")
    );
    // The Adjacent variant is another puzzle.
    assert!(message(&format!("4ae:{}", zeros(16))).contains("Adjacent variant"));
    assert_eq!(parse_any("\n\n"), Err(FormatError::Empty));
}

#[test]
fn contradictory_clues_are_not_a_format_error() {
    // 4 < 1 on the first two cells: well formed, and no answer.
    let p = parse_any("4 < 1 . .\n. . . .\n. . . .\n. . . .\n").unwrap();
    assert_eq!(count(&p, 2), Ok(0));
    let p = parse_any(&format!("4de:1,1,{}", vec!["0"; 14].join(","))).unwrap();
    assert_eq!(count(&p, 2), Ok(0));
}
