//! Front matter: title page, copyright page, contents, how to play.

use super::text::{self, LEADING, balanced_width, paragraph, paragraph_height};
use super::{Example, Input, answer_style, body, puzzle_style};
use crate::draw::{Style, cell_for};
use crate::fonts::FontId;
use crate::kind::KindRef;
use crate::page::{Align, Item, Page, Rect};
use crate::plan::{PageKind, Plan};
use crate::spec::Spec;
use crate::words::fill;

/// Gap between the title block and the author, in title-size units.
const TITLE_GAP: f32 = 1.0;

pub(super) fn title(page: &mut Page, input: &Input) {
    let spec = input.spec;
    let tpl = &spec.template;
    let live = page.live;
    let (tf, bf) = (tpl.fonts.title.id(), tpl.fonts.body.id());
    let least = crate::kdp::KDP.min_font_pt;
    // Sizes scale down together, in steps, until title, subtitle and author fit: long titles
    // (up to 200 characters) still make one page.
    let mut scale = 1.0f32;
    loop {
        let ts = (tpl.sizes.title * scale).max(least);
        let ss = (tpl.sizes.subtitle * scale).max(least);
        let au = (tpl.sizes.author * scale).max(least);
        // Lines broken by meaning (after a colon) and balanced, so no word is left alone.
        let title_lines = text::title_lines(&spec.title, tf, ts, live.w);
        let sw = balanced_width(&spec.subtitle, bf, ss, live.w);
        let (_, title_h) = text::lines(&title_lines, tf, ts, 0.0, 0.0, live.w, Align::Center);
        let sub_h = if spec.subtitle.is_empty() {
            0.0
        } else {
            0.8 * ss + paragraph_height(&spec.subtitle, bf, ss, sw)
        };
        let author_h = paragraph_height(&spec.author, bf, au, live.w);
        let author_top = (live.y + 0.78 * live.h).min(live.bottom() - author_h);
        let room = author_top - TITLE_GAP * ts - live.y;
        let stack = title_h + sub_h;
        // A word longer than the page is wide ("Wolkenkrabbers:" in large print on 5x8)
        // cannot wrap: the sizes come down until it fits too.
        let narrow = title_lines.iter().all(|l| tf.width(l, ts) <= live.w);
        if (stack <= room && narrow) || scale <= 0.3 {
            // A quarter of the way down, or higher when the title is long.
            let top = (live.y + 0.25 * live.h)
                .min(live.y + room - stack)
                .max(live.y);
            let (items, y) = text::lines(&title_lines, tf, ts, live.x, top, live.w, Align::Center);
            page.items.extend(items);
            if !spec.subtitle.is_empty() {
                let (items, _) = paragraph(
                    &spec.subtitle,
                    bf,
                    ss,
                    live.x + (live.w - sw) / 2.0,
                    y + 0.8 * ss,
                    sw,
                    Align::Center,
                );
                page.items.extend(items);
            }
            let (items, _) = paragraph(
                &spec.author,
                bf,
                au,
                live.x,
                author_top,
                live.w,
                Align::Center,
            );
            page.items.extend(items);
            return;
        }
        scale -= 0.05;
    }
}

/// The copyright page's lines, top to bottom, with the font of each: what a publisher puts
/// there, from the spec; the tool only when the spec asks for the credit.
fn copyright_lines(input: &Input) -> Vec<(String, FontId)> {
    let spec = input.spec;
    let tpl = &spec.template;
    let (font, title) = (tpl.fonts.body.id(), tpl.fonts.title.id());
    let mut lines = vec![(spec.title.clone(), title), (spec.copyright.clone(), font)];
    lines.extend(spec.notice.iter().map(|n| (n.clone(), font)));
    lines.push((spec.edition.clone(), font));
    if let Some(isbn) = &spec.isbn {
        lines.push((format!("ISBN {isbn}"), font));
    }
    let w = spec.language.words();
    if !spec.publisher.is_empty() {
        lines.push((
            fill(w.published_by, &[("publisher", &spec.publisher)]),
            font,
        ));
    }
    if spec.front.credit {
        let trim = spec.trim.kdp_name().unwrap_or(&spec.trim.text);
        lines.push((
            fill(
                w.credit,
                &[
                    ("version", &env!("CARGO_PKG_VERSION")),
                    ("seed", &spec.seed),
                    ("trim", &trim),
                    ("template", &tpl.name),
                ],
            ),
            font,
        ));
    }
    lines.retain(|(t, _)| !t.is_empty());
    lines
}

