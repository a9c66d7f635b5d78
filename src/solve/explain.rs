//! Steps as plain English sentences a reader understands.
//!
//! Each sentence names the cells (`r2c3`: row 2, column 3), says why, and ends with the
//! technique's name in brackets, e.g. "r2c3 must be 4: it is the only cell in row 2 that can
//! hold 4 (hidden single)."

use super::logic::Step;
use crate::latin::{Line, Mask, cell_name, digits, highest, lowest, single};

/// The sentence explaining `step` in a grid of order `n`.
pub fn describe(n: usize, step: &Step) -> String {
    let cell = |c: usize| cell_name(n, c);
    let tag = display_name(step.technique.name);
    let why = &step.cells;
    match step.technique.name {
        "naked-single" => {
            let (c, d) = step.placed[0];
            format!(
                "{} must be {d}: every other digit is ruled out there ({tag}).",
                cell(c)
            )
        }
        "hidden-single" => {
            let (c, d) = step.placed[0];
            let line = step
                .lines
                .first()
                .map_or("its line".into(), |&l| line_name(l));
            format!(
                "{} must be {d}: it is the only cell in {line} that can hold {d} ({tag}).",
                cell(c)
            )
        }
        "sign-bounds" => sign_bounds(n, step, &tag),
        "sign-chain" => {
            let (x, others) = (why[0], &why[1..]);
            let greater = step.digits & 1 == 0;
            let (relation, bound) = if greater {
                ("greater", format!("at least {}", lowest(step.digits)))
            } else {
                ("less", format!("at most {}", highest(step.digits)))
            };
            format!(
                "{} is {relation} than {} (directly or through a chain of signs), and those \
                 cells all hold different digits, so {} is {bound}: it cannot be {} ({tag}).",
                cell(x),
                and_list(others.iter().map(|&c| cell(c))),
                cell(x),
                or_list(digits(removed_mask(step))),
            )
        }
        "naked-pair" | "naked-triple" | "naked-quad" | "naked-subset" => {
            let line = step
                .lines
                .first()
                .map_or("their line".into(), |&l| line_name(l));
            format!(
                "{} hold only {} between them, so no other cell of {line} can hold {}: {} \
                 ({tag}).",
                and_list(why.iter().map(|&c| cell(c))),
                and_list(digits(step.digits)),
                or_list(digits(step.digits)),
                removals(n, step),
            )
        }
        "hidden-pair" | "hidden-triple" | "hidden-quad" | "hidden-subset" => {
            let line = step
                .lines
                .first()
                .map_or("their line".into(), |&l| line_name(l));
            format!(
                "In {line}, {} can only go in {}, so those {} cells hold nothing else: {} \
                 ({tag}).",
                and_list(digits(step.digits)),
                and_list(why.iter().map(|&c| cell(c))),
                number_word(why.len()),
                removals(n, step),
            )
        }
        "x-wing" | "swordfish" | "jellyfish" => {
            let k = step.lines.len() / 2;
            let (base, cover) = step.lines.split_at(k);
            let d = lowest(step.digits);
            format!(
                "In {}, {d} can only go in {}, so {d} cannot go anywhere else in those {}: {} \
                 ({tag}).",
                lines_name(base),
                lines_name(cover),
                if matches!(cover.first(), Some(Line::Row(_))) {
                    "rows"
                } else {
                    "columns"
                },
                removals(n, step),
            )
        }
        "forcing-chain" => forcing_chain(n, step, &tag),
        _ => {
            let mut parts: Vec<String> = step
                .placed
                .iter()
                .map(|&(c, d)| format!("{} must be {d}", cell(c)))
                .collect();
            if !step.removed.is_empty() {
                parts.push(removals(n, step));
            }
            format!("{} ({tag}).", parts.join("; "))
        }
    }
}

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

