//! Subcommands and how their errors reach the user.

/// `eprintln!` that never panics: a closed or full stderr loses the message, not the run
/// (the work is done by then; there is nowhere left to say anything).
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

pub mod bench;
pub mod build;
pub mod check;
pub mod cover;
pub mod generate;
pub mod input;
pub mod new;
pub mod preview;
pub mod site;
pub mod solve;

use bookmaker::output::{Output, OutputError};
use std::path::Path;
use std::process::ExitCode;

/// A problem with what the user gave us (a file, an argument): exit code 2. Anything else that
/// goes wrong is a failure: exit code 1.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct InputError(pub String);

impl InputError {
    /// The user's fault, said with every cause: "cannot write x.pdf: Is a directory".
    pub fn with_causes(err: &(dyn std::error::Error + 'static)) -> Self {
        let mut msg = err.to_string();
        let mut cause = err.source();
        while let Some(c) = cause {
            msg.push_str(&format!(": {c}"));
            cause = c.source();
        }
        InputError(msg)
    }
}

/// Exit code for bad input.
pub const EXIT_INPUT: u8 = 2;
/// Exit code for a failure.
pub const EXIT_FAILURE: u8 = 1;

/// True when the error (or any cause) is the user's input rather than our failure.
pub fn is_input_error(err: &anyhow::Error) -> bool {
    err.chain().any(|e| e.is::<InputError>())
}

/// Prints an error with its causes, cargo style, and picks the exit code.
pub fn report(err: &anyhow::Error) -> ExitCode {
    // The reader went away (`bookmaker generate | head`): nothing is wrong, stop quietly.
    let closed = err.chain().any(|e| {
        e.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    });
    if closed {
        return ExitCode::SUCCESS;
    }
    note!("error: {err}");
    for cause in err.chain().skip(1) {
        note!("  caused by: {cause}");
    }
    ExitCode::from(if is_input_error(err) {
        EXIT_INPUT
    } else {
        EXIT_FAILURE
    })
}

/// Maps an output error to the CLI's kinds: a path the user got wrong is an input error.
pub fn output_error(e: OutputError) -> anyhow::Error {
    if e.is_input() {
        InputError::with_causes(&e).into()
    } else {
        e.into()
    }
}

/// Resolves the outputs a command will write, before any work is done: each named by its
/// option for messages (`-o`, `--puzzles`). Refuses a missing folder, an output that would
/// overwrite a file this run read (the spec, its template), two outputs in one place, and a
/// read-only file unless `force` (see `bookmaker::output::resolve_all`).
pub fn resolve_outputs(named: &[(&str, &Path)], force: bool) -> anyhow::Result<Vec<Output>> {
    bookmaker::output::resolve_all(named, force).map_err(output_error)
}

/// Says where a replaced folder stays when something appeared in it while it was replaced.
pub fn note_kept(written: &bookmaker::output::Written) {
    if let Some(kept) = &written.kept {
        note!(
            "note: something appeared in the old folder while it was replaced, so it stays as \
             {}: look inside, then delete it",
            kept.display()
        );
    }
}
