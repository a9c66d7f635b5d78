//! Publishing wide: the `platform` key. KDP paperback (the default) keeps its bytes; the
//! other platforms' files are read back and checked independently of the code that wrote them.

use bookmaker::spec::Spec;
use bookmaker::{book, cover};

fn spec(text: &str) -> Spec {
    Spec::parse(text, "book.toml", None).unwrap()
}

/// FNV-1a over the bytes: enough to tell two files apart, no crate needed.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

fn interior_and_cover(text: &str) -> (Vec<u8>, Vec<u8>) {
    let s = spec(text);
    let built = book::build(&s, &|| {}).unwrap();
    let pdf = book::render(&built).unwrap();
    let c = cover::cover_of(&s, &built).unwrap();
    (pdf, cover::render(&c).unwrap())
}

/// The default platform writes the bytes main wrote before platforms existed (hashes taken
/// on main at 19a8bcb). A deliberate change to pages or covers updates these numbers; a
/// change for another platform never may.
#[test]
fn kdp_paperback_bytes_are_pinned() {
    let (pdf, cov) = interior_and_cover("seed = 7\n[[section]]\ncount = 6\n");
    assert_eq!(
        (pdf.len(), fnv(&pdf)),
        (40100, 0x837c_bed6_31d9_a5cc),
        "interior"
    );
    assert_eq!(
        (cov.len(), fnv(&cov)),
        (20086, 0x89dc_8563_a0d0_47e7),
        "cover"
    );
}
