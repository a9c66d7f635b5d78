//! How a Calcudoku book puts its rules and step sentences together in each language, from
//! `locales/<lang>/calcudoku.ftl`.

use super::Puzzle;
use crate::latin::digits;
use crate::solve::logic::Step;
use crate::words::{Language, book_sizes, digits_per_grid, ftl};

/// The rules, one paragraph each, for a book whose sections use `sizes`, from
/// `locales/*/calcudoku.ftl`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    let examples = digits_per_grid(lang, &book_sizes(sizes, 4));
    let minus = minus().to_string();
    ["fill", "cages", "pairs", "repeat"]
        .map(|part| {
            ftl::text(
                lang,
                &format!("calcudoku-rules-{part}"),
                &[
                    ("minus", minus.as_str().into()),
                    ("examples", examples.as_str().into()),
                ],
            )
        })
        .to_vec()
}

/// The minus sign as the book's text font can print it (the en dash stands in, as in the
/// grids, while the vendored font lacks U+2212).
fn minus() -> char {
    if crate::fonts::FontId::Regular.covers("\u{2212}") {
        '\u{2212}'
    } else {
        '\u{2013}'
    }
}

/// The sentence for `step` of a solve of `p` in `lang`, from its `calcudoku.ftl`, where each
/// sentence says its cage in the case its verb takes.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let n = p.order();
    let w = lang.words();
    let outcome = crate::solve::words::outcome(w, n, step);
    // The step's cage: its clue and its squares (a Latin step has none).
    let cage = || {
        let cage = &p.cages()[p.cage_of(step.cells[0])];
        let clue = match cage.op {
            Some(_) => printable(&cage.clue()),
            None if cage.len() == 1 => cage.target.to_string(),
            None => format!(
                "{} ({})",
                cage.target,
                ftl::text(lang, "calcudoku-no-op", &[])
            ),
        };
        let squares = w.and_list(cage.cells.iter().map(|&c| w.cell_name(n, c as usize)));
        (ftl::Arg::from(clue), ftl::Arg::from(squares))
    };
    let text = match (step.technique.name, step.placed.first()) {
        ("single-cell-cage", Some(&(c, d))) => ftl::text(
            lang,
            "calcudoku-single",
            &[("cell", w.cell_name(n, c).into()), ("d", d.into())],
        ),
        ("cage-combinations", _) => {
            let (clue, squares) = cage();
            ftl::text(
                lang,
                "calcudoku-combinations",
                &[
                    ("clue", clue),
                    ("squares", squares),
                    ("digits", w.and_list(digits(step.digits)).into()),
                    ("outcome", outcome.into()),
                ],
            )
        }
        ("cage-fills", _) => {
            let (clue, squares) = cage();
            let fills = super::explain::fills_of(p, step);
            if fills.len() <= LIST_FILLS {
                let list: Vec<String> = fills
                    .iter()
                    .map(|f| {
                        f.iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join("-")
                    })
                    .collect();
                let cells = w.and_list(step.cells.iter().map(|&c| w.cell_name(n, c)));
                ftl::text(
                    lang,
                    "calcudoku-fills",
                    &[
                        ("clue", clue),
                        ("squares", squares),
                        ("fills", w.or_list(list).into()),
                        ("cells", cells.into()),
                        ("outcome", outcome.into()),
                    ],
                )
            } else {
                ftl::text(
                    lang,
                    "calcudoku-many-fills",
                    &[
                        ("clue", clue),
                        ("squares", squares),
                        ("count", fills.len().into()),
                        ("outcome", outcome.into()),
                    ],
                )
            }
        }
        ("cage-line", _) if !step.lines.is_empty() => {
            let (clue, squares) = cage();
            let line = step.lines[0];
            ftl::text(
                lang,
                "calcudoku-cage-line",
                &[
                    ("clue", clue),
                    ("squares", squares),
                    ("digits", w.and_list(digits(step.digits)).into()),
                    ("inline", crate::solve::words::line_in(w, line).into()),
                    ("line", crate::solve::words::line_name(w, line).into()),
                    ("count", (step.digits.count_ones() as usize).into()),
                    ("outcome", outcome.into()),
                ],
            )
        }
        ("line-sum", _) => match super::explain::line_sum_parts(p, step) {
            Some(parts) => ftl::text(
                lang,
                "calcudoku-line-sum",
                &[
                    ("line", crate::solve::words::line_name(w, parts.line).into()),
                    ("whole", parts.whole.to_string().into()),
                    ("count", parts.clues.len().into()),
                    ("clues", w.and_list(parts.clues).into()),
                    ("sums", w.or_list(parts.sums).into()),
                    (
                        "rest",
                        w.and_list(parts.rest.iter().map(|&c| w.cell_name(n, c)))
                            .into(),
                    ),
                    ("restsums", w.or_list(parts.rest_sums).into()),
                    ("outcome", outcome.into()),
                ],
            ),
            None => return crate::solve::words::describe(lang, n, step),
        },
        _ => return crate::solve::words::describe(lang, n, step),
    };
    ftl::sentences(&text)
}

/// Fills of a cage listed in full; beyond this only their number is given.
const LIST_FILLS: usize = 4;

/// A cage clue as the book's text font prints it: the minus sign becomes the en dash while
/// the font lacks U+2212, as in the grids.
pub fn printable(clue: &str) -> String {
    clue.replace('\u{2212}', &minus().to_string())
}
