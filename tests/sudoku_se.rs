//! Our Sudoku grades against Sudoku Explainer (SE) ratings on held-out puzzles.
//!
//! `tests/data/sudoku_se.txt` holds 418 puzzles of the public-domain Sudoku Exchange puzzle
//! bank with their Sukaku Explainer ratings (SE's scale), from 1.2 to 9.3; none was used to
//! tune the ladder. Each must have exactly one answer by our counter; each is graded, and
//! Spearman's rank correlation (ties averaged) between the SE rating and our level is the
//! figure. A second figure ranks by level, then score inside the level.
//!
//! `cargo test --test sudoku_se -- --nocapture` prints the table of SE bands against our
//! levels that docs/sudoku.md quotes.

use bookmaker::solve::Level;
use bookmaker::sudoku::{self, count, format::parse_line};
use std::collections::BTreeMap;

const DATA: &str = include_str!("data/sudoku_se.txt");

/// Both correlations must reach this. Measured when the test was written: 0.882 by level,
/// 0.898 by level then score; the issue asks for 0.8. The margin lets a ladder change move a
/// few puzzles (moving W-wing and colouring to hard moved 75 of them and cost 0.009) while a
/// real loss of agreement fails.
const MIN_RHO: f64 = 0.85;

/// A rated puzzle of the file: its line, and SE's rating in tenths (12 for 1.2).
struct Rated {
    line: &'static str,
    tenths: u32,
}

fn rated() -> Vec<Rated> {
    DATA.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let fields: Vec<&str> = l.split_whitespace().collect();
            assert_eq!(fields.len(), 3, "hash, puzzle, rating: {l}");
            let (whole, tenth) = fields[2]
                .split_once('.')
                .unwrap_or_else(|| panic!("rating with one decimal: {l}"));
            let tenths =
                whole.parse::<u32>().expect("rating") * 10 + tenth.parse::<u32>().expect("rating");
            Rated {
                line: fields[1],
                tenths,
            }
        })
        .collect()
}

/// Ranks from 1, equal values sharing the mean of the ranks they span.
fn ranks<T: PartialOrd>(values: &[T]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].partial_cmp(&values[b]).expect("comparable"));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        // Positions i..=j hold equal values: each gets the mean rank (i + j) / 2 + 1.
        let mean = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            ranks[k] = mean;
        }
        i = j + 1;
    }
    ranks
}

fn pearson(x: &[f64], y: &[f64]) -> f64 {
    let n = x.len() as f64;
    let (mx, my) = (x.iter().sum::<f64>() / n, y.iter().sum::<f64>() / n);
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for (a, b) in x.iter().zip(y) {
        sxy += (a - mx) * (b - my);
        sxx += (a - mx) * (a - mx);
        syy += (b - my) * (b - my);
    }
    sxy / (sxx * syy).sqrt()
}

/// Spearman's rho: Pearson's correlation of the ranks, which handles ties.
fn spearman<A: PartialOrd, B: PartialOrd>(a: &[A], b: &[B]) -> f64 {
    pearson(&ranks(a), &ranks(b))
}

/// SE's bands by the techniques that set them, as (lowest rating in tenths, name).
const BANDS: [(u32, &str); 10] = [
    (10, "1.0-1.5 hidden singles"),
    (16, "1.6-2.5 direct, naked single"),
    (26, "2.6-2.9 locked candidates"),
    (30, "3.0-3.9 pairs, X-wing, swordfish"),
    (40, "4.0-4.9 triple, wings, UR"),
    (50, "5.0-5.9 quads, jellyfish, BUG"),
    (60, "6.0-6.9 pair exclusion, chains"),
    (70, "7.0-7.9 forcing chains, Nishio"),
    (80, "8.0-8.9 dynamic chains"),
    (90, "9.0+    nested chains"),
];

fn band(tenths: u32) -> usize {
    BANDS
        .iter()
        .rposition(|&(low, _)| tenths >= low)
        .unwrap_or(0)
}

