//! Book specs (TOML): parsed, validated, defaults filled in.
//!
//! A spec file is one book; `books.toml` is a catalogue whose top-level tables are specs by
//! name. Parsing goes through `Raw*` structs (serde, unknown keys denied, spans kept for
//! ranged values) and then [`Spec`], where every default is filled in and every value checked.
//! Errors name the file, line and column, and say what would be valid.
//!
//! Keys and defaults (see [`Spec::to_toml`], which writes them all out with comments):
//!
//! | key | default | notes |
//! |---|---|---|
//! | `title` | from the kinds, levels and language: `"Skyscrapers: 100 Easy Puzzles"` | also the PDF's Title |
//! | `subtitle` | from the kinds and grid sizes: `"5×5 logic puzzles with solutions"` | none when empty |
//! | `author` | `"Anonymous"` (`check` warns) | also the PDF's Author |
//! | `copyright` | `"Copyright © <year> <author>. All rights reserved."` | |
//! | `publisher` | `""` | "Published by ..." on the copyright page; none when empty |
//! | `isbn` | none | ISBN-13, hyphens or spaces allowed; the check digit is checked |
//! | `edition` | `""` | e.g. `"First edition"`; none when empty |
//! | `year` | the year of this bookmaker release ([`DEFAULT_YEAR`]) | year of publication, 1900 to 2999: in the copyright line and the PDF's dates |
//! | `notice` | a no-reproduction sentence in the book's language | more lines for the copyright page, one string each; `[]` for none |
//! | `seed` | `1` | 0 to 2^63-1; another seed, other puzzles |
//! | `trim` | `"6x9"` | KDP size name, `"A4"`, or custom `"<w>x<h><unit>"` (in, mm, cm, pt) |
//! | `bleed` | `false` | |
//! | `platform` | `"kdp"` | `kdp` (paperback), `kdp-hardcover`, `ingramspark`, `lulu`: whose rules the files follow (docs/platforms.md) |
//! | `paper` | `"white"` | `white` or `cream` (`creme` too); `groundwood` on IngramSpark |
//! | `template` | `"classic"` | `classic`, `large-print`, or a path to a template `.toml` |
//! | `language` | `"en"` | `en`, `de`, `fr`, `es`, `it`, `nl`, `pl`: every fixed text of the book |
//! | `audience` | `"adult"` | `adult` or `kids`: kids books speak plainly (no r1c3, no technique names) |
//! | `[front]` `title_page`, `copyright_page`, `how_to_play`, `contents` | all `true` | |
//! | `[front]` `credit` | `false` | a line on the copyright page naming bookmaker and the seed |
//! | `[[section]]` `name` | the level, capitalised, in the book's language (with the size when two sections of a kind share a level) | |
//! | `[[section]]` `key` | `name` in kebab-case | part of each puzzle's address |
//! | `[[section]]` `level` | `"easy"` | `easy`, `medium`, `hard` |
//! | `[[section]]` `size` | easy 5, medium 6, hard 7 | 4 to 9 |
//! | `[[section]]` `count` | `100` | 1 to 1000 |
//! | `[[section]]` `per_page` | the most that keep grids and cells large enough for the level | 1 to 6; see docs/layout.md |
//! | `[answers]` `per_page` | template's (classic 6, large-print 4), more for small grids, fewer when digits would be too small | 1 to 20 |
//! | `[answers]` `hints` | `false` | `true`: a hints section before the answers, where to look and which idea for each puzzle; `"two-step"`: where to look first, the idea on the pages after |
//! | `[answers]` `technique_index` | `true` when the book has techniques pages | an index at the back: each technique, the page that teaches it, the puzzles that need it |
//! | `[cover]` `blurb` | what the book's kinds are and what it promises, in its language | back-cover text; a blank line starts a paragraph |
//! | `[cover]` `artwork` | see [`Cover::artwork`] | puzzle number drawn on the front |
//! | `[cover]` `sample` | `1` | puzzle number shown on the back |
//! | `[cover]` `style` | `kids` for `audience = "kids"`, else `large-print` for a template whose body text is 14 pt or more, else `adult` | `adult`, `large-print`, `kids`: the cover's look (see [`CoverStyle`]) |
//! | `[cover]` `background`, `text`, `accent`, `cells` | the style's: adult navy, white, gold, cream | `"#rrggbb"` |
//!
//! With no `[[section]]` at all, the book has one easy section of 100 puzzles.

use crate::kdp::{KDP, Paper};
use crate::kind::{KindRef, Shape};
pub mod defaults;
pub mod template;

use crate::page::Color;
use crate::platform::Platform;
use crate::solve::Level;
use crate::words::Language;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use template::Template;
use toml::Spanned;

/// Valid ranges, shown in error messages.
/// Grid sides any kind may have (nonograms reach 40); each kind narrows this (see
/// `Kind::sizes`), and its message names the kind's own range.
pub const SIZES: RangeInclusive<i64> = 3..=40;
pub const COUNTS: RangeInclusive<i64> = 1..=1000;
pub const PER_PAGE: RangeInclusive<i64> = 1..=6;
pub const ANSWERS_PER_PAGE: RangeInclusive<i64> = 1..=20;
pub const SECTIONS: RangeInclusive<usize> = 1..=20;
pub const SEEDS: RangeInclusive<i64> = 0..=i64::MAX;
/// Longest title, subtitle, author or section name, in characters.
pub const MAX_TEXT: usize = 200;
/// Most lines of `notice`.
pub const MAX_NOTICE: usize = 12;
/// Years a book may give.
pub const YEARS: RangeInclusive<i64> = 1900..=2999;
/// The year of a spec that gives none: the year of this bookmaker release, a constant (never
/// the clock), so that the same spec built with the same version gives the same bytes. A
/// later release may move it; a spec that gives `year` keeps its own.
pub const DEFAULT_YEAR: u16 = 2026;
/// Longest cover blurb, in characters (whether it fits the back is the preflight's call).
pub const MAX_BLURB: usize = 2000;

/// A bad spec (or template, or catalogue): where, what, and the fix.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct SpecError {
    /// The file as the user named it.
    pub file: String,
    /// 1-based line and column, when the problem has a place in the file.
    pub at: Option<(usize, usize)>,
    pub message: String,
    pub help: Option<String>,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((line, col)) => write!(f, "{}:{line}:{col}: {}", self.file, self.message)?,
            None => write!(f, "{}: {}", self.file, self.message)?,
        }
        if let Some(h) = &self.help {
            write!(f, "\n  help: {h}")?;
        }
        Ok(())
    }
}

/// Where a piece of TOML text came from: for positions in messages.
#[derive(Clone, Copy)]
pub struct Source<'a> {
    pub file: &'a str,
    pub text: &'a str,
}

