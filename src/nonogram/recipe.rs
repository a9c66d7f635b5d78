//! The recipe: a picture first (see [`super::picture`]), its clues read off it, kept only
//! when the ladder limited to the level finishes it. A finished solve never guesses, so the
//! picture is then the clues' only answer; the shared driver in [`crate::generate`] turns the
//! puzzle away when the level below also finishes it.
//!
//! Families by level: easy puzzles come from silhouettes and large blobs, whose lines are
//! few long runs; harder levels add mirrored motifs and smaller features, whose many short
//! runs need line solving and contradictions. A picture is drawn again when it fills under a
//! fifth or over two thirds of the grid (it would read as a speck, or as a black square with
//! a few holes: an object fitted edge to edge needs background to show its outline), when a border
//! row or column is empty (the frame would be wasted on a clue of 0) or when a line has more
//! runs than the drawing's clue bands hold ([`band`]).

use super::Puzzle;
use super::picture::{self, Family};
use crate::solve::Level;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// The most runs a generated line of `n` cells may have: the clue band every drawing of the
/// size makes room for. A third of the line keeps a 15x15 grid's clues at 12 pt across a
/// 6x9 page.
pub fn band(n: usize) -> usize {
    n.div_ceil(3)
}

/// True when every line's runs fit the clue bands.
pub fn fits_bands(p: &Puzzle) -> bool {
    p.rows().iter().all(|r| r.len() <= band(p.width()))
        && p.cols().iter().all(|c| c.len() <= band(p.height()))
}

/// One picture for the level, or `None` when it is not one to keep.
pub fn attempt(
    w: usize,
    h: usize,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> Option<(Puzzle, Vec<u8>)> {
    // Mostly objects: blobs and motifs stay as a small share, for when a book has used up
    // the objects its near-copy rule lets it print. Plain silhouettes are mostly easy or
    // medium; striped ones have the short runs harder levels need.
    let family = match (level, rng.random_range(0..20)) {
        (Level::Easy, 0..=18) => Family::Silhouette,
        (Level::Easy, _) => Family::Blob,
        (Level::Medium, 0..=11) => Family::Silhouette,
        (Level::Medium, 12..=15) => Family::Stripes,
        (Level::Medium, 16 | 17) => Family::Motif,
        (_, 0..=5) => Family::Silhouette,
        (_, 6..=13) => Family::Stripes,
        (_, 14..=16) => Family::Motif,
        _ => Family::Blob,
    };
    let cells = picture::draw(family, w, h, rng);
    let filled = cells.iter().filter(|&&v| v == 1).count();
    if filled * 5 < cells.len()
        || filled * 3 > cells.len() * 2
        || !picture::fills_frame(w, h, &cells)
    {
        return None;
    }
    let p = Puzzle::from_picture(w, h, &cells).ok()?;
    if !fits_bands(&p) || !super::solve::finishes(&p, level) {
        return None;
    }
    Some((p, cells))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn kept_pictures_fill_the_frame_and_finish_at_their_level() {
        for (w, h, level) in [
            (10, 10, Level::Easy),
            (15, 15, Level::Medium),
            (20, 15, Level::Hard),
        ] {
            let mut rng = ChaCha8Rng::seed_from_u64(w as u64 * 31 + h as u64);
            let kept: Vec<_> = (0..400)
                .filter_map(|_| attempt(w, h, level, &mut rng))
                .take(5)
                .collect();
            assert!(!kept.is_empty(), "{w}x{h} {level}: no picture kept");
            for (p, cells) in kept {
                assert!(
                    picture::fills_frame(w, h, &cells),
                    "{w}x{h}: an empty border"
                );
                assert!(p.rows()[0].len() + p.rows()[h - 1].len() >= 2);
                assert!(p.cols()[0].len() + p.cols()[w - 1].len() >= 2);
                assert!(super::super::solve::finishes(&p, level));
                assert!(p.accepts(&cells));
            }
        }
    }
}
