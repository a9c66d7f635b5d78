//! Sudoku as a plug-in: its levels and sizes, and what the book engine asks of the kind and
//! of each puzzle.

use crate::solve::Level;

/// The levels a Sudoku book can ask for, easiest first.
pub const LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Master,
];

/// The level before `level` in Sudoku's ladder.
pub fn level_below(level: Level) -> Option<Level> {
    let i = LEVELS.iter().position(|&l| l == level)?;
    i.checked_sub(1).map(|j| LEVELS[j])
}

/// Why `size` cannot be made at `level`, if it cannot.
pub fn unsupported(size: usize, level: Level) -> Option<String> {
    if !super::SIZES.contains(&size) {
        return Some(format!(
            "Sudoku grids are 4x4, 6x6, 9x9 or 16x16, not {size}x{size}"
        ));
    }
    if !LEVELS.contains(&level) {
        return Some(format!(
            "Sudoku has no level '{level}': use easy, medium, hard, expert or master"
        ));
    }
    // Measured: thinning 4x4 grids as far as singles allow never leaves a puzzle that needs
    // more, so a 4x4 is always easy; 6x6 reaches medium. A 16x16 stops at hard: from expert
    // up every removal asks the exact counter, and a giant grid is a long solve already.
    let top = match size {
        4 => Level::Easy,
        6 => Level::Medium,
        16 => Level::Hard,
        _ => Level::Master,
    };
    if level > top {
        let why = if size < 9 {
            "grids that small seldom need more"
        } else {
            "from expert up every given removed asks the exact counter, too slow for a grid \
             that big"
        };
        return Some(format!(
            "{size}x{size} Sudoku are made up to level {top} only ({why}); use a 9x9 grid \
             for {level}"
        ));
    }
    None
}

use super::{Puzzle, Symmetry, draw, format, recipe};
use crate::draw::{Drawing, Extent, Style};
use crate::kind::{self, Kind, KindRef, ParseError, PuzzleRef, Shape};
use crate::page::Rect;
use crate::solve::count::{Counted, OverBudget};
use crate::solve::logic::{Grade, Step};
use crate::words::Language;
use rand_chacha::ChaCha8Rng;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// The Sudoku kind.
pub struct Sudoku;

/// The registered kind, for puzzles to name.
pub fn kind() -> KindRef {
    KindRef(&Sudoku)
}

