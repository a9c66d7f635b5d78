//! The Calcudoku kind (KenKen, Tatham's Keen): a Latin square split into cages, each cage
//! showing a target and an operation that its digits must reach.
//!
//! What Calcudoku adds to the Latin core lives here: the cages (model), the digit fills that
//! reach a cage's target ([`fills`]), the counter's rules, the named techniques, the
//! generator's recipe, the exchange formats and the drawing.

pub mod draw;
pub mod explain;
pub mod fills;
pub mod format;
pub mod kind;
pub mod notes;
pub mod recipe;
pub mod rules;
pub mod techniques;
pub mod words;

pub use kind::Calcudoku;

use crate::latin::cell_name;
use thiserror::Error;

/// Smallest and largest orders a Calcudoku puzzle may have (one-character digits: the
/// formats and drawing assume them).
pub const ORDERS: std::ops::RangeInclusive<usize> = 4..=9;

/// Most cells one cage may have. The generator stays at or under [`GENERATED_CAGE`]; puzzles
/// read from elsewhere may have larger cages up to this.
pub const MAX_CAGE: usize = 9;

/// Most cells a generated cage has.
pub const GENERATED_CAGE: usize = 6;

/// A cage's operation.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

impl Op {
    pub const ALL: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

    /// The sign as printed: `+`, `−` (U+2212), `×` (U+00D7), `÷` (U+00F7).
    pub fn symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '\u{2212}',
            Op::Mul => '\u{00D7}',
            Op::Div => '\u{00F7}',
        }
    }

    /// The sign in plain ASCII, for the text format: `+ - x /`.
    pub fn ascii(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => 'x',
            Op::Div => '/',
        }
    }

    /// The operation a sign stands for, ASCII or typographic.
    pub fn from_symbol(c: char) -> Option<Op> {
        match c {
            '+' => Some(Op::Add),
            '-' | '\u{2212}' | '\u{2013}' => Some(Op::Sub),
            'x' | 'X' | '*' | '\u{00D7}' => Some(Op::Mul),
            '/' | '\u{00F7}' | ':' => Some(Op::Div),
            _ => None,
        }
    }

    /// Only these two need exactly two cells.
    pub fn needs_pair(self) -> bool {
        matches!(self, Op::Sub | Op::Div)
    }

    /// The word a reader sees: "sum", "difference", "product", "quotient".
    pub fn noun(self) -> &'static str {
        match self {
            Op::Add => "sum",
            Op::Sub => "difference",
            Op::Mul => "product",
            Op::Div => "quotient",
        }
    }

    /// What `digits` make under this operation (for `−` and `÷`, the larger by the smaller;
    /// `None` when the two do not divide).
    pub fn apply(self, digits: &[u8]) -> Option<u32> {
        match self {
            Op::Add => Some(digits.iter().map(|&d| d as u32).sum()),
            Op::Mul => Some(digits.iter().map(|&d| d as u32).product()),
            Op::Sub | Op::Div => {
                let [a, b] = digits else { return None };
                let (hi, lo) = ((*a).max(*b) as u32, (*a).min(*b) as u32);
                match self {
                    Op::Sub => Some(hi - lo),
                    _ => (lo > 0 && hi.is_multiple_of(lo)).then(|| hi / lo),
                }
            }
        }
    }
}

/// A cage: its cells (row-major, ascending), its operation (`None` when not shown: a one-cell
/// cage, or the no-operations variant) and its target.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cage {
    pub cells: Vec<u8>,
    pub op: Option<Op>,
    pub target: u32,
}

impl Cage {
    pub fn new(cells: impl IntoIterator<Item = usize>, op: Option<Op>, target: u32) -> Self {
        let mut cells: Vec<u8> = cells.into_iter().map(|c| c as u8).collect();
        cells.sort_unstable();
        Cage { cells, op, target }
    }

    /// The cell the clue is printed in: the first in row-major order.
    pub fn first(&self) -> usize {
        self.cells[0] as usize
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The clue as printed: "12×", "3−", "2÷", "7+", or the bare target.
    pub fn clue(&self) -> String {
        match self.op {
            Some(op) if self.len() > 1 => format!("{}{}", self.target, op.symbol()),
            _ => self.target.to_string(),
        }
    }
}

/// A Calcudoku puzzle: order, cages (sorted by first cell, covering the grid once) and
/// whether it is the multiplication-only variant (every cage of two or more cells is ×).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    order: usize,
    cages: Vec<Cage>,
    /// The cage of each cell, row-major.
    cage_of: Vec<u8>,
    mul_only: bool,
    /// Each cage made ready for walking its fills, in cage order.
    shapes: Vec<fills::Shape>,
}

