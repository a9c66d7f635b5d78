//! Killer Sudoku's cage techniques explained for the techniques pages, in every book language
//! (see [`crate::solve::notes`]): what to look for, why it works, what it removes. The Sudoku
//! techniques of its ladder keep Sudoku's notes.

use crate::solve::notes::{Note, Notes, pick};
use crate::words::Language;

/// The note for cage technique `name` in `lang`; `None` for the Sudoku techniques.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    let notes = match name {
        "cage-combination" => CAGE_COMBINATION,
        "rule-of-45" => RULE_OF_45,
        "cage-splitting" => CAGE_SPLITTING,
        "cage-overlap" => CAGE_OVERLAP,
        "combination-clash" => COMBINATION_CLASH,
        "rule-of-45-bands" => RULE_OF_45_BANDS,
        _ => return None,
    };
    pick(lang, notes)
}

const CAGE_COMBINATION: Notes = &[
    [
        "Look at a small cage and list the sets of different digits that make its sum.",
        "A cage's digits are all different and add up to its sum, so only those sets can fill it: 3 in two squares is always 1 and 2.",
        "Each square of the cage keeps only digits from a set that the other squares can complete.",
    ],
    [
        "Betrachten Sie einen kleinen Käfig und zählen Sie die Sätze verschiedener Ziffern auf, die seine Summe ergeben.",
        "Die Ziffern eines Käfigs sind verschieden und ergeben zusammen seine Summe, also kommen nur diese Sätze in Frage: 3 in zwei Kästchen ist immer 1 und 2.",
        "Jedes Kästchen des Käfigs behält nur Ziffern eines Satzes, den die anderen Kästchen vervollständigen können.",
    ],
    [
        "Regardez une petite cage et dressez la liste des ensembles de chiffres différents qui font sa somme.",
        "Les chiffres d'une cage sont tous différents et font sa somme, donc seuls ces ensembles peuvent la remplir\u{a0}: 3 en deux cases, c'est toujours 1 et 2.",
        "Chaque case de la cage ne garde que les chiffres d'un ensemble que les autres cases peuvent compléter.",
    ],
    [
        "Mira una jaula pequeña y enumera los conjuntos de números distintos que dan su suma.",
        "Los números de una jaula son todos distintos y suman su total, así que solo esos conjuntos pueden llenarla: 3 en dos casillas es siempre 1 y 2.",
        "Cada casilla de la jaula conserva solo los números de un conjunto que las demás casillas pueden completar.",
    ],
    [
        "Guarda una gabbia piccola ed elenca gli insiemi di cifre diverse che danno la sua somma.",
        "Le cifre di una gabbia sono tutte diverse e danno la sua somma, quindi solo quegli insiemi possono riempirla: 3 in due caselle è sempre 1 e 2.",
        "Ogni casella della gabbia tiene solo le cifre di un insieme che le altre caselle possono completare.",
    ],
    [
        "Kijk naar een kleine kooi en som de reeksen verschillende cijfers op die samen de som vormen.",
        "De cijfers van een kooi zijn allemaal verschillend en tellen op tot de som, dus alleen die reeksen passen: 3 in twee vakjes is altijd 1 en 2.",
        "Elk vakje van de kooi houdt alleen cijfers over uit een reeks die de andere vakjes kunnen aanvullen.",
    ],
    [
        "Spójrz na małą klatkę i wypisz zestawy różnych cyfr, które dają jej sumę.",
        "Cyfry w klatce są różne i sumują się do jej sumy, więc tylko te zestawy mogą ją wypełnić: 3 w dwóch polach to zawsze 1 i 2.",
        "Każde pole klatki zachowuje tylko cyfry z zestawu, który pozostałe pola mogą uzupełnić.",
    ],
    [
        "Olhe uma gaiola pequena e anote os conjuntos de números diferentes que dão a sua soma.",
        "Os números de uma gaiola são todos diferentes e somam o valor dela, então só esses conjuntos podem preenchê-la: 3 em duas casas é sempre 1 e 2.",
        "Cada casa da gaiola fica só com números de um conjunto que as outras casas podem completar.",
    ],
];

