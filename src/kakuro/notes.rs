//! Kakuro's techniques explained for the techniques pages, in every book language (see
//! [`crate::solve::notes`]): what to look for, why it works, what it removes.

use crate::solve::notes::{Note, Notes, pick};
use crate::words::Language;

/// The note for technique `name` in `lang`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    let notes = match name {
        "naked-single" => NAKED_SINGLE,
        "unique-combination" => UNIQUE_COMBINATION,
        "bounds" => BOUNDS,
        "combination-intersection" => COMBINATION_INTERSECTION,
        "required-digit" => REQUIRED_DIGIT,
        "run-subset" => RUN_SUBSET,
        "long-run-combination" => LONG_RUN_COMBINATION,
        "sum-arithmetic" => SUM_ARITHMETIC,
        _ => return None,
    };
    pick(lang, notes)
}

const NAKED_SINGLE: Notes = &[
    [
        "Look for a white square with only one digit left.",
        "Every white square holds a digit, and this is the only one that still fits.",
        "Write it in, and cross it out of the other squares of its across run and its down run.",
    ],
    [
        "Suchen Sie ein weißes Kästchen, in das nur noch eine Ziffer passt.",
        "Jedes weiße Kästchen erhält eine Ziffer, und nur diese passt noch.",
        "Tragen Sie sie ein und streichen Sie sie in den anderen Kästchen ihrer waagerechten und ihrer senkrechten Reihe.",
    ],
    [
        "Cherchez une case blanche où il ne reste qu'un chiffre.",
        "Chaque case blanche reçoit un chiffre, et seul celui-ci convient encore.",
        "Inscrivez-le et rayez-le des autres cases de sa suite horizontale et de sa suite verticale.",
    ],
    [
        "Busca una casilla blanca a la que solo le quede un número.",
        "Cada casilla blanca lleva un número, y solo este cabe todavía.",
        "Escríbelo y táchalo de las demás casillas de su tramo horizontal y de su tramo vertical.",
    ],
    [
        "Cerca una casella bianca a cui resta una sola cifra.",
        "Ogni casella bianca contiene una cifra, e solo questa va ancora bene.",
        "Scrivila e cancellala dalle altre caselle della sua serie orizzontale e di quella verticale.",
    ],
    [
        "Zoek een wit vakje waarin nog maar één cijfer past.",
        "Elk wit vakje krijgt een cijfer, en alleen dit past nog.",
        "Vul het in en streep het weg in de andere vakjes van zijn horizontale en zijn verticale reeks.",
    ],
    [
        "Szukaj białego pola, w którym została tylko jedna cyfra.",
        "Każde białe pole zawiera cyfrę i tylko ta jeszcze pasuje.",
        "Wpisz ją i skreśl ją w pozostałych polach jej ciągu poziomego i pionowego.",
    ],
    [
        "Procure uma casa branca em que só resta um algarismo.",
        "Cada casa branca recebe um algarismo, e só este ainda cabe.",
        "Escreva-o e risque-o das outras casas da sua sequência horizontal e da vertical.",
    ],
];

