//! Fixed texts kept in Fluent files, `locales/<lang>/*.ftl`, compiled in at build time.
//!
//! A translator edits a sentence there without reading Rust: plurals follow the language's
//! CLDR rules (`{ $count -> [one] … *[other] … }`), and case or gender is a selector on an
//! argument (`{ $level -> [easy] … }`), never a string swap in code. A message missing in one
//! language falls back to English, and a test checks that none is missing.
//!
//! A message's text may be wrapped over several lines in its file: a single line break reads
//! as a space, a blank line starts a new paragraph (`\n\n` in the text).

use super::Language;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// The files of each language, in [`Language::ALL`]'s order: one folder per language, the
/// same file names in each.
macro_rules! locales {
    ($($lang:literal),*) => {
        [$(&[
            ("book.ftl", include_str!(concat!("../../locales/", $lang, "/book.ftl"))),
            ("kinds.ftl", include_str!(concat!("../../locales/", $lang, "/kinds.ftl"))),
            ("techniques.ftl", include_str!(concat!("../../locales/", $lang, "/techniques.ftl"))),
            ("notes.ftl", include_str!(concat!("../../locales/", $lang, "/notes.ftl"))),
            ("calcudoku.ftl", include_str!(concat!("../../locales/", $lang, "/calcudoku.ftl"))),
            ("words.ftl", include_str!(concat!("../../locales/", $lang, "/words.ftl"))),
            ("steps.ftl", include_str!(concat!("../../locales/", $lang, "/steps.ftl"))),
            ("sudoku.ftl", include_str!(concat!("../../locales/", $lang, "/sudoku.ftl"))),
            ("killer.ftl", include_str!(concat!("../../locales/", $lang, "/killer.ftl"))),
            ("futoshiki.ftl", include_str!(concat!("../../locales/", $lang, "/futoshiki.ftl"))),
            ("skyscrapers.ftl", include_str!(concat!("../../locales/", $lang, "/skyscrapers.ftl"))),
            ("magic.ftl", include_str!(concat!("../../locales/", $lang, "/magic.ftl"))),
            ("kakuro.ftl", include_str!(concat!("../../locales/", $lang, "/kakuro.ftl"))),
            ("nonogram.ftl", include_str!(concat!("../../locales/", $lang, "/nonogram.ftl"))),
        ]),*]
    };
}

/// Every language's files by name.
pub static FILES: [&[(&str, &str)]; 8] = locales!("en", "de", "fr", "es", "it", "nl", "pl", "pt");

/// The environment variable that prints every text of the `.ftl` files in capitals (the
/// values put into them as they are): a page or a step sentence that still shows a small
/// letter has a fixed text that does not come from the files.
pub const PSEUDO: &str = "BOOKMAKER_PSEUDO";

/// A message's own text in capitals, for [`PSEUDO`].
fn pseudo(text: &str) -> std::borrow::Cow<'_, str> {
    text.to_uppercase().into()
}

/// One bundle per language, parsed on first use.
static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    Language::ALL
        .iter()
        .map(|&lang| {
            let id = lang
                .code()
                .parse()
                .expect("language codes are language identifiers");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Isolation marks around arguments are for mixed-direction text; a book's text
            // runs one way, and the marks would print as missing glyphs.
            bundle.set_use_isolating(false);
            if std::env::var_os(PSEUDO).is_some() {
                bundle.set_transform(Some(pseudo));
            }
            for (name, text) in files(lang) {
                let resource = FluentResource::try_new(text.to_string())
                    .unwrap_or_else(|(_, e)| panic!("locales/{lang}/{name}: {e:?} (tested)"));
                bundle
                    .add_resource(resource)
                    .unwrap_or_else(|e| panic!("locales/{lang}/{name}: {e:?} (tested)"));
            }
            bundle
        })
        .collect()
});

/// The `.ftl` files of `lang`: (file name, text).
pub fn files(lang: Language) -> &'static [(&'static str, &'static str)] {
    FILES[Language::ALL
        .iter()
        .position(|&l| l == lang)
        .expect("every language")]
}

