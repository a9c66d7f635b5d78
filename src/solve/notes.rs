//! Each technique explained for the techniques pages, in every book language: what to look
//! for, why it works, and what it removes (three sentences, as the technique books teach).
//!
//! The notes here are the Latin core's (singles, subsets, fish, forcing chains), worded for a
//! grid of rows and columns; a kind with more (signs, clues, cages, boxes) keeps its own
//! notes beside its own techniques and falls back to these.

use crate::words::Language;

/// A technique explained: what to look for, why it holds, and what it removes or places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Note {
    pub look: &'static str,
    pub why: &'static str,
    pub removes: &'static str,
}

impl Note {
    /// The three sentences as the page prints them, one paragraph.
    pub fn text(&self) -> String {
        format!("{} {} {}", self.look, self.why, self.removes)
    }
}

/// One technique's note in every language, in [`Language::ALL`]'s order: each entry its
/// three sentences (look, why, removes).
pub type Notes = &'static [[&'static str; 3]];

/// `lang`'s entry of `notes`; `None` when it has none (a test checks every language has one).
pub fn pick(lang: Language, notes: Notes) -> Option<Note> {
    let i = Language::ALL.iter().position(|&l| l == lang)?;
    notes
        .get(i)
        .map(|&[look, why, removes]| Note { look, why, removes })
}

/// The Latin core's note for technique `name` in `lang`.
pub fn latin(name: &str, lang: Language) -> Option<Note> {
    let notes: Notes = match name {
        "naked-single" => NAKED_SINGLE,
        "hidden-single" => HIDDEN_SINGLE,
        "naked-pair" => NAKED_PAIR,
        "naked-triple" => NAKED_TRIPLE,
        "naked-quad" => NAKED_QUAD,
        "hidden-pair" => HIDDEN_PAIR,
        "hidden-triple" => HIDDEN_TRIPLE,
        "hidden-quad" => HIDDEN_QUAD,
        "x-wing" => X_WING,
        "swordfish" => SWORDFISH,
        "jellyfish" => JELLYFISH,
        "forcing-chain" => FORCING_CHAIN,
        _ => return None,
    };
    pick(lang, notes)
}

const NAKED_SINGLE: Notes = &[
    [
        "Look for a square where every digit but one is already ruled out.",
        "Its row, its column and the clues forbid all the others, and every square needs a digit.",
        "The square takes the one digit left, which then leaves every other square of its row and column.",
    ],
    [
        "Suchen Sie ein Kästchen, in dem alle Zahlen bis auf eine schon ausgeschlossen sind.",
        "Seine Zeile, seine Spalte und die Hinweise verbieten alle anderen, und jedes Kästchen braucht eine Zahl.",
        "Das Kästchen bekommt die eine verbliebene Zahl, die dann aus allen anderen Kästchen seiner Zeile und Spalte gestrichen wird.",
    ],
    [
        "Cherchez une case où tous les chiffres sauf un sont déjà exclus.",
        "Sa ligne, sa colonne et les indices interdisent tous les autres, et chaque case doit recevoir un chiffre.",
        "La case prend le seul chiffre restant, qui disparaît alors des autres cases de sa ligne et de sa colonne.",
    ],
    [
        "Busca una casilla en la que todos los números menos uno ya están descartados.",
        "Su fila, su columna y las pistas prohíben todos los demás, y cada casilla necesita un número.",
        "La casilla lleva el único número que queda, que desaparece entonces de las demás casillas de su fila y su columna.",
    ],
    [
        "Cerca una casella in cui tutte le cifre tranne una sono già escluse.",
        "La sua riga, la sua colonna e gli indizi vietano tutte le altre, e ogni casella deve avere una cifra.",
        "La casella prende l'unica cifra rimasta, che sparisce poi dalle altre caselle della sua riga e della sua colonna.",
    ],
    [
        "Zoek een vakje waarin alle cijfers op één na al uitgesloten zijn.",
        "Zijn rij, zijn kolom en de aanwijzingen verbieden alle andere, en elk vakje heeft een cijfer nodig.",
        "Het vakje krijgt het ene cijfer dat overblijft, en dat cijfer vervalt in de andere vakjes van zijn rij en kolom.",
    ],
    [
        "Szukaj pola, w którym wszystkie cyfry oprócz jednej są już wykluczone.",
        "Jego wiersz, jego kolumna i wskazówki zabraniają wszystkich pozostałych, a każde pole potrzebuje cyfry.",
        "Pole dostaje jedyną pozostałą cyfrę, która znika wtedy z pozostałych pól jego wiersza i kolumny.",
    ],
    [
        "Procure uma casa em que todos os números menos um já estão eliminados.",
        "A sua linha, a sua coluna e as pistas proíbem todos os outros, e toda casa precisa de um número.",
        "A casa recebe o único número que resta, que então sai de todas as outras casas da sua linha e da sua coluna.",
    ],
];

