//! The fills of a cage: every way to write digits into its cells that reaches its target,
//! given each cell's candidates, with no digit twice in one row or column of the cage.
//!
//! Both solvers reason from fills: the counter keeps each cell's digits that some fill uses,
//! the step solver's cage techniques read unions and line parts of them. The walk is a
//! depth-first search that prunes with the target: sums by the smallest and largest digits
//! still open, products by divisibility, and the last cell's digit is worked out, not tried.

use super::{MAX_CAGE, Op};
use crate::latin::{Mask, bit, digits, highest, lowest};

/// A cage made ready for walking its fills.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Cells, row-major ascending; only the first `len` are used.
    pub cells: [u8; MAX_CAGE],
    pub len: usize,
    /// For each position, the earlier positions in the same row or column (bit j = position j).
    clash: [u16; MAX_CAGE],
    /// The operations its digits may use (one, unless the clue hides it).
    pub ops: &'static [Op],
    pub target: u32,
}

impl Shape {
    pub fn new(n: usize, cells: &[u8], ops: &'static [Op], target: u32) -> Self {
        assert!(cells.len() <= MAX_CAGE && !cells.is_empty());
        let mut s = Shape {
            cells: [0; MAX_CAGE],
            len: cells.len(),
            clash: [0; MAX_CAGE],
            ops,
            target,
        };
        for (i, &c) in cells.iter().enumerate() {
            s.cells[i] = c;
            for (j, &e) in cells[..i].iter().enumerate() {
                let (c, e) = (c as usize, e as usize);
                if c / n == e / n || c % n == e % n {
                    s.clash[i] |= 1 << j;
                }
            }
        }
        s
    }

    /// The cells in use.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.cells[..self.len].iter().map(|&c| c as usize)
    }
}

/// Calls `visit` with the digits of every fill (in cell order) until it returns false; returns
/// false when it was stopped. `masks` are the candidates of the cage's cells, in cell order.
/// Under a hidden operation a fill that reaches the target two ways is visited twice.
pub fn each_fill(shape: &Shape, masks: &[Mask], visit: &mut impl FnMut(&[u8]) -> bool) -> bool {
    let len = shape.len;
    let mut walk = Walk {
        shape,
        masks,
        op: Op::Add,
        lo: [0; MAX_CAGE + 1],
        hi: [0; MAX_CAGE + 1],
        digits: [0; MAX_CAGE],
    };
    if masks[..len].contains(&0) {
        return true;
    }
    for &op in shape.ops {
        walk.op = op;
        // Bounds of what the cells from position i on can add or multiply to.
        let (lo, hi) = (&mut walk.lo, &mut walk.hi);
        let unit = if op == Op::Mul { 1 } else { 0 };
        lo[len] = unit;
        hi[len] = unit;
        for i in (0..len).rev() {
            let (a, b) = (lowest(masks[i]) as u32, highest(masks[i]) as u32);
            if op == Op::Mul {
                lo[i] = lo[i + 1] * a;
                hi[i] = hi[i + 1] * b;
            } else {
                lo[i] = lo[i + 1] + a;
                hi[i] = hi[i + 1] + b;
            }
        }
        if !walk.go(0, unit, visit) {
            return false;
        }
    }
    true
}

struct Walk<'a> {
    shape: &'a Shape,
    masks: &'a [Mask],
    op: Op,
    lo: [u32; MAX_CAGE + 1],
    hi: [u32; MAX_CAGE + 1],
    digits: [u8; MAX_CAGE],
}

