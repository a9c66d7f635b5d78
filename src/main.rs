//! The `bookmaker` command line. Each subcommand lives in its own module under `cli/`.

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Print-ready logic-puzzle books for Amazon KDP, IngramSpark and Lulu.
#[derive(Parser)]
#[command(name = "bookmaker", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate puzzles at a level
    Generate(cli::generate::Args),
    /// Solve, count and grade puzzles
    Solve(cli::solve::Args),
    /// Measure single-thread generation speed
    Bench(cli::bench::Args),
    /// Print a ready book spec from the catalogue, to save and edit
    New(cli::new::Args),
    /// Build a book's interior PDF
    Build(cli::build::Args),
    /// Run KDP preflight on a spec without writing a file
    Check(cli::check::Args),
    /// Render pages of a book as PNG or SVG
    Preview(cli::preview::Args),
    /// Write a book's puzzles as a folder of static HTML pages
    Site(cli::site::Args),
    /// Build a book's wrap-around paperback cover PDF
    Cover(cli::cover::Args),
    /// Print every fixed text of a language beside the English, for review
    Words(cli::words::Args),
}

/// Prints clap's message (help, version, or a usage error) and picks its exit code. A usage
/// error quotes the argument as typed: when an argument holds a control character, the
/// message is rendered without styles and with control characters escaped, so that what the
/// user typed is shown and cannot drive the terminal.
fn clap_error(e: clap::Error) -> ExitCode {
    use clap::CommandFactory;
    let controls = std::env::args_os().any(|a| a.to_string_lossy().chars().any(|c| c.is_control()));
    if !e.use_stderr() || !controls {
        e.exit();
    }
    let plain = match Cli::command()
        .styles(clap::builder::styling::Styles::plain())
        .try_get_matches()
    {
        Err(again) => again.render().ansi().to_string(),
        Ok(_) => e.render().to_string(),
    };
    use std::io::Write as _;
    let _ = write!(std::io::stderr(), "{}", cli::escape_controls(&plain));
    ExitCode::from(e.exit_code().clamp(0, 255) as u8)
}

/// Exit code after an interrupt (SIGINT, SIGTERM, SIGHUP): 128 + SIGINT, as shells report it.
const EXIT_INTERRUPTED: i32 = 130;

fn main() -> ExitCode {
    // An interrupted write leaves no temporary behind, in order: `abandon` waits for the
    // write in progress (a file, a pair of renames, a folder swap) to end, removes every
    // temporary, and holds the lock until the process ends, so that no write starts again.
    let _ = ctrlc::set_handler(|| {
        let _held = bookmaker::output::abandon();
        std::process::exit(EXIT_INTERRUPTED);
    });
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(e),
    };
    let result = match cli.command {
        Command::Generate(a) => cli::generate::run(a),
        Command::Solve(a) => cli::solve::run(a),
        Command::Bench(a) => cli::bench::run(a),
        Command::New(a) => cli::new::run(a),
        Command::Build(a) => cli::build::run(a),
        Command::Check(a) => cli::check::run(a),
        Command::Preview(a) => cli::preview::run(a),
        Command::Site(a) => cli::site::run(a),
        Command::Cover(a) => cli::cover::run(a),
        Command::Words(a) => cli::words::run(a),
    };
    match result {
        Ok(code) => code,
        Err(err) => cli::report(&err),
    }
}
