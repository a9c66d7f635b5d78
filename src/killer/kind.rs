//! Killer Sudoku as a plug-in: what the book engine asks of the kind and of each puzzle.

use super::{Cage, Puzzle, SIZES, draw, format, recipe};
use crate::draw::{Drawing, Extent, Style};
use crate::kind::{self, Kind, KindRef, ParseError, PuzzleRef, Shape};
use crate::page::Rect;
use crate::solve::Level;
use crate::solve::count::{Counted, OverBudget};
use crate::solve::logic::{Grade, Step};
use crate::words::Language;
use rand_chacha::ChaCha8Rng;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// The Killer Sudoku kind.
pub struct Killer;

/// The levels a Killer book can ask for, easiest first.
pub const LEVELS: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

/// The registered kind, for puzzles to name.
pub fn kind() -> KindRef {
    KindRef(&Killer)
}

impl Kind for Killer {
    fn techniques(&self) -> Vec<&'static crate::solve::logic::Technique> {
        super::techniques::ladder()
            .iter()
            .map(|r| r.technique)
            .collect()
    }

    fn id(&self) -> &'static str {
        "killer"
    }

    fn name(&self) -> &'static str {
        "Killer Sudoku"
    }

    fn sizes(&self) -> RangeInclusive<usize> {
        6..=9
    }

    fn unsupported(&self, shape: Shape, level: Level) -> Option<String> {
        if !shape.is_square() || !SIZES.contains(&shape.width) {
            return Some(format!(
                "Killer Sudoku grids are 6x6 or 9x9, not {}",
                shape.grid()
            ));
        }
        if !LEVELS.contains(&level) {
            return Some(format!(
                "Killer Sudoku has no level '{level}': use {}",
                kind::level_list(&LEVELS)
            ));
        }
        // Measured (docs/killer.md): 6x6 cages leave little to reason about beyond medium.
        (shape.width == 6 && level > Level::Medium).then(|| {
            format!(
                "6x6 Killer Sudoku are made up to level medium only (grids that small seldom \
                 need more); use a 9x9 grid for {level}"
            )
        })
    }

    fn levels(&self) -> &'static [Level] {
        &LEVELS
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
        let (p, answer) = recipe::attempt(shape.order(), level, rng)?;
        Some((Arc::new(p), answer))
    }

    fn parse(&self, input: &str) -> Result<PuzzleRef, ParseError> {
        Ok(Arc::new(format::parse_any(input)?))
    }

    fn recognizes(&self, input: &str) -> bool {
        let t = input.trim();
        match format::Format::detect(t) {
            // Solo's killer parameters: '<c>x<r>' and a 'k' before the ':'.
            format::Format::Solo => t.split_once(':').is_some_and(|(params, _)| {
                params.contains('k')
                    && params.split_once('x').is_some_and(|(c, r)| {
                        !c.is_empty()
                            && c.chars().all(|ch| ch.is_ascii_digit())
                            && r.starts_with(|ch: char| ch.is_ascii_digit())
                    })
            }),
            format::Format::Json => serde_json::from_str::<serde_json::Value>(t)
                .is_ok_and(|v| v.get("kind").and_then(|k| k.as_str()) == Some(self.id())),
            format::Format::Text => false,
        }
    }

    fn game_id_name(&self) -> Option<&'static str> {
        Some("solo")
    }

    fn extent(&self, shape: Shape, _style: &Style) -> Extent {
        Extent::square(draw::extent(shape.width))
    }

    fn digit_size(&self, _shape: Shape, cell: f32, style: &Style) -> f32 {
        draw::digit_size(cell, style)
    }

    fn rules(&self, shapes: &[Shape], lang: Language) -> Vec<String> {
        super::words::rules(lang, &kind::orders(shapes))
    }

    fn example(&self) -> (Shape, Level) {
        (Shape::square(6), Level::Easy)
    }

    fn technique_note(&self, name: &str, lang: Language) -> Option<crate::kind::Note> {
        super::notes::note(name, lang)
            .or_else(|| crate::sudoku::kind::Sudoku.technique_note(name, lang))
    }

    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>) {
        let n = shape.order();
        // A full grid in cages of two across (the last column in pairs down): sums of one
        // and two digits and outlines of every turn. No givens: the recipe makes none, and a
        // given digit under a sum would set the back cover's sample below what a book prints.
        let sol = crate::sudoku::grid::random_grid(n, &mut crate::seed::rng(n as u64));
        let mut cages = Vec::new();
        for r in 0..n {
            for c in (0..n - 1).step_by(2) {
                let cells = [r * n + c, r * n + c + 1];
                cages.push(Cage::new(cells.iter().map(|&x| sol[x] as u32).sum(), cells));
            }
        }
        if n % 2 == 1 {
            for r in (0..n - 1).step_by(2) {
                let cells = [r * n + n - 1, (r + 1) * n + n - 1];
                cages.push(Cage::new(cells.iter().map(|&x| sol[x] as u32).sum(), cells));
            }
            cages.push(Cage::new(sol[n * n - 1] as u32, [n * n - 1]));
        }
        let p = Puzzle::new(n, cages, vec![0; n * n]).expect("pairs of the answer are valid cages");
        (Arc::new(p), sol)
    }
}

