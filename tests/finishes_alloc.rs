//! `finishes` is a generator's hot path: Futoshiki's and Skyscrapers' must not allocate
//! (Skyscrapers' not even for line enumeration's memo: thread-local storage, initialised at
//! compile time). A counting allocator (this test binary's own) checks them on puzzles that
//! use every level's rungs.

use bookmaker::solve::Level;
use bookmaker::{futoshiki, skyscrapers};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    // This thread's allocations only: the test harness's other threads allocate at any
    // moment (a global count once failed by 2 on a clean run).
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // `try_with`: no count (and no panic) while the thread's locals are torn down.
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Cyclic Latin squares of orders 5 to 7: each puzzle's answer.
fn cyclic_answers() -> impl Iterator<Item = (usize, Vec<u8>)> {
    (5..=7).map(|n| {
        (
            n,
            (0..n * n)
                .map(|i| ((i / n + i % n) % n + 1) as u8)
                .collect(),
        )
    })
}

/// `finishes` allocates nothing on any of `puzzles` at any book level, while `grade` (which
/// records steps) does: the counter counts.
fn assert_finishes_allocate_nothing<P: std::fmt::Debug>(
    puzzles: &[P],
    finishes: impl Fn(&P, Level) -> bool,
    grade: impl Fn(&P),
) {
    for p in puzzles {
        for level in Level::BOOK {
            let before = allocations();
            let _ = finishes(p, level);
            let after = allocations();
            assert_eq!(after, before, "finishes allocated at {level} on {p:?}");
        }
    }
    let before = allocations();
    grade(&puzzles[0]);
    assert!(allocations() > before);
}

#[test]
fn futoshiki_finishes_does_not_allocate() {
    use futoshiki::Puzzle;
    // Answers are cyclic squares; puzzles show every sign and a diagonal of digits,
    // or fewer signs so that the harder rungs run too.
    let mut puzzles = Vec::new();
    for (n, answer) in cyclic_answers() {
        let all = Puzzle::all_signs(n, &answer);
        for keep in [1, 2, 3] {
            let signs = all.signs().iter().copied().step_by(keep).collect();
            let givens = (0..n * n)
                .map(|i| if i % (n + 1) == 0 { answer[i] } else { 0 })
                .collect();
            puzzles.push(Puzzle::new(n, givens, signs).unwrap());
        }
    }
    assert_finishes_allocate_nothing(&puzzles, futoshiki::finishes, |p| {
        futoshiki::grade(p);
    });
}

#[test]
fn skyscrapers_finishes_does_not_allocate() {
    use skyscrapers::Puzzle;
    // Answers are cyclic squares; puzzles show every clue, every other clue or every third,
    // so that the harder rungs (line enumeration, subsets, chains) run too.
    let mut puzzles = Vec::new();
    for (n, answer) in cyclic_answers() {
        let all = Puzzle::all_clues(n, &answer);
        for keep in [1, 2, 3] {
            let clues = all
                .clues()
                .iter()
                .enumerate()
                .map(|(i, &c)| if i % keep == 0 { c } else { 0 })
                .collect();
            puzzles.push(Puzzle::new(n, clues, vec![0; n * n]).unwrap());
        }
    }
    assert_finishes_allocate_nothing(&puzzles, skyscrapers::finishes, |p| {
        skyscrapers::grade(p);
    });
}
