//! Writing the files a command makes, safely.
//!
//! A path the user names is resolved first ([`Output::resolve`]), before any work, so that a
//! mistyped path fails in a millisecond rather than after the book is generated:
//!
//! - `-` is standard output, and a FIFO, a character device (`/dev/null`, a terminal) or any
//!   path under `/dev/` or `/proc/` (`/dev/stdout`) is a *stream*: the bytes are written into
//!   it, nothing is created or renamed beside it.
//! - A regular file or a new path is written *atomically*: into a temporary `.NAME.PID.tmp`
//!   in the same folder, synced, then renamed over the target. An existing file keeps its
//!   permissions (and, where we may, its owner). A symbolic link is followed and its target
//!   replaced, so the link stays a link.
//! - A folder, a block device or a socket is refused.
//!
//! [`write_all`] writes several outputs as one: every temporary first, then the streams, then
//! every rename, with the renames rolled back if one fails, so that a book's PDF and its
//! `--puzzles` file are always from the same build. Temporaries are registered while they
//! exist: a signal handler calls [`abandon`] to remove them, and the renames run under the
//! same lock, so a signal waits for a rename pair to finish. Temporaries a killed run left
//! (ours by name, their process gone) are removed on the next write to the same path.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// Why an output cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// The path is not something we write to: the user's to fix.
    #[error("cannot write {path}: {why}")]
    Refused { path: String, why: String },
    #[error("cannot write {path}")]
    Io {
        path: String,
        #[source]
        source: io::Error,
    },
}

impl OutputError {
    /// True when the user's path is at fault (exit code 2), false for our failures (a full
    /// disk, an I/O error).
    pub fn is_input(&self) -> bool {
        use io::ErrorKind::{
            IsADirectory, NotADirectory, NotFound, PermissionDenied, ReadOnlyFilesystem,
        };
        match self {
            OutputError::Refused { .. } => true,
            OutputError::Io { source, .. } => matches!(
                source.kind(),
                NotFound | PermissionDenied | IsADirectory | NotADirectory | ReadOnlyFilesystem
            ),
        }
    }
}

/// Where bytes go.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Place {
    Stdout,
    /// Written into as it is: a FIFO, a device.
    Stream(PathBuf),
    /// Replaced atomically: `target` is the real file (symbolic links followed); `mode` and
    /// `owner` are the existing file's, kept on the new one.
    File {
        target: PathBuf,
        mode: Option<u32>,
        owner: Option<(u32, u32)>,
    },
}

/// A resolved output path.
#[derive(Clone, Debug)]
pub struct Output {
    /// As the user wrote it, for messages.
    shown: PathBuf,
    place: Place,
}

impl std::fmt::Display for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.place {
            Place::Stdout => f.write_str("standard output"),
            _ => write!(f, "{}", self.shown.display()),
        }
    }
}

/// Most symbolic links followed in a chain (Linux's own limit).
const MAX_LINKS: usize = 40;

impl Output {
    /// Resolves `path` (see the module documentation); refuses what we never write to.
    pub fn resolve(path: &Path) -> Result<Output, OutputError> {
        use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
        let shown = path.to_path_buf();
        let refused = |why: String| OutputError::Refused {
            path: path.display().to_string(),
            why,
        };
        let io = |source| OutputError::Io {
            path: path.display().to_string(),
            source,
        };
        if path.as_os_str() == "-" {
            return Ok(Output {
                shown,
                place: Place::Stdout,
            });
        }
        let place = match fs::metadata(path) {
            Ok(m) if m.is_dir() => return Err(refused("it is a folder".into())),
            Ok(m)
                if m.file_type().is_fifo() || m.file_type().is_char_device() || is_system(path) =>
            {
                Place::Stream(path.to_path_buf())
            }
            Ok(m) if m.is_file() => Place::File {
                target: follow(path).map_err(io)?,
                mode: Some(m.permissions().mode() & 0o7777),
                owner: Some((m.uid(), m.gid())),
            },
            Ok(_) => {
                return Err(refused(
                    "it is neither a file nor a stream (a block device or a socket)".into(),
                ));
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                // A new file, or a dangling link whose target we create.
                let target = follow(path).map_err(io)?;
                let dir = folder(&target);
                if !dir.is_dir() {
                    let why = if dir.exists() {
                        format!("{} is not a folder", dir.display())
                    } else {
                        format!("the folder {} does not exist", dir.display())
                    };
                    return Err(refused(why));
                }
                Place::File {
                    target,
                    mode: None,
                    owner: None,
                }
            }
            Err(e) => return Err(io(e)),
        };
        Ok(Output { shown, place })
    }

