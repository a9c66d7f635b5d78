## Kroki, które podają swój powód: łańcuchy znaków i łańcuchy wnioskowania wspólne dla
## łamigłówek łacińskich, skrzydła, kolorowanie, prostokąty i łańcuchy Sudoku, wskazówki
## Wieżowców. $outcome to, co krok wyklucza lub wpisuje („w polu W2K3 nie może być 4”),
## $victims pola, które tracą cyfrę, $count ich liczba. Zdanie może zaczynać się od zmiennej:
## książka pisze wielką literą pierwszą literę każdego zdania.

step-sign-chain-less = W polu { $cell } jest mniej niż w polach { $others } (wprost albo przez łańcuch znaków), a w tych polach stoją same różne cyfry, więc w polu { $cell } jest najwyżej { $bound }: nie może tam być { $digits }.
step-sign-chain-greater = W polu { $cell } jest więcej niż w polach { $others } (wprost albo przez łańcuch znaków), a w tych polach stoją same różne cyfry, więc w polu { $cell } jest co najmniej { $bound }: nie może tam być { $digits }.

step-chain-start = W polu { $cell } może być { $cands }. Jeśli nie { $target }, to jest tam { $value }
step-chain-link = więc w polu { $cell } ({ $cands }) jest { $value }
step-chain-end = { $chain }. Tak czy inaczej { $target } stoi w polu { $start } lub { $end }, a { $count ->
        [one] pole { $victims } widzi
       *[other] pola { $victims } widzą
    } oba: { $outcome }.

sudoku-xy-wing = W polu { $pivot } może być { $cands }. Jeśli jest tam { $a }, w polu { $first } jest { $d }; jeśli { $b }, w polu { $second } jest { $d }. Tak czy inaczej { $d } stoi w polu { $first } lub { $second }, a { $count ->
        [one] pole { $victims } widzi
       *[other] pola { $victims } widzą
    } oba: { $outcome }.
sudoku-xyz-wing = W polu { $first } może być { $m1 }, w polu { $second } { $m2 }, a w polu { $third } { $m3 }: cokolwiek stoi w polu { $first }, w jednym z tych trzech pól jest { $d }, a { $count ->
        [one] pole { $victims } widzi
       *[other] pola { $victims } widzą
    } wszystkie trzy: { $outcome }.
sudoku-w-wing = W polach { $first } i { $second } może być tylko { $x } lub { $y }. { $inline } cyfra { $x } może stać tylko w polu { $third } lub { $fourth }, które widzą pola { $first } i { $second }: gdyby w żadnym z pary nie było { $y }, w obu byłoby { $x } i dla { $x } nie zostałoby miejsca (tu: { $line }). Więc w jednym z nich jest { $y }: { $outcome }.
sudoku-colouring-link = { $a } lub { $b }
sudoku-colouring-then = potem
sudoku-colouring-clash = Każda z tych par to jedyne dwa miejsca na { $d } w jakimś obszarze, więc { $d } stoi w dokładnie jednym polu każdej pary: { $links }. Idąc wzdłuż łańcucha, gdyby { $d } stało w polu { $first }, stałoby też w polu { $last }; ale te pola się widzą. Więc żadne pole, w którym { $d } stałoby razem z polem { $first }, nie może go mieć: { $outcome }.
sudoku-colouring-sees = Każda z tych par to jedyne dwa miejsca na { $d } w jakimś obszarze, więc { $d } stoi w dokładnie jednym polu każdej pary: { $links }. Idąc wzdłuż łańcucha, { $d } stoi w polu { $first } lub { $last }, a { $count ->
        [one] pole { $victims } widzi
       *[other] pola { $victims } widzą
    } oba: { $outcome }.
sudoku-unique-rectangle = W polach { $cells } może być tylko { $a } lub { $b }, w trzech rogach prostokąta na dwóch blokach. Gdyby w polu { $corner } też mogło być { $a } lub { $b }, cyfry { $a } i { $b } mogłyby zamienić się miejscami w prostokącie i łamigłówka miałaby dwa rozwiązania. Ma tylko jedno (na tym opiera się ten krok), więc { $outcome }.
sudoku-forcing-contradiction = Gdyby w polu { $cell } było { $d }, wynikające stąd nagie i ukryte samotniki zostawiłyby jakieś pole lub obszar bez cyfry: { $outcome }.
sudoku-forcing-both = W polu { $cell } może być { $tried }. Cokolwiek tam stoi, wynikające stąd nagie i ukryte samotniki dają ten sam wynik dla pola { $target }: { $outcome }.

