//! Side by side with the peers: our generator against Simon Tatham's (Debian's `sgt-puzzles`:
//! Unequal, Towers, Keen, Solo) and QQwing, each row one of ours and one of theirs at the
//! nearest size and level.
//!
//! Both run as child processes, one thread each, alternating (ours, theirs, ours, ...) so
//! that a change in the machine's load falls on both; a run's CPU time (user + system, from
//! `getrusage` of the waited child) over the puzzles it made is its time per puzzle, and each
//! side's median over the rounds is reported. Every round asks the same seeds, so the rounds
//! repeat the same work (QQwing takes no seed: its rounds differ).

use crate::solve::Level;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A peer program and how to ask it for puzzles.
#[derive(Clone, Copy, Debug)]
pub enum Peer {
    /// One of Tatham's games (`/usr/games/sgt-<game>`) with its parameter string.
    Tatham {
        game: &'static str,
        params: &'static str,
    },
    /// `qqwing --generate N --difficulty <difficulty> --one-line`.
    Qqwing { difficulty: &'static str },
}

impl Peer {
    /// The program's path.
    pub fn program(self) -> PathBuf {
        match self {
            Peer::Tatham { game, .. } => PathBuf::from(format!("/usr/games/sgt-{game}")),
            // Debian's qqwing is not a game: it installs in /usr/bin.
            Peer::Qqwing { .. } => PathBuf::from("/usr/bin/qqwing"),
        }
    }

    /// The Debian package that installs it.
    pub fn package(self) -> &'static str {
        match self {
            Peer::Tatham { .. } => "sgt-puzzles",
            Peer::Qqwing { .. } => "qqwing",
        }
    }

    /// The command as a reader would type it, for the table: `sgt-keen 5de`.
    pub fn label(self) -> String {
        match self {
            Peer::Tatham { game, params } => format!("sgt-{game} {params}"),
            Peer::Qqwing { difficulty } => format!("qqwing {difficulty}"),
        }
    }

    fn args(self, count: usize, seed: u64) -> Vec<String> {
        match self {
            Peer::Tatham { params, .. } => vec![
                "--generate".into(),
                count.to_string(),
                format!("{params}#bookmaker-{seed}"),
            ],
            Peer::Qqwing { difficulty } => vec![
                "--generate".into(),
                count.to_string(),
                "--difficulty".into(),
                difficulty.into(),
                "--one-line".into(),
            ],
        }
    }
}

/// One row of the side-by-side table.
#[derive(Clone, Copy, Debug)]
pub struct Pair {
    pub kind: &'static str,
    pub size: usize,
    pub level: Level,
    pub peer: Peer,
    /// Puzzles per run (each side): enough for about half a second of the peer's work.
    pub count: usize,
}

const fn tatham(
    kind: &'static str,
    size: usize,
    level: Level,
    game: &'static str,
    params: &'static str,
    count: usize,
) -> Pair {
    Pair {
        kind,
        size,
        level,
        peer: Peer::Tatham { game, params },
        count,
    }
}

