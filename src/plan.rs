//! The plan: everything decidable before any puzzle exists.
//!
//! From the spec alone: the sections, each puzzle's address (book seed, section key, number),
//! which page holds what, the final page count (even, at least KDP's minimum, gaps filled
//! with notes pages) and hence the inside margin. The page-count and margin preflight runs
//! here, before seconds of generation.

use crate::draw::Style;
use crate::kdp::{self, Finding, KDP, Report, Rule, Severity};
use crate::kind::{KindRef, Shape};
use crate::page::{PT_PER_IN, Rect, Side};
use crate::seed::Address;
use crate::solve::Level;
use crate::spec::Spec;
use crate::spec::template::Template;
use std::ops::Range;

/// What of a hint a hints page gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintPart {
    /// Where to look and which idea (`hints = true`).
    Whole,
    /// Where to look only: the first pages of two-step hints.
    Where,
    /// Which idea, with its page: the later pages of two-step hints.
    Idea,
}

/// What goes on one page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageKind {
    Title,
    Copyright,
    /// Part `part` of the contents: they run on to more pages when the entries need them.
    Contents {
        part: usize,
    },
    /// The pages of the `kind`-th kind of [`Plan::kinds`]: the rules and the example puzzle
    /// (more than one page when large text needs them), then its first steps and its answer.
    HowToPlay {
        kind: usize,
        part: usize,
    },
    /// The techniques a section is taught ([`crate::lesson::taught`]), each with a diagram:
    /// before the puzzles of a section above the easiest level, when the book has how-to-play
    /// pages; as many pages as the blocks take (`layout::techniques_pages`).
    Techniques {
        section: usize,
        part: usize,
    },
    /// Hints to puzzles `first..first + count`, counted through the whole book in print
    /// order (0-based), before the answers when the spec asks for hints.
    Hints {
        first: usize,
        count: usize,
        part: HintPart,
    },
    /// Puzzles `first..first + count` of a section, in the section's display order.
    Puzzles {
        section: usize,
        first: usize,
        count: usize,
    },
    /// Answers to puzzles `first..first + count` of a section.
    Answers {
        section: usize,
        first: usize,
        count: usize,
    },
    /// Part `part` of the technique index, after the answers: each technique the book
    /// teaches, the page that teaches it and the puzzles that need it.
    Index {
        part: usize,
    },
    /// Lined pages that bring the count to an even number of at least KDP's minimum.
    Notes,
}

impl PageKind {
    /// Front-matter pages carry no running header or page number.
    pub fn numbered(&self) -> bool {
        !matches!(self, PageKind::Title | PageKind::Copyright)
    }
}

/// One puzzle to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    pub section: usize,
    pub kind: KindRef,
    pub address: Address,
    pub shape: Shape,
    pub level: Level,
    /// The user's image the puzzle is made from, if any.
    pub picture: Option<crate::spec::Picture>,
}

/// Where a section's puzzles and answers are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionPlan {
    /// Indices into [`Plan::slots`].
    pub slots: Range<usize>,
    /// Book-wide number of the section's first puzzle (1-based): numbers run on through
    /// the book, so answers are easy to find.
    pub first_number: usize,
    /// Page (1-based) of the first puzzle page, and of the first answer page.
    pub first_page: usize,
    pub answers_page: usize,
    /// Page (1-based) of the section's techniques page; 0 when it has none.
    pub techniques_page: usize,
    pub per_page: usize,
    pub answers_per_page: usize,
}

impl SectionPlan {
    pub fn count(&self) -> usize {
        self.slots.len()
    }

    /// The page (1-based) of the puzzle at `position` in the section's display order.
    pub fn page_of(&self, position: usize) -> usize {
        self.first_page + position / self.per_page
    }

    /// The page (1-based) of the answer to the puzzle at `position`.
    pub fn answer_page_of(&self, position: usize) -> usize {
        self.answers_page + position / self.answers_per_page
    }

    /// The book-wide number of the puzzle at `position`.
    pub fn number_of(&self, position: usize) -> usize {
        self.first_number + position
    }
}

