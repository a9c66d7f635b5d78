//! The book pipeline: spec -> plan -> puzzles -> pages -> renderer -> preflight -> file.
//!
//! [`build`] runs it all but the file: plan (with its preflight, which stops a hopeless book
//! before any puzzle is made), puzzles generated in parallel from their addresses and each
//! re-checked by the exact counter, layout, and the page preflight. [`write_pdf`] renders and
//! writes atomically. [`check`] is the preflight alone: it lays the book out with stand-in
//! grids of the right sizes, so it needs no generation.

use crate::generate::{GenerateError, Generated, generate};
use crate::kdp::{self, Report};
use crate::kind::{KindRef, Puzzle, PuzzleRef};
use crate::layout::page::Document;
use crate::layout::{self, Entry, Example, Input, LayoutError};
use crate::plan::Plan;
use crate::seed::Address;
use crate::solve::Level;
use crate::spec::{Spec, SpecError};
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Everything that can stop a book.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    #[error(transparent)]
    Spec(#[from] SpecError),
    #[error(transparent)]
    Layout(#[from] LayoutError),
    #[error("the book does not pass KDP preflight, so no file was written:\n{0}")]
    Preflight(Report),
    #[error("puzzle {id}: {source}")]
    Generate {
        id: String,
        #[source]
        source: GenerateError,
    },
    #[error(
        "puzzle {id} has {solutions} solutions, not exactly one: the generator is wrong, the \
         book is not written"
    )]
    NotUnique { id: String, solutions: usize },
    #[error("puzzle {id}: {source}")]
    Count {
        id: String,
        #[source]
        source: crate::solve::count::OverBudget,
    },
    #[error("cannot render the PDF: {0}")]
    Render(#[from] crate::render::RenderError),
    #[error("cannot write {path}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl BookError {
    /// True when the user's spec or output path is at fault (exit code 2), false for our
    /// failures (exit code 1), such as a full disk.
    pub fn is_input(&self) -> bool {
        use std::io::ErrorKind::{IsADirectory, NotADirectory, NotFound, PermissionDenied};
        match self {
            BookError::Spec(_)
            | BookError::Layout(LayoutError::DigitsTooSmall { .. })
            | BookError::Preflight(_) => true,
            BookError::Io { source, .. } => matches!(
                source.kind(),
                NotFound | PermissionDenied | IsADirectory | NotADirectory
            ),
            _ => false,
        }
    }
}

/// A generated puzzle in its place.
#[derive(Clone, Debug)]
pub struct Made {
    /// Index into [`Plan::slots`].
    pub slot: usize,
    pub generated: Generated,
}

/// A built book, ready to render.
#[derive(Clone, Debug)]
pub struct Book {
    pub plan: Plan,
    /// Each section's puzzles in display order (by grade score, easier first).
    pub puzzles: Vec<Vec<Made>>,
    /// One how-to-play example per kind of the plan; empty without how-to-play pages.
    pub examples: Vec<Example>,
    pub document: Document,
    /// Plan and page preflight together; passes (it may hold warnings).
    pub report: Report,
}

/// Generates every puzzle of the plan in parallel and re-checks each for uniqueness. The
/// result does not depend on the thread count: each puzzle depends only on its address, and
/// results are collected in slot order. `tick` is called once per finished puzzle.
pub fn make_puzzles(plan: &Plan, tick: &(dyn Fn() + Sync)) -> Result<Vec<Vec<Made>>, BookError> {
    let made: Vec<Made> =
        plan.slots
            .par_iter()
            .enumerate()
            .map(|(i, slot)| {
                let id = slot.address.key();
                let generated = generate(slot.kind, slot.order, slot.level, &slot.address)
                    .map_err(|source| BookError::Generate {
                        id: id.clone(),
                        source,
                    })?;
                recheck(&id, &*generated.puzzle)?;
                tick();
                Ok(Made { slot: i, generated })
            })
            .collect::<Result<_, BookError>>()?;
    let mut sections: Vec<Vec<Made>> = vec![Vec::new(); plan.sections.len()];
    for m in made {
        sections[plan.slots[m.slot].section].push(m);
    }
    for s in &mut sections {
        // Stable and keyed on the address number too: ties keep generation order.
        s.sort_by_key(|m| (m.generated.grade.score, m.slot));
    }
    Ok(sections)
}

