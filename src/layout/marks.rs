//! Level marks: stars drawn as vector shapes (filled for the level, outlined for the rest) so
//! they print the same without a symbol font. Easy, medium and hard fill one, two and three of
//! three stars; the levels above hard add a filled star each (four for expert, five for
//! master), so every level a kind offers reads apart and three-level books look as before.

use crate::kdp::KDP;
use crate::page::{Color, Item, Pt2, Stroke, pt};
use crate::solve::Level;

/// Stars in the mark of easy, medium and hard.
pub const STARS: usize = 3;

/// Stars drawn for a level: three, or as many as it fills when that is more.
pub fn stars(level: Level) -> usize {
    filled(level).max(STARS)
}

/// Filled stars for a level.
pub fn filled(level: Level) -> usize {
    match level {
        Level::Easy => 1,
        Level::Medium => 2,
        Level::Hard => 3,
        Level::Expert => 4,
        Level::Master | Level::Guessing => 5,
    }
}

/// Width of a level's mark whose stars have outer radius `r`.
pub fn width(level: Level, r: f32) -> f32 {
    let n = stars(level) as f32;
    n * 2.0 * r + (n - 1.0) * 0.4 * r
}

/// The mark with its right edge at `right` and its stars centred on `cy`.
pub fn level_mark(level: Level, right: f32, cy: f32, r: f32) -> Vec<Item> {
    let left = right - width(level, r);
    let outline = Stroke {
        width: KDP.min_line_pt,
        color: Color::BLACK,
    };
    (0..stars(level))
        .map(|i| {
            // The outline's stroke stays inside the star's radius.
            let cx = left + r + i as f32 * 2.4 * r;
            if i < filled(level) {
                Item::Polygon {
                    points: star(pt(cx, cy), r),
                    fill: Color::BLACK,
                }
            } else {
                Item::Polyline {
                    points: star(pt(cx, cy), r - outline.width),
                    closed: true,
                    stroke: outline,
                }
            }
        })
        .collect()
}

/// A five-pointed star, point up: ten vertices alternating outer and inner radius.
fn star(c: Pt2, r: f32) -> Vec<Pt2> {
    let inner = r * 0.382;
    (0..10)
        .map(|k| {
            let a = std::f32::consts::PI * (k as f32 / 5.0 - 0.5);
            let rad = if k % 2 == 0 { r } else { inner };
            pt(c.x + rad * a.cos(), c.y + rad * a.sin())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mark_has_level_many_filled_stars_within_width() {
        let levels = [
            (Level::Easy, 1, 3),
            (Level::Medium, 2, 3),
            (Level::Hard, 3, 3),
            (Level::Expert, 4, 4),
            (Level::Master, 5, 5),
        ];
        let mut seen = std::collections::BTreeSet::new();
        for (level, n, drawn) in levels {
            let items = level_mark(level, 100.0, 50.0, 5.0);
            assert_eq!(items.len(), drawn);
            let fills = items
                .iter()
                .filter(|i| matches!(i, Item::Polygon { .. }))
                .count();
            assert_eq!(fills, n);
            for it in &items {
                let b = it.bounds();
                assert!(b.x >= 100.0 - width(level, 5.0) - 1e-3 && b.right() <= 100.0 + 1e-3);
                assert!(b.y >= 45.0 - 1e-3 && b.bottom() <= 55.0 + 1e-3);
            }
            // Every level's mark differs from every other's.
            assert!(
                seen.insert((drawn, fills)),
                "{level} looks like another level"
            );
        }
    }

    #[test]
    fn star_points_up() {
        let s = star(pt(0.0, 0.0), 10.0);
        assert_eq!(s.len(), 10);
        assert!((s[0].x).abs() < 1e-4 && (s[0].y + 10.0).abs() < 1e-4);
    }
}
