//! Sudoku's ladder of named techniques for the step solver, and the techniques that need
//! boxes or go beyond the Latin core: full house, locked candidates (pointing, claiming),
//! wings, simple colouring, the unique rectangle and forcing chains. Singles, subsets, fish
//! and XY-chains are the Latin core's, working over rows, columns and boxes.
//!
//! Levels: Easy = singles; Medium = + locked candidates, pairs and triples; Hard = + quads,
//! fish, XY- and XYZ-wings; Expert = + unique rectangle, W-wing, simple colouring, XY-chain;
//! Master = + forcing chains. Weights follow HoDoKu's scores.

use super::Puzzle;
use crate::latin::techniques as latin;
use crate::latin::{Candidates, Line, Mask, bit, digits, full, lowest};
use crate::solve::Level;
use crate::solve::logic::{
    self, CellSet, Contradiction, Found, Geometry, Outcome, Rung, State, Step, Technique, members,
    one,
};

macro_rules! technique {
    ($id:ident, $name:literal, $level:ident, $weight:literal) => {
        pub static $id: Technique = Technique {
            name: $name,
            level: Level::$level,
            weight: $weight,
        };
    };
}

technique!(FULL_HOUSE, "full-house", Easy, 4);
technique!(NAKED_SINGLE, "naked-single", Easy, 4);
technique!(HIDDEN_SINGLE, "hidden-single", Easy, 14);
technique!(POINTING, "pointing", Medium, 50);
technique!(CLAIMING, "claiming", Medium, 50);
technique!(NAKED_PAIR, "naked-pair", Medium, 60);
technique!(HIDDEN_PAIR, "hidden-pair", Medium, 70);
technique!(NAKED_TRIPLE, "naked-triple", Medium, 80);
technique!(HIDDEN_TRIPLE, "hidden-triple", Medium, 100);
technique!(NAKED_QUAD, "naked-quad", Hard, 120);
technique!(X_WING, "x-wing", Hard, 140);
technique!(HIDDEN_QUAD, "hidden-quad", Hard, 150);
technique!(SWORDFISH, "swordfish", Hard, 150);
technique!(XY_WING, "xy-wing", Hard, 160);
technique!(JELLYFISH, "jellyfish", Hard, 160);
technique!(XYZ_WING, "xyz-wing", Hard, 180);
technique!(UNIQUE_RECTANGLE, "unique-rectangle", Expert, 100);
// A W-wing (pair, strong link, pair) and simple colouring (strong links on one digit) are
// alternating chains: with the chains, where Tatham's Solo (which has neither) also puts them.
technique!(W_WING, "w-wing", Expert, 150);
technique!(SIMPLE_COLOURING, "simple-colouring", Expert, 150);
technique!(XY_CHAIN, "xy-chain", Expert, 260);
technique!(FORCING_CHAIN, "forcing-chain", Master, 500);

/// Full house: the last open cell of a house takes the one digit the house lacks.
pub fn full_house(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for house in s.geo.houses() {
        let cells = s.geo.line(house);
        let open = cells & s.open();
        if open.count_ones() != 1 {
            continue;
        }
        let cell = open.trailing_zeros() as usize;
        let placed = members(cells & s.placed).fold(0, |m, c| m | s.get(c));
        let missing = full(n) & !placed;
        if s.get(cell) & missing == 0 {
            f.broken = Some(Contradiction::EmptyCell(cell));
            return true;
        }
        let d = lowest(s.get(cell) & missing);
        s.place_into(cell, d, f);
        f.cell(cell);
        f.line(house);
        f.digits = bit(d);
        return true;
    }
    false
}

/// Pointing: when a digit's open cells in a box all lie in one row (or column), the digit
/// must be in that box's part of the line, so it leaves the rest of the line.
pub fn pointing(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    // Every digit's places in one pass over the grid (most calls find nothing and look at
    // them all).
    let places = s.places();
    for d in 1..=n as u8 {
        let with = places[d as usize];
        for b in 0..n as u8 {
            let bx = Line::Box(b);
            let cells = with & s.geo.line(bx);
            if cells.is_empty() {
                continue;
            }
            // One row (column) when the row (column) of the first cell holds them all.
            let first = cells.trailing_zeros() as usize;
            let (row, col) = (Line::Row((first / n) as u8), Line::Col((first % n) as u8));
            let within = |line| (cells & !s.geo.line(line)).is_empty();
            for line in [within(row).then_some(row), within(col).then_some(col)]
                .into_iter()
                .flatten()
            {
                let victims = with & s.geo.line(line) & !s.geo.line(bx);
                if !victims.is_empty() {
                    locked_found(f, cells, victims, bx, line, d);
                    return true;
                }
            }
        }
    }
    false
}

/// Claiming: when a digit's open cells in a row (or column) all lie in one box, the digit
/// must be in that part of the box, so it leaves the rest of the box.
pub fn claiming(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    let places = s.places();
    for d in 1..=n as u8 {
        let with = places[d as usize];
        for line in Line::all(n) {
            let cells = with & s.geo.line(line);
            if cells.is_empty() {
                continue;
            }
            let b = s.geo.box_of(cells.trailing_zeros() as usize);
            let bx = Line::Box(b as u8);
            if !(cells & !s.geo.line(bx)).is_empty() {
                continue;
            }
            let victims = with & s.geo.line(bx) & !s.geo.line(line);
            if !victims.is_empty() {
                locked_found(f, cells, victims, line, bx, d);
                return true;
            }
        }
    }
    false
}

/// Writes a locked-candidates step: the cells, the house they are locked in (first) and the
/// house the digit leaves (second).
fn locked_found(f: &mut Found, cells: CellSet, victims: CellSet, from: Line, to: Line, d: u8) {
    for c in members(cells) {
        f.cell(c);
    }
    for v in members(victims) {
        f.remove(v, bit(d));
    }
    f.line(from);
    f.line(to);
    f.digits = bit(d);
}