/// The exact counter's word on a puzzle: exactly one solution, or the build stops.
fn recheck(id: &str, p: &dyn Puzzle) -> Result<(), BookError> {
    match p.count(2) {
        Ok(c) if c.count == 1 => Ok(()),
        Ok(c) => Err(BookError::NotUnique {
            id: id.to_string(),
            solutions: c.count,
        }),
        Err(source) => Err(BookError::Count {
            id: id.to_string(),
            source,
        }),
    }
}

/// Where a kind's how-to-play example lives: the same small puzzle in every book. Futoshiki,
/// the first kind, keeps the address it had before kinds were plug-ins.
pub fn example_address(kind: KindRef) -> Address {
    if kind == crate::kind::registry::default_kind() {
        Address::new(0, "how-to-play", 1)
    } else {
        Address::new(0, format!("how-to-play-{}", kind.id()), 1)
    }
}

/// Steps of the example explained in words on the how-to-play page.
pub const EXAMPLE_STEPS: usize = 8;

/// A kind's how-to-play example: a small easy puzzle at a fixed address, its answer, and its
/// first steps in the step solver's words.
pub fn example(kind: KindRef) -> Result<Example, BookError> {
    let addr = example_address(kind);
    let (size, level) = kind.example();
    let g = generate(kind, size, level, &addr).map_err(|source| BookError::Generate {
        id: addr.key(),
        source,
    })?;
    let grade = &g.grade;
    Ok(Example {
        kind,
        steps: grade
            .steps
            .iter()
            .take(EXAMPLE_STEPS)
            .map(|s| g.puzzle.explain(s))
            .collect(),
        total_steps: grade.steps.len(),
        puzzle: g.puzzle.clone(),
        solution: g.solution.clone(),
    })
}

/// Lays out a book from its plan, puzzles and examples.
fn compose(
    spec: &Spec,
    plan: &Plan,
    puzzles: &[Vec<(&dyn Puzzle, &[u8])>],
    examples: &[Example],
) -> Result<Document, LayoutError> {
    let input = Input {
        spec,
        plan,
        sections: puzzles
            .iter()
            .map(|s| {
                s.iter()
                    .map(|&(puzzle, solution)| Entry { puzzle, solution })
                    .collect()
            })
            .collect(),
        examples,
    };
    layout::lay_out(&input)
}

/// Plan preflight, stopping early on errors.
fn plan_checked(spec: &Spec) -> Result<Plan, BookError> {
    let plan = Plan::new(spec);
    if !plan.report.passes() {
        return Err(BookError::Preflight(plan.report.clone()));
    }
    Ok(plan)
}

/// Builds the book's pages and runs the whole preflight. `tick` is called once per puzzle.
pub fn build(spec: &Spec, tick: &(dyn Fn() + Sync)) -> Result<Book, BookError> {
    let plan = plan_checked(spec)?;
    let examples = if spec.front.how_to_play {
        plan.kinds
            .iter()
            .map(|&k| example(k))
            .collect::<Result<Vec<_>, _>>()?
    } else {
        Vec::new()
    };
    let puzzles = make_puzzles(&plan, tick)?;
    let refs: Vec<Vec<(&dyn Puzzle, &[u8])>> = puzzles
        .iter()
        .map(|s| {
            s.iter()
                .map(|m| (&*m.generated.puzzle, m.generated.solution.as_slice()))
                .collect()
        })
        .collect();
    let document = compose(spec, &plan, &refs, &examples)?;
    let mut report = plan.report.clone();
    report.extend(kdp::check_document(&document, &plan.format));
    if !report.passes() {
        return Err(BookError::Preflight(report));
    }
    Ok(Book {
        plan,
        puzzles,
        examples,
        document,
        report,
    })
}

/// The book's pages, as `build` makes them: what `preview` draws.
pub fn build_document(spec: &Spec) -> Result<Document, BookError> {
    Ok(build(spec, &|| {})?.document)
}

