//! Every registered puzzle kind, through the whole tool as a user runs it: `generate` and
//! `solve` agree, a one-kind book builds and passes KDP preflight, and its preview pages match
//! poppler's rendering of the PDF. A new kind is covered by being registered.

mod common;

use bookmaker::kind::{KINDS, KindRef};
use common::{run, stderr};
use std::path::Path;
use std::process::Command;

fn kinds() -> Vec<KindRef> {
    KINDS.iter().map(|&k| KindRef(k)).collect()
}

fn json_lines(out: &[u8]) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn generate_and_solve_agree_for_every_kind() {
    let dir = tempfile::tempdir().unwrap();
    for kind in kinds() {
        let level = kind.levels()[1];
        let o = run(
            &[
                "generate",
                "--kind",
                kind.id(),
                "--level",
                level.name(),
                "--count",
                "3",
                "--format",
                "json",
            ],
            dir.path(),
        );
        assert!(o.status.success(), "{kind}: {}", stderr(&o));
        for rec in json_lines(&o.stdout) {
            assert_eq!(rec["kind"], kind.id());
            assert_eq!(rec["level"], level.name());
            let cells = match rec["size"].as_u64() {
                Some(n) => n * n,
                None => rec["width"].as_u64().unwrap() * rec["height"].as_u64().unwrap(),
            } as usize;
            // One character per cell, or (magic squares, whose numbers go past 35) one
            // number per cell.
            let solution = match &rec["solution"] {
                serde_json::Value::Array(a) => {
                    assert!(a.iter().all(|v| v.as_u64().is_some()), "{kind}: {rec}");
                    a.len()
                }
                s => s.as_str().unwrap().chars().count(),
            };
            assert_eq!(solution, cells, "{kind}: {rec}");
            let solution = &rec["solution"];
            // The game ID, when the kind has one, solves back to the same answer at the
            // same level without naming the kind.
            let Some(id) = rec["game_id"].as_str() else {
                continue;
            };
            let puzzle = id.to_string();
            let o = run(&["solve", "--json", &puzzle], dir.path());
            assert!(o.status.success(), "{kind}: {}", stderr(&o));
            let answer = &json_lines(&o.stdout)[0];
            assert_eq!(answer["solutions"], 1, "{kind}: {answer}");
            assert_eq!(&answer["solution"], solution, "{kind}");
            assert_eq!(answer["level"], level.name(), "{kind}");
        }
    }
}

#[test]
fn text_grids_solve_back_for_every_kind() {
    let dir = tempfile::tempdir().unwrap();
    for kind in kinds() {
        let o = run(
            &[
                "generate",
                "--kind",
                kind.id(),
                "--count",
                "2",
                "--seed",
                "9",
            ],
            dir.path(),
        );
        assert!(o.status.success(), "{kind}: {}", stderr(&o));
        let text = String::from_utf8_lossy(&o.stdout).into_owned();
        // Each puzzle: a `# id` header, the grid, `# answer`, the filled grid.
        let mut grids: Vec<String> = Vec::new();
        let mut inside = false;
        for line in text.lines() {
            if line == "# answer" {
                inside = false;
            } else if line.starts_with("# ") {
                inside = true;
                grids.push(String::new());
            } else if inside {
                let g = grids.last_mut().unwrap();
                g.push_str(line);
                g.push('\n');
            }
        }
        assert_eq!(grids.len(), 2, "{kind}: {text}");
        for grid in &grids {
            let o = run(&["solve", "--kind", kind.id(), "--json", grid], dir.path());
            assert!(o.status.success(), "{kind}: {}\n{grid}", stderr(&o));
            assert_eq!(json_lines(&o.stdout)[0]["solutions"], 1, "{kind}: {grid}");
        }
    }
}

