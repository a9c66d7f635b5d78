## Die Regeln eines Sudoku. $unit ist „number“, wenn das Buch ein 16×16 hat (10 bis 16 sind keine Ziffern), sonst „digit“.
## $n is a grid's side, $w and $h a box's width and height, $grids the grid phrases joined.

sudoku-rules-grid = { $unit ->
       *[other] in einem { $n }×{ $n }-Gitter die Zahlen 1 bis { $n }, und das Gitter ist in Blöcke von { $w } Kästchen Breite und { $h } Kästchen Höhe geteilt
    }
sudoku-rules-fill = { $unit ->
       *[other] Tragen Sie in jedes leere Kästchen eine Zahl ein, sodass jede Zeile, jede Spalte und jeder Block (die fett umrandeten Bereiche) jede Zahl genau einmal enthält: { $grids }.
    }
sudoku-rules-repeat = { $unit ->
       *[other] Eine Zahl darf sich in keiner Zeile, keiner Spalte und keinem Block wiederholen. Suchen Sie das einzige Kästchen, in das eine Zahl passt, oder die einzige Zahl, die in ein Kästchen passt, und tragen Sie sie ein; jede eingetragene Zahl hilft bei der nächsten.
    }
sudoku-rules-given = { $unit ->
       *[other] Die vorgedruckten Zahlen sind vorgegeben. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.
    }

## Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

