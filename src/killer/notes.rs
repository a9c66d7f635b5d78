//! Killer Sudoku's cage techniques explained for the techniques pages, in every book language
//! (see [`crate::solve::notes`]): what to look for, why it works, what it removes. The Sudoku
//! techniques of its ladder keep Sudoku's notes.

use crate::solve::notes::{Note, from_ftl};
use crate::words::Language;

/// The note for technique `name` in `lang`: the messages `killer-note-NAME-look`, `-why` and
/// `-removes` of `locales/<lang>/killer.ftl`.
pub fn note(name: &str, lang: Language) -> Option<Note> {
    from_ftl(lang, &format!("killer-note-{name}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cage_technique_has_three_sentences_in_every_language() {
        use crate::kind::Kind;
        let cage: Vec<_> = crate::killer::kind::Killer
            .techniques()
            .into_iter()
            .filter(|t| note(t.name, Language::En).is_some())
            .collect();
        assert_eq!(cage.len(), 6, "the six cage techniques");
        for t in cage {
            let en = note(t.name, Language::En).unwrap_or_else(|| panic!("{}", t.name));
            for lang in Language::ALL {
                let n = note(t.name, lang).unwrap_or_else(|| panic!("{} in {lang:?}", t.name));
                for s in [n.look, n.why, n.removes] {
                    assert!(s.ends_with('.') && s.len() > 30, "{}: {s}", t.name);
                }
                if lang != Language::En {
                    assert_ne!(n.look, en.look, "{} in {lang:?} is English", t.name);
                }
            }
        }
    }
}
