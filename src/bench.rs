//! Generation and counting speed, measured the way the `bench` command reports it: one thread,
//! wall time per puzzle, median and 95th percentile.

use crate::generate::{GenerateError, generate};
use crate::seed::Address;
use crate::solve::{Level, count};
use serde::Serialize;
use std::time::{Duration, Instant};

/// One line of the generation table.
#[derive(Clone, Debug, Serialize)]
pub struct GenRow {
    pub size: usize,
    pub level: Level,
    pub count: usize,
    pub median_ms: f64,
    pub p95_ms: f64,
    pub max_ms: f64,
    /// Answers drawn per accepted puzzle, on average.
    pub mean_attempts: f64,
    pub median_givens: usize,
    pub median_signs: usize,
    /// Puzzles the exact counter found unique and the grader put at the level asked.
    pub exact: usize,
}

/// Solution counting (cap 2) of generated book puzzles.
#[derive(Clone, Debug, Serialize)]
pub struct CountRow {
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
    size: usize,
    level: Level,
    count: usize,
    seed: u64,
) -> Result<GenRow, GenerateError> {
    assert!(count > 0);
    let section = format!("bench-{size}-{level}");
    let mut times = Vec::with_capacity(count);
    let (mut attempts, mut givens, mut signs, mut exact) = (0, vec![], vec![], 0);
    for number in 1..=count as u32 {
        let address = Address::new(seed, section.as_str(), number);
        let start = Instant::now();
        let g = generate(size, level, &address)?;
        times.push(start.elapsed());
        attempts += g.attempts;
        givens.push(g.puzzle.given_count());
        signs.push(g.puzzle.signs().len());
        // Checked outside the timing: the counter apart from the step solver.
        if count::count(&g.puzzle, 2) == 1 && g.grade.level == level {
            exact += 1;
        }
    }
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    Ok(GenRow {
        size,
        level,
        count,
        median_ms: ms(percentile(&times, 0.5)),
        p95_ms: ms(percentile(&times, 0.95)),
        max_ms: ms(*times.last().expect("count > 0")),
        mean_attempts: attempts as f64 / count as f64,
        median_givens: median(givens),
        median_signs: median(signs),
        exact,
    })
}

/// Times the exact counter (cap 2) on `count` generated puzzles of one size and level.
pub fn bench_count(
    size: usize,
    level: Level,
    count: usize,
    seed: u64,
) -> Result<CountRow, GenerateError> {
    assert!(count > 0);
    let section = format!("bench-count-{size}-{level}");
    let puzzles: Vec<_> = (1..=count as u32)
        .map(|i| generate(size, level, &Address::new(seed, section.as_str(), i)).map(|g| g.puzzle))
        .collect::<Result<_, _>>()?;
    // Each puzzle's median over 21 runs: one run is a few microseconds, close to the
    // clock's grain, and the median shrugs off a run the scheduler interrupted.
    let mut times = count::time_counts(&puzzles, 2, 21);
    times.sort_unstable();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    Ok(CountRow {
        size,
        level,
        count,
        median_us: us(percentile(&times, 0.5)),
        p95_us: us(percentile(&times, 0.95)),
    })
}
