//! The generator's recipe for one Killer attempt: answer first, then cages grown.
//!
//! 1. A random complete Sudoku grid is the answer ([`crate::sudoku::grid::random_grid`]).
//! 2. Every cell starts as a cage of its own (which the step solver finishes at once).
//! 3. Neighbouring cages whose digits differ are merged, in an order drawn from the rng, while the step solver
//!    limited to the level still finishes the puzzle (which proves its answer is the only
//!    one: the ladder only makes sound deductions). A merge it cannot finish is undone; the
//!    cages stop growing at the level's largest cage. Fewer, larger cages make a harder
//!    puzzle, so the result sits at the top of its level.
//! 4. The shared driver then rejects the puzzle when the level below also finishes it.

use super::{Cage, Puzzle, finishes};
use crate::latin::bit;
use crate::solve::Level;
use crate::solve::cells::CellSet;
use crate::solve::logic::{Geometry, members};
use rand::seq::SliceRandom;
use std::collections::HashSet;

/// The largest cage the generator makes at `level`: small cages keep an easy puzzle's sums
/// readable at a glance.
pub fn largest_cage(size: usize, level: Level) -> usize {
    let cap = match level {
        Level::Easy => 4,
        Level::Medium => 5,
        Level::Hard => 6,
        _ => 7,
    };
    cap.min(size)
}

/// Cages as lists of cells, from a cage index per cell (cages in the order of their labels,
/// cells ascending): an attempt's first and last puzzle (each merge tried regroups one
/// puzzle in place instead, [`Puzzle::regroup`]).
fn cages_of(owner: &[usize], answer: &[u8]) -> Vec<Cage> {
    let count = owner.iter().max().map_or(0, |&m| m + 1);
    let mut sizes = vec![0usize; count];
    for &o in owner {
        sizes[o] += 1;
    }
    // Where each label's cage sits in the list.
    let mut at = vec![usize::MAX; count];
    let mut cages = Vec::new();
    for (label, &k) in sizes.iter().enumerate() {
        if k > 0 {
            at[label] = cages.len();
            cages.push(Cage {
                sum: 0,
                cells: Vec::with_capacity(k),
            });
        }
    }
    for (c, &o) in owner.iter().enumerate() {
        let cage = &mut cages[at[o]];
        cage.sum += answer[c] as u32;
        cage.cells.push(c as u8);
    }
    cages
}

/// One try at a puzzle of `size` that the solver limited to `level` finishes, with its
/// answer. Draws only from `rng`.
pub fn attempt(size: usize, level: Level, rng: &mut impl rand::Rng) -> Option<(Puzzle, Vec<u8>)> {
    let n = size;
    let answer = crate::sudoku::grid::random_grid(n, rng);
    // Every cell its own cage: the step solver finishes that (each cage gives its digit),
    // and every merge after it keeps the puzzle finishable.
    let mut owner: Vec<usize> = (0..n * n).collect();
    let next = n * n;
    let neighbours = |c: usize| {
        let (r, col) = (c / n, c % n);
        [
            (r > 0).then(|| c - n),
            (r + 1 < n).then(|| c + n),
            (col > 0).then(|| c - 1),
            (col + 1 < n).then(|| c + 1),
        ]
        .into_iter()
        .flatten()
    };
    let largest = largest_cage(n, level);
    // Merges the solver could not finish, with the versions of both cages then (a cage's
    // version goes up when it grows). A merge only takes information away, so a merge that
    // failed fails again while neither cage has changed: it is not tried again.
    let mut version = vec![0u32; next];
    let mut failed: HashSet<(usize, usize, u32, u32)> = HashSet::new();
    let mut trades = Trades::new(n, &answer);
    // One puzzle regrouped for every merge tried, and the grouping it tries.
    let mut tried = Puzzle::new(n, cages_of(&owner, &answer), vec![0; n * n])
        .expect("cages from the answer are valid");
    let mut trial: Vec<usize> = Vec::with_capacity(n * n);
    // Buffers for the pairs of each growth step, kept between steps: a step only clears
    // the table entries it set.
    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(2 * n * n);
    let mut met = vec![false; next * next];
    for round in 0..=REGROW {
        let mut tries = 0;
        loop {
            // Adjacent pairs of cages that could merge, and the digits each cage holds (to keep
            // cages free of repeats).
            let mut sizes = vec![0usize; next];
            let mut digits = vec![0u16; next];
            for (c, &o) in owner.iter().enumerate() {
                sizes[o] += 1;
                digits[o] |= bit(answer[c]);
            }
            // In the order first met (the shuffle below starts from it).
            for &(a, b) in &pairs {
                met[a * next + b] = false;
            }
            pairs.clear();
            for c in 0..n * n {
                for o in neighbours(c) {
                    let (a, b) = (owner[c], owner[o]);
                    if a < b && sizes[a] + sizes[b] <= largest && !met[a * next + b] {
                        met[a * next + b] = true;
                        pairs.push((a, b));
                    }
                }
            }
            pairs.shuffle(rng);
            let mut merged = false;
            for &(a, b) in &pairs {
                if digits[a] & digits[b] != 0 || failed.contains(&(a, b, version[a], version[b])) {
                    continue;
                }
                trial.clear();
                trial.extend(owner.iter().map(|&o| if o == b { a } else { o }));
                tries += 1;
                // Many merges that fail let two digits trade places: found without solving
                // (the same merges fail, so the puzzles stay the same).
                let traded = trades.after_merge(&trial, a);
                let finished = !traded && {
                    tried.regroup(&trial, &answer);
                    finishes(&tried, level)
                };
                if finished {
                    std::mem::swap(&mut owner, &mut trial);
                    version[a] += 1;
                    merged = true;
                    break;
                }
                failed.insert((a, b, version[a], version[b]));
                if tries > MAX_TRIES {
                    break;
                }
            }
            if !merged || tries > MAX_TRIES {
                break;
            }
        }
        // Grown as far as the hard ladder goes, a puzzle mostly (nine times in ten) still
        // needs only medium techniques. Then some cages go back to single cells and grow
        // again in another order, on the same answer; merges that failed stay skipped, so a
        // round costs less than a new attempt and most attempts end hard within a few.
        if level != Level::Hard || round == REGROW {
            break;
        }
        tried.regroup(&owner, &answer);
        if !finishes(&tried, Level::Medium) {
            break;
        }
        let mut labels: Vec<usize> = (0..next)
            .filter(|&c| owner[c] == c && owner.iter().filter(|&&o| o == c).count() > 1)
            .collect();
        labels.shuffle(rng);
        for &l in labels.iter().take(SPLIT) {
            for c in 0..n * n {
                if owner[c] == l {
                    owner[c] = c;
                    version[c] += 1;
                }
            }
        }
    }
    let p = Puzzle::new(n, cages_of(&owner, &answer), vec![0; n * n]).ok()?;
    finishes(&p, level).then_some((p, answer))
}

