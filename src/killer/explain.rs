//! Killer's steps as sentences a reader follows: the cage techniques are told here; the
//! Sudoku techniques read as in a Sudoku ([`crate::sudoku::words`]).

use super::Puzzle;
use super::techniques::{Parts, live_sets};
use crate::latin::{Line, Mask, cell_name, digits};
use crate::solve::explain::{and_list, display_name, line_name, or_list, removals};
use crate::solve::logic::{CellSet, Geometry, Step};

/// A cage as a reader finds it: "the 15-cage at r1c1".
pub fn cage_name(p: &Puzzle, k: usize) -> String {
    let cage = &p.cages()[k];
    format!(
        "the {}-cage at {}",
        cage.sum,
        cell_name(p.size(), cage.corner())
    )
}

/// "1+2+6 or 1+3+5".
pub fn sets_text(sets: &[Mask]) -> String {
    or_list(sets.iter().map(|&s| {
        digits(s)
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("+")
    }))
}

/// The region of a step's lines: one house, or a band of them.
fn region(geo: &Geometry, lines: &[Line]) -> CellSet {
    lines.iter().fold(CellSet::EMPTY, |r, &l| r | geo.line(l))
}

/// "row 3", "rows 1 and 2".
fn region_name(lines: &[Line]) -> String {
    match lines {
        [one] => line_name(*one),
        _ => {
            let rows = matches!(lines[0], Line::Row(_));
            let numbers = and_list(lines.iter().map(|l| match l {
                Line::Row(i) | Line::Col(i) | Line::Box(i) => i + 1,
            }));
            format!("{} {numbers}", if rows { "rows" } else { "columns" })
        }
    }
}

/// The sentence explaining `step` of puzzle `p`.
pub fn describe(p: &Puzzle, step: &Step) -> String {
    let n = p.size();
    let cell = |c: usize| cell_name(n, c);
    let cells = |cs: &[usize]| and_list(cs.iter().map(|&c| cell(c)));
    let tag = display_name(step.technique.name);
    let geo = Geometry::of(n, true);
    let total = p.house_sum();
    match step.technique.name {
        "cage-combination" => {
            let k = p.cage_of(step.cells[0]);
            let cage = &p.cages()[k];
            let sets = live_sets(&step.cell_cands, cage.sum, n as u8);
            let ways = if cage.len() == 1 {
                format!(
                    "{} is a cage of one cell, so it holds {}",
                    cell(step.cells[0]),
                    cage.sum
                )
            } else {
                format!(
                    "{} cells with different digits making {} can only be {}",
                    cage.len(),
                    cage.sum,
                    sets_text(&sets)
                )
            };
            format!(
                "In {} ({}), {ways}: {} ({tag}).",
                cage_name(p, k),
                cells(&step.cells),
                removals(n, step)
            )
        }
        "rule-of-45" => {
            let line = step.lines[0];
            let sum = answer_sum(p, &step.cells);
            format!(
                "{} adds up to {total}; its placed digits and the cages (or parts of cages) \
                 wholly inside it make {}, so {} {} {sum}: {} ({tag}).",
                capitalise(&line_name(line)),
                total.saturating_sub(sum),
                cells(&step.cells),
                if step.cells.len() == 1 {
                    "makes"
                } else {
                    "make"
                },
                removals(n, step)
            )
        }
        "rule-of-45-bands" => {
            let houses = step.lines.len() as u32;
            let reg = region(geo, &step.lines);
            let parts = Parts::of(p, reg);
            let whole = total * houses;
            let innie_sum = whole - parts.inside_sum;
            let inside = step.cells.iter().all(|&c| reg.contains(c));
            let group_sum = if inside {
                innie_sum
            } else {
                parts.poking_sum(p).saturating_sub(innie_sum)
            };
            let says = if inside {
                format!(
                    "the cages wholly inside make {}, so {} {} the other {}",
                    parts.inside_sum,
                    cells(&step.cells),
                    if step.cells.len() == 1 {
                        "makes"
                    } else {
                        "make"
                    },
                    whole - parts.inside_sum
                )
            } else {
                format!(
                    "the cages reaching into it make {} in all, {} of it inside, so {} \
                     outside {} the other {group_sum}",
                    parts.poking_sum(p) + parts.inside_sum,
                    whole,
                    cells(&step.cells),
                    if step.cells.len() == 1 {
                        "makes"
                    } else {
                        "make"
                    },
                )
            };
            format!(
                "{} adds up to {whole}; {says}: {} ({tag}).",
                capitalise(&region_name(&step.lines)),
                removals(n, step)
            )
        }
        "cage-splitting" => {
            let line = step.lines[0];
            let k = p.cage_of(step.cells[0]);
            format!(
                "{} adds up to {total}, and the squares its whole cages and placed digits leave \
                 all lie in {}, which splits there: its part {} makes {}: {} ({tag}).",
                capitalise(&line_name(line)),
                cage_name(p, k),
                cells(&step.cells),
                answer_sum(p, &step.cells),
                removals(n, step)
            )
        }
        "cage-overlap" => {
            let d = crate::latin::lowest(step.digits.max(1));
            let line = step.lines[0];
            let k = p.cage_of(step.cells[0]);
            let cage_cells: Vec<usize> = p.cages()[k].cells.iter().map(|&c| c as usize).collect();
            let inside_cage = removed_cells(step).iter().all(|c| cage_cells.contains(c));
            if inside_cage {
                format!(
                    "In {}, {d} can only go in {}, all in {}; so that cage holds {d}, and its \
                     ways without {d} go: {} ({tag}).",
                    line_name(line),
                    cells(&step.cells),
                    cage_name(p, k),
                    removals(n, step)
                )
            } else {
                format!(
                    "Every way of making {} uses {d}, and in that cage {d} can only go in {}, \
                     all in {}; so {d} cannot go anywhere else in {}: {} ({tag}).",
                    cage_name(p, k),
                    cells(&step.cells),
                    line_name(line),
                    line_name(line),
                    removals(n, step)
                )
            }
        }
        "combination-clash" => {
            let (a, b) = clash_cages(p, step);
            format!(
                "Every cell of {} sees every cell of {}, so the two share no digit; the only \
                 ways of making {} that leave {} a way are {}: {} ({tag}).",
                cage_name(p, a),
                cage_name(p, b),
                p.cages()[a].sum,
                cage_name(p, b),
                sets_text(&clash_kept(p, step)),
                removals(n, step)
            )
        }
        _ => crate::solve::words::tagged(
            crate::words::Language::En,
            step.technique.name,
            &crate::sudoku::words::step(crate::words::Language::En, n, step),
        ),
    }
}

