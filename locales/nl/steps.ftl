## Stappen die hun reden noemen: tekenketens en afleidingsketens van de Latijnse kern,
## vleugels, kleuren, rechthoeken en ketens van Sudoku, de aanwijzingen van Wolkenkrabbers.
## $outcome is wat de stap uitsluit of invult („R2K3 kan geen 4 zijn”), $victims de vakjes die
## een cijfer verliezen, $count hoeveel het er zijn. Een zin mag met een variabele beginnen:
## het boek schrijft de eerste letter van elke zin met een hoofdletter.

step-sign-chain-less = { $cell } is kleiner dan { $others } (direct of via een keten van tekens), en die vakjes bevatten allemaal verschillende cijfers, dus { $cell } is hoogstens { $bound }: het kan geen { $digits } zijn.
step-sign-chain-greater = { $cell } is groter dan { $others } (direct of via een keten van tekens), en die vakjes bevatten allemaal verschillende cijfers, dus { $cell } is minstens { $bound }: het kan geen { $digits } zijn.

step-chain-start = { $cell } is { $cands }. Is het geen { $target }, dan is het { $value }
step-chain-link = dus { $cell } ({ $cands }) is { $value }
step-chain-end = { $chain }. Hoe dan ook is { $start } of { $end } een { $target }, en { $victims } { $count ->
        [one] ziet
       *[other] zien
    } ze allebei: { $outcome }.

sudoku-xy-wing = { $pivot } is { $cands }. Is het { $a }, dan is { $first } { $d }; is het { $b }, dan is { $second } { $d }. Hoe dan ook is { $first } of { $second } een { $d }, en { $victims } { $count ->
        [one] ziet
       *[other] zien
    } ze allebei: { $outcome }.
sudoku-xyz-wing = { $first } is { $m1 }, { $second } is { $m2 } en { $third } is { $m3 }: wat { $first } ook is, een van de drie is een { $d }, en { $victims } { $count ->
        [one] ziet
       *[other] zien
    } alle drie: { $outcome }.
sudoku-w-wing = { $first } en { $second } kunnen allebei alleen { $x } of { $y } zijn. { $inline } kan de { $x } alleen in { $third } of { $fourth }, die { $first } en { $second } zien: als geen van het paar een { $y } was, waren ze allebei { $x } en had de { $x } geen plaats meer in { $line }. Dus een van hen is een { $y }: { $outcome }.
sudoku-colouring-link = { $a } of { $b }
sudoku-colouring-then = dan
sudoku-colouring-clash = Elk van deze paren is de enige plek voor de { $d } in een gebied, dus precies één vakje van elk paar bevat de { $d }: { $links }. Volg je de keten, dan zou { $last } de { $d } bevatten als { $first } hem bevatte; maar ze zien elkaar. Dus geen vakje dat de { $d } samen met { $first } zou bevatten kan hem bevatten: { $outcome }.
sudoku-colouring-sees = Elk van deze paren is de enige plek voor de { $d } in een gebied, dus precies één vakje van elk paar bevat de { $d }: { $links }. Volg je de keten, dan bevat { $first } of { $last } de { $d }, en { $victims } { $count ->
        [one] ziet
       *[other] zien
    } ze allebei: { $outcome }.
sudoku-unique-rectangle = { $cells } kunnen alleen { $a } of { $b } zijn, op drie hoeken van een rechthoek over twee blokken. Was { $corner } ook { $a } of { $b }, dan konden de { $a } en de { $b } in de rechthoek van plaats wisselen en had de puzzel twee oplossingen. Hij heeft er maar één (daarop berust deze stap), dus { $outcome }.
sudoku-forcing-contradiction = Was { $cell } een { $d }, dan lieten de naakte en verborgen enkelingen die volgen een vakje of gebied zonder cijfer: { $outcome }.
sudoku-forcing-both = { $cell } is { $tried }. Wat het ook is, de naakte en verborgen enkelingen die volgen geven { $target } hetzelfde resultaat: { $outcome }.

