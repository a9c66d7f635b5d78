## I testi fissi di un libro: titoli, etichette, testatine, regole, nomi dei livelli e righe della
## copertina. { $name } lo riempie il libro; { $Name } è lo stesso valore con l'iniziale maiuscola.

published-by = Pubblicato da { $publisher }
credit = Realizzato con bookmaker { $version } dal seme { $seed }, formato { $trim }, modello { $template }. La stessa specifica, costruita con la stessa versione di bookmaker, ridà questo libro, schema per schema.
contents = Indice
contents-continued = Indice (continua)
how-to-play = Come si gioca
how-to-play-kind = Come si gioca: { $kind }
continued = { $title } (continua)
solving-example = L'esempio passo per passo
solving-kind-example = Passo per passo: { $kind }
contents-puzzle = { $name }: schema { $range }
contents-puzzles = { $name }: schemi { $range }
contents-answers = Soluzioni { $range }
contents-section-answers = { $name }: soluzioni { $range }
notes = Note
book-rule = In ogni sezione gli schemi diventano via via più difficili. Le stelle accanto al numero di ogni schema ne indicano il livello: una stella per facile, due per medio, tre per difficile. Le soluzioni sono in fondo al libro: la riga sopra ogni schema indica la pagina della sua soluzione.
example-intro = Ecco un piccolo esempio. I numeri accanto alla griglia indicano righe e colonne: R2C3 è la casella nella riga 2, colonna 3. La pagina seguente lo risolve passo per passo.
steps-intro = Chi risolve annota quali valori può ancora contenere ogni casella vuota, i suoi candidati, e li restringe man mano. I primi passi:
steps-more = Passi dello stesso tipo, altri { $n }, completano la griglia:
steps-done = E la griglia è completa:
puzzle-label = Schema { $n } · soluzione p. { $page }
puzzle-label-short = { $n } · soluzione p. { $page }
puzzle-label-shortest = { $n } · sol. p. { $page }
puzzle-label-hint = Schema { $n } · suggerimento p. { $hint } · soluzione p. { $page }
puzzle-label-hint-short = { $n } · sugg. p. { $hint } · sol. p. { $page }
puzzle-label-hint-shortest = { $n } · s. { $hint } · sol. { $page }
answer-label = Schema { $n } · pagina { $page }
answer-label-short = { $n } · pagina { $page }
answer-label-shortest = { $n } · p. { $page }
answer-titled = { $label }: { $title }
answer-head = Soluzione { $n }
answers-head = Soluzioni { $first }–{ $last }
easy = facile
medium = medio
hard = difficile
expert = esperto
master = maestro
and = e
or = o
cell = R{ $row }C{ $col }
## Davanti a un numero l'articolo si elide quando il numero si legge con una vocale: «l'1»,
## «l'8», «l'11» (uno, otto, undici), ma «il 5», «il 18». Qui i numeri vanno da 1 a 16.

step-row = la riga { $n }
step-column = la colonna { $n }
step-box = il riquadro { $n }
step-in-row = nella riga { $n }
step-in-column = nella colonna { $n }
step-in-box = nel riquadro { $n }
step-must-be = { $cell } deve essere { $d }
step-cannot-be = { $cells } non può essere { $digits }
step-cannot-be-many = { $cells } non possono essere { $digits }
step-naked-single = { $cell } deve essere { $d }: lì ogni altro valore è escluso.
step-hidden-single = { $cell } deve essere { $d }: è l'unica casella { $line } che può contenere { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }.
step-full-house = { $cell } deve essere { $d }: è l'ultima casella vuota { $line }, e { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } è l'unico che manca.
step-naked-subset = { $cells } contengono in tutto solo { $digits }, quindi nessun'altra casella { $line } può contenere { $any }: { $outcome }.
step-hidden-subset = { $Line }, { $digits } possono andare solo in { $cells }, quindi quelle caselle non contengono altro: { $outcome }.
step-confined = { $Line }, { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } può andare solo in { $cells }, tutte { $other }; quindi { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } non può stare altrove { $other }: { $outcome }.
step-fish = In ciascuna tra { $base }, { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } può stare solo tra { $cover }, quindi { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } non può stare altrove tra { $cover }: { $outcome }.
# How many cells a hidden subset fills (`{count}` of step-hidden-subset, unused here).
step-how-many = { $count }
# Lines of one kind grouped: `$word` (step-lines-word), `$numbers` ("1 and 3").
step-lines = { $word } { $numbers }
# The word for `$count` lines of kind `$line` (row, column or box).
step-lines-word = { $line ->
        [row] { $count ->
            [one] riga
           *[other] righe
        }
        [box] { $count ->
            [one] riquadro
           *[other] riquadri
        }
       *[column] { $count ->
            [one] colonna
           *[other] colonne
        }
    }
