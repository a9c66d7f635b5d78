//! `bookmaker site`: a book's puzzles as a folder of static HTML pages (see `bookmaker::site`).

use super::build::{SpecArgs, book_error};
use bookmaker::output;
use bookmaker::plan::Plan;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    spec: SpecArgs,
    /// The folder to write (default: the spec's or book's name with -site). A folder that
    /// exists must be empty or one bookmaker wrote: it is replaced whole
    #[arg(short, long, value_name = "DIR")]
    output: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let dir = args
        .output
        .clone()
        .unwrap_or_else(|| args.spec.default_output("-site"));
    // A folder we may not write fails now, not after the puzzles are made.
    output::check_dir(&dir).map_err(super::output_error)?;
    let spec = args.spec.load()?;
    // The site needs the plan's numbering and puzzles, not its pages: no KDP preflight.
    let plan = Plan::new(&spec);
    let bar = ProgressBar::new(spec.puzzle_count() as u64);
    bar.set_style(
        ProgressStyle::with_template("{msg:>10} [{bar:30}] {pos}/{len} puzzles, {eta} left")
            .expect("static template")
            .progress_chars("=> "),
    );
    bar.set_message("Generating");
    let made = bookmaker::book::make_puzzles(&plan, &|| bar.inc(1));
    bar.finish_and_clear();
    let made = made.map_err(book_error)?;
    let files = bookmaker::site::files(&spec, &plan, &made)?;
    output::write_dir(&dir, &files).map_err(super::output_error)?;
    let bytes: usize = files.iter().map(|(_, b)| b.len()).sum();
    note!(
        "Wrote {}: {} pages ({} KB); open {}",
        dir.display(),
        files.len(),
        bytes.div_ceil(1024),
        dir.join("index.html").display()
    );
    Ok(ExitCode::SUCCESS)
}
