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
use crate::plan::HintPart;
use crate::solve::logic::{Grade, Step, Technique};
use crate::spec::Spec;
use crate::words::{Language, fill};

/// Stands in for a hint when laying out without puzzles (`check`): as long as a long one.
/// Never printed.
const HINT_STAND_IN: &str = "Look at rows 3, 5 and 8: Swordfish, p. 12.";

/// Lines a hint takes at most, at the body size: a hint says where and which idea, which
/// two lines hold (the idea's explanation is on the page it names).
const HINT_LINES: usize = 2;

/// Rows, columns or squares a hint names at most: where to look, not every cell of the step.
const HINT_PLACES: usize = 3;

/// The step a hint gives: the first step above the easiest rung, where a reader who knows
/// the worked example's techniques first needs more. In a puzzle the easiest rung finishes,
/// the first step that is not an obvious single: the start of the longest run of steps that
/// place nothing (the most work between two digits) after the first digit, or when every step
/// places one, the first use of the technique latest in the kind's `ladder` (its solver tries
/// it last: the least obvious single). See docs/layout.md.
pub fn hint_step<'a>(grade: &'a Grade, ladder: &[&'static Technique]) -> Option<&'a Step> {
    let steps = &grade.steps;
    let easiest = steps.iter().map(|s| s.technique.level).min()?;
    if let Some(s) = steps.iter().find(|s| s.technique.level > easiest) {
        return Some(s);
    }
    // The opening eliminations (each sign or clue on its own, before any digit) are what a
    // reader does first without help: the search starts after the first placement.
    let opening = steps.iter().position(|s| !s.placed.is_empty()).unwrap_or(0);
    let mut best: Option<(usize, usize)> = None;
    let mut i = opening + 1;
    while i < steps.len() {
        let start = i;
        while i < steps.len() && steps[i].placed.is_empty() {
            i += 1;
        }
        if i > start && best.is_none_or(|(len, _)| i - start > len) {
            best = Some((i - start, start));
        }
        i += 1;
    }
    if let Some((_, start)) = best {
        return Some(&steps[start]);
    }
    let rank = |t: &Technique| ladder.iter().position(|x| std::ptr::eq(*x, t));
    let later = steps.iter().skip(1).filter_map(|s| rank(s.technique)).max();
    steps
        .iter()
        .skip(1)
        .find(|s| later.is_some() && rank(s.technique) == later)
        .or(steps.first())
}

/// Where a hint sends the reader: the rows, columns or boxes the step works in, or without
/// them its squares; at most [`HINT_PLACES`], and `few` names only the first.
fn hint_place(lang: Language, n: usize, step: &Step, few: bool) -> String {
    let w = lang.words();
    let most = if few { 1 } else { HINT_PLACES };
    let mut lines: Vec<crate::latin::Line> = Vec::new();
    for &l in &step.lines {
        if !lines.contains(&l) {
            lines.push(l);
        }
    }
    // A fish's lines are its base lines then its cover lines: the base is where to look.
    let rows = lines
        .iter()
        .any(|l| matches!(l, crate::latin::Line::Row(_)));
    let cols = lines
        .iter()
        .any(|l| matches!(l, crate::latin::Line::Col(_)));
    if rows && cols && lines.len() >= 4 {
        lines.truncate(lines.len() / 2);
    }
    if !lines.is_empty() {
        return w.and_list(
            lines
                .iter()
                .take(most)
                .map(|&l| crate::solve::words::line_name(w, l)),
        );
    }
    let cells = if step.cells.is_empty() {
        step.placed
            .iter()
            .map(|p| p.0)
            .chain(step.removed.iter().map(|r| r.0))
            .collect()
    } else {
        step.cells.clone()
    };
    w.and_list(cells.iter().take(most).map(|&c| w.cell_name(n, c)))
}

/// The page that explains technique `t` to a reader of section `section`: its block on the
/// section's techniques pages, or the worked example for the easiest rung's.
pub(super) fn explained_at(
    input: &Input,
    section: usize,
    area: Rect,
    t: &Technique,
) -> Option<usize> {
    let spec = input.spec;
    let sec = &spec.sections[section];
    let sp = &input.plan.sections[section];
    let taught = crate::lesson::taught_in(spec, section);
    if let Some(i) = taught.iter().position(|x| *x == t)
        && sp.techniques_page > 0
    {
        let several = input.plan.sections.len() > 1;
        let part = flow(spec, section, several, area)
            .iter()
            .position(|p| p.iter().any(|x| x.block == i && x.head))?;
        return Some(sp.techniques_page + part);
    }
    if crate::lesson::basic(sec.kind).contains(&t) {
        let k = input.plan.kinds.iter().position(|&k| k == sec.kind)?;
        return input.plan.how_to_play_pages.get(k).copied();
    }
    // A technique no earlier section teaches: the first section that does.
    (0..input.plan.sections.len()).find_map(|s| {
        let other = &spec.sections[s];
        (s != section && other.kind == sec.kind && crate::lesson::taught_in(spec, s).contains(&t))
            .then(|| explained_at(input, s, area, t))
            .flatten()
    })
}

/// A puzzle's hint: where to look and which idea, with the page that explains the idea; not
/// the step's answer. Shortened (the page, then all places but the first, go) until it fits
/// [`HINT_LINES`] lines of `width` at the body size. Two-step hints give the place alone
/// ([`HintPart::Where`]), then the idea alone ([`HintPart::Idea`]).
fn hint_text(
    input: &Input,
    section: usize,
    e: &Entry,
    area: Rect,
    width: f32,
    part: HintPart,
) -> String {
    let ladder = e.puzzle.kind().techniques();
    let Some(step) = e.grade.and_then(|g| hint_step(g, &ladder)) else {
        return if e.grade.is_none() {
            HINT_STAND_IN.to_string()
        } else {
            String::new()
        };
    };
    let lang = input.spec.language;
    let w = lang.words();
    let (font, size) = body(&input.spec.template);
    let kind = e.puzzle.kind();
    let name = capitalised(&kind.technique_name(step.technique.name, lang));
    let page = explained_at(input, section, area, step.technique);
    let n = e.puzzle.shape().width;
    let forms = [(page, false), (None, false), (None, true)];
    let mut last = String::new();
    for (page, few) in forms {
        let idea = match page {
            Some(p) => fill(w.hint_idea, &[("name", &name), ("page", &p)]),
            None => name.clone(),
        };
        let place = hint_place(lang, n, step, few);
        last = match part {
            HintPart::Whole => fill(w.hint_look, &[("place", &place), ("idea", &idea)]),
            HintPart::Where => fill(w.hint_where, &[("place", &place)]),
            HintPart::Idea => fill(w.hint_what, &[("idea", &idea)]),
        };
        if text::wrap(&last, font, size, width).len() <= HINT_LINES {
            break;
        }
    }
    last
}

/// The text size of the hints and the y where the first row starts.
fn hints_top(spec: &Spec, area: Rect) -> (f32, f32) {
    let tpl = &spec.template;
    let (font, size) = body(tpl);
    let w = spec.language.words();
    // The parts' rows start at one height: the tallest heading and introduction of those the
    // book prints.
    let parts: &[HintPart] = if spec.answers.two_step {
        &[HintPart::Where, HintPart::Idea]
    } else {
        &[HintPart::Whole]
    };
    let top = parts
        .iter()
        .map(|&p| {
            let (title, intro) = hint_words(w, p);
            super::front::heading_height(title, tpl, area.w)
                + paragraph_height(intro, font, size, area.w)
                + size
        })
        .fold(0.0, f32::max);
    (size, area.y + top)
}

/// The heading and introduction of a part of the hints.
fn hint_words(w: &crate::words::Words, part: HintPart) -> (&'static str, &'static str) {
    match part {
        HintPart::Whole => (w.hints, w.hints_intro),
        HintPart::Where => (w.hints_where, w.hints_where_intro),
        HintPart::Idea => (w.hints_ideas, w.hints_ideas_intro),
    }
}

/// Height of one hint row: [`HINT_LINES`] lines and a gap.
fn row_height(size: f32) -> f32 {
    HINT_LINES as f32 * size * LEADING + 0.4 * size
}

/// Hints one page holds in `area`: every row given [`HINT_LINES`] lines, so that any hint
/// fits whatever its length (the plan asks before the puzzles exist).
pub fn hints_per_page(spec: &Spec, area: Rect) -> usize {
    hint_rows(spec, area) * hint_columns(spec, area).0
}

/// Rows of hints a page holds.
fn hint_rows(spec: &Spec, area: Rect) -> usize {
    let (size, top) = hints_top(spec, area);
    (((area.bottom() - top) / row_height(size)).floor() as usize).max(1)
}

/// Least width of a column of hints: a hint of two lines needs about 60 characters.
const HINT_COLUMN: f32 = 2.2 * crate::page::PT_PER_IN;

/// Columns of hints a page sets, and each one's width: two where two are wide enough
/// (dense pages: a hint is a line or two).
fn hint_columns(spec: &Spec, area: Rect) -> (usize, f32) {
    let gap = 1.5 * spec.template.sizes.body;
    let half = (area.w - gap) / 2.0;
    if half >= HINT_COLUMN {
        (2, half)
    } else {
        (1, area.w)
    }
}

/// The entries of the book in print order (sections in order, each in display order), each
/// with its section and number.
fn book_entries<'a>(input: &'a Input) -> impl Iterator<Item = (usize, usize, &'a Entry<'a>)> {
    input
        .sections
        .iter()
        .zip(&input.plan.sections)
        .enumerate()
        .flat_map(|(s, (es, sp))| {
            es.iter()
                .enumerate()
                .map(move |(i, e)| (s, sp.number_of(i), e))
        })
}

