//! Latin steps in plain English words for a beginner (the worked example and the hints), and
//! the helpers the kinds' remaining English sentences share. A step's sentence in a book's
//! language, English included, is [`super::words::describe`]'s.

use super::logic::Step;
use crate::latin::{Line, Mask, cell_name, digits, highest, lowest, single};

/// `sentence` without its closing technique name: "r2c3 must be 4 (naked single)." becomes
/// "r2c3 must be 4."
pub fn untagged(sentence: &str) -> String {
    let t = sentence.trim_end();
    match (
        t.strip_suffix(").")
            .and_then(|s| s.rfind(" (").map(|i| &s[..i])),
        t,
    ) {
        (Some(head), _) => format!("{head}."),
        (None, t) => t.to_string(),
    }
}

/// A Latin step in plain words for a beginner, without the technique's name: what the
/// worked example and the hints print. `None` for a technique it has no plain words for.
pub fn plain(n: usize, step: &Step) -> Option<String> {
    let cell = |c: usize| cell_name(n, c);
    let why = &step.cells;
    Some(match step.technique.name {
        "naked-single" | "full-house" => {
            let (c, d) = *step.placed.first()?;
            format!(
                "Look at {}: every digit but {d} is already used in its row or column or ruled \
                 out, so {} is {d}.",
                cell(c),
                cell(c)
            )
        }
        "hidden-single" => {
            let (c, d) = *step.placed.first()?;
            let place = match step.lines.first()? {
                Line::Row(_) => format!("column {}", c % n + 1),
                Line::Col(_) => format!("row {}", c / n + 1),
                Line::Box(_) => cell(c),
            };
            format!(
                "Look at {}: the {d} can only go in {place}, so {} is {d}.",
                line_name(*step.lines.first()?),
                cell(c)
            )
        }
        "sign-bounds" => plain_sign_bounds(n, step)?,
        "sign-chain" => {
            let (x, others) = (*why.first()?, &why[1..]);
            let greater = step.digits & 1 == 0;
            let (relation, bound) = if greater {
                ("bigger", format!("at least {}", lowest(step.digits)))
            } else {
                ("smaller", format!("at most {}", highest(step.digits)))
            };
            format!(
                "Follow the signs: {} must be {relation} than {}, and those all hold \
                 different digits, so {} is {bound}. It cannot be {}.",
                cell(x),
                and_list(others.iter().map(|&c| cell(c))),
                cell(x),
                or_list(digits(removed_mask(step))),
            )
        }
        "naked-pair" | "naked-triple" | "naked-quad" | "naked-subset" => format!(
            "Look at {}: {} can only hold {} between them, so those digits are used up there \
             and no other square of the line can take them. So {}.",
            line_name(*step.lines.first()?),
            and_list(why.iter().map(|&c| cell(c))),
            and_list(digits(step.digits)),
            removals(n, step),
        ),
        "hidden-pair" | "hidden-triple" | "hidden-quad" | "hidden-subset" => format!(
            "Look at {}: {} can only go in {}, so those squares have no room for anything \
             else. So {}.",
            line_name(*step.lines.first()?),
            and_list(digits(step.digits)),
            and_list(why.iter().map(|&c| cell(c))),
            removals(n, step),
        ),
        "x-wing" | "swordfish" | "jellyfish" => {
            let k = step.lines.len() / 2;
            let (base, cover) = step.lines.split_at(k);
            let d = lowest(step.digits);
            let each = if matches!(base.first(), Some(Line::Row(_))) {
                "row"
            } else {
                "column"
            };
            format!(
                "In {}, the {d} can only go in {}. Each of those {each}s needs its {d}, so \
                 {} get theirs there and nowhere else: {}.",
                lines_name(base),
                lines_name(cover),
                lines_name(cover),
                removals(n, step),
            )
        }
        _ => return None,
    })
}

