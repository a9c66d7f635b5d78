//! The recipe: a block pattern, a fill, the sums read off the fill, then the fill changed
//! where a second answer differs until the sums have one answer; kept when the ladder limited
//! to the level finishes it (the shared driver in [`crate::generate`] turns it away when the
//! level below also finishes it).
//!
//! Patterns are symmetric under a half turn of the grid inside the clue row and column, as
//! published Kakuro are; no white cell is alone in its row or column stretch, no run is longer
//! than the level allows (short runs have few ways to make their sums, so easy grids keep them
//! short), and the white cells hang together.

use super::Puzzle;
use crate::solve::Level;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// Longest run a pattern of the level may have.
pub fn max_run(level: Level) -> usize {
    match level {
        Level::Easy => 5,
        Level::Medium => 7,
        _ => 9,
    }
}

/// Share of the cells inside the clue row and column that start as blocks.
fn block_share(level: Level) -> f64 {
    match level {
        Level::Easy => 0.26,
        Level::Medium => 0.22,
        _ => 0.2,
    }
}

/// Fills of one pattern tried before drawing another.
const FILLS: usize = 3;

/// Changes made to one fill to cut its second answers before it is given up.
const REPAIRS: usize = 80;

/// Search nodes one count may use while generating: a fill needing more is dropped.
const COUNT_NODES: u64 = 20_000;

