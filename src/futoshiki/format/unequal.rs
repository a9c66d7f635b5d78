//! Simon Tatham's Unequal game IDs, for exchange with his puzzle collection.
//!
//! `PARAMS:DESC`, e.g. `4de:0,0,0L,2,0,0,0L,0U,0R,0,0,0U,0,0,0,0`. PARAMS is the order, then `d`
//! and a level letter (`t`, `e`, `k`, `x`, `r`; ignored on input). An `a` after the order marks
//! the Adjacent variant, a different puzzle, which is refused. DESC lists the order² cells
//! row-major, comma-separated (a trailing comma is allowed): a number (0 = empty), then any of
//! `U`, `R`, `D`, `L`, each meaning this cell is GREATER than its neighbour above, right, below
//! or left. Each sign is written once, on its greater cell.

use super::FormatError;
use crate::futoshiki::{ORDERS, Puzzle, Sign};
use crate::latin::cell_name;
use crate::solve::Level;

/// The four directions in Unequal's order, with their (row, column) steps.
const DIRECTIONS: [(char, isize, isize); 4] =
    [('U', -1, 0), ('R', 0, 1), ('D', 1, 0), ('L', 0, -1)];

/// Unequal's level letter for a level: easy `e`, medium `k` (Tricky), hard `x` (Extreme),
/// guessing `r` (Recursive).
pub fn level_letter(level: Level) -> char {
    match level {
        Level::Easy => 'e',
        Level::Medium => 'k',
        Level::Hard | Level::Expert | Level::Master => 'x',
        Level::Guessing => 'r',
    }
}

/// Writes a puzzle as an Unequal game ID, labelled with `level`.
pub fn to_unequal(p: &Puzzle, level: Level) -> String {
    let n = p.order();
    let cells: Vec<String> = (0..n * n)
        .map(|cell| {
            let mut s = p.givens()[cell].to_string();
            for (letter, other) in neighbours(n, cell) {
                if p.sign_between(cell, other)
                    .is_some_and(|sign| sign.greater as usize == cell)
                {
                    s.push(letter);
                }
            }
            s
        })
        .collect();
    format!("{n}d{}:{}", level_letter(level), cells.join(","))
}

/// The neighbours of `cell` that exist, with the letter naming each direction.
fn neighbours(n: usize, cell: usize) -> impl Iterator<Item = (char, usize)> {
    let (r, c) = ((cell / n) as isize, (cell % n) as isize);
    DIRECTIONS.iter().filter_map(move |&(letter, dr, dc)| {
        let (r2, c2) = (r + dr, c + dc);
        let inside = (0..n as isize).contains(&r2) && (0..n as isize).contains(&c2);
        inside.then(|| (letter, r2 as usize * n + c2 as usize))
    })
}

fn error(message: String) -> FormatError {
    FormatError::Unequal(message)
}

/// Reads an Unequal game ID (surrounding whitespace is ignored).
pub fn parse_unequal(input: &str) -> Result<Puzzle, FormatError> {
    let input = input.trim();
    let Some((params, desc)) = input.split_once(':') else {
        return Err(error(format!(
            "expected PARAMS:DESC such as '5de:0,0D,...', found no ':' in '{input}'"
        )));
    };
    let n = read_params(params)?;
    let desc = desc.strip_suffix(',').unwrap_or(desc);
    let cells: Vec<&str> = desc.split(',').collect();
    if cells.len() != n * n {
        return Err(error(format!(
            "order {n} needs {} comma-separated cells, found {}",
            n * n,
            cells.len()
        )));
    }
    let mut givens = Vec::with_capacity(n * n);
    let mut signs = Vec::new();
    for (cell, text) in cells.iter().enumerate() {
        let name = || format!("cell {} ({}) '{text}'", cell + 1, cell_name(n, cell));
        let digits_end = text
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(text.len());
        let (number, letters) = text.split_at(digits_end);
        let digit = match number.parse::<usize>() {
            Ok(d) if d <= n => d as u8,
            Ok(_) => {
                return Err(error(format!(
                    "{}: the number must be 0 (empty) to {n}",
                    name()
                )));
            }
            Err(_) => {
                return Err(error(format!(
                    "{}: expected a number 0-{n} first, then any of U, R, D, L",
                    name()
                )));
            }
        };
        givens.push(digit);
        for letter in letters.chars() {
            let upper = letter.to_ascii_uppercase();
            if !DIRECTIONS.iter().any(|&(l, _, _)| l == upper) {
                return Err(error(format!(
                    "{}: expected U, R, D or L after the number, found '{letter}'",
                    name()
                )));
            }
            let Some((_, other)) = neighbours(n, cell).find(|&(l, _)| l == upper) else {
                return Err(error(format!("{}: '{letter}' points off the grid", name())));
            };
            signs.push(Sign::new(other, cell));
        }
    }
    Puzzle::new(n, givens, signs).map_err(|e| error(e.to_string()))
}