const UNIQUE_COMBINATION: Notes = &[
    [
        "Look for a run whose sum its length can make in one way only: 3 or 4 in two squares, 6 or 7 in three, 45 in nine.",
        "The digits of a run are all different, and no other set of different digits adds up to that sum.",
        "Every square of the run keeps only the digits of that one set.",
    ],
    [
        "Suchen Sie eine Reihe, deren Summe sich mit ihrer Länge nur auf eine Weise bilden lässt: 3 oder 4 in zwei Kästchen, 6 oder 7 in drei, 45 in neun.",
        "Die Ziffern einer Reihe sind verschieden, und kein anderer Satz verschiedener Ziffern ergibt diese Summe.",
        "Jedes Kästchen der Reihe behält nur die Ziffern dieses einen Satzes.",
    ],
    [
        "Cherchez une suite dont la somme ne se fait que d'une façon avec sa longueur : 3 ou 4 en deux cases, 6 ou 7 en trois, 45 en neuf.",
        "Les chiffres d'une suite sont tous différents, et aucun autre ensemble de chiffres différents ne donne cette somme.",
        "Chaque case de la suite ne garde que les chiffres de cet ensemble.",
    ],
    [
        "Busca un tramo cuya suma solo se forma de una manera con su longitud: 3 o 4 en dos casillas, 6 o 7 en tres, 45 en nueve.",
        "Los números de un tramo son todos distintos, y ningún otro conjunto de números distintos da esa suma.",
        "Cada casilla del tramo conserva solo los números de ese conjunto.",
    ],
    [
        "Cerca una serie la cui somma si forma in un solo modo con la sua lunghezza: 3 o 4 in due caselle, 6 o 7 in tre, 45 in nove.",
        "Le cifre di una serie sono tutte diverse, e nessun altro insieme di cifre diverse dà quella somma.",
        "Ogni casella della serie tiene solo le cifre di quell'insieme.",
    ],
    [
        "Zoek een reeks waarvan de som met haar lengte maar op één manier te maken is: 3 of 4 in twee vakjes, 6 of 7 in drie, 45 in negen.",
        "De cijfers van een reeks zijn allemaal verschillend, en geen andere set verschillende cijfers geeft die som.",
        "Elk vakje van de reeks houdt alleen de cijfers van die ene set over.",
    ],
    [
        "Szukaj ciągu, którego sumę przy jego długości da się ułożyć tylko na jeden sposób: 3 lub 4 w dwóch polach, 6 lub 7 w trzech, 45 w dziewięciu.",
        "Cyfry w ciągu są różne i żaden inny zestaw różnych cyfr nie daje tej sumy.",
        "Każde pole ciągu zachowuje tylko cyfry tego jednego zestawu.",
    ],
    [
        "Procure uma sequência cuja soma só se forma de um jeito com o seu comprimento: 3 ou 4 em duas casas, 6 ou 7 em três, 45 em nove.",
        "Os algarismos de uma sequência são todos diferentes, e nenhum outro conjunto de algarismos diferentes dá essa soma.",
        "Cada casa da sequência fica só com os algarismos desse conjunto.",
    ],
];

const BOUNDS: Notes = &[
    [
        "Look at a run and the largest and smallest digits its other squares can still take.",
        "If even the largest digits of the others cannot bring a digit up to the sum, or even the smallest take it past the sum, that digit cannot be in the square.",
        "Cross out every digit too small or too large for its run.",
    ],
    [
        "Betrachten Sie eine Reihe und die größten und kleinsten Ziffern, die ihre anderen Kästchen noch haben können.",
        "Wenn selbst die größten Ziffern der anderen eine Ziffer nicht bis zur Summe bringen oder selbst die kleinsten sie über die Summe heben, steht diese Ziffer nicht im Kästchen.",
        "Streichen Sie jede Ziffer, die für ihre Reihe zu klein oder zu groß ist.",
    ],
    [
        "Regardez une suite et les plus grands et plus petits chiffres que ses autres cases peuvent encore prendre.",
        "Si même les plus grands chiffres des autres ne portent pas un chiffre jusqu'à la somme, ou si même les plus petits la dépassent, ce chiffre n'est pas dans la case.",
        "Rayez chaque chiffre trop petit ou trop grand pour sa suite.",
    ],
    [
        "Mira un tramo y los números más grandes y más pequeños que sus otras casillas pueden tomar todavía.",
        "Si ni los números más grandes de las demás llevan un número hasta la suma, o si incluso los más pequeños la superan, ese número no va en la casilla.",
        "Tacha cada número demasiado pequeño o demasiado grande para su tramo.",
    ],
    [
        "Guarda una serie e le cifre più grandi e più piccole che le sue altre caselle possono ancora prendere.",
        "Se nemmeno le cifre più grandi delle altre portano una cifra fino alla somma, o se anche le più piccole la superano, quella cifra non sta nella casella.",
        "Cancella ogni cifra troppo piccola o troppo grande per la sua serie.",
    ],
    [
        "Kijk naar een reeks en naar de grootste en kleinste cijfers die haar andere vakjes nog kunnen krijgen.",
        "Als zelfs de grootste cijfers van de andere een cijfer niet tot de som brengen, of zelfs de kleinste er overheen gaan, staat dat cijfer niet in het vakje.",
        "Streep elk cijfer weg dat te klein of te groot is voor zijn reeks.",
    ],
    [
        "Spójrz na ciąg i na największe oraz najmniejsze cyfry, które mogą jeszcze przyjąć jego pozostałe pola.",
        "Jeśli nawet największe cyfry pozostałych pól nie doprowadzą cyfry do sumy albo nawet najmniejsze ją przekroczą, tej cyfry nie ma w polu.",
        "Skreśl każdą cyfrę za małą lub za dużą dla jej ciągu.",
    ],
    [
        "Olhe uma sequência e os maiores e menores algarismos que as outras casas ainda podem ter.",
        "Se nem os maiores algarismos das outras levam um algarismo até a soma, ou se até os menores passam dela, esse algarismo não está na casa.",
        "Risque cada algarismo pequeno ou grande demais para a sua sequência.",
    ],
];

