//! Folder outputs (`site -o DIR`, `generate --format svg -o DIR`), written whole.
//!
//! A [`Folder`] is written into a temporary folder beside its target, one file at a time as
//! the caller makes them, with a marker ([`super::marker`]) listing each entry, its size and
//! its hash. [`Folder::commit`] then swaps it with the target in one rename and removes the
//! old folder's entries.
//!
//! The rule that keeps a user's files: an existing folder is replaced only when it is empty,
//! or when its marker is a regular file in this format and every entry in the folder is one
//! the marker lists, unchanged (same size, same SHA-256), and none is a file this run reads.
//! Anything else is refused, naming the first entry that is not bookmaker's, before any work
//! ([`check`]) and again, with the hashes, at the moment of the swap. Removing the old folder
//! removes only the entries the marker lists; anything that appeared in the meantime stays,
//! and with it the folder, under its temporary name.

use super::temp::{self, Id};
use super::{MAX_MARKER, OutputError, marker, read};
use std::fs::{self, File};
use std::io::{self, Read, Seek, Write};
use std::path::{Component, Path, PathBuf};

/// Where a folder goes: as the user named it, and the real path (links followed).
#[derive(Clone, Debug)]
struct Target {
    shown: PathBuf,
    real: PathBuf,
}

impl Target {
    fn refused(&self, why: String) -> OutputError {
        OutputError::Refused {
            path: self.shown.display().to_string(),
            why,
        }
    }

    fn io(&self, source: io::Error) -> OutputError {
        OutputError::Io {
            path: self.shown.display().to_string(),
            source,
        }
    }

    /// A name beside the target that does not exist yet, for a message: `site-2`.
    fn fresh(&self) -> String {
        let shown = self.shown.display().to_string();
        let shown = shown.trim_end_matches('/');
        let base = if shown.is_empty() || shown == "." || shown.ends_with("..") {
            self.real
                .file_name()
                .map_or("site".into(), |n| n.to_string_lossy().into_owned())
        } else {
            shown.to_string()
        };
        (2..100)
            .map(|n| format!("{base}-{n}"))
            .find(|p| fs::symlink_metadata(p).is_err())
            .unwrap_or_else(|| format!("{base}-new"))
    }
}

/// Resolves a folder output: links followed to the folder they end at, which must be a
/// folder or not exist yet in a folder that does.
fn target(dir: &Path) -> Result<Target, OutputError> {
    let refused = |why: String| OutputError::Refused {
        path: dir.display().to_string(),
        why,
    };
    let io = |source| OutputError::Io {
        path: dir.display().to_string(),
        source,
    };
    if dir.as_os_str().is_empty() {
        return Err(refused("the path is empty".into()));
    }
    let end = super::follow(dir).map_err(io)?;
    let real = match fs::metadata(&end) {
        Ok(m) if m.is_dir() => fs::canonicalize(&end).map_err(io)?,
        Ok(_) => return Err(refused("it is not a folder".into())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let parent = temp::folder(&end);
            let name = match end.components().next_back() {
                Some(Component::Normal(n)) => n.to_os_string(),
                _ => return Err(refused("it names no folder".into())),
            };
            match fs::metadata(&parent) {
                Ok(m) if m.is_dir() => fs::canonicalize(&parent).map_err(io)?.join(name),
                Ok(_) => {
                    return Err(refused(format!("{} is not a folder", parent.display())));
                }
                Err(_) => {
                    return Err(refused(format!(
                        "the folder {} does not exist",
                        parent.display()
                    )));
                }
            }
        }
        Err(e) => return Err(io(e)),
    };
    let t = Target {
        shown: dir.to_path_buf(),
        real,
    };
    if t.real.parent().is_none() {
        return Err(t.refused("it is the root folder".into()));
    }
    if let Ok(cwd) = std::env::current_dir().and_then(fs::canonicalize)
        && cwd.starts_with(&t.real)
    {
        let what = if cwd == t.real {
            "the folder you are in"
        } else {
            "a folder you are in"
        };
        return Err(t.refused(format!(
            "it is {what}, which bookmaker cannot replace (it writes a new folder beside the \
             old one and swaps them): run it from outside, as `cd ..` then `-o {}`",
            t.real
                .file_name()
                .map_or("DIR".into(), |n| n.to_string_lossy())
        )));
    }
    Ok(t)
}

