//! Puzzle kinds as plug-ins.
//!
//! A kind (Futoshiki, Skyscrapers, ...) lives in its own folder and implements two traits:
//! [`Kind`], what the book engine asks of the kind as a whole (its name, sizes, levels, how to
//! generate, parse and teach it), and [`Puzzle`], what it asks of one puzzle (count, grade,
//! write, draw). The registry in [`registry`] lists every kind; the plan, layout, book, cover,
//! preview, renderers and preflight only ever see these traits.
//!
//! The generator's shared skeleton (attempts, the "level below cannot finish it" rule, seeds
//! from addresses) is in [`crate::generate`]; a kind supplies one attempt of its own recipe.

pub mod record;
pub mod registry;

pub use crate::shape::Shape;
pub use registry::{KINDS, KindRef, find};

use crate::draw::{Drawing, Extent, Style};
use crate::latin::Mask;
use crate::page::Rect;
use crate::solve::Level;
use crate::solve::count::{Counted, OverBudget};
use crate::solve::logic::{Grade, Step, Technique};
pub use crate::solve::notes::Note;
use crate::words::Language;
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// A puzzle of any kind, shared cheaply between the generator, the book and layout.
pub type PuzzleRef = Arc<dyn Puzzle>;

/// Why some text is not a puzzle of a kind: the kind's own error, said in full.
pub type ParseError = Box<dyn std::error::Error + Send + Sync>;

