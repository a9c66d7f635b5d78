//! The paperback cover: one sheet with the back, the spine and the front side by side, with
//! bleed on every edge. Sizes come from the KDP table and the interior's page count; what goes
//! where is decided here, as page-model items like any other page.
//!
//! The sheet, left to right: bleed, back panel, spine, front panel, bleed. The background is
//! one colour across the whole wrap, printed to the edges: a colour change at the folds would
//! show any drift of the fold (KDP allows a little) as a stripe on the spine.
//!
//! Items come in two kinds: the first [`CoverLayout::art`] items are full-bleed background
//! art, free to cover the whole sheet; everything after them is content, which must keep to
//! the safe zones ([`Geometry::safe_zones`]) and out of the barcode area.

use super::marks;
use super::page::{Align, Color, Item, Page, Rect, Rotation, Stroke, pt};
use super::text::{balanced_width, wrap};
use crate::draw::{Style, cell_for};
use crate::fonts::FontId;
use crate::kdp::{KDP, Paper};
use crate::kind::Puzzle;
use crate::layout::page::PT_PER_IN;
use crate::solve::Level;
use crate::spec::Spec;
use crate::words::fill;

/// Where everything on the cover sheet is, in points (page coordinates: top-left origin).
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// The interior's page count and paper, which set the spine.
    pub pages: usize,
    pub paper: Paper,
    /// The sheet (media box).
    pub width: f32,
    pub height: f32,
    pub bleed: f32,
    /// Spine width.
    pub spine_width: f32,
    /// The whole trim (back, spine and front).
    pub trim: Rect,
    /// Each panel's trim.
    pub back: Rect,
    pub spine: Rect,
    pub front: Rect,
    /// The area KDP prints the barcode on: keep it empty.
    pub barcode: Rect,
}

impl Geometry {
    /// The cover of a book of `pages` pages of `paper`, trim `width_in` x `height_in`.
    pub fn new(width_in: f32, height_in: f32, pages: usize, paper: Paper) -> Geometry {
        let (w_in, h_in) = KDP.cover_in(width_in, height_in, pages, paper);
        let bleed = KDP.bleed_in * PT_PER_IN;
        let (tw, th) = (width_in * PT_PER_IN, height_in * PT_PER_IN);
        let spine_width = KDP.spine_in(pages, paper) * PT_PER_IN;
        let back = Rect::new(bleed, bleed, tw, th);
        let spine = Rect::new(back.right(), bleed, spine_width, th);
        let front = Rect::new(spine.right(), bleed, tw, th);
        let (bw, bh) = KDP.barcode_in;
        let clear = KDP.barcode_clearance_in * PT_PER_IN;
        let barcode = Rect::new(
            back.right() - clear - bw * PT_PER_IN,
            back.bottom() - clear - bh * PT_PER_IN,
            bw * PT_PER_IN,
            bh * PT_PER_IN,
        );
        Geometry {
            pages,
            paper,
            width: w_in * PT_PER_IN,
            height: h_in * PT_PER_IN,
            bleed,
            spine_width,
            trim: Rect::new(bleed, bleed, 2.0 * tw + spine_width, th),
            back,
            spine,
            front,
            barcode,
        }
    }

    /// The cover of the book `spec` makes, with the interior's page count.
    pub fn of(spec: &Spec, pages: usize) -> Geometry {
        Geometry::new(spec.trim.width_in, spec.trim.height_in, pages, spec.paper)
    }

    /// Where content may go: the back and the front inset by KDP's safe margin on every side
    /// (folds included), and the spine inset by the fold clearance across and the safe margin
    /// along. Back, spine, front.
    pub fn safe_zones(&self) -> [Rect; 3] {
        let safe = KDP.cover_safe_in * PT_PER_IN;
        let fold = KDP.spine_fold_clearance_in * PT_PER_IN;
        let s = &self.spine;
        [
            self.back.inflate(-safe),
            Rect::new(
                s.x + fold,
                s.y + safe,
                (s.w - 2.0 * fold).max(0.0),
                s.h - 2.0 * safe,
            ),
            self.front.inflate(-safe),
        ]
    }

