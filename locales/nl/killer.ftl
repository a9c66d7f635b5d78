## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = in een diagram van { $n } bij { $n } de cijfers 1 tot en met { $n }, in blokken van { $w } bij { $h } vakjes
killer-rules-fill = Vul elk vakje met een cijfer, zodat elke rij, elke kolom en elk blok (de dik omlijnde vlakken) elk cijfer precies één keer bevat: { $grids }.
killer-rules-cages = Stippellijnen verdelen het diagram in kooien. Het kleine getal in de hoek van een kooi is de som: de cijfers in de kooi zijn samen dat getal, en geen cijfer komt twee keer in een kooi voor. Een rij, een kolom of een blok is altijd samen { $total }.
killer-rules-given = Aan het begin is geen cijfer gegeven, of maar een paar. Elke puzzel heeft precies één oplossing, en met logica alleen kom je er: gokken is nooit nodig.

## Killer Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

killer-note-cage-combination-look = Kijk naar een kleine kooi en som de reeksen verschillende cijfers op die samen de som vormen.
killer-note-cage-combination-why = De cijfers van een kooi zijn allemaal verschillend en tellen op tot de som, dus alleen die reeksen passen: 3 in twee vakjes is altijd 1 en 2.
killer-note-cage-combination-removes = Elk vakje van de kooi houdt alleen cijfers over uit een reeks die de andere vakjes kunnen aanvullen.
killer-note-rule-of-45-look = Zoek een rij, kolom of blok dat bijna helemaal bedekt is door kooien die er geheel binnen liggen.
killer-note-rule-of-45-why = Elke rij, kolom en elk blok telt op tot 45 (21 bij 6 × 6), dus de overige vakjes vormen samen 45 min de sommen van de kooien erbinnen en de geplaatste cijfers.
killer-note-rule-of-45-removes = De overige vakjes worden een eigen kooi: één overgebleven vakje krijgt dat getal, meerdere houden alleen cijfers over die hun totaal kunnen vormen.
killer-note-cage-splitting-look = Zoek een kooi die alle vakjes bevat die de regel van 45 in een rij, kolom of blok overlaat, plus vakjes daarbuiten.
killer-note-cage-splitting-why = De vakjes binnen vormen het totaal dat de regel van 45 geeft, en de som van de kooi ligt vast, dus de vakjes buiten vormen de rest.
killer-note-cage-splitting-removes = De kooi valt uiteen in twee kleinere kooien, één binnen en één buiten, elk met een eigen som en minder mogelijkheden.
killer-note-cage-overlap-look = Zoek een cijfer dat elke mogelijkheid van een kooi nodig heeft en waarvan de mogelijke vakjes in de kooi in één rij, kolom of blok liggen.
killer-note-cage-overlap-why = De kooi moet dat cijfer in een van die vakjes hebben, en een rij, kolom of blok bevat elk cijfer maar één keer.
killer-note-cage-overlap-removes = Het cijfer wordt geschrapt uit alle andere vakjes van die rij, kolom of dat blok buiten de kooi.
killer-note-combination-clash-look = Zoek twee kooien in dezelfde rij, kolom of hetzelfde blok, elk met maar een paar manieren om de som te vormen.
killer-note-combination-clash-why = Een rij, kolom of blok bevat elk cijfer één keer, dus de twee kooien kunnen geen cijfer delen.
killer-note-combination-clash-removes = Een manier voor de ene kooi die de andere geen enkele manier laat, valt af, met de cijfers die alleen die manier toeliet.
killer-note-rule-of-45-bands-look = Kijk naar twee of drie aangrenzende rijen (of kolommen), of naar een eenheid waar kooien uitsteken.
killer-note-rule-of-45-bands-why = Elke rij en kolom telt op tot 45, dus samen tellen ze op tot 45 keer hun aantal; de kooien die er geheel binnen liggen gaan eraf, en de overige vakjes vormen de rest.
killer-note-rule-of-45-bands-removes = De overige vakjes, binnen de band of er net buiten, worden een kooi met een bekend totaal en houden alleen cijfers over die het kunnen vormen.

## Killer's step sentences. $cage is the cage as -step-cage names it ($sum, $cell its corner);
## $cells the squares; $k how many ($k of a combination: the cage's squares); $sets the digit
## sets ("1+2+6 or 1+3+5"); $region and $line a house by name ("row 3", or -step-rows/-columns
## for a band of $lines houses), $inline the same as a place ("in row 3"): a sentence takes
## either; $total a clashing cage's sum; $outcome what the step rules out or places.

killer-step-cage = de kooi van { $sum } bij { $cell }
killer-step-combination = in { $cage } ({ $cells }) zijn { $k } vakjes met verschillende cijfers alleen samen { $sum } als { $sets }, dus: { $outcome }.
killer-step-combination-one = { $cage } is alleen { $cells }, dus daar staat de { $sum }: { $outcome }.
killer-step-innies = { $region }, samen: { $whole }; de kooien er helemaal in zijn { $inside }, dus blijft er { $sum } over voor { $cells }: { $outcome }.
killer-step-outies = { $region }, samen: { $whole }; de kooien die erin reiken zijn samen { $all }, waarvan { $whole } erin; dus blijft er { $sum } over voor { $cells }, erbuiten: { $outcome }.
killer-step-innies-live = { $region } is samen { $whole }; de geplaatste cijfers en de kooien (of kooidelen) er helemaal in zijn { $inside }, dus { $cells } zijn samen { $sum }: { $outcome }.
killer-step-split = { $region } is samen { $whole }, en de overige vakjes erin liggen allemaal in { $cage }, die daar splitst: het deel { $cells } is { $sum }: { $outcome }.
killer-step-overlap = elke vulling van { $cage } gebruikt de { $d }, die daar alleen in { $cells } kan, allemaal in { $line }, dus: { $outcome }.
killer-step-overlap-in = in { $line } kan de { $d } alleen in { $cells }, allemaal in { $cage }; de kooi bevat dus de { $d }: { $outcome }.
killer-step-clash = { $cage } en { $other } delen geen cijfer; { $cage } kan dus alleen als { $sets }: { $outcome }.
killer-step-rows = de rijen { $list }
killer-step-columns = de kolommen { $list }
