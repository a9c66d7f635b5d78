//! KDP preflight: each rule broken once, and the message checked for the rule, the page,
//! the measured value, the limit and the fix.

use bookmaker::book;
use bookmaker::kdp::{self, Finding, KDP, Report, Rule};
use bookmaker::page::{Color, Document, Item, Stroke, pt};
use bookmaker::plan::Plan;
use bookmaker::spec::Spec;
use std::path::Path;

fn spec(text: &str) -> Spec {
    Spec::parse(text, "book.toml", None).unwrap()
}

/// A spec using a copy of the classic template with one line edited.
fn spec_with_template(edit: (&str, &str), text: &str) -> (tempfile::TempDir, Spec) {
    let dir = tempfile::tempdir().unwrap();
    let classic = bookmaker::spec::template::BUILTIN[0].1;
    assert!(classic.contains(edit.0), "{} not in classic", edit.0);
    std::fs::write(dir.path().join("t.toml"), classic.replace(edit.0, edit.1)).unwrap();
    let path = dir.path().join("book.toml");
    std::fs::write(&path, format!("template = \"t.toml\"\n{text}")).unwrap();
    let s = Spec::from_file(&path).unwrap();
    (dir, s)
}

fn finding(report: &Report, rule: Rule) -> &Finding {
    report
        .findings
        .iter()
        .find(|f| f.rule == rule)
        .unwrap_or_else(|| panic!("no {rule:?} finding in:\n{report}"))
}

/// The document of a small, valid book (stand-in grids), with its plan.
fn small_book() -> (Plan, Document) {
    let s = spec("[[section]]\ncount = 10\n");
    let built = book::build(&s, &|| {}).unwrap();
    (built.plan, built.document)
}

#[test]
fn a_good_book_passes_without_findings() {
    // The spine-text warning belongs to the cover (`bookmaker cover`), not the interior.
    let (plan, doc) = small_book();
    let r = kdp::check_document(&doc, &plan.format);
    assert!(r.findings.is_empty(), "{r}");
    assert!(plan.report.findings.is_empty(), "{}", plan.report);
}

#[test]
fn trim_out_of_kdp_range() {
    let r = book::check(&spec("trim = \"3.5x5in\"\n")).unwrap();
    let f = finding(&r, Rule::Trim);
    let msg = f.to_string();
    assert!(msg.starts_with("error[trim]: trim 3.5 x 5 in"), "{msg}");
    assert!(
        msg.contains("custom width 4-8.5 in, height 6-11.69 in"),
        "{msg}"
    );
    assert!(
        msg.contains("fix: set `trim`") && msg.contains("6x9"),
        "{msg}"
    );
    assert!(!r.passes());
    // A custom size in range passes.
    let ok = book::check(&spec("trim = \"5.2x7.9in\"\n")).unwrap();
    assert!(!ok.has(Rule::Trim), "{ok}");
}

#[test]
fn page_count_over_the_trim_and_paper_limit() {
    let r = book::check(&spec(
        "trim = \"8.5x11\"\npaper = \"cream\"\n[[section]]\ncount = 600\nper_page = 1\n",
    ))
    .unwrap();
    let msg = finding(&r, Rule::PageCount).to_string();
    assert!(
        msg.contains("limit: 24-550 pages for 8.5 x 11 in on cream paper"),
        "{msg}"
    );
    assert!(msg.contains("lower the sections' `count`"), "{msg}");
}

#[test]
fn inside_margin_too_narrow_for_the_page_count() {
    // The planner always widens the gutter, so break the rule on the format and on a page.
    let (plan, mut doc) = small_book();
    let mut format = plan.format.clone();
    format.pages = 200;
    format.inside_in = 0.375;
    let msg = finding(&kdp::check_format(&format), Rule::InsideMargin).to_string();
    assert!(msg.contains("inside margin 0.375 in"), "{msg}");
    assert!(msg.contains("at least 0.5 in for 200 pages"), "{msg}");
    assert!(msg.contains("fix: raise `margins.inside`"), "{msg}");

    // Page 3 is a right-hand page: its inside margin is on the left.
    let p = &mut doc.pages[2];
    p.live.x = p.trim.x + 0.3 * 72.0;
    let r = kdp::check_document(&doc, &plan.format);
    let f = finding(&r, Rule::InsideMargin);
    assert_eq!(f.page, Some(3));
    assert!(
        f.to_string()
            .contains("inside margin 0.3 in (limit: at least 0.375 in)"),
        "{f}"
    );
}

#[test]
fn plan_widens_the_template_gutter_to_kdp_minimum() {
    let (_dir, s) = spec_with_template(("inside = 0.625", "inside = 0.1"), "");
    let plan = Plan::new(&s);
    assert!(plan.margins.inside >= KDP.gutter_in(plan.page_count()) * 72.0 - 1e-3);
    assert!(plan.report.passes(), "{}", plan.report);
}

