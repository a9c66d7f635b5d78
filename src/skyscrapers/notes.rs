//! Skyscrapers' own techniques explained for the techniques pages, in every book language
//! (see [`crate::solve::notes`]); the Latin ones are the core's.

use crate::solve::notes::{Note, Notes, latin, pick};
use crate::words::Language;

/// The note for technique `name` in `lang`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    let notes = match name {
        "clue-one" => CLUE_ONE,
        "clue-full" => CLUE_FULL,
        "clue-bounds" => CLUE_BOUNDS,
        "facing-clues" => FACING_CLUES,
        "clue-last-seen" => LAST_SEEN,
        "clue-enumeration" => CLUE_ENUMERATION,
        "line-enumeration" => LINE_ENUMERATION,
        _ => return latin(name, lang),
    };
    pick(lang, notes)
}

const CLUE_ONE: Notes = &[
    [
        "Look for a clue of 1 outside the grid.",
        "Only the first building is seen from there, so it hides every other one in the line: it is the tallest.",
        "The square next to the clue takes the greatest height.",
    ],
    [
        "Suchen Sie einen Hinweis 1 am Rand.",
        "Von dort ist nur der erste Wolkenkratzer zu sehen, also verdeckt er alle anderen der Linie: Er ist der höchste.",
        "Das Kästchen direkt am Hinweis bekommt die größte Höhe.",
    ],
    [
        "Cherchez un indice 1 au bord de la grille.",
        "De là, on ne voit que le premier gratte-ciel, qui cache donc tous les autres de la rangée. C'est le plus haut.",
        "La case juste à côté de l'indice prend la plus grande hauteur.",
    ],
    [
        "Busca una pista 1 fuera de la cuadrícula.",
        "Desde allí solo se ve el primer rascacielos, así que tapa todos los demás de la línea: es el más alto.",
        "La casilla junto a la pista lleva la mayor altura.",
    ],
    [
        "Cerca un indizio 1 fuori dalla griglia.",
        "Da lì si vede solo il primo grattacielo, che quindi nasconde tutti gli altri della linea: è il più alto.",
        "La casella accanto all'indizio prende l'altezza più grande.",
    ],
    [
        "Zoek een aanwijzing 1 buiten het rooster.",
        "Van daaruit is alleen de eerste wolkenkrabber te zien, dus verbergt hij alle andere in de lijn: hij is de hoogste.",
        "Het vakje naast de aanwijzing krijgt de grootste hoogte.",
    ],
    [
        "Szukaj wskazówki 1 poza diagramem.",
        "Stamtąd widać tylko pierwszy wieżowiec, więc zasłania on wszystkie inne w linii: jest najwyższy.",
        "Pole tuż przy wskazówce dostaje największą wysokość.",
    ],
    [
        "Procure uma pista 1 fora da grade.",
        "Dali só se vê o primeiro prédio, então ele esconde todos os outros da linha: é o mais alto.",
        "A casa ao lado da pista recebe a maior altura.",
    ],
];

