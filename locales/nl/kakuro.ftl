## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Zet in elk wit vakje een cijfer van 1 tot 9. Een reeks is een rij witte vakjes horizontaal of verticaal tussen blokken; het getal in het blok ervoor is haar som: boven de diagonaal voor de reeks naar rechts, eronder voor de reeks naar beneden.
kakuro-rules-sums = De cijfers van een reeks tellen op tot haar som en zijn allemaal verschillend: 3 in twee vakjes kan alleen 1 en 2 zijn.
kakuro-rules-given = Elke puzzel heeft precies één oplossing, en logica alleen leidt ernaartoe: begin met de sommen die maar op één manier te maken zijn.
