## A nonogram book's rules, one paragraph each.

nonogram-rules-runs = Kleur vakjes in tot er een verborgen tekening verschijnt. De getallen naast elke rij en boven elke kolom zijn de lengtes van de blokken gekleurde vakjes in die lijn, op volgorde: van links naar rechts in een rij, van boven naar onder in een kolom.
nonogram-rules-gaps = Tussen twee blokken ligt minstens één leeg vakje; voor het eerste en na het laatste blok mogen er willekeurig veel liggen. Een lijn met 0 heeft geen gekleurde vakjes.
nonogram-rules-start = Begin met lijnen die hun blokken bijna vullen: een blok van 8 in een lijn van 10 bedekt de middelste 6 vakjes, hoe je het ook schuift. Zet een stip in vakjes waarvan je weet dat ze leeg zijn, zodat de ruimte van de blokken krimpt, en wissel tussen rijen en kolommen.
nonogram-rules-given = Elke puzzel heeft precies één oplossing, en logica alleen brengt je daar: gokken is nooit nodig. De dikkere lijnen om de vijf vakjes helpen bij het tellen.

## The paragraph opening a nonogram section's techniques pages: what the pictures show.

techniques-intro-nonogram = Elke techniek wordt getoond op een rooster dat voor deze pagina is gemaakt, niet op een puzzel uit dit boek, vlak voor de stap: vakjes waarvan je al weet dat ze gekleurd zijn, zijn zwart en vakjes waarvan je weet dat ze leeg zijn, hebben een stip, de lijn waar je naar kijkt is lichtgrijs, de vakjes die de stap kleurt zijn donkergrijs en de vakjes die hij leeg toont hebben een kruisje.