/// The table: each of our rows beside the peer's nearest size and level (issue 26).
pub const PAIRS: &[Pair] = &[
    tatham("futoshiki", 5, Level::Easy, "unequal", "5de", 1000),
    tatham("futoshiki", 6, Level::Medium, "unequal", "6dk", 100),
    tatham("futoshiki", 7, Level::Hard, "unequal", "7dx", 30),
    tatham("skyscrapers", 5, Level::Easy, "towers", "5de", 1000),
    tatham("skyscrapers", 6, Level::Medium, "towers", "6dh", 100),
    tatham("skyscrapers", 7, Level::Hard, "towers", "7dx", 20),
    tatham("calcudoku", 5, Level::Easy, "keen", "5de", 2000),
    tatham("calcudoku", 6, Level::Medium, "keen", "6dn", 300),
    tatham("calcudoku", 6, Level::Hard, "keen", "6dx", 40),
    tatham("calcudoku", 9, Level::Hard, "keen", "9dx", 10),
    tatham("sudoku", 9, Level::Easy, "solo", "3x3db", 600),
    tatham("sudoku", 9, Level::Medium, "solo", "3x3di", 50),
    tatham("sudoku", 9, Level::Hard, "solo", "3x3de", 25),
    tatham("sudoku", 9, Level::Master, "solo", "3x3du", 16),
    // Solo in killer mode: Basic is our easy, Intermediate easy or medium, Advanced medium or
    // hard, Extreme hard or expert (docs/killer.md); our hard sits beside both of the last.
    tatham("killer", 9, Level::Easy, "solo", "3x3kdb", 100),
    tatham("killer", 9, Level::Medium, "solo", "3x3kdi", 30),
    tatham("killer", 9, Level::Hard, "solo", "3x3kda", 20),
    tatham("killer", 9, Level::Hard, "solo", "3x3kde", 1),
    Pair {
        kind: "sudoku",
        size: 9,
        level: Level::Easy,
        peer: Peer::Qqwing { difficulty: "easy" },
        count: 50,
    },
    Pair {
        kind: "sudoku",
        size: 9,
        level: Level::Medium,
        peer: Peer::Qqwing {
            difficulty: "intermediate",
        },
        count: 20,
    },
    Pair {
        kind: "sudoku",
        size: 9,
        level: Level::Master,
        peer: Peer::Qqwing {
            difficulty: "expert",
        },
        count: 40,
    },
];

/// A measured row.
#[derive(Clone, Debug, Serialize)]
pub struct PeerRow {
    pub kind: &'static str,
    pub size: usize,
    pub level: Level,
    pub peer: String,
    pub count: usize,
    /// Median CPU milliseconds per puzzle over the rounds, ours and the peer's.
    pub ours_ms: f64,
    pub peer_ms: f64,
    /// `ours_ms / peer_ms`: below 1, ours is faster.
    pub ratio: f64,
    /// Every round's CPU milliseconds per puzzle, in run order.
    pub ours_rounds: Vec<f64>,
    pub peer_rounds: Vec<f64>,
}

/// Why a row could not run.
#[derive(Debug, thiserror::Error)]
pub enum PeerError {
    #[error("{program} is missing: install Debian's {package} (apt-get install {package})")]
    Missing {
        program: String,
        package: &'static str,
    },
    #[error("{command} failed: {why}")]
    Failed { command: String, why: String },
    #[error("bench --peers needs a Unix system: it reads the children's CPU time")]
    Unsupported,
}

/// CPU time (user + system) of every waited-for child process so far.
#[cfg(unix)]
fn children_cpu() -> Result<Duration, PeerError> {
    // SAFETY: getrusage only writes the struct it is handed.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } != 0 {
        return Err(PeerError::Unsupported);
    }
    let t = |tv: libc::timeval| {
        Duration::from_secs(tv.tv_sec as u64) + Duration::from_micros(tv.tv_usec as u64)
    };
    Ok(t(usage.ru_utime) + t(usage.ru_stime))
}

#[cfg(not(unix))]
fn children_cpu() -> Result<Duration, PeerError> {
    Err(PeerError::Unsupported)
}

/// Runs `command` to the end and returns its CPU time; its output must hold `lines` lines.
fn cpu_of(mut command: Command, lines: usize) -> Result<Duration, PeerError> {
    let shown = format!("{command:?}");
    let before = children_cpu()?;
    let out = command
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| PeerError::Failed {
            command: shown.clone(),
            why: e.to_string(),
        })?;
    let spent = children_cpu()?.saturating_sub(before);
    if !out.status.success() {
        return Err(PeerError::Failed {
            command: shown,
            why: format!(
                "{}: {}",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ),
        });
    }
    let made = out.stdout.split(|&b| b == b'\n').filter(|l| !l.is_empty());
    let made = made.count();
    if made != lines {
        return Err(PeerError::Failed {
            command: shown,
            why: format!("{made} puzzles printed, {lines} asked"),
        });
    }
    Ok(spent)
}