# How a step sentence ends: `$step` the sentence without its full stop, `$technique` the
# technique's name; this language's books leave the name out.
step-tagged = { $step }.
cover-inside = In questo libro
cover-level-line = { $n } { $puzzles } di livello { $level }, { $grids }
cover-how-to-play = Come si gioca, con un esempio svolto
cover-answers = Le soluzioni di tutti gli schemi in fondo al libro
cover-try = Prova lo schema { $n } ({ $level }):
steps-partway = A sinistra, la griglia dopo questi passi, con i candidati segnati in piccolo. Altri { $n } passi dello stesso tipo la completano:
partway-caption = Dopo il passo { $n }
solved-caption = Risolto
hints = Suggerimenti
hints-intro = Bloccato? Ogni suggerimento dice dove guardare e quale idea ti fa andare avanti, con la pagina che la spiega. Non dà la soluzione: fai quel passo da solo, poi continua.
hint-look = Guarda { $place }: { $idea }.
hint-idea = { $name }, p. { $page }
contents-techniques = { $name }: le tecniche che servono
techniques = Le tecniche che servono
techniques-of = Le tecniche che servono: { $section }
techniques-intro = Ogni tecnica è mostrata su uno schema fatto per questa pagina, non su uno schema di questo libro, subito prima del passo: i candidati segnati in piccolo, le caselle da guardare in grigio e i candidati che il passo esclude barrati.
techniques-earlier = Già spiegato prima in questo libro: { $names }.
techniques-intro-kids = Ogni trucco è mostrato su uno schema fatto per questa pagina. I piccoli numeri grigi in una casella sono quelli che possono ancora andarci, le caselle grigie sono dove guardare e un numero barrato è uno che il trucco esclude.
technique-trick = Trucco { $n }
example-intro-kids = Ecco un piccolo esempio. I numeri accanto allo schema contano le sue righe e colonne. La pagina seguente lo risolve passo per passo.
steps-intro-kids = Scrivi in piccolo in ogni casella vuota i numeri che possono ancora andarci, e cancellali man mano. I primi passi:
steps-partway-kids = A sinistra, lo schema dopo questi passi: i piccoli numeri grigi possono ancora andare nella loro casella. Altri { $n } passi come questi lo completano:
kid-single = Guarda la casella nella riga { $row }, colonna { $col }: lì può andare solo { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    }, quindi scrivi { $d }.
kid-hidden = Guarda { $line }: { $d ->
        [1] l'1
        [8] l'8
        [11] l'11
       *[other] il { $d }
    } entra in una sola delle sue caselle, quella nella riga { $row }, colonna { $col }, quindi scrivi { $d } lì.
technique-seen = Qui: { $step }
cover-headline = Pura logica, una sola soluzione, niente tentativi
level-range = da { $easiest } a { $hardest }

# The digits a grid of order $n holds, listed in a Latin kind's rules ("… and …").
grid-digits = da 1 a { $n } in una griglia { $n } per { $n }
technique-index = Indice delle tecniche
index-intro = Ogni tecnica insegnata in questo libro, la pagina che la spiega e gli schemi la cui soluzione ne ha bisogno: scegline uno per esercitarti.
index-all = { $list } … ({ $n } in tutto)
index-none = nessuno
hints-where = Suggerimenti: dove guardare
hints-where-intro = Bloccato? Ogni suggerimento qui dice solo dove guardare. Ancora bloccato? L'idea che ti fa andare avanti è nelle pagine seguenti, con la pagina che la spiega.
hints-ideas = Suggerimenti: quale idea
hints-ideas-intro = Per ogni schema, l'idea che ti fa andare avanti dove ti ha mandato il primo suggerimento, con la pagina che la spiega. Non dà la soluzione: fai quel passo da solo.
hint-where = Guarda { $place }.
hint-what = { $idea }.
