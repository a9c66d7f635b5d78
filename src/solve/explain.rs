//! Steps as plain English sentences a reader understands.
