//! One row or column of a nonogram: what its clue and its known cells say about the rest.
//!
//! A line is a clue (run lengths, in order) and its cells, each [`UNKNOWN`], [`FILL`] or
//! [`CROSS`]. Everything here is about one line alone; the step solver in
//! [`super::solve`] walks the grid line by line with these rules.
//!
//! The rules a reader uses, easiest first:
//! - [`completed_run`]: a block of filled cells as long as every run that could be it is a
//!   whole run: the cells either side of it are empty.
//! - [`edge_forcing`]: a filled cell within reach of the line's edge (or of a wall of crossed
//!   cells) belongs to the first run there, which then covers everything from that cell up to
//!   the run's length from the edge.
//! - [`small_gap`]: cells no run can reach, and stretches between crosses too short for any
//!   run that could land there, are empty.
//! - [`overlap`]: slide every run as far left as it can go, then as far right: where a run's
//!   two placements overlap, its cells are filled.
//!
//! and then [`solve_line`], full line solving: every placement of the runs that agrees with
//! the known cells is considered, and a cell that is filled in all of them (or empty in all)
//! is decided.
//!
//! "As far left as it can go" always means among the placements of the whole clue that agree
//! with the known cells: [`Reach`] computes them exactly (a table of which runs fit before and
//! after each cell), so each rule is sound on its own.

// The placement tables are indexed by run and cell together: index loops read clearest.
#![allow(clippy::needless_range_loop)]

/// A cell not decided yet.
pub const UNKNOWN: u8 = 0;
/// A filled (black) cell.
pub const FILL: u8 = 1;
/// A cell known to be empty (a reader marks it with a dot or a cross).
pub const CROSS: u8 = 2;

/// What a rule decided in one line: (index in the line, [`FILL`] or [`CROSS`]), ascending.
pub type Decided = Vec<(usize, u8)>;

/// Why a line has no placement left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash;

/// Where each run of a line can start, among the placements of the whole clue that agree
/// with the line's known cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    /// Each run's leftmost start.
    pub left: Vec<usize>,
    /// Each run's rightmost start.
    pub right: Vec<usize>,
    /// Each cell: can it be filled / empty in some placement.
    can_fill: Vec<bool>,
    can_cross: Vec<bool>,
}

impl Reach {
    /// The placements of `clue` in `cells`; a clash when there is none.
    pub fn of(clue: &[u8], cells: &[u8]) -> Result<Reach, Clash> {
        let n = cells.len();
        let k = clue.len();
        // filled_before[j]: a filled cell lies in [0, j).
        let mut fills = vec![0usize; n + 1];
        let mut crosses = vec![0usize; n + 1];
        for (j, &c) in cells.iter().enumerate() {
            fills[j + 1] = fills[j] + usize::from(c == FILL);
            crosses[j + 1] = crosses[j] + usize::from(c == CROSS);
        }
        let no_fill = |a: usize, b: usize| fills[b] == fills[a];
        let no_cross = |a: usize, b: usize| crosses[b] == crosses[a];
        // One flat table each way (row i of width n + 1): a solve builds thousands of these,
        // and a vector per run cost as much as the work.
        let wide = n + 1;
        // fwd[i * wide + j]: the first i runs fit in cells [0, j), every filled cell there
        // covered.
        let mut fwd = vec![false; (k + 1) * wide];
        for j in 0..=n {
            fwd[j] = no_fill(0, j);
        }
        for i in 1..=k {
            let len = clue[i - 1] as usize;
            for j in 1..=n {
                let mut ok = cells[j - 1] != FILL && fwd[i * wide + j - 1];
                if !ok && j >= len && no_cross(j - len, j) {
                    let s = j - len;
                    ok = if i == 1 {
                        fwd[s]
                    } else {
                        s >= 1 && cells[s - 1] != FILL && fwd[(i - 1) * wide + s - 1]
                    };
                }
                fwd[i * wide + j] = ok;
            }
        }
        if !fwd[k * wide + n] {
            return Err(Clash);
        }
        // bwd[i * wide + j]: runs i.. fit in cells [j, n).
        let mut bwd = vec![false; (k + 1) * wide];
        for j in 0..=n {
            bwd[k * wide + j] = no_fill(j, n);
        }
        for i in (0..k).rev() {
            let len = clue[i] as usize;
            for j in (0..n).rev() {
                let mut ok = cells[j] != FILL && bwd[i * wide + j + 1];
                if !ok && j + len <= n && no_cross(j, j + len) {
                    let e = j + len;
                    ok = if i == k - 1 {
                        bwd[k * wide + e]
                    } else {
                        e < n && cells[e] != FILL && bwd[(i + 1) * wide + e + 1]
                    };
                }
                bwd[i * wide + j] = ok;
            }
        }
        let fits = |i: usize, s: usize| -> bool {
            let len = clue[i] as usize;
            let e = s + len;
            if e > n || !no_cross(s, e) {
                return false;
            }
            let before = if i == 0 {
                fwd[s]
            } else {
                s >= 1 && cells[s - 1] != FILL && fwd[i * wide + s - 1]
            };
            let after = if i == k - 1 {
                bwd[k * wide + e]
            } else {
                e < n && cells[e] != FILL && bwd[(i + 1) * wide + e + 1]
            };
            before && after
        };
        let mut left = Vec::with_capacity(k);
        let mut right = Vec::with_capacity(k);
        let mut diff = vec![0i32; n + 1];
        for i in 0..k {
            let len = clue[i] as usize;
            let (mut first, mut last) = (usize::MAX, 0);
            for s in (0..=n.saturating_sub(len)).filter(|&s| fits(i, s)) {
                first = first.min(s);
                last = s;
                diff[s] += 1;
                diff[s + len] -= 1;
            }
            // The whole line fits, so every run has a start.
            debug_assert!(first != usize::MAX, "a run of a fitting clue has a start");
            left.push(first);
            right.push(last);
        }
        let mut can_fill = vec![false; n];
        let mut run = 0;
        for j in 0..n {
            run += diff[j];
            can_fill[j] = run > 0;
        }
        let can_cross = (0..n)
            .map(|c| {
                cells[c] != FILL && (0..=k).any(|i| fwd[i * wide + c] && bwd[i * wide + c + 1])
            })
            .collect();
        Ok(Reach {
            left,
            right,
            can_fill,
            can_cross,
        })
    }

