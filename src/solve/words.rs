//! The Latin core's step sentences in a book's language, English included, from the
//! language's [`crate::words::Words`] table and `steps.ftl`: singles, subsets, fish, sign
//! chains, forcing chains, and for any other technique the plain facts of the step (what is
//! placed, what is ruled out).

use super::logic::Step;
use crate::latin::{Line, Mask, digits};
use crate::words::{Language, Words, capitalised, fill, ftl};

/// The sentence for `step` of a grid of order `n` in a kids book in `lang`, which names a
/// square by its row and column (not "r1c3") and says no "candidate": for the singles that
/// fill a square, the worked example's steps. `None` for any other step.
pub fn kids(lang: Language, n: usize, step: &Step) -> Option<String> {
    let w = lang.words();
    let &(c, d) = step.placed.first()?;
    let (row, col) = (c / n + 1, c % n + 1);
    // Messages, not templates: a language's article may change with the number ("l'8").
    match (step.technique.name, step.lines.first()) {
        ("hidden-single" | "full-house", Some(&line)) => {
            let line = line_name(w, line);
            Some(ftl::text(
                lang,
                "kid-hidden",
                &[
                    ("Line", capitalised(&line).into()),
                    ("line", line.into()),
                    ("row", row.into()),
                    ("col", col.into()),
                    ("d", d.into()),
                ],
            ))
        }
        ("naked-single" | "full-house", _) => Some(ftl::text(
            lang,
            "kid-single",
            &[("row", row.into()), ("col", col.into()), ("d", d.into())],
        )),
        _ => None,
    }
}

/// A Latin step in plain words for a beginner in `lang`, without the technique's name: what
/// the worked example and the techniques pages print, from the `plain-*` messages of
/// `steps.ftl`. `boxes`: the grid has boxes, so a digit is used up by its box too. `None` for
/// a technique it has no plain words for.
pub fn plain(lang: Language, n: usize, step: &Step, boxes: bool) -> Option<String> {
    use crate::latin::{highest, lowest};
    let w = lang.words();
    let cell = |c: usize| -> ftl::Arg { w.cell_name(n, c).into() };
    let cells =
        |cs: &[usize]| -> ftl::Arg { w.and_list(cs.iter().map(|&c| w.cell_name(n, c))).into() };
    let num = |v: u8| -> ftl::Arg { v.into() };
    let removed = || -> ftl::Arg { removals(w, n, &step.removed).into() };
    let why = &step.cells;
    let (id, args): (&str, Vec<(&str, ftl::Arg)>) = match step.technique.name {
        "naked-single" | "full-house" => {
            let (c, d) = *step.placed.first()?;
            (
                "plain-single",
                vec![
                    ("cell", cell(c)),
                    ("d", num(d)),
                    ("houses", if boxes { "boxes" } else { "lines" }.into()),
                ],
            )
        }
        "hidden-single" => {
            let (c, d) = *step.placed.first()?;
            let line = *step.lines.first()?;
            // Where in the line the digit goes: a row's cell by its column, a column's by its
            // row, a box's by its name.
            let (place, at) = match line {
                Line::Row(_) => ("column", c % n + 1),
                Line::Col(_) => ("row", c / n + 1),
                Line::Box(_) => ("cell", 0),
            };
            (
                "plain-hidden-single",
                vec![
                    ("line", line_name(w, line).into()),
                    ("d", num(d)),
                    ("place", place.into()),
                    ("n", at.to_string().into()),
                    ("cell", cell(c)),
                ],
            )
        }
        "sign-bounds" => return plain_sign_bounds(lang, n, step),
        "sign-chain" => {
            let (x, others) = (*why.first()?, &why[1..]);
            let greater = step.digits & 1 == 0;
            let bound = if greater {
                lowest(step.digits)
            } else {
                highest(step.digits)
            };
            let gone = step.removed.iter().fold(0, |m, r| m | r.1);
            (
                "plain-sign-chain",
                vec![
                    ("cell", cell(x)),
                    ("side", if greater { "greater" } else { "less" }.into()),
                    ("others", cells(others)),
                    ("bound", num(bound)),
                    ("digits", w.or_list(digits(gone)).into()),
                ],
            )
        }
        "naked-pair" | "naked-triple" | "naked-quad" | "naked-subset" => (
            "plain-naked-subset",
            vec![
                ("line", line_name(w, *step.lines.first()?).into()),
                ("cells", cells(why)),
                ("count", why.len().into()),
                ("digits", w.and_list(digits(step.digits)).into()),
                ("outcome", removed()),
            ],
        ),
        "hidden-pair" | "hidden-triple" | "hidden-quad" | "hidden-subset" => (
            "plain-hidden-subset",
            vec![
                ("line", line_name(w, *step.lines.first()?).into()),
                ("digits", w.and_list(digits(step.digits)).into()),
                ("cells", cells(why)),
                ("count", why.len().into()),
                ("outcome", removed()),
            ],
        ),
        "x-wing" | "swordfish" | "jellyfish" => {
            let k = step.lines.len() / 2;
            let (base, cover) = step.lines.split_at(k);
            let each = if matches!(base.first(), Some(Line::Row(_))) {
                "row"
            } else {
                "column"
            };
            (
                "plain-fish",
                vec![
                    ("bases", lines_name(lang, base).into()),
                    ("covers", lines_name(lang, cover).into()),
                    ("d", num(lowest(step.digits))),
                    ("each", each.into()),
                    ("outcome", removed()),
                ],
            )
        }
        _ => return None,
    };
    Some(ftl::sentence(lang, id, &args))
}

