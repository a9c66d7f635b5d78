## Le regole di un Sudoku. $unit è «number» se il libro ha un 16×16 (da 10 a 16 non sono cifre), altrimenti «digit»: «numero» è maschile, «cifra» femminile.
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
        [number] in una griglia { $n } per { $n }, i numeri da 1 a { $n }, con riquadri larghi { $w } caselle e alti { $h }
       *[other] in una griglia { $n } per { $n }, le cifre da 1 a { $n }, con riquadri larghi { $w } caselle e alti { $h }
    }
sudoku-rules-fill = { $unit ->
        [number] Riempi ogni casella vuota con un numero in modo che ogni riga, ogni colonna e ogni riquadro (le zone bordate in grassetto) contenga ogni numero una sola volta: { $grids }.
       *[other] Riempi ogni casella vuota con una cifra in modo che ogni riga, ogni colonna e ogni riquadro (le zone bordate in grassetto) contenga ogni cifra una sola volta: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
        [number] Un numero non può mai ripetersi in una riga, in una colonna o in un riquadro. Cerca l'unica casella in cui va un numero, o l'unico numero che va in una casella, e scrivilo; ogni numero inserito aiuta con il successivo.
       *[other] Una cifra non può mai ripetersi in una riga, in una colonna o in un riquadro. Cerca l'unica casella in cui va una cifra, o l'unica cifra che va in una casella, e scrivila; ogni cifra inserita aiuta con la successiva.
    }
sudoku-rules-given = { $unit ->
        [number] I numeri stampati nella griglia sono dati. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.
       *[other] Le cifre stampate nella griglia sono date. Ogni schema ha una sola soluzione, e basta la logica per trovarla: non serve mai tirare a indovinare.
    }

## Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

