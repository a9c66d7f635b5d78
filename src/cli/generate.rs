//! `bookmaker generate`: puzzles of a kind at a level, as text, game IDs or JSON lines on
//! standard output, or as SVG files (puzzle and answer) in a folder.

use anyhow::Context;
use bookmaker::generate::{GenerateError, Generated, generate};
use bookmaker::kind::{KindRef, Shape, registry};
use bookmaker::seed::Address;
use bookmaker::solve::Level;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

/// Puzzles generated in parallel before they are written and dropped: a puzzle with its
/// graded steps holds about 15 KB, so a chunk holds a few MB whatever `--count` is.
const CHUNK: usize = 256;

#[derive(Clone, Copy, clap::ValueEnum)]
enum Format {
    /// The kind's plain text grid (see docs/), puzzle then answer
    Text,
    /// Simon Tatham's game IDs (Unequal, Towers, ...), one per line
    #[value(alias = "unequal")]
    Id,
    /// One JSON object per line
    Json,
    /// Two SVG files per puzzle, the puzzle and its answer, in the folder given by -o
    Svg,
}

#[derive(clap::Args)]
pub struct Args {
    /// Puzzle kind: futoshiki (default), or another listed by `bookmaker kinds`
    #[arg(long, default_value_t = registry::default_kind(), help = kind_help())]
    kind: KindRef,
    /// Grid size: one number for a square (7), or WIDTHxHEIGHT (12x10) for a kind whose
    /// grids may be rectangles; defaults to the level's book size for the kind
    #[arg(long)]
    size: Option<Shape>,
    /// Difficulty: easy, medium or hard (Sudoku also expert and master)
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
    /// With --format svg: the folder to write (new, empty, or one bookmaker wrote: it is
    /// replaced whole)
    #[arg(short, long, value_name = "DIR")]
    output: Option<std::path::PathBuf>,
    /// With --format svg: replace the folder even if it is read-only
    #[arg(long)]
    force: bool,
    /// With --format svg: text as `embedded` font subsets or as glyph `outlines`
    #[arg(long, value_enum, default_value = "embedded")]
    svg_text: super::preview::SvgTextArg,
    /// Puzzles generated before they are written (hidden: tests check that the chunk size
    /// changes no byte of the output)
    #[arg(long, default_value_t = CHUNK, hide = true)]
    chunk: usize,
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
    if args.count == 0 {
        return Err(super::InputError("--count must be at least 1".into()).into());
    }
    let mut svg_dir = match (args.format, &args.output) {
        // Files go into the folder's temporary as they are made.
        (Format::Svg, Some(dir)) => {
            Some(bookmaker::output::Folder::create(dir, args.force).map_err(super::output_error)?)
        }
        (Format::Svg, None) => {
            return Err(super::InputError(
                "--format svg writes files into a folder: add -o DIR".into(),
            )
            .into());
        }
        (_, Some(_)) => {
            return Err(super::InputError(
                "-o is for --format svg; the other formats go to standard output (use > FILE)"
                    .into(),
            )
            .into());
        }
        (_, None) => None,
    };
    let bar = progress(args.count as usize);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut number = 0;
    let step = args.chunk.clamp(1, u32::MAX as usize) as u32;
    // Chunk by chunk, in address order: each puzzle depends only on its address, so the
    // output is the same for any chunk size or thread count, and memory stays bounded.
    for first in (1..=args.count).step_by(step as usize) {
        let last = first.saturating_add(step - 1).min(args.count);
        let chunk: Vec<Address> = (first..=last)
            .map(|i| Address::new(args.seed, section.as_str(), i))
            .collect();
        let puzzles = chunk
            .par_iter()
            .map(|a| {
                let g = generate(kind, size, args.level, a);
                bar.inc(1);
                g
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| match e {
                GenerateError::Unsupported(_) => {
                    anyhow::Error::new(super::InputError(format!("{e} (--kind, --size, --level)")))
                }
                other => anyhow::Error::new(other),
            });
        let puzzles = match puzzles {
            Ok(p) => p,
            Err(e) => {
                bar.finish_and_clear();
                return Err(e);
            }
        };
        for g in &puzzles {
            number += 1;
            if let Some(folder) = &mut svg_dir {
                for (name, bytes) in svg_files(&args, kind, size, number, g)? {
                    folder.add(&name, &bytes).map_err(super::output_error)?;
                }
            } else {
                write_one(&mut out, &args, kind, size, number, g)?;
            }
        }
        out.flush().context("writing to standard output")?;
    }
    bar.finish_and_clear();
    if let (Some(folder), Some(dir)) = (svg_dir, &args.output) {
        let written = folder.commit().map_err(super::output_error)?;
        note!("Wrote {} SVG files into {}", written.files, dir.display());
        super::note_kept(&written);
    }
    Ok(ExitCode::SUCCESS)
}

/// The name puzzle `number` (1-based) goes by in every format.
fn puzzle_id(args: &Args, kind: KindRef, size: Shape, number: usize) -> String {
    if kind == registry::default_kind() {
        format!("{}-{}-{}-{}", args.level, size, args.seed, number)
    } else {
        format!("{kind}-{}-{}-{}-{}", args.level, size, args.seed, number)
    }
}

/// `ID.svg` and `ID-answer.svg`: the puzzle and its answer, drawn as in the classic template.
fn svg_files(
    args: &Args,
    kind: KindRef,
    size: Shape,
    number: usize,
    g: &Generated,
) -> anyhow::Result<[(String, Vec<u8>); 2]> {
    use bookmaker::export;
    let tpl = bookmaker::spec::template::Template::builtin("classic")
        .expect("the classic template is built in");
    let (style, answer_style) = export::styles(&tpl);
    let id = puzzle_id(args, kind, size, number);
    let text = args.svg_text.into();
    let file = |answer: Option<&[u8]>, style| -> anyhow::Result<Vec<u8>> {
        let svg = export::puzzle_svg(&*g.puzzle, answer, style, text, "")?;
        Ok(format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{svg}").into_bytes())
    };
    Ok([
        (format!("{id}.svg"), file(None, &style)?),
        (
            format!("{id}-answer.svg"),
            file(Some(&g.solution), &answer_style)?,
        ),
    ])
}

/// A progress bar on standard error, only when it is a terminal.
fn progress(total: usize) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total as u64);
    bar.set_style(
        ProgressStyle::with_template("{msg:>10} [{bar:30}] {pos}/{len} puzzles, {eta} left")
            .expect("static template")
            .progress_chars("=> "),
    );
    bar.set_message("Generating");
    bar
}

/// Writes puzzle `number` (1-based) in the format asked.
fn write_one(
    out: &mut impl Write,
    args: &Args,
    kind: KindRef,
    size: Shape,
    number: usize,
    g: &Generated,
) -> anyhow::Result<()> {
    let id = puzzle_id(args, kind, size, number);
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
        Format::Svg => unreachable!("SVG goes to files"),
    }
    Ok(())
}
