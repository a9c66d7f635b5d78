use super::*;
use crate::fonts::FontId;

#[test]
fn every_table_is_complete_and_keeps_englishs_placeholders() {
    let en = Language::En.words().entries();
    for lang in Language::ALL {
        let entries = lang.words().entries();
        assert_eq!(entries.len(), en.len());
        for ((field, text), (_, english)) in entries.iter().zip(&en) {
            assert!(!text.trim().is_empty(), "{lang}: `{field}` is empty");
            assert_eq!(
                placeholders(text),
                placeholders(english),
                "{lang}: `{field}` = {text:?} has other placeholders than English's \
                 {english:?}"
            );
            assert!(
                !text.contains("  ") && text.trim() == *text,
                "{lang}: `{field}` has stray spaces: {text:?}"
            );
        }
    }
}

#[test]
fn translations_differ_from_english() {
    // Entries that are rightly as in English: words the languages share.
    let same_ok = [
        (Language::Fr, "notes"),
        (Language::Fr, "answer_label_short"),
        (Language::Fr, "answer_label_shortest"),
        (Language::Fr, "expert"),
        (Language::Es, "answer_label_shortest"),
        (Language::It, "answer_label_shortest"),
        // "{name}, p. {page}": French, Spanish, Italian and Portuguese abbreviate "page" as
        // English does.
        (Language::Fr, "hint_idea"),
        (Language::Es, "hint_idea"),
        (Language::It, "hint_idea"),
        (Language::Pt, "answer_label_shortest"),
        (Language::Pt, "hint_idea"),
        // "{label}: {title}": only punctuation, as in English (French spaces its colon).
        (Language::De, "answer_titled"),
        (Language::Es, "answer_titled"),
        (Language::It, "answer_titled"),
        (Language::Nl, "answer_titled"),
        (Language::Pl, "answer_titled"),
        (Language::Pt, "answer_titled"),
        // "{idea}.": the idea and a full stop, in every language.
        (Language::De, "hint_what"),
        (Language::Fr, "hint_what"),
        (Language::Es, "hint_what"),
        (Language::It, "hint_what"),
        (Language::Nl, "hint_what"),
        (Language::Pl, "hint_what"),
        (Language::Pt, "hint_what"),
        // German says "Trick" too.
        (Language::De, "technique_trick"),
    ];
    let en = Language::En.words().entries();
    for lang in &Language::ALL[1..] {
        let same: Vec<&str> = lang
            .words()
            .entries()
            .iter()
            .zip(&en)
            .filter(|((f, t), (_, e))| t == e && !same_ok.contains(&(*lang, *f)))
            .map(|((f, _), _)| *f)
            .collect();
        assert!(same.is_empty(), "{lang}: still English: {same:?}");
    }
}

#[test]
fn fill_replaces_and_capitalises() {
    assert_eq!(
        fill("{n} · p. {page}", &[("n", &3), ("page", &62)]),
        "3 · p. 62"
    );
    assert_eq!(
        fill("{Level}: {n}", &[("level", &"leicht"), ("n", &1)]),
        "Leicht: 1"
    );
    assert_eq!(fill("{unknown} stays", &[]), "{unknown} stays");
    assert_eq!(placeholders("{Level} {level} {n}"), ["level", "n"]);
}

#[test]
fn puzzles_take_each_languages_plural_form() {
    let pl = Language::Pl.words();
    let forms: Vec<String> = [1, 2, 4, 5, 12, 14, 22, 25, 100, 102, 112]
        .iter()
        .map(|&n| pl.puzzles(Language::Pl, n))
        .collect();
    let (one, few, many) = ("łamigłówka", "łamigłówki", "łamigłówek");
    assert_eq!(
        forms,
        [one, few, few, many, many, many, few, many, many, few, many]
    );
    assert_eq!(Language::En.words().puzzles(Language::En, 1), "puzzle");
    assert_eq!(Language::En.words().puzzles(Language::En, 0), "puzzles");
    // CLDR: French and Brazilian Portuguese count 0 as one.
    assert_eq!(Language::Fr.words().puzzles(Language::Fr, 0), "grille");
    assert_eq!(Language::Pt.words().puzzles(Language::Pt, 2), "desafios");
}

#[test]
fn codes_round_trip() {
    for lang in Language::ALL {
        assert_eq!(Language::from_code(lang.code()), Some(lang));
    }
    assert_eq!(Language::from_code("DE"), Some(Language::De));
    assert_eq!(Language::from_code("sv"), None);
    assert_eq!(Language::codes(), "en, de, fr, es, it, nl, pl or pt");
}

