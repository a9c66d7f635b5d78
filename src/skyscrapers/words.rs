//! How a Skyscrapers book puts its rules and step sentences together in each language, from
//! `locales/<lang>/skyscrapers.ftl`.

use super::{Puzzle, Side, Spot, line_spots};
use crate::solve::logic::Step;
use crate::words::{Language, book_sizes, digits_per_grid, fill, ftl};

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
    let (Some(&line), Some(t)) = (step.lines.first(), steps(lang)) else {
        return if lang == Language::En {
            super::explain::describe(p, step)
        } else {
            crate::solve::words::describe(lang, n, step)
        };
    };
    let w = lang.words();
    let (front, back) = line_spots(line);
    // The clue a one-edge step reads: the one next to its first cell.
    let near = |cell: usize| if cell == line.cell(n, 0) { front } else { back };
    let clue = |spot: Spot| {
        let template = match spot.side {
            Side::Top => t.top,
            Side::Bottom => t.bottom,
            Side::Left => t.left,
            Side::Right => t.right,
        };
        fill(template, &[("clue", &p.clue(spot)), ("n", &(spot.at + 1))])
    };
    let outcome = crate::solve::words::outcome(w, n, step);
    let line_name = crate::solve::words::line_name(w, line);
    let text = match (step.technique.name, step.placed.first()) {
        ("clue-one", Some(&(cell, _))) => fill(
            t.clue_one,
            &[("clue", &clue(near(cell))), ("outcome", &outcome)],
        ),
        ("clue-full", _) => {
            let climb: Vec<String> = (1..=n).map(|d| d.to_string()).collect();
            fill(
                t.clue_full,
                &[
                    ("clue", &clue(near(step.cells[0]))),
                    ("line", &line_name),
                    ("climb", &climb.join(", ")),
                    ("outcome", &outcome),
                ],
            )
        }
        ("clue-bounds", _) => return bounds(lang, p, step, near(step.cells[0]), &clue),
        ("clue-last-seen", _) => {
            let spot = near(step.cells[0]);
            let pos = super::explain::placed_along(n, spot, step);
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
                            ("h", h.to_string().into()),
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
        ("facing-clues", Some(_)) => fill(
            t.facing,
            &[
                ("clue", &clue(front)),
                ("other", &clue(back)),
                ("sum", &(n + 1)),
                ("outcome", &outcome),
            ],
        ),
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
    let pos = super::explain::placed_along(n, spot, step);
    let (seen, k) = super::techniques::can_be_seen(n, &pos);
    let outcome = crate::solve::words::outcome(w, n, step);
    let hidden: Vec<String> = (1..=n)
        .filter(|&h| pos[h] < n && !seen[..k].contains(&(h as u8)))
        .map(|h| {
            let blocker = (h + 1..=n).find(|&t| pos[t] < pos[h]).unwrap_or(n);
            ftl::text(
                lang,
                "sky-behind",
                &[
                    ("h", h.to_string().into()),
                    ("blocker", blocker.to_string().into()),
                ],
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
            ftl::text(
                lang,
                id,
                &[("h", seen[i].to_string().into()), ("d", d.into())],
            )
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
    /// Skyscrapers' step sentences in a language other than English (which keeps its own in
    /// [`super::explain`]): `skyscrapers-step-*` of `locales/<lang>/skyscrapers.ftl`.
    struct Steps("skyscrapers-step") {
        /// A clue by its side: `{clue}`, `{n}` (the column or row).
        top,
        bottom,
        left,
        right,
        /// `{clue}`, `{outcome}`.
        clue_one,
        /// `{clue}`, `{line}`, `{climb}`, `{outcome}`.
        clue_full,
        /// `{clue}`, `{other}`, `{sum}`, `{outcome}`.
        facing,
    }
}

/// `lang`'s clue step sentences; `None` in English, which keeps its own.
fn steps(lang: Language) -> Option<&'static Steps> {
    (lang != Language::En).then(|| Steps::of(lang))
}