impl Walk<'_> {
    fn go(&mut self, i: usize, acc: u32, visit: &mut impl FnMut(&[u8]) -> bool) -> bool {
        let s = self.shape;
        let t = s.target;
        let mut taken: Mask = 0;
        let mut clash = s.clash[i];
        while clash != 0 {
            let j = clash.trailing_zeros() as usize;
            clash &= clash - 1;
            taken |= bit(self.digits[j]);
        }
        let avail = self.masks[i] & !taken;
        if i + 1 == s.len {
            let last = match self.op {
                Op::Add => t.checked_sub(acc).map_or(0, digit_mask),
                Op::Mul => {
                    if acc != 0 && t.is_multiple_of(acc) {
                        digit_mask(t / acc)
                    } else {
                        0
                    }
                }
                // Two cells: `acc` is the first digit.
                Op::Sub => digit_mask(acc + t) | acc.checked_sub(t).map_or(0, digit_mask),
                Op::Div => {
                    digit_mask(acc * t)
                        | if acc.is_multiple_of(t) {
                            digit_mask(acc / t)
                        } else {
                            0
                        }
                }
            };
            for d in digits(avail & last) {
                self.digits[i] = d;
                if !visit(&self.digits[..s.len]) {
                    return false;
                }
            }
            return true;
        }
        for d in digits(avail) {
            let next = match self.op {
                Op::Add => {
                    let sum = acc + d as u32;
                    if sum + self.lo[i + 1] > t {
                        break;
                    }
                    if sum + self.hi[i + 1] < t {
                        continue;
                    }
                    sum
                }
                Op::Mul => {
                    let p = acc * d as u32;
                    if p * self.lo[i + 1] > t {
                        break;
                    }
                    if !t.is_multiple_of(p) || p * self.hi[i + 1] < t {
                        continue;
                    }
                    p
                }
                Op::Sub | Op::Div => d as u32,
            };
            self.digits[i] = d;
            if !self.go(i + 1, next, visit) {
                return false;
            }
        }
        true
    }
}

/// The mask of digit `d` when it is 1 to 9, else empty.
#[inline]
fn digit_mask(d: u32) -> Mask {
    if (1..=9).contains(&d) {
        bit(d as u8)
    } else {
        0
    }
}

/// For each cell, the digits some fill puts there; `None` when no fill exists.
///
/// Asked digit by digit rather than by walking every fill: a big sum cage on 9x9 has
/// thousands of fills, but one fill with a cell fixed to a digit is usually found at once, and
/// every fill found also vouches for the other cells' digits. Only a digit no fill uses costs
/// a full walk, of the fills with that cell fixed; it is then left out of the later walks.
pub fn per_cell(shape: &Shape, masks: &[Mask]) -> Option<[Mask; MAX_CAGE]> {
    let len = shape.len;
    if len == 2 {
        return pair(shape, masks[0], masks[1]);
    }
    if len == 3 {
        // Few fills (the last digit is worked out, so at most n² of them): one walk of them
        // all costs less than a walk per digit.
        let mut out = [0 as Mask; MAX_CAGE];
        each_fill(shape, masks, &mut |ds| {
            for (o, &x) in out.iter_mut().zip(ds) {
                *o |= bit(x);
            }
            true
        });
        return (out[0] != 0).then_some(out);
    }
    let mut out = [0 as Mask; MAX_CAGE];
    // The candidates still worth walking: those shown to be in no fill are dropped.
    let mut live = [0 as Mask; MAX_CAGE];
    live[..len].copy_from_slice(&masks[..len]);
    for i in 0..len {
        loop {
            let open = live[i] & !out[i];
            if open == 0 {
                break;
            }
            let d = lowest(open);
            let all = live[i];
            live[i] = bit(d);
            let mut found = false;
            each_fill(shape, &live[..len], &mut |ds| {
                for (o, &x) in out.iter_mut().zip(ds) {
                    *o |= bit(x);
                }
                found = true;
                false
            });
            live[i] = if found { all } else { all & !bit(d) };
        }
        if out[i] == 0 {
            return None;
        }
    }
    Some(out)
}

