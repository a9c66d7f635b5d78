//! The Latin core's step sentences in a book's language, from the language's
//! [`crate::words::Words`] table: singles, and for every other technique the plain facts of
//! the step (what is placed, what is ruled out). English keeps its own fuller sentences in
//! [`super::explain`], which `solve --steps` prints.

use super::logic::Step;
use crate::latin::{Line, Mask, digits};
use crate::words::{Language, Words, capitalised, fill, ftl};

/// The sentence for `step` of a grid of order `n` in a kids book in `lang`, which names a
/// square by its row and column (not "r1c3") and says no "candidate": for the singles that
/// fill a square, the worked example's steps. `None` for any other step.
pub fn kids(lang: Language, n: usize, step: &Step) -> Option<String> {
    let w = lang.words();
    let &(c, d) = step.placed.first()?;
    let (row, col) = (c / n + 1, c % n + 1);
    match (step.technique.name, step.lines.first()) {
        ("hidden-single" | "full-house", Some(&line)) => Some(fill(
            w.kid_hidden,
            &[
                ("line", &line_name(w, line)),
                ("row", &row),
                ("col", &col),
                ("d", &d),
            ],
        )),
        ("naked-single" | "full-house", _) => Some(fill(
            w.kid_single,
            &[("row", &row), ("col", &col), ("d", &d)],
        )),
        _ => None,
    }
}

/// The sentence for `step` of a grid of order `n` in `lang`: English from
/// [`super::explain::describe`], other languages from their table.
pub fn describe(lang: Language, n: usize, step: &Step) -> String {
    if lang == Language::En {
        return super::explain::describe(n, step);
    }
    let w = lang.words();
    match (step.technique.name, step.placed.first()) {
        ("naked-single", Some(&(c, d))) => fill(
            w.step_naked_single,
            &[("cell", &w.cell_name(n, c)), ("d", &d)],
        ),
        ("hidden-single", Some(&(c, d))) => match step.lines.first() {
            Some(&line) => fill(
                w.step_hidden_single,
                &[
                    ("cell", &w.cell_name(n, c)),
                    ("d", &d),
                    ("line", &line_in(w, line)),
                ],
            ),
            None => facts(lang, n, step),
        },
        ("full-house", Some(&(c, d))) => match step.lines.first() {
            Some(&line) => fill(
                w.step_full_house,
                &[
                    ("cell", &w.cell_name(n, c)),
                    ("d", &d),
                    ("line", &line_in(w, line)),
                ],
            ),
            None => facts(lang, n, step),
        },
        (
            "naked-pair" | "naked-triple" | "naked-quad" | "naked-subset" | "hidden-pair"
            | "hidden-triple" | "hidden-quad" | "hidden-subset",
            _,
        ) if !step.lines.is_empty() => {
            let template = if step.technique.name.starts_with("naked") {
                w.step_naked_subset
            } else {
                w.step_hidden_subset
            };
            let line = step.lines[0];
            fill(
                template,
                &[
                    (
                        "cells",
                        &w.and_list(step.cells.iter().map(|&c| w.cell_name(n, c))),
                    ),
                    ("digits", &w.and_list(digits(step.digits))),
                    ("any", &w.or_list(digits(step.digits))),
                    ("line", &line_in(w, line)),
                    ("name", &line_name(w, line)),
                    ("outcome", &outcome(w, n, step)),
                ],
            )
        }
        ("pointing" | "claiming", _) if step.lines.len() >= 2 && step.digits != 0 => {
            let (first, second) = (step.lines[0], step.lines[1]);
            fill(
                w.step_confined,
                &[
                    ("d", &crate::latin::lowest(step.digits)),
                    (
                        "cells",
                        &w.and_list(step.cells.iter().map(|&c| w.cell_name(n, c))),
                    ),
                    ("line", &line_in(w, first)),
                    ("name", &line_name(w, first)),
                    ("other", &line_in(w, second)),
                    ("othername", &line_name(w, second)),
                    ("outcome", &outcome(w, n, step)),
                ],
            )
        }
        ("x-wing" | "swordfish" | "jellyfish", _) if step.lines.len() >= 2 && step.digits != 0 => {
            let (base, cover) = step.lines.split_at(step.lines.len() / 2);
            let names = |ls: &[Line]| w.and_list(ls.iter().map(|&l| line_name(w, l)));
            fill(
                w.step_fish,
                &[
                    ("base", &names(base)),
                    ("cover", &names(cover)),
                    ("d", &crate::latin::lowest(step.digits)),
                    ("outcome", &outcome(w, n, step)),
                ],
            )
        }
        ("sign-chain", _) if !step.cells.is_empty() && step.digits != 0 => {
            let (x, others) = (step.cells[0], &step.cells[1..]);
            // The range a cell below its chain is confined to starts at 1; above it, ends at n.
            let (id, bound) = if step.digits & 1 == 0 {
                ("step-sign-chain-greater", crate::latin::lowest(step.digits))
            } else {
                ("step-sign-chain-less", crate::latin::highest(step.digits))
            };
            let gone = step.removed.iter().fold(0, |m, r| m | r.1);
            ftl::sentence(
                lang,
                id,
                &[
                    ("cell", w.cell_name(n, x).into()),
                    (
                        "others",
                        w.and_list(others.iter().map(|&c| w.cell_name(n, c))).into(),
                    ),
                    ("bound", bound.to_string().into()),
                    ("digits", w.or_list(digits(gone)).into()),
                ],
            )
        }
        ("forcing-chain", _) if step.cells.len() >= 2 => chain(lang, n, step),
        _ => facts(lang, n, step),
    }
}

