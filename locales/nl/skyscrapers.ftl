## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Elk vakje van het diagram bevat een wolkenkrabber, en het getal erin is de hoogte. Elke rij en elke kolom bevat elke hoogte precies één keer: { $examples }.
skyscrapers-rules-clues = Een getal buiten het diagram zegt hoeveel wolkenkrabbers je vanaf die plek ziet als je langs de rij of kolom kijkt. Een hoger gebouw verbergt alle lagere erachter: je ziet een gebouw alleen als het hoger is dan alle gebouwen ervoor.
skyscrapers-rules-example = Een voorbeeld: in een rij van een diagram van { $n } bij { $n } betekent een 1 erbuiten dat het hoogste gebouw, de { $n }, er direct naast staat; een { $n } betekent dat je ze allemaal ziet, dus vanaf die kant loopt de rij op: 1, 2, … tot { $n }. Waar geen getal staat, is geen aanwijzing.
skyscrapers-rules-given = Sommige puzzels geven ook een paar hoogtes in het diagram. Elke puzzel heeft precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig.
