## Nazwy technik w tekście ciągłym i zdanie, które wymienia techniki z przykładu.
## „Oprócz” wymaga dopełniacza: `.case = genitive` wybiera u każdej techniki wariant [genitive].

techniques-basic = Oprócz { $names }, jak w przykładzie, potrzebne będą:
    .case = genitive

technique-cage-combination = { $case ->
        [genitive] kombinacji klatki
       *[nominative] kombinacja klatki
    }
technique-cage-combinations = { $case ->
        [genitive] kombinacji klatki
       *[nominative] kombinacje klatki
    }
technique-cage-splitting = { $case ->
        [genitive] podziału klatki
       *[nominative] podział klatki
    }
technique-clue-bounds = { $case ->
        [genitive] granic wskazówki
       *[nominative] granice wskazówki
    }
technique-clue-full = { $case ->
        [genitive] pełnej wskazówki
       *[nominative] pełna wskazówka
    }
technique-clue-last-seen = { $case ->
        [genitive] ostatniego widocznego
       *[nominative] ostatni widoczny
    }
technique-clue-one = { $case ->
        [genitive] wskazówki 1
       *[nominative] wskazówka 1
    }
technique-completed-run = { $case ->
        [genitive] pełnego bloku
       *[nominative] pełny blok
    }
technique-edge-forcing = { $case ->
        [genitive] bloku przy brzegu
       *[nominative] blok przy brzegu
    }
technique-facing-clues = { $case ->
        [genitive] wskazówek naprzeciw
       *[nominative] wskazówki naprzeciw
    }
technique-full-house = { $case ->
        [genitive] ostatniego wolnego pola
       *[nominative] ostatnie wolne pole
    }
technique-hidden-single = { $case ->
        [genitive] ukrytego samotnika
       *[nominative] ukryty samotnik
    }
technique-unique-combination = { $case ->
        [genitive] jedynego zestawu
       *[nominative] jedyny zestaw
    }
technique-bounds = { $case ->
        [genitive] najmniejszej i największej
       *[nominative] najmniejsza i największa
    }
technique-combination-intersection = { $case ->
        [genitive] skrzyżowania zestawów
       *[nominative] skrzyżowanie zestawów
    }
technique-naked-single = { $case ->
        [genitive] nagiego samotnika
       *[nominative] nagi samotnik
    }
technique-one-blank-line = { $case ->
        [genitive] linii z jedną luką
       *[nominative] linia z jedną luką
    }
technique-overlap = { $case ->
        [genitive] nakładania
       *[nominative] nakładanie
    }
technique-sign-bounds = { $case ->
        [genitive] granic znaków
       *[nominative] granice znaków
    }
technique-single-cell-cage = { $case ->
        [genitive] klatki z jednego pola
       *[nominative] klatka z jednego pola
    }
technique-small-gap = { $case ->
        [genitive] za małej luki
       *[nominative] za mała luka
    }
technique-rule-of-45 = { $case ->
        [genitive] reguły 45
       *[nominative] reguła 45
    }

## Every other technique's name, as a techniques page heads it (capitalised there) and a
## sentence names it.
technique-cage-fills = wypełnienia klatki
technique-cage-line = klatka i linia
technique-cage-overlap = nakładanie klatki
technique-claiming = interakcja linia-blok
technique-clue-enumeration = ustawienia dla wskazówki
technique-combination-clash = konflikt kombinacji
technique-forcing-chain = łańcuch wymuszeń
technique-four-blank-sum = suma z czterema lukami
technique-hidden-pair = ukryta para
technique-hidden-quad = ukryta czwórka
technique-hidden-triple = ukryta trójka
technique-jellyfish = meduza
technique-line-enumeration = przegląd ustawień linii
technique-line-sum = suma linii
technique-naked-pair = naga para
technique-naked-quad = naga czwórka
technique-naked-triple = naga trójka
technique-pointing = interakcja blok-linia
technique-rule-of-45-bands = reguła 45 dla pasów
technique-sign-chain = łańcuch znaków
technique-simple-colouring = proste kolorowanie
technique-swordfish = miecznik
technique-unique-rectangle = unikalny prostokąt
technique-w-wing = W-Wing
technique-x-wing = X-Wing
technique-xy-chain = łańcuch XY
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing

## A kind's own name for a technique another kind names otherwise: technique-KIND-NAME.
technique-magic-line-sum = suma linii

## Kakuro's technique names as its headings print them (the naked single's is the shared one).

technique-kakuro-unique-combination = Jedyny zestaw
technique-kakuro-bounds = Najmniejsza i największa
technique-kakuro-combination-intersection = Skrzyżowanie zestawów
technique-kakuro-required-digit = Cyfra konieczna
technique-kakuro-run-subset = Pary i trójki w ciągu
technique-kakuro-long-run-combination = Zestawy długich ciągów
technique-kakuro-sum-arithmetic = Rachunek sum

## Nonograms' technique names as their headings print them.

technique-nonogram-completed-run = Pełny blok
technique-nonogram-edge-forcing = Blok przy brzegu
technique-nonogram-small-gap = Za mała luka
technique-nonogram-overlap = Nakładanie
technique-nonogram-line-solving = Rozwiązanie linii
technique-nonogram-contradiction = Sprzeczność
