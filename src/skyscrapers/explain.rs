//! Skyscrapers' steps as sentences: the edge techniques and line enumeration say which clue
//! they read; the Latin techniques use the shared sentences.

use super::techniques::{Positions, can_be_seen};
use super::{Puzzle, Side, Spot, line_spots};
use crate::latin::{Line, Mask, cell_name, digits, lowest};
use crate::solve::explain::display_name;
use crate::solve::logic::Step;

/// The sentence explaining `step` of a solve of `p`.
pub fn describe(p: &Puzzle, step: &Step) -> String {
    let n = p.order();
    let tag = display_name(step.technique.name);
    let Some(&line) = step.lines.first() else {
        return crate::solve::words::describe_tagged(crate::words::Language::En, n, step);
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
        "clue-bounds" => bounds_sentence(p, step, near(step.cells[0]), &tag),
        "clue-last-seen" => last_seen_sentence(p, step, near(step.cells[0]), &tag),
        "clue-enumeration" => {
            let spot = near(step.cells[0]);
            format!(
                "{} allows only some ways to fill {} with its candidates, and none of them puts \
                 these heights here: {} ({tag}).",
                capital(&clue(spot)),
                line_name(line),
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
        _ => crate::solve::words::describe_tagged(crate::words::Language::En, n, step),
    }
}

/// Where the step's placed cells stand along `spot`'s line: the heights they hold by distance
/// from the clue (cells[0] is the one next to the clue; the rest, when any, are placed).
pub(super) fn placed_along(n: usize, spot: Spot, step: &Step) -> Positions {
    let mut pos = [n; super::MAX_ORDER + 1];
    for (&cell, &m) in step.cells.iter().zip(&step.cell_cands).skip(1) {
        if let Some(d) = (0..n).find(|&d| spot.cell(n, d) == cell) {
            pos[lowest(m) as usize] = d;
        }
    }
    pos
}

fn bounds_sentence(p: &Puzzle, step: &Step, spot: Spot, tag: &str) -> String {
    let n = p.order();
    let c = p.clue(spot) as usize;
    let pos = placed_along(n, spot, step);
    let (seen, k) = can_be_seen(n, &pos);
    let hidden: Vec<String> = (1..=n)
        .filter(|&h| pos[h] < n && !seen[..k].contains(&(h as u8)))
        .map(|h| {
            let blocker = (h + 1..=n).find(|&t| pos[t] < pos[h]).unwrap_or(n);
            format!("{h} stands behind {blocker}")
        })
        .collect();
    let clue = capital(&spot.describe(c as u8));
    if hidden.is_empty() {
        let ordinals = [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
        ];
        let caps: Vec<String> = (0..c - 1)
            .map(|d| {
                let what = if d == 0 { "cell is" } else { "" };
                format!("the {} {what} at most {}", ordinals[d], n - c + 1 + d).replace("  ", " ")
            })
            .collect();
        return format!(
            "{clue} sees {c} buildings, and every building seen beyond a cell is taller than it, \
             so, counting from that edge, {}: {} ({tag}).",
            join_and(&caps),
            removals(n, step)
        );
    }
    let room: Vec<String> = (0..(c - 1).min(k))
        .map(|i| {
            let d = c - 1 - i;
            let cells = if d == 1 { "cell" } else { "cells" };
            if i == 0 {
                format!("{} stands at least {d} {cells} in", seen[i])
            } else {
                format!("{} at least {d}", seen[i])
            }
        })
        .collect();
    format!(
        "{clue} sees {c} buildings. {}, so {} never seen from there; of the heights that can \
         be, tallest first, {}: {} ({tag}).",
        capital(&join_and(&hidden)),
        if hidden.len() == 1 {
            "it is"
        } else {
            "they are"
        },
        join_and(&room),
        removals(n, step)
    )
}

fn last_seen_sentence(p: &Puzzle, step: &Step, spot: Spot, tag: &str) -> String {
    let n = p.order();
    let c = p.clue(spot);
    let pos = placed_along(n, spot, step);
    let mut shown = vec![];
    let mut nearest = n;
    for h in (1..=n).rev().take_while(|&h| pos[h] < n) {
        if pos[h] < nearest {
            nearest = pos[h];
            shown.push(format!("{h} in {}", cell_name(n, spot.cell(n, pos[h]))));
        }
    }
    let at = cell_name(n, spot.cell(n, nearest));
    let between = if nearest == 2 {
        "the cell".to_string()
    } else {
        format!("the {} cells", nearest - 1)
    };
    let already = if shown.len() == 1 {
        format!("{} is one of them", shown[0])
    } else {
        format!("{} are {} of them", join_and(&shown), shown.len())
    };
    format!(
        "{} sees {c} buildings. {already}, and nothing beyond {at} can be seen, so the building \
         next to the clue is the only other one: it is taller than {between} between it and \
         {at}: {} ({tag}).",
        capital(&spot.describe(c)),
        removals(n, step)
    )
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

    /// The step a finder reports on `s`, as the solver records it.
    fn step_of(
        p: &Puzzle,
        s: &crate::solve::logic::State,
        technique: &'static crate::solve::logic::Technique,
        find: fn(
            &crate::skyscrapers::techniques::Ctx,
            &crate::solve::logic::State,
            &mut crate::solve::logic::Found,
        ) -> bool,
    ) -> Step {
        let mut f = crate::solve::logic::Found::default();
        assert!(find(
            &crate::skyscrapers::techniques::Ctx::new(p),
            s,
            &mut f
        ));
        let cells: Vec<usize> = f.cells().iter().map(|&c| c as usize).collect();
        Step {
            technique,
            cell_cands: cells.iter().map(|&c| s.get(c)).collect(),
            cells,
            placed: vec![],
            removed: f.removals().collect(),
            lines: f.lines().to_vec(),
            digits: 0,
        }
    }

    #[test]
    fn sentences_name_hidden_and_shown_heights() {
        use crate::skyscrapers::techniques::{CLUE_BOUNDS, LAST_SEEN, clue_bounds, last_seen};
        use crate::solve::logic::testing::state;
        let mut clues = vec![0; 20];
        clues[10] = 3;
        let p = Puzzle::new(5, clues, vec![0; 25]).unwrap();
        let s = state(5, &format!("123 123 =5 =4 123 {}", ". ".repeat(20)));
        assert_eq!(
            describe(&p, &step_of(&p, &s, &CLUE_BOUNDS, clue_bounds)),
            "The clue 3 left of row 1 sees 3 buildings. 4 stands behind 5, so it is never seen \
             from there; of the heights that can be, tallest first, 5 stands at least 2 cells \
             in and 3 at least 1: r1c1 cannot be 3 (clue bounds)."
        );
        let mut clues = vec![0; 20];
        clues[10] = 2;
        let p = Puzzle::new(5, clues, vec![0; 25]).unwrap();
        let s = state(5, &format!("1234 1234 1234 =5 1234 {}", ". ".repeat(20)));
        assert_eq!(
            describe(&p, &step_of(&p, &s, &LAST_SEEN, last_seen)),
            "The clue 2 left of row 1 sees 2 buildings. 5 in r1c4 is one of them, and nothing \
             beyond r1c4 can be seen, so the building next to the clue is the only other one: \
             it is taller than the 2 cells between it and r1c4: r1c1 cannot be 1 or 2 (clue \
             last seen)."
        );
    }
}
