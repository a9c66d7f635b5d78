//! Pages that teach beyond the worked example: a section's "techniques you will need" and
//! the hints to every puzzle.
//!
//! Both read the step solver's record of each puzzle ([`Grade`]); the words come from the
//! kind ([`crate::kind::Kind::technique_note`], [`crate::kind::Puzzle::plain`]), the pictures
//! from the kind's own drawing with candidates pencilled in ([`crate::draw::pencil`]).

use super::text::{self, LEADING, paragraph, paragraph_height};
use super::{Entry, Input, body, for_cell, puzzle_style};
use crate::draw::{Style, candidates, shade};
use crate::kdp::KDP;
use crate::page::{Align, Page, Rect};
use crate::solve::logic::{Grade, Step};
use crate::spec::Spec;
use crate::words::{Language, fill};

/// Stands in for a hint when laying out without puzzles (`check`): as long as a long one.
/// Never printed.
const HINT_STAND_IN: &str = "Look at row 3: 2 and 5 can only go in r3c1 and r3c4, so those \
     squares have no room for anything else. So r3c1 cannot be 4, and r3c4 cannot be 1 or 6.";

/// Lines a hint may take at the body size; longer ones are set smaller.
const HINT_LINES: usize = 3;

/// The step a hint gives: the first step above the easiest rung, where a reader who knows
/// the worked example's techniques first needs more; in a puzzle the easiest rung finishes,
/// the first use of its hardest technique (see docs/layout.md).
pub fn hint_step(grade: &Grade) -> Option<&Step> {
    let easiest = grade.steps.iter().map(|s| s.technique.level).min()?;
    grade
        .steps
        .iter()
        .find(|s| s.technique.level > easiest)
        .or_else(|| {
            let hardest = grade.hardest?;
            grade
                .steps
                .iter()
                .find(|s| std::ptr::eq(s.technique, hardest))
        })
}

/// A puzzle's hint sentence, from its kind.
fn hint_text(e: &Entry, lang: Language) -> String {
    match e.grade {
        Some(g) => hint_step(g).map_or_else(String::new, |s| e.puzzle.plain_in(s, lang)),
        None => HINT_STAND_IN.to_string(),
    }
}

/// The text size of the hints and the y where the first row starts.
fn hints_top(spec: &Spec, area: Rect) -> (f32, f32) {
    let tpl = &spec.template;
    let (font, size) = body(tpl);
    let w = spec.language.words();
    let head = paragraph_height(w.hints, tpl.fonts.heading.id(), tpl.sizes.heading, area.w)
        + 0.9 * tpl.sizes.heading;
    let intro = paragraph_height(w.hints_intro, font, size, area.w) + size;
    (size, area.y + head + intro)
}

/// Height of one hint row at most: [`HINT_LINES`] lines and a gap.
fn row_height(size: f32) -> f32 {
    HINT_LINES as f32 * size * LEADING + 0.5 * size
}

/// Hints one page holds in `area`: every row given [`HINT_LINES`] lines, so that any hint
/// fits whatever its length (the plan asks before the puzzles exist).
pub fn hints_per_page(spec: &Spec, area: Rect) -> usize {
    let (size, top) = hints_top(spec, area);
    (((area.bottom() - top) / row_height(size)).floor() as usize).max(1)
}

/// The entries of the book in print order (sections in order, each in display order).
fn book_entries<'a>(input: &'a Input) -> impl Iterator<Item = (usize, &'a Entry<'a>)> {
    input
        .sections
        .iter()
        .zip(&input.plan.sections)
        .flat_map(|(es, sp)| es.iter().enumerate().map(|(i, e)| (sp.number_of(i), e)))
}

