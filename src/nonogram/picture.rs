//! Pictures for generated nonograms: shapes, not noise. Three families, each drawn from the
//! random stream alone (so the same address gives the same picture):
//!
//! - **blobs**: a coarse grid of random heights, smoothly interpolated up to the grid's size,
//!   pulled down towards the edges, and cut at the height that fills a chosen share of cells;
//! - **motifs**: a blob drawn on one half (or quarter) and mirrored, as folk patterns and
//!   tiles are;
//! - **silhouettes**: 89 simple objects drawn by code (a heart, a house, a cat's head, a
//!   key, an owl, a windmill...), placed and stretched a little at random;
//! - **striped silhouettes**: the same with diagonal bands cut inside, whose short runs
//!   need the stronger rules.
//!
//! Each is drawn as a shape on the plane and sampled into cells; then drawn again over just
//! the part it fills, so it reaches all four edges of the frame (no empty border row or
//! column, within a limited stretch: [`STRETCH`]).
//!
//! Then a pass of tidying: lone filled cells with no filled neighbour and lone holes are
//! flipped, since a picture reads by its shapes. Whether a picture is kept is the recipe's
//! business ([`super::recipe`]): only when its clues have one answer that the ladder reaches
//! at the level.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// A picture: width × height cells, row-major, 1 filled.
pub type Cells = Vec<u8>;

/// The families, for the recipe to choose from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Blob,
    Motif,
    Silhouette,
    /// A silhouette whose inside is striped: the outline reads the object, the stripes break
    /// its long runs.
    Stripes,
}

/// How a silhouette is drawn: filled, or filled with stripes. (Outlines were tried: at
/// 20x20 hard their clues are too open for the exact counter's budget, and a book stopped.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Solid,
    Stripes,
}

/// Every style, in the order the classifier draws them.
pub const STYLES: [Style; 2] = [Style::Solid, Style::Stripes];

/// `cells` (a filled silhouette) drawn in `style`. The stripes are diagonal bands of empty cells,
/// two cells wide (a lone empty cell would be tidied away) every fifth diagonal, cut only into cells whose eight neighbours are filled, so the edge
/// of the shape stays whole.
pub fn styled(w: usize, h: usize, cells: &[u8], style: Style) -> Cells {
    let filled = |x: i32, y: i32| {
        x >= 0
            && y >= 0
            && (x as usize) < w
            && (y as usize) < h
            && cells[y as usize * w + x as usize] == 1
    };
    let inner = |x: usize, y: usize| {
        (-1..=1).all(|dy| (-1..=1).all(|dx| filled(x as i32 + dx, y as i32 + dy)))
    };
    (0..w * h)
        .map(|i| {
            let (x, y) = (i % w, i / w);
            let keep = cells[i] == 1
                && match style {
                    Style::Solid => true,
                    Style::Stripes => !inner(x, y) || (x + y) % 5 >= 2,
                };
            u8::from(keep)
        })
        .collect()
}

/// A picture of the family, fitted to the frame ([`fit`]) and tidied.
pub fn draw(family: Family, w: usize, h: usize, rng: &mut ChaCha8Rng) -> Cells {
    let mut cells = match family {
        Family::Blob => blob(w, h, rng, false),
        Family::Motif => blob(w, h, rng, true),
        Family::Silhouette => silhouette(w, h, rng),
        Family::Stripes => styled(w, h, &silhouette(w, h, rng), Style::Stripes),
    };
    tidy(w, h, &mut cells);
    cells
}

/// Smooth interpolation weight.
fn smooth(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Sample points per cell each way: a cell is filled when most of its points are inside.
const SAMPLES: usize = 3;

/// A region of the plane the grid shows: left, top, right, bottom, in the units the picture
/// is drawn in (the grid's own cells at first).
type View = [f32; 4];

/// The `w`×`h` cells showing `view` of the shape `inside` (a test of a point).
fn render(w: usize, h: usize, view: View, inside: &dyn Fn(f32, f32) -> bool) -> Cells {
    let [x0, y0, x1, y1] = view;
    let mut out = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let mut hits = 0;
            for sy in 0..SAMPLES {
                for sx in 0..SAMPLES {
                    let px = (x as f32 + (sx as f32 + 0.5) / SAMPLES as f32) / w as f32;
                    let py = (y as f32 + (sy as f32 + 0.5) / SAMPLES as f32) / h as f32;
                    hits += usize::from(inside(x0 + px * (x1 - x0), y0 + py * (y1 - y0)));
                }
            }
            out.push(u8::from(2 * hits > SAMPLES * SAMPLES));
        }
    }
    out
}

/// How much more one way than the other [`fit`] may stretch a picture: a heart a little
/// wider still reads as a heart; a fish made round does not.
pub const STRETCH: f32 = 1.4;

/// The first and last filled column and row of `cells`, if any is filled.
fn bounds(w: usize, h: usize, cells: &[u8]) -> Option<[usize; 4]> {
    let filled = |i: usize| cells[i] == 1;
    let cols: Vec<usize> = (0..w)
        .filter(|&x| (0..h).any(|y| filled(y * w + x)))
        .collect();
    let rows: Vec<usize> = (0..h)
        .filter(|&y| (0..w).any(|x| filled(y * w + x)))
        .collect();
    Some([*cols.first()?, *rows.first()?, *cols.last()?, *rows.last()?])
}

/// True when every border row and column has a filled cell: no line of the frame is empty
/// (an empty border line would be a clue of 0 framing a smaller picture).
pub fn fills_frame(w: usize, h: usize, cells: &[u8]) -> bool {
    bounds(w, h, cells) == Some([0, 0, w - 1, h - 1])
}

/// Draws `inside` over the whole grid, then again over the part its cells fill, a few times,
/// so the picture reaches every edge of the frame instead of floating in empty rows and
/// columns. Stretching one way more than the other is held to [`STRETCH`]: a picture that
/// would need more keeps its margin (and the recipe passes it over).
fn fit(w: usize, h: usize, inside: &dyn Fn(f32, f32) -> bool) -> Cells {
    fit_from(w, h, [0.0, 0.0, w as f32, h as f32], inside).1
}

/// [`fit`] starting from `view`: the view it ends on, and its cells.
fn fit_from(
    w: usize,
    h: usize,
    mut view: View,
    inside: &dyn Fn(f32, f32) -> bool,
) -> (View, Cells) {
    let mut cells = render(w, h, view, inside);
    for _ in 0..5 {
        let Some([bx0, by0, bx1, by1]) = bounds(w, h, &cells) else {
            return (view, cells);
        };
        if [bx0, by0, bx1, by1] == [0, 0, w - 1, h - 1] {
            break;
        }
        let [x0, y0, x1, y1] = view;
        let (cw, ch) = ((x1 - x0) / w as f32, (y1 - y0) / h as f32);
        let mut next = [
            x0 + bx0 as f32 * cw,
            y0 + by0 as f32 * ch,
            x0 + (bx1 + 1) as f32 * cw,
            y0 + (by1 + 1) as f32 * ch,
        ];
        // Units per cell each way; the larger over the smaller is the stretch.
        let (ux, uy) = (
            (next[2] - next[0]) / w as f32,
            (next[3] - next[1]) / h as f32,
        );
        if ux > uy * STRETCH {
            let grow = (ux / STRETCH * h as f32 - (next[3] - next[1])) / 2.0;
            next[1] -= grow;
            next[3] += grow;
        } else if uy > ux * STRETCH {
            let grow = (uy / STRETCH * w as f32 - (next[2] - next[0])) / 2.0;
            next[0] -= grow;
            next[2] += grow;
        }
        view = next;
        cells = render(w, h, view, inside);
    }
    (view, cells)
}

/// A field of heights over the grid: random values on a coarse lattice, smoothly
/// interpolated; defined on the whole plane (the lattice's edge values carry on outward).
struct Field {
    lattice: Vec<f32>,
    gw: usize,
    gh: usize,
    step: f32,
}

impl Field {
    fn new(w: usize, h: usize, rng: &mut ChaCha8Rng, step: f32) -> Field {
        let gw = (w as f32 / step).ceil() as usize + 2;
        let gh = (h as f32 / step).ceil() as usize + 2;
        let lattice = (0..gw * gh).map(|_| rng.random_range(0.0..1.0)).collect();
        Field {
            lattice,
            gw,
            gh,
            step,
        }
    }

    fn at(&self, x: f32, y: f32) -> f32 {
        let fx = (x / self.step).clamp(0.0, (self.gw - 2) as f32);
        let fy = (y / self.step).clamp(0.0, (self.gh - 2) as f32);
        let (ix, iy) = (
            (fx as usize).min(self.gw - 2),
            (fy as usize).min(self.gh - 2),
        );
        let (tx, ty) = (smooth(fx - ix as f32), smooth(fy - iy as f32));
        let at = |i: usize, j: usize| self.lattice[j * self.gw + i];
        let top = at(ix, iy) * (1.0 - tx) + at(ix + 1, iy) * tx;
        let bottom = at(ix, iy + 1) * (1.0 - tx) + at(ix + 1, iy + 1) * tx;
        top * (1.0 - ty) + bottom * ty
    }
}

/// The height at which about `share` of `heights` lie above.
fn cut_level(heights: &[f32], share: f32) -> f32 {
    let mut sorted = heights.to_vec();
    sorted.sort_by(|a, b| b.total_cmp(a));
    let k = ((share * heights.len() as f32) as usize).min(heights.len() - 1);
    sorted[k]
}

/// Copies the left half onto the right (and the top onto the bottom when `both`), cell for
/// cell, so a motif is exactly symmetric whatever the rounding of its drawing.
fn mirror(w: usize, h: usize, cells: &mut Cells, both: bool) {
    for y in 0..h {
        for x in 0..w {
            let mx = x.min(w - 1 - x);
            let my = if both { y.min(h - 1 - y) } else { y };
            cells[y * w + x] = cells[my * w + mx];
        }
    }
}

