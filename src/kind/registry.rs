//! Every puzzle kind bookmaker knows. Adding a kind is one folder and one line here.

use super::Kind;
use std::fmt;

/// The kinds, in the order `--help` and the README list them. The first is the default.
pub static KINDS: &[&dyn Kind] = &[
    &crate::futoshiki::Futoshiki,
    &crate::skyscrapers::Skyscrapers,
    &crate::calcudoku::Calcudoku,
    &crate::sudoku::kind::Sudoku,
    &crate::killer::Killer,
    &crate::kakuro::Kakuro,
    &crate::magic::Magic,
    &crate::nonogram::Nonogram,
];

/// The kind with this id (case-insensitive).
pub fn find(id: &str) -> Option<KindRef> {
    KINDS
        .iter()
        .find(|k| k.id().eq_ignore_ascii_case(id))
        .map(|&k| KindRef(k))
}

/// The default kind: Futoshiki, what specs and commands meant before there were others.
pub fn default_kind() -> KindRef {
    KindRef(KINDS[0])
}

/// The ids of every kind: "futoshiki, skyscrapers".
pub fn ids() -> String {
    KINDS.iter().map(|k| k.id()).collect::<Vec<_>>().join(", ")
}

/// A registered kind, compared and printed by its id.
#[derive(Clone, Copy)]
pub struct KindRef(pub &'static dyn Kind);

impl std::ops::Deref for KindRef {
    type Target = dyn Kind;
    fn deref(&self) -> &Self::Target {
        self.0
    }
}

impl PartialEq for KindRef {
    fn eq(&self, other: &Self) -> bool {
        self.0.id() == other.0.id()
    }
}

impl Eq for KindRef {}

impl fmt::Debug for KindRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.id())
    }
}

impl fmt::Display for KindRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.id())
    }
}

impl serde::Serialize for KindRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.id())
    }
}

impl std::str::FromStr for KindRef {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        find(s).ok_or_else(|| format!("unknown puzzle kind '{s}': use one of {}", ids()))
    }
}
