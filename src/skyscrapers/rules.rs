//! Skyscrapers' clues as solver rules: givens fix cells, each clued line keeps only the
//! heights some filling of it that fits its clues can put in each cell.

use super::MAX_ORDER;
use super::lines::enumerate;
use super::{Puzzle, line_spots};
use crate::latin::{Candidates, Line, Mask, bit};
use crate::solve::Rules;

impl Puzzle {
    /// The front and back clues of a line (0 = none).
    pub fn line_clues(&self, line: Line) -> (u8, u8) {
        let (f, b) = line_spots(line);
        (self.clue(f), self.clue(b))
    }

    /// The candidates of a line's cells, front first.
    pub(crate) fn line_masks(&self, cands: &Candidates, line: Line) -> [Mask; MAX_ORDER] {
        let n = self.order();
        let mut masks = [0; MAX_ORDER];
        for (i, m) in masks.iter_mut().enumerate().take(n) {
            *m = cands.get(line.cell(n, i));
        }
        masks
    }
}

impl Rules for Puzzle {
    fn order(&self) -> usize {
        self.order()
    }

    fn start(&self) -> Candidates {
        let mut c = Candidates::new(self.order());
        for (cell, &d) in self.givens().iter().enumerate() {
            if d != 0 {
                c.set(cell, bit(d));
            }
        }
        c
    }

    fn propagate(&self, cands: &mut Candidates) -> bool {
        // Enumerate each clued line; a line narrowed makes every crossing line worth another
        // look, until no line changes.
        let n = self.order();
        let lines = |k: usize| {
            if k < n {
                Line::Row(k as u8)
            } else {
                Line::Col((k - n) as u8)
            }
        };
        let mut dirty: u32 = 0;
        for k in 0..2 * n {
            let (f, b) = self.line_clues(lines(k));
            if f | b != 0 {
                dirty |= 1 << k;
            }
        }
        let clued = dirty;
        while dirty != 0 {
            let k = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let line = lines(k);
            let (f, b) = self.line_clues(line);
            let masks = self.line_masks(cands, line);
            let Some(kept) = enumerate(n, &masks, f, b) else {
                return false;
            };
            for (i, (&now, &was)) in kept.iter().zip(&masks).enumerate().take(n) {
                if now != was {
                    cands.set(line.cell(n, i), now);
                    // Cell i of a row lies on column i, and the other way round.
                    let cross = if k < n { n + i } else { i };
                    dirty |= (1 << cross) & clued;
                }
            }
        }
        true
    }

