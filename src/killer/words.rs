//! How a Killer Sudoku book puts its rules and step sentences together in each language,
//! from `locales/<lang>/killer.ftl`. Sudoku's techniques keep Sudoku's words
//! ([`crate::sudoku::words`]).

use super::Puzzle;
use super::techniques::{Parts, live_sets};
use crate::latin::{Line, Mask, lowest};
use crate::solve::logic::{CellSet, Geometry, Step};
use crate::solve::words::{line_in, line_name, outcome};
use crate::words::ftl::Arg;
use crate::words::{Language, book_sizes, capitalised, ftl};

/// The rules, one paragraph each, for a book whose sections use `sizes`, from
/// `locales/*/killer.ftl`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    let mut sizes: Vec<usize> = book_sizes(sizes, 9)
        .into_iter()
        .filter(|n| super::SIZES.contains(n))
        .collect();
    if sizes.is_empty() {
        sizes.push(9);
    }
    let grids: Vec<String> = sizes
        .iter()
        .map(|&n| {
            let (h, w) = crate::latin::box_shape(n).expect("a Killer size");
            ftl::text(
                lang,
                "killer-rules-grid",
                &[("n", n.into()), ("w", w.into()), ("h", h.into())],
            )
        })
        .collect();
    let grids = grids.join("; ");
    let total: Vec<String> = sizes
        .iter()
        .map(|&n| (n * (n + 1) / 2).to_string())
        .collect();
    let total = total.join(" / ");
    ["fill", "cages", "given"]
        .map(|part| {
            ftl::text(
                lang,
                &format!("killer-rules-{part}"),
                &[
                    ("grids", grids.as_str().into()),
                    ("total", total.as_str().into()),
                ],
            )
        })
        .to_vec()
}

