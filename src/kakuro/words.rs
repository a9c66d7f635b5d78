//! How a Kakuro book puts its rules and step sentences together in each language, from
//! `locales/<lang>/kakuro.ftl`.

use super::Puzzle;
use crate::kind::Kind;
use crate::solve::logic::Step;
use crate::words::Language;

crate::words::templates! {
    /// One language's step pieces: `kakuro-step-*` of `locales/<lang>/kakuro.ftl`.
    struct Texts("kakuro-step") {
        /// "the {sum} {way} at {cell}" (`way` one of `across`, `down`).
        run,
        across,
        down,
        /// "the band of {lines}" for a band of sum arithmetic.
        band,
        /// "{where}: {outcome} ({technique})."
        step,
        /// "{outcome} ({technique})." for a naked single, whose outcome names its square.
        single,
        /// "{cell} is {digit}".
        placed,
        /// "{digits} cannot go in {cells}".
        removed,
    }
}

/// The rules, one paragraph each, from `locales/*/kakuro.ftl`.
pub fn rules(lang: Language) -> Vec<String> {
    ["runs", "sums", "given"]
        .map(|part| crate::words::ftl::text(lang, &format!("kakuro-rules-{part}"), &[]))
        .to_vec()
}

/// One step as a sentence in `lang`.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let t = Texts::of(lang);
    let w = lang.words();
    let cell = |c: usize| w.cell_name(p.width(), c);
    let technique = super::kind::Kakuro.technique_name(step.technique.name, lang);
    // Where: the run the step works in (by its first cell), or the band, or the cell.
    let first = step.cells.first().copied().unwrap_or(0);
    let place = if step.technique.name == "sum-arithmetic" {
        let lines: Vec<String> = step
            .lines
            .iter()
            .map(|&l| crate::solve::words::line_name(w, l))
            .collect();
        t.band.fill(&[("lines", &w.and_list(&lines))])
    } else if step.technique.name == "naked-single" || !p.is_white(first) {
        cell(first)
    } else {
        // The run holding every cell of the step.
        let run = p.runs_at(first).into_iter().find(|&r| {
            step.cells
                .iter()
                .all(|&c| p.runs()[r].cells.contains(&(c as u16)))
        });
        match run {
            Some(r) => {
                let run = &p.runs()[r];
                let way = if run.across { &t.across } else { &t.down };
                t.run.fill(&[
                    ("sum", &run.sum),
                    ("way", &way),
                    ("cell", &cell(run.cells[0] as usize)),
                ])
            }
            None => cell(first),
        }
    };
    let mut parts: Vec<String> = step
        .placed
        .iter()
        .map(|&(c, d)| t.placed.fill(&[("cell", &cell(c)), ("digit", &d)]))
        .collect();
    // Removals grouped by the digits removed.
    let mut groups: Vec<(crate::latin::Mask, Vec<String>)> = Vec::new();
    for &(c, m) in &step.removed {
        match groups.iter_mut().find(|g| g.0 == m) {
            Some(g) => g.1.push(cell(c)),
            None => groups.push((m, vec![cell(c)])),
        }
    }
    for (m, cells) in groups {
        let digits: Vec<u8> = crate::latin::digits(m).collect();
        parts.push(t.removed.fill(&[
            ("digits", &w.or_list(&digits)),
            ("cells", &w.and_list(&cells)),
        ]));
    }
    let outcome = parts.join("; ");
    // A naked single's outcome names its square already ("r3c2 is 6"): no place before it.
    let (text, place) = if step.technique.name == "naked-single" && !step.placed.is_empty() {
        (&t.single, String::new())
    } else {
        (&t.step, place)
    };
    crate::words::capitalised(&text.fill(&[
        ("where", &place),
        ("outcome", &outcome),
        ("technique", &technique),
    ]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_every_technique() {
        for lang in Language::ALL {
            for tech in &super::super::solve::LADDER[1..] {
                let id = format!("technique-kakuro-{}", tech.name);
                assert!(
                    crate::words::ftl::has(lang, &id),
                    "locales/{lang}/techniques.ftl lacks {id}"
                );
            }
            assert_eq!(rules(lang).len(), 3);
        }
    }

    #[test]
    fn steps_name_their_run_and_cells_in_every_language() {
        let p = Puzzle::from_answer(6, 6, &crate::kakuro::tests::SMALL).unwrap();
        let g = super::super::solve::grade(&p);
        for lang in Language::ALL {
            for s in &g.steps {
                let text = step(lang, &p, s);
                assert!(text.contains("r") && text.ends_with(')') || text.ends_with('.'));
                let name = super::super::kind::Kakuro.technique_name(s.technique.name, lang);
                assert!(text.contains(&name), "{text}");
            }
        }
        let en = step(Language::En, &p, &g.steps[0]);
        assert!(en.contains("r2c2") || en.contains("r"), "{en}");
    }

    #[test]
    fn a_naked_single_names_its_square_once() {
        let p = Puzzle::from_answer(6, 6, &crate::kakuro::tests::SMALL).unwrap();
        let g = super::super::solve::grade(&p);
        let w = Language::En.words();
        let mut seen = 0;
        for s in g
            .steps
            .iter()
            .filter(|s| s.technique.name == "naked-single")
        {
            let Some(&(c, _)) = s.placed.first() else {
                continue;
            };
            let text = step(Language::En, &p, s);
            let name = w.cell_name(p.width(), c);
            assert_eq!(text.matches(name.as_str()).count(), 1, "{text}");
            seen += 1;
        }
        assert!(seen > 0, "no naked single in the small puzzle's solve");
    }
}
