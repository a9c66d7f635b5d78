## O que recebe um livro cuja especificação não o diz: título, subtítulo e texto da
## contracapa seguem os tipos de desafio, os níveis e o idioma do livro. $kind é o nome de um
## tipo de desafio, $count um número de desafios; $level, $easiest e $hardest são easy,
## medium, hard ou expert. "Desafio" é masculino: "100 desafios fáceis".

title-one-level = { $kind }: { $count } { $count ->
        [one] desafio
       *[other] desafios
    } { $count ->
        [one] { $level ->
            [easy] fácil
            [medium] de nível médio
            [hard] difícil
           *[expert] de nível especialista
        }
       *[other] { $level ->
            [easy] fáceis
            [medium] de nível médio
            [hard] difíceis
           *[expert] de nível especialista
        }
    }

title-levels = { $kind }: { $count } desafios, do { $easiest ->
        [easy] fácil
        [medium] médio
        [hard] difícil
       *[expert] especialista
    } ao { $hardest ->
        [easy] fácil
        [medium] médio
        [hard] difícil
       *[expert] especialista
    }

title-variety = Desafios de lógica variados: { $count } desafios

subtitle-one-kind = Desafios de lógica em grades { $grids }, com soluções

subtitle-variety = { $kinds }, { $levels }

level-span = do { $easiest ->
        [easy] fácil
        [medium] médio
        [hard] difícil
       *[expert] especialista
    } ao { $hardest ->
        [easy] fácil
        [medium] médio
        [hard] difícil
       *[expert] especialista
    }

level-alone = nível { $level ->
        [easy] fácil
        [medium] médio
        [hard] difícil
       *[expert] especialista
    }

blurb-promise =
    Cada desafio deste livro tem uma única solução, que se encontra só com raciocínio: nunca
    é preciso chutar. A dificuldade aumenta aos poucos, um exemplo resolvido ensina você a
    começar e as soluções estão no fim.

blurb-variety-intro = { $count } tipos de desafios de lógica num só livro.

blurb-variety-promise =
    Cada desafio tem uma única solução, que se encontra só com lógica: nunca é preciso
    chutar. Cada tipo tem o seu próprio exemplo resolvido, a dificuldade aumenta aos poucos e
    as soluções estão no fim.

author-unknown = Anônimo

copyright-line = Copyright © { $year } { $author }. Todos os direitos reservados.

copyright-notice =
    Nenhuma parte deste livro pode ser reproduzida, de nenhuma forma, sem a permissão por
    escrito do detentor dos direitos, exceto breves citações em resenhas.

cover-large-print = LETRA GRANDE

cover-headline-kids = Desafios divertidos para crianças espertas!
# The worked example's lead-in for a kind that keeps no candidates (a nonogram's squares are
# filled or empty, nothing is pencilled in).
steps-intro-plain = Ao resolver, decidimos as casas passo a passo, cada uma por uma razão que as regras dão. Os primeiros passos:

## "puzzle" after a count on the cover ("100 PUZZLES"), in the language's plural forms.

puzzles = { $count ->
        [one] desafio
       *[other] desafios
    }