/// An argument of a message: a number (plurals select on it) or a word (selectors match it).
#[derive(Clone, Debug)]
pub enum Arg {
    Num(i64),
    Str(String),
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(n as i64)
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Num(n.into())
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Num(n.into())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

/// True when `lang` has the message `id` of its own.
pub fn has(lang: Language, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The message `id` in `lang` (English when `lang` lacks it) with `args`, line breaks read
/// as in the module's notes. `None` when no language has it.
pub fn try_text(lang: Language, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    raw(lang, id, args).map(|text| paragraphs(&text))
}

/// The message `id` in `lang` (English when `lang` lacks it) with `args`, as Fluent formats
/// it: line breaks and spaces at either end as they are.
fn raw(lang: Language, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let bundle = [lang, Language::En]
        .into_iter()
        .map(bundle)
        .find(|b| b.has_message(id))?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (key, value) in args {
        match value {
            Arg::Num(n) => fluent_args.set(*key, FluentValue::from(*n)),
            Arg::Str(s) => fluent_args.set(*key, FluentValue::from(s.as_str())),
        }
    }
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned(),
    )
}

/// A step sentence: the message `id` in `lang` with `args`, the first letter of each of its
/// sentences capitalised (a message may start a sentence with a variable, "{ $cell } is …").
pub fn sentence(lang: Language, id: &str, args: &[(&str, Arg)]) -> String {
    sentences(&text(lang, id, args))
}

/// `text` with the first letter of each sentence capitalised: at the start and after each
/// full stop.
pub fn sentences(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // True at the start and after a full stop, until the next letter or digit.
    let mut start = true;
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        // A name like "r2c3" (a letter, then digits) is printed as the language writes it.
        if start && ch.is_alphabetic() && !chars.peek().is_some_and(char::is_ascii_digit) {
            out.extend(ch.to_uppercase());
        } else {
            out.push(ch);
        }
        if ch == '.' {
            start = true;
        } else if ch.is_alphanumeric() {
            start = false;
        }
    }
    out
}

/// The message `id` in `lang` (English when `lang` lacks it) without arguments, kept for the
/// rest of the run: for texts the code hands around as `&'static str` (a kind's name, a
/// technique note). Each (language, message) is made once, so the memory stays bounded.
pub fn static_text(lang: Language, id: &str) -> Option<&'static str> {
    use std::collections::BTreeMap;
    use std::sync::Mutex;
    type Cache = BTreeMap<(Language, String), &'static str>;
    static CACHE: LazyLock<Mutex<Cache>> = LazyLock::new(|| Mutex::new(Cache::new()));
    let key = (lang, id.to_string());
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(text) = cache.get(&key) {
        return Some(text);
    }
    let text: &'static str = Box::leak(try_text(lang, id, &[])?.into_boxed_str());
    cache.insert(key, text);
    Some(text)
}

/// The message `id` in `lang` with `args`; its id in braces when no language has it (a test
/// checks that every message the code names exists).
pub fn text(lang: Language, id: &str, args: &[(&str, Arg)]) -> String {
    try_text(lang, id, args).unwrap_or_else(|| format!("{{{id}}}"))
}

/// The attribute `.attr` of the message `id` in `lang` (English when `lang` lacks the
/// message), without arguments: e.g. the grammatical case a sentence's list takes.
pub fn attribute(lang: Language, id: &str, attr: &str) -> Option<String> {
    let bundle = [lang, Language::En]
        .into_iter()
        .map(bundle)
        .find(|b| b.has_message(id))?;
    let pattern = bundle.get_message(id)?.get_attribute(attr)?.value();
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, None, &mut errors)
            .trim()
            .to_string(),
    )
}

/// Technique `name` as running text says it in `lang`, in grammatical `case` (the name as
/// it stands alone when `case` is `None` or the language's file has no such variant);
/// `None` when no `technique-<name>` message exists.
pub fn technique(lang: Language, name: &str, case: Option<&str>) -> Option<String> {
    let args: Vec<(&str, Arg)> = case.map(|c| ("case", Arg::from(c))).into_iter().collect();
    try_text(lang, &format!("technique-{name}"), &args)
}

