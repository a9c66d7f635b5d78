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
use super::text::{title_lines, wrap};
use crate::draw::{Style, cell_for};
use crate::fonts::FontId;
use crate::kdp::{KDP, Paper};
use crate::kind::{Puzzle, Shape};
use crate::page::PT_PER_IN;
use crate::page::{Align, Color, Item, Page, Pt2, Rect, Rotation, Stroke, pt};
use crate::platform::{Platform, Rules};
use crate::solve::Level;
use crate::spec::{CoverStyle, Spec};
use crate::words::fill;
use crate::words::ftl;

/// Where everything on the cover sheet is, in points (page coordinates: top-left origin).
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// Whose cover rules apply.
    pub platform: Platform,
    /// The interior's page count and paper, which set the spine.
    pub pages: usize,
    pub paper: Paper,
    /// The sheet (media box).
    pub width: f32,
    pub height: f32,
    /// What the sheet adds around the trim on every outer edge: the bleed on a paperback,
    /// the wrap that folds over the boards on a hardcover.
    pub bleed: f32,
    /// Spine width.
    pub spine_width: f32,
    /// Each hinge beside the spine (0 on a paperback).
    pub hinge: f32,
    /// The whole trim (back, hinges, spine and front).
    pub trim: Rect,
    /// Each panel's trim.
    pub back: Rect,
    pub spine: Rect,
    pub front: Rect,
    /// The area the platform prints the barcode on: keep it empty.
    pub barcode: Rect,
}

impl Geometry {
    /// The KDP paperback cover of a book of `pages` pages of `paper`, trim `width_in` x
    /// `height_in`.
    pub fn new(width_in: f32, height_in: f32, pages: usize, paper: Paper) -> Geometry {
        Geometry::for_platform(Platform::Kdp, width_in, height_in, pages, paper)
    }

    /// The cover for `platform`: wrap (or bleed), back, hinge, spine, hinge, front, wrap.
    pub fn for_platform(
        platform: Platform,
        width_in: f32,
        height_in: f32,
        pages: usize,
        paper: Paper,
    ) -> Geometry {
        let rules = platform.rules();
        let (w_in, h_in) = rules.cover_in(width_in, height_in, pages, paper);
        let bleed = rules.cover_wrap_in * PT_PER_IN;
        let hinge = rules.hinge_in * PT_PER_IN;
        let (tw, th) = (width_in * PT_PER_IN, height_in * PT_PER_IN);
        let spine_width = rules.spine_in(pages, paper) * PT_PER_IN;
        let back = Rect::new(bleed, bleed, tw, th);
        let spine = Rect::new(back.right() + hinge, bleed, spine_width, th);
        let front = Rect::new(spine.right() + hinge, bleed, tw, th);
        let (bw, bh) = rules.barcode_in;
        let clear = rules.barcode_clearance_in * PT_PER_IN;
        let barcode = Rect::new(
            back.right() - clear - bw * PT_PER_IN,
            back.bottom() - clear - bh * PT_PER_IN,
            bw * PT_PER_IN,
            bh * PT_PER_IN,
        );
        Geometry {
            platform,
            pages,
            paper,
            width: w_in * PT_PER_IN,
            height: h_in * PT_PER_IN,
            bleed,
            spine_width,
            hinge,
            trim: Rect::new(bleed, bleed, 2.0 * tw + spine_width + 2.0 * hinge, th),
            back,
            spine,
            front,
            barcode,
        }
    }

    /// The cover of the book `spec` makes, with the interior's page count.
    pub fn of(spec: &Spec, pages: usize) -> Geometry {
        Geometry::for_platform(
            spec.platform,
            spec.trim.width_in,
            spec.trim.height_in,
            pages,
            spec.paper,
        )
    }

