//! The texts a spec may leave out, made from what the book holds: its title, subtitle and
//! blurb name the book's kinds, levels and grid sizes in the book's language, so that a book
//! of Skyscrapers is never titled "Futoshiki" and a German book never reads English.

use super::Section;
use crate::kind::KindRef;
use crate::solve::Level;
use crate::words::Language;
use crate::words::ftl::{Arg, text};

/// The kinds of `sections`, in the order their first sections come.
fn kinds(sections: &[Section]) -> Vec<KindRef> {
    let mut kinds: Vec<KindRef> = Vec::new();
    for s in sections {
        if !kinds.contains(&s.kind) {
            kinds.push(s.kind);
        }
    }
    kinds
}

/// The easiest and the hardest level of `sections`.
fn level_bounds(sections: &[Section]) -> (Level, Level) {
    let easiest = sections.iter().map(|s| s.level).min();
    let hardest = sections.iter().map(|s| s.level).max();
    (
        easiest.unwrap_or(Level::Easy),
        hardest.unwrap_or(Level::Easy),
    )
}

fn count(sections: &[Section]) -> usize {
    sections.iter().map(|s| s.count).sum()
}

/// "Skyscrapers: 100 Easy Puzzles", "Futoshiki: 300 Puzzles, Easy to Hard", or for several
/// kinds "Logic Puzzle Variety: 200 Puzzles", in `lang`.
pub fn title(lang: Language, sections: &[Section]) -> String {
    let kinds = kinds(sections);
    let n = Arg::from(count(sections));
    let (easiest, hardest) = level_bounds(sections);
    match kinds.as_slice() {
        [kind] if easiest == hardest => text(
            lang,
            "title-one-level",
            &[
                ("kind", kind.name_in(lang).into()),
                ("count", n),
                ("level", easiest.name().into()),
            ],
        ),
        [kind] => text(
            lang,
            "title-levels",
            &[
                ("kind", kind.name_in(lang).into()),
                ("count", n),
                ("easiest", easiest.name().into()),
                ("hardest", hardest.name().into()),
            ],
        ),
        _ => text(lang, "title-variety", &[("count", n)]),
    }
}

/// "5×5 logic puzzles with solutions", or for several kinds their names and levels, in `lang`.
pub fn subtitle(lang: Language, sections: &[Section]) -> String {
    let kinds = kinds(sections);
    if let [_] = kinds.as_slice() {
        let mut shapes: Vec<_> = sections.iter().map(|s| s.size).collect();
        shapes.sort();
        shapes.dedup();
        let grids = lang.words().and_list(shapes.iter().map(|s| s.times()));
        return text(lang, "subtitle-one-kind", &[("grids", grids.into())]);
    }
    let names = lang.words().and_list(kinds.iter().map(|k| k.name_in(lang)));
    let (easiest, hardest) = level_bounds(sections);
    text(
        lang,
        "subtitle-variety",
        &[
            ("kinds", names.into()),
            ("levels", levels(lang, easiest, hardest).into()),
        ],
    )
}

/// "easy to hard" (Polish "od łatwego do trudnego"), or the one level when both are the same.
pub fn levels(lang: Language, easiest: Level, hardest: Level) -> String {
    if easiest == hardest {
        text(lang, "level-alone", &[("level", easiest.name().into())])
    } else {
        text(
            lang,
            "level-span",
            &[
                ("easiest", easiest.name().into()),
                ("hardest", hardest.name().into()),
            ],
        )
    }
}

/// The back cover's text: what the book's kind is and what the book promises; for several
/// kinds, a line on each.
pub fn blurb(lang: Language, sections: &[Section]) -> String {
    let kinds = kinds(sections);
    if let [kind] = kinds.as_slice() {
        let pitch = text(lang, &format!("{}-pitch", kind.id()), &[]);
        return format!("{pitch}\n\n{}", text(lang, "blurb-promise", &[]));
    }
    let mut first = text(
        lang,
        "blurb-variety-intro",
        &[("count", kinds.len().into())],
    );
    for kind in &kinds {
        first.push(' ');
        first.push_str(&text(lang, &format!("{}-line", kind.id()), &[]));
    }
    format!("{first}\n\n{}", text(lang, "blurb-variety-promise", &[]))
}

/// The name of a section that gives none: its level, with its grid size when another section
/// of its kind has the same level ("Easy 4×4", "Easy 5×5").
pub fn section_name(lang: Language, sections: &[Section], i: usize) -> String {
    let s = &sections[i];
    let level = crate::words::capitalised(lang.words().level(s.level));
    let twin = sections
        .iter()
        .enumerate()
        .any(|(j, t)| j != i && t.kind == s.kind && t.level == s.level);
    if twin {
        format!("{level} {}", s.size.times())
    } else {
        level
    }
}
