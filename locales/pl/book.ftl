## Co dostaje książka, której specyfikacja tego nie podaje: tytuł, podtytuł i tekst z tyłu
## okładki wynikają z rodzajów łamigłówek, poziomów i języka książki. $kind to nazwa rodzaju,
## $count liczba łamigłówek; $level, $easiest i $hardest to easy, medium, hard lub expert.

title-one-level = { $kind }: { $count } { $count ->
        [one] { $level ->
            [easy] łatwa łamigłówka
            [medium] średnia łamigłówka
            [hard] trudna łamigłówka
           *[expert] bardzo trudna łamigłówka
        }
        [few] { $level ->
            [easy] łatwe łamigłówki
            [medium] średnie łamigłówki
            [hard] trudne łamigłówki
           *[expert] bardzo trudne łamigłówki
        }
       *[many] { $level ->
            [easy] łatwych łamigłówek
            [medium] średnich łamigłówek
            [hard] trudnych łamigłówek
           *[expert] bardzo trudnych łamigłówek
        }
    }

title-levels = { $kind }: { $count } { $count ->
        [one] łamigłówka
        [few] łamigłówki
       *[many] łamigłówek
    } od { $easiest ->
        [easy] łatwych
        [medium] średnich
        [hard] trudnych
       *[expert] bardzo trudnych
    } do { $hardest ->
        [easy] łatwych
        [medium] średnich
        [hard] trudnych
       *[expert] bardzo trudnych
    }

title-variety = Mix łamigłówek logicznych: { $count } { $count ->
        [one] łamigłówka
        [few] łamigłówki
       *[many] łamigłówek
    }

subtitle-one-kind = Łamigłówki logiczne { $grids } z rozwiązaniami

subtitle-variety = { $kinds }, { $levels }

# Dopełniacz: „od łatwego do trudnego”.
level-span = od { $easiest ->
        [easy] łatwego
        [medium] średniego
        [hard] trudnego
       *[expert] bardzo trudnego
    } do { $hardest ->
        [easy] łatwego
        [medium] średniego
        [hard] trudnego
       *[expert] bardzo trudnego
    }

level-alone = poziom { $level ->
        [easy] łatwy
        [medium] średni
        [hard] trudny
       *[expert] ekspert
    }

blurb-promise =
    Każda łamigłówka w tej książce ma dokładnie jedno rozwiązanie, które można znaleźć samym
    rozumowaniem: nigdy nie trzeba zgadywać. Łamigłówki stają się coraz trudniejsze,
    rozwiązany przykład pokazuje, jak zacząć, a rozwiązania znajdują się na końcu książki.

blurb-variety-intro = { $count ->
        [one] { $count } rodzaj łamigłówek
        [few] { $count } rodzaje łamigłówek
       *[many] { $count } rodzajów łamigłówek
    } logicznych w jednej książce.

blurb-variety-promise =
    Każda łamigłówka ma dokładnie jedno rozwiązanie, które można znaleźć samą logiką: nigdy nie
    trzeba zgadywać. Każdy rodzaj ma własny rozwiązany przykład, łamigłówki stają się coraz
    trudniejsze, a rozwiązania znajdują się na końcu książki.

author-unknown = Anonim

copyright-line = Copyright © { $year } { $author }. Wszelkie prawa zastrzeżone.

copyright-notice =
    Żadna część tej książki nie może być powielana w jakiejkolwiek formie bez pisemnej
    zgody właściciela praw autorskich, z wyjątkiem krótkich cytatów w recenzjach.

cover-large-print = DUŻA CZCIONKA

cover-headline-kids = Łamigłówki dla bystrych dzieci!
# The worked example's lead-in for a kind that keeps no candidates (a nonogram's squares are
# filled or empty, nothing is pencilled in).
steps-intro-plain = Rozwiązując, ustalamy pola krok po kroku, każde z powodu, który dają reguły. Pierwsze kroki:

## "puzzle" after a count on the cover ("100 PUZZLES"), in the language's plural forms.

puzzles = { $count ->
        [one] łamigłówka
        [few] łamigłówki
       *[many] łamigłówek
    }
