//! The sum engine that Killer Sudoku's cages and Kakuro's runs share: a group of cells whose
//! digits add up to a given sum.
//!
//! Digit sets are bitmasks as everywhere in the solvers (bit `d - 1` is digit `d`). Two
//! questions come up again and again:
//! - which sets of `k` distinct digits make `s` ([`combinations`]): "3 in 2 is 1+2", the
//!   beginner's table of unique sums;
//! - given each cell's candidates, which digits each cell may still take when the cells must
//!   add up to `s` with distinct digits ([`options`]), or with digits distinct only between
//!   cells that see each other ([`options_apart`]).
//!
//! Both answer exactly (every assignment is accounted for), so the exact counter and the
//! step solver can use them alike.

use crate::latin::Mask;
use std::sync::OnceLock;

/// Largest digit any sum kind uses.
pub const MAX_DIGIT: u8 = 9;

/// Most cells in one group [`options`] and [`options_apart`] take.
pub const MAX_GROUP: usize = 16;

/// The sum of the digits of every 9-digit set, indexed by mask.
const fn set_sums() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut m: usize = 1;
    while m < 512 {
        let low = m & m.wrapping_neg();
        t[m] = t[m & (m - 1)] + low.trailing_zeros() as u8 + 1;
        m += 1;
    }
    t
}

static SET_SUMS: [u8; 512] = set_sums();

/// The sum of the digits of a set of digits 1 to 9.
#[inline]
pub fn sum_of(set: Mask) -> u32 {
    SET_SUMS[(set & 0x1ff) as usize] as u32
}

/// The least and the most `k` distinct digits from 1 to `max` can add up to (`None` when
/// there are not `k` such digits).
pub fn bounds(k: usize, max: u8) -> Option<(u32, u32)> {
    let (k, m) = (k as u32, max as u32);
    (k >= 1 && k <= m).then(|| (k * (k + 1) / 2, k * (2 * m - k + 1) / 2))
}

/// Every set of `k` distinct digits from 1 to `max` (at most 9) adding up to `sum`, as
/// masks, ascending: `combinations(2, 3, 9) == [0b11]` (1 + 2).
pub fn combinations(k: usize, sum: u32, max: u8) -> &'static [Mask] {
    static TABLE: OnceLock<Vec<Vec<Mask>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        // One list per (max, k, sum), each ascending by mask.
        let mut t = vec![Vec::new(); 10 * 10 * 46];
        for max in 1..=MAX_DIGIT as usize {
            for m in 1..(1u16 << max) {
                let k = m.count_ones() as usize;
                t[(max * 10 + k) * 46 + sum_of(m) as usize].push(m);
            }
        }
        t
    });
    if max == 0 || max > MAX_DIGIT || k > 9 || sum > 45 {
        return &[];
    }
    &table[(max as usize * 10 + k) * 46 + sum as usize]
}

/// The digits some set of `k` distinct digits 1 to 9 adding up to `sum` uses (0 when none).
fn any_way(k: usize, sum: u32) -> Mask {
    static TABLE: OnceLock<Vec<Mask>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![0; 10 * 46];
        for k in 0..=9 {
            for s in 0..=45 {
                t[k * 46 + s] = combinations(k, s as u32, 9).iter().fold(0, |a, &m| a | m);
            }
        }
        t
    });
    if k > 9 || sum > 45 {
        0
    } else {
        table[k * 46 + sum as usize]
    }
}

