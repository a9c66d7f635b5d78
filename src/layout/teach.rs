//! Pages that teach beyond the worked example: a section's "techniques you will need" and
//! the hints to every puzzle.
//!
//! Both read the step solver's record of each puzzle ([`Grade`]); the words come from the
//! kind ([`crate::kind::Kind::technique_note`], [`crate::kind::Puzzle::plain`]), the pictures
//! from the kind's own drawing with candidates pencilled in ([`crate::draw::pencil`]).

use super::text::{self, LEADING, paragraph, paragraph_height};
use super::{Entry, Input, body, for_cell, puzzle_style};
use crate::draw::Style;
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
/// them its squares; the first `most` of them.
fn hint_place(lang: Language, n: usize, step: &Step, most: usize) -> String {
    let w = lang.words();
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
            .position(|p| p.iter().any(|x| x.block == i && x.name))?;
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
/// the step's answer. Shortened (the page, then places from the last, go) until it fits
/// `lines` lines of `width` at the body size ([`hint_lines`]). Two-step hints give the place
/// alone ([`HintPart::Where`]), then the idea alone ([`HintPart::Idea`]).
fn hint_text(
    input: &Input,
    section: usize,
    e: &Entry,
    area: Rect,
    (width, lines): (f32, usize),
    part: HintPart,
) -> String {
    let ladder = e.puzzle.kind().techniques();
    let Some(step) = e.grade.and_then(|g| hint_step(g, &ladder)) else {
        return if e.grade.is_none() {
            stand_in(input.spec, part)
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
    let forms = [
        (page, HINT_PLACES),
        (None, HINT_PLACES),
        (None, 2),
        (None, 1),
    ];
    let mut last = String::new();
    for (page, most) in forms {
        let idea = match page {
            Some(p) => fill(w.hint_idea, &[("name", &name), ("page", &p)]),
            None => name.clone(),
        };
        let place = hint_place(lang, n, step, most);
        last = match part {
            HintPart::Whole => fill(w.hint_look, &[("place", &place), ("idea", &idea)]),
            HintPart::Where => fill(w.hint_where, &[("place", &place)]),
            HintPart::Idea => fill(w.hint_what, &[("idea", &idea)]),
        };
        if text::wrap(&last, font, size, width).len() <= lines {
            break;
        }
    }
    last
}

/// Stands in for a hint of `part` when laying out without puzzles (`check`): as long as the
/// longest the part's rows are measured for. Never printed.
fn stand_in(spec: &Spec, part: HintPart) -> String {
    match part {
        HintPart::Whole => HINT_STAND_IN.to_string(),
        _ => longest_forms(spec, part)
            .into_iter()
            .next()
            .unwrap_or_default(),
    }
}

/// The longest shortest forms a hint of `part` can take in `spec`'s book: the place alone,
/// one row, column, box or square of the largest grid ([`HintPart::Where`]); each technique
/// of the book's kinds with a three-digit page ([`HintPart::Idea`]); one place and a
/// technique's bare name ([`HintPart::Whole`], what a hint shrinks to at the last).
fn longest_forms(spec: &Spec, part: HintPart) -> Vec<String> {
    use crate::latin::Line;
    let lang = spec.language;
    let w = lang.words();
    let n = spec
        .sections
        .iter()
        .map(|s| s.size.width.max(s.size.height))
        .max()
        .unwrap_or(9);
    let last = n.saturating_sub(1).min(255) as u8;
    let mut places: Vec<String> = [Line::Row(last), Line::Col(last), Line::Box(last)]
        .into_iter()
        .map(|l| crate::solve::words::line_name(w, l))
        .collect();
    places.push(w.cell_name(n, n * n - 1));
    let names: Vec<String> = spec
        .sections
        .iter()
        .flat_map(|sec| {
            sec.kind
                .techniques()
                .into_iter()
                .filter(move |t| t.level <= sec.level)
                .map(move |t| capitalised(&sec.kind.technique_name(t.name, lang)))
        })
        .collect();
    let mut forms: Vec<String> = match part {
        HintPart::Where => places
            .iter()
            .map(|p| fill(w.hint_where, &[("place", p)]))
            .collect(),
        HintPart::Idea => names
            .iter()
            .map(|name| {
                let idea = fill(w.hint_idea, &[("name", name), ("page", &999)]);
                fill(w.hint_what, &[("idea", &idea)])
            })
            .collect(),
        HintPart::Whole => places
            .iter()
            .flat_map(|p| {
                names
                    .iter()
                    .map(move |name| fill(w.hint_look, &[("place", p), ("idea", name)]))
            })
            .collect(),
    };
    let (font, size) = body(&spec.template);
    forms.sort_by(|a, b| font.width(b, size).total_cmp(&font.width(a, size)));
    forms
}

/// Lines a hint of `part` is given in a column whose text is `width` wide: [`HINT_LINES`] for
/// a whole hint; a two-step part's one when its longest shortest form fits a line (a place
/// alone names as many of its rows or squares as fit, the idea page says which idea), so its
/// pages are as full as a whole hint's.
fn hint_lines(spec: &Spec, part: HintPart, width: f32) -> usize {
    let (font, size) = body(&spec.template);
    if part == HintPart::Whole {
        // Enough lines for the shortest form of any hint: long names (German, Dutch) in a
        // narrow column wrap even that past two lines, and a row shorter than its hint ran
        // off the page.
        let most = longest_forms(spec, part)
            .iter()
            .map(|f| text::wrap(f, font, size, width).len())
            .max()
            .unwrap_or(1);
        return most.max(HINT_LINES);
    }
    let one = longest_forms(spec, part)
        .iter()
        .all(|f| text::wrap(f, font, size, width).len() <= 1);
    if one { 1 } else { HINT_LINES }
}

/// The width of a hint's text in its column: the column less the number's indent.
fn hint_width(spec: &Spec, area: Rect) -> f32 {
    let tpl = &spec.template;
    let (_, size) = body(tpl);
    let num_w = tpl.fonts.heading.id().width("0000", size);
    hint_columns(spec, area).1 - (num_w + 0.6 * size)
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

/// Height of one hint row: `lines` lines and a gap.
fn row_height(size: f32, lines: usize) -> f32 {
    lines as f32 * size * LEADING + 0.4 * size
}

/// Hints of `part` one page holds in `area`: every row given the lines its longest hint
/// takes ([`hint_lines`]), so that any hint fits whatever its length (the plan asks before
/// the puzzles exist).
pub fn hints_per_page(spec: &Spec, area: Rect, part: HintPart) -> usize {
    hint_rows(spec, area, part) * hint_columns(spec, area).0
}

/// Rows of hints of `part` a page holds.
fn hint_rows(spec: &Spec, area: Rect, part: HintPart) -> usize {
    let (size, top) = hints_top(spec, area);
    let lines = hint_lines(spec, part, hint_width(spec, area));
    (((area.bottom() - top) / row_height(size, lines)).floor() as usize).max(1)
}

/// Least width of a column of hints: a hint of two lines needs about 60 characters.
const HINT_COLUMN: f32 = 2.2 * crate::page::PT_PER_IN;

/// Columns of hints a page sets, and each one's width: two where two are wide enough
/// (dense pages: a hint is a line or two).
fn hint_columns(spec: &Spec, area: Rect) -> (usize, f32) {
    let gap = 1.5 * spec.template.sizes.body;
    let half = (area.w - gap) / 2.0;
    // Fourteen ems too, as the index's columns: large type in a 2.2 in column wrapped a
    // hint to five lines and set a long German name ("Ungleichungskette") past its edge.
    if half >= HINT_COLUMN.max(14.0 * body(&spec.template).1) {
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
    let rows = hint_rows(input.spec, area, part);
    let w = hint_width(input.spec, area);
    let most = hint_lines(input.spec, part, w);
    let (asc, _) = font.vertical_extent(size);
    // Down the first column, then the second; each hint as tall as its lines (a hint whose
    // shortest form still takes more than HINT_LINES pushes the next down, never over it).
    let (mut col, mut ty) = (0, y);
    for (j, (s, n, e)) in book_entries(input).skip(first).take(count).enumerate() {
        let hint = hint_text(input, s, e, area, (w, most), part);
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
        ty += tall.max(row_height(size, most));
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
/// before the teaching puzzles exist, and a longer sentence is set smaller, down to KDP's
/// 7 pt (three lines at 7 pt hold what four at 9 pt do; four kept made a 9x9 block 13 pt too
/// tall for two on a 6x9 page, so every page was half empty).
const SEEN_LINES: usize = 3;

/// Lines kept for the sentence where it cannot be set smaller (large print's 16 pt body is
/// its least size): the longest, a Polish hidden triple's, takes five.
const SEEN_LINES_FIXED: usize = 5;

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
    /// Lines kept for that sentence at `small`.
    seen_lines: usize,
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
    // The candidates' little grid has a place per value a square may take.
    let symbols = kind.symbols(shape);
    let widest = kind.widest_candidate(shape);
    let whole = |cell: f32| Rect::new(0.0, 0.0, 0.92 * cell, 0.92 * cell);
    (40..=400)
        .map(|q| q as f32 * 0.5)
        .find(|&cell| {
            let st = for_cell(style, cell);
            // Quick bounds first (a whole cell for digit and candidates), then the kind's own
            // drawing: its rooms (clear of a cage's clue) are what digits and candidates get.
            if kind.digit_size(shape, cell, &st) + 1e-3 < digit
                || crate::draw::pencil_size(symbols, whole(cell), &widest) + 1e-3 < pencil
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
            crate::draw::pencil_size(symbols, crate::draw::least_room(&d, cells, size), &widest)
                + 1e-3
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

/// The least size the sentence under a diagram may be set at: KDP's least, or the
/// template's least body size when the sentence's own size `small` is not below it.
fn least_seen(tpl: &super::Template, small: f32) -> f32 {
    KDP.min_font_pt
        .max(tpl.sizes.min_body.unwrap_or(0.0).min(small))
}

/// The sheet of a section's techniques pages, fitted so every block fits a page under its
/// "continued" heading: a block taller than that draws its diagram smaller, never under the
/// digits' and candidates' least sizes (large print on a small trim would otherwise push
/// text off the page); one still taller is split by [`flow`].
fn sheet(spec: &Spec, section: usize, several: bool, area: Rect) -> Sheet {
    let mut sh = natural_sheet(spec, section, area);
    let said = said(spec, section);
    let room = area.h - head_height(spec, section, several, area, 1);
    let fits = |sh: &Sheet| said.iter().all(|s| block_height(sh, s, area) <= room);
    if fits(&sh) {
        return sh;
    }
    // The sentence under the diagram stays (it says where the step is); the diagram gets
    // smaller down to the template's promise (digits and candidates), then the flow splits
    // a block's note over two pages.
    let tpl = &spec.template;
    let kind = spec.sections[section].kind;
    let n = crate::lesson::teaching_size(kind, spec.sections[section].size);
    let style = puzzle_style(tpl);
    let floor = least_cell(kind, n, &style, tpl.grid.min_digit, pencil_min(tpl));
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
    if part > 0 && running_head(tpl, &t, area) {
        return super::header_height(tpl);
    }
    super::front::heading_height(&t, tpl, area.w)
}

/// Height of the heading of part `part` of a section's techniques pages when it opens with a
/// block's diagram, its name and note on the page before ([`Part`]): its running head, or
/// none where the title would be a page heading. Large print on 6x9 set the title in three
/// lines (119 pt) and a Killer diagram with its sentence (469 pt) no longer fitted under it;
/// the page before ends the block's explanation, so the diagram needs no title of its own.
fn figure_head(spec: &Spec, section: usize, several: bool, area: Rect, part: usize) -> f32 {
    let h = head_height(spec, section, several, area, part);
    if h == super::header_height(&spec.template) {
        h
    } else {
        0.0
    }
}

/// Whether a continued techniques page carries its title as a running head (the small line
/// over a rule that puzzle pages carry) rather than as a page heading: where the template
/// shows running heads and the title fits their line. The page heading took two lines in
/// German and Polish, and a 9x9 diagram's block missed sharing its page by 7 pt: a page of
/// one diagram, half empty; the running head leaves room for two in every language.
fn running_head(tpl: &super::Template, title: &str, area: Rect) -> bool {
    tpl.header.show && tpl.fonts.heading.id().width(title, tpl.sizes.header) <= area.w
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
    let small = (0.9 * size)
        .max(tpl.sizes.min_body.unwrap_or(KDP.min_font_pt))
        .max(KDP.min_font_pt);
    Sheet {
        font,
        bold: tpl.fonts.heading.id(),
        size,
        small,
        seen_lines: if least_seen(tpl, small) + 1.0 < small {
            SEEN_LINES
        } else {
            SEEN_LINES_FIXED
        },
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
    // Techniques an earlier section taught are named, not drawn again.
    let before: Vec<String> = crate::lesson::taught_before(spec, section)
        .iter()
        .map(|t| kind.technique_name(t.name, lang))
        .collect();
    // A kind whose pictures show more than candidates says what they show
    // (`techniques-intro-KIND`); once, on its first section's pages: a later section's would
    // repeat it and push its first diagram overleaf (`variety` in German).
    let mut intro = if before.is_empty() {
        crate::words::ftl::try_text(lang, &format!("techniques-intro-{}", kind.id()), &[])
            .unwrap_or_else(|| words.techniques_intro.to_string())
    } else {
        String::new()
    };
    if !before.is_empty() {
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
    placed(sh, said, area, note_lines(sh, said, area).0.len()).height
}

/// The room kept for the sentence saying the step.
fn seen_room(sh: &Sheet) -> f32 {
    if sh.seen {
        sh.seen_lines as f32 * sh.small * LEADING
    } else {
        0.0
    }
}

/// Where a block's first part puts its text, as offsets from the block's top: its name and
/// note beside the diagram while they fit its height, the rest of the note under it at the
/// full width (so a tall diagram leaves no empty column), then the sentence saying the step.
struct Placed {
    /// Top of the name.
    name_y: f32,
    /// Top of the note's first line.
    note_y: f32,
    /// Note lines beside the diagram (none when the text goes under it).
    beside: usize,
    /// Top of the first note line under the diagram.
    under_y: f32,
    /// Top of the sentence saying the step, and whether it is beside the diagram.
    seen_y: f32,
    seen_beside: bool,
    height: f32,
}

fn placed(sh: &Sheet, said: &Said, area: Rect, lines: usize) -> Placed {
    let (_, beside) = note_lines(sh, said, area);
    let reserve = seen_room(sh);
    let gap = 0.4 * sh.size;
    let below = sh.side + 0.6 * sh.size;
    let name_y = if sh.beside { 0.0 } else { below };
    let note_y = name_y
        + paragraph_height(&said.name, sh.bold, sh.size, text_width(sh, area))
        + 0.3 * sh.size;
    if !sh.beside {
        let seen_y = note_y + lines_height(sh, lines) + gap;
        return Placed {
            name_y,
            note_y,
            beside: 0,
            under_y: note_y,
            seen_y,
            seen_beside: false,
            height: seen_y + reserve,
        };
    }
    let next = lines.min(beside);
    let mut end = note_y + lines_height(sh, next);
    let under_y = below.max(end + gap);
    if lines > beside {
        end = under_y + lines_height(sh, lines - beside);
    }
    // Beside the diagram only in a column of fourteen ems or more: in a narrower one (large
    // print) a long sentence would not fit the lines kept for it.
    let wide = text_width(sh, area) >= 14.0 * sh.size;
    let seen_beside = wide && lines <= beside && end + gap + reserve <= sh.side;
    let seen_y = if seen_beside || lines > beside {
        end + gap
    } else {
        below.max(end + gap)
    };
    Placed {
        name_y,
        note_y,
        beside,
        under_y,
        seen_y,
        seen_beside,
        height: (seen_y + reserve).max(sh.side),
    }
}

/// What one page shows of a technique's block: all of it; or, where the block does not fit
/// a page holding nothing else (the first page's heading and intro alone, or large print on
/// a small trim), its name and note first, at the full width (going on over pages when
/// long), then the diagram with the sentence saying its step at the top of the next page.
/// The diagram and its sentence are never apart: a sentence opening a page, a page after its
/// diagram, reads as a stray (issue 22: `variety` p. 239, `killer-hard` p. 7).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Part {
    block: usize,
    /// The block's name leads this part (its first).
    name: bool,
    /// The diagram, and the sentence saying its step, are on this part (its last).
    diagram: bool,
    /// The lines of the note this part sets, `from..to`: of [`note_lines`] in a whole block,
    /// of the note wrapped at the full width ([`full_lines`]) in a part without the diagram.
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

/// A block's note as its page wraps it, and how many of its lines go beside the diagram:
/// beside it while they fit its height, the rest at the full width under it.
fn note_lines(sh: &Sheet, said: &Said, area: Rect) -> (Vec<String>, usize) {
    let narrow = text::wrap(&said.note, sh.font, sh.size, text_width(sh, area));
    if !sh.beside {
        return (narrow, 0);
    }
    let top = paragraph_height(&said.name, sh.bold, sh.size, text_width(sh, area)) + 0.3 * sh.size;
    let k = (0..=narrow.len())
        .rev()
        .find(|&k| top + lines_height(sh, k) <= sh.side + 1e-3)
        .unwrap_or(0);
    // A line or two past the diagram's foot stay in the column: run on under it, they would
    // read as a stray fragment.
    if narrow.len() <= k + 2 {
        return (narrow.clone(), narrow.len());
    }
    let mut lines = narrow[..k].to_vec();
    lines.extend(text::wrap(&narrow[k..].join(" "), sh.font, sh.size, area.w));
    (lines, k)
}

/// Height of `k` lines of a note.
fn lines_height(sh: &Sheet, k: usize) -> f32 {
    if k == 0 {
        return 0.0;
    }
    let (asc, desc) = sh.font.vertical_extent(sh.size);
    asc + desc + (k - 1) as f32 * sh.size * LEADING
}

/// A block's note wrapped at the full width, as a part without the diagram sets it.
fn full_lines(sh: &Sheet, said: &Said, area: Rect) -> Vec<String> {
    text::wrap(&said.note, sh.font, sh.size, area.w)
}

/// Height of a part without the diagram: the name when `name`, and `lines` lines of the note
/// at the full width.
fn text_height(sh: &Sheet, said: &Said, area: Rect, name: bool, lines: usize) -> f32 {
    let head = if name {
        paragraph_height(&said.name, sh.bold, sh.size, area.w) + 0.3 * sh.size
    } else {
        0.0
    };
    head + lines_height(sh, lines)
}

/// Whether the diagram of a part without text sets the sentence saying its step beside it:
/// in a column of fourteen ems or more (as a whole block does) that the lines kept for it
/// fit beside the diagram.
fn picture_beside(sh: &Sheet, area: Rect) -> bool {
    sh.beside && text_width(sh, area) >= 14.0 * sh.size && seen_room(sh) <= sh.side
}

/// Height of a part holding the diagram and the sentence saying its step alone.
fn picture_height(sh: &Sheet, area: Rect) -> f32 {
    if picture_beside(sh, area) {
        sh.side
    } else {
        sh.side + 0.6 * sh.size + seen_room(sh)
    }
}

/// The parts of blocks on each of a section's techniques pages: as many whole blocks as fit,
/// in order, the first page under its heading and intro, each next under its "continued"
/// heading. A block that does not fit goes whole to the next page; one that does not fit a
/// page holding nothing else ([`Part`]) is set text first, its diagram and sentence after.
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
    let new_page = |pages: &mut Vec<Vec<Part>>, y: &mut f32| {
        pages.push(Vec::new());
        *y = area.y + head(pages.len() - 1);
    };
    for (i, s) in said.iter().enumerate() {
        let h = block_height(&sh, s, area);
        if y + h > bottom && !pages.last().expect("a page").is_empty() {
            new_page(&mut pages, &mut y);
        }
        if y + h <= bottom {
            let lines = note_lines(&sh, s, area).0.len();
            pages.last_mut().expect("a page").push(Part {
                block: i,
                name: true,
                diagram: true,
                from: 0,
                to: lines,
            });
            y += h + sh.gap;
            continue;
        }
        // Text first: the name and as much of the note as fits here, the rest on the next
        // pages (a line at least on each, so the flow ends).
        let lines = full_lines(&sh, s, area).len();
        let mut from = 0;
        loop {
            let name = from == 0;
            let fit = (0..=lines - from)
                .rev()
                .find(|&k| y + text_height(&sh, s, area, name, k) <= bottom)
                .unwrap_or(0);
            let fit = if name || fit > 0 { fit } else { 1 };
            pages.last_mut().expect("a page").push(Part {
                block: i,
                name,
                diagram: false,
                from,
                to: from + fit,
            });
            y += text_height(&sh, s, area, name, fit) + sh.gap;
            from += fit;
            if from >= lines {
                break;
            }
            new_page(&mut pages, &mut y);
        }
        if y + picture_height(&sh, area) > bottom {
            pages.push(Vec::new());
            y = area.y + figure_head(spec, section, several, area, pages.len() - 1);
        }
        pages.last_mut().expect("a page").push(Part {
            block: i,
            name: false,
            diagram: true,
            from: 0,
            to: 0,
        });
        y += picture_height(&sh, area) + sh.gap;
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
    let flow = flow(spec, section, several, area);
    let Some(parts) = flow.get(part) else {
        return;
    };
    // A page opening with a block's diagram (its explanation on the page before) carries a
    // running head or no title at all (see `figure_head`).
    let figure = parts.first().is_some_and(|p| p.diagram && !p.name);
    let mut y = if part > 0 && running_head(&spec.template, &title, area) {
        super::running_header(page, &title, &spec.template);
        area.y + super::header_height(&spec.template)
    } else if figure {
        area.y
    } else {
        super::front::heading(page, area, input, &title)
    };
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
    let lessons = input.lessons.get(section);
    let lang = spec.language;
    let words = lang.words();
    let min = least_seen(&spec.template, sh.small);
    // The sentence saying the step, at (x, y) in `width`, in `room`: a long one is set smaller
    // until it fits (the lines reserved, or beside a taller diagram down to its foot); one that
    // cannot fit even at the least size is left out: the diagram still shows the step.
    let seen_at = |page: &mut Page, block: usize, x: f32, y: f32, width: f32, room: f32| {
        let Some((l, step)) = lessons
            .and_then(|l| l.get(block))
            .and_then(Option::as_ref)
            .filter(|_| sh.seen)
            .and_then(|l| Some((l, l.grade.steps.get(l.step)?)))
        else {
            return;
        };
        let seen = fill(
            words.technique_seen,
            &[("step", &l.puzzle.plain_in(step, lang))],
        );
        let mut small = sh.small;
        while small > min && paragraph_height(&seen, sh.font, small, width) > room {
            small = (small - 0.5).max(min);
        }
        if paragraph_height(&seen, sh.font, small, width) <= room + 1e-3 {
            let (items, _) = paragraph(&seen, sh.font, small, x, y, width, Align::Left);
            page.items.extend(items);
        }
    };
    // What the preflight keeps on one page: the diagram and the sentence saying its step
    // each name their block where they are set.
    let kept = |page: &mut Page, s: &Said| {
        page.kept.push(format!(
            "the diagram of {} ({}) and the sentence saying its step",
            s.name,
            input.section_title(section)
        ))
    };
    for (j, p) in parts.iter().enumerate() {
        let s = &said[p.block];
        // The last block of a page may run its sentence on into the room left under it: the
        // lines kept are for a usual sentence, and a long one (Polish in large print, where
        // the sentence cannot be set smaller than the body) would otherwise be dropped.
        let spare = |end: f32| {
            if j + 1 == parts.len() {
                (area.bottom() - end).max(0.0)
            } else {
                0.0
            }
        };
        // The diagram on the left with the text beside it, or centred with the text under it.
        let (dx, col_x, col_w) = if sh.beside {
            (area.x, area.x + sh.side + sh.gap, area.w - sh.side - sh.gap)
        } else {
            (area.x + (area.w - sh.side) / 2.0, area.x, area.w)
        };
        let lesson = lessons
            .and_then(|l| l.get(p.block))
            .and_then(Option::as_ref);
        // A block set text first: its name and note at the full width.
        if !p.diagram {
            let mut b = y;
            if p.name {
                let (items, bottom) =
                    paragraph(&s.name, sh.bold, sh.size, area.x, y, area.w, Align::Left);
                page.items.extend(items);
                b = bottom + 0.3 * sh.size;
            }
            if p.to > p.from {
                let note = full_lines(&sh, s, area)[p.from..p.to].join(" ");
                let (items, _) = paragraph(&note, sh.font, sh.size, area.x, b, area.w, Align::Left);
                page.items.extend(items);
            }
            y += text_height(&sh, s, area, p.name, p.to - p.from) + sh.gap;
            continue;
        }
        // ... then its diagram and the sentence, beside it or under it.
        if !p.name {
            if let Some(l) = lesson {
                draw_lesson(page, Rect::new(dx, y, sh.side, sh.side), input, l, sh.cell);
            }
            kept(page, s);
            let end = y + picture_height(&sh, area);
            if picture_beside(&sh, area) {
                seen_at(page, p.block, col_x, y, col_w, sh.side);
            } else {
                let top = y + sh.side + 0.6 * sh.size;
                let room = (end - top + spare(end)).min(area.bottom() - top);
                seen_at(page, p.block, area.x, top, area.w, room);
            }
            kept(page, s);
            y = end + sh.gap;
            continue;
        }
        let (lines, _) = note_lines(&sh, s, area);
        let i = p.block;
        let at = placed(&sh, s, area, p.to);
        if let Some(l) = lesson {
            draw_lesson(page, Rect::new(dx, y, sh.side, sh.side), input, l, sh.cell);
        }
        kept(page, s);
        let (items, _) = paragraph(
            &s.name,
            sh.bold,
            sh.size,
            col_x,
            y + at.name_y,
            col_w,
            Align::Left,
        );
        page.items.extend(items);
        let next = p.to.min(at.beside);
        if next > 0 {
            let (items, _) = paragraph(
                &lines[..next].join(" "),
                sh.font,
                sh.size,
                col_x,
                y + at.note_y,
                col_w,
                Align::Left,
            );
            page.items.extend(items);
        }
        if p.to > at.beside {
            let (items, _) = paragraph(
                &lines[at.beside..p.to].join(" "),
                sh.font,
                sh.size,
                area.x,
                y + at.under_y,
                area.w,
                Align::Left,
            );
            page.items.extend(items);
        }
        let (tx, tw) = if at.seen_beside {
            (col_x, col_w)
        } else {
            (area.x, area.w)
        };
        let room = at.height - at.seen_y + spare(y + at.height);
        seen_at(page, i, tx, y + at.seen_y, tw, room);
        kept(page, s);
        y += at.height + sh.gap;
    }
}

/// A lesson's puzzle drawn as it stands just before its step, cells `cell` wide, as its kind
/// shows a step ([`crate::kind::Puzzle::draw_before`]): what is known drawn in, the step's
/// own squares shaded, what it rules out struck or marked. A stand-in (`check`) has no step:
/// its grid alone.
fn draw_lesson(page: &mut Page, area: Rect, input: &Input, l: &crate::lesson::Lesson, cell: f32) {
    let tpl = &input.spec.template;
    let style = puzzle_style(tpl);
    // A drawing's own words (a magic square's caption) in the book's language.
    let style = Style {
        max_cell: cell,
        language: input.spec.language,
        ..for_cell(&style, cell)
    };
    let d = l
        .puzzle
        .draw_before(&l.grade.steps, l.step, area, &style, pencil_min(tpl));
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
