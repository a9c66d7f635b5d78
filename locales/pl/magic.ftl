## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Wpisz w każde puste pole liczbę tak, aby każda liczba została użyta dokładnie raz. Wiersz pod każdym diagramem mówi, jakich liczb użyć i ile wynosi suma każdej linii, na przykład „{ $example }”.
magic-rules-line = Linia to wiersz, kolumna albo jedna z dwóch przekątnych biegnących od rogu do rogu.
magic-rules-start = Zacznij od linii, w której zostało tylko jedno puste pole: stoi w nim suma minus liczby, które już tam są. Gdy żadna linia nie jest tak bliska, wypisz wolne liczby, które mogłyby ją uzupełnić, i skreśl te, które nie pasują do innych linii przechodzących przez to samo pole.
magic-rules-given = Liczby wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.
