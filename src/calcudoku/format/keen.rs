//! Simon Tatham's Keen game IDs, for exchange with his puzzle collection.
//!
//! `PARAMS:EDGES,CLUES`, e.g. `4de:_a_7a4_a3,s1m8d2s1a4d2a7m4`.
//!
//! - PARAMS: the order, then optionally `d` and a level letter (`e` easy, `n` normal, `h`
//!   hard, `x` extreme, `u` unreasonable; ignored on input), then optionally `m` for the
//!   multiplication-only variant.
//! - EDGES: the 2n(n−1) inner edges in order — first each vertical edge between (x, y) and
//!   (x+1, y), row by row, then each horizontal edge between (x, y) and (x, y+1), column by
//!   column — written as the lengths of the wall-free stretches between walls, with one wall
//!   imagined after the last edge: `_` is a wall right away, a letter `a`–`y` is 1–25 free
//!   edges then a wall, `z` is 25 free edges and no wall. A letter may carry a decimal repeat
//!   count (`_7` is seven `_`). Cells joined by free edges form one cage.
//! - CLUES: for each cage in order of its first cell (row-major), `a`, `s`, `m` or `d` (add,
//!   subtract, multiply, divide) then the decimal target. A one-cell cage is written `a` and
//!   its digit.
//!
//! A puzzle that hides its operations has no Keen ID: Keen always shows them.

use super::FormatError;
use crate::calcudoku::{Cage, ORDERS, Op, Puzzle};
use crate::solve::Level;

/// Keen's level letter for a level: easy `e`, medium `n` (Normal), hard `h` (Hard),
/// guessing `u` (Unreasonable). See docs/calcudoku.md for why.
pub fn level_letter(level: Level) -> char {
    match level {
        Level::Easy => 'e',
        Level::Medium => 'n',
        Level::Hard | Level::Expert | Level::Master => 'h',
        Level::Guessing => 'u',
    }
}

fn op_letter(op: Option<Op>) -> char {
    match op {
        None | Some(Op::Add) => 'a',
        Some(Op::Sub) => 's',
        Some(Op::Mul) => 'm',
        Some(Op::Div) => 'd',
    }
}

/// The inner edges in Keen's order, as pairs of cells.
fn edges(n: usize) -> impl Iterator<Item = (usize, usize)> {
    let across = (0..n).flat_map(move |y| (0..n - 1).map(move |x| (y * n + x, y * n + x + 1)));
    let down = (0..n).flat_map(move |x| (0..n - 1).map(move |y| (y * n + x, (y + 1) * n + x)));
    across.chain(down)
}

/// Writes a puzzle as a Keen game ID labelled with `level`; `None` when it hides operations.
pub fn to_keen(p: &Puzzle, level: Level) -> Option<String> {
    if p.hides_ops() {
        return None;
    }
    let n = p.order();
    let mut runs = String::new();
    let mut free = 0;
    let walls = edges(n)
        .map(|(a, b)| p.cage_of(a) != p.cage_of(b))
        .chain([true]);
    for wall in walls {
        if !wall {
            free += 1;
            continue;
        }
        while free > 25 {
            runs.push('z');
            free -= 25;
        }
        runs.push(if free == 0 {
            '_'
        } else {
            char::from(b'a' + free as u8 - 1)
        });
        free = 0;
    }
    let mut out = format!("{n}d{}", level_letter(level));
    if p.mul_only() {
        out.push('m');
    }
    out.push(':');
    out.push_str(&compress(&runs));
    out.push(',');
    for cage in p.cages() {
        out.push(op_letter(cage.op));
        out.push_str(&cage.target.to_string());
    }
    Some(out)
}

/// Writes a letter repeated more than twice as the letter and its count.
fn compress(runs: &str) -> String {
    let chars: Vec<char> = runs.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let mut k = 1;
        while i + k < chars.len() && chars[i + k] == c {
            k += 1;
        }
        if k > 2 {
            out.push(c);
            out.push_str(&k.to_string());
        } else {
            out.extend(std::iter::repeat_n(c, k));
        }
        i += k;
    }
    out
}