sudoku-note-full-house-look = Cerca una riga, colonna o riquadro con una sola casella vuota.
sudoku-note-full-house-why = Ognuno contiene ogni cifra una volta, e lì manca ormai una sola cifra.
sudoku-note-full-house-removes = La casella vuota prende la cifra mancante.
sudoku-note-naked-single-look = Cerca una casella per cui tutte le cifre tranne una sono già nella sua riga, nella sua colonna o nel suo riquadro.
sudoku-note-naked-single-why = Una cifra non può ripetersi in nessuno dei tre, e la casella deve avere una cifra.
sudoku-note-naked-single-removes = La casella prende l'unica cifra rimasta, che sparisce poi dalle altre caselle della sua riga, colonna e riquadro.
sudoku-note-hidden-single-look = Scegli una cifra e una riga, colonna o riquadro dove manca, e cerca l'unica casella che può ancora ospitarla.
sudoku-note-hidden-single-why = La cifra deve comparire lì una volta, e ogni altra casella è bloccata dalla stessa cifra nella sua riga, colonna o riquadro.
sudoku-note-hidden-single-removes = La cifra va in quella casella, qualunque altro candidato avesse.
sudoku-note-pointing-look = Cerca una cifra i cui candidati in un riquadro stanno tutti in una sola riga (o una sola colonna).
sudoku-note-pointing-why = Il riquadro deve contenere la cifra, che va quindi nelle caselle di quella riga dentro il riquadro, e una riga ha ogni cifra una volta sola.
sudoku-note-pointing-removes = Cancella la cifra dal resto di quella riga (o colonna), fuori dal riquadro.
sudoku-note-claiming-look = Cerca una cifra i cui candidati in una riga (o colonna) stanno tutti dentro un solo riquadro.
sudoku-note-claiming-why = La riga deve contenere la cifra, che va quindi nelle sue caselle dentro quel riquadro, e un riquadro ha ogni cifra una volta sola.
sudoku-note-claiming-removes = Cancella la cifra dal resto di quel riquadro, fuori dalla riga (o colonna).
sudoku-note-naked-pair-look = Cerca due caselle della stessa riga, colonna o riquadro i cui candidati sono le stesse due cifre e nient'altro.
sudoku-note-naked-pair-why = In qualunque ordine vadano, le due caselle consumano entrambe le cifre.
sudoku-note-naked-pair-removes = Cancella le due cifre da tutte le altre caselle di quella riga, colonna o riquadro.
sudoku-note-naked-triple-look = Cerca tre caselle della stessa riga, colonna o riquadro i cui candidati, messi insieme, sono solo tre cifre.
sudoku-note-naked-triple-why = Tre caselle vogliono tre cifre diverse, quindi prendono proprio quelle tre.
sudoku-note-naked-triple-removes = Cancella quelle tre cifre da tutte le altre caselle di quella riga, colonna o riquadro.
sudoku-note-naked-quad-look = Cerca quattro caselle della stessa riga, colonna o riquadro i cui candidati, messi insieme, sono solo quattro cifre.
sudoku-note-naked-quad-why = Quattro caselle vogliono quattro cifre diverse, quindi prendono proprio quelle quattro.
sudoku-note-naked-quad-removes = Cancella quelle quattro cifre da tutte le altre caselle di quella riga, colonna o riquadro.
sudoku-note-hidden-pair-look = Cerca due cifre che, in una riga, colonna o riquadro, possono stare solo nelle stesse due caselle.
sudoku-note-hidden-pair-why = Entrambe le cifre devono comparire lì, e quelle due caselle sono il loro unico posto, quindi le caselle hanno proprio quelle due.
sudoku-note-hidden-pair-removes = Cancella tutti gli altri candidati da quelle due caselle.
sudoku-note-hidden-triple-look = Cerca tre cifre che, in una riga, colonna o riquadro, possono stare solo nelle stesse tre caselle.
sudoku-note-hidden-triple-why = Tutte e tre le cifre devono comparire lì e non hanno altro posto, quindi quelle tre caselle le contengono.
sudoku-note-hidden-triple-removes = Cancella tutti gli altri candidati da quelle tre caselle.
sudoku-note-hidden-quad-look = Cerca quattro cifre che, in una riga, colonna o riquadro, possono stare solo nelle stesse quattro caselle.
sudoku-note-hidden-quad-why = Tutte e quattro le cifre devono comparire lì e non hanno altro posto, quindi quelle quattro caselle le contengono.
sudoku-note-hidden-quad-removes = Cancella tutti gli altri candidati da quelle quattro caselle.
sudoku-note-xy-wing-look = Cerca una casella con candidati x e y che vede (stessa riga, colonna o riquadro) due caselle a due candidati, una con x e z, l'altra con y e z.
sudoku-note-xy-wing-why = Se la prima casella è x, la casella x-z è z; se è y, la casella y-z è z: un compagno ha z in ogni caso.
sudoku-note-xy-wing-removes = Cancella z da ogni casella che vede entrambi i compagni.
sudoku-note-xyz-wing-look = Cerca una casella con tre candidati, x, y e z, che condivide una riga, colonna o riquadro con una casella con x e z e con una con y e z.
sudoku-note-xyz-wing-why = Qualunque delle sue tre cifre prenda la prima casella, lei stessa o uno dei due compagni ha z.
sudoku-note-xyz-wing-removes = Cancella z da ogni casella che condivide una riga, colonna o riquadro con tutte e tre.
sudoku-note-unique-rectangle-look = Cerca quattro caselle agli angoli di un rettangolo su due riquadri, tre delle quali con solo gli stessi due candidati.
sudoku-note-unique-rectangle-why = Se anche la quarta restasse con quei due soli, le due cifre potrebbero scambiarsi tra gli angoli e il gioco avrebbe due soluzioni, mentre un gioco vero ne ha una.
sudoku-note-unique-rectangle-removes = Cancella le due cifre dal quarto angolo.
sudoku-note-w-wing-look = Cerca due caselle con gli stessi due candidati, x e y, e una riga, colonna o riquadro dove x ha solo due posti, ciascuno che vede una delle caselle.
sudoku-note-w-wing-why = Se nessuna fosse y, sarebbero entrambe x, e x non avrebbe più posto lì: quindi una di esse è y.
sudoku-note-w-wing-removes = Cancella y da ogni casella che vede entrambe le caselle.
sudoku-note-simple-colouring-look = Scegli una cifra e segui le righe, colonne e riquadri dove ha esattamente due posti, colorandoli a turno con due colori.
sudoku-note-simple-colouring-why = Ogni coppia contiene la cifra una volta sola, quindi un colore ce l'ha ovunque e l'altro da nessuna parte.
sudoku-note-simple-colouring-removes = Cancella la cifra dalle caselle che vedono entrambi i colori, o da tutto un colore con due caselle che si vedono.
sudoku-note-xy-chain-look = Cerca una catena di caselle a due candidati, ognuna nella riga, colonna o riquadro della successiva, i cui due estremi hanno la stessa cifra come candidato.
sudoku-note-xy-chain-why = Se il primo estremo non è quella cifra, ogni casella prende a turno l'altro candidato e l'ultimo estremo riceve la cifra: uno degli estremi ce l'ha.
sudoku-note-xy-chain-removes = Cancella la cifra da ogni casella che condivide una riga, colonna o riquadro con entrambi gli estremi.
sudoku-note-forcing-chain-look = Cerca una casella con due o tre candidati e segui, per ciascuno, i singoli che imporrebbe.
sudoku-note-forcing-chain-why = Un candidato è giusto: uno i cui singoli lasciano una casella senza cifre è sbagliato, e ciò a cui portano tutti è vero.
sudoku-note-forcing-chain-removes = Cancella un candidato sbagliato; colloca una cifra che tutte le strade collocano e cancella ciò che tutte escludono.

