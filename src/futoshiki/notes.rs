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
        "Look at a sign between two squares and the candidates of both.",
        "The small side must be less than the large side, so it stays below the large side's largest candidate, and the large side above the small side's smallest.",
        "Cross out the digits that break this on either side of the sign.",
    ],
    [
        "Sehen Sie sich ein Zeichen zwischen zwei Kästchen und die Kandidaten beider an.",
        "Die kleine Seite muss kleiner sein als die große, bleibt also unter deren größtem Kandidaten, und die große Seite über dem kleinsten der kleinen.",
        "Streichen Sie die Zahlen, die das auf einer der beiden Seiten verletzen.",
    ],
    [
        "Regardez un signe entre deux cases et les candidats de l'une et de l'autre.",
        "Le petit côté doit être inférieur au grand côté. Il reste donc sous le plus grand candidat du grand côté, et le grand côté au-dessus du plus petit du petit.",
        "Rayez les chiffres qui ne respectent pas cela, d'un côté ou de l'autre du signe.",
    ],
    [
        "Mira un signo entre dos casillas y los candidatos de ambas.",
        "El lado pequeño debe ser menor que el grande, así que queda por debajo del mayor candidato del lado grande, y el grande por encima del menor del pequeño.",
        "Tacha los números que no lo cumplen a uno u otro lado del signo.",
    ],
    [
        "Guarda un segno tra due caselle e i candidati di entrambe.",
        "Il lato piccolo deve essere minore del lato grande, quindi resta sotto il candidato più grande del lato grande, e il lato grande sopra il più piccolo del piccolo.",
        "Cancella le cifre che non lo rispettano da una parte o dall'altra del segno.",
    ],
    [
        "Bekijk een teken tussen twee vakjes en de kandidaten van allebei.",
        "De kleine kant moet kleiner zijn dan de grote, dus blijft hij onder de grootste kandidaat van de grote kant, en de grote kant boven de kleinste van de kleine.",
        "Streep de cijfers weg die dat aan een van beide kanten van het teken breken.",
    ],
    [
        "Spójrz na znak między dwoma polami i na kandydatów obu pól.",
        "Mniejsza strona musi być mniejsza od większej, więc zostaje poniżej największego kandydata większej, a większa powyżej najmniejszego kandydata mniejszej.",
        "Skreśl cyfry, które łamią ten warunek po którejkolwiek stronie znaku.",
    ],
    [
        "Olhe um sinal entre duas casas e os candidatos das duas.",
        "O lado pequeno deve ser menor que o lado grande, então fica abaixo do maior candidato do lado grande, e o lado grande fica acima do menor candidato do lado pequeno.",
        "Risque os números que desrespeitam isso de cada lado do sinal.",
    ],
];

const SIGN_CHAIN: Notes = &[
    [
        "Look for a square that is larger, through a chain of signs, than several other squares of its row or column.",
        "Those squares share a line, so they hold different digits: a square larger than three of them is at least 4.",
        "Cross out of the square the digits too small for the squares below it (or too large for those above it).",
    ],
    [
        "Suchen Sie ein Kästchen, das über eine Kette von Zeichen größer ist als mehrere andere Kästchen seiner Zeile oder Spalte.",
        "Diese Kästchen liegen in einer Linie und haben verschiedene Zahlen: Ein Kästchen, das größer ist als drei von ihnen, ist mindestens 4.",
        "Streichen Sie in dem Kästchen die Zahlen, die für die Kästchen darunter zu klein (oder für die darüber zu groß) sind.",
    ],
    [
        "Cherchez une case plus grande, par une chaîne de signes, que plusieurs autres cases de sa ligne ou de sa colonne.",
        "Ces cases sont dans une même rangée et ont des chiffres différents. Une case plus grande que trois d'entre elles vaut au moins 4.",
        "Rayez de la case les chiffres trop petits pour les cases en dessous d'elle (ou trop grands pour celles au-dessus).",
    ],
    [
        "Busca una casilla mayor, por una cadena de signos, que varias otras casillas de su fila o columna.",
        "Esas casillas están en una misma línea y tienen números distintos: una casilla mayor que tres de ellas vale al menos 4.",
        "Tacha de la casilla los números demasiado pequeños para las casillas por debajo de ella (o grandes para las de encima).",
    ],
    [
        "Cerca una casella più grande, tramite una catena di segni, di varie altre caselle della sua riga o colonna.",
        "Quelle caselle stanno in una stessa linea e hanno cifre diverse: una casella più grande di tre di esse vale almeno 4.",
        "Cancella dalla casella le cifre troppo piccole per le caselle sotto di lei (o troppo grandi per quelle sopra).",
    ],
    [
        "Zoek een vakje dat via een keten van tekens groter is dan een aantal andere vakjes van zijn rij of kolom.",
        "Die vakjes liggen in één lijn en hebben verschillende cijfers: een vakje dat groter is dan drie ervan is minstens 4.",
        "Streep in het vakje de cijfers weg die te klein zijn voor de vakjes eronder (of te groot voor die erboven).",
    ],
    [
        "Szukaj pola, które przez łańcuch znaków jest większe od kilku innych pól swojego wiersza lub kolumny.",
        "Te pola leżą w jednej linii i mają różne cyfry: pole większe od trzech z nich to co najmniej 4.",
        "Skreśl z pola cyfry za małe wobec pól pod nim (lub za duże wobec pól nad nim).",
    ],
    [
        "Procure uma casa que é maior, por uma cadeia de sinais, que várias outras casas da sua linha ou coluna.",
        "Essas casas estão na mesma linha, então têm números diferentes: uma casa maior que três delas vale pelo menos 4.",
        "Risque da casa os números pequenos demais para as casas abaixo dela (ou grandes demais para as que estão acima).",
    ],
];