/// Message `id` of `lang` (English when `lang` lacks it) as a template for
/// [`super::fill`]: each `{ $name }` written back as `{name}`. Made once per (language,
/// message) and kept for the run, like [`static_text`].
pub fn template(lang: Language, id: &str) -> &'static str {
    use std::collections::BTreeMap;
    use std::sync::Mutex;
    type Cache = BTreeMap<(Language, String), &'static str>;
    static CACHE: LazyLock<Mutex<Cache>> = LazyLock::new(|| Mutex::new(Cache::new()));
    let key = (lang, id.to_string());
    if let Some(text) = CACHE.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return text;
    }
    let text: &'static str = Box::leak(make_template(lang, id).into_boxed_str());
    CACHE
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, text);
    text
}

fn make_template(lang: Language, id: &str) -> String {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    // The variables the message names at its top level (words.ftl has no selectors).
    let mut names: Vec<&str> = Vec::new();
    for l in [lang, Language::En] {
        let Some(pattern) = bundle(l).get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        for element in &pattern.elements {
            if let PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::VariableReference { id }),
            } = element
            {
                names.push(id.name);
            }
        }
    }
    let args: Vec<(&str, Arg)> = names
        .iter()
        .map(|v| (*v, Arg::Str(format!("{{{v}}}"))))
        .collect();
    // A one-line template keeps a space its message puts at an end (`{ " " }`): it is a
    // piece the code joins to others.
    match raw(lang, id, &args) {
        Some(one) if !one.contains('\n') => one,
        _ => text(lang, id, &args),
    }
}

/// A message a kind's code fills with values, one of the fields [`super::templates`]
/// declares: `lang`'s message `id`.
#[derive(Debug)]
pub struct Message {
    pub lang: Language,
    pub id: String,
}

impl Message {
    /// The message with `args` (see [`say`]).
    pub fn fill(&self, args: &[(&str, &dyn std::fmt::Display)]) -> String {
        say(self.lang, &self.id, args)
    }
}

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&say(self.lang, &self.id, &[]))
    }
}

/// The message `id` of `lang` (English when `lang` lacks it) with `args` as the code puts
/// its pieces together: a value that reads as a whole number is passed as a number, so a
/// selector can choose on it (Italian "l'8" for "il 8"); `{ $Name }` is `name`'s value with
/// a capital. A one-line message keeps a space it puts at an end (`{ " " }`): it is a piece
/// the code joins to others.
pub fn say(lang: Language, id: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut owned: Vec<(String, Arg)> = Vec::with_capacity(args.len() * 2);
    for (key, value) in args {
        let value = value.to_string();
        let arg = match value.parse::<i64>() {
            Ok(n) if n.to_string() == value => Arg::Num(n),
            _ => Arg::Str(value.clone()),
        };
        owned.push((
            super::capitalised(key),
            Arg::Str(super::capitalised(&value)),
        ));
        owned.push((key.to_string(), arg));
    }
    let args: Vec<(&str, Arg)> = owned.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    match raw(lang, id, &args) {
        Some(one) if !one.contains('\n') => one,
        Some(_) => text(lang, id, &args),
        None => format!("{{{id}}}"),
    }
}

/// Technique `name` of kind `kind` as it stands alone (a heading): the kind's own
/// `technique-KIND-NAME` when the kind names it unlike the others, else `technique-NAME`.
pub fn technique_heading(lang: Language, kind: &str, name: &str) -> Option<String> {
    try_text(lang, &format!("technique-{kind}-{name}"), &[]).or_else(|| technique(lang, name, None))
}

/// The worked example's techniques `names` (technique ids) listed in `lang`'s sentence
/// `techniques-basic`, each in the case the sentence asks for; `fallback` names a technique
/// that has no message (its name as it stands alone).
pub fn techniques_basic(
    lang: Language,
    names: &[&str],
    fallback: impl Fn(&str) -> String,
) -> String {
    let case = attribute(lang, "techniques-basic", "case");
    let said: Vec<String> = names
        .iter()
        .map(|n| technique(lang, n, case.as_deref()).unwrap_or_else(|| fallback(n)))
        .collect();
    text(
        lang,
        "techniques-basic",
        &[("names", Arg::from(lang.words().and_list(said)))],
    )
}

fn bundle(lang: Language) -> &'static FluentBundle<FluentResource> {
    &BUNDLES[Language::ALL
        .iter()
        .position(|&l| l == lang)
        .expect("every language")]
}

