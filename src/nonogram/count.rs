//! The exact counter: how many grids have these clues, up to a cap, within a work budget.
//!
//! Kept apart from the step solver on purpose (its own line check, its own search), so that
//! a mistake in one shows up as a disagreement with the other in the tests. A search node
//! settles every line it can, by asking of each undecided cell whether the line still fits
//! with the cell filled and with it empty, then branches on the first undecided cell.

use super::Puzzle;
use crate::solve::count::{Counted, OverBudget};

const OPEN: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;

/// Line-check work one count may do (cells times runs examined): far beyond what a
/// line-solvable 40x40 needs, small enough to answer within seconds.
pub const BUDGET: u64 = 400_000_000;

struct Search<'a> {
    p: &'a Puzzle,
    lines: Vec<Vec<usize>>,
    work: u64,
    nodes: u64,
    found: usize,
    cap: usize,
    first: Option<Vec<u8>>,
}

/// True when `clue` can be laid in `cells` (each OPEN, BLACK or WHITE). `ok[j]`: the runs
/// from the current one on fit in cells `j..`, computed from the last run back.
fn fits(clue: &[u8], cells: &[u8], work: &mut u64) -> bool {
    let n = cells.len();
    // After the last run: nothing black may remain.
    let mut ok = vec![false; n + 2];
    ok[n] = true;
    ok[n + 1] = true;
    for j in (0..n).rev() {
        ok[j] = ok[j + 1] && cells[j] != BLACK;
    }
    for &r in clue.iter().rev() {
        let r = r as usize;
        let mut next = vec![false; n + 2];
        // `next[j]`: this run and the rest fit in `j..`; the run starts at j or later.
        let mut white_run = 0usize; // non-white cells from j on
        for j in (0..n).rev() {
            white_run = if cells[j] == WHITE { 0 } else { white_run + 1 };
            let here = white_run >= r
                && (j + r == n || (cells[j + r] != BLACK && ok[j + r + 1]))
                && (j + r < n || ok[n]);
            next[j] = here || (cells[j] != BLACK && next[j + 1]);
        }
        *work += (n + 1) as u64;
        ok = next;
    }
    ok[0]
}

impl Search<'_> {
    /// Settles lines until nothing changes; false on a line that cannot fit.
    fn settle(&mut self, cells: &mut [u8]) -> Result<bool, OverBudget> {
        let mut dirty = vec![true; self.lines.len()];
        let mut any = true;
        while any {
            any = false;
            for l in 0..self.lines.len() {
                if !dirty[l] {
                    continue;
                }
                dirty[l] = false;
                let clue = self.p.clue(l);
                let mut line: Vec<u8> = self.lines[l].iter().map(|&c| cells[c]).collect();
                if !fits(clue, &line, &mut self.work) {
                    return Ok(false);
                }
                for i in 0..line.len() {
                    if line[i] != OPEN {
                        continue;
                    }
                    line[i] = BLACK;
                    let black = fits(clue, &line, &mut self.work);
                    line[i] = WHITE;
                    let white = fits(clue, &line, &mut self.work);
                    line[i] = match (black, white) {
                        (true, true) => OPEN,
                        (true, false) => BLACK,
                        (false, true) => WHITE,
                        (false, false) => return Ok(false),
                    };
                    if line[i] != OPEN {
                        let c = self.lines[l][i];
                        cells[c] = line[i];
                        // The crossing line changed.
                        let (w, h) = (self.p.width(), self.p.height());
                        let other = if l < h { h + c % w } else { c / w };
                        dirty[other] = true;
                        any = true;
                    }
                }
                if self.work > BUDGET {
                    return Err(OverBudget { nodes: self.nodes });
                }
            }
        }
        Ok(true)
    }

    fn search(&mut self, mut cells: Vec<u8>) -> Result<(), OverBudget> {
        self.nodes += 1;
        if !self.settle(&mut cells)? {
            return Ok(());
        }
        match cells.iter().position(|&v| v == OPEN) {
            None => {
                self.found += 1;
                if self.first.is_none() {
                    self.first = Some(cells.iter().map(|&v| u8::from(v == BLACK)).collect());
                }
            }
            Some(c) => {
                for v in [BLACK, WHITE] {
                    if self.found >= self.cap {
                        break;
                    }
                    let mut next = cells.clone();
                    next[c] = v;
                    self.search(next)?;
                }
            }
        }
        Ok(())
    }
}

