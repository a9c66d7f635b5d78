//! Sudoku's techniques explained for the techniques pages, in every book language (see
//! [`crate::solve::notes`]): a Sudoku's singles and subsets work in boxes too, so they have
//! notes of their own; the fish are the Latin core's.

use crate::solve::notes::{Note, Notes, latin, pick};
use crate::words::Language;

/// The note for technique `name` in `lang`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    let notes = match name {
        "full-house" => FULL_HOUSE,
        "naked-single" => NAKED_SINGLE,
        "hidden-single" => HIDDEN_SINGLE,
        "pointing" => POINTING,
        "claiming" => CLAIMING,
        "naked-pair" => NAKED_PAIR,
        "naked-triple" => NAKED_TRIPLE,
        "naked-quad" => NAKED_QUAD,
        "hidden-pair" => HIDDEN_PAIR,
        "hidden-triple" => HIDDEN_TRIPLE,
        "hidden-quad" => HIDDEN_QUAD,
        "xy-wing" => XY_WING,
        "xyz-wing" => XYZ_WING,
        "unique-rectangle" => UNIQUE_RECTANGLE,
        "w-wing" => W_WING,
        "simple-colouring" => SIMPLE_COLOURING,
        "xy-chain" => XY_CHAIN,
        "forcing-chain" => FORCING_CHAIN,
        _ => return latin(name, lang),
    };
    pick(lang, notes)
}

const FULL_HOUSE: Notes = &[
    [
        "Look for a row, column or box with just one empty square left.",
        "Each of them holds every digit once, and only one digit is still missing there.",
        "The empty square takes the missing digit.",
    ],
    [
        "Suchen Sie eine Zeile, Spalte oder einen Block mit nur noch einem leeren Kästchen.",
        "Jede davon enthält jede Zahl einmal, und dort fehlt nur noch eine Zahl.",
        "Das leere Kästchen bekommt die fehlende Zahl.",
    ],
    [
        "Cherchez une ligne, une colonne ou un bloc où il ne reste qu'une case vide.",
        "Chacun contient chaque chiffre une fois, et il n'y manque plus qu'un chiffre.",
        "La case vide prend le chiffre manquant.",
    ],
    [
        "Busca una fila, columna o bloque al que solo le queda una casilla vacía.",
        "Cada uno tiene cada número una vez, y allí solo falta un número.",
        "La casilla vacía lleva el número que falta.",
    ],
    [
        "Cerca una riga, colonna o riquadro con una sola casella vuota.",
        "Ognuno contiene ogni cifra una volta, e lì manca ormai una sola cifra.",
        "La casella vuota prende la cifra mancante.",
    ],
    [
        "Zoek een rij, kolom of blok met nog maar één leeg vakje.",
        "Elk ervan bevat elk cijfer één keer, en daar ontbreekt nog maar één cijfer.",
        "Het lege vakje krijgt het ontbrekende cijfer.",
    ],
    [
        "Szukaj wiersza, kolumny lub bloku z tylko jednym pustym polem.",
        "Każdy z nich zawiera każdą cyfrę raz, a brakuje tam już tylko jednej cyfry.",
        "Puste pole dostaje brakującą cyfrę.",
    ],
    [
        "Procure uma linha, coluna ou bloco com uma só casa vazia.",
        "Cada um deles tem cada número uma vez, e ali só falta um número.",
        "A casa vazia recebe o número que falta.",
    ],
];

const NAKED_SINGLE: Notes = &[
    [
        "Look for a square where every digit but one already stands in its row, its column or its box.",
        "A digit cannot repeat in any of the three, and the square needs a digit.",
        "The square takes the one digit left, which then leaves every other square of its row, column and box.",
    ],
    [
        "Suchen Sie ein Kästchen, bei dem alle Zahlen bis auf eine schon in seiner Zeile, Spalte oder seinem Block stehen.",
        "Eine Zahl darf sich in keiner der drei wiederholen, und das Kästchen braucht eine Zahl.",
        "Das Kästchen bekommt die eine verbliebene Zahl, die dann aus allen anderen Kästchen seiner Zeile, Spalte und seines Blocks gestrichen wird.",
    ],
    [
        "Cherchez une case pour laquelle tous les chiffres sauf un figurent déjà dans sa ligne, sa colonne ou son bloc.",
        "Un chiffre ne peut se répéter dans aucun des trois, et la case doit recevoir un chiffre.",
        "La case prend le seul chiffre restant, qui disparaît alors des autres cases de sa ligne, de sa colonne et de son bloc.",
    ],
    [
        "Busca una casilla para la que todos los números menos uno ya están en su fila, su columna o su bloque.",
        "Un número no puede repetirse en ninguno de los tres, y la casilla necesita un número.",
        "La casilla lleva el único número que queda, que desaparece entonces de las demás casillas de su fila, su columna y su bloque.",
    ],
    [
        "Cerca una casella per cui tutte le cifre tranne una sono già nella sua riga, nella sua colonna o nel suo riquadro.",
        "Una cifra non può ripetersi in nessuno dei tre, e la casella deve avere una cifra.",
        "La casella prende l'unica cifra rimasta, che sparisce poi dalle altre caselle della sua riga, colonna e riquadro.",
    ],
    [
        "Zoek een vakje waarvoor alle cijfers op één na al in zijn rij, kolom of blok staan.",
        "Een cijfer mag in geen van de drie terugkomen, en het vakje heeft een cijfer nodig.",
        "Het vakje krijgt het ene cijfer dat overblijft, en dat cijfer vervalt in de andere vakjes van zijn rij, kolom en blok.",
    ],
    [
        "Szukaj pola, dla którego wszystkie cyfry oprócz jednej stoją już w jego wierszu, kolumnie lub bloku.",
        "Cyfra nie może się powtórzyć w żadnym z tych trzech, a pole potrzebuje cyfry.",
        "Pole dostaje jedyną pozostałą cyfrę, która znika wtedy z pozostałych pól jego wiersza, kolumny i bloku.",
    ],
    [
        "Procure uma casa em que todos os números menos um já estão na sua linha, na sua coluna ou no seu bloco.",
        "Um número não pode se repetir em nenhum dos três, e a casa precisa de um número.",
        "A casa recebe o único número que resta, que então sai de todas as outras casas da sua linha, coluna e bloco.",
    ],
];

const HIDDEN_SINGLE: Notes = &[
    [
        "Pick a digit and a row, column or box that lacks it, and look for the only square there that can still hold it.",
        "The digit must appear there once, and every other square is blocked by the same digit in its row, column or box.",
        "The digit goes in that square, whatever else the square could have held.",
    ],
    [
        "Wählen Sie eine Zahl und eine Zeile, Spalte oder einen Block, wo sie fehlt, und suchen Sie das einzige Kästchen dort, das sie noch aufnehmen kann.",
        "Die Zahl muss dort einmal vorkommen, und jedes andere Kästchen ist durch dieselbe Zahl in seiner Zeile, Spalte oder seinem Block gesperrt.",
        "Die Zahl kommt in dieses Kästchen, was auch immer dort sonst noch möglich war.",
    ],
    [
        "Choisissez un chiffre et une ligne, une colonne ou un bloc où il manque, et cherchez la seule case qui peut encore le recevoir.",
        "Le chiffre doit y figurer une fois, et chaque autre case est bloquée par le même chiffre dans sa ligne, sa colonne ou son bloc.",
        "Le chiffre va dans cette case, quels que soient les autres candidats qu'elle avait.",
    ],
    [
        "Elige un número y una fila, columna o bloque donde falta, y busca la única casilla de allí que todavía puede llevarlo.",
        "El número debe aparecer allí una vez, y cada otra casilla está bloqueada por el mismo número en su fila, su columna o su bloque.",
        "El número va en esa casilla, sean cuales sean los otros candidatos que tenía.",
    ],
    [
        "Scegli una cifra e una riga, colonna o riquadro dove manca, e cerca l'unica casella che può ancora ospitarla.",
        "La cifra deve comparire lì una volta, e ogni altra casella è bloccata dalla stessa cifra nella sua riga, colonna o riquadro.",
        "La cifra va in quella casella, qualunque altro candidato avesse.",
    ],
    [
        "Kies een cijfer en een rij, kolom of blok waar het ontbreekt, en zoek het enige vakje daar waar het nog kan staan.",
        "Het cijfer moet daar één keer staan, en elk ander vakje wordt geblokkeerd door hetzelfde cijfer in zijn rij, kolom of blok.",
        "Het cijfer komt in dat vakje, wat daar verder ook nog mogelijk was.",
    ],
    [
        "Wybierz cyfrę oraz wiersz, kolumnę lub blok, w którym jej brakuje, i szukaj jedynego pola, w którym może jeszcze stanąć.",
        "Cyfra musi się tam znaleźć raz, a każde inne pole blokuje ta sama cyfra w jego wierszu, kolumnie lub bloku.",
        "Cyfra trafia do tego pola, bez względu na to, jakie inne cyfry były tam możliwe.",
    ],
    [
        "Escolha um número e uma linha, coluna ou bloco que não o tem, e procure ali a única casa que ainda pode tê-lo.",
        "O número deve aparecer ali uma vez, e todas as outras casas estão bloqueadas pelo mesmo número na sua linha, coluna ou bloco.",
        "O número vai para essa casa, seja lá o que mais a casa pudesse ter.",
    ],
];

