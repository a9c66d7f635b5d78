//! `bookmaker build`: a spec (or a catalogue book) to an interior PDF.

use super::InputError;
use bookmaker::book::{self, BookError, Summary};
use bookmaker::output::{self, Output};
use bookmaker::spec::{Catalogue, Spec, SpecError};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// Which spec to read: a spec file, or a book of a catalogue file.
#[derive(clap::Args)]
pub struct SpecArgs {
    /// The book spec (TOML), or a catalogue such as books.toml with --book
    pub spec: PathBuf,
    /// Build this book of the catalogue SPEC
    #[arg(long, value_name = "NAME")]
    pub book: Option<String>,
}

impl SpecArgs {
    /// The output when none is given: the book's name (or the spec file's stem) + `suffix`,
    /// in the current folder: `easy.toml` -> `easy.pdf`; `books.toml --book hard` -> `hard.pdf`.
    pub fn default_output(&self, suffix: &str) -> PathBuf {
        let stem = match &self.book {
            Some(b) => b.clone(),
            None => self
                .spec
                .file_stem()
                .map_or("book".into(), |s| s.to_string_lossy().into_owned()),
        };
        PathBuf::from(format!("{stem}{suffix}"))
    }

    /// Reads and validates the spec; its problems are input errors.
    pub fn load(&self) -> anyhow::Result<Spec> {
        let result = match &self.book {
            Some(name) => Catalogue::from_file(&self.spec)
                .and_then(|c| c.book(name))
                .map_err(|e| match Spec::from_file(&self.spec) {
                    // A book spec given with --book: say so rather than a catalogue's error.
                    Ok(_) => SpecError {
                        message: "this is a book spec, not a catalogue, so --book does not apply"
                            .into(),
                        at: None,
                        help: Some(format!(
                            "drop --book {name}: `bookmaker build {}`",
                            self.spec.display()
                        )),
                        ..e
                    },
                    Err(_) => e,
                }),
            None => Spec::from_file(&self.spec).map_err(|e| {
                // A catalogue given without --book: say so rather than list unknown keys.
                match Catalogue::from_file(&self.spec) {
                    Ok(c) if c.names().next().is_some() && e.message.starts_with("unknown key") => {
                        let mut e = e;
                        e.help = Some(format!(
                            "{} looks like a catalogue: add --book NAME ({})",
                            self.spec.display(),
                            c.names().collect::<Vec<_>>().join(", ")
                        ));
                        e
                    }
                    _ => e,
                }
            }),
        };
        result.map_err(|e| InputError(e.to_string()).into())
    }
}

/// Maps a pipeline error to the CLI's kinds: the spec's fault is an input error.
pub fn book_error(e: BookError) -> anyhow::Error {
    if e.is_input() {
        InputError::with_causes(&e).into()
    } else {
        e.into()
    }
}

/// Builds the book, with a progress bar while puzzles are generated (drawn only on a
/// terminal: indicatif hides it otherwise).
pub fn build_with_progress(spec: &Spec) -> anyhow::Result<book::Book> {
    let bar = ProgressBar::new(spec.puzzle_count() as u64);
    bar.set_style(
        ProgressStyle::with_template("{msg:>10} [{bar:30}] {pos}/{len} puzzles, {eta} left")
            .expect("static template")
            .progress_chars("=> "),
    );
    bar.set_message("Generating");
    let built = book::build(spec, &|| bar.inc(1));
    bar.finish_and_clear();
    built.map_err(book_error)
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    spec: SpecArgs,
    /// Where to write the PDF (default: the spec's or book's name with .pdf)
    #[arg(short, long, value_name = "OUT.pdf")]
    output: Option<PathBuf>,
    /// Also write the book's puzzles as JSON lines
    #[arg(long, value_name = "FILE")]
    puzzles: Option<PathBuf>,
    /// Replace an output even if it is read-only
    #[arg(long)]
    force: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let start = Instant::now();
    let spec = args.spec.load()?;
    let path = args
        .output
        .clone()
        .unwrap_or_else(|| args.spec.default_output(".pdf"));
    let mut named = vec![("-o", path.as_path())];
    if let Some(p) = &args.puzzles {
        named.push(("--puzzles", p.as_path()));
    }
    let outs = super::resolve_outputs(&named, args.force)?;
    let built = build_with_progress(&spec)?;
    let pdf = book::render(&built).map_err(book_error)?;
    let mut writes: Vec<(&Output, &[u8])> = vec![(&outs[0], &pdf)];
    let lines = args.puzzles.as_ref().map(|_| puzzles_text(&spec, &built));
    if let (Some(out), Some(text)) = (outs.get(1), &lines) {
        writes.push((out, text.as_bytes()));
    }
    output::write_all(&writes).map_err(super::output_error)?;
    for w in built.report.warnings() {
        note!("{w}");
    }
    let summary = Summary {
        pages: built.plan.page_count(),
        per_level: built.plan.puzzles_per_level(),
        elapsed: start.elapsed(),
        bytes: pdf.len() as u64,
        warnings: built.report.warnings().count(),
    };
    note!("Wrote {}: {summary}", outs[0]);
    // Pictures in the spec's order (the book orders puzzles by grade).
    let mut changed: Vec<_> = built
        .puzzles
        .iter()
        .flatten()
        .filter_map(|m| Some((m.slot, m.generated.changed?, m.generated.solution.len())))
        .collect();
    changed.sort();
    for (slot, n, cells) in changed {
        if let Some(pic) = &built.plan.slots[slot].picture {
            note!("  picture {}: {n} of {cells} cells changed", pic.name);
        }
    }
    note!("{} settings for this book:", spec.platform.name());
    for (what, choice) in bookmaker::kdp::settings(&built.plan.format) {
        note!("  {what}: {choice}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The `--puzzles` file: one JSON object per puzzle, in book order.
fn puzzles_text(spec: &Spec, built: &book::Book) -> String {
    let mut text = String::new();
    for line in book::puzzle_lines(spec, built) {
        text.push_str(&serde_json::to_string(&line).expect("plain data serializes"));
        text.push('\n');
    }
    text
}
