## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Zet in elk wit vakje een cijfer van 1 tot 9. Een reeks is een rij witte vakjes horizontaal of verticaal tussen blokken; het getal in het blok ervoor is haar som: boven de diagonaal voor de reeks naar rechts, eronder voor de reeks naar beneden.
kakuro-rules-sums = De cijfers van een reeks tellen op tot haar som en zijn allemaal verschillend: 3 in twee vakjes kan alleen 1 en 2 zijn.
kakuro-rules-given = Elke puzzel heeft precies één oplossing, en logica alleen leidt ernaartoe: begin met de sommen die maar op één manier te maken zijn.

## Kakuro's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

kakuro-note-naked-single-look = Zoek een wit vakje waarin nog maar één cijfer past.
kakuro-note-naked-single-why = Elk wit vakje krijgt een cijfer, en alleen dit past nog.
kakuro-note-naked-single-removes = Vul het in en streep het weg in de andere vakjes van zijn horizontale en zijn verticale reeks.
kakuro-note-unique-combination-look = Zoek een reeks waarvan de som met haar lengte maar op één manier te maken is: 3 of 4 in twee vakjes, 6 of 7 in drie, 45 in negen.
kakuro-note-unique-combination-why = De cijfers van een reeks zijn allemaal verschillend, en geen andere set verschillende cijfers geeft die som.
kakuro-note-unique-combination-removes = Elk vakje van de reeks houdt alleen de cijfers van die ene set over.
kakuro-note-bounds-look = Kijk naar een reeks en naar de grootste en kleinste cijfers die haar andere vakjes nog kunnen krijgen.
kakuro-note-bounds-why = Als zelfs de grootste cijfers van de andere een cijfer niet tot de som brengen, of zelfs de kleinste er overheen gaan, staat dat cijfer niet in het vakje.
kakuro-note-bounds-removes = Streep elk cijfer weg dat te klein of te groot is voor zijn reeks.
kakuro-note-combination-intersection-look = Kijk naar een korte reeks en som de sets verschillende cijfers op die haar som maken en die haar vakjes nog kunnen krijgen.
kakuro-note-combination-intersection-why = Alleen die sets kunnen de reeks vullen, dus een vakje houdt alleen hun cijfers over; waar een horizontale reeks een verticale kruist, blijft alleen over wat beide toelaten.
kakuro-note-combination-intersection-removes = Streep elk cijfer weg dat in geen enkele set van de reeks past.
kakuro-note-required-digit-look = Zoek een cijfer dat in elke set voor de som van een reeks zit en waarvoor nog maar één vakje van de reeks over is.
kakuro-note-required-digit-why = Welke set de reeks ook vult, dat cijfer hoort erbij, en het kan nergens anders heen.
kakuro-note-required-digit-removes = Vul het cijfer in dat vakje in: zijn andere cijfers vervallen.
kakuro-note-run-subset-look = Zoek twee vakjes van een reeks die samen alleen dezelfde twee cijfers hebben, of drie vakjes met maar drie cijfers.
kakuro-note-run-subset-why = Die vakjes krijgen precies die cijfers, en een reeks herhaalt nooit een cijfer.
kakuro-note-run-subset-removes = Streep die cijfers weg in de andere vakjes van de reeks.
kakuro-note-long-run-combination-look = Kijk naar een lange reeks met vijf of meer open vakjes en zoek welke sets verschillende cijfers de rest van haar som maken.
kakuro-note-long-run-combination-why = Lange reeksen hebben veel sets, maar de al weggestreepte cijfers sluiten de meeste uit, en alleen de overgebleven sets kunnen de reeks vullen.
kakuro-note-long-run-combination-removes = Elk open vakje houdt alleen cijfers over uit een set die de andere open vakjes kunnen aanvullen.
kakuro-note-sum-arithmetic-look = Kijk naar een band van hele rijen (of kolommen): tel de horizontale sommen op en trek de verticale sommen af van de reeksen die helemaal in de band liggen.
kakuro-note-sum-arithmetic-why = Beide manieren tellen elk wit vakje van de band één keer, dus wat overblijft is de som van de paar vakjes waarvan de verticale reeks de band verlaat.
kakuro-note-sum-arithmetic-removes = Die vakjes houden alleen cijfers over die samen die som kunnen maken.

## Kakuro's step sentences: "$where: $outcome ($technique)." $where is a run (-step-run: $sum,
## $way the word -step-across or -step-down, $cell its first square), a band of rows or columns
## (-step-band: $lines) or a square; $outcome lists what is placed (-step-placed: $cell, $digit)
## and ruled out (-step-removed: $digits, $cells).

kakuro-step-run = de { $way } reeks van { $sum } bij { $cell }
kakuro-step-across = horizontale
kakuro-step-down = verticale
kakuro-step-band = de band van { $lines }
kakuro-step-step = { $where }: { $outcome } ({ $technique }).
kakuro-step-single = { $outcome } ({ $technique }).
kakuro-step-placed = { $cell } is { $digit }
kakuro-step-removed = { $digits } kan niet in { $cells }
