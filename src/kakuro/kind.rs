//! Kakuro as a plug-in: what the book engine asks of the kind and of each puzzle.

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

/// The Kakuro kind.
pub struct Kakuro;

/// The levels a Kakuro book can ask for, easiest first.
pub const LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

/// The registered kind, for puzzles to name.
pub fn kind() -> KindRef {
    KindRef(&Kakuro)
}

impl Kind for Kakuro {
    fn id(&self) -> &'static str {
        "kakuro"
    }

    fn name(&self) -> &'static str {
        "Kakuro"
    }

    fn sizes(&self) -> RangeInclusive<usize> {
        SIDES
    }

    fn rectangles(&self) -> bool {
        true
    }

    fn unsupported(&self, shape: Shape, level: Level) -> Option<String> {
        if !SIDES.contains(&shape.width) || !SIDES.contains(&shape.height) {
            return Some(format!(
                "Kakuro grids are 6 to 15 cells each way (clue row and column included), not {}",
                shape.grid()
            ));
        }
        if !LEVELS.contains(&level) {
            return Some(format!(
                "Kakuro has no level '{level}': use {}",
                kind::level_list(&LEVELS)
            ));
        }
        // Every level makes every size from 6x6 to 15x15 (docs/kakuro.md for what each costs).
        None
    }

    fn levels(&self) -> &'static [Level] {
        &LEVELS
    }

    fn default_size(&self, level: Level) -> Shape {
        // As printed, clue row and column included: small grids to learn on, 10x10 at hard
        // as most books print their hard Kakuro.
        Shape::square(match level {
            Level::Easy => 6,
            Level::Medium => 8,
            _ => 10,
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
        // Its text grid too: no other kind writes `down\across` clue blocks.
        format::is_text(t)
    }

    fn extent(&self, shape: Shape, _style: &Style) -> Extent {
        draw::extent(shape.width, shape.height)
    }

    fn symbols(&self, _shape: Shape) -> usize {
        9
    }

    fn digit_size(&self, _shape: Shape, cell: f32, style: &Style) -> f32 {
        draw::digit_size(cell, style)
    }

    fn rules(&self, _shapes: &[Shape], lang: Language) -> Vec<String> {
        super::words::rules(lang)
    }

    fn technique_note(&self, name: &str, lang: Language) -> Option<kind::Note> {
        super::notes::note(name, lang)
    }

    fn techniques(&self) -> Vec<&'static Technique> {
        solve::LADDER.to_vec()
    }

    fn example(&self) -> (Shape, Level) {
        (Shape::square(6), Level::Easy)
    }

    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>) {
        // Every cell inside the clue row and column white, digits shifting by one a row so
        // that no run repeats one.
        let (w, h) = (shape.width, shape.height);
        let mut answer = vec![0u8; w * h];
        for r in 1..h {
            for c in 1..w {
                answer[r * w + c] = (((r + c) % 9) + 1) as u8;
            }
        }
        // Runs of at most 9: past 10 cells, column (row) 5 is blocks, leaving runs of 4 and
        // of up to 9.
        for r in 1..h {
            for c in 1..w {
                if (w > 10 && c == 5) || (h > 10 && r == 5) {
                    answer[r * w + c] = 0;
                }
            }
        }
        let p = Puzzle::from_answer(w, h, &answer).expect("runs of 2 to 9 different digits");
        (Arc::new(p), answer)
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
        None
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

    fn solution_text(&self, solution: &[u8]) -> String {
        solution
            .iter()
            .map(|&d| if d == 0 { '#' } else { char::from(b'0' + d) })
            .collect()
    }

    fn clue_counts(&self) -> Vec<(&'static str, usize)> {
        vec![("runs", self.runs().len()), ("white", self.white_count())]
    }

    fn key(&self) -> Vec<u8> {
        let mut k = vec![self.width() as u8, self.height() as u8];
        for r in self.runs() {
            k.push(r.sum as u8);
            k.push(u8::from(r.across));
            k.extend(r.cells.iter().map(|&c| c as u8));
            k.push(255);
        }
        k.extend_from_slice(self.givens());
        k
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
        // Candidates 1 to 9 in every white square (a grid of any width), replayed from the
        // solver's start; givens as the drawing prints them.
        let mut d = draw::draw(self, None, area, style);
        let Some(step) = steps.get(at) else {
            return d;
        };
        let w = self.width();
        let mut now = solve::Board::new(self).cands;
        for s in &steps[..at] {
            for &(c, v) in &s.placed {
                now[c] = crate::latin::bit(v);
            }
            for &(c, m) in &s.removed {
                now[c] &= !m;
            }
        }
        let marks: Vec<crate::latin::Mask> = now
            .iter()
            .zip(self.givens())
            .map(|(&m, &g)| if g == 0 { m } else { 0 })
            .collect();
        let mut struck = step.removed.clone();
        for &(c, v) in &step.placed {
            struck.push((c, now[c] & !crate::latin::bit(v)));
        }
        let mut items = crate::draw::shade(&d, w, &step.cells);
        items.append(&mut d.items);
        let grid = crate::draw::Pencil {
            width: w,
            symbols: 9,
            label: &|v: u8| v.to_string(),
        };
        items.extend(crate::draw::candidates_in(
            &d,
            &grid,
            &marks,
            &struck,
            pencil,
            style.min_line,
        ));
        d.items = items;
        d
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognizes_kakuro_json_and_text_grids() {
        use crate::kind::Puzzle as _;
        assert!(Kakuro.recognizes(r#"{"kind":"kakuro","width":6}"#));
        assert!(!Kakuro.recognizes(r#"{"kind":"killer"}"#));
        assert!(!Kakuro.recognizes("3x3k:zzzc"));
        let p = Puzzle::from_answer(6, 6, &crate::kakuro::tests::SMALL).unwrap();
        let text = p.to_text();
        assert!(Kakuro.recognizes(&text), "{text}");
        assert!(Kakuro.recognizes(&format!("# a comment\n{text}")));
        // One row alone is never a grid (a stream's first line must not read as one).
        assert!(!Kakuro.recognizes(text.lines().next().unwrap()));
        // Rows of different lengths, or no clue block, are not unmistakably Kakuro.
        assert!(!Kakuro.recognizes(&format!("{text}X X\n")));
        assert!(!Kakuro.recognizes("X X X\n. . .\n"));
        // No other kind takes it for its own, nor Kakuro another kind's text.
        for other in crate::kind::KINDS {
            if other.id() != "kakuro" {
                assert!(!other.recognizes(&text), "{}", other.id());
                let (q, _) = other.stand_in(other.default_size(other.levels()[0]));
                assert!(!Kakuro.recognizes(&q.to_text()), "{}", other.id());
            }
        }
    }

    #[test]
    fn sizes_levels_and_stand_ins() {
        assert!(
            Kakuro
                .unsupported(Shape::new(12, 10), Level::Easy)
                .is_none()
        );
        assert!(
            Kakuro
                .unsupported(Shape::new(15, 11), Level::Hard)
                .is_none()
        );
        assert!(
            Kakuro
                .unsupported(Shape::square(13), Level::Medium)
                .is_none()
        );
        let too_big = Kakuro.unsupported(Shape::square(16), Level::Hard).unwrap();
        assert!(too_big.contains("15 cells each way"), "{too_big}");
        for level in LEVELS {
            assert!(Kakuro.unsupported(Shape::square(15), level).is_none());
        }
        for level in LEVELS {
            assert!(
                Kakuro
                    .unsupported(Kakuro.default_size(level), level)
                    .is_none()
            );
        }
        assert!(Kakuro.unsupported(Shape::square(5), Level::Easy).is_some());
        assert!(
            Kakuro
                .unsupported(Shape::square(8), Level::Expert)
                .is_some()
        );
        for shape in [Shape::square(6), Shape::square(10), Shape::new(15, 9)] {
            let (p, answer) = Kakuro.stand_in(shape);
            assert!(p.accepts(&answer), "{shape}");
        }
    }
}
