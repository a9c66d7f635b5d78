//! Drawing a Futoshiki puzzle or its answer into a box of the page model.
