//! Magic squares as a plug-in: what the book engine asks of the kind and of each puzzle.

use super::{ORDERS, Puzzle, count, draw, format, recipe};
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

/// The magic-square kind.
pub struct Magic;

/// The registered kind, for puzzles to name.
pub fn kind() -> KindRef {
    KindRef(&Magic)
}

impl Kind for Magic {
    fn techniques(&self) -> Vec<&'static crate::solve::logic::Technique> {
        use super::techniques as m;
        // The order of the ladder in `magic::techniques`.
        vec![
            &m::ONE_BLANK,
            &m::NAKED_SINGLE,
            &m::HIDDEN_SINGLE,
            &m::LINE_SUM,
            &m::FOUR_BLANK_SUM,
        ]
    }

    fn id(&self) -> &'static str {
        "magic"
    }

    fn name(&self) -> &'static str {
        "Magic Squares"
    }

    fn sizes(&self) -> RangeInclusive<usize> {
        ORDERS
    }

    fn unsupported(&self, shape: Shape, level: Level) -> Option<String> {
        if !shape.is_square() || !ORDERS.contains(&shape.width) {
            return Some(format!(
                "magic squares are 3x3 or 4x4, not {}",
                shape.grid()
            ));
        }
        let size = shape.order();
        if !self.levels().contains(&level) {
            return Some(format!(
                "magic squares have no level '{level}': use {}",
                kind::level_list(self.levels())
            ));
        }
        // Hard needs a line of four blanks worked out: a 3x3 has none.
        if size == 3 && level == Level::Hard {
            return Some(
                "hard magic squares are 4x4: a 3x3 has no line of four blanks, the step hard \
                 puzzles need; use size 4, or easy or medium at 3x3"
                    .to_string(),
            );
        }
        None
    }

    fn capacity(&self, shape: Shape, _level: Level) -> Option<usize> {
        // A 3x3 has one square per number set up to turning and flipping, and a book never
        // prints an answer twice that way (`answer_key`): 150 sets, shared by the easy and
        // medium sections of a book. 60 each leaves a fifth of them free, so that the last
        // puzzles of a full book still find a new answer within a few redraws (4x4: 880
        // squares per set, plenty). Figures in docs/magic.md.
        (shape == Shape::square(3)).then_some(60)
    }

    fn default_size(&self, level: Level) -> Shape {
        Shape::square(match level {
            Level::Easy | Level::Medium => 3,
            _ => 4,
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
        let t = input.trim();
        t.starts_with('{')
            && serde_json::from_str::<serde_json::Value>(t)
                .is_ok_and(|v| v.get("kind").and_then(|k| k.as_str()) == Some(self.id()))
    }

    fn extent(&self, shape: Shape, style: &Style) -> Extent {
        Extent::square(draw::extent(shape.order(), style))
    }

    fn symbols(&self, shape: Shape) -> usize {
        // Each number once in the whole square: a square may take any of the n² numbers.
        shape.order() * shape.order()
    }

    fn widest_candidate(&self, shape: Shape) -> String {
        // Two digits' width: the widest number any set uses prints no wider.
        let top = super::numbers::widest(shape.order());
        "8".repeat(top.to_string().len())
    }

    fn digit_size(&self, shape: Shape, cell: f32, style: &Style) -> f32 {
        draw::number_size(super::numbers::widest(shape.order()), cell, style)
    }

    fn rules(&self, shapes: &[Shape], lang: Language) -> Vec<String> {
        super::words::rules(lang, &kind::orders(shapes))
    }

    fn example(&self) -> (Shape, Level) {
        (Shape::square(3), Level::Easy)
    }

    fn technique_note(&self, name: &str, lang: crate::words::Language) -> Option<kind::Note> {
        super::notes::note(name, lang)
    }

    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>) {
        let size = shape.order();
        // Every cell given, in the set with the largest numbers and the longest caption: the
        // widest a page of the size can get.
        let set = super::numbers::choices(size)
            .into_iter()
            .max_by_key(|s| (s.last(size), s.step))
            .expect("every order has number sets");
        let sol: Vec<u8> = super::squares::all(size)[0]
            .iter()
            .map(|&r| set.value(r))
            .collect();
        let p = Puzzle::with_numbers(size, set, sol.clone()).expect("a square is a valid puzzle");
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
        super::words::step(lang, self.order(), self.numbers(), step)
    }

    fn game_id(&self, _level: Level) -> Option<String> {
        None
    }

    fn to_text(&self) -> String {
        format::to_text(self)
    }

    fn to_text_filled(&self, digits: &[u8]) -> String {
        format::to_text_filled(self, digits)
    }

    fn to_json(&self) -> serde_json::Value {
        format::to_json_value(self)
    }

    fn clue_counts(&self) -> Vec<(&'static str, usize)> {
        vec![("givens", self.given_count())]
    }

    fn key(&self) -> Vec<u8> {
        let n = self.numbers();
        let mut k = vec![self.order() as u8, n.first, n.step];
        k.extend_from_slice(self.givens());
        k
    }

    fn answer_key(&self, solution: &[u8]) -> Option<Vec<u8>> {
        Some(super::squares::canonical(self.order(), solution))
    }

    fn solution_json(&self, solution: &[u8]) -> serde_json::Value {
        // Numbers go past 35, which one character per cell cannot say.
        solution
            .iter()
            .map(|&v| serde_json::Value::from(v))
            .collect()
    }

    fn draw(&self, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing {
        draw::draw(self, answer, area, style)
    }

    fn draw_before(
        &self,
        steps: &[Step],
        at: usize,
        area: Rect,
        style: &Style,
        pencil: f32,
    ) -> Drawing {
        draw::before(self, steps, at, area, style, pencil)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