impl kind::Puzzle for Puzzle {
    fn kind(&self) -> KindRef {
        kind()
    }

    fn shape(&self) -> Shape {
        Shape::square(self.size())
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

    fn accepts(&self, solution: &[u8]) -> bool {
        Puzzle::accepts(self, solution)
    }

    fn explain_in(&self, step: &Step, lang: Language) -> String {
        crate::solve::words::tagged(
            lang,
            step.technique.name,
            &super::words::step(lang, self, step),
        )
    }

    fn plain_in(&self, step: &Step, lang: Language) -> String {
        let own = super::notes::note(step.technique.name, Language::En).is_some();
        (!own)
            .then(|| crate::solve::words::plain(lang, self.size(), step, true))
            .flatten()
            .unwrap_or_else(|| crate::solve::explain::untagged(&self.explain_in(step, lang)))
    }

    fn start_candidates(&self) -> Option<Vec<crate::latin::Mask>> {
        let s = super::techniques::start(self).ok()?;
        Some((0..self.size() * self.size()).map(|c| s.get(c)).collect())
    }

    fn game_id(&self, _level: Level) -> Option<String> {
        Some(format::to_solo(self))
    }

    fn to_text(&self) -> String {
        format::to_text(self)
    }

    fn to_text_filled(&self, digits: &[u8]) -> String {
        format::to_text_filled(self, digits)
    }

    fn to_json(&self) -> serde_json::Value {
        format::to_json(self)
    }

    fn clue_counts(&self) -> Vec<(&'static str, usize)> {
        vec![
            ("cages", self.cages().len()),
            ("givens", self.given_count()),
        ]
    }

    fn key(&self) -> Vec<u8> {
        let n = self.size();
        let mut k = vec![n as u8];
        k.extend((0..n * n).map(|c| self.cage_of(c) as u8));
        for c in self.cages() {
            k.push(c.sum as u8);
        }
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

    const SOLO: &str = "3x3k:zzzc,_aaaaaabaaa____a_____a___aa__a__a__a__a_aa_aabb_a___aa____a___aa___aa___a______a__a_a_aa_a_b_aaaa,16_19a4a13a11d6a16b12_16a9a17a10_4a5a11a13_8b10a8a12b8b14a3a8a11_18_7_12b16_10d10a20b26b15_7h";

    #[test]
    fn recognizes_killer_ids_and_json_only() {
        let k = Killer;
        assert!(k.recognizes(SOLO));
        assert!(k.recognizes(r#"{"kind":"killer","size":9}"#));
        assert!(!k.recognizes("3x3:zzzc"));
        assert!(!k.recognizes(r#"{"kind":"sudoku"}"#));
        for other in crate::kind::KINDS.iter().filter(|o| o.id() != "killer") {
            assert!(!other.recognizes(SOLO), "{}", other.id());
        }
    }

    #[test]
    fn sizes_and_levels() {
        let k = Killer;
        assert!(k.unsupported(Shape::square(9), Level::Expert).is_none());
        assert!(k.unsupported(Shape::square(6), Level::Medium).is_none());
        assert!(k.unsupported(Shape::square(6), Level::Hard).is_some());
        assert!(
            k.unsupported(Shape::square(7), Level::Easy)
                .unwrap()
                .contains("6x6 or 9x9")
        );
        assert!(k.unsupported(Shape::square(9), Level::Master).is_some());
        assert_eq!(kind::level_below(&k, Level::Expert), Some(Level::Hard));
    }

    #[test]
    fn stand_in_fills_its_grid() {
        for n in SIZES {
            let (p, sol) = Killer.stand_in(Shape::square(n));
            assert!(p.accepts(&sol));
        }
    }
}