/// Second answers of the kind a merge most often makes: two digits trading places.
///
/// Take the cells holding digits d1 or d2 and a set of them that holds both digits in every
/// house and every cage it meets: swapping d1 and d2 on it keeps every house a set of
/// different digits, every cage free of repeats and every sum, so the cages have a second
/// answer. Half the merges that fail do so this way; finding that costs a few set
/// operations, where the step solver grinds to a stop.
struct Trades {
    geo: &'static Geometry,
    answer: Vec<u8>,
    /// The cells holding each digit (index 0 unused).
    cells_of: Vec<CellSet>,
    /// Each cage's cells by label, rebuilt for every merge looked at.
    cages: Vec<CellSet>,
}

impl Trades {
    fn new(n: usize, answer: &[u8]) -> Trades {
        let mut cells_of = vec![CellSet::EMPTY; n + 1];
        for (c, &d) in answer.iter().enumerate() {
            cells_of[d as usize].insert(c);
        }
        Trades {
            geo: Geometry::of(n, true),
            answer: answer.to_vec(),
            cells_of,
            cages: vec![CellSet::EMPTY; n * n],
        }
    }

    /// True when the cages of `owner` (a label per cell) let two digits trade places on a
    /// set that meets cage `label`. Before the merge that made cage `label` the answer was
    /// the only one, so a second answer must change that cage's cells: looking from each of
    /// them is enough.
    fn after_merge(&mut self, owner: &[usize], label: usize) -> bool {
        self.cages.fill(CellSet::EMPTY);
        for (c, &o) in owner.iter().enumerate() {
            self.cages[o].insert(c);
        }
        let merged = self.cages[label];
        members(merged).any(|x| {
            members(merged).any(|y| {
                let (d1, d2) = (self.answer[x], self.answer[y]);
                let both = self.cells_of[d1 as usize] | self.cells_of[d2 as usize];
                d1 < d2 && self.trade(&self.cages, owner, x, both)
            })
        })
    }

    /// True when the cells of `both` (the cells of two digits) tied to `start` through
    /// shared houses and cages can trade: every cage among them holds both digits. (A house
    /// always holds both.)
    fn trade(&self, cages: &[CellSet], owner: &[usize], start: usize, both: CellSet) -> bool {
        let mut set = CellSet::one(start);
        let mut todo = set;
        while let Some(c) = members(todo).next() {
            todo &= !CellSet::one(c);
            let cage = cages[owner[c]] & both;
            if cage.count_ones() != 2 {
                return false;
            }
            let more = (self.geo.peers(c) | cage) & both & !set;
            set |= more;
            todo |= more;
        }
        true
    }
}

