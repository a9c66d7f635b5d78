//! The property behind docs/files.md, tested with random cases: whatever is in a folder given
//! to `site -o` or `generate --format svg -o` (files of the user's, markers real, forged or
//! linked, the spec itself), and whenever an interrupt comes, no file the user made is ever
//! gone or changed, and no temporary is left. Bounded (a few dozen runs of the binary) so
//! that `cargo test` stays quick.

mod common;

use proptest::prelude::*;
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

const CASES: u32 = 24;

const SPEC: &str = "title = \"Prop\"\nseed = 7\n[front]\nhow_to_play = false\n\
                    [[section]]\nlevel = \"easy\"\nsize = 4\ncount = 4\n";

/// What the output folder is before the run.
#[derive(Clone, Debug)]
enum Start {
    Absent,
    Empty,
    /// Written by bookmaker (the same command run once before).
    Ours,
    /// The user's: a folder bookmaker never wrote.
    Theirs,
}

/// Something the user puts in the folder (or in place of one of bookmaker's files).
#[derive(Clone, Debug)]
enum Entry {
    File(String, Vec<u8>),
    Dir(String),
    /// A link to a file outside the folder.
    Link(String),
    /// A `.bookmaker` the user made: not bookmaker's list.
    Forged(Forgery),
    /// The spec, copied into the folder and given as the input.
    Spec,
}

#[derive(Clone, Debug)]
enum Forgery {
    Garbage(Vec<u8>),
    /// The previous version's marker, which listed nothing.
    Old,
    /// The header, then the user's files with wrong hashes.
    WrongHashes,
    /// A link to a real marker of another folder.
    LinkToReal,
    Folder,
}

const NAMES: [&str; 7] = [
    "notes.txt",
    "index.html",
    "puzzle-001.html",
    "easy-5-1-1.svg",
    "sub/a.txt",
    ".config/rc",
    "z",
];

fn entry() -> impl Strategy<Value = Entry> {
    let name = proptest::sample::select(&NAMES[..]).prop_map(String::from);
    prop_oneof![
        4 => (name.clone(), proptest::collection::vec(any::<u8>(), 0..64))
            .prop_map(|(n, b)| Entry::File(n, b)),
        1 => name.clone().prop_map(Entry::Dir),
        1 => name.prop_map(Entry::Link),
        2 => prop_oneof![
            proptest::collection::vec(any::<u8>(), 0..40).prop_map(Forgery::Garbage),
            Just(Forgery::Old),
            Just(Forgery::WrongHashes),
            Just(Forgery::LinkToReal),
            Just(Forgery::Folder),
        ]
        .prop_map(Entry::Forged),
        1 => Just(Entry::Spec),
    ]
}

fn start() -> impl Strategy<Value = Start> {
    prop_oneof![
        Just(Start::Absent),
        Just(Start::Empty),
        Just(Start::Ours),
        Just(Start::Theirs)
    ]
}

/// Everything under `dir`, links not followed: path -> what it is.
fn tree(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = fs::read_dir(&d) else {
            continue;
        };
        for e in entries {
            let p = e.unwrap().path();
            let rel = p.strip_prefix(dir).unwrap().display().to_string();
            let m = fs::symlink_metadata(&p).unwrap();
            let what = if m.file_type().is_symlink() {
                format!("link to {}", fs::read_link(&p).unwrap().display())
            } else if m.is_dir() {
                stack.push(p.clone());
                "folder".into()
            } else {
                format!("file {:?}", fs::read(&p).unwrap())
            };
            out.insert(rel, what);
        }
    }
    out
}

/// Makes `rel` (and its parents) inside `out`, as the user would; false when it cannot be
/// made there (a file stands where a folder must go).
fn make(out: &Path, rel: &str, what: impl FnOnce(&Path) -> std::io::Result<()>) -> bool {
    let p = out.join(rel);
    if let Some(parent) = p.parent()
        && fs::create_dir_all(parent).is_err()
    {
        return false;
    }
    if fs::symlink_metadata(&p).is_ok() {
        // Replacing one of bookmaker's files (or an earlier entry): the user's now.
        if fs::remove_file(&p).is_err() && fs::remove_dir(&p).is_err() {
            return false;
        }
    }
    what(&p).is_ok()
}

/// True when `dir` is a folder bookmaker wrote, whole: its marker lists every file in it.
fn whole(dir: &Path) -> bool {
    use bookmaker::output::marker;
    let Ok(m) = fs::read_to_string(dir.join(marker::NAME)).map(|t| marker::parse(&t)) else {
        return false;
    };
    let Ok(m) = m else { return false };
    let files: Vec<String> = tree(dir)
        .into_iter()
        .filter(|(p, w)| p != marker::NAME && w != "folder")
        .map(|(p, _)| p)
        .collect();
    files.len() == m.files.len()
        && m.files.iter().all(|(p, (size, hash))| {
            fs::read(dir.join(p))
                .is_ok_and(|b| b.len() as u64 == *size && marker::hash(&b) == *hash)
        })
}

fn command(svg: bool, spec: &str) -> Vec<String> {
    let args: &[&str] = if svg {
        &["generate", "--format", "svg", "--count", "3", "-o", "out"]
    } else {
        &["site", spec, "-o", "out"]
    };
    args.iter().map(|s| s.to_string()).collect()
}

