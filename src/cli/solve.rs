//! `bookmaker solve`: counts, solves and grades puzzles given on the command line or stdin.
//!
//! Each argument is one puzzle in any of its kind's formats (a Tatham game ID, a JSON object,
//! or a text grid; see docs/). Without `--kind`, a game ID or JSON object names its own kind,
//! and anything else is read as the default kind, Futoshiki. The argument `-` reads standard
//! input: when its first line (blank and `#` lines aside) holds a `:` or starts with `{`, every
//! non-blank line is one puzzle (game IDs or one-line JSON objects, mixed freely); otherwise
//! all of stdin is one text grid. Answers come in input order. A malformed puzzle gets an
//! error naming its argument or stdin line, the others are still answered, and the exit code
//! is then 2.

use super::{EXIT_INPUT, InputError};
use anyhow::Context;
use bookmaker::kind::{KINDS, KindRef, Puzzle, PuzzleRef, registry};
use bookmaker::solve::Level;
use bookmaker::solve::logic::Grade;
use serde::Serialize;
use std::io::{Read, Write};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Puzzles: game IDs, JSON objects or text grids; `-` reads standard input (one game ID or
    /// JSON object per line, or one whole text grid)
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
}

/// Where a puzzle came from, as messages and JSON name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// The k-th argument (1-based).
    Argument(usize),
    /// Line n of standard input (1-based).
    Line(usize),
    /// All of standard input, read as one text grid: the argument `-` at position k.
    Stdin(usize),
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Argument(k) => write!(f, "argument {k}"),
            Source::Line(n) => write!(f, "line {n} of stdin"),
            Source::Stdin(_) => write!(f, "stdin"),
        }
    }
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
        solution: Option<String>,
        level: Option<bookmaker::solve::Level>,
        score: Option<u32>,
        hardest: Option<&'static str>,
        /// With `--steps`: each step as a sentence.
        #[serde(skip_serializing_if = "Option::is_none")]
        steps: Option<Vec<String>>,
    },
    Error {
        error: String,
    },
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let inputs = gather(&args.puzzles)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut malformed = false;
    for (source, text) in inputs {
        let puzzle = match parse(args.kind, &text) {
            Ok(p) => p,
            Err(err) => {
                malformed = true;
                write_error(&mut out, args.json, source, &err.to_string())?;
                continue;
            }
        };
        let counted = match puzzle.count(2) {
            Ok(c) => c,
            Err(err) => {
                // Too much work for this one: say so, and answer the others.
                malformed = true;
                write_error(&mut out, args.json, source, &err.to_string())?;
                continue;
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
                .map(|s| bookmaker::generate::digits_string(s));
            let body = JsonBody::Answer {
                solutions: counted.count,
                solution,
                level: grade.as_ref().map(|g| g.level),
                score: grade.as_ref().map(|g| g.score),
                hardest: grade.as_ref().and_then(|g| g.hardest).map(|t| t.name),
                steps,
            };
            write_json(&mut out, source, body)?;
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
    }
    out.flush()?;
    Ok(if malformed {
        ExitCode::from(EXIT_INPUT)
    } else {
        ExitCode::SUCCESS
    })
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
    source: Source,
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
    eprintln!("error: {source}: {error}");
    Ok(())
}

fn write_json(out: &mut impl Write, source: Source, body: JsonBody) -> anyhow::Result<()> {
    let (argument, line) = match source {
        Source::Argument(k) | Source::Stdin(k) => (Some(k), None),
        Source::Line(n) => (None, Some(n)),
    };
    let report = JsonReport {
        argument,
        line,
        body,
    };
    writeln!(out, "{}", serde_json::to_string(&report)?)?;
    Ok(())
}

/// The puzzles to answer, in order, with where each came from.
fn gather(args: &[String]) -> anyhow::Result<Vec<(Source, String)>> {
    let mut inputs = Vec::new();
    let mut stdin_read = false;
    for (i, arg) in args.iter().enumerate() {
        if arg != "-" {
            inputs.push((Source::Argument(i + 1), arg.clone()));
            continue;
        }
        if stdin_read {
            return Err(InputError(format!(
                "argument {}: '-' (standard input) may be given only once",
                i + 1
            ))
            .into());
        }
        stdin_read = true;
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read standard input")?;
        inputs.extend(split_stdin(&text, i + 1));
    }
    Ok(inputs)
}

/// Standard input as puzzles: one per line when the first line looks like a game ID, a JSON
/// object or another one-line format a kind recognizes, otherwise one text grid.
fn split_stdin(text: &str, argument: usize) -> Vec<(Source, String)> {
    let content = |l: &&str| {
        let t = l.trim();
        !t.is_empty() && !t.starts_with('#')
    };
    let line_based = text.lines().find(content).is_some_and(|l| {
        let t = l.trim();
        t.starts_with('{') || t.contains(':') || KINDS.iter().any(|k| k.recognizes(t))
    });
    if !line_based {
        return vec![(Source::Stdin(argument), text.to_string())];
    }
    text.lines()
        .enumerate()
        .filter(|(_, l)| content(l))
        .map(|(i, l)| (Source::Line(i + 1), l.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stdin_is_line_based_for_ids_and_json() {
        let text = "# ids\n4de:0,0\n\n{\"size\":4}\n";
        let got = split_stdin(text, 1);
        assert_eq!(
            got,
            vec![
                (Source::Line(2), "4de:0,0".to_string()),
                (Source::Line(4), "{\"size\":4}".to_string())
            ]
        );
    }

    #[test]
    fn stdin_is_one_grid_otherwise() {
        let text = "# grid\n. . . .\n. . . .\n";
        assert_eq!(
            split_stdin(text, 3),
            vec![(Source::Stdin(3), text.to_string())]
        );
    }
}