/// A sign step in plain words: which side of the sign is smaller, and what that rules out.
fn plain_sign_bounds(lang: Language, n: usize, step: &Step) -> Option<String> {
    use crate::latin::{highest, lowest, single};
    let w = lang.words();
    let (lo, hi) = (*step.cells.first()?, *step.cells.get(1)?);
    let (ml, mh) = (*step.cell_cands.first()?, *step.cell_cands.get(1)?);
    let gone = |c: usize| {
        step.removed
            .iter()
            .filter(|r| r.0 == c)
            .fold(0, |m, r| m | r.1)
    };
    // One part per side that loses digits: the side, what it loses, and why (`$why` is edge
    // when the grid's end is the reason, is when the other side is placed, else bound).
    let part = |side: &str, c: usize, lost: Mask, other: usize, m: Mask| {
        let (why, v) = match side {
            "lo" if highest(m) as usize == n => ("edge", n as u8),
            "hi" if lowest(m) == 1 => ("edge", 1),
            _ => match single(m) {
                Some(d) => ("is", d),
                None if side == "lo" => ("bound", highest(m)),
                None => ("bound", lowest(m)),
            },
        };
        ftl::text(
            lang,
            "plain-sign-part",
            &[
                ("side", side.into()),
                ("cell", w.cell_name(n, c).into()),
                ("digits", w.or_list(digits(lost)).into()),
                ("why", why.into()),
                ("other", w.cell_name(n, other).into()),
                ("v", v.to_string().into()),
            ],
        )
    };
    let mut parts = Vec::new();
    if gone(lo) != 0 {
        parts.push(part("lo", lo, gone(lo), hi, mh));
    }
    if gone(hi) != 0 {
        parts.push(part("hi", hi, gone(hi), lo, ml));
    }
    let (first, second) = match parts.as_slice() {
        [one] => (one.clone(), String::new()),
        [a, b] => (a.clone(), b.clone()),
        _ => return None,
    };
    Some(ftl::sentence(
        lang,
        "plain-sign",
        &[
            ("lo", w.cell_name(n, lo).into()),
            ("hi", w.cell_name(n, hi).into()),
            ("first", first.into()),
            ("second", second.into()),
            ("both", if parts.len() == 2 { "yes" } else { "no" }.into()),
        ],
    ))
}

/// `sentence`, a step of technique `name`, as `lang` closes it: `step-tagged` of its
/// words.ftl (English names the technique in brackets, "… (hidden single).").
pub fn tagged(lang: Language, name: &str, sentence: &str) -> String {
    let body = sentence.trim_end();
    let body = body.strip_suffix('.').unwrap_or(body);
    let technique = ftl::technique(lang, name, None).unwrap_or_else(|| name.replace('-', " "));
    ftl::text(
        lang,
        "step-tagged",
        &[("step", body.into()), ("technique", technique.into())],
    )
}

