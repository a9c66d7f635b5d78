//! Spec parsing: defaults, errors with file/line/column and a fix, the catalogue, `new`.

use bookmaker::kdp::Paper;
use bookmaker::kind::Shape;
use bookmaker::solve::Level;
use bookmaker::spec::{Catalogue, Spec, SpecError};

fn parse(text: &str) -> Result<Spec, SpecError> {
    Spec::parse(text, "book.toml", None)
}

fn err(text: &str) -> SpecError {
    parse(text).expect_err("spec should be rejected")
}

#[test]
fn empty_spec_takes_documented_defaults() {
    let s = parse("").unwrap();
    assert_eq!(s.title, "Futoshiki: 100 Easy Puzzles");
    assert_eq!(s.author, "Anonymous");
    assert_eq!(
        s.copyright,
        format!(
            "Copyright © {} Anonymous. All rights reserved.",
            bookmaker::spec::DEFAULT_YEAR
        )
    );
    assert_eq!((s.seed, s.bleed, s.paper), (1, false, Paper::White));
    assert_eq!(s.trim.kdp_name(), Some("6x9"));
    assert_eq!(s.template.name, "classic");
    assert!(
        s.front.title_page && s.front.copyright_page && s.front.how_to_play && s.front.contents
    );
    assert_eq!(s.sections.len(), 1);
    let sec = &s.sections[0];
    // Per-page counts stay unset: the plan chooses them from the grid (docs/layout.md).
    assert_eq!(
        (sec.level, sec.size.width, sec.count, sec.per_page),
        (Level::Easy, 5, 100, None)
    );
    assert_eq!(s.answers.per_page, None);
    assert_eq!(
        (s.publisher.as_str(), s.isbn.as_deref(), s.year),
        ("", None, None)
    );
    assert!(!s.front.credit);
}

#[test]
fn the_default_copyright_page_has_a_year_and_a_no_reproduction_notice() {
    let s = parse("author = \"Ann\"\n").unwrap();
    // No year given: the release's year, the same on every build (never the clock).
    assert_eq!(s.year(), bookmaker::spec::DEFAULT_YEAR);
    assert_eq!(
        s.copyright,
        format!(
            "Copyright © {} Ann. All rights reserved.",
            bookmaker::spec::DEFAULT_YEAR
        )
    );
    assert_eq!(s.notice.len(), 1, "{:?}", s.notice);
    assert!(
        s.notice[0].starts_with("No part of this book may be reproduced"),
        "{:?}",
        s.notice
    );
    assert_eq!(parse("author = \"Ann\"\n").unwrap(), s);
    // A year given is the year printed; `notice = []` leaves the sentence out.
    let s = parse("author = \"Ann\"\nyear = 1999\nnotice = []\n").unwrap();
    assert_eq!(s.copyright, "Copyright © 1999 Ann. All rights reserved.");
    assert!(s.notice.is_empty());
    assert_eq!(parse(&s.to_toml()).unwrap(), s);
}

#[test]
fn section_size_defaults_per_level() {
    let s = parse(
        "template = \"large-print\"\n[[section]]\nlevel = \"medium\"\n[[section]]\nlevel = \"hard\"\n",
    )
    .unwrap();
    assert_eq!(s.sections[0].size, 6);
    assert_eq!(s.sections[1].size, 7);
    assert_eq!(s.sections[0].name, "Medium");
    assert_eq!(s.sections[1].key, "hard");
    assert_eq!(s.sections[0].per_page, None);
    assert_eq!(s.answers.per_page, None);
}

#[test]
fn isbn_is_checked_and_a_wrong_check_digit_named() {
    // A valid ISBN-13 in any of the usual spellings.
    for good in ["978-0-306-40615-7", "9780306406157", "978 0 306 40615 7"] {
        let s = parse(&format!("isbn = \"{good}\"\n")).unwrap();
        assert_eq!(s.isbn.as_deref(), Some(good));
    }
    let e = err("title = \"t\"\nisbn = \"978-0-306-40615-3\"\n");
    assert_eq!(e.at, Some((2, 8)));
    let msg = e.to_string();
    assert!(msg.contains("`isbn`"), "{msg}");
    assert!(
        msg.contains("check digit 3") && msg.contains("call for 7"),
        "{msg}"
    );
    assert!(msg.contains("ends in 7"), "{msg}");
    let msg = err("isbn = \"978-0-306-40615\"\n").to_string();
    assert!(
        msg.contains("`isbn`") && msg.contains("12 digits, not 13"),
        "{msg}"
    );
    let msg = err("isbn = \"978-0-306-4061X-7\"\n").to_string();
    assert!(msg.contains("'X'"), "{msg}");
    let msg = err("isbn = \"1230306406157\"\n").to_string();
    assert!(msg.contains("978 or 979"), "{msg}");
}