fn blob(w: usize, h: usize, rng: &mut ChaCha8Rng, mirrored: bool) -> Cells {
    // Features about a quarter of the grid across: bigger grids get more of them.
    let step = (w.min(h) as f32 / rng.random_range(2.5..4.5)).max(2.0);
    let field = Field::new(w, h, rng, step);
    // Lower towards the edges a little, so the shape sits in the frame; more would make one
    // round bump, which fills too much of the frame once fitted to it.
    let edge = rng.random_range(0.1..0.35);
    let height = |x: f32, y: f32| {
        let dx = x / w as f32 * 2.0 - 1.0;
        let dy = y / h as f32 * 2.0 - 1.0;
        field.at(x, y) - edge * (dx * dx + dy * dy)
    };
    let both = mirrored && rng.random_range(0..3) == 0;
    let share = rng.random_range(0.4..0.62);
    // A motif is fitted as the mirrored shape it is, so the fit sees the edges the mirror
    // reaches; the copy after it only settles rounding.
    let folded = |x: f32, y: f32| {
        let fold = |v: f32, n: usize| if v > n as f32 / 2.0 { n as f32 - v } else { v };
        match (mirrored, both) {
            (false, _) => height(x, y),
            (true, false) => height(fold(x, w), y),
            (true, true) => height(fold(x, w), fold(y, h)),
        }
    };
    // The cut is chosen on the cells' centres of the view, for the share asked. A fit
    // enlarges the shape (a round blob fitted edge to edge fills four fifths of its frame),
    // so the cut is chosen again on the fitted view, and the last fit only makes up for
    // edges that the new cut lost.
    let cut = |view: View| {
        let [x0, y0, x1, y1] = view;
        let centres: Vec<f32> = (0..w * h)
            .map(|i| {
                let px = ((i % w) as f32 + 0.5) / w as f32;
                let py = ((i / w) as f32 + 0.5) / h as f32;
                folded(x0 + px * (x1 - x0), y0 + py * (y1 - y0))
            })
            .collect();
        cut_level(&centres, share)
    };
    let full: View = [0.0, 0.0, w as f32, h as f32];
    let first = cut(full);
    let (view, _) = fit_from(w, h, full, &|x, y| folded(x, y) > first);
    let level = cut(view);
    let (_, mut cells) = fit_from(w, h, view, &|x, y| folded(x, y) > level);
    if mirrored {
        mirror(w, h, &mut cells, both);
    }
    cells
}

/// A shape as a test of a point (x, y in -1..1, y down).
type Inside = fn(f32, f32) -> bool;

fn circle(x: f32, y: f32, cx: f32, cy: f32, r: f32) -> bool {
    (x - cx).powi(2) + (y - cy).powi(2) <= r * r
}

fn ellipse(x: f32, y: f32, cx: f32, cy: f32, rx: f32, ry: f32) -> bool {
    ((x - cx) / rx).powi(2) + ((y - cy) / ry).powi(2) <= 1.0
}

fn rect(x: f32, y: f32, x0: f32, y0: f32, x1: f32, y1: f32) -> bool {
    (x0..=x1).contains(&x) && (y0..=y1).contains(&y)
}

/// Inside the triangle with apex (ax, ay) over the base from (bx0, by) to (bx1, by).
fn triangle(x: f32, y: f32, ax: f32, ay: f32, bx0: f32, bx1: f32, by: f32) -> bool {
    if y < ay || y > by {
        return false;
    }
    let t = (y - ay) / (by - ay);
    let (l, r) = (ax + (bx0 - ax) * t, ax + (bx1 - ax) * t);
    x >= l && x <= r
}