const HIDDEN_SINGLE: Notes = &[
    [
        "Pick a digit and a row or column, and look for the only square there that can still hold it.",
        "Every row and column holds each digit once, so the digit must go somewhere in that line, and no other square is left for it.",
        "The digit goes in that square, whatever else the square could have held.",
    ],
    [
        "Wählen Sie eine Zahl und eine Zeile oder Spalte und suchen Sie das einzige Kästchen dort, das sie noch aufnehmen kann.",
        "Jede Zeile und Spalte enthält jede Zahl einmal, also muss die Zahl irgendwo in diese Linie, und kein anderes Kästchen bleibt ihr.",
        "Die Zahl kommt in dieses Kästchen, was auch immer dort sonst noch möglich war.",
    ],
    [
        "Choisissez un chiffre et une ligne ou une colonne, et cherchez la seule case qui peut encore le recevoir.",
        "Chaque ligne et chaque colonne contient chaque chiffre une fois, donc le chiffre doit aller quelque part dans cette rangée, et il ne lui reste qu'une case.",
        "Le chiffre va dans cette case, quels que soient les autres candidats qu'elle avait.",
    ],
    [
        "Elige un número y una fila o columna, y busca la única casilla de ella que todavía puede llevarlo.",
        "Cada fila y cada columna tiene cada número una vez, así que el número debe ir en algún lugar de esa línea, y no le queda otra casilla.",
        "El número va en esa casilla, sean cuales sean los otros candidatos que tenía.",
    ],
    [
        "Scegli una cifra e una riga o colonna, e cerca l'unica casella che può ancora ospitarla.",
        "Ogni riga e ogni colonna contiene ogni cifra una volta, quindi la cifra deve stare da qualche parte in quella linea, e le resta una sola casella.",
        "La cifra va in quella casella, qualunque altro candidato avesse.",
    ],
    [
        "Kies een cijfer en een rij of kolom, en zoek het enige vakje daar waar het nog kan staan.",
        "Elke rij en kolom bevat elk cijfer één keer, dus het cijfer moet ergens in die lijn, en er blijft maar één vakje voor over.",
        "Het cijfer komt in dat vakje, wat daar verder ook nog mogelijk was.",
    ],
    [
        "Wybierz cyfrę i wiersz lub kolumnę, i szukaj jedynego pola, w którym ta cyfra jeszcze może stanąć.",
        "Każdy wiersz i każda kolumna zawiera każdą cyfrę raz, więc cyfra musi gdzieś w tej linii stanąć, a zostało jej tylko jedno pole.",
        "Cyfra trafia do tego pola, bez względu na to, jakie inne cyfry były tam możliwe.",
    ],
    [
        "Escolha um número e uma linha ou coluna, e procure ali a única casa que ainda pode tê-lo.",
        "Cada linha e coluna tem cada número uma vez, então o número deve ir para algum lugar dessa linha, e não sobra outra casa para ele.",
        "O número vai para essa casa, seja lá o que mais a casa pudesse ter.",
    ],
];

