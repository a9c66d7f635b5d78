//! Pictures for generated nonograms: shapes, not noise. Three families, each drawn from the
//! random stream alone (so the same address gives the same picture):
//!
//! - **blobs**: a coarse grid of random heights, smoothly interpolated up to the grid's size,
//!   pulled down towards the edges, and cut at the height that fills a chosen share of cells;
//! - **motifs**: a blob drawn on one half (or quarter) and mirrored, as folk patterns and
//!   tiles are;
//! - **silhouettes**: simple objects drawn by code (a heart, a house, a tree, a mushroom, a
//!   star, a moon, a cup, a fish, a sailing boat, a cat's head, an apple, a bell, an
//!   umbrella, a rocket, a crown, a bottle), placed and stretched a little
//!   at random.
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
}

/// A picture of the family, fitted to the frame ([`fit`]) and tidied.
pub fn draw(family: Family, w: usize, h: usize, rng: &mut ChaCha8Rng) -> Cells {
    let mut cells = match family {
        Family::Blob => blob(w, h, rng, false),
        Family::Motif => blob(w, h, rng, true),
        Family::Silhouette => silhouette(w, h, rng),
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

const SILHOUETTES: [(&str, Inside); 16] = [
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
    drawings: Vec<(usize, Cells)>,
}

impl Classifier {
    pub fn new(w: usize, h: usize) -> Classifier {
        let mut drawings: Vec<(usize, Cells)> = Vec::new();
        for i in 0..SILHOUETTES.len() {
            for (jitter, mirror) in jitter_steps()
                .into_iter()
                .flat_map(|j| [(j, false), (j, true)])
            {
                let mut c = silhouette_at(i, w, h, jitter, mirror);
                tidy(w, h, &mut c);
                if !drawings.iter().any(|(j, d)| *j == i && *d == c) {
                    drawings.push((i, c));
                }
            }
        }
        Classifier { w, h, drawings }
    }

    /// The nearest object and how many cells `cells` differs from its nearest drawing.
    pub fn nearest(&self, cells: &[u8]) -> (&'static str, usize) {
        let (w, h) = (self.w, self.h);
        let (i, d) = self
            .drawings
            .iter()
            .map(|(i, c)| (*i, cells_apart(w, h, cells, w, h, c).expect("same size")))
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
                assert!(
                    (changes as f32) < 0.3 * (h * (w - 1)) as f32,
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
        for family in [Family::Blob, Family::Motif, Family::Silhouette] {
            for (w, h) in [(10, 10), (15, 15), (20, 15), (25, 25)] {
                let framed = (0..20)
                    .filter(|_| fills_frame(w, h, &draw(family, w, h, &mut rng)))
                    .count();
                assert!(
                    framed >= 12,
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
                let mut c = silhouette_at(i, w, h, [0.0, 0.0, -0.025, 0.0], true);
                tidy(w, h, &mut c);
                assert_eq!(cl.nearest(&c), (*name, 0), "{name} {w}x{h}");
            }
            let mut count = |family| {
                (0..60)
                    .filter(|_| cl.object(&draw(family, w, h, &mut rng)).is_some())
                    .count()
            };
            let objects = count(Family::Silhouette);
            assert!(objects >= 57, "{w}x{h}: {objects} of 60 silhouettes");
            let blobs = count(Family::Blob);
            assert!(blobs <= 6, "{w}x{h}: {blobs} of 60 blobs taken for objects");
        }
    }
}
