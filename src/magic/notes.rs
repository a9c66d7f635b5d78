//! Magic squares' techniques explained for the techniques pages, in every book language (see
//! [`crate::solve::notes`]). Every number is used once in the whole square and every line
//! (row, column, diagonal) makes the same total, so even the singles read differently from
//! the Latin kinds'.

use crate::solve::notes::{Note, Notes, pick};
use crate::words::Language;

/// The note for technique `name` in `lang`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    let notes = match name {
        "one-blank-line" => ONE_BLANK,
        "naked-single" => NAKED_SINGLE,
        "hidden-single" => HIDDEN_SINGLE,
        "line-sum" => LINE_SUM,
        "four-blank-sum" => FOUR_BLANK_SUM,
        _ => return None,
    };
    pick(lang, notes)
}

const ONE_BLANK: Notes = &[
    [
        "Look for a row, column or diagonal with only one empty square left.",
        "Every line makes the same total, so the empty square holds the total less the numbers already in the line.",
        "Write that number in the square: it is used, and no other square can take it.",
    ],
    [
        "Suchen Sie eine Zeile, Spalte oder Diagonale mit nur noch einem leeren Kästchen.",
        "Jede Linie ergibt dieselbe Summe, also enthält das leere Kästchen die Summe minus die Zahlen, die schon in der Linie stehen.",
        "Tragen Sie diese Zahl ein: Sie ist vergeben, und kein anderes Kästchen kann sie bekommen.",
    ],
    [
        "Cherchez une ligne, une colonne ou une diagonale où il ne reste qu'une case vide.",
        "Chaque rangée a la même somme, donc la case vide contient la somme moins les nombres déjà présents dans la rangée.",
        "Écrivez ce nombre dans la case. Il est pris, et aucune autre case ne peut le recevoir.",
    ],
    [
        "Busca una fila, columna o diagonal a la que solo le queda una casilla vacía.",
        "Todas las líneas suman lo mismo, así que la casilla vacía lleva la suma menos los números que ya están en la línea.",
        "Escribe ese número en la casilla: queda usado y ninguna otra casilla puede llevarlo.",
    ],
    [
        "Cerca una riga, colonna o diagonale con una sola casella vuota.",
        "Ogni linea ha la stessa somma, quindi la casella vuota contiene la somma meno i numeri già presenti nella linea.",
        "Scrivi quel numero nella casella: è usato, e nessun'altra casella può averlo.",
    ],
    [
        "Zoek een rij, kolom of diagonaal met nog maar één leeg vakje.",
        "Elke lijn heeft dezelfde som, dus bevat het lege vakje de som min de getallen die al in de lijn staan.",
        "Schrijf dat getal in het vakje: het is gebruikt, en geen ander vakje kan het krijgen.",
    ],
    [
        "Szukaj wiersza, kolumny lub przekątnej z tylko jednym pustym polem.",
        "Każda linia ma tę samą sumę, więc puste pole zawiera sumę minus liczby, które już są w linii.",
        "Wpisz tę liczbę w pole: jest zużyta i żadne inne pole nie może jej dostać.",
    ],
    [
        "Procure uma linha, coluna ou diagonal com uma só casa vazia.",
        "Toda linha dá o mesmo total, então a casa vazia tem o total menos os números que já estão na linha.",
        "Escreva esse número na casa: ele fica usado, e nenhuma outra casa pode recebê-lo.",
    ],
];

const NAKED_SINGLE: Notes = &[
    [
        "Look for a square where only one number is still possible.",
        "Every other number is used elsewhere or cannot make the totals of the square's lines, and every square needs a number.",
        "The square takes that number, which then leaves every other square.",
    ],
    [
        "Suchen Sie ein Kästchen, in das nur noch eine Zahl passt.",
        "Jede andere Zahl ist schon vergeben oder passt nicht zu den Summen seiner Linien, und jedes Kästchen braucht eine Zahl.",
        "Das Kästchen bekommt diese Zahl, die dann aus allen anderen Kästchen gestrichen wird.",
    ],
    [
        "Cherchez une case où un seul nombre reste possible.",
        "Tous les autres nombres sont déjà pris ou ne donnent pas la somme de ses rangées, et chaque case doit recevoir un nombre.",
        "La case prend ce nombre, qui disparaît alors de toutes les autres cases.",
    ],
    [
        "Busca una casilla en la que solo queda un número posible.",
        "Todos los demás números ya están usados o no dan la suma de sus líneas, y cada casilla necesita un número.",
        "La casilla lleva ese número, que desaparece entonces de todas las demás casillas.",
    ],
    [
        "Cerca una casella in cui è ancora possibile un solo numero.",
        "Tutti gli altri numeri sono già usati o non danno la somma delle sue linee, e ogni casella deve avere un numero.",
        "La casella prende quel numero, che sparisce poi da tutte le altre caselle.",
    ],
    [
        "Zoek een vakje waarin nog maar één getal mogelijk is.",
        "Elk ander getal is al gebruikt of past niet bij de sommen van zijn lijnen, en elk vakje heeft een getal nodig.",
        "Het vakje krijgt dat getal, dat dan in alle andere vakjes vervalt.",
    ],
    [
        "Szukaj pola, w którym możliwa jest już tylko jedna liczba.",
        "Każda inna liczba jest już zużyta albo nie daje sumy jego linii, a każde pole potrzebuje liczby.",
        "Pole dostaje tę liczbę, która znika wtedy ze wszystkich innych pól.",
    ],
    [
        "Procure uma casa em que só um número ainda é possível.",
        "Todos os outros números já foram usados em outro lugar ou não podem dar os totais das linhas da casa, e toda casa precisa de um número.",
        "A casa recebe esse número, que então sai de todas as outras casas.",
    ],
];