pub(super) fn hints(
    page: &mut Page,
    area: Rect,
    input: &Input,
    first: usize,
    count: usize,
    part: HintPart,
) {
    let tpl = &input.spec.template;
    let (font, size) = body(tpl);
    let bold = tpl.fonts.heading.id();
    let words = input.spec.language.words();
    let (heading, intro) = hint_words(words, part);
    let title = if first == 0 {
        heading.to_string()
    } else {
        fill(words.continued, &[("title", &heading)])
    };
    let mut y = super::front::heading(page, area, input, &title);
    if first == 0 {
        let (items, bottom) = paragraph(intro, font, size, area.x, y, area.w, Align::Left);
        page.items.extend(items);
        y = bottom;
    }
    // Every page starts its rows at one height, intro or not.
    y = y.max(hints_top(input.spec, area).1);
    let num_w = bold.width("0000", size);
    let indent = num_w + 0.6 * size;
    let (cols, col_w) = hint_columns(input.spec, area);
    let rows = hint_rows(input.spec, area);
    let w = col_w - indent;
    let (asc, _) = font.vertical_extent(size);
    // Down the first column, then the second; each hint as tall as its lines (a hint whose
    // shortest form still takes more than HINT_LINES pushes the next down, never over it).
    let (mut col, mut ty) = (0, y);
    for (j, (s, n, e)) in book_entries(input).skip(first).take(count).enumerate() {
        let hint = hint_text(input, s, e, area, w, part);
        let lines = text::wrap(&hint, font, size, w).len().max(1);
        let tall = lines as f32 * size * LEADING + 0.4 * size;
        let planned = j / rows;
        if col + 1 < cols && (planned > col || ty + tall > area.bottom()) {
            col += 1;
            ty = y;
        }
        let x = area.x + col as f32 * (area.w - col_w);
        page.items.push(text::run(
            n.to_string(),
            bold,
            size,
            x + num_w,
            ty + asc,
            Align::Right,
        ));
        let (items, _) = paragraph(&hint, font, size, x + indent, ty, w, Align::Left);
        page.items.extend(items);
        ty += tall.max(row_height(size));
    }
}

