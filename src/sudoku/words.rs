//! How a Sudoku book puts its rules and step sentences together in each language, from
//! `locales/<lang>/sudoku.ftl` and `steps.ftl`.

use crate::solve::logic::Step;
use crate::words::{Language, ftl};

/// The rules, one paragraph each, for a book whose sections use `sizes`, from
/// `locales/*/sudoku.ftl`. 10 to 16 are not digits: a book with a 16x16 speaks of numbers,
/// and each language's selector on `$unit` says so with its own grammar (Italian "cifra" is
/// feminine, "numero" masculine, and the words around them agree).
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    let mut sizes: Vec<usize> = sizes
        .iter()
        .copied()
        .filter(|s| super::SIZES.contains(s))
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    if sizes.is_empty() {
        sizes.push(9);
    }
    let unit = if sizes.iter().any(|&n| n > 9) {
        "number"
    } else {
        "digit"
    };
    let grids: Vec<String> = sizes
        .iter()
        .map(|&n| {
            let (h, w) = crate::latin::box_shape(n).expect("a Sudoku size");
            ftl::text(
                lang,
                "sudoku-rules-grid",
                &[
                    ("n", n.into()),
                    ("w", w.into()),
                    ("h", h.into()),
                    ("unit", unit.into()),
                ],
            )
        })
        .collect();
    let grids = grids.join("; ");
    ["fill", "repeat", "given"]
        .map(|part| {
            ftl::text(
                lang,
                &format!("sudoku-rules-{part}"),
                &[("grids", grids.as_str().into()), ("unit", unit.into())],
            )
        })
        .to_vec()
}

