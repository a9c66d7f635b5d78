//! What a Magic squares book prints in each language: the kind's name, its rules, and its step
//! sentences.

use super::lines::LineId;
use super::magic_constant;
use super::numbers::Numbers;
use crate::latin::{Mask, single};
use crate::solve::logic::Step;
use crate::words::{Language, fill, ftl};

/// The kind's name in a book in `lang`.
pub fn name(lang: Language) -> &'static str {
    match lang {
        Language::En => "Magic squares",
        Language::De => "Magische Quadrate",
        Language::Fr => "Carrés magiques",
        Language::Es => "Cuadrados mágicos",
        Language::It => "Quadrati magici",
        Language::Nl => "Magische vierkanten",
        Language::Pl => "Kwadraty magiczne",
        Language::Pt => "Quadrados mágicos",
    }
}

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

/// Magic squares' step sentences in a language other than English (which keeps its own in
/// [`super::explain`]).
struct Steps {
    diagonal: &'static str,
    anti_diagonal: &'static str,
    /// A line the step's cells do not name (never expected).
    line: &'static str,
    /// `{line}`, `{sum}`, `{cell}`, `{v}`.
    one_blank: &'static str,
    /// `{cell}`, `{v}`.
    naked: &'static str,
    hidden: &'static str,
    /// `{line}`, `{k}`, `{blanks}`, `{sum}`, `{ways}`, `{outcome}`.
    line_sum: &'static str,
    /// The ways of a sum, counted: `{k}`.
    ways: &'static str,
}

fn steps(lang: Language) -> Option<Steps> {
    Some(match lang {
        Language::En => return None,
        Language::De => Steps {
            diagonal: "die Diagonale von links oben",
            anti_diagonal: "die Diagonale von rechts oben",
            line: "eine Linie",
            one_blank: "{line} hat nur ein leeres Kästchen: {sum}, also ist {cell} {v}.",
            naked: "Für {cell} bleibt nur die {v}: Jede andere Zahl ist schon verwendet oder \
                    kann eine ihrer Linien nicht vervollständigen. Also ist {cell} {v}.",
            hidden: "Die {v} steht noch nicht im Gitter, und {cell} ist das einzige Kästchen, \
                     das sie noch aufnehmen kann. Also ist {cell} {v}.",
            line_sum: "{line} hat {k} leere Kästchen, {blanks}, die mit noch unbenutzten Zahlen, \
                       jede in ihrem Kästchen noch möglich, zusammen {sum} ergeben müssen{ways}. Also: {outcome}.",
            ways: ", auf {k} Arten",
        },
        Language::Fr => Steps {
            diagonal: "la diagonale partant du coin supérieur gauche",
            anti_diagonal: "la diagonale partant du coin supérieur droit",
            line: "un alignement",
            one_blank: "{line} n'a qu'une case vide\u{a0}: {sum}, donc {cell} vaut {v}.",
            naked: "Il ne reste que {v} pour {cell}\u{a0}: tous les autres nombres sont déjà \
                    utilisés ou ne peuvent pas compléter l'un de ses alignements. Donc {cell} \
                    vaut {v}.",
            hidden: "Le {v} n'est pas encore dans la grille, et {cell} est la seule case qui \
                     peut encore le recevoir. Donc {cell} vaut {v}.",
            line_sum: "{line} a {k} cases vides, {blanks}, dont la somme doit faire {sum} avec \
                       des nombres pas encore utilisés, chacun encore possible dans sa case{ways}. Donc {outcome}.",
            ways: ", de {k} façons",
        },
        Language::Es => Steps {
            diagonal: "la diagonal que empieza arriba a la izquierda",
            anti_diagonal: "la diagonal que empieza arriba a la derecha",
            line: "una línea",
            one_blank: "{line} tiene una sola casilla vacía: {sum}, así que {cell} es {v}.",
            naked: "Para {cell} solo queda el {v}: todos los demás números ya están usados o no \
                    pueden completar una de sus líneas. Así que {cell} es {v}.",
            hidden: "El {v} aún no está en la cuadrícula, y {cell} es la única casilla que \
                     todavía puede tenerlo. Así que {cell} es {v}.",
            line_sum: "{line} tiene {k} casillas vacías, {blanks}, que deben sumar {sum} con \
                       números aún no usados, cada uno posible todavía en su casilla{ways}. Así que {outcome}.",
            ways: ", de {k} formas",
        },
        Language::It => Steps {
            diagonal: "la diagonale dall'angolo in alto a sinistra",
            anti_diagonal: "la diagonale dall'angolo in alto a destra",
            line: "una linea",
            one_blank: "{line} ha una sola casella vuota: {sum}, quindi {cell} è {v}.",
            naked: "Per {cell} resta solo il {v}: ogni altro numero è già usato o non può \
                    completare una delle sue linee. Quindi {cell} è {v}.",
            hidden: "Il {v} non è ancora nella griglia, e {cell} è l'unica casella che può \
                     ancora prenderlo. Quindi {cell} è {v}.",
            line_sum: "{line} ha {k} caselle vuote, {blanks}, che devono sommare {sum} con \
                       numeri non ancora usati, ognuno ancora possibile nella sua casella{ways}. Quindi {outcome}.",
            ways: ", in {k} modi",
        },
        Language::Nl => Steps {
            diagonal: "de diagonaal vanaf linksboven",
            anti_diagonal: "de diagonaal vanaf rechtsboven",
            line: "een lijn",
            one_blank: "{line} heeft één leeg vakje: {sum}, dus {cell} is {v}.",
            naked: "Voor {cell} blijft alleen {v} over: elk ander getal is al gebruikt of kan \
                    een van zijn lijnen niet afmaken. Dus {cell} is {v}.",
            hidden: "{v} staat nog niet in het diagram, en {cell} is het enige vakje waar het \
                     nog in kan. Dus {cell} is {v}.",
            line_sum: "{line} heeft {k} lege vakjes, {blanks}, die met nog ongebruikte getallen, \
                       elk nog mogelijk in zijn vakje, samen {sum} moeten zijn{ways}. Dus: {outcome}.",
            ways: ", op {k} manieren",
        },
        Language::Pl => Steps {
            diagonal: "przekątna od lewego górnego rogu",
            anti_diagonal: "przekątna od prawego górnego rogu",
            line: "linia",
            one_blank: "{line} ma tylko jedno puste pole: {sum}, więc w polu {cell} jest {v}.",
            naked: "Dla pola {cell} zostaje tylko {v}: każda inna liczba jest już użyta albo \
                    nie może uzupełnić jednej z jego linii. Więc w polu {cell} jest {v}.",
            hidden: "Liczby {v} nie ma jeszcze w diagramie, a {cell} to jedyne pole, które może \
                     ją jeszcze przyjąć. Więc w polu {cell} jest {v}.",
            line_sum: "{line} ma puste pola (jest ich {k}): {blanks}; muszą one dać razem {sum} \
                       liczbami jeszcze nieużytymi, z których każda pasuje do swojego \
                       pola{ways}. Więc {outcome}.",
            ways: " na {k} sposobów",
        },
        Language::Pt => Steps {
            diagonal: "a diagonal que começa no canto superior esquerdo",
            anti_diagonal: "a diagonal que começa no canto superior direito",
            line: "uma linha",
            one_blank: "{line} tem uma só casa vazia: {sum}, então {cell} é {v}.",
            naked: "Para {cell} só resta o {v}: todos os outros números já foram usados ou não \
                    podem completar uma das suas linhas. Então {cell} é {v}.",
            hidden: "O {v} ainda não está na grade, e {cell} é a única casa que ainda pode \
                     recebê-lo. Então {cell} é {v}.",
            line_sum: "{line} tem {k} casas vazias, {blanks}, que devem somar {sum} com \
                       números ainda não usados, cada um ainda possível na sua casa{ways}. Então {outcome}.",
            ways: ", de {k} formas",
        },
    })
}

