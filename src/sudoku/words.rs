//! What a Sudoku book prints in each language: the kind's name, its rules, and its step
//! sentences.

use crate::solve::logic::Step;
use crate::words::{Language, fill};

/// The kind's name in a book in `lang`.
pub fn name(lang: Language) -> &'static str {
    match lang {
        Language::En => "Sudoku",
        Language::De => "Sudoku",
        Language::Fr => "Sudoku",
        Language::Es => "Sudoku",
        Language::It => "Sudoku",
        Language::Nl => "Sudoku",
        Language::Pl => "Sudoku",
        Language::Pt => "Sudoku",
    }
}

/// The rules, one paragraph each, for a book whose sections use `sizes`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    if lang == Language::En {
        return rules_en(sizes);
    }
    let mut sizes: Vec<usize> = sizes
        .iter()
        .copied()
        .filter(|s| super::SIZES.contains(s))
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    if sizes.is_empty() {
        sizes.push(9);
    }
    let (grid, paragraphs): (&str, [&str; 3]) = match lang {
        Language::En => unreachable!("English returned above"),
        Language::De => (
            "in einem {n}×{n}-Gitter die Zahlen 1 bis {n}, und das Gitter ist in Blöcke von {w} \
             Kästchen Breite und {h} Kästchen Höhe geteilt",
            [
                "Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass jede Zeile, jede \
                 Spalte und jeder Block (die fett umrandeten Bereiche) jede Zahl genau einmal \
                 enthält: {grids}.",
                "Eine Zahl darf sich in keiner Zeile, keiner Spalte und keinem Block \
                 wiederholen. Suchen Sie das einzige Kästchen, in das eine Zahl passt, oder die \
                 einzige Zahl, die in ein Kästchen passt, und tragen Sie sie ein; jede \
                 eingetragene Zahl hilft bei der nächsten.",
                "Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, \
                 und Logik allein führt zu ihr: Raten ist nie nötig.",
            ],
        ),
        Language::Fr => (
            "dans une grille de {n} sur {n}, les chiffres de 1 à {n}, la grille étant divisée en \
             blocs de {w} cases de large sur {h} de haut",
            [
                "Remplissez chaque case vide avec un chiffre de sorte que chaque ligne, chaque \
                 colonne et chaque bloc (les zones entourées d'un trait épais) contienne chaque \
                 chiffre une seule fois\u{a0}: {grids}.",
                "Un chiffre ne peut jamais se répéter dans une ligne, une colonne ou un bloc. \
                 Cherchez la seule case où un chiffre peut aller, ou le seul chiffre qui convient \
                 à une case, et écrivez-le\u{a0}; chaque chiffre placé aide à trouver le suivant.",
                "Les chiffres imprimés dans la grille sont donnés. Chaque grille a une solution \
                 unique, et la logique seule permet de la trouver\u{a0}: il n'est jamais \
                 nécessaire de deviner.",
            ],
        ),
        Language::Es => (
            "en una cuadrícula de {n} por {n}, los números del 1 al {n}, con bloques de {w} \
             casillas de ancho y {h} de alto",
            [
                "Rellena cada casilla vacía con un número de modo que cada fila, cada columna y \
                 cada bloque (las zonas marcadas con línea gruesa) contenga cada número una sola \
                 vez: {grids}.",
                "Un número nunca puede repetirse en una fila, una columna o un bloque. Busca la \
                 única casilla donde cabe un número, o el único número que cabe en una casilla, \
                 y escríbelo; cada número que colocas ayuda con el siguiente.",
                "Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única \
                 solución, y basta la lógica para encontrarla: nunca hace falta adivinar.",
            ],
        ),
        Language::It => (
            "in una griglia {n} per {n}, le cifre da 1 a {n}, con riquadri larghi {w} caselle e \
             alti {h}",
            [
                "Riempi ogni casella vuota con una cifra in modo che ogni riga, ogni colonna e \
                 ogni riquadro (le zone bordate in grassetto) contenga ogni cifra una sola \
                 volta: {grids}.",
                "Una cifra non può mai ripetersi in una riga, in una colonna o in un riquadro. \
                 Cerca l'unica casella in cui va una cifra, o l'unica cifra che va in una \
                 casella, e scrivila; ogni cifra inserita aiuta con la successiva.",
                "Le cifre stampate nella griglia sono date. Ogni schema ha una sola soluzione, e \
                 basta la logica per trovarla: non serve mai tirare a indovinare.",
            ],
        ),
        Language::Nl => (
            "in een diagram van {n} bij {n} de cijfers 1 tot en met {n}, met blokken van {w} \
             vakjes breed en {h} hoog",
            [
                "Vul elk leeg vakje met een cijfer, zodat elke rij, elke kolom en elk blok (de \
                 dik omlijnde vlakken) elk cijfer precies één keer bevat: {grids}.",
                "Een cijfer mag nooit twee keer in een rij, een kolom of een blok staan. Zoek \
                 het enige vakje waar een cijfer past, of het enige cijfer dat in een vakje \
                 past, en vul het in; elk ingevuld cijfer helpt bij het volgende.",
                "De gedrukte cijfers zijn gegeven. Elke puzzel heeft precies één oplossing, en \
                 logica alleen brengt je daar: gokken is nooit nodig.",
            ],
        ),
        Language::Pl => (
            "w diagramie {n} na {n} cyfry od 1 do {n}, a bloki mają {w} pola szerokości i {h} \
             pola wysokości",
            [
                "Wpisz w każde puste pole cyfrę tak, aby w każdym wierszu, każdej kolumnie i \
                 każdym bloku (obszary obwiedzione grubą linią) każda cyfra wystąpiła dokładnie \
                 raz: {grids}.",
                "Cyfra nie może się powtórzyć w żadnym wierszu, kolumnie ani bloku. Szukaj \
                 jedynego pola, do którego pasuje dana cyfra, albo jedynej cyfry, która pasuje \
                 do pola, i wpisuj ją; każda wpisana cyfra pomaga znaleźć następną.",
                "Cyfry wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno \
                 rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba \
                 zgadywać.",
            ],
        ),
        Language::Pt => (
            "numa grade de {n} por {n}, os números de 1 a {n}, com blocos de {w} casas de \
             largura e {h} de altura",
            [
                "Preencha cada casa vazia com um número de modo que cada linha, cada coluna e \
                 cada bloco (as áreas contornadas em negrito) tenha cada número uma única vez: \
                 {grids}.",
                "Um número nunca pode se repetir numa linha, numa coluna ou num bloco. Procure \
                 a única casa onde cabe um número, ou o único número que cabe numa casa, e \
                 escreva-o; cada número que você coloca ajuda com o próximo.",
                "Os números impressos na grade são dados. Cada desafio tem uma única solução, \
                 e a lógica basta para encontrá-la: nunca é preciso chutar.",
            ],
        ),
    };
    let grids: Vec<String> = sizes
        .iter()
        .map(|&n| {
            let (h, w) = crate::latin::box_shape(n).expect("a Sudoku size");
            fill(grid, &[("n", &n), ("w", &w), ("h", &h)])
        })
        .collect();
    let grids = grids.join("; ");
    let giant = sizes.iter().any(|&n| n > 9);
    paragraphs
        .map(|p| {
            let text = fill(p, &[("grids", &grids)]);
            if giant {
                numbers_not_digits(lang, &text)
            } else {
                text
            }
        })
        .to_vec()
}

