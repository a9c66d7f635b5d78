//! How a nonogram book puts its rules and step sentences together in each language, from
//! `locales/<lang>/nonogram.ftl`.

use super::Puzzle;
use crate::solve::logic::Step;
use crate::solve::words::line_name;
use crate::words::{Language, ftl};

crate::words::templates! {
    /// One language's step pieces: `nonogram-step-*` of `locales/<lang>/nonogram.ftl`; why
    /// each line technique decides is `nonogram-step-reason-TECHNIQUE`.
    struct Texts("nonogram-step") {
        /// "{Line} ({clue}): {reason}. {outcome} ({technique})."
        line_step,
        filled,
        empty,
        both,
        /// "If {cell} were {value}, ... {line} ({clue}) ...: {cell} is {other} ({technique})."
        contradiction,
        value_filled,
        value_empty,
        /// The clue of an empty line.
        none,
    }
}

/// The rules, one paragraph each, from `locales/*/nonogram.ftl`.
pub fn rules(lang: Language) -> Vec<String> {
    ["runs", "gaps", "start", "given"]
        .map(|part| crate::words::ftl::text(lang, &format!("nonogram-rules-{part}"), &[]))
        .to_vec()
}

/// A line's clue as a step quotes it.
fn clue_text(t: &Texts, runs: &[u8]) -> String {
    if runs.is_empty() {
        t.none.to_string()
    } else {
        super::runs_text(runs)
    }
}

/// One step as a sentence in `lang`.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let t = Texts::of(lang);
    let w = lang.words();
    let line = step.lines[0];
    let l = match line {
        crate::latin::Line::Row(r) => r as usize,
        crate::latin::Line::Col(c) => p.height() + c as usize,
        crate::latin::Line::Box(_) => 0,
    };
    let clue = clue_text(t, p.clue(l));
    let technique = ftl::technique_heading(lang, "nonogram", step.technique.name)
        .unwrap_or_else(|| step.technique.name.to_string());
    let name = |c: usize| w.cell_name(p.width(), c);
    if step.technique.name == "contradiction" {
        let cell = step.cells[0];
        let filled = step.placed.iter().any(|x| x.0 == cell);
        let (value, other) = if filled {
            (&t.value_empty, &t.value_filled)
        } else {
            (&t.value_filled, &t.value_empty)
        };
        return t.contradiction.fill(&[
            ("cell", &name(cell)),
            ("value", &value),
            ("other", &other),
            ("line", &line_name(w, line)),
            ("clue", &clue),
            ("technique", &technique),
        ]);
    }
    // Why a line technique decides: every rung but the last (contradiction) has a reason.
    let ladder = &super::solve::LADDER;
    let k = ladder
        .iter()
        .position(|x| x.name == step.technique.name)
        .unwrap_or(0)
        .min(ladder.len() - 2);
    let reason = ftl::text(
        lang,
        &format!("nonogram-step-reason-{}", ladder[k].name),
        &[],
    );
    let filled: Vec<String> = step.placed.iter().map(|x| name(x.0)).collect();
    let empty: Vec<String> = step.removed.iter().map(|x| name(x.0)).collect();
    let f = t.filled.fill(&[("cells", &w.and_list(&filled))]);
    let e = t.empty.fill(&[("cells", &w.and_list(&empty))]);
    let outcome = match (filled.is_empty(), empty.is_empty()) {
        (false, false) => t.both.fill(&[("filled", &f), ("empty", &e)]),
        (false, true) => f,
        _ => e,
    };
    t.line_step.fill(&[
        ("line", &line_name(w, line)),
        ("clue", &clue),
        ("reason", &reason),
        ("outcome", &outcome),
        ("technique", &technique),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_every_technique() {
        for lang in Language::ALL {
            for tech in super::super::solve::LADDER {
                let id = format!("technique-nonogram-{}", tech.name);
                assert!(
                    ftl::has(lang, &id),
                    "locales/{lang}/techniques.ftl lacks {id}"
                );
                let id = format!("nonogram-step-reason-{}", tech.name);
                assert!(
                    tech.name == "contradiction" || ftl::has(lang, &id),
                    "locales/{lang}/nonogram.ftl lacks {id}"
                );
            }
            assert_eq!(rules(lang).len(), 4);
        }
    }
}
