//! Puzzle pages, answer pages and notes pages.

use super::{Input, LayoutError, answer_style, for_cell, marks, puzzle_style, text};
use crate::draw::{Style, cell_for};
use crate::fonts::FontId;
use crate::kdp::KDP;
use crate::kind::{KindRef, Shape};
use crate::page::PT_PER_IN;
use crate::page::{Align, Color, Item, Page, Rect, Stroke, pt};
use crate::spec::template::Template;
use crate::words::fill;

/// Least space between grids on a page.
const SLOT_GAP: f32 = 0.3 * PT_PER_IN;

/// Space between neighbouring grids, in cells: clearly wider than the gaps inside a grid,
/// so that two grids side by side never read as one.
pub const GRID_GAP_CELLS: f32 = 2.0;

/// Splits `area` into `k` equal slots in rows and columns `gap` apart, choosing the column
/// count that gives the largest `fit` (fewer columns on a tie). Slots are row-major.
pub(super) fn arrange(k: usize, area: Rect, gap: f32, fit: impl Fn(f32, f32) -> f32) -> Vec<Rect> {
    let k = k.max(1);
    let dims = |cols: usize| {
        let rows = k.div_ceil(cols);
        let w = (area.w - (cols - 1) as f32 * gap) / cols as f32;
        let h = (area.h - (rows - 1) as f32 * gap) / rows as f32;
        (rows, w, h)
    };
    let mut best = (1, f32::MIN);
    for cols in 1..=k {
        let (_, w, h) = dims(cols);
        let f = fit(w, h);
        if f > best.1 + 1e-3 {
            best = (cols, f);
        }
    }
    let cols = best.0;
    let (rows, w, h) = dims(cols);
    // Centre a short last row? Keep every slot in its grid place: pages stay alike.
    (0..rows * cols)
        .take(k)
        .map(|i| {
            let (r, c) = (i / cols, i % cols);
            Rect::new(
                area.x + c as f32 * (w + gap),
                area.y + r as f32 * (h + gap),
                w,
                h,
            )
        })
        .collect()
}

/// Height of the label band above a grid.
fn band(label: f32) -> f32 {
    1.9 * label
}

/// Where a grid with a label band goes in a slot (the block is centred vertically), and the
/// cell it gets.
fn grid_area(slot: Rect, kind: KindRef, shape: Shape, label: f32, style: &Style) -> (Rect, f32) {
    let b = band(label);
    let extent = kind.extent(shape, style);
    let cell = cell_for(extent, Rect::new(0.0, 0.0, slot.w, slot.h - b), style);
    let side = cell * extent.h + style.line;
    let top = slot.y + ((slot.h - b - side) / 2.0).max(0.0);
    (Rect::new(slot.x, top + b, slot.w, side), cell)
}

/// The slots of `k` labelled grids in `area`, at least [`GRID_GAP_CELLS`] cells apart, and
/// the cell size they get.
pub fn slots_for(
    k: usize,
    area: Rect,
    kind: KindRef,
    shape: Shape,
    label: f32,
    style: &Style,
) -> (Vec<Rect>, f32) {
    let extent = kind.extent(shape, style);
    let fit = |w: f32, h: f32| cell_for(extent, Rect::new(0.0, 0.0, w, h - band(label)), style);
    let mut gap = SLOT_GAP;
    let mut slots = arrange(k, area, gap, fit);
    // A wider gap shrinks the cells, so a gap set from the last cell is always at least
    // two of the new ones; a few rounds settle it.
    for _ in 0..4 {
        let cell = fit(slots[0].w, slots[0].h);
        let want = (GRID_GAP_CELLS * cell).max(SLOT_GAP);
        if want <= gap + 0.01 {
            break;
        }
        gap = want;
        slots = arrange(k, area, gap, fit);
    }
    let cell = fit(slots[0].w, slots[0].h);
    (slots, cell)
}

/// The largest square size under section `sec`'s whose grid, one in `area`, prints every
/// number at its floor: what a refusal at one a page offers. `None` for a rectangle or when
/// no size fits.
fn largest_fitting(
    area: Rect,
    sec: &crate::spec::Section,
    style: &Style,
    tpl: &Template,
) -> Option<usize> {
    let (kind, size) = (sec.kind, sec.size);
    if size.width != size.height {
        return None;
    }
    kind.sizes().rev().filter(|&n| n < size.width).find(|&n| {
        let shape = Shape::square(n);
        if kind.unsupported(shape, sec.level).is_some() {
            return false;
        }
        let (_, cell) = slots_for(1, area, kind, shape, tpl.sizes.label, style);
        let st = for_cell(style, cell);
        crate::draw::short_of(
            kind.cell_digits(),
            kind.digit_size(shape, cell, &st),
            kind.clue_size(shape, cell, &st),
            tpl.grid.min_digit,
            tpl.min_clue(),
        )
        .is_none()
    })
}

