//! The technique index at the back of the book: each technique the book teaches, the page
//! that teaches it and the puzzles whose solve needs it (the step solver's record of each
//! puzzle, [`crate::solve::logic::Grade`]), so that a reader who has just learnt an X-wing
//! finds the puzzles to practise it on.
//!
//! The plan counts the index's pages before any puzzle exists, so every technique gets the
//! same room ([`PLAN_LINES`] lines, what most take); the page gives a list up to
//! [`ROW_LINES`] where its pages have room, and a list too long for its room is cut, with the
//! count.

use super::text::{self, LEADING, paragraph, paragraph_height};
use super::{Input, body};
use crate::kind::KindRef;
use crate::page::{Align, Page, Rect};
use crate::solve::Level;
use crate::solve::logic::Technique;
use crate::spec::{Audience, Spec};
use crate::words::fill;

/// Lines a technique takes: its name and page, then its puzzles.
const ROW_LINES: usize = 3;

/// Lines the plan counts a technique: its name and a line of puzzles, what most rows take
/// (counted at [`ROW_LINES`], `variety`'s index took five pages for two and a half of rows,
/// and its spare pages were notes pages). A name that wraps counts its lines.
const PLAN_LINES: usize = 2;

/// Least width of a column of the index (as the hints'): narrower, one column.
const COLUMN: f32 = 2.2 * crate::page::PT_PER_IN;

/// One row of the index.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Row {
    /// The name of the `k`-th kind of the book, over its techniques (in a book of several).
    Kind(usize),
    /// A technique of the `k`-th kind.
    Technique(usize, &'static Technique),
}

/// The book's kinds, in the order they first appear (as the plan's).
fn kinds(spec: &Spec) -> Vec<KindRef> {
    let mut kinds: Vec<KindRef> = Vec::new();
    for s in &spec.sections {
        if !kinds.contains(&s.kind) {
            kinds.push(s.kind);
        }
    }
    kinds
}

/// The rows: for each kind the worked example's techniques, then those its sections'
/// techniques pages teach, in order. None without how-to-play pages (nothing teaches a
/// technique), nor in a kids book, which names no technique.
fn rows(spec: &Spec) -> Vec<Row> {
    if !spec.front.how_to_play || spec.audience == Audience::Kids {
        return Vec::new();
    }
    let kinds = kinds(spec);
    let mut rows = Vec::new();
    for (k, &kind) in kinds.iter().enumerate() {
        if kinds.len() > 1 {
            rows.push(Row::Kind(k));
        }
        let mut seen = crate::lesson::basic(kind);
        for (s, sec) in spec.sections.iter().enumerate() {
            if sec.kind == kind && sec.level > Level::Easy {
                for t in crate::lesson::taught_in(spec, s) {
                    if !seen.contains(&t) {
                        seen.push(t);
                    }
                }
            }
        }
        rows.extend(seen.into_iter().map(|t| Row::Technique(k, t)));
    }
    // A book that teaches only its worked example's techniques still gets an index when the
    // spec asks; an empty one never.
    if rows.iter().all(|r| matches!(r, Row::Kind(_))) {
        rows.clear();
    }
    rows
}

/// The height of a row of `lines` lines at body size `size`.
fn row_height(lines: usize, size: f32) -> f32 {
    lines as f32 * size * LEADING + 0.5 * size
}

/// A technique's name as its row heads it: with the page that teaches it when there is one.
fn head(spec: &Spec, kind: KindRef, t: &Technique, page: Option<usize>) -> String {
    let name = super::teach::capitalised(&kind.technique_name(t.name, spec.language));
    match page {
        Some(page) => fill(
            spec.language.words().hint_idea,
            &[("name", &name), ("page", &page)],
        ),
        None => name,
    }
}

