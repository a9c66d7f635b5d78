//! `bookmaker bench`: single-thread generation speed for sizes 5, 6 and 7 at each level, and
//! the exact counter's speed on 7x7 book puzzles.

use bookmaker::bench::{bench_count, bench_generate};
use bookmaker::futoshiki::ORDERS;
use bookmaker::solve::Level;
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Puzzles generated per size and level
    #[arg(long, default_value_t = 200)]
    count: usize,
    /// Book seed for the benchmark's addresses
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Grid sizes to measure
    #[arg(long, value_delimiter = ',', default_values_t = [5, 6, 7])]
    sizes: Vec<usize>,
    /// One JSON object per line instead of a table
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    if args.count == 0 {
        return Err(super::InputError("--count must be at least 1".into()).into());
    }
    if let Some(bad) = args.sizes.iter().find(|s| !ORDERS.contains(s)) {
        let msg = format!("--sizes: {bad} is out of range; grid sizes are 4 to 9");
        return Err(super::InputError(msg).into());
    }
    // One thread, as the targets are stated: rayon is not used by the loops below.
    if !args.json {
        writeln!(
            out,
            "{:>4} {:>7} {:>6} {:>10} {:>10} {:>10} {:>9} {:>7} {:>6} {:>6}",
            "size",
            "level",
            "count",
            "median ms",
            "p95 ms",
            "max ms",
            "attempts",
            "givens",
            "signs",
            "exact"
        )?;
    }
    for &size in &args.sizes {
        for level in Level::BOOK {
            let row = bench_generate(size, level, args.count, args.seed)?;
            if args.json {
                writeln!(out, "{}", serde_json::to_string(&row)?)?;
            } else {
                writeln!(
                    out,
                    "{:>4} {:>7} {:>6} {:>10.3} {:>10.3} {:>10.3} {:>9.2} {:>7} {:>6} {:>5}%",
                    row.size,
                    row.level.name(),
                    row.count,
                    row.median_ms,
                    row.p95_ms,
                    row.max_ms,
                    row.mean_attempts,
                    row.median_givens,
                    row.median_signs,
                    100 * row.exact / row.count
                )?;
            }
        }
    }
    let row = bench_count(7, Level::Hard, args.count, args.seed)?;
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&row)?)?;
    } else {
        writeln!(
            out,
            "\ncounting solutions (cap 2) of {} 7x7 hard puzzles: median {:.1} µs, p95 {:.1} µs",
            row.count, row.median_us, row.p95_us
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
