//! bookmaker: print-ready logic-puzzle books.
//!
//! Data flows one way:
//! `spec` (TOML) → `plan` → puzzles (`generate`, checked by `solve::count`) → pages (`layout`)
//! → renderers (`render::pdf`, `render::png`), with `kdp` preflight on the plan and the pages.
//!
//! Puzzle kinds share the Latin-square core in `latin`; what Futoshiki adds lives in
//! `futoshiki`.

pub mod bench;
pub mod book;
pub mod cover;
pub mod fonts;
pub mod futoshiki;
pub mod generate;
pub mod kdp;
pub mod latin;
pub mod layout;
pub mod plan;
pub mod render;
pub mod seed;
pub mod solve;
pub mod spec;
pub mod sudoku;
