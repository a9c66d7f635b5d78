//! JSON for machines, one object per puzzle:
//!
//! ```json
//! {"kind":"calcudoku","size":4,"mul_only":false,
//!  "cages":[{"cells":[[0,0],[1,0]],"op":"-","target":1},
//!           {"cells":[[0,1],[0,2]],"op":"x","target":8}, ...]}
//! ```
//!
//! Each cage names its cells as `[row, column]`, counted from 0. `op` is `+`, `-`, `x` or
//! `/` (the printed `−`, `×`, `÷` are read too); it is left out for a one-cell cage and in
//! the no-operations variant. `kind` may be left out on input but, when given, must be
//! `"calcudoku"`; `mul_only` defaults to false. Unknown fields are refused.
//! A record of `generate --format json` is this object with the record's fields beside it
//! (`id`, `level`, `score`, `hardest`, `game_id` and `keen`, `solution`, `counts`; see
//! [`crate::kind::record`]), and reads back as the same puzzle.

use super::FormatError;
use crate::calcudoku::{Cage, ORDERS, Op, Puzzle};
use crate::kind::record;
use crate::latin::cell_name;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonPuzzle {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    kind: Option<String>,
    size: usize,
    #[serde(default)]
    mul_only: bool,
    cages: Vec<JsonCage>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonCage {
    cells: Vec<[usize; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    op: Option<String>,
    target: u32,
}

/// Writes a puzzle as one line of JSON.
pub fn to_json(p: &Puzzle) -> String {
    let n = p.order();
    let doc = JsonPuzzle {
        kind: Some("calcudoku".into()),
        size: n,
        mul_only: p.mul_only(),
        cages: p
            .cages()
            .iter()
            .map(|c| JsonCage {
                cells: c
                    .cells
                    .iter()
                    .map(|&x| [x as usize / n, x as usize % n])
                    .collect(),
                op: c
                    .op
                    .filter(|_| c.len() > 1)
                    .map(|op| op.ascii().to_string()),
                target: c.target,
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
    let (doc, said): (JsonPuzzle, _) = record::read(input, Some("keen")).map_err(error)?;
    if let Some(kind) = &doc.kind
        && kind != "calcudoku"
    {
        return Err(error(format!(
            "\"kind\" is \"{kind}\": this reads Calcudoku puzzles (\"calcudoku\")"
        )));
    }
    let n = doc.size;
    if !ORDERS.contains(&n) {
        return Err(error(format!(
            "size {n} is out of range: Calcudoku grids are 4x4 to 9x9"
        )));
    }
    let mut owner: Vec<Option<usize>> = vec![None; n * n];
    let mut cages = Vec::with_capacity(doc.cages.len());
    for (i, cage) in doc.cages.iter().enumerate() {
        if cage.cells.is_empty() {
            return Err(error(format!("cages[{i}] has no cells")));
        }
        let mut cells = Vec::with_capacity(cage.cells.len());
        for &[r, c] in &cage.cells {
            if r >= n || c >= n {
                return Err(error(format!(
                    "cages[{i}] holds [{r},{c}], off the {n}x{n} grid (rows and columns count \
                     from 0 to {})",
                    n - 1
                )));
            }
            let cell = r * n + c;
            if let Some(j) = owner[cell] {
                return Err(error(format!(
                    "cages[{j}] and cages[{i}] both hold [{r},{c}] ({}): each cell belongs to \
                     one cage",
                    cell_name(n, cell)
                )));
            }
            owner[cell] = Some(i);
            cells.push(cell);
        }
        let op = match cage.op.as_deref() {
            None => None,
            Some(text) => {
                let mut chars = text.chars();
                match (chars.next().and_then(Op::from_symbol), chars.next()) {
                    (Some(op), None) => Some(op),
                    _ => {
                        return Err(error(format!(
                            "cages[{i}].op is \"{text}\": use \"+\", \"-\", \"x\" or \"/\", or \
                             leave it out"
                        )));
                    }
                }
            }
        };
        cages.push(Cage::new(cells, op, cage.target));
    }
    if let Some(cell) = owner.iter().position(|o| o.is_none()) {
        return Err(error(format!(
            "no cage holds [{},{}] ({}): the cages must cover the grid",
            cell / n,
            cell % n,
            cell_name(n, cell)
        )));
    }
    let p = Puzzle::new(n, cages, doc.mul_only).map_err(|e| error(e.to_string()))?;
    record::check(&p, &said).map_err(error)?;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calcudoku::format::tests::random_puzzle;

    fn err(input: &str) -> String {
        parse_json(input).unwrap_err().to_string()
    }

    const DOMINOES: &str = r#"{"kind":"calcudoku","size":4,"cages":[
        {"cells":[[0,0],[0,1]],"op":"+","target":3},{"cells":[[0,2],[0,3]],"op":"x","target":12},
        {"cells":[[1,0],[1,1]],"op":"-","target":1},{"cells":[[1,2],[1,3]],"op":"/","target":2},
        {"cells":[[2,0],[2,1]],"op":"+","target":5},{"cells":[[2,2],[2,3]],"op":"+","target":5},
        {"cells":[[3,0],[3,1]],"op":"×","target":6},
        {"cells":[[3,2]],"target":1},{"cells":[[3,3]],"target":2}]}"#;

    #[test]
    fn reads_the_example_shape() {
        let p = parse_json(DOMINOES).unwrap();
        assert_eq!(p.cages().len(), 9);
        assert_eq!(p.cages()[1].clue(), "12×");
        assert_eq!(p.cages()[6].clue(), "6×");
        assert_eq!(p.cages()[8].clue(), "2");
        let json = to_json(&p);
        assert!(json.starts_with(r#"{"kind":"calcudoku","size":4,"mul_only":false,"#));
        assert_eq!(parse_json(&json), Ok(p));
    }

    #[test]
    fn round_trips_random_puzzles() {
        let mut rng = crate::seed::rng(7);
        for _ in 0..300 {
            let p = random_puzzle(&mut rng);
            let json = to_json(&p);
            assert!(!json.contains('\n'));
            assert_eq!(parse_json(&json), Ok(p));
        }
    }

    #[test]
    fn bad_json_is_explained() {
        assert!(err("{\"size\":4,").starts_with("JSON: EOF while parsing"));
        assert!(err(r#"{"size":4,"cages":[],"x":1}"#).contains("unknown field `x`"));
        assert!(err(r#"{"kind":"futoshiki","size":4,"cages":[]}"#).contains("\"futoshiki\""));
        assert_eq!(
            err(r#"{"size":3,"cages":[]}"#),
            "JSON: size 3 is out of range: Calcudoku grids are 4x4 to 9x9"
        );
        assert_eq!(
            err(&DOMINOES.replace("[[3,3]]", "[[3,2]]")),
            "JSON: cages[7] and cages[8] both hold [3,2] (r4c3): each cell belongs to one cage"
        );
        assert_eq!(
            err(&DOMINOES.replace(r#",{"cells":[[3,3]],"target":2}"#, "")),
            "JSON: no cage holds [3,3] (r4c4): the cages must cover the grid"
        );
        assert!(err(&DOMINOES.replace("[[3,3]]", "[[3,4]]")).contains("off the 4x4 grid"));
        assert!(err(&DOMINOES.replace(r#""op":"/""#, r#""op":"%""#)).contains("cages[3].op"));
        assert!(err(&DOMINOES.replace("[[0,0],[0,1]]", "[[0,0],[1,1]]")).contains("r2c2"));
    }
}