/// [`describe`] closed with the technique's name as `lang` does ([`tagged`]).
pub fn describe_tagged(lang: Language, n: usize, step: &Step) -> String {
    tagged(lang, step.technique.name, &describe(lang, n, step))
}

/// "rows 1 and 3", "column 2": lines of one kind with their numbers, in `lang`.
pub fn lines_name(lang: Language, lines: &[Line]) -> String {
    let numbers = lang.words().and_list(lines.iter().map(|l| match l {
        Line::Row(i) | Line::Col(i) | Line::Box(i) => i + 1,
    }));
    ftl::text(
        lang,
        "step-lines",
        &[
            ("word", lines_word(lang, lines.first(), lines.len()).into()),
            ("numbers", numbers.into()),
        ],
    )
}

/// "rows", "column": the word for `count` lines like `line`, in `lang`.
fn lines_word(lang: Language, line: Option<&Line>, count: usize) -> String {
    let kind = match line {
        Some(Line::Row(_)) => "row",
        Some(Line::Box(_)) => "box",
        _ => "column",
    };
    ftl::text(
        lang,
        "step-lines-word",
        &[("line", kind.into()), ("count", count.into())],
    )
}

/// The sentence for `step` of a grid of order `n` in `lang`, without the technique's name
/// ([`tagged`] adds it).
pub fn describe(lang: Language, n: usize, step: &Step) -> String {
    let w = lang.words();
    let cell = |c: usize| -> ftl::Arg { w.cell_name(n, c).into() };
    // Messages, not templates: a language's article may change with the digit ("l'8").
    match (step.technique.name, step.placed.first()) {
        ("naked-single", Some(&(c, d))) => ftl::text(
            lang,
            "step-naked-single",
            &[("cell", cell(c)), ("d", d.into())],
        ),
        ("hidden-single", Some(&(c, d))) => match step.lines.first() {
            Some(&line) => ftl::text(
                lang,
                "step-hidden-single",
                &[
                    ("cell", cell(c)),
                    ("d", d.into()),
                    ("line", line_in(w, line).into()),
                ],
            ),
            None => facts(lang, n, step),
        },
        ("full-house", Some(&(c, d))) => match step.lines.first() {
            Some(&line) => ftl::text(
                lang,
                "step-full-house",
                &[
                    ("cell", cell(c)),
                    ("d", d.into()),
                    ("line", line_in(w, line).into()),
                    ("name", line_name(w, line).into()),
                ],
            ),
            None => facts(lang, n, step),
        },
        (
            "naked-pair" | "naked-triple" | "naked-quad" | "naked-subset" | "hidden-pair"
            | "hidden-triple" | "hidden-quad" | "hidden-subset",
            _,
        ) if !step.lines.is_empty() => {
            let id = if step.technique.name.starts_with("naked") {
                "step-naked-subset"
            } else {
                "step-hidden-subset"
            };
            let line = step.lines[0];
            ftl::text(
                lang,
                id,
                &[
                    (
                        "cells",
                        w.and_list(step.cells.iter().map(|&c| w.cell_name(n, c)))
                            .into(),
                    ),
                    ("digits", w.and_list(digits(step.digits)).into()),
                    ("any", w.or_list(digits(step.digits)).into()),
                    ("line", line_in(w, line).into()),
                    ("Line", capitalised(&line_in(w, line)).into()),
                    ("name", line_name(w, line).into()),
                    (
                        "count",
                        ftl::text(lang, "step-how-many", &[("count", step.cells.len().into())])
                            .into(),
                    ),
                    ("outcome", outcome(w, n, step).into()),
                ],
            )
        }
        ("pointing" | "claiming", _) if step.lines.len() >= 2 && step.digits != 0 => {
            let (first, second) = (step.lines[0], step.lines[1]);
            // A message, not a template: a language may tell pointing from claiming.
            ftl::text(
                lang,
                "step-confined",
                &[
                    ("technique", step.technique.name.into()),
                    ("d", crate::latin::lowest(step.digits).into()),
                    (
                        "cells",
                        w.and_list(step.cells.iter().map(|&c| w.cell_name(n, c)))
                            .into(),
                    ),
                    ("line", line_in(w, first).into()),
                    ("Line", capitalised(&line_in(w, first)).into()),
                    ("name", line_name(w, first).into()),
                    ("other", line_in(w, second).into()),
                    ("othername", line_name(w, second).into()),
                    ("outcome", outcome(w, n, step).into()),
                ],
            )
        }
        ("x-wing" | "swordfish" | "jellyfish", _) if step.lines.len() >= 2 && step.digits != 0 => {
            let (base, cover) = step.lines.split_at(step.lines.len() / 2);
            let names = |ls: &[Line]| w.and_list(ls.iter().map(|&l| line_name(w, l)));
            // "of row 2 and of row 5", for languages that contract "of" with the article.
            let ins = |ls: &[Line]| w.and_list(ls.iter().map(|&l| line_in(w, l)));
            ftl::text(
                lang,
                "step-fish",
                &[
                    ("base", names(base).into()),
                    ("cover", names(cover).into()),
                    ("basein", ins(base).into()),
                    ("coverin", ins(cover).into()),
                    ("bases", lines_name(lang, base).into()),
                    ("covers", lines_name(lang, cover).into()),
                    // "those columns": the cover's kind of line, plural.
                    ("coverkind", lines_word(lang, cover.first(), 2).into()),
                    ("d", crate::latin::lowest(step.digits).into()),
                    ("outcome", outcome(w, n, step).into()),
                ],
            )
        }
        ("sign-chain", _) if !step.cells.is_empty() && step.digits != 0 => {
            let (x, others) = (step.cells[0], &step.cells[1..]);
            // The range a cell below its chain is confined to starts at 1; above it, ends at n.
            let (id, bound) = if step.digits & 1 == 0 {
                ("step-sign-chain-greater", crate::latin::lowest(step.digits))
            } else {
                ("step-sign-chain-less", crate::latin::highest(step.digits))
            };
            let gone = step.removed.iter().fold(0, |m, r| m | r.1);
            ftl::sentence(
                lang,
                id,
                &[
                    ("cell", w.cell_name(n, x).into()),
                    (
                        "others",
                        w.and_list(others.iter().map(|&c| w.cell_name(n, c))).into(),
                    ),
                    ("bound", bound.to_string().into()),
                    ("digits", w.or_list(digits(gone)).into()),
                ],
            )
        }
        ("forcing-chain", _) if step.cells.len() >= 2 => chain(lang, n, step),
        _ => facts(lang, n, step),
    }
}

