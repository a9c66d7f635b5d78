//! What a Magic squares book prints in each language: the kind's name, its rules, and its step
//! sentences.

use super::lines::LineId;
use super::magic_constant;
use super::numbers::Numbers;
use crate::latin::{Mask, single};
use crate::solve::logic::Step;
use crate::words::{Language, fill};

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

/// The rules, one paragraph each, for a book whose sections use `sizes`. The numbers and the
/// total are printed under each grid (they differ from puzzle to puzzle); the first
/// paragraph quotes that line for the classic numbers of the smallest size.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    let n = sizes.iter().copied().min().unwrap_or(3);
    let example = captions(lang, Numbers::CLASSIC, n)[0].clone();
    let (first, line, rest): (&str, &str, [&str; 2]) = match lang {
        Language::En => (
            "Fill every empty square with a number so that each number is used exactly once. \
             The line under each grid says which numbers to use and what every line adds up \
             to, such as “{example}”.",
            "A line is a row, a column, or one of the two diagonals from corner to corner.",
            [
                "Start with a line that has only one empty square: it holds the total minus the \
             numbers already there. When no line is that close, list the free numbers that \
             could complete a line and cross out those that do not fit the other lines through \
             the same square.",
                "Numbers printed in the grid are given. Every puzzle has exactly one solution, and \
             logic alone will find it: there is never any need to guess.",
            ],
        ),
        Language::De => (
            "Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass jede Zahl genau einmal \
             vorkommt. Die Zeile unter jedem Gitter nennt die Zahlen und die Summe jeder \
             Linie, zum Beispiel „{example}“.",
            "Eine Linie ist eine Zeile, eine Spalte oder eine der beiden Diagonalen von Ecke zu \
             Ecke.",
            [
                "Beginnen Sie mit einer Linie, in der nur ein Kästchen leer ist: Dort steht die \
                 Summe minus die Zahlen, die schon da sind. Ist keine Linie so weit, notieren Sie \
                 die freien Zahlen, die eine Linie vervollständigen könnten, und streichen Sie \
                 die, die nicht zu den anderen Linien durch dasselbe Kästchen passen.",
                "Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, \
                 und Logik allein führt zu ihr: Raten ist nie nötig.",
            ],
        ),
        Language::Fr => (
            "Remplissez chaque case vide avec un nombre de sorte que chaque nombre soit utilisé \
             une seule fois. La ligne sous chaque grille donne les nombres à utiliser et le \
             total de chaque alignement, par exemple «\u{a0}{example}\u{a0}».",
            "Un alignement est une ligne, une colonne ou l'une des deux diagonales d'un coin à \
             l'autre.",
            [
                "Commencez par un alignement qui n'a qu'une case vide\u{a0}: elle contient le \
                 total moins les nombres déjà présents. Quand aucun alignement n'en est si près, \
                 notez les nombres libres qui pourraient en compléter un et barrez ceux qui ne \
                 conviennent pas aux autres alignements passant par la même case.",
                "Les nombres imprimés dans la grille sont donnés. Chaque grille a une solution \
                 unique, et la logique seule permet de la trouver\u{a0}: il n'est jamais \
                 nécessaire de deviner.",
            ],
        ),
        Language::Es => (
            "Rellena cada casilla vacía con un número de modo que cada número se use una sola \
             vez. La línea bajo cada cuadrícula indica qué números usar y cuánto suma cada \
             línea, por ejemplo «{example}».",
            "Una línea es una fila, una columna o una de las dos diagonales de esquina a \
             esquina.",
            [
                "Empieza por una línea con una sola casilla vacía: contiene el total menos los \
                 números que ya hay. Cuando ninguna línea está tan cerca, anota los números \
                 libres que podrían completar una línea y tacha los que no encajan en las otras \
                 líneas que pasan por la misma casilla.",
                "Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única \
                 solución, y basta la lógica para encontrarla: nunca hace falta adivinar.",
            ],
        ),
        Language::It => (
            "Riempi ogni casella vuota con un numero in modo che ogni numero sia usato una sola \
             volta. La riga sotto ogni griglia dice quali numeri usare e quanto somma ogni \
             linea, per esempio «{example}».",
            "Una linea è una riga, una colonna o una delle due diagonali da un angolo \
             all'altro.",
            [
                "Comincia da una linea con una sola casella vuota: contiene il totale meno i \
                 numeri già presenti. Quando nessuna linea è così vicina, annota i numeri liberi \
                 che potrebbero completare una linea e cancella quelli che non vanno bene per le \
                 altre linee che passano per la stessa casella.",
                "I numeri stampati nella griglia sono dati. Ogni schema ha una sola soluzione, e \
                 basta la logica per trovarla: non serve mai tirare a indovinare.",
            ],
        ),
        Language::Nl => (
            "Vul elk leeg vakje met een getal, zodat elk getal precies één keer voorkomt. De \
             regel onder elk diagram zegt welke getallen je gebruikt en waartoe elke lijn \
             optelt, bijvoorbeeld ‘{example}’.",
            "Een lijn is een rij, een kolom of een van de twee diagonalen van hoek tot hoek.",
            [
                "Begin met een lijn waarin nog maar één vakje leeg is: daarin staat het totaal \
                 min de getallen die er al staan. Is geen lijn zo ver, schrijf dan de vrije \
                 getallen op die een lijn kunnen afmaken en streep de getallen weg die niet \
                 passen bij de andere lijnen door hetzelfde vakje.",
                "De gedrukte getallen zijn gegeven. Elke puzzel heeft precies één oplossing, en \
                 logica alleen brengt je daar: gokken is nooit nodig.",
            ],
        ),
        Language::Pl => (
            "Wpisz w każde puste pole liczbę tak, aby każda liczba została użyta dokładnie raz. \
             Wiersz pod każdym diagramem mówi, jakich liczb użyć i ile wynosi suma każdej \
             linii, na przykład „{example}”.",
            "Linia to wiersz, kolumna albo jedna z dwóch przekątnych biegnących od rogu do \
             rogu.",
            [
                "Zacznij od linii, w której zostało tylko jedno puste pole: stoi w nim suma minus \
                 liczby, które już tam są. Gdy żadna linia nie jest tak bliska, wypisz wolne \
                 liczby, które mogłyby ją uzupełnić, i skreśl te, które nie pasują do innych \
                 linii przechodzących przez to samo pole.",
                "Liczby wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno \
                 rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba \
                 zgadywać.",
            ],
        ),
        Language::Pt => (
            "Preencha cada casa vazia com um número de modo que cada número seja usado uma única \
             vez. A linha embaixo de cada grade diz quais números usar e quanto soma cada \
             linha, por exemplo “{example}”.",
            "Uma linha é uma fileira, uma coluna ou uma das duas diagonais de canto a canto.",
            [
                "Comece por uma linha com uma só casa vazia: ela tem o total menos os números \
                 que já estão ali. Quando nenhuma linha está tão perto, anote os números livres \
                 que poderiam completar uma linha e risque os que não servem para as outras \
                 linhas que passam pela mesma casa.",
                "Os números impressos na grade são dados. Cada desafio tem uma única solução, e \
                 a lógica basta para encontrá-la: nunca é preciso chutar.",
            ],
        ),
    };
    let mut out = vec![fill(first, &[("example", &example)]), line.to_string()];
    out.extend(rest.iter().map(|p| p.to_string()));
    out
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
