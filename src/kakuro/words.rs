//! What a Kakuro book prints in each language: the kind's name, its rules, its techniques'
//! names and its step sentences.

use super::Puzzle;
use crate::kind::Kind;
use crate::solve::logic::Step;
use crate::words::{Language, fill};

/// One language's texts.
struct Texts {
    name: &'static str,
    /// (technique, printed name), in ladder order; the naked single has its shared name.
    techniques: [(&'static str, &'static str); 7],
    /// "The {sum} {way} run at {cell}" (`way` one of `across`, `down`).
    run: &'static str,
    across: &'static str,
    down: &'static str,
    /// "Rows {lines}" for a band of sum arithmetic.
    band: &'static str,
    /// "{where}: {outcome} ({technique})."
    step: &'static str,
    /// "{cell} is {digit}".
    placed: &'static str,
    /// "{digits} cannot go in {cells}".
    removed: &'static str,
}

const EN: Texts = Texts {
    name: "Kakuro",
    techniques: [
        ("unique-combination", "Unique combination"),
        ("bounds", "Smallest and largest"),
        ("combination-intersection", "Combination intersection"),
        ("required-digit", "Required digit"),
        ("run-subset", "Pairs and triples in a run"),
        ("long-run-combination", "Long run combinations"),
        ("sum-arithmetic", "Sum arithmetic"),
    ],
    run: "the {sum} {way} at {cell}",
    across: "across",
    down: "down",
    band: "the band of {lines}",
    step: "{where}: {outcome} ({technique}).",
    placed: "{cell} is {digit}",
    removed: "{digits} cannot go in {cells}",
};

const DE: Texts = Texts {
    name: "Kakuro",
    techniques: [
        ("unique-combination", "Eindeutige Kombination"),
        ("bounds", "Kleinste und größte Ziffern"),
        ("combination-intersection", "Kreuzende Kombinationen"),
        ("required-digit", "Pflichtziffer"),
        ("run-subset", "Paare und Tripel in einer Reihe"),
        ("long-run-combination", "Kombinationen langer Reihen"),
        ("sum-arithmetic", "Summenrechnung"),
    ],
    run: "die {way} {sum} bei {cell}",
    across: "waagerechte",
    down: "senkrechte",
    band: "das Band aus {lines}",
    step: "{where}: {outcome} ({technique}).",
    placed: "{cell} ist {digit}",
    removed: "{digits} kann nicht in {cells} stehen",
};

const FR: Texts = Texts {
    name: "Kakuro",
    techniques: [
        ("unique-combination", "Combinaison unique"),
        ("bounds", "Plus petit et plus grand"),
        ("combination-intersection", "Croisement des combinaisons"),
        ("required-digit", "Chiffre obligé"),
        ("run-subset", "Paires et triplets d'une suite"),
        ("long-run-combination", "Combinaisons des longues suites"),
        ("sum-arithmetic", "Calcul des sommes"),
    ],
    run: "la suite {way} de {sum} en {cell}",
    across: "horizontale",
    down: "verticale",
    band: "la bande {lines}",
    step: "{where} : {outcome} ({technique}).",
    placed: "{cell} vaut {digit}",
    removed: "{digits} ne peut pas aller en {cells}",
};

const ES: Texts = Texts {
    name: "Kakuro",
    techniques: [
        ("unique-combination", "Combinación única"),
        ("bounds", "Menor y mayor"),
        ("combination-intersection", "Cruce de combinaciones"),
        ("required-digit", "Número obligado"),
        ("run-subset", "Parejas y tríos de un tramo"),
        ("long-run-combination", "Combinaciones de tramos largos"),
        ("sum-arithmetic", "Cálculo de sumas"),
    ],
    run: "el tramo {way} de {sum} en {cell}",
    across: "horizontal",
    down: "vertical",
    band: "la franja de {lines}",
    step: "{where}: {outcome} ({technique}).",
    placed: "{cell} es {digit}",
    removed: "{digits} no puede ir en {cells}",
};

const IT: Texts = Texts {
    name: "Kakuro",
    techniques: [
        ("unique-combination", "Combinazione unica"),
        ("bounds", "Minimo e massimo"),
        ("combination-intersection", "Incrocio delle combinazioni"),
        ("required-digit", "Cifra obbligata"),
        ("run-subset", "Coppie e terne di una serie"),
        ("long-run-combination", "Combinazioni delle serie lunghe"),
        ("sum-arithmetic", "Calcolo delle somme"),
    ],
    run: "la serie {way} di {sum} in {cell}",
    across: "orizzontale",
    down: "verticale",
    band: "la fascia di {lines}",
    step: "{where}: {outcome} ({technique}).",
    placed: "{cell} è {digit}",
    removed: "{digits} non può andare in {cells}",
};