impl Source<'_> {
    /// An error at a byte offset (or nowhere).
    pub fn error(
        &self,
        offset: Option<usize>,
        message: impl Into<String>,
        help: Option<String>,
    ) -> SpecError {
        // Quoted input is cut short: a megabyte key must not make a megabyte message.
        let short = |s: String| crate::quote::shorten_quoted(&s).into_owned();
        SpecError {
            file: self.file.to_string(),
            at: offset.map(|o| line_col(self.text, o)),
            message: short(message.into()),
            help: help.map(short),
        }
    }

    /// Turns a TOML/serde error into ours: position, the table it happened in, and for an
    /// unknown key or value the valid ones with a "did you mean".
    pub fn toml_error(&self, err: &toml::de::Error) -> SpecError {
        let offset = err.span().map(|s| s.start);
        let msg = err.message().trim();
        let table = offset.map(|o| table_at(self.text, o)).unwrap_or_default();
        let names = backticked(msg);
        let kind = if msg.starts_with("unknown field") {
            Some("key")
        } else if msg.starts_with("unknown variant") {
            Some("value")
        } else {
            None
        };
        match (kind, names.split_first()) {
            (Some(kind), Some((bad, valid))) => {
                let mut help = Vec::new();
                if let Some(near) = did_you_mean(bad, valid.iter().map(String::as_str)) {
                    help.push(format!("did you mean `{near}`?"));
                }
                if valid.is_empty() {
                    help.push("this table takes no keys".into());
                } else {
                    help.push(format!(
                        "valid {kind}s: {}",
                        valid
                            .iter()
                            .map(|v| format!("`{v}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
                self.error(
                    offset,
                    format!("unknown {kind} `{bad}`{table}"),
                    Some(help.join("; ")),
                )
            }
            _ if msg.starts_with("duplicate key") => self.duplicate_key(err, &table),
            _ => self.error(offset, format!("{msg}{table}"), None),
        }
    }

    /// TOML's "duplicate key" names neither the key nor where it was first set: say both, so
    /// the user can see which of the two lines to keep.
    fn duplicate_key(&self, err: &toml::de::Error, table: &str) -> SpecError {
        let span = err.span().unwrap_or(0..0);
        let offset = span.start;
        let key = self
            .text
            .get(span)
            .map(|k| k.trim().trim_matches('"').to_string())
            .filter(|k| !k.is_empty() && !k.contains('\n'));
        let Some(key) = key else {
            return self.error(Some(offset), format!("duplicate key{table}"), None);
        };
        // The first setting of the key inside the same table: from the table's header line (or
        // the file's start) up to the duplicate, at the start of a line and followed by `=`.
        let before = &self.text[..offset.min(self.text.len())];
        let line_starts = std::iter::once(0).chain(before.match_indices('\n').map(|(i, _)| i + 1));
        let lines: Vec<usize> = line_starts.filter(|&i| i < before.len()).collect();
        let header = lines
            .iter()
            .rev()
            .find(|&&i| before[i..].trim_start().starts_with('['))
            .copied()
            .unwrap_or(0);
        let first = lines.into_iter().filter(|&i| i >= header).find(|&i| {
            let line = before[i..].trim_start();
            line.strip_prefix(&*key)
                .or_else(|| line.strip_prefix(&*format!("\"{key}\"")))
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        });
        let help = match first {
            Some(i) => format!(
                "`{key}` is already set on line {}; keep one of the two",
                line_col(self.text, i).0
            ),
            None => format!("`{key}` is set twice; keep one of the two"),
        };
        self.error(
            Some(offset),
            format!("duplicate key `{key}`{table}"),
            Some(help),
        )
    }
}

/// 1-based line and column (in characters) of a byte offset.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// " in [name]" for the table header above an offset, or "" at the top level.
fn table_at(text: &str, offset: usize) -> String {
    let before = text.get(..offset).unwrap_or(text);
    // Lines before the error's own line.
    let above = before.rfind('\n').map_or("", |i| &before[..i]);
    above
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| l.starts_with('['))
        .map(|l| format!(" in {}", l.split('#').next().unwrap_or(l).trim()))
        .unwrap_or_default()
}

/// The `backticked` words of a serde message, in order.
fn backticked(msg: &str) -> Vec<String> {
    msg.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The closest of `valid` to `word`, if close enough to be a likely typo.
pub fn did_you_mean<'a>(word: &str, valid: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let w = word.to_ascii_lowercase().replace('-', "_");
    valid
        .into_iter()
        .map(|v| {
            (
                edit_distance(&w, &v.to_ascii_lowercase().replace('-', "_")),
                v,
            )
        })
        .filter(|&(d, v)| d <= (v.len() / 3).max(1))
        .min_by_key(|&(d, _)| d)
        .map(|(_, v)| v)
}

/// Edit distance over characters, counting a swap of neighbours as one edit (optimal string
/// alignment), since swapped letters are the commonest typo.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_swaps_once() {
        assert_eq!(edit_distance("count", "count"), 0);
        assert_eq!(edit_distance("cuont", "count"), 1);
        assert_eq!(edit_distance("authr", "author"), 1);
        assert_eq!(edit_distance("zebra", "title"), 5);
        assert_eq!(did_you_mean("hrad", ["easy", "hard"]), Some("hard"));
        assert_eq!(did_you_mean("zebra", ["title", "contents"]), None);
    }

    #[test]
    fn positions_are_one_based_in_characters() {
        let t = "a = 1\né = \"x\"\n";
        assert_eq!(line_col(t, 0), (1, 1));
        assert_eq!(line_col(t, 6), (2, 1));
        assert_eq!(line_col(t, 10), (2, 4));
        assert_eq!(table_at("[front]\nx = 1\n", 8), " in [front]");
        assert_eq!(table_at("x = 1\n", 0), "");
    }
}

// ---------------------------------------------------------------------------------------------
// What the user wrote

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpec {
    title: Option<Spanned<String>>,
    subtitle: Option<Spanned<String>>,
    author: Option<Spanned<String>>,
    copyright: Option<Spanned<String>>,
    publisher: Option<Spanned<String>>,
    isbn: Option<Spanned<String>>,
    edition: Option<Spanned<String>>,
    year: Option<Spanned<i64>>,
    notice: Option<Spanned<Vec<String>>>,
    seed: Option<Spanned<i64>>,
    trim: Option<Spanned<String>>,
    bleed: Option<bool>,
    paper: Option<Paper>,
    platform: Option<Spanned<String>>,
    template: Option<Spanned<String>>,
    language: Option<Spanned<String>>,
    audience: Option<Spanned<String>>,
    front: Option<RawFront>,
    section: Option<Vec<RawSection>>,
    answers: Option<RawAnswers>,
    cover: Option<RawCover>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFront {
    title_page: Option<bool>,
    copyright_page: Option<bool>,
    how_to_play: Option<bool>,
    contents: Option<bool>,
    credit: Option<bool>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSection {
    kind: Option<Spanned<String>>,
    name: Option<Spanned<String>>,
    key: Option<Spanned<String>>,
    level: Option<Spanned<Level>>,
    size: Option<Spanned<toml::Value>>,
    count: Option<Spanned<i64>>,
    per_page: Option<Spanned<i64>>,
    /// Image files (or one folder of them), relative to the spec file.
    pictures: Option<Spanned<toml::Value>>,
    titles: Option<Spanned<Vec<String>>>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAnswers {
    per_page: Option<Spanned<i64>>,
    /// `true`, `false` or `"two-step"`.
    hints: Option<Spanned<toml::Value>>,
    technique_index: Option<bool>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCover {
    blurb: Option<Spanned<String>>,
    artwork: Option<Spanned<i64>>,
    sample: Option<Spanned<i64>>,
    style: Option<Spanned<String>>,
    background: Option<Spanned<String>>,
    text: Option<Spanned<String>>,
    accent: Option<Spanned<String>>,
    cells: Option<Spanned<String>>,
}

// ---------------------------------------------------------------------------------------------
// The validated spec

/// A validated book spec with every default filled in.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    /// The file it came from, as named by the user (for messages).
    pub file: String,
    pub title: String,
    /// Empty for none.
    pub subtitle: String,
    pub author: String,
    pub copyright: String,
    /// Empty for none.
    pub publisher: String,
    /// As written (hyphens and spaces kept), check digit verified.
    pub isbn: Option<String>,
    /// Empty for none.
    pub edition: String,
    /// As the spec gives it; [`Spec::year`] fills in the default.
    pub year: Option<u16>,
    /// Extra lines for the copyright page.
    pub notice: Vec<String>,
    pub seed: u64,
    pub trim: Trim,
    pub bleed: bool,
    pub paper: Paper,
    /// Whose rules the interior and the cover follow.
    pub platform: Platform,
    pub template: Template,
    /// The language of every fixed text (headings, labels, rules, steps, the cover's lines).
    pub language: Language,
    /// Who reads the book: a kids book speaks plainly and draws its pictures bigger.
    pub audience: Audience,
    pub front: Front,
    pub sections: Vec<Section>,
    pub answers: Answers,
    pub cover: Cover,
    /// Which texts the spec wrote itself; the others follow the book's kinds, levels,
    /// language and author, and `bookmaker new` leaves them as comments.
    pub given: Given,
}

/// The texts a spec wrote itself (true) or left to their defaults (false).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Given {
    pub title: bool,
    pub subtitle: bool,
    pub author: bool,
    pub copyright: bool,
    pub notice: bool,
}

/// Who a book is for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Audience {
    /// Grown-up solvers: technique names, cell names like r1c3.
    #[default]
    Adult,
    /// Young solvers: plain words ("the square in row 1, column 3"), no technique jargon,
    /// bigger pictures.
    Kids,
}

impl Audience {
    /// The name a spec uses.
    pub fn name(self) -> &'static str {
        match self {
            Audience::Adult => "adult",
            Audience::Kids => "kids",
        }
    }

    /// The audience a spec names, if bookmaker knows it.
    pub fn from_name(name: &str) -> Option<Audience> {
        [Audience::Adult, Audience::Kids]
            .into_iter()
            .find(|a| a.name() == name)
    }
}

/// The trim size as asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct Trim {
    pub width_in: f32,
    pub height_in: f32,
    /// As written in the spec (`"6x9"`, `"160x240mm"`).
    pub text: String,
}

