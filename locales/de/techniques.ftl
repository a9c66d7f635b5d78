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