/// A puzzle that cannot exist, whatever its answer.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PuzzleError {
    #[error("order {0} is out of range: Calcudoku grids are 4x4 to 9x9")]
    Order(usize),
    #[error("a cage has no cells")]
    EmptyCage,
    #[error("cell {cell} is off the {order}x{order} grid")]
    OffGrid { cell: usize, order: usize },
    #[error("two cages both hold {cell}: each cell belongs to exactly one cage")]
    Overlap { cell: String },
    #[error("no cage holds {cell}: the cages must cover the whole grid")]
    Hole { cell: String },
    #[error(
        "the cage at {cell} is not in one piece: its cells must join side by side \
         ({apart} is apart from the others)"
    )]
    Apart { cell: String, apart: String },
    #[error("the cage at {cell} has {size} cells: at most {MAX_CAGE} are allowed")]
    TooBig { cell: String, size: usize },
    #[error(
        "the cage at {cell} shows {} but has {size} cells: − and ÷ need exactly two",
        .op.symbol()
    )]
    NeedsPair { cell: String, op: Op, size: usize },
    #[error("the cage at {cell} has target 0: targets are 1 or more")]
    ZeroTarget { cell: String },
    #[error(
        "the cage at {cell} shows {} in a multiplication-only puzzle: every cage of two or \
         more cells must be ×",
        .op.symbol()
    )]
    NotMul { cell: String, op: Op },
}

impl Puzzle {
    /// Checks the shape of a puzzle (not its solvability): cages cover the grid once, each in
    /// one piece, − and ÷ on two cells. A one-cell cage's operation is dropped (its target is
    /// its digit).
    pub fn new(order: usize, mut cages: Vec<Cage>, mul_only: bool) -> Result<Self, PuzzleError> {
        if !ORDERS.contains(&order) {
            return Err(PuzzleError::Order(order));
        }
        let name = |c: usize| cell_name(order, c);
        let cells = order * order;
        let mut cage_of = vec![u8::MAX; cells];
        for cage in &mut cages {
            cage.cells.sort_unstable();
            if cage.cells.is_empty() {
                return Err(PuzzleError::EmptyCage);
            }
            if cage.len() == 1 {
                cage.op = None;
            }
        }
        cages.sort_by_key(|c| c.cells[0]);
        for (i, cage) in cages.iter().enumerate() {
            for &c in &cage.cells {
                let c = c as usize;
                if c >= cells {
                    return Err(PuzzleError::OffGrid { cell: c, order });
                }
                if cage_of[c] != u8::MAX {
                    return Err(PuzzleError::Overlap { cell: name(c) });
                }
                cage_of[c] = i as u8;
            }
        }
        if let Some(c) = cage_of.iter().position(|&k| k == u8::MAX) {
            return Err(PuzzleError::Hole { cell: name(c) });
        }
        for cage in &cages {
            // The cell's name only when there is an error to name it in: the generator builds
            // thousands of puzzles, and formatting a name per cage was a fifth of its time.
            let cell = || name(cage.first());
            if cage.len() > MAX_CAGE {
                return Err(PuzzleError::TooBig {
                    cell: cell(),
                    size: cage.len(),
                });
            }
            if let Some(apart) = apart_cell(order, &cage.cells) {
                return Err(PuzzleError::Apart {
                    cell: cell(),
                    apart: name(apart),
                });
            }
            if cage.target == 0 {
                return Err(PuzzleError::ZeroTarget { cell: cell() });
            }
            match cage.op {
                Some(op) if op.needs_pair() && cage.len() != 2 => {
                    return Err(PuzzleError::NeedsPair {
                        cell: cell(),
                        op,
                        size: cage.len(),
                    });
                }
                Some(op) if mul_only && op != Op::Mul => {
                    return Err(PuzzleError::NotMul { cell: cell(), op });
                }
                _ => {}
            }
        }
        let mut p = Puzzle {
            order,
            cages,
            cage_of,
            mul_only,
            shapes: Vec::new(),
        };
        p.shapes = p
            .cages
            .iter()
            .map(|c| fills::Shape::new(order, &c.cells, p.ops(c), c.target))
            .collect();
        Ok(p)
    }

    pub fn order(&self) -> usize {
        self.order
    }

    /// The cages, by first cell.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// Index into [`Puzzle::cages`] of the cage holding `cell`.
    pub fn cage_of(&self, cell: usize) -> usize {
        self.cage_of[cell] as usize
    }

    /// Each cage ready for walking its fills, in cage order.
    pub fn shapes(&self) -> &[fills::Shape] {
        &self.shapes
    }

    /// True for the multiplication-only variant (Tatham's `m`).
    pub fn mul_only(&self) -> bool {
        self.mul_only
    }

    /// True when some cage of two or more cells hides its operation.
    pub fn hides_ops(&self) -> bool {
        self.cages.iter().any(|c| c.len() > 1 && c.op.is_none())
    }

