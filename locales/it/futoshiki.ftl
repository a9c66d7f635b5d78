## A Futoshiki's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl).

futoshiki-rules-fill = Riempi ogni casella vuota in modo che ogni riga e ogni colonna contenga una sola volta ogni cifra da 1 alla dimensione della griglia: { $examples }.
futoshiki-rules-signs = I segni tra le caselle devono essere rispettati. La punta del segno indica la cifra minore e l'apertura la maggiore, come in 2 < 4 e 5 > 3. I segni tra due righe puntano in su o in giù allo stesso modo.
futoshiki-rules-given = Le cifre stampate nella griglia sono date. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.