/// A chain of cells with two candidates each, in `lang`: "r1c3 is 2 or 3. If it is not 3, it
/// is 2, so r1c4 (1 or 2) is 1 … Either way r1c3 or r2c2 is 3, and r2c3 sees both: …".
pub fn chain(lang: Language, n: usize, step: &Step) -> String {
    use crate::latin::{bit, lowest};
    let w = lang.words();
    let cell = |c: usize| w.cell_name(n, c);
    let target = lowest(step.digits);
    let (start, end) = (step.cells[0], step.cells[step.cells.len() - 1]);
    let first = step.cell_cands[0];
    let mut value = lowest(first & !step.digits);
    let mut parts = vec![ftl::text(
        lang,
        "step-chain-start",
        &[
            ("cell", cell(start).into()),
            ("cands", w.or_list(digits(first)).into()),
            ("target", target.to_string().into()),
            ("value", value.to_string().into()),
        ],
    )];
    for (&c, &m) in step.cells.iter().zip(&step.cell_cands).skip(1) {
        value = lowest(m & !bit(value));
        parts.push(ftl::text(
            lang,
            "step-chain-link",
            &[
                ("cell", cell(c).into()),
                ("cands", w.or_list(digits(m)).into()),
                ("value", value.to_string().into()),
            ],
        ));
    }
    let victims: Vec<usize> = step.removed.iter().map(|r| r.0).collect();
    ftl::sentence(
        lang,
        "step-chain-end",
        &[
            ("chain", parts.join(", ").into()),
            ("start", cell(start).into()),
            ("end", cell(end).into()),
            ("target", target.to_string().into()),
            (
                "victims",
                w.and_list(victims.iter().map(|&c| cell(c))).into(),
            ),
            ("count", victims.len().into()),
            ("outcome", outcome(w, n, step).into()),
        ],
    )
}

/// "r2c3 must be 4; r1c1 cannot be 2.": what a step places and rules out, as one sentence.
pub fn facts(lang: Language, n: usize, step: &Step) -> String {
    format!("{}.", capitalised(&outcome(lang.words(), n, step)))
}

/// "r2c3 must be 4".
pub fn must_be(w: &Words, n: usize, cell: usize, d: u8) -> String {
    fill(
        w.step_must_be,
        &[("cell", &w.cell_name(n, cell)), ("d", &d)],
    )
}

/// "r2c2 cannot be 3; r2c3 and r2c5 cannot be 1 or 6": cells grouped by what they lose, in
/// the order they first appear.
pub fn removals(w: &Words, n: usize, removed: &[(usize, Mask)]) -> String {
    removals_as(w, n, removed, &|d| u32::from(d))
}

