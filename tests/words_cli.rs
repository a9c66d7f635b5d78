//! `bookmaker words`: a language's fixed texts for review, and its bad-input messages.

mod common;
use common::{run, stderr};

#[test]
fn words_prints_every_file_beside_english_with_each_plural_form() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(&["words", "--language", "pl"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).unwrap();
    for file in [
        "book.ftl",
        "kinds.ftl",
        "techniques.ftl",
        "steps.ftl",
        "words.ftl",
    ] {
        assert!(text.contains(&format!("## locales/pl/{file}")), "{file}");
    }
    // Polish has three plural forms; each is shown.
    for form in [
        "1 łatwa łamigłówka",
        "2 łatwe łamigłówki",
        "5 łatwych łamigłówek",
    ] {
        assert!(text.contains(form), "{form}");
    }
    assert!(text.contains("\n  en: ") && !text.contains("MISSING"));
    assert!(
        std::fs::read_dir(dir.path()).unwrap().next().is_none(),
        "wrote a file"
    );
}

#[test]
fn words_refuses_an_unknown_language_or_file_naming_the_choices() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(&["words", "--language", "xx"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("en, de, fr, es, it, nl, pl or pt"),
        "{}",
        stderr(&o)
    );
    let o = run(&["words", "--file", "nope"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("book.ftl"), "{}", stderr(&o));
    let o = run(&["words", "-l", "de", "--file", "book"], dir.path());
    assert!(o.status.success());
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("## locales/de/book.ftl") && !text.contains("kinds.ftl"));
}
