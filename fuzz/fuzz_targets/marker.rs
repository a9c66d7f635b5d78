//! Folder markers (`DIR/.bookmaker`, src/output/marker.rs), which decide what bookmaker may
//! remove: no panic; every path a marker that parses lists is one bookmaker could have
//! written (relative, no `..`); what parses writes back as the same entries; any path
//! bookmaker writes reads back as itself.
#![no_main]

use bookmaker::output::marker::{self, Marker};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(m) = marker::parse(text) {
        for p in m.files.keys().chain(&m.dirs).chain(&m.pending) {
            assert!(marker::check_path(p).is_ok(), "{p:?}");
        }
        let mut done = m.clone();
        done.pending.clear();
        assert_eq!(marker::parse(&marker::render(&done)), Ok(done));
    }
    // The input as a path: written and read back unchanged.
    if marker::check_path(text).is_ok() {
        let mut m = Marker::default();
        m.files.insert(text.to_string(), (data.len() as u64, marker::hash(data)));
        assert_eq!(marker::parse(&marker::render(&m)), Ok(m));
    }
});