impl Trim {
    /// The KDP name of this size, when KDP offers it.
    pub fn kdp_name(&self) -> Option<&'static str> {
        KDP.trim_of(self.width_in, self.height_in).map(|t| t.name)
    }

    /// Parses `6x9`, `8.5 x 11`, `A4`, `160x240mm`, `6.5x9.5in`, `15x22 cm`, `432x648pt`.
    /// Sizes without a unit are inches. Only the shape is checked here; whether KDP prints
    /// the size is the preflight's call.
    pub fn parse(text: &str) -> Result<Trim, String> {
        if let Some(t) = KDP.trim_named(text) {
            return Ok(Trim {
                width_in: t.width_in,
                height_in: t.height_in,
                text: text.trim().to_string(),
            });
        }
        let s: String = text
            .to_ascii_lowercase()
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        let units: [(&str, f32); 6] = [
            ("inches", 1.0),
            ("inch", 1.0),
            ("in", 1.0),
            ("mm", 1.0 / 25.4),
            ("cm", 1.0 / 2.54),
            ("pt", 1.0 / 72.0),
        ];
        let (body, per_in) = units
            .iter()
            .find_map(|&(u, f)| s.strip_suffix(u).map(|b| (b, f)))
            .unwrap_or((s.as_str(), 1.0));
        let body = body.strip_suffix('"').unwrap_or(body);
        let (w, h) = body
            .split_once(['x', '×'])
            .ok_or_else(|| format!("cannot read trim {text:?}"))?;
        let read = |v: &str| -> Result<f32, String> {
            v.parse::<f32>()
                .ok()
                .filter(|x| x.is_finite() && *x > 0.0)
                .ok_or_else(|| format!("cannot read {v:?} in trim {text:?} as a positive number"))
        };
        let (width_in, height_in) = (read(w)? * per_in, read(h)? * per_in);
        if width_in > 50.0 || height_in > 50.0 {
            return Err(format!("trim {text:?} is over 50 inches: check the unit"));
        }
        Ok(Trim {
            width_in,
            height_in,
            text: text.trim().to_string(),
        })
    }
}

/// Front-matter switches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Front {
    pub title_page: bool,
    pub copyright_page: bool,
    pub how_to_play: bool,
    pub contents: bool,
    /// A line on the copyright page naming the tool, its version and the seed.
    pub credit: bool,
}

/// The values the plan chose for keys a spec leaves out: what [`Spec::to_toml_with`] shows
/// in its comments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    /// Each section's puzzles a page.
    pub per_page: Vec<usize>,
    /// Answers a page (the first section's).
    pub answers_per_page: usize,
}

/// One section of puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The puzzle kind (default Futoshiki).
    pub kind: KindRef,
    pub name: String,
    /// False when the name is the default: the level in the book's language.
    pub named: bool,
    /// The section's part of each puzzle's address: rename a section and keep its puzzles by
    /// keeping its key.
    pub key: String,
    pub level: Level,
    /// Grid shape: `size = 7` is the 7x7 square, `size = "12x10"` a rectangle.
    pub size: Shape,
    pub count: usize,
    /// As the spec gives it; `None`: the plan picks the most that keep cells large enough
    /// (see [`crate::plan::Plan`]).
    pub per_page: Option<usize>,
    /// The user's pictures, made into the section's first puzzles (kinds that take them).
    pub pictures: Vec<Picture>,
}

/// One of the user's images for a section: where it is, how the spec names it, its title.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    pub path: std::path::PathBuf,
    /// As messages and the summary name it: the path as the spec gives it.
    pub name: String,
    /// Printed with the answer, never with the puzzle.
    pub title: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answers {
    /// As the spec gives it; `None`: the template's, fewer if digits would be too small.
    pub per_page: Option<usize>,
    /// A hints section before the answers: each puzzle's first hard step in one sentence.
    pub hints: bool,
    /// Hints in two steps (`hints = "two-step"`): where to look on the first pages, the idea
    /// on the pages after, so that a reader can stop after the first.
    pub two_step: bool,
    /// A technique index at the back (each technique, the page that teaches it, the puzzles
    /// that need it); `None`: when the book has techniques pages (the plan decides).
    pub technique_index: Option<bool>,
}

/// The paperback cover (`bookmaker cover`).
#[derive(Clone, Debug, PartialEq)]
pub struct Cover {
    /// Back-cover text; a blank line starts a new paragraph.
    pub blurb: String,
    /// False when the spec leaves the blurb to the book's kinds and language.
    pub blurb_given: bool,
    /// The puzzle drawn on the front, by its number in the book; `None`: of the last
    /// section's puzzles other than the sample, the one with the most printed digits (a grid
    /// with digits in it says "number puzzle" at a glance).
    pub artwork: Option<usize>,
    /// The puzzle shown on the back; `None`: the first.
    pub sample: Option<usize>,
    /// The colour of the whole wrap, printed to the edges.
    pub background: Color,
    /// Title, author and blurb.
    pub text: Color,
    /// Subtitle, headings, signs and stars.
    pub accent: Color,
    /// The squares of the grids (their digits take the background colour).
    pub cells: Color,
    /// The look: one per audience.
    pub style: CoverStyle,
    /// False when the spec leaves the style to the audience and template.
    pub style_given: bool,
    /// Which of background, text, accent and cells the spec gives; the others are the
    /// style's, and `bookmaker new` leaves them as comments so that they follow the style.
    pub colours_given: [bool; 4],
}

/// A cover's look, chosen for who reads the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoverStyle {
    /// Navy, gold and cream; the kind's name large.
    Adult,
    /// High contrast, bigger type, and "LARGE PRINT" in big type across the top of the front.
    LargePrint,
    /// Bright blue and yellow, the kind's name on letter tiles of many colours, and a
    /// friendly headline on the back.
    Kids,
}

impl CoverStyle {
    pub const ALL: [CoverStyle; 3] = [CoverStyle::Adult, CoverStyle::LargePrint, CoverStyle::Kids];

    /// The name a spec uses.
    pub fn name(self) -> &'static str {
        match self {
            CoverStyle::Adult => "adult",
            CoverStyle::LargePrint => "large-print",
            CoverStyle::Kids => "kids",
        }
    }

    pub fn from_name(name: &str) -> Option<CoverStyle> {
        CoverStyle::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The style of a book that names none: kids for a kids book, large print for a
    /// template whose body text is 14 pt or more (the common floor for large print).
    pub fn for_book(audience: Audience, template: &Template) -> CoverStyle {
        match audience {
            Audience::Kids => CoverStyle::Kids,
            Audience::Adult if template.sizes.body >= 14.0 => CoverStyle::LargePrint,
            Audience::Adult => CoverStyle::Adult,
        }
    }

    /// Background, text, accent and cells, `#rrggbb`. Each pair the preflight compares
    /// reads at 3:1 or better.
    pub fn colours(self) -> [&'static str; 4] {
        match self {
            CoverStyle::Adult => ["#1c2b4a", "#ffffff", "#f2b544", "#fbf6e9"],
            CoverStyle::LargePrint => ["#0e4749", "#ffffff", "#ffd23f", "#ffffff"],
            CoverStyle::Kids => ["#1976d2", "#ffffff", "#ffeb3b", "#ffffff"],
        }
    }
}

