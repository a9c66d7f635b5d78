//! `bookmaker generate`, `solve --steps` and `bench`, run as a user runs them.

use bookmaker::futoshiki::format::parse_unequal;
use bookmaker::solve::count::count;
use serde_json::Value;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bookmaker"))
        .args(args)
        .output()
        .expect("binary runs")
}

fn json_lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect()
}

#[test]
fn generate_json_has_the_promised_fields_and_unique_puzzles() {
    let out = run(&[
        "generate", "--size", "6", "--level", "medium", "--count", "3", "--format", "json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows = json_lines(&out);
    assert_eq!(rows.len(), 3);
    for row in &rows {
        assert_eq!(row["size"], 6);
        assert_eq!(row["level"], "medium");
        assert!(row["score"].as_u64().unwrap() > 0);
        let id = parse_unequal(row["unequal"].as_str().unwrap()).unwrap();
        assert!(row["unequal"].as_str().unwrap().starts_with("6dk:"));
        assert_eq!(count(&id, 2), Ok(1));
        let solution: Vec<u8> = row["solution"]
            .as_str()
            .unwrap()
            .bytes()
            .map(|b| b - b'0')
            .collect();
        assert!(id.accepts(&solution));
    }
    let ids: Vec<&str> = rows.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert!(ids[0] != ids[1] && ids[1] != ids[2]);
}

#[test]
fn generate_is_reproducible_and_seed_dependent() {
    let a = run(&[
        "generate", "--level", "hard", "--count", "2", "--seed", "9", "--format", "unequal",
    ]);
    let b = run(&[
        "generate", "--level", "hard", "--count", "2", "--seed", "9", "--format", "unequal",
    ]);
    let c = run(&[
        "generate", "--level", "hard", "--count", "2", "--seed", "10", "--format", "unequal",
    ]);
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout);
    assert_ne!(a.stdout, c.stdout);
    assert!(
        String::from_utf8_lossy(&a.stdout).starts_with("7dx:"),
        "hard defaults to 7x7"
    );
}

#[test]
fn generate_rejects_bad_sizes_with_exit_2() {
    let out = run(&["generate", "--size", "12"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("4 to 9") && err.contains("--size"), "{err}");
    assert!(out.stdout.is_empty());
    // A rectangle for a square kind, and something that is no size at all.
    for (size, says) in [
        ("7x5", "grids are square"),
        ("7by5", "not a grid size"),
        ("0", "each side is 1 to"),
    ] {
        let out = run(&["generate", "--size", size]);
        assert_eq!(out.status.code(), Some(2), "{size}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{size}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn solve_steps_explain_the_whole_solve() {
    let made = run(&[
        "generate", "--level", "easy", "--count", "1", "--format", "unequal",
    ]);
    let id = String::from_utf8_lossy(&made.stdout).trim().to_string();
    let out = run(&["solve", "--steps", "--json", &id]);
    assert!(out.status.success());
    let row = &json_lines(&out)[0];
    let steps = row["steps"].as_array().expect("steps with --steps");
    assert!(!steps.is_empty());
    // An easy solve places every empty cell, each placement said in words.
    let empty = parse_unequal(&id)
        .unwrap()
        .givens()
        .iter()
        .filter(|&&d| d == 0)
        .count();
    let placements = steps
        .iter()
        .filter(|s| s.as_str().unwrap().contains(" must be "))
        .count();
    assert!(
        placements > 0 && placements <= empty,
        "{placements} placements, {empty} empty"
    );

    let text = run(&["solve", "--steps", &id]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("   1. ") && text.contains("(sign bounds)"),
        "{text}"
    );
}

#[test]
fn bench_reports_rows_per_size_and_level() {
    let out = run(&["bench", "--count", "3", "--sizes", "5", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows = json_lines(&out);
    let made: Vec<&Value> = rows.iter().filter(|r| r.get("exact").is_some()).collect();
    // Every kind gives a row for each of its levels: easy, medium and hard.
    let kinds = made.iter().filter(|r| r["level"] == "easy").count();
    assert!(kinds >= 1);
    assert_eq!(made.len(), 3 * kinds, "easy, medium and hard for each kind");
    for r in made {
        assert_eq!(r["size"], 5);
        assert_eq!(r["count"], 3);
        assert_eq!(r["exact"], 3, "every puzzle unique and at its level");
        assert!(r["median_ms"].as_f64().unwrap() <= r["p95_ms"].as_f64().unwrap());
    }
    assert!(
        rows.iter().any(|r| r.get("median_us").is_some()),
        "counter timing row"
    );
    // Nonograms also time pictures made into puzzles, at the sizes asked, every level.
    let pictures: Vec<&Value> = rows.iter().filter(|r| r.get("pixels").is_some()).collect();
    assert_eq!(pictures.len(), 3, "{pictures:?}");
    for r in pictures {
        assert_eq!(r["size"], 5);
        let (count, refused) = (r["count"].as_u64().unwrap(), r["refused"].as_u64().unwrap());
        assert!(count >= 1 && refused <= count, "{r}");
        assert!(r["median_ms"].as_f64().unwrap() <= r["max_ms"].as_f64().unwrap());
    }
}

#[test]
fn a_reader_that_stops_early_is_not_an_error() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    // `bookmaker generate ... | head -1`: the pipe closes while we still write.
    let mut child = Command::new(env!("CARGO_BIN_EXE_bookmaker"))
        .args(["generate", "--count", "3000", "--format", "json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with('{'));
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(!err.contains("panicked") && !err.contains("error"), "{err}");
}

#[test]
fn streamed_output_is_the_same_for_any_chunk_size_and_thread_count() {
    let make = |chunk: &str, threads: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_bookmaker"))
            .args([
                "generate", "--size", "5", "--count", "7", "--format", "json",
            ])
            .args(["--chunk", chunk])
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .expect("binary runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    };
    // One chunk holding every puzzle is the all-at-once output.
    let whole = make("1000", "2");
    assert_eq!(whole.iter().filter(|&&b| b == b'\n').count(), 7);
    assert_eq!(make("2", "2"), whole);
    assert_eq!(make("3", "1"), whole);
    assert_eq!(make("1000", "1"), whole);
    // Numbers run on across chunks.
    let text = String::from_utf8(make("2", "2")).unwrap();
    assert!(
        text.lines().last().unwrap().contains("\"easy-5-1-7\""),
        "{text}"
    );
}

#[test]
fn generate_count_zero_is_an_input_error() {
    let out = run(&["generate", "--count", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--count"), "{err}");
}

#[test]
fn bench_times_the_sudoku_counter_on_a_file_of_lines() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sudoku17.txt");
    let out = run(&["bench", "--kind", "sudoku", "--puzzles", file, "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows = json_lines(&out);
    assert_eq!(rows.len(), 1);
    let r = &rows[0];
    let lines = std::fs::read_to_string(file).unwrap().lines().count();
    assert_eq!(r["count"], lines);
    assert_eq!(r["unique"], lines, "every 17-clue puzzle has one solution");
    assert_eq!(r["over_budget"], 0);
    assert!(r["median_us"].as_f64().unwrap() <= r["p95_us"].as_f64().unwrap());
    assert!(r["puzzles_per_s"].as_f64().unwrap() > 0.0);

    // A bad line is the user's: exit 2, naming the file's line.
    let bad = std::env::temp_dir().join(format!("bookmaker-bench-{}.txt", std::process::id()));
    std::fs::write(&bad, "# two puzzles\n.......1.4\n").unwrap();
    let out = run(&["bench", "--puzzles", bad.to_str().unwrap()]);
    std::fs::remove_file(&bad).unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2"));
    // Only the Sudoku counter reads puzzle lines.
    let out = run(&["bench", "--kind", "futoshiki", "--puzzles", file]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn sudoku_records_carry_a_line_that_reads_back_as_the_same_puzzle() {
    for size in ["9", "16"] {
        let out = run(&[
            "generate", "--kind", "sudoku", "--size", size, "--level", "easy", "--count", "2",
            "--format", "json",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        for row in json_lines(&out) {
            let line = row["line"].as_str().expect("a line field");
            let from_line = bookmaker::sudoku::format::parse_any(line).unwrap();
            let from_id =
                bookmaker::sudoku::format::parse_any(row["game_id"].as_str().unwrap()).unwrap();
            assert_eq!(from_line, from_id, "{size}: {line}");
            let n: usize = size.parse().unwrap();
            assert_eq!(line.chars().count(), n * n);
        }
    }
}

#[test]
fn bench_peers_sets_ours_beside_tathams_keen() {
    // Debian's sgt-puzzles (.ci/run installs it) holds Keen.
    let out = run(&[
        "bench",
        "--peers",
        "--kind",
        "calcudoku",
        "--sizes",
        "5",
        "--count",
        "30",
        "--rounds",
        "2",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows = json_lines(&out);
    assert_eq!(
        rows.len(),
        1,
        "one row: Calcudoku 5x5 easy beside sgt-keen 5de"
    );
    let r = &rows[0];
    assert_eq!(r["peer"], "sgt-keen 5de");
    assert_eq!(r["count"], 30);
    assert_eq!(r["ours_rounds"].as_array().unwrap().len(), 2);
    let (ours, peer) = (
        r["ours_ms"].as_f64().unwrap(),
        r["peer_ms"].as_f64().unwrap(),
    );
    assert!(ours > 0.0 && peer > 0.0, "{r}");
    assert!((r["ratio"].as_f64().unwrap() - ours / peer).abs() < 1e-9);

    // Rows no peer has, and no rounds at all, are the user's mistakes.
    let out = run(&["bench", "--peers", "--kind", "magic"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no row"));
    let out = run(&["bench", "--peers", "--rounds", "0"]);
    assert_eq!(out.status.code(), Some(2));
}
