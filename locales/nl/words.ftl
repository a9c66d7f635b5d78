## De vaste teksten van een boek: koppen, labels, kopregels, spelregels, niveaunamen en de regels
## van de omslag. { $name } vult het boek in; { $Name } is dezelfde waarde met een hoofdletter.

published-by = Uitgegeven door { $publisher }
credit = Gemaakt met bookmaker { $version } uit boekzaad { $seed }, formaat { $trim }, sjabloon { $template }. Dezelfde specificatie, gebouwd met dezelfde versie van bookmaker, geeft dit boek opnieuw, puzzel voor puzzel.
contents = Inhoud
contents-continued = Inhoud (vervolg)
how-to-play = Spelregels
how-to-play-kind = Spelregels: { $kind }
continued = { $title } (vervolg)
solving-example = Het voorbeeld stap voor stap
solving-kind-example = Stap voor stap: { $kind }
contents-puzzle = { $name }: puzzel { $range }
contents-puzzles = { $name }: puzzels { $range }
contents-answers = Oplossingen { $range }
contents-section-answers = { $name }: oplossingen { $range }
notes = Aantekeningen
book-rule = In elk deel worden de puzzels steeds moeilijker. De sterren bij het nummer van elke puzzel geven het niveau aan: één ster voor makkelijk, twee voor gemiddeld, drie voor moeilijk. De oplossingen staan achter in het boek: de regel boven elke puzzel noemt de pagina van de oplossing.
example-intro = Hier is een klein voorbeeld. De getallen naast het diagram nummeren de rijen en kolommen: R2K3 is het vakje in rij 2, kolom 3. Op de volgende pagina wordt het stap voor stap opgelost.
steps-intro = Wie puzzelt, noteert welke cijfers elk leeg vakje nog kan bevatten, de kandidaten, en streept ze een voor een weg. De eerste stappen:
steps-more = Stappen van dezelfde soort, nog { $n }, vullen het diagram:
steps-done = En het diagram is vol:
puzzle-label = Puzzel { $n } · oplossing blz. { $page }
puzzle-label-short = { $n } · oplossing blz. { $page }
puzzle-label-shortest = { $n } · opl. blz. { $page }
puzzle-label-hint = Puzzel { $n } · tip blz. { $hint } · oplossing blz. { $page }
puzzle-label-hint-short = { $n } · tip blz. { $hint } · opl. blz. { $page }
puzzle-label-hint-shortest = { $n } · t. { $hint } · o. { $page }
answer-label = Puzzel { $n } · bladzijde { $page }
answer-label-short = { $n } · bladzijde { $page }
answer-label-shortest = { $n } · blz. { $page }
answer-titled = { $label }: { $title }
answer-head = Oplossing { $n }
answers-head = Oplossingen { $first }–{ $last }
easy = makkelijk
medium = gemiddeld
hard = moeilijk
expert = zeer moeilijk
master = meester
and = en
or = of
cell = R{ $row }K{ $col }
step-row = rij { $n }
step-column = kolom { $n }
step-box = blok { $n }
step-in-row = in rij { $n }
step-in-column = in kolom { $n }
step-in-box = in blok { $n }
step-must-be = { $cell } moet { $d } zijn
step-cannot-be = { $cells } kan geen { $digits } zijn
step-cannot-be-many = { $cells } kunnen geen { $digits } zijn
step-naked-single = { $cell } moet { $d } zijn: alle andere cijfers zijn daar uitgesloten.
step-hidden-single = { $cell } moet { $d } zijn: het is het enige vakje { $line } waar de { $d } kan staan.
step-full-house = { $cell } moet { $d } zijn: het is het laatste lege vakje { $line }, en de { $d } is het cijfer dat daar nog ontbreekt.
step-naked-subset = { $cells } bevatten samen alleen { $digits }, dus geen ander vakje { $line } kan { $any } bevatten: { $outcome }.
step-hidden-subset = { $Line } kunnen { $digits } alleen in { $cells }, dus die vakjes bevatten niets anders: { $outcome }.
step-confined = { $Line } kan de { $d } alleen in { $cells }, allemaal { $other }; dus kan de { $d } nergens anders { $other } staan: { $outcome }.
step-fish = In { $base } kan de { $d } alleen in { $cover }, dus kan de { $d } nergens anders in { $cover } staan: { $outcome }.
# How many cells a hidden subset fills (`{count}` of step-hidden-subset, unused here).
step-how-many = { $count }
# Lines of one kind grouped: `$word` (step-lines-word), `$numbers` ("1 and 3").
step-lines = { $word } { $numbers }
# The word for `$count` lines of kind `$line` (row, column or box).
step-lines-word = { $line ->
        [row] { $count ->
            [one] rij
           *[other] rijen
        }
        [box] { $count ->
            [one] blok
           *[other] blokken
        }
       *[column] { $count ->
            [one] kolom
           *[other] kolommen
        }
    }