/// How closely to compare the folder's files with its marker.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    /// Sizes only: the quick check before any work.
    Sizes,
    /// Sizes and hashes: at the swap.
    Hashes,
}

/// What an existing folder holds, all of it bookmaker's.
#[derive(Debug, Default)]
struct Survey {
    /// Files (relative paths) with their device and inode as seen.
    files: Vec<(PathBuf, u64, u64)>,
    /// Folders, relative.
    dirs: Vec<PathBuf>,
    /// The marker was there.
    marker: bool,
    /// The folder's permission bits.
    mode: u32,
}

/// Checks what `t` holds against the rule (see the module documentation): `None` when the
/// folder does not exist.
fn survey(t: &Target, depth: Depth, force: bool) -> Result<Option<Survey>, OutputError> {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let root = match fs::symlink_metadata(&t.real) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(t.io(e)),
    };
    if !root.is_dir() {
        return Err(t.refused("it is not a folder".into()));
    }
    let mode = root.permissions().mode() & 0o7777;
    if !force && mode & 0o222 == 0 {
        return Err(t.refused(
            "it is read-only (no one may write it): bookmaker leaves it as it is; make it \
             writable (chmod u+w) or add --force to replace it"
                .into(),
        ));
    }
    let top = sorted(&t.real).map_err(|e| t.io(e))?;
    let mut s = Survey {
        mode,
        ..Survey::default()
    };
    if top.is_empty() {
        return Ok(Some(s));
    }
    let fresh = t.fresh();
    let foreign = |what: String| {
        t.refused(format!(
            "{what}: bookmaker replaces a folder only when everything in it is a file it wrote \
             there; name a new folder (-o {fresh}), or move that out of it"
        ))
    };
    let marker_path = t.real.join(marker::NAME);
    let m = match fs::symlink_metadata(&marker_path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(foreign(format!(
                "it holds {}, which bookmaker did not write (it has no {} marker)",
                quoted(Path::new(&top[0])),
                marker::NAME
            )));
        }
        Err(e) => return Err(t.io(e)),
        Ok(m) if m.file_type().is_symlink() => {
            return Err(t.refused(format!(
                "its {} is a symbolic link, not the list of files bookmaker writes, so nothing \
                 in it is known to be bookmaker's: name a new folder (-o {fresh})",
                marker::NAME
            )));
        }
        Ok(m) if !m.is_file() => {
            return Err(t.refused(format!(
                "its {} is not a file, so nothing in it is known to be bookmaker's: name a new \
                 folder (-o {fresh})",
                marker::NAME
            )));
        }
        Ok(_) => {
            let text = read::text_unremembered(&marker_path, MAX_MARKER).map_err(|e| {
                t.refused(format!(
                    "its {} cannot be read as bookmaker's list of files ({e}): name a new \
                     folder (-o {fresh})",
                    marker::NAME
                ))
            })?;
            match marker::parse(&text) {
                Ok(m) if m.pending.is_empty() => m,
                Ok(_) => {
                    return Err(t.refused(format!(
                        "its {} is the journal of a run that never finished, not a list of \
                         files: name a new folder (-o {fresh})",
                        marker::NAME
                    )));
                }
                Err(marker::MarkerError::Old) => {
                    return Err(t.refused(format!(
                        "its {} marker is from an older bookmaker, which did not list the files \
                         it wrote, so they cannot be told from yours: if nothing in {} is \
                         yours, delete the folder (rm -r {}) and run again; or name a new \
                         folder (-o {fresh})",
                        marker::NAME,
                        t.shown.display(),
                        t.shown.display()
                    )));
                }
                Err(e) => {
                    return Err(t.refused(format!(
                        "its {} is not a list of files bookmaker wrote ({e}): name a new folder \
                         (-o {fresh})",
                        marker::NAME
                    )));
                }
            }
        }
    };
    s.marker = true;
    // Every entry, depth first in name order, so that the first foreign one is the same on
    // every run; inputs are looked for through the whole folder before anything else is said.
    let mut first_foreign: Option<String> = None;
    let mut stack: Vec<PathBuf> = top.into_iter().rev().map(PathBuf::from).collect();
    while let Some(rel) = stack.pop() {
        if rel.as_os_str() == marker::NAME {
            continue;
        }
        let path = t.real.join(&rel);
        let meta = fs::symlink_metadata(&path).map_err(|e| t.io(e))?;
        if let Some(input) = read::input_at(meta.dev(), meta.ino()) {
            return Err(t.refused(format!(
                "the input {} is in it, and replacing the folder would delete it: write the \
                 folder elsewhere (-o {fresh}), or keep the input outside it",
                input.path
            )));
        }
        if first_foreign.is_some() {
            if meta.is_dir() {
                push_children(&t.real, &rel, &mut stack).map_err(|e| t.io(e))?;
            }
            continue;
        }
        let name = rel.to_str().map(str::to_string);
        let unlisted = || {
            Some(format!(
                "it holds {}, which bookmaker did not write",
                quoted(&rel)
            ))
        };
        if meta.dev() != root.dev() {
            first_foreign = Some(format!(
                "it holds {}, another file system mounted there",
                quoted(&rel)
            ));
        } else if meta.is_dir() {
            if name.as_ref().is_some_and(|n| m.dirs.contains(n)) {
                s.dirs.push(rel.clone());
            } else {
                first_foreign = unlisted();
            }
            push_children(&t.real, &rel, &mut stack).map_err(|e| t.io(e))?;
        } else if meta.is_file() {
            match name.as_ref().and_then(|n| m.files.get(n)) {
                None => first_foreign = unlisted(),
                Some(&(size, hash)) => {
                    let same = meta.len() == size
                        && (depth == Depth::Sizes
                            || file_matches(&path, size, &hash).map_err(|e| t.io(e))?);
                    if same {
                        s.files.push((rel.clone(), meta.dev(), meta.ino()));
                    } else {
                        first_foreign =
                            Some(format!("{} changed since bookmaker wrote it", quoted(&rel)));
                    }
                }
            }
        } else {
            let what = if meta.file_type().is_symlink() {
                "a symbolic link"
            } else {
                "a special file"
            };
            first_foreign = Some(format!(
                "it holds {}, {what}, which bookmaker never writes",
                quoted(&rel)
            ));
        }
    }
    match first_foreign {
        Some(what) => Err(foreign(what)),
        None => Ok(Some(s)),
    }
}

