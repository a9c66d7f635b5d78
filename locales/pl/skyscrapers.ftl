## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = W każdym polu diagramu stoi wieżowiec, a liczba w polu to jego wysokość. W każdym wierszu i każdej kolumnie każda wysokość występuje dokładnie raz: { $examples }.
skyscrapers-rules-clues = Liczba poza diagramem mówi, ile wieżowców widać, patrząc z tego miejsca wzdłuż wiersza lub kolumny. Wyższy budynek zasłania wszystkie niższe za sobą, więc budynek widać tylko wtedy, gdy jest wyższy od wszystkich przed nim.
skyscrapers-rules-example = Na przykład w wierszu diagramu { $n } na { $n } liczba 1 z boku oznacza, że najwyższy budynek, { $n }, stoi tuż obok; liczba { $n } oznacza, że widać wszystkie, więc od tej strony wiersz rośnie: 1, 2, … aż do { $n }. Gdzie nie ma liczby, nie ma wskazówki.
skyscrapers-rules-given = W niektórych łamigłówkach kilka wysokości jest też wpisanych w diagram. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.

## Skyscrapers' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

skyscrapers-note-clue-one-look = Szukaj wskazówki 1 poza diagramem.
skyscrapers-note-clue-one-why = Stamtąd widać tylko pierwszy wieżowiec, więc zasłania on wszystkie inne w linii: jest najwyższy.
skyscrapers-note-clue-one-removes = Pole tuż przy wskazówce dostaje największą wysokość.
skyscrapers-note-clue-full-look = Szukaj wskazówki równej rozmiarowi diagramu, na przykład 5 przy diagramie 5 na 5.
skyscrapers-note-clue-full-why = Stamtąd widać każdy wieżowiec, więc każdy musi być wyższy od wszystkich przed nim.
skyscrapers-note-clue-full-removes = Linia rośnie od tej strony 1, 2, 3 i dalej: każde jej pole dostaje swoją wysokość.
skyscrapers-note-clue-bounds-look = Spójrz na wskazówkę i najbliższe jej pola, na przykład 3 przy diagramie 5 na 5.
skyscrapers-note-clue-bounds-why = Aby zobaczyć trzy, co najmniej dwa niższe stoją przed najwyższym: 5 nie stoi w dwóch pierwszych polach, pierwsze to najwyżej 3, drugie najwyżej 4.
skyscrapers-note-clue-bounds-removes = Skreśl blisko wskazówki wysokości, które zostawiłyby w zasięgu wzroku za mało wieżowców.
skyscrapers-note-facing-clues-look = Szukaj linii ze wskazówkami na obu końcach, które razem dają o jeden więcej niż rozmiar diagramu.
skyscrapers-note-facing-clues-why = Najwyższy jest widoczny z obu końców, a każdy inny najwyżej z jednego, więc każda strona ma dokładnie miejsce na to, co widzi.
skyscrapers-note-facing-clues-removes = Najwyższy stoi tyle pól od pierwszej wskazówki, ile ona mówi, licząc pole tuż przy niej jako pierwsze.
skyscrapers-note-clue-last-seen-look = Szukaj wskazówki, która wśród wysokich wieżowców swojej linii widzi już wszystkie swoje oprócz jednego.
skyscrapers-note-clue-last-seen-why = Wskazówka musi zobaczyć jeszcze jeden, a może nim być już tylko pole tuż przy niej.
skyscrapers-note-clue-last-seen-removes = To pole musi być wyższe od każdego pola między nim a już widzianymi wieżowcami: skreśl za niskie wysokości.
skyscrapers-note-clue-enumeration-look = Spójrz na jedną wskazówkę i jej linię, razem z kandydatami jej pól.
skyscrapers-note-clue-enumeration-why = Tylko kilka kolejności wysokości zgadza się z tymi kandydatami i pozwala wskazówce zobaczyć dokładnie jej liczbę wieżowców, a rozwiązanie jest jedną z nich.
skyscrapers-note-clue-enumeration-removes = Wysokość, której żadna z tych kolejności nie stawia w polu, zostaje tam skreślona.
skyscrapers-note-line-enumeration-look = Spójrz na linię ze wskazówkami na obu końcach, razem z kandydatami jej pól.
skyscrapers-note-line-enumeration-why = Wysokości w linii muszą jednocześnie spełniać obie wskazówki i kandydatów, co zostawia mniej kolejności niż każda wskazówka osobno, a rozwiązanie jest jedną z nich.
skyscrapers-note-line-enumeration-removes = Wysokość, której żadna z pozostałych kolejności nie stawia w polu, zostaje tam skreślona.

## Skyscrapers' clue steps in books other than English (English books print the sentences of
## src/skyscrapers/explain.rs; these English ones are the source for translators). A clue by its
## side ($clue, $n the column or row); $line the row or column, $climb the heights in order,
## $other the facing clue, $sum the two clues' total, $outcome what the step places or rules out.

skyscrapers-step-top = wskazówka { $clue } nad kolumną { $n }
skyscrapers-step-bottom = wskazówka { $clue } pod kolumną { $n }
skyscrapers-step-left = wskazówka { $clue } na lewo od wiersza { $n }
skyscrapers-step-right = wskazówka { $clue } na prawo od wiersza { $n }
skyscrapers-step-clue-one = { $clue } oznacza, że widać tylko jeden budynek, więc najwyższy stoi tuż obok: { $outcome }.
skyscrapers-step-clue-full = { $clue } oznacza, że widać wszystkie budynki, więc od tej strony { $line } rośnie: { $climb }; { $outcome }.
skyscrapers-step-facing = { $clue } i { $other } dają razem { $sum }, o jeden więcej niż rozmiar, więc najwyższy budynek widać z obu końców bez zapasu: { $outcome }.
