## The Latin core's technique notes for the techniques pages, three sentences each: what to
## look for (-look), why it works (-why), what it removes or places (-removes). A kind with notes
## of its own (KIND-note-NAME-* in KIND.ftl) prints those instead.

note-naked-single-look = Suchen Sie ein Kästchen, in dem alle Zahlen bis auf eine schon ausgeschlossen sind.
note-naked-single-why = Seine Zeile, seine Spalte und die Hinweise verbieten alle anderen, und jedes Kästchen braucht eine Zahl.
note-naked-single-removes = Das Kästchen bekommt die eine verbliebene Zahl, die dann aus allen anderen Kästchen seiner Zeile und Spalte gestrichen wird.
note-hidden-single-look = Wählen Sie eine Zahl und eine Zeile oder Spalte und suchen Sie das einzige Kästchen dort, das sie noch aufnehmen kann.
note-hidden-single-why = Jede Zeile und Spalte enthält jede Zahl einmal, also muss die Zahl irgendwo in diese Linie, und kein anderes Kästchen bleibt ihr.
note-hidden-single-removes = Die Zahl kommt in dieses Kästchen, was auch immer dort sonst noch möglich war.
note-naked-pair-look = Suchen Sie zwei Kästchen einer Zeile oder Spalte, deren Kandidaten dieselben zwei Zahlen sind und sonst keine.
note-naked-pair-why = Wie herum die beiden Zahlen auch stehen, die zwei Kästchen brauchen beide auf.
note-naked-pair-removes = Streichen Sie beide Zahlen aus allen anderen Kästchen dieser Zeile oder Spalte.
note-naked-triple-look = Suchen Sie drei Kästchen einer Zeile oder Spalte, deren Kandidaten zusammen nur drei Zahlen sind.
note-naked-triple-why = Drei Kästchen brauchen drei verschiedene Zahlen, also nehmen sie genau diese drei.
note-naked-triple-removes = Streichen Sie diese drei Zahlen aus allen anderen Kästchen dieser Zeile oder Spalte.
note-naked-quad-look = Suchen Sie vier Kästchen einer Zeile oder Spalte, deren Kandidaten zusammen nur vier Zahlen sind.
note-naked-quad-why = Vier Kästchen brauchen vier verschiedene Zahlen, also nehmen sie genau diese vier.
note-naked-quad-removes = Streichen Sie diese vier Zahlen aus allen anderen Kästchen dieser Zeile oder Spalte.
note-hidden-pair-look = Suchen Sie zwei Zahlen, die in einer Zeile oder Spalte nur in dieselben zwei Kästchen passen.
note-hidden-pair-why = Beide Zahlen müssen in diese Linie, und diese zwei Kästchen sind ihre einzigen Plätze, also enthalten die Kästchen genau diese zwei.
note-hidden-pair-removes = Streichen Sie alle anderen Kandidaten aus diesen zwei Kästchen.
note-hidden-triple-look = Suchen Sie drei Zahlen, die in einer Zeile oder Spalte nur in dieselben drei Kästchen passen.
note-hidden-triple-why = Alle drei Zahlen müssen in diese Linie und haben keinen anderen Platz, also stehen sie in diesen drei Kästchen.
note-hidden-triple-removes = Streichen Sie alle anderen Kandidaten aus diesen drei Kästchen.
note-hidden-quad-look = Suchen Sie vier Zahlen, die in einer Zeile oder Spalte nur in dieselben vier Kästchen passen.
note-hidden-quad-why = Alle vier Zahlen müssen in diese Linie und haben keinen anderen Platz, also stehen sie in diesen vier Kästchen.
note-hidden-quad-removes = Streichen Sie alle anderen Kandidaten aus diesen vier Kästchen.
note-x-wing-look = Suchen Sie eine Zahl, die in zwei Zeilen jeweils nur in dieselben zwei Spalten passt: Die vier Kästchen bilden ein Rechteck.
note-x-wing-why = Die Zahl steht in jeder der Zeilen in einer Ecke, und die beiden Ecken liegen nie in derselben Spalte, also belegt sie dort beide Spalten.
note-x-wing-removes = Streichen Sie die Zahl im Rest der beiden Spalten (ebenso mit Zeilen und Spalten vertauscht).
note-swordfish-look = Suchen Sie eine Zahl, die in drei Zeilen jeweils nur in Kästchen derselben drei Spalten passt.
note-swordfish-why = Die drei Zeilen brauchen die Zahl dreimal, jedes Mal in einer anderen dieser Spalten, also bekommen die Spalten sie in diesen Zeilen.
note-swordfish-removes = Streichen Sie die Zahl im Rest der drei Spalten (ebenso mit Zeilen und Spalten vertauscht).
note-jellyfish-look = Suchen Sie eine Zahl, die in vier Zeilen jeweils nur in Kästchen derselben vier Spalten passt.
note-jellyfish-why = Die vier Zeilen brauchen die Zahl viermal, jedes Mal in einer anderen dieser Spalten, also bekommen die Spalten sie in diesen Zeilen.
note-jellyfish-removes = Streichen Sie die Zahl im Rest der vier Spalten (ebenso mit Zeilen und Spalten vertauscht).
note-forcing-chain-look = Suchen Sie eine Kette von Kästchen mit je zwei Kandidaten, jedes in einer Zeile oder Spalte mit dem nächsten, deren beide Enden dieselbe Zahl als Kandidaten haben.
note-forcing-chain-why = Ist das erste Ende nicht diese Zahl, nimmt jedes Kästchen der Reihe nach seinen anderen Kandidaten, und das letzte Ende bekommt die Zahl: Ein Ende hat sie also.
note-forcing-chain-removes = Streichen Sie die Zahl in jedem Kästchen, das mit beiden Enden eine Zeile oder Spalte teilt.