    /// True for standard output (`-`).
    pub fn is_stdout(&self) -> bool {
        self.place == Place::Stdout
    }

    /// True when the bytes are streamed rather than written to a file (`-`, a FIFO, a device).
    pub fn is_stream(&self) -> bool {
        !matches!(self.place, Place::File { .. })
    }

    /// The path as the user gave it.
    pub fn path(&self) -> &Path {
        &self.shown
    }

    /// True when writing here would overwrite the existing file `other` (through any link).
    pub fn overwrites(&self, other: &Path) -> bool {
        let Place::File { target, .. } = &self.place else {
            return false;
        };
        same_file(target, other)
    }

    /// True when both outputs name the same place: two files that would replace each other,
    /// or one stream twice.
    pub fn collides(&self, other: &Output) -> bool {
        match (&self.place, &other.place) {
            (Place::Stdout, Place::Stdout) => true,
            (Place::File { target: a, .. }, Place::File { target: b, .. }) => {
                same_file(a, b)
                    || (canonical_new(a).is_some() && canonical_new(a) == canonical_new(b))
            }
            (Place::Stream(a), Place::Stream(b)) => same_file(a, b),
            _ => false,
        }
    }
}

/// Paths that name open files or devices rather than a place on disk: written into, never
/// replaced (`/dev/stdout` may lead to a regular file the shell opened for us).
fn is_system(path: &Path) -> bool {
    path.is_absolute() && (path.starts_with("/dev") || path.starts_with("/proc"))
}

/// Both paths exist and are the same file.
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// A path that may not exist yet, with its folder made canonical.
fn canonical_new(path: &Path) -> Option<PathBuf> {
    Some(fs::canonicalize(folder(path)).ok()?.join(path.file_name()?))
}

/// The folder a path is in (`.` for a bare name).
fn folder(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Follows symbolic links to the path they end at (which may not exist).
fn follow(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = fs::read_link(&p)?;
                p = if to.is_absolute() {
                    to
                } else {
                    folder(&p).join(to)
                };
            }
            _ => return Ok(p),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

// ---------------------------------------------------------------------------------------------
// Temporaries and their cleanup

/// Temporaries that exist right now, removed by [`abandon`].
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn live() -> MutexGuard<'static, Vec<PathBuf>> {
    // A panic elsewhere must not stop the cleanup.
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Removes every temporary this process has open and returns the lock, so that no rename
/// starts before the caller exits: for a signal handler, which then ends the process.
pub fn abandon() -> MutexGuard<'static, Vec<PathBuf>> {
    let mut held = live();
    for tmp in held.drain(..) {
        // A folder's temporary (see [`write_dir`]) goes with everything in it.
        if fs::remove_file(&tmp).is_err() {
            let _ = fs::remove_dir_all(tmp);
        }
    }
    held
}

/// `.NAME.PID.tmp` beside `target`; `.NAME.PID.old.tmp` for the old file kept until a pair of
/// renames is through.
fn temporary(target: &Path, old: bool) -> PathBuf {
    let name = target
        .file_name()
        .map_or("output".into(), |n| n.to_string_lossy().into_owned());
    let kind = if old { ".old" } else { "" };
    folder(target).join(format!(".{name}.{}{kind}.tmp", std::process::id()))
}

