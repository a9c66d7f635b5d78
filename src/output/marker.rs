//! The marker of a folder bookmaker wrote (`DIR/.bookmaker`): the list of every entry it wrote
//! there, each file with its size and SHA-256, so that a later run can tell its own files
//! from the user's. A folder is replaced only when everything in it is listed here and
//! unchanged (see [`super::folder`]).
//!
//! The format is plain text, one entry a line, sorted:
//!
//! ```text
//! bookmaker folder 2
//! # comment lines
//! d sub
//! f 2069 9f86d0…(64 hex digits) index.html
//! f 311 2c26b4… sub/a.svg
//! ```
//!
//! Paths are relative, `/`-separated, with every byte outside `!`..`~` and every `%` written
//! `%XX`. While a folder is being written its marker is a journal that also has `+ PATH`
//! lines (an entry about to be written, not yet hashed): such a marker is never proof, and
//! serves only to clean up the temporary of a run that was killed.

use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The marker's file name, at the top of the folder.
pub const NAME: &str = ".bookmaker";

/// The first line of a marker in this format.
pub const HEADER: &str = "bookmaker folder 2";

/// The whole text of the marker bookmaker wrote before it listed its files: it proves
/// nothing about the folder's contents.
const OLD_START: &str = "Written by bookmaker";

/// What the marker says of the folder.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marker {
    /// Files: path -> (size in bytes, SHA-256).
    pub files: BTreeMap<String, (u64, [u8; 32])>,
    /// Folders, the parents of the files among them.
    pub dirs: BTreeSet<String>,
    /// Journal lines: entries a run began to write and never hashed.
    pub pending: BTreeSet<String>,
}

/// Why a marker's text is not a list bookmaker wrote.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MarkerError {
    /// The marker of the previous version, which listed nothing.
    #[error("it is the marker of an older bookmaker, which did not list the files it wrote")]
    Old,
    #[error("line {line}: {why}")]
    Bad { line: usize, why: String },
}

/// The SHA-256 of `bytes`.
pub fn hash(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// A SHA-256 computed piece by piece (a file read in blocks).
#[derive(Default)]
pub struct Hasher(Sha256);

impl Hasher {
    pub fn update(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }

    pub fn finish(self) -> [u8; 32] {
        self.0.finalize().into()
    }
}

fn hex(h: &[u8; 32]) -> String {
    let mut s = String::with_capacity(64);
    for b in h {
        let _ = write!(s, "{b:02x}");
    }
    s
}

fn unhex(s: &str) -> Option<[u8; 32]> {
    if s.len() != 64 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// A path as the marker writes it (see the module documentation).
pub fn escape_path(path: &str) -> String {
    let mut s = String::with_capacity(path.len());
    for b in path.bytes() {
        if (b'!'..=b'~').contains(&b) && b != b'%' {
            s.push(b as char);
        } else {
            let _ = write!(s, "%{b:02X}");
        }
    }
    s
}

fn unescape_path(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let h = s.get(i + 1..i + 3)?;
                if !h.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return None;
                }
                out.push(u8::from_str_radix(h, 16).ok()?);
                i += 3;
            }
            b if (b'!'..=b'~').contains(&b) => {
                out.push(b);
                i += 1;
            }
            _ => return None,
        }
    }
    String::from_utf8(out).ok()
}

/// Why `path` is not a path bookmaker writes inside a folder, if it is not: it must be
/// relative, with no empty, `.` or `..` part, no NUL, and not the marker itself.
pub fn check_path(path: &str) -> Result<(), String> {
    if path.is_empty() {
        return Err("an empty path".into());
    }
    if path.starts_with('/') {
        return Err(format!("{path:?} is not relative to the folder"));
    }
    if path.contains('\0') {
        return Err(format!("{path:?} holds a NUL byte"));
    }
    for part in path.split('/') {
        if part.is_empty() || part == "." || part == ".." {
            return Err(format!("{path:?} has an empty, `.` or `..` part"));
        }
    }
    if path == NAME {
        return Err(format!("{NAME} is the marker's own name"));
    }
    Ok(())
}

