//! Subcommands and how their errors reach the user.

/// `eprintln!` that never panics: a closed or full stderr loses the message, not the run
/// (the work is done by then; there is nowhere left to say anything).
/// Control characters from the input (a file name, a spec's text) are escaped: a message
/// never drives the terminal.
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let text = format!($($arg)*);
        let _ = writeln!(std::io::stderr(), "{}", $crate::cli::escape_controls(&text));
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
pub mod words;

use bookmaker::output::{Output, OutputError};
use std::path::Path;
use std::process::ExitCode;

/// `s` with every control character except newline and tab written as an escape (`\x1b`,
/// `\u{9b}`), so that text from the input (an ESC ] 0 ; title BEL sequence, a NUL) is shown,
/// never obeyed by the terminal.
pub fn escape_controls(s: &str) -> std::borrow::Cow<'_, str> {
    let bad = |c: char| c.is_control() && c != '\n' && c != '\t';
    if !s.chars().any(bad) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            c if !bad(c) => out.push(c),
            c if (c as u32) < 0x80 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
        }
    }
    std::borrow::Cow::Owned(out)
}

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

#[cfg(test)]
mod tests {
    #[test]
    fn control_characters_are_shown_not_obeyed() {
        use super::escape_controls as e;
        assert_eq!(e("plain\ttext\n"), "plain\ttext\n");
        assert_eq!(e("x\u{1b}]0;T\u{7}y\0"), "x\\x1b]0;T\\x07y\\x00");
        assert_eq!(e("\u{9b}31m \u{7f}\r"), "\\u{9b}31m \\x7f\\x0d");
        assert_eq!(e("caf\u{e9} \u{2192}"), "caf\u{e9} \u{2192}");
    }
}
