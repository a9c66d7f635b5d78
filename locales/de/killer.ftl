## A Killer Sudoku's rules. $n is a grid's side, $w and $h a box's width and height;
## $grids is the grid phrases joined, $total what a row, column or box adds up to
## (one figure per grid size, joined with " / ").

killer-rules-grid = im { $n }×{ $n }-Gitter die Ziffern 1 bis { $n }, in Blöcken von { $w } mal { $h } Kästchen
killer-rules-fill = Tragen Sie in jedes Kästchen eine Ziffer ein, sodass jede Zeile, jede Spalte und jeder Block (die dick umrandeten Bereiche) jede Ziffer genau einmal enthält: { $grids }.
killer-rules-cages = Gestrichelte Linien teilen das Gitter in Käfige. Die kleine Zahl in der Ecke eines Käfigs ist seine Summe: Die Ziffern im Käfig ergeben zusammen diese Zahl, und keine Ziffer wiederholt sich in einem Käfig. Eine Zeile, eine Spalte oder ein Block ergibt immer { $total }.
killer-rules-given = Zu Beginn ist keine oder kaum eine Ziffer vorgegeben. Jedes Rätsel hat genau eine Lösung, und Logik allein führt zu ihr: Raten ist nie nötig.

## Killer Sudoku's technique notes for the techniques pages, three sentences each: what to look for
## (-look), why it works (-why), what it removes or places (-removes).

killer-note-cage-combination-look = Betrachten Sie einen kleinen Käfig und zählen Sie die Sätze verschiedener Ziffern auf, die seine Summe ergeben.
killer-note-cage-combination-why = Die Ziffern eines Käfigs sind verschieden und ergeben zusammen seine Summe, also kommen nur diese Sätze in Frage: 3 in zwei Kästchen ist immer 1 und 2.
killer-note-cage-combination-removes = Jedes Kästchen des Käfigs behält nur Ziffern eines Satzes, den die anderen Kästchen vervollständigen können.
killer-note-rule-of-45-look = Suchen Sie eine Zeile, Spalte oder einen Block, der fast ganz von Käfigen bedeckt ist, die ganz darin liegen.
killer-note-rule-of-45-why = Jede Zeile, Spalte und jeder Block ergibt 45 (21 bei 6 × 6), also ergeben die übrigen Kästchen 45 minus die Summen der inneren Käfige und die gesetzten Ziffern.
killer-note-rule-of-45-removes = Die übrigen Kästchen werden zu einem eigenen Käfig: Ein einzelnes Kästchen erhält diese Zahl, mehrere behalten nur Ziffern, die ihre Summe bilden können.
killer-note-cage-splitting-look = Suchen Sie einen Käfig, der alle Kästchen enthält, die die 45er-Regel in einer Zeile, Spalte oder einem Block übrig lässt, und dazu Kästchen außerhalb.
killer-note-cage-splitting-why = Die Kästchen innerhalb ergeben die Summe, die die 45er-Regel liefert, und die Summe des Käfigs steht fest, also ergeben seine Kästchen außerhalb den Rest.
killer-note-cage-splitting-removes = Der Käfig zerfällt in zwei kleinere Käfige, einen innen und einen außen, jeder mit eigener Summe und weniger Möglichkeiten.
killer-note-cage-overlap-look = Suchen Sie eine Ziffer, die jede Möglichkeit eines Käfigs braucht und deren mögliche Kästchen im Käfig alle in einer Zeile, Spalte oder einem Block liegen.
killer-note-cage-overlap-why = Der Käfig muss diese Ziffer in einem dieser Kästchen haben, und eine Zeile, Spalte oder ein Block enthält jede Ziffer nur einmal.
killer-note-cage-overlap-removes = Die Ziffer wird aus allen anderen Kästchen dieser Zeile, Spalte oder dieses Blocks außerhalb des Käfigs gestrichen.
killer-note-combination-clash-look = Suchen Sie zwei Käfige in derselben Zeile, Spalte oder demselben Block, jeder mit nur wenigen Möglichkeiten für seine Summe.
killer-note-combination-clash-why = Eine Zeile, Spalte oder ein Block enthält jede Ziffer einmal, also können die beiden Käfige keine Ziffer teilen.
killer-note-combination-clash-removes = Eine Möglichkeit für den einen Käfig, die dem anderen keine Möglichkeit lässt, fällt weg, samt den Ziffern, die nur sie erlaubte.
killer-note-rule-of-45-bands-look = Betrachten Sie zwei oder drei benachbarte Zeilen (oder Spalten) oder eine Einheit, aus der Käfige herausragen.
killer-note-rule-of-45-bands-why = Jede Zeile und Spalte ergibt 45, mehrere zusammen also 45 mal ihre Anzahl; die ganz innen liegenden Käfige ziehen ihre Summen ab, und die übrigen Kästchen ergeben den Rest.
killer-note-rule-of-45-bands-removes = Die übrigen Kästchen, innerhalb oder knapp außerhalb des Bandes, werden ein Käfig mit bekannter Summe und behalten nur Ziffern, die sie bilden können.

## Killer's step sentences. $cage is the cage as -step-cage names it ($sum, $cell its corner);
## $cells the squares; $k how many ($k of a combination: the cage's squares); $sets the digit
## sets ("1+2+6 or 1+3+5"); $region and $line a house by name ("row 3", or -step-rows/-columns
## for a band of $lines houses), $inline the same as a place ("in row 3"): a sentence takes
## either; $total a clashing cage's sum; $outcome what the step rules out or places.

killer-step-cage = der { $sum }er-Käfig bei { $cell }
killer-step-combination = { $cage } ({ $cells }): { $k } Kästchen mit verschiedenen Ziffern ergeben { $sum } nur als { $sets }, daher: { $outcome }.
killer-step-combination-one = { $cage } besteht nur aus { $cells }, also steht dort die { $sum }: { $outcome }.
killer-step-innies = { $region }, zusammen: { $whole }; die Käfige ganz darin ergeben { $inside }, also bleibt für { $cells } { $sum }, daher: { $outcome }.
killer-step-outies = { $region }, zusammen: { $whole }; die Käfige, die hineinreichen, ergeben zusammen { $all }, davon { $whole } darin; also bleibt für { $cells } außerhalb der Rest von { $sum }, daher: { $outcome }.
killer-step-innies-live = { $region } ergibt { $whole }; die gesetzten Ziffern und die Käfige (oder Käfigteile) ganz darin ergeben { $inside }, also ergeben { $cells } { $sum }, daher: { $outcome }.
killer-step-split = { $region } ergibt { $whole }, und die übrigen Kästchen darin liegen alle in einem Käfig, { $cage }, der sich dort teilt: sein Teil { $cells } ergibt { $sum }, daher: { $outcome }.
killer-step-overlap = { $cage } braucht in jeder Füllung die { $d }, und dort kann sie nur in { $cells } stehen, alle in { $line }, daher: { $outcome }.
killer-step-overlap-in = in { $line } kann die { $d } nur in { $cells } stehen, alle in einem Käfig ({ $cage }); der Käfig enthält also die { $d }, daher: { $outcome }.
killer-step-clash = { $cage } und { $other } teilen keine Ziffer; { $cage } geht also nur als { $sets }, daher: { $outcome }.
killer-step-rows = die Zeilen { $list }
killer-step-columns = die Spalten { $list }
