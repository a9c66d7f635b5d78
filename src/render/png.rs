//! The PNG renderer (tiny-skia, glyph outlines from ttf-parser; the image crate writes the file).
