//! Simon Tatham's Towers game IDs, for exchange with his puzzle collection.
//!
//! `PARAMS:DESC`, e.g. `5dh:2///1/3///3/////5//1/////2`. PARAMS is the order, then `d` and a
//! level letter (`e` Easy, `h` Hard, `x` Extreme, `u` Unreasonable; ignored on input). DESC is
//! 4n clue fields separated by `/` — the top edge left to right, the bottom edge left to
//! right, the left edge top to bottom, the right edge top to bottom — where an empty field is
//! no clue. Then optionally `,` and the givens row-major: a letter `a`..`z` is a run of 1 to 26
//! empty cells, a number is a given height, and `_` separates two givens that touch.

use super::FormatError;
use crate::skyscrapers::{ORDERS, Puzzle, Spot, spot_name};
use crate::solve::Level;

/// Towers' level letter for one of ours: our easy is his Easy, our medium his Hard, our hard
/// his Extreme, guessing his Unreasonable.
pub fn level_letter(level: Level) -> char {
    match level {
        Level::Easy => 'e',
        Level::Medium => 'h',
        Level::Hard | Level::Expert | Level::Master => 'x',
        Level::Guessing => 'u',
    }
}

/// Writes a puzzle as a Towers game ID, labelled with `level`.
pub fn to_towers(p: &Puzzle, level: Level) -> String {
    let n = p.order();
    let clues: Vec<String> = p
        .clues()
        .iter()
        .map(|&c| if c == 0 { String::new() } else { c.to_string() })
        .collect();
    let mut id = format!("{n}d{}:{}", level_letter(level), clues.join("/"));
    if p.given_count() > 0 {
        id.push(',');
        let mut run = 0;
        let mut after_given = false;
        let flush = |id: &mut String, run: &mut usize| {
            while *run > 0 {
                let k = (*run).min(26);
                id.push(char::from(b'a' + k as u8 - 1));
                *run -= k;
            }
        };
        for &g in p.givens() {
            if g == 0 {
                run += 1;
                after_given = false;
                continue;
            }
            flush(&mut id, &mut run);
            if after_given {
                id.push('_');
            }
            id.push_str(&g.to_string());
            after_given = true;
        }
        flush(&mut id, &mut run);
    }
    id
}

fn error(message: String) -> FormatError {
    FormatError::Towers(message)
}

/// Reads a Towers game ID (surrounding whitespace is ignored).
pub fn parse_towers(input: &str) -> Result<Puzzle, FormatError> {
    let input = input.trim();
    let Some((params, desc)) = input.split_once(':') else {
        return Err(error(format!(
            "expected PARAMS:DESC such as '5de:2///1/3...', found no ':' in '{input}'"
        )));
    };
    let n = read_params(params)?;
    let (clue_text, given_text) = match desc.split_once(',') {
        Some((c, g)) => (c, Some(g)),
        None => (desc, None),
    };
    let fields: Vec<&str> = clue_text.split('/').collect();
    if fields.len() != 4 * n {
        return Err(error(format!(
            "order {n} needs {} clue fields separated by '/' (top, bottom, left, right edges; \
             empty for no clue), found {}",
            4 * n,
            fields.len()
        )));
    }
    let mut clues = Vec::with_capacity(4 * n);
    for (i, f) in fields.iter().enumerate() {
        let where_ = || format!("field {} ({})", i + 1, spot_name(Spot::of(n, i)));
        let c = if f.is_empty() {
            0
        } else {
            match f.parse::<u8>() {
                Ok(c) if (1..=n as u8).contains(&c) => c,
                Ok(c) => {
                    return Err(error(format!(
                        "{}: {c} is out of range; a clue in a {n}x{n} grid is 1 to {n}",
                        where_()
                    )));
                }
                Err(_) => {
                    return Err(error(format!(
                        "{}: '{f}' is not a number; write the clue 1 to {n} or leave it empty",
                        where_()
                    )));
                }
            }
        };
        clues.push(c);
    }
    let givens = match given_text {
        None => vec![0; n * n],
        Some(g) => read_givens(n, g)?,
    };
    Ok(Puzzle::new(n, clues, givens)?)
}

