//! The plan: everything decidable before any puzzle exists.