/// What each of `cands.len()` cells may hold when their digits are all different and add up
/// to `sum`, each cell taking one of its candidates (digits 1 to 9): written to `out`, one
/// mask per cell, each a subset of the cell's candidates. Returns false (and zeros) when no
/// assignment exists. Exact: a digit stays exactly when some assignment puts it there.
///
/// A forward pass collects the digit sets the first cells can take, a backward pass keeps
/// only those that lead to a set making `sum`: at most 512 sets per cell, handled 64 at a
/// time, so a nine-cell cage never costs the 9! orders a search would try.
pub fn options(cands: &[Mask], sum: u32, out: &mut [Mask]) -> bool {
    let k = cands.len();
    debug_assert!(k <= 9 && out.len() >= k);
    // Cells that can all take every digit of every way of making the sum can each take any
    // of them (every way fits in any order): the answer without a search. A generator's
    // propagation starts from full cells, so this is its most frequent question.
    let every = any_way(k, sum);
    if k > 0 && every != 0 && cands.iter().all(|&c| c & every == every) {
        out[..k].fill(every);
        return true;
    }
    // Solvers and counters ask the same question of an unchanged cage or run again and again
    // (each pass of a propagation loop, each rung of the ladder): a small cache of answers
    // keyed by the whole question, which answers exactly as the search below does.
    let key = Question::new(&cands[..k], sum, 0, 0);
    cached(&CACHE, key, key.slot(), &mut out[..k], |out| {
        options_search(cands, sum, out)
    })
}

/// `narrow`'s answer for up to nine cells' candidates `cands` that make `sum` with digits
/// up to `max` and none of `without`, remembered per thread as [`options`]' are: for a
/// caller's own narrowing of a group (a step solver's cage fitting), which its loops ask
/// again of unchanged cages. `narrow` must depend on nothing but its question.
pub fn remembered(
    cands: &[Mask],
    sum: u32,
    max: u8,
    without: Mask,
    out: &mut [Mask],
    narrow: impl FnOnce(&mut [Mask]) -> bool,
) -> bool {
    let k = cands.len();
    if k > 9 {
        return narrow(out);
    }
    let key = Question::new(cands, sum, max, without);
    cached(&FIT_CACHE, key, key.slot(), &mut out[..k], narrow)
}

thread_local! {
    /// Direct-mapped, as [`CACHE`].
    static FIT_CACHE: Cache<Question, 9> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A per-thread answer cache: each slot the last question that hashed to it, the answer and
/// whether one exists.
type Cache<Q, const N: usize> = std::cell::RefCell<Vec<(Q, [Mask; N], bool)>>;

/// The answer to `key` from `cache` (direct-mapped: a slot holds the last question that
/// hashed to it), or `search`'s, written to `out` and kept for next time.
fn cached<Q: Copy + Default + Eq, const N: usize>(
    cache: &'static std::thread::LocalKey<Cache<Q, N>>,
    key: Q,
    slot: usize,
    out: &mut [Mask],
    search: impl FnOnce(&mut [Mask]) -> bool,
) -> bool {
    let k = out.len();
    let hit = cache.with_borrow(|c| {
        c.get(slot)
            .filter(|(q, _, _)| *q == key)
            .map(|&(_, a, ok)| (a, ok))
    });
    if let Some((a, ok)) = hit {
        out.copy_from_slice(&a[..k]);
        return ok;
    }
    let ok = search(out);
    let mut a = [0; N];
    a[..k].copy_from_slice(out);
    cache.with_borrow_mut(|c| {
        if c.is_empty() {
            c.resize(CACHE_SLOTS, (Q::default(), [0; N], false));
        }
        c[slot] = (key, a, ok);
    });
    ok
}

/// A cache slot for a question's words (FNV-1a style mixing: any spread will do).
fn slot_of(sum: u16, k: u8, words: impl Iterator<Item = u64>) -> usize {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ ((sum as u64) << 8 | k as u64);
    for w in words {
        h = (h ^ w).wrapping_mul(0x0000_0100_0000_01b3);
    }
    ((h ^ h >> 29) as usize) & (CACHE_SLOTS - 1)
}

/// Slots of the [`options`] cache (a power of two), per thread.
const CACHE_SLOTS: usize = 1 << 12;

/// One question to [`options`] or [`remembered`]: up to nine cells' candidates, the sum,
/// and the largest digit and the digits left out when the answer depends on them (0 for
/// `options`).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Question {
    cands: [Mask; 9],
    sum: u16,
    k: u8,
    max: u8,
    without: Mask,
}

impl Question {
    fn new(cands: &[Mask], sum: u32, max: u8, without: Mask) -> Question {
        let mut key = Question {
            cands: [0; 9],
            sum: sum.min(u16::MAX as u32) as u16,
            k: cands.len() as u8,
            max,
            without,
        };
        key.cands[..cands.len()].copy_from_slice(cands);
        key
    }