    fn accepts(&self, digits: &[u8]) -> bool {
        Puzzle::accepts(self, digits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::count;

    /// Plain backtracking cell by cell, row-major, checking each height against the givens,
    /// its row and column so far, and every clue whose line is complete. Apart from the real
    /// counter, to check it.
    fn brute_count(p: &Puzzle, cap: usize) -> (usize, Option<Vec<u8>>) {
        fn go(
            p: &Puzzle,
            grid: &mut Vec<u8>,
            cell: usize,
            cap: usize,
            found: &mut (usize, Option<Vec<u8>>),
        ) {
            let n = p.order();
            if found.0 >= cap {
                return;
            }
            if cell == grid.len() {
                if p.accepts(grid) {
                    found.0 += 1;
                    found.1.get_or_insert_with(|| grid.clone());
                }
                return;
            }
            let (r, c) = (cell / n, cell % n);
            for d in 1..=n as u8 {
                let g = p.givens()[cell];
                if (g != 0 && g != d)
                    || (0..c).any(|cc| grid[r * n + cc] == d)
                    || (0..r).any(|rr| grid[rr * n + c] == d)
                {
                    continue;
                }
                grid[cell] = d;
                // A finished row must show its left and right clues.
                let row_ok = c + 1 < n || {
                    let row = &grid[r * n..r * n + n];
                    let (f, b) = p.line_clues(Line::Row(r as u8));
                    (f == 0 || super::super::visible(row.iter().copied()) == f)
                        && (b == 0 || super::super::visible(row.iter().rev().copied()) == b)
                };
                if row_ok {
                    go(p, grid, cell + 1, cap, found);
                }
                grid[cell] = 0;
            }
        }
        let mut grid = vec![0; p.order() * p.order()];
        let mut found = (0, None);
        go(p, &mut grid, 0, cap, &mut found);
        found
    }

    /// A random puzzle: some clues and givens of a random Latin square, now and then a wrong
    /// clue or given on top.
    pub(crate) fn random_puzzle(n: usize, rng: &mut impl rand::Rng) -> Puzzle {
        use rand::RngExt;
        let square = crate::latin::random::latin_square(n, rng);
        let all = Puzzle::all_clues(n, &square);
        let keep_clue = rng.random_range(0.0..0.8);
        let keep_given = rng.random_range(0.0..0.3);
        let mut clues: Vec<u8> = all
            .clues()
            .iter()
            .map(|&c| if rng.random_bool(keep_clue) { c } else { 0 })
            .collect();
        let mut givens: Vec<u8> = square
            .iter()
            .map(|&d| if rng.random_bool(keep_given) { d } else { 0 })
            .collect();
        if rng.random_bool(0.25) {
            for _ in 0..rng.random_range(1..3) {
                if rng.random_bool(0.5) {
                    clues[rng.random_range(0..4 * n)] = rng.random_range(1..=n as u8);
                } else {
                    givens[rng.random_range(0..n * n)] = rng.random_range(1..=n as u8);
                }
            }
        }
        Puzzle::new(n, clues, givens).unwrap()
    }

    fn compare_on_random(n: usize, puzzles: usize, seed: u64) {
        const CAP: usize = 3;
        let mut rng = crate::seed::rng(seed);
        let mut classes = [0usize; CAP + 1];
        for _ in 0..puzzles {
            let p = random_puzzle(n, &mut rng);
            let (want, want_first) = brute_count(&p, CAP);
            let got = count::solve(&p, CAP).unwrap();
            assert_eq!(got.count, want, "count differs on {p:?}");
            assert_eq!(got.solution.is_some(), want > 0);
            if let Some(s) = &got.solution {
                assert!(p.accepts(s), "counter's solution breaks a clue: {p:?}");
            }
            if want == 1 {
                assert_eq!(got.solution, want_first);
            }
            classes[want] += 1;
        }
        // The sample must exercise every outcome: no solution, unique, several.
        assert!(classes[0] > puzzles / 20, "{classes:?}");
        assert!(classes[1] > puzzles / 20, "{classes:?}");
        assert!(classes[CAP] > puzzles / 20, "{classes:?}");
    }

    #[test]
    fn agrees_with_brute_force_4x4() {
        compare_on_random(4, 1500, 14);
    }

    #[test]
    fn agrees_with_brute_force_5x5() {
        compare_on_random(5, 400, 15);
    }

    #[test]
    fn full_clues_admit_their_square() {
        let mut rng = crate::seed::rng(9);
        for n in 4..=9 {
            let square = crate::latin::random::latin_square(n, &mut rng);
            let p = Puzzle::all_clues(n, &square);
            let got = count::solve(&p, 2).unwrap();
            assert!(got.count >= 1);
            assert!(p.accepts(got.solution.as_ref().unwrap()));
        }
    }

    #[test]
    fn givens_against_clues_leave_nothing() {
        // Clue 1 left of row 1 puts 4 in r1c1; a given 3 there contradicts it.
        let mut clues = vec![0; 16];
        clues[8] = 1;
        let mut givens = vec![0; 16];
        givens[0] = 3;
        let p = Puzzle::new(4, clues, givens).unwrap();
        assert_eq!(count::count(&p, 2), Ok(0));
        let mut c = p.start();
        assert!(!p.propagate(&mut c));
    }
}
