//! What a Calcudoku book prints in each language: the kind's name, its rules, and its step
//! sentences.

use super::Puzzle;
use crate::latin::digits;
use crate::solve::logic::Step;
use crate::words::{Language, book_sizes, digits_per_grid, fill, ftl};

/// The kind's name in a book in `lang`.
pub fn name(lang: Language) -> &'static str {
    match lang {
        Language::En => "Calcudoku",
        Language::De => "Calcudoku",
        Language::Fr => "Calcudoku",
        Language::Es => "Calcudoku",
        Language::It => "Calcudoku",
        Language::Nl => "Calcudoku",
        Language::Pl => "Calcudoku",
        Language::Pt => "Calcudoku",
    }
}

/// The rules, one paragraph each, for a book whose sections use `sizes`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    if lang == Language::En {
        return rules_en(sizes);
    }
    let sizes = book_sizes(sizes, 4);
    let m = minus();
    let paragraphs: [&str; 4] = match lang {
        Language::En => unreachable!("English returned above"),
        Language::De => [
            "Tragen Sie in jedes Kästchen eine Zahl ein, sodass jede Zeile und jede Spalte \
                 jede Zahl genau einmal enthält: {examples}.",
            "Dicke Linien teilen das Gitter in Käfige. Der kleine Hinweis in der Ecke eines \
                 Käfigs nennt ein Ergebnis und eine Rechenart: Die Zahlen im Käfig müssen mit \
                 dieser Rechenart das Ergebnis ergeben. 7+ heißt, ihre Summe ist 7; 12× heißt, \
                 ihr Produkt ist 12.",
            "Ein Käfig mit {m} oder ÷ hat zwei Kästchen: 3{m} heißt, eine Zahl ist um 3 \
                 größer als die andere, 2÷ heißt, eine Zahl ist doppelt so groß wie die andere, \
                 in beliebiger Reihenfolge. Ein Käfig aus einem Kästchen zeigt seine Zahl.",
            "Eine Zahl darf sich in einem Käfig wiederholen, solange sie nicht zweimal in \
                 einer Zeile oder Spalte steht. Jedes Rätsel hat genau eine Lösung, und Logik \
                 allein führt zu ihr: Raten ist nie nötig.",
        ],
        Language::Fr => [
            "Remplissez chaque case avec un chiffre de sorte que chaque ligne et chaque \
                 colonne contienne chaque chiffre une seule fois\u{a0}: {examples}.",
            "Des traits épais divisent la grille en cages. Le petit indice dans le coin \
                 d'une cage donne un résultat et une opération\u{a0}: les chiffres de la cage \
                 doivent donner ce résultat avec cette opération. 7+ signifie que leur somme \
                 vaut 7\u{a0}; 12× que leur produit vaut 12.",
            "Une cage avec {m} ou ÷ a deux cases\u{a0}: 3{m} signifie qu'un chiffre vaut 3 \
                 de plus que l'autre, 2÷ qu'un chiffre est le double de l'autre, dans n'importe \
                 quel ordre. Une cage d'une seule case montre son chiffre.",
            "Un chiffre peut se répéter dans une cage, tant qu'il n'apparaît pas deux fois \
                 dans la même ligne ou colonne. Chaque grille a une solution unique, et la \
                 logique seule permet de la trouver\u{a0}: il n'est jamais nécessaire de \
                 deviner.",
        ],
        Language::Es => [
            "Rellena cada casilla con un número de modo que cada fila y cada columna \
                 contenga cada número una sola vez: {examples}.",
            "Unas líneas gruesas dividen la cuadrícula en jaulas. La pequeña pista en la \
                 esquina de una jaula da un resultado y una operación: los números de la jaula \
                 deben dar ese resultado con esa operación. 7+ significa que suman 7; 12×, que \
                 multiplicados dan 12.",
            "Una jaula con {m} o ÷ tiene dos casillas: 3{m} significa que un número es 3 más \
                 que el otro, 2÷, que un número es el doble del otro, en cualquier orden. Una \
                 jaula de una sola casilla muestra su número.",
            "Un número puede repetirse dentro de una jaula, siempre que no aparezca dos \
                 veces en la misma fila o columna. Cada puzle tiene una única solución, y basta \
                 la lógica para encontrarla: nunca hace falta adivinar.",
        ],
        Language::It => [
            "Riempi ogni casella con una cifra in modo che ogni riga e ogni colonna \
                 contenga ogni cifra una sola volta: {examples}.",
            "Linee spesse dividono la griglia in gabbie. Il piccolo indizio nell'angolo di \
                 una gabbia indica un risultato e un'operazione: le cifre della gabbia devono \
                 dare quel risultato con quell'operazione. 7+ significa che la loro somma è 7; \
                 12× che il loro prodotto è 12.",
            "Una gabbia con {m} o ÷ ha due caselle: 3{m} significa che una cifra supera \
                 l'altra di 3, 2÷ che una cifra è il doppio dell'altra, in qualsiasi ordine. \
                 Una gabbia di una sola casella mostra la sua cifra.",
            "Una cifra può ripetersi in una gabbia, purché non compaia due volte nella \
                 stessa riga o colonna. Ogni schema ha una sola soluzione, e basta la logica \
                 per trovarla: non serve mai tirare a indovinare.",
        ],
        Language::Nl => [
            "Vul elk vakje met een cijfer, zodat elke rij en elke kolom elk cijfer precies \
                 één keer bevat: {examples}.",
            "Dikke lijnen verdelen het diagram in kooien. De kleine aanwijzing in de hoek \
                 van een kooi geeft een uitkomst en een bewerking: de cijfers in de kooi moeten \
                 met die bewerking de uitkomst geven. 7+ betekent dat ze samen 7 zijn; 12× dat \
                 ze vermenigvuldigd 12 geven.",
            "Een kooi met {m} of ÷ heeft twee vakjes: 3{m} betekent dat het ene cijfer 3 \
                 groter is dan het andere, 2÷ dat het ene cijfer het dubbele is van het andere, \
                 in willekeurige volgorde. Een kooi van één vakje toont zijn cijfer.",
            "Een cijfer mag in een kooi vaker voorkomen, zolang het niet twee keer in \
                 dezelfde rij of kolom staat. Elke puzzel heeft precies één oplossing, en \
                 logica alleen brengt je daar: gokken is nooit nodig.",
        ],
        Language::Pl => [
            "Wpisz w każde pole cyfrę tak, aby w każdym wierszu i każdej kolumnie każda \
                 cyfra wystąpiła dokładnie raz: {examples}.",
            "Grube linie dzielą diagram na klatki. Mała wskazówka w rogu klatki podaje \
                 wynik i działanie: cyfry w klatce muszą dać ten wynik za pomocą tego działania. \
                 7+ oznacza, że ich suma wynosi 7; 12× oznacza, że ich iloczyn wynosi 12.",
            "Klatka z {m} lub ÷ ma dwa pola: 3{m} oznacza, że jedna cyfra jest o 3 większa \
                 od drugiej, a 2÷, że jedna cyfra jest dwa razy większa od drugiej, w dowolnej \
                 kolejności. Klatka z jednego pola pokazuje swoją cyfrę.",
            "Cyfra może się powtarzać w klatce, o ile nie występuje dwa razy w tym samym \
                 wierszu ani w tej samej kolumnie. Każda łamigłówka ma dokładnie jedno \
                 rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba \
                 zgadywać.",
        ],
        Language::Pt => [
            "Preencha cada casa com um número de modo que cada linha e cada coluna tenha cada \
                 número uma única vez: {examples}.",
            "Linhas grossas dividem a grade em gaiolas. A pequena pista no canto de uma \
                 gaiola dá um resultado e uma operação: os números da gaiola devem dar o \
                 resultado com essa operação. 7+ quer dizer que somam 7; 12× quer dizer que, \
                 multiplicados, dão 12.",
            "Uma gaiola com {m} ou ÷ tem duas casas: 3{m} quer dizer que um número é 3 a mais \
                 que o outro, 2÷ que um número é o dobro do outro, em qualquer ordem. Uma \
                 gaiola de uma só casa mostra o seu número.",
            "Um número pode se repetir dentro de uma gaiola, desde que não apareça duas vezes \
                 na mesma linha ou coluna. Cada desafio tem uma única solução, e a lógica basta \
                 para encontrá-la: nunca é preciso chutar.",
        ],
    };
    let examples = digits_per_grid(lang, &sizes);
    paragraphs
        .map(|p| fill(p, &[("m", &m), ("examples", &examples)]))
        .to_vec()
}