#[test]
fn publisher_keys_parse_and_the_year_goes_in_the_copyright_line() {
    let s = parse(
        "author = \"Ann\"\npublisher = \"Kite Press\"\nedition = \"Second edition\"\nyear = 2026\n\
         notice = [\"No part may be copied.\", \"Printed on demand.\"]\n[front]\ncredit = true\n",
    )
    .unwrap();
    assert_eq!(s.copyright, "Copyright © 2026 Ann. All rights reserved.");
    assert_eq!(
        (s.publisher.as_str(), s.edition.as_str()),
        ("Kite Press", "Second edition")
    );
    assert_eq!(s.notice.len(), 2);
    assert!(s.front.credit);
    assert_eq!(parse(&s.to_toml()).unwrap(), s);
    let msg = err("year = 99\n").to_string();
    assert!(
        msg.contains("`year` = 99") && msg.contains("1900 to 2999"),
        "{msg}"
    );
}

#[test]
fn unknown_top_level_key_names_line_column_and_near_miss() {
    let e = err("title = \"x\"\nauthr = \"me\"\n");
    assert_eq!(e.file, "book.toml");
    assert_eq!(e.at, Some((2, 1)));
    let msg = e.to_string();
    assert!(
        msg.starts_with("book.toml:2:1: unknown key `authr`"),
        "{msg}"
    );
    assert!(msg.contains("did you mean `author`?"), "{msg}");
    // The valid keys are listed.
    for k in [
        "title", "subtitle", "seed", "trim", "bleed", "paper", "template", "section",
    ] {
        assert!(msg.contains(&format!("`{k}`")), "{k} missing from {msg}");
    }
}

#[test]
fn unknown_key_in_a_section_says_which_table() {
    let e = err("seed = 3\n\n[[section]]\nlevel = \"easy\"\n  cuont = 10\n");
    assert_eq!(e.at, Some((5, 3)));
    let msg = e.to_string();
    assert!(msg.contains("unknown key `cuont` in [[section]]"), "{msg}");
    assert!(msg.contains("did you mean `count`?"), "{msg}");
}

#[test]
fn far_miss_gets_no_suggestion_but_the_list() {
    let msg = err("[front]\nzebra = true\n").to_string();
    assert!(msg.contains("unknown key `zebra` in [front]"), "{msg}");
    assert!(!msg.contains("did you mean"), "{msg}");
    assert!(msg.contains("`how_to_play`"), "{msg}");
}

#[test]
fn out_of_range_values_say_the_range() {
    let e = err("[[section]]\ncount = 0\n");
    assert_eq!(e.at, Some((2, 9)));
    let msg = e.to_string();
    assert!(msg.contains("`section.count` = 0 is out of range"), "{msg}");
    assert!(msg.contains("from 1 to 1000"), "{msg}");

    let msg = err("[[section]]\nsize = 12\n").to_string();
    assert!(
        msg.contains("4x4 to 9x9") && msg.contains("not 12x12"),
        "{msg}"
    );
    let msg = err("[answers]\nper_page = 40\n").to_string();
    assert!(msg.contains("from 1 to 20"), "{msg}");
    let msg = err("seed = -1\n").to_string();
    assert!(
        msg.contains("`seed` = -1") && msg.contains("from 0 to"),
        "{msg}"
    );
}

#[test]
fn bad_trim_explains_the_forms() {
    let e = err("title = \"t\"\ntrim = \"6 by 9\"\n");
    assert_eq!(e.at, Some((2, 8)));
    let msg = e.to_string();
    assert!(msg.contains("cannot read trim"), "{msg}");
    assert!(msg.contains("6x9") && msg.contains("160x240mm"), "{msg}");
    assert!(
        err("trim = \"0x9\"")
            .to_string()
            .contains("positive number")
    );
    assert!(
        err("trim = \"600x900\"")
            .to_string()
            .contains("check the unit")
    );
}

#[test]
fn trims_with_units_and_names() {
    let t = |s: &str| parse(&format!("trim = \"{s}\"")).unwrap().trim;
    assert_eq!(t("8.5x11").kdp_name(), Some("8.5x11"));
    assert_eq!(t("A4").kdp_name(), Some("8.27x11.69"));
    assert_eq!(t("152.4 x 228.6 mm").kdp_name(), Some("6x9"));
    let custom = t("16x24cm");
    assert_eq!(custom.kdp_name(), None);
    assert!((custom.width_in - 16.0 / 2.54).abs() < 1e-4);
    assert!((t("432x648pt").height_in - 9.0).abs() < 1e-4);
}

