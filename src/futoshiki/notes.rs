//! Futoshiki's own techniques explained for the techniques pages, in every book language
//! (see [`crate::solve::notes`]); the Latin ones are the core's.

use crate::solve::notes::{Note, Notes, latin, pick};
use crate::words::Language;

/// The note for technique `name` in `lang`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    match name {
        "sign-bounds" => pick(lang, SIGN_BOUNDS),
        "sign-chain" => pick(lang, SIGN_CHAIN),
        _ => latin(name, lang),
    }
}

const SIGN_BOUNDS: Notes = &[
    [
        "Look at a sign between two squares and at the candidates of both.",
        "The square on the small side must hold less than the square on the large side, so it needs a digit below the other's largest candidate, and the large side one above the other's smallest.",
        "Cross out of the small side every digit not below the other square's largest candidate, and out of the large side every digit not above the other's smallest.",
    ],
    [
        "Sehen Sie sich ein Zeichen zwischen zwei Kästchen und die Kandidaten beider an.",
        "Das Kästchen auf der kleinen Seite muss weniger enthalten als das auf der großen Seite, also braucht es eine Zahl unter dem größten Kandidaten des anderen, und die große Seite eine über dessen kleinstem.",
        "Streichen Sie auf der kleinen Seite jede Zahl, die nicht unter dem größten Kandidaten des anderen Kästchens liegt, und auf der großen jede, die nicht über dessen kleinstem liegt.",
    ],
    [
        "Regardez un signe entre deux cases et les candidats de l'une et de l'autre.",
        "La case du petit côté doit contenir moins que celle du grand côté, il lui faut donc un chiffre sous le plus grand candidat de l'autre, et au grand côté un chiffre au-dessus du plus petit.",
        "Rayez du petit côté tout chiffre qui n'est pas sous le plus grand candidat de l'autre case, et du grand côté tout chiffre qui n'est pas au-dessus de son plus petit.",
    ],
    [
        "Mira un signo entre dos casillas y los candidatos de ambas.",
        "La casilla del lado pequeño debe tener menos que la del lado grande, así que necesita un número por debajo del mayor candidato de la otra, y el lado grande uno por encima del menor.",
        "Tacha del lado pequeño todo número que no esté por debajo del mayor candidato de la otra casilla, y del lado grande todo número que no esté por encima de su menor.",
    ],
    [
        "Guarda un segno tra due caselle e i candidati di entrambe.",
        "La casella dal lato piccolo deve contenere meno di quella dal lato grande, quindi le serve una cifra sotto il candidato più grande dell'altra, e al lato grande una sopra il più piccolo.",
        "Cancella dal lato piccolo ogni cifra che non sta sotto il candidato più grande dell'altra casella, e dal lato grande ogni cifra che non sta sopra il suo più piccolo.",
    ],
    [
        "Bekijk een teken tussen twee vakjes en de kandidaten van allebei.",
        "Het vakje aan de kleine kant moet minder bevatten dan het vakje aan de grote kant, dus heeft het een cijfer onder de grootste kandidaat van het andere nodig, en de grote kant een cijfer boven de kleinste.",
        "Streep aan de kleine kant elk cijfer weg dat niet onder de grootste kandidaat van het andere vakje ligt, en aan de grote kant elk cijfer dat niet boven de kleinste ligt.",
    ],
    [
        "Spójrz na znak między dwoma polami i na kandydatów obu pól.",
        "Pole po mniejszej stronie musi mieć mniej niż pole po większej, więc potrzebuje cyfry poniżej największego kandydata drugiego pola, a większa strona cyfry powyżej najmniejszego.",
        "Skreśl po mniejszej stronie każdą cyfrę, która nie leży poniżej największego kandydata drugiego pola, a po większej każdą, która nie leży powyżej jego najmniejszego.",
    ],
];

const SIGN_CHAIN: Notes = &[
    [
        "Look for a square that is larger, directly or through a chain of signs pointing the same way, than several other squares of its row or column.",
        "Those squares share one line, so they hold different digits: a square larger than three of them is at least 4, and a square smaller than three of them is at most the size less 3.",
        "Cross out of the square every digit too small (or too large) for the squares the chain puts it above (or below).",
    ],
    [
        "Suchen Sie ein Kästchen, das direkt oder über eine Kette gleich gerichteter Zeichen größer ist als mehrere andere Kästchen seiner Zeile oder Spalte.",
        "Diese Kästchen liegen in einer Linie und enthalten also verschiedene Zahlen: Ein Kästchen, das größer ist als drei von ihnen, ist mindestens 4, und eines, das kleiner ist als drei, höchstens die Größe minus 3.",
        "Streichen Sie in dem Kästchen jede Zahl, die für die Kästchen, über (oder unter) die die Kette es stellt, zu klein (oder zu groß) ist.",
    ],
    [
        "Cherchez une case plus grande, directement ou par une chaîne de signes tournés dans le même sens, que plusieurs autres cases de sa ligne ou de sa colonne.",
        "Ces cases sont dans une même rangée, elles ont donc des chiffres différents. Une case plus grande que trois d'entre elles vaut au moins 4, et une case plus petite que trois d'entre elles au plus la taille moins 3.",
        "Rayez de la case tout chiffre trop petit (ou trop grand) pour les cases au-dessus (ou au-dessous) desquelles la chaîne la place.",
    ],
    [
        "Busca una casilla que es mayor, directamente o por una cadena de signos en el mismo sentido, que varias otras casillas de su fila o columna.",
        "Esas casillas están en una misma línea, así que tienen números distintos: una casilla mayor que tres de ellas vale al menos 4, y una menor que tres de ellas como mucho el tamaño menos 3.",
        "Tacha de la casilla todo número demasiado pequeño (o grande) para las casillas por encima (o por debajo) de las que la pone la cadena.",
    ],
    [
        "Cerca una casella più grande, direttamente o tramite una catena di segni rivolti nello stesso verso, di varie altre caselle della sua riga o colonna.",
        "Quelle caselle stanno in una stessa linea, quindi hanno cifre diverse: una casella più grande di tre di esse vale almeno 4, e una più piccola di tre di esse al massimo la dimensione meno 3.",
        "Cancella dalla casella ogni cifra troppo piccola (o troppo grande) per le caselle sopra (o sotto) le quali la catena la mette.",
    ],
    [
        "Zoek een vakje dat, direct of via een keten van tekens dezelfde kant op, groter is dan een aantal andere vakjes van zijn rij of kolom.",
        "Die vakjes liggen in één lijn en hebben dus verschillende cijfers: een vakje dat groter is dan drie ervan is minstens 4, en een vakje dat kleiner is dan drie ervan hoogstens de grootte min 3.",
        "Streep in het vakje elk cijfer weg dat te klein (of te groot) is voor de vakjes waarboven (of waaronder) de keten het zet.",
    ],
    [
        "Szukaj pola, które bezpośrednio lub przez łańcuch znaków skierowanych w tę samą stronę jest większe od kilku innych pól swojego wiersza lub kolumny.",
        "Te pola leżą w jednej linii, więc mają różne cyfry: pole większe od trzech z nich to co najmniej 4, a pole mniejsze od trzech z nich to co najwyżej rozmiar minus 3.",
        "Skreśl z pola każdą cyfrę za małą (lub za dużą) wobec pól, nad którymi (lub pod którymi) stawia je łańcuch.",
    ],
];
