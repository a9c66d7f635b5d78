## Wat een boek krijgt als de specificatie het niet geeft: titel, ondertitel en achterflaptekst
## volgen de puzzelsoorten, de niveaus en de taal van het boek. $kind is de naam van een
## puzzelsoort, $count een aantal puzzels; $level, $easiest en $hardest zijn easy, medium,
## hard of expert.

title-one-level = { $kind }: { $count } { $level ->
        [easy] makkelijke
        [medium] gemiddelde
        [hard] moeilijke
       *[expert] zeer moeilijke
    } { $count ->
        [one] puzzel
       *[other] puzzels
    }

title-levels = { $kind }: { $count } puzzels, van { $easiest ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
       *[expert] zeer moeilijk
    } tot { $hardest ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
       *[expert] zeer moeilijk
    }

title-variety = Logische puzzelmix: { $count } puzzels

subtitle-one-kind = Logische puzzels van { $grids }, met oplossingen

subtitle-variety = { $kinds }, { $levels }

level-span = { $easiest ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
       *[expert] zeer moeilijk
    } tot { $hardest ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
       *[expert] zeer moeilijk
    }

level-alone = { $level ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
       *[expert] zeer moeilijk
    }

blurb-promise =
    Elke puzzel in dit boek heeft precies één oplossing, die je alleen door redeneren vindt:
    gokken is nooit nodig. De puzzels worden steeds moeilijker, een uitgewerkt voorbeeld laat
    zien hoe je begint, en de oplossingen staan achter in het boek.

blurb-variety-intro = { $count } soorten logische puzzels in één boek.

blurb-variety-promise =
    Elke puzzel heeft precies één oplossing, die je met logica alleen vindt: gokken is nooit
    nodig. Elke soort heeft een eigen uitgewerkt voorbeeld, de puzzels worden steeds
    moeilijker, en de oplossingen staan achter in het boek.

author-unknown = Anoniem

copyright-line = Copyright © { $year } { $author }. Alle rechten voorbehouden.

copyright-notice =
    Niets uit deze uitgave mag in enige vorm worden verveelvoudigd zonder voorafgaande
    schriftelijke toestemming van de rechthebbende, behalve korte citaten in recensies.

cover-large-print = GROTE LETTERS

cover-headline-kids = Leuke puzzels voor slimme kinderen!
# The worked example's lead-in for a kind that keeps no candidates (a nonogram's squares are
# filled or empty, nothing is pencilled in).
steps-intro-plain = Wie puzzelt, beslist de vakjes stap voor stap, elk om een reden die de regels geven. De eerste stappen:

## "puzzle" after a count on the cover ("100 PUZZLES"), in the language's plural forms.

puzzles = { $count ->
        [one] puzzel
       *[other] puzzels
    }
