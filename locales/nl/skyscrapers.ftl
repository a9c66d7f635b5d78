## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Elk vakje van het diagram bevat een wolkenkrabber, en het getal erin is de hoogte. Elke rij en elke kolom bevat elke hoogte precies één keer: { $examples }.
skyscrapers-rules-clues = Een getal buiten het diagram zegt hoeveel wolkenkrabbers je vanaf die plek ziet als je langs de rij of kolom kijkt. Een hoger gebouw verbergt alle lagere erachter: je ziet een gebouw alleen als het hoger is dan alle gebouwen ervoor.
skyscrapers-rules-example = Een voorbeeld: in een rij van een diagram van { $n } bij { $n } betekent een 1 erbuiten dat het hoogste gebouw, de { $n }, er direct naast staat; een { $n } betekent dat je ze allemaal ziet, dus vanaf die kant loopt de rij op: 1, 2, … tot { $n }. Waar geen getal staat, is geen aanwijzing.
skyscrapers-rules-given = Sommige puzzels geven ook een paar hoogtes in het diagram. Elke puzzel heeft precies één oplossing, en met logica alleen kom je er: gokken is nooit nodig.

## Skyscrapers' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

skyscrapers-note-clue-one-look = Zoek een aanwijzing 1 buiten het rooster.
skyscrapers-note-clue-one-why = Van daaruit is alleen de eerste wolkenkrabber te zien, dus verbergt hij alle andere in de lijn: hij is de hoogste.
skyscrapers-note-clue-one-removes = Het vakje naast de aanwijzing krijgt de grootste hoogte.
skyscrapers-note-clue-full-look = Zoek een aanwijzing zo groot als het rooster, zoals een 5 naast een rooster van 5 bij 5.
skyscrapers-note-clue-full-why = Van daaruit is elke wolkenkrabber te zien, dus moet elke hoger zijn dan alle ervoor.
skyscrapers-note-clue-full-removes = De lijn stijgt vanaf die kant 1, 2, 3 enzovoort: elk vakje krijgt zijn hoogte.
skyscrapers-note-clue-bounds-look = Bekijk een aanwijzing en de vakjes er het dichtst bij, bijvoorbeeld een 3 naast een rooster van 5 bij 5.
skyscrapers-note-clue-bounds-why = Om er drie te zien staan er minstens twee lagere vóór de hoogste: de 5 staat niet in de eerste twee vakjes, het eerste is hoogstens 3, het tweede hoogstens 4.
skyscrapers-note-clue-bounds-removes = Streep dicht bij de aanwijzing de hoogtes weg die te weinig wolkenkrabbers zichtbaar zouden laten.
skyscrapers-note-facing-clues-look = Zoek een lijn met aanwijzingen aan beide uiteinden die samen één meer zijn dan de grootte van het rooster.
skyscrapers-note-facing-clues-why = De hoogste wordt van beide kanten gezien en elke andere hoogstens van één kant, dus heeft elke kant precies plaats voor wat hij ziet.
skyscrapers-note-facing-clues-removes = De hoogste staat zoveel vakjes van de eerste aanwijzing af als die zegt, het vakje ernaast als eerste geteld.
skyscrapers-note-clue-last-seen-look = Zoek een aanwijzing die onder de hoge wolkenkrabbers van zijn lijn al alle op één na ziet.
skyscrapers-note-clue-last-seen-why = De aanwijzing moet er nog één zien, en alleen het vakje ernaast kan dat nog zijn.
skyscrapers-note-clue-last-seen-removes = Dat vakje moet hoger zijn dan elk vakje tussen hem en de al geziene wolkenkrabbers: streep de te lage hoogtes weg.
skyscrapers-note-clue-enumeration-look = Bekijk één aanwijzing en zijn lijn, met de kandidaten van de vakjes.
skyscrapers-note-clue-enumeration-why = Maar een paar volgordes van hoogtes passen bij die kandidaten en laten de aanwijzing precies zijn aantal wolkenkrabbers zien, en de oplossing is er een van.
skyscrapers-note-clue-enumeration-removes = Een hoogte die geen van die volgordes in een vakje zet, wordt daar weggestreept.
skyscrapers-note-line-enumeration-look = Bekijk een lijn met aanwijzingen aan beide uiteinden, met de kandidaten van de vakjes.
skyscrapers-note-line-enumeration-why = De hoogtes van de lijn moeten tegelijk bij beide aanwijzingen en de kandidaten passen, wat minder volgordes overlaat dan elke aanwijzing alleen, en de oplossing is er een van.
skyscrapers-note-line-enumeration-removes = Een hoogte die geen van de overgebleven volgordes in een vakje zet, wordt daar weggestreept.

## Skyscrapers' clue steps in books other than English (English books print the sentences of
## src/skyscrapers/explain.rs; these English ones are the source for translators). A clue by its
## side ($clue, $n the column or row); $line the row or column, $climb the heights in order,
## $other the facing clue, $sum the two clues' total, $outcome what the step places or rules out.

skyscrapers-step-top = de aanwijzing { $clue } boven kolom { $n }
skyscrapers-step-bottom = de aanwijzing { $clue } onder kolom { $n }
skyscrapers-step-left = de aanwijzing { $clue } links van rij { $n }
skyscrapers-step-right = de aanwijzing { $clue } rechts van rij { $n }
skyscrapers-step-clue-one = { $clue } betekent dat je maar één gebouw ziet, dus het hoogste staat er direct naast: { $outcome }.
skyscrapers-step-clue-full = { $clue } betekent dat je alle gebouwen ziet, dus vanaf die kant loopt { $line } op als { $climb }: { $outcome }.
skyscrapers-step-facing = { $clue } en { $other } zijn samen { $sum }, één meer dan de grootte, dus het hoogste gebouw wordt van beide kanten gezien zonder speling: { $outcome }.
