## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Wpisz cyfrę od 1 do 9 w każde białe pole. Ciąg to rząd białych pól w poziomie lub w pionie między blokami; liczba w bloku przed nim to jego suma: nad przekątną dla ciągu w prawo, pod nią dla ciągu w dół.
kakuro-rules-sums = Cyfry ciągu dają jego sumę i są różne: 3 w dwóch polach to tylko 1 i 2.
kakuro-rules-given = Każda łamigłówka ma dokładnie jedno rozwiązanie, a prowadzi do niego sama logika: zacznij od sum, które da się ułożyć tylko na jeden sposób.

## Kakuro's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

kakuro-note-naked-single-look = Szukaj białego pola, w którym została tylko jedna cyfra.
kakuro-note-naked-single-why = Każde białe pole zawiera cyfrę i tylko ta jeszcze pasuje.
kakuro-note-naked-single-removes = Wpisz ją i skreśl ją w pozostałych polach jej ciągu poziomego i pionowego.
kakuro-note-unique-combination-look = Szukaj ciągu, którego sumę przy jego długości da się ułożyć tylko na jeden sposób: 3 lub 4 w dwóch polach, 6 lub 7 w trzech, 45 w dziewięciu.
kakuro-note-unique-combination-why = Cyfry w ciągu są różne i żaden inny zestaw różnych cyfr nie daje tej sumy.
kakuro-note-unique-combination-removes = Każde pole ciągu zachowuje tylko cyfry tego jednego zestawu.
kakuro-note-bounds-look = Spójrz na ciąg i na największe oraz najmniejsze cyfry, które mogą jeszcze przyjąć jego pozostałe pola.
kakuro-note-bounds-why = Jeśli nawet największe cyfry pozostałych pól nie doprowadzą cyfry do sumy albo nawet najmniejsze ją przekroczą, tej cyfry nie ma w polu.
kakuro-note-bounds-removes = Skreśl każdą cyfrę za małą lub za dużą dla jej ciągu.
kakuro-note-combination-intersection-look = Spójrz na krótki ciąg i wypisz zestawy różnych cyfr, które dają jego sumę i które jego pola mogą jeszcze przyjąć.
kakuro-note-combination-intersection-why = Tylko te zestawy mogą wypełnić ciąg, więc pole zachowuje tylko ich cyfry; tam, gdzie ciąg poziomy krzyżuje się z pionowym, zostaje tylko to, na co pozwalają oba.
kakuro-note-combination-intersection-removes = Skreśl każdą cyfrę, która nie pasuje do żadnego zestawu ciągu.
kakuro-note-required-digit-look = Szukaj cyfry, którą zawiera każdy zestaw dający sumę ciągu, a którą może przyjąć już tylko jedno pole ciągu.
kakuro-note-required-digit-why = Jakikolwiek zestaw wypełni ciąg, ta cyfra w nim jest i nie ma innego miejsca.
kakuro-note-required-digit-removes = Wpisz cyfrę w to pole: jego pozostałe cyfry odpadają.
kakuro-note-run-subset-look = Szukaj dwóch pól ciągu, które razem mają tylko te same dwie cyfry, albo trzech pól z tylko trzema cyframi.
kakuro-note-run-subset-why = Te pola przyjmą dokładnie te cyfry, a w ciągu żadna cyfra się nie powtarza.
kakuro-note-run-subset-removes = Skreśl te cyfry w pozostałych polach ciągu.
kakuro-note-long-run-combination-look = Spójrz na długi ciąg z pięcioma lub więcej otwartymi polami i ustal, które zestawy różnych cyfr dają resztę jego sumy.
kakuro-note-long-run-combination-why = Długie ciągi mają wiele zestawów, ale skreślone już cyfry wykluczają większość z nich i tylko pozostałe mogą wypełnić ciąg.
kakuro-note-long-run-combination-removes = Każde otwarte pole zachowuje tylko cyfry zestawu, który pozostałe otwarte pola mogą uzupełnić.
kakuro-note-sum-arithmetic-look = Spójrz na pas całych wierszy (lub kolumn): dodaj jego sumy poziome i odejmij sumy pionowe ciągów leżących w całości w pasie.
kakuro-note-sum-arithmetic-why = Oba sposoby liczą każde białe pole pasa raz, więc zostaje suma tych kilku pól, których ciągi pionowe wychodzą poza pas.
kakuro-note-sum-arithmetic-removes = Te pola zachowują tylko cyfry, które razem mogą dać tę sumę.

## Kakuro's step sentences: "$where: $outcome ($technique)." $where is a run (-step-run: $sum,
## $way the word -step-across or -step-down, $cell its first square), a band of rows or columns
## (-step-band: $lines) or a square; $outcome lists what is placed (-step-placed: $cell, $digit)
## and ruled out (-step-removed: $digits, $cells).

kakuro-step-run = ciąg { $way } o sumie { $sum } od { $cell }
kakuro-step-across = poziomy
kakuro-step-down = pionowy
kakuro-step-band = pas { $lines }
kakuro-step-step = { $where }: { $outcome } ({ $technique }).
kakuro-step-single = { $outcome } ({ $technique }).
kakuro-step-placed = { $cell } to { $digit }
kakuro-step-removed = { $digits } nie może być w { $cells }