const COMBINATION_INTERSECTION: Notes = &[
    [
        "Look at a short run and list the sets of different digits that make its sum and that its squares can still take.",
        "Only those sets can fill the run, so a square keeps only their digits; where an across run crosses a down run, the square keeps only what both allow.",
        "Cross out every digit that fits no set of the run.",
    ],
    [
        "Betrachten Sie eine kurze Reihe und zählen Sie die Sätze verschiedener Ziffern auf, die ihre Summe ergeben und in ihre Kästchen noch passen.",
        "Nur diese Sätze können die Reihe füllen, also behält ein Kästchen nur ihre Ziffern; wo sich eine waagerechte und eine senkrechte Reihe kreuzen, bleibt nur, was beide erlauben.",
        "Streichen Sie jede Ziffer, die zu keinem Satz der Reihe passt.",
    ],
    [
        "Regardez une suite courte et dressez la liste des ensembles de chiffres différents qui font sa somme et que ses cases peuvent encore prendre.",
        "Seuls ces ensembles peuvent remplir la suite, donc une case ne garde que leurs chiffres ; là où une suite horizontale croise une suite verticale, la case ne garde que ce que les deux permettent.",
        "Rayez chaque chiffre qui n'entre dans aucun ensemble de la suite.",
    ],
    [
        "Mira un tramo corto y enumera los conjuntos de números distintos que dan su suma y que sus casillas aún pueden tomar.",
        "Solo esos conjuntos pueden llenar el tramo, así que una casilla conserva solo sus números; donde un tramo horizontal cruza uno vertical, la casilla conserva solo lo que ambos permiten.",
        "Tacha cada número que no está en ningún conjunto del tramo.",
    ],
    [
        "Guarda una serie corta ed elenca gli insiemi di cifre diverse che danno la sua somma e che le sue caselle possono ancora prendere.",
        "Solo quegli insiemi possono riempire la serie, quindi una casella tiene solo le loro cifre; dove una serie orizzontale incrocia una verticale, la casella tiene solo ciò che entrambe permettono.",
        "Cancella ogni cifra che non sta in nessun insieme della serie.",
    ],
    [
        "Kijk naar een korte reeks en som de sets verschillende cijfers op die haar som maken en die haar vakjes nog kunnen krijgen.",
        "Alleen die sets kunnen de reeks vullen, dus een vakje houdt alleen hun cijfers over; waar een horizontale reeks een verticale kruist, blijft alleen over wat beide toelaten.",
        "Streep elk cijfer weg dat in geen enkele set van de reeks past.",
    ],
    [
        "Spójrz na krótki ciąg i wypisz zestawy różnych cyfr, które dają jego sumę i które jego pola mogą jeszcze przyjąć.",
        "Tylko te zestawy mogą wypełnić ciąg, więc pole zachowuje tylko ich cyfry; tam, gdzie ciąg poziomy krzyżuje się z pionowym, zostaje tylko to, na co pozwalają oba.",
        "Skreśl każdą cyfrę, która nie pasuje do żadnego zestawu ciągu.",
    ],
    [
        "Olhe uma sequência curta e liste os conjuntos de algarismos diferentes que dão a sua soma e que as suas casas ainda podem ter.",
        "Só esses conjuntos podem preencher a sequência, então uma casa fica só com os seus algarismos; onde uma sequência horizontal cruza uma vertical, a casa fica só com o que as duas permitem.",
        "Risque cada algarismo que não está em nenhum conjunto da sequência.",
    ],
];

