//! The book pipeline: spec -> plan -> puzzles -> pages -> renderer -> preflight -> file.
