//! How a Magic squares book puts its rules, captions and step sentences together in each
//! language, from `locales/<lang>/magic.ftl`.

use super::lines::LineId;
use super::magic_constant;
use super::numbers::Numbers;
use super::techniques::fills;
use crate::latin::{Mask, bit, digits, single};
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
    let t = Steps::of(lang);
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
            t.one_blank.fill(&[
                ("line", &line()),
                ("sum", &sum),
                ("cell", &cell(c)),
                ("v", &v),
            ])
        }
        ("naked-single", Some((c, v))) => t.naked.fill(&[("cell", &cell(c)), ("v", &v)]),
        ("hidden-single", Some((c, v))) => t.hidden.fill(&[("cell", &cell(c)), ("v", &v)]),
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
            let ways = ways(&masks, need_ranks);
            let ways = if ways.len() <= MAX_LISTED {
                let list = ways.iter().map(|w| {
                    w.iter()
                        .map(|&r| num(r).to_string())
                        .collect::<Vec<_>>()
                        .join(" + ")
                });
                format!(": {}", w.or_list(list))
            } else {
                t.ways.fill(&[("k", &ways.len())])
            };
            t.line_sum.fill(&[
                ("line", &line()),
                ("k", &open.len()),
                ("blanks", &w.and_list(open.iter().map(|&(c, _)| cell(c)))),
                ("sum", &sum),
                ("ways", &ways),
                (
                    "outcome",
                    &crate::solve::words::outcome_as(w, n, step, &num),
                ),
            ])
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
    /// Magic squares' step sentences: `magic-step-*` of `locales/<lang>/magic.ftl`.
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

/// Ways of a line sum listed in full; beyond this only their number is given.
const MAX_LISTED: usize = 6;

/// The sets of numbers (ascending) that fill cells with candidates `cands` to `need`, each
/// set once, in ascending order.
fn ways(cands: &[Mask], need: i32) -> Vec<Vec<u8>> {
    let all = cands.iter().fold(0, |a, &m| a | m);
    let mut out = Vec::new();
    let mut pick = Vec::new();
    choose(all, cands.len(), need, &mut pick, &mut |set| {
        // The set counts only when its numbers can be put one to a cell.
        let mut ok = vec![0; cands.len()];
        let restricted: Vec<Mask> = cands
            .iter()
            .map(|&m| m & set.iter().fold(0, |a, &v| a | bit(v)))
            .collect();
        if fills(&restricted, 0, need, 0, &mut ok) {
            out.push(set.to_vec());
        }
    });
    out
}

/// Calls `f` with every ascending set of `k` numbers of `from` adding up to `need`.
fn choose(from: Mask, k: usize, need: i32, pick: &mut Vec<u8>, f: &mut dyn FnMut(&[u8])) {
    if k == 0 {
        if need == 0 {
            f(pick);
        }
        return;
    }
    for v in digits(from) {
        if v as i32 > need {
            break;
        }
        pick.push(v);
        // Only larger numbers next, so each set comes once.
        let rest = from & !(bit(v) | (bit(v) - 1));
        choose(rest, k - 1, need - v as i32, pick, f);
        pick.pop();
    }
}

#[cfg(test)]
mod english {
    use super::*;
    use crate::magic::numbers::Numbers;
    use crate::magic::techniques::testing::state;
    use crate::magic::techniques::{self, Found};
    use crate::magic::techniques::{
        FOUR_BLANK_SUM, HIDDEN_SINGLE, LINE_SUM, NAKED_SINGLE, ONE_BLANK,
    };

    fn step(
        n: usize,
        text: &str,
        find: fn(&techniques::Ctx, &techniques::State, &mut Found) -> bool,
        t: &'static crate::solve::logic::Technique,
    ) -> String {
        let (ctx, s) = state(n, text);
        let mut f = Found::default();
        assert!(find(&ctx, &s, &mut f));
        super::step(Language::En, n, Numbers::CLASSIC, &f.to_step(t, &s))
    }

