//! Puzzles to read, from arguments, files and standard input, in bounded memory.
//!
//! An argument is a puzzle, a file to read (when it names an existing file), or `-` for
//! standard input. A file or stdin holds either one puzzle per line (when its first line,
//! blank and `#` lines aside, is an Unequal ID or a JSON object) or text grids. Text grids
//! are told apart by `#` lines: a `#` line after a grid ends it, and the grid after a
//! `# answer` line is skipped, so `bookmaker generate --format text` output reads as its
//! puzzles (the answers are ours to find).
//!
//! Limits keep a runaway input from taking the machine: a line is at most [`MAX_LINE`] bytes
//! (a longer one is that line's error), a file or stdin at most [`MAX_INPUT`] bytes. A line
//! that is not UTF-8 is that line's error; the other lines are still read.

use super::InputError;
use bookmaker::kind::KINDS;
use std::io::{BufRead, ErrorKind};
use std::path::Path;

/// Longest line read, in bytes: a 9x9 puzzle as JSON is under 1 KiB.
pub const MAX_LINE: usize = 64 * 1024;
/// Most bytes read from one file or from stdin.
pub const MAX_INPUT: u64 = 64 << 20;

/// Where text is read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stream {
    /// Standard input: the argument `-` at this position (1-based).
    Stdin(usize),
    /// The file named by the argument at this position.
    File(usize, String),
}

impl Stream {
    fn argument(&self) -> usize {
        match self {
            Stream::Stdin(k) | Stream::File(k, _) => *k,
        }
    }
}

impl std::fmt::Display for Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stream::Stdin(_) => f.write_str("stdin"),
            Stream::File(_, name) => f.write_str(name),
        }
    }
}

/// Where a puzzle came from, as messages and JSON name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The k-th argument (1-based).
    Argument(usize),
    /// Line n of a stream (1-based).
    Line(Stream, usize),
    /// All of a stream, one text grid.
    Whole(Stream),
    /// A text grid of a stream holding several, from line n.
    Grid(Stream, usize),
}

impl Source {
    /// The argument it came from, and the line, for JSON output. Stdin lines keep no
    /// argument, as they always had none.
    pub fn argument_and_line(&self) -> (Option<usize>, Option<usize>) {
        match self {
            Source::Argument(k) => (Some(*k), None),
            Source::Line(Stream::Stdin(_), n) => (None, Some(*n)),
            Source::Line(s, n) | Source::Grid(s, n) => (Some(s.argument()), Some(*n)),
            Source::Whole(s) => (Some(s.argument()), None),
        }
    }
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Argument(k) => write!(f, "argument {k}"),
            Source::Line(s, n) => write!(f, "line {n} of {s}"),
            Source::Whole(s) => write!(f, "{s}"),
            Source::Grid(s, n) => write!(f, "the grid at line {n} of {s}"),
        }
    }
}

/// One puzzle's text, or why it could not be read.
#[derive(Debug, PartialEq, Eq)]
pub struct Piece {
    pub source: Source,
    pub text: Result<String, String>,
    /// Lines before the text in its stream: added to line numbers in parse errors.
    pub line_offset: usize,
}

/// The puzzles to answer, in order, with where each came from.
pub fn gather(args: &[String]) -> anyhow::Result<Vec<Piece>> {
    let mut pieces = Vec::new();
    let mut stdin_read = false;
    for (i, arg) in args.iter().enumerate() {
        let k = i + 1;
        if arg == "-" {
            if stdin_read {
                return Err(InputError(format!(
                    "argument {k}: '-' (standard input) may be given only once"
                ))
                .into());
            }
            stdin_read = true;
            let stdin = std::io::stdin();
            pieces.extend(read_stream(&mut stdin.lock(), Stream::Stdin(k)));
        } else if is_file(arg) {
            let stream = Stream::File(k, arg.clone());
            match std::fs::File::open(arg) {
                Ok(f) => pieces.extend(read_stream(&mut std::io::BufReader::new(f), stream)),
                Err(e) => pieces.push(Piece {
                    source: Source::Whole(stream),
                    text: Err(format!("cannot read it: {e}")),
                    line_offset: 0,
                }),
            }
        } else {
            pieces.push(Piece {
                source: Source::Argument(k),
                text: Ok(arg.clone()),
                line_offset: 0,
            });
        }
    }
    Ok(pieces)
}

/// True when an argument names something to read: an existing file, FIFO or device, but no
/// puzzle text (a puzzle has no such name, having ':' or several lines or a '{').
fn is_file(arg: &str) -> bool {
    !arg.contains('\n') && Path::new(arg).metadata().is_ok_and(|m| !m.is_dir())
}

