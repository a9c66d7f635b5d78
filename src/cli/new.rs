//! `bookmaker new`: prints a catalogue book as a standalone spec, every key written out.

use super::InputError;
use bookmaker::spec::Catalogue;
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
    let spec = catalogue
        .book(&name)
        .map_err(|e| InputError(e.to_string()))?;
    write!(out, "{}", spec.to_toml())?;
    Ok(ExitCode::SUCCESS)
}
