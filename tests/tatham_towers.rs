//! Grades against Simon Tatham's Towers on puzzles held out from this repository: his
//! generator makes them here, at test time, at each of his levels, and our ladder grades them.
//! His Easy must be our easy, his Hard our medium, his Extreme our hard and his Unreasonable
//! our hard or guessing, on at least 90 % of each level; and on every puzzle our counter must
//! find exactly one answer, one that keeps every clue and given of his ID.
//!
//! Needs `/usr/games/sgt-towers` (Debian's `sgt-puzzles`; `.ci/run` installs it).

use bookmaker::kind::find;
use bookmaker::solve::Level;
use std::process::Command;

const TOWERS: &str = "/usr/games/sgt-towers";
/// Puzzles per size and level; two sizes, so twice this many per level.
const PER_SIZE: usize = 25;
const SIZES: [usize; 2] = [5, 6];

/// His level letters with his names and the grades of ours that match.
const LEVELS: [(char, &str, &[Level]); 4] = [
    ('e', "Easy", &[Level::Easy]),
    ('h', "Hard", &[Level::Medium]),
    ('x', "Extreme", &[Level::Hard]),
    ('u', "Unreasonable", &[Level::Hard, Level::Guessing]),
];

/// `count` game IDs from his generator at `size` and level `letter`; the seed in the
/// parameters (`#...`) makes the run repeatable.
fn generate(size: usize, letter: char, count: usize) -> Vec<String> {
    let params = format!("{size}d{letter}#bookmaker-{size}{letter}");
    let out = Command::new(TOWERS)
        .args(["--generate", &count.to_string(), &params])
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {TOWERS} ({e}): install Debian's sgt-puzzles \
                 (apt-get install sgt-puzzles), as .ci/run does"
            )
        });
    assert!(
        out.status.success(),
        "{TOWERS} --generate {count} {params} failed: {}",
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
        "{TOWERS} printed {count} IDs for {params}"
    );
    ids
}

/// The clues and givens of a Towers ID, read here apart from our parser so that the answer is
/// checked against the ID itself: `<n>:<4n clue fields>[,<givens>]`.
fn read_id(id: &str) -> (usize, Vec<u8>, Vec<u8>) {
    let (params, desc) = id.split_once(':').expect("PARAMS:DESC");
    let n: usize = params.parse().expect("his printed ID has the bare size");
    let (clues, givens) = desc.split_once(',').unwrap_or((desc, ""));
    let clues: Vec<u8> = clues
        .split('/')
        .map(|f| if f.is_empty() { 0 } else { f.parse().unwrap() })
        .collect();
    assert_eq!(clues.len(), 4 * n);
    let mut grid = vec![];
    let mut chars = givens.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            'a'..='z' => grid.extend(std::iter::repeat_n(0, c as usize - 'a' as usize + 1)),
            '_' => {}
            _ => {
                let mut v = c.to_digit(10).unwrap();
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    v = v * 10 + d;
                    chars.next();
                }
                grid.push(v as u8);
            }
        }
    }
    grid.resize(n * n, 0);
    (n, clues, grid)
}

/// True when `answer` is a Latin square that keeps `givens` and every clue, clues in Towers
/// order (top, bottom, left, right edges).
fn keeps(n: usize, clues: &[u8], givens: &[u8], answer: &[u8]) -> bool {
    let latin = (0..n).all(|i| {
        let row: u32 = (0..n).map(|j| 1 << answer[i * n + j]).sum();
        let col: u32 = (0..n).map(|j| 1 << answer[j * n + i]).sum();
        row == col && row == ((1 << (n + 1)) - 2)
    });
    let given = givens.iter().zip(answer).all(|(&g, &a)| g == 0 || g == a);
    let seen = |i: usize| {
        let k = i % n;
        let cell = |d: usize| match i / n {
            0 => d * n + k,
            1 => (n - 1 - d) * n + k,
            2 => k * n + d,
            _ => k * n + (n - 1 - d),
        };
        let mut tallest = 0;
        let mut seen = 0;
        for d in 0..n {
            if answer[cell(d)] > tallest {
                tallest = answer[cell(d)];
                seen += 1;
            }
        }
        seen
    };
    latin && given && (0..4 * n).all(|i| clues[i] == 0 || clues[i] == seen(i))
}

#[test]
fn our_grades_match_tatham_towers_levels() {
    let kind = find("skyscrapers").unwrap();
    let mut report = vec![];
    let mut failures = vec![];
    for (letter, name, ours) in LEVELS {
        let mut matched = 0;
        let mut total = 0;
        let mut tally = [0usize; 4]; // easy, medium, hard, guessing
        for size in SIZES {
            for id in generate(size, letter, PER_SIZE) {
                let p = kind
                    .parse(&id)
                    .unwrap_or_else(|e| panic!("our Towers reader refuses {id}: {e}"));
                let counted = p.count(2).expect("the counter answers within its budget");
                assert_eq!(counted.count, 1, "{id}: exactly one answer");
                let answer = counted.solution.expect("one answer");
                let (n, clues, givens) = read_id(&id);
                assert_eq!(n, size);
                assert!(
                    keeps(n, &clues, &givens, &answer),
                    "{id}: our answer {answer:?} breaks a clue or given"
                );
                let grade = p.grade();
                tally[match grade.level {
                    Level::Easy => 0,
                    Level::Medium => 1,
                    Level::Guessing => 3,
                    _ => 2,
                }] += 1;
                total += 1;
                if ours.contains(&grade.level) {
                    matched += 1;
                } else {
                    eprintln!("{name} graded {}: {id}", grade.level);
                }
            }
        }
        let line = format!(
            "{name:<12} {matched:>3}/{total} match ({:.0} %); ours: easy {} medium {} hard {} \
             guessing {}",
            100.0 * matched as f64 / total as f64,
            tally[0],
            tally[1],
            tally[2],
            tally[3]
        );
        if matched * 10 < total * 9 {
            failures.push(line.clone());
        }
        report.push(line);
    }
    eprintln!("{}", report.join("\n"));
    assert!(
        failures.is_empty(),
        "under 90 % agreement:\n{}",
        failures.join("\n")
    );
}
