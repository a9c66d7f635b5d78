## A Magic squares book's rules. $example is the line printed under a grid of the book's
## smallest size with the classic numbers ("Use the numbers 1 to 9; each line adds up to 15",
## the first of `magic-caption-*`).

magic-rules-fill = Riempi ogni casella vuota con un numero in modo che ogni numero sia usato una sola volta. La riga sotto ogni griglia dice quali numeri usare e quanto somma ogni linea, per esempio «{ $example }».
magic-rules-line = Una linea è una riga, una colonna o una delle due diagonali da un angolo all'altro.
magic-rules-start = Comincia da una linea con una sola casella vuota: contiene il totale meno i numeri già presenti. Quando nessuna linea è così vicina, annota i numeri liberi che potrebbero completare una linea e cancella quelli che non vanno bene per le altre linee che passano per la stessa casella.
magic-rules-given = I numeri stampati nella griglia sono dati. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.