/// A relative path for a message, control characters and all shown plainly.
fn quoted(rel: &Path) -> String {
    rel.display().to_string()
}

/// The names in a folder, sorted.
fn sorted(dir: &Path) -> io::Result<Vec<std::ffi::OsString>> {
    let mut names = fs::read_dir(dir)?
        .map(|e| e.map(|e| e.file_name()))
        .collect::<io::Result<Vec<_>>>()?;
    names.sort();
    Ok(names)
}

/// Pushes a folder's entries so that they pop in name order.
fn push_children(root: &Path, rel: &Path, stack: &mut Vec<PathBuf>) -> io::Result<()> {
    for name in sorted(&root.join(rel))?.into_iter().rev() {
        stack.push(rel.join(name));
    }
    Ok(())
}

/// True when the regular file at `path` has this size and SHA-256 (read in blocks).
pub(super) fn file_matches(path: &Path, size: u64, hash: &[u8; 32]) -> io::Result<bool> {
    let mut f = File::open(path)?;
    if f.metadata()?.len() != size {
        return Ok(false);
    }
    let mut h = marker::Hasher::default();
    let mut buf = vec![0u8; 64 * 1024];
    let mut total = 0u64;
    loop {
        let n = f.read(&mut buf)?;
        if n == 0 {
            break;
        }
        total += n as u64;
        if total > size {
            return Ok(false);
        }
        h.update(&buf[..n]);
    }
    Ok(total == size && h.finish() == *hash)
}

