//! Our Calcudoku grades checked against Simon Tatham's Keen on puzzles his generator makes at
//! test time (held out from the repository: never committed).
//!
//! The mapping: his Easy and Normal are our easy or medium, his Hard our medium or
//! hard, his Extreme our hard, his Unreasonable our hard or beyond (guessing); at least 90 %
//! of each level's puzzles must agree. Every puzzle must also have exactly one answer by our
//! counter, and that answer must meet every cage. See docs/calcudoku.md for the figures.

use bookmaker::calcudoku::format::parse_keen;
use bookmaker::calcudoku::{Op, Puzzle, grade};
use bookmaker::solve::Level;
use bookmaker::solve::count;
use std::path::Path;
use std::process::Command;

const KEEN: &str = "/usr/games/sgt-keen";

/// Puzzles per size and level: sizes 5 and 6 make 20 a level.
const PER_SIZE: usize = 10;

/// Tatham's level letter, its name, and the grades of ours that agree with it.
const LEVELS: [(char, &str, &[Level]); 5] = [
    ('e', "Easy", &[Level::Easy, Level::Medium]),
    ('n', "Normal", &[Level::Easy, Level::Medium]),
    ('h', "Hard", &[Level::Medium, Level::Hard]),
    ('x', "Extreme", &[Level::Hard]),
    ('u', "Unreasonable", &[Level::Hard, Level::Guessing]),
];

/// `count` game IDs from Keen at `params` (e.g. `6dh`), seeded so that a run is repeatable.
fn keen_ids(params: &str, count: usize) -> Vec<String> {
    assert!(
        Path::new(KEEN).exists(),
        "{KEEN} is missing: install Debian's sgt-puzzles (apt-get install sgt-puzzles)"
    );
    let out = Command::new(KEEN)
        .args([
            "--generate",
            &count.to_string(),
            &format!("{params}#bookmaker"),
        ])
        .output()
        .unwrap_or_else(|e| panic!("cannot run {KEEN}: {e}"));
    assert!(out.status.success(), "{KEEN} failed on {params}");
    let ids: Vec<String> = String::from_utf8(out.stdout)
        .expect("Keen prints ASCII")
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(ids.len(), count, "{KEEN} --generate {count} {params}");
    ids
}

/// True when `digits` fill a Latin square and meet every cage, checked here apart from the
/// library's own check.
fn meets_every_cage(p: &Puzzle, digits: &[u8]) -> bool {
    let n = p.order();
    let latin = (0..n).all(|i| {
        let mut row = vec![false; n + 1];
        let mut col = vec![false; n + 1];
        (0..n).all(|j| {
            let (r, c) = (digits[i * n + j] as usize, digits[j * n + i] as usize);
            let fresh = r <= n && c <= n && !row[r] && !col[c];
            row[r] = true;
            col[c] = true;
            fresh
        })
    });
    latin
        && p.cages().iter().all(|cage| {
            let ds: Vec<u32> = cage
                .cells
                .iter()
                .map(|&c| digits[c as usize] as u32)
                .collect();
            let (hi, lo) = (*ds.iter().max().unwrap(), *ds.iter().min().unwrap());
            let got = match cage.op {
                None => (ds.len() == 1).then_some(ds[0]),
                Some(Op::Add) => Some(ds.iter().sum()),
                Some(Op::Mul) => Some(ds.iter().product()),
                Some(Op::Sub) => (ds.len() == 2).then_some(hi - lo),
                Some(Op::Div) => (ds.len() == 2 && hi % lo == 0).then_some(hi / lo),
            };
            got == Some(cage.target)
        })
}

#[test]
fn our_grades_match_tathams_keen() {
    let mut table = Vec::new();
    let mut short = Vec::new();
    for (letter, name, agree) in LEVELS {
        let mut ours = [0usize; 4];
        let mut total = 0;
        for size in [5, 6] {
            for id in keen_ids(&format!("{size}d{letter}"), PER_SIZE) {
                // Printed IDs drop the `d<level>` part; the reader takes them as they are.
                let p = parse_keen(&id).unwrap_or_else(|e| panic!("{id}: {e}"));
                let counted = count::solve(&p, 2).unwrap_or_else(|e| panic!("{id}: {e:?}"));
                assert_eq!(counted.count, 1, "{id} ({name}): not one answer");
                let answer = counted.solution.expect("one answer is returned");
                assert!(
                    meets_every_cage(&p, &answer),
                    "{id}: {answer:?} breaks a cage"
                );
                let level = grade(&p).level;
                let slot = match level {
                    Level::Easy => 0,
                    Level::Medium => 1,
                    Level::Hard => 2,
                    _ => 3,
                };
                ours[slot] += 1;
                total += 1;
            }
        }
        let agreeing: usize = [Level::Easy, Level::Medium, Level::Hard, Level::Guessing]
            .iter()
            .zip(ours)
            .filter(|(l, _)| agree.contains(l))
            .map(|(_, k)| k)
            .sum();
        let line = format!(
            "{name:<12} easy {:>2}  medium {:>2}  hard {:>2}  beyond {:>2}  agree {agreeing}/{total}",
            ours[0], ours[1], ours[2], ours[3]
        );
        eprintln!("{line}");
        if agreeing * 10 < total * 9 {
            short.push(line.clone());
        }
        table.push(line);
    }
    assert!(
        short.is_empty(),
        "under 90 % agreement with Tatham's Keen:\n{}\nall levels:\n{}",
        short.join("\n"),
        table.join("\n")
    );
}