/// Reads a marker's text.
pub fn parse(text: &str) -> Result<Marker, MarkerError> {
    let mut lines = text.split('\n').enumerate();
    match lines.next() {
        Some((_, first)) if first == HEADER => {}
        Some((_, first)) if first.starts_with(OLD_START) => return Err(MarkerError::Old),
        _ => {
            return Err(MarkerError::Bad {
                line: 1,
                why: format!("it does not start with {HEADER:?}"),
            });
        }
    }
    let mut m = Marker::default();
    for (i, line) in lines {
        let n = i + 1;
        let bad = |why: String| MarkerError::Bad { line: n, why };
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let path_of = |s: &str| -> Result<String, MarkerError> {
            let p = unescape_path(s)
                .ok_or_else(|| bad("the path is not written as a marker writes it".into()))?;
            check_path(&p).map_err(bad)?;
            Ok(p)
        };
        let mut parts = line.split(' ');
        let seen = |m: &Marker, p: &str| {
            m.files.contains_key(p) || m.dirs.contains(p) || m.pending.contains(p)
        };
        match (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
        ) {
            (Some("d"), Some(p), None, None, None) => {
                let p = path_of(p)?;
                if seen(&m, &p) {
                    return Err(bad(format!("{p:?} is listed twice")));
                }
                m.dirs.insert(p);
            }
            (Some("+"), Some(p), None, None, None) => {
                let p = path_of(p)?;
                m.pending.insert(p);
            }
            (Some("f"), Some(size), Some(h), Some(p), None) => {
                let size: u64 = size
                    .parse()
                    .ok()
                    .filter(|_| size.bytes().all(|b| b.is_ascii_digit()))
                    .ok_or_else(|| bad("the size is not a number".into()))?;
                let h = unhex(h).ok_or_else(|| bad("the hash is not 64 hex digits".into()))?;
                let p = path_of(p)?;
                if m.files.contains_key(&p) || m.dirs.contains(&p) {
                    return Err(bad(format!("{p:?} is listed twice")));
                }
                m.pending.remove(&p);
                m.files.insert(p, (size, h));
            }
            _ => {
                return Err(bad(
                    "expected `d PATH`, `f SIZE SHA256 PATH` or `+ PATH`".into()
                ));
            }
        }
    }
    Ok(m)
}

/// The marker's text for a finished folder: `files` and `dirs` sorted, no journal lines.
pub fn render(m: &Marker) -> String {
    let mut s = format!(
        "{HEADER}\n# Written by bookmaker: the entries below are its own. It replaces this folder\n\
         # only while the folder holds nothing else and none of them has changed.\n"
    );
    for d in &m.dirs {
        let _ = writeln!(s, "d {}", escape_path(d));
    }
    for (p, (size, h)) in &m.files {
        let _ = writeln!(s, "f {size} {} {}", hex(h), escape_path(p));
    }
    s
}

/// A journal line: `d PATH` for a folder, `+ PATH` for a file about to be written.
pub fn journal_line(path: &str, dir: bool) -> String {
    format!("{} {}\n", if dir { "d" } else { "+" }, escape_path(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_marker_reads_back_as_written() {
        let mut m = Marker::default();
        m.dirs.insert("sub".into());
        m.files.insert("index.html".into(), (12, hash(b"hello")));
        m.files.insert("sub/a b%.svg".into(), (0, hash(b"")));
        let text = render(&m);
        assert!(text.contains("sub/a%20b%25.svg"), "{text}");
        assert_eq!(parse(&text), Ok(m));
    }

    #[test]
    fn the_old_marker_and_strangers_are_not_markers() {
        let old = "Written by bookmaker, which replaces this folder when it writes here again.\n";
        assert_eq!(parse(old), Err(MarkerError::Old));
        for (text, line) in [
            ("", 1),
            ("x\n", 1),
            ("bookmaker folder 2\nf 1 00 a\n", 2),
            ("bookmaker folder 2\nd ../up\n", 2),
            ("bookmaker folder 2\nd /abs\n", 2),
            ("bookmaker folder 2\nd a//b\n", 2),
            ("bookmaker folder 2\nd .bookmaker\n", 2),
            ("bookmaker folder 2\nd a\nd a\n", 3),
            ("bookmaker folder 2\n\n# c\nf x 00 a\n", 4),
            ("bookmaker folder 2\nd a%zz\n", 2),
            ("bookmaker folder 2\nd a\u{e9}\n", 2),
        ] {
            match parse(text) {
                Err(MarkerError::Bad { line: l, .. }) => assert_eq!(l, line, "{text:?}"),
                other => panic!("{text:?}: {other:?}"),
            }
        }
    }

    #[test]
    fn a_journal_lists_what_was_begun() {
        let h = hex(&hash(b"x"));
        let text = format!("{HEADER}\nd s\n+ s/a\n+ s/b\nf 1 {h} s/a\n");
        let m = parse(&text).unwrap();
        assert_eq!(m.pending.iter().collect::<Vec<_>>(), ["s/b"]);
        assert!(m.files.contains_key("s/a"));
    }
}