pub(super) fn copyright(page: &mut Page, input: &Input) {
    let tpl = &input.spec.template;
    let live = page.live;
    let (_, size) = body(tpl);
    let size = (0.85 * size).max(tpl.sizes.min_body.unwrap_or(crate::kdp::KDP.min_font_pt));
    let lines = copyright_lines(input);
    let gap = size * LEADING;
    let total: f32 = lines
        .iter()
        .map(|(t, f)| paragraph_height(t, *f, size, live.w) + gap)
        .sum::<f32>()
        - gap;
    let mut y = (live.bottom() - total).max(live.y);
    for (t, f) in &lines {
        let (items, bottom) = paragraph(t, *f, size, live.x, y, live.w, Align::Left);
        page.items.extend(items);
        y = bottom + gap;
    }
}

/// A page heading at the top of `area`; returns the y below it.
pub(super) fn heading(page: &mut Page, area: Rect, input: &Input, title: &str) -> f32 {
    let tpl = &input.spec.template;
    let (font, size) = (tpl.fonts.heading.id(), tpl.sizes.heading);
    let (items, bottom) = super::text::lines(
        &super::text::heading_lines(title, font, size, area.w),
        font,
        size,
        area.x,
        area.y,
        area.w,
        Align::Left,
    );
    page.items.extend(items);
    bottom + 0.9 * size
}

/// Height a page heading takes in `width`, the space under it included, as [`heading`]
/// sets it: what the plan and the page measure with.
pub(super) fn heading_height(title: &str, tpl: &super::Template, width: f32) -> f32 {
    let (font, size) = (tpl.fonts.heading.id(), tpl.sizes.heading);
    let n = super::text::heading_lines(title, font, size, width).len();
    let (asc, desc) = font.vertical_extent(size);
    let h = if n == 0 {
        0.0
    } else {
        asc + desc + (n - 1) as f32 * size * super::text::LEADING
    };
    h + 0.9 * size
}

/// "Warm-up: puzzles 1–7".
fn range(a: usize, b: usize) -> String {
    if a == b {
        a.to_string()
    } else {
        format!("{a}\u{2013}{b}")
    }
}

/// The contents: each entry's label and page.
fn entries(spec: &Spec, plan: &Plan) -> Vec<(String, usize)> {
    let w = spec.language.words();
    let mut entries: Vec<(String, usize)> = Vec::new();
    if plan.how_to_play_page > 0 {
        if plan.kinds.len() > 1 {
            for (k, &page) in plan.kinds.iter().zip(&plan.how_to_play_pages) {
                let title = fill(w.how_to_play_kind, &[("kind", &k.name_in(spec.language))]);
                entries.push((title, page));
            }
        } else {
            entries.push((w.how_to_play.into(), plan.how_to_play_page));
        }
    }
    let last = |p: &crate::plan::SectionPlan| p.first_number + p.count() - 1;
    for (i, p) in plan.sections.iter().enumerate() {
        let name = super::section_title(spec, plan, i);
        if p.techniques_page > 0 {
            entries.push((
                fill(w.contents_techniques, &[("name", &name)]),
                p.techniques_page,
            ));
        }
        let template = if p.count() == 1 {
            w.contents_puzzle
        } else {
            w.contents_puzzles
        };
        let range = range(p.first_number, last(p));
        entries.push((
            fill(template, &[("name", &name), ("range", &range)]),
            p.first_page,
        ));
    }
    if plan.idea_page > 0 {
        entries.push((w.hints_where.to_string(), plan.hints_page));
        entries.push((w.hints_ideas.to_string(), plan.idea_page));
    } else if plan.hints_page > 0 {
        entries.push((w.hints.to_string(), plan.hints_page));
    }
    for (i, p) in plan.sections.iter().enumerate() {
        let range = range(p.first_number, last(p));
        let label = if spec.sections.len() == 1 {
            fill(w.contents_answers, &[("range", &range)])
        } else {
            let name = super::section_title(spec, plan, i);
            fill(
                w.contents_section_answers,
                &[("name", &name), ("range", &range)],
            )
        };
        entries.push((label, p.answers_page));
    }
    if plan.index_page > 0 {
        entries.push((w.technique_index.to_string(), plan.index_page));
    }
    if plan.notes_page > 0 {
        entries.push((w.notes.into(), plan.notes_page));
    }
    entries
}

