//! Skyscrapers' steps as sentences: the edge techniques and line enumeration say which clue
//! they read; the Latin techniques use the shared sentences.

use super::{Puzzle, Side, Spot, line_spots};
use crate::latin::{Line, Mask, cell_name, digits};
use crate::solve::explain::{describe as latin_describe, display_name};
use crate::solve::logic::Step;

/// The sentence explaining `step` of a solve of `p`.
pub fn describe(p: &Puzzle, step: &Step) -> String {
    let n = p.order();
    let tag = display_name(step.technique.name);
    let Some(&line) = step.lines.first() else {
        return latin_describe(n, step);
    };
    let (front, back) = line_spots(line);
    // The clue a one-edge step reads: the one next to its first cell.
    let near = |cell: usize| if cell == line.cell(n, 0) { front } else { back };
    let clue = |spot: Spot| spot.describe(p.clue(spot));
    match step.technique.name {
        "clue-one" => {
            let (cell, d) = step.placed[0];
            format!(
                "{} sees only one building, so the tallest stands next to it: {} must be {d} \
                 ({tag}).",
                capital(&clue(near(cell))),
                cell_name(n, cell)
            )
        }
        "clue-full" => {
            let spot = near(step.cells[0]);
            let climb: Vec<String> = (1..=n).map(|d| d.to_string()).collect();
            format!(
                "{} sees every building, so {} climbs {} from that edge: {} ({tag}).",
                capital(&clue(spot)),
                line_name(line),
                climb.join(", "),
                removals(n, step)
            )
        }
        "clue-bounds" => {
            let spot = near(step.cells[0]);
            let c = p.clue(spot) as usize;
            let ordinals = [
                "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
            ];
            let caps: Vec<String> = (0..c - 1)
                .map(|d| {
                    let what = if d == 0 { "cell is" } else { "" };
                    format!("the {} {what} at most {}", ordinals[d], n - c + 1 + d)
                        .replace("  ", " ")
                })
                .collect();
            format!(
                "{} sees {c} buildings, and every building seen beyond a cell is taller than it, so, \
                 counting from that edge, {}: {} ({tag}).",
                capital(&clue(spot)),
                join_and(&caps),
                removals(n, step)
            )
        }
        "facing-clues" => {
            let (cell, d) = step.placed[0];
            format!(
                "{} and {} add up to {}, one more than the size, so the tallest is seen from \
                 both ends with no room to spare: {} must be {d} ({tag}).",
                capital(&clue(front)),
                clue(back),
                n + 1,
                cell_name(n, cell)
            )
        }
        "line-enumeration" => {
            let mut parts = vec!["its candidates".to_string()];
            for s in [front, back].into_iter().filter(|&s| p.clue(s) != 0) {
                let place = match s.side {
                    Side::Top => "above it",
                    Side::Bottom => "below it",
                    Side::Left => "on its left",
                    Side::Right => "on its right",
                };
                parts.push(format!("the clue {} {place}", p.clue(s)));
            }
            format!(
                "Of every way to fill {} that fits {}, none puts these heights here: {} \
                 ({tag}).",
                line_name(line),
                join_and(&parts),
                removals(n, step)
            )
        }
        _ => latin_describe(n, step),
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// "a", "a and b", "a, b and c".
fn join_and(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

fn line_name(line: Line) -> String {
    match line {
        Line::Row(r) => format!("row {}", r + 1),
        Line::Col(c) => format!("column {}", c + 1),
        Line::Box(b) => format!("box {}", b + 1),
    }
}

/// "r1c1 cannot be 4 or 5; r1c2 cannot be 5".
fn removals(n: usize, step: &Step) -> String {
    step.removed
        .iter()
        .map(|&(c, m)| format!("{} cannot be {}", cell_name(n, c), or_list(m)))
        .collect::<Vec<_>>()
        .join("; ")
}

fn or_list(m: Mask) -> String {
    let ds: Vec<String> = digits(m).map(|d| d.to_string()).collect();
    match ds.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::skyscrapers::techniques::solve;
    use crate::solve::Level;

    #[test]
    fn every_step_names_its_clue_cells_and_heights() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..12u64 {
            let mut rng = crate::seed::rng(seed);
            let n = 4 + (seed % 3) as usize;
            let level = Level::BOOK[(seed % 3) as usize];
            let (p, _) = crate::skyscrapers::recipe::attempt(n, level, &mut rng);
            for step in solve(&p, Level::Hard, true).steps {
                let text = describe(&p, &step);
                seen.insert(step.technique.name);
                assert!(
                    text.ends_with(&format!("({}).", display_name(step.technique.name))),
                    "{text}"
                );
                for &(c, d) in &step.placed {
                    assert!(
                        text.contains(&format!("{} must be {d}", cell_name(n, c))),
                        "{text}"
                    );
                }
                for &(c, m) in &step.removed {
                    if step.placed.is_empty() {
                        assert!(text.contains(&cell_name(n, c)), "{text}");
                        for d in digits(m) {
                            assert!(text.contains(&d.to_string()), "{text}");
                        }
                    }
                }
                if step.technique.name.starts_with("clue-") {
                    assert!(text.starts_with("The clue "), "{text}");
                }
                assert!(!text.contains('{'), "{text}");
            }
        }
        for t in ["clue-one", "clue-bounds", "naked-single", "hidden-single"] {
            assert!(seen.contains(t), "{t} never seen: {seen:?}");
        }
    }

    #[test]
    fn hand_made_sentences() {
        use crate::skyscrapers::techniques::{Ctx, clue_bounds};
        use crate::solve::logic::{Found, testing::state};
        // 5x5, clue 3 left of row 1.
        let mut clues = vec![0; 20];
        clues[10] = 3;
        let p = Puzzle::new(5, clues, vec![0; 25]).unwrap();
        let s = state(5, &". ".repeat(25));
        let mut f = Found::default();
        assert!(clue_bounds(&Ctx::new(&p), &s, &mut f));
        let step = Step {
            technique: &crate::skyscrapers::techniques::CLUE_BOUNDS,
            cells: f.cells().iter().map(|&c| c as usize).collect(),
            placed: vec![],
            removed: f.removals().collect(),
            lines: f.lines().to_vec(),
            digits: 0,
            cell_cands: vec![],
        };
        assert_eq!(
            describe(&p, &step),
            "The clue 3 left of row 1 sees 3 buildings, and every building seen beyond a cell \
             is taller than it, so, counting from that edge, the first cell is at most 3 and the \
             second at most 4: r1c1 cannot be 4 or 5; r1c2 cannot be 5 (clue bounds)."
        );
    }
}
