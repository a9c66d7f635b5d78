//! Calcudoku's own techniques explained for the techniques pages, in every book language
//! (see [`crate::solve::notes`]); the Latin ones are the core's.

use crate::solve::notes::{Note, Notes, latin, pick};
use crate::words::Language;

/// The note for technique `name` in `lang`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    let notes = match name {
        "single-cell-cage" => SINGLE_CELL_CAGE,
        "cage-combinations" => CAGE_COMBINATIONS,
        "cage-fills" => CAGE_FILLS,
        "cage-line" => CAGE_LINE,
        "line-sum" => LINE_SUM,
        _ => return latin(name, lang),
    };
    pick(lang, notes)
}

const SINGLE_CELL_CAGE: Notes = &[
    [
        "Look for a cage of a single square.",
        "Its target has only that square's digit to make it, so the digit is the target itself.",
        "Write the target in the square.",
    ],
    [
        "Suchen Sie einen Käfig aus nur einem Kästchen.",
        "Sein Ergebnis wird allein von der Zahl dieses Kästchens gebildet, also ist die Zahl das Ergebnis selbst.",
        "Tragen Sie das Ergebnis in das Kästchen ein.",
    ],
    [
        "Cherchez une cage d'une seule case.",
        "Son résultat n'est fait que du chiffre de cette case, le chiffre est donc le résultat lui-même.",
        "Écrivez le résultat dans la case.",
    ],
    [
        "Busca una jaula de una sola casilla.",
        "Su resultado sale solo del número de esa casilla, así que el número es el propio resultado.",
        "Escribe el resultado en la casilla.",
    ],
    [
        "Cerca una gabbia di una sola casella.",
        "Il suo risultato è dato solo dalla cifra di quella casella, quindi la cifra è il risultato stesso.",
        "Scrivi il risultato nella casella.",
    ],
    [
        "Zoek een kooi van één vakje.",
        "De uitkomst wordt alleen door het cijfer van dat vakje gevormd, dus is het cijfer de uitkomst zelf.",
        "Schrijf de uitkomst in het vakje.",
    ],
    [
        "Szukaj klatki z jednego pola.",
        "Jej wynik tworzy tylko cyfra tego pola, więc cyfra jest samym wynikiem.",
        "Wpisz wynik w to pole.",
    ],
    [
        "Procure uma gaiola de uma só casa.",
        "O resultado dela só tem o número dessa casa para formá-lo, então o número é o próprio resultado.",
        "Escreva o resultado na casa.",
    ],
];

const CAGE_COMBINATIONS: Notes = &[
    [
        "Look at a cage, its target and its operation, and list the sets of digits that make the target.",
        "The cage's squares must hold one of those sets, since no other digits give the target.",
        "Cross out of the cage's squares every digit that is in none of the sets.",
    ],
    [
        "Sehen Sie sich einen Käfig mit Ergebnis und Rechenart an und zählen Sie die Zahlengruppen auf, die das Ergebnis ergeben.",
        "Die Kästchen des Käfigs müssen eine dieser Gruppen enthalten, denn keine anderen Zahlen ergeben das Ergebnis.",
        "Streichen Sie in den Kästchen des Käfigs jede Zahl, die in keiner der Gruppen vorkommt.",
    ],
    [
        "Regardez une cage, son résultat et son opération, et dressez la liste des groupes de chiffres qui donnent le résultat.",
        "Les cases de la cage contiennent forcément l'un de ces groupes, car aucun autre chiffre ne donne le résultat.",
        "Rayez des cases de la cage tout chiffre qui n'est dans aucun des groupes.",
    ],
    [
        "Mira una jaula, su resultado y su operación, y haz la lista de los grupos de números que dan el resultado.",
        "Las casillas de la jaula deben llevar uno de esos grupos, porque ningún otro número da el resultado.",
        "Tacha de las casillas de la jaula todo número que no está en ninguno de los grupos.",
    ],
    [
        "Guarda una gabbia, il suo risultato e la sua operazione, ed elenca i gruppi di cifre che danno il risultato.",
        "Le caselle della gabbia devono contenere uno di quei gruppi, perché nessun'altra cifra dà il risultato.",
        "Cancella dalle caselle della gabbia ogni cifra che non compare in nessuno dei gruppi.",
    ],
    [
        "Bekijk een kooi met zijn uitkomst en bewerking, en som de groepjes cijfers op die de uitkomst geven.",
        "De vakjes van de kooi moeten een van die groepjes bevatten, want geen andere cijfers geven de uitkomst.",
        "Streep in de vakjes van de kooi elk cijfer weg dat in geen enkel groepje zit.",
    ],
    [
        "Spójrz na klatkę, jej wynik i działanie, i wypisz zestawy cyfr, które dają ten wynik.",
        "Pola klatki muszą zawierać jeden z tych zestawów, bo żadne inne cyfry nie dają wyniku.",
        "Skreśl z pól klatki każdą cyfrę, której nie ma w żadnym zestawie.",
    ],
    [
        "Olhe uma gaiola, o seu resultado e a sua operação, e anote os conjuntos de números que dão o resultado.",
        "As casas da gaiola devem ter um desses conjuntos, já que nenhum outro número dá o resultado.",
        "Risque das casas da gaiola todo número que não está em nenhum dos conjuntos.",
    ],
];

