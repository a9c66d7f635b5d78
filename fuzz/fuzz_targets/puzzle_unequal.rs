//! The unequal puzzle format: no panic on any input, and a puzzle that parses writes back out
//! as text that parses to the same puzzle.
#![no_main]

use bookmaker::futoshiki::format::{parse_unequal, to_unequal};
use bookmaker::solve::Level;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(p) = parse_unequal(input) {
        assert_eq!(parse_unequal(&to_unequal(&p, Level::Hard)).as_ref(), Ok(&p), "round trip of {input:?}");
    }
});