/// The rules' words for "digit" swapped for "number", for a book with a 16x16 (10 to 16 are
/// not digits). Whole phrases where the noun's gender changes the words around it (Italian
/// "cifra" is feminine, "numero" masculine); German, Spanish and Portuguese say "number"
/// already.
fn numbers_not_digits(lang: Language, text: &str) -> String {
    let swaps: &[(&str, &str)] = match lang {
        Language::Fr => &[("chiffres", "nombres"), ("chiffre", "nombre")],
        Language::Nl => &[("cijfers", "getallen"), ("cijfer", "getal")],
        Language::Pl => &[("Cyfr", "Liczb"), ("cyfr", "liczb")],
        Language::It => &[
            (
                "Le cifre stampate nella griglia sono date",
                "I numeri stampati nella griglia sono dati",
            ),
            ("le cifre da", "i numeri da"),
            (
                "ogni cifra inserita aiuta con la successiva",
                "ogni numero inserito aiuta con il successivo",
            ),
            ("l'unica cifra", "l'unico numero"),
            ("e scrivila", "e scrivilo"),
            ("Una cifra", "Un numero"),
            ("una cifra", "un numero"),
            ("ogni cifra", "ogni numero"),
        ],
        Language::En | Language::De | Language::Es | Language::Pt => &[],
    };
    swaps
        .iter()
        .fold(text.to_string(), |t, (from, to)| t.replace(from, to))
}