    /// True when KDP allows text on a spine this book's page count makes.
    pub fn spine_text_allowed(&self) -> bool {
        self.pages >= KDP.spine_text_min_pages
    }
}

/// A puzzle shown on the cover, with its number and level in the book.
#[derive(Clone, Copy, Debug)]
pub struct Shown<'a> {
    pub puzzle: &'a dyn Puzzle,
    pub number: usize,
    pub level: Level,
}

/// Everything the cover layout reads.
#[derive(Clone, Copy, Debug)]
pub struct CoverInput<'a> {
    pub spec: &'a Spec,
    /// The interior's final page count.
    pub pages: usize,
    /// Puzzles of each level in the book, in level order (as the plan counts them).
    pub per_level: &'a [(Level, usize)],
    /// Drawn large on the front.
    pub artwork: Shown<'a>,
    /// Shown on the back.
    pub sample: Shown<'a>,
}

/// What became of the spine text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpineText {
    /// Drawn at this size, in points.
    Drawn { size: f32 },
    /// Left off: KDP allows no spine text under its minimum page count.
    TooFewPages,
    /// Left off: between the fold clearances the spine has room only for text under KDP's
    /// minimum size (this size, in points).
    TooNarrow { size: f32 },
}

/// A laid-out cover.
#[derive(Clone, Debug, PartialEq)]
pub struct CoverLayout {
    pub page: Page,
    pub geometry: Geometry,
    /// The first `art` items of the page are background art, allowed to cover the sheet.
    pub art: usize,
    pub spine_text: SpineText,
    /// False when the back had no room for the sample grid.
    pub sample_shown: bool,
}

/// Lays out the cover.
pub fn lay_out_cover(input: &CoverInput) -> CoverLayout {
    let g = Geometry::of(input.spec, input.pages);
    let c = &input.spec.cover;
    let mut page = Page {
        width: g.width,
        height: g.height,
        trim: g.trim,
        live: g.trim.inflate(-KDP.cover_safe_in * PT_PER_IN),
        items: vec![Item::Rect {
            rect: Rect::new(0.0, 0.0, g.width, g.height),
            fill: Some(c.background),
            stroke: None,
        }],
    };
    let art = page.items.len();
    front(&mut page.items, &g, input);
    let spine_text = spine(&mut page.items, &g, input);
    let sample_shown = back(&mut page.items, &g, input);
    CoverLayout {
        page,
        geometry: g,
        art,
        spine_text,
        sample_shown,
    }
}

/// Margin of the front and back content from the panel's trim: roomier than KDP's safe zone.
fn margin(panel: &Rect) -> f32 {
    (0.075 * panel.w).max(KDP.cover_safe_in * PT_PER_IN)
}

/// Wrapped lines, each centred or left-aligned in `width` from `x`, first line's top at `top`.
/// Returns the items and the y below the last line's descent.
#[allow(clippy::too_many_arguments)]
fn block(
    items: &mut Vec<Item>,
    text: &str,
    font: FontId,
    size: f32,
    leading: f32,
    color: Color,
    x: f32,
    top: f32,
    width: f32,
    align: Align,
) -> f32 {
    let (asc, desc) = font.vertical_extent(size);
    let anchor = match align {
        Align::Left => x,
        Align::Center => x + width / 2.0,
        Align::Right => x + width,
    };
    let mut baseline = top + asc;
    let lines = wrap(text, font, size, width);
    let n = lines.len();
    for line in lines {
        items.push(Item::Text {
            text: line,
            font,
            size,
            x: anchor,
            baseline,
            align,
            color,
            rotation: Rotation::Upright,
        });
        baseline += size * leading;
    }
    if n == 0 {
        top
    } else {
        baseline - size * leading + desc
    }
}

/// Height of a wrapped block.
fn block_height(text: &str, font: FontId, size: f32, leading: f32, width: f32) -> f32 {
    let n = wrap(text, font, size, width).len();
    if n == 0 {
        return 0.0;
    }
    let (asc, desc) = font.vertical_extent(size);
    asc + desc + (n - 1) as f32 * size * leading
}

