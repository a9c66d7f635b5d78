//! Calcudoku as a plug-in: what the book engine asks of the kind and of each puzzle.

use super::{Cage, ORDERS, Op, Puzzle, draw, format, recipe};
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

/// The Calcudoku kind.
pub struct Calcudoku;

/// Largest easy grid.
pub const MAX_EASY: usize = 6;

/// The registered kind, for puzzles to name.
pub fn kind() -> KindRef {
    KindRef(&Calcudoku)
}

impl Kind for Calcudoku {
    fn techniques(&self) -> Vec<&'static crate::solve::logic::Technique> {
        super::techniques::ladder()
            .iter()
            .map(|r| r.technique)
            .collect()
    }

    fn id(&self) -> &'static str {
        "calcudoku"
    }

    fn name(&self) -> &'static str {
        "Calcudoku"
    }

    fn sizes(&self) -> RangeInclusive<usize> {
        ORDERS
    }

    /// Easy stops at 6x6: on larger grids the easy techniques almost never finish a puzzle
    /// (no 9x9 in 5,000 attempts; 6x6 takes about 60), see docs/calcudoku.md.
    fn unsupported(&self, shape: Shape, level: Level) -> Option<String> {
        if let Err(why) = kind::sides_in(self, shape) {
            return Some(why);
        }
        let size = shape.order();
        if !self.levels().contains(&level) {
            return Some(format!(
                "Calcudoku has no level '{level}': use {}",
                kind::level_list(self.levels())
            ));
        }
        (level == Level::Easy && size > MAX_EASY).then(|| {
            format!(
                "easy Calcudoku grids are 4x4 to {MAX_EASY}x{MAX_EASY}: a {size}x{size} grid \
                 almost always needs medium techniques; use medium or hard, or a smaller size"
            )
        })
    }

    /// Measured (docs/calcudoku.md): 4x4 is the gentlest easy grid; 5x5 medium and 6x6 hard
    /// come out at their level in few attempts and take a few minutes each to solve.
    fn default_size(&self, level: Level) -> Shape {
        Shape::square(match level {
            Level::Easy => 4,
            Level::Medium => 5,
            _ => 6,
        })
    }

    fn attempt(
        &self,
        shape: Shape,
        level: Level,
        rng: &mut ChaCha8Rng,
    ) -> Option<(PuzzleRef, Vec<u8>)> {
        let size = shape.order();
        let (p, answer) = recipe::attempt(size, level, recipe::Variant::default(), rng)?;
        Some((Arc::new(p), answer))
    }

    fn parse(&self, input: &str) -> Result<PuzzleRef, ParseError> {
        Ok(Arc::new(format::parse_any(input)?))
    }

    fn recognizes(&self, input: &str) -> bool {
        // Unequal and Towers IDs share the "<n>d<level>:" start: only a whole Keen ID counts.
        let t = input.trim();
        match format::Format::detect(t) {
            format::Format::Keen => format::parse_keen(t).is_ok(),
            format::Format::Json => serde_json::from_str::<serde_json::Value>(t)
                .is_ok_and(|v| v.get("kind").and_then(|k| k.as_str()) == Some(self.id())),
            format::Format::Text => false,
        }
    }

    fn game_id_name(&self) -> Option<&'static str> {
        Some("keen")
    }

    fn extent(&self, shape: Shape, style: &Style) -> Extent {
        Extent::square(draw::extent(shape.order(), style))
    }

    fn digit_size(&self, _shape: Shape, cell: f32, style: &Style) -> f32 {
        draw::digit_size(cell, style)
    }

    fn rules(&self, shapes: &[Shape], lang: Language) -> Vec<String> {
        super::words::rules(lang, &kind::orders(shapes))
    }

    fn technique_note(&self, name: &str, lang: crate::words::Language) -> Option<kind::Note> {
        super::notes::note(name, lang)
    }

    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>) {
        let n = shape.order();
        // Every kind of clue: a one-cell cage and all four operations; and the widest clue
        // the recipe makes (a product of three digits, up to 999) in the top-right cell, walled
        // by the grid's border and a cage's, where it has the least room.
        let sol: Vec<u8> = (0..n * n)
            .map(|c| ((c % n + n - c / n) % n) as u8 + 1)
            .collect();
        let mut cages = Vec::new();
        let mut add = |cells: Vec<usize>, op: Option<Op>| {
            let ds: Vec<u8> = cells.iter().map(|&x| sol[x]).collect();
            let target = match op {
                Some(op) => op.apply(&ds).expect("the operation applies"),
                None => ds[0] as u32,
            };
            cages.push(Cage::new(cells, op, target));
        };
        let last = n - 1;
        // The last column, down: the product of its three largest digits, then sums of two
        // (of three where one row would be left over; a 4x4's last square alone).
        add((0..3).map(|r| r * n + last).collect(), Some(Op::Mul));
        let mut r = 3;
        while r < n {
            let len = match n - r {
                1 => 1,
                3 => 3,
                _ => 2,
            };
            let op = (len > 1).then_some(Op::Add);
            add((r..r + len).map(|x| x * n + last).collect(), op);
            r += len;
        }
        // The other columns, across: a one-cell cage first, then pairs (and a one-cell cage
        // where one square is left over), the pairs' operations in turn.
        let (mut k, mut divided) = (0, false);
        for r in 0..n {
            let mut c = 0;
            if r == 0 {
                add(vec![0], None);
                c = 1;
            }
            while c < last {
                if last - c == 1 {
                    add(vec![r * n + c], None);
                    break;
                }
                let cells: Vec<usize> = (c..c + 2).map(|x| r * n + x).collect();
                let ds: Vec<u8> = cells.iter().map(|&x| sol[x]).collect();
                let op = if !divided && Op::Div.apply(&ds).is_some_and(|q| q > 1) {
                    divided = true;
                    Op::Div
                } else {
                    k += 1;
                    [Op::Add, Op::Sub, Op::Mul][k % 3]
                };
                add(cells, Some(op));
                c += 2;
            }
        }
        let p = Puzzle::new(n, cages, false).expect("rows of small cages are valid");
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
            // The minus sign as the body font can print it, as the rules do.
            .replace('\u{2212}', minus())
    }

    fn start_candidates(&self) -> Option<Vec<crate::latin::Mask>> {
        let s = super::techniques::start(self).ok()?;
        Some((0..self.order() * self.order()).map(|c| s.get(c)).collect())
    }

    fn game_id(&self, level: Level) -> Option<String> {
        format::to_keen(self, level)
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
        let singles = self.cages().iter().filter(|c| c.len() == 1).count();
        vec![("cages", self.cages().len()), ("one-cell cages", singles)]
    }

    fn key(&self) -> Vec<u8> {
        let n = self.order();
        let mut k = vec![n as u8, self.mul_only() as u8];
        k.extend((0..n * n).map(|c| self.cage_of(c) as u8));
        for c in self.cages() {
            k.push(c.op.map_or(0, |op| op as u8 + 1));
            k.extend(c.target.to_le_bytes());
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

/// The minus sign as the book's text font can print it: the en dash stands in, as in the
/// grids, while the vendored font lacks U+2212.
fn minus() -> &'static str {
    if crate::fonts::FontId::Regular.covers("\u{2212}") {
        "\u{2212}"
    } else {
        "\u{2013}"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::Kind;

    #[test]
    fn tells_keen_ids_from_unequal_and_towers_ids() {
        let k = Calcudoku;
        assert!(k.recognizes("4de:_a_7a4_a3,s1m8d2s1a4d2a7m4"));
        assert!(
            k.recognizes(" 6dh:b_a_3a__a_3a_4ba10__a_6a__,m150a7s3s2s1m12a7a6d3m10s3a8m12m48d2s3 ")
        );
        assert!(!k.recognizes("4de:0,0,0L,2,0,0,0L,0U,0R,0,0,0U,0,0,0,0"));
        assert!(!k.recognizes("5dh:2///1/3///3/////5//1/////2"));
        assert!(!k.recognizes("4de:1///////////////,a3e2_1g"));
        assert!(!k.recognizes(r#"{"kind":"futoshiki","size":4,"givens":[]}"#));
        assert!(k.recognizes(&format::to_json(
            &format::parse_keen("4de:_a_7a4_a3,s1m8d2s1a4d2a7m4").unwrap()
        )));
        // And the other kinds do not take a Keen ID for theirs.
        for other in crate::kind::KINDS.iter().filter(|o| o.id() != "calcudoku") {
            assert!(
                !other.recognizes("4de:_a_7a4_a3,s1m8d2s1a4d2a7m4"),
                "{}",
                other.id()
            );
        }
    }

    #[test]
    fn easy_stops_at_six() {
        assert!(
            Calcudoku
                .unsupported(crate::kind::Shape::square(6), Level::Easy)
                .is_none()
        );
        assert!(
            Calcudoku
                .unsupported(crate::kind::Shape::square(9), Level::Hard)
                .is_none()
        );
        assert!(
            Calcudoku
                .unsupported(crate::kind::Shape::square(7), Level::Easy)
                .unwrap()
                .contains("4x4 to 6x6")
        );
        assert!(
            Calcudoku
                .unsupported(crate::kind::Shape::square(3), Level::Easy)
                .unwrap()
                .contains("not 3x3")
        );
        assert!(
            Calcudoku
                .unsupported(crate::kind::Shape::square(5), Level::Expert)
                .is_some()
        );
    }

    #[test]
    fn rules_name_the_book_sizes() {
        let r = Calcudoku.rules(&crate::shape::squares(&[6, 4, 4]), Language::En);
        assert!(r[0].contains("1 to 4 in a 4 by 4 grid and 1 to 6 in a 6 by 6 grid"));
        assert!(r.iter().all(|p| !p.is_empty() && p.ends_with('.')));
    }

    #[test]
    fn stand_in_shows_every_clue() {
        for n in 4..=9 {
            let (p, sol) = Calcudoku.stand_in(crate::kind::Shape::square(n));
            assert!(p.accepts(&sol));
            let c = p.as_any().downcast_ref::<Puzzle>().unwrap();
            let ops: std::collections::BTreeSet<Option<Op>> =
                c.cages().iter().map(|k| k.op).collect();
            assert_eq!(ops.len(), 5, "{n}: {ops:?}");
        }
    }

    #[test]
    fn keys_tell_puzzles_apart() {
        let a = format::parse_keen("4de:_a_7a4_a3,s1m8d2s1a4d2a7m4").unwrap();
        let b = format::parse_keen("4de:_a_7a4_a3,s1m8d2s1a4d2a7m8").unwrap();
        let c = a.without_ops();
        let key = |p: &Puzzle| kind::Puzzle::key(p);
        assert_ne!(key(&a), key(&b));
        assert_ne!(key(&a), key(&c));
        assert_eq!(key(&a), key(&a.clone()));
    }
}