const HIDDEN_SINGLE: Notes = &[
    [
        "Pick a number not yet placed and look for the only square that can still take it.",
        "Every number is used once in the square, so it must go somewhere, and no other square is left for it.",
        "The number goes in that square, whatever else the square could have held.",
    ],
    [
        "Wählen Sie eine noch nicht eingetragene Zahl und suchen Sie das einzige Kästchen, das sie noch aufnehmen kann.",
        "Jede Zahl kommt im Quadrat einmal vor, also muss sie irgendwohin, und kein anderes Kästchen bleibt ihr.",
        "Die Zahl kommt in dieses Kästchen, was auch immer dort sonst noch möglich war.",
    ],
    [
        "Choisissez un nombre pas encore placé et cherchez la seule case qui peut encore le recevoir.",
        "Chaque nombre figure une fois dans le carré, il doit donc aller quelque part, et il ne lui reste qu'une case.",
        "Le nombre va dans cette case, quels que soient les autres nombres possibles qu'elle avait.",
    ],
    [
        "Elige un número aún no colocado y busca la única casilla que todavía puede llevarlo.",
        "Cada número aparece una vez en el cuadrado, así que debe ir en algún sitio, y no le queda otra casilla.",
        "El número va en esa casilla, sean cuales sean los otros números posibles que tenía.",
    ],
    [
        "Scegli un numero non ancora collocato e cerca l'unica casella che può ancora ospitarlo.",
        "Ogni numero compare una volta nel quadrato, quindi deve stare da qualche parte, e gli resta una sola casella.",
        "Il numero va in quella casella, qualunque altro numero fosse possibile lì.",
    ],
    [
        "Kies een getal dat nog niet staat en zoek het enige vakje waar het nog kan komen.",
        "Elk getal komt één keer in het vierkant voor, dus moet het ergens staan, en er blijft maar één vakje voor over.",
        "Het getal komt in dat vakje, wat daar verder ook nog mogelijk was.",
    ],
    [
        "Wybierz liczbę jeszcze niewpisaną i szukaj jedynego pola, które może ją jeszcze przyjąć.",
        "Każda liczba występuje w kwadracie raz, więc musi gdzieś stanąć, a zostało jej tylko jedno pole.",
        "Liczba trafia do tego pola, bez względu na to, co jeszcze było tam możliwe.",
    ],
    [
        "Escolha um número ainda não colocado e procure a única casa que ainda pode recebê-lo.",
        "Cada número é usado uma vez no quadrado, então ele tem de ir para algum lugar, e não sobra outra casa para ele.",
        "O número vai para essa casa, seja lá o que mais a casa pudesse ter.",
    ],
];