/// Contents rows a page holds and their pitch, for `n` entries on at least `pages` pages (the
/// fewest they fit when `None`). Rows are spread evenly over the pages, two type sizes apart,
/// closer (down to 1.6) when that saves a page: a long contents should not spill a few lines
/// onto a page of their own.
fn contents_rows(spec: &Spec, area: Rect, n: usize, pages: Option<usize>) -> (usize, f32) {
    let tpl = &spec.template;
    let top = area.y + heading_height(spec.language.words().contents, tpl, area.w);
    let (font, size) = body(tpl);
    let (asc, desc) = font.vertical_extent(size);
    let room = area.bottom() - top - asc - desc;
    let rows_at = |pitch: f32| ((room / pitch).floor() + 1.0).max(1.0) as usize;
    let (loose, tight) = (2.0 * size, 1.6 * size);
    let n = n.max(1);
    let fewest = n.div_ceil(rows_at(tight));
    let rows = n.div_ceil(pages.unwrap_or(fewest).max(fewest));
    if rows <= rows_at(loose) {
        return (rows, loose);
    }
    // The loosest pitch that still fits the rows.
    let pitch = (room / (rows.max(2) - 1) as f32).clamp(tight, loose);
    (rows, pitch)
}

/// Pages the contents of `plan` take: the plan asks, and grows until they fit.
pub fn contents_pages(spec: &Spec, plan: &Plan) -> usize {
    if !spec.front.contents {
        return 0;
    }
    let f = plan.frame(1);
    let area = super::content_area(f.live, &spec.template, false, true);
    let n = entries(spec, plan).len();
    let (rows, _) = contents_rows(spec, area, n, None);
    n.div_ceil(rows).max(1)
}

pub(super) fn contents(page: &mut Page, area: Rect, input: &Input, part: usize) {
    let (spec, plan) = (input.spec, input.plan);
    let all = entries(spec, plan);
    let parts = plan
        .pages
        .iter()
        .filter(|k| matches!(k, PageKind::Contents { .. }))
        .count();
    let (rows, pitch) = contents_rows(spec, area, all.len(), Some(parts));
    let w = spec.language.words();
    let title = if part == 0 {
        w.contents
    } else {
        w.contents_continued
    };
    let mut y = heading(page, area, input, title);
    let (font, size) = body(&spec.template);
    let (asc, _) = font.vertical_extent(size);
    let dot = font.width(".", size);
    // Leaders stop at one place whatever the width of each page number.
    let num_w = all
        .iter()
        .map(|(_, n)| font.width(&n.to_string(), size))
        .fold(0.0, f32::max);
    for (label, n) in all.into_iter().skip(part * rows).take(rows) {
        let baseline = y + asc;
        // The label may not run into the page number; long names are cut with an ellipsis.
        let room = area.w - num_w - 4.0 * dot;
        let label = fit(&label, font, size, room);
        let label_w = font.width(&label, size);
        page.items
            .push(text::run(label, font, size, area.x, baseline, Align::Left));
        let dots = ((area.w - label_w - num_w - 2.0 * dot) / dot)
            .floor()
            .max(0.0) as usize;
        if dots > 0 {
            page.items.push(text::run(
                ".".repeat(dots),
                font,
                size,
                area.right() - num_w - dot,
                baseline,
                Align::Right,
            ));
        }
        page.items.push(text::run(
            n.to_string(),
            font,
            size,
            area.right(),
            baseline,
            Align::Right,
        ));
        y += pitch;
    }
}

/// `s`, cut with an ellipsis to fit `width`.
fn fit(s: &str, font: FontId, size: f32, width: f32) -> String {
    if font.width(s, size) <= width {
        return s.to_string();
    }
    let mut t: String = s.to_string();
    while !t.is_empty() && font.width(&format!("{t}\u{2026}"), size) > width {
        t.pop();
    }
    format!("{}\u{2026}", t.trim_end())
}

/// A kind's rules for this book, the book's own paragraph, and the example's introduction.
fn rules(spec: &Spec, k: KindRef) -> Vec<String> {
    let sizes: Vec<crate::kind::Shape> = spec
        .sections
        .iter()
        .filter(|s| s.kind == k)
        .map(|s| s.size)
        .collect();
    let w = spec.language.words();
    let mut r = k.rules(&sizes, spec.language);
    // The closing paragraphs: how the book itself works, and the example's introduction.
    r.push(w.book_rule.to_string());
    r.push(
        if spec.audience == crate::spec::Audience::Kids {
            w.example_intro_kids
        } else {
            w.example_intro
        }
        .to_string(),
    );
    r
}