/// A line as read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Line {
    Text(String),
    /// Longer than [`MAX_LINE`]: the bytes were dropped as they came.
    TooLong,
    /// Not UTF-8 from this (1-based) byte on.
    NotUtf8(usize),
}

impl Line {
    /// Blank and `#` lines hold no puzzle.
    fn is_content(&self) -> bool {
        match self {
            Line::Text(t) => {
                let t = t.trim();
                !t.is_empty() && !t.starts_with('#')
            }
            _ => true,
        }
    }

    fn error(&self) -> Option<String> {
        match self {
            Line::Text(_) => None,
            Line::TooLong => Some(format!(
                "the line is longer than {MAX_LINE} bytes: a puzzle fits in one short line"
            )),
            Line::NotUtf8(at) => Some(format!(
                "not UTF-8 text (byte {at} of the line): puzzles are plain text"
            )),
        }
    }
}

/// Reads lines, each at most [`MAX_LINE`] bytes kept, at most [`MAX_INPUT`] bytes in all.
fn read_lines(r: &mut impl BufRead) -> Result<Vec<Line>, String> {
    let mut lines = Vec::new();
    let mut cur: Vec<u8> = Vec::new();
    let mut too_long = false;
    let mut total: u64 = 0;
    let finish = |cur: &mut Vec<u8>, too_long: bool| {
        if too_long {
            return Line::TooLong;
        }
        if cur.last() == Some(&b'\r') {
            cur.pop();
        }
        match String::from_utf8(std::mem::take(cur)) {
            Ok(s) => Line::Text(s),
            Err(e) => Line::NotUtf8(e.utf8_error().valid_up_to() + 1),
        }
    };
    loop {
        let buf = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(format!("cannot read it: {e}")),
        };
        if buf.is_empty() {
            if !cur.is_empty() || too_long {
                lines.push(finish(&mut cur, too_long));
            }
            return Ok(lines);
        }
        let (chunk, newline) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], true),
            None => (buf, false),
        };
        let used = chunk.len() + usize::from(newline);
        total += used as u64;
        if total > MAX_INPUT {
            return Err(format!(
                "more than {} MiB: split the input into smaller files",
                MAX_INPUT >> 20
            ));
        }
        if !too_long {
            if cur.len() + chunk.len() > MAX_LINE {
                too_long = true;
                cur = Vec::new();
            } else {
                cur.extend_from_slice(chunk);
            }
        }
        r.consume(used);
        if newline {
            lines.push(finish(&mut cur, too_long));
            too_long = false;
        }
    }
}

/// A stream as puzzles: one per line, or text grids (see the module documentation).
fn read_stream(r: &mut impl BufRead, stream: Stream) -> Vec<Piece> {
    match read_lines(r) {
        Ok(lines) => split(&lines, stream),
        Err(why) => vec![Piece {
            source: Source::Whole(stream),
            text: Err(why),
            line_offset: 0,
        }],
    }
}

/// A puzzle in a one-line format: a game ID, a JSON object, or another that a kind knows.
fn one_line(t: &str) -> bool {
    t.starts_with('{') || t.contains(':') || KINDS.iter().any(|k| k.recognizes(t))
}

fn split(lines: &[Line], stream: Stream) -> Vec<Piece> {
    let line_based = lines.iter().find_map(|l| match l {
        Line::Text(t) if l.is_content() => Some(one_line(t.trim())),
        _ => None,
    });
    if line_based == Some(true) {
        return lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.is_content())
            .map(|(i, l)| Piece {
                source: Source::Line(stream.clone(), i + 1),
                text: match (l, l.error()) {
                    (Line::Text(t), _) => Ok(t.clone()),
                    (_, why) => Err(why.unwrap_or_default()),
                },
                line_offset: 0,
            })
            .collect();
    }
    let grids = grids(lines);
    let Some(only) = grids.first().filter(|_| grids.len() == 1) else {
        if grids.is_empty() {
            return vec![Piece {
                source: Source::Whole(stream),
                text: Ok(String::new()),
                line_offset: 0,
            }];
        }
        return grids
            .into_iter()
            .map(|(first, text)| Piece {
                source: Source::Grid(stream.clone(), first + 1),
                text,
                line_offset: first,
            })
            .collect();
    };
    vec![Piece {
        source: Source::Whole(stream),
        text: only.1.clone(),
        line_offset: only.0,
    }]
}