#[test]
fn ranks_average_ties() {
    assert_eq!(ranks(&[3, 1, 3, 2]), vec![3.5, 1.0, 3.5, 2.0]);
    assert!((spearman(&[1, 2, 3], &[10, 20, 30]) - 1.0).abs() < 1e-12);
    assert!((spearman(&[1, 2, 3], &[30, 20, 10]) + 1.0).abs() < 1e-12);
}

#[test]
fn our_levels_rise_with_sudoku_explainer_ratings() {
    let puzzles = rated();
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    let mut se = Vec::new();
    let mut levels = Vec::new();
    let mut level_score = Vec::new();
    let mut table = vec![BTreeMap::<Level, usize>::new(); BANDS.len()];
    for r in &puzzles {
        let p = parse_line(r.line).unwrap_or_else(|e| panic!("{}: {e}", r.line));
        let counted = count::solve(&p, 2).unwrap_or_else(|e| panic!("{}: {e:?}", r.line));
        assert_eq!(counted.count, 1, "{} has one answer", r.line);
        let g = sudoku::grade(&p);
        se.push(r.tenths);
        levels.push(g.level);
        level_score.push((g.level, g.score));
        *table[band(r.tenths)].entry(g.level).or_default() += 1;
    }
    let rho_level = spearman(&se, &levels);
    let rho_score = spearman(&se, &level_score);

    let mut out = format!(
        "{:<34} {:>5} {:>6} {:>5} {:>6} {:>6} {:>8}\n",
        "SE band", "easy", "medium", "hard", "expert", "master", "guessing"
    );
    for (row, &(_, name)) in table.iter().zip(&BANDS) {
        let cell = |l: Level| row.get(&l).copied().unwrap_or(0);
        out += &format!(
            "{name:<34} {:>5} {:>6} {:>5} {:>6} {:>6} {:>8}\n",
            cell(Level::Easy),
            cell(Level::Medium),
            cell(Level::Hard),
            cell(Level::Expert),
            cell(Level::Master),
            cell(Level::Guessing)
        );
    }
    println!(
        "{out}{} puzzles; Spearman SE vs level {rho_level:.3}, SE vs level then score \
         {rho_score:.3}",
        puzzles.len()
    );
    assert!(
        rho_level >= MIN_RHO && rho_score >= MIN_RHO,
        "rank correlation of SE rating and our level {rho_level:.3}, level then score \
         {rho_score:.3}: below {MIN_RHO}\n{out}"
    );
    // Read band by band, our typical level never falls as SE's rating rises.
    let medians: Vec<Level> = table
        .iter()
        .filter(|row| !row.is_empty())
        .map(|row| {
            let half = row.values().sum::<usize>().div_ceil(2);
            let mut seen = 0;
            *row.iter()
                .find(|&(_, &k)| {
                    seen += k;
                    seen >= half
                })
                .expect("a band with puzzles has a median")
                .0
        })
        .collect();
    assert!(
        medians.windows(2).all(|w| w[0] <= w[1]),
        "median level by SE band {medians:?}\n{out}"
    );
}

/// Prints each puzzle's step costs, for tuning the rating (`-- --ignored --nocapture`).
#[test]
#[ignore]
fn dump_step_costs() {
    for r in rated() {
        let p = parse_line(r.line).expect("puzzle");
        let g = sudoku::grade(&p);
        let steps = sudoku::rating::se_steps(&p).unwrap_or_default();
        let costs: Vec<String> = sudoku::rating::step_costs(&p, &steps)
            .iter()
            .map(|c| {
                format!(
                    "{}:{}:{}:{}:{}",
                    c.technique.name, c.cells, c.rounds, c.placed, c.shape
                )
            })
            .collect();
        println!("DUMP {} {} {}", r.tenths, g.level, costs.join(","));
    }
}

/// Spearman of SE against our rating over `puzzles`, and inside our hard, expert and master
/// levels.
fn rating_figures(puzzles: &[&Rated]) -> [f64; 4] {
    let mut all = (Vec::new(), Vec::new());
    let mut by_level = BTreeMap::<Level, (Vec<u32>, Vec<f64>)>::new();
    for r in puzzles {
        let p = parse_line(r.line).expect("puzzle");
        let rating = sudoku::rating::rating(&p).unwrap_or_else(|| panic!("{} rated", r.line));
        assert!(
            (1.0..=12.0).contains(&rating),
            "{}: rating {rating}",
            r.line
        );
        all.0.push(r.tenths);
        all.1.push(rating);
        let e = by_level.entry(sudoku::grade(&p).level).or_default();
        e.0.push(r.tenths);
        e.1.push(rating);
    }
    let inside = |l: Level| {
        let (se, ours) = &by_level[&l];
        spearman(se, ours)
    };
    [
        spearman(&all.0, &all.1),
        inside(Level::Hard),
        inside(Level::Expert),
        inside(Level::Master),
    ]
}

