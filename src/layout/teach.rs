//! Pages that teach beyond the worked example: a section's "techniques you will need" and
//! the hints to every puzzle.
//!
//! Both read the step solver's record of each puzzle ([`Grade`]); the words come from the
//! kind ([`crate::kind::Kind::technique_note`], [`crate::kind::Puzzle::plain`]), the pictures
//! from the kind's own drawing with candidates pencilled in ([`crate::draw::pencil`]).

use super::text::{self, LEADING, paragraph, paragraph_height};
use super::{Entry, Input, body, for_cell, puzzle_style};
use crate::draw::{Style, cell_for, pencil, shade};
use crate::kdp::KDP;
use crate::page::{Align, Page, Rect};
use crate::plan::PageKind;
use crate::solve::logic::{Grade, Step, Technique};
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

/// The techniques a section's puzzles used, easiest first, each with its first use: the
/// puzzle's number in the book and the steps up to it.
fn used<'a>(
    input: &'a Input,
    section: usize,
) -> Vec<(&'static Technique, usize, &'a Entry<'a>, usize)> {
    let sp = &input.plan.sections[section];
    let mut found: Vec<(&'static Technique, usize, &Entry, usize)> = Vec::new();
    for (i, e) in input.sections[section].iter().enumerate() {
        let Some(g) = e.grade else { continue };
        for (k, s) in g.steps.iter().enumerate() {
            if !found.iter().any(|f| f.0.name == s.technique.name) {
                found.push((s.technique, sp.number_of(i), e, k));
            }
        }
    }
    found.sort_by_key(|f| (f.0.level, f.0.weight));
    found
}

/// The names of the techniques a section's puzzles used, easiest first: what the page lists.
pub fn techniques_used(input: &Input, section: usize) -> Vec<&'static str> {
    used(input, section).iter().map(|f| f.0.name).collect()
}

/// Smallest diagram, points: below this the page lays techniques out in two columns.
const MIN_DIAGRAM: f32 = 80.0;

/// Smallest diagram in two columns, points: below this techniques go without.
const MIN_SMALL_DIAGRAM: f32 = 54.0;