/// [`per_cell`] for a two-cell cage, most of a generated grid: each first digit's partners
/// are worked out (as the walk does for its last cell), so no fill is walked.
fn pair(shape: &Shape, a: Mask, b: Mask) -> Option<[Mask; MAX_CAGE]> {
    let t = shape.target;
    let clash = shape.clash[1] != 0;
    let (mut first, mut second) = (0 as Mask, 0 as Mask);
    for &op in shape.ops {
        for d in digits(a) {
            let partners = partners(op, t, d) & b & if clash { !bit(d) } else { Mask::MAX };
            if partners != 0 {
                first |= bit(d);
                second |= partners;
            }
        }
    }
    if first == 0 {
        return None;
    }
    let mut out = [0 as Mask; MAX_CAGE];
    out[0] = first;
    out[1] = second;
    Some(out)
}

/// The digits that make `t` by `op` together with `d` in a two-cell cage (any digit 1 to 9;
/// the caller masks them to its candidates).
#[inline]
pub fn partners(op: Op, t: u32, d: u8) -> Mask {
    let x = d as u32;
    match op {
        Op::Add => t.checked_sub(x).map_or(0, digit_mask),
        Op::Mul => {
            if t.is_multiple_of(x) {
                digit_mask(t / x)
            } else {
                0
            }
        }
        Op::Sub => digit_mask(x + t) | x.checked_sub(t).map_or(0, digit_mask),
        Op::Div => {
            digit_mask(x * t)
                | if x.is_multiple_of(t) {
                    digit_mask(x / t)
                } else {
                    0
                }
        }
    }
}