    fn slot(&self) -> usize {
        let cands = &self.cands[..self.k as usize];
        let k = self.k ^ ((self.max & 0xf) << 4);
        slot_of(
            self.sum,
            k,
            cands.iter().map(|&m| m as u64).chain([self.without as u64]),
        )
    }
}

thread_local! {
    /// Direct-mapped: a slot holds the last question that hashed to it and its answer.
    static CACHE: Cache<Question, 9> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// A set of digit sets as 512 bits, one per mask of digits 1 to 9: bit `m % 64` of word
/// `m / 64` holds mask `m`.
type Bits = [u64; 8];

/// Within a word, the positions whose mask lacks digit bit `j` (for `j` < 6).
const WITHOUT: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0f0f_0f0f_0f0f_0f0f,
    0x00ff_00ff_00ff_00ff,
    0x0000_ffff_0000_ffff,
    0x0000_0000_ffff_ffff,
];

/// The digit sets adding up to each sum 0 to 45, as [`Bits`].
const fn sum_sets() -> [Bits; 46] {
    let sums = set_sums();
    let mut t = [[0u64; 8]; 46];
    let mut m = 0;
    while m < 512 {
        t[sums[m] as usize][m >> 6] |= 1 << (m & 63);
        m += 1;
    }
    t
}

static SUM_SETS: [Bits; 46] = sum_sets();

/// `{ s | j : s in v, j not in s }`: every set of `v` lacking digit bit `j`, with it added.
#[inline(always)]
fn with_digit(v: &Bits, j: u32, out: &mut Bits) {
    if j < 6 {
        let (keep, by) = (WITHOUT[j as usize], 1u32 << j);
        for w in 0..8 {
            out[w] |= (v[w] & keep) << by;
        }
    } else {
        // Bits 6 to 8 of a mask pick the word: adding the digit moves whole words.
        let step = 1usize << (j - 6);
        for w in 0..8 {
            if w & step == 0 {
                out[w + step] |= v[w];
            }
        }
    }
}

/// `{ s - j : s in v, j in s }`: every set of `v` holding digit bit `j`, with it taken away.
#[inline(always)]
fn without_digit(v: &Bits, j: u32) -> Bits {
    let mut out = [0u64; 8];
    if j < 6 {
        let (keep, by) = (WITHOUT[j as usize], 1u32 << j);
        for w in 0..8 {
            out[w] = (v[w] >> by) & keep;
        }
    } else {
        let step = 1usize << (j - 6);
        for w in 0..8 {
            if w & step == 0 {
                out[w] = v[w + step];
            }
        }
    }
    out
}

/// [`options`] without its cache: the forward and backward passes, each over all 512 digit
/// sets at once (a set of sets is 512 bits; adding a digit to every set lacking it is a
/// masked shift), so a miss costs a few hundred word operations whatever the cage.
fn options_search(cands: &[Mask], sum: u32, out: &mut [Mask]) -> bool {
    let k = cands.len();
    out[..k].fill(0);
    if k == 0 {
        return sum == 0;
    }
    if sum > 45 {
        return false;
    }
    // reach[i]: digit sets cells 0..i can take, all different.
    let mut reach = [[0u64; 8]; 10];
    reach[0][0] = 1;
    for i in 0..k {
        let (head, tail) = reach.split_at_mut(i + 1);
        let mut c = cands[i] & 0x1ff;
        while c != 0 {
            let j = c.trailing_zeros();
            c &= c - 1;
            with_digit(&head[i], j, &mut tail[0]);
        }
    }
    // live: sets after cell i from which the rest can still finish at `sum`.
    let target = &SUM_SETS[sum as usize];
    let mut live = [0u64; 8];
    let mut any = false;
    for w in 0..8 {
        live[w] = reach[k][w] & target[w];
        any |= live[w] != 0;
    }
    if !any {
        return false;
    }
    for i in (0..k).rev() {
        let mut before = [0u64; 8];
        let mut c = cands[i] & 0x1ff;
        while c != 0 {
            let j = c.trailing_zeros();
            c &= c - 1;
            let back = without_digit(&live, j);
            let mut hit = 0;
            for w in 0..8 {
                let t = back[w] & reach[i][w];
                before[w] |= t;
                hit |= t;
            }
            if hit != 0 {
                out[i] |= 1 << j;
            }
        }
        live = before;
    }
    // Every set in reach[k] making `sum` came from some choice at each cell, so no cell is
    // left empty here.
    true
}

