//! What Calcudoku's step sentences ([`super::words::step`]) read from a step: a step records
//! the candidates its cells had when it was taken, so the fills a sentence names are worked
//! out again from those.

use super::Puzzle;
use super::fills::each_fill;
use super::techniques::split_line;
use crate::latin::Line;
use crate::solve::logic::Step;

/// The fills of the step's cage from the candidates its cells had, without repeats.
pub(super) fn fills_of(p: &Puzzle, step: &Step) -> Vec<Vec<u8>> {
    let shape = &p.shapes()[p.cage_of(step.cells[0])];
    let mut out: Vec<Vec<u8>> = Vec::new();
    each_fill(shape, &step.cell_cands, &mut |ds| {
        if !out.iter().any(|f| f == ds) {
            out.push(ds.to_vec());
        }
        true
    });
    out.sort();
    out
}

/// What a line-sum step reads, for its sentence in any language.
pub(super) struct LineSum {
    pub line: Line,
    /// The line's total, 1 + 2 + … + n.
    pub whole: u32,
    /// The clues of the cages wholly inside the line.
    pub clues: Vec<String>,
    /// The totals those cages can make, lowest first.
    pub sums: Vec<u32>,
    /// The line's other cells, and the totals left for them (highest first).
    pub rest: Vec<usize>,
    pub rest_sums: Vec<u32>,
}

pub(super) fn line_sum_parts(p: &Puzzle, step: &Step) -> Option<LineSum> {
    let n = p.order();
    let &line = step.lines.first()?;
    let cands = |c: usize| {
        step.cells
            .iter()
            .position(|&x| x == c)
            .map_or(0, |i| step.cell_cands[i])
    };
    let split = split_line(p, line, cands)?;
    let whole = (n * (n + 1) / 2) as u32;
    let clues: Vec<String> = split.cages[..split.n_cages]
        .iter()
        .map(|&k| super::words::printable(&p.cages()[k].clue()))
        .collect();
    // Totals over the line's own are impossible (two product cages' sums can add up past it).
    let sums: Vec<u32> = (0..=whole).filter(|s| split.sums & 1 << s != 0).collect();
    let rest_sums = sums.iter().rev().map(|&s| whole - s).collect();
    let rest = crate::solve::logic::members(split.rest).collect();
    Some(LineSum {
        line,
        whole,
        clues,
        sums,
        rest,
        rest_sums,
    })
}
