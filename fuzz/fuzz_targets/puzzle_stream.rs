//! The puzzle reader of `bookmaker solve` (src/cli/input.rs), which streams a file or stdin
//! into puzzles: no panic; each puzzle's line is a line of the input, in order; a puzzle read
//! one a line is that line.
#![no_main]

use libfuzzer_sys::fuzz_target;

// The reader lives in the binary crate; it is included here with the two names it takes
// from the command line's module.
#[derive(Debug)]
pub struct InputError(pub String);

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}

pub fn escape_controls(s: &str) -> std::borrow::Cow<'_, str> {
    std::borrow::Cow::Borrowed(s)
}

#[path = "../../src/cli/input.rs"]
#[allow(dead_code)]
mod input;

use input::{Source, Stream};

fuzz_target!(|data: &[u8]| {
    let lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    let mut last = 0;
    input::read_stream(&mut &data[..], Stream::Stdin(1), &mut |p| {
        let line = match &p.source {
            Source::Line(_, n) | Source::Grid(_, n) => Some(*n),
            Source::Whole(_) | Source::Argument(_) => None,
        };
        if let Some(n) = line {
            assert!(n >= 1 && n <= lines.len(), "line {n} of {}", lines.len());
            assert!(n > last, "in order");
            last = n;
        }
        if let (Source::Line(_, n), Ok(text)) = (&p.source, &p.text) {
            let raw = lines[n - 1];
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            assert_eq!(text.as_bytes(), raw);
        }
        Ok(())
    })
    .expect("the reader's only errors are pieces");
});