const POINTING: Notes = &[
    [
        "Look for a digit whose candidates in one box all lie in a single row (or a single column).",
        "The box must hold the digit, so it goes in that row's squares inside the box, and a row holds each digit once.",
        "Cross the digit out of the rest of that row (or column), outside the box.",
    ],
    [
        "Suchen Sie eine Zahl, deren Kandidaten in einem Block alle in einer einzigen Zeile (oder Spalte) liegen.",
        "Der Block muss die Zahl enthalten, also steht sie in den Kästchen dieser Zeile innerhalb des Blocks, und eine Zeile enthält jede Zahl nur einmal.",
        "Streichen Sie die Zahl im Rest dieser Zeile (oder Spalte), außerhalb des Blocks.",
    ],
    [
        "Cherchez un chiffre dont les candidats, dans un bloc, sont tous sur une seule ligne (ou une seule colonne).",
        "Le bloc doit contenir le chiffre, qui va donc dans les cases de cette ligne à l'intérieur du bloc, et une ligne ne contient chaque chiffre qu'une fois.",
        "Rayez le chiffre du reste de cette ligne (ou colonne), hors du bloc.",
    ],
    [
        "Busca un número cuyos candidatos en un bloque están todos en una sola fila (o una sola columna).",
        "El bloque debe tener el número, así que va en las casillas de esa fila dentro del bloque, y una fila tiene cada número una sola vez.",
        "Tacha el número del resto de esa fila (o columna), fuera del bloque.",
    ],
    [
        "Cerca una cifra i cui candidati in un riquadro stanno tutti in una sola riga (o una sola colonna).",
        "Il riquadro deve contenere la cifra, che va quindi nelle caselle di quella riga dentro il riquadro, e una riga ha ogni cifra una volta sola.",
        "Cancella la cifra dal resto di quella riga (o colonna), fuori dal riquadro.",
    ],
    [
        "Zoek een cijfer waarvan de kandidaten in één blok allemaal in één rij (of één kolom) liggen.",
        "Het blok moet het cijfer bevatten, dus staat het in de vakjes van die rij binnen het blok, en een rij bevat elk cijfer maar één keer.",
        "Streep het cijfer weg in de rest van die rij (of kolom), buiten het blok.",
    ],
    [
        "Szukaj cyfry, której kandydaci w jednym bloku leżą wszyscy w jednym wierszu (lub jednej kolumnie).",
        "Blok musi zawierać tę cyfrę, więc stoi ona w polach tego wiersza wewnątrz bloku, a wiersz ma każdą cyfrę tylko raz.",
        "Skreśl tę cyfrę z reszty tego wiersza (lub kolumny), poza blokiem.",
    ],
    [
        "Procure um número cujos candidatos num bloco ficam todos numa mesma linha (ou numa mesma coluna).",
        "O bloco deve ter o número, então ele vai para as casas dessa linha dentro do bloco, e uma linha tem cada número uma vez.",
        "Risque o número do resto dessa linha (ou coluna), fora do bloco.",
    ],
];

const CLAIMING: Notes = &[
    [
        "Look for a digit whose candidates in one row (or column) all lie inside a single box.",
        "The row must hold the digit, so it goes in the row's squares inside that box, and a box holds each digit once.",
        "Cross the digit out of the rest of that box, outside the row (or column).",
    ],
    [
        "Suchen Sie eine Zahl, deren Kandidaten in einer Zeile (oder Spalte) alle in einem einzigen Block liegen.",
        "Die Zeile muss die Zahl enthalten, also steht sie in ihren Kästchen innerhalb dieses Blocks, und ein Block enthält jede Zahl nur einmal.",
        "Streichen Sie die Zahl im Rest dieses Blocks, außerhalb der Zeile (oder Spalte).",
    ],
    [
        "Cherchez un chiffre dont les candidats, dans une ligne (ou une colonne), sont tous dans un seul bloc.",
        "La ligne doit contenir le chiffre, qui va donc dans ses cases à l'intérieur de ce bloc, et un bloc ne contient chaque chiffre qu'une fois.",
        "Rayez le chiffre du reste de ce bloc, hors de la ligne (ou colonne).",
    ],
    [
        "Busca un número cuyos candidatos en una fila (o columna) están todos dentro de un solo bloque.",
        "La fila debe tener el número, así que va en sus casillas dentro de ese bloque, y un bloque tiene cada número una sola vez.",
        "Tacha el número del resto de ese bloque, fuera de la fila (o columna).",
    ],
    [
        "Cerca una cifra i cui candidati in una riga (o colonna) stanno tutti dentro un solo riquadro.",
        "La riga deve contenere la cifra, che va quindi nelle sue caselle dentro quel riquadro, e un riquadro ha ogni cifra una volta sola.",
        "Cancella la cifra dal resto di quel riquadro, fuori dalla riga (o colonna).",
    ],
    [
        "Zoek een cijfer waarvan de kandidaten in één rij (of kolom) allemaal in één blok liggen.",
        "De rij moet het cijfer bevatten, dus staat het in haar vakjes binnen dat blok, en een blok bevat elk cijfer maar één keer.",
        "Streep het cijfer weg in de rest van dat blok, buiten de rij (of kolom).",
    ],
    [
        "Szukaj cyfry, której kandydaci w jednym wierszu (lub kolumnie) leżą wszyscy w jednym bloku.",
        "Wiersz musi zawierać tę cyfrę, więc stoi ona w jego polach wewnątrz tego bloku, a blok ma każdą cyfrę tylko raz.",
        "Skreśl tę cyfrę z reszty tego bloku, poza wierszem (lub kolumną).",
    ],
    [
        "Procure um número cujos candidatos numa linha (ou coluna) ficam todos dentro de um mesmo bloco.",
        "A linha deve ter o número, então ele vai para as casas da linha dentro desse bloco, e um bloco tem cada número uma vez.",
        "Risque o número do resto desse bloco, fora da linha (ou coluna).",
    ],
];

const NAKED_PAIR: Notes = &[
    [
        "Look for two squares of one row, column or box whose candidates are the same two digits and nothing else.",
        "Whichever way round those two digits go, the two squares use both of them up.",
        "Cross both digits out of every other square of that row, column or box.",
    ],
    [
        "Suchen Sie zwei Kästchen einer Zeile, einer Spalte oder eines Blocks, deren Kandidaten dieselben zwei Zahlen sind und sonst keine.",
        "Wie herum die beiden Zahlen auch stehen, die zwei Kästchen brauchen beide auf.",
        "Streichen Sie beide Zahlen aus allen anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.",
    ],
    [
        "Cherchez deux cases d'une même ligne, colonne ou bloc dont les candidats sont les deux mêmes chiffres, et rien d'autre.",
        "Quel que soit l'ordre de ces deux chiffres, les deux cases les prennent tous les deux.",
        "Rayez ces deux chiffres de toutes les autres cases de cette ligne, colonne ou bloc.",
    ],
    [
        "Busca dos casillas de una misma fila, columna o bloque cuyos candidatos son los mismos dos números y ningún otro.",
        "Vayan en el orden que vayan, esas dos casillas gastan los dos números.",
        "Tacha ambos números de todas las demás casillas de esa fila, columna o bloque.",
    ],
    [
        "Cerca due caselle della stessa riga, colonna o riquadro i cui candidati sono le stesse due cifre e nient'altro.",
        "In qualunque ordine vadano, le due caselle consumano entrambe le cifre.",
        "Cancella le due cifre da tutte le altre caselle di quella riga, colonna o riquadro.",
    ],
    [
        "Zoek twee vakjes van één rij, kolom of blok met precies dezelfde twee kandidaten en verder niets.",
        "Hoe die twee cijfers ook staan, de twee vakjes gebruiken ze allebei.",
        "Streep beide cijfers weg uit alle andere vakjes van die rij, kolom of dat blok.",
    ],
    [
        "Szukaj dwóch pól jednego wiersza, kolumny lub bloku, których kandydatami są te same dwie cyfry i nic więcej.",
        "Jakkolwiek te cyfry się ułożą, oba pola zużywają je obie.",
        "Skreśl obie cyfry ze wszystkich innych pól tego wiersza, kolumny lub bloku.",
    ],
    [
        "Procure duas casas de uma linha, coluna ou bloco cujos candidatos são os mesmos dois números e nada mais.",
        "Seja qual for a ordem desses dois números, as duas casas usam os dois.",
        "Risque os dois números de todas as outras casas dessa linha, coluna ou bloco.",
    ],
];

