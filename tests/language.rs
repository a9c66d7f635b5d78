//! Books in every language: the fixed texts come out in the book's language, the puzzles stay
//! the same, and builds stay deterministic.

mod common;

use bookmaker::kind::KINDS;
use bookmaker::spec::Spec;
use bookmaker::words::Language;
use common::{poppler, run, stderr};
use std::path::{Path, PathBuf};

/// A two-kind book, so that kind names, running heads and contents entries all show.
fn spec(lang: Language) -> String {
    format!(
        "title = \"Zahlenspiele\"\nauthor = \"Ada Lovelace\"\nyear = 2026\nseed = 7\n\
         publisher = \"Kleiner Verlag\"\nlanguage = \"{lang}\"\n[front]\ncredit = true\n\
         [[section]]\nlevel = \"easy\"\ncount = 6\n\
         [[section]]\nkind = \"skyscrapers\"\nkey = \"towers\"\nlevel = \"easy\"\ncount = 4\n"
    )
}

fn build(dir: &Path, text: &str, name: &str) -> PathBuf {
    let spec_path = dir.join(format!("{name}.toml"));
    std::fs::write(&spec_path, text).unwrap();
    let out = dir.join(format!("{name}.pdf"));
    let o = run(
        &[
            "build",
            spec_path.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ],
        dir,
    );
    assert!(o.status.success(), "{name}: {}", stderr(&o));
    out
}

#[test]
fn a_german_book_prints_german_and_no_english() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = build(dir.path(), &spec(Language::De), "de");
    let text = poppler("pdftotext", &[], &pdf);
    for want in [
        "Inhalt",
        "Spielanleitung: Futoshiki",
        "Spielanleitung: Wolkenkratzer",
        "Schritt für Schritt: Wolkenkratzer",
        "Wolkenkratzer · Leicht: Rätsel 7–10",
        "Futoshiki · Leicht: Lösungen 1–6",
        "Lösung S.",
        "Rätsel 1 · Seite",
        "Copyright © 2026 Ada Lovelace. Alle Rechte vorbehalten.",
        "Verlag: Kleiner Verlag",
        "Erstellt mit bookmaker",
        "Z2S3",
        "muss",
        "Notizen",
    ] {
        assert!(text.contains(want), "missing {want:?} in:\n{text}");
    }
    for english in [
        "Contents",
        "How to play",
        "Solving",
        "Answers",
        "answer p.",
        "Puzzle ",
        "All rights reserved",
        "Published by",
        "must be",
        "cannot be",
        "Skyscrapers",
        "Easy",
        "Notes",
        "The first steps",
        "Every puzzle",
    ] {
        assert!(!text.contains(english), "English {english:?} in:\n{text}");
    }
    // Built again: the same bytes.
    let again = build(dir.path(), &spec(Language::De), "de-again");
    assert!(std::fs::read(&pdf).unwrap() == std::fs::read(&again).unwrap());
}

#[test]
fn every_language_builds_with_its_own_headings() {
    let dir = tempfile::tempdir().unwrap();
    for lang in &Language::ALL[1..] {
        let text = format!(
            "title = \"T\"\nlanguage = \"{lang}\"\n[[section]]\nkind = \"calcudoku\"\ncount = 3\n"
        );
        let pdf = build(dir.path(), &text, lang.code());
        let got = poppler("pdftotext", &[], &pdf);
        let w = lang.words();
        for want in [w.contents, w.how_to_play, w.solving_example, w.steps_intro] {
            // pdftotext joins wrapped lines with newlines; compare words only.
            let flat = got.split_whitespace().collect::<Vec<_>>().join(" ");
            let want = want.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains(&want), "{lang}: missing {want:?} in:\n{got}");
        }
        for english in ["Contents", "How to play", "Answers", "The first steps"] {
            assert!(!got.contains(english), "{lang}: English {english:?}");
        }
    }
}

#[test]
fn a_language_keeps_the_puzzles_and_names_the_sections() {
    let en = Spec::parse(&spec(Language::En), "en.toml", None).unwrap();
    for lang in &Language::ALL[1..] {
        let other = Spec::parse(&spec(*lang), "x.toml", None).unwrap();
        assert_eq!(other.language, *lang);
        for (a, b) in en.sections.iter().zip(&other.sections) {
            // The same key: the same addresses, so the same puzzles.
            assert_eq!(a.key, b.key);
            assert_ne!(a.name, b.name, "{lang}");
        }
        assert_ne!(en.copyright, other.copyright);
        assert_ne!(en.cover.blurb, other.cover.blurb);
    }
}