/// The grid style on the cover for a cell size: the interior's proportions, strokes scaled.
fn cover_style(max_cell: f32) -> Style {
    Style {
        line: 1.0,
        sign: (0.07 * max_cell).max(KDP.min_line_pt),
        clue: Color::BLACK,
        gap: 0.5,
        digit: 0.62,
        min_digit: KDP.min_font_pt,
        max_cell,
        given: FontId::Bold,
        filled: FontId::Regular,
        language: crate::words::Language::En,
    }
}

/// Draws `p` into `area` with the interior's drawing code, then puts it in cover colours:
/// squares filled in the cell colour, signs in the accent, digits in the background colour.
/// The grid is as large as `area` allows.
fn cover_grid(items: &mut Vec<Item>, p: &dyn Puzzle, area: Rect, spec: &Spec) {
    let c = &spec.cover;
    let style = cover_style(f32::MAX);
    // The sign weight follows the cell the grid really gets.
    let cell = cell_for(p.kind().extent(p.size(), &style), area, &style);
    let style = Style {
        sign: (0.07 * cell).max(KDP.min_line_pt),
        language: spec.language,
        ..style
    };
    let d = p.draw(None, area, &style);
    for mut item in d.items {
        match &mut item {
            Item::Rect { fill, stroke, .. } => {
                *fill = Some(c.cells);
                *stroke = None;
            }
            Item::Polyline { stroke, .. } | Item::Line { stroke, .. } => stroke.color = c.accent,
            Item::Polygon { fill, .. } => *fill = c.accent,
            Item::Text { color, .. } => *color = c.background,
        }
        items.push(item);
    }
}

/// Items in one colour (the level stars, drawn black for the interior).
fn recolour(items: Vec<Item>, color: Color) -> impl Iterator<Item = Item> {
    items.into_iter().map(move |mut item| {
        match &mut item {
            Item::Rect { fill, stroke, .. } => {
                if let Some(f) = fill {
                    *f = color;
                }
                if let Some(s) = stroke {
                    s.color = color;
                }
            }
            Item::Polyline { stroke, .. } | Item::Line { stroke, .. } => stroke.color = color,
            Item::Polygon { fill, .. } => *fill = color,
            Item::Text { color: c, .. } => *c = color,
        }
        item
    })
}

// ---------------------------------------------------------------------------------------------
// Front

fn front(items: &mut Vec<Item>, g: &Geometry, input: &CoverInput) {
    let spec = input.spec;
    let c = &spec.cover;
    let p = g.front;
    let m = margin(&p);
    let (x, w) = (p.x + m, p.w - 2.0 * m);

    // Title: two lines if that keeps it at three quarters of full size, else three; lines
    // balanced so that no word is left alone on the last.
    let full = (0.085 * p.w).clamp(20.0, 44.0);
    let largest = |lines: usize| {
        let mut size = full;
        while size > 16.0 && wrap(&spec.title, FontId::Bold, size, w).len() > lines {
            size -= 0.5;
        }
        size
    };
    let size = if largest(2) >= 0.75 * full {
        largest(2)
    } else {
        largest(3)
    };
    let tw = balanced_width(&spec.title, FontId::Bold, size, w);
    let mut y = block(
        items,
        &spec.title,
        FontId::Bold,
        size,
        1.12,
        c.text,
        x + (w - tw) / 2.0,
        p.y + 1.2 * m,
        tw,
        Align::Center,
    );
    if !spec.subtitle.is_empty() {
        let sub = (0.42 * size).max(11.0);
        y = block(
            items,
            &spec.subtitle,
            FontId::Regular,
            sub,
            1.3,
            c.accent,
            x,
            y + 0.55 * size,
            w,
            Align::Center,
        );
    }

    // Author at the foot.
    let author = (0.042 * p.w).clamp(12.0, 24.0);
    let author_h = block_height(&spec.author, FontId::Regular, author, 1.25, w);
    let author_top = p.bottom() - 1.1 * m - author_h;
    block(
        items,
        &spec.author,
        FontId::Regular,
        author,
        1.25,
        c.text,
        x,
        author_top,
        w,
        Align::Center,
    );

    // The level stars above the author, as on the puzzle's own page.
    let r = 0.32 * author;
    let stars_y = author_top - 1.4 * author;
    items.extend(recolour(
        marks::level_mark(
            input.artwork.level,
            p.x + (p.w + marks::width(input.artwork.level, r)) / 2.0,
            stars_y,
            r,
        ),
        c.accent,
    ));

    // The artwork fills what is between, a little narrower than the text.
    let top = y + 0.9 * size;
    let bottom = stars_y - r - 0.9 * author;
    let side = (bottom - top).min(0.8 * w);
    if side > 0.0 {
        let area = Rect::new(
            p.x + (p.w - side) / 2.0,
            top + (bottom - top - side) / 2.0,
            side,
            side,
        );
        cover_grid(items, input.artwork.puzzle, area, spec);
    }
}

