//! Exchange formats for Killer Sudoku: Simon Tatham's Solo killer game ID, a text grid of
//! cage labels, and JSON. Each reads into a [`Puzzle`] and writes one back; [`parse_any`]
//! tells them apart. Only the shape is checked here (cages cover the grid once, sums their
//! cells can make); whether the puzzle has an answer is the counter's question.
//!
//! **Solo game ID** (`3x3k:` for 9x9, `2x3k:` for 6x6, then three parts split by `,`):
//! the givens row-major (a letter `a`-`z` is a run of 1-26 empty cells, a number a given,
//! `_` between two numbers that touch); the cage walls, as the inner edges in Solo's order
//! (first each vertical edge between (x, y) and (x+1, y), row by row, then each horizontal
//! edge between (x, y) and (x, y+1), column by column), written as how many edges without a
//! wall come before each wall (`_` none, `a`-`y` 1-25, `z` 25 and no wall), with a last wall
//! imagined after the final edge; and the sums, as a grid like the givens holding each
//! cage's sum in its first cell (row-major) and nothing elsewhere.
//!
//! **Text**: one line per row, one token per cell: the cell's cage label (letters, e.g. `a`,
//! `B`, `aa`), followed by `:` and a digit when the cell is given (`a:5`); then the sums,
//! as tokens `label=sum` on the lines after the grid (`a=3 b=15`). `#` starts a comment.
//!
//! **JSON**: `{"kind": "killer", "size": 9, "cages": [{"sum": 3, "cells": [0, 1]}, ...],
//! "line": "........."}` with cells 0-based row-major, `line` the givens (`.` empty,
//! optional); `game_id` (or `solo`) may stand instead of or beside the cages, and must then
//! agree. A record of `generate --format json` carries `level`, `score`, `hardest`,
//! `solution` and `counts` beside these, and reads back as the same puzzle.

use super::{Cage, Puzzle, PuzzleError, SIZES};
use crate::kind::record;
use crate::latin::box_shape;
use serde_json::{Value, json};
use thiserror::Error;

/// Why some input is not a Killer Sudoku, with where and what was expected.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FormatError {
    #[error("no puzzle found: the input is empty")]
    Empty,
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error("Solo killer game ID: {0}")]
    Solo(String),
    #[error("JSON: {0}")]
    Json(String),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Which format a piece of input is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Solo,
    Text,
    Json,
}

impl Format {
    /// JSON starts with `{`; a Solo ID is one line holding `:`; anything else is text.
    pub fn detect(input: &str) -> Format {
        let t = input.trim();
        if t.starts_with('{') {
            Format::Json
        } else if !t.contains('\n') && t.contains(':') && !t.contains(' ') {
            Format::Solo
        } else {
            Format::Text
        }
    }
}

/// Reads a puzzle in whichever format it is written (see [`Format::detect`]).
pub fn parse_any(input: &str) -> Result<Puzzle, FormatError> {
    if input.trim().is_empty() {
        return Err(FormatError::Empty);
    }
    match Format::detect(input) {
        Format::Solo => parse_solo(input),
        Format::Text => parse_text(input),
        Format::Json => parse_json(input),
    }
}

fn solo_err(message: impl Into<String>) -> FormatError {
    FormatError::Solo(message.into())
}

/// The inner edges of an n×n grid in Solo's order, as pairs of cells.
fn edges(n: usize) -> impl Iterator<Item = (usize, usize)> {
    let vertical = (0..n * (n - 1)).map(move |i| {
        let (y, x) = (i / (n - 1), i % (n - 1));
        (y * n + x, y * n + x + 1)
    });
    let horizontal = (0..n * (n - 1)).map(move |i| {
        let (x, y) = (i / (n - 1), i % (n - 1));
        (y * n + x, (y + 1) * n + x)
    });
    vertical.chain(horizontal)
}

