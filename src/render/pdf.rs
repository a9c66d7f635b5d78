//! The PDF renderer (printpdf).
