//! Teaching examples for the techniques pages: for each technique a section is taught, a
//! puzzle made at a teaching address of its own and the step of its solve that uses the
//! technique. Never a puzzle of the book: a diagram a few steps into puzzle 1, printed a page
//! before puzzle 1, gives puzzle 1 away.
//!
//! Which techniques a section is taught, and with which teaching puzzle, depends on its
//! kind, size and level alone ([`taught`], [`LESSONS`]), so the plan can size the pages
//! before any puzzle exists, and every book teaches a technique with the same picture, as
//! every book has the same worked example.

use crate::generate::generate;
use crate::kind::{KindRef, PuzzleRef, Shape};
use crate::plan::Plan;
use crate::seed::Address;
use crate::solve::Level;
use crate::solve::logic::{Grade, Technique};
use crate::spec::Spec;
use rayon::prelude::*;
use std::collections::BTreeSet;

/// One technique shown: the puzzle, its solve, and the step that uses the technique.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub technique: &'static Technique,
    pub puzzle: PuzzleRef,
    pub grade: Grade,
    /// Index into `grade.steps` of the step the diagram shows (its first use of the
    /// technique): the diagram is the grid just before it. Past the steps for a stand-in
    /// (`check`), which shows its grid alone.
    pub step: usize,
}

/// Where each technique is taught: kind, teaching size, technique, and the level and number
/// of the teaching puzzle ([`address`]) whose solve first uses it. Found by searching the
/// teaching puzzles in order, lower levels first (`print_lesson_table` below makes it); a
/// technique too rare to turn up in them is not taught. The same in every book, like the
/// worked example.
pub static LESSONS: &[(&str, usize, &str, Level, u32)] = &[
    ("futoshiki", 6, "sign-chain", Level::Medium, 1),
    ("futoshiki", 6, "naked-pair", Level::Medium, 3),
    ("futoshiki", 6, "hidden-pair", Level::Medium, 1),
    ("futoshiki", 6, "naked-triple", Level::Medium, 56),
    // futoshiki 6: no hidden-triple in the first teaching puzzles
    // futoshiki 6: no naked-quad in the first teaching puzzles
    // futoshiki 6: no hidden-quad in the first teaching puzzles
    ("futoshiki", 6, "x-wing", Level::Hard, 1),
    ("futoshiki", 6, "swordfish", Level::Hard, 6),
    ("futoshiki", 6, "forcing-chain", Level::Hard, 4),
    ("skyscrapers", 6, "clue-enumeration", Level::Medium, 1),
    ("skyscrapers", 6, "naked-pair", Level::Medium, 106),
    ("skyscrapers", 6, "hidden-pair", Level::Hard, 20),
    ("skyscrapers", 6, "naked-triple", Level::Medium, 120),
    // skyscrapers 6: no hidden-triple in the first teaching puzzles
    // skyscrapers 6: no naked-quad in the first teaching puzzles
    // skyscrapers 6: no hidden-quad in the first teaching puzzles
    ("skyscrapers", 6, "line-enumeration", Level::Hard, 3),
    ("skyscrapers", 6, "x-wing", Level::Hard, 4),
    ("skyscrapers", 6, "swordfish", Level::Hard, 22),
    ("skyscrapers", 6, "forcing-chain", Level::Hard, 1),
    ("calcudoku", 6, "cage-fills", Level::Medium, 1),
    ("calcudoku", 6, "naked-pair", Level::Medium, 4),
    ("calcudoku", 6, "hidden-pair", Level::Medium, 1),
    ("calcudoku", 6, "naked-triple", Level::Medium, 5),
    // calcudoku 6: no hidden-triple in the first teaching puzzles
    // calcudoku 6: no naked-quad in the first teaching puzzles
    // calcudoku 6: no hidden-quad in the first teaching puzzles
    ("calcudoku", 6, "cage-line", Level::Hard, 2),
    ("calcudoku", 6, "line-sum", Level::Hard, 1),
    ("calcudoku", 6, "x-wing", Level::Hard, 17),
    // calcudoku 6: no swordfish in the first teaching puzzles
    ("calcudoku", 6, "forcing-chain", Level::Hard, 76),
    ("sudoku", 6, "pointing", Level::Medium, 1),
    ("sudoku", 6, "claiming", Level::Medium, 18),
    ("sudoku", 6, "naked-pair", Level::Medium, 11),
    // sudoku 6: no hidden-pair in the first teaching puzzles
    // sudoku 6: no naked-triple in the first teaching puzzles
    // sudoku 6: no hidden-triple in the first teaching puzzles
    // sudoku 6: no naked-quad in the first teaching puzzles
    // sudoku 6: no x-wing in the first teaching puzzles
    // sudoku 6: no hidden-quad in the first teaching puzzles
    // sudoku 6: no swordfish in the first teaching puzzles
    // sudoku 6: no xy-wing in the first teaching puzzles
    // sudoku 6: no jellyfish in the first teaching puzzles
    // sudoku 6: no xyz-wing in the first teaching puzzles
    // sudoku 6: no unique-rectangle in the first teaching puzzles
    // sudoku 6: no w-wing in the first teaching puzzles
    // sudoku 6: no simple-colouring in the first teaching puzzles
    // sudoku 6: no xy-chain in the first teaching puzzles
    // sudoku 6: no forcing-chain in the first teaching puzzles
    ("sudoku", 9, "pointing", Level::Medium, 1),
    ("sudoku", 9, "claiming", Level::Medium, 1),
    ("sudoku", 9, "naked-pair", Level::Medium, 11),
    ("sudoku", 9, "hidden-pair", Level::Medium, 29),
    ("sudoku", 9, "naked-triple", Level::Medium, 32),
    ("sudoku", 9, "hidden-triple", Level::Medium, 149),
    ("sudoku", 9, "naked-quad", Level::Hard, 156),
    ("sudoku", 9, "x-wing", Level::Hard, 4),
    // sudoku 9: no hidden-quad in the first teaching puzzles
    ("sudoku", 9, "swordfish", Level::Hard, 61),
    ("sudoku", 9, "xy-wing", Level::Hard, 1),
    ("sudoku", 9, "jellyfish", Level::Hard, 125),
    ("sudoku", 9, "xyz-wing", Level::Hard, 18),
    ("sudoku", 9, "unique-rectangle", Level::Expert, 1),
    ("sudoku", 9, "w-wing", Level::Expert, 2),
    ("sudoku", 9, "simple-colouring", Level::Expert, 3),
    ("sudoku", 9, "xy-chain", Level::Expert, 1),
    ("sudoku", 9, "forcing-chain", Level::Master, 1),
    ("killer", 6, "pointing", Level::Medium, 1),
    ("killer", 6, "claiming", Level::Medium, 4),
    ("killer", 6, "naked-pair", Level::Medium, 13),
    ("killer", 6, "hidden-pair", Level::Medium, 7),
    // killer 6: triples and above are hard in a Killer, and 6x6 Killer stops at medium
    ("killer", 9, "pointing", Level::Medium, 1),
    ("killer", 9, "claiming", Level::Medium, 1),
    ("killer", 9, "naked-pair", Level::Medium, 1),
    ("killer", 9, "hidden-pair", Level::Medium, 18),
    ("killer", 9, "naked-triple", Level::Hard, 1),
    ("killer", 9, "hidden-triple", Level::Hard, 4),
    ("killer", 9, "naked-quad", Level::Hard, 14),
    ("killer", 9, "x-wing", Level::Expert, 17),
    ("killer", 9, "hidden-quad", Level::Hard, 16),
    // killer 9: no swordfish in the first teaching puzzles
    ("killer", 9, "xy-wing", Level::Hard, 19),
    ("killer", 9, "xyz-wing", Level::Hard, 110),
    ("killer", 9, "rule-of-45-bands", Level::Expert, 1),
    ("killer", 9, "cage-overlap", Level::Expert, 1),
    ("killer", 9, "combination-clash", Level::Expert, 5),
    // killer 9: no w-wing in the first teaching puzzles
    // killer 9: no simple-colouring in the first teaching puzzles
    // killer 9: no xy-chain in the first teaching puzzles
    ("magic", 3, "naked-single", Level::Medium, 1),
    ("magic", 3, "hidden-single", Level::Medium, 2),
    ("magic", 3, "line-sum", Level::Medium, 1),
    // magic 3: no four-blank-sum in the first teaching puzzles
    ("magic", 4, "naked-single", Level::Medium, 1),
    ("magic", 4, "hidden-single", Level::Medium, 2),
    ("magic", 4, "line-sum", Level::Medium, 1),
    ("magic", 4, "four-blank-sum", Level::Hard, 1),
    ("nonogram", 10, "line-solving", Level::Medium, 1),
    ("nonogram", 10, "contradiction", Level::Hard, 1),
    ("kakuro", 8, "required-digit", Level::Medium, 2),
    ("kakuro", 8, "run-subset", Level::Medium, 7),
    ("kakuro", 8, "long-run-combination", Level::Medium, 1),
    ("kakuro", 8, "sum-arithmetic", Level::Hard, 1),
];

