## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Vul elk leeg vakje zo in dat elke rij en elke kolom elk cijfer van 1 tot en met de grootte van het diagram precies één keer bevat: { $examples }.
futoshiki-rules-signs = De tekens tussen de vakjes moeten kloppen. De punt van een teken wijst naar het kleinere cijfer en de opening naar het grotere, zoals in 2 < 4 en 5 > 3. Tekens tussen twee rijen wijzen op dezelfde manier omhoog of omlaag.
futoshiki-rules-given = De gedrukte cijfers zijn gegeven. Elke puzzel heeft precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig.
