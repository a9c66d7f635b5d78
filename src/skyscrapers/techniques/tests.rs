use super::*;
use crate::latin::bit;
use crate::solve::logic::testing::{removals, state};

fn find(p: &Puzzle, s: &State, technique: fn(&Ctx, &State, &mut Found) -> bool) -> Option<Found> {
    let ctx = Ctx::new(p);
    let mut f = Found::default();
    if technique(&ctx, s, &mut f) {
        Some(f)
    } else {
        assert!(f.is_empty());
        None
    }
}

/// A puzzle with the given clues (index in Towers order, value) and no givens.
fn puzzle(n: usize, clues: &[(usize, u8)]) -> Puzzle {
    let mut all = vec![0; 4 * n];
    for &(i, c) in clues {
        all[i] = c;
    }
    Puzzle::new(n, all, vec![0; n * n]).unwrap()
}

fn open(n: usize) -> String {
    ". ".repeat(n * n)
}

#[test]
fn ladder_is_ordered_by_level_then_weight() {
    let rungs = ladder();
    for w in rungs.windows(2) {
        let (a, b) = (w[0].technique, w[1].technique);
        assert!(
            (a.level, a.weight) <= (b.level, b.weight),
            "{} before {}",
            a.name,
            b.name
        );
    }
}

#[test]
fn clue_one_places_the_tallest_next_to_it() {
    // 4x4, clue 1 right of row 2 (index 12 + 1): r2c4 is 4.
    let p = puzzle(4, &[(13, 1)]);
    let f = find(&p, &state(4, &open(4)), clue_one).expect("fires");
    assert_eq!(f.place, Some((7, 4)));
    assert_eq!(f.lines(), [Line::Row(1)]);
    // 4 leaves the rest of row 2 and column 4.
    let gone: Vec<usize> = removals(&f).iter().map(|r| r.0).collect();
    assert_eq!(gone, vec![3, 4, 5, 6, 11, 15]);
    // Once placed, nothing more; a cell that cannot be 4 is a contradiction.
    let s = state(4, ". . . . . . . =4 . . . . . . . .");
    assert!(find(&p, &s, clue_one).is_none());
    let s = state(4, ". . . . . . . 123 . . . . . . . .");
    let f = find(&p, &s, clue_one).expect("reports");
    assert_eq!(f.broken, Some(Contradiction::EmptyCell(7)));
}

#[test]
fn clue_full_makes_the_line_climb() {
    // 4x4, clue 4 below column 2 (index 4 + 1): from the bottom, 1 2 3 4.
    let p = puzzle(4, &[(5, 4)]);
    let f = find(&p, &state(4, &open(4)), clue_full).expect("fires");
    assert_eq!(f.lines(), [Line::Col(1)]);
    assert_eq!(f.cells(), [13]);
    let all = 0b1111;
    assert_eq!(
        removals(&f),
        vec![
            (1, all & !bit(4)),
            (5, all & !bit(3)),
            (9, all & !bit(2)),
            (13, all & !bit(1))
        ]
    );
}

#[test]
fn clue_bounds_caps_cells_by_distance() {
    // 5x5, clue 3 left of row 1 (index 10): r1c1 at most 3, r1c2 at most 4, the rest free.
    let p = puzzle(5, &[(10, 3)]);
    let f = find(&p, &state(5, &open(5)), clue_bounds).expect("fires");
    assert_eq!(f.cells(), [0]);
    assert_eq!(removals(&f), vec![(0, bit(4) | bit(5)), (1, bit(5))]);
    // Clue 1 and clue n are other rules; already bounded cells are quiet.
    let s = state(5, &format!("123 1234 {}", ". ".repeat(23)));
    assert!(find(&p, &s, clue_bounds).is_none());
    assert!(
        find(
            &puzzle(5, &[(10, 1), (0, 5)]),
            &state(5, &open(5)),
            clue_bounds
        )
        .is_none()
    );
}