/// `bookmaker ARGS` with `stdin` piped in.
fn piped(args: &[&str], stdin: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_bookmaker"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

/// `generate | solve` for every kind in every format it writes: JSON records (without
/// `--kind`: a record names its kind), game IDs, and text grids (with `--kind`). Each answer
/// is the record's, at the record's level: `solve` read the same puzzle.
#[test]
fn every_record_round_trips_through_solve() {
    let dir = tempfile::tempdir().unwrap();
    for kind in kinds() {
        let level = kind.levels()[1];
        let generate = |format: &str| {
            let o = run(
                &[
                    "generate",
                    "--kind",
                    kind.id(),
                    "--level",
                    level.name(),
                    "--count",
                    "3",
                    "--seed",
                    "5",
                    "--format",
                    format,
                ],
                dir.path(),
            );
            assert!(o.status.success(), "{kind} {format}: {}", stderr(&o));
            o.stdout
        };
        let records = json_lines(&generate("json"));
        assert_eq!(records.len(), 3);
        let check = |how: &str, o: std::process::Output| {
            assert!(o.status.success(), "{kind} {how}: {}", stderr(&o));
            let answers = json_lines(&o.stdout);
            assert_eq!(answers.len(), records.len(), "{kind} {how}");
            for (rec, answer) in records.iter().zip(&answers) {
                assert_eq!(answer["solutions"], 1, "{kind} {how}: {answer}");
                assert_eq!(answer["solution"], rec["solution"], "{kind} {how}");
                assert_eq!(answer["level"], rec["level"], "{kind} {how}");
                assert_eq!(answer["score"], rec["score"], "{kind} {how}");
            }
        };
        let lines: String = records.iter().map(|r| format!("{r}\n")).collect();
        check("json", piped(&["solve", "--json", "-"], lines.as_bytes()));
        if kind.game_id_name().is_some() {
            check("id", piped(&["solve", "--json", "-"], &generate("id")));
        }
        let text = generate("text");
        check(
            "text",
            piped(&["solve", "--kind", kind.id(), "--json", "-"], &text),
        );
        // A text grid its kind recognizes (Kakuro's clue blocks) needs no --kind.
        let first = String::from_utf8_lossy(&text)
            .split("\n\n")
            .next()
            .unwrap_or_default()
            .to_string();
        if kind.recognizes(&first) {
            check("text, no --kind", piped(&["solve", "--json", "-"], &text));
        }
    }
}

/// Renders page `page` of `pdf` with poppler and with `bookmaker preview`; the mean
/// difference per channel.
fn difference(dir: &Path, spec: &str, pdf: &Path, page: usize) -> f64 {
    let out = format!("ours-{page}.png");
    let o = run(
        &[
            "preview",
            spec,
            "--page",
            &page.to_string(),
            "--dpi",
            "72",
            "-o",
            &out,
        ],
        dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let n = page.to_string();
    let st = Command::new("pdftoppm")
        .args(["-r", "72", "-f", &n, "-l", &n, "-singlefile", "-png"])
        .arg(pdf)
        .arg(dir.join("poppler"))
        .status()
        .expect("pdftoppm (poppler-utils) is installed");
    assert!(st.success());
    let ours = image::open(dir.join(&out)).unwrap().to_rgb8();
    let theirs = image::open(dir.join("poppler.png")).unwrap().to_rgb8();
    assert_eq!(ours.dimensions(), theirs.dimensions());
    assert!(ours.pixels().any(|p| p[0] < 64), "page {page} has ink");
    let diff: u64 = ours
        .as_raw()
        .iter()
        .zip(theirs.as_raw())
        .map(|(a, b)| a.abs_diff(*b) as u64)
        .sum();
    diff as f64 / ours.as_raw().len() as f64
}

#[test]
fn a_book_of_each_kind_passes_preflight_and_previews_like_its_pdf() {
    for kind in kinds() {
        let dir = tempfile::tempdir().unwrap();
        let spec = format!(
            "title = \"{name} sampler\"\nseed = 5\n[[section]]\nkind = \"{id}\"\nlevel = \
             \"easy\"\ncount = 4\n[[section]]\nkind = \"{id}\"\nlevel = \"{hard}\"\ncount = 2\n",
            name = kind.name(),
            id = kind.id(),
            hard = kind.levels().last().unwrap().name(),
        );
        std::fs::write(dir.path().join("k.toml"), spec).unwrap();
        let o = run(&["build", "k.toml", "-o", "k.pdf"], dir.path());
        assert!(o.status.success(), "{kind}: {}", stderr(&o));
        let pdf = dir.path().join("k.pdf");
        let doc = lopdf::Document::load(&pdf).unwrap();
        let pages = doc.get_pages().len();
        assert_eq!(pages % 2, 0);
        // Front matter (how to play and its example), a puzzle page and an answer page.
        let text = |p: usize| {
            let o = Command::new("pdftotext")
                .args(["-f", &p.to_string(), "-l", &p.to_string()])
                .arg(&pdf)
                .arg("-")
                .output()
                .expect("pdftotext (poppler-utils) is installed");
            String::from_utf8_lossy(&o.stdout).into_owned()
        };
        let find = |needle: &str| {
            (1..=pages)
                .find(|&p| text(p).contains(needle))
                .unwrap_or_else(|| panic!("{kind}: no page says {needle:?}"))
        };
        for page in [find("How to play"), find("Puzzle 1"), find("Answers")] {
            let mean = difference(dir.path(), "k.toml", &pdf, page);
            assert!(mean < 0.5, "{kind}, page {page}: mean difference {mean}");
        }
    }
}