/// The height the plan counts a row in columns `col_w` wide: [`PLAN_LINES`], and the
/// lines a technique's name takes past its first (with a page number of three digits, which
/// the plan does not know yet). The page never sets a row shorter (each list keeps a line),
/// so the pages the plan counts hold the rows.
fn height(spec: &Spec, row: Row, col_w: f32) -> f32 {
    let (_, size) = body(&spec.template);
    match row {
        Row::Kind(_) => row_height(1, size),
        Row::Technique(k, t) => {
            let bold = spec.template.fonts.heading.id();
            let head = head(spec, kinds(spec)[k], t, Some(888));
            let head_lines = text::wrap(&head, bold, size, col_w).len().max(1);
            row_height(head_lines + PLAN_LINES - 1, size)
        }
    }
}

/// Columns the index sets, and each one's width.
fn columns(spec: &Spec, area: Rect) -> (usize, f32) {
    let gap = 1.5 * spec.template.sizes.body;
    let half = (area.w - gap) / 2.0;
    // Fourteen ems too, so that large print keeps a long name ("Käfig-Kombinationen") on
    // its line.
    if half >= COLUMN.max(14.0 * body(&spec.template).1) {
        (2, half)
    } else {
        (1, area.w)
    }
}

/// The title of part `part`.
fn title(spec: &Spec, part: usize) -> String {
    let w = spec.language.words();
    if part == 0 {
        w.technique_index.to_string()
    } else {
        fill(w.continued, &[("title", &w.technique_index)])
    }
}

/// Where the rows of part `part` start: under the heading, and on the first page under the
/// introduction.
fn top(spec: &Spec, area: Rect, part: usize) -> f32 {
    let tpl = &spec.template;
    let (font, size) = body(tpl);
    let head = super::front::heading_height(&title(spec, part), tpl, area.w);
    let intro = if part == 0 {
        paragraph_height(spec.language.words().index_intro, font, size, area.w) + size
    } else {
        0.0
    };
    area.y + head + intro
}

/// The rows of each page (indices into `rows`), each `tall(i)` high, down the first column,
/// then the second; a kind's name is never left at the foot of a column without a technique
/// under it. The plan counts pages with every technique given [`PLAN_LINES`] lines
/// ([`index_pages`]); the page sets the rows at their real heights ([`index`]).
fn flow(spec: &Spec, area: Rect, rows: &[Row], tall: &dyn Fn(usize) -> f32) -> Vec<Vec<usize>> {
    let (cols, _) = columns(spec, area);
    let mut pages: Vec<Vec<usize>> = Vec::new();
    let mut i = 0;
    while i < rows.len() {
        let part = pages.len();
        let start = top(spec, area, part);
        let mut page = Vec::new();
        for col in 0..cols {
            let mut y = start;
            while i < rows.len() {
                let mut need = tall(i);
                if let (Row::Kind(_), true) = (rows[i], i + 1 < rows.len()) {
                    need += tall(i + 1);
                }
                // A page takes at least one row, so that a page too short for a row still
                // ends (the row runs over the foot rather than looping for ever).
                if y + need > area.bottom() && !(page.is_empty() && col == 0 && y == start) {
                    break;
                }
                page.push(i);
                y += tall(i);
                i += 1;
            }
        }
        pages.push(page);
    }
    pages
}

/// The pages the plan counts: every technique given [`PLAN_LINES`] lines.
fn planned(spec: &Spec, area: Rect) -> Vec<Vec<usize>> {
    let rows = rows(spec);
    let (_, col_w) = columns(spec, area);
    let heights: Vec<f32> = rows.iter().map(|&r| height(spec, r, col_w)).collect();
    flow(spec, area, &rows, &|i| heights[i])
}

/// Pages the technique index takes in `area` (0 when the book teaches no technique).
pub fn index_pages(spec: &Spec, area: Rect) -> usize {
    planned(spec, area).len()
}

/// The numbers as a reader scans them: runs of three or more as "7–9".
fn numbers_text(numbers: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}\u{2013}{}", numbers[i], numbers[j]));
        } else {
            parts.extend(numbers[i..=j].iter().map(|n| n.to_string()));
        }
        i = j + 1;
    }
    parts.join(", ")
}

