//! `bookmaker preview`: pages of a book as PNG images or SVG files, drawn from the same page
//! model as the PDF. The output's extension picks the renderer.

use super::InputError;
use super::build::SpecArgs;
use anyhow::Context;
use bookmaker::output::{self, Output};
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
    #[arg(long, default_value = "150", value_parser = parse_dpi)]
    dpi: Dpi,
    /// Draw the trim edge (red, what is cut off tinted), the sheet edge (grey) and the live
    /// area inside the margins (blue)
    #[arg(long)]
    guides: bool,
    /// The file to write, .png or .svg (the extension picks the format), or `-` for PNG on
    /// standard output (default: the spec's or book's name with .png, or -cover.png)
    #[arg(short, long, value_name = "FILE.png|FILE.svg")]
    output: Option<PathBuf>,
    /// How an SVG writes text: `embedded` (real text in the book's fonts, embedded as
    /// subsets) or `outlines` (glyph shapes: the same in every SVG reader, not searchable)
    #[arg(long, value_enum, default_value = "embedded")]
    svg_text: SvgTextArg,
    /// Replace an output even if it is read-only
    #[arg(long)]
    force: bool,
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum SvgTextArg {
    Embedded,
    Outlines,
}

impl From<SvgTextArg> for render::SvgText {
    fn from(a: SvgTextArg) -> Self {
        match a {
            SvgTextArg::Embedded => render::SvgText::Embedded,
            SvgTextArg::Outlines => render::SvgText::Outlines,
        }
    }
}

/// True when `path` names an SVG file.
fn is_svg(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.to_string_lossy().eq_ignore_ascii_case("svg"))
}

/// Highest resolution offered; [`MAX_BYTES`] bounds it further for large pages.
const MAX_DPI: f32 = 2400.0;

/// Most memory the pixels of one preview take, so that a run stays under 400 MB in all: a
/// 8.5 x 11 in page with bleed reaches it at about 740 dpi, a 6 x 9 in page at about
/// 1000 dpi, a spread of two at about 600.
const MAX_BYTES: f64 = 380e6;

/// Bytes held per pixel while a page (or the cover) is drawn and written: its RGBA pixmap (4)
/// and the RGB copy the PNG encoder takes (3). Measured: 382 MB at 54 million pixels.
const PAGE_BYTES: f64 = 7.0;

/// Bytes held per pixel of a spread: the two pages' pixmaps (4), the spread's own (4) and its
/// RGB copy (3). Measured: 429 MB at 39 million pixels.
const SPREAD_BYTES: f64 = 11.0;

/// A resolution, with the text the user typed for messages (`4294967295`, not `4294967300`).
#[derive(Clone, Debug)]
struct Dpi {
    value: f32,
    typed: String,
}

fn parse_dpi(s: &str) -> Result<Dpi, String> {
    match s.trim().parse::<f32>() {
        Ok(value) => Ok(Dpi {
            value,
            typed: s.trim().to_string(),
        }),
        Err(_) => Err(format!("`{s}` is not a number")),
    }
}