/// Checks, before any work, that [`Folder::create`] may write `dir`: new (in a folder that
/// exists), empty, or all bookmaker's by its marker (sizes compared; the hashes are compared
/// at the swap). `force` replaces a read-only folder.
pub fn check_dir(dir: &Path, force: bool) -> Result<(), OutputError> {
    let t = target(dir)?;
    survey(&t, Depth::Sizes, force)?;
    Ok(())
}

/// What [`Folder::commit`] did.
#[derive(Debug)]
pub struct Written {
    /// Files written, the marker aside.
    pub files: usize,
    /// Their bytes.
    pub bytes: u64,
    /// Where the old folder stays, when something appeared in it while it was replaced (it
    /// is not bookmaker's to remove).
    pub kept: Option<PathBuf>,
}

/// A folder being written (see the module documentation).
pub struct Folder {
    target: Target,
    force: bool,
    tmp: PathBuf,
    id: Id,
    /// The marker, a journal until the commit.
    journal: File,
    listed: marker::Marker,
    bytes: u64,
    done: bool,
}

impl Folder {
    /// Checks `dir` (as [`check_dir`]) and begins its temporary, `.DIR.PID.tmp` beside it.
    pub fn create(dir: &Path, force: bool) -> Result<Folder, OutputError> {
        let target = target(dir)?;
        survey(&target, Depth::Sizes, force)?;
        temp::remove_stale(&target.real);
        let _step = temp::step();
        let (id, tmp) = temp::reserve(&target.real, None, true);
        temp::add_entry(id, Path::new(marker::NAME), false);
        let made = (|| -> io::Result<File> {
            fs::create_dir(&tmp)?;
            let mut journal = fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(tmp.join(marker::NAME))?;
            journal.write_all(format!("{}\n", marker::HEADER).as_bytes())?;
            Ok(journal)
        })();
        match made {
            Ok(journal) => Ok(Folder {
                target,
                force,
                tmp,
                id,
                journal,
                listed: marker::Marker::default(),
                bytes: 0,
                done: false,
            }),
            Err(e) => {
                temp::discard(id);
                Err(target.io(e))
            }
        }
    }

    /// Writes one file, `name` relative to the folder (`a/b.svg` makes `a/`).
    pub fn add(&mut self, name: &str, bytes: &[u8]) -> Result<(), OutputError> {
        let invalid = |why: String| io::Error::new(io::ErrorKind::InvalidInput, why);
        if let Err(why) = marker::check_path(name) {
            return Err(self.target.io(invalid(why)));
        }
        if self.listed.files.contains_key(name) || self.listed.dirs.contains(name) {
            return Err(self.target.io(invalid(format!("{name} is written twice"))));
        }
        let _step = temp::step();
        let result = (|| -> io::Result<()> {
            let mut prefix = String::new();
            let parts: Vec<&str> = name.split('/').collect();
            for part in &parts[..parts.len() - 1] {
                if !prefix.is_empty() {
                    prefix.push('/');
                }
                prefix.push_str(part);
                if self.listed.files.contains_key(&prefix) {
                    return Err(invalid(format!("{prefix} is a file and a folder")));
                }
                if self.listed.dirs.insert(prefix.clone()) {
                    self.journal
                        .write_all(marker::journal_line(&prefix, true).as_bytes())?;
                    temp::add_entry(self.id, Path::new(&prefix), true);
                    fs::create_dir(self.tmp.join(&prefix))?;
                }
            }
            self.journal
                .write_all(marker::journal_line(name, false).as_bytes())?;
            temp::add_entry(self.id, Path::new(name), false);
            let mut f = fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(self.tmp.join(name))?;
            f.write_all(bytes)?;
            #[cfg(not(target_os = "linux"))]
            f.sync_all()?;
            Ok(())
        })();
        result.map_err(|e| self.target.io(e))?;
        self.listed
            .files
            .insert(name.to_string(), (bytes.len() as u64, marker::hash(bytes)));
        self.bytes += bytes.len() as u64;
        Ok(())
    }

