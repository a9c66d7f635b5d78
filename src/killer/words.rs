//! How a Killer Sudoku book puts its rules and step sentences together in each language,
//! from `locales/<lang>/killer.ftl`. Sudoku's techniques keep Sudoku's words
//! ([`crate::sudoku::words`]).

use super::Puzzle;
use super::techniques::{Parts, live_sets};
use crate::latin::{Line, Mask, lowest};
use crate::solve::logic::{CellSet, Geometry, Step};
use crate::solve::words::{line_in, line_name, outcome};
use crate::words::{Language, book_sizes, capitalised, fill, ftl};

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

crate::words::templates! {
    /// Killer's step sentences in a language other than English: `killer-step-*` of
    /// `locales/<lang>/killer.ftl`.
    struct Steps("killer-step") {
        /// `{sum}`, `{cell}`.
        cage,
        /// `{cage}`, `{cells}`, `{k}` (how many), `{sum}`, `{sets}`, `{outcome}`.
        combination,
        /// The same for a cage of one cell.
        combination_one,
        /// `{region}`, `{whole}`, `{inside}`, `{cells}`, `{sum}`, `{outcome}`.
        innies,
        /// `{region}`, `{whole}`, `{all}`, `{cells}`, `{sum}`, `{outcome}`.
        outies,
        /// `{region}`, `{whole}`, `{inside}`, `{cells}`, `{sum}`, `{outcome}`: one house, placed
        /// digits and cage parts counted.
        innies_live,
        /// `{region}`, `{whole}`, `{cage}`, `{cells}`, `{sum}`, `{outcome}`.
        split,
        /// `{cage}`, `{d}`, `{cells}`, `{line}` ("row 3") or `{inline}` ("in row 3"), `{outcome}`.
        overlap,
        /// `{line}` or `{inline}`, `{d}`, `{cells}`, `{cage}`, `{outcome}`.
        overlap_in,
        /// `{cage}`, `{other}`, `{sets}`, `{outcome}`.
        clash,
        /// "rows {list}" / "columns {list}".
        rows,
        columns,
    }
}

/// One step of `p` as a sentence in `lang`.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let n = p.size();
    if lang == Language::En {
        return super::explain::describe(p, step);
    }
    let t = Steps::of(lang);
    let w = lang.words();
    let out = outcome(w, n, step);
    let cage = |k: usize| {
        let c = &p.cages()[k];
        fill(
            t.cage,
            &[("sum", &c.sum), ("cell", &w.cell_name(n, c.corner()))],
        )
    };
    let cells = |cs: &[usize]| w.and_list(cs.iter().map(|&c| w.cell_name(n, c)));
    let region_name = |lines: &[Line]| match lines {
        // The region is the subject of its sentence ("row 3 adds up to 45").
        [one] => line_name(w, *one),
        _ => {
            let list = w.and_list(lines.iter().map(|l| match l {
                Line::Row(i) | Line::Col(i) | Line::Box(i) => i + 1,
            }));
            let tpl = if matches!(lines[0], Line::Row(_)) {
                t.rows
            } else {
                t.columns
            };
            fill(tpl, &[("list", &list)])
        }
    };
    let geo = Geometry::of(n, true);
    let total = p.house_sum();
    let text = match step.technique.name {
        "cage-combination" => {
            let k = p.cage_of(step.cells[0]);
            let c = &p.cages()[k];
            let sets = live_sets(&step.cell_cands, c.sum, n as u8);
            // The reason: so many different digits can reach the sum only these ways.
            let template = if c.len() == 1 {
                t.combination_one
            } else {
                t.combination
            };
            fill(
                template,
                &[
                    ("cage", &cage(k)),
                    ("cells", &cells(&step.cells)),
                    ("k", &c.len()),
                    ("sum", &c.sum),
                    ("sets", &or_sets(w, &sets)),
                    ("outcome", &out),
                ],
            )
        }
        "rule-of-45" => {
            let sum = super::explain::answer_sum(p, &step.cells);
            fill(
                t.innies_live,
                &[
                    ("region", &line_name(w, step.lines[0])),
                    ("whole", &total),
                    ("inside", &total.saturating_sub(sum)),
                    ("cells", &cells(&step.cells)),
                    ("sum", &sum),
                    ("outcome", &out),
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
            let region = region_name(&step.lines);
            if inside {
                fill(
                    t.innies,
                    &[
                        ("region", &region),
                        ("whole", &whole),
                        ("inside", &parts.inside_sum),
                        ("cells", &cells(&step.cells)),
                        ("sum", &innie),
                        ("outcome", &out),
                    ],
                )
            } else {
                let poking = parts.poking_sum(p);
                fill(
                    t.outies,
                    &[
                        ("region", &region),
                        ("whole", &whole),
                        // All the cages touching the region, the wholly inside ones too.
                        ("all", &(poking + parts.inside_sum)),
                        ("cells", &cells(&step.cells)),
                        ("sum", &poking.saturating_sub(innie)),
                        ("outcome", &out),
                    ],
                )
            }
        }
        "cage-splitting" => {
            let line = step.lines[0];
            let k = p.cage_of(step.cells[0]);
            fill(
                t.split,
                &[
                    ("region", &line_name(w, line)),
                    ("whole", &total),
                    ("cage", &cage(k)),
                    ("cells", &cells(&step.cells)),
                    ("sum", &super::explain::answer_sum(p, &step.cells)),
                    ("outcome", &out),
                ],
            )
        }
        "cage-overlap" => {
            let d = lowest(step.digits.max(1));
            let k = p.cage_of(step.cells[0]);
            let cage_cells = &p.cages()[k].cells;
            let in_cage = step
                .removed
                .iter()
                .all(|r| cage_cells.contains(&(r.0 as u8)));
            let tpl = if in_cage { t.overlap_in } else { t.overlap };
            fill(
                tpl,
                &[
                    ("cage", &cage(k)),
                    ("d", &d),
                    ("cells", &cells(&step.cells)),
                    ("line", &line_name(w, step.lines[0])),
                    ("inline", &line_in(w, step.lines[0])),
                    ("outcome", &out),
                ],
            )
        }
        "combination-clash" => {
            let (a, b) = super::explain::clash_cages(p, step);
            let kept = super::explain::clash_kept(p, step);
            fill(
                t.clash,
                &[
                    ("cage", &cage(a)),
                    ("other", &cage(b)),
                    ("sets", &or_sets(w, &kept)),
                    ("outcome", &out),
                ],
            )
        }
        // Killer's Sudoku techniques read as in a Sudoku.
        _ => return crate::sudoku::words::step(lang, n, step),
    };
    capitalised(&text)
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
