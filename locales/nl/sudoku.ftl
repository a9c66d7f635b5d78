## De regels van een Sudoku. $unit is "number" als het boek een 16×16 heeft (10 tot 16 zijn geen cijfers), anders "digit".
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
        [number] in een diagram van { $n } bij { $n } de getallen 1 tot en met { $n }, met blokken van { $w } vakjes breed en { $h } hoog
       *[other] in een diagram van { $n } bij { $n } de cijfers 1 tot en met { $n }, met blokken van { $w } vakjes breed en { $h } hoog
    }
sudoku-rules-fill = { $unit ->
        [number] Vul elk leeg vakje met een getal, zodat elke rij, elke kolom en elk blok (de dik omlijnde vlakken) elk getal precies één keer bevat: { $grids }.
       *[other] Vul elk leeg vakje met een cijfer, zodat elke rij, elke kolom en elk blok (de dik omlijnde vlakken) elk cijfer precies één keer bevat: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
        [number] Een getal mag nooit twee keer in een rij, een kolom of een blok staan. Zoek het enige vakje waar een getal past, of het enige getal dat in een vakje past, en vul het in; elk ingevuld getal helpt bij het volgende.
       *[other] Een cijfer mag nooit twee keer in een rij, een kolom of een blok staan. Zoek het enige vakje waar een cijfer past, of het enige cijfer dat in een vakje past, en vul het in; elk ingevuld cijfer helpt bij het volgende.
    }
sudoku-rules-given = { $unit ->
        [number] De gedrukte getallen zijn gegeven. Elke puzzel heeft precies één oplossing, en met logica alleen kom je er: gokken is nooit nodig.
       *[other] De gedrukte cijfers zijn gegeven. Elke puzzel heeft precies één oplossing, en met logica alleen kom je er: gokken is nooit nodig.
    }

## Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

