//! Front matter: title page, copyright page, contents, how to play.

use super::page::{Align, Item, Page, Rect};
use super::text::{self, LEADING, paragraph, paragraph_height};
use super::{Example, Input, answer_style, body, marks, puzzle_style};
use crate::draw::{Style, cell_for};
use crate::solve::Level;

pub(super) fn title(page: &mut Page, input: &Input) {
    let spec = input.spec;
    let tpl = &spec.template;
    let live = page.live;
    let font = tpl.fonts.title.id();
    let (mut items, mut y) = paragraph(
        &spec.title,
        font,
        tpl.sizes.title,
        live.x,
        live.y + 0.25 * live.h,
        live.w,
        Align::Center,
    );
    if !spec.subtitle.is_empty() {
        let (sub, bottom) = paragraph(
            &spec.subtitle,
            tpl.fonts.body.id(),
            tpl.sizes.subtitle,
            live.x,
            y + 0.8 * tpl.sizes.subtitle,
            live.w,
            Align::Center,
        );
        items.extend(sub);
        y = bottom;
    }
    // An ornament: a full level mark, centred.
    let r = 0.55 * tpl.sizes.subtitle;
    items.extend(marks::level_mark(
        Level::Hard,
        live.x + (live.w + marks::width(r)) / 2.0,
        y + 2.0 * tpl.sizes.subtitle,
        r,
    ));
    let (author, _) = paragraph(
        &spec.author,
        tpl.fonts.body.id(),
        tpl.sizes.author,
        live.x,
        live.y + 0.78 * live.h,
        live.w,
        Align::Center,
    );
    items.extend(author);
    page.items.extend(items);
}

pub(super) fn copyright(page: &mut Page, input: &Input) {
    let spec = input.spec;
    let tpl = &spec.template;
    let live = page.live;
    let (font, size) = body(tpl);
    let size = (0.85 * size).max(crate::kdp::KDP.min_font_pt);
    let bold = tpl.fonts.heading.id();
    let trim = spec.trim.kdp_name().unwrap_or(&spec.trim.text);
    let lines: Vec<(String, crate::fonts::FontId)> = vec![
        (spec.title.clone(), bold),
        (spec.copyright.clone(), font),
        (
            format!(
                "Made with bookmaker {} from book seed {}, trim {trim}, template {}. The same \
                 spec built with the same version of bookmaker gives this book again, puzzle \
                 for puzzle.",
                env!("CARGO_PKG_VERSION"),
                spec.seed,
                tpl.name
            ),
            font,
        ),
        (
            "Every puzzle has exactly one solution, checked by an exact solver, and can be \
             solved by logic alone."
                .into(),
            font,
        ),
    ];
    let gap = size * LEADING;
    let total: f32 = lines
        .iter()
        .filter(|(t, _)| !t.is_empty())
        .map(|(t, f)| paragraph_height(t, *f, size, live.w) + gap)
        .sum::<f32>()
        - gap;
    let mut y = live.bottom() - total;
    for (t, f) in lines.iter().filter(|(t, _)| !t.is_empty()) {
        let (items, bottom) = paragraph(t, *f, size, live.x, y, live.w, Align::Left);
        page.items.extend(items);
        y = bottom + gap;
    }
}

/// A page heading at the top of `area`; returns the y below it.
fn heading(page: &mut Page, area: Rect, input: &Input, title: &str) -> f32 {
    let tpl = &input.spec.template;
    let (items, bottom) = paragraph(
        title,
        tpl.fonts.heading.id(),
        tpl.sizes.heading,
        area.x,
        area.y,
        area.w,
        Align::Left,
    );
    page.items.extend(items);
    bottom + 0.9 * tpl.sizes.heading
}

pub(super) fn contents(page: &mut Page, area: Rect, input: &Input) {
    let (spec, plan) = (input.spec, input.plan);
    let mut entries: Vec<(String, usize)> = Vec::new();
    if plan.how_to_play_page > 0 {
        if plan.kinds.len() > 1 {
            for (i, k) in plan.kinds.iter().enumerate() {
                let page = plan.how_to_play_page + i * crate::plan::HOW_TO_PLAY_PAGES;
                entries.push((format!("How to play {}", k.name()), page));
            }
        } else {
            entries.push(("How to play".into(), plan.how_to_play_page));
        }
    }
    for (i, p) in plan.sections.iter().enumerate() {
        entries.push((
            format!(
                "{}: puzzles {} to {}",
                input.section_title(i),
                p.first_number,
                p.first_number + p.count() - 1
            ),
            p.first_page,
        ));
    }
    for (i, p) in plan.sections.iter().enumerate() {
        let name = if spec.sections.len() == 1 {
            "Answers".to_string()
        } else {
            format!("Answers: {}", input.section_title(i))
        };
        entries.push((name, p.answers_page));
    }
    if plan.notes_page > 0 {
        entries.push(("Notes".into(), plan.notes_page));
    }
    let mut y = heading(page, area, input, "Contents");
    let (font, size) = body(&spec.template);
    let (asc, _) = font.vertical_extent(size);
    let dot = font.width(".", size);
    // Leaders stop at one place whatever the width of each page number.
    let num_w = entries
        .iter()
        .map(|(_, n)| font.width(&n.to_string(), size))
        .fold(0.0, f32::max);
    for (label, n) in entries {
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
        y += 2.0 * size;
    }
}

