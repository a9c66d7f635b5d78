//! The page model: what layout produces and what every renderer draws. Plain data, no
//! decisions left for a renderer to make.
//!
//! Coordinates are in PostScript points (1/72 in), origin at the TOP-LEFT corner of the
//! page's media box (the full sheet including bleed), x to the right, y DOWN. Renderers
//! convert to their own systems (PDF's origin is bottom-left, y up).

use crate::fonts::FontId;

/// Points per inch.
pub const PT_PER_IN: f32 = 72.0;

/// A point on the page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pt2 {
    pub x: f32,
    pub y: f32,
}

pub const fn pt(x: f32, y: f32) -> Pt2 {
    Pt2 { x, y }
}

/// An axis-aligned rectangle: top-left corner, width and height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Self {
        Rect { x, y, w, h }
    }
    pub fn right(&self) -> f32 {
        self.x + self.w
    }
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }
    /// True when `other` lies inside this rectangle (edges included, with a tolerance for
    /// float rounding).
    pub fn contains(&self, other: &Rect) -> bool {
        const EPS: f32 = 0.01;
        other.x >= self.x - EPS
            && other.y >= self.y - EPS
            && other.right() <= self.right() + EPS
            && other.bottom() <= self.bottom() + EPS
    }
    /// The rectangle grown by `d` on every side (shrunk for negative `d`).
    pub fn inflate(&self, d: f32) -> Rect {
        Rect::new(self.x - d, self.y - d, self.w + 2.0 * d, self.h + 2.0 * d)
    }
}

/// An RGB colour, components 0..=1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Color {
    pub r: f32,
    pub g: f32,
    pub b: f32,
}

impl Color {
    pub const BLACK: Color = Color::gray(0.0);
    pub const WHITE: Color = Color::gray(1.0);
    pub const fn gray(v: f32) -> Color {
        Color { r: v, g: v, b: v }
    }
    pub const fn rgb(r: f32, g: f32, b: f32) -> Color {
        Color { r, g, b }
    }
    /// Parses `#rrggbb`.
    pub fn from_hex(s: &str) -> Option<Color> {
        let h = s.strip_prefix('#')?;
        if h.len() != 6 || !h.is_ascii() {
            return None;
        }
        let c = |i: usize| {
            u8::from_str_radix(&h[i..i + 2], 16)
                .ok()
                .map(|v| v as f32 / 255.0)
        };
        Some(Color::rgb(c(0)?, c(2)?, c(4)?))
    }
}

/// How a line or outline is stroked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    /// Width in points.
    pub width: f32,
    pub color: Color,
}

/// Where a text run's anchor point sits horizontally. Vertically, the anchor is always on the
/// baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// How a text run is turned about its anchor point `(x, baseline)`. Spine text is the one
/// use: a US spine reads top to bottom, so it turns clockwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rotation {
    /// Reads left to right.
    #[default]
    Upright,
    /// Turned 90° clockwise as seen on the page: reads top to bottom, letter tops to the right.
    Clockwise,
    /// Turned 90° counterclockwise: reads bottom to top, letter tops to the left.
    Counterclockwise,
}

/// One thing drawn on a page.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A straight line segment with butt caps.
    Line { from: Pt2, to: Pt2, stroke: Stroke },
    /// Connected segments; `closed` joins the last point to the first. Miter joins.
    Polyline {
        points: Vec<Pt2>,
        closed: bool,
        stroke: Stroke,
    },
    /// A filled polygon (non-zero winding), no outline.
    Polygon { points: Vec<Pt2>, fill: Color },
    /// A rectangle, filled and/or stroked (the stroke is centred on the edge).
    Rect {
        rect: Rect,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    /// A run of text on one baseline. `x` is where the anchor sits as `align` says; the run's
    /// width comes from the font's advances (see [`crate::fonts`]) with no kerning. A turned
    /// run is laid out as if upright and then turned about `(x, baseline)`.
    Text {
        text: String,
        font: FontId,
        size: f32,
        x: f32,
        baseline: f32,
        align: Align,
        color: Color,
        rotation: Rotation,
    },
}

