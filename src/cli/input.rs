//! Puzzles to read, from arguments, files and standard input, in bounded memory.
//!
//! An argument is a puzzle, a file to read (when it names an existing file), or `-` for
//! standard input. A file or stdin holds either one puzzle per line (when its first line,
//! blank and `#` lines aside, is an Unequal ID or a JSON object) or text grids. Text grids
//! are told apart by `#` lines: a `#` line after a grid ends it, and the grid after a
//! `# answer` line is skipped, so `bookmaker generate --format text` output reads as its
//! puzzles (the answers are ours to find).
//!
//! Puzzles are read as a stream: each is handed on as soon as it is whole and then forgotten,
//! so memory stays flat however many puzzles come (a text grid is held until the next one
//! starts, to tell a lone grid from the first of several). Limits keep a runaway input from
//! taking the machine: a line is at most [`MAX_LINE`] bytes (a longer one is that line's
//! error), a file or stdin at most [`MAX_INPUT`] bytes (the puzzles before the limit are
//! answered, then the rest of that argument is an error). A line that is not UTF-8 is that
//! line's error; the other lines are still read. An argument that names a folder is an error.

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
            Stream::File(_, name) => f.write_str(&super::escape_controls(name)),
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

/// Reads the puzzles of `args` in order and hands each to `answer` as soon as it is read.
pub fn each(
    args: &[String],
    mut answer: impl FnMut(Piece) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    // Checked before anything is read, so that nothing is answered for a command line that
    // cannot run.
    if let Some(k) = args
        .iter()
        .enumerate()
        .filter(|(_, a)| *a == "-")
        .nth(1)
        .map(|(i, _)| i + 1)
    {
        return Err(InputError(format!(
            "argument {k}: '-' (standard input) may be given only once"
        ))
        .into());
    }
    for (i, arg) in args.iter().enumerate() {
        let k = i + 1;
        if arg == "-" {
            let stdin = std::io::stdin();
            read_stream(&mut stdin.lock(), Stream::Stdin(k), &mut answer)?;
            continue;
        }
        let stream = Stream::File(k, arg.clone());
        let whole_error = |why: String| Piece {
            source: Source::Whole(stream.clone()),
            text: Err(why),
            line_offset: 0,
        };
        match named(arg) {
            Named::Nothing => answer(Piece {
                source: Source::Argument(k),
                text: Ok(arg.clone()),
                line_offset: 0,
            })?,
            Named::Folder => answer(whole_error(
                "it is a folder: give a file of puzzles, or the puzzle itself".into(),
            ))?,
            Named::File => match std::fs::File::open(arg) {
                Ok(f) => read_stream(&mut std::io::BufReader::new(f), stream, &mut answer)?,
                Err(e) => answer(whole_error(format!("cannot read it: {e}")))?,
            },
        }
    }
    Ok(())
}

/// What an argument names on disk.
enum Named {
    /// Nothing: the argument is a puzzle.
    Nothing,
    /// A file, FIFO or device to read.
    File,
    Folder,
}

/// A puzzle has no such name, having ':' or several lines or a '{'; a name that exists is
/// read (or refused, for a folder).
fn named(arg: &str) -> Named {
    if arg.contains('\n') {
        return Named::Nothing;
    }
    match Path::new(arg).metadata() {
        Ok(m) if m.is_dir() => Named::Folder,
        Ok(_) => Named::File,
        Err(_) => Named::Nothing,
    }
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

    /// The text after `#` of a comment line.
    fn comment(&self) -> Option<&str> {
        match self {
            Line::Text(t) => t.trim().strip_prefix('#'),
            _ => None,
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

/// Reads lines one at a time, each at most [`MAX_LINE`] bytes kept, at most [`MAX_INPUT`]
/// bytes in all.
struct Lines<'a, R: BufRead> {
    r: &'a mut R,
    total: u64,
    done: bool,
}

impl<R: BufRead> Lines<'_, R> {
    /// The next line, `None` at the end, or why reading stopped.
    fn next_line(&mut self) -> Option<Result<Line, String>> {
        if self.done {
            return None;
        }
        let mut cur: Vec<u8> = Vec::new();
        let mut too_long = false;
        let finish = |mut cur: Vec<u8>, too_long: bool| {
            if too_long {
                return Line::TooLong;
            }
            if cur.last() == Some(&b'\r') {
                cur.pop();
            }
            match String::from_utf8(cur) {
                Ok(s) => Line::Text(s),
                Err(e) => Line::NotUtf8(e.utf8_error().valid_up_to() + 1),
            }
        };
        loop {
            let buf = match self.r.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.done = true;
                    return Some(Err(format!("cannot read it: {e}")));
                }
            };
            if buf.is_empty() {
                self.done = true;
                if !cur.is_empty() || too_long {
                    return Some(Ok(finish(cur, too_long)));
                }
                return None;
            }
            let (chunk, newline) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (&buf[..i], true),
                None => (buf, false),
            };
            let used = chunk.len() + usize::from(newline);
            self.total += used as u64;
            if self.total > MAX_INPUT {
                self.done = true;
                return Some(Err(format!(
                    "more than {} MiB: split the input into smaller files",
                    MAX_INPUT >> 20
                )));
            }
            if !too_long {
                if cur.len() + chunk.len() > MAX_LINE {
                    too_long = true;
                    cur = Vec::new();
                } else {
                    cur.extend_from_slice(chunk);
                }
            }
            self.r.consume(used);
            if newline {
                return Some(Ok(finish(cur, too_long)));
            }
        }
    }
}

