//! Quoting a user's input in messages, briefly: a runaway input (a megabyte on one line) must
//! not make a megabyte error message.

use std::borrow::Cow;

/// Most characters of an input a message quotes.
pub const MAX_QUOTE: usize = 80;

/// The first [`MAX_QUOTE`] characters of `s`, with `…` when there were more.
pub fn excerpt(s: &str) -> Cow<'_, str> {
    match s.char_indices().nth(MAX_QUOTE) {
        None => Cow::Borrowed(s),
        Some((cut, _)) => Cow::Owned(format!("{}…", &s[..cut])),
    }
}

/// `msg` with every span between a pair of backticks or double quotes cut to an
/// [`excerpt`]: for messages built by other crates (serde, toml) that quote the input whole.
pub fn shorten_quoted(msg: &str) -> Cow<'_, str> {
    if msg.chars().count() <= MAX_QUOTE {
        return Cow::Borrowed(msg);
    }
    let mut out = String::with_capacity(msg.len().min(4 * MAX_QUOTE));
    let mut rest = msg;
    while let Some(open) = rest.find(['`', '"']) {
        let q = rest.as_bytes()[open] as char;
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        match rest.find(q) {
            Some(close) => {
                out.push_str(&excerpt(&rest[..close]));
                out.push(q);
                rest = &rest[close + 1..];
            }
            None => {
                out.push_str(&excerpt(rest));
                return Cow::Owned(out);
            }
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_quotes_are_cut_short_ones_kept() {
        let long = "x".repeat(500);
        assert_eq!(excerpt("short"), "short");
        assert_eq!(excerpt(&long).chars().count(), MAX_QUOTE + 1);
        let msg = format!("unknown key `{long}` in [front]; valid keys: `a`, \"{long}\"");
        let short = shorten_quoted(&msg);
        assert!(short.len() < 250, "{short}");
        assert!(short.ends_with(&format!("valid keys: `a`, \"{}…\"", "x".repeat(80))));
        assert!(short.contains(" in [front]"));
    }
}