const RULE_OF_45: Notes = &[
    [
        "Look for a row, column or box almost covered by cages that lie wholly inside it.",
        "Every row, column and box adds up to 45 (21 in a 6 by 6), so the squares left over make 45 minus the inside cages' sums and the placed digits.",
        "The left-over squares become a cage of their own: one square left over is that number; several keep only digits that can make their total.",
    ],
    [
        "Suchen Sie eine Zeile, Spalte oder einen Block, der fast ganz von Käfigen bedeckt ist, die ganz darin liegen.",
        "Jede Zeile, Spalte und jeder Block ergibt 45 (21 bei 6 × 6), also ergeben die übrigen Kästchen 45 minus die Summen der inneren Käfige und die gesetzten Ziffern.",
        "Die übrigen Kästchen werden zu einem eigenen Käfig: Ein einzelnes Kästchen erhält diese Zahl, mehrere behalten nur Ziffern, die ihre Summe bilden können.",
    ],
    [
        "Cherchez une ligne, une colonne ou un bloc presque couvert par des cages entièrement à l'intérieur.",
        "Chaque ligne, colonne et bloc fait 45 (21 en 6\u{a0}×\u{a0}6), donc les cases restantes font 45 moins les sommes des cages intérieures et les chiffres placés.",
        "Les cases restantes forment une cage à part\u{a0}: une seule case reçoit ce nombre, plusieurs ne gardent que les chiffres qui peuvent faire leur total.",
    ],
    [
        "Busca una fila, columna o bloque casi cubierto por jaulas que están enteras dentro de él.",
        "Cada fila, columna y bloque suma 45 (21 en un 6 × 6), así que las casillas sobrantes suman 45 menos las jaulas interiores y los números colocados.",
        "Las casillas sobrantes forman una jaula propia: si sobra una, lleva ese número; si sobran varias, solo conservan números que pueden dar su total.",
    ],
    [
        "Cerca una riga, colonna o riquadro quasi coperto da gabbie che stanno tutte al suo interno.",
        "Ogni riga, colonna e riquadro somma 45 (21 in un 6 × 6), quindi le caselle rimaste fanno 45 meno le somme delle gabbie interne e le cifre già messe.",
        "Le caselle rimaste diventano una gabbia a sé: una sola casella prende quel numero, più caselle tengono solo cifre che possono dare il loro totale.",
    ],
    [
        "Zoek een rij, kolom of blok dat bijna helemaal bedekt is door kooien die er geheel binnen liggen.",
        "Elke rij, kolom en elk blok telt op tot 45 (21 bij 6 × 6), dus de overige vakjes vormen samen 45 min de sommen van de kooien erbinnen en de geplaatste cijfers.",
        "De overige vakjes worden een eigen kooi: één overgebleven vakje krijgt dat getal, meerdere houden alleen cijfers over die hun totaal kunnen vormen.",
    ],
    [
        "Szukaj wiersza, kolumny lub bloku prawie całkiem pokrytego klatkami leżącymi w całości wewnątrz.",
        "Każdy wiersz, kolumna i blok sumuje się do 45 (21 w diagramie 6 × 6), więc pozostałe pola dają 45 minus sumy klatek wewnątrz i wpisane cyfry.",
        "Pozostałe pola tworzą osobną klatkę: jedno pole dostaje tę liczbę, kilka pól zachowuje tylko cyfry zdolne dać ich sumę.",
    ],
    [
        "Procure uma linha, coluna ou bloco quase coberto por gaiolas que ficam inteiras dentro dele.",
        "Cada linha, coluna e bloco soma 45 (21 numa grade de 6 por 6), então as casas que sobram somam 45 menos as somas das gaiolas de dentro e os números já colocados.",
        "As casas que sobram viram uma gaiola própria: uma só casa que sobra é esse número; várias ficam só com números que podem dar o seu total.",
    ],
];

