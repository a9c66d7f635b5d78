//! Sudoku's techniques explained for the techniques pages, in every book language (see
//! [`crate::solve::notes`]): a Sudoku's singles and subsets work in boxes too, so they have
//! notes of their own; the fish are the Latin core's.

use crate::solve::notes::{Note, from_ftl, latin};
use crate::words::Language;

/// The note for technique `name` in `lang`: the messages `sudoku-note-NAME-look`, `-why` and
/// `-removes` of `locales/<lang>/sudoku.ftl`, else the Latin core's.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    from_ftl(lang, &format!("sudoku-note-{name}")).or_else(|| latin(name, lang))
}

/// The note for technique `name` in a kids book in `lang`: plain words, no technique names,
/// no "candidates" (the small numbers are "the numbers that could still go there"), from the
/// messages `sudoku-kids-note-NAME-*`.
pub fn kids(name: &str, lang: Language) -> Option<Note> {
    from_ftl(lang, &format!("sudoku-kids-note-{name}"))
}