/// Like [`options`] for cells whose digits must differ only where they see each other: bit
/// `j` of `apart[i]` set means cells `i` and `j` take different digits (the outies of a
/// house, spread over several houses). Searches assignments, so keep groups small (the
/// callers take at most [`MAX_GROUP`] cells, mostly a handful).
pub fn options_apart(cands: &[Mask], sum: u32, apart: &[u16], out: &mut [Mask]) -> bool {
    let k = cands.len();
    debug_assert!(k <= MAX_GROUP && apart.len() >= k && out.len() >= k);
    if k > APART_CACHED {
        return options_apart_search(cands, sum, apart, out);
    }
    // A generator weighs the same few cells of a band again and again while it steers a
    // fill: answers are cached as for [`options`], keyed by the whole question.
    let mut key = ApartQuestion {
        cands: [0; APART_CACHED],
        apart: [0; APART_CACHED],
        sum: sum.min(u16::MAX as u32) as u16,
        k: k as u8,
    };
    key.cands[..k].copy_from_slice(&cands[..k]);
    key.apart[..k].copy_from_slice(&apart[..k]);
    cached(&APART_CACHE, key, key.slot(), &mut out[..k], |out| {
        options_apart_search(cands, sum, apart, out)
    })
}

/// Most cells of an [`options_apart`] question whose answer is cached.
const APART_CACHED: usize = 8;

/// One question to [`options_apart`]: up to [`APART_CACHED`] cells' candidates, which of them
/// must differ, and the sum.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct ApartQuestion {
    cands: [Mask; APART_CACHED],
    apart: [u16; APART_CACHED],
    sum: u16,
    k: u8,
}

impl ApartQuestion {
    fn slot(&self) -> usize {
        let k = self.k as usize;
        let words = (0..k).flat_map(|i| [self.cands[i] as u64, self.apart[i] as u64]);
        slot_of(self.sum, self.k, words)
    }
}

thread_local! {
    /// Direct-mapped, as [`CACHE`].
    static APART_CACHE: Cache<ApartQuestion, APART_CACHED> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// [`options_apart`] without its cache: a search over assignments.
fn options_apart_search(cands: &[Mask], sum: u32, apart: &[u16], out: &mut [Mask]) -> bool {
    let k = cands.len();
    out[..k].fill(0);
    // Least and most the cells from i on can add (each cell alone).
    let mut lo = [0u32; MAX_GROUP + 1];
    let mut hi = [0u32; MAX_GROUP + 1];
    for i in (0..k).rev() {
        if cands[i] == 0 {
            return false;
        }
        lo[i] = lo[i + 1] + crate::latin::lowest(cands[i]) as u32;
        hi[i] = hi[i + 1] + crate::latin::highest(cands[i]) as u32;
    }
    let mut chosen = [0 as Mask; MAX_GROUP];
    let mut budget = APART_BUDGET;
    // Each node is a different choice for the first cells, so there are at most (k + 1)
    // times the product of the candidate counts. Below the budget the search may skip
    // subtrees that can add nothing new: the answer is the same, only found sooner (above
    // it, skipping would change where the budget runs out, and so the answer).
    let most = cands.iter().fold(k as u64 + 1, |n, &c| {
        n.saturating_mul(c.count_ones() as u64)
    });
    let skip = most < APART_BUDGET as u64;
    let found = search(
        &Walk {
            cands,
            apart,
            lo: &lo,
            hi: &hi,
            skip,
        },
        0,
        sum,
        &mut chosen,
        out,
        &mut budget,
    );
    if budget == 0 {
        // Too many assignments to look at: say nothing rather than something wrong.
        out[..k].copy_from_slice(&cands[..k]);
        return true;
    }
    found
}

/// Nodes one [`options_apart`] search may visit before it gives up.
const APART_BUDGET: u32 = 200_000;

/// What an [`options_apart`] search walks over.
struct Walk<'a> {
    cands: &'a [Mask],
    apart: &'a [u16],
    /// Least and most the cells from `i` on can add.
    lo: &'a [u32],
    hi: &'a [u32],
    /// Skip a subtree when every digit it could give is already known to be possible.
    skip: bool,
}

