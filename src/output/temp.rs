//! Temporaries: what a run has made beside its targets and not yet renamed into place (and a
//! replaced folder not yet emptied), and how they go away.
//!
//! Every change a writer makes to a temporary runs inside one [`step`] (a shared lock). An
//! interrupt's handler calls [`abandon`], which takes the lock exclusively: it waits for the
//! step in progress to finish (a file being written, a pair of renames), so nothing is ever
//! written into a temporary after it is removed; then it removes every temporary and keeps the
//! lock until the process ends, so that no step starts again. Removing a temporary removes
//! only the entries this run made in it, one by one: never a whole tree.

use super::marker;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, RwLock, RwLockReadGuard, RwLockWriteGuard};

static GATE: RwLock<()> = RwLock::new(());

/// A change to the temporaries in progress: an interrupt waits for it.
pub(super) struct Step {
    _shared: RwLockReadGuard<'static, ()>,
}

thread_local! {
    /// A thread already in a step must not take another: with an interrupt waiting, the
    /// second would wait for the first forever.
    static IN_STEP: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Begins a step (see the module documentation). Steps do not nest.
pub(super) fn step() -> Step {
    debug_assert!(!IN_STEP.get(), "steps do not nest");
    let shared = GATE.read().unwrap_or_else(|e| e.into_inner());
    IN_STEP.set(true);
    Step { _shared: shared }
}

impl Drop for Step {
    fn drop(&mut self) {
        IN_STEP.set(false);
    }
}

/// What a temporary is.
#[derive(Debug)]
enum Kind {
    /// A file written whole.
    File,
    /// A folder: the files and folders this run made in it (relative paths), removed in
    /// reverse order.
    Folder {
        files: Vec<PathBuf>,
        dirs: Vec<PathBuf>,
    },
}

#[derive(Debug)]
struct Live {
    id: u64,
    path: PathBuf,
    kind: Kind,
}

#[derive(Default)]
struct Registry {
    next: u64,
    live: Vec<Live>,
}

static LIVE: Mutex<Registry> = Mutex::new(Registry {
    next: 0,
    live: Vec::new(),
});

fn registry() -> MutexGuard<'static, Registry> {
    // A panic elsewhere must not stop the cleanup.
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// A temporary in the registry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Id(u64);

/// Registers a folder temporary that exists at `path` (an old folder swapped out), with the
/// entries that are ours to remove.
pub(super) fn register_folder(path: &Path, files: Vec<PathBuf>, dirs: Vec<PathBuf>) -> Id {
    let mut r = registry();
    r.next += 1;
    let id = r.next;
    r.live.push(Live {
        id,
        path: path.to_path_buf(),
        kind: Kind::Folder { files, dirs },
    });
    Id(id)
}

/// Notes an entry made in a folder temporary (before it is made).
pub(super) fn add_entry(id: Id, rel: &Path, dir: bool) {
    let mut r = registry();
    if let Some(Live {
        kind: Kind::Folder { files, dirs },
        ..
    }) = r.live.iter_mut().find(|l| l.id == id.0)
    {
        if dir {
            dirs.push(rel.to_path_buf());
        } else {
            files.push(rel.to_path_buf());
        }
    }
}

/// Forgets a temporary: renamed into place, or removed by its writer.
pub(super) fn forget(id: Id) {
    registry().live.retain(|l| l.id != id.0);
}

/// Removes a temporary now and forgets it: for a writer's own error paths (inside a step).
pub(super) fn discard(id: Id) {
    let live = {
        let mut r = registry();
        let Some(i) = r.live.iter().position(|l| l.id == id.0) else {
            return;
        };
        r.live.remove(i)
    };
    remove(&live);
}

/// Removes one temporary: a file, or the entries made in a folder then the folder, each only
/// if it is still what was made (a regular file, an empty folder).
fn remove(live: &Live) {
    match &live.kind {
        Kind::File => remove_regular(&live.path),
        Kind::Folder { files, dirs } => {
            for f in files.iter().rev() {
                remove_regular(&live.path.join(f));
            }
            let mut dirs: Vec<&PathBuf> = dirs.iter().collect();
            // Deepest first: a folder goes once what is in it has.
            dirs.sort_by_key(|d| std::cmp::Reverse(d.components().count()));
            for d in dirs {
                let _ = fs::remove_dir(live.path.join(d));
            }
            let _ = fs::remove_dir(&live.path);
        }
    }
}

/// Removes `path` if it is a regular file (not a link, not a folder).
pub(super) fn remove_regular(path: &Path) {
    if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file()) {
        let _ = fs::remove_file(path);
    }
}

