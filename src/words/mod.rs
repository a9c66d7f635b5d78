//! The fixed texts of a book, one table per language.
//!
//! Every text the book prints that is not the user's own (title, author, blurb, section
//! names) comes from the [`Words`] of the book's [`Language`]: headings, labels, running
//! heads, the how-to-play prose, level names and the cover's lines. The tables are read from
//! each language's `locales/<lang>/words.ftl` (see [`ftl`]), so a translator edits them
//! without reading Rust.
//! A kind's own texts (its name, rules, step sentences and technique notes) are in the other
//! `.ftl` files; the kind's folder puts them together, behind [`crate::kind::Kind::name_in`],
//! [`crate::kind::Kind::rules`], [`crate::kind::Kind::technique_note`] and
//! [`crate::kind::Puzzle::explain_in`].
//!
//! Entries are templates: `{name}` is a placeholder [`fill`] replaces. Every language's table
//! has the placeholders of English's (a test checks it).

pub mod ftl;
pub mod review;

use crate::solve::Level;
use std::fmt;
use std::sync::LazyLock;

/// The language of a book's fixed texts (`language` in the spec).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    #[default]
    En,
    De,
    Fr,
    Es,
    It,
    Nl,
    Pl,
    Pt,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 8] = [
        Language::En,
        Language::De,
        Language::Fr,
        Language::Es,
        Language::It,
        Language::Nl,
        Language::Pl,
        Language::Pt,
    ];

    /// The spec's code: ISO 639-1.
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::De => "de",
            Language::Fr => "fr",
            Language::Es => "es",
            Language::It => "it",
            Language::Nl => "nl",
            Language::Pl => "pl",
            Language::Pt => "pt",
        }
    }

    /// The language with this code (case-insensitive).
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// "en, de, fr, es, it, nl, pl or pt".
    pub fn codes() -> String {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        let (last, rest) = codes.split_last().expect("languages");
        format!("{} or {last}", rest.join(", "))
    }

    /// The language's table of fixed texts, read from its `words.ftl` on first use.
    pub fn words(self) -> &'static Words {
        static WORDS: LazyLock<Vec<Words>> =
            LazyLock::new(|| Language::ALL.iter().map(|&l| Words::load(l)).collect());
        &WORDS[self.index()]
    }

    /// The language's place in [`Language::ALL`].
    pub fn index(self) -> usize {
        Language::ALL
            .iter()
            .position(|&l| l == self)
            .expect("every language is in ALL")
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Declares [`Words`] and [`Words::entries`] from one list of fields, so that the list the
/// tests walk can never miss a field.
macro_rules! words {
    ($($(#[$doc:meta])* $field:ident,)*) => {
        /// One language's fixed texts. Each is a template for [`fill`].
        #[derive(Debug)]
        pub struct Words {
            $($(#[$doc])* pub $field: &'static str,)*
        }

        impl Words {
            /// `lang`'s table: each field the message of `locales/<lang>/words.ftl` named
            /// like it (`published_by` is `published-by`), as a template for [`fill`].
            fn load(lang: Language) -> Words {
                Words {
                    $($field: ftl::template(lang, &stringify!($field).replace('_', "-")),)*
                }
            }

            /// Every entry by its field name, in declaration order.
            pub fn entries(&self) -> Vec<(&'static str, &'static str)> {
                vec![$((stringify!($field), self.$field)),*]
            }
        }
    };
}

words! {
    /// `{publisher}`.
    published_by,
    /// The credit line: `{version}`, `{seed}`, `{trim}`, `{template}`.
    credit,
    /// The contents heading.
    contents,
    /// The contents heading on its later pages.
    contents_continued,
    /// The how-to-play heading of a one-kind book, and its contents entry.
    how_to_play,
    /// In a book of several kinds: `{kind}`.
    how_to_play_kind,
    /// A heading on its later pages: `{title}`.
    continued,
    /// The heading of the page solving the example.
    solving_example,
    /// In a book of several kinds: `{kind}`.
    solving_kind_example,
    /// Contents: a section of one puzzle, `{name}`, `{range}`.
    contents_puzzle,
    /// Contents: a section of several, `{name}`, `{range}`.
    contents_puzzles,
    /// Contents: the answers of a one-section book, `{range}`.
    contents_answers,
    /// Contents: a section's answers, `{name}`, `{range}`.
    contents_section_answers,
    /// The notes page heading and contents entry.
    notes,
    /// The how-to-play paragraph on how the book works (levels, stars, answers).
    book_rule,
    /// The paragraph introducing the example grid; names cells the way [`Words::cell`] does.
    example_intro,
    /// Opens the page solving the example.
    steps_intro,
    /// Closes the shown steps when more follow: `{n}`.
    steps_more,
    /// Closes the shown steps when they finish the grid.
    steps_done,
    /// The label above a puzzle, longest form first: `{n}`, `{page}` (its answer's page).
    puzzle_label,
    puzzle_label_short,
    puzzle_label_shortest,
    /// A puzzle's label when the book has hints: `{n}`, `{hint}` the hint's page, `{page}` the
    /// answer's.
    puzzle_label_hint,
    /// Shorter, for narrow grids: `{n}`, `{hint}`, `{page}`.
    puzzle_label_hint_short,
    /// Shortest: `{n}`, `{hint}`, `{page}`.
    puzzle_label_hint_shortest,
    /// The label above an answer: `{n}`, `{page}` (the puzzle's page).
    answer_label,
    answer_label_short,
    answer_label_shortest,
    /// An answer's label with its picture's title (the user's image): `{label}`, `{title}`.
    answer_titled,
    /// The running head of an answer page with one answer: `{n}`.
    answer_head,
    /// ... with several: `{first}`, `{last}`.
    answers_head,
    /// Level names, lower case as they stand inside a sentence.
    easy,
    medium,
    hard,
    expert,
    master,
    /// The word before the last item of a list: "1, 2 and 3".
    and,
    /// ... of a list of choices: "1, 2 or 3".
    or,
    /// A cell in step sentences: `{row}`, `{col}` (r2c3).
    cell,
    /// Step sentences of the Latin core (English prints its own, in `solve::explain`; these
    /// English entries say what the others translate). Lines by name: `{n}`.
    step_row,
    step_column,
    step_box,
    /// Lines as a place, "in row 2": `{n}`.
    step_in_row,
    step_in_column,
    step_in_box,
    /// `{cell}`, `{d}`.
    step_must_be,
    /// One cell loses candidates: `{cells}`, `{digits}`.
    step_cannot_be,
    /// Several cells lose the same candidates: `{cells}`, `{digits}`.
    step_cannot_be_many,
    /// The cover's heading over its contents lines.
    cover_inside,
    /// A cover contents line: `{n}`, `{level}` (or `{Level}`, capitalised), `{puzzles}`,
    /// `{grids}`.
    cover_level_line,
    cover_how_to_play,
    cover_answers,
    /// The caption over the back's sample: `{n}`, `{level}`.
    cover_try,
    /// Closes the shown steps when the pencilled grid follows: `{n}` steps more.
    steps_partway,
    /// Above the example's pencilled grid: `{n}` steps shown.
    partway_caption,
    /// Above the example's solved grid.
    solved_caption,
    /// The hints pages' heading and contents entry.
    hints,
    /// Under the first hints page's heading.
    hints_intro,
    /// A hint: `{place}` where to look (rows, columns, boxes or squares), `{idea}` the idea.
    hint_look,
    /// A hint's idea: `{name}` the technique, `{page}` the page that explains it.
    hint_idea,
    /// Contents: a section's techniques page, `{name}`.
    contents_techniques,
    /// The heading of a techniques page in a one-section book.
    techniques,
    /// The heading of a section's techniques page: `{section}`.
    techniques_of,
    /// Under the techniques heading.
    techniques_intro,
    /// Under the techniques heading of a kids book: the picture in plain words.
    techniques_intro_kids,
    /// A technique's heading in a kids book, which names no technique: `{n}`.
    technique_trick,
    /// The worked example's last line of rules in a kids book: no "r2c3".
    example_intro_kids,
    /// Over the worked example's steps in a kids book: no "candidates".
    steps_intro_kids,
    /// Under a kids book's steps, before the grid part-way: `{n}` steps left.
    steps_partway_kids,
    /// Under a technique's diagram: `{step}` the step it shows, in words.
    technique_seen,
    /// Two-step hints: the first part's heading and contents entry.
    hints_where,
    /// Under the first part's heading.
    hints_where_intro,
    /// The second part's heading and contents entry.
    hints_ideas,
    /// Under the second part's heading.
    hints_ideas_intro,
    /// A first-part hint: `{place}` where to look.
    hint_where,
    /// A second-part hint: `{idea}` the idea (as `hint_idea`).
    hint_what,
    /// The technique index's heading and contents entry.
    technique_index,
    /// Under the technique index's heading.
    index_intro,
    /// A technique's puzzles when they are too many for the room: `{list}` the first of
    /// them, `{n}` how many in all.
    index_all,
    /// Under a technique that no puzzle of the book needs.
    index_none,
    /// The back cover's headline.
    cover_headline,
    /// A range of levels or sizes on the cover: `{easiest}`, `{hardest}`.
    level_range,
    /// The digits a grid of order `{n}` holds, in a Latin kind's rules: "1 to 5 in a 5 by 5
    /// grid".
    grid_digits,
}

impl Words {
    /// The name of `level`, lower case.
    pub fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => self.easy,
            Level::Medium => self.medium,
            Level::Hard => self.hard,
            Level::Expert => self.expert,
            // Never printed: a book has no guessing level.
            Level::Master | Level::Guessing => self.master,
        }
    }

    /// "puzzle" or "puzzles" for `n` of them, in the plural form `lang` takes for `n`
    /// (`puzzles` of its book.ftl).
    pub fn puzzles(&self, lang: Language, n: usize) -> String {
        ftl::text(lang, "puzzles", &[("count", n.into())])
    }

    /// The name of a cell of a grid of order `n`, e.g. "r2c3".
    pub fn cell_name(&self, n: usize, cell: usize) -> String {
        fill(
            self.cell,
            &[("row", &(cell / n + 1)), ("col", &(cell % n + 1))],
        )
    }
}

/// Declares a struct of messages a kind fills with values, each field the message
/// `PREFIX-FIELD` of the `.ftl` files (`_` in the field's name as `-`), with `of(lang)` giving
/// `lang`'s: a kind's step sentences, which the code puts together from pieces. Each is a
/// Fluent message formatted with its values ([`ftl::Message::fill`]), so a language's
/// selectors work in it.
macro_rules! templates {
    ($(#[$meta:meta])* struct $name:ident($prefix:literal) {
        $($(#[$doc:meta])* $field:ident,)*
    }) => {
        $(#[$meta])*
        struct $name {
            $($(#[$doc])* $field: $crate::words::ftl::Message,)*
        }

        impl $name {
            /// `lang`'s messages.
            fn of(lang: $crate::words::Language) -> &'static $name {
                static ALL: std::sync::LazyLock<Vec<$name>> = std::sync::LazyLock::new(|| {
                    $crate::words::Language::ALL
                        .iter()
                        .map(|&l| $name {
                            $($field: $crate::words::ftl::Message {
                                lang: l,
                                id: concat!($prefix, "-", stringify!($field)).replace('_', "-"),
                            },)*
                        })
                        .collect()
                });
                &ALL[lang.index()]
            }
        }
    };
}
pub(crate) use templates;

/// `template` with each `{key}` replaced by its value; `{Key}` (capitalised) gives the value
/// with its first letter in upper case.
pub fn fill(template: &str, args: &[(&str, &dyn fmt::Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let key = &after[..close];
        let lower = key.to_lowercase();
        match args
            .iter()
            .find(|(k, _)| *k == key || (*k == lower && key != lower))
        {
            Some((k, v)) if *k == key => out.push_str(&v.to_string()),
            Some((_, v)) => out.push_str(&capitalised(&v.to_string())),
            None => {
                out.push('{');
                out.push_str(key);
                out.push('}');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// `s` with its first letter in upper case, unless it starts a name like "r2c3" (a letter,
/// then a digit), which is printed as the language writes it.
pub fn capitalised(s: &str) -> String {
    if s.chars().nth(1).is_some_and(|c| c.is_ascii_digit()) {
        return s.to_string();
    }
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The placeholders of a template, sorted, `{Key}` counted as `{key}`.
pub fn placeholders(template: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        keys.push(after[..close].to_lowercase());
        rest = &after[close + 1..];
    }
    keys.sort();
    keys.dedup();
    keys
}

impl Words {
    /// "1, 2 and 3" in the language.
    pub fn and_list<T: ToString>(&self, items: impl IntoIterator<Item = T>) -> String {
        join_last(items, self.and)
    }

    /// "1, 2 or 3" in the language.
    pub fn or_list<T: ToString>(&self, items: impl IntoIterator<Item = T>) -> String {
        join_last(items, self.or)
    }
}

/// The book's grid sizes sorted without repeats, or `fallback` alone when it has none: rules
/// name only the sizes a reader will meet.
pub fn book_sizes(sizes: &[usize], fallback: usize) -> Vec<usize> {
    let mut sizes = sizes.to_vec();
    sizes.sort_unstable();
    sizes.dedup();
    if sizes.is_empty() {
        sizes.push(fallback);
    }
    sizes
}

/// "1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid" in `lang`: the digits each of the
/// book's grid sizes holds, for a Latin kind's rules.
pub fn digits_per_grid(lang: Language, sizes: &[usize]) -> String {
    let one = lang.words().grid_digits;
    lang.words()
        .and_list(sizes.iter().map(|&n| fill(one, &[("n", &n)])))
}

/// "a", "a and b", "a, b and c" with the language's `and` (or `or`) word.
pub fn join_last<T: ToString>(items: impl IntoIterator<Item = T>, last: &str) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((tail, rest)) => format!("{} {last} {tail}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests;
