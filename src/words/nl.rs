//! Dutch.

use super::Words;

pub static WORDS: Words = Words {
    default_title: "Futoshiki-puzzels",
    default_blurb: "Futoshiki is een cijferpuzzel van pure logica. Vul elke rij en elke kolom \
        van het diagram met elk cijfer precies één keer, zodat alle groter-dan- en \
        kleiner-dantekens tussen de vakjes kloppen.\n\nElke puzzel in dit boek heeft precies \
        één oplossing, die je alleen door redeneren vindt: gokken is nooit nodig. De puzzels \
        worden steeds moeilijker, een uitgewerkt voorbeeld laat zien hoe je begint, en de \
        oplossingen staan achter in het boek.",
    copyright_year: "Copyright © {year} {author}. Alle rechten voorbehouden.",
    copyright: "Copyright © {author}. Alle rechten voorbehouden.",
    published_by: "Uitgegeven door {publisher}",
    credit: "Gemaakt met bookmaker {version} uit boekzaad {seed}, formaat {trim}, sjabloon \
        {template}. Dezelfde specificatie, gebouwd met dezelfde versie van bookmaker, geeft \
        dit boek opnieuw, puzzel voor puzzel.",
    contents: "Inhoud",
    contents_continued: "Inhoud (vervolg)",
    how_to_play: "Spelregels",
    how_to_play_kind: "Spelregels: {kind}",
    continued: "{title} (vervolg)",
    solving_example: "Het voorbeeld stap voor stap",
    solving_kind_example: "Stap voor stap: {kind}",
    contents_puzzle: "{name}: puzzel {range}",
    contents_puzzles: "{name}: puzzels {range}",
    contents_answers: "Oplossingen {range}",
    contents_section_answers: "{name}: oplossingen {range}",
    notes: "Aantekeningen",
    book_rule: "In elk deel worden de puzzels steeds moeilijker. De sterren bij het nummer van \
        elke puzzel geven het niveau aan: één ster voor makkelijk, twee voor gemiddeld, drie \
        voor moeilijk. De oplossingen staan achter in het boek: de regel boven elke puzzel \
        noemt de pagina van de oplossing.",
    example_intro: "Hier is een klein voorbeeld. De getallen naast het diagram nummeren de \
        rijen en kolommen: R2K3 is het vakje in rij 2, kolom 3. Op de volgende pagina wordt \
        het stap voor stap opgelost.",
    steps_intro: "Wie puzzelt, noteert welke cijfers elk leeg vakje nog kan bevatten, de \
        kandidaten, en streept ze een voor een weg. De eerste stappen:",
    steps_more: "Stappen van dezelfde soort, nog {n}, vullen het diagram:",
    steps_done: "En het diagram is vol:",
    puzzle_label: "Puzzel {n} · oplossing blz. {page}",
    puzzle_label_short: "{n} · oplossing blz. {page}",
    puzzle_label_shortest: "{n} · opl. blz. {page}",
    answer_label: "Puzzel {n} · bladzijde {page}",
    answer_label_short: "{n} · bladzijde {page}",
    answer_label_shortest: "{n} · blz. {page}",
    answer_head: "Oplossing {n}",
    answers_head: "Oplossingen {first}–{last}",
    easy: "makkelijk",
    medium: "gemiddeld",
    hard: "moeilijk",
    expert: "zeer moeilijk",
    master: "meester",
    puzzles_one: "puzzel",
    puzzles_few: "puzzels",
    puzzles_many: "puzzels",
    and: "en",
    or: "of",
    cell: "R{row}K{col}",
    step_row: "rij {n}",
    step_column: "kolom {n}",
    step_box: "blok {n}",
    step_in_row: "in rij {n}",
    step_in_column: "in kolom {n}",
    step_in_box: "in blok {n}",
    step_must_be: "{cell} moet {d} zijn",
    step_cannot_be: "{cells} kan geen {digits} zijn",
    step_cannot_be_many: "{cells} kunnen geen {digits} zijn",
    step_naked_single: "{cell} moet {d} zijn: alle andere cijfers zijn daar uitgesloten.",
    step_hidden_single: "{cell} moet {d} zijn: het is het enige vakje {line} waar de {d} kan staan.",
    step_full_house: "{cell} moet {d} zijn: het is het laatste lege vakje {line}, en de {d} is het cijfer dat daar nog ontbreekt.",
    step_naked_subset: "{cells} bevatten samen alleen {digits}, dus geen ander vakje {line} kan {any} bevatten: {outcome}.",
    step_hidden_subset: "{Line} kunnen {digits} alleen in {cells}, dus die vakjes bevatten niets anders: {outcome}.",
    step_confined: "{Line} kan de {d} alleen in {cells}, allemaal {other}; dus kan de {d} nergens anders {other} staan: {outcome}.",
    step_fish: "In {base} kan de {d} alleen in {cover}, dus kan de {d} nergens anders in {cover} staan: {outcome}.",
    cover_inside: "In dit boek",
    cover_level_line: "{n} {puzzles} ({level}), {grids}",
    cover_how_to_play: "Spelregels, met een uitgewerkt voorbeeld",
    cover_answers: "De oplossingen van alle puzzels achterin",
    cover_try: "Probeer puzzel {n} ({level}):",
    steps_partway: "Links het rooster na deze stappen, met de kandidaten klein ingevuld. Nog {n} stappen van dezelfde soort maken het af:",
    partway_caption: "Na stap {n}",
    solved_caption: "Opgelost",
    hints: "Tips",
    hints_intro: "Vast? Elke hint geeft de eerste moeilijke stap van zijn puzzel, waar de meeste puzzelaars vastlopen. Zet die stap en ga dan zelf verder.",
    contents_techniques: "{name}: technieken die je nodig hebt",
    techniques: "Technieken die je nodig hebt",
    techniques_of: "Technieken die je nodig hebt: {section}",
    techniques_intro: "Elke techniek wordt getoond op een rooster dat voor deze pagina is gemaakt, niet op een puzzel uit dit boek, vlak voor de stap: de kandidaten klein ingevuld, de vakjes waar je naar kijkt grijs, en de kandidaten die de stap uitsluit doorgestreept.",
    techniques_basic: "Naast {names}, zoals in het voorbeeld, heb je nodig:",
    technique_seen: "Hier: {step}",
    cover_headline: "Pure logica, één oplossing, nooit gokken",
    level_range: "{easiest} tot {hardest}",
};
