## A Skyscrapers book's rules. $examples names the digits of each grid size the book has
## ("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid", from words.ftl); $n is the
## side of the smallest grid, which the example paragraph walks through.

skyscrapers-rules-heights = Ogni casella della griglia contiene un grattacielo, e il numero scritto è la sua altezza. Ogni riga e ogni colonna contiene ogni altezza una sola volta: { $examples }.
skyscrapers-rules-clues = Un numero fuori dalla griglia dice quanti grattacieli si vedono guardando lungo quella riga o colonna da lì. Un edificio più alto nasconde tutti quelli più bassi dietro di sé: un edificio si vede solo se è più alto di tutti quelli davanti.
skyscrapers-rules-example = Per esempio, in una riga di una griglia { $n } per { $n }, un 1 fuori significa che l'edificio più alto, il { $n }, sta proprio accanto; un { $n } significa che si vedono tutti, quindi la riga sale 1, 2, … fino a { $n } da quel lato. Dove non c'è un numero, non c'è un indizio.
skyscrapers-rules-given = Alcuni schemi danno anche qualche altezza dentro la griglia. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.