/// The names of the techniques a section is taught, easiest first: what its pages show
/// (see [`crate::lesson::taught`]).
pub fn techniques_used(input: &Input, section: usize) -> Vec<&'static str> {
    crate::lesson::taught_in(input.spec, section)
        .iter()
        .map(|t| t.name)
        .collect()
}

/// Lines kept for the sentence under a diagram (the step it shows): the plan sizes pages
/// before the teaching puzzles exist, and a longer sentence is set smaller.
const SEEN_LINES: usize = 4;

/// Least width of the text beside a diagram, points: narrower, the text goes under it.
const SIDE_TEXT: f32 = 1.6 * crate::page::PT_PER_IN;

/// Least width of the text beside a diagram for text of `size` points: [`SIDE_TEXT`], and
/// ten ems, so that large print keeps about twenty letters a line and a long word
/// ("niewykorzystanych" at 16 pt) still fits its column.
fn side_text(size: f32) -> f32 {
    SIDE_TEXT.max(10.0 * size)
}

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
    /// The step shown is said in words under the diagram (not in a kids book, whose
    /// squares are not named r1c3).
    seen: bool,
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
    let shape = crate::kind::Shape::square(size);
    let (stand_in, _) = kind.stand_in(shape);
    let whole = |cell: f32| Rect::new(0.0, 0.0, 0.92 * cell, 0.92 * cell);
    (40..=400)
        .map(|q| q as f32 * 0.5)
        .find(|&cell| {
            let st = for_cell(style, cell);
            // Quick bounds first (a whole cell for digit and candidates), then the kind's own
            // drawing: its rooms (clear of a cage's clue) are what digits and candidates get.
            if kind.digit_size(shape, cell, &st) + 1e-3 < digit
                || crate::draw::candidate_size(size, whole(cell)) + 1e-3 < pencil
            {
                return false;
            }
            let st = Style {
                max_cell: cell,
                ..st
            };
            let e = kind.extent(shape, &st);
            let area = Rect::new(0.0, 0.0, 2.0 * e.w * cell, 2.0 * e.h * cell);
            let d = stand_in.draw(None, area, &st);
            let cells = shape.cells();
            let least = (0..cells)
                .map(|c| d.digit_in(c, size, st.filled))
                .fold(f32::MAX, f32::min);
            crate::draw::candidate_size(size, crate::draw::least_room(&d, cells, size)) + 1e-3
                >= pencil
                && least + 1e-3 >= digit
        })
        .unwrap_or(200.0)
}

