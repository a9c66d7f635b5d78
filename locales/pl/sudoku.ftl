## Zasady Sudoku. $unit to „number”, gdy książka ma diagram 16×16 (od 10 do 16 to nie cyfry), inaczej „digit”.
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
        [number] w diagramie { $n } na { $n } liczby od 1 do { $n }, a bloki mają { $w } pola szerokości i { $h } pola wysokości
       *[other] w diagramie { $n } na { $n } cyfry od 1 do { $n }, a bloki mają { $w } pola szerokości i { $h } pola wysokości
    }
sudoku-rules-fill = { $unit ->
        [number] Wpisz w każde puste pole liczbę tak, aby w każdym wierszu, każdej kolumnie i każdym bloku (obszary obwiedzione grubą linią) każda liczba wystąpiła dokładnie raz: { $grids }.
       *[other] Wpisz w każde puste pole cyfrę tak, aby w każdym wierszu, każdej kolumnie i każdym bloku (obszary obwiedzione grubą linią) każda cyfra wystąpiła dokładnie raz: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
        [number] Liczba nie może się powtórzyć w żadnym wierszu, kolumnie ani bloku. Szukaj jedynego pola, do którego pasuje dana liczba, albo jedynej liczby, która pasuje do pola, i wpisuj ją; każda wpisana liczba pomaga znaleźć następną.
       *[other] Cyfra nie może się powtórzyć w żadnym wierszu, kolumnie ani bloku. Szukaj jedynego pola, do którego pasuje dana cyfra, albo jedynej cyfry, która pasuje do pola, i wpisuj ją; każda wpisana cyfra pomaga znaleźć następną.
    }
sudoku-rules-given = { $unit ->
        [number] Liczby wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.
       *[other] Cyfry wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.
    }

## Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

