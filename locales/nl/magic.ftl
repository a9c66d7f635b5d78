## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Vul elk leeg vakje met een getal, zodat elk getal precies één keer voorkomt. De regel onder elk diagram zegt welke getallen je gebruikt en waartoe elke lijn optelt, bijvoorbeeld ‘{ $example }’.
magic-rules-line = Een lijn is een rij, een kolom of een van de twee diagonalen van hoek tot hoek.
magic-rules-start = Begin met een lijn waarin nog maar één vakje leeg is: daarin staat het totaal min de getallen die er al staan. Is geen lijn zo ver, schrijf dan de vrije getallen op die een lijn kunnen afmaken en streep de getallen weg die niet passen bij de andere lijnen door hetzelfde vakje.
magic-rules-given = De gedrukte getallen zijn gegeven. Elke puzzel heeft precies één oplossing, en met logica alleen kom je er: gokken is nooit nodig.

## Magic squares' step sentences in books other than English (English books print the
## sentences of src/magic/explain.rs; these English ones are the source for translators). $line a
## row, column or diagonal (the diagonals and "a line" named here), $cell a square, $v its number,
## $sum the sum worked out ("34 – 13 – 10 – 7 = 4"), $k how many, $blanks the empty squares,
## $ways the ways listed (": 1 + 6 or 2 + 5") or counted (-step-ways; a piece that starts with a
## space writes it as { " " }), $outcome what the step rules out.

magic-step-diagonal = de diagonaal vanaf linksboven
magic-step-anti-diagonal = de diagonaal vanaf rechtsboven
magic-step-line = een lijn
magic-step-one-blank = { $line } heeft één leeg vakje: { $sum }, dus { $cell } is { $v }.
magic-step-naked = Voor { $cell } blijft alleen { $v } over: elk ander getal is al gebruikt of kan een van zijn lijnen niet afmaken. Dus { $cell } is { $v }.
magic-step-hidden = { $v } staat nog niet in het diagram, en { $cell } is het enige vakje waar het nog in kan. Dus { $cell } is { $v }.
magic-step-line-sum = { $line } heeft { $k } lege vakjes, { $blanks }, die met nog ongebruikte getallen, elk nog mogelijk in zijn vakje, samen { $sum } moeten zijn{ $ways }. Dus: { $outcome }.
magic-step-ways = , op { $k } manieren

## The square's numbers in running text: a range ($a to $z), or a list with a step ($a, $b … $z).

magic-numbers-range = de getallen { $a } tot en met { $z }
magic-numbers-list = de getallen { $a }, { $b } … { $z }

## What a grid prints under it, longest first (the drawing takes the first that fits): $numbers
## as above ({ $Numbers } with a capital), $short the numbers in figures ("4–12"), $t the total.

magic-caption-long = Gebruik { $numbers }; elke lijn telt op tot { $t }
magic-caption-medium = { $Numbers }; elke lijn telt { $t }
magic-caption-short = { $short }; som { $t }

## Magic squares' technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

magic-note-one-blank-line-look = Zoek een rij, kolom of diagonaal met nog maar één leeg vakje.
magic-note-one-blank-line-why = Elke lijn heeft dezelfde som, dus bevat het lege vakje de som min de getallen die al in de lijn staan.
magic-note-one-blank-line-removes = Schrijf dat getal in het vakje: het is gebruikt, en geen ander vakje kan het krijgen.
magic-note-naked-single-look = Zoek een vakje waarin nog maar één getal mogelijk is.
magic-note-naked-single-why = Elk ander getal is al gebruikt of past niet bij de sommen van zijn lijnen, en elk vakje heeft een getal nodig.
magic-note-naked-single-removes = Het vakje krijgt dat getal, dat dan in alle andere vakjes vervalt.
magic-note-hidden-single-look = Kies een getal dat nog niet staat en zoek het enige vakje waar het nog kan komen.
magic-note-hidden-single-why = Elk getal komt één keer in het vierkant voor, dus moet het ergens staan, en er blijft maar één vakje voor over.
magic-note-hidden-single-removes = Het getal komt in dat vakje, wat daar verder ook nog mogelijk was.
magic-note-line-sum-look = Zoek een lijn met twee of drie lege vakjes en reken uit wat ze samen moeten zijn: de som min de getallen die er al staan.
magic-note-line-sum-why = Maar een paar groepjes ongebruikte getallen komen op die waarde uit, en elk vakje moet ook bij zijn andere lijnen passen.
magic-note-line-sum-removes = Elk leeg vakje houdt alleen de getallen die zo'n groepje het kan geven: streep de rest weg.
magic-note-four-blank-sum-look = Zoek een lijn van een vierkant van 4 bij 4 waarvan alle vier de vakjes leeg zijn.
magic-note-four-blank-sum-why = Ze moeten samen de som zijn, en dat lukt maar met een paar groepjes van vier ongebruikte getallen, waarbij elk vakje ook bij zijn andere lijnen past.
magic-note-four-blank-sum-removes = Elk vakje houdt alleen de getallen die zo'n groepje het kan geven: streep de rest weg.
