//! What a Killer Sudoku book prints in each language: the kind's name, its rules, its own
//! techniques' names and notes, and its step sentences. Sudoku's techniques keep Sudoku's
//! words ([`crate::sudoku::words`]).

use super::Puzzle;
use super::techniques::{Parts, live_sets};
use crate::latin::{Line, Mask, lowest};
use crate::solve::logic::{CellSet, Geometry, Step};
use crate::solve::words::{line_in, line_name, outcome};
use crate::words::{Language, book_sizes, capitalised, fill, ftl};

/// The kind's name in a book in `lang`.
pub fn name(lang: Language) -> &'static str {
    match lang {
        Language::En | Language::De | Language::Nl | Language::Pl | Language::Pt => "Killer Sudoku",
        Language::Fr => "Sudoku Killer",
        Language::Es => "Sudoku Killer",
        Language::It => "Killer Sudoku",
    }
}

/// The rules, one paragraph each, for a book whose sections use `sizes`, from
/// `locales/*/killer.ftl`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    let mut sizes: Vec<usize> = book_sizes(sizes, 9)
        .into_iter()
        .filter(|n| super::SIZES.contains(n))
        .collect();
    if sizes.is_empty() {
        sizes.push(9);
    }
    let grids: Vec<String> = sizes
        .iter()
        .map(|&n| {
            let (h, w) = crate::latin::box_shape(n).expect("a Killer size");
            ftl::text(
                lang,
                "killer-rules-grid",
                &[("n", n.into()), ("w", w.into()), ("h", h.into())],
            )
        })
        .collect();
    let grids = grids.join("; ");
    let total: Vec<String> = sizes
        .iter()
        .map(|&n| (n * (n + 1) / 2).to_string())
        .collect();
    let total = total.join(" / ");
    ["fill", "cages", "given"]
        .map(|part| {
            ftl::text(
                lang,
                &format!("killer-rules-{part}"),
                &[
                    ("grids", grids.as_str().into()),
                    ("total", total.as_str().into()),
                ],
            )
        })
        .to_vec()
}

/// Killer's step sentences in a language other than English.
struct Steps {
    /// `{sum}`, `{cell}`.
    cage: &'static str,
    /// `{cage}`, `{cells}`, `{k}` (how many), `{sum}`, `{sets}`, `{outcome}`.
    combination: &'static str,
    /// The same for a cage of one cell.
    combination_one: &'static str,
    /// `{region}`, `{whole}`, `{inside}`, `{cells}`, `{sum}`, `{outcome}`.
    innies: &'static str,
    /// `{region}`, `{whole}`, `{all}`, `{cells}`, `{sum}`, `{outcome}`.
    outies: &'static str,
    /// `{region}`, `{whole}`, `{inside}`, `{cells}`, `{sum}`, `{outcome}`: one house, placed
    /// digits and cage parts counted.
    innies_live: &'static str,
    /// `{region}`, `{whole}`, `{cage}`, `{cells}`, `{sum}`, `{outcome}`.
    split: &'static str,
    /// `{cage}`, `{d}`, `{cells}`, `{line}` ("row 3") or `{inline}` ("in row 3"), `{outcome}`.
    overlap: &'static str,
    /// `{line}` or `{inline}`, `{d}`, `{cells}`, `{cage}`, `{outcome}`.
    overlap_in: &'static str,
    /// `{cage}`, `{other}`, `{sets}`, `{outcome}`.
    clash: &'static str,
    /// "rows {list}" / "columns {list}".
    rows: &'static str,
    columns: &'static str,
}

