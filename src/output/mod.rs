//! Every write bookmaker makes, and the reads that must not be overwritten.
//!
//! This module is the only code that creates, renames or removes anything on disk (see
//! docs/files.md for the guarantees as a user reads them):
//!
//! - [`resolve_all`] resolves the outputs a command names before any work, by what they are:
//!   `-` and every other name of standard output (`/dev/stdout`, `/proc/self/fd/1`, a file
//!   the shell opened for it) are one place, a file is its device and inode (or, new, its
//!   canonical path). It refuses an output that is one of the run's inputs ([`read`]), two
//!   outputs in one place, a folder, a path in a missing folder, and a read-only file unless
//!   forced.
//! - [`write_all`] writes files atomically: each into a temporary `.NAME.PID.tmp` beside it,
//!   synced, then, under an advisory lock on the folders ([`lock`]), renamed over its target
//!   with the others of the same command, all or none. Streams (`-`, a FIFO, a device) are
//!   written into as they are.
//! - [`Folder`] writes a folder output whole, and replaces an existing folder only when
//!   everything in it is bookmaker's own by its marker ([`folder`], [`marker`]).
//! - [`abandon`] is an interrupt's cleanup: it waits for the write in progress, then removes
//!   every temporary ([`temp`]).

pub mod folder;
mod lock;
pub mod marker;
pub mod read;
pub mod temp;

pub use folder::{Folder, Written, check_dir};
pub use temp::{Abandoned, abandon};

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Most bytes read from a folder's marker: a folder of 100,000 SVG files lists about 12 MB.
pub const MAX_MARKER: u64 = 64 << 20;

/// Why an output cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// The path is not something we write to: the user's to fix.
    #[error("cannot write {path}: {why}")]
    Refused { path: String, why: String },
    /// Two outputs in one place, or an output that is an input: the user's to fix.
    #[error("{0}")]
    Conflict(String),
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
            OutputError::Refused { .. } | OutputError::Conflict(_) => true,
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

/// What a place is on disk, to tell two names of one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ident {
    dev: u64,
    ino: u64,
    /// The null device: any number of outputs may go there.
    discards: bool,
}

impl Ident {
    fn of(m: &fs::Metadata) -> Ident {
        use std::os::unix::fs::{FileTypeExt, MetadataExt};
        // Linux's /dev/null is character device 1:3.
        let discards = m.file_type().is_char_device() && m.rdev() == 0x103;
        Ident {
            dev: m.dev(),
            ino: m.ino(),
            discards,
        }
    }

    /// What file descriptor 1 is.
    fn stdout() -> Option<Ident> {
        use std::os::fd::FromRawFd;
        // SAFETY: fd 1 is borrowed for one fstat and never closed (ManuallyDrop).
        let f = std::mem::ManuallyDrop::new(unsafe { File::from_raw_fd(1) });
        f.metadata().ok().map(|m| Ident::of(&m))
    }
}

/// A resolved output path.
#[derive(Clone, Debug)]
pub struct Output {
    /// As the user wrote it, for messages.
    shown: PathBuf,
    place: Place,
    /// What it is, when it exists.
    ident: Option<Ident>,
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
    /// Resolves `path` (see the module documentation); refuses what we never write to and a
    /// read-only file.
    pub fn resolve(path: &Path) -> Result<Output, OutputError> {
        Output::resolve_with(path, false)
    }