const NAKED_TRIPLE: Notes = &[
    [
        "Look for three squares of one row, column or box whose candidates, put together, are only three digits.",
        "Three squares need three different digits, so between them they take exactly those three.",
        "Cross those three digits out of every other square of that row, column or box.",
    ],
    [
        "Suchen Sie drei Kästchen einer Zeile, einer Spalte oder eines Blocks, deren Kandidaten zusammen nur drei Zahlen sind.",
        "Drei Kästchen brauchen drei verschiedene Zahlen, also nehmen sie genau diese drei.",
        "Streichen Sie diese drei Zahlen aus allen anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.",
    ],
    [
        "Cherchez trois cases d'une même ligne, colonne ou bloc dont les candidats, mis ensemble, ne sont que trois chiffres.",
        "Trois cases demandent trois chiffres différents, elles prennent donc exactement ces trois-là.",
        "Rayez ces trois chiffres de toutes les autres cases de cette ligne, colonne ou bloc.",
    ],
    [
        "Busca tres casillas de una misma fila, columna o bloque cuyos candidatos, juntos, son solo tres números.",
        "Tres casillas necesitan tres números distintos, así que se quedan justo con esos tres.",
        "Tacha esos tres números de todas las demás casillas de esa fila, columna o bloque.",
    ],
    [
        "Cerca tre caselle della stessa riga, colonna o riquadro i cui candidati, messi insieme, sono solo tre cifre.",
        "Tre caselle vogliono tre cifre diverse, quindi prendono proprio quelle tre.",
        "Cancella quelle tre cifre da tutte le altre caselle di quella riga, colonna o riquadro.",
    ],
    [
        "Zoek drie vakjes van één rij, kolom of blok waarvan de kandidaten samen maar drie cijfers zijn.",
        "Drie vakjes hebben drie verschillende cijfers nodig, dus nemen ze precies die drie.",
        "Streep die drie cijfers weg uit alle andere vakjes van die rij, kolom of dat blok.",
    ],
    [
        "Szukaj trzech pól jednego wiersza, kolumny lub bloku, których kandydaci razem to tylko trzy cyfry.",
        "Trzy pola potrzebują trzech różnych cyfr, więc zajmują właśnie te trzy.",
        "Skreśl te trzy cyfry ze wszystkich innych pól tego wiersza, kolumny lub bloku.",
    ],
    [
        "Procure três casas de uma linha, coluna ou bloco cujos candidatos, juntos, são só três números.",
        "Três casas precisam de três números diferentes, então juntas ficam exatamente com esses três.",
        "Risque esses três números de todas as outras casas dessa linha, coluna ou bloco.",
    ],
];

const NAKED_QUAD: Notes = &[
    [
        "Look for four squares of one row, column or box whose candidates, put together, are only four digits.",
        "Four squares need four different digits, so between them they take exactly those four.",
        "Cross those four digits out of every other square of that row, column or box.",
    ],
    [
        "Suchen Sie vier Kästchen einer Zeile, einer Spalte oder eines Blocks, deren Kandidaten zusammen nur vier Zahlen sind.",
        "Vier Kästchen brauchen vier verschiedene Zahlen, also nehmen sie genau diese vier.",
        "Streichen Sie diese vier Zahlen aus allen anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.",
    ],
    [
        "Cherchez quatre cases d'une même ligne, colonne ou bloc dont les candidats, mis ensemble, ne sont que quatre chiffres.",
        "Quatre cases demandent quatre chiffres différents, elles prennent donc exactement ces quatre-là.",
        "Rayez ces quatre chiffres de toutes les autres cases de cette ligne, colonne ou bloc.",
    ],
    [
        "Busca cuatro casillas de una misma fila, columna o bloque cuyos candidatos, juntos, son solo cuatro números.",
        "Cuatro casillas necesitan cuatro números distintos, así que se quedan justo con esos cuatro.",
        "Tacha esos cuatro números de todas las demás casillas de esa fila, columna o bloque.",
    ],
    [
        "Cerca quattro caselle della stessa riga, colonna o riquadro i cui candidati, messi insieme, sono solo quattro cifre.",
        "Quattro caselle vogliono quattro cifre diverse, quindi prendono proprio quelle quattro.",
        "Cancella quelle quattro cifre da tutte le altre caselle di quella riga, colonna o riquadro.",
    ],
    [
        "Zoek vier vakjes van één rij, kolom of blok waarvan de kandidaten samen maar vier cijfers zijn.",
        "Vier vakjes hebben vier verschillende cijfers nodig, dus nemen ze precies die vier.",
        "Streep die vier cijfers weg uit alle andere vakjes van die rij, kolom of dat blok.",
    ],
    [
        "Szukaj czterech pól jednego wiersza, kolumny lub bloku, których kandydaci razem to tylko cztery cyfry.",
        "Cztery pola potrzebują czterech różnych cyfr, więc zajmują właśnie te cztery.",
        "Skreśl te cztery cyfry ze wszystkich innych pól tego wiersza, kolumny lub bloku.",
    ],
    [
        "Procure quatro casas de uma linha, coluna ou bloco cujos candidatos, juntos, são só quatro números.",
        "Quatro casas precisam de quatro números diferentes, então juntas ficam exatamente com esses quatro.",
        "Risque esses quatro números de todas as outras casas dessa linha, coluna ou bloco.",
    ],
];

const HIDDEN_PAIR: Notes = &[
    [
        "Look for two digits that, in one row, column or box, can only go in the same two squares.",
        "Both digits must appear there, and those two squares are the only places for them, so the squares hold these two.",
        "Cross every other candidate out of those two squares.",
    ],
    [
        "Suchen Sie zwei Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben zwei Kästchen passen.",
        "Beide Zahlen müssen dort vorkommen, und diese zwei Kästchen sind ihre einzigen Plätze, also enthalten die Kästchen genau diese zwei.",
        "Streichen Sie alle anderen Kandidaten aus diesen zwei Kästchen.",
    ],
    [
        "Cherchez deux chiffres qui, dans une ligne, une colonne ou un bloc, ne peuvent aller que dans les deux mêmes cases.",
        "Les deux chiffres doivent y figurer, et ces deux cases sont leurs seules places, donc elles contiennent ces deux-là.",
        "Rayez tous les autres candidats de ces deux cases.",
    ],
    [
        "Busca dos números que, en una fila, columna o bloque, solo caben en las mismas dos casillas.",
        "Los dos números tienen que estar allí, y esas dos casillas son su único sitio, así que las casillas llevan esos dos.",
        "Tacha todos los demás candidatos de esas dos casillas.",
    ],
    [
        "Cerca due cifre che, in una riga, colonna o riquadro, possono stare solo nelle stesse due caselle.",
        "Entrambe le cifre devono comparire lì, e quelle due caselle sono il loro unico posto, quindi le caselle hanno proprio quelle due.",
        "Cancella tutti gli altri candidati da quelle due caselle.",
    ],
    [
        "Zoek twee cijfers die in één rij, kolom of blok alleen in dezelfde twee vakjes passen.",
        "Beide cijfers moeten daar staan, en die twee vakjes zijn hun enige plek, dus bevatten de vakjes precies die twee.",
        "Streep alle andere kandidaten weg uit die twee vakjes.",
    ],
    [
        "Szukaj dwóch cyfr, które w jednym wierszu, kolumnie lub bloku pasują tylko do tych samych dwóch pól.",
        "Obie cyfry muszą się tam znaleźć, a te dwa pola to ich jedyne miejsca, więc pola mają właśnie te dwie.",
        "Skreśl wszystkich innych kandydatów z tych dwóch pól.",
    ],
    [
        "Procure dois números que, numa linha, coluna ou bloco, só podem ir para as mesmas duas casas.",
        "Os dois números devem aparecer ali, e essas duas casas são os únicos lugares para eles, então as casas ficam com esses dois.",
        "Risque todos os outros candidatos dessas duas casas.",
    ],
];

