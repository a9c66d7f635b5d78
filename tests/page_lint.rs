//! The page linter over the catalogue: every book, in every language, on the common trims and
//! in both templates, lays out (as `check` and `build` do) with no text over text or over a
//! line, nothing hidden under a fill, no text under the floor and nothing out of the live
//! area, and so does its cover. Sections are cut to a few puzzles: puzzle pages repeat, and
//! every kind of page (techniques, example, puzzles, hints, answers) still appears. Every other
//! trim switches the book's hints, so each book is linted with and without them.

use bookmaker::book::BookError;
use bookmaker::cover::CoverError;
use bookmaker::kdp::{Report, Rule, Severity};
use bookmaker::layout::LayoutError;
use bookmaker::page::Item;
use bookmaker::spec::template::Template;
use bookmaker::spec::{Catalogue, Spec, Trim};
use bookmaker::words::Language;

const TRIMS: [&str; 4] = ["5x8", "5.5x8.5", "6x9", "8.5x11"];
const TEMPLATES: [&str; 2] = ["classic", "large-print"];

/// The rules no laid-out catalogue book may break: the layout's own, never the user's.
fn layout_rule(r: Rule) -> bool {
    matches!(
        r,
        Rule::Overlap
            | Rule::Hidden
            | Rule::TextFloor
            | Rule::TextSize
            | Rule::LiveArea
            | Rule::SafeZone
    )
}

fn findings(what: &str, r: &Report, out: &mut Vec<String>) {
    for f in &r.findings {
        if f.severity == Severity::Error && layout_rule(f.rule) {
            out.push(format!("{what}: {f}"));
        }
    }
}

/// A clear refusal the user can act on (digits too small for this trim in this template) is
/// an answer, not a defect.
fn refused(e: &BookError) -> bool {
    matches!(e, BookError::Layout(LayoutError::DigitsTooSmall { .. }))
}

/// Lays out every catalogue book in `languages`, on every trim of [`TRIMS`], in the template
/// `template` picks for it, interior and cover, and returns the findings and the number of
/// books laid out.
fn lint_catalogue(
    languages: &[Language],
    template: impl Fn(&Spec) -> &'static str,
) -> (Vec<String>, usize) {
    let cat = Catalogue::builtin();
    let names: Vec<String> = cat.names().map(String::from).collect();
    let (mut bad, mut laid_out) = (Vec::new(), 0);
    for name in &names {
        for &lang in languages {
            let base = cat.book_in(name, lang).unwrap();
            let tpl = template(&base);
            for (t, trim) in TRIMS.iter().enumerate() {
                let mut spec: Spec = base.clone();
                spec.trim = Trim::parse(trim).unwrap();
                // Every other trim with the hints switched, so each book is seen both ways.
                if t % 2 == 1 {
                    spec.answers.hints = !base.answers.hints;
                }
                spec.template = Template::builtin(tpl).unwrap();
                for s in &mut spec.sections {
                    s.count = s.count.min(2 * s.per_page.unwrap_or(2));
                }
                let hints = if spec.answers.hints { ", hints" } else { "" };
                let what = format!("{name} ({}, {trim}, {tpl}{hints})", lang.code());
                match bookmaker::book::check(&spec) {
                    Ok(r) => findings(&format!("{what} interior"), &r, &mut bad),
                    Err(e) if refused(&e) => continue,
                    Err(e) => bad.push(format!("{what} interior: {e}")),
                }
                match bookmaker::cover::check(&spec) {
                    Ok(r) => findings(&format!("{what} cover"), &r, &mut bad),
                    Err(CoverError::Book(e)) if refused(&e) => {}
                    Err(e) => bad.push(format!("{what} cover: {e}")),
                }
                laid_out += 1;
            }
        }
    }
    (bad, laid_out)
}

fn assert_clean((bad, laid_out): (Vec<String>, usize), least: usize) {
    assert!(laid_out >= least, "only {laid_out} books laid out");
    assert!(
        bad.is_empty(),
        "{} findings:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn catalogue_books_in_every_language_have_no_lint_finding() {
    // Each book in its own template: every language's texts on every page.
    let own = |s: &Spec| {
        TEMPLATES
            .into_iter()
            .find(|t| *t == s.template.name)
            .unwrap_or("classic")
    };
    assert_clean(lint_catalogue(&Language::ALL, own), 350);
}

#[test]
fn catalogue_books_in_the_other_template_have_no_lint_finding() {
    // The other template, in English and in Polish (the longest words).
    let other = |s: &Spec| {
        if s.template.name == "large-print" {
            "classic"
        } else {
            "large-print"
        }
    };
    assert_clean(lint_catalogue(&[Language::En, Language::Pl], other), 80);
}

#[test]
fn the_page_preflight_names_the_page_and_both_texts_that_overlap() {
    // `check` and `build` both end in `page_preflight`: a text set over the title page's
    // title is an error naming page 1 and both texts.
    let spec = Catalogue::builtin().book("easy").unwrap();
    let plan = bookmaker::plan::Plan::new(&spec);
    let mut doc = bookmaker::book::check_pages(&spec).unwrap();
    assert!(bookmaker::book::page_preflight(&plan, &doc).passes());
    let title = doc.pages[0]
        .items
        .iter()
        .find(|i| matches!(i, Item::Text { .. }))
        .cloned()
        .unwrap();
    let Item::Text { text, .. } = &title else {
        unreachable!()
    };
    let first = text.clone();
    let mut over = title.clone();
    if let Item::Text { text, x, .. } = &mut over {
        *text = "Overprint".into();
        *x += 3.0;
    }
    doc.pages[0].items.push(over);
    let r = bookmaker::book::page_preflight(&plan, &doc);
    assert!(!r.passes());
    let f = r
        .findings
        .iter()
        .find(|f| f.rule == Rule::Overlap)
        .expect("an overlap finding");
    assert_eq!(f.page, Some(1));
    assert!(
        f.measured.contains(&format!("{first:?}")) && f.measured.contains("\"Overprint\""),
        "{}",
        f.measured
    );
}