/// Text grids: (lines before the grid's first, its text or why it cannot be read).
fn grids(lines: &[Line]) -> Vec<(usize, Result<String, String>)> {
    let mut out = Vec::new();
    // The grid being read: its first line's index, its text, its first unreadable line.
    let mut grid: Option<(usize, String, Option<String>)> = None;
    let mut in_answer = false;
    let close = |grid: &mut Option<(usize, String, Option<String>)>,
                 out: &mut Vec<(usize, Result<String, String>)>| {
        if let Some((first, text, bad)) = grid.take() {
            out.push((first, bad.map_or(Ok(text), Err)));
        }
    };
    for (i, line) in lines.iter().enumerate() {
        if let Line::Text(t) = line
            && let Some(comment) = t.trim().strip_prefix('#')
        {
            close(&mut grid, &mut out);
            in_answer = comment.trim().eq_ignore_ascii_case("answer");
            continue;
        }
        if in_answer {
            continue;
        }
        if grid.is_none() && !line.is_content() {
            continue;
        }
        let (first, text, bad) = grid.get_or_insert_with(|| (i, String::new(), None));
        match (line, line.error()) {
            (Line::Text(t), _) => {
                text.push_str(t);
                text.push('\n');
            }
            (_, why) => {
                if bad.is_none() {
                    let n = i + 1 - *first;
                    *bad = Some(format!("line {n}: {}", why.unwrap_or_default()));
                }
            }
        }
    }
    close(&mut grid, &mut out);
    out
}

/// A parse error's message with its leading "line N" counted in the whole stream.
pub fn shift_lines(message: &str, offset: usize) -> String {
    let Some(rest) = message.strip_prefix("line ") else {
        return message.to_string();
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    match rest[..digits].parse::<usize>() {
        Ok(n) if offset > 0 => format!("line {}{}", n + offset, &rest[digits..]),
        _ => message.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(text: &[u8]) -> Vec<Piece> {
        read_stream(&mut &text[..], Stream::Stdin(1))
    }

    fn line(n: usize, text: Result<&str, &str>) -> Piece {
        Piece {
            source: Source::Line(Stream::Stdin(1), n),
            text: text.map(String::from).map_err(String::from),
            line_offset: 0,
        }
    }

    #[test]
    fn stdin_is_line_based_for_ids_and_json() {
        let got = pieces(b"# ids\n4de:0,0\n\n{\"size\":4}\r\n");
        assert_eq!(
            got,
            vec![line(2, Ok("4de:0,0")), line(4, Ok("{\"size\":4}"))]
        );
    }

    #[test]
    fn a_bad_line_is_its_own_error() {
        let mut text = b"4de:0\n4de:\xff\n".to_vec();
        text.extend(vec![b'x'; MAX_LINE + 1]);
        text.extend(b"\n4de:1\n");
        let got = pieces(&text);
        assert_eq!(got.len(), 4);
        assert_eq!(got[0], line(1, Ok("4de:0")));
        assert!(
            got[1]
                .text
                .as_ref()
                .unwrap_err()
                .contains("not UTF-8 text (byte 5")
        );
        assert!(
            got[2]
                .text
                .as_ref()
                .unwrap_err()
                .contains("longer than 65536 bytes")
        );
        assert_eq!(got[3], line(4, Ok("4de:1")));
    }

    #[test]
    fn endless_input_stops_at_the_limit() {
        let mut zeros = std::io::BufReader::new(std::io::repeat(0));
        let got = read_stream(&mut zeros, Stream::Stdin(1));
        assert_eq!(got.len(), 1);
        assert!(
            got[0]
                .text
                .as_ref()
                .unwrap_err()
                .contains("more than 64 MiB")
        );
    }

    #[test]
    fn one_grid_keeps_its_line_numbers() {
        let text = "# grid\n. . . .\n. . . .\n";
        let got = pieces(text.as_bytes());
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].source, Source::Whole(Stream::Stdin(1)));
        assert_eq!(got[0].text, Ok(". . . .\n. . . .\n".into()));
        assert_eq!(got[0].line_offset, 1);
        assert_eq!(shift_lines("line 2, column 3: x", 1), "line 3, column 3: x");
        assert_eq!(shift_lines("JSON: line", 4), "JSON: line");
    }

    #[test]
    fn answers_after_grids_are_skipped() {
        let text = "# p1\n1 .\n\n. .\n# answer\n1 2\n\n2 1\n# p2\n. 1\n# answer\n2 1\n";
        let got = pieces(text.as_bytes());
        let texts: Vec<_> = got.iter().map(|p| p.text.clone().unwrap()).collect();
        assert_eq!(texts, ["1 .\n\n. .\n", ". 1\n"]);
        assert_eq!(got[0].source, Source::Grid(Stream::Stdin(1), 2));
        assert_eq!(got[1].source, Source::Grid(Stream::Stdin(1), 10));
        assert_eq!(got[1].line_offset, 9);
    }
}