// ---------------------------------------------------------------------------------------------
// Spine

/// Largest spine text, points.
const SPINE_MAX: f32 = 20.0;

/// The outline box of the glyph `ch` draws as: '?' where the font lacks it, as the renderers
/// and [`FontId::width`] do. `None` for a blank glyph (a space).
fn glyph_box(face: &ttf_parser::Face, ch: char) -> Option<ttf_parser::Rect> {
    let g = face.glyph_index(ch).or_else(|| face.glyph_index('?'))?;
    face.glyph_bounding_box(g)
}

/// Ink extent above and below the baseline of `text`, per point of size (below is negative).
fn ink_extent(text: &str, font: FontId) -> (f32, f32) {
    let face = font.face();
    let em = face.units_per_em() as f32;
    let (mut top, mut bottom) = (0.0f32, 0.0f32);
    for ch in text.chars() {
        if let Some(b) = glyph_box(face, ch) {
            top = top.max(b.y_max as f32 / em);
            bottom = bottom.min(b.y_min as f32 / em);
        }
    }
    (top, bottom)
}

fn spine(items: &mut Vec<Item>, g: &Geometry, input: &CoverInput) -> SpineText {
    if !g.spine_text_allowed() {
        return SpineText::TooFewPages;
    }
    let spec = input.spec;
    let [_, zone, _] = g.safe_zones();
    let title = spec.title.to_uppercase();
    let author = spec.author.to_uppercase();
    let (tt, tb) = ink_extent(&title, FontId::Bold);
    let (at, ab) = ink_extent(&author, FontId::Regular);
    let (top, bottom) = (tt.max(at), tb.min(ab));
    // As large as the room between the fold clearances allows, less a hair for rounding.
    let mut size = (0.98 * zone.w / (top - bottom)).min(SPINE_MAX);
    // Title from the top, author to the bottom, a gap between; shrink to fit the length.
    let pad = (0.25 * PT_PER_IN).min(0.1 * zone.h);
    let room = zone.h - 2.0 * pad;
    let length =
        |s: f32| FontId::Bold.width(&title, s) + 2.0 * s + FontId::Regular.width(&author, s);
    if length(size) > room {
        size *= room / length(size);
    }
    if size + 1e-3 < KDP.min_font_pt {
        return SpineText::TooNarrow { size };
    }
    // Clockwise, a glyph's top points right: centre the ink across the spine.
    let cx = zone.x + zone.w / 2.0;
    let baseline_x = cx - (top + bottom) / 2.0 * size;
    let c = &spec.cover;
    for (text, font, y, align, color) in [
        (title, FontId::Bold, zone.y + pad, Align::Left, c.text),
        (
            author,
            FontId::Regular,
            zone.bottom() - pad,
            Align::Right,
            c.accent,
        ),
    ] {
        items.push(Item::Text {
            text,
            font,
            size,
            x: baseline_x,
            baseline: y,
            align,
            color,
            rotation: Rotation::Clockwise,
        });
    }
    SpineText::Drawn { size }
}

// ---------------------------------------------------------------------------------------------
// Back

/// Smallest cell of the sample grid, points: below this it is left off.
const SAMPLE_MIN_CELL: f32 = 14.0;