fn sign_bounds(n: usize, step: &Step, tag: &str) -> String {
    let cell = |c: usize| cell_name(n, c);
    let (lo, hi) = (step.cells[0], step.cells[1]);
    let (ml, mh) = (step.cell_cands[0], step.cell_cands[1]);
    let gone = |c: usize| {
        step.removed
            .iter()
            .filter(|r| r.0 == c)
            .fold(0, |m, r| m | r.1)
    };
    let (gone_lo, gone_hi) = (gone(lo), gone(hi));
    // A bound worth saying is one the candidates set, not the edge of the grid.
    let mut plain = Vec::new();
    let mut reasoned = Vec::new();
    if gone_lo != 0 {
        let max = highest(mh);
        let clause = format!("{} cannot be {}", cell(lo), or_list(digits(gone_lo)));
        if max as usize == n {
            plain.push(clause);
        } else {
            let what = match single(mh) {
                Some(d) => format!("is {d}"),
                None => format!("is at most {max}"),
            };
            reasoned.push(format!("{} {what}, so {clause}", cell(hi)));
        }
    }
    if gone_hi != 0 {
        let min = lowest(ml);
        let clause = format!("{} cannot be {}", cell(hi), or_list(digits(gone_hi)));
        if min == 1 {
            plain.push(clause);
        } else {
            let what = match single(ml) {
                Some(d) => format!("is {d}"),
                None => format!("is at least {min}"),
            };
            reasoned.push(format!("{} {what}, so {clause}", cell(lo)));
        }
    }
    let sign = format!("{} < {}", cell(lo), cell(hi));
    let text = match (plain.is_empty(), reasoned.is_empty()) {
        (false, true) => format!("{sign}, so {}", plain.join(" and ")),
        (false, false) => format!(
            "{sign}, so {}; {}",
            plain.join(" and "),
            reasoned.join("; ")
        ),
        _ => format!("{sign}: {}", reasoned.join("; ")),
    };
    format!("{text} ({tag}).")
}