const REQUIRED_DIGIT: Notes = &[
    [
        "Look for a digit that every set making a run's sum contains, with only one square of the run left that can take it.",
        "Whichever set fills the run, that digit is in it, and it has nowhere else to go.",
        "Write the digit in that square: its other digits go.",
    ],
    [
        "Suchen Sie eine Ziffer, die jeder Satz für die Summe einer Reihe enthält und für die nur noch ein Kästchen der Reihe in Frage kommt.",
        "Welcher Satz die Reihe auch füllt, diese Ziffer gehört dazu, und sie kann nirgends sonst hin.",
        "Tragen Sie die Ziffer in dieses Kästchen ein: seine anderen Ziffern fallen weg.",
    ],
    [
        "Cherchez un chiffre que contient chaque ensemble faisant la somme d'une suite, avec une seule case de la suite qui peut encore le prendre.",
        "Quel que soit l'ensemble qui remplit la suite, ce chiffre en fait partie, et il ne peut aller nulle part ailleurs.",
        "Inscrivez le chiffre dans cette case : ses autres chiffres disparaissent.",
    ],
    [
        "Busca un número que está en todos los conjuntos que dan la suma de un tramo y que solo puede ir en una casilla del tramo.",
        "Sea cual sea el conjunto que llena el tramo, ese número está en él, y no tiene otro sitio.",
        "Escribe el número en esa casilla: sus otros números se van.",
    ],
    [
        "Cerca una cifra che ogni insieme che dà la somma di una serie contiene, con una sola casella della serie che può ancora prenderla.",
        "Qualunque insieme riempia la serie, quella cifra ne fa parte, e non ha altro posto.",
        "Scrivi la cifra in quella casella: le sue altre cifre se ne vanno.",
    ],
    [
        "Zoek een cijfer dat in elke set voor de som van een reeks zit en waarvoor nog maar één vakje van de reeks over is.",
        "Welke set de reeks ook vult, dat cijfer hoort erbij, en het kan nergens anders heen.",
        "Vul het cijfer in dat vakje in: zijn andere cijfers vervallen.",
    ],
    [
        "Szukaj cyfry, którą zawiera każdy zestaw dający sumę ciągu, a którą może przyjąć już tylko jedno pole ciągu.",
        "Jakikolwiek zestaw wypełni ciąg, ta cyfra w nim jest i nie ma innego miejsca.",
        "Wpisz cyfrę w to pole: jego pozostałe cyfry odpadają.",
    ],
    [
        "Procure um algarismo que todo conjunto que dá a soma de uma sequência contém, com uma só casa da sequência que ainda pode recebê-lo.",
        "Seja qual for o conjunto que preenche a sequência, esse algarismo está nele, e não tem outro lugar.",
        "Escreva o algarismo nessa casa: os outros algarismos dela saem.",
    ],
];

const RUN_SUBSET: Notes = &[
    [
        "Look for two squares of a run that hold only the same two digits between them, or three squares holding only three.",
        "Those squares will take exactly those digits, and a run never repeats a digit.",
        "Cross those digits out of the run's other squares.",
    ],
    [
        "Suchen Sie zwei Kästchen einer Reihe, die zusammen nur dieselben zwei Ziffern haben, oder drei mit nur drei Ziffern.",
        "Diese Kästchen erhalten genau diese Ziffern, und in einer Reihe wiederholt sich keine Ziffer.",
        "Streichen Sie diese Ziffern in den anderen Kästchen der Reihe.",
    ],
    [
        "Cherchez deux cases d'une suite qui n'ont à elles deux que les deux mêmes chiffres, ou trois cases n'en ayant que trois.",
        "Ces cases prendront exactement ces chiffres, et une suite ne répète jamais un chiffre.",
        "Rayez ces chiffres des autres cases de la suite.",
    ],
    [
        "Busca dos casillas de un tramo que entre ellas solo tienen los mismos dos números, o tres casillas con solo tres.",
        "Esas casillas llevarán justo esos números, y un tramo nunca repite un número.",
        "Tacha esos números de las demás casillas del tramo.",
    ],
    [
        "Cerca due caselle di una serie che insieme hanno solo le stesse due cifre, o tre caselle con solo tre cifre.",
        "Quelle caselle prenderanno proprio quelle cifre, e una serie non ripete mai una cifra.",
        "Cancella quelle cifre dalle altre caselle della serie.",
    ],
    [
        "Zoek twee vakjes van een reeks die samen alleen dezelfde twee cijfers hebben, of drie vakjes met maar drie cijfers.",
        "Die vakjes krijgen precies die cijfers, en een reeks herhaalt nooit een cijfer.",
        "Streep die cijfers weg in de andere vakjes van de reeks.",
    ],
    [
        "Szukaj dwóch pól ciągu, które razem mają tylko te same dwie cyfry, albo trzech pól z tylko trzema cyframi.",
        "Te pola przyjmą dokładnie te cyfry, a w ciągu żadna cyfra się nie powtarza.",
        "Skreśl te cyfry w pozostałych polach ciągu.",
    ],
    [
        "Procure duas casas de uma sequência que juntas só têm os mesmos dois algarismos, ou três casas com só três.",
        "Essas casas vão receber exatamente esses algarismos, e uma sequência nunca repete um algarismo.",
        "Risque esses algarismos das outras casas da sequência.",
    ],
];