const CLUE_FULL: Notes = &[
    [
        "Look for a clue as large as the grid, such as a 5 beside a 5 by 5 grid.",
        "Every building is seen from there, so each one must be taller than all those in front of it.",
        "The line climbs 1, 2, 3 and on from that side: every square of it takes its height.",
    ],
    [
        "Suchen Sie einen Hinweis so groß wie das Gitter, etwa eine 5 an einem 5×5-Gitter.",
        "Von dort ist jeder Wolkenkratzer zu sehen, also muss jeder höher sein als alle vor ihm.",
        "Die Linie steigt von dieser Seite 1, 2, 3 und so weiter: Jedes ihrer Kästchen bekommt seine Höhe.",
    ],
    [
        "Cherchez un indice aussi grand que la grille, comme un 5 au bord d'une grille de 5 sur 5.",
        "De là, on voit tous les gratte-ciel, donc chacun doit être plus haut que tous ceux qui le précèdent.",
        "La rangée monte 1, 2, 3 et ainsi de suite depuis ce côté, et chacune de ses cases prend sa hauteur.",
    ],
    [
        "Busca una pista tan grande como la cuadrícula, como un 5 junto a una de 5 por 5.",
        "Desde allí se ven todos los rascacielos, así que cada uno debe ser más alto que todos los de delante.",
        "La línea sube 1, 2, 3 y así desde ese lado: cada casilla lleva su altura.",
    ],
    [
        "Cerca un indizio grande quanto la griglia, come un 5 accanto a una griglia 5 per 5.",
        "Da lì si vedono tutti i grattacieli, quindi ognuno deve essere più alto di tutti quelli davanti.",
        "La linea sale 1, 2, 3 e così via da quel lato: ogni sua casella prende la sua altezza.",
    ],
    [
        "Zoek een aanwijzing zo groot als het rooster, zoals een 5 naast een rooster van 5 bij 5.",
        "Van daaruit is elke wolkenkrabber te zien, dus moet elke hoger zijn dan alle ervoor.",
        "De lijn stijgt vanaf die kant 1, 2, 3 enzovoort: elk vakje krijgt zijn hoogte.",
    ],
    [
        "Szukaj wskazówki równej rozmiarowi diagramu, na przykład 5 przy diagramie 5 na 5.",
        "Stamtąd widać każdy wieżowiec, więc każdy musi być wyższy od wszystkich przed nim.",
        "Linia rośnie od tej strony 1, 2, 3 i dalej: każde jej pole dostaje swoją wysokość.",
    ],
    [
        "Procure uma pista do tamanho da grade, como um 5 ao lado de uma grade de 5 por 5.",
        "Dali se veem todos os prédios, então cada um deve ser mais alto que todos os que estão à sua frente.",
        "A linha sobe 1, 2, 3 e assim por diante a partir desse lado: cada casa dela recebe a sua altura.",
    ],
];

const CLUE_BOUNDS: Notes = &[
    [
        "Look at a clue and the squares nearest to it, for example a 3 beside a 5 by 5 grid.",
        "To see three, at least two lower buildings stand in front of the tallest: the 5 is not in the first two squares, the first square is at most 3 and the second at most 4.",
        "Cross out, near the clue, the heights too tall to leave enough buildings in view.",
    ],
    [
        "Sehen Sie sich einen Hinweis und die Kästchen nahe bei ihm an, etwa eine 3 an einem 5×5-Gitter.",
        "Um drei zu sehen, stehen mindestens zwei niedrigere vor dem höchsten: Die 5 steht nicht in den ersten zwei Kästchen, das erste ist höchstens 3, das zweite höchstens 4.",
        "Streichen Sie nahe am Hinweis die Höhen, die zu wenige Wolkenkratzer sichtbar ließen.",
    ],
    [
        "Regardez un indice et les cases les plus proches, par exemple un 3 au bord d'une grille de 5 sur 5.",
        "Pour en voir trois, il en faut au moins deux plus bas devant le plus haut. Le 5 n'est pas dans les deux premières cases, la première vaut au plus 3, la deuxième au plus 4.",
        "Rayez, près de l'indice, les hauteurs qui laisseraient trop peu de gratte-ciel en vue.",
    ],
    [
        "Mira una pista y las casillas más cercanas, por ejemplo un 3 junto a una cuadrícula de 5 por 5.",
        "Para ver tres, al menos dos más bajos están delante del más alto: el 5 no está en las dos primeras casillas, la primera es como mucho 3 y la segunda como mucho 4.",
        "Tacha, cerca de la pista, las alturas que dejarían a la vista demasiado pocos rascacielos.",
    ],
    [
        "Guarda un indizio e le caselle più vicine, per esempio un 3 accanto a una griglia 5 per 5.",
        "Per vederne tre, almeno due più bassi stanno davanti al più alto: il 5 non è nelle prime due caselle, la prima vale al massimo 3 e la seconda al massimo 4.",
        "Cancella, vicino all'indizio, le altezze che lascerebbero in vista troppo pochi grattacieli.",
    ],
    [
        "Bekijk een aanwijzing en de vakjes er het dichtst bij, bijvoorbeeld een 3 naast een rooster van 5 bij 5.",
        "Om er drie te zien staan er minstens twee lagere vóór de hoogste: de 5 staat niet in de eerste twee vakjes, het eerste is hoogstens 3, het tweede hoogstens 4.",
        "Streep dicht bij de aanwijzing de hoogtes weg die te weinig wolkenkrabbers zichtbaar zouden laten.",
    ],
    [
        "Spójrz na wskazówkę i najbliższe jej pola, na przykład 3 przy diagramie 5 na 5.",
        "Aby zobaczyć trzy, co najmniej dwa niższe stoją przed najwyższym: 5 nie stoi w dwóch pierwszych polach, pierwsze to najwyżej 3, drugie najwyżej 4.",
        "Skreśl blisko wskazówki wysokości, które zostawiłyby w zasięgu wzroku za mało wieżowców.",
    ],
    [
        "Olhe uma pista e as casas mais próximas dela, por exemplo um 3 ao lado de uma grade de 5 por 5.",
        "Para ver três, pelo menos dois prédios mais baixos ficam na frente do mais alto: o 5 não está nas duas primeiras casas, a primeira casa vale no máximo 3 e a segunda no máximo 4.",
        "Risque, perto da pista, as alturas altas demais para deixar prédios suficientes à vista.",
    ],
];

