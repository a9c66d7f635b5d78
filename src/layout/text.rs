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

/// One word of a heading and what stands before it: a space, or the `·` that separates a
/// kind's name from a section's ("Skyscrapers · Medium").
struct Unit<'a> {
    word: &'a str,
    dot: bool,
}

/// The separator between a kind's name and a section's in headings and running heads.
const SEPARATOR: &str = "\u{b7}";

/// The units of `text`: its words, each `·` joined to the word after it, so that no line
/// can start or end with the separator.
fn units(text: &str) -> Vec<Unit<'_>> {
    let breaks = |c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{202f}');
    let mut out: Vec<Unit> = Vec::new();
    let mut dot = false;
    for word in text.split(breaks).filter(|w| !w.is_empty()) {
        if word == SEPARATOR && !out.is_empty() {
            dot = true;
            continue;
        }
        out.push(Unit { word, dot });
        dot = false;
    }
    out
}

/// A line of units: a break at a `·` drops it, since the break itself separates.
fn join(units: &[Unit]) -> String {
    let mut s = String::new();
    for (i, u) in units.iter().enumerate() {
        if i > 0 {
            s.push_str(if u.dot { " \u{b7} " } else { " " });
        }
        s.push_str(u.word);
    }
    s
}

/// Greedy wrap of units into lines no wider than `width` (a unit wider than that alone).
fn wrap_units(units: &[Unit], font: FontId, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut start = 0;
    for end in 1..=units.len() {
        if end - start > 1 && font.width(&join(&units[start..end]), size) > width {
            lines.push(join(&units[start..end - 1]));
            start = end - 1;
        }
    }
    if start < units.len() {
        lines.push(join(&units[start..]));
    }
    lines
}

/// `units` wrapped at the narrowest width that keeps as few lines as `width` gives: lines of
/// even length, no word alone on the last.
fn balanced_units(units: &[Unit], font: FontId, size: f32, width: f32) -> Vec<String> {
    let n = wrap_units(units, font, size, width).len();
    let (mut lo, mut hi) = (0.0, width);
    for _ in 0..20 {
        let mid = (lo + hi) / 2.0;
        if wrap_units(units, font, size, mid).len() <= n {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    wrap_units(units, font, size, hi)
}

/// A heading's lines ("Techniques you will need: Skyscrapers · Medium"): one line when it
/// fits; otherwise the break goes after the colon, before the kind's name, and each part is
/// wrapped to lines of even length, so that no short word is left alone on the last line.
/// The `·` between a kind's name and a section's never starts or ends a line: a break there
/// drops it.
pub fn heading_lines(text: &str, font: FontId, size: f32, width: f32) -> Vec<String> {
    let all = units(text);
    if all.is_empty() {
        return Vec::new();
    }
    if font.width(&join(&all), size) <= width {
        return vec![join(&all)];
    }
    let mut lines = Vec::new();
    let mut start = 0;
    for (i, u) in all.iter().enumerate() {
        if (u.word.ends_with(':') || u.word.ends_with(';')) && i + 1 < all.len() {
            lines.extend(balanced_units(&all[start..=i], font, size, width));
            start = i + 1;
        }
    }
    lines.extend(balanced_units(&all[start..], font, size, width));
    lines
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

    #[test]
    fn headings_break_before_the_kind_and_never_at_the_dot() {
        let (font, size) = (FontId::Bold, 18.0);
        // Each language's techniques heading of a book of several kinds, at widths from a
        // narrow large-print page to a wide one.
        let titles = [
            "Techniques you will need: Skyscrapers \u{b7} Medium",
            "Techniques you will need: Skyscrapers \u{b7} Medium, continued",
            "Techniken, die Sie brauchen: Wolkenkratzer \u{b7} Mittel",
            "Techniken, die Sie brauchen: Wolkenkratzer \u{b7} Mittel (Fortsetzung)",
            "Potrzebne techniki: Drapacze chmur \u{b7} \u{15a}redni",
            "Potrzebne techniki: Drapacze chmur \u{b7} \u{15a}redni (ci\u{105}g dalszy)",
        ];
        for t in titles {
            let (lead, rest) = t.split_once(": ").unwrap();
            for width in (150..=460).step_by(10) {
                let width = width as f32;
                let lines = heading_lines(t, font, size, width);
                for l in &lines {
                    assert!(
                        !l.starts_with('\u{b7}') && !l.ends_with('\u{b7}'),
                        "{width}: {lines:?}"
                    );
                    let one_word = !l.contains(' ');
                    assert!(
                        font.width(l, size) <= width || one_word,
                        "{width}: {l} too wide"
                    );
                }
                let words = |s: &str| -> Vec<String> {
                    s.split_whitespace()
                        .filter(|w| *w != "\u{b7}")
                        .map(String::from)
                        .collect()
                };
                assert_eq!(words(&lines.join(" ")), words(t), "{width}");
                if lines.len() > 1 {
                    // The first line ends at the colon (the lead part may take two lines).
                    assert!(
                        lines
                            .iter()
                            .any(|l| l
                                .ends_with(&format!("{}:", lead.split(' ').next_back().unwrap()))),
                        "{width}: {lines:?}"
                    );
                    assert!(
                        lines.iter().any(|l| rest.starts_with(l.as_str())
                            || l.starts_with(rest.split(' ').next().unwrap())),
                        "{width}: {lines:?}"
                    );
                    // A word alone on the last line only when the line above cannot take it.
                    let last = lines.last().unwrap();
                    let above = &lines[lines.len() - 2];
                    assert!(
                        last.contains(' ') || above.ends_with(':') || {
                            // Joined as the text joins them: by a space or by the dot.
                            let dot = format!("{above} \u{b7} {last}");
                            let joined = if t.contains(&dot) {
                                dot
                            } else {
                                format!("{above} {last}")
                            };
                            font.width(&joined, size) > width
                        },
                        "{width}: a short word alone: {lines:?}"
                    );
                }
            }
        }
        // What plain wrapping did: "... Skyscrapers" / "\u{b7} Medium".
        let stranded = (150..=460)
            .map(|w| w as f32)
            .find(|&w| {
                wrap(titles[0], font, size, w)
                    .iter()
                    .any(|l| l.starts_with('\u{b7}'))
            })
            .expect("plain wrapping strands the dot at some width");
        assert_eq!(
            heading_lines(titles[0], font, size, stranded),
            ["Techniques you will need:", "Skyscrapers \u{b7} Medium"]
        );
    }
}