/// [`removals`] with each candidate `d` printed as `number(d)`: for a kind whose candidates
/// stand for other numbers (a magic square's ranks).
pub fn removals_as(
    w: &Words,
    n: usize,
    removed: &[(usize, Mask)],
    number: &dyn Fn(u8) -> u32,
) -> String {
    let mut groups: Vec<(Mask, Vec<usize>)> = Vec::new();
    for &(c, m) in removed {
        match groups.iter_mut().find(|g| g.0 == m) {
            Some(g) => g.1.push(c),
            None => groups.push((m, vec![c])),
        }
    }
    groups
        .iter()
        .map(|(m, cells)| {
            let template = if cells.len() == 1 {
                w.step_cannot_be
            } else {
                w.step_cannot_be_many
            };
            fill(
                template,
                &[
                    (
                        "cells",
                        &w.and_list(cells.iter().map(|&c| w.cell_name(n, c))),
                    ),
                    ("digits", &w.or_list(digits(*m).map(number))),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// "row 2".
pub fn line_name(w: &Words, line: Line) -> String {
    match line {
        Line::Row(i) => fill(w.step_row, &[("n", &(i + 1))]),
        Line::Col(i) => fill(w.step_column, &[("n", &(i + 1))]),
        Line::Box(i) => fill(w.step_box, &[("n", &(i + 1))]),
    }
}

/// "in row 2".
pub fn line_in(w: &Words, line: Line) -> String {
    match line {
        Line::Row(i) => fill(w.step_in_row, &[("n", &(i + 1))]),
        Line::Col(i) => fill(w.step_in_column, &[("n", &(i + 1))]),
        Line::Box(i) => fill(w.step_in_box, &[("n", &(i + 1))]),
    }
}

/// What a step places and rules out, without a full stop: "r2c3 must be 4; r1c1 cannot be 2".
pub fn outcome(w: &Words, n: usize, step: &Step) -> String {
    outcome_as(w, n, step, &|d| u32::from(d))
}

/// [`outcome`] with each digit `d` printed as `number(d)` (see [`removals_as`]).
pub fn outcome_as(w: &Words, n: usize, step: &Step, number: &dyn Fn(u8) -> u32) -> String {
    let mut parts: Vec<String> = step
        .placed
        .iter()
        .map(|&(c, d)| {
            fill(
                w.step_must_be,
                &[("cell", &w.cell_name(n, c)), ("d", &number(d))],
            )
        })
        .collect();
    if !step.removed.is_empty() {
        parts.push(removals_as(w, n, &step.removed, number));
    }
    parts.join("; ")
}

/// A technique's name and one-line note in a language other than English: the order of
/// [`Language::ALL`] without English (de, fr, es, it, nl, pl).
pub type Texts = [(&'static str, &'static str); 6];

/// Picks `lang`'s entry of `texts`; `None` for English, which keeps its own words.
pub fn pick(lang: Language, texts: &Texts) -> Option<(&'static str, &'static str)> {
    let i = Language::ALL.iter().position(|&l| l == lang)?;
    i.checked_sub(1).map(|i| texts[i])
}

/// The Latin techniques' names and notes outside English ("techniques you will need").
pub fn technique(lang: Language, name: &str) -> Option<(&'static str, &'static str)> {
    let texts: Texts = match name {
        "naked-single" => [
            (
                "Nackter Einer",
                "Ein Kästchen, in das nur noch eine Zahl passt, bekommt diese Zahl.",
            ),
            (
                "singleton nu",
                "Une case à laquelle il ne reste qu'un candidat prend ce chiffre.",
            ),
            (
                "solitario desnudo",
                "Una casilla a la que solo le queda un candidato lleva ese número.",
            ),
            (
                "singolo nudo",
                "Una casella con un solo candidato rimasto prende quella cifra.",
            ),
            (
                "naakte single",
                "Een vakje met nog maar één kandidaat krijgt dat cijfer.",
            ),
            (
                "nagi samotnik",
                "Pole, w którym został tylko jeden kandydat, dostaje tę cyfrę.",
            ),
        ],
        "hidden-single" => [
            (
                "Versteckter Einer",
                "Eine Zahl, die in einer Zeile oder Spalte nur noch in ein Kästchen passt, kommt dorthin.",
            ),
            (
                "singleton caché",
                "Un chiffre qui n'a plus qu'une case possible dans une ligne ou une colonne y va.",
            ),
            (
                "solitario oculto",
                "Un número que solo cabe en una casilla de una fila o columna va allí.",
            ),
            (
                "singolo nascosto",
                "Una cifra che in una riga o colonna può stare in una sola casella va lì.",
            ),
            (
                "verborgen single",
                "Een cijfer dat in een rij of kolom nog maar in één vakje past, komt daar.",
            ),
            (
                "ukryty samotnik",
                "Cyfra, która w wierszu lub kolumnie pasuje tylko do jednego pola, trafia tam.",
            ),
        ],
        "sign-bounds" => [
            (
                "Grenzen der Zeichen",
                "Das Kästchen auf der kleinen Seite eines Zeichens kann nicht die größte Zahl enthalten, die das andere Kästchen zulässt, und das Kästchen auf der großen Seite nicht die kleinste.",
            ),
            (
                "bornes des signes",
                "La case du petit côté d'un signe ne peut pas prendre le plus grand chiffre que l'autre case permet, et la case du grand côté ne peut pas prendre le plus petit.",
            ),
            (
                "límites de los signos",
                "La casilla del lado pequeño de un signo no puede llevar el mayor número que permite la otra, y la del lado grande no puede llevar el menor.",
            ),
            (
                "limiti dei segni",
                "La casella dal lato piccolo di un segno non può avere la cifra più grande che l'altra casella permette, e quella dal lato grande non può avere la più piccola.",
            ),
            (
                "grenzen van de tekens",
                "Het vakje aan de kleine kant van een teken kan niet het grootste cijfer hebben dat het andere vakje toelaat, en het vakje aan de grote kant niet het kleinste.",
            ),
            (
                "granice znaków",
                "Pole po mniejszej stronie znaku nie może mieć największej cyfry, na którą pozwala drugie pole, a pole po większej stronie – najmniejszej.",
            ),
        ],
        "sign-chain" => [
            (
                "Ungleichungskette",
                "Zeichen in dieselbe Richtung bilden eine Kette, und jedes Kästchen darin braucht eine größere Zahl als das vorige: Das Ende einer langen Kette kann nicht klein sein.",
            ),
            (
                "chaîne de signes",
                "Des signes tournés dans le même sens forment une chaîne où chaque case demande un chiffre plus grand que la précédente\u{a0}: le haut d'une longue chaîne ne peut pas être petit.",
            ),
            (
                "cadena de signos",
                "Los signos que apuntan en el mismo sentido forman una cadena en la que cada casilla necesita un número mayor que la anterior: la cima de una cadena larga no puede ser pequeña.",
            ),
            (
                "catena di segni",
                "Segni rivolti nello stesso verso formano una catena in cui ogni casella vuole una cifra più grande della precedente: la cima di una catena lunga non può essere piccola.",
            ),
            (
                "tekenketen",
                "Tekens die dezelfde kant op wijzen vormen een keten waarin elk vakje een groter cijfer nodig heeft dan het vorige: de top van een lange keten kan niet klein zijn.",
            ),
            (
                "łańcuch znaków",
                "Znaki skierowane w tę samą stronę tworzą łańcuch, w którym każde pole potrzebuje większej cyfry niż poprzednie: szczyt długiego łańcucha nie może być mały.",
            ),
        ],
        "naked-pair" => [
            (
                "Nacktes Paar",
                "Zwei Kästchen einer Zeile oder Spalte, in die nur dieselben zwei Zahlen passen, brauchen beide auf: Kein anderes Kästchen dort kann sie enthalten.",
            ),
            (
                "paire nue",
                "Deux cases d'une même ligne ou colonne qui ne peuvent prendre que les deux mêmes chiffres les utilisent tous deux\u{a0}: aucune autre case de cette ligne ou colonne ne peut les prendre.",
            ),
            (
                "pareja desnuda",
                "Dos casillas de una línea que solo admiten los mismos dos números los gastan: ninguna otra casilla de la línea puede llevarlos.",
            ),
            (
                "coppia nuda",
                "Due caselle di una linea che possono avere solo le stesse due cifre le consumano entrambe: nessun'altra casella della linea può averle.",
            ),
            (
                "naakt paar",
                "Twee vakjes van een lijn die alleen dezelfde twee cijfers kunnen hebben, gebruiken ze allebei: geen ander vakje van die lijn kan ze hebben.",
            ),
            (
                "naga para",
                "Dwa pola linii, które mogą mieć tylko te same dwie cyfry, zużywają je obie: żadne inne pole tej linii nie może ich mieć.",
            ),
        ],
        "naked-triple" => [
            (
                "Nacktes Tripel",
                "Drei Kästchen einer Zeile oder Spalte, in die zusammen nur drei Zahlen passen, brauchen alle drei auf: Kein anderes Kästchen dort kann sie enthalten.",
            ),
            (
                "triplet nu",
                "Trois cases d'une même ligne ou colonne qui n'ont que trois chiffres à elles trois les utilisent tous\u{a0}: aucune autre case de cette ligne ou colonne ne peut les prendre.",
            ),
            (
                "trío desnudo",
                "Tres casillas de una línea con solo tres números entre ellas los gastan todos: ninguna otra casilla de la línea puede llevarlos.",
            ),
            (
                "tripla nuda",
                "Tre caselle di una linea con solo tre cifre in tutto le consumano tutte: nessun'altra casella della linea può averle.",
            ),
            (
                "naakt drietal",
                "Drie vakjes van een lijn met samen maar drie cijfers gebruiken ze alle drie: geen ander vakje van die lijn kan ze hebben.",
            ),
            (
                "naga trójka",
                "Trzy pola linii, które mają razem tylko trzy cyfry, zużywają je wszystkie: żadne inne pole tej linii nie może ich mieć.",
            ),
        ],
        "naked-quad" => [
            (
                "Nacktes Quartett",
                "Vier Kästchen einer Zeile oder Spalte, in die zusammen nur vier Zahlen passen, brauchen alle vier auf.",
            ),
            (
                "quadruplet nu",
                "Quatre cases d'une même ligne ou colonne qui n'ont que quatre chiffres à elles quatre les utilisent tous.",
            ),
            (
                "cuarteto desnudo",
                "Cuatro casillas de una línea con solo cuatro números entre ellas los gastan todos.",
            ),
            (
                "quadrupla nuda",
                "Quattro caselle di una linea con solo quattro cifre in tutto le consumano tutte.",
            ),
            (
                "naakt viertal",
                "Vier vakjes van een lijn met samen maar vier cijfers gebruiken ze alle vier.",
            ),
            (
                "naga czwórka",
                "Cztery pola linii, które mają razem tylko cztery cyfry, zużywają je wszystkie.",
            ),
        ],
        "hidden-pair" => [
            (
                "Verstecktes Paar",
                "Passen zwei Zahlen einer Zeile oder Spalte nur in dieselben zwei Kästchen, enthalten diese Kästchen nichts anderes.",
            ),
            (
                "paire cachée",
                "Quand deux chiffres d'une ligne ou d'une colonne ne peuvent aller que dans les deux mêmes cases, ces cases ne prennent rien d'autre.",
            ),
            (
                "pareja oculta",
                "Cuando dos números de una línea solo caben en las mismas dos casillas, esas casillas no llevan nada más.",
            ),
            (
                "coppia nascosta",
                "Quando due cifre di una linea possono stare solo nelle stesse due caselle, quelle caselle non hanno altro.",
            ),
            (
                "verborgen paar",
                "Als twee cijfers van een lijn alleen in dezelfde twee vakjes passen, krijgen die vakjes niets anders.",
            ),
            (
                "ukryta para",
                "Gdy dwie cyfry linii mogą trafić tylko do tych samych dwóch pól, te pola nie mają nic innego.",
            ),
        ],
        "hidden-triple" => [
            (
                "Verstecktes Tripel",
                "Passen drei Zahlen einer Zeile oder Spalte nur in dieselben drei Kästchen, enthalten diese Kästchen nichts anderes.",
            ),
            (
                "triplet caché",
                "Quand trois chiffres d'une ligne ou d'une colonne ne peuvent aller que dans les trois mêmes cases, ces cases ne prennent rien d'autre.",
            ),
            (
                "trío oculto",
                "Cuando tres números de una línea solo caben en las mismas tres casillas, esas casillas no llevan nada más.",
            ),
            (
                "tripla nascosta",
                "Quando tre cifre di una linea possono stare solo nelle stesse tre caselle, quelle caselle non hanno altro.",
            ),
            (
                "verborgen drietal",
                "Als drie cijfers van een lijn alleen in dezelfde drie vakjes passen, krijgen die vakjes niets anders.",
            ),
            (
                "ukryta trójka",
                "Gdy trzy cyfry linii mogą trafić tylko do tych samych trzech pól, te pola nie mają nic innego.",
            ),
        ],
        "hidden-quad" => [
            (
                "Verstecktes Quartett",
                "Passen vier Zahlen einer Zeile oder Spalte nur in dieselben vier Kästchen, enthalten diese Kästchen nichts anderes.",
            ),
            (
                "quadruplet caché",
                "Quand quatre chiffres d'une ligne ou d'une colonne ne peuvent aller que dans les quatre mêmes cases, ces cases ne prennent rien d'autre.",
            ),
            (
                "cuarteto oculto",
                "Cuando cuatro números de una línea solo caben en las mismas cuatro casillas, esas casillas no llevan nada más.",
            ),
            (
                "quadrupla nascosta",
                "Quando quattro cifre di una linea possono stare solo nelle stesse quattro caselle, quelle caselle non hanno altro.",
            ),
            (
                "verborgen viertal",
                "Als vier cijfers van een lijn alleen in dezelfde vier vakjes passen, krijgen die vakjes niets anders.",
            ),
            (
                "ukryta czwórka",
                "Gdy cztery cyfry linii mogą trafić tylko do tych samych czterech pól, te pola nie mają nic innego.",
            ),
        ],
        "x-wing" => [
            (
                "X-Wing",
                "Passt eine Zahl in zwei Zeilen nur in dieselben zwei Spalten, steht sie in diesen Spalten in genau diesen Zeilen: Streichen Sie sie im Rest beider Spalten (ebenso mit Zeilen und Spalten vertauscht).",
            ),
            (
                "X-Wing",
                "Quand un chiffre ne peut aller que dans les deux mêmes colonnes de deux lignes, ces colonnes le reçoivent dans ces lignes\u{a0}: rayez-le du reste des deux colonnes (et de même en échangeant lignes et colonnes).",
            ),
            (
                "X-Wing",
                "Cuando un número solo cabe en las mismas dos columnas de dos filas, esas columnas lo llevan en esas filas: táchalo en el resto de ambas columnas (y lo mismo cambiando filas por columnas).",
            ),
            (
                "X-Wing",
                "Quando una cifra in due righe può stare solo nelle stesse due colonne, quelle colonne la ricevono in quelle righe: cancellala dal resto delle due colonne (e lo stesso scambiando righe e colonne).",
            ),
            (
                "X-Wing",
                "Als een cijfer in twee rijen alleen in dezelfde twee kolommen past, krijgen die kolommen het in die rijen: streep het weg in de rest van beide kolommen (en zo ook met rijen en kolommen omgekeerd).",
            ),
            (
                "X-Wing",
                "Gdy cyfra w dwóch wierszach może być tylko w tych samych dwóch kolumnach, te kolumny dostają ją w tych wierszach: skreśl ją w pozostałych polach obu kolumn (i tak samo z zamienionymi wierszami i kolumnami).",
            ),
        ],
        "swordfish" => [
            (
                "Schwertfisch",
                "Der X-Wing mit drei Zeilen und drei Spalten.",
            ),
            ("espadon", "Le X-Wing avec trois lignes et trois colonnes."),
            ("pez espada", "El X-Wing con tres filas y tres columnas."),
            ("pesce spada", "L'X-Wing con tre righe e tre colonne."),
            ("zwaardvis", "De X-Wing met drie rijen en drie kolommen."),
            ("miecznik", "X-Wing z trzema wierszami i trzema kolumnami."),
        ],
        "jellyfish" => [
            ("Qualle", "Der X-Wing mit vier Zeilen und vier Spalten."),
            ("méduse", "Le X-Wing avec quatre lignes et quatre colonnes."),
            ("medusa", "El X-Wing con cuatro filas y cuatro columnas."),
            ("medusa", "L'X-Wing con quattro righe e quattro colonne."),
            ("kwal", "De X-Wing met vier rijen en vier kolommen."),
            (
                "meduza",
                "X-Wing z czterema wierszami i czterema kolumnami.",
            ),
        ],
        "forcing-chain" => [
            (
                "Erzwingende Kette",
                "Verfolgen Sie beide Möglichkeiten eines Kästchens mit zwei Kandidaten: Setzt jede davon eine Zahl in eines von zwei Kästchen, kann ein Kästchen, das mit beiden eine Zeile oder Spalte teilt, sie nicht enthalten.",
            ),
            (
                "chaîne forcée",
                "Suivez les deux possibilités d'une case à deux candidats\u{a0}: si chacune met un chiffre dans l'une de deux cases, une case qui partage une ligne ou une colonne avec les deux ne peut pas le prendre.",
            ),
            (
                "cadena forzada",
                "Sigue los dos caminos de una casilla con dos candidatos: si ambos ponen un número en una de dos casillas, una casilla que comparte línea con las dos no puede llevarlo.",
            ),
            (
                "catena forzata",
                "Segui in entrambi i modi una casella con due candidati: se ciascuno mette una cifra in una di due caselle, una casella che condivide una linea con entrambe non può averla.",
            ),
            (
                "dwingende keten",
                "Volg een vakje met twee kandidaten beide kanten op: als elke weg een cijfer in een van twee vakjes zet, kan een vakje dat met allebei een lijn deelt het niet hebben.",
            ),
            (
                "łańcuch wymuszeń",
                "Prześledź obie możliwości pola z dwoma kandydatami: gdy każda stawia cyfrę w jednym z dwóch pól, pole dzielące linię z oboma nie może jej mieć.",
            ),
        ],
        _ => return None,
    };
    pick(lang, &texts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latin::bit;
    use crate::latin::techniques as latin;

    fn step(
        technique: &'static super::super::logic::Technique,
        cells: &[usize],
        placed: &[(usize, u8)],
        removed: &[(usize, Mask)],
        lines: &[Line],
        digits: Mask,
    ) -> Step {
        Step {
            technique,
            cells: cells.to_vec(),
            placed: placed.to_vec(),
            removed: removed.to_vec(),
            lines: lines.to_vec(),
            digits,
            cell_cands: vec![0; cells.len()],
        }
    }

    #[test]
    fn an_x_wing_gives_its_reason_in_every_language() {
        // 3 only in columns 1 and 4 of rows 2 and 5: r1c1 loses it.
        let wing = step(
            &latin::X_WING,
            &[5, 8, 20, 23],
            &[],
            &[(0, bit(3))],
            &[Line::Row(1), Line::Row(4), Line::Col(0), Line::Col(3)],
            bit(3),
        );
        assert_eq!(
            describe(Language::De, 5, &wing),
            "In Zeile 2 und Zeile 5 passt die 3 nur in Spalte 1 und Spalte 4, also kann die 3 \
             sonst nirgends in Spalte 1 und Spalte 4 stehen: Z1S1 kann nicht 3 sein."
        );
        for &lang in &Language::ALL[1..] {
            let said = describe(lang, 5, &wing);
            assert_ne!(said, facts(lang, 5, &wing), "{lang}: no reason");
            assert!(said.contains('4') && said.contains('5'), "{lang}: {said}");
        }
    }

    #[test]
    fn german_sentences() {
        let single = step(
            &latin::HIDDEN_SINGLE,
            &[7],
            &[(7, 4)],
            &[],
            &[Line::Row(1)],
            bit(4),
        );
        assert_eq!(
            describe(Language::De, 5, &single),
            "Z2S3 muss 4 sein: Es ist das einzige Kästchen in Zeile 2, in das die 4 passt."
        );
        let pair = step(
            &latin::NAKED_PAIR,
            &[0, 3],
            &[],
            &[(1, bit(2) | bit(5)), (4, bit(5))],
            &[Line::Row(0)],
            bit(2) | bit(5),
        );
        assert_eq!(
            describe(Language::De, 5, &pair),
            "Z1S1 und Z1S4 enthalten zusammen nur 2 und 5, also kann kein anderes Kästchen in \
             Zeile 1 die 2 oder 5 enthalten: Z1S2 kann nicht 2 oder 5 sein; Z1S5 kann nicht 5 \
             sein."
        );
        let other = step(&latin::X_WING, &[0], &[], &[(4, 1), (6, 1)], &[], bit(1));
        assert_eq!(
            describe(Language::Pl, 4, &other),
            "W polach W2K1 i W2K3 nie może być 1."
        );
    }

    #[test]
    fn every_language_fills_every_placeholder() {
        let hidden = step(
            &latin::HIDDEN_PAIR,
            &[0, 3],
            &[],
            &[(0, bit(1)), (3, bit(3))],
            &[Line::Col(0)],
            bit(2) | bit(5),
        );
        for lang in Language::ALL {
            let text = describe(lang, 5, &hidden);
            assert!(!text.contains('{') && text.contains('5'), "{lang}: {text}");
        }
    }
}