/// A chain of cells with two candidates each, in `lang`: "r1c3 is 2 or 3. If it is not 3, it
/// is 2, so r1c4 (1 or 2) is 1 … Either way r1c3 or r2c2 is 3, and r2c3 sees both: …".
pub fn chain(lang: Language, n: usize, step: &Step) -> String {
    use crate::latin::{bit, lowest};
    let w = lang.words();
    let cell = |c: usize| w.cell_name(n, c);
    let target = lowest(step.digits);
    let (start, end) = (step.cells[0], step.cells[step.cells.len() - 1]);
    let first = step.cell_cands[0];
    let mut value = lowest(first & !step.digits);
    let mut parts = vec![ftl::text(
        lang,
        "step-chain-start",
        &[
            ("cell", cell(start).into()),
            ("cands", w.or_list(digits(first)).into()),
            ("target", target.to_string().into()),
            ("value", value.to_string().into()),
        ],
    )];
    for (&c, &m) in step.cells.iter().zip(&step.cell_cands).skip(1) {
        value = lowest(m & !bit(value));
        parts.push(ftl::text(
            lang,
            "step-chain-link",
            &[
                ("cell", cell(c).into()),
                ("cands", w.or_list(digits(m)).into()),
                ("value", value.to_string().into()),
            ],
        ));
    }
    let victims: Vec<usize> = step.removed.iter().map(|r| r.0).collect();
    ftl::sentence(
        lang,
        "step-chain-end",
        &[
            ("chain", parts.join(", ").into()),
            ("start", cell(start).into()),
            ("end", cell(end).into()),
            ("target", target.to_string().into()),
            (
                "victims",
                w.and_list(victims.iter().map(|&c| cell(c))).into(),
            ),
            ("count", victims.len().into()),
            ("outcome", outcome(w, n, step).into()),
        ],
    )
}

/// "r2c3 must be 4; r1c1 cannot be 2.": what a step places and rules out, as one sentence.
pub fn facts(lang: Language, n: usize, step: &Step) -> String {
    format!("{}.", capitalised(&outcome(lang.words(), n, step)))
}

