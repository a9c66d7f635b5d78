//! The exact solution counter: stops at a cap (2 answers the uniqueness question).