/// One step of `p` as a sentence in `lang`, without the technique's name
/// ([`crate::solve::words::tagged`] adds it): the cage techniques from `killer-step-*` of
/// `locales/<lang>/killer.ftl`, Sudoku's techniques as in a Sudoku.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let n = p.size();
    let w = lang.words();
    let out = || -> Arg { outcome(w, n, step).into() };
    let num = |v: u32| -> Arg { v.into() };
    let cage = |k: usize| -> Arg {
        let c = &p.cages()[k];
        ftl::text(
            lang,
            "killer-step-cage",
            &[
                ("sum", num(c.sum)),
                ("cell", w.cell_name(n, c.corner()).into()),
            ],
        )
        .into()
    };
    let cells = |cs: &[usize]| -> Arg { w.and_list(cs.iter().map(|&c| w.cell_name(n, c))).into() };
    // How many cells make the sum: a verb agrees with it.
    let k: Arg = step.cells.len().into();
    let region = |lines: &[Line]| -> Arg {
        match lines {
            // The region is the subject of its sentence ("row 3 adds up to 45").
            [one] => line_name(w, *one).into(),
            _ => {
                let list = w.and_list(lines.iter().map(|l| match l {
                    Line::Row(i) | Line::Col(i) | Line::Box(i) => i + 1,
                }));
                let id = if matches!(lines[0], Line::Row(_)) {
                    "killer-step-rows"
                } else {
                    "killer-step-columns"
                };
                ftl::text(lang, id, &[("list", list.into())]).into()
            }
        }
    };
    let geo = Geometry::of(n, true);
    let total = p.house_sum();
    let (id, args): (&str, Vec<(&str, Arg)>) = match step.technique.name {
        "cage-combination" => {
            let k = p.cage_of(step.cells[0]);
            let c = &p.cages()[k];
            let sets = live_sets(&step.cell_cands, c.sum, n as u8);
            // The reason: so many different digits can reach the sum only these ways.
            let id = if c.len() == 1 {
                "killer-step-combination-one"
            } else {
                "killer-step-combination"
            };
            (
                id,
                vec![
                    ("cage", cage(k)),
                    ("cells", cells(&step.cells)),
                    ("k", c.len().into()),
                    ("sum", num(c.sum)),
                    ("sets", or_sets(w, &sets).into()),
                    ("outcome", out()),
                ],
            )
        }
        "rule-of-45" => {
            let sum = answer_sum(p, &step.cells);
            (
                "killer-step-innies-live",
                vec![
                    ("region", line_name(w, step.lines[0]).into()),
                    ("whole", num(total)),
                    ("inside", num(total.saturating_sub(sum))),
                    ("cells", cells(&step.cells)),
                    ("k", k),
                    ("sum", num(sum)),
                    ("outcome", out()),
                ],
            )
        }
        "rule-of-45-bands" => {
            let reg = step
                .lines
                .iter()
                .fold(CellSet::EMPTY, |r, &l| r | geo.line(l));
            let parts = Parts::of(p, reg);
            let whole = total * step.lines.len() as u32;
            let innie = whole - parts.inside_sum;
            let inside = step.cells.iter().all(|&c| reg.contains(c));
            let lines: Arg = step.lines.len().into();
            if inside {
                (
                    "killer-step-innies",
                    vec![
                        ("region", region(&step.lines)),
                        ("lines", lines),
                        ("whole", num(whole)),
                        ("inside", num(parts.inside_sum)),
                        ("cells", cells(&step.cells)),
                        ("k", k),
                        ("sum", num(innie)),
                        ("outcome", out()),
                    ],
                )
            } else {
                let poking = parts.poking_sum(p);
                (
                    "killer-step-outies",
                    vec![
                        ("region", region(&step.lines)),
                        ("lines", lines),
                        ("whole", num(whole)),
                        // All the cages touching the region, the wholly inside ones too.
                        ("all", num(poking + parts.inside_sum)),
                        ("cells", cells(&step.cells)),
                        ("k", k),
                        ("sum", num(poking.saturating_sub(innie))),
                        ("outcome", out()),
                    ],
                )
            }
        }
        "cage-splitting" => {
            let line = step.lines[0];
            let c = p.cage_of(step.cells[0]);
            (
                "killer-step-split",
                vec![
                    ("region", line_name(w, line).into()),
                    ("whole", num(total)),
                    ("cage", cage(c)),
                    ("cells", cells(&step.cells)),
                    ("k", k),
                    ("sum", num(answer_sum(p, &step.cells))),
                    ("outcome", out()),
                ],
            )
        }
        "cage-overlap" => {
            let d = lowest(step.digits.max(1));
            let c = p.cage_of(step.cells[0]);
            let cage_cells = &p.cages()[c].cells;
            let in_cage = step
                .removed
                .iter()
                .all(|r| cage_cells.contains(&(r.0 as u8)));
            let id = if in_cage {
                "killer-step-overlap-in"
            } else {
                "killer-step-overlap"
            };
            (
                id,
                vec![
                    ("cage", cage(c)),
                    ("d", num(u32::from(d))),
                    ("cells", cells(&step.cells)),
                    ("line", line_name(w, step.lines[0]).into()),
                    ("inline", line_in(w, step.lines[0]).into()),
                    ("outcome", out()),
                ],
            )
        }
        "combination-clash" => {
            let (a, b) = clash_cages(p, step);
            let kept = clash_kept(p, step);
            (
                "killer-step-clash",
                vec![
                    ("cage", cage(a)),
                    ("other", cage(b)),
                    ("total", num(p.cages()[a].sum)),
                    ("sets", or_sets(w, &kept).into()),
                    ("outcome", out()),
                ],
            )
        }
        // Killer's Sudoku techniques read as in a Sudoku.
        _ => return crate::sudoku::words::step(lang, n, step),
    };
    capitalised(&ftl::text(lang, id, &args))
}