/// The techniques a section of `kind` with grids of `size` at `level` is taught: every
/// technique of the kind's ladder above its easiest rung (the worked example's) up to
/// `level` that [`LESSONS`] has a teaching puzzle for at the teaching size, easiest first. An
/// easiest-level section is taught none.
pub fn taught(kind: KindRef, size: impl Into<Shape>, level: Level) -> Vec<&'static Technique> {
    let size = size.into();
    let all = kind.techniques();
    let Some(easiest) = all.iter().map(|t| t.level).min() else {
        return Vec::new();
    };
    let n = teaching_size(kind, size);
    let mut t: Vec<&'static Technique> = all
        .into_iter()
        .filter(|t| t.level > easiest && t.level <= level)
        .filter(|t| entry(kind, n, t).is_some())
        .collect();
    t.sort_by_key(|t| (t.level, t.weight));
    t
}

/// The techniques section `section` of `spec` teaches on its own pages: those it is
/// [`taught`] that no earlier section of the same kind teaches already. A book teaches each
/// technique once; a later section's intro names the ones met before ([`taught_before`]).
pub fn taught_in(spec: &Spec, section: usize) -> Vec<&'static Technique> {
    let before = taught_before(spec, section);
    let s = &spec.sections[section];
    taught(s.kind, s.size, s.level)
        .into_iter()
        .filter(|t| !before.contains(t))
        .collect()
}