const CAGE_FILLS: Notes = &[
    [
        "Look at a cage and try each way of writing one of its sets of digits into its squares, square by square.",
        "A way is possible only if every square keeps the digit it gets and no row or column repeats a digit, and the answer fills the cage in one of the ways left.",
        "A digit that no way left puts in a square is crossed out of that square.",
    ],
    [
        "Sehen Sie sich einen Käfig an und probieren Sie jede Art, eine seiner Zahlengruppen Kästchen für Kästchen einzutragen.",
        "Eine Art ist nur möglich, wenn jedes Kästchen seine Zahl als Kandidaten hat und sich in keiner Zeile oder Spalte eine Zahl wiederholt, und die Lösung füllt den Käfig auf eine der übrigen Arten.",
        "Eine Zahl, die keine übrige Art in ein Kästchen setzt, wird in diesem Kästchen gestrichen.",
    ],
    [
        "Regardez une cage et essayez chaque façon d'écrire l'un de ses groupes de chiffres dans ses cases, case par case.",
        "Une façon n'est possible que si chaque case a son chiffre parmi ses candidats et qu'aucune ligne ou colonne ne répète un chiffre, et la solution remplit la cage de l'une des façons restantes.",
        "Un chiffre qu'aucune façon restante ne met dans une case est rayé de cette case.",
    ],
    [
        "Mira una jaula y prueba cada forma de escribir uno de sus grupos de números en sus casillas, casilla por casilla.",
        "Una forma solo es posible si cada casilla tiene su número entre sus candidatos y ninguna fila o columna repite un número, y la solución llena la jaula de una de las formas que quedan.",
        "Un número que ninguna forma restante pone en una casilla se tacha de esa casilla.",
    ],
    [
        "Guarda una gabbia e prova ogni modo di scrivere uno dei suoi gruppi di cifre nelle sue caselle, casella per casella.",
        "Un modo è possibile solo se ogni casella ha la sua cifra tra i candidati e nessuna riga o colonna ripete una cifra, e la soluzione riempie la gabbia in uno dei modi rimasti.",
        "Una cifra che nessun modo rimasto mette in una casella si cancella da quella casella.",
    ],
    [
        "Bekijk een kooi en probeer elke manier om een van zijn groepjes cijfers vakje voor vakje in te vullen.",
        "Een manier kan alleen als elk vakje zijn cijfer als kandidaat heeft en geen rij of kolom een cijfer herhaalt, en de oplossing vult de kooi op een van de overgebleven manieren.",
        "Een cijfer dat geen overgebleven manier in een vakje zet, wordt in dat vakje weggestreept.",
    ],
    [
        "Spójrz na klatkę i sprawdź każdy sposób wpisania jednego z jej zestawów cyfr, pole po polu.",
        "Sposób jest możliwy tylko wtedy, gdy każde pole ma swoją cyfrę wśród kandydatów i żaden wiersz ani kolumna nie powtarza cyfry, a rozwiązanie wypełnia klatkę jednym z pozostałych sposobów.",
        "Cyfrę, której żaden pozostały sposób nie stawia w polu, skreśla się w tym polu.",
    ],
    [
        "Olhe uma gaiola e teste, casa por casa, cada forma de escrever um dos seus conjuntos de números nas suas casas.",
        "Uma forma só é possível se cada casa ainda tiver o número que recebe e nenhuma linha ou coluna repetir um número, e a solução preenche a gaiola de uma das formas que sobram.",
        "Um número que nenhuma forma restante põe numa casa é riscado dessa casa.",
    ],
];

