//! `bookmaker check`: the platform's preflight (KDP by default) on a spec, no file written, no
//! puzzle generated.

use super::InputError;
use super::build::{SpecArgs, book_error};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    spec: SpecArgs,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let spec = args.spec.load()?;
    let mut report = bookmaker::book::check(&spec).map_err(book_error)?;
    // The cover's checks too (text, glyphs, colours), so that what passes here also makes
    // a cover. Its errors only: its warnings are `bookmaker cover`'s to give.
    if report.passes() {
        let cover = bookmaker::cover::check(&spec).map_err(super::cover::cover_error)?;
        for f in cover.errors() {
            report.push(f.clone());
        }
    }
    let plan = bookmaker::plan::Plan::new(&spec);
    let platform = spec.platform.name();
    if !report.passes() {
        return Err(InputError(format!(
            "{} does not pass {platform} preflight:\n{}",
            spec.file,
            report.to_string().trim_end()
        ))
        .into());
    }
    for w in report.warnings() {
        note!("{w}");
    }
    if !spec.given.author {
        note!(
            "warning: {} sets no `author`, so the title page, copyright page and cover print \
             {:?}\n  help: add author = \"Your Name\" at the top of the spec",
            spec.file,
            spec.author
        );
    }
    writeln!(
        out,
        "{}: passes {platform} preflight ({} pages, trim {}, {} paper, inside margin {:.3} in)",
        super::escape_controls(&spec.file),
        plan.page_count(),
        spec.trim.kdp_name().unwrap_or(&spec.trim.text),
        spec.paper.name(),
        plan.format.inside_in
    )?;
    writeln!(out, "{platform} settings for this book:")?;
    for (what, choice) in bookmaker::kdp::settings(&plan.format) {
        writeln!(out, "  {what}: {choice}")?;
    }
    Ok(ExitCode::SUCCESS)
}