#[test]
fn facing_clues_fix_the_tallest() {
    // 5x5, column 3 with 2 above and 4 below (2 + 4 = 6): 5 is second from the top, r2c3.
    let p = puzzle(5, &[(2, 2), (7, 4)]);
    let f = find(&p, &state(5, &open(5)), facing_clues).expect("fires");
    assert_eq!(f.place, Some((7, 5)));
    assert_eq!(f.lines(), [Line::Col(2)]);
    // 2 and 3 sum to 5, not 6: nothing.
    let p = puzzle(5, &[(2, 2), (7, 3)]);
    assert!(find(&p, &state(5, &open(5)), facing_clues).is_none());
}

#[test]
fn clue_enumeration_keeps_what_some_filling_uses() {
    // 4x4, row 1 with 2 on the left and 4 placed at its right end: the three cells before it
    // hold 1, 2, 3 and show exactly one building, so 3 comes first.
    let p = puzzle(4, &[(8, 2)]);
    let s = state(4, "123 123 123 =4 . . . . . . . . . . . .");
    let f = find(&p, &s, clue_enumeration).expect("fires");
    assert_eq!(f.lines(), [Line::Row(0)]);
    assert_eq!(f.cells(), [0, 1, 2, 3]);
    assert_eq!(
        removals(&f),
        vec![(0, bit(1) | bit(2)), (1, bit(3)), (2, bit(3))]
    );
    // The distance bounds alone do not see it; last seen sees the first cell's part.
    assert!(find(&p, &s, clue_bounds).is_none());
    let f = find(&p, &s, last_seen).expect("fires");
    assert_eq!(removals(&f), vec![(0, bit(1) | bit(2))]);
    assert_eq!(f.cells(), [0, 3]);
    // One clue is not line enumeration's.
    assert!(find(&p, &s, line_enumeration).is_none());
    // No filling at all: reported.
    let s = state(4, "12 123 123 =4 . . . . . . . . . . . .");
    let f = find(&p, &s, clue_enumeration).expect("reports");
    assert_eq!(f.broken, Some(Contradiction::EmptyCell(0)));
}

#[test]
fn line_enumeration_reads_both_clues_at_once() {
    // 5x5, row 1 with 2 at both ends. Each clue alone allows these candidates, but with both
    // the tallest stands in one of cells 2 to 4 and so the middle cell cannot be 4: the two
    // buildings seen from each end would need it on both sides.
    let p = puzzle(5, &[(10, 2), (15, 2)]);
    let row = "1234 1235 . 1235 1234 ";
    let s = state(5, &format!("{row}{}", ". ".repeat(20)));
    assert!(find(&p, &s, clue_enumeration).is_none());
    let f = find(&p, &s, line_enumeration).expect("fires");
    assert_eq!(removals(&f), vec![(2, bit(4))]);
    assert_eq!(f.cells(), [0, 1, 2, 3, 4]);
}

#[test]
fn clue_bounds_skip_heights_hidden_behind_taller_ones() {
    // 5x5, clue 3 left of row 1, 5 placed third and 4 fourth (hidden behind 5). The heights
    // that can still be seen are 5, 3, 2, 1: 3 needs one building seen in front of it.
    let p = puzzle(5, &[(10, 3)]);
    let s = state(5, &format!("123 123 =5 =4 123 {}", ". ".repeat(20)));
    let f = find(&p, &s, clue_bounds).expect("fires");
    assert_eq!(removals(&f), vec![(0, bit(3))]);
    assert_eq!(f.cells(), [0, 2, 3]);
    // With 4 still free, 4 is the one that needs room: nothing new.
    let s = state(5, &format!("123 123 =5 1234 1234 {}", ". ".repeat(20)));
    assert!(find(&p, &s, clue_bounds).is_none());
}

#[test]
fn last_seen_puts_the_taller_next_to_the_clue() {
    // 5x5, clue 2 left of row 1 and 5 placed fourth: 5 is one building seen, so r1c1 is the
    // other and taller than r1c2 and r1c3: it cannot be 1 or 2.
    let p = puzzle(5, &[(10, 2)]);
    let s = state(5, &format!("1234 1234 1234 =5 1234 {}", ". ".repeat(20)));
    let f = find(&p, &s, last_seen).expect("fires");
    assert_eq!(removals(&f), vec![(0, bit(1) | bit(2))]);
    // A clue 3 there needs two more seen: quiet.
    let p = puzzle(5, &[(10, 3)]);
    assert!(find(&p, &s, last_seen).is_none());
}