/// What the book engine asks of a puzzle kind.
pub trait Kind: Sync + Send + 'static {
    /// The kind's key in specs and on the command line: lower case, e.g. `"futoshiki"`.
    fn id(&self) -> &'static str;

    /// The kind's name as a reader sees it, e.g. `"Futoshiki"`: in messages and the CLI.
    fn name(&self) -> &'static str;

    /// The kind's name as a book in `lang` prints it, e.g. `"Wolkenkratzer"`: the message
    /// `KIND-name` of `locales/<lang>/kinds.ftl` (a test checks every kind has one).
    fn name_in(&self, lang: Language) -> &'static str {
        crate::words::ftl::static_text(lang, &format!("{}-name", self.id())).unwrap_or(self.name())
    }

    /// Grid sides the kind supports (the order of a square kind's grids; each of width and
    /// height for a kind with [`Kind::rectangles`]).
    fn sizes(&self) -> RangeInclusive<usize>;

    /// True when the kind's grids may be rectangles (`size = "12x10"`); square kinds take one
    /// number (`size = 7`).
    fn rectangles(&self) -> bool {
        false
    }

    /// Why `shape` cannot be made at `level`, if it cannot: for a kind whose sizes have gaps
    /// (Sudoku 4, 6, 9) or levels out of reach at small sizes. The default allows every side
    /// of [`Kind::sizes`] (squares only, unless [`Kind::rectangles`]) at every level of
    /// [`Kind::levels`].
    fn unsupported(&self, shape: Shape, level: Level) -> Option<String> {
        if let Err(why) = sides_in(self, shape) {
            return Some(why);
        }
        if !self.levels().contains(&level) {
            return Some(format!(
                "{} has no level '{level}': use {}",
                self.name(),
                level_list(self.levels())
            ));
        }
        None
    }

    /// The levels a book can ask for, easiest first. Each includes the techniques of those
    /// before it; the generator accepts a puzzle only when the level before cannot finish it.
    fn levels(&self) -> &'static [Level] {
        &Level::BOOK
    }

    /// About how many different puzzles the generator can give at `size` and `level`, when
    /// that is few enough for a book to run out: a spec asking for more is refused, since no
    /// puzzle may be printed twice. `None` (the default) means plenty.
    fn capacity(&self, _shape: Shape, _level: Level) -> Option<usize> {
        None
    }

    /// The grid size a section gets when its spec names none.
    fn default_size(&self, level: Level) -> Shape;

    /// One try of the kind's recipe at a puzzle of `shape` that the step solver limited to
    /// `level` finishes: the puzzle and its answer, or `None` to draw again. Draws only from
    /// `rng`, so that the same address gives the same puzzle. The shared driver then rejects a
    /// puzzle that the level below also finishes.
    fn attempt(
        &self,
        shape: Shape,
        level: Level,
        rng: &mut ChaCha8Rng,
    ) -> Option<(PuzzleRef, Vec<u8>)>;

    /// Reads one puzzle in any of the kind's formats (text, game ID, JSON).
    fn parse(&self, input: &str) -> Result<PuzzleRef, ParseError>;

    /// True when `input` is, unmistakably, written in one of this kind's formats (a game ID
    /// with this kind's parameters, JSON naming this kind): lets `solve` go without `--kind`.
    fn recognizes(&self, input: &str) -> bool;

    /// The JSON field name of the kind's Simon Tatham game ID (`"unequal"`, `"towers"`), when
    /// the kind has one.
    fn game_id_name(&self) -> Option<&'static str> {
        None
    }

    /// Width and height of a drawn grid of `shape`, in cells (clues outside the grid and gaps
    /// between cells included): layout sizes boxes with it before any puzzle exists.
    fn extent(&self, shape: Shape, style: &Style) -> Extent;

    /// How many values a cell of a grid of `shape` may take (1 to this): what a pencilled
    /// grid can hold at most. A Latin kind's order, by default.
    fn symbols(&self, shape: Shape) -> usize {
        shape.width
    }

    /// The widest value a square's pencilled candidates print (a techniques page's diagram is
    /// sized so it fits): the largest of [`Kind::symbols`] by default; a kind whose values
    /// print as other numbers (a magic square's, up to 99) says so.
    fn widest_candidate(&self, shape: Shape) -> String {
        self.symbols(shape).to_string()
    }

    /// The size of the digits a grid of `shape` with cells `cell` points wide is drawn with:
    /// the plan sets the default puzzles a page from it, before any puzzle exists. A kind
    /// whose drawing caps its digits (clues sharing the cell, numbers of two digits) says so.
    fn digit_size(&self, _shape: Shape, cell: f32, style: &Style) -> f32 {
        crate::draw::digit_for(cell, style)
    }

    /// False for a kind whose solver writes no digit in a cell (a nonogram's squares are
    /// marked): its grids answer only to the floor of [`Kind::clue_size`].
    fn cell_digits(&self) -> bool {
        true
    }

    /// The size of the numbers a grid of `shape` with cells `cell` points wide sets beside
    /// the grid in clue bands, outside any cell (the drawing's `clue_size`), when the kind
    /// prints any: held to the template's `grid.min_clue`.
    fn clue_size(&self, _shape: Shape, _cell: f32, _style: &Style) -> Option<f32> {
        None
    }

    /// The rules in `lang`, one paragraph each, for a book whose sections of this kind use
    /// `shapes`.
    fn rules(&self, shapes: &[Shape], lang: Language) -> Vec<String>;

    /// A technique of this kind's ladder explained for a reader in `lang` (the techniques
    /// pages): what to look for, why it works, what it removes; `None` for a name the kind
    /// does not know.
    fn technique_note(&self, name: &str, lang: Language) -> Option<Note> {
        crate::solve::notes::latin(name, lang)
    }

    /// The same for a kids book: plain words ("the numbers that could still go here"), no
    /// technique names or "candidates". `None` when the kind has none for `name`; the page
    /// then prints [`Kind::technique_note`].
    fn kids_note(&self, _name: &str, _lang: Language) -> Option<Note> {
        None
    }

    /// A technique's name as puzzle books in `lang` print it ("Nackter Einer"), for the
    /// "techniques you will need" page: `technique-KIND-NAME` or `technique-NAME` of the
    /// language's techniques.ftl (English's when the language lacks both); the id itself when
    /// no file names it.
    fn technique_name(&self, name: &str, lang: Language) -> String {
        crate::words::ftl::technique_heading(lang, self.id(), name)
            .unwrap_or_else(|| crate::solve::explain::display_name(name))
    }

    /// Every technique the kind's step solver can record, easiest first (by level, then
    /// weight): what the techniques pages choose from.
    fn techniques(&self) -> Vec<&'static Technique>;

    /// Size and level of the worked example on the how-to-play pages.
    fn example(&self) -> (Shape, Level) {
        (Shape::square(4), Level::Easy)
    }

    /// A puzzle of `shape` showing every kind of clue a real page can have, with its answer:
    /// what `check` lays out instead of generating.
    fn stand_in(&self, shape: Shape) -> (PuzzleRef, Vec<u8>);

    /// True when a section of the kind may list the user's `pictures`.
    fn takes_pictures(&self) -> bool {
        false
    }

    /// A puzzle of `shape` at `level` made from the image at `path` (`file` names it), its
    /// answer and how many cells changed from the image; `Err` says why not and the fix.
    fn picture_puzzle(
        &self,
        _path: &std::path::Path,
        file: &str,
        _shape: Shape,
        _level: Level,
    ) -> Result<(PuzzleRef, Vec<u8>, usize), String> {
        Err(format!("picture {file}: this kind takes no pictures"))
    }
}

/// What the book engine asks of one puzzle.
pub trait Puzzle: Send + Sync + fmt::Debug {
    fn kind(&self) -> KindRef;

    /// The grid's shape (a square kind's order both ways).
    fn shape(&self) -> Shape;

