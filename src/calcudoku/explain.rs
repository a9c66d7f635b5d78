//! Calcudoku's steps as sentences: the cage techniques here, the Latin ones from
//! [`crate::solve::explain::describe`].
//!
//! A step records the candidates its cells had when it was taken, so the fills a sentence
//! names are worked out again from those.

use super::Puzzle;
use super::fills::each_fill;
use super::techniques::split_line;
use crate::latin::{Line, Mask, cell_name, digits};
use crate::solve::explain::display_name;
use crate::solve::logic::Step;

/// Fills listed one by one up to this many; beyond, only the digits they use.
const LIST_FILLS: usize = 4;

/// The sentence explaining `step` of a solve of `p`.
pub fn describe(p: &Puzzle, step: &Step) -> String {
    let n = p.order();
    let tag = display_name(step.technique.name);
    let cell = |c: usize| cell_name(n, c);
    match step.technique.name {
        "single-cell-cage" => {
            let (c, d) = step.placed[0];
            format!(
                "{} must be {d}: it is a cage of one cell showing {d} ({tag}).",
                cell(c)
            )
        }
        "cage-combinations" => {
            let cage = cage_text(p, step.cells[0]);
            let used = step.digits;
            format!(
                "Every way to reach {cage} uses only {}, so {} ({tag}).",
                and_list(digits(used)),
                removals(n, step)
            )
        }
        "cage-fills" => {
            let cage = cage_text(p, step.cells[0]);
            let fills = fills_of(p, step);
            let how = if fills.len() <= LIST_FILLS {
                let cells = and_list(step.cells.iter().map(|&c| cell(c)));
                let list: Vec<String> = fills
                    .iter()
                    .map(|f| {
                        f.iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join("-")
                    })
                    .collect();
                format!("can only be filled as {} ({cells})", or_list(list))
            } else {
                format!("has {} fills that fit", fills.len())
            };
            format!(
                "{} {how}, so {} ({tag}).",
                capital(&cage),
                removals(n, step)
            )
        }
        "cage-line" => {
            let cage = cage_text(p, step.cells[0]);
            let line = step
                .lines
                .first()
                .map_or("its line".into(), |&l| line_name(l));
            format!(
                "Every way to fill {cage} puts {} in {line}, so no other cell of {line} can \
                 hold {}: {} ({tag}).",
                and_list(digits(step.digits)),
                if step.digits.count_ones() == 1 {
                    "it".to_string()
                } else {
                    "them".to_string()
                },
                removals(n, step)
            )
        }
        "line-sum" => line_sum(p, step, &tag),
        _ => crate::solve::words::describe_tagged(crate::words::Language::En, n, step),
    }
}

/// "the 12× cage at r1c1 (r1c1, r1c2 and r2c1)".
fn cage_text(p: &Puzzle, any_cell: usize) -> String {
    let n = p.order();
    let cage = &p.cages()[p.cage_of(any_cell)];
    let cells = and_list(cage.cells.iter().map(|&c| cell_name(n, c as usize)));
    format!("the {} cage ({cells})", clue_words(cage))
}

/// "12×", or "12 (operation not shown)" in the no-operations variant.
fn clue_words(cage: &super::Cage) -> String {
    match cage.op {
        Some(_) => super::words::printable(&cage.clue()),
        None if cage.len() == 1 => cage.target.to_string(),
        None => format!("{} (operation not shown)", cage.target),
    }
}

/// The fills of the step's cage from the candidates its cells had, without repeats.
pub(super) fn fills_of(p: &Puzzle, step: &Step) -> Vec<Vec<u8>> {
    let shape = &p.shapes()[p.cage_of(step.cells[0])];
    let mut out: Vec<Vec<u8>> = Vec::new();
    each_fill(shape, &step.cell_cands, &mut |ds| {
        if !out.iter().any(|f| f == ds) {
            out.push(ds.to_vec());
        }
        true
    });
    out.sort();
    out
}

