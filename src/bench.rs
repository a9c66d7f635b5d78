//! Generation and counting speed, measured the way the `bench` command reports it: one thread,
//! wall time per puzzle, median and 95th percentile; and side by side with the peers
//! ([`peers`]).

pub mod peers;

use crate::generate::{GenerateError, generate};
use crate::kind::{KindRef, PuzzleRef, Shape};
use crate::seed::Address;
use crate::solve::Level;
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// One line of the generation table.
#[derive(Clone, Debug, Serialize)]
pub struct GenRow {
    pub kind: KindRef,
    pub size: Shape,
    pub level: Level,
    pub count: usize,
    pub median_ms: f64,
    pub p95_ms: f64,
    pub max_ms: f64,
    /// The median on this thread's CPU clock: the generator's own cost, whatever else the
    /// machine runs (the wall median above grows with the load).
    pub cpu_median_ms: f64,
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
    pub size: Shape,
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
    size: Shape,
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
    let mut cpu = Vec::with_capacity(count);
    let (mut attempts, mut exact) = (0, 0);
    let mut clues: BTreeMap<&'static str, Vec<usize>> = BTreeMap::new();
    for number in 1..=count as u32 {
        let address = Address::new(seed, section.as_str(), number);
        let (start, start_cpu) = (Instant::now(), thread_cpu());
        let g = generate(kind, size, level, &address)?;
        times.push(start.elapsed());
        cpu.push(thread_cpu().saturating_sub(start_cpu));
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
    cpu.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    Ok(GenRow {
        kind,
        size,
        level,
        count,
        median_ms: ms(percentile(&times, 0.5)),
        p95_ms: ms(percentile(&times, 0.95)),
        max_ms: ms(*times.last().expect("count > 0")),
        cpu_median_ms: ms(percentile(&cpu, 0.5)),
        mean_attempts: attempts as f64 / count as f64,
        median_clues: clues.into_iter().map(|(k, v)| (k, median(v))).collect(),
        exact,
    })
}

/// Times the exact counter (cap 2) on `count` generated puzzles of one size and level.
pub fn bench_count(
    kind: KindRef,
    size: Shape,
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

/// The Sudoku counter on a list of puzzles (e.g. Royle's 17-clue set): throughput and the
/// spread of single counts.
#[derive(Clone, Debug, Serialize)]
pub struct SudokuFileRow {
    pub count: usize,
    /// Puzzles counted per second on this thread, over whole passes of the list (the best of
    /// a few passes: the one least disturbed by other work on the machine).
    pub puzzles_per_s: f64,
    pub median_us: f64,
    pub p95_us: f64,
    /// Puzzles with exactly one solution.
    pub unique: usize,
    /// Puzzles whose count ran out of work budget.
    pub over_budget: usize,
}

/// Counts solutions (cap 2) of every puzzle on this thread: `passes` timed passes over the
/// whole list for throughput, then each puzzle's median of 5 runs for median and p95.
pub fn bench_sudoku_puzzles(puzzles: &[crate::sudoku::Puzzle], passes: usize) -> SudokuFileRow {
    use crate::sudoku::count;
    assert!(!puzzles.is_empty());
    // An untimed pass warms the caches and tells the outcomes.
    let (mut unique, mut over_budget) = (0, 0);
    for p in puzzles {
        match count::count(p, 2) {
            Ok(1) => unique += 1,
            Ok(_) => {}
            Err(_) => over_budget += 1,
        }
    }
    let mut best = Duration::MAX;
    for _ in 0..passes.max(1) {
        let start = Instant::now();
        for p in puzzles {
            let _ = std::hint::black_box(count::count(std::hint::black_box(p), 2));
        }
        best = best.min(start.elapsed());
    }
    let mut times = count::time_counts(puzzles, 2, 5);
    times.sort_unstable();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    SudokuFileRow {
        count: puzzles.len(),
        puzzles_per_s: puzzles.len() as f64 / best.as_secs_f64(),
        median_us: us(percentile(&times, 0.5)),
        p95_us: us(percentile(&times, 0.95)),
        unique,
        over_budget,
    }
}

/// The exact counter on random 8x8 and 9x9 Futoshiki clue sets (see
/// [`crate::futoshiki::stress`]): how long the slowest take.
#[derive(Clone, Debug, Serialize)]
pub struct StressRow {
    pub count: usize,
    pub median_us: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// Clue sets whose count ran out of work budget.
    pub over_budget: usize,
    /// The slowest clue set, as an Unequal game ID to hand to `solve`.
    pub slowest: String,
}

/// Counts solutions (cap 2, one run each, this thread) of `count` random clue sets of order 8
/// or 9 drawn from `seed`.
pub fn bench_stress(count: usize, seed: u64) -> StressRow {
    use crate::futoshiki::{format::to_unequal, stress::random_clues};
    use crate::kind::Puzzle as _;
    use rand::RngExt;
    assert!(count > 0);
    let mut rng = crate::seed::rng(seed);
    let mut times = Vec::with_capacity(count);
    let (mut over_budget, mut slowest) = (0, (Duration::ZERO, String::new()));
    for _ in 0..count {
        let n = rng.random_range(8..=9);
        let p = random_clues(n, &mut rng);
        let start = Instant::now();
        let counted = std::hint::black_box(p.count(2));
        let t = start.elapsed();
        over_budget += usize::from(counted.is_err());
        if t > slowest.0 {
            slowest = (t, to_unequal(&p, Level::Hard));
        }
        times.push(t);
    }
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    StressRow {
        count,
        median_us: ms(percentile(&times, 0.5)) * 1e3,
        p99_ms: ms(percentile(&times, 0.99)),
        max_ms: ms(slowest.0),
        over_budget,
        slowest: slowest.1,
    }
}

/// Nonograms made from pictures (`pictures = [...]`): scaling, threshold and mending of one
/// image, timed per picture on this thread.
#[derive(Clone, Debug, Serialize)]
pub struct PictureRow {
    pub size: Shape,
    pub level: Level,
    /// Images converted: each silhouette of the generator, drawn at `pixels` square.
    pub count: usize,
    pub pixels: usize,
    pub median_ms: f64,
    pub max_ms: f64,
    /// The same on this thread's CPU clock: what a conversion costs whatever else the machine
    /// runs (wall times on a loaded machine are several times these).
    pub cpu_median_ms: f64,
    pub cpu_max_ms: f64,
    /// The silhouette whose conversion took the most CPU time.
    pub slowest: String,
    /// Cells mending flipped, on average over the images it made puzzles of.
    pub mean_flipped: f64,
    /// Images refused as not solvable within the flip bound.
    pub refused: usize,
}

/// This thread's CPU time so far (Linux `CLOCK_THREAD_CPUTIME_ID`; elsewhere zero).
fn thread_cpu() -> Duration {
    #[cfg(unix)]
    {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: clock_gettime only writes the struct it is handed.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return Duration::new(t.tv_sec as u64, t.tv_nsec as u32);
        }
    }
    Duration::ZERO
}

/// Converts each generator silhouette, drawn as a `pixels`-square black-on-white image with a
/// soft grey edge (as a scanned drawing has), into a `size` nonogram at `level`: decoding
/// aside, what `build` does with a user's picture.
pub fn bench_pictures(size: Shape, level: Level, pixels: usize) -> PictureRow {
    use crate::nonogram::{import, picture};
    let names = picture::silhouette_names();
    let mut times = Vec::with_capacity(names.len());
    let mut cpu = Vec::with_capacity(names.len());
    let (mut flipped, mut refused) = (0, 0);
    for (i, name) in names.iter().enumerate() {
        let cells = picture::silhouette_at(i, pixels, pixels, [0.0; 4], i % 2 == 1);
        // Grey where a pixel's neighbours disagree: an anti-aliased outline.
        let lum: Vec<f32> = (0..cells.len())
            .map(|p| {
                let (x, y) = (p % pixels, p / pixels);
                let right = cells[y * pixels + (x + 1).min(pixels - 1)];
                let down = cells[(y + 1).min(pixels - 1) * pixels + x];
                match (cells[p], right, down) {
                    (1, 1, 1) => 20.0,
                    (0, 0, 0) => 240.0,
                    _ => 128.0,
                }
            })
            .collect();
        let (start, start_cpu) = (Instant::now(), thread_cpu());
        let made =
            import::from_luminance(name, &lum, pixels, pixels, size.width, size.height, level);
        times.push(start.elapsed());
        cpu.push((thread_cpu().saturating_sub(start_cpu), name.to_string()));
        match made {
            Ok(m) => flipped += m.flipped,
            Err(_) => refused += 1,
        }
    }
    times.sort_unstable();
    cpu.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let made = times.len() - refused;
    let slowest = cpu.last().expect("silhouettes exist").clone();
    let cpu: Vec<Duration> = cpu.into_iter().map(|(d, _)| d).collect();
    PictureRow {
        size,
        level,
        count: times.len(),
        pixels,
        median_ms: ms(percentile(&times, 0.5)),
        max_ms: ms(*times.last().expect("silhouettes exist")),
        cpu_median_ms: ms(percentile(&cpu, 0.5)),
        cpu_max_ms: ms(slowest.0),
        slowest: slowest.1,
        mean_flipped: flipped as f64 / made.max(1) as f64,
        refused,
    }
}

/// How many answers of a catalogue nonogram book are pictures of objects and how many are
/// blobs, by [`crate::nonogram::picture::Classifier`].
#[derive(Clone, Debug, Serialize)]
pub struct PicturesRow {
    pub book: String,
    pub answers: usize,
    /// Answers within the classifier's share of cells of a drawn object.
    pub objects: usize,
    pub blobs: usize,
    /// Answers per object, by name.
    pub by_object: BTreeMap<String, usize>,
}

/// Builds the catalogue book `name`'s puzzles (as `build` does, near copies redrawn) and
/// sorts its nonogram answers into objects and blobs.
pub fn bench_book_pictures(name: &str) -> Result<PicturesRow, String> {
    use crate::nonogram::picture::Classifier;
    let spec = crate::spec::Catalogue::builtin()
        .book(name)
        .map_err(|e| e.to_string())?;
    let plan = crate::plan::Plan::new(&spec);
    let made = crate::book::make_puzzles(&plan, &|| {}).map_err(|e| e.to_string())?;
    let mut classifiers: BTreeMap<(usize, usize), Classifier> = BTreeMap::new();
    let mut row = PicturesRow {
        book: name.to_string(),
        answers: 0,
        objects: 0,
        blobs: 0,
        by_object: BTreeMap::new(),
    };
    for m in made.iter().flatten() {
        let g = &m.generated;
        if g.puzzle.kind().id() != "nonogram" {
            continue;
        }
        let s = g.puzzle.shape();
        let c = classifiers
            .entry((s.width, s.height))
            .or_insert_with(|| Classifier::new(s.width, s.height));
        row.answers += 1;
        match c.object(&g.solution) {
            Some(object) => {
                row.objects += 1;
                *row.by_object.entry(object.to_string()).or_default() += 1;
            }
            None => row.blobs += 1,
        }
    }
    Ok(row)
}