/// The techniques section `section` of `spec` needs that an earlier section of the same kind
/// teaches already, easiest first.
pub fn taught_before(spec: &Spec, section: usize) -> Vec<&'static Technique> {
    let s = &spec.sections[section];
    taught(s.kind, s.size, s.level)
        .into_iter()
        .filter(|t| {
            spec.sections[..section]
                .iter()
                .any(|o| o.kind == s.kind && taught(o.kind, o.size, o.level).contains(t))
        })
        .collect()
}

/// The techniques of the easiest rung, those the worked example shows: named, not drawn.
pub fn basic(kind: KindRef) -> Vec<&'static Technique> {
    let all = kind.techniques();
    let easiest = all.iter().map(|t| t.level).min();
    all.into_iter()
        .filter(|t| Some(t.level) == easiest)
        .collect()
}

/// The teaching size of a section of `kind` with grids of `size`: the size in [`LESSONS`]
/// nearest to it (the smaller on a tie), so a 16x16 Sudoku is taught with a 9x9 and a 7x7
/// Futoshiki with a 6x6: the technique is the same, the picture smaller.
pub fn teaching_size(kind: KindRef, size: Shape) -> usize {
    // A rectangle's longer side: lessons are square.
    let size = size.width.max(size.height);
    LESSONS
        .iter()
        .filter(|e| e.0 == kind.id())
        .map(|e| e.1)
        .min_by_key(|&n| (n.abs_diff(size), n))
        .unwrap_or(size)
}

/// The table's entry for technique `t` of `kind` taught at `size`.
fn entry(kind: KindRef, size: usize, t: &Technique) -> Option<(Level, u32)> {
    LESSONS
        .iter()
        .find(|e| e.0 == kind.id() && e.1 == size && e.2 == t.name)
        .map(|e| (e.3, e.4))
}

/// Where the `n`-th teaching puzzle of `kind` at `size` and `level` lives: seed 0 and a
/// section key no book section can have (book keys are kebab-case words; this has colons).
pub fn address(kind: KindRef, size: usize, level: Level, n: u32) -> Address {
    Address::new(0, format!("teach:{}:{size}:{}", kind.id(), level.name()), n)
}