sudoku-note-full-house-look = Suchen Sie eine Zeile, Spalte oder einen Block mit nur noch einem leeren Kästchen.
sudoku-note-full-house-why = Jede davon enthält jede Zahl einmal, und dort fehlt nur noch eine Zahl.
sudoku-note-full-house-removes = Das leere Kästchen bekommt die fehlende Zahl.
sudoku-note-naked-single-look = Suchen Sie ein Kästchen, bei dem alle Zahlen bis auf eine schon in seiner Zeile, Spalte oder seinem Block stehen.
sudoku-note-naked-single-why = Eine Zahl darf sich in keiner der drei wiederholen, und das Kästchen braucht eine Zahl.
sudoku-note-naked-single-removes = Das Kästchen bekommt die eine verbliebene Zahl, die dann aus allen anderen Kästchen seiner Zeile, Spalte und seines Blocks gestrichen wird.
sudoku-note-hidden-single-look = Wählen Sie eine Zahl und eine Zeile, Spalte oder einen Block, wo sie fehlt, und suchen Sie das einzige Kästchen dort, das sie noch aufnehmen kann.
sudoku-note-hidden-single-why = Die Zahl muss dort einmal vorkommen, und jedes andere Kästchen ist durch dieselbe Zahl in seiner Zeile, Spalte oder seinem Block gesperrt.
sudoku-note-hidden-single-removes = Die Zahl kommt in dieses Kästchen, was auch immer dort sonst noch möglich war.
sudoku-note-pointing-look = Suchen Sie eine Zahl, deren Kandidaten in einem Block alle in einer einzigen Zeile (oder Spalte) liegen.
sudoku-note-pointing-why = Der Block muss die Zahl enthalten, also steht sie in den Kästchen dieser Zeile innerhalb des Blocks, und eine Zeile enthält jede Zahl nur einmal.
sudoku-note-pointing-removes = Streichen Sie die Zahl im Rest dieser Zeile (oder Spalte), außerhalb des Blocks.
sudoku-note-claiming-look = Suchen Sie eine Zahl, deren Kandidaten in einer Zeile (oder Spalte) alle in einem einzigen Block liegen.
sudoku-note-claiming-why = Die Zeile muss die Zahl enthalten, also steht sie in ihren Kästchen innerhalb dieses Blocks, und ein Block enthält jede Zahl nur einmal.
sudoku-note-claiming-removes = Streichen Sie die Zahl im Rest dieses Blocks, außerhalb der Zeile (oder Spalte).
sudoku-note-naked-pair-look = Suchen Sie zwei Kästchen einer Zeile, einer Spalte oder eines Blocks, deren Kandidaten dieselben zwei Zahlen sind und sonst keine.
sudoku-note-naked-pair-why = Wie herum die beiden Zahlen auch stehen, die zwei Kästchen brauchen beide auf.
sudoku-note-naked-pair-removes = Streichen Sie beide Zahlen aus allen anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.
sudoku-note-naked-triple-look = Suchen Sie drei Kästchen einer Zeile, einer Spalte oder eines Blocks, deren Kandidaten zusammen nur drei Zahlen sind.
sudoku-note-naked-triple-why = Drei Kästchen brauchen drei verschiedene Zahlen, also nehmen sie genau diese drei.
sudoku-note-naked-triple-removes = Streichen Sie diese drei Zahlen aus allen anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.
sudoku-note-naked-quad-look = Suchen Sie vier Kästchen einer Zeile, einer Spalte oder eines Blocks, deren Kandidaten zusammen nur vier Zahlen sind.
sudoku-note-naked-quad-why = Vier Kästchen brauchen vier verschiedene Zahlen, also nehmen sie genau diese vier.
sudoku-note-naked-quad-removes = Streichen Sie diese vier Zahlen aus allen anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.
sudoku-note-hidden-pair-look = Suchen Sie zwei Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben zwei Kästchen passen.
sudoku-note-hidden-pair-why = Beide Zahlen müssen dort vorkommen, und diese zwei Kästchen sind ihre einzigen Plätze, also enthalten die Kästchen genau diese zwei.
sudoku-note-hidden-pair-removes = Streichen Sie alle anderen Kandidaten aus diesen zwei Kästchen.
sudoku-note-hidden-triple-look = Suchen Sie drei Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben drei Kästchen passen.
sudoku-note-hidden-triple-why = Alle drei Zahlen müssen dort vorkommen und haben keinen anderen Platz, also stehen sie in diesen drei Kästchen.
sudoku-note-hidden-triple-removes = Streichen Sie alle anderen Kandidaten aus diesen drei Kästchen.
sudoku-note-hidden-quad-look = Suchen Sie vier Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben vier Kästchen passen.
sudoku-note-hidden-quad-why = Alle vier Zahlen müssen dort vorkommen und haben keinen anderen Platz, also stehen sie in diesen vier Kästchen.
sudoku-note-hidden-quad-removes = Streichen Sie alle anderen Kandidaten aus diesen vier Kästchen.
sudoku-note-xy-wing-look = Suchen Sie ein Kästchen mit den Kandidaten x und y, das zwei Kästchen mit je zwei Kandidaten sieht (Zeile, Spalte oder Block teilt), eines mit x und z, eines mit y und z.
sudoku-note-xy-wing-why = Ist das erste Kästchen x, ist das x-z-Kästchen z; ist es y, ist das y-z-Kästchen z: Ein Partner hat z so oder so.
sudoku-note-xy-wing-removes = Streichen Sie z in jedem Kästchen, das beide Partner sieht.
sudoku-note-xyz-wing-look = Suchen Sie ein Kästchen mit drei Kandidaten x, y und z, das eine Zeile, Spalte oder einen Block mit einem Kästchen mit x und z und einem mit y und z teilt.
sudoku-note-xyz-wing-why = Welche seiner drei Zahlen das erste Kästchen auch bekommt, es selbst oder einer seiner zwei Partner hat z.
sudoku-note-xyz-wing-removes = Streichen Sie z in jedem Kästchen, das mit allen dreien eine Zeile, Spalte oder einen Block teilt.
sudoku-note-unique-rectangle-look = Suchen Sie vier Kästchen an den Ecken eines Rechtecks über zwei Blöcke, von denen drei nur dieselben zwei Kandidaten haben.
sudoku-note-unique-rectangle-why = Bliebe auch das vierte bei genau diesen zwei, könnten die beiden Zahlen um die Ecken tauschen, und das Rätsel hätte zwei Lösungen, ein echtes Rätsel hat aber eine.
sudoku-note-unique-rectangle-removes = Streichen Sie beide Zahlen in der vierten Ecke.
sudoku-note-w-wing-look = Suchen Sie zwei Kästchen mit denselben Kandidaten x und y und eine Zeile, Spalte oder einen Block, wo x nur zwei Plätze hat, von denen jeder eines der Kästchen sieht.
sudoku-note-w-wing-why = Wäre keines der Kästchen y, wären beide x, und x hätte dort keinen Platz mehr: Eines von ihnen ist also y.
sudoku-note-w-wing-removes = Streichen Sie y in jedem Kästchen, das beide Kästchen sieht.
sudoku-note-simple-colouring-look = Wählen Sie eine Zahl und folgen Sie den Zeilen, Spalten und Blöcken, wo sie genau zwei Plätze hat; färben Sie diese abwechselnd in zwei Farben.
sudoku-note-simple-colouring-why = Jedes Paar enthält die Zahl genau einmal, also hat eine Farbe sie überall und die andere nirgends.
sudoku-note-simple-colouring-removes = Streichen Sie die Zahl in Kästchen, die beide Farben sehen, oder in einer ganzen Farbe, von der sich zwei Kästchen sehen.
sudoku-note-xy-chain-look = Suchen Sie eine Kette von Kästchen mit je zwei Kandidaten, jedes in einer Zeile, Spalte oder einem Block mit dem nächsten, deren beide Enden dieselbe Zahl als Kandidaten haben.
sudoku-note-xy-chain-why = Ist das erste Ende nicht diese Zahl, nimmt jedes Kästchen der Reihe nach seinen anderen Kandidaten, und das letzte Ende bekommt die Zahl: Ein Ende hat sie also.
sudoku-note-xy-chain-removes = Streichen Sie die Zahl in jedem Kästchen, das mit beiden Enden eine Zeile, Spalte oder einen Block teilt.
sudoku-note-forcing-chain-look = Suchen Sie ein Kästchen mit zwei oder drei Kandidaten und verfolgen Sie für jeden die Einer, die er erzwingen würde.
sudoku-note-forcing-chain-why = Ein Kandidat ist richtig: Einer, dessen Einer ein Kästchen ohne Zahl lassen, ist falsch, und wozu alle führen, stimmt.
sudoku-note-forcing-chain-removes = Streichen Sie einen falschen Kandidaten; setzen Sie eine Zahl, die jeder Weg setzt, und streichen Sie, was jeder Weg ausschließt.

