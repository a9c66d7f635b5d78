//! Futoshiki's generator recipe: every true sign, givens until unique and finished at the
//! level, then givens thinned, then signs (see the numbered algorithm in `crate::generate`).

use super::{Puzzle, finishes};
use crate::latin::random::latin_square;
use crate::solve::Level;
use crate::solve::count;
use rand::seq::SliceRandom;

/// One try: a fresh answer and a puzzle of it that the level's solver finishes, every clue
/// load-bearing. Whether the level below also finishes is the shared driver's question.
pub fn attempt<R: rand::Rng>(n: usize, level: Level, rng: &mut R) -> (Puzzle, Vec<u8>) {
    let answer = latin_square(n, rng);
    let puzzle = from_answer(&answer, level, rng);
    (puzzle, answer)
}

/// The puzzle of `level` this answer gives, clues thinned in `rng`'s order.
fn from_answer<R: rand::Rng>(answer: &[u8], level: Level, rng: &mut R) -> Puzzle {
    let n = (answer.len() as f64).sqrt() as usize;
    let mut puzzle = Puzzle::all_signs(n, answer);

    // Add digits until one answer is left, then until the level's solver finishes.
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    let mut next = order.iter();
    while count::count(&puzzle, 2) != Ok(1) {
        let &cell = next.next().expect("a full grid has one answer");
        puzzle.set_given(cell, answer[cell]);
    }
    while !finishes(&puzzle, level) {
        let &cell = next.next().expect("a full grid is finished by singles");
        puzzle.set_given(cell, answer[cell]);
    }

    // Thin digits, then signs, keeping a removal while the level's solver still finishes.
    let mut givens: Vec<usize> = (0..n * n).filter(|&c| puzzle.givens()[c] != 0).collect();
    givens.shuffle(rng);
    for cell in givens {
        puzzle.set_given(cell, 0);
        if !finishes(&puzzle, level) {
            puzzle.set_given(cell, answer[cell]);
        }
    }
    let mut signs = puzzle.signs().to_vec();
    signs.shuffle(rng);
    for sign in signs {
        let i = puzzle
            .signs()
            .iter()
            .position(|&s| s == sign)
            .expect("sign still present");
        puzzle.take_sign(i);
        if !finishes(&puzzle, level) {
            puzzle.restore_sign(i, sign);
        }
    }
    puzzle
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::futoshiki::Futoshiki;
    use crate::generate::{Generated, generate};
    use crate::kind::{KindRef, level_below};
    use crate::seed::Address;

    /// The properties every generated puzzle must have, checked with tools apart from the
    /// generator's own path.
    fn check(g: &Generated, order: usize, level: Level) {
        let p = g
            .puzzle
            .as_any()
            .downcast_ref::<Puzzle>()
            .expect("a Futoshiki puzzle");
        assert_eq!(p.order(), order);
        assert!(p.accepts(&g.solution), "the answer fits the clues");
        let counted = count::solve(p, 2).unwrap();
        assert_eq!(counted.count, 1, "exactly one answer");
        assert_eq!(counted.solution.as_deref(), Some(&g.solution[..]));
        assert_eq!(g.grade.level, level, "graded at the level asked");
        assert!(finishes(p, level));
        if let Some(easier) = level_below(&Futoshiki, level) {
            assert!(!finishes(p, easier), "the level below cannot finish it");
        }
        for cell in (0..order * order).filter(|&c| p.givens()[c] != 0) {
            assert!(
                !finishes(&p.without_given(cell), level),
                "given at cell {cell} is not load-bearing"
            );
        }
        for i in 0..p.signs().len() {
            assert!(
                !finishes(&p.without_sign(i), level),
                "sign {:?} is not load-bearing",
                p.signs()[i]
            );
        }
    }

    #[test]
    fn puzzles_have_the_promised_properties() {
        for (order, level, k) in [
            (4, Level::Easy, 10),
            (5, Level::Easy, 20),
            (5, Level::Medium, 10),
            (6, Level::Medium, 10),
            (6, Level::Hard, 4),
            (7, Level::Hard, 4),
        ] {
            for i in 1..=k {
                let a = Address::new(7, format!("props-{order}-{level}"), i);
                let g = generate(KindRef(&Futoshiki), order, level, &a).unwrap();
                check(&g, order, level);
            }
        }
    }
}