/// A single line break as a space, a blank line as one paragraph break.
fn paragraphs(text: &str) -> String {
    text.split("\n\n")
        .map(|p| p.split('\n').map(str::trim).collect::<Vec<_>>().join(" "))
        .map(|p| p.trim().to_string())
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// The messages of `lang`'s files, in file order: (file name, message id).
pub fn messages(lang: Language) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for (name, text) in files(lang) {
        let resource = fluent_syntax::parser::parse_runtime(*text).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                out.push((*name, m.id.name.to_string()));
            }
        }
    }
    out
}

/// How a message uses a variable: as text, as a selector over words (`easy`, `hard`), or as
/// a selector over plural categories (a number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Use {
    Text,
    Words(Vec<String>),
    Number,
}

/// The variables of the message `id` in `lang`, by name, with how each is used.
pub fn variables(lang: Language, id: &str) -> std::collections::BTreeMap<String, Use> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    type Vars = std::collections::BTreeMap<String, Use>;
    fn inline(e: &InlineExpression<&str>, vars: &mut Vars) {
        match e {
            InlineExpression::VariableReference { id } => {
                vars.entry(id.name.to_string()).or_insert(Use::Text);
            }
            InlineExpression::Placeable { expression } => expression_vars(expression, vars),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, vars);
                }
                for a in &arguments.named {
                    inline(&a.value, vars);
                }
            }
            _ => {}
        }
    }
    fn expression_vars(e: &Expression<&str>, vars: &mut Vars) {
        match e {
            Expression::Inline(i) => inline(i, vars),
            Expression::Select { selector, variants } => {
                if let InlineExpression::VariableReference { id } = selector {
                    let keys: Vec<String> = variants
                        .iter()
                        .map(|v| match &v.key {
                            fluent_syntax::ast::VariantKey::Identifier { name } => name.to_string(),
                            fluent_syntax::ast::VariantKey::NumberLiteral { value } => {
                                value.to_string()
                            }
                        })
                        .collect();
                    let plural = ["zero", "one", "two", "few", "many", "other"];
                    let used = if keys.iter().all(|k| {
                        plural.contains(&k.as_str()) || k.chars().all(|c| c.is_ascii_digit())
                    }) {
                        Use::Number
                    } else {
                        Use::Words(keys)
                    };
                    vars.insert(id.name.to_string(), used);
                } else {
                    inline(selector, vars);
                }
                for v in variants {
                    pattern(&v.value, vars);
                }
            }
        }
    }
    fn pattern(p: &Pattern<&str>, vars: &mut Vars) {
        for element in &p.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_vars(expression, vars);
            }
        }
    }
    let mut vars = Vars::new();
    for (_, text) in files(lang) {
        let resource = fluent_syntax::parser::parse_runtime(*text).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            if let Entry::Message(m) = entry
                && m.id.name == id
                && let Some(p) = &m.value
            {
                pattern(p, &mut vars);
            }
        }
    }
    vars
}

/// Arguments to show the message `id` with: a number for a plural, each word a selector
/// takes in turn (one set of arguments a word), the variable's name in angle brackets for
/// text.
pub fn samples(lang: Language, id: &str) -> Vec<Vec<(String, Arg)>> {
    let vars = variables(Language::En, id);
    let mut vars_here = variables(lang, id);
    for (k, v) in vars {
        vars_here.entry(k).or_insert(v);
    }
    let most = vars_here
        .values()
        .map(|u| match u {
            Use::Words(w) => w.len(),
            _ => 1,
        })
        .max()
        .unwrap_or(1);
    (0..most)
        .map(|i| {
            vars_here
                .iter()
                .map(|(name, u)| {
                    let arg = match u {
                        Use::Number => Arg::Num(if i % 2 == 0 { 3 } else { 1 }),
                        Use::Words(w) => Arg::Str(w[i % w.len()].clone()),
                        Use::Text => Arg::Str(format!("‹{name}›")),
                    };
                    (name.clone(), arg)
                })
                .collect()
        })
        .collect()
}

