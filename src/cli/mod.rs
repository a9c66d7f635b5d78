//! Subcommands and how their errors reach the user.

pub mod bench;
pub mod build;
pub mod check;
pub mod cover;
pub mod generate;
pub mod new;
pub mod preview;
pub mod solve;

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
    eprintln!("error: {err}");
    for cause in err.chain().skip(1) {
        eprintln!("  caused by: {cause}");
    }
    ExitCode::from(if is_input_error(err) {
        EXIT_INPUT
    } else {
        EXIT_FAILURE
    })
}

/// Fails before any work is done when the output's folder is missing, so that a user does not
/// wait for a book only to learn the path was mistyped.
pub fn check_output_folder(output: &Path) -> Result<(), InputError> {
    let dir = match output.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let (out, dir_name) = (output.display(), dir.display());
    if dir.is_dir() {
        Ok(())
    } else if dir.exists() {
        Err(InputError(format!(
            "cannot write {out}: {dir_name} is not a folder"
        )))
    } else {
        Err(InputError(format!(
            "cannot write {out}: the folder {dir_name} does not exist"
        )))
    }
}
