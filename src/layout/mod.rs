//! Layout: turns a plan and its puzzles into pages of the page model. Never calls a renderer.
//!
//! The plan says what goes on each page; layout decides where: header and footer bands in
//! the live area, grids arranged and centred, text wrapped. The puzzle kind draws its own
//! grids into the boxes layout gives it ([`crate::kind::Puzzle::draw`]); layout never names a
//! kind.

pub mod cover;
mod front;
mod index;
mod marks;
mod puzzles;
mod teach;
/// The template is part of the spec (`spec::template`); this path stays for callers.
pub use crate::spec::template;
pub mod text;

use crate::draw::Style;
use crate::fonts::FontId;
use crate::kdp::KDP;
use crate::kind::{KindRef, Puzzle, PuzzleRef};
use crate::page::{Align, Color, Document, Item, Page, Rect, Side, Stroke, pt};
use crate::plan::{Measure, PageKind, Plan};
use crate::spec::Spec;
use crate::spec::template::{PageNumber, Template};
use crate::words::fill;

/// One puzzle as layout needs it.
#[derive(Clone, Copy, Debug)]
pub struct Entry<'a> {
    pub puzzle: &'a dyn Puzzle,
    pub solution: &'a [u8],
    /// The step solver's record, for hints and the techniques pages; `None` for stand-ins.
    pub grade: Option<&'a crate::solve::logic::Grade>,
    /// The picture's title (the user's image): printed with the answer, never the puzzle.
    pub title: Option<&'a str>,
}

/// A kind's how-to-play example: a small puzzle, its answer, and its first steps in words.
#[derive(Clone, Debug)]
pub struct Example {
    pub kind: KindRef,
    pub puzzle: PuzzleRef,
    pub solution: Vec<u8>,
    /// The first steps, one sentence each.
    pub steps: Vec<String>,
    /// Steps the whole solve takes.
    pub total_steps: usize,
    /// Each cell's candidates after each of the first steps (`pencil[k]`: after step
    /// `k + 1`), for the grid part-way; empty when the kind keeps no candidates.
    pub pencil: Vec<Vec<crate::latin::Mask>>,
    /// The digits each of the first steps places, (cell, digit): the part-way grid fills in
    /// these and no square that merely has one candidate left.
    pub placed: Vec<Vec<(usize, u8)>>,
}

/// Everything layout reads.
pub struct Input<'a> {
    pub spec: &'a Spec,
    pub plan: &'a Plan,
    /// Each section's puzzles in display order (easier to harder).
    pub sections: Vec<Vec<Entry<'a>>>,
    /// One example per kind of [`Plan::kinds`], in that order; empty without how-to-play.
    pub examples: &'a [Example],
    /// Each section's lessons, one per technique it is taught ([`crate::lesson::taught`]),
    /// `None` where no teaching puzzle showed it; empty without techniques pages.
    pub lessons: &'a [Vec<Option<crate::lesson::Lesson>>],
}

impl Input<'_> {
    /// The running head and contents name of a section: its name, led by its kind's name in
    /// a book of several kinds ("Skyscrapers · Medium").
    pub fn section_title(&self, section: usize) -> String {
        section_title(self.spec, self.plan, section)
    }
}

/// See [`Input::section_title`].
fn section_title(spec: &Spec, plan: &Plan, section: usize) -> String {
    let sec = &spec.sections[section];
    if plan.kinds.len() > 1 {
        format!("{} \u{b7} {}", sec.kind.name_in(spec.language), sec.name)
    } else {
        sec.name.clone()
    }
}

/// A layout the spec makes impossible.
#[derive(Debug, PartialEq, thiserror::Error)]
pub enum LayoutError {
    #[error(
        "page {page}: section {section:?} would print {numbers} at {:.1} pt, under template \
         {template:?}'s minimum of {min} pt (`{key}`)\n  help: {fix}",
        // Rounded down: 11.97 pt shown as "12.0 pt, under the minimum of 12 pt" reads as a bug.
        (.size * 10.0).floor() / 10.0
    )]
    DigitsTooSmall {
        page: usize,
        section: String,
        template: String,
        /// What is too small: "digits" (in cells) or "clue numbers" (beside the grid).
        numbers: &'static str,
        /// The template key whose floor it is under.
        key: &'static str,
        size: f32,
        min: f32,
        fix: String,
    },
    #[error("section {section} has {got} puzzles but the plan has {want}: a bookmaker bug")]
    Mismatch {
        section: usize,
        got: usize,
        want: usize,
    },
}

/// Lays out the whole book.
pub fn lay_out(input: &Input) -> Result<Document, LayoutError> {
    for (i, sec) in input.plan.sections.iter().enumerate() {
        let got = input.sections.get(i).map_or(0, Vec::len);
        if got != sec.count() {
            return Err(LayoutError::Mismatch {
                section: i,
                got,
                want: sec.count(),
            });
        }
    }
    let mut pages = Vec::with_capacity(input.plan.page_count());
    for (i, kind) in input.plan.pages.iter().enumerate() {
        pages.push(lay_out_page(input, i + 1, kind)?);
    }
    Ok(Document {
        title: input.spec.title.clone(),
        author: input.spec.author.clone(),
        pages,
    })
}