fn search(
    w: &Walk,
    i: usize,
    left: u32,
    chosen: &mut [Mask; MAX_GROUP],
    out: &mut [Mask],
    budget: &mut u32,
) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let (cands, apart) = (w.cands, w.apart);
    let k = cands.len();
    if i == k {
        if left != 0 {
            return false;
        }
        for j in 0..k {
            out[j] |= chosen[j];
        }
        return true;
    }
    if left < w.lo[i] || left > w.hi[i] {
        return false;
    }
    // Nothing below can add a digit to `out`; some answer exists already (a cell past `i`
    // has digits in `out`), so true is right for the caller.
    if w.skip && (0..i).all(|j| chosen[j] & !out[j] == 0) && (i..k).all(|j| cands[j] & !out[j] == 0)
    {
        return true;
    }
    let taken = chosen[..i]
        .iter()
        .enumerate()
        .filter(|&(j, _)| apart[i] >> j & 1 != 0)
        .fold(0, |m, (_, &c)| m | c);
    let mut any = false;
    for d in crate::latin::digits(cands[i] & !taken) {
        let rest_left = left.checked_sub(d as u32);
        let Some(rest) = rest_left else { break };
        if rest < w.lo[i + 1] || rest > w.hi[i + 1] {
            continue;
        }
        chosen[i] = crate::latin::bit(d);
        any |= search(w, i + 1, rest, chosen, out, budget);
    }
    chosen[i] = 0;
    any
}