sudoku-note-full-house-look = Szukaj wiersza, kolumny lub bloku z tylko jednym pustym polem.
sudoku-note-full-house-why = Każdy z nich zawiera każdą cyfrę raz, a brakuje tam już tylko jednej cyfry.
sudoku-note-full-house-removes = Puste pole dostaje brakującą cyfrę.
sudoku-note-naked-single-look = Szukaj pola, dla którego wszystkie cyfry oprócz jednej stoją już w jego wierszu, kolumnie lub bloku.
sudoku-note-naked-single-why = Cyfra nie może się powtórzyć w żadnym z tych trzech, a pole potrzebuje cyfry.
sudoku-note-naked-single-removes = Pole dostaje jedyną pozostałą cyfrę, która znika wtedy z pozostałych pól jego wiersza, kolumny i bloku.
sudoku-note-hidden-single-look = Wybierz cyfrę oraz wiersz, kolumnę lub blok, w którym jej brakuje, i szukaj jedynego pola, w którym może jeszcze stanąć.
sudoku-note-hidden-single-why = Cyfra musi się tam znaleźć raz, a każde inne pole blokuje ta sama cyfra w jego wierszu, kolumnie lub bloku.
sudoku-note-hidden-single-removes = Cyfra trafia do tego pola, bez względu na to, jakie inne cyfry były tam możliwe.
sudoku-note-pointing-look = Szukaj cyfry, której kandydaci w jednym bloku leżą wszyscy w jednym wierszu (lub jednej kolumnie).
sudoku-note-pointing-why = Blok musi zawierać tę cyfrę, więc stoi ona w polach tego wiersza wewnątrz bloku, a wiersz ma każdą cyfrę tylko raz.
sudoku-note-pointing-removes = Skreśl tę cyfrę z reszty tego wiersza (lub kolumny), poza blokiem.
sudoku-note-claiming-look = Szukaj cyfry, której kandydaci w jednym wierszu (lub kolumnie) leżą wszyscy w jednym bloku.
sudoku-note-claiming-why = Wiersz musi zawierać tę cyfrę, więc stoi ona w jego polach wewnątrz tego bloku, a blok ma każdą cyfrę tylko raz.
sudoku-note-claiming-removes = Skreśl tę cyfrę z reszty tego bloku, poza wierszem (lub kolumną).
sudoku-note-naked-pair-look = Szukaj dwóch pól jednego wiersza, kolumny lub bloku, których kandydatami są te same dwie cyfry i nic więcej.
sudoku-note-naked-pair-why = Jakkolwiek te cyfry się ułożą, oba pola zużywają je obie.
sudoku-note-naked-pair-removes = Skreśl obie cyfry ze wszystkich innych pól tego wiersza, kolumny lub bloku.
sudoku-note-naked-triple-look = Szukaj trzech pól jednego wiersza, kolumny lub bloku, których kandydaci razem to tylko trzy cyfry.
sudoku-note-naked-triple-why = Trzy pola potrzebują trzech różnych cyfr, więc zajmują właśnie te trzy.
sudoku-note-naked-triple-removes = Skreśl te trzy cyfry ze wszystkich innych pól tego wiersza, kolumny lub bloku.
sudoku-note-naked-quad-look = Szukaj czterech pól jednego wiersza, kolumny lub bloku, których kandydaci razem to tylko cztery cyfry.
sudoku-note-naked-quad-why = Cztery pola potrzebują czterech różnych cyfr, więc zajmują właśnie te cztery.
sudoku-note-naked-quad-removes = Skreśl te cztery cyfry ze wszystkich innych pól tego wiersza, kolumny lub bloku.
sudoku-note-hidden-pair-look = Szukaj dwóch cyfr, które w jednym wierszu, kolumnie lub bloku pasują tylko do tych samych dwóch pól.
sudoku-note-hidden-pair-why = Obie cyfry muszą się tam znaleźć, a te dwa pola to ich jedyne miejsca, więc pola mają właśnie te dwie.
sudoku-note-hidden-pair-removes = Skreśl wszystkich innych kandydatów z tych dwóch pól.
sudoku-note-hidden-triple-look = Szukaj trzech cyfr, które w jednym wierszu, kolumnie lub bloku pasują tylko do tych samych trzech pól.
sudoku-note-hidden-triple-why = Wszystkie trzy muszą się tam znaleźć i nie mają innego miejsca, więc stoją w tych trzech polach.
sudoku-note-hidden-triple-removes = Skreśl wszystkich innych kandydatów z tych trzech pól.
sudoku-note-hidden-quad-look = Szukaj czterech cyfr, które w jednym wierszu, kolumnie lub bloku pasują tylko do tych samych czterech pól.
sudoku-note-hidden-quad-why = Wszystkie cztery muszą się tam znaleźć i nie mają innego miejsca, więc stoją w tych czterech polach.
sudoku-note-hidden-quad-removes = Skreśl wszystkich innych kandydatów z tych czterech pól.
sudoku-note-xy-wing-look = Szukaj pola z kandydatami x i y, które widzi (dzieli wiersz, kolumnę lub blok) dwa pola o dwóch kandydatach, jedno z x i z, drugie z y i z.
sudoku-note-xy-wing-why = Jeśli pierwsze pole to x, pole x-z to z; jeśli y, pole y-z to z: tak czy inaczej jeden partner ma z.
sudoku-note-xy-wing-removes = Skreśl z w każdym polu, które widzi obu partnerów.
sudoku-note-xyz-wing-look = Szukaj pola z trzema kandydatami, x, y i z, które dzieli wiersz, kolumnę lub blok z polem z x i z oraz z polem z y i z.
sudoku-note-xyz-wing-why = Którąkolwiek z trzech cyfr dostanie pierwsze pole, ono samo lub jeden z dwóch partnerów ma z.
sudoku-note-xyz-wing-removes = Skreśl z w każdym polu, które dzieli wiersz, kolumnę lub blok ze wszystkimi trzema.
sudoku-note-unique-rectangle-look = Szukaj czterech pól w rogach prostokąta obejmującego dwa bloki, z których trzy mają tylko tych samych dwóch kandydatów.
sudoku-note-unique-rectangle-why = Gdyby czwarte też miało tylko te dwa, obie cyfry mogłyby zamienić się miejscami w rogach i łamigłówka miałaby dwa rozwiązania, a prawdziwa ma jedno.
sudoku-note-unique-rectangle-removes = Skreśl obie cyfry w czwartym rogu.
sudoku-note-w-wing-look = Szukaj dwóch pól z tymi samymi kandydatami, x i y, oraz wiersza, kolumny lub bloku, gdzie x ma tylko dwa miejsca, z których każde widzi jedno z pól.
sudoku-note-w-wing-why = Gdyby żadne z pól nie było y, oba byłyby x, a x nie miałby tam miejsca: więc jedno z nich to y.
sudoku-note-w-wing-removes = Skreśl y w każdym polu, które widzi oba pola.
sudoku-note-simple-colouring-look = Wybierz cyfrę i idź po wierszach, kolumnach i blokach, gdzie ma dokładnie dwa miejsca, kolorując je na przemian dwoma kolorami.
sudoku-note-simple-colouring-why = Każda para ma tę cyfrę dokładnie raz, więc jeden kolor ma ją wszędzie, a drugi nigdzie.
sudoku-note-simple-colouring-removes = Skreśl cyfrę z pól, które widzą oba kolory, albo z całego koloru, którego dwa pola się widzą.
sudoku-note-xy-chain-look = Szukaj łańcucha pól z dwoma kandydatami, każde w wierszu, kolumnie lub bloku następnego, którego oba końce mają tę samą cyfrę wśród kandydatów.
sudoku-note-xy-chain-why = Jeśli pierwszy koniec nie jest tą cyfrą, każde pole po kolei bierze swojego drugiego kandydata, a ostatni koniec dostaje cyfrę: ma ją więc jeden z końców.
sudoku-note-xy-chain-removes = Skreśl tę cyfrę z każdego pola, które leży w wierszu, kolumnie lub bloku z oboma końcami.
sudoku-note-forcing-chain-look = Szukaj pola z dwoma lub trzema kandydatami i śledź dla każdego samotniki, które by wymusił.
sudoku-note-forcing-chain-why = Jeden kandydat jest właściwy: ten, którego samotniki zostawiają pole bez cyfry, jest błędny, a to, do czego prowadzą wszystkie, jest pewne.
sudoku-note-forcing-chain-removes = Skreśl błędnego kandydata; wpisz cyfrę, którą stawia każda droga, i skreśl to, co każda wyklucza.

