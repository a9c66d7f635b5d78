## The Latin core's technique notes for the techniques pages, three sentences each: what to
## look for (-look), why it works (-why), what it removes or places (-removes). A kind with notes
## of its own (KIND-note-NAME-* in KIND.ftl) prints those instead.

note-naked-single-look = Cerca una casella in cui tutte le cifre tranne una sono già escluse.
note-naked-single-why = La sua riga, la sua colonna e gli indizi vietano tutte le altre, e ogni casella deve avere una cifra.
note-naked-single-removes = La casella prende l'unica cifra rimasta, che sparisce poi dalle altre caselle della sua riga e della sua colonna.
note-hidden-single-look = Scegli una cifra e una riga o colonna, e cerca l'unica casella che può ancora ospitarla.
note-hidden-single-why = Ogni riga e ogni colonna contiene ogni cifra una volta, quindi la cifra deve stare da qualche parte in quella linea, e le resta una sola casella.
note-hidden-single-removes = La cifra va in quella casella, qualunque altro candidato avesse.
note-naked-pair-look = Cerca due caselle della stessa riga o colonna i cui candidati sono le stesse due cifre e nient'altro.
note-naked-pair-why = In qualunque ordine vadano, le due caselle consumano entrambe le cifre.
note-naked-pair-removes = Cancella le due cifre da tutte le altre caselle di quella riga o colonna.
note-naked-triple-look = Cerca tre caselle della stessa riga o colonna i cui candidati, messi insieme, sono solo tre cifre.
note-naked-triple-why = Tre caselle vogliono tre cifre diverse, quindi prendono proprio quelle tre.
note-naked-triple-removes = Cancella quelle tre cifre da tutte le altre caselle di quella riga o colonna.
note-naked-quad-look = Cerca quattro caselle della stessa riga o colonna i cui candidati, messi insieme, sono solo quattro cifre.
note-naked-quad-why = Quattro caselle vogliono quattro cifre diverse, quindi prendono proprio quelle quattro.
note-naked-quad-removes = Cancella quelle quattro cifre da tutte le altre caselle di quella riga o colonna.
note-hidden-pair-look = Cerca due cifre che, in una riga o colonna, possono stare solo nelle stesse due caselle.
note-hidden-pair-why = Entrambe le cifre devono comparire in quella linea, e quelle due caselle sono il loro unico posto, quindi le caselle hanno proprio quelle due.
note-hidden-pair-removes = Cancella tutti gli altri candidati da quelle due caselle.
note-hidden-triple-look = Cerca tre cifre che, in una riga o colonna, possono stare solo nelle stesse tre caselle.
note-hidden-triple-why = Tutte e tre le cifre devono comparire in quella linea e non hanno altro posto, quindi quelle tre caselle le contengono.
note-hidden-triple-removes = Cancella tutti gli altri candidati da quelle tre caselle.
note-hidden-quad-look = Cerca quattro cifre che, in una riga o colonna, possono stare solo nelle stesse quattro caselle.
note-hidden-quad-why = Tutte e quattro le cifre devono comparire in quella linea e non hanno altro posto, quindi quelle quattro caselle le contengono.
note-hidden-quad-removes = Cancella tutti gli altri candidati da quelle quattro caselle.
note-x-wing-look = Cerca una cifra che, in due righe, può stare solo nelle stesse due colonne: le quattro caselle formano un rettangolo.
note-x-wing-why = La cifra occupa un angolo in ciascuna riga, e i due angoli non stanno mai nella stessa colonna, quindi occupa lì entrambe le colonne.
note-x-wing-removes = Cancella la cifra dal resto delle due colonne (e lo stesso scambiando righe e colonne).
note-swordfish-look = Cerca una cifra che, in tre righe, può stare solo in caselle delle stesse tre colonne.
note-swordfish-why = Le tre righe vogliono la cifra tre volte, ogni volta in un'altra di quelle colonne, quindi le colonne la ricevono in quelle righe.
note-swordfish-removes = Cancella la cifra dal resto delle tre colonne (e lo stesso scambiando righe e colonne).
note-jellyfish-look = Cerca una cifra che, in quattro righe, può stare solo in caselle delle stesse quattro colonne.
note-jellyfish-why = Le quattro righe vogliono la cifra quattro volte, ogni volta in un'altra di quelle colonne, quindi le colonne la ricevono in quelle righe.
note-jellyfish-removes = Cancella la cifra dal resto delle quattro colonne (e lo stesso scambiando righe e colonne).
note-forcing-chain-look = Cerca una catena di caselle a due candidati, ognuna nella riga o colonna della successiva, i cui due estremi hanno la stessa cifra come candidato.
note-forcing-chain-why = Se il primo estremo non è quella cifra, ogni casella prende a turno l'altro candidato e l'ultimo estremo riceve la cifra: uno degli estremi ce l'ha.
note-forcing-chain-removes = Cancella la cifra da ogni casella che condivide una riga o colonna con entrambi gli estremi.
