//! Exchange formats for Futoshiki puzzles: plain text, Simon Tatham's Unequal game IDs, JSON.
