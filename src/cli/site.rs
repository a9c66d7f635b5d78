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
    /// exists must be empty or hold only what bookmaker wrote there: it is replaced whole
    #[arg(short, long, value_name = "DIR")]
    output: Option<PathBuf>,
    /// Replace the folder even if it is read-only
    #[arg(long)]
    force: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let dir = args
        .output
        .clone()
        .unwrap_or_else(|| args.spec.default_output("-site"));
    let spec = args.spec.load()?;
    // A folder we may not write (one holding the spec, too) fails now, not after the
    // puzzles are made.
    output::check_dir(&dir, args.force).map_err(super::output_error)?;
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
    let mut folder = output::Folder::create(&dir, args.force).map_err(super::output_error)?;
    bookmaker::site::files(&spec, &plan, &made, |name, bytes| {
        folder.add(name, bytes).map_err(super::output_error)
    })?;
    let written = folder.commit().map_err(super::output_error)?;
    note!(
        "Wrote {}: {} pages ({} KB); open {}",
        dir.display(),
        written.files,
        written.bytes.div_ceil(1024),
        dir.join("index.html").display()
    );
    super::note_kept(&written);
    Ok(ExitCode::SUCCESS)
}