/// Smallest cell the example grid may shrink to before the text does, points.
const EXAMPLE_MIN_CELL: f32 = 20.0;

/// The title of how-to-play page `part` (`steps`: the page that solves the example).
fn how_to_play_title(spec: &Spec, k: KindRef, several: bool, part: usize, steps: bool) -> String {
    let w = spec.language.words();
    let kind = k.name_in(spec.language);
    let title = if several {
        fill(w.how_to_play_kind, &[("kind", &kind)])
    } else {
        w.how_to_play.to_string()
    };
    match (steps, part) {
        (true, _) if several => fill(w.solving_kind_example, &[("kind", &kind)]),
        (true, _) => w.solving_example.to_string(),
        (false, 0) => title,
        (false, _) => fill(w.continued, &[("title", &title)]),
    }
}

/// How a kind's rules lie on pages: the text size and the paragraphs of each page. The
/// example grid follows the last paragraph on the last page.
struct RulesLayout {
    size: f32,
    pages: Vec<std::ops::Range<usize>>,
}

/// The text size of the rules: the template's body size, lowered in half points (never under
/// the template's `min_body`) until the rules and a readable example grid fit one page. When
/// they cannot (large print), the rules run on to more pages, and the example gets a page
/// end with room for a grid as large as its style allows.
fn lay_rules(spec: &Spec, k: KindRef, several: bool, area: Rect) -> RulesLayout {
    let tpl = &spec.template;
    let (font, mut size) = body(tpl);
    let top = area.y + heading_height(&how_to_play_title(spec, k, several, 0, false), tpl, area.w);
    let style = puzzle_style(tpl);
    let extent = k.extent(k.example().0, &style);
    let grid = |cell: f32| cell * extent.h + style.line + 1.6 * tpl.sizes.answer_label;
    let paras = rules(spec, k);
    let height = |p: &str, size: f32| paragraph_height(p, font, size, area.w) + 0.6 * size;
    let min = tpl.sizes.min_body.unwrap_or(crate::kdp::KDP.min_font_pt);
    loop {
        let text: f32 = paras.iter().map(|p| height(p, size)).sum();
        if top + text + grid(EXAMPLE_MIN_CELL) <= area.bottom() {
            return RulesLayout {
                size,
                pages: std::iter::once(0..paras.len()).collect(),
            };
        }
        if size <= min {
            break;
        }
        size = (size - 0.5).max(min);
    }
    // Paragraphs run on from page to page; the last page keeps room for the example.
    let reserve = grid(EXAMPLE_CELL_SHARE * tpl.grid.max_cell);
    let mut pages = Vec::new();
    let (mut start, mut y) = (0, top);
    for (i, p) in paras.iter().enumerate() {
        let h = height(p, size);
        if y + h > area.bottom() && i > start {
            pages.push(start..i);
            (start, y) = (i, top);
        }
        y += h;
    }
    if y + reserve > area.bottom() && paras.len() - start > 1 {
        // The introduction goes over with the grid.
        let last = paras.len() - 1;
        pages.push(start..last);
        start = last;
    }
    pages.push(start..paras.len());
    RulesLayout { size, pages }
}

/// The example grid's largest cell, as a share of the template's largest puzzle cell.
const EXAMPLE_CELL_SHARE: f32 = 0.75;

/// Pages the how-to-play of kind `k` takes in `area`: the rules and the example (one page, or
/// more with large text), then the page solving it.
pub fn how_to_play_pages(spec: &Spec, k: KindRef, several: bool, area: Rect) -> usize {
    lay_rules(spec, k, several, area).pages.len() + 1
}