    /// As [`Output::resolve`]; `force` replaces a read-only file.
    pub fn resolve_with(path: &Path, force: bool) -> Result<Output, OutputError> {
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
                ident: Ident::stdout(),
            });
        }
        if path.as_os_str().is_empty() {
            return Err(refused("the path is empty".into()));
        }
        let (place, ident) = match fs::metadata(path) {
            Ok(m) if m.is_dir() => return Err(refused("it is a folder".into())),
            Ok(m)
                if m.file_type().is_fifo() || m.file_type().is_char_device() || is_system(path) =>
            {
                (Place::Stream(path.to_path_buf()), Some(Ident::of(&m)))
            }
            Ok(m) if m.is_file() => {
                let target = follow(path).map_err(io)?;
                let mode = m.permissions().mode() & 0o7777;
                if !force && (mode & 0o222 == 0 || !writable(&target)) {
                    return Err(refused(format!(
                        "it is read-only, and bookmaker leaves it as it is (as cp would): make \
                         it writable (chmod u+w {}) or add --force to replace it",
                        path.display()
                    )));
                }
                let place = Place::File {
                    target,
                    mode: Some(mode),
                    owner: Some((m.uid(), m.gid())),
                };
                (place, Some(Ident::of(&m)))
            }
            Ok(_) => {
                return Err(refused(
                    "it is neither a file nor a stream (a block device or a socket)".into(),
                ));
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                // A new file, or a dangling link whose target we create.
                let target = follow(path).map_err(io)?;
                let dir = temp::folder(&target);
                if !dir.is_dir() {
                    let why = if dir.exists() {
                        format!("{} is not a folder", dir.display())
                    } else {
                        format!("the folder {} does not exist", dir.display())
                    };
                    return Err(refused(why));
                }
                let place = Place::File {
                    target,
                    mode: None,
                    owner: None,
                };
                (place, None)
            }
            Err(e) => return Err(io(e)),
        };
        Ok(Output {
            shown,
            place,
            ident,
        })
    }

    /// True for standard output by any name: `-`, or a path that is what fd 1 is.
    pub fn is_stdout(&self) -> bool {
        self.place == Place::Stdout
            || matches!(self.place, Place::Stream(_))
                && self.ident.is_some()
                && self.ident.map(|i| (i.dev, i.ino)) == Ident::stdout().map(|i| (i.dev, i.ino))
    }

    /// True when the bytes are streamed rather than written to a file (`-`, a FIFO, a device).
    pub fn is_stream(&self) -> bool {
        !matches!(self.place, Place::File { .. })
    }

    /// The path as the user gave it.
    pub fn path(&self) -> &Path {
        &self.shown
    }

    /// The input this output would overwrite or write into, if any.
    fn input(&self) -> Option<read::Input> {
        let i = self.ident?;
        read::input_at(i.dev, i.ino)
    }

    /// True when both outputs are one place: two files that would replace each other, or
    /// one stream by two names (the null device aside).
    fn collides(&self, other: &Output) -> bool {
        if let (Some(a), Some(b)) = (self.ident, other.ident) {
            return a.dev == b.dev && a.ino == b.ino && !a.discards;
        }
        match (&self.place, &other.place) {
            (Place::Stdout, Place::Stdout) => true,
            (Place::File { target: a, .. }, Place::File { target: b, .. }) => {
                canonical_new(a).is_some() && canonical_new(a) == canonical_new(b)
            }
            _ => false,
        }
    }
}

/// True when this process may write `path` (its effective user's permission, as `cp` asks).
fn writable(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: a NUL-terminated path that lives across the call.
    unsafe { libc::faccessat(libc::AT_FDCWD, c.as_ptr(), libc::W_OK, libc::AT_EACCESS) == 0 }
}

/// Resolves the outputs a command will write, each named by its option for messages (`-o`,
/// `--puzzles`), before any work: refuses what [`Output::resolve_with`] refuses, an output
/// that is a file this run read ([`read::inputs`]: the spec, its template, a font), and two
/// outputs in one place.
pub fn resolve_all(named: &[(&str, &Path)], force: bool) -> Result<Vec<Output>, OutputError> {
    let mut outs: Vec<Output> = Vec::new();
    for &(option, path) in named {
        let out = Output::resolve_with(path, force)?;
        if let Some(input) = out.input() {
            let how = if out.is_stream() {
                "would write into"
            } else {
                "would overwrite"
            };
            return Err(OutputError::Conflict(format!(
                "{option} {} {how} the input {}: name another file",
                path.display(),
                input.path
            )));
        }
        if let Some((other, _)) = named.iter().zip(&outs).find(|(_, o)| o.collides(&out)) {
            let why = if out.is_stdout() {
                "are both standard output"
            } else {
                "name the same place"
            };
            return Err(OutputError::Conflict(format!(
                "{option} {} and {} {} {why}: give each its own file",
                path.display(),
                other.0,
                other.1.display()
            )));
        }
        outs.push(out);
    }
    Ok(outs)
}

/// Paths that name open files or devices rather than a place on disk: written into, never
/// replaced (`/dev/stdout` may lead to a regular file the shell opened for us).
fn is_system(path: &Path) -> bool {
    path.is_absolute() && (path.starts_with("/dev") || path.starts_with("/proc"))
}

/// A path that may not exist yet, with its folder made canonical.
fn canonical_new(path: &Path) -> Option<PathBuf> {
    Some(
        fs::canonicalize(temp::folder(path))
            .ok()?
            .join(path.file_name()?),
    )
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
                    temp::folder(&p).join(to)
                };
            }
            _ => return Ok(p),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Writes `bytes` into a new temporary for `target`, with the old file's mode and owner.
fn write_temporary(
    target: &Path,
    bytes: &[u8],
    mode: Option<u32>,
    owner: Option<(u32, u32)>,
) -> (Option<temp::Id>, io::Result<PathBuf>) {
    use std::os::unix::fs::PermissionsExt;
    let (id, tmp, mut f) = match temp::create_file(target) {
        Ok(x) => x,
        Err(e) => return (None, Err(e)),
    };
    let result = (|| {
        if let Some(mode) = mode {
            f.set_permissions(fs::Permissions::from_mode(mode))?;
        }
        if let Some((uid, gid)) = owner {
            // Only root may give a file away; anyone else keeps their own file, which is fine.
            let _ = std::os::unix::fs::fchown(&f, Some(uid), Some(gid));
        }
        f.write_all(bytes)?;
        f.sync_all()
    })();
    (Some(id), result.map(|()| tmp))
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
            let mut f = fs::OpenOptions::new().append(true).open(path)?;
            f.write_all(bytes)?;
            f.flush()
        }
        Place::File { .. } => unreachable!("files are written through temporaries"),
    }
}