    /// Files written so far.
    pub fn len(&self) -> usize {
        self.listed.files.len()
    }

    /// True before the first file.
    pub fn is_empty(&self) -> bool {
        self.listed.files.is_empty()
    }

    /// Puts the folder in place of the target (see the module documentation).
    pub fn commit(mut self) -> Result<Written, OutputError> {
        let t = self.target.clone();
        {
            let _step = temp::step();
            let text = marker::render(&self.listed);
            let written = (|| -> io::Result<()> {
                self.journal.set_len(0)?;
                self.journal.rewind()?;
                self.journal.write_all(text.as_bytes())?;
                self.journal.sync_all()
            })();
            written.map_err(|e| t.io(e))?;
        }
        sync_tree(&self.tmp).map_err(|e| t.io(e))?;
        let parent = temp::folder(&t.real);
        let _lock = super::lock::folders(&[parent.as_path()]).map_err(|e| t.io(e))?;
        let step = temp::step();
        let old = match survey(&t, Depth::Hashes, self.force)? {
            None => {
                fs::rename(&self.tmp, &t.real).map_err(|e| t.io(e))?;
                temp::forget(self.id);
                self.done = true;
                None
            }
            Some(s) => {
                use std::os::unix::fs::PermissionsExt;
                // The new folder keeps the old one's permissions.
                let _ = fs::set_permissions(&self.tmp, fs::Permissions::from_mode(s.mode));
                let at = swap(&self.tmp, &t.real).map_err(|e| t.io(e))?;
                temp::forget(self.id);
                self.done = true;
                let mut files: Vec<PathBuf> = vec![];
                if s.marker {
                    files.push(PathBuf::from(marker::NAME));
                }
                files.extend(s.files.iter().map(|(p, _, _)| p.clone()));
                let id = temp::register_folder(&at, files, s.dirs.clone());
                Some((at, s, id))
            }
        };
        drop(step);
        if let Ok(d) = File::open(&parent) {
            let _ = d.sync_all();
        }
        let kept = old.and_then(|(at, s, id)| {
            let kept = empty_old(&at, &s);
            temp::forget(id);
            kept
        });
        Ok(Written {
            files: self.listed.files.len(),
            bytes: self.bytes,
            kept,
        })
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        if !self.done {
            let _step = temp::step();
            temp::discard(self.id);
        }
    }
}

/// Removes the replaced folder's entries (at `at`, as surveyed), each only if it is still
/// the file that was surveyed; the folder itself if nothing else is left in it. Returns the
/// folder when something stays.
fn empty_old(at: &Path, s: &Survey) -> Option<PathBuf> {
    use std::os::unix::fs::MetadataExt;
    for (rel, dev, ino) in s.files.iter().rev() {
        let _step = temp::step();
        let p = at.join(rel);
        if fs::symlink_metadata(&p)
            .is_ok_and(|m| m.file_type().is_file() && m.dev() == *dev && m.ino() == *ino)
        {
            let _ = fs::remove_file(&p);
        }
    }
    let _step = temp::step();
    let mut dirs: Vec<&PathBuf> = s.dirs.iter().collect();
    dirs.sort_by_key(|d| std::cmp::Reverse(d.components().count()));
    for d in dirs {
        let _ = fs::remove_dir(at.join(d));
    }
    if s.marker {
        temp::remove_regular(&at.join(marker::NAME));
    }
    match fs::remove_dir(at) {
        Ok(()) => None,
        Err(_) if !at.exists() => None,
        Err(_) => Some(at.to_path_buf()),
    }
}

