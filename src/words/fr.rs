//! French. A no-break space (U+00A0) stands before `:` and inside « », as French typesetting
//! wants.

use super::Words;

pub static WORDS: Words = Words {
    default_title: "Grilles de Futoshiki",
    default_blurb: "Le Futoshiki est un jeu de chiffres de pure logique. Remplissez chaque \
        ligne et chaque colonne de la grille avec chaque chiffre une seule fois, en respectant \
        tous les signes « plus grand que » et « plus petit que » placés entre les \
        cases.\n\nChaque grille de ce livre a une solution unique, que l'on trouve par le seul \
        raisonnement\u{a0}: il n'est jamais nécessaire de deviner. Les grilles sont de plus en \
        plus difficiles, un exemple détaillé vous montre comment commencer, et les solutions se \
        trouvent à la fin du livre.",
    copyright_year: "Copyright © {year} {author}. Tous droits réservés.",
    copyright: "Copyright © {author}. Tous droits réservés.",
    published_by: "Publié par {publisher}",
    credit: "Réalisé avec bookmaker {version} à partir de la graine {seed}, format {trim}, \
        modèle {template}. La même spécification construite avec la même version de bookmaker \
        redonne ce livre, grille pour grille.",
    contents: "Sommaire",
    contents_continued: "Sommaire (suite)",
    how_to_play: "Règles du jeu",
    how_to_play_kind: "Règles du jeu\u{a0}: {kind}",
    continued: "{title} (suite)",
    solving_example: "L'exemple résolu pas à pas",
    solving_kind_example: "Pas à pas\u{a0}: {kind}",
    contents_puzzle: "{name}\u{a0}: grille {range}",
    contents_puzzles: "{name}\u{a0}: grilles {range}",
    contents_answers: "Solutions {range}",
    contents_section_answers: "{name}\u{a0}: solutions {range}",
    notes: "Notes",
    book_rule: "Dans chaque partie, les grilles sont de plus en plus difficiles. Les étoiles à \
        côté du numéro de chaque grille indiquent son niveau\u{a0}: une étoile pour facile, deux \
        pour moyen, trois pour difficile. Les solutions se trouvent à la fin du livre\u{a0}: la \
        ligne au-dessus de chaque grille donne la page de sa solution.",
    example_intro: "Voici un petit exemple. Les numéros autour de la grille désignent ses \
        lignes et ses colonnes\u{a0}: L2C3 est la case de la ligne 2, colonne 3. La page \
        suivante le résout pas à pas.",
    steps_intro: "On note les chiffres que chaque case vide peut encore recevoir, ses \
        candidats, puis on les élimine peu à peu. Les premières étapes\u{a0}:",
    steps_more: "Des étapes du même genre, encore {n}, remplissent la grille\u{a0}:",
    steps_done: "Et la grille est complète\u{a0}:",
    puzzle_label: "Grille {n} · solution p. {page}",
    puzzle_label_short: "{n} · solution p. {page}",
    puzzle_label_shortest: "{n} · sol. p. {page}",
    puzzle_label_hint: "Grille {n} · indice p. {hint} · solution p. {page}",
    puzzle_label_hint_short: "{n} · indice p. {hint} · sol. p. {page}",
    puzzle_label_hint_shortest: "{n} · i. {hint} · s. {page}",
    answer_label: "Grille {n} · page {page}",
    answer_label_short: "{n} · page {page}",
    answer_label_shortest: "{n} · p. {page}",
    answer_head: "Solution {n}",
    answers_head: "Solutions {first}–{last}",
    easy: "facile",
    medium: "moyen",
    hard: "difficile",
    expert: "expert",
    master: "maître",
    puzzles_one: "grille",
    puzzles_few: "grilles",
    puzzles_many: "grilles",
    and: "et",
    or: "ou",
    cell: "L{row}C{col}",
    step_row: "la ligne {n}",
    step_column: "la colonne {n}",
    step_box: "le bloc {n}",
    step_in_row: "de la ligne {n}",
    step_in_column: "de la colonne {n}",
    step_in_box: "du bloc {n}",
    step_must_be: "{cell} doit valoir {d}",
    step_cannot_be: "{cells} ne peut pas valoir {digits}",
    step_cannot_be_many: "{cells} ne peuvent pas valoir {digits}",
    step_naked_single: "{cell} doit valoir {d}\u{a0}: tous les autres chiffres y sont exclus.",
    step_hidden_single: "{cell} doit valoir {d}\u{a0}: c'est la seule case {line} qui peut recevoir le {d}.",
    step_full_house: "{cell} doit valoir {d}\u{a0}: c'est la dernière case vide {line}, et le {d} est le seul chiffre qui y manque.",
    step_naked_subset: "{cells} ne contiennent à elles toutes que {digits}, donc aucune autre case {line} ne peut recevoir {any}\u{a0}: {outcome}.",
    step_hidden_subset: "Dans {name}, {digits} ne peuvent aller que dans {cells}, donc ces cases ne contiennent rien d'autre\u{a0}: {outcome}.",
    step_confined: "Dans {name}, le {d} ne peut aller que dans {cells}, toutes dans {othername}\u{a0}; donc le {d} ne peut aller nulle part ailleurs dans {othername}\u{a0}: {outcome}.",
    step_fish: "Dans {base}, le {d} ne peut aller que dans {cover}, donc le {d} ne peut aller nulle part ailleurs dans {cover}\u{a0}: {outcome}.",
    cover_inside: "Dans ce livre",
    cover_level_line: "{n} {puzzles} de niveau {level}, {grids}",
    cover_how_to_play: "Les règles, avec un exemple détaillé",
    cover_answers: "Les solutions de toutes les grilles à la fin",
    cover_try: "Essayez la grille {n} ({level})\u{a0}:",
    steps_partway: "À gauche, la grille après ces étapes, avec les candidats notés en petit. Encore {n} étapes du même genre la terminent\u{a0}:",
    partway_caption: "Après l'étape {n}",
    solved_caption: "Résolue",
    hints: "Indices",
    hints_intro: "Bloqué\u{a0}? Chaque indice dit où regarder et quelle idée vous fait avancer, avec la page qui l'explique. Il ne donne pas la réponse\u{a0}: faites ce pas vous-même, puis continuez seul.",
    hint_look: "Regardez {place}\u{a0}: {idea}.",
    hint_idea: "{name}, p. {page}",
    contents_techniques: "{name}\u{a0}: les techniques utiles",
    techniques: "Les techniques utiles",
    techniques_of: "Les techniques utiles\u{a0}: {section}",
    techniques_intro: "Chaque technique est montrée sur une grille faite pour cette page, pas sur une grille de ce livre, juste avant l'étape\u{a0}: les candidats notés en petit, les cases à regarder grisées, et les candidats que l'étape élimine barrés.",
    techniques_intro_kids: "Chaque astuce est montrée sur une grille faite pour cette page. Les petits nombres gris d'une case sont ceux qui peuvent encore y aller, les cases grises sont celles à regarder, et un nombre barré est un nombre que l'astuce écarte.",
    technique_trick: "Astuce {n}",
    techniques_basic: "En plus de {names}, vus dans l'exemple, il vous faudra\u{a0}:",
    technique_seen: "Ici\u{a0}: {step}",
    cover_headline: "De la logique pure, une seule solution, aucun hasard",
    level_range: "{easiest} à {hardest}",
};
