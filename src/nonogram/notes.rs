//! Nonograms' techniques explained for the techniques pages, in every book language (see
//! [`crate::solve::notes`]): the line rules, full line solving and one-deep contradictions.

use crate::solve::notes::{Note, Notes, pick};
use crate::words::Language;

/// The note for technique `name` in `lang`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    let notes = match name {
        "completed-run" => COMPLETED_RUN,
        "edge-forcing" => EDGE_FORCING,
        "small-gap" => SMALL_GAP,
        "overlap" => OVERLAP,
        "line-solving" => LINE_SOLVING,
        "contradiction" => CONTRADICTION,
        _ => return None,
    };
    pick(lang, notes)
}

const COMPLETED_RUN: Notes = &[
    [
        "Look for a block of filled squares as long as the only run of the clue that can be it.",
        "A run is exactly as long as its number, so that block is the whole run and cannot grow.",
        "Mark the squares at both ends of the block as empty.",
    ],
    [
        "Suchen Sie einen Block ausgemalter Kästchen, so lang wie der einzige Block des Hinweises, der er sein kann.",
        "Ein Block ist genau so lang wie seine Zahl, also ist dieser Block vollständig und kann nicht wachsen.",
        "Markieren Sie die Kästchen an beiden Enden des Blocks als leer.",
    ],
    [
        "Cherchez un bloc de cases noircies aussi long que le seul bloc de l'indice qu'il peut être.",
        "Un bloc a exactement la longueur de son nombre, donc ce bloc est complet et ne peut pas s'allonger.",
        "Marquez comme vides les cases aux deux bouts du bloc.",
    ],
    [
        "Busca un bloque de casillas rellenas tan largo como el único bloque de la pista que puede ser.",
        "Un bloque mide justo su número, así que ese bloque está completo y no puede crecer.",
        "Marca como vacías las casillas de sus dos extremos.",
    ],
    [
        "Cerca un blocco di caselle annerite lungo quanto l'unico blocco dell'indizio che può essere.",
        "Un blocco è lungo esattamente quanto il suo numero, quindi quel blocco è completo e non può crescere.",
        "Segna come vuote le caselle ai suoi due capi.",
    ],
    [
        "Zoek een blok gekleurde vakjes zo lang als het enige blok van de aanwijzing dat het kan zijn.",
        "Een blok is precies zo lang als zijn getal, dus is dat blok compleet en kan het niet groeien.",
        "Markeer de vakjes aan beide uiteinden van het blok als leeg.",
    ],
    [
        "Szukaj bloku zamalowanych pól tak długiego jak jedyny blok wskazówki, którym może być.",
        "Blok ma dokładnie długość swojej liczby, więc ten blok jest pełny i nie może się wydłużyć.",
        "Oznacz pola na obu końcach bloku jako puste.",
    ],
    [
        "Procure um bloco de casas pintadas tão longo quanto o único bloco da pista que ele pode ser.",
        "Um bloco tem exatamente o comprimento do seu número, então esse trecho é o bloco inteiro e não pode crescer.",
        "Marque como vazias as casas das duas pontas do trecho.",
    ],
];