/// Exchanges the new folder `new` with the existing `target`; returns where the old folder
/// is now. One atomic rename where the system has it (Linux's `RENAME_EXCHANGE`), else two.
fn swap(new: &Path, target: &Path) -> io::Result<PathBuf> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::ffi::OsStrExt;
        let c = |p: &Path| std::ffi::CString::new(p.as_os_str().as_bytes());
        let (a, b) = (c(new)?, c(target)?);
        // SAFETY: both are NUL-terminated paths that live across the call.
        let r = unsafe {
            libc::renameat2(
                libc::AT_FDCWD,
                a.as_ptr(),
                libc::AT_FDCWD,
                b.as_ptr(),
                libc::RENAME_EXCHANGE,
            )
        };
        if r == 0 {
            return Ok(new.to_path_buf());
        }
        let e = io::Error::last_os_error();
        // A file system without the exchange: two renames below.
        if !matches!(
            e.raw_os_error(),
            Some(libc::EINVAL) | Some(libc::ENOSYS) | Some(libc::EOPNOTSUPP)
        ) {
            return Err(e);
        }
    }
    let (id, old) = temp::reserve(target, Some("old"), true);
    // Registered again, with its entries, by the caller.
    temp::forget(id);
    fs::rename(target, &old)?;
    if let Err(e) = fs::rename(new, target) {
        let _ = fs::rename(&old, target);
        return Err(e);
    }
    Ok(old)
}

/// Makes what was written into `dir` durable before it is swapped in: the whole file system
/// at once where the system can (one call for thousands of files), else each file.
fn sync_tree(dir: &Path) -> io::Result<()> {
    let d = File::open(dir)?;
    #[cfg(target_os = "linux")]
    {
        use std::os::fd::AsRawFd;
        // SAFETY: a valid open descriptor.
        if unsafe { libc::syncfs(d.as_raw_fd()) } == 0 {
            return Ok(());
        }
    }
    d.sync_all()
}

