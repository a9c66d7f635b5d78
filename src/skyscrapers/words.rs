//! What a Skyscrapers book prints in each language: the kind's name, its rules, and its step
//! sentences.

use super::{Puzzle, Side, Spot, line_spots};
use crate::solve::logic::Step;
use crate::words::{Language, book_sizes, digits_per_grid, fill, ftl};

/// The kind's name in a book in `lang`.
pub fn name(lang: Language) -> &'static str {
    match lang {
        Language::En => "Skyscrapers",
        Language::De => "Wolkenkratzer",
        Language::Fr => "Gratte-ciel",
        Language::Es => "Rascacielos",
        Language::It => "Grattacieli",
        Language::Nl => "Wolkenkrabbers",
        Language::Pl => "Wieżowce",
        Language::Pt => "Arranha-céus",
    }
}

/// The rules, one paragraph each, for a book whose sections use `sizes`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    if lang == Language::En {
        return rules_en(sizes);
    }
    let sizes = book_sizes(sizes, 5);
    let n = sizes[0];
    let paragraphs: [&str; 4] = match lang {
        Language::En => unreachable!("English returned above"),
        Language::De => [
            "In jedem Kästchen des Gitters steht ein Wolkenkratzer, und die Zahl darin ist seine \
             Höhe. Jede Zeile und jede Spalte enthält jede Höhe genau einmal: {examples}.",
            "Eine Zahl am Rand sagt, wie viele Wolkenkratzer man sieht, wenn man von dort entlang \
             der Zeile oder Spalte blickt. Ein höheres Gebäude verdeckt alle niedrigeren \
             dahinter; man sieht ein Gebäude also nur, wenn es höher ist als alle Gebäude davor.",
            "Ein Beispiel: In einer Zeile eines {n}×{n}-Gitters bedeutet eine 1 am Rand, dass das \
             höchste Gebäude, die {n}, direkt daneben steht; eine {n} bedeutet, dass man alle \
             sieht, die Zeile also von dieser Seite aus 1, 2, … bis {n} ansteigt. Wo keine Zahl \
             steht, gibt es keinen Hinweis.",
            "Manche Rätsel geben auch einige Höhen im Gitter vor. Jedes Rätsel hat genau eine \
             Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.",
        ],
        Language::Fr => [
            "Chaque case de la grille contient un gratte-ciel, et le chiffre qu'on y écrit est \
             sa hauteur. Chaque ligne et chaque colonne contient chaque hauteur une seule \
             fois\u{a0}: {examples}.",
            "Un chiffre à l'extérieur de la grille indique combien de gratte-ciel on voit en \
             regardant le long de cette ligne ou de cette colonne depuis cet endroit. Un \
             immeuble plus haut cache tous les plus petits derrière lui\u{a0}: on ne voit un \
             immeuble que s'il est plus haut que tous ceux placés devant lui.",
            "Par exemple, dans une ligne d'une grille de {n} sur {n}, un 1 à l'extérieur signifie \
             que le plus haut immeuble, le {n}, se trouve juste à côté\u{a0}; un {n} signifie \
             qu'on les voit tous, donc que la ligne monte 1, 2, … jusqu'à {n} depuis ce côté. Là \
             où il n'y a pas de chiffre, il n'y a pas d'indice.",
            "Certaines grilles donnent aussi quelques hauteurs à l'intérieur. Chaque grille a une \
             solution unique, et la logique seule permet de la trouver\u{a0}: il n'est jamais \
             nécessaire de deviner.",
        ],
        Language::Es => [
            "Cada casilla de la cuadrícula contiene un rascacielos, y el número que lleva es su \
             altura. Cada fila y cada columna contiene cada altura una sola vez: {examples}.",
            "Un número fuera de la cuadrícula indica cuántos rascacielos se ven mirando a lo \
             largo de esa fila o columna desde allí. Un edificio más alto tapa a todos los más \
             bajos que tiene detrás, así que solo se ve un edificio si es más alto que todos los \
             que tiene delante.",
            "Por ejemplo, en una fila de una cuadrícula de {n} por {n}, un 1 fuera significa que \
             el edificio más alto, el {n}, está justo al lado; un {n} significa que se ven todos, \
             así que la fila sube 1, 2, … hasta {n} desde ese lado. Donde no hay número, no hay \
             pista.",
            "Algunos puzles también dan unas pocas alturas dentro de la cuadrícula. Cada puzle \
             tiene una única solución, y basta la lógica para encontrarla: nunca hace falta \
             adivinar.",
        ],
        Language::It => [
            "Ogni casella della griglia contiene un grattacielo, e il numero scritto è la sua \
             altezza. Ogni riga e ogni colonna contiene ogni altezza una sola volta: {examples}.",
            "Un numero fuori dalla griglia dice quanti grattacieli si vedono guardando lungo \
             quella riga o colonna da lì. Un edificio più alto nasconde tutti quelli più bassi \
             dietro di sé: un edificio si vede solo se è più alto di tutti quelli davanti.",
            "Per esempio, in una riga di una griglia {n} per {n}, un 1 fuori significa che \
             l'edificio più alto, il {n}, sta proprio accanto; un {n} significa che si vedono \
             tutti, quindi la riga sale 1, 2, … fino a {n} da quel lato. Dove non c'è un numero, \
             non c'è un indizio.",
            "Alcuni schemi danno anche qualche altezza dentro la griglia. Ogni schema ha una sola \
             soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.",
        ],
        Language::Nl => [
            "Elk vakje van het diagram bevat een wolkenkrabber, en het getal erin is de hoogte. \
             Elke rij en elke kolom bevat elke hoogte precies één keer: {examples}.",
            "Een getal buiten het diagram zegt hoeveel wolkenkrabbers je vanaf die plek ziet als \
             je langs de rij of kolom kijkt. Een hoger gebouw verbergt alle lagere erachter: je \
             ziet een gebouw alleen als het hoger is dan alle gebouwen ervoor.",
            "Een voorbeeld: in een rij van een diagram van {n} bij {n} betekent een 1 erbuiten \
             dat het hoogste gebouw, de {n}, er direct naast staat; een {n} betekent dat je ze \
             allemaal ziet, dus vanaf die kant loopt de rij op: 1, 2, … tot {n}. Waar geen getal \
             staat, is geen aanwijzing.",
            "Sommige puzzels geven ook een paar hoogtes in het diagram. Elke puzzel heeft \
             precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig.",
        ],
        Language::Pl => [
            "W każdym polu diagramu stoi wieżowiec, a liczba w polu to jego wysokość. W każdym \
             wierszu i każdej kolumnie każda wysokość występuje dokładnie raz: {examples}.",
            "Liczba poza diagramem mówi, ile wieżowców widać, patrząc z tego miejsca wzdłuż \
             wiersza lub kolumny. Wyższy budynek zasłania wszystkie niższe za sobą, więc budynek \
             widać tylko wtedy, gdy jest wyższy od wszystkich przed nim.",
            "Na przykład w wierszu diagramu {n} na {n} liczba 1 z boku oznacza, że najwyższy \
             budynek, {n}, stoi tuż obok; liczba {n} oznacza, że widać wszystkie, więc od tej \
             strony wiersz rośnie: 1, 2, … aż do {n}. Gdzie nie ma liczby, nie ma wskazówki.",
            "W niektórych łamigłówkach kilka wysokości jest też wpisanych w diagram. Każda \
             łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: \
             nigdy nie trzeba zgadywać.",
        ],
        Language::Pt => [
            "Cada casa da grade tem um arranha-céu, e o número nela é a sua altura. Cada linha \
             e cada coluna tem cada altura uma única vez: {examples}.",
            "Um número fora da grade diz quantos arranha-céus se veem olhando dali ao longo \
             daquela linha ou coluna. Um prédio mais alto esconde todos os mais baixos atrás \
             dele, então só se vê um prédio quando ele é mais alto que todos os que estão à \
             frente.",
            "Por exemplo, numa linha de uma grade de {n} por {n}, um 1 do lado de fora quer \
             dizer que o prédio mais alto, o {n}, está logo ao lado; um {n} quer dizer que se \
             veem todos, então a linha sobe 1, 2, … até {n} a partir desse lado. Onde não há \
             número, não há pista.",
            "Alguns desafios também trazem umas poucas alturas dentro da grade. Cada desafio \
             tem uma única solução, e a lógica basta para encontrá-la: nunca é preciso chutar.",
        ],
    };
    let examples = digits_per_grid(lang, &sizes);
    paragraphs
        .map(|p| fill(p, &[("n", &n), ("examples", &examples)]))
        .to_vec()
}

