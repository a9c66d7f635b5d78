//! Page templates: no panic; errors name the file.
#![no_main]

use bookmaker::layout::template::Template;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    if let Err(e) = Template::parse(input, "t.toml", "t") {
        assert!(e.to_string().starts_with("t.toml"), "{e}");
    }
});
