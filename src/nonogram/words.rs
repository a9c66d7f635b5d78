//! What a nonogram book prints in each language: the kind's name, its rules, its techniques
//! and its step sentences.

use super::Puzzle;
use crate::solve::logic::Step;
use crate::solve::words::line_name;
use crate::words::{Language, fill};

/// One language's texts.
struct Texts {
    name: &'static str,
    /// (technique, name, note), in ladder order.
    techniques: [(&'static str, &'static str, &'static str); 6],
    /// Why each line technique decides, in ladder order (contradiction aside).
    reasons: [&'static str; 5],
    /// "{Line} ({clue}): {reason}. {outcome} ({technique})."
    line_step: &'static str,
    filled: &'static str,
    empty: &'static str,
    both: &'static str,
    /// "If {cell} were {value}, ... {line} ({clue}) ...: {cell} is {other} ({technique})."
    contradiction: &'static str,
    value_filled: &'static str,
    value_empty: &'static str,
    none: &'static str,
}

const EN: Texts = Texts {
    name: "Nonograms",
    techniques: [
        (
            "completed-run",
            "Completed run",
            "A block of filled squares as long as the only run that can be it is complete: the squares at both its ends are empty.",
        ),
        (
            "edge-forcing",
            "Edge forcing",
            "A filled square close to the edge (or to empty squares) belongs to the first run there, so that run reaches at least its length from the edge.",
        ),
        (
            "small-gap",
            "Small gaps",
            "Squares no run can reach, and gaps between empty squares too short for any run that could go there, are empty.",
        ),
        (
            "overlap",
            "Overlap",
            "Push each run as far left as it can go, then as far right: the squares it covers both times are filled.",
        ),
        (
            "line-solving",
            "Line solving",
            "Think of every way the line's runs can be placed around the squares already known: a square filled in all of them is filled, one empty in all of them is empty.",
        ),
        (
            "contradiction",
            "Contradiction",
            "Suppose one square filled, follow the lines from there: if some line can no longer hold its runs, the square is empty (and the other way round).",
        ),
    ],
    reasons: [
        "a block of filled squares is as long as the run it must be, so it is complete",
        "a filled square near the edge belongs to the first run there, which must reach past it",
        "no run can reach these squares, or the gap is too short for any run that could",
        "each run pushed fully left and fully right still covers these squares",
        "every way of placing the runs that fits the known squares agrees here",
    ],
    line_step: "{Line} ({clue}): {reason}. {outcome} ({technique}).",
    filled: "Filled: {cells}",
    empty: "Empty: {cells}",
    both: "{filled}; {empty}",
    contradiction: "If {cell} were {value}, working the lines from there would leave {line} \
                    ({clue}) no way to place its runs, so {cell} is {other} ({technique}).",
    value_filled: "filled",
    value_empty: "empty",
    none: "0",
};

const DE: Texts = Texts {
    name: "Nonogramme",
    techniques: [
        (
            "completed-run",
            "Fertiger Block",
            "Ein Block ausgemalter Kästchen, so lang wie der einzige Block, der er sein kann, ist fertig: Die Kästchen an beiden Enden bleiben leer.",
        ),
        (
            "edge-forcing",
            "Randblock",
            "Ein ausgemaltes Kästchen nahe am Rand (oder an leeren Kästchen) gehört zum ersten Block dort, der darum mindestens seine Länge vom Rand aus reicht.",
        ),
        (
            "small-gap",
            "Zu kleine Lücke",
            "Kästchen, die kein Block erreicht, und Lücken zwischen leeren Kästchen, die für jeden dort möglichen Block zu kurz sind, bleiben leer.",
        ),
        (
            "overlap",
            "Überlappung",
            "Schieben Sie jeden Block so weit nach links wie möglich und dann so weit nach rechts: Die Kästchen, die er beide Male bedeckt, sind ausgemalt.",
        ),
        (
            "line-solving",
            "Linie ganz lösen",
            "Denken Sie an jede Art, die Blöcke der Linie um die bekannten Kästchen zu legen: Ein Kästchen, das in allen ausgemalt ist, wird ausgemalt, eines, das in allen leer ist, bleibt leer.",
        ),
        (
            "contradiction",
            "Widerspruch",
            "Nehmen Sie ein Kästchen als ausgemalt an und folgen Sie den Linien: Kann eine Linie ihre Blöcke nicht mehr aufnehmen, ist das Kästchen leer (und umgekehrt).",
        ),
    ],
    reasons: [
        "ein Block ausgemalter Kästchen ist so lang wie der Block, der er sein muss, also fertig",
        "ein ausgemaltes Kästchen nahe am Rand gehört zum ersten Block dort, der darüber hinaus reichen muss",
        "kein Block erreicht diese Kästchen, oder die Lücke ist für jeden möglichen Block zu kurz",
        "jeder Block, ganz nach links und ganz nach rechts geschoben, bedeckt diese Kästchen",
        "jede Art, die Blöcke passend zu den bekannten Kästchen zu legen, stimmt hier überein",
    ],
    line_step: "{Line} ({clue}): {reason}. {outcome} ({technique}).",
    filled: "Ausgemalt: {cells}",
    empty: "Leer: {cells}",
    both: "{filled}; {empty}",
    contradiction: "Wäre {cell} {value}, ließen die Linien von dort aus {line} ({clue}) keinen \
                    Platz für ihre Blöcke, also ist {cell} {other} ({technique}).",
    value_filled: "ausgemalt",
    value_empty: "leer",
    none: "0",
};

const FR: Texts = Texts {
    name: "Logimages",
    techniques: [
        (
            "completed-run",
            "Bloc complet",
            "Un bloc de cases noircies aussi long que le seul bloc qu'il peut être est complet\u{a0}: les cases à ses deux bouts sont vides.",
        ),
        (
            "edge-forcing",
            "Bloc au bord",
            "Une case noircie près du bord (ou de cases vides) appartient au premier bloc de ce côté, qui s'étend donc au moins sur sa longueur depuis le bord.",
        ),
        (
            "small-gap",
            "Espace trop petit",
            "Les cases qu'aucun bloc n'atteint, et les espaces entre cases vides trop courts pour tout bloc qui pourrait y aller, sont vides.",
        ),
        (
            "overlap",
            "Chevauchement",
            "Poussez chaque bloc le plus à gauche possible, puis le plus à droite\u{a0}: les cases qu'il couvre les deux fois sont noircies.",
        ),
        (
            "line-solving",
            "Ligne résolue",
            "Envisagez toutes les façons de placer les blocs de la ligne autour des cases connues\u{a0}: une case noire dans toutes est noircie, une case vide dans toutes reste vide.",
        ),
        (
            "contradiction",
            "Par l'absurde",
            "Supposez une case noircie et suivez les lignes\u{a0}: si une ligne ne peut plus contenir ses blocs, la case est vide (et inversement).",
        ),
    ],
    reasons: [
        "un bloc de cases noircies est aussi long que le bloc qu'il doit être, il est donc complet",
        "une case noircie près du bord appartient au premier bloc de ce côté, qui doit la dépasser",
        "aucun bloc n'atteint ces cases, ou l'espace est trop court pour tout bloc possible",
        "chaque bloc, poussé tout à gauche puis tout à droite, couvre encore ces cases",
        "toutes les façons de placer les blocs qui respectent les cases connues s'accordent ici",
    ],
    line_step: "{Line} ({clue})\u{a0}: {reason}. {outcome} ({technique}).",
    filled: "Noircies\u{a0}: {cells}",
    empty: "Vides\u{a0}: {cells}",
    both: "{filled}\u{a0}; {empty}",
    contradiction: "Si {cell} était {value}, les lignes à partir de là ne laisseraient plus à \
                    {line} ({clue}) de place pour ses blocs, donc {cell} est {other} \
                    ({technique}).",
    value_filled: "noircie",
    value_empty: "vide",
    none: "0",
};

const ES: Texts = Texts {
    name: "Nonogramas",
    techniques: [
        (
            "completed-run",
            "Bloque completo",
            "Un bloque de casillas rellenas tan largo como el único bloque que puede ser está completo: las casillas de sus dos extremos quedan vacías.",
        ),
        (
            "edge-forcing",
            "Bloque en el borde",
            "Una casilla rellena cerca del borde (o de casillas vacías) pertenece al primer bloque de ese lado, que llega al menos a su longitud desde el borde.",
        ),
        (
            "small-gap",
            "Hueco pequeño",
            "Las casillas que ningún bloque alcanza, y los huecos entre casillas vacías demasiado cortos para cualquier bloque que pudiera ir allí, quedan vacías.",
        ),
        (
            "overlap",
            "Solapamiento",
            "Empuja cada bloque lo más a la izquierda posible y luego lo más a la derecha: las casillas que cubre las dos veces se rellenan.",
        ),
        (
            "line-solving",
            "Línea resuelta",
            "Piensa en todas las formas de colocar los bloques de la línea alrededor de las casillas conocidas: una casilla rellena en todas se rellena, una vacía en todas queda vacía.",
        ),
        (
            "contradiction",
            "Contradicción",
            "Supón una casilla rellena y sigue las líneas: si alguna ya no puede contener sus bloques, la casilla está vacía (y al revés).",
        ),
    ],
    reasons: [
        "un bloque de casillas rellenas es tan largo como el bloque que debe ser, así que está completo",
        "una casilla rellena cerca del borde pertenece al primer bloque de ese lado, que debe pasar de ella",
        "ningún bloque alcanza estas casillas, o el hueco es demasiado corto para cualquier bloque posible",
        "cada bloque, empujado del todo a la izquierda y del todo a la derecha, sigue cubriendo estas casillas",
        "todas las formas de colocar los bloques que respetan las casillas conocidas coinciden aquí",
    ],
    line_step: "{Line} ({clue}): {reason}. {outcome} ({technique}).",
    filled: "Rellenas: {cells}",
    empty: "Vacías: {cells}",
    both: "{filled}; {empty}",
    contradiction: "Si {cell} estuviera {value}, las líneas a partir de ahí dejarían a {line} \
                    ({clue}) sin sitio para sus bloques, así que {cell} está {other} \
                    ({technique}).",
    value_filled: "rellena",
    value_empty: "vacía",
    none: "0",
};

const IT: Texts = Texts {
    name: "Nonogrammi",
    techniques: [
        (
            "completed-run",
            "Blocco completo",
            "Un blocco di caselle annerite lungo quanto l'unico blocco che può essere è completo: le caselle ai suoi due capi restano vuote.",
        ),
        (
            "edge-forcing",
            "Blocco sul bordo",
            "Una casella annerita vicino al bordo (o a caselle vuote) appartiene al primo blocco da quella parte, che arriva quindi almeno alla sua lunghezza dal bordo.",
        ),
        (
            "small-gap",
            "Spazio troppo piccolo",
            "Le caselle che nessun blocco raggiunge, e gli spazi tra caselle vuote troppo corti per ogni blocco che potrebbe andarci, restano vuoti.",
        ),
        (
            "overlap",
            "Sovrapposizione",
            "Spingi ogni blocco il più a sinistra possibile e poi il più a destra: le caselle che copre entrambe le volte sono annerite.",
        ),
        (
            "line-solving",
            "Linea risolta",
            "Pensa a tutti i modi di disporre i blocchi della linea attorno alle caselle note: una casella annerita in tutti si annerisce, una vuota in tutti resta vuota.",
        ),
        (
            "contradiction",
            "Contraddizione",
            "Supponi annerita una casella e segui le linee: se una linea non può più contenere i suoi blocchi, la casella è vuota (e viceversa).",
        ),
    ],
    reasons: [
        "un blocco di caselle annerite è lungo quanto il blocco che deve essere, quindi è completo",
        "una casella annerita vicino al bordo appartiene al primo blocco da quella parte, che deve superarla",
        "nessun blocco raggiunge queste caselle, o lo spazio è troppo corto per ogni blocco possibile",
        "ogni blocco, spinto tutto a sinistra e tutto a destra, copre ancora queste caselle",
        "tutti i modi di disporre i blocchi che rispettano le caselle note concordano qui",
    ],
    line_step: "{Line} ({clue}): {reason}. {outcome} ({technique}).",
    filled: "Annerite: {cells}",
    empty: "Vuote: {cells}",
    both: "{filled}; {empty}",
    contradiction: "Se {cell} fosse {value}, le linee da lì in poi lascerebbero {line} ({clue}) \
                    senza posto per i suoi blocchi, quindi {cell} è {other} ({technique}).",
    value_filled: "annerita",
    value_empty: "vuota",
    none: "0",
};

const NL: Texts = Texts {
    name: "Japanse puzzels",
    techniques: [
        (
            "completed-run",
            "Compleet blok",
            "Een blok gekleurde vakjes zo lang als het enige blok dat het kan zijn is compleet: de vakjes aan beide uiteinden zijn leeg.",
        ),
        (
            "edge-forcing",
            "Blok aan de rand",
            "Een gekleurd vakje dicht bij de rand (of bij lege vakjes) hoort bij het eerste blok daar, dat dus minstens zijn lengte vanaf de rand reikt.",
        ),
        (
            "small-gap",
            "Te kleine ruimte",
            "Vakjes die geen blok kan bereiken, en ruimtes tussen lege vakjes die te kort zijn voor elk blok dat er zou kunnen komen, zijn leeg.",
        ),
        (
            "overlap",
            "Overlapping",
            "Schuif elk blok zo ver mogelijk naar links en dan zo ver mogelijk naar rechts: de vakjes die het beide keren bedekt, zijn gekleurd.",
        ),
        (
            "line-solving",
            "Lijn oplossen",
            "Bedenk elke manier om de blokken van de lijn rond de bekende vakjes te leggen: een vakje dat in alle gekleurd is, wordt gekleurd; een dat in alle leeg is, blijft leeg.",
        ),
        (
            "contradiction",
            "Tegenspraak",
            "Neem aan dat een vakje gekleurd is en volg de lijnen: kan een lijn haar blokken niet meer kwijt, dan is het vakje leeg (en andersom).",
        ),
    ],
    reasons: [
        "een blok gekleurde vakjes is zo lang als het blok dat het moet zijn, dus het is compleet",
        "een gekleurd vakje dicht bij de rand hoort bij het eerste blok daar, dat erlangs moet reiken",
        "geen blok kan deze vakjes bereiken, of de ruimte is te kort voor elk mogelijk blok",
        "elk blok, helemaal naar links en helemaal naar rechts geschoven, bedekt nog deze vakjes",
        "elke manier om de blokken te leggen die bij de bekende vakjes past, is het hier eens",
    ],
    line_step: "{Line} ({clue}): {reason}. {outcome} ({technique}).",
    filled: "Gekleurd: {cells}",
    empty: "Leeg: {cells}",
    both: "{filled}; {empty}",
    contradiction: "Als {cell} {value} was, lieten de lijnen van daaruit {line} ({clue}) geen \
                    plek voor haar blokken, dus {cell} is {other} ({technique}).",
    value_filled: "gekleurd",
    value_empty: "leeg",
    none: "0",
};

const PL: Texts = Texts {
    name: "Obrazki logiczne",
    techniques: [
        (
            "completed-run",
            "Pełny blok",
            "Blok zamalowanych pól tak długi jak jedyny blok, którym może być, jest pełny: pola na obu jego końcach są puste.",
        ),
        (
            "edge-forcing",
            "Blok przy brzegu",
            "Zamalowane pole blisko brzegu (lub pustych pól) należy do pierwszego bloku z tej strony, który sięga więc co najmniej na swoją długość od brzegu.",
        ),
        (
            "small-gap",
            "Za mała luka",
            "Pola, do których nie sięga żaden blok, i luki między pustymi polami za krótkie dla każdego bloku, który mógłby tam trafić, są puste.",
        ),
        (
            "overlap",
            "Nakładanie",
            "Przesuń każdy blok jak najdalej w lewo, a potem jak najdalej w prawo: pola, które zakrywa za każdym razem, są zamalowane.",
        ),
        (
            "line-solving",
            "Rozwiązanie linii",
            "Pomyśl o każdym ułożeniu bloków linii wokół znanych pól: pole zamalowane we wszystkich jest zamalowane, puste we wszystkich zostaje puste.",
        ),
        (
            "contradiction",
            "Sprzeczność",
            "Załóż, że pole jest zamalowane, i idź za liniami: jeśli któraś nie mieści już swoich bloków, pole jest puste (i odwrotnie).",
        ),
    ],
    reasons: [
        "blok zamalowanych pól jest tak długi jak blok, którym musi być, więc jest pełny",
        "zamalowane pole blisko brzegu należy do pierwszego bloku z tej strony, który musi sięgać dalej",
        "żaden blok nie sięga do tych pól albo luka jest za krótka dla każdego możliwego bloku",
        "każdy blok, przesunięty do końca w lewo i do końca w prawo, nadal zakrywa te pola",
        "każde ułożenie bloków zgodne ze znanymi polami daje tu to samo",
    ],
    line_step: "{Line} ({clue}): {reason}. {outcome} ({technique}).",
    filled: "Zamalowane: {cells}",
    empty: "Puste: {cells}",
    both: "{filled}; {empty}",
    contradiction: "Gdyby {cell} było {value}, linie od tego miejsca nie zostawiłyby w {line} \
                    ({clue}) miejsca na jej bloki, więc {cell} jest {other} ({technique}).",
    value_filled: "zamalowane",
    value_empty: "puste",
    none: "0",
};

const PT: Texts = Texts {
    name: "Nonogramas",
    techniques: [
        (
            "completed-run",
            "Bloco completo",
            "Um bloco de casas pintadas tão longo quanto o único bloco que ele pode ser está completo: as casas das duas pontas ficam vazias.",
        ),
        (
            "edge-forcing",
            "Bloco na borda",
            "Uma casa pintada perto da borda (ou de casas vazias) pertence ao primeiro bloco daquele lado, que chega pelo menos ao seu comprimento a partir da borda.",
        ),
        (
            "small-gap",
            "Espaço pequeno demais",
            "As casas que nenhum bloco alcança, e os espaços entre casas vazias curtos demais para qualquer bloco que pudesse ir ali, ficam vazios.",
        ),
        (
            "overlap",
            "Sobreposição",
            "Empurre cada bloco o mais para a esquerda possível e depois o mais para a direita: as casas que ele cobre nas duas vezes são pintadas.",
        ),
        (
            "line-solving",
            "Linha resolvida",
            "Pense em todas as formas de colocar os blocos da linha em volta das casas já conhecidas: uma casa pintada em todas é pintada, uma vazia em todas fica vazia.",
        ),
        (
            "contradiction",
            "Contradição",
            "Suponha uma casa pintada e siga as linhas a partir dela: se alguma linha não puder mais conter os seus blocos, a casa está vazia (e vice-versa).",
        ),
    ],
    reasons: [
        "um bloco de casas pintadas é tão longo quanto o bloco que ele deve ser, então está completo",
        "uma casa pintada perto da borda pertence ao primeiro bloco daquele lado, que deve passar dela",
        "nenhum bloco alcança estas casas, ou o espaço é curto demais para qualquer bloco possível",
        "cada bloco, empurrado todo para a esquerda e todo para a direita, continua cobrindo estas casas",
        "todas as formas de colocar os blocos que respeitam as casas conhecidas concordam aqui",
    ],
    line_step: "{Line} ({clue}): {reason}. {outcome} ({technique}).",
    filled: "Pintadas: {cells}",
    empty: "Vazias: {cells}",
    both: "{filled}; {empty}",
    contradiction: "Se {cell} estivesse {value}, as linhas a partir dali deixariam {line} \
                    ({clue}) sem espaço para os seus blocos, então {cell} está {other} \
                    ({technique}).",
    value_filled: "pintada",
    value_empty: "vazia",
    none: "0",
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

/// The rules, one paragraph each, from `locales/*/nonogram.ftl`.
pub fn rules(lang: Language) -> Vec<String> {
    ["runs", "gaps", "start", "given"]
        .map(|part| crate::words::ftl::text(lang, &format!("nonogram-rules-{part}"), &[]))
        .to_vec()
}

/// A technique's printed name and its note for a reader, in `lang`.
pub fn technique(lang: Language, name: &str) -> Option<(&'static str, &'static str)> {
    texts(lang)
        .techniques
        .iter()
        .find(|t| t.0 == name)
        .map(|t| (t.1, t.2))
}

/// A line's clue as a step quotes it.
fn clue_text(t: &Texts, runs: &[u8]) -> String {
    if runs.is_empty() {
        t.none.to_string()
    } else {
        super::runs_text(runs)
    }
}

/// One step as a sentence in `lang`.
pub fn step(lang: Language, p: &Puzzle, step: &Step) -> String {
    let t = texts(lang);
    let w = lang.words();
    let line = step.lines[0];
    let l = match line {
        crate::latin::Line::Row(r) => r as usize,
        crate::latin::Line::Col(c) => p.height() + c as usize,
        crate::latin::Line::Box(_) => 0,
    };
    let clue = clue_text(t, p.clue(l));
    let technique = technique(lang, step.technique.name).map_or(step.technique.name, |x| x.0);
    let name = |c: usize| w.cell_name(p.width(), c);
    if step.technique.name == "contradiction" {
        let cell = step.cells[0];
        let filled = step.placed.iter().any(|x| x.0 == cell);
        let (value, other) = if filled {
            (t.value_empty, t.value_filled)
        } else {
            (t.value_filled, t.value_empty)
        };
        return fill(
            t.contradiction,
            &[
                ("cell", &name(cell)),
                ("value", &value),
                ("other", &other),
                ("line", &line_name(w, line)),
                ("clue", &clue),
                ("technique", &technique),
            ],
        );
    }
    let k = super::solve::LADDER
        .iter()
        .position(|x| x.name == step.technique.name)
        .unwrap_or(0)
        .min(t.reasons.len() - 1);
    let filled: Vec<String> = step.placed.iter().map(|x| name(x.0)).collect();
    let empty: Vec<String> = step.removed.iter().map(|x| name(x.0)).collect();
    let f = fill(t.filled, &[("cells", &w.and_list(&filled))]);
    let e = fill(t.empty, &[("cells", &w.and_list(&empty))]);
    let outcome = match (filled.is_empty(), empty.is_empty()) {
        (false, false) => fill(t.both, &[("filled", &f), ("empty", &e)]),
        (false, true) => f,
        _ => e,
    };
    fill(
        t.line_step,
        &[
            ("line", &line_name(w, line)),
            ("clue", &clue),
            ("reason", &t.reasons[k]),
            ("outcome", &outcome),
            ("technique", &technique),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_every_technique() {
        for lang in Language::ALL {
            for tech in super::super::solve::LADDER {
                let (name, note) = technique(lang, tech.name).unwrap();
                assert!(
                    !name.is_empty() && note.ends_with('.'),
                    "{lang} {}",
                    tech.name
                );
            }
            assert_eq!(rules(lang).len(), 4);
        }
    }
}
