## The defaults of a spec that leaves them out: they follow the kinds, the levels and the
## language of the book. $kind is a kind's name, $count a number of puzzles; $level,
## $easiest and $hardest are one of easy, medium, hard, expert.

# The title of a book of one kind and one level.
title-one-level = { $kind }: { $count } { $level ->
        [easy] Easy
        [medium] Medium
        [hard] Hard
       *[expert] Expert
    } { $count ->
        [one] Puzzle
       *[other] Puzzles
    }

# The title of a book of one kind whose levels run from $easiest to $hardest.
title-levels = { $kind }: { $count } Puzzles, { $easiest ->
        [easy] Easy
        [medium] Medium
        [hard] Hard
       *[expert] Expert
    } to { $hardest ->
        [easy] Easy
        [medium] Medium
        [hard] Hard
       *[expert] Expert
    }

# The title of a book of several kinds.
title-variety = Logic Puzzle Variety: { $count } Puzzles

# The subtitle of a book of one kind. $grids: its grid sizes, "5×5" or "5×5, 6×6 and 7×7".
subtitle-one-kind = { $grids } logic puzzles with solutions

# The subtitle of a book of several kinds. $kinds: their names, "Futoshiki and Sudoku";
# $levels: level-span or level-alone.
subtitle-variety = { $kinds }, { $levels }

# Levels from $easiest to $hardest, inside a sentence and on the cover.
level-span = { $easiest ->
        [easy] easy
        [medium] medium
        [hard] hard
       *[expert] expert
    } to { $hardest ->
        [easy] easy
        [medium] medium
        [hard] hard
       *[expert] expert
    }

# One level, where level-span would stand.
level-alone = { $level ->
        [easy] easy
        [medium] medium
        [hard] hard
       *[expert] expert
    }

# The back cover's blurb of a book of one kind: the kind's pitch (kinds.ftl), then this.
blurb-promise =
    Every puzzle in this book has exactly one solution, found by reasoning alone: you never
    need to guess. Puzzles get harder as you go, a worked example shows you how to start, and
    the answers are at the back.

# The blurb of a book of several kinds opens with this, then each kind's line (kinds.ftl).
blurb-variety-intro = { $count } kinds of logic puzzle in one book.

# ... and closes with this paragraph.
blurb-variety-promise =
    Every puzzle has exactly one solution, found by logic alone: you never need to guess. Each
    kind has its own worked example, the puzzles get harder as you go, and the answers are at
    the back.

# The author of a book whose spec names none (`check` warns).
author-unknown = Anonymous

# The copyright line of a book whose spec writes none. $year: the spec's `year`, or
# the year of this bookmaker release (docs/spec.md); $author: the spec's author.
copyright-line = Copyright © { $year } { $author }. All rights reserved.

# The copyright page's notice when the spec gives none: no copying without leave.
copyright-notice =
    No part of this book may be reproduced in any form without written permission
    from the copyright holder, except for brief quotations in reviews.

# The band across the top of a large-print book's front cover, in capitals.
cover-large-print = LARGE PRINT

# The back cover's headline on a kids book: friendly, short, no jargon.
cover-headline-kids = Fun puzzles for clever kids!
# The worked example's lead-in for a kind that keeps no candidates (a nonogram's squares are
# filled or empty, nothing is pencilled in).
steps-intro-plain = A solver settles the squares one step at a time, each for a reason the rules give. The first steps:

## "puzzle" after a count on the cover ("100 PUZZLES"), in the language's plural forms.

puzzles = { $count ->
        [one] puzzle
       *[other] puzzles
    }