const EDGE_FORCING: Notes = &[
    [
        "Look for a filled square close to the edge, or close to squares known to be empty.",
        "It belongs to the first run on that side, and that run cannot start before the edge, so it must stretch far enough past the filled square to reach its length.",
        "Fill the squares from the filled one out to where the run must reach at least.",
    ],
    [
        "Suchen Sie ein ausgemaltes Kästchen nahe am Rand oder nahe an Kästchen, die sicher leer sind.",
        "Es gehört zum ersten Block auf dieser Seite, und der kann nicht vor dem Rand beginnen, also muss er weit genug über das Kästchen hinaus reichen, um seine Länge zu erreichen.",
        "Malen Sie die Kästchen vom ausgemalten bis dorthin aus, wohin der Block mindestens reichen muss.",
    ],
    [
        "Cherchez une case noircie près du bord, ou près de cases qu'on sait vides.",
        "Elle appartient au premier bloc de ce côté, qui ne peut pas commencer avant le bord. Il doit donc s'étendre assez loin au-delà de la case pour atteindre sa longueur.",
        "Noircissez les cases depuis la case noircie jusqu'où le bloc doit au moins aller.",
    ],
    [
        "Busca una casilla rellena cerca del borde, o cerca de casillas que se sabe que están vacías.",
        "Pertenece al primer bloque de ese lado, que no puede empezar antes del borde, así que debe llegar lo bastante lejos más allá de la casilla para alcanzar su longitud.",
        "Rellena las casillas desde la rellena hasta donde el bloque debe llegar como mínimo.",
    ],
    [
        "Cerca una casella annerita vicino al bordo, o vicino a caselle che si sa essere vuote.",
        "Appartiene al primo blocco da quella parte, che non può cominciare prima del bordo, quindi deve estendersi oltre la casella abbastanza da raggiungere la sua lunghezza.",
        "Annerisci le caselle da quella annerita fin dove il blocco deve almeno arrivare.",
    ],
    [
        "Zoek een gekleurd vakje dicht bij de rand, of dicht bij vakjes waarvan je weet dat ze leeg zijn.",
        "Het hoort bij het eerste blok aan die kant, en dat kan niet vóór de rand beginnen, dus moet het ver genoeg voorbij het vakje reiken om zijn lengte te halen.",
        "Kleur de vakjes vanaf het gekleurde tot waar het blok minstens moet reiken.",
    ],
    [
        "Szukaj zamalowanego pola blisko brzegu lub blisko pól, o których wiadomo, że są puste.",
        "Należy ono do pierwszego bloku z tej strony, który nie może zacząć się przed brzegiem, więc musi sięgać za to pole na tyle daleko, by osiągnąć swoją długość.",
        "Zamaluj pola od zamalowanego aż tam, dokąd blok musi co najmniej sięgać.",
    ],
    [
        "Procure uma casa pintada perto da borda, ou perto de casas que se sabe que estão vazias.",
        "Ela pertence ao primeiro bloco daquele lado, e esse bloco não pode começar antes da borda, então ele deve se estender além da casa pintada o bastante para chegar ao seu comprimento.",
        "Pinte as casas desde a pintada até onde o bloco deve chegar, no mínimo.",
    ],
];

const SMALL_GAP: Notes = &[
    [
        "Look for squares no run of the clue can reach, and for gaps between empty squares.",
        "A run needs as many free squares in a row as its number, so a gap shorter than every run that could go there holds none of them.",
        "Mark those squares and gaps as empty.",
    ],
    [
        "Suchen Sie Kästchen, die kein Block des Hinweises erreicht, und Lücken zwischen leeren Kästchen.",
        "Ein Block braucht so viele freie Kästchen am Stück wie seine Zahl, also nimmt eine Lücke, die kürzer ist als jeder dort mögliche Block, keinen auf.",
        "Markieren Sie diese Kästchen und Lücken als leer.",
    ],
    [
        "Cherchez les cases qu'aucun bloc de l'indice ne peut atteindre, et les espaces entre cases vides.",
        "Un bloc demande autant de cases libres à la suite que son nombre, donc un espace plus court que tout bloc qui pourrait y aller n'en contient aucun.",
        "Marquez ces cases et ces espaces comme vides.",
    ],
    [
        "Busca las casillas que ningún bloque de la pista puede alcanzar, y los huecos entre casillas vacías.",
        "Un bloque necesita tantas casillas libres seguidas como su número, así que un hueco más corto que cualquier bloque que pudiera ir allí no tiene ninguno.",
        "Marca esas casillas y esos huecos como vacíos.",
    ],
    [
        "Cerca le caselle che nessun blocco dell'indizio può raggiungere, e gli spazi tra caselle vuote.",
        "Un blocco vuole tante caselle libere di fila quanto il suo numero, quindi uno spazio più corto di ogni blocco che potrebbe andarci non ne contiene nessuno.",
        "Segna quelle caselle e quegli spazi come vuoti.",
    ],
    [
        "Zoek vakjes die geen blok van de aanwijzing kan bereiken, en ruimtes tussen lege vakjes.",
        "Een blok heeft zoveel vrije vakjes op een rij nodig als zijn getal, dus past in een ruimte die korter is dan elk blok dat er zou kunnen komen er geen enkel.",
        "Markeer die vakjes en ruimtes als leeg.",
    ],
    [
        "Szukaj pól, do których nie sięga żaden blok wskazówki, i luk między pustymi polami.",
        "Blok potrzebuje tylu wolnych pól z rzędu, ile wynosi jego liczba, więc luka krótsza od każdego bloku, który mógłby tam trafić, nie mieści żadnego.",
        "Oznacz te pola i luki jako puste.",
    ],
    [
        "Procure casas que nenhum bloco da pista alcança e espaços entre casas vazias.",
        "Um bloco precisa de tantas casas livres seguidas quanto o seu número, então um espaço mais curto que todos os blocos que poderiam ir ali não tem nenhum deles.",
        "Marque essas casas e esses espaços como vazios.",
    ],
];