/// The message `id` in `lang` with `args`, and the errors Fluent met (an unknown variable, a
/// missing message): for tests and `bookmaker words`.
pub fn render(lang: Language, id: &str, args: &[(String, Arg)]) -> (String, Vec<String>) {
    let bundle = bundle(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return (String::new(), vec![format!("no message {id}")]);
    };
    let mut fluent_args = FluentArgs::new();
    for (key, value) in args {
        match value {
            Arg::Num(n) => fluent_args.set(key.clone(), FluentValue::from(*n)),
            Arg::Str(s) => fluent_args.set(key.clone(), FluentValue::from(s.clone())),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    (
        paragraphs(&text),
        errors.iter().map(|e| e.to_string()).collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontId;

    #[test]
    fn every_file_parses_in_every_language() {
        for lang in Language::ALL {
            for (name, text) in files(lang) {
                if let Err((_, errors)) = fluent_syntax::parser::parse(*text) {
                    panic!("locales/{lang}/{name}: {errors:?}");
                }
            }
            // Parsing every bundle: a message defined twice is an error there.
            assert!(has(lang, "blurb-promise"), "{lang}");
        }
    }

    #[test]
    fn every_message_is_in_every_language_with_englishs_variables() {
        let english = messages(Language::En);
        for lang in &Language::ALL[1..] {
            let here = messages(*lang);
            for (file, id) in &english {
                assert!(
                    here.contains(&(file, id.clone())),
                    "locales/{lang}/{file} lacks `{id}`"
                );
                if (*file == "words.ftl" && id.starts_with("step-"))
                    || *file == "steps.ftl"
                    || id.contains("-step-")
                {
                    // A step sentence names a line as a place or by name, as its language
                    // builds the sentence: words::tests checks each is one the code fills.
                    continue;
                }
                // A template's `{ $Name }` is `{ $name }` capitalised, the same value.
                let vars = |l: Language| -> Vec<String> {
                    let mut v: Vec<String> = variables(l, id)
                        .into_keys()
                        .map(|k| k.to_lowercase())
                        .collect();
                    v.sort();
                    v.dedup();
                    v
                };
                let (want, got) = (vars(Language::En), vars(*lang));
                assert_eq!(got, want, "locales/{lang}/{file}: `{id}`'s variables");
            }
            for (file, id) in &here {
                assert!(
                    english.contains(&(file, id.clone())),
                    "locales/{lang}/{file} has `{id}`, which English lacks"
                );
            }
        }
    }

    #[test]
    fn every_message_renders_with_sample_arguments_in_the_fonts() {
        for lang in Language::ALL {
            for (file, id) in messages(lang) {
                for args in samples(lang, &id) {
                    let (text, errors) = render(lang, &id, &args);
                    assert!(errors.is_empty(), "{lang} {file} `{id}`: {errors:?}");
                    assert!(!text.trim().is_empty(), "{lang} `{id}` is empty");
                    assert!(
                        !text.contains("  ") && !text.contains('\u{2068}'),
                        "{lang} `{id}`: stray spaces or marks in {text:?}"
                    );
                    for font in [FontId::Regular, FontId::Bold] {
                        let printable: String = text
                            .chars()
                            .filter(|c| *c != '‹' && *c != '›' && !c.is_control())
                            .collect();
                        let missing: String = font.missing(&printable).into_iter().collect();
                        assert_eq!(missing, "", "{lang} `{id}` in {font:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn plurals_follow_each_languages_rules() {
        let title = |lang, n: usize| {
            text(
                lang,
                "title-one-level",
                &[
                    ("kind", "K".into()),
                    ("count", n.into()),
                    ("level", "easy".into()),
                ],
            )
        };
        assert_eq!(title(Language::En, 1), "K: 1 Easy Puzzle");
        assert_eq!(title(Language::En, 100), "K: 100 Easy Puzzles");
        assert_eq!(title(Language::De, 100), "K: 100 leichte Rätsel");
        assert_eq!(title(Language::Pl, 1), "K: 1 łatwa łamigłówka");
        assert_eq!(title(Language::Pl, 3), "K: 3 łatwe łamigłówki");
        assert_eq!(title(Language::Pl, 12), "K: 12 łatwych łamigłówek");
        assert_eq!(title(Language::Pl, 22), "K: 22 łatwe łamigłówki");
        assert_eq!(title(Language::Pl, 100), "K: 100 łatwych łamigłówek");
    }

    #[test]
    fn wrapped_lines_read_as_spaces_and_blank_lines_as_paragraphs() {
        assert_eq!(paragraphs("a\nb\n\nc"), "a b\n\nc");
        let promise = text(Language::En, "blurb-promise", &[]);
        assert!(!promise.contains('\n') && promise.contains("never need to guess"));
    }
}

#[cfg(test)]
mod kinds_tests {
    use super::*;

    #[test]
    fn the_worked_examples_techniques_take_the_case_their_sentence_asks_for() {
        let said = |lang, names: &[&str]| techniques_basic(lang, names, |n| n.to_string());
        let names = ["naked-single", "hidden-single", "clue-last-seen"];
        assert_eq!(
            said(Language::De, &names),
            "Neben dem Nackten Einer, dem Versteckten Einer und dem letzten Sichtbaren aus dem \
             Beispiel brauchen Sie:"
        );
        assert_eq!(
            said(Language::Pl, &names),
            "Oprócz nagiego samotnika, ukrytego samotnika i ostatniego widocznego, jak w \
             przykładzie, potrzebne będą:"
        );
        assert_eq!(
            said(Language::En, &names[..2]),
            "Besides naked single and hidden single, as in the worked example, you will need:"
        );
    }

    #[test]
    fn every_basic_technique_has_its_running_text_name_in_every_case_asked_for() {
        for lang in Language::ALL {
            let case = attribute(lang, "techniques-basic", "case");
            for kind in crate::kind::KINDS {
                let kind = crate::kind::KindRef(*kind);
                for t in crate::lesson::basic(kind) {
                    let id = format!("technique-{}", t.name);
                    assert!(has(lang, &id), "locales/{lang}/techniques.ftl lacks `{id}`");
                    // The name alone is the kind's own, so a heading and a sentence agree.
                    let alone = technique(lang, t.name, None).unwrap();
                    let heading = kind.technique_name(t.name, lang);
                    assert_eq!(
                        alone.to_lowercase(),
                        heading.to_lowercase(),
                        "{lang} `{id}` and {}'s name",
                        kind.id()
                    );
                    if let Some(case) = &case {
                        match variables(lang, &id).get("case") {
                            Some(Use::Words(w)) if w.contains(case) => {}
                            other => panic!("{lang} `{id}` has no [{case}] variant: {other:?}"),
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_kinds_rules_come_from_its_own_file() {
        use crate::shape::squares;
        for kind in crate::kind::KINDS {
            let sizes: Vec<usize> = kind.sizes().collect();
            let shapes = squares(&[sizes[0], *sizes.last().unwrap()]);
            let english = kind.rules(&shapes, Language::En);
            for lang in Language::ALL {
                let file = format!("{}.ftl", kind.id());
                let prefix = format!("{}-rules-", kind.id());
                assert!(
                    messages(lang)
                        .iter()
                        .any(|(f, id)| *f == file && id.starts_with(&prefix)),
                    "locales/{lang}/{file} has no `{prefix}*` message"
                );
                let rules = kind.rules(&shapes, lang);
                assert_eq!(rules.len(), english.len(), "{lang} {}", kind.id());
                for (p, en) in rules.iter().zip(&english) {
                    // A message the code names but no file has prints as its id in braces.
                    assert!(!p.contains(['{', '}', '$']), "{lang} {}: {p}", kind.id());
                    if lang != Language::En {
                        assert_ne!(p, en, "{lang} {} prints English", kind.id());
                    }
                }
            }
        }
        // The example paragraph walks through the book's smallest grid.
        let sky = crate::kind::find("skyscrapers").unwrap();
        let de = sky.rules(&squares(&[6, 4]), Language::De);
        assert!(
            de[2].contains("eines 4×4-Gitters") && !de[2].contains('6'),
            "{}",
            de[2]
        );
        assert!(
            de[0].contains("1 bis 4") && de[0].contains("1 bis 6"),
            "{}",
            de[0]
        );
    }

    #[test]
    fn every_kind_says_what_it_is_in_every_language() {
        for kind in crate::kind::KINDS {
            for lang in Language::ALL {
                for part in ["pitch", "line"] {
                    let id = format!("{}-{part}", kind.id());
                    assert!(has(lang, &id), "locales/{lang}/kinds.ftl lacks `{id}`");
                }
            }
        }
    }
}