/// Solo's run-length grid: letters for runs of empty cells, numbers, `_` between numbers.
fn encode_grid(values: &[u32]) -> String {
    let mut out = String::new();
    let mut run = 0usize;
    let mut after_number = false;
    for &v in values {
        if v == 0 {
            run += 1;
            continue;
        }
        if run > 0 {
            while run > 0 {
                let k = run.min(26);
                out.push((b'a' + k as u8 - 1) as char);
                run -= k;
            }
        } else if after_number {
            out.push('_');
        }
        out.push_str(&v.to_string());
        after_number = true;
    }
    while run > 0 {
        let k = run.min(26);
        out.push((b'a' + k as u8 - 1) as char);
        run -= k;
    }
    out
}

/// Reads Solo's run-length grid of `cells` values, each at most `max`.
fn decode_grid(text: &str, cells: usize, max: u32, what: &str) -> Result<Vec<u32>, FormatError> {
    let mut out = Vec::with_capacity(cells);
    let mut chars = text.char_indices().peekable();
    while let Some((at, ch)) = chars.next() {
        match ch {
            'a'..='z' => out.extend(std::iter::repeat_n(0, (ch as u8 - b'a') as usize + 1)),
            '_' => {}
            '0'..='9' => {
                let mut v = ch as u32 - '0' as u32;
                while let Some(&(_, d @ '0'..='9')) = chars.peek() {
                    v = v.saturating_mul(10).saturating_add(d as u32 - '0' as u32);
                    chars.next();
                }
                if v == 0 || v > max {
                    return Err(solo_err(format!(
                        "{what}, character {}: {v} is outside 1 to {max}",
                        at + 1
                    )));
                }
                out.push(v);
            }
            _ => {
                return Err(solo_err(format!(
                    "{what}, character {}: unexpected '{ch}': expected letters a-z for runs of \
                     empty cells, numbers, or '_' between two numbers",
                    at + 1
                )));
            }
        }
        if out.len() > cells {
            return Err(solo_err(format!("{what} run past the {cells} cells")));
        }
    }
    if out.len() < cells {
        return Err(solo_err(format!(
            "{what} describe {} of the {cells} cells",
            out.len()
        )));
    }
    Ok(out)
}

/// Writes a puzzle as a Solo killer game ID.
pub fn to_solo(p: &Puzzle) -> String {
    let n = p.size();
    let (h, w) = p.box_shape();
    let givens: Vec<u32> = p.givens().iter().map(|&d| d as u32).collect();
    let mut walls = String::new();
    let mut run = 0usize;
    let mut edge = |wall: bool, walls: &mut String| {
        if !wall {
            run += 1;
            return;
        }
        while run > 25 {
            walls.push('z');
            run -= 25;
        }
        walls.push(if run == 0 {
            '_'
        } else {
            (b'a' + run as u8 - 1) as char
        });
        run = 0;
    };
    for (a, b) in edges(n) {
        edge(p.cage_of(a) != p.cage_of(b), &mut walls);
    }
    edge(true, &mut walls);
    let mut sums = vec![0u32; n * n];
    for c in p.cages() {
        sums[c.corner()] = c.sum;
    }
    format!(
        "{h}x{w}k:{},{walls},{}",
        encode_grid(&givens),
        encode_grid(&sums)
    )
}

