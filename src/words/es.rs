//! Spanish.

use super::Words;

pub static WORDS: Words = Words {
    default_title: "Futoshiki: puzles de lógica",
    default_blurb: "El Futoshiki es un puzle numérico de pura lógica. Rellena cada fila y cada \
        columna de la cuadrícula con cada número una sola vez, de modo que se cumplan todos los \
        signos de mayor que y menor que entre las casillas.\n\nCada puzle de este libro tiene \
        una única solución, que se encuentra solo razonando: nunca hace falta adivinar. La \
        dificultad aumenta poco a poco, un ejemplo resuelto te enseña a empezar y las \
        soluciones están al final.",
    copyright_year: "Copyright © {year} {author}. Todos los derechos reservados.",
    copyright: "Copyright © {author}. Todos los derechos reservados.",
    published_by: "Publicado por {publisher}",
    credit: "Hecho con bookmaker {version} a partir de la semilla {seed}, formato {trim}, \
        plantilla {template}. La misma especificación, construida con la misma versión de \
        bookmaker, vuelve a dar este libro, puzle a puzle.",
    contents: "Índice",
    contents_continued: "Índice (continuación)",
    how_to_play: "Cómo se juega",
    how_to_play_kind: "Cómo se juega: {kind}",
    continued: "{title} (continuación)",
    solving_example: "El ejemplo, paso a paso",
    solving_kind_example: "Paso a paso: {kind}",
    contents_puzzle: "{name}: puzle {range}",
    contents_puzzles: "{name}: puzles {range}",
    contents_answers: "Soluciones {range}",
    contents_section_answers: "{name}: soluciones {range}",
    notes: "Notas",
    book_rule: "En cada sección, los puzles se vuelven más difíciles a medida que avanzas. \
        Las estrellas junto al número de cada puzle indican su nivel: una estrella para fácil, \
        dos para medio, tres para difícil. Las soluciones están al final del libro: la línea \
        sobre cada puzle indica la página de su solución.",
    example_intro: "Aquí tienes un pequeño ejemplo. Los números junto a la cuadrícula nombran \
        sus filas y columnas: F2C3 es la casilla de la fila 2, columna 3. En la página \
        siguiente se resuelve paso a paso.",
    steps_intro: "Al resolver, se anota qué números puede tener aún cada casilla vacía, sus \
        candidatos, y se van descartando. Los primeros pasos:",
    steps_more: "Pasos del mismo tipo, {n} más, completan la cuadrícula:",
    steps_done: "Y la cuadrícula queda completa:",
    puzzle_label: "Puzle {n} · solución p. {page}",
    puzzle_label_short: "{n} · solución p. {page}",
    puzzle_label_shortest: "{n} · sol. p. {page}",
    answer_label: "Puzle {n} · página {page}",
    answer_label_short: "{n} · página {page}",
    answer_label_shortest: "{n} · p. {page}",
    answer_head: "Solución {n}",
    answers_head: "Soluciones {first}–{last}",
    easy: "fácil",
    medium: "medio",
    hard: "difícil",
    expert: "experto",
    master: "maestro",
    puzzles_one: "puzle",
    puzzles_few: "puzles",
    puzzles_many: "puzles",
    and: "y",
    or: "o",
    cell: "F{row}C{col}",
    step_row: "la fila {n}",
    step_column: "la columna {n}",
    step_box: "el bloque {n}",
    step_in_row: "de la fila {n}",
    step_in_column: "de la columna {n}",
    step_in_box: "del bloque {n}",
    step_must_be: "{cell} debe ser {d}",
    step_cannot_be: "{cells} no puede ser {digits}",
    step_cannot_be_many: "{cells} no pueden ser {digits}",
    step_naked_single: "{cell} debe ser {d}: todos los demás números quedan descartados ahí.",
    step_hidden_single: "{cell} debe ser {d}: es la única casilla {line} que puede tener el {d}.",
    step_full_house: "{cell} debe ser {d}: es la última casilla vacía {line}, y el {d} es el número que falta.",
    step_naked_subset: "{cells} solo tienen entre todas {digits}, así que ninguna otra casilla {line} puede tener {any}: {outcome}.",
    step_hidden_subset: "En {name}, {digits} solo pueden ir en {cells}, así que esas casillas no tienen nada más: {outcome}.",
    step_confined: "En {name}, el {d} solo puede ir en {cells}, todas en {othername}; así que el {d} no puede ir en ningún otro sitio de {othername}: {outcome}.",
    step_fish: "En {base}, el {d} solo puede ir en {cover}, así que el {d} no puede ir en ningún otro sitio de {cover}: {outcome}.",
    cover_inside: "En este libro",
    cover_level_line: "{n} {puzzles} de nivel {level}, {grids}",
    cover_how_to_play: "Cómo se juega, con un ejemplo resuelto",
    cover_answers: "Las soluciones de todos los puzles, al final",
    cover_try: "Prueba el puzle {n} ({level}):",
    steps_partway: "A la izquierda, la cuadrícula tras estos pasos, con los candidatos anotados en pequeño. Otros {n} pasos del mismo tipo la terminan:",
    partway_caption: "Tras el paso {n}",
    solved_caption: "Resuelto",
    hints: "Pistas",
    hints_intro: "¿Atascado? Cada pista da el primer paso difícil de su puzle, donde la mayoría se atasca. Da ese paso y sigue solo.",
    contents_techniques: "{name}: técnicas que necesitarás",
    techniques: "Técnicas que necesitarás",
    techniques_of: "Técnicas que necesitarás: {section}",
    techniques_intro: "Cada técnica se muestra en una cuadrícula hecha para esta página, no en un puzle de este libro, justo antes del paso: los candidatos anotados en pequeño, las casillas que hay que mirar sombreadas y los candidatos que el paso descarta tachados.",
    techniques_basic: "Además de {names}, como en el ejemplo, necesitarás:",
    technique_seen: "Aquí: {step}",
    cover_headline: "Lógica pura, una solución, sin adivinar",
    level_range: "{easiest} a {hardest}",
};
