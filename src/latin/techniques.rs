//! Human-style techniques that need only houses: singles, subsets, fish, forcing chains.
//! Every Latin kind's step solver uses them. Singles, subsets and chains work in every house
//! of the grid ([`crate::solve::logic::Geometry::houses`]: rows and columns, and boxes when the
//! grid has them); fish are about rows against columns only.
//!
//! Each finder looks for ONE deduction in a fixed order (houses rows first, then columns, then
//! boxes; cells and digits ascending), writes it into a [`Found`] and returns true, or returns
//! false and writes nothing. Finders only look at open (not yet placed) cells: a placed digit
//! is already gone from its houses.

use super::{Line, MAX_ORDER, Mask, bit, digits, full, lowest};
use crate::solve::Level;
use crate::solve::logic::{CellSet, Contradiction, Found, State, Technique, members, one};

pub static NAKED_SINGLE: Technique = Technique {
    name: "naked-single",
    level: Level::Easy,
    weight: 1,
};
pub static HIDDEN_SINGLE: Technique = Technique {
    name: "hidden-single",
    level: Level::Easy,
    weight: 2,
};
pub static NAKED_PAIR: Technique = Technique {
    name: "naked-pair",
    level: Level::Medium,
    weight: 10,
};
pub static HIDDEN_PAIR: Technique = Technique {
    name: "hidden-pair",
    level: Level::Medium,
    weight: 12,
};
pub static NAKED_TRIPLE: Technique = Technique {
    name: "naked-triple",
    level: Level::Medium,
    weight: 16,
};
pub static HIDDEN_TRIPLE: Technique = Technique {
    name: "hidden-triple",
    level: Level::Medium,
    weight: 20,
};
pub static NAKED_QUAD: Technique = Technique {
    name: "naked-quad",
    level: Level::Medium,
    weight: 24,
};
pub static HIDDEN_QUAD: Technique = Technique {
    name: "hidden-quad",
    level: Level::Medium,
    weight: 30,
};
pub static X_WING: Technique = Technique {
    name: "x-wing",
    level: Level::Hard,
    weight: 80,
};
pub static SWORDFISH: Technique = Technique {
    name: "swordfish",
    level: Level::Hard,
    weight: 120,
};
pub static FORCING_CHAIN: Technique = Technique {
    name: "forcing-chain",
    level: Level::Hard,
    weight: 150,
};

/// Longest forcing chain, in links between cells: longer chains are no fun to follow.
pub const MAX_LINKS: usize = 8;

/// Naked single: an open cell with one candidate left is placed.
pub fn naked_single(s: &State, f: &mut Found) -> bool {
    let Some(cell) = members(s.open()).find(|&c| s.get(c).count_ones() == 1) else {
        return false;
    };
    let d = lowest(s.get(cell));
    s.place_into(cell, d, f);
    f.cell(cell);
    f.digits = bit(d);
    true
}

/// Hidden single: a digit with one possible cell in a house (row, column or box) is placed
/// there. Also reports a digit with no possible cell in a house.
pub fn hidden_single(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for line in s.geo.houses() {
        let (mut once, mut twice, mut placed) = (0 as Mask, 0 as Mask, 0 as Mask);
        for cell in members(s.geo.line(line)) {
            let m = s.get(cell);
            twice |= once & m;
            once |= m;
            if s.is_placed(cell) {
                placed |= m;
            }
        }
        if once != full(n) {
            let digit = lowest(full(n) & !once);
            f.broken = Some(Contradiction::NoPlace { line, digit });
            return true;
        }
        let hidden = once & !twice & !placed;
        if hidden != 0 {
            let d = lowest(hidden);
            let cell = members(s.geo.line(line))
                .find(|&c| s.get(c) & bit(d) != 0)
                .expect("a hidden digit has a cell");
            s.place_into(cell, d, f);
            f.cell(cell);
            f.line(line);
            f.digits = bit(d);
            return true;
        }
    }
    false
}