/// "r2c3 must be 4".
pub fn must_be(w: &Words, n: usize, cell: usize, d: u8) -> String {
    fill(
        w.step_must_be,
        &[("cell", &w.cell_name(n, cell)), ("d", &d)],
    )
}

/// "r2c2 cannot be 3; r2c3 and r2c5 cannot be 1 or 6": cells grouped by what they lose, in
/// the order they first appear.
pub fn removals(w: &Words, n: usize, removed: &[(usize, Mask)]) -> String {
    removals_as(w, n, removed, &|d| u32::from(d))
}

/// [`removals`] with each candidate `d` printed as `number(d)`: for a kind whose candidates
/// stand for other numbers (a magic square's ranks).
pub fn removals_as(
    w: &Words,
    n: usize,
    removed: &[(usize, Mask)],
    number: &dyn Fn(u8) -> u32,
) -> String {
    let mut groups: Vec<(Mask, Vec<usize>)> = Vec::new();
    for &(c, m) in removed {
        match groups.iter_mut().find(|g| g.0 == m) {
            Some(g) => g.1.push(c),
            None => groups.push((m, vec![c])),
        }
    }
    groups
        .iter()
        .map(|(m, cells)| {
            let template = if cells.len() == 1 {
                w.step_cannot_be
            } else {
                w.step_cannot_be_many
            };
            fill(
                template,
                &[
                    (
                        "cells",
                        &w.and_list(cells.iter().map(|&c| w.cell_name(n, c))),
                    ),
                    ("digits", &w.or_list(digits(*m).map(number))),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// "row 2".
pub fn line_name(w: &Words, line: Line) -> String {
    match line {
        Line::Row(i) => fill(w.step_row, &[("n", &(i + 1))]),
        Line::Col(i) => fill(w.step_column, &[("n", &(i + 1))]),
        Line::Box(i) => fill(w.step_box, &[("n", &(i + 1))]),
    }
}

/// "in row 2".
pub fn line_in(w: &Words, line: Line) -> String {
    match line {
        Line::Row(i) => fill(w.step_in_row, &[("n", &(i + 1))]),
        Line::Col(i) => fill(w.step_in_column, &[("n", &(i + 1))]),
        Line::Box(i) => fill(w.step_in_box, &[("n", &(i + 1))]),
    }
}

/// What a step places and rules out, without a full stop: "r2c3 must be 4; r1c1 cannot be 2".
pub fn outcome(w: &Words, n: usize, step: &Step) -> String {
    outcome_as(w, n, step, &|d| u32::from(d))
}

/// [`outcome`] with each digit `d` printed as `number(d)` (see [`removals_as`]).
pub fn outcome_as(w: &Words, n: usize, step: &Step, number: &dyn Fn(u8) -> u32) -> String {
    let mut parts: Vec<String> = step
        .placed
        .iter()
        .map(|&(c, d)| {
            fill(
                w.step_must_be,
                &[("cell", &w.cell_name(n, c)), ("d", &number(d))],
            )
        })
        .collect();
    if !step.removed.is_empty() {
        parts.push(removals_as(w, n, &step.removed, number));
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latin::bit;
    use crate::latin::techniques as latin;

    fn step(
        technique: &'static super::super::logic::Technique,
        cells: &[usize],
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
            cell_cands: vec![0; cells.len()],
        }
    }

    #[test]
    fn an_x_wing_gives_its_reason_in_every_language() {
        // 3 only in columns 1 and 4 of rows 2 and 5: r1c1 loses it.
        let wing = step(
            &latin::X_WING,
            &[5, 8, 20, 23],
            &[],
            &[(0, bit(3))],
            &[Line::Row(1), Line::Row(4), Line::Col(0), Line::Col(3)],
            bit(3),
        );
        assert_eq!(
            describe(Language::De, 5, &wing),
            "In Zeile 2 und Zeile 5 passt die 3 nur in Spalte 1 und Spalte 4, also kann die 3 \
             sonst nirgends in Spalte 1 und Spalte 4 stehen: Z1S1 kann nicht 3 sein."
        );
        for &lang in &Language::ALL[1..] {
            let said = describe(lang, 5, &wing);
            assert_ne!(said, facts(lang, 5, &wing), "{lang}: no reason");
            assert!(said.contains('4') && said.contains('5'), "{lang}: {said}");
        }
    }

    #[test]
    fn italian_elides_the_article_before_one_eight_and_eleven() {
        // A hidden single of digit d in row 2 of a 16x16, in the book's sentence, the plain
        // words and a kids book's: "l'8" (otto), "il 5", "il 16".
        for (d, article) in [
            (1, "l'1"),
            (8, "l'8"),
            (11, "l'11"),
            (5, "il 5"),
            (16, "il 16"),
        ] {
            let single = step(
                &latin::HIDDEN_SINGLE,
                &[18],
                &[(18, d)],
                &[],
                &[Line::Row(1)],
                bit(d),
            );
            let said = [
                describe(Language::It, 16, &single),
                plain(Language::It, 16, &single, true).unwrap(),
                kids(Language::It, 16, &single).unwrap(),
            ];
            for text in said {
                // The article and its number as whole words: "il 1" is not "il 16".
                let whole = text.match_indices(article).any(|(i, _)| {
                    text[..i].ends_with(' ')
                        && !text[i + article.len()..].starts_with(|c: char| c.is_ascii_digit())
                });
                assert!(whole, "{d}: {text}");
                assert!(
                    !text.contains(&format!("il {d}")) || article.starts_with("il"),
                    "{text}"
                );
            }
        }
        // 18 is "diciotto": no elision.
        let text = ftl::text(
            Language::It,
            "step-full-house",
            &[
                ("cell", "R1C1".into()),
                ("d", 18u8.into()),
                ("line", "nella riga 1".into()),
            ],
        );
        assert!(text.contains(" il 18 "), "{text}");
    }

    #[test]
    fn german_sentences() {
        let single = step(
            &latin::HIDDEN_SINGLE,
            &[7],
            &[(7, 4)],
            &[],
            &[Line::Row(1)],
            bit(4),
        );
        assert_eq!(
            describe(Language::De, 5, &single),
            "Z2S3 muss 4 sein: Es ist das einzige Kästchen in Zeile 2, in das die 4 passt."
        );
        let pair = step(
            &latin::NAKED_PAIR,
            &[0, 3],
            &[],
            &[(1, bit(2) | bit(5)), (4, bit(5))],
            &[Line::Row(0)],
            bit(2) | bit(5),
        );
        assert_eq!(
            describe(Language::De, 5, &pair),
            "Z1S1 und Z1S4 enthalten zusammen nur 2 und 5, also kann kein anderes Kästchen in \
             Zeile 1 die 2 oder 5 enthalten: Z1S2 kann nicht 2 oder 5 sein; Z1S5 kann nicht 5 \
             sein."
        );
        let other = step(&latin::X_WING, &[0], &[], &[(4, 1), (6, 1)], &[], bit(1));
        assert_eq!(
            describe(Language::Pl, 4, &other),
            "W polach W2K1 i W2K3 nie może być 1."
        );
    }

    #[test]
    fn every_language_fills_every_placeholder() {
        let hidden = step(
            &latin::HIDDEN_PAIR,
            &[0, 3],
            &[],
            &[(0, bit(1)), (3, bit(3))],
            &[Line::Col(0)],
            bit(2) | bit(5),
        );
        for lang in Language::ALL {
            let text = describe(lang, 5, &hidden);
            assert!(!text.contains('{') && text.contains('5'), "{lang}: {text}");
        }
    }
}

#[cfg(test)]
mod english {
    use super::*;
    use crate::latin::Mask;
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
        let w = Language::En.words();
        assert_eq!(w.and_list([1]), "1");
        assert_eq!(w.and_list([1, 2]), "1 and 2");
        assert_eq!(w.or_list([1, 2, 3]), "1, 2 or 3");
        assert_eq!(
            lines_name(Language::En, &[Line::Row(0), Line::Row(2)]),
            "rows 1 and 3"
        );
        assert_eq!(lines_name(Language::En, &[Line::Col(1)]), "column 2");
    }

    /// The English sentence a book prints for `step` (a Futoshiki's, for its signs).
    fn describe(n: usize, step: &Step) -> String {
        tagged(
            Language::En,
            step.technique.name,
            &crate::futoshiki::words::step(Language::En, n, step),
        )
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