pub(super) fn techniques(page: &mut Page, area: Rect, input: &Input, section: usize, part: usize) {
    let tpl = &input.spec.template;
    let (font, size) = body(tpl);
    let bold = tpl.fonts.heading.id();
    let lang = input.spec.language;
    let words = lang.words();
    let mut title = if input.plan.sections.len() > 1 {
        fill(
            words.techniques_of,
            &[("section", &input.section_title(section))],
        )
    } else {
        words.techniques.to_string()
    };
    if part > 0 {
        title = fill(words.continued, &[("title", &title)]);
    }
    let mut y = super::front::heading(page, area, input, &title);
    let parts = input
        .plan
        .pages
        .iter()
        .filter(|p| matches!(p, PageKind::Techniques { section: s, .. } if *s == section))
        .count()
        .max(1);
    let all = used(input, section);
    // The easiest rung's techniques are those of the worked example: named, not drawn.
    let easiest = all.iter().map(|f| f.0.level).min();
    type Used<'a> = (&'static Technique, usize, &'a Entry<'a>, usize);
    let (basic, rest): (Vec<&Used>, Vec<&Used>) = all
        .iter()
        .partition(|f| Some(f.0.level) == easiest && all.iter().any(|g| g.0.level > f.0.level));
    let kind = input.spec.sections[section].kind;
    let least = least_diagram(kind, input.spec.sections[section].size, &puzzle_style(tpl));
    let gap = 0.8 * size;
    let col = (area.w - gap) / 2.0;
    let widest = (0.4 * area.w).min(2.0 * crate::page::PT_PER_IN);
    // The intro speaks of pictures only when a grid this size can be drawn legibly here.
    let pictures = least <= widest.max(0.8 * col);
    let mut intro = if pictures {
        words.techniques_intro.to_string()
    } else {
        String::new()
    };
    if !basic.is_empty() {
        let names: Vec<String> = basic
            .iter()
            .map(|f| kind.technique_name(f.0.name, lang))
            .collect();
        if !intro.is_empty() {
            intro += " ";
        }
        intro += &fill(words.techniques_basic, &[("names", &words.and_list(names))]);
    }
    if part == 0 && !intro.is_empty() {
        let (items, bottom) = paragraph(&intro, font, size, area.x, y, area.w, Align::Left);
        page.items.extend(items);
        y = bottom + size;
    }
    // The drawn techniques are shared out between the pages, the first taking any odd one.
    let per = rest.len().div_ceil(parts);
    let rest: Vec<&Used> = rest.into_iter().skip(part * per).take(per).collect();
    if rest.is_empty() {
        return;
    }
    let small = (0.9 * size).max(KDP.min_font_pt);
    let texts: Vec<(String, String, String)> = rest
        .iter()
        .map(|(t, n, e, k)| {
            let name = capitalised(&kind.technique_name(t.name, lang));
            let note = kind.technique_note(t.name, lang).unwrap_or_default();
            let step = &e.grade.expect("used() keeps graded puzzles").steps[*k];
            let seen = fill(
                words.technique_seen,
                &[("n", n), ("step", &e.puzzle.plain_in(step, lang))],
            );
            (name, note, seen)
        })
        .collect();
    let room = area.bottom() - y;
    // No diagram so small that its digits print under KDP's least size.
    // One column: the diagram beside the name, the note and the step it shows.
    let text_h = |i: usize, w: f32| {
        let (name, note, seen) = &texts[i];
        paragraph_height(name, bold, size, w)
            + paragraph_height(note, font, size, w)
            + paragraph_height(seen, font, small, w)
            + 0.6 * size
    };
    let one_column = |d: f32| -> f32 {
        (0..rest.len())
            .map(|i| text_h(i, area.w - d - gap).max(d) + gap)
            .sum()
    };
    let mut d = widest;
    while d > MIN_DIAGRAM.max(least) && one_column(d) > room {
        d -= 2.0;
    }
    if d >= least && one_column(d) <= room {
        for (i, ((_, _, e, k), (name, note, seen))) in rest.iter().zip(&texts).enumerate() {
            let tx = area.x + d + gap;
            let tw = area.right() - tx;
            let mut b = y - 0.3 * size;
            for (t, f, s) in [(name, bold, size), (note, font, size), (seen, font, small)] {
                let (items, bottom) = paragraph(t, f, s, tx, b + 0.3 * size, tw, Align::Left);
                page.items.extend(items);
                b = bottom;
            }
            let grade = e.grade.expect("used() keeps graded puzzles");
            draw_moment(page, Rect::new(area.x, y, d, d), input, e, &grade.steps, *k);
            y += text_h(i, tw).max(d) + gap;
        }
        return;
    }
    // Two columns: the diagram above the name (with the puzzle's number) and the note.
    let label = |i: usize| {
        fill(
            words.technique_label,
            &[("name", &texts[i].0), ("n", &rest[i].1)],
        )
    };
    let rows = rest.len().div_ceil(2);
    // Text sizes: the body size, lowered (never under the least) until the text fits.
    let least_text = tpl
        .sizes
        .min_body
        .unwrap_or(KDP.min_font_pt)
        .max(KDP.min_font_pt);
    // Notes are left off when even the least size cannot hold them (large print).
    let mut notes = true;
    let row_text = |s: f32, notes: bool| -> Vec<f32> {
        let block_text = |i: usize| {
            paragraph_height(&label(i), bold, s, col)
                + if notes {
                    paragraph_height(&texts[i].1, font, s, col)
                } else {
                    0.0
                }
                + 0.9 * s
        };
        (0..rows)
            .map(|r| {
                (2 * r..(2 * r + 2).min(rest.len()))
                    .map(block_text)
                    .fold(0.0, f32::max)
            })
            .collect()
    };
    // Room for the smallest diagrams is kept first: a technique's picture matters more than its
    // note, which goes before the pictures do (long notes in German once left none).
    // A grid too big to draw legibly in a column (a 16x16 needs half a page) gets no picture,
    // and then no room is kept for one.
    let smallest = MIN_SMALL_DIAGRAM.max(least);
    let drawable = pictures && smallest <= 0.8 * col && rows as f32 * smallest <= room;
    let reserve = if drawable {
        rows as f32 * smallest
    } else {
        0.0
    };
    let total = |s: f32, notes: bool| row_text(s, notes).iter().sum::<f32>() + rows as f32 * gap;
    let fit = |notes: bool| {
        let mut s = size;
        while s > least_text && total(s, notes) + reserve > room {
            s = (s - 0.5).max(least_text);
        }
        s
    };
    let mut s = fit(notes);
    if total(s, notes) + reserve > room {
        notes = false;
        s = fit(notes);
    }
    let row_text = row_text(s, notes);
    let d = ((room - total(s, notes)) / rows as f32).min(0.8 * col);
    let d = if drawable && d >= smallest { d } else { 0.0 };
    for (r, row_h) in row_text.iter().enumerate() {
        for i in 2 * r..(2 * r + 2).min(rest.len()) {
            let x = area.x + (i % 2) as f32 * (col + gap);
            let (_, _, e, k) = rest[i];
            if d > 0.0 {
                let grade = e.grade.expect("used() keeps graded puzzles");
                let at = Rect::new(x + (col - d) / 2.0, y, d, d);
                draw_moment(page, at, input, e, &grade.steps, *k);
            }
            let top = y + d + if d > 0.0 { 0.6 * s } else { 0.0 };
            let (items, b) = paragraph(&label(i), bold, s, x, top, col, Align::Left);
            page.items.extend(items);
            if notes {
                let (items, _) = paragraph(&texts[i].1, font, s, x, b + 0.3 * s, col, Align::Left);
                page.items.extend(items);
            }
        }
        y += d + row_h + gap;
    }
}

