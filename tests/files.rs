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
            fs::read(dir.join(p))
                .is_ok_and(|b| b.len() as u64 == *size && marker::hash(&b) == *hash)
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
        &[
            "generate", "--format", "svg", "--count", "60", "--chunk", "2", "-o", "svg",
        ],
        &[
            "build",
            "medium.toml",
            "-o",
            "b.pdf",
            "--puzzles",
            "b.jsonl",
        ],
    ];
    // Each command's time uninterrupted, and the pair of files build writes.
    let mut full = vec![];
    for args in commands {
        let start = std::time::Instant::now();
        let o = run(args, d);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        full.push(start.elapsed());
    }
    let pair = (
        fs::read(d.join("b.pdf")).unwrap(),
        fs::read(d.join("b.jsonl")).unwrap(),
    );
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
            assert_eq!(
                temporaries(d),
                Vec::<String>::new(),
                "{args:?} after {delay:?}"
            );
            assert!(whole_folder(&d.join("out")), "after {delay:?}");
            assert!(whole_folder(&d.join("svg")), "after {delay:?}");
            assert_eq!(
                (
                    fs::read(d.join("b.pdf")).unwrap(),
                    fs::read(d.join("b.jsonl")).unwrap()
                ),
                pair
            );
            assert_eq!(fs::read_to_string(d.join("notes.txt")).unwrap(), "mine");
        }
    }
    assert!(handled > 0, "some signals came while the runs were working");
}

// ---- 8 and 9. Memory flat in the number of puzzles -----------------------------------------

/// Runs `args` in `dir` with `stdin` fed from a thread; returns the exit code and the peak
/// resident memory in KiB. The peak is the kernel's high-water mark of the program's own
/// memory (`VmHWM`, which starts afresh at exec), read while it runs: `wait4`'s count would
/// include this test process's memory at the fork.
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
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    let code = loop {
        if let Some(s) = fs::read_to_string(&status).ok().and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(String::from)
        }) {
            let kib: i64 = s.split_whitespace().nth(1).unwrap().parse().unwrap();
            peak = peak.max(kib);
        }
        if let Some(st) = child.try_wait().unwrap() {
            break st.code();
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    };
    writer.join().unwrap();
    (code, peak)
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
        let args = [
            "generate", "--kind", "sudoku", "--format", "svg", "--count", count, "-o", count,
        ];
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

// ---- 4. Two concurrent builds to the same pair never mix them ------------------------------