/// Every naked single in one pass, placed at once.
///
/// `changed` as [`crate::solve::logic::Sweep`] gives it: a cell outside it was no single
/// when the last pass looked, so only the cells in it, and those a placement in this pass
/// touches, are looked at.
pub fn naked_single_sweep(s: &mut State, changed: CellSet) -> Result<bool, Contradiction> {
    let mut placed = false;
    // In ascending order, as a pass over every cell meets them; a placement adds its peers
    // further on.
    let every = changed == s.geo.all();
    let mut todo = s.open() & changed;
    let mut cells = members(todo);
    while let Some(cell) = cells.next() {
        let m = s.get(cell);
        if m.count_ones() == 1 {
            s.place(cell, lowest(m))?;
            placed = true;
            if !every {
                let later = !CellSet::first(cell + 1);
                todo = (todo | (s.geo.peers(cell) & s.open())) & later;
                cells = members(todo);
            }
        }
    }
    Ok(placed)
}

/// A house's digits: those its cells hold once, those they hold twice or more, and those
/// placed in it.
pub type Tally = (Mask, Mask, Mask);

/// Counts into `t` a cell holding `m`, placed or not.
#[inline]
pub fn tally_cell(t: &mut Tally, m: Mask, placed: bool) {
    t.1 |= t.0 & m;
    t.0 |= m;
    if placed {
        t.2 |= m;
    }
}

/// The [`Tally`] of `line`'s cells.
pub fn tally(s: &State, line: Line) -> Tally {
    let mut t = (0, 0, 0);
    for cell in s.geo.line_cells(line) {
        tally_cell(&mut t, s.get(cell), s.is_placed(cell));
    }
    t
}

/// Every hidden single in one pass, placed at once.
pub fn hidden_single_sweep(s: &mut State) -> Result<bool, Contradiction> {
    let n = s.order();
    let mut changed = false;
    for line in s.geo.houses() {
        let (once, twice, placed) = tally(s, line);
        if once != full(n) {
            let digit = lowest(full(n) & !once);
            return Err(Contradiction::NoPlace { line, digit });
        }
        for d in digits(once & !twice & !placed) {
            // An earlier placement in this line may have taken the digit's only cell.
            let Some(cell) = s.geo.line_cells(line).find(|&c| s.get(c) & bit(d) != 0) else {
                return Err(Contradiction::NoPlace { line, digit: d });
            };
            s.place(cell, d)?;
            changed = true;
        }
    }
    Ok(changed)
}