#[test]
fn an_unknown_language_is_refused_naming_the_key_and_the_choices() {
    let err = Spec::parse("language = \"sv\"\n", "book.toml", None).unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.contains("`language`") && msg.contains("\"sv\""),
        "{msg}"
    );
    assert!(msg.contains("en, de, fr, es, it, nl, pl or pt"), "{msg}");
    assert!(msg.contains("book.toml:1"), "{msg}");
}

#[test]
fn example_steps_are_explained_in_every_language() {
    for &kind in KINDS {
        let ex = bookmaker::book::example(
            bookmaker::kind::KindRef(kind),
            Language::En,
            Default::default(),
        )
        .unwrap();
        let grade = ex.puzzle.grade();
        let n = ex.puzzle.shape().width;
        for lang in Language::ALL {
            for step in grade.steps.iter().take(bookmaker::book::EXAMPLE_STEPS) {
                let text = ex.puzzle.explain_in(step, lang);
                let english = ex.puzzle.explain(step);
                assert!(!text.contains('{') && !text.is_empty(), "{lang}: {text}");
                assert!(
                    bookmaker::fonts::FontId::Regular.missing(&text).is_empty(),
                    "{lang}: {text}"
                );
                if lang != Language::En {
                    assert_ne!(text, english, "{lang} {}", kind.id());
                    // A real explanation, not only what the step places and rules out.
                    assert_ne!(
                        text,
                        bookmaker::solve::words::facts(lang, n, step),
                        "{lang} {} {}: only the facts",
                        kind.id(),
                        step.technique.name
                    );
                }
            }
        }
    }
}

#[test]
fn a_german_hard_book_names_its_techniques_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let text = "title = \"Knobeln\"\nauthor = \"Ada Lovelace\"\nyear = 2026\nseed = 3\n\
                language = \"de\"\n[answers]\nhints = true\n\
                [[section]]\nkind = \"futoshiki\"\nlevel = \"hard\"\ncount = 2\n";
    let pdf = build(dir.path(), text, "de-hard");
    let text = poppler("pdftotext", &[], &pdf).replace('\n', " ");
    let de = Language::De.words();
    assert!(
        text.contains(de.techniques),
        "no techniques page in:\n{text}"
    );
    let kind = KINDS.iter().find(|k| k.id() == "futoshiki").unwrap();
    // Every note the ladder could print, English and German: none English, some German.
    let names = [
        "naked-single",
        "hidden-single",
        "sign-bounds",
        "sign-chain",
        "naked-pair",
        "naked-triple",
        "hidden-pair",
        "x-wing",
        "swordfish",
        "forcing-chain",
    ];
    let mut german = 0;
    for t in names {
        let en = kind.technique_note(t, Language::En).unwrap();
        // The opening words: a line break in the PDF cannot hide them.
        let head: String = en.text().split(' ').take(5).collect::<Vec<_>>().join(" ");
        assert!(!text.contains(&head), "English note {head:?} in:\n{text}");
        let de = kind.technique_note(t, Language::De).unwrap();
        let head: String = de.text().split(' ').take(4).collect::<Vec<_>>().join(" ");
        german += usize::from(text.contains(&head));
    }
    assert!(german > 0, "no German technique note in:\n{text}");
}

// ---------------------------------------------------------------------------------------------
// `new NAME --language L`: a book wholly in its language.

/// English fixed phrases a book or cover in another language must not print: headings,
/// labels, level names, the default title's and blurb's words, the English kind names.
const ENGLISH: &[&str] = &[
    "All rights reserved",
    "Published by",
    "Contents",
    "How to play",
    "Solving",
    "Answers",
    "Answer",
    "Puzzle",
    "Puzzles",
    "Easy",
    "Medium",
    "Hard",
    "Expert",
    "Logic Puzzle Variety",
    "Try puzzle",
    "In this book",
    "with solutions",
    "Every puzzle",
    "Notes",
    "Hints",
    "Techniques",
    "answer p",
    "Skyscrapers",
    "Magic squares",
    "worked example",
    "logic puzzles",
    "to hard",
];

