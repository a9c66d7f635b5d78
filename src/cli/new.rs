//! `bookmaker new`: prints a catalogue book as a standalone spec, every key written out
//! (`--language L`: in another language).

use super::InputError;
use bookmaker::spec::Catalogue;
use bookmaker::words::Language;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The catalogue book to print (easy, medium, hard, mixed, ...)
    name: Option<String>,
    /// Read the catalogue from this file instead of the built-in books.toml
    #[arg(long, value_name = "FILE")]
    from: Option<PathBuf>,
    /// List the catalogue's books
    #[arg(long, conflicts_with = "name")]
    list: bool,
    /// The book's language (en, de, fr, es, it, nl, pl, pt): every text of the spec in it, the
    /// catalogue's own texts left to follow the language
    #[arg(long, value_name = "L")]
    language: Option<String>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let catalogue = match &args.from {
        Some(path) => Catalogue::from_file(path).map_err(|e| InputError(e.to_string()))?,
        None => Catalogue::builtin(),
    };
    let names: Vec<&str> = catalogue.names().collect();
    let Some(name) = args.name.filter(|_| !args.list) else {
        if args.list {
            for n in names {
                writeln!(out, "{n}")?;
            }
            return Ok(ExitCode::SUCCESS);
        }
        return Err(InputError(format!(
            "name a book to print: bookmaker new NAME, with NAME one of {}",
            names.join(", ")
        ))
        .into());
    };
    let spec = match &args.language {
        None => catalogue.book(&name),
        Some(code) => {
            let language = Language::from_code(code).ok_or_else(|| {
                InputError(format!(
                    "--language {code:?} is not a language bookmaker knows: use {}",
                    Language::codes()
                ))
            })?;
            catalogue.book_in(&name, language)
        }
    }
    .map_err(|e| InputError(e.to_string()))?;
    write!(out, "{}", spec.to_toml())?;
    Ok(ExitCode::SUCCESS)
}