/// The book-wide numbers of the puzzles of kind `kind` whose solve uses `t`, in order; with
/// stand-ins (no solve: `check`), every puzzle of the kind, the longest list there can be.
fn needing(input: &Input, kind: KindRef, t: &Technique) -> Vec<usize> {
    let mut numbers = Vec::new();
    for (s, entries) in input.sections.iter().enumerate() {
        if input.spec.sections[s].kind != kind {
            continue;
        }
        let sp = &input.plan.sections[s];
        for (i, e) in entries.iter().enumerate() {
            let needs = e
                .grade
                .is_none_or(|g| g.steps.iter().any(|step| std::ptr::eq(step.technique, t)));
            if needs {
                numbers.push(sp.number_of(i));
            }
        }
    }
    numbers.sort_unstable();
    numbers
}

/// The list of puzzles in at most `lines` lines of `width`: whole when it fits, else as many
/// as fit and the count.
fn fitted(input: &Input, numbers: &[usize], lines: usize, width: f32) -> String {
    let w = input.spec.language.words();
    let (font, size) = body(&input.spec.template);
    let fits = |s: &str| text::wrap(s, font, size, width).len() <= lines;
    if numbers.is_empty() {
        return w.index_none.to_string();
    }
    let whole = numbers_text(numbers);
    if fits(&whole) {
        return whole;
    }
    let n = numbers.len().to_string();
    (1..numbers.len())
        .rev()
        .map(|k| {
            fill(
                w.index_all,
                &[("list", &numbers_text(&numbers[..k])), ("n", &n)],
            )
        })
        .find(|s| fits(s))
        .unwrap_or_else(|| fill(w.index_all, &[("list", &numbers[0].to_string()), ("n", &n)]))
}

/// The page that teaches technique `t` of the `k`-th kind: its block on the techniques pages
/// of the section that teaches it, or the kind's how-to-play.
fn taught_at(input: &Input, area: Rect, kind: KindRef, t: &Technique) -> Option<usize> {
    let spec = input.spec;
    let s = (0..spec.sections.len())
        .find(|&s| spec.sections[s].kind == kind && crate::lesson::taught_in(spec, s).contains(&t))
        .or_else(|| (0..spec.sections.len()).find(|&s| spec.sections[s].kind == kind))?;
    super::teach::explained_at(input, s, area, t)
}

/// Each row's texts as the page sets them (bold head, list of puzzles) and its height, in a
/// column `col_w` wide, each row in at most `most` lines.
fn row_texts(
    input: &Input,
    area: Rect,
    rows: &[Row],
    col_w: f32,
    most: usize,
) -> Vec<(String, Option<String>, f32)> {
    let spec = input.spec;
    let (font, size) = body(&spec.template);
    let bold = spec.template.fonts.heading.id();
    let kinds = kinds(spec);
    let indent = size;
    rows.iter()
        .map(|&row| match row {
            Row::Kind(k) => (
                kinds[k].name_in(spec.language).to_string(),
                None,
                row_height(1, size),
            ),
            Row::Technique(k, t) => {
                let kind = kinds[k];
                let head = head(spec, kind, t, taught_at(input, area, kind, t));
                // The name keeps its lines (two at most in the narrowest column); the
                // puzzles get the rest, at least one.
                let head_lines = text::wrap(&head, bold, size, col_w).len().max(1);
                let list = fitted(
                    input,
                    &needing(input, kind, t),
                    most.saturating_sub(head_lines.min(2)).max(1),
                    col_w - indent,
                );
                let lines = head_lines + text::wrap(&list, font, size, col_w - indent).len();
                // As tall as its lines, so that a name longer than two lines pushes the next
                // row down rather than under it.
                let tall = row_height(lines, size);
                (head, Some(list), tall)
            }
        })
        .collect()
}

