## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Wypełnij każde puste pole tak, aby w każdym wierszu i każdej kolumnie każda cyfra od 1 do rozmiaru diagramu wystąpiła dokładnie raz: { $examples }.
futoshiki-rules-signs = Znaki między polami muszą być spełnione. Ostrze znaku wskazuje mniejszą cyfrę, a rozwarcie większą, jak w 2 < 4 i 5 > 3. Znaki między wierszami wskazują w górę lub w dół w ten sam sposób.
futoshiki-rules-given = Cyfry wydrukowane w diagramie są dane. Każda łamigłówka ma dokładnie jedno rozwiązanie, a do jego znalezienia wystarczy logika: nigdy nie trzeba zgadywać.
