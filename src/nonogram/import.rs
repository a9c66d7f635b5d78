//! Nonograms from the user's own pictures (PNG or JPEG): scaled into the grid, cut into
//! black and white, then mended until the ladder finishes them at the level.
//!
//! - **Scaling**: the image keeps its aspect. It is fitted into the grid (the largest
//!   rectangle of whole cells with the image's proportions) and centred; the cells around it
//!   stay empty. Each cell takes the area-weighted mean luminance of the pixels it covers
//!   (fractions of pixels count by the part inside the cell).
//! - **Luminance**: Rec. 709 weights of the sRGB values; a transparent pixel is white, a
//!   half-transparent one is blended over white.
//! - **Threshold**: Otsu's rule on the cells' means (the cut that best separates dark from
//!   light cells); a cell darker than the cut is filled. A picture of one shade is cut at mid
//!   grey.
//! - **Mending**: while the ladder limited to the level leaves cells undecided, flip the one
//!   undecided cell whose flip leaves the fewest undecided (ties: the first, row-major),
//!   tried among at most [`CANDIDATES`] spread over the undecided cells (a cell once flipped
//!   is not tried again). The picture is refused after [`max_flips`] flips, after more than
//!   [`STALL`] flips in a row that leave no fewer cells undecided than before, or once the
//!   trial solves reach [`TRIAL_CELLS`] divided by the grid's cells. A finished solve never
//!   guesses, so the mended picture is the only answer of its clues.

use super::Puzzle;
use super::solve;
use crate::solve::Level;
use std::path::Path;
use thiserror::Error;

/// Undecided cells tried per flip: bounds the work of one flip to this many solves.
pub const CANDIDATES: usize = 24;

/// Trial solves mending may spend on a picture, times its cells: a solve's work grows with
/// the grid, so this bounds the time of one picture (111 solves, under a second, at 30x30) while a
/// small grid gets more tries.
pub const TRIAL_CELLS: usize = 100_000;

/// Flips in a row that may leave as many cells undecided as the best so far before the
/// picture is refused.
pub const STALL: usize = 3;

/// The most cells mending may flip in a `w`×`h` picture: one in 25 (4 %), at least 4.
pub fn max_flips(w: usize, h: usize) -> usize {
    (w * h / 25).max(4)
}

/// A picture that cannot become a puzzle. Each message names the file and the fix.
#[derive(Debug, Error)]
pub enum PictureError {
    #[error(
        "picture {file}: cannot be read ({why}); give a PNG or JPEG file, its path relative to the spec file"
    )]
    Read { file: String, why: String },
    #[error(
        "picture {file}: still not solvable at level {level} after flipping {flips} cells of \
         {w}x{h}; use a bolder picture (larger shapes, fewer fine details), a larger `size` \
         or a harder `level`"
    )]
    Unsolvable {
        file: String,
        level: Level,
        flips: usize,
        w: usize,
        h: usize,
    },
}

/// A picture made into a puzzle: its clues, its cells (1 filled) and how many cells mending
/// flipped from the thresholded image.
#[derive(Clone, Debug)]
pub struct FromPicture {
    pub puzzle: Puzzle,
    pub cells: Vec<u8>,
    pub flipped: usize,
}

/// Reads `path` and makes a `w`×`h` puzzle at `level` of it; `file` names it in messages.
pub fn load(
    path: &Path,
    file: &str,
    w: usize,
    h: usize,
    level: Level,
) -> Result<FromPicture, PictureError> {
    let read = |why: String| PictureError::Read {
        file: file.to_string(),
        why,
    };
    let img = image::ImageReader::open(path)
        .map_err(|e| read(e.to_string()))?
        .with_guessed_format()
        .map_err(|e| read(e.to_string()))?
        .decode()
        .map_err(|e| read(e.to_string()))?
        .to_rgba8();
    let (iw, ih) = (img.width() as usize, img.height() as usize);
    if iw == 0 || ih == 0 {
        return Err(read("the image has no pixels".into()));
    }
    let lum: Vec<f32> = img.pixels().map(|p| luminance(p.0)).collect();
    from_luminance(file, &lum, iw, ih, w, h, level)
}

/// The steps of [`load`] after decoding: an `iw`×`ih` luminance image (0 black to 255 white)
/// scaled, thresholded and mended into a `w`×`h` puzzle at `level`. `bench` times it.
pub fn from_luminance(
    file: &str,
    lum: &[f32],
    iw: usize,
    ih: usize,
    w: usize,
    h: usize,
    level: Level,
) -> Result<FromPicture, PictureError> {
    mend(file, w, h, threshold(&scale(lum, iw, ih, w, h)), level)
}

