## Schritte, die ihren Grund nennen: Zeichenketten und Schlussketten des lateinischen Kerns,
## Sudokus Flügel, Färbung, Rechtecke und Schlussketten, die Hinweis-Techniken der
## Wolkenkratzer. $outcome ist, was der Schritt ausschließt oder einträgt („Z2S3 kann nicht 4
## sein“), $victims die Kästchen, die eine Ziffer verlieren, $count ihre Anzahl. Ein Satz darf
## mit einer Variablen beginnen: Das Buch schreibt den ersten Buchstaben jedes Satzes groß.

step-sign-chain-less = { $cell } ist kleiner als { $others } (direkt oder über eine Kette von Zeichen), und diese Kästchen enthalten lauter verschiedene Ziffern, also ist { $cell } höchstens { $bound }: Es kann nicht { $digits } sein.
step-sign-chain-greater = { $cell } ist größer als { $others } (direkt oder über eine Kette von Zeichen), und diese Kästchen enthalten lauter verschiedene Ziffern, also ist { $cell } mindestens { $bound }: Es kann nicht { $digits } sein.

step-chain-start = { $cell } ist { $cands }. Ist es nicht { $target }, dann ist es { $value }
step-chain-link = also ist { $cell } ({ $cands }) { $value }
step-chain-end = { $chain }. So oder so ist { $start } oder { $end } die { $target }, und { $victims } { $count ->
        [one] sieht
       *[other] sehen
    } beide: { $outcome }.

sudoku-xy-wing = { $pivot } ist { $cands }. Ist es { $a }, dann ist { $first } { $d }; ist es { $b }, dann ist { $second } { $d }. So oder so ist { $first } oder { $second } die { $d }, und { $victims } { $count ->
        [one] sieht
       *[other] sehen
    } beide: { $outcome }.
sudoku-xyz-wing = { $first } ist { $m1 }, { $second } ist { $m2 } und { $third } ist { $m3 }: Was { $first } auch ist, eines der drei ist die { $d }, und { $victims } { $count ->
        [one] sieht
       *[other] sehen
    } alle drei: { $outcome }.
sudoku-w-wing = { $first } und { $second } können beide nur { $x } oder { $y } sein. { $inline } kann die { $x } nur in { $third } oder { $fourth } stehen, die { $first } und { $second } sehen: Wäre keines der beiden die { $y }, wären beide die { $x }, und die { $x } hätte keinen Platz mehr in { $line }. Also ist eines von ihnen die { $y }: { $outcome }.
sudoku-colouring-link = { $a } oder { $b }
sudoku-colouring-then = dann
sudoku-colouring-clash = Jedes dieser Paare ist der einzige Platz für die { $d } in einem Bereich, also enthält genau eines von beiden die { $d }: { $links }. Folgt man der Kette, dann enthielte { $last } die { $d }, wenn { $first } sie enthielte; aber die beiden sehen sich. Also kann kein Kästchen die { $d } enthalten, das sie zusammen mit { $first } enthielte: { $outcome }.
sudoku-colouring-sees = Jedes dieser Paare ist der einzige Platz für die { $d } in einem Bereich, also enthält genau eines von beiden die { $d }: { $links }. Folgt man der Kette, enthält { $first } oder { $last } die { $d }, und { $victims } { $count ->
        [one] sieht
       *[other] sehen
    } beide: { $outcome }.
sudoku-unique-rectangle = { $cells } können nur { $a } oder { $b } sein und bilden drei Ecken eines Rechtecks über zwei Blöcke. Wäre auch { $corner } { $a } oder { $b }, könnten { $a } und { $b } im Rechteck die Plätze tauschen, und das Rätsel hätte zwei Lösungen. Es hat aber nur eine (darauf beruht dieser Schritt), also: { $outcome }.
sudoku-forcing-contradiction = Wäre { $cell } die { $d }, dann ließen Nackte und Versteckte Einer von dort aus ein Kästchen oder einen Bereich ohne Ziffer: { $outcome }.
sudoku-forcing-both = { $cell } ist { $tried }. Was es auch ist, Nackte und Versteckte Einer von dort aus führen für { $target } zum selben Ergebnis: { $outcome }.