const OVERLAP: Notes = &[
    [
        "Look for a run that is long compared with the room it has, such as a run of 8 in a line of 10.",
        "Pushed as far left as it can go and then as far right, the run covers some squares both times, and wherever it really lies it covers them.",
        "Fill the squares the run covers in both positions.",
    ],
    [
        "Suchen Sie einen Block, der im Vergleich zu seinem Platz lang ist, etwa einen Block von 8 in einer Linie von 10.",
        "So weit wie möglich nach links und dann nach rechts geschoben, bedeckt der Block manche Kästchen beide Male, und wo er auch wirklich liegt, bedeckt er sie.",
        "Malen Sie die Kästchen aus, die der Block in beiden Lagen bedeckt.",
    ],
    [
        "Cherchez un bloc long par rapport à la place qu'il a, comme un bloc de 8 dans une ligne de 10.",
        "Poussé le plus à gauche possible puis le plus à droite, le bloc couvre certaines cases les deux fois, et où qu'il soit vraiment, il les couvre.",
        "Noircissez les cases que le bloc couvre dans les deux positions.",
    ],
    [
        "Busca un bloque largo comparado con el sitio que tiene, como un bloque de 8 en una línea de 10.",
        "Empujado lo más a la izquierda posible y luego lo más a la derecha, el bloque cubre algunas casillas las dos veces, y esté donde esté de verdad, las cubre.",
        "Rellena las casillas que el bloque cubre en las dos posiciones.",
    ],
    [
        "Cerca un blocco lungo rispetto allo spazio che ha, come un blocco di 8 in una linea di 10.",
        "Spinto il più a sinistra possibile e poi il più a destra, il blocco copre alcune caselle entrambe le volte, e ovunque stia davvero, le copre.",
        "Annerisci le caselle che il blocco copre in entrambe le posizioni.",
    ],
    [
        "Zoek een blok dat lang is vergeleken met de ruimte die het heeft, zoals een blok van 8 in een lijn van 10.",
        "Zo ver mogelijk naar links en dan naar rechts geschoven bedekt het blok sommige vakjes beide keren, en waar het ook echt ligt, het bedekt ze.",
        "Kleur de vakjes die het blok in beide standen bedekt.",
    ],
    [
        "Szukaj bloku długiego w porównaniu z miejscem, które ma, na przykład bloku 8 w linii 10.",
        "Przesunięty jak najdalej w lewo, a potem w prawo, blok zakrywa niektóre pola za każdym razem, a gdziekolwiek naprawdę leży, zakrywa je.",
        "Zamaluj pola, które blok zakrywa w obu położeniach.",
    ],
    [
        "Procure um bloco que é longo comparado com o espaço que tem, como um bloco de 8 numa linha de 10.",
        "Empurrado o mais para a esquerda possível e depois o mais para a direita, o bloco cobre algumas casas nas duas vezes, e onde quer que ele esteja de verdade, cobre essas casas.",
        "Pinte as casas que o bloco cobre nas duas posições.",
    ],
];