/// Rounds of splitting and regrowing a hard attempt that came out medium.
pub const REGROW: usize = 30;

/// Cages split back into single cells each round.
pub const SPLIT: usize = 16;

/// Merges one attempt tries before it stops growing its cages.
pub const MAX_TRIES: usize = 400;

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngExt;

    #[test]
    fn attempts_are_unique_and_at_their_level() {
        let mut rng = crate::seed::rng(7);
        for level in [Level::Easy, Level::Medium] {
            let (p, answer) = attempt(9, level, &mut rng).expect("an easy attempt finishes");
            assert!(p.accepts(&answer));
            assert!(finishes(&p, level));
            assert_eq!(super::super::count::count(&p, 2), Ok(1));
            assert!(p.cages().iter().all(|c| c.len() <= largest_cage(9, level)));
        }
        let (p, answer) = attempt(6, Level::Easy, &mut rng).unwrap();
        assert!(p.accepts(&answer));
        assert_eq!(super::super::count::count(&p, 2), Ok(1));
    }

    #[test]
    fn a_regrouped_puzzle_is_the_one_built_anew() {
        // Groupings that grow and shrink (random merges of cages with different digits,
        // and every third cell split back out now and then), each regrouped into the same
        // puzzle: cages, their order, sums and cells as `new` makes them.
        let mut rng = crate::seed::rng(5);
        let answer = crate::sudoku::grid::random_grid(9, &mut rng);
        let mut owner: Vec<usize> = (0..81).collect();
        let mut tried = Puzzle::new(9, cages_of(&owner, &answer), vec![0; 81]).unwrap();
        let digits_of = |owner: &[usize], label: usize| {
            (0..81)
                .filter(|&c| owner[c] == label)
                .fold(0u16, |m, c| m | bit(answer[c]))
        };
        let mut merges = 0;
        for step in 0..300 {
            if step % 50 == 49 {
                owner = (0..81)
                    .map(|c| if c % 3 == 0 { c } else { owner[c] })
                    .collect();
            } else {
                let (from, to) = (
                    owner[rng.random_range(0..81)],
                    owner[rng.random_range(0..81)],
                );
                let (a, b) = (digits_of(&owner, from), digits_of(&owner, to));
                if from != to && a & b == 0 && (a | b).count_ones() <= 5 {
                    owner
                        .iter_mut()
                        .filter(|o| **o == from)
                        .for_each(|o| *o = to);
                    merges += 1;
                }
            }
            let built = Puzzle::new(9, cages_of(&owner, &answer), vec![0; 81]).unwrap();
            tried.regroup(&owner, &answer);
            assert_eq!(tried, built, "step {step}");
        }
        assert!(merges > 50, "{merges} merges");
    }

    #[test]
    fn a_trade_of_two_digits_is_a_second_answer() {
        // Random dominoes merged into a grid of single cells: whenever a trade is found,
        // the counter finds a second answer; and some merges make one.
        let mut rng = crate::seed::rng(3);
        let answer = crate::sudoku::grid::random_grid(9, &mut rng);
        let mut trades = Trades::new(9, &answer);
        let mut found = 0;
        for start in 0..80 {
            let mut owner: Vec<usize> = (0..81).collect();
            // A row of dominoes from `start` on, each cell with the one to its right.
            for c in (start..81).step_by(2) {
                if c % 9 == 8 || answer[c] == answer[c + 1] {
                    continue;
                }
                let mut trial = owner.clone();
                trial[c + 1] = owner[c];
                if trades.after_merge(&trial, owner[c]) {
                    let p = Puzzle::new(9, cages_of(&trial, &answer), vec![0; 81]).unwrap();
                    assert_eq!(super::super::count::count(&p, 2), Ok(2), "cell {c}");
                    found += 1;
                } else {
                    owner = trial;
                }
            }
        }
        assert!(found > 0);
    }

    #[test]
    fn hard_attempts_mostly_end_exactly_hard() {
        // Grown once, nine in ten came out medium; regrowing makes most exactly hard.
        let mut rng = crate::seed::rng(11);
        let mut hard = 0;
        for _ in 0..4 {
            let Some((p, answer)) = attempt(9, Level::Hard, &mut rng) else {
                continue;
            };
            assert!(p.accepts(&answer));
            assert!(finishes(&p, Level::Hard));
            assert_eq!(super::super::count::count(&p, 2), Ok(1));
            hard += !finishes(&p, Level::Medium) as usize;
        }
        assert!(hard >= 3, "{hard} of 4 attempts exactly hard");
    }
}