impl Item {
    /// The area this item may paint (strokes included), for preflight checks.
    pub fn bounds(&self) -> Rect {
        fn of_points(points: &[Pt2], pad: f32) -> Rect {
            let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
            for p in points {
                x0 = x0.min(p.x);
                y0 = y0.min(p.y);
                x1 = x1.max(p.x);
                y1 = y1.max(p.y);
            }
            Rect::new(x0 - pad, y0 - pad, x1 - x0 + 2.0 * pad, y1 - y0 + 2.0 * pad)
        }
        match self {
            Item::Line { from, to, stroke } => of_points(&[*from, *to], stroke.width / 2.0),
            // Miter joins can reach further than half the width; a sharp join on our arrow
            // shapes stays within the width.
            Item::Polyline { points, stroke, .. } => of_points(points, stroke.width),
            Item::Polygon { points, .. } => of_points(points, 0.0),
            Item::Rect { rect, stroke, .. } => rect.inflate(stroke.map_or(0.0, |s| s.width / 2.0)),
            Item::Text {
                text,
                font,
                size,
                x,
                baseline,
                align,
                rotation,
                ..
            } => {
                let w = font.width(text, *size);
                // Where the run starts, along its direction, from the anchor.
                let start = match align {
                    Align::Left => 0.0,
                    Align::Center => -w / 2.0,
                    Align::Right => -w,
                };
                let (asc, desc) = font.vertical_extent(*size);
                match rotation {
                    Rotation::Upright => Rect::new(x + start, baseline - asc, w, asc + desc),
                    Rotation::Clockwise => Rect::new(x - desc, baseline + start, asc + desc, w),
                    Rotation::Counterclockwise => {
                        Rect::new(x - asc, baseline - start - w, asc + desc, w)
                    }
                }
            }
        }
    }
}

impl Item {
    /// What a text run prints: the box of its glyphs' outlines ([`FontId::ink`]), turned as
    /// the run is; `None` for other items and for text that prints nothing.
    pub fn ink(&self) -> Option<Rect> {
        let Item::Text {
            text,
            font,
            size,
            x,
            baseline,
            align,
            rotation,
            ..
        } = self
        else {
            return None;
        };
        let w = font.width(text, *size);
        let start = match align {
            Align::Left => 0.0,
            Align::Center => -w / 2.0,
            Align::Right => -w,
        };
        let (x0, y0, x1, y1) = font.ink(text, *size)?;
        let (a0, a1) = (start + x0, start + x1);
        Some(match rotation {
            Rotation::Upright => Rect::new(x + a0, baseline + y0, a1 - a0, y1 - y0),
            // Along the run becomes down the page; above the baseline becomes right of it.
            Rotation::Clockwise => Rect::new(x - y1, baseline + a0, y1 - y0, a1 - a0),
            Rotation::Counterclockwise => Rect::new(x + y0, baseline - a1, y1 - y0, a1 - a0),
        })
    }
}

impl Rect {
    /// True when the two rectangles share more than a hairline (`eps` points) of area.
    pub fn overlaps(&self, other: &Rect, eps: f32) -> bool {
        self.x + eps < other.right()
            && other.x + eps < self.right()
            && self.y + eps < other.bottom()
            && other.y + eps < self.bottom()
    }
}

/// Which side of the spine a page is on, as the printed book opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Odd page numbers: the spine (inside edge) is on the left.
    Right,
    /// Even page numbers: the spine is on the right.
    Left,
}

impl Side {
    /// Page 1 is a right-hand page.
    pub fn of_page(number: usize) -> Side {
        if number % 2 == 1 {
            Side::Right
        } else {
            Side::Left
        }
    }
}

/// One page: its sheet, the boxes printers care about, and what is drawn on it.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// Media box size in points (the trim plus bleed where there is bleed).
    pub width: f32,
    pub height: f32,
    /// Where the sheet is cut, in page coordinates.
    pub trim: Rect,
    /// The area inside the margins, where all content but bleed art must sit.
    pub live: Rect,
    pub items: Vec<Item>,
    /// What this page holds a piece of that must stay on one page, by name (a technique's
    /// diagram and the sentence saying its step): the preflight finds a name on two pages.
    pub kept: Vec<String>,
}

impl Page {
    /// The media box as a rectangle.
    pub fn media(&self) -> Rect {
        Rect::new(0.0, 0.0, self.width, self.height)
    }

    /// True when the page has bleed (the media box is larger than the trim).
    pub fn has_bleed(&self) -> bool {
        self.width > self.trim.w + 0.01 || self.height > self.trim.h + 0.01
    }
}

/// A whole document: its pages and the metadata renderers write.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    pub title: String,
    pub author: String,
    pub pages: Vec<Page>,
}