const HIDDEN_TRIPLE: Notes = &[
    [
        "Look for three digits that, in one row, column or box, can only go in the same three squares.",
        "All three digits must appear there and have no other place, so those three squares hold them.",
        "Cross every other candidate out of those three squares.",
    ],
    [
        "Suchen Sie drei Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben drei Kästchen passen.",
        "Alle drei Zahlen müssen dort vorkommen und haben keinen anderen Platz, also stehen sie in diesen drei Kästchen.",
        "Streichen Sie alle anderen Kandidaten aus diesen drei Kästchen.",
    ],
    [
        "Cherchez trois chiffres qui, dans une ligne, une colonne ou un bloc, ne peuvent aller que dans les trois mêmes cases.",
        "Les trois chiffres doivent y figurer et n'ont pas d'autre place, donc ces trois cases les contiennent.",
        "Rayez tous les autres candidats de ces trois cases.",
    ],
    [
        "Busca tres números que, en una fila, columna o bloque, solo caben en las mismas tres casillas.",
        "Los tres números tienen que estar allí y no tienen otro sitio, así que esas tres casillas los llevan.",
        "Tacha todos los demás candidatos de esas tres casillas.",
    ],
    [
        "Cerca tre cifre che, in una riga, colonna o riquadro, possono stare solo nelle stesse tre caselle.",
        "Tutte e tre le cifre devono comparire lì e non hanno altro posto, quindi quelle tre caselle le contengono.",
        "Cancella tutti gli altri candidati da quelle tre caselle.",
    ],
    [
        "Zoek drie cijfers die in één rij, kolom of blok alleen in dezelfde drie vakjes passen.",
        "Alle drie moeten daar staan en hebben geen andere plek, dus staan ze in die drie vakjes.",
        "Streep alle andere kandidaten weg uit die drie vakjes.",
    ],
    [
        "Szukaj trzech cyfr, które w jednym wierszu, kolumnie lub bloku pasują tylko do tych samych trzech pól.",
        "Wszystkie trzy muszą się tam znaleźć i nie mają innego miejsca, więc stoją w tych trzech polach.",
        "Skreśl wszystkich innych kandydatów z tych trzech pól.",
    ],
    [
        "Procure três números que, numa linha, coluna ou bloco, só podem ir para as mesmas três casas.",
        "Os três números devem aparecer ali e não têm outro lugar, então essas três casas ficam com eles.",
        "Risque todos os outros candidatos dessas três casas.",
    ],
];

const HIDDEN_QUAD: Notes = &[
    [
        "Look for four digits that, in one row, column or box, can only go in the same four squares.",
        "All four digits must appear there and have no other place, so those four squares hold them.",
        "Cross every other candidate out of those four squares.",
    ],
    [
        "Suchen Sie vier Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben vier Kästchen passen.",
        "Alle vier Zahlen müssen dort vorkommen und haben keinen anderen Platz, also stehen sie in diesen vier Kästchen.",
        "Streichen Sie alle anderen Kandidaten aus diesen vier Kästchen.",
    ],
    [
        "Cherchez quatre chiffres qui, dans une ligne, une colonne ou un bloc, ne peuvent aller que dans les quatre mêmes cases.",
        "Les quatre chiffres doivent y figurer et n'ont pas d'autre place, donc ces quatre cases les contiennent.",
        "Rayez tous les autres candidats de ces quatre cases.",
    ],
    [
        "Busca cuatro números que, en una fila, columna o bloque, solo caben en las mismas cuatro casillas.",
        "Los cuatro números tienen que estar allí y no tienen otro sitio, así que esas cuatro casillas los llevan.",
        "Tacha todos los demás candidatos de esas cuatro casillas.",
    ],
    [
        "Cerca quattro cifre che, in una riga, colonna o riquadro, possono stare solo nelle stesse quattro caselle.",
        "Tutte e quattro le cifre devono comparire lì e non hanno altro posto, quindi quelle quattro caselle le contengono.",
        "Cancella tutti gli altri candidati da quelle quattro caselle.",
    ],
    [
        "Zoek vier cijfers die in één rij, kolom of blok alleen in dezelfde vier vakjes passen.",
        "Alle vier moeten daar staan en hebben geen andere plek, dus staan ze in die vier vakjes.",
        "Streep alle andere kandidaten weg uit die vier vakjes.",
    ],
    [
        "Szukaj czterech cyfr, które w jednym wierszu, kolumnie lub bloku pasują tylko do tych samych czterech pól.",
        "Wszystkie cztery muszą się tam znaleźć i nie mają innego miejsca, więc stoją w tych czterech polach.",
        "Skreśl wszystkich innych kandydatów z tych czterech pól.",
    ],
    [
        "Procure quatro números que, numa linha, coluna ou bloco, só podem ir para as mesmas quatro casas.",
        "Os quatro números devem aparecer ali e não têm outro lugar, então essas quatro casas ficam com eles.",
        "Risque todos os outros candidatos dessas quatro casas.",
    ],
];

const XY_WING: Notes = &[
    [
        "Look for a square with candidates x and y that sees (shares a row, column or box with) two two-candidate squares, one with x and z, the other with y and z.",
        "If the first square is x, the x-z square is z; if it is y, the y-z square is z: one partner holds z either way.",
        "Cross z out of every square that sees both partners.",
    ],
    [
        "Suchen Sie ein Kästchen mit den Kandidaten x und y, das zwei Kästchen mit je zwei Kandidaten sieht (Zeile, Spalte oder Block teilt), eines mit x und z, eines mit y und z.",
        "Ist das erste Kästchen x, ist das x-z-Kästchen z; ist es y, ist das y-z-Kästchen z: Ein Partner hat z so oder so.",
        "Streichen Sie z in jedem Kästchen, das beide Partner sieht.",
    ],
    [
        "Cherchez une case aux candidats x et y qui voit (même ligne, colonne ou bloc) deux cases à deux candidats, l'une avec x et z, l'autre avec y et z.",
        "Si la première case vaut x, la case x-z vaut z, et si elle vaut y, la case y-z vaut z. Un partenaire contient z dans tous les cas.",
        "Rayez z de toute case qui voit les deux partenaires.",
    ],
    [
        "Busca una casilla con candidatos x e y que ve (comparte fila, columna o bloque con) dos casillas de dos candidatos, una con x y z, otra con y y z.",
        "Si la primera casilla es x, la casilla x-z es z; si es y, la casilla y-z es z: un compañero lleva z en cualquier caso.",
        "Tacha z de toda casilla que ve a los dos compañeros.",
    ],
    [
        "Cerca una casella con candidati x e y che vede (stessa riga, colonna o riquadro) due caselle a due candidati, una con x e z, l'altra con y e z.",
        "Se la prima casella è x, la casella x-z è z; se è y, la casella y-z è z: un compagno ha z in ogni caso.",
        "Cancella z da ogni casella che vede entrambi i compagni.",
    ],
    [
        "Zoek een vakje met de kandidaten x en y dat twee vakjes met twee kandidaten ziet (rij, kolom of blok deelt), een met x en z, een met y en z.",
        "Is het eerste vakje x, dan is het x-z-vakje z; is het y, dan is het y-z-vakje z: een partner heeft z hoe dan ook.",
        "Streep z weg in elk vakje dat beide partners ziet.",
    ],
    [
        "Szukaj pola z kandydatami x i y, które widzi (dzieli wiersz, kolumnę lub blok) dwa pola o dwóch kandydatach, jedno z x i z, drugie z y i z.",
        "Jeśli pierwsze pole to x, pole x-z to z; jeśli y, pole y-z to z: tak czy inaczej jeden partner ma z.",
        "Skreśl z w każdym polu, które widzi obu partnerów.",
    ],
    [
        "Procure uma casa com os candidatos x e y que vê (está na mesma linha, coluna ou bloco que) duas casas de dois candidatos, uma com x e z, a outra com y e z.",
        "Se a primeira casa for x, a casa x-z é z; se for y, a casa y-z é z: de um jeito ou de outro, uma das parceiras tem o z.",
        "Risque o z de todas as casas que veem as duas parceiras.",
    ],
];

