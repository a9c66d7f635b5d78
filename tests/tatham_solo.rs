//! Our Sudoku grades against Simon Tatham's Solo on puzzles held out from the repository:
//! Solo generates 9x9 puzzles at each of its levels when the test runs, we read its game IDs,
//! check each has exactly one answer by our counter and grade it. Solo's ladder is coarser
//! than ours (no wings, colouring, unique rectangles or chains), so a Solo level maps to one
//! or more of ours: Basic → easy, Intermediate → medium, Advanced → medium or hard, Extreme →
//! hard or expert, Unreasonable → expert, master or beyond. At least 90 % of each level must
//! land where mapped. The 16x16 tests check only the game IDs, both ways.

use bookmaker::solve::Level;
use bookmaker::sudoku::{self, count, format::parse_solo};
use std::process::Command;

const SOLO: &str = "/usr/games/sgt-solo";

/// Solo's game IDs for `count` 9x9 puzzles generated at level `letter`. Solo's random seed is
/// fixed (`#bookmaker-<letter>`) so that a run repeats; the puzzles are still made when the
/// test runs and never stored.
fn solo_ids(letter: char, count: usize) -> Vec<String> {
    let out = Command::new(SOLO)
        .args([
            "--generate",
            &count.to_string(),
            &format!("3x3d{letter}#bookmaker-{letter}"),
        ])
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {SOLO} ({e}): install Debian's sgt-puzzles package \
                 (apt-get install sgt-puzzles), which these held-out puzzles come from"
            )
        });
    assert!(
        out.status.success(),
        "{SOLO} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ids: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(ids.len(), count, "{SOLO} printed {ids:?}");
    ids
}

#[test]
fn our_grades_agree_with_solo() {
    // (Solo's letter, its name, puzzles, our levels it maps to.)
    let plan: [(char, &str, usize, &[Level]); 5] = [
        ('b', "Basic", 20, &[Level::Easy]),
        ('i', "Intermediate", 20, &[Level::Medium]),
        ('a', "Advanced", 20, &[Level::Medium, Level::Hard]),
        ('e', "Extreme", 20, &[Level::Hard, Level::Expert]),
        (
            'u',
            "Unreasonable",
            20,
            &[Level::Expert, Level::Master, Level::Guessing],
        ),
    ];
    let mut table = String::new();
    let mut failures = Vec::new();
    for (letter, name, n, mapped) in plan {
        let mut by_level = std::collections::BTreeMap::<Level, usize>::new();
        for id in solo_ids(letter, n) {
            let p = parse_solo(&id).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(p.size(), 9, "{id}");
            let counted = count::solve(&p, 2).unwrap_or_else(|e| panic!("{id}: {e:?}"));
            assert_eq!(counted.count, 1, "Solo's {id} has one answer");
            let answer = counted.solution.expect("one answer");
            assert!(
                p.accepts(&answer),
                "{id}: the answer breaks a given or a house"
            );
            let g = sudoku::grade(&p);
            *by_level.entry(g.level).or_default() += 1;
        }
        let agree: usize = mapped.iter().map(|l| by_level.get(l).unwrap_or(&0)).sum();
        let row: Vec<String> = by_level.iter().map(|(l, k)| format!("{l} {k}")).collect();
        table += &format!("{name:<13} {agree:>2}/{n}  {}\n", row.join(", "));
        if agree * 10 < n * 9 {
            failures.push(format!("{name}: {agree}/{n} in {mapped:?}"));
        }
    }
    eprintln!("Solo level  agree  our levels\n{table}");
    assert!(failures.is_empty(), "{failures:?}\n{table}");
}

/// Givens repeat no number in a row, column or box of a grid of order `n` with boxes `h` high
/// and `w` wide.
fn givens_clash_nowhere(n: usize, h: usize, w: usize, givens: &[u8]) -> bool {
    let house_of = |c: usize| {
        [
            c / n,
            n + c % n,
            2 * n + (c / n) / h * (n / w) + (c % n) / w,
        ]
    };
    let mut seen = vec![0u32; 3 * n];
    givens
        .iter()
        .enumerate()
        .filter(|&(_, &d)| d != 0)
        .all(|(c, &d)| {
            house_of(c).into_iter().all(|house| {
                let fresh = seen[house] & (1 << d) == 0;
                seen[house] |= 1 << d;
                fresh
            })
        })
}

#[test]
fn solo_16x16_ids_read_and_write_the_same() {
    // Solo's own 16x16 puzzles (boxes 4x4, its Trivial level, quick to make): ours read them
    // cell for cell and write them back unchanged. A two-digit number misread as two givens
    // would shift every later cell and leave the count or the houses wrong.
    let out = Command::new(SOLO)
        .args(["--generate", "5", "4x4dt#bookmaker-16"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run {SOLO} ({e}): apt-get install sgt-puzzles"));
    assert!(out.status.success());
    let ids: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(ids.len(), 5, "{ids:?}");
    for id in &ids {
        let p = parse_solo(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(p.size(), 16, "{id}");
        assert!(p.givens().iter().any(|&d| d >= 10), "{id}");
        assert!(givens_clash_nowhere(16, 4, 4, p.givens()), "{id}");
        assert_eq!(&sudoku::format::to_solo(&p, None), id);
    }
}

#[test]
fn solo_accepts_our_16x16_ids() {
    // Ours, from a full grid thinned in patterns that put two-digit numbers side by side and
    // leave runs of every length: Solo reads each and prints the same ID back.
    let grid: Vec<u8> = (0..256)
        .map(|c| ((c / 16 * 4 + c / 64 + c % 16) % 16) as u8 + 1)
        .collect();
    for keep in [1, 2, 3, 5, 29] {
        let givens = grid
            .iter()
            .enumerate()
            .map(|(c, &d)| if c % keep == 0 || d > 12 { d } else { 0 })
            .collect();
        let p = sudoku::Puzzle::new(16, givens).unwrap();
        let id = sudoku::format::to_solo(&p, Some(Level::Hard));
        let out = Command::new(SOLO)
            .args(["--generate", "1", &id])
            .output()
            .unwrap_or_else(|e| panic!("cannot run {SOLO} ({e}): apt-get install sgt-puzzles"));
        assert!(
            out.status.success(),
            "{id}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        // Solo prints the ID without the level.
        let echoed = String::from_utf8_lossy(&out.stdout).trim().to_string();
        assert_eq!(echoed, sudoku::format::to_solo(&p, None), "{id}");
        assert_eq!(parse_solo(&echoed), Ok(p));
    }
}