impl Cover {
    pub const BACKGROUND: &str = "#1c2b4a";
    pub const TEXT: &str = "#ffffff";
    pub const ACCENT: &str = "#f2b544";
    pub const CELLS: &str = "#fbf6e9";

    /// The puzzle number on the back.
    pub fn sample_number(&self, puzzles: usize) -> usize {
        self.sample.unwrap_or(1).clamp(1, puzzles.max(1))
    }
}

/// `#rrggbb` for a colour (components rounded to bytes).
pub fn hex(c: Color) -> String {
    let b = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!("#{:02x}{:02x}{:02x}", b(c.r), b(c.g), b(c.b))
}

impl Spec {
    /// The year of publication: the spec's `year`, or [`DEFAULT_YEAR`].
    pub fn year(&self) -> u16 {
        self.year.unwrap_or(DEFAULT_YEAR)
    }

    /// Reads and validates a spec file. Relative template paths resolve from the spec's folder.
    pub fn from_file(path: &Path) -> Result<Spec, SpecError> {
        let (file, text) = read(path)?;
        Spec::parse(&text, &file, path.parent())
    }

    /// Parses spec text. `file` names it in messages; `dir` is where template paths resolve.
    pub fn parse(text: &str, file: &str, dir: Option<&Path>) -> Result<Spec, SpecError> {
        let src = Source { file, text };
        let raw: RawSpec = toml::from_str(text).map_err(|e| src.toml_error(&e))?;
        validate(raw, src, dir)
    }

    /// Total puzzles in the book.
    pub fn puzzle_count(&self) -> usize {
        self.sections.iter().map(|s| s.count).sum()
    }

    /// The spec as a standalone TOML file, every key written out with a comment, the values
    /// the plan chose for keys left to it (`chosen`) in the comments: what `bookmaker new`
    /// prints (through `Spec::to_toml`, which plans the book first). Parsing it back gives
    /// the same spec.
    pub fn to_toml_with(&self, chosen: &Chosen) -> String {
        let q = |s: &str| toml::Value::String(s.to_string()).to_string();
        let b = |v: bool| if v { "true" } else { "false" };
        let mut o = String::new();
        let mut line = |l: String| {
            o.push_str(&l);
            o.push('\n');
        };
        let mut kinds: Vec<&str> = Vec::new();
        for s in &self.sections {
            if !kinds.contains(&s.kind.name()) {
                kinds.push(s.kind.name());
            }
        }
        line(format!(
            "# A {} book for bookmaker {}. Build it with:",
            crate::words::Language::En.words().and_list(kinds),
            env!("CARGO_PKG_VERSION")
        ));
        line("#   bookmaker build THIS.toml -o book.pdf".into());
        line("# Every key is optional: a missing key takes the default in its comment.".into());
        line(
            "# A key left as a comment follows the book: the title, subtitle, blurb and section \
             names follow its kinds, levels and language, the copyright line its author."
                .into(),
        );
        line(String::new());
        // A text the spec left to its default stays a comment, so that it keeps following.
        let derived = |given: bool, key: &str, v: &str, what: &str| {
            let hash = if given { "" } else { "# " };
            format!("{hash}{key} = {}  # {what}", basic(v))
        };
        line(derived(
            self.given.title,
            "title",
            &self.title,
            "default: the kinds, levels and count, in the book's language",
        ));
        line(derived(
            self.given.subtitle,
            "subtitle",
            &self.subtitle,
            "\"\" for none; default: the grid sizes (or kinds) and levels",
        ));
        line(derived(
            self.given.author,
            "author",
            &self.author,
            "your name: on the title page, copyright page and cover",
        ));
        line(derived(
            self.given.copyright,
            "copyright",
            &self.copyright,
            "default: Copyright © <year> <author>, in the book's language",
        ));
        let opt = |key: &str, v: &str, what: &str| {
            if v.is_empty() {
                format!("# {key} = \"\"  # {what}")
            } else {
                format!("{key} = {}  # {what}", q(v))
            }
        };
        line(opt(
            "publisher",
            &self.publisher,
            "\"Published by ...\" on the copyright page",
        ));
        line(opt(
            "isbn",
            self.isbn.as_deref().unwrap_or(""),
            "ISBN-13, e.g. \"978-1-23456-789-7\"; its check digit is checked",
        ));
        line(opt("edition", &self.edition, "e.g. \"First edition\""));
        line(match self.year {
            Some(y) => format!("year = {y}  # of publication, in the copyright line"),
            None => format!(
                "# year = {DEFAULT_YEAR}  # of publication, in the copyright line; default: \
                 this bookmaker release's year"
            ),
        });
        let notice: Vec<String> = self.notice.iter().map(|n| q(n)).collect();
        line(format!(
            "{}notice = [{}]  # lines for the copyright page; [] for none; default: a \
             no-reproduction sentence in the book's language",
            if self.given.notice { "" } else { "# " },
            notice.join(", ")
        ));
        line(format!(
            "seed = {}  # another seed gives other puzzles; the same seed, the same book",
            self.seed
        ));
        line(format!(
            "trim = {}  # a KDP size (5x8, 5.5x8.5, 6x9, 7x10, 8.5x11, A4, ...) or custom, e.g. \"160x240mm\"",
            q(&self.trim.text)
        ));
        line(format!(
            "bleed = {}  # default false: nothing here prints to the edge",
            b(self.bleed)
        ));
        line(format!(
            "paper = {}  # white or cream",
            q(self.paper.name())
        ));
        line(format!(
            "platform = {}  # {}: whose rules the files follow (docs/platforms.md)",
            q(self.platform.id()),
            Platform::ids()
        ));
        line(format!(
            "template = {}  # classic or large-print",
            q(&self.template.name)
        ));
        line(format!(
            "language = {}  # of every fixed text in the book: {}; default \"en\"",
            q(self.language.code()),
            Language::codes()
        ));
        line(format!(
            "audience = {}  # adult or kids: kids books speak plainly, without technique names",
            q(self.audience.name())
        ));
        line(String::new());
        line("[front]  # front matter, all on by default".into());
        line(format!("title_page = {}", b(self.front.title_page)));
        line(format!("copyright_page = {}", b(self.front.copyright_page)));
        line(format!(
            "how_to_play = {}  # rules and a worked example",
            b(self.front.how_to_play)
        ));
        line(format!(
            "contents = {}  # sections and their pages",
            b(self.front.contents)
        ));
        line(format!(
            "credit = {}  # a line naming bookmaker and the seed on the copyright page",
            b(self.front.credit)
        ));
        for (i, s) in self.sections.iter().enumerate() {
            line(String::new());
            line("[[section]]  # puzzles go from easier to harder inside a section".into());
            line(format!(
                "kind = {}  # {}",
                q(s.kind.id()),
                crate::kind::registry::ids()
            ));
            line(derived(
                s.named,
                "name",
                &s.name,
                "default: the level, in the book's language",
            ));
            line(format!(
                "key = {}  # part of each puzzle's address: keep it to keep the puzzles",
                q(&s.key)
            ));
            line(format!(
                "level = {}  # {}",
                q(s.level.name()),
                crate::kind::level_list(s.kind.levels())
            ));
            let sizes = s.kind.sizes();
            let defaults: Vec<String> = s
                .kind
                .levels()
                .iter()
                .map(|&l| format!("{l} {}", s.kind.default_size(l)))
                .collect();
            let size = if s.size.is_square() {
                s.size.to_string()
            } else {
                q(&s.size.to_string())
            };
            let what = if s.kind.rectangles() {
                "width x height, each"
            } else {
                "grid size"
            };
            line(format!(
                "size = {size}  # {what} {} to {}; default {}",
                sizes.start(),
                sizes.end(),
                defaults.join(", ")
            ));
            line(format!(
                "count = {}  # {} to {}",
                s.count,
                COUNTS.start(),
                COUNTS.end()
            ));
            // A default stays a comment, so that another template or trim still chooses.
            line(format!(
                "{}per_page = {}  # puzzles per page, {} to {}; default: the most that keep \
                 the grids and cells large enough for the level (docs/layout.md)",
                if s.per_page.is_some() { "" } else { "# " },
                chosen.per_page.get(i).copied().unwrap_or(0),
                PER_PAGE.start(),
                PER_PAGE.end()
            ));
        }
        line(String::new());
        line("[answers]".into());
        line(format!(
            "{}per_page = {}  # {} to {}; default from the template, more for small grids, \
             fewer if digits would be too small",
            if self.answers.per_page.is_some() {
                ""
            } else {
                "# "
            },
            chosen.answers_per_page,
            ANSWERS_PER_PAGE.start(),
            ANSWERS_PER_PAGE.end()
        ));
        line(format!(
            "hints = {}  # true, false or \"two-step\": a hints section before the answers, \
             where to look and which idea (two-step: the idea on later pages)",
            if self.answers.two_step {
                "\"two-step\"".to_string()
            } else {
                self.answers.hints.to_string()
            }
        ));
        line(format!(
            "{}technique_index = {}  # an index at the back: each technique, its page, the \
             puzzles that need it; default: when the book has techniques pages",
            if self.answers.technique_index.is_some() {
                ""
            } else {
                "# "
            },
            self.answers.technique_index.unwrap_or(true)
        ));
        line(String::new());
        line("[cover]  # the paperback cover: bookmaker cover THIS.toml -o cover.pdf".into());
        line(
            "# Back-cover text; a blank line (\\n\\n) starts a new paragraph. Default: what the \
             book's kinds are and what it promises, in its language."
                .into(),
        );
        line(derived(
            self.cover.blurb_given,
            "blurb",
            &self.cover.blurb,
            "back-cover text",
        ));
        // Left at their defaults, the numbers stay comments: they follow the puzzle count.
        let puzzles = self.puzzle_count();
        let number = |key: &str, v: Option<usize>, example: usize, what: &str| {
            let hash = if v.is_some() { "" } else { "# " };
            let n = v.unwrap_or(example);
            format!("{hash}{key} = {n}  # the puzzle {what}, by its number in the book")
        };
        line(number(
            "artwork",
            self.cover.artwork,
            puzzles,
            "drawn on the front; default: of the last section's, the one with the most digits",
        ));
        line(number(
            "sample",
            self.cover.sample,
            1,
            "shown on the back; default 1",
        ));
        let c = &self.cover;
        line(format!(
            "{}style = {}  # adult, large-print or kids: the cover's look and colours; default: \
             kids for a kids book, large-print for a large-print template, else adult",
            if c.style_given { "" } else { "# " },
            q(c.style.name())
        ));
        for (i, (key, v, what)) in [
            (
                "background",
                c.background,
                "the whole wrap, printed to the edges",
            ),
            ("text", c.text, "title, author, blurb"),
            ("accent", c.accent, "subtitle, headings, signs"),
            (
                "cells",
                c.cells,
                "grid squares; their digits take the background colour",
            ),
        ]
        .into_iter()
        .enumerate()
        {
            let hash = if c.colours_given[i] { "" } else { "# " };
            line(format!(
                "{hash}{key} = {}  # {what}; default: the style's",
                q(&hex(v))
            ));
        }
        o
    }
}

