//! Steps as sentences a beginner follows, e.g. "Row 2 has one blank: 15 – 9 – 5 = 1, so
//! r2c3 is 1."
//!
//! A step carries what its sentence needs: a line step's `cells` are the line's cells in
//! order (which names the line) and `cell_cands` their candidates then. In a line-sum step
//! the open cells are those with several candidates: the ladder places a cell with one
//! candidate (naked single) before it ever tries a line sum.

use super::lines::LineId;
use super::numbers::Numbers;
use super::techniques::{FOUR_BLANK_SUM, HIDDEN_SINGLE, LINE_SUM, NAKED_SINGLE, ONE_BLANK, fills};
use super::{cell_name, magic_constant};
use crate::latin::{Mask, bit, digits, single};
use crate::solve::logic::Step;

/// Ways of a line sum listed in full; beyond this only their number is given.
pub(super) const MAX_LISTED: usize = 6;

/// One step of a magic square of order `n` with `numbers` as a sentence: the step's ranks
/// said as the numbers they stand for.
pub fn describe(n: usize, numbers: Numbers, step: &Step) -> String {
    let t = step.technique;
    let name = |c: usize| cell_name(n, c);
    let num = |r: u8| numbers.value(r);
    let placed = step.placed.first().map(|&(c, r)| (c, num(r)));
    if std::ptr::eq(t, &ONE_BLANK) {
        let Some((cell, v)) = placed else {
            return fallback(n, numbers, step);
        };
        let line = title(n, &step.cells);
        let others: Vec<String> = step
            .cells
            .iter()
            .zip(&step.cell_cands)
            .filter(|&(&c, _)| c != cell)
            .filter_map(|(_, &m)| single(m))
            .map(|r| format!(" – {}", num(r)))
            .collect();
        format!(
            "{line} has one blank: {}{} = {v}, so {} is {v}.",
            numbers.constant(n),
            others.concat(),
            name(cell)
        )
    } else if std::ptr::eq(t, &NAKED_SINGLE) {
        let Some((cell, v)) = placed else {
            return fallback(n, numbers, step);
        };
        format!(
            "Only {v} is left for {}: every other number is used or cannot complete one of \
             its lines. So {} is {v}.",
            name(cell),
            name(cell)
        )
    } else if std::ptr::eq(t, &HIDDEN_SINGLE) {
        let Some((cell, v)) = placed else {
            return fallback(n, numbers, step);
        };
        format!(
            "{v} is not in the grid yet, and {} is the only cell that can still take it. So {} \
             is {v}.",
            name(cell),
            name(cell)
        )
    } else if std::ptr::eq(t, &LINE_SUM) || std::ptr::eq(t, &FOUR_BLANK_SUM) {
        line_sum(n, numbers, step)
    } else {
        fallback(n, numbers, step)
    }
}

/// "Row 1 has 2 blanks, r1c2 and r1c3, that must add up to 15 – 8 = 7 with numbers not yet
/// used: 1 + 6, 2 + 5 or 3 + 4. So r1c2 and r1c3 cannot be 7 or 9."
fn line_sum(n: usize, numbers: Numbers, step: &Step) -> String {
    let num = |r: u8| numbers.value(r) as i32;
    let line = title(n, &step.cells);
    let (mut open, mut placed) = (Vec::new(), Vec::new());
    for (&c, &m) in step.cells.iter().zip(&step.cell_cands) {
        match single(m) {
            Some(r) => placed.push(r),
            None => open.push((c, m)),
        }
    }
    let total = numbers.constant(n) as i32;
    let need = total - placed.iter().map(|&r| num(r)).sum::<i32>();
    let sum = if placed.is_empty() {
        format!("{need}")
    } else {
        let minus: String = placed.iter().map(|&r| format!(" – {}", num(r))).collect();
        format!("{total}{minus} = {need}")
    };
    let blanks = list(open.iter().map(|&(c, _)| cell_name(n, c)).collect(), "and");
    // The ways are found in ranks, where the line lacks the classic total's remainder.
    let need_ranks = magic_constant(n) as i32 - placed.iter().map(|&r| r as i32).sum::<i32>();
    let ways = ways(
        &open.iter().map(|&(_, m)| m).collect::<Vec<_>>(),
        need_ranks,
    );
    let ways_text = if ways.len() <= MAX_LISTED {
        let w: Vec<String> = ways
            .iter()
            .map(|w| {
                w.iter()
                    .map(|&r| num(r).to_string())
                    .collect::<Vec<_>>()
                    .join(" + ")
            })
            .collect();
        format!(": {}", list(w, "or"))
    } else {
        format!(", in {} ways", ways.len())
    };
    // Cells that lose the same numbers are named together.
    let mut groups: Vec<(Mask, Vec<String>)> = Vec::new();
    for &(cell, m) in &step.removed {
        match groups.iter_mut().find(|(g, _)| *g == m) {
            Some((_, cells)) => cells.push(cell_name(n, cell)),
            None => groups.push((m, vec![cell_name(n, cell)])),
        }
    }
    let outs: Vec<String> = groups
        .iter()
        .map(|(m, cells)| {
            let nums = list(digits(*m).map(|r| num(r).to_string()).collect(), "or");
            format!("{} cannot be {nums}", list(cells.clone(), "and"))
        })
        .collect();
    format!(
        "{line} has {} blanks, {blanks}, that must add up to {sum} with numbers not yet used, \
         each one a number its cell can still take{ways_text}. So {}.",
        open.len(),
        outs.join("; ")
    )
}