const FACING_CLUES: Notes = &[
    [
        "Look for a line with clues at both ends that add up to one more than the size of the grid.",
        "The tallest is seen from both ends and every other building from one end at most, so each side has just room for the buildings it sees.",
        "The tallest stands as many squares in from the first clue as that clue says, the square next to it counting as the first.",
    ],
    [
        "Suchen Sie eine Linie mit Hinweisen an beiden Enden, die zusammen eins mehr ergeben als die Größe des Gitters.",
        "Der höchste wird von beiden Enden gesehen und jeder andere höchstens von einem, also hat jede Seite genau Platz für das, was sie sieht.",
        "Der höchste steht so viele Kästchen vom ersten Hinweis entfernt, wie dieser sagt, das Kästchen daneben als erstes gezählt.",
    ],
    [
        "Cherchez une rangée avec des indices aux deux bouts dont la somme fait un de plus que la taille de la grille.",
        "Le plus haut est vu des deux bouts et chaque autre d'un bout au plus, donc chaque côté a juste la place pour ce qu'il voit.",
        "Le plus haut est à autant de cases du premier indice que celui-ci l'indique, la case qui le touche comptant pour la première.",
    ],
    [
        "Busca una línea con pistas en los dos extremos que suman uno más que el tamaño de la cuadrícula.",
        "El más alto se ve desde ambos extremos y cada uno de los demás desde uno como mucho, así que cada lado tiene justo sitio para lo que ve.",
        "El más alto está a tantas casillas de la primera pista como dice esa pista, contando como primera la de al lado.",
    ],
    [
        "Cerca una linea con indizi a entrambi i capi che sommati fanno uno più della dimensione della griglia.",
        "Il più alto si vede da entrambi i capi e ogni altro al massimo da uno, quindi ogni lato ha giusto il posto per ciò che vede.",
        "Il più alto sta a tante caselle dal primo indizio quante ne dice l'indizio, contando come prima quella accanto.",
    ],
    [
        "Zoek een lijn met aanwijzingen aan beide uiteinden die samen één meer zijn dan de grootte van het rooster.",
        "De hoogste wordt van beide kanten gezien en elke andere hoogstens van één kant, dus heeft elke kant precies plaats voor wat hij ziet.",
        "De hoogste staat zoveel vakjes van de eerste aanwijzing af als die zegt, het vakje ernaast als eerste geteld.",
    ],
    [
        "Szukaj linii ze wskazówkami na obu końcach, które razem dają o jeden więcej niż rozmiar diagramu.",
        "Najwyższy jest widoczny z obu końców, a każdy inny najwyżej z jednego, więc każda strona ma dokładnie miejsce na to, co widzi.",
        "Najwyższy stoi tyle pól od pierwszej wskazówki, ile ona mówi, licząc pole tuż przy niej jako pierwsze.",
    ],
    [
        "Procure uma linha com pistas nas duas pontas que somam um a mais que o tamanho da grade.",
        "O mais alto é visto das duas pontas e cada outro prédio de uma ponta no máximo, então cada lado tem o espaço exato para os prédios que vê.",
        "O mais alto fica a tantas casas da primeira pista quanto essa pista diz, contando a casa ao lado dela como a primeira.",
    ],
];