/// Reads a Solo killer game ID.
pub fn parse_solo(input: &str) -> Result<Puzzle, FormatError> {
    let id = input.trim();
    let (params, desc) = id.split_once(':').ok_or_else(|| {
        solo_err("expected '<c>x<r>k:' and then the puzzle, as in '3x3k:zzzc,...'")
    })?;
    let n = parse_params(params)?;
    let cells = n * n;
    let parts: Vec<&str> = desc.split(',').collect();
    let [grid, wall_text, sum_text] = parts[..] else {
        return Err(solo_err(format!(
            "expected three parts after the ':' split by ',' (givens, cage walls, sums), \
             found {}",
            parts.len()
        )));
    };
    let givens: Vec<u8> = decode_grid(grid, cells, n as u32, "the givens")?
        .into_iter()
        .map(|v| v as u8)
        .collect();
    // Cage walls: the flag of every inner edge, then the imagined last wall.
    let total = 2 * n * (n - 1);
    let mut walls = Vec::with_capacity(total + 1);
    for (at, ch) in wall_text.char_indices() {
        match ch {
            '_' => walls.push(true),
            'a'..='y' => {
                walls.extend(std::iter::repeat_n(false, (ch as u8 - b'a') as usize + 1));
                walls.push(true);
            }
            'z' => walls.extend(std::iter::repeat_n(false, 25)),
            _ => {
                return Err(solo_err(format!(
                    "the cage walls, character {}: expected '_' or a letter a-z, found '{ch}'",
                    at + 1
                )));
            }
        }
        if walls.len() > total + 1 {
            return Err(solo_err(format!(
                "the cage walls run past the {total} inner edges of a {n}x{n} grid"
            )));
        }
    }
    if walls.len() != total + 1 || walls.last() != Some(&true) {
        return Err(solo_err(format!(
            "the cage walls describe {} of the {total} inner edges of a {n}x{n} grid",
            walls.len().saturating_sub(1)
        )));
    }
    let mut parent: Vec<usize> = (0..cells).collect();
    fn root(parent: &mut [usize], mut c: usize) -> usize {
        while parent[c] != c {
            parent[c] = parent[parent[c]];
            c = parent[c];
        }
        c
    }
    for ((a, b), &wall) in edges(n).zip(&walls) {
        if !wall {
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            parent[ra.max(rb)] = ra.min(rb);
        }
    }
    let sums = decode_grid(sum_text, cells, 45, "the sums")?;
    let mut groups: Vec<(usize, Vec<usize>)> = Vec::new();
    for c in 0..cells {
        let r = root(&mut parent, c);
        match groups.iter_mut().find(|g| g.0 == r) {
            Some(g) => g.1.push(c),
            None => groups.push((r, vec![c])),
        }
    }
    let mut cages = Vec::new();
    for (_, cs) in groups {
        if let Some(&stray) = cs[1..].iter().find(|&&c| sums[c] != 0) {
            return Err(solo_err(format!(
                "the sums: cell {} holds a sum but is not its cage's first cell ({})",
                crate::latin::cell_name(n, stray),
                crate::latin::cell_name(n, cs[0])
            )));
        }
        if sums[cs[0]] == 0 {
            return Err(solo_err(format!(
                "the sums: the cage whose first cell is {} has no sum",
                crate::latin::cell_name(n, cs[0])
            )));
        }
        cages.push(Cage::new(sums[cs[0]], cs));
    }
    Ok(Puzzle::new(n, cages, givens)?)
}

/// The grid size of Solo parameters `<c>x<r>` with `k` (and perhaps other letters).
fn parse_params(params: &str) -> Result<usize, FormatError> {
    let bad = || {
        solo_err(format!(
            "parameters '{params}' are not '<c>x<r>k' (a killer grid), as in '3x3k' or '2x3k'"
        ))
    };
    let (c, rest) = params.split_once('x').ok_or_else(bad)?;
    let digits = rest
        .find(|ch: char| !ch.is_ascii_digit())
        .unwrap_or(rest.len());
    let (r, tail) = rest.split_at(digits);
    let (c, r): (usize, usize) = (c.parse().map_err(|_| bad())?, r.parse().map_err(|_| bad())?);
    if !tail.contains('k') || !tail.chars().all(|ch| ch.is_ascii_alphanumeric()) {
        return Err(bad());
    }
    let size = c * r;
    if !SIZES.contains(&size) {
        return Err(solo_err(format!(
            "{c}x{r} makes a {size}x{size} grid; Killer Sudoku here is 2x3k (6x6) or 3x3k (9x9)"
        )));
    }
    let (h, w) = box_shape(size).expect("supported sizes have boxes");
    if (c, r) != (h, w) {
        return Err(solo_err(format!(
            "{c}x{r} has boxes {r} wide and {c} high; {size}x{size} grids here have boxes {w} \
             wide and {h} high: write {h}x{w}k"
        )));
    }
    Ok(size)
}

/// The label of cage `i` in the text format: `a`-`z`, `A`-`Z`, then `aa`, `ab`, ...
pub fn label(i: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    if i < LETTERS.len() {
        (LETTERS[i] as char).to_string()
    } else {
        let j = i - LETTERS.len();
        format!(
            "{}{}",
            LETTERS[j / 26 % 26] as char,
            LETTERS[j % 26] as char
        )
    }
}