/// The sets of numbers (ascending) that fill cells with candidates `cands` to `need`, each
/// set once, in ascending order.
pub(super) fn ways(cands: &[Mask], need: i32) -> Vec<Vec<u8>> {
    let all = cands.iter().fold(0, |a, &m| a | m);
    let mut out = Vec::new();
    let mut pick = Vec::new();
    choose(all, cands.len(), need, &mut pick, &mut |set| {
        // The set counts only when its numbers can be put one to a cell.
        let mut ok = vec![0; cands.len()];
        let restricted: Vec<Mask> = cands
            .iter()
            .map(|&m| m & set.iter().fold(0, |a, &v| a | bit(v)))
            .collect();
        if fills(&restricted, 0, need, 0, &mut ok) {
            out.push(set.to_vec());
        }
    });
    out
}

/// Calls `f` with every ascending set of `k` numbers of `from` adding up to `need`.
fn choose(from: Mask, k: usize, need: i32, pick: &mut Vec<u8>, f: &mut dyn FnMut(&[u8])) {
    if k == 0 {
        if need == 0 {
            f(pick);
        }
        return;
    }
    for v in digits(from) {
        if v as i32 > need {
            break;
        }
        pick.push(v);
        // Only larger numbers next, so each set comes once.
        let rest = from & !(bit(v) | (bit(v) - 1));
        choose(rest, k - 1, need - v as i32, pick, f);
        pick.pop();
    }
}

/// "Row 2", from a line's cells.
fn title(n: usize, cells: &[usize]) -> String {
    LineId::of_cells(n, cells).map_or_else(|| "A line".to_string(), |l| l.title())
}