/// The least size of pencilled candidates in a diagram: KDP's least, and in large print half
/// its digits' (12 pt).
fn pencil_min(tpl: &super::Template) -> f32 {
    KDP.min_font_pt.max(0.5 * tpl.grid.min_digit)
}

/// The sheet of a section's techniques pages, fitted so every block fits a page under its
/// "continued" heading: a block taller than that first drops the sentence under its diagram,
/// then draws its diagram smaller, never under the digits' least size (large print on a small
/// trim would otherwise push text off the page).
fn sheet(spec: &Spec, section: usize, several: bool, area: Rect) -> Sheet {
    let mut sh = natural_sheet(spec, section, area);
    let said = said(spec, section);
    let room = area.h - head_height(spec, section, several, area, 1);
    let fits = |sh: &Sheet| said.iter().all(|s| block_height(sh, s, area) <= room);
    if fits(&sh) {
        return sh;
    }
    sh.seen = false;
    let tpl = &spec.template;
    let kind = spec.sections[section].kind;
    let n = crate::lesson::teaching_size(kind, spec.sections[section].size);
    let style = puzzle_style(tpl);
    let floor = least_cell(kind, n, &style, tpl.grid.min_digit, KDP.min_font_pt);
    let extent = {
        let e = kind.extent(crate::kind::Shape::square(n), &style);
        e.w.max(e.h)
    };
    let kids = spec.audience == crate::spec::Audience::Kids;
    while !fits(&sh) && sh.cell - 0.5 >= floor {
        let cell = sh.cell - 0.5;
        sh.set_cell(cell, extent, tpl.grid.line, area.w, kids);
    }
    sh
}

/// Height of the heading of part `part` of a section's techniques pages, with the space
/// under it, as the page prints it.
fn head_height(spec: &Spec, section: usize, several: bool, area: Rect, part: usize) -> f32 {
    let tpl = &spec.template;
    // The kind's name leads in a book of several kinds.
    let sec = &spec.sections[section];
    let kinds = spec.sections.iter().any(|o| o.kind != sec.kind);
    let name = if kinds {
        format!("{} \u{b7} {}", sec.kind.name_in(spec.language), sec.name)
    } else {
        sec.name.clone()
    };
    let t = techniques_title(spec, several, &name, part);
    super::front::heading_height(&t, tpl, area.w)
}

impl Sheet {
    /// Diagrams with cells `cell` wide (`extent` cells across, lines `line` thick): their
    /// side, and whether text still fits beside.
    fn set_cell(&mut self, cell: f32, extent: f32, line: f32, width: f32, kids: bool) {
        self.cell = cell;
        self.side = extent * cell + line + 1.0;
        self.beside = !kids && width - self.side - self.gap >= side_text(self.size);
    }
}