    /// The platform's numbers.
    pub fn rules(&self) -> &'static Rules {
        self.platform.rules()
    }

    /// Where content may go: the back and the front inset by the platform's safe margin on
    /// every side (folds included), and the spine inset by the fold clearance across and the
    /// safe margin along. Back, spine, front.
    pub fn safe_zones(&self) -> [Rect; 3] {
        let safe = self.rules().cover_safe_in * PT_PER_IN;
        let fold = self.rules().spine_fold_clearance_in * PT_PER_IN;
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

    /// True when the platform allows text on a spine this book's page count makes.
    pub fn spine_text_allowed(&self) -> bool {
        self.pages >= self.rules().spine_text_min_pages
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
    /// Where the front's grid and badge are.
    pub front: FrontBoxes,
    /// Everything the back's sample grid draws, when it is shown.
    pub sample: Option<Rect>,
}

/// Lays out the cover.
pub fn lay_out_cover(input: &CoverInput) -> CoverLayout {
    let g = Geometry::of(input.spec, input.pages);
    let c = &input.spec.cover;
    let mut page = Page {
        width: g.width,
        height: g.height,
        trim: g.trim,
        live: g.trim.inflate(-g.rules().cover_safe_in * PT_PER_IN),
        items: vec![Item::Rect {
            rect: Rect::new(0.0, 0.0, g.width, g.height),
            fill: Some(c.background),
            stroke: None,
        }],
        kept: Vec::new(),
    };
    let art = page.items.len();
    let front = front(&mut page.items, &g, input);
    let spine_text = spine(&mut page.items, &g, input);
    let sample = back(&mut page.items, &g, input);
    CoverLayout {
        page,
        geometry: g,
        art,
        spine_text,
        sample_shown: sample.is_some(),
        front,
        sample,
    }
}

/// Margin of the front and back content from the panel's trim: roomier than the platform's
/// safe zone (KDP's on a paperback), never inside it.
fn margin(panel: &Rect, g: &Geometry) -> f32 {
    (0.075 * panel.w).max(g.rules().cover_safe_in * PT_PER_IN)
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
    let anchor = match align {
        Align::Left => x,
        Align::Center => x + width / 2.0,
        Align::Right => x + width,
    };
    let lines = wrap(text, font, size, width);
    set_lines(items, lines, font, size, leading, color, anchor, top, align)
}

/// `lines` one under another at `anchor` as `align` says, the first line's top at `top`.
/// Returns the y below the last line's descent.
#[allow(clippy::too_many_arguments)]
fn set_lines(
    items: &mut Vec<Item>,
    lines: Vec<String>,
    font: FontId,
    size: f32,
    leading: f32,
    color: Color,
    anchor: f32,
    top: f32,
    align: Align,
) -> f32 {
    let (asc, desc) = font.vertical_extent(size);
    let mut baseline = top + asc;
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

/// A headline's lines: as few as plain wrapping takes, broken after a comma when the
/// phrases fill that many lines ("Pure logic, one answer," / "no guessing"), else of even
/// length; never a word alone on the last line when another break avoids it.
pub fn headline_lines(text: &str, font: FontId, size: f32, width: f32) -> Vec<String> {
    let plain = wrap(text, font, size, width);
    if plain.len() <= 1 {
        return plain;
    }
    // Phrases: the text cut after each comma.
    let mut phrases: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match phrases.last_mut() {
            Some(p) if !p.ends_with(',') => {
                p.push(' ');
                p.push_str(word);
            }
            _ => phrases.push(word.to_string()),
        }
    }
    let mut lines: Vec<String> = Vec::new();
    for ph in &phrases {
        match lines.last_mut() {
            Some(l) if font.width(&format!("{l} {ph}"), size) <= width => {
                l.push(' ');
                l.push_str(ph);
            }
            _ => lines.push(ph.clone()),
        }
    }
    let lone = |ls: &[String]| ls.last().is_some_and(|l| !l.contains(' '));
    if lines.len() == plain.len()
        && !lone(&lines)
        && lines.iter().all(|l| font.width(l, size) <= width)
    {
        return lines;
    }
    wrap(
        text,
        font,
        size,
        super::text::balanced_width(text, font, size, width),
    )
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
        min_text: KDP.min_font_pt,
        min_line: KDP.min_line_pt,
        given: FontId::Bold,
        filled: FontId::Regular,
        language: crate::words::Language::En,
    }
}