/// Lays out page `n` (1-based) alone: what preview uses to draw one page.
pub fn lay_out_page(input: &Input, n: usize, kind: &PageKind) -> Result<Page, LayoutError> {
    let f = input.plan.frame(n);
    let mut page = Page {
        width: f.width,
        height: f.height,
        trim: f.trim,
        live: f.live,
        items: Vec::new(),
        kept: Vec::new(),
    };
    let tpl = &input.spec.template;
    let header = match kind {
        PageKind::Puzzles { section, .. } => Some(input.section_title(*section)),
        PageKind::Answers {
            section,
            first,
            count,
        } => Some(answers_head(input, *section, *first, *count)),
        _ => None,
    };
    let area = content_area(page.live, tpl, header.is_some(), kind.numbered());
    if let Some(h) = header.filter(|_| tpl.header.show) {
        running_header(&mut page, &h, tpl);
    }
    if kind.numbered() && tpl.footer.page_number != PageNumber::None {
        page_number(&mut page, n, tpl);
    }
    match kind {
        PageKind::Title => front::title(&mut page, input),
        PageKind::Copyright => front::copyright(&mut page, input),
        PageKind::Contents { part } => front::contents(&mut page, area, input, *part),
        PageKind::HowToPlay { kind, part } => {
            front::how_to_play(&mut page, area, input, *kind, *part)
        }
        PageKind::Puzzles {
            section,
            first,
            count,
        } => puzzles::puzzle_page(&mut page, area, input, n, *section, *first, *count)?,
        PageKind::Answers {
            section,
            first,
            count,
        } => puzzles::answer_page(&mut page, area, input, *section, *first, *count),
        PageKind::Notes => puzzles::notes(&mut page, area, input),
        PageKind::Techniques { section, part } => {
            teach::techniques(&mut page, area, input, *section, *part)
        }
        PageKind::Hints { first, count, part } => {
            teach::hints(&mut page, area, input, *first, *count, *part)
        }
        PageKind::Index { part } => index::index(&mut page, area, input, *part),
    }
    Ok(page)
}

/// Layout's measurements for the plan ([`Measure`]): how much a page holds.
pub struct Measurer;

impl Measure for Measurer {
    fn content_area(&self, live: Rect, tpl: &Template, header: bool, numbered: bool) -> Rect {
        content_area(live, tpl, header, numbered)
    }

    fn grid_cell(
        &self,
        k: usize,
        area: Rect,
        kind: KindRef,
        shape: crate::kind::Shape,
        label: f32,
        style: &Style,
    ) -> f32 {
        grid_cell(k, area, kind, shape, label, style)
    }

    fn puzzle_style(&self, tpl: &Template) -> Style {
        puzzle_style(tpl)
    }

    fn answers_print(
        &self,
        k: usize,
        area: Rect,
        kind: KindRef,
        shape: crate::kind::Shape,
        tpl: &Template,
    ) -> bool {
        puzzles::answers_print(k, area, kind, shape, tpl)
    }

    fn answer_style(&self, tpl: &Template) -> Style {
        answer_style(tpl)
    }

    fn contents_pages(&self, spec: &Spec, plan: &Plan) -> usize {
        front::contents_pages(spec, plan)
    }

    fn how_to_play_pages(&self, spec: &Spec, k: KindRef, several: bool, area: Rect) -> usize {
        front::how_to_play_pages(spec, k, several, area)
    }

    fn hints_per_page(&self, spec: &Spec, area: Rect, part: crate::plan::HintPart) -> usize {
        teach::hints_per_page(spec, area, part)
    }

    fn techniques_pages(&self, spec: &Spec, section: usize, several: bool, area: Rect) -> usize {
        teach::techniques_pages(spec, section, several, area)
    }

    fn index_pages(&self, spec: &Spec, area: Rect) -> usize {
        index::index_pages(spec, area)
    }
}

impl Plan {
    /// The plan of `spec`'s book, with layout's measurements of what a page holds.
    pub fn new(spec: &Spec) -> Plan {
        Plan::measured(spec, &Measurer)
    }
}

impl Spec {
    /// The spec as a standalone TOML file, every key written out, the plan's choices for the
    /// keys it leaves out in the comments: what `bookmaker new` prints (see
    /// [`Spec::to_toml_with`]).
    pub fn to_toml(&self) -> String {
        let plan = Plan::new(self);
        self.to_toml_with(&crate::spec::Chosen {
            per_page: plan.sections.iter().map(|s| s.per_page).collect(),
            answers_per_page: plan.sections.first().map_or(0, |s| s.answers_per_page),
        })
    }
}

/// The cell size `k` labelled grids of `kind` and `order` get in `area`: what the plan asks
/// before choosing how many grids a page takes.
pub fn grid_cell(
    k: usize,
    area: Rect,
    kind: KindRef,
    shape: crate::kind::Shape,
    label: f32,
    style: &Style,
) -> f32 {
    puzzles::slots_for(k, area, kind, shape, label, style).1
}