sudoku-note-full-house-look = Zoek een rij, kolom of blok met nog maar één leeg vakje.
sudoku-note-full-house-why = Elk ervan bevat elk cijfer één keer, en daar ontbreekt nog maar één cijfer.
sudoku-note-full-house-removes = Het lege vakje krijgt het ontbrekende cijfer.
sudoku-note-naked-single-look = Zoek een vakje waarvoor alle cijfers op één na al in zijn rij, kolom of blok staan.
sudoku-note-naked-single-why = Een cijfer mag in geen van de drie terugkomen, en het vakje heeft een cijfer nodig.
sudoku-note-naked-single-removes = Het vakje krijgt het ene cijfer dat overblijft, en dat cijfer vervalt in de andere vakjes van zijn rij, kolom en blok.
sudoku-note-hidden-single-look = Kies een cijfer en een rij, kolom of blok waar het ontbreekt, en zoek het enige vakje daar waar het nog kan staan.
sudoku-note-hidden-single-why = Het cijfer moet daar één keer staan, en elk ander vakje wordt geblokkeerd door hetzelfde cijfer in zijn rij, kolom of blok.
sudoku-note-hidden-single-removes = Het cijfer komt in dat vakje, wat daar verder ook nog mogelijk was.
sudoku-note-pointing-look = Zoek een cijfer waarvan de kandidaten in één blok allemaal in één rij (of één kolom) liggen.
sudoku-note-pointing-why = Het blok moet het cijfer bevatten, dus staat het in de vakjes van die rij binnen het blok, en een rij bevat elk cijfer maar één keer.
sudoku-note-pointing-removes = Streep het cijfer weg in de rest van die rij (of kolom), buiten het blok.
sudoku-note-claiming-look = Zoek een cijfer waarvan de kandidaten in één rij (of kolom) allemaal in één blok liggen.
sudoku-note-claiming-why = De rij moet het cijfer bevatten, dus staat het in haar vakjes binnen dat blok, en een blok bevat elk cijfer maar één keer.
sudoku-note-claiming-removes = Streep het cijfer weg in de rest van dat blok, buiten de rij (of kolom).
sudoku-note-naked-pair-look = Zoek twee vakjes van één rij, kolom of blok met precies dezelfde twee kandidaten en verder niets.
sudoku-note-naked-pair-why = Hoe die twee cijfers ook staan, de twee vakjes gebruiken ze allebei.
sudoku-note-naked-pair-removes = Streep beide cijfers weg uit alle andere vakjes van die rij, kolom of dat blok.
sudoku-note-naked-triple-look = Zoek drie vakjes van één rij, kolom of blok waarvan de kandidaten samen maar drie cijfers zijn.
sudoku-note-naked-triple-why = Drie vakjes hebben drie verschillende cijfers nodig, dus nemen ze precies die drie.
sudoku-note-naked-triple-removes = Streep die drie cijfers weg uit alle andere vakjes van die rij, kolom of dat blok.
sudoku-note-naked-quad-look = Zoek vier vakjes van één rij, kolom of blok waarvan de kandidaten samen maar vier cijfers zijn.
sudoku-note-naked-quad-why = Vier vakjes hebben vier verschillende cijfers nodig, dus nemen ze precies die vier.
sudoku-note-naked-quad-removes = Streep die vier cijfers weg uit alle andere vakjes van die rij, kolom of dat blok.
sudoku-note-hidden-pair-look = Zoek twee cijfers die in één rij, kolom of blok alleen in dezelfde twee vakjes passen.
sudoku-note-hidden-pair-why = Beide cijfers moeten daar staan, en die twee vakjes zijn hun enige plek, dus bevatten de vakjes precies die twee.
sudoku-note-hidden-pair-removes = Streep alle andere kandidaten weg uit die twee vakjes.
sudoku-note-hidden-triple-look = Zoek drie cijfers die in één rij, kolom of blok alleen in dezelfde drie vakjes passen.
sudoku-note-hidden-triple-why = Alle drie moeten daar staan en hebben geen andere plek, dus staan ze in die drie vakjes.
sudoku-note-hidden-triple-removes = Streep alle andere kandidaten weg uit die drie vakjes.
sudoku-note-hidden-quad-look = Zoek vier cijfers die in één rij, kolom of blok alleen in dezelfde vier vakjes passen.
sudoku-note-hidden-quad-why = Alle vier moeten daar staan en hebben geen andere plek, dus staan ze in die vier vakjes.
sudoku-note-hidden-quad-removes = Streep alle andere kandidaten weg uit die vier vakjes.
sudoku-note-xy-wing-look = Zoek een vakje met de kandidaten x en y dat twee vakjes met twee kandidaten ziet (rij, kolom of blok deelt), een met x en z, een met y en z.
sudoku-note-xy-wing-why = Is het eerste vakje x, dan is het x-z-vakje z; is het y, dan is het y-z-vakje z: een partner heeft z hoe dan ook.
sudoku-note-xy-wing-removes = Streep z weg in elk vakje dat beide partners ziet.
sudoku-note-xyz-wing-look = Zoek een vakje met drie kandidaten, x, y en z, dat een rij, kolom of blok deelt met een vakje met x en z en met een vakje met y en z.
sudoku-note-xyz-wing-why = Welk van zijn drie cijfers het eerste vakje ook krijgt, het zelf of een van zijn twee partners heeft z.
sudoku-note-xyz-wing-removes = Streep z weg in elk vakje dat een rij, kolom of blok deelt met alle drie.
sudoku-note-unique-rectangle-look = Zoek vier vakjes op de hoeken van een rechthoek over twee blokken, waarvan er drie alleen dezelfde twee kandidaten hebben.
sudoku-note-unique-rectangle-why = Hield ook het vierde alleen die twee over, dan konden de twee cijfers rond de hoeken ruilen en had de puzzel twee oplossingen, en een echte puzzel heeft er één.
sudoku-note-unique-rectangle-removes = Streep beide cijfers weg in de vierde hoek.
sudoku-note-w-wing-look = Zoek twee vakjes met dezelfde twee kandidaten, x en y, en een rij, kolom of blok waar x maar twee plekken heeft, die elk een van de vakjes zien.
sudoku-note-w-wing-why = Was geen van beide y, dan waren ze allebei x, en had x daar geen plek meer: dus is een ervan y.
sudoku-note-w-wing-removes = Streep y weg in elk vakje dat beide vakjes ziet.
sudoku-note-simple-colouring-look = Kies een cijfer en volg de rijen, kolommen en blokken waar het precies twee plekken heeft; kleur die om de beurt in twee kleuren.
sudoku-note-simple-colouring-why = Elk paar bevat het cijfer precies één keer, dus heeft één kleur het overal en de andere nergens.
sudoku-note-simple-colouring-removes = Streep het cijfer weg in vakjes die beide kleuren zien, of in een hele kleur waarvan twee vakjes elkaar zien.
sudoku-note-xy-chain-look = Zoek een keten van vakjes met twee kandidaten, elk in de rij, kolom of het blok van het volgende, waarvan beide uiteinden hetzelfde cijfer als kandidaat hebben.
sudoku-note-xy-chain-why = Is het eerste uiteinde dat cijfer niet, dan neemt elk vakje om de beurt zijn andere kandidaat en krijgt het laatste uiteinde het cijfer: een uiteinde heeft het dus.
sudoku-note-xy-chain-removes = Streep het cijfer weg in elk vakje dat een rij, kolom of blok deelt met beide uiteinden.
sudoku-note-forcing-chain-look = Zoek een vakje met twee of drie kandidaten en volg voor elk de singles die het zou afdwingen.
sudoku-note-forcing-chain-why = Een kandidaat is juist: een waarvan de singles een vakje zonder cijfer laten, is fout, en wat ze allemaal opleveren, klopt.
sudoku-note-forcing-chain-removes = Streep een foute kandidaat weg; plaats een cijfer dat elke weg plaatst, en streep weg wat elke weg uitsluit.

