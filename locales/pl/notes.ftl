## The Latin core's technique notes for the techniques pages, three sentences each: what to
## look for (-look), why it works (-why), what it removes or places (-removes). A kind with notes
## of its own (KIND-note-NAME-* in KIND.ftl) prints those instead.

note-naked-single-look = Szukaj pola, w którym wszystkie cyfry oprócz jednej są już wykluczone.
note-naked-single-why = Jego wiersz, jego kolumna i wskazówki zabraniają wszystkich pozostałych, a każde pole potrzebuje cyfry.
note-naked-single-removes = Pole dostaje jedyną pozostałą cyfrę, która znika wtedy z pozostałych pól jego wiersza i kolumny.
note-hidden-single-look = Wybierz cyfrę i wiersz lub kolumnę, i szukaj jedynego pola, w którym ta cyfra jeszcze może stanąć.
note-hidden-single-why = Każdy wiersz i każda kolumna zawiera każdą cyfrę raz, więc cyfra musi gdzieś w tej linii stanąć, a zostało jej tylko jedno pole.
note-hidden-single-removes = Cyfra trafia do tego pola, bez względu na to, jakie inne cyfry były tam możliwe.
note-naked-pair-look = Szukaj dwóch pól jednego wiersza lub kolumny, których kandydatami są te same dwie cyfry i nic więcej.
note-naked-pair-why = Jakkolwiek te cyfry się ułożą, oba pola zużywają je obie.
note-naked-pair-removes = Skreśl obie cyfry ze wszystkich innych pól tego wiersza lub kolumny.
note-naked-triple-look = Szukaj trzech pól jednego wiersza lub kolumny, których kandydaci razem to tylko trzy cyfry.
note-naked-triple-why = Trzy pola potrzebują trzech różnych cyfr, więc zajmują właśnie te trzy.
note-naked-triple-removes = Skreśl te trzy cyfry ze wszystkich innych pól tego wiersza lub kolumny.
note-naked-quad-look = Szukaj czterech pól jednego wiersza lub kolumny, których kandydaci razem to tylko cztery cyfry.
note-naked-quad-why = Cztery pola potrzebują czterech różnych cyfr, więc zajmują właśnie te cztery.
note-naked-quad-removes = Skreśl te cztery cyfry ze wszystkich innych pól tego wiersza lub kolumny.
note-hidden-pair-look = Szukaj dwóch cyfr, które w jednym wierszu lub kolumnie pasują tylko do tych samych dwóch pól.
note-hidden-pair-why = Obie cyfry muszą się znaleźć w tej linii, a te dwa pola to ich jedyne miejsca, więc pola mają właśnie te dwie.
note-hidden-pair-removes = Skreśl wszystkich innych kandydatów z tych dwóch pól.
note-hidden-triple-look = Szukaj trzech cyfr, które w jednym wierszu lub kolumnie pasują tylko do tych samych trzech pól.
note-hidden-triple-why = Wszystkie trzy muszą się znaleźć w tej linii i nie mają innego miejsca, więc stoją w tych trzech polach.
note-hidden-triple-removes = Skreśl wszystkich innych kandydatów z tych trzech pól.
note-hidden-quad-look = Szukaj czterech cyfr, które w jednym wierszu lub kolumnie pasują tylko do tych samych czterech pól.
note-hidden-quad-why = Wszystkie cztery muszą się znaleźć w tej linii i nie mają innego miejsca, więc stoją w tych czterech polach.
note-hidden-quad-removes = Skreśl wszystkich innych kandydatów z tych czterech pól.
note-x-wing-look = Szukaj cyfry, która w dwóch wierszach pasuje tylko do tych samych dwóch kolumn: cztery pola tworzą prostokąt.
note-x-wing-why = Cyfra stoi w każdym z wierszy w jednym rogu, a dwa rogi nigdy nie leżą w tej samej kolumnie, więc zajmuje tam obie kolumny.
note-x-wing-removes = Skreśl tę cyfrę z reszty obu kolumn (i tak samo z zamienionymi wierszami i kolumnami).
note-swordfish-look = Szukaj cyfry, która w trzech wierszach pasuje tylko do pól tych samych trzech kolumn.
note-swordfish-why = Trzy wiersze potrzebują tej cyfry trzy razy, za każdym razem w innej z tych kolumn, więc kolumny dostają ją w tych wierszach.
note-swordfish-removes = Skreśl tę cyfrę z reszty trzech kolumn (i tak samo z zamienionymi wierszami i kolumnami).
note-jellyfish-look = Szukaj cyfry, która w czterech wierszach pasuje tylko do pól tych samych czterech kolumn.
note-jellyfish-why = Cztery wiersze potrzebują tej cyfry cztery razy, za każdym razem w innej z tych kolumn, więc kolumny dostają ją w tych wierszach.
note-jellyfish-removes = Skreśl tę cyfrę z reszty czterech kolumn (i tak samo z zamienionymi wierszami i kolumnami).
note-forcing-chain-look = Szukaj łańcucha pól z dwoma kandydatami, każde w wierszu lub kolumnie następnego, którego oba końce mają tę samą cyfrę wśród kandydatów.
note-forcing-chain-why = Jeśli pierwszy koniec nie jest tą cyfrą, każde pole po kolei bierze swojego drugiego kandydata, a ostatni koniec dostaje cyfrę: ma ją więc jeden z końców.
note-forcing-chain-removes = Skreśl tę cyfrę z każdego pola, które leży w wierszu lub kolumnie z oboma końcami.
