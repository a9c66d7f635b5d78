//! Level marks: one to three stars, drawn as vector shapes (filled for the level, outlined
//! for the rest) so they print the same without a symbol font.

use super::page::{Color, Item, Pt2, Stroke, pt};
use crate::kdp::KDP;
use crate::solve::Level;

/// Stars in a full mark.
pub const STARS: usize = 3;

/// Filled stars for a level.
pub fn filled(level: Level) -> usize {
    match level {
        Level::Easy => 1,
        Level::Medium => 2,
        Level::Hard | Level::Expert | Level::Master | Level::Guessing => 3,
    }
}

/// Width of a mark whose stars have outer radius `r`.
pub fn width(r: f32) -> f32 {
    STARS as f32 * 2.0 * r + (STARS - 1) as f32 * 0.4 * r
}

/// The mark with its right edge at `right` and its stars centred on `cy`.
pub fn level_mark(level: Level, right: f32, cy: f32, r: f32) -> Vec<Item> {
    let left = right - width(r);
    let outline = Stroke {
        width: KDP.min_line_pt,
        color: Color::BLACK,
    };
    (0..STARS)
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
        for (level, n) in [(Level::Easy, 1), (Level::Medium, 2), (Level::Hard, 3)] {
            let items = level_mark(level, 100.0, 50.0, 5.0);
            assert_eq!(items.len(), STARS);
            let fills = items
                .iter()
                .filter(|i| matches!(i, Item::Polygon { .. }))
                .count();
            assert_eq!(fills, n);
            for it in &items {
                let b = it.bounds();
                assert!(b.x >= 100.0 - width(5.0) - 1e-3 && b.right() <= 100.0 + 1e-3);
                assert!(b.y >= 45.0 - 1e-3 && b.bottom() <= 55.0 + 1e-3);
            }
        }
    }

    #[test]
    fn star_points_up() {
        let s = star(pt(0.0, 0.0), 10.0);
        assert_eq!(s.len(), 10);
        assert!((s[0].x).abs() < 1e-4 && (s[0].y + 10.0).abs() < 1e-4);
    }
}
