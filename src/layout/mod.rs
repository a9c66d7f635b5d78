//! Layout: turns a plan and its puzzles into pages of the page model. Never calls a renderer.

pub mod page;
pub mod template;