sky-bounds = { $clue } oznacza, że widać { $c } { $c ->
        [one] budynek
        [few] budynki
       *[many] budynków
    }, a każdy budynek widoczny za jakimś polem jest wyższy od budynku w tym polu; więc, licząc od tej strony, { $caps }: { $outcome }.
sky-cap = w { $pos ->
        [1] pierwszym
        [2] drugim
        [3] trzecim
        [4] czwartym
        [5] piątym
        [6] szóstym
        [7] siódmym
       *[other] ósmym
    } polu stoi najwyżej { $max }
sky-bounds-hidden = { $clue } oznacza, że widać { $c } { $c ->
        [one] budynek
        [few] budynki
       *[many] budynków
    }. { $hidden }, więc { $count ->
        [one] nie widać go
       *[other] nie widać ich
    } stamtąd nigdy; z wysokości, które mogą być widoczne, od najwyższej, { $room }: { $outcome }.
sky-behind = { $h } stoi za { $blocker }
sky-room-first = { $h } stoi co najmniej { $d } { $d ->
        [one] pole
        [few] pola
       *[many] pól
    } od brzegu
sky-room = { $h } co najmniej { $d }
sky-last-seen = { $clue } oznacza, że widać { $c } { $c ->
        [one] budynek
        [few] budynki
       *[many] budynków
    }. { $count ->
        [one] { $shown } to jeden z nich
       *[other] { $shown } to { $count } z nich
    }, a za polem { $at } nic już nie widać, więc budynek tuż przy wskazówce jest jedynym innym: jest wyższy niż { $between ->
        [1] pole
       *[other] { $between } pola
    } między nim a polem { $at }: { $outcome }.
sky-shown = { $h } w polu { $cell }
sky-enumeration = { $clue } dopuszcza tylko kilka sposobów wypełnienia kandydatami całej linii (tu: { $line }), a żaden z nich nie stawia tu tych wysokości: { $outcome }.
sky-line-enumeration = Spośród wszystkich sposobów wypełnienia (tu: { $line }) zgodnych z: { $parts }, żaden nie stawia tu tych wysokości: { $outcome }.
sky-its-candidates = kandydatami
sky-clue-above = wskazówką { $clue } nad nią
sky-clue-below = wskazówką { $clue } pod nią
sky-clue-left = wskazówką { $clue } po lewej
sky-clue-right = wskazówką { $clue } po prawej

## A step in plain words for a beginner (see the English file for the variables).
plain-single = Spójrz na pole { $cell }: każda cyfra oprócz { $d } stoi już w { $houses ->
        [boxes] jego wierszu, kolumnie lub bloku
       *[lines] jego wierszu lub kolumnie
    } albo jest wykluczona, więc w polu { $cell } jest { $d }.
plain-hidden-single = { $line }: { $d } może stać tylko { $place ->
        [column] w kolumnie { $n }
        [row] w wierszu { $n }
       *[cell] w polu { $cell }
    }, więc w polu { $cell } jest { $d }.
plain-sign = Znak mówi, że w polu { $lo } jest mniej niż w polu { $hi }. Więc { $both ->
        [yes] { $first }, a { $second }
       *[no] { $first }
    }.
plain-sign-part = w polu { $cell } nie może być { $digits } ({ $why ->
        [edge] { $side ->
            [lo] nic nie jest większe niż { $v }
           *[hi] nic nie jest mniejsze niż { $v }
        }
        [is] w polu { $other } jest { $v }
       *[bound] { $side ->
            [lo] w polu { $other } jest najwyżej { $v }
           *[hi] w polu { $other } jest co najmniej { $v }
        }
    })
plain-sign-chain = Idź za znakami: w polu { $cell } musi być { $side ->
        [greater] więcej
       *[less] mniej
    } niż w polach { $others }, a w tych polach stoją same różne cyfry, więc w polu { $cell } jest { $side ->
        [greater] co najmniej
       *[less] najwyżej
    } { $bound }. Nie może tam być { $digits }.
plain-naked-subset = { $line }: w polach { $cells } mogą stać razem tylko { $digits }, więc te cyfry są tam już zajęte i żadne inne pole tej linii nie może ich wziąć. Więc { $outcome }.
plain-hidden-subset = { $line }: { $digits } mogą stać tylko w polach { $cells }, więc w tych polach nie ma miejsca na nic innego. Więc { $outcome }.
plain-fish = Spójrz na { $bases }: cyfra { $d } może w nich stać tylko tam, gdzie przecinają je { $covers }. { $each ->
        [row] Każdy z tych wierszy
       *[column] Każda z tych kolumn
    } potrzebuje cyfry { $d }, więc { $covers } mają ją właśnie tam i nigdzie indziej: { $outcome }.