pub(super) fn how_to_play(page: &mut Page, area: Rect, input: &Input, kind: usize, part: usize) {
    let tpl = &input.spec.template;
    let font = body(tpl).0;
    let several = input.plan.kinds.len() > 1;
    let k = input.plan.kinds[kind];
    let layout = lay_rules(input.spec, k, several, area);
    let steps = part >= layout.pages.len();
    let mut y = heading(
        page,
        area,
        input,
        &how_to_play_title(input.spec, k, several, part, steps),
    );
    let Some(ex) = input.examples.get(kind) else {
        return;
    };
    let size = layout.size;
    let para_gap = 0.6 * size;
    let text_at = |page: &mut Page, t: &str, y: f32, indent: f32| -> f32 {
        let (items, bottom) = paragraph(
            t,
            font,
            size,
            area.x + indent,
            y,
            area.w - indent,
            Align::Left,
        );
        page.items.extend(items);
        bottom + para_gap
    };
    if !steps {
        let paras = rules(input.spec, k);
        for p in &paras[layout.pages[part].clone()] {
            y = text_at(page, p, y, 0.0);
        }
        if part + 1 == layout.pages.len() {
            example_grid(
                page,
                Rect::new(area.x, y, area.w, area.bottom() - y),
                input,
                ex,
                None,
                None,
            );
        }
        return;
    }
    let w = input.spec.language.words();
    let kids = input.spec.audience == crate::spec::Audience::Kids;
    let (intro, partway) = if kids {
        (w.steps_intro_kids, w.steps_partway_kids)
    } else {
        (w.steps_intro, w.steps_partway)
    };
    // A kind that keeps no candidates (a nonogram's squares are filled or empty) is not
    // introduced by candidates.
    let plain;
    let intro = if ex.pencil.is_empty() {
        plain = crate::words::ftl::text(input.spec.language, "steps-intro-plain", &[]);
        plain.as_str()
    } else {
        intro
    };
    y = text_at(page, intro, y, 0.0);
    // Keep room for the grids: side by side (part-way and solved) they take about half the
    // width each; alone, the solved grid takes 40% of the area.
    let pencilled = !ex.pencil.is_empty() && side_by_side_fits(input, ex, area);
    let grids = if pencilled {
        (0.5 * area.w + 3.0 * size).min(0.45 * area.h)
    } else {
        0.4 * area.h
    };
    // The closing line goes in the reserve too: on a short page it would eat the grid.
    let outro_h = [partway, w.steps_more]
        .iter()
        .map(|t| paragraph_height(&fill(t, &[("n", &999)]), font, size, area.w))
        .fold(0.0, f32::max)
        + para_gap;
    let reserve = grids + outro_h;
    let indent = 2.0 * size;
    let mut shown = 0;
    for (i, step) in ex.steps.iter().enumerate() {
        let h = paragraph_height(step, font, size, area.w - indent) + para_gap;
        if y + h > area.bottom() - reserve {
            break;
        }
        let (asc, _) = font.vertical_extent(size);
        page.items.push(text::run(
            format!("{}.", i + 1),
            font,
            size,
            area.x,
            y + asc,
            Align::Left,
        ));
        y = text_at(page, step, y, indent);
        shown += 1;
    }
    let rest = ex.total_steps.saturating_sub(shown);
    let marks = shown
        .checked_sub(1)
        .and_then(|k| ex.pencil.get(k))
        .filter(|_| pencilled);
    let outro = match (rest, marks) {
        (0, _) => w.steps_done.to_string(),
        (_, Some(_)) => fill(partway, &[("n", &rest)]),
        (_, None) => fill(w.steps_more, &[("n", &rest)]),
    };
    y = text_at(page, &outro, y, 0.0);
    let below = Rect::new(area.x, y, area.w, area.bottom() - y);
    match marks.filter(|_| rest > 0) {
        Some(m) => {
            let half = area.w / 2.0;
            let captions = [
                fill(w.partway_caption, &[("n", &shown)]),
                w.solved_caption.to_string(),
            ];
            for (i, caption) in captions.iter().enumerate() {
                let x = area.x + i as f32 * half;
                let top = text_at(page, caption, y, i as f32 * half);
                let room = Rect::new(x, top, half, area.bottom() - top);
                let (answer, marks) = if i == 0 {
                    (None, Some((&m[..], &ex.placed[..shown])))
                } else {
                    (Some(&ex.solution[..]), None)
                };
                example_grid(page, room, input, ex, answer, marks);
            }
        }
        None => example_grid(page, below, input, ex, Some(&ex.solution), None),
    }
}