/// `s`, cut with an ellipsis to fit `width`.
fn fit(s: &str, font: crate::fonts::FontId, size: f32, width: f32) -> String {
    if font.width(s, size) <= width {
        return s.to_string();
    }
    let mut t: String = s.to_string();
    while !t.is_empty() && font.width(&format!("{t}\u{2026}"), size) > width {
        t.pop();
    }
    format!("{}\u{2026}", t.trim_end())
}

/// The closing paragraph of every kind's rules: how the book itself works.
const BOOK_RULE: &str = "Inside each section the puzzles get harder as you go. The stars by each puzzle's \
     number show its level: one star for easy, two for medium, three for hard. The answers are \
     at the back of the book.";

/// A kind's rules for this book, then the book's own paragraph.
fn rules(input: &Input, kind: usize) -> Vec<String> {
    let k = input.plan.kinds[kind];
    let sizes: Vec<usize> = input
        .spec
        .sections
        .iter()
        .filter(|s| s.kind == k)
        .map(|s| s.size)
        .collect();
    let mut r = k.rules(&sizes);
    r.push(BOOK_RULE.to_string());
    r
}

const EXAMPLE_INTRO: &str = "Here is a small example. The numbers beside the grid name its rows \
     and columns: r2c3 is the square in row 2, column 3. The next page solves it step by step.";

/// Smallest cell the example grid may shrink to before the text does, points.
const EXAMPLE_MIN_CELL: f32 = 20.0;

/// The text size of the how-to-play pages: the template's body size, lowered in half points
/// (never under KDP's minimum) until the rules and a readable example grid fit one page.
fn how_to_play_size(area: Rect, top: f32, input: &Input, ex: &Example, rules: &[String]) -> f32 {
    let tpl = &input.spec.template;
    let (font, mut size) = body(tpl);
    let grid = {
        let style = puzzle_style(tpl);
        EXAMPLE_MIN_CELL * ex.kind.extent(ex.puzzle.size(), &style)
            + style.line
            + 1.6 * tpl.sizes.answer_label
    };
    let min = crate::kdp::KDP.min_font_pt;
    while size > min {
        let text: f32 = rules
            .iter()
            .map(String::as_str)
            .chain([EXAMPLE_INTRO])
            .map(|t| paragraph_height(t, font, size, area.w) + 0.6 * size)
            .sum();
        if top + text + grid <= area.bottom() {
            break;
        }
        size = (size - 0.5).max(min);
    }
    size
}

pub(super) fn how_to_play(page: &mut Page, area: Rect, input: &Input, kind: usize, part: usize) {
    let tpl = &input.spec.template;
    let font = body(tpl).0;
    let several = input.plan.kinds.len() > 1;
    let title = match (part, several) {
        (0, false) => "How to play".to_string(),
        (0, true) => format!("How to play {}", input.plan.kinds[kind].name()),
        (_, false) => "Solving the example".to_string(),
        (_, true) => format!("Solving the {} example", input.plan.kinds[kind].name()),
    };
    let mut y = heading(page, area, input, &title);
    let Some(ex) = input.examples.get(kind) else {
        return;
    };
    let rules = rules(input, kind);
    let size = how_to_play_size(area, y, input, ex, &rules);
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
    if part == 0 {
        for r in &rules {
            y = text_at(page, r, y, 0.0);
        }
        y = text_at(page, EXAMPLE_INTRO, y, 0.0);
        example_grid(
            page,
            Rect::new(area.x, y, area.w, area.bottom() - y),
            input,
            ex,
            None,
        );
        return;
    }
    y = text_at(
        page,
        "A solver notes which digits each empty square can still hold, its candidates, and \
         narrows them down. The first steps:",
        y,
        0.0,
    );
    // Keep at least 40% of the area for the finished grid.
    let reserve = 0.4 * area.h;
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
    let outro = if rest > 0 {
        format!("The same kinds of step, {rest} more of them, fill the grid:")
    } else {
        "And the grid is full:".to_string()
    };
    y = text_at(page, &outro, y, 0.0);
    example_grid(
        page,
        Rect::new(area.x, y, area.w, area.bottom() - y),
        input,
        ex,
        Some(&ex.solution),
    );
}

/// The example grid (or its answer) in `area`, with row and column numbers.
fn example_grid(page: &mut Page, area: Rect, input: &Input, ex: &Example, answer: Option<&[u8]>) {
    let tpl = &input.spec.template;
    let style = if answer.is_some() {
        answer_style(tpl)
    } else {
        puzzle_style(tpl)
    };
    let style = Style {
        max_cell: style.max_cell.max(0.75 * tpl.grid.max_cell),
        ..style
    };
    let label = tpl.sizes.answer_label.max(crate::kdp::KDP.min_font_pt);
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
    let n = ex.puzzle.size();
    let extent = ex.kind.extent(n, &style);
    let side = cell_for(extent, inner, &style) * extent + style.line;
    let inner = Rect::new(inner.x, inner.y, inner.w, side.min(inner.h));
    let d = ex.puzzle.draw(answer, inner, &style);
    if d.cell <= 0.0 {
        return;
    }
    let dh = lf.digit_height(label);
    let labels: Vec<Item> = (0..n)
        .flat_map(|i| {
            let c = d.cell_centre(i, i);
            [
                text::run(
                    (i + 1).to_string(),
                    lf,
                    label,
                    c.x,
                    d.rect.y - style.line - 0.5 * label,
                    Align::Center,
                ),
                text::run(
                    (i + 1).to_string(),
                    lf,
                    label,
                    d.rect.x - style.line - 0.6 * label,
                    c.y + dh / 2.0,
                    Align::Right,
                ),
            ]
        })
        .collect();
    page.items.extend(labels);
    page.items.extend(d.items);
}