# How a step sentence ends: `$step` the sentence without its full stop, `$technique` the
# technique's name; this language's books leave the name out.
step-tagged = { $step }.
cover-inside = In dit boek
cover-level-line = { $n } { $puzzles } ({ $level }), { $grids }
cover-how-to-play = Spelregels, met een uitgewerkt voorbeeld
cover-answers = De oplossingen van alle puzzels achterin
cover-try = Probeer puzzel { $n } ({ $level }):
steps-partway = Links het rooster na deze stappen, met de kandidaten klein ingevuld. Nog { $n } stappen van dezelfde soort maken het af:
partway-caption = Na stap { $n }
solved-caption = Opgelost
hints = Tips
hints-intro = Vast? Elke tip zegt waar je moet kijken en welk idee je daar verder helpt, met de bladzijde die het uitlegt. De oplossing geeft hij niet: zet die stap zelf en ga dan alleen verder.
hint-look = Kijk naar { $place }: { $idea }.
hint-idea = { $name }, blz. { $page }
contents-techniques = { $name }: technieken die je nodig hebt
techniques = Technieken die je nodig hebt
techniques-of = Technieken die je nodig hebt: { $section }
techniques-intro = Elke techniek wordt getoond op een rooster dat voor deze pagina is gemaakt, niet op een puzzel uit dit boek, vlak voor de stap: de kandidaten klein ingevuld, de vakjes waar je naar kijkt grijs, en de kandidaten die de stap uitsluit doorgestreept.
techniques-earlier = Eerder in dit boek al uitgelegd: { $names }.
techniques-intro-kids = Elke truc wordt getoond op een rooster dat voor deze pagina is gemaakt. De kleine grijze getallen in een vakje zijn de getallen die er nog kunnen staan, de grijze vakjes zijn waar je kijkt, en een doorgestreept getal is er een dat de truc uitsluit.
technique-trick = Truc { $n }
example-intro-kids = Hier is een klein voorbeeld. De getallen naast het rooster tellen de rijen en kolommen. De volgende pagina lost het stap voor stap op.
steps-intro-kids = Schrijf klein in elk leeg vakje de getallen die er nog kunnen staan, en streep ze door terwijl je verdergaat. De eerste stappen:
steps-partway-kids = Links het rooster na deze stappen: de kleine grijze getallen kunnen nog in hun vakje. Nog { $n } van zulke stappen maken het af:
kid-single = Kijk naar het vakje in rij { $row }, kolom { $col }: daar past alleen de { $d }, dus vul daar een { $d } in.
kid-hidden = Kijk naar { $line }: de { $d } past daar maar in één vakje, namelijk in rij { $row }, kolom { $col }, dus vul daar de { $d } in.
technique-seen = Hier: { $step }
cover-headline = Pure logica, één oplossing, nooit gokken
level-range = { $easiest } tot { $hardest }

# The digits a grid of order $n holds, listed in a Latin kind's rules ("… and …").
grid-digits = 1 tot en met { $n } in een diagram van { $n } bij { $n }
technique-index = Register van technieken
index-intro = Elke techniek die dit boek leert, de bladzijde die haar uitlegt en de puzzels waarvan de oplossing haar nodig heeft: kies er een om haar te oefenen.
index-all = { $list } … ({ $n } in totaal)
index-none = geen
hints-where = Tips: waar kijken
hints-where-intro = Vast? Elke tip hier zegt alleen waar je moet kijken. Nog steeds vast? Het idee dat je verder helpt staat op de volgende bladzijden, met de bladzijde die het uitlegt.
hints-ideas = Tips: welk idee
hints-ideas-intro = Voor elke puzzel het idee dat je verder helpt waar de eerste tip je heen stuurde, met de bladzijde die het uitlegt. De oplossing geeft het niet: zet die stap zelf.
hint-where = Kijk naar { $place }.
hint-what = { $idea }.
