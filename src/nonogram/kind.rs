//! Nonograms as a plug-in: what the book engine asks of the kind and of each puzzle.

use super::{Puzzle, SIDES, draw, format, recipe, solve};
use crate::draw::{Drawing, Extent, Style};
use crate::kind::{self, Kind, KindRef, ParseError, PuzzleRef, Shape};
use crate::page::Rect;
use crate::solve::Level;
use crate::solve::count::{Counted, OverBudget};
use crate::solve::logic::{Grade, Step, Technique};
use crate::words::Language;
use rand_chacha::ChaCha8Rng;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// The nonogram kind.
pub struct Nonogram;

/// The registered kind, for puzzles to name.
pub fn kind() -> KindRef {
    KindRef(&Nonogram)
}

impl Kind for Nonogram {
    fn id(&self) -> &'static str {
        "nonogram"
    }

    fn name(&self) -> &'static str {
        "Nonograms"
    }

    fn sizes(&self) -> RangeInclusive<usize> {
        SIDES
    }

    fn rectangles(&self) -> bool {
        true
    }

    fn default_size(&self, level: Level) -> Shape {
        Shape::square(match level {
            Level::Easy => 10,
            // 15 cells is the largest whose clues print at 12 pt on a 6x9 page.
            _ => 15,
        })
    }

    fn attempt(
        &self,
        shape: Shape,
        level: Level,
        rng: &mut ChaCha8Rng,
    ) -> Option<(PuzzleRef, Vec<u8>)> {
        let (p, answer) = recipe::attempt(shape.width, shape.height, level, rng)?;
        Some((Arc::new(p), answer))
    }

    fn parse(&self, input: &str) -> Result<PuzzleRef, ParseError> {
        Ok(Arc::new(format::parse_any(input)?))
    }

    fn recognizes(&self, input: &str) -> bool {
        let t = input.trim();
        if t.starts_with('{') {
            return serde_json::from_str::<serde_json::Value>(t)
                .is_ok_and(|v| v.get("kind").and_then(|k| k.as_str()) == Some(self.id()));
        }
        format::is_id(t)
    }

    fn game_id_name(&self) -> Option<&'static str> {
        Some("pattern")
    }

    fn extent(&self, shape: Shape, _style: &Style) -> Extent {
        draw::extent(shape.width, shape.height)
    }

    fn symbols(&self, _shape: Shape) -> usize {
        1
    }

    fn digit_size(&self, shape: Shape, cell: f32, style: &Style) -> f32 {
        draw::number_size(shape.width.max(shape.height), cell, style)
    }

    fn cell_digits(&self) -> bool {
        false
    }

    fn clue_size(&self, shape: Shape, cell: f32, style: &Style) -> Option<f32> {
        Some(draw::number_size(
            shape.width.max(shape.height),
            cell,
            style,
        ))
    }

    fn rules(&self, _shapes: &[Shape], lang: Language) -> Vec<String> {
        super::words::rules(lang)
    }

    fn technique_note(&self, name: &str, lang: crate::words::Language) -> Option<kind::Note> {
        super::notes::note(name, lang)
    }

    fn techniques(&self) -> Vec<&'static Technique> {
        solve::LADDER.to_vec()
    }

    fn example(&self) -> (Shape, Level) {
        (Shape::square(8), Level::Easy)
    }

    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>) {
        // Lattice windows: every third row and column filled, so that the other lines have
        // as many runs as a generated line may ([`recipe::band`]), and the filled ones a run
        // of two digits from 10 cells up. A drawing's clue bands are as deep as its runs, so
        // this is the smallest any puzzle of the size prints: what `check` must measure.
        let (w, h) = (shape.width, shape.height);
        let cells: Vec<u8> = (0..w * h)
            .map(|i| u8::from((i / w) % 3 == 0 || (i % w) % 3 == 0))
            .collect();
        let p = Puzzle::from_picture(w, h, &cells).expect("a picture's clues always fit");
        (Arc::new(p), cells)
    }

    fn takes_pictures(&self) -> bool {
        true
    }

    fn picture_puzzle(
        &self,
        path: &std::path::Path,
        file: &str,
        shape: Shape,
        level: Level,
    ) -> Result<(PuzzleRef, Vec<u8>, usize), String> {
        let got = super::import::load(path, file, shape.width, shape.height, level)
            .map_err(|e| e.to_string())?;
        Ok((Arc::new(got.puzzle), got.cells, got.flipped))
    }
}

impl kind::Puzzle for Puzzle {
    fn kind(&self) -> KindRef {
        kind()
    }

    fn shape(&self) -> Shape {
        Puzzle::shape(self)
    }

    fn count(&self, cap: usize) -> Result<Counted, OverBudget> {
        super::count::solve(self, cap)
    }

    fn grade(&self) -> Grade {
        solve::grade(self)
    }

    fn finishes(&self, level: Level) -> bool {
        solve::finishes(self, level)
    }

    fn accepts(&self, solution: &[u8]) -> bool {
        Puzzle::accepts(self, solution)
    }

    fn explain_in(&self, step: &Step, lang: Language) -> String {
        super::words::step(lang, self, step)
    }

    fn game_id(&self, _level: Level) -> Option<String> {
        Some(format::to_id(self))
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
        vec![
            ("runs", self.rows().iter().map(Vec::len).sum()),
            ("filled", self.filled()),
        ]
    }

    fn key(&self) -> Vec<u8> {
        format::to_id(self).into_bytes()
    }

    fn answer_alike(&self, solution: &[u8], other: &dyn kind::Puzzle, theirs: &[u8]) -> bool {
        // A turned, flipped or slightly redrawn picture is the same picture to a reader.
        let o = other.shape();
        super::picture::alike(
            self.width(),
            self.height(),
            solution,
            o.width,
            o.height,
            theirs,
        )
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
        _pencil: f32,
    ) -> Drawing {
        draw::before(self, steps, at, area, style)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_ids_are_ours_and_not_sudokus() {
        let id = "6x5:1/1/1.2/2/3/2/4.1/3/1.1/1.1/2";
        assert!(Nonogram.recognizes("5x5:2/4/4/4/2/1.1/5/5/3/1"));
        let sudoku = crate::kind::find("sudoku").unwrap();
        assert!(!sudoku.recognizes("5x5:2/4/4/4/2/1.1/5/5/3/1"));
        assert!(!Nonogram.recognizes("3x3:zzzc"));
        assert!(!Nonogram.recognizes("5de:a3b,1,2,3"));
        assert!(Nonogram.parse(id).is_err());
    }
}
