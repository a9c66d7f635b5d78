## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Wpisz w każde puste pole liczbę tak, aby każda liczba została użyta dokładnie raz. Wiersz pod każdym diagramem mówi, jakich liczb użyć i ile wynosi suma każdej linii, na przykład „{ $example }”.
magic-rules-line = Linia to wiersz, kolumna albo jedna z dwóch przekątnych biegnących od rogu do rogu.
magic-rules-start = Zacznij od linii, w której zostało tylko jedno puste pole: stoi w nim suma minus liczby, które już tam są. Gdy żadna linia nie jest tak bliska, wypisz wolne liczby, które mogłyby ją uzupełnić, i skreśl te, które nie pasują do innych linii przechodzących przez to samo pole.
magic-rules-given = Liczby wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.

## Magic squares' step sentences in books other than English (English books print the
## sentences of src/magic/explain.rs; these English ones are the source for translators). $line a
## row, column or diagonal (the diagonals and "a line" named here), $cell a square, $v its number,
## $sum the sum worked out ("34 – 13 – 10 – 7 = 4"), $k how many, $blanks the empty squares,
## $ways the ways listed (": 1 + 6 or 2 + 5") or counted (-step-ways; a piece that starts with a
## space writes it as { " " }), $outcome what the step rules out.

magic-step-diagonal = przekątna od lewego górnego rogu
magic-step-anti-diagonal = przekątna od prawego górnego rogu
magic-step-line = linia
magic-step-one-blank = { $line } ma tylko jedno puste pole: { $sum }, więc w polu { $cell } jest { $v }.
magic-step-naked = Dla pola { $cell } zostaje tylko { $v }: każda inna liczba jest już użyta albo nie może uzupełnić jednej z jego linii. Więc w polu { $cell } jest { $v }.
magic-step-hidden = Liczby { $v } nie ma jeszcze w diagramie, a { $cell } to jedyne pole, które może ją jeszcze przyjąć. Więc w polu { $cell } jest { $v }.
magic-step-line-sum = { $line } ma puste pola (jest ich { $k }): { $blanks }; muszą one dać razem { $sum } liczbami jeszcze nieużytymi, z których każda pasuje do swojego pola{ $ways }. Więc { $outcome }.
magic-step-ways = { " " }na { $k } sposobów

## The square's numbers in running text: a range ($a to $z), or a list with a step ($a, $b … $z).

magic-numbers-range = liczb od { $a } do { $z }
magic-numbers-list = liczb { $a }, { $b } … { $z }

## What a grid prints under it, longest first (the drawing takes the first that fits): $numbers
## as above ({ $Numbers } with a capital), $short the numbers in figures ("4–12"), $t the total.

magic-caption-long = Użyj { $numbers }; suma w każdej linii: { $t }
magic-caption-medium = Użyj { $numbers }; suma linii: { $t }
magic-caption-short = { $short }; suma { $t }

## Magic squares' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

magic-note-one-blank-line-look = Szukaj wiersza, kolumny lub przekątnej z tylko jednym pustym polem.
magic-note-one-blank-line-why = Każda linia ma tę samą sumę, więc puste pole zawiera sumę minus liczby, które już są w linii.
magic-note-one-blank-line-removes = Wpisz tę liczbę w pole: jest zużyta i żadne inne pole nie może jej dostać.
magic-note-naked-single-look = Szukaj pola, w którym możliwa jest już tylko jedna liczba.
magic-note-naked-single-why = Każda inna liczba jest już zużyta albo nie daje sumy jego linii, a każde pole potrzebuje liczby.
magic-note-naked-single-removes = Pole dostaje tę liczbę, która znika wtedy ze wszystkich innych pól.
magic-note-hidden-single-look = Wybierz liczbę jeszcze niewpisaną i szukaj jedynego pola, które może ją jeszcze przyjąć.
magic-note-hidden-single-why = Każda liczba występuje w kwadracie raz, więc musi gdzieś stanąć, a zostało jej tylko jedno pole.
magic-note-hidden-single-removes = Liczba trafia do tego pola, bez względu na to, co jeszcze było tam możliwe.
magic-note-line-sum-look = Szukaj linii z dwoma lub trzema pustymi polami i oblicz, ile muszą razem dać: sumę minus liczby, które już w niej są.
magic-note-line-sum-why = Tylko kilka zestawów niewykorzystanych liczb daje tę wartość, a każde pole musi też pasować do swoich innych linii.
magic-note-line-sum-removes = Każde puste pole zachowuje tylko liczby, które może mu dać taki zestaw: skreśl pozostałe.
magic-note-four-blank-sum-look = Szukaj linii kwadratu 4 na 4, której wszystkie cztery pola są puste.
magic-note-four-blank-sum-why = Muszą razem dać sumę, a daje ją tylko kilka zestawów czterech niewykorzystanych liczb, przy czym każde pole musi też pasować do swoich innych linii.
magic-note-four-blank-sum-removes = Każde pole zachowuje tylko liczby, które może mu dać taki zestaw: skreśl pozostałe.
