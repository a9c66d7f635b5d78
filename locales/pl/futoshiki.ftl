## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Wypełnij każde puste pole tak, aby w każdym wierszu i każdej kolumnie każda cyfra od 1 do rozmiaru diagramu wystąpiła dokładnie raz: { $examples }.
futoshiki-rules-signs = Znaki między polami muszą być spełnione. Ostrze znaku wskazuje mniejszą cyfrę, a rozwarcie większą, jak w 2 < 4 i 5 > 3. Znaki między wierszami wskazują w górę lub w dół w ten sam sposób.
futoshiki-rules-given = Cyfry wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.

## Futoshiki's sign step in books other than English (English prints src/solve/explain.rs),
## put together from these: a cell's bound ($cell, $d), and a reason with what follows from it.

futoshiki-step-at-most = w polu { $cell } jest najwyżej { $d }
futoshiki-step-at-least = w polu { $cell } jest co najmniej { $d }
futoshiki-step-is = w polu { $cell } jest { $d }
futoshiki-step-so = { $reason }, więc { $then }
futoshiki-step-both = { $first }; { $second }

## Futoshiki's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

futoshiki-note-sign-bounds-look = Spójrz na znak między dwoma polami i na kandydatów obu pól.
futoshiki-note-sign-bounds-why = Mniejsza strona musi być mniejsza od większej, więc zostaje poniżej największego kandydata większej, a większa powyżej najmniejszego kandydata mniejszej.
futoshiki-note-sign-bounds-removes = Skreśl cyfry, które łamią ten warunek po którejkolwiek stronie znaku.
futoshiki-note-sign-chain-look = Szukaj pola, które przez łańcuch znaków jest większe od kilku innych pól swojego wiersza lub kolumny.
futoshiki-note-sign-chain-why = Te pola leżą w jednej linii i mają różne cyfry: pole większe od trzech z nich to co najmniej 4.
futoshiki-note-sign-chain-removes = Skreśl z pola cyfry za małe wobec pól pod nim (lub za duże wobec pól nad nim).