const CAGE_SPLITTING: Notes = &[
    [
        "Look for a cage that holds every square the rule of 45 leaves over in a row, column or box, and more squares outside it.",
        "The squares inside the house make the total the rule of 45 gives, and the cage's sum is fixed, so its squares outside make the rest.",
        "The cage splits in two smaller cages, one inside and one outside, each with its own sum and fewer ways to make it.",
    ],
    [
        "Suchen Sie einen Käfig, der alle Kästchen enthält, die die 45er-Regel in einer Zeile, Spalte oder einem Block übrig lässt, und dazu Kästchen außerhalb.",
        "Die Kästchen innerhalb ergeben die Summe, die die 45er-Regel liefert, und die Summe des Käfigs steht fest, also ergeben seine Kästchen außerhalb den Rest.",
        "Der Käfig zerfällt in zwei kleinere Käfige, einen innen und einen außen, jeder mit eigener Summe und weniger Möglichkeiten.",
    ],
    [
        "Cherchez une cage qui contient toutes les cases que la règle du 45 laisse dans une ligne, une colonne ou un bloc, et d'autres cases au-dehors.",
        "Les cases à l'intérieur font le total donné par la règle du 45, et la somme de la cage est fixe, donc ses cases au-dehors font le reste.",
        "La cage se coupe en deux cages plus petites, l'une dedans et l'autre dehors, chacune avec sa somme et moins de façons de la faire.",
    ],
    [
        "Busca una jaula que contiene todas las casillas que la regla del 45 deja en una fila, columna o bloque, y otras casillas fuera.",
        "Las casillas de dentro suman lo que da la regla del 45 y la suma de la jaula es fija, así que sus casillas de fuera suman el resto.",
        "La jaula se parte en dos jaulas menores, una dentro y otra fuera, cada una con su suma y menos formas de lograrla.",
    ],
    [
        "Cerca una gabbia che contiene tutte le caselle lasciate dalla regola del 45 in una riga, colonna o riquadro, più altre caselle fuori.",
        "Le caselle all'interno fanno il totale dato dalla regola del 45 e la somma della gabbia è fissa, quindi le sue caselle fuori fanno il resto.",
        "La gabbia si divide in due gabbie più piccole, una dentro e una fuori, ognuna con la sua somma e meno modi di farla.",
    ],
    [
        "Zoek een kooi die alle vakjes bevat die de regel van 45 in een rij, kolom of blok overlaat, plus vakjes daarbuiten.",
        "De vakjes binnen vormen het totaal dat de regel van 45 geeft, en de som van de kooi ligt vast, dus de vakjes buiten vormen de rest.",
        "De kooi valt uiteen in twee kleinere kooien, één binnen en één buiten, elk met een eigen som en minder mogelijkheden.",
    ],
    [
        "Szukaj klatki, która zawiera wszystkie pola pozostawione przez regułę 45 w wierszu, kolumnie lub bloku, oraz pola poza nim.",
        "Pola wewnątrz dają sumę wynikającą z reguły 45, a suma klatki jest stała, więc jej pola na zewnątrz dają resztę.",
        "Klatka dzieli się na dwie mniejsze, jedną wewnątrz i jedną na zewnątrz, każdą z własną sumą i mniejszą liczbą sposobów.",
    ],
    [
        "Procure uma gaiola que contém todas as casas que a regra do 45 deixa sobrando numa linha, coluna ou bloco, e mais casas fora dele.",
        "As casas de dentro somam o total que a regra do 45 dá, e a soma da gaiola é fixa, então as suas casas de fora somam o resto.",
        "A gaiola se divide em duas gaiolas menores, uma dentro e outra fora, cada uma com a sua soma e menos formas de chegar a ela.",
    ],
];