const LINE_SUM: Notes = &[
    [
        "Look for a line with two or three empty squares, and work out what they must add up to: the total less the numbers already in it.",
        "Only a few sets of unused numbers reach that sum, and each square must also fit its own other lines.",
        "Each empty square keeps only the numbers some such set can give it: cross out the rest.",
    ],
    [
        "Suchen Sie eine Linie mit zwei oder drei leeren Kästchen und rechnen Sie aus, was sie zusammen ergeben müssen: die Summe minus die Zahlen, die schon darin stehen.",
        "Nur wenige Gruppen unbenutzter Zahlen erreichen diesen Wert, und jedes Kästchen muss auch zu seinen anderen Linien passen.",
        "Jedes leere Kästchen behält nur die Zahlen, die ihm eine solche Gruppe geben kann: Streichen Sie den Rest.",
    ],
    [
        "Cherchez une rangée avec deux ou trois cases vides, et calculez ce qu'elles doivent faire ensemble, la somme moins les nombres déjà présents.",
        "Seuls quelques groupes de nombres inutilisés atteignent ce total, et chaque case doit aussi convenir à ses autres rangées.",
        "Chaque case vide ne garde que les nombres qu'un tel groupe peut lui donner. Rayez les autres.",
    ],
    [
        "Busca una línea con dos o tres casillas vacías y calcula cuánto deben sumar: la suma menos los números que ya tiene.",
        "Solo unos pocos grupos de números sin usar llegan a ese valor, y cada casilla debe encajar también en sus otras líneas.",
        "Cada casilla vacía conserva solo los números que le puede dar uno de esos grupos: tacha los demás.",
    ],
    [
        "Cerca una linea con due o tre caselle vuote e calcola quanto devono fare insieme: la somma meno i numeri già presenti.",
        "Solo pochi gruppi di numeri non usati arrivano a quel valore, e ogni casella deve andar bene anche per le sue altre linee.",
        "Ogni casella vuota tiene solo i numeri che un tale gruppo può darle: cancella gli altri.",
    ],
    [
        "Zoek een lijn met twee of drie lege vakjes en reken uit wat ze samen moeten zijn: de som min de getallen die er al staan.",
        "Maar een paar groepjes ongebruikte getallen komen op die waarde uit, en elk vakje moet ook bij zijn andere lijnen passen.",
        "Elk leeg vakje houdt alleen de getallen die zo'n groepje het kan geven: streep de rest weg.",
    ],
    [
        "Szukaj linii z dwoma lub trzema pustymi polami i oblicz, ile muszą razem dać: sumę minus liczby, które już w niej są.",
        "Tylko kilka zestawów niewykorzystanych liczb daje tę wartość, a każde pole musi też pasować do swoich innych linii.",
        "Każde puste pole zachowuje tylko liczby, które może mu dać taki zestaw: skreśl pozostałe.",
    ],
    [
        "Procure uma linha com duas ou três casas vazias e calcule quanto elas devem somar: o total menos os números que já estão nela.",
        "Só poucos conjuntos de números não usados chegam a essa soma, e cada casa também deve servir para as suas outras linhas.",
        "Cada casa vazia fica só com os números que algum desses conjuntos pode lhe dar: risque o resto.",
    ],
];

const FOUR_BLANK_SUM: Notes = &[
    [
        "Look for a line of a 4 by 4 square whose four squares are all empty.",
        "They must add up to the total, and only some sets of four unused numbers do, each square fitting its own other lines too.",
        "Each square keeps only the numbers some such set can give it: cross out the rest.",
    ],
    [
        "Suchen Sie eine Linie eines 4×4-Quadrats, deren vier Kästchen alle leer sind.",
        "Sie müssen zusammen die Summe ergeben, und das tun nur manche Gruppen von vier unbenutzten Zahlen, wobei jedes Kästchen auch zu seinen anderen Linien passen muss.",
        "Jedes Kästchen behält nur die Zahlen, die ihm eine solche Gruppe geben kann: Streichen Sie den Rest.",
    ],
    [
        "Cherchez une rangée d'un carré de 4 sur 4 dont les quatre cases sont vides.",
        "Elles doivent faire la somme ensemble, et seuls certains groupes de quatre nombres inutilisés y arrivent, chaque case convenant aussi à ses autres rangées.",
        "Chaque case ne garde que les nombres qu'un tel groupe peut lui donner. Rayez les autres.",
    ],
    [
        "Busca una línea de un cuadrado de 4 por 4 con sus cuatro casillas vacías.",
        "Deben sumar el total, y solo algunos grupos de cuatro números sin usar lo hacen, encajando cada casilla también en sus otras líneas.",
        "Cada casilla conserva solo los números que le puede dar uno de esos grupos: tacha los demás.",
    ],
    [
        "Cerca una linea di un quadrato 4 per 4 con tutte e quattro le caselle vuote.",
        "Devono fare insieme la somma, e solo alcuni gruppi di quattro numeri non usati ci arrivano, con ogni casella adatta anche alle sue altre linee.",
        "Ogni casella tiene solo i numeri che un tale gruppo può darle: cancella gli altri.",
    ],
    [
        "Zoek een lijn van een vierkant van 4 bij 4 waarvan alle vier de vakjes leeg zijn.",
        "Ze moeten samen de som zijn, en dat lukt maar met een paar groepjes van vier ongebruikte getallen, waarbij elk vakje ook bij zijn andere lijnen past.",
        "Elk vakje houdt alleen de getallen die zo'n groepje het kan geven: streep de rest weg.",
    ],
    [
        "Szukaj linii kwadratu 4 na 4, której wszystkie cztery pola są puste.",
        "Muszą razem dać sumę, a daje ją tylko kilka zestawów czterech niewykorzystanych liczb, przy czym każde pole musi też pasować do swoich innych linii.",
        "Każde pole zachowuje tylko liczby, które może mu dać taki zestaw: skreśl pozostałe.",
    ],
    [
        "Procure uma linha de um quadrado de 4 por 4 com as quatro casas vazias.",
        "Elas devem somar o total, e só alguns conjuntos de quatro números não usados fazem isso, com cada casa servindo também para as suas outras linhas.",
        "Cada casa fica só com os números que algum desses conjuntos pode lhe dar: risque o resto.",
    ],
];
