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