/// Draws `p` into `area` with the interior's drawing code, then puts it in cover colours:
/// squares filled in the cell colour, lines and digits on them in the background colour,
/// signs and clues outside them in the accent. The grid is as large as `area` allows.
/// Returns the rectangle the drawing covers.
///
/// Layers go fills, then lines, then text: a kind draws its outline as one rectangle after
/// its inner lines, and that rectangle's fill painted in place hid every line (and cage).
fn cover_grid(items: &mut Vec<Item>, p: &dyn Puzzle, area: Rect, spec: &Spec) -> Rect {
    let c = &spec.cover;
    let style = cover_style(f32::MAX);
    // The sign weight follows the cell the grid really gets.
    let cell = cell_for(p.kind().extent(p.shape(), &style), area, &style);
    let style = Style {
        sign: (0.07 * cell).max(KDP.min_line_pt),
        language: spec.language,
        ..style
    };
    let d = p.draw(None, area, &style);
    let squares: Vec<Rect> = d
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Rect { rect, .. } => Some(*rect),
            _ => None,
        })
        .collect();
    // Ink on a square reads dark on the cell colour; ink beside the squares is on the
    // background, and takes the accent.
    let on_squares = |at: Pt2| {
        squares
            .iter()
            .any(|r| at.x > r.x && at.x < r.right() && at.y > r.y && at.y < r.bottom())
    };
    let ink = |at: Pt2| {
        if on_squares(at) {
            c.background
        } else {
            c.accent
        }
    };
    // A cell line at the base weight goes half-tone on the squares, so that the heavy ones
    // (boxes, cages) stand out as they do in the book.
    let faint = mix(c.background, c.cells, 0.45);
    let line_ink = |at: Pt2, width: f32| {
        if on_squares(at) && width <= style.line + 1e-3 {
            faint
        } else {
            ink(at)
        }
    };
    items.extend(squares.iter().map(|&rect| Item::Rect {
        rect,
        fill: Some(c.cells),
        stroke: None,
    }));
    // A square the book shades (a Kakuro block) keeps its shade on the cover: as far from the
    // cell colour towards the background as the book's grey is from white. Laid after every
    // plain square, since the grid's outline is one of those and would paint over it.
    items.extend(d.items.iter().filter_map(|i| match i {
        Item::Rect {
            rect,
            fill: Some(f),
            ..
        } if luminance(*f) < 0.98 => Some(Item::Rect {
            rect: *rect,
            fill: Some(mix(c.background, c.cells, luminance(*f))),
            stroke: None,
        }),
        _ => None,
    }));
    let mut texts = Vec::new();
    for mut item in d.items {
        match &mut item {
            Item::Rect { fill, stroke, .. } => {
                let Some(s) = stroke else { continue };
                *fill = None;
                s.color = if s.width <= style.line + 1e-3 {
                    faint
                } else {
                    c.background
                };
            }
            Item::Line { from, to, stroke } => {
                let mid = pt((from.x + to.x) / 2.0, (from.y + to.y) / 2.0);
                stroke.color = line_ink(mid, stroke.width)
            }
            Item::Polyline { points, stroke, .. } => stroke.color = ink(centroid(points)),
            Item::Polygon { points, fill } => *fill = ink(centroid(points)),
            Item::Text { .. } => {}
        }
        if matches!(item, Item::Text { .. }) {
            let b = item.bounds();
            let at = pt(b.x + b.w / 2.0, b.y + b.h / 2.0);
            if let Item::Text { color, .. } = &mut item {
                *color = ink(at);
            }
            texts.push(item);
        } else {
            items.push(item);
        }
    }
    items.extend(texts);
    d.rect
}

/// How light `c` is, 0 (black) to 1 (white), as the eye weighs the channels.
fn luminance(c: Color) -> f32 {
    0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
}

/// `a` moved a share `t` of the way to `b`.
fn mix(a: Color, b: Color, t: f32) -> Color {
    let l = |x: f32, y: f32| x + (y - x) * t;
    Color::rgb(l(a.r, b.r), l(a.g, b.g), l(a.b, b.b))
}