/// Every hidden single, placed at once. A house's places for a digit are its open cells
/// holding it; one place is a hidden single, none (with the digit not placed in the house) a
/// contradiction. Each house is tallied from its own cells as the Latin core's sweep does
/// (placed digits are set aside), and tallied again after a placement in it, so a later house
/// sees every placement made before it, digits in ascending order.
///
/// `changed` as [`crate::solve::logic::Sweep`] gives it: a house none of whose cells is in
/// it held no single and no contradiction when the last pass looked, so it is passed by
/// until a placement in this pass touches it.
pub fn hidden_single_sweep(s: &mut State, mut changed: CellSet) -> Result<bool, Contradiction> {
    let all = full(s.order());
    let geo = s.geo;
    let n = s.order();
    // The houses (rows, columns, boxes, as bits in the order of `houses`) holding a changed
    // cell, from the cells: a few cells change between most passes.
    let every = changed == geo.all();
    let mut touched = if every { u64::MAX } else { 0 };
    if !every {
        for c in members(changed) {
            let box_bit = if geo.has_boxes() {
                1 << (2 * n + geo.box_of(c))
            } else {
                0
            };
            touched |= 1 << (c / n) | 1 << (n + c % n) | box_bit;
        }
    }
    // Most passes place nothing: when many houses changed, every house's tally in one walk
    // over the grid serves until the first placement; from then on (and when few changed)
    // each house is tallied when its turn comes.
    let mut tallies = if touched.count_ones() as usize >= n {
        tally_houses(s)
    } else {
        None
    };
    let mut placed = false;
    for (i, line) in geo.houses().enumerate() {
        // After a placement, the houses its peers' lost candidates lie in as well.
        let look = if placed {
            geo.line(line) & changed != CellSet::EMPTY
        } else {
            touched >> i & 1 != 0
        };
        if !look {
            continue;
        }
        // Digits below `from` were settled in this house before its last placement.
        let mut from = 1u8;
        loop {
            let (once, twice, done) = match &tallies {
                Some(t) => t[i],
                None => latin::tally(s, line),
            };
            // The digits still to settle here, in ascending order: the first with no place
            // is a contradiction, the first with one place a hidden single.
            let left = all & !done & !(((1u32 << (from - 1)) - 1) as Mask);
            let (missing, single) = (left & !once, left & once & !twice);
            if missing != 0 && (single == 0 || missing.trailing_zeros() < single.trailing_zeros()) {
                let digit = lowest(missing);
                return Err(Contradiction::NoPlace { line, digit });
            }
            if single == 0 {
                break;
            }
            let d = lowest(single);
            let c = s
                .geo
                .line_cells(line)
                .find(|&c| !s.is_placed(c) && s.get(c) & bit(d) != 0)
                .expect("a digit held once has its cell");
            s.place(c, d)?;
            if !every {
                changed |= s.geo.peers(c);
            }
            placed = true;
            tallies = None;
            from = d + 1;
        }
    }
    Ok(placed)
}

/// Every house's [`latin::tally`], indexed as [`Geometry::houses`] orders them (rows,
/// columns, boxes), in one walk over the cells; None for a grid without boxes.
fn tally_houses(s: &State) -> Option<[latin::Tally; 3 * crate::latin::MAX_ORDER]> {
    if !s.geo.has_boxes() {
        return None;
    }
    let n = s.order();
    let mut t = [(0, 0, 0); 3 * crate::latin::MAX_ORDER];
    let (mut row, mut col) = (0, 0);
    for c in 0..n * n {
        let (m, placed) = (s.get(c), s.is_placed(c));
        for h in [row, n + col, 2 * n + s.geo.box_of(c)] {
            latin::tally_cell(&mut t[h], m, placed);
        }
        col += 1;
        if col == n {
            (row, col) = (row + 1, 0);
        }
    }
    Some(t)
}

/// Every pointing and claiming elimination, applied at once (the generator's fast path: both
/// are monotone, so sweeping reaches the same fixpoint as one step at a time). A digit's
/// eliminations depend only on that digit's places, so each digit is swept to its own
/// fixpoint on cell sets, with no search for a single step.
pub fn locked_sweep(s: &mut State) -> Result<bool, Contradiction> {
    let n = s.order();
    let with = s.places();
    let mut changed = false;
    for d in 1..=n as u8 {
        let mut cells = with[d as usize];
        let mut gone: CellSet = CellSet::EMPTY;
        loop {
            let before = cells;
            for b in 0..n as u8 {
                let bx = s.geo.line(Line::Box(b));
                let here = cells & bx;
                if here.is_empty() {
                    continue;
                }
                let first = here.trailing_zeros() as usize;
                for line in [Line::Row((first / n) as u8), Line::Col((first % n) as u8)] {
                    let l = s.geo.line(line);
                    if (here & !l).is_empty() {
                        // Pointing: the box's places lie in one line.
                        cells &= !(l & !bx);
                    }
                }
            }
            for line in Line::all(n) {
                let l = s.geo.line(line);
                let here = cells & l;
                if here.is_empty() {
                    continue;
                }
                let bx = s
                    .geo
                    .line(Line::Box(s.geo.box_of(here.trailing_zeros() as usize) as u8));
                if (here & !bx).is_empty() {
                    // Claiming: the line's places lie in one box.
                    cells &= !(bx & !l);
                }
            }
            gone |= before & !cells;
            if cells == before {
                break;
            }
        }
        for c in members(gone) {
            s.cands.remove(c, bit(d));
            if s.get(c) == 0 {
                return Err(Contradiction::EmptyCell(c));
            }
            changed = true;
        }
    }
    Ok(changed)
}

/// Open cells holding exactly two candidates.
fn bivalue(s: &State) -> CellSet {
    members(s.open())
        .filter(|&c| s.get(c).count_ones() == 2)
        .fold(CellSet::EMPTY, |set, c| set | one(c))
}

/// XY-wing: a pivot holding x and y sees a cell holding x and z and a cell holding y and z.
/// Whichever the pivot is, one of those two pincers is z, so a cell seeing both pincers
/// cannot be z.
pub fn xy_wing(s: &State, f: &mut Found) -> bool {
    let pairs = bivalue(s);
    for p in members(pairs) {
        let pm = s.get(p);
        for a in members(s.geo.peers(p) & pairs) {
            let am = s.get(a);
            let shared = am & pm;
            if shared.count_ones() != 1 {
                continue;
            }
            let z = am & !pm;
            let want = (pm & !shared) | z;
            for b in members(s.geo.peers(p) & pairs) {
                if b == a || s.get(b) != want {
                    continue;
                }
                let zd = lowest(z);
                let victims = s.geo.peers(a) & s.geo.peers(b) & s.open_with(zd);
                if victims.is_empty() {
                    continue;
                }
                for c in [p, a, b] {
                    f.cell(c);
                }
                for v in members(victims) {
                    f.remove(v, z);
                }
                f.digits = z;
                return true;
            }
        }
    }
    false
}

