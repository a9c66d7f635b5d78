//! `bookmaker generate`: puzzles of a kind at a level, as text, game IDs or JSON lines.

use anyhow::Context;
use bookmaker::generate::{GenerateError, generate_all};
use bookmaker::kind::{KindRef, registry};
use bookmaker::seed::Address;
use bookmaker::solve::Level;
use std::io::Write;
use std::process::ExitCode;

#[derive(Clone, Copy, clap::ValueEnum)]
enum Format {
    /// The kind's plain text grid (see docs/), puzzle then answer
    Text,
    /// Simon Tatham's game IDs (Unequal, Towers, ...), one per line
    #[value(alias = "unequal")]
    Id,
    /// One JSON object per line
    Json,
}

#[derive(clap::Args)]
pub struct Args {
    /// Puzzle kind: futoshiki (default), or another listed by `bookmaker kinds`
    #[arg(long, default_value_t = registry::default_kind(), help = kind_help())]
    kind: KindRef,
    /// Grid size; defaults to the level's book size for the kind
    #[arg(long)]
    size: Option<usize>,
    /// Difficulty: easy, medium or hard (Sudoku also expert and master)
    #[arg(long, default_value = "easy")]
    level: Level,
    /// How many puzzles
    #[arg(long, default_value_t = 1)]
    count: u32,
    /// Seed: the same seed, size, level and count always give the same puzzles
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// `--kind`'s help, listing the registered kinds.
pub fn kind_help() -> String {
    format!(
        "Puzzle kind: {} (default {})",
        registry::ids(),
        registry::default_kind()
    )
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let kind = args.kind;
    let size = args.size.unwrap_or(kind.default_size(args.level));
    // Futoshiki keeps the addresses it had before there were other kinds.
    let section = if kind == registry::default_kind() {
        format!("generate-{size}-{}", args.level)
    } else {
        format!("generate-{kind}-{size}-{}", args.level)
    };
    let addresses: Vec<Address> = (1..=args.count)
        .map(|i| Address::new(args.seed, section.as_str(), i))
        .collect();
    let puzzles = generate_all(kind, size, args.level, &addresses).map_err(|e| match e {
        GenerateError::Unsupported(_) => {
            anyhow::Error::new(super::InputError(format!("{e} (--kind, --size, --level)")))
        }
        other => anyhow::Error::new(other),
    })?;

    let mut out = std::io::stdout().lock();
    for (i, g) in puzzles.iter().enumerate() {
        let id = if kind == registry::default_kind() {
            format!("{}-{}-{}-{}", args.level, size, args.seed, i + 1)
        } else {
            format!("{kind}-{}-{}-{}-{}", args.level, size, args.seed, i + 1)
        };
        match args.format {
            Format::Text => {
                writeln!(out, "# {id}: {} (score {})", g.grade.level, g.grade.score)?;
                writeln!(out, "{}", g.puzzle.to_text())?;
                writeln!(out, "# answer")?;
                writeln!(out, "{}", g.puzzle.to_text_filled(&g.solution))?;
            }
            Format::Id => match g.puzzle.game_id(g.grade.level) {
                Some(game_id) => writeln!(out, "{game_id}")?,
                None => {
                    return Err(super::InputError(format!(
                        "{} has no game ID format: use --format text or json",
                        kind.name()
                    ))
                    .into());
                }
            },
            Format::Json => writeln!(out, "{}", serde_json::to_string(&g.record(id))?)?,
        }
    }
    out.flush().context("writing to standard output")?;
    Ok(ExitCode::SUCCESS)
}
