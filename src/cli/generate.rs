//! `bookmaker generate`: puzzles at a level, as text, Unequal game IDs or JSON lines.

use anyhow::Context;
use bookmaker::futoshiki::format;
use bookmaker::generate::{GenerateError, generate_all};
use bookmaker::seed::Address;
use bookmaker::solve::Level;
use std::io::Write;
use std::process::ExitCode;

#[derive(Clone, Copy, clap::ValueEnum)]
enum Format {
    /// The plain text grid (see the README), puzzle then answer
    Text,
    /// Simon Tatham's Unequal game IDs, one per line
    Unequal,
    /// One JSON object per line
    Json,
}

#[derive(clap::Args)]
pub struct Args {
    /// Grid size (4 to 9); defaults to the level's book size (easy 5, medium 6, hard 7)
    #[arg(long)]
    size: Option<usize>,
    /// Difficulty: easy, medium or hard
    #[arg(long, default_value = "easy")]
    level: Level,
    /// How many puzzles (at least 1)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    count: u32,
    /// Seed: the same seed, size, level and count always give the same puzzles
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let size = args.size.unwrap_or(args.level.default_order());
    let section = format!("generate-{size}-{}", args.level);
    let addresses: Vec<Address> = (1..=args.count)
        .map(|i| Address::new(args.seed, section.as_str(), i))
        .collect();
    let puzzles = generate_all(size, args.level, &addresses).map_err(|e| match e {
        GenerateError::Order(_) | GenerateError::Level(_) => {
            anyhow::Error::new(super::InputError(format!("{e} (--size, --level)")))
        }
        other => anyhow::Error::new(other),
    })?;

    let mut out = std::io::stdout().lock();
    for (i, g) in puzzles.iter().enumerate() {
        let id = format!("{}-{}-{}-{}", args.level, size, args.seed, i + 1);
        match args.format {
            Format::Text => {
                writeln!(out, "# {id}: {} (score {})", g.grade.level, g.grade.score)?;
                writeln!(out, "{}", format::to_text(&g.puzzle))?;
                writeln!(out, "# answer")?;
                writeln!(out, "{}", format::to_text_filled(&g.puzzle, &g.solution))?;
            }
            Format::Unequal => writeln!(out, "{}", format::to_unequal(&g.puzzle, g.grade.level))?,
            Format::Json => writeln!(out, "{}", serde_json::to_string(&g.record(id))?)?,
        }
    }
    out.flush().context("writing to standard output")?;
    Ok(ExitCode::SUCCESS)
}
