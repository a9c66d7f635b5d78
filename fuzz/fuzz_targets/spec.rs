//! Book specs: no panic; an error names the file; a spec that parses writes back out (as
//! `bookmaker new` does) as a spec that parses.
#![no_main]

use bookmaker::spec::Spec;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    match Spec::parse(input, "fuzz.toml", None) {
        Ok(spec) => {
            let again = Spec::parse(&spec.to_toml(), "again.toml", None);
            assert!(again.is_ok(), "{input:?}: {:?}", again.err());
        }
        Err(e) => assert!(e.to_string().starts_with("fuzz.toml"), "{e}"),
    }
});