fn rules_en(sizes: &[usize]) -> Vec<String> {
    let sizes = book_sizes(sizes, 5);
    let examples = digits_per_grid(Language::En, &sizes);
    let n = sizes[0];
    vec![
        format!(
            "Each square of the grid holds a skyscraper, and the number in it is the \
             building's height. Every row and every column holds each height once: \
             {examples}."
        ),
        "A number outside the grid says how many skyscrapers you can see looking along \
         that row or column from there. A taller building hides every shorter one behind \
         it, so you see a building only when it is taller than all the buildings in \
         front of it."
            .to_string(),
        format!(
            "For example, in a row of a {n} by {n} grid, a 1 outside means the tallest \
             building, {n}, stands right next to it; a {n} means you see them all, so the \
             row climbs 1, 2, ... up to {n} from that side. Where there is no number, \
             there is no clue."
        ),
        "Some puzzles also print a few heights inside the grid. Every puzzle has exactly \
         one solution, and logic alone will find it: there is never any need to guess."
            .to_string(),
    ]
}

/// The sentence for `step` of a solve of `p` in `lang`.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let n = p.order();
    let (Some(&line), Some(t)) = (step.lines.first(), steps(lang)) else {
        return match lang {
            Language::En => super::explain::describe(p, step),
            _ => crate::solve::words::describe(lang, n, step),
        };
    };
    let w = lang.words();
    let (front, back) = line_spots(line);
    // The clue a one-edge step reads: the one next to its first cell.
    let near = |cell: usize| if cell == line.cell(n, 0) { front } else { back };
    let clue = |spot: Spot| {
        let template = match spot.side {
            Side::Top => t.top,
            Side::Bottom => t.bottom,
            Side::Left => t.left,
            Side::Right => t.right,
        };
        fill(template, &[("clue", &p.clue(spot)), ("n", &(spot.at + 1))])
    };
    let outcome = crate::solve::words::outcome(w, n, step);
    let line_name = crate::solve::words::line_name(w, line);
    let text = match (step.technique.name, step.placed.first()) {
        ("clue-one", Some(&(cell, _))) => fill(
            t.clue_one,
            &[("clue", &clue(near(cell))), ("outcome", &outcome)],
        ),
        ("clue-full", _) => {
            let climb: Vec<String> = (1..=n).map(|d| d.to_string()).collect();
            fill(
                t.clue_full,
                &[
                    ("clue", &clue(near(step.cells[0]))),
                    ("line", &line_name),
                    ("climb", &climb.join(", ")),
                    ("outcome", &outcome),
                ],
            )
        }
        ("clue-bounds", _) => return bounds(lang, p, step, near(step.cells[0]), &clue),
        ("clue-last-seen", _) => {
            let spot = near(step.cells[0]);
            let pos = super::explain::placed_along(n, spot, step);
            // The placed heights seen from the clue, tallest first, each nearer than the last.
            let mut shown = vec![];
            let mut nearest = n;
            for h in (1..=n).rev().take_while(|&h| pos[h] < n) {
                if pos[h] < nearest {
                    nearest = pos[h];
                    shown.push(ftl::text(
                        lang,
                        "sky-shown",
                        &[
                            ("h", h.to_string().into()),
                            ("cell", w.cell_name(n, spot.cell(n, pos[h])).into()),
                        ],
                    ));
                }
            }
            return ftl::sentence(
                lang,
                "sky-last-seen",
                &[
                    ("clue", clue(spot).into()),
                    ("c", usize::from(p.clue(spot)).into()),
                    ("count", shown.len().into()),
                    ("shown", w.and_list(shown).into()),
                    ("at", w.cell_name(n, spot.cell(n, nearest)).into()),
                    ("between", nearest.saturating_sub(1).into()),
                    ("outcome", outcome.into()),
                ],
            );
        }
        ("clue-enumeration", _) => {
            return ftl::sentence(
                lang,
                "sky-enumeration",
                &[
                    ("clue", clue(near(step.cells[0])).into()),
                    ("line", line_name.into()),
                    ("outcome", outcome.into()),
                ],
            );
        }
        ("line-enumeration", _) => {
            let mut parts = vec![ftl::text(lang, "sky-its-candidates", &[])];
            for s in [front, back].into_iter().filter(|&s| p.clue(s) != 0) {
                let id = match s.side {
                    Side::Top => "sky-clue-above",
                    Side::Bottom => "sky-clue-below",
                    Side::Left => "sky-clue-left",
                    Side::Right => "sky-clue-right",
                };
                parts.push(ftl::text(
                    lang,
                    id,
                    &[("clue", p.clue(s).to_string().into())],
                ));
            }
            return ftl::sentence(
                lang,
                "sky-line-enumeration",
                &[
                    ("line", line_name.into()),
                    ("parts", w.and_list(parts).into()),
                    ("outcome", outcome.into()),
                ],
            );
        }
        ("facing-clues", Some(_)) => fill(
            t.facing,
            &[
                ("clue", &clue(front)),
                ("other", &clue(back)),
                ("sum", &(n + 1)),
                ("outcome", &outcome),
            ],
        ),
        _ => return crate::solve::words::describe(lang, n, step),
    };
    crate::words::capitalised(&text)
}

