//! JSON: `{"kind": "sudoku", "size": 9, "game_id": "3x3:...", "line": "53..7....", "solution":
//! "534678912..."}`. Reading needs `line` or `game_id` (the line wins when both are there and
//! they must then agree); `kind`, when present, must be `"sudoku"`; `solution` is optional.
//! A record of `generate --format json` is this object with the record's fields beside it
//! (`id`, `level`, `score`, `hardest`, `solo`, `counts`; see [`crate::kind::record`]), and
//! reads back as the same puzzle.
//! `line` and `solution` are in the line format, so a 16x16's write 10 to 16 as `A`-`G`.

use super::{FormatError, line::digits_line, parse_line, parse_solo, to_line, to_solo};
use crate::kind::record;
use crate::solve::Level;
use crate::sudoku::Puzzle;
use serde_json::{Value, json};

/// Writes a puzzle (and its answer, when known) as one JSON object.
pub fn to_json(p: &Puzzle, solution: Option<&[u8]>) -> String {
    to_value(p, solution, None).to_string()
}

/// The JSON object, with the game ID labelled with `level` when given.
pub fn to_value(p: &Puzzle, solution: Option<&[u8]>, level: Option<Level>) -> Value {
    let mut v = json!({
        "kind": "sudoku",
        "size": p.size(),
        "game_id": to_solo(p, level),
        "line": to_line(p),
    });
    if let Some(s) = solution {
        v["solution"] = Value::String(digits_line(s));
    }
    v
}

/// Reads a puzzle from its JSON object (a record's fields read past, see
/// [`crate::kind::record`]).
pub fn parse_json(input: &str) -> Result<Puzzle, FormatError> {
    let (v, said) = record::split(input, Some("solo")).map_err(FormatError::Json)?;
    let obj = v.as_object().expect("a record splits into an object");
    match obj.get("kind") {
        None => {}
        Some(Value::String(k)) if k.eq_ignore_ascii_case("sudoku") => {}
        Some(k) => {
            return Err(FormatError::Json(format!(
                "field \"kind\" is {k}, not \"sudoku\""
            )));
        }
    }
    // Other fields are read past, as records of earlier versions carried clue counts.
    let from_line = match obj.get("line") {
        None | Some(Value::Null) => None,
        Some(Value::String(l)) => {
            Some(parse_line(l).map_err(|e| FormatError::Json(format!("field \"line\": {e}")))?)
        }
        Some(other) => {
            return Err(FormatError::Json(format!(
                "field \"line\" should be a string, found {other}"
            )));
        }
    };
    let from_id = said
        .game_id
        .as_ref()
        .map(|(name, id)| {
            parse_solo(id).map_err(|e| FormatError::Json(format!("field \"{name}\": {e}")))
        })
        .transpose()?;
    let p = match (from_line, from_id) {
        (Some(a), Some(b)) if a != b => {
            let name = said.game_id.as_ref().map_or("game_id", |g| g.0.as_str());
            return Err(FormatError::Json(format!(
                "fields \"line\" and \"{name}\" describe different puzzles"
            )));
        }
        (Some(p), _) | (None, Some(p)) => p,
        (None, None) => {
            return Err(FormatError::Json(
                "no puzzle: give field \"line\" (e.g. \"53..7....\") or \"game_id\" (e.g. \
                 \"3x3:...\")"
                    .into(),
            ));
        }
    };
    if let Some(size) = obj.get("size")
        && size.as_u64() != Some(p.size() as u64)
    {
        return Err(FormatError::Json(format!(
            "field \"size\" is {size}, but the grid is {0}x{0}",
            p.size()
        )));
    }
    if said.solution.is_some() {
        record::check(&p, &said).map_err(FormatError::Json)?;
    }
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_every_field_and_reads_back() {
        let sol = crate::sudoku::tests::grid9();
        let givens: Vec<u8> = sol.iter().map(|&d| if d < 4 { d } else { 0 }).collect();
        let p = Puzzle::new(9, givens).unwrap();
        let v: Value = serde_json::from_str(&to_json(&p, Some(&sol))).unwrap();
        assert_eq!(v["kind"], "sudoku");
        assert_eq!(v["size"], 9);
        assert_eq!(v["line"], to_line(&p));
        assert_eq!(v["game_id"], to_solo(&p, None));
        assert_eq!(v["solution"].as_str().unwrap().len(), 81);
        assert_eq!(parse_json(&v.to_string()), Ok(p.clone()));
        // Either field alone is enough.
        let only_id = json!({"game_id": to_solo(&p, None)}).to_string();
        assert_eq!(parse_json(&only_id), Ok(p));
    }

    #[test]
    fn sixteen_by_sixteen_round_trips_with_its_solution() {
        let sol = crate::sudoku::tests::grid16();
        let givens: Vec<u8> = sol.iter().map(|&d| if d > 9 { d } else { 0 }).collect();
        let p = Puzzle::new(16, givens).unwrap();
        let v: Value = serde_json::from_str(&to_json(&p, Some(&sol))).unwrap();
        assert_eq!(v["kind"], "sudoku");
        assert_eq!(v["size"], 16);
        assert!(v["game_id"].as_str().unwrap().starts_with("4x4:"));
        assert_eq!(v["line"].as_str().unwrap().len(), 256);
        let solution = v["solution"].as_str().unwrap();
        assert_eq!(solution.len(), 256);
        assert!(solution.starts_with("123456789ABCDEFG"), "{solution}");
        assert_eq!(parse_json(&v.to_string()), Ok(p.clone()));
        let only_id = json!({"game_id": v["game_id"]}).to_string();
        assert_eq!(parse_json(&only_id), Ok(p.clone()));
        // A solution breaking a box is refused.
        let mut bad = v.clone();
        let rows_by_4: String = (0..256)
            .map(|c| super::super::digit_char(((c / 16 * 4 + c % 16) % 16) as u8 + 1))
            .collect();
        bad["solution"] = Value::String(rows_by_4);
        let err = parse_json(&bad.to_string()).unwrap_err().to_string();
        assert!(err.contains("\"solution\" does not fill"), "{err}");
        // A 16x16 line against a size of 9.
        let mut wrong = v;
        wrong["size"] = json!(9);
        let err = parse_json(&wrong.to_string()).unwrap_err().to_string();
        assert!(err.contains("16x16"), "{err}");
    }

    #[test]
    fn bad_fields_are_named() {
        let cases = [
            (r#"{"kind":"futoshiki","line":"x"}"#, "\"kind\""),
            (r#"{"kind":"sudoku"}"#, "no puzzle"),
            (r#"{"line":5}"#, "\"line\" should be a string"),
            (
                r#"{"line":"...."}"#,
                "field \"line\": line 1 has 4 characters",
            ),
            (r#"{"line":"1...............","size":9}"#, "field \"size\""),
            (
                r#"{"line":"1...............","game_id":"2x2:p"}"#,
                "different puzzles",
            ),
            (
                r#"{"line":"1...............","solution":"2341412312343412"}"#,
                "\"solution\"",
            ),
            ("[1]", "expected an object"),
        ];
        for (input, want) in cases {
            let msg = parse_json(input).unwrap_err().to_string();
            assert!(msg.contains(want), "{input}: {msg}");
        }
    }
}
