//! Magic squares' techniques explained for the techniques pages, in every book language (see
//! [`crate::solve::notes`]). Every number is used once in the whole square and every line
//! (row, column, diagonal) makes the same total, so even the singles read differently from
//! the Latin kinds'.

use crate::solve::notes::{Note, from_ftl};
use crate::words::Language;

/// The note for technique `name` in `lang`: the messages `magic-note-NAME-look`, `-why` and
/// `-removes` of `locales/<lang>/magic.ftl`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    from_ftl(lang, &format!("magic-note-{name}"))
}