/// A square's numbers as `lang` names them in running text: "the numbers 4 to 12", or
/// with a step "the numbers 4, 6 … 20" (`list` with `{a}`, `{b}`, `{z}`).
fn numbers_in(lang: Language, numbers: Numbers, n: usize) -> String {
    let (range, list) = match lang {
        Language::En => ("the numbers {a} to {z}", "the numbers {a}, {b} … {z}"),
        Language::De => ("die Zahlen {a} bis {z}", "die Zahlen {a}, {b} … {z}"),
        Language::Fr => ("les nombres de {a} à {z}", "les nombres {a}, {b} … {z}"),
        Language::Es => ("los números del {a} al {z}", "los números {a}, {b} … {z}"),
        Language::It => ("i numeri da {a} a {z}", "i numeri {a}, {b} … {z}"),
        Language::Nl => (
            "de getallen {a} tot en met {z}",
            "de getallen {a}, {b} … {z}",
        ),
        Language::Pl => ("liczb od {a} do {z}", "liczb {a}, {b} … {z}"),
        Language::Pt => ("os números de {a} a {z}", "os números {a}, {b} … {z}"),
    };
    let form = if numbers.step == 1 { range } else { list };
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
    let forms: [&str; 3] = match lang {
        Language::En => [
            "Use {numbers}; each line adds up to {t}",
            "Use {numbers}; lines add up to {t}",
            "{short}; sum {t}",
        ],
        Language::De => [
            "Verwenden Sie {numbers}; jede Linie hat die Summe {t}",
            "{Numbers}; Summe jeder Linie: {t}",
            "{short}; Summe {t}",
        ],
        Language::Fr => [
            "Utilisez {numbers}\u{a0}; chaque alignement fait {t}",
            "{Numbers}\u{a0}; total {t} par alignement",
            "{short}\u{a0}; total {t}",
        ],
        Language::Es => [
            "Usa {numbers}; cada línea suma {t}",
            "{Numbers}; las líneas suman {t}",
            "{short}; suma {t}",
        ],
        Language::It => [
            "Usa {numbers}; ogni linea somma {t}",
            "{Numbers}; le linee sommano {t}",
            "{short}; somma {t}",
        ],
        Language::Nl => [
            "Gebruik {numbers}; elke lijn telt op tot {t}",
            "{Numbers}; elke lijn telt {t}",
            "{short}; som {t}",
        ],
        Language::Pl => [
            "Użyj {numbers}; suma w każdej linii: {t}",
            "Użyj {numbers}; suma linii: {t}",
            "{short}; suma {t}",
        ],
        Language::Pt => [
            "Use {numbers}; cada linha soma {t}",
            "{Numbers}; as linhas somam {t}",
            "{short}; soma {t}",
        ],
    };
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