fn error(message: String) -> FormatError {
    FormatError::Keen(message)
}

/// Reads a Keen game ID (surrounding whitespace is ignored).
pub fn parse_keen(input: &str) -> Result<Puzzle, FormatError> {
    let input = input.trim();
    let Some((params, desc)) = input.split_once(':') else {
        return Err(error(format!(
            "expected PARAMS:EDGES,CLUES such as '4de:_a_7a4_a3,s1m8d2s1a4d2a7m4', found no ':' \
             in '{input}'"
        )));
    };
    let (n, mul_only) = read_params(params)?;
    let Some((edge_text, clue_text)) = desc.split_once(',') else {
        return Err(error(
            "expected the edges, a ',' then the clues after the ':', found no ','".into(),
        ));
    };
    let walls = read_edges(n, edge_text)?;
    // Cages: cells joined by free edges, found by union-find.
    let mut parent: Vec<usize> = (0..n * n).collect();
    fn root(parent: &mut [usize], mut c: usize) -> usize {
        while parent[c] != c {
            parent[c] = parent[parent[c]];
            c = parent[c];
        }
        c
    }
    for ((a, b), wall) in edges(n).zip(&walls) {
        if !wall {
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            parent[ra.max(rb)] = ra.min(rb);
        }
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut index = vec![usize::MAX; n * n];
    for c in 0..n * n {
        let r = root(&mut parent, c);
        if index[r] == usize::MAX {
            index[r] = groups.len();
            groups.push(Vec::new());
        }
        groups[index[r]].push(c);
    }
    let clues = read_clues(clue_text)?;
    if clues.len() != groups.len() {
        return Err(error(format!(
            "the edges make {} cages but {} clues follow the ','",
            groups.len(),
            clues.len()
        )));
    }
    let cages = groups
        .into_iter()
        .zip(clues)
        .map(|(cells, (op, target))| Cage::new(cells, Some(op), target))
        .collect();
    Puzzle::new(n, cages, mul_only).map_err(|e| error(e.to_string()))
}

/// The order and the multiplication-only flag from PARAMS (`<order>[d<level>][m]`).
fn read_params(params: &str) -> Result<(usize, bool), FormatError> {
    let digits_end = params
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(params.len());
    let (number, rest) = params.split_at(digits_end);
    let Ok(n) = number.parse::<usize>() else {
        return Err(error(format!(
            "PARAMS '{params}' should start with the order, a number 4-9, as in '6dn'"
        )));
    };
    let mut mul_only = false;
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            'd' => match chars.next() {
                Some('e' | 'n' | 'h' | 'x' | 'u') => {}
                other => {
                    return Err(error(format!(
                        "PARAMS '{params}': 'd' must be followed by a level letter e, n, h, x \
                         or u, found {}",
                        other.map_or("nothing".into(), |c| format!("'{c}'"))
                    )));
                }
            },
            'm' => mul_only = true,
            _ => {
                return Err(error(format!(
                    "PARAMS '{params}': expected the order, then 'd' and a level letter, then \
                     'm' for multiplication only, as in '{n}dn' or '{n}dnm'; found '{c}'"
                )));
            }
        }
    }
    if !ORDERS.contains(&n) {
        return Err(error(format!(
            "order {n} is out of range: Calcudoku grids are 4x4 to 9x9"
        )));
    }
    Ok((n, mul_only))
}

