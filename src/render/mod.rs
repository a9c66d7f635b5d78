//! Renderers: each draws the page model and decides nothing about layout.

pub mod pdf;
pub mod png;