const CAGE_OVERLAP: Notes = &[
    [
        "Look for a digit that every way of making a cage needs, whose possible squares in the cage all lie in one row, column or box.",
        "The cage must hold that digit in one of those squares, and a row, column or box holds each digit only once.",
        "The digit is struck from every other square of that row, column or box outside the cage.",
    ],
    [
        "Suchen Sie eine Ziffer, die jede Möglichkeit eines Käfigs braucht und deren mögliche Kästchen im Käfig alle in einer Zeile, Spalte oder einem Block liegen.",
        "Der Käfig muss diese Ziffer in einem dieser Kästchen haben, und eine Zeile, Spalte oder ein Block enthält jede Ziffer nur einmal.",
        "Die Ziffer wird aus allen anderen Kästchen dieser Zeile, Spalte oder dieses Blocks außerhalb des Käfigs gestrichen.",
    ],
    [
        "Cherchez un chiffre dont toutes les façons de faire une cage ont besoin et dont les cases possibles dans la cage sont dans une même ligne, colonne ou bloc.",
        "La cage doit contenir ce chiffre dans l'une de ces cases, et une ligne, une colonne ou un bloc ne contient chaque chiffre qu'une fois.",
        "Le chiffre est rayé de toutes les autres cases de cette ligne, colonne ou de ce bloc hors de la cage.",
    ],
    [
        "Busca un número que necesitan todas las formas de llenar una jaula y cuyas casillas posibles en la jaula están en una misma fila, columna o bloque.",
        "La jaula debe llevar ese número en una de esas casillas, y una fila, columna o bloque tiene cada número una sola vez.",
        "El número se tacha de las demás casillas de esa fila, columna o bloque fuera de la jaula.",
    ],
    [
        "Cerca una cifra che serve a ogni modo di fare una gabbia e le cui caselle possibili nella gabbia stanno tutte in una riga, colonna o riquadro.",
        "La gabbia deve avere quella cifra in una di quelle caselle, e una riga, colonna o riquadro contiene ogni cifra una sola volta.",
        "La cifra si cancella da tutte le altre caselle di quella riga, colonna o riquadro fuori dalla gabbia.",
    ],
    [
        "Zoek een cijfer dat elke mogelijkheid van een kooi nodig heeft en waarvan de mogelijke vakjes in de kooi in één rij, kolom of blok liggen.",
        "De kooi moet dat cijfer in een van die vakjes hebben, en een rij, kolom of blok bevat elk cijfer maar één keer.",
        "Het cijfer wordt geschrapt uit alle andere vakjes van die rij, kolom of dat blok buiten de kooi.",
    ],
    [
        "Szukaj cyfry potrzebnej każdemu sposobowi wypełnienia klatki, której możliwe pola w klatce leżą w jednym wierszu, kolumnie lub bloku.",
        "Klatka musi mieć tę cyfrę w jednym z tych pól, a wiersz, kolumna lub blok zawiera każdą cyfrę tylko raz.",
        "Cyfrę skreśla się ze wszystkich innych pól tego wiersza, kolumny lub bloku poza klatką.",
    ],
    [
        "Procure um número de que toda forma de preencher uma gaiola precisa e cujas casas possíveis na gaiola ficam todas numa mesma linha, coluna ou bloco.",
        "A gaiola deve ter esse número numa dessas casas, e uma linha, coluna ou bloco tem cada número uma só vez.",
        "O número é riscado de todas as outras casas dessa linha, coluna ou bloco, fora da gaiola.",
    ],
];

