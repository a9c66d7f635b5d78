//! `bookmaker solve`: counts, solves and grades puzzles given on the command line or stdin.
//!
//! Each argument is one puzzle in any of its kind's formats (a Tatham game ID, a JSON object,
//! or a text grid; see docs/), a file of puzzles, or `-` for standard input. Without
//! `--kind`, a game ID or JSON object names its own kind, and anything else is read as the
//! default kind, Futoshiki. How files and stdin are split into puzzles, and their limits:
//! see `cli::input`. Answers come in input order. A malformed puzzle gets an error naming its
//! argument or line, the others are still answered, and the exit code is then 2.

use super::EXIT_INPUT;
use super::input::{self, Piece, Source};
use bookmaker::kind::{KINDS, KindRef, Puzzle, PuzzleRef, registry};
use bookmaker::solve::Level;
use bookmaker::solve::logic::Grade;
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Puzzles: game IDs, JSON objects or text grids; a file of them; `-` reads standard
    /// input (one game ID or JSON object per line, or text grids, where the grid after a
    /// `# answer` line is skipped)
    #[arg(required = true, value_name = "PUZZLE")]
    puzzles: Vec<String>,
    /// The puzzles' kind; without it, game IDs and JSON name their own kind and text grids are
    /// read as Futoshiki
    #[arg(long, help = super::generate::kind_help())]
    kind: Option<KindRef>,
    /// Also print the solving steps of each unique puzzle
    #[arg(long)]
    steps: bool,
    /// Print one JSON object per puzzle, one per line
    #[arg(long)]
    json: bool,
    /// The exact counter's work budget in search nodes (hidden: for testing the over-budget
    /// path; a puzzle that needs more gets an error naming the budget)
    #[arg(long, hide = true)]
    budget: Option<u64>,
}

/// One JSON output line: the source, then either the answer or the error.
#[derive(Serialize)]
struct JsonReport {
    #[serde(skip_serializing_if = "Option::is_none")]
    argument: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    #[serde(flatten)]
    body: JsonBody,
}