/// Whether the pair's peer is installed: `Err` names the package when not.
pub fn available(pair: &Pair) -> Result<(), PeerError> {
    let program = pair.peer.program();
    if program.exists() {
        Ok(())
    } else {
        Err(PeerError::Missing {
            program: program.display().to_string(),
            package: pair.peer.package(),
        })
    }
}

/// Measures one pair: `rounds` alternating runs of `ours` (this program) and the peer, each
/// making `count` puzzles with `seed`.
pub fn measure(
    ours: &Path,
    pair: &Pair,
    count: usize,
    seed: u64,
    rounds: usize,
) -> Result<PeerRow, PeerError> {
    available(pair)?;
    let per_ms = |d: Duration| d.as_secs_f64() * 1e3 / count as f64;
    let (mut mine, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..rounds.max(1) {
        let mut us = Command::new(ours);
        us.env("RAYON_NUM_THREADS", "1")
            .args(["generate", "--kind", pair.kind, "--format", "id"])
            .args(["--size", &pair.size.to_string()])
            .args(["--level", pair.level.name()])
            .args(["--count", &count.to_string(), "--seed", &seed.to_string()]);
        mine.push(per_ms(cpu_of(us, count)?));
        let mut them = Command::new(pair.peer.program());
        them.args(pair.peer.args(count, seed));
        theirs.push(per_ms(cpu_of(them, count)?));
    }
    let median = |v: &[f64]| {
        let mut s = v.to_vec();
        s.sort_by(f64::total_cmp);
        s[s.len() / 2]
    };
    let (ours_ms, peer_ms) = (median(&mine), median(&theirs));
    Ok(PeerRow {
        kind: pair.kind,
        size: pair.size,
        level: pair.level,
        peer: pair.peer.label(),
        count,
        ours_ms,
        peer_ms,
        ratio: ours_ms / peer_ms.max(f64::MIN_POSITIVE),
        ours_rounds: mine,
        peer_rounds: theirs,
    })
}

/// The machine, for the table's heading: CPU model, core count and the load average now.
pub fn machine() -> String {
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{model}, {cores} cores, load average {}", load_average())
}

/// The one-minute load average, or `?` where the system does not say.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_names_a_level_its_kind_makes_at_that_size() {
        for p in PAIRS {
            let kind = crate::kind::registry::find(p.kind).expect("a registered kind");
            assert!(kind.levels().contains(&p.level), "{p:?}");
            assert_eq!(
                kind.unsupported(crate::kind::Shape::square(p.size), p.level),
                None,
                "{p:?}"
            );
            assert!(p.count > 0);
        }
    }

    #[test]
    fn peers_are_asked_with_the_seed_in_their_own_syntax() {
        let keen = Peer::Tatham {
            game: "keen",
            params: "5de",
        };
        assert_eq!(keen.args(7, 3), ["--generate", "7", "5de#bookmaker-3"]);
        assert_eq!(keen.program(), PathBuf::from("/usr/games/sgt-keen"));
        let q = Peer::Qqwing { difficulty: "easy" };
        assert_eq!(
            q.args(2, 1),
            ["--generate", "2", "--difficulty", "easy", "--one-line"]
        );
        assert_eq!(q.label(), "qqwing easy");
    }

    #[cfg(unix)]
    #[test]
    fn a_childs_cpu_time_is_counted_and_its_output_checked() {
        // A child that prints two lines and burns a little CPU.
        let mut c = Command::new("sh");
        c.args([
            "-c",
            "i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done; echo a; echo b",
        ]);
        assert!(cpu_of(c, 2).unwrap() > Duration::ZERO);
        let mut c = Command::new("sh");
        c.args(["-c", "echo a"]);
        assert!(matches!(cpu_of(c, 2), Err(PeerError::Failed { .. })));
        let missing = Pair {
            peer: Peer::Tatham {
                game: "no-such-game",
                params: "5de",
            },
            ..PAIRS[0]
        };
        let e = available(&missing).unwrap_err().to_string();
        assert!(e.contains("apt-get install sgt-puzzles"), "{e}");
    }
}