/// One puzzle for the level, or `None` when this try gives none.
pub fn attempt(
    w: usize,
    h: usize,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> Option<(Puzzle, Vec<u8>)> {
    attempt_or_why(w, h, level, rng).ok()
}

/// [`attempt`], or the stage that gave nothing (for measuring the recipe).
pub fn attempt_or_why(
    w: usize,
    h: usize,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> Result<(Puzzle, Vec<u8>), &'static str> {
    let white = pattern(w, h, level, rng).ok_or("pattern")?;
    let mut why = "fill";
    for _ in 0..FILLS {
        let Some(mut answer) = fill(w, h, &white, rng) else {
            continue;
        };
        why = "second answers";
        for _ in 0..REPAIRS {
            let p = Puzzle::from_answer(w, h, &answer).map_err(|_| "clues")?;
            let found = super::count::answers(&p, 2, COUNT_NODES).map_err(|_| "count budget")?;
            let Some(other) = found.iter().find(|a| **a != answer) else {
                return if super::solve::finishes(&p, level) {
                    Ok((p, answer))
                } else {
                    Err("level")
                };
            };
            // Change one cell where the answers differ to another digit its runs allow.
            let differ: Vec<usize> = (0..answer.len())
                .filter(|&c| answer[c] != other[c])
                .collect();
            let c = differ[rng.random_range(0..differ.len())];
            let used = used_around(w, &answer, c);
            let free: Vec<u8> = (1..=9u8)
                .filter(|&d| d != answer[c] && used & (1 << d) == 0)
                .collect();
            if free.is_empty() {
                break;
            }
            answer[c] = free[rng.random_range(0..free.len())];
        }
    }
    Err(why)
}

/// The digits of the other cells of the runs through white cell `c` (bit `d` for digit `d`).
fn used_around(w: usize, grid: &[u8], c: usize) -> u16 {
    let mut used = 0u16;
    for step in [1isize, -1, w as isize, -(w as isize)] {
        let mut o = c as isize + step;
        while o >= 0 && (o as usize) < grid.len() {
            let ou = o as usize;
            // An across step must stay in the row.
            if step.abs() == 1 && ou / w != c / w {
                break;
            }
            if grid[ou] == 0 {
                break;
            }
            used |= 1 << grid[ou];
            o += step;
        }
    }
    used
}

/// A block pattern for the level: white cells as true, row-major.
pub fn pattern(w: usize, h: usize, level: Level, rng: &mut ChaCha8Rng) -> Option<Vec<bool>> {
    let mut white = vec![false; w * h];
    for r in 1..h {
        for c in 1..w {
            white[r * w + c] = true;
        }
    }
    // The half-turn partner of an inner cell.
    let mirror = |i: usize| (h - i / w) * w + (w - i % w);
    let inner: Vec<usize> = (0..w * h).filter(|&i| white[i]).collect();
    let target = (inner.len() as f64 * block_share(level)) as usize;
    let mut blocks = 0;
    while blocks < target {
        let i = inner[rng.random_range(0..inner.len())];
        if white[i] {
            let m = mirror(i);
            white[i] = false;
            blocks += 1;
            if white[m] {
                white[m] = false;
                blocks += 1;
            }
        }
    }
    let longest = max_run(level);
    // Repair until every run has 2 to `longest` cells.
    for _ in 0..4 * w * h {
        let Some(bad) = first_bad_run(w, h, &white, longest) else {
            return (hangs_together(w, h, &white) && reaches_every_edge(w, h, &white))
                .then_some(white);
        };
        let cell = match bad {
            Bad::Lone(c) => c,
            Bad::Long(cells) => cells[rng.random_range(1..cells.len() - 1)],
        };
        white[cell] = false;
        white[mirror(cell)] = false;
    }
    None
}

enum Bad {
    Lone(usize),
    Long(Vec<usize>),
}

/// The first run of one cell, or longer than `longest`, across then down.
fn first_bad_run(w: usize, h: usize, white: &[bool], longest: usize) -> Option<Bad> {
    for across in [true, false] {
        let (lines, len) = if across { (h, w) } else { (w, h) };
        let at = |l: usize, i: usize| if across { l * w + i } else { i * w + l };
        for l in 0..lines {
            let mut i = 0;
            while i < len {
                if !white[at(l, i)] {
                    i += 1;
                    continue;
                }
                let start = i;
                while i < len && white[at(l, i)] {
                    i += 1;
                }
                let cells: Vec<usize> = (start..i).map(|k| at(l, k)).collect();
                if cells.len() == 1 {
                    return Some(Bad::Lone(cells[0]));
                }
                if cells.len() > longest {
                    return Some(Bad::Long(cells));
                }
            }
        }
    }
    None
}

/// True when the white cells reach the second row and column and the last ones: a grid
/// with a line of blocks only along an edge prints a strip of wasted squares (a 6x6 once
/// used just three of its columns).
fn reaches_every_edge(w: usize, h: usize, white: &[bool]) -> bool {
    (1..h).any(|r| white[r * w + 1])
        && (1..h).any(|r| white[r * w + w - 1])
        && (1..w).any(|c| white[w + c])
        && (1..w).any(|c| white[(h - 1) * w + c])
}

/// True when the white cells are one piece, and at least a third of the inner grid.
fn hangs_together(w: usize, h: usize, white: &[bool]) -> bool {
    let total = white.iter().filter(|&&x| x).count();
    if total * 3 < (w - 1) * (h - 1) {
        return false;
    }
    let Some(start) = white.iter().position(|&x| x) else {
        return false;
    };
    let mut seen = vec![false; w * h];
    let mut stack = vec![start];
    seen[start] = true;
    let mut n = 0;
    while let Some(c) = stack.pop() {
        n += 1;
        let (r, col) = (c / w, c % w);
        let mut next = Vec::with_capacity(4);
        if r > 0 {
            next.push(c - w);
        }
        if r + 1 < h {
            next.push(c + w);
        }
        if col > 0 {
            next.push(c - 1);
        }
        if col + 1 < w {
            next.push(c + 1);
        }
        for o in next {
            if white[o] && !seen[o] {
                seen[o] = true;
                stack.push(o);
            }
        }
    }
    n == total
}

/// A random fill of the white cells, digits different in every run; `None` when the search
/// runs too long.
fn fill(w: usize, h: usize, white: &[bool], rng: &mut ChaCha8Rng) -> Option<Vec<u8>> {
    let cells: Vec<usize> = (0..w * h).filter(|&c| white[c]).collect();
    let mut grid = vec![0u8; w * h];
    let mut budget = 20_000u32;
    fn go(
        w: usize,
        cells: &[usize],
        i: usize,
        grid: &mut Vec<u8>,
        rng: &mut ChaCha8Rng,
        budget: &mut u32,
    ) -> bool {
        if i == cells.len() {
            return true;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let c = cells[i];
        let used = used_around(w, grid, c);
        let mut free: Vec<u8> = (1..=9u8).filter(|&d| used & (1 << d) == 0).collect();
        // Shuffle.
        for k in (1..free.len()).rev() {
            let j = rng.random_range(0..=k);
            free.swap(k, j);
        }
        for d in free {
            grid[c] = d;
            if go(w, cells, i + 1, grid, rng, budget) {
                return true;
            }
        }
        grid[c] = 0;
        false
    }
    go(w, &cells, 0, &mut grid, rng, &mut budget).then_some(grid)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn patterns_are_symmetric_with_runs_of_two_to_the_levels_longest() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut made = 0;
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for (w, h) in [(8, 8), (10, 10), (12, 9)] {
                for _ in 0..10 {
                    let Some(white) = pattern(w, h, level, &mut rng) else {
                        continue;
                    };
                    made += 1;
                    for r in 1..h {
                        for c in 1..w {
                            assert_eq!(white[r * w + c], white[(h - r) * w + (w - c)]);
                        }
                    }
                    assert!(first_bad_run(w, h, &white, max_run(level)).is_none());
                    assert!(hangs_together(w, h, &white));
                    assert!(reaches_every_edge(w, h, &white));
                    assert!((0..w).all(|c| !white[c]) && (0..h).all(|r| !white[r * w]));
                }
            }
        }
        assert!(made >= 20, "only {made} patterns of 90");
    }

    #[test]
    fn fills_keep_digits_different_in_every_run() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..20 {
            let Some(white) = pattern(10, 10, Level::Hard, &mut rng) else {
                continue;
            };
            let g = fill(10, 10, &white, &mut rng).unwrap();
            let p = Puzzle::from_answer(10, 10, &g).unwrap();
            assert!(p.accepts(&g));
        }
    }

    #[test]
    fn attempts_give_one_answer_at_their_level() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for level in [Level::Easy, Level::Medium] {
            let mut got = 0;
            for _ in 0..100 {
                if let Some((p, answer)) = attempt(6, 6, level, &mut rng) {
                    assert_eq!(super::super::count::count(&p, 2).unwrap(), 1);
                    assert!(p.accepts(&answer));
                    assert!(super::super::solve::finishes(&p, level));
                    got += 1;
                }
            }
            assert!(got > 0, "{level}");
        }
    }

    /// Where tries end, by stage: `cargo test --release --lib recipe_yield -- --ignored
    /// --nocapture`.
    #[test]
    #[ignore]
    fn recipe_yield() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for (w, h) in [(6, 6), (8, 8), (10, 10)] {
                let mut tally = std::collections::BTreeMap::new();
                for _ in 0..100 {
                    let why = attempt_or_why(w, h, level, &mut rng).map_or_else(|e| e, |_| "ok");
                    *tally.entry(why).or_insert(0) += 1;
                }
                println!("{level} {w}x{h}: {tally:?}");
            }
        }
    }
}