#[derive(Serialize)]
#[serde(untagged)]
enum JsonBody {
    Answer {
        /// 0, 1, or 2 meaning "two or more".
        solutions: usize,
        /// The answer's digits, row-major, when unique.
        solution: Option<serde_json::Value>,
        level: Option<bookmaker::solve::Level>,
        score: Option<u32>,
        hardest: Option<&'static str>,
        /// A finer rating on a published scale, for kinds that have one (Sudoku: SE's).
        #[serde(skip_serializing_if = "Option::is_none")]
        rating: Option<f64>,
        /// With `--steps`: each step as a sentence.
        #[serde(skip_serializing_if = "Option::is_none")]
        steps: Option<Vec<String>>,
    },
    Error {
        error: String,
    },
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    if let Some(nodes) = args.budget {
        bookmaker::solve::count::set_budget(nodes);
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut malformed = false;
    // Each puzzle is answered as it is read and then forgotten: memory stays flat however
    // many come.
    input::each(&args.puzzles, |piece| {
        let ok = answer(&args, piece, &mut out)?;
        malformed |= !ok;
        Ok(())
    })?;
    out.flush()?;
    Ok(if malformed {
        ExitCode::from(EXIT_INPUT)
    } else {
        ExitCode::SUCCESS
    })
}

/// Answers one puzzle (or says why it cannot be read); false when it could not be answered.
fn answer(args: &Args, piece: Piece, out: &mut impl Write) -> anyhow::Result<bool> {
    let Piece {
        source,
        text,
        line_offset,
    } = piece;
    let parsed = text.and_then(|t| {
        parse(args.kind, &t).map_err(|e| {
            // Parsers of other crates (serde) may quote the input whole: cut it short.
            let msg = bookmaker::quote::shorten_quoted(&e.to_string()).into_owned();
            input::shift_lines(&msg, line_offset)
        })
    });
    let puzzle = match parsed {
        Ok(p) => p,
        Err(err) => {
            write_error(out, args.json, &source, &err)?;
            return Ok(false);
        }
    };
    let counted = match puzzle.count(2) {
        Ok(c) => c,
        Err(err) => {
            // Too much work for this one: say so, and answer the others.
            write_error(out, args.json, &source, &err.to_string())?;
            return Ok(false);
        }
    };
    let unique = counted.count == 1;
    let grade = if unique { Some(puzzle.grade()) } else { None };
    let steps = match (&grade, args.steps) {
        (Some(g), true) => Some(explain(&*puzzle, g)),
        _ => None,
    };
    if args.json {
        let solution = counted
            .solution
            .as_ref()
            .filter(|_| unique)
            .map(|s| puzzle.solution_json(s));
        let body = JsonBody::Answer {
            solutions: counted.count,
            solution,
            level: grade.as_ref().map(|g| g.level),
            score: grade.as_ref().map(|g| g.score),
            hardest: grade.as_ref().and_then(|g| g.hardest).map(|t| t.name),
            rating: grade.as_ref().and_then(|_| puzzle.rating()),
            steps,
        };
        write_json(out, &source, body)?;
    } else {
        let verdict = match counted.count {
            0 => "no solution".to_string(),
            1 => match &grade {
                Some(g) => format!("unique solution, {}", describe(g)),
                None => "unique solution".to_string(),
            },
            _ => "several solutions".to_string(),
        };
        writeln!(out, "{source}: {verdict}")?;
        if let (true, Some(solution)) = (unique, &counted.solution) {
            write!(out, "{}", puzzle.to_text_filled(solution))?;
        }
        for (i, step) in steps.iter().flatten().enumerate() {
            writeln!(out, "{:>4}. {step}", i + 1)?;
        }
        writeln!(out)?;
    }
    Ok(true)
}

/// Reads a puzzle as `kind`, or, with no kind given, as the kind its game ID or JSON names
/// (the default kind otherwise).
fn parse(kind: Option<KindRef>, text: &str) -> Result<PuzzleRef, bookmaker::kind::ParseError> {
    let kind = kind.unwrap_or_else(|| {
        KINDS
            .iter()
            .find(|k| k.recognizes(text))
            .map_or(registry::default_kind(), |&k| KindRef(k))
    });
    kind.parse(text)
}

/// The steps of a solve as sentences; a puzzle the ladder cannot finish says where it stuck.
fn explain(p: &dyn Puzzle, grade: &Grade) -> Vec<String> {
    let mut lines: Vec<String> = grade.steps.iter().map(|step| p.explain(step)).collect();
    if grade.level == Level::Guessing {
        lines.push("No named technique goes further: from here the puzzle needs guessing.".into());
    }
    lines
}

/// "level hard, score 42, hardest step x-wing".
fn describe(g: &Grade) -> String {
    let mut s = format!("level {}, score {}", g.level, g.score);
    if let Some(t) = g.hardest {
        s.push_str(&format!(", hardest step {}", t.name));
    }
    s
}

/// One puzzle's error, in order with the answers: a JSON line, or a line on stderr.
fn write_error(
    out: &mut impl Write,
    json: bool,
    source: &Source,
    error: &str,
) -> anyhow::Result<()> {
    if json {
        let body = JsonBody::Error {
            error: error.to_string(),
        };
        return write_json(out, source, body);
    }
    // Keep the order of answers and errors on a terminal.
    out.flush()?;
    note!("error: {source}: {error}");
    Ok(())
}

fn write_json(out: &mut impl Write, source: &Source, body: JsonBody) -> anyhow::Result<()> {
    let (argument, line) = source.argument_and_line();
    let report = JsonReport {
        argument,
        line,
        body,
    };
    writeln!(out, "{}", serde_json::to_string(&report)?)?;
    Ok(())
}