/// Margins from the trim edge, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Margins {
    pub inside: f32,
    pub outside: f32,
    pub top: f32,
    pub bottom: f32,
}

/// A page's sheet: media size, trim and live area in page coordinates (points).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: f32,
    pub height: f32,
    pub trim: Rect,
    pub live: Rect,
}

/// The whole book before any puzzle exists.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// Trim size in points.
    pub trim_w: f32,
    pub trim_h: f32,
    pub bleed: bool,
    pub margins: Margins,
    /// Page `n` is `pages[n - 1]`.
    pub pages: Vec<PageKind>,
    pub slots: Vec<Slot>,
    pub sections: Vec<SectionPlan>,
    /// The kinds in the book, in the order they first appear: one how-to-play spread each.
    pub kinds: Vec<KindRef>,
    /// Pages of the front matter entries, for the contents (0 when absent).
    pub how_to_play_page: usize,
    /// The first how-to-play page of each kind of [`Plan::kinds`].
    pub how_to_play_pages: Vec<usize>,
    pub notes_page: usize,
    /// The first hints page (0 without hints) and hints a page.
    pub hints_page: usize,
    pub hints_per_page: usize,
    /// With two-step hints, the first page of the ideas (the first part, where to look,
    /// starts at `hints_page`); 0 otherwise.
    pub idea_page: usize,
    /// Ideas a page holds (two-step hints; 0 otherwise): a page of ideas, a line each, holds
    /// more than one of whole hints.
    pub idea_per_page: usize,
    /// The first page of the technique index (0 without one).
    pub index_page: usize,
    /// The plan-level preflight.
    pub report: Report,
    /// What the preflight was given.
    pub format: kdp::Format,
}

/// The smallest cell a puzzle page gives a grid of `level`, in inches, when the spec leaves
/// `per_page` to the plan: harder puzzles need room for pencil marks (candidates). Measured
/// on printed pages; see docs/layout.md.
pub fn min_cell_in(level: Level) -> f32 {
    match level {
        Level::Easy => 0.32,
        Level::Medium => 0.34,
        Level::Hard | Level::Expert | Level::Master | Level::Guessing => 0.4,
    }
}

/// What the plan asks of page layout: how much a page holds. `layout` implements it and
/// gives [`Plan::new`] (`layout::Measurer`); the plan never imports layout, so that layout
/// depends on the plan and not back.
pub trait Measure {
    /// A page's content area in its live area: running header and page number taken off.
    fn content_area(&self, live: Rect, tpl: &Template, header: bool, numbered: bool) -> Rect;
    /// The cell size `k` labelled grids of `kind` and `shape` get in `area`.
    fn grid_cell(
        &self,
        k: usize,
        area: Rect,
        kind: KindRef,
        shape: Shape,
        label: f32,
        style: &Style,
    ) -> f32;
    /// The grid style of puzzle pages.
    fn puzzle_style(&self, tpl: &Template) -> Style;
    /// True when `k` answers of `kind` and `shape` a page in `area` print every text at
    /// KDP's least size or more, clear of each other and of the lines.
    fn answers_print(
        &self,
        k: usize,
        area: Rect,
        kind: KindRef,
        shape: Shape,
        tpl: &Template,
    ) -> bool;
    /// The grid style of answer pages.
    fn answer_style(&self, tpl: &Template) -> Style;
    /// Pages the contents take for `plan` (as far as it is settled).
    fn contents_pages(&self, spec: &Spec, plan: &Plan) -> usize;
    /// Pages the how-to-play of kind `k` takes in `area`.
    fn how_to_play_pages(&self, spec: &Spec, k: KindRef, several: bool, area: Rect) -> usize;
    /// Hints of part `part` a page holds in `area`.
    fn hints_per_page(&self, spec: &Spec, area: Rect, part: HintPart) -> usize;
    /// Pages the techniques of section `section` take in `area`.
    fn techniques_pages(&self, spec: &Spec, section: usize, several: bool, area: Rect) -> usize;
    /// Pages the technique index takes in `area` (0 when the book teaches no technique).
    fn index_pages(&self, spec: &Spec, area: Rect) -> usize;
}

