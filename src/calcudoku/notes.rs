//! Calcudoku's own techniques explained for the techniques pages, in every book language
//! (see [`crate::solve::notes`]); the Latin ones are the core's.

use crate::solve::notes::{Note, from_ftl, latin};
use crate::words::Language;

/// The note for technique `name` in `lang`: the messages `calcudoku-note-NAME-look`, `-why` and
/// `-removes` of `locales/<lang>/calcudoku.ftl`, else the Latin core's.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    from_ftl(lang, &format!("calcudoku-note-{name}")).or_else(|| latin(name, lang))
}
