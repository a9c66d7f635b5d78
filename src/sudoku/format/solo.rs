//! Simon Tatham's Solo game IDs: `<c>x<r>`, an optional `d` and level letter, `:`, then the
//! grid row-major.
//!
//! `c` and `r` are how many boxes the grid has across and down, so a box is `r` cells wide and
//! `c` high: `3x3` for 9x9, `2x2` for 4x4, `2x3` for a 6x6 of boxes 3 wide and 2 high, `4x4`
//! for 16x16. Level letters: `t` Trivial, `b` Basic, `i` Intermediate, `a` Advanced, `e`
//! Extreme, `u` Unreasonable. In the grid a letter `a`-`z` is a run of 1-26 empty cells, a
//! decimal number is a given (10 to 16 in a 16x16 are written in full, never as letters), and
//! `_` separates two givens that touch: `1_6` is 1 then 6, `16` is sixteen.

use super::FormatError;
use crate::latin::box_shape;
use crate::solve::Level;
use crate::sudoku::{Puzzle, SIZES};

/// Solo's level letter nearest to one of our levels. Solo has no wings, colouring, unique
/// rectangles or chains, so above Medium this is approximate: our Hard is reached by Solo's
/// Extreme (fish, forcing chains) at best, and Expert and Master may need its Unreasonable.
pub fn level_letter(level: Level) -> char {
    match level {
        Level::Easy => 'b',
        Level::Medium => 'a',
        Level::Hard => 'e',
        Level::Expert | Level::Master | Level::Guessing => 'u',
    }
}

fn err(message: impl Into<String>) -> FormatError {
    FormatError::Solo(message.into())
}

/// Reads a Solo game ID.
pub fn parse_solo(input: &str) -> Result<Puzzle, FormatError> {
    let id = input.trim();
    let (params, grid) = id
        .split_once(':')
        .ok_or_else(|| err("expected '<c>x<r>:' and then the grid, as in '3x3:a1b2...'"))?;
    let size = parse_params(params)?;
    let cells = size * size;
    let mut givens = Vec::with_capacity(cells);
    let mut chars = grid.char_indices().peekable();
    let mut after_given = false;
    while let Some((at, ch)) = chars.next() {
        let place = params.len() + 1 + at + 1;
        match ch {
            'a'..='z' => {
                givens.extend(std::iter::repeat_n(0, (ch as u8 - b'a') as usize + 1));
                after_given = false;
            }
            '_' if after_given => after_given = false,
            '0'..='9' => {
                let mut value = ch as u32 - '0' as u32;
                let mut end = at + 1;
                while let Some(&(i, d @ '0'..='9')) = chars.peek() {
                    value = value
                        .saturating_mul(10)
                        .saturating_add(d as u32 - '0' as u32);
                    end = i + 1;
                    chars.next();
                }
                if value == 0 || value as usize > size {
                    // The digits as typed: a long run saturates `value`.
                    let typed = crate::quote::excerpt(&grid[at..end]);
                    return Err(err(format!(
                        "character {place}: given {typed} is outside 1 to {size}"
                    )));
                }
                givens.push(value as u8);
                after_given = true;
            }
            _ => {
                return Err(err(format!(
                    "character {place}: unexpected '{ch}': the grid is letters a-z for runs \
                     of empty cells, numbers for givens and '_' between two givens"
                )));
            }
        }
        if givens.len() > cells {
            return Err(err(format!(
                "the grid runs past the {cells} cells of a {size}x{size} Sudoku"
            )));
        }
    }
    if givens.len() < cells {
        return Err(err(format!(
            "the grid describes {} of the {cells} cells of a {size}x{size} Sudoku",
            givens.len()
        )));
    }
    Ok(Puzzle::new(size, givens)?)
}

/// The grid size of Solo parameters `<c>x<r>` with an optional `d<letter>`.
fn parse_params(params: &str) -> Result<usize, FormatError> {
    let bad = || {
        err(format!(
            "parameters '{params}' are not '<c>x<r>' with an optional 'd' and level letter \
             (t, b, i, a, e or u), as in '3x3' or '3x3de'"
        ))
    };
    let (c, rest) = params.split_once('x').ok_or_else(bad)?;
    let digits = rest
        .find(|ch: char| !ch.is_ascii_digit())
        .unwrap_or(rest.len());
    let (r, tail) = rest.split_at(digits);
    let (c, r): (usize, usize) = (c.parse().map_err(|_| bad())?, r.parse().map_err(|_| bad())?);
    match tail {
        "" => {}
        t if t.len() == 2 && t.starts_with('d') && "tbiaeu".contains(&t[1..]) => {}
        _ => return Err(bad()),
    }
    let size = c * r;
    if !SIZES.contains(&size) {
        return Err(err(format!(
            "{c}x{r} makes a {size}x{size} grid; supported are 2x2 (4x4), 2x3 (6x6), 3x3 \
             (9x9) and 4x4 (16x16)"
        )));
    }
    let (h, w) = box_shape(size).expect("supported sizes have boxes");
    if (c, r) != (h, w) {
        return Err(err(format!(
            "{c}x{r} has boxes {r} wide and {c} high; {size}x{size} grids here have boxes {w} \
             wide and {h} high: write {h}x{w}"
        )));
    }
    Ok(size)
}