    #[test]
    fn one_blank_sentence() {
        assert_eq!(
            step(
                3,
                ". . .  =9 =5 .  . . .",
                techniques::one_blank,
                &ONE_BLANK
            ),
            "Row 2 has one blank: 15 – 9 – 5 = 1, so r2c3 is 1."
        );
        assert_eq!(
            step(
                4,
                ". . . =13  . . =10 .  . =7 . .  . . . .",
                techniques::one_blank,
                &ONE_BLANK
            ),
            "The diagonal from the top right has one blank: 34 – 13 – 10 – 7 = 4, so r4c1 is 4."
        );
    }

    #[test]
    fn singles_sentences() {
        assert_eq!(
            step(
                3,
                "=2 7 .  . . .  . . .",
                techniques::naked_single,
                &NAKED_SINGLE
            ),
            "Only 7 is left for r1c2: every other number is used or cannot complete one of \
             its lines. So r1c2 is 7."
        );
        assert_eq!(
            step(
                3,
                "=2 3,7 1,3  =4 =5 1,3  =6 1,3,8 1,3,9",
                techniques::hidden_single,
                &HIDDEN_SINGLE
            ),
            "7 is not in the grid yet, and r1c2 is the only cell that can still take it. So r1c2 \
             is 7."
        );
    }

    #[test]
    fn line_sum_sentence_lists_the_ways() {
        let find: fn(&techniques::Ctx, &techniques::State, &mut Found) -> bool =
            |c, s, f| techniques::line_sum(c, s, f, 2..=3);
        assert_eq!(
            step(3, "=8 . .  . . .  . . .", find, &LINE_SUM),
            "Row 1 has 2 blanks, r1c2 and r1c3, that must add up to 15 – 8 = 7 with numbers \
             not yet used, each one a number its cell can still take: 1 + 6, 2 + 5 or 3 + 4. \
             So r1c2 and r1c3 cannot be 7 or 9."
        );
        // Different cells losing different numbers are named apart.
        assert_eq!(
            step(3, "=2 =7 =6  5,9 =5 =1  6,8 =3 =8", find, &LINE_SUM),
            "Column 1 has 2 blanks, r2c1 and r3c1, that must add up to 15 – 2 = 13 with \
             numbers not yet used, each one a number its cell can still take: 5 + 8. So r2c1 \
             cannot be 9; r3c1 cannot be 6."
        );
    }

    #[test]
    fn many_ways_are_counted_not_listed() {
        let c = "1,2,3,15,16";
        let find: fn(&techniques::Ctx, &techniques::State, &mut Found) -> bool =
            |c, s, f| techniques::line_sum(c, s, f, 4..=4);
        let text = step(
            4,
            &format!("{c} {c} {c} {c}  . . . .  . . . .  . . . ."),
            find,
            &FOUR_BLANK_SUM,
        );
        assert!(
            text.starts_with(
                "Row 1 has 4 blanks, r1c1, r1c2, r1c3 and r1c4, that must add up to 34 "
            ),
            "{text}"
        );
        assert!(
            text.ends_with(": 1 + 2 + 15 + 16. So r1c1, r1c2, r1c3 and r1c4 cannot be 3."),
            "{text}"
        );
        // Three different numbers of 1..9 adding up to 15: the eight lines of the Lo Shu.
        assert_eq!(ways(&[0b1_1111_1111; 3], 15).len(), 8);
        // More than six ways are counted, not listed. Three blanks needing 18, without 2 or
        // 4: 1 + 3 + 14, 1 + 5 + 12, 1 + 6 + 11, 1 + 7 + 10, 1 + 8 + 9, 3 + 5 + 10, 3 + 6 + 9,
        // 3 + 7 + 8, 5 + 6 + 7. No way takes 13 or 15.
        let find: fn(&techniques::Ctx, &techniques::State, &mut Found) -> bool =
            |c, s, f| techniques::line_sum(c, s, f, 2..=3);
        let c = "1,3,5,6,7,8,9,10,11,12,13,14,15";
        let text = step(
            4,
            &format!("=16 {c} {c} {c}  . . . .  . . . .  . . . ."),
            find,
            &LINE_SUM,
        );
        assert!(
            text.ends_with(
                "34 – 16 = 18 with numbers not yet used, each one a number its cell \
                            can still take, in 9 ways. So r1c2, r1c3 and r1c4 cannot be 13 or 15."
            ),
            "{text}"
        );
    }
}
