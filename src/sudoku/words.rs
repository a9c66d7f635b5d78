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
/// "cifra" is feminine, "numero" masculine); German and Spanish say "number" already.
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
        Language::En | Language::De | Language::Es => &[],
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

/// Sudoku's own techniques' names and notes outside English, and the Latin ones with a
/// box in their words; the rest are the Latin core's.
pub fn technique(lang: Language, name: &str) -> Option<(&'static str, &'static str)> {
    use crate::solve::words::{Texts, pick};
    let texts: Texts = match name {
        "full-house" => [
            (
                "Letztes freies Kästchen",
                "Das letzte leere Kästchen einer Zeile, Spalte oder eines Blocks bekommt die eine Zahl, die dort noch fehlt.",
            ),
            (
                "dernière case libre",
                "La dernière case vide d'une ligne, d'une colonne ou d'un bloc prend le seul chiffre qui y manque.",
            ),
            (
                "última casilla libre",
                "La última casilla vacía de una fila, columna o bloque lleva el único número que falta allí.",
            ),
            (
                "ultima casella libera",
                "L'ultima casella vuota di una riga, colonna o riquadro prende l'unica cifra che vi manca.",
            ),
            (
                "laatste vrije vakje",
                "Het laatste lege vakje van een rij, kolom of blok krijgt het ene cijfer dat daar nog ontbreekt.",
            ),
            (
                "ostatnie wolne pole",
                "Ostatnie puste pole wiersza, kolumny lub bloku dostaje jedyną brakującą tam cyfrę.",
            ),
        ],
        "hidden-single" => [
            (
                "Versteckter Einer",
                "Eine Zahl, die in einer Zeile, Spalte oder einem Block nur noch in ein Kästchen passt, kommt dorthin.",
            ),
            (
                "singleton caché",
                "Un chiffre qui n'a plus qu'une case possible dans une ligne, une colonne ou un bloc y va.",
            ),
            (
                "solitario oculto",
                "Un número que solo cabe en una casilla de una fila, columna o bloque va allí.",
            ),
            (
                "singolo nascosto",
                "Una cifra che in una riga, colonna o riquadro può stare in una sola casella va lì.",
            ),
            (
                "verborgen single",
                "Een cijfer dat in een rij, kolom of blok nog maar in één vakje past, komt daar.",
            ),
            (
                "ukryty samotnik",
                "Cyfra, która w wierszu, kolumnie lub bloku pasuje tylko do jednego pola, trafia tam.",
            ),
        ],
        "pointing" => [
            (
                "Zeigende Kandidaten",
                "Passt eine Zahl eines Blocks nur in eine Zeile (oder Spalte), kann der Rest dieser Zeile außerhalb des Blocks sie nicht enthalten.",
            ),
            (
                "interaction bloc-ligne",
                "Quand un chiffre d'un bloc ne peut aller que dans une ligne (ou une colonne), le reste de cette ligne hors du bloc ne peut pas le prendre.",
            ),
            (
                "interacción bloque-línea",
                "Cuando un número de un bloque solo cabe en una fila (o columna), el resto de esa fila fuera del bloque no puede llevarlo.",
            ),
            (
                "interazione riquadro-linea",
                "Quando una cifra di un riquadro può stare solo in una riga (o colonna), il resto di quella riga fuori dal riquadro non può averla.",
            ),
            (
                "blok-lijninteractie",
                "Als een cijfer van een blok maar in één rij (of kolom) past, kan de rest van die rij buiten het blok het niet hebben.",
            ),
            (
                "interakcja blok-linia",
                "Gdy cyfra bloku może stać tylko w jednym wierszu (lub kolumnie), reszta tego wiersza poza blokiem nie może jej mieć.",
            ),
        ],
        "claiming" => [
            (
                "Eingesperrte Kandidaten",
                "Passt eine Zahl einer Zeile oder Spalte nur in einen Block, kann der Rest dieses Blocks sie nicht enthalten.",
            ),
            (
                "interaction ligne-bloc",
                "Quand un chiffre d'une ligne ou d'une colonne ne peut aller que dans un bloc, le reste de ce bloc ne peut pas le prendre.",
            ),
            (
                "interacción línea-bloque",
                "Cuando un número de una fila o columna solo cabe dentro de un bloque, el resto de ese bloque no puede llevarlo.",
            ),
            (
                "interazione linea-riquadro",
                "Quando una cifra di una riga o colonna può stare solo in un riquadro, il resto di quel riquadro non può averla.",
            ),
            (
                "lijn-blokinteractie",
                "Als een cijfer van een rij of kolom maar binnen één blok past, kan de rest van dat blok het niet hebben.",
            ),
            (
                "interakcja linia-blok",
                "Gdy cyfra wiersza lub kolumny może stać tylko w jednym bloku, reszta tego bloku nie może jej mieć.",
            ),
        ],
        "w-wing" => [
            (
                "W-Wing",
                "Zwei Kästchen mit denselben zwei Kandidaten, verbunden durch eine Zahl, die in einem von beiden stehen muss, schließen die andere Zahl überall aus, wo beide zu sehen sind.",
            ),
            (
                "W-Wing",
                "Deux cases aux deux mêmes candidats, reliées par un chiffre qui doit être dans l'une d'elles, excluent l'autre chiffre partout où les deux sont vues.",
            ),
            (
                "W-Wing",
                "Dos casillas con los mismos dos candidatos, unidas por un número que debe estar en una de ellas, descartan el otro número donde se vean ambas.",
            ),
            (
                "W-Wing",
                "Due caselle con gli stessi due candidati, legate da una cifra che deve stare in una di loro, escludono l'altra cifra dove si vedono entrambe.",
            ),
            (
                "W-Wing",
                "Twee vakjes met dezelfde twee kandidaten, verbonden door een cijfer dat in een van beide moet staan, sluiten het andere cijfer uit waar ze allebei gezien worden.",
            ),
            (
                "W-Wing",
                "Dwa pola z tymi samymi dwoma kandydatami, związane cyfrą, która musi stać w jednym z nich, wykluczają drugą cyfrę tam, gdzie widać oba.",
            ),
        ],
        "simple-colouring" => [
            (
                "Einfaches Färben",
                "Verfolgen Sie eine Zahl durch Zeilen, Spalten und Blöcke, in denen sie nur zwei Plätze hat, abwechselnd an und aus: Ein Kästchen, das beide Farben sieht, kann sie nicht enthalten.",
            ),
            (
                "coloriage simple",
                "Suivez un chiffre à travers les unités où il n'a que deux places, en alternant oui et non\u{a0}: une case qui voit les deux couleurs ne peut pas le prendre.",
            ),
            (
                "coloreado simple",
                "Sigue un número por las filas, columnas y bloques donde solo tiene dos sitios, alternando sí y no: una casilla que ve los dos colores no puede llevarlo.",
            ),
            (
                "colorazione semplice",
                "Segui una cifra nelle righe, colonne e riquadri dove ha solo due posti, alternando sì e no: una casella che vede entrambi i colori non può averla.",
            ),
            (
                "eenvoudig kleuren",
                "Volg een cijfer door rijen, kolommen en blokken waar het maar twee plaatsen heeft, afwisselend wel en niet: een vakje dat beide kleuren ziet, kan het niet hebben.",
            ),
            (
                "proste kolorowanie",
                "Prowadź cyfrę przez wiersze, kolumny i bloki, w których ma tylko dwa miejsca, na przemian tak i nie: pole widzące oba kolory nie może jej mieć.",
            ),
        ],
        "xy-wing" => [
            (
                "XY-Wing",
                "Ein Kästchen mit zwei Kandidaten und zwei Partnern: Was es auch ist, ein Partner enthält eine gemeinsame Zahl, also können Kästchen, die beide Partner sehen, sie nicht enthalten.",
            ),
            (
                "XY-Wing",
                "Une case à deux candidats et deux partenaires\u{a0}: quoi qu'elle vaille, l'un des partenaires prend un chiffre commun, donc les cases qui voient les deux partenaires ne le peuvent pas.",
            ),
            (
                "XY-Wing",
                "Una casilla con dos candidatos y dos compañeras: sea cual sea, una compañera lleva un número común, así que las casillas que ven a ambas compañeras no pueden llevarlo.",
            ),
            (
                "XY-Wing",
                "Una casella con due candidati e due compagne: qualunque sia, una compagna ha una cifra comune, quindi le caselle che vedono entrambe le compagne non possono averla.",
            ),
            (
                "XY-Wing",
                "Een vakje met twee kandidaten en twee partners: wat het ook wordt, een partner krijgt een gedeeld cijfer, dus vakjes die beide partners zien, kunnen het niet hebben.",
            ),
            (
                "XY-Wing",
                "Pole z dwoma kandydatami i dwoma partnerami: cokolwiek w nim stanie, jeden partner ma wspólną cyfrę, więc pola widzące obu partnerów nie mogą jej mieć.",
            ),
        ],
        "xyz-wing" => [
            (
                "XYZ-Wing",
                "Ein XY-Wing, dessen mittleres Kästchen drei Kandidaten hat: Kästchen, die alle drei sehen, können die gemeinsame Zahl nicht enthalten.",
            ),
            (
                "XYZ-Wing",
                "Un XY-Wing dont la case centrale a trois candidats\u{a0}: les cases qui voient les trois ne peuvent pas prendre le chiffre commun.",
            ),
            (
                "XYZ-Wing",
                "Un XY-Wing cuya casilla central tiene tres candidatos: las casillas que ven las tres no pueden llevar el número común.",
            ),
            (
                "XYZ-Wing",
                "Un XY-Wing la cui casella centrale ha tre candidati: le caselle che vedono tutte e tre non possono avere la cifra comune.",
            ),
            (
                "XYZ-Wing",
                "Een XY-Wing waarvan het middelste vakje drie kandidaten heeft: vakjes die alle drie zien, kunnen het gedeelde cijfer niet hebben.",
            ),
            (
                "XYZ-Wing",
                "XY-Wing, którego środkowe pole ma trzech kandydatów: pola widzące wszystkie trzy nie mogą mieć wspólnej cyfry.",
            ),
        ],
        "unique-rectangle" => [
            (
                "Eindeutiges Rechteck",
                "Ein Rätsel hat nur eine Lösung, also können vier Kästchen in zwei Zeilen, Spalten und Blöcken nicht alle nur dieselben zwei Zahlen behalten.",
            ),
            (
                "rectangle unique",
                "Une grille n'a qu'une solution, donc quatre cases sur deux lignes, deux colonnes et deux blocs ne peuvent pas garder toutes les deux mêmes chiffres.",
            ),
            (
                "rectángulo único",
                "Un sudoku tiene una sola solución, así que cuatro casillas en dos filas, columnas y bloques no pueden quedarse todas con los mismos dos números.",
            ),
            (
                "rettangolo unico",
                "Un sudoku ha una sola soluzione, quindi quattro caselle in due righe, colonne e riquadri non possono restare tutte con le stesse due cifre.",
            ),
            (
                "unieke rechthoek",
                "Een puzzel heeft maar één oplossing, dus vier vakjes in twee rijen, kolommen en blokken kunnen niet allemaal dezelfde twee cijfers houden.",
            ),
            (
                "unikalny prostokąt",
                "Łamigłówka ma jedno rozwiązanie, więc cztery pola w dwóch wierszach, kolumnach i blokach nie mogą wszystkie zostać z tymi samymi dwiema cyframi.",
            ),
        ],
        "xy-chain" => [
            (
                "XY-Kette",
                "Eine Kette von Kästchen mit je zwei Kandidaten: Wie sie auch beginnt, ein Ende enthält eine Zahl, also können Kästchen, die beide Enden sehen, sie nicht enthalten.",
            ),
            (
                "chaîne XY",
                "Une chaîne de cases à deux candidats\u{a0}: quel que soit son début, un bout prend un chiffre, donc les cases qui voient les deux bouts ne le peuvent pas.",
            ),
            (
                "cadena XY",
                "Una cadena de casillas con dos candidatos: empiece como empiece, un extremo lleva un número, así que las casillas que ven ambos extremos no pueden llevarlo.",
            ),
            (
                "catena XY",
                "Una catena di caselle con due candidati: comunque inizi, un capo ha una cifra, quindi le caselle che vedono entrambi i capi non possono averla.",
            ),
            (
                "XY-keten",
                "Een keten van vakjes met twee kandidaten: hoe hij ook begint, één uiteinde krijgt een cijfer, dus vakjes die beide uiteinden zien, kunnen het niet hebben.",
            ),
            (
                "łańcuch XY",
                "Łańcuch pól z dwoma kandydatami: jakkolwiek się zacznie, jeden koniec ma cyfrę, więc pola widzące oba końce nie mogą jej mieć.",
            ),
        ],
        "forcing-chain" => [
            (
                "Erzwingende Kette",
                "Verfolgen Sie jeden Kandidaten eines Kästchens der Reihe nach: Wozu jede Wahl führt, ist sicher.",
            ),
            (
                "chaîne forcée",
                "Suivez tour à tour chaque candidat d'une case\u{a0}: ce à quoi mènent tous les choix est certain.",
            ),
            (
                "cadena forzada",
                "Sigue por turno cada candidato de una casilla: a lo que lleven todas las opciones es seguro.",
            ),
            (
                "catena forzata",
                "Segui a turno ogni candidato di una casella: ciò a cui portano tutte le scelte è certo.",
            ),
            (
                "dwingende keten",
                "Volg om de beurt elke kandidaat van een vakje: waar elke keuze toe leidt, staat vast.",
            ),
            (
                "łańcuch wymuszeń",
                "Sprawdź po kolei każdego kandydata pola: to, do czego prowadzi każdy wybór, jest pewne.",
            ),
        ],
        _ => return crate::solve::words::technique(lang, name),
    };
    pick(lang, &texts)
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
