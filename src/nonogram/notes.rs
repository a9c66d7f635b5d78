//! Nonograms' techniques explained for the techniques pages, in every book language (see
//! [`crate::solve::notes`]): the line rules, full line solving and one-deep contradictions.

use crate::solve::notes::{Note, from_ftl};
use crate::words::Language;

/// The note for technique `name` in `lang`: the messages `nonogram-note-NAME-look`, `-why` and
/// `-removes` of `locales/<lang>/nonogram.ftl`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    from_ftl(lang, &format!("nonogram-note-{name}"))
}