/// `forms` in order, each at sizes from `size` down to `least`, the first that is at most
/// `width` wide; the last form at `least` when none is.
fn fitting(forms: &[String], font: FontId, size: f32, least: f32, width: f32) -> (String, f32) {
    for f in forms {
        let mut s = size;
        loop {
            if font.width(f, s) <= width {
                return (f.clone(), s);
            }
            if s <= least {
                break;
            }
            s = (s - 0.5).max(least);
        }
    }
    (forms.last().cloned().unwrap_or_default(), least)
}

pub(super) fn puzzle_page(
    page: &mut Page,
    area: Rect,
    input: &Input,
    n: usize,
    section: usize,
    first: usize,
    count: usize,
) -> Result<(), LayoutError> {
    let spec = input.spec;
    let tpl = &spec.template;
    let sec = &spec.sections[section];
    let plan = &input.plan.sections[section];
    let style = Style {
        language: spec.language,
        ..puzzle_style(tpl)
    };
    let label = tpl.sizes.label;
    let font = tpl.fonts.heading.id();
    let (slots, _) = slots_for(plan.per_page, area, sec.kind, sec.size, label, &style);
    for (i, slot) in slots.into_iter().take(count).enumerate() {
        let pos = first + i;
        let entry = input.sections[section][pos];
        let (box_, cell) = grid_area(slot, sec.kind, sec.size, label, &style);
        let d = entry.puzzle.draw(None, box_, &for_cell(&style, cell));
        let short = crate::draw::short_of(
            sec.kind.cell_digits(),
            d.digit_size,
            d.clue_size,
            tpl.grid.min_digit,
            tpl.min_clue(),
        );
        if let Some(short) = short {
            let now = match sec.per_page {
                Some(p) => format!("now {p}"),
                None => format!("now {} by default", plan.per_page),
            };
            let key = if short.clue {
                "grid.min_clue"
            } else {
                "grid.min_digit"
            };
            // At one a page only a bigger page, a smaller grid or a smaller floor helps.
            let fix = if plan.per_page > 1 {
                format!(
                    "lower `per_page` of section {:?} ({now}), or choose a larger `trim`",
                    sec.name
                )
            } else {
                let fits = largest_fitting(area, sec, &style, tpl)
                    .map(|n| format!("; {n} fits"))
                    .unwrap_or_default();
                format!(
                    "choose a larger `trim` (8.5x11 is the largest common one), a smaller `size` \
                     in section {:?} (now {}{fits}), or a template with a smaller `{key}` \
                     (`template = \"my.toml\"`, from a copy of a built-in one in templates/)",
                    sec.name, sec.size
                )
            };
            return Err(LayoutError::DigitsTooSmall {
                page: n,
                section: sec.name.clone(),
                template: tpl.name.clone(),
                numbers: if short.clue { "clue numbers" } else { "digits" },
                key,
                size: short.size,
                min: short.min,
                fix,
            });
        }
        let baseline = d.rect.y - style.line / 2.0 - 0.6 * label;
        // The label takes the grid's width less the stars and a space.
        let room = |r: f32| d.rect.w + style.line - marks::width(sec.level, r) - label;
        let (num, ans) = (plan.number_of(pos), plan.answer_page_of(pos));
        let w = spec.language.words();
        // With hints, the label names the hint's page too (docs/layout.md).
        let index = input.plan.sections[..section]
            .iter()
            .map(|s| s.count())
            .sum::<usize>()
            + pos;
        let hint = input.plan.hint_page_of(index);
        let forms = if hint > 0 {
            [
                w.puzzle_label_hint,
                w.puzzle_label_hint_short,
                w.puzzle_label_hint_shortest,
            ]
        } else {
            [
                w.puzzle_label,
                w.puzzle_label_short,
                w.puzzle_label_shortest,
            ]
        }
        .map(|t| fill(t, &[("n", &num), ("page", &ans), ("hint", &hint)]));
        // A label too long for a narrow grid (large print on a small trim, a long language)
        // first gets smaller stars beside it, then smaller type down to KDP's least: never
        // the stars over its words.
        let least = (0.8 * label).max(KDP.min_font_pt).min(label);
        let fits = |(t, z): &(String, f32), r: f32| font.width(t, *z) <= room(r);
        let mut r = 0.5 * label;
        let mut fit = fitting(&forms, font, label, least, room(r));
        while !fits(&fit, r) && r > 0.3 * label {
            r = (r - 0.05 * label).max(0.3 * label);
            fit = fitting(&forms, font, label, least, room(r));
        }
        if !fits(&fit, r) {
            fit = fitting(&forms, font, label, KDP.min_font_pt.min(label), room(r));
        }
        let (text, size) = fit;
        page.items.push(text::run(
            text,
            font,
            size,
            d.rect.x - style.line / 2.0,
            baseline,
            Align::Left,
        ));
        page.items.extend(marks::level_mark(
            sec.level,
            d.rect.right() + style.line / 2.0,
            baseline - 0.36 * label,
            r,
        ));
        page.items.extend(d.items);
    }
    Ok(())
}

