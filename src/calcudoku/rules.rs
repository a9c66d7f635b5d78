//! Calcudoku's cages as solver rules: each cell keeps the digits some fill of its cage uses.

use super::Puzzle;
use super::fills::{masks_of, per_cell};
use crate::latin::Candidates;
use crate::solve::Rules;

impl Rules for Puzzle {
    fn order(&self) -> usize {
        self.order()
    }

    /// No cell is given: even a one-cell cage is left to its technique, so that the step
    /// solver can name it.
    fn start(&self) -> Candidates {
        Candidates::new(self.order())
    }

    fn propagate(&self, cands: &mut Candidates) -> bool {
        // One pass over the cages; the counter alternates it with the Latin singles until
        // neither changes anything. A cell's digit that no fill uses is in no solution, so
        // nothing sound is lost.
        for shape in self.shapes() {
            let masks = masks_of(shape, cands);
            let Some(keep) = per_cell(shape, &masks[..shape.len]) else {
                return false;
            };
            for (i, cell) in shape.cells().enumerate() {
                cands.set(cell, masks[i] & keep[i]);
            }
        }
        true
    }

    fn accepts(&self, digits: &[u8]) -> bool {
        Puzzle::accepts(self, digits)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::tests::puzzle;
    use super::super::{Cage, Op, Puzzle};
    use crate::latin::random::latin_square;
    use crate::solve::count;
    use rand::RngExt;

    /// Plain backtracking, cell by cell in row-major order, checking rows and columns so far
    /// and each cage once its last cell is filled. Written apart from the counter to check it.
    fn brute_count(p: &Puzzle, cap: usize) -> usize {
        fn go(p: &Puzzle, grid: &mut Vec<u8>, cell: usize, cap: usize, found: &mut usize) {
            let n = p.order();
            if *found >= cap {
                return;
            }
            if cell == n * n {
                assert!(p.accepts(grid));
                *found += 1;
                return;
            }
            let (r, c) = (cell / n, cell % n);
            for d in 1..=n as u8 {
                if (0..c).any(|cc| grid[r * n + cc] == d) || (0..r).any(|rr| grid[rr * n + c] == d)
                {
                    continue;
                }
                grid[cell] = d;
                let cage = &p.cages()[p.cage_of(cell)];
                let ok = *cage.cells.last().unwrap() as usize != cell || {
                    let ds: Vec<u8> = cage.cells.iter().map(|&k| grid[k as usize]).collect();
                    p.cage_holds(cage, &ds)
                };
                if ok {
                    go(p, grid, cell + 1, cap, found);
                }
                grid[cell] = 0;
            }
        }
        let mut grid = vec![0; p.order() * p.order()];
        let mut found = 0;
        go(p, &mut grid, 0, cap, &mut found);
        found
    }

    /// A random puzzle: cages grown at random on a random Latin square, clues true to it,
    /// then now and then a target nudged (often leaving no answer) or operations hidden.
    pub(crate) fn random_puzzle(n: usize, rng: &mut rand_chacha::ChaCha8Rng) -> Puzzle {
        let square = latin_square(n, rng);
        let max = rng.random_range(1..=4);
        let groups = super::super::recipe::grow_cages(n, max, rng);
        let mut cages: Vec<Cage> = groups
            .iter()
            .map(|cells| {
                let ds: Vec<u8> = cells.iter().map(|&c| square[c]).collect();
                let ops: Vec<Op> = Op::ALL
                    .into_iter()
                    .filter(|op| (!op.needs_pair() || ds.len() == 2) && op.apply(&ds).is_some())
                    .collect();
                let op = ops[rng.random_range(0..ops.len())];
                Cage::new(cells.iter().copied(), Some(op), op.apply(&ds).unwrap())
            })
            .collect();
        if rng.random_bool(0.3) {
            let k = rng.random_range(0..cages.len());
            cages[k].target += 1;
        }
        let p = Puzzle::new(n, cages, false).unwrap();
        if rng.random_bool(0.2) {
            p.without_ops()
        } else {
            p
        }
    }

    fn compare_on_random(n: usize, puzzles: usize, seed: u64) {
        const CAP: usize = 3;
        let mut rng = crate::seed::rng(seed);
        let mut classes = [0usize; CAP + 1];
        for _ in 0..puzzles {
            let p = random_puzzle(n, &mut rng);
            let want = brute_count(&p, CAP);
            let got = count::solve(&p, CAP).unwrap();
            assert_eq!(got.count, want, "count differs on {p:?}");
            if let Some(s) = &got.solution {
                assert!(p.accepts(s), "counter's solution breaks a clue: {p:?}");
            }
            classes[want] += 1;
        }
        // Every outcome shows up: no answer, one, several.
        assert!(classes[0] > puzzles / 20, "{classes:?}");
        assert!(classes[1] > puzzles / 20, "{classes:?}");
        assert!(classes[CAP] > puzzles / 20, "{classes:?}");
    }

    #[test]
    fn counter_agrees_with_brute_force_4x4() {
        compare_on_random(4, 600, 4);
    }

    #[test]
    fn counter_agrees_with_brute_force_5x5() {
        compare_on_random(5, 150, 5);
    }

    #[test]
    fn impossible_target_has_no_answer() {
        // 4x4 dominoes; the first cage asks 9+ of two cells, more than 4 + 4 could ever be.
        let p = puzzle(
            4,
            "aabb ccdd eeff gghh",
            &["9+", "7+", "3+", "7+", "7+", "3+", "5+", "5+"],
        );
        assert_eq!(count::count(&p, 2), Ok(0));
        // The grid of one-cell cages showing a Latin square has exactly that answer.
        let sq = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let cages = (0..16)
            .map(|c| Cage::new([c], None, sq[c] as u32))
            .collect();
        let p = Puzzle::new(4, cages, false).unwrap();
        let got = count::solve(&p, 2).unwrap();
        assert_eq!((got.count, got.solution), (1, Some(sq.to_vec())));
    }
}
