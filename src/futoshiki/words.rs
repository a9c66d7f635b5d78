//! What a Futoshiki book prints in each language: the kind's name, its rules, and its step
//! sentences.

use crate::solve::logic::Step;
use crate::words::{Language, book_sizes, digits_per_grid, fill, ftl};

/// The kind's name in a book in `lang`.
pub fn name(lang: Language) -> &'static str {
    match lang {
        Language::En => "Futoshiki",
        Language::De => "Futoshiki",
        Language::Fr => "Futoshiki",
        Language::Es => "Futoshiki",
        Language::It => "Futoshiki",
        Language::Nl => "Futoshiki",
        Language::Pl => "Futoshiki",
        Language::Pt => "Futoshiki",
    }
}

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
        "sign-bounds" if lang != Language::En => sign_bounds(lang, n, step),
        _ => crate::solve::words::describe(lang, n, step),
    }
}

/// How a sign bounds its two cells, in a language other than English: "{hi} is at most
/// {max}", "{lo} is at least {min}", "{cell} is {d}", and the word leading to a consequence.
struct Bounds {
    at_most: &'static str,
    at_least: &'static str,
    is: &'static str,
    so: &'static str,
}

fn bounds(lang: Language) -> Bounds {
    let b = |at_most, at_least, is, so| Bounds {
        at_most,
        at_least,
        is,
        so,
    };
    match lang {
        Language::En => b(
            "{cell} is at most {d}",
            "{cell} is at least {d}",
            "{cell} is {d}",
            ", so ",
        ),
        Language::De => b(
            "{cell} ist höchstens {d}",
            "{cell} ist mindestens {d}",
            "{cell} ist {d}",
            ", daher: ",
        ),
        Language::Fr => b(
            "{cell} vaut au plus {d}",
            "{cell} vaut au moins {d}",
            "{cell} vaut {d}",
            ", donc ",
        ),
        Language::Es => b(
            "{cell} es como mucho {d}",
            "{cell} es como mínimo {d}",
            "{cell} es {d}",
            ", así que ",
        ),
        Language::It => b(
            "{cell} è al massimo {d}",
            "{cell} è almeno {d}",
            "{cell} è {d}",
            ", quindi ",
        ),
        Language::Nl => b(
            "{cell} is hoogstens {d}",
            "{cell} is minstens {d}",
            "{cell} is {d}",
            ", dus: ",
        ),
        Language::Pl => b(
            "w polu {cell} jest najwyżej {d}",
            "w polu {cell} jest co najmniej {d}",
            "w polu {cell} jest {d}",
            ", więc ",
        ),
        Language::Pt => b(
            "{cell} é no máximo {d}",
            "{cell} é no mínimo {d}",
            "{cell} é {d}",
            ", então ",
        ),
    }
}

/// "r1c2 < r1c3, so r1c2 cannot be 5; r1c3 is at most 4, so ..." in `lang`.
fn sign_bounds(lang: Language, n: usize, step: &Step) -> String {
    use crate::latin::{highest, lowest, single};
    use crate::solve::words::removals;
    let w = lang.words();
    let t = bounds(lang);
    let cell = |c: usize| w.cell_name(n, c);
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
                Some(d) => fill(t.is, &[("cell", &cell(hi)), ("d", &d)]),
                None => fill(t.at_most, &[("cell", &cell(hi)), ("d", &max)]),
            };
            reasoned.push(format!("{what}{}{clause}", t.so));
        }
    }
    if gone_hi != 0 {
        let clause = removals(w, n, &[(hi, gone_hi)]);
        let min = lowest(ml);
        if min == 1 {
            plain.push(clause);
        } else {
            let what = match single(ml) {
                Some(d) => fill(t.is, &[("cell", &cell(lo)), ("d", &d)]),
                None => fill(t.at_least, &[("cell", &cell(lo)), ("d", &min)]),
            };
            reasoned.push(format!("{what}{}{clause}", t.so));
        }
    }
    let sign = format!("{} < {}", cell(lo), cell(hi));
    let text = match (plain.is_empty(), reasoned.is_empty()) {
        (false, true) => format!("{sign}{}{}", t.so, plain.join("; ")),
        (false, false) => format!(
            "{sign}{}{}; {}",
            t.so,
            plain.join("; "),
            reasoned.join("; ")
        ),
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
