//! The text puzzle format: no panic on any input, and a puzzle that parses writes back out
//! as text that parses to the same puzzle.
#![no_main]

use bookmaker::futoshiki::format::{parse_text, to_text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(p) = parse_text(input) {
        assert_eq!(parse_text(&to_text(&p)).as_ref(), Ok(&p), "round trip of {input:?}");
    }
});
