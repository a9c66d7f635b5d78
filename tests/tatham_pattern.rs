//! Answers and grades against Simon Tatham's Pattern on puzzles held out from this repository:
//! his generator makes them here, at test time, and our step solver grades them. His
//! generator keeps only grids his line solver finishes (every placement of a line, one line
//! at a time, no trial and error), so on every puzzle our ladder must finish without
//! contradictions (easy or medium, never hard, never guessing), its replayed answer must be
//! the one our exact counter finds alone, and that answer must keep every clue of his ID, as
//! read here apart from our parser.
//!
//! Needs `/usr/games/sgt-pattern` (Debian's `sgt-puzzles`; `.ci/run` installs it).

use bookmaker::kind::find;
use bookmaker::nonogram::{format, solve};
use bookmaker::solve::Level;
use std::process::Command;

const PATTERN: &str = "/usr/games/sgt-pattern";

/// Sizes (width, height) and puzzles of each: the kind's default 15x15 most, then the easy
/// books' 10x10, a rectangle and a large square.
const SIZES: [(usize, usize, usize); 4] = [(15, 15, 60), (10, 10, 20), (20, 15, 10), (25, 25, 5)];

/// `count` game IDs from his generator at `w`x`h`; the seed in the parameters (`#...`)
/// makes the run repeatable.
fn generate(w: usize, h: usize, count: usize) -> Vec<String> {
    let params = format!("{w}x{h}#bookmaker-{w}x{h}");
    let out = Command::new(PATTERN)
        .args(["--generate", &count.to_string(), &params])
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {PATTERN} ({e}): install Debian's sgt-puzzles \
                 (apt-get install sgt-puzzles), as .ci/run does"
            )
        });
    assert!(
        out.status.success(),
        "{PATTERN} --generate {count} {params} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ids: Vec<String> = String::from_utf8(out.stdout)
        .expect("game IDs are ASCII")
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(
        ids.len(),
        count,
        "{PATTERN} printed {count} IDs for {params}"
    );
    ids
}

/// The clues of a Pattern ID, read apart from our parser: `WxH:` then W column clues and H
/// row clues separated by `/`, runs joined by `.`, an empty line `0` or nothing.
fn read_id(id: &str) -> (usize, usize, Vec<Vec<usize>>, Vec<Vec<usize>>) {
    let (params, desc) = id.split_once(':').expect("PARAMS:DESC");
    let (w, h) = params.split_once('x').expect("WxH");
    let (w, h): (usize, usize) = (w.parse().unwrap(), h.parse().unwrap());
    let clues: Vec<Vec<usize>> = desc
        .split('/')
        .map(|f| {
            f.split('.')
                .filter(|r| !r.is_empty())
                .map(|r| r.parse().unwrap())
                .filter(|&r| r > 0)
                .collect()
        })
        .collect();
    assert_eq!(clues.len(), w + h, "{id}: one clue per line");
    let (cols, rows) = clues.split_at(w);
    (w, h, cols.to_vec(), rows.to_vec())
}

/// The runs of filled cells along a line.
fn runs(line: impl Iterator<Item = u8>) -> Vec<usize> {
    let mut out = vec![];
    let mut run = 0;
    for v in line.chain(std::iter::once(0)) {
        if v == 1 {
            run += 1;
        } else if run > 0 {
            out.push(run);
            run = 0;
        }
    }
    out
}

#[test]
fn our_solver_finishes_tatham_pattern_puzzles_by_line_logic_with_his_answer() {
    let kind = find("nonogram").unwrap();
    let mut report = vec![];
    for (w, h, count) in SIZES {
        let mut tally = [0usize; 4]; // easy, medium, hard, guessing
        for id in generate(w, h, count) {
            let ours = format::parse_id(&id)
                .unwrap_or_else(|e| panic!("our Pattern reader refuses {id}: {e}"));
            assert_eq!((ours.width(), ours.height()), (w, h), "{id}");
            // The same through the kind's reader, as `solve` reads it.
            let p = kind.parse(&id).unwrap();
            let counted = p.count(2).expect("the counter answers within its budget");
            assert_eq!(counted.count, 1, "{id}: exactly one answer");
            let answer = counted.solution.expect("one answer");

            let (_, _, cols, rows) = read_id(&id);
            for (r, clue) in rows.iter().enumerate() {
                assert_eq!(
                    &runs((0..w).map(|c| answer[r * w + c])),
                    clue,
                    "{id}: row {}",
                    r + 1
                );
            }
            for (c, clue) in cols.iter().enumerate() {
                assert_eq!(
                    &runs((0..h).map(|r| answer[r * w + c])),
                    clue,
                    "{id}: column {}",
                    c + 1
                );
            }

            let grade = p.grade();
            tally[match grade.level {
                Level::Easy => 0,
                Level::Medium => 1,
                Level::Guessing => 3,
                _ => 2,
            }] += 1;
            assert!(
                matches!(grade.level, Level::Easy | Level::Medium),
                "{id}: his line solver finishes it, ours graded it {}",
                grade.level
            );
            assert_eq!(
                solve::replay(&ours, &grade.steps),
                answer,
                "{id}: the steps reach another answer than the counter's"
            );
            // Every step decides something: a solve that only names lines is no proof.
            assert!(
                grade
                    .steps
                    .iter()
                    .all(|s| !s.placed.is_empty() || !s.removed.is_empty()),
                "{id}: an empty step"
            );
        }
        report.push(format!(
            "{w}x{h}: {count} puzzles; ours easy {} medium {} hard {} guessing {}",
            tally[0], tally[1], tally[2], tally[3]
        ));
    }
    eprintln!("{}", report.join("\n"));
}
