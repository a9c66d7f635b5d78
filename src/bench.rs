//! Generation and counting speed, measured the way the `bench` command reports it: one thread,
//! wall time per puzzle, median and 95th percentile.

use crate::generate::{GenerateError, generate};
use crate::kind::{KindRef, PuzzleRef};
use crate::seed::Address;
use crate::solve::Level;
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// One line of the generation table.
#[derive(Clone, Debug, Serialize)]
pub struct GenRow {
    pub kind: KindRef,
    pub size: usize,
    pub level: Level,
    pub count: usize,
    pub median_ms: f64,
    pub p95_ms: f64,
    pub max_ms: f64,
    /// Answers drawn per accepted puzzle, on average.
    pub mean_attempts: f64,
    /// The median of each clue count the kind reports (givens, signs, clues, ...).
    pub median_clues: BTreeMap<&'static str, usize>,
    /// Puzzles the exact counter found unique and the grader put at the level asked.
    pub exact: usize,
}

/// Solution counting (cap 2) of generated book puzzles.
#[derive(Clone, Debug, Serialize)]
pub struct CountRow {
    pub kind: KindRef,
    pub size: usize,
    pub level: Level,
    pub count: usize,
    pub median_us: f64,
    pub p95_us: f64,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn median<T: Copy + Ord>(mut v: Vec<T>) -> T {
    v.sort_unstable();
    v[v.len() / 2]
}

/// Generates `count` puzzles one after another on this thread and times each.
pub fn bench_generate(
    kind: KindRef,
    size: usize,
    level: Level,
    count: usize,
    seed: u64,
) -> Result<GenRow, GenerateError> {
    assert!(count > 0);
    // Futoshiki keeps the addresses it was benchmarked on before there were other kinds.
    let section = if kind == crate::kind::registry::default_kind() {
        format!("bench-{size}-{level}")
    } else {
        format!("bench-{kind}-{size}-{level}")
    };
    let mut times = Vec::with_capacity(count);
    let (mut attempts, mut exact) = (0, 0);
    let mut clues: BTreeMap<&'static str, Vec<usize>> = BTreeMap::new();
    for number in 1..=count as u32 {
        let address = Address::new(seed, section.as_str(), number);
        let start = Instant::now();
        let g = generate(kind, size, level, &address)?;
        times.push(start.elapsed());
        attempts += g.attempts;
        for (name, n) in g.puzzle.clue_counts() {
            clues.entry(name).or_default().push(n);
        }
        // Checked outside the timing: the counter apart from the step solver.
        if g.puzzle.count(2).is_ok_and(|c| c.count == 1) && g.grade.level == level {
            exact += 1;
        }
    }
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    Ok(GenRow {
        kind,
        size,
        level,
        count,
        median_ms: ms(percentile(&times, 0.5)),
        p95_ms: ms(percentile(&times, 0.95)),
        max_ms: ms(*times.last().expect("count > 0")),
        mean_attempts: attempts as f64 / count as f64,
        median_clues: clues.into_iter().map(|(k, v)| (k, median(v))).collect(),
        exact,
    })
}

/// Times the exact counter (cap 2) on `count` generated puzzles of one size and level.
pub fn bench_count(
    kind: KindRef,
    size: usize,
    level: Level,
    count: usize,
    seed: u64,
) -> Result<CountRow, GenerateError> {
    assert!(count > 0);
    let section = if kind == crate::kind::registry::default_kind() {
        format!("bench-count-{size}-{level}")
    } else {
        format!("bench-count-{kind}-{size}-{level}")
    };
    let puzzles: Vec<_> = (1..=count as u32)
        .map(|i| {
            let a = Address::new(seed, section.as_str(), i);
            generate(kind, size, level, &a).map(|g| g.puzzle)
        })
        .collect::<Result<_, _>>()?;
    // Each puzzle's median over 21 runs: one run is a few microseconds, close to the
    // clock's grain, and the median shrugs off a run the scheduler interrupted.
    let mut times = time_counts(&puzzles, 2, 21);
    times.sort_unstable();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    Ok(CountRow {
        kind,
        size,
        level,
        count,
        median_us: us(percentile(&times, 0.5)),
        p95_us: us(percentile(&times, 0.95)),
    })
}

/// Median wall time of counting each puzzle's solutions (up to `cap`), over `rounds` runs.
pub fn time_counts(puzzles: &[PuzzleRef], cap: usize, rounds: usize) -> Vec<Duration> {
    let rounds = rounds.max(1);
    puzzles
        .iter()
        .map(|p| {
            let mut times: Vec<Duration> = (0..rounds)
                .map(|_| {
                    let t = Instant::now();
                    let _ = std::hint::black_box(std::hint::black_box(p).count(cap));
                    t.elapsed()
                })
                .collect();
            times.sort();
            times[rounds / 2]
        })
        .collect()
}