/// The most grids a page may take.
const MOST_PER_PAGE: usize = 6;

/// The area of a page's content (header and page number taken off) with `inside` margin.
fn content(m: &dyn Measure, spec: &Spec, inside_in: f32, header: bool) -> Rect {
    let t = &spec.template.margins;
    let live = Rect::new(
        0.0,
        0.0,
        (spec.trim.width_in - inside_in - t.outside) * PT_PER_IN,
        (spec.trim.height_in - t.top - t.bottom) * PT_PER_IN,
    );
    m.content_area(live, &spec.template, header, true)
}

/// The least width of a puzzle grid a page holds several of, as a share of the page's
/// content width, unless its cells already reach the template's largest: smaller grids
/// leave the page mostly white (six 4x4 grids of 1.7 in on a 6x9 page).
pub const MIN_GRID_SHARE: f32 = 0.375;

/// Answers a page may take beyond the template's `answers_per_page` when they stay large.
pub const MOST_ANSWERS_PER_PAGE: usize = 20;

/// Answer cells at least this share of the template's largest answer cell count as large:
/// a page of small answer grids takes more of them (up to [`MOST_ANSWERS_PER_PAGE`]).
pub const LARGE_ANSWER_SHARE: f32 = 0.8;

/// The most puzzles of section `s` a page holds with cells of at least the level's minimum,
/// digits of at least the template's, and grids of at least [`MIN_GRID_SHARE`] of the width
/// (or at the largest cell); 1 when even one grid is smaller.
fn puzzles_per_page(m: &dyn Measure, spec: &Spec, s: usize, area: Rect) -> usize {
    let sec = &spec.sections[s];
    let tpl = &spec.template;
    let style = m.puzzle_style(tpl);
    let min = min_cell_in(sec.level) * PT_PER_IN;
    let width = sec.kind.extent(sec.size, &style).w;
    (1..=tpl.pages.puzzles_per_page.min(MOST_PER_PAGE))
        .rev()
        .find(|&k| {
            let cell = m.grid_cell(k, area, sec.kind, sec.size, tpl.sizes.label, &style);
            let wide =
                cell * width + 1e-3 >= MIN_GRID_SHARE * area.w || cell + 1e-3 >= style.max_cell;
            cell + 1e-3 >= min
                && wide
                && numbers_print(sec, cell, &style, tpl.grid.min_digit, tpl.min_clue())
        })
        .unwrap_or(1)
}

/// True when section `sec`'s grids at cells `cell` print their digits in cells at
/// `min_digit` or more and their numbers beside the grid at `min_clue` or more.
fn numbers_print(
    sec: &crate::spec::Section,
    cell: f32,
    style: &Style,
    min_digit: f32,
    min_clue: f32,
) -> bool {
    let k = sec.kind;
    crate::draw::short_of(
        k.cell_digits(),
        k.digit_size(sec.size, cell, style),
        k.clue_size(sec.size, cell, style),
        min_digit,
        min_clue,
    )
    .is_none()
}

/// The most answers of section `s` a page holds with digits KDP accepts, every text of the
/// grid (a cage's clue beside its digit) at that size or more and clear of the lines.
fn answers_fit(m: &dyn Measure, spec: &Spec, s: usize, area: Rect) -> usize {
    let sec = &spec.sections[s];
    let tpl = &spec.template;
    let style = m.answer_style(tpl);
    (1..=*crate::spec::ANSWERS_PER_PAGE.end() as usize)
        .rev()
        .find(|&k| {
            let label = tpl.sizes.answer_label;
            let cell = m.grid_cell(k, area, sec.kind, sec.size, label, &style);
            numbers_print(sec, cell, &style, KDP.min_font_pt, KDP.min_font_pt)
                && m.answers_print(k, area, sec.kind, sec.size, tpl)
        })
        .unwrap_or(1)
}