fn steps(lang: Language) -> Option<Steps> {
    Some(match lang {
        Language::En => return None,
        Language::De => Steps {
            cage: "der {sum}er-Käfig bei {cell}",
            combination: "{cage} ({cells}): {k} Kästchen mit verschiedenen Ziffern ergeben {sum} nur als {sets}, daher: {outcome}.",
            combination_one: "{cage} besteht nur aus {cells}, also steht dort die {sum}: {outcome}.",
            innies: "{region}, zusammen: {whole}; die Käfige ganz darin ergeben {inside}, also bleibt für {cells} {sum}, daher: {outcome}.",
            outies: "{region}, zusammen: {whole}; die Käfige, die hineinreichen, ergeben zusammen {all}, davon {whole} darin; also bleibt für {cells} außerhalb der Rest von {sum}, daher: {outcome}.",
            innies_live: "{region} ergibt {whole}; die gesetzten Ziffern und die Käfige (oder Käfigteile) ganz darin ergeben {inside}, also ergeben {cells} {sum}, daher: {outcome}.",
            split: "{region} ergibt {whole}, und die übrigen Kästchen darin liegen alle in einem Käfig, {cage}, der sich dort teilt: sein Teil {cells} ergibt {sum}, daher: {outcome}.",
            overlap: "{cage} braucht in jeder Füllung die {d}, und dort kann sie nur in {cells} stehen, alle in {line}, daher: {outcome}.",
            overlap_in: "in {line} kann die {d} nur in {cells} stehen, alle in einem Käfig ({cage}); der Käfig enthält also die {d}, daher: {outcome}.",
            clash: "{cage} und {other} teilen keine Ziffer; {cage} geht also nur als {sets}, daher: {outcome}.",
            rows: "die Zeilen {list}",
            columns: "die Spalten {list}",
        },
        Language::Fr => Steps {
            cage: "la cage de {sum} en {cell}",
            combination: "dans {cage} ({cells}), {k} cases aux chiffres différents ne font {sum} que par {sets}, donc\u{a0}: {outcome}.",
            combination_one: "{cage} n'a qu'une case, {cells}, qui contient donc le {sum}\u{a0}: {outcome}.",
            innies: "{region}, au total\u{a0}: {whole}\u{a0}; les cages entièrement dedans font {inside}, donc il reste {sum} pour {cells}, d'où\u{a0}: {outcome}.",
            outies: "{region}, au total\u{a0}: {whole}\u{a0}; les cages qui y entrent font {all} en tout, dont {whole} dedans\u{a0}; donc il reste {sum} pour {cells}, dehors, d'où\u{a0}: {outcome}.",
            innies_live: "{region} fait {whole}\u{a0}; les chiffres placés et les cages (ou parties de cages) entièrement dedans font {inside}, donc {cells} font {sum}, d'où\u{a0}: {outcome}.",
            split: "{region} fait {whole}, et les cases qui restent dedans sont toutes dans {cage}, qui s'y coupe\u{a0}: sa partie {cells} fait {sum}, d'où\u{a0}: {outcome}.",
            overlap: "toute façon de faire {cage} utilise le {d}, qui n'y peut aller qu'en {cells}, tous dans {line}, donc\u{a0}: {outcome}.",
            overlap_in: "dans {line}, le {d} ne peut aller qu'en {cells}, tous dans {cage}\u{a0}; la cage contient donc le {d}, d'où\u{a0}: {outcome}.",
            clash: "{cage} et {other} n'ont aucun chiffre en commun\u{a0}; {cage} ne se fait donc que par {sets}, d'où\u{a0}: {outcome}.",
            rows: "les lignes {list}",
            columns: "les colonnes {list}",
        },
        Language::Es => Steps {
            cage: "la jaula de {sum} en {cell}",
            combination: "en {cage} ({cells}), {k} casillas con números distintos solo suman {sum} con {sets}, así que: {outcome}.",
            combination_one: "{cage} es solo {cells}, que tiene por tanto el {sum}: {outcome}.",
            innies: "{region}, en total: {whole}; las jaulas enteras dentro suman {inside}, así que quedan {sum} para {cells}: {outcome}.",
            outies: "{region}, en total: {whole}; las jaulas que entran suman {all} en total, {whole} de ello dentro; así que quedan {sum} para {cells}, fuera: {outcome}.",
            innies_live: "{region} suma {whole}; los números ya puestos y las jaulas (o partes de jaulas) enteras dentro suman {inside}, así que {cells} suman {sum}: {outcome}.",
            split: "{region} suma {whole}, y las casillas que quedan dentro están todas en {cage}, que se divide ahí: su parte {cells} suma {sum}: {outcome}.",
            overlap: "toda forma de llenar {cage} usa el {d}, que allí solo puede ir en {cells}, todas en {line}, así que: {outcome}.",
            overlap_in: "en {line}, el {d} solo puede ir en {cells}, todas en {cage}; la jaula contiene el {d}, así que: {outcome}.",
            clash: "{cage} y {other} no comparten números; {cage} solo se logra con {sets}, así que: {outcome}.",
            rows: "las filas {list}",
            columns: "las columnas {list}",
        },
        Language::It => Steps {
            cage: "la gabbia da {sum} in {cell}",
            combination: "{cage} ({cells}): {k} caselle con cifre diverse fanno {sum} solo con {sets}, quindi: {outcome}.",
            combination_one: "{cage} è solo {cells}, che quindi ha il {sum}: {outcome}.",
            innies: "{region}, in tutto: {whole}; le gabbie tutte dentro fanno {inside}, quindi restano {sum} per {cells}: {outcome}.",
            outies: "{region}, in tutto: {whole}; le gabbie che vi entrano fanno {all} in tutto, {whole} dentro; quindi restano {sum} per {cells}, fuori: {outcome}.",
            innies_live: "{region} fa {whole}; le cifre già messe e le gabbie (o parti di gabbie) tutte dentro fanno {inside}, quindi {cells} fanno {sum}: {outcome}.",
            split: "{region} fa {whole}, e le caselle rimaste dentro sono tutte in un'unica gabbia, {cage}, che lì si divide: la sua parte {cells} fa {sum}: {outcome}.",
            overlap: "ogni modo di fare {cage} usa il {d}, che lì può andare solo in {cells}, tutte {inline}, quindi: {outcome}.",
            overlap_in: "{inline} il {d} può andare solo in {cells}, tutte in un'unica gabbia ({cage}); la gabbia contiene il {d}, quindi: {outcome}.",
            clash: "{cage} e {other} non hanno cifre in comune; {cage} si fa solo con {sets}, quindi: {outcome}.",
            rows: "le righe {list}",
            columns: "le colonne {list}",
        },
        Language::Nl => Steps {
            cage: "de kooi van {sum} bij {cell}",
            combination: "in {cage} ({cells}) zijn {k} vakjes met verschillende cijfers alleen samen {sum} als {sets}, dus: {outcome}.",
            combination_one: "{cage} is alleen {cells}, dus daar staat de {sum}: {outcome}.",
            innies: "{region}, samen: {whole}; de kooien er helemaal in zijn {inside}, dus blijft er {sum} over voor {cells}: {outcome}.",
            outies: "{region}, samen: {whole}; de kooien die erin reiken zijn samen {all}, waarvan {whole} erin; dus blijft er {sum} over voor {cells}, erbuiten: {outcome}.",
            innies_live: "{region} is samen {whole}; de geplaatste cijfers en de kooien (of kooidelen) er helemaal in zijn {inside}, dus {cells} zijn samen {sum}: {outcome}.",
            split: "{region} is samen {whole}, en de overige vakjes erin liggen allemaal in {cage}, die daar splitst: het deel {cells} is {sum}: {outcome}.",
            overlap: "elke vulling van {cage} gebruikt de {d}, die daar alleen in {cells} kan, allemaal in {line}, dus: {outcome}.",
            overlap_in: "in {line} kan de {d} alleen in {cells}, allemaal in {cage}; de kooi bevat dus de {d}: {outcome}.",
            clash: "{cage} en {other} delen geen cijfer; {cage} kan dus alleen als {sets}: {outcome}.",
            rows: "de rijen {list}",
            columns: "de kolommen {list}",
        },
        Language::Pl => Steps {
            cage: "klatka {sum} w {cell}",
            combination: "{cage} ({cells}): różne cyfry w polach tej klatki (jest ich {k}) dają {sum} tylko jako {sets}, więc: {outcome}.",
            combination_one: "{cage} to tylko pole {cells}, więc stoi w nim {sum}: {outcome}.",
            innies: "{region}, razem: {whole}; klatki leżące całkiem w środku dają {inside}, więc zostaje {sum} na {cells}: {outcome}.",
            outies: "{region}, razem: {whole}; klatki, które tam sięgają, dają razem {all}, z czego {whole} w środku; więc zostaje {sum} na {cells}, na zewnątrz: {outcome}.",
            innies_live: "{region} daje {whole}; wpisane cyfry i klatki (lub części klatek) leżące całkiem w środku dają {inside}, więc {cells} dają {sum}: {outcome}.",
            split: "{region} daje {whole}, a pozostałe pola w środku leżą wszystkie w klatce ({cage}), która tam się dzieli: jej część {cells} daje {sum}: {outcome}.",
            overlap: "każdy sposób wypełnienia klatki ({cage}) używa cyfry {d}, która może tam stać tylko w {cells}, wszystkich w obszarze: {line}, więc: {outcome}.",
            overlap_in: "w obszarze: {line} cyfra {d} może stać tylko w {cells}, wszystkich w klatce ({cage}); klatka zawiera więc {d}: {outcome}.",
            clash: "klatki ({cage} i {other}) nie mają wspólnej cyfry; {cage} da się więc uzyskać tylko jako {sets}: {outcome}.",
            rows: "wiersze {list}",
            columns: "kolumny {list}",
        },
        // {region} and {line} are the subject with its article ("a linha 2"), {inline} comes
        // with "de" ("da linha 2"); a cage is named without its article ("gaiola de 10 em L1C1").
        Language::Pt => Steps {
            cage: "gaiola de {sum} em {cell}",
            combination: "na {cage} ({cells}), {k} casas com números diferentes só somam {sum} com {sets}, então: {outcome}.",
            combination_one: "a {cage} é só {cells}, que tem, portanto, o {sum}: {outcome}.",
            innies: "{region}, ao todo: {whole}; as gaiolas inteiramente dentro somam {inside}, então sobram {sum} para {cells}: {outcome}.",
            outies: "{region}, ao todo: {whole}; as gaiolas que entram ali somam {all} ao todo, {whole} delas lá dentro; então sobram {sum} para {cells}, do lado de fora: {outcome}.",
            innies_live: "{region} soma {whole}; os números já colocados e as gaiolas (ou partes de gaiolas) inteiramente ali dentro somam {inside}, então {cells} somam {sum}: {outcome}.",
            split: "{region} soma {whole}, e as casas que sobram ali dentro estão todas na {cage}, que se divide ali: a sua parte {cells} soma {sum}: {outcome}.",
            overlap: "toda forma de preencher a {cage} usa o {d}, que ali só pode ficar em {cells}, todas dentro {inline}, então: {outcome}.",
            overlap_in: "dentro {inline}, o {d} só pode ficar em {cells}, todas na {cage}; a gaiola tem, portanto, o {d}: {outcome}.",
            clash: "a {cage} e a {other} não têm números em comum; a {cage} só se consegue, então, com {sets}: {outcome}.",
            rows: "as linhas {list}",
            columns: "as colunas {list}",
        },
    })
}

