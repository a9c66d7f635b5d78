//! Skyscrapers as a plug-in: what the book engine asks of the kind and of each puzzle.

use super::{ORDERS, Puzzle, draw, format, recipe};
use crate::draw::{Drawing, Extent, Style};
use crate::kind::{self, Kind, KindRef, ParseError, PuzzleRef, Shape};
use crate::page::Rect;
use crate::solve::Level;
use crate::solve::count::{self, Counted, OverBudget};
use crate::solve::logic::{Grade, Step};
use crate::words::Language;
use rand_chacha::ChaCha8Rng;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// The Skyscrapers kind.
pub struct Skyscrapers;

/// The registered kind, for puzzles to name.
pub fn kind() -> KindRef {
    KindRef(&Skyscrapers)
}

impl Kind for Skyscrapers {
    fn techniques(&self) -> Vec<&'static crate::solve::logic::Technique> {
        super::techniques::ladder()
            .iter()
            .map(|r| r.technique)
            .collect()
    }

    fn id(&self) -> &'static str {
        "skyscrapers"
    }

    fn name(&self) -> &'static str {
        "Skyscrapers"
    }

    fn sizes(&self) -> RangeInclusive<usize> {
        ORDERS
    }

    fn default_size(&self, level: Level) -> Shape {
        Shape::square(match level {
            Level::Easy => 5,
            Level::Medium => 6,
            _ => 7,
        })
    }

    fn attempt(
        &self,
        shape: Shape,
        level: Level,
        rng: &mut ChaCha8Rng,
    ) -> Option<(PuzzleRef, Vec<u8>)> {
        let size = shape.order();
        let (p, answer) = recipe::attempt(size, level, rng);
        Some((Arc::new(p), answer))
    }

    fn parse(&self, input: &str) -> Result<PuzzleRef, ParseError> {
        Ok(Arc::new(format::parse_any(input)?))
    }

    fn recognizes(&self, input: &str) -> bool {
        // Unequal IDs share Towers' parameters ("5de:"): only a whole Towers ID counts.
        let t = input.trim();
        match format::Format::detect(t) {
            format::Format::Towers => format::parse_towers(t).is_ok(),
            format::Format::Json => serde_json::from_str::<serde_json::Value>(t)
                .is_ok_and(|v| v.get("kind").and_then(|k| k.as_str()) == Some(self.id())),
            format::Format::Text => false,
        }
    }

    fn game_id_name(&self) -> Option<&'static str> {
        Some("towers")
    }

    fn extent(&self, shape: Shape, style: &Style) -> Extent {
        Extent::square(draw::extent(shape.order(), style))
    }

    fn clue_size(&self, _shape: Shape, cell: f32, style: &Style) -> Option<f32> {
        // The counts outside print at the digits' size (see the drawing).
        Some(crate::draw::digit_for(cell, style))
    }

    fn rules(&self, shapes: &[Shape], lang: Language) -> Vec<String> {
        super::words::rules(lang, &kind::orders(shapes))
    }

    fn technique_note(&self, name: &str, lang: crate::words::Language) -> Option<kind::Note> {
        super::notes::note(name, lang)
    }

    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>) {
        let size = shape.order();
        // Every clue and every height shown: every item a real page can have is there.
        let n = size;
        let sol: Vec<u8> = (0..n * n)
            .map(|c| ((c / n + c % n) % n) as u8 + 1)
            .collect();
        let all = Puzzle::all_clues(n, &sol);
        let p = Puzzle::new(n, all.clues().to_vec(), sol.clone()).expect("a full grid is valid");
        (Arc::new(p), sol)
    }
}

impl kind::Puzzle for Puzzle {
    fn kind(&self) -> KindRef {
        kind()
    }

    fn shape(&self) -> Shape {
        Shape::square(self.order())
    }

    fn count(&self, cap: usize) -> Result<Counted, OverBudget> {
        count::solve(self, cap)
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

    fn plain_in(&self, step: &Step, lang: crate::words::Language) -> String {
        // A technique with no plain words takes the step's own sentence.
        crate::solve::words::plain(lang, self.order(), step, false)
            .unwrap_or_else(|| crate::solve::explain::untagged(&self.explain_in(step, lang)))
    }

    fn start_candidates(&self) -> Option<Vec<crate::latin::Mask>> {
        let s = super::techniques::start(self).ok()?;
        Some((0..self.order() * self.order()).map(|c| s.get(c)).collect())
    }

    fn game_id(&self, level: Level) -> Option<String> {
        Some(format::to_towers(self, level))
    }

    fn to_text(&self) -> String {
        format::to_text(self)
    }

    fn to_text_filled(&self, digits: &[u8]) -> String {
        format::to_text_filled(self, digits)
    }

    fn to_json(&self) -> serde_json::Value {
        serde_json::from_str(&format::to_json(self)).expect("our JSON reads back")
    }

    fn clue_counts(&self) -> Vec<(&'static str, usize)> {
        vec![("clues", self.clue_count()), ("givens", self.given_count())]
    }

    fn key(&self) -> Vec<u8> {
        let mut k = vec![self.order() as u8];
        k.extend_from_slice(self.clues());
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
    use crate::kind::Kind;

    #[test]
    fn tells_towers_ids_from_unequal_ids() {
        let k = Skyscrapers;
        assert!(k.recognizes("5dh:2///1/3///3/////5//1/////2"));
        assert!(k.recognizes("4de:1///////////////,a3e2_1g"));
        assert!(!k.recognizes("4de:0,0,0L,2,0,0,0L,0U,0R,0,0,0U,0,0,0,0"));
        assert!(k.recognizes(r#"{"kind":"skyscrapers","size":4,"clues":{"top":[0,0,1,2],"bottom":[0,3,0,0],"left":[0,0,0,4],"right":[2,0,0,0]}}"#));
        assert!(!k.recognizes(r#"{"kind":"futoshiki","size":4,"givens":[]}"#));
        assert!(!k.recognizes("   2 . . 1\n. . . . . ."));
        // And Futoshiki does not take a Towers ID for an Unequal one.
        assert!(!crate::futoshiki::Futoshiki.recognizes("5dh:2///1/3///3/////5//1/////2"));
    }

    #[test]
    fn rules_name_the_book_sizes() {
        let r = Skyscrapers.rules(&crate::shape::squares(&[7, 5, 5]), Language::En);
        assert!(
            r[0].contains("1 to 5 in a 5 by 5 grid and 1 to 7 in a 7 by 7 grid"),
            "{}",
            r[0]
        );
        assert!(r[2].contains("the tallest building, 5,"));
        assert!(r.iter().all(|p| !p.is_empty() && p.ends_with('.')));
    }

    #[test]
    fn stand_in_is_a_full_valid_puzzle() {
        for n in 4..=9 {
            let (p, sol) = Skyscrapers.stand_in(crate::kind::Shape::square(n));
            assert!(p.accepts(&sol));
            assert_eq!(p.clue_counts(), vec![("clues", 4 * n), ("givens", n * n)]);
        }
    }
}