/// The PID in a temporary's name if it is one of ours for `name`.
fn temporary_pid(file: &str, name: &str) -> Option<u32> {
    let rest = file
        .strip_prefix('.')?
        .strip_prefix(name)?
        .strip_prefix('.')?;
    let rest = rest.strip_suffix(".tmp")?;
    let pid = rest.strip_suffix(".old").unwrap_or(rest);
    if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

/// Removes temporaries for `target` left by runs that are gone (killed before they could
/// clean up). A process that is still running keeps its own; where `/proc` is missing we
/// cannot tell, and remove nothing.
fn remove_stale(target: &Path) {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return;
    }
    let Some(name) = target.file_name().and_then(|n| n.to_str()) else {
        return;
    };
    let Ok(entries) = fs::read_dir(folder(target)) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(pid) = file.to_str().and_then(|f| temporary_pid(f, name)) else {
            continue;
        };
        if pid != std::process::id() && !proc.join(pid.to_string()).exists() {
            let path = entry.path();
            if fs::remove_file(&path).is_err() {
                let _ = fs::remove_dir_all(path); // a folder's temporary
            }
        }
    }
}

/// Writes `bytes` into a new temporary for `target`, with the old file's mode and owner.
fn write_temporary(
    target: &Path,
    bytes: &[u8],
    mode: Option<u32>,
    owner: Option<(u32, u32)>,
) -> io::Result<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    remove_stale(target);
    let tmp = temporary(target, false);
    live().push(tmp.clone());
    // Left over from an earlier failure of this same process: ours to replace.
    let _ = fs::remove_file(&tmp);
    let mut f = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
    if let Some(mode) = mode {
        f.set_permissions(fs::Permissions::from_mode(mode))?;
    }
    if let Some((uid, gid)) = owner {
        // Only root may give a file away; anyone else keeps their own file, which is fine.
        let _ = std::os::unix::fs::fchown(&f, Some(uid), Some(gid));
    }
    f.write_all(bytes)?;
    f.sync_all()?;
    Ok(tmp)
}

/// Writes into a stream: standard output, a FIFO, a device.
fn write_stream(place: &Place, bytes: &[u8]) -> io::Result<()> {
    match place {
        Place::Stdout => {
            let mut out = io::stdout().lock();
            out.write_all(bytes)?;
            out.flush()
        }
        Place::Stream(path) => {
            // Append: a regular file behind /dev/stdout was opened by the shell, perhaps
            // with >>, and is not ours to truncate.
            let mut f = OpenOptions::new().append(true).open(path)?;
            f.write_all(bytes)?;
            f.flush()
        }
        Place::File { .. } => unreachable!("files are written through temporaries"),
    }
}

fn unregister(tmps: &[PathBuf]) {
    live().retain(|t| !tmps.contains(t));
}

/// Writes one output (see the module documentation).
pub fn write(out: &Output, bytes: &[u8]) -> Result<(), OutputError> {
    write_all(&[(out, bytes)])
}