/// Names in a listing, for tests.
#[cfg(test)]
fn listing(dir: &Path) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    let mut stack = vec![PathBuf::new()];
    while let Some(rel) = stack.pop() {
        for name in sorted(&dir.join(&rel)).unwrap() {
            let r = rel.join(&name);
            if fs::symlink_metadata(dir.join(&r)).unwrap().is_dir() {
                stack.push(r.clone());
            }
            out.insert(r.display().to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, files: &[(&str, &str)]) -> Result<Written, OutputError> {
        let mut f = Folder::create(dir, false)?;
        for (n, b) in files {
            f.add(n, b.as_bytes())?;
        }
        f.commit()
    }

    #[test]
    fn a_folder_is_replaced_whole_when_it_is_all_ours() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("site");
        write(&dir, &[("a.html", "a"), ("sub/b.svg", "b")]).unwrap();
        assert_eq!(fs::read_to_string(dir.join("sub/b.svg")).unwrap(), "b");
        let w = write(&dir, &[("c.html", "c")]).unwrap();
        assert!(w.kept.is_none());
        assert_eq!(
            listing(&dir),
            [".bookmaker", "c.html"].map(String::from).into()
        );
        assert_eq!(listing(root.path()).len(), 3, "no temporary left");
        assert!(temp::none_live_in(root.path()));
    }

    #[test]
    fn a_strangers_entry_is_refused_by_name() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("site");
        write(&dir, &[("a.html", "a")]).unwrap();
        fs::write(dir.join("notes.txt"), "mine").unwrap();
        let e = write(&dir, &[("b.html", "b")]).unwrap_err();
        assert!(e.is_input(), "{e}");
        assert!(e.to_string().contains("notes.txt"), "{e}");
        assert!(e.to_string().contains("-o "), "suggests a folder: {e}");
        assert_eq!(fs::read_to_string(dir.join("notes.txt")).unwrap(), "mine");
        assert_eq!(fs::read_to_string(dir.join("a.html")).unwrap(), "a");
        fs::remove_file(dir.join("notes.txt")).unwrap();
        // A file of ours, changed by the user, is theirs now.
        fs::write(dir.join("a.html"), "edited").unwrap();
        let e = write(&dir, &[("b.html", "b")]).unwrap_err();
        assert!(e.to_string().contains("a.html changed"), "{e}");
        // Same size, other bytes: only the hash tells, at the swap.
        fs::write(dir.join("a.html"), "z").unwrap();
        let e = write(&dir, &[("b.html", "b")]).unwrap_err();
        assert!(e.to_string().contains("a.html changed"), "{e}");
        assert_eq!(fs::read_to_string(dir.join("a.html")).unwrap(), "z");
        assert_eq!(listing(root.path()).len(), 3, "no temporary left");
    }

    #[test]
    fn a_marker_alone_proves_nothing() {
        let root = tempfile::tempdir().unwrap();
        let home = root.path().join("home");
        fs::create_dir_all(home.join(".config")).unwrap();
        fs::write(home.join(".bashrc"), "rc").unwrap();
        for forged in [
            "x\n".to_string(),
            "Written by bookmaker, which replaces this folder when it writes here again.\n".into(),
            format!("{}\nd .config\n", marker::HEADER),
        ] {
            fs::write(home.join(".bookmaker"), &forged).unwrap();
            let e = write(&home, &[("a.html", "a")]).unwrap_err();
            assert!(e.is_input(), "{e}");
            assert_eq!(fs::read_to_string(home.join(".bashrc")).unwrap(), "rc");
            assert!(home.join(".config").is_dir());
        }
        let e = write(&home, &[("a.html", "a")]).unwrap_err();
        assert!(e.to_string().contains(".bashrc"), "{e}");
        // A marker that is a link, even to a real marker, is not one.
        let site = root.path().join("site");
        write(&site, &[("a.html", "a")]).unwrap();
        fs::remove_file(home.join(".bookmaker")).unwrap();
        std::os::unix::fs::symlink(site.join(".bookmaker"), home.join(".bookmaker")).unwrap();
        let e = write(&home, &[("a.html", "a")]).unwrap_err();
        assert!(e.to_string().contains("symbolic link"), "{e}");
        assert!(home.join(".bashrc").exists());
    }

    #[test]
    fn the_old_marker_says_what_to_do() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("ms");
        fs::create_dir(&dir).unwrap();
        fs::write(dir.join("index.html"), "x").unwrap();
        fs::write(
            dir.join(".bookmaker"),
            "Written by bookmaker, which replaces this folder when it writes here again.\n",
        )
        .unwrap();
        let e = check_dir(&dir, false).unwrap_err().to_string();
        assert!(e.contains("older bookmaker") && e.contains("rm -r"), "{e}");
    }

    #[test]
    fn an_input_inside_is_refused_first() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("ms");
        write(&dir, &[("a.html", "a")]).unwrap();
        fs::write(dir.join("spec.toml"), "title = 1").unwrap();
        read::text(&dir.join("spec.toml"), 100).unwrap();
        let e = write(&dir, &[("a.html", "a")]).unwrap_err().to_string();
        assert!(e.contains("the input") && e.contains("spec.toml"), "{e}");
        assert!(dir.join("spec.toml").exists());
    }

    #[test]
    fn new_empty_and_missing_parents() {
        let root = tempfile::tempdir().unwrap();
        let empty = root.path().join("empty");
        fs::create_dir(&empty).unwrap();
        write(&empty, &[("a", "a")]).unwrap();
        assert!(empty.join("a").exists());
        let e = check_dir(&root.path().join("no/such"), false).unwrap_err();
        assert!(e.to_string().contains("does not exist"), "{e}");
        let file = root.path().join("file");
        fs::write(&file, "x").unwrap();
        assert!(check_dir(&file, false).is_err());
        // A link to a folder: the folder is replaced, the link stays.
        let link = root.path().join("link");
        std::os::unix::fs::symlink(&empty, &link).unwrap();
        write(&link, &[("b", "b")]).unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(empty.join("b").exists() && !empty.join("a").exists());
    }

    #[test]
    fn an_unfinished_folder_leaves_nothing() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("site");
        {
            let mut f = Folder::create(&dir, false).unwrap();
            f.add("a/b/c.svg", b"x").unwrap();
            assert!(f.add("a/b/c.svg", b"x").is_err());
            assert!(f.add("../up", b"x").is_err());
            // Dropped without a commit.
        }
        assert!(listing(root.path()).is_empty());
        assert!(temp::none_live_in(root.path()));
    }
}
