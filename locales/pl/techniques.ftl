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
