//! `bookmaker words`: every fixed text of a language with sample arguments, beside the
//! English, for a native speaker to review in one read (the texts live in `locales/L/*.ftl`).

use super::InputError;
use bookmaker::words::{Language, review};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The language to show (en, de, fr, es, it, nl, pl, pt)
    #[arg(long, short = 'l', value_name = "L", default_value = "en")]
    language: String,
    /// Only this file's messages (e.g. `book.ftl` or `book`)
    #[arg(long, value_name = "FILE")]
    file: Option<String>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let lang = Language::from_code(&args.language).ok_or_else(|| {
        InputError(format!(
            "--language {:?} is not a language bookmaker knows: use {}",
            args.language,
            Language::codes()
        ))
    })?;
    let names = review::file_names(lang);
    let file = match &args.file {
        None => None,
        Some(f) => {
            let want = if f.ends_with(".ftl") {
                f.clone()
            } else {
                format!("{f}.ftl")
            };
            Some(*names.iter().find(|n| **n == want).ok_or_else(|| {
                InputError(format!(
                    "--file {f:?} is not one of the text files: use {}",
                    names.join(", ")
                ))
            })?)
        }
    };
    let lines = review::lines(lang, file);
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "# bookmaker's fixed texts in {lang}{}: each message with sample arguments \
         (‹name› is filled in by the book).\n# Edit them in locales/{lang}/; a missing message \
         is printed in English.\n",
        if lang == Language::En {
            String::new()
        } else {
            ", beside the English".to_string()
        }
    )?;
    write!(out, "{}", review::render(lang, &lines))?;
    Ok(ExitCode::SUCCESS)
}
