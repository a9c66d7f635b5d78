//! Sudoku's steps as sentences a reader follows. Singles, subsets and fish read as in every
//! Latin kind ([`crate::solve::explain`]); the techniques Sudoku adds are told here.

use crate::latin::{Line, bit, cell_name, digits, lowest};
use crate::solve::explain::{and_list, display_name, line_name, or_list, removals};
use crate::solve::logic::Step;

/// The sentence explaining `step` in a Sudoku of order `n`.
pub fn describe(n: usize, step: &Step) -> String {
    let cell = |c: usize| cell_name(n, c);
    let cells = |cs: &[usize]| and_list(cs.iter().map(|&c| cell(c)));
    let tag = display_name(step.technique.name);
    let why = &step.cells;
    let d = lowest(step.digits.max(1));
    let line = |i: usize| {
        step.lines
            .get(i)
            .map_or("its house".into(), |&l| line_name(l))
    };
    match step.technique.name {
        "full-house" => {
            let (c, d) = step.placed[0];
            format!(
                "{} must be {d}: it is the last empty cell of {}, and {d} is the digit {} \
                 lacks ({tag}).",
                cell(c),
                line(0),
                line(0),
            )
        }
        "pointing" => format!(
            "In {}, {d} can only go in {}, all in {}; so {d} is in that part of {}, and \
             cannot go anywhere else in it: {} ({tag}).",
            line(0),
            cells(why),
            line(1),
            line(1),
            removals(n, step),
        ),
        "claiming" => format!(
            "In {}, {d} can only go in {}, all in {}; so {} holds its {d} there, and {d} \
             cannot go anywhere else in it: {} ({tag}).",
            line(0),
            cells(why),
            line(1),
            line(1),
            removals(n, step),
        ),
        "xy-wing" => {
            let (p, a, b) = (why[0], why[1], why[2]);
            let pm = step.cell_cands[0];
            format!(
                "{} is {}. If it is {}, {} is {d}; if it is {}, {} is {d}. Either way {} or {} \
                 is {d}, so {} cannot be {d} ({tag}).",
                cell(p),
                or_list(digits(pm)),
                lowest(pm & step.cell_cands[1]),
                cell(a),
                lowest(pm & step.cell_cands[2]),
                cell(b),
                cell(a),
                cell(b),
                victims(n, step),
            )
        }
        "xyz-wing" => format!(
            "{} is {}, {} is {} and {} is {}: whatever {} is, one of the three is {d}, so {}, \
             which sees all three, cannot be {d} ({tag}).",
            cell(why[0]),
            or_list(digits(step.cell_cands[0])),
            cell(why[1]),
            or_list(digits(step.cell_cands[1])),
            cell(why[2]),
            or_list(digits(step.cell_cands[2])),
            cell(why[0]),
            victims(n, step),
        ),
        "w-wing" => {
            let y = step.removed.iter().fold(0, |m, r| m | r.1);
            let x = lowest(step.digits & !y);
            let y = lowest(y);
            format!(
                "{} and {} both hold only {x} and {y}. In {}, {x} can only go in {} or {}, \
                 which see {} and {}: if neither of the pair were {y}, both would be {x} and \
                 {x} would have no place in {}. So one of them is {y}, and {} cannot be {y} \
                 ({tag}).",
                cell(why[0]),
                cell(why[1]),
                line(0),
                cell(why[2]),
                cell(why[3]),
                cell(why[0]),
                cell(why[1]),
                line(0),
                victims(n, step),
            )
        }
        "simple-colouring" => {
            let links = why
                .windows(2)
                .map(|w| format!("{} or {}", cell(w[0]), cell(w[1])))
                .collect::<Vec<_>>()
                .join(", then ");
            let (first, last) = (why[0], *why.last().expect("a chain has cells"));
            let even = why.len() % 2 == 1;
            if even {
                format!(
                    "Each of these pairs is the only two places for {d} in some house, so \
                     exactly one of each holds {d}: {links}. Following the chain, if {} held \
                     {d} so would {}; but they see each other. So every cell that would hold \
                     {d} with {} cannot: {} ({tag}).",
                    cell(first),
                    cell(last),
                    cell(first),
                    removals(n, step),
                )
            } else {
                format!(
                    "Each of these pairs is the only two places for {d} in some house, so \
                     exactly one of each holds {d}: {links}. Following the chain, {} or {} \
                     holds {d}, so {}, which sees both, cannot be {d} ({tag}).",
                    cell(first),
                    cell(last),
                    victims(n, step),
                )
            }
        }
        "unique-rectangle" => {
            let m = step.digits;
            let (a, b) = (lowest(m), lowest(m & !bit(lowest(m))));
            format!(
                "{} hold only {a} and {b}, at three corners of a rectangle over two boxes. If \
                 {} were {a} or {b} too, {a} and {b} could swap round the rectangle and the \
                 puzzle would have two solutions. This puzzle has only one solution (that is \
                 what makes this step valid), so {} cannot be {a} or {b} ({tag}).",
                cells(&why[..3]),
                cell(why[3]),
                cell(why[3]),
            )
        }
        "xy-chain" => crate::solve::words::tagged(
            crate::words::Language::En,
            step.technique.name,
            &crate::solve::words::chain(crate::words::Language::En, n, step),
        ),
        "forcing-chain" => {
            let start = why[0];
            let tried = or_list(digits(step.cell_cands[0]));
            match (why.get(1), step.placed.first()) {
                (None, _) => format!(
                    "If {} were {d}, naked and hidden singles from there would leave some cell \
                     or house without a digit: {} cannot be {d} ({tag}).",
                    cell(start),
                    cell(start),
                ),
                (Some(&c), Some(&(_, v))) => format!(
                    "{} is {tried}. Whichever it is, following naked and hidden singles makes \
                     {} {v}: so {} is {v} ({tag}).",
                    cell(start),
                    cell(c),
                    cell(c),
                ),
                (Some(&c), None) => format!(
                    "{} is {tried}. Whichever it is, following naked and hidden singles takes \
                     {d} out of {}: so {} cannot be {d} ({tag}).",
                    cell(start),
                    cell(c),
                    cell(c),
                ),
            }
        }
        _ => crate::solve::words::describe_tagged(crate::words::Language::En, n, step),
    }
}