/// Generated puzzles of every level and a few sizes, plus random loose ones (many answers).
fn sample() -> Vec<(Puzzle, Vec<u8>)> {
    let mut out = Vec::new();
    for seed in 0..18u32 {
        let level = Level::BOOK[(seed / 3 % 3) as usize];
        // Hard needs room: small grids rarely need more than subsets.
        let n = if level == Level::Hard {
            6
        } else {
            4 + (seed % 3) as usize
        };
        let a = crate::seed::Address::new(1, "sample", seed);
        let kind = crate::kind::KindRef(&crate::skyscrapers::Skyscrapers);
        let Ok(g) = crate::generate::generate(kind, n, level, &a) else {
            continue;
        };
        let p = g.puzzle.as_any().downcast_ref::<Puzzle>().unwrap().clone();
        out.push((p, g.solution));
    }
    for seed in 0..40u64 {
        let mut rng = crate::seed::rng(100 + seed);
        let n = 4 + (seed % 3) as usize;
        let answer = crate::latin::random::latin_square(n, &mut rng);
        let all = Puzzle::all_clues(n, &answer);
        let clues = all
            .clues()
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                if (i as u64 + seed).is_multiple_of(3) {
                    c
                } else {
                    0
                }
            })
            .collect();
        out.push((Puzzle::new(n, clues, vec![0; n * n]).unwrap(), answer));
    }
    out
}

#[test]
fn never_removes_the_answer_and_replays() {
    for (p, answer) in sample() {
        let run = solve(&p, Level::Hard, true);
        let state = run.state.expect("givens agree with the answer");
        assert!(!matches!(run.outcome, Outcome::Contradiction(_)), "{p:?}");
        for (cell, &d) in answer.iter().enumerate() {
            assert!(state.get(cell) & bit(d) != 0, "{p:?} lost {d} at {cell}");
        }
        let mut replay = start(&p).unwrap().cands;
        for step in &run.steps {
            step.apply(&mut replay);
        }
        assert_eq!(replay, state.cands);
    }
}

#[test]
fn fast_path_reaches_the_same_grid_as_the_recorded_one() {
    for (p, _) in sample() {
        for level in Level::BOOK {
            let slow = solve(&p, level, true);
            let fast = solve(&p, level, false);
            assert_eq!(slow.outcome, fast.outcome, "{p:?} at {level}");
            let (a, b) = (slow.state.unwrap(), fast.state.unwrap());
            assert_eq!(a.cands, b.cands, "{p:?} at {level}");
            assert_eq!(a.placed, b.placed, "{p:?} at {level}");
        }
    }
}

#[test]
fn grades_are_consistent_with_finishes() {
    let mut seen = std::collections::BTreeMap::new();
    for (p, _) in sample() {
        let g = crate::skyscrapers::grade(&p);
        *seen.entry(g.level).or_insert(0) += 1;
        assert!(finishes(&p, g.level), "{p:?} at {g:?}");
        if let Some(lower) = crate::kind::level_below(&crate::skyscrapers::Skyscrapers, g.level) {
            assert!(!finishes(&p, lower), "{p:?} at {lower}");
        }
        let top = g.steps.iter().map(|s| s.technique.level).max();
        if g.level != Level::Guessing {
            assert_eq!(top.unwrap_or(Level::Easy), g.level);
        }
    }
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Guessing] {
        assert!(seen.get(&level).is_some_and(|&k| k > 0), "{seen:?}");
    }
}

#[test]
fn full_grid_breaking_a_clue_does_not_finish() {
    // Every height given, but the clue 1 left of row 1 wants 4 in r1c1.
    let sol = vec![1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3];
    let mut clues = vec![0; 16];
    clues[8] = 2;
    let p = Puzzle::new(4, clues, sol).unwrap();
    for level in Level::BOOK {
        assert!(!finishes(&p, level), "{level}");
    }
    assert!(matches!(
        solve(&p, Level::Hard, false).outcome,
        Outcome::Contradiction(_)
    ));
}
