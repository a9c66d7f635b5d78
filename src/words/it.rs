//! Italian: a puzzle is a "schema", as in Italian puzzle magazines.

use super::Words;

pub static WORDS: Words = Words {
    default_title: "Futoshiki: giochi di logica",
    default_blurb: "Il Futoshiki è un gioco numerico di pura logica. Riempi ogni riga e ogni \
        colonna della griglia con ogni cifra una sola volta, rispettando tutti i segni di \
        maggiore e di minore tra le caselle.\n\nOgni schema di questo libro ha una sola \
        soluzione, che si trova soltanto ragionando: non serve mai tirare a indovinare. Gli \
        schemi diventano via via più difficili, un esempio svolto ti mostra come cominciare e \
        le soluzioni sono in fondo al libro.",
    copyright_year: "Copyright © {year} {author}. Tutti i diritti riservati.",
    copyright: "Copyright © {author}. Tutti i diritti riservati.",
    published_by: "Pubblicato da {publisher}",
    credit: "Realizzato con bookmaker {version} dal seme {seed}, formato {trim}, modello \
        {template}. La stessa specifica, costruita con la stessa versione di bookmaker, ridà \
        questo libro, schema per schema.",
    contents: "Indice",
    contents_continued: "Indice (continua)",
    how_to_play: "Come si gioca",
    how_to_play_kind: "Come si gioca: {kind}",
    continued: "{title} (continua)",
    solving_example: "L'esempio passo per passo",
    solving_kind_example: "Passo per passo: {kind}",
    contents_puzzle: "{name}: schema {range}",
    contents_puzzles: "{name}: schemi {range}",
    contents_answers: "Soluzioni {range}",
    contents_section_answers: "{name}: soluzioni {range}",
    notes: "Note",
    book_rule: "In ogni sezione gli schemi diventano via via più difficili. Le stelle accanto \
        al numero di ogni schema ne indicano il livello: una stella per facile, due per medio, \
        tre per difficile. Le soluzioni sono in fondo al libro: la riga sopra ogni schema \
        indica la pagina della sua soluzione.",
    example_intro: "Ecco un piccolo esempio. I numeri accanto alla griglia indicano righe e \
        colonne: R2C3 è la casella nella riga 2, colonna 3. La pagina seguente lo risolve \
        passo per passo.",
    steps_intro: "Chi risolve annota quali numeri può ancora contenere ogni casella vuota, i \
        suoi candidati, e li restringe man mano. I primi passi:",
    steps_more: "Passi dello stesso tipo, altri {n}, completano la griglia:",
    steps_done: "E la griglia è completa:",
    puzzle_label: "Schema {n} · soluzione p. {page}",
    puzzle_label_short: "{n} · soluzione p. {page}",
    puzzle_label_shortest: "{n} · sol. p. {page}",
    answer_label: "Schema {n} · pagina {page}",
    answer_label_short: "{n} · pagina {page}",
    answer_label_shortest: "{n} · p. {page}",
    answer_head: "Soluzione {n}",
    answers_head: "Soluzioni {first}–{last}",
    easy: "facile",
    medium: "medio",
    hard: "difficile",
    expert: "esperto",
    master: "maestro",
    puzzles_one: "schema",
    puzzles_few: "schemi",
    puzzles_many: "schemi",
    and: "e",
    or: "o",
    cell: "R{row}C{col}",
    step_row: "la riga {n}",
    step_column: "la colonna {n}",
    step_box: "il riquadro {n}",
    step_in_row: "nella riga {n}",
    step_in_column: "nella colonna {n}",
    step_in_box: "nel riquadro {n}",
    step_must_be: "{cell} deve essere {d}",
    step_cannot_be: "{cells} non può essere {digits}",
    step_cannot_be_many: "{cells} non possono essere {digits}",
    step_naked_single: "{cell} deve essere {d}: tutte le altre cifre lì sono escluse.",
    step_hidden_single: "{cell} deve essere {d}: è l'unica casella {line} che può contenere il {d}.",
    step_full_house: "{cell} deve essere {d}: è l'ultima casella vuota {line}, e il {d} è la cifra che manca.",
    step_naked_subset: "{cells} contengono in tutto solo {digits}, quindi nessun'altra casella {line} può contenere {any}: {outcome}.",
    step_hidden_subset: "{Line}, {digits} possono andare solo in {cells}, quindi quelle caselle non contengono altro: {outcome}.",
    step_confined: "{Line}, il {d} può andare solo in {cells}, tutte {other}; quindi il {d} non può stare altrove {other}: {outcome}.",
    step_fish: "In ciascuna tra {base}, il {d} può stare solo tra {cover}, quindi il {d} non può stare altrove tra {cover}: {outcome}.",
    cover_inside: "In questo libro",
    cover_level_line: "{n} {puzzles} di livello {level}, {grids}",
    cover_how_to_play: "Come si gioca, con un esempio svolto",
    cover_answers: "Le soluzioni di tutti gli schemi in fondo al libro",
    cover_try: "Prova lo schema {n} ({level}):",
    steps_partway: "A sinistra, la griglia dopo questi passi, con i candidati segnati in piccolo. Altri {n} passi dello stesso tipo la completano:",
    partway_caption: "Dopo il passo {n}",
    solved_caption: "Risolto",
    hints: "Suggerimenti",
    hints_intro: "Bloccato? Ogni suggerimento indica il primo passo difficile del suo schema, dove quasi tutti si fermano. Fai quel passo, poi prosegui da solo.",
    contents_techniques: "{name}: le tecniche che servono",
    techniques: "Le tecniche che servono",
    techniques_of: "Le tecniche che servono: {section}",
    techniques_intro: "Ogni tecnica è mostrata su uno schema fatto per questa pagina, non su uno schema di questo libro, subito prima del passo: i candidati segnati in piccolo, le caselle da guardare in grigio e i candidati che il passo esclude barrati.",
    techniques_basic: "Oltre a {names}, come nell'esempio, ti servirà:",
    technique_seen: "Qui: {step}",
    cover_headline: "Pura logica, una sola soluzione, niente tentativi",
    level_range: "da {easiest} a {hardest}",
};
