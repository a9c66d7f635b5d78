//! Futoshiki as a plug-in: what the book engine asks of the kind and of each puzzle.

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

/// The Futoshiki kind.
pub struct Futoshiki;

/// The registered kind, for puzzles to name.
pub fn kind() -> KindRef {
    KindRef(&Futoshiki)
}

impl Kind for Futoshiki {
    fn technique_note(&self, name: &str, lang: Language) -> Option<kind::Note> {
        super::notes::note(name, lang)
    }

    fn techniques(&self) -> Vec<&'static crate::solve::logic::Technique> {
        super::techniques::ladder()
            .iter()
            .map(|r| r.technique)
            .collect()
    }

    fn id(&self) -> &'static str {
        "futoshiki"
    }

    fn name(&self) -> &'static str {
        "Futoshiki"
    }

    fn sizes(&self) -> RangeInclusive<usize> {
        ORDERS
    }

    fn capacity(&self, shape: Shape, level: Level) -> Option<usize> {
        // Only 4x4 runs short. Measured with `generate --size 4 --level L --count 20000
        // --format id | sort -u | wc -l`: 18,598 easy, 10,737 medium and 15,276 hard puzzles
        // were different. The figures below are about half of that, so that a book near them
        // still finds a new puzzle within a few redraws.
        (shape == Shape::square(4)).then_some(match level {
            Level::Easy => 9_000,
            Level::Medium => 5_000,
            _ => 7_500,
        })
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
        // Towers IDs share Unequal's parameters ("5de:"): only a whole Unequal ID counts.
        let t = input.trim();
        match format::Format::detect(t) {
            format::Format::Unequal => format::parse_unequal(t).is_ok(),
            format::Format::Json => serde_json::from_str::<serde_json::Value>(t)
                .is_ok_and(|v| v.get("kind").and_then(|k| k.as_str()) == Some(self.id())),
            format::Format::Text => false,
        }
    }

    fn game_id_name(&self) -> Option<&'static str> {
        Some("unequal")
    }

    fn extent(&self, shape: Shape, style: &Style) -> Extent {
        Extent::square(draw::extent(shape.order(), style))
    }

    fn rules(&self, shapes: &[Shape], lang: Language) -> Vec<String> {
        super::words::rules(lang, &kind::orders(shapes))
    }

    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>) {
        let size = shape.order();
        // Every sign and every digit shown: every item a real page can have is there.
        let n = size;
        let sol: Vec<u8> = (0..n * n)
            .map(|c| ((c / n + c % n) % n) as u8 + 1)
            .collect();
        let all = Puzzle::all_signs(n, &sol);
        let p = Puzzle::new(n, sol.clone(), all.signs().to_vec()).expect("a full grid is valid");
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
        count::solve(&super::rules::CountRules::new(self), cap)
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
            &super::words::step(lang, self.order(), step),
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
        Some(format::to_unequal(self, level))
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
        vec![
            ("givens", self.given_count()),
            ("signs", self.signs().len()),
        ]
    }

    fn key(&self) -> Vec<u8> {
        let mut k = vec![self.order() as u8];
        k.extend_from_slice(self.givens());
        for s in self.signs() {
            k.extend([s.less, s.greater]);
        }
        k
    }

    fn draw(&self, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
        draw::draw(self, answer, area, style)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
