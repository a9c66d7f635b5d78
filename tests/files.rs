//! Never lose a user's file (issue 20): each defect the fault run found, as its reproducer,
//! run as a user would. Every test here failed on the binary before the fix; run them against
//! another binary with `BOOKMAKER_TEST_BIN=/path/to/bookmaker cargo test --test files`.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::{Command, Output};

/// The binary under test: this build's, or the one `BOOKMAKER_TEST_BIN` names.
fn bin() -> String {
    std::env::var("BOOKMAKER_TEST_BIN").unwrap_or_else(|_| common::BIN.to_string())
}

fn run(args: &[&str], dir: &Path) -> Output {
    Command::new(bin())
        .args(args)
        .current_dir(dir)
        .output()
        .expect("bookmaker runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A book quick to make (3 puzzles, no how-to-play page).
const SMALL: &str = "title = \"Small\"\nseed = 5\n[front]\nhow_to_play = false\n\
                     [[section]]\nlevel = \"easy\"\nsize = 4\ncount = 3\n";

fn with_small() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("small.toml"), SMALL).unwrap();
    dir
}

/// Everything under `dir`: relative path -> what it is (a file's bytes, a link's target, a
/// folder), symbolic links not followed.
fn tree(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap() {
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

fn assert_refused(o: &Output, words: &[&str]) {
    let e = stderr(o);
    assert_eq!(o.status.code(), Some(2), "{e}");
    for w in words {
        assert!(e.contains(w), "{w:?} not in: {e}");
    }
}

// ---- 1. A folder holding a file named .bookmaker is not deleted -------------------------

#[test]
fn defect_1_a_folder_with_a_bookmaker_file_in_it_is_left_alone() {
    let dir = with_small();
    let d = dir.path();
    fs::create_dir_all(d.join("home/.config")).unwrap();
    fs::write(d.join("home/.bashrc"), "rc\n").unwrap();
    fs::write(d.join("home/.bookmaker"), "x\n").unwrap();
    let before = tree(d);
    for args in [
        &["site", "small.toml", "-o", "home"][..],
        &["generate", "--format", "svg", "-o", "home"],
    ] {
        let o = run(args, d);
        assert_refused(&o, &[".bookmaker", "-o home-2"]);
        assert_eq!(tree(d), before, "{args:?}");
    }
}

#[test]
fn defect_1_files_added_to_a_folder_bookmaker_wrote_survive_the_next_run() {
    let dir = with_small();
    let d = dir.path();
    for (args, file) in [
        (&["site", "small.toml", "-o", "out"][..], "index.html"),
        (
            &["generate", "--format", "svg", "--count", "2", "-o", "out"],
            "easy-5-1-1.svg",
        ),
    ] {
        let _ = fs::remove_dir_all(d.join("out"));
        let o = run(args, d);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert!(d.join("out").join(file).exists(), "{args:?}");
        // Written again as it is: replaced.
        let o = run(args, d);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        // A file the user added, then one the user edited: refused by name, kept.
        fs::write(d.join("out/notes.txt"), "mine").unwrap();
        let before = tree(d);
        assert_refused(&run(args, d), &["notes.txt", "did not write"]);
        assert_eq!(tree(d), before);
        fs::remove_file(d.join("out/notes.txt")).unwrap();
        fs::write(d.join("out").join(file), "edited").unwrap();
        let before = tree(d);
        assert_refused(&run(args, d), &[file, "changed since bookmaker wrote it"]);
        assert_eq!(tree(d), before);
    }
}

#[test]
fn defect_1_a_marker_that_is_a_link_or_from_the_old_version_proves_nothing() {
    let dir = with_small();
    let d = dir.path();
    let o = run(&["site", "small.toml", "-o", "site"], d);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // A link to a real marker, in a folder of the user's.
    fs::create_dir(d.join("mine")).unwrap();
    fs::write(d.join("mine/index.html"), "my own page").unwrap();
    std::os::unix::fs::symlink("../site/.bookmaker", d.join("mine/.bookmaker")).unwrap();
    let before = tree(d);
    assert_refused(
        &run(&["site", "small.toml", "-o", "mine"], d),
        &["symbolic link"],
    );
    assert_eq!(tree(d), before);
    // The marker the previous version wrote lists nothing: the message says what to do.
    fs::create_dir(d.join("old")).unwrap();
    fs::write(d.join("old/index.html"), "x").unwrap();
    fs::write(
        d.join("old/.bookmaker"),
        "Written by bookmaker, which replaces this folder when it writes here again.\n",
    )
    .unwrap();
    let before = tree(d);
    assert_refused(
        &run(&["site", "small.toml", "-o", "old"], d),
        &["older bookmaker", "rm -r old", "-o old-2"],
    );
    assert_eq!(tree(d), before);
}

// ---- 2. An input inside the output folder is not deleted --------------------------------

#[test]
fn defect_2_the_spec_or_its_template_inside_the_output_folder_is_kept() {
    let dir = with_small();
    let d = dir.path();
    let o = run(&["site", "small.toml", "-o", "ms"], d);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    fs::copy(d.join("small.toml"), d.join("ms/spec.toml")).unwrap();
    let before = tree(d);
    assert_refused(
        &run(&["site", "ms/spec.toml", "-o", "ms"], d),
        &["the input ms/spec.toml"],
    );
    assert_eq!(tree(d), before);
    // A template the spec uses, inside the folder.
    fs::remove_file(d.join("ms/spec.toml")).unwrap();
    let classic = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/classic.toml");
    fs::copy(classic, d.join("ms/mine.toml")).unwrap();
    fs::write(
        d.join("t.toml"),
        format!("template = \"ms/mine.toml\"\n{SMALL}"),
    )
    .unwrap();
    let before = tree(d);
    assert_refused(
        &run(&["site", "t.toml", "-o", "ms"], d),
        &["the input ms/mine.toml"],
    );
    assert_eq!(tree(d), before);
    // Outside the folder, the same spec and template make the site.
    fs::rename(d.join("ms/mine.toml"), d.join("mine.toml")).unwrap();
    fs::write(
        d.join("t.toml"),
        format!("template = \"mine.toml\"\n{SMALL}"),
    )
    .unwrap();
    let o = run(&["site", "t.toml", "-o", "ms"], d);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // A single-file output is refused on the template as on the spec.
    let before = tree(d);
    assert_refused(
        &run(&["build", "t.toml", "-o", "mine.toml"], d),
        &["would overwrite the input mine.toml"],
    );
    assert_eq!(tree(d), before);
}

// ---- 3. Signals at random moments leave no temporary --------------------------------------

/// A book with enough pages that writing takes a while.
const MEDIUM: &str = "title = \"Medium\"\nseed = 5\n[front]\nhow_to_play = false\n\
                      [[section]]\nlevel = \"easy\"\nsize = 5\ncount = 40\n";

/// Entries anywhere under `dir` that are temporaries (`.NAME.PID.tmp` and the like).
fn temporaries(dir: &Path) -> Vec<String> {
    tree(dir)
        .into_keys()
        .filter(|p| {
            let name = p.rsplit('/').next().unwrap_or(p);
            name.starts_with('.') && name.ends_with(".tmp")
        })
        .collect()
}

/// True when `dir` is a whole folder bookmaker wrote: its marker lists every file in it,
/// each with its size and hash.
fn whole_folder(dir: &Path) -> bool {
    use bookmaker::output::marker;
    let Ok(text) = fs::read_to_string(dir.join(marker::NAME)) else {
        return false;
    };
    let Ok(m) = marker::parse(&text) else {
        return false;
    };
    let on_disk: Vec<String> = tree(dir)
        .into_iter()
        .filter(|(p, what)| p != marker::NAME && what != "folder")
        .map(|(p, _)| p)
        .collect();
    on_disk.len() == m.files.len()
        && m.files.iter().all(|(p, (size, hash))| {
            fs::read(dir.join(p)).is_ok_and(|b| b.len() as u64 == *size && marker::hash(&b) == *hash)
        })
}

/// Runs `args` in `dir`, sends `signal` after `delay`, and returns the exit code (`None`
/// when the signal ended the process before its handler was in place).
fn interrupted(args: &[&str], dir: &Path, delay: std::time::Duration, signal: i32) -> Option<i32> {
    let mut child = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(delay);
    // SAFETY: a signal to our own child, which has not been waited for yet.
    unsafe { libc::kill(child.id() as i32, signal) };
    child.wait().unwrap().code()
}

#[test]
fn defect_3_signals_at_random_moments_leave_no_temporary() {
    let dir = with_small();
    let d = dir.path();
    fs::write(d.join("medium.toml"), MEDIUM).unwrap();
    fs::write(d.join("notes.txt"), "mine").unwrap();
    let commands: [&[&str]; 3] = [
        &["site", "medium.toml", "-o", "out"],
        &["generate", "--format", "svg", "--count", "60", "--chunk", "2", "-o", "svg"],
        &["build", "medium.toml", "-o", "b.pdf", "--puzzles", "b.jsonl"],
    ];
    // Each command's time uninterrupted, and the pair of files build writes.
    let mut full = vec![];
    for args in commands {
        let start = std::time::Instant::now();
        let o = run(args, d);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        full.push(start.elapsed());
    }
    let pair = (fs::read(d.join("b.pdf")).unwrap(), fs::read(d.join("b.jsonl")).unwrap());
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let signals = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];
    let mut handled = 0;
    for round in 0..5 {
        for (c, args) in commands.iter().enumerate() {
            // Anywhere from the start to a little past the usual end.
            let delay = full[c].mul_f64((next() % 1200) as f64 / 1000.0);
            let signal = signals[(round + c) % 3];
            let code = interrupted(args, d, delay, signal);
            assert!(
                matches!(code, Some(0) | Some(130) | None),
                "{args:?} after {delay:?}: exit {code:?}"
            );
            handled += usize::from(code == Some(130));
            assert_eq!(temporaries(d), Vec::<String>::new(), "{args:?} after {delay:?}");
            assert!(whole_folder(&d.join("out")), "after {delay:?}");
            assert!(whole_folder(&d.join("svg")), "after {delay:?}");
            assert_eq!(
                (fs::read(d.join("b.pdf")).unwrap(), fs::read(d.join("b.jsonl")).unwrap()),
                pair
            );
            assert_eq!(fs::read_to_string(d.join("notes.txt")).unwrap(), "mine");
        }
    }
    assert!(handled > 0, "some signals came while the runs were working");
}

// ---- 8 and 9. Memory flat in the number of puzzles -----------------------------------------

/// Runs `args` in `dir` with `stdin` fed from a thread; returns the exit code and the peak
/// resident memory in KiB (the kernel's count for the child, by `wait4`).
fn peak_kib(args: &[&str], dir: &Path, stdin: Vec<u8>) -> (Option<i32>, i64) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid value to fill in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: our own child, waited for once, here.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as i32);
    writer.join().unwrap();
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    (code, usage.ru_maxrss)
}