impl Kind for Sudoku {
    fn techniques(&self) -> Vec<&'static crate::solve::logic::Technique> {
        super::techniques::ladder()
            .iter()
            .map(|r| r.technique)
            .collect()
    }

    fn id(&self) -> &'static str {
        "sudoku"
    }

    fn name(&self) -> &'static str {
        "Sudoku"
    }

    fn sizes(&self) -> RangeInclusive<usize> {
        4..=16
    }

    fn unsupported(&self, shape: Shape, level: Level) -> Option<String> {
        if !shape.is_square() {
            return Some(format!(
                "Sudoku grids are 4x4, 6x6, 9x9 or 16x16, not {}",
                shape.grid()
            ));
        }
        unsupported(shape.order(), level)
    }

    fn levels(&self) -> &'static [Level] {
        &LEVELS
    }

    fn capacity(&self, shape: Shape, _level: Level) -> Option<usize> {
        // A 4x4 has 288 answers. Measured with `generate --kind sudoku --size 4 --level easy
        // --count 20000 --format id | sort -u | wc -l`: 3,854 different; about half of that.
        (shape == Shape::square(4)).then_some(2_000)
    }

    fn default_size(&self, _level: Level) -> Shape {
        Shape::square(9)
    }

    fn attempt(
        &self,
        shape: Shape,
        level: Level,
        rng: &mut ChaCha8Rng,
    ) -> Option<(PuzzleRef, Vec<u8>)> {
        let size = shape.order();
        let (p, answer) = recipe::attempt(size, level, Symmetry::Rotational, rng);
        Some((Arc::new(p), answer))
    }

    fn parse(&self, input: &str) -> Result<PuzzleRef, ParseError> {
        Ok(Arc::new(format::parse_any(input)?))
    }

    fn recognizes(&self, input: &str) -> bool {
        let t = input.trim();
        match format::Format::detect(t) {
            // A line of cell characters about 81 (or 256) long: even a wrong length is meant
            // as a Sudoku line, and gets the line format's error naming the count.
            format::Format::Line => {
                ((70..=100).contains(&t.len()) || (240..=270).contains(&t.len()))
                    && t.chars().all(|c| format::cell_char(c).is_some())
            }
            // Pattern (nonogram) IDs are `WxH:` too, but their clues hold a '/';
            // a 'k' in the parameters is Solo's killer mode: the Killer kind's.
            format::Format::Solo => {
                !t.contains('/')
                    && t.split_once(':').is_some_and(|(params, _)| {
                        if params.contains('k') {
                            return false;
                        }
                        let mut it = params.splitn(2, 'x');
                        let c = it.next().unwrap_or("");
                        let r = it.next().unwrap_or("");
                        !c.is_empty()
                            && c.chars().all(|ch| ch.is_ascii_digit())
                            && r.starts_with(|ch: char| ch.is_ascii_digit())
                    })
            }
            format::Format::Json => serde_json::from_str::<serde_json::Value>(t)
                .is_ok_and(|v| v.get("kind").and_then(|k| k.as_str()) == Some(self.id())),
            format::Format::Text => false,
        }
    }

    fn game_id_name(&self) -> Option<&'static str> {
        Some("solo")
    }

    fn extent(&self, shape: Shape, style: &Style) -> Extent {
        Extent::square(draw::extent(shape.order(), style))
    }

    fn digit_size(&self, shape: Shape, cell: f32, style: &Style) -> f32 {
        draw::digit_size(shape.order(), cell, style)
    }

    fn rules(&self, shapes: &[Shape], lang: Language) -> Vec<String> {
        super::words::rules(lang, &kind::orders(shapes))
    }

    fn example(&self) -> (Shape, Level) {
        (Shape::square(4), Level::Easy)
    }

    fn technique_note(&self, name: &str, lang: crate::words::Language) -> Option<kind::Note> {
        super::notes::note(name, lang)
    }

    fn kids_note(&self, name: &str, lang: crate::words::Language) -> Option<kind::Note> {
        super::notes::kids(name, lang)
    }

    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>) {
        let size = shape.order();
        // A full grid with every cell given: every item a real page can have.
        let sol = super::grid::random_grid(size, &mut crate::seed::rng(size as u64));
        let p = Puzzle::new(size, sol.clone()).expect("a full grid is valid");
        (Arc::new(p), sol)
    }
}

impl kind::Puzzle for Puzzle {
    fn kind(&self) -> KindRef {
        kind()
    }

    fn shape(&self) -> Shape {
        Shape::square(Puzzle::size(self))
    }

    fn count(&self, cap: usize) -> Result<Counted, OverBudget> {
        super::count::solve(self, cap)
    }

    fn grade(&self) -> Grade {
        super::grade(self)
    }

    fn finishes(&self, level: Level) -> bool {
        super::finishes(self, level)
    }

    fn rating(&self) -> Option<f64> {
        super::rating::rating(self)
    }

    fn accepts(&self, solution: &[u8]) -> bool {
        Puzzle::accepts(self, solution)
    }

    fn explain_in(&self, step: &Step, lang: Language) -> String {
        crate::solve::words::tagged(
            lang,
            step.technique.name,
            &super::words::step(lang, Puzzle::size(self), step),
        )
    }

    fn plain_in(&self, step: &Step, lang: crate::words::Language) -> String {
        // A technique with no plain words takes the step's own sentence.
        crate::solve::words::plain(lang, Puzzle::size(self), step, true)
            .unwrap_or_else(|| crate::solve::explain::untagged(&self.explain_in(step, lang)))
    }

    fn start_candidates(&self) -> Option<Vec<crate::latin::Mask>> {
        let s = super::techniques::start(self).ok()?;
        Some(
            (0..Puzzle::size(self) * Puzzle::size(self))
                .map(|c| s.get(c))
                .collect(),
        )
    }

    fn game_id(&self, level: Level) -> Option<String> {
        Some(format::to_solo(self, Some(level)))
    }

    fn to_text(&self) -> String {
        format::to_text(self)
    }

    fn to_text_filled(&self, digits: &[u8]) -> String {
        format::to_text_filled(self, digits)
    }

    fn to_json(&self) -> serde_json::Value {
        format::json::to_value(self, None, None)
    }

    fn record_fields(&self) -> Vec<(&'static str, String)> {
        vec![("line", format::line::to_line(self))]
    }

    fn clue_counts(&self) -> Vec<(&'static str, usize)> {
        vec![("givens", self.given_count())]
    }

