//! German.

use super::Words;

pub static WORDS: Words = Words {
    default_title: "Futoshiki-Rätsel",
    default_blurb: "Futoshiki ist ein Zahlenrätsel, das allein mit Logik gelöst wird. Tragen \
        Sie in jede Zeile und jede Spalte des Gitters jede Zahl genau einmal ein, sodass alle \
        Größer- und Kleiner-Zeichen zwischen den Kästchen stimmen.\n\nJedes Rätsel in diesem \
        Buch hat genau eine Lösung, die sich durch reines Nachdenken finden lässt: Raten ist \
        nie nötig. Die Rätsel werden nach und nach schwerer, ein ausführliches Beispiel zeigt \
        den Einstieg, und die Lösungen stehen hinten im Buch.",
    copyright_year: "Copyright © {year} {author}. Alle Rechte vorbehalten.",
    copyright: "Copyright © {author}. Alle Rechte vorbehalten.",
    published_by: "Verlag: {publisher}",
    credit: "Erstellt mit bookmaker {version} aus dem Buch-Seed {seed}, Format {trim}, \
        Vorlage {template}. Dieselbe Spezifikation ergibt mit derselben Version von bookmaker \
        wieder dieses Buch, Rätsel für Rätsel.",
    contents: "Inhalt",
    contents_continued: "Inhalt (Fortsetzung)",
    how_to_play: "Spielanleitung",
    how_to_play_kind: "Spielanleitung: {kind}",
    continued: "{title} (Fortsetzung)",
    solving_example: "Das Beispiel Schritt für Schritt",
    solving_kind_example: "Schritt für Schritt: {kind}",
    contents_puzzle: "{name}: Rätsel {range}",
    contents_puzzles: "{name}: Rätsel {range}",
    contents_answers: "Lösungen {range}",
    contents_section_answers: "{name}: Lösungen {range}",
    notes: "Notizen",
    book_rule: "In jedem Abschnitt werden die Rätsel nach und nach schwerer. Die Sterne neben \
        der Nummer eines Rätsels zeigen seinen Schwierigkeitsgrad: ein Stern für leicht, zwei \
        für mittel, drei für schwer. Die Lösungen stehen hinten im Buch: Die Zeile über jedem \
        Rätsel nennt die Seite seiner Lösung.",
    example_intro: "Hier ein kleines Beispiel. Die Zahlen neben dem Gitter nummerieren die \
        Zeilen und Spalten: Z2S3 ist das Kästchen in Zeile 2, Spalte 3. Auf der nächsten \
        Seite wird es Schritt für Schritt gelöst.",
    steps_intro: "Beim Lösen notiert man, welche Zahlen in jedem leeren Kästchen noch \
        möglich sind, die Kandidaten, und schränkt sie nach und nach ein. Die ersten Schritte:",
    steps_more: "Mit Schritten dieser Art (noch {n}) füllt sich das Gitter:",
    steps_done: "Und das Gitter ist voll:",
    puzzle_label: "Rätsel {n} · Lösung S. {page}",
    puzzle_label_short: "{n} · Lösung S. {page}",
    puzzle_label_shortest: "{n} · Lsg. S. {page}",
    answer_label: "Rätsel {n} · Seite {page}",
    answer_label_short: "{n} · Seite {page}",
    answer_label_shortest: "{n} · S. {page}",
    answer_head: "Lösung {n}",
    answers_head: "Lösungen {first}–{last}",
    easy: "leicht",
    medium: "mittel",
    hard: "schwer",
    expert: "sehr schwer",
    master: "extrem",
    puzzles_one: "Rätsel",
    puzzles_few: "Rätsel",
    puzzles_many: "Rätsel",
    and: "und",
    or: "oder",
    cell: "Z{row}S{col}",
    step_row: "Zeile {n}",
    step_column: "Spalte {n}",
    step_box: "Block {n}",
    step_in_row: "in Zeile {n}",
    step_in_column: "in Spalte {n}",
    step_in_box: "in Block {n}",
    step_must_be: "{cell} muss {d} sein",
    step_cannot_be: "{cells} kann nicht {digits} sein",
    step_cannot_be_many: "{cells} können nicht {digits} sein",
    step_naked_single: "{cell} muss {d} sein: Alle anderen Zahlen sind dort ausgeschlossen.",
    step_hidden_single: "{cell} muss {d} sein: Es ist das einzige Kästchen {line}, in das die {d} passt.",
    step_full_house: "{cell} muss {d} sein: Es ist das letzte leere Kästchen {line}, und dort fehlt nur noch die {d}.",
    step_naked_subset: "{cells} enthalten zusammen nur {digits}, also kann kein anderes Kästchen {line} die {any} enthalten: {outcome}.",
    step_hidden_subset: "{Line} passen {digits} nur in {cells}, also enthalten diese Kästchen nichts anderes: {outcome}.",
    step_confined: "{Line} passt die {d} nur in {cells}, alle {other}; also kann die {d} sonst nirgends {other} stehen: {outcome}.",
    step_fish: "In {base} passt die {d} nur in {cover}, also kann die {d} sonst nirgends in {cover} stehen: {outcome}.",
    cover_inside: "In diesem Buch",
    cover_level_line: "{n} {puzzles} ({level}), {grids}",
    cover_how_to_play: "Spielanleitung mit ausführlichem Beispiel",
    cover_answers: "Lösungen zu allen Rätseln hinten im Buch",
    cover_try: "Probieren Sie Rätsel {n} ({level}):",
    steps_partway: "Links das Gitter nach diesen Schritten, die Kandidaten klein eingetragen. Noch {n} Schritte derselben Art lösen es:",
    partway_caption: "Nach Schritt {n}",
    solved_caption: "Gelöst",
    hints: "Tipps",
    hints_intro: "Festgefahren? Jeder Tipp nennt den ersten schweren Schritt seines Rätsels, die Stelle, an der die meisten hängen bleiben. Machen Sie diesen Schritt und lösen Sie dann allein weiter.",
    contents_techniques: "{name}: Techniken, die Sie brauchen",
    techniques: "Techniken, die Sie brauchen",
    techniques_of: "Techniken, die Sie brauchen: {section}",
    techniques_intro: "Jede Technik wird an einem eigens dafür gemachten Gitter gezeigt, keinem Rätsel dieses Buches, kurz vor dem Schritt: Kandidaten klein eingetragen, die Kästchen, auf die es ankommt, grau, und die Kandidaten, die der Schritt ausschließt, durchgestrichen.",
    techniques_basic: "Neben {names} aus dem Beispiel brauchen Sie:",
    technique_seen: "Hier: {step}",
    cover_headline: "Reine Logik, eine Lösung, kein Raten",
    level_range: "{easiest} bis {hardest}",
};