const LINE_SOLVING: Notes = &[
    [
        "Look at one line, its clue and the squares already known in it.",
        "Every way of placing its runs that fits the known squares could be the answer, so whatever they all agree on is certain.",
        "Fill a square filled in every way, and mark empty a square empty in every way.",
    ],
    [
        "Sehen Sie sich eine Linie an, ihren Hinweis und die Kästchen, die darin schon feststehen.",
        "Jede Art, ihre Blöcke passend zu den bekannten Kästchen zu legen, könnte die Lösung sein, also ist sicher, worin alle übereinstimmen.",
        "Malen Sie ein Kästchen aus, das bei jeder Art ausgemalt ist, und markieren Sie eines als leer, das bei jeder Art leer ist.",
    ],
    [
        "Regardez une ligne, son indice et les cases déjà connues.",
        "Chaque façon de placer ses blocs qui respecte les cases connues pourrait être la solution, donc ce sur quoi toutes s'accordent est certain.",
        "Noircissez une case noire dans toutes les façons, et marquez vide une case vide dans toutes.",
    ],
    [
        "Mira una línea, su pista y las casillas que ya se conocen.",
        "Cada forma de colocar sus bloques que encaja con las casillas conocidas podría ser la solución, así que aquello en lo que todas coinciden es seguro.",
        "Rellena una casilla rellena en todas las formas, y marca vacía una casilla vacía en todas.",
    ],
    [
        "Guarda una linea, il suo indizio e le caselle già note.",
        "Ogni modo di disporre i suoi blocchi che rispetta le caselle note potrebbe essere la soluzione, quindi ciò su cui concordano tutti è certo.",
        "Annerisci una casella annerita in ogni modo, e segna vuota una casella vuota in ogni modo.",
    ],
    [
        "Bekijk één lijn, haar aanwijzing en de vakjes die er al vaststaan.",
        "Elke manier om de blokken te leggen die bij de bekende vakjes past, kan de oplossing zijn, dus staat vast waarover ze het allemaal eens zijn.",
        "Kleur een vakje dat in elke manier gekleurd is, en markeer een vakje als leeg dat in elke manier leeg is.",
    ],
    [
        "Spójrz na jedną linię, jej wskazówkę i znane już w niej pola.",
        "Każde ułożenie jej bloków zgodne ze znanymi polami może być rozwiązaniem, więc pewne jest to, w czym zgadzają się wszystkie.",
        "Zamaluj pole zamalowane w każdym ułożeniu i oznacz jako puste pole puste w każdym.",
    ],
    [
        "Olhe uma linha, a sua pista e as casas já conhecidas nela.",
        "Toda forma de colocar os seus blocos que respeita as casas conhecidas pode ser a solução, então aquilo em que todas concordam é certo.",
        "Pinte uma casa pintada em todas as formas e marque vazia uma casa vazia em todas as formas.",
    ],
];

const CONTRADICTION: Notes = &[
    [
        "Look for a square that decides a lot, and suppose it filled.",
        "Solve the lines from there: if some line can no longer hold its runs, the supposition was wrong, since the answer breaks no line.",
        "The square is empty (or, when supposing it empty fails, filled).",
    ],
    [
        "Suchen Sie ein Kästchen, das viel entscheidet, und nehmen Sie es als ausgemalt an.",
        "Lösen Sie von dort aus die Linien: Kann eine Linie ihre Blöcke nicht mehr aufnehmen, war die Annahme falsch, denn die Lösung verletzt keine Linie.",
        "Das Kästchen ist leer (oder ausgemalt, wenn die Annahme, es sei leer, scheitert).",
    ],
    [
        "Cherchez une case qui décide beaucoup, et supposez-la noircie.",
        "Résolvez les lignes à partir de là. Si une ligne ne peut plus contenir ses blocs, la supposition était fausse, car la solution respecte toutes les lignes.",
        "La case est vide (ou noircie, quand c'est la supposer vide qui échoue).",
    ],
    [
        "Busca una casilla que decide mucho y supón que está rellena.",
        "Resuelve las líneas desde allí: si alguna ya no puede contener sus bloques, la suposición era falsa, porque la solución no rompe ninguna línea.",
        "La casilla está vacía (o rellena, cuando lo que falla es suponerla vacía).",
    ],
    [
        "Cerca una casella che decide molto e supponila annerita.",
        "Risolvi le linee da lì: se una linea non può più contenere i suoi blocchi, la supposizione era sbagliata, perché la soluzione non viola nessuna linea.",
        "La casella è vuota (o annerita, quando a fallire è supporla vuota).",
    ],
    [
        "Zoek een vakje dat veel beslist, en neem aan dat het gekleurd is.",
        "Los van daaruit de lijnen op: kan een lijn haar blokken niet meer kwijt, dan was de aanname fout, want de oplossing breekt geen enkele lijn.",
        "Het vakje is leeg (of gekleurd, als de aanname dat het leeg is mislukt).",
    ],
    [
        "Szukaj pola, które wiele rozstrzyga, i załóż, że jest zamalowane.",
        "Rozwiąż stamtąd linie: jeśli któraś nie mieści już swoich bloków, założenie było błędne, bo rozwiązanie nie łamie żadnej linii.",
        "Pole jest puste (albo zamalowane, gdy zawodzi założenie, że jest puste).",
    ],
    [
        "Procure uma casa que decide muita coisa e suponha que ela está pintada.",
        "Resolva as linhas a partir dali: se alguma linha não puder mais conter os seus blocos, a suposição estava errada, já que a solução respeita todas as linhas.",
        "A casa está vazia (ou pintada, quando é a suposição de vazia que falha).",
    ],
];