/// The sentence for `step` of a Sudoku of order `n` in `lang`, without the technique's name
/// ([`crate::solve::words::tagged`] adds it): Sudoku's wings, colouring, rectangles and
/// forcing chains from `steps.ftl`, each with its reason; the rest as in every Latin kind.
pub fn step(lang: Language, n: usize, step: &Step) -> String {
    use crate::latin::{bit, digits, lowest};
    use crate::words::ftl::{self, Arg};
    let w = lang.words();
    let cell = |c: usize| -> Arg { w.cell_name(n, c).into() };
    let cands = |m: crate::latin::Mask| -> Arg { w.or_list(digits(m)).into() };
    let why = &step.cells;
    let d = lowest(step.digits.max(1));
    let num = |v: u8| -> Arg { v.into() };
    let outcome = || -> Arg { crate::solve::words::outcome(w, n, step).into() };
    let victims: Vec<usize> = step.removed.iter().map(|r| r.0).collect();
    let victim_list = || -> Arg {
        w.and_list(victims.iter().map(|&c| w.cell_name(n, c)))
            .into()
    };
    let count: Arg = victims.len().into();
    match step.technique.name {
        "xy-wing" if why.len() >= 3 && step.cell_cands.len() >= 3 => {
            let pm = step.cell_cands[0];
            ftl::sentence(
                lang,
                "sudoku-xy-wing",
                &[
                    ("pivot", cell(why[0])),
                    ("cands", cands(pm)),
                    ("a", num(lowest(pm & step.cell_cands[1]))),
                    ("b", num(lowest(pm & step.cell_cands[2]))),
                    ("first", cell(why[1])),
                    ("second", cell(why[2])),
                    ("d", num(d)),
                    ("victims", victim_list()),
                    ("count", count),
                    ("outcome", outcome()),
                ],
            )
        }
        "xyz-wing" if why.len() >= 3 && step.cell_cands.len() >= 3 => ftl::sentence(
            lang,
            "sudoku-xyz-wing",
            &[
                ("first", cell(why[0])),
                ("m1", cands(step.cell_cands[0])),
                ("second", cell(why[1])),
                ("m2", cands(step.cell_cands[1])),
                ("third", cell(why[2])),
                ("m3", cands(step.cell_cands[2])),
                ("d", num(d)),
                ("victims", victim_list()),
                ("count", count),
                ("outcome", outcome()),
            ],
        ),
        "w-wing" if why.len() >= 4 && !step.lines.is_empty() => {
            let y = step.removed.iter().fold(0, |m, r| m | r.1);
            let x = lowest(step.digits & !y);
            let line = step.lines[0];
            ftl::sentence(
                lang,
                "sudoku-w-wing",
                &[
                    ("first", cell(why[0])),
                    ("second", cell(why[1])),
                    ("x", num(x)),
                    ("y", num(lowest(y))),
                    ("inline", crate::solve::words::line_in(w, line).into()),
                    ("line", crate::solve::words::line_name(w, line).into()),
                    ("third", cell(why[2])),
                    ("fourth", cell(why[3])),
                    ("outcome", outcome()),
                ],
            )
        }
        "simple-colouring" if why.len() >= 2 => {
            let then = format!(", {} ", ftl::text(lang, "sudoku-colouring-then", &[]));
            let links = why
                .windows(2)
                .map(|p| {
                    ftl::text(
                        lang,
                        "sudoku-colouring-link",
                        &[("a", cell(p[0])), ("b", cell(p[1]))],
                    )
                })
                .collect::<Vec<_>>()
                .join(&then);
            let (first, last) = (why[0], why[why.len() - 1]);
            // An odd number of cells: the ends are the same colour and see each other.
            if why.len() % 2 == 1 {
                ftl::sentence(
                    lang,
                    "sudoku-colouring-clash",
                    &[
                        ("d", num(d)),
                        ("links", links.into()),
                        ("first", cell(first)),
                        ("last", cell(last)),
                        ("outcome", outcome()),
                    ],
                )
            } else {
                ftl::sentence(
                    lang,
                    "sudoku-colouring-sees",
                    &[
                        ("d", num(d)),
                        ("links", links.into()),
                        ("first", cell(first)),
                        ("last", cell(last)),
                        ("victims", victim_list()),
                        ("count", count),
                        ("outcome", outcome()),
                    ],
                )
            }
        }
        "unique-rectangle" if why.len() >= 4 => {
            let m = step.digits;
            let a = lowest(m);
            ftl::sentence(
                lang,
                "sudoku-unique-rectangle",
                &[
                    (
                        "cells",
                        w.and_list(why[..3].iter().map(|&c| w.cell_name(n, c)))
                            .into(),
                    ),
                    ("a", num(a)),
                    ("b", num(lowest(m & !bit(a)))),
                    ("corner", cell(why[3])),
                    ("outcome", outcome()),
                ],
            )
        }
        "xy-chain" if why.len() >= 2 => crate::solve::words::chain(lang, n, step),
        "forcing-chain" if !why.is_empty() => match why.get(1) {
            None => ftl::sentence(
                lang,
                "sudoku-forcing-contradiction",
                &[
                    ("cell", cell(why[0])),
                    ("d", num(d)),
                    ("outcome", outcome()),
                ],
            ),
            Some(&c) => {
                let placed = step.placed.first().map(|&(_, v)| v);
                ftl::sentence(
                    lang,
                    "sudoku-forcing-both",
                    &[
                        ("cell", cell(why[0])),
                        ("tried", cands(step.cell_cands[0])),
                        ("target", cell(c)),
                        (
                            "way",
                            if placed.is_some() {
                                "placed"
                            } else {
                                "removed"
                            }
                            .into(),
                        ),
                        ("v", num(placed.unwrap_or(d))),
                        ("d", num(d)),
                        ("outcome", outcome()),
                    ],
                )
            }
        },
        _ => crate::solve::words::describe(lang, n, step),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worked example's sentences are the same in a book with a 16x16 and without, so in
    /// Italian they name neither "cifra" nor "numero": either would contradict one book's rules.
    #[test]
    fn italian_example_steps_name_no_unit() {
        for id in [
            "steps-intro",
            "step-naked-single",
            "step-full-house",
            "step-hidden-single",
        ] {
            let text = ftl::text(Language::It, id, &[]);
            let t = text.to_lowercase();
            assert!(!t.contains("cifr") && !t.contains("numer"), "{id}: {text}");
        }
    }

    /// A book with a 16x16 speaks of numbers (10 to 16 are not digits), and Italian's words
    /// around "numero" agree with it: the selector in `sudoku.ftl`, not a swap in code.
    #[test]
    fn a_giant_grid_speaks_of_numbers_with_the_words_agreeing() {
        let it = |sizes: &[usize]| rules(Language::It, sizes).join(" ");
        let (digits, numbers) = (it(&[9]), it(&[9, 16]));
        assert!(
            digits.contains("una cifra") && !digits.contains("numer"),
            "{digits}"
        );
        assert!(!numbers.contains("cifr"), "{numbers}");
        for phrase in [
            "i numeri da 1 a 16",
            "l'unico numero",
            "scrivilo",
            "sono dati",
        ] {
            assert!(numbers.contains(phrase), "{phrase:?} in {numbers}");
        }
        let en = rules(Language::En, &[16]).join(" ");
        assert!(
            en.contains("Numbers printed") && !en.contains("digit"),
            "{en}"
        );
        // Every language names each of the book's grids with its boxes.
        for lang in Language::ALL {
            let text = rules(lang, &[6, 16]).join(" ");
            assert!(
                text.contains('6') && text.contains("16") && text.contains('3'),
                "{lang}"
            );
        }
    }
}

#[cfg(test)]
mod english {
    use super::*;
    use crate::latin::{Line, bit};
    use crate::solve::Level;
    use crate::solve::explain::display_name;
    use crate::sudoku::format::parse_line;
    use crate::sudoku::techniques::solve;

    /// The English sentence a book prints for `s` in a Sudoku of order `n`.
    fn describe(n: usize, s: &Step) -> String {
        crate::solve::words::tagged(Language::En, s.technique.name, &step(Language::En, n, s))
    }

    #[test]
    fn every_step_of_a_solve_reads_as_a_sentence() {
        let p = parse_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let run = solve(&p, Level::Master, true);
        assert!(!run.steps.is_empty());
        for step in &run.steps {
            let s = describe(9, step);
            assert!(
                s.ends_with(").") && s.contains(&display_name(step.technique.name)),
                "{s}"
            );
        }
    }

    #[test]
    fn sentences_for_sudoku_techniques() {
        use crate::sudoku::techniques::{CLAIMING, POINTING, UNIQUE_RECTANGLE};
        let mut step = Step {
            technique: &POINTING,
            cells: vec![0, 1],
            placed: vec![],
            removed: vec![(3, bit(5)), (4, bit(5))],
            lines: vec![Line::Box(0), Line::Row(0)],
            digits: bit(5),
            cell_cands: vec![0x1ff, 0x1ff],
        };
        assert_eq!(
            describe(9, &step),
            "In box 1, 5 can only go in r1c1 and r1c2, all in row 1; so 5 is in that part of \
             row 1, and cannot go anywhere else in it: r1c4 and r1c5 cannot be 5 (pointing)."
        );
        step.technique = &CLAIMING;
        step.lines = vec![Line::Row(0), Line::Box(0)];
        step.removed = vec![(9, bit(5))];
        assert_eq!(
            describe(9, &step),
            "In row 1, 5 can only go in r1c1 and r1c2, all in box 1; so box 1 holds its 5 \
             there, and 5 cannot go anywhere else in it: r2c1 cannot be 5 (claiming)."
        );
        let ur = Step {
            technique: &UNIQUE_RECTANGLE,
            cells: vec![0, 1, 27, 28],
            placed: vec![],
            removed: vec![(28, bit(5) | bit(8))],
            lines: vec![],
            digits: bit(5) | bit(8),
            cell_cands: vec![0; 4],
        };
        let text = describe(9, &ur);
        assert!(text.contains("only one solution"), "{text}");
        assert!(
            text.starts_with("r1c1, r1c2 and r4c1 hold only 5 and 8"),
            "{text}"
        );
    }
}