const COMBINATION_CLASH: Notes = &[
    [
        "Look for two cages in the same row, column or box, each with only a few ways to make its sum.",
        "A row, column or box holds each digit once, so the two cages cannot share a digit.",
        "A way of making one cage that leaves the other no way to make its sum is ruled out, with the digits only it allowed.",
    ],
    [
        "Suchen Sie zwei Käfige in derselben Zeile, Spalte oder demselben Block, jeder mit nur wenigen Möglichkeiten für seine Summe.",
        "Eine Zeile, Spalte oder ein Block enthält jede Ziffer einmal, also können die beiden Käfige keine Ziffer teilen.",
        "Eine Möglichkeit für den einen Käfig, die dem anderen keine Möglichkeit lässt, fällt weg, samt den Ziffern, die nur sie erlaubte.",
    ],
    [
        "Cherchez deux cages dans la même ligne, colonne ou le même bloc, chacune avec peu de façons de faire sa somme.",
        "Une ligne, une colonne ou un bloc contient chaque chiffre une fois, donc les deux cages ne peuvent partager aucun chiffre.",
        "Une façon de faire l'une qui ne laisse à l'autre aucune façon de faire sa somme est exclue, avec les chiffres qu'elle seule permettait.",
    ],
    [
        "Busca dos jaulas en la misma fila, columna o bloque, cada una con pocas formas de dar su suma.",
        "Una fila, columna o bloque tiene cada número una vez, así que las dos jaulas no pueden compartir ningún número.",
        "Se descarta una forma de llenar una jaula que no deja a la otra ninguna forma de dar su suma, junto con los números que solo ella permitía.",
    ],
    [
        "Cerca due gabbie nella stessa riga, colonna o riquadro, ognuna con pochi modi di fare la sua somma.",
        "Una riga, colonna o riquadro contiene ogni cifra una volta, quindi le due gabbie non possono avere cifre in comune.",
        "Un modo di fare una gabbia che non lascia all'altra alcun modo di fare la sua somma è escluso, con le cifre che solo esso permetteva.",
    ],
    [
        "Zoek twee kooien in dezelfde rij, kolom of hetzelfde blok, elk met maar een paar manieren om de som te vormen.",
        "Een rij, kolom of blok bevat elk cijfer één keer, dus de twee kooien kunnen geen cijfer delen.",
        "Een manier voor de ene kooi die de andere geen enkele manier laat, valt af, met de cijfers die alleen die manier toeliet.",
    ],
    [
        "Szukaj dwóch klatek w tym samym wierszu, kolumnie lub bloku, każdej z niewieloma sposobami uzyskania sumy.",
        "Wiersz, kolumna lub blok zawiera każdą cyfrę raz, więc obie klatki nie mogą mieć wspólnej cyfry.",
        "Sposób wypełnienia jednej klatki, który drugiej nie zostawia żadnego sposobu, odpada wraz z cyframi, na które tylko on pozwalał.",
    ],
    [
        "Procure duas gaiolas na mesma linha, coluna ou bloco, cada uma com poucas formas de chegar à sua soma.",
        "Uma linha, coluna ou bloco tem cada número uma só vez, então as duas gaiolas não podem ter um número em comum.",
        "Uma forma de preencher uma gaiola que deixa a outra sem nenhuma forma de chegar à sua soma é eliminada, com os números que só ela permitia.",
    ],
];