    fn key(&self) -> Vec<u8> {
        let mut k = vec![Puzzle::size(self) as u8];
        k.extend_from_slice(self.givens());
        k
    }

    fn draw(&self, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
        draw::draw(self, answer, area, style)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognizes_lines_ids_and_json() {
        let k = Sudoku;
        assert!(k.recognizes(&".".repeat(81)));
        assert!(k.recognizes(&format!("  {}\n", "0".repeat(80))));
        assert!(k.recognizes("3x3:zzzc"));
        assert!(k.recognizes("2x3de:zj"));
        assert!(k.recognizes(r#"{"kind":"sudoku","line":"1..............."}"#));
        assert!(!k.recognizes("5de:a3b,1,2,3"));
        assert!(!k.recognizes(r#"{"kind":"futoshiki"}"#));
        assert!(!k.recognizes("1 . . 4\n. . . .\n. . . .\n. . . ."));
        // Bad lengths reach the line format's error.
        let err = k.parse(&".".repeat(82)).unwrap_err().to_string();
        assert!(err.contains("82 characters"), "{err}");
        // 16x16: lines of 256 with letters, game IDs with 4x4 boxes.
        assert!(k.recognizes(&"..G1".repeat(64)));
        assert!(k.recognizes("4x4:16_1zzzzzzzzzu"));
        assert_eq!(k.parse(&"..G1".repeat(64)).unwrap().shape(), 16);
        let err = k.parse(&"a".repeat(255)).unwrap_err().to_string();
        assert!(
            err.contains("255 characters") && err.contains("256"),
            "{err}"
        );
    }

    #[test]
    fn sizes_and_levels() {
        let k = Sudoku;
        assert_eq!(k.default_size(Level::Master), 9);
        assert!(
            k.unsupported(crate::kind::Shape::square(9), Level::Master)
                .is_none()
        );
        assert!(
            k.unsupported(crate::kind::Shape::square(6), Level::Medium)
                .is_none()
        );
        assert!(
            k.unsupported(crate::kind::Shape::square(6), Level::Hard)
                .unwrap()
                .contains("up to level medium")
        );
        assert!(
            k.unsupported(crate::kind::Shape::square(5), Level::Easy)
                .unwrap()
                .contains("4x4, 6x6, 9x9 or 16x16")
        );
        assert!(
            k.unsupported(crate::kind::Shape::square(16), Level::Hard)
                .is_none()
        );
        assert!(
            k.unsupported(crate::kind::Shape::square(16), Level::Expert)
                .unwrap()
                .contains("up to level hard")
        );
        assert!(
            k.unsupported(crate::kind::Shape::square(9), Level::Guessing)
                .is_some()
        );
        assert_eq!(kind::level_below(&k, Level::Expert), Some(Level::Hard));
    }

    #[test]
    fn rules_name_the_sizes_of_the_book() {
        let rules = Sudoku.rules(&crate::shape::squares(&[9, 4]), Language::En);
        assert!(rules[0].contains("4 by 4") && rules[0].contains("9 by 9"));
        assert!(rules[0].contains("3 squares wide and 3 high"));
        assert!(!rules[0].contains("6 by 6"));
        assert!(rules.iter().all(|r| !r.contains("number")));
        // 10 to 16 are numbers, not digits.
        let giant = Sudoku.rules(&crate::shape::squares(&[16]), Language::En);
        assert!(giant[0].contains("the numbers 1 to 16"), "{giant:?}");
        assert!(giant.iter().all(|r| !r.contains("digit")), "{giant:?}");
        assert!(giant[2].starts_with("Numbers printed"), "{giant:?}");
        let digit_words = ["chiffre", "cifr", "cijfer", "cyfr", "Cyfr"];
        for lang in [Language::Fr, Language::It, Language::Nl, Language::Pl] {
            let has = |sizes: &[usize]| {
                Sudoku
                    .rules(&crate::shape::squares(sizes), lang)
                    .iter()
                    .any(|r| digit_words.iter().any(|w| r.contains(w)))
            };
            assert!(has(&[9]), "{lang:?}");
            assert!(
                !has(&[16]),
                "{lang:?}: {:?}",
                Sudoku.rules(&crate::shape::squares(&[16]), lang)
            );
        }
        let it = Sudoku
            .rules(&crate::shape::squares(&[16]), Language::It)
            .join(" ");
        assert!(
            it.contains("I numeri stampati") && it.contains("scrivilo"),
            "{it}"
        );
    }
}
