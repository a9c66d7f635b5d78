//! The json puzzle format: no panic on any input, and a puzzle that parses writes back out
//! as text that parses to the same puzzle.
#![no_main]

use bookmaker::futoshiki::format::{parse_json, to_json};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(p) = parse_json(input) {
        assert_eq!(parse_json(&to_json(&p)).as_ref(), Ok(&p), "round trip of {input:?}");
    }
});