/// Every text item of the pages.
fn page_texts(pages: &[bookmaker::page::Page]) -> Vec<String> {
    pages
        .iter()
        .flat_map(|p| &p.items)
        .filter_map(|item| match item {
            bookmaker::page::Item::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// `phrase` in `text` as whole words, case ignored.
fn has_words(text: &str, phrase: &str) -> bool {
    let (text, phrase) = (text.to_lowercase(), phrase.to_lowercase());
    text.match_indices(&phrase).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn every_catalogue_book_in_every_language_prints_no_english() {
    use bookmaker::spec::Catalogue;
    let catalogue = Catalogue::builtin();
    let names: Vec<String> = catalogue.names().map(String::from).collect();
    for lang in &Language::ALL[1..] {
        // Phrases the language itself uses ("Notes" is French too) are not English here.
        let own: String = lang
            .words()
            .entries()
            .iter()
            .map(|(_, t)| t.to_lowercase())
            .collect::<Vec<_>>()
            .join(" ");
        for name in &names {
            let spec = catalogue.book_in(name, *lang).unwrap();
            // What `new` prints reads back as the same book.
            let printed = spec.to_toml();
            let again = Spec::parse(&printed, "new.toml", None).unwrap();
            assert_eq!(again.to_toml(), printed, "{name} {lang}");
            let english = catalogue.book(name).unwrap();
            assert_eq!(
                english.sections.iter().map(|s| &s.key).collect::<Vec<_>>(),
                spec.sections.iter().map(|s| &s.key).collect::<Vec<_>>(),
                "{name} {lang}: the same keys, the same puzzles"
            );
            let plan = bookmaker::plan::Plan::new(&spec);
            let document = bookmaker::book::stand_in_document(&spec, &plan).unwrap();
            let cover = bookmaker::cover::check_layout(&spec).unwrap();
            let mut texts = page_texts(&document.pages);
            texts.extend(page_texts(std::slice::from_ref(&cover.page)));
            texts.push(spec.cover.blurb.clone());
            let all = texts
                .iter()
                .filter(|t| !bookmaker::book::STAND_IN_STEP.contains(t.as_str()))
                .map(|t| {
                    t.replace(&spec.author, "")
                        .replace(&spec.author.to_uppercase(), "")
                })
                .collect::<Vec<_>>()
                .join("\n");
            // The pages were read: the contents heading is there, in the language.
            assert!(all.contains(lang.words().contents), "{name} {lang}: {all}");
            for phrase in ENGLISH {
                if has_words(&own, phrase) {
                    continue;
                }
                assert!(
                    !has_words(&all, phrase),
                    "{name} in {lang}: English {phrase:?} in:\n{all}"
                );
            }
            for english_text in [&english.title, &english.subtitle] {
                assert!(!all.contains(english_text.as_str()), "{name} {lang}");
            }
        }
    }
}

#[test]
fn a_one_kind_book_names_its_kind_and_a_mixed_one_says_variety() {
    let sky = "[[section]]\nkind = \"skyscrapers\"\n";
    let en = Spec::parse(sky, "s.toml", None).unwrap();
    assert_eq!(en.title, "Skyscrapers: 100 Easy Puzzles");
    assert_eq!(en.subtitle, "5×5 logic puzzles with solutions");
    assert!(
        en.cover.blurb.starts_with("Skyscrapers is"),
        "{}",
        en.cover.blurb
    );
    assert!(
        !en.cover.blurb.contains("greater-than"),
        "{}",
        en.cover.blurb
    );
    assert!(en.copyright.contains("Anonymous"));
    let de = Spec::parse(&format!("language = \"de\"\n{sky}"), "s.toml", None).unwrap();
    assert_eq!(de.title, "Wolkenkratzer: 100 leichte Rätsel");
    assert_eq!(de.author, "Anonym");
    let keen =
        "language = \"de\"\n[[section]]\nkind = \"calcudoku\"\nlevel = \"hard\"\ncount = 20\n";
    let de = Spec::parse(keen, "k.toml", None).unwrap();
    assert_eq!(de.title, "Calcudoku: 20 schwere Rätsel");
    let levels = "[[section]]\nlevel = \"easy\"\n[[section]]\nlevel = \"hard\"\nsize = 7\n";
    let en = Spec::parse(levels, "l.toml", None).unwrap();
    assert_eq!(en.title, "Futoshiki: 200 Puzzles, Easy to Hard");
    assert_eq!(en.subtitle, "5×5 and 7×7 logic puzzles with solutions");
    let mixed = "language = \"pl\"\n[[section]]\nkey = \"a\"\n[[section]]\nkind = \"sudoku\"\n\
                 key = \"b\"\nlevel = \"hard\"\ncount = 3\n";
    let pl = Spec::parse(mixed, "m.toml", None).unwrap();
    assert_eq!(pl.title, "Mix łamigłówek logicznych: 103 łamigłówki");
    assert_eq!(pl.subtitle, "Futoshiki i Sudoku, od łatwego do trudnego");
    assert!(
        pl.cover
            .blurb
            .starts_with("2 rodzaje łamigłówek logicznych"),
        "{}",
        pl.cover.blurb
    );
}

#[test]
fn new_leaves_derived_texts_as_comments_that_follow_the_author() {
    let spec = bookmaker::spec::Catalogue::builtin().book("easy").unwrap();
    let printed = spec.to_toml();
    assert!(printed.contains("\n# copyright = "), "{printed}");
    // The user changes the author: the copyright line follows.
    let edited = printed.replace(
        "author = \"Bookmaker Puzzles\"",
        "author = \"Ada Lovelace\"",
    );
    let again = Spec::parse(&edited, "mine.toml", None).unwrap();
    assert!(
        again.copyright.contains("Ada Lovelace"),
        "{}",
        again.copyright
    );
    // The catalogue's own texts stay written out.
    assert!(
        printed.contains("\ntitle = \"Futoshiki: 100 Easy Puzzles\""),
        "{printed}"
    );
    // In German, the title follows the language instead.
    let de = bookmaker::spec::Catalogue::builtin()
        .book_in("easy", Language::De)
        .unwrap()
        .to_toml();
    assert!(
        de.contains("\n# title = \"Futoshiki: 100 leichte Rätsel\""),
        "{de}"
    );
    assert!(de.contains("\nlanguage = \"de\""), "{de}");
}

/// A spec that sets no year or notice still gets both on its copyright page, in its own
/// language; `new` leaves them as comments, so they follow a language changed later.
#[test]
fn the_default_copyright_year_and_notice_come_in_every_language() {
    let year = bookmaker::spec::DEFAULT_YEAR.to_string();
    let en = Spec::parse("author = \"Ada\"\n", "en.toml", None).unwrap();
    for lang in Language::ALL {
        let s = Spec::parse(
            &format!("author = \"Ada\"\nlanguage = \"{lang}\"\n"),
            "x.toml",
            None,
        )
        .unwrap();
        assert!(
            s.copyright
                .starts_with(&format!("Copyright © {year} Ada. ")),
            "{lang}: {}",
            s.copyright
        );
        assert_eq!(s.notice.len(), 1, "{lang}: {:?}", s.notice);
        assert!(s.notice[0].len() > 40, "{lang}: {:?}", s.notice);
        if lang != Language::En {
            assert_ne!(s.copyright, en.copyright, "{lang}");
            assert_ne!(s.notice, en.notice, "{lang}");
        }
    }
    let printed = bookmaker::spec::Catalogue::builtin()
        .book("easy")
        .unwrap()
        .to_toml();
    assert!(
        printed.contains(&format!("\n# year = {year} ")),
        "{printed}"
    );
    assert!(printed.contains("\n# notice = [\"No part"), "{printed}");
    let german = printed.replace("\nlanguage = \"en\"", "\nlanguage = \"de\"");
    assert_ne!(german, printed, "{printed}");
    let de = Spec::parse(&german, "de.toml", None).unwrap();
    assert!(de.notice[0].starts_with("Kein Teil"), "{:?}", de.notice);
    assert!(
        de.copyright.contains("Alle Rechte vorbehalten"),
        "{}",
        de.copyright
    );
}

#[test]
fn check_warns_when_no_author_is_set() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.toml");
    std::fs::write(&path, "[[section]]\ncount = 4\n").unwrap();
    let o = run(&["check", path.to_str().unwrap()], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("`author`"), "{}", stderr(&o));
    std::fs::write(&path, "author = \"Ada\"\n[[section]]\ncount = 4\n").unwrap();
    let o = run(&["check", path.to_str().unwrap()], dir.path());
    assert!(!stderr(&o).contains("`author`"), "{}", stderr(&o));
}
/// Under every magic square the book says, in its language, which numbers to use and what
/// each line adds up to (Spanish and Polish books once printed "Each line adds up to 34").
#[test]
fn magic_squares_say_their_numbers_and_total_in_the_books_language() {
    use bookmaker::book::make_puzzles;
    use bookmaker::magic::{Puzzle as Magic, words::captions};
    let dir = tempfile::tempdir().unwrap();
    for &lang in &Language::ALL {
        let text = format!(
            "title = \"T\"\nauthor = \"A\"\nlanguage = \"{lang}\"\n[[section]]\nkind = \"magic\"\n\
             level = \"easy\"\ncount = 4\n[[section]]\nkind = \"magic\"\nlevel = \"hard\"\n\
             count = 2\n"
        );
        let spec = Spec::parse(&text, "m.toml", None).unwrap();
        let plan = bookmaker::plan::Plan::new(&spec);
        let made = make_puzzles(&plan, &|| {}).unwrap();
        let pdf = build(dir.path(), &text, lang.code());
        let got = poppler("pdftotext", &[], &pdf);
        let flat = got.split_whitespace().collect::<Vec<_>>().join(" ");
        let mut sets = std::collections::BTreeSet::new();
        for m in made.iter().flatten() {
            let p: &Magic = m.generated.puzzle.as_any().downcast_ref().unwrap();
            let n = p.order();
            sets.insert(p.numbers());
            // The longest wording that fits its grid.
            let forms = captions(lang, p.numbers(), n)
                .map(|c| c.split_whitespace().collect::<Vec<_>>().join(" "));
            assert!(
                forms.iter().any(|f| flat.contains(f)),
                "{lang}: missing {forms:?} in:\n{got}"
            );
        }
        assert!(sets.len() > 1, "{lang}: one number set for every square");
        if lang != Language::En {
            for english in ["Each line adds up", "adds up to", "Use the numbers"] {
                assert!(!got.contains(english), "{lang}: English {english:?}");
            }
        }
    }
    // The wording itself, for one set each way.
    let n4 = bookmaker::magic::Numbers::new(3, 4, 1).unwrap();
    assert_eq!(
        captions(Language::En, n4, 3)[0],
        "Use the numbers 4 to 12; each line adds up to 24"
    );
    let even = bookmaker::magic::Numbers::new(3, 4, 2).unwrap();
    assert_eq!(
        captions(Language::De, even, 3)[0],
        "Verwenden Sie die Zahlen 4, 6 … 20; jede Linie hat die Summe 36"
    );
}

/// English words that no Portuguese sentence uses: a step, note, hint or rule left in
/// English shows at least one of them.
const ENGLISH_WORDS: &[&str] = &[
    "the", "and", "must", "cannot", "square", "squares", "row", "column", "digit", "digits",
    "cage", "puzzle", "answer", "hint", "look", "because", "only", "with", "which", "every",
    "each", "clue", "so", "is", "are", "of", "to", "in", "it",
];

/// A Portuguese book (amazon.com.br) with every kind at its hardest ordinary level, hints and
/// technique pages, and its cover: Portuguese headings, no English word, no English note.
#[test]
fn a_portuguese_book_of_every_kind_prints_portuguese_and_no_english() {
    let dir = tempfile::tempdir().unwrap();
    let mut spec = String::from(
        "author = \"Ada Lovelace\"\nyear = 2026\nseed = 11\nlanguage = \"pt\"\n\
         publisher = \"Editora Pequena\"\n[answers]\nhints = true\n",
    );
    for &kind in KINDS {
        spec.push_str(&format!(
            "[[section]]\nkind = \"{0}\"\nkey = \"{0}\"\nlevel = \"hard\"\ncount = 2\n",
            kind.id()
        ));
    }
    let pdf = build(dir.path(), &spec, "pt");
    let cover = dir.path().join("pt-cover.pdf");
    let o = run(
        &[
            "cover",
            dir.path().join("pt.toml").to_str().unwrap(),
            "-o",
            cover.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = poppler("pdftotext", &[], &pdf) + &poppler("pdftotext", &[], &cover);
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for want in [
        "Sumário",
        "Como jogar: Arranha-céus",
        "Passo a passo: Killer Sudoku",
        "Técnicas de que você vai precisar",
        "Dicas",
        "Todos os direitos reservados",
        "Publicado por Editora Pequena",
        "Quadrados mágicos · Difícil",
        "Nonogramas",
        "deve ser",
        "Neste livro",
    ] {
        assert!(flat.contains(want), "missing {want:?} in:\n{text}");
    }
    let words = flat.replace("Ada Lovelace", "");
    for english in ENGLISH_WORDS {
        assert!(
            !has_words(&words, english),
            "English {english:?} in:\n{}",
            words
                .split(". ")
                .filter(|s| has_words(s, english))
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
    // No technique note of the book's kinds in English: their opening words would show.
    for &kind in KINDS {
        for t in kind.techniques() {
            let Some(en) = kind.technique_note(t.name, Language::En) else {
                continue;
            };
            let head: String = en.look.split(' ').take(5).collect::<Vec<_>>().join(" ");
            assert!(!flat.contains(&head), "English note {head:?}");
        }
    }
}

#[test]
fn every_one_kind_book_is_titled_with_its_kind_in_every_language() {
    use bookmaker::words::ftl;
    for lang in Language::ALL {
        for kind in KINDS {
            let text = format!(
                "language = \"{lang}\"\n[[section]]\nkind = \"{}\"\ncount = 20\n",
                kind.id()
            );
            let spec = Spec::parse(&text, "one.toml", None).unwrap();
            let name = kind.name_in(lang);
            assert!(
                spec.title.starts_with(name),
                "{lang} {}: {}",
                kind.id(),
                spec.title
            );
            let one_level = ftl::text(
                lang,
                "title-one-level",
                &[
                    ("kind", name.into()),
                    ("count", 20usize.into()),
                    ("level", "easy".into()),
                ],
            );
            assert_eq!(spec.title, one_level, "{lang} {}", kind.id());
            assert_eq!(
                name,
                ftl::text(lang, &format!("{}-name", kind.id()), &[]),
                "{lang}: the kind's name from kinds.ftl"
            );
            // A kind with a name of its own in the language is never titled in English.
            let english = kind.name_in(Language::En);
            if name != english {
                assert!(!spec.title.contains(english), "{lang}: {}", spec.title);
            }
            // Two kinds: a variety, in the language.
            let other = KINDS.iter().find(|k| k.id() != kind.id()).unwrap();
            let two = format!(
                "{text}[[section]]\nkind = \"{}\"\nkey = \"b\"\ncount = 20\n",
                other.id()
            );
            let spec = Spec::parse(&two, "two.toml", None).unwrap();
            let count = spec.sections.iter().map(|s| s.count).sum::<usize>();
            let variety_here = ftl::text(lang, "title-variety", &[("count", count.into())]);
            assert_eq!(spec.title, variety_here, "{lang} {}", kind.id());
        }
    }
}

/// A German or French book addresses its reader formally throughout (its rules say "Tragen Sie",
/// "Remplissez"); the plain step sentences under technique diagrams once said "Schau dir" and
/// "Regarde". Kids books have their own texts.
#[test]
fn german_and_french_books_address_the_reader_formally() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, formal, informal) in [
        (
            "de",
            &["Sehen Sie sich", "Suchen Sie"][..],
            &["Schau dir", "Folge den", " du ", " dir ", " dein"][..],
        ),
        (
            "fr",
            &["Regardez"][..],
            &["Regarde ", "Suis les", " tu ", " ton ", " ta "][..],
        ),
    ] {
        let spec = format!(
            "title = \"T\"\nauthor = \"Ada Lovelace\"\nyear = 2026\nseed = 3\nlanguage = \"{lang}\"\n\
             [[section]]\nkind = \"sudoku\"\nlevel = \"hard\"\ncount = 2\n"
        );
        let pdf = build(dir.path(), &spec, &format!("formal-{lang}"));
        let text = poppler("pdftotext", &[], &pdf).replace('\n', " ");
        for want in formal {
            assert!(text.contains(want), "{lang}: no {want:?} in:\n{text}");
        }
        for not in informal {
            assert!(!text.contains(not), "{lang}: informal {not:?} in:\n{text}");
        }
    }
}