/// XYZ-wing: a pivot holding x, y and z sees a cell holding x and z and a cell holding y and
/// z. One of the three is z, so a cell seeing all three cannot be z.
pub fn xyz_wing(s: &State, f: &mut Found) -> bool {
    let pairs = bivalue(s);
    for p in members(s.open()) {
        let pm = s.get(p);
        if pm.count_ones() != 3 {
            continue;
        }
        let near = s.geo.peers(p) & pairs;
        for a in members(near) {
            let am = s.get(a);
            if am & !pm != 0 {
                continue;
            }
            for b in members(near) {
                let bm = s.get(b);
                if b <= a || bm & !pm != 0 || am | bm != pm {
                    continue;
                }
                let z = am & bm;
                let victims =
                    s.geo.peers(p) & s.geo.peers(a) & s.geo.peers(b) & s.open_with(lowest(z));
                if victims.is_empty() {
                    continue;
                }
                for c in [p, a, b] {
                    f.cell(c);
                }
                for v in members(victims) {
                    f.remove(v, z);
                }
                f.digits = z;
                return true;
            }
        }
    }
    false
}

/// W-wing: two cells that do not see each other both hold just x and y; a house where x has
/// only two places, one seeing each of them, forces one of them to be y (if neither were y,
/// both would be x, and x would have no place in that house). A cell seeing both cannot be y.
///
/// Cells: the two bivalue cells, then the two cells of the link; the link's house is the
/// step's line; `digits` is x and y.
pub fn w_wing(s: &State, f: &mut Found) -> bool {
    let pairs = bivalue(s);
    for a in members(pairs) {
        let m = s.get(a);
        for b in members(pairs & !s.geo.peers(a)) {
            if b <= a || s.get(b) != m {
                continue;
            }
            for x in digits(m) {
                let y = m & !bit(x);
                let victims = s.geo.peers(a) & s.geo.peers(b) & s.open_with(lowest(y));
                if victims.is_empty() {
                    continue;
                }
                let with = s.open_with(x);
                for house in s.geo.houses() {
                    let link = with & s.geo.line(house);
                    if link.count_ones() != 2 || link.contains(a) || link.contains(b) {
                        continue;
                    }
                    let c = link.trailing_zeros() as usize;
                    let d = (link & !one(c)).trailing_zeros() as usize;
                    let (pa, pb) = (s.geo.peers(a), s.geo.peers(b));
                    let (c, d) = if pa.contains(c) && pb.contains(d) {
                        (c, d)
                    } else if pa.contains(d) && pb.contains(c) {
                        (d, c)
                    } else {
                        continue;
                    };
                    for cell in [a, b, c, d] {
                        f.cell(cell);
                    }
                    f.line(house);
                    for v in members(victims) {
                        f.remove(v, y);
                    }
                    f.digits = m;
                    return true;
                }
            }
        }
    }
    false
}

