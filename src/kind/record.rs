//! A kind's JSON object is one schema both ways: what `generate --format json` writes (the
//! kind's own fields plus a record's), `solve` reads back as the same puzzle.
//!
//! A record is the kind's JSON object (`Puzzle::to_json`) with these fields beside it:
//! `id`, `level`, `score`, `hardest`, `game_id` and the same ID under the game's name
//! (`unequal`, `towers`, `keen`, `solo`), `solution` (one character per cell, row-major),
//! `counts` (clue counts) and, in a book's `--puzzles` file, `section` and `number`. A kind's
//! reader takes them off with [`split`], reads what is left with its own strict schema
//! (unknown fields refused), then checks the record against the puzzle with [`check`]: a
//! game ID must describe the same puzzle and a solution must fill it.

use super::Puzzle;
use serde_json::{Map, Value};

/// The fields a record adds that say nothing the puzzle's own fields do not: read past.
const NOTES: [&str; 7] = [
    "id", "level", "score", "hardest", "counts", "section", "number",
];

/// What a record says that can be checked against the puzzle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// `game_id` (or the game's own field name): the same puzzle as a game ID.
    pub game_id: Option<(String, String)>,
    /// `solution`: the answer, one value per cell row-major (0 for a block cell).
    pub solution: Option<Vec<u8>>,
}

/// Why a record is not a puzzle.
pub type RecordError = String;

/// Takes a record's own fields off a JSON object: the kind's fields (to read with its
/// schema) and what the record said. `game` is the kind's game-ID field name (`"unequal"`).
pub fn split(input: &str, game: Option<&str>) -> Result<(Value, Said), RecordError> {
    let v: Value = serde_json::from_str(input.trim()).map_err(|e| e.to_string())?;
    let Value::Object(mut obj) = v else {
        return Err("expected an object {...}".into());
    };
    for k in NOTES {
        obj.remove(k);
    }
    let mut said = Said::default();
    for name in ["game_id"].into_iter().chain(game) {
        match obj.remove(name) {
            None | Some(Value::Null) => {}
            Some(Value::String(id)) => {
                if let Some((first, other)) = &said.game_id
                    && other != &id
                {
                    return Err(format!(
                        "fields \"{first}\" and \"{name}\" are different game IDs"
                    ));
                }
                said.game_id.get_or_insert((name.to_string(), id));
            }
            Some(other) => {
                return Err(format!(
                    "field \"{name}\" should be a game ID string, found {}",
                    crate::quote::excerpt(&other.to_string())
                ));
            }
        }
    }
    said.solution = match obj.remove("solution") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(solution_cells(&s)?),
        Some(Value::Array(a)) => Some(
            a.iter()
                .map(|x| x.as_u64().filter(|&v| v <= 255).map(|v| v as u8))
                .collect::<Option<Vec<u8>>>()
                .ok_or("field \"solution\" should be numbers 0 to 255")?,
        ),
        Some(other) => {
            return Err(format!(
                "field \"solution\" should be a string of one character per cell, found {}",
                crate::quote::excerpt(&other.to_string())
            ));
        }
    };
    Ok((Value::Object(obj), said))
}

/// [`split`], then the kind's fields read with its schema `T`.
pub fn read<T: serde::de::DeserializeOwned>(
    input: &str,
    game: Option<&str>,
) -> Result<(T, Said), RecordError> {
    let (rest, said) = split(input, game)?;
    let doc = serde_json::from_value(rest).map_err(|e| e.to_string())?;
    Ok((doc, said))
}

/// A record's `solution` string as cell values: `1`-`9`, `a`-`z` for 10 and up (as
/// [`super::digits_string`] writes them), `#` or `.` for a block cell (0).
pub fn solution_cells(s: &str) -> Result<Vec<u8>, RecordError> {
    s.chars()
        .enumerate()
        .map(|(i, c)| match c {
            '#' | '.' => Ok(0),
            c => c.to_digit(36).map(|d| d as u8).ok_or_else(|| {
                format!(
                    "field \"solution\": character {} is {c:?}, not a digit, a letter or '#'",
                    i + 1
                )
            }),
        })
        .collect()
}

/// Checks what a record said against the puzzle read from its fields: the game ID must be
/// the same puzzle, the solution must fill it and keep every rule.
pub fn check(p: &dyn Puzzle, said: &Said) -> Result<(), RecordError> {
    if let Some((name, id)) = &said.game_id {
        let from_id = p
            .kind()
            .parse(id)
            .map_err(|e| format!("field \"{name}\": {e}"))?;
        if from_id.key() != p.key() {
            return Err(format!(
                "field \"{name}\" is another puzzle than the record's other fields"
            ));
        }
    }
    if let Some(s) = &said.solution
        && (s.len() != p.shape().cells() || !p.accepts(s))
    {
        return Err(format!(
            "field \"solution\" does not fill this {} puzzle ({} cells, row-major) \
             keeping its rules",
            p.shape().grid(),
            p.shape().cells()
        ));
    }
    Ok(())
}

/// The kind's fields of a record: `p`'s JSON object without the fields every record has in
/// its own place (`kind`, the size, `game_id`, `solution`).
pub fn puzzle_fields(p: &dyn Puzzle) -> Map<String, Value> {
    let Value::Object(mut obj) = p.to_json() else {
        return Map::new();
    };
    for k in ["kind", "size", "width", "height", "game_id", "solution"] {
        obj.remove(k);
    }
    obj
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_fields_come_off_and_the_rest_stays() {
        let (rest, said) = split(
            r#"{"id":"x","kind":"futoshiki","size":4,"level":"easy","score":3,"hardest":null,
               "counts":{"givens":1},"section":"S","number":2,"game_id":"4de:1",
               "unequal":"4de:1","solution":"1234#a","givens":[1]}"#,
            Some("unequal"),
        )
        .unwrap();
        let keys: Vec<&String> = rest.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["givens", "kind", "size"]);
        assert_eq!(said.game_id, Some(("game_id".into(), "4de:1".into())));
        assert_eq!(said.solution, Some(vec![1, 2, 3, 4, 0, 10]));
    }

    #[test]
    fn disagreeing_or_malformed_record_fields_are_named() {
        let e = split(r#"{"game_id":"4de:1","unequal":"4de:2"}"#, Some("unequal")).unwrap_err();
        assert!(e.contains("\"game_id\" and \"unequal\""), "{e}");
        let e = split(r#"{"solution":"12?4"}"#, None).unwrap_err();
        assert!(e.contains("character 3 is '?'"), "{e}");
        let e = split(r#"{"solution":12}"#, None).unwrap_err();
        assert!(e.contains("\"solution\" should be a string"), "{e}");
        let e = split("[1]", None).unwrap_err();
        assert!(e.contains("expected an object"), "{e}");
        // Magic squares' own solutions are arrays of numbers.
        let (_, said) = split(r#"{"solution":[2,9,4]}"#, None).unwrap();
        assert_eq!(said.solution, Some(vec![2, 9, 4]));
    }
}