## The same for a kids book: plain words, no technique names, no "candidates".

sudoku-kids-note-pointing-look = Trova un numero che, dentro un riquadro, potrebbe andare solo in caselle della stessa riga.
sudoku-kids-note-pointing-why = Il riquadro ha bisogno di quel numero, quindi starà in quella riga, da qualche parte nel riquadro.
sudoku-kids-note-pointing-removes = Allora il numero non può andare nel resto della riga: cancellalo dai numeri piccoli lì.
sudoku-kids-note-claiming-look = Trova un numero che, in una riga, potrebbe andare solo in caselle dello stesso riquadro.
sudoku-kids-note-claiming-why = La riga ha bisogno di quel numero, quindi starà in quel riquadro, da qualche parte nella riga.
sudoku-kids-note-claiming-removes = Allora il numero non può andare nelle altre caselle del riquadro: cancellalo dai numeri piccoli lì.
sudoku-kids-note-naked-pair-look = Trova due caselle della stessa riga, colonna o riquadro dove possono andare solo gli stessi due numeri.
sudoku-kids-note-naked-pair-why = Una casella prende un numero e l'altra l'altro, quindi entrambi i numeri sono usati lì.
sudoku-kids-note-naked-pair-removes = Cancella quei due numeri dai numeri piccoli delle altre caselle di quella riga, colonna o riquadro.
sudoku-kids-note-hidden-pair-look = Trova due numeri che, in una riga, colonna o riquadro, potrebbero andare solo nelle stesse due caselle.
sudoku-kids-note-hidden-pair-why = Entrambi i numeri devono andare da qualche parte, e quelle due caselle sono i loro unici posti.
sudoku-kids-note-hidden-pair-removes = Quindi quelle due caselle hanno quei due numeri: cancella tutti gli altri numeri piccoli che hanno.
sudoku-kids-note-naked-triple-look = Trova tre caselle della stessa riga, colonna o riquadro dove, tutte insieme, possono andare solo tre numeri.
sudoku-kids-note-naked-triple-why = Tre caselle vogliono tre numeri diversi, quindi usano proprio quei tre.
sudoku-kids-note-naked-triple-removes = Cancella quei tre numeri dai numeri piccoli delle altre caselle di quella riga, colonna o riquadro.
sudoku-kids-note-hidden-triple-look = Trova tre numeri che, in una riga, colonna o riquadro, potrebbero andare solo nelle stesse tre caselle.
sudoku-kids-note-hidden-triple-why = Tutti e tre i numeri devono andare da qualche parte, e quelle tre caselle sono i loro unici posti.
sudoku-kids-note-hidden-triple-removes = Quindi quelle tre caselle hanno quei tre numeri: cancella tutti gli altri numeri piccoli che hanno.
