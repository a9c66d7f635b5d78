## Namen der Techniken im Fließtext und der Satz, der die Techniken des Beispiels aufzählt.
## „Neben“ verlangt den Dativ: `.case = dative` wählt bei jeder Technik die Variante [dative].

techniques-basic = Neben { $names } aus dem Beispiel brauchen Sie:
    .case = dative

technique-cage-combination = { $case ->
        [dative] der Käfig-Kombination
       *[nominative] Käfig-Kombination
    }
technique-cage-combinations = { $case ->
        [dative] den Käfig-Kombinationen
       *[nominative] Käfig-Kombinationen
    }
technique-cage-splitting = { $case ->
        [dative] dem Teilen eines Käfigs
       *[nominative] Käfig teilen
    }
technique-clue-bounds = { $case ->
        [dative] den Grenzen eines Hinweises
       *[nominative] Grenzen eines Hinweises
    }
technique-clue-full = { $case ->
        [dative] dem vollen Hinweis
       *[nominative] Voller Hinweis
    }
technique-clue-last-seen = { $case ->
        [dative] dem letzten Sichtbaren
       *[nominative] Der letzte Sichtbare
    }
technique-clue-one = { $case ->
        [dative] dem Hinweis 1
       *[nominative] Hinweis 1
    }
technique-completed-run = { $case ->
        [dative] dem fertigen Block
       *[nominative] Fertiger Block
    }
technique-edge-forcing = { $case ->
        [dative] dem Randblock
       *[nominative] Randblock
    }
technique-facing-clues = { $case ->
        [dative] den gegenüberliegenden Hinweisen
       *[nominative] Gegenüberliegende Hinweise
    }
technique-full-house = { $case ->
        [dative] dem letzten freien Kästchen
       *[nominative] Letztes freies Kästchen
    }
technique-hidden-single = { $case ->
        [dative] dem Versteckten Einer
       *[nominative] Versteckter Einer
    }
technique-unique-combination = { $case ->
        [dative] der Eindeutigen Kombination
       *[nominative] Eindeutige Kombination
    }
technique-bounds = { $case ->
        [dative] den kleinsten und größten Ziffern
       *[nominative] Kleinste und größte Ziffern
    }
technique-combination-intersection = { $case ->
        [dative] den Kreuzenden Kombinationen
       *[nominative] Kreuzende Kombinationen
    }
technique-naked-single = { $case ->
        [dative] dem Nackten Einer
       *[nominative] Nackter Einer
    }
technique-one-blank-line = { $case ->
        [dative] der Linie mit einer Lücke
       *[nominative] Linie mit einer Lücke
    }
technique-overlap = { $case ->
        [dative] der Überlappung
       *[nominative] Überlappung
    }
technique-sign-bounds = { $case ->
        [dative] den Grenzen der Zeichen
       *[nominative] Grenzen der Zeichen
    }
technique-single-cell-cage = { $case ->
        [dative] dem Käfig aus einem Kästchen
       *[nominative] Käfig aus einem Kästchen
    }
technique-small-gap = { $case ->
        [dative] der zu kleinen Lücke
       *[nominative] Zu kleine Lücke
    }
technique-rule-of-45 = { $case ->
        [dative] der 45er-Regel
       *[nominative] 45er-Regel
    }

## Every other technique's name, as a techniques page heads it (capitalised there) and a
## sentence names it.
technique-cage-fills = Käfig-Füllungen
technique-cage-line = Käfig und Linie
technique-cage-overlap = Käfig-Überlappung
technique-claiming = Eingesperrte Kandidaten
technique-clue-enumeration = Reihenfolgen eines Hinweises
technique-combination-clash = Kombinationskonflikt
technique-forcing-chain = Erzwingende Kette
technique-four-blank-sum = Summe mit vier Lücken
technique-hidden-pair = Verstecktes Paar
technique-hidden-quad = Verstecktes Quartett
technique-hidden-triple = Verstecktes Tripel
technique-jellyfish = Qualle
technique-line-enumeration = Alle Reihenfolgen prüfen
technique-line-sum = Zeilensumme
technique-naked-pair = Nacktes Paar
technique-naked-quad = Nacktes Quartett
technique-naked-triple = Nacktes Tripel
technique-pointing = Zeigende Kandidaten
technique-rule-of-45-bands = 45er-Regel über Bänder
technique-sign-chain = Ungleichungskette
technique-simple-colouring = Einfaches Färben
technique-swordfish = Schwertfisch
technique-unique-rectangle = Eindeutiges Rechteck
technique-w-wing = W-Wing
technique-x-wing = X-Wing
technique-xy-chain = XY-Kette
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing

## A kind's own name for a technique another kind names otherwise: technique-KIND-NAME.
technique-magic-line-sum = Summe der Linie

## Kakuro's technique names as its headings print them (the naked single's is the shared one).

technique-kakuro-unique-combination = Eindeutige Kombination
technique-kakuro-bounds = Kleinste und größte Ziffern
technique-kakuro-combination-intersection = Kreuzende Kombinationen
technique-kakuro-required-digit = Pflichtziffer
technique-kakuro-run-subset = Paare und Tripel in einer Reihe
technique-kakuro-long-run-combination = Kombinationen langer Reihen
technique-kakuro-sum-arithmetic = Summenrechnung

## Nonograms' technique names as their headings print them.

technique-nonogram-completed-run = Fertiger Block
technique-nonogram-edge-forcing = Randblock
technique-nonogram-small-gap = Zu kleine Lücke
technique-nonogram-overlap = Überlappung
technique-nonogram-line-solving = Linie ganz lösen
technique-nonogram-contradiction = Widerspruch
