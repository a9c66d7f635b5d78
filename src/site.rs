//! `bookmaker site`: a book's puzzles as a folder of static HTML pages.
//!
//! `index.html` lists the sections and their puzzles; each puzzle has a page with its grid as
//! inline SVG, its number, kind, size and level, its kind's rules, the answer behind a
//! `<details>` toggle (no JavaScript) and a print stylesheet that puts the puzzle on one
//! printed page (and an opened answer on the next). Pages link only to each other and carry
//! their styles and fonts inside, so the folder works from `file://` and makes no request.
//!
//! Pages are polyglot markup: valid HTML5 that is also well-formed XML (every element
//! closed, attributes quoted), so tests check them with an XML parser.
//!
//! The kind draws its grid and writes its rules; this module never names a kind.

use crate::book::Made;
use crate::export;
use crate::plan::Plan;
use crate::render::svg::escape;
use crate::render::{RenderError, SvgText};
use crate::spec::Spec;
use crate::words::{Words, fill};

/// The style every page carries: screen first, then print.
const CSS: &str = "\
:root { color-scheme: light; }
body { font-family: \"Noto Sans\", \"DejaVu Sans\", Arial, sans-serif; color: #111;
  background: #fff; max-width: 44rem; margin: 0 auto; padding: 1rem 1.25rem 3rem;
  line-height: 1.5; }
nav { display: flex; gap: 1rem; justify-content: space-between; font-size: 0.95rem;
  border-bottom: 1px solid #ccc; padding-bottom: 0.5rem; }
a { color: #1a4f9c; }
h1 { font-size: 1.8rem; margin: 1rem 0 0.25rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
.meta { color: #444; margin: 0 0 1rem; }
figure.grid { margin: 1rem 0; text-align: center; }
figure.grid svg { width: auto; height: auto; max-width: 100%; }
details.answer { margin-top: 1.5rem; border-top: 1px solid #ccc; padding-top: 0.75rem; }
summary { cursor: pointer; font-weight: bold; }
ol.puzzles { columns: 4 8rem; padding-left: 1.5rem; }
.rules p { margin: 0 0 0.6rem; }
@page { size: auto; margin: 15mm; }
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; line-height: 1.35; }
  h1 { font-size: 18pt; margin-top: 0; }
  h2 { font-size: 12pt; }
  nav, .screen { display: none; }
  summary { list-style: none; font-size: 14pt; margin-bottom: 0.5rem; }
  summary::-webkit-details-marker { display: none; }
  main.puzzle { break-after: page; }
  figure.grid { break-inside: avoid; }
  figure.grid svg { max-width: 100%; max-height: 120mm; }
  details.answer { border: none; break-before: page; }
  details.answer:not([open]) { display: none; }
  section.part { break-inside: avoid; }
}
";

/// One puzzle as the site shows it.
struct Entry<'a> {
    number: usize,
    section: usize,
    made: &'a Made,
}

/// Makes the site's files one at a time, `index.html` first, and hands each to `put` (its
/// path relative to the folder and its bytes), so that a large book's pages are never all
/// held at once.
pub fn files<E: From<RenderError>>(
    spec: &Spec,
    plan: &Plan,
    puzzles: &[Vec<Made>],
    mut put: impl FnMut(&str, &[u8]) -> Result<(), E>,
) -> Result<(), E> {
    let mut entries = Vec::new();
    for (s, made) in puzzles.iter().enumerate() {
        for (pos, m) in made.iter().enumerate() {
            entries.push(Entry {
                number: plan.sections[s].number_of(pos),
                section: s,
                made: m,
            });
        }
    }
    let last = entries.iter().map(|e| e.number).max().unwrap_or(0);
    let width = last.to_string().len().max(3);
    let name = |n: usize| format!("puzzle-{n:0width$}.html");
    put("index.html", index(spec, plan, &entries, &name).as_bytes())?;
    for (i, e) in entries.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| &entries[j]);
        let next = entries.get(i + 1);
        let page = puzzle_page(spec, e, prev, next, &name)?;
        put(&name(e.number), page.as_bytes())?;
    }
    Ok(())
}

/// A section's heading: its name, led by its kind in a book of several kinds.
fn section_title(spec: &Spec, plan: &Plan, s: usize) -> String {
    let sec = &spec.sections[s];
    if plan.kinds.len() > 1 {
        format!("{} \u{b7} {}", sec.kind.name_in(spec.language), sec.name)
    } else {
        sec.name.clone()
    }
}

/// The head of a page, its `<body>` opened.
fn head(title: &str, spec: &Spec) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <title>{}</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n",
        spec.language.code(),
        escape(title)
    )
}

/// "Puzzle 7" in the book's language: the answer label's first part ("Puzzle {n} · page
/// {page}"), which every language's table writes that way.
fn puzzle_title(words: &Words, n: usize) -> String {
    let form = words.answer_label.split(" \u{b7} ").next().unwrap_or("{n}");
    fill(form, &[("n", &n)])
}

