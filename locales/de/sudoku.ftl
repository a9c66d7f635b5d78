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