/// The minus sign as the book's text font can print it (the en dash stands in, as in the
/// grids, while the vendored font lacks U+2212).
fn minus() -> char {
    if crate::fonts::FontId::Regular.covers("\u{2212}") {
        '\u{2212}'
    } else {
        '\u{2013}'
    }
}

fn rules_en(sizes: &[usize]) -> Vec<String> {
    let examples = digits_per_grid(Language::En, &book_sizes(sizes, 4));
    // The minus sign as the book's text font can print it (the en dash stands in, as in
    // the grids, while the vendored font lacks U+2212).
    let m = if crate::fonts::FontId::Regular.covers("\u{2212}") {
        '\u{2212}'
    } else {
        '\u{2013}'
    };
    vec![
        format!(
            "Fill every square with a digit so that each row and each column holds every \
             digit once: {examples}."
        ),
        "Thick lines split the grid into cages. The small clue in a cage's corner gives a \
         target and an operation: the digits in the cage must make the target with that \
         operation. 7+ means they add up to 7; 12× means they multiply to 12."
            .to_string(),
        format!(
            "A cage with {m} or ÷ has two squares: 3{m} means one digit is 3 more than the \
             other, 2÷ means one digit is twice the other, in either order. A cage of one \
             square shows its digit."
        ),
        "A digit may repeat inside a cage, as long as it is not twice in one row or \
         column. Every puzzle has exactly one solution, and logic alone will find it: \
         there is never any need to guess."
            .to_string(),
    ]
}

