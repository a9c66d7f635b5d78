//! Each technique explained for the techniques pages, in every book language: what to look
//! for, why it works, and what it removes (three sentences, as the technique books teach),
//! from the `.ftl` files.
//!
//! The notes here are the Latin core's (singles, subsets, fish, forcing chains), worded for a
//! grid of rows and columns; a kind with more (signs, clues, cages, boxes) keeps its own
//! notes beside its own techniques and falls back to these.

use crate::words::{Language, ftl};

/// A technique explained: what to look for, why it holds, and what it removes or places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Note {
    pub look: &'static str,
    pub why: &'static str,
    pub removes: &'static str,
}

impl Note {
    /// The three sentences as the page prints them, one paragraph.
    pub fn text(&self) -> String {
        format!("{} {} {}", self.look, self.why, self.removes)
    }
}

/// The note whose three sentences are the messages `ID-look`, `ID-why` and `ID-removes` of
/// `lang`'s .ftl files (English's when `lang` lacks them); `None` when no language has them.
/// Ids: `note-NAME` for the Latin core's (notes.ftl), `KIND-note-NAME` for a kind's own
/// (KIND.ftl), `KIND-kids-note-NAME` for a kids book's.
pub fn from_ftl(lang: Language, id: &str) -> Option<Note> {
    let part = |p: &str| ftl::static_text(lang, &format!("{id}-{p}"));
    Some(Note {
        look: part("look")?,
        why: part("why")?,
        removes: part("removes")?,
    })
}

/// The Latin core's note for technique `name` in `lang`: `note-NAME-*` of
/// `locales/<lang>/notes.ftl`.
pub fn latin(name: &str, lang: Language) -> Option<Note> {
    from_ftl(lang, &format!("note-{name}"))
}