/// A sign step in plain words: which side of the sign is smaller, and what that rules out.
fn plain_sign_bounds(n: usize, step: &Step) -> Option<String> {
    let cell = |c: usize| cell_name(n, c);
    let (lo, hi) = (*step.cells.first()?, *step.cells.get(1)?);
    let (ml, mh) = (*step.cell_cands.first()?, *step.cell_cands.get(1)?);
    let gone = |c: usize| {
        step.removed
            .iter()
            .filter(|r| r.0 == c)
            .fold(0, |m, r| m | r.1)
    };
    let mut parts = Vec::new();
    let gone_lo = gone(lo);
    if gone_lo != 0 {
        let max = highest(mh);
        let why = if max as usize == n {
            format!("nothing is bigger than {n}")
        } else {
            match single(mh) {
                Some(d) => format!("{} is {d}", cell(hi)),
                None => format!("{} is at most {max}", cell(hi)),
            }
        };
        parts.push(format!(
            "{} cannot be {} ({why})",
            cell(lo),
            or_list(digits(gone_lo))
        ));
    }
    let gone_hi = gone(hi);
    if gone_hi != 0 {
        let min = lowest(ml);
        let why = if min == 1 {
            "nothing is smaller than 1".to_string()
        } else {
            match single(ml) {
                Some(d) => format!("{} is {d}", cell(lo)),
                None => format!("{} is at least {min}", cell(lo)),
            }
        };
        parts.push(format!(
            "{} cannot be {} ({why})",
            cell(hi),
            or_list(digits(gone_hi))
        ));
    }
    Some(format!(
        "The sign says {} is smaller than {}. So {}.",
        cell(lo),
        cell(hi),
        parts.join(", and ")
    ))
}

/// The technique's name as a reader sees it: `naked-pair` → "naked pair".
pub fn display_name(name: &str) -> String {
    match name {
        "x-wing" => "X-wing".into(),
        "xy-wing" => "XY-wing".into(),
        "xyz-wing" => "XYZ-wing".into(),
        "w-wing" => "W-wing".into(),
        "xy-chain" => "XY-chain".into(),
        _ => name.replace('-', " "),
    }
}

/// "r2c2 cannot be 3; r2c3 and r2c5 cannot be 1 or 6": cells grouped by what they lose,
/// in the order they first appear.
pub(crate) fn removals(n: usize, step: &Step) -> String {
    let mut groups: Vec<(Mask, Vec<usize>)> = Vec::new();
    for &(c, m) in &step.removed {
        match groups.iter_mut().find(|g| g.0 == m) {
            Some(g) => g.1.push(c),
            None => groups.push((m, vec![c])),
        }
    }
    groups
        .iter()
        .map(|(m, cells)| {
            format!(
                "{} cannot be {}",
                and_list(cells.iter().map(|&c| cell_name(n, c))),
                or_list(digits(*m))
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn removed_mask(step: &Step) -> Mask {
    step.removed.iter().fold(0, |m, r| m | r.1)
}

pub(crate) fn line_name(line: Line) -> String {
    match line {
        Line::Row(r) => format!("row {}", r + 1),
        Line::Col(c) => format!("column {}", c + 1),
        Line::Box(b) => format!("box {}", b + 1),
    }
}

/// "rows 1 and 3", "columns 2, 4 and 5" (lines of one kind).
fn lines_name(lines: &[Line]) -> String {
    let numbers = lines.iter().map(|l| match l {
        Line::Row(i) | Line::Col(i) | Line::Box(i) => i + 1,
    });
    let kind = match (lines.first(), lines.len()) {
        (Some(Line::Row(_)), 1) => "row",
        (Some(Line::Row(_)), _) => "rows",
        (Some(Line::Box(_)), 1) => "box",
        (Some(Line::Box(_)), _) => "boxes",
        (_, 1) => "column",
        (_, _) => "columns",
    };
    format!("{kind} {}", and_list(numbers))
}

pub(crate) fn and_list<T: ToString>(items: impl IntoIterator<Item = T>) -> String {
    join_last(items, "and")
}

pub(crate) fn or_list<T: ToString>(items: impl IntoIterator<Item = T>) -> String {
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
