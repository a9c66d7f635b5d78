//! What a Skyscrapers book prints in each language: the kind's name, its rules, and its step
//! sentences.

use crate::words::{Language, fill};

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
    }
}

/// The rules, one paragraph each, for a book whose sections use `sizes`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    if lang == Language::En {
        return rules_en(sizes);
    }
    let mut sizes: Vec<usize> = sizes.to_vec();
    sizes.sort_unstable();
    sizes.dedup();
    if sizes.is_empty() {
        sizes.push(5);
    }
    let n = sizes[0];
    let each = |template: &str| -> Vec<String> {
        sizes
            .iter()
            .map(|&n| fill(template, &[("n", &n)]))
            .collect()
    };
    let w = lang.words();
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
    };
    let example = match lang {
        Language::En => unreachable!("English returned above"),
        Language::De => "1 bis {n} in einem {n}×{n}-Gitter",
        Language::Fr => "de 1 à {n} dans une grille de {n} sur {n}",
        Language::Es => "del 1 al {n} en una cuadrícula de {n} por {n}",
        Language::It => "da 1 a {n} in una griglia {n} per {n}",
        Language::Nl => "1 tot en met {n} in een diagram van {n} bij {n}",
        Language::Pl => "od 1 do {n} w diagramie {n} na {n}",
    };
    let examples = w.and_list(each(example));
    paragraphs
        .map(|p| fill(p, &[("n", &n), ("examples", &examples)]))
        .to_vec()
}

fn rules_en(sizes: &[usize]) -> Vec<String> {
    let mut sizes: Vec<usize> = sizes.to_vec();
    sizes.sort_unstable();
    sizes.dedup();
    if sizes.is_empty() {
        sizes.push(5);
    }
    let examples: Vec<String> = sizes
        .iter()
        .map(|&n| format!("1 to {n} in a {n} by {n} grid"))
        .collect();
    let examples = match examples.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => examples.join(""),
    };
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