const XYZ_WING: Notes = &[
    [
        "Look for a square with three candidates, x, y and z, that shares a row, column or box with a square holding x and z and with one holding y and z.",
        "Whichever of its three digits the first square takes, it or one of its two partners holds z.",
        "Cross z out of every square that shares a row, column or box with all three.",
    ],
    [
        "Suchen Sie ein Kästchen mit drei Kandidaten x, y und z, das eine Zeile, Spalte oder einen Block mit einem Kästchen mit x und z und einem mit y und z teilt.",
        "Welche seiner drei Zahlen das erste Kästchen auch bekommt, es selbst oder einer seiner zwei Partner hat z.",
        "Streichen Sie z in jedem Kästchen, das mit allen dreien eine Zeile, Spalte oder einen Block teilt.",
    ],
    [
        "Cherchez une case à trois candidats, x, y et z, qui partage une ligne, une colonne ou un bloc avec une case x-z et avec une case y-z.",
        "Quel que soit celui de ses trois chiffres que prend la première case, elle-même ou l'un de ses deux partenaires contient z.",
        "Rayez z de toute case qui partage une ligne, une colonne ou un bloc avec les trois.",
    ],
    [
        "Busca una casilla con tres candidatos, x, y y z, que comparte fila, columna o bloque con una casilla de x y z y con otra de y y z.",
        "Tome el número que tome de los tres, ella misma o uno de sus dos compañeros lleva z.",
        "Tacha z de toda casilla que comparte fila, columna o bloque con las tres.",
    ],
    [
        "Cerca una casella con tre candidati, x, y e z, che condivide una riga, colonna o riquadro con una casella con x e z e con una con y e z.",
        "Qualunque delle sue tre cifre prenda la prima casella, lei stessa o uno dei due compagni ha z.",
        "Cancella z da ogni casella che condivide una riga, colonna o riquadro con tutte e tre.",
    ],
    [
        "Zoek een vakje met drie kandidaten, x, y en z, dat een rij, kolom of blok deelt met een vakje met x en z en met een vakje met y en z.",
        "Welk van zijn drie cijfers het eerste vakje ook krijgt, het zelf of een van zijn twee partners heeft z.",
        "Streep z weg in elk vakje dat een rij, kolom of blok deelt met alle drie.",
    ],
    [
        "Szukaj pola z trzema kandydatami, x, y i z, które dzieli wiersz, kolumnę lub blok z polem z x i z oraz z polem z y i z.",
        "Którąkolwiek z trzech cyfr dostanie pierwsze pole, ono samo lub jeden z dwóch partnerów ma z.",
        "Skreśl z w każdym polu, które dzieli wiersz, kolumnę lub blok ze wszystkimi trzema.",
    ],
    [
        "Procure uma casa com três candidatos, x, y e z, que está na mesma linha, coluna ou bloco que uma casa com x e z e que outra com y e z.",
        "Seja qual for dos seus três números o que a primeira casa recebe, ela ou uma das suas duas parceiras tem o z.",
        "Risque o z de todas as casas que estão na mesma linha, coluna ou bloco que as três.",
    ],
];

const UNIQUE_RECTANGLE: Notes = &[
    [
        "Look for four squares at the corners of a rectangle across two boxes, three of them with only the same two candidates.",
        "If the fourth were left with just those two as well, the two digits could swap round the corners and the puzzle would have two answers, and a proper puzzle has one.",
        "Cross both digits out of the fourth corner.",
    ],
    [
        "Suchen Sie vier Kästchen an den Ecken eines Rechtecks über zwei Blöcke, von denen drei nur dieselben zwei Kandidaten haben.",
        "Bliebe auch das vierte bei genau diesen zwei, könnten die beiden Zahlen um die Ecken tauschen, und das Rätsel hätte zwei Lösungen, ein echtes Rätsel hat aber eine.",
        "Streichen Sie beide Zahlen in der vierten Ecke.",
    ],
    [
        "Cherchez quatre cases aux coins d'un rectangle sur deux blocs, dont trois n'ont que les deux mêmes candidats.",
        "Si la quatrième n'avait plus que ces deux-là aussi, les deux chiffres pourraient s'échanger autour des coins et la grille aurait deux solutions, or une vraie grille n'en a qu'une.",
        "Rayez les deux chiffres du quatrième coin.",
    ],
    [
        "Busca cuatro casillas en las esquinas de un rectángulo sobre dos bloques, tres de ellas con solo los mismos dos candidatos.",
        "Si la cuarta se quedara también solo con esos dos, los dos números podrían intercambiarse por las esquinas y el puzle tendría dos soluciones, y un puzle bien hecho tiene una.",
        "Tacha los dos números de la cuarta esquina.",
    ],
    [
        "Cerca quattro caselle agli angoli di un rettangolo su due riquadri, tre delle quali con solo gli stessi due candidati.",
        "Se anche la quarta restasse con quei due soli, le due cifre potrebbero scambiarsi tra gli angoli e il gioco avrebbe due soluzioni, mentre un gioco vero ne ha una.",
        "Cancella le due cifre dal quarto angolo.",
    ],
    [
        "Zoek vier vakjes op de hoeken van een rechthoek over twee blokken, waarvan er drie alleen dezelfde twee kandidaten hebben.",
        "Hield ook het vierde alleen die twee over, dan konden de twee cijfers rond de hoeken ruilen en had de puzzel twee oplossingen, en een echte puzzel heeft er één.",
        "Streep beide cijfers weg in de vierde hoek.",
    ],
    [
        "Szukaj czterech pól w rogach prostokąta obejmującego dwa bloki, z których trzy mają tylko tych samych dwóch kandydatów.",
        "Gdyby czwarte też miało tylko te dwa, obie cyfry mogłyby zamienić się miejscami w rogach i łamigłówka miałaby dwa rozwiązania, a prawdziwa ma jedno.",
        "Skreśl obie cyfry w czwartym rogu.",
    ],
    [
        "Procure quatro casas nos cantos de um retângulo que ocupa dois blocos, três delas só com os mesmos dois candidatos.",
        "Se a quarta também ficasse só com esses dois, os dois números poderiam trocar de lugar nos cantos e o desafio teria duas soluções, e um desafio bem feito tem uma só.",
        "Risque os dois números do quarto canto.",
    ],
];

const W_WING: Notes = &[
    [
        "Look for two squares with the same two candidates, x and y, and a row, column or box where x has only two places, one seeing each square.",
        "If neither square were y, both would be x, and x would have no place left there: so one of them is y.",
        "Cross y out of every square that sees both squares.",
    ],
    [
        "Suchen Sie zwei Kästchen mit denselben Kandidaten x und y und eine Zeile, Spalte oder einen Block, wo x nur zwei Plätze hat, von denen jeder eines der Kästchen sieht.",
        "Wäre keines der Kästchen y, wären beide x, und x hätte dort keinen Platz mehr: Eines von ihnen ist also y.",
        "Streichen Sie y in jedem Kästchen, das beide Kästchen sieht.",
    ],
    [
        "Cherchez deux cases aux deux mêmes candidats, x et y, et une ligne, une colonne ou un bloc où x n'a que deux places, chacune voyant l'une des cases.",
        "Si aucune des cases n'était y, les deux seraient x, et x n'aurait plus de place à cet endroit. L'une d'elles vaut donc y.",
        "Rayez y de toute case qui voit les deux cases.",
    ],
    [
        "Busca dos casillas con los mismos dos candidatos, x e y, y una fila, columna o bloque donde x solo tiene dos sitios, cada uno viendo una de las casillas.",
        "Si ninguna fuera y, ambas serían x, y x no tendría sitio allí: así que una de ellas es y.",
        "Tacha y de toda casilla que ve las dos casillas.",
    ],
    [
        "Cerca due caselle con gli stessi due candidati, x e y, e una riga, colonna o riquadro dove x ha solo due posti, ciascuno che vede una delle caselle.",
        "Se nessuna fosse y, sarebbero entrambe x, e x non avrebbe più posto lì: quindi una di esse è y.",
        "Cancella y da ogni casella che vede entrambe le caselle.",
    ],
    [
        "Zoek twee vakjes met dezelfde twee kandidaten, x en y, en een rij, kolom of blok waar x maar twee plekken heeft, die elk een van de vakjes zien.",
        "Was geen van beide y, dan waren ze allebei x, en had x daar geen plek meer: dus is een ervan y.",
        "Streep y weg in elk vakje dat beide vakjes ziet.",
    ],
    [
        "Szukaj dwóch pól z tymi samymi kandydatami, x i y, oraz wiersza, kolumny lub bloku, gdzie x ma tylko dwa miejsca, z których każde widzi jedno z pól.",
        "Gdyby żadne z pól nie było y, oba byłyby x, a x nie miałby tam miejsca: więc jedno z nich to y.",
        "Skreśl y w każdym polu, które widzi oba pola.",
    ],
    [
        "Procure duas casas com os mesmos dois candidatos, x e y, e uma linha, coluna ou bloco onde o x só tem dois lugares, cada um vendo uma das casas.",
        "Se nenhuma das casas fosse y, as duas seriam x, e o x não teria mais lugar ali: então uma delas é y.",
        "Risque o y de todas as casas que veem as duas casas.",
    ],
];