/// Grids with these clues, counting no further than `cap`, and the first one found.
pub fn solve(p: &Puzzle, cap: usize) -> Result<Counted, OverBudget> {
    let mut s = Search {
        p,
        lines: (0..p.line_count())
            .map(|l| p.line_cells(l).collect())
            .collect(),
        work: 0,
        nodes: 0,
        found: 0,
        cap: cap.max(1),
        first: None,
    };
    s.search(vec![OPEN; p.width() * p.height()])?;
    Ok(Counted {
        count: s.found,
        solution: s.first,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

    /// Every grid whose rows have their clues tried (each row any of its 2^w fillings with
    /// the row's runs): how many have the columns' clues too.
    fn brute(p: &Puzzle) -> usize {
        let w = p.width();
        let fillings: Vec<Vec<Vec<u8>>> = p
            .rows()
            .iter()
            .map(|clue| {
                (0u32..1 << w)
                    .map(|bits| (0..w).map(|i| ((bits >> i) & 1) as u8).collect::<Vec<u8>>())
                    .filter(|row| crate::nonogram::line::runs(row.iter().copied()) == *clue)
                    .collect()
            })
            .collect();
        let mut count = 0;
        let mut pick = vec![0usize; p.height()];
        'all: loop {
            let grid: Vec<u8> = pick
                .iter()
                .zip(&fillings)
                .flat_map(|(&i, f)| f[i].clone())
                .collect();
            count += usize::from(p.accepts(&grid));
            for r in 0..pick.len() {
                pick[r] += 1;
                if pick[r] < fillings[r].len() {
                    continue 'all;
                }
                pick[r] = 0;
            }
            break;
        }
        count
    }

    #[test]
    fn agrees_with_brute_force_on_small_grids() {
        // Random 5x5 pictures of every density (the sparse ones have several answers).
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut several = 0;
        for density in [0.2, 0.25, 0.3, 0.35, 0.5, 0.5, 0.65, 0.8] {
            let pic: Vec<u8> = (0..25)
                .map(|_| u8::from(rng.random_range(0.0..1.0) < density))
                .collect();
            let p = Puzzle::from_picture(5, 5, &pic).unwrap();
            let c = solve(&p, usize::MAX).unwrap();
            assert_eq!(c.count, brute(&p), "{pic:?}");
            assert!(p.accepts(c.solution.as_ref().unwrap()));
            several += usize::from(c.count > 1);
        }
        assert!(several > 0, "some picture has several answers");
    }

    #[test]
    fn the_cap_stops_the_count() {
        // Clues of an empty-ish grid with many answers: a lone cell in each line.
        let mut pic = vec![0u8; 25];
        for i in 0..5 {
            pic[i * 5 + i] = 1;
        }
        let p = Puzzle::from_picture(5, 5, &pic).unwrap();
        // Every permutation matrix fits: 120 answers.
        assert_eq!(solve(&p, usize::MAX).unwrap().count, 120);
        assert_eq!(solve(&p, 2).unwrap().count, 2);
    }

    #[test]
    fn the_line_check_is_exact() {
        let mut w = 0;
        // Runs 2 1 in five cells: "##.#." and so on.
        assert!(fits(&[2, 1], &[OPEN; 5], &mut w));
        assert!(!fits(&[2, 2], &[OPEN; 4], &mut w));
        assert!(fits(&[2, 2], &[OPEN; 5], &mut w));
        assert!(!fits(&[1], &[BLACK, OPEN, BLACK], &mut w));
        assert!(fits(&[3], &[OPEN, BLACK, OPEN, WHITE], &mut w));
        assert!(!fits(&[3], &[OPEN, WHITE, BLACK, OPEN], &mut w));
        assert!(fits(&[], &[WHITE, OPEN], &mut w));
        assert!(!fits(&[], &[BLACK], &mut w));
    }
}
