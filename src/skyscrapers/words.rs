//! How a Skyscrapers book puts its rules and step sentences together in each language, from
//! `locales/<lang>/skyscrapers.ftl`.

use super::{Puzzle, Side, Spot, line_spots};
use crate::solve::logic::Step;
use crate::words::{Language, book_sizes, digits_per_grid, ftl};

/// The rules, one paragraph each, for a book whose sections use `sizes`, from
/// `locales/*/skyscrapers.ftl`; the example paragraph walks through the smallest grid.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    let sizes = book_sizes(sizes, 5);
    let examples = digits_per_grid(lang, &sizes);
    ["heights", "clues", "example", "given"]
        .map(|part| {
            ftl::text(
                lang,
                &format!("skyscrapers-rules-{part}"),
                &[
                    ("n", sizes[0].into()),
                    ("examples", examples.as_str().into()),
                ],
            )
        })
        .to_vec()
}

/// The sentence for `step` of a solve of `p` in `lang`.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let n = p.order();
    let t = Steps::of(lang);
    let Some(&line) = step.lines.first() else {
        return crate::solve::words::describe(lang, n, step);
    };
    let w = lang.words();
    let (front, back) = line_spots(line);
    // The clue a one-edge step reads: the one next to its first cell.
    let near = |cell: usize| if cell == line.cell(n, 0) { front } else { back };
    let clue = |spot: Spot| {
        let template = match spot.side {
            Side::Top => &t.top,
            Side::Bottom => &t.bottom,
            Side::Left => &t.left,
            Side::Right => &t.right,
        };
        template.fill(&[("clue", &p.clue(spot)), ("n", &(spot.at + 1))])
    };
    let outcome = crate::solve::words::outcome(w, n, step);
    // The height a step places, without the peers that lose it (for a language that says
    // those follow).
    let placed = w.and_list(
        step.placed
            .iter()
            .map(|&(c, d)| crate::solve::words::must_be(w, n, c, d)),
    );
    let line_name = crate::solve::words::line_name(w, line);
    let text = match (step.technique.name, step.placed.first()) {
        ("clue-one", Some(&(cell, _))) => t.clue_one.fill(&[
            ("clue", &clue(near(cell))),
            ("outcome", &outcome),
            ("placed", &placed),
        ]),
        ("clue-full", _) => {
            let climb: Vec<String> = (1..=n).map(|d| d.to_string()).collect();
            t.clue_full.fill(&[
                ("clue", &clue(near(step.cells[0]))),
                ("line", &line_name),
                ("climb", &climb.join(", ")),
                ("outcome", &outcome),
            ])
        }
        ("clue-bounds", _) => return bounds(lang, p, step, near(step.cells[0]), &clue),
        ("clue-last-seen", _) => {
            let spot = near(step.cells[0]);
            let pos = placed_along(n, spot, step);
            // The placed heights seen from the clue, tallest first, each nearer than the last.
            let mut shown = vec![];
            let mut nearest = n;
            for h in (1..=n).rev().take_while(|&h| pos[h] < n) {
                if pos[h] < nearest {
                    nearest = pos[h];
                    shown.push(ftl::text(
                        lang,
                        "sky-shown",
                        &[
                            ("h", h.into()),
                            ("cell", w.cell_name(n, spot.cell(n, pos[h])).into()),
                        ],
                    ));
                }
            }
            return ftl::sentence(
                lang,
                "sky-last-seen",
                &[
                    ("clue", clue(spot).into()),
                    ("c", usize::from(p.clue(spot)).into()),
                    ("count", shown.len().into()),
                    ("shown", w.and_list(shown).into()),
                    ("at", w.cell_name(n, spot.cell(n, nearest)).into()),
                    ("between", nearest.saturating_sub(1).into()),
                    ("outcome", outcome.into()),
                ],
            );
        }
        ("clue-enumeration", _) => {
            return ftl::sentence(
                lang,
                "sky-enumeration",
                &[
                    ("clue", clue(near(step.cells[0])).into()),
                    ("line", line_name.into()),
                    ("outcome", outcome.into()),
                ],
            );
        }
        ("line-enumeration", _) => {
            let mut parts = vec![ftl::text(lang, "sky-its-candidates", &[])];
            for s in [front, back].into_iter().filter(|&s| p.clue(s) != 0) {
                let id = match s.side {
                    Side::Top => "sky-clue-above",
                    Side::Bottom => "sky-clue-below",
                    Side::Left => "sky-clue-left",
                    Side::Right => "sky-clue-right",
                };
                parts.push(ftl::text(
                    lang,
                    id,
                    &[("clue", p.clue(s).to_string().into())],
                ));
            }
            return ftl::sentence(
                lang,
                "sky-line-enumeration",
                &[
                    ("line", line_name.into()),
                    ("parts", w.and_list(parts).into()),
                    ("outcome", outcome.into()),
                ],
            );
        }
        ("facing-clues", Some(_)) => t.facing.fill(&[
            ("clue", &clue(front)),
            ("other", &clue(back)),
            ("sum", &(n + 1)),
            ("outcome", &outcome),
            ("placed", &placed),
        ]),
        _ => return crate::solve::words::describe(lang, n, step),
    };
    crate::words::capitalised(&text)
}