/// The digits every one of `sets` holds, and the digits some hold.
pub fn common_and_any(sets: impl IntoIterator<Item = Mask>) -> (Mask, Mask) {
    sets.into_iter()
        .fold((Mask::MAX, 0), |(all, any), s| (all & s, any | s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latin::bit;

    fn mask(ds: &[u8]) -> Mask {
        ds.iter().fold(0, |m, &d| m | bit(d))
    }

    /// Every way to give each cell one of its candidates, by brute force: the reference the
    /// engine must agree with.
    fn brute(cands: &[Mask], sum: u32, apart: impl Fn(usize, usize) -> bool) -> Vec<Mask> {
        let k = cands.len();
        let mut out = vec![0; k];
        let mut pick = vec![0u8; k];
        fn go(
            i: usize,
            cands: &[Mask],
            sum: u32,
            apart: &dyn Fn(usize, usize) -> bool,
            pick: &mut Vec<u8>,
            out: &mut Vec<Mask>,
        ) {
            if i == cands.len() {
                if pick.iter().map(|&d| d as u32).sum::<u32>() == sum {
                    for (o, &d) in out.iter_mut().zip(pick.iter()) {
                        *o |= bit(d);
                    }
                }
                return;
            }
            for d in crate::latin::digits(cands[i]) {
                if (0..i).any(|j| apart(i, j) && pick[j] == d) {
                    continue;
                }
                pick[i] = d;
                go(i + 1, cands, sum, apart, pick, out);
            }
        }
        go(0, cands, sum, &apart, &mut pick, &mut out);
        out
    }

    #[test]
    fn combinations_are_the_known_tables() {
        assert_eq!(combinations(2, 3, 9), [mask(&[1, 2])]);
        assert_eq!(combinations(2, 17, 9), [mask(&[8, 9])]);
        assert_eq!(combinations(3, 6, 9), [mask(&[1, 2, 3])]);
        assert_eq!(combinations(3, 24, 9), [mask(&[7, 8, 9])]);
        assert_eq!(combinations(4, 10, 9), [mask(&[1, 2, 3, 4])]);
        assert_eq!(combinations(4, 30, 9), [mask(&[6, 7, 8, 9])]);
        assert_eq!(combinations(9, 45, 9), [0x1ff]);
        assert_eq!(combinations(2, 10, 9).len(), 4); // 1+9 2+8 3+7 4+6
        assert_eq!(combinations(2, 10, 6).len(), 1); // 4+6 only
        assert!(combinations(2, 18, 9).is_empty());
        assert!(combinations(3, 5, 9).is_empty());
        assert!(combinations(10, 45, 9).is_empty());
        // Every mask is counted once: 511 non-empty sets of 1..9 in all.
        let total: usize = (1..=9)
            .flat_map(|k| (0..=45).map(move |s| combinations(k, s, 9).len()))
            .sum();
        assert_eq!(total, 511);
        assert_eq!(bounds(3, 9), Some((6, 24)));
        assert_eq!(bounds(2, 6), Some((3, 11)));
        assert_eq!(bounds(7, 6), None);
    }

    /// A small fixed-seed generator (xorshift64) for the random questions below.
    fn xorshift(mut state: u64) -> impl FnMut() -> u64 {
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    #[test]
    fn remembered_answers_each_question_as_asked() {
        // Asked again, the answer comes from memory; another sum, cell count, largest digit
        // or set of digits left out is another question.
        let calls = std::cell::Cell::new(0);
        let ask_without = |cands: &[Mask], sum: u32, max: u8, without: Mask| {
            let mut out = [0; 9];
            let ok = remembered(cands, sum, max, without, &mut out[..cands.len()], |out| {
                calls.set(calls.get() + 1);
                for (o, &c) in out.iter_mut().zip(cands) {
                    *o = c & ((1 << max) - 1) & !(sum as Mask) & !without;
                }
                sum != 7
            });
            (ok, out)
        };
        let ask = |cands: &[Mask], sum: u32, max: u8| ask_without(cands, sum, max, 0);
        let a = ask(&[0x1ff, 0x0f0], 10, 9);
        assert_eq!(calls.get(), 1);
        assert_eq!(ask(&[0x1ff, 0x0f0], 10, 9), a);
        assert_eq!(calls.get(), 1);
        let b = ask(&[0x1ff, 0x0f0], 10, 6);
        assert_eq!(calls.get(), 2);
        assert_ne!(a, b);
        assert!(!ask(&[0x1ff, 0x0f0], 7, 9).0);
        ask(&[0x1ff, 0x0f0, 0x001], 10, 9);
        assert_eq!(calls.get(), 4);
        let c = ask_without(&[0x1ff, 0x0f0], 10, 9, 0x010);
        assert_eq!(calls.get(), 5);
        assert_ne!(a, c);
    }

    #[test]
    fn options_agree_with_brute_force() {
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        for _ in 0..3000 {
            let k = 1 + (next() % 6) as usize;
            let cands: Vec<Mask> = (0..k).map(|_| (next() % 511 + 1) as Mask).collect();
            let (lo, hi) = bounds(k, 9).unwrap();
            let sum = lo + (next() % (hi - lo + 1) as u64) as u32;
            let want = brute(&cands, sum, |_, _| true);
            let mut got = [0; 9];
            let ok = options(&cands, sum, &mut got);
            assert_eq!(&got[..k], &want[..], "{cands:?} sum {sum}");
            assert_eq!(ok, want.iter().all(|&m| m != 0));
            // Asked again, the cache answers the same.
            let mut again = [0; 9];
            assert_eq!(options(&cands, sum, &mut again), ok);
            assert_eq!(again, got);
            // Only cells 0-1 and 1-2 apart: repeated digits allowed elsewhere.
            let apart_of = |i: usize, j: usize| i.abs_diff(j) == 1 && i.max(j) <= 2;
            let apart: Vec<u16> = (0..k)
                .map(|i| {
                    (0..k)
                        .filter(|&j| apart_of(i, j))
                        .fold(0, |m, j| m | 1 << j)
                })
                .collect();
            let want = brute(&cands, sum, apart_of);
            let mut got = [0; 16];
            options_apart(&cands, sum, &apart, &mut got);
            assert_eq!(&got[..k], &want[..], "{cands:?} sum {sum} apart");
            // Asked again, the cache answers the same.
            let mut again = [0; 16];
            options_apart(&cands, sum, &apart, &mut again);
            assert_eq!(again, got);
        }
    }

    #[test]
    fn apart_searches_that_skip_agree_with_brute_force() {
        // Random groups of who-sees-whom, small enough that the search skips subtrees that
        // add nothing (and large ones that do not): asked of the search, past the cache.
        let mut next = xorshift(0x0123_4567_89ab_cdef);
        let mut skipped = 0;
        for _ in 0..3000 {
            let k = 2 + (next() % 7) as usize;
            let cands: Vec<Mask> = (0..k)
                .map(|_| (0..1 + next() % 4).fold(0, |m, _| m | bit((next() % 9) as u8 + 1)))
                .collect();
            let mut apart = vec![0u16; k];
            for i in 0..k {
                for j in 0..i {
                    if next() & 1 == 0 {
                        apart[i] |= 1 << j;
                        apart[j] |= 1 << i;
                    }
                }
            }
            let lo: u32 = cands.iter().map(|&m| crate::latin::lowest(m) as u32).sum();
            let hi: u32 = cands.iter().map(|&m| crate::latin::highest(m) as u32).sum();
            let sum = lo + (next() % (hi - lo + 1) as u64) as u32;
            let want = brute(&cands, sum, |i, j| apart[i] >> j & 1 != 0);
            let mut got = [0; 16];
            let ok = options_apart_search(&cands, sum, &apart, &mut got);
            assert_eq!(&got[..k], &want[..], "{cands:?} sum {sum} apart {apart:?}");
            assert_eq!(ok, want.iter().all(|&m| m != 0));
            let ways: u64 = cands.iter().map(|&m| m.count_ones() as u64).product();
            skipped += usize::from((k as u64 + 1) * ways < APART_BUDGET as u64);
        }
        assert!(skipped > 2000, "{skipped}");
    }

    #[test]
    fn big_groups_agree_with_brute_force() {
        // Seven to nine cells (the rule of 45's groups), few candidates each so that brute
        // force stays quick; asked of the search itself, past the cache.
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..300 {
            let k = 7 + (next() % 3) as usize;
            // A planted answer (distinct digits, shuffled) among two random digits a cell.
            let mut digits: Vec<u8> = (1..=9).collect();
            for i in (1..9).rev() {
                digits.swap(i, (next() % (i as u64 + 1)) as usize);
            }
            let cands: Vec<Mask> = (0..k)
                .map(|i| (0..2).fold(bit(digits[i]), |m, _| m | bit((next() % 9) as u8 + 1)))
                .collect();
            let sum: u32 = digits[..k].iter().map(|&d| d as u32).sum();
            let want = brute(&cands, sum, |_, _| true);
            let mut got = [0; 9];
            assert!(options_search(&cands, sum, &mut got));
            assert_eq!(&got[..k], &want[..], "{cands:?} sum {sum}");
            // One more than the answer's sum: different questions, exact too.
            let want = brute(&cands, sum + 1, |_, _| true);
            let ok = options_search(&cands, sum + 1, &mut got);
            assert_eq!(&got[..k], &want[..], "{cands:?} sum {}", sum + 1);
            assert_eq!(ok, want.iter().all(|&m| m != 0));
        }
    }

    #[test]
    fn a_full_cage_keeps_what_it_can() {
        // 45 in nine: every digit somewhere, so a cell whose partners are fixed is too.
        let mut cands = [0x1ff; 9];
        for (i, c) in cands.iter_mut().enumerate().take(8) {
            *c = bit(i as u8 + 1);
        }
        let mut out = [0; 9];
        assert!(options(&cands, 45, &mut out));
        assert_eq!(out[8], bit(9));
        assert!(!options(&cands, 44, &mut out));
        assert_eq!(out, [0; 9]);
    }
}
