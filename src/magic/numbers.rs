//! The numbers a magic square uses: `first`, `first + step`, … n² of them (1 to n² is the
//! classic set). Any arithmetic progression makes magic squares of exactly the same shapes: a
//! number of rank r (1 to n²) is `first + (r - 1) × step`, a line of ranks adding up to the
//! classic constant adds up to `n × first + step × (constant − n)`, and back. So the counter
//! and the step solver work on ranks, exactly, and only what a reader sees (the grid, the
//! caption, the sentences) is in numbers.
//!
//! A book draws each puzzle's set from [`choices`], so that its 3x3 answers are not all the
//! one Lo Shu square turned or flipped.

use super::magic_constant;
use rand::RngExt;
use std::fmt;

/// The largest number a square may use: two digits, what a cell is sized for.
pub const MAX_NUMBER: u32 = 99;

/// An arithmetic progression of n² numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Numbers {
    pub first: u8,
    pub step: u8,
}

impl Default for Numbers {
    fn default() -> Self {
        Numbers::CLASSIC
    }
}

/// Why a number set is not one a square can use.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NumbersError {
    #[error("the numbers start at {0}: they start at 1 or more")]
    First(u32),
    #[error("the step is {0}: it is 1 or more")]
    Step(u32),
    #[error("a {n}x{n} square with numbers {first} to {last} goes past {MAX_NUMBER}")]
    TooLarge { n: usize, first: u32, last: u32 },
}

impl Numbers {
    /// 1, 2, 3, … n².
    pub const CLASSIC: Numbers = Numbers { first: 1, step: 1 };

    /// A set of order `n` checked: first and step at least 1, the largest at most
    /// [`MAX_NUMBER`].
    pub fn new(n: usize, first: u32, step: u32) -> Result<Numbers, NumbersError> {
        if first == 0 {
            return Err(NumbersError::First(first));
        }
        if step == 0 {
            return Err(NumbersError::Step(step));
        }
        let last = first as u64 + (n * n - 1) as u64 * step as u64;
        if last > MAX_NUMBER as u64 {
            return Err(NumbersError::TooLarge {
                n,
                first,
                last: last.min(u32::MAX as u64) as u32,
            });
        }
        Ok(Numbers {
            first: first as u8,
            step: step as u8,
        })
    }

    pub fn is_classic(self) -> bool {
        self == Numbers::CLASSIC
    }

    /// The number of rank `rank` (1 = the first).
    #[inline]
    pub fn value(self, rank: u8) -> u8 {
        debug_assert!(rank >= 1);
        self.first + (rank - 1) * self.step
    }

    /// The rank of `value` in a square of order `n`, if it is one of its numbers.
    pub fn rank(self, n: usize, value: u8) -> Option<u8> {
        let off = value.checked_sub(self.first)?;
        (off % self.step == 0 && ((off / self.step) as usize) < n * n).then(|| off / self.step + 1)
    }

    /// The largest number of order `n`.
    pub fn last(self, n: usize) -> u32 {
        self.first as u32 + (n * n - 1) as u32 * self.step as u32
    }

    /// What every line of order `n` adds up to.
    pub fn constant(self, n: usize) -> u32 {
        n as u32 * self.first as u32 + self.step as u32 * (magic_constant(n) - n as u32)
    }

    /// Every number of order `n`, smallest first.
    pub fn all(self, n: usize) -> impl Iterator<Item = u8> {
        (1..=(n * n) as u8).map(move |r| self.value(r))
    }

    /// How a reader is told the numbers: "4 to 12", or "4, 6, 8 … 20" with a step.
    pub fn described(self, n: usize) -> String {
        if self.step == 1 {
            format!("{} to {}", self.first, self.last(n))
        } else {
            format!(
                "{}, {}, {} … {}",
                self.value(1),
                self.value(2),
                self.value(3),
                self.last(n)
            )
        }
    }
}

impl fmt::Display for Numbers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "first {} step {}", self.first, self.step)
    }
}

/// Starting numbers and steps a book draws from, per order: every pair with `first` up to
/// the first bound and `step` up to the second. A 3x3 has one square per set up to turning
/// and flipping, so it needs many sets (150: numbers up to 70); a 4x4 has 880 per set and
/// keeps smaller numbers for its harder sums (40 sets: up to 50).
const RANGES: [(usize, u8, u8); 2] = [(3, 30, 5), (4, 20, 2)];

/// The number sets a book draws a square of order `n` from, classic first.
pub fn choices(n: usize) -> Vec<Numbers> {
    let (_, firsts, steps) = RANGES
        .iter()
        .copied()
        .find(|r| r.0 == n)
        .unwrap_or((n, 1, 1));
    let mut out = Vec::new();
    for step in 1..=steps {
        for first in 1..=firsts {
            out.push(Numbers { first, step });
        }
    }
    out
}

/// A set drawn uniformly from [`choices`].
pub fn random(n: usize, rng: &mut impl rand::Rng) -> Numbers {
    let all = choices(n);
    all[rng.random_range(0..all.len())]
}

/// The largest number any set of [`choices`] of order `n` uses: what a page sizes a grid's
/// numbers for before any puzzle exists.
pub fn widest(n: usize) -> u32 {
    choices(n).iter().map(|s| s.last(n)).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_values() {
        let s = Numbers::new(3, 4, 2).unwrap();
        assert_eq!(
            s.all(3).collect::<Vec<_>>(),
            [4, 6, 8, 10, 12, 14, 16, 18, 20]
        );
        assert_eq!(s.rank(3, 4), Some(1));
        assert_eq!(s.rank(3, 20), Some(9));
        assert_eq!(s.rank(3, 5), None);
        assert_eq!(s.rank(3, 22), None);
        assert_eq!(s.rank(3, 2), None);
        // 4 + 6 + … + 20 = 108 over three rows.
        assert_eq!(s.constant(3), 36);
        assert_eq!(Numbers::new(3, 4, 1).unwrap().constant(3), 24);
        assert_eq!(Numbers::CLASSIC.constant(4), 34);
        assert_eq!(s.described(3), "4, 6, 8 … 20");
        assert_eq!(Numbers::new(3, 4, 1).unwrap().described(3), "4 to 12");
    }

    #[test]
    fn bad_sets_are_refused() {
        assert_eq!(Numbers::new(3, 0, 1), Err(NumbersError::First(0)));
        assert_eq!(Numbers::new(3, 1, 0), Err(NumbersError::Step(0)));
        assert!(matches!(
            Numbers::new(4, 50, 4),
            Err(NumbersError::TooLarge { last: 110, .. })
        ));
        assert!(Numbers::new(3, 91, 1).is_ok());
    }

    #[test]
    fn every_choice_is_valid_and_distinct() {
        for n in [3, 4] {
            let c = choices(n);
            assert_eq!(c[0], Numbers::CLASSIC);
            let set: std::collections::BTreeSet<_> = c.iter().collect();
            assert_eq!(set.len(), c.len());
            for s in &c {
                assert!(Numbers::new(n, s.first as u32, s.step as u32).is_ok());
            }
        }
        assert_eq!(choices(3).len(), 150);
        assert_eq!(widest(3), 70);
        assert_eq!(widest(4), 50);
    }
}