sky-bounds = { $clue } betekent dat je { $c } gebouwen ziet, en elk gebouw dat achter een vakje te zien is, is hoger dan het gebouw in dat vakje; vanaf die kant geteld is dus { $caps }: { $outcome }.
sky-cap = het { $pos ->
        [1] eerste
        [2] tweede
        [3] derde
        [4] vierde
        [5] vijfde
        [6] zesde
        [7] zevende
       *[other] achtste
    } vakje hoogstens { $max }
sky-bounds-hidden = { $clue } betekent dat je { $c } gebouwen ziet. { $hidden }, dus { $count ->
        [one] het is
       *[other] ze zijn
    } daarvandaan nooit te zien; van de hoogten die wel te zien kunnen zijn, de hoogste eerst, { $room }: { $outcome }.
sky-behind = de { $h } staat achter de { $blocker }
sky-room-first = de { $h } staat minstens { $d } { $d ->
        [one] vakje
       *[other] vakjes
    } van de rand
sky-room = de { $h } minstens { $d }
sky-last-seen = { $clue } betekent dat je { $c } gebouwen ziet. { $count ->
        [one] { $shown } is er een van
       *[other] { $shown } zijn er { $count } van
    }, en voorbij { $at } is niets te zien, dus het gebouw naast de aanwijzing is het enige andere: het is hoger dan { $between ->
        [1] het vakje
       *[other] de { $between } vakjes
    } tussen hem en { $at }: { $outcome }.
sky-shown = de { $h } in { $cell }
sky-enumeration = { $clue } laat maar enkele manieren toe om { $line } met de kandidaten te vullen, en geen ervan zet deze hoogten hier: { $outcome }.
sky-line-enumeration = Van alle manieren om { $line } te vullen die passen bij { $parts }, zet geen enkele deze hoogten hier: { $outcome }.
sky-its-candidates = de kandidaten
sky-clue-above = de aanwijzing { $clue } erboven
sky-clue-below = de aanwijzing { $clue } eronder
sky-clue-left = de aanwijzing { $clue } links ervan
sky-clue-right = de aanwijzing { $clue } rechts ervan

## A step in plain words for a beginner (see the English file for the variables).
plain-single = Kijk naar { $cell }: elk cijfer behalve de { $d } staat al in { $houses ->
        [boxes] zijn rij, kolom of blok
       *[lines] zijn rij of kolom
    } of valt af, dus { $cell } is { $d }.
plain-hidden-single = Kijk naar { $line }: de { $d } kan alleen { $place ->
        [column] in kolom { $n }
        [row] in rij { $n }
       *[cell] in { $cell }
    }, dus { $cell } is { $d }.
plain-sign = Het teken zegt dat { $lo } kleiner is dan { $hi }. Dus: { $both ->
        [yes] { $first }, en { $second }
       *[no] { $first }
    }.
plain-sign-part = { $cell } kan geen { $digits } zijn ({ $why ->
        [edge] { $side ->
            [lo] niets is groter dan { $v }
           *[hi] niets is kleiner dan { $v }
        }
        [is] { $other } is { $v }
       *[bound] { $side ->
            [lo] { $other } is hoogstens { $v }
           *[hi] { $other } is minstens { $v }
        }
    })
plain-sign-chain = Volg de tekens: { $cell } moet { $side ->
        [greater] groter
       *[less] kleiner
    } zijn dan { $others }, en die vakjes bevatten allemaal verschillende cijfers, dus { $cell } is { $side ->
        [greater] minstens
       *[less] hoogstens
    } { $bound }. Het kan geen { $digits } zijn.
plain-naked-subset = Kijk naar { $line }: in { $cells } passen samen alleen { $digits }, dus die cijfers zijn daar al bezet, en geen ander vakje van de lijn kan ze nemen. Dus: { $outcome }.
plain-hidden-subset = Kijk naar { $line }: { $digits } passen alleen in { $cells }, dus die vakjes hebben geen plek voor iets anders. Dus: { $outcome }.
plain-fish = In de { $bases } kan de { $d } alleen in de { $covers }. Elk van die { $each ->
        [row] rijen
       *[column] kolommen
    } heeft zijn { $d } nodig, dus de { $covers } krijgen die daar en nergens anders: { $outcome }.