/// A clue-bounds step in `lang`: how many buildings the clue sees, the heights hidden behind
/// taller ones when some are placed, and how far in each height must stand, as in English.
fn bounds(
    lang: Language,
    p: &Puzzle,
    step: &Step,
    spot: Spot,
    clue: &dyn Fn(Spot) -> String,
) -> String {
    let n = p.order();
    let w = lang.words();
    let c = p.clue(spot) as usize;
    let pos = placed_along(n, spot, step);
    let (seen, k) = super::techniques::can_be_seen(n, &pos);
    let outcome = crate::solve::words::outcome(w, n, step);
    let hidden: Vec<String> = (1..=n)
        .filter(|&h| pos[h] < n && !seen[..k].contains(&(h as u8)))
        .map(|h| {
            let blocker = (h + 1..=n).find(|&t| pos[t] < pos[h]).unwrap_or(n);
            ftl::text(
                lang,
                "sky-behind",
                &[("h", h.into()), ("blocker", blocker.into())],
            )
        })
        .collect();
    if hidden.is_empty() {
        // Counting from the clue, the cell at position d is at most n - c + 1 + d.
        let caps: Vec<String> = (0..c.saturating_sub(1))
            .map(|d| {
                ftl::text(
                    lang,
                    "sky-cap",
                    &[
                        ("pos", (d + 1).into()),
                        ("max", (n - c + 1 + d).to_string().into()),
                    ],
                )
            })
            .collect();
        return ftl::sentence(
            lang,
            "sky-bounds",
            &[
                ("clue", clue(spot).into()),
                ("c", c.into()),
                ("caps", w.and_list(caps).into()),
                ("outcome", outcome.into()),
            ],
        );
    }
    let room: Vec<String> = (0..(c - 1).min(k))
        .map(|i| {
            let d = c - 1 - i;
            let id = if i == 0 { "sky-room-first" } else { "sky-room" };
            ftl::text(lang, id, &[("h", seen[i].into()), ("d", d.into())])
        })
        .collect();
    ftl::sentence(
        lang,
        "sky-bounds-hidden",
        &[
            ("clue", clue(spot).into()),
            ("c", c.into()),
            ("count", hidden.len().into()),
            ("hidden", w.and_list(hidden).into()),
            ("room", w.and_list(room).into()),
            ("outcome", outcome.into()),
        ],
    )
}

crate::words::templates! {
    /// Skyscrapers' clue step sentences: `skyscrapers-step-*` of
    /// `locales/<lang>/skyscrapers.ftl`.
    struct Steps("skyscrapers-step") {
        /// A clue by its side: `{clue}`, `{n}` (the column or row).
        top,
        bottom,
        left,
        right,
        /// `{clue}`, `{outcome}` (or `{placed}`, the placed height alone).
        clue_one,
        /// `{clue}`, `{line}`, `{climb}`, `{outcome}`.
        clue_full,
        /// `{clue}`, `{other}`, `{sum}`, `{outcome}` (or `{placed}`).
        facing,
    }
}

/// Where the step's placed cells stand along `spot`'s line: the heights they hold by distance
/// from the clue (cells[0] is the one next to the clue; the rest, when any, are placed).
fn placed_along(n: usize, spot: Spot, step: &Step) -> super::techniques::Positions {
    let mut pos = [n; super::MAX_ORDER + 1];
    for (&cell, &m) in step.cells.iter().zip(&step.cell_cands).skip(1) {
        if let Some(d) = (0..n).find(|&d| spot.cell(n, d) == cell) {
            pos[crate::latin::lowest(m) as usize] = d;
        }
    }
    pos
}

#[cfg(test)]
mod english {
    use super::*;
    use crate::latin::{cell_name, digits};
    use crate::solve::explain::display_name;

    /// The English sentence a book prints for `step`.
    fn describe(p: &Puzzle, s: &Step) -> String {
        crate::solve::words::tagged(Language::En, s.technique.name, &step(Language::En, p, s))
    }
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