/// "a", "a and b", "a, b and c".
fn list(items: Vec<String>, word: &str) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {word} {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// A step this module has no sentence for (none today): its name and what it did.
fn fallback(n: usize, numbers: Numbers, step: &Step) -> String {
    let placed: Vec<String> = step
        .placed
        .iter()
        .map(|&(c, r)| format!("{} is {}", cell_name(n, c), numbers.value(r)))
        .collect();
    format!("{}: {}.", step.technique.name, placed.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::techniques::testing::state;
    use crate::magic::techniques::{self, Found};

    fn step(
        n: usize,
        text: &str,
        find: fn(&techniques::Ctx, &techniques::State, &mut Found) -> bool,
        t: &'static crate::solve::logic::Technique,
    ) -> String {
        let (ctx, s) = state(n, text);
        let mut f = Found::default();
        assert!(find(&ctx, &s, &mut f));
        describe(n, Numbers::CLASSIC, &f.to_step(t, &s))
    }

    #[test]
    fn one_blank_sentence() {
        assert_eq!(
            step(
                3,
                ". . .  =9 =5 .  . . .",
                techniques::one_blank,
                &ONE_BLANK
            ),
            "Row 2 has one blank: 15 – 9 – 5 = 1, so r2c3 is 1."
        );
        assert_eq!(
            step(
                4,
                ". . . =13  . . =10 .  . =7 . .  . . . .",
                techniques::one_blank,
                &ONE_BLANK
            ),
            "The diagonal from the top right has one blank: 34 – 13 – 10 – 7 = 4, so r4c1 is 4."
        );
    }

    #[test]
    fn singles_sentences() {
        assert_eq!(
            step(
                3,
                "=2 7 .  . . .  . . .",
                techniques::naked_single,
                &NAKED_SINGLE
            ),
            "Only 7 is left for r1c2: every other number is used or cannot complete one of \
             its lines. So r1c2 is 7."
        );
        assert_eq!(
            step(
                3,
                "=2 3,7 1,3  =4 =5 1,3  =6 1,3,8 1,3,9",
                techniques::hidden_single,
                &HIDDEN_SINGLE
            ),
            "7 is not in the grid yet, and r1c2 is the only cell that can still take it. So r1c2 \
             is 7."
        );
    }

    #[test]
    fn line_sum_sentence_lists_the_ways() {
        let find: fn(&techniques::Ctx, &techniques::State, &mut Found) -> bool =
            |c, s, f| techniques::line_sum(c, s, f, 2..=3);
        assert_eq!(
            step(3, "=8 . .  . . .  . . .", find, &LINE_SUM),
            "Row 1 has 2 blanks, r1c2 and r1c3, that must add up to 15 – 8 = 7 with numbers \
             not yet used, each one a number its cell can still take: 1 + 6, 2 + 5 or 3 + 4. \
             So r1c2 and r1c3 cannot be 7 or 9."
        );
        // Different cells losing different numbers are named apart.
        assert_eq!(
            step(3, "=2 =7 =6  5,9 =5 =1  6,8 =3 =8", find, &LINE_SUM),
            "Column 1 has 2 blanks, r2c1 and r3c1, that must add up to 15 – 2 = 13 with \
             numbers not yet used, each one a number its cell can still take: 5 + 8. So r2c1 \
             cannot be 9; r3c1 cannot be 6."
        );
    }

    #[test]
    fn many_ways_are_counted_not_listed() {
        let c = "1,2,3,15,16";
        let find: fn(&techniques::Ctx, &techniques::State, &mut Found) -> bool =
            |c, s, f| techniques::line_sum(c, s, f, 4..=4);
        let text = step(
            4,
            &format!("{c} {c} {c} {c}  . . . .  . . . .  . . . ."),
            find,
            &FOUR_BLANK_SUM,
        );
        assert!(
            text.starts_with(
                "Row 1 has 4 blanks, r1c1, r1c2, r1c3 and r1c4, that must add up to 34 "
            ),
            "{text}"
        );
        assert!(
            text.ends_with(": 1 + 2 + 15 + 16. So r1c1, r1c2, r1c3 and r1c4 cannot be 3."),
            "{text}"
        );
        // Three different numbers of 1..9 adding up to 15: the eight lines of the Lo Shu.
        assert_eq!(ways(&[0b1_1111_1111; 3], 15).len(), 8);
        // More than six ways are counted, not listed. Three blanks needing 18, without 2 or
        // 4: 1 + 3 + 14, 1 + 5 + 12, 1 + 6 + 11, 1 + 7 + 10, 1 + 8 + 9, 3 + 5 + 10, 3 + 6 + 9,
        // 3 + 7 + 8, 5 + 6 + 7. No way takes 13 or 15.
        let find: fn(&techniques::Ctx, &techniques::State, &mut Found) -> bool =
            |c, s, f| techniques::line_sum(c, s, f, 2..=3);
        let c = "1,3,5,6,7,8,9,10,11,12,13,14,15";
        let text = step(
            4,
            &format!("=16 {c} {c} {c}  . . . .  . . . .  . . . ."),
            find,
            &LINE_SUM,
        );
        assert!(
            text.ends_with(
                "34 – 16 = 18 with numbers not yet used, each one a number its cell \
                            can still take, in 9 ways. So r1c2, r1c3 and r1c4 cannot be 13 or 15."
            ),
            "{text}"
        );
    }
}