/// A puzzle in a one-line format: a game ID, a JSON object, or another that a kind knows.
fn one_line(t: &str) -> bool {
    t.starts_with('{') || t.contains(':') || KINDS.iter().any(|k| k.recognizes(t))
}

/// Lines kept before the first line with text decides how the stream is read: only what
/// either reading needs (unreadable lines, and `#` lines as whether they say "answer").
#[derive(Clone, Debug)]
enum Early {
    Bad(usize, Line),
    Comment(usize, bool),
}

/// Most [`Early`] lines kept: past that, the stream is read as text grids (as one whose lines
/// are all unreadable is), so that a stream of binary lines takes no memory per line.
const MAX_EARLY: usize = 4096;

/// Reads a stream as puzzles, one per line or text grids (see the module documentation),
/// handing each to `answer`.
pub(crate) fn read_stream(
    r: &mut impl BufRead,
    stream: Stream,
    answer: &mut dyn FnMut(Piece) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let mut lines = Lines {
        r,
        total: 0,
        done: false,
    };
    let mut early: Vec<Early> = Vec::new();
    // Some(true): one puzzle a line; Some(false): text grids.
    let mut line_based: Option<bool> = None;
    let mut grids = Grids::new(stream.clone());
    let mut i = 0;
    let by_line = |i: usize, line: &Line, answer: &mut dyn FnMut(Piece) -> anyhow::Result<()>| {
        if !line.is_content() {
            return Ok(());
        }
        answer(Piece {
            source: Source::Line(stream.clone(), i + 1),
            text: match line {
                Line::Text(t) => Ok(t.clone()),
                other => Err(other.error().unwrap_or_default()),
            },
            line_offset: 0,
        })
    };
    let replay = |early: &mut Vec<Early>,
                  line_based: bool,
                  grids: &mut Grids,
                  answer: &mut dyn FnMut(Piece) -> anyhow::Result<()>|
     -> anyhow::Result<()> {
        for e in early.drain(..) {
            match (e, line_based) {
                (Early::Bad(i, line), true) => by_line(i, &line, answer)?,
                (Early::Bad(i, line), false) => grids.push(i, &line, answer)?,
                (Early::Comment(..), true) => {}
                (Early::Comment(i, is_answer), false) => {
                    let text = if is_answer { "# answer" } else { "#" };
                    grids.push(i, &Line::Text(text.into()), answer)?;
                }
            }
        }
        Ok(())
    };
    let stopped = loop {
        let line = match lines.next_line() {
            None => break None,
            Some(Err(why)) => break Some(why),
            Some(Ok(line)) => line,
        };
        let at = i;
        i += 1;
        match line_based {
            Some(true) => by_line(at, &line, answer)?,
            Some(false) => grids.push(at, &line, answer)?,
            None => {
                if let Line::Text(t) = &line
                    && line.is_content()
                {
                    let decided = one_line(t.trim());
                    line_based = Some(decided);
                    replay(&mut early, decided, &mut grids, answer)?;
                    if decided {
                        by_line(at, &line, answer)?;
                    } else {
                        grids.push(at, &line, answer)?;
                    }
                    continue;
                }
                if let Some(c) = line.comment() {
                    early.push(Early::Comment(at, c.trim().eq_ignore_ascii_case("answer")));
                } else if line.is_content() {
                    early.push(Early::Bad(at, line));
                }
                if early.len() > MAX_EARLY {
                    line_based = Some(false);
                    replay(&mut early, false, &mut grids, answer)?;
                }
            }
        }
    };
    if line_based.is_none() {
        replay(&mut early, false, &mut grids, answer)?;
    }
    match stopped {
        None if line_based == Some(true) => Ok(()),
        None => grids.finish(answer),
        Some(why) => {
            // The grid being read is cut short: only the whole ones before it are answered.
            grids.flush_held(answer)?;
            answer(Piece {
                source: Source::Whole(stream),
                text: Err(why),
                line_offset: 0,
            })
        }
    }
}

/// Text grids as they are read: a grid is held until the next one starts, since a lone grid
/// is named by its stream and one of several by its first line.
struct Grids {
    stream: Stream,
    /// The grid being read: its first line's index, its text, its first unreadable line.
    open: Option<(usize, String, Option<String>)>,
    in_answer: bool,
    /// The last whole grid, not yet handed on.
    held: Option<(usize, Result<String, String>)>,
    /// Whole grids so far.
    count: usize,
}