## The same for a kids book: plain words, no technique names, no "candidates".

sudoku-kids-note-pointing-look = Zoek een getal dat in één blok alleen in vakjes van dezelfde rij zou passen.
sudoku-kids-note-pointing-why = Het blok heeft dat getal nodig, dus komt het in die rij, ergens in het blok.
sudoku-kids-note-pointing-removes = Dan kan het getal niet in de rest van de rij: streep het daar door bij de kleine getallen.
sudoku-kids-note-claiming-look = Zoek een getal dat in één rij alleen in vakjes van hetzelfde blok zou passen.
sudoku-kids-note-claiming-why = De rij heeft dat getal nodig, dus komt het in dat blok, ergens in de rij.
sudoku-kids-note-claiming-removes = Dan kan het getal niet in de andere vakjes van het blok: streep het daar door bij de kleine getallen.
sudoku-kids-note-naked-pair-look = Zoek twee vakjes in dezelfde rij, kolom of hetzelfde blok waar alleen nog dezelfde twee getallen kunnen staan.
sudoku-kids-note-naked-pair-why = Het ene vakje krijgt het ene getal en het andere vakje het andere, dus zijn beide getallen daar op.
sudoku-kids-note-naked-pair-removes = Streep die twee getallen door bij de kleine getallen in de andere vakjes van die rij, kolom of dat blok.
sudoku-kids-note-hidden-pair-look = Zoek twee getallen die in één rij, kolom of blok alleen in dezelfde twee vakjes zouden passen.
sudoku-kids-note-hidden-pair-why = Beide getallen moeten daar ergens komen, en die twee vakjes zijn hun enige plekken.
sudoku-kids-note-hidden-pair-removes = Dus staan in die twee vakjes die twee getallen: streep de andere kleine getallen erin door.
sudoku-kids-note-naked-triple-look = Zoek drie vakjes in dezelfde rij, kolom of hetzelfde blok waar samen nog maar drie getallen kunnen staan.
sudoku-kids-note-naked-triple-why = Drie vakjes hebben drie verschillende getallen nodig, dus gebruiken ze precies die drie.
sudoku-kids-note-naked-triple-removes = Streep die drie getallen door bij de kleine getallen in de andere vakjes van die rij, kolom of dat blok.
sudoku-kids-note-hidden-triple-look = Zoek drie getallen die in één rij, kolom of blok alleen in dezelfde drie vakjes zouden passen.
sudoku-kids-note-hidden-triple-why = Alle drie moeten daar ergens komen, en die drie vakjes zijn hun enige plekken.
sudoku-kids-note-hidden-triple-removes = Dus staan in die drie vakjes die drie getallen: streep de andere kleine getallen erin door.