#[test]
fn defect_4_concurrent_builds_to_one_pair_write_one_builds_pair() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Two books that differ in every byte of both files.
    for (name, seed) in [("a.toml", 1), ("b.toml", 2)] {
        fs::write(
            d.join(name),
            SMALL.replace("seed = 5", &format!("seed = {seed}")),
        )
        .unwrap();
    }
    let mut pairs = vec![];
    for name in ["a.toml", "b.toml"] {
        let o = run(&["build", name, "-o", "x.pdf", "--puzzles", "x.jsonl"], d);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        pairs.push((
            fs::read(d.join("x.pdf")).unwrap(),
            fs::read(d.join("x.jsonl")).unwrap(),
        ));
    }
    assert_ne!(pairs[0].0, pairs[1].0);
    for round in 0..12 {
        let children: Vec<_> = ["a.toml", "b.toml"]
            .iter()
            .map(|name| {
                Command::new(bin())
                    .args(["build", name, "-o", "x.pdf", "--puzzles", "x.jsonl"])
                    .current_dir(d)
                    .stderr(std::process::Stdio::null())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for mut c in children {
            assert!(c.wait().unwrap().success());
        }
        let got = (
            fs::read(d.join("x.pdf")).unwrap(),
            fs::read(d.join("x.jsonl")).unwrap(),
        );
        assert!(
            pairs.contains(&got),
            "round {round}: the PDF and the puzzles of two builds"
        );
        assert_eq!(temporaries(d), Vec::<String>::new());
    }
}

// ---- 5. Standard output by any name is one place -------------------------------------------

#[test]
fn defect_5_dash_dev_stdout_and_proc_fd_1_are_the_same_place() {
    let dir = with_small();
    let d = dir.path();
    for pair in [
        ["/dev/stdout", "-"],
        ["-", "/dev/stdout"],
        ["/proc/self/fd/1", "-"],
        ["/dev/fd/1", "/dev/stdout"],
    ] {
        let o = run(
            &["build", "small.toml", "-o", pair[0], "--puzzles", pair[1]],
            d,
        );
        assert_refused(&o, &["both standard output"]);
        assert!(o.stdout.is_empty(), "{pair:?}: nothing written");
    }
    // Standard output is a file the shell opened: the same file by its name is refused too.
    fs::write(d.join("out.jsonl"), "keep\n").unwrap();
    let shell_opened = || {
        fs::OpenOptions::new()
            .append(true)
            .open(d.join("out.jsonl"))
            .unwrap()
    };
    let o = Command::new(bin())
        .args(["build", "small.toml", "-o", "-", "--puzzles", "out.jsonl"])
        .current_dir(d)
        .stdout(shell_opened())
        .output()
        .unwrap();
    assert_refused(&o, &["same place"]);
    // And standard output appended to the spec is refused: it is an input.
    let o = Command::new(bin())
        .args(["build", "small.toml", "-o", "-"])
        .current_dir(d)
        .stdout(
            fs::OpenOptions::new()
                .append(true)
                .open(d.join("small.toml"))
                .unwrap(),
        )
        .output()
        .unwrap();
    assert_refused(&o, &["would write into the input small.toml"]);
    assert_eq!(fs::read_to_string(d.join("out.jsonl")).unwrap(), "keep\n");
    assert_eq!(fs::read_to_string(d.join("small.toml")).unwrap(), SMALL);
    // The null device takes both.
    let o = run(
        &[
            "build",
            "small.toml",
            "-o",
            "/dev/null",
            "--puzzles",
            "/dev/null",
        ],
        d,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

// ---- 6. A read-only output is left alone unless --force -----------------------------------

#[test]
fn defect_6_a_read_only_output_is_refused_unless_forced() {
    use std::os::unix::fs::PermissionsExt;
    let dir = with_small();
    let d = dir.path();
    for (cmd, file) in [
        ("build", "ro.pdf"),
        ("cover", "ro-cover.pdf"),
        ("preview", "ro.png"),
    ] {
        fs::write(d.join(file), "mine").unwrap();
        fs::set_permissions(d.join(file), fs::Permissions::from_mode(0o444)).unwrap();
        let mut args = vec![cmd, "small.toml", "-o", file];
        if cmd == "preview" {
            args.extend(["--page", "1"]);
        }
        assert_refused(&run(&args, d), &["read-only", "--force"]);
        assert_eq!(fs::read_to_string(d.join(file)).unwrap(), "mine");
        args.push("--force");
        let o = run(&args, d);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_ne!(fs::read(d.join(file)).unwrap(), b"mine");
        let mode = fs::metadata(d.join(file)).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o444, "{file} keeps its mode");
    }
}

// ---- 7. Every read is bounded ------------------------------------------------------------

/// Runs bookmaker under a 1 GiB address-space limit, so that an unbounded read fails fast
/// instead of taking the machine.
fn run_limited(args: &[&str], dir: &Path) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 1048576; exec \"$0\" \"$@\"")
        .arg(bin())
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

#[test]
fn defect_7_specs_templates_and_catalogues_from_a_device_stop_at_4_mib() {
    let dir = with_small();
    let d = dir.path();
    std::os::unix::fs::symlink("/dev/zero", d.join("z.toml")).unwrap();
    fs::write(d.join("t.toml"), format!("template = \"z.toml\"\n{SMALL}")).unwrap();
    for args in [
        &["check", "/dev/zero"][..],
        &["check", "t.toml"],
        &["new", "--from", "/dev/zero", "easy"],
        &["build", "--book", "x", "/dev/zero"],
    ] {
        let start = std::time::Instant::now();
        let o = run_limited(args, d);
        assert_refused(&o, &["larger than 4 MiB"]);
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "{args:?}"
        );
    }
    // A spec just under the limit is read (and fails as TOML, not as a read).
    let mut big = SMALL.to_string();
    big.push_str(&format!("# {}\n", "x".repeat((4 << 20) - SMALL.len() - 3)));
    assert_eq!(big.len(), 4 << 20);
    fs::write(d.join("big.toml"), &big).unwrap();
    let o = run(&["check", "big.toml"], d);
    assert!(!stderr(&o).contains("larger than"), "{}", stderr(&o));
    big.push('\n');
    fs::write(d.join("big.toml"), &big).unwrap();
    assert_refused(
        &run(&["check", "big.toml"], d),
        &["big.toml", "larger than 4 MiB"],
    );
}

// ---- 10. Preview keeps its memory promise ------------------------------------------------