const NL: Texts = Texts {
    name: "Kakuro",
    techniques: [
        ("unique-combination", "Unieke combinatie"),
        ("bounds", "Kleinste en grootste"),
        ("combination-intersection", "Kruisende combinaties"),
        ("required-digit", "Verplicht cijfer"),
        ("run-subset", "Paren en drietallen in een reeks"),
        ("long-run-combination", "Combinaties van lange reeksen"),
        ("sum-arithmetic", "Sommen rekenen"),
    ],
    run: "de {way} reeks van {sum} bij {cell}",
    across: "horizontale",
    down: "verticale",
    band: "de band van {lines}",
    step: "{where}: {outcome} ({technique}).",
    placed: "{cell} is {digit}",
    removed: "{digits} kan niet in {cells}",
};

const PL: Texts = Texts {
    name: "Kakuro",
    techniques: [
        ("unique-combination", "Jedyny zestaw"),
        ("bounds", "Najmniejsza i największa"),
        ("combination-intersection", "Skrzyżowanie zestawów"),
        ("required-digit", "Cyfra konieczna"),
        ("run-subset", "Pary i trójki w ciągu"),
        ("long-run-combination", "Zestawy długich ciągów"),
        ("sum-arithmetic", "Rachunek sum"),
    ],
    run: "ciąg {way} o sumie {sum} od {cell}",
    across: "poziomy",
    down: "pionowy",
    band: "pas {lines}",
    step: "{where}: {outcome} ({technique}).",
    placed: "{cell} to {digit}",
    removed: "{digits} nie może być w {cells}",
};

const PT: Texts = Texts {
    name: "Kakuro",
    techniques: [
        ("unique-combination", "Combinação única"),
        ("bounds", "Menor e maior"),
        ("combination-intersection", "Cruzamento de combinações"),
        ("required-digit", "Algarismo obrigatório"),
        ("run-subset", "Pares e trios numa sequência"),
        ("long-run-combination", "Combinações de sequências longas"),
        ("sum-arithmetic", "Cálculo de somas"),
    ],
    run: "a sequência {way} de {sum} em {cell}",
    across: "horizontal",
    down: "vertical",
    band: "a faixa com {lines}",
    step: "{where}: {outcome} ({technique}).",
    placed: "{cell} é {digit}",
    removed: "{digits} não pode ir em {cells}",
};

fn texts(lang: Language) -> &'static Texts {
    match lang {
        Language::En => &EN,
        Language::De => &DE,
        Language::Fr => &FR,
        Language::Es => &ES,
        Language::It => &IT,
        Language::Nl => &NL,
        Language::Pl => &PL,
        Language::Pt => &PT,
    }
}

/// The kind's name in a book in `lang`.
pub fn name(lang: Language) -> &'static str {
    texts(lang).name
}

/// The rules, one paragraph each, from `locales/*/kakuro.ftl`.
pub fn rules(lang: Language) -> Vec<String> {
    ["runs", "sums", "given"]
        .map(|part| crate::words::ftl::text(lang, &format!("kakuro-rules-{part}"), &[]))
        .to_vec()
}

/// A technique's printed name in `lang`.
pub fn technique(lang: Language, name: &str) -> Option<&'static str> {
    texts(lang)
        .techniques
        .iter()
        .find(|t| t.0 == name)
        .map(|t| t.1)
}

/// One step as a sentence in `lang`.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let t = texts(lang);
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
        fill(t.band, &[("lines", &w.and_list(&lines))])
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
                let way = if run.across { t.across } else { t.down };
                fill(
                    t.run,
                    &[
                        ("sum", &run.sum),
                        ("way", &way),
                        ("cell", &cell(run.cells[0] as usize)),
                    ],
                )
            }
            None => cell(first),
        }
    };
    let mut parts: Vec<String> = step
        .placed
        .iter()
        .map(|&(c, d)| fill(t.placed, &[("cell", &cell(c)), ("digit", &d)]))
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
        parts.push(fill(
            t.removed,
            &[
                ("digits", &w.or_list(&digits)),
                ("cells", &w.and_list(&cells)),
            ],
        ));
    }
    let outcome = parts.join("; ");
    crate::words::capitalised(&fill(
        t.step,
        &[
            ("where", &place),
            ("outcome", &outcome),
            ("technique", &technique),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_every_technique() {
        for lang in Language::ALL {
            for tech in &super::super::solve::LADDER[1..] {
                let name = technique(lang, tech.name).unwrap();
                assert!(!name.is_empty(), "{lang} {}", tech.name);
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
}
