//! Advisory locks that keep two runs from replacing the same outputs at once.
//!
//! A run locks the folders its outputs are in (an exclusive `flock` on each, taken in the
//! order of their device and inode, so that two runs never wait for each other) for as long
//! as it replaces them: a second run writing to the same place waits for the first to finish
//! its renames, so a pair of outputs always comes from one run. The lock is on the folder, not
//! on a file beside the output, so it leaves nothing behind; it is released when the run ends,
//! however it ends. A file system without locks (some network ones) is written unlocked.

use std::fs::File;
use std::io;
use std::path::Path;

/// Held locks, released when dropped.
pub(super) struct Locks {
    _held: Vec<File>,
}

/// Locks each of `dirs` (duplicates, by what they are, once).
pub(super) fn folders(dirs: &[&Path]) -> io::Result<Locks> {
    use std::os::unix::fs::MetadataExt;
    let mut open: Vec<(u64, u64, File)> = Vec::new();
    for d in dirs {
        let f = File::open(d)?;
        let m = f.metadata()?;
        if !open
            .iter()
            .any(|(dev, ino, _)| *dev == m.dev() && *ino == m.ino())
        {
            open.push((m.dev(), m.ino(), f));
        }
    }
    open.sort_by_key(|(dev, ino, _)| (*dev, *ino));
    let mut held = Vec::with_capacity(open.len());
    for (_, _, f) in open {
        match f.lock() {
            Ok(()) => held.push(f),
            Err(e) if unsupported(&e) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(Locks { _held: held })
}

fn unsupported(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::Unsupported
        || matches!(
            e.raw_os_error(),
            Some(libc::ENOLCK) | Some(libc::EOPNOTSUPP) | Some(libc::EINVAL)
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn a_second_lock_on_a_folder_waits_for_the_first() {
        let dir = tempfile::tempdir().unwrap();
        let first = folders(&[dir.path(), dir.path()]).unwrap();
        let path = dir.path().to_path_buf();
        let start = Instant::now();
        let waiter = std::thread::spawn(move || {
            let _second = folders(&[path.as_path()]).unwrap();
            start.elapsed()
        });
        std::thread::sleep(Duration::from_millis(200));
        drop(first);
        let waited = waiter.join().unwrap();
        assert!(waited >= Duration::from_millis(200), "{waited:?}");
    }
}