/// One step of `p` as a sentence in `lang`.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let n = p.size();
    let Some(t) = steps(lang) else {
        return super::explain::describe(p, step);
    };
    let w = lang.words();
    let out = outcome(w, n, step);
    let cage = |k: usize| {
        let c = &p.cages()[k];
        fill(
            t.cage,
            &[("sum", &c.sum), ("cell", &w.cell_name(n, c.corner()))],
        )
    };
    let cells = |cs: &[usize]| w.and_list(cs.iter().map(|&c| w.cell_name(n, c)));
    let region_name = |lines: &[Line]| match lines {
        // The region is the subject of its sentence ("row 3 adds up to 45").
        [one] => line_name(w, *one),
        _ => {
            let list = w.and_list(lines.iter().map(|l| match l {
                Line::Row(i) | Line::Col(i) | Line::Box(i) => i + 1,
            }));
            let tpl = if matches!(lines[0], Line::Row(_)) {
                t.rows
            } else {
                t.columns
            };
            fill(tpl, &[("list", &list)])
        }
    };
    let geo = Geometry::of(n, true);
    let total = p.house_sum();
    let text = match step.technique.name {
        "cage-combination" => {
            let k = p.cage_of(step.cells[0]);
            let c = &p.cages()[k];
            let sets = live_sets(&step.cell_cands, c.sum, n as u8);
            // The reason: so many different digits can reach the sum only these ways.
            let template = if c.len() == 1 {
                t.combination_one
            } else {
                t.combination
            };
            fill(
                template,
                &[
                    ("cage", &cage(k)),
                    ("cells", &cells(&step.cells)),
                    ("k", &c.len()),
                    ("sum", &c.sum),
                    ("sets", &or_sets(w, &sets)),
                    ("outcome", &out),
                ],
            )
        }
        "rule-of-45" => {
            let sum = super::explain::answer_sum(p, &step.cells);
            fill(
                t.innies_live,
                &[
                    ("region", &line_name(w, step.lines[0])),
                    ("whole", &total),
                    ("inside", &total.saturating_sub(sum)),
                    ("cells", &cells(&step.cells)),
                    ("sum", &sum),
                    ("outcome", &out),
                ],
            )
        }
        "rule-of-45-bands" => {
            let reg = step
                .lines
                .iter()
                .fold(CellSet::EMPTY, |r, &l| r | geo.line(l));
            let parts = Parts::of(p, reg);
            let whole = total * step.lines.len() as u32;
            let innie = whole - parts.inside_sum;
            let inside = step.cells.iter().all(|&c| reg.contains(c));
            let region = region_name(&step.lines);
            if inside {
                fill(
                    t.innies,
                    &[
                        ("region", &region),
                        ("whole", &whole),
                        ("inside", &parts.inside_sum),
                        ("cells", &cells(&step.cells)),
                        ("sum", &innie),
                        ("outcome", &out),
                    ],
                )
            } else {
                let poking = parts.poking_sum(p);
                fill(
                    t.outies,
                    &[
                        ("region", &region),
                        ("whole", &whole),
                        // All the cages touching the region, the wholly inside ones too.
                        ("all", &(poking + parts.inside_sum)),
                        ("cells", &cells(&step.cells)),
                        ("sum", &poking.saturating_sub(innie)),
                        ("outcome", &out),
                    ],
                )
            }
        }
        "cage-splitting" => {
            let line = step.lines[0];
            let k = p.cage_of(step.cells[0]);
            fill(
                t.split,
                &[
                    ("region", &line_name(w, line)),
                    ("whole", &total),
                    ("cage", &cage(k)),
                    ("cells", &cells(&step.cells)),
                    ("sum", &super::explain::answer_sum(p, &step.cells)),
                    ("outcome", &out),
                ],
            )
        }
        "cage-overlap" => {
            let d = lowest(step.digits.max(1));
            let k = p.cage_of(step.cells[0]);
            let cage_cells = &p.cages()[k].cells;
            let in_cage = step
                .removed
                .iter()
                .all(|r| cage_cells.contains(&(r.0 as u8)));
            let tpl = if in_cage { t.overlap_in } else { t.overlap };
            fill(
                tpl,
                &[
                    ("cage", &cage(k)),
                    ("d", &d),
                    ("cells", &cells(&step.cells)),
                    ("line", &line_name(w, step.lines[0])),
                    ("inline", &line_in(w, step.lines[0])),
                    ("outcome", &out),
                ],
            )
        }
        "combination-clash" => {
            let (a, b) = super::explain::clash_cages(p, step);
            let kept = super::explain::clash_kept(p, step);
            fill(
                t.clash,
                &[
                    ("cage", &cage(a)),
                    ("other", &cage(b)),
                    ("sets", &or_sets(w, &kept)),
                    ("outcome", &out),
                ],
            )
        }
        // Killer's Sudoku techniques read as in a Sudoku.
        _ => return crate::sudoku::words::step(lang, n, step),
    };
    capitalised(&text)
}

/// "1+2+6 or 1+3+5" with the language's "or".
fn or_sets(w: &crate::words::Words, sets: &[Mask]) -> String {
    w.or_list(sets.iter().map(|&s| {
        crate::latin::digits(s)
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("+")
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_rules_and_names() {
        for lang in Language::ALL {
            let r = rules(lang, &[9, 6]);
            assert_eq!(r.len(), 3);
            assert!(
                r[1].contains("45") && r[1].contains("21"),
                "{lang:?}: {}",
                r[1]
            );
            for t in [
                "cage-combination",
                "rule-of-45",
                "cage-splitting",
                "cage-overlap",
                "combination-clash",
                "rule-of-45-bands",
            ] {
                assert!(
                    crate::words::ftl::technique_heading(lang, "killer", t).is_some(),
                    "{lang:?} {t}"
                );
            }
        }
    }
}
