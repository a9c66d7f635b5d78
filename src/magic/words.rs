//! How a Magic squares book puts its rules, captions and step sentences together in each
//! language, from `locales/<lang>/magic.ftl`.

use super::lines::LineId;
use super::magic_constant;
use super::numbers::Numbers;
use crate::latin::{Mask, single};
use crate::solve::logic::Step;
use crate::words::{Language, fill, ftl};

/// The rules, one paragraph each, for a book whose sections use `sizes`, from
/// `locales/*/magic.ftl`. The numbers and the total are printed under each grid (they differ
/// from puzzle to puzzle); the first paragraph quotes that line for the classic numbers of
/// the smallest size.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    let n = sizes.iter().copied().min().unwrap_or(3);
    let example = captions(lang, Numbers::CLASSIC, n)[0].clone();
    ["fill", "line", "start", "given"]
        .map(|part| {
            ftl::text(
                lang,
                &format!("magic-rules-{part}"),
                &[("example", example.as_str().into())],
            )
        })
        .to_vec()
}

/// The sentence for `step` of a square of order `n` with `numbers` in `lang`. Steps carry
/// ranks (see [`super::techniques`]); the sentence says the numbers they stand for.
pub fn step(lang: Language, n: usize, numbers: Numbers, step: &Step) -> String {
    let Some(t) = steps(lang) else {
        return super::explain::describe(n, numbers, step);
    };
    let num = |r: u8| u32::from(numbers.value(r));
    let total = numbers.constant(n);
    let w = lang.words();
    let cell = |c: usize| w.cell_name(n, c);
    let line = || match LineId::of_cells(n, &step.cells) {
        Some(LineId::Row(r)) => fill(w.step_row, &[("n", &(r + 1))]),
        Some(LineId::Col(c)) => fill(w.step_column, &[("n", &(c + 1))]),
        Some(LineId::Diagonal) => t.diagonal.to_string(),
        Some(LineId::AntiDiagonal) => t.anti_diagonal.to_string(),
        None => t.line.to_string(),
    };
    let placed = step.placed.first().map(|&(c, r)| (c, num(r)));
    let name = step.technique.name;
    let text = match (name, placed) {
        ("one-blank-line", Some((c, v))) => {
            let others: String = step
                .cells
                .iter()
                .zip(&step.cell_cands)
                .filter(|&(&x, _)| x != c)
                .filter_map(|(_, &m)| single(m))
                .map(|r| format!(" – {}", num(r)))
                .collect();
            let sum = format!("{total}{others} = {v}");
            fill(
                t.one_blank,
                &[
                    ("line", &line()),
                    ("sum", &sum),
                    ("cell", &cell(c)),
                    ("v", &v),
                ],
            )
        }
        ("naked-single", Some((c, v))) => fill(t.naked, &[("cell", &cell(c)), ("v", &v)]),
        ("hidden-single", Some((c, v))) => fill(t.hidden, &[("cell", &cell(c)), ("v", &v)]),
        ("line-sum" | "four-blank-sum", _) if !step.cells.is_empty() => {
            let (mut open, mut given) = (Vec::new(), Vec::new());
            for (&c, &m) in step.cells.iter().zip(&step.cell_cands) {
                match single(m) {
                    Some(r) => given.push(r),
                    None => open.push((c, m)),
                }
            }
            let need = total as i32 - given.iter().map(|&r| num(r) as i32).sum::<i32>();
            let sum = if given.is_empty() {
                need.to_string()
            } else {
                let minus: String = given.iter().map(|&r| format!(" – {}", num(r))).collect();
                format!("{total}{minus} = {need}")
            };
            let masks: Vec<Mask> = open.iter().map(|&(_, m)| m).collect();
            let need_ranks =
                magic_constant(n) as i32 - given.iter().map(|&r| r as i32).sum::<i32>();
            let ways = super::explain::ways(&masks, need_ranks);
            let ways = if ways.len() <= super::explain::MAX_LISTED {
                let list = ways.iter().map(|w| {
                    w.iter()
                        .map(|&r| num(r).to_string())
                        .collect::<Vec<_>>()
                        .join(" + ")
                });
                format!(": {}", w.or_list(list))
            } else {
                fill(t.ways, &[("k", &ways.len())])
            };
            fill(
                t.line_sum,
                &[
                    ("line", &line()),
                    ("k", &open.len()),
                    ("blanks", &w.and_list(open.iter().map(|&(c, _)| cell(c)))),
                    ("sum", &sum),
                    ("ways", &ways),
                    (
                        "outcome",
                        &crate::solve::words::outcome_as(w, n, step, &num),
                    ),
                ],
            )
        }
        _ => {
            return format!(
                "{}.",
                crate::words::capitalised(&crate::solve::words::outcome_as(w, n, step, &num))
            );
        }
    };
    crate::words::capitalised(&text)
}

crate::words::templates! {
    /// Magic squares' step sentences in a language other than English (which keeps its own in
    /// [`super::explain`]): `magic-step-*` of `locales/<lang>/magic.ftl`.
    struct Steps("magic-step") {
        diagonal,
        anti_diagonal,
        /// A line the step's cells do not name (never expected).
        line,
        /// `{line}`, `{sum}`, `{cell}`, `{v}`.
        one_blank,
        /// `{cell}`, `{v}`.
        naked,
        hidden,
        /// `{line}`, `{k}`, `{blanks}`, `{sum}`, `{ways}`, `{outcome}`.
        line_sum,
        /// The ways of a sum, counted: `{k}`.
        ways,
    }
}

/// `lang`'s step sentences; `None` in English, which keeps its own.
fn steps(lang: Language) -> Option<&'static Steps> {
    (lang != Language::En).then(|| Steps::of(lang))
}

/// A square's numbers as `lang` names them in running text: "the numbers 4 to 12", or
/// with a step "the numbers 4, 6 … 20" (`list` with `{a}`, `{b}`, `{z}`).
fn numbers_in(lang: Language, numbers: Numbers, n: usize) -> String {
    let id = if numbers.step == 1 {
        "magic-numbers-range"
    } else {
        "magic-numbers-list"
    };
    let form = ftl::template(lang, id);
    fill(
        form,
        &[
            ("a", &numbers.value(1)),
            ("b", &numbers.value(2)),
            ("z", &numbers.last(n)),
        ],
    )
}

/// What a grid of order `n` with `numbers` prints under it, longest wording first: the
/// drawing takes the first that fits. Every wording names the numbers and the total: a
/// reader cannot solve the square without both.
pub fn captions(lang: Language, numbers: Numbers, n: usize) -> [String; 3] {
    let forms =
        ["long", "medium", "short"].map(|f| ftl::template(lang, &format!("magic-caption-{f}")));
    let numbers_text = numbers_in(lang, numbers, n);
    let short = short_numbers(numbers, n);
    forms.map(|f| {
        crate::words::capitalised(&fill(
            f,
            &[
                ("numbers", &numbers_text),
                ("Numbers", &crate::words::capitalised(&numbers_text)),
                ("short", &short),
                ("t", &numbers.constant(n)),
            ],
        ))
    })
}

/// The numbers in the fewest characters, the same in every language: "4–12", "4, 6 … 20".
fn short_numbers(numbers: Numbers, n: usize) -> String {
    if numbers.step == 1 {
        format!("{}–{}", numbers.first, numbers.last(n))
    } else {
        format!(
            "{}, {} … {}",
            numbers.value(1),
            numbers.value(2),
            numbers.last(n)
        )
    }
}