/// The cells that lose candidates, as a list.
fn victims(n: usize, step: &Step) -> String {
    and_list(step.removed.iter().map(|r| cell_name(n, r.0)))
}

/// Names a house for the reader ("box 5").
pub fn house_name(line: Line) -> String {
    line_name(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::Level;
    use crate::sudoku::format::parse_line;
    use crate::sudoku::techniques::solve;

    #[test]
    fn every_step_of_a_solve_reads_as_a_sentence() {
        let p = parse_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let run = solve(&p, Level::Master, true);
        assert!(!run.steps.is_empty());
        for step in &run.steps {
            let s = describe(9, step);
            assert!(
                s.ends_with(").") && s.contains(&display_name(step.technique.name)),
                "{s}"
            );
        }
    }

    #[test]
    fn sentences_for_sudoku_techniques() {
        use crate::sudoku::techniques::{POINTING, UNIQUE_RECTANGLE};
        let step = Step {
            technique: &POINTING,
            cells: vec![0, 1],
            placed: vec![],
            removed: vec![(3, bit(5)), (4, bit(5))],
            lines: vec![Line::Box(0), Line::Row(0)],
            digits: bit(5),
            cell_cands: vec![0x1ff, 0x1ff],
        };
        assert_eq!(
            describe(9, &step),
            "In box 1, 5 can only go in r1c1 and r1c2, all in row 1; so 5 is in that part of \
             row 1, and cannot go anywhere else in it: r1c4 and r1c5 cannot be 5 (pointing)."
        );
        let ur = Step {
            technique: &UNIQUE_RECTANGLE,
            cells: vec![0, 1, 27, 28],
            placed: vec![],
            removed: vec![(28, bit(5) | bit(8))],
            lines: vec![],
            digits: bit(5) | bit(8),
            cell_cands: vec![0; 4],
        };
        let text = describe(9, &ur);
        assert!(text.contains("only one solution"), "{text}");
        assert!(
            text.starts_with("r1c1, r1c2 and r4c1 hold only 5 and 8"),
            "{text}"
        );
    }
}