/// The contents lines: one per level (with its stars), then what else is inside.
fn contents(input: &CoverInput) -> Vec<(Option<Level>, String)> {
    let spec = input.spec;
    let w = spec.language.words();
    let mut lines = Vec::new();
    for &(level, n) in input.per_level {
        let mut sizes: Vec<usize> = spec
            .sections
            .iter()
            .filter(|s| s.level == level)
            .map(|s| s.size)
            .collect();
        sizes.sort_unstable();
        sizes.dedup();
        let grids = sizes
            .iter()
            .map(|s| format!("{s}\u{d7}{s}"))
            .collect::<Vec<_>>()
            .join(", ");
        let line = fill(
            w.cover_level_line,
            &[
                ("n", &n),
                ("level", &w.level(level)),
                ("puzzles", &w.puzzles(spec.language, n)),
                ("grids", &grids),
            ],
        );
        lines.push((Some(level), line));
    }
    if spec.front.how_to_play {
        lines.push((None, w.cover_how_to_play.into()));
    }
    lines.push((None, w.cover_answers.into()));
    lines
}

/// Lays out the back; false when the sample grid had no room.
fn back(items: &mut Vec<Item>, g: &Geometry, input: &CoverInput) -> bool {
    let spec = input.spec;
    let c = &spec.cover;
    let p = g.back;
    let m = margin(&p);
    let (x, w) = (p.x + m, p.w - 2.0 * m);
    let paragraphs: Vec<&str> = spec
        .cover
        .blurb
        .split("\n\n")
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    let lines = contents(input);
    let words = spec.language.words();
    let heading = words.cover_inside;
    // The sample's room: left of the barcode area, up from the bottom margin.
    let gap = 0.25 * PT_PER_IN;
    let sample_w = g.barcode.x - gap - x;
    let sample = input.sample.puzzle;
    let sample_min = SAMPLE_MIN_CELL * sample.kind().extent(sample.size(), &cover_style(0.0));

    // The text size: the largest (in half points) whose text leaves room for the sample.
    let text_height = |size: f32| -> f32 {
        let paras: f32 = paragraphs
            .iter()
            .map(|t| block_height(t, FontId::Regular, size, 1.4, w) + 0.7 * size)
            .sum();
        paras + 0.8 * size + 1.2 * size * 1.3 + lines.len() as f32 * 1.6 * size
    };
    let caption = |size: f32| 1.9 * size;
    let mut size = (0.029 * p.w).clamp(9.5, 16.0);
    while size > 9.0
        && p.y + m + text_height(size) + gap + caption(size) + sample_min.min(sample_w)
            > p.bottom() - m
    {
        size -= 0.5;
    }

    let mut y = p.y + m;
    for t in &paragraphs {
        y = block(
            items,
            t,
            FontId::Regular,
            size,
            1.4,
            c.text,
            x,
            y,
            w,
            Align::Left,
        ) + 0.7 * size;
    }
    y += 0.8 * size;
    let hs = 1.2 * size;
    y = block(
        items,
        heading,
        FontId::Bold,
        hs,
        1.3,
        c.accent,
        x,
        y,
        w,
        Align::Left,
    ) + 0.45 * size;
    let (asc, _) = FontId::Regular.vertical_extent(size);
    let r = 0.42 * size;
    // Marks start at the margin; the text clears the widest.
    let widest = lines
        .iter()
        .filter_map(|(l, _)| l.map(|l| marks::width(l, r)))
        .fold(marks::width(crate::solve::Level::Easy, r), f32::max);
    let indent = widest + 0.8 * size;
    for (level, text) in &lines {
        let baseline = y + asc;
        let mid = baseline - 0.36 * size;
        match level {
            Some(l) => items.extend(recolour(
                marks::level_mark(*l, x + marks::width(*l, r), mid, r),
                c.accent,
            )),
            None => {
                let d = 0.3 * size;
                items.push(Item::Rect {
                    rect: Rect::new(x + widest / 2.0 - d / 2.0, mid - d / 2.0, d, d),
                    fill: Some(c.accent),
                    stroke: None,
                });
            }
        }
        block(
            items,
            text,
            FontId::Regular,
            size,
            1.3,
            c.text,
            x + indent,
            y,
            w - indent,
            Align::Left,
        );
        y += 1.6 * size;
    }

    // The sample: a caption, then the grid hung below it, left of the barcode area.
    let top = y + gap;
    let avail_h = p.bottom() - m - top - caption(size);
    let side = sample_w.min(avail_h).min(0.6 * w);
    if side < sample_min {
        return false;
    }
    // The grid sits on the bottom margin, level with the barcode area, its caption just
    // above it.
    let style = cover_style(f32::MAX);
    let extent = sample.kind().extent(sample.size(), &style);
    let real = cell_for(extent, Rect::new(x, top, side, side), &style) * extent;
    let area = Rect::new(x, p.bottom() - m - real, real, real);
    let cap = fill(
        words.cover_try,
        &[
            ("n", &input.sample.number),
            ("level", &words.level(input.sample.level)),
        ],
    );
    block(
        items,
        &cap,
        FontId::Bold,
        size,
        1.3,
        c.accent,
        x,
        area.y - caption(size),
        sample_w,
        Align::Left,
    );
    cover_grid(items, input.sample.puzzle, area, spec);
    true
}