fn natural_sheet(spec: &Spec, section: usize, area: Rect) -> Sheet {
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
    // Cells across the drawing's wider side (clues outside the grid included).
    let extent = {
        let e = kind.extent(crate::kind::Shape::square(n), &style);
        e.w.max(e.h)
    };
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
    let beside =
        spec.audience != crate::spec::Audience::Kids && area.w - side - gap >= side_text(size);
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
        seen: spec.audience != crate::spec::Audience::Kids,
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
    let kids = spec.audience == crate::spec::Audience::Kids;
    crate::lesson::taught_in(spec, section)
        .iter()
        .enumerate()
        .map(|(i, t)| Said {
            // A kids book names no technique: "Trick 1".
            name: if kids {
                fill(lang.words().technique_trick, &[("n", &(i + 1))])
            } else {
                capitalised(&sec.kind.technique_name(t.name, lang))
            },
            // A kids book explains in plain words where the kind has them.
            note: kids
                .then(|| sec.kind.kids_note(t.name, lang))
                .flatten()
                .or_else(|| sec.kind.technique_note(t.name, lang))
                .map(|n| n.text())
                .unwrap_or_default(),
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
    // A kids book speaks plainly: no "candidates", no technique names.
    if spec.audience == crate::spec::Audience::Kids {
        return words.techniques_intro_kids.to_string();
    }
    let mut intro = words.techniques_intro.to_string();
    // Techniques an earlier section taught are named, not drawn again.
    let before: Vec<String> = crate::lesson::taught_before(spec, section)
        .iter()
        .map(|t| kind.technique_name(t.name, lang))
        .collect();
    if !before.is_empty() {
        intro += " ";
        intro += &crate::words::ftl::text(
            lang,
            "techniques-earlier",
            &[(
                "names",
                crate::words::ftl::Arg::from(words.and_list(before)),
            )],
        );
    }
    let names: Vec<&str> = crate::lesson::basic(kind).iter().map(|t| t.name).collect();
    if !names.is_empty() {
        intro += " ";
        intro +=
            &crate::words::ftl::techniques_basic(lang, &names, |n| kind.technique_name(n, lang));
    }
    intro
}

/// Height of one technique's block: the diagram and its text, beside or under it.
fn block_height(sh: &Sheet, said: &Said, area: Rect) -> f32 {
    part_height(sh, said, area, note_lines(sh, said, area).len())
}

/// Height of a block's first part: its diagram, name and the first `lines` lines of its note.
fn part_height(sh: &Sheet, said: &Said, area: Rect, lines: usize) -> f32 {
    let text = paragraph_height(&said.name, sh.bold, sh.size, text_width(sh, area))
        + 0.3 * sh.size
        + lines_height(sh, lines)
        + 0.4 * sh.size
        + if sh.seen {
            SEEN_LINES as f32 * sh.small * LEADING
        } else {
            0.0
        };
    if sh.beside {
        text.max(sh.side)
    } else {
        sh.side + 0.6 * sh.size + text
    }
}

/// What one page shows of a technique's block: all of it, or, for a block taller than a
/// page (large print on a small trim), its diagram, name and the note's first lines, the rest
/// of the note going on at the top of the next page.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Part {
    block: usize,
    /// The diagram and name are on this part (the block's first).
    head: bool,
    /// The lines of the note this part sets, `from..to` of its wrapped lines.
    from: usize,
    to: usize,
}

/// Width of a block's text.
fn text_width(sh: &Sheet, area: Rect) -> f32 {
    if sh.beside {
        area.w - sh.side - sh.gap
    } else {
        area.w
    }
}

/// A block's note as its page wraps it.
fn note_lines(sh: &Sheet, said: &Said, area: Rect) -> Vec<String> {
    text::wrap(&said.note, sh.font, sh.size, text_width(sh, area))
}

/// Height of `k` lines of a note.
fn lines_height(sh: &Sheet, k: usize) -> f32 {
    if k == 0 {
        return 0.0;
    }
    let (asc, desc) = sh.font.vertical_extent(sh.size);
    asc + desc + (k - 1) as f32 * sh.size * LEADING
}

/// The parts of blocks on each of a section's techniques pages: as many blocks as fit, in
/// order, the first page under its heading and intro, each next under its "continued"
/// heading; a block no page can hold is split after the last line of its note that fits.
/// Empty when the section is taught nothing.
fn flow(spec: &Spec, section: usize, several: bool, area: Rect) -> Vec<Vec<Part>> {
    let said = said(spec, section);
    if said.is_empty() {
        return Vec::new();
    }
    let sh = sheet(spec, section, several, area);
    let head = |part: usize| head_height(spec, section, several, area, part);
    let intro =
        paragraph_height(&techniques_intro(spec, section), sh.font, sh.size, area.w) + sh.size;
    let mut pages: Vec<Vec<Part>> = vec![Vec::new()];
    let mut y = area.y + head(0) + intro;
    let bottom = area.bottom() + 1e-3;
    for (i, s) in said.iter().enumerate() {
        let h = block_height(&sh, s, area);
        let lines = note_lines(&sh, s, area).len();
        // A block goes on the next page when this one has no room for it; the first page
        // may hold its heading and intro alone.
        let last = pages.last().expect("a page");
        if y + h > bottom && (pages.len() == 1 || !last.is_empty()) {
            pages.push(Vec::new());
            y = area.y + head(pages.len() - 1);
        }
        let whole = Part {
            block: i,
            head: true,
            from: 0,
            to: lines,
        };
        if y + h <= bottom {
            pages.last_mut().expect("a page").push(whole);
            y += h + sh.gap;
            continue;
        }
        let fit = (0..=lines)
            .rev()
            .find(|&k| y + part_height(&sh, s, area, k) <= bottom)
            .unwrap_or(0);
        pages
            .last_mut()
            .expect("a page")
            .push(Part { to: fit, ..whole });
        let mut from = fit;
        while from < lines {
            pages.push(Vec::new());
            y = area.y + head(pages.len() - 1);
            let k = (1..=lines - from)
                .rev()
                .find(|&k| y + lines_height(&sh, k) <= bottom)
                .unwrap_or(1);
            pages.last_mut().expect("a page").push(Part {
                block: i,
                head: false,
                from,
                to: from + k,
            });
            y += lines_height(&sh, k) + 0.4 * sh.size + sh.gap;
            from += k;
        }
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
    let sh = sheet(spec, section, several, area);
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
    let Some(parts) = flow.get(part) else {
        return;
    };
    let lessons = input.lessons.get(section);
    let lang = spec.language;
    let words = lang.words();
    let min = KDP
        .min_font_pt
        .max(spec.template.sizes.min_body.unwrap_or(0.0).min(sh.small));
    for p in parts {
        let s = &said[p.block];
        let lines = note_lines(&sh, s, area);
        let note = lines[p.from..p.to].join(" ");
        // The rest of a note a page could not hold, at the top of the next.
        if !p.head {
            let tx = area.x + area.w - text_width(&sh, area);
            let (items, b) = paragraph(
                &note,
                sh.font,
                sh.size,
                tx,
                y,
                text_width(&sh, area),
                Align::Left,
            );
            page.items.extend(items);
            y = b + 0.4 * sh.size + sh.gap;
            continue;
        }
        let i = p.block;
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
        let (items, b) = paragraph(&note, sh.font, sh.size, tx, ty, tw, Align::Left);
        page.items.extend(items);
        ty = b + 0.4 * sh.size;
        if let Some((l, step)) = lesson
            .filter(|_| sh.seen)
            .and_then(|l| Some((l, l.grade.steps.get(l.step)?)))
        {
            let seen = fill(
                words.technique_seen,
                &[("step", &l.puzzle.plain_in(step, lang))],
            );
            // A long sentence is set smaller until it fits the room kept for it (the lines
            // reserved, or beside a taller diagram down to its foot); one that cannot fit
            // even at the least size is left out: the diagram still shows the step.
            let room = y + h - ty;
            let mut small = sh.small;
            while small > min && paragraph_height(&seen, sh.font, small, tw) > room {
                small = (small - 0.5).max(min);
            }
            if paragraph_height(&seen, sh.font, small, tw) <= room + 1e-3 {
                let (items, _) = paragraph(&seen, sh.font, small, tx, ty, tw, Align::Left);
                page.items.extend(items);
            }
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
    let n = p.shape().width;
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
            .extend(candidates(&d, n, &marks, &struck, pencil, style.min_line));
        return;
    }
    page.items.extend(d.items);
}

/// "x-wing" shown as "X-wing", "naked pair" as "Naked pair".
pub(super) fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