#[test]
fn defect_10_preview_memory_stays_under_400_mb() {
    let dir = with_small();
    let d = dir.path();
    // A spread at 900 dpi took 952 MB: refused before any work, with the resolution that fits.
    let o = run(
        &[
            "preview",
            "small.toml",
            "--spread",
            "2",
            "--dpi",
            "900",
            "-o",
            "s.png",
        ],
        d,
    );
    assert_refused(&o, &["380 MB preview allows", "use --dpi 546 or less"]);
    assert!(!d.join("s.png").exists());
    // What is allowed is drawn within the budget, by the measured bytes per pixel: a page
    // and a spread at a tenth of the most pixels.
    for (args, per_pixel) in [
        (&["--page", "1", "--dpi", "306"][..], 7.0),
        (&["--spread", "2", "--dpi", "172"], 11.0),
    ] {
        let mut all = vec!["preview", "small.toml", "-o", "p.png"];
        all.extend(args);
        let (code, peak) = peak_kib(&all, d, vec![]);
        assert_eq!(code, Some(0), "{args:?}");
        let png = fs::read(d.join("p.png")).unwrap();
        let (w, h) = (
            u32::from_be_bytes(png[16..20].try_into().unwrap()) as f64,
            u32::from_be_bytes(png[20..24].try_into().unwrap()) as f64,
        );
        // 60 MB for the program itself (a debug build), then the pixels.
        let budget = 60e6 + w * h * per_pixel * 1.1;
        assert!(
            (peak as f64) * 1024.0 < budget,
            "{args:?}: {w} x {h} px took {peak} KiB"
        );
    }
}

// ---- 11-13. Messages ---------------------------------------------------------------------

#[test]
fn defect_11_control_characters_in_messages_are_escaped() {
    let dir = with_small();
    let d = dir.path();
    let title = "x\u{1b}]0;PWNED\u{7}.toml";
    for args in [
        &["check", title][..],
        &["solve", "\u{1b}[31mred"],
        &[
            "preview",
            "small.toml",
            "--page",
            "1",
            "--dpi",
            "\u{1b}]0;T\u{7}",
        ],
        &["build", "small.toml", "-o", "\u{1b}x/a.pdf"],
    ] {
        let o = run(args, d);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let e = stderr(&o);
        assert!(
            !e.chars().any(|c| c.is_control() && c != '\n'),
            "{args:?}: raw control characters in {e:?}"
        );
        assert!(e.contains("\\x1b"), "{args:?}: shown escaped in {e:?}");
    }
}

#[test]
fn defect_12_numbers_in_messages_are_shown_as_typed() {
    let dir = with_small();
    let o = run(
        &[
            "preview",
            "small.toml",
            "--page",
            "1",
            "--dpi",
            "4294967295",
        ],
        dir.path(),
    );
    assert_refused(&o, &["--dpi 4294967295 is out of range"]);
    // A Solo given of 23 digits, not the number it saturates to.
    let o = run(&["solve", "3x3:12345678901234567890123_a"], dir.path());
    assert_refused(&o, &["given 12345678901234567890123 is outside 1 to 9"]);
}

#[test]
fn defect_13_messages_say_why() {
    let dir = with_small();
    let d = dir.path();
    let o = run(&["preview", "small.toml", "--page", "1", "-o", ".png"], d);
    assert_refused(&o, &["name it small.png"]);
    assert!(!stderr(&o).contains(".png.png"), "{}", stderr(&o));
    // `site -o .` inside a folder bookmaker wrote.
    let o = run(&["site", "small.toml", "-o", "s"], d);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run(&["site", "../small.toml", "-o", "."], &d.join("s"));
    assert_refused(&o, &["the folder you are in", "cd .."]);
    // A folder is not puzzle text.
    let o = run(&["solve", "s"], d);
    assert_refused(&o, &["s: it is a folder"]);
}

// ---- The class made impossible: one module writes ----------------------------------------

/// No code outside `src/output/` creates, renames or removes anything on disk (test modules
/// aside, which make their fixtures): every write goes through the one module that checks it.
#[test]
fn only_the_output_module_touches_the_disk() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let calls = [
        "remove_dir_all",
        "remove_file",
        "remove_dir(",
        "rename(",
        "hard_link",
        "fs::write",
        "File::create",
        "create_dir",
        "OpenOptions",
        "set_permissions",
    ];
    let mut found = vec![];
    let mut stack = vec![src.clone()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                if p != src.join("output") {
                    stack.push(p);
                }
                continue;
            }
            let text = fs::read_to_string(&p).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap();
            for (n, line) in code.lines().enumerate() {
                let line = line.split("//").next().unwrap();
                if let Some(c) = calls.iter().find(|c| line.contains(*c)) {
                    found.push(format!("{}:{}: {c}", p.display(), n + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "writes outside src/output: {found:#?}");
}