/// `s` as a TOML basic string on one line (line breaks as `\n`), so that it can stand in a
/// comment.
fn basic(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Reads a file for a spec, template or catalogue; a failure is the user's input error.
fn read(path: &Path) -> Result<(String, String), SpecError> {
    let file = path.display().to_string();
    // Bounded (a device such as /dev/zero never ends), and remembered as an input.
    let text =
        crate::output::read::text(path, crate::output::read::MAX_SPEC).map_err(|e| SpecError {
            file: file.clone(),
            at: None,
            message: e.to_string(),
            help: Some(e.help().into()),
        })?;
    Ok((file, text))
}

fn validate(raw: RawSpec, src: Source, dir: Option<&Path>) -> Result<Spec, SpecError> {
    let at = |s: &std::ops::Range<usize>| Some(s.start);
    let text = |v: Option<Spanned<String>>, key: &str, default: &str, empty_ok: bool| {
        let Some(v) = v else {
            return Ok(default.to_string());
        };
        let s = v.get_ref().trim().to_string();
        if s.chars().count() > MAX_TEXT {
            return Err(src.error(
                at(&v.span()),
                format!("`{key}` is {} characters long", s.chars().count()),
                Some(format!("keep it to at most {MAX_TEXT} characters")),
            ));
        }
        if s.is_empty() && !empty_ok {
            return Err(src.error(
                at(&v.span()),
                format!("`{key}` is empty"),
                Some(format!(
                    "write a {key}, or leave the key out for {default:?}"
                )),
            ));
        }
        Ok(s)
    };
    let language = match &raw.language {
        Some(l) => Language::from_code(l.get_ref()).ok_or_else(|| {
            src.error(
                at(&l.span()),
                format!(
                    "`language` = {:?} is not a language bookmaker knows",
                    l.get_ref()
                ),
                Some(format!("use {}", Language::codes())),
            )
        })?,
        None => Language::En,
    };
    let audience = match &raw.audience {
        Some(a) => Audience::from_name(a.get_ref()).ok_or_else(|| {
            src.error(
                at(&a.span()),
                format!(
                    "`audience` = {:?} is not an audience bookmaker knows",
                    a.get_ref()
                ),
                Some("use \"adult\" or \"kids\"".to_string()),
            )
        })?,
        None => Audience::Adult,
    };
    let given = Given {
        title: raw.title.is_some(),
        subtitle: raw.subtitle.is_some(),
        author: raw.author.is_some(),
        copyright: raw.copyright.is_some(),
        notice: raw.notice.is_some(),
    };
    let raw_title = raw.title;
    let raw_subtitle = raw.subtitle;
    let author = text(
        raw.author,
        "author",
        &crate::words::ftl::text(language, "author-unknown", &[]),
        false,
    )?;
    let year = match &raw.year {
        Some(y) => Some(ranged(src, y, "year", &YEARS)? as u16),
        None => None,
    };
    let copyright = text(
        raw.copyright,
        "copyright",
        &crate::words::ftl::text(
            language,
            "copyright-line",
            &[
                // A word, not a number: a number would print with a thousands separator.
                ("year", year.unwrap_or(DEFAULT_YEAR).to_string().into()),
                ("author", author.as_str().into()),
            ],
        ),
        true,
    )?;
    let publisher = text(raw.publisher, "publisher", "", true)?;
    let edition = text(raw.edition, "edition", "", true)?;
    let isbn = match raw.isbn {
        Some(v) => Some(
            check_isbn(v.get_ref())
                .map_err(|(msg, help)| src.error(at(&v.span()), msg, Some(help)))?,
        ),
        None => None,
    };
    let notice = match raw.notice {
        Some(v) => {
            let lines: Vec<String> = v.get_ref().iter().map(|l| l.trim().to_string()).collect();
            if lines.len() > MAX_NOTICE
                || lines
                    .iter()
                    .any(|l| l.is_empty() || l.chars().count() > 2 * MAX_TEXT)
            {
                return Err(src.error(
                    at(&v.span()),
                    "`notice` has an empty or over-long line, or too many lines",
                    Some(format!(
                        "write at most {MAX_NOTICE} lines of 1 to {} characters each",
                        2 * MAX_TEXT
                    )),
                ));
            }
            lines
        }
        None => vec![crate::words::ftl::text(language, "copyright-notice", &[])],
    };
    let seed = match raw.seed {
        Some(s) => ranged(src, &s, "seed", &SEEDS)? as u64,
        None => 1,
    };
    let trim = match raw.trim {
        Some(t) => Trim::parse(t.get_ref()).map_err(|e| {
            src.error(
                at(&t.span()),
                e,
                Some(format!(
                    "write a KDP size ({}, A4) or a custom size with a unit, like \"160x240mm\" or \"6.5x9.5in\"",
                    KDP.trims.iter().map(|t| t.name).collect::<Vec<_>>().join(", ")
                )),
            )
        })?,
        None => Trim::parse("6x9").expect("default trim parses"),
    };
    let platform = match raw.platform {
        Some(p) => Platform::ALL
            .into_iter()
            .find(|q| q.id() == p.get_ref().trim().to_ascii_lowercase())
            .ok_or_else(|| {
                src.error(
                    at(&p.span()),
                    format!("unknown platform {:?}", p.get_ref()),
                    Some(format!("write one of {}", Platform::ids())),
                )
            })?,
        None => Platform::Kdp,
    };
    let template = match raw.template {
        Some(t) => Template::find(t.get_ref(), dir, src, t.span().start)?,
        None => Template::builtin("classic").expect("classic template is built in"),
    };
    let front = raw.front.map_or(
        Front {
            title_page: true,
            copyright_page: true,
            how_to_play: true,
            contents: true,
            credit: false,
        },
        |f| Front {
            title_page: f.title_page.unwrap_or(true),
            copyright_page: f.copyright_page.unwrap_or(true),
            how_to_play: f.how_to_play.unwrap_or(true),
            contents: f.contents.unwrap_or(true),
            credit: f.credit.unwrap_or(false),
        },
    );
    let raw_sections = raw.section.unwrap_or_default();
    let mut sections = Vec::new();
    if raw_sections.is_empty() {
        sections.push(default_section(language));
    } else if raw_sections.len() > *SECTIONS.end() {
        return Err(src.error(
            None,
            format!("{} sections is too many", raw_sections.len()),
            Some(format!(
                "a book has at most {} [[section]] tables",
                SECTIONS.end()
            )),
        ));
    }
    for (i, r) in raw_sections.into_iter().enumerate() {
        sections.push(section(src, i, r, language, dir)?);
    }
    for i in 0..sections.len() {
        if !sections[i].named {
            sections[i].name = defaults::section_name(language, &sections, i);
        }
    }
    let title = text(
        raw_title,
        "title",
        &defaults::title(language, &sections),
        false,
    )?;
    let subtitle = text(
        raw_subtitle,
        "subtitle",
        &defaults::subtitle(language, &sections),
        true,
    )?;
    for (i, s) in sections.iter().enumerate() {
        if let Some(j) = sections[..i].iter().position(|t| t.key == s.key) {
            return Err(src.error(
                None,
                format!(
                    "sections {} and {} both have the key {:?}",
                    j + 1,
                    i + 1,
                    s.key
                ),
                Some("give each [[section]] its own `name` or `key`".into()),
            ));
        }
    }
    capacity_check(src, &sections)?;
    let (hints, two_step) = match raw.answers.as_ref().and_then(|a| a.hints.as_ref()) {
        None => (false, false),
        Some(h) => match h.get_ref() {
            toml::Value::Boolean(b) => (*b, false),
            toml::Value::String(v) if v == "two-step" => (true, true),
            other => {
                return Err(src.error(
                    at(&h.span()),
                    format!("`answers.hints` = {other} is not a choice bookmaker knows"),
                    Some(
                        "use true (a hint a puzzle), false (no hints) or \"two-step\" (where to \
                         look first, the idea on later pages)"
                            .to_string(),
                    ),
                ));
            }
        },
    };
    let technique_index = raw.answers.as_ref().and_then(|a| a.technique_index);
    let answers = Answers {
        hints,
        two_step,
        technique_index,
        per_page: match raw.answers.and_then(|a| a.per_page) {
            Some(p) => Some(ranged(src, &p, "answers.per_page", &ANSWERS_PER_PAGE)? as usize),
            None => None,
        },
    };
    let puzzles = sections.iter().map(|s| s.count).sum::<usize>();
    let style = CoverStyle::for_book(audience, &template);
    let cover = cover(src, raw.cover, puzzles, language, &sections, style)?;
    Ok(Spec {
        file: src.file.to_string(),
        title,
        subtitle,
        author,
        copyright,
        publisher,
        isbn,
        edition,
        year,
        notice,
        seed,
        trim,
        bleed: raw.bleed.unwrap_or(false),
        paper: raw.paper.unwrap_or(Paper::White),
        platform,
        template,
        language,
        audience,
        front,
        sections,
        answers,
        cover,
        given,
    })
}

/// Refuses sections asking for more puzzles than their kind, size and level have different
/// ones (sections of the same kind, size and level draw from one pool), since a book never
/// prints a puzzle twice.
fn capacity_check(src: Source, sections: &[Section]) -> Result<(), SpecError> {
    for (i, s) in sections.iter().enumerate() {
        let Some(capacity) = s.kind.capacity(s.size, s.level) else {
            continue;
        };
        let same: Vec<usize> = (0..sections.len())
            .filter(|&j| {
                let t = &sections[j];
                (t.kind, t.size, t.level) == (s.kind, s.size, s.level)
            })
            .collect();
        let total: usize = same.iter().map(|&j| sections[j].count).sum();
        if total <= capacity || same[0] != i {
            continue;
        }
        let what = format!("{} {} {}", s.size.grid(), s.level, s.kind.name());
        let asked = if same.len() == 1 {
            format!("section {} ({:?}) asks for {total}", i + 1, s.name)
        } else {
            let names: Vec<String> = same.iter().map(|&j| (j + 1).to_string()).collect();
            format!("sections {} ask for {total} together", names.join(", "))
        };
        return Err(src.error(
            None,
            format!(
                "{asked} {what} puzzles, but there are only about {capacity} different ones, \
                 and a book never prints a puzzle twice"
            ),
            Some(format!(
                "use a larger `size`, or a `count` of at most {capacity} for {what}"
            )),
        ));
    }
    Ok(())
}

fn cover(
    src: Source,
    raw: Option<RawCover>,
    puzzles: usize,
    language: Language,
    sections: &[Section],
    style: CoverStyle,
) -> Result<Cover, SpecError> {
    let raw = raw.unwrap_or(RawCover {
        blurb: None,
        artwork: None,
        sample: None,
        style: None,
        background: None,
        text: None,
        accent: None,
        cells: None,
    });
    let blurb_given = raw.blurb.is_some();
    let blurb = match raw.blurb {
        Some(b) => {
            let text = b.get_ref().trim().to_string();
            let n = text.chars().count();
            if text.is_empty() || n > MAX_BLURB {
                return Err(src.error(
                    Some(b.span().start),
                    format!("`cover.blurb` is {n} characters long"),
                    Some(format!(
                        "write 1 to {MAX_BLURB} characters, or leave the key out for the default"
                    )),
                ));
            }
            text
        }
        None => defaults::blurb(language, sections),
    };
    let numbers = 1..=puzzles.max(1) as i64;
    let number = |v: Option<Spanned<i64>>, key: &str| -> Result<Option<usize>, SpecError> {
        v.map(|v| ranged(src, &v, key, &numbers).map(|n| n as usize))
            .transpose()
    };
    let colour = |v: Option<Spanned<String>>, key: &str, default: &str| match v {
        None => Ok(Color::from_hex(default).expect("default colours parse")),
        Some(v) => Color::from_hex(v.get_ref().trim()).ok_or_else(|| {
            src.error(
                Some(v.span().start),
                format!("`cover.{key}` = {:?} is not a colour", v.get_ref()),
                Some(format!(
                    "write a colour as \"#rrggbb\" in hexadecimal, like {default:?}"
                )),
            )
        }),
    };
    let style_given = raw.style.is_some();
    let style = match raw.style {
        None => style,
        Some(v) => CoverStyle::from_name(v.get_ref().trim()).ok_or_else(|| {
            src.error(
                Some(v.span().start),
                format!("`cover.style` = {:?} is not a cover style", v.get_ref()),
                Some(
                    "use \"adult\", \"large-print\" or \"kids\", or leave the key out to \
                     follow the audience and template"
                        .to_string(),
                ),
            )
        })?,
    };
    let [background, text, accent, cells] = style.colours();
    let colours_given = [
        raw.background.is_some(),
        raw.text.is_some(),
        raw.accent.is_some(),
        raw.cells.is_some(),
    ];
    Ok(Cover {
        blurb,
        blurb_given,
        artwork: number(raw.artwork, "cover.artwork")?,
        sample: number(raw.sample, "cover.sample")?,
        background: colour(raw.background, "background", background)?,
        text: colour(raw.text, "text", text)?,
        accent: colour(raw.accent, "accent", accent)?,
        cells: colour(raw.cells, "cells", cells)?,
        style,
        style_given,
        colours_given,
    })
}

fn default_section(language: Language) -> Section {
    let kind = crate::kind::registry::default_kind();
    Section {
        kind,
        name: capitalised(language.words().easy),
        named: false,
        key: "easy".into(),
        level: Level::Easy,
        size: kind.default_size(Level::Easy),
        count: 100,
        per_page: None,
        pictures: Vec::new(),
    }
}

fn section(
    src: Source,
    i: usize,
    r: RawSection,
    language: Language,
    dir: Option<&Path>,
) -> Result<Section, SpecError> {
    let kind = match &r.kind {
        Some(k) => crate::kind::find(k.get_ref()).ok_or_else(|| {
            let ids = crate::kind::KINDS.iter().map(|k| k.id());
            let near = did_you_mean(k.get_ref(), ids)
                .map(|n| format!("did you mean `{n}`? "))
                .unwrap_or_default();
            src.error(
                Some(k.span().start),
                format!("section {}: unknown puzzle kind `{}`", i + 1, k.get_ref()),
                Some(format!(
                    "{near}valid kinds: {}",
                    crate::kind::registry::ids()
                )),
            )
        })?,
        None => crate::kind::registry::default_kind(),
    };
    let pictures = pictures(src, i, &r, kind, dir)?;
    let level = match r.level {
        Some(l) if !kind.levels().contains(l.get_ref()) => {
            return Err(src.error(
                Some(l.span().start),
                format!(
                    "level `{}` cannot be printed in a {} book",
                    l.get_ref(),
                    kind.name()
                ),
                Some(format!("use {}", crate::kind::level_list(kind.levels()))),
            ));
        }
        Some(l) => *l.get_ref(),
        None => Level::Easy,
    };
    // A name left to its default keys the section by the level's English name, so that the
    // same book in another language has the same puzzles.
    let default_key = r.name.is_none().then(|| level.name().to_string());
    let named = r.name.is_some();
    let name = match r.name {
        Some(n) if n.get_ref().trim().is_empty() || n.get_ref().chars().count() > MAX_TEXT => {
            return Err(src.error(
                Some(n.span().start),
                format!("section {} has an empty or over-long `name`", i + 1),
                Some(format!("write a name of 1 to {MAX_TEXT} characters")),
            ));
        }
        Some(n) => n.get_ref().trim().to_string(),
        None => capitalised(language.words().level(level)),
    };
    let key = match r.key {
        Some(k) => {
            let slug = slug(k.get_ref());
            if slug.is_empty() || slug != *k.get_ref() {
                return Err(src.error(
                    Some(k.span().start),
                    format!("section key {:?} is not kebab-case", k.get_ref()),
                    Some(format!(
                        "use lowercase letters, digits and dashes, e.g. {:?}",
                        if slug.is_empty() { "easy" } else { &slug }
                    )),
                ));
            }
            slug
        }
        None => default_key
            .or_else(|| Some(slug(&name)))
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| format!("section-{}", i + 1)),
    };
    let size = match &r.size {
        Some(s) => shape(src, s, kind)?,
        None => kind.default_size(level),
    };
    if let Some(why) = kind.unsupported(size, level) {
        return Err(src.error(
            r.size.as_ref().map(|s| s.span().start),
            format!("section {}: {why}", i + 1),
            Some("change `size` or `level` of this section".into()),
        ));
    }
    let count = match r.count {
        Some(c) => {
            let n = ranged(src, &c, "section.count", &COUNTS)? as usize;
            if n < pictures.len() {
                return Err(src.error(
                    Some(c.span().start),
                    format!(
                        "section {}: `count` is {n} but the section has {} pictures",
                        i + 1,
                        pictures.len()
                    ),
                    Some(format!(
                        "set `count` to {} or more, or leave it out to print the pictures only",
                        pictures.len()
                    )),
                ));
            }
            n
        }
        None if !pictures.is_empty() => pictures.len(),
        None => 100,
    };
    let per_page = match r.per_page {
        Some(p) => Some(ranged(src, &p, "section.per_page", &PER_PAGE)? as usize),
        None => None,
    };
    Ok(Section {
        kind,
        name,
        named,
        key,
        level,
        size,
        count,
        per_page,
        pictures,
    })
}

