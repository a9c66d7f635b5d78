//! Sudoku as a puzzle kind: its levels and sizes.

use crate::solve::Level;

/// The levels a Sudoku book can ask for, easiest first.
pub const LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Master,
];

/// The level before `level` in Sudoku's ladder.
pub fn level_below(level: Level) -> Option<Level> {
    let i = LEVELS.iter().position(|&l| l == level)?;
    i.checked_sub(1).map(|j| LEVELS[j])
}

/// Why `size` cannot be made at `level`, if it cannot.
pub fn unsupported(size: usize, level: Level) -> Option<String> {
    if !super::SIZES.contains(&size) {
        return Some(format!(
            "Sudoku grids are 4x4, 6x6 or 9x9, not {size}x{size}"
        ));
    }
    if !LEVELS.contains(&level) {
        return Some(format!(
            "Sudoku has no level '{level}': use easy, medium, hard, expert or master"
        ));
    }
    if size < 9 && level > Level::Medium {
        return Some(format!(
            "{size}x{size} Sudoku are made at easy and medium only (grids that small seldom \
             need more); use a 9x9 grid for {level}"
        ));
    }
    None
}