/// The file extensions preview writes, one per image format it can encode.
const EXTENSIONS: &[&str] = &["png", "svg"];

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
    let dpi = args.dpi.value;
    if !(dpi.is_finite() && (1.0..=MAX_DPI).contains(&dpi)) {
        return Err(InputError(format!(
            "--dpi {} is out of range: use 1 to {MAX_DPI} (150 is a good screen preview)",
            args.dpi.typed
        ))
        .into());
    }
    let path = match &args.output {
        Some(p) => p.clone(),
        None if args.cover => args.spec.default_output("-cover.png"),
        None => args.spec.default_output(".png"),
    };
    let svg = is_svg(&path);
    // The name a suggestion gives a file: the one `-o` would default to.
    let stem = args.spec.default_output("").to_string_lossy().into_owned();
    if svg && (args.guides || args.spread.is_some()) {
        return Err(InputError(format!(
            "{} is an SVG, which preview writes for single pages and the cover without \
             guides: use a .png file for --spread and --guides",
            path.display()
        ))
        .into());
    }
    let spec = args.spec.load()?;
    if args.cover {
        let output = resolve(&path, args.force, &stem)?;
        return cover(&args, &spec, &output);
    }
    let job = Job::from_args(&args);
    // The plan knows the page count without generating a puzzle: fail fast.
    let plan = Plan::new(&spec);
    check_page(job.last_asked(), plan.page_count())?;
    // The sheet with bleed on every side, the most a page can be.
    let sheet = |v: f32| (v + 0.25) * dpi;
    let (wide, per_pixel) = if matches!(job, Job::Spread { .. }) {
        (2.0, SPREAD_BYTES)
    } else {
        (1.0, PAGE_BYTES)
    };
    check_memory(
        wide * sheet(spec.trim.width_in),
        sheet(spec.trim.height_in),
        &args.dpi,
        per_pixel,
    )?;
    let outputs = match job {
        Job::Pages(first, last) if first != last => {
            if Output::resolve(&path).is_ok_and(|o| o.is_stream()) {
                return Err(InputError(format!(
                    "pages {first}-{last} are one image each, which {} cannot hold apart: \
                     give -o a file name such as pages.png",
                    path.display()
                ))
                .into());
            }
            let width = plan.page_count().to_string().len().max(3);
            (first..=last)
                .map(|n| resolve(&numbered(&path, n, width), args.force, &stem))
                .collect::<anyhow::Result<Vec<_>>>()?
        }
        _ => vec![resolve(&path, args.force, &stem)?],
    };

    let pages = super::build::build_with_progress(&spec)?.document.pages;
    check_page(job.last_asked(), pages.len())?;

    let pixmap = |n: usize| {
        let page = &pages[n - 1];
        let (w, h) = render::png::pixel_size(page, dpi);
        check_memory(w as f32, h as f32, &args.dpi, PAGE_BYTES)?;
        render::render_pixmap(page, dpi, args.guides)
            .with_context(|| format!("cannot render page {n}"))
    };
    match job {
        Job::Pages(first, last) if svg => {
            for (n, out) in (first..=last).zip(&outputs) {
                let text = render::render_svg(&pages[n - 1], args.svg_text.into())
                    .with_context(|| format!("cannot render page {n}"))?;
                write_svg(out, &text)?;
            }
        }
        Job::Pages(first, last) => {
            for (n, out) in (first..=last).zip(&outputs) {
                write_png(out, &pixmap(n)?)?;
            }
        }
        Job::Spread { left, right, .. } => {
            let left = left.map(pixmap).transpose()?;
            let right = (right <= pages.len()).then(|| pixmap(right)).transpose()?;
            let image = render::spread(left.as_ref(), right.as_ref())
                .ok_or_else(|| anyhow::anyhow!("the spread image is too large"))?;
            write_png(&outputs[0], &image)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Resolves an output before any work: a path we write (a folder that exists, not the spec),
/// with an extension we write. `stem` names the file in a suggestion when the path has none
/// (`-o .png`).
fn resolve(path: &Path, force: bool, stem: &str) -> anyhow::Result<Output> {
    let out = super::resolve_outputs(&[("-o", path)], force)?.remove(0);
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    if !out.is_stream() && !ext.as_deref().is_some_and(|e| EXTENSIONS.contains(&e)) {
        let name = path
            .file_name()
            .map_or(String::new(), |s| s.to_string_lossy().into_owned());
        // `.png` alone is a name with no extension: the user gave the extension only.
        let only_ext = ext.is_none()
            && name
                .strip_prefix('.')
                .is_some_and(|e| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()));
        let suggestion = if only_ext {
            path.with_file_name(format!("{stem}{name}"))
        } else {
            let stem = path
                .file_stem()
                .map_or(stem.into(), |s| s.to_string_lossy().into_owned());
            path.with_file_name(format!("{stem}.{}", EXTENSIONS[0]))
        };
        let why = if only_ext {
            format!(
                "{name} is a hidden file's name, with no extension; preview writes {} files",
                list_extensions()
            )
        } else {
            format!("preview writes {} files", list_extensions())
        };
        return Err(InputError(format!(
            "cannot write {}: {why}; name it {}",
            path.display(),
            suggestion.display()
        ))
        .into());
    }
    Ok(out)
}

/// ".png or .svg".
fn list_extensions() -> String {
    EXTENSIONS
        .iter()
        .map(|e| format!(".{e}"))
        .collect::<Vec<_>>()
        .join(" or ")
}

/// Refuses an image whose pixels would take more than [`MAX_BYTES`], with the resolution
/// that fits.
fn check_memory(width: f32, height: f32, dpi: &Dpi, per_pixel: f64) -> Result<(), InputError> {
    let bytes = width as f64 * height as f64 * per_pixel;
    if bytes <= MAX_BYTES {
        return Ok(());
    }
    let fits = (dpi.value as f64 * (MAX_BYTES / bytes).sqrt()).floor();
    Err(InputError(format!(
        "--dpi {} makes an image of {} x {} px, which takes about {:.0} MB to draw, more than \
         the {:.0} MB preview allows: use --dpi {fits} or less",
        dpi.typed,
        width.ceil(),
        height.ceil(),
        bytes / 1e6,
        MAX_BYTES / 1e6
    )))
}

/// `--cover`: the cover `bookmaker cover` writes, with the cover's own guides added.
fn cover(args: &Args, spec: &bookmaker::spec::Spec, output: &Output) -> anyhow::Result<ExitCode> {
    let built = bookmaker::cover::build(spec).map_err(super::cover::cover_error)?;
    for w in built.report.warnings() {
        note!("{w}");
    }
    let mut page = built.layout.page;
    if args.guides {
        let g = &built.layout.geometry;
        page.items.extend(bookmaker::layout::cover::guides(g));
    }
    if is_svg(output.path()) {
        let text =
            render::render_svg(&page, args.svg_text.into()).context("cannot render the cover")?;
        write_svg(output, &text)?;
        return Ok(ExitCode::SUCCESS);
    }
    let (w, h) = render::png::pixel_size(&page, args.dpi.value);
    check_memory(w as f32, h as f32, &args.dpi, PAGE_BYTES)?;
    let pixmap = render::render_pixmap(&page, args.dpi.value, args.guides)
        .context("cannot render the cover")?;
    write_png(output, &pixmap)?;
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

fn write_svg(out: &Output, text: &str) -> anyhow::Result<()> {
    output::write(out, text.as_bytes()).map_err(super::output_error)?;
    note!("Wrote {out} ({} KB)", text.len().div_ceil(1024));
    Ok(())
}

fn write_png(out: &Output, pixmap: &tiny_skia::Pixmap) -> anyhow::Result<()> {
    let bytes = render::encode_png(pixmap).map_err(|e: RenderError| anyhow::anyhow!(e))?;
    output::write(out, &bytes).map_err(super::output_error)?;
    note!("Wrote {out} ({} x {} px)", pixmap.width(), pixmap.height());
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
