## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = im { $n }×{ $n }-Gitter die Ziffern 1 bis { $n }, in Blöcken von { $w } mal { $h } Kästchen
killer-rules-fill = Tragen Sie in jedes Kästchen eine Ziffer ein, sodass jede Zeile, jede Spalte und jeder Block (die dick umrandeten Bereiche) jede Ziffer genau einmal enthält: { $grids }.
killer-rules-cages = Gestrichelte Linien teilen das Gitter in Käfige. Die kleine Zahl in der Ecke eines Käfigs ist seine Summe: Die Ziffern im Käfig ergeben zusammen diese Zahl, und keine Ziffer wiederholt sich in einem Käfig. Eine Zeile, eine Spalte oder ein Block ergibt immer { $total }.
killer-rules-given = Zu Beginn ist keine oder kaum eine Ziffer vorgegeben. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.