/// Rec. 709 luminance (0 black to 255 white) of an sRGB pixel over white.
fn luminance([r, g, b, a]: [u8; 4]) -> f32 {
    let y = 0.2126 * r as f32 + 0.7152 * g as f32 + 0.0722 * b as f32;
    let a = a as f32 / 255.0;
    y * a + 255.0 * (1.0 - a)
}

/// Area-averaged cell means of an `iw`×`ih` luminance image fitted into `w`×`h` cells with
/// its aspect kept and centred; `None` for the cells outside the image.
pub fn scale(lum: &[f32], iw: usize, ih: usize, w: usize, h: usize) -> Vec<Option<f32>> {
    // The image's width and height in cells: the larger that fits, rounded, at least 1.
    let (cw, ch) = if iw * h >= ih * w {
        (
            w,
            ((ih * w) as f64 / iw as f64).round().clamp(1.0, h as f64) as usize,
        )
    } else {
        (
            ((iw * h) as f64 / ih as f64).round().clamp(1.0, w as f64) as usize,
            h,
        )
    };
    let (x0, y0) = ((w - cw) / 2, (h - ch) / 2);
    // Per cell column (row), the pixel columns (rows) it covers and by how much.
    let spans = |cells: usize, pixels: usize| -> Vec<Vec<(usize, f64)>> {
        let per = pixels as f64 / cells as f64;
        (0..cells)
            .map(|c| {
                let (a, b) = (c as f64 * per, (c + 1) as f64 * per);
                let first = a.floor() as usize;
                let last = (b.ceil() as usize).min(pixels);
                (first..last)
                    .map(|p| (p, (b.min(p as f64 + 1.0) - a.max(p as f64)).max(0.0)))
                    .filter(|&(_, wt)| wt > 0.0)
                    .collect()
            })
            .collect()
    };
    let (xs, ys) = (spans(cw, iw), spans(ch, ih));
    let mut out = vec![None; w * h];
    for (r, yspan) in ys.iter().enumerate() {
        for (c, xspan) in xs.iter().enumerate() {
            let (mut sum, mut area) = (0.0f64, 0.0f64);
            for &(py, wy) in yspan {
                for &(px, wx) in xspan {
                    sum += lum[py * iw + px] as f64 * wy * wx;
                    area += wy * wx;
                }
            }
            out[(y0 + r) * w + x0 + c] = Some((sum / area) as f32);
        }
    }
    out
}

/// Otsu's cut over the cells inside the image (256 levels): 1 where darker than the cut.
pub fn threshold(means: &[Option<f32>]) -> Vec<u8> {
    let mut hist = [0u64; 256];
    for v in means.iter().flatten() {
        hist[v.round().clamp(0.0, 255.0) as usize] += 1;
    }
    let cut = otsu(&hist);
    means
        .iter()
        .map(|m| {
            m.map_or(0, |v| {
                u8::from((v.round().clamp(0.0, 255.0) as usize) < cut)
            })
        })
        .collect()
}

/// The level `t` that maximises the between-class variance of {< t} and {≥ t}; 128 when
/// every value is the same (nothing to separate). Ties take the lowest `t`.
fn otsu(hist: &[u64; 256]) -> usize {
    let total: u64 = hist.iter().sum();
    let sum_all: f64 = hist
        .iter()
        .enumerate()
        .map(|(i, &n)| i as f64 * n as f64)
        .sum();
    let (mut best, mut best_t) = (0.0f64, None);
    let (mut n0, mut sum0) = (0u64, 0.0f64);
    for t in 1..256 {
        n0 += hist[t - 1];
        sum0 += (t - 1) as f64 * hist[t - 1] as f64;
        let n1 = total - n0;
        if n0 == 0 || n1 == 0 {
            continue;
        }
        let (m0, m1) = (sum0 / n0 as f64, (sum_all - sum0) / n1 as f64);
        let between = n0 as f64 * n1 as f64 * (m0 - m1) * (m0 - m1);
        if between > best {
            best = between;
            best_t = Some(t);
        }
    }
    best_t.unwrap_or(128)
}