/// The wall flags of the 2n(n−1) inner edges from EDGES.
fn read_edges(n: usize, text: &str) -> Result<Vec<bool>, FormatError> {
    let total = 2 * n * (n - 1);
    let mut walls = Vec::with_capacity(total + 1);
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let at = i + 1;
        i += 1;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let repeat = if i > start {
            let digits: String = chars[start..i].iter().collect();
            match digits.parse::<usize>() {
                Ok(k) if k >= 1 && k <= 2 * total + 2 => k,
                _ => {
                    return Err(error(format!(
                        "edges, character {at}: the repeat count {digits} after '{c}' is out \
                         of range"
                    )));
                }
            }
        } else {
            1
        };
        let (free, wall) = match c {
            '_' => (0, true),
            'a'..='y' => (c as usize - 'a' as usize + 1, true),
            'z' => (25, false),
            _ => {
                return Err(error(format!(
                    "edges, character {at}: expected '_' or a letter a-z, found '{c}'"
                )));
            }
        };
        for _ in 0..repeat {
            walls.extend(std::iter::repeat_n(false, free));
            if wall {
                walls.push(true);
            }
            if walls.len() > total + 1 {
                return Err(error(format!(
                    "edges, character {at}: the edges run past the {total} inner edges of a \
                     {n}x{n} grid"
                )));
            }
        }
    }
    // The last wall is the imagined one after the final edge.
    if walls.len() != total + 1 || walls.last() != Some(&true) {
        return Err(error(format!(
            "the edges describe {} of the {total} inner edges of a {n}x{n} grid",
            walls.len().saturating_sub(1)
        )));
    }
    walls.pop();
    Ok(walls)
}

