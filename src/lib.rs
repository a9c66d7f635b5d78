//! bookmaker: print-ready logic-puzzle books.
//!
//! Data flows one way:
//! `spec` (TOML) → `plan` → puzzles (`generate`, checked by `solve::count`) → pages (`layout`)
//! → renderers (`render::pdf`, `render::png`, `render::svg`), with `kdp` preflight on the plan and the pages.
//!
//! Puzzle kinds are plug-ins (`kind`, with its registry): each lives in its own folder
//! (`futoshiki`, ...) and the book engine only asks the traits. Latin kinds share the
//! Latin-square core in `latin`.

pub mod bench;
pub mod book;
pub mod calcudoku;
pub mod colour;
pub mod cover;
pub mod draw;
pub mod export;
pub mod fonts;
pub mod futoshiki;
pub mod generate;
pub mod kakuro;
pub mod kdp;
pub mod killer;
pub mod kind;
pub mod latin;
pub mod layout;
pub mod lesson;
pub mod lint;
pub mod magic;
pub mod nonogram;
pub mod output;
pub mod page;
pub mod plan;
pub mod platform;
pub mod quote;
pub mod render;
pub mod seed;
pub mod shape;
pub mod site;
pub mod skyscrapers;
pub mod solve;
pub mod spec;
pub mod sudoku;
pub mod sums;
pub mod words;