/// Writes several outputs as one: all or none of the files are replaced.
pub fn write_all(items: &[(&Output, &[u8])]) -> Result<(), OutputError> {
    let err = |out: &Output| {
        let path = out.shown.display().to_string();
        move |source| OutputError::Io { path, source }
    };
    // 1. Every temporary.
    let mut temps: Vec<(PathBuf, &Output)> = Vec::new();
    let discard = |temps: &[(PathBuf, &Output)]| {
        let paths: Vec<PathBuf> = temps.iter().map(|(t, _)| t.clone()).collect();
        for t in &paths {
            let _ = fs::remove_file(t);
        }
        unregister(&paths);
    };
    for &(out, bytes) in items {
        if let Place::File {
            target,
            mode,
            owner,
        } = &out.place
        {
            match write_temporary(target, bytes, *mode, *owner) {
                Ok(t) => temps.push((t, out)),
                Err(e) => {
                    let _ = fs::remove_file(temporary(target, false));
                    unregister(&[temporary(target, false)]);
                    discard(&temps);
                    return Err(err(out)(e));
                }
            }
        }
    }
    // 2. The streams, which cannot be taken back: only once every file is ready.
    for &(out, bytes) in items {
        if out.is_stream()
            && let Err(e) = write_stream(&out.place, bytes)
        {
            discard(&temps);
            return Err(err(out)(e));
        }
    }
    // 3. Every rename, under the lock a signal handler takes, undone if one fails.
    let mut held = live();
    let mut done: Vec<(&Path, Option<PathBuf>)> = Vec::new();
    let mut failed = None;
    for (i, (tmp, out)) in temps.iter().enumerate() {
        let Place::File { target, .. } = &out.place else {
            unreachable!("only files have temporaries")
        };
        // Keep the old file (a hard link, no copy) until the last rename is through.
        let keep = if i + 1 < temps.len() && target.exists() {
            let old = temporary(target, true);
            let _ = fs::remove_file(&old);
            fs::hard_link(target, &old).ok().map(|_| old)
        } else {
            None
        };
        match fs::rename(tmp, target) {
            Ok(()) => done.push((target, keep)),
            Err(e) => {
                if let Some(old) = keep {
                    let _ = fs::remove_file(old);
                }
                failed = Some(err(out)(e));
                break;
            }
        }
    }
    let renamed: Vec<PathBuf> = temps.iter().map(|(t, _)| t.clone()).collect();
    held.retain(|t| !renamed.contains(t));
    if let Some(e) = failed {
        for (target, keep) in done {
            let _ = match keep {
                Some(old) => fs::rename(old, target),
                None => fs::remove_file(target),
            };
        }
        for (tmp, _) in &temps {
            let _ = fs::remove_file(tmp);
        }
        return Err(e);
    }
    for (target, keep) in done {
        if let Some(old) = keep {
            let _ = fs::remove_file(old);
        }
        // The rename itself is durable only once the folder is synced.
        if let Ok(d) = File::open(folder(target)) {
            let _ = d.sync_all();
        }
    }
    drop(held);
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Folders

/// The file that marks a folder as written by bookmaker: only such a folder (or an empty
/// one) is replaced by [`write_dir`], so a mistyped `-o` never deletes someone's files.
pub const DIR_MARK: &str = ".bookmaker";

/// Checks, before any work, that `dir` is a folder [`write_dir`] may write: new (its parent
/// exists), empty, or one bookmaker wrote before.
pub fn check_dir(dir: &Path) -> Result<(), OutputError> {
    let refused = |why: String| OutputError::Refused {
        path: dir.display().to_string(),
        why,
    };
    match fs::symlink_metadata(dir) {
        Ok(m) if m.is_dir() => {
            let mut entries = fs::read_dir(dir).map_err(|source| OutputError::Io {
                path: dir.display().to_string(),
                source,
            })?;
            if entries.next().is_some() && !dir.join(DIR_MARK).is_file() {
                return Err(refused(
                    "the folder exists and holds files bookmaker did not write: name a new \
                     folder, or empty this one"
                        .into(),
                ));
            }
            Ok(())
        }
        Ok(_) => Err(refused("it is not a folder".into())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let parent = folder(dir);
            if parent.is_dir() {
                Ok(())
            } else {
                Err(refused(format!(
                    "the folder {} does not exist",
                    parent.display()
                )))
            }
        }
        Err(source) => Err(OutputError::Io {
            path: dir.display().to_string(),
            source,
        }),
    }
}

/// Writes a folder of files as one: into a temporary folder beside `dir`, then renamed into
/// place, replacing the old folder (which [`check_dir`] must allow) only once the new one is
/// complete. `files` are paths relative to the folder (`a/b.svg` makes `a/`).
pub fn write_dir(dir: &Path, files: &[(String, Vec<u8>)]) -> Result<(), OutputError> {
    check_dir(dir)?;
    let io = |source| OutputError::Io {
        path: dir.display().to_string(),
        source,
    };
    let dir = follow(dir).map_err(io)?;
    remove_stale(&dir);
    let tmp = temporary(&dir, false);
    live().push(tmp.clone());
    let fill = || -> io::Result<()> {
        let _ = fs::remove_dir_all(&tmp);
        fs::create_dir(&tmp)?;
        fs::write(
            tmp.join(DIR_MARK),
            "Written by bookmaker, which replaces this folder when it writes here again.\n",
        )?;
        for (name, bytes) in files {
            let path = tmp.join(name);
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent)?;
            }
            let mut f = File::create(&path)?;
            f.write_all(bytes)?;
            f.sync_all()?;
        }
        File::open(&tmp)?.sync_all()
    };
    if let Err(e) = fill() {
        let _ = fs::remove_dir_all(&tmp);
        unregister(&[tmp]);
        return Err(io(e));
    }
    let mut held = live();
    let old = temporary(&dir, true);
    let had_old = dir.exists();
    let result = (|| -> io::Result<()> {
        if had_old {
            let _ = fs::remove_dir_all(&old);
            fs::rename(&dir, &old)?;
        }
        if let Err(e) = fs::rename(&tmp, &dir) {
            if had_old {
                let _ = fs::rename(&old, &dir);
            }
            return Err(e);
        }
        Ok(())
    })();
    held.retain(|t| *t != tmp);
    drop(held);
    if had_old {
        let _ = fs::remove_dir_all(&old);
    }
    match result {
        Ok(()) => {
            if let Ok(d) = File::open(folder(&dir)) {
                let _ = d.sync_all();
            }
            Ok(())
        }
        Err(e) => {
            let _ = fs::remove_dir_all(&tmp);
            Err(io(e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn a_folder_is_replaced_whole_and_a_strangers_folder_is_refused() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("site");
        let files = |names: &[&str]| -> Vec<(String, Vec<u8>)> {
            names
                .iter()
                .map(|n| (n.to_string(), n.as_bytes().to_vec()))
                .collect()
        };
        write_dir(&dir, &files(&["a.html", "sub/b.svg"])).unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("sub/b.svg")).unwrap(),
            "sub/b.svg"
        );
        // Written again: the old files are gone, the new ones there, no temporary left.
        write_dir(&dir, &files(&["c.html"])).unwrap();
        assert!(!dir.join("a.html").exists() && dir.join("c.html").exists());
        let left: Vec<_> = fs::read_dir(root.path()).unwrap().collect();
        assert_eq!(left.len(), 1);
        // A folder bookmaker did not write is left alone.
        let other = root.path().join("mine");
        fs::create_dir(&other).unwrap();
        fs::write(other.join("thesis.tex"), "x").unwrap();
        let e = write_dir(&other, &files(&["a.html"])).unwrap_err();
        assert!(
            e.is_input() && e.to_string().contains("did not write"),
            "{e}"
        );
        assert!(other.join("thesis.tex").exists());
        let e = check_dir(&root.path().join("no/such")).unwrap_err();
        assert!(e.to_string().contains("does not exist"), "{e}");
        assert!(live().is_empty());
    }

    #[test]
    fn our_temporaries_are_known_by_name() {
        assert_eq!(temporary_pid(".book.pdf.123.tmp", "book.pdf"), Some(123));
        assert_eq!(temporary_pid(".book.pdf.9.old.tmp", "book.pdf"), Some(9));
        assert_eq!(temporary_pid(".book.pdf.x1.tmp", "book.pdf"), None);
        assert_eq!(temporary_pid(".book.pdf.tmp", "book.pdf"), None);
        assert_eq!(temporary_pid(".other.pdf.12.tmp", "book.pdf"), None);
        assert_eq!(temporary_pid("book.pdf.12.tmp", "book.pdf"), None);
    }

    #[test]
    fn a_pair_is_replaced_together_or_not_at_all() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.pdf");
        fs::write(&a, "old a").unwrap();
        // The second target is a folder by the time of the rename: it cannot be replaced.
        let b = dir.path().join("b.jsonl");
        let (oa, ob) = (Output::resolve(&a).unwrap(), Output::resolve(&b).unwrap());
        fs::create_dir(&b).unwrap();
        fs::write(b.join("inside"), "x").unwrap();
        let e = write_all(&[(&oa, b"new a"), (&ob, b"new b")]).unwrap_err();
        assert!(e.to_string().contains("b.jsonl"), "{e}");
        assert_eq!(fs::read_to_string(&a).unwrap(), "old a");
        let mut left: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, ["a.pdf", "b.jsonl"], "no temporary left");
        assert!(live().is_empty());
    }

    #[test]
    fn a_new_file_gets_the_usual_mode_and_an_old_one_keeps_its_own() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("x");
        fs::write(&p, "old").unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(0o600)).unwrap();
        write(&Output::resolve(&p).unwrap(), b"new").unwrap();
        assert_eq!(fs::read_to_string(&p).unwrap(), "new");
        assert_eq!(
            fs::metadata(&p).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
}