const NAKED_PAIR: Notes = &[
    [
        "Look for two squares of one row or column whose candidates are the same two digits and nothing else.",
        "Whichever way round those two digits go, the two squares use both of them up.",
        "Cross both digits out of every other square of that row or column.",
    ],
    [
        "Suchen Sie zwei Kästchen einer Zeile oder Spalte, deren Kandidaten dieselben zwei Zahlen sind und sonst keine.",
        "Wie herum die beiden Zahlen auch stehen, die zwei Kästchen brauchen beide auf.",
        "Streichen Sie beide Zahlen aus allen anderen Kästchen dieser Zeile oder Spalte.",
    ],
    [
        "Cherchez deux cases d'une même ligne ou colonne dont les candidats sont les deux mêmes chiffres, et rien d'autre.",
        "Quel que soit l'ordre de ces deux chiffres, les deux cases les prennent tous les deux.",
        "Rayez ces deux chiffres de toutes les autres cases de cette ligne ou colonne.",
    ],
    [
        "Busca dos casillas de una misma fila o columna cuyos candidatos son los mismos dos números y ningún otro.",
        "Vayan en el orden que vayan, esas dos casillas gastan los dos números.",
        "Tacha ambos números de todas las demás casillas de esa fila o columna.",
    ],
    [
        "Cerca due caselle della stessa riga o colonna i cui candidati sono le stesse due cifre e nient'altro.",
        "In qualunque ordine vadano, le due caselle consumano entrambe le cifre.",
        "Cancella le due cifre da tutte le altre caselle di quella riga o colonna.",
    ],
    [
        "Zoek twee vakjes van één rij of kolom met precies dezelfde twee kandidaten en verder niets.",
        "Hoe die twee cijfers ook staan, de twee vakjes gebruiken ze allebei.",
        "Streep beide cijfers weg uit alle andere vakjes van die rij of kolom.",
    ],
    [
        "Szukaj dwóch pól jednego wiersza lub kolumny, których kandydatami są te same dwie cyfry i nic więcej.",
        "Jakkolwiek te cyfry się ułożą, oba pola zużywają je obie.",
        "Skreśl obie cyfry ze wszystkich innych pól tego wiersza lub kolumny.",
    ],
    [
        "Procure duas casas de uma linha ou coluna cujos candidatos são os mesmos dois números e nada mais.",
        "Seja qual for a ordem desses dois números, as duas casas usam os dois.",
        "Risque os dois números de todas as outras casas dessa linha ou coluna.",
    ],
];

const NAKED_TRIPLE: Notes = &[
    [
        "Look for three squares of one row or column whose candidates, put together, are only three digits.",
        "Three squares need three different digits, so between them they take exactly those three.",
        "Cross those three digits out of every other square of that row or column.",
    ],
    [
        "Suchen Sie drei Kästchen einer Zeile oder Spalte, deren Kandidaten zusammen nur drei Zahlen sind.",
        "Drei Kästchen brauchen drei verschiedene Zahlen, also nehmen sie genau diese drei.",
        "Streichen Sie diese drei Zahlen aus allen anderen Kästchen dieser Zeile oder Spalte.",
    ],
    [
        "Cherchez trois cases d'une même ligne ou colonne dont les candidats, mis ensemble, ne sont que trois chiffres.",
        "Trois cases demandent trois chiffres différents, elles prennent donc exactement ces trois-là.",
        "Rayez ces trois chiffres de toutes les autres cases de cette ligne ou colonne.",
    ],
    [
        "Busca tres casillas de una misma fila o columna cuyos candidatos, juntos, son solo tres números.",
        "Tres casillas necesitan tres números distintos, así que se quedan justo con esos tres.",
        "Tacha esos tres números de todas las demás casillas de esa fila o columna.",
    ],
    [
        "Cerca tre caselle della stessa riga o colonna i cui candidati, messi insieme, sono solo tre cifre.",
        "Tre caselle vogliono tre cifre diverse, quindi prendono proprio quelle tre.",
        "Cancella quelle tre cifre da tutte le altre caselle di quella riga o colonna.",
    ],
    [
        "Zoek drie vakjes van één rij of kolom waarvan de kandidaten samen maar drie cijfers zijn.",
        "Drie vakjes hebben drie verschillende cijfers nodig, dus nemen ze precies die drie.",
        "Streep die drie cijfers weg uit alle andere vakjes van die rij of kolom.",
    ],
    [
        "Szukaj trzech pól jednego wiersza lub kolumny, których kandydaci razem to tylko trzy cyfry.",
        "Trzy pola potrzebują trzech różnych cyfr, więc zajmują właśnie te trzy.",
        "Skreśl te trzy cyfry ze wszystkich innych pól tego wiersza lub kolumny.",
    ],
    [
        "Procure três casas de uma linha ou coluna cujos candidatos, juntos, são só três números.",
        "Três casas precisam de três números diferentes, então juntas ficam exatamente com esses três.",
        "Risque esses três números de todas as outras casas dessa linha ou coluna.",
    ],
];