fn text_grid(p: &Puzzle, digits: &[u8]) -> String {
    let n = p.size();
    let labels: Vec<String> = (0..p.cages().len()).map(label).collect();
    let width = (0..n * n)
        .map(|c| labels[p.cage_of(c)].len() + if digits[c] != 0 { 2 } else { 0 })
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for r in 0..n {
        let row: Vec<String> = (0..n)
            .map(|c| {
                let cell = r * n + c;
                let mut t = labels[p.cage_of(cell)].clone();
                if digits[cell] != 0 {
                    t.push_str(&format!(":{}", digits[cell]));
                }
                format!("{t:<width$}")
            })
            .collect();
        out.push_str(row.join(" ").trim_end());
        out.push('\n');
    }
    let sums: Vec<String> = p
        .cages()
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{}={}", labels[i], c.sum))
        .collect();
    for chunk in sums.chunks(9) {
        out.push_str(&chunk.join(" "));
        out.push('\n');
    }
    out
}

/// The text format: the puzzle alone.
pub fn to_text(p: &Puzzle) -> String {
    text_grid(p, p.givens())
}

/// The text format with every cell filled from `digits`.
pub fn to_text_filled(p: &Puzzle, digits: &[u8]) -> String {
    text_grid(p, digits)
}

/// Reads the text format.
pub fn parse_text(input: &str) -> Result<Puzzle, FormatError> {
    let lines: Vec<(usize, Vec<&str>)> = input
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("")))
        .map(|(i, l)| (i, l.split_whitespace().collect::<Vec<_>>()))
        .filter(|(_, t)| !t.is_empty())
        .collect();
    let Some((first, tokens)) = lines.first() else {
        return Err(FormatError::Empty);
    };
    let n = tokens.len();
    if !SIZES.contains(&n) {
        return Err(FormatError::Line {
            line: *first,
            message: format!(
                "the first row has {n} cells; a Killer Sudoku row has 6 or 9, one cage label \
                 each (as 'a a b b c ...')"
            ),
        });
    }
    if lines.len() < n {
        return Err(FormatError::Line {
            line: lines.last().map_or(1, |l| l.0),
            message: format!("expected {n} rows of cage labels, found {}", lines.len()),
        });
    }
    let mut labels: Vec<String> = Vec::new();
    let mut owner = Vec::with_capacity(n * n);
    let mut givens = Vec::with_capacity(n * n);
    for (line, tokens) in &lines[..n] {
        if tokens.len() != n {
            return Err(FormatError::Line {
                line: *line,
                message: format!("expected {n} cells in the row, found {}", tokens.len()),
            });
        }
        for t in tokens {
            let (name, digit) = match t.split_once(':') {
                Some((name, d)) => {
                    let digit = d
                        .parse::<u8>()
                        .ok()
                        .filter(|&d| d >= 1 && d as usize <= n)
                        .ok_or_else(|| FormatError::Line {
                            line: *line,
                            message: format!("'{t}': the digit after ':' must be 1 to {n}"),
                        })?;
                    (name, digit)
                }
                None => (*t, 0),
            };
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphabetic()) {
                return Err(FormatError::Line {
                    line: *line,
                    message: format!(
                        "'{t}' is not a cage label: labels are letters (a, B, aa), with \
                         ':digit' for a given"
                    ),
                });
            }
            let k = labels.iter().position(|l| l == name).unwrap_or_else(|| {
                labels.push(name.to_string());
                labels.len() - 1
            });
            owner.push(k);
            givens.push(digit);
        }
    }
    let mut sums: Vec<Option<u32>> = vec![None; labels.len()];
    for (line, tokens) in &lines[n..] {
        for t in tokens {
            let bad = || FormatError::Line {
                line: *line,
                message: format!("'{t}' is not a cage sum: write label=sum, as 'a=12'"),
            };
            let (name, sum) = t.split_once('=').ok_or_else(bad)?;
            let sum: u32 = sum.parse().map_err(|_| bad())?;
            let k = labels
                .iter()
                .position(|l| l == name)
                .ok_or_else(|| FormatError::Line {
                    line: *line,
                    message: format!("'{t}': no cell of the grid is in cage '{name}'"),
                })?;
            if sums[k].replace(sum).is_some() {
                return Err(FormatError::Line {
                    line: *line,
                    message: format!("cage '{name}' has two sums"),
                });
            }
        }
    }
    let mut cages = Vec::new();
    for (k, name) in labels.iter().enumerate() {
        let sum = sums[k].ok_or_else(|| FormatError::Line {
            line: lines.last().map_or(1, |l| l.0),
            message: format!("cage '{name}' has no sum: add '{name}=<sum>' after the grid"),
        })?;
        let cells = owner
            .iter()
            .enumerate()
            .filter(|&(_, &o)| o == k)
            .map(|(c, _)| c);
        cages.push(Cage::new(sum, cells));
    }
    Ok(Puzzle::new(n, cages, givens)?)
}