/// True when the example's grids side by side, each in half the width, still print their
/// digits at the template's least digit size (large print's 24 pt) and KDP's: large print on
/// a small trim may not, and then shows the solved grid alone.
fn side_by_side_fits(input: &Input, ex: &Example, area: Rect) -> bool {
    let tpl = &input.spec.template;
    let style = answer_style(tpl);
    let label = tpl
        .sizes
        .answer_label
        .max(tpl.sizes.min_body.unwrap_or(crate::kdp::KDP.min_font_pt));
    let margin = 1.6 * label;
    let extent = ex.kind.extent(ex.puzzle.shape(), &style);
    let half = Rect::new(0.0, 0.0, area.w / 2.0 - 2.0 * margin, area.h);
    let cell = cell_for(
        extent,
        half,
        &Style {
            max_cell: f32::MAX,
            ..style.clone()
        },
    );
    crate::draw::digit_for(cell, &style) + 1e-3
        >= crate::kdp::KDP.min_font_pt.max(tpl.grid.min_digit)
}

/// The example part-way: the candidates after the shown steps, and what each step placed.
type PartWay<'a> = (&'a [crate::latin::Mask], &'a [Vec<(usize, u8)>]);

/// The example grid (or its answer) in `area`, with row and column numbers; part-way, with
/// `marks`: the candidates after the shown steps and what each of them placed.
fn example_grid(
    page: &mut Page,
    area: Rect,
    input: &Input,
    ex: &Example,
    answer: Option<&[u8]>,
    marks: Option<PartWay<'_>>,
) {
    let tpl = &input.spec.template;
    let style = if answer.is_some() {
        answer_style(tpl)
    } else {
        puzzle_style(tpl)
    };
    let style = Style {
        max_cell: style.max_cell.max(EXAMPLE_CELL_SHARE * tpl.grid.max_cell),
        language: input.spec.language,
        ..style
    };
    let label = tpl
        .sizes
        .answer_label
        .max(tpl.sizes.min_body.unwrap_or(crate::kdp::KDP.min_font_pt));
    let lf = tpl.fonts.body.id();
    // Room for the numbers on the left and above.
    let margin = 1.6 * label;
    let inner = Rect::new(
        area.x + margin,
        area.y + margin,
        (area.w - 2.0 * margin).max(0.0),
        (area.h - margin).max(0.0),
    );
    // Hang the grid just below the text rather than centring it in what is left.
    let shape = ex.puzzle.shape();
    let extent = ex.kind.extent(shape, &style);
    let side = cell_for(extent, inner, &style) * extent.h + style.line;
    let inner = Rect::new(inner.x, inner.y, inner.w, side.min(inner.h));
    let d = ex
        .puzzle
        .draw(answer, inner, &super::for_cell(&style, side / extent.h));
    if d.cell <= 0.0 {
        return;
    }
    let dh = lf.digit_height(label);
    // Column numbers above, row numbers on the left (one pass per line number, as many as
    // the longer side).
    let labels: Vec<Item> = (0..shape.width.max(shape.height))
        .flat_map(|i| {
            let c = d.cell_centre(i, i);
            let col = (i < shape.width).then(|| {
                text::run(
                    (i + 1).to_string(),
                    lf,
                    label,
                    c.x,
                    d.rect.y - style.line - 0.5 * label,
                    Align::Center,
                )
            });
            let row = (i < shape.height).then(|| {
                text::run(
                    (i + 1).to_string(),
                    lf,
                    label,
                    d.rect.x - style.line - 0.6 * label,
                    c.y + dh / 2.0,
                    Align::Right,
                )
            });
            [col, row].into_iter().flatten()
        })
        .collect();
    page.items.extend(labels);
    if let Some((cands, placed)) = marks {
        // The steps' digits filled in; every other open square's candidates pencilled, a
        // lone one too (no step has written it yet). Givens stay as the drawing prints them.
        let n = shape.width;
        let given = crate::draw::drawn_digits(&d, n);
        let placed: Vec<(usize, u8)> = placed.iter().flatten().copied().collect();
        let open: Vec<crate::latin::Mask> = cands
            .iter()
            .enumerate()
            .map(|(c, &m)| {
                if given.get(c).copied().unwrap_or(true) || placed.iter().any(|p| p.0 == c) {
                    0
                } else {
                    m
                }
            })
            .collect();
        page.items
            .extend(crate::draw::filled(&d, n, &placed, style.filled));
        page.items.extend(crate::draw::pencil(
            &d,
            n,
            &open,
            crate::kdp::KDP.min_font_pt,
        ));
    }
    page.items.extend(d.items);
}