#[test]
fn wrong_values_and_types_are_placed() {
    let msg = err("paper = \"craem\"\n").to_string();
    assert!(
        msg.starts_with("book.toml:1:9: unknown value `craem`"),
        "{msg}"
    );
    assert!(msg.contains("did you mean `cream`?"), "{msg}");
    let msg = err("[[section]]\nlevel = \"guessing\"\n").to_string();
    assert!(
        msg.contains("book.toml:2:9") && msg.contains("easy, medium or hard"),
        "{msg}"
    );
    let msg = err("bleed = \"yes\"\n").to_string();
    assert!(msg.starts_with("book.toml:1:9:"), "{msg}");
    let msg = err("title = \"unclosed\n").to_string();
    assert!(msg.starts_with("book.toml:1:"), "{msg}");
}

#[test]
fn unknown_template_suggests_and_lists() {
    let msg = err("template = \"large_print\"\n").to_string();
    assert!(
        msg.starts_with("book.toml:1:12: no template named `large_print`"),
        "{msg}"
    );
    assert!(msg.contains("did you mean `large-print`?"), "{msg}");
}

#[test]
fn duplicate_section_keys_are_refused() {
    let msg = err("[[section]]\nname = \"A b\"\n[[section]]\nname = \"a-B\"\n").to_string();
    assert!(msg.contains("both have the key \"a-b\""), "{msg}");
    let msg = err("[[section]]\nkey = \"Not Kebab\"\n").to_string();
    assert!(
        msg.contains("not kebab-case") && msg.contains("\"not-kebab\""),
        "{msg}"
    );
}

#[test]
fn duplicate_keys_are_named_with_the_line_that_set_them_first() {
    let msg = err("title = \"A\"\nauthor = \"B\"\ntitle = \"C\"\n").to_string();
    assert!(msg.contains(":3:1: duplicate key `title`"), "{msg}");
    assert!(msg.contains("already set on line 1"), "{msg}");
    // Inside the second section, the first setting is the one in that section, not the first.
    let msg = err("[[section]]\ncount = 5\n[[section]]\nkind = \"sudoku\"\ncount = 5\ncount = 6\n")
        .to_string();
    assert!(
        msg.contains(":6:1: duplicate key `count` in [[section]]"),
        "{msg}"
    );
    assert!(msg.contains("already set on line 5"), "{msg}");
}

#[test]
fn template_file_errors_point_into_the_template() {
    let dir = tempfile::tempdir().unwrap();
    let classic = bookmaker::spec::template::BUILTIN[0].1;
    std::fs::write(
        dir.path().join("mine.toml"),
        classic.replace("line = 1.0", "lien = 1.0"),
    )
    .unwrap();
    std::fs::write(dir.path().join("book.toml"), "template = \"mine.toml\"\n").unwrap();
    let e = Spec::from_file(&dir.path().join("book.toml")).unwrap_err();
    assert!(e.file.ends_with("mine.toml"), "{e}");
    assert!(e.to_string().contains("did you mean `line`?"), "{e}");
}

#[test]
fn catalogue_has_the_four_books() {
    let c = Catalogue::builtin();
    let book = |n: &str| c.book(n).unwrap();
    for (name, level, size) in [
        ("easy", Level::Easy, 5),
        ("medium", Level::Medium, 6),
        ("hard", Level::Hard, 7),
    ] {
        let s = book(name);
        assert_eq!(s.sections.len(), 1);
        assert_eq!(
            (s.sections[0].level, s.sections[0].size),
            (level, Shape::square(size))
        );
        assert!((90..=110).contains(&s.puzzle_count()));
    }
    let mixed = book("mixed");
    let levels: Vec<_> = mixed
        .sections
        .iter()
        .map(|s| (s.level, s.size.width, s.count))
        .collect();
    assert_eq!(
        levels,
        [
            (Level::Easy, 5, 100),
            (Level::Medium, 6, 100),
            (Level::Hard, 7, 100)
        ]
    );
    let e = c.book("hrad").unwrap_err().to_string();
    assert!(e.contains("did you mean `hard`?"), "{e}");
}

#[test]
fn catalogue_file_on_disk_matches_builtin() {
    let disk = Catalogue::from_file(std::path::Path::new("books.toml")).unwrap();
    let builtin = Catalogue::builtin();
    assert_eq!(
        disk.names().collect::<Vec<_>>(),
        builtin.names().collect::<Vec<_>>()
    );
}

#[test]
fn new_leaves_per_page_to_the_plan() {
    let c = Catalogue::builtin();
    for name in c.names().collect::<Vec<_>>() {
        let book = c.book(name).unwrap();
        let text = book.to_toml();
        if book.sections.iter().any(|s| s.per_page.is_some()) {
            // The catalogue book sets it (sudoku-large-print: one a page): kept.
            assert!(text.lines().any(|l| l.starts_with("per_page = ")), "{name}");
            continue;
        }
        // Written, but commented out: another template or trim still chooses.
        for line in text.lines().filter(|l| l.contains("per_page =")) {
            assert!(line.starts_with("# per_page = "), "{name}: {line}");
        }
        // A catalogue book that sets it keeps it.
        let set = text.replacen("# per_page = ", "per_page = ", 1);
        let again = Spec::parse(&set, "b.toml", None).unwrap().to_toml();
        assert!(
            again.lines().any(|l| l.starts_with("per_page = ")),
            "{again}"
        );
    }
}