#[test]
fn outside_margin_from_a_template() {
    let (_dir, s) = spec_with_template(("outside = 0.5", "outside = 0.2"), "");
    let r = book::check(&s).unwrap();
    let msg = finding(&r, Rule::OutsideMargin).to_string();
    assert!(msg.contains("outside margin 0.2 in"), "{msg}");
    assert!(msg.contains("at least 0.25 in without bleed"), "{msg}");
    assert!(
        msg.contains("raise `margins.outside` in the template"),
        "{msg}"
    );
    // With bleed the limit is 0.375 in: 0.3 fails the top margin.
    let (_dir, s) = spec_with_template(("top = 0.5", "top = 0.3"), "bleed = true\n");
    let msg = finding(&book::check(&s).unwrap(), Rule::OutsideMargin).to_string();
    assert!(
        msg.contains("top margin 0.3 in") && msg.contains("0.375 in with bleed"),
        "{msg}"
    );
}

#[test]
fn content_outside_the_live_area() {
    // One unbreakable word wider than the page.
    let title = "W".repeat(60);
    let r = book::check(&spec(&format!("title = \"{title}\"\n"))).unwrap();
    let f = finding(&r, Rule::LiveArea);
    assert_eq!(f.page, Some(1));
    let msg = f.to_string();
    assert!(msg.contains("error[live-area] page 1: text \"WWW"), "{msg}");
    assert!(msg.contains("inside the live area x"), "{msg}");
    assert!(msg.contains("shorten the text in the spec"), "{msg}");
}

#[test]
fn text_under_seven_points() {
    let r = book::check(&spec(
        "trim = \"5x8\"\n[[section]]\nlevel = \"hard\"\ncount = 40\n[answers]\nper_page = 20\n",
    ))
    .unwrap();
    let f = finding(&r, Rule::TextSize);
    let msg = f.to_string();
    // The plan sees it before any page is laid out, and says how far to go.
    assert!(msg.contains("print digits under 7 pt"), "{msg}");
    assert!(msg.contains("lower `per_page` in [answers] to "), "{msg}");
    assert!(msg.contains("(now 20)"), "{msg}");
    let page = f.page.unwrap();
    let plan = Plan::new(&spec(
        "trim = \"5x8\"\n[[section]]\nlevel = \"hard\"\ncount = 40\n[answers]\nper_page = 20\n",
    ));
    assert!(matches!(
        plan.pages[page - 1],
        bookmaker::plan::PageKind::Answers { .. }
    ));
}

#[test]
fn lines_under_three_quarters_of_a_point() {
    let (_dir, s) = spec_with_template(("line = 1.0", "line = 0.5"), "");
    let r = book::check(&s).unwrap();
    let msg = finding(&r, Rule::LineWeight).to_string();
    assert!(
        msg.contains("0.50 pt wide (limit: at least 0.75 pt)"),
        "{msg}"
    );
    assert!(msg.contains("`grid.line`"), "{msg}");
}

#[test]
fn characters_the_embedded_font_lacks() {
    let r = book::check(&spec("subtitle = \"数独 puzzles\"\n")).unwrap();
    let f = finding(&r, Rule::Fonts);
    assert_eq!(f.page, Some(1));
    let msg = f.to_string();
    assert!(
        msg.contains("\"数独\"") && msg.contains("NotoSans-Regular"),
        "{msg}"
    );
    assert!(msg.contains("replace those characters"), "{msg}");
}

#[test]
fn page_size_must_be_trim_plus_outside_bleed() {
    let (plan, mut doc) = small_book();
    doc.pages[4].width += 9.0;
    let r = kdp::check_document(&doc, &plan.format);
    let f = finding(&r, Rule::PageSize);
    assert_eq!(f.page, Some(5));
    assert!(f.to_string().contains("page 441.00 x 648.00 pt"), "{f}");

    // With bleed, a left-hand page whose trim is not shifted off the outside edge fails.
    let s = spec("bleed = true\n[[section]]\ncount = 10\n");
    let built = book::build(&s, &|| {}).unwrap();
    let mut doc = built.document;
    assert!(
        kdp::check_document(&doc, &built.plan.format)
            .findings
            .is_empty()
    );
    doc.pages[1].trim.x = 0.0;
    let r = kdp::check_document(&doc, &built.plan.format);
    assert_eq!(finding(&r, Rule::PageSize).page, Some(2));
}

#[test]
fn three_blank_pages_in_a_row() {
    let (plan, mut doc) = small_book();
    for p in &mut doc.pages[5..8] {
        p.items.clear();
    }
    let r = kdp::check_document(&doc, &plan.format);
    let f = finding(&r, Rule::BlankPages);
    assert_eq!(f.page, Some(8));
    assert!(
        f.to_string()
            .contains("3 blank pages in a row (limit: at most 2)"),
        "{f}"
    );
}

#[test]
fn thin_lines_and_small_text_on_a_page_are_each_reported() {
    let (plan, mut doc) = small_book();
    let live = doc.pages[6].live;
    doc.pages[6].items.push(Item::Line {
        from: pt(live.x + 5.0, live.y + 5.0),
        to: pt(live.x + 50.0, live.y + 5.0),
        stroke: Stroke {
            width: 0.3,
            color: Color::BLACK,
        },
    });
    let r = kdp::check_document(&doc, &plan.format);
    assert_eq!(finding(&r, Rule::LineWeight).page, Some(7));
    assert!(!r.passes());
}

#[test]
fn a_failing_build_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("book.pdf");
    let s = spec("trim = \"3x4\"\n");
    let e = book::build(&s, &|| {}).unwrap_err();
    assert!(e.is_input());
    assert!(e.to_string().contains("does not pass KDP preflight"), "{e}");
    assert!(!Path::new(&out).exists());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}
