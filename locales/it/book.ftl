## Ciò che riceve un libro la cui specifica non lo indica: titolo, sottotitolo e testo di
## quarta di copertina seguono i tipi di gioco, i livelli e la lingua del libro. $kind è il
## nome di un tipo di gioco, $count un numero di schemi; $level, $easiest e $hardest sono
## easy, medium, hard o expert.

title-one-level = { $kind }: { $count } { $count ->
        [one] schema
       *[other] schemi
    } { $count ->
        [one] { $level ->
            [easy] facile
            [medium] di livello medio
            [hard] difficile
           *[expert] per esperti
        }
       *[other] { $level ->
            [easy] facili
            [medium] di livello medio
            [hard] difficili
           *[expert] per esperti
        }
    }

title-levels = { $kind }: { $count } schemi, da { $easiest ->
        [easy] facile
        [medium] medio
        [hard] difficile
       *[expert] esperto
    } a { $hardest ->
        [easy] facile
        [medium] medio
        [hard] difficile
       *[expert] esperto
    }

title-variety = Giochi di logica assortiti: { $count } schemi

subtitle-one-kind = Giochi di logica { $grids }, con soluzioni

subtitle-variety = { $kinds }, { $levels }

level-span = da { $easiest ->
        [easy] facile
        [medium] medio
        [hard] difficile
       *[expert] esperto
    } a { $hardest ->
        [easy] facile
        [medium] medio
        [hard] difficile
       *[expert] esperto
    }

level-alone = livello { $level ->
        [easy] facile
        [medium] medio
        [hard] difficile
       *[expert] esperto
    }

blurb-promise =
    Ogni schema di questo libro ha una sola soluzione, che si trova soltanto ragionando: non
    serve mai tirare a indovinare. Gli schemi diventano via via più difficili, un esempio
    svolto ti mostra come cominciare e le soluzioni sono in fondo al libro.

blurb-variety-intro = { $count } tipi di giochi di logica in un solo libro.

blurb-variety-promise =
    Ogni schema ha una sola soluzione, che si trova con la sola logica: non serve mai tirare a
    indovinare. Ogni tipo di gioco ha il suo esempio svolto, gli schemi diventano via via più
    difficili e le soluzioni sono in fondo al libro.

author-unknown = Anonimo

copyright-line = Copyright © { $year } { $author }. Tutti i diritti riservati.

copyright-notice =
    Nessuna parte di questo libro può essere riprodotta in alcuna forma senza il
    permesso scritto del titolare dei diritti, salvo brevi citazioni nelle recensioni.

cover-large-print = CARATTERI GRANDI

cover-headline-kids = Giochi divertenti per bambini svegli!
# The worked example's lead-in for a kind that keeps no candidates (a nonogram's squares are
# filled or empty, nothing is pencilled in).
steps-intro-plain = Chi risolve decide le caselle un passo alla volta, ognuna per una ragione data dalle regole. I primi passi:

## "puzzle" after a count on the cover ("100 PUZZLES"), in the language's plural forms.

puzzles = { $count ->
        [one] schema
       *[other] schemi
    }
