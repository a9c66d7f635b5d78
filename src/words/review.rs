//! Every fixed text of a language laid out for a native speaker to read in one go
//! (`bookmaker words --language L`): each message of each `.ftl` file rendered with sample
//! arguments, beside the English it translates.
//!
//! A selector is shown once per word it takes (`easy`, `hard`, ...) and a plural once per
//! sample number that reads differently in the language, so a reviewer sees every form a
//! book can print, not just the first.

use super::Language;
use super::ftl::{self, Arg};

/// Numbers a plural is shown with: one, two, a few, many and a "22" (Polish and others read
/// 22 like 2 but 12 like 5).
const PLURAL_SAMPLES: [i64; 6] = [1, 2, 3, 5, 12, 22];

/// One rendering of one message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The `.ftl` file the message lives in (`book.ftl`).
    pub file: &'static str,
    /// The message's id.
    pub id: String,
    /// The sample arguments, as `name=value`, in name order (empty when there are none).
    pub args: Vec<String>,
    /// The English text with these arguments.
    pub english: String,
    /// The language's text; English's when the language lacks the message.
    pub text: String,
    /// True when the language has no message of its own (English is printed instead).
    pub missing: bool,
}

/// The names of `lang`'s files (the same in every language).
pub fn file_names(lang: Language) -> Vec<&'static str> {
    ftl::files(lang).iter().map(|(name, _)| *name).collect()
}

/// Every message of `lang` (in English's file order, so nothing missing goes unseen), each
/// rendered once per distinct sample; only `file`'s messages when it is given.
pub fn lines(lang: Language, file: Option<&str>) -> Vec<Line> {
    let mut out = Vec::new();
    for (name, id) in ftl::messages(Language::En) {
        if file.is_some_and(|f| f != name) {
            continue;
        }
        let missing = !ftl::has(lang, &id);
        let mut seen: Vec<String> = Vec::new();
        for args in sample_sets(lang, &id) {
            let english = ftl::render(Language::En, &id, &args).0;
            let text = if missing {
                english.clone()
            } else {
                ftl::render(lang, &id, &args).0
            };
            // A sample that reads as one already shown but for its number (a plural form
            // already seen) adds nothing for the reviewer.
            let key = format!("{}\u{0}{}", numbers_hidden(&english), numbers_hidden(&text));
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            out.push(Line {
                file: name,
                id: id.clone(),
                args: args
                    .iter()
                    .map(|(k, v)| match v {
                        Arg::Num(n) => format!("{k}={n}"),
                        Arg::Str(s) => format!("{k}={s}"),
                    })
                    .collect(),
                english,
                text,
                missing,
            });
        }
    }
    out
}

/// `s` with each run of digits as `#`.
fn numbers_hidden(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if !c.is_ascii_digit() {
            out.push(c);
        } else if !out.ends_with('#') {
            out.push('#');
        }
    }
    out
}

/// [`ftl::samples`], and for a message with a plural, each of those again with every
/// number argument set to each of [`PLURAL_SAMPLES`].
fn sample_sets(lang: Language, id: &str) -> Vec<Vec<(String, Arg)>> {
    let base = ftl::samples(lang, id);
    // `samples` gives a plural's variable a number, every other variable a word.
    let plural = base
        .iter()
        .any(|args| args.iter().any(|(_, v)| matches!(v, Arg::Num(_))));
    if !plural {
        return base;
    }
    let mut out = Vec::new();
    for args in &base {
        for n in PLURAL_SAMPLES {
            out.push(
                args.iter()
                    .map(|(k, v)| match v {
                        Arg::Num(_) => (k.clone(), Arg::Num(n)),
                        other => (k.clone(), other.clone()),
                    })
                    .collect(),
            );
        }
    }
    out
}

/// The review as plain text: a heading per file, then each message's id and arguments, the
/// English, and the language's text (one line each; a paragraph break shows as ` ¶ `).
pub fn render(lang: Language, lines: &[Line]) -> String {
    let flat = |s: &str| s.replace("\n\n", " ¶ ");
    let mut out = String::new();
    let mut file = "";
    for line in lines {
        if line.file != file {
            file = line.file;
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(&format!("## locales/{lang}/{file}\n\n"));
        }
        out.push_str(&line.id);
        if !line.args.is_empty() {
            out.push_str(&format!("  ({})", line.args.join(", ")));
        }
        out.push('\n');
        if lang != Language::En {
            out.push_str(&format!("  en: {}\n", flat(&line.english)));
        }
        if line.missing {
            out.push_str(&format!(
                "  {lang}: MISSING (books print the English above)\n"
            ));
        } else {
            out.push_str(&format!("  {lang}: {}\n", flat(&line.text)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_of_every_file_is_shown() {
        for lang in Language::ALL {
            let lines = lines(lang, None);
            for (file, id) in ftl::messages(Language::En) {
                assert!(
                    lines.iter().any(|l| l.file == file && l.id == id),
                    "{lang}: {file} `{id}` not shown"
                );
            }
            assert!(lines.iter().all(|l| !l.missing), "{lang} lacks a message");
        }
    }

    #[test]
    fn a_plural_is_shown_in_each_form_the_language_has() {
        let forms = |lang| -> Vec<String> {
            lines(lang, Some("book.ftl"))
                .into_iter()
                .filter(|l| l.id == "title-one-level" && l.args.contains(&"level=easy".into()))
                .map(|l| l.text)
                .collect()
        };
        // Polish: 1 łamigłówka, 2/3/22 łamigłówki, 5/12 łamigłówek; English: one and other.
        let pl = forms(Language::Pl);
        assert_eq!(pl.len(), 3, "{pl:?}");
        assert!(pl.iter().any(|t| t.contains("łamigłówek")));
        assert_eq!(forms(Language::En).len(), 2);
    }

    #[test]
    fn a_selector_is_shown_once_per_word() {
        let lines = lines(Language::De, None);
        let levels: Vec<&Line> = lines.iter().filter(|l| l.id == "title-one-level").collect();
        for level in ["easy", "hard"] {
            assert!(
                levels
                    .iter()
                    .any(|l| l.args.contains(&format!("level={level}"))),
                "{level}"
            );
        }
    }

    #[test]
    fn the_text_names_files_and_both_languages() {
        let text = render(Language::De, &lines(Language::De, Some("book.ftl")));
        assert!(text.starts_with("## locales/de/book.ftl\n"));
        assert!(text.contains("\n  en: ") && text.contains("\n  de: "));
        assert!(!text.contains("locales/de/kinds.ftl"));
        // English is not shown twice beside itself.
        let en_lines = lines(Language::En, Some("book.ftl"));
        let english = render(Language::En, &en_lines);
        assert_eq!(english.matches("\n  en: ").count(), en_lines.len());
        assert!(!english.contains("MISSING"));
    }
}