sky-bounds = { $clue } bedeutet: Man sieht { $c } Gebäude, und jedes Gebäude, das hinter einem Kästchen zu sehen ist, ist höher als das darin. Von diesem Rand aus gezählt ist also { $caps }: { $outcome }.
sky-cap = das { $pos ->
        [1] erste
        [2] zweite
        [3] dritte
        [4] vierte
        [5] fünfte
        [6] sechste
        [7] siebte
       *[other] achte
    } Kästchen höchstens { $max }
sky-bounds-hidden = { $clue } bedeutet: Man sieht { $c } Gebäude. { $hidden }, also { $count ->
        [one] ist es
       *[other] sind sie
    } von dort nie zu sehen; von den Höhen, die zu sehen sein können, steht, die höchste zuerst, { $room }: { $outcome }.
sky-behind = die { $h } steht hinter der { $blocker }
sky-room-first = die { $h } mindestens { $d } { $d ->
        [one] Kästchen
       *[other] Kästchen
    } vom Rand entfernt
sky-room = die { $h } mindestens { $d }
sky-last-seen = { $clue } bedeutet: Man sieht { $c } Gebäude. { $count ->
        [one] { $shown } ist eines davon
       *[other] { $shown } sind { $count } davon
    }, und hinter { $at } ist nichts mehr zu sehen, also ist das Gebäude direkt am Hinweis das einzige andere: Es ist höher als { $between ->
        [1] das Kästchen
       *[other] die { $between } Kästchen
    } zwischen ihm und { $at }: { $outcome }.
sky-shown = die { $h } in { $cell }
sky-enumeration = { $clue } lässt nur einige Arten zu, { $line } mit ihren Kandidaten zu füllen, und keine davon setzt diese Höhen hierher: { $outcome }.
sky-line-enumeration = Von allen Arten, { $line } passend zu { $parts } zu füllen, setzt keine diese Höhen hierher: { $outcome }.
sky-its-candidates = ihren Kandidaten
sky-clue-above = dem Hinweis { $clue } darüber
sky-clue-below = dem Hinweis { $clue } darunter
sky-clue-left = dem Hinweis { $clue } links davon
sky-clue-right = dem Hinweis { $clue } rechts davon

## A step in plain words for a beginner (see the English file for the variables).
plain-single = Sehen Sie sich { $cell } an: Jede Ziffer außer der { $d } steht schon in { $houses ->
        [boxes] derselben Zeile, derselben Spalte oder demselben Block
       *[lines] derselben Zeile oder Spalte
    } oder ist ausgeschlossen, also steht in { $cell } die { $d }.
plain-hidden-single = Sehen Sie sich { $line } an: Die { $d } passt dort nur in { $place ->
        [column] das Kästchen in Spalte { $n }
        [row] das Kästchen in Zeile { $n }
       *[cell] { $cell }
    }, also steht in { $cell } die { $d }.
plain-sign = Das Zeichen sagt: { $lo } ist kleiner als { $hi }. Das heißt: { $both ->
        [yes] { $first }, und { $second }
       *[no] { $first }
    }.
plain-sign-part = { $cell } kann nicht { $digits } sein ({ $why ->
        [edge] { $side ->
            [lo] nichts ist größer als { $v }
           *[hi] nichts ist kleiner als { $v }
        }
        [is] { $other } ist { $v }
       *[bound] { $side ->
            [lo] { $other } ist höchstens { $v }
           *[hi] { $other } ist mindestens { $v }
        }
    })
plain-sign-chain = Folgen Sie den Zeichen: { $cell } muss { $side ->
        [greater] größer
       *[less] kleiner
    } sein als { $others }, und dort stehen lauter verschiedene Ziffern, also ist { $cell } { $side ->
        [greater] mindestens
       *[less] höchstens
    } { $bound }. Es kann nicht { $digits } sein.
plain-naked-subset = Sehen Sie sich { $line } an: In { $cells } passen zusammen nur { $digits }, also sind diese Ziffern dort schon vergeben, und kein anderes Kästchen der Linie kann sie nehmen. Das heißt: { $outcome }.
plain-hidden-subset = Sehen Sie sich { $line } an: { $digits } passen nur in { $cells }, also ist dort für nichts anderes Platz. Das heißt: { $outcome }.
plain-fish = In den { $bases } passt die { $d } nur in die { $covers }. Jede dieser { $each ->
        [row] Zeilen
       *[column] Spalten
    } braucht ihre { $d }, also bekommen die { $covers } ihre dort und nirgends sonst: { $outcome }.