const LAST_SEEN: Notes = &[
    [
        "Look for a clue that already sees all but one of its buildings among the tall ones standing in its line.",
        "The clue needs one more building in view, and only the square next to the clue is left to be it.",
        "That square must be taller than every square between it and the buildings already seen: cross out the heights that are too low.",
    ],
    [
        "Suchen Sie einen Hinweis, der unter den hohen Wolkenkratzern seiner Linie schon alle bis auf einen sieht.",
        "Der Hinweis braucht noch einen sichtbaren Wolkenkratzer, und nur das Kästchen direkt am Hinweis kann es noch sein.",
        "Dieses Kästchen muss höher sein als jedes Kästchen zwischen ihm und den schon gesehenen Wolkenkratzern: Streichen Sie die zu niedrigen Höhen.",
    ],
    [
        "Cherchez un indice qui voit déjà tous ses gratte-ciel sauf un parmi les grands de sa rangée.",
        "L'indice doit voir encore un gratte-ciel, et seule la case qui le touche peut encore l'être.",
        "Cette case doit être plus haute que toutes les cases entre elle et les gratte-ciel déjà vus. Rayez les hauteurs trop basses.",
    ],
    [
        "Busca una pista que ya ve todos sus rascacielos menos uno entre los altos de su línea.",
        "La pista necesita ver uno más, y solo la casilla de al lado puede serlo.",
        "Esa casilla debe ser más alta que todas las casillas entre ella y los rascacielos ya vistos: tacha las alturas demasiado bajas.",
    ],
    [
        "Cerca un indizio che vede già tutti i suoi grattacieli tranne uno tra quelli alti della sua linea.",
        "L'indizio deve vederne ancora uno, e solo la casella accanto può esserlo.",
        "Quella casella deve essere più alta di tutte le caselle tra lei e i grattacieli già visti: cancella le altezze troppo basse.",
    ],
    [
        "Zoek een aanwijzing die onder de hoge wolkenkrabbers van zijn lijn al alle op één na ziet.",
        "De aanwijzing moet er nog één zien, en alleen het vakje ernaast kan dat nog zijn.",
        "Dat vakje moet hoger zijn dan elk vakje tussen hem en de al geziene wolkenkrabbers: streep de te lage hoogtes weg.",
    ],
    [
        "Szukaj wskazówki, która wśród wysokich wieżowców swojej linii widzi już wszystkie swoje oprócz jednego.",
        "Wskazówka musi zobaczyć jeszcze jeden, a może nim być już tylko pole tuż przy niej.",
        "To pole musi być wyższe od każdego pola między nim a już widzianymi wieżowcami: skreśl za niskie wysokości.",
    ],
    [
        "Procure uma pista que já vê todos os seus prédios menos um entre os altos que estão na sua linha.",
        "A pista precisa de mais um prédio à vista, e só sobra a casa ao lado da pista para ser esse prédio.",
        "Essa casa deve ser mais alta que todas as casas entre ela e os prédios já vistos: risque as alturas baixas demais.",
    ],
];

const CLUE_ENUMERATION: Notes = &[
    [
        "Look at one clue and its line, with the candidates of the line's squares.",
        "Only a few orders of heights fit those candidates and let the clue see exactly its number of buildings, and the answer is one of them.",
        "A height that none of those orders puts in a square is crossed out there.",
    ],
    [
        "Sehen Sie sich einen Hinweis und seine Linie mit den Kandidaten ihrer Kästchen an.",
        "Nur wenige Reihenfolgen der Höhen passen zu diesen Kandidaten und lassen den Hinweis genau seine Zahl an Wolkenkratzern sehen, und die Lösung ist eine davon.",
        "Eine Höhe, die keine dieser Reihenfolgen in ein Kästchen setzt, wird dort gestrichen.",
    ],
    [
        "Regardez un indice et sa rangée, avec les candidats de ses cases.",
        "Seuls quelques ordres de hauteurs respectent ces candidats et font voir à l'indice exactement son nombre de gratte-ciel, et la solution est l'un d'eux.",
        "Une hauteur qu'aucun de ces ordres ne met dans une case y est rayée.",
    ],
    [
        "Mira una pista y su línea, con los candidatos de sus casillas.",
        "Solo unos pocos órdenes de alturas cumplen esos candidatos y dejan ver a la pista justo su número de rascacielos, y la solución es uno de ellos.",
        "Una altura que ninguno de esos órdenes pone en una casilla se tacha allí.",
    ],
    [
        "Guarda un indizio e la sua linea, con i candidati delle sue caselle.",
        "Solo pochi ordini di altezze rispettano quei candidati e fanno vedere all'indizio esattamente il suo numero di grattacieli, e la soluzione è uno di essi.",
        "Un'altezza che nessuno di quegli ordini mette in una casella lì si cancella.",
    ],
    [
        "Bekijk één aanwijzing en zijn lijn, met de kandidaten van de vakjes.",
        "Maar een paar volgordes van hoogtes passen bij die kandidaten en laten de aanwijzing precies zijn aantal wolkenkrabbers zien, en de oplossing is er een van.",
        "Een hoogte die geen van die volgordes in een vakje zet, wordt daar weggestreept.",
    ],
    [
        "Spójrz na jedną wskazówkę i jej linię, razem z kandydatami jej pól.",
        "Tylko kilka kolejności wysokości zgadza się z tymi kandydatami i pozwala wskazówce zobaczyć dokładnie jej liczbę wieżowców, a rozwiązanie jest jedną z nich.",
        "Wysokość, której żadna z tych kolejności nie stawia w polu, zostaje tam skreślona.",
    ],
    [
        "Olhe uma pista e a sua linha, com os candidatos das casas da linha.",
        "Só poucas ordens de alturas respeitam esses candidatos e deixam a pista ver exatamente o seu número de prédios, e a solução é uma delas.",
        "Uma altura que nenhuma dessas ordens põe numa casa é riscada dali.",
    ],
];

