//! JSON for machines, one object per puzzle:
//!
//! ```json
//! {"kind":"skyscrapers","size":4,
//!  "clues":{"top":[0,0,1,2],"bottom":[0,3,0,0],"left":[0,0,0,4],"right":[2,0,0,0]},
//!  "givens":[0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0]}
//! ```
//!
//! `clues` holds each edge's n clues (0 for none): top and bottom left to right, left and
//! right top to bottom. `givens` holds size² heights row-major, 0 for an empty cell, and may
//! be left out when there are none. `kind` may be left out on input; unknown fields are
//! refused.
//! A record of `generate --format json` is this object with the record's fields beside it
//! (`id`, `level`, `score`, `hardest`, `game_id` and `towers`, `solution`, `counts`; see
//! [`crate::kind::record`]), and reads back as the same puzzle.

use super::FormatError;
use crate::kind::record;
use crate::skyscrapers::{ORDERS, Puzzle};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonPuzzle {
    #[serde(default)]
    kind: Option<String>,
    size: usize,
    clues: JsonClues,
    #[serde(default)]
    givens: Option<Vec<u8>>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonClues {
    top: Vec<u8>,
    bottom: Vec<u8>,
    left: Vec<u8>,
    right: Vec<u8>,
}

/// Writes a puzzle as one line of JSON.
pub fn to_json(p: &Puzzle) -> String {
    let n = p.order();
    let c = p.clues();
    let doc = JsonPuzzle {
        kind: Some("skyscrapers".into()),
        size: n,
        clues: JsonClues {
            top: c[0..n].to_vec(),
            bottom: c[n..2 * n].to_vec(),
            left: c[2 * n..3 * n].to_vec(),
            right: c[3 * n..].to_vec(),
        },
        givens: Some(p.givens().to_vec()),
    };
    serde_json::to_string(&doc).expect("a puzzle always serialises")
}

fn error(message: String) -> FormatError {
    FormatError::Json(message)
}

/// Reads a puzzle from a JSON object.
pub fn parse_json(input: &str) -> Result<Puzzle, FormatError> {
    let (doc, said): (JsonPuzzle, _) = record::read(input, Some("towers")).map_err(error)?;
    if let Some(kind) = &doc.kind
        && kind != "skyscrapers"
    {
        return Err(error(format!(
            "\"kind\" is \"{kind}\", but this is read as a Skyscrapers puzzle"
        )));
    }
    let n = doc.size;
    if !ORDERS.contains(&n) {
        return Err(error(format!(
            "size {n} is out of range: Skyscrapers grids are 4x4 to 9x9"
        )));
    }
    let mut clues = Vec::with_capacity(4 * n);
    let edges = [
        ("top", &doc.clues.top),
        ("bottom", &doc.clues.bottom),
        ("left", &doc.clues.left),
        ("right", &doc.clues.right),
    ];
    for (name, edge) in edges {
        if edge.len() != n {
            return Err(error(format!(
                "clues.{name} needs {n} clues (0 for none), found {}",
                edge.len()
            )));
        }
        if let Some(i) = edge.iter().position(|&c| c as usize > n) {
            return Err(error(format!(
                "clues.{name}[{i}] is {}, but a {n}x{n} grid shows at most {n} buildings",
                edge[i]
            )));
        }
        clues.extend_from_slice(edge);
    }
    let givens = doc.givens.unwrap_or_else(|| vec![0; n * n]);
    if givens.len() != n * n {
        return Err(error(format!(
            "size {n} needs {} givens (row-major, 0 for empty), found {}",
            n * n,
            givens.len()
        )));
    }
    if let Some(i) = givens.iter().position(|&d| d as usize > n) {
        return Err(error(format!(
            "givens[{i}] is {}, but a {n}x{n} grid only uses 0 (empty) and 1 to {n}",
            givens[i]
        )));
    }
    let p = Puzzle::new(n, clues, givens).map_err(|e| error(e.to_string()))?;
    record::check(&p, &said).map_err(error)?;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(input: &str) -> String {
        parse_json(input).unwrap_err().to_string()
    }

    #[test]
    fn reads_the_documented_example() {
        let p = parse_json(
            r#"{"kind":"skyscrapers","size":4,
             "clues":{"top":[0,0,1,2],"bottom":[0,3,0,0],"left":[0,0,0,4],"right":[2,0,0,0]},
             "givens":[0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0]}"#,
        )
        .unwrap();
        assert_eq!(p.clues(), &[0, 0, 1, 2, 0, 3, 0, 0, 0, 0, 0, 4, 2, 0, 0, 0]);
        assert!(to_json(&p).starts_with(r#"{"kind":"skyscrapers","size":4,"#));
    }

    #[test]
    fn bad_json_says_what_is_wrong() {
        let clues =
            r#""clues":{"top":[0,0,1,2],"bottom":[0,3,0,0],"left":[0,0,0,4],"right":[2,0,0,0]}"#;
        assert!(
            err(&format!(r#"{{"kind":"futoshiki","size":4,{clues}}}"#)).contains("\"futoshiki\"")
        );
        assert!(err(&format!(r#"{{"size":3,{clues}}}"#)).contains("size 3 is out of range"));
        assert!(err(r#"{"size":4,"clues":{"top":[0,0,1],"bottom":[0,3,0,0],"left":[0,0,0,4],"right":[2,0,0,0]}}"#).contains("clues.top needs 4"));
        assert!(err(r#"{"size":4,"clues":{"top":[0,0,1,5],"bottom":[0,3,0,0],"left":[0,0,0,4],"right":[2,0,0,0]}}"#).contains("clues.top[3] is 5"));
        assert!(err(&format!(r#"{{"size":4,{clues},"givens":[1]}}"#)).contains("needs 16 givens"));
        assert!(err(&format!(r#"{{"size":4,{clues},"signs":[]}}"#)).contains("unknown field"));
    }
}