#[test]
fn defect_8_solve_memory_is_flat_in_the_number_of_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    // Short lines, as in the fault run: most malformed (quick to answer), one in a hundred
    // a real puzzle.
    let lines = |n: usize| {
        let mut text = Vec::new();
        for i in 0..n {
            if i % 100 == 0 {
                text.extend_from_slice(b"4de:0,0,0R,0,0D,0,0,0,0R,0U,0,0,0,0R,0,2\n");
            } else {
                text.extend_from_slice(format!("4de:{i}\n").as_bytes());
            }
        }
        text
    };
    // JSON lines: the errors go out in order with the answers, buffered.
    let (code, small) = peak_kib(&["solve", "--json", "-"], dir.path(), lines(20_000));
    assert_eq!(code, Some(2), "the malformed lines are errors");
    let (code, large) = peak_kib(&["solve", "--json", "-"], dir.path(), lines(320_000));
    assert_eq!(code, Some(2));
    // Kept whole, 300,000 more lines would take over 100 MB.
    assert!(
        large - small < 16 * 1024,
        "peak {small} KiB for 20,000 lines, {large} KiB for 320,000"
    );
}

#[test]
fn defect_9_generate_svg_memory_is_flat_in_the_count() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let svg = |count: &str| {
        let args = ["generate", "--kind", "sudoku", "--format", "svg", "--count", count, "-o", count];
        let (code, peak) = peak_kib(&args, d, vec![]);
        assert_eq!(code, Some(0));
        peak
    };
    let (small, large) = (svg("32"), svg("512"));
    // Held in memory, 480 more puzzles' files would take about 25 MB.
    assert!(
        large - small < 12 * 1024,
        "peak {small} KiB for 32 puzzles, {large} KiB for 512"
    );
    assert_eq!(tree(&d.join("512")).len(), 2 * 512 + 1);
}