#[test]
fn new_prints_a_spec_that_parses_back_the_same() {
    let c = Catalogue::builtin();
    for name in c.names().collect::<Vec<_>>() {
        let spec = c.book(name).unwrap();
        let text = spec.to_toml();
        let back = Spec::parse(&text, "books.toml", None).unwrap();
        assert_eq!(back, spec, "{name}:\n{text}");
    }
}

#[test]
fn missing_file_is_a_clear_error() {
    let e = Spec::from_file(std::path::Path::new("no/such/spec.toml")).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("no/such/spec.toml: cannot read the file"),
        "{e}"
    );
}

#[test]
fn sections_asking_for_more_puzzles_than_exist_are_refused() {
    let sections = |k: usize| {
        (1..=k)
            .map(|i| {
                format!(
                    "[[section]]\nname = \"S{i}\"\nsize = 4\nlevel = \"medium\"\ncount = 1000\n"
                )
            })
            .collect::<String>()
    };
    // 4x4 medium Futoshiki has about 5,000 different puzzles (Futoshiki's `capacity`).
    assert!(parse(&sections(5)).is_ok());
    let e = err(&sections(6));
    let text = e.to_string();
    assert!(text.contains("sections 1, 2, 3, 4, 5, 6"), "{text}");
    assert!(text.contains("6000") && text.contains("5000"), "{text}");
    assert!(text.contains("larger `size`"), "{text}");
    // Another size or level draws from another pool.
    let mixed = format!(
        "{}[[section]]\nname = \"Other\"\nsize = 5\nlevel = \"medium\"\ncount = 1000\n",
        sections(5)
    );
    assert!(parse(&mixed).is_ok());
}

#[test]
fn audience_defaults_to_adult_takes_kids_and_refuses_others_with_the_choices() {
    use bookmaker::spec::Audience;
    assert_eq!(parse("").unwrap().audience, Audience::Adult);
    assert_eq!(
        parse("audience = \"kids\"\n").unwrap().audience,
        Audience::Kids
    );
    let e = err("title = \"x\"\naudience = \"teens\"\n");
    assert_eq!(e.at, Some((2, 12)));
    let msg = e.to_string();
    assert!(
        msg.contains("\"teens\"") && msg.contains("\"adult\" or \"kids\""),
        "{msg}"
    );
    // `new` writes the key, and what it writes reads back.
    let kids = parse("audience = \"kids\"\n").unwrap();
    assert_eq!(parse(&kids.to_toml()).unwrap().audience, Audience::Kids);
}

#[test]
fn the_kids_catalogue_book_is_for_kids_and_the_others_for_adults() {
    use bookmaker::spec::Audience;
    let cat = Catalogue::builtin();
    for name in cat.names() {
        let spec = cat.book(name).unwrap();
        let want = if name.contains("kids") {
            Audience::Kids
        } else {
            Audience::Adult
        };
        assert_eq!(spec.audience, want, "{name}");
    }
}

#[test]
fn sizes_are_one_number_or_width_x_height() {
    // A square kind takes its order as a number or as text.
    let s = parse("[[section]]\nsize = \"7\"\nlevel = \"hard\"\n").unwrap();
    assert_eq!(s.sections[0].size, Shape::square(7));
    let s = parse("[[section]]\nsize = \"6x6\"\nlevel = \"medium\"\n").unwrap();
    assert_eq!(s.sections[0].size, Shape::square(6));
    // A rectangle is refused by a square kind, at the key, with the fix.
    let e = err("[[section]]\nsize = \"7x5\"\n");
    assert_eq!(e.at, Some((2, 8)));
    let msg = e.to_string();
    assert!(
        msg.contains("Futoshiki grids are square") && msg.contains("not 7x5"),
        "{msg}"
    );
    // Not a size at all.
    let msg = err("[[section]]\nsize = \"big\"\n").to_string();
    assert!(
        msg.contains("\"big\" is not a grid size") && msg.contains("e.g. size = 5"),
        "{msg}"
    );
    let msg = err("[[section]]\nkind = \"sudoku\"\nsize = \"9x0\"\n").to_string();
    assert!(msg.contains("each side is 1 to"), "{msg}");
    let msg = err("[[section]]\nsize = 1.5\n").to_string();
    assert!(msg.contains("size"), "{msg}");
}
