//! The generator: answer first, then clues thinned while the puzzle stays unique and at its level.