/// Flips cells of `cells` until the ladder up to `level` finishes its clues (see the module
/// notes); refused with [`PictureError::Unsolvable`] past [`max_flips`].
pub fn mend(
    file: &str,
    w: usize,
    h: usize,
    cells: Vec<u8>,
    level: Level,
) -> Result<FromPicture, PictureError> {
    mend_within(file, w, h, cells, level, max_flips(w, h))
}

fn mend_within(
    file: &str,
    w: usize,
    h: usize,
    mut cells: Vec<u8>,
    level: Level,
    bound: usize,
) -> Result<FromPicture, PictureError> {
    let puzzle = |cells: &[u8]| Puzzle::from_picture(w, h, cells).expect("a picture's clues fit");
    let mut flipped = 0;
    // Cells flipped once are not tried again (flipping one back undoes a step), and mending
    // stops after STALL flips in a row that leave as many cells open as the best so far:
    // a picture the greedy cannot move is refused in a fraction of the bound's time.
    let mut tried = vec![false; w * h];
    let (mut fewest, mut stalled) = (usize::MAX, 0);
    let mut trials = (TRIAL_CELLS / (w * h)).max(CANDIDATES);
    loop {
        let p = puzzle(&cells);
        let (done, open) = solve::progress(&p, level);
        if done {
            return Ok(FromPicture {
                puzzle: p,
                cells,
                flipped,
            });
        }
        if open.len() < fewest {
            (fewest, stalled) = (open.len(), 0);
        } else {
            stalled += 1;
        }
        let open: Vec<usize> = open.into_iter().filter(|&c| !tried[c]).collect();
        if flipped == bound || stalled > STALL || open.is_empty() || trials == 0 {
            return Err(PictureError::Unsolvable {
                file: file.to_string(),
                level,
                flips: flipped,
                w,
                h,
            });
        }
        let step = open.len().div_ceil(CANDIDATES).max(1);
        let mut best: Option<(usize, usize)> = None;
        for &c in open.iter().skip(flipped % step).step_by(step).take(trials) {
            trials -= 1;
            cells[c] ^= 1;
            let (done, left) = solve::progress(&puzzle(&cells), level);
            cells[c] ^= 1;
            let left = if done { 0 } else { left.len() };
            if best.is_none_or(|(_, b)| left < b) {
                best = Some((c, left));
            }
            if left == 0 {
                break;
            }
        }
        let (c, _) = best.expect("an unfinished solve leaves a cell open");
        cells[c] ^= 1;
        tried[c] = true;
        flipped += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes `rows` (`#` black, `.` white, `o` transparent) as a PNG, each cell `px`
    /// pixels square.
    fn png(dir: &Path, name: &str, rows: &[&str], px: u32) -> std::path::PathBuf {
        let (w, h) = (rows[0].len() as u32, rows.len() as u32);
        let img = image::RgbaImage::from_fn(w * px, h * px, |x, y| {
            match rows[(y / px) as usize].as_bytes()[(x / px) as usize] {
                b'#' => image::Rgba([20, 20, 20, 255]),
                b'o' => image::Rgba([0, 0, 0, 0]),
                _ => image::Rgba([240, 240, 240, 255]),
            }
        });
        let path = dir.join(name);
        img.save(&path).unwrap();
        path
    }

    fn cells(rows: &[&str]) -> Vec<u8> {
        rows.iter()
            .flat_map(|r| r.bytes().map(|b| u8::from(b == b'#')))
            .collect()
    }

    const HEART: [&str; 5] = [".#.#.", "#####", "#####", ".###.", "..#.."];

    const BOAT: [&str; 8] = [
        "...#....", "...##...", "...###..", "...####.", "...#....", "########", ".######.",
        "..####..",
    ];

    #[test]
    fn a_drawn_picture_comes_back_cell_for_cell() {
        let dir = tempfile::tempdir().unwrap();
        let path = png(dir.path(), "heart.png", &HEART, 7);
        let got = load(&path, "heart.png", 5, 5, Level::Easy).unwrap();
        assert_eq!(got.cells, cells(&HEART));
        assert_eq!(got.flipped, 0);
        assert!(got.puzzle.accepts(&got.cells));
        // Fewer pixels a cell and a transparent margin (read as white): the margin becomes a
        // ring of empty cells.
        let mut framed: Vec<String> = HEART.iter().map(|r| format!("o{r}o")).collect();
        framed.insert(0, "o".repeat(7));
        framed.push("o".repeat(7));
        let framed: Vec<&str> = framed.iter().map(String::as_str).collect();
        let p = Puzzle::from_picture(7, 7, &cells(&framed)).unwrap();
        assert!(solve::finishes(&p, Level::Easy));
        let path = png(dir.path(), "framed.png", &framed, 3);
        let got = load(&path, "framed.png", 7, 7, Level::Easy).unwrap();
        assert_eq!(got.cells, cells(&framed));
        assert_eq!(got.flipped, 0);
    }

    #[test]
    fn a_picture_the_ladder_cannot_finish_is_mended_with_few_flips() {
        let start = cells(&BOAT);
        let p = Puzzle::from_picture(8, 8, &start).unwrap();
        assert!(
            !solve::finishes(&p, Level::Easy),
            "the boat needs mending at easy"
        );
        let dir = tempfile::tempdir().unwrap();
        let path = png(dir.path(), "boat.png", &BOAT, 5);
        let got = load(&path, "boat.png", 8, 8, Level::Easy).unwrap();
        assert!(
            got.flipped >= 1 && got.flipped <= max_flips(8, 8),
            "{} flips",
            got.flipped
        );
        let changed = got.cells.iter().zip(&start).filter(|(a, b)| a != b).count();
        assert_eq!(changed, got.flipped);
        assert!(solve::finishes(&got.puzzle, Level::Easy));
        assert!(got.puzzle.accepts(&got.cells));
        // Unique: the counter agrees there is one answer.
        let n = super::super::count::solve(&got.puzzle, 2).unwrap();
        assert_eq!(n.count, 1);
        // Same picture, same mending.
        let again = load(&path, "boat.png", 8, 8, Level::Easy).unwrap();
        assert_eq!(again.cells, got.cells);
    }

    #[test]
    fn aspect_is_kept_and_the_picture_centred() {
        // A 4x2 black image into 8x8 cells: 8x4 cells of black in rows 2 to 5.
        let lum = vec![0.0; 8];
        let means = scale(&lum, 4, 2, 8, 8);
        let t = threshold(&means);
        for r in 0..8 {
            for c in 0..8 {
                assert_eq!(means[r * 8 + c].is_some(), (2..6).contains(&r), "r{r}c{c}");
            }
        }
        // One shade: cut at mid grey, so black is filled.
        assert!(
            t.iter()
                .enumerate()
                .all(|(i, &v)| v == u8::from((16..48).contains(&i)))
        );
        // Area averaging: a 3-pixel row (black, white, black) into 2 cells is 1/3 white each.
        let m = scale(&[0.0, 255.0, 0.0], 3, 1, 2, 1);
        assert!((m[0].unwrap() - 85.0).abs() < 0.01, "{m:?}");
    }

    #[test]
    fn a_checkerboard_is_mended_or_refused_and_a_spent_bound_refuses() {
        let board: Vec<u8> = (0..400).map(|i| ((i / 20 + i % 20) % 2) as u8).collect();
        match mend("chess.png", 20, 20, board.clone(), Level::Easy) {
            Ok(got) => {
                assert!(got.flipped <= max_flips(20, 20));
                assert!(solve::finishes(&got.puzzle, Level::Easy));
            }
            Err(e) => {
                let msg = e.to_string();
                assert!(
                    msg.contains("chess.png") && msg.contains("larger `size`"),
                    "{msg}"
                );
            }
        }
        // Diagonal pairs need at least one flip: a bound of none refuses, naming the file.
        let mut pairs = vec![0u8; 100];
        for c in [0, 11, 33, 44, 66, 77, 99] {
            pairs[c] = 1;
        }
        let e = mend_within("pairs.png", 10, 10, pairs, Level::Hard, 0).unwrap_err();
        assert!(
            matches!(e, PictureError::Unsolvable { flips: 0, .. }),
            "{e}"
        );
        assert!(
            e.to_string()
                .starts_with("picture pairs.png: still not solvable at level hard"),
            "{e}"
        );
    }

    #[test]
    fn missing_and_broken_files_are_named() {
        let dir = tempfile::tempdir().unwrap();
        let e = load(&dir.path().join("cat.png"), "cat.png", 10, 10, Level::Easy).unwrap_err();
        assert!(
            e.to_string().starts_with("picture cat.png: cannot be read"),
            "{e}"
        );
        let bad = dir.path().join("bad.png");
        std::fs::write(&bad, b"not a picture").unwrap();
        let e = load(&bad, "bad.png", 10, 10, Level::Easy).unwrap_err();
        assert!(matches!(e, PictureError::Read { .. }), "{e}");
        assert!(e.to_string().contains("PNG or JPEG"), "{e}");
    }
}
