## Lo que recibe un libro cuya especificación no lo da: título, subtítulo y texto de
## contraportada siguen los tipos de puzle, los niveles y el idioma del libro. $kind es el
## nombre de un tipo de puzle, $count un número de puzles; $level, $easiest y $hardest son
## easy, medium, hard o expert.

title-one-level = { $kind }: { $count } { $count ->
        [one] puzle
       *[other] puzles
    } { $count ->
        [one] { $level ->
            [easy] fácil
            [medium] de nivel medio
            [hard] difícil
           *[expert] de nivel experto
        }
       *[other] { $level ->
            [easy] fáciles
            [medium] de nivel medio
            [hard] difíciles
           *[expert] de nivel experto
        }
    }

title-levels = { $kind }: { $count } puzles, de { $easiest ->
        [easy] fácil
        [medium] medio
        [hard] difícil
       *[expert] experto
    } a { $hardest ->
        [easy] fácil
        [medium] medio
        [hard] difícil
       *[expert] experto
    }

title-variety = Variedad de puzles de lógica: { $count } puzles

subtitle-one-kind = Puzles de lógica de { $grids }, con soluciones

subtitle-variety = { $kinds }, { $levels }

level-span = { $easiest ->
        [easy] fácil
        [medium] medio
        [hard] difícil
       *[expert] experto
    } a { $hardest ->
        [easy] fácil
        [medium] medio
        [hard] difícil
       *[expert] experto
    }

level-alone = nivel { $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
       *[expert] experto
    }

blurb-promise =
    Cada puzle de este libro tiene una única solución, que se encuentra solo razonando: nunca
    hace falta adivinar. La dificultad aumenta poco a poco, un ejemplo resuelto te enseña a
    empezar y las soluciones están al final.

blurb-variety-intro = { $count } tipos de puzles de lógica en un solo libro.

blurb-variety-promise =
    Cada puzle tiene una única solución, que se encuentra solo con lógica: nunca hace falta
    adivinar. Cada tipo tiene su propio ejemplo resuelto, la dificultad aumenta poco a poco y
    las soluciones están al final.

author-unknown = Anónimo

copyright-line = Copyright © { $year } { $author }. Todos los derechos reservados.

copyright-notice =
    Ninguna parte de este libro puede reproducirse en forma alguna sin el permiso por
    escrito del titular de los derechos, salvo breves citas en reseñas.

cover-large-print = LETRA GRANDE

cover-headline-kids = ¡Pasatiempos divertidos para niños listos!
# The worked example's lead-in for a kind that keeps no candidates (a nonogram's squares are
# filled or empty, nothing is pencilled in).
steps-intro-plain = Al resolver, se deciden las casillas paso a paso, cada una por una razón que dan las reglas. Los primeros pasos:

## "puzzle" after a count on the cover ("100 PUZZLES"), in the language's plural forms.

puzzles = { $count ->
        [one] puzle
       *[other] puzles
    }
