//! The human-style step solver: named techniques only, never a guess, every step recorded.