/// The candidates of the cage's cells in `cands`, in cell order.
pub fn masks_of(shape: &Shape, cands: &crate::latin::Candidates) -> [Mask; MAX_CAGE] {
    let mut m = [0; MAX_CAGE];
    for (i, c) in shape.cells().enumerate() {
        m[i] = cands.get(c);
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latin::full;

    fn all_fills(shape: &Shape, masks: &[Mask]) -> Vec<Vec<u8>> {
        let mut v = Vec::new();
        each_fill(shape, masks, &mut |ds| {
            v.push(ds.to_vec());
            true
        });
        v.sort();
        v.dedup();
        v
    }

    /// Every tuple of candidates, checked one by one: the slow truth.
    fn brute(n: usize, shape: &Shape, masks: &[Mask]) -> Vec<Vec<u8>> {
        let len = shape.len;
        let cells: Vec<usize> = shape.cells().collect();
        let mut out = Vec::new();
        let mut ds = vec![1u8; len];
        loop {
            let fits = (0..len).all(|i| masks[i] & bit(ds[i]) != 0);
            let latin = (0..len).all(|i| {
                (0..i).all(|j| {
                    let (a, b) = (cells[i], cells[j]);
                    !(a / n == b / n || a % n == b % n) || ds[i] != ds[j]
                })
            });
            let reaches = shape
                .ops
                .iter()
                .any(|op| op.apply(&ds) == Some(shape.target));
            if fits && latin && reaches {
                out.push(ds.clone());
            }
            // Next tuple, odometer style.
            let mut i = len;
            loop {
                if i == 0 {
                    return out;
                }
                i -= 1;
                if (ds[i] as usize) < n {
                    ds[i] += 1;
                    break;
                }
                ds[i] = 1;
            }
        }
    }

    #[test]
    fn fills_match_brute_force() {
        use rand::RngExt;
        let mut rng = crate::seed::rng(41);
        // Shapes on a 6x6: a domino, an L, a line of three, a square, an S of five.
        let shapes: [&[u8]; 5] = [
            &[0, 1],
            &[0, 6, 7],
            &[2, 3, 4],
            &[8, 9, 14, 15],
            &[1, 2, 7, 12, 13],
        ];
        let n = 6;
        for _ in 0..400 {
            let cells = shapes[rng.random_range(0..shapes.len())];
            let ops: &'static [Op] = match rng.random_range(0..5) {
                0 => &[Op::Add],
                1 => &[Op::Mul],
                2 if cells.len() == 2 => &[Op::Sub],
                3 if cells.len() == 2 => &[Op::Div],
                4 if cells.len() == 2 => &Op::ALL,
                _ => &[Op::Add, Op::Mul],
            };
            let target = match ops[0] {
                Op::Mul => rng.random_range(1..=200),
                _ => rng.random_range(1..=20),
            };
            let shape = Shape::new(n, cells, ops, target);
            let masks: Vec<Mask> = (0..cells.len())
                .map(|_| rng.random_range(1..=full(n)))
                .collect();
            assert_eq!(
                all_fills(&shape, &masks),
                brute(n, &shape, &masks),
                "{cells:?} {ops:?} {target}"
            );
        }
    }

    #[test]
    fn per_cell_matches_the_union_of_all_fills() {
        use rand::RngExt;
        let mut rng = crate::seed::rng(43);
        let n = 9;
        // A domino, an L of three, a square, an S of five, a block of six (on a 9x9).
        let shapes: [&[u8]; 5] = [
            &[0, 1],
            &[0, 9, 10],
            &[11, 12, 20, 21],
            &[1, 2, 11, 20, 19],
            &[30, 31, 32, 39, 40, 41],
        ];
        let (mut none, mut some) = (0, 0);
        for _ in 0..600 {
            let cells = shapes[rng.random_range(0..shapes.len())];
            let ops: &'static [Op] = match rng.random_range(0..4) {
                0 => &[Op::Add],
                1 => &[Op::Mul],
                2 if cells.len() == 2 => &Op::ALL,
                _ => &[Op::Add, Op::Mul],
            };
            let target = match ops[0] {
                Op::Mul => rng.random_range(1..=3000),
                _ => rng.random_range(1..=40),
            };
            let shape = Shape::new(n, cells, ops, target);
            let masks: Vec<Mask> = (0..cells.len())
                .map(|_| rng.random_range(1..=full(n)))
                .collect();
            let mut want = [0 as Mask; MAX_CAGE];
            let fills = all_fills(&shape, &masks);
            for ds in &fills {
                for (w, &d) in want.iter_mut().zip(ds) {
                    *w |= bit(d);
                }
            }
            let got = per_cell(&shape, &masks);
            if fills.is_empty() {
                assert_eq!(got, None, "{cells:?} {ops:?} {target} {masks:?}");
                none += 1;
            } else {
                assert_eq!(got, Some(want), "{cells:?} {ops:?} {target} {masks:?}");
                some += 1;
            }
        }
        // Both outcomes are exercised.
        assert!(none > 50 && some > 50, "{none} without fills, {some} with");
    }

    #[test]
    fn per_cell_keeps_used_digits() {
        // A 4x4 domino 7+: only 3+4 reaches 7.
        let s = Shape::new(4, &[0, 1], &[Op::Add], 7);
        let m = per_cell(&s, &[full(4), full(4)]).unwrap();
        assert_eq!(&m[..2], &[bit(3) | bit(4), bit(3) | bit(4)]);
        // 2÷ with the first cell 3 or 4: only 4,2.
        let s = Shape::new(4, &[0, 4], &[Op::Div], 2);
        let m = per_cell(&s, &[bit(3) | bit(4), full(4)]).unwrap();
        assert_eq!(&m[..2], &[bit(4), bit(2)]);
        // An L of three cells 3+ in a 4x4: 1,1 may not share a line, but the corner sees both.
        let s = Shape::new(4, &[0, 1, 4], &[Op::Add], 4);
        let m = per_cell(&s, &[full(4); 3]).unwrap();
        // 0 is the corner: it sees 1 and 4, which may both be 1 (different lines) → corner 2.
        assert_eq!(&m[..3], &[bit(2), bit(1), bit(1)]);
        assert!(per_cell(&Shape::new(4, &[0, 1], &[Op::Add], 9), &[full(4); 2]).is_none());
        // Early stop.
        let s = Shape::new(4, &[0, 1], &[Op::Sub], 1);
        let mut k = 0;
        assert!(!each_fill(&s, &[full(4); 2], &mut |_| {
            k += 1;
            k < 2
        }));
        assert_eq!(k, 2);
    }
}