    /// The exact counter: solutions up to `cap` and the first one found; an error when the
    /// work budget runs out first.
    fn count(&self, cap: usize) -> Result<Counted, OverBudget>;

    /// The step solver with the whole ladder: level, score, hardest technique, every step.
    fn grade(&self) -> Grade;

    /// True when the step solver limited to `level` finishes: the generator's fast path.
    fn finishes(&self, level: Level) -> bool;

    /// A rating on a published scale that orders puzzles finer than the level (Sudoku: Sudoku
    /// Explainer's), when the kind has one and the puzzle has one answer: what
    /// `solve --json` prints as `rating`. Never read by the generator.
    fn rating(&self) -> Option<f64> {
        None
    }

    /// True when `solution` (row-major) fills the grid and breaks no rule or clue.
    fn accepts(&self, solution: &[u8]) -> bool;

    /// One step of [`Puzzle::grade`] as a sentence a reader follows, in English: what
    /// `solve --steps` prints.
    fn explain(&self, step: &Step) -> String {
        self.explain_in(step, Language::En)
    }

    /// One step of [`Puzzle::grade`] as a sentence in `lang`: what a book prints.
    fn explain_in(&self, step: &Step, lang: Language) -> String;

    /// One step in plain words for a beginner in `lang`, without the technique's name: the
    /// worked example and the hints print it. The default is [`Puzzle::explain_in`] with its
    /// closing "(technique name)" taken off.
    fn plain_in(&self, step: &Step, lang: Language) -> String {
        crate::solve::explain::untagged(&self.explain_in(step, lang))
    }

    /// Each cell's candidates before the first step of [`Puzzle::grade`] (givens placed,
    /// as the step solver starts), row-major; `None` when the kind keeps no candidates a
    /// page can pencil in. [`candidates_after`] replays steps on them.
    fn start_candidates(&self) -> Option<Vec<Mask>> {
        None
    }

    /// The grid as it stands just before step `at` of `steps` (this puzzle's
    /// [`Puzzle::grade`]), for a techniques page, centred in `area`: what the earlier steps
    /// decided drawn in, the squares the step looks at shaded, and what it rules out struck
    /// through (a candidate) or marked (a square). Candidates print at `pencil` points or
    /// larger. The default pencils a kind's candidates ([`Puzzle::start_candidates`],
    /// [`candidates_after`]) and strikes those the step removes; a kind that keeps none gets
    /// its bare grid with the step's squares shaded. A kind whose reasoning is not about
    /// candidates 1 to n draws its own.
    fn draw_before(
        &self,
        steps: &[Step],
        at: usize,
        area: Rect,
        style: &Style,
        pencil: f32,
    ) -> Drawing {
        pencilled_before(self, steps, at, area, style, pencil)
    }

    /// Simon Tatham's game ID for this puzzle graded at `level`, if the kind has one.
    fn game_id(&self, level: Level) -> Option<String>;

    /// The kind's text format: the puzzle alone.
    fn to_text(&self) -> String;

    /// The kind's text format with every cell filled from `digits`.
    fn to_text_filled(&self, digits: &[u8]) -> String;

    /// The kind's JSON object for this puzzle.
    fn to_json(&self) -> serde_json::Value;

    /// An answer as one character per cell, row-major: what a record's `solution` and
    /// `solve --json` print. Digits by default (values over 9 as letters); a kind with block
    /// cells marks them its own way.
    fn solution_text(&self, solution: &[u8]) -> String {
        digits_string(solution)
    }

    /// An answer as a record's `solution` and `solve --json` write it: [`Puzzle::solution_text`]
    /// as a string by default; a kind whose numbers one character cannot hold writes its own.
    fn solution_json(&self, solution: &[u8]) -> serde_json::Value {
        serde_json::Value::String(self.solution_text(solution))
    }