/// Answers a page of section `s` takes when the spec leaves it to the plan: the template's
/// `answers_per_page` (fewer when they would not print), or more while the answer cells stay
/// at least [`LARGE_ANSWER_SHARE`] of the largest, so that small grids fill the page.
fn answers_per_page(m: &dyn Measure, spec: &Spec, s: usize, area: Rect, fit: usize) -> usize {
    let sec = &spec.sections[s];
    let tpl = &spec.template;
    let style = m.answer_style(tpl);
    let base = tpl.pages.answers_per_page.min(fit);
    let large = LARGE_ANSWER_SHARE * style.max_cell;
    (base + 1..=MOST_ANSWERS_PER_PAGE.min(fit))
        .rev()
        .find(|&k| {
            m.grid_cell(k, area, sec.kind, sec.size, tpl.sizes.answer_label, &style) + 1e-3 >= large
        })
        .unwrap_or(base)
}

/// What the plan settles before laying pages out, found by repeating until nothing changes:
/// a larger inside margin (more pages) can mean fewer grids a page, hence more pages; more
/// contents entries can need another contents page.
#[derive(Clone, Copy, PartialEq)]
struct Settled {
    inside_in: f32,
    contents_pages: usize,
}

impl Plan {
    /// The plan of `spec`'s book, pages measured by `m` (layout's [`Measure`]; `Plan::new`
    /// in `layout` passes it).
    pub fn measured(spec: &Spec, m: &dyn Measure) -> Plan {
        let mut settled = Settled {
            inside_in: spec.template.margins.inside,
            contents_pages: usize::from(spec.front.contents),
        };
        // Each round only grows the margin and the contents: it ends in a few.
        for _ in 0..8 {
            let plan = Plan::with(m, spec, settled);
            let next = Settled {
                inside_in: settled
                    .inside_in
                    .max(spec.platform.rules().gutter_in(plan.pages.len()))
                    .max(spec.template.margins.inside),
                contents_pages: settled.contents_pages.max(m.contents_pages(spec, &plan)),
            };
            if next == settled {
                return plan;
            }
            settled = next;
        }
        Plan::with(m, spec, settled)
    }

