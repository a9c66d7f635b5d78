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
use crate::layout::{self, Entry, Example, Input, LayoutError};
use crate::page::Document;
use crate::plan::Plan;
use crate::render::{ColourOutput, PdfOptions, PdfX};
use crate::seed::Address;
use crate::solve::Level;
use crate::solve::logic::Grade;
use crate::spec::{Spec, SpecError};
use crate::words::Language;
use rayon::prelude::*;
use std::path::Path;
use std::time::Duration;

/// Everything that can stop a book.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    #[error(transparent)]
    Spec(#[from] SpecError),
    #[error(transparent)]
    Layout(#[from] LayoutError),
    #[error("the book does not pass {name} preflight, so no file was written:\n{0}", name = .0.platform.name())]
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
    #[error(
        "puzzle {id}: every one of {redraws} draws repeats a puzzle already in the book (or an \
         answer too like one of its answers): this section's size and level have too few \
         different puzzles; use a larger size or fewer puzzles"
    )]
    Repeats { id: String, redraws: u32 },
    /// A user's picture that cannot be read or made solvable: the message names it.
    #[error("{0}")]
    Picture(String),
    #[error("cannot render the PDF: {0}")]
    Render(#[from] crate::render::RenderError),
    #[error(transparent)]
    Output(#[from] crate::output::OutputError),
}

impl BookError {
    /// True when the user's spec or output path is at fault (exit code 2), false for our
    /// failures (exit code 1), such as a full disk.
    pub fn is_input(&self) -> bool {
        match self {
            BookError::Spec(_)
            | BookError::Repeats { .. }
            | BookError::Picture(_)
            | BookError::Layout(LayoutError::DigitsTooSmall { .. })
            | BookError::Preflight(_) => true,
            BookError::Output(e) => e.is_input(),
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
    /// Each section's technique lessons (see [`crate::lesson::for_book`]).
    pub lessons: Vec<Vec<Option<crate::lesson::Lesson>>>,
    pub document: Document,
    /// Plan and page preflight together; passes (it may hold warnings).
    pub report: Report,
    /// How the platform wants the interior PDF written.
    pub pdf: PdfOptions,
}

/// How `spec`'s platform wants a PDF written: the interior, or (`cover`) the cover. PDF/X
/// needs a creation date: 1 January of the book's year ([`Spec::year`]), never the clock, so
/// that the same spec gives the same bytes.
pub fn pdf_options(spec: &Spec, cover: bool) -> PdfOptions {
    let rules = spec.platform.rules().pdf;
    let colour = match (cover, rules.cmyk_cover_ink_limit) {
        (false, _) if rules.grey_interior => ColourOutput::Grey,
        (true, Some(ink_limit)) => ColourOutput::Cmyk { ink_limit },
        _ => ColourOutput::Rgb,
    };
    PdfOptions {
        colour,
        pdfx: rules.pdfx.then(|| PdfX {
            date: format!("D:{:04}0101000000Z", spec.year()),
        }),
    }
}

/// Generates every puzzle of the plan in parallel and re-checks each for uniqueness. The
/// result does not depend on the thread count: each puzzle depends only on its address, and
/// results are collected in slot order. A puzzle equal to one earlier in the book, or whose
/// answer is alike an earlier one's ([`Puzzle::answer_alike`]: a picture turned or barely
/// changed), is drawn again (see [`redraw_address`]), in slot order, so no puzzle is printed
/// twice and the book stays the same for any thread count. `tick` is called once per
/// finished puzzle.
pub fn make_puzzles(plan: &Plan, tick: &(dyn Fn() + Sync)) -> Result<Vec<Vec<Made>>, BookError> {
    let make = |slot: &crate::plan::Slot, address: &Address| -> Result<Generated, BookError> {
        let id = address.key();
        if let Some(pic) = &slot.picture {
            let (puzzle, solution, changed) = slot
                .kind
                .picture_puzzle(&pic.path, &pic.name, slot.shape, slot.level)
                .map_err(BookError::Picture)?;
            let grade = puzzle.grade();
            recheck(&id, &*puzzle)?;
            return Ok(Generated {
                puzzle,
                solution,
                grade,
                attempts: 1,
                changed: Some(changed),
            });
        }
        let generated = generate(slot.kind, slot.shape, slot.level, address).map_err(|source| {
            BookError::Generate {
                id: id.clone(),
                source,
            }
        })?;
        recheck(&id, &*generated.puzzle)?;
        Ok(generated)
    };
    let mut made: Vec<Made> = plan
        .slots
        .par_iter()
        .enumerate()
        .map(|(i, slot)| {
            let generated = make(slot, &slot.address)?;
            tick();
            Ok(Made { slot: i, generated })
        })
        .collect::<Result<_, BookError>>()?;
    // Keys only decide membership here: no set order reaches the output.
    let mut seen = std::collections::HashSet::new();
    // Answers kept so far, in slot order: a kind's `answer_alike` says which a reader would
    // take for one another, and those count as repeats too.
    let mut answers: Vec<(&'static str, PuzzleRef, Vec<u8>)> = Vec::new();
    let fresh = |seen: &mut std::collections::HashSet<_>,
                 answers: &mut Vec<(&'static str, PuzzleRef, Vec<u8>)>,
                 slot: &crate::plan::Slot,
                 g: &Generated| {
        let kind = slot.kind.id();
        let alike = answers
            .iter()
            .any(|(k, p, s)| *k == kind && g.puzzle.answer_alike(&g.solution, &**p, s));
        if alike || !seen.insert((kind, g.puzzle.key())) {
            return false;
        }
        answers.push((kind, g.puzzle.clone(), g.solution.clone()));
        true
    };
    for m in &mut made {
        let slot = &plan.slots[m.slot];
        let mut redraw = 0;
        // The user's pictures are printed as given, a repeat too; generated ones avoid them.
        if slot.picture.is_some() {
            fresh(&mut seen, &mut answers, slot, &m.generated);
            continue;
        }
        while !fresh(&mut seen, &mut answers, slot, &m.generated) {
            redraw += 1;
            if redraw > MAX_REDRAWS {
                return Err(BookError::Repeats {
                    id: slot.address.key(),
                    redraws: MAX_REDRAWS,
                });
            }
            m.generated = make(slot, &redraw_address(&slot.address, redraw))?;
        }
    }
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

/// Draws for one slot before the book gives up on finding a puzzle not already in it: the
/// plan refuses sections larger than their kind's known capacity, so this is only reached by
/// a kind whose capacity is unknown and small.
pub const MAX_REDRAWS: u32 = 1_000;

/// Where the `redraw`-th replacement for a repeated puzzle comes from: the slot's address
/// with the redraw number in its section key, so the replacement depends only on the address
/// (and the puzzles before it in the book), never on threads or time.
pub fn redraw_address(address: &Address, redraw: u32) -> Address {
    Address::new(
        address.book_seed,
        format!("{}#redraw-{redraw}", address.section),
        address.number,
    )
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
pub fn example(
    kind: KindRef,
    lang: Language,
    audience: crate::spec::Audience,
) -> Result<Example, BookError> {
    let addr = example_address(kind);
    let (size, level) = kind.example();
    let g = generate(kind, size, level, &addr).map_err(|source| BookError::Generate {
        id: addr.key(),
        source,
    })?;
    let grade = &g.grade;
    let shown = grade.steps.len().min(EXAMPLE_STEPS);
    Ok(Example {
        kind,
        steps: grade.steps[..shown]
            .iter()
            .map(|s| {
                // A kids book names squares by row and column; a step with no plain form
                // for children keeps the book's own sentence.
                (audience == crate::spec::Audience::Kids)
                    .then(|| crate::solve::words::kids(lang, g.puzzle.shape().width, s))
                    .flatten()
                    .unwrap_or_else(|| g.puzzle.plain_in(s, lang))
            })
            .collect(),
        pencil: (1..=shown)
            .filter_map(|k| crate::kind::candidates_after(&*g.puzzle, &grade.steps[..k]))
            .collect(),
        placed: grade.steps[..shown]
            .iter()
            .map(|s| s.placed.clone())
            .collect(),
        total_steps: grade.steps.len(),
        puzzle: g.puzzle.clone(),
        solution: g.solution.clone(),
    })
}

/// A puzzle, its answer, its grade (none for stand-ins) and its picture's title (printed
/// with the answer only), as layout takes them.
type Graded<'a> = (&'a dyn Puzzle, &'a [u8], Option<&'a Grade>, Option<&'a str>);

/// Lays out a book from its plan, puzzles and examples.
fn compose(
    spec: &Spec,
    plan: &Plan,
    puzzles: &[Vec<Graded<'_>>],
    examples: &[Example],
    lessons: &[Vec<Option<crate::lesson::Lesson>>],
) -> Result<Document, LayoutError> {
    let input = Input {
        spec,
        plan,
        sections: puzzles
            .iter()
            .map(|s| {
                s.iter()
                    .map(|&(puzzle, solution, grade, title)| Entry {
                        puzzle,
                        solution,
                        grade,
                        title,
                    })
                    .collect()
            })
            .collect(),
        examples,
        lessons,
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
    // Every layout check on stand-in grids first: milliseconds, where generating may take
    // minutes only to fail on the same rule.
    let checked = check(spec)?;
    if !checked.passes() {
        return Err(BookError::Preflight(checked));
    }
    let plan = plan_checked(spec)?;
    let examples = if spec.front.how_to_play {
        plan.kinds
            .iter()
            .map(|&k| example(k, spec.language, spec.audience))
            .collect::<Result<Vec<_>, _>>()?
    } else {
        Vec::new()
    };
    let puzzles = make_puzzles(&plan, tick)?;
    let refs: Vec<Vec<Graded<'_>>> = puzzles
        .iter()
        .map(|s| {
            s.iter()
                .map(|m| {
                    let g = &m.generated;
                    let title = plan.slots[m.slot]
                        .picture
                        .as_ref()
                        .and_then(|p| p.title.as_deref());
                    (&*g.puzzle, g.solution.as_slice(), Some(&g.grade), title)
                })
                .collect()
        })
        .collect();
    // Teaching puzzles of their own, never one of the book's.
    let keys: std::collections::BTreeSet<Vec<u8>> = puzzles
        .iter()
        .flatten()
        .map(|m| m.generated.puzzle.key())
        .collect();
    let lessons = crate::lesson::for_book(spec, &plan, &keys);
    let document = compose(spec, &plan, &refs, &examples, &lessons)?;
    let report = page_preflight(&plan, &document);
    if !report.passes() {
        return Err(BookError::Preflight(report));
    }
    Ok(Book {
        plan,
        puzzles,
        examples,
        lessons,
        document,
        report,
        pdf: pdf_options(spec, false),
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
    let document = stand_in_document(spec, &plan)?;
    Ok(page_preflight(&plan, &document))
}

/// The page preflight `check` and `build` both run on the laid-out pages: the plan's
/// findings, the platform's page rules and the page linter (no overlap, nothing hidden, no
/// text under the platform's least size).
pub fn page_preflight(plan: &Plan, document: &Document) -> Report {
    let mut report = plan.report.clone();
    report.extend(kdp::check_document(document, &plan.format));
    let floor = plan.format.platform.rules().min_font_pt;
    report.extend(crate::lint::check_document(document, floor));
    report
}

/// The pages `check` lays out: every page `build` lays out, with stand-in grids where the
/// puzzles are not made.
pub fn check_pages(spec: &Spec) -> Result<Document, BookError> {
    stand_in_document(spec, &plan_checked(spec)?)
}

/// The pages of `spec`'s book laid out with stand-in grids, as [`check`] sees them: every
/// fixed text of the book in place, no puzzle generated. The worked example's steps are
/// stand-in sentences ([`STAND_IN_STEP`]).
pub fn stand_in_document(spec: &Spec, plan: &Plan) -> Result<Document, BookError> {
    // A user's picture is read as `build` reads it: its runs, not a stand-in's, decide how
    // deep its clue bands are and so how large its grid prints.
    let stand_ins: Vec<(PuzzleRef, Vec<u8>)> = plan
        .slots
        .par_iter()
        .map(|s| match &s.picture {
            Some(pic) => s
                .kind
                .picture_puzzle(&pic.path, &pic.name, s.shape, s.level)
                .map(|(p, sol, _)| (p, sol))
                .map_err(BookError::Picture),
            None => Ok(s.kind.stand_in(s.shape)),
        })
        .collect::<Result<_, _>>()?;
    let mut refs: Vec<Vec<Graded<'_>>> = vec![Vec::new(); plan.sections.len()];
    for (slot, (p, sol)) in plan.slots.iter().zip(&stand_ins) {
        let title = slot.picture.as_ref().and_then(|p| p.title.as_deref());
        refs[slot.section].push((&**p, sol.as_slice(), None, title));
    }
    // Each kind's example at the size the real one has, so that both lay out alike.
    let examples: Vec<Example> = plan
        .kinds
        .iter()
        .map(|&kind| {
            let (puzzle, solution) = kind.stand_in(kind.example().0);
            let shape = puzzle.shape();
            // Every cell with every candidate: the most a pencilled grid can print.
            let full = ((1u32 << kind.symbols(shape)) - 1) as crate::latin::Mask;
            let pencil = match puzzle.start_candidates() {
                Some(_) => vec![vec![full; shape.cells()]; EXAMPLE_STEPS],
                None => Vec::new(),
            };
            Example {
                kind,
                puzzle,
                solution,
                steps: vec![STAND_IN_STEP.into(); EXAMPLE_STEPS],
                total_steps: 20,
                pencil,
                placed: vec![Vec::new(); EXAMPLE_STEPS],
            }
        })
        .collect();
    let examples = if spec.front.how_to_play {
        &examples[..]
    } else {
        &[]
    };
    let lessons = crate::lesson::stand_ins(spec, plan);
    Ok(compose(spec, plan, &refs, examples, &lessons)?)
}

/// The stand-in worked example's step sentence: as long as a typical one.
pub const STAND_IN_STEP: &str =
    "A step of the solve, as long as a typical explanation runs in the example.";

/// Renders the book to PDF bytes.
pub fn render(book: &Book) -> Result<Vec<u8>, BookError> {
    crate::render::pdf::render_pdf_with(&book.document, &book.pdf).map_err(BookError::Render)
}

/// Writes `bytes` to `path` as `crate::output` does: atomically for a file, streamed into a
/// FIFO or device, never replacing what is not a regular file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), BookError> {
    let out = crate::output::Output::resolve(path)?;
    Ok(crate::output::write(&out, bytes)?)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::Catalogue;

    fn keys(sections: &[Vec<Made>]) -> Vec<Vec<u8>> {
        sections
            .iter()
            .flatten()
            .map(|m| m.generated.puzzle.key())
            .collect()
    }

    fn repeats(keys: &[Vec<u8>]) -> usize {
        let mut sorted = keys.to_vec();
        sorted.sort();
        sorted.dedup();
        keys.len() - sorted.len()
    }

    #[test]
    fn a_book_never_prints_a_puzzle_twice_and_redraws_the_same_way_on_any_thread_count() {
        // 400 4x4 medium puzzles drawn straight from their addresses repeat a dozen or so.
        let spec = Spec::parse(
            "seed = 2\n[[section]]\nsize = 4\nlevel = \"medium\"\ncount = 400\n",
            "t.toml",
            None,
        )
        .unwrap();
        let plan = Plan::new(&spec);
        let drawn: Vec<Vec<u8>> = plan
            .slots
            .iter()
            .map(|s| {
                let g = generate(s.kind, s.shape, s.level, &s.address).unwrap();
                g.puzzle.key()
            })
            .collect();
        assert!(repeats(&drawn) > 0, "the sample must hold a repeat to test");
        let run = |threads: usize| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| make_puzzles(&plan, &|| {}).unwrap())
        };
        let one = keys(&run(1));
        assert_eq!(repeats(&one), 0);
        assert_eq!(one.len(), 400);
        assert_eq!(one, keys(&run(2)));
    }

    #[test]
    fn a_catalogue_book_has_no_repeated_puzzle() {
        let spec = Catalogue::builtin().book("easy").unwrap();
        let plan = Plan::new(&spec);
        let made = make_puzzles(&plan, &|| {}).unwrap();
        let all = keys(&made);
        assert_eq!(all.len(), spec.puzzle_count());
        assert_eq!(repeats(&all), 0);
    }
}