const NAKED_QUAD: Notes = &[
    [
        "Look for four squares of one row or column whose candidates, put together, are only four digits.",
        "Four squares need four different digits, so between them they take exactly those four.",
        "Cross those four digits out of every other square of that row or column.",
    ],
    [
        "Suchen Sie vier Kästchen einer Zeile oder Spalte, deren Kandidaten zusammen nur vier Zahlen sind.",
        "Vier Kästchen brauchen vier verschiedene Zahlen, also nehmen sie genau diese vier.",
        "Streichen Sie diese vier Zahlen aus allen anderen Kästchen dieser Zeile oder Spalte.",
    ],
    [
        "Cherchez quatre cases d'une même ligne ou colonne dont les candidats, mis ensemble, ne sont que quatre chiffres.",
        "Quatre cases demandent quatre chiffres différents, elles prennent donc exactement ces quatre-là.",
        "Rayez ces quatre chiffres de toutes les autres cases de cette ligne ou colonne.",
    ],
    [
        "Busca cuatro casillas de una misma fila o columna cuyos candidatos, juntos, son solo cuatro números.",
        "Cuatro casillas necesitan cuatro números distintos, así que se quedan justo con esos cuatro.",
        "Tacha esos cuatro números de todas las demás casillas de esa fila o columna.",
    ],
    [
        "Cerca quattro caselle della stessa riga o colonna i cui candidati, messi insieme, sono solo quattro cifre.",
        "Quattro caselle vogliono quattro cifre diverse, quindi prendono proprio quelle quattro.",
        "Cancella quelle quattro cifre da tutte le altre caselle di quella riga o colonna.",
    ],
    [
        "Zoek vier vakjes van één rij of kolom waarvan de kandidaten samen maar vier cijfers zijn.",
        "Vier vakjes hebben vier verschillende cijfers nodig, dus nemen ze precies die vier.",
        "Streep die vier cijfers weg uit alle andere vakjes van die rij of kolom.",
    ],
    [
        "Szukaj czterech pól jednego wiersza lub kolumny, których kandydaci razem to tylko cztery cyfry.",
        "Cztery pola potrzebują czterech różnych cyfr, więc zajmują właśnie te cztery.",
        "Skreśl te cztery cyfry ze wszystkich innych pól tego wiersza lub kolumny.",
    ],
    [
        "Procure quatro casas de uma linha ou coluna cujos candidatos, juntos, são só quatro números.",
        "Quatro casas precisam de quatro números diferentes, então juntas ficam exatamente com esses quatro.",
        "Risque esses quatro números de todas as outras casas dessa linha ou coluna.",
    ],
];

const HIDDEN_PAIR: Notes = &[
    [
        "Look for two digits that, in one row or column, can only go in the same two squares.",
        "Both digits must appear in that line, and those two squares are the only places for them, so the squares hold these two.",
        "Cross every other candidate out of those two squares.",
    ],
    [
        "Suchen Sie zwei Zahlen, die in einer Zeile oder Spalte nur in dieselben zwei Kästchen passen.",
        "Beide Zahlen müssen in diese Linie, und diese zwei Kästchen sind ihre einzigen Plätze, also enthalten die Kästchen genau diese zwei.",
        "Streichen Sie alle anderen Kandidaten aus diesen zwei Kästchen.",
    ],
    [
        "Cherchez deux chiffres qui, dans une ligne ou une colonne, ne peuvent aller que dans les deux mêmes cases.",
        "Les deux chiffres doivent figurer dans cette rangée, et ces deux cases sont leurs seules places, donc elles contiennent ces deux-là.",
        "Rayez tous les autres candidats de ces deux cases.",
    ],
    [
        "Busca dos números que, en una fila o columna, solo caben en las mismas dos casillas.",
        "Los dos números tienen que estar en esa línea, y esas dos casillas son su único sitio, así que las casillas llevan esos dos.",
        "Tacha todos los demás candidatos de esas dos casillas.",
    ],
    [
        "Cerca due cifre che, in una riga o colonna, possono stare solo nelle stesse due caselle.",
        "Entrambe le cifre devono comparire in quella linea, e quelle due caselle sono il loro unico posto, quindi le caselle hanno proprio quelle due.",
        "Cancella tutti gli altri candidati da quelle due caselle.",
    ],
    [
        "Zoek twee cijfers die in één rij of kolom alleen in dezelfde twee vakjes passen.",
        "Beide cijfers moeten in die lijn staan, en die twee vakjes zijn hun enige plek, dus bevatten de vakjes precies die twee.",
        "Streep alle andere kandidaten weg uit die twee vakjes.",
    ],
    [
        "Szukaj dwóch cyfr, które w jednym wierszu lub kolumnie pasują tylko do tych samych dwóch pól.",
        "Obie cyfry muszą się znaleźć w tej linii, a te dwa pola to ich jedyne miejsca, więc pola mają właśnie te dwie.",
        "Skreśl wszystkich innych kandydatów z tych dwóch pól.",
    ],
    [
        "Procure dois números que, numa linha ou coluna, só podem ir para as mesmas duas casas.",
        "Os dois números devem aparecer nessa linha, e essas duas casas são os únicos lugares para eles, então as casas ficam com esses dois.",
        "Risque todos os outros candidatos dessas duas casas.",
    ],
];

