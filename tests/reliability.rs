//! Outputs and inputs that are not plain files, as a user meets them: `-o -`, FIFOs, devices,
//! symbolic links, file modes, pairs of outputs, interrupts, a stderr that cannot be written,
//! runaway input, and paths that would overwrite an input.

mod common;

use common::{BIN, run, stderr};
use std::fs;
use std::io::{Read, Write};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A book quick to build (8 puzzles, no how-to-play page).
const SPEC: &str = "title = \"Reliable\"\nseed = 5\n[front]\nhow_to_play = false\n\
                    [[section]]\nlevel = \"easy\"\nsize = 4\ncount = 8\n";

fn dir_with_spec() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("b.toml"), SPEC).unwrap();
    dir
}

/// Names in a folder, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(ok.success(), "mkfifo (coreutils) is installed");
}

/// Reads a FIFO to its end on another thread.
fn drain(fifo: &Path) -> std::thread::JoinHandle<Vec<u8>> {
    let fifo = fifo.to_path_buf();
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        fs::File::open(fifo)
            .unwrap()
            .read_to_end(&mut bytes)
            .unwrap();
        bytes
    })
}

fn solve_stdin(args: &[&str], stdin: Vec<u8>) -> Output {
    let mut child = Command::new(BIN)
        .arg("solve")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // The reader may stop early (that is the point of a limit): a closed pipe is fine.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap();
    o
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

// ---- 1. Special files are written into, not replaced -----------------------------------

#[test]
fn dash_streams_the_pdf_to_stdout_and_says_nothing_there() {
    let dir = dir_with_spec();
    let o = run(&["build", "b.toml", "-o", "-"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let file = run(&["build", "b.toml", "-o", "b.pdf"], dir.path());
    assert_eq!(file.status.code(), Some(0));
    assert_eq!(o.stdout, fs::read(dir.path().join("b.pdf")).unwrap());
    assert!(
        stderr(&o).contains("Wrote standard output"),
        "{}",
        stderr(&o)
    );
    assert_eq!(names(dir.path()), ["b.pdf", "b.toml"], "no file named '-'");
}

#[test]
fn a_fifo_gets_the_bytes_and_stays_a_fifo() {
    let dir = dir_with_spec();
    let fifo = dir.path().join("pipe.pdf");
    mkfifo(&fifo);
    let reader = drain(&fifo);
    let o = run(&["build", "b.toml", "-o", "pipe.pdf"], dir.path());
    // Checked before joining: a replaced FIFO would never be opened for writing.
    assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(reader.join().unwrap().starts_with(b"%PDF-"));
    assert_eq!(names(dir.path()), ["b.toml", "pipe.pdf"]);
}

#[test]
fn a_device_is_written_into_not_replaced() {
    // Writing into /dev/null is harmless, and as root the old code replaced it by a file.
    let before = fs::metadata("/dev/null").unwrap();
    assert!(before.file_type().is_char_device());
    let dir = dir_with_spec();
    let o = run(&["cover", "b.toml", "-o", "/dev/null"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let after = fs::metadata("/dev/null").unwrap();
    assert!(
        after.file_type().is_char_device(),
        "/dev/null is still a device"
    );
    assert!(
        !names(Path::new("/dev"))
            .iter()
            .any(|n| n.starts_with(".null.")),
        "no temporary in /dev"
    );
}

#[test]
fn a_link_is_followed_and_a_mode_kept() {
    let dir = dir_with_spec();
    let d = dir.path();
    fs::create_dir(d.join("real")).unwrap();
    fs::write(d.join("real/book.pdf"), "old").unwrap();
    fs::set_permissions(d.join("real/book.pdf"), fs::Permissions::from_mode(0o600)).unwrap();
    std::os::unix::fs::symlink("real/book.pdf", d.join("link.pdf")).unwrap();
    let o = run(&["build", "b.toml", "-o", "link.pdf"], d);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let link = fs::symlink_metadata(d.join("link.pdf")).unwrap();
    assert!(link.file_type().is_symlink(), "the link is still a link");
    let real = fs::metadata(d.join("real/book.pdf")).unwrap();
    assert_eq!(real.permissions().mode() & 0o777, 0o600, "mode kept");
    assert!(
        fs::read(d.join("real/book.pdf"))
            .unwrap()
            .starts_with(b"%PDF-")
    );
    assert_eq!(names(&d.join("real")), ["book.pdf"], "no temporary left");
}

#[test]
fn preview_streams_a_png_too() {
    let dir = dir_with_spec();
    let o = run(&["preview", "b.toml", "--page", "1", "-o", "-"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stdout.starts_with(b"\x89PNG"));
    // A range is one file per page: a stream cannot hold them apart.
    let o = run(
        &["preview", "b.toml", "--page", "1-2", "-o", "-"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("give -o a file name"), "{}", stderr(&o));
}

// ---- 4. The PDF and its --puzzles file are a pair -------------------------------------

#[test]
fn a_bad_puzzles_path_writes_nothing() {
    let dir = dir_with_spec();
    fs::create_dir(dir.path().join("folder")).unwrap();
    let o = run(
        &["build", "b.toml", "-o", "b.pdf", "--puzzles", "folder"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("folder: it is a folder"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        names(dir.path()),
        ["b.toml", "folder"],
        "no PDF without its puzzles"
    );
}

// ---- 5. Interrupted writes leave no temporary ------------------------------------------

#[test]
fn an_interrupt_removes_the_temporary() {
    let dir = dir_with_spec();
    let d = dir.path();
    // The puzzles go to a FIFO nobody reads: the run waits there with the PDF's temporary
    // written and not yet renamed, which is when we interrupt it.
    mkfifo(&d.join("stuck.jsonl"));
    let child = Command::new(BIN)
        .args(["build", "b.toml", "-o", "b.pdf", "--puzzles", "stuck.jsonl"])
        .current_dir(d)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let temporary = || names(d).into_iter().any(|n| n.starts_with(".b.pdf."));
    while !temporary() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the temporary appears"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let kill = Command::new("sh")
        .args(["-c", &format!("kill -TERM {}", child.id())])
        .status()
        .unwrap();
    assert!(kill.success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    assert_eq!(names(d), ["b.toml", "stuck.jsonl"], "no temporary, no PDF");
}

#[test]
fn stale_temporaries_of_a_dead_run_are_removed() {
    let dir = dir_with_spec();
    let d = dir.path();
    // No process has such a number (Linux's PIDs stop at 2^22).
    fs::write(d.join(".b.pdf.99999999.tmp"), "%PDF-1.7 truncated").unwrap();
    fs::write(d.join(".b.pdf.99999999.old.tmp"), "old").unwrap();
    fs::write(d.join(".c.pdf.99999999.tmp"), "another file's").unwrap();
    fs::write(d.join(".b.pdf.notes.tmp"), "not ours").unwrap();
    let o = run(&["build", "b.toml", "-o", "b.pdf"], d);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        names(d),
        [".b.pdf.notes.tmp", ".c.pdf.99999999.tmp", "b.pdf", "b.toml"]
    );
}

// ---- 6. A stderr that cannot be written -------------------------------------------------

#[test]
fn a_full_stderr_is_no_panic() {
    let dir = dir_with_spec();
    let full = || {
        Stdio::from(
            fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        )
    };
    let o = Command::new(BIN)
        .args(["build", "b.toml", "-o", "b.pdf"])
        .current_dir(dir.path())
        .stderr(full())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "the book is written");
    assert!(dir.path().join("b.pdf").exists());
    let o = Command::new(BIN)
        .args(["solve", "4de:0"])
        .stderr(full())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "bad input, not a panic");
    let o = Command::new(BIN)
        .args(["build", "missing.toml"])
        .current_dir(dir.path())
        .stderr(full())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

// ---- 9. Bounded input ------------------------------------------------------------------

#[test]
fn endless_stdin_is_cut_off() {
    let o = solve_stdin(&["-"], vec![0; 65 << 20]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("more than 64 MiB"), "{}", stderr(&o));
}

#[test]
fn a_bad_byte_spoils_only_its_line() {
    let id = "4de:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";
    let mut input = format!("{id}\n").into_bytes();
    input.extend(b"4de:0,\xff\n");
    input.extend(vec![b'7'; 100_000]);
    input.extend(format!("\n{id}\n").bytes());
    let o = solve_stdin(&["--json", "-"], input);
    assert_eq!(o.status.code(), Some(2));
    let lines: Vec<serde_json::Value> = text(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0]["solutions"], 2);
    assert!(lines[1]["error"].as_str().unwrap().contains("not UTF-8"));
    assert_eq!(lines[2]["line"], 3);
    assert!(lines[2]["error"].as_str().unwrap().contains("longer than"));
    assert_eq!(lines[3]["solutions"], 2);
}

#[test]
fn errors_quote_little_of_a_long_input() {
    let long = format!("4de:{}", "x".repeat(5000));
    let o = run(&["solve", &long], Path::new("."));
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.len() < 300, "{err}");
    let dir = dir_with_spec();
    fs::write(
        dir.path().join("k.toml"),
        format!("{} = 1\n", "k".repeat(5000)),
    )
    .unwrap();
    let o = run(&["check", "k.toml"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).len() < 1000, "{}", stderr(&o));
}

#[test]
fn preview_refuses_an_image_too_large_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("big.toml"), "trim = \"8.5x11\"\n").unwrap();
    let o = run(
        &[
            "preview", "big.toml", "--page", "1", "--dpi", "2400", "-o", "p.png",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("use --dpi 742 or less"),
        "{}",
        stderr(&o)
    );
    assert_eq!(names(dir.path()), ["big.toml"]);
}

// ---- 11. Paths and arguments -----------------------------------------------------------

#[test]
fn an_output_never_overwrites_the_spec_or_the_other_output() {
    let dir = dir_with_spec();
    for args in [
        &["build", "b.toml", "-o", "b.toml"][..],
        &["build", "b.toml", "-o", "./b.toml"],
        &["build", "b.toml", "-o", "x.pdf", "--puzzles", "b.toml"],
        &["build", "b.toml", "-o", "x.pdf", "--puzzles", "./x.pdf"],
        &["cover", "b.toml", "-o", "b.toml"],
    ] {
        let o = run(args, dir.path());
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&o).contains("would overwrite the input") || stderr(&o).contains("same place"),
            "{}",
            stderr(&o)
        );
        assert_eq!(fs::read_to_string(dir.path().join("b.toml")).unwrap(), SPEC);
        assert_eq!(names(dir.path()), ["b.toml"]);
    }
}

#[test]
fn preview_writes_png_and_has_a_default_name() {
    let dir = dir_with_spec();
    let o = run(
        &["preview", "b.toml", "--page", "1", "-o", "x.jpg"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("preview writes .png or .svg files; name it x.png"));
    let o = run(&["preview", "b.toml", "--page", "1"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        fs::read(dir.path().join("b.png"))
            .unwrap()
            .starts_with(b"\x89PNG")
    );
}

#[test]
fn book_on_a_plain_spec_names_the_fix() {
    let dir = dir_with_spec();
    let o = run(&["build", "b.toml", "--book", "easy"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("a book spec, not a catalogue"), "{err}");
    assert!(err.contains("drop --book easy"), "{err}");
}

#[test]
fn generate_count_zero_is_an_error() {
    let o = run(&["generate", "--count", "0"], Path::new("."));
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
}

#[test]
fn solve_reads_files_and_generated_text() {
    let dir = tempfile::tempdir().unwrap();
    let generated = run(
        &[
            "generate", "--size", "4", "--count", "3", "--format", "text",
        ],
        dir.path(),
    );
    assert_eq!(generated.status.code(), Some(0));
    fs::write(dir.path().join("p.txt"), &generated.stdout).unwrap();
    let o = run(&["solve", "--json", "p.txt"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = text(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        lines.len(),
        3,
        "the answers are skipped: {}",
        text(&o.stdout)
    );
    // Each answer is the one `generate` printed after `# answer`.
    let printed: Vec<String> = text(&generated.stdout)
        .split("# answer\n")
        .skip(1)
        .map(|block| {
            block
                .lines()
                .take_while(|l| !l.starts_with('#'))
                .flat_map(|l| l.chars().filter(char::is_ascii_digit))
                .collect()
        })
        .collect();
    for (line, answer) in lines.iter().zip(&printed) {
        assert_eq!(line["argument"], 1);
        assert_eq!(line["solution"].as_str().unwrap(), answer);
    }
    let piped = solve_stdin(&["--json", "-"], generated.stdout.clone());
    assert_eq!(piped.status.code(), Some(0), "{}", stderr(&piped));
    assert_eq!(text(&piped.stdout).lines().count(), 3);
}

// ---- 3. Every check before any puzzle -------------------------------------------------

#[test]
fn build_stops_on_a_layout_rule_before_generating() {
    // Nine 9x9 grids a page cannot hold at large-print digit sizes: a rule of the layout.
    let spec = bookmaker::spec::Spec::parse(
        "template = \"large-print\"\n[[section]]\nlevel = \"easy\"\nsize = 9\ncount = 6\n\
         per_page = 6\n",
        "lp.toml",
        None,
    )
    .unwrap();
    let generated = std::sync::atomic::AtomicUsize::new(0);
    let tick = || {
        generated.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    };
    let err = bookmaker::book::build(&spec, &tick).unwrap_err();
    assert!(err.is_input(), "{err}");
    assert_eq!(
        generated.into_inner(),
        0,
        "no puzzle is generated for a book check refuses: {err}"
    );
}

#[test]
fn check_runs_the_cover_checks_too() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("g.toml"),
        format!("{SPEC}[cover]\nblurb = \"Puzzles for \u{1F9E9} fans.\"\n"),
    )
    .unwrap();
    let cover = run(&["cover", "g.toml"], dir.path());
    assert_eq!(cover.status.code(), Some(2), "the cover refuses the glyph");
    let o = run(&["check", "g.toml"], dir.path());
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stdout));
    assert!(
        stderr(&o).contains("does not pass KDP preflight"),
        "{}",
        stderr(&o)
    );
}