/// The (operation, target) pairs from CLUES.
fn read_clues(text: &str) -> Result<Vec<(Op, u32)>, FormatError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let op = match c {
            'a' => Op::Add,
            's' => Op::Sub,
            'm' => Op::Mul,
            'd' => Op::Div,
            _ => {
                return Err(error(format!(
                    "clue {}: expected a, s, m or d (add, subtract, multiply, divide), found \
                     '{c}'",
                    out.len() + 1
                )));
            }
        };
        i += 1;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let digits: String = chars[start..i].iter().collect();
        let Ok(target) = digits.parse::<u32>() else {
            return Err(error(format!(
                "clue {} ('{c}'): expected a target number after the letter",
                out.len() + 1
            )));
        };
        out.push((op, target));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calcudoku::format::tests::random_puzzle;
    use crate::solve::count;

    fn err(input: &str) -> String {
        parse_keen(input).unwrap_err().to_string()
    }

    fn cells_of(p: &Puzzle) -> Vec<Vec<u8>> {
        p.cages().iter().map(|c| c.cells.clone()).collect()
    }

    #[test]
    fn reads_a_real_keen_id() {
        // Worked by hand. Vertical edges (12): `_` r1c1|r1c2 wall; `a` r1c2–r1c3 free then
        // r1c3|r1c4 wall; `_7` rows 2 and 3 and r4c1|r4c2 all walls; the first `a` of `a4`
        // r4c2–r4c3 free then r4c3|r4c4 wall. Horizontal edges (12, column by column): the
        // rest of `a4` gives column 1 r1c1–r2c1 free, r2c1|r3c1 wall, r3c1–r4c1 free, wall
        // r1c2|r2c2, then r2c2–r3c2 free, wall r3c2|r4c2; `_` wall r1c3|r2c3; `a3` column 3
        // r2c3–r3c3 free, wall; column 4 r1c4–r2c4 free, wall, r3c4–r4c4 free, (imagined)
        // wall. Eight dominoes, by first cell:
        let p = parse_keen("4de:_a_7a4_a3,s1m8d2s1a4d2a7m4").unwrap();
        assert_eq!(
            cells_of(&p),
            vec![
                vec![0, 4],
                vec![1, 2],
                vec![3, 7],
                vec![5, 9],
                vec![6, 10],
                vec![8, 12],
                vec![11, 15],
                vec![13, 14],
            ]
        );
        let clues: Vec<String> = p.cages().iter().map(|c| c.clue()).collect();
        assert_eq!(
            clues,
            ["1−", "8×", "2÷", "1−", "4+", "2÷", "7+", "4×"].map(String::from)
        );
        assert_eq!(count::count(&p, 2), Ok(1));
        // Written back the same way (level letter aside).
        assert_eq!(
            to_keen(&p, Level::Easy).unwrap(),
            "4de:_a_7a4_a3,s1m8d2s1a4d2a7m4"
        );
    }

    #[test]
    fn reads_longer_real_ids() {
        for id in [
            "6dn:a3_a_16a__a3_aa__aa_aba4_,a8s2m2s2a7m15a7s4s1d2d3m20d2d3d2m80a8",
            "6dh:b_a_3a__a_3a_4ba10__a_6a__,m150a7s3s2s1m12a7a6d3m10s3a8m12m48d2s3",
            "4de:aa_a__a3_a__aa_,a7d2m4s1a10m8s1",
        ] {
            let p = parse_keen(id).unwrap();
            assert_eq!(count::count(&p, 2), Ok(1), "{id}");
            let level = id.as_bytes()[2] as char;
            let again = to_keen(&p, Level::Medium).unwrap();
            assert_eq!(again.replacen("dn", &format!("d{level}"), 1), id);
        }
    }

    #[test]
    fn the_clue_count_must_match_the_cages() {
        // The edges make 8 cages; 6 clues are refused with both numbers.
        assert_eq!(
            err("4de:_a_7a4_a3,s2d2m4d2s1a6"),
            "Keen game ID: the edges make 8 cages but 6 clues follow the ','"
        );
    }

    #[test]
    fn round_trips_random_puzzles() {
        let mut rng = crate::seed::rng(5);
        for _ in 0..300 {
            let p = random_puzzle(&mut rng);
            match to_keen(&p, Level::Medium) {
                Some(id) => {
                    let prefix = format!("{}dn{}:", p.order(), if p.mul_only() { "m" } else { "" });
                    assert!(id.starts_with(&prefix), "{id}");
                    assert_eq!(parse_keen(&id), Ok(p.clone()), "{id}");
                }
                None => assert!(p.hides_ops()),
            }
        }
    }

    #[test]
    fn long_runs_use_z_and_counts() {
        // A 9x9 of nine full-row cages: every vertical edge free, every horizontal one a wall.
        let cages = (0..9)
            .map(|r| Cage::new(r * 9..r * 9 + 9, Some(Op::Add), 45))
            .collect();
        let p = Puzzle::new(9, cages, false).unwrap();
        let id = to_keen(&p, Level::Easy).unwrap();
        // 72 free edges: z z then 22 free ('v') and a wall; then 72 walls (the last imagined).
        assert!(id.starts_with("9de:zzv_72,a45"), "{id}");
        assert_eq!(parse_keen(&id).unwrap(), p);
    }

    #[test]
    fn bad_ids_are_explained() {
        assert!(err("4de").contains("no ':'"));
        assert!(err("4de:_a_7a4_a3").contains("found no ','"));
        assert!(err("xde:_,a1").contains("should start with the order"));
        assert!(err("4dq:_a_7a4_a3,s1m8d2s1a4d2a7m4").contains("level letter"));
        assert!(err("4dek:_a_7a4_a3,s1m8d2s1a4d2a7m4").contains("found 'k'"));
        assert_eq!(
            err("3de:_,a1"),
            "Keen game ID: order 3 is out of range: Calcudoku grids are 4x4 to 9x9"
        );
        assert!(err("4de:_a_7a4_a,s1m8d2s1a4d2a7m4").contains("of the 24 inner edges"));
        assert!(err("4de:_a_7a4_a3a,s1m8d2s1a4d2a7m4").contains("run past"));
        assert!(err("4de:_a_7A4_a3,s1m8d2s1a4d2a7m4").contains("found 'A'"));
        assert!(err("4de:_a_7a4_a3,s1m8d2x1a4d2a7m4").contains("clue 4: expected a, s, m or d"));
        assert!(err("4de:_a_7a4_a3,s1m8d2sa4d2a7m4").contains("clue 4 ('s')"));
        // A three-cell subtraction (r2c3, r2c4, r3c4): the cage's first cell is named.
        assert_eq!(
            err("4de:aa_a__a3_a__aa_,a7d2m4s1s10m8s1"),
            "Keen game ID: the cage at r2c3 shows − but has 3 cells: − and ÷ need exactly two"
        );
    }
}