/// Held by an interrupt's handler until the process ends (see [`abandon`]).
pub struct Abandoned {
    _exclusive: RwLockWriteGuard<'static, ()>,
}

/// Waits for the step in progress, removes every temporary this process has, and returns
/// the lock that keeps any other step from starting: for an interrupt's handler, which then
/// ends the process.
pub fn abandon() -> Abandoned {
    let exclusive = GATE.write().unwrap_or_else(|e| e.into_inner());
    let all = std::mem::take(&mut registry().live);
    for live in all.iter().rev() {
        remove(live);
    }
    Abandoned {
        _exclusive: exclusive,
    }
}

/// True when no temporary is registered in `dir` (for tests).
pub fn none_live_in(dir: &Path) -> bool {
    !registry().live.iter().any(|l| l.path.starts_with(dir))
}

/// The folder a path is in (`.` for a bare name).
pub(super) fn folder(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Reserves a name for a new temporary of `target` and registers it (before it exists, so
/// that an interrupt never misses it): `.NAME.PID.tmp` beside the target, `.NAME.PID-N.tmp`
/// when this process already has that one, with `.TAG` before `.tmp` when tagged.
pub(super) fn reserve(target: &Path, tag: Option<&str>, folder_kind: bool) -> (Id, PathBuf) {
    let base = target
        .file_name()
        .map_or("output".into(), |n| n.to_string_lossy().into_owned());
    let tag = tag.map(|t| format!(".{t}")).unwrap_or_default();
    let pid = std::process::id();
    let mut r = registry();
    let path = (1..)
        .map(|n| {
            let seq = if n == 1 {
                String::new()
            } else {
                format!("-{n}")
            };
            folder(target).join(format!(".{base}.{pid}{seq}{tag}.tmp"))
        })
        .find(|p| !r.live.iter().any(|l| &l.path == p))
        .expect("an unused name");
    r.next += 1;
    let id = r.next;
    let kind = if folder_kind {
        Kind::Folder {
            files: vec![],
            dirs: vec![],
        }
    } else {
        Kind::File
    };
    r.live.push(Live {
        id,
        path: path.clone(),
        kind,
    });
    (Id(id), path)
}

/// The PID in a temporary's name if it is one of ours for the target named `base`.
pub(super) fn pid_of(file: &str, base: &str) -> Option<u32> {
    let rest = file
        .strip_prefix('.')?
        .strip_prefix(base)?
        .strip_prefix('.')?
        .strip_suffix(".tmp")?;
    let rest = rest.strip_suffix(".old").unwrap_or(rest);
    let pid = match rest.split_once('-') {
        Some((pid, seq)) if !seq.is_empty() && seq.bytes().all(|b| b.is_ascii_digit()) => pid,
        Some(_) => return None,
        None => rest,
    };
    if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

/// Removes temporaries for `target` left by runs that are gone (killed before they could
/// clean up): a file by its name; a folder only by what its marker lists (see
/// [`remove_listed`]). A process that is still running keeps its own; where `/proc` is
/// missing we cannot tell, and remove nothing.
pub(super) fn remove_stale(target: &Path) {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return;
    }
    let Some(base) = target.file_name().and_then(|n| n.to_str()) else {
        return;
    };
    let Ok(entries) = fs::read_dir(folder(target)) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(pid) = file.to_str().and_then(|f| pid_of(f, base)) else {
            continue;
        };
        if pid == std::process::id() || proc.join(pid.to_string()).exists() {
            continue;
        }
        let path = entry.path();
        match fs::symlink_metadata(&path) {
            Ok(m) if m.file_type().is_file() => {
                let _ = fs::remove_file(&path);
            }
            Ok(m) if m.is_dir() => remove_listed(&path),
            _ => {}
        }
    }
}

/// Empties and removes a folder temporary of a run that is gone, by its marker: the files it
/// lists unchanged (or as begun, in a journal), then the folders it lists if empty, then the
/// marker and the folder. Anything else stays, and with it the folder.
fn remove_listed(dir: &Path) {
    let Ok(text) = super::read::text_unremembered(&dir.join(marker::NAME), super::MAX_MARKER)
    else {
        return;
    };
    let Ok(m) = marker::parse(&text) else { return };
    for (path, (size, hash)) in &m.files {
        let p = dir.join(path);
        if super::folder::file_matches(&p, *size, hash).unwrap_or(false) {
            let _ = fs::remove_file(&p);
        }
    }
    for path in &m.pending {
        remove_regular(&dir.join(path));
    }
    let mut dirs: Vec<&String> = m.dirs.iter().collect();
    dirs.sort_by_key(|d| std::cmp::Reverse(d.split('/').count()));
    for d in dirs {
        let _ = fs::remove_dir(dir.join(d));
    }
    remove_regular(&dir.join(marker::NAME));
    let _ = fs::remove_dir(dir);
}

/// Creates a file temporary for `target`, registered before it exists.
pub(super) fn create_file(target: &Path) -> io::Result<(Id, PathBuf, fs::File)> {
    let (id, path) = reserve(target, None, false);
    // Left over from an earlier failure of this same process: ours to replace.
    remove_regular(&path);
    match fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
    {
        Ok(f) => Ok((id, path, f)),
        Err(e) => {
            forget(id);
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_temporaries_are_known_by_name() {
        assert_eq!(pid_of(".book.pdf.123.tmp", "book.pdf"), Some(123));
        assert_eq!(pid_of(".book.pdf.9.old.tmp", "book.pdf"), Some(9));
        assert_eq!(pid_of(".book.pdf.x1.tmp", "book.pdf"), None);
        assert_eq!(pid_of(".book.pdf.tmp", "book.pdf"), None);
        assert_eq!(pid_of(".other.pdf.12.tmp", "book.pdf"), None);
        assert_eq!(pid_of("book.pdf.12.tmp", "book.pdf"), None);
        assert_eq!(pid_of(".book.pdf.12-3.tmp", "book.pdf"), Some(12));
        assert_eq!(pid_of(".book.pdf.12-3.old.tmp", "book.pdf"), Some(12));
        assert_eq!(pid_of(".book.pdf.12-.tmp", "book.pdf"), None);
        assert_eq!(pid_of(".book.pdf.12-x.tmp", "book.pdf"), None);
    }

    #[test]
    fn a_stale_folder_loses_only_what_its_marker_lists() {
        let root = tempfile::tempdir().unwrap();
        let target = root.path().join("site");
        let stale = root.path().join(".site.99999999.tmp");
        fs::create_dir_all(stale.join("sub")).unwrap();
        fs::write(stale.join("sub/a.svg"), "a").unwrap();
        fs::write(stale.join("half.svg"), "hal").unwrap();
        fs::write(stale.join("b.svg"), "changed").unwrap();
        let text = format!(
            "{}\nd sub\n+ half.svg\nf 1 {} sub/a.svg\nf 1 {} b.svg\n",
            marker::HEADER,
            hex(&marker::hash(b"a")),
            hex(&marker::hash(b"b"))
        );
        fs::write(stale.join(marker::NAME), text).unwrap();
        // No marker: nothing is known to be ours.
        let bare = root.path().join(".site.99999998.tmp");
        fs::create_dir(&bare).unwrap();
        fs::write(bare.join("x"), "x").unwrap();
        remove_stale(&target);
        let mut left: Vec<String> = walk(root.path());
        left.sort();
        assert_eq!(
            left,
            [
                ".site.99999998.tmp",
                ".site.99999998.tmp/x",
                ".site.99999999.tmp",
                ".site.99999999.tmp/b.svg"
            ]
        );
    }

    fn hex(h: &[u8; 32]) -> String {
        h.iter().map(|b| format!("{b:02x}")).collect()
    }

    fn walk(dir: &Path) -> Vec<String> {
        let mut out = vec![];
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                out.push(p.strip_prefix(dir).unwrap().display().to_string());
                if p.is_dir() {
                    stack.push(p);
                }
            }
        }
        out
    }
}