    /// The placements of `clue` in `cells` minding only the empty cells, as a reader first
    /// slides runs between the crosses: what the easy rules but [`edge_forcing`] work with
    /// (every true placement is one of these, so what they decide holds).
    pub fn loose(clue: &[u8], cells: &[u8]) -> Result<Reach, Clash> {
        let open: Vec<u8> = cells
            .iter()
            .map(|&c| if c == FILL { UNKNOWN } else { c })
            .collect();
        Reach::of(clue, &open)
    }

    /// The cells run `i` may cover in some placement: from its leftmost start to its
    /// rightmost end.
    pub fn range(&self, clue: &[u8], i: usize) -> (usize, usize) {
        (self.left[i], self.right[i] + clue[i] as usize)
    }
}

/// Keeps the decisions about cells still unknown.
fn fresh(cells: &[u8], d: impl IntoIterator<Item = (usize, u8)>) -> Decided {
    let mut out: Decided = d
        .into_iter()
        .filter(|&(c, _)| cells[c] == UNKNOWN)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Maximal blocks of filled cells: (first, one past the last).
fn blocks(cells: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut j = 0;
    while j < cells.len() {
        if cells[j] == FILL {
            let a = j;
            while j < cells.len() && cells[j] == FILL {
                j += 1;
            }
            out.push((a, j));
        } else {
            j += 1;
        }
    }
    out
}

/// A block of filled cells as long as every run that could cover it is a complete run: the
/// cells just before and after it are empty. An empty clue, or a line whose runs are all
/// accounted for, crosses what is left through [`small_gap`].
pub fn completed_run(clue: &[u8], cells: &[u8], reach: &Reach) -> Decided {
    let mut out = Vec::new();
    for (a, b) in blocks(cells) {
        let len = b - a;
        let mut longest = 0;
        for (i, &r) in clue.iter().enumerate() {
            let (lo, hi) = reach.range(clue, i);
            if lo <= a && b <= hi && r as usize >= len {
                longest = longest.max(r as usize);
            }
        }
        if longest == len {
            if a > 0 {
                out.push((a - 1, CROSS));
            }
            if b < cells.len() {
                out.push((b, CROSS));
            }
        }
    }
    fresh(cells, out)
}

/// The first run starts no earlier than its leftmost start; a filled cell before that run's
/// end which the second run cannot reach is the first run's, so the run covers every cell
/// from it to the run's length past the leftmost start. The same from the right with the
/// last run.
pub fn edge_forcing(clue: &[u8], cells: &[u8], reach: &Reach) -> Decided {
    let k = clue.len();
    let mut out = Vec::new();
    if k == 0 {
        return out;
    }
    let n = cells.len();
    // From the left.
    let len = clue[0] as usize;
    let e = reach.left[0];
    let second = reach.left.get(1).copied().unwrap_or(n);
    if let Some(f) = (e..(e + len).min(second)).find(|&c| cells[c] == FILL) {
        out.extend((f..e + len).map(|c| (c, FILL)));
        if f == e {
            // The run's start is known: it is complete.
            if e + len < n {
                out.push((e + len, CROSS));
            }
        }
    }
    // From the right, mirrored.
    let len = clue[k - 1] as usize;
    let end = reach.right[k - 1] + len;
    let second = if k >= 2 {
        reach.right[k - 2] + clue[k - 2] as usize
    } else {
        0
    };
    let lo = end.saturating_sub(len).max(second);
    if let Some(f) = (lo..end).rev().find(|&c| cells[c] == FILL) {
        out.extend((end - len..=f).map(|c| (c, FILL)));
        if f + 1 == end && end > len {
            out.push((end - len - 1, CROSS));
        }
    }
    fresh(cells, out)
}

/// Cells no run can reach (outside every run's range from its leftmost start to its
/// rightmost end) are empty; so is a stretch of open cells between crosses (or an edge)
/// holding no filled cell that is shorter than every run that could reach it.
pub fn small_gap(clue: &[u8], cells: &[u8], reach: &Reach) -> Decided {
    let n = cells.len();
    let mut out = Vec::new();
    let ranges: Vec<(usize, usize)> = (0..clue.len()).map(|i| reach.range(clue, i)).collect();
    for c in 0..n {
        if !ranges.iter().any(|&(lo, hi)| lo <= c && c < hi) {
            out.push((c, CROSS));
        }
    }
    let mut j = 0;
    while j < n {
        if cells[j] == CROSS {
            j += 1;
            continue;
        }
        let a = j;
        while j < n && cells[j] != CROSS {
            j += 1;
        }
        let b = j;
        if cells[a..b].contains(&FILL) {
            continue;
        }
        let fits = clue
            .iter()
            .zip(&ranges)
            .any(|(&r, &(lo, hi))| lo < b && a < hi && r as usize <= b - a);
        if !fits {
            out.extend((a..b).map(|c| (c, CROSS)));
        }
    }
    fresh(cells, out)
}

/// Each run slid as far left as it can go and as far right: the cells it covers in both are
/// filled.
pub fn overlap(clue: &[u8], cells: &[u8], reach: &Reach) -> Decided {
    let mut out = Vec::new();
    for (i, &r) in clue.iter().enumerate() {
        let (lo, hi) = (reach.right[i], reach.left[i] + r as usize);
        out.extend((lo..hi.max(lo)).map(|c| (c, FILL)));
    }
    fresh(cells, out)
}

/// Full line solving: every cell filled in all placements of the clue that agree with the
/// known cells is filled, every cell empty in all of them is empty.
pub fn solve_line(cells: &[u8], reach: &Reach) -> Result<Decided, Clash> {
    let mut out = Vec::new();
    for (c, &v) in cells.iter().enumerate() {
        if v != UNKNOWN {
            continue;
        }
        match (reach.can_fill[c], reach.can_cross[c]) {
            (true, true) => {}
            (true, false) => out.push((c, FILL)),
            (false, true) => out.push((c, CROSS)),
            (false, false) => return Err(Clash),
        }
    }
    Ok(out)
}

/// The runs of a line of a picture (1 = filled): what its clue is.
pub fn runs(cells: impl IntoIterator<Item = u8>) -> Vec<u8> {
    let mut out = Vec::new();
    let mut len = 0u8;
    for v in cells {
        if v == 1 {
            len += 1;
        } else if len > 0 {
            out.push(len);
            len = 0;
        }
    }
    if len > 0 {
        out.push(len);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line written as a reader pencils it: `#` filled, `x` empty, `.` unknown.
    fn line(s: &str) -> Vec<u8> {
        s.chars()
            .map(|c| match c {
                '#' => FILL,
                'x' => CROSS,
                _ => UNKNOWN,
            })
            .collect()
    }

    /// The line with a rule's decisions written in.
    fn after(s: &str, d: &Decided) -> String {
        let mut cells = line(s);
        for &(c, v) in d {
            assert_eq!(cells[c], UNKNOWN, "{s}: cell {c} was decided already");
            cells[c] = v;
        }
        cells
            .iter()
            .map(|&v| match v {
                FILL => '#',
                CROSS => 'x',
                _ => '.',
            })
            .collect()
    }

    /// A rule applied as the step solver does: `edge_forcing` with the exact placements, the
    /// others with the loose ones.
    fn apply(rule: fn(&[u8], &[u8], &Reach) -> Decided, clue: &[u8], s: &str) -> String {
        let cells = line(s);
        let exact = rule as usize == edge_forcing as fn(&[u8], &[u8], &Reach) -> Decided as usize;
        let reach = if exact {
            Reach::of(clue, &cells).unwrap()
        } else {
            Reach::loose(clue, &cells).unwrap()
        };
        after(s, &rule(clue, &cells, &reach))
    }

    #[test]
    fn reach_finds_each_runs_extremes() {
        let r = Reach::of(&[3, 1], &line("..........")).unwrap();
        assert_eq!((r.left.clone(), r.right.clone()), (vec![0, 4], vec![5, 9]));
        // A cross pushes the first run past it.
        let r = Reach::of(&[3, 1], &line(".x........")).unwrap();
        assert_eq!(r.left, vec![2, 6]);
        // A filled cell near the end holds the last run back.
        let r = Reach::of(&[3, 1], &line("........#.")).unwrap();
        assert_eq!(r.right, vec![4, 8]);
        assert_eq!(Reach::of(&[3, 3], &line("......")), Err(Clash));
        assert_eq!(Reach::of(&[2], &line("#x#..")), Err(Clash));
        assert_eq!(Reach::of(&[], &line("..#")), Err(Clash));
    }

    #[test]
    fn overlap_fills_what_both_extremes_cover() {
        // A run of 7 in 10 cells covers the middle four whichever way it slides.
        assert_eq!(apply(overlap, &[7], ".........."), "...####...");
        // 3 and 4 in 9 cells: packed left "###.####.", right ".###.####".
        assert_eq!(apply(overlap, &[3, 4], "........."), ".##..###.");
        // Too much room: nothing.
        assert_eq!(apply(overlap, &[2, 2], ".........."), "..........");
        // A cross at the start narrows the room: a run of 3 in the 4 cells left.
        assert_eq!(apply(overlap, &[3], "x...."), "x.##.");
    }

    #[test]
    fn edge_forcing_grows_runs_from_the_edges() {
        // A filled second cell: the first run of 3 covers cells 2 and 3 too.
        assert_eq!(apply(edge_forcing, &[3, 1], ".#........"), ".##.......");
        // A filled first cell: the run is complete, and the cell after it empty.
        assert_eq!(apply(edge_forcing, &[3, 2], "#........."), "###x......");
        // The same from a wall of crosses, and from the right.
        assert_eq!(apply(edge_forcing, &[2, 3], "x#........"), "x##x......");
        assert_eq!(apply(edge_forcing, &[4], ".......#"), "...x####");
        // Beyond the first run's reach: nothing.
        assert_eq!(apply(edge_forcing, &[2, 2], "....#....."), "....#.....");
    }

    #[test]
    fn small_gaps_and_unreachable_cells_are_empty() {
        // Runs of 3 cannot sit in a gap of two.
        assert_eq!(apply(small_gap, &[3, 3], "..x........."), "xxx.........");
        // A run of 4 cannot use the three cells before the cross.
        assert_eq!(apply(small_gap, &[4], "...x......"), "xxxx......");
        // An empty clue: every cell is empty.
        assert_eq!(apply(small_gap, &[], "...."), "xxxx");
        // Room enough: nothing.
        assert_eq!(apply(small_gap, &[1, 2], ".x.x.."), ".x.x..");
    }

    #[test]
    fn completed_runs_are_closed() {
        // A block of 3 where the longest run is 3: both ends are empty.
        assert_eq!(apply(completed_run, &[1, 3], "....###..."), "...x###x..");
        // A block of 2 could still be the run of 3: nothing.
        assert_eq!(apply(completed_run, &[1, 3], ".....##..."), ".....##...");
        // A block of 1 where only runs of 1 can reach it.
        assert_eq!(apply(completed_run, &[1, 1, 4], ".#........"), "x#x.......");
    }

    #[test]
    fn full_line_solving_finds_what_the_simple_rules_miss() {
        // Clue 2 with the second cell filled: the run starts at cell 1 or 2, so the cells
        // from the fourth on are empty. No simple rule sees it: the run is not complete, the
        // filled cell is already where edge forcing would fill, and between the crosses
        // (there are none) a run of 2 could go anywhere.
        let cells = line(".#......");
        let exact = Reach::of(&[2], &cells).unwrap();
        let loose = Reach::loose(&[2], &cells).unwrap();
        assert_eq!(
            after(".#......", &solve_line(&cells, &exact).unwrap()),
            ".#.xxxxx"
        );
        assert!(edge_forcing(&[2], &cells, &exact).is_empty());
        for rule in [completed_run, small_gap, overlap] {
            assert!(rule(&[2], &cells, &loose).is_empty());
        }
        // A line with no placement left clashes.
        assert_eq!(Reach::of(&[2], &line("x#x..")), Err(Clash));
    }
}