/// A pangram of each language: every letter of its alphabet, its diacritics included.
const PANGRAMS: [(Language, &str); 8] = [
    (
        Language::En,
        "The quick brown fox jumps over the lazy dog. THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG.",
    ),
    (
        Language::De,
        "Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich. ÄÖÜ ẞ",
    ),
    (
        Language::Fr,
        "Voix ambiguë d'un cœur qui, au zéphyr, préfère les jattes de kiwis. \
         Dès Noël où un zéphyr haï me vêt de glaçons würmiens, je dîne d'exquis rôtis de bœuf \
         au kir à l'aÿ d'âge mûr. ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ « »",
    ),
    (
        Language::Es,
        "El veloz murciélago hindú comía feliz cardillo y kiwi. La cigüeña tocaba el \
         saxofón detrás del palenque de paja. ¿¡ÁÉÍÑÓÚÜ!?",
    ),
    (
        Language::It,
        "Quel vituperabile xenofobo zelante assaggia il whisky ed esclama: alleluja! \
         àèéìíîòóùú ÀÈÉÌÒÙ",
    ),
    (
        Language::Nl,
        "Pa's wijze lynx bezag vroom het fikse aquaduct. Ĳsselmeer ĳs één café, ",
    ),
    (
        Language::Pl,
        "Pchnąć w tę łódź jeża lub ośm skrzyń fig. Zażółć gęślą jaźń. ĄĆĘŁŃÓŚŹŻ",
    ),
    (
        Language::Pt,
        "Zebras caolhas de Java querem mandar fax para moça gigante de New York. \
         À noite, vovô Kowalsky vê o ímã cair no pé do pinguim queixoso e vovó põe açúcar no \
         chá de tâmaras do jabuti feliz. ÁÂÃÀÇÉÊÍÓÔÕÚ",
    ),
];

/// The printable characters of `text` that `font` lacks.
fn missing(font: FontId, text: &str) -> String {
    let printable: String = text.chars().filter(|c| !c.is_control()).collect();
    font.missing(&printable).into_iter().collect()
}

#[test]
fn every_languages_pangram_and_table_is_in_the_fonts() {
    let fonts = [FontId::Regular, FontId::Bold];
    for (lang, pangram) in PANGRAMS {
        for font in fonts {
            assert_eq!(missing(font, pangram), "", "{lang} pangram, {font:?}");
            for (field, text) in lang.words().entries() {
                assert_eq!(missing(font, text), "", "{lang} `{field}`");
            }
            for kind in crate::kind::KINDS {
                let text = kind.name_in(lang).to_string()
                    + &kind.rules(&crate::shape::squares(&[]), lang).concat()
                    + &kind
                        .rules(&crate::shape::squares(&[4, 5, 6, 7, 9]), lang)
                        .concat();
                assert_eq!(missing(font, &text), "", "{lang} {}", kind.id());
            }
        }
    }
}

#[test]
fn every_kind_has_its_rules_and_name_in_every_language() {
    for kind in crate::kind::KINDS {
        let english = kind.rules(&crate::shape::squares(&[4, 5]), Language::En);
        for lang in &Language::ALL[1..] {
            let rules = kind.rules(&crate::shape::squares(&[4, 5]), *lang);
            assert_eq!(rules.len(), english.len(), "{lang} {}", kind.id());
            for (r, e) in rules.iter().zip(&english) {
                assert_ne!(r, e, "{lang} {}", kind.id());
                assert!(!r.contains('{') && !r.contains('}'), "{lang}: {r}");
            }
            assert!(!kind.name_in(*lang).is_empty());
        }
        for lang in Language::ALL {
            // The name is the translators', not a fallback to the kind's English id.
            let id = format!("{}-name", kind.id());
            assert!(ftl::has(lang, &id), "locales/{lang}/kinds.ftl lacks `{id}`");
            assert_eq!(kind.name_in(lang), ftl::text(lang, &id, &[]), "{lang}");
        }
    }
}

#[test]
fn every_kinds_step_sentences_fill_every_value_in_every_language() {
    // The pieces a kind joins into its step sentences (`KIND-step-*`) may name a value the
    // code does not fill only by mistake: it would print as `{name}` or `{$name}`.
    let mut steps = 0;
    for kind in crate::kind::KINDS {
        let sizes: Vec<usize> = kind.sizes().collect();
        for &n in [sizes[0], sizes[sizes.len() / 2], *sizes.last().unwrap()].iter() {
            let shape = crate::shape::Shape::square(n);
            if kind.unsupported(shape, kind.levels()[0]).is_some() {
                continue;
            }
            let (puzzle, _) = kind.stand_in(shape);
            for step in puzzle.grade().steps.iter().take(60) {
                for lang in Language::ALL {
                    for text in [puzzle.explain_in(step, lang), puzzle.plain_in(step, lang)] {
                        assert!(
                            !text.is_empty() && !text.contains(['{', '}']),
                            "{lang} {} {}: {text}",
                            kind.id(),
                            step.technique.name
                        );
                    }
                }
                steps += 1;
            }
        }
    }
    assert!(steps > 50, "{steps} steps");
}

/// Every technique any kind's ladder can record, nonograms' too before they are registered.
fn every_kind() -> Vec<&'static dyn crate::kind::Kind> {
    let mut kinds: Vec<&'static dyn crate::kind::Kind> = crate::kind::KINDS.to_vec();
    if crate::kind::find("nonogram").is_none() {
        kinds.push(&crate::nonogram::Nonogram);
    }
    kinds
}