    /// Clue counts worth reporting, e.g. `[("givens", 2), ("signs", 10)]`.
    fn clue_counts(&self) -> Vec<(&'static str, usize)>;

    /// Other text forms of the puzzle that a generated JSON record carries beside its game ID,
    /// e.g. Sudoku's 81-character `line`.
    fn record_fields(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// Bytes that two puzzles share exactly when they are the same puzzle (every clue the
    /// same): what finds a puzzle printed twice.
    fn key(&self) -> Vec<u8>;

    /// Bytes that two answers share exactly when a reader would take them for the same answer
    /// (a kind whose grid has no clue to tell a turned or flipped answer from the first says
    /// so here): a book redraws a puzzle whose answer matches another's. `None` (the default)
    /// when answers alone never repeat a puzzle in a reader's eyes.
    fn answer_key(&self, _solution: &[u8]) -> Option<Vec<u8>> {
        None
    }

    /// True when a reader would take this puzzle's answer `solution` and `theirs`, the answer
    /// of `other` (a puzzle of the same kind, maybe of another shape), for the same answer: a
    /// book redraws a generated puzzle whose answer is alike one already in it. By default,
    /// equal [`Puzzle::answer_key`]s; a kind whose answers are pictures counts near copies
    /// too.
    fn answer_alike(&self, solution: &[u8], other: &dyn Puzzle, theirs: &[u8]) -> bool {
        match (self.answer_key(solution), other.answer_key(theirs)) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        }
    }

    /// Draws the puzzle, or its answer when `answer` is given, centred in `area`.
    fn draw(&self, answer: Option<&[u8]>, area: Rect, style: &Style) -> Drawing;

    /// The concrete puzzle, for the kind's own code and tests to downcast.
    fn as_any(&self) -> &dyn std::any::Any;
}

/// Checks `shape` against the sides a kind makes (and squares only, for a square kind): the
/// message names the sizes it can make.
pub fn sides_in<K: Kind + ?Sized>(kind: &K, shape: Shape) -> Result<(), String> {
    let r = kind.sizes();
    if !kind.rectangles() && !shape.is_square() {
        return Err(format!(
            "{} grids are square: write one number as the size ({} to {}), not {}",
            kind.name(),
            r.start(),
            r.end(),
            shape.grid()
        ));
    }
    if !r.contains(&shape.width) || !r.contains(&shape.height) {
        let (a, b) = (r.start(), r.end());
        return Err(if kind.rectangles() {
            format!(
                "{} grids are {a} to {b} cells each way, not {}",
                kind.name(),
                shape.grid()
            )
        } else {
            format!(
                "{} grids are {a}x{a} to {b}x{b}, not {}",
                kind.name(),
                shape.grid()
            )
        });
    }
    Ok(())
}

/// Row-major digits as one string ("1234..."); values over 9 as letters (a = 10, as Tatham's
/// 16x16 Solo writes them), so that every cell is one character.
pub fn digits_string(digits: &[u8]) -> String {
    digits
        .iter()
        .map(|&d| char::from_digit(u32::from(d), 36).unwrap_or('?'))
        .collect()
}

/// The orders of square shapes: what a square kind's rules name ("1 to 5 in a 5 by 5 grid").
pub fn orders(shapes: &[Shape]) -> Vec<usize> {
    shapes.iter().map(|s| s.width).collect()
}

/// "easy, medium or hard".
pub fn level_list(levels: &[Level]) -> String {
    let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => last.to_string(),
        None => String::new(),
    }
}

/// The level before `level` in a kind's ladder, if any.
pub fn level_below(kind: &dyn Kind, level: Level) -> Option<Level> {
    let levels = kind.levels();
    let i = levels.iter().position(|&l| l == level)?;
    i.checked_sub(1).map(|j| levels[j])
}

/// Each cell's candidates after `steps` (the first steps of the puzzle's grade), when the
/// kind keeps candidates: what a pencilled grid part-way through a solve shows.
pub fn candidates_after<P: Puzzle + ?Sized>(p: &P, steps: &[Step]) -> Option<Vec<Mask>> {
    let mut c = p.start_candidates()?;
    for s in steps {
        for &(cell, d) in &s.placed {
            c[cell] = crate::latin::bit(d);
        }
        for &(cell, m) in &s.removed {
            c[cell] &= !m;
        }
    }
    Some(c)
}

/// [`Puzzle::draw_before`] for a kind with candidates 1 to n in a square grid: every open
/// square's candidates pencilled, the step's squares shaded, what it removes struck (a digit
/// it places strikes the square's other candidates). Givens stay as the drawing prints them.
pub fn pencilled_before<P: Puzzle + ?Sized>(
    p: &P,
    steps: &[Step],
    at: usize,
    area: Rect,
    style: &Style,
    pencil: f32,
) -> Drawing {
    let n = p.shape().width;
    let mut d = p.draw(None, area, style);
    let Some(step) = steps.get(at) else {
        return d;
    };
    let mut items = crate::draw::shade(&d, n, &step.cells);
    items.extend(d.items.iter().cloned());
    if let Some(now) = candidates_after(p, &steps[..at]) {
        let given = crate::draw::drawn_digits(&d, n);
        let marks: Vec<Mask> = (0..n * n)
            .map(|c| if given[c] { 0 } else { now[c] })
            .collect();
        let mut struck = step.removed.clone();
        for &(c, v) in &step.placed {
            struck.push((c, now[c] & !crate::latin::bit(v)));
        }
        items.extend(crate::draw::candidates(
            &d,
            n,
            &marks,
            &struck,
            pencil,
            style.min_line,
        ));
    }
    d.items = items;
    d
}