pub(super) fn hints(page: &mut Page, area: Rect, input: &Input, first: usize, count: usize) {
    let tpl = &input.spec.template;
    let (font, size) = body(tpl);
    let bold = tpl.fonts.heading.id();
    let lang = input.spec.language;
    let words = lang.words();
    let title = if first == 0 {
        words.hints.to_string()
    } else {
        fill(words.continued, &[("title", &words.hints)])
    };
    let mut y = super::front::heading(page, area, input, &title);
    if first == 0 {
        let (items, bottom) = paragraph(
            words.hints_intro,
            font,
            size,
            area.x,
            y,
            area.w,
            Align::Left,
        );
        page.items.extend(items);
        y = bottom;
    }
    // Every page starts its rows at one height, intro or not.
    y = y.max(hints_top(input.spec, area).1);
    let min = tpl
        .sizes
        .min_body
        .unwrap_or(KDP.min_font_pt)
        .max(KDP.min_font_pt);
    let num_w = bold.width("0000", size);
    let indent = num_w + size;
    let w = area.w - indent;
    for (n, e) in book_entries(input).skip(first).take(count) {
        let hint = hint_text(e, lang);
        // Long hints are set smaller until they fit their row.
        let mut s = size;
        while s > min && text::wrap(&hint, font, s, w).len() > HINT_LINES {
            s = (s - 0.5).max(min);
        }
        let (asc, _) = font.vertical_extent(s);
        page.items.push(text::run(
            n.to_string(),
            bold,
            size,
            area.x + num_w,
            y + asc,
            Align::Right,
        ));
        let (items, bottom) = paragraph(&hint, font, s, area.x + indent, y, w, Align::Left);
        page.items.extend(items);
        y = bottom + 0.5 * size + (size - s) * LEADING;
    }
}

/// The names of the techniques a section is taught, easiest first: what its pages show
/// (see [`crate::lesson::taught`]).
pub fn techniques_used(input: &Input, section: usize) -> Vec<&'static str> {
    let s = &input.spec.sections[section];
    crate::lesson::taught(s.kind, s.size, s.level)
        .iter()
        .map(|t| t.name)
        .collect()
}

/// Lines kept for the sentence under a diagram (the step it shows): the plan sizes pages
/// before the teaching puzzles exist, and a longer sentence is set smaller.
const SEEN_LINES: usize = 4;

/// Least width of the text beside a diagram, points: narrower, the text goes under it.
const SIDE_TEXT: f32 = 1.6 * crate::page::PT_PER_IN;

/// How a section's techniques pages are set: sizes, the diagram, where the text goes.
struct Sheet {
    font: crate::fonts::FontId,
    bold: crate::fonts::FontId,
    size: f32,
    /// The size of the sentence under a diagram.
    small: f32,
    /// Cell side of the diagrams, and the diagram's side.
    cell: f32,
    side: f32,
    /// Text beside the diagram (else under it).
    beside: bool,
    gap: f32,
}

/// The least cell of a diagram of `kind` at `size` whose placed digits print at `digit` and
/// whose candidates print at `pencil` or larger.
fn least_cell(
    kind: crate::kind::KindRef,
    size: usize,
    style: &Style,
    digit: f32,
    pencil: f32,
) -> f32 {
    (40..=400)
        .map(|q| q as f32 * 0.5)
        .find(|&cell| {
            let st = for_cell(style, cell);
            kind.digit_size(size, cell, &st) + 1e-3 >= digit
                && crate::draw::candidate_size(size, cell, false) + 1e-3 >= pencil
        })
        .unwrap_or(200.0)
}

/// The least size of pencilled candidates in a diagram: KDP's least, and in large print half
/// its digits' (12 pt).
fn pencil_min(tpl: &super::Template) -> f32 {
    KDP.min_font_pt.max(0.5 * tpl.grid.min_digit)
}

fn sheet(spec: &Spec, section: usize, area: Rect) -> Sheet {
    let tpl = &spec.template;
    let (font, size) = body(tpl);
    let sec = &spec.sections[section];
    let kind = sec.kind;
    let n = crate::lesson::teaching_size(kind, sec.size);
    let style = puzzle_style(tpl);
    // Digits as large as on the puzzle pages (large print's 24 pt), candidates at least
    // KDP's least size, and in large print half the digits' size (docs/layout.md).
    let digit = tpl.grid.min_digit;
    let pencil = pencil_min(tpl);
    let extent = kind.extent(n, &style);
    let mut cell = least_cell(kind, n, &style, digit, pencil);
    // A kids book draws its pictures a quarter bigger.
    if spec.audience == crate::spec::Audience::Kids {
        cell *= 1.25;
    }
    let gap = 0.8 * size;
    // Never wider than the page: a grid that cannot be drawn so large is drawn as large as fits.
    let most = (area.w - tpl.grid.line - 1.0) / extent;
    cell = cell.min(most);
    let side = extent * cell + tpl.grid.line + 1.0;
    let beside = spec.audience != crate::spec::Audience::Kids && area.w - side - gap >= SIDE_TEXT;
    Sheet {
        font,
        bold: tpl.fonts.heading.id(),
        size,
        small: (0.9 * size)
            .max(tpl.sizes.min_body.unwrap_or(KDP.min_font_pt))
            .max(KDP.min_font_pt),
        cell,
        side,
        beside,
        gap,
    }
}

