## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Kleur vakjes in tot er een verborgen tekening verschijnt. De getallen naast elke rij en boven elke kolom zijn de lengtes van de blokken gekleurde vakjes in die lijn, op volgorde: van links naar rechts in een rij, van boven naar onder in een kolom.
nonogram-rules-gaps = Tussen twee blokken ligt minstens één leeg vakje; voor het eerste en na het laatste blok mogen er willekeurig veel liggen. Een lijn met 0 heeft geen gekleurde vakjes.
nonogram-rules-start = Begin met lijnen die hun blokken bijna vullen: een blok van 8 in een lijn van 10 bedekt de middelste 6 vakjes, hoe je het ook schuift. Zet een stip in vakjes waarvan je weet dat ze leeg zijn, zodat de ruimte van de blokken krimpt, en wissel tussen rijen en kolommen.
nonogram-rules-given = Elke puzzel heeft precies één oplossing, en met logica alleen kom je er: gokken is nooit nodig. De dikkere lijnen om de vijf vakjes helpen bij het tellen.

## Nonograms' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

nonogram-note-completed-run-look = Zoek een blok gekleurde vakjes zo lang als het enige blok van de aanwijzing dat het kan zijn.
nonogram-note-completed-run-why = Een blok is precies zo lang als zijn getal, dus is dat blok compleet en kan het niet groeien.
nonogram-note-completed-run-removes = Markeer de vakjes aan beide uiteinden van het blok als leeg.
nonogram-note-edge-forcing-look = Zoek een gekleurd vakje dicht bij de rand, of dicht bij vakjes waarvan je weet dat ze leeg zijn.
nonogram-note-edge-forcing-why = Het hoort bij het eerste blok aan die kant, en dat kan niet vóór de rand beginnen, dus moet het ver genoeg voorbij het vakje reiken om zijn lengte te halen.
nonogram-note-edge-forcing-removes = Kleur de vakjes vanaf het gekleurde tot waar het blok minstens moet reiken.
nonogram-note-small-gap-look = Zoek vakjes die geen blok van de aanwijzing kan bereiken, en ruimtes tussen lege vakjes.
nonogram-note-small-gap-why = Een blok heeft zoveel vrije vakjes op een rij nodig als zijn getal, dus past in een ruimte die korter is dan elk blok dat er zou kunnen komen er geen enkel.
nonogram-note-small-gap-removes = Markeer die vakjes en ruimtes als leeg.
nonogram-note-overlap-look = Zoek een blok dat lang is vergeleken met de ruimte die het heeft, zoals een blok van 8 in een lijn van 10.
nonogram-note-overlap-why = Zo ver mogelijk naar links en dan naar rechts geschoven bedekt het blok sommige vakjes beide keren, en waar het ook echt ligt, het bedekt ze.
nonogram-note-overlap-removes = Kleur de vakjes die het blok in beide standen bedekt.
nonogram-note-line-solving-look = Bekijk één lijn, haar aanwijzing en de vakjes die er al vaststaan.
nonogram-note-line-solving-why = Elke manier om de blokken te leggen die bij de bekende vakjes past, kan de oplossing zijn, dus staat vast waarover ze het allemaal eens zijn.
nonogram-note-line-solving-removes = Kleur een vakje dat in elke manier gekleurd is, en markeer een vakje als leeg dat in elke manier leeg is.
nonogram-note-contradiction-look = Zoek een vakje dat veel beslist, en neem aan dat het gekleurd is.
nonogram-note-contradiction-why = Los van daaruit de lijnen op: kan een lijn haar blokken niet meer kwijt, dan was de aanname fout, want de oplossing breekt geen enkele lijn.
nonogram-note-contradiction-removes = Het vakje is leeg (of gekleurd, als de aanname dat het leeg is mislukt).

## Nonograms' step sentences. A line step: "$Line ($clue): $reason. $outcome ($technique)."
## with -step-reason-TECHNIQUE why the technique decides, $outcome the squares filled (-step-filled)
## and left empty (-step-empty), or both (-step-both). A contradiction: -step-contradiction, $value
## and $other -step-value-filled or -step-value-empty. -step-none is the clue of an empty line.

nonogram-step-line-step = { $Line } ({ $clue }): { $reason }. { $outcome } ({ $technique }).
nonogram-step-filled = Gekleurd: { $cells }
nonogram-step-empty = Leeg: { $cells }
nonogram-step-both = { $filled }; { $empty }
nonogram-step-contradiction = Als { $cell } { $value } was, lieten de lijnen van daaruit { $line } ({ $clue }) geen plek voor haar blokken, dus { $cell } is { $other } ({ $technique }).
nonogram-step-value-filled = gekleurd
nonogram-step-value-empty = leeg
nonogram-step-none = 0
nonogram-step-reason-completed-run = een blok gekleurde vakjes is zo lang als het blok dat het moet zijn, dus het is compleet
nonogram-step-reason-edge-forcing = een gekleurd vakje dicht bij de rand hoort bij het eerste blok daar, dat erlangs moet reiken
nonogram-step-reason-small-gap = geen blok kan deze vakjes bereiken, of de ruimte is te kort voor elk mogelijk blok
nonogram-step-reason-overlap = elk blok, helemaal naar links en helemaal naar rechts geschoven, bedekt nog deze vakjes
nonogram-step-reason-line-solving = elke manier om de blokken te leggen die bij de bekende vakjes past, is het hier eens

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Elke techniek wordt getoond op een rooster dat voor deze pagina is gemaakt, niet op een puzzel uit dit boek, vlak voor de stap: vakjes waarvan je al weet dat ze gekleurd zijn, zijn zwart en vakjes waarvan je weet dat ze leeg zijn, hebben een stip, de lijn waar je naar kijkt is lichtgrijs, de vakjes die de stap kleurt zijn donkergrijs en de vakjes die hij leeg toont hebben een kruisje.