/// The sentence for `step` of a solve of `p` in `lang`: English from [`super::explain`],
/// other languages from their `calcudoku.ftl`, where each sentence says its cage in the case
/// its verb takes.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    if lang == Language::En {
        return super::explain::describe(p, step);
    }
    let n = p.order();
    let w = lang.words();
    let outcome = crate::solve::words::outcome(w, n, step);
    // The step's cage: its clue and its squares (a Latin step has none).
    let cage = || {
        let cage = &p.cages()[p.cage_of(step.cells[0])];
        let clue = match cage.op {
            Some(_) => printable(&cage.clue()),
            None if cage.len() == 1 => cage.target.to_string(),
            None => format!(
                "{} ({})",
                cage.target,
                ftl::text(lang, "calcudoku-no-op", &[])
            ),
        };
        let squares = w.and_list(cage.cells.iter().map(|&c| w.cell_name(n, c as usize)));
        (ftl::Arg::from(clue), ftl::Arg::from(squares))
    };
    let text = match (step.technique.name, step.placed.first()) {
        ("single-cell-cage", Some(&(c, d))) => ftl::text(
            lang,
            "calcudoku-single",
            &[
                ("cell", w.cell_name(n, c).into()),
                ("d", d.to_string().into()),
            ],
        ),
        ("cage-combinations", _) => {
            let (clue, squares) = cage();
            ftl::text(
                lang,
                "calcudoku-combinations",
                &[
                    ("clue", clue),
                    ("squares", squares),
                    ("digits", w.and_list(digits(step.digits)).into()),
                    ("outcome", outcome.into()),
                ],
            )
        }
        ("cage-fills", _) => {
            let (clue, squares) = cage();
            let fills = super::explain::fills_of(p, step);
            if fills.len() <= LIST_FILLS {
                let list: Vec<String> = fills
                    .iter()
                    .map(|f| {
                        f.iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join("-")
                    })
                    .collect();
                let cells = w.and_list(step.cells.iter().map(|&c| w.cell_name(n, c)));
                ftl::text(
                    lang,
                    "calcudoku-fills",
                    &[
                        ("clue", clue),
                        ("squares", squares),
                        ("fills", w.or_list(list).into()),
                        ("cells", cells.into()),
                        ("outcome", outcome.into()),
                    ],
                )
            } else {
                ftl::text(
                    lang,
                    "calcudoku-many-fills",
                    &[
                        ("clue", clue),
                        ("squares", squares),
                        ("count", fills.len().into()),
                        ("outcome", outcome.into()),
                    ],
                )
            }
        }
        ("cage-line", _) if !step.lines.is_empty() => {
            let (clue, squares) = cage();
            let line = step.lines[0];
            ftl::text(
                lang,
                "calcudoku-cage-line",
                &[
                    ("clue", clue),
                    ("squares", squares),
                    ("digits", w.and_list(digits(step.digits)).into()),
                    ("inline", crate::solve::words::line_in(w, line).into()),
                    ("line", crate::solve::words::line_name(w, line).into()),
                    ("count", (step.digits.count_ones() as usize).into()),
                    ("outcome", outcome.into()),
                ],
            )
        }
        ("line-sum", _) => match super::explain::line_sum_parts(p, step) {
            Some(parts) => ftl::text(
                lang,
                "calcudoku-line-sum",
                &[
                    ("line", crate::solve::words::line_name(w, parts.line).into()),
                    ("whole", parts.whole.to_string().into()),
                    ("count", parts.clues.len().into()),
                    ("clues", w.and_list(parts.clues).into()),
                    ("sums", w.or_list(parts.sums).into()),
                    (
                        "rest",
                        w.and_list(parts.rest.iter().map(|&c| w.cell_name(n, c)))
                            .into(),
                    ),
                    ("restsums", w.or_list(parts.rest_sums).into()),
                    ("outcome", outcome.into()),
                ],
            ),
            None => return crate::solve::words::describe(lang, n, step),
        },
        _ => return crate::solve::words::describe(lang, n, step),
    };
    ftl::sentences(&text)
}

/// Fills of a cage listed in full; beyond this only their number is given (as in English).
const LIST_FILLS: usize = 4;

/// A cage clue as the book's text font prints it: the minus sign becomes the en dash while
/// the font lacks U+2212, as in the grids.
pub fn printable(clue: &str) -> String {
    clue.replace('\u{2212}', &minus().to_string())
}