/// Writes a puzzle as a Solo game ID, labelled with `level` when given.
pub fn to_solo(p: &Puzzle, level: Option<Level>) -> String {
    let (h, w) = p.box_shape();
    let mut out = format!("{h}x{w}");
    if let Some(level) = level {
        out.push('d');
        out.push(level_letter(level));
    }
    out.push(':');
    let mut run = 0usize;
    let mut after_given = false;
    let flush = |out: &mut String, run: &mut usize| {
        while *run > 0 {
            let k = (*run).min(26);
            out.push(char::from(b'a' + k as u8 - 1));
            *run -= k;
        }
    };
    for &d in p.givens() {
        if d == 0 {
            run += 1;
            after_given = false;
            continue;
        }
        flush(&mut out, &mut run);
        if after_given {
            out.push('_');
        }
        out += &d.to_string();
        after_given = true;
    }
    flush(&mut out, &mut run);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_runs_and_separators() {
        let mut givens = vec![0; 16];
        givens[0] = 1;
        givens[1] = 2;
        givens[5] = 3;
        let p = Puzzle::new(4, givens).unwrap();
        assert_eq!(to_solo(&p, None), "2x2:1_2c3j");
        assert_eq!(to_solo(&p, Some(Level::Easy)), "2x2db:1_2c3j");
        assert_eq!(parse_solo("2x2db:1_2c3j"), Ok(p));
        // 81 empty cells: three full runs of 26 and one of 3.
        let empty = Puzzle::new(9, vec![0; 81]).unwrap();
        assert_eq!(to_solo(&empty, None), "3x3:zzzc");
        assert_eq!(parse_solo("3x3:zzzc"), Ok(empty));
    }

    #[test]
    fn sixteen_by_sixteen_numbers_are_written_in_full() {
        let mut givens = vec![0; 256];
        // 16 then 1 then 6 touching, 10 alone, 12 last.
        givens[0] = 16;
        givens[1] = 1;
        givens[2] = 6;
        givens[4] = 10;
        givens[255] = 12;
        let p = Puzzle::new(16, givens).unwrap();
        let id = to_solo(&p, Some(Level::Hard));
        assert_eq!(id, "4x4de:16_1_6a10zzzzzzzzzp12");
        assert_eq!(parse_solo(&id), Ok(p));
        let g = crate::sudoku::tests::grid16();
        let full = Puzzle::new(16, g.clone()).unwrap();
        assert_eq!(parse_solo(&to_solo(&full, None)), Ok(full));
    }

    #[test]
    fn sixteen_by_sixteen_ids_are_checked() {
        let cases = [
            ("4x4:17zzzzzzzzzu", "given 17 is outside 1 to 16"),
            ("4x4:zzzzzzzzzu", "255 of the 256"),
            // Without '_' two touching givens read as one number.
            ("4x4:116zzzzzzzzzt", "given 116 is outside 1 to 16"),
            ("4x4:zzzzzzzzzw", "runs past the 256 cells"),
            ("2x8:zzzzzzzzzv", "write 4x4"),
        ];
        for (id, want) in cases {
            let msg = parse_solo(id).unwrap_err().to_string();
            assert!(msg.contains(want), "{id}: {msg}");
        }
        // Touching givens need the separator; with it the same cells read fine.
        assert_eq!(
            parse_solo("4x4:1_16zzzzzzzzzt").unwrap().givens()[..2],
            [1, 16]
        );
    }

    #[test]
    fn six_by_six_boxes_are_two_high_three_wide() {
        assert_eq!(parse_solo("2x3:zj").unwrap().size(), 6);
        let msg = parse_solo("3x2:zj").unwrap_err().to_string();
        assert!(msg.contains("write 2x3"), "{msg}");
    }

    #[test]
    fn bad_ids_say_what_is_wrong() {
        let cases = [
            ("3x3", "expected '<c>x<r>:'"),
            ("3y3:a", "parameters '3y3'"),
            ("3x3dq:zzzc", "parameters '3x3dq'"),
            ("5x5:a", "25x25"),
            ("3x3:zzzb", "80 of the 81"),
            ("3x3:zzzd", "runs past"),
            ("2x2:5o", "given 5 is outside 1 to 4"),
            ("2x2:1__2n", "unexpected '_'"),
            ("2x2:_1o", "unexpected '_'"),
            ("2x2:1,o", "unexpected ','"),
        ];
        for (id, want) in cases {
            let msg = parse_solo(id).unwrap_err().to_string();
            assert!(msg.contains(want), "{id}: {msg}");
        }
    }
}