/// The mean of some points: where a sign or an arrow is.
fn centroid(points: &[Pt2]) -> Pt2 {
    let n = points.len().max(1) as f32;
    let (x, y) = points
        .iter()
        .fold((0.0, 0.0), |(x, y), p| (x + p.x, y + p.y));
    pt(x / n, y / n)
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

/// The front's big name: the kinds in the book, in the order their sections first come;
/// for more than two kinds (too long to read small), the title up to its colon.
fn kind_names(spec: &Spec) -> String {
    let mut names: Vec<&str> = Vec::new();
    for s in &spec.sections {
        let name = s.kind.name_in(spec.language);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    if names.len() > 2 {
        let head = spec.title.split(':').next().unwrap_or(&spec.title).trim();
        if !head.is_empty() {
            return head.to_uppercase();
        }
    }
    names.join(" & ").to_uppercase()
}

/// True when `text` names every kind of the book, or holds the front's big name.
fn names_the_kinds(spec: &Spec, name: &str, text: &str) -> bool {
    let text = text.to_lowercase();
    text.contains(&name.to_lowercase())
        || spec
            .sections
            .iter()
            .all(|s| text.contains(&s.kind.name_in(spec.language).to_lowercase()))
}

/// The front's big name and the title line under it, so that the kind is never said twice:
/// a title whose head (before its colon) names the kinds gives the big name and its tail the
/// line under it ("Futoshiki: 100 Easy Puzzles" reads FUTOSHIKI over "100 Easy Puzzles";
/// "Sudoku for Kids: 100 Puzzles", SUDOKU FOR KIDS over "100 Puzzles"), and a large-print
/// cover leaves "Large Print" to its band. A title that names no kind stays whole under the
/// kinds' names.
fn front_name_and_title(spec: &Spec) -> (String, Option<String>) {
    let name = kind_names(spec);
    let title = spec.title.trim();
    let (head, tail) = match title.split_once(':') {
        Some((h, t)) if !t.trim().is_empty() => (h.trim(), Some(t.trim().to_string())),
        _ => (title, None),
    };
    // A long head would set small: the kinds' names read better.
    if !names_the_kinds(spec, &name, head) || head.chars().count() > 40 {
        return (name, Some(title.to_string()));
    }
    let mut words: Vec<&str> = head.split_whitespace().collect();
    if spec.cover.style == CoverStyle::LargePrint {
        let band = ftl::text(spec.language, "cover-large-print", &[]).to_lowercase();
        let band: Vec<&str> = band.split_whitespace().collect();
        let lower: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
        if let Some(at) = (0..lower.len()).find(|&i| {
            lower.len() >= i + band.len() && lower[i..i + band.len()].iter().eq(band.iter())
        }) {
            words.drain(at..at + band.len());
        }
    }
    if words.is_empty() {
        return (name, tail);
    }
    (words.join(" ").to_uppercase(), tail)
}

/// The tiles' colours on a kids cover, in turn: bright, and each dark enough under a white
/// letter.
const TILES: [&str; 5] = ["#e53935", "#ef6c00", "#2e7d32", "#8e24aa", "#d81b60"];

/// A rectangle with rounded corners, as a polygon (5 points a corner).
fn rounded(r: Rect, radius: f32, fill: Color) -> Item {
    let rad = radius.min(r.w / 2.0).min(r.h / 2.0);
    let corners = [
        (r.right() - rad, r.bottom() - rad, 0.0),
        (r.x + rad, r.bottom() - rad, 0.25),
        (r.x + rad, r.y + rad, 0.5),
        (r.right() - rad, r.y + rad, 0.75),
    ];
    let mut points = Vec::new();
    for (cx, cy, start) in corners {
        for k in 0..5 {
            let a = (start + 0.25 * k as f32 / 4.0) * std::f32::consts::TAU;
            points.push(pt(cx + rad * a.cos(), cy + rad * a.sin()));
        }
    }
    Item::Polygon { points, fill }
}

/// The kids front's name: each letter white on a tile of its own bright colour, the tiles
/// bobbing up and down a little, the words apart; on two rows when one row would make the
/// tiles small. The tiles are at most `largest` points; returns the y below them.
fn letter_tiles(items: &mut Vec<Item>, name: &str, x: f32, top: f32, w: f32, largest: f32) -> f32 {
    let words: Vec<Vec<char>> = name
        .split_whitespace()
        .map(|w| w.chars().collect())
        .collect();
    const GAP: f32 = 0.12; // between letters, in tile sides
    const SPACE: f32 = 0.5; // between words
    let units = |row: &[Vec<char>]| -> f32 {
        row.iter()
            .map(|w| w.len() as f32 + GAP * (w.len() as f32 - 1.0))
            .sum::<f32>()
            + SPACE * (row.len() as f32 - 1.0).max(0.0)
    };
    let side = |rows: &[&[Vec<char>]]| {
        let widest = rows.iter().map(|r| units(r)).fold(0.0, f32::max);
        (w / widest.max(1.0)).min(largest)
    };
    let one = side(&[&words[..]]);
    let mut rows: Vec<&[Vec<char>]> = vec![&words[..]];
    let mut s = one;
    if words.len() > 1 && one < 0.6 * largest {
        let best = (1..words.len())
            .map(|k| (k, side(&[&words[..k], &words[k..]])))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((k, two)) = best
            && two > one
        {
            rows = vec![&words[..k], &words[k..]];
            s = two;
        }
    }
    let bob = 0.06 * s;
    let mut y = top + bob;
    let mut n = 0;
    let size = 0.66 * s;
    for row in rows {
        let mut at = x + (w - units(row) * s) / 2.0;
        for word in row {
            for &ch in word {
                let dy = if n % 2 == 0 { -bob } else { bob };
                let tile = Rect::new(at, y + bob + dy, s, s);
                let text = ch.to_string();
                if ch.is_alphanumeric() {
                    let fill = Color::from_hex(TILES[n % TILES.len()]).expect("tile colours parse");
                    items.push(rounded(tile.inflate(0.03 * s), 0.2 * s, Color::WHITE));
                    items.push(rounded(tile, 0.17 * s, fill));
                    n += 1;
                }
                let (t, b) = ink_extent(&text, FontId::Bold);
                items.push(Item::Text {
                    text,
                    font: FontId::Bold,
                    size,
                    x: at + s / 2.0,
                    baseline: tile.y + s / 2.0 + (t + b) / 2.0 * size,
                    align: Align::Center,
                    color: Color::WHITE,
                    rotation: Rotation::Upright,
                });
                at += s * (1.0 + GAP);
            }
            at += s * (SPACE - GAP);
        }
        y += s * 1.15 + 2.0 * bob;
    }
    y - 0.15 * s + bob
}

/// "EASY · 5×5" or "EASY TO HARD · 5×5 TO 7×7": the levels and grid sizes in the book.
fn level_line(input: &CoverInput) -> String {
    let w = input.spec.language.words();
    let range = |a: &str, b: &str| fill(w.level_range, &[("easiest", &a), ("hardest", &b)]);
    let levels: Vec<Level> = input.per_level.iter().map(|l| l.0).collect();
    let levels = match (levels.first(), levels.last()) {
        (Some(&a), Some(&b)) if a != b => crate::spec::defaults::levels(input.spec.language, a, b),
        (Some(&a), _) => w.level(a).to_string(),
        _ => String::new(),
    };
    let sizes: Vec<Shape> = input.spec.sections.iter().map(|s| s.size).collect();
    let (lo, hi) = (
        sizes.iter().copied().min().unwrap_or(Shape::square(0)),
        sizes.iter().copied().max().unwrap_or(Shape::square(0)),
    );
    let grids = if lo == hi {
        lo.times()
    } else {
        range(&lo.times(), &hi.times())
    };
    format!("{levels} \u{b7} {grids}").to_uppercase()
}

/// A filled circle as a polygon.
fn disc(cx: f32, cy: f32, r: f32, fill: Color) -> Item {
    let points = (0..64)
        .map(|i| {
            let a = i as f32 / 64.0 * std::f32::consts::TAU;
            pt(cx + r * a.cos(), cy + r * a.sin())
        })
        .collect();
    Item::Polygon { points, fill }
}

/// Where the front's artwork grid and count badge went.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FrontBoxes {
    /// Everything the artwork grid draws (clues outside it included).
    pub grid: Option<Rect>,
    /// The count badge's disc.
    pub badge: Option<Rect>,
}

/// The front, made to read as a thumbnail (a shop shows it about 160 pixels tall): the
/// kind's name as large as the width allows, the count in a badge, the level line, then the
/// title and subtitle, the artwork, and the author at the foot.
/// The least share of the front panel's width the artwork grid keeps.
const LEAST_GRID: f32 = 0.45;

/// The front panel: when a name on two lines leaves the grid under [`LEAST_GRID`] of the
/// panel (a long name such as "JAPANSE PUZZELS" over a nonogram's wide clue bands), the name
/// goes on one line, smaller, if that gives the grid more room.
fn front(items: &mut Vec<Item>, g: &Geometry, input: &CoverInput) -> FrontBoxes {
    let mut first = Vec::new();
    let boxes = front_with(&mut first, g, input, false);
    let least = LEAST_GRID * g.front.w;
    if boxes.grid.is_some_and(|r| r.w < least) {
        let mut again = Vec::new();
        let other = front_with(&mut again, g, input, true);
        if other.grid.map_or(0.0, |r| r.w) > boxes.grid.map_or(0.0, |r| r.w) {
            items.append(&mut again);
            return other;
        }
    }
    items.append(&mut first);
    boxes
}

fn front_with(
    items: &mut Vec<Item>,
    g: &Geometry,
    input: &CoverInput,
    one_line: bool,
) -> FrontBoxes {
    let spec = input.spec;
    let c = &spec.cover;
    let p = g.front;
    let m = margin(&p, g);
    let (x, w) = (p.x + m, p.w - 2.0 * m);
    let style = c.style;
    let mut y = p.y + m;

    // Large print says so across the top, in big type on a band of the accent.
    if style == CoverStyle::LargePrint {
        let text = ftl::text(spec.language, "cover-large-print", &[]);
        let mut size = (0.085 * p.w).min(56.0);
        while size > 14.0 && FontId::Bold.width(&text, size) > 0.8 * w {
            size -= 0.5;
        }
        let (t, b) = ink_extent(&text, FontId::Bold);
        let band_h = (t - b) * size + 0.45 * size;
        items.push(Item::Rect {
            rect: Rect::new(x, y, w, band_h),
            fill: Some(c.accent),
            stroke: None,
        });
        items.push(Item::Text {
            text,
            font: FontId::Bold,
            size,
            x: x + w / 2.0,
            baseline: y + band_h / 2.0 + (t + b) / 2.0 * size,
            align: Align::Center,
            color: c.background,
            rotation: Rotation::Upright,
        });
        y += band_h + 0.25 * size;
    }

    // The kind's name: one line when it can be at least half the largest size, else two.
    let (name, title) = front_name_and_title(spec);
    // Under a large-print band the name is a little smaller, to leave the grid its room.
    let largest = match style {
        CoverStyle::LargePrint => (0.13 * p.w).min(80.0),
        _ => (0.2 * p.w).min(110.0),
    };
    let fit = |lines: usize| {
        let mut size = largest;
        let fits = |size: f32| {
            let l = wrap(&name, FontId::Bold, size, w);
            l.len() <= lines && l.iter().all(|l| FontId::Bold.width(l, size) <= w)
        };
        while size > 16.0 && !fits(size) {
            size -= 0.5;
        }
        size
    };
    let size = if one_line || fit(1) >= 0.5 * largest {
        fit(1)
    } else {
        fit(2)
    };
    y = if style == CoverStyle::Kids {
        letter_tiles(items, &name, x, y, w, 0.16 * p.w)
    } else {
        let nl = title_lines(&name, FontId::Bold, size, w);
        text_lines(items, &nl, FontId::Bold, size, 1.0, c.text, x, y, w)
    };

    // The level line, in the accent colour: on one line, smaller when a long one needs it
    // ("OD ŁATWEGO DO ŚREDNIEGO · OD 4×4 DO 6×6"), wrapped only under 12 pt.
    let level = level_line(input);
    let mut ls = (0.38 * size).clamp(12.0, 32.0);
    while ls > 12.0 && FontId::Bold.width(&level, ls) > w {
        ls -= 0.5;
    }
    let level = title_lines(&level, FontId::Bold, ls, w);
    y = text_lines(
        items,
        &level,
        FontId::Bold,
        ls,
        1.2,
        c.accent,
        x,
        y + 0.45 * ls,
        w,
    );

    // The title and subtitle: the detail under the big name.
    let ts = (0.05 * p.w).clamp(12.0, 26.0);
    if let Some(title) = &title {
        let tl = title_lines(title, FontId::Regular, ts, w);
        y = text_lines(
            items,
            &tl,
            FontId::Regular,
            ts,
            1.15,
            c.text,
            x,
            y + 0.9 * ls,
            w,
        );
    }
    if !spec.subtitle.is_empty() {
        let ss = (0.75 * ts).max(10.0);
        let sl = title_lines(&spec.subtitle, FontId::Regular, ss, w);
        y = text_lines(
            items,
            &sl,
            FontId::Regular,
            ss,
            1.2,
            c.accent,
            x,
            y + 0.4 * ts,
            w,
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

    // The artwork between, the count badge at its top right, clear of the grid: a badge
    // over the corner hid its cells and digits.
    let top = y + 0.9 * ts;
    let bottom = author_top - 0.9 * author;
    // At most 0.72 of the text width, but as wide as the text allows when the grid's numbers
    // need it to reach the print floor (a 30x30 nonogram's clue bands).
    // A grid too fine for that even across the whole text width is drawn bare, without its
    // numbers: a pattern of the kind's grid rather than type under the floor.
    let mut legible = legible_side(input.artwork.puzzle);
    let mut bare = legible > (bottom - top).min(w);
    if bare {
        legible = 0.0;
    }
    let mut side = (bottom - top).min((0.72 * w).max(legible).min(w));
    let r = (0.1 * p.w).min(0.3 * side.max(0.0)).max(0.0);
    if side <= 0.0 {
        return FrontBoxes::default();
    }
    let safe = g.safe_zones()[2];
    let badge = (r > 0.0).then(|| {
        let (cx, cy) = (safe.right() - r, top.max(safe.y) + r);
        (cx, cy, Rect::new(cx - r, cy - r, 2.0 * r, 2.0 * r))
    });
    // The largest grid whose ink keeps a gap from the badge, centred in the band when it
    // can be, else moved left as far as the margin: as the grid shrinks it clears the badge
    // sideways or from below, whichever comes first.
    let gap = 0.03 * p.w;
    let area = |side: f32, shift: f32| {
        Rect::new(
            p.x + (p.w - side) / 2.0 - shift,
            top + (bottom - top - side) / 2.0,
            side,
            side,
        )
    };
    let mut drawn = Vec::new();
    'fit: loop {
        let room = ((p.w - side) / 2.0 - m).max(0.0);
        for step in 0..=8 {
            drawn.clear();
            let shift = room * step as f32 / 8.0;
            cover_grid(&mut drawn, input.artwork.puzzle, area(side, shift), spec);
            if bare {
                drawn.retain(|i| !matches!(i, Item::Text { .. }));
            }
            let clear = badge.is_none_or(|(_, _, b)| !overlaps(&union(&drawn), &b.inflate(gap)));
            if clear || side < 0.3 * w {
                break 'fit;
            }
        }
        // A grid that cannot shrink clear of the badge and stay legible goes bare, and on
        // shrinking.
        if 0.98 * side < legible {
            bare = true;
            legible = 0.0;
        }
        side *= 0.98;
    }
    let grid = union(&drawn);
    items.append(&mut drawn);
    let Some((cx, cy, badge)) = badge else {
        return FrontBoxes {
            grid: Some(grid),
            badge: None,
        };
    };
    items.push(disc(cx, cy, r, c.accent));
    let count: usize = input.per_level.iter().map(|l| l.1).sum();
    let words = spec.language.words();
    let ns = 0.62 * r;
    let ps = (0.22 * r).max(KDP.min_font_pt);
    for (text, size, baseline) in [
        (count.to_string(), ns, cy + 0.12 * r),
        (
            words.puzzles(spec.language, count).to_uppercase(),
            ps,
            cy + 0.12 * r + 1.2 * ps,
        ),
    ] {
        let mut size = size;
        while FontId::Bold.width(&text, size) > 1.6 * r && size > KDP.min_font_pt {
            size -= 0.5;
        }
        items.push(Item::Text {
            text,
            font: FontId::Bold,
            size,
            x: cx,
            baseline,
            align: Align::Center,
            color: c.background,
            rotation: Rotation::Upright,
        });
    }
    FrontBoxes {
        grid: Some(grid),
        badge: Some(badge),
    }
}

/// True when the rectangles share some area (touching edges do not count).
fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
}

/// The smallest rectangle holding every item's bounds.
fn union(items: &[Item]) -> Rect {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for b in items.iter().map(Item::bounds) {
        x0 = x0.min(b.x);
        y0 = y0.min(b.y);
        x1 = x1.max(b.right());
        y1 = y1.max(b.bottom());
    }
    if x0 > x1 {
        return Rect::new(0.0, 0.0, 0.0, 0.0);
    }
    Rect::new(x0, y0, x1 - x0, y1 - y0)
}

/// `lines` centred in `width` from `x`, the first line's top at `top`; returns the y below
/// the last line's descent.
#[allow(clippy::too_many_arguments)]
fn text_lines(
    items: &mut Vec<Item>,
    lines: &[String],
    font: FontId,
    size: f32,
    leading: f32,
    color: Color,
    x: f32,
    top: f32,
    width: f32,
) -> f32 {
    let (asc, desc) = font.vertical_extent(size);
    let mut baseline = top + asc;
    for (k, line) in lines.iter().enumerate() {
        if k > 0 {
            // Tight big type: a line's accents ("VARIÉS") may not reach the descenders of
            // the line above ("JEUX"), so the pitch grows to keep their ink apart.
            let below = -ink_extent(&lines[k - 1], font).1;
            let above = ink_extent(line, font).0;
            baseline += (size * leading).max((below + above + 0.08) * size);
        }
        items.push(Item::Text {
            text: line.clone(),
            font,
            size,
            x: x + width / 2.0,
            baseline,
            align: Align::Center,
            color,
            rotation: Rotation::Upright,
        });
    }
    if lines.is_empty() {
        top
    } else {
        baseline + desc
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

/// Smallest cell of the sample grid, points, when it fits beside the barcode area.
const SAMPLE_MIN_CELL: f32 = 14.0;

/// Smallest cell of a sample grid too large for [`SAMPLE_MIN_CELL`] beside the barcode area
/// (a 15x15 nonogram with its clue bands is 20 cells across): it may be drawn down to this,
/// as long as its digits stay at the print floor; below it the sample is left off.
const SAMPLE_SMALL_CELL: f32 = 10.0;

/// The smallest cell the back may draw `sample` with, `longest` cells across, in `room`
/// points: [`SAMPLE_MIN_CELL`] when that fits, else down to [`SAMPLE_SMALL_CELL`] (in half
/// points); never under the least cell at which the kind's numbers print at the platform's
/// minimum text size within their cells (a Kakuro block's two sums need more than 14 pt),
/// and infinite when no cell up to 40 pt does, so that the sample is left off.
fn sample_cell_floor(sample: &dyn Puzzle, longest: f32, room: f32) -> f32 {
    let (kind, shape) = (sample.kind(), sample.shape());
    let least = (0..=((40.0 - SAMPLE_SMALL_CELL) * 2.0) as usize)
        .map(|i| SAMPLE_SMALL_CELL + i as f32 / 2.0)
        .find(|&cell| {
            let digit = kind.digit_size(shape, cell, &cover_style(cell));
            digit + 1e-3 >= KDP.min_font_pt && digit <= cell
        })
        .unwrap_or(f32::INFINITY);
    if SAMPLE_MIN_CELL * longest <= room {
        SAMPLE_MIN_CELL.max(least)
    } else {
        least
    }
}

/// The least side of a square area in which `p`'s drawing prints every number (digits in
/// cells, clues beside the grid) at the platform's least text size, within the cell.
fn legible_side(p: &dyn Puzzle) -> f32 {
    let (kind, shape) = (p.kind(), p.shape());
    let e = kind.extent(shape, &cover_style(f32::MAX));
    (20..=160)
        .map(|q| q as f32 * 0.25)
        .find(|&cell| {
            let st = cover_style(cell);
            let digit = kind.digit_size(shape, cell, &st);
            crate::draw::short_of(
                kind.cell_digits(),
                digit,
                kind.clue_size(shape, cell, &st),
                KDP.min_font_pt,
                KDP.min_font_pt,
            )
            .is_none()
                && (!kind.cell_digits() || digit <= cell)
        })
        .map_or(0.0, |cell| cell * e.w.max(e.h) + 1.0)
}

/// The contents lines: one per level (with its stars), then what else is inside.
fn contents(input: &CoverInput) -> Vec<(Option<Level>, String)> {
    let spec = input.spec;
    let w = spec.language.words();
    let mut lines = Vec::new();
    for &(level, n) in input.per_level {
        let mut sizes: Vec<Shape> = spec
            .sections
            .iter()
            .filter(|s| s.level == level)
            .map(|s| s.size)
            .collect();
        sizes.sort_unstable();
        sizes.dedup();
        let grids = sizes
            .iter()
            .map(Shape::times)
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

/// Lays out the back; returns the box of the sample grid, `None` when it had no room.
fn back(items: &mut Vec<Item>, g: &Geometry, input: &CoverInput) -> Option<Rect> {
    let spec = input.spec;
    let c = &spec.cover;
    let p = g.back;
    let m = margin(&p, g);
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
    // A kids book greets its readers; the others promise what the puzzles are.
    let kids_headline;
    let headline = if c.style == CoverStyle::Kids {
        kids_headline = ftl::text(spec.language, "cover-headline-kids", &[]);
        kids_headline.as_str()
    } else {
        words.cover_headline
    };
    // The sample's room: left of the barcode area, up from the bottom margin.
    let gap = 0.25 * PT_PER_IN;
    let sample_w = g.barcode.x - gap - x;
    let sample = input.sample.puzzle;
    let sample_extent = sample.kind().extent(sample.shape(), &cover_style(0.0));
    let longest = sample_extent.w.max(sample_extent.h);
    let sample_min = sample_cell_floor(sample, longest, sample_w) * longest;

    let cap = fill(
        words.cover_try,
        &[
            ("n", &input.sample.number),
            ("level", &words.level(input.sample.level)),
        ],
    );
    // Marks start at the margin; the contents' text clears the widest.
    let mark_r = |size: f32| 0.42 * size;
    let indent = |size: f32| {
        let r = mark_r(size);
        lines
            .iter()
            .filter_map(|(l, _)| l.map(|l| marks::width(l, r)))
            .fold(marks::width(crate::solve::Level::Easy, r), f32::max)
            + 0.8 * size
    };
    // A contents line's advance: a line and a gap, and a line more for each it wraps onto.
    let advance = |text: &str, size: f32| {
        let n = wrap(text, FontId::Regular, size, w - indent(size))
            .len()
            .max(1);
        1.6 * size + (n - 1) as f32 * 1.3 * size
    };
    // The text above the sample, as it is set below.
    let text_height = |size: f32| -> f32 {
        let paras: f32 = paragraphs
            .iter()
            .map(|t| block_height(t, FontId::Regular, size, 1.4, w) + 0.7 * size)
            .sum();
        let head = block_height(headline, FontId::Bold, 1.7 * size, 1.15, w) + 0.8 * size;
        let inside = block_height(heading, FontId::Bold, 1.2 * size, 1.3, w) + 0.45 * size;
        let contents: f32 = lines.iter().map(|(_, t)| advance(t, size)).sum();
        head + paras + 0.8 * size + inside + contents
    };
    // The caption's lines and the gap under them; wrapped to the sample's width (the
    // widest it can be beside the barcode area), the grid hung below the last line.
    let caption = |size: f32| block_height(&cap, FontId::Bold, size, 1.3, sample_w) + 0.55 * size;
    // The text size: the largest (in half points) whose text leaves room for the sample.
    let mut size = (0.029 * p.w).clamp(9.5, 16.0);
    while size > 9.0
        && p.y + m + text_height(size) + gap + caption(size) + sample_min.min(sample_w)
            > p.bottom() - m
    {
        size -= 0.5;
    }

    let mut y = p.y + m;
    y = set_lines(
        items,
        headline_lines(headline, FontId::Bold, 1.7 * size, w),
        FontId::Bold,
        1.7 * size,
        1.15,
        c.accent,
        x,
        y,
        Align::Left,
    ) + 0.8 * size;
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
    let r = mark_r(size);
    let indent = indent(size);
    let widest = indent - 0.8 * size;
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
        y += advance(text, size);
    }

    // The sample: a caption, then the grid hung below it, left of the barcode area.
    let top = y + gap;
    let avail_h = p.bottom() - m - top - caption(size);
    // At most 0.6 of the text width, but never under the least a legible sample takes
    // (a 20x20 nonogram with its clue bands is 30 cells across).
    let side = sample_w.min(avail_h).min((0.6 * w).max(sample_min));
    if side < sample_min {
        return None;
    }
    // The grid sits on the bottom margin, level with the barcode area, its caption just
    // above it.
    let style = cover_style(f32::MAX);
    let extent = sample.kind().extent(sample.shape(), &style);
    let cell = cell_for(extent, Rect::new(x, top, side, side), &style);
    let (real_w, real) = (cell * extent.w, cell * extent.h);
    let area = Rect::new(x, p.bottom() - m - real, real_w, real);
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
    let mut grid = Vec::new();
    cover_grid(&mut grid, input.sample.puzzle, area, spec);
    let drawn = union(&grid);
    items.append(&mut grid);
    Some(drawn)
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