/// Extensions of the image files a `pictures` folder contributes, lowercase.
const PICTURE_EXTENSIONS: [&str; 3] = ["png", "jpg", "jpeg"];

/// A section's `pictures` (a list of files or one folder, relative to `dir`) and `titles`.
fn pictures(
    src: Source,
    i: usize,
    r: &RawSection,
    kind: KindRef,
    dir: Option<&Path>,
) -> Result<Vec<Picture>, SpecError> {
    let Some(raw) = &r.pictures else {
        if let Some(t) = &r.titles {
            return Err(src.error(
                Some(t.span().start),
                format!("section {}: `titles` without `pictures`", i + 1),
                Some("give `pictures = [\"file.png\", ...]` or remove `titles`".into()),
            ));
        }
        return Ok(Vec::new());
    };
    let at = Some(raw.span().start);
    if !kind.takes_pictures() {
        return Err(src.error(
            at,
            format!(
                "section {}: a {} section cannot take pictures",
                i + 1,
                kind.name()
            ),
            Some("remove `pictures`, or use `kind = \"nonogram\"`".into()),
        ));
    }
    let base = dir.map(Path::to_path_buf).unwrap_or_default();
    let bad = |why: String| {
        src.error(
            at,
            format!("section {}: {why}", i + 1),
            Some(
                "give a list of PNG or JPEG files, or a folder of them, relative to the spec \
                 file: `pictures = [\"cat.png\"]` or `pictures = \"pictures\"`"
                    .into(),
            ),
        )
    };
    let names: Vec<String> = match raw.get_ref() {
        toml::Value::String(folder) => {
            let path = base.join(folder);
            let entries = std::fs::read_dir(&path)
                .map_err(|e| bad(format!("cannot read the pictures folder {folder} ({e})")))?;
            let mut names: Vec<String> = entries
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| {
                    Path::new(n).extension().is_some_and(|x| {
                        PICTURE_EXTENSIONS.contains(&x.to_string_lossy().to_lowercase().as_str())
                    })
                })
                .map(|n| Path::new(folder).join(n).to_string_lossy().into_owned())
                .collect();
            // File names in byte order: the same folder gives the same book anywhere.
            names.sort();
            if names.is_empty() {
                return Err(bad(format!(
                    "the pictures folder {folder} holds no .png or .jpg file"
                )));
            }
            names
        }
        toml::Value::Array(items) => items
            .iter()
            .map(|v| match v {
                toml::Value::String(n) if !n.trim().is_empty() => Ok(n.clone()),
                other => Err(bad(format!("`pictures` holds {other}, not a file name"))),
            })
            .collect::<Result<_, _>>()?,
        other => {
            return Err(bad(format!(
                "`pictures = {other}` is not a list or a folder"
            )));
        }
    };
    if names.is_empty() {
        return Err(bad("`pictures` is empty".into()));
    }
    for n in &names {
        if !base.join(n).is_file() {
            return Err(bad(format!("picture {n} is not a file")));
        }
    }
    let titles = match &r.titles {
        Some(t) if t.get_ref().len() != names.len() => {
            return Err(src.error(
                Some(t.span().start),
                format!(
                    "section {}: {} titles for {} pictures",
                    i + 1,
                    t.get_ref().len(),
                    names.len()
                ),
                Some("give one title per picture, in the same order (\"\" for none)".into()),
            ));
        }
        Some(t) => t
            .get_ref()
            .iter()
            .map(|s| Some(s.trim().to_string()))
            .collect(),
        None => vec![None; names.len()],
    };
    Ok(names
        .into_iter()
        .zip(titles)
        .map(|(name, title)| Picture {
            path: base.join(&name),
            name,
            title: title.filter(|t| !t.is_empty()),
        })
        .collect())
}