const SIMPLE_COLOURING: Notes = &[
    [
        "Pick a digit and follow the rows, columns and boxes where it has exactly two places, colouring those places in two colours by turns.",
        "Each pair holds the digit exactly once, so one colour holds it everywhere and the other nowhere.",
        "Cross the digit out of squares that see both colours, or out of a whole colour two of whose squares see each other.",
    ],
    [
        "Wählen Sie eine Zahl und folgen Sie den Zeilen, Spalten und Blöcken, wo sie genau zwei Plätze hat; färben Sie diese abwechselnd in zwei Farben.",
        "Jedes Paar enthält die Zahl genau einmal, also hat eine Farbe sie überall und die andere nirgends.",
        "Streichen Sie die Zahl in Kästchen, die beide Farben sehen, oder in einer ganzen Farbe, von der sich zwei Kästchen sehen.",
    ],
    [
        "Choisissez un chiffre et suivez les lignes, colonnes et blocs où il a exactement deux places, en les coloriant tour à tour de deux couleurs.",
        "Chaque paire contient le chiffre une seule fois, donc une couleur le contient partout et l'autre nulle part.",
        "Rayez le chiffre des cases qui voient les deux couleurs, ou de toute une couleur dont deux cases se voient.",
    ],
    [
        "Elige un número y sigue las filas, columnas y bloques donde tiene exactamente dos sitios, coloreándolos por turnos con dos colores.",
        "Cada pareja tiene el número una sola vez, así que un color lo tiene en todas partes y el otro en ninguna.",
        "Tacha el número de las casillas que ven los dos colores, o de todo un color con dos casillas que se ven.",
    ],
    [
        "Scegli una cifra e segui le righe, colonne e riquadri dove ha esattamente due posti, colorandoli a turno con due colori.",
        "Ogni coppia contiene la cifra una volta sola, quindi un colore ce l'ha ovunque e l'altro da nessuna parte.",
        "Cancella la cifra dalle caselle che vedono entrambi i colori, o da tutto un colore con due caselle che si vedono.",
    ],
    [
        "Kies een cijfer en volg de rijen, kolommen en blokken waar het precies twee plekken heeft; kleur die om de beurt in twee kleuren.",
        "Elk paar bevat het cijfer precies één keer, dus heeft één kleur het overal en de andere nergens.",
        "Streep het cijfer weg in vakjes die beide kleuren zien, of in een hele kleur waarvan twee vakjes elkaar zien.",
    ],
    [
        "Wybierz cyfrę i idź po wierszach, kolumnach i blokach, gdzie ma dokładnie dwa miejsca, kolorując je na przemian dwoma kolorami.",
        "Każda para ma tę cyfrę dokładnie raz, więc jeden kolor ma ją wszędzie, a drugi nigdzie.",
        "Skreśl cyfrę z pól, które widzą oba kolory, albo z całego koloru, którego dwa pola się widzą.",
    ],
    [
        "Escolha um número e siga as linhas, colunas e blocos onde ele tem exatamente dois lugares, pintando esses lugares com duas cores alternadas.",
        "Cada par tem o número exatamente uma vez, então uma cor o tem em todo lugar e a outra em lugar nenhum.",
        "Risque o número das casas que veem as duas cores, ou de uma cor inteira da qual duas casas se veem.",
    ],
];

const XY_CHAIN: Notes = &[
    [
        "Look for a chain of two-candidate squares, each sharing a row, column or box with the next, whose two ends both have the same digit as a candidate.",
        "If the first end is not that digit, each square in turn takes its other candidate and the last end gets the digit: so one end holds it.",
        "Cross the digit out of every square that shares a row, column or box with both ends.",
    ],
    [
        "Suchen Sie eine Kette von Kästchen mit je zwei Kandidaten, jedes in einer Zeile, Spalte oder einem Block mit dem nächsten, deren beide Enden dieselbe Zahl als Kandidaten haben.",
        "Ist das erste Ende nicht diese Zahl, nimmt jedes Kästchen der Reihe nach seinen anderen Kandidaten, und das letzte Ende bekommt die Zahl: Ein Ende hat sie also.",
        "Streichen Sie die Zahl in jedem Kästchen, das mit beiden Enden eine Zeile, Spalte oder einen Block teilt.",
    ],
    [
        "Cherchez une chaîne de cases à deux candidats, chacune sur la ligne, la colonne ou dans le bloc de la suivante, dont les deux bouts ont le même chiffre pour candidat.",
        "Si le premier bout n'est pas ce chiffre, chaque case prend tour à tour son autre candidat et le dernier bout reçoit le chiffre. L'un des bouts le contient donc.",
        "Rayez le chiffre de toute case qui partage une ligne, une colonne ou un bloc avec les deux bouts.",
    ],
    [
        "Busca una cadena de casillas de dos candidatos, cada una en la fila, columna o bloque de la siguiente, cuyos dos extremos tienen el mismo número como candidato.",
        "Si el primer extremo no es ese número, cada casilla lleva a su vez su otro candidato y el último extremo recibe el número: uno de los extremos lo tiene.",
        "Tacha el número de toda casilla que comparte fila, columna o bloque con los dos extremos.",
    ],
    [
        "Cerca una catena di caselle a due candidati, ognuna nella riga, colonna o riquadro della successiva, i cui due estremi hanno la stessa cifra come candidato.",
        "Se il primo estremo non è quella cifra, ogni casella prende a turno l'altro candidato e l'ultimo estremo riceve la cifra: uno degli estremi ce l'ha.",
        "Cancella la cifra da ogni casella che condivide una riga, colonna o riquadro con entrambi gli estremi.",
    ],
    [
        "Zoek een keten van vakjes met twee kandidaten, elk in de rij, kolom of het blok van het volgende, waarvan beide uiteinden hetzelfde cijfer als kandidaat hebben.",
        "Is het eerste uiteinde dat cijfer niet, dan neemt elk vakje om de beurt zijn andere kandidaat en krijgt het laatste uiteinde het cijfer: een uiteinde heeft het dus.",
        "Streep het cijfer weg in elk vakje dat een rij, kolom of blok deelt met beide uiteinden.",
    ],
    [
        "Szukaj łańcucha pól z dwoma kandydatami, każde w wierszu, kolumnie lub bloku następnego, którego oba końce mają tę samą cyfrę wśród kandydatów.",
        "Jeśli pierwszy koniec nie jest tą cyfrą, każde pole po kolei bierze swojego drugiego kandydata, a ostatni koniec dostaje cyfrę: ma ją więc jeden z końców.",
        "Skreśl tę cyfrę z każdego pola, które leży w wierszu, kolumnie lub bloku z oboma końcami.",
    ],
    [
        "Procure uma cadeia de casas de dois candidatos, cada uma na mesma linha, coluna ou bloco que a seguinte, cujas duas pontas têm o mesmo número como candidato.",
        "Se a primeira ponta não for esse número, cada casa por sua vez recebe o seu outro candidato e a última ponta fica com o número: então uma das pontas o tem.",
        "Risque o número de todas as casas que estão na mesma linha, coluna ou bloco que as duas pontas.",
    ],
];

const FORCING_CHAIN: Notes = &[
    [
        "Look for a square with two or three candidates and follow, for each in turn, the singles it would force.",
        "One candidate is right: one whose singles leave a square with no digit is wrong, and what all of them lead to is true.",
        "Cross out a wrong candidate; place a digit every way places, and cross out a candidate every way rules out.",
    ],
    [
        "Suchen Sie ein Kästchen mit zwei oder drei Kandidaten und verfolgen Sie für jeden die Einer, die er erzwingen würde.",
        "Ein Kandidat ist richtig: Einer, dessen Einer ein Kästchen ohne Zahl lassen, ist falsch, und wozu alle führen, stimmt.",
        "Streichen Sie einen falschen Kandidaten; setzen Sie eine Zahl, die jeder Weg setzt, und streichen Sie, was jeder Weg ausschließt.",
    ],
    [
        "Cherchez une case à deux ou trois candidats et suivez, pour chacun, les singletons qu'il imposerait.",
        "Un candidat est le bon. Celui dont les singletons laissent une case sans chiffre est faux, et ce à quoi tous mènent est vrai.",
        "Rayez un candidat faux, placez un chiffre que toutes les voies placent et rayez ce que toutes excluent.",
    ],
    [
        "Busca una casilla con dos o tres candidatos y sigue, para cada uno, los solitarios que obligaría.",
        "Un candidato es el bueno: uno cuyos solitarios dejan una casilla sin número es falso, y lo que resulta de todos es cierto.",
        "Tacha un candidato falso; coloca un número que colocan todos los caminos y tacha lo que todos descartan.",
    ],
    [
        "Cerca una casella con due o tre candidati e segui, per ciascuno, i singoli che imporrebbe.",
        "Un candidato è giusto: uno i cui singoli lasciano una casella senza cifre è sbagliato, e ciò a cui portano tutti è vero.",
        "Cancella un candidato sbagliato; colloca una cifra che tutte le strade collocano e cancella ciò che tutte escludono.",
    ],
    [
        "Zoek een vakje met twee of drie kandidaten en volg voor elk de singles die het zou afdwingen.",
        "Een kandidaat is juist: een waarvan de singles een vakje zonder cijfer laten, is fout, en wat ze allemaal opleveren, klopt.",
        "Streep een foute kandidaat weg; plaats een cijfer dat elke weg plaatst, en streep weg wat elke weg uitsluit.",
    ],
    [
        "Szukaj pola z dwoma lub trzema kandydatami i śledź dla każdego samotniki, które by wymusił.",
        "Jeden kandydat jest właściwy: ten, którego samotniki zostawiają pole bez cyfry, jest błędny, a to, do czego prowadzą wszystkie, jest pewne.",
        "Skreśl błędnego kandydata; wpisz cyfrę, którą stawia każda droga, i skreśl to, co każda wyklucza.",
    ],
    [
        "Procure uma casa com dois ou três candidatos e siga, para cada um por sua vez, os únicos que ele forçaria.",
        "Um dos candidatos é o certo: aquele cujos únicos deixam uma casa sem número está errado, e aquilo a que todos levam é verdade.",
        "Risque um candidato errado; coloque um número que todas as formas colocam e risque um candidato que todas as formas eliminam.",
    ],
];

