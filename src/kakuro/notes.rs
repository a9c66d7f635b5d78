//! Kakuro's techniques explained for the techniques pages, in every book language (see
//! [`crate::solve::notes`]): what to look for, why it works, what it removes.

use crate::solve::notes::{Note, from_ftl};
use crate::words::Language;

/// The note for technique `name` in `lang`: the messages `kakuro-note-NAME-look`, `-why` and
/// `-removes` of `locales/<lang>/kakuro.ftl`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    from_ftl(lang, &format!("kakuro-note-{name}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_three_parts_in_every_language() {
        for t in super::super::solve::LADDER {
            for lang in Language::ALL {
                let n = note(t.name, lang).unwrap_or_else(|| panic!("{} {lang}", t.name));
                for part in [n.look, n.why, n.removes] {
                    assert!(
                        part.len() > 20 && part.ends_with('.'),
                        "{} {lang}: {part}",
                        t.name
                    );
                }
            }
        }
    }
}
