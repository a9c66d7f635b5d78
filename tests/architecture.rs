//! The module layers of docs/architecture.md, checked on the source: a module names only
//! modules of its own layer or below (`crate::x` outside test code). A kind never names
//! layout, the plan, the spec or the preflight, so kinds stay plug-ins below the book engine.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Lowest first. Modules of one layer may name each other.
const LAYERS: &[&[&str]] = &[
    &["fonts", "quote", "seed", "shape", "output"],
    &["page", "colour"],
    &["latin", "solve", "words"],
    &["draw"],
    // The plug-in boundary: the traits and registry, the kinds, and what kinds share.
    &[
        "kind",
        "futoshiki",
        "skyscrapers",
        "calcudoku",
        "sudoku",
        "magic",
        "sums",
        "killer",
        "kakuro",
        "nonogram",
    ],
    &["generate"],
    &["kdp", "lint", "platform", "render"],
    &["spec"],
    &["plan"],
    &["layout", "lesson"],
    &["book", "cover", "export", "site", "bench"],
    &["cli", "main"],
];

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module a source file belongs to: `src/futoshiki/kind.rs` → `futoshiki`.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_string()
}

/// The code of a file without its test module and comments.
fn code(text: &str) -> String {
    let end = text.find("#[cfg(test)]\nmod ").unwrap_or(text.len());
    text[..end]
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules a piece of code names as `crate::x` (or `bookmaker::x` in the CLI).
fn named(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = code;
    while let Some(i) = rest.find(prefix) {
        rest = &rest[i + prefix.len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '_' || c.is_ascii_digit())
            .collect();
        if !name.is_empty() {
            out.insert(name);
        }
    }
    out
}

#[test]
fn modules_name_only_their_layer_and_below() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut wrong = Vec::new();
    for file in &files {
        // Test files inside a module (`techniques/tests.rs`) may use anything; `lib.rs`
        // only lists the modules.
        if file.file_stem().is_some_and(|s| s == "tests") || file.ends_with("src/lib.rs") {
            continue;
        }
        let module = module_of(&src, file);
        let Some(mine) = layer(&module) else {
            wrong.push(format!(
                "{}: module `{module}` is in no layer (add it to LAYERS and docs/architecture.md)",
                file.display()
            ));
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        let code = code(&text);
        let mut names = named(&code, "crate::");
        if module == "cli" || module == "main" {
            names.extend(named(&code, "bookmaker::"));
        }
        for other in names.iter().filter(|n| **n != module) {
            match layer(other) {
                Some(theirs) if theirs <= mine => {}
                Some(_) => wrong.push(format!(
                    "{}: `{module}` names `{other}`, a layer above it",
                    file.display()
                )),
                None => {}
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_checker_sees_an_upward_import() {
    // The checker itself: a kind naming layout is caught, a test module is not read.
    let code_of = code(
        "use crate::layout::puzzle_style;\n#[cfg(test)]\nmod tests {\n use crate::plan::Plan;\n}\n",
    );
    let names = named(&code_of, "crate::");
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["layout"]);
    assert!(layer("layout") > layer("futoshiki"));
    assert!(layer("draw") < layer("kind") && layer("page") < layer("draw"));
}