// ---------------------------------------------------------------------------------------------
// Checks and guides

/// The ink of an item: for text, the union of its glyphs' outlines' boxes, turned as the run
/// is (tighter than [`Item::bounds`], which spans the font's whole ascent and descent); for
/// anything else, its bounds. What a safe-zone check should measure, since only ink prints.
pub fn ink_bounds(item: &Item) -> Rect {
    let Item::Text {
        text,
        font,
        size,
        x,
        baseline,
        align,
        rotation,
        ..
    } = item
    else {
        return item.bounds();
    };
    let face = font.face();
    let k = size / face.units_per_em() as f32;
    let w = font.width(text, *size);
    let start = match align {
        Align::Left => 0.0,
        Align::Center => -w / 2.0,
        Align::Right => -w,
    };
    let (mut u0, mut v0, mut u1, mut v1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    let mut pen = start;
    for ch in text.chars() {
        if let Some(b) = glyph_box(face, ch) {
            u0 = u0.min(pen + b.x_min as f32 * k);
            u1 = u1.max(pen + b.x_max as f32 * k);
            v0 = v0.min(b.y_min as f32 * k);
            v1 = v1.max(b.y_max as f32 * k);
        }
        pen += font.width(&ch.to_string(), *size);
    }
    if u0 > u1 {
        return Rect::new(*x, *baseline, 0.0, 0.0); // no ink at all
    }
    // (u along the run from the anchor, v up from the baseline) on the page.
    match rotation {
        Rotation::Upright => Rect::new(x + u0, baseline - v1, u1 - u0, v1 - v0),
        Rotation::Clockwise => Rect::new(x + v0, baseline + u0, v1 - v0, u1 - u0),
        Rotation::Counterclockwise => Rect::new(x - v1, baseline - u1, v1 - v0, u1 - u0),
    }
}

/// Preview guides over the cover: the folds, each panel's safe zone and the barcode area, in
/// hairlines (for `preview --guides`; never in the PDF).
pub fn guides(g: &Geometry) -> Vec<Item> {
    let fold = Stroke {
        width: 0.5,
        color: Color::rgb(0.9, 0.1, 0.6),
    };
    let safe = Stroke {
        width: 0.5,
        color: Color::rgb(0.1, 0.75, 0.9),
    };
    let mut items: Vec<Item> = [g.spine.x, g.spine.right()]
        .into_iter()
        .map(|x| Item::Line {
            from: pt(x, 0.0),
            to: pt(x, g.height),
            stroke: fold,
        })
        .collect();
    for zone in g.safe_zones() {
        items.push(Item::Rect {
            rect: zone,
            fill: None,
            stroke: Some(safe),
        });
    }
    items.push(Item::Rect {
        rect: g.barcode,
        fill: Some(Color::WHITE),
        stroke: Some(fold),
    });
    items.push(Item::Text {
        text: "barcode".into(),
        font: FontId::Regular,
        size: 9.0,
        x: g.barcode.x + g.barcode.w / 2.0,
        baseline: g.barcode.y + g.barcode.h / 2.0 + 3.0,
        align: Align::Center,
        color: fold.color,
        rotation: Rotation::Upright,
    });
    items
}
