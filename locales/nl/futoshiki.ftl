## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Vul elk leeg vakje zo in dat elke rij en elke kolom elk cijfer van 1 tot en met de grootte van het diagram precies één keer bevat: { $examples }.
futoshiki-rules-signs = De tekens tussen de vakjes moeten kloppen. De punt van een teken wijst naar het kleinere cijfer en de opening naar het grotere, zoals in 2 < 4 en 5 > 3. Tekens tussen twee rijen wijzen op dezelfde manier omhoog of omlaag.
futoshiki-rules-given = De gedrukte cijfers zijn gegeven. Elke puzzel heeft precies één oplossing, en met logica alleen kom je er: gokken is nooit nodig.

## Futoshiki's sign step in books other than English (English prints src/solve/explain.rs),
## put together from these: a cell's bound ($cell, $d), and a reason with what follows from it.

futoshiki-step-at-most = { $cell } is hoogstens { $d }
futoshiki-step-at-least = { $cell } is minstens { $d }
futoshiki-step-is = { $cell } is { $d }
futoshiki-step-so = { $reason }, dus: { $then }
futoshiki-step-both = { $first }; { $second }

## Futoshiki's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

futoshiki-note-sign-bounds-look = Bekijk een teken tussen twee vakjes en de kandidaten van allebei.
futoshiki-note-sign-bounds-why = De kleine kant moet kleiner zijn dan de grote, dus blijft hij onder de grootste kandidaat van de grote kant, en de grote kant boven de kleinste van de kleine.
futoshiki-note-sign-bounds-removes = Streep de cijfers weg die dat aan een van beide kanten van het teken breken.
futoshiki-note-sign-chain-look = Zoek een vakje dat via een keten van tekens groter is dan een aantal andere vakjes van zijn rij of kolom.
futoshiki-note-sign-chain-why = Die vakjes liggen in één lijn en hebben verschillende cijfers: een vakje dat groter is dan drie ervan is minstens 4.
futoshiki-note-sign-chain-removes = Streep in het vakje de cijfers weg die te klein zijn voor de vakjes eronder (of te groot voor die erboven).