## The same for a kids book: plain words, no technique names, no "candidates".

sudoku-kids-note-pointing-look = Znajdź liczbę, która w jednym bloku mogłaby stanąć tylko w polach tego samego wiersza.
sudoku-kids-note-pointing-why = Blok potrzebuje tej liczby, więc stanie ona w tym wierszu, gdzieś w bloku.
sudoku-kids-note-pointing-removes = Dlatego liczba nie może stanąć w reszcie wiersza: skreśl ją tam wśród małych liczb.
sudoku-kids-note-claiming-look = Znajdź liczbę, która w jednym wierszu mogłaby stanąć tylko w polach tego samego bloku.
sudoku-kids-note-claiming-why = Wiersz potrzebuje tej liczby, więc stanie ona w tym bloku, gdzieś w wierszu.
sudoku-kids-note-claiming-removes = Dlatego liczba nie może stanąć w innych polach bloku: skreśl ją tam wśród małych liczb.
sudoku-kids-note-naked-pair-look = Znajdź dwa pola w tym samym wierszu, kolumnie lub bloku, w których mogą stanąć tylko te same dwie liczby.
sudoku-kids-note-naked-pair-why = Jedno pole dostanie jedną liczbę, a drugie drugą, więc obie liczby są tam już zajęte.
sudoku-kids-note-naked-pair-removes = Skreśl te dwie liczby wśród małych liczb w innych polach tego wiersza, kolumny lub bloku.
sudoku-kids-note-hidden-pair-look = Znajdź dwie liczby, które w jednym wierszu, kolumnie lub bloku mogłyby stanąć tylko w tych samych dwóch polach.
sudoku-kids-note-hidden-pair-why = Obie liczby muszą gdzieś tam stanąć, a te dwa pola to ich jedyne miejsca.
sudoku-kids-note-hidden-pair-removes = Więc w tych dwóch polach stoją te dwie liczby: skreśl w nich wszystkie inne małe liczby.
sudoku-kids-note-naked-triple-look = Znajdź trzy pola w tym samym wierszu, kolumnie lub bloku, w których razem mogą stanąć tylko trzy liczby.
sudoku-kids-note-naked-triple-why = Trzy pola potrzebują trzech różnych liczb, więc zajmują właśnie te trzy.
sudoku-kids-note-naked-triple-removes = Skreśl te trzy liczby wśród małych liczb w innych polach tego wiersza, kolumny lub bloku.
sudoku-kids-note-hidden-triple-look = Znajdź trzy liczby, które w jednym wierszu, kolumnie lub bloku mogłyby stanąć tylko w tych samych trzech polach.
sudoku-kids-note-hidden-triple-why = Wszystkie trzy muszą gdzieś tam stanąć, a te trzy pola to ich jedyne miejsca.
sudoku-kids-note-hidden-triple-removes = Więc w tych trzech polach stoją te trzy liczby: skreśl w nich wszystkie inne małe liczby.