/// The order from PARAMS (`<order>[d<level>]`); the level letter is not checked.
fn read_params(params: &str) -> Result<usize, FormatError> {
    let digits_end = params
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(params.len());
    let (number, rest) = params.split_at(digits_end);
    let Ok(n) = number.parse::<usize>() else {
        return Err(error(format!(
            "PARAMS '{params}' should start with the order, a number 4-9, as in '5de'"
        )));
    };
    if rest.starts_with('a') {
        return Err(error(format!(
            "PARAMS '{params}' is the Adjacent variant ('a' after the order), a different \
             puzzle: only plain Unequal (e.g. '{n}de') is Futoshiki"
        )));
    }
    let level_ok = rest.is_empty() || (rest.len() == 2 && rest.starts_with('d'));
    if !level_ok {
        return Err(error(format!(
            "PARAMS '{params}': expected the order then 'd' and a level letter, as in '{n}de'"
        )));
    }
    if !ORDERS.contains(&n) {
        return Err(error(format!(
            "order {n} is out of range: Futoshiki grids are 4x4 to 9x9"
        )));
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::futoshiki::format::tests::random_puzzle;

    fn err(input: &str) -> String {
        parse_unequal(input).unwrap_err().to_string()
    }

    #[test]
    fn reads_the_documented_example() {
        // r1c3 > r1c2 ('0L' on cell 3), 2 at r1c4, r2c3 > r2c2, r2c4 > r1c4 ('0U' on cell 8),
        // r3c1 > r3c2 ('0R' on cell 9), r3c4 > r2c4.
        let p = parse_unequal("4de:0,0,0L,2,0,0,0L,0U,0R,0,0,0U,0,0,0,0").unwrap();
        assert_eq!(p.order(), 4);
        let mut givens = [0; 16];
        givens[3] = 2;
        assert_eq!(p.givens(), &givens[..]);
        // Listed in edge order, as a puzzle keeps them.
        let signs = [
            Sign::new(1, 2),
            Sign::new(3, 7),
            Sign::new(5, 6),
            Sign::new(7, 11),
            Sign::new(9, 8),
        ];
        assert_eq!(p.signs(), &signs[..]);
        // The example is a real puzzle: exactly one answer.
        assert_eq!(crate::solve::count::count(&p, 2), Ok(1));
    }

    #[test]
    fn round_trips_random_puzzles() {
        let mut rng = crate::seed::rng(5);
        for _ in 0..500 {
            let p = random_puzzle(&mut rng);
            let id = to_unequal(&p, Level::Medium);
            assert!(id.starts_with(&format!("{}dk:", p.order())));
            assert_eq!(parse_unequal(&id), Ok(p.clone()), "{id}");
            assert_eq!(parse_unequal(&format!("{id},")), Ok(p.clone()));
        }
    }

    #[test]
    fn writes_each_sign_once_on_the_greater_cell() {
        // r1c1 > r1c2 and r2c1 > r1c1: 'R' on the first cell, 'U' on the fifth.
        let p = Puzzle::new(4, vec![0; 16], vec![Sign::new(1, 0), Sign::new(0, 4)]).unwrap();
        let id = to_unequal(&p, Level::Easy);
        assert_eq!(id, "4de:0R,0,0,0,0U,0,0,0,0,0,0,0,0,0,0,0");
        assert_eq!(to_unequal(&p, Level::Hard).get(..4), Some("4dx:"));
        assert_eq!(to_unequal(&p, Level::Guessing).get(..4), Some("4dr:"));
    }

    #[test]
    fn level_letter_is_ignored_and_optional() {
        let cells = ["0"; 16].join(",");
        for params in ["4dt", "4de", "4dk", "4dx", "4dr", "4"] {
            assert_eq!(
                parse_unequal(&format!("{params}:{cells}")).unwrap().order(),
                4
            );
        }
    }

    #[test]
    fn bad_ids_are_explained() {
        let zeros = |k: usize| vec!["0"; k].join(",");
        assert!(err("4de").contains("no ':'"));
        assert!(err(&format!("4ade:{}", zeros(16))).contains("Adjacent variant"));
        assert!(err(&format!("xde:{}", zeros(16))).contains("should start with the order"));
        assert!(err(&format!("4dee:{}", zeros(16))).contains("expected the order then 'd'"));
        assert_eq!(
            err(&format!("3de:{}", zeros(9))),
            "Unequal game ID: order 3 is out of range: Futoshiki grids are 4x4 to 9x9"
        );
        assert_eq!(
            err(&format!("4de:{}", zeros(15))),
            "Unequal game ID: order 4 needs 16 comma-separated cells, found 15"
        );
        assert_eq!(
            err(&format!("4de:{},0R,{}", zeros(3), zeros(12))),
            "Unequal game ID: cell 4 (r1c4) '0R': 'R' points off the grid"
        );
        assert_eq!(
            err(&format!("4de:0,0,0,0,0,7,{}", zeros(10))),
            "Unequal game ID: cell 6 (r2c2) '7': the number must be 0 (empty) to 4"
        );
        assert!(err(&format!("4de:0,0X,{}", zeros(14))).contains("found 'X'"));
        assert!(err(&format!("4de:0,D,{}", zeros(14))).contains("expected a number 0-4 first"));
        // The same edge signed from both sides.
        assert!(err(&format!("4de:0R,0L,{}", zeros(14))).contains("two signs sit between"));
    }
}