const LONG_RUN_COMBINATION: Notes = &[
    [
        "Look at a long run, five squares or more still open, and work out which sets of different digits make what is left of its sum.",
        "Long runs have many sets, but the digits already crossed out rule most of them out, and only the sets left can fill the run.",
        "Each open square keeps only digits of a set the other open squares can complete.",
    ],
    [
        "Betrachten Sie eine lange Reihe mit fünf oder mehr offenen Kästchen und ermitteln Sie, welche Sätze verschiedener Ziffern den Rest ihrer Summe ergeben.",
        "Lange Reihen haben viele Sätze, doch die schon gestrichenen Ziffern schließen die meisten aus, und nur die übrigen Sätze können die Reihe füllen.",
        "Jedes offene Kästchen behält nur Ziffern eines Satzes, den die anderen offenen Kästchen vervollständigen können.",
    ],
    [
        "Regardez une longue suite, cinq cases ouvertes ou plus, et cherchez quels ensembles de chiffres différents font ce qui reste de sa somme.",
        "Les longues suites ont beaucoup d'ensembles, mais les chiffres déjà rayés en écartent la plupart, et seuls ceux qui restent peuvent remplir la suite.",
        "Chaque case ouverte ne garde que les chiffres d'un ensemble que les autres cases ouvertes peuvent compléter.",
    ],
    [
        "Mira un tramo largo, con cinco casillas abiertas o más, y busca qué conjuntos de números distintos dan lo que queda de su suma.",
        "Los tramos largos tienen muchos conjuntos, pero los números ya tachados descartan la mayoría, y solo los que quedan pueden llenar el tramo.",
        "Cada casilla abierta conserva solo los números de un conjunto que las demás casillas abiertas pueden completar.",
    ],
    [
        "Guarda una serie lunga, con cinque caselle aperte o più, e cerca quali insiemi di cifre diverse danno ciò che resta della sua somma.",
        "Le serie lunghe hanno molti insiemi, ma le cifre già cancellate ne escludono la maggior parte, e solo quelli rimasti possono riempire la serie.",
        "Ogni casella aperta tiene solo le cifre di un insieme che le altre caselle aperte possono completare.",
    ],
    [
        "Kijk naar een lange reeks met vijf of meer open vakjes en zoek welke sets verschillende cijfers de rest van haar som maken.",
        "Lange reeksen hebben veel sets, maar de al weggestreepte cijfers sluiten de meeste uit, en alleen de overgebleven sets kunnen de reeks vullen.",
        "Elk open vakje houdt alleen cijfers over uit een set die de andere open vakjes kunnen aanvullen.",
    ],
    [
        "Spójrz na długi ciąg z pięcioma lub więcej otwartymi polami i ustal, które zestawy różnych cyfr dają resztę jego sumy.",
        "Długie ciągi mają wiele zestawów, ale skreślone już cyfry wykluczają większość z nich i tylko pozostałe mogą wypełnić ciąg.",
        "Każde otwarte pole zachowuje tylko cyfry zestawu, który pozostałe otwarte pola mogą uzupełnić.",
    ],
    [
        "Olhe uma sequência longa, com cinco casas abertas ou mais, e descubra quais conjuntos de algarismos diferentes dão o que resta da sua soma.",
        "Sequências longas têm muitos conjuntos, mas os algarismos já riscados descartam a maioria, e só os que sobram podem preencher a sequência.",
        "Cada casa aberta fica só com algarismos de um conjunto que as outras casas abertas podem completar.",
    ],
];