/// A technique's name and explanation as its block prints them.
struct Said {
    name: String,
    note: String,
}

fn said(spec: &Spec, section: usize) -> Vec<Said> {
    let sec = &spec.sections[section];
    let lang = spec.language;
    crate::lesson::taught(sec.kind, sec.size, sec.level)
        .iter()
        .map(|t| Said {
            name: capitalised(&sec.kind.technique_name(t.name, lang)),
            note: sec.kind.technique_note(t.name, lang).unwrap_or_default(),
        })
        .collect()
}

/// The heading of part `part` of a section's techniques pages.
fn techniques_title(spec: &Spec, several_sections: bool, title: &str, part: usize) -> String {
    let words = spec.language.words();
    let t = if several_sections {
        fill(words.techniques_of, &[("section", &title)])
    } else {
        words.techniques.to_string()
    };
    if part > 0 {
        fill(words.continued, &[("title", &t)])
    } else {
        t
    }
}

/// The paragraph under the first heading: what the pictures show, and the worked example's
/// techniques by name.
fn techniques_intro(spec: &Spec, section: usize) -> String {
    let kind = spec.sections[section].kind;
    let lang = spec.language;
    let words = lang.words();
    let mut intro = words.techniques_intro.to_string();
    let names: Vec<String> = crate::lesson::basic(kind)
        .iter()
        .map(|t| kind.technique_name(t.name, lang))
        .collect();
    if !names.is_empty() {
        intro += " ";
        intro += &fill(words.techniques_basic, &[("names", &words.and_list(names))]);
    }
    intro
}

/// Height of one technique's block: the diagram and its text, beside or under it.
fn block_height(sh: &Sheet, said: &Said, area: Rect) -> f32 {
    let tw = if sh.beside {
        area.w - sh.side - sh.gap
    } else {
        area.w
    };
    let text = paragraph_height(&said.name, sh.bold, sh.size, tw)
        + 0.3 * sh.size
        + paragraph_height(&said.note, sh.font, sh.size, tw)
        + 0.4 * sh.size
        + SEEN_LINES as f32 * sh.small * LEADING;
    if sh.beside {
        text.max(sh.side)
    } else {
        sh.side + 0.6 * sh.size + text
    }
}

/// The blocks on each of a section's techniques pages: as many as fit, in order, the first
/// page under its heading and intro, each next under its "continued" heading. Empty when the
/// section is taught nothing.
fn flow(spec: &Spec, section: usize, several: bool, area: Rect) -> Vec<Vec<usize>> {
    let tpl = &spec.template;
    let said = said(spec, section);
    if said.is_empty() {
        return Vec::new();
    }
    let sh = sheet(spec, section, area);
    let head = |part: usize| {
        let t = techniques_title(spec, several, &spec.sections[section].name, part);
        paragraph_height(&t, tpl.fonts.heading.id(), tpl.sizes.heading, area.w)
            + 0.9 * tpl.sizes.heading
    };
    let intro =
        paragraph_height(&techniques_intro(spec, section), sh.font, sh.size, area.w) + sh.size;
    let mut pages: Vec<Vec<usize>> = vec![Vec::new()];
    let mut y = area.y + head(0) + intro;
    for (i, s) in said.iter().enumerate() {
        let h = block_height(&sh, s, area);
        let last = pages.last().expect("a page");
        if !last.is_empty() && y + h > area.bottom() {
            pages.push(Vec::new());
            y = area.y + head(pages.len() - 1);
        }
        pages.last_mut().expect("a page").push(i);
        y += h + sh.gap;
    }
    pages
}

/// Pages a section's techniques take: what the plan reserves before any puzzle exists.
pub fn techniques_pages(spec: &Spec, section: usize, several: bool, area: Rect) -> usize {
    flow(spec, section, several, area).len()
}