/// What `cells` add up to in the puzzle's answer: the sum a rule of 45 or a split found,
/// which depends on the cells placed before the step (the step does not carry it). The
/// answer is counted once per puzzle and thread.
fn answer_sum(p: &Puzzle, cells: &[usize]) -> u32 {
    thread_local! {
        static ANSWER: std::cell::RefCell<Option<(Puzzle, Vec<u8>)>> =
            const { std::cell::RefCell::new(None) };
    }
    ANSWER.with(|a| {
        let mut a = a.borrow_mut();
        if a.as_ref().is_none_or(|(q, _)| q != p) {
            let solution = super::count::solve(p, 1)
                .ok()
                .and_then(|c| c.solution)
                .unwrap_or_default();
            *a = Some((p.clone(), solution));
        }
        let (_, solution) = a.as_ref().expect("just set");
        cells
            .iter()
            .map(|&c| solution.get(c).copied().unwrap_or(0) as u32)
            .sum()
    })
}

/// The two cages of a combination clash: the one narrowed, then the one it clashes with.
fn clash_cages(p: &Puzzle, step: &Step) -> (usize, usize) {
    let a = p.cage_of(step.cells[0]);
    let b = p.cage_of(*step.cells.last().expect("a clash names two cages"));
    (a, b)
}

/// The ways of making the narrowed cage of a clash that leave the other cage a way, from the
/// candidates when the step was taken.
fn clash_kept(p: &Puzzle, step: &Step) -> Vec<Mask> {
    let (a, b) = clash_cages(p, step);
    let n = p.size() as u8;
    let la = p.cages()[a].len();
    let ours = live_sets(&step.cell_cands[..la], p.cages()[a].sum, n);
    let theirs = live_sets(&step.cell_cands[la..], p.cages()[b].sum, n);
    ours.into_iter()
        .filter(|&x| theirs.iter().any(|&y| x & y == 0))
        .collect()
}

/// "1+2+6 or 1+3+5" with the language's "or".
fn or_sets(w: &crate::words::Words, sets: &[Mask]) -> String {
    w.or_list(sets.iter().map(|&s| {
        crate::latin::digits(s)
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("+")
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_rules_and_names() {
        for lang in Language::ALL {
            let r = rules(lang, &[9, 6]);
            assert_eq!(r.len(), 3);
            assert!(
                r[1].contains("45") && r[1].contains("21"),
                "{lang:?}: {}",
                r[1]
            );
            for t in [
                "cage-combination",
                "rule-of-45",
                "cage-splitting",
                "cage-overlap",
                "combination-clash",
                "rule-of-45-bands",
            ] {
                assert!(
                    crate::words::ftl::technique_heading(lang, "killer", t).is_some(),
                    "{lang:?} {t}"
                );
            }
        }
    }
}

#[cfg(test)]
mod english {
    use super::*;
    use crate::killer::format::parse_solo;
    use crate::latin::bit;

    #[test]
    fn every_step_of_a_real_puzzle_reads_as_a_sentence() {
        let p = parse_solo(
            "3x3k:zzzc,_aaaaaabaaa____a_____a___aa__a__a__a__a_aa_aabb_a___aa____a___aa___aa___a______a__a_a_aa_a_b_aaaa,16_19a4a13a11d6a16b12_16a9a17a10_4a5a11a13_8b10a8a12b8b14a3a8a11_18_7_12b16_10d10a20b26b15_7h",
        )
        .unwrap();
        let g = crate::killer::grade(&p);
        assert_ne!(g.level, crate::solve::Level::Guessing);
        let describe = |s: &Step| {
            crate::solve::words::tagged(Language::En, s.technique.name, &step(Language::En, &p, s))
        };
        for s in &g.steps {
            let t = describe(s);
            assert!(t.ends_with(").") && !t.contains("its house"), "{t}");
        }
        let first = g
            .steps
            .iter()
            .find(|s| s.technique.name == "cage-combination")
            .expect("a cage combination");
        let t = describe(first);
        assert!(t.starts_with("In the ") && t.contains("-cage at r"), "{t}");
        let w = Language::En.words();
        assert_eq!(
            or_sets(w, &[bit(1) | bit(2), bit(3) | bit(9)]),
            "1+2 or 3+9"
        );
    }
}
