//! Any puzzle text as `bookmaker solve` reads an argument: no panic, and an answer the
//! counter finds satisfies the puzzle's givens and signs.
#![no_main]

use bookmaker::futoshiki::format::parse_any;
use bookmaker::solve::count;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(p) = parse_any(input) else {
        return;
    };
    if let Some(answer) = count::solve(&p, 2).solution {
        assert!(p.accepts(&answer), "{input:?}: {answer:?}");
    }
});