const HIDDEN_TRIPLE: Notes = &[
    [
        "Look for three digits that, in one row or column, can only go in the same three squares.",
        "All three digits must appear in that line and have no other place, so those three squares hold them.",
        "Cross every other candidate out of those three squares.",
    ],
    [
        "Suchen Sie drei Zahlen, die in einer Zeile oder Spalte nur in dieselben drei Kästchen passen.",
        "Alle drei Zahlen müssen in diese Linie und haben keinen anderen Platz, also stehen sie in diesen drei Kästchen.",
        "Streichen Sie alle anderen Kandidaten aus diesen drei Kästchen.",
    ],
    [
        "Cherchez trois chiffres qui, dans une ligne ou une colonne, ne peuvent aller que dans les trois mêmes cases.",
        "Les trois chiffres doivent figurer dans cette rangée et n'ont pas d'autre place, donc ces trois cases les contiennent.",
        "Rayez tous les autres candidats de ces trois cases.",
    ],
    [
        "Busca tres números que, en una fila o columna, solo caben en las mismas tres casillas.",
        "Los tres números tienen que estar en esa línea y no tienen otro sitio, así que esas tres casillas los llevan.",
        "Tacha todos los demás candidatos de esas tres casillas.",
    ],
    [
        "Cerca tre cifre che, in una riga o colonna, possono stare solo nelle stesse tre caselle.",
        "Tutte e tre le cifre devono comparire in quella linea e non hanno altro posto, quindi quelle tre caselle le contengono.",
        "Cancella tutti gli altri candidati da quelle tre caselle.",
    ],
    [
        "Zoek drie cijfers die in één rij of kolom alleen in dezelfde drie vakjes passen.",
        "Alle drie moeten in die lijn staan en hebben geen andere plek, dus staan ze in die drie vakjes.",
        "Streep alle andere kandidaten weg uit die drie vakjes.",
    ],
    [
        "Szukaj trzech cyfr, które w jednym wierszu lub kolumnie pasują tylko do tych samych trzech pól.",
        "Wszystkie trzy muszą się znaleźć w tej linii i nie mają innego miejsca, więc stoją w tych trzech polach.",
        "Skreśl wszystkich innych kandydatów z tych trzech pól.",
    ],
    [
        "Procure três números que, numa linha ou coluna, só podem ir para as mesmas três casas.",
        "Os três números devem aparecer nessa linha e não têm outro lugar, então essas três casas ficam com eles.",
        "Risque todos os outros candidatos dessas três casas.",
    ],
];

const HIDDEN_QUAD: Notes = &[
    [
        "Look for four digits that, in one row or column, can only go in the same four squares.",
        "All four digits must appear in that line and have no other place, so those four squares hold them.",
        "Cross every other candidate out of those four squares.",
    ],
    [
        "Suchen Sie vier Zahlen, die in einer Zeile oder Spalte nur in dieselben vier Kästchen passen.",
        "Alle vier Zahlen müssen in diese Linie und haben keinen anderen Platz, also stehen sie in diesen vier Kästchen.",
        "Streichen Sie alle anderen Kandidaten aus diesen vier Kästchen.",
    ],
    [
        "Cherchez quatre chiffres qui, dans une ligne ou une colonne, ne peuvent aller que dans les quatre mêmes cases.",
        "Les quatre chiffres doivent figurer dans cette rangée et n'ont pas d'autre place, donc ces quatre cases les contiennent.",
        "Rayez tous les autres candidats de ces quatre cases.",
    ],
    [
        "Busca cuatro números que, en una fila o columna, solo caben en las mismas cuatro casillas.",
        "Los cuatro números tienen que estar en esa línea y no tienen otro sitio, así que esas cuatro casillas los llevan.",
        "Tacha todos los demás candidatos de esas cuatro casillas.",
    ],
    [
        "Cerca quattro cifre che, in una riga o colonna, possono stare solo nelle stesse quattro caselle.",
        "Tutte e quattro le cifre devono comparire in quella linea e non hanno altro posto, quindi quelle quattro caselle le contengono.",
        "Cancella tutti gli altri candidati da quelle quattro caselle.",
    ],
    [
        "Zoek vier cijfers die in één rij of kolom alleen in dezelfde vier vakjes passen.",
        "Alle vier moeten in die lijn staan en hebben geen andere plek, dus staan ze in die vier vakjes.",
        "Streep alle andere kandidaten weg uit die vier vakjes.",
    ],
    [
        "Szukaj czterech cyfr, które w jednym wierszu lub kolumnie pasują tylko do tych samych czterech pól.",
        "Wszystkie cztery muszą się znaleźć w tej linii i nie mają innego miejsca, więc stoją w tych czterech polach.",
        "Skreśl wszystkich innych kandydatów z tych czterech pól.",
    ],
    [
        "Procure quatro números que, numa linha ou coluna, só podem ir para as mesmas quatro casas.",
        "Os quatro números devem aparecer nessa linha e não têm outro lugar, então essas quatro casas ficam com eles.",
        "Risque todos os outros candidatos dessas quatro casas.",
    ],
];