fn rules_en(sizes: &[usize]) -> Vec<String> {
    let mut sizes: Vec<usize> = sizes
        .iter()
        .copied()
        .filter(|s| super::SIZES.contains(s))
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    if sizes.is_empty() {
        sizes.push(9);
    }
    // 10 to 16 are not digits: a book with a 16x16 speaks of numbers.
    let digit = if sizes.iter().any(|&n| n > 9) {
        "number"
    } else {
        "digit"
    };
    let grids: Vec<String> = sizes
        .iter()
        .map(|&n| {
            let (h, w) = crate::latin::box_shape(n).expect("a Sudoku size");
            format!(
                "in a {n} by {n} grid, the {digit}s 1 to {n}, and the grid is split into \
                 boxes {w} squares wide and {h} high"
            )
        })
        .collect();
    vec![
        format!(
            "Fill every empty square with a {digit} so that each row, each column and each \
             box (the blocks outlined in bold) holds every {digit} exactly once: {}.",
            grids.join("; ")
        ),
        format!(
            "A {digit} can never repeat in a row, a column or a box. Look for the one square \
             where a {digit} fits, or the one {digit} that fits a square, and write it in; \
             each {digit} you place helps with the next."
        ),
        format!(
            "{} printed in the grid are given. Every puzzle has exactly one solution, and \
             logic alone will find it: there is never any need to guess.",
            crate::words::capitalised(&format!("{digit}s"))
        ),
    ]
}