/// The givens as one line: digits, `.` for an empty cell.
pub fn to_line(p: &Puzzle) -> String {
    p.givens()
        .iter()
        .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
        .collect()
}

/// The JSON object of a puzzle.
pub fn to_json(p: &Puzzle) -> Value {
    let cages: Vec<Value> = p
        .cages()
        .iter()
        .map(|c| json!({"sum": c.sum, "cells": c.cells}))
        .collect();
    json!({
        "kind": "killer",
        "size": p.size(),
        "cages": cages,
        "line": to_line(p),
        "game_id": to_solo(p),
    })
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Doc {
    kind: Option<String>,
    size: Option<usize>,
    cages: Option<Vec<DocCage>>,
    line: Option<String>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct DocCage {
    sum: u32,
    cells: Vec<usize>,
}

/// Reads a puzzle from its JSON object (a record's fields read past).
pub fn parse_json(input: &str) -> Result<Puzzle, FormatError> {
    let (doc, said): (Doc, _) = record::read(input, Some("solo")).map_err(FormatError::Json)?;
    if let Some(k) = &doc.kind
        && !k.eq_ignore_ascii_case("killer")
    {
        return Err(FormatError::Json(format!(
            "field \"kind\" is \"{k}\", not \"killer\""
        )));
    }
    let from_id = said
        .game_id
        .as_ref()
        .map(|(name, id)| {
            parse_solo(id).map_err(|e| FormatError::Json(format!("field \"{name}\": {e}")))
        })
        .transpose()?;
    let from_cages = match doc.cages {
        None => None,
        Some(cages) => {
            let size = doc
                .size
                .or(from_id.as_ref().map(|p| p.size()))
                .ok_or_else(|| FormatError::Json("field \"size\" is missing (6 or 9)".into()))?;
            let cells = size * size;
            let givens: Vec<u8> = match &doc.line {
                None => vec![0; cells],
                Some(l) => l
                    .chars()
                    .map(|c| match c {
                        '.' | '0' => Some(0),
                        c => c.to_digit(10).map(|d| d as u8),
                    })
                    .collect::<Option<Vec<u8>>>()
                    .ok_or_else(|| {
                        FormatError::Json(
                            "field \"line\" should hold digits and '.' for empty cells".into(),
                        )
                    })?,
            };
            let cages: Vec<Cage> = cages
                .into_iter()
                .map(|c| Cage::new(c.sum, c.cells))
                .collect();
            Some(Puzzle::new(size, cages, givens).map_err(|e| FormatError::Json(e.to_string()))?)
        }
    };
    let p = match (from_cages, from_id) {
        (Some(a), Some(b)) if a != b => {
            let name = said.game_id.as_ref().map_or("game_id", |g| g.0.as_str());
            return Err(FormatError::Json(format!(
                "fields \"cages\" and \"{name}\" describe different puzzles"
            )));
        }
        (Some(p), _) | (None, Some(p)) => p,
        (None, None) => {
            return Err(FormatError::Json(
                "no puzzle: give field \"cages\" (with \"size\") or \"game_id\" (a Solo killer \
                 ID, e.g. \"3x3k:...\")"
                    .into(),
            ));
        }
    };
    if let Some(size) = doc.size
        && size != p.size()
    {
        return Err(FormatError::Json(format!(
            "field \"size\" is {size}, but the puzzle is {}x{}",
            p.size(),
            p.size()
        )));
    }
    record::check(&p, &said).map_err(FormatError::Json)?;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Made by `sgt-solo --generate 1 '3x3kdb#1'` (Debian's sgt-puzzles 20230122).
    const SOLO: &str = "3x3k:zzzc,_aaaaaabaaa____a_____a___aa__a__a__a__a_aa_aabb_a___aa____a___aa___aa___a______a__a_a_aa_a_b_aaaa,16_19a4a13a11d6a16b12_16a9a17a10_4a5a11a13_8b10a8a12b8b14a3a8a11_18_7_12b16_10d10a20b26b15_7h";

    #[test]
    fn reads_and_writes_a_real_solo_id() {
        let p = parse_solo(SOLO).unwrap();
        assert_eq!(p.size(), 9);
        assert_eq!(p.given_count(), 0);
        assert_eq!(p.cages().iter().map(|c| c.sum).sum::<u32>(), 405);
        assert_eq!(p.cages()[0].sum, 16);
        assert_eq!(to_solo(&p), SOLO);
        assert_eq!(crate::killer::count::count(&p, 2), Ok(1));
    }

    #[test]
    fn text_and_json_round_trip() {
        let p = parse_solo(SOLO).unwrap();
        let text = to_text(&p);
        assert_eq!(parse_text(&text).unwrap(), p);
        assert_eq!(parse_any(&text).unwrap(), p);
        let json = to_json(&p).to_string();
        assert_eq!(parse_json(&json).unwrap(), p);
        assert_eq!(parse_any(&json).unwrap(), p);
        assert_eq!(parse_any(SOLO).unwrap(), p);
        // Givens survive every format.
        let sol = crate::killer::count::solve(&p, 1)
            .unwrap()
            .solution
            .unwrap();
        let mut givens = vec![0; 81];
        givens[0] = sol[0];
        givens[80] = sol[80];
        let q = Puzzle::new(9, p.cages().to_vec(), givens).unwrap();
        assert_eq!(parse_solo(&to_solo(&q)).unwrap(), q);
        assert_eq!(parse_text(&to_text(&q)).unwrap(), q);
        assert_eq!(parse_json(&to_json(&q).to_string()).unwrap(), q);
        let filled = to_text_filled(&q, &sol);
        assert_eq!(parse_text(&filled).unwrap().given_count(), 81, "{filled}");
    }

    #[test]
    fn bad_input_says_what_and_where() {
        let e = parse_solo("3x3:zzzc").unwrap_err().to_string();
        assert!(e.contains("'<c>x<r>k'"), "{e}");
        let e = parse_solo("3x3k:zzzc,_a").unwrap_err().to_string();
        assert!(e.contains("three parts"), "{e}");
        let e = parse_solo(&SOLO.replace(",16_19", ",16_99"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("99 is outside 1 to 45"), "{e}");
        let e = parse_text("a a\nb b\n").unwrap_err().to_string();
        assert!(e.contains("line 1") && e.contains("6 or 9"), "{e}");
        let p = parse_solo(SOLO).unwrap();
        let text = to_text(&p).replace("a=16", "a=2");
        let e = parse_text(&text).unwrap_err().to_string();
        assert!(e.contains("sum 2"), "{e}");
        let text = to_text(&p).replace("a=16", "");
        let e = parse_text(&text).unwrap_err().to_string();
        assert!(e.contains("cage 'a' has no sum"), "{e}");
        let e = parse_json(r#"{"kind":"killer","size":9,"cages":[{"sum":3,"cells":[0,1]}]}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("no cage"), "{e}");
        let e = parse_json(r#"{"kind":"sudoku"}"#).unwrap_err().to_string();
        assert!(e.contains("not \"killer\""), "{e}");
    }
}