    /// The operations a cage's digits may use: the one shown, or every one that fits its size
    /// when none is shown (× alone in the multiplication-only variant).
    pub fn ops(&self, cage: &Cage) -> &'static [Op] {
        match (cage.op, cage.len()) {
            (_, 1) => &[Op::Add],
            (Some(Op::Add), _) => &[Op::Add],
            (Some(Op::Sub), _) => &[Op::Sub],
            (Some(Op::Mul), _) => &[Op::Mul],
            (Some(Op::Div), _) => &[Op::Div],
            (None, _) if self.mul_only => &[Op::Mul],
            (None, 2) => &Op::ALL,
            (None, _) => &[Op::Add, Op::Mul],
        }
    }

    /// True when `digits` (the cage's cells' digits, in its cell order) reach its target.
    pub fn cage_holds(&self, cage: &Cage, digits: &[u8]) -> bool {
        self.ops(cage)
            .iter()
            .any(|op| op.apply(digits) == Some(cage.target))
    }

    /// True when `solution` fills the grid as a Latin square meeting every cage's clue.
    pub fn accepts(&self, solution: &[u8]) -> bool {
        crate::latin::is_latin_square(self.order, solution)
            && self.cages.iter().all(|cage| {
                let digits: Vec<u8> = cage.cells.iter().map(|&c| solution[c as usize]).collect();
                self.cage_holds(cage, &digits)
            })
    }

    /// Gives cage `k` a new clue on the same cells (the generator's redraw), its shape made
    /// ready again: the cells, and so every check of [`Puzzle::new`], stay as they were.
    pub(crate) fn set_clue(&mut self, k: usize, op: Option<Op>, target: u32) {
        debug_assert!(
            target > 0 && (op.is_none_or(|o| !o.needs_pair()) || self.cages[k].len() == 2)
        );
        let cage = &mut self.cages[k];
        cage.op = if cage.len() == 1 { None } else { op };
        cage.target = target;
        let ops = self.ops(&self.cages[k]);
        let shape = &mut self.shapes[k];
        shape.ops = ops;
        shape.target = target;
    }

    /// The same cages without their operations: the no-operations variant.
    pub fn without_ops(&self) -> Self {
        let cages = self
            .cages
            .iter()
            .map(|c| Cage {
                op: None,
                ..c.clone()
            })
            .collect();
        Puzzle::new(self.order, cages, self.mul_only).expect("same cages, fewer clues")
    }
}

/// A cell of `cells` (ascending) not joined side by side to the first one, if any.
///
/// A flood fill over cell sets (grids are at most 9x9, 81 cells in a `u128`): no allocation,
/// since every puzzle the generator builds checks each of its cages.
pub(crate) fn apart_cell<T: Copy + Into<usize>>(n: usize, cells: &[T]) -> Option<usize> {
    let mut inside = 0u128;
    for &c in cells {
        let c = c.into();
        if c >= 128 {
            // Off any grid this kind has: `Puzzle::new` reports it before asking.
            return Some(c);
        }
        inside |= 1 << c;
    }
    let (mut seen, mut frontier) = (0u128, 1u128 << cells[0].into());
    while frontier != 0 {
        seen |= frontier;
        let mut next = 0u128;
        let mut f = frontier;
        while f != 0 {
            let c = f.trailing_zeros() as usize;
            f &= f - 1;
            let (r, col) = (c / n, c % n);
            if col > 0 {
                next |= 1 << (c - 1);
            }
            if col + 1 < n {
                next |= 1 << (c + 1);
            }
            if r > 0 {
                next |= 1 << (c - n);
            }
            if c + n < 128 {
                next |= 1 << (c + n);
            }
        }
        frontier = next & inside & !seen;
    }
    cells
        .iter()
        .map(|&c| c.into())
        .find(|&c| seen >> c & 1 == 0)
}

/// Grades a puzzle with the full ladder: the lowest level whose techniques finish it (or
/// `Guessing`), a score ordering puzzles inside a level, and every step.
pub fn grade(p: &Puzzle) -> crate::solve::logic::Grade {
    let run = techniques::solve(p, crate::solve::Level::Hard, true);
    let solved = run.outcome == crate::solve::logic::Outcome::Solved;
    crate::solve::logic::Grade::from_steps(solved, run.steps)
}

