//! `bookmaker preview`: pages of a book as PNG images, drawn by the same page model as the PDF.

use super::InputError;
use super::build::{SpecArgs, book_error};
use anyhow::Context;
use bookmaker::book;
use bookmaker::plan::Plan;
use bookmaker::render::{self, RenderError};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
#[command(group = clap::ArgGroup::new("which").required(true).args(["page", "spread", "cover"]))]
pub struct Args {
    #[command(flatten)]
    spec: SpecArgs,
    /// The page to render (1 is the first page of the PDF), or a range such as 5-8: one
    /// image per page, numbered in the name (-o p.png writes p-005.png ... p-008.png)
    #[arg(long, value_name = "N|FIRST-LAST", value_parser = parse_pages)]
    page: Option<(usize, usize)>,
    /// The two facing pages that show with page N as the book lies open: the even page on
    /// the left, the odd one on the right (page 1 is alone on the right)
    #[arg(long, value_name = "N", value_parser = parse_page)]
    spread: Option<usize>,
    /// The wrap-around paperback cover (with --guides: folds, safe zones, barcode area too)
    #[arg(long)]
    cover: bool,
    /// Resolution in dots per inch
    #[arg(long, default_value_t = 150.0)]
    dpi: f32,
    /// Draw the trim edge (red, what is cut off tinted), the sheet edge (grey) and the live
    /// area inside the margins (blue)
    #[arg(long)]
    guides: bool,
    /// The PNG file to write
    #[arg(short, long, value_name = "FILE.png")]
    output: PathBuf,
}

/// Highest resolution offered: a 8.5 x 11 in page is then about 20000 x 26000 px.
const MAX_DPI: f32 = 2400.0;

fn parse_page(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(0) => Err("pages are numbered from 1".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("`{s}` is not a page number")),
    }
}

fn parse_pages(s: &str) -> Result<(usize, usize), String> {
    let (first, last) = match s.split_once('-') {
        Some((a, b)) => (parse_page(a)?, parse_page(b)?),
        None => {
            let n = parse_page(s)?;
            (n, n)
        }
    };
    if first > last {
        return Err(format!(
            "the range {s} runs backwards: write {last}-{first}"
        ));
    }
    Ok((first, last))
}

/// What to draw: single pages, or the spread that shows page `asked` (its left page, if any,
/// and its right page, which may be past the end of the book).
enum Job {
    Pages(usize, usize),
    Spread {
        asked: usize,
        left: Option<usize>,
        right: usize,
    },
}

impl Job {
    fn from_args(args: &Args) -> Job {
        match (args.page, args.spread) {
            (Some((a, b)), _) => Job::Pages(a, b),
            (None, Some(asked)) => {
                // Even pages are left-hand pages; page 1 faces the inside of the cover.
                let left = asked - asked % 2;
                Job::Spread {
                    asked,
                    left: (left > 0).then_some(left),
                    right: left + 1,
                }
            }
            (None, None) => unreachable!("clap requires --page or --spread"),
        }
    }

    /// The last page the user asked for: it must exist.
    fn last_asked(&self) -> usize {
        match *self {
            Job::Pages(_, last) => last,
            Job::Spread { asked, .. } => asked,
        }
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    if !(args.dpi.is_finite() && (1.0..=MAX_DPI).contains(&args.dpi)) {
        return Err(InputError(format!(
            "--dpi {} is out of range: use 1 to {MAX_DPI} (150 is a good screen preview)",
            args.dpi
        ))
        .into());
    }
    super::check_output_folder(&args.output)?;
    let spec = args.spec.load()?;
    if args.cover {
        return cover(&args, &spec);
    }
    let job = Job::from_args(&args);
    // The plan knows the page count without generating a puzzle: fail fast.
    check_page(job.last_asked(), Plan::new(&spec).page_count())?;

    let pages = super::build::build_with_progress(&spec)?.document.pages;
    check_page(job.last_asked(), pages.len())?;

    let pixmap = |n: usize| {
        render::render_pixmap(&pages[n - 1], args.dpi, args.guides)
            .with_context(|| format!("cannot render page {n}"))
    };
    match job {
        Job::Pages(first, last) => {
            let width = pages.len().to_string().len().max(3);
            for n in first..=last {
                let path = if first == last {
                    args.output.clone()
                } else {
                    numbered(&args.output, n, width)
                };
                write_png(&path, &pixmap(n)?)?;
            }
        }
        Job::Spread { left, right, .. } => {
            let left = left.map(pixmap).transpose()?;
            let right = (right <= pages.len()).then(|| pixmap(right)).transpose()?;
            let image = render::spread(left.as_ref(), right.as_ref())
                .ok_or_else(|| anyhow::anyhow!("the spread image is too large"))?;
            write_png(&args.output, &image)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `--cover`: the cover `bookmaker cover` writes, with the cover's own guides added.
fn cover(args: &Args, spec: &bookmaker::spec::Spec) -> anyhow::Result<ExitCode> {
    let built = bookmaker::cover::build(spec).map_err(super::cover::cover_error)?;
    for w in built.report.warnings() {
        eprintln!("{w}");
    }
    let mut page = built.layout.page;
    if args.guides {
        let g = &built.layout.geometry;
        page.items.extend(bookmaker::layout::cover::guides(g));
    }
    let pixmap =
        render::render_pixmap(&page, args.dpi, args.guides).context("cannot render the cover")?;
    write_png(&args.output, &pixmap)?;
    Ok(ExitCode::SUCCESS)
}

fn check_page(n: usize, count: usize) -> Result<(), InputError> {
    if n > count {
        Err(InputError(format!(
            "page {n} is past the end: the book has {count} pages"
        )))
    } else {
        Ok(())
    }
}

/// `p.png`, page 5 -> `p-005.png`.
fn numbered(output: &Path, page: usize, width: usize) -> PathBuf {
    let stem = output
        .file_stem()
        .map_or("page".into(), |s| s.to_string_lossy().into_owned());
    let ext = output
        .extension()
        .map_or("png".into(), |e| e.to_string_lossy().into_owned());
    output.with_file_name(format!("{stem}-{page:0width$}.{ext}"))
}

fn write_png(path: &Path, pixmap: &tiny_skia::Pixmap) -> anyhow::Result<()> {
    let bytes = render::encode_png(pixmap).map_err(|e: RenderError| anyhow::anyhow!(e))?;
    book::write_atomically(path, &bytes).map_err(book_error)?;
    eprintln!(
        "Wrote {} ({} x {} px)",
        path.display(),
        pixmap.width(),
        pixmap.height()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_arguments_parse_or_say_why() {
        assert_eq!(parse_pages("7"), Ok((7, 7)));
        assert_eq!(parse_pages("5-8"), Ok((5, 8)));
        assert!(parse_pages("0").unwrap_err().contains("numbered from 1"));
        assert!(parse_pages("8-5").unwrap_err().contains("write 5-8"));
        assert!(parse_pages("x").unwrap_err().contains("not a page number"));
    }

    #[test]
    fn range_files_carry_the_page_number() {
        let p = numbered(Path::new("out/p.png"), 5, 3);
        assert_eq!(p, Path::new("out/p-005.png"));
        assert_eq!(numbered(Path::new("q"), 12, 4), Path::new("q-0012.png"));
    }
}
