//! Futoshiki's own techniques for the step solver: sign bounds and sign-chain line reasoning.