/// The note for technique `name` in a kids book in `lang`: plain words, no technique names,
/// no "candidates" (the small numbers are "the numbers that could still go there").
pub fn kids(name: &str, lang: Language) -> Option<Note> {
    let notes = match name {
        "pointing" => KIDS_POINTING,
        "claiming" => KIDS_CLAIMING,
        "naked-pair" => KIDS_NAKED_PAIR,
        "hidden-pair" => KIDS_HIDDEN_PAIR,
        "naked-triple" => KIDS_NAKED_TRIPLE,
        "hidden-triple" => KIDS_HIDDEN_TRIPLE,
        _ => return None,
    };
    pick(lang, notes)
}

const KIDS_POINTING: Notes = &[
    [
        "Find a number that, inside one box, could only go in squares of the same row.",
        "The box needs that number, so it will sit in that row, somewhere inside the box.",
        "So the number cannot go in the rest of that row: cross it off the small numbers there.",
    ],
    [
        "Finde eine Zahl, die in einem Block nur in Kästchen derselben Zeile passen würde.",
        "Der Block braucht diese Zahl, also steht sie in dieser Zeile, irgendwo im Block.",
        "Darum kann die Zahl im Rest der Zeile nicht stehen: Streiche sie dort bei den kleinen Zahlen.",
    ],
    [
        "Trouve un nombre qui, dans un bloc, ne pourrait aller que dans des cases de la même ligne.",
        "Le bloc a besoin de ce nombre, il sera donc sur cette ligne, quelque part dans le bloc.",
        "Alors le nombre ne peut pas aller dans le reste de la ligne. Barre-le parmi les petits nombres.",
    ],
    [
        "Encuentra un número que, dentro de un bloque, solo podría ir en casillas de la misma fila.",
        "El bloque necesita ese número, así que estará en esa fila, en algún sitio del bloque.",
        "Por eso el número no puede ir en el resto de la fila: táchalo de los números pequeños de allí.",
    ],
    [
        "Trova un numero che, dentro un riquadro, potrebbe andare solo in caselle della stessa riga.",
        "Il riquadro ha bisogno di quel numero, quindi starà in quella riga, da qualche parte nel riquadro.",
        "Allora il numero non può andare nel resto della riga: cancellalo dai numeri piccoli lì.",
    ],
    [
        "Zoek een getal dat in één blok alleen in vakjes van dezelfde rij zou passen.",
        "Het blok heeft dat getal nodig, dus komt het in die rij, ergens in het blok.",
        "Dan kan het getal niet in de rest van de rij: streep het daar door bij de kleine getallen.",
    ],
    [
        "Znajdź liczbę, która w jednym bloku mogłaby stanąć tylko w polach tego samego wiersza.",
        "Blok potrzebuje tej liczby, więc stanie ona w tym wierszu, gdzieś w bloku.",
        "Dlatego liczba nie może stanąć w reszcie wiersza: skreśl ją tam wśród małych liczb.",
    ],
    [
        "Encontre um número que, dentro de um bloco, só poderia ir para casas da mesma linha.",
        "O bloco precisa desse número, então ele vai ficar nessa linha, em algum lugar dentro do bloco.",
        "Então o número não pode ir para o resto dessa linha: risque-o dos numerozinhos de lá.",
    ],
];

const KIDS_CLAIMING: Notes = &[
    [
        "Find a number that, in one row, could only go in squares inside the same box.",
        "The row needs that number, so it will sit in that box, somewhere in the row.",
        "So the number cannot go in the other squares of that box: cross it off the small numbers there.",
    ],
    [
        "Finde eine Zahl, die in einer Zeile nur in Kästchen desselben Blocks passen würde.",
        "Die Zeile braucht diese Zahl, also steht sie in diesem Block, irgendwo in der Zeile.",
        "Darum kann die Zahl in den anderen Kästchen des Blocks nicht stehen: Streiche sie dort bei den kleinen Zahlen.",
    ],
    [
        "Trouve un nombre qui, dans une ligne, ne pourrait aller que dans des cases du même bloc.",
        "La ligne a besoin de ce nombre, il sera donc dans ce bloc, quelque part sur la ligne.",
        "Alors le nombre ne peut pas aller dans les autres cases du bloc. Barre-le parmi les petits nombres.",
    ],
    [
        "Encuentra un número que, en una fila, solo podría ir en casillas del mismo bloque.",
        "La fila necesita ese número, así que estará en ese bloque, en algún sitio de la fila.",
        "Por eso el número no puede ir en las otras casillas del bloque: táchalo de los números pequeños de allí.",
    ],
    [
        "Trova un numero che, in una riga, potrebbe andare solo in caselle dello stesso riquadro.",
        "La riga ha bisogno di quel numero, quindi starà in quel riquadro, da qualche parte nella riga.",
        "Allora il numero non può andare nelle altre caselle del riquadro: cancellalo dai numeri piccoli lì.",
    ],
    [
        "Zoek een getal dat in één rij alleen in vakjes van hetzelfde blok zou passen.",
        "De rij heeft dat getal nodig, dus komt het in dat blok, ergens in de rij.",
        "Dan kan het getal niet in de andere vakjes van het blok: streep het daar door bij de kleine getallen.",
    ],
    [
        "Znajdź liczbę, która w jednym wierszu mogłaby stanąć tylko w polach tego samego bloku.",
        "Wiersz potrzebuje tej liczby, więc stanie ona w tym bloku, gdzieś w wierszu.",
        "Dlatego liczba nie może stanąć w innych polach bloku: skreśl ją tam wśród małych liczb.",
    ],
    [
        "Encontre um número que, numa linha, só poderia ir para casas dentro do mesmo bloco.",
        "A linha precisa desse número, então ele vai ficar nesse bloco, em algum lugar da linha.",
        "Então o número não pode ir para as outras casas desse bloco: risque-o dos numerozinhos de lá.",
    ],
];

const KIDS_NAKED_PAIR: Notes = &[
    [
        "Find two squares in the same row, column or box where only the same two numbers could still go.",
        "One square gets one of the numbers and the other square gets the other, so both numbers are used up there.",
        "Cross those two numbers off the small numbers in the other squares of that row, column or box.",
    ],
    [
        "Finde zwei Kästchen in derselben Zeile, Spalte oder demselben Block, in die nur noch dieselben zwei Zahlen passen.",
        "Ein Kästchen bekommt die eine Zahl und das andere die andere, also sind beide Zahlen dort verbraucht.",
        "Streiche diese zwei Zahlen bei den kleinen Zahlen in den anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.",
    ],
    [
        "Trouve deux cases de la même ligne, colonne ou bloc où seuls les deux mêmes nombres peuvent encore aller.",
        "Une case reçoit l'un des nombres et l'autre case l'autre, donc les deux nombres sont pris.",
        "Barre ces deux nombres parmi les petits nombres des autres cases de cette ligne, colonne ou bloc.",
    ],
    [
        "Encuentra dos casillas de la misma fila, columna o bloque donde solo pueden ir los mismos dos números.",
        "Una casilla lleva un número y la otra el otro, así que los dos números ya están gastados allí.",
        "Tacha esos dos números de los números pequeños de las otras casillas de esa fila, columna o bloque.",
    ],
    [
        "Trova due caselle della stessa riga, colonna o riquadro dove possono andare solo gli stessi due numeri.",
        "Una casella prende un numero e l'altra l'altro, quindi entrambi i numeri sono usati lì.",
        "Cancella quei due numeri dai numeri piccoli delle altre caselle di quella riga, colonna o riquadro.",
    ],
    [
        "Zoek twee vakjes in dezelfde rij, kolom of hetzelfde blok waar alleen nog dezelfde twee getallen kunnen staan.",
        "Het ene vakje krijgt het ene getal en het andere vakje het andere, dus zijn beide getallen daar op.",
        "Streep die twee getallen door bij de kleine getallen in de andere vakjes van die rij, kolom of dat blok.",
    ],
    [
        "Znajdź dwa pola w tym samym wierszu, kolumnie lub bloku, w których mogą stanąć tylko te same dwie liczby.",
        "Jedno pole dostanie jedną liczbę, a drugie drugą, więc obie liczby są tam już zajęte.",
        "Skreśl te dwie liczby wśród małych liczb w innych polach tego wiersza, kolumny lub bloku.",
    ],
    [
        "Encontre duas casas na mesma linha, coluna ou bloco onde só os mesmos dois números ainda poderiam ir.",
        "Uma casa fica com um dos números e a outra casa com o outro, então os dois números já estão usados ali.",
        "Risque esses dois números dos numerozinhos das outras casas dessa linha, coluna ou bloco.",
    ],
];

