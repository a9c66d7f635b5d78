## Czym jest każdy rodzaj łamigłówki, na tył okładki: <rodzaj>-pitch otwiera tekst książki
## tylko z tym rodzajem; <rodzaj>-line to jego zdanie w książce z kilkoma rodzajami.

futoshiki-pitch =
    Futoshiki to łamigłówka liczbowa oparta wyłącznie na logice. Wypełnij każdy wiersz i każdą
    kolumnę diagramu wszystkimi cyframi, każdą dokładnie raz, tak aby wszystkie znaki
    większości i mniejszości między polami były spełnione.
futoshiki-line = Futoshiki: każdy znak większości musi być spełniony.

skyscrapers-pitch =
    Wieżowce to łamigłówka liczbowa oparta wyłącznie na logice. Każdy wiersz i każda kolumna
    diagramu to ulica budynków, po jednym każdej wysokości; liczba przy krawędzi mówi, ile
    budynków widać z tego miejsca, bo wyższy budynek zasłania niższe za sobą.
skyscrapers-line = Wieżowce: liczby wokół diagramu mówią, ile budynków widać.

calcudoku-pitch =
    Calcudoku to łamigłówka liczbowa oparta na logice i odrobinie rachunków. Wypełnij każdy
    wiersz i każdą kolumnę diagramu wszystkimi cyframi, każdą dokładnie raz, tak aby cyfry w
    każdej klatce dawały jej wynik jej działaniem: dodawaniem, odejmowaniem, mnożeniem lub
    dzieleniem.
calcudoku-line = Calcudoku: każda klatka daje swój wynik.

sudoku-pitch =
    Sudoku to klasyczna łamigłówka liczbowa oparta wyłącznie na logice. Wypełnij każdy wiersz,
    każdą kolumnę i każdy blok diagramu wszystkimi cyframi, każdą dokładnie raz.
sudoku-line = Sudoku: każdy wiersz, kolumna i blok zawiera każdą cyfrę raz.

magic-pitch =
    Kwadrat magiczny to łamigłówka liczbowa oparta na logice i rachunkach. Wpisz każdą liczbę
    raz, tak aby każdy wiersz, każda kolumna i obie przekątne dawały tę samą sumę.
magic-line = Kwadraty magiczne: każda linia daje tę samą sumę.

killer-pitch =
    Killer Sudoku to Sudoku oparte na logice i odrobinie dodawania. Każdy wiersz, każda
    kolumna i każdy blok zawiera każdą cyfrę raz; przerywane klatki dzielą diagram, a różne
    cyfry w każdej klatce dają razem małą sumę w jej rogu.
killer-line = Killer Sudoku: cyfry w każdej klatce dają jej sumę.

kakuro-pitch =
    Kakuro to krzyżówka z liczb, którą rozwiązuje się logiką i odrobiną dodawania. Wpisz cyfrę
    od 1 do 9 w każde białe pole; cyfry każdego ciągu, w poziomie lub w pionie, dają sumę z
    bloku przed nim, a żadna cyfra nie powtarza się w ciągu.
kakuro-line = Kakuro: cyfry każdego ciągu dają jego sumę.

nonogram-pitch =
    Obrazki logiczne to łamigłówki oparte wyłącznie na logice. Liczby przy każdym wierszu i
    nad każdą kolumną podają po kolei długości jej bloków zamalowanych pól; zamaluj właściwe
    pola, a pojawi się ukryty obrazek.
nonogram-line = Obrazki logiczne: liczby odsłaniają ukryty obrazek.

## Each kind's name as a book prints it (titles, headings, running heads).

futoshiki-name = Futoshiki
skyscrapers-name = Wieżowce
calcudoku-name = Calcudoku
sudoku-name = Sudoku
killer-name = Killer Sudoku
kakuro-name = Kakuro
magic-name = Kwadraty magiczne
nonogram-name = Obrazki logiczne