/// Calls `visit` on each k-subset of `0..len` (ascending, in lexicographic order) until it
/// returns true; returns whether it did. No allocation.
pub fn any_combination(len: usize, k: usize, mut visit: impl FnMut(&[usize]) -> bool) -> bool {
    if k == 0 || k > len || k > MAX_ORDER {
        return false;
    }
    let mut idx = [0usize; MAX_ORDER];
    for (i, x) in idx.iter_mut().enumerate().take(k) {
        *x = i;
    }
    loop {
        if visit(&idx[..k]) {
            return true;
        }
        // Advance the rightmost index that still has room.
        let mut i = k;
        while i > 0 && idx[i - 1] == len - k + i - 1 {
            i -= 1;
        }
        if i == 0 {
            return false;
        }
        idx[i - 1] += 1;
        for j in i..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// Naked subset of size `k`: k open cells of a house that between them hold only k digits;
/// those digits leave the house's other cells.
pub fn naked_subset(s: &State, f: &mut Found, k: usize) -> bool {
    for line in s.geo.houses() {
        let open = s.geo.line(line) & s.open();
        if open.count_ones() as usize <= k {
            continue;
        }
        let mut pool = [0usize; MAX_ORDER];
        let mut len = 0;
        for cell in members(open) {
            if (1..=k).contains(&(s.get(cell).count_ones() as usize)) {
                pool[len] = cell;
                len += 1;
            }
        }
        let fired = any_combination(len, k, |idx| {
            let union = idx.iter().fold(0, |u, &i| u | s.get(pool[i]));
            if union.count_ones() as usize != k {
                return false;
            }
            let inside = idx
                .iter()
                .fold(CellSet::EMPTY, |set, &i| set | one(pool[i]));
            let rest = open & !inside;
            if !members(rest).any(|c| s.get(c) & union != 0) {
                return false;
            }
            for &i in idx {
                f.cell(pool[i]);
            }
            for c in members(rest) {
                let gone = s.get(c) & union;
                if gone != 0 {
                    f.remove(c, gone);
                }
            }
            f.line(line);
            f.digits = union;
            true
        });
        if fired {
            return true;
        }
    }
    false
}

/// Hidden subset of size `k`: k digits that can only go in the same k cells of a house;
/// those cells lose every other digit.
pub fn hidden_subset(s: &State, f: &mut Found, k: usize) -> bool {
    let n = s.order();
    let places = s.places();
    for line in s.geo.houses() {
        let open = s.geo.line(line) & s.open();
        if open.count_ones() as usize <= k {
            continue;
        }
        let mut pool_digit = [0u8; MAX_ORDER];
        let mut pool_cells = [CellSet::EMPTY; MAX_ORDER];
        let mut len = 0;
        for d in 1..=n as u8 {
            let cells = places[d as usize] & open;
            if (1..=k).contains(&(cells.count_ones() as usize)) {
                pool_digit[len] = d;
                pool_cells[len] = cells;
                len += 1;
            }
        }
        let fired = any_combination(len, k, |idx| {
            let cells = idx
                .iter()
                .fold(CellSet::EMPTY, |set, &i| set | pool_cells[i]);
            if cells.count_ones() as usize != k {
                return false;
            }
            let kept = idx.iter().fold(0, |m, &i| m | bit(pool_digit[i]));
            if !members(cells).any(|c| s.get(c) & !kept != 0) {
                return false;
            }
            for c in members(cells) {
                f.cell(c);
                let gone = s.get(c) & !kept;
                if gone != 0 {
                    f.remove(c, gone);
                }
            }
            f.line(line);
            f.digits = kept;
            true
        });
        if fired {
            return true;
        }
    }
    false
}

/// Fish of size `k` on one digit (2: X-wing, 3: swordfish): in k rows the digit's possible
/// cells lie in the same k columns, so it leaves those columns' other rows; and the same with
/// rows and columns swapped.
pub fn fish(s: &State, f: &mut Found, k: usize) -> bool {
    let n = s.order();
    let cross = |base: Line, i: usize| match base {
        Line::Row(_) => Line::Col(i as u8),
        _ => Line::Row(i as u8),
    };
    let places = s.places();
    for d in 1..=n as u8 {
        let with = places[d as usize];
        for rows in [true, false] {
            let mut pool_line = [Line::Row(0); MAX_ORDER];
            let mut pool_cover: [Mask; MAX_ORDER] = [0; MAX_ORDER];
            let mut len = 0;
            for i in 0..n as u8 {
                let base = if rows { Line::Row(i) } else { Line::Col(i) };
                let cells = with & s.geo.line(base);
                if (2..=k).contains(&(cells.count_ones() as usize)) {
                    pool_line[len] = base;
                    pool_cover[len] =
                        members(cells).fold(0, |m, c| m | 1 << if rows { c % n } else { c / n });
                    len += 1;
                }
            }
            let fired = any_combination(len, k, |idx| {
                let cover = idx.iter().fold(0 as Mask, |m, &i| m | pool_cover[i]);
                if cover.count_ones() as usize != k {
                    return false;
                }
                let base_cells = idx
                    .iter()
                    .fold(CellSet::EMPTY, |set, &i| set | s.geo.line(pool_line[i]));
                let cover_cells = (0..n)
                    .filter(|&j| cover & 1 << j != 0)
                    .fold(CellSet::EMPTY, |set, j| {
                        set | s.geo.line(cross(pool_line[0], j))
                    });
                let victims = with & cover_cells & !base_cells;
                if victims.is_empty() {
                    return false;
                }
                for c in members(with & base_cells & cover_cells) {
                    f.cell(c);
                }
                for &i in idx {
                    f.line(pool_line[i]);
                }
                for j in (0..n).filter(|&j| cover & 1 << j != 0) {
                    f.line(cross(pool_line[0], j));
                }
                for c in members(victims) {
                    f.remove(c, bit(d));
                }
                f.digits = bit(d);
                true
            });
            if fired {
                return true;
            }
        }
    }
    false
}

/// Forcing chain over two-candidate cells. Start from a two-candidate cell S holding N and M
/// and suppose S is not N: it is M, so each two-candidate cell seeing it and holding M is its
/// other digit, and so on along rows and columns (breadth first, at most [`MAX_LINKS`]
/// links). If the chain forces some cell E to N, then S or E is N, and any cell seeing both
/// cannot be N.
pub fn forcing_chain(s: &State, f: &mut Found) -> bool {
    chain_within(s, f, MAX_LINKS)
}

pub fn chain_within(s: &State, f: &mut Found, max_links: usize) -> bool {
    let open = s.open();
    let mut pairs: CellSet = CellSet::EMPTY;
    let mut has = [CellSet::EMPTY; MAX_ORDER + 1];
    for c in members(open) {
        let m = s.get(c);
        if m.count_ones() == 2 {
            pairs |= one(c);
        }
        for d in digits(m) {
            has[d as usize] |= one(c);
        }
    }
    let mut value = [0u8; crate::latin::MAX_CELLS];
    let mut parent = [0u8; crate::latin::MAX_CELLS];
    let mut depth = [0u8; crate::latin::MAX_CELLS];
    let mut queue = [0u8; crate::latin::MAX_CELLS];
    for start in members(pairs) {
        for target in digits(s.get(start)) {
            let mut seen = one(start);
            value[start] = lowest(s.get(start) & !bit(target));
            depth[start] = 0;
            queue[0] = start as u8;
            let (mut head, mut tail) = (0, 1);
            while head < tail {
                let c = queue[head] as usize;
                head += 1;
                if depth[c] as usize >= max_links {
                    continue;
                }
                let v = value[c];
                let next = s.geo.peers(c) & pairs & has[v as usize] & !seen;
                for e in members(next) {
                    seen |= one(e);
                    value[e] = lowest(s.get(e) & !bit(v));
                    parent[e] = c as u8;
                    depth[e] = depth[c] + 1;
                    queue[tail] = e as u8;
                    tail += 1;
                    if value[e] != target {
                        continue;
                    }
                    let victims = s.geo.peers(start) & s.geo.peers(e) & has[target as usize];
                    if victims.is_empty() {
                        continue;
                    }
                    let mut chain = [0usize; crate::latin::MAX_CELLS];
                    let mut len = 0;
                    let mut at = e;
                    while at != start {
                        chain[len] = at;
                        len += 1;
                        at = parent[at] as usize;
                    }
                    f.cell(start);
                    for &c in chain[..len].iter().rev() {
                        f.cell(c);
                    }
                    for v in members(victims) {
                        f.remove(v, bit(target));
                    }
                    f.digits = bit(target);
                    return true;
                }
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::logic::testing::{removals, state};

    fn run(find: impl Fn(&State, &mut Found) -> bool, s: &State) -> Option<Found> {
        let mut f = Found::default();
        if find(s, &mut f) {
            Some(f)
        } else {
            assert!(f.is_empty(), "a finder that does not fire writes nothing");
            None
        }
    }

    #[test]
    fn combinations_in_order() {
        let mut seen = Vec::new();
        any_combination(4, 2, |idx| {
            seen.push(idx.to_vec());
            false
        });
        assert_eq!(
            seen,
            vec![
                vec![0, 1],
                vec![0, 2],
                vec![0, 3],
                vec![1, 2],
                vec![1, 3],
                vec![2, 3]
            ]
        );
        assert!(!any_combination(2, 3, |_| true));
    }

    #[test]
    fn naked_single_places_and_clears_peers() {
        // r1c2 can only be 2; 2 is still pencilled in r1c3, r1c4 and r3c2.
        let s = state(
            4,
            ". 2 . .
             . 134 . .
             . . . .
             . 13 . .",
        );
        let f = run(naked_single, &s).expect("fires");
        assert_eq!(f.place, Some((1, 2)));
        assert_eq!(
            removals(&f),
            vec![(0, bit(2)), (2, bit(2)), (3, bit(2)), (9, bit(2))]
        );
        // Once placed, nothing is left for it.
        let s = state(
            4,
            "1 =2 34 34
             . . . .
             . . . .
             . . . .",
        );
        let f = run(naked_single, &s).expect("r1c1 is a single");
        assert_eq!(f.place, Some((0, 1)));
        let s = state(4, "=1 =2 34 34 . . . . . . . . . . . .");
        assert!(run(naked_single, &s).is_none());
    }

    #[test]
    fn hidden_single_in_row_then_column() {
        // Row 1: only r1c3 can hold 4.
        let s = state(
            4,
            "123 123 1234 123
             . . . .
             . . . .
             . . . .",
        );
        let f = run(hidden_single, &s).expect("fires");
        assert_eq!(f.place, Some((2, 4)));
        // 4 leaves the rest of column 3.
        assert_eq!(removals(&f), vec![(6, bit(4)), (10, bit(4)), (14, bit(4))]);
        assert_eq!(f.lines(), [Line::Row(0)]);
        // Column 2: only r3c2 can hold 1 (rows have 1 in other cells).
        let s = state(
            4,
            "1234 234 1234 1234
             1234 234 1234 1234
             1234 1234 1234 1234
             1234 234 1234 1234",
        );
        let f = run(hidden_single, &s).expect("fires");
        assert_eq!(f.place, Some((9, 1)));
        assert_eq!(f.lines(), [Line::Col(1)]);
        assert_eq!(removals(&f), vec![(8, bit(1)), (10, bit(1)), (11, bit(1))]);
        // Every digit has two places everywhere: nothing.
        assert!(run(hidden_single, &state(4, &". ".repeat(16))).is_none());
    }

    #[test]
    fn with_boxes_singles_and_subsets_work_in_boxes() {
        use crate::solve::logic::testing::boxed_state;
        // 4x4 with 2x2 boxes: in box 1 (top left) only r2c2 can hold 4; no row or column has
        // a hidden single, so without boxes nothing fires.
        let text = "123 123 1234 1234
                    123 1234 1234 1234
                    1234 1234 1234 1234
                    1234 1234 1234 1234";
        assert!(run(hidden_single, &state(4, text)).is_none());
        let f = run(hidden_single, &boxed_state(4, text)).expect("fires in the box");
        assert_eq!(f.place, Some((5, 4)));
        assert_eq!(f.lines(), [Line::Box(0)]);
        // Placing removes 4 from the rest of its row and column (the box has no other 4).
        assert_eq!(
            removals(&f),
            vec![(6, bit(4)), (7, bit(4)), (9, bit(4)), (13, bit(4))]
        );
        // Box 1 holds a naked pair {1,2} in r1c1 and r2c2: 1 and 2 leave r1c2 and r2c1.
        let text = "12 123 1234 1234
                    1234 12 1234 1234
                    1234 1234 1234 1234
                    1234 1234 1234 1234";
        let s = boxed_state(4, text);
        let f = run(|s, f| naked_subset(s, f, 2), &s).expect("a pair in a box");
        assert_eq!(f.lines(), [Line::Box(0)]);
        assert_eq!(removals(&f), vec![(1, 0b11), (4, 0b11)]);
        // Peers include the box.
        assert_eq!(s.geo.peers(0).count_ones(), 7);
        assert_eq!(state(4, text).geo.peers(0).count_ones(), 6);
    }

    #[test]
    fn hidden_single_reports_a_digit_without_place() {
        let s = state(4, "123 123 123 123 . . . . . . . . . . . .");
        let f = run(hidden_single, &s).expect("reports");
        assert_eq!(
            f.broken,
            Some(Contradiction::NoPlace {
                line: Line::Row(0),
                digit: 4
            })
        );
    }

    #[test]
    fn naked_pair_removes_exactly_its_digits() {
        // Row 1 of a 5x5: r1c1 and r1c4 hold only 2 and 5.
        let s = state(
            5,
            "25 1235 12345 25 345
             . . . . .
             . . . . .
             . . . . .
             . . . . .",
        );
        let f = run(|s, f| naked_subset(s, f, 2), &s).expect("fires");
        assert_eq!(f.cells(), [0, 3]);
        assert_eq!(f.digits, bit(2) | bit(5));
        assert_eq!(
            removals(&f),
            vec![(1, bit(2) | bit(5)), (2, bit(2) | bit(5)), (4, bit(5))]
        );
        // Three cells over three digits is a triple, not a pair.
        let s = state(
            5,
            "12 23 13 12345 12345
             . . . . .
             . . . . .
             . . . . .
             . . . . .",
        );
        assert!(run(|s, f| naked_subset(s, f, 2), &s).is_none());
        let f = run(|s, f| naked_subset(s, f, 3), &s).expect("a naked triple");
        assert_eq!(f.cells(), [0, 1, 2]);
        assert_eq!(removals(&f), vec![(3, 0b111), (4, 0b111)]);
    }

    #[test]
    fn naked_pair_in_a_column_without_work_does_not_fire() {
        // A pair whose digits are already gone from the rest of its column: nothing to do.
        let s = state(
            4,
            "12 1234 1234 1234
             12 1234 1234 1234
             34 1234 1234 1234
             34 1234 1234 1234",
        );
        assert!(run(|s, f| naked_subset(s, f, 2), &s).is_none());
    }

    #[test]
    fn hidden_pair_strips_its_cells() {
        // Row 1: 1 and 2 can only go in r1c2 and r1c4.
        let s = state(
            5,
            "345 1234 345 125 345
             . . . . .
             . . . . .
             . . . . .
             . . . . .",
        );
        let f = run(|s, f| hidden_subset(s, f, 2), &s).expect("fires");
        assert_eq!(f.cells(), [1, 3]);
        assert_eq!(f.digits, bit(1) | bit(2));
        assert_eq!(removals(&f), vec![(1, bit(3) | bit(4)), (3, bit(5))]);
        // The same digits with nothing else in their cells: nothing to remove.
        let s = state(
            5,
            "345 12 345 12 345
             . . . . .
             . . . . .
             . . . . .
             . . . . .",
        );
        assert!(run(|s, f| hidden_subset(s, f, 2), &s).is_none());
    }

    #[test]
    fn quads_in_an_eight_by_eight() {
        // Row 1: r1c1..r1c4 hold 12, 23, 34, 14: four cells, four digits, no smaller subset.
        let mut text = String::from("12 23 34 14 ");
        text += &". ".repeat(60);
        let s = state(8, &text);
        assert!(run(|s, f| naked_subset(s, f, 3), &s).is_none());
        let f = run(|s, f| naked_subset(s, f, 4), &s).expect("a naked quad");
        assert_eq!(f.cells(), [0, 1, 2, 3]);
        assert_eq!(f.digits, 0b1111);
        assert_eq!(
            removals(&f),
            (4..8).map(|c| (c, 0b1111)).collect::<Vec<_>>()
        );
        // Row 1: 1 to 4 only fit in r1c1..r1c4, which also allow 5 to 8.
        let mut text = ". . . . 5678 5678 5678 5678 ".to_string();
        text += &". ".repeat(56);
        let s = state(8, &text);
        assert!(run(|s, f| hidden_subset(s, f, 3), &s).is_none());
        let f = run(|s, f| hidden_subset(s, f, 4), &s).expect("a hidden quad");
        assert_eq!(f.cells(), [0, 1, 2, 3]);
        assert_eq!(f.digits, 0b1111);
        assert_eq!(
            removals(&f),
            (0..4).map(|c| (c, 0b1111_0000)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn x_wing_on_rows() {
        // 1 can only be in columns 1 and 3 in rows 1 and 3; it leaves those columns elsewhere.
        let s = state(
            4,
            "12 234 12 234
             . . . .
             13 234 13 234
             . . . .",
        );
        let f = run(|s, f| fish(s, f, 2), &s).expect("fires");
        assert_eq!(f.digits, bit(1));
        assert_eq!(f.cells(), [0, 2, 8, 10]);
        assert_eq!(
            f.lines(),
            [Line::Row(0), Line::Row(2), Line::Col(0), Line::Col(2)]
        );
        assert_eq!(
            removals(&f),
            vec![(4, bit(1)), (6, bit(1)), (12, bit(1)), (14, bit(1))]
        );
    }

    #[test]
    fn x_wing_needs_the_same_columns() {
        let s = state(
            4,
            "12 234 12 234
             . . . .
             13 13 234 234
             . . . .",
        );
        assert!(run(|s, f| fish(s, f, 2), &s).is_none());
    }

    #[test]
    fn swordfish_on_columns() {
        // 7x7: in columns 1, 2 and 4, 5 can only sit in rows 1, 2 and 4 (two of them each),
        // so 5 leaves rows 1, 2 and 4 everywhere else. No two columns make an X-wing, and the
        // other rows hold 5 in four columns: no smaller or row-based fish.
        let mut s = state(7, &". ".repeat(49));
        let pattern = [(0, 0), (1, 0), (1, 1), (3, 1), (0, 3), (3, 3)];
        for r in 0..7 {
            for c in [0, 1, 3] {
                if !pattern.contains(&(r, c)) {
                    s.cands.remove(r * 7 + c, bit(5));
                }
            }
        }
        assert!(run(|s, f| fish(s, f, 2), &s).is_none());
        let f = run(|s, f| fish(s, f, 3), &s).expect("fires");
        assert_eq!(f.digits, bit(5));
        assert_eq!(f.cells(), [0, 3, 7, 8, 22, 24]);
        assert_eq!(
            f.lines(),
            [
                Line::Col(0),
                Line::Col(1),
                Line::Col(3),
                Line::Row(0),
                Line::Row(1),
                Line::Row(3)
            ]
        );
        let expected: Vec<(usize, Mask)> = [0, 1, 3]
            .iter()
            .flat_map(|r| [2, 4, 5, 6].map(|c| (r * 7 + c, bit(5))))
            .collect();
        assert_eq!(removals(&f), expected);
    }

    #[test]
    fn forcing_chain_removes_the_digit_both_ends_see() {
        // r1c1 {1,2} - r1c3 {2,3} - r3c3 {1,3}: if r1c1 is not 1 it is 2, so r1c3 is 3, so
        // r3c3 is 1. r3c1 sees r1c1 and r3c3: it cannot be 1.
        let s = state(
            4,
            "12 1234 23 1234
             1234 1234 1234 1234
             1234 1234 13 1234
             1234 1234 1234 1234",
        );
        let f = run(forcing_chain, &s).expect("fires");
        assert_eq!(f.cells(), [0, 2, 10]);
        assert_eq!(f.digits, bit(1));
        assert_eq!(removals(&f), vec![(8, bit(1))]);
    }

    #[test]
    fn forcing_chain_needs_a_consistent_chain() {
        // r3c3 holds 1 and 4, so the chain r1c1=2 -> r1c3=3 stops: no cell is forced to 1.
        let s = state(
            4,
            "12 1234 23 1234
             1234 1234 1234 1234
             1234 1234 14 1234
             1234 1234 1234 1234",
        );
        assert!(run(forcing_chain, &s).is_none());
    }

    #[test]
    fn forcing_chain_respects_its_length_bound() {
        // The chain above needs two links: a one-link bound cannot find it.
        let s = state(
            4,
            "12 1234 23 1234
             1234 1234 1234 1234
             1234 1234 13 1234
             1234 1234 1234 1234",
        );
        assert!(run(|s, f| chain_within(s, f, 1), &s).is_none());
        assert!(run(|s, f| chain_within(s, f, 2), &s).is_some());
    }
}