/// The preflight without generating: the plan's checks, then the pages laid out with
/// stand-in grids (every sign and every digit shown, so every item a real page can have is
/// there). Returns the report whether it passes or not; errors only for what stops layout.
pub fn check(spec: &Spec) -> Result<Report, BookError> {
    let plan = Plan::new(spec);
    if !plan.report.passes() {
        return Ok(plan.report);
    }
    let stand_ins: Vec<(PuzzleRef, Vec<u8>)> = plan
        .slots
        .iter()
        .map(|s| s.kind.stand_in(s.order))
        .collect();
    let mut refs: Vec<Vec<(&dyn Puzzle, &[u8])>> = vec![Vec::new(); plan.sections.len()];
    for (slot, (p, sol)) in plan.slots.iter().zip(&stand_ins) {
        refs[slot.section].push((&**p, sol.as_slice()));
    }
    // Each kind's example at the size the real one has, so that both lay out alike.
    let examples: Vec<Example> = plan
        .kinds
        .iter()
        .map(|&kind| {
            let (puzzle, solution) = kind.stand_in(kind.example().0);
            Example {
                kind,
                puzzle,
                solution,
                steps: vec![
                    "A step of the solve, as long as a typical explanation runs in the example."
                        .into();
                    EXAMPLE_STEPS
                ],
                total_steps: 20,
            }
        })
        .collect();
    let examples = if spec.front.how_to_play {
        &examples[..]
    } else {
        &[]
    };
    let document = compose(spec, &plan, &refs, examples)?;
    let mut report = plan.report.clone();
    report.extend(kdp::check_document(&document, &plan.format));
    Ok(report)
}

/// Renders the book to PDF bytes.
pub fn render(book: &Book) -> Result<Vec<u8>, BookError> {
    crate::render::pdf::render_pdf(&book.document).map_err(BookError::Render)
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a
/// failure never leaves a partial file at `path`.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), BookError> {
    use std::io::Write;
    let io = |source| BookError::Io {
        path: path.to_path_buf(),
        source,
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map_or("book.pdf".into(), |n| n.to_string_lossy().into_owned());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(io)
}

/// Renders the book and writes it atomically. Returns the file size.
pub fn write_pdf(book: &Book, path: &Path) -> Result<u64, BookError> {
    let bytes = render(book)?;
    write_atomically(path, &bytes)?;
    Ok(bytes.len() as u64)
}

/// One line of `--puzzles` output: the generator's record, with the puzzle's place in the
/// book.
#[derive(Debug, serde::Serialize)]
pub struct PuzzleLine {
    #[serde(flatten)]
    pub record: crate::generate::Record,
    /// The section's name.
    pub section: String,
    /// The puzzle's number in the book.
    pub number: usize,
}

/// The book's puzzles, one JSON object per line, in book order.
pub fn puzzle_lines(spec: &Spec, book: &Book) -> Vec<PuzzleLine> {
    let mut out = Vec::new();
    for (s, made) in book.puzzles.iter().enumerate() {
        let sec = &book.plan.sections[s];
        for (pos, m) in made.iter().enumerate() {
            let g = &m.generated;
            out.push(PuzzleLine {
                record: g.record(book.plan.slots[m.slot].address.key()),
                section: spec.sections[s].name.clone(),
                number: sec.number_of(pos),
            });
        }
    }
    out
}

/// Writes `--puzzles` JSON lines atomically.
pub fn write_puzzles(spec: &Spec, book: &Book, path: &Path) -> Result<(), BookError> {
    let mut text = String::new();
    for line in puzzle_lines(spec, book) {
        text.push_str(&serde_json::to_string(&line).expect("plain data serializes"));
        text.push('\n');
    }
    write_atomically(path, text.as_bytes())
}

/// What a build reports at the end.
#[derive(Clone, Debug)]
pub struct Summary {
    pub pages: usize,
    pub per_level: Vec<(Level, usize)>,
    pub elapsed: Duration,
    pub bytes: u64,
    pub warnings: usize,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let levels: Vec<String> = self
            .per_level
            .iter()
            .map(|(l, n)| format!("{n} {l}"))
            .collect();
        write!(
            f,
            "{} pages, {} ({}), {:.2} s, {:.1} KiB",
            self.pages,
            plural(self.per_level.iter().map(|x| x.1).sum::<usize>(), "puzzle"),
            levels.join(", "),
            self.elapsed.as_secs_f64(),
            self.bytes as f64 / 1024.0
        )?;
        if self.warnings > 0 {
            write!(f, ", {}", plural(self.warnings, "warning"))?;
        }
        Ok(())
    }
}

/// "1 puzzle", "2 puzzles".
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}
