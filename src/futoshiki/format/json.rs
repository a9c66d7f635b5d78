//! JSON for machines, one object per puzzle:
//!
//! ```json
//! {"size":4,"givens":[0,0,0,2, 0,0,0,0, 0,0,0,0, 0,0,0,0],
//!  "signs":[{"less":[0,1],"greater":[0,2]},{"less":[0,3],"greater":[1,3]},
//!           {"less":[1,1],"greater":[1,2]},{"less":[1,3],"greater":[2,3]},
//!           {"less":[2,1],"greater":[2,0]}]}
//! ```
//!
//! `givens` holds size² digits row-major, 0 for an empty cell. Each sign names its two cells
//! as `[row, column]`, counted from 0 (like the index into `givens`): the value in `less` is
//! smaller than the value in `greater`. `signs` may be left out when there are none; unknown
//! fields are refused. A record of `generate --format json` is this object with the record's
//! fields beside it (`id`, `level`, `score`, `hardest`, `game_id` and `unequal`, `solution`,
//! `counts`; see [`crate::kind::record`]), and reads back as the same puzzle.

use super::FormatError;
use crate::futoshiki::{ORDERS, Puzzle, Sign};
use crate::kind::record;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonPuzzle {
    /// "futoshiki": optional on input, always written, so that tools reading several kinds
    /// can tell them apart.
    #[serde(default)]
    kind: Option<String>,
    size: usize,
    givens: Vec<u8>,
    #[serde(default)]
    signs: Vec<JsonSign>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonSign {
    less: [usize; 2],
    greater: [usize; 2],
}

/// Writes a puzzle as one line of JSON.
pub fn to_json(p: &Puzzle) -> String {
    let n = p.order();
    let at = |cell: u8| [cell as usize / n, cell as usize % n];
    let doc = JsonPuzzle {
        kind: Some("futoshiki".into()),
        size: n,
        givens: p.givens().to_vec(),
        signs: p
            .signs()
            .iter()
            .map(|s| JsonSign {
                less: at(s.less),
                greater: at(s.greater),
            })
            .collect(),
    };
    serde_json::to_string(&doc).expect("a puzzle always serialises")
}

fn error(message: String) -> FormatError {
    FormatError::Json(message)
}

/// Reads a puzzle from a JSON object.
pub fn parse_json(input: &str) -> Result<Puzzle, FormatError> {
    let (doc, said): (JsonPuzzle, _) = record::read(input, Some("unequal")).map_err(error)?;
    if let Some(k) = doc.kind.as_deref().filter(|k| *k != "futoshiki") {
        return Err(error(format!(
            "\"kind\" is {k:?}: this reader takes Futoshiki puzzles (use --kind {k})"
        )));
    }
    let n = doc.size;
    if !ORDERS.contains(&n) {
        return Err(error(format!(
            "size {n} is out of range: Futoshiki grids are 4x4 to 9x9"
        )));
    }
    if doc.givens.len() != n * n {
        return Err(error(format!(
            "size {n} needs {} givens (row-major, 0 for empty), found {}",
            n * n,
            doc.givens.len()
        )));
    }
    if let Some(i) = doc.givens.iter().position(|&d| d as usize > n) {
        return Err(error(format!(
            "givens[{i}] is {}, but a {n}x{n} grid only uses 0 (empty) and 1 to {n}",
            doc.givens[i]
        )));
    }
    let mut signs = Vec::with_capacity(doc.signs.len());
    for (i, s) in doc.signs.iter().enumerate() {
        for (role, [r, c]) in [("less", s.less), ("greater", s.greater)] {
            if r >= n || c >= n {
                return Err(error(format!(
                    "signs[{i}].{role} [{r},{c}] is off the {n}x{n} grid \
                     (rows and columns count from 0 to {})",
                    n - 1
                )));
            }
        }
        let ([r1, c1], [r2, c2]) = (s.less, s.greater);
        if r1.abs_diff(r2) + c1.abs_diff(c2) != 1 {
            return Err(error(format!(
                "signs[{i}] joins [{r1},{c1}] and [{r2},{c2}], which are not side by side"
            )));
        }
        signs.push(Sign::new(r1 * n + c1, r2 * n + c2));
    }
    let p = Puzzle::new(n, doc.givens, signs).map_err(|e| error(e.to_string()))?;
    record::check(&p, &said).map_err(error)?;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::futoshiki::format::tests::random_puzzle;

    fn err(input: &str) -> String {
        parse_json(input).unwrap_err().to_string()
    }

    #[test]
    fn reads_the_documented_example() {
        let p = parse_json(
            r#"{"size":4,"givens":[0,0,0,2, 0,0,0,0, 0,0,0,0, 0,0,0,0],
             "signs":[{"less":[0,1],"greater":[0,2]},{"less":[0,3],"greater":[1,3]},
                      {"less":[1,1],"greater":[1,2]},{"less":[1,3],"greater":[2,3]},
                      {"less":[2,1],"greater":[2,0]}]}"#,
        )
        .unwrap();
        assert_eq!(p.givens()[3], 2);
        assert_eq!(p.given_count(), 1);
        // Listed in edge order, as a puzzle keeps them.
        let signs = [
            Sign::new(1, 2),
            Sign::new(3, 7),
            Sign::new(5, 6),
            Sign::new(7, 11),
            Sign::new(9, 8),
        ];
        assert_eq!(p.signs(), &signs[..]);
        // The same puzzle as the Unequal example.
        let id = "4de:0,0,0L,2,0,0,0L,0U,0R,0,0,0U,0,0,0,0";
        assert_eq!(Ok(p), super::super::parse_unequal(id));
    }

    #[test]
    fn round_trips_random_puzzles() {
        let mut rng = crate::seed::rng(7);
        for _ in 0..500 {
            let p = random_puzzle(&mut rng);
            let json = to_json(&p);
            assert!(!json.contains('\n'));
            assert_eq!(parse_json(&json), Ok(p));
        }
    }

    #[test]
    fn signs_may_be_left_out() {
        let p = parse_json(&format!(r#"{{"size":4,"givens":{:?}}}"#, vec![0; 16])).unwrap();
        assert!(p.signs().is_empty());
    }

    #[test]
    fn bad_json_is_explained() {
        let zeros = |k: usize| format!("{:?}", vec![0; k]);
        assert!(err("{\"size\":4,").starts_with("JSON: EOF while parsing"));
        assert!(
            err(&format!(r#"{{"size":4,"givens":{},"x":1}}"#, zeros(16)))
                .contains("unknown field `x`")
        );
        assert!(err(r#"{"size":4}"#).contains("missing field `givens`"));
        assert_eq!(
            err(&format!(r#"{{"size":10,"givens":{}}}"#, zeros(100))),
            "JSON: size 10 is out of range: Futoshiki grids are 4x4 to 9x9"
        );
        assert_eq!(
            err(&format!(r#"{{"size":4,"givens":{}}}"#, zeros(15))),
            "JSON: size 4 needs 16 givens (row-major, 0 for empty), found 15"
        );
        assert!(
            err(r#"{"size":4,"givens":[5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}"#)
                .contains("givens[0] is 5")
        );
        assert_eq!(
            err(&format!(
                r#"{{"size":4,"givens":{},"signs":[{{"less":[0,3],"greater":[0,4]}}]}}"#,
                zeros(16)
            )),
            "JSON: signs[0].greater [0,4] is off the 4x4 grid (rows and columns count from 0 to 3)"
        );
        assert!(
            err(&format!(
                r#"{{"size":4,"givens":{},"signs":[{{"less":[0,0],"greater":[1,1]}}]}}"#,
                zeros(16)
            ))
            .contains("not side by side")
        );
    }
}