    fn with(m: &dyn Measure, spec: &Spec, settled: Settled) -> Plan {
        let mut pages = Vec::new();
        if spec.front.title_page {
            pages.push(PageKind::Title);
        }
        if spec.front.copyright_page {
            pages.push(PageKind::Copyright);
        }
        if spec.front.contents {
            pages
                .extend((0..settled.contents_pages.max(1)).map(|part| PageKind::Contents { part }));
        }
        let mut kinds: Vec<KindRef> = Vec::new();
        for s in &spec.sections {
            if !kinds.contains(&s.kind) {
                kinds.push(s.kind);
            }
        }
        let mut how_to_play_page = 0;
        let mut how_to_play_pages = Vec::new();
        if spec.front.how_to_play {
            let area = content(m, spec, settled.inside_in, false);
            for (kind, &k) in kinds.iter().enumerate() {
                let n = m.how_to_play_pages(spec, k, kinds.len() > 1, area);
                // A spread: the rules end on a left-hand page, the worked example faces
                // them on the right (an odd page); a notes page makes the step when needed.
                if (pages.len() + n).is_multiple_of(2) {
                    // Right after a contents of several pages the step is one more contents
                    // page (layout spreads the rows evenly), not a notes page in the front.
                    let contents = pages
                        .iter()
                        .filter(|k| matches!(k, PageKind::Contents { .. }))
                        .count();
                    if kind == 0 && contents > 1 {
                        pages.push(PageKind::Contents { part: contents });
                    } else {
                        pages.push(PageKind::Notes);
                    }
                }
                if kind == 0 {
                    how_to_play_page = pages.len() + 1;
                }
                how_to_play_pages.push(pages.len() + 1);
                pages.extend((0..n).map(|part| PageKind::HowToPlay { kind, part }));
            }
        }

        let area = content(m, spec, settled.inside_in, true);
        let mut report = Report::default();
        // Answer pages too full to print, by section: their page is known further down.
        let mut too_full: Vec<(usize, Finding)> = Vec::new();
        let mut slots = Vec::new();
        let mut sections = Vec::new();
        let mut number = 1;
        for (i, s) in spec.sections.iter().enumerate() {
            let start = slots.len();
            slots.extend((1..=s.count).map(|n| Slot {
                section: i,
                kind: s.kind,
                address: Address::new(spec.seed, s.key.clone(), n as u32),
                shape: s.size,
                level: s.level,
                picture: s.pictures.get(n - 1).cloned(),
            }));
            let per_page = s
                .per_page
                .unwrap_or_else(|| puzzles_per_page(m, spec, i, area));
            let mut techniques_page = 0;
            if spec.front.how_to_play && s.level > Level::Easy {
                let several = spec.sections.len() > 1;
                let parts = m.techniques_pages(
                    spec,
                    i,
                    several,
                    content(m, spec, settled.inside_in, false),
                );
                if parts > 0 {
                    techniques_page = pages.len() + 1;
                    pages.extend((0..parts).map(|part| PageKind::Techniques { section: i, part }));
                }
            }
            let first_page = pages.len() + 1;
            for first in (0..s.count).step_by(per_page) {
                pages.push(PageKind::Puzzles {
                    section: i,
                    first,
                    count: per_page.min(s.count - first),
                });
            }
            let fit = answers_fit(m, spec, i, area);
            let answers_per_page =
                match spec.answers.per_page {
                    Some(p) => {
                        if p > fit {
                            too_full.push((i, Finding {
                            rule: Rule::TextSize,
                            severity: Severity::Error,
                            page: None,
                            measured: format!(
                                "answers of section {:?} {p} a page print digits under {} pt",
                                s.name,
                                KDP.min_font_pt
                            ),
                            limit: format!(
                                "at most {fit} answers a page on this trim and template"
                            ),
                            fix: format!(
                                "lower `per_page` in [answers] to {fit} or less (now {p}), or \
                                 choose a larger `trim`"
                            ),
                        }));
                        }
                        p
                    }
                    None => answers_per_page(m, spec, i, area, fit),
                };
            sections.push(SectionPlan {
                slots: start..slots.len(),
                first_number: number,
                first_page,
                answers_page: 0,
                techniques_page,
                per_page,
                answers_per_page,
            });
            number += s.count;
        }
        // Hints, all sections together in print order, before the answers.
        let (mut hints_page, mut hints_per_page, mut idea_page, mut idea_per_page) = (0, 0, 0, 0);
        if spec.answers.hints {
            hints_page = pages.len() + 1;
            // Hints pages have no running head.
            let hints_area = content(m, spec, settled.inside_in, false);
            let total = slots.len();
            let parts: &[HintPart] = if spec.answers.two_step {
                &[HintPart::Where, HintPart::Idea]
            } else {
                &[HintPart::Whole]
            };
            for &part in parts {
                // Each part its own count: a two-step part's hint is a line, a whole one two.
                let per = m.hints_per_page(spec, hints_area, part);
                if part == HintPart::Idea {
                    idea_page = pages.len() + 1;
                    idea_per_page = per;
                } else {
                    hints_per_page = per;
                }
                for first in (0..total).step_by(per) {
                    pages.push(PageKind::Hints {
                        first,
                        count: per.min(total - first),
                        part,
                    });
                }
            }
        }
        // Answers: each section's start on a fresh page, in section order.
        for (i, sec) in sections.iter_mut().enumerate() {
            sec.answers_page = pages.len() + 1;
            let per = sec.answers_per_page;
            for first in (0..sec.count()).step_by(per) {
                pages.push(PageKind::Answers {
                    section: i,
                    first,
                    count: per.min(sec.count() - first),
                });
            }
        }
        // The technique index, at the very back where a reader looks for an index; by default
        // in a book with techniques pages (a book teaching only its worked example has little
        // to look up).
        let mut index_page = 0;
        let has_techniques = sections.iter().any(|s| s.techniques_page > 0);
        if spec.answers.technique_index.unwrap_or(has_techniques) {
            let n = m.index_pages(spec, content(m, spec, settled.inside_in, false));
            if n > 0 {
                index_page = pages.len() + 1;
                pages.extend((0..n).map(|part| PageKind::Index { part }));
            }
        }
        for (i, mut f) in too_full {
            f.page = Some(sections[i].answers_page);
            report.push(f);
        }
        let mut notes_page = 0;
        let rules = spec.platform.rules();
        // Notes pages fill a short book up to the platform's least page count where it
        // allows that (KDP paperback); elsewhere the preflight refuses the short book.
        let min = if rules.pad_to_minimum {
            rules.min_pages(spec.trim.width_in, spec.trim.height_in, spec.paper)
        } else {
            0
        };
        let target = pages.len().max(min).next_multiple_of(2);
        if target > pages.len() {
            notes_page = pages.len() + 1;
            pages.resize(target, PageKind::Notes);
        }

        let t = &spec.template.margins;
        let inside = settled.inside_in;
        let format = kdp::Format {
            platform: spec.platform,
            width_in: spec.trim.width_in,
            height_in: spec.trim.height_in,
            bleed: spec.bleed,
            paper: spec.paper,
            pages: pages.len(),
            inside_in: inside,
            outside_in: t.outside,
            top_in: t.top,
            bottom_in: t.bottom,
        };
        report.extend(kdp::check_format(&format));
        Plan {
            trim_w: spec.trim.width_in * PT_PER_IN,
            trim_h: spec.trim.height_in * PT_PER_IN,
            bleed: spec.bleed,
            margins: Margins {
                inside: inside * PT_PER_IN,
                outside: t.outside * PT_PER_IN,
                top: t.top * PT_PER_IN,
                bottom: t.bottom * PT_PER_IN,
            },
            pages,
            slots,
            sections,
            kinds,
            how_to_play_page,
            how_to_play_pages,
            notes_page,
            hints_page,
            hints_per_page,
            idea_page,
            idea_per_page,
            index_page,
            report,
            format,
        }
    }

    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// The sheet of page `n` (1-based). With bleed the page is the trim plus 0.125 in on the
    /// outside edge and on top and bottom: on a right-hand page the trim sits at the left of
    /// the sheet, on a left-hand page it is shifted right by the bleed.
    pub fn frame(&self, n: usize) -> Frame {
        let b = if self.bleed {
            KDP.bleed_in * PT_PER_IN
        } else {
            0.0
        };
        let side = Side::of_page(n);
        let trim_x = match side {
            Side::Right => 0.0,
            Side::Left => b,
        };
        let trim = Rect::new(trim_x, b, self.trim_w, self.trim_h);
        let m = &self.margins;
        let (left, right) = match side {
            Side::Right => (m.inside, m.outside),
            Side::Left => (m.outside, m.inside),
        };
        let live = Rect::new(
            trim.x + left,
            trim.y + m.top,
            trim.w - left - right,
            trim.h - m.top - m.bottom,
        );
        Frame {
            width: self.trim_w + b,
            height: self.trim_h + 2.0 * b,
            trim,
            live,
        }
    }