fn run(args: &[String], dir: &Path, signal: Option<(Duration, i32)>) -> Option<i32> {
    // `BOOKMAKER_TEST_BIN` runs the property on another binary (an older one, to see it fail).
    let bin = std::env::var("BOOKMAKER_TEST_BIN").unwrap_or_else(|_| common::BIN.into());
    let mut child = Command::new(bin)
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    if let Some((delay, sig)) = signal {
        std::thread::sleep(delay);
        // SAFETY: a signal to our own child, not yet waited for.
        unsafe { libc::kill(child.id() as i32, sig) };
    }
    child.wait().unwrap().code()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn no_user_file_is_ever_lost_and_no_temporary_stays(
        start in start(),
        entries in proptest::collection::vec(entry(), 0..4),
        svg in any::<bool>(),
        signal in proptest::option::of((0u64..400, proptest::sample::select(&[libc::SIGINT, libc::SIGTERM, libc::SIGHUP][..]))),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        fs::write(d.join("spec.toml"), SPEC).unwrap();
        fs::write(d.join("outside.txt"), "the user's").unwrap();
        let out = d.join("out");
        // A real marker elsewhere, for a forged link to point at.
        let real = run(&command(svg, "spec.toml").iter().map(|a| if a == "out" { "real".into() } else { a.clone() }).collect::<Vec<_>>(), d, None);
        prop_assert_eq!(real, Some(0));
        match start {
            Start::Absent => {}
            Start::Empty => fs::create_dir(&out).unwrap(),
            Start::Ours => prop_assert_eq!(run(&command(svg, "spec.toml"), d, None), Some(0)),
            Start::Theirs => {
                fs::create_dir(&out).unwrap();
                fs::write(out.join("thesis.tex"), "mine").unwrap();
            }
        }
        // What bookmaker wrote in the folder (nothing, unless it wrote the folder).
        let ours = if matches!(start, Start::Ours) { tree(&out) } else { BTreeMap::new() };
        let mut spec = "spec.toml".to_string();
        let mut touched: Vec<String> = vec![];
        for e in &entries {
            let (rel, ok) = match e {
                Entry::File(n, bytes) => (n.clone(), make(&out, n, |p| fs::write(p, bytes))),
                Entry::Dir(n) => (n.clone(), make(&out, n, |p| fs::create_dir(p))),
                Entry::Link(n) => (n.clone(), make(&out, n, |p| {
                    std::os::unix::fs::symlink(d.join("outside.txt"), p)
                })),
                Entry::Spec => {
                    spec = "out/spec.toml".into();
                    ("spec.toml".into(), make(&out, "spec.toml", |p| fs::write(p, SPEC)))
                }
                Entry::Forged(f) => {
                    let forged = |p: &Path| match f {
                        Forgery::Garbage(b) => fs::write(p, b),
                        Forgery::Old => fs::write(p, "Written by bookmaker, which replaces this folder when it writes here again.\n"),
                        Forgery::WrongHashes => {
                            // Files of the user's, listed with sizes that match and hashes
                            // that do not.
                            let folder = p.parent().unwrap();
                            fs::write(folder.join("notes.txt"), "abc")?;
                            fs::write(folder.join("z"), "xyz")?;
                            fs::write(p, format!("bookmaker folder 2\nf 3 {} notes.txt\nf 3 {} z\n", "0".repeat(64), "ab".repeat(32)))
                        }
                        Forgery::LinkToReal => std::os::unix::fs::symlink(d.join("real/.bookmaker"), p),
                        Forgery::Folder => fs::create_dir(p),
                    };
                    (".bookmaker".into(), make(&out, ".bookmaker", forged))
                }
            };
            if ok {
                touched.push(rel);
                if matches!(e, Entry::Forged(Forgery::WrongHashes)) {
                    touched.extend(["notes.txt".to_string(), "z".to_string()]);
                }
            }
        }
        // The user's entries: everything in the folder now that is not bookmaker's own,
        // unchanged, from the run before; and everything outside it.
        let now = tree(&out);
        let users: BTreeMap<String, String> = now
            .iter()
            .filter(|(p, what)| ours.get(*p) != Some(*what) || touched.iter().any(|t| t == *p))
            .map(|(p, w)| (format!("out/{p}"), w.clone()))
            .chain(tree(d).into_iter().filter(|(p, _)| !p.starts_with("out/") && p != "out"))
            .collect();
        let signal = signal.map(|(ms, sig)| (Duration::from_millis(ms), sig));
        let code = run(&command(svg, &spec), d, signal);
        prop_assert!(matches!(code, Some(0) | Some(2) | Some(130) | None), "exit {:?}", code);
        let after = tree(d);
        for (p, what) in &users {
            // The run's own outside: the real folder is the user's now too, and is kept.
            prop_assert_eq!(after.get(p), Some(what), "{} gone or changed (exit {:?})", p, code);
        }
        let temps: Vec<&String> = after
            .keys()
            .filter(|p| {
                let name = p.rsplit('/').next().unwrap();
                name.starts_with('.') && name.ends_with(".tmp")
            })
            .collect();
        prop_assert!(temps.is_empty(), "temporaries left: {:?}", temps);
        let user_inside = users.keys().any(|p| p.starts_with("out/"));
        if code == Some(0) {
            prop_assert!(!user_inside, "replaced a folder holding the user's entries");
            prop_assert!(whole(&out), "a complete folder with its marker");
        }
        if signal.is_none() {
            prop_assert_eq!(code, Some(if user_inside { 2 } else { 0 }));
        }
    }
}
