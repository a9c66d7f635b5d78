## Wat elke puzzelsoort is, voor de achterflap: <soort>-pitch opent de tekst van een boek met
## alleen die soort; <soort>-line is haar zin in een boek met meerdere soorten.

futoshiki-pitch =
    Futoshiki is een cijferpuzzel van pure logica. Vul elke rij en elke kolom van het diagram
    met elk cijfer precies één keer, zodat alle groter-dan- en kleiner-dantekens tussen de
    vakjes kloppen.
futoshiki-line = Futoshiki: elk groter-danteken moet kloppen.

skyscrapers-pitch =
    Wolkenkrabbers is een cijferpuzzel van pure logica. Elke rij en elke kolom van het diagram
    is een straat met gebouwen, van elke hoogte één; een getal aan de rand zegt hoeveel gebouwen
    je vanaf daar ziet, want een hoger gebouw verbergt de lagere erachter.
skyscrapers-line = Wolkenkrabbers: de getallen aan de rand zeggen hoeveel gebouwen je ziet.

calcudoku-pitch =
    Calcudoku is een cijferpuzzel van logica en een beetje rekenen. Vul elke rij en elke kolom
    van het diagram met elk cijfer precies één keer, zodat de cijfers in elke kooi met de
    bewerking ervan de uitkomst halen: optellen, aftrekken, vermenigvuldigen of delen.
calcudoku-line = Calcudoku: elke kooi haalt haar uitkomst.

sudoku-pitch =
    Sudoku is de klassieke cijferpuzzel van pure logica. Vul elke rij, elke kolom en elk blok
    van het diagram met elk cijfer precies één keer.
sudoku-line = Sudoku: elke rij, kolom en elk blok bevat elk cijfer één keer.

magic-pitch =
    Een magisch vierkant is een cijferpuzzel van logica en rekenen. Zet elk getal één keer, zo
    dat elke rij, elke kolom en beide diagonalen hetzelfde totaal hebben.
magic-line = Magische vierkanten: elke lijn heeft hetzelfde totaal.

killer-pitch =
    Killer Sudoku is een sudoku van logica en een beetje optellen. Elke rij, elke kolom en elk
    blok bevat elk cijfer één keer; gestippelde kooien verdelen het diagram, en de verschillende
    cijfers in elke kooi vormen samen de kleine som in de hoek.
killer-line = Killer Sudoku: de cijfers in elke kooi vormen samen de som.

kakuro-pitch =
    Kakuro is een kruiswoordpuzzel met cijfers, op te lossen met logica en een beetje optellen.
    Zet in elk wit vakje een cijfer van 1 tot 9; de cijfers van elke reeks, horizontaal of
    verticaal, tellen op tot de som in het blok ervoor, en geen cijfer komt twee keer voor in
    een reeks.
kakuro-line = Kakuro: de cijfers van elke reeks tellen op tot haar som.

nonogram-pitch =
    Japanse puzzels zijn tekenpuzzels van pure logica. De getallen naast elke rij en boven
    elke kolom geven op volgorde de lengtes van de blokken gevulde vakjes; vul de juiste vakjes
    en er verschijnt een verborgen tekening.
nonogram-line = Japanse puzzels: de getallen onthullen een verborgen tekening.

## Each kind's name as a book prints it (titles, headings, running heads).

futoshiki-name = Futoshiki
skyscrapers-name = Wolkenkrabbers
calcudoku-name = Calcudoku
sudoku-name = Sudoku
killer-name = Killer Sudoku
kakuro-name = Kakuro
magic-name = Magische vierkanten
nonogram-name = Japanse puzzels
