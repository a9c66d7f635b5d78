//! Catalogues (books.toml) and the books in them: no panic; errors name the file.
#![no_main]

use bookmaker::spec::Catalogue;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    match Catalogue::parse(input, "books.toml", None) {
        Ok(c) => {
            let names: Vec<String> = c.names().map(String::from).collect();
            for name in names {
                if let Err(e) = c.book(&name) {
                    assert!(e.to_string().starts_with("books.toml"), "{e}");
                }
            }
        }
        Err(e) => assert!(e.to_string().starts_with("books.toml"), "{e}"),
    }
});