/// True when the step solver limited to techniques up to `level` finishes the puzzle.
pub fn finishes(p: &Puzzle, level: crate::solve::Level) -> bool {
    techniques::finishes(p, level)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A puzzle from a cage map (one letter per cell, row-major, whitespace ignored) and
    /// clues in letter order: `"12x"`, `"3-"`, `"2/"`, `"7+"`, `"4"`.
    pub(crate) fn puzzle(n: usize, map: &str, clues: &[&str]) -> Puzzle {
        let map: Vec<char> = map.chars().filter(|c| !c.is_whitespace()).collect();
        assert_eq!(map.len(), n * n);
        let mut letters: Vec<char> = map.clone();
        letters.sort_unstable();
        letters.dedup();
        assert_eq!(letters.len(), clues.len(), "one clue per cage");
        let cages = letters
            .iter()
            .zip(clues)
            .map(|(&l, clue)| {
                let cells = (0..n * n).filter(|&c| map[c] == l);
                let op = clue.chars().last().and_then(Op::from_symbol);
                let digits = clue.trim_end_matches(|c: char| !c.is_ascii_digit());
                Cage::new(cells, op, digits.parse().unwrap())
            })
            .collect();
        Puzzle::new(n, cages, false).unwrap()
    }

    #[test]
    fn arithmetic_of_each_operation() {
        assert_eq!(Op::Add.apply(&[1, 2, 4]), Some(7));
        assert_eq!(Op::Mul.apply(&[2, 3, 4]), Some(24));
        assert_eq!(Op::Sub.apply(&[2, 5]), Some(3));
        assert_eq!(Op::Sub.apply(&[5, 2]), Some(3));
        assert_eq!(Op::Div.apply(&[2, 6]), Some(3));
        assert_eq!(Op::Div.apply(&[6, 4]), None);
        assert_eq!(Op::Sub.apply(&[1, 2, 3]), None);
        for op in Op::ALL {
            assert_eq!(Op::from_symbol(op.symbol()), Some(op));
            assert_eq!(Op::from_symbol(op.ascii()), Some(op));
        }
    }

    #[test]
    fn accepts_checks_every_cage_exactly() {
        // A hand-checked Latin square with its cages.
        let sol = [1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3];
        // a={0,4}:1,2 → 1-; b={1,2}: 2,3 → 6x; c={3,7}: 4,1 → 4/; d={5,6}: 3,4 → 7+;
        // e={8,12}: 3,4 → 1-; f={9,13}: 4,1 → 3-; g={10,11}: 1,2 → 2/; h={14,15}: 2,3 → 6x.
        let map = "abbc addc efgg efhh";
        let good = puzzle(4, map, &["1-", "6x", "4/", "7+", "1-", "3-", "2/", "6x"]);
        assert!(good.accepts(&sol));
        // Not a Latin square (two 1s in row 1): refused whatever the cages say.
        let mut bad = sol;
        bad[1] = 1;
        assert!(!good.accepts(&bad));
        for (i, wrong) in [(1, "5x"), (3, "7x"), (7, "6+")] {
            let mut clues = ["1-", "6x", "4/", "7+", "1-", "3-", "2/", "6x"];
            clues[i] = wrong;
            assert!(!puzzle(4, map, &clues).accepts(&sol), "{wrong}");
        }
        // Without operations any of + − × ÷ may reach the target: 1 and 2 make 3 (+), 1 (−),
        // 2 (× and ÷).
        assert!(good.without_ops().accepts(&sol));
    }

    #[test]
    fn bad_shapes_name_the_cell() {
        let c = |cells: &[usize], op, t| Cage::new(cells.iter().copied(), op, t);
        let full: Vec<Cage> = (0..16).map(|i| c(&[i], None, 1)).collect();
        assert!(Puzzle::new(4, full.clone(), false).is_ok());
        let mut overlap = full.clone();
        overlap[0] = c(&[0, 5], Some(Op::Add), 3);
        assert_eq!(
            Puzzle::new(4, overlap, false),
            Err(PuzzleError::Overlap {
                cell: "r2c2".into()
            })
        );
        let mut hole = full.clone();
        hole.remove(6);
        assert_eq!(
            Puzzle::new(4, hole, false),
            Err(PuzzleError::Hole {
                cell: "r2c3".into()
            })
        );
        let mut apart: Vec<Cage> = full.clone();
        apart.retain(|k| k.cells != [0] && k.cells != [2]);
        apart.push(c(&[0, 2], Some(Op::Add), 3));
        assert_eq!(
            Puzzle::new(4, apart, false),
            Err(PuzzleError::Apart {
                cell: "r1c1".into(),
                apart: "r1c3".into()
            })
        );
        let mut sub3: Vec<Cage> = full.clone();
        sub3.retain(|k| k.cells[0] > 2);
        sub3.push(c(&[0, 1, 2], Some(Op::Sub), 1));
        assert!(matches!(
            Puzzle::new(4, sub3, false),
            Err(PuzzleError::NeedsPair { size: 3, .. })
        ));
        let mut add = full.clone();
        add.retain(|k| k.cells[0] > 1);
        add.push(c(&[0, 1], Some(Op::Add), 3));
        assert!(matches!(
            Puzzle::new(4, add, true),
            Err(PuzzleError::NotMul { op: Op::Add, .. })
        ));
        assert_eq!(Puzzle::new(3, vec![], false), Err(PuzzleError::Order(3)));
    }
}