const X_WING: Notes = &[
    [
        "Look for a digit that, in each of two rows, can only go in the same two columns: the four squares make a rectangle.",
        "The digit goes in one corner of each row, and the two corners are never in the same column, so it takes both columns there.",
        "Cross the digit out of the rest of both columns (and the same with rows and columns swapped).",
    ],
    [
        "Suchen Sie eine Zahl, die in zwei Zeilen jeweils nur in dieselben zwei Spalten passt: Die vier Kästchen bilden ein Rechteck.",
        "Die Zahl steht in jeder der Zeilen in einer Ecke, und die beiden Ecken liegen nie in derselben Spalte, also belegt sie dort beide Spalten.",
        "Streichen Sie die Zahl im Rest der beiden Spalten (ebenso mit Zeilen und Spalten vertauscht).",
    ],
    [
        "Cherchez un chiffre qui, dans deux lignes, ne peut aller que dans les deux mêmes colonnes\u{a0}: les quatre cases forment un rectangle.",
        "Le chiffre occupe un coin dans chacune des lignes, jamais deux coins dans la même colonne, il prend donc les deux colonnes à ces endroits.",
        "Rayez le chiffre du reste des deux colonnes (et de même en échangeant lignes et colonnes).",
    ],
    [
        "Busca un número que, en dos filas, solo cabe en las mismas dos columnas: las cuatro casillas forman un rectángulo.",
        "El número ocupa una esquina en cada fila, y las dos esquinas nunca están en la misma columna, así que ocupa las dos columnas allí.",
        "Tacha el número del resto de las dos columnas (y lo mismo cambiando filas por columnas).",
    ],
    [
        "Cerca una cifra che, in due righe, può stare solo nelle stesse due colonne: le quattro caselle formano un rettangolo.",
        "La cifra occupa un angolo in ciascuna riga, e i due angoli non stanno mai nella stessa colonna, quindi occupa lì entrambe le colonne.",
        "Cancella la cifra dal resto delle due colonne (e lo stesso scambiando righe e colonne).",
    ],
    [
        "Zoek een cijfer dat in twee rijen alleen in dezelfde twee kolommen past: de vier vakjes vormen een rechthoek.",
        "Het cijfer staat in elke rij in één hoek, en de twee hoeken liggen nooit in dezelfde kolom, dus bezet het daar beide kolommen.",
        "Streep het cijfer weg in de rest van beide kolommen (en net zo met rijen en kolommen omgedraaid).",
    ],
    [
        "Szukaj cyfry, która w dwóch wierszach pasuje tylko do tych samych dwóch kolumn: cztery pola tworzą prostokąt.",
        "Cyfra stoi w każdym z wierszy w jednym rogu, a dwa rogi nigdy nie leżą w tej samej kolumnie, więc zajmuje tam obie kolumny.",
        "Skreśl tę cyfrę z reszty obu kolumn (i tak samo z zamienionymi wierszami i kolumnami).",
    ],
    [
        "Procure um número que, em cada uma de duas linhas, só pode ir para as mesmas duas colunas: as quatro casas formam um retângulo.",
        "O número vai para um canto de cada linha, e os dois cantos nunca estão na mesma coluna, então ele ocupa ali as duas colunas.",
        "Risque o número do resto das duas colunas (e o mesmo com linhas e colunas trocadas).",
    ],
];

