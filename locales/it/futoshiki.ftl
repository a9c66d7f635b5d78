## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Riempi ogni casella vuota in modo che ogni riga e ogni colonna contenga una sola volta ogni cifra da 1 alla dimensione della griglia: { $examples }.
futoshiki-rules-signs = I segni tra le caselle devono essere rispettati. La punta del segno indica la cifra minore e l'apertura la maggiore, come in 2 < 4 e 5 > 3. I segni tra due righe puntano in su o in giù allo stesso modo.
futoshiki-rules-given = Le cifre stampate nella griglia sono date. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.

## Futoshiki's sign step in books other than English (English prints src/solve/explain.rs),
## put together from these: a cell's bound ($cell, $d), and a reason with what follows from it.

futoshiki-step-at-most = { $cell } è al massimo { $d }
futoshiki-step-at-least = { $cell } è almeno { $d }
futoshiki-step-is = { $cell } è { $d }
futoshiki-step-so = { $reason }, quindi { $then }
futoshiki-step-both = { $first }; { $second }

## Futoshiki's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

futoshiki-note-sign-bounds-look = Guarda un segno tra due caselle e i candidati di entrambe.
futoshiki-note-sign-bounds-why = Il lato piccolo deve essere minore del lato grande, quindi resta sotto il candidato più grande del lato grande, e il lato grande sopra il più piccolo del piccolo.
futoshiki-note-sign-bounds-removes = Cancella le cifre che non lo rispettano da una parte o dall'altra del segno.
futoshiki-note-sign-chain-look = Cerca una casella più grande, tramite una catena di segni, di varie altre caselle della sua riga o colonna.
futoshiki-note-sign-chain-why = Quelle caselle stanno in una stessa linea e hanno cifre diverse: una casella più grande di tre di esse vale almeno 4.
futoshiki-note-sign-chain-removes = Cancella dalla casella le cifre troppo piccole per le caselle sotto di lei (o troppo grandi per quelle sopra).