/// A clue-bounds step in `lang`: how many buildings the clue sees, the heights hidden behind
/// taller ones when some are placed, and how far in each height must stand, as in English.
fn bounds(
    lang: Language,
    p: &Puzzle,
    step: &Step,
    spot: Spot,
    clue: &dyn Fn(Spot) -> String,
) -> String {
    let n = p.order();
    let w = lang.words();
    let c = p.clue(spot) as usize;
    let pos = super::explain::placed_along(n, spot, step);
    let (seen, k) = super::techniques::can_be_seen(n, &pos);
    let outcome = crate::solve::words::outcome(w, n, step);
    let hidden: Vec<String> = (1..=n)
        .filter(|&h| pos[h] < n && !seen[..k].contains(&(h as u8)))
        .map(|h| {
            let blocker = (h + 1..=n).find(|&t| pos[t] < pos[h]).unwrap_or(n);
            ftl::text(
                lang,
                "sky-behind",
                &[
                    ("h", h.to_string().into()),
                    ("blocker", blocker.to_string().into()),
                ],
            )
        })
        .collect();
    if hidden.is_empty() {
        // Counting from the clue, the cell at position d is at most n - c + 1 + d.
        let caps: Vec<String> = (0..c.saturating_sub(1))
            .map(|d| {
                ftl::text(
                    lang,
                    "sky-cap",
                    &[
                        ("pos", (d + 1).into()),
                        ("max", (n - c + 1 + d).to_string().into()),
                    ],
                )
            })
            .collect();
        return ftl::sentence(
            lang,
            "sky-bounds",
            &[
                ("clue", clue(spot).into()),
                ("c", c.into()),
                ("caps", w.and_list(caps).into()),
                ("outcome", outcome.into()),
            ],
        );
    }
    let room: Vec<String> = (0..(c - 1).min(k))
        .map(|i| {
            let d = c - 1 - i;
            let id = if i == 0 { "sky-room-first" } else { "sky-room" };
            ftl::text(
                lang,
                id,
                &[("h", seen[i].to_string().into()), ("d", d.into())],
            )
        })
        .collect();
    ftl::sentence(
        lang,
        "sky-bounds-hidden",
        &[
            ("clue", clue(spot).into()),
            ("c", c.into()),
            ("count", hidden.len().into()),
            ("hidden", w.and_list(hidden).into()),
            ("room", w.and_list(room).into()),
            ("outcome", outcome.into()),
        ],
    )
}