/// The order from PARAMS: digits, then optionally `d` and a level letter.
fn read_params(params: &str) -> Result<usize, FormatError> {
    let digits: String = params.chars().take_while(|c| c.is_ascii_digit()).collect();
    let rest = &params[digits.len()..];
    let n: usize = digits.parse().map_err(|_| {
        error(format!(
            "PARAMS '{params}' should start with the grid size, as in '5de'"
        ))
    })?;
    if !ORDERS.contains(&n) {
        return Err(error(format!(
            "size {n} is out of range: Skyscrapers grids are 4x4 to 9x9"
        )));
    }
    let level_ok = rest.is_empty()
        || (rest.len() == 2 && rest.starts_with('d') && "ehxu".contains(&rest[1..]));
    if !level_ok {
        return Err(error(format!(
            "PARAMS '{params}': after the size expect 'd' and a level letter e, h, x or u"
        )));
    }
    Ok(n)
}

/// The givens after the `,`: runs of empty cells as letters, heights as numbers.
fn read_givens(n: usize, text: &str) -> Result<Vec<u8>, FormatError> {
    let mut givens = Vec::with_capacity(n * n);
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'a'..=b'z' => {
                givens.extend(std::iter::repeat_n(0, (b - b'a' + 1) as usize));
                i += 1;
            }
            b'_' => i += 1,
            b'0'..=b'9' => {
                let start = i;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                let d: usize = text[start..i].parse().unwrap_or(usize::MAX);
                if d == 0 || d > n {
                    return Err(error(format!(
                        "givens, character {}: height {} is out of range 1 to {n}",
                        start + 1,
                        &text[start..i]
                    )));
                }
                givens.push(d as u8);
            }
            _ => {
                return Err(error(format!(
                    "givens, character {}: '{}' is not a run letter a-z, a height or '_'",
                    i + 1,
                    char::from(b)
                )));
            }
        }
        if givens.len() > n * n {
            return Err(error(format!(
                "givens describe more than the {} cells of a {n}x{n} grid",
                n * n
            )));
        }
    }
    if givens.len() != n * n {
        return Err(error(format!(
            "givens describe {} cells, but a {n}x{n} grid has {}",
            givens.len(),
            n * n
        )));
    }
    Ok(givens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_documented_example() {
        let p = parse_towers("5dh:2///1/3///3/////5//1/////2").unwrap();
        assert_eq!(p.order(), 5);
        assert_eq!(&p.clues()[0..5], &[2, 0, 0, 1, 3]); // top
        assert_eq!(&p.clues()[5..10], &[0, 0, 3, 0, 0]); // bottom
        assert_eq!(&p.clues()[10..15], &[0, 0, 5, 0, 1]); // left
        assert_eq!(&p.clues()[15..20], &[0, 0, 0, 0, 2]); // right
        assert_eq!(p.given_count(), 0);
        assert_eq!(
            to_towers(&p, Level::Medium),
            "5dh:2///1/3///3/////5//1/////2"
        );
    }

    #[test]
    fn reads_and_writes_givens() {
        // 4x4: 3 in r1c2, 2 and 1 touching in r2c4 and r3c1, the rest empty.
        let p = parse_towers("4de:1///////////////,a3e2_1g").unwrap();
        let mut want = [0; 16];
        want[1] = 3;
        want[7] = 2;
        want[8] = 1;
        assert_eq!(p.givens(), &want[..]);
        assert_eq!(p.clues()[0], 1);
        assert_eq!(to_towers(&p, Level::Easy), "4de:1///////////////,a3e2_1g");
    }

    fn err(id: &str) -> String {
        parse_towers(id).unwrap_err().to_string()
    }

    #[test]
    fn bad_ids_say_what_is_wrong() {
        assert!(
            err("4de:1/2/3").contains("needs 16 clue fields"),
            "{}",
            err("4de:1/2/3")
        );
        assert!(
            err("4de:5///////////////")
                .contains("field 1 (the clue above column 1): 5 is out of range")
        );
        assert!(err("4de:x///////////////").contains("'x' is not a number"));
        assert!(err("3de://///////// ").contains("out of range"));
        assert!(err("4dq:///////////////").contains("level letter"));
        assert!(err("4de:///////////////,a9p").contains("height 9"));
        assert!(err("4de:///////////////,a").contains("describe 1 cells"));
        assert!(err("4de:///////////////,z").contains("more than the 16"));
        assert!(err("4de:///////////////,p!").contains("'!'"));
        assert!(err("4de///").contains("no ':'"));
    }
}
