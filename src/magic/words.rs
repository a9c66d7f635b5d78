//! What a Magic squares book prints in each language: the kind's name, its rules, and its step
//! sentences.

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
    }
}

/// The rules, one paragraph each, for a book whose sections use `sizes`.
pub fn rules(lang: Language, sizes: &[usize]) -> Vec<String> {
    if lang == Language::En {
        return rules_en(sizes);
    }
    let (total, paragraphs): (&str, [&str; 4]) = match lang {
        Language::En => unreachable!("English returned above"),
        Language::De => (
            "in einem {n}×{n}-Quadrat sind es die Zahlen 1 bis {last}, und jede Linie ergibt \
             zusammen {sum}",
            [
                "Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass jede Zahl genau einmal \
                 vorkommt: {totals}.",
                "Eine Linie ist eine Zeile, eine Spalte oder eine der beiden Diagonalen von Ecke \
                 zu Ecke. Die Summe unter jedem Gitter sagt, was jede Linie zusammen ergibt.",
                "Beginnen Sie mit einer Linie, in der nur ein Kästchen leer ist: Dort steht die \
                 Summe minus die Zahlen, die schon da sind. Ist keine Linie so weit, notieren Sie \
                 die freien Zahlen, die eine Linie vervollständigen könnten, und streichen Sie \
                 die, die nicht zu den anderen Linien durch dasselbe Kästchen passen.",
                "Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, \
                 und Logik allein führt zu ihr: Raten ist nie nötig.",
            ],
        ),
        Language::Fr => (
            "dans un carré de {n} sur {n}, ce sont les nombres de 1 à {last}, et chaque \
             alignement fait {sum} au total",
            [
                "Remplissez chaque case vide avec un nombre de sorte que chaque nombre soit \
                 utilisé une seule fois\u{a0}: {totals}.",
                "Un alignement est une ligne, une colonne ou l'une des deux diagonales d'un coin \
                 à l'autre. Le total sous chaque grille indique la somme de chaque alignement.",
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
            "en un cuadrado de {n} por {n} son los números del 1 al {last}, y cada línea suma \
             {sum}",
            [
                "Rellena cada casilla vacía con un número de modo que cada número se use una sola \
                 vez: {totals}.",
                "Una línea es una fila, una columna o una de las dos diagonales de esquina a \
                 esquina. El total bajo cada cuadrícula dice cuánto suma cada línea.",
                "Empieza por una línea con una sola casilla vacía: contiene el total menos los \
                 números que ya hay. Cuando ninguna línea está tan cerca, anota los números \
                 libres que podrían completar una línea y tacha los que no encajan en las otras \
                 líneas que pasan por la misma casilla.",
                "Los números impresos en la cuadrícula vienen dados. Cada puzle tiene una única \
                 solución, y basta la lógica para encontrarla: nunca hace falta adivinar.",
            ],
        ),
        Language::It => (
            "in un quadrato {n} per {n} sono i numeri da 1 a {last}, e ogni linea somma {sum}",
            [
                "Riempi ogni casella vuota con un numero in modo che ogni numero sia usato una \
                 sola volta: {totals}.",
                "Una linea è una riga, una colonna o una delle due diagonali da un angolo \
                 all'altro. Il totale sotto ogni griglia dice quanto somma ogni linea.",
                "Comincia da una linea con una sola casella vuota: contiene il totale meno i \
                 numeri già presenti. Quando nessuna linea è così vicina, annota i numeri liberi \
                 che potrebbero completare una linea e cancella quelli che non vanno bene per le \
                 altre linee che passano per la stessa casella.",
                "I numeri stampati nella griglia sono dati. Ogni schema ha una sola soluzione, e \
                 basta la logica per trovarla: non serve mai tirare a indovinare.",
            ],
        ),
        Language::Nl => (
            "in een vierkant van {n} bij {n} zijn dat de getallen 1 tot en met {last}, en elke \
             lijn telt op tot {sum}",
            [
                "Vul elk leeg vakje met een getal, zodat elk getal precies één keer voorkomt: \
                 {totals}.",
                "Een lijn is een rij, een kolom of een van de twee diagonalen van hoek tot hoek. \
                 Het totaal onder elk diagram zegt waartoe elke lijn optelt.",
                "Begin met een lijn waarin nog maar één vakje leeg is: daarin staat het totaal \
                 min de getallen die er al staan. Is geen lijn zo ver, schrijf dan de vrije \
                 getallen op die een lijn kunnen afmaken en streep de getallen weg die niet \
                 passen bij de andere lijnen door hetzelfde vakje.",
                "De gedrukte getallen zijn gegeven. Elke puzzel heeft precies één oplossing, en \
                 logica alleen brengt je daar: gokken is nooit nodig.",
            ],
        ),
        Language::Pl => (
            "w kwadracie {n} na {n} są to liczby od 1 do {last}, a suma w każdej linii wynosi \
             {sum}",
            [
                "Wpisz w każde puste pole liczbę tak, aby każda liczba została użyta dokładnie \
                 raz: {totals}.",
                "Linia to wiersz, kolumna albo jedna z dwóch przekątnych biegnących od rogu do \
                 rogu. Liczba pod każdym diagramem mówi, ile wynosi suma każdej linii.",
                "Zacznij od linii, w której zostało tylko jedno puste pole: stoi w nim suma minus \
                 liczby, które już tam są. Gdy żadna linia nie jest tak bliska, wypisz wolne \
                 liczby, które mogłyby ją uzupełnić, i skreśl te, które nie pasują do innych \
                 linii przechodzących przez to samo pole.",
                "Liczby wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno \
                 rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba \
                 zgadywać.",
            ],
        ),
    };
    let totals: Vec<String> = [3, 4]
        .into_iter()
        .filter(|n| sizes.is_empty() || sizes.contains(n))
        .map(|n: usize| {
            let sum = super::magic_constant(n);
            fill(total, &[("n", &n), ("last", &(n * n)), ("sum", &sum)])
        })
        .collect();
    let totals = totals.join("; ");
    paragraphs.map(|p| fill(p, &[("totals", &totals)])).to_vec()
}

fn rules_en(sizes: &[usize]) -> Vec<String> {
    let totals: Vec<String> = [3, 4]
        .into_iter()
        .filter(|n| sizes.is_empty() || sizes.contains(n))
        .map(|n| {
            format!(
                "in a {n} by {n} square they are the numbers 1 to {} and every line adds up \
                 to {}",
                n * n,
                super::magic_constant(n)
            )
        })
        .collect();
    vec![
        format!(
            "Fill every empty square with a number so that each number is used exactly \
             once: {}.",
            totals.join("; ")
        ),
        "A line is a row, a column, or one of the two diagonals from corner to corner. \
         The total under each grid says what every line adds up to."
            .to_string(),
        "Start with a line that has only one empty square: it holds the total minus the \
         numbers already there. When no line is that close, list the free numbers that \
         could complete a line and cross out those that do not fit the other lines through \
         the same square."
            .to_string(),
        "Numbers printed in the grid are given. Every puzzle has exactly one solution, and \
         logic alone will find it: there is never any need to guess."
            .to_string(),
    ]
}