    /// The page (1-based) of the hint to the book's `index`-th puzzle (0-based, print order);
    /// 0 without hints.
    pub fn hint_page_of(&self, index: usize) -> usize {
        if self.hints_page == 0 {
            return 0;
        }
        self.hints_page + index / self.hints_per_page
    }

    /// With two-step hints, the page of the idea for the book's `index`-th puzzle; else 0.
    pub fn idea_page_of(&self, index: usize) -> usize {
        if self.idea_page == 0 {
            return 0;
        }
        self.idea_page + index / self.idea_per_page
    }

    /// Puzzles of each level, in level order.
    pub fn puzzles_per_level(&self) -> Vec<(Level, usize)> {
        Level::BOOK
            .iter()
            .map(|&l| (l, self.slots.iter().filter(|s| s.level == l).count()))
            .filter(|&(_, n)| n > 0)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(extra: &str) -> Spec {
        Spec::parse(extra, "t.toml", None).unwrap()
    }

    #[test]
    fn default_book_has_front_puzzles_answers() {
        let s = spec("");
        let p = Plan::new(&s);
        assert_eq!(p.pages[0], PageKind::Title);
        assert_eq!(p.pages[1], PageKind::Copyright);
        assert_eq!(p.pages[2], PageKind::Contents { part: 0 });
        assert_eq!(p.how_to_play_page, 4);
        assert_eq!(p.slots.len(), 100);
        // 100 puzzles two a page, 100 answers six a page.
        let puzzles = p
            .pages
            .iter()
            .filter(|k| matches!(k, PageKind::Puzzles { .. }))
            .count();
        let answers = p
            .pages
            .iter()
            .filter(|k| matches!(k, PageKind::Answers { .. }))
            .count();
        assert_eq!((puzzles, answers), (50, 17));
        assert_eq!(p.page_count() % 2, 0);
        assert_eq!(p.sections[0].page_of(0), 6);
        assert_eq!(p.sections[0].page_of(99), 55);
        assert!(p.report.passes(), "{}", p.report);
    }

    #[test]
    fn answers_fit_the_digits_the_kind_draws() {
        // 16x16 Sudoku numbers are drawn smaller than a cell's plain digit size: the answers
        // a page holds follow the kind's size, keeping every number at KDP's minimum.
        let mut s = spec("[[section]]\nkind = \"sudoku\"\ncount = 4\n");
        let m = &crate::layout::Measurer;
        let area = content(m, &s, s.template.margins.inside, true);
        let style = m.answer_style(&s.template);
        let label = s.template.sizes.answer_label;
        let nine = answers_fit(m, &s, 0, area);
        s.sections[0].size = crate::kind::Shape::square(16);
        let sixteen = answers_fit(m, &s, 0, area);
        let kind = s.sections[0].kind;
        let cell = |k| m.grid_cell(k, area, kind, crate::kind::Shape::square(16), label, &style);
        assert!(
            kind.digit_size(crate::kind::Shape::square(16), cell(sixteen), &style) + 1e-3
                >= KDP.min_font_pt
        );
        assert!(sixteen < nine, "16x16 {sixteen}, 9x9 {nine}");
        // One more a page would print some numbers too small.
        assert!(
            kind.digit_size(crate::kind::Shape::square(16), cell(sixteen + 1), &style)
                < KDP.min_font_pt
        );
    }

    #[test]
    fn small_book_is_padded_with_notes() {
        let p = Plan::new(&spec("[[section]]\ncount = 3\n[front]\ncontents = false\n"));
        assert_eq!(p.page_count(), 24);
        assert_eq!(p.pages[23], PageKind::Notes);
        assert!(p.notes_page > 0 && p.pages[p.notes_page - 2] != PageKind::Notes);
    }

    #[test]
    fn addresses_are_seed_key_number() {
        let p = Plan::new(&spec(
            "seed = 9\n[[section]]\nname = \"Warm up\"\ncount = 2\n[[section]]\nlevel = \"hard\"\ncount = 2\n",
        ));
        let keys: Vec<String> = p.slots.iter().map(|s| s.address.key()).collect();
        assert_eq!(keys, ["9/warm-up/1", "9/warm-up/2", "9/hard/1", "9/hard/2"]);
        assert_eq!(p.slots[2].shape, 7);
        assert_eq!(p.sections[1].first_number, 3);
    }

    #[test]
    fn inside_margin_grows_with_page_count() {
        let p = Plan::new(&spec("[[section]]\ncount = 1000\nper_page = 2\n"));
        assert!(p.page_count() > 500);
        assert!(
            (p.margins.inside - 0.75 * 72.0).abs() < 1e-3,
            "{:?}",
            p.margins
        );
    }

    #[test]
    fn bleed_frames_put_trim_on_the_spine_side() {
        let p = Plan::new(&spec("bleed = true\n"));
        let right = p.frame(1);
        let left = p.frame(2);
        assert_eq!(
            (right.width, right.height),
            (6.0 * 72.0 + 9.0, 9.0 * 72.0 + 18.0)
        );
        assert_eq!((right.trim.x, right.trim.y), (0.0, 9.0));
        assert_eq!((left.trim.x, left.trim.y), (9.0, 9.0));
        // Inside margin on the spine side of each.
        assert!((right.live.x - right.trim.x - p.margins.inside).abs() < 1e-3);
        assert!((left.trim.right() - left.live.right() - p.margins.inside).abs() < 1e-3);
    }
}