/// The lesson for technique `t` of `kind` at teaching `size`, from its teaching puzzle; `None`
/// when that puzzle is in `avoid` or no longer uses `t` (a changed generator: the table's
/// test says so).
pub fn lesson(
    kind: KindRef,
    size: usize,
    t: &'static Technique,
    avoid: &BTreeSet<Vec<u8>>,
) -> Option<Lesson> {
    let (level, n) = entry(kind, size, t)?;
    let g = generate(kind, size, level, &address(kind, size, level, n)).ok()?;
    if avoid.contains(&g.puzzle.key()) {
        return None;
    }
    let step = g.grade.steps.iter().position(|s| s.technique == t)?;
    Some(Lesson {
        technique: t,
        puzzle: g.puzzle,
        grade: g.grade,
        step,
    })
}

/// The lessons of every section of `plan` with techniques pages, one per technique it is
/// taught (empty for a section without), none a puzzle of the book (`book`: the keys of its
/// puzzles). Each depends on its table entry alone, so they are made in parallel.
pub fn for_book(spec: &Spec, plan: &Plan, book: &BTreeSet<Vec<u8>>) -> Vec<Vec<Option<Lesson>>> {
    spec.sections
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if plan.sections[i].techniques_page == 0 {
                return Vec::new();
            }
            let size = teaching_size(s.kind, s.size);
            taught_in(spec, i)
                .par_iter()
                .map(|t| lesson(s.kind, size, t, book))
                .collect()
        })
        .collect()
}

/// Stand-in lessons for `check`: each section's teaching-size stand-in grid, no step.
pub fn stand_ins(spec: &Spec, plan: &Plan) -> Vec<Vec<Option<Lesson>>> {
    spec.sections
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if plan.sections[i].techniques_page == 0 {
                return Vec::new();
            }
            let (puzzle, _) = s
                .kind
                .stand_in(Shape::square(teaching_size(s.kind, s.size)));
            taught_in(spec, i)
                .into_iter()
                .map(|technique| {
                    Some(Lesson {
                        technique,
                        puzzle: puzzle.clone(),
                        grade: Grade::from_steps(true, Vec::new()),
                        step: 0,
                    })
                })
                .collect()
        })
        .collect()
}

/// Puzzles made at once when the table is made: enough to keep both cores busy.
#[cfg(test)]
const BATCH: u32 = 4;

#[cfg(test)]
mod tests {
    use super::*;

    /// In every catalogue book each technique of a kind is drawn once, in the first section
    /// that needs it; a later section names it instead.
    #[test]
    fn a_book_teaches_each_technique_once() {
        let catalogue = crate::spec::Catalogue::builtin();
        let mut named_again = 0;
        for name in catalogue.names() {
            let spec = catalogue.book(name).expect("a valid book");
            let mut drawn: Vec<(&str, &str)> = Vec::new();
            for (i, s) in spec.sections.iter().enumerate() {
                let here = taught_in(&spec, i);
                let before = taught_before(&spec, i);
                for t in &here {
                    let key = (s.kind.id(), t.name);
                    assert!(!drawn.contains(&key), "{name}: {key:?} drawn twice");
                    drawn.push(key);
                }
                for t in &before {
                    assert!(drawn.contains(&(s.kind.id(), t.name)), "{name}: {}", t.name);
                }
                // Together they are all the section needs.
                let mut all: Vec<&str> = here.iter().chain(&before).map(|t| t.name).collect();
                let mut want: Vec<&str> = taught(s.kind, s.size, s.level)
                    .iter()
                    .map(|t| t.name)
                    .collect();
                all.sort_unstable();
                want.sort_unstable();
                assert_eq!(all, want, "{name} section {i}");
                named_again += before.len();
            }
        }
        // `mixed`, `sudoku-giant` and `variety` have later sections that need earlier ones'.
        assert!(named_again > 0);
    }

    #[test]
    fn sections_are_taught_the_ladder_above_the_easiest_rung_up_to_their_level() {
        let sudoku = crate::kind::find("sudoku").unwrap();
        assert!(taught(sudoku, 9, Level::Easy).is_empty());
        let medium: Vec<&str> = taught(sudoku, 9, Level::Medium)
            .iter()
            .map(|t| t.name)
            .collect();
        assert!(medium.contains(&"pointing") && medium.contains(&"naked-pair"));
        assert!(!medium.contains(&"x-wing") && !medium.contains(&"hidden-single"));
        let hard: Vec<&str> = taught(sudoku, 9, Level::Hard)
            .iter()
            .map(|t| t.name)
            .collect();
        assert!(hard.contains(&"x-wing") && hard.starts_with(&medium[..1]));
        let names: Vec<&str> = basic(sudoku).iter().map(|t| t.name).collect();
        assert!(names.contains(&"hidden-single"));
        // A 16x16 is taught with a 9x9, the same techniques.
        assert_eq!(teaching_size(sudoku, Shape::square(16)), 9);
        assert_eq!(
            taught(sudoku, 16, Level::Hard),
            taught(sudoku, 9, Level::Hard)
        );
    }