/// Part `part` of the technique index. The plan gave every technique [`PLAN_LINES`] lines;
/// the rows are flowed again at their real heights (a list up to two lines while the pages
/// the plan counted hold them, else one) and the pages come out full (a reader scans a full page faster than three thirds-empty ones). A page
/// the plan counted that the index no longer needs is a notes page. On each page the rows
/// stand in two columns of even length where two are set.
pub(super) fn index(page: &mut Page, area: Rect, input: &Input, part: usize) {
    let spec = input.spec;
    let tpl = &spec.template;
    let w = spec.language.words();
    let (font, size) = body(tpl);
    let bold = tpl.fonts.heading.id();
    let (cols, col_w) = columns(spec, area);
    let indent = size;
    let rows = rows(spec);
    let mut all = row_texts(input, area, &rows, col_w, ROW_LINES);
    let planned = planned(spec, area);
    let mut dense = flow(spec, area, &rows, &|i| all[i].2);
    // More than the plan counted: every list in the line the plan gave it.
    if dense.len() > planned.len() {
        all = row_texts(input, area, &rows, col_w, PLAN_LINES);
        dense = flow(spec, area, &rows, &|i| all[i].2);
    }
    // Never more pages than the plan counted (a name of three lines could make it so).
    let mut pages = if dense.len() <= planned.len() {
        dense
    } else {
        planned.clone()
    };
    // At most one notes page after the index: one it leaves, or the one the book's page
    // count adds after it (variety in Polish ended with the index's spare page and the even
    // count's, two notes pages in a row). Fewer pages than that, the rows are spread evenly
    // over them: each page's room cut alike, as far as they still fit that many pages.
    let after = input.plan.index_page + planned.len() <= input.plan.pages.len();
    let least = planned.len() - usize::from(!after);
    if pages.len() < least {
        let room = area.bottom() - top(spec, area, 1);
        let (mut lo, mut hi) = (0.0f32, room);
        for _ in 0..20 {
            let cut = (lo + hi) / 2.0;
            let short = Rect {
                h: area.h - cut,
                ..area
            };
            if flow(spec, short, &rows, &|i| all[i].2).len() <= least {
                lo = cut;
            } else {
                hi = cut;
            }
        }
        let short = Rect {
            h: area.h - lo,
            ..area
        };
        let spread = flow(spec, short, &rows, &|i| all[i].2);
        if spread.len() <= planned.len() {
            pages = spread;
        }
    }
    let Some(on_page) = pages.get(part) else {
        if part < index_pages(spec, area) {
            super::puzzles::notes(page, area, input);
        }
        return;
    };
    let y = super::front::heading(page, area, input, &title(spec, part));
    if part == 0 {
        let (items, _) = paragraph(w.index_intro, font, size, area.x, y, area.w, Align::Left);
        page.items.extend(items);
    }
    let texts: Vec<&(String, Option<String>, f32)> = on_page.iter().map(|&i| &all[i]).collect();
    let start = top(spec, area, part);
    let room = area.bottom() - start;
    // The first column ends where half the page's rows have gone (a kind's name stays with
    // the technique under it); if that overfills a column, the first takes all it holds.
    let total: f32 = texts.iter().map(|t| t.2).sum();
    let mut split = texts.len();
    if cols == 2 {
        let mut acc = 0.0;
        split = texts
            .iter()
            .position(|t| {
                let mid = acc + t.2 / 2.0;
                acc += t.2;
                mid > total / 2.0
            })
            .unwrap_or(texts.len());
        while split > 0 && matches!(rows[on_page[split - 1]], Row::Kind(_)) {
            split -= 1;
        }
        let first: f32 = texts[..split].iter().map(|t| t.2).sum();
        if first > room + 1e-3 || total - first > room + 1e-3 {
            let mut acc = 0.0;
            split = texts
                .iter()
                .position(|t| {
                    acc += t.2;
                    acc > room + 1e-3
                })
                .unwrap_or(texts.len());
        }
    }
    let mut y = start;
    for (i, (head, list, tall)) in texts.iter().enumerate() {
        if i == split && cols == 2 {
            y = start;
        }
        let col = usize::from(cols == 2 && i >= split);
        let x = area.x + col as f32 * (area.w - col_w);
        let (items, bottom) = paragraph(head, bold, size, x, y, col_w, Align::Left);
        page.items.extend(items);
        if let Some(list) = list {
            let (items, _) = paragraph(
                list,
                font,
                size,
                x + indent,
                bottom,
                col_w - indent,
                Align::Left,
            );
            page.items.extend(items);
        }
        y += tall;
    }
}