const SWORDFISH: Notes = &[
    [
        "Look for a digit that, in each of three rows, can only go in squares of the same three columns.",
        "The three rows need the digit three times, each in a different one of those columns, so those columns get it in those rows.",
        "Cross the digit out of the rest of the three columns (and the same with rows and columns swapped).",
    ],
    [
        "Suchen Sie eine Zahl, die in drei Zeilen jeweils nur in Kästchen derselben drei Spalten passt.",
        "Die drei Zeilen brauchen die Zahl dreimal, jedes Mal in einer anderen dieser Spalten, also bekommen die Spalten sie in diesen Zeilen.",
        "Streichen Sie die Zahl im Rest der drei Spalten (ebenso mit Zeilen und Spalten vertauscht).",
    ],
    [
        "Cherchez un chiffre qui, dans trois lignes, ne peut aller que dans des cases des trois mêmes colonnes.",
        "Les trois lignes demandent le chiffre trois fois, chaque fois dans une autre de ces colonnes, donc ces colonnes le reçoivent dans ces lignes.",
        "Rayez le chiffre du reste des trois colonnes (et de même en échangeant lignes et colonnes).",
    ],
    [
        "Busca un número que, en tres filas, solo cabe en casillas de las mismas tres columnas.",
        "Las tres filas necesitan el número tres veces, cada vez en otra de esas columnas, así que esas columnas lo reciben en esas filas.",
        "Tacha el número del resto de las tres columnas (y lo mismo cambiando filas por columnas).",
    ],
    [
        "Cerca una cifra che, in tre righe, può stare solo in caselle delle stesse tre colonne.",
        "Le tre righe vogliono la cifra tre volte, ogni volta in un'altra di quelle colonne, quindi le colonne la ricevono in quelle righe.",
        "Cancella la cifra dal resto delle tre colonne (e lo stesso scambiando righe e colonne).",
    ],
    [
        "Zoek een cijfer dat in drie rijen alleen in vakjes van dezelfde drie kolommen past.",
        "De drie rijen hebben het cijfer drie keer nodig, elke keer in een andere van die kolommen, dus krijgen die kolommen het in die rijen.",
        "Streep het cijfer weg in de rest van de drie kolommen (en net zo met rijen en kolommen omgedraaid).",
    ],
    [
        "Szukaj cyfry, która w trzech wierszach pasuje tylko do pól tych samych trzech kolumn.",
        "Trzy wiersze potrzebują tej cyfry trzy razy, za każdym razem w innej z tych kolumn, więc kolumny dostają ją w tych wierszach.",
        "Skreśl tę cyfrę z reszty trzech kolumn (i tak samo z zamienionymi wierszami i kolumnami).",
    ],
    [
        "Procure um número que, em cada uma de três linhas, só pode ir para casas das mesmas três colunas.",
        "As três linhas precisam do número três vezes, cada vez numa coluna diferente, então essas colunas o recebem nessas linhas.",
        "Risque o número do resto das três colunas (e o mesmo com linhas e colunas trocadas).",
    ],
];

const JELLYFISH: Notes = &[
    [
        "Look for a digit that, in each of four rows, can only go in squares of the same four columns.",
        "The four rows need the digit four times, each in a different one of those columns, so those columns get it in those rows.",
        "Cross the digit out of the rest of the four columns (and the same with rows and columns swapped).",
    ],
    [
        "Suchen Sie eine Zahl, die in vier Zeilen jeweils nur in Kästchen derselben vier Spalten passt.",
        "Die vier Zeilen brauchen die Zahl viermal, jedes Mal in einer anderen dieser Spalten, also bekommen die Spalten sie in diesen Zeilen.",
        "Streichen Sie die Zahl im Rest der vier Spalten (ebenso mit Zeilen und Spalten vertauscht).",
    ],
    [
        "Cherchez un chiffre qui, dans quatre lignes, ne peut aller que dans des cases des quatre mêmes colonnes.",
        "Les quatre lignes demandent le chiffre quatre fois, chaque fois dans une autre de ces colonnes, donc ces colonnes le reçoivent dans ces lignes.",
        "Rayez le chiffre du reste des quatre colonnes (et de même en échangeant lignes et colonnes).",
    ],
    [
        "Busca un número que, en cuatro filas, solo cabe en casillas de las mismas cuatro columnas.",
        "Las cuatro filas necesitan el número cuatro veces, cada vez en otra de esas columnas, así que esas columnas lo reciben en esas filas.",
        "Tacha el número del resto de las cuatro columnas (y lo mismo cambiando filas por columnas).",
    ],
    [
        "Cerca una cifra che, in quattro righe, può stare solo in caselle delle stesse quattro colonne.",
        "Le quattro righe vogliono la cifra quattro volte, ogni volta in un'altra di quelle colonne, quindi le colonne la ricevono in quelle righe.",
        "Cancella la cifra dal resto delle quattro colonne (e lo stesso scambiando righe e colonne).",
    ],
    [
        "Zoek een cijfer dat in vier rijen alleen in vakjes van dezelfde vier kolommen past.",
        "De vier rijen hebben het cijfer vier keer nodig, elke keer in een andere van die kolommen, dus krijgen die kolommen het in die rijen.",
        "Streep het cijfer weg in de rest van de vier kolommen (en net zo met rijen en kolommen omgedraaid).",
    ],
    [
        "Szukaj cyfry, która w czterech wierszach pasuje tylko do pól tych samych czterech kolumn.",
        "Cztery wiersze potrzebują tej cyfry cztery razy, za każdym razem w innej z tych kolumn, więc kolumny dostają ją w tych wierszach.",
        "Skreśl tę cyfrę z reszty czterech kolumn (i tak samo z zamienionymi wierszami i kolumnami).",
    ],
    [
        "Procure um número que, em cada uma de quatro linhas, só pode ir para casas das mesmas quatro colunas.",
        "As quatro linhas precisam do número quatro vezes, cada vez numa coluna diferente, então essas colunas o recebem nessas linhas.",
        "Risque o número do resto das quatro colunas (e o mesmo com linhas e colunas trocadas).",
    ],
];