/// Turbot fish on one digit: two strong links (houses where the digit has just two places)
/// joined by one end of each seeing the other. Those two ends cannot both hold the digit, so
/// one of the far ends does, and a cell seeing both far ends cannot. Both links in rows (or
/// both in columns) make a skyscraper; a row and a column meeting in a box, a two-string kite.
/// Not on the generator's ladder: the rating's SE-ordered ladder uses it (see
/// [`super::rating`]).
///
/// Cells: far end, near end of the first link, near end, far end of the second; lines: the
/// two links' houses.
pub fn turbot_fish(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    for d in 1..=n as u8 {
        let with = s.open_with(d);
        // Strong links as (house, cells), in the houses' order.
        let mut links: Vec<(Line, usize, usize)> = Vec::new();
        for house in s.geo.houses() {
            let here = with & s.geo.line(house);
            if here.count_ones() == 2 {
                let a = here.trailing_zeros() as usize;
                let b = (here & !one(a)).trailing_zeros() as usize;
                links.push((house, a, b));
            }
        }
        for (i, &(h1, a1, b1)) in links.iter().enumerate() {
            for &(h2, a2, b2) in &links[i + 1..] {
                let used = one(a1) | one(b1) | one(a2) | one(b2);
                if used.count_ones() != 4 {
                    continue;
                }
                for (far1, near1) in [(a1, b1), (b1, a1)] {
                    for (near2, far2) in [(a2, b2), (b2, a2)] {
                        if !s.geo.peers(near1).contains(near2) {
                            continue;
                        }
                        let victims = s.geo.peers(far1) & s.geo.peers(far2) & with & !used;
                        if victims.is_empty() {
                            continue;
                        }
                        for c in [far1, near1, near2, far2] {
                            f.cell(c);
                        }
                        for v in members(victims) {
                            f.remove(v, bit(d));
                        }
                        f.line(h1);
                        f.line(h2);
                        f.digits = bit(d);
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// Longest colouring chain a step reports (a Found holds 16 cells).
const MAX_CHAIN: usize = 16;

/// Simple colouring on one digit. Where a house has only two places for the digit, exactly
/// one of them holds it: a strong link. Following strong links from cell to cell, the cells
/// alternate between "holds it" and "does not", like two colours.
/// - Trap: a cell that sees two cells of opposite colours cannot hold the digit (one of them
///   does).
/// - Wrap: if two cells of one colour see each other, that colour cannot be the one holding
///   the digit, so every cell of that colour loses it.
///
/// Cells: the chain of strong links between the two cells the reasoning starts from.
pub fn simple_colouring(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    // Strong-link neighbours of every cell holding the digit, and the colouring's work
    // arrays: made once a call and cleared only where written (zeroing 256 cell sets per
    // digit and three 256-cell arrays per component was a twentieth of a master Sudoku).
    let mut links = [CellSet::EMPTY; crate::latin::MAX_CELLS];
    let mut colour = [0u8; crate::latin::MAX_CELLS];
    let mut parent = [0u8; crate::latin::MAX_CELLS];
    let mut queue = [0u8; crate::latin::MAX_CELLS];
    let mut linked = CellSet::EMPTY;
    for d in 1..=n as u8 {
        let with = s.open_with(d);
        for c in members(linked) {
            links[c] = CellSet::EMPTY;
        }
        linked = CellSet::EMPTY;
        for house in s.geo.houses() {
            let cells = with & s.geo.line(house);
            if cells.count_ones() == 2 {
                let a = cells.trailing_zeros() as usize;
                let b = (cells & !one(a)).trailing_zeros() as usize;
                links[a] |= one(b);
                links[b] |= one(a);
                linked |= one(a) | one(b);
            }
        }
        let mut done: CellSet = CellSet::EMPTY;
        for root in members(with) {
            if done.contains(root) || links[root].is_empty() {
                continue;
            }
            // Breadth-first colouring of the component (each entry read is written first).
            let (mut head, mut tail) = (0, 1);
            queue[0] = root as u8;
            colour[root] = 0;
            let mut sides = [CellSet::EMPTY; 2];
            sides[0] = one(root);
            done |= one(root);
            while head < tail {
                let c = queue[head] as usize;
                head += 1;
                for e in members(links[c] & !done) {
                    done |= one(e);
                    colour[e] = 1 - colour[c];
                    parent[e] = c as u8;
                    sides[colour[e] as usize] |= one(e);
                    queue[tail] = e as u8;
                    tail += 1;
                }
            }
            if tail < 3 {
                // One strong link alone: nothing a single link does not already say.
                continue;
            }
            let path = |a: usize, b: usize| -> Option<Vec<usize>> {
                // Tree paths to the root, joined where they meet.
                let up = |mut c: usize| {
                    let mut v = vec![c];
                    while c != root {
                        c = parent[c] as usize;
                        v.push(c);
                    }
                    v
                };
                let (pa, pb) = (up(a), up(b));
                let common = pa.iter().find(|c| pb.contains(c)).copied()?;
                let mut chain: Vec<usize> =
                    pa.iter().take_while(|&&c| c != common).copied().collect();
                chain.push(common);
                let back: Vec<usize> = pb.iter().take_while(|&&c| c != common).copied().collect();
                chain.extend(back.into_iter().rev());
                (chain.len() <= MAX_CHAIN).then_some(chain)
            };
            // Wrap: two cells of one colour in one house.
            for side in sides {
                for a in members(side) {
                    let clash = s.geo.peers(a) & side;
                    if clash.is_empty() {
                        continue;
                    }
                    let b = clash.trailing_zeros() as usize;
                    let Some(chain) = path(a, b) else { continue };
                    for c in chain {
                        f.cell(c);
                    }
                    for v in members(side) {
                        f.remove(v, bit(d));
                    }
                    f.digits = bit(d);
                    return true;
                }
            }
            // Trap: an outside cell seeing both colours.
            for x in members(with & !(sides[0] | sides[1])) {
                let (sa, sb) = (s.geo.peers(x) & sides[0], s.geo.peers(x) & sides[1]);
                if sa.is_empty() || sb.is_empty() {
                    continue;
                }
                let (a, b) = (sa.trailing_zeros() as usize, sb.trailing_zeros() as usize);
                let Some(chain) = path(a, b) else { continue };
                for c in chain {
                    f.cell(c);
                }
                f.remove(x, bit(d));
                f.digits = bit(d);
                return true;
            }
        }
    }
    false
}

/// Unique rectangle, type 1: four open cells at the corners of a rectangle spanning two
/// boxes, three of them holding only x and y. If the fourth were x or y as well, x and y
/// could swap round the rectangle and the puzzle would have two solutions; a proper puzzle
/// has one, so the fourth cell is neither x nor y.
///
/// Cells: the three pair cells, then the fourth.
pub fn unique_rectangle(s: &State, f: &mut Found) -> bool {
    let n = s.order();
    let open = s.open();
    for r1 in 0..n {
        for r2 in r1 + 1..n {
            for c1 in 0..n {
                for c2 in c1 + 1..n {
                    let corners = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                    if corners.iter().any(|&c| !open.contains(c)) {
                        continue;
                    }
                    let boxes: u16 = corners.iter().fold(0, |m, &c| m | 1 << s.geo.box_of(c));
                    if boxes.count_ones() != 2 {
                        continue;
                    }
                    for odd in 0..4 {
                        let mut others = [0; 3];
                        for (o, i) in others.iter_mut().zip((0..4).filter(|&i| i != odd)) {
                            *o = corners[i];
                        }
                        let m = s.get(others[0]);
                        if m.count_ones() != 2 || others.iter().any(|&c| s.get(c) != m) {
                            continue;
                        }
                        let fourth = corners[odd];
                        let fm = s.get(fourth);
                        if fm & m != m || fm == m {
                            continue;
                        }
                        for c in others {
                            f.cell(c);
                        }
                        f.cell(fourth);
                        f.remove(fourth, m);
                        f.digits = m;
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// Naked and hidden singles from a trial placement, to a fixpoint. `Err` on a contradiction.
fn singles(s: &mut State) -> Result<(), Contradiction> {
    loop {
        let a = latin::naked_single_sweep(s, s.geo.all())?;
        let b = latin::hidden_single_sweep(s)?;
        if !a && !b {
            return Ok(());
        }
    }
}

/// Forcing chain: take an open cell with two or three candidates and follow naked and hidden
/// singles from each of them in turn. A candidate whose singles run into a contradiction
/// cannot be right, and leaves the cell. Otherwise, what every branch agrees on holds: a cell
/// that gets the same digit in every branch is that digit, and a digit that every branch
/// removes from a cell goes.
///
/// Cells: the start cell, then the cell concluded about (none for a contradiction). `digits`:
/// the digit placed or removed.
pub fn forcing_chain(s: &State, f: &mut Found) -> bool {
    let mut starts: Vec<usize> = members(s.open())
        .filter(|&c| (2..=3).contains(&s.get(c).count_ones()))
        .collect();
    starts.sort_by_key(|&c| s.get(c).count_ones());
    for start in starts {
        let mut outcomes: Vec<State> = Vec::with_capacity(3);
        for d in digits(s.get(start)) {
            let mut trial = *s;
            if trial.place(start, d).is_err() || singles(&mut trial).is_err() {
                f.cell(start);
                f.remove(start, bit(d));
                f.digits = bit(d);
                return true;
            }
            outcomes.push(trial);
        }
        for c in members(s.open() & !one(start)) {
            let placed = outcomes
                .iter()
                .map(|t| t.is_placed(c).then(|| t.get(c)))
                .reduce(|a, b| if a == b { a } else { None })
                .flatten();
            if let Some(m) = placed {
                f.cell(start);
                f.cell(c);
                s.place_into(c, lowest(m), f);
                f.digits = m;
                return true;
            }
            let kept = outcomes.iter().fold(0 as Mask, |k, t| k | t.get(c));
            let gone = s.get(c) & !kept;
            if gone != 0 {
                let d = lowest(gone);
                f.cell(start);
                f.cell(c);
                f.remove(c, bit(d));
                f.digits = bit(d);
                return true;
            }
        }
    }
    false
}

/// A Sudoku's only clues are its houses, which every placement keeps.
impl logic::Clues for () {
    const SWEEPS_CHECK_EVERY_CLUE: bool = true;
}

/// Sudoku's ladder, cheapest first; the solver restarts from the top after every step.
pub fn ladder() -> [Rung<()>; 21] {
    [
        Rung {
            technique: &FULL_HOUSE,
            find: |_, s, f| full_house(s, f),
            // A full house is a naked single too: the next rung's sweep places it.
            sweep: Some(|_, _, _| Ok(false)),
        },
        Rung {
            technique: &NAKED_SINGLE,
            find: |_, s, f| latin::naked_single(s, f),
            sweep: Some(|_, s, changed| latin::naked_single_sweep(s, changed)),
        },
        Rung {
            technique: &HIDDEN_SINGLE,
            find: |_, s, f| latin::hidden_single(s, f),
            sweep: Some(|_, s, changed| hidden_single_sweep(s, changed)),
        },
        Rung {
            technique: &POINTING,
            find: |_, s, f| pointing(s, f),
            sweep: Some(|_, s, _| locked_sweep(s)),
        },
        Rung {
            technique: &CLAIMING,
            find: |_, s, f| claiming(s, f),
            // Pointing's sweep claims too.
            sweep: Some(|_, _, _| Ok(false)),
        },
        Rung {
            technique: &NAKED_PAIR,
            find: |_, s, f| latin::naked_subset(s, f, 2),
            sweep: None,
        },
        Rung {
            technique: &HIDDEN_PAIR,
            find: |_, s, f| latin::hidden_subset(s, f, 2),
            sweep: None,
        },
        Rung {
            technique: &NAKED_TRIPLE,
            find: |_, s, f| latin::naked_subset(s, f, 3),
            sweep: None,
        },
        Rung {
            technique: &HIDDEN_TRIPLE,
            find: |_, s, f| latin::hidden_subset(s, f, 3),
            sweep: None,
        },
        Rung {
            technique: &NAKED_QUAD,
            find: |_, s, f| latin::naked_subset(s, f, 4),
            sweep: None,
        },
        Rung {
            technique: &X_WING,
            find: |_, s, f| latin::fish(s, f, 2),
            sweep: None,
        },
        Rung {
            technique: &HIDDEN_QUAD,
            find: |_, s, f| latin::hidden_subset(s, f, 4),
            sweep: None,
        },
        Rung {
            technique: &SWORDFISH,
            find: |_, s, f| latin::fish(s, f, 3),
            sweep: None,
        },
        Rung {
            technique: &XY_WING,
            find: |_, s, f| xy_wing(s, f),
            sweep: None,
        },
        Rung {
            technique: &JELLYFISH,
            find: |_, s, f| latin::fish(s, f, 4),
            sweep: None,
        },
        Rung {
            technique: &XYZ_WING,
            find: |_, s, f| xyz_wing(s, f),
            sweep: None,
        },
        Rung {
            technique: &UNIQUE_RECTANGLE,
            find: |_, s, f| unique_rectangle(s, f),
            sweep: None,
        },
        Rung {
            technique: &W_WING,
            find: |_, s, f| w_wing(s, f),
            sweep: None,
        },
        Rung {
            technique: &SIMPLE_COLOURING,
            find: |_, s, f| simple_colouring(s, f),
            sweep: None,
        },
        Rung {
            technique: &XY_CHAIN,
            find: |_, s, f| latin::forcing_chain(s, f),
            sweep: None,
        },
        Rung {
            technique: &FORCING_CHAIN,
            find: |_, s, f| forcing_chain(s, f),
            sweep: None,
        },
    ]
}

/// A finished run of the step solver on a puzzle.
#[derive(Clone, Debug)]
pub struct Solve {
    pub outcome: Outcome,
    /// The candidates where the solver stopped.
    pub state: Option<State>,
    /// Every step, when recorded.
    pub steps: Vec<Step>,
}

/// The solver's starting state for `p`: givens placed, nothing else done.
pub fn start(p: &Puzzle) -> Result<State, Contradiction> {
    let n = p.size();
    let geo = geometry(n);
    // Each house's given digits, and each open cell keeps what its three houses lack: what
    // placing the givens one by one gives, without walking every given's peers.
    let mut used = [0 as Mask; 3 * crate::latin::MAX_ORDER];
    let mut cands = Candidates::new(n);
    let mut placed: CellSet = CellSet::EMPTY;
    for (cell, &d) in p.givens().iter().enumerate() {
        if d == 0 {
            continue;
        }
        let houses = [cell / n, n + cell % n, 2 * n + geo.box_of(cell)];
        if houses.iter().any(|&h| used[h] & bit(d) != 0) {
            // A digit twice in a house: the slow path names the contradiction as before.
            return State::start_in(givens_only(p), geo);
        }
        for h in houses {
            used[h] |= bit(d);
        }
        cands.set(cell, bit(d));
        placed |= one(cell);
    }
    for cell in members(geo.all() & !placed) {
        let taken = used[cell / n] | used[n + cell % n] | used[2 * n + geo.box_of(cell)];
        let m = full(n) & !taken;
        if m == 0 {
            // The slow path names the cell placing the givens in order empties first.
            return State::start_in(givens_only(p), geo);
        }
        cands.set(cell, m);
    }
    Ok(State { cands, placed, geo })
}

/// Candidates with the givens set and every other cell open to every digit.
fn givens_only(p: &Puzzle) -> Candidates {
    let mut cands = Candidates::new(p.size());
    for (cell, &d) in p.givens().iter().enumerate() {
        if d != 0 {
            cands.set(cell, bit(d));
        }
    }
    cands
}

/// The houses of an order-`n` Sudoku, built once per size.
fn geometry(n: usize) -> &'static Geometry {
    Geometry::of(n, true)
}

/// Runs the step solver on `p` with techniques up to `max`, recording steps when asked.
pub fn solve(p: &Puzzle, max: Level, record: bool) -> Solve {
    let mut steps = Vec::new();
    let (outcome, state) = match start(p) {
        Err(c) => (Outcome::Contradiction(c), None),
        Ok(mut state) => {
            let max = max.min(Level::Master);
            let rec = record.then_some(&mut steps);
            let outcome = logic::run(&(), &ladder(), max, &mut state, rec);
            (outcome, Some(state))
        }
    };
    Solve {
        outcome,
        state,
        steps,
    }
}

/// True when the solver limited to `max` finishes `p`, recording nothing. `Guessing` finishes
/// any puzzle that has a solution.
pub fn finishes(p: &Puzzle, max: Level) -> bool {
    if max == Level::Guessing {
        return super::count::count(p, 1).is_ok_and(|k| k == 1);
    }
    let Ok(mut state) = start(p) else {
        return false;
    };
    logic::run(&(), &ladder(), max, &mut state, None) == Outcome::Solved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::logic::testing::{boxed_state, removals};

    fn run(find: fn(&State, &mut Found) -> bool, s: &State) -> Option<Found> {
        let mut f = Found::default();
        if find(s, &mut f) {
            Some(f)
        } else {
            assert!(f.is_empty(), "a finder that does not fire writes nothing");
            None
        }
    }

    /// An empty 9x9 (every digit everywhere) with some cells set: (cell, candidates).
    fn grid(cells: &[(usize, &str)]) -> State {
        let mut s = boxed_state(9, &". ".repeat(81));
        for &(c, ds) in cells {
            s.cands.set(c, ds.bytes().fold(0, |m, b| m | bit(b - b'0')));
        }
        s
    }

    /// Removes digit `d` from every listed cell.
    fn without(s: &mut State, d: u8, cells: impl IntoIterator<Item = usize>) {
        for c in cells {
            s.cands.remove(c, bit(d));
        }
    }

    #[test]
    fn ladder_is_ordered_by_level_then_weight() {
        let rungs = ladder();
        for w in rungs.windows(2) {
            let (a, b) = (w[0].technique, w[1].technique);
            assert!(
                (a.level, a.weight) <= (b.level, b.weight),
                "{} before {}",
                a.name,
                b.name
            );
        }
    }

    #[test]
    fn full_house_fills_the_last_cell_of_a_house() {
        // 4x4: row 1 holds 1, 2 and 3; its last cell takes 4, which leaves column 4 and box 2.
        let s = boxed_state(4, "=1 =2 =3 4 . . . . . . . . . . . .");
        let f = run(full_house, &s).expect("fires");
        assert_eq!(f.place, Some((3, 4)));
        assert_eq!(f.lines(), [Line::Row(0)]);
        assert_eq!(
            removals(&f),
            vec![(6, bit(4)), (7, bit(4)), (11, bit(4)), (15, bit(4))]
        );
        // Two open cells in every house: no full house.
        let s = boxed_state(4, "=1 =2 34 34 . . . . . . . . . . . .");
        assert!(run(full_house, &s).is_none());
    }

    #[test]
    fn pointing_clears_the_rest_of_the_line() {
        // In box 1, 5 can only go in r1c1 or r1c2: it leaves the rest of row 1.
        let mut s = grid(&[]);
        without(&mut s, 5, [2, 9, 10, 11, 18, 19, 20]);
        let f = run(pointing, &s).expect("fires");
        assert_eq!(f.cells(), [0, 1]);
        assert_eq!(f.lines(), [Line::Box(0), Line::Row(0)]);
        assert_eq!(
            removals(&f),
            (3..9).map(|c| (c, bit(5))).collect::<Vec<_>>()
        );
        // With 5 also possible in r2c3 the box's 5s span two rows and two columns.
        let mut s = grid(&[]);
        without(&mut s, 5, [2, 9, 10, 18, 19, 20]);
        assert!(run(pointing, &s).is_none());
    }

    #[test]
    fn claiming_clears_the_rest_of_the_box() {
        // In row 1, 7 can only go in box 1: it leaves the box's other rows.
        let mut s = grid(&[]);
        without(&mut s, 7, 3..9);
        assert!(run(pointing, &s).is_none());
        let f = run(claiming, &s).expect("fires");
        assert_eq!(f.cells(), [0, 1, 2]);
        assert_eq!(f.lines(), [Line::Row(0), Line::Box(0)]);
        assert_eq!(
            removals(&f),
            [9, 10, 11, 18, 19, 20].map(|c| (c, bit(7))).to_vec()
        );
    }

    #[test]
    fn jellyfish_on_four_rows() {
        // Rows 1-4 hold 1 only in columns 1, 2, 4 and 5: four rows, four columns, and no two
        // or three rows fit fewer columns. 1 leaves those columns in rows 5-9.
        let mut s = grid(&[]);
        for r in 0..4 {
            without(&mut s, 1, [2, 5, 6, 7, 8].map(|c| r * 9 + c));
        }
        assert!(run(|s, f| latin::fish(s, f, 3), &s).is_none());
        let f = run(|s, f| latin::fish(s, f, 4), &s).expect("fires");
        let want: Vec<(usize, Mask)> = (4..9)
            .flat_map(|r| [0, 1, 3, 4].map(|c| (r * 9 + c, bit(1))))
            .collect();
        assert_eq!(removals(&f), want);
    }

    #[test]
    fn xy_wing_removes_the_shared_digit() {
        // Pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 sees both, loses 3.
        let s = grid(&[(0, "12"), (4, "13"), (36, "23")]);
        let f = run(xy_wing, &s).expect("fires");
        assert_eq!(f.cells(), [0, 4, 36]);
        assert_eq!(removals(&f), vec![(40, bit(3))]);
        assert_eq!(f.digits, bit(3));
        // Pincers without a common digit: nothing.
        let s = grid(&[(0, "12"), (4, "13"), (36, "24")]);
        assert!(run(xy_wing, &s).is_none());
    }

    #[test]
    fn xyz_wing_removes_from_cells_seeing_all_three() {
        // Pivot r1c1 {1,2,3}, pincers r1c2 {1,3} and r2c1 {2,3}: the rest of box 1 loses 3.
        let s = grid(&[(0, "123"), (1, "13"), (9, "23")]);
        assert!(run(xy_wing, &s).is_none());
        let f = run(xyz_wing, &s).expect("fires");
        assert_eq!(f.cells(), [0, 1, 9]);
        assert_eq!(
            removals(&f),
            [2, 10, 11, 18, 19, 20].map(|c| (c, bit(3))).to_vec()
        );
    }

    #[test]
    fn w_wing_uses_a_strong_link() {
        // r1c1 and r5c9 hold {1,2}; in row 9, 1 only fits r9c1 (seeing r1c1) and r9c9 (seeing
        // r5c9). One of the pair is 2: r1c9 and r5c1 see both and lose 2.
        let mut s = grid(&[(0, "12"), (44, "12")]);
        without(&mut s, 1, 73..80);
        let f = run(w_wing, &s).expect("fires");
        assert_eq!(f.cells(), [0, 44, 72, 80]);
        assert_eq!(f.lines(), [Line::Row(8)]);
        assert_eq!(removals(&f), vec![(8, bit(2)), (36, bit(2))]);
        // Without the link, nothing.
        let s = grid(&[(0, "12"), (44, "12")]);
        assert!(run(w_wing, &s).is_none());
    }

    #[test]
    fn turbot_fish_as_a_skyscraper() {
        // 1 has two places in column 1 (r1c1, r7c1) and column 5 (r2c5, r7c5); the near ends
        // share row 7, so r1c1 or r2c5 holds 1, and the cells seeing both lose it.
        let mut s = grid(&[]);
        without(&mut s, 1, [9, 18, 27, 36, 45, 63, 72]);
        without(&mut s, 1, [4, 22, 31, 40, 49, 67, 76]);
        let f = run(turbot_fish, &s).expect("fires");
        assert_eq!(f.cells(), [0, 54, 58, 13]);
        assert_eq!(f.lines(), [Line::Col(0), Line::Col(4)]);
        let one_gone = |c| (c, bit(1));
        assert_eq!(removals(&f), [3, 5, 10, 11].map(one_gone).to_vec());
        // One link alone is no fish.
        let mut s = grid(&[]);
        without(&mut s, 1, [9, 18, 27, 36, 45, 63, 72]);
        assert!(run(turbot_fish, &s).is_none());
    }

    /// 4 has two places in row 1 (r1c1, r1c7), column 7 (r1c7, r7c7) and row 7 (r7c7,
    /// r7c3): a chain of strong links r1c1 - r1c7 - r7c7 - r7c3.
    fn colour_chain() -> State {
        let mut s = grid(&[]);
        without(&mut s, 4, [1, 2, 3, 4, 5, 7, 8]);
        without(&mut s, 4, [15, 24, 33, 42, 51, 69, 78]);
        without(&mut s, 4, [54, 55, 57, 58, 59, 61, 62]);
        s
    }

    #[test]
    fn simple_colouring_trap() {
        // r1c1 and r7c3 have opposite colours: one holds 4. r2c3 sees both (box 1, column
        // 3), so it cannot be 4.
        let s = colour_chain();
        let f = run(simple_colouring, &s).expect("fires");
        assert_eq!(f.cells(), [0, 6, 60, 56]);
        assert_eq!(removals(&f), vec![(11, bit(4))]);
    }

    #[test]
    fn simple_colouring_wrap() {
        // Column 3 adds r7c3 - r3c3: r3c3 gets r1c1's colour and shares box 1 with it, so
        // that colour cannot hold 4: r1c1, r7c7 and r3c3 lose it.
        let mut s = colour_chain();
        without(&mut s, 4, [11, 29, 38, 47, 65, 74]);
        let f = run(simple_colouring, &s).expect("fires");
        assert_eq!(f.cells(), [0, 6, 60, 56, 20]);
        assert_eq!(removals(&f), vec![(0, bit(4)), (20, bit(4)), (60, bit(4))]);
    }

    #[test]
    fn simple_colouring_needs_a_chain() {
        let mut s = grid(&[]);
        without(&mut s, 4, [1, 2, 3, 4, 5, 7, 8]);
        assert!(run(simple_colouring, &s).is_none());
    }

    #[test]
    fn unique_rectangle_type_1() {
        // r1c1, r1c2, r4c1 hold {5,8}; r4c2 holds 5, 8 and 9. Two boxes: r4c2 must be 9.
        let s = grid(&[(0, "58"), (1, "58"), (27, "58"), (28, "589")]);
        let f = run(unique_rectangle, &s).expect("fires");
        assert_eq!(f.cells(), [0, 1, 27, 28]);
        assert_eq!(removals(&f), vec![(28, bit(5) | bit(8))]);
        // The same corners over four boxes prove nothing.
        let s = grid(&[(0, "58"), (3, "58"), (27, "58"), (30, "589")]);
        assert!(run(unique_rectangle, &s).is_none());
    }

    #[test]
    fn xy_chain_through_boxes() {
        // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}: r1c1 or r5c9 is 1, so r1c9 and
        // r5c1 are not.
        let s = grid(&[(0, "12"), (4, "23"), (40, "34"), (44, "14")]);
        let f = run(latin::forcing_chain, &s).expect("fires");
        assert_eq!(f.cells(), [0, 4, 40, 44]);
        assert_eq!(removals(&f), vec![(8, bit(1)), (36, bit(1))]);
    }

    #[test]
    fn forcing_chain_agreement_and_contradiction() {
        // 4x4: r1c1 {1,2}, r1c2 {1,2}, r1c3 {1,2,3}. Either digit of r1c1 leaves r1c3 with 3.
        let s = boxed_state(4, "12 12 123 34 . . . . . . . . . . . .");
        let f = run(forcing_chain, &s).expect("fires");
        assert_eq!(f.cells(), [0, 2]);
        assert_eq!(f.place, Some((2, 3)));
        // r1c1 = 1 empties r1c2 or r1c3 (both {1,3} then {3}): r1c1 cannot be 1.
        let s = boxed_state(4, "12 13 13 4 . . . . . . . . . . . .");
        let f = run(forcing_chain, &s).expect("fires");
        assert_eq!(f.cells(), [0]);
        assert_eq!(removals(&f), vec![(0, bit(1))]);
    }

    #[test]
    fn levels_of_known_puzzles() {
        use crate::sudoku::format::parse_line;
        // Needs no more than singles.
        let easy = parse_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let g = crate::sudoku::grade(&easy);
        assert_eq!(g.level, Level::Easy);
        assert!(finishes(&easy, Level::Easy));
        // Arto Inkala's 2012 puzzle: beyond every rung but guessing.
        let hardest = parse_line(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        )
        .unwrap();
        assert!(!finishes(&hardest, Level::Expert));
        assert!(finishes(&hardest, Level::Guessing));
    }

    /// Random 9x9 givens (about a third of a grid), with a wrong given now and then.
    fn random_puzzles(count: usize, seed: u64) -> Vec<Puzzle> {
        use rand::RngExt;
        let mut rng = crate::seed::rng(seed);
        (0..count)
            .map(|i| {
                let grid = crate::sudoku::grid::random_grid(9, &mut rng);
                let mut givens: Vec<u8> = grid
                    .iter()
                    .map(|&d| if rng.random_bool(0.35) { d } else { 0 })
                    .collect();
                if i % 5 == 0 {
                    givens[rng.random_range(0..81)] = rng.random_range(1..=9);
                }
                Puzzle::new(9, givens).unwrap()
            })
            .collect()
    }

    #[test]
    fn fast_start_matches_placing_givens_one_by_one() {
        for p in random_puzzles(300, 7) {
            let slow = State::start_in(givens_only(&p), Geometry::of(9, true));
            match (start(&p), slow) {
                (Ok(a), Ok(b)) => {
                    assert!(a.cands == b.cands && a.placed == b.placed, "{p:?}");
                }
                (a, b) => assert_eq!(a.err(), b.err(), "{p:?}"),
            }
        }
    }

    #[test]
    fn hidden_single_sweep_matches_the_latin_core() {
        let mut placed = 0;
        for p in random_puzzles(300, 9) {
            let Ok(mut s) = start(&p) else { continue };
            let mut core = s;
            // One pass may see a placement's effect in its own house where the core's waits
            // for the next pass: the fixpoints agree.
            let settle = |s: &mut State, sweep: fn(&mut State) -> Result<bool, Contradiction>| {
                let mut any = false;
                loop {
                    match sweep(s) {
                        Ok(true) => any = true,
                        Ok(false) => return Ok(any),
                        Err(c) => return Err(c),
                    }
                }
            };
            let a = settle(&mut s, |s| hidden_single_sweep(s, s.geo.all()));
            let b = settle(&mut core, latin::hidden_single_sweep);
            assert_eq!(a.is_ok(), b.is_ok(), "{p:?}");
            if let (Ok(a), Ok(b)) = (a, b) {
                assert_eq!(a, b, "{p:?}");
                assert!(s.cands == core.cands && s.placed == core.placed, "{p:?}");
                placed += usize::from(a);
            }
        }
        assert!(placed > 100, "only {placed} positions had hidden singles");
    }

    /// The sweep as it was written on the grid's cell sets (each digit's places), kept as the
    /// reference for the tallied one.
    fn hidden_single_sweep_on_cell_sets(s: &mut State) -> Result<bool, Contradiction> {
        let n = s.order();
        let mut with = s.places();
        let houses = |geo: &Geometry, c: usize| {
            [
                Line::Row((c / n) as u8),
                Line::Col((c % n) as u8),
                Line::Box(geo.box_of(c) as u8),
            ]
        };
        let index = |line: Line| match line {
            Line::Row(i) => i as usize,
            Line::Col(i) => n + i as usize,
            Line::Box(i) => 2 * n + i as usize,
        };
        let mut done = [0 as Mask; 3 * crate::latin::MAX_ORDER];
        for c in members(s.placed) {
            for h in houses(s.geo, c) {
                done[index(h)] |= s.get(c);
            }
        }
        let mut changed = false;
        for line in s.geo.houses() {
            let cells = s.geo.line(line);
            for d in digits(full(n) & !done[index(line)]) {
                let here = with[d as usize] & cells;
                if here.is_empty() {
                    return Err(Contradiction::NoPlace { line, digit: d });
                }
                if here.count_ones() > 1 {
                    continue;
                }
                let c = here.trailing_zeros() as usize;
                for x in digits(s.get(c)) {
                    with[x as usize] &= !one(c);
                }
                s.place(c, d)?;
                with[d as usize] &= !s.geo.peers(c);
                for h in houses(s.geo, c) {
                    done[index(h)] |= bit(d);
                }
                changed = true;
            }
        }
        Ok(changed)
    }

    #[test]
    fn hidden_single_sweep_passes_match_the_cell_set_sweep() {
        // Pass by pass: the same result (placements, or the same contradiction) and the same
        // state, on random positions with candidates struck at random (contradictions too).
        use rand::RngExt;
        let mut rng = crate::seed::rng(5);
        let (mut placed, mut broken) = (0, 0);
        for p in random_puzzles(300, 12) {
            let Ok(mut s) = start(&p) else { continue };
            for _ in 0..rng.random_range(0..40) {
                let c = rng.random_range(0..81);
                if !s.is_placed(c) {
                    s.cands.remove(c, bit(rng.random_range(1..=9)));
                }
            }
            let mut reference = s;
            loop {
                let a = hidden_single_sweep(&mut s, Geometry::of(9, true).all());
                let b = hidden_single_sweep_on_cell_sets(&mut reference);
                assert_eq!(a, b, "{p:?}");
                assert!(s.cands == reference.cands && s.placed == reference.placed);
                match a {
                    Ok(true) => placed += 1,
                    Ok(false) => break,
                    Err(_) => {
                        broken += 1;
                        break;
                    }
                }
            }
        }
        assert!(
            placed > 100 && broken > 20,
            "{placed} passes placed, {broken} broke"
        );
    }

    #[test]
    fn locked_sweep_reaches_the_step_by_step_fixpoint() {
        let mut fired = 0;
        for p in random_puzzles(300, 8) {
            let Ok(mut s) = start(&p) else { continue };
            if latin::naked_single_sweep(&mut s, Geometry::of(9, true).all()).is_err() {
                continue;
            }
            let mut slow = s;
            let mut f = Found::default();
            let mut steps = 0;
            while pointing(&slow, &mut f) || claiming(&slow, &mut f) {
                for (c, m) in f.removals() {
                    slow.cands.remove(c, m);
                }
                f = Found::default();
                steps += 1;
            }
            let empty = (0..81).any(|c| slow.get(c) == 0);
            match locked_sweep(&mut s) {
                Ok(changed) => {
                    assert!(!empty && changed == (steps > 0), "{p:?}");
                    assert!(s.cands == slow.cands, "{p:?}");
                }
                Err(_) => assert!(empty, "{p:?}"),
            }
            fired += usize::from(steps > 0);
        }
        assert!(fired > 30, "only {fired} positions had locked candidates");
    }

    #[test]
    fn a_digit_twice_in_a_house_is_a_contradiction() {
        let mut givens = vec![0; 81];
        givens[0] = 5;
        givens[80] = 5;
        givens[8] = 5; // same row as r1c1
        let p = Puzzle::new(9, givens).unwrap();
        assert!(start(&p).is_err());
        assert!(!finishes(&p, Level::Master));
        assert!(!finishes(&p, Level::Guessing));
    }
}