const LINE_ENUMERATION: Notes = &[
    [
        "Look at a line with clues at both ends, with the candidates of its squares.",
        "The line's heights must satisfy both clues and the candidates at once, which leaves fewer orders than either clue alone, and the answer is one of them.",
        "A height that none of the orders left puts in a square is crossed out there.",
    ],
    [
        "Sehen Sie sich eine Linie mit Hinweisen an beiden Enden und den Kandidaten ihrer Kästchen an.",
        "Die Höhen der Linie müssen beide Hinweise und die Kandidaten zugleich erfüllen, was weniger Reihenfolgen lässt als jeder Hinweis allein, und die Lösung ist eine davon.",
        "Eine Höhe, die keine der übrigen Reihenfolgen in ein Kästchen setzt, wird dort gestrichen.",
    ],
    [
        "Regardez une rangée avec des indices aux deux bouts, avec les candidats de ses cases.",
        "Les hauteurs de la rangée doivent respecter à la fois les deux indices et les candidats, ce qui laisse moins d'ordres que chaque indice seul, et la solution est l'un d'eux.",
        "Une hauteur qu'aucun des ordres restants ne met dans une case y est rayée.",
    ],
    [
        "Mira una línea con pistas en los dos extremos, con los candidatos de sus casillas.",
        "Las alturas de la línea deben cumplir a la vez las dos pistas y los candidatos, lo que deja menos órdenes que cada pista sola, y la solución es uno de ellos.",
        "Una altura que ninguno de los órdenes que quedan pone en una casilla se tacha allí.",
    ],
    [
        "Guarda una linea con indizi a entrambi i capi, con i candidati delle sue caselle.",
        "Le altezze della linea devono rispettare insieme i due indizi e i candidati, il che lascia meno ordini di ciascun indizio da solo, e la soluzione è uno di essi.",
        "Un'altezza che nessuno degli ordini rimasti mette in una casella lì si cancella.",
    ],
    [
        "Bekijk een lijn met aanwijzingen aan beide uiteinden, met de kandidaten van de vakjes.",
        "De hoogtes van de lijn moeten tegelijk bij beide aanwijzingen en de kandidaten passen, wat minder volgordes overlaat dan elke aanwijzing alleen, en de oplossing is er een van.",
        "Een hoogte die geen van de overgebleven volgordes in een vakje zet, wordt daar weggestreept.",
    ],
    [
        "Spójrz na linię ze wskazówkami na obu końcach, razem z kandydatami jej pól.",
        "Wysokości w linii muszą jednocześnie spełniać obie wskazówki i kandydatów, co zostawia mniej kolejności niż każda wskazówka osobno, a rozwiązanie jest jedną z nich.",
        "Wysokość, której żadna z pozostałych kolejności nie stawia w polu, zostaje tam skreślona.",
    ],
    [
        "Olhe uma linha com pistas nas duas pontas, com os candidatos das suas casas.",
        "As alturas da linha devem respeitar ao mesmo tempo as duas pistas e os candidatos, o que deixa menos ordens que cada pista sozinha, e a solução é uma delas.",
        "Uma altura que nenhuma das ordens que sobram põe numa casa é riscada dali.",
    ],
];