/// What `cells` add up to in the puzzle's answer: the sum a rule of 45 or a split found,
/// which depends on the cells placed before the step (the step does not carry it). The
/// answer is counted once per puzzle and thread.
pub fn answer_sum(p: &Puzzle, cells: &[usize]) -> u32 {
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
pub fn clash_cages(p: &Puzzle, step: &Step) -> (usize, usize) {
    let a = p.cage_of(step.cells[0]);
    let b = p.cage_of(*step.cells.last().expect("a clash names two cages"));
    (a, b)
}

/// The ways of making the narrowed cage of a clash that leave the other cage a way, from the
/// candidates when the step was taken.
pub fn clash_kept(p: &Puzzle, step: &Step) -> Vec<Mask> {
    let (a, b) = clash_cages(p, step);
    let n = p.size() as u8;
    let la = p.cages()[a].len();
    let ours = live_sets(&step.cell_cands[..la], p.cages()[a].sum, n);
    let theirs = live_sets(&step.cell_cands[la..], p.cages()[b].sum, n);
    ours.into_iter()
        .filter(|&x| theirs.iter().any(|&y| x & y == 0))
        .collect()
}

fn removed_cells(step: &Step) -> Vec<usize> {
    step.removed.iter().map(|r| r.0).collect()
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
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
        for s in &g.steps {
            let t = describe(&p, s);
            assert!(t.ends_with(").") && !t.contains("its house"), "{t}");
        }
        assert!(
            g.steps
                .iter()
                .any(|s| s.technique.name == "cage-combination")
        );
        let first = g
            .steps
            .iter()
            .find(|s| s.technique.name == "cage-combination")
            .unwrap();
        let t = describe(&p, first);
        assert!(t.starts_with("In the ") && t.contains("-cage at r"), "{t}");
        assert_eq!(sets_text(&[bit(1) | bit(2), bit(3) | bit(9)]), "1+2 or 3+9");
    }
}