const SUM_ARITHMETIC: Notes = &[
    [
        "Look at a band of whole rows (or columns): add up its across sums, then take away the down sums of the runs lying wholly inside the band.",
        "Both ways count every white square of the band once, so what is left is the sum of the few squares whose down runs leave the band.",
        "Those squares keep only digits that can make that sum together.",
    ],
    [
        "Betrachten Sie ein Band ganzer Zeilen (oder Spalten): Addieren Sie seine waagerechten Summen und ziehen Sie die senkrechten Summen der Reihen ab, die ganz im Band liegen.",
        "Beide Wege zählen jedes weiße Kästchen des Bandes einmal, also bleibt die Summe der wenigen Kästchen, deren senkrechte Reihen das Band verlassen.",
        "Diese Kästchen behalten nur Ziffern, die zusammen diese Summe ergeben können.",
    ],
    [
        "Regardez une bande de lignes entières (ou de colonnes) : additionnez ses sommes horizontales, puis retirez les sommes verticales des suites tout entières dans la bande.",
        "Les deux façons comptent chaque case blanche de la bande une fois, donc il reste la somme des quelques cases dont les suites verticales sortent de la bande.",
        "Ces cases ne gardent que les chiffres qui peuvent faire cette somme ensemble.",
    ],
    [
        "Mira una franja de filas enteras (o de columnas): suma sus sumas horizontales y resta las sumas verticales de los tramos que quedan enteros dentro de la franja.",
        "Las dos maneras cuentan cada casilla blanca de la franja una vez, así que lo que queda es la suma de las pocas casillas cuyos tramos verticales salen de la franja.",
        "Esas casillas conservan solo los números que juntos pueden dar esa suma.",
    ],
    [
        "Guarda una fascia di righe intere (o di colonne): somma le sue somme orizzontali, poi togli le somme verticali delle serie che stanno tutte dentro la fascia.",
        "I due modi contano ogni casella bianca della fascia una volta, quindi resta la somma delle poche caselle le cui serie verticali escono dalla fascia.",
        "Quelle caselle tengono solo le cifre che insieme possono dare quella somma.",
    ],
    [
        "Kijk naar een band van hele rijen (of kolommen): tel de horizontale sommen op en trek de verticale sommen af van de reeksen die helemaal in de band liggen.",
        "Beide manieren tellen elk wit vakje van de band één keer, dus wat overblijft is de som van de paar vakjes waarvan de verticale reeks de band verlaat.",
        "Die vakjes houden alleen cijfers over die samen die som kunnen maken.",
    ],
    [
        "Spójrz na pas całych wierszy (lub kolumn): dodaj jego sumy poziome i odejmij sumy pionowe ciągów leżących w całości w pasie.",
        "Oba sposoby liczą każde białe pole pasa raz, więc zostaje suma tych kilku pól, których ciągi pionowe wychodzą poza pas.",
        "Te pola zachowują tylko cyfry, które razem mogą dać tę sumę.",
    ],
    [
        "Olhe uma faixa de linhas inteiras (ou colunas): some as suas somas horizontais e tire as somas verticais das sequências que ficam inteiras dentro da faixa.",
        "Os dois jeitos contam cada casa branca da faixa uma vez, então o que sobra é a soma das poucas casas cujas sequências verticais saem da faixa.",
        "Essas casas ficam só com algarismos que juntos podem dar essa soma.",
    ],
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_three_parts_in_every_language() {
        for t in super::super::solve::LADDER {
            for lang in Language::ALL {
                let n = note(t.name, lang).unwrap_or_else(|| panic!("{} {lang}", t.name));
                for part in [n.look, n.why, n.removes] {
                    assert!(
                        part.len() > 20 && part.ends_with('.'),
                        "{} {lang}: {part}",
                        t.name
                    );
                }
            }
        }
    }
}