impl Grids {
    fn new(stream: Stream) -> Grids {
        Grids {
            stream,
            open: None,
            in_answer: false,
            held: None,
            count: 0,
        }
    }

    fn push(
        &mut self,
        i: usize,
        line: &Line,
        answer: &mut dyn FnMut(Piece) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        if let Some(comment) = line.comment() {
            self.close(answer)?;
            self.in_answer = comment.trim().eq_ignore_ascii_case("answer");
            return Ok(());
        }
        if self.in_answer || (self.open.is_none() && !line.is_content()) {
            return Ok(());
        }
        let (first, text, bad) = self.open.get_or_insert_with(|| (i, String::new(), None));
        match (line, line.error()) {
            (Line::Text(t), _) => {
                // A grid with an unreadable line is that line's error: its text is not kept.
                if bad.is_none() {
                    text.push_str(t);
                    text.push('\n');
                }
            }
            (_, why) => {
                if bad.is_none() {
                    let n = i + 1 - *first;
                    *bad = Some(format!("line {n}: {}", why.unwrap_or_default()));
                    *text = String::new();
                }
            }
        }
        Ok(())
    }

    /// Ends the grid being read; hands on the one held before it, now known to be one of
    /// several.
    fn close(&mut self, answer: &mut dyn FnMut(Piece) -> anyhow::Result<()>) -> anyhow::Result<()> {
        let Some((first, text, bad)) = self.open.take() else {
            return Ok(());
        };
        self.count += 1;
        if let Some((f, t)) = self.held.replace((first, bad.map_or(Ok(text), Err))) {
            answer(Piece {
                source: Source::Grid(self.stream.clone(), f + 1),
                text: t,
                line_offset: f,
            })?;
        }
        Ok(())
    }

    /// Hands on the held grid as one of several (the stream stopped early).
    fn flush_held(
        &mut self,
        answer: &mut dyn FnMut(Piece) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        if let Some((f, t)) = self.held.take() {
            answer(Piece {
                source: Source::Grid(self.stream.clone(), f + 1),
                text: t,
                line_offset: f,
            })?;
        }
        Ok(())
    }

    /// At the end of the stream: the last grid; a lone grid is named by the stream, and a
    /// stream with none is one empty puzzle (whose parser says what is missing).
    fn finish(mut self, answer: &mut dyn FnMut(Piece) -> anyhow::Result<()>) -> anyhow::Result<()> {
        self.close(answer)?;
        let stream = self.stream.clone();
        match (self.count, self.held.take()) {
            (0, _) | (_, None) => answer(Piece {
                source: Source::Whole(stream),
                text: Ok(String::new()),
                line_offset: 0,
            }),
            (1, Some((f, t))) => answer(Piece {
                source: Source::Whole(stream),
                text: t,
                line_offset: f,
            }),
            (_, Some((f, t))) => answer(Piece {
                source: Source::Grid(stream, f + 1),
                text: t,
                line_offset: f,
            }),
        }
    }
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
        let mut got = vec![];
        read_stream(&mut &text[..], Stream::Stdin(1), &mut |p| {
            got.push(p);
            Ok(())
        })
        .unwrap();
        got
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
        let mut got = vec![];
        read_stream(&mut zeros, Stream::Stdin(1), &mut |p| {
            got.push(p);
            Ok(())
        })
        .unwrap();
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

    /// The reader before it streamed (whole stream read, then split), to check that
    /// streaming changed no answer.
    mod before {
        use super::super::*;

        pub fn pieces(text: &[u8]) -> Vec<Piece> {
            let mut lines = vec![];
            let mut r = Lines {
                r: &mut &text[..],
                total: 0,
                done: false,
            };
            while let Some(l) = r.next_line() {
                lines.push(l.unwrap());
            }
            split(&lines, Stream::Stdin(1))
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
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 512,
            failure_persistence: None,
            ..Default::default()
        })]

        #[test]
        fn streaming_reads_as_the_whole_stream_did(
            picks in proptest::collection::vec(0usize..12, 0..24),
        ) {
            const LINES: [&[u8]; 12] = [
                b"", b"# p", b"# answer", b"4de:0,0", b"{\"size\":4}", b"1 .", b". .",
                b"\xff\xfe", b"  ", b"#", b"1 2\r", b"x",
            ];
            let mut text = vec![];
            for (n, &k) in picks.iter().enumerate() {
                text.extend_from_slice(LINES[k]);
                // The last line sometimes has no newline.
                if n + 1 < picks.len() || k % 2 == 0 {
                    text.push(b'\n');
                }
            }
            proptest::prop_assert_eq!(pieces(&text), before::pieces(&text));
        }
    }
}
