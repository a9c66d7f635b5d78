## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = W każdym polu diagramu stoi wieżowiec, a liczba w polu to jego wysokość. W każdym wierszu i każdej kolumnie każda wysokość występuje dokładnie raz: { $examples }.
skyscrapers-rules-clues = Liczba poza diagramem mówi, ile wieżowców widać, patrząc z tego miejsca wzdłuż wiersza lub kolumny. Wyższy budynek zasłania wszystkie niższe za sobą, więc budynek widać tylko wtedy, gdy jest wyższy od wszystkich przed nim.
skyscrapers-rules-example = Na przykład w wierszu diagramu { $n } na { $n } liczba 1 z boku oznacza, że najwyższy budynek, { $n }, stoi tuż obok; liczba { $n } oznacza, że widać wszystkie, więc od tej strony wiersz rośnie: 1, 2, … aż do { $n }. Gdzie nie ma liczby, nie ma wskazówki.
skyscrapers-rules-given = W niektórych łamigłówkach kilka wysokości jest też wpisanych w diagram. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.
