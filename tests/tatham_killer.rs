//! Our Killer Sudoku grades against Simon Tatham's Solo in killer mode, on puzzles his
//! generator makes when the test runs (`3x3kd<letter>`), never stored. Each must have
//! exactly one answer by our counter, the one our step solver finds when it finishes; then a
//! Solo level maps to ours: Basic → easy, Intermediate → easy or medium, Advanced → medium
//! or hard, Extreme → hard or expert, Unreasonable → expert or beyond the ladder, on at
//! least 85 % of each level. Solo's Extreme killers take him about 20 s each to make on a
//! busy machine, so that level has fewer.

use bookmaker::killer::{self, count, format::parse_solo};
use bookmaker::solve::Level;
use std::process::Command;

const SOLO: &str = "/usr/games/sgt-solo";

/// Solo's game IDs for `count` 9x9 killers at level `letter`, from a fixed seed.
fn solo_ids(letter: char, count: usize) -> Vec<String> {
    let out = Command::new(SOLO)
        .args([
            "--generate",
            &count.to_string(),
            &format!("3x3kd{letter}#bookmaker-{letter}"),
        ])
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {SOLO} ({e}): install Debian's sgt-puzzles package \
                 (apt-get install sgt-puzzles), which these held-out puzzles come from"
            )
        });
    assert!(out.status.success(), "{SOLO} failed");
    let ids: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(ids.len(), count, "{SOLO} printed {ids:?}");
    ids
}

#[test]
fn our_killer_grades_agree_with_solo() {
    let plan: [(char, &str, usize, &[Level]); 5] = [
        ('b', "Basic", 20, &[Level::Easy]),
        ('i', "Intermediate", 20, &[Level::Easy, Level::Medium]),
        ('a', "Advanced", 20, &[Level::Medium, Level::Hard]),
        ('e', "Extreme", 6, &[Level::Hard, Level::Expert]),
        ('u', "Unreasonable", 20, &[Level::Expert, Level::Guessing]),
    ];
    // Solo's generators run side by side: Extreme's few take as long as the rest.
    let ids: Vec<Vec<String>> = std::thread::scope(|s| {
        let handles: Vec<_> = plan
            .iter()
            .map(|&(letter, _, n, _)| s.spawn(move || solo_ids(letter, n)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut table = String::new();
    let mut failures = Vec::new();
    for ((_, name, n, mapped), ids) in plan.iter().zip(&ids) {
        let mut by_level = std::collections::BTreeMap::<Level, usize>::new();
        for id in ids {
            let p = parse_solo(id).unwrap_or_else(|e| panic!("{id}: {e}"));
            let counted = count::solve(&p, 2).unwrap_or_else(|e| panic!("{id}: {e:?}"));
            assert_eq!(counted.count, 1, "Solo's {id} has one answer");
            let answer = counted.solution.expect("one answer");
            assert!(p.accepts(&answer), "{id}");
            let run = killer::techniques::solve(&p, Level::Expert, false);
            if let Some(state) = run.state.filter(|s| s.is_solved()) {
                let ours: Vec<u8> = (0..81)
                    .map(|c| state.get(c).trailing_zeros() as u8 + 1)
                    .collect();
                assert_eq!(ours, answer, "{id}: the step solver's answer");
            }
            let g = killer::grade(&p);
            *by_level.entry(g.level).or_default() += 1;
        }
        let agree: usize = mapped.iter().map(|l| by_level.get(l).unwrap_or(&0)).sum();
        let row: Vec<String> = by_level.iter().map(|(l, k)| format!("{l} {k}")).collect();
        table += &format!("{name:<13} {agree:>2}/{n}  {}\n", row.join(", "));
        if agree * 100 < 85 * n {
            failures.push(*name);
        }
    }
    println!("{table}");
    assert!(failures.is_empty(), "below 85 %: {failures:?}\n{table}");
}