const RULE_OF_45_BANDS: Notes = &[
    [
        "Look at two or three neighbouring rows (or columns), or at a house with cages reaching out of it.",
        "Each row and column adds up to 45, so several together add up to 45 times their number; the cages wholly inside take their sums away, and the squares left over make the rest.",
        "The left-over squares, inside or just outside the band, become a cage with a known total and keep only digits that can make it.",
    ],
    [
        "Betrachten Sie zwei oder drei benachbarte Zeilen (oder Spalten) oder eine Einheit, aus der Käfige herausragen.",
        "Jede Zeile und Spalte ergibt 45, mehrere zusammen also 45 mal ihre Anzahl; die ganz innen liegenden Käfige ziehen ihre Summen ab, und die übrigen Kästchen ergeben den Rest.",
        "Die übrigen Kästchen, innerhalb oder knapp außerhalb des Bandes, werden ein Käfig mit bekannter Summe und behalten nur Ziffern, die sie bilden können.",
    ],
    [
        "Regardez deux ou trois lignes (ou colonnes) voisines, ou une unité d'où sortent des cages.",
        "Chaque ligne et colonne fait 45, donc plusieurs ensemble font 45 fois leur nombre\u{a0}; les cages entièrement dedans retirent leurs sommes, et les cases restantes font le reste.",
        "Les cases restantes, dans la bande ou juste à côté, forment une cage au total connu et ne gardent que les chiffres qui peuvent le faire.",
    ],
    [
        "Mira dos o tres filas (o columnas) vecinas, o una zona de la que salen jaulas.",
        "Cada fila y columna suma 45, así que varias juntas suman 45 por su número; las jaulas enteras dentro restan sus sumas y las casillas sobrantes suman el resto.",
        "Las casillas sobrantes, dentro de la franja o justo fuera, forman una jaula de total conocido y solo conservan números que pueden darlo.",
    ],
    [
        "Guarda due o tre righe (o colonne) vicine, o una zona da cui sporgono gabbie.",
        "Ogni riga e colonna somma 45, quindi più insieme sommano 45 per il loro numero; le gabbie tutte dentro tolgono le loro somme e le caselle rimaste fanno il resto.",
        "Le caselle rimaste, dentro la fascia o appena fuori, diventano una gabbia dal totale noto e tengono solo cifre che possono darlo.",
    ],
    [
        "Kijk naar twee of drie aangrenzende rijen (of kolommen), of naar een eenheid waar kooien uitsteken.",
        "Elke rij en kolom telt op tot 45, dus samen tellen ze op tot 45 keer hun aantal; de kooien die er geheel binnen liggen gaan eraf, en de overige vakjes vormen de rest.",
        "De overige vakjes, binnen de band of er net buiten, worden een kooi met een bekend totaal en houden alleen cijfers over die het kunnen vormen.",
    ],
    [
        "Spójrz na dwa lub trzy sąsiednie wiersze (lub kolumny) albo na obszar, z którego wystają klatki.",
        "Każdy wiersz i kolumna sumuje się do 45, więc kilka razem daje 45 razy ich liczbę; klatki leżące w całości wewnątrz odejmują swoje sumy, a pozostałe pola dają resztę.",
        "Pozostałe pola, w pasie lub tuż obok, tworzą klatkę o znanej sumie i zachowują tylko cyfry zdolne ją dać.",
    ],
    [
        "Olhe duas ou três linhas (ou colunas) vizinhas, ou uma área com gaiolas que saem dela.",
        "Cada linha e coluna soma 45, então várias juntas somam 45 vezes a sua quantidade; as gaiolas inteiras dentro tiram as suas somas, e as casas que sobram somam o resto.",
        "As casas que sobram, dentro ou logo fora da faixa, viram uma gaiola de total conhecido e ficam só com números que podem dar esse total.",
    ],
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cage_technique_has_three_sentences_in_every_language() {
        use crate::kind::Kind;
        let cage: Vec<_> = crate::killer::kind::Killer
            .techniques()
            .into_iter()
            .filter(|t| note(t.name, Language::En).is_some())
            .collect();
        assert_eq!(cage.len(), 6, "the six cage techniques");
        for t in cage {
            let en = note(t.name, Language::En).unwrap_or_else(|| panic!("{}", t.name));
            for lang in Language::ALL {
                let n = note(t.name, lang).unwrap_or_else(|| panic!("{} in {lang:?}", t.name));
                for s in [n.look, n.why, n.removes] {
                    assert!(s.ends_with('.') && s.len() > 30, "{}: {s}", t.name);
                }
                if lang != Language::En {
                    assert_ne!(n.look, en.look, "{} in {lang:?} is English", t.name);
                }
            }
        }
    }
}