fn index(spec: &Spec, plan: &Plan, entries: &[Entry], name: &dyn Fn(usize) -> String) -> String {
    let words = spec.language.words();
    let mut h = head(&spec.title, spec);
    h.push_str("<main class=\"index\">\n");
    h.push_str(&format!("<h1>{}</h1>\n", escape(&spec.title)));
    if !spec.subtitle.is_empty() {
        h.push_str(&format!(
            "<p class=\"meta\">{}</p>\n",
            escape(&spec.subtitle)
        ));
    }
    if !spec.author.is_empty() {
        h.push_str(&format!(
            "<p class=\"meta\">by {}</p>\n",
            escape(&spec.author)
        ));
    }
    for (s, sec) in spec.sections.iter().enumerate() {
        h.push_str("<section class=\"part\">\n");
        h.push_str(&format!(
            "<h2>{}</h2>\n<p class=\"meta\">{} \u{b7} {} \u{b7} {}</p>\n\
             <ol class=\"puzzles\">\n",
            escape(&section_title(spec, plan, s)),
            escape(sec.kind.name_in(spec.language)),
            sec.size.times(),
            words.level(sec.level)
        ));
        for e in entries.iter().filter(|e| e.section == s) {
            h.push_str(&format!(
                "<li value=\"{}\"><a href=\"{}\">{}</a></li>\n",
                e.number,
                name(e.number),
                escape(&puzzle_title(words, e.number))
            ));
        }
        h.push_str("</ol>\n</section>\n");
    }
    h.push_str("</main>\n</body>\n</html>\n");
    h
}

fn puzzle_page(
    spec: &Spec,
    e: &Entry,
    prev: Option<&Entry>,
    next: Option<&Entry>,
    name: &dyn Fn(usize) -> String,
) -> Result<String, RenderError> {
    let sec = &spec.sections[e.section];
    let g = &e.made.generated;
    let kind = g.puzzle.kind();
    let lang = spec.language;
    let words = lang.words();
    let n = e.number;
    let title = puzzle_title(words, n);
    let kind_name = kind.name_in(lang);
    let mut h = head(&format!("{title} \u{b7} {}", spec.title), spec);
    let link = |other: Option<&Entry>, rel: &str| match other {
        Some(o) => {
            let t = escape(&puzzle_title(words, o.number));
            let label = if rel == "prev" {
                format!("\u{2190} {t}")
            } else {
                format!("{t} \u{2192}")
            };
            format!("<a href=\"{}\" rel=\"{rel}\">{label}</a>", name(o.number))
        }
        None => "<span></span>".to_string(),
    };
    h.push_str(&format!(
        "<nav>{}<a href=\"index.html\">{}</a>{}</nav>\n",
        link(prev, "prev"),
        escape(words.contents),
        link(next, "next")
    ));
    // The section's name where it says more than the kind's or the level's.
    let level = words.level(sec.level);
    let part = if sec.name.eq_ignore_ascii_case(kind_name) || sec.name.eq_ignore_ascii_case(level) {
        String::new()
    } else {
        format!(" \u{b7} {}", escape(&sec.name))
    };
    h.push_str(&format!(
        "<main class=\"puzzle\">\n<h1>{}</h1>\n<p class=\"meta\">{} \u{b7} \
         {} \u{b7} {}{part}</p>\n",
        escape(&title),
        escape(kind_name),
        g.puzzle.shape().times(),
        level,
    ));
    let (style, answer_style) = export::styles(&spec.template);
    let grid = export::puzzle_svg(&*g.puzzle, None, &style, SvgText::Embedded, "p-")?;
    h.push_str(&format!(
        "<figure class=\"grid\" aria-label=\"{}\">\n{grid}</figure>\n",
        escape(&title)
    ));
    h.push_str(&format!(
        "<section class=\"rules\">\n<h2>{}</h2>\n",
        escape(&fill(words.how_to_play_kind, &[("kind", &kind_name)]))
    ));
    for p in kind.rules(&[g.puzzle.shape()], lang) {
        h.push_str(&format!("<p>{}</p>\n", escape(&p)));
    }
    h.push_str("</section>\n");
    let answer = export::puzzle_svg(
        &*g.puzzle,
        Some(&g.solution),
        &answer_style,
        SvgText::Embedded,
        "a-",
    )?;
    // The summary is the toggle on screen and the answer's heading on paper.
    let answer_title = escape(&fill(words.answer_head, &[("n", &n)]));
    h.push_str(&format!(
        "<details class=\"answer\">\n<summary>{answer_title}</summary>\n\
         <figure class=\"grid\" aria-label=\"{answer_title}\">\n{answer}</figure>\n</details>\n"
    ));
    h.push_str("</main>\n</body>\n</html>\n");
    Ok(h)
}