    /// Every entry of the table still shows its technique: a changed generator or solver
    /// makes the table stale, and `print_lesson_table` makes it anew.
    #[test]
    fn every_lesson_in_the_table_shows_its_technique() {
        for &(k, size, name, level, n) in LESSONS {
            let kind = crate::kind::find(k).unwrap();
            let t = kind
                .techniques()
                .into_iter()
                .find(|t| t.name == name)
                .unwrap_or_else(|| panic!("{k} has no {name}"));
            assert!(t.level <= level, "{k} {name}");
            let l = lesson(kind, size, t, &BTreeSet::new()).unwrap_or_else(|| {
                panic!(
                    "{k} {size} {name}: teaching puzzle {level} {n} no longer uses it; \
                     run `cargo test --lib print_lesson_table -- --ignored --nocapture`"
                )
            });
            assert_eq!(l.grade.steps[l.step].technique, t);
            assert_eq!(l.puzzle.grade(), l.grade);
            assert_eq!(l.puzzle.shape(), size);
        }
    }
}

#[cfg(test)]
mod table {
    use super::*;

    /// Prints the lesson table: for each teaching size, each technique above the easiest
    /// rung, the first teaching puzzle that uses it, lower levels first. Run with
    /// `cargo test --lib print_lesson_table -- --ignored --nocapture` after a change to a
    /// generator or step solver, and paste the lines into [`LESSONS`].
    #[test]
    #[ignore]
    fn print_lesson_table() {
        let asked = std::env::var("LESSON_KINDS").unwrap_or_else(|_| {
            "futoshiki:6 skyscrapers:6 calcudoku:6 sudoku:6 sudoku:9 killer:6 killer:9 magic:3 magic:4 \
             nonogram:10 kakuro:8"
                .into()
        });
        let kinds: Vec<(&str, usize)> = asked
            .split_whitespace()
            .map(|s| {
                let (k, n) = s.split_once(':').unwrap();
                (k, n.parse().unwrap())
            })
            .collect();
        for (k, size) in kinds {
            let kind = crate::kind::find(k).unwrap();
            let easiest = kind.techniques().iter().map(|t| t.level).min().unwrap();
            let wanted: Vec<_> = kind
                .techniques()
                .into_iter()
                .filter(|t| t.level > easiest)
                .collect();
            let mut found: Vec<Option<(Level, u32)>> = vec![None; wanted.len()];
            for &level in kind.levels() {
                if level == easiest || kind.unsupported(Shape::square(size), level).is_some() {
                    continue;
                }
                let tries = if level > Level::Hard { 24 } else { TABLE_TRIES };
                let mut n = 1;
                while n <= tries
                    && wanted
                        .iter()
                        .zip(&found)
                        .any(|(t, f)| f.is_none() && t.level <= level)
                {
                    let batch: Vec<u32> = (n..n + BATCH).collect();
                    let made: Vec<_> = batch
                        .par_iter()
                        .map(|&i| {
                            (
                                i,
                                generate(kind, size, level, &address(kind, size, level, i)).ok(),
                            )
                        })
                        .collect();
                    for (i, g) in made {
                        let Some(g) = g else { continue };
                        for (t, f) in wanted.iter().zip(found.iter_mut()) {
                            if f.is_none() && g.grade.steps.iter().any(|s| s.technique == *t) {
                                *f = Some((level, i));
                            }
                        }
                    }
                    n += BATCH;
                }
            }
            for (t, f) in wanted.iter().zip(&found) {
                match f {
                    Some((level, i)) => {
                        println!("    ({k:?}, {size}, {:?}, Level::{level:?}, {i}),", t.name)
                    }
                    None => println!(
                        "    // {k} {size}: no {} in the first teaching puzzles",
                        t.name
                    ),
                }
            }
        }
    }

    /// Teaching puzzles a level's pool tries when the table is made.
    const TABLE_TRIES: u32 = 160;
}
