//! Speed of the step solver's fast path, `futoshiki::finishes`, on the calls a generator makes.
//!
//! For each order it builds puzzles the way a generator does (answer, all signs, digits added
//! until the full ladder finishes, then each clue dropped while it still does) and times every
//! `finishes` call of that thinning, at each level, plus `grade` on the finished puzzles.
//!
//!     cargo run --release --example logic_speed [puzzles per order] [--explain]

use bookmaker::futoshiki::{self, Puzzle, Sign};
use bookmaker::solve::Level;
use rand::seq::SliceRandom;
use std::time::Instant;

fn answer(seed: u64, n: usize) -> Vec<u8> {
    let mut rng = bookmaker::seed::rng(seed);
    let mut rows: Vec<usize> = (0..n).collect();
    let mut cols: Vec<usize> = (0..n).collect();
    let mut syms: Vec<u8> = (1..=n as u8).collect();
    rows.shuffle(&mut rng);
    cols.shuffle(&mut rng);
    syms.shuffle(&mut rng);
    (0..n * n)
        .map(|i| syms[(rows[i / n] + cols[i % n]) % n])
        .collect()
}

/// Times one call, in microseconds.
fn timed(samples: &mut Vec<f64>, p: &Puzzle, level: Level) -> bool {
    let t = Instant::now();
    let r = futoshiki::finishes(std::hint::black_box(p), level);
    samples.push(t.elapsed().as_secs_f64() * 1e6);
    r
}

/// Thins clues against `level`, timing every call at that level.
fn thin(seed: u64, n: usize, level: Level, samples: &mut Vec<f64>) -> Puzzle {
    let sol = answer(seed, n);
    let mut p = Puzzle::all_signs(n, &sol);
    let mut rng = bookmaker::seed::rng(seed ^ 0x5eed);
    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(&mut rng);
    for &c in &cells {
        if timed(samples, &p, level) {
            break;
        }
        p = p.with_given(c, sol[c]);
    }
    for &c in &cells {
        if p.givens()[c] != 0 && timed(samples, &p.without_given(c), level) {
            p = p.without_given(c);
        }
    }
    let mut order: Vec<Sign> = p.signs().to_vec();
    order.shuffle(&mut rng);
    for sign in order {
        let i = p.signs().iter().position(|&s| s == sign).unwrap();
        let thinner = p.without_sign(i);
        if timed(samples, &thinner, level) {
            p = thinner;
        }
    }
    p
}

fn stats(v: &mut [f64]) -> String {
    v.sort_by(|a, b| a.total_cmp(b));
    let q = |f: f64| v[((v.len() - 1) as f64 * f) as usize];
    let mean = v.iter().sum::<f64>() / v.len() as f64;
    format!(
        "calls {:6}  mean {:7.1}  median {:7.1}  p90 {:7.1}  p99 {:7.1}  max {:8.1} µs",
        v.len(),
        mean,
        q(0.5),
        q(0.9),
        q(0.99),
        q(1.0)
    )
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let per: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let explain = args.iter().any(|a| a == "--explain");
    for n in [5, 6, 7] {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let mut samples = Vec::new();
            let mut grades = [0usize; 4];
            let mut grade_us = Vec::new();
            for seed in 0..per {
                let p = thin(seed, n, level, &mut samples);
                let t = Instant::now();
                let g = futoshiki::grade(&p);
                grade_us.push(t.elapsed().as_secs_f64() * 1e6);
                grades[g.level as usize] += 1;
                if explain && seed == 0 && level == Level::Hard {
                    println!("{p:?}\n{:?}", g.level);
                    for s in &g.steps {
                        println!("  {}", bookmaker::solve::explain::describe(n, s));
                    }
                }
            }
            println!(
                "{n}x{n} finishes({level:6}) {}  | grades E/M/H/G {:?} | grade() median {:.0} µs",
                stats(&mut samples),
                grades,
                stats(&mut grade_us)
                    .split("median")
                    .nth(1)
                    .and_then(|s| s.split_whitespace().next())
                    .and_then(|s| s.parse::<f64>().ok())
                    .unwrap_or(0.0)
            );
        }
    }
}