/// What a line-sum step reads, for its sentence in any language.
pub(super) struct LineSum {
    pub line: Line,
    /// The line's total, 1 + 2 + … + n.
    pub whole: u32,
    /// The clues of the cages wholly inside the line.
    pub clues: Vec<String>,
    /// The totals those cages can make, lowest first.
    pub sums: Vec<u32>,
    /// The line's other cells, and the totals left for them (highest first).
    pub rest: Vec<usize>,
    pub rest_sums: Vec<u32>,
}

pub(super) fn line_sum_parts(p: &Puzzle, step: &Step) -> Option<LineSum> {
    let n = p.order();
    let &line = step.lines.first()?;
    let cands = |c: usize| {
        step.cells
            .iter()
            .position(|&x| x == c)
            .map_or(0, |i| step.cell_cands[i])
    };
    let split = split_line(p, line, cands)?;
    let whole = (n * (n + 1) / 2) as u32;
    let clues: Vec<String> = split.cages[..split.n_cages]
        .iter()
        .map(|&k| super::words::printable(&p.cages()[k].clue()))
        .collect();
    // Totals over the line's own are impossible (two product cages' sums can add up past it).
    let sums: Vec<u32> = (0..=whole).filter(|s| split.sums & 1 << s != 0).collect();
    let rest_sums = sums.iter().rev().map(|&s| whole - s).collect();
    let rest = crate::solve::logic::members(split.rest).collect();
    Some(LineSum {
        line,
        whole,
        clues,
        sums,
        rest,
        rest_sums,
    })
}

fn line_sum(p: &Puzzle, step: &Step, tag: &str) -> String {
    let n = p.order();
    let Some(parts) = line_sum_parts(p, step) else {
        return crate::solve::words::describe_tagged(crate::words::Language::En, n, step);
    };
    let (cages_word, verb) = if parts.clues.len() == 1 {
        ("cage", "adds")
    } else {
        ("cages", "add")
    };
    format!(
        "{} adds up to {}; the {cages_word} wholly inside it ({}) {verb} up to {}, so {} \
         add up to {} with different digits: {} ({tag}).",
        capital(&line_name(parts.line)),
        parts.whole,
        and_list(parts.clues),
        or_list(parts.sums.iter()),
        and_list(parts.rest.iter().map(|&c| cell_name(n, c))),
        or_list(parts.rest_sums.iter()),
        removals(n, step)
    )
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

fn line_name(line: Line) -> String {
    match line {
        Line::Row(r) => format!("row {}", r + 1),
        Line::Col(c) => format!("column {}", c + 1),
        Line::Box(b) => format!("box {}", b + 1),
    }
}

/// "r2c2 cannot be 3; r2c3 and r2c5 cannot be 1 or 6".
fn removals(n: usize, step: &Step) -> String {
    let mut groups: Vec<(Mask, Vec<usize>)> = Vec::new();
    for &(c, m) in &step.removed {
        match groups.iter_mut().find(|g| g.0 == m) {
            Some(g) => g.1.push(c),
            None => groups.push((m, vec![c])),
        }
    }
    let mut parts: Vec<String> = step
        .placed
        .iter()
        .map(|&(c, d)| format!("{} must be {d}", cell_name(n, c)))
        .collect();
    parts.extend(groups.iter().map(|(m, cells)| {
        format!(
            "{} cannot be {}",
            and_list(cells.iter().map(|&c| cell_name(n, c))),
            or_list(digits(*m))
        )
    }));
    parts.join("; ")
}

fn and_list<T: ToString>(items: impl IntoIterator<Item = T>) -> String {
    join_last(items, "and")
}

fn or_list<T: ToString>(items: impl IntoIterator<Item = T>) -> String {
    join_last(items, "or")
}

/// "a", "a and b", "a, b and c".
fn join_last<T: ToString>(items: impl IntoIterator<Item = T>, last: &str) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((tail, rest)) => format!("{} {last} {tail}", rest.join(", ")),
    }
}
