//! `bookmaker bench`: single-thread generation speed for every kind at each level's default
//! size (or the sizes asked), and the exact counter's speed on each kind's hardest book puzzles;
//! or the Sudoku counter's speed on a file of puzzle lines (`--puzzles`); or ours beside the
//! peers' generators (`--peers`).

use anyhow::Context;
use bookmaker::bench::{
    bench_book_pictures, bench_count, bench_generate, bench_pictures, bench_stress,
    bench_sudoku_puzzles, peers,
};
use bookmaker::kind::{KINDS, KindRef, registry};
use bookmaker::solve::Level;
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Puzzles generated per kind, size and level [default: 200; with --peers each row's own]
    #[arg(long)]
    count: Option<usize>,
    /// Book seed for the benchmark's addresses
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Only this kind (default: every kind)
    #[arg(long)]
    kind: Option<KindRef>,
    /// Grid sizes to measure at every level (default: each level's book size)
    #[arg(long, value_delimiter = ',')]
    sizes: Vec<bookmaker::kind::Shape>,
    /// Only these levels (default: every level of the kind)
    #[arg(long, value_delimiter = ',')]
    levels: Vec<bookmaker::solve::Level>,
    /// One JSON object per line instead of a table
    #[arg(long)]
    json: bool,
    /// Instead: time the exact counter on --count random 8x8/9x9 Futoshiki clue sets (drawn
    /// from --seed): median, 99th percentile, slowest
    #[arg(long)]
    stress: bool,
    /// Instead: time the Sudoku counter (cap 2) on this file of puzzle lines (one 81-character
    /// line each; blank and `#` lines skipped): puzzles per second, median, 95th percentile
    #[arg(long, value_name = "FILE")]
    puzzles: Option<std::path::PathBuf>,
    /// Instead: our generator beside Tatham's (sgt-puzzles) and QQwing's, one thread, CPU time
    /// per puzzle, median of --rounds alternating runs (--kind, --sizes and --levels pick rows)
    #[arg(long)]
    peers: bool,
    /// With --peers: alternating runs of each side per row
    #[arg(long, default_value_t = 3)]
    rounds: usize,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    if args.count == Some(0) {
        return Err(super::InputError("--count must be at least 1".into()).into());
    }
    if args.peers {
        return run_peers(&args, &mut out);
    }
    let count = args.count.unwrap_or(200);
    if let Some(path) = &args.puzzles {
        if args.kind.is_some_and(|k| k.id() != "sudoku") {
            return Err(super::InputError(
                "--puzzles times the Sudoku counter: use --kind sudoku".into(),
            )
            .into());
        }
        let puzzles = read_sudoku_lines(path)?;
        let row = bench_sudoku_puzzles(&puzzles, 3);
        if args.json {
            writeln!(out, "{}", serde_json::to_string(&row)?)?;
        } else {
            writeln!(
                out,
                "counting solutions (cap 2) of {} Sudoku from {}, one thread: {:.0} puzzles/s, \
                 median {:.1} µs, p95 {:.1} µs; {} unique, {} over the work budget",
                row.count,
                path.display(),
                row.puzzles_per_s,
                row.median_us,
                row.p95_us,
                row.unique,
                row.over_budget
            )?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    if args.stress {
        let row = bench_stress(count, args.seed);
        if args.json {
            writeln!(out, "{}", serde_json::to_string(&row)?)?;
        } else {
            writeln!(
                out,
                "counting solutions (cap 2) of {} random 8x8/9x9 Futoshiki clue sets: median \
                 {:.1} µs, p99 {:.2} ms, max {:.2} ms, {} over the work budget\nslowest: {}",
                row.count, row.median_us, row.p99_ms, row.max_ms, row.over_budget, row.slowest
            )?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    let kinds: Vec<KindRef> = match args.kind {
        Some(k) => vec![k],
        None => KINDS.iter().map(|&k| KindRef(k)).collect(),
    };
    // Every row to run, checked before any is timed.
    let mut rows = Vec::new();
    for &kind in &kinds {
        for &level in kind.levels() {
            if !args.levels.is_empty() && !args.levels.contains(&level) {
                continue;
            }
            let sizes = if args.sizes.is_empty() {
                vec![kind.default_size(level)]
            } else {
                args.sizes.clone()
            };
            for size in sizes {
                if let Some(why) = kind.unsupported(size, level) {
                    if args.kind.is_some() {
                        return Err(super::InputError(format!("--sizes: {why}")).into());
                    }
                    continue;
                }
                rows.push((kind, size, level));
            }
        }
    }
    // One thread, as the targets are stated: rayon is not used by the loops below.
    if !args.json {
        writeln!(
            out,
            "{:<12} {:>4} {:>7} {:>6} {:>10} {:>10} {:>10} {:>10} {:>9} {:>6}  clues (median)",
            "kind",
            "size",
            "level",
            "count",
            "median ms",
            "p95 ms",
            "max ms",
            "CPU median",
            "attempts",
            "exact"
        )?;
    }
    for &(kind, size, level) in &rows {
        let row = bench_generate(kind, size, level, count, args.seed)?;
        if args.json {
            writeln!(out, "{}", serde_json::to_string(&row)?)?;
        } else {
            let clues: Vec<String> = row
                .median_clues
                .iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect();
            writeln!(
                out,
                "{:<12} {:>4} {:>7} {:>6} {:>10.3} {:>10.3} {:>10.3} {:>10.3} {:>9.2} {:>5}%  {}",
                kind.id(),
                row.size,
                row.level.name(),
                row.count,
                row.median_ms,
                row.p95_ms,
                row.max_ms,
                row.cpu_median_ms,
                row.mean_attempts,
                100 * row.exact / row.count,
                clues.join(", ")
            )?;
        }
    }
    if !args.json {
        writeln!(out)?;
    }
    for &kind in &kinds {
        let level = *kind.levels().last().expect("a kind has levels");
        let size = kind.default_size(level);
        let row = bench_count(kind, size, level, count, args.seed)?;
        if args.json {
            writeln!(out, "{}", serde_json::to_string(&row)?)?;
        } else {
            writeln!(
                out,
                "counting solutions (cap 2) of {} {} {level} {} puzzles: median {:.1} µs, p95 {:.1} µs",
                row.count,
                size.grid(),
                kind.name(),
                row.median_us,
                row.p95_us
            )?;
        }
    }
    if kinds.iter().any(|k| k.takes_pictures()) {
        // The goal: a 30x30 from a user's image within a second (or the sizes asked).
        let sizes = if args.sizes.is_empty() {
            vec![bookmaker::kind::Shape::square(30)]
        } else {
            args.sizes.clone()
        };
        for (size, level) in sizes
            .into_iter()
            .flat_map(|s| [Level::Easy, Level::Medium, Level::Hard].map(|l| (s, l)))
        {
            if !args.levels.is_empty() && !args.levels.contains(&level) {
                continue;
            }
            let row = bench_pictures(size, level, 300);
            if args.json {
                writeln!(out, "{}", serde_json::to_string(&row)?)?;
            } else {
                writeln!(
                    out,
                    "nonogram {} {level} from {} {}x{} pictures: median {:.1} ms, max {:.1} ms; \
                     CPU median {:.1} ms, max {:.1} ms ({}); {:.1} cells flipped on average, \
                     {} refused",
                    row.size.grid(),
                    row.count,
                    row.pixels,
                    row.pixels,
                    row.median_ms,
                    row.max_ms,
                    row.cpu_median_ms,
                    row.cpu_max_ms,
                    row.slowest,
                    row.mean_flipped,
                    row.refused
                )?;
            }
        }
        // The other goal: generated answers that are pictures, not blobs.
        if args.sizes.is_empty() && args.levels.is_empty() {
            for book in ["nonogram-easy", "nonogram-hard"] {
                let row = bench_book_pictures(book).map_err(super::InputError)?;
                if args.json {
                    writeln!(out, "{}", serde_json::to_string(&row)?)?;
                } else {
                    let names: Vec<String> = row
                        .by_object
                        .iter()
                        .map(|(k, v)| format!("{k} {v}"))
                        .collect();
                    writeln!(
                        out,
                        "{}: {} of {} answers are pictures of objects (within {} % of the cells \
                         of one drawn), {} blobs; {}",
                        row.book,
                        row.objects,
                        row.answers,
                        bookmaker::nonogram::picture::PICTURE_PERCENT,
                        row.blobs,
                        names.join(", ")
                    )?;
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `bench --peers`: the side-by-side table, as Markdown (or JSON lines).
fn run_peers(args: &Args, out: &mut impl Write) -> anyhow::Result<ExitCode> {
    if args.rounds == 0 {
        return Err(super::InputError("--rounds must be at least 1".into()).into());
    }
    let pairs: Vec<&peers::Pair> = peers::PAIRS
        .iter()
        .filter(|p| args.kind.is_none_or(|k| k.id() == p.kind))
        .filter(|p| {
            args.sizes.is_empty() || args.sizes.contains(&bookmaker::kind::Shape::square(p.size))
        })
        .filter(|p| args.levels.is_empty() || args.levels.contains(&p.level))
        .collect();
    if pairs.is_empty() {
        return Err(super::InputError(
            "--peers: no row of the table has that kind, size and level (see docs/speed.md)".into(),
        )
        .into());
    }
    let ours = std::env::current_exe().context("cannot find this program to run it")?;
    let start_load = peers::load_average();
    if !args.json {
        writeln!(
            out,
            "ours beside the peers: one thread, CPU time (user + system) per puzzle, median of \
             {} alternating runs\nmachine: {}\n",
            args.rounds,
            peers::machine()
        )?;
        writeln!(
            out,
            "| ours | peer | puzzles | ours ms | peer ms | ours/peer |\n|---|---|---|---|---|---|"
        )?;
    }
    let mut ran = 0;
    for pair in pairs {
        let kind = registry::find(pair.kind).expect("the table names registered kinds");
        let count = args.count.unwrap_or(pair.count);
        let row = match peers::measure(&ours, pair, count, args.seed, args.rounds) {
            Ok(row) => row,
            Err(e @ peers::PeerError::Missing { .. }) => {
                note!("skipped {} beside {}: {e}", kind.name(), pair.peer.label());
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        ran += 1;
        if args.json {
            writeln!(out, "{}", serde_json::to_string(&row)?)?;
        } else {
            writeln!(
                out,
                "| {} {}x{} {} | {} | {} | {:.3} | {:.3} | {:.2} |",
                kind.name(),
                row.size,
                row.size,
                row.level,
                row.peer,
                row.count,
                row.ours_ms,
                row.peer_ms,
                row.ratio
            )?;
        }
        out.flush()?;
    }
    if ran == 0 {
        anyhow::bail!(
            "no peer is installed: install Debian's sgt-puzzles and qqwing \
             (apt-get install sgt-puzzles qqwing)"
        );
    }
    if !args.json {
        writeln!(
            out,
            "\nload average {start_load} at the start, {} at the end",
            peers::load_average()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Every puzzle line of a file; blank lines and `#` comments are skipped.
fn read_sudoku_lines(path: &std::path::Path) -> anyhow::Result<Vec<bookmaker::sudoku::Puzzle>> {
    use std::io::Read;
    let name = path.display();
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(super::input::MAX_INPUT).read_to_string(&mut text))
        .map_err(|e| super::InputError(format!("cannot read {name}: {e}")))?;
    let mut puzzles = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let p = bookmaker::sudoku::format::parse_line(line).map_err(|e| {
            let message = super::input::shift_lines(&e.to_string(), i);
            super::InputError(format!("{name}: {message}"))
        })?;
        puzzles.push(p);
    }
    if puzzles.is_empty() {
        return Err(super::InputError(format!("{name} holds no puzzle")).into());
    }
    Ok(puzzles)
}