/// Within `r` of the segment from (ax, ay) to (bx, by): a stroke of a pen.
fn seg(x: f32, y: f32, a: (f32, f32), b: (f32, f32), r: f32) -> bool {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let t = (((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
    (x - a.0 - t * dx).powi(2) + (y - a.1 - t * dy).powi(2) <= r * r
}

/// Inside the polygon (even-odd rule).
fn poly(x: f32, y: f32, pts: &[(f32, f32)]) -> bool {
    let mut inside = false;
    let mut j = pts.len() - 1;
    for i in 0..pts.len() {
        let ((xi, yi), (xj, yj)) = (pts[i], pts[j]);
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// (x, y) turned by `a` radians about the centre.
fn turn(x: f32, y: f32, a: f32) -> (f32, f32) {
    let (s, c) = a.sin_cos();
    (x * c - y * s, x * s + y * c)
}

/// A star of `n` points, point up: the radius swings between `inner` and `outer`.
fn star(x: f32, y: f32, n: f32, inner: f32, outer: f32) -> bool {
    let a = y.atan2(x) + std::f32::consts::FRAC_PI_2;
    let k = (a * n / std::f32::consts::TAU).rem_euclid(1.0);
    let swing = (k - 0.5).abs() * 2.0;
    (x * x + y * y).sqrt() <= inner + (outer - inner) * swing.powf(1.6)
}

/// A ring: inside the circle of radius `r` and outside the one of `r - t`.
fn ring(x: f32, y: f32, cx: f32, cy: f32, r: f32, t: f32) -> bool {
    circle(x, y, cx, cy, r) && !circle(x, y, cx, cy, r - t)
}

const SILHOUETTES: &[(&str, Inside)] = &[
    ("heart", |x, y| {
        circle(x, y, -0.42, -0.35, 0.45)
            || circle(x, y, 0.42, -0.35, 0.45)
            || ((-0.3..=0.95).contains(&y) && x.abs() <= 0.86 * (0.95 - y) / 1.25)
    }),
    ("house", |x, y| {
        let roof = triangle(x, y, 0.0, -0.95, -0.95, 0.95, -0.15);
        let body = rect(x, y, -0.7, -0.15, 0.7, 0.95);
        let door = rect(x, y, -0.15, 0.4, 0.15, 0.95);
        let window = rect(x, y, 0.3, 0.1, 0.55, 0.35);
        (roof || body) && !door && !window
    }),
    ("tree", |x, y| {
        triangle(x, y, 0.0, -0.95, -0.55, 0.55, -0.35)
            || triangle(x, y, 0.0, -0.6, -0.75, 0.75, 0.1)
            || triangle(x, y, 0.0, -0.25, -0.95, 0.95, 0.55)
            || rect(x, y, -0.15, 0.55, 0.15, 0.95)
    }),
    ("mushroom", |x, y| {
        let cap = ellipse(x, y, 0.0, -0.15, 0.95, 0.75) && y <= -0.05;
        let spot = circle(x, y, -0.35, -0.45, 0.14) || circle(x, y, 0.3, -0.3, 0.12);
        let stem = rect(x, y, -0.28, -0.05, 0.28, 0.9);
        (cap && !spot) || stem
    }),
    ("star", |x, y| {
        let a = y.atan2(x) + std::f32::consts::FRAC_PI_2;
        let r = (x * x + y * y).sqrt();
        // Five points: the radius swings between the inner and outer circle.
        let k = (a * 5.0 / std::f32::consts::TAU).rem_euclid(1.0);
        let swing = (k - 0.5).abs() * 2.0;
        r <= 0.42 + 0.55 * swing.powf(1.6)
    }),
    ("moon", |x, y| {
        circle(x, y, 0.0, 0.0, 0.9) && !circle(x, y, 0.38, -0.18, 0.72)
    }),
    ("cup", |x, y| {
        let body = rect(x, y, -0.75, -0.6, 0.45, 0.7);
        let handle = circle(x, y, 0.55, 0.05, 0.38) && !circle(x, y, 0.55, 0.05, 0.18);
        let saucer = rect(x, y, -0.95, 0.78, 0.75, 0.95);
        body || handle || saucer
    }),
    ("fish", |x, y| {
        let body = ellipse(x, y, -0.15, 0.0, 0.68, 0.48);
        let tail = triangle(-y, x, 0.0, 0.45, -0.55, 0.55, 0.95);
        let eye = circle(x, y, -0.5, -0.1, 0.09);
        (body || tail) && !eye
    }),
    ("boat", |x, y| {
        let sail = triangle(x, y, 0.05, -0.95, 0.05, 0.7, 0.3);
        let jib = triangle(x, y, -0.05, -0.7, -0.6, -0.05, 0.3);
        let hull = (0.45..=0.8).contains(&y) && x.abs() <= 0.95 - (y - 0.45) * 1.2;
        sail || jib || hull
    }),
    ("cat", |x, y| {
        let head = ellipse(x, y, 0.0, 0.15, 0.8, 0.7);
        let ears = triangle(x, y, -0.6, -0.95, -0.8, -0.25, -0.3)
            || triangle(x, y, 0.6, -0.95, 0.25, 0.8, -0.3);
        let eyes = ellipse(x, y, -0.3, 0.05, 0.12, 0.17) || ellipse(x, y, 0.3, 0.05, 0.12, 0.17);
        let nose = circle(x, y, 0.0, 0.4, 0.08);
        (head || ears) && !eyes && !nose
    }),
    ("apple", |x, y| {
        let body = (circle(x, y, -0.32, 0.2, 0.62) || circle(x, y, 0.32, 0.2, 0.62))
            && !circle(x, y, 0.0, -0.5, 0.14);
        let stem = rect(x, y, -0.1, -0.95, 0.1, -0.35);
        let leaf = ellipse(x, y, 0.35, -0.72, 0.3, 0.14);
        body || stem || leaf
    }),
    ("bell", |x, y| {
        let t = (y + 0.7) / 1.3;
        let body = (-0.7..=0.6).contains(&y) && x.abs() <= 0.35 + 0.5 * t * t;
        let top = ellipse(x, y, 0.0, -0.7, 0.35, 0.2) || circle(x, y, 0.0, -0.85, 0.13);
        let lip = rect(x, y, -0.95, 0.5, 0.95, 0.68);
        let clapper = circle(x, y, 0.0, 0.8, 0.17);
        body || top || lip || clapper
    }),
    ("umbrella", |x, y| {
        let canopy = ellipse(x, y, 0.0, -0.05, 0.95, 0.85) && y <= -0.05;
        let scallops = [-0.63, 0.0, 0.63]
            .iter()
            .any(|&cx| ellipse(x, y, cx, -0.05, 0.3, 0.1));
        let shaft = rect(x, y, -0.12, -0.3, 0.12, 0.75);
        let hook = circle(x, y, 0.28, 0.7, 0.38) && !circle(x, y, 0.28, 0.7, 0.16) && y >= 0.7;
        (canopy && !scallops) || shaft || hook
    }),
    ("rocket", |x, y| {
        let body = ellipse(x, y, 0.0, -0.1, 0.38, 0.85);
        let window = circle(x, y, 0.0, -0.3, 0.14);
        let fins = triangle(x, y, -0.3, 0.1, -0.85, -0.3, 0.85)
            || triangle(x, y, 0.3, 0.1, 0.3, 0.85, 0.85);
        let flame = triangle(-y, x, -0.95, 0.0, -0.18, 0.18, -0.7) && y > 0.7;
        (body && !window) || fins || flame
    }),
    ("crown", |x, y| {
        let band = rect(x, y, -0.9, 0.25, 0.9, 0.85);
        let points = triangle(x, y, -0.9, -0.85, -0.9, -0.3, 0.25)
            || triangle(x, y, 0.0, -0.95, -0.4, 0.4, 0.25)
            || triangle(x, y, 0.9, -0.85, 0.3, 0.9, 0.25);
        let jewel = circle(x, y, 0.0, 0.55, 0.15);
        (band || points) && !jewel
    }),
    ("bottle", |x, y| {
        let neck = rect(x, y, -0.2, -0.95, 0.2, -0.3);
        let shoulder = ellipse(x, y, 0.0, -0.15, 0.55, 0.35);
        let body = rect(x, y, -0.55, -0.15, 0.55, 0.95);
        let label = rect(x, y, -0.3, 0.25, 0.3, 0.55);
        (neck || shoulder || body) && !label
    }),
    ("key", |x, y| {
        let (u, v) = turn(x, y, -0.785);
        let (u, v) = (u * 1.25, v * 1.25);
        ring(u, v, -0.6, 0.0, 0.45, 0.25)
            || rect(u, v, -0.2, -0.12, 1.05, 0.12)
            || rect(u, v, 0.6, 0.1, 0.75, 0.4)
            || rect(u, v, 0.88, 0.1, 1.05, 0.35)
    }),
    ("anchor", |x, y| {
        ring(x, y, 0.0, -0.75, 0.22, 0.12)
            || rect(x, y, -0.1, -0.55, 0.1, 0.9)
            || rect(x, y, -0.5, -0.42, 0.5, -0.27)
            || (ring(x, y, 0.0, 0.05, 0.9, 0.2) && y > 0.25)
            || triangle(x, y, -0.85, 0.05, -0.98, -0.62, 0.35)
            || triangle(x, y, 0.85, 0.05, 0.62, 0.98, 0.35)
    }),
    ("bird", |x, y| {
        let body = ellipse(x, y, -0.05, 0.2, 0.68, 0.45);
        let head = circle(x, y, 0.45, -0.38, 0.3);
        let beak = triangle(-y, x, 0.38, 0.7, -0.48, -0.28, 0.98);
        let tail = poly(
            x,
            y,
            &[(-0.5, 0.1), (-0.98, -0.35), (-0.98, 0.0), (-0.55, 0.45)],
        );
        let eye = circle(x, y, 0.52, -0.45, 0.08);
        let legs = rect(x, y, -0.15, 0.6, -0.05, 0.95) || rect(x, y, 0.1, 0.6, 0.2, 0.95);
        ((body || head || beak || tail) && !eye) || legs
    }),
    ("duck", |x, y| {
        let body = ellipse(x, y, -0.1, 0.45, 0.88, 0.45);
        let head = circle(x, y, 0.4, -0.4, 0.35);
        let neck = rect(x, y, 0.2, -0.3, 0.55, 0.2);
        let bill = ellipse(x, y, 0.82, -0.32, 0.18, 0.1);
        let tail = triangle(x, y, -0.95, 0.0, -0.98, -0.5, 0.35);
        let eye = circle(x, y, 0.45, -0.5, 0.08);
        let wing = ellipse(x, y, -0.15, 0.35, 0.45, 0.14);
        (body || head || neck || bill || tail) && !eye && !wing
    }),
    ("rabbit", |x, y| {
        let head = ellipse(x, y, 0.0, 0.42, 0.62, 0.52);
        let ears = ellipse(x, y, -0.28, -0.45, 0.17, 0.5) || ellipse(x, y, 0.28, -0.45, 0.17, 0.5);
        let eyes = circle(x, y, -0.25, 0.32, 0.09) || circle(x, y, 0.25, 0.32, 0.09);
        let nose = circle(x, y, 0.0, 0.6, 0.08);
        (head || ears) && !eyes && !nose
    }),
    ("butterfly", |x, y| {
        let wings = ellipse(x, y, -0.5, -0.35, 0.45, 0.52)
            || ellipse(x, y, 0.5, -0.35, 0.45, 0.52)
            || ellipse(x, y, -0.4, 0.5, 0.35, 0.4)
            || ellipse(x, y, 0.4, 0.5, 0.35, 0.4);
        let gap = rect(x, y, -0.16, -0.95, 0.16, 0.95);
        let spots = circle(x, y, -0.55, -0.4, 0.13) || circle(x, y, 0.55, -0.4, 0.13);
        let body = ellipse(x, y, 0.0, 0.05, 0.09, 0.7);
        let feelers = seg(x, y, (0.0, -0.6), (-0.3, -0.95), 0.06)
            || seg(x, y, (0.0, -0.6), (0.3, -0.95), 0.06);
        (wings && !gap && !spots) || body || feelers
    }),
    ("flower", |x, y| {
        let (cx, cy) = (0.0, -0.35);
        let petals = (0..5).any(|k| {
            let a = k as f32 * std::f32::consts::TAU / 5.0;
            circle(x, y, cx + 0.36 * a.sin(), cy - 0.36 * a.cos(), 0.27)
        });
        let middle = circle(x, y, cx, cy, 0.13);
        let stem = rect(x, y, -0.06, -0.1, 0.06, 0.95);
        let leaf = ellipse(x, y, 0.3, 0.55, 0.28, 0.11) || ellipse(x, y, -0.3, 0.35, 0.28, 0.11);
        (petals && !middle) || stem || leaf
    }),
    ("tulip", |x, y| {
        let cup = ellipse(x, y, 0.0, -0.4, 0.5, 0.5) && y > -0.55;
        let points = triangle(x, y, -0.4, -0.95, -0.5, -0.1, -0.4)
            || triangle(x, y, 0.0, -0.95, -0.25, 0.25, -0.4)
            || triangle(x, y, 0.4, -0.95, 0.1, 0.5, -0.4);
        let stem = rect(x, y, -0.07, 0.0, 0.07, 0.95);
        let leaves = poly(x, y, &[(0.0, 0.9), (-0.6, 0.15), (-0.5, 0.6)])
            || poly(x, y, &[(0.0, 0.9), (0.6, 0.25), (0.45, 0.7)]);
        cup || points || stem || leaves
    }),
    ("leaf", |x, y| {
        let (u, v) = turn(x, y, 0.785);
        let blade = ellipse(u, v, 0.0, -0.12, 0.5, 1.05);
        let vein = rect(u, v, -0.04, -0.9, 0.04, 0.7);
        let stem = rect(u, v, -0.07, 0.8, 0.07, 1.3);
        (blade && !vein) || stem
    }),
    ("pear", |x, y| {
        let body = circle(x, y, 0.0, 0.38, 0.58) || circle(x, y, 0.0, -0.25, 0.36);
        let stem = seg(x, y, (0.0, -0.55), (0.15, -0.95), 0.07);
        let leaf = ellipse(x, y, -0.3, -0.78, 0.22, 0.1);
        body || stem || leaf
    }),
    ("cherries", |x, y| {
        let fruit = circle(x, y, -0.5, 0.55, 0.4) || circle(x, y, 0.45, 0.6, 0.38);
        let stems = seg(x, y, (-0.45, 0.2), (0.1, -0.85), 0.07)
            || seg(x, y, (0.4, 0.25), (0.1, -0.85), 0.07);
        let leaf = ellipse(x, y, 0.45, -0.75, 0.35, 0.13);
        fruit || stems || leaf
    }),
    ("car", |x, y| {
        let body = rect(x, y, -0.95, -0.05, 0.95, 0.5);
        let cabin = poly(
            x,
            y,
            &[(-0.55, -0.05), (-0.3, -0.6), (0.35, -0.6), (0.6, -0.05)],
        );
        let windows = poly(
            x,
            y,
            &[
                (-0.4, -0.12),
                (-0.24, -0.48),
                (-0.05, -0.48),
                (-0.05, -0.12),
            ],
        ) || poly(
            x,
            y,
            &[(0.08, -0.12), (0.08, -0.48), (0.28, -0.48), (0.45, -0.12)],
        );
        let wheels = circle(x, y, -0.52, 0.52, 0.3) || circle(x, y, 0.52, 0.52, 0.3);
        let hubs = circle(x, y, -0.52, 0.52, 0.1) || circle(x, y, 0.52, 0.52, 0.1);
        ((body || cabin) && !windows) || (wheels && !hubs)
    }),
    ("lorry", |x, y| {
        let load = rect(x, y, -0.95, -0.7, 0.25, 0.45);
        let cab = rect(x, y, 0.35, -0.3, 0.95, 0.45);
        let window = rect(x, y, 0.5, -0.18, 0.82, 0.08);
        let wheels = circle(x, y, -0.6, 0.6, 0.27) || circle(x, y, 0.6, 0.6, 0.27);
        ((load || cab) && !window) || wheels
    }),
    ("plane", |x, y| {
        let body = ellipse(x, y, 0.0, 0.0, 0.16, 0.95);
        let wings = poly(
            x,
            y,
            &[
                (0.0, -0.35),
                (0.95, 0.15),
                (0.95, 0.3),
                (-0.95, 0.3),
                (-0.95, 0.15),
            ],
        );
        let tail = poly(
            x,
            y,
            &[
                (0.0, 0.5),
                (0.42, 0.8),
                (0.42, 0.92),
                (-0.42, 0.92),
                (-0.42, 0.8),
            ],
        );
        body || wings || tail
    }),
    ("lighthouse", |x, y| {
        let tower = poly(
            x,
            y,
            &[(-0.28, -0.35), (0.28, -0.35), (0.45, 0.85), (-0.45, 0.85)],
        );
        let bands = (0.05..=0.25).contains(&y) || (0.45..=0.6).contains(&y);
        let lamp = rect(x, y, -0.22, -0.68, 0.22, -0.4) && !rect(x, y, -0.1, -0.62, 0.1, -0.46);
        let roof = triangle(x, y, 0.0, -0.97, -0.32, 0.32, -0.68);
        let gallery = rect(x, y, -0.42, -0.42, 0.42, -0.32);
        let ground = rect(x, y, -0.95, 0.82, 0.95, 0.97);
        (tower && !bands) || lamp || roof || gallery || ground
    }),
    ("castle", |x, y| {
        let wall = rect(x, y, -0.9, -0.3, 0.9, 0.95);
        let merlons =
            (-0.6..-0.3).contains(&y) && (((x + 0.9) / 0.36) as i32 % 2 == 0) && x.abs() <= 0.9;
        let tower = rect(x, y, -0.3, -0.85, 0.3, -0.3)
            || ((-0.98..-0.85).contains(&y)
                && x.abs() <= 0.3
                && (((x + 0.3) / 0.2) as i32 % 2 == 0));
        let gate =
            (rect(x, y, -0.25, 0.45, 0.25, 0.95) || circle(x, y, 0.0, 0.45, 0.25)) && y > 0.2;
        let slit = rect(x, y, -0.05, -0.7, 0.05, -0.45);
        (wall || merlons || tower) && !gate && !slit
    }),
    ("teapot", |x, y| {
        let body = ellipse(x, y, -0.05, 0.25, 0.62, 0.55);
        let lid = ellipse(x, y, -0.05, -0.35, 0.35, 0.12) || circle(x, y, -0.05, -0.55, 0.12);
        let spout = seg(x, y, (0.45, 0.35), (0.95, -0.25), 0.1);
        let handle = ring(x, y, -0.65, 0.2, 0.35, 0.14);
        body || lid || spout || handle
    }),
    ("bulb", |x, y| {
        let glass = circle(x, y, 0.0, -0.3, 0.62) || triangle(x, y, 0.0, -0.3, -0.35, 0.35, 0.45);
        let base = rect(x, y, -0.28, 0.45, 0.28, 0.85) && !((0.58..=0.64).contains(&y));
        let tip = rect(x, y, -0.12, 0.85, 0.12, 0.97);
        let shine = ring(x, y, 0.0, -0.3, 0.42, 0.1) && x < -0.15 && y < -0.3;
        (glass && !shine) || base || tip
    }),
    ("candle", |x, y| {
        let wax = rect(x, y, -0.25, -0.3, 0.25, 0.7);
        let flame = ellipse(x, y, 0.0, -0.68, 0.15, 0.3);
        let holder = rect(x, y, -0.8, 0.7, 0.8, 0.85) || ring(x, y, 0.75, 0.55, 0.25, 0.1);
        let drip = circle(x, y, -0.25, -0.15, 0.1);
        wax || flame || holder || drip
    }),
    ("glass", |x, y| {
        let bowl = ellipse(x, y, 0.0, -0.45, 0.6, 0.55) && y >= -0.6;
        let rim = rect(x, y, -0.6, -0.95, 0.6, -0.6) && !rect(x, y, -0.45, -0.85, 0.45, -0.6);
        let stem = rect(x, y, -0.07, 0.05, 0.07, 0.8);
        let foot = ellipse(x, y, 0.0, 0.88, 0.5, 0.1);
        bowl || rim || stem || foot
    }),
    ("hat", |x, y| {
        let crown = rect(x, y, -0.5, -0.9, 0.5, 0.55);
        let band = rect(x, y, -0.5, 0.2, 0.5, 0.35);
        let brim = ellipse(x, y, 0.0, 0.65, 0.95, 0.18);
        (crown && !band) || brim
    }),
    ("boot", |x, y| {
        let leg = rect(x, y, -0.55, -0.95, 0.15, 0.5);
        let foot = poly(
            x,
            y,
            &[
                (-0.55, 0.2),
                (0.55, 0.25),
                (0.9, 0.45),
                (0.95, 0.72),
                (-0.55, 0.72),
            ],
        );
        let sole = rect(x, y, -0.6, 0.72, 0.95, 0.9) && !rect(x, y, -0.2, 0.82, 0.4, 0.9);
        let top = rect(x, y, -0.62, -0.95, 0.22, -0.75);
        leg || foot || sole || top
    }),
    ("shirt", |x, y| {
        let body = poly(
            x,
            y,
            &[
                (-0.3, -0.85),
                (-0.95, -0.45),
                (-0.7, -0.05),
                (-0.55, -0.2),
                (-0.55, 0.95),
                (0.55, 0.95),
                (0.55, -0.2),
                (0.7, -0.05),
                (0.95, -0.45),
                (0.3, -0.85),
            ],
        );
        let neck = ellipse(x, y, 0.0, -0.85, 0.25, 0.2);
        body && !neck
    }),
    ("mitten", |x, y| {
        let hand = ellipse(x, y, 0.1, -0.2, 0.5, 0.7) || rect(x, y, -0.4, -0.2, 0.6, 0.55);
        let thumb = ellipse(x, y, -0.5, 0.0, 0.18, 0.4);
        let cuff = rect(x, y, -0.45, 0.55, 0.65, 0.95) && !((0.68..=0.76).contains(&y));
        hand || thumb || cuff
    }),
    ("sun", |x, y| {
        let disc = circle(x, y, 0.0, 0.0, 0.48);
        let rays = (0..8).any(|k| {
            let a = k as f32 * std::f32::consts::TAU / 8.0;
            seg(
                x,
                y,
                (0.6 * a.cos(), 0.6 * a.sin()),
                (0.95 * a.cos(), 0.95 * a.sin()),
                0.1,
            )
        });
        let face = circle(x, y, -0.17, -0.1, 0.08)
            || circle(x, y, 0.17, -0.1, 0.08)
            || (ring(x, y, 0.0, 0.0, 0.3, 0.08) && y > 0.1);
        (disc && !face) || rays
    }),
    ("cloud", |x, y| {
        let puffs = circle(x, y, -0.5, 0.2, 0.4)
            || circle(x, y, 0.0, -0.1, 0.55)
            || circle(x, y, 0.5, 0.15, 0.42);
        let base = rect(x, y, -0.9, 0.2, 0.9, 0.55)
            && (circle(x, y, -0.55, 0.2, 0.4) || x > -0.6)
            && (circle(x, y, 0.5, 0.15, 0.42) || x < 0.5);
        let drops = seg(x, y, (-0.45, 0.7), (-0.55, 0.95), 0.06)
            || seg(x, y, (0.05, 0.7), (-0.05, 0.95), 0.06)
            || seg(x, y, (0.55, 0.7), (0.45, 0.95), 0.06);
        puffs || base || drops
    }),
    ("drop", |x, y| {
        let body = circle(x, y, 0.0, 0.35, 0.6) || triangle(x, y, 0.0, -0.95, -0.52, 0.52, 0.05);
        let shine = ellipse(x, y, -0.25, 0.35, 0.08, 0.2);
        body && !shine
    }),
    ("snowman", |x, y| {
        let balls = circle(x, y, 0.0, 0.52, 0.43)
            || circle(x, y, 0.0, -0.05, 0.3)
            || circle(x, y, 0.0, -0.45, 0.2);
        let hat = rect(x, y, -0.14, -0.95, 0.14, -0.65) || rect(x, y, -0.26, -0.68, 0.26, -0.62);
        let arms = seg(x, y, (-0.25, -0.05), (-0.8, -0.35), 0.05)
            || seg(x, y, (0.25, -0.05), (0.8, -0.35), 0.05);
        let buttons = circle(x, y, 0.0, 0.35, 0.07)
            || circle(x, y, 0.0, 0.6, 0.07)
            || circle(x, y, 0.0, -0.1, 0.06);
        let eyes = circle(x, y, -0.08, -0.48, 0.05) || circle(x, y, 0.08, -0.48, 0.05);
        (balls && !buttons && !eyes) || hat || arms
    }),
    ("bear", |x, y| {
        let head = circle(x, y, 0.0, 0.15, 0.72);
        let ears = circle(x, y, -0.58, -0.58, 0.28) || circle(x, y, 0.58, -0.58, 0.28);
        let inner = circle(x, y, -0.58, -0.58, 0.1) || circle(x, y, 0.58, -0.58, 0.1);
        let eyes = circle(x, y, -0.28, 0.0, 0.09) || circle(x, y, 0.28, 0.0, 0.09);
        let snout = ring(x, y, 0.0, 0.4, 0.28, 0.08);
        let nose = circle(x, y, 0.0, 0.32, 0.08);
        ((head || ears) && !inner && !eyes && !snout) || nose
    }),
    ("owl", |x, y| {
        let body = ellipse(x, y, 0.0, 0.12, 0.72, 0.85);
        let tufts = triangle(x, y, -0.62, -0.98, -0.7, -0.2, -0.45)
            || triangle(x, y, 0.62, -0.98, 0.2, 0.7, -0.45);
        let eyes = ring(x, y, -0.3, -0.3, 0.26, 0.12) || ring(x, y, 0.3, -0.3, 0.26, 0.12);
        let beak = triangle(x, y, 0.0, -0.2, -0.08, 0.08, 0.05);
        let belly = ellipse(x, y, 0.0, 0.45, 0.35, 0.3) && ((y * 8.0) as i32 % 2 == 0);
        (body || tufts) && !eyes && !beak && !belly
    }),
    ("penguin", |x, y| {
        let body = ellipse(x, y, 0.0, 0.15, 0.55, 0.78) || circle(x, y, 0.0, -0.55, 0.35);
        let belly = ellipse(x, y, 0.0, 0.25, 0.32, 0.55);
        let eyes = circle(x, y, -0.13, -0.6, 0.07) || circle(x, y, 0.13, -0.6, 0.07);
        let beak = triangle(x, y, 0.0, -0.5, -0.1, 0.1, -0.35);
        let feet = ellipse(x, y, -0.28, 0.92, 0.22, 0.08) || ellipse(x, y, 0.28, 0.92, 0.22, 0.08);
        let flippers =
            ellipse(x, y, -0.62, 0.15, 0.12, 0.45) || ellipse(x, y, 0.62, 0.15, 0.12, 0.45);
        (body && !belly && !eyes) || beak || feet || flippers
    }),
    ("turtle", |x, y| {
        let shell = ellipse(x, y, -0.1, 0.25, 0.7, 0.62) && y <= 0.4;
        let plates = ((x * 3.0).round() - x * 3.0).abs() < 0.12 && y < 0.3 && y > -0.25;
        let head = circle(x, y, 0.75, 0.15, 0.22);
        let legs = rect(x, y, -0.6, 0.4, -0.35, 0.75) || rect(x, y, 0.15, 0.4, 0.4, 0.75);
        let tail = triangle(x, y, -0.95, 0.35, -0.8, -0.6, 0.45);
        (shell && !plates) || head || legs || tail || rect(x, y, -0.8, 0.35, 0.6, 0.45)
    }),
    ("whale", |x, y| {
        let body = ellipse(x, y, -0.1, 0.3, 0.72, 0.45);
        let tail = poly(
            x,
            y,
            &[(0.55, 0.3), (0.98, -0.15), (0.95, 0.05), (0.75, 0.3)],
        );
        let spout = seg(x, y, (-0.3, -0.15), (-0.3, -0.6), 0.06)
            || seg(x, y, (-0.3, -0.6), (-0.6, -0.85), 0.06)
            || seg(x, y, (-0.3, -0.6), (0.0, -0.85), 0.06);
        let eye = circle(x, y, -0.5, 0.25, 0.08);
        let mouth = seg(x, y, (-0.8, 0.45), (-0.3, 0.5), 0.04);
        ((body || tail) && !eye && !mouth) || spout
    }),
    ("snail", |x, y| {
        let shell = circle(x, y, 0.1, -0.15, 0.65);
        let spiral = ring(x, y, 0.1, -0.15, 0.42, 0.1);
        let body = rect(x, y, -0.95, 0.45, 0.95, 0.7) || ellipse(x, y, -0.8, 0.3, 0.18, 0.35);
        let horns = seg(x, y, (-0.8, 0.05), (-0.9, -0.45), 0.05)
            || seg(x, y, (-0.75, 0.05), (-0.55, -0.45), 0.05);
        (shell && !spiral) || body || horns
    }),
    ("note", |x, y| {
        let heads = ellipse(x, y, -0.55, 0.65, 0.32, 0.22) || ellipse(x, y, 0.45, 0.5, 0.32, 0.22);
        let stems = rect(x, y, -0.33, -0.7, -0.2, 0.6) || rect(x, y, 0.67, -0.85, 0.8, 0.45);
        let beam = poly(
            x,
            y,
            &[(-0.33, -0.7), (0.8, -0.95), (0.8, -0.7), (-0.33, -0.45)],
        );
        heads || stems || beam
    }),
    ("padlock", |x, y| {
        let shackle = ring(x, y, 0.0, -0.3, 0.5, 0.16) && y < -0.1;
        let legs = rect(x, y, -0.5, -0.3, -0.34, 0.0) || rect(x, y, 0.34, -0.3, 0.5, 0.0);
        let body = rect(x, y, -0.75, -0.05, 0.75, 0.95);
        let hole = circle(x, y, 0.0, 0.3, 0.13) || rect(x, y, -0.05, 0.3, 0.05, 0.65);
        shackle || legs || (body && !hole)
    }),
    ("clock", |x, y| {
        let face = ring(x, y, 0.0, 0.1, 0.85, 0.17);
        let hands =
            seg(x, y, (0.0, 0.1), (0.0, -0.45), 0.07) || seg(x, y, (0.0, 0.1), (0.35, 0.3), 0.07);
        let ticks = (0..4).any(|k| {
            let a = k as f32 * std::f32::consts::FRAC_PI_2;
            circle(x, y, 0.55 * a.cos(), 0.1 + 0.55 * a.sin(), 0.07)
        });
        let bells = circle(x, y, -0.6, -0.7, 0.25) || circle(x, y, 0.6, -0.7, 0.25);
        face || hands || ticks || bells
    }),
    ("gem", |x, y| {
        let top = poly(
            x,
            y,
            &[(-0.5, -0.7), (0.5, -0.7), (0.95, -0.25), (-0.95, -0.25)],
        );
        let bottom = poly(x, y, &[(-0.95, -0.25), (0.95, -0.25), (0.0, 0.95)]);
        let facets = seg(x, y, (-0.95, -0.25), (0.95, -0.25), 0.04)
            || seg(x, y, (-0.3, -0.25), (0.0, 0.9), 0.04)
            || seg(x, y, (0.3, -0.25), (0.0, 0.9), 0.04);
        (top || bottom) && !facets
    }),
    ("spade", |x, y| {
        let leaf = circle(x, y, -0.4, 0.1, 0.42)
            || circle(x, y, 0.4, 0.1, 0.42)
            || ((-0.95..=0.1).contains(&y) && x.abs() <= 0.82 * (y + 0.95) / 1.05);
        let foot = triangle(x, y, 0.0, 0.2, -0.4, 0.4, 0.95);
        leaf || foot
    }),
    ("club", |x, y| {
        circle(x, y, 0.0, -0.5, 0.36)
            || circle(x, y, -0.48, 0.1, 0.36)
            || circle(x, y, 0.48, 0.1, 0.36)
            || triangle(x, y, 0.0, -0.1, -0.38, 0.38, 0.95)
    }),
    ("pawn", |x, y| {
        circle(x, y, 0.0, -0.6, 0.3)
            || ellipse(x, y, 0.0, -0.22, 0.4, 0.1)
            || triangle(x, y, 0.0, -0.4, -0.45, 0.45, 0.7)
            || rect(x, y, -0.65, 0.65, 0.65, 0.95)
    }),
    ("rook", |x, y| {
        let top = rect(x, y, -0.6, -0.95, 0.6, -0.5)
            && !rect(x, y, -0.2, -0.95, 0.2, -0.75)
            && !rect(x, y, -0.6, -0.95, -0.4, -0.75)
            && !rect(x, y, 0.4, -0.95, 0.6, -0.75);
        let top = top || rect(x, y, -0.6, -0.95, -0.4, -0.5) || rect(x, y, 0.4, -0.95, 0.6, -0.5);
        let body = poly(x, y, &[(-0.4, -0.5), (0.4, -0.5), (0.5, 0.6), (-0.5, 0.6)]);
        let base = rect(x, y, -0.75, 0.6, 0.75, 0.95);
        top || body || base
    }),
    ("tent", |x, y| {
        let canvas = triangle(x, y, 0.0, -0.9, -0.95, 0.95, 0.85);
        let door = triangle(x, y, 0.0, -0.1, -0.35, 0.35, 0.85);
        let pole = seg(x, y, (0.0, -0.9), (0.0, -0.98), 0.05);
        let ground = rect(x, y, -0.95, 0.85, 0.95, 0.97);
        (canvas && !door) || pole || ground
    }),
    ("cactus", |x, y| {
        let trunk = rect(x, y, -0.22, -0.75, 0.22, 0.75) || circle(x, y, 0.0, -0.75, 0.22);
        let left = rect(x, y, -0.75, -0.1, -0.22, 0.1)
            || rect(x, y, -0.75, -0.6, -0.55, 0.1)
            || circle(x, y, -0.65, -0.6, 0.1);
        let right = rect(x, y, 0.22, 0.15, 0.7, 0.35)
            || rect(x, y, 0.5, -0.3, 0.7, 0.35)
            || circle(x, y, 0.6, -0.3, 0.1);
        let pot = poly(
            x,
            y,
            &[(-0.5, 0.7), (0.5, 0.7), (0.38, 0.97), (-0.38, 0.97)],
        );
        trunk || left || right || pot
    }),
    ("pumpkin", |x, y| {
        let body = ellipse(x, y, -0.45, 0.2, 0.5, 0.65)
            || ellipse(x, y, 0.45, 0.2, 0.5, 0.65)
            || ellipse(x, y, 0.0, 0.2, 0.45, 0.72);
        let grooves =
            (ellipse(x, y, -0.22, 0.25, 0.04, 0.5)) || ellipse(x, y, 0.22, 0.25, 0.04, 0.5);
        let stalk = poly(
            x,
            y,
            &[(-0.1, -0.45), (0.1, -0.45), (0.25, -0.95), (0.1, -0.95)],
        );
        (body && !grooves) || stalk
    }),
    ("ice cream", |x, y| {
        let cone = poly(x, y, &[(-0.5, -0.1), (0.5, -0.1), (0.0, 0.97)]);
        let scoop = circle(x, y, 0.0, -0.4, 0.5) || ellipse(x, y, 0.0, -0.1, 0.6, 0.15);
        let cherry = circle(x, y, 0.25, -0.88, 0.12);
        let lines = cone && ((x + y * 0.5) * 4.0).rem_euclid(1.0) < 0.15;
        (cone && !lines) || scoop || cherry
    }),
    ("hourglass", |x, y| {
        let ends = rect(x, y, -0.75, -0.97, 0.75, -0.82) || rect(x, y, -0.75, 0.82, 0.75, 0.97);
        let glass = x.abs() <= 0.08 + 0.55 * y.abs().min(0.82) / 0.82;
        let empty = y < 0.0 && y > -0.35 && glass && x.abs() > 0.06
            || y > 0.0 && y < 0.4 && glass && x.abs() > 0.06;
        let frame = (x.abs() >= 0.72 && x.abs() <= 0.82) && y.abs() <= 0.9;
        ends || (glass && !empty) || frame
    }),
    ("cup prize", |x, y| {
        let bowl = ellipse(x, y, 0.0, -0.55, 0.6, 0.85) && (-0.9..=0.1).contains(&y);
        let handles = ring(x, y, -0.62, -0.45, 0.3, 0.1) || ring(x, y, 0.62, -0.45, 0.3, 0.1);
        let stem = rect(x, y, -0.1, 0.1, 0.1, 0.6);
        let base = rect(x, y, -0.5, 0.6, 0.5, 0.95);
        let plate = rect(x, y, -0.25, 0.72, 0.25, 0.83);
        bowl || handles || stem || (base && !plate)
    }),
    ("shield", |x, y| {
        let outer = (y <= 0.0 && rect(x, y, -0.8, -0.95, 0.8, 0.0))
            || (y > 0.0 && ellipse(x, y, 0.0, 0.0, 0.8, 0.97));
        let cross = rect(x, y, -0.1, -0.8, 0.1, 0.75) || rect(x, y, -0.65, -0.35, 0.65, -0.15);
        let inner = (y <= 0.0 && rect(x, y, -0.62, -0.8, 0.62, 0.0))
            || (y > 0.0 && ellipse(x, y, 0.0, 0.0, 0.62, 0.8));
        (outer && !inner) || (cross && inner)
    }),
    ("flag", |x, y| {
        let pole = rect(x, y, -0.85, -0.95, -0.72, 0.95);
        let cloth = poly(
            x,
            y,
            &[
                (-0.72, -0.9),
                (0.3, -0.75),
                (0.95, -0.9),
                (0.95, 0.1),
                (0.3, 0.25),
                (-0.72, 0.1),
            ],
        );
        let star = star(x - 0.1, y + 0.35, 5.0, 0.1, 0.25);
        let base = rect(x, y, -1.0, 0.85, -0.55, 0.97);
        pole || (cloth && !star) || base
    }),
    ("hammer", |x, y| {
        let (u, v) = turn(x, y, 0.6);
        let head = rect(u, v, -0.65, -0.9, 0.65, -0.45);
        let handle = rect(u, v, -0.12, -0.5, 0.12, 1.05);
        let grip = rect(u, v, -0.15, 0.6, 0.15, 1.05);
        head || handle || grip
    }),
    ("magnifier", |x, y| {
        ring(x, y, -0.25, -0.25, 0.65, 0.18) || seg(x, y, (0.25, 0.25), (0.85, 0.85), 0.17)
    }),
    ("ghost", |x, y| {
        let body = (circle(x, y, 0.0, -0.25, 0.7) || rect(x, y, -0.7, -0.25, 0.7, 0.75))
            && !(y > 0.6 && ((x + 0.7) / 0.35).rem_euclid(2.0) >= 1.0);
        let eyes = ellipse(x, y, -0.25, -0.3, 0.12, 0.18) || ellipse(x, y, 0.25, -0.3, 0.12, 0.18);
        let mouth = ellipse(x, y, 0.0, 0.15, 0.15, 0.2);
        body && !eyes && !mouth
    }),
    ("robot", |x, y| {
        let head = rect(x, y, -0.75, -0.55, 0.75, 0.75);
        let eyes = rect(x, y, -0.5, -0.3, -0.2, 0.0) || rect(x, y, 0.2, -0.3, 0.5, 0.0);
        let mouth = rect(x, y, -0.4, 0.3, 0.4, 0.5) && (((x + 0.4) / 0.2) as i32 % 2 == 0);
        let antenna = rect(x, y, -0.05, -0.85, 0.05, -0.55) || circle(x, y, 0.0, -0.88, 0.1);
        let ears = rect(x, y, -0.95, -0.2, -0.75, 0.3) || rect(x, y, 0.75, -0.2, 0.95, 0.3);
        (head && !eyes && !mouth) || antenna || ears
    }),
    ("paw", |x, y| {
        ellipse(x, y, 0.0, 0.45, 0.5, 0.45)
            || ellipse(x, y, -0.72, -0.05, 0.2, 0.27)
            || ellipse(x, y, -0.28, -0.55, 0.2, 0.28)
            || ellipse(x, y, 0.28, -0.55, 0.2, 0.28)
            || ellipse(x, y, 0.72, -0.05, 0.2, 0.27)
    }),
    ("mouse", |x, y| {
        let head = ellipse(x, y, 0.0, 0.3, 0.55, 0.6);
        let ears = circle(x, y, -0.55, -0.45, 0.4) || circle(x, y, 0.55, -0.45, 0.4);
        let inner = circle(x, y, -0.55, -0.45, 0.2) || circle(x, y, 0.55, -0.45, 0.2);
        let eyes = circle(x, y, -0.2, 0.2, 0.08) || circle(x, y, 0.2, 0.2, 0.08);
        (head && !eyes) || (ears && !inner && !head)
    }),
    ("fox", |x, y| {
        let face = poly(
            x,
            y,
            &[
                (-0.95, -0.35),
                (-0.7, -0.95),
                (-0.3, -0.45),
                (0.3, -0.45),
                (0.7, -0.95),
                (0.95, -0.35),
                (0.0, 0.95),
            ],
        );
        let eyes = ellipse(x, y, -0.35, -0.1, 0.1, 0.13) || ellipse(x, y, 0.35, -0.1, 0.1, 0.13);
        let ears = triangle(x, y, -0.7, -0.75, -0.8, -0.55, -0.45)
            || triangle(x, y, 0.7, -0.75, 0.55, 0.8, -0.45);
        let nose = circle(x, y, 0.0, 0.8, 0.1);
        (face && !eyes && !ears) || nose
    }),
    ("face", |x, y| {
        let head = circle(x, y, 0.0, 0.0, 0.95);
        let eyes = ellipse(x, y, -0.35, -0.3, 0.13, 0.2) || ellipse(x, y, 0.35, -0.3, 0.13, 0.2);
        let smile = ring(x, y, 0.0, 0.05, 0.6, 0.15) && y > 0.25;
        head && !eyes && !smile
    }),
    ("church", |x, y| {
        let nave =
            rect(x, y, -0.95, 0.0, 0.45, 0.95) || triangle(x, y, -0.25, -0.45, -0.95, 0.45, 0.0);
        let tower =
            rect(x, y, 0.35, -0.45, 0.85, 0.95) || triangle(x, y, 0.6, -0.9, 0.35, 0.85, -0.45);
        let cross = rect(x, y, 0.57, -0.99, 0.63, -0.85);
        let door = (rect(x, y, 0.48, 0.5, 0.72, 0.95) || circle(x, y, 0.6, 0.5, 0.12)) && y > 0.38;
        let windows = rect(x, y, -0.7, 0.3, -0.5, 0.6) || rect(x, y, -0.2, 0.3, 0.0, 0.6);
        ((nave || tower) && !door && !windows) || cross
    }),
    ("windmill", |x, y| {
        let tower = poly(
            x,
            y,
            &[(-0.2, -0.2), (0.2, -0.2), (0.35, 0.95), (-0.35, 0.95)],
        );
        let door = rect(x, y, -0.1, 0.7, 0.1, 0.95);
        let sails = (0..4).any(|k| {
            let a = k as f32 * std::f32::consts::FRAC_PI_2 + 0.785;
            seg(
                x,
                y,
                (0.0, -0.3),
                (0.9 * a.cos(), -0.3 + 0.9 * a.sin()),
                0.13,
            )
        });
        (tower && !door) || sails
    }),
    ("elephant", |x, y| {
        let body = ellipse(x, y, -0.2, 0.1, 0.7, 0.5);
        let head = circle(x, y, 0.5, -0.25, 0.35);
        let ear = ellipse(x, y, 0.3, -0.2, 0.2, 0.3);
        let trunk = seg(x, y, (0.75, -0.1), (0.85, 0.55), 0.12)
            || seg(x, y, (0.85, 0.55), (0.97, 0.5), 0.1);
        let legs = rect(x, y, -0.75, 0.3, -0.5, 0.9) || rect(x, y, 0.05, 0.3, 0.3, 0.9);
        let tail = seg(x, y, (-0.85, 0.0), (-0.97, 0.35), 0.05);
        let eye = circle(x, y, 0.6, -0.35, 0.06);
        (body || head || trunk || legs || tail) && !ear && !eye
    }),
    ("acorn", |x, y| {
        let nut = ellipse(x, y, 0.0, 0.25, 0.55, 0.7) && y > -0.25;
        let cap = ellipse(x, y, 0.0, -0.3, 0.72, 0.38) && y <= -0.15;
        let stalk = rect(x, y, -0.07, -0.97, 0.07, -0.6);
        let tip = circle(x, y, 0.0, 0.92, 0.06);
        let rim = (-0.22..=-0.15).contains(&y) && x.abs() < 0.7;
        (nut || cap || stalk || tip) && !rim
    }),
    ("carrot", |x, y| {
        let root = poly(x, y, &[(-0.38, -0.35), (0.38, -0.35), (0.0, 0.97)]);
        let lines = root && (((y + 0.35) * 4.0).rem_euclid(1.0) < 0.12) && x > -0.05;
        let leaves = ellipse(x, y, -0.22, -0.65, 0.12, 0.35)
            || ellipse(x, y, 0.0, -0.7, 0.12, 0.3)
            || ellipse(x, y, 0.22, -0.65, 0.12, 0.35);
        (root && !lines) || leaves
    }),
    ("strawberry", |x, y| {
        let berry = circle(x, y, -0.3, -0.05, 0.5)
            || circle(x, y, 0.3, -0.05, 0.5)
            || ((-0.05..=0.97).contains(&y) && x.abs() <= 0.8 * (0.97 - y));
        let seeds = berry
            && ((x * 3.5 + y * 2.0).round() - (x * 3.5 + y * 2.0)).abs() < 0.12
            && ((y * 3.5).round() - y * 3.5).abs() < 0.15;
        let leaves = triangle(x, y, 0.0, -0.95, -0.5, 0.5, -0.45) && y < -0.45;
        (berry && !seeds) || leaves
    }),
    ("guitar", |x, y| {
        let (u, v) = turn(x, y, 0.6);
        let body = circle(u, v, 0.0, 0.55, 0.45) || circle(u, v, 0.0, 0.0, 0.34);
        let hole = circle(u, v, 0.0, 0.22, 0.12);
        let neck = rect(u, v, -0.08, -1.0, 0.08, 0.0);
        let head = rect(u, v, -0.14, -1.25, 0.14, -0.95);
        (body && !hole) || neck || head
    }),
    ("lamp", |x, y| {
        let shade = poly(
            x,
            y,
            &[(-0.35, -0.95), (0.35, -0.95), (0.75, -0.15), (-0.75, -0.15)],
        );
        let stem = rect(x, y, -0.07, -0.15, 0.07, 0.75);
        let base = ellipse(x, y, 0.0, 0.85, 0.5, 0.13);
        let cord = seg(x, y, (0.3, -0.15), (0.3, 0.25), 0.04) || circle(x, y, 0.3, 0.28, 0.06);
        shade || stem || base || cord
    }),
    ("kite", |x, y| {
        let body = poly(
            x,
            y,
            &[(0.2, -0.97), (0.75, -0.35), (0.2, 0.4), (-0.35, -0.35)],
        );
        let spars = seg(x, y, (0.2, -0.97), (0.2, 0.4), 0.04)
            || seg(x, y, (-0.35, -0.35), (0.75, -0.35), 0.04);
        let tail =
            seg(x, y, (0.2, 0.4), (-0.2, 0.7), 0.05) || seg(x, y, (-0.2, 0.7), (-0.6, 0.95), 0.05);
        let bows = triangle(-y, x, -0.7, -0.4, -0.75, -0.6, -0.15)
            || triangle(-y, x, -0.9, -0.7, -0.95, -0.8, -0.55);
        (body && !spars) || tail || bows
    }),
    ("balloon", |x, y| {
        let skin = ellipse(x, y, 0.0, -0.3, 0.62, 0.68);
        let shine = ellipse(x, y, -0.3, -0.55, 0.1, 0.18);
        let knot = triangle(x, y, 0.0, 0.3, -0.13, 0.13, 0.5);
        let string =
            seg(x, y, (0.0, 0.5), (0.2, 0.75), 0.05) || seg(x, y, (0.2, 0.75), (-0.05, 0.97), 0.05);
        (skin && !shine) || knot || string
    }),
    ("bolt", |x, y| {
        poly(
            x,
            y,
            &[
                (0.2, -0.97),
                (-0.6, 0.15),
                (-0.05, 0.15),
                (-0.3, 0.97),
                (0.65, -0.2),
                (0.08, -0.2),
                (0.45, -0.97),
            ],
        )
    }),
    ("arrow", |x, y| {
        let (u, v) = turn(x, y, 0.785);
        triangle(u, v, 0.0, -1.25, -0.5, 0.5, -0.5) || rect(u, v, -0.17, -0.55, 0.17, 1.25)
    }),
    ("star six", |x, y| star(x, y, 6.0, 0.5, 0.97)),
    ("star four", |x, y| {
        star(x, y, 4.0, 0.35, 0.97) && !circle(x, y, 0.0, 0.0, 0.15)
    }),
    ("snowflake", |x, y| {
        (0..6).any(|k| {
            let a = k as f32 * std::f32::consts::TAU / 6.0;
            let (c, s) = (a.cos(), a.sin());
            seg(x, y, (0.0, 0.0), (0.95 * c, 0.95 * s), 0.1)
                || seg(
                    x,
                    y,
                    (0.5 * c, 0.5 * s),
                    (
                        0.5 * c + 0.28 * (a + 0.8).cos(),
                        0.5 * s + 0.28 * (a + 0.8).sin(),
                    ),
                    0.08,
                )
                || seg(
                    x,
                    y,
                    (0.5 * c, 0.5 * s),
                    (
                        0.5 * c + 0.28 * (a - 0.8).cos(),
                        0.5 * s + 0.28 * (a - 0.8).sin(),
                    ),
                    0.08,
                )
        })
    }),
];

/// The silhouettes' names, in the order the recipe picks them by.
pub fn silhouette_names() -> Vec<&'static str> {
    SILHOUETTES.iter().map(|s| s.0).collect()
}

/// Silhouette `i` at `w`×`h`, drawn in a square of the shorter side; `jitter` moves and
/// stretches it a little, `mirror` flips it left to right; then fitted to the frame
/// ([`fit`]).
pub fn silhouette_at(i: usize, w: usize, h: usize, jitter: [f32; 4], mirror: bool) -> Cells {
    let inside = SILHOUETTES[i % SILHOUETTES.len()].1;
    let side = w.min(h) as f32;
    let scale = 1.0 + jitter[2];
    let aspect = 1.0 + jitter[3];
    let at = |px: f32, py: f32| {
        let mut u = (px - w as f32 / 2.0) / (side / 2.0) / 0.92 / scale / aspect - jitter[0];
        let v = (py - h as f32 / 2.0) / (side / 2.0) / 0.92 / scale * aspect - jitter[1];
        if mirror {
            u = -u;
        }
        inside(u, v)
    };
    fit(w, h, &at)
}

fn silhouette(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Cells {
    let i = rng.random_range(0..SILHOUETTES.len());
    let jitter = [
        rng.random_range(-0.08..0.08),
        rng.random_range(-0.08..0.08),
        rng.random_range(-0.1..0.05),
        rng.random_range(-0.12..0.12),
    ];
    silhouette_at(i, w, h, jitter, rng.random_range(0..2) == 1)
}

/// The jitters [`silhouette`] draws from, in steps across their ranges: move, move, scale,
/// aspect. Each is drawn mirrored too: the fit to the frame rounds a mirrored drawing's
/// edges its own way, so it is not always the flip [`cells_apart`] tries.
fn jitter_steps() -> Vec<[f32; 4]> {
    let mut out = Vec::new();
    for dx in [-0.08, 0.0, 0.08] {
        for dy in [-0.08, 0.0, 0.08] {
            for scale in [-0.1, -0.025, 0.05] {
                for aspect in [-0.12, 0.0, 0.12] {
                    out.push([dx, dy, scale, aspect]);
                }
            }
        }
    }
    out
}

/// The most cells, in percent of the grid, by which a picture may differ from the nearest
/// drawing of an object (after the best turn or flip) and still be counted that object: a
/// tidied or mended silhouette stays within it, a blob rarely comes so near.
pub const PICTURE_PERCENT: usize = 8;

/// Tells pictures of objects from blobs: every silhouette drawn at one size over the steps of
/// its jitters, to compare answers with.
pub struct Classifier {
    w: usize,
    h: usize,
    /// Each drawing's silhouette and its cells packed 64 to a word: with some 40,000
    /// drawings at 20x20, comparing word by word keeps a book's count to seconds.
    drawings: Vec<(usize, Vec<u64>)>,
}

/// Cells packed 64 to a word, row-major.
fn pack(cells: &[u8]) -> Vec<u64> {
    cells
        .chunks(64)
        .map(|c| {
            c.iter()
                .enumerate()
                .fold(0, |acc, (k, &v)| acc | (u64::from(v) << k))
        })
        .collect()
}

/// The turns and flips of `cells` (`w`×`h`) that keep its shape: eight for a square, four
/// otherwise; the same eight [`cells_apart`] tries.
fn same_shape_turns(w: usize, h: usize, cells: &[u8]) -> Vec<Cells> {
    let mut out = Vec::new();
    for transpose in [false, true] {
        if transpose && w != h {
            continue;
        }
        for (fx, fy) in [(false, false), (true, false), (false, true), (true, true)] {
            out.push(
                (0..w * h)
                    .map(|i| {
                        let (x, y) = (i % w, i / w);
                        let (x, y) = (
                            if fx { w - 1 - x } else { x },
                            if fy { h - 1 - y } else { y },
                        );
                        let (x, y) = if transpose { (y, x) } else { (x, y) };
                        cells[y * w + x]
                    })
                    .collect(),
            );
        }
    }
    out
}

impl Classifier {
    pub fn new(w: usize, h: usize) -> Classifier {
        let mut drawings: Vec<(usize, Vec<u64>)> = Vec::new();
        for i in 0..SILHOUETTES.len() {
            let start = drawings.len();
            for (jitter, mirror) in jitter_steps()
                .into_iter()
                .flat_map(|j| [(j, false), (j, true)])
            {
                let solid = silhouette_at(i, w, h, jitter, mirror);
                for style in STYLES {
                    let mut c = styled(w, h, &solid, style);
                    tidy(w, h, &mut c);
                    let c = pack(&c);
                    if !drawings[start..].iter().any(|(_, d)| *d == c) {
                        drawings.push((i, c));
                    }
                }
            }
        }
        Classifier { w, h, drawings }
    }

    /// The nearest object and how many cells `cells` differs from its nearest drawing.
    pub fn nearest(&self, cells: &[u8]) -> (&'static str, usize) {
        let turns: Vec<Vec<u64>> = same_shape_turns(self.w, self.h, cells)
            .iter()
            .map(|t| pack(t))
            .collect();
        let (i, d) = self
            .drawings
            .iter()
            .map(|(i, c)| {
                let d = turns
                    .iter()
                    .map(|t| {
                        t.iter()
                            .zip(c)
                            .map(|(a, b)| (a ^ b).count_ones() as usize)
                            .sum()
                    })
                    .min()
                    .expect("a picture has turns");
                (*i, d)
            })
            .min_by_key(|&(i, d)| (d, i))
            .expect("silhouettes exist");
        (SILHOUETTES[i].0, d)
    }

    /// The object `cells` shows, if it is within [`PICTURE_PERCENT`] of one; `None` for a
    /// blob.
    pub fn object(&self, cells: &[u8]) -> Option<&'static str> {
        let (name, d) = self.nearest(cells);
        (d * 100 <= PICTURE_PERCENT * self.w * self.h).then_some(name)
    }
}

/// Flips lone cells: a filled cell with no filled neighbour (of the four) and an empty cell
/// with no empty one.
pub fn tidy(w: usize, h: usize, cells: &mut Cells) {
    let before = cells.clone();
    for y in 0..h {
        for x in 0..w {
            let v = before[y * w + x];
            let mut same = 0;
            let mut around = 0;
            for (dx, dy) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
                let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                if nx < 0 || ny < 0 || nx >= w as i32 || ny >= h as i32 {
                    continue;
                }
                around += 1;
                same += usize::from(before[ny as usize * w + nx as usize] == v);
            }
            if around > 0 && same == 0 {
                cells[y * w + x] = 1 - v;
            }
        }
    }
}

/// The least share of cells, in percent, in which two pictures of one book differ after the
/// best of the eight turns and flips: closer than that, a reader takes them for the same
/// picture (a heart moved by a cell, a cat mirrored). docs/nonogram.md states the rule.
pub const APART_PERCENT: usize = 15;

/// The fewest cells in which `b` (`bw`×`bh`) differs from `a` (`aw`×`ah`) over the eight
/// turns and flips of `b` that give it `a`'s shape; `None` when none does (a 10x10 and a
/// 15x15 are never alike; a 20x15 is compared with a 15x20 turned).
pub fn cells_apart(
    aw: usize,
    ah: usize,
    a: &[u8],
    bw: usize,
    bh: usize,
    b: &[u8],
) -> Option<usize> {
    let mut best: Option<usize> = None;
    // Each of the eight is a transpose or not, then a flip of either axis or not.
    for transpose in [false, true] {
        if (bw, bh) != if transpose { (ah, aw) } else { (aw, ah) } {
            continue;
        }
        for (fx, fy) in [(false, false), (true, false), (false, true), (true, true)] {
            let mut differ = 0;
            for y in 0..ah {
                let sy = if fy { ah - 1 - y } else { y };
                for x in 0..aw {
                    let sx = if fx { aw - 1 - x } else { x };
                    let (bx, by) = if transpose { (sy, sx) } else { (sx, sy) };
                    differ += usize::from(a[y * aw + x] != b[by * bw + bx]);
                }
            }
            best = Some(best.map_or(differ, |d| d.min(differ)));
        }
    }
    best
}

/// True when two pictures differ in fewer than [`APART_PERCENT`] of their cells after the
/// best turn or flip: the same picture to a reader.
pub fn alike(aw: usize, ah: usize, a: &[u8], bw: usize, bh: usize, b: &[u8]) -> bool {
    cells_apart(aw, ah, a, bw, bh, b).is_some_and(|d| d * 100 < APART_PERCENT * aw * ah)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn share(c: &Cells) -> f32 {
        c.iter().map(|&v| v as f32).sum::<f32>() / c.len() as f32
    }

    #[test]
    fn pictures_are_shapes_not_noise() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for family in [Family::Blob, Family::Motif, Family::Silhouette] {
            for (w, h) in [(10, 10), (15, 15), (20, 15), (30, 30)] {
                let c = draw(family, w, h, &mut rng);
                let s = share(&c);
                assert!((0.15..0.85).contains(&s), "{family:?} {w}x{h}: {s}");
                // Shapes: far fewer changes between neighbours than noise's one in two.
                let changes = (0..h)
                    .flat_map(|y| (1..w).map(move |x| (y, x)))
                    .filter(|&(y, x)| c[y * w + x] != c[y * w + x - 1])
                    .count();
                // Detailed objects (a castle's merlons, an owl's eyes) change more often than
                // blobs, still far from noise.
                assert!(
                    (changes as f32) < 0.4 * (h * (w - 1)) as f32,
                    "{family:?} {w}x{h}: {changes} changes"
                );
            }
        }
    }

    #[test]
    fn motifs_are_mirrored() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let (w, h) = (12, 10);
        let c = draw(Family::Motif, w, h, &mut rng);
        for y in 0..h {
            for x in 0..w {
                assert_eq!(c[y * w + x], c[y * w + w - 1 - x]);
            }
        }
    }

    #[test]
    fn pictures_reach_the_frame() {
        // Every family at every shape of the catalogue: most pictures touch all four edges;
        // those that do not were held back by the stretch limit.
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        for family in [
            Family::Blob,
            Family::Motif,
            Family::Silhouette,
            Family::Stripes,
        ] {
            for (w, h) in [(10, 10), (15, 15), (20, 15), (25, 25)] {
                let framed = (0..20)
                    .filter(|_| fills_frame(w, h, &draw(family, w, h, &mut rng)))
                    .count();
                // Half at least: some of the 89 silhouettes are tall or wide.
                assert!(
                    framed >= 10,
                    "{family:?} {w}x{h}: {framed}/20 fill the frame"
                );
            }
        }
        for (i, (name, _)) in SILHOUETTES.iter().enumerate() {
            let c = silhouette_at(i, 15, 15, [0.0; 4], false);
            let [x0, y0, x1, y1] = bounds(15, 15, &c).unwrap();
            // Either edge to edge both ways, or edge to edge one way and the other held at
            // the stretch limit: never a margin on all sides.
            assert!(
                (x0, x1) == (0, 14) || (y0, y1) == (0, 14),
                "{name}: {x0}..{x1} x {y0}..{y1}"
            );
        }
        let mut empty_top = silhouette_at(0, 10, 10, [0.0; 4], false);
        assert!(fills_frame(10, 10, &empty_top));
        empty_top[..10].fill(0);
        assert!(!fills_frame(10, 10, &empty_top));
    }

    #[test]
    fn every_silhouette_fills_a_fair_share() {
        for (i, (name, _)) in SILHOUETTES.iter().enumerate() {
            let c = silhouette_at(i, 15, 15, [0.0; 4], false);
            let s = share(&c);
            assert!((0.2..0.8).contains(&s), "{name}: {s}");
        }
    }

    #[test]
    fn turned_flipped_and_nudged_pictures_are_alike_and_others_are_not() {
        let (w, h) = (10, 10);
        // Scattered, so that no turn or flip of it comes near itself.
        let a: Vec<u8> = (0..w * h)
            .map(|i| u8::from((i * i * 7 + i * 3) % 11 < 5))
            .collect();
        let turn =
            |c: &[u8]| -> Vec<u8> { (0..w * h).map(|i| c[(w - 1 - i % w) * w + i / w]).collect() };
        let mirror: Vec<u8> = (0..w * h).map(|i| a[i / w * w + w - 1 - i % w]).collect();
        assert_eq!(cells_apart(w, h, &a, w, h, &turn(&a)), Some(0));
        assert_eq!(cells_apart(w, h, &a, w, h, &mirror), Some(0));
        let mut nudged = turn(&turn(&a));
        for c in nudged.iter_mut().take(14) {
            *c = 1 - *c;
        }
        assert_eq!(cells_apart(w, h, &a, w, h, &nudged), Some(14));
        assert!(alike(w, h, &a, w, h, &nudged));
        nudged[14] = 1 - nudged[14];
        assert!(
            !alike(w, h, &a, w, h, &nudged),
            "15 of 100 cells apart is apart"
        );
        let inverse: Vec<u8> = a.iter().map(|v| 1 - v).collect();
        assert!(!alike(w, h, &a, w, h, &inverse));
        // Other shapes: a turned rectangle is compared, a larger square never.
        let (rw, rh) = (6, 5);
        let r: Vec<u8> = (0..rw * rh).map(|i| u8::from(i % 3 == 0)).collect();
        let rt: Vec<u8> = (0..rw * rh).map(|i| r[(i % rh) * rw + i / rh]).collect();
        assert_eq!(cells_apart(rw, rh, &r, rh, rw, &rt), Some(0));
        assert_eq!(cells_apart(w, h, &a, 15, 15, &[0; 225]), None);
    }

    #[test]
    fn the_classifier_tells_drawn_objects_from_blobs() {
        // Both ways can fail: a drawn object (at a step of the jitters, or as the generator
        // draws them) must be counted an object, and a blob must not.
        for (w, h) in [(10, 10), (15, 12)] {
            let cl = Classifier::new(w, h);
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            for (i, (name, _)) in SILHOUETTES.iter().enumerate() {
                for style in STYLES {
                    let mut c = styled(
                        w,
                        h,
                        &silhouette_at(i, w, h, [0.0, 0.0, -0.025, 0.0], true),
                        style,
                    );
                    tidy(w, h, &mut c);
                    // Another silhouette may draw the very same cells at this size.
                    assert_eq!(cl.nearest(&c).1, 0, "{name} {style:?} {w}x{h}");
                }
            }
            let mut count = |family| {
                (0..60)
                    .filter(|_| cl.object(&draw(family, w, h, &mut rng)).is_some())
                    .count()
            };
            // Stripes sit on the grid's diagonals, so a shape moved by less than a step of
            // the jitters moves its stripes by a cell: fewer come within the share.
            for (family, least) in [(Family::Silhouette, 57), (Family::Stripes, 48)] {
                let objects = count(family);
                assert!(objects >= least, "{w}x{h}: {objects} of 60 {family:?}");
            }
            let blobs = count(Family::Blob);
            assert!(blobs <= 6, "{w}x{h}: {blobs} of 60 blobs taken for objects");
        }
    }
}