const KIDS_HIDDEN_PAIR: Notes = &[
    [
        "Find two numbers that, in one row, column or box, could only go in the same two squares.",
        "Both numbers must go somewhere there, and those two squares are the only places left for them.",
        "So those two squares hold these two numbers: cross off every other small number in them.",
    ],
    [
        "Finde zwei Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben zwei Kästchen passen würden.",
        "Beide Zahlen müssen dort irgendwo hin, und diese zwei Kästchen sind ihre einzigen Plätze.",
        "Also stehen in diesen zwei Kästchen diese zwei Zahlen: Streiche dort alle anderen kleinen Zahlen.",
    ],
    [
        "Trouve deux nombres qui, dans une ligne, une colonne ou un bloc, ne pourraient aller que dans les deux mêmes cases.",
        "Les deux nombres doivent aller quelque part, et ces deux cases sont leurs seules places.",
        "Ces deux cases contiennent donc ces deux nombres. Barre tous les autres petits nombres qui y sont.",
    ],
    [
        "Encuentra dos números que, en una fila, columna o bloque, solo podrían ir en las mismas dos casillas.",
        "Los dos números tienen que ir en algún sitio, y esas dos casillas son sus únicos sitios.",
        "Así que esas dos casillas llevan esos dos números: tacha los demás números pequeños que tengan.",
    ],
    [
        "Trova due numeri che, in una riga, colonna o riquadro, potrebbero andare solo nelle stesse due caselle.",
        "Entrambi i numeri devono andare da qualche parte, e quelle due caselle sono i loro unici posti.",
        "Quindi quelle due caselle hanno quei due numeri: cancella tutti gli altri numeri piccoli che hanno.",
    ],
    [
        "Zoek twee getallen die in één rij, kolom of blok alleen in dezelfde twee vakjes zouden passen.",
        "Beide getallen moeten daar ergens komen, en die twee vakjes zijn hun enige plekken.",
        "Dus staan in die twee vakjes die twee getallen: streep de andere kleine getallen erin door.",
    ],
    [
        "Znajdź dwie liczby, które w jednym wierszu, kolumnie lub bloku mogłyby stanąć tylko w tych samych dwóch polach.",
        "Obie liczby muszą gdzieś tam stanąć, a te dwa pola to ich jedyne miejsca.",
        "Więc w tych dwóch polach stoją te dwie liczby: skreśl w nich wszystkie inne małe liczby.",
    ],
    [
        "Encontre dois números que, numa linha, coluna ou bloco, só poderiam ir para as mesmas duas casas.",
        "Os dois números têm de ir para algum lugar ali, e essas duas casas são os únicos lugares que sobram para eles.",
        "Então essas duas casas ficam com esses dois números: risque todos os outros numerozinhos delas.",
    ],
];

const KIDS_NAKED_TRIPLE: Notes = &[
    [
        "Find three squares in the same row, column or box where, all together, only three numbers could still go.",
        "Three squares need three different numbers, so they use up exactly those three.",
        "Cross those three numbers off the small numbers in the other squares of that row, column or box.",
    ],
    [
        "Finde drei Kästchen in derselben Zeile, Spalte oder demselben Block, in die zusammen nur noch drei Zahlen passen.",
        "Drei Kästchen brauchen drei verschiedene Zahlen, also verbrauchen sie genau diese drei.",
        "Streiche diese drei Zahlen bei den kleinen Zahlen in den anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.",
    ],
    [
        "Trouve trois cases de la même ligne, colonne ou bloc où, toutes ensemble, seuls trois nombres peuvent encore aller.",
        "Trois cases ont besoin de trois nombres différents, elles prennent donc exactement ces trois-là.",
        "Barre ces trois nombres parmi les petits nombres des autres cases de cette ligne, colonne ou bloc.",
    ],
    [
        "Encuentra tres casillas de la misma fila, columna o bloque donde, entre todas, solo pueden ir tres números.",
        "Tres casillas necesitan tres números distintos, así que gastan justo esos tres.",
        "Tacha esos tres números de los números pequeños de las otras casillas de esa fila, columna o bloque.",
    ],
    [
        "Trova tre caselle della stessa riga, colonna o riquadro dove, tutte insieme, possono andare solo tre numeri.",
        "Tre caselle vogliono tre numeri diversi, quindi usano proprio quei tre.",
        "Cancella quei tre numeri dai numeri piccoli delle altre caselle di quella riga, colonna o riquadro.",
    ],
    [
        "Zoek drie vakjes in dezelfde rij, kolom of hetzelfde blok waar samen nog maar drie getallen kunnen staan.",
        "Drie vakjes hebben drie verschillende getallen nodig, dus gebruiken ze precies die drie.",
        "Streep die drie getallen door bij de kleine getallen in de andere vakjes van die rij, kolom of dat blok.",
    ],
    [
        "Znajdź trzy pola w tym samym wierszu, kolumnie lub bloku, w których razem mogą stanąć tylko trzy liczby.",
        "Trzy pola potrzebują trzech różnych liczb, więc zajmują właśnie te trzy.",
        "Skreśl te trzy liczby wśród małych liczb w innych polach tego wiersza, kolumny lub bloku.",
    ],
    [
        "Encontre três casas na mesma linha, coluna ou bloco onde, todas juntas, só três números ainda poderiam ir.",
        "Três casas precisam de três números diferentes, então usam exatamente esses três.",
        "Risque esses três números dos numerozinhos das outras casas dessa linha, coluna ou bloco.",
    ],
];

const KIDS_HIDDEN_TRIPLE: Notes = &[
    [
        "Find three numbers that, in one row, column or box, could only go in the same three squares.",
        "All three numbers must go somewhere there, and those three squares are the only places left for them.",
        "So those three squares hold these three numbers: cross off every other small number in them.",
    ],
    [
        "Finde drei Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben drei Kästchen passen würden.",
        "Alle drei Zahlen müssen dort irgendwo hin, und diese drei Kästchen sind ihre einzigen Plätze.",
        "Also stehen in diesen drei Kästchen diese drei Zahlen: Streiche dort alle anderen kleinen Zahlen.",
    ],
    [
        "Trouve trois nombres qui, dans une ligne, une colonne ou un bloc, ne pourraient aller que dans les trois mêmes cases.",
        "Les trois nombres doivent aller quelque part, et ces trois cases sont leurs seules places.",
        "Ces trois cases contiennent donc ces trois nombres. Barre tous les autres petits nombres qui y sont.",
    ],
    [
        "Encuentra tres números que, en una fila, columna o bloque, solo podrían ir en las mismas tres casillas.",
        "Los tres números tienen que ir en algún sitio, y esas tres casillas son sus únicos sitios.",
        "Así que esas tres casillas llevan esos tres números: tacha los demás números pequeños que tengan.",
    ],
    [
        "Trova tre numeri che, in una riga, colonna o riquadro, potrebbero andare solo nelle stesse tre caselle.",
        "Tutti e tre i numeri devono andare da qualche parte, e quelle tre caselle sono i loro unici posti.",
        "Quindi quelle tre caselle hanno quei tre numeri: cancella tutti gli altri numeri piccoli che hanno.",
    ],
    [
        "Zoek drie getallen die in één rij, kolom of blok alleen in dezelfde drie vakjes zouden passen.",
        "Alle drie moeten daar ergens komen, en die drie vakjes zijn hun enige plekken.",
        "Dus staan in die drie vakjes die drie getallen: streep de andere kleine getallen erin door.",
    ],
    [
        "Znajdź trzy liczby, które w jednym wierszu, kolumnie lub bloku mogłyby stanąć tylko w tych samych trzech polach.",
        "Wszystkie trzy muszą gdzieś tam stanąć, a te trzy pola to ich jedyne miejsca.",
        "Więc w tych trzech polach stoją te trzy liczby: skreśl w nich wszystkie inne małe liczby.",
    ],
    [
        "Encontre três números que, numa linha, coluna ou bloco, só poderiam ir para as mesmas três casas.",
        "Os três números têm de ir para algum lugar ali, e essas três casas são os únicos lugares que sobram para eles.",
        "Então essas três casas ficam com esses três números: risque todos os outros numerozinhos delas.",
    ],
];