const FORCING_CHAIN: Notes = &[
    [
        "Look for a chain of two-candidate squares, each sharing a row or column with the next, whose two ends both have the same digit as a candidate.",
        "If the first end is not that digit, each square in turn takes its other candidate and the last end gets the digit: so one end holds it.",
        "Cross the digit out of every square that shares a row or column with both ends.",
    ],
    [
        "Suchen Sie eine Kette von Kästchen mit je zwei Kandidaten, jedes in einer Zeile oder Spalte mit dem nächsten, deren beide Enden dieselbe Zahl als Kandidaten haben.",
        "Ist das erste Ende nicht diese Zahl, nimmt jedes Kästchen der Reihe nach seinen anderen Kandidaten, und das letzte Ende bekommt die Zahl: Ein Ende hat sie also.",
        "Streichen Sie die Zahl in jedem Kästchen, das mit beiden Enden eine Zeile oder Spalte teilt.",
    ],
    [
        "Cherchez une chaîne de cases à deux candidats, chacune sur la ligne ou la colonne de la suivante, dont les deux bouts ont le même chiffre pour candidat.",
        "Si le premier bout n'est pas ce chiffre, chaque case prend tour à tour son autre candidat et le dernier bout reçoit le chiffre. L'un des bouts le contient donc.",
        "Rayez le chiffre de toute case qui partage une ligne ou une colonne avec les deux bouts.",
    ],
    [
        "Busca una cadena de casillas de dos candidatos, cada una en la fila o columna de la siguiente, cuyos dos extremos tienen el mismo número como candidato.",
        "Si el primer extremo no es ese número, cada casilla lleva a su vez su otro candidato y el último extremo recibe el número: uno de los extremos lo tiene.",
        "Tacha el número de toda casilla que comparte fila o columna con los dos extremos.",
    ],
    [
        "Cerca una catena di caselle a due candidati, ognuna nella riga o colonna della successiva, i cui due estremi hanno la stessa cifra come candidato.",
        "Se il primo estremo non è quella cifra, ogni casella prende a turno l'altro candidato e l'ultimo estremo riceve la cifra: uno degli estremi ce l'ha.",
        "Cancella la cifra da ogni casella che condivide una riga o colonna con entrambi gli estremi.",
    ],
    [
        "Zoek een keten van vakjes met twee kandidaten, elk in de rij of kolom van het volgende, waarvan beide uiteinden hetzelfde cijfer als kandidaat hebben.",
        "Is het eerste uiteinde dat cijfer niet, dan neemt elk vakje om de beurt zijn andere kandidaat en krijgt het laatste uiteinde het cijfer: een uiteinde heeft het dus.",
        "Streep het cijfer weg in elk vakje dat een rij of kolom deelt met beide uiteinden.",
    ],
    [
        "Szukaj łańcucha pól z dwoma kandydatami, każde w wierszu lub kolumnie następnego, którego oba końce mają tę samą cyfrę wśród kandydatów.",
        "Jeśli pierwszy koniec nie jest tą cyfrą, każde pole po kolei bierze swojego drugiego kandydata, a ostatni koniec dostaje cyfrę: ma ją więc jeden z końców.",
        "Skreśl tę cyfrę z każdego pola, które leży w wierszu lub kolumnie z oboma końcami.",
    ],
    [
        "Procure uma cadeia de casas de dois candidatos, cada uma na mesma linha ou coluna que a seguinte, cujas duas pontas têm o mesmo número como candidato.",
        "Se a primeira ponta não for esse número, cada casa por sua vez recebe o seu outro candidato e a última ponta fica com o número: então uma das pontas o tem.",
        "Risque o número de todas as casas que estão na mesma linha ou coluna que as duas pontas.",
    ],
];