pub(super) fn techniques(page: &mut Page, area: Rect, input: &Input, section: usize, part: usize) {
    let spec = input.spec;
    let several = input.plan.sections.len() > 1;
    let title = techniques_title(spec, several, &input.section_title(section), part);
    let mut y = super::front::heading(page, area, input, &title);
    let sh = sheet(spec, section, area);
    if part == 0 {
        let (items, bottom) = paragraph(
            &techniques_intro(spec, section),
            sh.font,
            sh.size,
            area.x,
            y,
            area.w,
            Align::Left,
        );
        page.items.extend(items);
        y = bottom + sh.size;
    }
    let said = said(spec, section);
    let flow = flow(spec, section, several, area);
    let Some(blocks) = flow.get(part) else {
        return;
    };
    let lessons = input.lessons.get(section);
    let lang = spec.language;
    let words = lang.words();
    let min = KDP
        .min_font_pt
        .max(spec.template.sizes.min_body.unwrap_or(0.0).min(sh.small));
    for &i in blocks {
        let s = &said[i];
        let h = block_height(&sh, s, area);
        let lesson = lessons.and_then(|l| l.get(i)).and_then(Option::as_ref);
        let (dx, tx, tw, mut ty) = if sh.beside {
            (
                area.x,
                area.x + sh.side + sh.gap,
                area.w - sh.side - sh.gap,
                y,
            )
        } else {
            let dx = area.x + (area.w - sh.side) / 2.0;
            (dx, area.x, area.w, y + sh.side + 0.6 * sh.size)
        };
        if let Some(l) = lesson {
            draw_lesson(page, Rect::new(dx, y, sh.side, sh.side), input, l, sh.cell);
        }
        let (items, b) = paragraph(&s.name, sh.bold, sh.size, tx, ty, tw, Align::Left);
        page.items.extend(items);
        ty = b + 0.3 * sh.size;
        let (items, b) = paragraph(&s.note, sh.font, sh.size, tx, ty, tw, Align::Left);
        page.items.extend(items);
        ty = b + 0.4 * sh.size;
        if let Some((l, step)) = lesson.and_then(|l| Some((l, l.grade.steps.get(l.step)?))) {
            let seen = fill(
                words.technique_seen,
                &[("step", &l.puzzle.plain_in(step, lang))],
            );
            // A long sentence is set smaller until it fits the lines kept for it.
            let mut small = sh.small;
            while small > min && text::wrap(&seen, sh.font, small, tw).len() > SEEN_LINES {
                small = (small - 0.5).max(min);
            }
            let (items, _) = paragraph(&seen, sh.font, small, tx, ty, tw, Align::Left);
            page.items.extend(items);
        }
        y += h + sh.gap;
    }
}

/// A lesson's puzzle drawn as it stands just before its step, cells `cell` wide: placed
/// digits in, every open square's candidates pencilled, the step's own squares shaded and
/// the candidates it removes struck out.
fn draw_lesson(page: &mut Page, area: Rect, input: &Input, l: &crate::lesson::Lesson, cell: f32) {
    let tpl = &input.spec.template;
    let style = puzzle_style(tpl);
    let p = &*l.puzzle;
    let n = p.size();
    let style = Style {
        max_cell: cell,
        ..for_cell(&style, cell)
    };
    let d = p.draw(None, area, &style);
    // A stand-in (`check`) has no step: its grid alone.
    let Some(step) = l.grade.steps.get(l.step) else {
        page.items.extend(d.items);
        return;
    };
    page.items.extend(shade(&d, n, &step.cells));
    if let Some(now) = crate::kind::candidates_after(p, &l.grade.steps[..l.step]) {
        // Givens stay as the drawing prints them.
        let given = crate::draw::drawn_digits(&d, n);
        let marks: Vec<_> = (0..n * n)
            .map(|c| if given[c] { 0 } else { now[c] })
            .collect();
        // A placed digit strikes out the cell's other candidates.
        let mut struck = step.removed.clone();
        for &(c, v) in &step.placed {
            struck.push((c, now[c] & !crate::latin::bit(v)));
        }
        let pencil = pencil_min(tpl);
        page.items.extend(d.items.iter().cloned());
        page.items
            .extend(candidates(&d, n, &marks, &struck, pencil));
        return;
    }
    page.items.extend(d.items);
}

/// "x-wing" shown as "X-wing", "naked pair" as "Naked pair".
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
