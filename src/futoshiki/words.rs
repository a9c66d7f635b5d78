//! What a Futoshiki book prints in each language: the kind's name, its rules, and its step
//! sentences.

use crate::solve::logic::Step;
use crate::words::{Language, book_sizes, digits_per_grid, fill};

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

/// The rules, one paragraph each, for a book whose sections use `sizes`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    let paragraphs: [&str; 3] = match lang {
        Language::En => return rules_en(sizes),
        Language::De => [
            "Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass in jeder Zeile und jeder \
             Spalte jede Zahl von 1 bis zur Größe des Gitters genau einmal vorkommt: 1 bis 5 in \
             einem 5×5-Gitter, 1 bis 7 in einem 7×7-Gitter.",
            "Die Zeichen zwischen den Kästchen müssen stimmen. Die Spitze zeigt auf die kleinere \
             Zahl, die Öffnung auf die größere, wie in 2 < 4 und 5 > 3. Zeichen zwischen zwei \
             Zeilen zeigen ebenso nach oben oder unten.",
            "Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, und \
             Logik allein führt zu ihr: Raten ist nie nötig.",
        ],
        Language::Fr => [
            "Remplissez chaque case vide de sorte que chaque ligne et chaque colonne contienne \
             une seule fois chaque chiffre de 1 à la taille de la grille\u{a0}: de 1 à 5 dans une \
             grille de 5 sur 5, de 1 à 7 dans une grille de 7 sur 7.",
            "Les signes entre les cases doivent être respectés. La pointe d'un signe désigne le \
             chiffre le plus petit et son ouverture le plus grand, comme dans 2 < 4 et 5 > 3. \
             Les signes entre deux lignes pointent vers le haut ou vers le bas de la même façon.",
            "Les chiffres imprimés dans la grille sont donnés. Chaque grille a une solution \
             unique, et la logique seule permet de la trouver\u{a0}: il n'est jamais nécessaire \
             de deviner.",
        ],
        Language::Es => [
            "Rellena cada casilla vacía de modo que cada fila y cada columna contenga una sola \
             vez cada número del 1 al tamaño de la cuadrícula: del 1 al 5 en una cuadrícula de 5 \
             por 5, del 1 al 7 en una de 7 por 7.",
            "Los signos entre casillas deben cumplirse. La punta del signo señala el número menor \
             y la abertura, el mayor, como en 2 < 4 y 5 > 3. Los signos entre filas apuntan hacia \
             arriba o hacia abajo de la misma manera.",
            "Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única \
             solución, y basta la lógica para encontrarla: nunca hace falta adivinar.",
        ],
        Language::It => [
            "Riempi ogni casella vuota in modo che ogni riga e ogni colonna contenga una sola \
             volta ogni cifra da 1 alla dimensione della griglia: da 1 a 5 in una griglia 5 per \
             5, da 1 a 7 in una griglia 7 per 7.",
            "I segni tra le caselle devono essere rispettati. La punta del segno indica la cifra \
             minore e l'apertura la maggiore, come in 2 < 4 e 5 > 3. I segni tra due righe \
             puntano in su o in giù allo stesso modo.",
            "Le cifre stampate nella griglia sono date. Ogni schema ha una sola soluzione, e \
             basta la logica per trovarla: non serve mai tirare a indovinare.",
        ],
        Language::Nl => [
            "Vul elk leeg vakje zo in dat elke rij en elke kolom elk cijfer van 1 tot en met de \
             grootte van het diagram precies één keer bevat: 1 tot en met 5 in een diagram van 5 \
             bij 5, 1 tot en met 7 in een diagram van 7 bij 7.",
            "De tekens tussen de vakjes moeten kloppen. De punt van een teken wijst naar het \
             kleinere cijfer en de opening naar het grotere, zoals in 2 < 4 en 5 > 3. Tekens \
             tussen twee rijen wijzen op dezelfde manier omhoog of omlaag.",
            "De gedrukte cijfers zijn gegeven. Elke puzzel heeft precies één oplossing, en \
             logica alleen brengt je daar: gokken is nooit nodig.",
        ],
        Language::Pl => [
            "Wypełnij każde puste pole tak, aby w każdym wierszu i każdej kolumnie każda cyfra \
             od 1 do rozmiaru diagramu wystąpiła dokładnie raz: od 1 do 5 w diagramie 5 na 5, \
             od 1 do 7 w diagramie 7 na 7.",
            "Znaki między polami muszą być spełnione. Ostrze znaku wskazuje mniejszą cyfrę, a \
             rozwarcie większą, jak w 2 < 4 i 5 > 3. Znaki między wierszami wskazują w górę lub \
             w dół w ten sam sposób.",
            "Cyfry wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno \
             rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.",
        ],
        Language::Pt => [
            "Preencha cada casa vazia de modo que cada linha e cada coluna tenha uma única vez \
             cada número de 1 até o tamanho da grade: de 1 a 5 numa grade de 5 por 5, de 1 a 7 \
             numa de 7 por 7.",
            "Os sinais entre as casas devem ser respeitados. A ponta do sinal aponta para o \
             número menor e a abertura para o maior, como em 2 < 4 e 5 > 3. Os sinais entre \
             duas linhas apontam para cima ou para baixo da mesma maneira.",
            "Os números impressos na grade são dados. Cada desafio tem uma única solução, e a \
             lógica basta para encontrá-la: nunca é preciso chutar.",
        ],
    };
    // The first paragraph's examples name only the sizes the book has, as in English.
    let mut out: Vec<String> = paragraphs.map(String::from).to_vec();
    if let Some(colon) = out[0].find(": ") {
        let head = &out[0][..colon + 2];
        out[0] = format!("{head}{}.", digits_per_grid(lang, &book_sizes(sizes, 5)));
    }
    out
}

fn rules_en(sizes: &[usize]) -> Vec<String> {
    // Only the sizes the book has: "1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid".
    let sizes = book_sizes(sizes, 5);
    let examples = digits_per_grid(Language::En, &sizes);
    let first = format!(
        "Fill every empty square so that each row and each column holds every digit from 1 to \
         the size of the grid exactly once: {examples}."
    );
    let rest = [
        "The signs between squares must hold. A sign points at the smaller digit and opens \
         toward the larger one, as in 2 < 4 and 5 > 3. Signs between rows point up or down \
         the same way.",
        "Digits printed in the grid are given. Every puzzle has exactly one solution, and \
         logic alone will find it: there is never any need to guess.",
    ];
    std::iter::once(first)
        .chain(rest.map(String::from))
        .collect()
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