pub(crate) fn forcing_chain(n: usize, step: &Step, tag: &str) -> String {
    let cell = |c: usize| cell_name(n, c);
    let target = lowest(step.digits);
    let (start, end) = (
        step.cells[0],
        *step.cells.last().expect("a chain has cells"),
    );
    let first = step.cell_cands[0];
    let mut value = lowest(first & !step.digits);
    let mut text = format!(
        "{} is {}. If it is not {target}, it is {value}",
        cell(start),
        or_list(digits(first))
    );
    for (&c, &m) in step.cells.iter().zip(&step.cell_cands).skip(1) {
        value = lowest(m & !(1 << (value - 1)));
        text += &format!(", so {} ({}) is {value}", cell(c), or_list(digits(m)));
    }
    let victims: Vec<usize> = step.removed.iter().map(|r| r.0).collect();
    let see = if victims.len() == 1 { "sees" } else { "see" };
    format!(
        "{text}. Either way {} or {} is {target}, so {}, which {see} both, cannot be \
         {target} ({tag}).",
        cell(start),
        cell(end),
        and_list(victims.iter().map(|&c| cell(c))),
    )
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

fn number_word(k: usize) -> String {
    match k {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        _ => k.to_string(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latin::bit;
    use crate::latin::techniques as latin;
    use crate::solve::logic::Technique;

    fn step(
        technique: &'static Technique,
        cells: &[usize],
        cell_cands: &[Mask],
        placed: &[(usize, u8)],
        removed: &[(usize, Mask)],
        lines: &[Line],
        digits: Mask,
    ) -> Step {
        Step {
            technique,
            cells: cells.to_vec(),
            placed: placed.to_vec(),
            removed: removed.to_vec(),
            lines: lines.to_vec(),
            digits,
            cell_cands: cell_cands.to_vec(),
        }
    }

    #[test]
    fn lists_read_naturally() {
        assert_eq!(and_list([1]), "1");
        assert_eq!(and_list([1, 2]), "1 and 2");
        assert_eq!(or_list([1, 2, 3]), "1, 2 or 3");
        assert_eq!(lines_name(&[Line::Row(0), Line::Row(2)]), "rows 1 and 3");
        assert_eq!(display_name("x-wing"), "X-wing");
    }

    #[test]
    fn singles() {
        let s = step(
            &latin::HIDDEN_SINGLE,
            &[7],
            &[0b1111],
            &[(7, 4)],
            &[(11, bit(4))],
            &[Line::Row(1)],
            bit(4),
        );
        assert_eq!(
            describe(5, &s),
            "r2c3 must be 4: it is the only cell in row 2 that can hold 4 (hidden single)."
        );
        let s = step(
            &latin::NAKED_SINGLE,
            &[0],
            &[bit(2)],
            &[(0, 2)],
            &[],
            &[],
            bit(2),
        );
        assert_eq!(
            describe(5, &s),
            "r1c1 must be 2: every other digit is ruled out there (naked single)."
        );
    }

    #[test]
    fn sign_bounds_with_and_without_reasons() {
        use crate::futoshiki::techniques::SIGN_BOUNDS;
        let plain = step(
            &SIGN_BOUNDS,
            &[1, 2],
            &[0b11111, 0b11111],
            &[],
            &[(1, bit(5)), (2, bit(1))],
            &[],
            0,
        );
        assert_eq!(
            describe(5, &plain),
            "r1c2 < r1c3, so r1c2 cannot be 5 and r1c3 cannot be 1 (sign bounds)."
        );
        let reasoned = step(
            &SIGN_BOUNDS,
            &[1, 2],
            &[0b11110, 0b01111],
            &[],
            &[(1, bit(4) | bit(5)), (2, bit(1) | bit(2))],
            &[],
            0,
        );
        let mixed = step(
            &SIGN_BOUNDS,
            &[1, 2],
            &[0b11111, 0b01111],
            &[],
            &[(1, bit(4) | bit(5)), (2, bit(1))],
            &[],
            0,
        );
        assert_eq!(
            describe(5, &mixed),
            "r1c2 < r1c3, so r1c3 cannot be 1; r1c3 is at most 4, so r1c2 cannot be 4 or 5 \
             (sign bounds)."
        );
        assert_eq!(
            describe(5, &reasoned),
            "r1c2 < r1c3: r1c3 is at most 4, so r1c2 cannot be 4 or 5; r1c2 is at least 2, so \
             r1c3 cannot be 1 or 2 (sign bounds)."
        );
    }

    #[test]
    fn subsets_fish_and_chains() {
        let pair = step(
            &latin::NAKED_PAIR,
            &[0, 3],
            &[bit(2) | bit(5), bit(2) | bit(5)],
            &[],
            &[(1, bit(2) | bit(5)), (4, bit(5))],
            &[Line::Row(0)],
            bit(2) | bit(5),
        );
        assert_eq!(
            describe(5, &pair),
            "r1c1 and r1c4 hold only 2 and 5 between them, so no other cell of row 1 can hold \
             2 or 5: r1c2 cannot be 2 or 5; r1c5 cannot be 5 (naked pair)."
        );
        let wing = step(
            &latin::X_WING,
            &[0, 2, 8, 10],
            &[3, 3, 5, 5],
            &[],
            &[(4, 1), (6, 1)],
            &[Line::Row(0), Line::Row(2), Line::Col(0), Line::Col(2)],
            bit(1),
        );
        assert_eq!(
            describe(4, &wing),
            "In rows 1 and 3, 1 can only go in columns 1 and 3, so 1 cannot go anywhere else \
             in those columns: r2c1 and r2c3 cannot be 1 (X-wing)."
        );
        let chain = step(
            &latin::FORCING_CHAIN,
            &[0, 2, 10],
            &[bit(1) | bit(2), bit(2) | bit(3), bit(1) | bit(3)],
            &[],
            &[(8, bit(1))],
            &[],
            bit(1),
        );
        assert_eq!(
            describe(4, &chain),
            "r1c1 is 1 or 2. If it is not 1, it is 2, so r1c3 (2 or 3) is 3, so r3c3 (1 or 3) \
             is 1. Either way r1c1 or r3c3 is 1, so r3c1, which sees both, cannot be 1 \
             (forcing chain)."
        );
    }
}