/// The rating (`solve --json`'s `rating`) was tuned on the odd lines of the data (the 1st,
/// 3rd, ... puzzle); the even ones are held out, and their figures are what this asserts.
/// The goal is 0.85 over the whole range and 0.6 inside expert and master; the bounds
/// are what the rating reaches on the held-out half (0.972 overall, 0.992 hard, 0.801 expert,
/// 0.807 master when last raised) less a small margin, so that the figures cannot quietly fall.
#[test]
fn ratings_rank_like_sudoku_explainer_on_the_held_out_half() {
    let puzzles = rated();
    let tuned: Vec<&Rated> = puzzles.iter().step_by(2).collect();
    let held: Vec<&Rated> = puzzles.iter().skip(1).step_by(2).collect();
    let [t_all, t_hard, t_expert, t_master] = rating_figures(&tuned);
    let [all, hard, expert, master] = rating_figures(&held);
    println!(
        "Spearman SE vs rating (all, inside hard, expert, master): tuning half {t_all:.3} \
         {t_hard:.3} {t_expert:.3} {t_master:.3}; held-out half {all:.3} {hard:.3} \
         {expert:.3} {master:.3}"
    );
    assert!(all >= 0.96, "held-out overall {all:.3}");
    assert!(hard >= 0.98, "held-out inside hard {hard:.3}");
    assert!(expert >= 0.78, "held-out inside expert {expert:.3}");
    assert!(master >= 0.78, "held-out inside master {master:.3}");
}

#[test]
fn easy_puzzles_rate_low_and_chains_high() {
    // The lowest SE rating (1.2, hidden singles) rates low; the highest (9.3) above 6.
    let puzzles = rated();
    let low = puzzles.iter().min_by_key(|r| r.tenths).expect("puzzles");
    let p = parse_line(low.line).expect("puzzle");
    assert!(sudoku::rating::rating(&p).expect("rated") < 2.5);
    let high = puzzles.iter().max_by_key(|r| r.tenths).expect("puzzles");
    let p = parse_line(high.line).expect("puzzle");
    assert!(sudoku::rating::rating(&p).expect("rated") > 6.0);
}

/// The rating's ladder (with its own unique rectangles and loops, BUG+1, wings, empty rectangle and shortest
/// chains) only ever removes wrong candidates and places right digits: checked against the
/// answer of every puzzle of the file, and every technique of it is used somewhere.
#[test]
fn rating_steps_keep_the_answer() {
    let mut used = std::collections::BTreeSet::new();
    for r in rated() {
        let p = parse_line(r.line).expect("puzzle");
        let answer = count::solve(&p, 1)
            .expect("counted")
            .solution
            .expect("an answer");
        let steps = sudoku::rating::se_steps(&p).unwrap_or_else(|| panic!("{} rated", r.line));
        for st in &steps {
            used.insert(st.technique.name);
            for &(c, d) in &st.placed {
                assert_eq!(
                    answer[c], d,
                    "{}: {} placed a wrong digit",
                    r.line, st.technique.name
                );
            }
            for &(c, m) in &st.removed {
                assert_eq!(
                    m & (1 << (answer[c] - 1)),
                    0,
                    "{}: {} removed the answer's digit",
                    r.line,
                    st.technique.name
                );
            }
        }
    }
    for name in [
        "empty-rectangle",
        "unique-rectangle-2",
        "unique-rectangle-3",
        "unique-rectangle-4",
        "bug-plus-one",
        "unique-loop",
        "wxyz-wing",
        "vwxyz-wing",
    ] {
        assert!(used.contains(name), "{name} never used: {used:?}");
    }
}
