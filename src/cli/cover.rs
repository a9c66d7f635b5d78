//! `bookmaker cover`: a spec (or a catalogue book) to its wrap-around paperback cover PDF.

use super::InputError;
use super::build::SpecArgs;
use bookmaker::cover::{self, CoverError};
use bookmaker::layout::cover::SpineText;
use bookmaker::output;
use bookmaker::page::PT_PER_IN;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    spec: SpecArgs,
    /// Where to write the PDF (default: the spec's or book's name with -cover.pdf)
    #[arg(short, long, value_name = "OUT.pdf")]
    output: Option<PathBuf>,
    /// Replace the output even if it is read-only
    #[arg(long)]
    force: bool,
}

/// Maps a cover error to the CLI's kinds: the spec's fault is an input error.
pub fn cover_error(e: CoverError) -> anyhow::Error {
    if e.is_input() {
        InputError::with_causes(&e).into()
    } else {
        e.into()
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let spec = args.spec.load()?;
    let path = args
        .output
        .clone()
        .unwrap_or_else(|| args.spec.default_output("-cover.pdf"));
    let output = super::resolve_outputs(&[("-o", &path)], args.force)?.remove(0);
    let built = cover::build(&spec).map_err(cover_error)?;
    let pdf = cover::render(&built).map_err(cover_error)?;
    output::write(&output, &pdf).map_err(super::output_error)?;
    let bytes = pdf.len();
    for w in built.report.warnings() {
        note!("{w}");
    }
    let g = &built.layout.geometry;
    let spine = match built.layout.spine_text {
        SpineText::Drawn { size } => format!("spine text {size:.1} pt"),
        _ => "blank spine".into(),
    };
    note!(
        "Wrote {output}: {:.3} x {:.3} in, spine {:.4} in for {} pages on {} paper, {spine}, {:.1} KiB",
        g.width / PT_PER_IN,
        g.height / PT_PER_IN,
        g.spine_width / PT_PER_IN,
        g.pages,
        g.paper.name(),
        bytes as f64 / 1024.0
    );
    Ok(ExitCode::SUCCESS)
}