## The same for a kids book: plain words, no technique names, no "candidates".

sudoku-kids-note-pointing-look = Finde eine Zahl, die in einem Block nur in Kästchen derselben Zeile passen würde.
sudoku-kids-note-pointing-why = Der Block braucht diese Zahl, also steht sie in dieser Zeile, irgendwo im Block.
sudoku-kids-note-pointing-removes = Darum kann die Zahl im Rest der Zeile nicht stehen: Streiche sie dort bei den kleinen Zahlen.
sudoku-kids-note-claiming-look = Finde eine Zahl, die in einer Zeile nur in Kästchen desselben Blocks passen würde.
sudoku-kids-note-claiming-why = Die Zeile braucht diese Zahl, also steht sie in diesem Block, irgendwo in der Zeile.
sudoku-kids-note-claiming-removes = Darum kann die Zahl in den anderen Kästchen des Blocks nicht stehen: Streiche sie dort bei den kleinen Zahlen.
sudoku-kids-note-naked-pair-look = Finde zwei Kästchen in derselben Zeile, Spalte oder demselben Block, in die nur noch dieselben zwei Zahlen passen.
sudoku-kids-note-naked-pair-why = Ein Kästchen bekommt die eine Zahl und das andere die andere, also sind beide Zahlen dort verbraucht.
sudoku-kids-note-naked-pair-removes = Streiche diese zwei Zahlen bei den kleinen Zahlen in den anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.
sudoku-kids-note-hidden-pair-look = Finde zwei Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben zwei Kästchen passen würden.
sudoku-kids-note-hidden-pair-why = Beide Zahlen müssen dort irgendwo hin, und diese zwei Kästchen sind ihre einzigen Plätze.
sudoku-kids-note-hidden-pair-removes = Also stehen in diesen zwei Kästchen diese zwei Zahlen: Streiche dort alle anderen kleinen Zahlen.
sudoku-kids-note-naked-triple-look = Finde drei Kästchen in derselben Zeile, Spalte oder demselben Block, in die zusammen nur noch drei Zahlen passen.
sudoku-kids-note-naked-triple-why = Drei Kästchen brauchen drei verschiedene Zahlen, also verbrauchen sie genau diese drei.
sudoku-kids-note-naked-triple-removes = Streiche diese drei Zahlen bei den kleinen Zahlen in den anderen Kästchen dieser Zeile, Spalte oder dieses Blocks.
sudoku-kids-note-hidden-triple-look = Finde drei Zahlen, die in einer Zeile, Spalte oder einem Block nur in dieselben drei Kästchen passen würden.
sudoku-kids-note-hidden-triple-why = Alle drei Zahlen müssen dort irgendwo hin, und diese drei Kästchen sind ihre einzigen Plätze.
sudoku-kids-note-hidden-triple-removes = Also stehen in diesen drei Kästchen diese drei Zahlen: Streiche dort alle anderen kleinen Zahlen.