/// Skyscrapers' step sentences in a language other than English (which keeps its own in
/// [`super::explain`]).
struct Steps {
    /// A clue by its side: `{clue}`, `{n}` (the column or row).
    top: &'static str,
    bottom: &'static str,
    left: &'static str,
    right: &'static str,
    /// `{clue}`, `{outcome}`.
    clue_one: &'static str,
    /// `{clue}`, `{line}`, `{climb}`, `{outcome}`.
    clue_full: &'static str,
    /// `{clue}`, `{other}`, `{sum}`, `{outcome}`.
    facing: &'static str,
}

fn steps(lang: Language) -> Option<Steps> {
    Some(match lang {
        Language::En => return None,
        Language::De => Steps {
            top: "der Hinweis {clue} über Spalte {n}",
            bottom: "der Hinweis {clue} unter Spalte {n}",
            left: "der Hinweis {clue} links von Zeile {n}",
            right: "der Hinweis {clue} rechts von Zeile {n}",
            clue_one: "{clue} bedeutet: Man sieht nur ein Gebäude, also steht das höchste \
                       direkt daneben: {outcome}.",
            clue_full: "{clue} bedeutet: Man sieht alle Gebäude, also steigt {line} von diesem \
                        Rand aus {climb} an: {outcome}.",
            facing: "{clue} und {other} ergeben zusammen {sum}, eins mehr als die Größe: Das \
                     höchste Gebäude wird von beiden Enden ohne Spielraum gesehen: {outcome}.",
        },
        Language::Fr => Steps {
            top: "l'indice {clue} au-dessus de la colonne {n}",
            bottom: "l'indice {clue} sous la colonne {n}",
            left: "l'indice {clue} à gauche de la ligne {n}",
            right: "l'indice {clue} à droite de la ligne {n}",
            clue_one: "{clue} indique qu'on ne voit qu'un immeuble, donc le plus haut est juste \
                       à côté\u{a0}: {outcome}.",
            clue_full: "{clue} indique qu'on voit tous les immeubles, donc {line} monte {climb} \
                        depuis ce bord\u{a0}: {outcome}.",
            facing: "{clue} et {other} font {sum} à eux deux, un de plus que la taille\u{a0}: \
                     le plus haut immeuble est vu des deux bouts sans aucune marge, donc \
                     {outcome}.",
        },
        Language::Es => Steps {
            top: "la pista {clue} sobre la columna {n}",
            bottom: "la pista {clue} bajo la columna {n}",
            left: "la pista {clue} a la izquierda de la fila {n}",
            right: "la pista {clue} a la derecha de la fila {n}",
            clue_one: "{clue} indica que solo se ve un edificio, así que el más alto está justo \
                       al lado: {outcome}.",
            clue_full: "{clue} indica que se ven todos los edificios, así que {line} sube \
                        {climb} desde ese borde: {outcome}.",
            facing: "{clue} y {other} suman {sum}, uno más que el tamaño, así que el más alto se \
                     ve desde ambos extremos sin margen: {outcome}.",
        },
        Language::It => Steps {
            top: "l'indizio {clue} sopra la colonna {n}",
            bottom: "l'indizio {clue} sotto la colonna {n}",
            left: "l'indizio {clue} a sinistra della riga {n}",
            right: "l'indizio {clue} a destra della riga {n}",
            clue_one: "{clue} indica che si vede un solo edificio, quindi il più alto sta \
                       proprio accanto: {outcome}.",
            clue_full: "{clue} indica che si vedono tutti gli edifici, quindi {line} sale \
                        {climb} da quel lato: {outcome}.",
            facing: "{clue} e {other} sommano {sum}, uno in più della dimensione, quindi il più \
                     alto si vede da entrambi i lati senza margine: {outcome}.",
        },
        Language::Nl => Steps {
            top: "de aanwijzing {clue} boven kolom {n}",
            bottom: "de aanwijzing {clue} onder kolom {n}",
            left: "de aanwijzing {clue} links van rij {n}",
            right: "de aanwijzing {clue} rechts van rij {n}",
            clue_one: "{clue} betekent dat je maar één gebouw ziet, dus het hoogste staat er \
                       direct naast: {outcome}.",
            clue_full: "{clue} betekent dat je alle gebouwen ziet, dus vanaf die kant loopt \
                        {line} op als {climb}: {outcome}.",
            facing: "{clue} en {other} zijn samen {sum}, één meer dan de grootte, dus het \
                     hoogste gebouw wordt van beide kanten gezien zonder speling: {outcome}.",
        },
        Language::Pl => Steps {
            top: "wskazówka {clue} nad kolumną {n}",
            bottom: "wskazówka {clue} pod kolumną {n}",
            left: "wskazówka {clue} na lewo od wiersza {n}",
            right: "wskazówka {clue} na prawo od wiersza {n}",
            clue_one: "{clue} oznacza, że widać tylko jeden budynek, więc najwyższy stoi tuż \
                       obok: {outcome}.",
            clue_full: "{clue} oznacza, że widać wszystkie budynki, więc od tej strony {line} \
                        rośnie: {climb}; {outcome}.",
            facing: "{clue} i {other} dają razem {sum}, o jeden więcej niż rozmiar, więc \
                     najwyższy budynek widać z obu końców bez zapasu: {outcome}.",
        },
        Language::Pt => Steps {
            top: "a pista {clue} acima da coluna {n}",
            bottom: "a pista {clue} abaixo da coluna {n}",
            left: "a pista {clue} à esquerda da linha {n}",
            right: "a pista {clue} à direita da linha {n}",
            clue_one: "{clue} indica que só se vê um prédio, então o mais alto está logo ao \
                       lado: {outcome}.",
            clue_full: "{clue} indica que se veem todos os prédios, então {line} sobe {climb} \
                        a partir dessa borda: {outcome}.",
            facing: "{clue} e {other} somam {sum}, um a mais que o tamanho, então o mais alto \
                     é visto das duas pontas sem folga: {outcome}.",
        },
    })
}