/// Checks an ISBN-13 written with or without hyphens and spaces; returns it trimmed, or the
/// message and help of the error.
pub fn check_isbn(text: &str) -> Result<String, (String, String)> {
    let t = text.trim();
    let digits: Vec<u32> = t
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| c.to_digit(10).ok_or(c))
        .collect::<Result<_, char>>()
        .map_err(|c| {
            (
                format!("`isbn` = {t:?} has the character {c:?}"),
                "write the 13 digits of the ISBN, with hyphens or spaces between groups if you like"
                    .to_string(),
            )
        })?;
    if digits.len() != 13 {
        return Err((
            format!("`isbn` = {t:?} has {} digits, not 13", digits.len()),
            "write the ISBN-13 from your ISBN agency (978 or 979 first); KDP's free ISBNs \
             are ISBN-13 too"
                .to_string(),
        ));
    }
    if !(digits.starts_with(&[9, 7, 8]) || digits.starts_with(&[9, 7, 9])) {
        return Err((
            format!("`isbn` = {t:?} does not start with 978 or 979"),
            "an ISBN-13 starts with 978 or 979: check the number".to_string(),
        ));
    }
    let sum: u32 = digits[..12]
        .iter()
        .enumerate()
        .map(|(i, d)| if i % 2 == 0 { *d } else { 3 * d })
        .sum();
    let check = (10 - sum % 10) % 10;
    if digits[12] != check {
        return Err((
            format!(
                "`isbn` = {t:?} has the check digit {}, but its first 12 digits call for {check}",
                digits[12]
            ),
            format!(
                "check the number for a typo; if the first 12 digits are right, the ISBN ends \
                 in {check}"
            ),
        ));
    }
    Ok(t.to_string())
}

