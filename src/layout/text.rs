//! Text on a page: single runs and word-wrapped paragraphs, measured with the fonts' advances.

use crate::fonts::FontId;
use crate::page::{Align, Color, Item, Rotation};

/// Line spacing as a multiple of the font size.
pub const LEADING: f32 = 1.35;

/// A text run (black).
pub fn run(
    text: impl Into<String>,
    font: FontId,
    size: f32,
    x: f32,
    baseline: f32,
    align: Align,
) -> Item {
    Item::Text {
        text: text.into(),
        font,
        size,
        x,
        baseline,
        align,
        color: Color::BLACK,
        rotation: Rotation::Upright,
    }
}

/// Splits `text` into lines no wider than `width`. A single word wider than `width` gets a
/// line of its own (the preflight reports it if it leaves the live area). No-break spaces
/// (French puts one before `:`) never break a line.
pub fn wrap(text: &str, font: FontId, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let breaks = |c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{202f}');
    for word in text.split(breaks).filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && font.width(&candidate, size) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The narrowest width at most `width` that wraps `text` into as few lines as `width` does:
/// the lines come out of even length, and no word is left alone on the last. Titles use it.
pub fn balanced_width(text: &str, font: FontId, size: f32, width: f32) -> f32 {
    let n = wrap(text, font, size, width).len();
    let (mut lo, mut hi) = (0.0, width);
    for _ in 0..20 {
        let mid = (lo + hi) / 2.0;
        if wrap(text, font, size, mid).len() <= n {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi
}

/// A title's lines, broken by meaning: a title that fits on one line keeps it; otherwise a
/// break goes after a colon or a dash ("Futoshiki:" / "100 Easy Puzzles") when that takes no
/// more lines than wrapping would, and each part is wrapped to lines of even length, so that
/// no word is left alone on a last line.
pub fn title_lines(text: &str, font: FontId, size: f32, width: f32) -> Vec<String> {
    let balanced = |t: &str| wrap(t, font, size, balanced_width(t, font, size, width));
    let plain = balanced(text);
    if plain.len() <= 1 {
        return plain;
    }
    let mut parts: Vec<String> = Vec::new();
    let mut part = String::new();
    for word in text.split_whitespace() {
        let dash = matches!(word, "\u{2013}" | "\u{2014}" | "-");
        if dash && !part.is_empty() {
            // The dash opens the next part: "Logic puzzles" / "– for the patient".
            parts.push(std::mem::take(&mut part));
        }
        if !part.is_empty() {
            part.push(' ');
        }
        part.push_str(word);
        if word.ends_with(':') || word.ends_with(';') {
            parts.push(std::mem::take(&mut part));
        }
    }
    if !part.is_empty() {
        parts.push(part);
    }
    if parts.len() < 2 {
        return plain;
    }
    let by_meaning: Vec<String> = parts.iter().flat_map(|p| balanced(p)).collect();
    if by_meaning.len() <= plain.len() {
        by_meaning
    } else {
        plain
    }
}

/// Lines set one under another from `top`, each anchored as `align` says in `width` from
/// `x`. Returns the items and the y just below the last line.
#[allow(clippy::too_many_arguments)]
pub fn lines(
    lines: &[String],
    font: FontId,
    size: f32,
    x: f32,
    top: f32,
    width: f32,
    align: Align,
) -> (Vec<Item>, f32) {
    let (asc, desc) = font.vertical_extent(size);
    let anchor = match align {
        Align::Left => x,
        Align::Center => x + width / 2.0,
        Align::Right => x + width,
    };
    let items = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            run(
                l.clone(),
                font,
                size,
                anchor,
                top + asc + i as f32 * size * LEADING,
                align,
            )
        })
        .collect();
    let n = lines.len();
    let bottom = if n == 0 {
        top
    } else {
        top + asc + desc + (n - 1) as f32 * size * LEADING
    };
    (items, bottom)
}

/// A wrapped paragraph whose first line's top is at `top`. Returns its items and the y just
/// below its last line.
pub fn paragraph(
    text: &str,
    font: FontId,
    size: f32,
    x: f32,
    top: f32,
    width: f32,
    align: Align,
) -> (Vec<Item>, f32) {
    let (asc, desc) = font.vertical_extent(size);
    let anchor = match align {
        Align::Left => x,
        Align::Center => x + width / 2.0,
        Align::Right => x + width,
    };
    let lines = wrap(text, font, size, width);
    let mut items = Vec::with_capacity(lines.len());
    let mut baseline = top + asc;
    for l in lines {
        items.push(run(l, font, size, anchor, baseline, align));
        baseline += size * LEADING;
    }
    let bottom = baseline - size * LEADING + desc;
    (items, bottom.max(top))
}

/// Height a wrapped paragraph takes.
pub fn paragraph_height(text: &str, font: FontId, size: f32, width: f32) -> f32 {
    let n = wrap(text, font, size, width).len();
    if n == 0 {
        return 0.0;
    }
    let (asc, desc) = font.vertical_extent(size);
    asc + desc + (n - 1) as f32 * size * LEADING
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_lines_fit_and_keep_every_word() {
        let text = "Fill the grid so that every row and every column holds each digit once.";
        let lines = wrap(text, FontId::Regular, 10.0, 120.0);
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(FontId::Regular.width(l, 10.0) <= 120.0, "{l}");
        }
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn no_break_spaces_hold_words_together() {
        let text = "une grille de 5 sur 5\u{a0}: voici";
        for width in [30.0, 50.0, 80.0, 120.0] {
            let lines = wrap(text, FontId::Regular, 10.0, width);
            assert!(
                lines.iter().all(|l| !l.starts_with(':')),
                "{width}: {lines:?}"
            );
            assert_eq!(lines.join(" "), text);
        }
    }

    #[test]
    fn balanced_lines_leave_no_widow() {
        let title = "Futoshiki: 100 Hard Puzzles for Clever Solvers";
        let (font, size) = (FontId::Bold, 30.0);
        let full = wrap(title, font, size, 351.0);
        // Wrapped at the full width, the last line is short.
        let w = balanced_width(title, font, size, 351.0);
        let even = wrap(title, font, size, w);
        assert_eq!(even.len(), full.len());
        let widths: Vec<f32> = even.iter().map(|l| font.width(l, size)).collect();
        let (lo, hi) = widths
            .iter()
            .fold((f32::MAX, 0.0f32), |(a, b), &x| (a.min(x), b.max(x)));
        let last = font.width(full.last().unwrap(), size);
        assert!(lo > last, "{even:?} vs {full:?}");
        assert!(hi - lo < 0.5 * hi, "{even:?}");
    }

    #[test]
    fn titles_break_after_a_colon_and_leave_no_widow() {
        let (font, size) = (FontId::Bold, 30.0);
        // At a title page's width plain wrapping leaves "Puzzles" alone on the last line;
        // the break goes after the colon instead.
        let t = "Futoshiki: 100 Easy Puzzles";
        assert_eq!(
            wrap(t, font, size, 351.0),
            ["Futoshiki: 100 Easy", "Puzzles"]
        );
        assert_eq!(
            title_lines(t, font, size, 351.0),
            ["Futoshiki:", "100 Easy Puzzles"]
        );
        // A title that fits stays on one line.
        assert_eq!(title_lines("Futoshiki", font, size, 351.0), ["Futoshiki"]);
        // A break by meaning that would cost a line is not taken; no last line is one
        // word when the line before it could give it company.
        let long = "Futoshiki: One Hundred Hard Puzzles for the Patient Solver";
        let lines = title_lines(long, font, size, 351.0);
        assert!(
            lines.len() <= wrap(long, font, size, 351.0).len() + 1,
            "{lines:?}"
        );
        assert!(
            lines.last().unwrap().split_whitespace().count() > 1,
            "{lines:?}"
        );
        for l in &lines {
            assert!(font.width(l, size) <= 351.0, "{l}");
        }
    }

    #[test]
    fn paragraph_height_matches_items() {
        let text = "one two three four five six seven eight nine ten eleven twelve";
        let (items, bottom) = paragraph(text, FontId::Regular, 12.0, 0.0, 50.0, 80.0, Align::Left);
        let h = paragraph_height(text, FontId::Regular, 12.0, 80.0);
        assert!((bottom - 50.0 - h).abs() < 1e-3);
        let last = items.last().unwrap().bounds();
        assert!((last.bottom() - bottom).abs() < 1e-3);
        assert!((items[0].bounds().y - 50.0).abs() < 1e-3);
    }
}
