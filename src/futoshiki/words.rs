//! How a Futoshiki book puts its rules and step sentences together in each language, from
//! `locales/<lang>/futoshiki.ftl`.

use crate::solve::logic::Step;
use crate::words::{Language, book_sizes, digits_per_grid, ftl};

/// The rules, one paragraph each, for a book whose sections use `sizes`, from
/// `locales/*/futoshiki.ftl`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    // Only the sizes the book has: "1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid".
    let examples = digits_per_grid(lang, &book_sizes(sizes, 5));
    ["fill", "signs", "given"]
        .map(|part| {
            ftl::text(
                lang,
                &format!("futoshiki-rules-{part}"),
                &[("examples", examples.as_str().into())],
            )
        })
        .to_vec()
}

/// The sentence for `step` of a puzzle of order `n` in `lang`.
pub fn step(lang: Language, n: usize, step: &Step) -> String {
    match step.technique.name {
        "sign-bounds" => sign_bounds(lang, n, step),
        _ => crate::solve::words::describe(lang, n, step),
    }
}

/// "r1c2 < r1c3, so r1c2 cannot be 5; r1c3 is at most 4, so ..." in `lang`.
fn sign_bounds(lang: Language, n: usize, step: &Step) -> String {
    use crate::latin::{highest, lowest, single};
    use crate::solve::words::removals;
    let w = lang.words();
    let cell = |c: usize| w.cell_name(n, c);
    // "{cell} is at most {d}" and the like, from futoshiki.ftl.
    let bound = |id: &str, c: usize, d: u8| {
        ftl::text(
            lang,
            &format!("futoshiki-step-{id}"),
            &[("cell", cell(c).into()), ("d", d.to_string().into())],
        )
    };
    // "{reason}, so {then}".
    let so = |reason: &str, then: &str| {
        ftl::text(
            lang,
            "futoshiki-step-so",
            &[("reason", reason.into()), ("then", then.into())],
        )
    };
    let (lo, hi) = (step.cells[0], step.cells[1]);
    let (ml, mh) = (step.cell_cands[0], step.cell_cands[1]);
    let gone = |c: usize| {
        step.removed
            .iter()
            .filter(|r| r.0 == c)
            .fold(0, |m, r| m | r.1)
    };
    // A bound worth saying is one the candidates set, not the edge of the grid.
    let mut plain = Vec::new();
    let mut reasoned = Vec::new();
    let (gone_lo, gone_hi) = (gone(lo), gone(hi));
    if gone_lo != 0 {
        let clause = removals(w, n, &[(lo, gone_lo)]);
        let max = highest(mh);
        if max as usize == n {
            plain.push(clause);
        } else {
            let what = match single(mh) {
                Some(d) => bound("is", hi, d),
                None => bound("at-most", hi, max),
            };
            reasoned.push(so(&what, &clause));
        }
    }
    if gone_hi != 0 {
        let clause = removals(w, n, &[(hi, gone_hi)]);
        let min = lowest(ml);
        if min == 1 {
            plain.push(clause);
        } else {
            let what = match single(ml) {
                Some(d) => bound("is", lo, d),
                None => bound("at-least", lo, min),
            };
            reasoned.push(so(&what, &clause));
        }
    }
    // Both sides' plain bounds as one clause, "r1c2 cannot be 5 and r1c3 cannot be 1".
    let plain = match plain.as_slice() {
        [first, second] => ftl::text(
            lang,
            "futoshiki-step-both",
            &[
                ("first", first.as_str().into()),
                ("second", second.as_str().into()),
            ],
        ),
        _ => plain.join("; "),
    };
    let sign = format!("{} < {}", cell(lo), cell(hi));
    let text = match (plain.is_empty(), reasoned.is_empty()) {
        (false, true) => so(&sign, &plain),
        (false, false) => so(&sign, &format!("{plain}; {}", reasoned.join("; "))),
        _ => format!("{sign}: {}", reasoned.join("; ")),
    };
    format!("{text}.")
}

#[cfg(test)]
mod size_tests {
    use super::*;

    #[test]
    fn rules_in_every_language_name_only_the_books_sizes() {
        for lang in Language::ALL {
            let r = rules(lang, &[7]);
            assert!(r[0].contains('7'), "{lang:?}: {}", r[0]);
            assert!(!r[0].contains('5'), "{lang:?}: {}", r[0]);
            let both = rules(lang, &[5, 7]);
            assert!(both[0].contains('5') && both[0].contains('7'), "{lang:?}");
        }
    }
}

#[cfg(test)]
mod rules_tests {
    use super::*;

    /// The rules' sign examples ("2 < 4", "5 > 3") never break across lines: their spaces
    /// are no-break spaces in every language (de p. 4 printed "5 >" at a line's end).
    #[test]
    fn the_sign_examples_hold_together() {
        for lang in Language::ALL {
            let text = rules(lang, &[5]).join(" ");
            for (a, sign, b) in [('2', '<', '4'), ('5', '>', '3')] {
                let whole = format!("{a}\u{a0}{sign}\u{a0}{b}");
                assert!(text.contains(&whole), "{lang}: {whole:?} in {text}");
            }
        }
    }
}