/// True when `k` answers of `kind` and `shape` a page in `area` print cleanly: the widest
/// answer grid the kind can draw (its stand-in) sets no text under KDP's least size and no
/// text over another or over a line, as the page linter would find on the page.
pub fn answers_print(k: usize, area: Rect, kind: KindRef, shape: Shape, tpl: &Template) -> bool {
    let style = answer_style(tpl);
    let label = tpl.sizes.answer_label;
    let (slots, _) = slots_for(k, area, kind, shape, label, &style);
    let (box_, cell) = grid_area(slots[0], kind, shape, label, &style);
    let (puzzle, solution) = kind.stand_in(shape);
    let d = puzzle.draw(Some(&solution), box_, &for_cell(&style, cell));
    let page = Page {
        width: area.right(),
        height: area.bottom(),
        trim: area,
        live: area,
        items: d.items,
        kept: Vec::new(),
    };
    crate::lint::check_page(&page, 1, KDP.min_font_pt).is_empty()
}

pub(super) fn answer_page(
    page: &mut Page,
    area: Rect,
    input: &Input,
    section: usize,
    first: usize,
    count: usize,
) {
    let tpl = &input.spec.template;
    let sec = &input.spec.sections[section];
    let plan = &input.plan.sections[section];
    let style = Style {
        language: input.spec.language,
        ..answer_style(tpl)
    };
    let label = tpl.sizes.answer_label;
    let font = tpl.fonts.body.id();
    let (slots, _) = slots_for(
        plan.answers_per_page,
        area,
        sec.kind,
        sec.size,
        label,
        &style,
    );
    for (i, slot) in slots.into_iter().take(count).enumerate() {
        let pos = first + i;
        let entry = input.sections[section][pos];
        let (box_, cell) = grid_area(slot, sec.kind, sec.size, label, &style);
        let d = entry
            .puzzle
            .draw(Some(entry.solution), box_, &for_cell(&style, cell));
        let (num, at) = (plan.number_of(pos), plan.page_of(pos));
        let w = input.spec.language.words();
        let forms = [
            w.answer_label,
            w.answer_label_short,
            w.answer_label_shortest,
        ]
        .map(|t| fill(t, &[("n", &num), ("page", &at)]))
        .map(|label| match entry.title {
            Some(title) => fill(w.answer_titled, &[("label", &label), ("title", &title)]),
            None => label,
        });
        let least = KDP.min_font_pt.min(label);
        let (text, size) = fitting(&forms, font, label, least, slot.w);
        page.items.push(text::run(
            text,
            font,
            size,
            d.rect.x + d.rect.w / 2.0,
            d.rect.y - style.line / 2.0 - 0.6 * label,
            Align::Center,
        ));
        page.items.extend(d.items);
    }
}

/// Spacing of the lines on a notes page.
const NOTE_LINE_GAP: f32 = 0.3 * PT_PER_IN;

pub(super) fn notes(page: &mut Page, area: Rect, input: &Input) {
    let tpl = &input.spec.template;
    let size = tpl.sizes.heading;
    let font = tpl.fonts.heading.id();
    let (asc, _) = font.vertical_extent(size);
    page.items.push(text::run(
        input.spec.language.words().notes,
        font,
        size,
        area.x,
        area.y + asc,
        Align::Left,
    ));
    let stroke = Stroke {
        width: crate::kdp::KDP.min_line_pt,
        color: Color::gray(0.6),
    };
    let mut y = area.y + asc + size + NOTE_LINE_GAP;
    while y + stroke.width / 2.0 <= area.bottom() {
        let w = stroke.width / 2.0;
        page.items.push(Item::Line {
            from: pt(area.x + w, y),
            to: pt(area.right() - w, y),
            stroke,
        });
        y += NOTE_LINE_GAP;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrange_prefers_the_bigger_grid() {
        let area = Rect::new(0.0, 0.0, 360.0, 520.0);
        let square = |w: f32, h: f32| w.min(h);
        // Two on a tall page: stacked.
        let two = arrange(2, area, 20.0, square);
        assert_eq!(two.len(), 2);
        assert_eq!(two[0].x, two[1].x);
        // Six: two columns of three.
        let six = arrange(6, area, 20.0, square);
        assert_eq!(six.len(), 6);
        assert!(six[1].x > six[0].x && six[2].y > six[0].y);
        for r in six {
            assert!(area.contains(&r));
        }
    }
}
