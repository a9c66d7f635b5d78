//! Polish. Levels are named as after "poziom" (masculine): "poziom łatwy".

use super::Words;

pub static WORDS: Words = Words {
    default_title: "Futoshiki – łamigłówki logiczne",
    default_blurb: "Futoshiki to łamigłówka liczbowa oparta wyłącznie na logice. Wypełnij \
        każdy wiersz i każdą kolumnę diagramu wszystkimi cyframi, każdą dokładnie raz, tak aby \
        wszystkie znaki większości i mniejszości między polami były spełnione.\n\nKażda \
        łamigłówka w tej książce ma dokładnie jedno rozwiązanie, które można znaleźć samym \
        rozumowaniem: nigdy nie trzeba zgadywać. Łamigłówki stają się coraz trudniejsze, \
        rozwiązany przykład pokazuje, jak zacząć, a rozwiązania znajdują się na końcu książki.",
    copyright_year: "Copyright © {year} {author}. Wszelkie prawa zastrzeżone.",
    copyright: "Copyright © {author}. Wszelkie prawa zastrzeżone.",
    published_by: "Wydawca: {publisher}",
    credit: "Przygotowano w programie bookmaker {version} z ziarna {seed}, format {trim}, \
        szablon {template}. Ta sama specyfikacja zbudowana tą samą wersją programu bookmaker \
        daje znów tę książkę, łamigłówka po łamigłówce.",
    contents: "Spis treści",
    contents_continued: "Spis treści (ciąg dalszy)",
    how_to_play: "Zasady gry",
    how_to_play_kind: "Zasady gry: {kind}",
    continued: "{title} (ciąg dalszy)",
    solving_example: "Przykład krok po kroku",
    solving_kind_example: "Krok po kroku: {kind}",
    contents_puzzle: "{name}: łamigłówka {range}",
    contents_puzzles: "{name}: łamigłówki {range}",
    contents_answers: "Rozwiązania {range}",
    contents_section_answers: "{name}: rozwiązania {range}",
    notes: "Notatki",
    book_rule: "W każdym dziale łamigłówki są coraz trudniejsze. Gwiazdki przy numerze \
        łamigłówki pokazują jej poziom: jedna gwiazdka – łatwy, dwie – średni, trzy – trudny. \
        Rozwiązania znajdują się na końcu książki: wiersz nad każdą łamigłówką podaje stronę z \
        jej rozwiązaniem.",
    example_intro: "Oto mały przykład. Liczby obok diagramu numerują wiersze i kolumny: W2K3 \
        to pole w wierszu 2, kolumnie 3. Na następnej stronie rozwiązujemy go krok po kroku.",
    steps_intro: "Rozwiązując, zapisujemy, jakie cyfry może jeszcze zawierać każde puste pole \
        (to jego kandydaci), i stopniowo je wykreślamy. Pierwsze kroki:",
    steps_more: "Kolejne kroki tego samego rodzaju (jeszcze {n}) wypełniają diagram:",
    steps_done: "I diagram jest wypełniony:",
    puzzle_label: "Łamigłówka {n} · rozwiązanie s. {page}",
    puzzle_label_short: "{n} · rozwiązanie s. {page}",
    puzzle_label_shortest: "{n} · rozw. s. {page}",
    answer_label: "Łamigłówka {n} · strona {page}",
    answer_label_short: "{n} · strona {page}",
    answer_label_shortest: "{n} · s. {page}",
    answer_head: "Rozwiązanie {n}",
    answers_head: "Rozwiązania {first}–{last}",
    easy: "łatwy",
    medium: "średni",
    hard: "trudny",
    expert: "ekspert",
    master: "mistrz",
    puzzles_one: "łamigłówka",
    puzzles_few: "łamigłówki",
    puzzles_many: "łamigłówek",
    and: "i",
    or: "lub",
    cell: "W{row}K{col}",
    step_row: "wiersz {n}",
    step_column: "kolumna {n}",
    step_box: "blok {n}",
    step_in_row: "w wierszu {n}",
    step_in_column: "w kolumnie {n}",
    step_in_box: "w bloku {n}",
    step_must_be: "w polu {cell} musi być {d}",
    step_cannot_be: "w polu {cells} nie może być {digits}",
    step_cannot_be_many: "w polach {cells} nie może być {digits}",
    step_naked_single: "W polu {cell} musi być {d}: wszystkie inne cyfry są tam wykluczone.",
    step_hidden_single: "W polu {cell} musi być {d}: to jedyne pole {line}, w którym może stać {d}.",
    step_full_house: "W polu {cell} musi być {d}: to ostatnie puste pole {line}, a {d} to jedyna brakująca tam cyfra.",
    step_naked_subset: "Pola {cells} mieszczą razem tylko {digits}, więc żadne inne pole {line} nie może zawierać {any}: {outcome}.",
    step_hidden_subset: "{Line} cyfry {digits} mogą stać tylko w polach {cells}, więc w tych polach nie ma nic innego: {outcome}.",
    step_confined: "{Line} cyfra {d} może stać tylko w polach {cells}, wszystkich {other}; więc {d} nie może stać nigdzie indziej {other}: {outcome}.",
    step_fish: "Linie {base}: cyfra {d} może w nich stać tylko w liniach {cover}, więc {d} nie może stać nigdzie indziej w liniach {cover}: {outcome}.",
    cover_inside: "W tej książce",
    cover_level_line: "{n} {puzzles}, poziom {level}, {grids}",
    cover_how_to_play: "Zasady gry z rozwiązanym przykładem",
    cover_answers: "Rozwiązania wszystkich łamigłówek na końcu książki",
    cover_try: "Spróbuj łamigłówki {n} (poziom {level}):",
    steps_partway: "Po lewej diagram po tych krokach, z kandydatami wpisanymi drobno. Jeszcze {n} kroków tego samego rodzaju go kończy:",
    partway_caption: "Po kroku {n}",
    solved_caption: "Rozwiązanie",
    hints: "Podpowiedzi",
    hints_intro: "Utknąłeś? Każda podpowiedź podaje pierwszy trudny krok łamigłówki, w którym większość się zatrzymuje. Zrób ten krok i rozwiązuj dalej sam.",
    contents_techniques: "{name}: potrzebne techniki",
    techniques: "Potrzebne techniki",
    techniques_of: "Potrzebne techniki: {section}",
    techniques_intro: "Każda technika jest pokazana na diagramie zrobionym dla tej strony, a nie na łamigłówce z tej książki, tuż przed krokiem: kandydaci wpisani drobno, pola, na które trzeba spojrzeć, zacienione, a kandydaci, których krok wyklucza, przekreśleni.",
    techniques_basic: "Oprócz {names}, jak w przykładzie, potrzebne będą:",
    technique_seen: "Tutaj: {step}",
    cover_headline: "Czysta logika, jedno rozwiązanie, bez zgadywania",
    level_range: "od {easiest} do {hardest}",
};
