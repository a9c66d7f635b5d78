//! Reading the user's files: every read bounded, and every file read remembered as an input,
//! so that no output of the same run replaces it, deletes it or writes into it.
//!
//! A spec, a template and a catalogue are small text files: they are read up to
//! [`MAX_SPEC`] bytes, whatever the path names (a device such as `/dev/zero`, a FIFO, a
//! huge file by mistake), and a longer one is an error that says so.

use std::io::{self, Read};
use std::path::Path;
use std::sync::Mutex;

/// Most bytes read from a spec, a template or a catalogue: a catalogue of a hundred books is
/// under 100 KiB.
pub const MAX_SPEC: u64 = 4 << 20;

/// Most bytes read from a font file: a static TrueType face of a large script is about
/// 20 MiB.
pub const MAX_FONT: u64 = 64 << 20;

/// Why a file could not be read.
#[derive(Debug)]
pub enum ReadError {
    Io(io::Error),
    Folder,
    TooLarge { limit: u64 },
    NotUtf8 { at: usize },
}

impl ReadError {
    /// Why, without "cannot read the file": "it is a folder".
    pub fn cause(&self) -> String {
        match self {
            ReadError::Io(e) => e.to_string(),
            ReadError::Folder => "it is a folder".into(),
            ReadError::TooLarge { limit } => format!(
                "it is larger than {}, more than bookmaker reads for it",
                size(*limit)
            ),
            ReadError::NotUtf8 { at } => format!("it is not UTF-8 text (byte {at} is not)"),
        }
    }

    /// What the user can do about it.
    pub fn help(&self) -> &'static str {
        match self {
            ReadError::Io(_) | ReadError::Folder => "check the path",
            ReadError::TooLarge { .. } => {
                "check the path: specs, templates and catalogues are small text files"
            }
            ReadError::NotUtf8 { .. } => "save the file as UTF-8 text",
        }
    }

    /// As an I/O error, for callers that report one.
    pub fn into_io(self) -> io::Error {
        match self {
            ReadError::Io(e) => e,
            other => io::Error::other(other.cause()),
        }
    }
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot read the file: {}", self.cause())
    }
}

impl std::error::Error for ReadError {}

/// `4 MiB`, `512 KiB`, `10 bytes`.
fn size(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else if bytes >= 1 << 10 && bytes.is_multiple_of(1 << 10) {
        format!("{} KiB", bytes >> 10)
    } else {
        format!("{bytes} bytes")
    }
}

/// A file this run read, by what it is (device and inode), with the path it was read by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub dev: u64,
    pub ino: u64,
    /// As the user named it, for messages.
    pub path: String,
    /// Where it is, to tell that it is still there: a file deleted since may have left its
    /// inode number to a new one.
    at: std::path::PathBuf,
}

impl Input {
    fn still_there(&self) -> bool {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(&self.at).is_ok_and(|m| m.dev() == self.dev && m.ino() == self.ino)
    }
}

static INPUTS: Mutex<Vec<Input>> = Mutex::new(Vec::new());

fn inputs_lock() -> std::sync::MutexGuard<'static, Vec<Input>> {
    INPUTS.lock().unwrap_or_else(|e| e.into_inner())
}

/// The files read so far (regular files only: a device or a FIFO is not replaced by an
/// output anyway).
pub fn inputs() -> Vec<Input> {
    inputs_lock().clone()
}

/// The input that is this file, if one is (and is still where it was read).
pub fn input_at(dev: u64, ino: u64) -> Option<Input> {
    inputs_lock()
        .iter()
        .find(|i| i.dev == dev && i.ino == ino && i.still_there())
        .cloned()
}

/// Remembers `path` (already open as `file`) as an input.
fn remember(path: &Path, file: &std::fs::File) {
    use std::os::unix::fs::MetadataExt;
    let Ok(m) = file.metadata() else { return };
    if !m.is_file() {
        return;
    }
    let at = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let mut all = inputs_lock();
    all.retain(|i| i.still_there());
    if !all.iter().any(|i| i.dev == m.dev() && i.ino == m.ino()) {
        all.push(Input {
            dev: m.dev(),
            ino: m.ino(),
            path: path.display().to_string(),
            at,
        });
    }
}

/// Reads at most `limit` bytes of `path`, remembered as an input; more is
/// [`ReadError::TooLarge`].
pub fn bytes(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    capped(path, limit, true)
}

fn capped(path: &Path, limit: u64, input: bool) -> Result<Vec<u8>, ReadError> {
    let file = std::fs::File::open(path).map_err(ReadError::Io)?;
    let meta = file.metadata().map_err(ReadError::Io)?;
    if meta.is_dir() {
        return Err(ReadError::Folder);
    }
    if input {
        remember(path, &file);
    }
    let mut out = Vec::new();
    // One byte past the limit tells a file of exactly `limit` bytes from a longer one.
    file.take(limit + 1)
        .read_to_end(&mut out)
        .map_err(ReadError::Io)?;
    if out.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok(out)
}

/// Reads `path` as UTF-8 text of at most `limit` bytes.
pub fn text(path: &Path, limit: u64) -> Result<String, ReadError> {
    String::from_utf8(bytes(path, limit)?).map_err(|e| ReadError::NotUtf8 {
        at: e.utf8_error().valid_up_to() + 1,
    })
}

/// Reads a file of ours (a folder's marker) as text: bounded, and not an input.
pub(super) fn text_unremembered(path: &Path, limit: u64) -> Result<String, ReadError> {
    String::from_utf8(capped(path, limit, false)?).map_err(|e| ReadError::NotUtf8 {
        at: e.utf8_error().valid_up_to() + 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_stop_at_the_limit_on_any_file() {
        let e = bytes(Path::new("/dev/zero"), 1000).unwrap_err();
        assert!(matches!(e, ReadError::TooLarge { limit: 1000 }), "{e}");
        assert!(e.to_string().contains("1000 bytes"), "{e}");
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.toml");
        std::fs::write(&p, "x".repeat(1024)).unwrap();
        assert_eq!(text(&p, 1024).unwrap().len(), 1024);
        assert!(text(&p, 1023).is_err());
        assert!(matches!(text(dir.path(), 10), Err(ReadError::Folder)));
        std::fs::write(&p, b"ab\xffc").unwrap();
        let e = text(&p, 10).unwrap_err();
        assert!(e.to_string().contains("byte 3"), "{e}");
        assert_eq!(size(MAX_SPEC), "4 MiB");
    }

    #[test]
    fn a_file_read_is_an_input() {
        use std::os::unix::fs::MetadataExt;
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("in.toml");
        std::fs::write(&p, "x").unwrap();
        text(&p, 10).unwrap();
        let m = std::fs::metadata(&p).unwrap();
        let found = input_at(m.dev(), m.ino()).expect("remembered");
        assert_eq!(found.path, p.display().to_string());
    }
}