/// A section's `size` as a shape: a number in [`SIZES`], or `"WxH"` for a kind with
/// rectangles (each side in [`SIZES`]).
fn shape(src: Source, v: &Spanned<toml::Value>, kind: KindRef) -> Result<Shape, SpecError> {
    let at = Some(v.span().start);
    let shape = match v.get_ref() {
        toml::Value::Integer(n) => {
            let n = ranged(src, &Spanned::new(v.span(), *n), "section.size", &SIZES)?;
            Shape::square(n as usize)
        }
        toml::Value::String(t) => {
            let fix = if kind.rectangles() {
                format!(
                    "write the width and height, e.g. size = \"12x10\", or one number for a \
                     square; {} grids are {} to {} cells each way",
                    kind.name(),
                    kind.sizes().start(),
                    kind.sizes().end()
                )
            } else {
                format!(
                    "{} grids are square: write one number, e.g. size = {}",
                    kind.name(),
                    kind.default_size(Level::Easy)
                )
            };
            let s: Shape = t
                .parse()
                .map_err(|e: crate::shape::ShapeError| src.error(at, e.0, Some(fix.clone())))?;
            for side in [s.width, s.height] {
                if !SIZES.contains(&(side as i64)) {
                    return Err(src.error(
                        at,
                        format!("`section.size` = {t:?} is out of range"),
                        Some(format!(
                            "each side is {} to {} cells",
                            SIZES.start(),
                            SIZES.end()
                        )),
                    ));
                }
            }
            s
        }
        other => {
            return Err(src.error(
                at,
                format!("`section.size` = {other} is not a grid size",),
                Some(
                    "write one number for a square (size = 7), or width x height in quotes \
                      (size = \"12x10\") for a kind whose grids may be rectangles"
                        .into(),
                ),
            ));
        }
    };
    Ok(shape)
}

/// An integer checked against its range; the error says the range.
fn ranged(
    src: Source,
    v: &Spanned<i64>,
    key: &str,
    range: &RangeInclusive<i64>,
) -> Result<i64, SpecError> {
    let x = *v.get_ref();
    if range.contains(&x) {
        Ok(x)
    } else {
        let end = if *range.end() == i64::MAX {
            "2^63-1".to_string()
        } else {
            range.end().to_string()
        };
        Err(src.error(
            Some(v.span().start),
            format!("`{key}` = {x} is out of range"),
            Some(format!("use a value from {} to {end}", range.start())),
        ))
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// Kebab-case: lowercase ASCII letters and digits, runs of anything else as one dash.
pub fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

// ---------------------------------------------------------------------------------------------
// The catalogue

/// The ready books of `books.toml`, compiled in so `bookmaker new` works anywhere.
pub const CATALOGUE: &str = include_str!("../books.toml");
/// How the compiled-in catalogue is named in messages.
pub const CATALOGUE_FILE: &str = "books.toml";

/// A catalogue: top-level tables that are specs, by name.
pub struct Catalogue {
    file: String,
    text: String,
    dir: Option<PathBuf>,
    books: BTreeMap<String, RawSpec>,
}

impl Catalogue {
    /// The compiled-in catalogue.
    pub fn builtin() -> Catalogue {
        Catalogue::parse(CATALOGUE, CATALOGUE_FILE, None).expect("books.toml is valid (tested)")
    }

    pub fn from_file(path: &Path) -> Result<Catalogue, SpecError> {
        let (file, text) = read(path)?;
        Catalogue::parse(&text, &file, path.parent())
    }

    /// Parses a catalogue; unknown keys in any book are errors here already.
    pub fn parse(text: &str, file: &str, dir: Option<&Path>) -> Result<Catalogue, SpecError> {
        let src = Source { file, text };
        let books = toml::from_str(text).map_err(|e| src.toml_error(&e))?;
        Ok(Catalogue {
            file: file.to_string(),
            text: text.to_string(),
            dir: dir.map(Path::to_path_buf),
            books,
        })
    }

    /// Book names, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.books.keys().map(String::as_str)
    }

    /// The book `name`, validated. Positions in errors are in the catalogue file.
    pub fn book(&self, name: &str) -> Result<Spec, SpecError> {
        let src = Source {
            file: &self.file,
            text: &self.text,
        };
        let Some(raw) = self.books.get(name) else {
            let mut help = format!(
                "books in {}: {}",
                self.file,
                self.names().collect::<Vec<_>>().join(", ")
            );
            if let Some(near) = did_you_mean(name, self.names()) {
                help = format!("did you mean `{near}`? {help}");
            }
            return Err(src.error(None, format!("no book named `{name}`"), Some(help)));
        };
        validate(raw.clone(), src, self.dir.as_deref())
    }

    /// The book `name` in `language`: the catalogue's own texts in another language (title,
    /// subtitle, blurb, section names) are left to their defaults, which follow the kinds,
    /// levels and language; each section keeps its key, so the puzzles stay the same.
    pub fn book_in(&self, name: &str, language: Language) -> Result<Spec, SpecError> {
        let spec = self.book(name)?;
        if spec.language == language {
            return Ok(spec);
        }
        let mut raw = self.books[name].clone();
        raw.language = Some(Spanned::new(0..0, language.code().to_string()));
        raw.title = None;
        raw.subtitle = None;
        if let Some(cover) = raw.cover.as_mut() {
            cover.blurb = None;
        }
        for (r, s) in raw.section.iter_mut().flatten().zip(&spec.sections) {
            r.name = None;
            r.key = Some(Spanned::new(0..0, s.key.clone()));
        }
        let src = Source {
            file: &self.file,
            text: &self.text,
        };
        validate(raw, src, self.dir.as_deref())
    }
}
