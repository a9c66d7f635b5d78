//! Drawing a Sudoku into a box.