/// Writes one output (see the module documentation).
pub fn write(out: &Output, bytes: &[u8]) -> Result<(), OutputError> {
    write_all(&[(out, bytes)])
}

/// Writes several outputs as one: all or none of the files are replaced, under a lock on
/// their folders, so that two runs writing the same outputs never mix them.
pub fn write_all(items: &[(&Output, &[u8])]) -> Result<(), OutputError> {
    let err = |out: &Output| {
        let path = out.shown.display().to_string();
        move |source| OutputError::Io { path, source }
    };
    let discard = |ids: &[temp::Id]| {
        let _step = temp::step();
        for id in ids {
            temp::discard(*id);
        }
    };
    // 1. Every temporary, each written in one step.
    let mut temps: Vec<(temp::Id, PathBuf, &Output)> = Vec::new();
    for &(out, bytes) in items {
        if let Place::File {
            target,
            mode,
            owner,
        } = &out.place
        {
            temp::remove_stale(target);
            let (id, written) = {
                let _step = temp::step();
                write_temporary(target, bytes, *mode, *owner)
            };
            match written {
                Ok(tmp) => temps.push((id.expect("a written temporary is registered"), tmp, out)),
                Err(e) => {
                    let mut ids: Vec<temp::Id> = temps.iter().map(|t| t.0).collect();
                    ids.extend(id);
                    discard(&ids);
                    return Err(err(out)(e));
                }
            }
        }
    }
    let ids: Vec<temp::Id> = temps.iter().map(|t| t.0).collect();
    // 2. The streams, which cannot be taken back: only once every file is ready.
    for &(out, bytes) in items {
        if out.is_stream()
            && let Err(e) = write_stream(&out.place, bytes)
        {
            discard(&ids);
            return Err(err(out)(e));
        }
    }
    if temps.is_empty() {
        return Ok(());
    }
    // 3. Every rename, under the folders' locks and in one step, undone if one fails.
    let folders: Vec<PathBuf> = temps
        .iter()
        .map(|(_, _, out)| match &out.place {
            Place::File { target, .. } => temp::folder(target),
            _ => unreachable!("only files have temporaries"),
        })
        .collect();
    let dirs: Vec<&Path> = folders.iter().map(PathBuf::as_path).collect();
    let _locks = match lock::folders(&dirs) {
        Ok(l) => l,
        Err(e) => {
            discard(&ids);
            return Err(err(temps[0].2)(e));
        }
    };
    let step = temp::step();
    let result = rename_all(&temps);
    for id in &ids {
        temp::discard(*id);
    }
    drop(step);
    result?;
    for dir in &folders {
        // The rename itself is durable only once the folder is synced.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
    Ok(())
}

/// Renames each temporary over its target (inside a step, under the locks); on a failure,
/// puts back what was already replaced.
fn rename_all(temps: &[(temp::Id, PathBuf, &Output)]) -> Result<(), OutputError> {
    let target_of = |out: &Output| match &out.place {
        Place::File { target, .. } => target.clone(),
        _ => unreachable!("only files have temporaries"),
    };
    // An input may have appeared at a target since it was resolved (a link changed).
    for (_, _, out) in temps {
        let target = target_of(out);
        if let Ok(m) = fs::metadata(&target) {
            use std::os::unix::fs::MetadataExt;
            if let Some(input) = read::input_at(m.dev(), m.ino()) {
                return Err(OutputError::Conflict(format!(
                    "{} is now the input {}: bookmaker leaves it as it is",
                    out.shown.display(),
                    input.path
                )));
            }
        }
    }
    // Each replaced target, with the old file kept (a hard link, no copy) until the last
    // rename is through: registered under its own name while it exists.
    let mut done: Vec<(PathBuf, Option<(temp::Id, PathBuf)>)> = Vec::new();
    let mut failed = None;
    for (i, (_, tmp, out)) in temps.iter().enumerate() {
        let target = target_of(out);
        let keep = if i + 1 < temps.len() && target.exists() {
            let (id, old) = temp::reserve(&target, Some("old"), false);
            temp::remove_regular(&old);
            match fs::hard_link(&target, &old) {
                Ok(()) => Some((id, old)),
                Err(_) => {
                    temp::forget(id);
                    None
                }
            }
        } else {
            None
        };
        #[cfg(test)]
        if i > 0 {
            tests::pause_between_renames();
        }
        match fs::rename(tmp, &target) {
            Ok(()) => done.push((target, keep)),
            Err(e) => {
                if let Some((id, _)) = keep {
                    temp::discard(id);
                }
                failed = Some(OutputError::Io {
                    path: out.shown.display().to_string(),
                    source: e,
                });
                break;
            }
        }
    }
    if let Some(e) = failed {
        for (target, keep) in done {
            match keep {
                Some((id, old)) => {
                    let _ = fs::rename(old, target);
                    temp::forget(id);
                }
                None => temp::remove_regular(&target),
            }
        }
        return Err(e);
    }
    for (_, keep) in done {
        if let Some((id, _)) = keep {
            temp::discard(id);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// Microseconds each write of a pair waits between its renames: the window in which two
    /// unlocked runs mix their outputs, made wide.
    static PAUSE_US: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

    pub(super) fn pause_between_renames() {
        let us = PAUSE_US.load(std::sync::atomic::Ordering::Relaxed);
        if us > 0 {
            std::thread::sleep(std::time::Duration::from_micros(us));
        }
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut left: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        left
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
        assert_eq!(names(dir.path()), ["a.pdf", "b.jsonl"], "no temporary left");
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

    #[test]
    fn a_read_only_file_is_replaced_only_when_forced() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("ro.pdf");
        fs::write(&p, "mine").unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(0o444)).unwrap();
        let e = Output::resolve(&p).unwrap_err();
        assert!(e.is_input() && e.to_string().contains("--force"), "{e}");
        write(&Output::resolve_with(&p, true).unwrap(), b"new").unwrap();
        assert_eq!(fs::read_to_string(&p).unwrap(), "new");
        assert_eq!(
            fs::metadata(&p).unwrap().permissions().mode() & 0o777,
            0o444
        );
    }

    #[test]
    fn outputs_are_compared_by_what_they_are() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        fs::write(d.join("a"), "x").unwrap();
        std::os::unix::fs::symlink(d.join("a"), d.join("link")).unwrap();
        fs::hard_link(d.join("a"), d.join("hard")).unwrap();
        for other in ["link", "hard", "./a"] {
            let e = resolve_all(
                &[("-o", &d.join("a")), ("--puzzles", &d.join(other))],
                false,
            )
            .unwrap_err();
            assert!(e.to_string().contains("same place"), "{other}: {e}");
        }
        // Two new names in one place.
        let e = resolve_all(
            &[("-o", &d.join("n")), ("--puzzles", &d.join("./n"))],
            false,
        )
        .unwrap_err();
        assert!(e.to_string().contains("same place"), "{e}");
        // The null device takes any number.
        let null = Path::new("/dev/null");
        resolve_all(&[("-o", null), ("--puzzles", null)], false).unwrap();
        // A file read is an input.
        read::text(&d.join("a"), 10).unwrap();
        let e = resolve_all(&[("-o", &d.join("hard"))], false).unwrap_err();
        assert!(e.to_string().contains("would overwrite the input"), "{e}");
    }

    /// Two writers of the same pair, each pausing between its renames in the old code's
    /// window: the lock keeps every pair whole.
    #[test]
    fn concurrent_pairs_never_mix() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("x.pdf"), dir.path().join("x.jsonl"));
        PAUSE_US.store(2000, std::sync::atomic::Ordering::Relaxed);
        let threads: Vec<_> = (0..4)
            .map(|k| {
                let (a, b) = (a.clone(), b.clone());
                std::thread::spawn(move || {
                    for round in 0..25 {
                        let tag = format!("{k}-{round}");
                        let (oa, ob) = (Output::resolve(&a).unwrap(), Output::resolve(&b).unwrap());
                        write_all(&[(&oa, tag.as_bytes()), (&ob, tag.as_bytes())]).unwrap();
                    }
                })
            })
            .collect();
        let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let reader = {
            let (a, b, done) = (a.clone(), b.clone(), done.clone());
            std::thread::spawn(move || {
                let (mut mixed, mut seen) = (0, 0);
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    // Read both under the same lock the writers take.
                    let _l = lock::folders(&[a.parent().unwrap()]).unwrap();
                    if let (Ok(x), Ok(y)) = (fs::read(&a), fs::read(&b)) {
                        seen += 1;
                        mixed += usize::from(x != y);
                    }
                }
                (mixed, seen)
            })
        };
        for t in threads {
            t.join().unwrap();
        }
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        let (mixed, seen) = reader.join().unwrap();
        assert!(seen > 0);
        assert_eq!(mixed, 0, "pairs from two writers, of {seen} seen");
        PAUSE_US.store(0, std::sync::atomic::Ordering::Relaxed);
        assert_eq!(names(dir.path()), ["x.jsonl", "x.pdf"]);
    }
}
