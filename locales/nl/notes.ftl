## The Latin core's technique notes for the techniques pages, three sentences each: what to
## look for (-look), why it works (-why), what it removes or places (-removes). A kind with notes
## of its own (KIND-note-NAME-* in KIND.ftl) prints those instead.

note-naked-single-look = Zoek een vakje waarin alle cijfers op één na al uitgesloten zijn.
note-naked-single-why = Zijn rij, zijn kolom en de aanwijzingen verbieden alle andere, en elk vakje heeft een cijfer nodig.
note-naked-single-removes = Het vakje krijgt het ene cijfer dat overblijft, en dat cijfer vervalt in de andere vakjes van zijn rij en kolom.
note-hidden-single-look = Kies een cijfer en een rij of kolom, en zoek het enige vakje daar waar het nog kan staan.
note-hidden-single-why = Elke rij en kolom bevat elk cijfer één keer, dus het cijfer moet ergens in die lijn, en er blijft maar één vakje voor over.
note-hidden-single-removes = Het cijfer komt in dat vakje, wat daar verder ook nog mogelijk was.
note-naked-pair-look = Zoek twee vakjes van één rij of kolom met precies dezelfde twee kandidaten en verder niets.
note-naked-pair-why = Hoe die twee cijfers ook staan, de twee vakjes gebruiken ze allebei.
note-naked-pair-removes = Streep beide cijfers weg uit alle andere vakjes van die rij of kolom.
note-naked-triple-look = Zoek drie vakjes van één rij of kolom waarvan de kandidaten samen maar drie cijfers zijn.
note-naked-triple-why = Drie vakjes hebben drie verschillende cijfers nodig, dus nemen ze precies die drie.
note-naked-triple-removes = Streep die drie cijfers weg uit alle andere vakjes van die rij of kolom.
note-naked-quad-look = Zoek vier vakjes van één rij of kolom waarvan de kandidaten samen maar vier cijfers zijn.
note-naked-quad-why = Vier vakjes hebben vier verschillende cijfers nodig, dus nemen ze precies die vier.
note-naked-quad-removes = Streep die vier cijfers weg uit alle andere vakjes van die rij of kolom.
note-hidden-pair-look = Zoek twee cijfers die in één rij of kolom alleen in dezelfde twee vakjes passen.
note-hidden-pair-why = Beide cijfers moeten in die lijn staan, en die twee vakjes zijn hun enige plek, dus bevatten de vakjes precies die twee.
note-hidden-pair-removes = Streep alle andere kandidaten weg uit die twee vakjes.
note-hidden-triple-look = Zoek drie cijfers die in één rij of kolom alleen in dezelfde drie vakjes passen.
note-hidden-triple-why = Alle drie moeten in die lijn staan en hebben geen andere plek, dus staan ze in die drie vakjes.
note-hidden-triple-removes = Streep alle andere kandidaten weg uit die drie vakjes.
note-hidden-quad-look = Zoek vier cijfers die in één rij of kolom alleen in dezelfde vier vakjes passen.
note-hidden-quad-why = Alle vier moeten in die lijn staan en hebben geen andere plek, dus staan ze in die vier vakjes.
note-hidden-quad-removes = Streep alle andere kandidaten weg uit die vier vakjes.
note-x-wing-look = Zoek een cijfer dat in twee rijen alleen in dezelfde twee kolommen past: de vier vakjes vormen een rechthoek.
note-x-wing-why = Het cijfer staat in elke rij in één hoek, en de twee hoeken liggen nooit in dezelfde kolom, dus bezet het daar beide kolommen.
note-x-wing-removes = Streep het cijfer weg in de rest van beide kolommen (en net zo met rijen en kolommen omgedraaid).
note-swordfish-look = Zoek een cijfer dat in drie rijen alleen in vakjes van dezelfde drie kolommen past.
note-swordfish-why = De drie rijen hebben het cijfer drie keer nodig, elke keer in een andere van die kolommen, dus krijgen die kolommen het in die rijen.
note-swordfish-removes = Streep het cijfer weg in de rest van de drie kolommen (en net zo met rijen en kolommen omgedraaid).
note-jellyfish-look = Zoek een cijfer dat in vier rijen alleen in vakjes van dezelfde vier kolommen past.
note-jellyfish-why = De vier rijen hebben het cijfer vier keer nodig, elke keer in een andere van die kolommen, dus krijgen die kolommen het in die rijen.
note-jellyfish-removes = Streep het cijfer weg in de rest van de vier kolommen (en net zo met rijen en kolommen omgedraaid).
note-forcing-chain-look = Zoek een keten van vakjes met twee kandidaten, elk in de rij of kolom van het volgende, waarvan beide uiteinden hetzelfde cijfer als kandidaat hebben.
note-forcing-chain-why = Is het eerste uiteinde dat cijfer niet, dan neemt elk vakje om de beurt zijn andere kandidaat en krijgt het laatste uiteinde het cijfer: een uiteinde heeft het dus.
note-forcing-chain-removes = Streep het cijfer weg in elk vakje dat een rij of kolom deelt met beide uiteinden.