const CAGE_LINE: Notes = &[
    [
        "Look for a cage in which every way of filling it puts some digit in the cage's part of one row or column.",
        "Whichever way is right, that row or column gets the digit inside the cage, and a line holds each digit once.",
        "Cross the digit out of the rest of that row or column, outside the cage.",
    ],
    [
        "Suchen Sie einen Käfig, bei dem jede Füllung eine bestimmte Zahl in den Teil des Käfigs setzt, der in einer Zeile oder Spalte liegt.",
        "Welche Füllung auch stimmt, diese Zeile oder Spalte bekommt die Zahl im Käfig, und eine Linie enthält jede Zahl nur einmal.",
        "Streichen Sie die Zahl im Rest dieser Zeile oder Spalte, außerhalb des Käfigs.",
    ],
    [
        "Cherchez une cage dont chaque remplissage met un même chiffre dans la partie de la cage située sur une ligne ou une colonne.",
        "Quel que soit le bon remplissage, cette ligne ou colonne reçoit le chiffre dans la cage, et une rangée ne contient chaque chiffre qu'une fois.",
        "Rayez le chiffre du reste de cette ligne ou colonne, hors de la cage.",
    ],
    [
        "Busca una jaula en la que cada forma de rellenarla pone un mismo número en la parte de la jaula que está en una fila o columna.",
        "Sea cual sea la forma buena, esa fila o columna recibe el número dentro de la jaula, y una línea tiene cada número una sola vez.",
        "Tacha el número del resto de esa fila o columna, fuera de la jaula.",
    ],
    [
        "Cerca una gabbia in cui ogni modo di riempirla mette una stessa cifra nella parte della gabbia che sta in una riga o colonna.",
        "Qualunque sia il modo giusto, quella riga o colonna riceve la cifra dentro la gabbia, e una linea ha ogni cifra una volta sola.",
        "Cancella la cifra dal resto di quella riga o colonna, fuori dalla gabbia.",
    ],
    [
        "Zoek een kooi waarvan elke vulling hetzelfde cijfer zet in het deel van de kooi dat in één rij of kolom ligt.",
        "Welke vulling ook klopt, die rij of kolom krijgt het cijfer binnen de kooi, en een lijn bevat elk cijfer maar één keer.",
        "Streep het cijfer weg in de rest van die rij of kolom, buiten de kooi.",
    ],
    [
        "Szukaj klatki, w której każde wypełnienie stawia tę samą cyfrę w części klatki leżącej w jednym wierszu lub kolumnie.",
        "Które wypełnienie by nie było właściwe, ten wiersz lub kolumna dostaje tę cyfrę w klatce, a linia ma każdą cyfrę tylko raz.",
        "Skreśl tę cyfrę z reszty tego wiersza lub kolumny, poza klatką.",
    ],
    [
        "Procure uma gaiola em que toda forma de preenchê-la põe um certo número na parte da gaiola que fica numa linha ou coluna.",
        "Seja qual for a forma certa, essa linha ou coluna recebe o número dentro da gaiola, e uma linha tem cada número uma só vez.",
        "Risque o número do resto dessa linha ou coluna, fora da gaiola.",
    ],
];

const LINE_SUM: Notes = &[
    [
        "Look for a row or column where cages lying wholly inside it leave only a few squares outside them.",
        "Every line adds up to 1 + 2 + and on up to the size, so those few squares add up to what the whole cages leave of that total.",
        "Those squares keep only digits from sets of different digits that make that rest: cross out the others.",
    ],
    [
        "Suchen Sie eine Zeile oder Spalte, in der Käfige, die ganz in ihr liegen, nur wenige Kästchen außerhalb übrig lassen.",
        "Jede Linie ergibt zusammen 1 + 2 + und so weiter bis zur Größe, also ergeben diese wenigen Kästchen den Rest, den die ganzen Käfige von dieser Summe lassen.",
        "Diese Kästchen behalten nur Zahlen aus Gruppen verschiedener Zahlen, die diesen Rest ergeben: Streichen Sie die anderen.",
    ],
    [
        "Cherchez une ligne ou une colonne où des cages entièrement incluses dedans ne laissent que quelques cases en dehors.",
        "Chaque rangée fait au total 1 + 2 + et ainsi de suite jusqu'à la taille, donc ces quelques cases font ce que les cages entières laissent de ce total.",
        "Ces cases ne gardent que des chiffres de groupes de chiffres différents qui font ce reste. Rayez les autres.",
    ],
    [
        "Busca una fila o columna en la que jaulas que están enteras dentro de ella dejan solo unas pocas casillas fuera.",
        "Cada línea suma 1 + 2 + y así hasta el tamaño, así que esas pocas casillas suman lo que las jaulas enteras dejan de ese total.",
        "Esas casillas solo conservan números de grupos de números distintos que dan ese resto: tacha los demás.",
    ],
    [
        "Cerca una riga o colonna in cui gabbie interamente al suo interno lasciano fuori solo poche caselle.",
        "Ogni linea somma 1 + 2 + e così via fino alla dimensione, quindi quelle poche caselle sommano ciò che le gabbie intere lasciano di quel totale.",
        "Quelle caselle tengono solo cifre di gruppi di cifre diverse che danno quel resto: cancella le altre.",
    ],
    [
        "Zoek een rij of kolom waarin kooien die er helemaal in liggen maar een paar vakjes erbuiten overlaten.",
        "Elke lijn telt op tot 1 + 2 + enzovoort tot de grootte, dus tellen die paar vakjes op tot wat de hele kooien van dat totaal overlaten.",
        "Die vakjes houden alleen cijfers uit groepjes verschillende cijfers die die rest geven: streep de andere weg.",
    ],
    [
        "Szukaj wiersza lub kolumny, w której klatki leżące w całości w środku zostawiają poza sobą tylko kilka pól.",
        "Każda linia sumuje się do 1 + 2 + i tak dalej aż do rozmiaru, więc tych kilka pól daje to, co całe klatki zostawiają z tej sumy.",
        "Te pola zachowują tylko cyfry z zestawów różnych cyfr dających tę resztę: skreśl pozostałe.",
    ],
    [
        "Procure uma linha ou coluna em que as gaiolas que ficam inteiras dentro dela deixam só poucas casas de fora.",
        "Toda linha soma 1 + 2 + e assim por diante até o tamanho, então essas poucas casas somam o que as gaiolas inteiras deixam desse total.",
        "Essas casas ficam só com números de conjuntos de números diferentes que dão esse resto: risque os outros.",
    ],
];
