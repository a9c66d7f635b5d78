//! Helpers shared by the integration tests: running the binary as a user does, and reading
//! PDFs back.
#![allow(dead_code)] // each test crate uses its own subset

use std::path::Path;
use std::process::{Command, Output};

pub const BIN: &str = env!("CARGO_BIN_EXE_bookmaker");

/// Runs `bookmaker ARGS` in `dir`.
pub fn run(args: &[&str], dir: &Path) -> Output {
    Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .output()
        .expect("bookmaker runs")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The names of the fonts a PDF embeds, sorted, without their subset tags; asserts each
/// descriptor carries its TrueType program (FontFile2) and is named as a subset
/// (`ABCDEF+Name`, six capital letters).
pub fn embedded_fonts(pdf: &lopdf::Document) -> Vec<String> {
    let mut fonts = vec![];
    for obj in pdf.objects.values() {
        if let Ok(d) = obj.as_dict()
            && d.get(b"Type").and_then(|t| t.as_name()).ok() == Some(b"FontDescriptor")
        {
            assert!(d.get(b"FontFile2").is_ok(), "font program embedded");
            let name = d.get(b"FontName").unwrap().as_name().unwrap();
            let name = String::from_utf8(name.to_vec()).unwrap();
            let (tag, base) = name.split_once('+').expect("subset tag");
            assert!(
                tag.len() == 6 && tag.bytes().all(|b| b.is_ascii_uppercase()),
                "{name}"
            );
            fonts.push(base.to_string());
        }
    }
    fonts.sort();
    fonts
}

/// Runs a poppler tool (`pdffonts`, `pdftotext`...) on a file; its stdout, or a panic with its
/// stderr.
pub fn poppler(tool: &str, args: &[&str], file: &Path) -> String {
    let mut cmd = Command::new(tool);
    cmd.args(args).arg(file);
    if tool == "pdftotext" {
        cmd.arg("-"); // to standard output, not a .txt file beside the PDF
    }
    let o = cmd.output().unwrap_or_else(|e| panic!("{tool} runs: {e}"));
    assert!(o.status.success(), "{tool}: {}", stderr(&o));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Catalogue books whose grids cannot meet large print's 24 pt on their trim even one a
/// page: a 16x16 Sudoku's numbers, a nonogram's two-digit clues beside 10 or more cells.
pub const TOO_BIG_FOR_LARGE_PRINT: [&str; 3] = ["sudoku-giant", "nonogram-easy", "nonogram-hard"];

/// `toml` (a spec as `bookmaker new` writes it) without its sections of `kind`: how the
/// tests try a mixed book under a template one of its kinds cannot meet.
pub fn without_kind(toml: &str, kind: &str) -> String {
    fn flush(block: &mut String, out: &mut String, kind: &str) {
        let drop =
            block.starts_with("[[section]]") && block.contains(&format!("kind = \"{kind}\""));
        if !drop {
            out.push_str(block);
        }
        block.clear();
    }
    let (mut out, mut block) = (String::new(), String::new());
    for line in toml.lines() {
        if line.starts_with('[') {
            flush(&mut block, &mut out, kind);
        }
        block.push_str(line);
        block.push('\n');
    }
    flush(&mut block, &mut out, kind);
    out
}