#[test]
fn every_ladder_technique_has_a_name_and_a_note_of_three_parts_in_every_language() {
    // Names puzzle books print the same in every language.
    let international = ["X-Wing", "W-Wing", "XY-Wing", "XYZ-Wing"];
    for kind in every_kind() {
        let names: Vec<&str> = kind.techniques().iter().map(|t| t.name).collect();
        assert!(!names.is_empty(), "{}", kind.id());
        for t in names {
            let name_en = kind.technique_name(t, Language::En);
            let note_en = kind.technique_note(t, Language::En);
            for lang in Language::ALL {
                let Some(note) = kind.technique_note(t, lang) else {
                    panic!("{lang} {} {t}: no note", kind.id());
                };
                // What to look for, why it works, what it removes: each a sentence of its own.
                for part in [note.look, note.why, note.removes] {
                    assert!(
                        part.split_whitespace().count() >= 4
                            && part.ends_with(['.', ')'])
                            && part.starts_with(|c: char| c.is_uppercase()),
                        "{lang} {} {t}: '{part}' is not a sentence",
                        kind.id()
                    );
                    assert!(!part.contains('{'), "{lang} {} {t}: {part}", kind.id());
                }
                assert!(
                    note.text().split_whitespace().count() >= 20,
                    "{lang} {} {t}: a note of two or three sentences, not a caption",
                    kind.id()
                );
                let name = kind.technique_name(t, lang);
                assert!(!name.is_empty(), "{lang} {} {t}", kind.id());
                if lang != Language::En {
                    assert_ne!(Some(note), note_en, "{lang} {} {t}: English", kind.id());
                    assert!(
                        international.contains(&name.as_str())
                            || !name.eq_ignore_ascii_case(&name_en),
                        "{lang} {} {t}: English name {name}",
                        kind.id()
                    );
                }
                for font in [FontId::Regular, FontId::Bold] {
                    assert_eq!(
                        missing(font, &(name.clone() + &note.text())),
                        "",
                        "{lang} {t}"
                    );
                }
            }
            let kids = kind.kids_note(t, Language::En).is_some();
            for lang in Language::ALL.into_iter().filter(|_| kids) {
                let note = kind
                    .kids_note(t, lang)
                    .expect("a kids note in every language");
                assert_eq!(missing(FontId::Regular, &note.text()), "", "{lang} {t}");
            }
        }
    }
}

#[test]
fn kids_notes_speak_plainly() {
    // Every technique a kids section of the catalogue is taught has plain words of its own:
    // no "candidates", no technique names, no "r1c3".
    let jargon = [
        "candidat", "kandidat", "kandydat", "pair", "paar", "triple", "pointing", "claiming",
        "r1c", "z1s",
    ];
    let catalogue = crate::spec::Catalogue::builtin();
    let specs = catalogue
        .names()
        .map(|b| catalogue.book(b).expect("a valid book"));
    let mut seen = 0;
    for spec in specs.filter(|s| s.audience == crate::spec::Audience::Kids) {
        for sec in &spec.sections {
            for t in crate::lesson::taught(sec.kind, sec.size, sec.level) {
                for lang in Language::ALL {
                    let note = sec.kind.kids_note(t.name, lang);
                    let Some(note) = note else {
                        panic!("{lang} {} {}: no kids note", sec.kind.id(), t.name);
                    };
                    let text = note.text().to_lowercase();
                    for j in jargon {
                        assert!(!text.contains(j), "{lang} {}: '{j}' in {text}", t.name);
                    }
                    // Polish "para" (pair) is Portuguese "for": jargon in Polish only.
                    if lang == Language::Pl {
                        assert!(!text.contains("para"), "{lang} {}: {text}", t.name);
                    }
                    seen += 1;
                }
            }
        }
    }
    assert!(
        seen > 0,
        "a kids book in the catalogue is taught techniques"
    );
}

#[test]
fn no_language_picks_a_phrase_in_rust_code() {
    // Every fixed text is in locales/<lang>/*.ftl, where a translator can fix it: no source
    // file picks a phrase by language (`Language::De => "…"`), save the language codes.
    fn walk(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("src/ reads") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, files);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    walk(&root.join("src"), &mut files);
    files.sort();
    let mut arms = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        for (i, line) in text.lines().enumerate() {
            let arm = line.trim_start();
            let picks = arm.starts_with("Language::")
                && arm.contains("=>")
                && arm.split("=>").next().is_some_and(|l| {
                    l.split('|')
                        .all(|l| l.trim().starts_with("Language::") && !l.contains('('))
                });
            // `Language::De => "de",`: the language's code, not a text.
            let rhs = arm.split("=>").nth(1).unwrap_or("").trim();
            let code = rhs.len() == 5
                && rhs.starts_with('"')
                && rhs.ends_with("\",")
                && rhs[1..3].chars().all(|c| c.is_ascii_lowercase());
            if picks && !code {
                arms.push(format!("{}:{}: {arm}", file.display(), i + 1));
            }
        }
    }
    assert!(files.len() > 50, "{} files", files.len());
    assert!(
        arms.is_empty(),
        "phrases picked in code:\n{}",
        arms.join("\n")
    );
}