/// The least side of a diagram of a `size` grid whose digits print at KDP's least size: by the
/// style's digit share of a cell, and by the kind's own digit size (a 16x16 Sudoku draws its
/// two-digit numbers smaller than a plain digit).
fn least_diagram(kind: crate::kind::KindRef, size: crate::kind::Shape, style: &Style) -> f32 {
    let extent = kind.extent(size, style);
    let by_style = KDP.min_font_pt / style.digit.min(crate::draw::MAX_DIGIT);
    let by_kind = (1..=400)
        .map(|q| q as f32 * 0.25)
        .find(|&cell| kind.digit_size(size, cell, &for_cell(style, cell)) + 1e-3 >= KDP.min_font_pt)
        .unwrap_or(100.0);
    extent.w.max(extent.h) * by_style.max(by_kind) + style.line + 1.0
}

/// A puzzle drawn as it stands just before its `k`-th step: placed digits in, the step's
/// cells shaded with their candidates pencilled in.
fn draw_moment(page: &mut Page, area: Rect, input: &Input, e: &Entry, steps: &[Step], k: usize) {
    let tpl = &input.spec.template;
    let style = puzzle_style(tpl);
    let p = e.puzzle;
    let shape = p.shape();
    let n = shape.width;
    let extent = p.kind().extent(shape, &style);
    let cell = cell_for(
        extent,
        area,
        &Style {
            max_cell: f32::MAX,
            ..style.clone()
        },
    );
    let style = Style {
        max_cell: cell,
        ..for_cell(&style, cell)
    };
    let d = p.draw(None, area, &style);
    let step = &steps[k];
    let start = crate::kind::candidates_after(p, &[]);
    let now = crate::kind::candidates_after(p, &steps[..k]);
    let mut focus: Vec<usize> = step.cells.clone();
    focus.extend(step.removed.iter().map(|r| r.0));
    focus.extend(step.placed.iter().map(|r| r.0));
    focus.sort_unstable();
    focus.dedup();
    page.items.extend(shade(&d, n, &focus));
    if let (Some(start), Some(now)) = (start, now) {
        // Placed digits everywhere, candidates only where the step looks.
        let marks: Vec<_> = (0..shape.cells())
            .map(|c| {
                let placed = now[c].count_ones() == 1;
                match (start[c].count_ones() == 1, placed, focus.contains(&c)) {
                    (true, _, _) => 0,
                    (false, true, _) | (false, false, true) => now[c],
                    _ => 0,
                }
            })
            .collect();
        page.items.extend(pencil(&d, n, &marks, KDP.min_font_pt));
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