pub use front::{contents_pages, how_to_play_pages};
pub use teach::{hint_step, hints_per_page, techniques_pages, techniques_used};

/// The running head of an answer page: the puzzle numbers it holds ("Answers 37–42").
fn answers_head(input: &Input, section: usize, first: usize, count: usize) -> String {
    let sec = &input.plan.sections[section];
    let (a, b) = (
        sec.number_of(first),
        sec.number_of(first + count.max(1) - 1),
    );
    let w = input.spec.language.words();
    if a == b {
        fill(w.answer_head, &[("n", &a)])
    } else {
        fill(w.answers_head, &[("first", &a), ("last", &b)])
    }
}

/// What is left of the live area for a page's content once the running header (when the
/// page has one and the template shows it) and the page number (when numbered) take theirs.
/// The plan sizes grids with it before any page exists, so both must agree.
pub fn content_area(live: Rect, tpl: &Template, header: bool, numbered: bool) -> Rect {
    let mut area = live;
    if header && tpl.header.show {
        let used = header_height(tpl);
        area.y += used;
        area.h -= used;
    }
    if numbered && tpl.footer.page_number != PageNumber::None {
        area.h -= footer_height(tpl);
    }
    area
}

/// Height the running header takes from the top of the live area, rule and space included.
fn header_height(tpl: &Template) -> f32 {
    let size = tpl.sizes.header;
    let (asc, _) = tpl.fonts.heading.id().vertical_extent(size);
    asc + 0.6 * size + tpl.header.rule.max(0.0) + size
}

/// Height the page number takes from the foot of the live area.
fn footer_height(tpl: &Template) -> f32 {
    2.2 * tpl.sizes.header
}

/// The running header at the top of the live area.
fn running_header(page: &mut Page, text: &str, tpl: &Template) {
    let size = tpl.sizes.header;
    let font = tpl.fonts.heading.id();
    let (asc, _) = font.vertical_extent(size);
    let live = page.live;
    page.items.push(text::run(
        text,
        font,
        size,
        live.x + live.w / 2.0,
        live.y + asc,
        Align::Center,
    ));
    if tpl.header.rule > 0.0 {
        let y = live.y + asc + 0.6 * size + tpl.header.rule / 2.0;
        // Butt caps: the line's bounds reach half its width past each end.
        let w = tpl.header.rule / 2.0;
        page.items.push(Item::Line {
            from: pt(live.x + w, y),
            to: pt(live.right() - w, y),
            stroke: Stroke {
                width: tpl.header.rule,
                color: Color::BLACK,
            },
        });
    }
}

/// The page number at the foot of the live area.
fn page_number(page: &mut Page, n: usize, tpl: &Template) {
    let size = tpl.sizes.header;
    let font = tpl.fonts.body.id();
    let (_, desc) = font.vertical_extent(size);
    let live = page.live;
    let (x, align) = match (tpl.footer.page_number, Side::of_page(n)) {
        (PageNumber::Center, _) | (PageNumber::None, _) => (live.x + live.w / 2.0, Align::Center),
        (PageNumber::Outside, Side::Right) => (live.right(), Align::Right),
        (PageNumber::Outside, Side::Left) => (live.x, Align::Left),
    };
    page.items.push(text::run(
        n.to_string(),
        font,
        size,
        x,
        live.bottom() - desc,
        align,
    ));
}

/// The grid style of puzzle pages.
pub fn puzzle_style(tpl: &Template) -> Style {
    Style {
        line: tpl.grid.line,
        sign: tpl.grid.sign,
        clue: Color::BLACK,
        gap: tpl.grid.gap,
        digit: tpl.grid.digit,
        min_digit: tpl.grid.min_digit,
        max_cell: tpl.grid.max_cell,
        min_text: KDP.min_font_pt,
        min_line: KDP.min_line_pt,
        given: tpl.fonts.given.id(),
        filled: tpl.fonts.filled.id(),
        language: crate::words::Language::En,
    }
}

/// Grey of the clues in answer grids: light enough that the digits read first, dark enough
/// to print clearly.
pub const ANSWER_CLUE: Color = Color::gray(0.55);

/// The grid style of answer pages: smaller cells, grey clues; digits raised to KDP's minimum
/// text size while they fit.
pub fn answer_style(tpl: &Template) -> Style {
    Style {
        max_cell: tpl.grid.max_answer_cell,
        min_digit: KDP.min_font_pt,
        clue: ANSWER_CLUE,
        ..puzzle_style(tpl)
    }
}

/// Heaviest clue stroke, as a fraction of the cell: heavier strokes in small cells (answer
/// grids, large print) would reach the squares around them.
pub const MAX_SIGN: f32 = 0.07;

/// `style` for a grid whose cells will be `cell`: clue strokes thinned to [`MAX_SIGN`] of
/// the cell (never under KDP's thinnest line).
pub fn for_cell(style: &Style, cell: f32) -> Style {
    Style {
        sign: style.sign.min(MAX_SIGN * cell).max(KDP.min_line_pt),
        ..style.clone()
    }
}

/// Body text font and size.
fn body(tpl: &Template) -> (FontId, f32) {
    (tpl.fonts.body.id(), tpl.sizes.body)
}