/// The sentence for `step` of a Sudoku of order `n` in a language other than English (which
/// keeps [`super::explain`]): Sudoku's wings, colouring, rectangles and forcing chains from
/// `steps.ftl`, each with its reason; the rest as in every Latin kind.
pub fn step(lang: Language, n: usize, step: &Step) -> String {
    use crate::latin::{bit, digits, lowest};
    use crate::words::ftl::{self, Arg};
    let w = lang.words();
    let cell = |c: usize| -> Arg { w.cell_name(n, c).into() };
    let cands = |m: crate::latin::Mask| -> Arg { w.or_list(digits(m)).into() };
    let why = &step.cells;
    let d = lowest(step.digits.max(1));
    let num = |v: u8| -> Arg { v.to_string().into() };
    let outcome = || -> Arg { crate::solve::words::outcome(w, n, step).into() };
    let victims: Vec<usize> = step.removed.iter().map(|r| r.0).collect();
    let victim_list = || -> Arg {
        w.and_list(victims.iter().map(|&c| w.cell_name(n, c)))
            .into()
    };
    let count: Arg = victims.len().into();
    match step.technique.name {
        "xy-wing" if why.len() >= 3 && step.cell_cands.len() >= 3 => {
            let pm = step.cell_cands[0];
            ftl::sentence(
                lang,
                "sudoku-xy-wing",
                &[
                    ("pivot", cell(why[0])),
                    ("cands", cands(pm)),
                    ("a", num(lowest(pm & step.cell_cands[1]))),
                    ("b", num(lowest(pm & step.cell_cands[2]))),
                    ("first", cell(why[1])),
                    ("second", cell(why[2])),
                    ("d", num(d)),
                    ("victims", victim_list()),
                    ("count", count),
                    ("outcome", outcome()),
                ],
            )
        }
        "xyz-wing" if why.len() >= 3 && step.cell_cands.len() >= 3 => ftl::sentence(
            lang,
            "sudoku-xyz-wing",
            &[
                ("first", cell(why[0])),
                ("m1", cands(step.cell_cands[0])),
                ("second", cell(why[1])),
                ("m2", cands(step.cell_cands[1])),
                ("third", cell(why[2])),
                ("m3", cands(step.cell_cands[2])),
                ("d", num(d)),
                ("victims", victim_list()),
                ("count", count),
                ("outcome", outcome()),
            ],
        ),
        "w-wing" if why.len() >= 4 && !step.lines.is_empty() => {
            let y = step.removed.iter().fold(0, |m, r| m | r.1);
            let x = lowest(step.digits & !y);
            let line = step.lines[0];
            ftl::sentence(
                lang,
                "sudoku-w-wing",
                &[
                    ("first", cell(why[0])),
                    ("second", cell(why[1])),
                    ("x", num(x)),
                    ("y", num(lowest(y))),
                    ("inline", crate::solve::words::line_in(w, line).into()),
                    ("line", crate::solve::words::line_name(w, line).into()),
                    ("third", cell(why[2])),
                    ("fourth", cell(why[3])),
                    ("outcome", outcome()),
                ],
            )
        }
        "simple-colouring" if why.len() >= 2 => {
            let then = format!(", {} ", ftl::text(lang, "sudoku-colouring-then", &[]));
            let links = why
                .windows(2)
                .map(|p| {
                    ftl::text(
                        lang,
                        "sudoku-colouring-link",
                        &[("a", cell(p[0])), ("b", cell(p[1]))],
                    )
                })
                .collect::<Vec<_>>()
                .join(&then);
            let (first, last) = (why[0], why[why.len() - 1]);
            // An odd number of cells: the ends are the same colour and see each other.
            if why.len() % 2 == 1 {
                ftl::sentence(
                    lang,
                    "sudoku-colouring-clash",
                    &[
                        ("d", num(d)),
                        ("links", links.into()),
                        ("first", cell(first)),
                        ("last", cell(last)),
                        ("outcome", outcome()),
                    ],
                )
            } else {
                ftl::sentence(
                    lang,
                    "sudoku-colouring-sees",
                    &[
                        ("d", num(d)),
                        ("links", links.into()),
                        ("first", cell(first)),
                        ("last", cell(last)),
                        ("victims", victim_list()),
                        ("count", count),
                        ("outcome", outcome()),
                    ],
                )
            }
        }
        "unique-rectangle" if why.len() >= 4 => {
            let m = step.digits;
            let a = lowest(m);
            ftl::sentence(
                lang,
                "sudoku-unique-rectangle",
                &[
                    (
                        "cells",
                        w.and_list(why[..3].iter().map(|&c| w.cell_name(n, c)))
                            .into(),
                    ),
                    ("a", num(a)),
                    ("b", num(lowest(m & !bit(a)))),
                    ("corner", cell(why[3])),
                    ("outcome", outcome()),
                ],
            )
        }
        "xy-chain" if why.len() >= 2 => crate::solve::words::chain(lang, n, step),
        "forcing-chain" if !why.is_empty() => match why.get(1) {
            None => ftl::sentence(
                lang,
                "sudoku-forcing-contradiction",
                &[
                    ("cell", cell(why[0])),
                    ("d", num(d)),
                    ("outcome", outcome()),
                ],
            ),
            Some(&c) => ftl::sentence(
                lang,
                "sudoku-forcing-both",
                &[
                    ("cell", cell(why[0])),
                    ("tried", cands(step.cell_cands[0])),
                    ("target", cell(c)),
                    ("outcome", outcome()),
                ],
            ),
        },
        _ => crate::solve::words::describe(lang, n, step),
    }
}
